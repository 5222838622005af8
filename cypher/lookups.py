"""The named queries on the embedded store, as plain functions over the networkx graph.

grand-cypher cannot run most ``queries/*.cypher`` texts (no OPTIONAL MATCH, WITH,
quantified paths), and even where it can, it searches the whole graph for the pattern.
These functions start from the resolved entity keys and walk ``in_edges``/``out_edges``,
so a lookup touches only the papers linked to the entity — milliseconds on 100k papers.
Each one mirrors its ``.cypher`` file exactly (columns, DISTINCT, ORDER BY with Neo4j's
null ordering, LIMIT); ``tests/integration/test_cypher_parity.py`` holds them to it.
"""

from __future__ import annotations

import heapq
import weakref
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import networkx as nx

from kg.normalize import normalize

Row = dict[str, Any]
_INDEXES: weakref.WeakKeyDictionary[Any, dict[str, Any]] = weakref.WeakKeyDictionary()


def _cached(store: Any, name: str, build: Callable[[nx.MultiDiGraph], Any]) -> Any:
    """An index over the store's nodes, rebuilt when nodes were added since.

    The stamp is the node count (O(1)); ``number_of_edges()`` would walk the whole graph.
    Both indexes read node attributes only, and every ingest that changes those adds a node.
    """
    g = store.graph
    stamp = (id(g), g.number_of_nodes())
    slot = _INDEXES.setdefault(store, {})
    hit = slot.get(name)
    if hit is None or hit[0] != stamp:
        hit = (stamp, build(g))
        slot[name] = hit
    return hit[1]


def family_index(store: Any) -> dict[str, list[str]]:
    """Normalized model family -> model keys."""

    def build(g: nx.MultiDiGraph) -> dict[str, list[str]]:
        idx: dict[str, list[str]] = defaultdict(list)
        for key, d in g.nodes(data=True):
            if d.get("label") == "Model" and d.get("family"):
                idx[normalize(str(d["family"]))].append(key)
        return dict(idx)

    return _cached(store, "family", build)


def doc_index(store: Any) -> dict[str, list[str]]:
    """Paper doc -> paper ids (a doc names the file and position a paper was read from)."""

    def build(g: nx.MultiDiGraph) -> dict[str, list[str]]:
        idx: dict[str, list[str]] = defaultdict(list)
        for pid, d in g.nodes(data=True):
            if d.get("label") == "Paper" and d.get("doc") is not None:
                idx[d["doc"]].append(pid)
        return dict(idx)

    return _cached(store, "doc", build)


# ------------------------------------------------------------------ helpers
def _in(
    g: nx.MultiDiGraph, keys: Iterable[str], rtype: str | None = None
) -> Iterator[tuple[str, str, str, Row]]:
    """(paper, key, type, edge data) for edges into ``keys`` (of ``rtype`` if given).

    Reads networkx's adjacency dicts (``_pred``/``_succ``: node -> neighbour -> edge key ->
    data) directly: the public edge views build a tuple per edge and cost several times more
    on entities with thousands of papers. Only paper nodes have out-edges.
    """
    pred = g._pred
    for key in keys:
        for p, keyed in pred.get(key, {}).items():
            if rtype is None:
                for t, d in keyed.items():
                    yield p, key, t, d
            elif rtype in keyed:
                yield p, key, rtype, keyed[rtype]


def _out(g: nx.MultiDiGraph, paper: str, rtype: str | None = None) -> Iterator[tuple[str, str, Row]]:
    """(entity key, type, edge data) for edges out of ``paper`` (adjacency read as in :func:`_in`)."""
    for v, keyed in g._succ.get(paper, {}).items():
        if rtype is None:
            for t, d in keyed.items():
                yield v, t, d
        elif rtype in keyed:
            yield v, rtype, keyed[rtype]


def _typed_edges(g: nx.MultiDiGraph, rtype: str) -> Iterator[tuple[str, str]]:
    """(u, v) of every edge of one type, reading the adjacency dicts directly (an aggregate must
    see every edge, but need not build a tuple per edge of the other six types)."""
    for u, nbrs in g._succ.items():
        for v, keyed in nbrs.items():
            if rtype in keyed:
                yield u, v


def _sort(rows: list[Row], spec: list[tuple[str, bool]]) -> list[Row]:
    """Sort like Cypher ORDER BY: nulls last ascending, first descending; ``spec`` = [(column, desc)]."""
    for col, desc in reversed(spec):
        rows.sort(key=lambda r, c=col: (r[c] is None, r[c] if r[c] is not None else 0), reverse=desc)
    return rows


def _paper_cols(g: nx.MultiDiGraph, pid: str, venue: bool = True) -> Row:
    p = g.nodes[pid]
    row = {"paper": pid, "title": p.get("title")}
    if venue:
        row["venue"] = p.get("venue")
    row["year"] = p.get("year")
    return row


def _limit(rows: list[Row], top: int | None) -> list[Row]:
    return rows if top is None else rows[: max(top, 0)]


def _counted(
    g: nx.MultiDiGraph, papers_by_key: dict[str, set[str]], name_col: str, top: int | None
) -> list[Row]:
    """Rows ``key, <name_col>, papers`` ordered as ``ORDER BY papers DESC, key LIMIT top``.

    Only the rows that survive the LIMIT are built: a busy entity can have ten thousand
    co-mentioned entities, of which the user sees twenty.
    """
    items = ((-len(ps), k) for k, ps in papers_by_key.items())
    chosen = sorted(items) if top is None else heapq.nsmallest(max(top, 0), items)
    nodes = g._node
    return [{"key": k, name_col: nodes[k].get("name"), "papers": -n} for n, k in chosen]


# ------------------------------------------------------------- the queries
def compares_against(store: Any, p: Row) -> list[Row]:
    return _paper_list(store.graph, p["keys"], "COMPARES_AGAINST", "baseline")


def evaluates_on(store: Any, p: Row) -> list[Row]:
    return _paper_list(store.graph, p["keys"], "EVALUATES_ON", "benchmark")


def _paper_list(g: nx.MultiDiGraph, keys: list[str], rtype: str, col: str) -> list[Row]:
    rows = []
    for pid, key, _, d in _in(g, keys, rtype):
        rows.append({**_paper_cols(g, pid), col: g.nodes[key].get("name"), "evidence": d.get("evidence")})
    return _sort(rows, [("paper", False), (col, False), ("evidence", False)])


def uses_model_family(store: Any, p: Row) -> list[Row]:
    g = store.graph
    rows = []
    for pid, key, _, d in _in(g, p["keys"], "USES_MODEL"):
        m = g.nodes[key]
        if m.get("label") != "Model":
            continue
        rows.append(
            {
                **_paper_cols(g, pid),
                "model": m.get("name"),
                "family": m.get("family"),
                "evidence": d.get("evidence"),
            }
        )
    return _sort(rows, [("paper", False), ("model", False), ("evidence", False)])


def builds_on(store: Any, p: Row) -> list[Row]:
    g = store.graph
    rows = []
    for pid, key, _, d in _in(g, p["keys"], "BUILDS_ON"):
        base = {**_paper_cols(g, pid, venue=False), "builds_on": g.nodes[key].get("name")}
        proposed = [g.nodes[m].get("name") for m, _, _ in _out(g, pid, "PROPOSES")] or [None]
        for name in proposed:
            rows.append({**base, "proposes": name, "evidence": d.get("evidence")})
    return _sort(rows, [("paper", False), ("builds_on", False), ("proposes", False), ("evidence", False)])


def lineage(store: Any, p: Row, max_depth: int = 5) -> list[Row]:
    """Breadth-first over X <-BUILDS_ON- paper -PROPOSES-> Y steps; depth = fewest steps."""
    g = store.graph
    depth: dict[str, int] = {}
    frontier = {k for k in p["keys"] if k in g}
    for level in range(1, max_depth + 1):
        nxt = set()
        for node in frontier:
            for pid, _, _, _ in _in(g, [node], "BUILDS_ON"):
                for y, _, _ in _out(g, pid, "PROPOSES"):
                    if y not in depth:
                        depth[y] = level
                        nxt.add(y)
        frontier = nxt
        if not frontier:
            break
    rows = [{"key": k, "entity": g.nodes[k].get("name"), "depth": dp} for k, dp in depth.items()]
    return _sort(rows, [("depth", False), ("key", False)])


def top_baselines(store: Any, p: Row) -> list[Row]:
    g = store.graph
    venue = p.get("venue")
    year = p.get("year")
    by_key: dict[str, set[str]] = defaultdict(set)
    for u, v in _typed_edges(g, "COMPARES_AGAINST"):
        paper = g.nodes[u]
        if venue is not None and (
            paper.get("venue") is None or venue.lower() not in str(paper["venue"]).lower()
        ):
            continue
        if year is not None and paper.get("year") != year:
            continue
        by_key[v].add(u)
    return _counted(g, by_key, "baseline", p.get("top"))


def benchmarks_for_method(store: Any, p: Row) -> list[Row]:
    g = store.graph
    by_key: dict[str, set[str]] = defaultdict(set)
    for pid in {pid for pid, _, _, _ in _in(g, p["keys"])}:
        for d, _, _ in _out(g, pid, "EVALUATES_ON"):
            by_key[d].add(pid)
    return _counted(g, by_key, "benchmark", p.get("top"))


def methods_for_task(store: Any, p: Row) -> list[Row]:
    g = store.graph
    rows = []
    for pid, tkey, _, _ in _in(g, p["keys"], "ADDRESSES"):
        for m, _, d in _out(g, pid, "PROPOSES"):
            rows.append(
                {
                    "proposed": g.nodes[m].get("name"),
                    "key": m,
                    **_paper_cols(g, pid, venue=False),
                    "task": g.nodes[tkey].get("name"),
                    "evidence": d.get("evidence"),
                }
            )
    spec = [("proposed", False), ("key", False), ("paper", False), ("task", False), ("evidence", False)]
    return _sort(rows, spec)


def co_evaluated(store: Any, p: Row) -> list[Row]:
    g = store.graph
    keys = set(p["keys"])
    by_key: dict[str, set[str]] = defaultdict(set)
    for pid in {pid for pid, _, _, _ in _in(g, keys, "EVALUATES_ON")}:
        for d, _, _ in _out(g, pid, "EVALUATES_ON"):
            if d not in keys:
                by_key[d].add(pid)
    return _counted(g, by_key, "benchmark", p.get("top"))


def shared_baselines(store: Any, p: Row) -> list[Row]:
    g = store.graph
    starts = p["papers"]
    pairs: set[tuple[str, str]] = set()
    for a in starts:
        for b, _, _ in _out(g, a, "COMPARES_AGAINST"):
            for o, _, _, _ in _in(g, [b], "COMPARES_AGAINST"):
                if o != a:
                    pairs.add((o, b))
    shared: dict[str, list[str]] = defaultdict(list)
    for o, b in pairs:
        shared[o].append(b)
    rows = []
    for o, bs in shared.items():
        names = [g.nodes[b].get("name") for b in sorted(bs, key=lambda b: (g.nodes[b].get("name"), b))]
        rows.append({**_paper_cols(g, o, venue=False), "shared": len(bs), "baselines": names})
    return _limit(_sort(rows, [("shared", True), ("paper", False)]), p.get("top"))


def neighbourhood(store: Any, p: Row) -> list[Row]:
    g = store.graph
    rows = []
    for pid, key, t, d in _in(g, p["keys"]):
        rows.append(
            {
                "relation": t,
                "entity": g.nodes[key].get("name"),
                **_paper_cols(g, pid, venue=False),
                "evidence": d.get("evidence"),
            }
        )
    return _sort(rows, [("relation", False), ("paper", False), ("entity", False), ("evidence", False)])


def related(store: Any, p: Row) -> list[Row]:
    g = store.graph
    keys = set(p["keys"])
    by_key: dict[str, set[str]] = defaultdict(set)
    for pid in {pid for pid, _, _, _ in _in(g, keys)}:
        for y, _, _ in _out(g, pid):
            if y not in keys:
                by_key[y].add(pid)
    return _counted(g, by_key, "name", p.get("top"))


EMBEDDED: dict[str, Callable[[Any, Row], list[Row]]] = {
    "compares-against": compares_against,
    "evaluates-on": evaluates_on,
    "uses-model-family": uses_model_family,
    "builds-on": builds_on,
    "lineage": lineage,
    "top-baselines": top_baselines,
    "benchmarks-for-method": benchmarks_for_method,
    "methods-for-task": methods_for_task,
    "co-evaluated": co_evaluated,
    "shared-baselines": shared_baselines,
    "neighbourhood": neighbourhood,
    "related": related,
}
