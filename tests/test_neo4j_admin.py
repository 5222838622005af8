"""The neo4j-admin export: ``--multiline-fields=true`` exactly when a field spans lines.

The flag makes neo4j-admin parse on one thread, so it is passed only when needed, but a
line break inside a field without it would split a record. Text is never altered.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from kg.model import Entity, Extraction, Paper, Relation, Span
from kg.store.memory import MemoryStore
from kg.store.neo4j_admin import import_args, write_import_csvs

MULTILINE = "--multiline-fields=true"


def _graph(abstract: str, cue: str, title: str = "A plain title") -> MemoryStore:
    """One paper proposing one method; the evidence is ``cue`` as it stands in ``abstract``."""
    start = abstract.index(cue)
    paper = Paper(id="p1", doc="t.txt#p1", abstract=abstract, title=title, year=2026)
    method = Entity("Method", "Kestrel Fold")
    rel = Relation("PROPOSES", "p1", method.key, Span(start, start + len(cue), cue), "test", 0.8)
    mem = MemoryStore()
    mem.add([Extraction(paper, (method,), (rel,))])
    return mem


def _script_args(out: Path) -> str:
    return (out / "import.sh").read_text(encoding="utf-8").splitlines()[-1]


def test_admin_export_without_line_breaks_omits_multiline_flag(tmp_path: Path) -> None:
    text = "We present Kestrel Fold, a folding trick. It is cheap."
    result = write_import_csvs(_graph(text, "We present Kestrel Fold, a folding trick."), tmp_path)
    assert result["multiline_fields"] is False
    assert MULTILINE not in _script_args(tmp_path)
    assert MULTILINE not in import_args(tmp_path, multiline_fields=False)


@pytest.mark.parametrize("brk", ["\n", "\r\n", "\r"])
def test_admin_export_with_line_break_in_evidence_sets_multiline_flag(tmp_path: Path, brk: str) -> None:
    cue = f"We present Kestrel{brk}Fold, a folding trick."
    result = write_import_csvs(_graph(f"{cue} It is cheap.", cue), tmp_path)
    assert result["multiline_fields"] is True
    assert MULTILINE in _script_args(tmp_path)
    # the evidence is written verbatim, line break included
    with open(tmp_path / "relationships.csv", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert [r["evidence"] for r in rows] == [cue]


def test_admin_export_with_line_break_in_title_sets_multiline_flag(tmp_path: Path) -> None:
    text = "We present Kestrel Fold, a folding trick."
    result = write_import_csvs(_graph(text, text, title="Kestrel Fold:\nfolding, cheaply"), tmp_path)
    assert result["multiline_fields"] is True
    assert MULTILINE in _script_args(tmp_path)


def test_admin_import_args_default_to_the_always_correct_multiline_flag(tmp_path: Path) -> None:
    assert MULTILINE in import_args(tmp_path)
    assert import_args(None, multiline_fields=False)[-1] == "neo4j"
