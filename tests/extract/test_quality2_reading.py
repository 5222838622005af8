"""Classes found by reading corpus samples (round 2), each checked on sentences written for the test."""

import pytest
from extract_helpers import of_type, run


def test_model_name_in_front_of_a_metric_is_not_part_of_it() -> None:
    text = "Our prompts improve CLIP accuracy by 19 points on ImageNet."
    found = run(text)
    assert ("USES_METRIC", "accuracy") in found
    assert ("USES_METRIC", "CLIP accuracy") not in found


def test_judging_participle_is_not_part_of_a_technique_name() -> None:
    text = "We find that unexplored prompt tuning strategies improve results on ImageNet."
    assert "unexplored prompt tuning" not in of_type(text, "BUILDS_ON")


def test_the_proposed_method_with_defined_acronym() -> None:
    text = "The proposed method, separable PINN (SPINN), works per axis. SPINN is fast."
    assert of_type(text, "PROPOSES") == {"SPINN"}
    assert of_type("The proposed method, RouteNet, routes tokens.", "PROPOSES") == {"RouteNet"}


def test_descriptive_title_head_written_lower_case_is_not_a_name() -> None:
    text = (
        "Robots should keep learning without resets. We build self-improving robots that practice a task "
        "by doing and undoing it. We propose TidyLoop, which learns rewards from demonstrations."
    )
    found = of_type(text, "PROPOSES", "Self-Improving Robots: Practice Without Resets")
    assert "Self-Improving Robots" not in found
    assert "TidyLoop" in found


def test_role_of_a_task_is_not_a_task() -> None:
    text = (
        "We choose which source tasks to sample for a target task. Our active sampling rule cuts the "
        "data needed for the target task on pendulum control."
    )
    found = {t.lower() for t in of_type(text, "ADDRESSES")}
    assert not found & {"source", "target"}


def test_someone_elses_proposal_is_not_ours() -> None:
    text = (
        "We introduce a novel technical language processing (TLP) framework for the agency's proposed "
        "digital harbour ledger and other uses. The TLP framework feeds the DHL."
    )
    assert of_type(text, "PROPOSES") == {"TLP"}


@pytest.mark.usefixtures("rules_keep_theirs")
def test_technique_built_on_is_not_also_a_task() -> None:
    assert run("Our tagger relies on beam search decoding.") == {("BUILDS_ON", "beam search decoding")}
    assert run("We adopt knowledge distillation to shrink the tagger.") == {
        ("BUILDS_ON", "knowledge distillation")
    }


def test_lower_case_long_form_of_a_known_method() -> None:
    assert of_type("We use low-rank adaptation to tune the encoder.", "BUILDS_ON") == {"low-rank adaptation"}
