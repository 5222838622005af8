"""How each node label and relation type looks: one table, used by the page and its legend.

Colours come from a colour-blind-safe palette (Okabe-Ito) so the legend stays readable
for everyone; shapes differ per label too, so colour is never the only cue.
"""

from __future__ import annotations

import math

# label -> (background colour, border colour, vis-network shape)
NODE_STYLES: dict[str, tuple[str, str, str]] = {
    "Paper": ("#d9d9d9", "#6b6b6b", "square"),
    "Method": ("#56b4e9", "#1f6f9c", "dot"),
    "Dataset": ("#009e73", "#00563f", "diamond"),
    "Task": ("#e69f00", "#8a5f00", "triangle"),
    "Metric": ("#cc79a7", "#7d3a60", "triangleDown"),
    "Model": ("#f0e442", "#8c8420", "hexagon"),
}
OTHER_NODE_STYLE = ("#ffffff", "#333333", "star")

EDGE_COLOURS: dict[str, str] = {
    "PROPOSES": "#d55e00",
    "COMPARES_AGAINST": "#0072b2",
    "BUILDS_ON": "#009e73",
    "EVALUATES_ON": "#cc79a7",
    "USES_MODEL": "#b8a800",
    "ADDRESSES": "#e69f00",
    "USES_METRIC": "#7f7f7f",
}
OTHER_EDGE_COLOUR = "#444444"


def node_style(label: str) -> tuple[str, str, str]:
    """Background, border and shape for a node label (unknown labels get a star)."""
    return NODE_STYLES.get(label, OTHER_NODE_STYLE)


def edge_colour(relation: str) -> str:
    """The colour of a relation type's edges and legend swatch."""
    return EDGE_COLOURS.get(relation, OTHER_EDGE_COLOUR)


def node_size(degree: int) -> float:
    """Node radius grows with the square root of degree, so hubs stand out without swamping."""
    return round(8.0 + 5.0 * math.sqrt(max(degree, 0)), 2)
