"""Parity on real abstracts: the seed shards and the first 1,000 corpus abstracts,
extracted once, added to both stores, compared node for node and edge for edge."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from neo4j_data import assert_same_graph

from kg.extract import extract_many
from kg.model import Extraction
from kg.read import read_papers
from kg.store.memory import MemoryStore
from kg.store.neo4j import Neo4jStore

pytestmark = pytest.mark.neo4j


@pytest.fixture(scope="module")
def seed_extractions(seed_files: list[str]) -> list[Extraction]:
    assert seed_files, "no seed shards found"
    return list(extract_many(read_papers(seed_files)))


@pytest.fixture(scope="module")
def corpus_extractions(shared: Path) -> list[Extraction]:
    papers = list(
        itertools.islice(read_papers([str(shared / "data" / "corpus" / "venues_2023_2025.jsonl")]), 1000)
    )
    assert len(papers) == 1000
    return list(extract_many(papers))


def _check_parity(store: Neo4jStore, extractions: list[Extraction]) -> MemoryStore:
    mem = MemoryStore()
    assert store.add(extractions) == mem.add(extractions)
    assert_same_graph(store.graph(), mem.graph)
    assert store.stats() == mem.stats()
    names = sorted({e.name for ex in extractions for e in ex.entities})
    assert names, "extraction found no entities at all"
    for name in names[:: max(1, len(names) // 60)]:
        assert store.entity(name) == mem.entity(name), name
        for rel in ("PROPOSES", "COMPARES_AGAINST", "EVALUATES_ON", "USES_MODEL"):
            assert store.lookup(rel, name) == mem.lookup(rel, name), (rel, name)
        assert_same_graph(store.neighbourhood(name, 2), mem.neighbourhood(name, 2))
    return mem


def test_seed_shards_parity(neo4j_store: Neo4jStore, seed_extractions: list[Extraction]) -> None:
    assert sum(len(ex.relations) for ex in seed_extractions) > 0
    mem = _check_parity(neo4j_store, seed_extractions)
    # re-adding the same papers: both stores agree on counts and on the result
    assert neo4j_store.add(seed_extractions) == mem.add(seed_extractions)
    assert_same_graph(neo4j_store.graph(), mem.graph)


def test_first_1000_corpus_abstracts_parity(
    neo4j_store: Neo4jStore, corpus_extractions: list[Extraction]
) -> None:
    neo4j_store.batch_size = 500  # several batches, cut across paper boundaries
    mem = _check_parity(neo4j_store, corpus_extractions)
    assert mem.stats()["total_relations"] > 1000
    assert neo4j_store.add(corpus_extractions) == mem.add(corpus_extractions)
    assert_same_graph(neo4j_store.graph(), mem.graph)
