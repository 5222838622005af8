"""Round 6 proposals: names followed by their bracketed expansion, "resulting in X", a name after a
colon that follows its kind, "the resulting X dataset". Sentences written for these tests."""

from extract_helpers import of_type


def test_name_with_a_bracketed_expansion_then_an_appositive_is_proposed_even_if_known():
    # LISTEN is a word other abstracts use as a name too; the appositive after the bracket makes it ours
    text = (
        "To address this, we propose LISTEN (Learning to Identify Sounds Through Extended Negative "
        "Samples), a contrastive training method."
    )
    assert of_type(text, "PROPOSES") == {"LISTEN"}


def test_resulting_in_a_name_is_a_proposal_but_not_an_effect():
    text = "We instantiate this idea with the Elo system, resulting in the Multi-Kite Rating System (MKRS)."
    assert of_type(text, "PROPOSES") == {"MKRS"}
    text = "We show that our ensembling reduces sensitivity, resulting in more robust XLT for tagging."
    assert of_type(text, "PROPOSES") == set()


def test_a_name_after_a_colon_that_follows_its_kind():
    text = "We propose a key principle for compositing latents: Pixel-Equivalent Kite Compositing (PEKC)."
    assert of_type(text, "PROPOSES") == {"PEKC"}
    text = "We propose a framework: Graph Neural Networks learn the layout from data."
    assert of_type(text, "PROPOSES") == set()


def test_the_resulting_named_dataset_with_a_generic_acronym_inside():
    text = "The resulting Alama Clinic QA dataset includes thousands of question answer pairs."
    assert of_type(text, "PROPOSES") == {"Alama Clinic QA"}


def test_a_long_form_before_the_kind_noun_is_not_a_second_name():
    text = "Our Multi-Encoder Decoder framework for Opinion Summarization (MEDOS) uses one encoder each."
    assert "Multi-Encoder Decoder" not in of_type(text, "PROPOSES")


def test_prm800k_is_a_dataset_and_flux_variants_are_models():
    text = "On ProcessBench, PRM800K, HaluEval, and TruthfulQA, both models outperform entropy baselines."
    assert "PRM800K" in of_type(text, "EVALUATES_ON")
    text = "A lightweight LoRA on FLUX.1-Dev matches the fidelity of FLUX.1-Fill."
    assert "FLUX.1-Dev" in of_type(text, "USES_MODEL")


def test_name_right_after_the_kind_noun_of_the_object():
    text = (
        "We release the largest computer use grounding dataset Kestrel, which contains 4 million "
        "examples. Models trained on Kestrel outperform prior work."
    )
    assert "Kestrel" in of_type(text, "PROPOSES")
    text = "We also introduce a new prompting strategy Reflect-Kite-Refine, to improve debate quality."
    assert "Reflect-Kite-Refine" in of_type(text, "PROPOSES")


def test_parts_listed_after_a_count_of_mechanisms_are_proposed() -> None:
    text = (
        "We propose MetaTune, a post-training framework that works through two mechanisms: Group Reward "
        "Shaping, which builds diverse groups, and Adaptive Clip Control, which bounds the ratios."
    )
    assert {"MetaTune", "Group Reward Shaping", "Adaptive Clip Control"} <= of_type(text, "PROPOSES")


def test_phases_of_a_study_are_not_proposed_parts() -> None:
    text = (
        "We analyze layer activations across two phases: Prompt Processing, where inputs are read, "
        "and Response Generation, where tokens are written."
    )
    assert not {"Prompt Processing", "Response Generation"} & of_type(text, "PROPOSES")
