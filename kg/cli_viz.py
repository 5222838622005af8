"""``kg viz``: a thin click layer over :mod:`kg.viz` (select a subgraph, write one HTML page)."""

from __future__ import annotations

from pathlib import Path

import click

from kg import viz
from kg.cli_common import get_store, store_options
from kg.cypher.params import parse_params
from kg.model import RELATION_TYPES


def _title(around: str | None, hops: int, query: str | None, relations: tuple[str, ...]) -> str:
    if around is not None:
        head = f"kg \u00b7 around {around} ({hops} hop{'s' if hops != 1 else ''})"
    else:
        head = f"kg \u00b7 {' '.join((query or '').split())}"
    if relations:
        head += " \u00b7 " + ", ".join(r.upper() for r in relations)
    return head


@click.command("viz")
@click.option("--around", metavar="NAME", help="Draw the neighbourhood of this entity (name or alias).")
@click.option("--hops", type=click.IntRange(min=0), default=1, show_default=True, help="Steps out from NAME.")
@click.option(
    "--query",
    metavar="CYPHER",
    help="Draw the nodes and relationships a Cypher query (or named query) returns.",
)
@click.option(
    "--param", "params", multiple=True, metavar="NAME=VALUE", help="Bind $NAME in --query (repeatable)."
)
@click.option(
    "--relation",
    "relations",
    multiple=True,
    type=click.Choice(RELATION_TYPES, case_sensitive=False),
    metavar="TYPE",
    help=f"Keep only this relation type (repeatable): {', '.join(RELATION_TYPES)}.",
)
@click.option(
    "--max-nodes",
    type=click.IntRange(min=1),
    default=viz.DEFAULT_MAX_NODES,
    show_default=True,
    help="Keep at most N nodes: nearest to NAME first, then the most connected; the page says what was cut.",
    metavar="N",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False),
    default="kg-viz.html",
    show_default=True,
    help="HTML file to write.",
)
@click.option("--title", help="Page title (default: names the query).")
@click.option(
    "--screenshot",
    type=click.Path(dir_okay=False),
    metavar="PNG",
    help="Also write a PNG of the laid-out page (needs headless Chromium: scripts/install-chromium).",
)
@store_options
def viz_command(
    around: str | None,
    hops: int,
    query: str | None,
    params: tuple[str, ...],
    relations: tuple[str, ...],
    max_nodes: int,
    output: str,
    title: str | None,
    screenshot: str | None,
) -> None:
    """Write an interactive HTML view of part of the graph; it works offline.

    Nodes are coloured and shaped by label and sized by degree, edges coloured by
    relation; hover for aliases and evidence sentences, search to focus a node, and
    tick boxes to hide labels or relation types.

    \b
    Examples:
      kg viz --around GRPO --hops 2 -o grpo.html
      kg viz --around GSM8K --relation EVALUATES_ON --max-nodes 100
      kg viz --query 'MATCH (p:Paper)-[r:PROPOSES]->(m:Method) RETURN p, r, m LIMIT 50'
      kg viz --query 'MATCH (p:Paper)-[r]->(d:Dataset {name: $d}) RETURN p, r, d' --param d=GSM8K
    """
    rels = tuple(r.upper() for r in relations)
    graph, note = viz.select(
        get_store(),
        around=around,
        hops=hops,
        query=query,
        params=parse_params(params) if params else None,
        relations=rels or None,
        max_nodes=max_nodes,
    )
    page_title = title or _title(around, hops, query, rels)
    path = viz.write(graph, output, page_title, note, viz.seeds_of(graph, around))
    n, m = graph.number_of_nodes(), graph.number_of_edges()
    click.echo(f"wrote {path} ({n:,} node{'s' * (n != 1)}, {m:,} relation{'s' * (m != 1)})")
    if note:
        click.echo(note, err=True)
    if screenshot:
        from kg.viz.browser import screenshot as take

        click.echo(f"wrote {take(Path(path), screenshot)}")
