"""Cost of the trained tagger: abstracts/s of bare spaCy, the tagger, and find_task_phrases.

Usage: python benchmarks/trained_speed.py [N] [--out FILE]
All passes run in one process over the same N corpus abstracts (default 500, the first N of the
venues corpus file): ``spacy.blank("en")`` + sentencizer (the bare reference the issue uses), the
trained tagger pipeline (tokenizer + tok2vec + tagger + sentencizer), and ``find_task_phrases``
(tagging abstract and title, chunking, scoring), one call per abstract and batched
(``find_task_phrases_many``). Prints and writes abstracts/s and the ratios to bare.
Numbers depend on the load of the machine; compare ratios from the same run.
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from pathlib import Path

import spacy

from kg.extract.postag import load_tagger
from kg.extract.task_phrases import find_task_phrases, find_task_phrases_many
from kg.read import read_papers

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "data" / "corpus" / "venues_2023_2025.jsonl"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", nargs="?", type=int, default=500)
    ap.add_argument("--out", default="benchmarks/trained_speed.json")
    args = ap.parse_args()
    papers = list(itertools.islice(read_papers([str(CORPUS)]), args.n))
    texts = [p.abstract for p in papers]

    bare_nlp = spacy.blank("en")
    bare_nlp.add_pipe("sentencizer")
    tagger = load_tagger()
    find_task_phrases(papers[0].abstract, papers[0].title)  # load everything outside the timed region

    t0 = time.perf_counter()
    n_sents = sum(len(list(doc.sents)) for doc in bare_nlp.pipe(texts))
    bare = time.perf_counter() - t0

    t0 = time.perf_counter()
    n_tags = sum(len(doc) for doc in tagger.pipe(texts, batch_size=64))
    tagged = time.perf_counter() - t0

    t0 = time.perf_counter()
    n_tasks = sum(len(find_task_phrases(p.abstract, p.title)) for p in papers)
    tasks = time.perf_counter() - t0

    t0 = time.perf_counter()
    batched = find_task_phrases_many((p.abstract, p.title) for p in papers)
    many = time.perf_counter() - t0
    assert sum(len(x) for x in batched) == n_tasks

    n = len(papers)
    result = {
        "abstracts": n,
        "sentences": n_sents,
        "tokens": n_tags,
        "task_phrases": n_tasks,
        "bare_abstracts_per_s": round(n / bare, 1),
        "tagger_abstracts_per_s": round(n / tagged, 1),
        "find_task_phrases_abstracts_per_s": round(n / tasks, 1),
        "find_task_phrases_many_abstracts_per_s": round(n / many, 1),
        "tagger_vs_bare": round(bare / tagged, 3),
        "find_task_phrases_vs_bare": round(bare / tasks, 3),
        "find_task_phrases_many_vs_bare": round(bare / many, 3),
    }
    print(json.dumps(result, indent=2))
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
