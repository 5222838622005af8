"""How long the viz page takes to lay out in Chromium, for 300, 1,000 and 3,000 nodes.

Builds a graph from the first N corpus abstracts (kg.extract.extract_many into a
MemoryStore, cached under .cache/), takes neighbourhoods of its most connected entity
capped to each size with kg.viz.cap, renders them, opens each page offline in headless
Chromium and reads the page's own timings: ``stabilized`` (ms from navigation start
until vis-network's stabilizationIterationsDone) and ``layout`` (from the page script
starting to that event). Prints one JSON object. Target: < 3 s to stabilized for 1,000.

    .venv/bin/python benchmarks/viz_render.py [--abstracts 3000] [--sizes 300,1000,3000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO.parent / "shared" / "data" / "corpus" / "venues_2023_2025.jsonl"
CACHE = REPO / ".cache" / "viz-bench"


def _extractor_stamp() -> str:
    """Changes whenever the extractor's code or data does, so a stale cached graph is not reused."""
    import hashlib

    import kg.extract

    root = Path(kg.extract.__file__).parent
    h = hashlib.sha1()
    for f in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        st = f.stat()
        h.update(f"{f.relative_to(root)}:{st.st_size}:{int(st.st_mtime)}".encode())
    return h.hexdigest()[:10]


def corpus_graph(corpus: Path, n_abstracts: int, jobs: int) -> tuple[Any, dict[str, Any]]:
    """The MemoryStore of the first ``n_abstracts`` papers, extracted once and cached."""
    from kg.api import read
    from kg.extract import extract_many
    from kg.store.memory import MemoryStore

    CACHE.mkdir(parents=True, exist_ok=True)
    stamp = f"{corpus.stat().st_size}-{int(corpus.stat().st_mtime)}-{_extractor_stamp()}"
    path = CACHE / f"corpus-{n_abstracts}-{stamp}.graph.json.gz"
    info: dict[str, Any] = {"corpus": corpus.name, "abstracts": n_abstracts, "cached": path.exists()}
    if path.exists():
        return MemoryStore(path), info
    t = time.perf_counter()
    papers = list(itertools.islice(read([str(corpus)]), n_abstracts))
    store = MemoryStore(path)
    store.add(extract_many(papers, jobs=jobs))
    store.save()
    info["extract_s"] = round(time.perf_counter() - t, 1)
    return store, info


def subgraph_of_size(store: Any, size: int) -> tuple[Any, str, int]:
    """The neighbourhood of the most connected entity, grown by hops until ``size``, then capped."""
    from kg.viz import cap

    graph = store.graph
    entities = [n for n, d in graph.nodes(data=True) if d.get("label") != "Paper"]
    seed = max(entities, key=lambda n: (graph.degree(n), str(n)))
    hops, sub = 1, store.neighbourhood(seed, 1)
    while sub.number_of_nodes() < size and hops < 8:
        hops += 1
        bigger = store.neighbourhood(seed, hops)
        if bigger.number_of_nodes() == sub.number_of_nodes():
            break
        sub = bigger
    capped, _ = cap(sub, size, keep=[seed])
    return capped, str(seed), hops


def measure(html_path: Path, repeat: int) -> list[dict[str, float]]:
    """Open the page ``repeat`` times; the page's own timings for each load."""
    from kg.viz.browser import open_page, wait_stabilized

    runs = []
    for _ in range(repeat):
        with open_page(html_path) as report:
            timings = wait_stabilized(report.page, timeout_ms=180_000)
            problems = (
                report.console_errors + report.page_errors + report.failed_requests + report.blocked_requests
            )
            if problems:
                raise SystemExit(f"viz_render: the page reported a problem: {problems[0]}")
            iterations = report.page.evaluate("kgNetwork.physics.options.stabilization.iterations")
        runs.append({**{k: round(v, 1) for k, v in timings.items()}, "iterations": iterations})
    return runs


def chromium_version() -> str:
    from kg.viz.browser import chromium_path

    out = subprocess.run([chromium_path(), "--version"], capture_output=True, text=True, check=False)
    return out.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--abstracts", type=int, default=3000, help="corpus abstracts to extract (default 3000)")
    ap.add_argument("--sizes", default="300,1000,3000", help="node counts (default 300,1000,3000)")
    ap.add_argument("--repeat", type=int, default=3, help="page loads per size; the median is reported")
    ap.add_argument("--jobs", type=int, default=2, help="extraction worker processes")
    args = ap.parse_args(argv)
    if not args.corpus.exists():
        print(f"viz_render: corpus not found: {args.corpus}", file=sys.stderr)
        return 2

    from kg.viz import render
    from kg.viz.page import network_options

    store, info = corpus_graph(args.corpus, args.abstracts, args.jobs)
    load_before = round(os.getloadavg()[0], 2)  # other work on the machine slows the browser
    info.update(nodes=store.graph.number_of_nodes(), relations=store.graph.number_of_edges())
    results = []
    for size in (int(s) for s in args.sizes.split(",")):
        sub, seed, hops = subgraph_of_size(store, size)
        t = time.perf_counter()
        html = render(sub, f"benchmark: {sub.number_of_nodes()} nodes around {seed}")
        render_s = time.perf_counter() - t
        page = CACHE / f"page-{size}.html"
        page.write_text(html, encoding="utf-8")
        runs = measure(page, args.repeat)
        physics = network_options(sub.number_of_nodes(), sub.number_of_edges())["physics"]
        results.append(
            {
                "requested": size,
                "nodes": sub.number_of_nodes(),
                "edges": sub.number_of_edges(),
                "around": seed,
                "hops": hops,
                "html_kb": round(len(html.encode()) / 1024),
                "render_s": round(render_s, 3),
                "solver": physics["solver"],
                "iterations": runs[0]["iterations"],
                "stabilized_ms_median": round(statistics.median(r["stabilized"] for r in runs)),
                "layout_ms_median": round(statistics.median(r["layoutMs"] for r in runs)),
                "stabilized_ms_runs": [round(r["stabilized"]) for r in runs],
            }
        )
    one_k = [r for r in results if r["requested"] == 1000]
    out = {
        "benchmark": "viz_render",
        "graph": info,
        "chromium": chromium_version(),
        "machine": {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "load_avg_1m_before_after": [load_before, round(os.getloadavg()[0], 2)],
        },
        "target": "stabilized < 3000 ms for 1,000 nodes",
        "target_met": bool(one_k) and one_k[0]["stabilized_ms_median"] < 3000,
        "results": results,
    }
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
