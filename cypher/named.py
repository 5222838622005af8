"""Named queries: the ``.cypher`` files in ``queries/`` and their parameters.

Each file starts with a header comment — a one-line description, then one
``// @param NAME KIND  help`` line per parameter — followed by Cypher that runs as is
on Neo4j. KIND says how the user's value is bound:

* ``entity``: a name, resolved through aliases and case by ``store.resolve`` into the
  list ``$keys`` of entity keys (so the Cypher never matches on names itself);
* ``family``: a model family, bound to ``$keys`` = models of that family (or so named);
* ``paper``: a paper id or doc, bound to ``$papers`` = the ids of the papers it names
  (an id is looked up through the id index; a doc only when no id matches);
* ``str`` / ``int``: passed through as ``$NAME``; ``?`` makes it optional (null),
  ``=VALUE`` gives a default.

The node matched against ``$keys`` carries the label disjunction
``:Method|Dataset|Task|Metric|Model``: it changes no answer (every entity has one of these
labels) but lets Neo4j seek the per-label key constraints instead of scanning all nodes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from kg.errors import KgError
from kg.normalize import normalize

KINDS = ("entity", "family", "paper", "str", "int")
_PARAM_LINE = re.compile(rf"^//\s*@param\s+(\w+)\s+({'|'.join(KINDS)})(\?|=(\S+))?\s*(.*)$")


@dataclass(frozen=True)
class Param:
    """One user-facing parameter of a named query."""

    name: str
    kind: str
    help: str
    optional: bool = False
    default: Any = None

    @property
    def required(self) -> bool:
        return not self.optional and self.default is None


@dataclass(frozen=True)
class NamedQuery:
    """A named query: its file stem, description, parameters and Cypher text."""

    name: str
    description: str
    params: tuple[Param, ...]
    text: str

    @property
    def ordered(self) -> bool:
        """Whether the result order is defined (the final RETURN has ORDER BY)."""
        tail = self.text.rsplit("RETURN", 1)[-1]
        return "ORDER BY" in tail


def parse_query_file(name: str, text: str) -> NamedQuery:
    """Parse a named query's header; a malformed header is a packaging bug, so it raises."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("//"):
        raise ValueError(f"named query {name}: first line must be a // description")
    description = lines[0][2:].strip()
    params = []
    for line in lines[1:]:
        if not line.startswith("//"):
            break
        m = _PARAM_LINE.match(line)
        if not m:
            continue
        pname, kind, flag, default, help_ = m.groups()
        dflt: Any = None
        if default is not None:
            dflt = int(default) if kind == "int" else default
        params.append(Param(pname, kind, help_.strip(), optional=flag == "?", default=dflt))
    return NamedQuery(name, description, tuple(params), text)


@lru_cache(maxsize=1)
def _load() -> dict[str, NamedQuery]:
    folder = resources.files("kg.cypher") / "queries"
    out = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".cypher"):
            stem = entry.name[: -len(".cypher")]
            out[stem] = parse_query_file(stem, entry.read_text(encoding="utf-8"))
    return out


def named_queries() -> list[NamedQuery]:
    """Every named query, sorted by name."""
    return list(_load().values())


def get(name: str) -> NamedQuery | None:
    """The named query called ``name`` (``_`` and ``-`` interchangeable), or None."""
    return _load().get(name.strip().replace("_", "-"))


def require(name: str) -> NamedQuery:
    """Like :func:`get` but a clear error listing the names when there is no such query."""
    q = get(name)
    if q is None:
        raise KgError(f"no named query {name!r}; try one of: {', '.join(_load())} (kg ask --list)")
    return q


def bind_named(store: Any, query: NamedQuery, given: dict[str, Any] | None) -> dict[str, Any]:
    """Turn the user's parameters into the query's Cypher parameters (resolving names to keys)."""
    given = dict(given or {})
    known = {p.name for p in query.params}
    unknown = sorted(set(given) - known)
    if unknown:
        expected = ", ".join(p.name for p in query.params) or "no parameters"
        raise KgError(f"{query.name} does not take {', '.join(unknown)}; it takes {expected}")
    bound: dict[str, Any] = {}
    for p in query.params:
        value = given.get(p.name, p.default)
        if value is None or (isinstance(value, str) and not value.strip() and p.kind != "str"):
            if p.required:
                raise KgError(f"{query.name} needs --param {p.name}=... ({p.help})")
            bound[p.name] = None
            continue
        if p.kind == "int":
            try:
                bound[p.name] = int(value)
                if bound[p.name] < 0:
                    raise ValueError
            except (TypeError, ValueError):
                raise KgError(
                    f"{query.name}: --param {p.name} must be a whole number (0 or more), got {value!r}"
                ) from None
        else:
            bound[p.name] = str(value)
        if p.kind == "entity":
            bound["keys"] = list(store.resolve(str(value)))
        elif p.kind == "family":
            bound["keys"] = family_keys(store, str(value))
        elif p.kind == "paper":
            bound["papers"] = paper_ids(store, str(value))
    return bound


def paper_ids(store: Any, ref: str) -> list[str]:
    """Ids of the papers whose id is ``ref``, else of those whose doc (``file#N``) is ``ref``."""
    if hasattr(store, "run_cypher"):
        rows = store.run_cypher("MATCH (p:Paper {id: $ref}) RETURN p.id AS id", {"ref": ref})
        if not rows:
            rows = store.run_cypher("MATCH (p:Paper) WHERE p.doc = $ref RETURN p.id AS id", {"ref": ref})
        return sorted(r["id"] for r in rows)
    from kg.cypher.lookups import doc_index

    g = store.graph
    if ref in g and g.nodes[ref].get("label") == "Paper":
        return [ref]
    return sorted(doc_index(store).get(ref, ()))


def family_matches(want: str, family: str) -> bool:
    """Whether normalized ``family`` is ``want`` or a version of it: qwen ~ qwen2.5, llama ~ llama-3.1.

    Extraction records versioned families (``Qwen2.5``, ``Llama-3``); a user asking for
    "qwen" means all of them, but not a different family that merely starts the same way
    (``llama`` does not match ``llamaguard``), so the next character must not be a letter.
    """
    if family == want:
        return True
    return bool(want) and family.startswith(want) and not family[len(want)].isalpha()


def family_keys(store: Any, family: str) -> list[str]:
    """Keys of the models of family ``family`` (any version), or named/aliased ``family``."""
    want = normalize(family)
    if hasattr(store, "run_cypher"):
        rows = store.run_cypher(
            "MATCH (m:Model) WHERE m.family IS NOT NULL RETURN m.key AS key, m.family AS family"
        )
        keys = {r["key"] for r in rows if family_matches(want, normalize(str(r["family"])))}
    else:
        from kg.cypher.lookups import family_index

        keys = {k for fam, ks in family_index(store).items() if family_matches(want, fam) for k in ks}
    keys.update(store.resolve(family, label="Model"))
    return sorted(keys)
