"""The gazetteer: typed lookups, generic phrases, PhraseMatcher patterns and the mined lexicon."""

from __future__ import annotations

import pytest

from kg.extract.gazetteer import GazEntry, _case_guarded, case_compatible, english_collisions, load_gazetteer


@pytest.fixture(scope="module")
def gaz():
    return load_gazetteer()


@pytest.mark.parametrize(
    ("query", "name", "label"),
    [
        ("Group Relative Policy Optimization", "GRPO", "Method"),
        ("GRPO", "GRPO", "Method"),
        ("flow-matching", "flow matching", "Method"),
        ("Flow Matching", "flow matching", "Method"),
        ("cifar10", "CIFAR-10", "Dataset"),
        ("CIFAR 100", "CIFAR-100", "Dataset"),
        ("MATH500", "MATH-500", "Dataset"),
        ("AIME 2024", "AIME 24", "Dataset"),
        ("Frechet Inception Distance", "FID", "Metric"),
        ("token acceptance rate", "token acceptance rate", "Metric"),
        ("RoBERTa", "RoBERTa", "Model"),
        ("named entity recognition", "named entity recognition", "Task"),
        ("text-to-SQL", "text-to-SQL", "Task"),
        ("speculative decoding", "speculative decoding", "Method"),
    ],
)
def test_lookup_is_case_and_separator_insensitive(gaz, query, name, label):
    entry = gaz.lookup(query)
    assert isinstance(entry, GazEntry)
    assert (entry.name, entry.label) == (name, label)


def test_all_capital_names_need_capitals_in_the_text(gaz):
    assert gaz.lookup("MATH").label == "Dataset"
    assert gaz.lookup("math") is None
    assert gaz.lookup("drop") is None


def test_unknown_names_are_not_found(gaz):
    assert gaz.lookup("our pipeline") is None
    assert gaz.lookup("Zorblax-9 Turbo") is None


@pytest.mark.parametrize(
    "phrase",
    [
        "baselines",
        "strong baselines",
        "existing methods",
        "state-of-the-art approaches",
        "SOTA methods",
        "prior work",
        "existing RL methods",
        "existing ZO methods",
        "LLMs",
        "previous models",
        "the baseline",
        "several competitive baselines",
        "other open-source LLMs",
    ],
)
def test_generic_phrases(gaz, phrase):
    assert gaz.is_generic(phrase)


@pytest.mark.parametrize(
    "phrase", ["GRPO", "flow matching", "LoRA baselines", "EAGLE-3", "HotpotQA", "Medusa heads"]
)
def test_named_things_are_not_generic(gaz, phrase):
    assert not gaz.is_generic(phrase)


def test_patterns_by_label(gaz):
    datasets = gaz.patterns("Dataset")
    assert ("Dataset", "GSM8K") in datasets
    assert all(label == "Dataset" for label, _ in datasets)
    everything = gaz.patterns()
    assert {"Method", "Dataset", "Metric", "Model"} <= {label for label, _ in everything}
    assert len(everything) == len(set(everything))


def test_hand_written_lists_are_large(gaz):
    by_label: dict[str, int] = {}
    for e in gaz.entries:
        if e.score == 1.0:
            by_label[e.label] = by_label.get(e.label, 0) + 1
    assert by_label["Method"] >= 300
    assert by_label["Dataset"] >= 300
    assert by_label["Metric"] >= 150
    assert by_label["Model"] >= 60
    assert by_label["Task"] >= 150


def test_mined_lexicon_is_loaded_and_hand_written_entries_win(gaz):
    mined = [e for e in gaz.entries if e.score < 1.0]
    assert len(mined) >= 500
    assert all(e.score >= 0.6 for e in mined)
    # ImageNet is in both the hand-written list and the mined lexicon: the checked entry wins.
    assert gaz.lookup("ImageNet").score == 1.0
    # a benchmark no hand-written list holds, typed by corpus statistics alone
    assert any(e.label == "Dataset" for e in mined)
    assert "retrievers" in gaz.generic_heads


def test_exact_spelling_decides_between_same_letter_names(gaz):
    assert gaz.lookup("FID").label == "Metric"
    assert gaz.lookup("FiD").label == "Method"


def test_plural_forms_find_the_singular_entry(gaz):
    assert gaz.lookup("graph neural networks").name == "GNN"
    assert gaz.is_generic("graph neural networks") is False


def test_sentence_initial_english_words_are_not_coined_mixed_case_names(gaz):
    # "Quality"/"Multiple"/"Research" opening a sentence are words, not QuALITY/MultiPL-E/ReSearch
    for word in ("Quality", "Multiple", "Research", "Zero"):
        assert gaz.lookup(word) is None, word
    assert gaz.lookup("QuALITY").label == "Dataset"
    assert gaz.lookup("QUALITY").name == "QuALITY"
    assert gaz.lookup("MultiPL-E").label == "Dataset"
    # capitalized spellings that are no English words still find the entry
    assert gaz.lookup("Imagenet").name == "ImageNet"
    assert gaz.lookup("Mujoco").name == "MuJoCo"


def test_case_compatible_rules():
    assert not case_compatible("QuALITY", "Quality")
    assert case_compatible("QuALITY", "QuALITY")
    assert not case_compatible("MATH", "math") and case_compatible("MATH", "MATH")
    # a capitalized English word is not the all-capitals acronym it spells ("Math", "Flip")
    assert not case_compatible("MATH", "Math") and not case_compatible("FLIP", "Flip")
    assert case_compatible("GSM", "Gsm")  # no English word: a capitalized spelling still finds it
    assert case_compatible("ImageNet", "Imagenet")


def test_english_collisions_counts_lower_case_uses_per_text():
    texts = ["the quality of answers improves", "quality and quality again", "QuALITY is long", "a zorp"]
    found = english_collisions(["QuALITY", "ZoRP", "GRPO"], texts, min_docs=2)
    assert found == {"quality"}  # two texts write it in lower case; "zorp" only one; GRPO is not mixed case
    texts = ["we flip the sign", "flip it again", "FLIP is a benchmark", "the grpo loss"]
    found = english_collisions(["FLIP", "GRPO", "QuALITY"], texts, min_docs=2, test=_case_guarded)
    assert found == {"flip"}  # all-capitals surfaces only; "grpo" in one text
