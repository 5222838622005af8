"""Extraction throughput vs bare spaCy (``spacy.blank("en")`` + sentencizer) on corpus abstracts.

Usage: python benchmarks/extract_speed.py [N] [--out FILE]
Both passes run in the same process over the same N abstracts (default 2,000, the first N
of the venues corpus file); prints and writes a JSON result with abstracts/s and the ratio.
The issue asks for the full pipeline to reach at least 50% of the bare throughput.

Every pass is timed by the wall clock (the throughput a user sees) and by this process's CPU
time. On a shared 2-core box other processes can halve the wall-clock figure of one pass and
not the next, so the CPU-time ratio is the stable one to compare runs by; the load average at
start is recorded for context. ``jobs=2`` runs in worker processes, so only its wall clock is
meaningful (its CPU figure sums the parent and the joined workers, to show the overhead of
the split). Each pass sees every abstract once, as in real use (no warm-up on the same texts:
spaCy's tokenizer cache would make a second bare pass ~1.5x faster).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import time
from collections.abc import Callable
from pathlib import Path

import spacy

from kg.extract import extract, extract_many
from kg.read import read_papers

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "data" / "corpus" / "venues_2023_2025.jsonl"


def _timed(run: Callable[[], int]) -> tuple[int, float, float]:
    """(result, wall seconds, CPU seconds of this process) of one call."""
    w0, c0 = time.perf_counter(), time.process_time()
    out = run()
    return out, time.perf_counter() - w0, time.process_time() - c0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", nargs="?", type=int, default=2000)
    ap.add_argument("--out", default="benchmarks/extract_speed.json")
    args = ap.parse_args()
    papers = list(itertools.islice(read_papers([str(CORPUS)]), args.n))
    texts = [p.abstract for p in papers]
    n = len(papers)
    load = os.getloadavg()[0]

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    extract(papers[0])  # load gazetteers outside the timed region, like nlp is built outside it
    n_sents, bare, bare_cpu = _timed(lambda: sum(len(list(doc.sents)) for doc in nlp.pipe(texts)))
    n_rel, single, single_cpu = _timed(lambda: sum(len(ex.relations) for ex in (extract(p) for p in papers)))
    n_rel_many, linked, linked_cpu = _timed(lambda: sum(len(ex.relations) for ex in extract_many(papers)))
    t0 = os.times()
    _, linked2, _ = _timed(lambda: sum(len(ex.relations) for ex in extract_many(papers, jobs=2)))
    t1 = os.times()
    # CPU of the parent plus its (joined) workers: the work jobs=2 spreads over two cores
    linked2_cpu = sum(t1[k] - t0[k] for k in range(4))

    result = {
        "abstracts": n,
        "load_average_1min": round(load, 2),
        "bare_spacy_per_s": round(n / bare, 1),
        "extract_per_s": round(n / single, 1),
        "extract_many_per_s": round(n / linked, 1),
        "extract_many_jobs2_per_s": round(n / linked2, 1),
        "ratio_extract": round(bare / single, 3),
        "ratio_extract_many": round(bare / linked, 3),
        "ratio_extract_many_jobs2": round(bare / linked2, 3),
        "cpu_bare_spacy_per_s": round(n / bare_cpu, 1),
        "cpu_extract_per_s": round(n / single_cpu, 1),
        "cpu_extract_many_per_s": round(n / linked_cpu, 1),
        "cpu_ratio_extract": round(bare_cpu / single_cpu, 3),
        "cpu_ratio_extract_many": round(bare_cpu / linked_cpu, 3),
        "cpu_extract_many_jobs2_total_per_s": round(n / linked2_cpu, 1),
        "load_average_1min_end": round(os.getloadavg()[0], 2),
        "bare_sentences": n_sents,
        "relations": n_rel,
        "relations_linked": n_rel_many,
    }
    print(json.dumps(result, indent=2))
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
