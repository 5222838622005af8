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


def test_a_listed_metric_inside_a_defined_name_is_part_of_it():
    text = (
        "We propose the generative visual information fidelity (GVIF) metric and report PSNR of 31.2 dB "
        "on our images."
    )
    found = of_type(text, "USES_METRIC")
    assert "visual information fidelity" not in {n.lower() for n in found} and "PSNR" in found


def test_more_named_metrics_are_known():
    text = "Our agent raises the IQM by 12% and lowers the CRPS to 0.31 on the forecasting suite."
    assert {"IQM", "CRPS"} <= of_type(text, "USES_METRIC")


def test_a_task_word_before_accuracy_names_the_metric():
    text = "Our system reaches 95.1% classification accuracy and 90.4% execution success on the held-out set."
    assert "classification accuracy" in of_type(text, "USES_METRIC")
    text = "Specialist models consistently achieve higher predictive accuracy than the general model."
    assert "predictive accuracy" in of_type(text, "USES_METRIC")


def test_a_kind_of_success_with_a_result_is_a_metric():
    assert "task success" in of_type("Our agent reaches 76.9% task success on the suite.", "USES_METRIC")
    text = "It outperforms zero-shot baselines, achieving 90.4% execution success."
    assert "execution success" in of_type(text, "USES_METRIC")
    text = "With the great success of diffusion models, image synthesis improved."
    assert of_type(text, "USES_METRIC") == set()


def test_an_acronym_may_open_a_valued_quantity():
    text = "Our method reduces RL fine-tuning time by 25% to 65%."
    assert "RL fine-tuning time" in of_type(text, "USES_METRIC")
