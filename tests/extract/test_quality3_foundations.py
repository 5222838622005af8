"""Round 3 BUILDS_ON: coordination after a named foundation must not take in the sentence's verb."""

from extract_helpers import of_type


def test_verb_after_and_is_not_a_coordinated_technique() -> None:
    text = "Our tagger is built upon Mamba and replaces attention with selective state updates."
    assert of_type(text, "BUILDS_ON") == {"Mamba"}


def test_coordinated_lowercase_technique_is_still_built_on() -> None:
    text = "We build on Mamba and sparse attention to stretch the context window."
    assert of_type(text, "BUILDS_ON") == {"Mamba", "sparse attention"}
