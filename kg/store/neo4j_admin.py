"""CSV files for Neo4j's offline bulk loader, ``neo4j-admin database import full``.

Bulk import is the fast path for a fresh database (no transactions, no MERGE), so the
files carry the same nodes, properties and relationships the Neo4j store writes:

* ``papers.csv`` — ``id:ID(Paper)`` plus doc, title, venue, ``year:int``, ``authors:string[]``,
  url, source and ``:LABEL``;
* ``entities.csv`` — ``key:ID(Entity)``, name, ``aliases:string[]``, family, ``:LABEL``;
* ``relationships.csv`` — ``:START_ID(Paper)``, ``:END_ID(Entity)``, ``:TYPE``, evidence,
  ``start:int``, ``end:int``, rule, ``confidence:double``.

Papers and entities live in separate ID spaces, so a paper id can never collide with an
entity key. ``None`` is written as an empty unquoted field (neo4j-admin stores no
property), strings are always quoted (so an empty string stays a string). List elements
are joined with U+001F, a control character that cannot occur in names, because ``;``
(the default delimiter) can. Text is written verbatim, so a field holds a line break when
an abstract (hence an evidence sentence) or a title does; only then does the command carry
``--multiline-fields=true``, which makes neo4j-admin parse every file on one thread instead
of splitting them into chunks for its workers. ``import.sh`` in the folder holds the exact
command.
"""

from __future__ import annotations

import os
import shlex
import tempfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from kg.errors import KgError
from kg.model import LABELS, RELATION_TYPES

ARRAY_DELIMITER = "\x1f"
PAPER_HEADER = (
    "id:ID(Paper)",
    "doc",
    "title",
    "venue",
    "year:int",
    "authors:string[]",
    "url",
    "source",
    ":LABEL",
)
ENTITY_HEADER = ("key:ID(Entity)", "name", "aliases:string[]", "family", ":LABEL")
REL_HEADER = (
    ":START_ID(Paper)",
    ":END_ID(Entity)",
    ":TYPE",
    "evidence",
    "start:int",
    "end:int",
    "rule",
    "confidence:double",
)
FILES = ("papers.csv", "entities.csv", "relationships.csv")


def import_args(
    out_dir: str | os.PathLike[str] | None, database: str = "neo4j", multiline_fields: bool = True
) -> list[str]:
    """Arguments after ``neo4j-admin`` that import the folder into ``database`` (overwriting it).

    With ``out_dir=None`` the file names are relative (for ``import.sh``, which ``cd``s there).
    ``multiline_fields`` must be true if any field holds a line break (``write_import_csvs``
    reports it); it defaults to true because that is always correct, merely slower: without
    it a quoted newline would split a record.
    """
    d = Path(out_dir).resolve() if out_dir is not None else None

    def f(name: str) -> str:
        return str(d / name) if d is not None else name

    return [
        "database",
        "import",
        "full",
        f"--nodes={f('papers.csv')}",
        f"--nodes={f('entities.csv')}",
        f"--relationships={f('relationships.csv')}",
        "--array-delimiter=U+001F",
        *(["--multiline-fields=true"] if multiline_fields else []),
        "--overwrite-destination=true",
        f"--report-file={f('import.report')}",
        database,
    ]


def _array(values: Iterable[Any]) -> str | None:
    items = [str(v).replace(ARRAY_DELIMITER, " ") for v in values]
    return ARRAY_DELIMITER.join(items) if items else None


def _write(path: Path, header: Sequence[str], rows: Iterable[Sequence[Any]]) -> tuple[int, bool]:
    """Write one CSV atomically; returns the number of data rows and whether a field spans lines.

    Only fields can put a line break into a record (the separators are commas), so looking
    at the joined record is enough and costs one scan per row.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    n = 0
    multiline = False
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(",".join(header) + "\n")
            for row in rows:
                line = ",".join(map(_field, row))
                if not multiline and ("\n" in line or "\r" in line):
                    multiline = True
                fh.write(line + "\n")
                n += 1
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return n, multiline


def _field(value: Any) -> str:
    """None -> empty unquoted (no property); strings always quoted, quotes doubled (RFC 4180).

    Strings are most of the ~2 million fields of a corpus export, so they are tested first.
    """
    if type(value) is str:
        return '"' + value.replace('"', '""') + '"'
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    return '"' + str(value).replace('"', '""') + '"'


def write_import_csvs(memory_store: Any, out_dir: str | os.PathLike[str]) -> dict[str, Any]:
    """Write papers/entities/relationships CSVs and ``import.sh`` for ``neo4j-admin`` into ``out_dir``.

    Returns the row counts and ``multiline_fields``: whether any field holds a line break,
    i.e. whether the import needs ``--multiline-fields=true`` (``import.sh`` has it then).
    """
    out = Path(out_dir)
    g = memory_store.graph
    papers: list[Sequence[Any]] = []
    entities: list[Sequence[Any]] = []
    for node_id in sorted(g.nodes):
        d = g.nodes[node_id]
        label = d.get("label")
        if label == "Paper":
            year = d.get("year")
            papers.append(
                (
                    node_id,
                    d.get("doc"),
                    d.get("title"),
                    d.get("venue"),
                    int(year) if year is not None else None,
                    _array(d.get("authors") or []),
                    d.get("url"),
                    d.get("source"),
                    "Paper",
                )
            )
        elif label in LABELS:
            entities.append((node_id, d.get("name"), _array(d.get("aliases") or []), d.get("family"), label))
        else:
            raise KgError(f"node {node_id!r} has unknown label {label!r}; cannot export it for neo4j-admin")

    def rel_rows() -> Iterable[Sequence[Any]]:
        for u, v, k in sorted(g.edges(keys=True)):
            if k not in RELATION_TYPES:
                raise KgError(f"relation {u!r} -> {v!r} has unknown type {k!r}")
            d = g.edges[u, v, k]
            conf = d.get("confidence")
            yield (
                u,
                v,
                k,
                d.get("evidence"),
                d.get("start"),
                d.get("end"),
                d.get("rule"),
                float(conf) if conf is not None else None,
            )

    written = {
        "papers": _write(out / "papers.csv", PAPER_HEADER, papers),
        "entities": _write(out / "entities.csv", ENTITY_HEADER, entities),
        "relationships": _write(out / "relationships.csv", REL_HEADER, rel_rows()),
    }
    multiline = any(m for _, m in written.values())
    _write_script(out / "import.sh", lambda: import_args(None, multiline_fields=multiline))
    return {**{name: n for name, (n, _) in written.items()}, "multiline_fields": multiline}


def _write_script(path: Path, args: Callable[[], list[str]]) -> None:
    """A runnable reminder of the exact import command (stop the server first)."""
    cmd = " ".join(shlex.quote(a) for a in args())
    text = (
        "#!/bin/sh\n"
        "# Import into a STOPPED Neo4j 5 (replaces database 'neo4j'); then start the server and run\n"
        "# `kg neo4j init` to create the constraints and the full-text index.\n"
        'cd "$(dirname "$0")" || exit 1\n'
        '# NEO4J_ADMIN may be a command with arguments, e.g. "$PWD/scripts/neo4j-server admin".\n'
        f"exec ${{NEO4J_ADMIN:-neo4j-admin}} {cmd}\n"
    )
    path.write_text(text, encoding="utf-8")
    path.chmod(0o755)
