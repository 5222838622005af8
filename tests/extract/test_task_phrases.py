"""Task phrases (ADDRESSES) on abstracts written for these tests, and the real scorer on dev2."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from kg.extract import task_phrases
from kg.extract.task_phrases import FEATURES, find_task_phrases, score_candidates
from kg.read import read_papers

STANCE = (
    "Stance detection is a core problem in opinion mining. Existing models ignore the thread a post "
    "replies to. We propose ThreadNet, a graph encoder for stance detection on discussion forums. "
    "ThreadNet outperforms strong baselines on two datasets."
)
UQ = (
    "Uncertainty quantification (UQ) for regression remains a central challenge for deployed models. "
    "We introduce SpikeCal, a post-hoc calibration method that improves UQ under covariate shift."
)


def _names(text: str, title: str | None = None) -> list[str]:
    return [t.name.lower() for t in find_task_phrases(text, title)]


def test_problem_sentence_and_for_cue() -> None:
    names = _names(STANCE)
    assert names and names[0] == "stance detection"
    assert "threadnet" not in names  # the paper's own method is not its task
    assert not any("baselines" in n or "datasets" in n for n in names)


def test_acronym_defined_task_keeps_its_short_form() -> None:
    found = find_task_phrases(UQ)
    assert found[0].name.lower() == "uncertainty quantification"
    assert found[0].aliases == ("UQ",)


def test_title_task_slot_not_the_method_part() -> None:
    title = "VoxCompleter: Point Cloud Completion with Sparse Voxel Grids"
    text = (
        "Point cloud completion recovers full shapes from partial scans. We present VoxCompleter, which "
        "predicts occupancy on a sparse voxel grid and refines surfaces with a light decoder."
    )
    names = _names(text, title)
    assert names[0] == "point cloud completion"
    assert not any("voxel grid" in n for n in names)
    assert not any(n.startswith("voxcompleter") for n in names)


def test_offsets_point_into_the_original_markup() -> None:
    text = "**Stance detection** is hard. We propose a model for *stance detection* in news comments."
    found = find_task_phrases(text)
    top = found[0]
    assert top.name.lower() == "stance detection"
    assert text[top.start : top.end].strip("*").lower() == "stance detection"


def test_at_most_three_and_no_overlaps() -> None:
    text = (
        "Machine translation, summarization and question answering benefit from retrieval. Retrieval "
        "augmentation for machine translation is studied here, together with retrieval for summarization "
        "and multi-hop question answering over tables."
    )
    found = find_task_phrases(text)
    assert 1 <= len(found) <= 3
    names = [t.name.lower() for t in found]
    for a in names:
        for b in names:
            assert a == b or not task_phrases._overlaps(a, b)
    scores = [t.score for t in found]
    assert scores == sorted(scores, reverse=True)


def test_generic_fields_and_artefacts_are_not_tasks() -> None:
    text = (
        "Deep learning has changed natural language processing. We present a framework and a dataset. "
        "Our models use large language models as judges."
    )
    names = [t.name.lower() for t in score_candidates(text)]
    for bad in (
        "deep learning",
        "natural language processing",
        "framework",
        "dataset",
        "large language models",
    ):
        assert bad not in names


def test_ranker_matches_feature_list() -> None:
    data = json.loads(task_phrases.RANKER.read_text())
    assert data["features"] == list(FEATURES)
    assert len(data["weights"]) == len(FEATURES)
    assert 0.0 < data["threshold"] < 1.0


def test_dev2_lenient_f1_floor(shared: Path) -> None:
    """The scorer's lenient rule on the 60 dev2 abstracts (0.555 when written; 0.557 fitted on dev only)."""
    spec = importlib.util.spec_from_file_location("kg_score", shared / "eval" / "score.py")
    score = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(score)
    gold = {}
    for line in (shared / "eval" / "dev2_gold.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            rec = json.loads(line)
            gold[rec["doc"]] = rec["addresses"]
    tp = npred = ngold = 0
    for paper in read_papers([str(shared / "eval" / "dev2_abstracts.jsonl")]):
        preds = score.dedupe(
            [
                {"name": t.name, "aliases": list(t.aliases)}
                for t in find_task_phrases(paper.abstract, paper.title)
            ]
        )
        golds = score.dedupe(gold[paper.doc])
        matched, _extra, _missed = score.match_count(preds, golds, score.lenient_match)
        tp, npred, ngold = tp + matched, npred + len(preds), ngold + len(golds)
    _p, _r, f1 = score.prf(tp, npred, ngold)
    assert ngold == 117
    assert f1 >= 0.45


def test_batched_calls_agree_with_single_calls() -> None:
    title = "VoxCompleter: Point Cloud Completion with Sparse Voxel Grids"
    items = [(STANCE, None), (UQ, title), ("Short text without any task.", None)]
    batched = task_phrases.find_task_phrases_many(items, batch_size=2)
    assert batched == [find_task_phrases(text, t) for text, t in items]


def test_findings_for_the_rule_pipeline() -> None:
    from kg.extract.document import analyse

    text = "Recent work scales models. **Stance detection** is a core problem in opinion mining. " + STANCE
    findings = task_phrases.task_findings(analyse(text))
    assert findings[0].name.lower() == "stance detection"
    assert findings[0].type == "ADDRESSES" and findings[0].label == "Task"
    assert findings[0].sentence == 1  # the sentence that holds it, counted in the cleaned text
    assert all(0.3 <= f.confidence <= 0.8 for f in findings)


def test_findings_fill_free_places_without_overlap() -> None:
    from kg.extract.document import Finding, analyse

    doc = analyse(STANCE)
    own = task_phrases.task_findings(doc)
    extra = [
        Finding("ADDRESSES", "stance detection on forums", "Task", 0, "rule", 0.5),
        Finding("ADDRESSES", "thread structure modelling", "Task", 1, "rule", 0.5),
    ]
    merged = task_phrases.task_findings(doc, fill=extra)
    names = [f.name for f in merged]
    assert names[: len(own)] == [f.name for f in own]
    assert "stance detection on forums" not in names  # overlaps the ranked phrase
    assert len(merged) <= 3
    assert ("thread structure modelling" in names) == (len(own) < 3)
