"""A tokenizer for scientific names, with character offsets.

Names in ML abstracts carry hyphens, dots, pluses and slashes that a general tokenizer
splits (``FedVPA-GP``, ``LOZO+``, ``Qwen3-30B-A3B-Thinking-2507``, ``LLaVA-1.5``, ``7.2-8.5x``,
``v5/v6``). Here a token is a run of word characters joined by ``- . + / ' ’`` as long as it
starts and ends on a word character (or ``+``), so sentence-final periods and commas stay
separate while internal punctuation stays inside the name. Pure regex: it is the hot loop.
"""

from __future__ import annotations

import re
from itertools import accumulate, repeat
from operator import sub
from typing import NamedTuple

_GLUED = re.compile(r"[a-z]{2}\.(?=[A-Z][a-z]{2})")
# the same test anchored on the period: the engine jumps from "." to "." instead of trying
# _GLUED at every lower-case letter (found exactly when _GLUED is found)
_GLUED_AT_PERIOD = re.compile(r"\.(?<=[a-z]{2}\.)(?=[A-Z][a-z]{2})")
# ("CelebA-64×64", "3×3": a multiplication sign between digits stays inside the token; so does a
# thousands separator: "5,000-hour YODAS")
_TOKEN = re.compile(r"[^\W_](?:(?:[\w+\-./'’]|(?<=\d)×(?=\d)|(?<=\d),(?=\d{3}(?!\d)))*[\w+])?|\S")
# the same tokens with the whitespace before each: ``findall`` returns plain strings, several
# times cheaper than a match object per token (and, with no groups, than a tuple per token),
# and the running sum of their lengths gives every token's end
_SPACED = re.compile(r"\s*(?:" + _TOKEN.pattern + ")")
_new = tuple.__new__  # Token(...) without the Python-level __new__ of a NamedTuple


class Token(NamedTuple):
    """A token: its text, its offsets in the cleaned abstract, and its lower-case form."""

    text: str
    start: int
    end: int
    lower: str


def tokenize(text: str, offset: int = 0) -> list[Token]:
    """Tokens of ``text``; offsets are shifted by ``offset`` (the sentence start).

    Most sentences have neither a glued boundary nor a possessive: their tokens are built
    with C-level ``map``/``zip`` over ``findall`` strings, several times faster than a Python
    loop over match objects; the rest take the token-by-token path that splits those cases.
    """
    if ("'s" in text or "’s" in text) or ("." in text and _GLUED_AT_PERIOD.search(text)):
        return _tokenize_slow(text, offset)
    # every non-space character is in some token, so only whitespace lies between tokens: the
    # running sum of the lengths of (space + token) strings gives each token's end, the end minus
    # the token's length its start; a token starts on a non-space, so lstrip() removes exactly the
    # ``\s*`` part (both use the same Unicode whitespace test)
    spaced = _SPACED.findall(text)
    texts = list(map(str.lstrip, spaced))
    ends = list(accumulate(map(len, spaced), initial=offset))
    del ends[0]
    rows = zip(texts, map(sub, ends, map(len, texts)), ends, map(str.lower, texts), strict=True)
    return list(map(_new, repeat(Token), rows))


def _tokenize_slow(text: str, offset: int) -> list[Token]:
    out: list[Token] = []
    append = out.append
    for m in _TOKEN.finditer(text):
        t = m.group()
        s = m.start() + offset
        if len(t) < 3:
            append(_new(Token, (t, s, s + len(t), t.lower())))
            continue
        glued = _GLUED.search(t) if "." in t else None
        if glued:
            # "Self-Guard.Specifically": a sentence boundary without its space
            cut = glued.start() + 2
            append(_new(Token, (t[:cut], s, s + cut, t[:cut].lower())))
            append(_new(Token, (".", s + cut, s + cut + 1, ".")))
            rest = t[cut + 1 :]
            append(_new(Token, (rest, s + cut + 1, s + len(t), rest.lower())))
            continue
        # possessive: "LOZO's" -> "LOZO" "'s"
        if t[-2:] in ("'s", "’s"):
            append(_new(Token, (t[:-2], s, s + len(t) - 2, t[:-2].lower())))
            append(_new(Token, (t[-2:], s + len(t) - 2, s + len(t), "'s")))
            continue
        append(_new(Token, (t, s, s + len(t), t.lower())))
    return out
