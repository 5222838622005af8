"""Score the extractor on the dev gold (seeds), dev2 gold and our own unseen gold with the shared scorer.

Usage: python benchmarks/score_extract.py [--errors]
       [--set dev|dev2|unseen|unseen-b|...|unseen-k|pool|both|all]
       [--out DIR]
Writes predictions as JSON Lines (the scoring contract) and prints the scorer's tables.
``unseen`` is tests/extract/data/unseen_gold.jsonl: 30 corpus abstracts drawn at random
(seed 20261130, 15 venue + 15 arXiv records) and annotated before looking at any output;
its abstracts are read from ../shared/data/corpus by record id. ``unseen-b`` (seed 20261130 via
benchmarks/unseen_sample.py), ``unseen-c`` (seed 20261201, none of the ids used for development),
``unseen-d`` (80 abstracts, two draws excluding every id used before, never fitted to) and
``unseen-e`` (160 abstracts, four such draws) are four more such samples, in tests/data/, and so
are ``unseen-f``, ``unseen-g`` (80 each), ``unseen-h``, ``unseen-i``, ``unseen-j`` and ``unseen-k`` (120
each), each
drawn after a session's rule rounds and scored once before any later change.
``pool`` is the development pool: every full gold file in tests/extract/data (not the unseen one nor
the single-relation dev3_*/dev4_* files), 3,600 corpus abstracts the learned decisions are fitted on,
scored as one set -- in-sample for those decisions, but large enough to count the misses by kind.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from kg.extract import extract_many
from kg.model import Paper
from kg.read import papers_by_id, read_papers

SHARED = Path(__file__).resolve().parents[2] / "shared"
SETS = {
    "dev": (
        sorted(str(p) for p in (SHARED / "data" / "seeds").glob("*.txt")),
        SHARED / "eval" / "dev_gold.jsonl",
    ),
    "dev2": ([str(SHARED / "eval" / "dev2_abstracts.jsonl")], SHARED / "eval" / "dev2_gold.jsonl"),
}


TESTS = Path(__file__).resolve().parents[1] / "tests"
UNSEEN_GOLD = TESTS / "extract" / "data" / "unseen_gold.jsonl"
# Independent samples of corpus abstracts (30 to 160 each), each annotated before any output on it was read.
UNSEEN_SETS = {
    "unseen": UNSEEN_GOLD,
    "unseen-b": TESTS / "data" / "unseen_gold.jsonl",
    "unseen-c": TESTS / "data" / "unseen_c_gold.jsonl",
    "unseen-d": TESTS / "data" / "unseen_d_gold.jsonl",
    "unseen-e": TESTS / "data" / "unseen_e_gold.jsonl",
    "unseen-f": TESTS / "data" / "unseen_f_gold.jsonl",
    "unseen-g": TESTS / "data" / "unseen_g_gold.jsonl",
    "unseen-h": TESTS / "data" / "unseen_h_gold.jsonl",
    "unseen-i": TESTS / "data" / "unseen_i_gold.jsonl",
    "unseen-j": TESTS / "data" / "unseen_j_gold.jsonl",
    "unseen-k": TESTS / "data" / "unseen_k_gold.jsonl",
}


def unseen_papers(gold: Path = UNSEEN_GOLD, shared: Path = SHARED) -> list[Paper]:
    """The corpus records named in the unseen gold file, in gold order."""
    ids = [json.loads(x)["doc"] for x in gold.read_text(encoding="utf-8").splitlines() if x.strip()]
    corpus = shared / "data" / "corpus"
    return papers_by_id(
        [str(corpus / "venues_2023_2025.jsonl"), str(corpus / "arxiv_cs_cl_lg_2025_2026.jsonl.gz")], ids
    )


def pool_gold(out: Path) -> Path:
    """Concatenate the development pool's gold files into one file in ``out``."""
    files = sorted(
        p
        for p in (TESTS / "extract" / "data").glob("*_gold.jsonl")
        if p != UNSEEN_GOLD and not p.name.startswith(("dev3_", "dev4_"))
    )
    gold = out / "gold_pool.jsonl"
    gold.write_text("".join(p.read_text(encoding="utf-8") for p in files), encoding="utf-8")
    return gold


def predict(inputs: list[str] | list[Paper], out: Path) -> None:
    """Write one scoring-contract record per abstract of ``inputs`` (paths or papers) to ``out``."""
    papers = inputs if inputs and isinstance(inputs[0], Paper) else read_papers(inputs)
    with out.open("w", encoding="utf-8") as fh:
        for ex in extract_many(papers):
            fh.write(json.dumps(ex.to_record(), ensure_ascii=False) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--errors", action="store_true")
    ap.add_argument("--set", default="both", choices=["dev", "dev2", *UNSEEN_SETS, "pool", "both", "all"])
    ap.add_argument("--out", default=None, help="folder for the predictions (default: a fresh temporary one)")
    args = ap.parse_args()
    names = {"both": ("dev", "dev2"), "all": ("dev", "dev2", *UNSEEN_SETS)}.get(args.set, (args.set,))
    out = Path(args.out) if args.out else Path(tempfile.mkdtemp(prefix="kg-score-"))
    out.mkdir(parents=True, exist_ok=True)
    for name in names:
        if name == "pool":
            gold = pool_gold(out)
            inputs = unseen_papers(gold)
        elif name in UNSEEN_SETS:
            inputs, gold = unseen_papers(UNSEEN_SETS[name]), UNSEEN_SETS[name]
        else:
            inputs, gold = SETS[name]
        pred = out / f"pred_{name}.jsonl"
        predict(inputs, pred)
        print(f"== {name}")
        cmd = [sys.executable, str(SHARED / "eval" / "score.py"), str(gold), str(pred)]
        if args.errors:
            cmd.append("--errors")
        subprocess.run(cmd, check=True)


if __name__ == "__main__":
    main()
