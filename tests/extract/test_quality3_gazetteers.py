"""Round-3 gazetteer coverage: well-known metrics and techniques named in results and method sentences."""

from extract_helpers import of_type


def test_ranking_and_regression_metrics_reported_with_numbers() -> None:
    text = "On three recommendation logs, TwinRec lifts HR@10 by 4.1% and lowers NMSE to 0.12."
    assert {"HR@10", "NMSE"} <= of_type(text, "USES_METRIC")


def test_robustness_metrics_reported_with_numbers() -> None:
    text = "ShieldMix raises certified accuracy to 61.2% and worst-group accuracy to 74.0% on two shifts."
    assert {"certified accuracy", "worst-group accuracy"} <= of_type(text, "USES_METRIC")


def test_dice_similarity_coefficient_keeps_its_acronym() -> None:
    text = "Our segmenter reaches a Dice similarity coefficient (DSC) of 0.91 on liver scans."
    found = of_type(text, "USES_METRIC")
    assert found & {"DSC", "Dice similarity coefficient"}


def test_named_optimisation_techniques_are_built_on() -> None:
    text = "We solve the inner problem with ADMM and tune the step with CMA-ES."
    assert {"ADMM", "CMA-ES"} <= of_type(text, "BUILDS_ON")


def test_augmentation_technique_named_by_its_inventor() -> None:
    text = "We derive a Gibbs sampler by introducing Polya-Gamma latent variables for the logistic terms."
    assert "Polya-Gamma" in of_type(text, "BUILDS_ON")


def test_weight_quantizer_named_in_method_sentence_is_built_on() -> None:
    text = "We apply our rotation trick to OPTQ and show it lowers the perplexity of 4-bit models."
    assert "OPTQ" in of_type(text, "BUILDS_ON")


def test_analysis_use_of_a_technique_word_is_not_a_metric() -> None:
    text = "We train the draft model to minimize NMSE between predicted and true frames."
    assert "NMSE" not in of_type(text, "USES_METRIC")


def test_ranking_metrics_at_uncommon_cutoffs() -> None:
    text = "Our retriever raises Recall@20 by 6% and lifts MRR@100 to 0.41 on both corpora."
    assert {"Recall@20", "MRR@100"} <= of_type(text, "USES_METRIC")
