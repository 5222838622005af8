"""Exporters from the embedded graph to common formats.

* ``json``: the node-link JSON that ``networkx.node_link_graph`` reads back;
* ``graphml``: for Gephi, yEd and Cytoscape (lists become ``; ``-joined strings,
  since GraphML has no list type);
* ``csv``: a folder with ``nodes.csv`` and ``relations.csv``;
* ``neo4j-admin``: CSVs for ``neo4j-admin database import full``.

Every file is written to a temporary name first and moved into place, so a failed
export leaves nothing half-written.
"""

from __future__ import annotations

import csv
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

import networkx as nx

from kg.errors import KgError
from kg.store.memory import MemoryStore

FORMATS = ("json", "graphml", "csv", "neo4j-admin")
NODE_COLUMNS = ("id", "label", "name", "aliases", "family", "doc", "title", "venue", "year", "authors", "url")
RELATION_COLUMNS = ("source", "target", "type", "evidence", "start", "end", "rule", "confidence")


def export(store: MemoryStore, fmt: str, out: str | os.PathLike[str]) -> dict[str, Any]:
    """Write ``store`` as ``fmt`` to ``out`` (a file, or a folder for csv/neo4j-admin)."""
    out = Path(out)
    if fmt == "json":
        _atomic_write(out, lambda fh: json.dump(_node_link(store), fh, ensure_ascii=False, sort_keys=True))
    elif fmt == "graphml":
        _atomic_write(out, lambda fh: fh.write("\n".join(nx.generate_graphml(_flat_graph(store)))))
    elif fmt == "csv":
        out.mkdir(parents=True, exist_ok=True)
        rows = store.to_dict()
        _atomic_write(out / "nodes.csv", lambda fh: _write_csv(fh, NODE_COLUMNS, _node_rows(rows)))
        _atomic_write(out / "relations.csv", lambda fh: _write_csv(fh, RELATION_COLUMNS, rows["relations"]))
    elif fmt == "neo4j-admin":
        from kg.store.neo4j_admin import write_import_csvs

        return {"format": fmt, "path": str(out), **write_import_csvs(store, out)}
    else:
        raise KgError(f"unknown export format {fmt!r}; use one of {', '.join(FORMATS)}")
    st = store.stats()
    return {"format": fmt, "path": str(out), "nodes": st["total_nodes"], "relations": st["total_relations"]}


def _node_rows(data: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []
    for n in data["papers"] + data["entities"]:
        row = dict(n)
        row["id"] = n.get("key") or n.get("id")
        rows.append(row)
    return rows


def _cell(v: Any) -> Any:
    if isinstance(v, (list, tuple)):
        return "; ".join(str(x) for x in v)
    return "" if v is None else v


def _write_csv(fh: IO[str], columns: tuple[str, ...], rows: list[dict[str, Any]]) -> None:
    w = csv.DictWriter(fh, fieldnames=list(columns), extrasaction="ignore")
    w.writeheader()
    for r in rows:
        w.writerow({c: _cell(r.get(c)) for c in columns})


def _clean(attrs: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in attrs.items() if k != "__labels__"}


def _node_link(store: MemoryStore) -> dict[str, Any]:
    g = nx.MultiDiGraph()
    for n, d in store.graph.nodes(data=True):
        g.add_node(n, **_clean(d))
    for u, v, k, d in store.graph.edges(keys=True, data=True):
        g.add_edge(u, v, key=k, **_clean(d))
    return nx.node_link_data(g, edges="edges")


def _flat_graph(store: MemoryStore) -> nx.MultiDiGraph:
    g = nx.MultiDiGraph()
    for n, d in sorted(store.graph.nodes(data=True)):
        g.add_node(n, **{k: _cell(v) for k, v in _clean(d).items() if v is not None})
    for u, v, k, d in sorted(store.graph.edges(keys=True, data=True), key=lambda e: e[:3]):
        g.add_edge(u, v, key=k, **{a: _cell(b) for a, b in _clean(d).items() if b is not None})
    return g


def _atomic_write(path: Path, write: Callable[[IO[str]], Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            write(fh)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
