"""The ``kg`` command end to end on real abstracts: extract, ingest, lookups, errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest


def test_every_command_has_help(run):
    code, out, _ = run("--help")
    assert code == 0
    commands = [line.split()[0] for line in out.split("Commands:")[1].strip().splitlines()]
    assert {"extract", "ingest", "papers", "show", "stats", "export", "query", "ask", "viz"} <= set(commands)
    for name in commands:
        code, text, _ = run(name, "--help")
        assert code == 0 and "Usage: kg" in text and len(text.splitlines()) > 4, name


def test_extract_jsonl_follows_the_scoring_contract(run, seed_files):
    code, out, _ = run("extract", *seed_files, "--format", "jsonl")
    assert code == 0
    records = [json.loads(line) for line in out.splitlines()]
    assert len(records) == 38
    abstracts = {}
    from kg.read import read_papers

    for p in read_papers(seed_files):
        abstracts[p.doc] = p.abstract
    assert [r["doc"] for r in records] == list(abstracts)
    n_rel = 0
    for r in records:
        ids = {e["id"] for e in r["entities"]}
        assert r["paper"]["venue"] == "ICML 2026" and r["paper"]["year"] == 2026
        for rel in r["relations"]:
            n_rel += 1
            assert rel["target"] in ids
            ev = rel["evidence"]
            assert abstracts[r["doc"]][ev["start"] : ev["end"]] == ev["text"]
            assert 0 < rel["confidence"] <= 1
        for e in r["entities"]:
            if e["label"] == "Model":
                assert "family" in e
    assert n_rel > 100


def test_extract_table_is_readable(run, examples):
    code, out, _ = run("extract", str(examples / "workshop_2026.txt"), "--format", "table")
    assert code == 0
    assert "workshop_2026.txt#0" in out and "COMPARES_AGAINST" in out and "GRPO" in out


def test_ingest_twice_gives_identical_graph_file(run, seed_files, tmp_path):
    g = tmp_path / "g.json.gz"
    assert run("ingest", *seed_files, "--graph", str(g))[0] == 0
    first = g.read_bytes()
    code, out, _ = run("ingest", *seed_files, "--graph", str(g))
    assert code == 0 and "added 0 papers, 0 entities, 0 relations" in out
    assert g.read_bytes() == first


def test_papers_compares_against_grpo_on_seeds(run, seed_files, tmp_path):
    g = str(tmp_path / "g.json.gz")
    run("ingest", *seed_files, "--graph", g)
    code, out, _ = run("papers", "--compares-against", "GRPO", "--graph", g, "--format", "json")
    assert code == 0
    rows = json.loads(out)
    assert rows, "some seed abstract outperforms GRPO"
    assert all(r["relation"] == "COMPARES_AGAINST" and r["entity"] for r in rows)
    assert any("GRPO" in r["evidence"] for r in rows)
    # the same question through Cypher gives the same papers
    code, out, _ = run(
        "query",
        "MATCH (p:Paper)-[r:COMPARES_AGAINST]->(m) WHERE m.key = $key RETURN p.id",
        "--param",
        f"key={rows[0]['label'].lower()}:grpo",
        "--graph",
        g,
        "--format",
        "json",
    )
    assert code == 0
    assert sorted(r["p.id"] for r in json.loads(out)) == sorted({r["paper"] for r in rows})


def test_papers_conditions_combine_and_aliases_resolve(run, examples, tmp_path):
    g = str(tmp_path / "g.json.gz")
    run("ingest", str(examples), "--graph", g)
    _, by_acronym, _ = run("papers", "--compares-against", "GRPO", "--graph", g, "--format", "json")
    _, by_long, _ = run(
        "papers", "--compares-against", "group relative policy optimization", "--graph", g, "--format", "json"
    )
    assert json.loads(by_acronym) == json.loads(by_long) and json.loads(by_acronym)
    code, out, _ = run(
        "papers",
        "--compares-against",
        "GRPO",
        "--evaluates-on",
        "NoSuchBench",
        "--graph",
        g,
        "--format",
        "json",
    )
    assert code == 0 and json.loads(out) == []


def test_show_stats_and_export(run, examples, tmp_path):
    g = str(tmp_path / "g.json.gz")
    run("ingest", str(examples), "--graph", g)
    code, out, _ = run("show", "GRPO", "--graph", g)
    assert code == 0 and "[Method]" in out and "COMPARES_AGAINST" in out
    code, out, err = run("show", "NoSuchThing", "--graph", g)
    assert code == 2 and err.strip() == "kg: error: no entity named 'NoSuchThing' in the graph"
    code, out, _ = run("stats", "--graph", g, "--format", "json")
    st = json.loads(out)[0]
    assert st["papers"] == 12 and st["relations"]["COMPARES_AGAINST"] > 0
    for fmt, target in (("graphml", "g.graphml"), ("json", "g.json"), ("csv", "csvdir")):
        code, _, _ = run("export", "--format", fmt, "-o", str(tmp_path / target), "--graph", g)
        assert code == 0
    import networkx as nx

    gm = nx.read_graphml(tmp_path / "g.graphml")
    assert gm.number_of_nodes() == st["total_nodes"]
    assert (tmp_path / "csvdir" / "relations.csv").read_text().count("\n") == st["total_relations"] + 1


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("bad.jsonl", b'{"abstract": "We propose A."}\n{oops\n', "bad.jsonl:2: bad JSON"),
        ("nocol.csv", b"id,title\n1,T\n", "nocol.csv:1: CSV has no 'abstract' column"),
        ("bin.txt", b"\x00\x01\x02binary", "bin.txt: binary file"),
        ("empty.txt", b"", "empty.txt: empty file"),
    ],
)
def test_malformed_input_one_line_exit_2_nothing_written(run, tmp_path, examples, name, content, message):
    bad = tmp_path / name
    bad.write_bytes(content)
    g = tmp_path / "g.json.gz"
    code, out, err = run("ingest", str(examples / "workshop_2026.txt"), str(bad), "--graph", str(g))
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("kg: error: ") and message in err
    assert "Traceback" not in err
    assert not g.exists()
    code, out, err = run("extract", str(bad))
    assert code == 2 and out == "" and message in err


def test_installed_command_reports_errors_without_traceback(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n")
    kg = Path(sys.executable).with_name("kg")
    proc = subprocess.run([str(kg), "extract", str(bad)], capture_output=True, text=True)
    assert proc.returncode == 2
    assert (
        proc.stderr
        == f"kg: error: {bad}:1: bad JSON (Expecting property name enclosed in double quotes at column 2)\n"
    )


def test_reading_a_graph_that_does_not_exist_is_an_error(run, tmp_path):
    missing = tmp_path / "none.json.gz"
    for args in (
        ["papers", "--compares-against", "GRPO"],
        ["stats"],
        ["show", "GRPO"],
        ["query", "MATCH (n) RETURN n"],
    ):
        code, out, err = run(*args, "--graph", str(missing))
        assert code == 2 and out == ""
        hint = f"build one with `kg ingest PATH... --graph {missing}`"
        assert err == f"kg: error: {missing}: no graph file yet; {hint}\n"
    assert not missing.exists()
