"""Parameter values: parsing ``--param k=v`` and binding ``$k`` safely for grand-cypher.

grand-cypher has no query parameters, so on the embedded store every ``$name`` in
*code* is replaced by a literal built here from the value — never by pasting the raw
text. String literals are emitted in the one form grand-cypher reads (double quotes,
backslash escapes for ``\\``, ``"`` and every control character), so a value such as
``x"}) DETACH DELETE n //`` stays one string. ``$x`` inside a string literal or comment
is left alone because the lexer never shows it to us as a parameter.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from kg.cypher.guard import AGGREGATES
from kg.cypher.lexer import tokenize
from kg.errors import KgError

_INT = re.compile(r"^[+-]?\d+$")
_FLOAT = re.compile(r"^[+-]?(\d+\.\d*|\.\d+|\d+(\.\d*)?[eE][+-]?\d+)$")
_CNAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def parse_param(item: str, typed: bool = True) -> tuple[str, Any]:
    """``"year=2024"`` -> ``("year", 2024)``; integers and decimals become numbers, the rest text.

    With ``typed=False`` every value stays text (named queries convert by declared kind).
    """
    name, sep, raw = item.partition("=")
    name = name.strip()
    if not sep or not _CNAME.match(name):
        raise KgError(f"--param expects NAME=VALUE with NAME a plain identifier, got {item!r}")
    if not typed:
        return name, raw
    if _INT.match(raw.strip()):
        return name, int(raw)
    if _FLOAT.match(raw.strip()):
        return name, float(raw)
    return name, raw


def parse_params(items: list[str] | tuple[str, ...], typed: bool = True) -> dict[str, Any]:
    """Parse repeated ``--param`` options into a dict (a repeated name keeps the last value)."""
    return dict(parse_param(i, typed) for i in items)


def literal(value: Any) -> str:
    """A grand-cypher literal for ``value``: string, number, boolean, null or a flat list."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise KgError(f"parameter value {value!r} is not a finite number")
        return repr(value)
    if isinstance(value, str):
        # JSON escapes (\" \\ \n \uXXXX for control characters) are valid Python escapes,
        # which is what grand-cypher uses to read string literals back.
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (list, tuple)):
        if any(isinstance(v, (list, tuple, dict)) for v in value):
            raise KgError("the embedded store accepts only flat lists of plain values as parameters")
        return "[" + ", ".join(literal(v) for v in value) + "]"
    raise KgError(f"cannot use a {type(value).__name__} as a query parameter on the embedded store")


def bind(text: str, params: dict[str, Any] | None) -> str:
    """Rewrite ``text`` for grand-cypher: parameters become literals, strings double-quoted.

    Also drops comments and upper-cases aggregate names (``count(`` -> ``COUNT(``) and
    ``exists {``, which grand-cypher otherwise rejects although they are valid Cypher.
    """
    params = params or {}
    tokens = tokenize(text)
    out: list[str] = []
    for i, tok in enumerate(tokens):
        if tok.kind == "param":
            if tok.value not in params:
                raise KgError(f"query uses ${tok.value} but no value was given (--param {tok.value}=...)")
            out.append(literal(params[tok.value]))
        elif tok.kind == "string":
            out.append(literal(tok.value))
        elif tok.kind == "comment":
            out.append(" ")
        elif tok.kind == "ident":
            if not _CNAME.match(tok.value):
                raise KgError(
                    f"the embedded store (grand-cypher) cannot use the backtick name {tok.text}; "
                    "run this query on the Neo4j store (--neo4j URI)"
                )
            out.append(tok.value)
        elif tok.kind == "word" and tok.value in AGGREGATES and _followed_by(tokens, i, "("):
            out.append(tok.value)
        elif tok.kind == "word" and tok.value == "EXISTS" and _followed_by(tokens, i, "{"):
            out.append(tok.value)
        else:
            out.append(tok.text)
    return "".join(out)


def _followed_by(tokens: list, i: int, char: str) -> bool:
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    return nxt is not None and nxt.kind == "code" and nxt.text.lstrip().startswith(char)
