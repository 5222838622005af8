"""Inline display in Jupyter: the page inside an ``<iframe srcdoc>``.

Notebook front-ends strip or do not run ``<script>`` in plain HTML output, but a
``srcdoc`` iframe is a separate document whose scripts run; ``sandbox="allow-scripts"``
(without ``allow-same-origin``) keeps the page away from the notebook's own origin.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

import networkx as nx

from kg.viz.page import render
from kg.viz.select import DEFAULT_MAX_NODES, seeds_of, select


class View:
    """A rendered subgraph that displays itself in Jupyter and knows its HTML."""

    def __init__(
        self,
        subgraph: nx.MultiDiGraph,
        title: str,
        note: str = "",
        seeds: tuple[str, ...] = (),
        height: int = 640,
    ) -> None:
        self.subgraph = subgraph
        self.title = title
        self.html = render(subgraph, title, note, seeds)
        self.height = int(height)

    def _repr_html_(self) -> str:
        return (
            f'<iframe srcdoc="{html.escape(self.html, quote=True)}" sandbox="allow-scripts" '
            f'title="{html.escape(self.title, quote=True)}" '
            f'style="width:100%;height:{self.height}px;border:1px solid #ddd"></iframe>'
        )

    def __str__(self) -> str:
        return self.html


def view(
    store: Any,
    around: str | None = None,
    hops: int = 1,
    query: str | None = None,
    params: dict[str, Any] | None = None,
    relations: Iterable[str] | None = None,
    max_nodes: int = DEFAULT_MAX_NODES,
    title: str | None = None,
) -> View:
    """Select and render in one call, for notebooks: ``kg.viz.view(store, around="GRPO")``."""
    graph, note = select(store, around, hops, query, params, relations, max_nodes)
    if title is None and around is not None:
        title = f"around {around} ({hops} hop{'s' if hops != 1 else ''})"
    elif title is None:
        title = " ".join(str(query).split())
    return View(graph, title, note, seeds_of(graph, around))
