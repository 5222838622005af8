"""The corpus lexicon miner: typing by context statistics, reproducibility, and the shipped file."""

from __future__ import annotations

from pathlib import Path

import pytest
from extract_helpers import load_script

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def miner():
    return load_script("mine_lexicon")


# Sentences written for this test; each "abstract" repeats a pattern with different surroundings.
ABSTRACTS = [
    "We propose QuillNet for parsing. QuillNet outperforms ZapPO and beats ZapPO on the FoxBench benchmark. "
    "Accuracy is reported in terms of GlimScore. Existing baselines fail, unlike other baselines.",
    "Our method surpasses ZapPO by 4 points on the FoxBench benchmark, measured by GlimScore, "
    "while previous baselines and existing baselines lag. We fine-tune Borvex-7B as the policy.",
    "Compared to ZapPO, training is faster. Results on the FoxBench dataset and GlimScore of 71 show it, "
    "and strong baselines trail. Borvex-13B and Borvex-7B are the backbones.",
    "Experiments on FoxBench compare against ZapPO and state-of-the-art baselines; in terms of GlimScore "
    "our Borvex-7B policy wins, and several baselines collapse.",
]


def test_mining_types_names_by_their_contexts(miner):
    entries = {e.name: e for e in miner.mine(ABSTRACTS * 2, min_df=2)}
    assert entries["ZapPO"].label == "Method"
    assert entries["FoxBench"].label == "Dataset"
    assert entries["GlimScore"].label == "Metric"
    assert entries["Borvex"].label == "Model"
    assert entries["baselines"].label == "Generic"
    assert all(0.0 < e.score <= 1.0 for e in entries.values())
    assert "Accuracy" not in entries


def test_mining_is_reproducible_and_independent_of_jobs(miner):
    first = miner.format_lexicon(miner.mine(ABSTRACTS * 3, min_df=2, jobs=1))
    second = miner.format_lexicon(miner.mine(list(ABSTRACTS * 3), min_df=2, jobs=1))
    assert first == second
    counts_1 = miner.count_corpus(ABSTRACTS * 3, jobs=1, chunk=2)
    counts_2 = miner.count_corpus(ABSTRACTS * 3, jobs=2, chunk=2)
    assert counts_1 == counts_2


def test_output_has_names_and_numbers_only(miner):
    text = miner.format_lexicon(miner.mine(ABSTRACTS, min_df=2))
    for line in text.splitlines()[1:]:
        cols = line.split("\t")
        assert len(cols) == 3 + len(miner.FEATURES)
        assert len(cols[0].split()) <= 3
        assert cols[1] in miner.LABELS
        float(cols[2])
        assert all(c.isdigit() for c in cols[3:])


def test_shipped_lexicon_is_moderate_and_well_formed(miner):
    path = ROOT / "extract/data/lexicon.tsv"
    assert path.stat().st_size < 5_000_000
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    assert len(rows) >= 1000
    labels = {r[1] for r in rows}
    assert {"Method", "Dataset", "Metric", "Model", "Generic"} <= labels
    assert rows == sorted(rows, key=lambda r: (r[1], -float(r[2]), r[0]))


def test_main_reports_a_missing_corpus_in_one_line(miner, tmp_path, capsys):
    code = miner.main([str(tmp_path / "nope.jsonl"), "--out", str(tmp_path / "lex.tsv")])
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not found" in err
