"""Baselines the comparison rules used to miss (sentences of our own): spelled-out names in a list,
a name before "and other ...", a name described as the state of the art, and lower-case techniques."""

from __future__ import annotations

from extract_helpers import of_type


def test_every_spelled_out_name_of_a_list_is_compared():
    text = "Ours outperforms proximal policy optimization (PPO) and direct preference optimization (DPO)."
    assert of_type(text, "COMPARES_AGAINST") == {"PPO", "DPO"}


def test_a_name_before_and_other_methods_is_compared_not_the_class():
    for text in ("Ours outperforms LoRA and other PEFT methods.", "Ours beats LoRA and similar adapters."):
        assert of_type(text, "COMPARES_AGAINST") == {"LoRA"}, text
    assert of_type("SparseTune outperforms LoRA and other PEFT methods.", "BUILDS_ON") == set()


def test_a_name_described_as_the_state_of_the_art():
    text = "Our detector outperforms the SOTA MRCFA by 4.0% on three datasets."
    assert of_type(text, "COMPARES_AGAINST") == {"MRCFA"}
    # a class of things is no baseline
    assert of_type("Our detector outperforms prior SOTA OLfD techniques by far.", "COMPARES_AGAINST") == set()
    assert of_type("Our model outperforms SOTA LLMs on reasoning.", "COMPARES_AGAINST") == set()


def test_a_name_in_apposition_to_a_described_method():
    text = "The resulting system outperforms the previous state-of-the-art method, PixelCNN, on CIFAR-10."
    assert of_type(text, "COMPARES_AGAINST") == {"PixelCNN"}
    # a clause after the comma names nothing
    text = "Our approach outperforms the strong baseline method, which we reimplemented."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_a_model_described_by_an_abbreviated_kind():
    text = "Our encoder surpasses the strongest open-source MLLM Qwen2-VL-7B on chart understanding."
    assert of_type(text, "COMPARES_AGAINST") == {"Qwen2-VL-7B"}


def test_an_established_lower_case_technique_after_a_strong_cue():
    cases = {
        "The recommender is more accurate than classic matrix factorization.": "matrix factorization",
        "Our estimator converges faster than uniform sampling in all settings.": "uniform sampling",
        "The protocol achieves better utility than supervised fine-tuning on all benchmarks.": (
            "supervised fine-tuning"
        ),
    }
    for text, name in cases.items():
        assert of_type(text, "COMPARES_AGAINST") == {name}, text


def test_a_class_of_methods_or_a_clause_after_than_is_no_technique():
    for text in (
        "Our learner is better than supervised learning methods on all splits.",
        "The classifier performs better than seen during training.",
        "Our method outperforms existing prompting methods on reasoning tasks.",
    ):
        assert of_type(text, "COMPARES_AGAINST") == set(), text


def test_a_described_first_item_after_including():
    text = "TASER outperforms advanced baselines, including the recently proposed KLE."
    assert of_type(text, "COMPARES_AGAINST") == {"KLE"}
    text = "We evaluate on benchmarks including the popular GSM8K and MATH."
    assert of_type(text, "EVALUATES_ON") == {"GSM8K", "MATH"}


def test_every_name_with_its_own_signed_margin():
    text = (
        "Adv-TGD attains 85.90% ASR, surpassing the SOTA baseline Adv-CPG by +6.25 points, diffusion-based "
        "makeup method DiffAIM by +3 points, and noise-based P3-Mask by +16 points."
    )
    assert of_type(text, "COMPARES_AGAINST") == {"Adv-CPG", "DiffAIM", "P3-Mask"}
    # a name in a new clause is no second object
    text = "Ours beats A-Net by 2 points, while B-Net trails by 3 points."
    assert of_type(text, "COMPARES_AGAINST") == {"A-Net"}


def test_a_name_modifying_works_or_algorithms_is_a_class_of_baselines():
    for text in (
        "We prove regret bounds under milder assumptions than previous CB works, which match the bound.",
        "Ours outperforms prior GNN algorithms on all graphs.",
    ):
        assert of_type(text, "COMPARES_AGAINST") == set(), text
    assert of_type("Ours outperforms the previous GraphSAGE method.", "COMPARES_AGAINST") == {"GraphSAGE"}


def test_a_known_model_or_method_before_models_names_the_compared_ones():
    assert of_type("Our model surpasses fine-tuned RoBERTa models.", "COMPARES_AGAINST") == {"RoBERTa"}
    assert of_type("Our approach yields a 15% gain over DPO models.", "COMPARES_AGAINST") == {"DPO"}
    # an unknown class before "models" stays a class
    assert of_type("Our approach yields a 15% gain over existing ZO models.", "COMPARES_AGAINST") == set()


def test_an_improvement_against_a_name():
    text = "Our method leads to a +10% win-rate improvement against Davinci003."
    assert of_type(text, "COMPARES_AGAINST") == {"Davinci003"}


def test_similar_performance_to_a_technique_but_not_a_bare_similar_to():
    text = "StackNet achieves similar performance to knowledge distillation at half the cost."
    assert of_type(text, "COMPARES_AGAINST") == {"knowledge distillation"}
    assert of_type("Similar to CLIP, our model aligns images and text.", "COMPARES_AGAINST") == set()


def test_a_lower_case_technique_before_models_is_a_kind_of_model():
    text = "Our solver is more accurate as compared to baseline neural operator models on two datasets."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_a_capital_and_a_digit_after_a_kind_noun_is_its_name():
    text = "RecMind achieves comparable performance to a fully trained recommendation model P5."
    assert of_type(text, "COMPARES_AGAINST") == {"P5"}
    # alone it is a score or a grade
    assert of_type("Our tagger outperforms all others in F1 on three datasets.", "COMPARES_AGAINST") == set()


def test_a_finding_that_has_been_shown_is_no_comparison_of_the_paper():
    text = "Vision transformers have been shown to outperform convolutional networks (CNNs) on large data."
    assert of_type(text, "COMPARES_AGAINST") == set()
    text = "Our model has been shown to outperform GPT-4 on all tasks."
    assert of_type(text, "COMPARES_AGAINST") == {"GPT-4"}


def test_a_bracketed_example_of_a_generic_acronym_class():
    text = "RoboPoint outperforms state-of-the-art VLMs (GPT-4o) by 21.8% in accuracy."
    assert of_type(text, "COMPARES_AGAINST") == {"GPT-4o"}
    assert of_type(text, "USES_MODEL") == set()
