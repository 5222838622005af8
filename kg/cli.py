"""The ``kg`` command: a thin click layer over :mod:`kg.api`.

Errors a user can cause print one line, ``kg: error: ...``, and exit with 2.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from kg import api
from kg.cli_common import emit, format_option, get_store, store_options
from kg.errors import KgError
from kg.model import RELATION_TYPES


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(package_name="kg-abstracts", prog_name="kg")
def cli() -> None:
    """kg: a knowledge graph of ML methods, datasets, tasks, metrics and models,
    built offline from paper abstracts.

    \b
    Typical session:
      kg ingest examples/                      # read, extract, add to ./kg.graph.json.gz
      kg papers --compares-against GRPO        # which papers compare against GRPO?
      kg show GRPO                             # everything known about GRPO
      kg query "MATCH (p:Paper)-[:EVALUATES_ON]->(d:Dataset) RETURN d.name LIMIT 5"
      kg viz --around GRPO --hops 2 -o grpo.html
    """


@cli.command("extract")
@click.argument("paths", nargs=-1, required=True, metavar="FILE...")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["jsonl", "table"]),
    default="jsonl",
    show_default=True,
    help="jsonl: one scoring-contract record per abstract; table: a readable summary.",
)
@click.option("--jobs", type=int, default=1, show_default=True, help="Worker processes for extraction.")
def extract_command(paths: tuple[str, ...], fmt: str, jobs: int) -> None:
    """Extract entities and relations from abstracts and print them (no graph is written).

    FILE may be a text shard, JSON Lines, JSON, CSV (each optionally gzip'd), a
    folder of them, or - for standard input. All input is read and checked before
    anything is printed.

    \b
    Example:
      kg extract papers.jsonl --format jsonl > out.jsonl
    """
    papers = list(api.read(paths))
    for ex in api.extract(papers, jobs=jobs):
        if fmt == "jsonl":
            sys.stdout.write(json.dumps(ex.to_record(), ensure_ascii=False) + "\n")
        else:
            names = {e.key: e for e in ex.entities}
            click.echo(f"{ex.paper.doc}  {ex.paper.title or ''}".rstrip())
            for r in ex.relations:
                ent = names[r.entity_key]
                click.echo(f"  {r.type:<17} {ent.label:<8} {ent.name}  ({r.rule}, {r.confidence:.2f})")
            click.echo("")


@cli.command("ingest")
@click.argument("paths", nargs=-1, required=True, metavar="PATH...")
@click.option(
    "--min-confidence",
    type=click.FloatRange(0, 1),
    default=0.0,
    show_default=True,
    help="Drop relations whose confidence is below this.",
)
@click.option("--jobs", type=int, default=1, show_default=True, help="Worker processes for extraction.")
@store_options
def ingest_command(paths: tuple[str, ...], min_confidence: float, jobs: int) -> None:
    """Read abstracts, extract, and add them to the graph.

    Re-ingesting the same papers changes nothing; a malformed file leaves the graph
    untouched.

    \b
    Examples:
      kg ingest examples/
      kg ingest corpus.jsonl.gz --graph corpus.graph.json.gz
      kg ingest examples/ --neo4j bolt://127.0.0.1:7687
    """
    store = get_store(create=True)
    counts = api.ingest(paths, store, min_confidence=min_confidence, jobs=jobs)
    click.echo(
        f"read {counts.get('read', 0)} papers: added {counts.get('papers', 0)} papers, "
        f"{counts.get('entities', 0)} entities, {counts.get('relations', 0)} relations"
    )


def _relation_options(func: Any) -> Any:
    for rel in reversed(RELATION_TYPES):
        opt = rel.lower().replace("_", "-")
        func = click.option(
            f"--{opt}",
            rel.lower(),
            multiple=True,
            metavar="NAME",
            help=f"Papers with a {rel} relation to NAME (aliases and case resolve).",
        )(func)
    return func


@cli.command("papers")
@_relation_options
@format_option
@store_options
def papers_command(fmt: str, **conditions: tuple[str, ...]) -> None:
    """Papers related to named entities, with the evidence sentence.

    Conditions combine with AND; each option may be repeated.

    \b
    Examples:
      kg papers --compares-against GRPO
      kg papers --evaluates-on LiveCodeBench --uses-model Qwen2.5-7B-Instruct --format json
    """
    given = {k: v for k, v in conditions.items() if v}
    rows = api.papers(get_store(), **given)
    emit(rows, fmt, columns=["doc", "title", "relation", "entity", "evidence"] if fmt == "table" else None)


@cli.command("show")
@click.argument("name")
@format_option
@store_options
def show_command(name: str, fmt: str) -> None:
    """An entity card: label, aliases, family and papers per relation with evidence.

    \b
    Example:
      kg show "Group Relative Policy Optimization"
    """
    cards = api.show(get_store(), name)
    if fmt != "table":
        emit(cards, fmt)
        return
    for card in cards:
        click.echo(f"{card['name']}  [{card['label']}]  key={card['key']}")
        if card["aliases"]:
            click.echo(f"  aliases: {', '.join(card['aliases'])}")
        if card.get("family"):
            click.echo(f"  family:  {card['family']}")
        for rel, rows in card["relations"].items():
            click.echo(f"  {rel} ({len(rows)} papers)")
            for r in rows:
                click.echo(f"    {r['doc']}: {' '.join(r['evidence'].split())}")
        click.echo("")


@cli.command("stats")
@format_option
@store_options
def stats_command(fmt: str) -> None:
    """Counts of papers, entities per label and relations per type."""
    st = api.stats(get_store())
    rows = [{"what": "papers", "count": st["papers"]}]
    rows += [{"what": label, "count": n} for label, n in st["entities"].items()]
    rows += [{"what": rel, "count": n} for rel, n in st["relations"].items()]
    emit(rows if fmt != "json" else [st], fmt)


@cli.command("export")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["json", "graphml", "csv", "neo4j-admin"]),
    required=True,
    help="json (node-link), graphml, csv (folder), neo4j-admin (folder of import CSVs).",
)
@click.option("-o", "--output", required=True, metavar="PATH", help="File, or folder for csv/neo4j-admin.")
@store_options
def export_command(fmt: str, output: str) -> None:
    """Write the embedded graph in a common format.

    \b
    Examples:
      kg export --format graphml -o kg.graphml
      kg export --format neo4j-admin -o import/
    """
    result = api.export(get_store(), fmt, output)
    click.echo(f"wrote {result['path']} ({fmt})")


def _register_plugins() -> None:
    """Commands that live beside their packages (Cypher, viz, Neo4j)."""
    from kg.cli_cypher import ask_command, query_command
    from kg.cli_neo4j import neo4j_group, push_command
    from kg.cli_viz import viz_command

    for command in (query_command, ask_command, viz_command, neo4j_group, push_command):
        cli.add_command(command)


_register_plugins()


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the CLI, turning user errors into one line and exit code 2."""
    try:
        cli.main(args=argv, prog_name="kg", standalone_mode=False)
    except KgError as exc:
        click.echo(f"kg: error: {exc}", err=True)
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        click.echo("kg: aborted", err=True)
        sys.exit(130)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except BrokenPipeError:
        sys.stderr.close()
        sys.exit(0)
    except KeyboardInterrupt:
        sys.exit(130)
