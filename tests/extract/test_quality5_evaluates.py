"""Round 5, EVALUATES_ON and USES_METRIC: classes of misses and extras found on a fresh sample (dev4).

Every sentence here is our own; the dev4 gold file holds record ids and names only.
"""

from extract_helpers import of_type

from kg.extract.document import Finding
from kg.extract.metrics import drop_contained_metrics, find_metrics


def test_shared_task_edition_with_task_number_is_a_benchmark() -> None:
    text = "We propose FuseRank. FuseRank reaches the best score on the SemEval 2021 Task 6 test set."
    assert "SemEval 2021 Task 6" in of_type(text, "EVALUATES_ON")


def test_shared_task_editions_in_a_list_are_benchmarks() -> None:
    text = "We evaluate our translator on WMT 2019 and on IWSLT 2017, where it improves BLEU by 2 points."
    found = of_type(text, "EVALUATES_ON")
    assert {"WMT 2019", "IWSLT 2017"} <= found


def test_shared_task_without_an_edition_is_not_extracted_by_the_campaign_rule() -> None:
    text = "We describe how the TREC organisers pool documents for judging."
    assert not of_type(text, "EVALUATES_ON")


def test_glued_sentence_start_is_cut_from_a_benchmark_name() -> None:
    text = (
        "We present SwiftTrack, a light tracker. SwiftTrack keeps an AUC of 60.1% on the LaSOT benchmark "
        "and on GOT-10k.Moreover, we add a router."
    )
    found = of_type(text, "EVALUATES_ON")
    assert "GOT-10k" in found
    assert not any("Moreover" in n for n in found)


def test_embodied_and_tracking_suites_are_known_datasets() -> None:
    text = "We run our agent framework across ALFRED, MiniGrid and RoboTHOR and report success on each."
    assert "RoboTHOR" in of_type(text, "EVALUATES_ON")


def test_frames_per_second_with_its_acronym_is_one_metric() -> None:
    text = "We propose GlideNet. GlideNet runs at 48 frames per second (fps) on an embedded board."
    found = of_type(text, "USES_METRIC")
    assert len(found) == 1
    assert found <= {"fps", "frames per second"}


def test_metric_named_in_full_elsewhere_drops_its_bare_head() -> None:
    text = (
        "We propose ShieldCLIP. ShieldCLIP cuts the success rate of poisoning attacks from 80% to 9%, "
        "and keeps the attack success rate of backdoors near 0%."
    )
    found = of_type(text, "USES_METRIC")
    assert "attack success rate" in found
    assert "success rate" not in found


def test_drop_contained_metrics_keeps_unrelated_names() -> None:
    def f(name: str, *aliases: str) -> Finding:
        return Finding("USES_METRIC", name, "Metric", 0, "metric-gazetteer", 0.7, aliases)

    found = [f("accuracy"), f("BLEU"), f("ASR", "attack success rate"), f("success rate")]
    kept = drop_contained_metrics(found)
    assert [x.name for x in kept] == ["accuracy", "BLEU", "ASR"]


def test_find_metrics_merges_two_surfaces_of_one_listed_metric() -> None:
    names = [m.name for m in find_metrics("It runs at 30 frames per second (fps) on a phone.")]
    assert names == ["fps"]


def test_metric_listed_with_its_score_word_keeps_it() -> None:
    text = "We present PaintFlow. PaintFlow wins on CLIP score and on human preference for edited photos."
    found = of_type(text, "USES_METRIC")
    assert "CLIP score" in found
    assert "CLIP" not in found


def test_score_word_after_an_acronym_metric_is_still_dropped() -> None:
    assert "BLEU" in of_type("Our translator raises the BLEU score by 2.1 points on news.", "USES_METRIC")


def test_regret_of_a_stated_order_is_theory() -> None:
    text = "Our bandit algorithms achieve regret of order O(K log T) under stochastic rewards."
    assert "regret" not in of_type(text, "USES_METRIC")


def test_measured_cumulative_regret_still_counts() -> None:
    text = "In simulations our pricing policy cuts cumulative regret by 30% against the greedy policy."
    assert "cumulative regret" in of_type(text, "USES_METRIC")


def test_correlation_matrix_and_match_properties_are_not_metrics() -> None:
    text = (
        "We show how the Pearson correlation matrix of hidden units slows training, and we relax the "
        "exact match properties of the usual distillation loss; our student improves accuracy by 2%."
    )
    found = of_type(text, "USES_METRIC")
    assert "Pearson correlation" not in found
    assert "exact match" not in found
    assert "accuracy" in found


def test_number_format_precision_is_not_the_metric() -> None:
    text = "Against earlier 4-bit precision schemes, our quantizer improves accuracy by 1.2% on the test set."
    found = of_type(text, "USES_METRIC")
    assert "precision" not in found
    assert "accuracy" in found


def test_retrieval_precision_is_still_a_metric() -> None:
    text = "Trained in mixed precision, our retriever improves precision by 4% and recall by 2%."
    assert {"precision", "recall"} <= of_type(text, "USES_METRIC")


def test_evaluative_adjective_is_not_part_of_the_metric_name() -> None:
    text = "The tuned model shows dramatic accuracy gains (41% to 77%) on the held-out questions."
    found = of_type(text, "USES_METRIC")
    assert "accuracy" in found
    assert "dramatic accuracy" not in found


def test_upper_case_variant_listed_in_the_gazetteer_is_kept() -> None:
    text = "Our reranker improves NDCG and recall on two product-search collections."
    assert {"NDCG", "recall"} <= of_type(text, "USES_METRIC")


def test_reported_metric_words_after_new_result_cues() -> None:
    cases = {
        "We report accuracy, latency and memory usage for every pruned network.": "latency",
        "Our sparse adapter halves memory without sacrificing accuracy on the held-out tasks.": "accuracy",
        "The ranker outperforms all baselines on accuracy across four shops.": "accuracy",
        "We use accuracy as the evaluation metric for every probing task.": "accuracy",
        "The tuned parser gives gains of 3 points in accuracy on noisy input.": "accuracy",
        "Our sampler clearly reduces the running time of graph motif counting.": "running time",
    }
    for text, metric in cases.items():
        assert metric in of_type(text, "USES_METRIC"), text


def test_verb_before_a_metric_is_not_part_of_its_name() -> None:
    found = of_type("We use accuracy as the evaluation metric for every probing task.", "USES_METRIC")
    assert "use accuracy" not in found


def test_running_time_without_a_result_is_not_a_metric() -> None:
    text = "The running time of the exact algorithm is exponential in the number of variables."
    assert "running time" not in of_type(text, "USES_METRIC")


def test_recommendation_and_shift_suites_are_known_datasets() -> None:
    text = "Our session recommender improves Recall@20 on Tmall, Diginetica and Yelp."
    assert {"Tmall", "Diginetica", "Yelp"} <= of_type(text, "EVALUATES_ON")
    text = "We train on two WILDS tasks, iWildCam and FMoW, and report worst-group accuracy."
    assert {"iWildCam", "FMoW"} <= of_type(text, "EVALUATES_ON")


def test_ambiguous_simulator_word_alone_is_not_a_dataset() -> None:
    assert not of_type("Habitat loss threatens species; we model it with satellite data.", "EVALUATES_ON")


def test_known_suite_before_a_noun_for_its_parts_is_still_the_suite() -> None:
    text = "We propose PlayNet. Across 26 Atari games, PlayNet raises the human-normalized score by 12%."
    assert "Atari" in of_type(text, "EVALUATES_ON")
    text = "To test the agent, we let it attack 12 HackTheBox security exercises and count solved ones."
    assert "HackTheBox" in of_type(text, "EVALUATES_ON")


def test_unknown_name_before_a_plain_noun_still_modifies_it() -> None:
    assert not of_type("We evaluate our scheduler on Transformer workloads.", "EVALUATES_ON")


def test_kind_of_data_before_a_named_list_is_not_a_dataset() -> None:
    text = "We validate the forecaster on two public EHR datasets, MIMIC-III and eICU, with gains in AUROC."
    found = of_type(text, "EVALUATES_ON")
    assert {"MIMIC-III", "eICU"} <= found
    assert "EHR" not in found


def test_known_dataset_with_several_modifiers_before_its_head_noun() -> None:
    text = "We propose LungSeg. On the CheXpert chest X-ray dataset, LungSeg raises AUROC to 0.91."
    assert "CheXpert" in of_type(text, "EVALUATES_ON")


def test_title_case_suite_before_a_parts_noun_in_a_result_sentence() -> None:
    text = "We propose GridMind. GridMind lifts accuracy from 30% to 88% on Tile Maze puzzles."
    assert "Tile Maze" in of_type(text, "EVALUATES_ON")
    text = "Our agent scores 20% higher in the Lunar Lander environment than PPO."
    assert "Lunar Lander" in of_type(text, "EVALUATES_ON")


def test_generic_title_case_field_before_domains_is_not_a_suite() -> None:
    text = "Our method improves results by 4% in Natural Language Processing domains."
    assert not of_type(text, "EVALUATES_ON")


def test_campaign_edition_before_a_named_set_yields_the_set_only() -> None:
    text = "On the SemEval-2024 PUNFUN test dataset our ranker gains 5% accuracy over prompting."
    found = of_type(text, "EVALUATES_ON")
    assert "SemEval-2024" not in found


def test_tools_and_annotations_named_after_a_metric_are_not_metrics() -> None:
    text = (
        "We read risks off a calibration curve and learn from MQM annotations; "
        "our estimator improves accuracy by 2%."
    )
    found = of_type(text, "USES_METRIC")
    assert "calibration" not in found
    assert "MQM" not in found
    assert "accuracy" in found


def test_zero_is_not_part_of_a_metric_name() -> None:
    text = "Without memory, our parser drops to zero execution accuracy after three turns."
    found = of_type(text, "USES_METRIC")
    assert "zero execution accuracy" not in found
    assert "execution accuracy" in found


def test_kind_of_data_after_our_or_studied_is_not_a_dataset_name() -> None:
    text = "On our LLM-written QA datasets, the probe reaches 91% accuracy."
    assert not of_type(text, "EVALUATES_ON")
    text = "The ranker beats supervised baselines by 4% on well studied LTR datasets."
    assert "LTR" not in of_type(text, "EVALUATES_ON")


def test_defined_but_never_reported_acronym_is_not_a_metric() -> None:
    text = (
        "We release our toolkit on the Python Package Index (PyPI). "
        "Our tagger reaches 91% accuracy on news text."
    )
    assert "PyPI" not in of_type(text, "USES_METRIC")
    text = (
        "The Earth Mover Distance (EMD) is a classic tool for comparing distributions. "
        "We propose SliceFlow, a sampler for point clouds, and describe its design."
    )
    assert "EMD" not in of_type(text, "USES_METRIC")


def test_defined_acronym_in_a_result_sentence_is_a_metric() -> None:
    text = "We propose GuardTune. Our results show a large reduction in the Jailbreak Success Rate (JSR)."
    assert "JSR" in of_type(text, "USES_METRIC")


def test_participle_modifier_before_a_task_acronym_names_no_dataset() -> None:
    text = "We test whether GPT-written QA datasets hide shortcut cues; the probe reaches 88% accuracy."
    assert not of_type(text, "EVALUATES_ON")


def test_group_with_an_argument_is_not_a_dataset() -> None:
    text = "We evaluate a flow model on the SE(3) manifold and gain 4% over prior flows."
    assert not of_type(text, "EVALUATES_ON")


def test_metric_acronym_naming_the_introduced_method_is_not_a_metric() -> None:
    text = (
        "We design a solver for sparse regression, MAPE, which combines pruning with restarts; "
        "it lowers error by 20%."
    )
    assert "MAPE" not in of_type(text, "USES_METRIC")
    assert "MAPE" in of_type("Our forecaster reaches a MAPE of 4.1%, which beats baselines.", "USES_METRIC")
