"""Precision audit: 50 random relations extracted from random venue abstracts, for judging by reading.

Draws 300 abstracts from ../shared/data/corpus/venues_2023_2025.jsonl (seed 7), extracts
them, then draws 50 relations at random (seed 7) and prints each with its evidence
sentence, numbered. A reader marks each one right or wrong in a judgments file (tab-separated: number,
``y``/``n``, relation type, target, rule, record id, reason; no sentences, which stay in
../shared); ``--judgments FILE`` then prints precision per type from that file alone.

    python benchmarks/precision_audit.py > audit.txt
    python benchmarks/precision_audit.py --per-type 12 > audit_by_type.txt   # stratified, 12 per type
    python benchmarks/precision_audit.py --seed 8 > audit8.txt   # another 300 abstracts
    python benchmarks/precision_audit.py --judgments benchmarks/results/precision_judgments.txt
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path

from kg.extract import extract_many
from kg.read import read_file

SEED = 7
N_ABSTRACTS = 300
N_RELATIONS = 50
SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def draw(per_type: int = 0, seed: int = SEED) -> list[dict]:
    """The audited relations, as dicts with type, name, label, evidence and doc.

    ``per_type`` > 0 draws that many of each relation type instead (from the same abstracts): the
    plain random draw holds few of the rarer types, too few to estimate their precision.
    """
    papers = list(read_file(str(SHARED / "data/corpus/venues_2023_2025.jsonl")))
    rng = random.Random(seed)
    chosen = rng.sample(papers, N_ABSTRACTS)
    rels = []
    for ex in extract_many(chosen):
        names = {e.key: e for e in ex.entities}
        for r in ex.relations:
            e = names[r.entity_key]
            rels.append(
                {
                    "doc": ex.paper.doc,
                    "type": r.type,
                    "name": e.name,
                    "label": e.label,
                    "rule": r.rule,
                    "evidence": r.evidence.text,
                }
            )
    if per_type <= 0:
        return random.Random(seed).sample(rels, min(N_RELATIONS, len(rels)))
    rng = random.Random(seed)
    out = []
    for rtype in sorted({r["type"] for r in rels}):
        of_type = [r for r in rels if r["type"] == rtype]
        out += rng.sample(of_type, min(per_type, len(of_type)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--judgments", help="file of 'N y|n' lines; prints precision per relation type")
    ap.add_argument("--per-type", type=int, default=0, help="draw N relations of each type instead of 50")
    ap.add_argument("--seed", type=int, default=SEED, help="seed of the abstract and relation draws")
    args = ap.parse_args()
    if not args.judgments:
        rels = draw(args.per_type, args.seed)
        for i, r in enumerate(rels, 1):
            print(f"{i}. {r['type']} -> {r['label']}:{r['name']}  [{r['rule']}] ({r['doc']})")
            print(f"   {' '.join(r['evidence'].split())}")
        return
    total, right = Counter(), Counter()
    for line in Path(args.judgments).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            _, verdict, rtype = line.split("\t")[:3]
            total[rtype] += 1
            right[rtype] += verdict.lower().startswith("y")
    table = {
        t: {"judged": total[t], "correct": right[t], "precision": round(right[t] / total[t], 2)}
        for t in sorted(total)
    }
    table["ALL"] = {
        "judged": sum(total.values()),
        "correct": sum(right.values()),
        "precision": round(sum(right.values()) / max(1, sum(total.values())), 2),
    }
    print(json.dumps(table, indent=2))


if __name__ == "__main__":
    main()
