"""Base noun phrases from part-of-speech tags: "speculative decoding", "gravity-invariant object rotation".

spaCy's English ``noun_chunks`` needs a parser with ClearNLP labels, which the UD-trained pipeline
does not produce, so chunks come from tags alone. A chunk is a run of modifier words (adjectives,
nouns, participles, numbers) ending in a noun; words joined by hyphens without spaces ("sim-to-real",
"multi-axis") form one unit typed by its last part. Two tag ambiguities are settled by position:
a leading gerund/participle is a verb unless a determiner precedes it ("by improving sample
efficiency" vs "the existing methods"), and a final gerund is a noun only after a singular noun or an
adjective ("speculative decoding", "question answering"), not after a plural ("models using").
"""

from __future__ import annotations

import re
from typing import NamedTuple

from kg.extract.postag import tag_doc

NOUN = frozenset({"NN", "NNS", "NNP", "NNPS"})
MODIFIER = NOUN | {"JJ", "JJR", "JJS", "VBG", "VBN", "CD", "FW", "AFX"}
VERBS_3SG = frozenset(
    """improves outperforms achieves enables reduces requires remains yields provides shows demonstrates
    leverages introduces proposes presents allows captures exhibits suffers surpasses exceeds relies
    learns generates predicts estimates combines integrates employs utilizes incorporates reveals
    consists depends performs produces maintains preserves ensures mitigates addresses tackles solves
    extends adapts builds matches scales increases decreases boosts lowers limits hinders struggles
    fails applies trains aims seeks attempts tends""".split()
)
# Participles that introduce a name ("a process called Residual Alignment") end a chunk.
NAMING = frozenset({"called", "named", "termed", "dubbed", "coined", "denoted", "referred"})
_QUANTIFIERS = frozenset("several many various multiple diverse numerous both most some all".split())
_VARIABLE = re.compile(r"^[A-Za-z]\.?$")
_DETERMINERS = frozenset({"DT", "PRP$", "POS", "WP$", "PDT"})
_HYPHENS = frozenset({"-", "‐", "–", "/"})


class Chunk(NamedTuple):
    """A noun chunk: character offsets into the text and the text itself."""

    start: int
    end: int
    text: str


def _units(doc) -> list[tuple[int, int, str]]:
    """Token ranges ``(i, j, tag)``, hyphen-joined words merged and typed by their last word.

    Corrections for scientific prose, which the web-text treebank under-represents: a
    third-person verb of reporting ("improves", "outperforms") tagged as a plural noun is a verb,
    an "-ly" adverb right before an adjective modifies it ("distributionally robust"), and a plural
    between a singular noun and further nouns is a verb ("the system handles question answering"),
    and a sentence-initial base verb before a noun is a noun (abstracts have no imperatives).
    """
    units: list[tuple[int, int, str]] = []
    i, n = 0, len(doc)
    while i < n:
        j = i + 1
        while (
            j + 1 < n
            and doc[j].text in _HYPHENS
            and not doc[j - 1].whitespace_
            and not doc[j].whitespace_
            and doc[j + 1].text[:1].isalnum()
            and doc[i].text[:1].isalnum()
        ):
            j += 2
        tag = doc[j - 1].tag_
        low = doc[j - 1].lower_
        if j - i == 1 and tag in ("NNS", "NN") and low in VERBS_3SG:
            tag = "VBZ"
        elif j - i == 1 and low in NAMING:
            tag = "VBD"
        elif (
            j - i == 1 and tag == "VB" and doc[i].is_sent_start and j < n and doc[j].tag_ in NOUN | {"VBG"}
        ):
            tag = "NN"  # abstracts do not open with imperatives: "Flow matching improves ..."
        elif j - i == 1 and tag == "RB" and low.endswith("ly") and j < n and doc[j].tag_ in ("JJ", "VBN"):
            tag = "JJ"
        if j - i > 1 and tag not in MODIFIER:
            tag = "JJ"  # "state-of-the-art", "end-to-end": a hyphenated compound modifies
        units.append((i, j, tag))
        i = j
    # "system handles question answering": a plural between a singular noun and more nouns is a verb
    for k in range(1, len(units) - 1):
        i, j, tag = units[k]
        if (
            tag == "NNS"
            and j - i == 1
            and units[k - 1][2] in ("NN", "NNP")
            and units[k + 1][2] in ("NN", "NNS", "JJ", "VBG")
            and doc[i].lower_.endswith("s")
            and not doc[i].lower_.endswith("ss")
        ):
            units[k] = (i, j, "VBZ")
        # "datasets cover several languages": quantifiers open a noun phrase, so the noun-tagged
        # word between a noun and a quantifier is the verb
        elif (
            tag in ("NN", "NNS", "NNP")
            and j - i == 1
            and units[k - 1][2] in NOUN
            and doc[units[k + 1][0]].lower_ in _QUANTIFIERS
        ):
            units[k] = (i, j, "VBP")
    return units


def doc_chunks(doc) -> list[tuple[int, int]]:
    """Token ranges ``(i, j)`` of the base noun chunks of a tagged ``Doc``."""
    units = _units(doc)
    out: list[tuple[int, int]] = []
    k, n = 0, len(units)
    while k < n:
        if units[k][2] not in MODIFIER or not doc[units[k][0]].text[:1].isalnum():
            k += 1
            continue
        e = k
        while e < n and units[e][2] in MODIFIER and doc[units[e][0]].text[:1].isalnum() and (
            e == k or not doc[units[e][0]].is_sent_start
        ):
            e += 1
            if doc[units[e - 1][1] - 1].text.endswith("."):
                break  # "N." swallowed the full stop: the sentence ends here
        s = k
        prev_tag = doc[units[k][0] - 1].tag_ if units[k][0] > 0 else ""
        if s < e - 1 and units[s][2] in {"VBG", "VBN"} and prev_tag not in _DETERMINERS:
            s += 1  # a leading participle is the verb: "by improving sample efficiency"
        while s < e and units[s][2] == "CD":
            s += 1  # "two datasets"
        last = e
        while last > s + 1 and _VARIABLE.match(doc[units[last - 1][1] - 1].text):
            last -= 1  # a trailing variable: "input length N"
        while last > s:
            t = units[last - 1][2]
            if t in NOUN:
                break
            if t == "VBG" and last - 1 > s and units[last - 2][2] in {"NN", "NNP", "JJ"}:
                break  # "speculative decoding", "question answering"
            last -= 1
        if last > s:
            out.append((units[s][0], units[last - 1][1]))
        k = e if e > k else k + 1
    return out


def noun_chunks(text: str) -> list[Chunk]:
    """Base noun chunks of ``text`` as ``(start, end, text)``, in order."""
    doc = tag_doc(text)
    return [
        Chunk(doc[i].idx, doc[j - 1].idx + len(doc[j - 1].text), doc[i : j].text) for i, j in doc_chunks(doc)
    ]


def chunk_after(text: str, offset: int, max_gap: int = 2) -> Chunk | None:
    """The noun chunk that starts at ``offset`` or after at most ``max_gap`` words (determiners,
    adverbs) - where a cue's object ends: "building on flow matching, we ..." -> "flow matching".

    Cue rules know where a name starts ("based on", "via", "leveraging") but not where a lowercase
    technique name stops; the tags do. Returns None when no chunk starts close enough.
    """
    doc = tag_doc(text)
    first = next((t.i for t in doc if t.idx >= offset), None)
    if first is None:
        return None
    for i, j in doc_chunks(doc):
        if i >= first:
            between = doc[first:i]
            if len(between) > max_gap or any(not t.is_alpha for t in between):
                return None
            return Chunk(doc[i].idx, doc[j - 1].idx + len(doc[j - 1].text), doc[i:j].text)
    return None
