"""Sentence splitting that survives "e.g.", "i.e.", "et al.", "vs.", initials and decimals.

"resp." is deliberately not protected: it closes its sentence ("3 and 4, resp. We ...") far more
often than it sits inside one, where a capital rarely follows it.

A rule splitter is used instead of spaCy's sentencizer because the sentencizer breaks after
every "e.g." and "vs.", which cuts comparison cues ("helpfulness vs. harmlessness") in half,
and because it is the hottest loop of extraction: a regex pass is several times faster.
"""

from __future__ import annotations

import re

# A boundary: terminal punctuation (optionally closing quote/bracket), whitespace, then
# something that can start a sentence.
# "... noisy annotations.To address ...": a period glued to the next sentence (lost whitespace in the
# source) ends a sentence when a lower-case word ends before it and a capitalised word starts after it.
_BOUNDARY = re.compile(
    r"[.!?][\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9$\\*_])|(?<=[a-z]{3}\.)(?=[A-Z][a-z]+\s)"
)
# _BOUNDARY without its glued-period branch, and a test for that branch: the look-behind that opens
# the branch makes the engine try the whole pattern at every character; without it the engine skips
# to the next [.!?]. Texts with no glued period (nearly all) take the fast form: same matches.
_PUNCT_BOUNDARY = re.compile(_BOUNDARY.pattern.split("|(?<=")[0])
_GLUED_PERIOD = re.compile(r"\.(?<=[a-z]{3}\.)(?=[A-Z][a-z]+\s)")
_NO_BREAK_BEFORE = re.compile(
    r"(?:\b(?:e\.g|i\.e|et al|vs|cf|etc|Fig|Figs|Eq|Eqs|Sec|Tab|approx|incl|No|Dr|Mr|Ms|Prof|St|"
    r"viz|w\.r\.t|a\.k\.a|Ref|Refs|Inc|Ltd|Corp|Jr|Sr|Vol|pp|ca|al|avg|Avg|Approx|esp|"
    r"Sect|Secs|Alg|Algs|Thm|Def|Prop|Lem|Cor|App|Appx|Ch|Nos|Tabs|Ph\.D|Sept|ibid)|\b[A-Z])\.$"
)


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Return ``(start, end)`` character ranges of the sentences of ``text``, trimmed."""
    spans: list[tuple[int, int]] = []
    start = 0
    boundary = _BOUNDARY if _GLUED_PERIOD.search(text) else _PUNCT_BOUNDARY
    for m in boundary.finditer(text):
        head = text[max(start, m.start() - 12) : m.start() + 1]
        if _NO_BREAK_BEFORE.search(head):
            continue
        end = m.end()
        spans.append((start, end))
        start = end
    spans.append((start, len(text)))
    out = []
    for s, e in spans:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if e > s:
            out.append((s, e))
    return out
