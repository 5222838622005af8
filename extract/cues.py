"""Finding cue words in a sentence and the coordinated list of names after them.

Comparison, builds-on and benchmark cues all have the same shape: a trigger (one or a few
words) followed by a list of names ("outperforms X, Y and Z"). This module matches the
triggers as token sequences and parses the list with :func:`kg.extract.names.parse_list`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import compress, count
from operator import itemgetter

from kg.extract.document import Document, Sentence
from kg.extract.names import Name, parse_list
from kg.extract.tokens import Token

_HEAD4 = itemgetter(slice(0, 4))

# id(triggers) -> (exact first word -> sequences, prefix triggers, 4-letter heads of prefix triggers,
# exact first words)
_TABLES: dict[int, tuple] = {}


def _table(triggers: dict[tuple[str, ...], str]):
    """Index triggers by exact first word, and list the prefix ("outperform*") ones separately."""
    tab = _TABLES.get(id(triggers))
    if tab is None:
        exact: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        prefix: list[tuple[str, tuple[str, ...], str]] = []
        for seq, rule in triggers.items():
            if seq[0].endswith("*"):
                prefix.append((seq[0][:-1], seq, rule))
            else:
                exact.setdefault(seq[0], []).append((seq, rule))
        for v in exact.values():
            v.sort(key=lambda x: -len(x[0]))  # longest trigger first
        prefix.sort(key=lambda x: -len(x[1]))
        heads = frozenset(p[:4] for p, _, _ in prefix)
        tab = _TABLES[id(triggers)] = (exact, prefix, heads, frozenset(exact))
    return tab


def _rest_matches(toks: Sequence[Token], i: int, seq: tuple[str, ...]) -> bool:
    if i + len(seq) > len(toks):
        return False
    for off in range(1, len(seq)):
        w = seq[off]
        tl = toks[i + off].lower
        if w.endswith("*"):
            if not tl.startswith(w[:-1]):
                return False
        elif tl != w:
            return False
    return True


def match_triggers(sent: Sentence, triggers: dict[tuple[str, ...], str]) -> Iterator[tuple[int, int, str]]:
    """Yield ``(start, end, rule)`` token ranges where a trigger sequence occurs.

    ``triggers`` (a module-level constant: it is indexed once) maps lower-case token tuples
    to a rule name; a trailing ``*`` on a word matches any ending ("outperform*").
    """
    exact, prefix, heads, firsts = _table(triggers)
    has_exact = not sent.words.isdisjoint(firsts)
    # the sentence's set of 4-letter heads (built once per sentence) tells whether any token can start
    # a prefix trigger, before a slice of every token is taken to find which
    has_prefix = bool(heads) and not sent.heads.isdisjoint(heads)
    if not has_exact and not has_prefix:
        return  # no word of the sentence can start a trigger (most sentences)
    toks = sent.tokens
    lows = sent.lows
    # tokens that can start a trigger, found with C-level maps (most tokens start none)
    starts = set(compress(count(), map(exact.__contains__, lows))) if has_exact else set()
    if has_prefix:
        starts.update(compress(count(), map(heads.__contains__, map(_HEAD4, lows))))
    for i in sorted(starts):
        low = lows[i]
        cands = exact.get(low)
        hit = None
        if cands:
            for seq, rule in cands:
                if _rest_matches(toks, i, seq):
                    hit = (i, i + len(seq), rule)
                    break
        if hit is None and low[:4] in heads:
            for p, seq, rule in prefix:
                if low.startswith(p) and _rest_matches(toks, i, seq):
                    hit = (i, i + len(seq), rule)
                    break
        if hit is not None:
            yield hit


_EXAMPLE_MARKS = frozenset({"e.g", "i.e", "namely", ".", ","})


def past_example_marker(toks: Sequence[Token], m: int) -> int:
    """The first token from ``m`` on that is not part of an "e.g.,"/"i.e.,"/"namely" marker: where the
    names of a list introduced by one start ("benchmarks, i.e., X, Y and Z", "(e.g., ChatGPT)")."""
    while m < len(toks) and toks[m].lower in _EXAMPLE_MARKS:
        m += 1
    return m


def names_after(doc: Document, sent: Sentence, j: int) -> list[Name]:
    """The coordinated list of names starting at token ``j`` of ``sent``.

    Parsed once per position and document (the text and known spans do not change while the
    rules run); each caller gets its own copy of the list.
    """
    if not (sent.index < len(doc.sentences) and doc.sentences[sent.index] is sent):
        return parse_list(doc.clean, sent.tokens, j, doc.known_at(sent))  # a sentence of another text
    names = doc.lists_after.get((sent.index, j))
    if names is None:
        names = doc.lists_after[sent.index, j] = parse_list(doc.clean, sent.tokens, j, doc.known_at(sent))
    return list(names)
