"""Cypher on either store: named queries (``queries/*.cypher``) and ad-hoc text.

    >>> from kg import cypher
    >>> cypher.run(store, "compares-against", {"name": "GRPO"})        # doctest: +SKIP
    >>> cypher.run(store, "MATCH (d:Dataset) RETURN d.name LIMIT 5")   # doctest: +SKIP

Dispatch: a store with ``run_cypher`` (Neo4j) gets the Cypher text and parameters as
they are; the embedded store runs named queries through :mod:`kg.cypher.lookups`
(index walks, no graph scans) and ad-hoc text through grand-cypher
(:mod:`kg.cypher.embedded`). Either way the rows are plain dicts, equal across stores.
"""

from __future__ import annotations

from typing import Any

from kg.cypher.embedded import run_embedded
from kg.cypher.guard import check_read_only
from kg.cypher.lookups import EMBEDDED
from kg.cypher.named import NamedQuery, Param, bind_named, get, named_queries, require
from kg.errors import KgError

__all__ = ["NamedQuery", "Param", "named_queries", "run", "run_named", "run_text", "get", "require"]


def _is_remote(store: Any) -> bool:
    return hasattr(store, "run_cypher")


def run(
    store: Any,
    name_or_text: str,
    params: dict[str, Any] | None = None,
    write: bool = False,
    limit: int | None = None,
) -> list[dict[str, Any]]:
    """Run a named query (by name) or ad-hoc Cypher text; at most ``limit`` rows."""
    if limit is not None and limit < 0:
        raise KgError("--limit must be zero or more")
    query = get(name_or_text) if "\n" not in name_or_text and len(name_or_text) < 64 else None
    rows = (
        run_named(store, query, params) if query is not None else run_text(store, name_or_text, params, write)
    )
    return rows if limit is None else rows[:limit]


def run_named(
    store: Any, query: NamedQuery | str, params: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """Run a named query with the user's parameters (names resolved to keys first)."""
    q = require(query) if isinstance(query, str) else query
    bound = bind_named(store, q, params)
    if _is_remote(store):
        return list(store.run_cypher(q.text, bound, write=False))
    return EMBEDDED[q.name](store, bound)


def run_text(
    store: Any, text: str, params: dict[str, Any] | None = None, write: bool = False
) -> list[dict[str, Any]]:
    """Run ad-hoc Cypher; writing clauses are refused unless ``write`` is true."""
    if not text.strip():
        raise KgError("empty query")
    check_read_only(text, write)
    if _is_remote(store):
        return list(store.run_cypher(text, params or {}, write=write))
    graph = getattr(store, "graph", None)
    if graph is None:
        raise KgError(f"cannot run Cypher on a {type(store).__name__}")
    return run_embedded(graph, text, params, write=write)
