"""Hand-written test graphs and a graph comparison shared by the Neo4j tests.

The sentences are our own; they exercise alias merging (a later paper names an entity
by its long form), families on models, relations into entities from earlier papers,
and a relation below a confidence threshold.
"""

from __future__ import annotations

from typing import Any

import networkx as nx

from kg.model import Entity, Extraction, Paper, Relation, Span


def extraction(
    pid: str,
    text: str,
    entities: list[Entity],
    relations: list[tuple[str, str, str, float]],
    **paper: Any,
) -> Extraction:
    """A paper with relations ``(type, entity key, evidence substring, confidence)``."""
    p = Paper(id=pid, doc=f"notes.txt#{pid}", abstract=text, **paper)
    rels = []
    for rtype, key, ev, conf in relations:
        start = text.index(ev)
        rels.append(Relation(rtype, pid, key, Span(start, start + len(ev), ev), "test-rule", conf))
    return Extraction(p, tuple(entities), tuple(rels))


def small_corpus() -> list[Extraction]:
    """Three papers about a made-up method, in an order that makes aliases accumulate."""
    t1 = "We introduce Sparse Echo Tuning (SET). SET beats LoRA on the Pebble benchmark."
    t2 = "Our sparse-echo tuning variant uses Falcon-7B.\nIt is measured by exact match on Pebble."
    t3 = "Compared with SET and LoRA, our planner solves Pebble tasks; we report exact match."
    return [
        extraction(
            "paper-1",
            t1,
            [
                Entity("Method", "SET", ("Sparse Echo Tuning",)),
                Entity("Method", "LoRA"),
                Entity("Dataset", "Pebble"),
            ],
            [
                ("PROPOSES", "method:set", "We introduce Sparse Echo Tuning (SET).", 0.95),
                ("COMPARES_AGAINST", "method:lora", "SET beats LoRA on the Pebble benchmark.", 0.8),
                ("EVALUATES_ON", "dataset:pebble", "SET beats LoRA on the Pebble benchmark.", 0.85),
            ],
            title="Sparse echoes",
            venue="Workshop on Made-up Methods",
            year=2024,
            authors=("Ada Example", "Bo Sample"),
            url="https://example.org/1",
            source="test",
        ),
        extraction(
            "paper-2",
            t2,
            [
                Entity("Method", "Sparse-Echo Tuning", ("SE-Tuning",)),
                Entity("Model", "Falcon-7B", family="Falcon"),
                Entity("Metric", "exact match"),
            ],
            [
                (
                    "BUILDS_ON",
                    "method:sparse-echo-tuning",
                    "Our sparse-echo tuning variant uses Falcon-7B.",
                    0.7,
                ),
                ("USES_MODEL", "model:falcon-7b", "Our sparse-echo tuning variant uses Falcon-7B.", 0.9),
                ("USES_METRIC", "metric:exact-match", "It is measured by exact match on Pebble.", 0.6),
                ("EVALUATES_ON", "dataset:pebble", "It is measured by exact match on Pebble.", 0.2),
            ],
            year=2025,
        ),
        extraction(
            "paper-3",
            t3,
            [Entity("Method", "set"), Entity("Task", "planning"), Entity("Metric", "Exact-Match")],
            [
                ("COMPARES_AGAINST", "method:set", "Compared with SET and LoRA,", 0.9),
                ("COMPARES_AGAINST", "method:lora", "Compared with SET and LoRA,", 0.9),
                ("ADDRESSES", "task:planning", "our planner solves Pebble tasks", 0.5),
                ("USES_METRIC", "metric:exact-match", "we report exact match", 0.5),
            ],
            title=None,
        ),
    ]


def many_papers(n: int) -> list[Extraction]:
    """``n`` small papers, each proposing its own method and comparing with a shared one."""
    out = []
    for i in range(n):
        text = f"We present Method{i} for routing. Method{i} outperforms BaseRouter on GridWorld-{i % 3}."
        out.append(
            extraction(
                f"bulk-{i:04d}",
                text,
                [
                    Entity("Method", f"Method{i}", (f"M-{i}",)),
                    Entity("Method", "BaseRouter"),
                    Entity("Dataset", f"GridWorld-{i % 3}"),
                ],
                [
                    ("PROPOSES", f"method:method{i}", f"We present Method{i} for routing.", 0.9),
                    ("COMPARES_AGAINST", "method:baserouter", f"Method{i} outperforms BaseRouter", 0.8),
                    ("EVALUATES_ON", f"dataset:gridworld-{i % 3}", f"on GridWorld-{i % 3}.", 0.7),
                ],
                year=2020 + i % 5,
            )
        )
    return out


def snapshot(
    g: nx.MultiDiGraph,
) -> tuple[dict[str, dict[str, Any]], dict[tuple[str, str, str], dict[str, Any]]]:
    """Every node and edge with all attributes (``__labels__`` as a sorted list), for ``==``."""

    def plain(d: dict[str, Any]) -> dict[str, Any]:
        return {k: sorted(v) if isinstance(v, set) else v for k, v in d.items()}

    nodes = {str(n): plain(d) for n, d in g.nodes(data=True)}
    edges = {(str(u), str(v), str(k)): plain(d) for u, v, k, d in g.edges(keys=True, data=True)}
    return nodes, edges


def assert_same_graph(neo: nx.MultiDiGraph, mem: nx.MultiDiGraph) -> None:
    """Exhaustive parity with a readable first difference instead of a giant diff."""
    n_nodes, n_edges = snapshot(neo)
    m_nodes, m_edges = snapshot(mem)
    missing = sorted(set(m_nodes) - set(n_nodes))[:5]
    extra = sorted(set(n_nodes) - set(m_nodes))[:5]
    assert not missing and not extra, f"nodes only in memory: {missing}; only in Neo4j: {extra}"
    for key in sorted(m_nodes):
        assert n_nodes[key] == m_nodes[key], f"node {key!r} differs"
    missing_e = sorted(set(m_edges) - set(n_edges))[:5]
    extra_e = sorted(set(n_edges) - set(m_edges))[:5]
    assert not missing_e and not extra_e, f"edges only in memory: {missing_e}; only in Neo4j: {extra_e}"
    for key in sorted(m_edges):
        assert n_edges[key] == m_edges[key], f"edge {key!r} differs"
