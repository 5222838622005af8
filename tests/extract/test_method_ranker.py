"""The learned BUILDS_ON ranker: uncued named methods an abstract works with, nothing claimed otherwise."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from extract_helpers import train_models

from kg.extract import extract, method_ranker
from kg.extract.document import analyse
from kg.extract.logistic import probability
from kg.extract.method_ranker import RULE, Candidate, candidates, features, shape
from kg.extract.pipeline import findings_of
from kg.model import Paper


def relations(text: str, title: str | None = None) -> dict[tuple[str, str], str]:
    """(type, entity name) -> rule of every relation extracted from ``text``."""
    ex = extract(Paper(id="t", doc="t", abstract=text, title=title))
    names = {e.key: e.name for e in ex.entities}
    return {(r.type, names[r.entity_key]): r.rule for r in ex.relations}


# (probability 0.54 at the shipped weights with the title below, clear of the threshold: a refit moves
# it by a few hundredths, and the threshold itself between 0.35 and 0.45)
MOE_TITLE = "Balanced Routers for MoE Layers"
MOE = (
    "Standard Mixture-of-Experts (MoE) layers route each token to a few experts. We find that routers "
    "collapse early in training and propose a load-aware initialisation that keeps experts balanced."
)


def test_an_uncued_defined_technique_the_paper_works_with_is_built_on() -> None:
    # no cue word before MoE: the rules are silent, the ranker's evidence (a defined Method acronym
    # opening an abstract that then studies it) is enough
    assert relations(MOE, MOE_TITLE)[("BUILDS_ON", "MoE")] == RULE


def test_added_relation_carries_the_models_probability_and_its_sentence() -> None:
    ex = extract(Paper(id="t", doc="t", abstract=MOE, title=MOE_TITLE))
    rel = next(r for r in ex.relations if r.rule == RULE)
    doc = analyse(MOE, MOE_TITLE)
    cand = next(c for c in candidates(doc, findings_of(doc)) if c.name == "MoE")
    p = probability(features(doc, cand), method_ranker.load_ranker())
    assert rel.confidence == round(p, 2) >= method_ranker.load_ranker()["threshold"]
    assert rel.evidence.text.startswith("Standard Mixture-of-Experts (MoE) layers")
    entity = next(e for e in ex.entities if e.key == rel.entity_key)
    assert "Mixture-of-Experts" in entity.aliases


def test_a_piece_of_the_papers_own_name_is_no_candidate() -> None:
    text = "We introduce a method named Layered Contrastive Learning with Soft Prompt Tuning for tagging."
    doc = analyse(text)
    names = {c.name for c in candidates(doc, findings_of(doc))}
    assert "Prompt Tuning" not in names and "Contrastive Learning" not in names


def test_a_piece_of_a_defined_long_form_is_no_candidate() -> None:
    text = "We train Multi-Expert Knowledge Distillation (MEKD) students on speech and report accuracy."
    doc = analyse(text)
    assert "Knowledge Distillation" not in {c.name for c in candidates(doc, findings_of(doc))}


def test_names_claimed_by_another_relation_are_not_candidates() -> None:
    text = (
        "We propose FlowGate, a gating rule for diffusion samplers. FlowGate outperforms DDIM and "
        "DPM-Solver on CIFAR-10 in FID."
    )
    doc = analyse(text)
    found = findings_of(doc)
    names = {c.name for c in candidates(doc, found) if c.finding is None}
    assert not names & {"FlowGate", "DDIM", "DPM-Solver", "CIFAR-10", "FID"}
    rels = relations(text)
    assert ("COMPARES_AGAINST", "DDIM") in rels and ("BUILDS_ON", "DDIM") not in rels


def test_a_compared_mention_scores_lower_than_a_used_one() -> None:
    used = analyse("We distil the teacher with Optimal Transport Alignment (OTA) and report accuracy.")
    beaten = analyse("Our distiller is 3x faster than Optimal Transport Alignment (OTA) at equal accuracy.")
    ranker = method_ranker.load_ranker()

    def p(doc) -> float:  # the same candidate in both (the rules already take the compared one)
        cand = Candidate("OTA", "Optimal Transport Alignment", "def", 0)
        return probability(features(doc, cand), ranker)

    assert p(used) > p(beaten)


def test_rule_findings_keep_their_rule() -> None:
    # (a rule's finding stays unless the model scores it under the veto; see the veto tests below)
    text = "Our tagger extends LexiKit to Welsh."
    assert relations(text)[("BUILDS_ON", "LexiKit")] == "extends"


def test_without_a_trained_file_the_rules_decide_alone(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(method_ranker, "RANKER", tmp_path / "missing.json")
    method_ranker.load_ranker.cache_clear()
    try:
        assert ("BUILDS_ON", "MoE") not in relations(MOE, MOE_TITLE)
    finally:
        monkeypatch.undo()
        method_ranker.load_ranker.cache_clear()


@pytest.mark.parametrize(
    ("name", "expected"),
    [("GRPO", "acro"), ("PRMs", "acro"), ("FlashAttention", "camel"), ("Optimal Transport", "titlemulti"),
     ("Retrieval-augmented generation", "sentcase"), ("Transformer", "titleone"),
     ("flow matching", "lowermulti"), ("self-guidance", "lowermulti"), ("distillation", "lowerone")],
)
def test_shape_classes(name: str, expected: str) -> None:
    assert shape(name) == expected


def test_shipped_weights_name_only_features_the_code_produces() -> None:
    data = json.loads(method_ranker.RANKER.read_text(encoding="utf-8"))
    assert len(data["features"]) == len(data["weights"]) == len(set(data["features"]))
    assert 0.0 < data["threshold"] < 1.0
    produced = set()
    for text in (MOE, "Our tagger is based on the publicly available LexiKit toolkit for Welsh."):
        doc = analyse(text)
        for cand in candidates(doc, findings_of(doc)):
            produced |= set(features(doc, cand))
    assert produced <= set(data["features"])


def test_training_reproduces_the_shipped_ranker(shared: Path, tmp_path) -> None:
    """``scripts/train_models.py --only methods`` is deterministic and its output is what ships."""
    train = train_models()
    shipped = json.loads(method_ranker.RANKER.read_text(encoding="utf-8"))
    try:
        report = train.train_method_ranker(
            tmp_path, shared / "eval", shared / "data" / "seeds", shared / "data" / "corpus"
        )
    finally:
        method_ranker.load_ranker.cache_clear()
    fresh = json.loads((tmp_path / train.METHOD_RANKER_FILE).read_text(encoding="utf-8"))
    assert fresh == shipped
    # the ranker must earn its place: cross-validated F1 above the rules alone
    assert report["cross_validated"]["f1"] > report["rules_alone"]["f1"]


def test_the_veto_drops_rule_findings_the_model_finds_very_unlikely(monkeypatch) -> None:
    text = "We fine-tune the tagger using LoRA and evaluate it on three treebanks."
    doc = analyse(text)
    found = findings_of(doc)
    assert any(f.type == "BUILDS_ON" and f.name == "LoRA" for f in found)
    shipped = method_ranker.load_ranker()
    cand = next(c for c in candidates(doc, found) if c.name == "LoRA")
    p = probability(features(doc, cand), shipped)
    # a veto above the finding's probability drops it, one below keeps it; the uncued decisions stay
    monkeypatch.setattr(method_ranker, "load_ranker", lambda: {**shipped, "veto": p + 0.01})
    assert not any(f.name == "LoRA" for f in method_ranker.rank_methods(doc, found))
    monkeypatch.setattr(method_ranker, "load_ranker", lambda: {**shipped, "veto": max(0.0, p - 0.01)})
    assert any(f.name == "LoRA" for f in method_ranker.rank_methods(doc, found))


def test_the_shipped_veto_drops_only_what_cross_validation_found_mostly_wrong() -> None:
    scores = method_ranker.load_ranker()["scores"]
    assert 0.0 <= method_ranker.load_ranker()["veto"] <= 0.25
    vetoed = scores["vetoed"]
    assert vetoed["dropped"] == 0 or vetoed["right"] / vetoed["dropped"] <= 0.3
