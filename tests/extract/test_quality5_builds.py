"""Round 5 (BUILDS_ON / COMPARES_AGAINST): classes of misses and extras found on the dev4 sample.

Every sentence here is written for the test; none is taken from a corpus abstract.
"""

import pytest
from extract_helpers import of_type

# --- misses ---


def test_preposition_ends_a_compared_technique() -> None:
    text = "Our schedule beats greedy token sampling across all tested decoders."
    assert "greedy token sampling" in of_type(text, "COMPARES_AGAINST")


def test_head_after_and_is_a_new_conjunct_not_the_list_head() -> None:
    text = "Our planner outperforms both A-Star alone and policies learned from scratch."
    assert "A-Star" in of_type(text, "COMPARES_AGAINST")


def test_plural_head_still_makes_a_class() -> None:
    text = "Our planner outperforms existing RRT and PRM methods."
    assert not of_type(text, "COMPARES_AGAINST")


def test_modification_of_a_named_method() -> None:
    text = "We derive a cheaper modification of the Stochastic Weight Averaging (SWA) for detection."
    assert "SWA" in of_type(text, "BUILDS_ON")


@pytest.mark.usefixtures("rules_keep_theirs")
def test_paradigm_centered_on_a_technique() -> None:
    text = "We suggest a serving design centered on speculative sampling, which cuts latency."
    assert "speculative sampling" in of_type(text, "BUILDS_ON")


@pytest.mark.usefixtures("rules_keep_theirs")
def test_inspired_by_the_theory_of() -> None:
    text = "Inspired by the theory of optimal stopping rules, we design a halting policy."
    assert "optimal stopping rules" in of_type(text, "BUILDS_ON")


def test_the_idea_of_a_single_vague_word_is_not_a_name() -> None:
    text = "Our layer is based on the idea of attention, which we simplify."
    assert "attention" not in of_type(text, "BUILDS_ON")


def test_known_method_tuning_suffix() -> None:
    text = "DPO-tuning the small model further lifts its win rate."
    assert "DPO" in of_type(text, "BUILDS_ON")


def test_unknown_word_tuning_suffix_is_not_a_method() -> None:
    text = "Prompt-tuning and Bar-tuning of the model were tried."
    assert "Bar" not in of_type(text, "BUILDS_ON")


def test_loss_functions_listed_in_own_study() -> None:
    text = "We compare three ranking loss functions, including ListNet, LambdaLoss, and RankCosine."
    assert {"ListNet", "LambdaLoss", "RankCosine"} <= of_type(text, "BUILDS_ON")


def test_colon_list_of_title_case_frameworks() -> None:
    text = "We test two frameworks: Momentum Contrast and Barlow Twins."
    assert {"Momentum Contrast", "Barlow Twins"} <= of_type(text, "BUILDS_ON")


def test_colon_list_of_prior_frameworks_is_background() -> None:
    text = "Existing frameworks: Momentum Contrast and Barlow Twins, ignore depth."
    assert not of_type(text, "BUILDS_ON")


# --- extras ---


def test_known_method_after_than_is_a_baseline_not_a_base() -> None:
    text = "Our optimiser converges faster than plain Adam or RMSProp training loops."
    assert not {"Adam", "RMSProp"} & of_type(text, "BUILDS_ON")


def test_known_method_after_a_comma_break_is_still_used() -> None:
    text = "It converges faster than before, and we train it with Adam."
    assert "Adam" in of_type(text, "BUILDS_ON")


def test_mathematical_facts_are_not_built_on() -> None:
    text = "The belief is updated with Bayes' rule and we solve the Bellman equation by value iteration."
    found = of_type(text, "BUILDS_ON")
    assert not {"Bayes' rule", "Bellman equation"} & found


def test_known_method_without_abbreviated() -> None:
    text = "The small model reaches 3.1 FID w/o CFG on the test split."
    assert "CFG" not in of_type(text, "BUILDS_ON")


def test_prior_work_sentence_is_background() -> None:
    text = "Prior work, mostly relying on beam search, ignores latency. We propose FastDec."
    assert "beam search" not in of_type(text, "BUILDS_ON")


def test_own_sentence_with_known_method_still_counts() -> None:
    text = "We decode with beam search and propose FastDec."
    assert "beam search" in of_type(text, "BUILDS_ON")


def test_known_method_before_laws_is_a_topic() -> None:
    text = "We revisit pretraining scaling laws for code models."
    assert not any("scaling" in n for n in of_type(text, "BUILDS_ON"))


# --- classes of false positives found by reading random corpus relations ---


def test_plain_adjective_opens_no_technique_name() -> None:
    text = "The agent completes web tasks using a simple prompting scheme where it critiques itself."
    assert not any("prompting" in n for n in of_type(text, "BUILDS_ON"))


def test_colon_list_of_own_designs_is_not_built_on() -> None:
    text = "We use these operators to design two models: Flux Graph Networks and Flux Graph Transformers."
    assert not of_type(text, "BUILDS_ON")


def test_ordinary_word_is_not_an_acronym_method() -> None:
    text = "We build a pipeline for Emotion and Dialogue Act Recognition in call centres."
    assert "Act" not in of_type(text, "BUILDS_ON")


def test_based_is_not_part_of_a_known_technique() -> None:
    text = "Our recipe adds a loss-based model merging stage after training."
    assert not any(n.startswith("based") for n in of_type(text, "BUILDS_ON"))


def test_defined_problem_class_is_not_a_method() -> None:
    text = "Cutting planes speed up the solution of mixed integer programming (MIP) problems."
    assert "MIP" not in of_type(text, "BUILDS_ON")


def test_defined_kind_of_foundation_models_is_not_a_method() -> None:
    text = "Practice is driven by powerful foundation models (FMs), adapted to many tasks."
    assert "FMs" not in of_type(text, "BUILDS_ON")


def test_defined_method_used_by_the_paper_still_counts() -> None:
    text = "Mixed integer programming (MIP) is used to schedule the jobs of each cluster."
    assert "MIP" in of_type(text, "BUILDS_ON")


def test_unknown_name_typed_as_a_tool_by_apposition() -> None:
    text = "Using Sentinel, an open-source toxicity classifier, we label the replies."
    assert "Sentinel" in of_type(text, "BUILDS_ON")


def test_apposition_that_is_no_tool_keeps_name_out() -> None:
    text = "Using Lagos, a large coastal city, as a testbed, we map flooded roads."
    assert not of_type(text, "BUILDS_ON")


def test_gazetteer_knows_local_sgd_as_one_method() -> None:
    text = "We analyse local SGD with periodic averaging on two-layer networks."
    found = of_type(text, "BUILDS_ON")
    assert "Local SGD" in found or "local SGD" in found
    assert "SGD" not in found


def test_plural_acronym_is_still_the_known_method() -> None:
    assert "GANs" in of_type("We audit image generators and GANs for bias.", "BUILDS_ON")


def test_powered_by_a_known_method() -> None:
    text = "Our planner is powered by Monte Carlo Tree Search and a learned value head."
    assert "Monte Carlo Tree Search" in of_type(text, "BUILDS_ON")


def test_relying_on_is_no_cue_for_background_techniques() -> None:
    text = "Existing compression schemes rely on low-rank weight approximation of every layer."
    assert not of_type(text, "BUILDS_ON")


def test_lowercase_kind_of_models_is_no_baseline() -> None:
    text = "Compared to autoregressive models, our parallel decoder writes more fluent paragraphs."
    found = of_type(text, "COMPARES_AGAINST") | of_type(text, "BUILDS_ON")
    assert "autoregressive models" not in found


def test_named_baseline_after_compared_to_still_counts() -> None:
    text = "Compared to Mip-NeRF, our renderer halves the error."
    assert "Mip-NeRF" in of_type(text, "COMPARES_AGAINST")


def test_mathematical_condition_is_no_baseline() -> None:
    text = "Our growth condition is much weaker than the Poincare Inequality used before."
    assert not of_type(text, "COMPARES_AGAINST")


def test_component_the_paper_names_is_not_built_on() -> None:
    text = "We add a meta-controller called Route Keeper (RK) that schedules the agents."
    assert "RK" not in of_type(text, "BUILDS_ON")


def test_defined_tool_used_passively_still_counts() -> None:
    text = "Route Keeper (RK) is used to schedule the agents of each team."
    assert "RK" in of_type(text, "BUILDS_ON")


def test_training_stage_model_is_no_method() -> None:
    assert "SFT" not in of_type("Replies are sampled directly from the SFT model.", "BUILDS_ON")


def test_known_technique_the_paper_constructs_is_its_own() -> None:
    text = "We construct block-local sparse attention via a cheap index map."
    assert "sparse attention" not in of_type(text, "BUILDS_ON")


def test_noun_design_is_no_verb_of_making() -> None:
    text = "We derive upper bounds for random design linear regression with mixing data."
    assert "linear regression" in of_type(text, "BUILDS_ON")


def test_known_technique_modifying_a_pattern_noun() -> None:
    text = "We predict the sparse attention pattern of each layer from a coarse scale."
    assert "sparse attention" not in of_type(text, "BUILDS_ON")


def test_coined_own_formulation_is_not_built_on() -> None:
    text = "We formalise the search and coin it as latent route search (LRS)."
    assert "LRS" not in of_type(text, "BUILDS_ON")


def test_own_components_defined_in_brackets_are_not_built_on() -> None:
    text = (
        "Our pipeline consists of two modules: the echo removal network (ERN) and the depth fusion "
        "network (DFN)."
    )
    assert not {"ERN", "DFN"} & of_type(text, "BUILDS_ON")


def test_compared_family_style_is_not_a_foundation() -> None:
    text = "Compared to VAE-based methods, our sampler renders faces in real time."
    assert "VAE" not in of_type(text, "BUILDS_ON")


def test_generic_head_does_not_extend_a_known_technique() -> None:
    text = "We investigate a contrastive learning scheme for syntax-aware parsing."
    assert "contrastive learning" in of_type(text, "BUILDS_ON")


def test_lowercase_model_family_can_be_a_baseline() -> None:
    text = "Our encoder outperforms graph neural networks on molecule graphs."
    assert "graph neural networks" in of_type(text, "COMPARES_AGAINST")


def test_background_solutions_like_x_with_drawbacks() -> None:
    text = "Existing solutions like prefix tuning have drawbacks: they consume context space."
    assert "prefix tuning" not in of_type(text, "BUILDS_ON")


def test_threats_after_against_are_not_baselines() -> None:
    text = "We evaluate our robustness against strong adversarial attackers such as FGSM and AutoAttack."
    assert not of_type(text, "COMPARES_AGAINST")


def test_named_baselines_after_against_still_count() -> None:
    text = "We evaluate our method against baselines such as MixNet and TRADES."
    assert {"MixNet", "TRADES"} <= of_type(text, "COMPARES_AGAINST")


def test_opening_compared_clause_does_not_make_the_subject_a_baseline() -> None:
    text = "When compared with commercial models, Qwen2.5-72B with our prompts scores higher than GPT-4o."
    found = of_type(text, "COMPARES_AGAINST")
    assert "GPT-4o" in found and "Qwen2.5-72B" not in found


@pytest.mark.usefixtures("rules_keep_theirs")
def test_type_suffix_names_the_base_method() -> None:
    text = "We give the first provable gain of a quasi-Newton-type method over NAG."
    assert "quasi-Newton" in of_type(text, "BUILDS_ON")
    assert not any(n.endswith("-type") for n in of_type(text, "BUILDS_ON"))


def test_spelled_out_own_name_is_not_built_on() -> None:
    text = "This paper presents TALL-Net, a Tiny Adaptive Lightweight Labeling model."
    assert not of_type(text, "BUILDS_ON")


def test_modified_learning_setting_is_not_a_technique() -> None:
    text = "We apply deep reinforcement learning to train the gait policy in simulation."
    assert not of_type(text, "BUILDS_ON")


def test_examples_of_compared_families_are_baselines_not_bases() -> None:
    text = "Compared to kernel models and boosted models, such as XGBoostX and CatBoostY, our method wins."
    assert not {"XGBoostX", "CatBoostY"} & of_type(text, "BUILDS_ON")


def test_complexity_expression_is_no_baseline() -> None:
    assert not of_type("Our bound needs better than n2-o(1) time for this case.", "COMPARES_AGAINST")


def test_defined_vision_foundation_models_are_a_kind() -> None:
    text = "Recent vision foundation models (VFMs) have opened new ways to perceive scenes."
    assert "VFMs" not in of_type(text, "BUILDS_ON")


def test_existing_solutions_sentence_is_background_for_every_cue() -> None:
    text = "Existing solutions incorporate explicit image retrieval to fill the gap."
    assert not of_type(text, "BUILDS_ON")


def test_we_use_an_unknown_acronym_tool() -> None:
    text = "We utilize XLA to compile and fuse the custom kernels."
    assert "XLA" in of_type(text, "BUILDS_ON")


def test_we_use_a_known_benchmark_is_not_built_on() -> None:
    assert "MMLU" not in of_type("We use MMLU to test factual knowledge.", "BUILDS_ON")


def test_cue_after_without_is_not_used() -> None:
    text = "We store positions without using explicit positional encoding in the encoder."
    assert not of_type(text, "BUILDS_ON")


def test_either_opens_no_technique_name() -> None:
    text = "We employ either vector quantization or clipping to handle the outliers."
    found = of_type(text, "BUILDS_ON")
    assert "vector quantization" in found and not any(n.startswith("either") for n in found)


def test_adjective_field_theory_is_no_technique() -> None:
    assert not of_type("Based on linguistic theory, we propose an error taxonomy.", "BUILDS_ON")


def test_named_multiword_theory_still_counts() -> None:
    text = "Inspired by cognitive load theory, we add examples only when needed."
    assert "cognitive load theory" in of_type(text, "BUILDS_ON")


def test_definition_the_paper_presents_is_its_own() -> None:
    text = "We present a sample-efficient pipeline: Recursive Flow Learning (RFL), which adapts online."
    assert "RFL" not in of_type(text, "BUILDS_ON")


def test_definition_after_presenting_a_view_of_it_is_used() -> None:
    text = "We present a new view of the layer as a principal component analysis (PCA) of the keys."
    assert "PCA" in of_type(text, "BUILDS_ON")


def test_addressed_setting_is_not_a_method() -> None:
    text = "This work addresses source-free domain adaptation (SFDA) for question answering."
    assert "SFDA" not in of_type(text, "BUILDS_ON")


def test_defined_equation_is_not_a_method() -> None:
    text = "Self-consistent Field (SCF) equation is a kind of nonlinear eigenvalue problem."
    assert "SCF" not in of_type(text, "BUILDS_ON")


def test_apposition_describing_an_own_component_is_not_built_on() -> None:
    text = (
        "We propose Lyrano, a controllable text-to-music system. At the core of Lyrano is BeatNet, "
        "a Rhythm-Aware UNet guidance module that steers generation."
    )
    assert not of_type(text, "BUILDS_ON")


def test_apposition_of_an_unrelated_named_model_keeps_the_known_base() -> None:
    assert "UNet" in of_type("We fine-tune MixNet, a UNet variant, on CT scans.", "BUILDS_ON")


def test_kv_cache_is_a_data_structure_not_a_method() -> None:
    assert not of_type("Growing KV caches lead to out-of-memory errors in long decoding.", "BUILDS_ON")


def test_new_name_described_in_a_proposing_sentence_is_not_built_on() -> None:
    text = "We propose to fix this via LinkCal, a light score calibration model for link prediction."
    assert "LinkCal" not in of_type(text, "BUILDS_ON")


def test_plain_word_style_prefix_is_no_name() -> None:
    text = "Each step is a total-Hessian-based Newton update on the dual."
    assert not of_type(text, "BUILDS_ON")


def test_past_verb_after_adverb_is_not_part_of_the_name() -> None:
    text = "Transformers have largely supplanted recurrent neural networks in language modelling."
    assert not any(n.startswith("supplanted") for n in of_type(text, "BUILDS_ON"))


def test_places_after_against_are_not_baselines() -> None:
    text = "We evaluate the chatbots against the norms of regions like the United States and Brazil."
    assert not of_type(text, "COMPARES_AGAINST")


def test_various_kind_of_baselines_is_not_one_baseline() -> None:
    text = "Our adapter surpasses various parameter-efficient fine-tuning baselines on GLUE."
    assert not of_type(text, "COMPARES_AGAINST")


def test_previous_analyses_and_lines_of_work_are_background() -> None:
    assert not of_type("Previous analyses have focused on losses such as NCE and InfoNCE.", "BUILDS_ON")
    text = "A recent line of work gives fast estimators for linear regression with noise."
    assert not of_type(text, "BUILDS_ON")
