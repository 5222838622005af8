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


def test_baselines_joined_by_a_slash_are_each_compared():
    found = of_type("Our solver is 10-40x faster than DP-GD/DP-SGD on hard datasets.", "COMPARES_AGAINST")
    assert found == {"DP-GD", "DP-SGD"}


def test_a_known_suite_named_with_collection_is_evaluated_on():
    assert of_type("We test all methods on datasets from the WILDS collection.", "EVALUATES_ON") == {"WILDS"}


def test_control_suite_tasks_are_known_environments():
    text = "On quadruped-walk, walker-walk and cheetah-run, 50 preference labels match full feedback."
    assert of_type(text, "EVALUATES_ON") == {"quadruped-walk", "walker-walk", "cheetah-run"}
