"""Round 3 PROPOSES: "we call our method X" skips the descriptor; a named phenomenon is no proposal."""

from extract_helpers import of_type


def test_we_call_our_method_x() -> None:
    assert of_type("We call our method Kestrel and show it halves latency.", "PROPOSES") == {"Kestrel"}


def test_we_name_the_resulting_benchmark_x() -> None:
    assert of_type("We name the resulting benchmark QuillBench.", "PROPOSES") == {"QuillBench"}


def test_we_call_this_phenomenon_is_not_a_proposal() -> None:
    assert of_type("We call this phenomenon reward drift.", "PROPOSES") == set()


def test_component_named_after_consisting_of() -> None:
    text = "We propose HeronNet, a retrieval framework consisting of a Span Scorer module and a gate."
    assert of_type(text, "PROPOSES") == {"HeronNet", "Span Scorer"}


def test_parts_of_existing_systems_are_not_components() -> None:
    text = "Existing pipelines consisting of a BERT encoder and a CRF layer struggle with long inputs."
    assert of_type(text, "PROPOSES") == set()


def test_bracketed_list_of_others_tools_is_not_a_proposal() -> None:
    text = (
        "We present a systematic comparison of trackers for gait analysis, covering common baselines "
        "(PoseKit Lite, GaitPose) and newer models."
    )
    assert of_type(text, "PROPOSES") == set()


def test_appositive_name_after_its_description_is_still_proposed() -> None:
    text = "We release a curated dataset of annotated proofs, QuillSet, for theorem retrieval."
    assert "QuillSet" in of_type(text, "PROPOSES")
