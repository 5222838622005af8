"""Draw the fixed random sample of corpus abstracts used as the project's own unseen check.

The sample (seed 20261130, 30 records, 15 from each corpus file, none of the dev2 ids)
was annotated by reading, following ../shared/eval/GUIDELINES.md, *before* looking at
the extractor's output; its gold (ids and names only) is tests/data/unseen_gold.jsonl.

    python benchmarks/unseen_sample.py --ids          # the 30 record ids
    python benchmarks/unseen_sample.py -o sample.jsonl  # the records, for kg extract
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from kg.read import read_file

SEED = 20261130
PER_FILE = 15
SHARED = Path(__file__).resolve().parents[1].parent / "shared"
FILES = ("data/corpus/venues_2023_2025.jsonl", "data/corpus/arxiv_cs_cl_lg_2025_2026.jsonl.gz")


def sample(shared: Path = SHARED) -> list[dict]:
    """The sampled records, in a fixed order."""
    dev2 = {json.loads(line)["id"] for line in (shared / "eval/dev2_abstracts.jsonl").open()}
    rng = random.Random(SEED)
    out = []
    for rel in FILES:
        papers = [p for p in read_file(str(shared / rel)) if p.id not in dev2]
        for p in rng.sample(papers, PER_FILE):
            out.append(
                {"id": p.id, "title": p.title, "abstract": p.abstract, "venue": p.venue, "year": p.year}
            )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ids", action="store_true", help="print only the record ids")
    ap.add_argument("-o", "--output", help="write the records as JSON Lines here")
    args = ap.parse_args()
    recs = sample()
    if args.ids:
        print("\n".join(r["id"] for r in recs))
        return
    out = open(args.output, "w", encoding="utf-8") if args.output else sys.stdout
    for r in recs:
        out.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
