"""Benchmark cues on unseen phrasing: the abstract's own acronym definitions win over gazetteers."""

from __future__ import annotations

from extract_helpers import of_type


def test_acronym_defined_as_a_domain_or_task_is_not_a_dataset():
    text = (
        "We tag permits in the heating, ventilation, and cooling (HVC) domain to support automated "
        "rule checking (ARC). Our tagger reaches 71.5% F1 on an HVC dataset and helps ARC."
    )
    assert of_type(text, "EVALUATES_ON") == set()


def test_acronym_defined_as_a_benchmark_stays_a_dataset():
    text = "We evaluate on the general language understanding evaluation (GLUE) benchmark and on GLUE tasks."
    assert "GLUE" in of_type(text, "EVALUATES_ON")


def test_hyphenated_version_pair_splits_into_two_datasets():
    text = "Experiments on CIFAR-10/100 show that our sampler is calibrated."
    assert {"CIFAR-10", "CIFAR-100"} <= of_type(text, "EVALUATES_ON")


def test_coined_dataset_name_does_not_swallow_with_and_a_model():
    text = "Experiments on ZetaFact and MQuiz with GPT-J and GPT2-XL show that our editor is stable."
    got = of_type(text, "EVALUATES_ON")
    assert "MQuiz" in got
    assert not any("with" in n for n in got)


def test_bracketed_list_after_benchmarks_of_a_task():
    text = "We run experiments on three widely-used benchmarks of SRL (CPB2.0, CoNLL-2008, and CoNLL-2011)."
    assert of_type(text, "EVALUATES_ON") == {"CPB2.0", "CoNLL-2008", "CoNLL-2011"}


def test_names_directly_after_plural_datasets():
    text = "Text weights also help audio classification for datasets FSD-40K and GTZAN-B."
    assert of_type(text, "EVALUATES_ON") == {"FSD-40K", "GTZAN-B"}


def test_bracketed_lowercase_tasks_after_benchmarks_are_not_datasets():
    text = "We release benchmarks for several tasks (translation, summarization) in Welsh."
    assert of_type(text, "EVALUATES_ON") == set()


def test_year_pair_splits_into_two_benchmarks():
    text = "Our model reaches up to 30% higher accuracy on AIME 2024/2025 and LiveCodeBench."
    assert {"AIME 2024", "AIME 2025"} <= of_type(text, "EVALUATES_ON")


def test_acronym_typing_a_following_noun_is_not_a_dataset():
    text = "Experiments show gains across all XAI techniques and across MCAR, MAR and MNAR scenarios."
    assert of_type(text, "EVALUATES_ON") == set()


def test_word_inside_a_defined_benchmark_name_is_not_a_dataset():
    text = "We evaluate reasoning models on the Abstraction and Reasoning Corpus (ARC) benchmark."
    assert of_type(text, "EVALUATES_ON") == {"ARC"}


def test_method_after_over_is_not_a_dataset():
    text = "Experiments show better efficiency over f-VAEGAN, with 24.7% gains on AWA2."
    assert "f-VAEGAN" not in of_type(text, "EVALUATES_ON")
