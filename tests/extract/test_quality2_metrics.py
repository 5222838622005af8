"""USES_METRIC: an everyday metric word used as an objective, a cost or about prior work is no result."""

from extract_helpers import of_type


def test_loss_and_objective_are_not_reported_metrics() -> None:
    assert "MSE" not in of_type("The decoder is trained to minimize the MSE between frames.", "USES_METRIC")
    assert (
        of_type("We add a KL divergence penalty to keep the policy close to its prior.", "USES_METRIC")
        == set()
    )
    assert "perplexity" not in of_type(
        "Our sampler directly optimizes perplexity of the draft model.", "USES_METRIC"
    )


def test_cost_paid_is_not_a_reported_metric() -> None:
    text = "Wider caches raise hit rates at the cost of increased memory usage on the server."
    assert "memory usage" not in of_type(text, "USES_METRIC")


def test_prior_work_background_is_not_a_reported_metric() -> None:
    text = "While prior methods treat OOD accuracy as the goal, we study calibration under shift."
    assert of_type(text, "USES_METRIC") == set()
    assert (
        of_type("Existing methods track top-1 accuracy; we study calibration instead.", "USES_METRIC")
        == set()
    )


def test_leading_verbs_and_adjectives_are_not_part_of_a_metric_name() -> None:
    text = "On all six maps, RoamBot achieves competitive success rate with half the compute."
    assert of_type(text, "USES_METRIC") == {"success rate"}


def test_result_statements_keep_everyday_metrics() -> None:
    assert "accuracy" in of_type(
        "On six benchmarks, TallyNet improves accuracy over strong baselines.", "USES_METRIC"
    )
    assert "memory usage" in of_type("PagedKV cuts memory usage by 40% on long prompts.", "USES_METRIC")
    assert "MSE" in of_type(
        "Our forecaster lowers the MSE by 12% relative to the best baseline.", "USES_METRIC"
    )
    assert "false refusal rate" in of_type(
        "GuardMix keeps helpfulness while minimizing the false refusal rate on benign prompts.", "USES_METRIC"
    )


def test_well_known_metrics_outside_the_first_gazetteer() -> None:
    text = (
        "LesionSeg reaches a Dice coefficient of 0.91 and a Jaccard index of 0.84, and ShellAgent "
        "raises the execution success rate to 71%."
    )
    found = {n.lower() for n in of_type(text, "USES_METRIC")}
    assert {"execution success rate", "jaccard index"} <= found
    assert found & {"dice", "dice coefficient"}
