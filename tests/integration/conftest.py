"""Fixtures for the integration tests that need a real Neo4j server.

The main server is the one ``make test`` starts with ``scripts/neo4j-server start`` and
announces through ``NEO4J_URI``/``NEO4J_USERNAME``/``NEO4J_PASSWORD``. When those are not
set, the bundled server's own files (``.neo4j/password``, ``$KG_NEO4J_PORT``) are used, so
``scripts/neo4j-server start && pytest -m neo4j`` works too. A server that cannot be
reached is a failure with instructions — never a skip — locally and in CI alike.

Tests that must stop a server (interruption) or build a database offline (neo4j-admin
import) get a private one in a temporary home on a free port (:func:`private_server`).
"""

from __future__ import annotations

import os
import socket
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from kg.errors import KgError
from kg.store.neo4j import Neo4jStore

REPO = Path(__file__).resolve().parents[2]
SERVER_SCRIPT = REPO / "scripts" / "neo4j-server"
HOW_TO_START = (
    "start the bundled server with `scripts/neo4j-server start` and export its settings with "
    '`eval "$(scripts/neo4j-server env)"` (make test does both)'
)


@dataclass(frozen=True)
class Neo4jSettings:
    uri: str
    user: str
    password: str

    def store(self, **kwargs: object) -> Neo4jStore:
        return Neo4jStore(self.uri, self.user, self.password, **kwargs)  # type: ignore[arg-type]


def _settings_from_env() -> Neo4jSettings:
    uri = os.environ.get("NEO4J_URI")
    password = os.environ.get("NEO4J_PASSWORD")
    if not uri:
        pw_file = REPO / ".neo4j" / "password"
        if not pw_file.exists():
            pytest.fail(f"NEO4J_URI is not set and {pw_file} does not exist: {HOW_TO_START}")
        uri = f"bolt://127.0.0.1:{os.environ.get('KG_NEO4J_PORT', '7687')}"
        password = pw_file.read_text(encoding="utf-8").strip()
    return Neo4jSettings(uri, os.environ.get("NEO4J_USERNAME") or "neo4j", password or "")


@pytest.fixture(scope="session")
def neo4j_settings() -> Neo4jSettings:
    """Connection settings of the main test server, checked once to be reachable."""
    settings = _settings_from_env()
    try:
        settings.store().close()
    except KgError as exc:
        pytest.fail(f"cannot use Neo4j for the integration tests: {exc}. {HOW_TO_START}")
    return settings


_CLEARED: set[str] = set()  # URIs this test session has already found empty or was allowed to wipe


def _may_clear(settings: Neo4jSettings, store: Neo4jStore) -> bool:
    """Only the bundled server's database, an empty one, or an explicit opt-in gets wiped."""
    if settings.uri in _CLEARED or os.environ.get("KG_NEO4J_TEST_CLEAR") == "1":
        return True
    bundled = Path(os.environ.get("KG_NEO4J_HOME") or REPO / ".neo4j") / "password"
    if bundled.exists() and bundled.read_text(encoding="utf-8").strip() == settings.password:
        return True
    return store.run_cypher("MATCH (n) RETURN count(n) AS n")[0]["n"] == 0


@pytest.fixture
def neo4j_store(neo4j_settings: Neo4jSettings) -> Iterator[Neo4jStore]:
    """A store on an emptied database (Community has one user database, so tests share it).

    The tests delete everything in that database, so a server that is not the bundled
    one (scripts/neo4j-server) and holds data is refused unless KG_NEO4J_TEST_CLEAR=1.
    """
    store = neo4j_settings.store()
    if not _may_clear(neo4j_settings, store):
        store.close()
        pytest.fail(
            f"refusing to empty the non-empty database at {neo4j_settings.uri}: the Neo4j tests delete "
            "everything; point NEO4J_URI at a scratch server or set KG_NEO4J_TEST_CLEAR=1"
        )
    _CLEARED.add(neo4j_settings.uri)
    store.clear()
    try:
        yield store
    finally:
        store.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PrivateServer:
    """A second Neo4j, in its own home and port, that a test may stop, restart or rebuild."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.port = _free_port()
        self.env = {
            **os.environ,
            "KG_NEO4J_HOME": str(home),
            "KG_NEO4J_PORT": str(self.port),
            "KG_NEO4J_HEAP": "512m",
            "KG_NEO4J_PAGECACHE": "128m",
        }

    @property
    def uri(self) -> str:
        return f"bolt://127.0.0.1:{self.port}"

    @property
    def settings(self) -> Neo4jSettings:
        return Neo4jSettings(self.uri, "neo4j", (self.home / "password").read_text(encoding="utf-8").strip())

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        """Run ``scripts/neo4j-server ARGS`` for this home; a failure fails the test with its output."""
        proc = subprocess.run(
            [str(SERVER_SCRIPT), *args],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        if proc.returncode != 0:
            cmd = " ".join(args)
            pytest.fail(f"scripts/neo4j-server {cmd} failed ({proc.returncode}):\n{proc.stderr}{proc.stdout}")
        return proc

    def start(self) -> None:
        self.run("start")

    def stop(self) -> None:
        self.run("stop")


@pytest.fixture
def private_server(tmp_path: Path) -> Iterator[PrivateServer]:
    """A not-yet-started private server; always stopped at the end of the test."""
    server = PrivateServer(tmp_path / "neo4j-home")
    try:
        yield server
    finally:
        subprocess.run(
            [str(SERVER_SCRIPT), "stop"], env=server.env, capture_output=True, timeout=600, check=False
        )
