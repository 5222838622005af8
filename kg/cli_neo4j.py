"""``kg neo4j init|status`` and ``kg push``: the commands that only make sense with a server.

Connection settings follow Neo4j's own tools: ``--neo4j URI`` or ``$NEO4J_URI``, and
``$NEO4J_USERNAME``, ``$NEO4J_PASSWORD``, ``$NEO4J_DATABASE``. The logic lives in
:mod:`kg.store.neo4j`; these are thin click wrappers.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from kg.errors import KgError
from kg.store.memory import DEFAULT_PATH, GraphFileError, MemoryStore
from kg.store.neo4j import DEFAULT_BATCH, DEFAULT_URI, Neo4jStore


def _uri_option(func: Any) -> Any:
    return click.option(
        "--neo4j",
        "uri",
        metavar="URI",
        envvar="NEO4J_URI",
        default=DEFAULT_URI,
        show_default=True,
        help="Neo4j server (bolt://, neo4j://, neo4j+s://) [env NEO4J_URI; user/password from "
        "NEO4J_USERNAME/NEO4J_PASSWORD, database from NEO4J_DATABASE].",
    )(func)


@click.group("neo4j")
def neo4j_group() -> None:
    """Manage the Neo4j database kg writes to.

    \b
    Start the bundled server and point kg at it:
      scripts/neo4j-server start
      eval "$(scripts/neo4j-server env)"
      kg neo4j init
    """


@neo4j_group.command("init")
@_uri_option
def init_command(uri: str) -> None:
    """Create the schema (constraints on Paper.id and each label's key, full-text name index).

    Idempotent (IF NOT EXISTS); loading papers also does it.

    \b
    Example:
      kg neo4j init --neo4j bolt://127.0.0.1:7687
    """
    with Neo4jStore(uri) as store:
        statements = store.init_schema()
    click.echo(f"schema ready on {uri}: {len(statements)} constraints and indexes")


@neo4j_group.command("status")
@_uri_option
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def status_command(uri: str, fmt: str) -> None:
    """Show the server, its schema and what kg has stored there.

    \b
    Example:
      kg neo4j status --format json
    """
    with Neo4jStore(uri) as store:
        info = {**store.server_info(), **store.schema(), "stats": store.stats()}
    if fmt == "json":
        click.echo(json.dumps(info, indent=2, ensure_ascii=False))
        return
    st = info["stats"]
    click.echo(f"Neo4j {info['version']} {info['edition']} at {info['uri']} (database {info['database']})")
    n_entities = sum(st["entities"].values())
    click.echo(f"papers: {st['papers']}  entities: {n_entities}  relations: {st['total_relations']}")
    click.echo(f"constraints: {', '.join(info['constraints']) or '(none: run kg neo4j init)'}")
    click.echo(f"indexes: {', '.join(info['indexes']) or '(none)'}")


@click.command("push")
@_uri_option
@click.option(
    "--graph",
    metavar="FILE",
    envvar="KG_GRAPH",
    default=DEFAULT_PATH,
    show_default=True,
    help="Embedded graph file to copy [env KG_GRAPH].",
)
@click.option(
    "--batch-size", type=int, default=DEFAULT_BATCH, show_default=True, help="Rows per transaction."
)
def push_command(uri: str, graph: str, batch_size: int) -> None:
    """Copy the embedded graph file into Neo4j (nodes and relationships exactly).

    Uses MERGE, so pushing again changes nothing and an interrupted push is
    completed by running it again.

    \b
    Example:
      kg push --neo4j bolt://127.0.0.1:7687 --graph kg.graph.json.gz
    """
    if batch_size < 1:
        raise KgError("--batch-size must be at least 1")
    if not Path(graph).exists():
        raise KgError(f"{graph}: no such graph file (build one with `kg ingest PATH... --graph {graph}`)")
    try:
        memory = MemoryStore(graph)
    except GraphFileError as exc:
        raise KgError(str(exc)) from None
    with Neo4jStore(uri, batch_size=batch_size) as store:
        counts = store.push(memory)
    click.echo(
        f"pushed {graph} to {uri}: {counts.get('papers', 0)} new papers, "
        f"{counts.get('entities', 0)} entities, {counts.get('relations', 0)} new relationships"
    )
