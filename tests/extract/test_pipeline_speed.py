"""The fast paths of the pipeline must agree with the plain ones they replace.

``_proposal_text`` matches its cue on lower-cased text instead of with IGNORECASE: only a
speed-up, so it is checked against the straightforward computation on sentences written for
these tests.
"""

from __future__ import annotations

from kg.extract.pipeline import _PROPOSAL_CUE, _proposal_text
from kg.extract.sentences import split_sentences
from kg.model import Paper


def _reference(text: str) -> str:
    return " ".join(text[s:e] for s, e in split_sentences(text) if _PROPOSAL_CUE.search(text, s, e))


ABSTRACTS = [
    "Sparse routers are brittle. We PROPOSE Quillmix, a router for mixtures. It is fast.",
    "Introducing Harbor-7, a testbed for agents. Agents fail often. Results hold across seeds.",
    "Prior work is slow. This determines nothing new. We call our method Tern.",
    # "İ" lower-cases to two characters: the fast path must fall back, not shift offsets
    "İstanbul traffic is dense. We present Kestrel for routing. Traffic grows yearly.",
    "No cue words appear in this abstract. Only measurements follow.",
]


def test_proposal_text_keeps_exactly_the_cued_sentences():
    for text in ABSTRACTS:
        assert _proposal_text(Paper("p", "d", text)) == _reference(text)
    assert _proposal_text(Paper("p", "d", ABSTRACTS[0])) == "We PROPOSE Quillmix, a router for mixtures."
    # "determines" contains "term" but not at a word start: only the naming sentence is kept
    assert _proposal_text(Paper("p", "d", ABSTRACTS[2])) == "We call our method Tern."
    assert _proposal_text(Paper("p", "d", ABSTRACTS[3])) == "We present Kestrel for routing."
    assert _proposal_text(Paper("p", "d", ABSTRACTS[4])) == ""

