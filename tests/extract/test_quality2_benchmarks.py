"""EVALUATES_ON recall: a coined name right after a singular dataset head ("the benchmark X")."""

from extract_helpers import of_type


def test_coined_name_after_singular_head() -> None:
    text = "We evaluate the planner on a simulated benchmark TideWorld, where it beats baselines."
    assert of_type(text, "EVALUATES_ON") == {"TideWorld"}
    assert of_type("Experiments on the public dataset ReefSet show gains.", "EVALUATES_ON") == {"ReefSet"}


def test_own_benchmark_after_head_is_proposed_not_evaluated() -> None:
    assert of_type("We release our benchmark TideWorld with 2k tasks.", "EVALUATES_ON") == set()


def test_variants_after_across_are_not_datasets() -> None:
    text = "Ablations confirm the gain across FastNet and FasterNet variants on the BloodCell dataset."
    assert of_type(text, "EVALUATES_ON") == {"BloodCell"}
