"""A quantity named with the size of its change is a reported metric: "a 14% decrease in peak memory
usage", "by 6.3% in prediction accuracy", "50x lower communication volume"."""

import pytest
from extract_helpers import of_type


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We see a 14% decrease in peak memory usage and a 19% increase in throughput.",
            {"peak memory usage", "throughput"},
        ),
        (
            "Our model beats prior work by approximately 6.3% in prediction accuracy and trains faster.",
            {"prediction accuracy"},
        ),
        ("It matches the baselines with 50x lower communication volume.", {"communication volume"}),
        (
            "The router gives a 72% improvement in routing accuracy over the rule system.",
            {"routing accuracy"},
        ),
    ],
)
def test_change_in_a_quantity_reports_it(text, expected):
    assert of_type(text, "USES_METRIC") == expected


@pytest.mark.parametrize(
    "text",
    [
        "We observe a 30% increase in the number of tokens.",  # a count, not a measurement head
        "This yields a 12% improvement in harmful responses.",  # responses are not a measure
        "Our approach improves by 5 points in most settings.",  # settings are not a measure
    ],
)
def test_change_in_other_things_reports_no_metric(text):
    assert of_type(text, "USES_METRIC") == set()
