"""Noun chunks from tags, on sentences written for these tests."""

from __future__ import annotations

from kg.extract.chunks import noun_chunks


def _texts(sentence: str) -> list[str]:
    return [c.text for c in noun_chunks(sentence)]


def test_offsets_point_into_the_text() -> None:
    text = "Speculative decoding accelerates inference of large language models."
    chunks = noun_chunks(text)
    assert chunks
    assert all(text[c.start : c.end] == c.text for c in chunks)


def test_gerund_heads_after_singular_nouns() -> None:
    texts = _texts("Our system handles question answering and improves speculative decoding on long inputs.")
    assert "question answering" in texts
    assert any(t.endswith("speculative decoding") for t in texts)


def test_hyphenated_compounds_stay_whole() -> None:
    texts = _texts("We study gravity-invariant object rotation with tactile sensing.")
    assert "gravity-invariant object rotation" in texts


def test_reporting_verbs_end_a_chunk() -> None:
    texts = _texts("Flow matching improves sample quality for protein design.")
    assert "Flow matching" in texts
    assert not any("improves" in t for t in texts)
    assert "sample quality" in texts


def test_leading_verb_is_not_part_of_the_chunk() -> None:
    texts = _texts("The gains come from reusing cached activations across layers.")
    assert "cached activations" in texts
    assert not any(t.startswith("reusing") for t in texts)


def test_adverb_before_adjective_joins() -> None:
    texts = _texts("We revisit distributionally robust optimization under label noise.")
    assert "distributionally robust optimization" in texts
    assert "label noise" in texts


def test_determiners_and_numbers_are_dropped() -> None:
    texts = _texts("The three datasets cover several languages.")
    assert "datasets" in texts
    assert not any(t.lower().startswith(("the", "three")) for t in texts)


def test_naming_participles_and_variables_end_chunks() -> None:
    texts = _texts("Training shows a phenomenon called Gradient Echo. Memory grows with sequence length L.")
    assert "Gradient Echo" in texts
    assert not any("called" in t for t in texts)
    assert "sequence length" in texts


def test_chunk_after_a_cue_finds_where_the_name_ends() -> None:
    from kg.extract.chunks import chunk_after

    text = "Building on flow matching, we train a sampler via knowledge distillation from a larger teacher."
    found = chunk_after(text, text.index("on") + 3)
    assert found is not None and found.text == "flow matching"
    assert text[found.start : found.end] == "flow matching"
    found = chunk_after(text, text.index("via") + 4)
    assert found is not None and found.text == "knowledge distillation"
    assert chunk_after(text, text.index(",")) is None  # punctuation before any chunk
