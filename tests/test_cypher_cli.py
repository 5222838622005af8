"""``kg query`` and ``kg ask`` end to end on a saved toy graph file."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from test_cypher_toygraph import toy_store


@pytest.fixture()
def graph(tmp_path: Path) -> Path:
    path = tmp_path / "toy.graph.json.gz"
    toy_store().save(path)
    return path



def test_ask_list_shows_every_named_query_with_its_description(run) -> None:
    code, out, _ = run("ask", "--list")
    assert code == 0
    assert "compares-against" in out and "Papers that compare against X" in out
    assert "top-baselines" in out and "venue?, year?, top?" in out


def test_ask_runs_a_named_query_through_aliases(run, graph: Path) -> None:
    code, out, _ = run(
        "ask", "compares-against", "--param", "name=group relative policy optimization",
        "--graph", str(graph), "--format", "json",
    )  # fmt: skip
    assert code == 0
    rows = json.loads(out)
    assert [r["paper"] for r in rows] == ["p1", "p3"]


def test_ask_table_and_limit(run, graph: Path) -> None:
    code, out, _ = run("ask", "evaluates-on", "--param", "name=GSM8K", "--graph", str(graph), "--limit", "1")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["paper", "title", "venue", "year", "benchmark", "evidence"]
    assert len(lines) == 3 and lines[2].startswith("p1")


def test_query_with_params_in_csv_and_readable_nodes(run, graph: Path) -> None:
    code, out, _ = run(
        "query", "MATCH (p:Paper)-[r:EVALUATES_ON]->(d:Dataset) WHERE d.name = $n RETURN p.id AS paper, r, d",
        "--param", "n=MATH", "--graph", str(graph), "--format", "csv",
    )  # fmt: skip
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    assert sorted(r["paper"] for r in rows) == ["p2", "p3"]
    assert rows[0]["r"] == "-[EVALUATES_ON]->" and rows[0]["d"] == "(Dataset MATH)"


def _kg(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from kg.cli import main; main()", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_errors_are_one_line_with_exit_code_2(graph: Path) -> None:
    for args, needle in [
        (("query", "MATCH (p:Paper) WITH p RETURN p"), "does not support WITH"),
        (("query", "MATCH (n) DETACH DELETE n"), "refused without --write"),
        (("ask", "compares-against"), "needs --param name"),
        (("ask", "no-such-query"), "no named query"),
    ]:
        proc = _kg(*args, "--graph", str(graph))
        assert proc.returncode == 2, (args, proc.stderr)
        assert proc.stderr.count("\n") == 1 and needle in proc.stderr and "Traceback" not in proc.stderr
        assert proc.stdout == ""
