"""Entity merging, the one rule both stores follow.

An entity joins an existing node of the same label when its name or any alias
normalizes to a name or alias the node already carries (the first such node by key);
otherwise it becomes a new node keyed ``label:normalized-name``. Aliases accumulate in
the order first seen, and a model keeps the first family it was given. The Neo4j store
replays this rule client-side, so both stores give the same keys and aliases for the
same input order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kg.model import Entity, Extraction, Relation
from kg.normalize import normalize


def merge_entity(
    ent: Entity,
    names: dict[str, set[str]],
    node_of: Callable[[str], dict[str, Any]],
    create: Callable[[str, dict[str, Any]], None],
) -> tuple[str, int]:
    """Merge ``ent`` into the nodes reached through ``names`` (normalized form -> keys).

    ``node_of(key)`` returns a node's mutable attribute dict and ``create(key, attrs)``
    adds a node. Returns the node key and 1 if a node was created, else 0.
    """
    existing = None
    for form in [normalize(ent.name)] + [normalize(a) for a in ent.aliases]:
        hits = sorted(k for k in names.get(form, ()) if node_of(k)["label"] == ent.label)
        if hits:
            existing = hits[0]
            break
    if existing is None:
        key = ent.key
        attrs: dict[str, Any] = {"label": ent.label, "key": key, "name": ent.name, "aliases": []}
        if ent.label == "Model":
            attrs["family"] = ent.family
        create(key, attrs)
        new = 1
    else:
        key, new = existing, 0
    node = node_of(key)
    seen = {normalize(node["name"])} | {normalize(a) for a in node["aliases"]}
    for name in (ent.name, *ent.aliases):
        if normalize(name) not in seen:
            node["aliases"].append(name)
            seen.add(normalize(name))
    if ent.label == "Model" and not node.get("family") and ent.family:
        node["family"] = ent.family
    for form in seen:
        names.setdefault(form, set()).add(key)
    return key, new


def merged_relations(
    ex: Extraction,
    merge: Callable[[Entity], tuple[str, int]],
    exists: Callable[[str], bool],
    min_confidence: float = 0.0,
) -> tuple[int, list[tuple[Relation, str]]]:
    """Merge one paper's entities with ``merge`` and resolve its relations onto the merged keys.

    Both stores add a paper this way, so they keep the same relations: those at or above
    ``min_confidence`` whose (merged) target ``exists``. Returns the number of entities
    created and the kept ``(relation, target key)`` pairs, in extraction order.
    """
    resolved: dict[str, str] = {}
    created = 0
    for ent in ex.entities:
        key, new = merge(ent)
        resolved[ent.key] = key
        created += new
    kept = []
    for rel in ex.relations:
        if rel.confidence < min_confidence:
            continue
        target = resolved.get(rel.entity_key, rel.entity_key)
        if exists(target):
            kept.append((rel, target))
    return created, kept
