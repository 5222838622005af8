"""Mentions of known names anywhere in an abstract, found in one cheap pass.

Many background methods and benchmarks appear with no cue at all ("Graph neural networks
(GNNs) are the de facto standard ..."; "PipeDream-2BW is particularly appealing"). The
gazetteers (hand-written lists + mined corpus lexicon) and the names other abstracts of the
corpus propose say what they are. The scan joins lower-cased tokens into n-gram keys and
looks them up in a prebuilt dict, so it costs a few dict lookups per token: this pass also
tells the name parser where known (possibly lower-case) names start and end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress, count
from operator import itemgetter

from kg.extract.gazetteer import case_compatible, plural_form
from kg.extract.knowledge import Known, lookup, patterns
from kg.extract.tokens import Token
from kg.normalize import normalize

MAX_WORDS = 5
_LOWER = itemgetter(3)  # Token.lower


@dataclass(frozen=True)
class Mention:
    """A known name found in sentence ``sentence`` at cleaned offsets ``start:end``."""

    sentence: int
    start: int
    end: int
    tok_start: int
    tok_end: int
    text: str
    known: Known


_POSSESSIVES = ("'s", "\u2019s")


def prefixes(keys) -> set[str]:
    """Every '-'-bounded prefix of every key: lets the scan stop extending an n-gram early."""
    out: set[str] = set()
    for key in keys:
        parts = key.split("-")
        for i in range(1, len(parts) + 1):
            out.add("-".join(parts[:i]))
            for mark in _POSSESSIVES:
                if parts[i - 1].endswith(mark):  # "humanity's": the scan reaches "humanity" first
                    out.add("-".join([*parts[: i - 1], parts[i - 1][: -len(mark)]]))
    return out


@lru_cache(maxsize=1)
def _prefixes() -> frozenset[str]:
    return frozenset(prefixes(_index()))


@lru_cache(maxsize=1)
def _index() -> dict[str, list[tuple[str, Known]]]:
    """Normalized surface (and its plural) -> [(surface, resolved entry)], most trusted first."""
    index: dict[str, list[tuple[str, Known]]] = {}
    for _label, surface in patterns():
        known = lookup(surface)
        if known is None:
            continue
        key = normalize(surface)
        for k in (key, key + "s") if plural_form(key + "s") else (key,):
            index.setdefault(k, []).append((surface, known))
    return index


@lru_cache(maxsize=100_000)
def _has_upper(text: str) -> bool:
    return any(c.isupper() for c in text)


@lru_cache(maxsize=100_000)
def _all_caps(surface: str) -> bool:
    """Every letter of ``surface`` is a capital (and it has letters): cached, surfaces recur."""
    letters = [c for c in surface if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)


def _match(candidates: list[tuple[str, Known]], phrase: str) -> Known | None:
    has_upper = _has_upper(phrase)
    lower = phrase.islower()
    for surface, known in candidates:
        if _all_caps(surface) and not has_upper:
            continue  # "MATH" the benchmark is not "math"
        if lower and not any(s.islower() for s in (surface, known.name)):
            continue  # "quality" is not QuALITY
        if not case_compatible(surface, phrase):
            continue  # "Quality" opening a sentence is not QuALITY either
        return known
    return None


def scan(
    text: str, sentences: Sequence[tuple[int, Sequence[Token]]], corpus: dict[str, str]
) -> tuple[list[Mention], list[dict[int, int]]]:
    """Known names in every sentence, longest first, no overlaps.

    Returns the mentions (gazetteer entries and corpus names) and, per sentence, a map from
    token index to the end token of the longest known name starting there (for the parser).
    """
    index = _index()
    pre = _prefixes()
    cpre = corpus_prefixes(corpus)
    plain = getattr(corpus, "plain", frozenset())  # names proposed as one plain lower-case word
    mentions: list[Mention] = []
    spans: list[dict[int, int]] = []
    for si, toks in sentences:
        n = len(toks)
        here: dict[int, int] = {}
        # only tokens that start some known name can start a mention: find them with C-level
        # maps instead of a Python step per token (most tokens start nothing)
        lows = list(map(_LOWER, toks))
        starts = set(compress(count(), map(pre.__contains__, lows)))
        if cpre:
            starts.update(compress(count(), map(cpre.__contains__, lows)))
        i = 0
        for i0 in sorted(starts):
            if i0 < i:
                continue  # inside the previous mention
            i = i0
            t = toks[i]
            if not t.text[:1].isalnum():
                i += 1
                continue
            key = t.lower
            if key not in index and key not in corpus:
                # no one-word name here: the two-word key the loop below builds next must be a prefix
                # ("the", "a", "we" start a few names each and are skipped here at most places)
                nxt = toks[i + 1] if i + 1 < n else None
                if nxt is None:
                    i += 1
                    continue
                if nxt.lower in _POSSESSIVES and nxt.start == t.end:
                    key2 = key + nxt.lower
                elif nxt.text[:1].isalnum():
                    key2 = key + "-" + nxt.lower
                else:
                    key2 = ""
                if not key2 or (key2 not in pre and key2 not in cpre):
                    i += 1
                    continue
            best: tuple[int, Known] | None = None
            for k in range(i + 1, min(n, i + MAX_WORDS) + 1):
                if k > i + 1:
                    nxt = toks[k - 1]
                    if nxt.lower in _POSSESSIVES and nxt.start == toks[k - 2].end:
                        key = key + nxt.lower  # "Humanity's Last Exam": the possessive is part of the name
                    elif not nxt.text[:1].isalnum():
                        break
                    else:
                        key = key + "-" + nxt.lower
                if key not in pre and key not in cpre:
                    break
                cands = index.get(key)
                if cands:
                    known = _match(cands, text[t.start : toks[k - 1].end])
                    if known is not None:
                        best = (k, known)
                        continue
                # a name defined elsewhere in the input (corpus linking); one plain lower-case word
                # ("time", "and") is that word unless some paper spelled its name so ("quietmix")
                word = k == i + 1 and t.text.isalpha() and t.text.islower()
                if key in corpus and (not word or key in plain):
                    best = (k, Known(text[t.start : toks[k - 1].end], corpus[key], 0.7))
            if best is None:
                i += 1
                continue
            k, known = best
            here[i] = k
            phrase = text[t.start : toks[k - 1].end]
            mentions.append(Mention(si, t.start, toks[k - 1].end, i, k, phrase, known))
            i = k
        spans.append(here)
    return mentions, spans


_CORPUS_PREFIXES: dict[int, tuple[dict[str, str], frozenset[str]]] = {}


def corpus_prefixes(corpus: dict[str, str]) -> frozenset[str]:
    """Prefix set of a corpus-names dict, computed once per dict (held by identity)."""
    if not corpus:
        return frozenset()
    hit = _CORPUS_PREFIXES.get(id(corpus))
    if hit is None or hit[0] is not corpus:
        if len(_CORPUS_PREFIXES) > 4:
            _CORPUS_PREFIXES.clear()
        hit = (corpus, frozenset(prefixes(corpus)))
        _CORPUS_PREFIXES[id(corpus)] = hit
    return hit[1]

