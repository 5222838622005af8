"""The data model shared by every package: small frozen dataclasses.

Extraction produces these, stores consume them, and nothing else crosses a
package boundary. Offsets in :class:`Span` always point into
``Paper.abstract`` exactly as it was read, so evidence can be shown verbatim.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kg.normalize import entity_key

LABELS = ("Method", "Dataset", "Task", "Metric", "Model")
RELATION_TYPES = (
    "PROPOSES",
    "COMPARES_AGAINST",
    "BUILDS_ON",
    "EVALUATES_ON",
    "USES_MODEL",
    "ADDRESSES",
    "USES_METRIC",
)


@dataclass(frozen=True)
class Paper:
    """One abstract with its metadata, as read from a file."""

    id: str
    doc: str
    abstract: str
    title: str | None = None
    venue: str | None = None
    year: int | None = None
    authors: tuple[str, ...] = ()
    url: str | None = None
    source: str | None = None
    position: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "doc": self.doc,
            "title": self.title,
            "abstract": self.abstract,
            "venue": self.venue,
            "year": self.year,
            "authors": list(self.authors),
            "url": self.url,
            "source": self.source,
            "position": self.position,
        }


@dataclass(frozen=True)
class Span:
    """A piece of the abstract: ``abstract[start:end] == text``."""

    start: int
    end: int
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "start": self.start, "end": self.end}


@dataclass(frozen=True)
class Entity:
    """A named method, dataset, task, metric or model."""

    label: str
    name: str
    aliases: tuple[str, ...] = ()
    family: str | None = None

    @property
    def key(self) -> str:
        return entity_key(self.label, self.name)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": self.key,
            "label": self.label,
            "name": self.name,
            "aliases": list(self.aliases),
        }
        if self.label == "Model":
            d["family"] = self.family
        return d


@dataclass(frozen=True)
class Relation:
    """An edge from a paper to an entity, with the sentence that supports it."""

    type: str
    paper_id: str
    entity_key: str
    evidence: Span
    rule: str
    confidence: float
    props: tuple[tuple[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "target": self.entity_key,
            "evidence": self.evidence.to_dict(),
            "rule": self.rule,
            "confidence": round(self.confidence, 3),
        }


@dataclass(frozen=True)
class Extraction:
    """Everything extracted from one paper; serializes to the scoring contract."""

    paper: Paper
    entities: tuple[Entity, ...] = field(default_factory=tuple)
    relations: tuple[Relation, ...] = field(default_factory=tuple)

    def to_record(self) -> dict[str, Any]:
        """The JSON Lines record of ``../shared/eval/README.md``."""
        p = self.paper
        return {
            "doc": p.doc,
            "paper": {"id": p.id, "title": p.title, "venue": p.venue, "year": p.year},
            "entities": [e.to_dict() for e in self.entities],
            "relations": [r.to_dict() for r in self.relations],
        }
