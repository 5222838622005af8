"""The Python API: everything the ``kg`` command does, as plain functions.

    >>> from kg import api
    >>> store = api.open_store("kg.graph.json.gz")
    >>> api.ingest(["examples/"], store)          # doctest: +SKIP
    >>> api.papers(store, compares_against=["GRPO"])  # doctest: +SKIP

The CLI (:mod:`kg.cli`) is a thin layer over these functions.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from kg.errors import KgError
from kg.model import RELATION_TYPES, Extraction, Paper
from kg.read import read_papers
from kg.store import Store
from kg.store.memory import DEFAULT_PATH, MemoryStore

#: option name -> relation type, for :func:`papers` and ``kg papers``
RELATION_OPTIONS = {t.lower(): t for t in RELATION_TYPES}


def default_graph_path() -> str:
    """``$KG_GRAPH`` if set, else ``./kg.graph.json.gz``."""
    return os.environ.get("KG_GRAPH") or DEFAULT_PATH


def open_store(graph: str | os.PathLike[str] | None = None, neo4j: str | None = None) -> Store:
    """Open the embedded graph file (default) or, given a URI, a Neo4j server."""
    if neo4j:
        from kg.store.neo4j import Neo4jStore

        return Neo4jStore(neo4j)
    return MemoryStore(graph if graph is not None else default_graph_path())


def expand_paths(paths: Iterable[str]) -> list[str]:
    """Files as given; a folder stands for the abstract files inside it, sorted."""
    out: list[str] = []
    for p in paths:
        if p != "-" and Path(p).is_dir():
            files = sorted(
                str(f)
                for f in Path(p).rglob("*")
                if f.is_file()
                and not f.name.startswith(".")
                and f.suffix.lower() in {".txt", ".jsonl", ".json", ".csv", ".gz"}
            )
            if not files:
                raise KgError(f"{p}: folder holds no .txt/.jsonl/.json/.csv files")
            out.extend(files)
        else:
            out.append(p)
    return out


def read(paths: Iterable[str]) -> Iterator[Paper]:
    """Stream the papers of files and folders (see :mod:`kg.read`)."""
    return read_papers(expand_paths(paths))


def extract(papers: Iterable[Paper], jobs: int = 1) -> Iterator[Extraction]:
    """Extract entities and relations, linking names across all given papers."""
    from kg.extract import extract_many

    return extract_many(papers, jobs=jobs)


def ingest(paths: Iterable[str], store: Store, min_confidence: float = 0.0, jobs: int = 1) -> dict[str, int]:
    """Read, extract and add papers to ``store``; the embedded store is saved atomically.

    All input is read and validated before anything is written, so a malformed file
    leaves the graph as it was.
    """
    papers = list(read(paths))
    extractions = list(extract(papers, jobs=jobs))
    counts = store.add(extractions, min_confidence=min_confidence)
    if isinstance(store, MemoryStore) and store.path is not None:
        store.save()
    return {"read": len(papers), **counts}


def papers(store: Store, **conditions: Iterable[str]) -> list[dict[str, Any]]:
    """Papers meeting every condition, e.g. ``papers(store, compares_against=["GRPO"])``.

    Each keyword is a relation type in lower case; its values are entity names,
    resolved through aliases and case. A paper must satisfy all conditions; one row
    is returned per (paper, matching relation) with its evidence sentence.
    """
    per_condition: list[list[dict[str, Any]]] = []
    for option, names in conditions.items():
        rel = RELATION_OPTIONS.get(option)
        if rel is None:
            raise KgError(f"unknown relation {option!r}; use one of {', '.join(RELATION_OPTIONS)}")
        for name in names:
            per_condition.append(store.lookup(rel, name))
    if not per_condition:
        raise KgError("give at least one condition, e.g. --compares-against GRPO")
    keep = set.intersection(*({r["paper"] for r in rows} for rows in per_condition))
    rows = [r for rows in per_condition for r in rows if r["paper"] in keep]
    rows.sort(key=lambda r: (str(r["doc"]), r["relation"], r["entity"]))
    return rows


def show(store: Store, name: str) -> list[dict[str, Any]]:
    """Entity cards for ``name`` (one per label it is known under)."""
    cards = store.entity(name)
    if not cards:
        raise KgError(f"no entity named {name!r} in the graph")
    return cards


def stats(store: Store) -> dict[str, Any]:
    """Counts of papers, entities per label and relations per type."""
    return store.stats()


def export(store: Store, fmt: str, out: str) -> dict[str, Any]:
    """Write the graph as ``graphml``, ``json``, ``csv`` or ``neo4j-admin`` files."""
    from kg import export as exporters

    if not isinstance(store, MemoryStore):
        raise KgError("export works on the embedded graph; use --graph FILE")
    return exporters.export(store, fmt, out)
