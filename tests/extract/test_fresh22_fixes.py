"""General fixes found by reading the misses of the dev22 and dev23 samples (sentences of our own)."""

from __future__ import annotations

from extract_helpers import of_type


def test_a_metric_defined_with_a_curve_head_is_reported_by_its_acronym():
    text = "The classifier reaches an Area Under the Curve (AUC) of 0.91 on held-out patients."
    assert of_type(text, "USES_METRIC") == {"AUC"}


def test_a_benchmark_acronym_spelled_with_and_before_its_head_is_proposed():
    text = "We introduce the Linked and Ordered Table Benchmark (LOT), a new benchmark of scanned tables."
    assert of_type(text, "PROPOSES") == {"LOT"}


def test_a_slash_between_two_known_dataset_names_gives_both():
    found = of_type("We evaluate on RefCOCO/RefCOCOg and COCO.", "EVALUATES_ON")
    assert found == {"RefCOCO", "RefCOCOg", "COCO"}
    # a suite and its part stay one name
    assert of_type("On the LiveBench/Code dataset it keeps accuracy.", "EVALUATES_ON") == {"LiveBench/Code"}


def test_naming_such_things_is_an_observation_not_a_proposal():
    text = "We term such events structure-changing events (SC events). A world model then fails on them."
    assert of_type(text, "PROPOSES") == set()
