"""The lead's unseen checks, scored through the contract command (``kg extract --format jsonl``
+ ``score.py``).

Each gold file holds corpus abstracts drawn at random and annotated by reading before the
extractor's output on them was looked at: unseen_gold.jsonl (30, benchmarks/unseen_sample.py, seed
20261130), unseen_c_gold.jsonl (30, seed 20261201, excluding every id used for development) and
unseen_d_gold.jsonl (80: two samples of 40, seeds 20261229 and 20261251, excluding every id used
before; annotated by two readers each, never used to fit rules) and unseen_e_gold.jsonl (160: four
such samples, seeds 20261262-20261295, drawn at the end of round 6) and unseen_f_gold.jsonl (80: two
samples of 40, seeds 20261350 and 20261361, drawn in the seventh session after its rule rounds and
scored once, at commit 4634f93) and unseen_g_gold.jsonl (80: two samples of 40, seeds 20261482 and
20261493, drawn in the eighth session after its rule rounds and scored once, at commit 0b73a3f) and
unseen_h_gold.jsonl (120: three samples of 40, seeds 20261801-20261823, drawn at the end of the
ninth session and scored once, at commit 40be262) and unseen_i_gold.jsonl (120: three samples of 40,
seeds 20262098-20262120, drawn at the end of the tenth session and scored once, at commit 53dc4f3)
and unseen_j_gold.jsonl (120: three samples of 40, seeds 20262351-20262373, drawn at the end of the
eleventh session and scored once, at commit a09b800, and at the session's opening commit 3ed22a8)
and unseen_k_gold.jsonl (120: three samples of 40, seeds 20262384-20262406, drawn at the end of the
twelfth session and scored once, at commit d703395, and at the session's opening commit 6217469).
Rules are not edited to fit these sets; each floor sits under the first measured score (0.61, 0.57,
0.65, 0.68, 0.66, 0.65, 0.73, 0.69, 0.685 and 0.715) so that a regression shows, not to certify
quality.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kg.read import papers_by_id

DATA = Path(__file__).resolve().parent / "data"


@pytest.mark.parametrize(
    ("gold_name", "floor"),
    [
        ("unseen_gold.jsonl", 0.55),
        ("unseen_c_gold.jsonl", 0.5),
        ("unseen_d_gold.jsonl", 0.6),
        ("unseen_e_gold.jsonl", 0.62),
        ("unseen_f_gold.jsonl", 0.6),
        ("unseen_g_gold.jsonl", 0.6),
        ("unseen_h_gold.jsonl", 0.68),
        ("unseen_i_gold.jsonl", 0.65),
        ("unseen_j_gold.jsonl", 0.64),
        ("unseen_k_gold.jsonl", 0.67),
    ],
)
def test_unseen_sample_scores_above_floor(shared, tmp_path, gold_name, floor):
    gold = DATA / gold_name
    ids = [json.loads(line)["doc"] for line in gold.read_text(encoding="utf-8").splitlines()]
    corpus = shared / "data" / "corpus"
    papers = papers_by_id(
        [str(corpus / "venues_2023_2025.jsonl"), str(corpus / "arxiv_cs_cl_lg_2025_2026.jsonl.gz")], ids
    )
    records = {p.id: {"id": p.id, "title": p.title, "abstract": p.abstract} for p in papers}
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
            str(gold),
            str(tmp_path / "pred.jsonl"),
            "--json",
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    scores = json.loads(out.stdout)
    assert scores["documents"]["predicted"] == len(ids)
    assert scores["strict_micro"]["f1"] >= floor, scores["strict_micro"]
