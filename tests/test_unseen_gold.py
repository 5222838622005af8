"""The lead's unseen check: 30 corpus abstracts drawn by benchmarks/unseen_sample.py (seed
20261130) and annotated by reading before the extractor's output on them was looked at.

Scored through the contract command (``kg extract --format jsonl`` + ``score.py``). Rules are
not edited to fit this set; the floor sits under the first measured score (0.61) so that a
regression shows, not to certify quality.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

GOLD = Path(__file__).resolve().parent / "data" / "unseen_gold.jsonl"
FLOOR = 0.55


def test_unseen_sample_scores_above_floor(shared, tmp_path):
    ids = [json.loads(line)["doc"] for line in GOLD.read_text(encoding="utf-8").splitlines()]
    wanted = set(ids)
    records = {}
    for rel in ("venues_2023_2025.jsonl", "arxiv_cs_cl_lg_2025_2026.jsonl.gz"):
        from kg.read import read_file

        for p in read_file(str(shared / "data" / "corpus" / rel)):
            if p.id in wanted:
                records[p.id] = {"id": p.id, "title": p.title, "abstract": p.abstract}
    assert sorted(records) == sorted(ids)
    sample = tmp_path / "sample.jsonl"
    sample.write_text("".join(json.dumps(records[i]) + "\n" for i in ids), encoding="utf-8")
    kg = Path(sys.executable).with_name("kg")
    pred = subprocess.run(
        [str(kg), "extract", str(sample), "--format", "jsonl"], check=True, capture_output=True, text=True
    ).stdout
    (tmp_path / "pred.jsonl").write_text(pred, encoding="utf-8")
    out = subprocess.run(
        [
            sys.executable,
            str(shared / "eval" / "score.py"),
            str(GOLD),
            str(tmp_path / "pred.jsonl"),
            "--json",
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    scores = json.loads(out.stdout)
    assert scores["documents"]["predicted"] == 30
    assert scores["strict_micro"]["f1"] >= FLOOR, scores["strict_micro"]
