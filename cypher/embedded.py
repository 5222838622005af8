"""Ad-hoc Cypher on the embedded store, through grand-cypher.

Results come back in the same plain shape as the Neo4j store's ``run_cypher``: one dict
per row, columns in RETURN order, nodes as ``{"_id", "_labels", **props}`` and
relationships as ``{"_type", "_start", "_end", **props}`` — so the two stores can be
compared with ``==`` and printed by the same code. Every failure of the parser or the
engine becomes one :class:`~kg.errors.KgError` line.
"""

from __future__ import annotations

import re
from typing import Any

import networkx as nx
from grandcypher import GrandCypher
from lark.exceptions import LarkError, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, VisitError

from kg.cypher.guard import check_embedded_support, check_read_only, write_clauses
from kg.cypher.lexer import tokenize
from kg.cypher.params import bind
from kg.errors import KgError

_HIDDEN = {"__labels__"}


def run_embedded(
    graph: nx.MultiDiGraph, text: str, params: dict[str, Any] | None = None, write: bool = False
) -> list[dict[str, Any]]:
    """Run read-only Cypher ``text`` on ``graph``; rows as plain dicts in RETURN order."""
    check_read_only(text, write)
    found = write_clauses(text)
    if found:
        raise KgError(
            f"the embedded store cannot run writing clauses ({', '.join(found)}); "
            "add papers with `kg ingest`, or run this query on the Neo4j store (--neo4j URI)"
        )
    check_embedded_support(text)
    bound = bind(text, params)
    try:
        raw = GrandCypher(graph).run(bound)
    except UnexpectedEOF:
        raise KgError(
            "query ends too early: the embedded store expects MATCH ... [WHERE ...] RETURN ..."
        ) from None
    except (UnexpectedCharacters, UnexpectedInput) as exc:
        where = f"line {exc.line} column {exc.column}" if getattr(exc, "line", -1) != -1 else "somewhere"
        near = _near(bound, exc)
        raise KgError(
            f"the embedded store (grand-cypher) cannot parse the query at {where}{near}; it supports "
            "MATCH/WHERE/RETURN/ORDER BY/SKIP/LIMIT — for full Cypher use the Neo4j store (--neo4j URI)"
        ) from None
    except VisitError as exc:
        raise KgError(f"the embedded store could not run the query: {_one_line(exc.orig_exc)}") from None
    except LarkError as exc:
        raise KgError(f"the embedded store could not parse the query: {_one_line(exc)}") from None
    except (
        NotImplementedError, KeyError, TypeError, ValueError, AssertionError, AttributeError, IndexError,
        ZeroDivisionError, RecursionError,
    ) as exc:  # fmt: skip
        raise KgError(f"the embedded store could not run the query: {_one_line(exc)}") from None
    return _rows(graph, raw, return_columns(text))


def _near(text: str, exc: UnexpectedInput) -> str:
    pos = getattr(exc, "pos_in_stream", None)
    if pos is None or pos < 0:
        return ""
    return f" (near {text[pos : pos + 20]!r})"


def _one_line(exc: BaseException) -> str:
    msg = " ".join(str(exc).split()) or type(exc).__name__
    return msg if len(msg) <= 300 else msg[:297] + "..."


def return_columns(text: str) -> list[str]:
    """Column names of the final RETURN clause, in order (aliases where given)."""
    tokens = tokenize(text)
    start = None
    for i, tok in enumerate(tokens):
        if tok.kind == "word" and tok.value == "RETURN":
            start = i + 1
    if start is None:
        return []
    items: list[str] = []
    current: list[str] = []
    depth = 0
    for tok in tokens[start:]:
        if tok.kind == "comment":
            continue
        if tok.kind == "word" and depth == 0 and tok.value in ("ORDER", "SKIP", "LIMIT"):
            break
        if (
            tok.kind == "word"
            and depth == 0
            and tok.value == "DISTINCT"
            and not items
            and not "".join(current).strip()
        ):
            continue
        if tok.kind == "code":
            for ch in tok.text:
                if ch in "([{":
                    depth += 1
                elif ch in ")]}":
                    depth -= 1
                if ch == "," and depth == 0:
                    items.append("".join(current))
                    current = []
                else:
                    current.append(ch)
        else:
            current.append(tok.value if tok.kind == "ident" else tok.text)
    if "".join(current).strip():
        items.append("".join(current))
    cols = []
    for item in items:
        m = re.search(r"\s+AS\s+`?([A-Za-z_][A-Za-z0-9_]*)`?\s*$", item, re.I)
        cols.append(m.group(1) if m else " ".join(item.split()))
    return cols


def _squash(s: str) -> str:
    return re.sub(r"\s+", "", s).lower()


def _rows(graph: nx.MultiDiGraph, raw: dict[Any, list[Any]], columns: list[str]) -> list[dict[str, Any]]:
    by_name = {str(k): v for k, v in raw.items()}
    ordered: list[str] = []
    squashed = {_squash(k): k for k in by_name}
    for col in columns:
        key = col if col in by_name else squashed.get(_squash(col))
        if key is not None and key not in ordered:
            ordered.append(key)
    ordered += sorted(k for k in by_name if k not in ordered)
    n = max((len(v) for v in by_name.values()), default=0)
    conv = _Converter(graph)
    return [
        {k: conv.plain(by_name[k][i]) if i < len(by_name[k]) else None for k in ordered} for i in range(n)
    ]


class _Converter:
    """Turns grand-cypher's host dicts into plain node/relationship dicts (never mutating them)."""

    def __init__(self, graph: nx.MultiDiGraph) -> None:
        self.graph = graph
        self._edges: dict[int, tuple[str, str]] | None = None

    def _edge_ends(self, data: dict[str, Any]) -> tuple[str, str] | None:
        if self._edges is None:
            self._edges = {id(d): (u, v) for u, v, d in self.graph.edges(data=True)}
        return self._edges.get(id(data))

    def plain(self, value: Any) -> Any:
        if isinstance(value, dict) and "__labels__" in value:
            props = {k: _copy(v) for k, v in value.items() if k not in _HIDDEN}
            ends = self._edge_ends(value) if "type" in value else None
            if ends is not None:
                props.pop("type", None)
                return {"_type": value["type"], "_start": ends[0], "_end": ends[1], **props}
            props.pop("label", None)
            node_id = value.get("key") or value.get("id")
            return {"_id": node_id, "_labels": sorted(value["__labels__"]), **props}
        if isinstance(value, dict):
            return {str(k): self.plain(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [self.plain(v) for v in value]
        if isinstance(value, (set, frozenset)):
            return sorted(self.plain(v) for v in value)
        return value


def _copy(value: Any) -> Any:
    if isinstance(value, list):
        return list(value)
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    return value
