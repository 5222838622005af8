"""A small Cypher tokenizer: just enough to tell code from string literals and comments.

Parameter binding, the read-only guard and the unsupported-feature check all have to
ignore what sits inside ``'...'``, ``"..."``, backtick identifiers and comments —
``WHERE n.name = 'DELETE $x'`` neither writes nor takes a parameter. Splitting the text
once into typed pieces makes that rule impossible to forget.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kg.errors import KgError

_PARAM = re.compile(r"\$(?:([A-Za-z_][A-Za-z0-9_]*)|`([^`]+)`|([0-9]+))")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_ESCAPES = {"\\": "\\", "'": "'", '"': '"', "n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f"}


@dataclass(frozen=True)
class Token:
    """One piece of query text: ``kind`` is code, word, string, ident, param or comment."""

    kind: str
    text: str
    value: str = ""


def tokenize(text: str) -> list[Token]:
    """Split ``text`` into tokens; raises :class:`KgError` on an unterminated literal or comment."""
    tokens: list[Token] = []
    i, n = 0, len(text)
    code_start = 0

    def flush(upto: int) -> None:
        if upto > code_start:
            tokens.append(Token("code", text[code_start:upto]))

    while i < n:
        c = text[i]
        if c in "'\"":
            flush(i)
            j, value = _read_string(text, i)
            tokens.append(Token("string", text[i:j], value))
            i = code_start = j
        elif c == "`":
            flush(i)
            j = text.find("`", i + 1)
            if j < 0:
                raise KgError("unterminated backtick identifier in query")
            tokens.append(Token("ident", text[i : j + 1], text[i + 1 : j]))
            i = code_start = j + 1
        elif text.startswith("//", i):
            flush(i)
            j = text.find("\n", i)
            j = n if j < 0 else j
            tokens.append(Token("comment", text[i:j]))
            i = code_start = j
        elif text.startswith("/*", i):
            flush(i)
            j = text.find("*/", i + 2)
            if j < 0:
                raise KgError("unterminated /* comment */ in query")
            tokens.append(Token("comment", text[i : j + 2]))
            i = code_start = j + 2
        elif c == "$":
            m = _PARAM.match(text, i)
            if not m:
                raise KgError(f"'$' at offset {i} is not followed by a parameter name")
            flush(i)
            tokens.append(Token("param", m.group(0), m.group(1) or m.group(2) or m.group(3)))
            i = code_start = m.end()
        elif c.isalpha() or c == "_":
            flush(i)
            m = _WORD.match(text, i)
            assert m is not None
            tokens.append(Token("word", m.group(0), m.group(0).upper()))
            i = code_start = m.end()
        else:
            i += 1
    flush(n)
    return tokens


def _read_string(text: str, start: int) -> tuple[int, str]:
    """Read the string literal opening at ``start``; return (end offset, decoded value)."""
    quote = text[start]
    out: list[str] = []
    i = start + 1
    while i < len(text):
        c = text[i]
        if c == "\\":
            if i + 1 >= len(text):
                break
            e = text[i + 1]
            if e in _ESCAPES:
                out.append(_ESCAPES[e])
                i += 2
            elif e in "uU":
                width = 4 if e == "u" else 8
                digits = text[i + 2 : i + 2 + width]
                if len(digits) != width or not all(d in "0123456789abcdefABCDEF" for d in digits):
                    raise KgError(f"bad \\{e} escape in string literal at offset {i}")
                out.append(chr(int(digits, 16)))
                i += 2 + width
            else:
                raise KgError(f"unknown escape \\{e} in string literal at offset {i}")
        elif c == quote:
            return i + 1, "".join(out)
        else:
            out.append(c)
            i += 1
    raise KgError(f"unterminated string literal starting at offset {start}")


def words(tokens: list[Token]) -> list[str]:
    """The upper-cased keywords/identifiers of the code, in order (literals and comments excluded)."""
    return [t.value for t in tokens if t.kind == "word"]
