"""Every named query gives the same answers on the embedded store and on Neo4j.

Both stores ingest the same extractions (the seed shards, then 1,000 corpus abstracts);
each named query runs with parameters drawn from the data itself (the busiest entities
of the right kind, under their own name, lower-cased and by alias) and with hostile
names. Results must be equal — in order, since every named query has ORDER BY.

Needs the Neo4j server of ``make test`` (NEO4J_URI/NEO4J_USERNAME/NEO4J_PASSWORD);
an unreachable server is a failure, not a skip. The database is cleared first.
"""

from __future__ import annotations

import itertools
import json
import os
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_cypher_toygraph import HOSTILE_NAMES
from test_cypher_toygraph import extractions as toy_extractions

from kg import api, cypher
from kg.normalize import normalize
from kg.store.memory import MemoryStore

pytestmark = pytest.mark.neo4j

CORPUS = "data/corpus/arxiv_cs_cl_lg_2025_2026.jsonl.gz"
PER_KIND = 6  # entities tried per query


def _neo4j_store() -> Any:
    from kg.store.neo4j import Neo4jStore

    if not os.environ.get("NEO4J_URI"):
        pytest.fail("NEO4J_URI is not set: run through `make test` (it starts Neo4j and exports it)")
    return Neo4jStore()  # raises KgError (a failure) if unreachable


@pytest.fixture(scope="module", params=["toy", "seeds", "corpus-1000"])
def stores(request, shared: Path) -> Iterator[tuple[MemoryStore, Any]]:
    if request.param == "toy":
        papers = []
    elif request.param == "seeds":
        papers = list(api.read([str(p) for p in sorted((shared / "data" / "seeds").glob("*.txt"))]))
    else:
        papers = list(itertools.islice(api.read([str(shared / CORPUS)]), 1000))
    extractions = list(api.extract(papers)) if papers else toy_extractions()
    memory = MemoryStore()
    memory.add(extractions)
    neo = _neo4j_store()
    neo.clear()
    neo.add(extractions)
    try:
        yield memory, neo
    finally:
        neo.clear()
        neo.close()


def _busiest(memory: MemoryStore, rtypes: tuple[str, ...] | None, label: str | None = None) -> list[str]:
    g = memory.graph
    counts: Counter[str] = Counter()
    for _, v, t in g.edges(keys=True):
        if (rtypes is None or t in rtypes) and (label is None or g.nodes[v]["label"] == label):
            counts[v] += 1
    return [k for k, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:PER_KIND]]


def _spellings(memory: MemoryStore, keys: list[str]) -> list[str]:
    """Each entity by name, lower-cased, and by its first alias."""
    out = []
    for k in keys:
        node = memory.graph.nodes[k]
        out += [node["name"], node["name"].lower()] + node["aliases"][:1]
    return out


def _cases(memory: MemoryStore) -> Iterator[tuple[str, dict[str, Any]]]:
    g = memory.graph
    entity_queries = {
        "compares-against": ("COMPARES_AGAINST",),
        "evaluates-on": ("EVALUATES_ON",),
        "builds-on": ("BUILDS_ON",),
        "lineage": ("BUILDS_ON",),
        "benchmarks-for-method": ("PROPOSES", "COMPARES_AGAINST", "BUILDS_ON"),
        "methods-for-task": ("ADDRESSES",),
        "co-evaluated": ("EVALUATES_ON",),
        "neighbourhood": None,
        "related": None,
    }
    quoted = sorted(k for k, d in g.nodes(data=True) if any(c in d.get("name", "") for c in "'\"`\\"))[:3]
    for name, rtypes in entity_queries.items():
        for spelling in _spellings(memory, _busiest(memory, rtypes) + quoted):
            yield name, {"name": spelling}
    families = sorted(
        {d["family"] for _, d in g.nodes(data=True) if d.get("label") == "Model" and d.get("family")}
    )
    stems = sorted({re.split(r"[^a-z]", normalize(f))[0] for f in families} - {""})[:3]
    for fam in families[:PER_KIND] + [f.upper() for f in families[:2]] + stems:
        yield "uses-model-family", {"family": fam}
    for m in _busiest(memory, ("USES_MODEL",), "Model")[:3]:
        yield "uses-model-family", {"family": g.nodes[m]["name"]}
    yield "top-baselines", {}
    yield "top-baselines", {"top": 5}
    venues = Counter(
        d.get("venue") for _, d in g.nodes(data=True) if d.get("label") == "Paper" and d.get("venue")
    )
    years = Counter(
        d.get("year") for _, d in g.nodes(data=True) if d.get("label") == "Paper" and d.get("year")
    )
    for venue, _ in venues.most_common(3):
        yield "top-baselines", {"venue": venue.split()[0].lower()}
    for year, _ in years.most_common(2):
        yield "top-baselines", {"year": year}
    comparing = sorted({u for u, _, t in g.edges(keys=True) if t == "COMPARES_AGAINST"})[:PER_KIND]
    for pid in comparing:
        yield "shared-baselines", {"paper": pid}
        yield "shared-baselines", {"paper": g.nodes[pid]["doc"]}


def test_every_named_query_is_exercised_with_real_data(stores) -> None:
    memory, _ = stores
    exercised = {name for name, _ in _cases(memory)}
    assert exercised == {q.name for q in cypher.named_queries()}
    nonempty = {name for name, params in _cases(memory) if cypher.run(memory, name, params)}
    # the data must make most queries answer something, or parity would prove little
    assert len(nonempty) >= 8, nonempty


def test_named_queries_agree_across_stores(stores) -> None:
    memory, neo = stores
    mismatches = []
    checked = 0
    for name, params in _cases(memory):
        a = cypher.run(memory, name, params)
        b = cypher.run(neo, name, params)
        if not cypher.require(name).ordered:
            a, b = sorted(a, key=repr), sorted(b, key=repr)
        if a != b:
            mismatches.append((name, params, a[:3], b[:3]))
        checked += 1
    assert checked > 30
    assert not mismatches, mismatches[:3]
    if memory.resolve("VAPO"):  # the toy graph: its two-step lineage must have been compared too
        assert [r["depth"] for r in cypher.run(neo, "lineage", {"name": "GRPO"})] == [1, 2]


def test_adhoc_rows_have_the_same_shape_on_both_stores(stores) -> None:
    memory, neo = stores
    text = "MATCH (p:Paper)-[r:COMPARES_AGAINST]->(e) WHERE e.key IN $keys RETURN p, r, e"
    keys = _busiest(memory, ("COMPARES_AGAINST",))[:2]
    a = cypher.run(memory, text, {"keys": keys})
    b = cypher.run(neo, text, {"keys": keys})
    assert a, "no rows to compare"
    assert sorted(a, key=repr) == sorted(b, key=repr)


def test_hostile_names_return_nothing_and_change_nothing_on_both_stores(stores) -> None:
    memory, neo = stores
    before = (memory.stats(), neo.stats())
    adhoc = "MATCH (p:Paper)-[r]->(e) WHERE e.name = $name OR p.id = $name RETURN p.id, type(r)"
    for hostile in HOSTILE_NAMES:
        for q in cypher.named_queries():
            params = {p.name: hostile for p in q.params if p.kind != "int"}
            assert cypher.run(memory, q.name, params) == [] == cypher.run(neo, q.name, params), (
                q.name,
                hostile,
            )
        assert cypher.run(memory, adhoc, {"name": hostile}) == [] == cypher.run(neo, adhoc, {"name": hostile})
    assert (memory.stats(), neo.stats()) == before


def test_writes_are_refused_on_neo4j_without_write(stores) -> None:
    from kg.errors import KgError

    _, neo = stores
    before = neo.stats()
    for text in ("MATCH (n) DETACH DELETE n", "CREATE (:Method {key: 'method:x', name: 'x'})"):
        with pytest.raises(KgError, match="refused without --write"):
            cypher.run(neo, text)
    assert neo.stats() == before


def test_write_is_allowed_on_neo4j_with_write(stores) -> None:
    _, neo = stores
    pid = neo.run_cypher("MATCH (p:Paper) RETURN p.id AS id ORDER BY id LIMIT 1")[0]["id"]
    text = "MATCH (p:Paper {id: $id}) SET p.reviewed = true RETURN p.reviewed AS reviewed"
    assert cypher.run(neo, text, {"id": pid}, write=True) == [{"reviewed": True}]
    cypher.run(neo, "MATCH (p:Paper {id: $id}) REMOVE p.reviewed", {"id": pid}, write=True)
    assert cypher.run(neo, "MATCH (p:Paper {id: $id}) RETURN p.reviewed AS r", {"id": pid}) == [{"r": None}]


def test_cli_ask_and_query_on_neo4j_match_the_api(stores, capsys) -> None:
    from kg.cli import main

    memory, _ = stores
    name = memory.graph.nodes[_busiest(memory, ("COMPARES_AGAINST",))[0]]["name"]
    main(
        [
            "ask",
            "compares-against",
            "--param",
            f"name={name}",
            "--neo4j",
            os.environ["NEO4J_URI"],
            "--format",
            "json",
        ]
    )
    assert json.loads(capsys.readouterr().out) == cypher.run(memory, "compares-against", {"name": name})
    text = "MATCH (p:Paper)-[:COMPARES_AGAINST]->(e) WHERE e.name = $n RETURN p.id AS paper ORDER BY paper"
    main(["query", text, "--param", f"n={name}", "--neo4j", os.environ["NEO4J_URI"], "--format", "jsonl"])
    got = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert got == sorted(cypher.run(memory, text, {"n": name}), key=lambda r: r["paper"])
