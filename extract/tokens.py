"""A tokenizer for scientific names, with character offsets.

Names in ML abstracts carry hyphens, dots, pluses and slashes that a general tokenizer
splits (``FedVPA-GP``, ``LOZO+``, ``Qwen3-30B-A3B-Thinking-2507``, ``LLaVA-1.5``, ``7.2-8.5x``,
``v5/v6``). Here a token is a run of word characters joined by ``- . + / ' ’`` as long as it
starts and ends on a word character (or ``+``), so sentence-final periods and commas stay
separate while internal punctuation stays inside the name. Pure regex: it is the hot loop.
"""

from __future__ import annotations

import re
from typing import NamedTuple

_GLUED = re.compile(r"[a-z]{2}\.(?=[A-Z][a-z]{2})")
_TOKEN = re.compile(r"[^\W_](?:[\w+\-./'’]*[\w+])?|\S")


class Token(NamedTuple):
    """A token: its text, its offsets in the cleaned abstract, and its lower-case form."""

    text: str
    start: int
    end: int
    lower: str


def tokenize(text: str, offset: int = 0) -> list[Token]:
    """Tokens of ``text``; offsets are shifted by ``offset`` (the sentence start)."""
    out = []
    append = out.append
    for m in _TOKEN.finditer(text):
        t = m.group(0)
        s = m.start() + offset
        if len(t) < 3:
            append(Token(t, s, s + len(t), t.lower()))
            continue
        glued = _GLUED.search(t) if "." in t else None
        if glued:
            # "Self-Guard.Specifically": a sentence boundary without its space
            cut = glued.start() + 2
            out.append(Token(t[:cut], s, s + cut, t[:cut].lower()))
            out.append(Token(".", s + cut, s + cut + 1, "."))
            rest = t[cut + 1 :]
            out.append(Token(rest, s + cut + 1, s + len(t), rest.lower()))
            continue
        # possessive: "LOZO's" -> "LOZO" "'s"
        if len(t) > 2 and t[-2:] in ("'s", "’s"):
            out.append(Token(t[:-2], s, s + len(t) - 2, t[:-2].lower()))
            out.append(Token(t[-2:], s + len(t) - 2, s + len(t), "'s"))
            continue
        out.append(Token(t, s, s + len(t), t.lower()))
    return out
