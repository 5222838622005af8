"""General fixes found by reading the misses of the dev22 and dev23 samples (sentences of our own)."""

from __future__ import annotations

from extract_helpers import of_type


def test_a_metric_defined_with_a_curve_head_is_reported_by_its_acronym():
    text = "The classifier reaches an Area Under the Curve (AUC) of 0.91 on held-out patients."
    assert of_type(text, "USES_METRIC") == {"AUC"}


def test_a_benchmark_acronym_spelled_with_and_before_its_head_is_proposed():
    text = "We introduce the Linked and Ordered Table Benchmark (LOT), a new benchmark of scanned tables."
    assert of_type(text, "PROPOSES") == {"LOT"}


def test_a_slash_between_two_known_dataset_names_gives_both():
    found = of_type("We evaluate on RefCOCO/RefCOCOg and COCO.", "EVALUATES_ON")
    assert found == {"RefCOCO", "RefCOCOg", "COCO"}
    # a suite and its part stay one name
    assert of_type("On the LiveBench/Code dataset it keeps accuracy.", "EVALUATES_ON") == {"LiveBench/Code"}


def test_naming_such_things_is_an_observation_not_a_proposal():
    text = "We term such events structure-changing events (SC events). A world model then fails on them."
    assert of_type(text, "PROPOSES") == set()


def test_baselines_joined_by_a_slash_are_each_compared():
    found = of_type("Our solver is 10-40x faster than DP-GD/DP-SGD on hard datasets.", "COMPARES_AGAINST")
    assert found == {"DP-GD", "DP-SGD"}


def test_a_known_suite_named_with_collection_is_evaluated_on():
    assert of_type("We test all methods on datasets from the WILDS collection.", "EVALUATES_ON") == {"WILDS"}


def test_control_suite_tasks_are_known_environments():
    text = "On quadruped-walk, walker-walk and cheetah-run, 50 preference labels match full feedback."
    assert of_type(text, "EVALUATES_ON") == {"quadruped-walk", "walker-walk", "cheetah-run"}


def test_a_bare_hyphenated_title_compound_after_propose_is_the_proposal():
    assert of_type("In this work, we propose Brain-Video that learns from continuous fMRI.", "PROPOSES") == {
        "Brain-Video"
    }


def test_a_quoted_name_before_its_kind_noun_is_proposed():
    text = 'Specifically, we present a "Mutator" agent that writes k variants of a given task.'
    assert of_type(text, "PROPOSES") == {"Mutator"}


def test_the_resulting_method_referred_to_as_a_name_is_proposed():
    text = "We extend mirror descent and analyse the resulting method (referred to as SMDA) on tabular MDPs."
    assert "SMDA" in of_type(text, "PROPOSES")


def test_numbered_parts_defined_in_place_are_proposed_whatever_the_gazetteer_knows():
    text = (
        "Our approach consists of two algorithms: 1) CLoVE (Contrastive Local Verifiable Explanations), "
        "which explains one input, and 2) GloVE (Global Verifiable Explanations), which clusters them."
    )
    assert {"CLoVE", "GloVE"} <= of_type(text, "PROPOSES")
    assert "GloVE" not in of_type(text, "BUILDS_ON")


def test_bracketed_variants_of_the_papers_own_method_are_proposed():
    text = "We propose PAD, a debate protocol. All PAD variants (AnCifer, DeWin, Trident) beat one model."
    assert {"PAD", "AnCifer", "DeWin", "Trident"} <= of_type(text, "PROPOSES")


def test_numbered_components_in_a_module_list_are_proposed_but_not_generic_parts():
    text = (
        "We propose ToXCL for implicit toxic speech. Our model consists of three modules: a (i) Target Group "
        "Generator to name the group, (ii) an Encoder-Decoder Model, and (iii) a Teacher Classifier."
    )
    found = of_type(text, "PROPOSES")
    assert {"Target Group Generator", "Teacher Classifier"} <= found
    assert "Encoder-Decoder Model" not in found


def test_an_unknown_titled_part_brought_in_with_a_is_no_foundation():
    text = "CAS uses two models: a Concept Coherence Model that scores pairs, and a Hidden Markov Model."
    assert of_type(text, "BUILDS_ON") == {"Hidden Markov Model"}


def test_a_described_name_after_a_defined_acronym_is_the_baseline():
    text = "H3T outperforms the most popular deep learning (DL) toolkit Megatron-DeepSpeed by 1.2x in speed."
    assert of_type(text, "COMPARES_AGAINST") == {"Megatron-DeepSpeed"}


def test_preferred_over_compares():
    text = "Our 27B model is preferred over MedGemma in 58.6% of the pairwise judgments."
    assert of_type(text, "COMPARES_AGAINST") == {"MedGemma"}


def test_metrics_listed_for_the_evaluation_are_used_without_a_number():
    text = (
        "Our assessment includes metrics such as word error rate (WER), character error rate (CER), "
        "and semantic accuracy of the transcripts. The results reveal a consistent gap."
    )
    assert of_type(text, "USES_METRIC") == {"WER", "CER", "semantic accuracy"}


def test_a_bare_family_next_to_a_versioned_model_of_it_is_no_model_of_its_own():
    text = (
        "We find the critical threshold for Qwen2.5-7B at 40-50% of its context length. "
        "This characterizes degradation in open-source Qwen models; Claude is tested as well."
    )
    assert of_type(text, "USES_MODEL") == {"Qwen2.5-7B", "Claude"}


def test_a_list_of_names_before_a_modified_dataset_head():
    text = "Our model beats prior methods on the DMLab, Minecraft and MiniGrid prediction benchmarks."
    assert of_type(text, "EVALUATES_ON") == {"DMLab", "Minecraft", "MiniGrid"}


def test_a_score_reported_on_a_benchmark_is_no_metric_of_that_name():
    text = "Our unified model reaches 0.87 on GenEval and 2.1 WER on LibriSpeech."
    assert "GenEval" in of_type(text, "EVALUATES_ON") and "GenEval" not in of_type(text, "USES_METRIC")


def test_a_sentence_adverb_is_no_listed_model():
    text = "Fine-tuning helps tone. Conversely, RAG-augmented models, equipped with retrieval, add knowledge."
    assert of_type(text, "USES_MODEL") == set()


def test_describing_words_and_powered_suffixes_leave_the_baseline_name():
    assert "SFT" in of_type("Pass@1 improves by 3 to 6 points compared to direct SFT.", "COMPARES_AGAINST")
    text = "Our planner infers constraints from instructions, compared to a ChatGPT-powered planner."
    assert of_type(text, "COMPARES_AGAINST") == {"ChatGPT"}
    text = "RideJudge-8B reaches 88% accuracy, surpassing 32B-scale baselines."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_a_sentence_opening_on_clause_ends_at_its_comma():
    text = "On TabMWP, GPT-4-powered Chameleon improves the accuracy by 17.0%."
    assert of_type(text, "EVALUATES_ON") == {"TabMWP"}


def test_a_collection_names_its_data_before_the_noun_only():
    text = "LMMs fail on a collection of multiple images (Multi-Image QA). We test on the WILDS collection."
    assert of_type(text, "EVALUATES_ON") == {"WILDS"}


def test_bracketed_scores_do_not_end_a_list_of_baselines():
    text = "Ours surpasses closed systems including Veo3 (~90) and Sora2 (~88) on automated benchmarks."
    assert of_type(text, "COMPARES_AGAINST") == {"Veo3", "Sora2"}


def test_the_owner_of_a_surpassed_result_is_the_baseline():
    text = "Our predictors reach rates above 20x, far surpassing the 3x rate achieved by Gzip, a common tool."
    assert of_type(text, "COMPARES_AGAINST") == {"Gzip"}


def test_one_lower_case_example_set_off_by_a_comma_is_the_baseline():
    text = (
        "We apply it to several problems and compare it to other approaches, such as group "
        "distributionally robust optimization."
    )
    assert "group distributionally robust optimization" in of_type(text, "COMPARES_AGAINST")


def test_a_sentence_opened_by_a_count_of_parts_lists_the_papers_named_parts():
    text = (
        "We present HiPath, a lightweight pathology framework. Three trainable modules address the problem: "
        "a Hierarchical Patch Aggregator (HiPA) for encoding, Hierarchical Contrastive Learning (HiCL) for "
        "alignment, and Slot-based Masked Diagnosis Prediction (Slot-MDP) for generation."
    )
    assert {"HiPath", "HiPA", "HiCL", "Slot-MDP"} <= of_type(text, "PROPOSES")


def test_a_counted_sample_of_a_known_benchmark_is_evaluated_on():
    text = "We apply the probe to two instruction-tuned LLMs on 2,000 MMLU-Pro items and 500 GSM8K problems."
    assert of_type(text, "EVALUATES_ON") == {"MMLU-Pro", "GSM8K"}


def test_bracketed_names_of_data_the_paper_curated_are_proposed():
    text = "Specifically, three datasets (TCM-Syndrome, TCM-Dialogue and TCM-PD) were curated for this."
    assert of_type(text, "PROPOSES") == {"TCM-Syndrome", "TCM-Dialogue", "TCM-PD"}
    assert of_type(text, "EVALUATES_ON") == set()


def test_we_established_a_coined_benchmark():
    text = "Additionally, we established TCM-Bench, a comprehensive evaluation benchmark for diagnosis."
    assert of_type(text, "PROPOSES") == {"TCM-Bench"}


def test_the_model_the_papers_training_step_yields_is_proposed_and_gathered_data_is_not():
    text = (
        "We collect reasoning traces, which we use to fine-tune LLMs into the Tab-R1-SFT model. "
        "We then apply GRPO to obtain the Tab-R1-Zero model."
    )
    assert of_type(text, "PROPOSES") == {"Tab-R1-SFT", "Tab-R1-Zero"}


def test_a_known_dataset_before_a_task_word_is_evaluated_on():
    text = "Our method improves ViT-B/16 by +2.83% ImageNet classification accuracy."
    assert "ImageNet" in of_type(text, "EVALUATES_ON")


def test_bracketed_members_of_a_counted_proposal_are_proposed():
    text = "We propose three modes of doubt (Perspective-Multiplying, Tension-Preserving, Self-Reflecting)."
    assert of_type(text, "PROPOSES") == {"Perspective-Multiplying", "Tension-Preserving", "Self-Reflecting"}
    assert of_type("Existing optimizers (Adam, SGD) were proposed long ago.", "PROPOSES") == set()


def test_a_quoted_name_after_its_kind_and_a_comma_is_proposed():
    text = 'To study the effect, we propose a novel approach, "Twin Charm", to induce the repeat curse.'
    assert of_type(text, "PROPOSES") == {"Twin Charm"}


def test_an_acronym_before_tool_is_the_proposed_tool():
    text = "We introduce the Machine Persona Inventory (MPI) tool for studying machine behaviour."
    assert of_type(text, "PROPOSES") == {"MPI"}


def test_members_of_a_list_of_new_metrics_are_proposed():
    text = "We propose a threat model of poisoning with two novel metrics, earliness and duration, for it."
    assert of_type(text, "PROPOSES") == {"earliness", "duration"}
    text = "Gains hold in all metrics, including the newly proposed Statute Relevance Rate and Claim Accuracy"
    assert of_type(text, "PROPOSES") == {"Statute Relevance Rate", "Claim Accuracy"}


def test_a_comparison_in_the_reverse_direction_names_the_baseline():
    text = "It trails GPT-2 201M by 7.7% in perplexity while surpassing GPT-2 124M under matched data."
    assert of_type(text, "COMPARES_AGAINST") == {"GPT-2 201M", "GPT-2 124M"}
    text = "Our model underperforms Llama-3-8B on MMLU at a tenth of the cost."
    assert "Llama-3-8B" in of_type(text, "COMPARES_AGAINST")
