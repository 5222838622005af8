"""Round 4, USES_METRIC: classes of misses and extras found on fresh abstracts (sentences are our own)."""

from extract_helpers import of_type


def test_qualities_after_in_terms_of_in_a_result_sentence_are_metrics() -> None:
    text = (
        "We present TalePilot, a story generator. Human raters prefer TalePilot over the strongest "
        "baseline by 12% in terms of engagingness and plot coherence."
    )
    assert {"engagingness", "plot coherence"} <= of_type(text, "USES_METRIC")


def test_in_terms_of_item_followed_by_a_preposition_is_kept() -> None:
    text = "Our rewriter beats prior systems by 9% in terms of readability for lay readers."
    assert "readability" in of_type(text, "USES_METRIC")


def test_generic_qualities_after_in_terms_of_are_not_metrics() -> None:
    text = "Our planner outperforms prior planners in terms of performance, efficiency and scalability."
    found = of_type(text, "USES_METRIC")
    assert not {"performance", "efficiency", "scalability"} & found


def test_in_terms_of_without_a_reported_result_names_no_metric() -> None:
    text = "We analyse the two encoders in terms of engagingness and lexical richness."
    assert not of_type(text, "USES_METRIC")


def test_regret_bound_is_theory_not_a_reported_metric() -> None:
    text = "Our bandit algorithm achieves a regret bound that is optimal up to logarithmic factors."
    assert "regret" not in of_type(text, "USES_METRIC")


def test_bounds_on_an_error_rate_are_theory() -> None:
    text = "We derive bounds on the error rate of the proposed spectral estimator."
    assert "error rate" not in of_type(text, "USES_METRIC")


def test_measured_error_rate_still_counts() -> None:
    text = "Our tagger lowers the error rate to 3.1% on held-out clinical notes."
    assert "error rate" in of_type(text, "USES_METRIC")


def test_accuracy_after_pass_at_k_is_part_of_that_metric() -> None:
    text = "The distilled prover reaches 71.2 pass@1 accuracy on our theorem suite."
    found = of_type(text, "USES_METRIC")
    assert "pass@1" in found
    assert "accuracy" not in found


def test_mean_accuracy_after_a_number_is_reported() -> None:
    text = "The segmenter reaches 97.5% mean accuracy and 0.88 Dice on the lesion scans."
    found = of_type(text, "USES_METRIC")
    assert "accuracy" in found or "mean accuracy" in found
    assert "Dice" in found


def test_robust_modifier_stays_in_the_metric_name() -> None:
    text = "Reweighting the training set gives up to 30% higher robust AUROC on the shifted split."
    assert "robust AUROC" in of_type(text, "USES_METRIC")


def test_improved_correlation_with_human_ratings_is_a_metric() -> None:
    text = "Our judge improves correlation with expert ratings by 8% relative to the previous judge."
    assert "correlation" in of_type(text, "USES_METRIC")


def test_excels_in_lists_reported_metrics_and_speedup_factor_counts() -> None:
    text = (
        "On the skeleton benchmark our encrypted network excels in latency and accuracy, with a "
        "9.5× latency speedup."
    )
    assert {"latency", "accuracy"} <= of_type(text, "USES_METRIC")


def test_title_case_rouge_variants_are_metrics() -> None:
    text = "The summariser reaches 44.1 Rouge-1 and 40.3 Rouge-L on news articles."
    assert {"Rouge-1", "Rouge-L"} <= of_type(text, "USES_METRIC")


def test_everyday_metric_in_the_background_opening_is_not_reported() -> None:
    text = (
        "Sparse experts promise more capacity without increasing inference cost. "
        "We propose RouteLite, a router that balances expert load."
    )
    assert "inference cost" not in of_type(text, "USES_METRIC")


def test_background_metric_that_the_paper_reports_later_is_kept() -> None:
    text = (
        "Pruning large networks often causes a noticeable accuracy drop. "
        "We propose SlimCut and show gains in accuracy over magnitude pruning."
    )
    assert "accuracy" in of_type(text, "USES_METRIC")


def test_hedged_improvement_reports_no_metric() -> None:
    text = "Our planner is stable, and tuning its horizon may further improve sample efficiency."
    assert "sample efficiency" not in of_type(text, "USES_METRIC")


def test_either_is_not_part_of_the_metric_name() -> None:
    text = "Our sampler improves prior generators in terms of either precision or recall on faces."
    found = of_type(text, "USES_METRIC")
    assert {"precision", "recall"} <= found
    assert "either precision" not in found


def test_acronyms_listed_after_metrics_are_metrics() -> None:
    text = "The generator improves image quality in standard metrics (IS, FID, and KID) over plain prompts."
    assert {"IS", "FID", "KID"} <= of_type(text, "USES_METRIC")


def test_metrics_under_study_listed_after_existing_metrics_are_not_used() -> None:
    text = "We compare two existing judge metrics (QuillScore and RadJudge) with our new metric."
    assert not {"QuillScore", "RadJudge"} & of_type(text, "USES_METRIC")


def test_comparative_adjective_is_not_part_of_the_metric_name() -> None:
    text = "Our tokenizer achieves stronger accuracy on long-tail items than the codebook baseline."
    found = of_type(text, "USES_METRIC")
    assert "accuracy" in found
    assert "stronger accuracy" not in found


def test_purpose_clause_reports_no_metric() -> None:
    text = "The classifier was refined through hyperparameter search to improve precision."
    assert "precision" not in of_type(text, "USES_METRIC")


def test_sensitivity_to_something_is_not_the_diagnostic_metric() -> None:
    text = "Our attribution method shows stronger sensitivity to word order than gradient baselines."
    assert "sensitivity" not in of_type(text, "USES_METRIC")


def test_sensitivity_with_a_value_is_a_metric() -> None:
    text = "The screening model reaches a sensitivity of 91.2% on the held-out clinic."
    assert "sensitivity" in of_type(text, "USES_METRIC")


def test_metric_defined_in_the_background_opening_and_never_used_again_is_dropped() -> None:
    text = (
        "Forecast quality is commonly judged by mean absolute scaled error (MASE) in retail planning. "
        "We propose ShelfCast, a demand model that transfers across stores."
    )
    assert "MASE" not in of_type(text, "USES_METRIC")


def test_metric_defined_in_the_opening_and_reported_later_is_kept() -> None:
    text = (
        "Forecast quality is commonly judged by mean absolute scaled error (MASE) in retail planning. "
        "We propose ShelfCast, which lowers MASE by 14% across stores."
    )
    assert "MASE" in of_type(text, "USES_METRIC")


def test_hyphenated_modifier_between_cue_and_weak_metric() -> None:
    text = "The retriever achieves state-of-the-art recall on both legal corpora."
    assert "recall" in of_type(text, "USES_METRIC")


def test_cue_word_must_start_at_a_word_boundary() -> None:
    text = "We study data organisation by reusing pre-computed quality scores for curriculum design."
    assert "quality score" not in of_type(text, "USES_METRIC")


def test_a_measured_speedup_is_reported_but_cost_is_not() -> None:
    # the later full samples record "N× speedup" as a metric in 7 of 9 abstracts; a bare "cost" no one does
    text = "Our kernel gives a 2.3× speedup over the fused baseline and lowers serving cost by 40%."
    found = of_type(text, "USES_METRIC")
    assert "speedup" in found
    assert "cost" not in found
    assert "speedup" not in of_type("Speedup methods for decoding are popular.", "USES_METRIC")


def test_plural_theory_rates_are_not_metrics() -> None:
    text = "We prove that the deterministic method enjoys global convergence rates of order one over T."
    assert not of_type(text, "USES_METRIC")


def test_noun_headed_gerund_compound_stays_in_the_metric_name() -> None:
    text = "Our video model shows gains of 9% in action-following accuracy over the strongest baseline."
    assert "action-following accuracy" in of_type(text, "USES_METRIC")


def test_consistency_and_consumption_compounds_with_a_result_are_metrics() -> None:
    text = "Our agent improves identity consistency and cuts token consumption by 25% on long dialogues."
    assert {"identity consistency", "token consumption"} <= of_type(text, "USES_METRIC")
