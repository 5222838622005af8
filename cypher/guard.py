"""Checks run on query text before any store sees it.

* :func:`check_read_only` refuses clauses that write unless the caller passed ``write=True``,
  on both stores, so ``kg query`` cannot change a graph by accident.
* :func:`check_embedded_support` names the Cypher features the embedded engine
  (grand-cypher) does not have, so the user gets one clear line suggesting the Neo4j
  store instead of a parser stack trace.

Keywords are looked up only in code tokens: a ``DELETE`` inside a string, a comment, a
backtick name, a property (``r.set``) or a label (``:Set``) is not a clause.
"""

from __future__ import annotations

import re

from kg.cypher.lexer import Token, tokenize
from kg.errors import KgError

WRITE_CLAUSES = ("CREATE", "MERGE", "SET", "DELETE", "DETACH", "REMOVE", "DROP", "FOREACH")

# (keyword sequence, human name of the feature); checked in code tokens only
_UNSUPPORTED: tuple[tuple[tuple[str, ...], str], ...] = (
    (("OPTIONAL", "MATCH"), "OPTIONAL MATCH"),
    (("WITH",), "WITH"),
    (("UNWIND",), "UNWIND"),
    (("UNION",), "UNION"),
    (("CALL",), "CALL"),
    (("CASE",), "CASE expressions"),
    (("SHORTESTPATH",), "shortestPath()"),
    (("ALLSHORTESTPATHS",), "allShortestPaths()"),
    (("XOR",), "XOR"),
)
# shapes found in the query with strings blanked out; grand-cypher would parse some of them
# but answer wrongly (an undirected pattern only matches edges present in both directions)
_UNSUPPORTED_SHAPES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"=~"), "regular expressions (=~)"),
    (
        re.compile(r"\)\s*-(?:\[[^\]]*\])?-\s*\("),
        "undirected relationship patterns (a)--(b); give a direction",
    ),
    (re.compile(r"\bcount\s*\(\s*\*\s*\)", re.I), "count(*); count a variable instead, e.g. count(p)"),
    (re.compile(r"\bmatch\s+\w+\s*=", re.I), "named paths (MATCH p = ...)"),
)
_FUNCTIONS_SUPPORTED = {"ID", "TOLOWER", "TOUPPER", "TRIM", "COALESCE", "SIZE", "TYPE", "RELATIONSHIPS"}
AGGREGATES = {"COUNT", "SUM", "AVG", "MAX", "MIN", "COLLECT"}
_LIST_PREDICATES = {"ALL", "ANY", "NONE", "SINGLE"}


def _keywords(tokens: list[Token]) -> list[tuple[int, str]]:
    """(index, upper-cased word) of every word that can be a keyword or function name."""
    out = []
    for i, tok in enumerate(tokens):
        if tok.kind != "word":
            continue
        prev = tokens[i - 1].text.rstrip() if i > 0 else ""
        if prev.endswith(".") or prev.endswith(":") or prev.endswith("|"):
            continue  # property access, label or relationship type
        out.append((i, tok.value))
    return out


def _is_call(tokens: list[Token], i: int) -> bool:
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    return nxt is not None and nxt.kind == "code" and nxt.text.lstrip().startswith("(")


def write_clauses(text: str) -> list[str]:
    """The writing clauses used by ``text`` (empty for a read-only query)."""
    tokens = tokenize(text)
    kws = _keywords(tokens)
    found = [w for _, w in kws if w in WRITE_CLAUSES]
    seq = [w for _, w in kws]
    for a, b in zip(seq, seq[1:], strict=False):
        if (a, b) == ("LOAD", "CSV"):
            found.append("LOAD CSV")
    for i, w in kws:
        if w == "CALL" and any(verb in _procedure_name(tokens, i) for verb in _WRITE_VERBS):
            found.append("CALL of a write procedure")
    return sorted(set(found))


_WRITE_VERBS = ("create", "drop", "set", "merge", "delete", "write", "clear", "kill", "remove", "add")


def _procedure_name(tokens: list[Token], call: int) -> str:
    """The lower-cased dotted name after CALL (``db.labels``); empty for a ``CALL { }`` subquery."""
    parts = []
    for tok in tokens[call + 1 :]:
        if tok.kind == "word" or (tok.kind == "code" and tok.text.strip() in (".", "")):
            parts.append(tok.text.strip())
        elif tok.kind == "ident":
            parts.append(tok.value)
        else:
            break
    return "".join(parts).lower()


def check_read_only(text: str, write: bool) -> None:
    """Raise :class:`KgError` if ``text`` writes and ``write`` is false."""
    if write:
        return
    found = write_clauses(text)
    if found:
        raise KgError(
            f"query writes to the graph ({', '.join(found)}); refused without --write (read-only by default)"
        )


def check_embedded_support(text: str) -> None:
    """Raise :class:`KgError` naming the first feature grand-cypher cannot run."""
    tokens = tokenize(text)
    kws = _keywords(tokens)
    seq = [w for _, w in kws]
    for words_, name in _UNSUPPORTED:
        k = len(words_)
        for j in range(len(seq) - k + 1):
            if tuple(seq[j : j + k]) == words_:
                if words_ == ("WITH",) and j > 0 and seq[j - 1] in ("STARTS", "ENDS"):
                    continue
                _unsupported(name)
    skeleton = "".join('""' if t.kind == "string" else " " if t.kind == "comment" else t.text for t in tokens)
    for pattern, name in _UNSUPPORTED_SHAPES:
        if pattern.search(skeleton):
            _unsupported(name)
    for i, w in kws:
        if _is_call(tokens, i) and w not in _FUNCTIONS_SUPPORTED | AGGREGATES | _LIST_PREDICATES:
            if w in ("MATCH", "WHERE", "RETURN", "AND", "OR", "NOT", "IN"):
                continue
            _unsupported(f"function {tokens[i].text}()")
    if not any(w == "RETURN" for w in seq) and not write_clauses(text):
        raise KgError("query has no RETURN clause; the embedded store needs one")


def _unsupported(feature: str) -> None:
    raise KgError(
        f"the embedded store (grand-cypher) does not support {feature}; "
        "run this query on the Neo4j store (--neo4j URI) or rewrite it"
    )
