"""Comparison objects the plain cue-then-name rule misses: described names, "compare A to X", lists
after a second generic head, lower-case technique lists, and one-digit model generations."""

import pytest
from extract_helpers import of_type, run


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a description ending in a kind noun before the name
        (
            "We propose Kestrel. Kestrel outperforms the state-of-the-art zero-shot TTS model Heron-E on "
            "intelligibility.",
            {"Heron-E"},
        ),
        # "compare A to X": the object sits between the verb and its preposition
        (
            "We propose Kestrel. We compare Kestrel to several existing detectors, including QuillGPT and "
            "ZeroQuill.",
            {"QuillGPT", "ZeroQuill"},
        ),
        # a second generic head with its examples: "... and even some proprietary models like X"
        (
            "We release Kestrel. Our models are competitive with open models of comparable size and "
            "even some proprietary models like GPT-3.5 Turbo and GPT-4o Mini.",
            {"GPT-3.5 Turbo", "GPT-4o Mini"},
        ),
        # lower-case techniques after "such as", one of them a technique phrase
        (
            "We propose Kestrel. Kestrel outperforms classical approaches such as random sampling, herding, "
            "and k-center.",
            {"random sampling", "herding", "k-center"},
        ),
        # a model family's one-digit generation and tier belong to the name
        (
            "We propose Kestrel. Kestrel beats Gemma 2 and Claude 3 Opus while using less compute.",
            {"Gemma 2", "Claude 3 Opus"},
        ),
    ],
)
def test_comparison_objects(text, expected):
    assert of_type(text, "COMPARES_AGAINST") == expected


def test_lists_without_a_technique_or_with_prepositions_yield_nothing():
    text = "We propose Kestrel. Kestrel outperforms prior approaches such as those based on graphs and trees."
    assert of_type(text, "COMPARES_AGAINST") == set()
    assert of_type(
        "We propose Kestrel. Kestrel is 3 times faster than BERT 3 times over.", "COMPARES_AGAINST"
    ) == {"BERT"}


def test_models_only_in_a_beaten_list_are_not_used():
    text = (
        "We present Kestrel. Kestrel often matches or outperforms open models like Llama 3.1, Qwen 2.5, "
        "and Gemma 2 while using fewer FLOPs."
    )
    found = run(text)
    assert {n for t, n in found if t == "COMPARES_AGAINST"} == {"Llama 3.1", "Qwen 2.5", "Gemma 2"}
    assert not {n for t, n in found if t == "USES_MODEL"} & {"Llama 3.1", "Qwen 2.5", "Gemma 2"}


def test_a_model_also_fine_tuned_stays_used():
    text = "We fine-tune Qwen 2.5 with Kestrel. Kestrel outperforms Llama 3.1 and Qwen 2.5 on math."
    assert "Qwen 2.5" in of_type(text, "USES_MODEL")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We present Gemma 3, the next generation of our fully open language models.", "Gemma 3"),
        ("In this work we present Llama 3, a herd of language models.", "Llama 3"),
        ("We introduce Qwen3, the latest version of the Qwen model family.", "Qwen3"),
    ],
)
def test_a_release_of_a_model_family_is_proposed(text, name):
    assert name in of_type(text, "PROPOSES")


def test_a_model_used_with_an_apposition_is_not_proposed():
    assert of_type("We use Llama 3, a popular open model, to label data.", "PROPOSES") == set()
    text = (
        "We present Qwen3, the latest version. The Qwen3 series includes dense and Mixture-of-Experts (MoE) "
        "models."
    )
    assert "MoE" not in of_type(text, "PROPOSES")


def test_a_benchmark_the_paper_introduces_after_its_name_is_proposed():
    text = "We propose Kestrel. We validate it on GSM8K and ReasonOrderQA, a benchmark we introduce."
    assert "ReasonOrderQA" in of_type(text, "PROPOSES")
    assert of_type(text, "EVALUATES_ON") == {"GSM8K"}


def test_examples_after_a_data_head_and_platform_named_datasets():
    text = "We propose KiteSeg. Our model scales to unconstrained video datasets such as YouTube-VIS."
    assert of_type(text, "EVALUATES_ON") == {"YouTube-VIS"}
    text = "We propose KiteSeg. It runs 2.7 times faster on an NVIDIA GeForce RTX 2080 Ti GPU."
    assert of_type(text, "EVALUATES_ON") == set()


def test_the_makers_possessive_is_not_part_of_a_baseline_name():
    text = "We propose KiteMed. Its accuracy was compared to DeepSeek-R1 and OpenAIs o4-mini model."
    assert of_type(text, "COMPARES_AGAINST") == {"DeepSeek-R1", "o4-mini"}
