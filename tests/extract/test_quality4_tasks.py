"""ADDRESSES round 4: classes of errors found on a fresh 40-abstract sample (dev3).

Each test is one class: bare heads, near-duplicate tasks, compared baselines, method names the
gazetteers know, "(ACR) head" tasks, listed task names refined by their modifiers, and the
dev3 gold file itself (it must stay well-formed and scorable by record id).
"""

from extract_helpers import of_type

A = "ADDRESSES"


def _lower(names: set[str]) -> set[str]:
    return {n.lower() for n in names}


def test_bare_head_is_no_task() -> None:
    # the modifier is cut away ("pose" used to be read as the verb): never emit "estimation" alone
    text = (
        "Robots must know how a held tool sits in the gripper. We present GripSense, a "
        "method for in-hand pose estimation from touch, and show that careful estimation pays off."
    )
    found = _lower(of_type(text, A))
    assert "estimation" not in found
    assert "in-hand pose estimation" in found


def test_near_duplicate_tasks_are_kept_once() -> None:
    text = (
        "Multilingual translation is hard for rare pairs. We study multilingual machine translation "
        "with adapters, and our adapters improve multilingual translation and multilingual machine "
        "translation."
    )
    found = _lower(of_type(text, A))
    assert "multilingual machine translation" in found
    assert "multilingual translation" not in found


def test_distinct_tasks_sharing_a_head_both_stay() -> None:
    text = (
        "Reward-free exploration and reward-agnostic exploration ask an agent to explore without a "
        "reward. We give one algorithm for reward-free exploration and for reward-agnostic exploration."
    )
    found = _lower(of_type(text, A))
    assert {"reward-free exploration", "reward-agnostic exploration"} <= found


def test_compared_baseline_is_no_task() -> None:
    text = (
        "We propose DriveMind, a planner for closed-loop autonomous driving. DriveMind outperforms "
        "the mainstream imitation learning approach by a wide margin."
    )
    found = _lower(of_type(text, A))
    assert not any("imitation learning" in t for t in found)
    assert any("autonomous driving" in t for t in found)


def test_title_case_method_name_known_to_the_gazetteer_is_no_task() -> None:
    text = (
        "Retrieved answers come without guarantees. Conformal Prediction (CP) offers prediction sets "
        "with coverage guarantees, and we calibrate CP over reasoning paths for graph question answering."
    )
    assert "Conformal Prediction" not in of_type(text, A)


def test_lowercase_technique_that_is_also_a_task_stays() -> None:
    text = (
        "Speculative decoding speeds up generation with a small draft model. We improve speculative "
        "decoding with a draft that predicts two tokens at once."
    )
    assert "speculative decoding" in _lower(of_type(text, A))


def test_acronym_before_head_names_the_task() -> None:
    text = (
        "We describe a method for part-of-speech (POS) tagging of the senses in a bilingual "
        "lexicon, which we apply to a Welsh-English lexicon."
    )
    found = _lower(of_type(text, A))
    assert "pos tagging" in found


def test_model_acronym_before_head_is_no_task() -> None:
    text = (
        "Large language model (LLM) inference is slow. We propose HopDraft, which drafts tokens for "
        "speculative decoding and doubles throughput."
    )
    assert "llm inference" not in _lower(of_type(text, A))


def test_listed_task_takes_its_modifiers() -> None:
    text = (
        "We address low-light semantic segmentation for night driving. Our network fuses thermal and "
        "colour images and improves semantic segmentation at night."
    )
    found = _lower(of_type(text, A))
    assert "low-light semantic segmentation" in found
    assert "semantic segmentation" not in found


def test_domains_and_settings_listed_as_examples_are_no_tasks() -> None:
    text = (
        "Language models extend to symbolic domains like chemistry or mathematics. We study whether "
        "they encode chord progressions in open-world settings like Minecraft."
    )
    found = _lower(of_type(text, A))
    assert "mathematics" not in found and "minecraft" not in found


def test_adverb_and_gerund_do_not_start_a_task() -> None:
    text = (
        "Models invent facts. We train a model to refuse unknown questions, thereby minimizing "
        "hallucinations, and study hallucination in long answers."
    )
    found = _lower(of_type(text, A))
    assert not any(t.startswith("thereby") for t in found)


def test_adverb_does_not_start_an_example_task() -> None:
    text = (
        "Typed columns help automate data tasks such as validation, joins and eventually entity "
        "matching. We present TypeGen, which writes column types with a language model."
    )
    assert not any(t.startswith("eventually") for t in _lower(of_type(text, A)))


def test_gerund_or_task_used_as_modifier_is_no_task() -> None:
    text = (
        "Walking robots need balancing task performance against energy use. Our policy reads natural "
        "language task descriptions and walks on rough ground."
    )
    found = _lower(of_type(text, A))
    assert "balancing" not in found and "natural language" not in found


def test_described_method_is_no_task() -> None:
    text = (
        "Small clients cannot host large models. We propose FedBridge, a parameter-efficient mutual "
        "knowledge transfer framework for large and small language models, and test it on eight clients."
    )
    assert not any("knowledge transfer" in t for t in _lower(of_type(text, A)))


def test_evaluation_of_models_is_no_task() -> None:
    text = (
        "We present the first evaluation of graph-augmented architectures for rumour stance detection "
        "and find that graph edges help rumour stance detection most."
    )
    found = _lower(of_type(text, A))
    assert not any(t.startswith("evaluation of") for t in found)
    assert "rumour stance detection" in found


def test_participle_title_segment_is_no_task() -> None:
    text = (
        "Blind and visually impaired people need to know what is around them. We describe a wearable "
        "that reads scenes aloud for the visually impaired and warns about obstacles."
    )
    found = of_type(text, A, "SeeAloud: Scene Narration for the Visually Impaired")
    assert "Visually Impaired" not in found


def test_subject_of_a_challenging_task_is_a_task() -> None:
    text = (
        "Robots are slow with soft objects. Towel folding remains a challenging problem for robots. "
        "We present FoldNet, which predicts grasp points from one image."
    )
    assert "towel folding" in _lower(of_type(text, A))


def test_phenomenon_known_as_names_the_problem() -> None:
    text = (
        "Chatbots repeat the user's opinion back, a failure known as sycophancy. We build a probe that "
        "flags it from hidden states."
    )
    assert "sycophancy" in _lower(of_type(text, A))


def test_data_known_as_is_no_problem() -> None:
    text = (
        "Robot data without goals, commonly known as play, is cheap to collect. We learn skills from it "
        "with a latent plan model."
    )
    assert "play" not in _lower(of_type(text, A))


def test_end_of_a_coordinated_name_is_no_task() -> None:
    text = (
        "Factory arms repeat pick and place tasks all day. We propose GraspDiff, a policy that "
        "imagines the target scene before it moves."
    )
    assert "place" not in _lower(of_type(text, A))


def test_opening_subject_naming_the_agents_is_no_task() -> None:
    text = (
        "Legged robots are able to climb stairs and cross gravel. We teach a quadruped to carry "
        "loose boxes on its back with touch sensors."
    )
    assert "legged robots" not in _lower(of_type(text, A))


def test_problem_of_phrase_cut_by_the_word_limit_keeps_its_head() -> None:
    text = (
        "We revisit the classic problem of merging noisy votes from many partially reliable human "
        "annotators, and give sharp bounds on the error of the merged label."
    )
    found = _lower(of_type(text, A))
    assert "merging noisy votes" in found
    assert not any(" from " in t for t in found)


def test_benchmark_given_as_example_is_no_task() -> None:
    text = (
        "Our multilingual model lags behind English models on some tasks (e.g., X-MMLU), yet it "
        "is safer. We release VaniLM, trained on twelve Indic languages."
    )
    assert "X-MMLU" not in of_type(text, A)


def test_open_problem_is_no_task() -> None:
    text = (
        "Choosing the depth of a graph network largely remains an open problem. We learn the depth "
        "jointly with the weights and improve node classification on six graphs."
    )
    assert "open" not in _lower(of_type(text, A))


def test_defined_method_description_is_no_task() -> None:
    text = (
        "Small taggers fail on rare languages. We propose a retrieval augmented generation (RAG) "
        "framework that corrects a small tagger for morphological glossing."
    )
    assert "retrieval augmented generation" not in _lower(of_type(text, A))


def test_kind_of_study_is_no_task() -> None:
    text = (
        "We give an information-theoretic analysis that links alignment with humans to few-shot "
        "image classification accuracy."
    )
    assert "information-theoretic analysis" not in _lower(of_type(text, A))


def test_title_means_after_via_is_no_task() -> None:
    text = (
        "Chat models refuse harmless requests too often. We release a dataset of harmless requests "
        "that look harmful and fine-tune models on it."
    )
    found = of_type(text, A, "SafeYes: Fewer Over-Refusals in Chat Models via Structured Reasoning")
    assert "Structured Reasoning" not in found


def test_passing_mention_far_below_the_main_task_is_dropped() -> None:
    text = (
        "Rumour stance detection decides whether a post supports a rumour. We address rumour stance "
        "detection with a thread encoder, and our encoder improves rumour stance detection on three "
        "datasets. The encoder also transfers to other tasks such as topic labeling."
    )
    found = _lower(of_type(text, A, "Thread Encoders for Rumour Stance Detection"))
    assert found == {"rumour stance detection"}


def test_acronym_and_long_form_are_one_task() -> None:
    text = (
        "Offline reinforcement learning (RL) learns policies from logged data only. We propose RiskMB, "
        "a model-based method for offline reinforcement learning. An additional challenge of offline "
        "RL is avoiding distributional shift."
    )
    found = _lower(of_type(text, A))
    assert "offline reinforcement learning" in found
    assert "offline rl" not in found


def test_opening_subject_that_names_an_architecture_is_no_task() -> None:
    text = (
        "Transformers with causal masks can count tokens without position encodings. We show how "
        "position emerges from the similarity of nearby embeddings."
    )
    assert not any(t.startswith("transformers") for t in _lower(of_type(text, A)))
