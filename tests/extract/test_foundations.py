"""BUILDS_ON cues: building on, adapting, combined with, -style, defined background methods."""

import pytest
from extract_helpers import of_type


def test_building_on_and_combined_with_list():
    text = "Building on HopNet, our loss can be combined with PPO, GRPO, or RLOO."
    assert of_type(text, "BUILDS_ON") == {"HopNet", "PPO", "GRPO", "RLOO"}


@pytest.mark.usefixtures("rules_keep_theirs")
def test_style_suffix():
    assert of_type("We add a HopNet-style gating unit.", "BUILDS_ON") == {"HopNet"}


@pytest.mark.usefixtures("rules_keep_theirs")
def test_defined_background_method():
    text = "Sparse Mixture Networks (SMNs) are widely used. We show that they collapse under noise."
    assert of_type(text, "BUILDS_ON") == {"SMNs"}
    # a defined term whose head is not a method is not a foundation
    assert of_type("Service level objectives (SLOs) matter. We meet them.", "BUILDS_ON") == set()


def test_compared_thing_is_not_also_built_on():
    text = "Based on PPO, our agent outperforms PPO on every task."
    assert of_type(text, "BUILDS_ON") == set()
    assert of_type(text, "COMPARES_AGAINST") == {"PPO"}


def test_learning_paradigm_is_not_a_foundation():
    text = "Federated learning (FL) lets clients train together without sharing data."
    assert of_type(text, "BUILDS_ON") == set()


def test_prefixed_generic_acronyms_are_kinds_not_methods():
    from kg.extract.acronyms import is_generic_acronym

    assert is_generic_acronym("dLLMs") and is_generic_acronym("mPLMs")
    assert of_type("Our server is faster than vLLM on long prompts.", "COMPARES_AGAINST") == {"vLLM"}
    text = "Diffusion language models (dLLMs) decode in parallel. We study their speed."
    assert of_type(text, "BUILDS_ON") == set()


@pytest.mark.usefixtures("rules_keep_theirs")
def test_known_method_takes_the_abstract_modifiers():
    text = "The policy is trained with weighted behavior cloning on expert data."
    assert of_type(text, "BUILDS_ON") == {"weighted behavior cloning"}


def test_acronym_is_the_canonical_name_of_a_used_method():
    from kg.extract import extract
    from kg.model import Paper

    text = "Using Contrastive Language Image Pre-training (CLIP), our reranker scores captions."
    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    ents = {e.name: e.aliases for e in ex.entities}
    assert ents.get("CLIP") == ("Contrastive Language Image Pre-training",)
