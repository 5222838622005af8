"""EVALUATES_ON cues: head nouns, versions, prepositions, and own benchmarks excluded."""

from extract_helpers import of_type


def test_dataset_head_noun():
    text = "Experiments on the ReefSound dataset show clear gains."
    assert of_type(text, "EVALUATES_ON") == {"ReefSound"}


def test_version_lists_split():
    text = "We report results on AIME 24/25 and LiveCodeBench v5/v6."
    assert of_type(text, "EVALUATES_ON") == {"AIME 24", "AIME 25", "LiveCodeBench v5", "LiveCodeBench v6"}


def test_list_before_benchmarks():
    text = "Our model improves accuracy on GSM8K, MATH and CoralQA benchmarks."
    assert of_type(text, "EVALUATES_ON") == {"GSM8K", "MATH", "CoralQA"}


def test_own_benchmark_is_proposed_not_evaluated():
    text = "We introduce KelpBench, a new benchmark. Experiments on KelpBench show that models struggle."
    assert of_type(text, "EVALUATES_ON") == set()
    assert of_type(text, "PROPOSES") == {"KelpBench"}


def test_plain_words_are_not_benchmarks():
    text = "We evaluate on multiple benchmarks and report quality across settings."
    assert of_type(text, "EVALUATES_ON") == set()


def test_numbers_and_modifiers_are_not_benchmarks():
    text = (
        "Experiments show a 5.54-point gain on ReefSet "
        "and strong results across LiDAR semantic segmentation benchmarks."
    )
    assert of_type(text, "EVALUATES_ON") == {"ReefSet"}


def test_lists_after_a_head_and_one_modifier_before_it():
    text = (
        "We run experiments on two simulation environments, Coral Drift and Kelp Maze, "
        "and on the TideArena agent benchmark."
    )
    assert of_type(text, "EVALUATES_ON") == {"Coral Drift", "Kelp Maze", "TideArena"}


def test_capitalized_list_after_evaluate_on():
    text = "We evaluate TideSearch on Countdown and Sudoku against strong baselines."
    assert of_type(text, "EVALUATES_ON") == {"Countdown", "Sudoku"}


def test_descriptive_words_before_a_data_noun_name_no_dataset() -> None:
    text = (
        "We collect a multi-modal tactile dataset and evaluate on natural language understanding "
        "benchmarks and non-English datasets, as well as on the enwik8 benchmark."
    )
    found = of_type(text, "EVALUATES_ON")
    assert not found & {"multi-modal", "natural language understanding", "non-English"}
    assert "enwik8" in found
