"""Readers: files of abstracts in, :class:`~kg.model.Paper` records out.

Formats are recognised by content, not only by name, so ``-`` (stdin) and
``.gz`` files work the same as plain ones:

* plain-text shards: optional header line(s) such as ``ICML 2026 Papers`` (venue
  ``ICML 2026``, year 2026), then abstracts separated by blank lines;
  ``doc`` is ``<file name>#<0-based position>``;
* JSON Lines, a JSON array, or CSV with columns id, title, abstract, venue, year,
  authors, url; ``doc`` is the record's id (else ``<file name>#<position>``).

The paper id is the given id, else a hash of the normalized abstract, so reading
the same file twice gives the same ids. Malformed input raises
:class:`~kg.errors.InputError` naming the file and the line or record.
"""

from __future__ import annotations

import csv
import gzip
import hashlib
import io
import json
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from kg.errors import InputError
from kg.model import Paper

_YEAR = re.compile(r"\b(19|20)\d{2}\b")
_HEADER_SUFFIX = re.compile(r"\s*[-:,]?\s*(accepted\s+)?(papers?|abstracts?|proceedings)\s*$", re.I)
_FIELDS = ("id", "title", "abstract", "venue", "year", "authors", "url")


def paper_id(abstract: str) -> str:
    """A stable id for an abstract that has none: hash of its normalized text."""
    norm = " ".join(abstract.lower().split())
    return hashlib.sha1(norm.encode("utf-8")).hexdigest()[:16]


def read_papers(paths: Iterable[str]) -> Iterator[Paper]:
    """Yield every paper of every path in order (``-`` is standard input)."""
    for path in paths:
        yield from read_file(path)


def papers_by_id(paths: Iterable[str], ids: Sequence[str]) -> list[Paper]:
    """The papers of ``paths`` whose id is in ``ids``, in the order of ``ids`` (absent ids are left out).

    Gold files keep record ids only (the abstracts stay in the corpus); this turns them back into papers.
    """
    want = set(ids)
    found = {p.id: p for p in read_papers(paths) if p.id in want}
    return [found[i] for i in ids if i in found]


def read_file(path: str) -> Iterator[Paper]:
    """Yield the papers of one file, whatever its format."""
    name = "<stdin>" if path == "-" else Path(path).name
    text = _read_text(path)
    if not text.strip():
        raise InputError(f"{path}: empty file, no abstracts found")
    head = text.lstrip()[:1]
    if head == "[":
        yield from _read_json_array(path, name, text)
    elif head == "{":
        yield from _read_jsonl(path, name, text)
    elif _looks_like_csv(text):
        yield from _read_csv(path, name, text)
    else:
        yield from _read_shard(path, name, text)


def _read_text(path: str) -> str:
    try:
        if path == "-":
            raw = sys.stdin.buffer.read()
        else:
            raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{path}: is a directory, not a file of abstracts") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.strerror})") from None
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError) as exc:
            raise InputError(f"{path}: corrupt gzip data ({exc})") from None
    if b"\x00" in raw[:8192]:
        raise InputError(f"{path}: binary file, expected text, JSON Lines, JSON or CSV")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(f"{path}:{line}: not UTF-8 text (byte {exc.start})") from None
    return text


def _looks_like_csv(text: str) -> bool:
    first = text.lstrip().splitlines()[0] if text.strip() else ""
    cells = [c.strip().strip('"').lower() for c in first.split(",")]
    return len(cells) >= 2 and any(c in _FIELDS for c in cells)


# ------------------------------------------------------------------ structured
def _record_to_paper(rec: Any, path: str, name: str, position: int, where: str) -> Paper:
    if not isinstance(rec, dict):
        raise InputError(f"{path}:{where}: expected an object with an 'abstract', got {type(rec).__name__}")
    abstract = rec.get("abstract")
    if not isinstance(abstract, str) or not abstract.strip():
        raise InputError(f"{path}:{where}: record has no 'abstract' text")
    given_id = rec.get("id")
    pid = str(given_id).strip() if given_id not in (None, "") else paper_id(abstract)
    year = rec.get("year")
    if year in (None, ""):
        year = None
    else:
        try:
            year = int(str(year).strip())
        except ValueError:
            raise InputError(f"{path}:{where}: year {year!r} is not a number") from None
    authors = rec.get("authors") or ()
    if isinstance(authors, str):
        authors = [a.strip() for a in re.split(r";|\band\b", authors) if a.strip()]
    return Paper(
        id=pid,
        doc=pid if given_id not in (None, "") else f"{name}#{position}",
        abstract=abstract,
        title=_opt_str(rec.get("title")),
        venue=_opt_str(rec.get("venue")),
        year=year,
        authors=tuple(str(a) for a in authors),
        url=_opt_str(rec.get("url")),
        source=path,
        position=position,
    )


def _opt_str(v: Any) -> str | None:
    if v is None:
        return None
    s = str(v).strip()
    return s or None


def _read_jsonl(path: str, name: str, text: str) -> Iterator[Paper]:
    position = 0
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}:{lineno}: bad JSON ({exc.msg} at column {exc.colno})") from None
        yield _record_to_paper(rec, path, name, position, f"{lineno}")
        position += 1


def _read_json_array(path: str, name: str, text: str) -> Iterator[Paper]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}:{exc.lineno}: bad JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(data, list):
        raise InputError(f"{path}:1: expected a JSON array of records")
    if not data:
        raise InputError(f"{path}: empty JSON array, no abstracts found")
    for i, rec in enumerate(data):
        yield _record_to_paper(rec, path, name, i, f"record {i}")


def _read_csv(path: str, name: str, text: str) -> Iterator[Paper]:
    reader = csv.DictReader(io.StringIO(text))
    fields = [f.strip().lower() for f in reader.fieldnames or []]
    if "abstract" not in fields:
        raise InputError(f"{path}:1: CSV has no 'abstract' column (columns: {', '.join(fields)})")
    reader.fieldnames = fields
    position = 0
    try:
        for row in reader:
            lineno = reader.line_num
            if not any((v or "").strip() for v in row.values() if isinstance(v, str)):
                continue
            yield _record_to_paper(row, path, name, position, f"{lineno}")
            position += 1
    except csv.Error as exc:
        raise InputError(f"{path}:{reader.line_num}: bad CSV ({exc})") from None


# ------------------------------------------------------------------ text shards
def _is_header(block: str) -> bool:
    """A short single line without sentence punctuation, e.g. ``ICML 2026 Papers``."""
    lines = block.strip().splitlines()
    return len(lines) == 1 and len(lines[0]) <= 120 and not lines[0].rstrip().endswith((".", "?", "!"))


def _venue_of(header: str) -> tuple[str | None, int | None]:
    h = header.strip().lstrip("#").strip()
    venue = _HEADER_SUFFIX.sub("", h).strip() or None
    m = _YEAR.search(h)
    return venue, int(m.group(0)) if m else None


def _read_shard(path: str, name: str, text: str) -> Iterator[Paper]:
    venue = year = None
    position = 0
    seen_abstract = False
    # blocks separated by blank lines; offsets are not needed across blocks
    for block in re.split(r"\n[ \t]*\n", text.replace("\r\n", "\n")):
        stripped = block.strip()
        if not stripped:
            continue
        if not seen_abstract and _is_header(stripped):
            venue, year = _venue_of(stripped)
            continue
        seen_abstract = True
        abstract = stripped
        yield Paper(
            id=paper_id(abstract),
            doc=f"{name}#{position}",
            abstract=abstract,
            venue=venue,
            year=year,
            source=path,
            position=position,
        )
        position += 1
    if not seen_abstract:
        raise InputError(f"{path}: no abstracts found (only header lines)")
