"""The learned selection of ADDRESSES among the task rules' candidates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from extract_helpers import confidences, train_models

from kg.errors import KgError
from kg.extract import task_selection
from kg.extract.document import analyse
from kg.extract.logistic import probability
from kg.extract.task_selection import features, load_selector
from kg.extract.tasks import find_tasks, task_candidates

TEXT = (
    "Existing detectors for sarcasm in code-mixed tweets rely on word lists. We study sarcasm detection "
    "in code-mixed tweets and propose MixSarc, a contrastive tagger that also improves emoji prediction."
)
TITLE = "MixSarc: Contrastive Sarcasm Detection for Code-Mixed Tweets"


def test_candidates_carry_their_evidence() -> None:
    doc = analyse(TEXT, TITLE)
    scores, surface, evidence = task_candidates(doc)
    assert set(scores) == set(surface) == set(evidence)
    for key, items in evidence.items():
        # every time a rule added the phrase: (rule, weight, sentence, about other work)
        assert items and all(isinstance(rule, str) and weight > 0 for rule, weight, _si, _others in items)
        assert surface[key][3] == items[0][0] or any(rule == surface[key][3] for rule, *_ in items)


def test_the_title_task_is_chosen_with_the_models_probability_as_confidence() -> None:
    found = confidences(TEXT, "ADDRESSES", title=TITLE)
    assert any("sarcasm detection" in name for name in found)
    doc = analyse(TEXT, TITLE)
    selector = load_selector()
    scores, surface, evidence = task_candidates(doc)
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], surface[kv[0]][2]))
    probs = {}
    for i, (key, s) in enumerate(ranked):
        name, aliases = surface[key][0], surface[key][1]
        feats = features(doc, name, aliases, s, ranked[0][1], i, evidence[key])
        probs[name.lower()] = round(probability(feats, selector), 2)
    for name, conf in found.items():
        assert conf == probs[name] >= selector["threshold"]


def test_threshold_decides_how_many_tasks() -> None:
    doc = analyse(TEXT, TITLE)
    selector = load_selector()
    assert find_tasks(doc, selector={**selector, "threshold": 1.01}) == []
    everything = find_tasks(doc, selector={**selector, "threshold": 0.0})
    assert 1 <= len(everything) <= 3
    assert len(find_tasks(doc)) <= len(everything)


def test_a_background_mention_weighs_less_than_the_same_phrase_in_the_papers_own_sentence() -> None:
    doc = analyse(TEXT, TITLE)
    selector = load_selector()
    base = dict(name="sarcasm detection", aliases=(), score=3.0, top=3.0, rank=0)
    own = features(doc, evidence=[("task-head", 1.0, 1, False)], **base)
    others = features(doc, evidence=[("task-head", 1.0, 0, True)], **base)
    assert others["only_about_others"] == 1.0 and "only_about_others" not in own
    assert probability(others, selector) < probability(own, selector)


def test_a_missing_model_file_is_one_clear_error(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(task_selection, "SELECTOR", tmp_path / "gone.json")
    task_selection.load_selector.cache_clear()
    try:
        with pytest.raises(KgError, match="task selection model missing.*--only task-selection"):
            load_selector()
    finally:
        monkeypatch.undo()
        task_selection.load_selector.cache_clear()


def test_training_reproduces_the_shipped_model(shared: Path, tmp_path) -> None:
    """``scripts/train_models.py --only task-selection`` is deterministic and its output is what ships."""
    train = train_models()
    shipped = json.loads(task_selection.SELECTOR.read_text(encoding="utf-8"))
    try:
        report = train.train_task_selection(
            tmp_path, shared / "eval", shared / "data" / "seeds", shared / "data" / "corpus"
        )
    finally:
        task_selection.load_selector.cache_clear()
    assert json.loads((tmp_path / train.SELECTION_FILE).read_text(encoding="utf-8")) == shipped
    assert report["threshold"] == shipped["threshold"]
    # the hand-set cut-offs it replaced scored 0.497 on the first 378 of these abstracts; on all 3,138
    # it cross-validates at 0.435 (each new sample's phrasing of its tasks is new to the others)
    assert report["cross_validated"]["f1"] > 0.43
