"""Helpers for the Chromium tests: find the browser or fail loudly, and poke at a loaded page.

The browser tests never skip: a missing Chromium is a failed test with the command that
fixes it, so CI cannot go green without having rendered a page.
"""

from __future__ import annotations

from typing import Any

import pytest

from kg.viz.browser import BrowserMissing, chromium_path


def require_chromium() -> str:
    """The Chromium binary, or a failed test that says how to install it."""
    try:
        import playwright  # noqa: F401
    except ImportError:
        pytest.fail("the playwright Python package is missing: pip install -e '.[dev]'")
    try:
        return chromium_path()
    except BrowserMissing as exc:
        pytest.fail(f"{exc}. The browser tests need it; run scripts/install-chromium (make test does).")


def node_id(page: Any, key: str) -> int:
    """The vis id of the node whose graph key is ``key``."""
    ids = page.evaluate("(k) => kgNodes.getIds({filter: (n) => n.key === k})", key)
    assert len(ids) == 1, f"{key} is not exactly one node on the page: {ids}"
    return ids[0]


def node_point(page: Any, nid: int) -> tuple[float, float]:
    """Where a node is drawn, in page coordinates."""
    return tuple(
        page.evaluate(
            """(id) => {
                const p = kgNetwork.canvasToDOM(kgNetwork.getPosition(id));
                const r = document.querySelector('#kg-graph canvas').getBoundingClientRect();
                return [r.left + p.x, r.top + p.y];
            }""",
            nid,
        )
    )


def edge_point(page: Any, eid: int) -> tuple[float, float]:
    """The middle of an edge as drawn, in page coordinates."""
    return tuple(
        page.evaluate(
            """(id) => {
                const p = kgNetwork.canvasToDOM(kgNetwork.body.edges[id].edgeType.getPoint(0.5));
                const r = document.querySelector('#kg-graph canvas').getBoundingClientRect();
                return [r.left + p.x, r.top + p.y];
            }""",
            eid,
        )
    )


def hover_node(page: Any, nid: int) -> str:
    """Move the mouse onto a node and return the tooltip text vis-network shows."""
    return _hover(page, *node_point(page, nid))


def hover_edge(page: Any, eid: int) -> str:
    """Move the mouse onto the middle of an edge and return its tooltip text."""
    return _hover(page, *edge_point(page, eid))


def _hover(page: Any, x: float, y: float) -> str:
    page.mouse.move(x - 30, y - 30)
    page.mouse.move(x, y, steps=5)
    page.wait_for_function(
        "() => { const t = document.querySelector('div.vis-tooltip');"
        " return t && t.style.visibility !== 'hidden' && t.textContent.length > 0; }",
        timeout=5000,
    )
    return page.evaluate("document.querySelector('div.vis-tooltip').textContent")
