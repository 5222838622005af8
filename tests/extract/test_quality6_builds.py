"""Round 6 builds-on: a technique the paper uses ("uses X (ACR)", "employ attribution patching") is a
means, not a task; background subjects with two modifiers. Sentences written for these tests."""

from extract_helpers import of_type


def test_a_defined_technique_after_a_use_verb_is_built_on_not_addressed():
    text = "We apply elastic weight consolidation (EWC) to the full set of the model's parameters."
    assert "EWC" in of_type(text, "BUILDS_ON")
    assert of_type(text, "ADDRESSES") == set()


def test_lower_case_techniques_with_patching_and_differentiation_heads():
    assert "attribution patching" in of_type(
        "We first employ attribution patching to identify causally influential components.", "BUILDS_ON"
    )
    text = "Our tool, called Genfer, uses automatic differentiation but no computer algebra."
    assert "automatic differentiation" in of_type(text, "BUILDS_ON")


def test_a_technique_after_a_use_verb_is_no_task():
    text = "We develop a SIG model that leverages topic modeling to group the documents."
    assert "topic modeling" not in of_type(text, "ADDRESSES")


def test_most_previous_work_is_a_background_subject():
    text = "Most previous work has focused on using differential kite privacy (DKP) to protect data."
    assert of_type(text, "BUILDS_ON") == set()
