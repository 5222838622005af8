#!/usr/bin/env python3
"""Count how many corpus abstracts use each lower-case technique phrase ("model merging").

Why: the technique rules read a 2-3 word lower-case phrase ending in a technique head after a cue
("using quality filtering", "based on integer programming") as a method the paper builds on or
compares with. On the development golds such a phrase that fewer than five of the 38k corpus
abstracts use was right 10% of the time ("using balanced training", "via soft inference": a
description made up for one paper), one that five or more use 52% of the time ("via automatic
differentiation", "using soft prompting": an established technique). The rules keep a phrase only
when this table lists it.

Output: ``extract/data/technique_df.tsv``: ``phrase<TAB>abstracts`` for every phrase in at least
``--min-df`` abstracts, phrases normalized as at run time, sorted (names and numbers only; two runs
over the same input give the same bytes).

Usage: python scripts/mine_techniques.py [--out PATH] [--min-df N] [FILES...]
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FILES = (
    "../shared/data/corpus/venues_2023_2025.jsonl",
    "../shared/data/corpus/arxiv_cs_cl_lg_2025_2026.jsonl.gz",
)
MIN_DF = 5
_WORD = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")
_OPENERS = frozenset(
    "a an the and or of for with to in on by as is are be via from that this we our its".split()
)
# runs of words without punctuation between them (a phrase never spans a comma or a bracket)
_CHUNKS = re.compile(r"[^A-Za-z0-9\- ]+")


def phrases(text: str, heads: frozenset[str]) -> set[str]:
    """The lower-case 2-3 word phrases of ``text`` that end in a technique head."""
    out = set()
    for chunk in _CHUNKS.split(text):
        toks = chunk.split()
        for i, tok in enumerate(toks):
            if tok not in heads:
                continue
            for n in (2, 3):
                gram = toks[i - n + 1 : i + 1]
                if len(gram) < n or not all(_WORD.fullmatch(t) for t in gram):
                    break
                if gram[0] not in _OPENERS:  # "a clustering", "of pruning": no phrase starts so
                    out.add(" ".join(gram))
    return out


def count(texts, heads: frozenset[str]) -> Counter:
    """Abstracts per normalized phrase."""
    from kg.normalize import normalize

    df: Counter = Counter()
    for text in texts:
        df.update({normalize(p) for p in phrases(text, heads)})
    return df


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", help="corpus files (default: ../shared/data/corpus/*)")
    ap.add_argument("--out", default=str(ROOT / "extract/data/technique_df.tsv"))
    ap.add_argument("--min-df", type=int, default=MIN_DF)
    args = ap.parse_args(argv)
    from kg.extract.clean import clean
    from kg.extract.foundations import TECHNIQUE_HEADS
    from kg.read import read_file

    files = args.files or [str(ROOT / f) for f in DEFAULT_FILES]
    missing = [f for f in files if not Path(f).exists()]
    if missing:
        print(f"mine_techniques: corpus file not found: {missing[0]}", file=sys.stderr)
        return 1
    texts = (clean(f"{p.title or ''} . {p.abstract}").text for f in files for p in read_file(f))
    df = count(texts, TECHNIQUE_HEADS | {"learning"})
    rows = sorted((k, v) for k, v in df.items() if v >= args.min_df)
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(f"# mined by scripts/mine_techniques.py (min df {args.min_df}); phrase<TAB>abstracts\n")
        for k, v in rows:
            fh.write(f"{k}\t{v}\n")
    print(f"{len(rows)} phrases -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
