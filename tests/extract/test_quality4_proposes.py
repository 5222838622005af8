"""Round 4 PROPOSES: proposal frames found missing on fresh abstracts (all sentences are invented)."""

from extract_helpers import of_type, run

from kg.extract.acronyms import find_definitions


def test_gerund_after_by_proposes_a_dataset() -> None:
    text = "We test planners against known bounds by introducing a new dataset, MAZEPACK."
    assert ("PROPOSES", "MAZEPACK") in run(text)


def test_gerund_of_others_is_not_a_proposal() -> None:
    assert of_type("We show that methods introducing GraphMix fail on long inputs.", "PROPOSES") == set()


def test_name_after_a_dash_apposition() -> None:
    text = "Building on this, we instantiate a practical system - HERON, which lets robots learn alone."
    assert of_type(text, "PROPOSES") == {"HERON"}


def test_sibling_variants_of_a_proposed_name() -> None:
    text = "We propose HERON-A which uses thresholds, and HERON-B which uses a learned policy."
    assert of_type(text, "PROPOSES") == {"HERON-A", "HERON-B"}


def test_roman_variant_of_the_proposal_but_not_sizes_or_modifiers() -> None:
    text = "We propose KITE. KITE-II adds memory, while KITE-based baselines and KITE-7B lag behind."
    assert of_type(text, "PROPOSES") == {"KITE", "KITE-II"}


def test_component_named_after_a_colon_following_a_new_description() -> None:
    text = "We propose KITE, trained with a new ranking objective: the Pairwise Order Loss (POL)."
    assert of_type(text, "PROPOSES") == {"KITE", "POL"}


def test_component_after_a_title_name() -> None:
    title = "KITE: Ranking Without Labels"
    text = "We propose KITE, a ranking framework guided by a new reward: the Rank Agreement Reward (RAR)."
    assert of_type(text, "PROPOSES", title) == {"KITE", "RAR"}


def test_count_digit_acronym_is_defined() -> None:
    defs = {(d.short, d.long) for d in find_definitions("We add the Reasoning Reflection Reward (R3) term.")}
    assert defs == {("R3", "Reasoning Reflection Reward")}


def test_count_digit_never_spans_brackets() -> None:
    assert find_definitions("We compare Llama 3 (L3) and Layer 2 (L2) features.") == []


def test_passive_named_strategy_with_kind_noun() -> None:
    text = "Then a Depth-aware Mixing strategy is introduced to align both views."
    assert of_type(text, "PROPOSES") == {"Depth-aware Mixing"}


def test_word_split_at_ampersand_is_no_name() -> None:
    assert of_type("We release curated scienceQ&A datasets with judge scores.", "PROPOSES") == set()


def test_title_name_only_as_prefix_of_the_abstract_name() -> None:
    title = "AgriNet: A Study of Crop Classifiers"
    text = "We introduce AgriNet-12, a benchmark of crop images from farms."
    assert of_type(text, "PROPOSES", title) == {"AgriNet-12"}


def test_name_between_dashes_after_a_benchmark_keeps_the_algorithm_a_method() -> None:
    text = (
        "We introduce PlotWeaverMaker, a novel algorithm to synthesize plot holes. Using it, we construct a "
        "benchmark to evaluate plot hole detection —PlotWeaver—robust to contamination."
    )
    labels = {(e.name, e.label) for e in _entities(text) if e.label in ("Method", "Dataset")}
    assert labels == {("PlotWeaverMaker", "Method"), ("PlotWeaver", "Dataset")}


def _entities(text: str) -> list:
    from kg.extract import extract
    from kg.model import Paper

    return list(extract(Paper(id="t", doc="t#0", abstract=text)).entities)


def test_second_spelling_of_the_proposal_is_an_alias() -> None:
    text = "We propose SparVAR for fast decoding. The proposed SparseVAR halves latency."
    assert of_type(text, "PROPOSES") == {"SparVAR"}


def test_variant_with_an_extra_capital_is_a_separate_proposal() -> None:
    text = "We propose GRID-RAG, a retrieval framework. We also introduce GRIDP-RAG, a variant with parents."
    assert of_type(text, "PROPOSES") == {"GRID-RAG", "GRIDP-RAG"}


def test_our_coined_word_is_a_proposal_but_not_a_known_model_or_dimension() -> None:
    assert of_type("Our PlumeNet reduces error by 20%.", "PROPOSES") == {"PlumeNet"}
    assert of_type("Our GPT-4 runs and our 2D-3D hybrid grid are cheap.", "PROPOSES") == set()


def test_name_marked_ours() -> None:
    assert of_type("PlumeNet (ours) beats every baseline on the test split.", "PROPOSES") == {"PlumeNet"}


def test_existing_term_named_without_an_own_subject_is_no_proposal() -> None:
    text = "Tokenizers split text into smaller units called shardlets before merging."
    assert of_type(text, "PROPOSES") == set()


def test_technique_the_paper_explores_is_no_proposal() -> None:
    text = "In this paper, we explore a natural technique called mirror pooling."
    assert of_type(text, "PROPOSES") == set()


def test_new_thing_named_with_called_is_still_proposed() -> None:
    assert of_type("We propose a new framework called KiteRank for ranking.", "PROPOSES") == {"KiteRank"}


def test_paradigms_the_paper_combines_are_not_proposals() -> None:
    text = (
        "We propose to combine two paradigms: Neural Shape Fields (NSFs) that encode objects and "
        "Symbolic Task Planning (STP) frameworks that chain skills."
    )
    assert of_type(text, "PROPOSES") == set()


def test_acronym_ending_in_capital_s_is_not_a_plural_of_a_generic_one() -> None:
    text = "We propose a new metric called the Flow Likelihood Score (FLS), a sample-based score."
    assert of_type(text, "PROPOSES") == {"FLS"}


def test_which_we_refer_to_as() -> None:
    text = "We design a stronger text-only parser, which we refer to as LC-TreeNet."
    assert of_type(text, "PROPOSES") == {"LC-TreeNet"}


def test_namely_after_a_new_description_but_not_after_a_list() -> None:
    text = "This paper presents a new cross-modal object detector, namely UPIDet, which uses images."
    assert of_type(text, "PROPOSES") == {"UPIDet"}
    assert of_type("We evaluate three tasks, namely summarization, translation and QA.", "PROPOSES") == set()


def test_coordinated_definitions_are_all_proposed() -> None:
    text = "We introduce two algorithms, Boltzmann Leaf Search (BLS) and Decaying Entropy Leaf Search (DELS)."
    assert of_type(text, "PROPOSES") == {"BLS", "DELS"}


def test_coordinated_known_method_is_not_proposed() -> None:
    text = "We propose the Kite Ranking Loss (KRL) and Proximal Policy Optimization (PPO) fine-tuning."
    assert of_type(text, "PROPOSES") == {"KRL"}


def test_long_form_may_end_in_a_kind_noun_and_a_dash_description() -> None:
    text = "This paper introduces the Versatile Instructable Motion prior (VIM) – a framework for locomotion."
    assert of_type(text, "PROPOSES") == {"VIM"}


def test_namely_list_of_new_variants() -> None:
    text = "We design two new variants of SVGD, namely VP-SVGD and GB-SVGD, with fast rates."
    assert of_type(text, "PROPOSES") == {"VP-SVGD", "GB-SVGD"}


def test_counted_kind_then_names_after_a_colon() -> None:
    text = (
        "We propose two new benchmarks for a harder assessment of layout: GridEval++, which adds "
        "constraints, and Imagine-Grid, which tests imagination."
    )
    labels = {(e.name, e.label) for e in _entities(text) if e.label in ("Method", "Dataset")}
    assert labels == {("GridEval++", "Dataset"), ("Imagine-Grid", "Dataset")}


def test_participle_after_a_defined_acronym_keeps_the_proposal() -> None:
    text = "For aggregation, we design a Latent Scoring Model (LatentSM) trained with a contrastive loss."
    assert of_type(text, "PROPOSES") == {"LatentSM"}


def test_name_shaped_word_before_its_kind_noun() -> None:
    text = "We introduce the U-NERF framework and release the Tweets2019-Urdu dataset for tagging."
    assert of_type(text, "PROPOSES") == {"U-NERF", "Tweets2019-Urdu"}


def test_list_of_released_items_is_no_lowercase_name() -> None:
    text = "We release the benchmark suite, training corpora, the generator, and the scripts."
    assert of_type(text, "PROPOSES") == set()


def test_size_description_after_a_name_is_no_second_name() -> None:
    text = "We introduce Echo-Pix, a 180K-scale synthetic dataset of edited photos."
    assert of_type(text, "PROPOSES") == {"Echo-Pix"}


def test_components_listed_after_a_colon_and_with_kind_nouns() -> None:
    first = "We propose KiteNet for drift. Specifically, KiteNet consists of two key components: "
    assert of_type(first + "a Drift Encoder and a Gate Router.", "PROPOSES") == {
        "KiteNet",
        "Drift Encoder",
        "Gate Router",
    }
    second = (
        "We propose KiteNet for drift. KiteNet consists of a Drift Encoder module and a Gate Router module."
    )
    assert of_type(second, "PROPOSES") == {"KiteNet", "Drift Encoder", "Gate Router"}


def test_parts_of_known_architectures_are_not_components() -> None:
    text = "We propose KiteNet. KiteNet integrates the Vision Transformer and the Lindblad Master Equation."
    assert of_type(text, "PROPOSES") == {"KiteNet"}


def test_passive_proposal_in_the_papers_own_sentence() -> None:
    assert of_type("In this work, KiteNet is proposed to address drift.", "PROPOSES") == {"KiteNet"}
    assert of_type("In prior work, GraphMix is proposed for graphs.", "PROPOSES") == set()


def test_the_resulting_kind_then_name() -> None:
    assert of_type("The resulting dataset, KiteSet, contains 10k images.", "PROPOSES") == {"KiteSet"}


def test_name_in_brackets_after_its_kind() -> None:
    text = "We propose a two-stage framework (KITE) that first ranks and then filters."
    assert of_type(text, "PROPOSES") == {"KITE"}
    assert of_type("We propose a method (LoRA) for tuning adapters.", "PROPOSES") == set()


def test_a_title_head_the_abstract_never_names_is_not_recorded() -> None:
    title = "KiteNet: Drift-Aware Ranking"
    text = "We propose a novel framework that ranks items under drift. We also release KiteSet, a dataset."
    assert of_type(text, "PROPOSES", title) == {"KiteSet"}


def test_title_name_is_not_added_when_the_framework_is_named() -> None:
    title = "KiteNet: Drift-Aware Ranking"
    text = "We propose KiteRank, a novel framework. We also release KiteSet, a dataset."
    assert of_type(text, "PROPOSES", title) == {"KiteRank", "KiteSet"}


def test_the_result_is_name_with_a_description() -> None:
    text = "We propose KiteSSM. The result is KiteS5, an efficient KiteSSM variant for long sequences."
    assert of_type(text, "PROPOSES") == {"KiteSSM", "KiteS5"}


def test_we_call_this_noun_phrase_is_no_lowercase_name() -> None:
    assert of_type("We call this roughly +0.5 gap the Silent Drop.", "PROPOSES") == set()


def test_bracketed_acronym_inside_the_description_keeps_the_dataset_label() -> None:
    text = "We introduce S-KiteQA, an English medical question-answering (QA) dataset for benchmarking."
    labels = {(e.name, e.label) for e in _entities(text) if e.label in ("Method", "Dataset")}
    assert labels == {("S-KiteQA", "Dataset")}


def test_enumerated_contributions_with_descriptions() -> None:
    text = "Our contributions are threefold: (1) KiteSet, a dataset of 5k dialogues; (2) KiteNet, a ranker."
    labels = {(e.name, e.label) for e in _entities(text) if e.label in ("Method", "Dataset")}
    assert labels == {("KiteSet", "Dataset"), ("KiteNet", "Method")}


def test_enumerated_baselines_are_not_contributions() -> None:
    text = "We compare: (1) GraphMix, a standard mixer, and (2) NodeDrop, a regularizer."
    assert of_type(text, "PROPOSES") == set()


def test_open_sourced_checkpoints_are_proposed_not_used() -> None:
    text = "We open-source KiteCoder-7B and KiteCoder-14B."
    assert of_type(text, "PROPOSES") == {"KiteCoder-7B", "KiteCoder-14B"}
    assert of_type(text, "USES_MODEL") == set()


def test_second_described_name_joined_by_and() -> None:
    text = "We develop an agent, KiteAgent, and a benchmark, KiteArena."
    labels = {(e.name, e.label) for e in _entities(text) if e.label in ("Method", "Dataset")}
    assert labels == {("KiteAgent", "Method"), ("KiteArena", "Dataset")}
