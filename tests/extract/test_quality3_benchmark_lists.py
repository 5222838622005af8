"""Round 3: a list typed by its dataset head noun wins over a gazetteer's method reading of a member."""

from extract_helpers import of_type, run


def test_benchmarks_including_list_types_a_method_homonym_as_data() -> None:
    text = "We run experiments on three video QA benchmarks including STAR, AGQA and NExT-QA."
    assert {"STAR", "AGQA", "NExT-QA"} <= of_type(text, "EVALUATES_ON")
    assert "STAR" not in of_type(text, "BUILDS_ON")


def test_evaluation_list_with_known_datasets_types_its_other_members() -> None:
    text = "We evaluate the retriever on STAR, AGQA and NExT-QA."
    assert {"STAR", "AGQA", "NExT-QA"} <= of_type(text, "EVALUATES_ON")


def test_method_list_stays_methods() -> None:
    text = "We fine-tune with methods such as STaR and ReST, and report results on GSM8K."
    found = run(text)
    assert ("BUILDS_ON", "STaR") in found
    assert ("EVALUATES_ON", "STaR") not in found
    assert ("EVALUATES_ON", "GSM8K") in found


def test_short_evaluation_list_keeps_the_method() -> None:
    text = "We evaluate GRPO on GSM8K and MATH."
    assert of_type(text, "EVALUATES_ON") == {"GSM8K", "MATH"}
    assert "GRPO" not in of_type(text, "EVALUATES_ON")
