"""BUILDS_ON precision: background examples, criticised families and task acronyms are not built on."""

from extract_helpers import of_type, run

B = "BUILDS_ON"


def test_background_examples_in_a_list_are_not_built_on() -> None:
    text = (
        "Efficient sequence architectures include models such as Mamba and RWKV. "
        "We propose LoopMix, a hybrid layer."
    )
    assert of_type(text, B) == set()


def test_examples_the_paper_uses_are_built_on() -> None:
    assert of_type("We train on efficient layers such as Mamba and RWKV.", B) == {"Mamba", "RWKV"}


def test_criticised_family_is_not_built_on() -> None:
    text = (
        "GAN-based methods are sensitive to mode collapse. We propose FlowPaint, a flow model for inpainting."
    )
    assert "GAN" not in of_type(text, B)


def test_family_the_paper_adopts_is_built_on() -> None:
    assert "GAN" in of_type(
        "We adopt GAN-based augmentation, which is sensitive to seeds, to enlarge the set.", B
    )


def test_acronym_of_a_task_setting_is_addressed_not_built_on() -> None:
    text = (
        "Source-free domain adaptation (SFDA) aims to adapt a source model without source data. We "
        "propose TwinAnchor, which clusters target features. TwinAnchor beats prior SFDA methods."
    )
    found = run(text)
    assert ("BUILDS_ON", "SFDA") not in found
    assert ("ADDRESSES", "Source-free domain adaptation") in found


def test_named_paradigm_after_a_strong_cue_is_built_on() -> None:
    assert of_type("Built upon the deep forest paradigm, LeafStack learns features layer by layer.", B) == {
        "deep forest"
    }
    assert of_type("We build on the same paradigm and add memory.", B) == set()


def test_lower_case_pretraining_technique_after_via() -> None:
    assert "contrastive pretraining" in of_type(
        "Our encoder is trained via contrastive pretraining with hard negatives.", B
    )


def test_head_noun_after_a_preposition_is_not_our_name() -> None:
    text = "We first evaluate our system on a simulated benchmark TideWorld, where it beats baselines."
    assert "TideWorld" not in of_type(text, "PROPOSES")
