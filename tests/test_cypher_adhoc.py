"""Ad-hoc Cypher on the embedded store: binding, read-only guard, clear errors, row shape."""

from __future__ import annotations

import pytest
from test_cypher_toygraph import HOSTILE, HOSTILE_NAMES, toy_store

from kg import cypher
from kg.cypher.embedded import return_columns
from kg.cypher.guard import write_clauses
from kg.cypher.lexer import tokenize
from kg.cypher.params import bind, literal, parse_param
from kg.errors import KgError


@pytest.fixture()
def store():
    return toy_store()


# ------------------------------------------------------------------ lexer and binding
def test_lexer_keeps_strings_comments_and_params_apart() -> None:
    toks = tokenize("MATCH (n) WHERE n.name = 'it\\'s $x' // $y DELETE\nRETURN $z, `odd name`")
    kinds = [(t.kind, t.value) for t in toks if t.kind in ("string", "comment", "param", "ident")]
    assert kinds == [("string", "it's $x"), ("comment", ""), ("param", "z"), ("ident", "odd name")]


def test_bind_replaces_only_params_in_code_with_escaped_literals() -> None:
    text = "MATCH (n) WHERE n.name = $name AND n.doc = '$name' RETURN n.id // $name"
    out = bind(text, {"name": 'a"b\\c\nd'})
    assert out == 'MATCH (n) WHERE n.name = "a\\"b\\\\c\\nd" AND n.doc = "$name" RETURN n.id  '
    assert literal(3) == "3" and literal(2.5) == "2.5" and literal(None) == "NULL" and literal(True) == "TRUE"
    assert literal(["a", 1]) == '["a", 1]'
    with pytest.raises(KgError, match="no value was given"):
        bind("MATCH (n) WHERE n.id = $missing RETURN n", {})
    with pytest.raises(KgError, match="finite"):
        literal(float("nan"))


def test_param_parsing_types_numbers_and_keeps_text() -> None:
    assert parse_param("year=2024") == ("year", 2024)
    assert parse_param("x=0.5") == ("x", 0.5)
    assert parse_param("name=a=b") == ("name", "a=b")
    assert parse_param("name=2024", typed=False) == ("name", "2024")
    with pytest.raises(KgError, match="NAME=VALUE"):
        parse_param("no-equals")


def test_return_columns_follow_the_return_clause() -> None:
    text = "MATCH (p)-[r]->(e) RETURN DISTINCT p.id AS paper, count(e), e.name ORDER BY paper"
    assert return_columns(text) == [
        "paper",
        "count(e)",
        "e.name",
    ]


# ------------------------------------------------------------------ running
def test_rows_come_in_return_order_with_plain_nodes_and_relationships(store) -> None:
    rows = cypher.run(
        store,
        "MATCH (p:Paper)-[r:COMPARES_AGAINST]->(e:Method) WHERE e.name = $n RETURN e, r, p.id AS paper",
        {"n": "PPO"},
    )
    assert [list(r) for r in rows] == [["e", "r", "paper"]] * 2
    assert sorted(r["paper"] for r in rows) == ["p1", "p4"]
    node, rel = rows[0]["e"], rows[0]["r"]
    assert node["_id"] == "method:ppo" and node["_labels"] == ["Method"] and node["name"] == "PPO"
    assert "__labels__" not in node and "label" not in node
    assert rel["_type"] == "COMPARES_AGAINST" and rel["_end"] == "method:ppo"
    assert rel["_start"] == rows[0]["paper"]
    # the store's own attribute dicts are copies, never handed out
    node["aliases"].append("changed")
    assert store.graph.nodes["method:ppo"]["aliases"] == ["Proximal Policy Optimization"]


def test_lowercase_aggregates_and_single_quoted_strings_work(store) -> None:
    rows = cypher.run(
        store,
        "MATCH (p:Paper)-[:EVALUATES_ON]->(d:Dataset) WHERE d.name <> 'MATH' "
        "RETURN d.name AS d, count(p) AS n ORDER BY n DESC",
    )
    assert rows == [{"d": "GSM8K", "n": 3}, {"d": "AIME 2024", "n": 1}]


def test_exists_subqueries_in_any_case_work(store) -> None:
    text = "MATCH (p:Paper) WHERE exists { MATCH (p)-[:PROPOSES]->(m) } RETURN p.id AS paper"
    rows = cypher.run(store, text)
    assert sorted(r["paper"] for r in rows) == ["p2", "p3"]


def test_limit_option_and_named_query_by_name(store) -> None:
    assert len(cypher.run(store, "MATCH (p:Paper) RETURN p.id", limit=2)) == 2
    assert cypher.run(store, "compares-against", {"name": "PPO"}) == cypher.run_named(
        store, "compares-against", {"name": "PPO"}
    )


@pytest.mark.parametrize(
    "text, feature",
    [
        ("MATCH (p:Paper) OPTIONAL MATCH (p)-->(e) RETURN p, e", "OPTIONAL MATCH"),
        ("MATCH (p:Paper) WITH p RETURN p", "WITH"),
        ("UNWIND [1, 2] AS x RETURN x", "UNWIND"),
        ("MATCH (p:Paper) WHERE p.title =~ 'Pa.*' RETURN p", "regular expressions"),
        ("CALL db.labels() YIELD label RETURN label", "CALL"),
        ("MATCH (p:Paper) RETURN CASE WHEN p.year > 2024 THEN 1 ELSE 0 END", "CASE"),
        ("MATCH (a:Paper) RETURN a UNION MATCH (b:Method) RETURN b", "UNION"),
        ("MATCH (p:Paper) RETURN labels(p)", "function labels()"),
        ("MATCH (e:`odd name`) RETURN e", "backtick name"),
        ("MATCH (a:Paper)--(b) RETURN b", "undirected relationship"),
        ("MATCH (a:Paper)-[r:PROPOSES]-(b) RETURN b", "undirected relationship"),
        ("MATCH (p:Paper) RETURN count(*)", "count(*)"),
        ("MATCH path = (a)-->(b) RETURN path", "named paths"),
    ],
)
def test_unsupported_syntax_names_the_feature_and_suggests_neo4j(store, text: str, feature: str) -> None:
    with pytest.raises(KgError) as err:
        cypher.run(store, text)
    msg = str(err.value)
    assert feature in msg and "Neo4j" in msg and "\n" not in msg


def test_directed_patterns_and_lookalikes_in_strings_still_run(store) -> None:
    rows = cypher.run(
        store, "MATCH (m:Method)<-[:PROPOSES]-(p:Paper) WHERE p.title <> ')--(' RETURN m.name AS m"
    )
    assert sorted(r["m"] for r in rows) == ["DAPO", "VAPO"]


def test_parser_errors_become_one_line(store) -> None:
    with pytest.raises(KgError) as err:
        cypher.run(store, "MATCH (p:Paper RETURN p")
    assert "cannot parse the query at line 1" in str(err.value)
    with pytest.raises(KgError, match="unterminated string"):
        cypher.run(store, "MATCH (p) WHERE p.id = 'open RETURN p")
    with pytest.raises(KgError, match="empty query"):
        cypher.run(store, "   ")


# ------------------------------------------------------------------ read-only guard
@pytest.mark.parametrize(
    "text, clause",
    [
        ("CREATE (n:Method {name: 'x'})", "CREATE"),
        ("MATCH (n) MERGE (m:Method {key: 'x'})", "MERGE"),
        ("MATCH (n:Method) SET n.name = 'x' RETURN n", "SET"),
        ("MATCH (n) DETACH DELETE n", "DELETE"),
        ("MATCH (n:Method) REMOVE n.aliases", "REMOVE"),
        ("DROP CONSTRAINT paper_id", "DROP"),
        ("LOAD CSV FROM 'file:///x.csv' AS row RETURN row", "LOAD CSV"),
        ("CALL db.createLabel('X')", "CALL of a write procedure"),
        ("match (n) delete n", "DELETE"),
    ],
)
def test_writes_are_refused_without_write(store, text: str, clause: str) -> None:
    before = store.to_dict()
    with pytest.raises(KgError, match="refused without --write") as err:
        cypher.run(store, text)
    assert clause in str(err.value)
    assert store.to_dict() == before


def test_write_keywords_in_strings_comments_properties_and_labels_are_not_clauses(store) -> None:
    assert write_clauses("MATCH (n:Set) WHERE n.delete = 'CREATE' RETURN n.set // DELETE") == []
    assert write_clauses("MATCH (n) RETURN n /* MERGE */") == []
    # read procedures and their string arguments are not writes; write procedures are
    assert write_clauses("CALL db.index.fulltext.queryNodes('entity_names', 'dataset') YIELD node") == []
    assert write_clauses("CALL db.labels() YIELD label RETURN label") == []
    assert write_clauses("CALL apoc.create.setProperty(n, 'x', 1)") == ["CALL of a write procedure"]
    rows = cypher.run(store, "MATCH (p:Paper) WHERE p.title = 'DELETE everything' RETURN p.id // DROP")
    assert rows == []


def test_embedded_store_cannot_write_even_with_write(store) -> None:
    with pytest.raises(KgError, match="embedded store cannot run writing clauses"):
        cypher.run(store, "CREATE (n:Method {name: 'x'})", write=True)


# ------------------------------------------------------------------ injection
@pytest.mark.parametrize("hostile", HOSTILE_NAMES)
def test_hostile_parameter_values_stay_one_string(store, hostile: str) -> None:
    before = store.to_dict()
    text = "MATCH (p:Paper)-[r]->(e) WHERE e.name = $name RETURN p.id, e.name"
    rows = cypher.run(store, text, {"name": hostile})
    assert rows == []
    assert store.to_dict() == before


def test_a_quoted_name_is_matched_exactly_through_a_parameter(store) -> None:
    rows = cypher.run(
        store,
        "MATCH (p:Paper)-[:COMPARES_AGAINST]->(e:Method) WHERE e.name = $name RETURN p.id AS paper",
        {"name": HOSTILE.name},
    )
    assert rows == [{"paper": "p4"}]
