"""Extraction throughput vs bare spaCy (``spacy.blank("en")`` + sentencizer) on corpus abstracts.

Usage: python benchmarks/extract_speed.py [N] [--out FILE]
Both passes run in the same process over the same N abstracts (default 2,000, the first N
of the venues corpus file); prints and writes a JSON result with abstracts/s and the ratio.
The issue asks for the full pipeline to reach at least 50% of the bare throughput.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import spacy

from kg.extract import extract, extract_many
from kg.read import read_papers

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "data" / "corpus" / "venues_2023_2025.jsonl"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", nargs="?", type=int, default=2000)
    ap.add_argument("--out", default="benchmarks/extract_speed.json")
    args = ap.parse_args()
    papers = []
    for p in read_papers([str(CORPUS)]):
        papers.append(p)
        if len(papers) >= args.n:
            break
    texts = [p.abstract for p in papers]

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    extract(papers[0])  # load gazetteers outside the timed region, like nlp is built outside it
    t0 = time.perf_counter()
    n_sents = sum(len(list(doc.sents)) for doc in nlp.pipe(texts))
    bare = time.perf_counter() - t0

    t0 = time.perf_counter()
    n_rel = sum(len(ex.relations) for ex in (extract(p) for p in papers))
    single = time.perf_counter() - t0

    t0 = time.perf_counter()
    n_rel_many = sum(len(ex.relations) for ex in extract_many(papers))
    linked = time.perf_counter() - t0

    t0 = time.perf_counter()
    sum(len(ex.relations) for ex in extract_many(papers, jobs=2))
    linked2 = time.perf_counter() - t0

    result = {
        "abstracts": len(papers),
        "bare_spacy_per_s": round(len(papers) / bare, 1),
        "extract_per_s": round(len(papers) / single, 1),
        "extract_many_per_s": round(len(papers) / linked, 1),
        "extract_many_jobs2_per_s": round(len(papers) / linked2, 1),
        "ratio_extract": round(bare / single, 3),
        "ratio_extract_many": round(bare / linked, 3),
        "ratio_extract_many_jobs2": round(bare / linked2, 3),
        "bare_sentences": n_sents,
        "relations": n_rel,
        "relations_linked": n_rel_many,
    }
    print(json.dumps(result, indent=2))
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
