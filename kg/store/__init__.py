"""Stores hold the graph: :mod:`kg.store.memory` (networkx, the default) and
:mod:`kg.store.neo4j` (a Neo4j server). Both satisfy :class:`Store`, so the API,
the CLI, Cypher and viz work on either."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

import networkx as nx

from kg.model import Extraction, Relation


class Store(Protocol):
    """What every store offers; answers are plain data, equal across stores."""

    def add(self, extractions: Iterable[Extraction], min_confidence: float = 0.0) -> dict[str, int]: ...

    def resolve(self, name: str, label: str | None = None) -> list[str]: ...

    def lookup(self, relation: str, name: str) -> list[dict[str, Any]]: ...

    def entity(self, name: str) -> list[dict[str, Any]]: ...

    def neighbourhood(self, name: str, hops: int = 1) -> nx.MultiDiGraph: ...

    def stats(self) -> dict[str, Any]: ...


PAPER_PROPS = ("id", "doc", "title", "venue", "year", "url", "source")


def paper_attrs(props: dict[str, Any]) -> dict[str, Any]:
    """Paper node attributes, the same in every store (``authors`` always a list)."""
    attrs: dict[str, Any] = {k: props.get(k) for k in PAPER_PROPS}
    attrs["authors"] = list(props.get("authors") or [])
    return attrs


def relation_attrs(rel: Relation) -> dict[str, Any]:
    """Relationship properties, the same in every store: evidence with offsets, rule, confidence."""
    return {
        "evidence": rel.evidence.text,
        "start": rel.evidence.start,
        "end": rel.evidence.end,
        "rule": rel.rule,
        "confidence": round(float(rel.confidence), 3),
    }


def lookup_row(
    paper: dict[str, Any], relation: str, entity: str, label: str, evidence: str, confidence: float
) -> dict[str, Any]:
    """One answer of :meth:`Store.lookup`, built the same way by every store."""
    return {
        "paper": paper["id"],
        "doc": paper.get("doc"),
        "title": paper.get("title"),
        "venue": paper.get("venue"),
        "year": paper.get("year"),
        "relation": relation,
        "entity": entity,
        "label": label,
        "evidence": evidence,
        "confidence": confidence,
    }
