"""PROPOSES cues: proposal verbs, naming verbs, appositives, titles, components."""

from extract_helpers import of_type


def test_we_propose_long_form_with_acronym():
    text = "We propose Layered Reward Shaping (LRS), a simple method for sparse-reward control."
    assert of_type(text, "PROPOSES") == {"LRS"}


def test_termed_and_we_term():
    assert "OrbitMix" in of_type(
        "We design a new augmentation scheme, termed OrbitMix, for point clouds.", "PROPOSES"
    )
    assert "Quiet Gradient Routing" in of_type(
        "We treat routing as a control problem, an approach we term Quiet Gradient Routing.", "PROPOSES"
    )


def test_name_a_novel_appositive():
    text = "This paper presents results. TesseraKV, a novel cache layout, reduces memory by half."
    assert of_type(text, "PROPOSES") == {"TesseraKV"}


def test_title_colon_name():
    text = "We study caching. PrismCache lowers latency on long prompts."
    assert of_type(text, "PROPOSES", title="PrismCache: Fast Prompt Caching") == {"PrismCache"}


def test_known_background_method_is_not_proposed():
    text = "We introduce GRPO into a new setting and study its variance."
    assert of_type(text, "PROPOSES") == set()


def test_generic_acronyms_are_not_proposed():
    text = "We present large language models (LLMs) with a new prompt."
    assert of_type(text, "PROPOSES") == set()


def test_named_components_after_the_proposal():
    text = (
        "We propose HarborNet for traffic forecasting. "
        "A Lane-Aware Mixing Block (LMB) fuses sensor streams, "
        "and a Drift Correction Head (DCH) removes bias."
    )
    assert of_type(text, "PROPOSES") == {"HarborNet", "LMB", "DCH"}


def test_proposed_benchmark_is_a_dataset():
    from kg.extract import extract
    from kg.model import Paper

    ex = extract(
        Paper(id="t", doc="t#0", abstract="We release TideBench, a new benchmark of tidal forecasting tasks.")
    )
    labels = {e.name: e.label for e in ex.entities}
    assert labels["TideBench"] == "Dataset"


def test_participle_is_not_a_proposal():
    text = "Our analysis shows that previously proposed Balanced Routing Optimization (BRO) methods fail."
    assert of_type(text, "PROPOSES") == set()


def test_dubbed_long_form_with_and_uses_the_acronym():
    text = "We propose a simple method, dubbed Coarse Matching and Fine Ranking (CMFR), for retrieval."
    assert of_type(text, "PROPOSES") == {"CMFR"}


def test_every_member_of_a_proposed_list():
    text = "We introduce two new datasets, TideQA and ReefQA, for marine question answering."
    assert of_type(text, "PROPOSES") == {"TideQA", "ReefQA"}


def test_implicit_acronym_of_a_lowercase_proposal():
    text = "We propose the tidal echo sampler for sonar. Experiments show that TES halves the error."
    from kg.extract import extract
    from kg.model import Paper

    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    ents = {e.name: e for e in ex.entities}
    assert "TES" in ents and ents["TES"].aliases == ("tidal echo sampler",)


def test_lowercase_direct_objects():
    assert of_type("We propose tidal-aware RAG (TA-RAG), which retrieves tides.", "PROPOSES") == {"TA-RAG"}
    text = "We propose wave folding, a reinforcement learning framework for sonar control."
    assert of_type(text, "PROPOSES") == {"wave folding"}
    text = "We propose a novel method, echo contrast pretraining, for sonar encoders."
    assert of_type(text, "PROPOSES") == {"echo contrast pretraining"}
    assert of_type("We propose a framework that synthesizes moral judgments.", "PROPOSES") == set()


def test_others_work_and_terms_are_not_proposals():
    assert (
        of_type("Prior work proposes Wave Height Diversity (WHD) algorithms for search.", "PROPOSES") == set()
    )
    text = "We curate records from the Marine Safety Review Board (MSRB) archive to build a classifier."
    assert of_type(text, "PROPOSES") == set()
    text = "Tagging sonar returns, often called acoustic event labeling, is slow. We propose SonarTag."
    assert of_type(text, "PROPOSES") == {"SonarTag"}


def test_method_for_named_long_form():
    text = "We propose a method for Reef-Oriented Locating and Editing (ROLE), which edits modules."
    assert of_type(text, "PROPOSES") == {"ROLE"}


def test_described_then_named_even_if_a_gazetteer_knows_the_word():
    text = "We propose a new robust control framework, ERNIE, that smooths policies."
    assert of_type(text, "PROPOSES") == {"ERNIE"}


def test_long_form_with_a_trailing_head_noun():
    text = "We propose a novel Optimal Transport-guided Conditional Score-based diffusion model (OTCS)."
    assert of_type(text, "PROPOSES") == {"OTCS"}


def test_named_right_after_its_descriptor():
    text = "We propose ReefNet. It adds our proposed banded IoU and a new decoding strategy Pick then Verify."
    assert of_type(text, "PROPOSES") == {"ReefNet", "banded IoU", "Pick then Verify"}


def test_named_entity_recognition_is_not_a_naming_cue():
    text = "Biomedical named entity recognition (NER) is hard. We present two extensions of it."
    assert of_type(text, "PROPOSES") == set()


def test_acronyms_that_modify_a_noun_and_integrated_background_are_not_proposed():
    text = "We present a manually annotated corpus for Reef Event (RE) extraction from dive logs."
    assert of_type(text, "PROPOSES") == set()
    text = "We propose TideNet, which integrates the Lindblad Tidal Equation (LTE) to model currents."
    assert of_type(text, "PROPOSES") == {"TideNet"}


def test_word_hits_agree_with_word_boundary_regex() -> None:
    """The str.find scan that replaced a regex per name must find exactly what ``\\b...\\b`` finds."""
    import re

    from kg.extract.proposals import _word_hits

    cases = [
        ("FooNet beats FooNet-2 and xFooNet; FooNet_b is not FooNet.", "FooNet"),
        ("a a a", "a a"),
        ("(SE) and SE(3)-equivariant nets (SE", "(SE"),
        ("LOZO+ and LOZO++ vs LOZO", "LOZO+"),
        ("", "x"),
    ]
    for text, word in cases:
        expected = [m.start() for m in re.finditer(rf"\b{re.escape(word)}\b", text)]
        assert _word_hits(text, word) == expected, (text, word)
    assert _word_hits("FooNet beats FooNet-2 and xFooNet", "FooNet") == [0, 13]
