"""Merging across cue families: one target, one role, whatever spelling each rule saw."""

from __future__ import annotations

from extract_helpers import of_type, run


def test_baseline_by_long_form_is_not_also_a_foundation_by_acronym():
    text = (
        "We propose TRIM, a pruning scheme for reward models. TRIM outperforms Sparse Gradient "
        "Pruning (SGP) on three suites. Unlike SGP, TRIM keeps calibration intact."
    )
    got = run(text)
    assert ("COMPARES_AGAINST", "SGP") in got
    assert ("BUILDS_ON", "SGP") not in got


def test_a_word_of_a_model_name_is_not_a_benchmark():
    text = "Among eight chat models, Claude 3 Opus achieves the best accuracy on our benchmark."
    assert of_type(text, "EVALUATES_ON") == set()
    assert "Claude 3 Opus" in of_type(text, "USES_MODEL")


def test_comparative_phrase_is_not_a_metric():
    text = "Our sampler provably achieves smaller error than plain Langevin Monte Carlo."
    assert not any(n.lower().startswith("smaller") for n in of_type(text, "USES_METRIC"))


def test_defined_metric_is_reported_under_its_acronym_not_its_parts():
    text = "Our tagger lowers the Weighted Token Error Rate (WTER) by 12% on clinical notes."
    assert of_type(text, "USES_METRIC") == {"WTER"}


def test_evaluative_adjective_phrase_is_not_a_metric():
    text = "Our trees reach notable speed in training and inference on robot tasks."
    assert not any(n.lower().startswith("notable") for n in of_type(text, "USES_METRIC"))


def test_style_suffixed_model_is_not_a_used_model():
    text = "We evaluate the tying scheme on OLMoE and DeepSeek-style MoEs at two scales."
    got = of_type(text, "USES_MODEL")
    assert "OLMoE" in got and not any(n.startswith("DeepSeek") for n in got)


def test_acronym_defined_as_a_task_is_not_a_metric():
    text = "To build an automatic speech recognition (ASR) system, the ASR must handle accents."
    assert of_type(text, "USES_METRIC") == set()


def test_phrase_ending_in_a_task_acronym_is_not_a_metric():
    text = "It aims to democratize ASR technology. We build Automatic Speech Recognition (ASR) models."
    assert of_type(text, "USES_METRIC") == set()


def test_leading_verbs_and_connectives_are_not_part_of_a_metric():
    text = "Attacks degrade detection accuracy by 12%. We study the trade-off between accuracy and cost."
    got = of_type(text, "USES_METRIC")
    assert "detection accuracy" in got
    assert not any(n.startswith(("degrade", "trade-off")) for n in got)


def test_metric_defined_with_a_usually_generic_acronym_is_kept():
    text = "Under two defenses, the average attack success rate (ASR) of our attack stays above 90%."
    assert of_type(text, "USES_METRIC") == {"ASR"}
