"""Well-known methods recognised as names but not, by a mention alone, as foundations; more benchmarks."""

import pytest
from extract_helpers import of_type

from kg.extract.gazetteer import RECOGNIZED_SCORE, load_gazetteer


def test_recognized_entries_are_methods_with_a_lower_score():
    entry = load_gazetteer().lookup("majority voting")
    assert entry is not None and entry.label == "Method" and entry.score == RECOGNIZED_SCORE
    assert load_gazetteer().lookup("PPO").score == 1.0  # checked entries keep their full score


def test_a_cue_makes_a_recognized_method_a_foundation():
    text = "We propose VoteNet. VoteNet aggregates sampled answers using majority voting."
    assert "majority voting" in of_type(text, "BUILDS_ON")


def test_a_recognized_method_is_a_specific_baseline():
    text = "We propose VoteNet. VoteNet clearly outperforms AdaBoost on all tabular datasets."
    assert of_type(text, "COMPARES_AGAINST") == {"AdaBoost"}


def test_more_benchmarks_are_known():
    text = "We propose Kestrel. Experiments on IU X-Ray and ARKitScenes show that Kestrel improves accuracy."
    assert {"IU X-Ray", "ARKitScenes"} <= of_type(text, "EVALUATES_ON")


def test_a_defined_kind_of_large_language_model_is_no_foundation():
    text = (
        "Recent advances in audio-aware large language models (ALLMs) let them process audio. "
        "We propose HushNet to reduce their hallucinations."
    )
    assert "ALLMs" not in of_type(text, "BUILDS_ON")
    text = "Masked diffusion language models (MDLMs) generate text in parallel. We propose HushNet for them."
    assert "MDLMs" in of_type(text, "BUILDS_ON")


def test_accelerators_and_set_ups_are_not_entities():
    text = "We propose KiteDec. KiteDec achieves 8.9x speedup on H100 over FlashDecoding."
    assert "H100" not in of_type(text, "EVALUATES_ON")
    text = "We propose KiteFP. It beats an LLM-only baseline on every task."
    assert of_type(text, "COMPARES_AGAINST") == set()
    text = "We propose KiteRL. We formulate the task as a Markov Decision Process and solve it."
    assert "Markov Decision Process" not in of_type(text, "PROPOSES")


def test_a_listed_long_form_one_plural_away_is_no_redefinition():
    text = "BTX merges their feedforward parameters as experts in Mixture-of-Expert (MoE) layers."
    assert "MoE" not in of_type(text, "PROPOSES")
    text = "We propose Faithfulness-Preserving Segmentation (FPS), a new method for masks."
    assert "FPS" in of_type(text, "PROPOSES")


def test_a_sized_checkpoint_of_a_listed_method_is_no_mined_dataset():
    text = "We propose KiteDecode. On LLaDA-8B, KiteDecode reduces decoding steps by 3.4x on GSM8K."
    assert of_type(text, "EVALUATES_ON") == {"GSM8K"}


@pytest.mark.usefixtures("rules_keep_theirs")
def test_listed_kind_words_stay_in_a_known_method_name():
    text = "We propose KiteSpike. It models spike trains using sparse variational Gaussian processes."
    assert "sparse variational Gaussian processes" in of_type(text, "BUILDS_ON")
    text = "We propose KiteTrace. A teacher builds a trace-specific contrastive PCA lens for each step."
    assert "contrastive PCA" in of_type(text, "BUILDS_ON")
