"""General fixes found by reading the misses of the dev22 and dev23 samples (sentences of our own)."""

from __future__ import annotations

from extract_helpers import of_type


def test_a_metric_defined_with_a_curve_head_is_reported_by_its_acronym():
    text = "The classifier reaches an Area Under the Curve (AUC) of 0.91 on held-out patients."
    assert of_type(text, "USES_METRIC") == {"AUC"}


def test_a_benchmark_acronym_spelled_with_and_before_its_head_is_proposed():
    text = "We introduce the Linked and Ordered Table Benchmark (LOT), a new benchmark of scanned tables."
    assert of_type(text, "PROPOSES") == {"LOT"}
