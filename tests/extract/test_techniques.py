"""The corpus table of established technique phrases: how it is mined, the shipped file, and its use."""

from __future__ import annotations

from pathlib import Path

import pytest
from extract_helpers import load_script, of_type

from kg.extract.foundations import TECHNIQUE_HEADS
from kg.extract.knowledge import established_technique

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def miner():
    return load_script("mine_techniques")


def test_phrases_end_in_a_technique_head_and_never_span_punctuation(miner):
    text = "We use model merging, and the merging works; quality filtering (fast) helps. A clustering step."
    found = miner.phrases(text, TECHNIQUE_HEADS)
    assert "use model merging" in found and "model merging" in found and "quality filtering" in found
    assert not any("," in p or "(" in p for p in found)
    assert "the merging" not in found  # no phrase opens with an article


def test_count_is_per_abstract(miner):
    texts = ["model merging and model merging again", "model merging", "no technique"]
    df = miner.count(texts, TECHNIQUE_HEADS)
    assert df["model-merging"] == 2


def test_shipped_table_is_what_the_script_mines(shared: Path, tmp_path: Path, miner):
    out = tmp_path / "technique_df.tsv"
    files = [str(shared / "data/corpus" / Path(f).name) for f in miner.DEFAULT_FILES]
    assert miner.main(["--out", str(out), *files]) == 0
    shipped = ROOT / "extract/data/technique_df.tsv"
    assert out.read_text(encoding="utf-8") == shipped.read_text(encoding="utf-8")


@pytest.mark.usefixtures("rules_keep_theirs")
def test_established_techniques_are_kept_and_one_off_descriptions_dropped():
    assert established_technique("model merging") and established_technique("soft prompting")
    assert not established_technique("waveform-perceptual pre-training")
    assert of_type("We merge the experts via model merging.", "BUILDS_ON") == {"model merging"}
    assert of_type("We train the tagger via waveform-perceptual pre-training.", "BUILDS_ON") == set()
    # a theory is named whatever its spread; a baseline technique after "outperforms" needs no table
    assert of_type("Our tutor is grounded in self-determination theory.", "BUILDS_ON") == {
        "self-determination theory"
    }
    text = "Our sampler outperforms random sampling and resonance-weighted sampling."
    assert of_type(text, "COMPARES_AGAINST") == {"random sampling", "resonance-weighted sampling"}
