"""The embedded store: a networkx ``MultiDiGraph`` persisted to one gzip'd JSON file.

Graph shape (shared with the Neo4j store and the viz package):

* paper nodes, id = paper id, attributes ``label="Paper"``, ``id``, ``doc``, ``title``,
  ``venue``, ``year``, ``authors``, ``url``, ``source``;
* entity nodes, id = ``label:normalized-name``, attributes ``label``, ``key``, ``name``,
  ``aliases`` (list), ``family`` (models only);
* relation edges paper -> entity, multigraph key = relation type, attributes ``type``,
  ``evidence`` (sentence), ``start``, ``end`` (offsets into the abstract), ``rule``,
  ``confidence``.

Every node and edge also carries ``__labels__`` (a set), which is how grand-cypher
matches ``(n:Method)`` and ``[r:COMPARES_AGAINST]``. It is rebuilt on load, not saved.
"""

from __future__ import annotations

import gzip
import json
import os
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import networkx as nx

from kg.errors import KgError
from kg.model import RELATION_TYPES, Entity, Extraction
from kg.normalize import normalize
from kg.store import lookup_row, paper_attrs, relation_attrs
from kg.store.identity import merge_entity, merged_relations

FORMAT = "kg-graph"
VERSION = 1
DEFAULT_PATH = "kg.graph.json.gz"


class GraphFileError(KgError):
    """The graph file exists but cannot be read as a kg graph."""


class MemoryStore:
    """A knowledge graph held in memory, loaded from and saved to one file."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self.graph = nx.MultiDiGraph()
        # normalized name or alias -> entity keys carrying it (any label)
        self._names: dict[str, set[str]] = defaultdict(set)
        if self.path is not None and self.path.exists():
            self._load(self.path)

    # ----------------------------------------------------------------- writing
    def add(self, extractions: Iterable[Extraction], min_confidence: float = 0.0) -> dict[str, int]:
        """Add papers with their entities and relations; returns counts of what was new.

        Entities merge with an existing node of the same label when their name or any
        alias normalizes to a name or alias already in the graph; aliases accumulate.
        Adding the same paper again changes nothing.
        """
        counts = {"papers": 0, "entities": 0, "relations": 0}
        for ex in extractions:
            paper = ex.paper
            if paper.id not in self.graph:
                counts["papers"] += 1
            self._add_paper_node(paper.to_dict())
            created, kept = merged_relations(ex, self._merge_entity, self.graph.__contains__, min_confidence)
            counts["entities"] += created
            for rel, target in kept:
                if self.graph.has_edge(paper.id, target, key=rel.type):
                    continue
                self._add_edge(paper.id, target, {"type": rel.type, **relation_attrs(rel)})
                counts["relations"] += 1
        return counts

    def _add_paper_node(self, d: dict[str, Any]) -> None:
        self.graph.add_node(d["id"], label="Paper", __labels__={"Paper"}, **paper_attrs(d))

    def _merge_entity(self, ent: Entity) -> tuple[str, int]:
        return merge_entity(ent, self._names, self._node, self._create_entity)

    def _node(self, key: str) -> dict[str, Any]:
        return self.graph.nodes[key]

    def _create_entity(self, key: str, attrs: dict[str, Any]) -> None:
        self.graph.add_node(key, __labels__={attrs["label"]}, **attrs)

    def _add_edge(self, u: str, v: str, attrs: dict[str, Any]) -> None:
        self.graph.add_edge(u, v, key=attrs["type"], __labels__={attrs["type"]}, **attrs)

    # ----------------------------------------------------------------- reading
    def resolve(self, name: str, label: str | None = None) -> list[str]:
        """Entity keys whose name or alias matches ``name`` (case/separator-insensitive)."""
        keys = self._names.get(normalize(name), set())
        if label:
            keys = {k for k in keys if self.graph.nodes[k]["label"] == label}
        return sorted(keys)

    def lookup(self, relation: str, name: str) -> list[dict[str, Any]]:
        """Papers related to the entity called ``name`` by ``relation``, with evidence."""
        if relation not in RELATION_TYPES:
            raise ValueError(f"unknown relation type {relation!r}")
        rows = []
        for key in self.resolve(name):
            ent = self.graph.nodes[key]
            for paper_id, _, etype, data in self.graph.in_edges(key, keys=True, data=True):
                if etype != relation:
                    continue
                p = self.graph.nodes[paper_id]
                rows.append(
                    lookup_row(p, relation, ent["name"], ent["label"], data["evidence"], data["confidence"])
                )
        rows.sort(key=lambda r: (str(r["doc"]), r["entity"]))
        return rows

    def entity(self, name: str) -> list[dict[str, Any]]:
        """Entity cards for ``name``: label, aliases, family and papers per relation."""
        cards = []
        for key in self.resolve(name):
            node = self.graph.nodes[key]
            rels: dict[str, list[dict[str, Any]]] = defaultdict(list)
            for paper_id, _, etype, data in self.graph.in_edges(key, keys=True, data=True):
                p = self.graph.nodes[paper_id]
                rels[etype].append(
                    {
                        "paper": paper_id,
                        "doc": p.get("doc"),
                        "title": p.get("title"),
                        "evidence": data["evidence"],
                    }
                )
            cards.append(
                {
                    "key": key,
                    "label": node["label"],
                    "name": node["name"],
                    "aliases": list(node["aliases"]),
                    "family": node.get("family"),
                    "relations": {t: sorted(v, key=lambda r: str(r["doc"])) for t, v in sorted(rels.items())},
                }
            )
        return cards

    def neighbourhood(self, name: str, hops: int = 1) -> nx.MultiDiGraph:
        """The subgraph within ``hops`` undirected steps of the entities called ``name``."""
        seeds = self.resolve(name)
        if not seeds and name in self.graph:
            seeds = [name]
        frontier, seen = set(seeds), set(seeds)
        for _ in range(max(hops, 0)):
            nxt = set()
            for n in frontier:
                nxt.update(self.graph.predecessors(n))
                nxt.update(self.graph.successors(n))
            frontier = nxt - seen
            seen |= frontier
        return self.graph.subgraph(seen).copy()

    def stats(self) -> dict[str, Any]:
        """Counts of nodes per label and relations per type."""
        labels = Counter(d["label"] for _, d in self.graph.nodes(data=True))
        types = Counter(k for _, _, k in self.graph.edges(keys=True))
        return {
            "papers": labels.pop("Paper", 0),
            "entities": dict(sorted(labels.items())),
            "relations": {t: types.get(t, 0) for t in RELATION_TYPES},
            "total_nodes": self.graph.number_of_nodes(),
            "total_relations": self.graph.number_of_edges(),
        }

    # ------------------------------------------------------------- persistence
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready, deterministically ordered form of the whole graph."""
        papers, entities = [], []
        for node_id in sorted(self.graph.nodes):
            d = {k: v for k, v in self.graph.nodes[node_id].items() if k != "__labels__"}
            (papers if d["label"] == "Paper" else entities).append(d)
        relations = []
        for u, v, _k, d in sorted(self.graph.edges(keys=True, data=True), key=lambda e: (e[0], e[1], e[2])):
            relations.append({"source": u, "target": v, **{x: y for x, y in d.items() if x != "__labels__"}})
        return {
            "format": FORMAT,
            "version": VERSION,
            "papers": papers,
            "entities": entities,
            "relations": relations,
        }

    def save(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Write the graph atomically (temp file in the same folder, then ``os.replace``)."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no path to save the graph to")
        data = json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
        try:
            with (
                os.fdopen(fd, "wb") as raw,
                gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as gz,
            ):
                gz.write(data.encode("utf-8"))
            os.replace(tmp, target)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise
        return target

    def _load(self, path: Path) -> None:
        try:
            with gzip.open(path, "rt", encoding="utf-8") as fh:
                data = json.load(fh)
        except (OSError, EOFError, json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise GraphFileError(f"{path}: not a kg graph file ({exc})") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise GraphFileError(f"{path}: not a kg graph file (missing format marker)")
        for p in data.get("papers", []):
            self._add_paper_node(p)
        for e in data.get("entities", []):
            label = e["label"]
            self.graph.add_node(e["key"], __labels__={label}, **e)
            for form in [e["name"], *e.get("aliases", [])]:
                self._names[normalize(form)].add(e["key"])
        for r in data.get("relations", []):
            attrs = {k: v for k, v in r.items() if k not in ("source", "target")}
            self._add_edge(r["source"], r["target"], attrs)
