"""Named queries on the embedded store, against the hand-built toy graph."""

from __future__ import annotations

import pytest
from test_cypher_toygraph import HOSTILE, HOSTILE_NAMES, toy_store

from kg import cypher
from kg.cypher.named import parse_query_file
from kg.errors import KgError

EXPECTED_NAMES = {
    "compares-against",
    "evaluates-on",
    "uses-model-family",
    "builds-on",
    "lineage",
    "top-baselines",
    "benchmarks-for-method",
    "methods-for-task",
    "co-evaluated",
    "shared-baselines",
    "neighbourhood",
    "related",
}


@pytest.fixture()
def store():
    return toy_store()


def test_every_named_query_has_a_description_params_and_an_embedded_implementation() -> None:
    queries = {q.name: q for q in cypher.named_queries()}
    assert set(queries) == EXPECTED_NAMES
    for q in queries.values():
        assert q.description and not q.description.startswith("@")
        assert "$keys" in q.text or any(p.kind in ("str", "int") for p in q.params)
        assert q.ordered, f"{q.name} has no ORDER BY, so its output order is not reproducible"
    assert [p.name for p in queries["top-baselines"].params] == ["venue", "year", "top"]
    assert queries["top-baselines"].params[2].default == 20


def test_neo4j_texts_seek_entities_by_key_through_the_label_disjunction() -> None:
    for q in cypher.named_queries():
        if any(p.kind == "entity" for p in q.params):
            assert ":Method|Dataset|Task|Metric|Model)" in q.text, q.name


def test_header_parsing_reads_kinds_defaults_and_optional_flags() -> None:
    q = parse_query_file(
        "demo",
        "// Demo query.\n// @param name entity  the thing\n// @param n int=5  how many\n"
        "// @param v str?  venue\nMATCH (n) RETURN n\n",
    )
    assert q.description == "Demo query."
    assert [(p.name, p.kind, p.required, p.default) for p in q.params] == [
        ("name", "entity", True, None),
        ("n", "int", False, 5),
        ("v", "str", False, None),
    ]


@pytest.mark.parametrize(
    "name", ["GRPO", "grpo", "Group Relative Policy Optimization", "group-relative policy  optimization"]
)
def test_compares_against_resolves_aliases_and_case(store, name: str) -> None:
    rows = cypher.run(store, "compares-against", {"name": name})
    assert [r["paper"] for r in rows] == ["p1", "p3"]
    assert {r["baseline"] for r in rows} == {"GRPO"}
    assert rows[0]["evidence"].startswith("We compare our learner against GRPO")
    assert list(rows[0]) == ["paper", "title", "venue", "year", "baseline", "evidence"]


def test_family_matching_covers_versions_but_not_other_families() -> None:
    from kg.cypher.named import family_matches

    assert family_matches("qwen", "qwen2.5") and family_matches("llama", "llama-3.1")
    assert family_matches("qwen2.5", "qwen2.5") and not family_matches("qwen2.5", "qwen2")
    assert not family_matches("llama", "llamaguard") and not family_matches("", "llama")


def test_evaluates_on_and_model_family(store) -> None:
    assert [r["paper"] for r in cypher.run(store, "evaluates-on", {"name": "gsm8k"})] == ["p1", "p2", "p5"]
    rows = cypher.run(store, "uses-model-family", {"family": "QWEN"})
    assert [(r["paper"], r["model"], r["family"]) for r in rows] == [("p2", "Qwen2.5 7B", "Qwen")]
    # a model's own name works as the "family" too
    assert [r["paper"] for r in cypher.run(store, "uses-model-family", {"family": "llama 3 8b"})] == ["p1"]


def test_builds_on_one_hop_and_transitive_lineage(store) -> None:
    rows = cypher.run(store, "builds-on", {"name": "grpo"})
    assert [(r["paper"], r["builds_on"], r["proposes"]) for r in rows] == [("p2", "GRPO", "DAPO")]
    lineage = cypher.run(store, "lineage", {"name": "GRPO"})
    assert [(r["entity"], r["depth"]) for r in lineage] == [("DAPO", 1), ("VAPO", 2)]
    assert cypher.run(store, "lineage", {"name": "VAPO"}) == []


def test_top_baselines_overall_and_per_venue_and_year(store) -> None:
    overall = cypher.run(store, "top-baselines", {})
    assert [(r["baseline"], r["papers"]) for r in overall][:2] == [("GRPO", 2), ("PPO", 2)]
    icml = cypher.run(store, "top-baselines", {"venue": "icml"})
    assert [(r["baseline"], r["papers"]) for r in icml] == [("GRPO", 2), ("PPO", 1)]
    y2024 = cypher.run(store, "top-baselines", {"year": "2024"})
    assert y2024 == []
    assert len(cypher.run(store, "top-baselines", {"top": 1})) == 1


def test_benchmarks_methods_for_task_and_co_evaluated(store) -> None:
    rows = cypher.run(store, "benchmarks-for-method", {"name": "GRPO"})
    # ties on the count are broken by key, as ORDER BY papers DESC, key says
    assert [(r["key"], r["papers"]) for r in rows] == [
        ("dataset:gsm8k", 2),
        ("dataset:math", 2),
        ("dataset:aime-2024", 1),
    ]
    tasks = cypher.run(store, "methods-for-task", {"name": "Mathematical Reasoning"})
    assert [(r["proposed"], r["paper"]) for r in tasks] == [("DAPO", "p2")]
    co = cypher.run(store, "co-evaluated", {"name": "MATH"})
    assert [(r["benchmark"], r["papers"]) for r in co] == [("AIME 2024", 1), ("GSM8K", 1)]


def test_shared_baselines_by_id_or_doc(store) -> None:
    by_id = cypher.run(store, "shared-baselines", {"paper": "p1"})
    assert [(r["paper"], r["shared"], r["baselines"]) for r in by_id] == [
        ("p3", 1, ["GRPO"]),
        ("p4", 1, ["PPO"]),
    ]
    assert cypher.run(store, "shared-baselines", {"paper": "toy.txt#1"}) == by_id
    assert cypher.run(store, "shared-baselines", {"paper": "nope"}) == []


def test_neighbourhood_and_related(store) -> None:
    rows = cypher.run(store, "neighbourhood", {"name": "dapo"})
    assert [(r["relation"], r["paper"]) for r in rows] == [("BUILDS_ON", "p3"), ("PROPOSES", "p2")]
    related = cypher.run(store, "related", {"name": "DAPO"})
    names = {r["name"]: r["papers"] for r in related}
    assert names["GRPO"] == 2 and names["MATH"] == 2 and "DAPO" not in names


def test_limit_and_unknown_or_missing_params_are_clear_errors(store) -> None:
    assert len(cypher.run(store, "evaluates-on", {"name": "GSM8K"}, limit=2)) == 2
    with pytest.raises(KgError, match="needs --param name"):
        cypher.run(store, "compares-against", {})
    with pytest.raises(KgError, match="does not take colour"):
        cypher.run(store, "compares-against", {"name": "GRPO", "colour": "red"})
    with pytest.raises(KgError, match="whole number"):
        cypher.run(store, "top-baselines", {"year": "last year"})
    with pytest.raises(KgError, match="no named query"):
        cypher.run_named(store, "compares-againts", {"name": "GRPO"})


def test_a_name_full_of_quotes_is_found_exactly(store) -> None:
    rows = cypher.run(store, "compares-against", {"name": HOSTILE.name})
    assert [(r["paper"], r["baseline"]) for r in rows] == [("p4", HOSTILE.name)]


@pytest.mark.parametrize("hostile", HOSTILE_NAMES)
def test_hostile_names_return_nothing_and_change_nothing(store, hostile: str) -> None:
    before = store.to_dict()
    for q in cypher.named_queries():
        params = {p.name: hostile for p in q.params if p.kind != "int"}
        # no entity, paper id, doc or venue contains these strings
        assert cypher.run(store, q.name, params) == [], (q.name, hostile)
    assert store.to_dict() == before


class _CountingDict(dict):
    """A dict that counts reads; reading all of it (iteration, items) costs its length."""

    def __init__(self, data: dict) -> None:
        super().__init__(data)
        self.reads = 0

    def __getitem__(self, key):
        self.reads += 1
        return super().__getitem__(key)

    def get(self, key, default=None):
        self.reads += 1
        return super().get(key, default)

    def __iter__(self):
        self.reads += len(self)
        return super().__iter__()

    def items(self):
        self.reads += len(self)
        return super().items()

    def keys(self):
        self.reads += len(self)
        return super().keys()

    def values(self):
        self.reads += len(self)
        return super().values()


def _instrumented(extra_papers: int):
    """The toy store plus unrelated papers, with its adjacency and node dicts counting reads."""
    from kg.model import Entity, Extraction, Paper, Relation, Span

    store = toy_store()
    filler = []
    for i in range(extra_papers):
        text = f"Filler paper {i} evaluates on FillerSet{i}."
        ent = Entity("Dataset", f"FillerSet{i}")
        rel = Relation("EVALUATES_ON", f"f{i}", ent.key, Span(0, len(text), text), "test", 0.9)
        filler.append(Extraction(Paper(id=f"f{i}", doc=f"filler#{i}", abstract=text), (ent,), (rel,)))
    store.add(filler)
    g = store.graph
    for cached in ("nodes", "adj", "succ", "pred", "edges", "in_edges", "out_edges", "degree"):
        g.__dict__.pop(cached, None)
    g._node = _CountingDict(g._node)
    g._succ = g._adj = _CountingDict(g._succ)
    g._pred = _CountingDict(g._pred)
    return store, (g._node, g._succ, g._pred)


def _reads(dicts) -> int:
    return sum(d.reads for d in dicts)


@pytest.mark.parametrize("name", sorted(EXPECTED_NAMES - {"top-baselines"}))
def test_named_lookups_read_the_same_amount_however_big_the_graph(name: str) -> None:
    subject = {"evaluates-on": "GSM8K", "co-evaluated": "GSM8K", "methods-for-task": "mathematical reasoning"}
    params = {"name": subject.get(name, "GRPO"), "family": "llama", "paper": "p1"}
    params = {p.name: params[p.name] for p in cypher.require(name).params if p.name in params}
    costs = []
    for extra in (0, 3000):
        store, dicts = _instrumented(extra)
        rows = cypher.run(store, name, params)  # the first call may build the doc/family index
        assert rows, f"{name} found nothing for {params}, so its cost proves nothing"
        before = _reads(dicts)
        assert cypher.run(store, name, params) == rows
        costs.append(_reads(dicts) - before)
    assert costs[0] == costs[1], f"{name} reads {costs} dict entries on a graph of 5 vs 3005 papers"
