"""Classes found in precision audit round 3, each checked on sentences written for the test."""

from extract_helpers import of_type, run


def test_acronym_loss_in_brackets_is_not_a_metric() -> None:
    text = "We analyse networks trained with mean squared (MSE) loss and split training into phases."
    assert of_type(text, "USES_METRIC") == set()


def test_task_of_acronym_is_not_built_on() -> None:
    text = (
        "We study the task of few-shot Generative Style Adaptation (GSA), "
        "which moves a generator to a new style."
    )
    assert ("BUILDS_ON", "GSA") not in run(text)


def test_participle_used_is_not_a_task_word() -> None:
    assert not any(
        "used" in t for t in of_type("Transformers are widely used deep learning architectures.", "ADDRESSES")
    )


def test_verb_after_we_is_not_part_of_a_task() -> None:
    text = "We reinterpret weight-sharing quantization techniques from a stochastic view."
    assert not any(t.lower().startswith("reinterpret") for t in of_type(text, "ADDRESSES"))


def test_problems_of_one_plural_word_is_no_task() -> None:
    text = "The router generalizes to problems of various scales and to unseen graphs."
    assert "scales" not in of_type(text, "ADDRESSES")


def test_method_name_in_front_of_a_metric_is_dropped() -> None:
    text = "Our sampler cuts the diffusion policy training time from 5 days to 5 hours."
    assert of_type(text, "USES_METRIC") == {"training time"}


def test_glued_sentences_are_split() -> None:
    from kg.extract.sentences import split_sentences

    text = "Labels are noisy in many sets.To fix this, we relabel them. Gains are large."
    parts = [text[s:e] for s, e in split_sentences(text)]
    assert parts == ["Labels are noisy in many sets.", "To fix this, we relabel them.", "Gains are large."]


def test_counted_kind_of_datasets_is_not_a_dataset() -> None:
    assert (
        of_type("Our reader achieves strong results on multiple text-VQA datasets.", "EVALUATES_ON") == set()
    )
    assert of_type("We evaluate on the RoadScene and MSRS datasets.", "EVALUATES_ON") == {"RoadScene", "MSRS"}


def test_family_in_a_sentence_about_recent_work_is_not_built_on() -> None:
    assert of_type("Recent GNN-based approaches formulate this task as path search.", "BUILDS_ON") == set()
    assert "GNN" in of_type("We adopt GNN-based message passing.", "BUILDS_ON")
