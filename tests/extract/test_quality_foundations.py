"""Builds-on on unseen phrasing: named techniques yes, kinds of models no."""

from __future__ import annotations

import pytest
from extract_helpers import of_type


def test_a_kind_of_large_model_defined_by_acronym_is_not_built_on():
    text = "Large speech recognizer models (LSRMs) transcribe calls. We probe how LSRMs treat accents."
    assert of_type(text, "BUILDS_ON") == set()


def test_a_specific_defined_technique_is_still_built_on():
    text = "Masked autoregressive flows (MAFs) are flexible. We adapt MAFs to tabular imputation."
    assert "MAFs" in of_type(text, "BUILDS_ON")


def test_generic_audio_model_acronym_is_not_built_on():
    text = "Large audio-language models (LALMs) can answer spoken questions about music."
    assert of_type(text, "BUILDS_ON") == set()


def test_named_distances_and_divergences_are_not_methods_built_on():
    text = "An analysis using Earth Mover Distance and Jensen-Shannon Divergence shows the shift."
    assert of_type(text, "BUILDS_ON") == set()


def test_defined_theory_applied_after_the_proposal_is_built_on_not_proposed():
    text = (
        "We propose QuizSmith, a prompting scheme for exam items. To validate the items, "
        "Generalized Rasch Theory (GRT) was applied to compare difficulty."
    )
    assert "GRT" in of_type(text, "BUILDS_ON")
    assert "GRT" not in of_type(text, "PROPOSES")


def test_defined_tool_used_passively_is_built_on():
    text = "We propose QuizSmith, a prompting scheme. Latent Topic Attribution (LTA) was used to read items."
    assert "LTA" in of_type(text, "BUILDS_ON")
    assert "LTA" not in of_type(text, "PROPOSES")


def test_examples_after_a_method_noun_are_built_on():
    text = "We build a detector using outlier scoring methods including IsoForest and DeepOCC on logs."
    assert {"IsoForest", "DeepOCC"} <= of_type(text, "BUILDS_ON")


def test_bracketed_instance_of_a_kind_after_a_cue_is_built_on():
    text = "The system leverages both lexicon-based models (SentiLex) and neural taggers for reviews."
    assert "SentiLex" in of_type(text, "BUILDS_ON")


def test_generic_examples_are_not_built_on():
    text = "We compare learners using classic methods such as regression and boosting on tabular tasks."
    assert of_type(text, "BUILDS_ON") == set()


def test_sentence_opening_word_is_not_part_of_a_style_name():
    text = "Unlike Transformer-based models, our layer is exact. Existing LLM-based agents forget goals."
    got = of_type(text, "BUILDS_ON")
    assert not any(n.startswith(("Unlike", "Existing")) for n in got)


@pytest.mark.usefixtures("rules_keep_theirs")
def test_eponym_technique_after_a_weak_cue_is_built_on():
    text = "Scores from the five experts are fused via Dempster-Shafer theory before ranking."
    assert "Dempster-Shafer theory" in of_type(text, "BUILDS_ON")


def test_fields_and_software_are_not_built_on():
    text = "We evaluate our detector using Computer Vision (CV) datasets and build a JAX-based simulator."
    assert of_type(text, "BUILDS_ON") == set()


def test_name_with_and_without_its_head_noun_is_one_foundation():
    text = (
        "We propose RankDPO, which ranks negatives via the Bradley-Terry model. "
        "To handle many negatives, we adopt a Bradley-Terry objective."
    )
    got = of_type(text, "BUILDS_ON")
    assert len([n for n in got if n.startswith("Bradley-Terry")]) == 1


def test_task_named_as_example_of_methods_is_not_built_on():
    text = "Inverse methods such as BRDF estimation need extra output channels."
    assert of_type(text, "BUILDS_ON") == set()


def test_words_inside_a_defined_long_form_are_not_separate_foundations():
    text = "Agent frameworks such as Planning and Acting (PlAct) can address this issue."
    got = of_type(text, "BUILDS_ON")
    assert "Planning" not in got and "Acting" not in got


def test_title_case_task_acronym_is_not_a_method():
    text = "Automatic Stress Detection (ASD) from voice is hard. We improve ASD with prompts."
    assert "ASD" not in of_type(text, "BUILDS_ON")


def test_known_method_inside_the_papers_own_name_is_not_built_on():
    text = "We introduce a method named Layered Contrastive Learning with Soft Prompt Tuning for tagging."
    assert of_type(text, "BUILDS_ON") == set()


def test_known_method_that_the_paper_does_without_is_not_built_on():
    text = "Our probe surfaces implicit reasoning without chain-of-thought, unlike LoRA tuning."
    assert of_type(text, "BUILDS_ON") == set()


def test_lowercase_spelling_of_a_known_expansion_is_recognised():
    text = "We train the policy using proximal policy optimization and back-translation of prompts."
    assert {"proximal policy optimization", "back-translation"} <= of_type(text, "BUILDS_ON")


def test_known_name_typing_another_noun_is_not_built_on():
    text = "Treating tokens as nodes in a kNN graph, our pruner keeps structure on RL tasks."
    assert of_type(text, "BUILDS_ON") == set()


@pytest.mark.usefixtures("rules_keep_theirs")
def test_availability_adjectives_do_not_hide_the_name():
    text = "Our tagger is based on the publicly available LexiKit toolkit for Welsh."
    assert "LexiKit" in of_type(text, "BUILDS_ON")


def test_based_suffix_does_not_make_a_second_foundation():
    text = "The Gradient Forest-based model shows the best balance with a macro-F1 score of 52.9%."
    got = of_type(text, "BUILDS_ON")
    assert not any(n.endswith("model") for n in got)


def test_background_examples_of_current_methods_are_not_built_on():
    text = "Debiasing techniques such as SentFix aim to reduce bias; current methods such as PRMs are opaque."
    assert of_type(text, "BUILDS_ON") == set()


@pytest.mark.usefixtures("rules_keep_theirs")
def test_lowercase_technique_coordinated_with_a_named_one_is_built_on():
    text = "Our tutor design is grounded in Flow Theory and self-determination theory."
    assert {"Flow Theory", "self-determination theory"} <= of_type(text, "BUILDS_ON")


def test_counted_own_design_after_a_named_one_is_not_built_on():
    text = "Our method builds on LoRA and a two-step prompting scheme."
    assert of_type(text, "BUILDS_ON") == {"LoRA"}


def test_own_change_participle_is_not_part_of_the_technique_name():
    text = "The trainer further incorporates an adapted importance sampling step for stability."
    assert not any(n.startswith("adapted") for n in of_type(text, "BUILDS_ON"))
