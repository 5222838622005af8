"""Load benchmark: the whole corpus graph pushed into Neo4j, in relationships per second.

    scripts/neo4j-server start && eval "$(scripts/neo4j-server env)"
    .venv/bin/python benchmarks/neo4j_load.py [--batch-size 5000] [--writers 2] [--repeat 3] [--warmup 0]

The corpus (both files of ../shared/data/corpus: venues_2023_2025.jsonl and
arxiv_cs_cl_lg_2025_2026.jsonl.gz, 38,064 abstracts) is extracted
once into an embedded graph cached at .cache/corpus38k.graph.json.gz (git-ignored); later
runs reuse it. The benchmark EMPTIES the Neo4j database it is pointed at, creates the
schema, then times ``Neo4jStore.push`` (batched ``UNWIND $rows`` in managed write
transactions: CREATE for what the database lacks, MERGE otherwise, on ``--writers`` threads)
and, with ``--reload``, a second push of the same graph (all MERGEs hit existing data).
``--repeat N`` empties and loads N times and reports the median and best run, since a
shared box's load makes single runs noisy. ``--admin`` also times the offline path (CSV
export + ``neo4j-admin database import full`` into a scratch home, ``--admin-repeat`` times;
see :func:`admin_import` for which phases each figure includes), ``--admin-only`` nothing
else (no server needed). It prints one JSON object.

Besides wall time it reports CPU seconds per load of the client (this process, all
threads) and of the server (utime+stime of the JVM from /proc/<pid>/stat; pid from
``--server-pid`` or ``$KG_NEO4J_HOME/run/neo4j.pid``), per 1,000 relationships: on a
shared box wall time moves with other jobs, CPU per record much less.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CORPUS_DIR = REPO.parent / "shared" / "data" / "corpus"
DEFAULT_CORPUS = [CORPUS_DIR / "venues_2023_2025.jsonl", CORPUS_DIR / "arxiv_cs_cl_lg_2025_2026.jsonl.gz"]
DEFAULT_CACHE = REPO / ".cache" / "corpus38k.graph.json.gz"


def build_graph(corpus: list[Path], cache: Path, jobs: int) -> tuple[object, dict[str, float]]:
    """The corpus graph, extracted now or read from the cache file."""
    from kg.extract import extract_many
    from kg.read import read_papers
    from kg.store.memory import MemoryStore

    if cache.exists():
        t = time.perf_counter()
        store = MemoryStore(cache)
        return store, {"graph_load_s": round(time.perf_counter() - t, 2)}
    t = time.perf_counter()
    store = MemoryStore()
    store.add(extract_many(read_papers([str(c) for c in corpus]), jobs=jobs))
    took = time.perf_counter() - t
    store.save(cache)
    return store, {"extract_s": round(took, 1)}


def server_pid(given: int | None) -> int | None:
    """The Neo4j JVM's pid: given, else the pid file scripts/neo4j-server writes, else unknown."""
    if given:
        return given
    home = Path(os.environ.get("KG_NEO4J_HOME") or REPO / ".neo4j")
    try:
        return int((home / "run" / "neo4j.pid").read_text().strip())
    except (OSError, ValueError):
        return None


def proc_cpu_s(pid: int | None) -> float | None:
    """User+system CPU seconds of process ``pid`` so far (all its threads), or None if unreadable."""
    if pid is None:
        return None
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime


def _median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


def _tool_seconds(stdout: str) -> float | None:
    """The duration neo4j-admin prints in ``IMPORT DONE in 1m 2s 345ms`` (after JVM start and setup)."""
    done = re.search(r"IMPORT DONE in (?:(\d+)m )?(?:(\d+)s )?(\d+)ms", stdout)
    if not done:
        return None
    return int(done.group(1) or 0) * 60 + int(done.group(2) or 0) + int(done.group(3)) / 1000


def admin_import(
    memory: object, relationships: int, repeat: int = 1, schema_port: int | None = None
) -> dict[str, object]:
    """Time the offline path: CSV export, ``neo4j-admin database import full``, and the schema.

    Each of ``repeat`` runs exports into a fresh temporary folder and imports into a fresh
    scratch home (``scripts/neo4j-server admin``), reporting three figures, medians over the
    runs: the tool's own ``IMPORT DONE`` time (excludes JVM start, argument parsing and
    input checks), the wall time of the whole ``neo4j-admin`` process (includes them) and
    export + import wall time (what a user waits for). The imported database has no
    constraints and no full-text index; ``kg neo4j init`` must create them before the graph
    is usable like a pushed one. With ``schema_port`` the last run's home is started on that
    port and ``init_schema`` is timed too (server start reported apart: the online path
    needs a running server as well).
    """
    from kg.store.neo4j_admin import import_args, write_import_csvs

    server = str(REPO / "scripts" / "neo4j-server")
    exports: list[float] = []
    walls: list[float] = []
    tools: list[float] = []
    cpus: list[float] = []
    extra: dict[str, object] = {}
    runs = max(1, repeat)
    for i in range(runs):
        with tempfile.TemporaryDirectory(prefix="kg-bench-") as tmp:
            t = time.perf_counter()
            written = write_import_csvs(memory, Path(tmp) / "csv")
            exports.append(time.perf_counter() - t)
            home = Path(tmp) / "home"
            env = {**os.environ, "KG_NEO4J_HOME": str(home)}
            args = import_args(Path(tmp) / "csv", multiline_fields=bool(written["multiline_fields"]))
            c0 = resource.getrusage(resource.RUSAGE_CHILDREN)
            t = time.perf_counter()
            proc = subprocess.run(
                [server, "admin", *args], env=env, capture_output=True, text=True, check=False
            )
            walls.append(time.perf_counter() - t)
            c1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus.append(c1.ru_utime - c0.ru_utime + c1.ru_stime - c0.ru_stime)
            if proc.returncode != 0 or "IMPORT DONE" not in proc.stdout:
                raise RuntimeError(f"neo4j-admin import failed:\n{proc.stderr[-2000:]}{proc.stdout[-2000:]}")
            tool_s = _tool_seconds(proc.stdout)
            if tool_s is not None:
                tools.append(tool_s)
            if schema_port is not None and i == runs - 1:
                extra = _schema_after_import(server, {**env, "KG_NEO4J_PORT": str(schema_port)}, home)
                extra["admin_schema_parity_relationships"] = extra.pop("relationships") == relationships
    export_s, wall_s = _median(exports), _median(walls)
    tool_s = _median(tools) if tools else None
    result: dict[str, object] = {
        "admin_args": [
            a for a in args if not a.startswith(("--nodes=", "--relationships=", "--report-file="))
        ],
        "admin_multiline_fields": written["multiline_fields"],
        "admin_runs": runs,
        "admin_tool_reported_s_each": tools,
        "admin_import_s_each": [round(x, 2) for x in walls],
        "admin_export_csv_s_each": [round(x, 2) for x in exports],
        "admin_import_cpu_s_each": [round(x, 2) for x in cpus],
        "admin_tool_reported_s": tool_s,
        "admin_relationships_per_s_tool_reported": round(relationships / tool_s) if tool_s else None,
        "admin_import_s": round(wall_s, 2),
        "admin_relationships_per_s": round(relationships / wall_s),
        "admin_export_csv_s": round(export_s, 2),
        "admin_relationships_per_s_incl_export": round(relationships / (export_s + wall_s)),
        **extra,
    }
    if "admin_init_schema_s" in extra:
        usable = export_s + wall_s + float(extra["admin_init_schema_s"])  # type: ignore[arg-type]
        result["admin_relationships_per_s_incl_export_and_schema"] = round(relationships / usable)
    return result


def _schema_after_import(server: str, env: dict[str, str], home: Path) -> dict[str, object]:
    """Start the imported home, time ``init_schema`` (constraints + full-text index, awaited), stop."""
    from kg.store.neo4j import Neo4jStore

    t = time.perf_counter()
    subprocess.run([server, "start"], env=env, capture_output=True, text=True, check=True)
    started = time.perf_counter() - t
    try:
        uri = f"bolt://127.0.0.1:{env['KG_NEO4J_PORT']}"
        password = (home / "password").read_text(encoding="utf-8").strip()
        with Neo4jStore(uri, "neo4j", password) as neo:
            t = time.perf_counter()
            neo.init_schema()
            init_s = time.perf_counter() - t
            rels = neo.stats()["total_relations"]
    finally:
        subprocess.run([server, "stop"], env=env, capture_output=True, text=True, check=False)
    return {
        "admin_server_start_s": round(started, 2),
        "admin_init_schema_s": round(init_s, 2),
        "relationships": rels,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", type=Path, nargs="+", default=DEFAULT_CORPUS, help="corpus files to extract")
    ap.add_argument("--graph", type=Path, default=DEFAULT_CACHE, help="cached embedded graph file")
    ap.add_argument("--batch-size", type=int, default=None, help="rows per transaction (default 5000)")
    ap.add_argument("--writers", type=int, default=None, help="concurrent write transactions (default 2)")
    ap.add_argument("--repeat", type=int, default=1, help="load this many times; report median and best")
    ap.add_argument(
        "--warmup",
        type=int,
        default=0,
        help="first run this many loads (reported apart as warmup_push_s): a just-started JVM "
        "compiles its hot paths during the first few loads and spends 2-3x the CPU on them",
    )
    ap.add_argument("--jobs", type=int, default=2, help="extraction worker processes")
    ap.add_argument("--reload", action="store_true", help="also time a second push of the same graph")
    ap.add_argument("--server-pid", type=int, default=None, help="Neo4j JVM pid for its CPU time")
    ap.add_argument(
        "--admin",
        action="store_true",
        help="also time the offline path: export neo4j-admin CSVs and import them into a scratch home",
    )
    ap.add_argument(
        "--admin-only", action="store_true", help="time only the offline path (no server, no push)"
    )
    ap.add_argument("--admin-repeat", type=int, default=1, help="offline runs; medians are reported")
    ap.add_argument(
        "--admin-schema-port",
        type=int,
        default=None,
        help="after the last offline run, start the imported home on this Bolt port and time the "
        "schema creation (`kg neo4j init`) that makes the imported graph usable",
    )
    args = ap.parse_args(argv)

    from kg.errors import KgError
    from kg.store.neo4j import DEFAULT_BATCH, DEFAULT_WRITERS, Neo4jStore

    try:
        memory, prep = build_graph(args.corpus, args.graph, args.jobs)
        st = memory.stats()  # type: ignore[attr-defined]
        if args.admin_only:
            result = {
                "benchmark": "neo4j_load --admin-only",
                "papers": st["papers"],
                "entities": sum(st["entities"].values()),
                "relationships": st["total_relations"],
                **prep,
                **admin_import(memory, st["total_relations"], args.admin_repeat, args.admin_schema_port),
                "load_average": [round(x, 2) for x in os.getloadavg()],
            }
            print(json.dumps(result, indent=2))
            return 0
        batch = args.batch_size or DEFAULT_BATCH
        writers = args.writers or DEFAULT_WRITERS
        pid = server_pid(args.server_pid)
        with Neo4jStore(batch_size=batch, writers=writers) as neo:
            runs = []
            for _ in range(max(0, args.warmup) + max(1, args.repeat)):
                neo.clear()
                neo.init_schema()
                marks: list[float] = []
                s0, c0 = proc_cpu_s(pid), time.process_time()
                t = time.perf_counter()
                counts = neo.push(memory, on_batch=lambda c, m=marks: m.append(time.perf_counter()))
                took = time.perf_counter() - t
                s1, c1 = proc_cpu_s(pid), time.process_time()
                server_cpu = s1 - s0 if s0 is not None and s1 is not None else None
                # push reports once after all nodes, then per batch
                runs.append((took, marks[0] - t, server_cpu, c1 - c0))
            warmup, runs = runs[: max(0, args.warmup)], runs[max(0, args.warmup) :]
            took, nodes_s, server_cpu, client_cpu = sorted(runs, key=lambda r: r[0])[len(runs) // 2]
            best = min(r[0] for r in runs)
            per_k = 1000 / st["total_relations"]
            result = {
                "benchmark": "neo4j_load",
                "server": neo.server_info()["version"],
                "uri": neo.uri,
                "batch_size": batch,
                "writers": writers,
                "papers": st["papers"],
                "entities": sum(st["entities"].values()),
                "relationships": st["total_relations"],
                "created_relationships": counts["relations"],
                "runs": len(runs),
                "warmup_push_s": [round(r[0], 2) for r in warmup],
                "warmup_server_cpu_s": [None if r[2] is None else round(r[2], 2) for r in warmup],
                "push_s_each": [round(r[0], 2) for r in runs],
                "push_s": round(took, 2),
                "relationships_per_s": round(st["total_relations"] / took),
                "best_relationships_per_s": round(st["total_relations"] / best),
                "nodes_per_s": round(st["total_nodes"] / took),
                "nodes_phase_s": round(nodes_s, 2),
                "relationships_phase_s": round(took - nodes_s, 2),
                "relationships_per_s_in_relationship_phase": round(st["total_relations"] / (took - nodes_s)),
                "server_cpu_s_each": [None if r[2] is None else round(r[2], 2) for r in runs],
                "client_cpu_s_each": [round(r[3], 2) for r in runs],
                "server_cpu_ms_per_1k_rels": None if server_cpu is None else round(server_cpu * per_k * 1000),
                "client_cpu_ms_per_1k_rels": round(client_cpu * per_k * 1000),
                **prep,
                "python": platform.python_version(),
            }
            if args.reload:
                s0, c0 = proc_cpu_s(pid), time.process_time()
                t = time.perf_counter()
                again = neo.push(memory)
                took2 = time.perf_counter() - t
                s1, c1 = proc_cpu_s(pid), time.process_time()
                if s0 is not None and s1 is not None:
                    result["reload_server_cpu_s"] = round(s1 - s0, 2)
                result["reload_client_cpu_s"] = round(c1 - c0, 2)
                result["reload_s"] = round(took2, 2)
                result["reload_relationships_per_s"] = round(st["total_relations"] / took2)
                result["reload_created_relationships"] = again["relations"]
            loaded = neo.stats()
            result["parity_counts"] = loaded == st
            result["load_average"] = [round(x, 2) for x in os.getloadavg()]
        if args.admin:
            result.update(
                admin_import(memory, st["total_relations"], args.admin_repeat, args.admin_schema_port)
            )
    except KgError as exc:
        print(f"neo4j_load: error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
