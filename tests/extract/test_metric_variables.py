"""Metrics that are the variable a study scales, not a result it reports (sentences of our own)."""

from __future__ import annotations

from extract_helpers import of_type


def test_a_scaled_model_size_is_no_metric():
    for text in (
        "Increasing model size initially degrades performance before leading to improvements.",
        "We evaluate the impact of model size (8B vs. 70B parameters) on accuracy.",
    ):
        assert "model size" not in of_type(text, "USES_METRIC"), text
    # a reduction the paper reports is one
    text = "Our approach reduces model size by 75% while achieving 92% accuracy."
    assert of_type(text, "USES_METRIC") == {"model size", "accuracy"}


def test_bare_diversity_or_factuality_is_a_quality_not_a_named_metric():
    text = "Uni-Instruct slightly outperforms previous methods in generation quality and diversity."
    assert of_type(text, "USES_METRIC") == set()
    assert of_type("CCD improves the factuality of the generated responses.", "USES_METRIC") == set()
    # a named diversity measure is one
    assert of_type("Our method improves topic diversity by 5 points.", "USES_METRIC") == {"topic diversity"}


def test_what_an_evaluation_verb_evaluates_on_or_for():
    text = "We evaluate 500 generated recipes on accuracy, fluency, and completeness."
    assert of_type(text, "USES_METRIC") == {"accuracy", "fluency", "completeness"}
    text = "The detectors were assessed for accuracy and latency."
    assert of_type(text, "USES_METRIC") == {"accuracy", "latency"}
    # what is evaluated on a task or a dataset names no metric
    assert of_type("We evaluate our method on machine translation and summarization.", "USES_METRIC") == set()


def test_a_cost_with_its_value_is_a_reported_measure():
    text = "Our pruning reduces labeling cost by 40% while keeping the same recall."
    assert "labeling cost" in of_type(text, "USES_METRIC")
