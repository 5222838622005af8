"""The viz page in real headless Chromium, loaded from disk with the network cut off.

Checks what a user would hit: console errors, failed or remote requests, the graph
actually on the canvas, the search box, hover tooltips, the legend filters, that
physics stops, and that names like ``<img onerror=...>`` stay text. Screenshots go to
``test-artifacts/`` (git-ignored) for a human to look at.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from browser import edge_point, hover_edge, hover_node, node_id, require_chromium

from kg import viz
from kg.cli import main
from kg.model import Entity, Extraction, Paper, Relation, Span
from kg.store.memory import MemoryStore
from kg.viz.browser import open_page, wait_stabilized

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
IMG = "<img src=x onerror=window.__pwned=1>"
SCRIPT = "</script><script>window.__pwned=1</script>"
SVG = "\"'><svg onload=window.__pwned=1>"


def _store() -> MemoryStore:
    """GRPO with two citing papers, one of them full of markup in its title, names and evidence."""

    def paper(
        pid: str, title: str, text: str, ents: list[tuple[str, str, str, tuple[str, ...]]]
    ) -> Extraction:
        p = Paper(id=pid, doc=f"browser.txt#{pid}", abstract=text, title=title, venue="TestConf", year=2026)
        es = tuple(Entity(label, name, aliases) for _, label, name, aliases in ents)
        rs = tuple(
            Relation(rel, pid, e.key, Span(0, len(text), text), "test-rule", 0.8)
            for (rel, *_), e in zip(ents, es, strict=True)
        )
        return Extraction(p, es, rs)

    store = MemoryStore()
    store.add(
        [
            paper(
                "b1",
                "Shorter rollouts for group policies",
                "We propose ShortRoll and compare it with GRPO and PPO on GSM8K.",
                [
                    ("PROPOSES", "Method", "ShortRoll", ()),
                    ("COMPARES_AGAINST", "Method", "GRPO", ()),
                    ("COMPARES_AGAINST", "Method", "PPO", ("Proximal Policy Optimization",)),
                    ("EVALUATES_ON", "Dataset", "GSM8K", ()),
                ],
            ),
            paper(
                "b2",
                IMG,
                f"We present {SCRIPT}, which improves on GRPO and {SVG} with accuracy as the metric.",
                [
                    ("PROPOSES", "Method", SCRIPT, (IMG,)),
                    ("COMPARES_AGAINST", "Method", "GRPO", ()),
                    ("COMPARES_AGAINST", "Method", SVG, ()),
                    ("USES_METRIC", "Metric", "accuracy", ()),
                ],
            ),
        ]
    )
    return store


def _clean_load(report) -> None:  # type: ignore[no-untyped-def]
    assert report.console_errors == []
    assert report.page_errors == []
    assert report.failed_requests == []
    assert report.blocked_requests == []
    assert all(url.startswith("file:") for url in report.requests), report.requests


def test_page_works_offline_and_nothing_in_the_data_executes(tmp_path: Path) -> None:
    require_chromium()
    store = _store()
    graph, note = viz.select(store, around="GRPO", hops=2)
    assert graph.number_of_nodes() == 9 and graph.number_of_edges() == 8
    title = f"around GRPO {SCRIPT}"
    path = viz.write(graph, tmp_path / "xss.html", title, note, viz.seeds_of(graph, "GRPO"))

    with open_page(path) as report:
        page = report.page
        timings = wait_stabilized(page)
        assert timings["stabilized"] >= timings["created"] >= timings["parsed"] > 0
        _clean_load(report)
        counts = page.evaluate(
            "[kgNodes.length, kgEdges.length, Object.keys(kgNetwork.getPositions()).length,"
            " kgNetwork.body.nodeIndices.length, kgNetwork.body.edgeIndices.length]"
        )
        assert counts == [9, 8, 9, 9, 8]
        assert page.evaluate("kgNetwork.physics.options.enabled") is False
        drawn = page.evaluate(
            """() => { const c = document.querySelector('#kg-graph canvas');
                const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
                let n = 0; for (let i = 0; i < d.length; i += 4) { if (d[i + 3] > 0) n++; } return n; }"""
        )
        assert drawn > 2000, f"only {drawn} pixels drawn on the canvas"
        assert page.title() == title
        assert page.text_content("#kg-title") == title
        assert page.evaluate("kgNetwork.getSelectedNodes()") == [node_id(page, "method:grpo")]
        assert page.text_content("#kg-details").startswith("GRPOMethod")  # the seed's card, shown first

        # search: by alias, then by a name full of markup
        page.fill("#kg-search", "proximal policy optimization")
        page.press("#kg-search", "Enter")
        ppo = node_id(page, "method:ppo")
        assert page.evaluate("[kgFocused, kgNetwork.getSelectedNodes()]") == [ppo, [ppo]]
        assert page.text_content("#kg-search-status") == "focused: PPO"
        assert "also: Proximal Policy Optimization" in page.text_content("#kg-details")
        page.fill("#kg-search", SCRIPT)
        page.click("#kg-search-go")
        bad = page.evaluate("kgFocused")
        assert page.evaluate("(id) => kgNodes.get(id).name", bad) == SCRIPT

        # tooltips are text: the aliases and evidence show literally
        tip = hover_node(page, bad)
        assert SCRIPT in tip and IMG in tip and "also:" in tip
        edge = page.evaluate(
            "(id) => kgEdges.getIds({filter: (e) => e.to === id && e.rel === 'PROPOSES'})[0]", bad
        )
        page.mouse.move(5, 5)
        tip = hover_edge(page, edge)
        assert tip.startswith("PROPOSES") and SCRIPT in tip and SVG in tip and f"paper: {IMG}" in tip
        page.mouse.click(*edge_point(page, edge))
        assert page.text_content("#kg-details") == tip  # the clicked edge's evidence stays on screen

        # nothing ran and no element came out of the data
        assert page.evaluate("typeof window.__pwned") == "undefined"
        assert page.evaluate("document.querySelectorAll('img, svg, iframe').length") == 0
        assert page.evaluate("document.scripts.length") == 3

        # legend checkboxes hide labels and relation types
        page.uncheck("#kg-labels input[value=Paper]")
        assert page.evaluate("kgNetwork.body.nodeIndices.length") == 7
        assert page.evaluate("kgNetwork.body.edgeIndices.length") == 0  # every edge touches a paper
        page.check("#kg-labels input[value=Paper]")
        page.uncheck("#kg-relations input[value=COMPARES_AGAINST]")
        assert page.evaluate("kgNetwork.body.edgeIndices.length") == 4
        assert page.evaluate("kgNetwork.body.nodeIndices.length") == 9
        page.check("#kg-relations input[value=COMPARES_AGAINST]")
        assert page.evaluate("kgNetwork.body.edgeIndices.length") == 8

        ARTIFACTS.mkdir(exist_ok=True)
        shot = ARTIFACTS / "viz-xss.png"
        page.screenshot(path=str(shot))
        _clean_load(report)
        assert page.evaluate("typeof window.__pwned") == "undefined"
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_page_written_by_kg_viz_loads_clean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    require_chromium()
    graph_file = _store().save(tmp_path / "g.json.gz")
    out = tmp_path / "cli.html"
    png = ARTIFACTS / "viz-cli.png"
    png.unlink(missing_ok=True)
    try:
        main(
            [
                "viz",
                "--around",
                "GSM8K",
                "--hops",
                "2",
                "-o",
                str(out),
                "--screenshot",
                str(png),
                "--graph",
                str(graph_file),
            ]
        )
    except SystemExit as exc:
        assert exc.code in (0, None), capsys.readouterr().err
    assert capsys.readouterr().out.splitlines() == [f"wrote {out} (5 nodes, 4 relations)", f"wrote {png}"]
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    with open_page(out) as report:
        page = report.page
        wait_stabilized(page)
        _clean_load(report)
        assert page.evaluate("[kgNodes.length, kgEdges.length]") == [5, 4]
        assert page.text_content("#kg-title") == "kg · around GSM8K (2 hops)"
        labels = page.eval_on_selector_all("#kg-labels label", "ls => ls.map(l => l.textContent.trim())")
        assert labels == ["Paper (1)", "Method (3)", "Dataset (1)"]
        page.fill("#kg-search", "shortroll")
        page.press("#kg-search", "Enter")
        assert page.evaluate("kgNetwork.getSelectedNodes()") == [node_id(page, "method:shortroll")]


def test_an_empty_page_loads_clean(tmp_path: Path) -> None:
    require_chromium()
    graph, _ = viz.select(
        _store(), query="MATCH (d:Dataset) WHERE d.name = $n RETURN d", params={"n": "none"}
    )
    path = viz.write(graph, tmp_path / "empty.html", "empty")
    with open_page(path) as report:
        wait_stabilized(report.page)
        _clean_load(report)
        assert report.page.evaluate("[kgNodes.length, kgEdges.length]") == [0, 0]
        assert report.page.text_content("#kg-summary") == "nothing matched: 0 nodes"


def test_the_demo_page_from_the_examples(
    tmp_path: Path, examples: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """What `make demo` does: ingest examples/, then kg viz --around GRPO --hops 2."""
    require_chromium()
    graph_file = tmp_path / "demo.graph.json.gz"
    out = tmp_path / "grpo.html"
    for argv in (
        ["ingest", str(examples), "--graph", str(graph_file)],
        ["viz", "--around", "GRPO", "--hops", "2", "-o", str(out), "--graph", str(graph_file)],
    ):
        try:
            main(argv)
        except SystemExit as exc:
            assert exc.code in (0, None), capsys.readouterr().err
    capsys.readouterr()
    expected, _ = viz.select(MemoryStore(graph_file), around="GRPO", hops=2)
    assert expected.number_of_nodes() > 5, "the examples should say something about GRPO"
    with open_page(out) as report:
        page = report.page
        wait_stabilized(page)
        _clean_load(report)
        assert page.evaluate("[kgNodes.length, kgEdges.length]") == [
            expected.number_of_nodes(),
            expected.number_of_edges(),
        ]
        grpo = node_id(page, "method:grpo")
        assert page.evaluate("kgNetwork.getSelectedNodes()") == [grpo]
        page.fill("#kg-search", "grpo")
        page.press("#kg-search", "Enter")
        assert page.evaluate("kgFocused") == grpo
        tip = hover_node(page, grpo)
        assert tip.startswith("GRPO") and "Method" in tip
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "viz-demo.png"))


def test_notebook_output_runs_the_page_inside_its_iframe(tmp_path: Path) -> None:
    """A notebook inserts _repr_html_ into its own page; the view must come alive there too."""
    require_chromium()
    graph, _ = viz.select(_store(), around="GRPO", hops=1)
    host = tmp_path / "notebook.html"
    host.write_text(
        f"<!DOCTYPE html><html><body><h1>Out[1]:</h1>{viz.View(graph, SCRIPT)._repr_html_()}</body></html>"
    )
    with open_page(host) as report:
        page = report.page
        assert len(page.frames) == 2
        frame = page.frames[1]
        frame.wait_for_function("window.kgStabilized === true", timeout=60_000)
        _clean_load(report)
        assert frame.evaluate("[kgNodes.length, kgEdges.length]") == [3, 2]
        assert frame.evaluate("document.title") == SCRIPT
        assert page.evaluate("typeof window.__pwned") == "undefined"
        assert frame.evaluate("typeof window.__pwned") == "undefined"
