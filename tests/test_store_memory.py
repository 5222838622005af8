"""The embedded store: merging by name/alias, idempotence, lookups, persistence."""

from __future__ import annotations

import gzip
import json

import pytest

from kg.errors import KgError
from kg.model import Entity, Extraction, Paper, Relation, Span
from kg.store.memory import MemoryStore


def _ex(pid: str, abstract: str, *items: tuple[str, Entity, str]) -> Extraction:
    """An extraction whose relations point at the sentence containing each cue word."""
    paper = Paper(id=pid, doc=f"t.txt#{pid}", abstract=abstract, venue="V 2026", year=2026)
    rels = []
    for rtype, ent, cue in items:
        start = abstract.index(cue)
        rels.append(Relation(rtype, pid, ent.key, Span(start, start + len(cue), cue), "test", 0.9))
    return Extraction(paper, tuple(e for _, e, _ in items), tuple(rels))


GRPO_LONG = Entity("Method", "GRPO", ("Group Relative Policy Optimization",))
A1 = "We propose X. X beats Group Relative Policy Optimization (GRPO) on MATH."
A2 = "Our method outperforms grpo on GSM8K."


def _store(tmp_path) -> MemoryStore:
    s = MemoryStore(tmp_path / "g.json.gz")
    s.add(
        [
            _ex(
                "p1",
                A1,
                ("COMPARES_AGAINST", GRPO_LONG, "X beats Group"),
                ("EVALUATES_ON", Entity("Dataset", "MATH"), "MATH"),
            ),
            _ex("p2", A2, ("COMPARES_AGAINST", Entity("Method", "grpo"), "outperforms grpo")),
        ]
    )
    return s


def test_entities_merge_across_papers_by_name_or_alias(tmp_path):
    s = _store(tmp_path)
    assert s.resolve("group relative policy optimization") == ["method:grpo"]
    assert s.resolve("GRPO") == ["method:grpo"]
    rows = s.lookup("COMPARES_AGAINST", "Group-Relative Policy Optimization")
    assert [r["paper"] for r in rows] == ["p1", "p2"]
    assert rows[1]["evidence"] == "outperforms grpo"
    assert s.graph.nodes["method:grpo"]["aliases"] == ["Group Relative Policy Optimization"]


def test_alias_only_match_merges_into_existing_node(tmp_path):
    s = _store(tmp_path)
    later = Entity("Method", "Group Relative Policy Optimisation", ("Group Relative Policy Optimization",))
    s.add(
        [
            _ex(
                "p3",
                "We compare with Group Relative Policy Optimization.",
                ("COMPARES_AGAINST", later, "compare"),
            )
        ]
    )
    assert s.resolve("Group Relative Policy Optimisation") == ["method:grpo"]
    assert len(s.lookup("COMPARES_AGAINST", "GRPO")) == 3


def test_same_name_different_label_stays_apart(tmp_path):
    s = _store(tmp_path)
    s.add([_ex("p4", "We evaluate on GRPO.", ("EVALUATES_ON", Entity("Dataset", "GRPO"), "GRPO"))])
    assert s.resolve("GRPO") == ["dataset:grpo", "method:grpo"]
    assert s.resolve("GRPO", label="Method") == ["method:grpo"]


def test_readding_changes_nothing_and_file_bytes_are_stable(tmp_path):
    s = _store(tmp_path)
    s.save()
    first = (tmp_path / "g.json.gz").read_bytes()
    again = MemoryStore(tmp_path / "g.json.gz")
    counts = again.add(
        [
            _ex(
                "p1",
                A1,
                ("COMPARES_AGAINST", GRPO_LONG, "X beats Group"),
                ("EVALUATES_ON", Entity("Dataset", "MATH"), "MATH"),
            ),
            _ex("p2", A2, ("COMPARES_AGAINST", Entity("Method", "grpo"), "outperforms grpo")),
        ]
    )
    assert counts == {"papers": 0, "entities": 0, "relations": 0}
    again.save()
    assert (tmp_path / "g.json.gz").read_bytes() == first
    assert again.stats() == s.stats()


def test_file_format_round_trips(tmp_path):
    s = _store(tmp_path)
    s.save()
    data = json.loads(gzip.decompress((tmp_path / "g.json.gz").read_bytes()))
    assert data["format"] == "kg-graph" and len(data["relations"]) == 3
    loaded = MemoryStore(tmp_path / "g.json.gz")
    assert loaded.to_dict() == s.to_dict()
    assert loaded.lookup("EVALUATES_ON", "math")[0]["paper"] == "p1"


def test_min_confidence_drops_weak_relations(tmp_path):
    s = MemoryStore()
    ex = _ex("p1", A1, ("COMPARES_AGAINST", GRPO_LONG, "X beats Group"))
    weak = Extraction(
        ex.paper, ex.entities, tuple(r.__class__(**{**r.__dict__, "confidence": 0.2}) for r in ex.relations)
    )
    assert s.add([weak], min_confidence=0.5)["relations"] == 0


def test_entity_card_and_neighbourhood(tmp_path):
    s = _store(tmp_path)
    (card,) = s.entity("grpo")
    assert card["label"] == "Method" and set(card["relations"]) == {"COMPARES_AGAINST"}
    sub = s.neighbourhood("GRPO", hops=2)
    assert set(sub.nodes) == {"method:grpo", "p1", "p2", "dataset:math"}
    assert s.neighbourhood("GRPO", hops=1).number_of_nodes() == 3


def test_corrupt_graph_file_is_one_clear_error(tmp_path):
    bad = tmp_path / "bad.json.gz"
    bad.write_bytes(b"not gzip at all")
    with pytest.raises(KgError, match="not a kg graph file"):
        MemoryStore(bad)


def test_save_leaves_no_temp_files(tmp_path):
    s = _store(tmp_path)
    s.save()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json.gz"]
