"""The 98 fresh development samples: well-formed gold, and floors on the relation types each annotates.

Each gold file under tests/extract/data/ (dev3_*, dev4_*, dev5-dev8, dev10, dev16-dev19, dev22-dev31,
dev34-dev60, dev64-dev87, dev91-dev110) holds 40 corpus abstracts (20 venue, 20 arXiv) drawn at
random and annotated by reading, following ../shared/eval/GUIDELINES.md, for one or two relation
types (dev3/dev4) or all of them (the others), before the extractor ran on them; ids and names only
(the abstracts are read from ../shared by id). Rules were then fitted to them, so the floors guard
against regressions and sit a little under the scores measured when this file was written (noted
per key); they say nothing about unseen text (see tests/test_unseen_gold.py for that).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kg.extract import extract_many
from kg.model import Paper
from kg.read import papers_by_id

DATA = Path(__file__).resolve().parent / "data"
# gold file -> {key: floor}; measured when written in comments
FLOORS = {
    "dev3_builds_gold.jsonl": {"builds_on": 0.74, "compares_against": 0.80},  # 0.794, 0.857
    "dev4_builds_gold.jsonl": {"builds_on": 0.72, "compares_against": 0.45},  # 0.767, 0.500
    "dev3_evaluates_gold.jsonl": {"evaluates_on": 0.95, "metrics": 0.85},  # 1.000, 0.902
    # (its annotation records no "N× speedup"; most full samples do, so the speedup rule costs it 0.06)
    "dev4_evaluates_gold.jsonl": {"evaluates_on": 0.95, "metrics": 0.85},  # 1.000, 0.867
    "dev3_proposes_gold.jsonl": {"proposes": 0.93, "uses_model": 0.95, "model_family": 0.95},  # .987 1 1
    "dev4_proposes_gold.jsonl": {"proposes": 0.93, "uses_model": 0.95, "model_family": 0.95},  # .986 1 1
    "dev3_tasks_gold.jsonl": {"addresses": 0.49},  # 0.538
    "dev4_tasks_gold.jsonl": {"addresses": 0.47},  # 0.523
    # dev5/dev6: every relation type annotated (the guideline's full record); first scores before any
    # rule was fitted to them: strict micro 0.562 (dev5) and 0.656 (dev6, after dev5's round)
    "dev5_gold.jsonl": {"strict_micro": 0.57, "proposes": 0.74, "metrics": 0.62, "uses_model": 0.58},
    # 0.603 .778 .667 .621
    "dev6_gold.jsonl": {"strict_micro": 0.65, "proposes": 0.86, "metrics": 0.60, "uses_model": 0.76},
    # 0.684 .893 .634 .800
    "dev7_gold.jsonl": {"strict_micro": 0.67, "proposes": 0.79, "metrics": 0.47, "builds_on": 0.58},
    # first 0.696 (after the dev5/dev6 round); now 0.708 .831 .500 .622
    "dev8_gold.jsonl": {"strict_micro": 0.63, "proposes": 0.79, "uses_model": 0.90},
    # first 0.612 (after the dev5-dev7 rounds); now 0.660 .824 .930
    "dev10_gold.jsonl": {"strict_micro": 0.69, "proposes": 0.85, "evaluates_on": 0.84},
    # first 0.680 (after the dev5-dev8 rounds); now 0.721 .889 .865
    # dev16/dev17: drawn and annotated after the two learned decisions existed, then added to their
    # training data; first scores 0.667 and 0.745, no rule was fitted to them
    "dev16_gold.jsonl": {"strict_micro": 0.63, "evaluates_on": 0.80, "addresses": 0.45},
    # 0.667 .867 .500
    "dev17_gold.jsonl": {"strict_micro": 0.71, "proposes": 0.83, "addresses": 0.45},
    # 0.751 .871 .508
    # dev18/dev19: drawn after the baseline-noun, changed-quantity and recognised-method rounds of the
    # seventh session; first scores 0.664 and 0.680, then added to both learned decisions' training data
    "dev18_gold.jsonl": {"strict_micro": 0.63, "evaluates_on": 0.90, "metrics": 0.62},
    # 0.673 .947 .688
    "dev19_gold.jsonl": {"strict_micro": 0.64, "proposes": 0.85, "uses_model": 0.85},
    # 0.677 .898 .900
    # dev22/dev23: drawn at the start of the eighth session; first scores 0.649 and 0.686, then added to
    # both learned decisions' training data
    "dev22_gold.jsonl": {"strict_micro": 0.62, "proposes": 0.78, "evaluates_on": 0.72},
    # 0.660 .815 .750
    "dev23_gold.jsonl": {"strict_micro": 0.66, "evaluates_on": 0.85, "uses_model": 0.92},
    # 0.702 .884 .960
    # dev24/dev25: drawn after the first dev22/dev23 round; first scores 0.635 and 0.624, then added to
    # both learned decisions' training data
    "dev24_gold.jsonl": {"strict_micro": 0.63, "proposes": 0.84, "evaluates_on": 0.78},
    # 0.670 .881 .818
    "dev25_gold.jsonl": {"strict_micro": 0.60, "proposes": 0.84, "evaluates_on": 0.78},
    # 0.633 .881 .813
    # dev26/dev27: drawn after the dev24/dev25 round; first scores 0.647 and 0.646, then fitted to and
    # added to both learned decisions' training data
    "dev26_gold.jsonl": {"strict_micro": 0.68, "proposes": 0.82, "metrics": 0.78},
    # 0.723 .857 .829
    "dev27_gold.jsonl": {"strict_micro": 0.68, "proposes": 0.83, "evaluates_on": 0.95},
    # 0.727 .875 1.000
    # dev28/dev29: drawn after the dev26/dev27 round; first scores 0.660 and 0.700, then added to both
    # learned decisions' training data
    "dev28_gold.jsonl": {"strict_micro": 0.63, "proposes": 0.75, "uses_model": 0.92},
    # 0.670 .794 .968
    "dev29_gold.jsonl": {"strict_micro": 0.66, "proposes": 0.79, "uses_model": 0.86},
    # 0.700 .833 .902
    # dev30/dev31: drawn after audit round 10 with unseen G; first scores 0.711 and 0.677, then fitted to
    # and added to both learned decisions' training data
    "dev30_gold.jsonl": {"strict_micro": 0.74, "proposes": 0.81, "metrics": 0.85},
    # 0.779 .857 .900
    "dev31_gold.jsonl": {"strict_micro": 0.66, "proposes": 0.89, "evaluates_on": 0.72},
    # 0.710 .933 .750
    # dev34/dev35: drawn after the dev30/dev31 round; first scores 0.677 and 0.681, then fitted to and
    # added to both learned decisions' training data
    "dev34_gold.jsonl": {"strict_micro": 0.65, "proposes": 0.89, "uses_model": 0.86},
    # 0.701 .939 .909
    "dev35_gold.jsonl": {"strict_micro": 0.64, "proposes": 0.87, "uses_model": 0.85},
    # 0.687 .923 .897
    # dev36/dev37: drawn with audit round 11; first scores 0.563 and 0.698, then fitted to and added to
    # both learned decisions' training data
    "dev36_gold.jsonl": {"strict_micro": 0.58, "proposes": 0.73, "uses_model": 0.77},
    # 0.621 .776 .818
    "dev37_gold.jsonl": {"strict_micro": 0.67, "proposes": 0.87, "uses_model": 0.73},
    # 0.712 .911 .776
    # dev38/dev39: drawn at the end of the eighth session; first scores 0.728 and 0.712, then fitted to
    # and added to both learned decisions' training data
    "dev38_gold.jsonl": {"strict_micro": 0.71, "proposes": 0.83, "metrics": 0.80},
    # 0.755 .872 .840
    "dev39_gold.jsonl": {"strict_micro": 0.67, "evaluates_on": 0.80, "uses_model": 0.92},
    # 0.709 .848 .960
    # dev40/dev41: the last draws of the eighth session; first scores 0.641 and 0.780, then fitted to and
    # added to both learned decisions' training data
    "dev40_gold.jsonl": {"strict_micro": 0.62, "proposes": 0.77, "evaluates_on": 0.90},
    # 0.664 .810 .957
    "dev41_gold.jsonl": {"strict_micro": 0.74, "proposes": 0.88, "uses_model": 0.82},
    # 0.780 .921 .862
    # dev42-dev45: drawn at the start of the ninth session; first scores 0.667, 0.661, 0.675 and 0.678,
    # then fitted to and added to both learned decisions' training data
    "dev42_gold.jsonl": {"strict_micro": 0.64, "uses_model": 0.92, "evaluates_on": 0.76},
    # 0.678 .963 .800
    "dev43_gold.jsonl": {"strict_micro": 0.64, "proposes": 0.87, "uses_model": 0.86},
    # 0.678 .909 .903
    "dev44_gold.jsonl": {"strict_micro": 0.69, "proposes": 0.81, "compares_against": 0.68},
    # 0.729 .851 .727
    "dev45_gold.jsonl": {"strict_micro": 0.69, "compares_against": 0.80, "evaluates_on": 0.81},
    # 0.730 .857 .850
    # dev46-dev49: drawn after the dev42-dev45 round; first scores 0.718, 0.717, 0.683 and 0.720, then
    # fitted to and added to both learned decisions' training data
    "dev46_gold.jsonl": {"strict_micro": 0.70, "evaluates_on": 0.85, "compares_against": 0.72},
    # 0.741 .889 .762
    "dev47_gold.jsonl": {"strict_micro": 0.69, "proposes": 0.88, "evaluates_on": 0.81},
    # 0.728 .920 .857
    "dev48_gold.jsonl": {"strict_micro": 0.66, "evaluates_on": 0.95, "uses_model": 0.79},
    # 0.697 1.000 .828
    "dev49_gold.jsonl": {"strict_micro": 0.72, "evaluates_on": 0.92, "uses_model": 0.84},
    # 0.759 .960 .880
    # dev50-dev53: drawn after the dev46-dev49 round; first scores 0.667, 0.689, 0.691 and 0.674, then
    # fitted to and added to both learned decisions' training data
    "dev50_gold.jsonl": {"strict_micro": 0.69, "proposes": 0.88, "evaluates_on": 0.81},
    # 0.727 .920 .857
    "dev51_gold.jsonl": {"strict_micro": 0.66, "evaluates_on": 0.95, "uses_model": 0.81},
    # 0.700 1.000 .857
    "dev52_gold.jsonl": {"strict_micro": 0.68, "evaluates_on": 0.79, "uses_model": 0.74},
    # 0.720 .833 .778
    "dev53_gold.jsonl": {"strict_micro": 0.65, "proposes": 0.81, "evaluates_on": 0.84},
    # 0.690 .857 .889
    # dev54-dev57: drawn after the dev50-dev53 round; first scores 0.769, 0.706, 0.703 and 0.752, then
    # fitted to and added to both learned decisions' training data
    "dev54_gold.jsonl": {"strict_micro": 0.73, "proposes": 0.89, "uses_model": 0.92},
    # 0.777 .931 .963
    "dev55_gold.jsonl": {"strict_micro": 0.67, "evaluates_on": 0.79, "builds_on": 0.55},
    # 0.712 .839 .600
    "dev56_gold.jsonl": {"strict_micro": 0.68, "proposes": 0.84, "uses_model": 0.88},
    # 0.718 .885 .929
    "dev57_gold.jsonl": {"strict_micro": 0.73, "proposes": 0.88, "evaluates_on": 0.92},
    # 0.771 .925 .966
    # dev58-dev60: drawn after the dev54-dev57 round; first scores 0.636, 0.650 and 0.768, then fitted to
    # and added to both learned decisions' training data
    "dev58_gold.jsonl": {"strict_micro": 0.60, "proposes": 0.73, "evaluates_on": 0.78},
    # 0.636 .772 .824
    "dev59_gold.jsonl": {"strict_micro": 0.64, "proposes": 0.79, "compares_against": 0.65},
    # 0.686 .835 .696
    "dev60_gold.jsonl": {"strict_micro": 0.72, "evaluates_on": 0.85, "uses_model": 0.92},
    # 0.768 .900 .970
    # dev64-dev67: drawn at 690303b (the thirteenth session's end); first scores 0.628, 0.628, 0.733 and
    # 0.769, then fitted to and added to both learned decisions' training data
    "dev64_gold.jsonl": {"strict_micro": 0.63, "proposes": 0.82, "uses_model": 0.85},
    # 0.674 .870 .895
    "dev65_gold.jsonl": {"strict_micro": 0.62, "proposes": 0.78, "evaluates_on": 0.74},
    # 0.667 .825 .783
    "dev66_gold.jsonl": {"strict_micro": 0.71, "proposes": 0.84, "evaluates_on": 0.95},
    # 0.753 .886 1.000
    "dev67_gold.jsonl": {"strict_micro": 0.72, "proposes": 0.85, "evaluates_on": 0.88},
    # 0.767 .899 .933
    # dev68-dev71: drawn after the dev64-dev67 round (3418808); first scores 0.750, 0.699, 0.701 and 0.700,
    # then fitted to and added to both learned decisions' training data
    "dev68_gold.jsonl": {"strict_micro": 0.72, "proposes": 0.90, "evaluates_on": 0.86},
    # 0.762 .947 .909
    "dev69_gold.jsonl": {"strict_micro": 0.67, "proposes": 0.78, "evaluates_on": 0.86},
    # 0.718 .827 .909
    "dev70_gold.jsonl": {"strict_micro": 0.69, "proposes": 0.84, "uses_model": 0.91},
    # 0.736 .885 .957
    "dev71_gold.jsonl": {"strict_micro": 0.65, "proposes": 0.89, "uses_model": 0.85},
    # 0.700 .936 .900
    # dev72-dev75: drawn after the dev68-dev71 round (74d2cfb); first scores 0.717, 0.768, 0.732 and 0.759,
    # then fitted to and added to both learned decisions' training data
    "dev72_gold.jsonl": {"strict_micro": 0.68, "proposes": 0.86, "evaluates_on": 0.89},
    # 0.721 .912 .941
    "dev73_gold.jsonl": {"strict_micro": 0.73, "proposes": 0.81, "evaluates_on": 0.95},
    # 0.782 .862 1.000
    "dev74_gold.jsonl": {"strict_micro": 0.71, "proposes": 0.80, "uses_model": 0.85},
    # 0.753 .848 .897
    "dev75_gold.jsonl": {"strict_micro": 0.73, "evaluates_on": 0.90, "uses_model": 0.91},
    # 0.782 .952 .957
    # dev76-dev79: drawn after the dev72-dev75 round (27eadb1); first scores 0.716, 0.670, 0.715 and 0.762,
    # then fitted to and added to both learned decisions' training data
    "dev76_gold.jsonl": {"strict_micro": 0.69, "proposes": 0.82, "evaluates_on": 0.87},
    # 0.736 .868 .923
    "dev77_gold.jsonl": {"strict_micro": 0.64, "proposes": 0.73, "uses_model": 0.92},
    # 0.688 .778 .966
    "dev78_gold.jsonl": {"strict_micro": 0.67, "proposes": 0.74, "builds_on": 0.58},
    # 0.715 .786 .627
    "dev79_gold.jsonl": {"strict_micro": 0.72, "proposes": 0.80, "evaluates_on": 0.89},
    # 0.770 .848 .941
    # dev80-dev83: drawn after the dev76-dev79 round (653b869); first scores 0.745, 0.642, 0.749 and 0.759,
    # then fitted to and added to both learned decisions' training data
    "dev80_gold.jsonl": {"strict_micro": 0.72, "proposes": 0.76, "evaluates_on": 0.91},
    # 0.772 .812 .960
    "dev81_gold.jsonl": {"strict_micro": 0.60, "proposes": 0.71, "evaluates_on": 0.79},
    # 0.648 .760 .839
    "dev82_gold.jsonl": {"strict_micro": 0.71, "proposes": 0.86, "evaluates_on": 0.83},
    # 0.760 .909 .878
    "dev83_gold.jsonl": {"strict_micro": 0.72, "proposes": 0.84, "evaluates_on": 0.81},
    # 0.771 .892 .865
    # dev84-dev87: drawn after the dev80-dev83 round (60ec471); first scores 0.742, 0.692, 0.626 and 0.714,
    # then fitted to and added to both learned decisions' training data
    "dev84_gold.jsonl": {"strict_micro": 0.70, "proposes": 0.78, "uses_model": 0.95},
    # 0.748 .827 1.000
    "dev85_gold.jsonl": {"strict_micro": 0.64, "proposes": 0.81, "evaluates_on": 0.71},
    # 0.692 .863 .759
    "dev86_gold.jsonl": {"strict_micro": 0.60, "proposes": 0.82, "metrics": 0.77},
    # 0.650 .870 .824
    "dev87_gold.jsonl": {"strict_micro": 0.66, "proposes": 0.74, "evaluates_on": 0.95},
    # 0.714 .792 1.000
    # dev91-dev94: drawn after the audit round 13 fixes (ad93d2b); first scores 0.673, 0.706, 0.735 and
    # 0.738, then fitted to and added to both learned decisions' training data
    "dev91_gold.jsonl": {"strict_micro": 0.63, "proposes": 0.78, "evaluates_on": 0.81},
    # 0.683 .825 .857
    "dev92_gold.jsonl": {"strict_micro": 0.66, "evaluates_on": 0.79, "uses_model": 0.82},
    # 0.709 .839 .867
    "dev93_gold.jsonl": {"strict_micro": 0.70, "proposes": 0.84, "evaluates_on": 0.85},
    # 0.747 .885 .903
    "dev94_gold.jsonl": {"strict_micro": 0.69, "proposes": 0.82, "uses_model": 0.78},
    # 0.738 .865 .828
    # dev95-dev98: drawn at the start of the next session (3ed22a8); first scores 0.670, 0.685, 0.798 and
    # 0.727, then fitted to and added to both learned decisions' training data
    "dev95_gold.jsonl": {"strict_micro": 0.63, "proposes": 0.70, "evaluates_on": 0.88},
    # 0.681 .750 .938
    "dev96_gold.jsonl": {"strict_micro": 0.65, "proposes": 0.80, "evaluates_on": 0.80},
    # 0.704 .851 .857
    "dev97_gold.jsonl": {"strict_micro": 0.76, "proposes": 0.85, "evaluates_on": 0.95},
    # 0.809 .896 1.000
    "dev98_gold.jsonl": {"strict_micro": 0.70, "proposes": 0.80, "uses_model": 0.95},
    # 0.748 .845 1.000
    # dev99-dev102: drawn after the dev95-dev98 round (0e0e6b5); first scores 0.708, 0.683, 0.707 and 0.746
    "dev99_gold.jsonl": {"strict_micro": 0.69, "proposes": 0.83, "evaluates_on": 0.85},
    # 0.736 .879 .900
    "dev100_gold.jsonl": {"strict_micro": 0.66, "proposes": 0.80, "uses_model": 0.67},
    # 0.704 .846 .720
    "dev101_gold.jsonl": {"strict_micro": 0.66, "proposes": 0.84, "uses_model": 0.86},
    # 0.707 .889 .909
    "dev102_gold.jsonl": {"strict_micro": 0.72, "proposes": 0.75, "evaluates_on": 0.95},
    # 0.769 .800 1.000
    # dev103-dev106: drawn after the dev99-dev102 round (b771143); first scores 0.688, 0.677, 0.663, 0.693
    "dev103_gold.jsonl": {"strict_micro": 0.65, "proposes": 0.77, "evaluates_on": 0.71},
    # 0.698 .820 .759
    "dev104_gold.jsonl": {"strict_micro": 0.63, "proposes": 0.82, "uses_model": 0.86},
    # 0.684 .875 .941 (uses_model .875 since a model only named by "in comparison to" is compared with,
    # not used: right for the development pool in 17 of 23 cases, here RoBERTa was both)
    "dev105_gold.jsonl": {"strict_micro": 0.66, "proposes": 0.90, "evaluates_on": 0.64},
    # 0.709 .955 .692
    "dev106_gold.jsonl": {"strict_micro": 0.67, "proposes": 0.85, "evaluates_on": 0.75},
    # 0.718 .906 .800
    # dev107-dev110: drawn after the dev103-dev106 round (f26fe62); first scores 0.646, 0.650, 0.636, 0.675
    # (the session's opening commit, 3ed22a8, scored them 0.646, 0.650, 0.636 and 0.678)
    "dev107_gold.jsonl": {"strict_micro": 0.62, "proposes": 0.80, "evaluates_on": 0.79},
    # 0.667 .853 .842
    "dev108_gold.jsonl": {"strict_micro": 0.60, "proposes": 0.63, "evaluates_on": 0.80},
    # 0.650 .679 .857
    "dev109_gold.jsonl": {"strict_micro": 0.62, "proposes": 0.72, "uses_model": 0.79},
    # 0.673 .767 .846
    "dev110_gold.jsonl": {"strict_micro": 0.63, "proposes": 0.67, "evaluates_on": 0.85},
    # 0.681 .723 .900
}
FULL_RECORD = {
    "proposes", "compares_against", "builds_on", "evaluates_on", "uses_model", "addresses", "metrics"
}
ENTRY_FIELDS = {
    "proposes": {"name", "aliases", "label"},
    "uses_model": {"name", "family"},
}


def _rows(name: str) -> list[dict]:
    return [json.loads(x) for x in (DATA / name).read_text(encoding="utf-8").splitlines() if x.strip()]


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_gold_is_forty_records_of_names_only(name: str) -> None:
    rows = _rows(name)
    assert len(rows) == 40 and len({r["doc"] for r in rows}) == 40
    keys = {k for k in FLOORS[name] if k != "model_family"}
    if "strict_micro" in keys:
        keys = FULL_RECORD
    for r in rows:
        assert set(r) == {"doc", *keys}
        for key in keys:
            for entry in r[key]:
                assert set(entry) == ENTRY_FIELDS.get(key, {"name", "aliases"}) and entry["name"]
                assert len(entry["name"]) < 100  # a name, never a sentence (a task phrase may run long)
        if "addresses" in r:
            assert len(r["addresses"]) <= 3


def _papers(shared: Path, ids: list[str]) -> list[Paper]:
    """The records named by ``ids``, read from the shared corpus, in that order."""
    corpus = shared / "data" / "corpus"
    return papers_by_id(
        [str(corpus / "venues_2023_2025.jsonl"), str(corpus / "arxiv_cs_cl_lg_2025_2026.jsonl.gz")], ids
    )


@pytest.mark.corpus
@pytest.mark.parametrize("name", sorted(FLOORS))
def test_annotated_relations_stay_above_their_floor(shared: Path, tmp_path: Path, name: str) -> None:
    gold = DATA / name
    papers = _papers(shared, [r["doc"] for r in _rows(name)])
    assert len(papers) == 40
    pred = tmp_path / "pred.jsonl"
    records = (json.dumps(ex.to_record()) + "\n" for ex in extract_many(papers))
    pred.write_text("".join(records), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, str(shared / "eval" / "score.py"), str(gold), str(pred), "--json"],
        check=True,
        capture_output=True,
        text=True,
    )
    scores = json.loads(out.stdout)
    for key, floor in FLOORS[name].items():
        assert scores[key]["f1"] >= floor, (key, scores[key])
