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
