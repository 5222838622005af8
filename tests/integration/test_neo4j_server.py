"""Tests that need a server of their own: a load cut off by stopping Neo4j, and the
offline neo4j-admin import of the exported CSVs into a fresh database."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from conftest import SERVER_SCRIPT, PrivateServer
from neo4j_data import assert_same_graph, many_papers, small_corpus

from kg.cli import main
from kg.errors import KgError
from kg.store.memory import MemoryStore
from kg.store.neo4j_admin import ENTITY_HEADER, PAPER_HEADER, REL_HEADER, import_args, write_import_csvs

pytestmark = pytest.mark.neo4j


def test_interrupted_load_fails_clearly_and_a_rerun_completes(private_server: PrivateServer) -> None:
    private_server.start()
    data = small_corpus() + many_papers(60)
    store = private_server.settings.store(batch_size=20, retry_seconds=1.0)
    committed: list[dict[str, int]] = []

    def stop_after_first_batch(counts: dict[str, int]) -> None:
        committed.append(counts)
        if len(committed) == 1:
            private_server.stop()

    with pytest.raises(KgError, match="unreachable or stopped answering") as err:
        store.add(data, on_batch=stop_after_first_batch)
    store.close()
    assert "\n" not in str(err.value)
    assert len(committed) == 1 and 0 < committed[0]["relations"] < 100

    private_server.start()
    store = private_server.settings.store(batch_size=20)
    try:
        partial = store.stats()["total_relations"]
        assert partial == committed[0]["relations"]
        counts = store.add(data)
        mem = MemoryStore()
        mem_counts = mem.add(data)
        assert counts["relations"] == mem_counts["relations"] - partial
        assert_same_graph(store.graph(), mem.graph)
    finally:
        store.close()


def test_server_script_status_and_env(private_server: PrivateServer) -> None:
    stopped = subprocess.run(
        [str(SERVER_SCRIPT), "status"], env=private_server.env, capture_output=True, text=True
    )
    assert stopped.returncode == 3 and stopped.stdout.strip() == "stopped"
    private_server.start()
    status = private_server.run("status").stdout
    assert status.startswith(f"running on bolt://127.0.0.1:{private_server.port} ")
    env = private_server.run("env").stdout.splitlines()
    assert f"export NEO4J_URI=bolt://127.0.0.1:{private_server.port}" in env
    password = (private_server.home / "password").read_text().strip()
    assert f"export NEO4J_PASSWORD={password}" in env and len(password) >= 20
    assert oct((private_server.home / "password").stat().st_mode & 0o777) == "0o600"
    conf = (private_server.home / "conf" / "neo4j.conf").read_text()
    assert f"server.bolt.listen_address=127.0.0.1:{private_server.port}" in conf
    assert "dbms.security.auth_enabled=true" in conf


def test_neo4j_admin_import_of_exported_csvs(private_server: PrivateServer, tmp_path: Path) -> None:
    mem = MemoryStore()
    mem.add(small_corpus() + many_papers(12))
    # a name and evidence that stress CSV quoting: quotes, commas, a newline, the ';' delimiter
    from neo4j_data import extraction

    from kg.model import Entity

    tricky = 'Quote "Q", comma; semi\nnewline'
    mem.add(
        [
            extraction(
                "paper-csv",
                f"We test {tricky} here.",
                [Entity("Method", tricky, ("alias;with;semicolons", ""))],
                [("PROPOSES", Entity("Method", tricky).key, tricky, 0.5)],
                title="",
                authors=("Last, First", "Solo"),
            )
        ]
    )
    out = tmp_path / "import"
    counts = write_import_csvs(mem, out)
    st = mem.stats()
    assert counts == {
        "papers": st["papers"],
        "entities": sum(st["entities"].values()),
        "relationships": st["total_relations"],
        "multiline_fields": True,  # the tricky name and evidence hold a newline
    }
    assert (out / "papers.csv").read_text().splitlines()[0] == ",".join(PAPER_HEADER)
    assert (out / "entities.csv").read_text().splitlines()[0] == ",".join(ENTITY_HEADER)
    assert (out / "relationships.csv").read_text().splitlines()[0] == ",".join(REL_HEADER)

    assert import_args(out)[:3] == ["database", "import", "full"]
    # the generated import.sh, with neo4j-admin being the bundled server's
    proc = subprocess.run(
        [str(out / "import.sh")],
        env={**private_server.env, "NEO4J_ADMIN": f"{SERVER_SCRIPT} admin"},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "IMPORT DONE" in proc.stdout
    assert (out / "import.report").exists()
    private_server.start()
    store = private_server.settings.store()
    try:
        assert store.stats() == st
        assert_same_graph(store.graph(), mem.graph)
        # the first load after an import creates the schema and merges into imported nodes
        store.add(many_papers(14)[12:])
        mem.add(many_papers(14)[12:])
        assert_same_graph(store.graph(), mem.graph)
        assert "paper_id" in store.schema()["constraints"]
    finally:
        store.close()


def test_cli_push_init_status(private_server: PrivateServer, tmp_path: Path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    private_server.start()
    settings = private_server.settings
    monkeypatch.setenv("NEO4J_URI", settings.uri)
    monkeypatch.setenv("NEO4J_USERNAME", "neo4j")
    monkeypatch.setenv("NEO4J_PASSWORD", settings.password)
    graph = tmp_path / "g.json.gz"
    mem = MemoryStore()
    mem.add(small_corpus())
    mem.save(graph)
    main(["neo4j", "init"])
    main(["push", "--graph", str(graph)])
    out = capsys.readouterr().out
    assert "schema ready" in out and "3 new papers" in out and "11 new relationships" in out
    main(["neo4j", "status"])
    assert "papers: 3  entities: 6  relations: 11" in capsys.readouterr().out
    monkeypatch.setenv("NEO4J_PASSWORD", "not-the-password")
    with pytest.raises(SystemExit) as exc:
        main(["neo4j", "status"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("kg: error: ") and "wrong or missing password" in err and err.count("\n") == 1
