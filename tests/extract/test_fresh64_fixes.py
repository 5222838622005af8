"""General fixes for the misses of the fresh samples dev64-dev67 (sentences of our own)."""

from __future__ import annotations

from extract_helpers import of_type, run

from kg.extract import extract
from kg.extract.acronyms import find_definitions
from kg.model import Paper


def test_a_coined_name_opening_a_present_passive_is_proposed():
    text = "Temporal noise hurts forecasting. Cross-Lag GNN is proposed to relate the variables."
    assert of_type(text, "PROPOSES") == {"Cross-Lag GNN"}
    # the past tense is another's
    text = "Temporal noise hurts forecasting. Cross-Lag GNN was proposed to relate the variables."
    assert of_type(text, "PROPOSES") == set()


def test_a_family_of_lower_case_things_with_an_acronym():
    text = "We propose a family of isotropic loss functions (IsoLoss) that equalize convergence rates."
    assert of_type(text, "PROPOSES") == {"IsoLoss"}
    # a combination of things is not one of them
    assert of_type("We propose a combination of contrastive learning (CL) and masking.", "PROPOSES") == set()


def test_a_name_set_off_by_a_novel_kind_whoever_the_subject_is():
    text = "The first stage trains classifiers that use DeepFuse, a novel extension of cross-modal models."
    assert of_type(text, "PROPOSES") == {"DeepFuse"}
    # after a comparison the name is another's; a new task or phenomenon is not built
    text = "Compared with DeepFuse, a novel extension of transformers, ours is faster."
    assert of_type(text, "PROPOSES") == set()
    text = "This study examines Prompt Order Drift (POD), a new form of inconsistency in chat models."
    assert of_type(text, "PROPOSES") == set()


def test_a_long_form_apposed_after_the_acronym_is_its_alias():
    text = "We present ViLA, Visual Language Alignment, which aligns images and text."
    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    assert [(e.name, e.aliases) for e in ex.entities] == [("ViLA", ("Visual Language Alignment",))]
    # a list of names is no long form
    text = "We test on HumanEval, MBPP, MBPP+ and MultiPL-E, which are standard."
    assert [d.short for d in find_definitions(text)] == []
    assert run(text) >= {("EVALUATES_ON", "MBPP+"), ("EVALUATES_ON", "MultiPL-E")}


def test_a_caret_in_a_plain_name():
    assert of_type("We propose G^2-Planner, a method that plans with goals.", "PROPOSES") == {"G2-Planner"}


def test_an_example_marker_elsewhere_in_the_sentence_leaves_the_model_used():
    text = (
        "I study what wearable cameras reveal. To test this, I wrote summaries (e.g. day-long ones) and "
        "fine-tuned both GPT-4o and GPT-4o-mini on them. By querying the tuned models, we learn a lot."
    )
    assert of_type(text, "USES_MODEL") == {"GPT-4o", "GPT-4o-mini"}
    # right before the model it still marks prior work
    text = "Huge models (e.g., GPT-4) are costly. We propose TinyJudge, which runs on a laptop."
    assert of_type(text, "USES_MODEL") == set()


def test_the_models_an_evaluation_covers_are_not_proposed():
    text = "We present an evaluation of 4 models: GPT-5.2, Grok 4.1 Fast, Nano Banana Pro and Seedream 4.5."
    assert run(text) >= {
        ("USES_MODEL", "GPT-5.2"),
        ("USES_MODEL", "Grok 4.1 Fast"),
        ("USES_MODEL", "Nano Banana Pro"),
        ("USES_MODEL", "Seedream 4.5"),
    }
    assert of_type(text, "PROPOSES") == set()
    # "fast" in lower case describes
    assert of_type("We speed up GPT-4o fast inference by caching.", "USES_MODEL") == {"GPT-4o"}


def test_a_named_evaluation_split_and_an_edition_with_its_language_pair():
    text = "We reach 88.7% accuracy on the ContraPro test set and gains on the IWSLT 2017 De-En dataset."
    assert of_type(text, "EVALUATES_ON") == {"ContraPro", "IWSLT 2017 De-En"}
    assert of_type("We split the data into a training set and a test set.", "EVALUATES_ON") == set()


def test_a_benchmark_before_compared_to():
    text = "It gains 28% on MMLU compared to GPT-4 and 9% on BBH relative to EvoPrompt."
    assert of_type(text, "EVALUATES_ON") == {"MMLU", "BBH"}
    assert of_type(text, "COMPARES_AGAINST") == {"GPT-4", "EvoPrompt"}


def test_an_acronym_of_the_opening_words_of_a_title_case_name():
    text = "We propose Spectral Invariant Learning for Dynamic Graphs under Distribution Shifts (SILD)."
    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    assert [(e.name, e.aliases) for e in ex.entities] == [
        ("SILD", ("Spectral Invariant Learning for Dynamic Graphs under Distribution Shifts",))
    ]
    # the capitals must spell it from the run's first word on
    assert find_definitions("We study Deep Open Learning Dynamics Graph Shifts (OLDG) here.") == []


def test_a_colon_far_from_the_kind_noun_lists_contents():
    text = "We present a corpus of 2500 posts labeled with four phases of use: Medical Use, Misuse, Relapse."
    assert of_type(text, "PROPOSES") == set()
    text = "We propose a key principle for compositing latents: Pixel-Equivalent Latent Compositing (PELC)."
    assert of_type(text, "PROPOSES") == {"PELC"}


# dev68-dev71


def test_family_baselines_after_published():
    text = "TOPPO achieves stronger performance than published SAC-family and ARS-family baselines."
    assert of_type(text, "COMPARES_AGAINST") == {"SAC", "ARS"}


def test_a_model_that_scores_is_no_score_of_the_model():
    text = "A reviewing agent powered by GPT-5.2 scores above each top-rated human reviewer."
    assert of_type(text, "USES_MODEL") == {"GPT-5.2"}
    # the metric named after the model still is one
    text = "We report CLIP scores on COCO."
    assert run(text) == {("USES_METRIC", "CLIP score"), ("EVALUATES_ON", "COCO")}


def test_a_dotted_version_after_the_size_and_speech_synthesis_models():
    text = "We continue pre-training Mistral 7B v0.1 and synthesize words with Tacotron 2 and FastSpeech 2."
    assert of_type(text, "USES_MODEL") == {"Mistral 7B v0.1", "Tacotron 2", "FastSpeech 2"}


def test_an_acronym_in_the_description_of_a_named_proposal_names_its_kind():
    text = "We propose FedMix, a novel efficient federated multi-objective optimization (FMOO) algorithm."
    assert of_type(text, "PROPOSES") == {"FedMix"}
    # without a name before it the acronym is the proposal
    text = "We propose a novel efficient federated multi-objective optimization (FMOO) algorithm."
    assert of_type(text, "PROPOSES") == {"FMOO"}


# dev72-dev75


def test_a_model_in_brackets_after_our_component_is_used():
    text = "Given a prompt, we first ask our video planner LLM (GPT-4) to expand it into a plan."
    assert run(text) == {("USES_MODEL", "GPT-4")}


def test_hardware_defined_in_passing_is_no_part():
    text = "We run U-Nets on a cycle simulator for a Neural Processing Unit (NPU). Our AutoGO method helps."
    assert of_type(text, "PROPOSES") == {"AutoGO"}


def test_we_implement_a_kind_then_its_name():
    text = "Using pairs, we implement an evaluation framework, Dual-Metric Bias Assessment (DMBA), here."
    assert of_type(text, "PROPOSES") == {"DMBA"}
    text = "We use an evaluation framework, Dual-Metric Bias Assessment (DMBA), combining two metrics."
    assert of_type(text, "PROPOSES") == set()


def test_a_named_simulator_and_a_variant_after_a_hyphenated_version():
    text = "The agent is evaluated using the CARLA simulator; our best configuration (Gemini 3.1-Pro) leads."
    assert run(text) >= {("EVALUATES_ON", "CARLA"), ("USES_MODEL", "Gemini 3.1-Pro")}
    assert of_type("We fine-tune Llama 3-based models.", "USES_MODEL") == {"Llama"}


def test_a_result_verb_before_a_metric_is_no_part_of_it():
    text = "Our two variants raise per-class accuracy by up to 25% and 38%, respectively."
    assert of_type(text, "USES_METRIC") == {"per-class accuracy"}


def test_a_metric_written_with_an_equals_sign():
    assert of_type("Our best configuration reaches F0.5=69.22 on the test set.", "USES_METRIC") == {"F0.5"}


# dev76-dev79


def test_acronym_named_baselines():
    text = "RL-trained models outperform supervised fine-tuning (SFT) baselines in generalization."
    assert of_type(text, "COMPARES_AGAINST") == {"SFT"}
    assert of_type("Our method outperforms in-context learning baselines.", "COMPARES_AGAINST") == set()


def test_data_our_paper_built_is_proposed():
    text = "Experiments on our built C-MABSA dataset and our newly introduced IC dataset show gains."
    assert of_type(text, "PROPOSES") == {"C-MABSA", "IC"}
    assert of_type(text, "EVALUATES_ON") == set()


def test_the_inner_words_of_a_title_case_name_start_no_other_name():
    text = "We introduce DSDBench: the Data Science Debugging Benchmark, the first benchmark for debugging."
    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    proposed = [(e.name, e.aliases) for e in ex.entities if e.label != "Task"]
    assert proposed == [("DSDBench", ("Data Science Debugging Benchmark",))]


def test_an_acronym_before_called_names_the_kind():
    text = "We introduce a novel family of Point Cloud Transformers (PCTs) called Interlacers."
    assert of_type(text, "PROPOSES") == {"Interlacers"}


def test_the_model_results_are_for_and_a_count_of_items_are_no_part_of_a_benchmark():
    text = "It gets 58% on Arena-Hard with Llama-3-8B-Instruct and 94% on the 547-task Spider2-snow suite."
    assert of_type(text, "EVALUATES_ON") == {"Arena-Hard", "Spider2-snow"}


# dev80-dev83


def test_a_new_kind_then_one_coined_word():
    text = "Furthermore, we propose a new GUI grounding benchmark UI-I2E-Bench, which fixes earlier limits."
    assert of_type(text, "PROPOSES") == {"UI-I2E-Bench"}


def test_a_quoted_long_form_restated_after_i_e():
    text = 'We propose a model for counter speech, i.e., "Speech Concept Bottleneck Model" (SCBM), here.'
    assert of_type(text, "PROPOSES") == {"SCBM"}


def test_performance_comparable_to_that_of_a_model():
    text = "Hydra lets small models reach performance comparable to that of GPT-4-Turbo."
    assert of_type(text, "COMPARES_AGAINST") == {"GPT-4-Turbo"}
    text = "We compare the collected data to that of (CITATION), where users chatted freely."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_a_known_method_name_before_dataset_names_data():
    assert of_type("On the GLaM dataset, DoReMi improves perplexity.", "EVALUATES_ON") == {"GLaM"}


def test_a_listed_long_form_split_at_its_and_and_a_styled_baseline():
    text = "We propose two benchmarks: Thai-H6 and Thai Cultural and Language Insight Benchmark (ThaiCLI)."
    assert of_type(text, "PROPOSES") == {"Thai-H6", "ThaiCLI"}
    assert of_type("M2 matches GPT-style Transformers in perplexity.", "COMPARES_AGAINST") == {"Transformers"}


# dev84-dev87


def test_a_list_of_benchmarks_after_e_g_or_i_e():
    text = "We improve results on benchmark datasets, e.g., SPair-71k, PF-Pascal, and TSS."
    assert of_type(text, "EVALUATES_ON") == {"SPair-71k", "PF-Pascal", "TSS"}
    text = "We run experiments on three image-text benchmarks, i.e., Flickr30K, MS-COCO, and CC152K."
    assert of_type(text, "EVALUATES_ON") == {"Flickr30K", "MS-COCO", "CC152K"}


def test_a_letter_and_digit_version_after_a_hyphen():
    text = "We ablate Falcon-H1-0.5B and MiniMax-M1 against Qwen3.5-0.8B."
    assert of_type(text, "USES_MODEL") == {"Falcon-H1-0.5B", "MiniMax-M1", "Qwen3.5-0.8B"}


# precision audit round 13


def test_a_quoted_definition_is_named_by_its_acronym():
    text = "We propose a novel technique called ``Variational Rectified Activation (VRA)'', which clips."
    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    assert [(e.name, e.aliases) for e in ex.entities] == [("VRA", ("Variational Rectified Activation",))]


def test_data_a_model_was_pretrained_on_is_not_evaluated_on():
    text = "A probe on a ResNet50 pre-trained on ImageNet1k reaches 90% accuracy on CIFAR10."
    assert of_type(text, "EVALUATES_ON") == {"CIFAR10"}
    assert of_type("It outperforms LiT for ImageNet-21k and Places365 pretraining.", "EVALUATES_ON") == set()


# dev91-dev94


def test_baselines_listed_in_brackets_after_i_e():
    text = "It does well compared to other language models (i.e., pre-trained BioBERT and GPT-3.5-turbo)."
    assert of_type(text, "COMPARES_AGAINST") == {"BioBERT", "GPT-3.5-turbo"}


def test_an_adverb_ends_a_lower_case_name_after_called():
    text = "Our framework discovers a representation called skill prototypes purely from unlabeled videos."
    assert of_type(text, "PROPOSES") == {"skill prototypes"}


# dev95-dev98


def test_a_short_last_word_is_no_plural():
    # "ImageNet as" would otherwise read as the plural of "ImageNet a" (ImageNet-A)
    assert of_type("We report results on ImageNet as the main benchmark.", "EVALUATES_ON") == {"ImageNet"}
    assert of_type("We report results on ImageNet-A and ObjectNet.", "EVALUATES_ON") >= {"ImageNet-A"}


def test_a_lower_case_note_in_brackets_does_not_end_a_list():
    text = "Results on CoQA (in-distribution) and TriviaQA, MS MARCO, and PopQA (held-out) improve."
    assert of_type(text, "EVALUATES_ON") == {"CoQA", "TriviaQA", "MS MARCO", "PopQA"}


def test_this_approach_called_x_after_our_proposal():
    text = "We propose a data synthesis method. This approach, called Step-Wise Planner (SWiP), learns."
    assert of_type(text, "PROPOSES") == {"SWiP"}
    # after others' work it names theirs
    text = "Prior systems relied on rules. This approach, called Step-Wise Planner (SWiP), was brittle."
    assert of_type(text, "PROPOSES") == set()


def test_an_adjective_between_our_and_a_coined_name():
    text = "We test on ToolArena and on our new Web-ToolArena, which adds browser tasks."
    assert of_type(text, "PROPOSES") == {"Web-ToolArena"}
    text = "Our dual-branch FlowJuicer applies finer rules to each sample."
    assert of_type(text, "PROPOSES") == {"FlowJuicer"}


def test_a_mixed_case_acronym_the_verb_takes_is_proposed_even_if_listed():
    text = "In this work, we propose a memory-efficient zerothorder optimizer (MeZO), adapting ZO-SGD."
    assert of_type(text, "PROPOSES") == {"MeZO"}
    # a listed all-capital acronym names the kind of the paper's method
    text = "In this work, we propose a retrieval-augmented generation (RAG) pipeline for law."
    assert of_type(text, "PROPOSES") == set()


def test_braces_around_plain_words_are_markup():
    text = "We present a novel method: {Thin and Deep Process} (TDP). Each TDP layer is linear."
    assert of_type(text, "PROPOSES") == {"TDP"}


def test_a_second_baseline_with_its_own_margin():
    text = (
        "Our agent outperforms the strongest baseline (MR-Search) by 1.6 points and the step-level "
        "method GiGPO by 0.9 points."
    )
    assert of_type(text, "COMPARES_AGAINST") == {"MR-Search", "GiGPO"}
    # a metric with a margin is no baseline
    assert of_type("Our agent outperforms PPO by 3% and accuracy by 2%.", "COMPARES_AGAINST") == {"PPO"}


def test_building_upon_a_named_lower_case_framework():
    text = "Building upon the anchor regression framework, we add a penalty to the loss."
    assert of_type(text, "BUILDS_ON") == {"anchor regression"}
    assert of_type("Our method is grounded in a theoretical framework we develop.", "BUILDS_ON") == set()


# dev99-dev102


def test_title_pair_names_both():
    ex = extract(
        Paper(
            id="t",
            doc="t#0",
            title="Heron and Osprey: Recurrent Models with Matrix States",
            abstract="We present Heron (RWKV-5) and Osprey (RWKV-6), sequence models with matrix states.",
        )
    )
    names = {e.key: e.name for e in ex.entities}
    assert {names[r.entity_key] for r in ex.relations if r.type == "PROPOSES"} == {"Heron", "Osprey"}


def test_naming_verbs_with_a_lower_case_long_form_or_an_object_between():
    text = "We design an encoder, which we call neural distributed component analysis (NDCA). NDCA is fast."
    assert of_type(text, "PROPOSES") == {"NDCA"}
    text = "We lift masks to 3D. We refer to the proposed solution as Lift3D, for lifting in 3D."
    assert of_type(text, "PROPOSES") == {"Lift3D"}
    assert of_type("We refer to the reader as Bob.", "PROPOSES") == set()


def test_one_unknown_capitalized_word_set_off_as_the_object():
    text = "We introduce Spinnaker, a system that enables fingertip-based object rotation."
    assert of_type(text, "PROPOSES") == {"Spinnaker"}


def test_a_dimension_prefix_in_an_acronym():
    text = "We first propose 4D Differentiable Part Models (4D-DPM), a method for recovering part motion."
    assert of_type(text, "PROPOSES") == {"4D-DPM"}


def test_models_after_namely_are_others():
    text = "We evaluate four newly developed LLMs, namely DeepSeek-R1, OpenAI o1, and o3-mini."
    assert of_type(text, "PROPOSES") == set()
    assert of_type(text, "USES_MODEL") == {"DeepSeek-R1", "o1", "o3-mini"}


def test_a_mixture_of_experts_size_in_a_size_list():
    text = "We fine-tune Qwen3-8B, 14B, and 30B-A3B on our data."
    assert of_type(text, "USES_MODEL") == {"Qwen3-8B", "Qwen3-14B", "Qwen3-30B-A3B"}


def test_a_list_before_its_head_noun_ends_there():
    text = "Across Yelp, Goodreads, and Amazon datasets, PerTune consistently improves personalization."
    assert "PerTune" not in of_type(text, "EVALUATES_ON")


def test_benchmarks_named_in_brackets_after_their_domains():
    text = (
        "Across four benchmarks spanning math (AIME'25), abstract reasoning (ARC-AGI-1), code "
        "generation (MBPP), and logic puzzles (Sudoku), our method wins."
    )
    assert of_type(text, "EVALUATES_ON") == {"AIME'25", "ARC-AGI-1", "MBPP", "Sudoku"}


# dev103-dev106


def test_two_variants_listed_after_a_colon():
    text = "We propose two variants: SpaceViLT and MaskedSpaceViLT, focusing on full and masked regions."
    assert of_type(text, "PROPOSES") == {"SpaceViLT", "MaskedSpaceViLT"}


def test_an_acronym_before_a_kind_of_working_part():
    text = "We introduce the delayed rejection generalized HMC (DRG-HMC) sampler that adapts step sizes."
    assert of_type(text, "PROPOSES") == {"DRG-HMC"}


def test_praise_between_our_and_a_coined_name():
    assert of_type("The tool is built upon our innovative FAIR-RAG architecture.", "PROPOSES") == {"FAIR-RAG"}
    # "our proposed" stays with its own rule: a modifier of the head is not the name
    assert of_type("Our proposed KG-augmented LLM outperforms prior work.", "PROPOSES") == set()


def test_coined_members_listed_after_novel_kinds():
    text = "We show this by customizing two novel MLLMs, including VL-Llamba and VL-Vicunia, with new LLMs."
    assert of_type(text, "PROPOSES") >= {"VL-Llamba", "VL-Vicunia"}
    assert of_type("Recent work built new LLMs, including GPT-4 and Gemini.", "PROPOSES") == set()


def test_data_named_after_models_in_a_dataset_list():
    text = "Empirical validations on datasets like Alpaca and WizardLM underpin our findings."
    assert of_type(text, "EVALUATES_ON") == {"Alpaca", "WizardLM"}
    assert of_type(text, "USES_MODEL") == set()


def test_a_sota_placeholder_gives_way_to_the_named_example():
    text = "It cuts latency by 20% compared to SoTA baseline (i.e. QuestKV) on long inputs."
    assert of_type(text, "COMPARES_AGAINST") == {"QuestKV"}


def test_qualities_listed_after_evaluation_on():
    text = "Evaluation on fluency, correctness, and citation quality is conducted through human assessment."
    assert of_type(text, "USES_METRIC") >= {"fluency", "correctness"}


# dev107-dev110


def test_every_capitalised_item_after_datasets_colon():
    text = "We evaluate it on four public datasets: Inspek, SemEval2010, SemEval2017, and Krapovin. It wins."
    assert of_type(text, "EVALUATES_ON") == {"Inspek", "SemEval2010", "SemEval2017", "Krapovin"}


def test_a_size_word_already_names_the_checkpoint():
    text = "We contrast a fine-tuned GPT-2 large (774M) model with the GPT-2 small (124M) model."
    assert of_type(text, "USES_MODEL") == {"GPT-2 large", "GPT-2 small"}


def test_bracketed_sizes_after_models_make_one_checkpoint_each():
    text = "We adapted two Llama-3 models (8B and 70B) to clinical notes."
    assert of_type(text, "USES_MODEL") == {"Llama-3 8B", "Llama-3 70B"}


def test_a_pretrained_suffix_stays_in_the_name():
    assert of_type("We test LLaMA-3.2-1B and Gemma-3-1B-PT on three tasks.", "USES_MODEL") == {
        "LLaMA-3.2-1B",
        "Gemma-3-1B-PT",
    }


def test_the_technique_before_coordinated_examples_is_a_baseline_too():
    text = "Our agent outperforms direct prompting and prior agents like OpenHandz and Self-Debug."
    assert of_type(text, "COMPARES_AGAINST") == {"direct prompting", "OpenHandz", "Self-Debug"}


# precision audit round 14


def test_praise_is_no_part_of_a_proposed_name():
    text = "Since our proposed new DP algorithms improve performance, we expect wide adoption."
    assert of_type(text, "PROPOSES") == set()


# twelfth session


def test_a_capitalised_match_in_a_metric_name_is_no_comparison():
    text = (
        "Question answering systems are commonly scored with answer metrics, such as Exact Match (EM) "
        "and the F1 score."
    )
    assert of_type(text, "COMPARES_AGAINST") == set()
    assert "EM" in of_type(text, "USES_METRIC")
    assert of_type("With this trick, NoPE can match RoPE on long inputs.", "COMPARES_AGAINST") == {"RoPE"}


def test_languages_after_a_comparison_cue_are_no_baselines():
    assert of_type("Results are stronger for French than German.", "COMPARES_AGAINST") == set()
    text = "Fusional languages do better than complex languages like Turkish, while ours outperforms mBART."
    assert of_type(text, "COMPARES_AGAINST") == {"mBART"}


def test_a_task_acronym_after_a_comparison_cue_is_no_baseline():
    text = (
        "Direct speech-to-speech translation (S2ST) models are hard to train. "
        "Our model achieves higher BLEU than S2ST and Translatotron 2."
    )
    assert of_type(text, "COMPARES_AGAINST") == {"Translatotron 2"}


def test_a_one_digit_version_closes_a_name():
    assert of_type("Our model achieves higher BLEU than UnitY and Translatotron 2.", "COMPARES_AGAINST") == {
        "UnitY",
        "Translatotron 2",
    }
    text = "We measure the impact on four LLMs: Qwen2.5-7B, Flan-T5-XL and Mistral-Large 2, across datasets."
    assert of_type(text, "EVALUATES_ON") == set()
    assert of_type("As shown in Table 2, our model beats AlphaFold 3.", "COMPARES_AGAINST") == {"AlphaFold 3"}


# precision audit round 15


def test_a_participle_clause_after_a_comparison_is_no_technique():
    text = "Experiments show that RAVEN outperforms existing methods, showing stronger alignment with users."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_a_parameter_range_is_no_baseline():
    text = "We contrast small vs. medium models (50B-80B) and tuned vs. base models."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_a_typographic_apostrophe_in_a_metric_name():
    text = "Our encoders reach 80.1% Spearman\u2019s correlation, improving over SimCSE."
    assert of_type(text, "USES_METRIC") == {"Spearman\u2019s correlation"}


def test_the_short_form_of_a_rate_is_the_same_metric():
    text = "Our robot achieves a 90% success rate, while the baselines achieve at most 40% success."
    assert of_type(text, "USES_METRIC") == {"success rate"}


def test_a_resolution_stays_in_a_dataset_name():
    text = r"We reach FID scores of 1.8 on CelebA-64$\times$64 and 2.7 on ImageNet-256$\times$256."
    assert of_type(text, "EVALUATES_ON") == {"CelebA-64×64", "ImageNet-256×256"}


def test_a_benchmark_of_plain_capitalised_words_keeps_its_head_noun():
    text = "Our method achieves the best results on the Semantic Shift Benchmark and the ZuCo Dataset."
    assert of_type(text, "EVALUATES_ON") == {"Semantic Shift Benchmark", "ZuCo"}


def test_capitalised_task_names_after_a_dataset_are_no_datasets():
    text = (
        "We run experiments on two tasks supported by this dataset: Event-relevance Classification and "
        "Event-type Classification."
    )
    assert of_type(text, "EVALUATES_ON") == set()


def test_diffusion_language_models_are_models():
    text = "We apply our sampler to two diffusion language models, LLaDA and Dream."
    assert of_type(text, "USES_MODEL") == {"LLaDA", "Dream"}
    assert of_type("Experiments on LLaDA-8B-Instruct show gains.", "USES_MODEL") == {"LLaDA-8B-Instruct"}
