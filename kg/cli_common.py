"""Shared pieces of the ``kg`` command: store options and output formats.

Every command that reads or writes a graph takes the same two options,
``--graph FILE`` (``$KG_GRAPH``, default ``./kg.graph.json.gz``) and
``--neo4j URI`` (credentials from ``$NEO4J_USERNAME``/``$NEO4J_PASSWORD``), and
every command that prints rows prints them with :func:`emit`.
"""

from __future__ import annotations

import csv
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from kg import api
from kg.errors import KgError
from kg.store import Store

F = TypeVar("F", bound=Callable[..., Any])
FORMATS = ("table", "json", "jsonl", "csv")
_MAX_CELL = 100


def store_options(func: F) -> F:
    """Add ``--graph`` and ``--neo4j`` to a command; read them with :func:`get_store`."""

    def remember(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
        ctx.meta[f"kg.{param.name}"] = value
        return value

    func = click.option(
        "--neo4j",
        metavar="URI",
        expose_value=False,
        callback=remember,
        help="Use the Neo4j server at URI (bolt://, neo4j://, neo4j+s://) instead of the graph file.",
    )(func)
    func = click.option(
        "--graph",
        metavar="FILE",
        envvar="KG_GRAPH",
        default=None,
        expose_value=False,
        callback=remember,
        help="Embedded graph file [env KG_GRAPH; default ./kg.graph.json.gz].",
    )(func)
    return func


def get_store(ctx: click.Context | None = None, create: bool = False) -> Store:
    """The store the command's ``--graph``/``--neo4j`` options name, opened once.

    Commands that only read refuse a graph file that does not exist yet, rather than
    answering every question with an empty result; ``kg ingest`` passes ``create=True``.
    """
    ctx = ctx or click.get_current_context()
    root = ctx.find_root()
    cached = root.meta.get("kg.store")
    if cached is None:
        meta = {**root.meta, **ctx.meta}
        neo4j, graph = meta.get("kg.neo4j"), meta.get("kg.graph")
        if not neo4j and not create:
            path = Path(graph if graph is not None else api.default_graph_path())
            if not path.exists():
                raise KgError(f"{path}: no graph file yet; build one with `kg ingest PATH... --graph {path}`")
        cached = api.open_store(graph=graph, neo4j=neo4j)
        root.meta["kg.store"] = cached
        if hasattr(cached, "close"):
            root.call_on_close(cached.close)
    return cached


def format_option(func: F) -> F:
    """``--format table|json|jsonl|csv`` (table is for people, the rest for scripts)."""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(FORMATS),
        default="table",
        show_default=True,
        help="Output format.",
    )(func)


def _text(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, (list, tuple)):
        return ", ".join(_text(x) for x in v)
    if isinstance(v, dict):
        if "_labels" in v:
            labels = ":".join(v.get("_labels") or [])
            return f"({labels} {v.get('name') or v.get('title') or v.get('_id')})"
        if "_type" in v:
            return f"-[{v['_type']}]->"
        return json.dumps(v, ensure_ascii=False, sort_keys=True)
    return str(v)


def _short(s: str) -> str:
    s = " ".join(s.split())
    return s if len(s) <= _MAX_CELL else s[: _MAX_CELL - 1] + "…"


def emit(rows: Sequence[dict[str, Any]], fmt: str = "table", columns: Sequence[str] | None = None) -> None:
    """Print rows as an aligned table, JSON, JSON Lines or CSV."""
    cols = list(columns) if columns else _columns(rows)
    out = sys.stdout
    if fmt == "json":
        json.dump(list(rows), out, ensure_ascii=False, indent=2, default=str)
        out.write("\n")
    elif fmt == "jsonl":
        for r in rows:
            out.write(json.dumps(r, ensure_ascii=False, default=str) + "\n")
    elif fmt == "csv":
        w = csv.writer(out)
        w.writerow(cols)
        for r in rows:
            w.writerow([_text(r.get(c)) for c in cols])
    else:
        if not rows:
            click.echo("(no results)")
            return
        cols = [c for c in cols if any(_text(r.get(c)) for r in rows)] or cols
        cells = [[_short(_text(r.get(c))) for c in cols] for r in rows]
        widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(cols)]
        click.echo("  ".join(c.ljust(w) for c, w in zip(cols, widths, strict=True)).rstrip())
        click.echo("  ".join("-" * w for w in widths))
        for row in cells:
            click.echo("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip())


def _columns(rows: Sequence[dict[str, Any]]) -> list[str]:
    cols: list[str] = []
    for r in rows:
        for k in r:
            if k not in cols:
                cols.append(k)
    return cols
