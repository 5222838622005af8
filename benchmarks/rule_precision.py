"""Precision of every (relation type, rule) on the dev gold sets, to calibrate confidences.

Usage: python benchmarks/rule_precision.py [--set dev|dev2|both]
A predicted relation is correct when its entity matches a gold entry of the same relation
(same matching as ../shared/eval/score.py: any name/alias equal after dropping non-alphanumerics;
tasks leniently). Prints tp/n per rule; the confidences in the cue modules come from here.
"""

from __future__ import annotations

import argparse
import json
import re
import unicodedata
from collections import defaultdict
from pathlib import Path

from kg.extract import extract_many
from kg.read import read_papers

SHARED = Path(__file__).resolve().parents[2] / "shared"
KEYS = {
    "PROPOSES": "proposes",
    "COMPARES_AGAINST": "compares_against",
    "BUILDS_ON": "builds_on",
    "EVALUATES_ON": "evaluates_on",
    "USES_MODEL": "uses_model",
    "ADDRESSES": "addresses",
    "USES_METRIC": "metrics",
}
SETS = {
    "dev": (
        sorted(str(p) for p in (SHARED / "data" / "seeds").glob("*.txt")),
        SHARED / "eval" / "dev_gold.jsonl",
    ),
    "dev2": ([str(SHARED / "eval" / "dev2_abstracts.jsonl")], SHARED / "eval" / "dev2_gold.jsonl"),
}


def _norm(s: str) -> str:
    return re.sub(r"[\W_]+", "", unicodedata.normalize("NFKC", s or "").lower())


def _forms(name: str, aliases) -> set[str]:
    return {f for f in {_norm(name), *(_norm(a) for a in aliases or ())} if f}


def _matches(pred: set[str], gold_entries: list[dict], lenient: bool) -> bool:
    for g in gold_entries:
        gf = _forms(g.get("name", ""), g.get("aliases"))
        if pred & gf:
            return True
        if lenient and any((p in q or q in p) and min(len(p), len(q)) >= 4 for p in pred for q in gf):
            return True
    return False


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default="both", choices=["dev", "dev2", "both"])
    args = ap.parse_args()
    stats: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for name in ("dev", "dev2") if args.set == "both" else (args.set,):
        inputs, gold_path = SETS[name]
        gold = {}
        for line in gold_path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                rec = json.loads(line)
                gold[rec["doc"]] = rec
        for ex in extract_many(read_papers(inputs)):
            g = gold.get(ex.paper.doc)
            if g is None:
                continue
            ents = {e.key: e for e in ex.entities}
            for r in ex.relations:
                e = ents[r.entity_key]
                ok = _matches(_forms(e.name, e.aliases), g.get(KEYS[r.type]) or [], r.type == "ADDRESSES")
                s = stats[(r.type, r.rule)]
                s[0] += int(ok)
                s[1] += 1
    for (rtype, rule), (tp, n) in sorted(stats.items()):
        print(f"{rtype:17} {rule:24} {tp:4d}/{n:<4d} {tp / n:.2f}")


if __name__ == "__main__":
    main()
