"""kg.viz without a browser: subgraph selection, the page's markup and data, the CLI.

The graph is built through MemoryStore.add from extractions of our own sentences, so
it has exactly the shape both stores produce. Three papers and names carry XSS
payloads; the page must keep them as data (the browser test checks nothing runs).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import networkx as nx
import pytest

from kg import viz
from kg.cli import main
from kg.errors import KgError
from kg.model import Entity, Extraction, Paper, Relation, Span
from kg.store.memory import MemoryStore
from kg.viz.page import _asset, _vis_js, payload, render, script_json

IMG = "<img src=x onerror=window.__pwned=1>"
SCRIPT = "</script><script>window.__pwned=1</script>"
SVG = "\"'><svg onload=window.__pwned=1>"


def _paper(
    pid: str, title: str, sentence: str, ents: list[tuple[str, str, str, tuple[str, ...]]]
) -> Extraction:
    """One paper whose single sentence is the evidence for each (relation, label, name, aliases)."""
    paper = Paper(
        id=pid,
        doc=f"viz-test.txt#{pid}",
        abstract=sentence,
        title=title,
        venue="TestConf",
        year=2025,
        url=f"https://example.org/{pid}",
    )
    entities, relations = [], []
    for rel, label, name, aliases in ents:
        ent = Entity(label, name, aliases)
        entities.append(ent)
        relations.append(Relation(rel, pid, ent.key, Span(0, len(sentence), sentence), "test-rule", 0.9))
    return Extraction(paper, tuple(entities), tuple(relations))


def build_store() -> MemoryStore:
    store = MemoryStore()
    store.add(
        [
            _paper(
                "p1",
                "Ranked rewards for step-wise reasoning",
                "We propose StepRank, which beats GRPO and PPO on GSM8K using Qwen2.5-7B.",
                [
                    ("PROPOSES", "Method", "StepRank", ()),
                    ("COMPARES_AGAINST", "Method", "GRPO", ()),
                    ("COMPARES_AGAINST", "Method", "PPO", ("Proximal Policy Optimization",)),
                    ("EVALUATES_ON", "Dataset", "GSM8K", ()),
                    ("USES_MODEL", "Model", "Qwen2.5-7B", ()),
                ],
            ),
            _paper(
                "p2",
                "Critic-free policy optimisation revisited",
                "Building on GRPO, we evaluate on GSM8K and report accuracy for math word problems.",
                [
                    ("BUILDS_ON", "Method", "GRPO", ()),
                    ("EVALUATES_ON", "Dataset", "GSM8K", ()),
                    ("USES_METRIC", "Metric", "accuracy", ()),
                    ("ADDRESSES", "Task", "math word problems", ()),
                ],
            ),
            _paper(
                "p3",
                IMG,
                f"We introduce {SCRIPT} and compare it with GRPO and {SVG} (see https://example.org).",
                [
                    ("PROPOSES", "Method", SCRIPT, (IMG,)),
                    ("COMPARES_AGAINST", "Method", "GRPO", ()),
                    ("COMPARES_AGAINST", "Method", SVG, ()),
                ],
            ),
            _paper(
                "p4",
                "Tiles all the way down",
                "We propose TileNet and evaluate it on ImageNet.",
                [("PROPOSES", "Method", "TileNet", ()), ("EVALUATES_ON", "Dataset", "ImageNet", ())],
            ),
        ]
    )
    return store


@pytest.fixture()
def store() -> MemoryStore:
    return build_store()


def page_data(page: str) -> dict:
    m = re.search(r'<script type="application/json" id="kg-data">(.*?)</script>', page, re.S)
    assert m, "data block missing"
    return json.loads(m.group(1))


# ------------------------------------------------------------------ selection
def test_around_one_hop_is_grpo_and_the_papers_touching_it(store: MemoryStore) -> None:
    g, note = viz.select(store, around="grpo", hops=1)
    assert set(g.nodes) == {"method:grpo", "p1", "p2", "p3"}
    assert {(u, v, k) for u, v, k in g.edges(keys=True)} == {
        ("p1", "method:grpo", "COMPARES_AGAINST"),
        ("p2", "method:grpo", "BUILDS_ON"),
        ("p3", "method:grpo", "COMPARES_AGAINST"),
    }
    assert note == ""


def test_two_hops_reach_the_papers_other_entities_but_not_unrelated_ones(store: MemoryStore) -> None:
    g, _ = viz.select(store, around="GRPO", hops=2)
    assert "dataset:gsm8k" in g and "model:qwen2.5-7b" in g and "metric:accuracy" in g
    assert "method:tilenet" not in g and "p4" not in g
    assert g.number_of_edges() == 12


def test_zero_hops_is_the_entity_alone(store: MemoryStore) -> None:
    g, _ = viz.select(store, around="GSM8K", hops=0)
    assert list(g.nodes) == ["dataset:gsm8k"] and g.number_of_edges() == 0


def test_alias_finds_the_entity(store: MemoryStore) -> None:
    g, _ = viz.select(store, around="proximal policy optimization", hops=1)
    assert set(g.nodes) == {"method:ppo", "p1"}
    assert viz.seeds_of(g, "Proximal Policy Optimization") == ("method:ppo",)


def test_relation_filter_follows_only_those_edges(store: MemoryStore) -> None:
    g, _ = viz.select(store, around="GRPO", hops=2, relations=["compares_against"])
    assert {k for _, _, k in g.edges(keys=True)} == {"COMPARES_AGAINST"}
    # p2 only BUILDS_ON GRPO, so it and what it reaches are gone
    assert set(g.nodes) == {"method:grpo", "p1", "p3", "method:ppo", viz.seeds_of(g, SVG)[0]}


def test_max_nodes_keeps_the_seed_and_the_most_connected_and_says_what_was_cut(store: MemoryStore) -> None:
    full, _ = viz.select(store, around="GRPO", hops=2)
    g, note = viz.select(store, around="GRPO", hops=2, max_nodes=3)
    assert g.number_of_nodes() == 3
    # the seed, then the papers next to it by degree: p1 (5), p2 (4); p3 (3) is cut
    assert set(g.nodes) == {"method:grpo", "p1", "p2"}
    cut_nodes = full.number_of_nodes() - 3
    cut_edges = full.number_of_edges() - g.number_of_edges()
    assert note == (
        f"Showing the 3 nearest, most connected of {full.number_of_nodes()} nodes: cut {cut_nodes} nodes and "
        f"{cut_edges} relations (raise --max-nodes to see more)."
    )


def test_cap_is_deterministic_on_ties() -> None:
    g = nx.MultiDiGraph()
    for n in "edcba":
        g.add_node(n, label="Method", name=n)
    kept, note = viz.cap(g, 2)
    assert set(kept.nodes) == {"a", "b"} and "cut 3 nodes" in note


def test_cap_around_a_seed_prefers_near_nodes_to_far_hubs() -> None:
    g = nx.MultiDiGraph()
    g.add_edge("paper-a", "seed", key="COMPARES_AGAINST")
    g.add_edge("paper-a", "hub", key="EVALUATES_ON")
    for i in range(5):
        g.add_edge(f"paper-{i}", "hub", key="EVALUATES_ON")  # hub: degree 6, two steps away
    kept, _ = viz.cap(g, 2, keep=["seed"])
    assert set(kept.nodes) == {"seed", "paper-a"} and kept.number_of_edges() == 1
    kept, _ = viz.cap(g, 2)  # no seed: the most connected win
    assert set(kept.nodes) == {"hub", "paper-a"}


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"around": "NoSuchMethod"}, "no entity or paper called 'NoSuchMethod'"),
        ({}, "give exactly one of --around NAME or --query CYPHER"),
        ({"around": "GRPO", "query": "MATCH (n) RETURN n"}, "give exactly one of"),
        ({"around": "GRPO", "relations": ["LIKES"]}, "unknown relation type 'LIKES'"),
        ({"around": "GRPO", "max_nodes": 0}, "--max-nodes must be at least 1"),
    ],
)
def test_bad_selections_are_one_line_errors(store: MemoryStore, kwargs: dict, message: str) -> None:
    with pytest.raises(KgError) as err:
        viz.select(store, **kwargs)
    assert message in str(err.value) and "\n" not in str(err.value)


def test_query_draws_returned_relationships_only(store: MemoryStore) -> None:
    g, _ = viz.select(store, query="MATCH (p:Paper)-[r:EVALUATES_ON]->(d:Dataset) RETURN p, r, d")
    assert sorted((u, v, k) for u, v, k in g.edges(keys=True)) == [
        ("p1", "dataset:gsm8k", "EVALUATES_ON"),
        ("p2", "dataset:gsm8k", "EVALUATES_ON"),
        ("p4", "dataset:imagenet", "EVALUATES_ON"),
    ]
    assert g.edges["p1", "dataset:gsm8k", "EVALUATES_ON"]["evidence"].startswith("We propose StepRank")


def test_query_with_nodes_only_draws_the_relations_among_them(store: MemoryStore) -> None:
    g, _ = viz.select(
        store,
        query="MATCH (p:Paper)-[:EVALUATES_ON]->(d:Dataset) WHERE d.name = $d RETURN p, d",
        params={"d": "GSM8K"},
    )
    assert set(g.nodes) == {"p1", "p2", "dataset:gsm8k"}
    assert g.number_of_edges() == 2


def test_a_query_returning_only_values_is_a_clear_error(store: MemoryStore) -> None:
    with pytest.raises(
        KgError, match=r"returned 2 rows but no nodes or relationships to draw; return them whole"
    ):
        viz.select(store, query="MATCH (d:Dataset) RETURN d.name")


def test_rows_without_a_local_graph_build_the_subgraph_from_the_dicts(store: MemoryStore) -> None:
    from kg import cypher

    rows = cypher.run(store, "MATCH (p:Paper)-[r:USES_MODEL]->(m:Model) RETURN p, r, m")
    g = viz.from_rows(rows, graph=None)  # what a Neo4j store's rows give
    assert g.nodes["model:qwen2.5-7b"]["label"] == "Model"
    assert g.nodes["p1"]["title"] == "Ranked rewards for step-wise reasoning"
    assert list(g.edges(keys=True)) == [("p1", "model:qwen2.5-7b", "USES_MODEL")]


class _ServerLike:
    """A store seen the way kg.cypher sees Neo4j: Cypher text in, plain rows out, no local graph.

    The Cypher really runs (grand-cypher over the memory graph), so the text viz sends
    to a server is exercised, not mocked; ``graph`` is a method, as on Neo4jStore.
    """

    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    def run_cypher(self, text: str, params: dict | None = None, write: bool = False) -> list[dict]:
        from kg.cypher.embedded import run_embedded

        return run_embedded(self._store.graph, text, params, write=write)

    def graph(self) -> nx.MultiDiGraph:
        raise AssertionError("viz must not copy the whole graph from a server")


def test_query_on_a_server_store_fetches_the_relations_among_returned_nodes(store: MemoryStore) -> None:
    server = _ServerLike(store)
    g, _ = viz.select(server, query="MATCH (p:Paper)-[:EVALUATES_ON]->(d:Dataset) RETURN p, d")
    local, _ = viz.select(store, query="MATCH (p:Paper)-[:EVALUATES_ON]->(d:Dataset) RETURN p, d")
    assert sorted(g.edges(keys=True)) == sorted(local.edges(keys=True))
    assert ("p1", "dataset:gsm8k", "EVALUATES_ON") in g.edges(keys=True)
    assert g.nodes["dataset:gsm8k"]["name"] == "GSM8K" and g.nodes["p4"]["label"] == "Paper"


# ------------------------------------------------------------------ the page
def test_page_names_no_remote_resource_even_with_urls_in_the_data(store: MemoryStore) -> None:
    g, _ = viz.select(store, around="GRPO", hops=2)
    page = render(g, "around GRPO https://example.org")
    assert "http://" not in page and "https://" not in page
    assert not re.search(r"""(src|href)\s*=\s*["']?\s*(https?:)?//""", page, re.I)
    assert "@import" not in page


def test_payloads_stay_data_and_round_trip_exactly(store: MemoryStore) -> None:
    g, _ = viz.select(store, around="GRPO", hops=2)
    page = render(g, f"around {SCRIPT}", note=IMG)
    # the data block, vis-network, the page script (+ one "<script>" string inside vis-network)
    in_vis = _vis_js().lower().count("<script")
    assert page.lower().count("<script") == 3 + in_vis
    assert page.lower().count("</script") == 3
    assert "<img" not in page and "<svg" not in page
    data = page_data(page)
    names = {n.get("name") for n in data["nodes"]}
    assert {SCRIPT, SVG, "GRPO", "GSM8K"} <= names
    assert IMG in {n.get("paperTitle") for n in data["nodes"]}
    assert any(SCRIPT in (e["evidence"] or "") for e in data["edges"])
    assert (
        f"<title>around {SCRIPT.replace('<', '&lt;').replace('>', '&gt;').replace('/', '&#47;')}</title>"
        in page
    )
    assert len(data["nodes"]) == g.number_of_nodes() and len(data["edges"]) == g.number_of_edges()


def test_script_json_escapes_everything_that_could_end_the_element() -> None:
    text = script_json({"a": "</script><!-- & \u2028\u2029 https://x"})
    for bad in ("<", ">", "&", "\u2028", "\u2029", "://"):
        assert bad not in text
    assert json.loads(text) == {"a": "</script><!-- & \u2028\u2029 https://x"}


def test_inlined_vis_network_is_the_vendored_file_with_neutral_edits_only() -> None:
    original = _asset("vendor", "vis-network.min.js")
    inlined = _vis_js()
    assert "://" not in inlined
    assert inlined.replace(":\\/\\/", "://") == re.sub(r"^//# sourceMappingURL=.*$", "", original, flags=re.M)
    assert Path(__file__).parents[1].joinpath("viz", "vendor", "LICENSE-vis-network.txt").is_file()


def test_payload_styles_by_label_sizes_by_degree_and_colours_by_relation(store: MemoryStore) -> None:
    g, _ = viz.select(store, around="GRPO", hops=2)
    data = payload(g, seeds=("method:grpo",))
    by_key = {n["key"]: n for n in data["nodes"]}
    assert by_key["method:grpo"]["shape"] == "dot" and by_key["dataset:gsm8k"]["shape"] == "diamond"
    assert by_key["p1"]["shape"] == "square" and by_key["model:qwen2.5-7b"]["shape"] == "hexagon"
    assert by_key["method:grpo"]["size"] > by_key["method:ppo"]["size"]  # degree 3 vs 1
    colours = {e["rel"]: e["color"]["color"] for e in data["edges"]}
    assert len(set(colours.values())) == len(colours) == 7
    assert [x["name"] for x in data["labels"]] == ["Paper", "Method", "Dataset", "Task", "Metric", "Model"]
    assert sum(x["count"] for x in data["relations"]) == g.number_of_edges()
    assert data["seeds"] == [by_key["method:grpo"]["id"]]
    assert by_key["method:ppo"]["aliases"] == ["Proximal Policy Optimization"]


def test_a_second_relation_between_the_same_pair_is_drawn_curved() -> None:
    g = nx.MultiDiGraph()
    g.add_node("p", label="Paper", title="A paper")
    g.add_node("method:x", label="Method", name="X", aliases=[])
    for rel in ("PROPOSES", "BUILDS_ON"):
        g.add_edge("p", "method:x", key=rel, type=rel, evidence="X is ours.")
    first, second = payload(g)["edges"]
    assert (first["rel"], second["rel"]) == ("BUILDS_ON", "PROPOSES")
    assert "smooth" not in first and second["smooth"]["type"] == "curvedCW"


def test_render_is_deterministic_whatever_the_insertion_order(store: MemoryStore) -> None:
    g, _ = viz.select(store, around="GRPO", hops=2)
    shuffled = nx.MultiDiGraph()
    shuffled.add_nodes_from(sorted(g.nodes(data=True), key=lambda x: str(x[0]), reverse=True))
    shuffled.add_edges_from(sorted(g.edges(keys=True, data=True), key=lambda e: str(e[:3]), reverse=True))
    assert render(g, "t") == render(shuffled, "t")


def test_big_views_switch_to_a_faster_layout() -> None:
    from kg.viz.page import network_options

    small, big = network_options(50, 80), network_options(1000, 2500)
    assert small["physics"]["solver"] == "barnesHut" and small["layout"]["improvedLayout"] is True
    assert big["physics"]["solver"] == "forceAtlas2Based" and big["layout"]["improvedLayout"] is False
    assert big["physics"]["stabilization"]["iterations"] < small["physics"]["stabilization"]["iterations"]


def test_notebook_view_is_a_sandboxed_srcdoc_iframe(store: MemoryStore) -> None:
    g, _ = viz.select(store, around="GRPO", hops=1)
    view = viz.View(g, f"around {SCRIPT}")
    out = view._repr_html_()
    assert out.startswith('<iframe srcdoc="') and 'sandbox="allow-scripts"' in out
    attr = out[len('<iframe srcdoc="') : out.index('" sandbox=')]
    assert "<" not in attr and '"' not in attr
    assert str(view) == view.html == render(g, f"around {SCRIPT}")


def test_view_selects_and_renders_in_one_call(store: MemoryStore) -> None:
    v = viz.view(store, around="GSM8K", hops=1, max_nodes=2)
    assert set(v.subgraph.nodes) == {"dataset:gsm8k", "p1"}
    assert v.title == "around GSM8K (1 hop)"
    assert "Showing the 2 nearest, most connected of 3 nodes" in v.html
    assert page_data(v.html)["seeds"] == [page_data(v.html)["nodes"][1]["id"]]


def test_an_empty_result_still_renders_a_page(store: MemoryStore) -> None:
    g, note = viz.select(store, query="MATCH (m:Method) WHERE m.name = $n RETURN m", params={"n": "Nothing"})
    assert g.number_of_nodes() == 0 and note == ""
    page = render(g, "nothing")
    assert "nothing matched: 0 nodes" in page and page_data(page)["nodes"] == []


def test_write_creates_folders(tmp_path: Path, store: MemoryStore) -> None:
    g, _ = viz.select(store, around="GRPO", hops=1)
    out = viz.write(g, tmp_path / "a" / "b.html", "x")
    assert out.read_text(encoding="utf-8") == render(g, "x")


# ------------------------------------------------------------------ CLI
def _kg(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        main(argv)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_writes_the_page(tmp_path: Path, store: MemoryStore, capsys: pytest.CaptureFixture[str]) -> None:
    graph = store.save(tmp_path / "g.json.gz")
    out = tmp_path / "grpo.html"
    code, stdout, stderr = _kg(
        ["viz", "--around", "GRPO", "--hops", "2", "--max-nodes", "5", "-o", str(out), "--graph", str(graph)],
        capsys,
    )
    assert code == 0, stderr
    assert (
        stdout.strip() == f"wrote {out} (5 nodes, {page_data(out.read_text())['edges'].__len__()} relations)"
    )
    assert "Showing the 5 nearest, most connected of 12 nodes" in stderr
    page = out.read_text(encoding="utf-8")
    assert (
        "<title>kg · around GRPO (2 hops)</title>" in page and "Showing the 5 nearest, most connected" in page
    )


def test_cli_query_with_param_and_relation(
    tmp_path: Path, store: MemoryStore, capsys: pytest.CaptureFixture[str]
) -> None:
    graph = store.save(tmp_path / "g.json.gz")
    out = tmp_path / "q.html"
    code, stdout, stderr = _kg(
        [
            "viz",
            "--query",
            "MATCH (p:Paper)-[r]->(m:Method) WHERE p.year = $y RETURN p, r, m",
            "--param",
            "y=2025",
            "--relation",
            "proposes",
            "-o",
            str(out),
            "--graph",
            str(graph),
        ],
        capsys,
    )
    assert code == 0, stderr
    data = page_data(out.read_text(encoding="utf-8"))
    assert {e["rel"] for e in data["edges"]} == {"PROPOSES"} and len(data["edges"]) == 3


def test_cli_unknown_name_is_one_line(
    tmp_path: Path, store: MemoryStore, capsys: pytest.CaptureFixture[str]
) -> None:
    graph = store.save(tmp_path / "g.json.gz")
    code, stdout, stderr = _kg(
        ["viz", "--around", "Nope", "-o", str(tmp_path / "x.html"), "--graph", str(graph)], capsys
    )
    assert code == 2 and stdout == ""
    assert stderr.startswith("kg: error: no entity or paper called 'Nope'") and stderr.count("\n") == 1
    assert not (tmp_path / "x.html").exists()
