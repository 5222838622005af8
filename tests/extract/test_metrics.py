"""Metric mentions: gazetteer names, metric-head compounds, and everyday words only with results."""

from __future__ import annotations

import re

import pytest

from kg.extract.metrics import _word_before, find_metrics


def names(text: str) -> list[str]:
    return [m.name for m in find_metrics(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Our sampler lowers FID from 3.1 to 2.4 on faces.", ["FID"]),
        ("The detector reaches 0.93 AUROC and 0.71 AUPRC.", ["AUROC", "AUPRC"]),
        ("We report BLEU, chrF and TER on four language pairs.", ["BLEU", "chrF", "TER"]),
        ("The draft head raises the token acceptance rate by 9%.", ["token acceptance rate"]),
        ("It improves pass@1 by six points.", ["pass@1"]),
        ("Word error rate drops by a third.", ["Word error rate"]),
    ],
)
def test_named_metrics(text, expected):
    assert names(text) == expected


def test_compounds_on_a_metric_head_keep_their_modifier():
    assert names("Our retriever improves retrieval accuracy by 4 points.") == ["retrieval accuracy"]
    found = find_metrics("The guard keeps hallucination rates below 2% on every split.")
    assert [(m.name, m.aliases) for m in found] == [("hallucination rate", ("hallucination rates",))]


def test_acronym_score_is_named_by_the_acronym():
    found = find_metrics("Our generator attains an FID score of 2.1 on churches.")
    assert [(m.name, m.aliases) for m in found] == [("FID", ("FID score",))]


def test_spans_point_into_the_text():
    text = "With a BLEU of 31.2 and word error rate of 4%, the system wins."
    for m in find_metrics(text):
        assert text[m.start : m.end] in (m.name, *m.aliases)


@pytest.mark.parametrize(
    "text",
    [
        "We study the robustness of reward models under shift.",  # a topic, no result reported
        "Latency matters in interactive settings.",
        "High accuracy alone does not make a system trustworthy.",
        "The DICE estimator corrects the stationary distribution.",  # an acronym of something else
        "We tune the learning rate to 0.0003 and the sampling rate to 16 kHz.",  # hyperparameters
        "Boxes are trained with a rotated IoU loss of weight 2.",  # a training loss, not a result
    ],
)
def test_everyday_words_without_a_result_are_not_metrics(text):
    assert names(text) == []


def test_everyday_words_with_a_result_are_metrics():
    assert names("The method improves accuracy over all baselines.") == ["accuracy"]
    assert names("The agent achieves only 34% success on long tasks.") == ["success"]
    assert names("It cuts latency by 40% at equal accuracy of 81%.") == ["latency", "accuracy"]
    assert names("Gains hold in terms of latency and throughput.") == ["latency", "throughput"]


def test_one_mention_per_name():
    assert names("Accuracy rises to 80%; accuracy on the hard split rises to 60%.") == ["Accuracy"]


def test_long_form_and_acronym_are_one_metric_named_by_the_acronym():
    text = "Style cues inflate the attack success rate (ASR) of every model; ASR reaches 90%."
    found = find_metrics(text)
    assert [(m.name, m.aliases) for m in found] == [("ASR", ("attack success rate",))]
    assert text[found[0].start : found[0].end] == "attack success rate"


def test_hyphenated_names_do_not_yield_their_parts():
    assert names("Clopper-Pearson intervals bound the error of 3%.") == []


def test_word_before_agrees_with_a_search_of_the_whole_prefix():
    # the windowed search must find what a search of all of text[:end] finds, also for words
    # longer than its window and at the very start of the text
    pattern = re.compile(r"(?:^|(?<=[\s(]))([A-Za-z][\w\-]*) $")
    long_word = "cross-" * 20 + "lingual"
    texts = [
        f"We report {long_word} accuracy here.",
        f"{long_word} accuracy here.",
        "The (retrieval accuracy) is high.",
        "Our top-1 accuracy is 81%.",
        "x" * 100 + ", accuracy",
    ]
    for text in texts:
        end = text.index("accuracy")
        want = pattern.search(text[:end])
        got = _word_before(text, end)
        assert (got and got.span(1)) == (want and want.span(1)), text


def test_a_compound_after_a_long_hyphenated_word_keeps_the_whole_word():
    word = "multi-" * 12 + "hop"
    assert names(f"Retrieval improves {word} accuracy by 4%.") == [f"{word} accuracy"]


def test_matches_at_the_edges_of_the_text():
    assert names("") == [] and names(" ") == []
    assert names("BLEU") == ["BLEU"]
    assert names("(BLEU, ROUGE-L)") == ["BLEU", "ROUGE-L"]
    assert names("We report pass@1 -") == ["pass@1"]


def test_a_task_gerund_before_accuracy_is_part_of_the_metric_name():
    assert names("The parser reaches a parsing accuracy of 0.97 on logs.") == ["parsing accuracy"]
    assert names("Our method keeps improving accuracy by 3%.") == ["accuracy"]  # a verb, not a task


def test_any_score_at_a_cut_off_is_a_metric():
    assert names("HIT@1, HIT@3 and HIT@5 improve by 15%, with RP@10 of 0.5 and Acc@0.25 of 40%.") == [
        "HIT@1", "HIT@3", "HIT@5", "RP@10", "Acc@0.25"
    ]
    assert names("We load ViT-L/14@336 weights; write to me@host.") == []


def test_a_bare_correlation_with_human_judgment_keeps_its_object():
    assert names("Our judge shows a superior correlation with human judgment compared to BLEU.") == [
        "correlation with human judgment", "BLEU"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The agent leverages past actions to achieve significantly higher accuracy than existing methods.",
        "The strongest models achieve near perfect accuracy on simple structures (93.7%).",
        "Our best mixture improves the post-trained model's accuracy on held-out benchmarks by 3%.",
    ],
)
def test_a_compared_or_qualified_result_reports_its_metric(text):
    assert names(text) == ["accuracy"]


def test_a_purpose_still_reports_nothing():
    assert names("We want to achieve high accuracy in the future.") == []
