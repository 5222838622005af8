"""Interactive, offline HTML views of knowledge-graph subgraphs.

``select`` picks what to draw from a store, ``render``/``write`` turn it into one
self-contained page (vis-network inlined, no network access needed), and ``View``
shows it inline in Jupyter.
"""

from __future__ import annotations

from kg.viz.notebook import View, view
from kg.viz.page import render, write
from kg.viz.select import DEFAULT_MAX_NODES, cap, from_rows, seeds_of, select

__all__ = ["DEFAULT_MAX_NODES", "View", "cap", "from_rows", "render", "seeds_of", "select", "view", "write"]
