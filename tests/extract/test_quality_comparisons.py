"""Comparison cues on unseen phrasing: bracketed examples, determiners, generic classes."""

from __future__ import annotations

from extract_helpers import of_type


def test_bracketed_examples_of_a_generic_head_are_baselines():
    text = "Our forecaster is benchmarked against classic recurrent techniques (GRU, TCN, WaveNet) on grids."
    assert {"GRU", "TCN", "WaveNet"} <= of_type(text, "COMPARES_AGAINST")


def test_the_named_models_are_baselines_despite_the_plural_head():
    text = "Our encoder gains 2.1 points compared to the Pocket-Retriever and Lens-Ranker models."
    assert of_type(text, "COMPARES_AGAINST") == {"Pocket-Retriever", "Lens-Ranker"}


def test_existing_class_of_methods_is_not_a_baseline():
    text = "Our scheduler outperforms existing CFL and DFL methods on edge devices."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_named_baseline_after_over_is_compared_not_a_dataset():
    text = "Experiments on two driving datasets show gains of up to 13.3% over the LaneNetX baseline."
    assert "LaneNetX" in of_type(text, "COMPARES_AGAINST")
    assert "LaneNetX" not in of_type(text, "EVALUATES_ON")


def test_kind_of_baselines_and_negated_names_are_not_baselines():
    text = "GripQA surpasses strong RAG baselines on five sets and beats non-RT baselines on narrow ones."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_capitalised_plain_descriptions_are_not_baselines():
    text = "Our kernel is 3x faster than Standard Attention and Naive Sampling on long inputs."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_plain_adjective_before_a_coined_name_keeps_the_baseline():
    text = "Our tuner beats Standard LoRA and FlashMix on four tasks."
    assert of_type(text, "COMPARES_AGAINST") == {"LoRA", "FlashMix"}
