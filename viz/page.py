"""Render a subgraph as one self-contained, offline HTML page.

pyvis's own templates fetch Bootstrap, tom-select and vis-network from CDNs, which
leaves offline users with a blank page; this module fills a project-owned template
instead and inlines vis-network (vendored in ``viz/vendor`` with its licence).

Safety: data travels as JSON inside ``<script type="application/json">`` with ``<``,
``>``, ``&``, ``/`` and U+2028/2029 escaped, so no string can close the script element;
the page script builds tooltips and legend entries with ``textContent``. Header text is
HTML-escaped. The output names no ``http(s)://`` resource at all.
"""

from __future__ import annotations

import html
import json
import os
import re
from collections import Counter
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx

from kg.model import LABELS, RELATION_TYPES
from kg.viz.style import edge_colour, node_size, node_style

LABEL_ORDER = ("Paper", *LABELS)
_SOURCE_MAP = re.compile(r"^//# sourceMappingURL=.*$", re.MULTILINE)
_SCRIPT_END = re.compile(r"</script", re.IGNORECASE)
PAPER_LABEL_CHARS = 40
EDGE_LABELS_UP_TO = 150  # edges drawn with their relation name when the view is this small


@cache
def _asset(folder: str, name: str) -> str:
    return resources.files("kg.viz").joinpath(folder, name).read_text(encoding="utf-8")


def _vis_js() -> str:
    """vis-network as inlinable text: same behaviour, no URL-looking substrings, no source map."""
    js = _asset("vendor", "vis-network.min.js")
    # not splitlines(): the library has U+2028 and friends inside string literals
    js = _SOURCE_MAP.sub("", js)
    return _SCRIPT_END.sub("<\\\\/script", js.replace("://", ":\\/\\/"))


def script_json(value: Any) -> str:
    """JSON that is safe inside a ``<script>`` element and names no URL.

    ``\\u003c`` etc. and ``\\/`` are ordinary JSON escapes, so ``JSON.parse`` returns the
    original strings; the HTML parser just never sees ``</script>``, ``<!--`` or ``://``.
    """
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    for raw, escaped in (
        ("&", "\\u0026"),
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("/", "\\/"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(raw, escaped)
    return text


def html_text(value: str) -> str:
    """HTML-escape text for element content; ``/`` too, so no URL appears in the markup."""
    return html.escape(value, quote=True).replace("/", "&#47;")


def _short(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def _label_rank(label: str) -> int:
    return LABEL_ORDER.index(label) if label in LABEL_ORDER else len(LABEL_ORDER)


def physics_options(n_nodes: int, n_edges: int) -> dict[str, Any]:
    """Layout settings that stabilize quickly, then the page switches physics off.

    Small views get barnesHut with enough iterations to untangle; large ones use
    forceAtlas2Based with fewer iterations and no improvedLayout (its clustering pass
    dominates the time for thousands of nodes). Edges are straight (see
    :func:`network_options`). Numbers are tuned with ``benchmarks/viz_render.py``.
    """
    if n_nodes <= 300:
        solver = {
            "solver": "barnesHut",
            "barnesHut": {
                "gravitationalConstant": -6000,
                "centralGravity": 0.3,
                "springLength": 110,
                "springConstant": 0.04,
                "damping": 0.2,
                "avoidOverlap": 0.1,
            },
            "stabilization": {"enabled": True, "iterations": 200, "updateInterval": 50, "fit": True},
        }
    else:
        solver = {
            "solver": "forceAtlas2Based",
            "forceAtlas2Based": {
                "theta": 0.9,  # coarser Barnes-Hut tree: ~1.5x faster, layout still readable
                "gravitationalConstant": -60,
                "centralGravity": 0.01,
                "springLength": 80,
                "springConstant": 0.08,
                "damping": 0.5,
                "avoidOverlap": 0,
            },
            "stabilization": {
                "enabled": True,
                "iterations": 120 if n_nodes <= 1500 else 80,
                "updateInterval": 25,
                "fit": True,
            },
        }
    return {"enabled": True, "minVelocity": 1.0, "maxVelocity": 60, "timestep": 0.5, **solver}


def network_options(n_nodes: int, n_edges: int) -> dict[str, Any]:
    """The vis-network options object for a view of this size."""
    return {
        "autoResize": True,
        "layout": {"randomSeed": 7, "improvedLayout": n_nodes <= 150},
        "physics": physics_options(n_nodes, n_edges),
        "interaction": {
            "hover": True,
            "tooltipDelay": 120,
            "navigationButtons": False,
            "keyboard": {"enabled": True, "bindToWindow": False},
            "hideEdgesOnDrag": n_edges > 1500,
        },
        "nodes": {
            "borderWidth": 1.5,
            "font": {
                "size": 13,
                "face": "DejaVu Sans, sans-serif",
                "strokeWidth": 3,
                "strokeColor": "#ffffff",
            },
        },
        "edges": {
            "arrows": {"to": {"enabled": True, "scaleFactor": 0.5}},
            "width": 1.2,
            # straight edges: "dynamic" curves add a physics node per edge and tripled layout time
            "smooth": {"enabled": False},
            "font": {"size": 9, "align": "middle", "color": "#444444", "strokeWidth": 3},
            "color": {"inherit": False, "opacity": 0.85},
        },
    }


def payload(subgraph: nx.MultiDiGraph, seeds: tuple[str, ...] = ()) -> dict[str, Any]:
    """Nodes, edges, legend and options for the page script, in a deterministic order."""
    order = sorted(subgraph.nodes, key=lambda n: (_label_rank(str(subgraph.nodes[n].get("label"))), str(n)))
    ids = {node: i for i, node in enumerate(order)}
    degree = dict(subgraph.degree())
    nodes = []
    for node in order:
        d = subgraph.nodes[node]
        kind = str(d.get("label") or "Node")
        bg, border, shape = node_style(kind)
        item: dict[str, Any] = {
            "id": ids[node],
            "key": str(node),
            "kind": kind,
            "shape": shape,
            "size": node_size(degree.get(node, 0)),
            "degree": degree.get(node, 0),
            "color": {
                "background": bg,
                "border": border,
                "highlight": {"background": bg, "border": "#000000"},
                "hover": {"background": bg, "border": "#000000"},
            },
        }
        if kind == "Paper":
            title = str(d.get("title") or d.get("doc") or node)
            item.update(
                label=_short(title, PAPER_LABEL_CHARS),
                paperTitle=title,
                doc=d.get("doc"),
                venue=d.get("venue"),
                year=d.get("year"),
            )
        else:
            name = str(d.get("name") or node)
            item.update(label=name, name=name, aliases=[str(a) for a in d.get("aliases") or []])
            if d.get("family"):
                item["family"] = str(d["family"])
        nodes.append(item)

    edges = []
    rel_counts: Counter[str] = Counter()
    label_edges = subgraph.number_of_edges() <= EDGE_LABELS_UP_TO
    parallel: Counter[tuple[str, str]] = Counter()
    for i, (u, v, k, d) in enumerate(
        sorted(subgraph.edges(keys=True, data=True), key=lambda e: (ids[e[0]], ids[e[1]], str(e[2])))
    ):
        rel = str(d.get("type") or k)
        rel_counts[rel] += 1
        paper = subgraph.nodes[u] if subgraph.nodes[u].get("label") == "Paper" else {}
        edge: dict[str, Any] = {
            "id": i,
            "from": ids[u],
            "to": ids[v],
            "rel": rel,
            "color": {"color": edge_colour(rel), "highlight": edge_colour(rel), "hover": edge_colour(rel)},
            "evidence": d.get("evidence"),
            "paper": paper.get("title"),
            "doc": paper.get("doc"),
            "rule": d.get("rule"),
            "confidence": d.get("confidence"),
        }
        if label_edges:
            edge["label"] = rel
        nth = parallel[(u, v)]
        parallel[(u, v)] += 1
        if nth:  # a second relation between the same paper and entity bends away from the first
            edge["smooth"] = {"enabled": True, "type": "curvedCW", "roundness": round(0.25 * nth, 2)}
        edges.append(edge)

    label_counts = Counter(n["kind"] for n in nodes)
    labels = []
    for kind in sorted(label_counts, key=lambda k: (_label_rank(k), k)):
        bg, border, shape = node_style(kind)
        labels.append(
            {"name": kind, "count": label_counts[kind], "color": bg, "border": border, "shape": shape}
        )
    rel_rank = {r: i for i, r in enumerate(RELATION_TYPES)}
    relations = [
        {"name": r, "count": rel_counts[r], "color": edge_colour(r)}
        for r in sorted(rel_counts, key=lambda r: (rel_rank.get(r, len(rel_rank)), r))
    ]
    return {
        "nodes": nodes,
        "edges": edges,
        "labels": labels,
        "relations": relations,
        "seeds": [ids[s] for s in seeds if s in ids],
        "options": network_options(len(nodes), len(edges)),
    }


def render(subgraph: nx.MultiDiGraph, title: str, note: str = "", seeds: tuple[str, ...] = ()) -> str:
    """The complete HTML page for ``subgraph``; ``title`` names the query in the tab and header."""
    data = payload(subgraph, seeds)
    n, m = len(data["nodes"]), len(data["edges"])
    summary = f"{n:,} node{'s' if n != 1 else ''} \u00b7 {m:,} relation{'s' if m != 1 else ''}"
    if n == 0:
        summary = "nothing matched: 0 nodes"
    parts = {
        "@@TITLE@@": html_text(title),
        "@@SUMMARY@@": html_text(summary),
        "@@NOTE@@": html_text(note),
        "@@VIS_CSS@@": _asset("vendor", "vis-network.min.css"),
        "@@PAGE_CSS@@": _asset("templates", "page.css"),
        "@@DATA@@": script_json(data),
        "@@VIS_JS@@": _vis_js(),
        "@@PAGE_JS@@": _SCRIPT_END.sub("<\\\\/script", _asset("templates", "page.js")),
    }
    page = _asset("templates", "page.html")
    # one pass over the template, so text inserted for one marker is never rescanned
    out, rest = [], page
    while True:
        start = rest.find("@@")
        if start < 0:
            out.append(rest)
            break
        end = rest.find("@@", start + 2)
        marker = rest[start : end + 2]
        if end < 0 or marker not in parts:
            out.append(rest[: start + 2])
            rest = rest[start + 2 :]
            continue
        out.append(rest[:start])
        out.append(parts[marker])
        rest = rest[end + 2 :]
    return "".join(out)


def write(
    subgraph: nx.MultiDiGraph,
    path: str | os.PathLike[str],
    title: str,
    note: str = "",
    seeds: tuple[str, ...] = (),
) -> Path:
    """Render and write the page; returns the path written."""
    target = Path(path)
    if target.parent and not target.parent.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(render(subgraph, title, note, seeds), encoding="utf-8")
    return target
