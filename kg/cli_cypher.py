"""``kg query`` (ad-hoc Cypher) and ``kg ask`` (named queries): thin click layers over :mod:`kg.cypher`."""

from __future__ import annotations

import click

from kg import cypher
from kg.cli_common import emit, format_option, get_store, store_options
from kg.cypher.params import parse_params
from kg.errors import KgError

_PARAM_HELP = "Bind $NAME to VALUE (repeatable); whole numbers and decimals become numbers, the rest text."


def _limit_option(func):  # type: ignore[no-untyped-def]
    return click.option(
        "--limit", type=click.IntRange(min=0), default=None, help="Print at most N rows.", metavar="N"
    )(func)


@click.command("query")
@click.argument("text", metavar="CYPHER")
@click.option("--param", "params", multiple=True, metavar="NAME=VALUE", help=_PARAM_HELP)
@click.option("--write", is_flag=True, help="Allow CREATE/MERGE/SET/DELETE/REMOVE/DROP (Neo4j store only).")
@_limit_option
@format_option
@store_options
def query_command(text: str, params: tuple[str, ...], write: bool, limit: int | None, fmt: str) -> None:
    """Run ad-hoc Cypher on the graph (read-only unless --write).

    The embedded store runs the subset of Cypher that grand-cypher understands
    (MATCH, WHERE, RETURN, ORDER BY, SKIP, LIMIT, aggregates); anything else gets a
    one-line message suggesting the Neo4j store (--neo4j URI). A named query's name
    works here too.

    \b
    Examples:
      kg query "MATCH (p:Paper)-[:COMPARES_AGAINST]->(m:Method)
                RETURN m.name, count(p) AS n ORDER BY n DESC LIMIT 10"
      kg query 'MATCH (p:Paper)-[r:EVALUATES_ON]->(d) WHERE d.name = $name
                RETURN p.title, r.evidence' --param name=GSM8K
      kg query compares-against --param name=GRPO --format json
    """
    rows = cypher.run(get_store(), text, parse_params(params), write=write, limit=limit)
    emit(rows, fmt)


@click.command("ask")
@click.argument("name", required=False, metavar="NAME")
@click.option(
    "--param",
    "params",
    multiple=True,
    metavar="NAME=VALUE",
    help="Set a parameter of the query (repeatable; kg ask --list shows them).",
)
@click.option("--list", "list_", is_flag=True, help="List the named queries with their parameters.")
@_limit_option
@format_option
@store_options
def ask_command(name: str | None, params: tuple[str, ...], list_: bool, limit: int | None, fmt: str) -> None:
    """Run a named query (a .cypher file shipped with kg) on either store.

    Names given as parameters resolve through aliases and case, so GRPO, grpo and
    "Group Relative Policy Optimization" find the same papers.

    \b
    Examples:
      kg ask --list
      kg ask compares-against --param name=GRPO
      kg ask top-baselines --param venue=ICML --param year=2025 --limit 10
      kg ask lineage --param name=LoRA --format json
    """
    if list_ or not name:
        if not list_:
            raise KgError(
                "give a named query, e.g. `kg ask compares-against --param name=GRPO` (see kg ask --list)"
            )
        rows = [
            {
                "name": q.name,
                "description": q.description,
                "params": ", ".join(p.name + ("" if p.required else "?") for p in q.params),
            }
            for q in cypher.named_queries()
        ]
        emit(rows, fmt)
        return
    query = cypher.require(name)
    # named-query parameters keep the user's text (a name such as "2024" stays a string);
    # each query converts its own int parameters
    given = parse_params(params, typed=False)
    rows = cypher.run_named(get_store(), query, given)
    emit(rows if limit is None else rows[:limit], fmt)
