"""ADDRESSES: acronym-defined tasks, 'problem of', 'for X' after a proposal; at most three."""

from extract_helpers import of_type

from kg.extract.document import analyse
from kg.extract.tasks import task_candidates


def test_acronym_defined_task():
    text = "Label noise estimation (LNE) is hard. We propose NoiseLens for it."
    assert "label noise estimation" in {t.lower() for t in of_type(text, "ADDRESSES")}


def test_problem_of():
    text = "We study the problem of routing packets in sparse meshes."
    assert of_type(text, "ADDRESSES") == {"routing packets in sparse meshes"}


def test_at_most_three():
    text = (
        "Image deblurring (ID), depth estimation (DE), edge detection (ED) "
        "and shadow removal (SR) are studied. "
        "We propose UniFix for all of them."
    )
    assert len(of_type(text, "ADDRESSES")) == 3


def test_task_examples_after_such_as():
    text = "We study sonar models on tasks such as echo classification and seabed segmentation."
    # both examples are candidates; which of them the learned selection keeps is its own decision
    _scores, surface, _evidence = task_candidates(analyse(text))
    assert {"echo classification", "seabed segmentation"} <= {name for name, *_ in surface.values()}
    assert "echo classification" in of_type(text, "ADDRESSES")


def test_title_segments_name_the_task():
    text = "We study unsupervised keypoint correspondence across images. Our method needs no training."
    found = of_type(text, "ADDRESSES", title="Unsupervised Keypoint Correspondence Using Sonar Priors")
    assert any("keypoint correspondence" in n.lower() for n in found), found
    assert not any("sonar" in n.lower() for n in found)


def test_title_segment_the_abstract_never_uses_is_not_a_task():
    # the precision audit found such segments to be method names or fragments far more often than tasks
    text = "We match keypoints across images without labels. Our method needs no training."
    found = of_type(text, "ADDRESSES", title="Unsupervised Keypoint Correspondence Using Sonar Priors")
    assert "Unsupervised Keypoint Correspondence" not in found
