"""extract / extract_many: evidence offsets, determinism, one relation per target, linking."""

from __future__ import annotations

from kg.extract import extract, extract_many
from kg.model import Paper

MARKED = (
    "Sparse rewards slow learning. We propose **Layered Reward Shaping** (LRS), a simple method. "
    "LRS outperforms \\textit{PPO} and SAC on the MuJoCo benchmark, e.g. on Hopper, with 3.5$\\times$ "
    "fewer steps than PPO."
)


def _paper(text: str, pid: str = "p") -> Paper:
    return Paper(id=pid, doc=f"{pid}#0", abstract=text)


def test_evidence_is_original_text_of_the_sentence():
    ex = extract(_paper(MARKED))
    assert ex.relations
    for r in ex.relations:
        ev = r.evidence
        assert MARKED[ev.start : ev.end] == ev.text
        assert ev.text.endswith(".")
    keys = {e.key for e in ex.entities}
    assert all(r.entity_key in keys for r in ex.relations)


def test_one_relation_per_type_and_target():
    ex = extract(_paper(MARKED))
    pairs = [(r.type, r.entity_key) for r in ex.relations]
    assert len(pairs) == len(set(pairs))
    assert ("COMPARES_AGAINST", "method:ppo") in pairs


def test_aliases_only_from_the_abstract():
    ex = extract(_paper(MARKED))
    lrs = next(e for e in ex.entities if e.name == "LRS")
    assert lrs.aliases == ("Layered Reward Shaping",)
    ppo = next(e for e in ex.entities if e.name == "PPO")
    assert ppo.aliases == ()  # the gazetteer knows the long form, the abstract does not


def test_deterministic():
    assert extract(_paper(MARKED)).to_record() == extract(_paper(MARKED)).to_record()


def test_corpus_linking_makes_lowercase_names_matchable():
    a = _paper("We present a new regularizer, called quietmix, for noisy labels.", "a")
    b = _paper("Our approach clearly outperforms quietmix on image tasks.", "b")
    alone = {r.type for r in extract(b).relations}
    assert "COMPARES_AGAINST" not in alone
    out = list(extract_many([a, b]))
    assert [x.paper.id for x in out] == ["a", "b"]
    names = {e.key: e.name for e in out[1].entities}
    assert [(r.type, names[r.entity_key]) for r in out[1].relations if r.type == "COMPARES_AGAINST"] == [
        ("COMPARES_AGAINST", "quietmix")
    ]


def test_extract_many_parallel_matches_serial():
    papers = [_paper(MARKED, f"p{i}") for i in range(5)] + [_paper("We study nothing in particular.", "z")]
    serial = [x.to_record() for x in extract_many(papers, jobs=1)]
    parallel = [x.to_record() for x in extract_many(papers, jobs=2, batch=2)]
    assert serial == parallel


def test_spellings_of_one_known_method_share_an_entity():
    text = "We build on Chain-of-Thought prompting. Longer CoT traces help, so we extend CoT with search."
    ex = extract(_paper(text))
    builds = [r for r in ex.relations if r.type == "BUILDS_ON"]
    names = {e.key: e for e in ex.entities}
    cot = [
        names[r.entity_key]
        for r in builds
        if "CoT" in (names[r.entity_key].name, *names[r.entity_key].aliases)
    ]
    assert len(cot) == 1


def test_known_datasets_listed_without_a_cue():
    text = "We propose TideLM. Results on five reasoning tasks: MMLU, GSM8K, and HellaSwag improve."
    ex = extract(_paper(text))
    names = {e.key: e.name for e in ex.entities}
    evals = {names[r.entity_key] for r in ex.relations if r.type == "EVALUATES_ON"}
    assert {"MMLU", "GSM8K", "HellaSwag"} <= evals


def test_degenerate_inputs_do_not_fail():
    for text in ("", "   ", "$$", "(", "**", "\\textbf{", "x" * 5000):
        ex = extract(Paper(id="d", doc="d#0", abstract=text, title=":"))
        assert ex.relations == ()
    assert list(extract_many([])) == []


def test_corpus_acronym_does_not_make_a_plain_word_a_foundation():
    a = _paper("We propose CASE, a new scheduler for clusters.", "a")
    b = _paper("We show applications in design, including a case study in aircraft layout.", "b")
    out = list(extract_many([a, b]))
    names = {e.key: e.name for e in out[1].entities}
    assert not [names[r.entity_key] for r in out[1].relations if r.type == "BUILDS_ON"]


def test_known_method_claimed_by_another_paper_is_not_a_component_here():
    a = _paper("We propose Group Relative Policy Optimization (GRPO), a critic-free RL method.", "a")
    b = _paper(
        "We propose LiteStep, a reasoning tuner. LiteStep is trained with Group Relative Policy "
        "Optimization (GRPO) after a warm start.",
        "b",
    )
    out = list(extract_many([a, b]))
    names = {e.key: e.name for e in out[1].entities}
    assert [names[r.entity_key] for r in out[1].relations if r.type == "PROPOSES"] == ["LiteStep"]


def _titled(pid: str, title: str, text: str) -> Paper:
    return Paper(id=pid, doc=f"{pid}#0", abstract=text, title=title)


def test_a_capitalised_name_proposed_elsewhere_does_not_link_the_plain_word() -> None:
    # another paper's TIME method must not turn every "over time" into a benchmark or a foundation
    a = _titled("a", "TIME: Temporal Index Memory", "We propose TIME, a memory index for streams.")
    b = _paper("Our tagger drifts over time, and we study the role of context in that drift.", "b")
    out = list(extract_many([a, b]))
    names_b = {e.name.lower() for e in out[1].entities}
    assert not names_b & {"time", "role"}
    assert "TIME" in {e.name for e in out[0].entities}


def test_an_all_capitals_title_name_is_not_named_by_a_common_word() -> None:
    ex = extract(
        _titled(
            "t",
            "AND: Adversarial Noise Degradation for Super-Resolution",
            "We model degradations and train a restorer on them; it beats prior restorers.",
        )
    )
    # the subtitle spells the acronym out, so the title names the method "AND", never the word "and"
    assert "and" not in {e.name for e in ex.entities}


def test_a_title_name_written_lower_case_in_the_abstract_is_still_proposed() -> None:
    ex = extract(
        _titled(
            "t",
            "Prepacking: A Simple Method for Fast Prefilling",
            "Prefilling is costly for long prompts. In this work we propose prepacking, a simple method "
            "that packs prompts of varying lengths into one sequence.",
        )
    )
    assert {(r.type, next(e.name for e in ex.entities if e.key == r.entity_key)) for r in ex.relations} >= {
        ("PROPOSES", "prepacking")
    }


def test_a_title_name_the_tokenizer_splits_is_found_outside_links() -> None:
    text = "We address these gaps via R&B, a mixing framework."
    found = extract(_titled("t", "R&B: Regroup and Balance for Data Mixing", text))
    assert "R&B" in {e.name for e in found.entities}
    linked = extract(
        _titled(
            "t",
            "Q-Mix: Quantile Mixing for Noisy Labels",
            "We study noisy labels with a simple mixing rule. Code: https://github.com/someone/Q-Mix.",
        )
    )
    assert [r.rule for r in linked.relations if r.type == "PROPOSES"] != ["title-colon"]


def test_a_position_paper_title_names_no_method() -> None:
    ex = extract(
        _titled(
            "t",
            "Position: Benchmarks Should Report Variance",
            "This position paper argues that benchmarks should report variance across seeds.",
        )
    )
    assert not [r for r in ex.relations if r.type == "PROPOSES"]


def test_a_plain_word_that_many_abstracts_use_is_not_linked_as_a_name() -> None:
    # one abstract "proposes" the word "task" ("we call this the task of ..."); in an input where most
    # abstracts use the word, it stays a word; a coined word used by few ("quietmix") still links
    namer = _paper("We call this the task of style transfer. We present a regularizer, called quietmix.", "n")
    others = [_paper(f"Our model solves the task {i} better than quietmix.", f"o{i}") for i in range(2)]
    others += [_paper(f"We study the task of parsing number {i}.", f"p{i}") for i in range(6)]
    out = list(extract_many([namer, *others]))
    names = {e.name for ex in out[1:] for e in ex.entities}
    assert "quietmix" in names and "task" not in names


def test_a_listed_method_named_as_the_kind_of_many_proposals_stays_background() -> None:
    # in a large input many abstracts "propose a ... (RAG) framework"; that makes RAG the kind of their
    # methods, not a name each of them introduces
    texts = [
        "We propose a retrieval augmented generation (RAG) framework for legal questions.",
        "We introduce LexiRAG, a novel Retrieval-Augmented Generation (RAG) architecture for statutes.",
        "Our code is available on our GitHub page.",
    ]
    out = list(extract_many([_paper(t, f"r{i}") for i, t in enumerate(texts)]))
    proposed = set()
    for ex in out:
        names = {e.key: e.name for e in ex.entities}
        proposed |= {names[r.entity_key] for r in ex.relations if r.type == "PROPOSES"}
    assert "LexiRAG" in proposed
    assert not proposed & {"RAG", "GitHub"}
