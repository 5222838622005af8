"""Acronym spellings and bracketed benchmark acronyms (sentences of our own): a letter taken from each
part of a prefixed word, a benchmark name that only starts like the word before it, and the acronym
of a lower-case task before "benchmark"."""

from __future__ import annotations

from extract_helpers import of_type

from kg.extract.acronyms import find_definitions, spells


def test_an_acronym_may_take_a_letter_from_each_part_of_a_prefixed_word():
    assert spells("VAE", "variational autoencoder")
    assert spells("MLP", "multilayer perceptron")
    assert not spells("VAE", "vector autoregression")
    text = "We propose a wavelet-based, frequency-aware variational autoencoder (FA-VAE) framework for audio."
    assert of_type(text, "PROPOSES") == {"FA-VAE"}


def test_a_versioned_benchmark_after_a_word_it_starts_like_is_no_definition():
    assert find_definitions("It generalizes to both mathematical (MATH500) and general tasks.") == []
    assert of_type("T1 generalizes to both mathematical (MATH500) and general tasks.", "EVALUATES_ON") == {
        "MATH500"
    }
    # a hyphenated long form still spells a digit acronym
    assert [d.short for d in find_definitions("We propose symbol-to-language (S2L), a method.")] == ["S2L"]


def test_the_acronym_of_a_lower_case_task_before_benchmark_names_the_benchmark():
    text = "Our encoder beats SimCSE by 0.3 points on the semantic text similarity (STS) benchmark."
    assert of_type(text, "EVALUATES_ON") == {"STS"}
    # the task named elsewhere stays a task
    text = "CoLoTa may be a Knowledge Graph Question Answering (KGQA) dataset. Unlike KGQA benchmarks, it."
    assert of_type(text, "EVALUATES_ON") == set()


def test_sized_list_items_and_thousands_separators():
    from kg.extract.tokens import tokenize

    assert [t.text for t in tokenize("a 5,000-hour corpus, tasks 1,2 and 3")] == [
        "a", "5,000-hour", "corpus", ",", "tasks", "1", ",", "2", "and", "3",
    ]
    text = "We validate it on datasets including 960-hour LibriSpeech, 150-hour AMI and 5,000-hour YODAS."
    assert of_type(text, "EVALUATES_ON") == {"LibriSpeech", "AMI", "YODAS"}


def test_the_named_competition_a_system_entered_is_evaluated_on():
    cases = {
        "We present our submission to the MM-ArgFallacy2025 shared task.": {"MM-ArgFallacy2025"},
        "As part of the SIGIR 2025 LiveRAG challenge, our system achieved competitive results.": {"LiveRAG"},
        "Our team ranked first in the BabyLM challenge.": {"BabyLM"},
        # a challenge that is no named competition, a campaign read elsewhere
        "Catastrophic forgetting is a key challenge for our system.": set(),
    }
    for text, names in cases.items():
        assert of_type(text, "EVALUATES_ON") == names, text


def test_a_plural_head_after_a_list_is_no_part_of_its_last_name():
    text = "Experiments show that BCDiff improves prediction on the ETH/UCY and Stanford Drone datasets."
    assert of_type(text, "EVALUATES_ON") == {"ETH/UCY", "Stanford Drone"}


def test_a_known_dataset_before_its_score_is_evaluated_on():
    text = "We compare it with LoRA, using WikiText perplexity and TriviaQA accuracy as forgetting probes."
    assert of_type(text, "EVALUATES_ON") == {"WikiText", "TriviaQA"}


def test_bracketed_benchmarks_after_datasets_for_tasks():
    text = (
        "The method is evaluated on benchmark datasets for age estimation (Adience) and disease severity "
        "detection (Diabetic Retinopathy) under noise."
    )
    assert of_type(text, "EVALUATES_ON") == {"Adience", "Diabetic Retinopathy"}


def test_the_source_of_a_new_dataset_is_not_evaluated_on():
    for text in (
        "We introduce MULTICOM, a novel benchmark that extends the COCOTEROS dataset to four languages.",
        "We introduce AI2D-Caption, a densely annotated diagram dataset built on top of the AI2D dataset.",
        "We introduce C2-Faith, a benchmark built from PRM800K that targets faithfulness.",
    ):
        assert of_type(text, "EVALUATES_ON") == set(), text
    # a lower-case head after a known name is no part of it
    text = "Our detector improves AP by 2.2% on the Waymo Open dataset at 10 Hz."
    assert of_type(text, "EVALUATES_ON") == {"Waymo Open"}


def test_a_dataset_named_by_an_acronym_of_a_task_long_form_is_no_method():
    text = "Our models excel, as demonstrated on the challenging Visual Spatial Reasoning (VSR) dataset."
    assert of_type(text, "EVALUATES_ON") == {"VSR"}
    assert of_type(text, "BUILDS_ON") == set()


def test_a_dataset_acronym_the_abstract_defines_as_a_method_is_no_benchmark():
    text = "SpindleKV resolves the Grouped-Query Attention (GQA) dilemma of other eviction methods."
    assert of_type(text, "EVALUATES_ON") == set()
    assert of_type("We evaluate on GQA and VQAv2.", "EVALUATES_ON") == {"GQA", "VQAv2"}
