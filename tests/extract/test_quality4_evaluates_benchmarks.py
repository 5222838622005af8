"""Round 4, EVALUATES_ON: classes of misses and extras found on fresh abstracts (sentences are our own)."""

from extract_helpers import of_type


def test_qualified_dataset_name_wins_over_its_inner_known_name() -> None:
    text = "We fine-tune a detector on the public NIH ChestX-ray14 dataset and report per-class results."
    found = of_type(text, "EVALUATES_ON")
    assert "NIH ChestX-ray14" in found
    assert "ChestX-ray14" not in found


def test_benchmark_named_right_after_we_introduce_is_not_evaluated_on() -> None:
    text = (
        "We introduce the Kitchen Reasoning Benchmark (KitchenRB), which probes procedural knowledge. "
        "Experiments on GSM8K show that current models still fail."
    )
    found = of_type(text, "EVALUATES_ON")
    assert "KitchenRB" not in found
    assert "GSM8K" in found


def test_introduction_verb_does_not_hide_data_the_method_is_run_on() -> None:
    text = "We present LoopNet and evaluate it on CIFAR-100 and Tiny ImageNet."
    assert {"CIFAR-100", "Tiny ImageNet"} <= of_type(text, "EVALUATES_ON")


def test_language_named_dataset_is_not_a_named_dataset() -> None:
    text = "Our experiments on the Odia dataset and the Persian dataset show gains of 4 points."
    found = of_type(text, "EVALUATES_ON")
    assert not {"Odia", "Persian"} & found


def test_background_mention_of_prior_benchmarks_is_not_evaluated_on() -> None:
    text = (
        "Existing benchmarks such as SMAC and GSM8K lack hardware realism. "
        "We build a new robot testbed for multi-agent learning."
    )
    assert not of_type(text, "EVALUATES_ON")


def test_coined_name_before_several_modifier_words_and_a_dataset_head() -> None:
    text = "Our experiments on the KX-GAIT wearable sensor dataset show that the encoder is 3x faster."
    assert "KX-GAIT" in of_type(text, "EVALUATES_ON")


def test_medmnist_subsets_listed_as_examples_are_datasets() -> None:
    text = (
        "The hybrid classifier is better on most image collections, especially noisy ones "
        "(e.g., DermaMNIST, OrganCMNIST, TissueMNIST)."
    )
    assert {"DermaMNIST", "OrganCMNIST", "TissueMNIST"} <= of_type(text, "EVALUATES_ON")


def test_action_segmentation_benchmark_starting_with_a_digit() -> None:
    text = "Our segmenter sets a new state of the art on two standard benchmarks, GTEA and 50 Salads."
    assert {"GTEA", "50 Salads"} <= of_type(text, "EVALUATES_ON")


def test_listed_suite_whose_first_word_is_an_organisation_is_kept() -> None:
    text = "The critic wins on 20 tasks from DeepMind Control and Meta-World."
    found = of_type(text, "EVALUATES_ON")
    assert "DeepMind Control" in found or "DeepMind Control Suite" in found
    assert "Meta-World" in found


def test_capitalised_dataset_head_becomes_an_alias() -> None:
    from kg.extract import extract
    from kg.model import Paper

    ex = extract(Paper(id="t", doc="t#0", abstract="Our decoder scores 30.2 BLEU-1 on the KoraEEG Dataset."))
    data = [e for e in ex.entities if e.label == "Dataset"]
    assert [(e.name, tuple(e.aliases)) for e in data] == [("KoraEEG", ("KoraEEG Dataset",))]


def test_protein_stability_datasets_in_a_list_before_a_head_noun() -> None:
    text = "Our predictor is state of the art on S669, ProTherm, and ProteinGym datasets."
    assert {"S669", "ProTherm", "ProteinGym"} <= of_type(text, "EVALUATES_ON")


def test_model_after_on_is_not_a_dataset() -> None:
    text = "Our prompt rewriting gains an average of 6.1 points on GPT-NeoX and on GSM8K."
    found = of_type(text, "EVALUATES_ON")
    assert "GPT-NeoX" not in found
    assert "GSM8K" in found


def test_lost_sentence_boundary_does_not_glue_an_adverb_to_the_name() -> None:
    text = "We evaluate four retrievers on HotpotQA Surprisingly, dense retrievers lag behind BM25."
    found = of_type(text, "EVALUATES_ON")
    assert "HotpotQA" in found
    assert not any("Surprisingly" in n for n in found)


def test_background_platforms_named_for_their_evaluation_use_are_not_evaluated_on() -> None:
    text = (
        "However, established platforms (e.g., SMAC and Crafter) lack realism, which hampers the "
        "development and evaluation of new agents. We build JaxArena, a faster simulator."
    )
    found = of_type(text, "EVALUATES_ON")
    assert not {"SMAC", "Crafter"} & found


def test_benchmark_shaped_name_in_a_result_sentence_without_a_cue() -> None:
    text = "Our prover solves 61.0% of MiniCTFBench within a budget of 64 attempts, beating all baselines."
    assert "MiniCTFBench" in of_type(text, "EVALUATES_ON")


def test_benchmark_shaped_name_in_a_background_sentence_is_not_evaluated_on() -> None:
    text = "Resources such as TaxLawBench and CaseHoldQA broaden the coverage of legal tasks."
    assert not of_type(text, "EVALUATES_ON")


def test_name_followed_by_a_new_dataset_apposition_is_proposed_not_evaluated() -> None:
    text = (
        "Our agent improves success rates by 20% in ALFWorld and by 30% in CraftText, a novel "
        "compositional dataset that we introduce."
    )
    found = of_type(text, "EVALUATES_ON")
    assert "ALFWorld" in found
    assert "CraftText" not in found


def test_language_group_named_datasets_are_not_named_datasets() -> None:
    text = "We measure judge agreement across four community-built Indic datasets and report 12% gains."
    assert "Indic" not in of_type(text, "EVALUATES_ON")


def test_benchmarks_in_the_background_opening_are_not_evaluated_on() -> None:
    text = (
        "Widely used benchmarks such as FinQA and TAT-QA have shaped financial question answering. "
        "We present LedgerBench, a benchmark of audited ledgers, and find that current models struggle."
    )
    found = of_type(text, "EVALUATES_ON")
    assert not {"FinQA", "TAT-QA"} & found


def test_opening_sentence_with_a_result_still_counts() -> None:
    text = "On GSM8K, small models trained with SwiftRL reach 81% accuracy. We analyse why this works."
    assert "GSM8K" in of_type(text, "EVALUATES_ON")


def test_subject_areas_in_brackets_are_not_datasets() -> None:
    text = "Our agent improves by 12% on the GPQA benchmark (Physics & Chemistry) over the best baseline."
    found = of_type(text, "EVALUATES_ON")
    assert "GPQA" in found
    assert "Physics & Chemistry" not in found


def test_possessive_inside_a_known_benchmark_name() -> None:
    text = "Our agent scores 31% on Humanity's Last Exam, ahead of every open model."
    assert "Humanity's Last Exam" in of_type(text, "EVALUATES_ON")


def test_known_benchmark_with_a_version_suffix() -> None:
    text = "We report win rates on AlpacaEval and gains of 4 points on Arena-Hard v2."
    assert "Arena-Hard v2" in of_type(text, "EVALUATES_ON")


def test_coordinated_title_case_name_is_one_dataset_not_its_words() -> None:
    text = "Our solver is evaluated on the Abstraction and Reasoning Corpus and reaches 30% accuracy."
    found = of_type(text, "EVALUATES_ON")
    assert "Abstraction and Reasoning Corpus" in found
    assert not {"Abstraction", "Reasoning"} & found


def test_sibling_datasets_keep_their_own_names() -> None:
    text = "Experiments on the ETTh1, ETTm2 and Weather datasets show 8% lower error."
    assert {"ETTh1", "ETTm2", "Weather"} <= of_type(text, "EVALUATES_ON")


def test_platform_names_before_a_dataset_head_are_datasets() -> None:
    text = "Experiments on the Reddit and Weibo datasets show that our rumour detector is 6% more accurate."
    assert {"Reddit", "Weibo"} <= of_type(text, "EVALUATES_ON")


def test_platform_name_without_a_dataset_head_is_not_a_dataset() -> None:
    text = "We collect posts from Reddit and show that our detector improves F1 by 5%."
    assert "Reddit" not in of_type(text, "EVALUATES_ON")


def test_name_in_apposition_with_a_dataset_noun_is_evaluated_on() -> None:
    text = "We revisit ZebraQuiz, a widely used reasoning benchmark, and find 20% of its labels wrong."
    assert "ZebraQuiz" in of_type(text, "EVALUATES_ON")


def test_apposition_with_a_new_benchmark_is_not_evaluated_on() -> None:
    text = "We introduce ZebraQuiz, a new reasoning benchmark, and show that current models fail on it."
    assert "ZebraQuiz" not in of_type(text, "EVALUATES_ON")


def test_suite_of_something_else_is_no_dataset_apposition() -> None:
    text = "The toolkit ships PlanKit, a comprehensive suite of planning APIs, with 40% fewer calls."
    assert "PlanKit" not in of_type(text, "EVALUATES_ON")
