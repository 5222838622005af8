"""Round-2 precision classes: sensors as datasets, own annotated datasets, group names, phenomena,
comparisons reported from prior studies."""

from extract_helpers import of_type, run


def test_sensor_is_not_a_dataset() -> None:
    assert of_type("We evaluate FusePlan on LiDAR.", "EVALUATES_ON") == set()
    text = "Matching LiDARs across scans is hard; we evaluate on KITTI, LiDARs and Waymo."
    assert of_type(text, "EVALUATES_ON") == {"KITTI", "Waymo"}


def test_dataset_the_paper_annotates_is_proposed() -> None:
    found = run(
        "We annotate a new dataset, HarborTalk, of 3,000 port dialogues, "
        "and evaluate ten models on HarborTalk."
    )
    assert ("PROPOSES", "HarborTalk") in found
    assert ("EVALUATES_ON", "HarborTalk") not in found
    assert of_type("We annotate 500 questions from MMLU with rationales.", "PROPOSES") == set()


def test_symmetry_group_is_not_a_proposed_name() -> None:
    assert (
        of_type("We propose an SE(3)-equivariant model for docking that outperforms DiffDock.", "PROPOSES")
        == set()
    )
    assert of_type("We propose DockEq, an SE(3)-equivariant model for docking.", "PROPOSES") == {"DockEq"}


def test_named_phenomenon_is_not_a_proposal() -> None:
    text = (
        "We show that noisy gradient training drives networks toward simpler subnetworks, a process we "
        "call stochastic collapse. We prove that stochastic collapse helps generalization."
    )
    assert of_type(text, "PROPOSES", "Stochastic Collapse: How Gradient Noise Shapes Training") == set()
    assert of_type("We design a sparse router, which we call QuietMoE, for long inputs.", "PROPOSES") == {
        "QuietMoE"
    }


def test_comparison_reported_from_prior_studies_is_not_ours() -> None:
    text = (
        "Recent studies indicate that DPO outperforms PPO on chat data. We propose RankPO, which beats DPO."
    )
    assert of_type(text, "COMPARES_AGAINST") == {"DPO"}
    assert of_type("Experiments show that RankPO outperforms PPO and DPO.", "COMPARES_AGAINST") == {
        "PPO",
        "DPO",
    }
