"""Round 4 (BUILDS_ON / COMPARES_AGAINST): classes of misses and extras found on a fresh sample.

Every sentence here is written for the test; none is taken from a corpus abstract.
"""

import pytest
from extract_helpers import of_type, run


@pytest.mark.usefixtures("rules_keep_theirs")
def test_this_paper_revisits_a_lowercase_learning_scheme() -> None:
    text = "This paper revisits causal representation learning for recommendation."
    assert "causal representation learning" in of_type(text, "BUILDS_ON")


def test_two_word_learning_field_is_not_a_technique() -> None:
    assert of_type("This work is based on deep learning and builds a new parser.", "BUILDS_ON") == set()


def test_enumerated_item_after_based_on() -> None:
    text = "We present TagFlow, a tagger based on (i) contrastive pretraining and (ii) a span decoder."
    assert "contrastive pretraining" in of_type(text, "BUILDS_ON")


@pytest.mark.usefixtures("rules_keep_theirs")
def test_eponymous_method_with_possessive() -> None:
    text = "Our solver integrates Newton's method and Lloyd's algorithm into one loop."
    found = of_type(text, "BUILDS_ON")
    assert {"Newton's method", "Lloyd's algorithm"} <= found


def test_eponym_after_unlike_is_not_used() -> None:
    text = "Unlike Newton's method, our update needs no Hessian."
    assert "Newton's method" not in of_type(text, "BUILDS_ON")


@pytest.mark.usefixtures("rules_keep_theirs")
def test_apposition_names_a_technique() -> None:
    text = "We measure which abilities gain from preference tuning, a widely used post-training method."
    assert "preference tuning" in of_type(text, "BUILDS_ON")


def test_bracketed_list_after_method_plural_in_own_sentence() -> None:
    text = "We apply our probe to four classic topic models (LDA, NMF, BERTopic and Top2Vec)."
    assert {"LDA", "NMF", "BERTopic", "Top2Vec"} <= of_type(text, "BUILDS_ON")


def test_bracketed_list_of_prior_methods_is_background() -> None:
    text = "Prior methods (AlphaNet, BetaNet) ignore structure; we propose GammaNet."
    assert not {"AlphaNet", "BetaNet"} & of_type(text, "BUILDS_ON")


def test_using_list_typed_by_a_known_member() -> None:
    text = "We segment the scans using KPConv, SparseGridNet and PointNet++."
    assert {"KPConv", "SparseGridNet", "PointNet++"} <= of_type(text, "BUILDS_ON")


def test_using_list_without_known_member_stays_empty() -> None:
    text = "We label the scans using FooTool and BarKit."
    assert not {"FooTool", "BarKit"} & of_type(text, "BUILDS_ON")


def test_novel_algorithm_of_a_known_kind_is_not_built_on() -> None:
    text = "We design a novel actor-critic algorithm for sparse rewards."
    assert not of_type(text, "BUILDS_ON")


def test_novel_approach_based_on_a_known_technique_keeps_it() -> None:
    text = "We develop a novel Gaussian Process based approach to bound the effect."
    assert "Gaussian Process" in of_type(text, "BUILDS_ON")


def test_model_checkpoint_is_not_a_technique() -> None:
    text = "Even strong systems like GPT-5-mini solve only half of our puzzles."
    assert "GPT-5-mini" not in of_type(text, "BUILDS_ON")


def test_variant_of_own_model_is_not_built_on() -> None:
    text = (
        "Our compact encoder, TinyMix, matches larger models. "
        "For instance, TinyMix-200m achieves 81% accuracy on the held-out split."
    )
    assert not {"TinyMix", "TinyMix-200m"} & of_type(text, "BUILDS_ON")


@pytest.mark.usefixtures("rules_keep_theirs")
def test_other_work_as_subject_is_still_built_on() -> None:
    text = "Earlier work proposed StepCoT. StepCoT showed that short hints help. We extend this idea."
    assert "StepCoT" in of_type(text, "BUILDS_ON")


def test_comparison_skips_much_before_larger() -> None:
    text = "Our model surpasses the much larger BigNet-XL on all tasks."
    assert "BigNet-XL" in of_type(text, "COMPARES_AGAINST")


def test_gazetteer_knows_keyword_extractors_and_mixtures() -> None:
    text = "We fit a Gaussian Mixture Model (GMM) and rank terms with YAKE and TextRank."
    found = run(text)
    assert ("BUILDS_ON", "GMM") in found
    assert ("BUILDS_ON", "YAKE") in found


# --- classes of false positives found by reading random corpus relations ---


def test_author_possessive_is_not_a_method() -> None:
    text = "Building upon Hartley's theory of signals, we derive a new coding bound."
    assert not of_type(text, "BUILDS_ON")


def test_eponym_in_a_compared_list_keeps_its_head() -> None:
    text = "Our tree recovery beats existing approaches such as UPGMA, Prim's algorithm, and HDBSCAN."
    found = of_type(text, "COMPARES_AGAINST")
    assert "Prim's algorithm" in found and "Prim" not in found


def test_compared_named_model_is_not_also_built_on() -> None:
    text = "The TinyGeo model outperforms the Geomancer model, the previous best system, by 12%."
    assert "Geomancer" in of_type(text, "COMPARES_AGAINST")
    assert not {"Geomancer", "Geomancer model"} & of_type(text, "BUILDS_ON")


def test_sized_checkpoint_of_unknown_family_is_no_technique() -> None:
    text = "Our training improves a VidChat-Pro-7B model by 8% on spatial questions."
    assert "VidChat-Pro-7B" not in of_type(text, "BUILDS_ON")


def test_research_direction_of_names_a_field() -> None:
    text = "Interest has grown in the research direction of Multimodal Emotion Parsing (MEP)."
    assert "MEP" not in of_type(text, "BUILDS_ON")


def test_other_plural_techniques_are_a_class() -> None:
    text = "Our regularizer can be combined with other data augmentations at no cost."
    assert not of_type(text, "BUILDS_ON")


def test_apposition_stops_at_a_preposition() -> None:
    text = (
        "We show an equivalence between label smoothing, a popular regularization technique, "
        "and add-one smoothing."
    )
    found = of_type(text, "BUILDS_ON")
    assert "label smoothing" in found
    assert not any(n.startswith("between") for n in found)


def test_applied_training_paradigms_are_not_foundations() -> None:
    text = "Finally, we apply supervised fine-tuning and reinforcement learning to improve the agent."
    assert not of_type(text, "BUILDS_ON")


@pytest.mark.usefixtures("rules_keep_theirs")
def test_title_case_technique_keeps_its_hyphenated_modifier() -> None:
    text = "We enhance Token-Level Knowledge Distillation with reranked pseudo-labels."
    assert "Token-Level Knowledge Distillation" in of_type(text, "BUILDS_ON")


def test_more_than_is_not_a_comparison() -> None:
    text = "Robust evaluation needs more than task-specific tuning of the judges."
    assert not of_type(text, "COMPARES_AGAINST")


def test_leading_technique_baselines_are_generic() -> None:
    text = "We see a 2% gain over leading few-shot prompting baselines."
    found = run(text)
    assert not {n for t, n in found if t in ("COMPARES_AGAINST", "BUILDS_ON")}


def test_indefinite_kind_after_develop_is_the_papers_own() -> None:
    text = "We develop a variational inference algorithm that uses normalizing flows."
    found = of_type(text, "BUILDS_ON")
    assert "normalizing flows" in found
    assert not any("variational inference" in n for n in found)


def test_defined_settings_given_as_examples_are_not_methods() -> None:
    text = "Such shifts also matter in settings such as test-time domain adaptation (TTDA)."
    assert "TTDA" not in of_type(text, "BUILDS_ON")


def test_enhanced_version_of_a_named_method() -> None:
    text = "KernelPP is an enhanced version of Neural Mixture Point Processes (NMPP) with a deep kernel."
    assert "NMPP" in of_type(text, "BUILDS_ON")


def test_version_of_a_task_is_no_method() -> None:
    text = "We add a harder version of the Contract Review task to the suite."
    assert "Contract Review" not in of_type(text, "BUILDS_ON")


def test_under_the_framework_of_a_known_technique() -> None:
    text = "Under the framework of stochastic gradient variational Bayes, we derive a tighter bound."
    assert "stochastic gradient variational Bayes" in of_type(text, "BUILDS_ON")


def test_over_with_the_comparative_a_clause_back() -> None:
    text = "Practice improves the success rate by 30% to 70% over behavioral cloning on the demonstrations."
    assert "behavioral cloning" in of_type(text, "COMPARES_AGAINST")


def test_named_data_after_built_on_is_no_method() -> None:
    text = "By spectrally extending UAV RGB data to the infrared bands, we sharpen the maps."
    assert not {"UAV RGB", "UAV"} & of_type(text, "BUILDS_ON")


def test_trained_is_not_part_of_a_technique_name() -> None:
    text = "The trained optimal transport flow then serves many downstream tasks."
    assert not any(n.startswith("trained") for n in of_type(text, "BUILDS_ON"))


def test_background_examples_after_a_comma_are_not_built_on() -> None:
    text = "Traditional sparse retrieval models, such as SPLADE and ColBERT, need costly re-indexing."
    assert not {"SPLADE", "ColBERT"} & of_type(text, "BUILDS_ON")


def test_hyphen_before_a_known_name_is_no_modifier() -> None:
    text = "Our L-VAE can be seen as an extension of the beta-VAE, where beta is tuned."
    assert not any(n.startswith("-") for n in of_type(text, "BUILDS_ON"))
