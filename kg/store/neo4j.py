"""The Neo4j store: the same graph and the same answers as :class:`~kg.store.memory.MemoryStore`.

Why it is built this way:

* **Identity is decided client-side.** Entity merging by name and alias uses
  :func:`kg.normalize.normalize` (NFKC, regexes), which Cypher cannot reproduce exactly.
  The store therefore keeps an index of every entity's normalized forms, loaded from the
  server once, runs the very same merge as the memory store, and writes the resulting
  node state. Keys and aliases are then equal to the memory store's for the same input
  order. One writer at a time is assumed (two concurrent loaders could each create a
  node the other would have merged into).
* **Writes are batched and idempotent.** Rows go through ``UNWIND $rows ... MERGE`` in
  managed write transactions (``execute_write``, retried on transient errors); every value
  is a query parameter. Labels and relationship types cannot be parameters in MERGE, so
  they are checked against the schema (:data:`kg.model.LABELS`, ``RELATION_TYPES``)
  before being spliced into the query text. Re-loading changes nothing; a load cut off
  midway is completed by running it again.
* **Neo4j stores no nulls**, so ``None`` properties are omitted on write and restored on
  read; empty lists are kept. Node and relationship attributes read back are exactly the
  memory store's (see its module docstring for the graph shape).
"""

from __future__ import annotations

import gc
import os
import re
from collections import defaultdict, deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager, suppress
from typing import Any

import neo4j
import networkx as nx
from neo4j import GraphDatabase
from neo4j import exceptions as nex
from neo4j.graph import Node, Path, Relationship

from kg.errors import KgError
from kg.model import LABELS, RELATION_TYPES, Entity, Extraction
from kg.normalize import normalize
from kg.store import PAPER_PROPS, lookup_row, paper_attrs, relation_attrs
from kg.store.identity import merge_entity, merged_relations

DEFAULT_URI = "bolt://127.0.0.1:7687"
DEFAULT_BATCH = 5_000  # smaller transactions: less heap per tx, fewer GC pauses (benchmarks/neo4j_load.py)
DEFAULT_WRITERS = 2  # push: one writer per core of the target box; add() always writes alone
REL_PROPS = ("evidence", "start", "end", "rule", "confidence")  # the order of push's relationship rows
ENTITY_PROPS = ("key", "name", "family")
FULLTEXT_INDEX = "entity_names"
FULLTEXT_DDL = (
    f"CREATE FULLTEXT INDEX {FULLTEXT_INDEX} IF NOT EXISTS "
    f"FOR (n:{'|'.join(LABELS)}) ON EACH [n.name, n.aliases]"
)
AWAIT_INDEXES = "CALL db.awaitIndexes(300)"
SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")


class _Rows(list):  # type: ignore[type-arg]
    """Batch parameters whose ``repr`` is short.

    The driver formats every RUN message for its debug log eagerly, ``repr`` of all
    parameters included, whether or not debug logging is on: for a 5,000-row batch that
    was a tenth of the client's CPU in a push. Packing sees an ordinary list.
    """

    def __repr__(self) -> str:
        return f"<{len(self)} rows>"


@contextmanager
def _cyclic_gc_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector (refcounting still frees everything) for a bulk copy.

    A push allocates a few hundred thousand row lists and dicts; each allocation burst
    triggers full collections that walk the whole embedded graph (millions of objects),
    which measured as more than half of the client's CPU in a corpus push. The rows form
    no reference cycles, so nothing waits for the collector; it is re-enabled after.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _clean(props: dict[str, Any]) -> dict[str, Any]:
    """Drop ``None`` values, which Neo4j cannot store."""
    return {k: v for k, v in props.items() if v is not None}


def _entity_attrs(label: str, props: dict[str, Any]) -> dict[str, Any]:
    """Entity node attributes exactly as the memory store holds them (``family`` on models only)."""
    attrs: dict[str, Any] = {
        "key": props.get("key"),
        "name": props.get("name"),
        "aliases": list(props.get("aliases") or []),
    }
    if label == "Model":
        attrs["family"] = props.get("family")
    return attrs


def _rel_attrs(rtype: str, props: dict[str, Any]) -> dict[str, Any]:
    return {"type": rtype, **{k: props.get(k) for k in REL_PROPS}}


class _Entities:
    """The client-side mirror of entity identity: key -> state, normalized form -> keys."""

    def __init__(self) -> None:
        self.nodes: dict[str, dict[str, Any]] = {}
        self.names: dict[str, set[str]] = defaultdict(set)

    def put(self, label: str, props: dict[str, Any]) -> None:
        state = {"label": label, **_entity_attrs(label, props)}
        self.nodes[state["key"]] = state
        for form in [state["name"], *state["aliases"]]:
            self.names[normalize(form)].add(state["key"])

    def merge(self, ent: Any) -> tuple[str, int]:
        """The memory store's merging rule (:func:`kg.store.identity.merge_entity`), on the mirror."""
        return merge_entity(ent, self.names, self.nodes.__getitem__, self.nodes.__setitem__)

    def resolve(self, name: str, label: str | None = None) -> list[str]:
        keys = self.names.get(normalize(name), set())
        if label:
            keys = {k for k in keys if self.nodes[k]["label"] == label}
        return sorted(keys)


class Neo4jStore:
    """A knowledge graph on a Neo4j 5 server, answering exactly like the embedded store."""

    def __init__(
        self,
        uri: str | None = None,
        user: str | None = None,
        password: str | None = None,
        database: str | None = None,
        *,
        batch_size: int = DEFAULT_BATCH,
        retry_seconds: float = 15.0,
        writers: int = DEFAULT_WRITERS,
    ) -> None:
        self.uri = uri or os.environ.get("NEO4J_URI") or DEFAULT_URI
        scheme = self.uri.split("://", 1)[0].lower() if "://" in self.uri else ""
        if scheme not in SCHEMES:
            raise KgError(f"bad Neo4j URI {self.uri!r}: use one of {', '.join(s + '://' for s in SCHEMES)}")
        self.user = user or os.environ.get("NEO4J_USERNAME") or "neo4j"
        password = password if password is not None else os.environ.get("NEO4J_PASSWORD")
        self.database = database or os.environ.get("NEO4J_DATABASE") or None
        self.batch_size = max(1, int(batch_size))
        self.writers = max(1, int(writers))
        self._entities: _Entities | None = None
        self._schema_ready = False
        try:
            self.driver = GraphDatabase.driver(
                self.uri,
                auth=(self.user, password or ""),
                max_transaction_retry_time=retry_seconds,
                connection_timeout=10.0,
                user_agent="kg-abstracts",
                notifications_min_severity="OFF",
            )
        except (ValueError, TypeError, nex.ConfigurationError) as exc:
            raise KgError(f"bad Neo4j URI {self.uri!r}: {_one_line(exc)}") from None
        try:
            self.driver.verify_connectivity()
        except BaseException as exc:
            self.driver.close()
            raise self._error(exc) from None

    # ------------------------------------------------------------ plumbing
    def _error(self, exc: BaseException) -> BaseException:
        """One clear line for anything the server or network did; other exceptions pass through."""
        where = f"Neo4j at {self.uri}"
        if isinstance(exc, nex.AuthError) or (
            isinstance(exc, nex.Neo4jError) and (exc.code or "").startswith("Neo.ClientError.Security")
        ):
            return KgError(
                f"{where} refused user {self.user!r}: wrong or missing password "
                "(set NEO4J_USERNAME/NEO4J_PASSWORD)"
            )
        if isinstance(exc, (nex.ServiceUnavailable, nex.SessionExpired, nex.IncompleteCommit)):
            return KgError(
                f"{where} is unreachable or stopped answering ({_reason(exc)}); "
                "start it (scripts/neo4j-server start), then re-run: loads resume safely"
            )
        if isinstance(exc, nex.CypherSyntaxError):
            return KgError(f"Cypher syntax error: {_one_line(exc.message or exc)}")
        if isinstance(exc, nex.Neo4jError):
            if exc.code == "Neo.ClientError.Statement.AccessMode" or "write queries" in (exc.message or ""):
                return KgError("the query writes to the graph; allow it explicitly with --write")
            if exc.code == "Neo.ClientError.Database.DatabaseNotFound":
                return KgError(f"{where} has no database {self.database!r} (check NEO4J_DATABASE)")
            return KgError(f"{where}: {exc.code}: {_one_line(exc.message or exc)}")
        if isinstance(exc, nex.DriverError):
            return KgError(f"{where}: {_one_line(exc)}")
        if isinstance(exc, OSError):
            return KgError(f"{where} is unreachable ({_one_line(exc)})")
        return exc

    def _session(self, write: bool = True) -> neo4j.Session:
        mode = neo4j.WRITE_ACCESS if write else neo4j.READ_ACCESS
        return self.driver.session(database=self.database, default_access_mode=mode)

    def _write(self, work: Callable[[neo4j.ManagedTransaction], Any]) -> Any:
        try:
            with self._session(write=True) as s:
                return s.execute_write(work)
        except BaseException as exc:
            self._entities = None  # the mirror may be ahead of the server now; reload it next time
            raise self._error(exc) from None

    def _read(self, query: str, **params: Any) -> list[dict[str, Any]]:
        def work(tx: neo4j.ManagedTransaction) -> list[dict[str, Any]]:
            return [r.data() for r in tx.run(query, params)]

        try:
            with self._session(write=False) as s:
                return s.execute_read(work)
        except BaseException as exc:
            raise self._error(exc) from None

    def close(self) -> None:
        """Release the driver's connections."""
        self.driver.close()

    def __enter__(self) -> Neo4jStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -------------------------------------------------------------- schema
    def init_schema(self) -> list[str]:
        """Uniqueness constraints (Paper.id, <Label>.key) and the full-text name index, idempotently."""
        statements = ["CREATE CONSTRAINT paper_id IF NOT EXISTS FOR (n:Paper) REQUIRE n.id IS UNIQUE"]
        for label in LABELS:
            statements.append(
                f"CREATE CONSTRAINT {label.lower()}_key IF NOT EXISTS FOR (n:{label}) REQUIRE n.key IS UNIQUE"
            )
        statements.append(FULLTEXT_DDL)
        self._schema_statements([*statements, AWAIT_INDEXES])
        self._schema_ready = True
        return statements

    def _schema_statements(self, statements: list[str]) -> None:
        """Run schema commands one after another (each in its own transaction, as Neo4j requires)."""
        try:
            with self._session(write=True) as s:
                for stmt in statements:
                    s.run(stmt).consume()
        except BaseException as exc:
            raise self._error(exc) from None

    def schema(self) -> dict[str, list[str]]:
        """Names of the constraints and indexes on the server (for ``kg neo4j status``)."""
        cons = self._read("SHOW CONSTRAINTS YIELD name RETURN name ORDER BY name")
        idx = self._read("SHOW INDEXES YIELD name, type RETURN name, type ORDER BY name")
        return {
            "constraints": [r["name"] for r in cons],
            "indexes": [f"{r['name']} ({r['type']})" for r in idx],
        }

    def server_info(self) -> dict[str, Any]:
        """Server address, version, edition and database, for ``kg neo4j status``."""
        rows = self._read(
            "CALL dbms.components() YIELD name, versions, edition RETURN name, versions, edition"
        )
        info = self.driver.get_server_info()
        return {
            "uri": self.uri,
            "address": str(info.address),
            "agent": info.agent,
            "version": rows[0]["versions"][0] if rows else None,
            "edition": rows[0]["edition"] if rows else None,
            "database": self.database or "(server default)",
        }

    # ------------------------------------------------------------- writing
    def _mirror(self) -> _Entities:
        if self._entities is None:
            mirror = _Entities()
            rows = self._read(
                "MATCH (n) WHERE " + " OR ".join(f"n:{lab}" for lab in LABELS) + " "
                "RETURN [l IN labels(n) WHERE l IN $labels][0] AS label, properties(n) AS props",
                labels=list(LABELS),
            )
            for r in rows:
                if r["label"] and r["props"].get("key"):
                    mirror.put(r["label"], r["props"])
            self._entities = mirror
        return self._entities

    def add(
        self,
        extractions: Iterable[Extraction],
        min_confidence: float = 0.0,
        on_batch: Callable[[dict[str, int]], None] | None = None,
    ) -> dict[str, int]:
        """Add papers with their entities and relations; returns counts of what was new.

        Same merge rules and counts as :meth:`MemoryStore.add`. Rows are flushed every
        ``batch_size`` relations; ``on_batch`` (for progress and tests) is called with the
        running counts after each committed batch.
        """
        if not self._schema_ready:
            self.init_schema()
        ents = self._mirror()
        counts = {"papers": 0, "entities": 0, "relations": 0}
        papers: dict[str, dict[str, Any]] = {}
        touched: set[str] = set()
        rels: dict[str, list[dict[str, Any]]] = defaultdict(list)
        pending = 0

        def flush() -> None:
            nonlocal papers, touched, rels, pending
            if not (papers or touched or rels):
                return
            entity_rows: dict[str, list[dict[str, Any]]] = defaultdict(list)
            for key in sorted(touched):
                node = ents.nodes[key]
                props = _clean({k: v for k, v in node.items() if k != "label"})
                entity_rows[node["label"]].append({"key": key, "props": props})
            created = self._write_batch(list(papers.values()), entity_rows, rels)
            counts["papers"] += created["papers"]
            counts["relations"] += created["relations"]
            papers, touched, rels, pending = {}, set(), defaultdict(list), 0
            if on_batch is not None:
                on_batch(dict(counts))

        def merge(ent: Entity) -> tuple[str, int]:
            key, new = ents.merge(ent)
            touched.add(key)  # its node row goes out with the next batch
            return key, new

        for ex in extractions:
            paper = ex.paper
            attrs = paper_attrs(paper.to_dict())
            papers[paper.id] = {"id": paper.id, "props": _clean(attrs)}
            created, kept = merged_relations(ex, merge, ents.nodes.__contains__, min_confidence)
            counts["entities"] += created
            for rel, target in kept:
                if rel.type not in RELATION_TYPES:
                    raise KgError(f"unknown relation type {rel.type!r} in paper {paper.id}")
                rels[rel.type].append(
                    {
                        "paper": paper.id,
                        "key": target,
                        "label": ents.nodes[target]["label"],
                        "props": _clean(relation_attrs(rel)),
                    }
                )
                pending += 1
            if pending >= self.batch_size or len(papers) >= self.batch_size:
                flush()
        flush()
        return counts

    def _write_batch(
        self,
        papers: list[dict[str, Any]],
        entities: dict[str, list[dict[str, Any]]],
        rels: dict[str, list[dict[str, Any]]],
    ) -> dict[str, int]:
        """One managed transaction of :meth:`add`: papers, then entities, then relations.

        MERGE, so re-runs are no-ops -- except for relations of papers absent when the
        transaction starts, which are CREATEd: no existence check and no expansion of dense
        entity nodes per row. A relationship of a paper that did not exist cannot exist
        either, so CREATE adds exactly what MERGE would; the check runs inside the same
        transaction, so a retry re-checks.
        """
        for label in entities:
            if label not in LABELS:
                raise KgError(f"unknown entity label {label!r}")
        for rtype in rels:
            if rtype not in RELATION_TYPES:
                raise KgError(f"unknown relation type {rtype!r}")

        def work(tx: neo4j.ManagedTransaction) -> dict[str, int]:
            created = {"papers": 0, "relations": 0}
            new_papers: set[str] = set()
            if papers:
                present = tx.run(
                    "UNWIND $ids AS id MATCH (p:Paper {id: id}) RETURN collect(id) AS ids",
                    ids=[p["id"] for p in papers],
                ).single()
                new_papers = {p["id"] for p in papers} - set(present["ids"] if present else [])
            if papers:
                s = tx.run(
                    "UNWIND $rows AS row MERGE (p:Paper {id: row.id}) SET p = row.props", rows=papers
                ).consume()
                created["papers"] += s.counters.nodes_created
            for label, rows in sorted(entities.items()):
                tx.run(
                    f"UNWIND $rows AS row MERGE (n:{label} {{key: row.key}}) SET n = row.props",
                    rows=rows,
                ).consume()
            for rtype, rows in sorted(rels.items()):
                by_label: dict[tuple[str, bool], list[dict[str, Any]]] = defaultdict(list)
                for r in rows:
                    by_label[(r["label"], r["paper"] in new_papers)].append(r)
                for (label, create), lrows in sorted(by_label.items()):
                    match = (
                        "UNWIND $rows AS row MATCH (p:Paper {id: row.paper}) "
                        f"MATCH (e:{label} {{key: row.key}}) "
                    )
                    if create:
                        # add() may repeat a paper in one batch: the first row wins, as with
                        # MERGE ... ON CREATE and in memory
                        firsts: dict[tuple[str, str], dict[str, Any]] = {}
                        for r in lrows:
                            firsts.setdefault((r["paper"], r["key"]), r)
                        lrows = list(firsts.values())
                        props = ", ".join(f"{k}: row.props.{k}" for k in REL_PROPS)
                        query = match + f"CREATE (p)-[r:{rtype} {{{props}}}]->(e)"
                    else:
                        query = match + f"MERGE (p)-[r:{rtype}]->(e) ON CREATE SET r = row.props"
                    s = tx.run(query, rows=lrows).consume()
                    created["relations"] += s.counters.relationships_created
            return created

        return self._write(work)

    def _present(self, label: str, prop: str, values: list[str]) -> set[str]:
        """Which of ``values`` the database already holds as ``label.prop``; free for an empty label."""
        if not values or not self._read(f"MATCH (n:{label}) RETURN count(n) AS n")[0]["n"]:
            return set()
        rows = self._read(
            f"UNWIND $values AS v MATCH (n:{label} {{{prop}: v}}) RETURN collect(v) AS found", values=values
        )
        return set(rows[0]["found"]) if rows else set()

    def _run_batches(self, batches: Iterable[Callable[[], Any]], done: Callable[[Any], None]) -> None:
        """Run independent write batches on ``self.writers`` threads, reporting in submission order.

        Batches are built lazily by the caller while earlier ones are on the server, and at
        most two per writer are in flight. On the first failure nothing new starts, the
        running ones finish (each is one transaction: committed whole or not at all) and the
        error propagates; concurrent writers that deadlock get a transient error, which
        ``execute_write`` retries.
        """
        pool = ThreadPoolExecutor(self.writers, thread_name_prefix="kg-neo4j-push")
        inflight: deque[Future[Any]] = deque()
        try:
            for batch in batches:
                inflight.append(pool.submit(batch))
                if len(inflight) >= 2 * self.writers:
                    done(inflight.popleft().result())
            while inflight:
                done(inflight.popleft().result())
        finally:
            pool.shutdown(wait=True, cancel_futures=True)

    def push(self, memory: Any, on_batch: Callable[[dict[str, int]], None] | None = None) -> dict[str, int]:
        """Copy an embedded graph (a MemoryStore) node for node and relationship for relationship.

        Nodes first: the database's nodes are looked up once (:meth:`_present`); those it
        lacks are CREATEd, the rest MERGEd and overwritten, and every batch returns its
        nodes' internal ids. Relationships then find both ends by internal id -- a direct
        record read, no index seek or index-entry lock per row -- and those of papers the
        database lacked are CREATEd (they cannot exist), the others MERGEd and overwritten.
        So a push into an empty database skips every existence check, a re-push changes
        nothing, and a push cut off midway is completed by running it again. (Internal
        ids are only reused after a deletion, which the one-writer-at-a-time rule excludes
        while a push runs.) Rows travel as positional lists, not maps: a third fewer bytes
        to encode, send and decode. Batches touch disjoint rows, so ``writers`` threads write them
        concurrently; ``on_batch`` is called once after all nodes, then after each
        relationship batch.
        """
        if not self._schema_ready:
            self.init_schema()
        with _cyclic_gc_paused():
            return self._push(memory.graph, on_batch)

    def _push(self, g: nx.MultiDiGraph, on_batch: Callable[[dict[str, int]], None] | None) -> dict[str, int]:
        """The push itself: ``[key, props]`` rows per label, then relationship rows by internal id."""
        counts = {"papers": 0, "entities": 0, "relations": 0}
        nodes: dict[str, list[list[Any]]] = defaultdict(list)
        for node_id, d in g.nodes(data=True):
            label = d.get("label")
            if label == "Paper":
                props = {k: d[k] for k in PAPER_PROPS if d.get(k) is not None}
                props["authors"] = list(d.get("authors") or [])
            elif label in LABELS:
                props = {k: d[k] for k in ENTITY_PROPS if d.get(k) is not None}
                props["aliases"] = list(d.get("aliases") or [])
                if label != "Model":
                    props.pop("family", None)
            else:
                raise KgError(f"node {node_id!r} has unknown label {label!r}")
            nodes[label].append([node_id, props])
        old = {
            label: self._present(label, "id" if label == "Paper" else "key", [r[0] for r in rows])
            for label, rows in nodes.items()
        }
        ids: dict[str, int] = {}

        def nodes_done(done: tuple[str, list[list[Any]], list[int], int]) -> None:
            label, rows, node_ids, created = done
            if len(node_ids) != len(rows):
                raise KgError(f"Neo4j returned {len(node_ids)} ids for {len(rows)} {label} nodes")
            ids.update(zip((r[0] for r in rows), node_ids, strict=True))
            if label == "Paper":
                counts["papers"] += created

        def rels_done(created: int) -> None:
            counts["relations"] += created
            if on_batch is not None:
                on_batch(dict(counts))

        rebuild = self._fulltext_rebuild_pays(nodes)
        if rebuild:
            self._schema_ready = False  # until the index is back; the next push/add/init re-creates it
            self._schema_statements([f"DROP INDEX {FULLTEXT_INDEX} IF EXISTS"])
        try:
            self._run_batches(self._node_batches(nodes, old), nodes_done)
        except BaseException:
            if rebuild:
                with suppress(Exception):  # the load's own error is the one to report
                    self._schema_statements([FULLTEXT_DDL])
            raise
        if rebuild:
            self._schema_statements([FULLTEXT_DDL])  # populated by the server while relationships load
        counts["entities"] = sum(len(rows) for label, rows in nodes.items() if label != "Paper")
        if on_batch is not None:
            on_batch(dict(counts))
        self._run_batches(self._rel_batches(g, ids, old.get("Paper", set())), rels_done)
        if rebuild:
            self._schema_statements([AWAIT_INDEXES])
            self._schema_ready = True
        self._entities = None
        return counts

    def _fulltext_rebuild_pays(self, nodes: dict[str, list[list[Any]]]) -> bool:
        """Whether to build the full-text name index after the nodes rather than update it per batch.

        Updating Lucene in every node transaction measured as a third of the server's CPU
        and most of the wall time in the node phase of a corpus push; one population of
        the finished index costs a fraction of that and overlaps the relationship phase.
        Only for a push into a database without entity nodes (so the index is empty and
        nobody can miss an answer) that brings at least a batch of them.
        """
        new = sum(len(rows) for label, rows in nodes.items() if label != "Paper")
        if new < self.batch_size:
            return False
        return not any(self._read(f"MATCH (n:{label}) RETURN count(n) AS n")[0]["n"] for label in LABELS)

    def _node_batches(
        self, nodes: dict[str, list[list[Any]]], old: dict[str, set[str]]
    ) -> Iterator[Callable[[], tuple[str, list[list[Any]], list[int], int]]]:
        """Write batches of ``[key, props]`` rows per label: CREATE the absent, MERGE the present."""
        for label, rows in sorted(nodes.items()):
            if label != "Paper" and label not in LABELS:
                raise KgError(f"unknown node label {label!r}")
            prop = "id" if label == "Paper" else "key"
            for fresh in (True, False):
                part = [r for r in rows if (r[0] in old[label]) != fresh]
                verb = "CREATE" if fresh else "MERGE"
                query = (
                    f"UNWIND $rows AS row {verb} (n:{label} {{{prop}: row[0]}}) SET n = row[1] "
                    "RETURN collect(id(n)) AS ids"
                )
                for start in range(0, len(part), self.batch_size):
                    chunk = _Rows(part[start : start + self.batch_size])
                    yield lambda chunk=chunk, query=query, label=label: self._write_nodes(label, query, chunk)

    def _write_nodes(
        self, label: str, query: str, rows: list[list[Any]]
    ) -> tuple[str, list[list[Any]], list[int], int]:
        """One transaction of node rows: their internal ids in row order (UNWIND keeps it), count created."""

        def work(tx: neo4j.ManagedTransaction) -> tuple[list[int], int]:
            result = tx.run(query, rows=rows)
            record = result.single()
            return (record["ids"] if record else []), result.consume().counters.nodes_created

        node_ids, created = self._write(work)
        return label, rows, node_ids, created

    def _rel_batches(
        self, g: nx.MultiDiGraph, ids: dict[str, int], old_papers: set[str]
    ) -> Iterator[Callable[[], int]]:
        """Batches of ``[paper id, entity id, *REL_PROPS]`` rows per type, split by new/old paper."""
        pending: dict[bool, dict[str, list[list[Any]]]] = {}
        size = {True: 0, False: 0}
        for u, v, k, d in g.edges(keys=True, data=True):
            fresh = u not in old_papers
            get = d.get  # REL_PROPS spelt out: a generator per edge doubled the cost of building rows
            pending.setdefault(fresh, defaultdict(_Rows))[k].append(
                [ids[u], ids[v], get("evidence"), get("start"), get("end"), get("rule"), get("confidence")]
            )
            size[fresh] += 1
            if size[fresh] >= self.batch_size:
                chunk, size[fresh] = pending.pop(fresh), 0
                yield lambda chunk=chunk, fresh=fresh: self._write_rels(chunk, fresh)
        for fresh, chunk in pending.items():
            yield lambda chunk=chunk, fresh=fresh: self._write_rels(chunk, fresh)

    def _write_rels(self, rels: dict[str, list[list[Any]]], fresh: bool) -> int:
        """One transaction of relationship rows (ends by internal id); the number created."""
        for rtype in rels:
            if rtype not in RELATION_TYPES:
                raise KgError(f"unknown relation type {rtype!r}")
        props = "{" + ", ".join(f"{p}: row[{i + 2}]" for i, p in enumerate(REL_PROPS)) + "}"
        ends = "UNWIND $rows AS row MATCH (p) WHERE id(p) = row[0] MATCH (e) WHERE id(e) = row[1] "

        def work(tx: neo4j.ManagedTransaction) -> int:
            created = 0
            for rtype, rows in sorted(rels.items()):
                if fresh:
                    query = ends + f"CREATE (p)-[:{rtype} {props}]->(e)"
                else:
                    query = ends + f"MERGE (p)-[r:{rtype}]->(e) SET r = {props}"
                created += tx.run(query, rows=rows).consume().counters.relationships_created
            return created

        return self._write(work)

    def clear(self) -> None:
        """Delete every node and relationship in the database (tests, ``kg neo4j`` reset)."""
        try:
            with self._session(write=True) as s:
                s.run("MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS").consume()
        except BaseException as exc:
            raise self._error(exc) from None
        self._entities = None

    # ------------------------------------------------------------- reading
    def resolve(self, name: str, label: str | None = None) -> list[str]:
        """Entity keys whose name or alias matches ``name`` (case/separator-insensitive)."""
        return self._mirror().resolve(name, label)

    def _by_label(self, keys: Iterable[str]) -> dict[str, list[str]]:
        ents = self._mirror()
        out: dict[str, list[str]] = defaultdict(list)
        for k in keys:
            out[ents.nodes[k]["label"]].append(k)
        return out

    def lookup(self, relation: str, name: str) -> list[dict[str, Any]]:
        """Papers related to the entity called ``name`` by ``relation``, with evidence."""
        if relation not in RELATION_TYPES:
            raise ValueError(f"unknown relation type {relation!r}")
        rows: list[dict[str, Any]] = []
        for label, keys in sorted(self._by_label(self.resolve(name)).items()):
            for r in self._read(
                f"MATCH (p:Paper)-[r:{relation}]->(e:{label}) WHERE e.key IN $keys "
                "RETURN properties(p) AS p, e.name AS entity, r.evidence AS evidence, "
                "r.confidence AS confidence",
                keys=keys,
            ):
                rows.append(lookup_row(r["p"], relation, r["entity"], label, r["evidence"], r["confidence"]))
        rows.sort(key=lambda r: (str(r["doc"]), r["entity"]))
        return rows

    def entity(self, name: str) -> list[dict[str, Any]]:
        """Entity cards for ``name``: label, aliases, family and papers per relation."""
        cards = []
        ents = self._mirror()
        for key in self.resolve(name):
            node = ents.nodes[key]
            label = node["label"]
            found = self._read(
                f"MATCH (e:{label} {{key: $key}}) OPTIONAL MATCH (p:Paper)-[r]->(e) "
                "RETURN properties(e) AS e, type(r) AS type, p.id AS paper, p.doc AS doc, p.title AS title, "
                "r.evidence AS evidence",
                key=key,
            )
            if not found:
                continue
            props = _entity_attrs(label, found[0]["e"])
            rels: dict[str, list[dict[str, Any]]] = defaultdict(list)
            for r in found:
                if r["type"] is not None:
                    rels[r["type"]].append(
                        {"paper": r["paper"], "doc": r["doc"], "title": r["title"], "evidence": r["evidence"]}
                    )
            cards.append(
                {
                    "key": key,
                    "label": label,
                    "name": props["name"],
                    "aliases": props["aliases"],
                    "family": props.get("family"),
                    "relations": {t: sorted(v, key=lambda r: str(r["doc"])) for t, v in sorted(rels.items())},
                }
            )
        return cards

    def neighbourhood(self, name: str, hops: int = 1) -> nx.MultiDiGraph:
        """The subgraph within ``hops`` undirected steps of the entities called ``name``."""
        ents = self._mirror()
        seeds = self.resolve(name)
        papers: set[str] = set()
        if not seeds:
            if name in ents.nodes:
                seeds = [name]
            elif self._read("MATCH (p:Paper {id: $id}) RETURN p.id AS id", id=name):
                papers.add(name)
        entities = set(seeds)
        p_frontier, e_frontier = set(papers), set(entities)
        for _ in range(max(hops, 0)):
            new_p: set[str] = set()
            new_e: set[str] = set()
            if p_frontier:
                for r in self._read(
                    "MATCH (p:Paper)-->(e) WHERE p.id IN $ids RETURN DISTINCT e.key AS key",
                    ids=sorted(p_frontier),
                ):
                    new_e.add(r["key"])
            for label, keys in sorted(self._by_label(e_frontier).items()):
                for r in self._read(
                    f"MATCH (p:Paper)-->(e:{label}) WHERE e.key IN $keys RETURN DISTINCT p.id AS id",
                    keys=keys,
                ):
                    new_p.add(r["id"])
            p_frontier, e_frontier = new_p - papers, new_e - entities
            papers |= p_frontier
            entities |= e_frontier
        return self._subgraph(papers, entities)

    def _subgraph(self, papers: set[str], entities: set[str]) -> nx.MultiDiGraph:
        g = nx.MultiDiGraph()
        if papers:
            for r in self._read(
                "MATCH (p:Paper) WHERE p.id IN $ids RETURN properties(p) AS p", ids=sorted(papers)
            ):
                g.add_node(r["p"]["id"], label="Paper", __labels__={"Paper"}, **paper_attrs(r["p"]))
        for label, keys in sorted(self._by_label(entities).items()):
            for r in self._read(
                f"MATCH (e:{label}) WHERE e.key IN $keys RETURN properties(e) AS e", keys=keys
            ):
                g.add_node(r["e"]["key"], label=label, __labels__={label}, **_entity_attrs(label, r["e"]))
        if papers and entities:
            for r in self._read(
                "MATCH (p:Paper)-[r]->(e) WHERE p.id IN $ids AND e.key IN $keys "
                "RETURN p.id AS u, e.key AS v, type(r) AS type, properties(r) AS props",
                ids=sorted(papers),
                keys=sorted(entities),
            ):
                attrs = _rel_attrs(r["type"], r["props"])
                g.add_edge(r["u"], r["v"], key=r["type"], __labels__={r["type"]}, **attrs)
        return g

    def graph(self) -> nx.MultiDiGraph:
        """The whole graph in the memory store's shape (for parity checks and small exports)."""
        ids = {r["id"] for r in self._read("MATCH (p:Paper) RETURN p.id AS id")}
        return self._subgraph(ids, set(self._mirror().nodes))

    def stats(self) -> dict[str, Any]:
        """Counts of nodes per label and relations per type."""
        labels = {}
        for label in ("Paper", *LABELS):
            n = self._read(f"MATCH (n:{label}) RETURN count(n) AS n")[0]["n"]
            if n:
                labels[label] = n
        types = {}
        for rtype in RELATION_TYPES:
            types[rtype] = self._read(f"MATCH ()-[r:{rtype}]->() RETURN count(r) AS n")[0]["n"]
        total_nodes = self._read("MATCH (n) RETURN count(n) AS n")[0]["n"]
        total_rels = self._read("MATCH ()-[r]->() RETURN count(r) AS n")[0]["n"]
        papers = labels.pop("Paper", 0)
        return {
            "papers": papers,
            "entities": dict(sorted(labels.items())),
            "relations": types,
            "total_nodes": total_nodes,
            "total_relations": total_rels,
        }

    # -------------------------------------------------------------- cypher
    def run_cypher(
        self, text: str, params: dict[str, Any] | None = None, write: bool = False
    ) -> list[dict[str, Any]]:
        """Run Cypher with bound parameters; rows as plain data (see :func:`plain`).

        Read-only unless ``write`` is true: the session's access mode makes the server
        reject writing clauses.
        """

        def work(tx: neo4j.ManagedTransaction) -> list[dict[str, Any]]:
            result = tx.run(text, params or {})
            keys = result.keys()
            return [{k: plain(rec[k]) for k in keys} for rec in result]

        try:
            with self._session(write=write) as s:
                rows = s.execute_write(work) if write else s.execute_read(work)
        except BaseException as exc:
            raise self._error(exc) from None
        if write:
            self._entities = None
        return rows


def _node_id(node: Node) -> Any:
    props = dict(node)
    return props.get("key") if "key" in props else props.get("id")


def plain(value: Any) -> Any:
    """Driver values as plain data, equal to the embedded store's Cypher rows.

    Nodes become ``{"_id", "_labels", **props}`` and relationships
    ``{"_type", "_start", "_end", **props}``, with the schema's missing (null)
    properties restored as ``None`` and missing lists as ``[]``.
    """
    if isinstance(value, Node):
        labels = sorted(value.labels)
        props = dict(value)
        if "Paper" in labels:
            props = {**paper_attrs(props), **props}
        else:
            label = next((lab for lab in labels if lab in LABELS), None)
            if label is not None:
                props = {**_entity_attrs(label, props), **props}
        return {"_id": _node_id(value), "_labels": labels, **{k: plain(v) for k, v in props.items()}}
    if isinstance(value, Relationship):
        props = {k: dict(value).get(k) for k in REL_PROPS} if value.type in RELATION_TYPES else {}
        props.update(dict(value))
        start = _node_id(value.start_node) if value.start_node is not None else None
        end = _node_id(value.end_node) if value.end_node is not None else None
        return {"_type": value.type, "_start": start, "_end": end, **{k: plain(v) for k, v in props.items()}}
    if isinstance(value, Path):
        return {
            "_nodes": [plain(n) for n in value.nodes],
            "_relationships": [plain(r) for r in value.relationships],
        }
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if hasattr(value, "iso_format"):
        return value.iso_format()
    return value


def _reason(exc: BaseException) -> str:
    """The OS-level cause of a connection failure, else the driver's message, shortened."""
    text = _one_line(exc)
    m = re.search(r"\[Errno -?\d+\] ([^)\]]+)", text)
    return m.group(1).strip().lower() if m else text[:160]


def _one_line(exc: BaseException | str) -> str:
    text = str(exc).strip() or type(exc).__name__
    return " ".join(text.split())[:300]
