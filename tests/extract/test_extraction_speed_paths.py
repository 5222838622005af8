"""The speed-ups of extraction must give exactly what the plain computations they replace give.

Each fast path (offsets from ``findall`` lengths, a regex without its rare branch, a literal
pre-check before a slow regex, word-set gates before per-token loops) is checked against the
straightforward computation on sentences written for these tests, including the cases the
fast path has to hand back to the slow one.
"""

from __future__ import annotations

from kg.extract import acronyms, metrics, models, sentences
from kg.extract.cues import match_triggers
from kg.extract.document import analyse
from kg.extract.tokens import _TOKEN, tokenize
from kg.normalize import normalize, normalize_text

TEXTS = [
    "We train FedVPA-GP with LOZO+ on v5/v6 splits, reaching 7.2-8.5x speed-ups.",
    "Tabs\tand  double  spaces\u00a0and a no-break space stay outside tokens .",
    "Qwen3-30B-A3B-Thinking-2507 beats LLaVA-1.5 (ours: 71.3%) in 3 of 4 runs!",
    "",
    "   ",
    "ends with a hyphen- and a slash/",
    # whitespace that str.lstrip() and the regex \\s must both count as space (the fast path relies on it)
    "x\u2009thin\u3000ideographic\x1cfile-sep\u2028line\u0085next \u200bzero-width",
]


def _plain_tokens(text: str, offset: int) -> list[tuple[str, int, int, str]]:
    ms = _TOKEN.finditer(text)
    return [(m.group(), m.start() + offset, m.end() + offset, m.group().lower()) for m in ms]


def test_tokenize_offsets_match_one_match_object_per_token():
    for text in TEXTS:
        for offset in (0, 17):
            assert [tuple(t) for t in tokenize(text, offset)] == _plain_tokens(text, offset)
    toks = tokenize(TEXTS[2], 5)
    assert toks[0].text == "Qwen3-30B-A3B-Thinking-2507" and toks[0].start == 5
    # the possessive and glued-boundary cases still take the token-by-token path
    assert [t.text for t in tokenize("Kestrel's router.Overall gains")] == [
        "Kestrel",
        "'s",
        "router",
        ".",
        "Overall",
        "gains",
    ]


def _full_boundaries(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in sentences._BOUNDARY.finditer(text)]


def test_sentence_splitter_without_glued_periods_uses_the_short_pattern_with_same_matches():
    plain = "We build Tern. It routes packets! Does it scale? Yes (mostly). 3 runs agree."
    glued = "Labels were noisy annotations.To fix this we relabel. Gains follow."
    assert sentences._GLUED_PERIOD.search(plain) is None
    assert [m.span() for m in sentences._PUNCT_BOUNDARY.finditer(plain)] == _full_boundaries(plain)
    assert sentences._GLUED_PERIOD.search(glued) is not None
    assert len(sentences.split_sentences(plain)) == 5
    assert [glued[s:e] for s, e in sentences.split_sentences(glued)] == [
        "Labels were noisy annotations.",
        "To fix this we relabel.",
        "Gains follow.",
    ]


def test_sentence_words_are_the_lower_cased_tokens():
    doc = analyse("We Propose Tern-2. TERN outperforms Gull on Wave.")
    for sent in doc.sentences:
        assert sent.words == {t.lower for t in sent.tokens}
        assert sent.heads == {t.lower[:4] for t in sent.tokens}
    assert "propose" in doc.sentences[0].words


def test_trigger_gate_keeps_exact_and_prefix_triggers():
    doc = analyse("Tern clearly outperforms Gull. We compare against Wren. Nothing is compared here.")
    triggers = {("outperform*",): "outperform", ("compare", "against"): "against", ("versus",): "versus"}
    found = [list(match_triggers(s, triggers)) for s in doc.sentences]
    assert found[0] == [(2, 3, "outperform")]
    assert found[1] == [(1, 3, "against")]
    assert found[2] == []  # "compared" starts no trigger: the gate and the scan agree


def test_metric_scan_keys_fold_case_dots_and_at_k():
    text = "Tern lifts Pass@10. from 41.2 to 55.0 and raises the BLEU score on the held-out split."
    names = [m.name for m in metrics.find_metrics(text)]
    assert any(n.lower().startswith("pass@") for n in names)
    assert any("BLEU" in n for n in names)
    assert metrics._max_words()["bleu"] >= 1


def test_sized_checkpoint_precheck_only_skips_texts_without_a_size():
    assert models.find_sized_checkpoints("We fine-tune Kestrel on Marlin data with no sizes.") == []
    got = models.find_sized_checkpoints("We fine-tune Kestrel-8B and Osprey-2-12.5B-Instruct.")
    assert [m.name for m in got] == ["Kestrel-8B", "Osprey-2-12.5B-Instruct"]


def test_short_for_definitions_still_found_behind_the_literal_precheck():
    text = "We use SPQ, short for sparse product quantization, in every layer."
    defs = acronyms.find_definitions(text)
    assert [(d.short, d.long) for d in defs] == [("SPQ", "sparse product quantization")]
    assert acronyms.find_definitions("We use SPQ in every layer, as before.") == []


def test_uncached_normalize_text_equals_normalize():
    for text in ("Tern-2  uses\u2013Fast_Routing ~ here.", "ＦｕｌｌＷｉｄｔｈ Name", "(Quoted, edges!)"):
        assert normalize_text(text) == normalize(text)


def test_rare_separator_class_holds_every_separator_but_space_and_hyphen():
    import re
    import sys

    from kg.normalize import _RARE_SEPARATOR, _SEPARATORS

    separators = {c for c in map(chr, range(sys.maxunicode + 1)) if _SEPARATORS.fullmatch(c)}
    assert {c for c in separators if _RARE_SEPARATOR.fullmatch(c)} == separators - {" ", "-"}
    assert all(c.isspace() == bool(re.fullmatch(r"\s", c)) for c in separators)


def test_normalize_fast_and_regex_paths_agree():
    import unicodedata

    from kg.normalize import _EDGE_PUNCT, _SEPARATORS

    def reference(text: str) -> str:
        return _SEPARATORS.sub("-", unicodedata.normalize("NFKC", text).lower()).strip(_EDGE_PUNCT)

    texts = [
        "Sparse  Router - v2",  # a double space and " - ": the regex path
        "Sparse Router-v2",  # single spaces and hyphens: the fast path
        "Sparse\tRouter_v2 ~ draft",
        "Sparse Router \u2013 v2",
        " -Sparse Router- ",
        "(Sparse Router.)",
    ]
    for text in texts:
        assert normalize_text(text) == normalize(text) == reference(text)
    assert normalize("Sparse  Router - v2") == normalize("Sparse Router-v2") == "sparse-router-v2"
    assert normalize("Sparse\tRouter_v2 ~ draft") == "sparse-router-v2-draft"


def test_compound_search_from_head_hints_finds_what_a_full_scan_finds():
    texts = [
        "Tern cuts the word error rate and the end-to-end latency, at a lower token cost per query.",
        "retrieval accuracy rises; top-1 accuracy too. A  double-spaced answer rate stays.",
        "x" * 90 + " rate and " + "y-" * 50 + "z error",
        "no heads here at all",
        "rate at the start, then speed",
    ]
    for text in texts:
        fast = [m.span() for m in metrics._compound_matches(text)]
        assert fast == [m.span() for m in metrics._COMPOUND.finditer(text)]
    assert len(list(metrics._compound_matches(texts[0]))) >= 2
    assert list(metrics._compound_matches(texts[3])) == []


def test_glued_period_test_anchored_on_the_period_agrees():
    from kg.extract.tokens import _GLUED, _GLUED_AT_PERIOD

    for text in ("noisy labels.To fix", "e.g. Tern", "ab.Cd", "a.Bcd", "ok.Fine", "x", "Labels.Thus"):
        assert bool(_GLUED_AT_PERIOD.search(text)) == bool(_GLUED.search(text))
    assert _GLUED_AT_PERIOD.search("noisy labels.Thus we fix") is not None


def test_title_head_found_with_the_abstract_spelling_on_both_token_paths():
    from kg.extract.proposals import find_proposals

    cases = [
        ("Routing is hard. We present ARCE for experts. ARCE is fast.", "Arce: Routing Sparse Experts"),
        ("Routing is hard. We present Ärce for sparse experts.", "Ärce: Routing Sparse Experts"),
        ("Routing is hard. We introduce Sparse Tern for routing experts.", "Sparse Tern: Routing Experts"),
    ]
    for (abstract, title), name in zip(cases, ["ARCE", "Ärce", "Sparse Tern"], strict=True):
        found = [(f.name, f.rule) for f in find_proposals(analyse(abstract, title))]
        assert (name, "title-colon") in found
    assert find_proposals(analyse("Routing is hard. Experts are slow.", "Arce: Routing Sparse Experts")) == []
