"""Choosing what to draw: a neighbourhood or a Cypher result, filtered and capped.

A page with thousands of nodes is unreadable and slow, so :func:`select` keeps at most
``max_nodes`` (nearest to the named entity first, then the most connected) and returns a
note saying what was cut, which the page shows under its title. It works on any store
that returns the shared graph shape from ``neighbourhood(name, hops)`` (memory and Neo4j
alike).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import networkx as nx

from kg.errors import KgError
from kg.model import LABELS, RELATION_TYPES
from kg.normalize import normalize

DEFAULT_MAX_NODES = 300


def _seeds(graph: nx.MultiDiGraph, name: str) -> list[str]:
    """Nodes called ``name`` (by name, alias, key or paper id), matched like store lookups."""
    want = normalize(name)
    hits = []
    for node, d in graph.nodes(data=True):
        forms = [d.get("name") or "", *(d.get("aliases") or [])]
        if str(node) == name or any(normalize(str(f)) == want for f in forms if f):
            hits.append(node)
    return sorted(hits, key=str)


def _within(graph: nx.MultiDiGraph, seeds: Iterable[str], hops: int) -> set[str]:
    """Nodes reachable from ``seeds`` in at most ``hops`` steps, ignoring edge direction."""
    seen = set(seeds)
    frontier = set(seen)
    for _ in range(max(hops, 0)):
        nxt: set[str] = set()
        for n in frontier:
            nxt.update(graph.predecessors(n))
            nxt.update(graph.successors(n))
        frontier = nxt - seen
        seen |= frontier
    return seen


def _keep_relations(graph: nx.MultiDiGraph, relations: Iterable[str]) -> nx.MultiDiGraph:
    wanted = set(relations)
    out = nx.MultiDiGraph()
    out.add_nodes_from(graph.nodes(data=True))
    out.add_edges_from((u, v, k, d) for u, v, k, d in graph.edges(keys=True, data=True) if k in wanted)
    return out


def cap(graph: nx.MultiDiGraph, max_nodes: int, keep: Iterable[str] = ()) -> tuple[nx.MultiDiGraph, str]:
    """Keep at most ``max_nodes`` nodes, the most connected ones; say what was cut.

    With ``keep`` (the entity the view is around), nodes nearer to it come first and
    degree decides within a distance, so the view stays one connected neighbourhood
    instead of scattered hubs. Ties break by node id: the same graph gives the same page.
    """
    n = graph.number_of_nodes()
    if max_nodes < 1:
        raise KgError(f"--max-nodes must be at least 1, got {max_nodes}")
    if n <= max_nodes:
        return graph, ""
    degree = dict(graph.degree())
    seeds = [k for k in keep if k in graph]
    distance: dict[str, int] = {}
    if seeds:
        undirected = graph.to_undirected(as_view=True)
        distance = dict(nx.multi_source_dijkstra_path_length(undirected, seeds, weight=lambda u, v, d: 1))
    far = n + 1
    order = sorted(graph.nodes, key=lambda x: (distance.get(x, far) if seeds else 0, -degree[x], str(x)))
    kept = graph.subgraph(order[:max_nodes]).copy()
    cut_nodes = n - kept.number_of_nodes()
    cut_edges = graph.number_of_edges() - kept.number_of_edges()
    which = "nearest, most connected" if seeds else "most connected"
    note = (
        f"Showing the {kept.number_of_nodes():,} {which} of {n:,} nodes: "
        f"cut {cut_nodes:,} nodes and {cut_edges:,} relations (raise --max-nodes to see more)."
    )
    return kept, note


def _check_relations(relations: Iterable[str] | None) -> list[str] | None:
    if relations is None:
        return None
    rels = [r.upper() for r in relations]
    if not rels:
        return None
    unknown = [r for r in rels if r not in RELATION_TYPES]
    if unknown:
        raise KgError(f"unknown relation type {unknown[0]!r}; choose from {', '.join(RELATION_TYPES)}")
    return rels


def neighbourhood_of(
    store: Any, name: str, hops: int = 1, relations: Iterable[str] | None = None
) -> tuple[nx.MultiDiGraph, list[str]]:
    """The ``hops`` neighbourhood of the entity ``name`` (following only ``relations`` if given)."""
    if hops < 0:
        raise KgError(f"--hops must be 0 or more, got {hops}")
    rels = _check_relations(relations)
    graph = store.neighbourhood(name, hops)
    seeds = _seeds(graph, name)
    if not seeds:
        raise KgError(
            f"no entity or paper called {name!r} in the graph; check the spelling "
            "(names and aliases match ignoring case and hyphens)"
        )
    if rels is not None:
        graph = _keep_relations(graph, rels)
        graph = graph.subgraph(_within(graph, seeds, hops)).copy()
    return graph, seeds


def _walk(value: Any) -> Iterator[dict[str, Any]]:
    """Every node or relationship dict inside a Cypher result value (lists, paths, maps)."""
    if isinstance(value, dict):
        if "_id" in value or "_type" in value:
            yield value
        else:
            for v in value.values():
                yield from _walk(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _walk(v)


def _node_attrs(d: dict[str, Any]) -> dict[str, Any]:
    attrs = {k: v for k, v in d.items() if not k.startswith("_")}
    labels = sorted(d.get("_labels") or [])
    known = [lab for lab in labels if lab in ("Paper", *LABELS)]  # a server may add labels of its own
    attrs.setdefault("label", (known or labels or ["Node"])[0])
    return attrs


def from_rows(rows: list[dict[str, Any]], graph: nx.MultiDiGraph | None = None) -> nx.MultiDiGraph:
    """The subgraph a Cypher result touches.

    Returned nodes are kept with their properties; returned relationships with their
    endpoints. With ``graph`` (the memory store's graph) node data comes from the graph,
    and when the result holds nodes but no relationships, the relationships among those
    nodes are drawn too, so ``RETURN p, m`` still shows how p and m connect.
    """
    node_dicts: dict[Any, dict[str, Any]] = {}
    rel_dicts: list[dict[str, Any]] = []
    for row in rows:
        for item in _walk(list(row.values()) if isinstance(row, dict) else row):
            if "_type" in item and "_start" in item:
                rel_dicts.append(item)
            elif "_id" in item:
                node_dicts.setdefault(item["_id"], item)
    out = nx.MultiDiGraph()
    ids = set(node_dicts) | {r["_start"] for r in rel_dicts} | {r["_end"] for r in rel_dicts}
    for node_id in sorted(ids, key=str):
        if graph is not None and node_id in graph:
            out.add_node(node_id, **{k: v for k, v in graph.nodes[node_id].items() if k != "__labels__"})
        elif node_id in node_dicts:
            out.add_node(node_id, **_node_attrs(node_dicts[node_id]))
        else:
            out.add_node(node_id, label="Node", name=str(node_id))
    if rel_dicts:
        for r in rel_dicts:
            rel = str(r["_type"])
            attrs = {k: v for k, v in r.items() if not k.startswith("_")}
            if graph is not None and graph.has_edge(r["_start"], r["_end"], key=rel):
                attrs = {
                    k: v for k, v in graph.edges[r["_start"], r["_end"], rel].items() if k != "__labels__"
                }
            attrs.setdefault("type", rel)
            out.add_edge(r["_start"], r["_end"], key=rel, **attrs)
    elif graph is not None:
        for u, v, k, d in graph.subgraph(ids).edges(keys=True, data=True):
            out.add_edge(u, v, key=k, **{x: y for x, y in d.items() if x != "__labels__"})
    return out


# relationships among given nodes, for stores without a local graph (Neo4j); both engines run it
INDUCED = "MATCH (a:Paper)-[r]->(b) WHERE a.id IN $ids AND b.key IN $ids RETURN r"


def by_query(
    store: Any, query: str, params: dict[str, Any] | None = None, relations: Iterable[str] | None = None
) -> nx.MultiDiGraph:
    """The nodes and relationships a Cypher query returns (optionally only ``relations``)."""
    rels = _check_relations(relations)
    try:
        from kg.cypher import run
    except ImportError:
        raise KgError("--query needs kg.cypher.run, which this installation does not provide") from None
    rows = list(run(store, query, params or {}))
    if rows and not any(True for row in rows for _ in _walk(list(row.values()))):
        raise KgError(
            f"the query returned {len(rows)} rows but no nodes or relationships to draw; "
            "return them whole, e.g. MATCH (p:Paper)-[r]->(m) RETURN p, r, m"
        )
    local = getattr(store, "graph", None)
    if not isinstance(local, nx.MultiDiGraph):  # Neo4jStore.graph is a method that copies everything
        local = None
    graph = from_rows(rows, local)
    if local is None and graph.number_of_edges() == 0 and graph.number_of_nodes() > 1:
        rows += run(store, INDUCED, {"ids": sorted(graph.nodes, key=str)})
        graph = from_rows(rows, None)
    if rels is not None:
        connected = {n for n in graph.nodes if graph.degree(n) > 0}
        graph = _keep_relations(graph, rels)
        graph.remove_nodes_from([n for n in connected if graph.degree(n) == 0])
    return graph


def select(
    store: Any,
    around: str | None = None,
    hops: int = 1,
    query: str | None = None,
    params: dict[str, Any] | None = None,
    relations: Iterable[str] | None = None,
    max_nodes: int = DEFAULT_MAX_NODES,
) -> tuple[nx.MultiDiGraph, str]:
    """The subgraph to draw and a note on what was cut (empty when nothing was).

    Exactly one of ``around`` (an entity name, with ``hops``) or ``query`` (Cypher text,
    with ``params``) chooses the nodes; ``relations`` keeps only those edge types;
    ``max_nodes`` keeps the named entity plus the most connected nodes.
    """
    graph, seeds = _select(store, around, hops, query, params, relations)
    return cap(graph, max_nodes, keep=seeds)


def _select(
    store: Any,
    name: str | None,
    hops: int,
    query: str | None,
    params: dict[str, Any] | None,
    relations: Iterable[str] | None,
) -> tuple[nx.MultiDiGraph, list[str]]:
    if (name is None) == (query is None):
        raise KgError("give exactly one of --around NAME or --query CYPHER")
    if name is not None:
        return neighbourhood_of(store, name, hops, relations)
    return by_query(store, str(query), params, relations), []


def seeds_of(graph: nx.MultiDiGraph, name: str | None) -> tuple[str, ...]:
    """The nodes the page should select first (those called ``name``)."""
    return tuple(_seeds(graph, name)) if name else ()
