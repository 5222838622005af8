"""Latency of every named query at 1k, 10k and all (~38k) corpus papers, on both stores.

    .venv/bin/python benchmarks/lookup_latency.py                    # embedded store only
    eval "$(scripts/neo4j-server env)"
    .venv/bin/python benchmarks/lookup_latency.py --neo4j --out benchmarks/results/lookup_latency.json

The corpus files of ``../shared/data/corpus`` are read in order and extracted once; the
graph of the first N papers is cached as ``.cache/bench/corpus-N.graph.json.gz`` (git-ignored),
so later runs start in seconds. Each query runs with the busiest entity of its kind as
parameter (the worst case for a lookup): one warm-up, then ``--repeat`` timed runs;
the table shows the median and the 95th percentile in milliseconds. With ``--neo4j`` the
server's database is CLEARED and loaded with each graph in turn.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from kg import api, cypher
from kg.store.memory import MemoryStore

REPO = Path(__file__).resolve().parents[1]
CACHE = REPO / ".cache" / "bench"
CORPUS = ("arxiv_cs_cl_lg_2025_2026.jsonl.gz", "venues_2023_2025.jsonl")


def build_graphs(shared: Path, sizes: list[int], jobs: int) -> dict[int, Path]:
    """Cached graph files of the first N corpus papers, extracting only when one is missing."""
    CACHE.mkdir(parents=True, exist_ok=True)
    paths = {n: CACHE / f"corpus-{n}.graph.json.gz" for n in sizes}
    missing = sorted(n for n, p in paths.items() if not p.exists())
    if not missing:
        return paths
    papers = list(api.read([str(shared / "data" / "corpus" / f) for f in CORPUS]))
    print(f"extracting {len(papers)} corpus papers (jobs={jobs}) ...", file=sys.stderr)
    t0 = time.perf_counter()
    extractions = list(api.extract(papers, jobs=jobs))
    print(f"  done in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    store = MemoryStore()
    done = 0
    for n in sorted(sizes):
        store.add(extractions[done:n])
        done = min(n, len(extractions))
        if n in missing:
            store.save(paths[n])
    return paths


def cases(memory: MemoryStore) -> dict[str, dict[str, Any]]:
    """One parameter set per named query: the busiest entity of the right kind."""
    g = memory.graph

    def busiest(rtypes: tuple[str, ...] | None) -> str:
        c: Counter[str] = Counter(v for _, v, t in g.edges(keys=True) if rtypes is None or t in rtypes)
        key = min(c, key=lambda k: (-c[k], k))
        return g.nodes[key]["name"]

    families = Counter(
        g.nodes[v].get("family")
        for _, v, t in g.edges(keys=True)
        if t == "USES_MODEL" and g.nodes[v].get("family")
    )
    comparers = Counter(u for u, _, t in g.edges(keys=True) if t == "COMPARES_AGAINST")
    return {
        "compares-against": {"name": busiest(("COMPARES_AGAINST",))},
        "evaluates-on": {"name": busiest(("EVALUATES_ON",))},
        "uses-model-family": {"family": families.most_common(1)[0][0] if families else "llama"},
        "builds-on": {"name": busiest(("BUILDS_ON",))},
        "lineage": {"name": busiest(("BUILDS_ON",))},
        "top-baselines": {},
        "benchmarks-for-method": {"name": busiest(("COMPARES_AGAINST",))},
        "methods-for-task": {"name": busiest(("ADDRESSES",))},
        "co-evaluated": {"name": busiest(("EVALUATES_ON",))},
        "shared-baselines": {"paper": comparers.most_common(1)[0][0] if comparers else "none"},
        "neighbourhood": {"name": busiest(None)},
        "related": {"name": busiest(None)},
    }


def time_queries(store: Any, params: dict[str, dict[str, Any]], repeat: int) -> dict[str, dict[str, float]]:
    out = {}
    for name, p in params.items():
        cypher.run(store, name, p)  # warm-up (plans, caches, indexes)
        times = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            rows = cypher.run(store, name, p)
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        out[name] = {
            "median_ms": round(statistics.median(times), 3),
            "p95_ms": round(times[min(len(times) - 1, int(0.95 * len(times)))], 3),
            "rows": len(rows),
        }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shared", default=str(REPO.parent / "shared"), help="the shared data folder")
    ap.add_argument(
        "--sizes", default="1000,10000,38000", help="paper counts (the last may exceed the corpus)"
    )
    ap.add_argument("--repeat", type=int, default=20, help="timed runs per query")
    ap.add_argument("--jobs", type=int, default=2, help="extraction workers (first run only)")
    ap.add_argument("--neo4j", action="store_true", help="also time the Neo4j store (NEO4J_URI; clears it)")
    ap.add_argument("--out", help="write the results as JSON here")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    paths = build_graphs(Path(args.shared), sizes, args.jobs)
    neo = None
    if args.neo4j:
        from kg.store.neo4j import Neo4jStore

        neo = Neo4jStore()
    results: dict[str, Any] = {"repeat": args.repeat, "sizes": {}}
    for n in sizes:
        memory = MemoryStore(paths[n])
        params = cases(memory)
        entry: dict[str, Any] = {"papers": memory.stats()["papers"], "params": params}
        entry["embedded"] = time_queries(memory, params, args.repeat)
        if neo is not None:
            neo.clear()
            neo.push(memory)
            entry["neo4j"] = time_queries(neo, params, args.repeat)
        results["sizes"][str(n)] = entry
    if neo is not None:
        neo.clear()
        neo.close()
    print_table(results)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(results, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def print_table(results: dict[str, Any]) -> None:
    """Markdown table: one row per query, median (p95) ms per size and store."""
    sizes = list(results["sizes"])
    stores = [s for s in ("embedded", "neo4j") if all(s in results["sizes"][n] for n in sizes)]
    head = ["query"] + [f"{s} {results['sizes'][n]['papers']}" for n in sizes for s in stores]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for q in results["sizes"][sizes[0]]["embedded"]:
        cells = [q]
        for n in sizes:
            for s in stores:
                r = results["sizes"][n][s][q]
                cells.append(f"{r['median_ms']:.2f} ({r['p95_ms']:.2f})")
        print("| " + " | ".join(cells) + " |")
    print(f"\nmedian (p95) ms over {results['repeat']} runs; busiest entity as parameter")


if __name__ == "__main__":
    main()
