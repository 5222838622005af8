"""General fixes for the wrong relations of precision audit round 10 (sentences of our own)."""

from __future__ import annotations

from extract_helpers import of_type


def test_a_capitalized_english_word_is_not_the_acronym_benchmark_it_spells():
    text = "We evaluate on four real-world manipulation tasks (Pick and Place, Push, Hammer, Flip)."
    assert "Flip" not in of_type(text, "EVALUATES_ON")
    assert of_type("Our model reaches 61% on MATH and 80% on GSM8K.", "EVALUATES_ON") == {"MATH", "GSM8K"}


def test_the_share_of_labelled_data_is_a_setting_not_a_metric():
    text = "At a labeling rate of 5%, our classifier reaches 90% accuracy."
    assert of_type(text, "USES_METRIC") == {"accuracy"}


def test_a_greek_letter_variant_stays_in_the_model_name():
    assert of_type("We fine-tune Zephyr-7B-β on the new preference data.", "USES_MODEL") == {"Zephyr-7B-β"}


def test_the_long_form_of_the_papers_own_method_is_no_task():
    text = "We introduce MOPO, a Multi-Objective Prompt Optimization methodology for emotional text."
    assert "Multi-Objective Prompt Optimization" not in of_type(text, "ADDRESSES")


def test_a_field_is_no_task():
    text = (
        "Quantum computing is rapidly evolving in physics and computer science. We build a semantic "
        "network of its literature and predict future links. Our framework solves physics problems."
    )
    found = {t.lower() for t in of_type(text, "ADDRESSES")}
    assert "quantum computing" not in found and "physics" not in found


def test_an_aside_after_the_verb_does_not_hide_the_proposal():
    text = "We introduce, for the first time, an optimal stopping policy gradient algorithm (OSPG) for RNNs."
    assert of_type(text, "PROPOSES") == {"OSPG"}
    assert "OSPG" not in of_type(text, "BUILDS_ON")


def test_a_task_name_on_a_metric_head_is_no_metric():
    text = "The framework yields gains of 1.6% in semantic textual similarity tasks and 0.2% in accuracy."
    assert of_type(text, "USES_METRIC") == {"accuracy"}
