"""COMPARES_AGAINST cues: every list member, never generic phrases or own methods."""

import pytest
from extract_helpers import of_type


def test_outperforms_list():
    text = "We propose ZetaNet. ZetaNet outperforms PPO, SAC and TD3 on control tasks."
    assert of_type(text, "COMPARES_AGAINST") == {"PPO", "SAC", "TD3"}


def test_than_respectively():
    text = (
        "Our server achieves 2.1x and 3.4x higher throughput than KestrelServe and VultureDB, respectively."
    )
    assert of_type(text, "COMPARES_AGAINST") == {"KestrelServe", "VultureDB"}


def test_generic_baselines_yield_nothing():
    text = "Our method outperforms strong baselines and existing RL methods by a wide margin."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_baselines_such_as():
    text = "It beats competitive baselines such as HopNet and SkipNet."
    assert of_type(text, "COMPARES_AGAINST") == {"HopNet", "SkipNet"}


def test_own_method_is_not_a_baseline():
    text = "We introduce OrbitMix. Compared to OrbitMix without mixing, the gains are small."
    assert "OrbitMix" not in of_type(text, "COMPARES_AGAINST")


def test_rather_than_is_not_a_comparison():
    text = "The model reasons over graphs rather than TreeLSTM inputs."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_over_needs_a_comparative():
    assert of_type("It yields a 12% improvement over KestrelRL.", "COMPARES_AGAINST") == {"KestrelRL"}
    assert of_type("We average the loss over MiniBatchNorm steps.", "COMPARES_AGAINST") == set()


def test_names_modifying_a_plural_head_are_classes():
    text = (
        "It outperforms existing KQ and LRZ methods, and beats Gaussian, Laplace, and mixture-based decoders."
    )
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_examples_of_a_generic_baseline_class():
    text = "Our tuner is faster than classical optimizers, such as KestrelOpt and VultureOpt."
    assert of_type(text, "COMPARES_AGAINST") == {"KestrelOpt", "VultureOpt"}


def test_named_baseline_models():
    assert of_type("It outperforms Mamba baseline models on long inputs.", "COMPARES_AGAINST") == {"Mamba"}


def test_classes_of_prior_works_and_places_are_not_baselines():
    assert of_type("Our model outperforms all prior PVRs on average.", "COMPARES_AGAINST") == set()
    assert of_type("Bias differs across cities (Los Angeles vs. San Francisco).", "COMPARES_AGAINST") == set()
    assert of_type("It is faster than Liblinear in SVMs.", "COMPARES_AGAINST") == {"Liblinear"}


def test_evaluated_against_a_described_list():
    text = "We evaluate TideSearch against three classic search algorithms, KestrelFS, BestFS, and MCTS."
    assert of_type(text, "COMPARES_AGAINST") == {"KestrelFS", "BestFS", "MCTS"}
    assert of_type("The model is robust against PGD attacks.", "COMPARES_AGAINST") == set()


def test_lowercase_technique_baselines():
    assert of_type("Our sampler beats importance re-weighting on shifted data.", "COMPARES_AGAINST") == {
        "importance re-weighting"
    }
    assert of_type("It is better than standard decoding.", "COMPARES_AGAINST") == set()


@pytest.mark.parametrize(
    ("text", "baseline"),
    [
        ("Ablations show that mixed reasoning is more effective than monolingual CoT.", "monolingual CoT"),
        ("Tool use outperforms neural chain-of-thought on all domains.", "neural chain-of-thought"),
        ("We gain 4 points in pass@1 compared to weighted SFT.", "weighted SFT"),
    ],
)
def test_a_known_method_with_one_describing_word_is_the_compared_variant(text: str, baseline: str) -> None:
    assert baseline in of_type(text, "COMPARES_AGAINST")


def test_a_verb_or_a_longer_description_is_no_compared_variant() -> None:
    assert of_type("Editing is 40x faster compared to recomputing KV caches.", "COMPARES_AGAINST") == set()
    found = of_type("It cuts latency by 54% compared to full KV cache retrieval.", "COMPARES_AGAINST")
    assert "full KV cache" not in found


@pytest.mark.parametrize(
    ("text", "baseline"),
    [
        ("Our sampler reaches competitive accuracy with DDIM at a tenth of the steps.", "DDIM"),
        ("The family achieves comparable or superior performance to LoRA on reasoning.", "LoRA"),
        ("The revamped mechanism performs competitively with DP-SGD on convex problems.", "DP-SGD"),
    ],
)
def test_comparison_words_whose_preposition_comes_later(text: str, baseline: str) -> None:
    assert baseline in of_type(text, "COMPARES_AGAINST")


def test_comparable_to_a_generic_phrase_compares_nothing() -> None:
    text = "The results are comparable in quality to those of prior work."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_a_fraction_after_a_compared_name_is_its_score() -> None:
    text = "Domain models lead (ours F1=0.643 vs. RoBERTa-base 0.485)."
    assert "RoBERTa-base" in of_type(text, "COMPARES_AGAINST")


def test_a_compared_technique_is_named_without_its_use_verb() -> None:
    text = "Our reward model improves math reasoning compared to using reward modeling within one language."
    found = of_type(text, "COMPARES_AGAINST")
    assert "reward modeling" in found and "using reward modeling" not in found
