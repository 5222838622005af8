"""Round 5 PROPOSES: classes of misses and extras found on a fresh sample (all sentences are invented)."""

from extract_helpers import of_type


def test_name_with_a_latex_accent_is_one_name() -> None:
    text = r"We present Gr\"unNet, a compact vision model for leaves."
    assert of_type(text, "PROPOSES") == {"GrünNet"}


def test_ascii_title_names_the_accented_abstract_name() -> None:
    title = "Ardan: A Bilingual Welsh-English Model"
    text = r"This paper introduces Ard\'an, a bilingual Welsh-English large language model (LLM)."
    assert of_type(text, "PROPOSES", title) == {"Ardán"}


def test_parts_listed_after_consists_of_are_components() -> None:
    text = (
        "We propose KESTREL, a detector for forged receipts. KESTREL consists of two modules: Ink Trace "
        "Matcher (ITM), which aligns strokes, and Layout Drift Scorer (LDS), which scores the layout."
    )
    assert of_type(text, "PROPOSES") == {"KESTREL", "ITM", "LDS"}


def test_listed_parts_of_someone_elses_system_are_not_components() -> None:
    text = (
        "Prior detectors consist of two modules: Ink Trace Matcher (ITM) and Layout Drift Scorer (LDS). "
        "We study their failure cases."
    )
    assert of_type(text, "PROPOSES") == set()


def test_sibling_long_form_sharing_the_proposal_words() -> None:
    text = (
        "We propose the Shard Routing Framework (SRF), which merges experts using a learned Shard Routing "
        "Model (SRM). We also define Expert Drift Scores (EDS); the Maximal Expert Drift Score (MEDS) "
        "flags unstable layers."
    )
    found = of_type(text, "PROPOSES")
    assert {"SRF", "SRM"} <= found


def test_variant_long_form_containing_the_proposed_long_form() -> None:
    text = (
        "This study introduces the Lexical Shift Metrics (LSMs), a way to judge compressed models. "
        "Utilizing the First Lexical Shift Metric (FLSM) in pruning reveals redundant heads."
    )
    assert {"FLSM"} <= of_type(text, "PROPOSES")


def test_kind_after_our_renamed_by_a_call_is_not_a_name() -> None:
    text = (
        "Existing LSH schemes fail on asymmetric distances. Our LSH, which we call WaveHash, "
        "gives better recall than several baselines."
    )
    assert of_type(text, "PROPOSES") == {"WaveHash"}


def test_field_acronym_defined_earlier_is_not_an_implicit_proposal() -> None:
    text = (
        "Auditing leakage is hard in federated learning (FL). We propose a new federated learning "
        "protocol called shard-audit-release (SAR), which bounds FL leakage."
    )
    assert of_type(text, "PROPOSES") == {"SAR"}


def test_title_name_plus_its_kind_is_one_proposal() -> None:
    title = "Quadrant: A Four-View Detector for Machine Text"
    text = "We propose a novel Quadrant Detection Framework that reads style and content. Quadrant is robust."
    assert of_type(text, "PROPOSES", title) == {"Quadrant"}


def test_name_opened_by_a_greek_letter_in_math() -> None:
    text = r"We propose $\pi$-RVX, an optimistic variant of value iteration for kernel spaces."
    assert of_type(text, "PROPOSES") == {"π-RVX"}


def test_existing_technique_called_by_name_after_a_use_verb() -> None:
    text = "We propose a fast checker that utilizes a segmentation trick called span dropout to spot errors."
    assert of_type(text, "PROPOSES") == set()


def test_released_plain_words_are_no_names() -> None:
    text = "We present GraspKit, a grasping model. We release our synthetic dataset, code, model, and demos."
    assert of_type(text, "PROPOSES") == {"GraspKit"}


def test_name_printed_by_an_acronym_macro() -> None:
    text = r"We introduce \BQX{}, a benchmark of classroom questions. \BQX{} covers twenty subjects."
    assert of_type(text, "PROPOSES") == {"BQX"}


def test_title_acronym_spelled_out_by_its_subtitle() -> None:
    title = "GRaM: Gradient-Ratio Matching for Label-Efficient Distillation"
    text = "Distilling with few labels is hard. A large teacher produces soft labels for the student."
    assert of_type(text, "PROPOSES", title) == {"GRaM"}


def test_title_head_not_spelled_out_needs_an_own_proposal() -> None:
    title = "GRaM: Distillation Without Labels"
    text = "Distilling with few labels is hard. A large teacher produces soft labels for the student."
    assert of_type(text, "PROPOSES", title) == set()


def test_field_acronym_modifying_a_kind_noun_is_not_the_name() -> None:
    text = (
        "Graph models treat edges equally. Curriculum Ordering (CO) sorts samples from easy to hard. "
        "We propose a novel CO strategy to gradually add edges during training."
    )
    assert of_type(text, "PROPOSES") == set()


def test_eponym_acronym_in_a_proposal_sentence_is_no_component() -> None:
    text = (
        "We propose TideRL, which minimizes a forward Kullback–Leibler (KL) divergence to a target "
        "policy and a Jensen-Shannon (JS) penalty."
    )
    assert of_type(text, "PROPOSES") == {"TideRL"}


def test_own_acronym_defined_earlier_stays_a_proposal() -> None:
    text = (
        "To this end, we introduce the TAB2QA dataset, a novel benchmark. We further explore the explicit "
        "use of Ordered Hint Steps for Tables (OHST), aligning items. Our tuned model gains 3% compared "
        "to models without the proposed OHST method."
    )
    assert of_type(text, "PROPOSES") == {"TAB2QA", "OHST"}


def test_capitalized_parts_introduced_after_the_proposal() -> None:
    text = (
        "We propose FUSE-Tune, a multilingual tuning paradigm. Training is steered by a trainable Gate "
        "Selector that keeps useful activations. At inference, a Shift Matrix is used to map languages."
    )
    assert of_type(text, "PROPOSES") == {"FUSE-Tune", "Gate Selector", "Shift Matrix"}


def test_capitalized_phrase_spelling_out_the_proposal_is_not_a_part() -> None:
    text = "In this work, we propose UPA, an Unsupervised Prompt Agent that searches prompts without labels."
    assert of_type(text, "PROPOSES") == {"UPA"}


def test_capitalized_kind_before_the_proposal_is_not_a_part() -> None:
    text = "A Gated Memory is often used by agents. We propose FUSE-Tune, which tunes a model."
    assert of_type(text, "PROPOSES") == {"FUSE-Tune"}


def test_coined_word_between_our_and_a_method_noun() -> None:
    text = "We study multi-objective training. By varying the weights, our MO-clip method explores the front."
    assert of_type(text, "PROPOSES") == {"MO-clip"}


def test_followed_existing_acronym_after_our_is_not_a_proposal() -> None:
    text = (
        "To create samples, we follow the Debate Judge Feedback (DJF) approach with four judges. "
        "Our DJF models then agree more with the judges."
    )
    assert of_type(text, "PROPOSES") == set()


def test_family_of_models_the_paper_presents() -> None:
    text = "We present the KESTRELTA family of models, trained for translation. KESTRELTA comes in two sizes."
    assert of_type(text, "PROPOSES") == {"KESTRELTA"}


def test_name_after_denoted() -> None:
    text = "We introduce a novel framework denoted Twin-Core, which serves as a plug-in for lifelong tuning."
    assert of_type(text, "PROPOSES") == {"Twin-Core"}


def test_coined_title_head_named_nowhere_else_is_not_recorded() -> None:
    title = "ReefQA-IE: A Benchmark for Coral Report Extraction"
    text = (
        "We introduce a benchmark for extracting facts from coral survey reports. We also release "
        "SurveyDocs, a corpus of 900 annotated reports."
    )
    assert of_type(text, "PROPOSES", title) == {"SurveyDocs"}


def test_title_head_spelling_a_found_acronym_is_not_added_twice() -> None:
    title = "ReefIQ: Reef Intelligence Quotient for Survey Agents"
    text = "We propose the Reef Intelligence Quotient (RIQ), a score for survey agents."
    assert of_type(text, "PROPOSES", title) == {"RIQ"}


def test_title_head_with_markup_is_cleaned() -> None:
    title = r"D$^3$Reef: Fields for Coral Survey Agents"
    text = "We propose D$^3$Reef, a descriptor field for coral survey agents."
    assert of_type(text, "PROPOSES", title) == {"D3Reef"}


def test_component_redefining_a_known_acronym_is_still_proposed() -> None:
    text = (
        "We propose KESTREL, a detector for forged receipts. Faithfulness-Preserving Segmentation (FPS) "
        "turns point maps into segments."
    )
    assert of_type(text, "PROPOSES") == {"KESTREL", "FPS"}


def test_known_acronym_with_its_known_meaning_stays_background() -> None:
    text = "We propose KESTREL, a detector for forged receipts. It runs at 40 frames per second (FPS)."
    assert of_type(text, "PROPOSES") == {"KESTREL"}
