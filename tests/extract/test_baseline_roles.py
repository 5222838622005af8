"""Baselines named by the noun alone: "a Causal Forest baseline", "X as a baseline", "a baseline X"."""

import pytest
from extract_helpers import of_type


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Our estimator beats S-learners and a Quartz Forest baseline built on the same features.",
            {"S-learners", "Quartz Forest"},
        ),
        ("We study adapters. The adapters match a strong MLP baseline on held-out users.", {"MLP"}),
        ("We prompt three chat models, with PelicanBERT as a supervised baseline.", {"PelicanBERT"}),
        ("We train a baseline Long Short-Term Memory (LSTM) network for comparison.", {"LSTM"}),
        ("We train agents. The GRPO baseline needs twice as many steps to reach the same reward.", {"GRPO"}),
        # the development golds record a number-format baseline too ("on par with the BF16 baseline")
        ("We quantize models. The FP8 model stays on par with the BF16 baseline.", {"BF16"}),
    ],
)
def test_baseline_noun_names_a_baseline(text, expected):
    found = {n for n in of_type(text, "COMPARES_AGAINST")}
    # the long form may be the canonical name when the abstract defines the acronym
    assert found == expected or ("LSTM" in expected and found == {"Long Short-Term Memory"})


@pytest.mark.parametrize(
    "text",
    [
        "Our approach outperforms strong RAG baselines on every dataset.",  # a kind of baselines
        "We propose HeronNet, a simple baseline for retrieval.",  # the paper's own method
        "We fine-tune the open generation baseline Marlin-2 on our data.",  # a foundation
        "It wins the DIVA-HisDB baseline detection task.",  # a compound noun
    ],
)
def test_baseline_noun_without_a_baseline(text):
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_a_title_case_name_with_its_own_acronym_is_specific():
    # "... Neural Networks" alone reads as a kind of model; its coined acronym makes it one named method
    text = (
        "We propose KiteNet. KiteNet outperforms Self-Organized Operational Neural Networks (Self-ONNs) "
        "and Large Language Models (LLMs) on fault diagnosis."
    )
    found = of_type(text, "COMPARES_AGAINST")
    assert len(found) == 1 and found <= {"Self-ONNs", "Self-Organized Operational Neural Networks"}
