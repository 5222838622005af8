"""General fixes for the wrong relations of precision audit round 11 (sentences of our own)."""

from __future__ import annotations

from extract_helpers import of_type


def test_coin_the_name_does_not_join_the_name():
    text = "Our method, for which we coin the name FB-SGDM, improves the communication complexity."
    assert of_type(text, "PROPOSES") == {"FB-SGDM"}


def test_an_acronym_followed_by_its_description_without_a_comma_is_proposed():
    text = "We propose Semi-Structured Policy Learning (SSPL) a simple model-based framework for robots."
    assert "SSPL" in of_type(text, "PROPOSES") and "SSPL" not in of_type(text, "BUILDS_ON")


def test_number_formats_and_regions_are_no_baselines():
    text = "SwitchBack matches the performance of bfloat16 training within 0.1 points."
    assert of_type(text, "COMPARES_AGAINST") == set()
    text = "The models perform better for the Global North than the Global South."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_a_backbone_or_a_bracketed_size_completes_the_model_name():
    text = "We train the 1B parameter CLIP ViT-Huge and run Llama 2 (70B) over the Internet."
    assert of_type(text, "USES_MODEL") == {"CLIP ViT-Huge", "Llama 2 70B"}


def test_a_task_phrase_ends_before_its_cause():
    text = "It is unclear whether this applies to tasks like entity detection in texts due to hallucination."
    found = of_type(text, "ADDRESSES")
    assert found and not any("due" in task.split() for task in found)
    from kg.extract.document import analyse
    from kg.extract.tasks import task_candidates

    _scores, surface, _evidence = task_candidates(analyse(text))
    assert "entity detection in texts" in {name for name, *_ in surface.values()}


def test_a_number_format_cast_as_the_baseline_is_compared():
    text = "Our low-precision recipe performs on par with the BF16 baseline across reasoning benchmarks."
    assert "BF16" in of_type(text, "COMPARES_AGAINST")
