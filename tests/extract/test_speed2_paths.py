"""Second speed round: every literal gate in front of a regex or a loop must let through all the
text the gated code can act on, so the gated result equals the ungated one.

Each test runs the fast path next to the plain computation it replaces (the regex without its
gate, the loop over every word) on sentences written for these tests.
"""

from __future__ import annotations

from kg.extract import metrics

_CUES = ("in terms of", "concerning", "with respect to", "excel in", "excels in")


def _terms_reference(text: str) -> list[tuple[int, int, str, str, bool]]:
    """``_terms_candidates`` without its literal gate: every cue match is tried."""
    gate = metrics._TERMS_CUE_WORDS
    try:
        metrics._TERMS_CUE_WORDS = ("",)  # the empty string is in every text: the gate never skips
        return metrics._terms_candidates(text)
    finally:
        metrics._TERMS_CUE_WORDS = gate


def test_terms_gate_words_cover_every_cue_of_the_regex():
    for cue in _CUES:
        text = f"Tern outperforms the baseline by 17% {cue} informativeness and source relevance."
        got = metrics._terms_candidates(text)
        assert [c[2] for c in got] == ["informativeness", "source relevance"], cue
        assert got == _terms_reference(text)
        for m in metrics._TERMS_CUE.finditer(text):
            assert any(w in m.group() for w in metrics._TERMS_CUE_WORDS)
    assert metrics._terms_candidates("Tern is fast and improves informativeness by 3%.") == []


def test_metrics_list_gate_keeps_every_listed_acronym():
    text = "We report standard metrics (FID, CLIPScore and IS) on 3 splits."
    assert [c[2] for c in metrics._listed_after_metrics(text)] == ["FID", "CLIPScore", "IS"]
    assert metrics._listed_after_metrics("We report FID, CLIPScore and IS on 3 splits.") == []
    for m in metrics._METRICS_LIST_CUE.finditer(text):
        assert "metrics" in m.group()


def test_scan_skips_only_first_keys_that_can_start_no_surface(monkeypatch):
    texts = [
        "Tern models raise accuracies and BLEU scores; error rates, F1s and IS drop on tasks.",
        "MODELS, Tasks and ACCURACIES: pass@1s, Pass@10. and top-5 accuracies. ISs and FIDs too.",
        "Model size, training time and time to first token fall; Scorès and Fidélité stay.",
        "",
    ]
    fast = [metrics._scan(t) for t in texts]
    assert any(fast)
    # the dropped keys are real plurals the scan used to try ("models", "tasks")
    assert {"models", "tasks"} <= metrics._first_keys() - metrics._scan_firsts()
    monkeypatch.setattr(metrics, "_scan_firsts", metrics._first_keys)
    assert [metrics._scan(t) for t in texts] == fast


def test_benchmark_gates_hold_the_literals_of_their_regexes():
    from kg.extract import benchmarks

    # every shape name holds one of the literal parts the abstract-level gate looks for
    for name in ("ProverBench", "ICD-Bench", "ChemBench-Mini", "PubMedQA", "RaTE-Eval", "WebArena", "XBENCH"):
        assert benchmarks._BENCH_SHAPE.match(name), name
        assert any(part in name for part in benchmarks._BENCH_SHAPE_PARTS), name
    # the shared-task regex is built from the gate's tuple: each event still matches with its edition
    for event in benchmarks._EVENTS:
        m = benchmarks._SHARED_TASK.search(f"on the {event}-2022 Task 8 test set")
        assert m is not None and m.group(0).startswith(event), event
    assert benchmarks._SHARED_TASK.search("on the CheckThat! 2021 Task 1 data") is not None


def test_benchmark_gates_keep_the_findings():
    from kg.extract.benchmarks import find_benchmarks
    from kg.extract.document import analyse

    def names(text: str) -> set[str]:
        return {f.name for f in find_benchmarks(analyse(text))}

    # shape names in a result sentence, a shared-task edition, an apposition with a dataset head
    assert "KiteBench-Mini" in names("We propose Tern. Tern reaches 70.8% (KiteBench-Mini).")
    edition = names("We propose Tern and evaluate it on the SemEval-2022 Task 8 data.")
    assert any("SemEval" in n for n in edition)
    assert "ZebraQuiz" in names("We propose Tern. We revisit ZebraQuiz, a widely used reasoning benchmark.")


def test_first_own_sentence_is_the_first_that_speaks_of_the_paper():
    from kg.extract.document import OWN_WORDS, analyse

    doc = analyse("Usually routers are slow. Prior routers are big. This paper presents Tern. We test it.")
    plain = next(s.index for s in doc.sentences if OWN_WORDS.search(doc.clean[s.start : s.end]))
    assert doc.first_own == plain == 2
    assert analyse("Routers are slow. Prior routers are big.").first_own is None


def test_task_gates_keep_the_sentences_their_loops_read():
    from kg.extract import tasks
    from kg.extract.document import analyse

    def found(rule, text: str) -> list[str]:
        doc = analyse(text)
        got: list[str] = []
        for sent in doc.sentences:
            rule(doc, sent, lambda name, *_args, **_kw: got.append(name))
        return got

    assert found(tasks._is_a_problem, "Towel folding remains a challenging problem for robots.") == [
        "Towel folding"
    ]
    for verb in ("known as", "termed", "dubbed", "called"):
        got = found(tasks._known_as, f"We study a failure {verb} reward hacking in agents.")
        assert got and "reward hacking" in got[0], verb
    got = found(tasks._acronym_head_tasks, "We study part-of-speech (POS) tagging in Welsh.")
    assert got == ["POS tagging"]


def test_sentence_lows_are_the_lower_cased_tokens_in_order():
    from kg.extract.document import analyse

    doc = analyse("Tern beats GPT-4 and Tern. We Propose Kite.")
    for sent in doc.sentences:
        assert sent.lows == tuple(t.text.lower() for t in sent.tokens)
        assert sent.words == frozenset(sent.lows)


def test_foundation_gates_keep_bracket_lists_and_subject_names():
    from kg.extract import foundations
    from kg.extract.document import analyse

    def found(rule, text: str) -> list[str]:
        doc = analyse(text)
        got: list[str] = []
        for sent in doc.sentences:
            rule(doc, sent, lambda name, *_args: got.append(name))
        return got

    listed = "We compare three keyword extraction methods (YAKE, RAKE and KeyBERT) on news."
    assert found(foundations._listed_in_brackets, listed) == ["YAKE", "RAKE", "KeyBERT"]
    verb = sorted(foundations._SUBJECT_VERBS)[0]
    assert found(foundations._subject_name, f"PromptCoT {verb} that chains help. We build on it.") == [
        "PromptCoT"
    ]
    toks = analyse("Our model is limited.").sentences[0].tokens
    assert foundations._first_person(toks) and not foundations._criticised(toks)
    toks = analyse("Prior models are limited.").sentences[0].tokens
    assert not foundations._first_person(toks) and foundations._criticised(toks)


def _proposal_cue(cue, text: str) -> list[tuple[str, str]]:
    """(name, rule) of what one proposals cue function finds in ``text``, sentence by sentence."""
    from kg.extract import proposals
    from kg.extract.document import analyse

    doc = analyse(text)
    col = proposals._Collector(doc)
    for sent in doc.sentences:
        cue(doc, col, sent, doc.known_at(sent))
    return [(f.name, f.rule) for f in col.found]


def test_our_cues_visit_only_their_start_words_and_marks():
    from kg.extract import proposals

    def found(text: str) -> list[tuple[str, str]]:
        return _proposal_cue(proposals._our_cues, text)

    assert found("We study routing. Our GUI grounding model, KiteNet, beats all baselines.") == [
        ("KiteNet", "our-method-x")
    ]
    assert found("We study routing. The proposed method, KiteNet, beats all baselines.") == [
        ("KiteNet", "our-method-x")
    ]
    assert found("We study routing. PlumeNet (ours) beats all baselines.") == [("PlumeNet", "x-ours")]


def test_loops_over_trigger_positions_keep_their_findings():
    from kg.extract import foundations, proposals, tasks
    from kg.extract.document import analyse

    doc = analyse("We propose the streaming content monitor for LLM outputs. SCM gains 5% in recall.")
    col = proposals._Collector(doc)
    proposals._implicit_acronyms(doc, col)
    assert [(f.name, f.aliases) for f in col.found] == [("SCM", ("streaming content monitor",))]

    sent = analyse("Robust Image Retrieval and graph classification remain open.").sentences[0]
    assert tasks._head_phrases(sent) == [(0, 3), (4, 6)]  # a Title Case head and a lower-case one
    got: list[str] = []
    examples = analyse("It covers tasks such as point cloud completion and image retrieval.")
    tasks._task_examples(examples, examples.sentences[0], lambda name, *_a, **_k: got.append(name))
    assert "point cloud completion" in got

    found: list[str] = []
    doc = analyse("We build on the Rasch model for tests.")
    foundations._headed_names(doc, doc.sentences[0], lambda name, *_a: found.append(name))
    assert found and "Rasch" in found[0]


def test_mention_scan_two_word_precheck_keeps_multiword_possessive_and_corpus_names():
    from kg.extract.document import analyse

    text = (
        "We train on the Pile and The Stack v2, then test on Humanity's Last Exam with Dijkstra's algorithm. "
        "The kite router and KiteNet help."
    )
    corpus = {"kite-router": "Method", "kitenet": "Method"}
    doc = analyse(text, corpus_names=corpus)
    found = [m.text for m in doc.mentions]
    # none of "the", "humanity", "dijkstra", "kite" names anything alone: each needs its next word
    for name in ("the Pile", "The Stack v2", "Humanity's Last Exam", "Dijkstra's algorithm", "kite router"):
        assert name in found, name
    assert "KiteNet" in found


def test_trigger_search_finds_exact_and_prefix_triggers_in_one_sentence():
    from kg.extract.cues import match_triggers
    from kg.extract.document import analyse

    triggers = {("outperform*",): "outperform", ("versus",): "versus", ("compare", "against"): "against"}
    sent = analyse("Tern outperforms Gull versus Wren; we compare against Kite.").sentences[0]
    assert list(match_triggers(sent, triggers)) == [(1, 2, "outperform"), (3, 4, "versus"), (7, 9, "against")]
    sent = analyse("Tern outperformed Gull and Wren.").sentences[0]  # a prefix trigger only
    assert list(match_triggers(sent, triggers)) == [(1, 2, "outperform")]


def test_described_names_visit_proposed_and_descriptor_heads():
    from kg.extract import proposals

    def found(text: str) -> list[tuple[str, str]]:
        return _proposal_cue(proposals._described_names, text)

    assert found("We train our proposed decoupled IoU on boxes.") == [("decoupled IoU", "our-proposed")]
    assert found("We design our inference strategy Select then Generate for questions.") == [
        ("Select then Generate", "descriptor-name")
    ]
