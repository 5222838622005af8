"""The Neo4j store against a real Neo4j 5 server: loading, idempotence, hostile names,
schema, errors, Cypher, push — each compared with the embedded store's answers."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import Neo4jSettings
from neo4j_data import assert_same_graph, extraction, many_papers, small_corpus

from kg.errors import KgError
from kg.model import Entity
from kg.store.memory import MemoryStore
from kg.store.neo4j import Neo4jStore

pytestmark = pytest.mark.neo4j


def _memory(extractions, **kw) -> MemoryStore:  # type: ignore[no-untyped-def]
    m = MemoryStore()
    m.add(extractions, **kw)
    return m


def test_load_gives_the_memory_store_answers(neo4j_store: Neo4jStore) -> None:
    data = small_corpus()
    mem = MemoryStore()
    assert neo4j_store.add(data) == mem.add(data)
    assert_same_graph(neo4j_store.graph(), mem.graph)
    # alias merging happened the same way: one Method node for SET / Sparse Echo Tuning
    assert neo4j_store.resolve("sparse echo tuning") == ["method:set"]
    # "Sparse-Echo Tuning" is the same form as "Sparse Echo Tuning", so only SE-Tuning is new
    assert neo4j_store.entity("SE-Tuning")[0]["aliases"] == ["Sparse Echo Tuning", "SE-Tuning"]
    assert neo4j_store.stats() == mem.stats()
    for rel, name in [("COMPARES_AGAINST", "set"), ("COMPARES_AGAINST", "lora"), ("USES_METRIC", "EM")]:
        assert neo4j_store.lookup(rel, name) == mem.lookup(rel, name)
    assert len(neo4j_store.lookup("COMPARES_AGAINST", "Sparse Echo Tuning")) == 1
    for name in ("SET", "exact match", "falcon 7b", "Pebble", "nothing-like-this"):
        assert neo4j_store.entity(name) == mem.entity(name)
    for name, hops in [("SET", 1), ("SET", 2), ("planning", 3), ("paper-2", 1), ("unknown", 2)]:
        assert_same_graph(neo4j_store.neighbourhood(name, hops), mem.neighbourhood(name, hops))


def test_min_confidence_filters_like_memory(neo4j_store: Neo4jStore) -> None:
    data = small_corpus()
    neo4j_store.add(data, min_confidence=0.65)
    mem = _memory(data, min_confidence=0.65)
    assert_same_graph(neo4j_store.graph(), mem.graph)
    assert mem.stats()["relations"]["USES_METRIC"] == 0


def test_reloading_changes_nothing(neo4j_store: Neo4jStore, neo4j_settings: Neo4jSettings) -> None:
    data = small_corpus() + many_papers(30)
    neo4j_store.add(data)
    ids = (
        "MATCH (n) OPTIONAL MATCH (n)-[r]->() RETURN elementId(n) AS n, properties(n) AS p, elementId(r) AS r"
    )
    before = sorted(map(repr, neo4j_store.run_cypher(ids)))
    assert neo4j_store.add(data) == {"papers": 0, "entities": 0, "relations": 0}
    # a new store object (fresh client-side index read from the server) agrees
    again = neo4j_settings.store()
    try:
        assert again.add(list(reversed(data))) == {"papers": 0, "entities": 0, "relations": 0}
    finally:
        again.close()
    assert sorted(map(repr, neo4j_store.run_cypher(ids))) == before
    assert_same_graph(neo4j_store.graph(), _memory(data).graph)


HOSTILE = [
    "O'Brien's \"method\"",
    "`tick`} RETURN 1 //",
    "x}) DETACH DELETE n //",
    "back\\slash \\' \\u0041",
    "two\nlines\r\nand\ttab",
    "// just a comment",
    "/* block */ MATCH (n) DELETE n",
    "$param {name: 'x'}",
    "ünï-cødé ｆｕｌｌｗｉｄｔｈ",
]


def test_injection_safe_names_are_stored_verbatim(neo4j_store: Neo4jStore) -> None:
    text = "We propose " + " and ".join(HOSTILE) + "."
    entities = [Entity("Method", name) for name in HOSTILE]
    ex = extraction(
        "paper-'\"`}",
        text,
        entities,
        [("PROPOSES", e.key, e.name, 0.9) for e in entities],
        title="A title with 'quotes' and \"double\" and `ticks` } //",
        authors=("D'Angelo, X.", 'Q "Quote" Z'),
    )
    keep = small_corpus()
    neo4j_store.add(keep)
    neo4j_store.add([ex])
    mem = _memory(keep + [ex])
    assert_same_graph(neo4j_store.graph(), mem.graph)
    for name in HOSTILE:
        assert neo4j_store.resolve(name) == mem.resolve(name) != []
        assert neo4j_store.lookup("PROPOSES", name) == mem.lookup("PROPOSES", name)
        # the name round-trips as a Cypher parameter, too
        rows = neo4j_store.run_cypher("MATCH (m:Method) WHERE m.name = $n RETURN m.name AS name", {"n": name})
        assert rows == [{"name": name}]
    assert neo4j_store.stats()["papers"] == 4


def test_run_cypher_plain_values_and_read_only_guard(neo4j_store: Neo4jStore) -> None:
    neo4j_store.add(small_corpus())
    rows = neo4j_store.run_cypher(
        "MATCH (p:Paper {id: $id})-[r:USES_MODEL]->(m:Model) "
        "RETURN p, r, m, [m.name, 1] AS l, {k: m.key} AS d",
        {"id": "paper-2"},
    )
    assert rows == [
        {
            "p": {
                "_id": "paper-2",
                "_labels": ["Paper"],
                "id": "paper-2",
                "doc": "notes.txt#paper-2",
                "title": None,
                "venue": None,
                "year": 2025,
                "url": None,
                "source": None,
                "authors": [],
            },
            "r": {
                "_type": "USES_MODEL",
                "_start": "paper-2",
                "_end": "model:falcon-7b",
                "evidence": "Our sparse-echo tuning variant uses Falcon-7B.",
                "start": 0,
                "end": 46,
                "rule": "test-rule",
                "confidence": 0.9,
            },
            "m": {
                "_id": "model:falcon-7b",
                "_labels": ["Model"],
                "key": "model:falcon-7b",
                "name": "Falcon-7B",
                "aliases": [],
                "family": "Falcon",
            },
            "l": ["Falcon-7B", 1],
            "d": {"k": "model:falcon-7b"},
        }
    ]
    with pytest.raises(KgError, match="writes"):
        neo4j_store.run_cypher("MATCH (p:Paper) SET p.title = $t", {"t": "changed"})
    assert neo4j_store.run_cypher("MATCH (p:Paper {id: 'paper-1'}) RETURN p.title AS t") == [
        {"t": "Sparse echoes"}
    ]
    neo4j_store.run_cypher("MATCH (p:Paper {id: 'paper-1'}) SET p.title = $t", {"t": "changed"}, write=True)
    assert neo4j_store.run_cypher("MATCH (p:Paper {id: 'paper-1'}) RETURN p.title AS t") == [{"t": "changed"}]
    with pytest.raises(KgError, match="syntax") as err:
        neo4j_store.run_cypher("MATCH (n RETURN n")
    assert "\n" not in str(err.value)


def test_schema_is_idempotent_and_enforced(neo4j_store: Neo4jStore) -> None:
    first = neo4j_store.init_schema()
    assert neo4j_store.init_schema() == first
    schema = neo4j_store.schema()
    assert {"paper_id", "method_key", "dataset_key", "task_key", "metric_key", "model_key"} <= set(
        schema["constraints"]
    )
    assert "entity_names (FULLTEXT)" in schema["indexes"]
    neo4j_store.add(small_corpus())
    with pytest.raises(KgError, match="ConstraintValidationFailed"):
        neo4j_store.run_cypher("CREATE (:Paper {id: 'paper-1'})", write=True)
    # the full-text index covers aliases
    hits = neo4j_store.run_cypher(
        "CALL db.index.fulltext.queryNodes('entity_names', $q) YIELD node RETURN node.key AS key",
        {"q": "echo"},
    )
    assert {"key": "method:set"} in hits


def test_wrong_password_and_unreachable_server_are_one_line_errors(neo4j_settings: Neo4jSettings) -> None:
    with pytest.raises(KgError, match="wrong or missing password") as err:
        Neo4jStore(neo4j_settings.uri, neo4j_settings.user, neo4j_settings.password + "-wrong")
    assert "\n" not in str(err.value)
    with pytest.raises(KgError, match="unreachable") as err:
        Neo4jStore("bolt://127.0.0.1:1", "neo4j", "x")
    assert "\n" not in str(err.value)
    missing_db = Neo4jStore(neo4j_settings.uri, neo4j_settings.user, neo4j_settings.password, "nosuchdb")
    with pytest.raises(KgError, match="has no database 'nosuchdb'"):
        missing_db.stats()
    missing_db.close()
    with pytest.raises(KgError, match="bad Neo4j URI"):
        Neo4jStore("http://127.0.0.1:7474", "neo4j", "x")


def test_push_copies_the_embedded_graph_exactly(neo4j_store: Neo4jStore, tmp_path) -> None:  # type: ignore[no-untyped-def]
    mem = _memory(small_corpus() + many_papers(25))
    path = mem.save(tmp_path / "g.json.gz")
    loaded = MemoryStore(path)
    neo4j_store.batch_size = 7
    counts = neo4j_store.push(loaded)
    assert counts["papers"] == 28 and counts["relations"] == mem.stats()["total_relations"]
    assert_same_graph(neo4j_store.graph(), mem.graph)
    again = neo4j_store.push(loaded)
    assert again.get("papers", 0) == 0 and again.get("relations", 0) == 0
    assert neo4j_store.stats() == mem.stats()
    # after a push, adding more papers merges into the pushed entities exactly as memory does
    extra = many_papers(27)[25:]
    neo4j_store.add(extra)
    mem.add(extra)
    assert_same_graph(neo4j_store.graph(), mem.graph)


def test_push_cut_off_midway_is_completed_by_a_rerun(neo4j_store: Neo4jStore, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A push into an empty database CREATEs; the re-run must MERGE what the cut-off one left."""
    mem = _memory(small_corpus() + many_papers(25))
    loaded = MemoryStore(mem.save(tmp_path / "g.json.gz"))
    total = mem.stats()["total_relations"]
    neo4j_store.batch_size = 7
    calls: list[dict[str, int]] = []

    def cut_after_first_relationship_batch(counts: dict[str, int]) -> None:
        calls.append(counts)
        if len(calls) == 2:
            raise RuntimeError("cut")

    with pytest.raises(RuntimeError, match="cut"):
        neo4j_store.push(loaded, on_batch=cut_after_first_relationship_batch)
    partial = neo4j_store.stats()["total_relations"]
    # two writers: batches already in flight when the push was cut off still commit whole
    assert calls[1]["relations"] == 7 and partial % 7 == 0 and 7 <= partial < total
    counts = neo4j_store.push(loaded)
    assert counts["papers"] == 0 and counts["relations"] == total - partial
    assert neo4j_store.stats() == mem.stats()
    assert_same_graph(neo4j_store.graph(), mem.graph)


def test_push_over_some_of_the_same_papers_matches_memory(neo4j_store: Neo4jStore, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Papers already loaded are MERGEd, the others CREATEd, in the same push."""
    data = small_corpus() + many_papers(12)
    neo4j_store.add(data[:5])
    mem = _memory(data)
    counts = neo4j_store.push(MemoryStore(mem.save(tmp_path / "g.json.gz")))
    assert counts["papers"] == len({ex.paper.id for ex in data[5:]} - {ex.paper.id for ex in data[:5]}) > 0
    assert_same_graph(neo4j_store.graph(), mem.graph)
    assert neo4j_store.stats() == mem.stats()


def test_a_paper_twice_in_one_batch_is_loaded_once(neo4j_store: Neo4jStore) -> None:
    """Relations of new papers are CREATEd, so duplicates within a batch must collapse like MERGE."""
    data = small_corpus()
    mem = MemoryStore()
    assert neo4j_store.add(data + data) == mem.add(data + data)
    assert neo4j_store.stats() == mem.stats()
    assert_same_graph(neo4j_store.graph(), mem.graph)


def test_cli_answers_are_the_same_from_both_stores(  # type: ignore[no-untyped-def]
    neo4j_store: Neo4jStore, neo4j_settings: Neo4jSettings, tmp_path, capsys, monkeypatch
) -> None:
    from kg.cli import main

    monkeypatch.setenv("NEO4J_USERNAME", neo4j_settings.user)
    monkeypatch.setenv("NEO4J_PASSWORD", neo4j_settings.password)
    examples = str(Path(__file__).resolve().parents[2] / "examples")
    graph = str(tmp_path / "g.json.gz")
    main(["ingest", examples, "--graph", graph])
    main(["ingest", examples, "--neo4j", neo4j_settings.uri])
    first, second = capsys.readouterr().out.strip().splitlines()[-2:]
    assert first == second and "added" in first
    commands = [
        ["papers", "--compares-against", "GRPO", "--format", "json"],
        ["show", "GRPO", "--format", "json"],
        ["stats", "--format", "json"],
        ["query", "MATCH (p:Paper)-[r:PROPOSES]->(m:Method) RETURN p.id, m.name ORDER BY p.id, m.name"],
    ]
    for cmd in commands:
        main([*cmd, "--graph", graph])
        embedded = capsys.readouterr().out
        main([*cmd, "--neo4j", neo4j_settings.uri])
        assert capsys.readouterr().out == embedded, cmd
        assert len(embedded) > 20


def _name_hits(store: Neo4jStore, query: str) -> set[str]:
    rows = store.run_cypher(
        "CALL db.index.fulltext.queryNodes('entity_names', $q) YIELD node RETURN node.key AS key",
        {"q": query},
    )
    return {r["key"] for r in rows}


def test_push_into_an_empty_database_leaves_the_name_index_online(neo4j_store: Neo4jStore, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Such a push builds the full-text index after the nodes; it must be back and complete."""
    mem = _memory(small_corpus() + many_papers(25))
    neo4j_store.batch_size = 7
    neo4j_store.push(MemoryStore(mem.save(tmp_path / "g.json.gz")))
    assert "entity_names (FULLTEXT)" in neo4j_store.schema()["indexes"]
    states = neo4j_store.run_cypher("SHOW INDEXES YIELD name, state WHERE name = 'entity_names' RETURN state")
    assert states == [{"state": "ONLINE"}]
    assert "method:set" in _name_hits(neo4j_store, "echo")  # an alias, indexed like the names
    # every entity is findable by its own name
    for name in ("Sparse Echo Tuning", "Pebble"):
        assert neo4j_store.resolve(name)[0] in _name_hits(neo4j_store, f'"{name}"')


def test_push_failing_among_the_nodes_restores_the_name_index(  # type: ignore[no-untyped-def]
    neo4j_store: Neo4jStore, tmp_path, monkeypatch
) -> None:
    mem = _memory(small_corpus() + many_papers(25))
    loaded = MemoryStore(mem.save(tmp_path / "g.json.gz"))
    neo4j_store.batch_size = 7
    real = neo4j_store._write_nodes
    calls: list[str] = []

    def fail_third(label, query, rows):  # type: ignore[no-untyped-def]
        calls.append(label)
        if len(calls) == 3:
            raise KgError("server went away")
        return real(label, query, rows)

    monkeypatch.setattr(neo4j_store, "_write_nodes", fail_third)
    with pytest.raises(KgError, match="went away"):
        neo4j_store.push(loaded)
    assert "entity_names (FULLTEXT)" in neo4j_store.schema()["indexes"]
    monkeypatch.undo()
    neo4j_store.push(loaded)
    assert_same_graph(neo4j_store.graph(), mem.graph)
    assert "method:set" in _name_hits(neo4j_store, "echo")
