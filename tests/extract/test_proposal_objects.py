"""Proposals the object rules used to miss or mistake (sentences of our own): acronyms inside the
description of a named proposal, a field acronym before the name, lower-case names described as a kind."""

from __future__ import annotations

from extract_helpers import of_type

from kg.extract import extract
from kg.model import Paper


def test_acronyms_in_the_description_of_a_named_proposal_are_not_proposed():
    text = "We propose GeoRL, an Unsupervised Learning (UL) framework for the Vehicle Routing Problem (VRP)."
    assert of_type(text, "PROPOSES") == {"GeoRL"}


def test_a_new_part_named_inside_the_description_still_is():
    text = "We propose FooNet, a network with a novel Adaptive Gating Module (AGM) for segmentation."
    assert of_type(text, "PROPOSES") == {"FooNet", "AGM"}
    # a part the paper only uses is built on
    assert of_type("We train FooNet with a novel Adaptive Gating Module (AGM).", "PROPOSES") == set()


def test_a_field_acronym_before_the_name_does_not_hide_it():
    text = (
        "We propose a novel machine learning (ML) augmented online algorithm, Robustness-Guarded Learning "
        "(RGL), which combines untrusted predictions with an expert."
    )
    assert of_type(text, "PROPOSES") == {"RGL"}


def test_a_lower_case_name_described_as_a_kind():
    text = "To solve this, we propose benchdb, a database of models with reference posteriors."
    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    assert [(e.name, e.label) for e in ex.entities] == [("benchdb", "Dataset")]
    text = "We propose Bayesian factorized adaptation, which learns to merge knowledge into pretrained nets."
    assert of_type(text, "PROPOSES") == {"Bayesian factorized adaptation"}


def test_a_plural_or_a_plain_word_object_is_no_name():
    for text in ("We propose efficient samplers, which are fast.", "We propose learning, a thing."):
        assert of_type(text, "PROPOSES") == set(), text


def test_a_hyphenated_acronym_after_its_long_form_is_the_name():
    text = "We propose Training-Free Test-Time Contrastive Learning TF-TTCL, a framework for frozen LLMs."
    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    assert [(e.name, e.aliases) for e in ex.entities] == [
        ("TF-TTCL", ("Training-Free Test-Time Contrastive Learning",))
    ]


def test_a_compatible_or_powered_modifier_is_no_name():
    assert of_type("Our HuggingFace-compatible implementation improves convergence.", "PROPOSES") == set()


def test_names_after_a_naming_word_that_open_with_a_digit_or_close_in_lower_case():
    assert of_type("In this paper, we propose a multimodal training scheme called 4M.", "PROPOSES") == {"4M"}
    text = "We propose a method for relation extraction, which we call HO prompt-based learning."
    assert of_type(text, "PROPOSES") == {"HO prompt-based learning"}
    # a kind noun after the name is no part of it; another's naming is no proposal
    assert of_type("We propose a new model family called Pythia models.", "PROPOSES") == {"Pythia"}
    text = "We study a relaxed replicability proposed by Kalavasis et al. called TV indistinguishability."
    assert of_type(text, "PROPOSES") == set()


def test_a_new_acronym_before_one_modifier_and_its_kind():
    assert of_type("Based on this, we propose the GBFF fusion method.", "PROPOSES") == {"GBFF"}
    # a field acronym modifying a description that names something else, a spelled-out acronym
    assert "AMR" not in of_type("We introduce a novel AMR similarity metric, rematch.", "PROPOSES")
    text = "We propose a Human-Object Interaction (HOI) anticipation framework for collaborative robots."
    assert of_type(text, "PROPOSES") == set()


def test_an_acronym_defined_after_previously_published_is_no_new_part():
    text = (
        "We present ADI-20, an extension of the previously published ADI-17 Arabic Dialect Identification "
        "(ADI) dataset."
    )
    assert of_type(text, "PROPOSES") == {"ADI-20"}


def test_a_name_set_off_after_a_short_described_object_restates_it():
    text = "We propose an alternative solution, the deep Kestrel ensemble (DKE), which needs no tuning."
    assert of_type(text, "PROPOSES") == {"DKE"}
    # a compared thing after the comma is not the object
    text = "We propose an alternative solution, unlike the deep Kestrel ensemble (DKE), which needs tuning."
    assert of_type(text, "PROPOSES") == set()


def test_this_research_or_article_proposes():
    text = "This research introduces Wren-CoT (Weighted Reasoning Chain-of-Thought), a novel method."
    assert of_type(text, "PROPOSES") == {"Wren-CoT"}
    text = "Prior research introduced Wren-CoT (Weighted Reasoning Chain-of-Thought) for arithmetic."
    assert of_type(text, "PROPOSES") == set()


def test_an_acronym_whose_last_capital_closes_the_last_word():
    text = "We study a new class of densities, which we call a Squared Kernel Family (SKEFY), for tables."
    assert of_type(text, "PROPOSES") == {"SKEFY"}


def test_a_capital_and_a_digit_named_as_the_new_thing():
    assert of_type("Further, we present K7, an adaptive algorithm for tables.", "PROPOSES") == {"K7"}
    text = 'We introduce Q4 ("Quality Queries for Quick Questions"), a large dataset for retrieval.'
    assert of_type(text, "PROPOSES") == {"Q4"}
    # without the description set off after it, such a token is a score or a setting
    assert of_type("We present F1 results on three datasets.", "PROPOSES") == set()


def test_namely_after_a_long_description_of_the_proposal():
    text = (
        "We propose an Adaptive and Asymmetric token-level Advantage shaping method for Policy "
        "Optimization, namely AAPO-X, that allocates advantage signals to key tokens."
    )
    assert of_type(text, "PROPOSES") == {"AAPO-X"}


def test_a_generic_acronym_the_paper_spells_its_own_way():
    text = "We introduce Flashback Learning (FL), a novel method for continual learning."
    assert of_type(text, "PROPOSES") == {"FL"}
    # the usual expansion as a modifier stays a field
    assert of_type("We propose a novel federated learning (FL) augmented optimizer.", "PROPOSES") == set()


def test_list_members_with_long_bracketed_notes():
    text = "We curate two new datasets: JobTalk (for job interview talks) and ResTalk (for resource talks)."
    assert of_type(text, "PROPOSES") == {"JobTalk", "ResTalk"}


def test_a_name_after_its_kind_noun_before_a_participle():
    text = "To find them, we devise a novel online detection algorithm KESTREL based on inferred relations."
    assert of_type(text, "PROPOSES") == {"KESTREL"}


def test_a_size_in_the_description_keeps_the_object_direct():
    text = "We introduce an 8k multi-turn conversation dataset ChatPairs, which we use to probe LLMs."
    assert of_type(text, "PROPOSES") == {"ChatPairs"}


def test_an_acronym_offered_for_short():
    assert of_type("We propose Wild-Poser (WiP for short), a compact architecture.", "PROPOSES") == {"WiP"}


def test_the_opening_approach_as_the_proposing_subject():
    text = "The approach introduces Meaning-Utility Estimation (MUE), a fixed scoring procedure."
    assert of_type(text, "PROPOSES") == {"MUE"}
    # a part it incorporates is not new unless described so
    text = "The proposed approach incorporates a classifier-based conditional mutual information (CMI) tool."
    assert of_type(text, "PROPOSES") == set()


def test_an_acronym_before_guided_is_a_modifier():
    text = "In this paper, we propose a Cramer-Rao bound (CRB) guided allocation framework for rooms."
    assert of_type(text, "PROPOSES") == set()


def test_a_problem_the_paper_names_is_no_proposal_but_a_method_is():
    text = "We introduce a challenging problem named Personalized Kernel Learning (PerKL), where data differ."
    assert of_type(text, "PROPOSES") == set()
    text = "We propose a new method named Personalized Kernel Learning (PerKL), which shares atoms."
    assert of_type(text, "PROPOSES") == {"PerKL"}
