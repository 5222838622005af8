"""ADDRESSES precision: the paper's own method name, title means and broken title words are no tasks."""

from extract_helpers import of_type

A = "ADDRESSES"


def test_words_of_the_proposed_name_are_not_a_task() -> None:
    text = (
        "Classifiers degrade when class priors move between training and deployment. We propose "
        "Label Shift Tuning (LST), which re-weights logits with an estimated prior. LST improves "
        "accuracy on five benchmarks."
    )
    assert "Label Shift" not in of_type(text, A)


def test_phrase_used_on_its_own_stays_a_task() -> None:
    text = (
        "Label shift breaks deployed classifiers. We propose Label Shift Tuning (LST), which "
        "re-weights logits with an estimated prior, and study label shift across five benchmarks."
    )
    assert {t.lower() for t in of_type(text, A)} & {"label shift"}


def test_hyphenated_title_word_is_not_split() -> None:
    text = (
        "Dexterous hands rotate objects with touch. "
        "We present GraspFlow, a tactile policy for in-hand object reorientation."
    )
    found = of_type(text, A, "GraspFlow: In-Hand Object Reorientation with Tactile Priors")
    assert not any(t.startswith("-") for t in found)
    assert "In-Hand Object Reorientation" in found


def test_title_segment_that_names_a_method_is_not_a_task() -> None:
    text = (
        "Traffic forecasting needs long context. We build a sparse mixture network that routes "
        "sensors to experts and improves traffic forecasting."
    )
    found = of_type(text, A, "Sparse Mixture Network for Traffic Forecasting")
    assert "Sparse Mixture Network" not in found
    assert "Traffic forecasting" in found


def test_title_segment_after_via_is_the_means() -> None:
    text = (
        "Dense retrievers are brittle to noisy queries. Averaging query embeddings under learned noise, "
        "a form of denoised query smoothing, improves recall on noisy retrieval benchmarks."
    )
    found = {t.lower() for t in of_type(text, A, "Robust Dense Retrieval via Denoised Query Smoothing")}
    assert "denoised query smoothing" not in found


def test_third_person_verb_is_not_a_task_modifier() -> None:
    text = (
        "Our planner first retrieves reasoning paths from a knowledge graph, then answers. It improves "
        "knowledge graph question answering on two suites."
    )
    found = {t.lower() for t in of_type(text, A)}
    assert "retrieves reasoning" not in found
    assert "knowledge graph question answering" in found


def test_task_of_phrase_cut_at_an_adjective_is_dropped() -> None:
    text = "We study the task of producing targeted, actionable hints for novice programmers."
    assert "producing targeted" not in of_type(text, A)


def test_title_segment_after_from_is_the_source() -> None:
    text = (
        "We learn helpful review feedback from rebuttal replies and release a model "
        "trained on rebuttal replies."
    )
    found = {t.lower() for t in of_type(text, A, "Learning Helpful Review Feedback from Rebuttal Replies")}
    assert "rebuttal replies" not in found


def test_title_segments_used_for_the_task_are_means() -> None:
    text = (
        "We segment words of rare languages with a shared transformer, trained with multitask learning "
        "and synthetic data, and improve canonical morpheme segmentation."
    )
    title = (
        "Beyond Limits: Multitask Learning and Synthetic Data for Low-Resource Canonical Morpheme "
        "Segmentation"
    )
    found = {t.lower() for t in of_type(text, A, title)}
    assert not found & {"multitask learning", "synthetic data"}
    # the title's own wording ("low-resource canonical ...") or the abstract's, both the task
    assert any(t.endswith("canonical morpheme segmentation") for t in found)


def test_head_inside_a_longer_title_case_name_is_not_a_task() -> None:
    text = "Large brands suffer the Brand Hallucination Paradox, in which models invent their citations."
    assert "Brand Hallucination" not in of_type(text, A)


def test_verb_and_quantifier_are_not_task_modifiers() -> None:
    text = "Current evaluation methods offer little explainability and are unstable under rephrasing."
    assert not any("offer" in t or "little" in t for t in of_type(text, A))


def test_manner_adjectives_are_not_part_of_a_task() -> None:
    text = "Layer pruning often triggers sudden performance collapse. We explain the performance collapse."
    found = {t.lower() for t in of_type(text, A)}
    assert "sudden performance collapse" not in found
    assert "performance collapse" in found


def test_adjective_before_tasks_and_verb_after_to_are_not_tasks() -> None:
    text = "We turn the problem into multiple binary tasks to transform multi-class classification."
    found = {t.lower() for t in of_type(text, A)}
    assert "binary" not in found
    assert not any(t.startswith("transform") for t in found)


def test_title_setting_is_not_a_task() -> None:
    text = (
        "We detect abusive speech in low-resource settings with few labelled clips "
        "and study audio abuse detection."
    )
    found = {t.lower() for t in of_type(text, A, "Audio Abuse Detection in Low-Resource Settings")}
    assert "low-resource settings" not in found


def test_head_with_a_cut_of_tail_is_not_a_task() -> None:
    text = "This paper presents an exploration of Multilingual Sign Language Translation with shared glosses."
    found = of_type(text, A)
    assert not any(t.lower().startswith("exploration of") for t in found)
    assert "Multilingual Sign Language Translation" in found


def test_task_named_only_in_a_sentence_about_others_weighs_less() -> None:
    text = (
        "Existing retrievers for legal case retrieval and statute prediction ignore citations. "
        "We propose CiteWalk, which improves legal case retrieval with citation graphs."
    )
    found = {t.lower() for t in of_type(text, A)}
    assert "legal case retrieval" in found
    assert "statute prediction" not in found
