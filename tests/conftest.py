"""Fixtures shared by the whole suite.

``shared`` is the read-only data folder beside the repo (``../shared``). Tests that
need it skip on a machine that lacks it, except in CI (``CI=true``), where its
absence is a failure.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kg.cli import main

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("KG_SHARED", REPO.parent / "shared"))
EXAMPLES = REPO / "examples"


@pytest.fixture(scope="session")
def shared() -> Path:
    if not (SHARED / "eval" / "score.py").exists():
        if os.environ.get("CI"):
            pytest.fail(f"shared data folder {SHARED} is missing in CI")
        pytest.skip(f"shared data folder {SHARED} not present")
    return SHARED


@pytest.fixture(scope="session")
def seed_files(shared: Path) -> list[str]:
    return sorted(str(p) for p in (shared / "data" / "seeds").glob("*.txt"))


@pytest.fixture(scope="session")
def examples() -> Path:
    return EXAMPLES


@pytest.fixture
def run(capsys):
    """Run ``kg ARGS`` in-process; returns (exit code, stdout, stderr)."""

    def _run(*args: str) -> tuple[int, str, str]:
        code = 0
        try:
            main(list(args))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        out, err = capsys.readouterr()
        return code, out, err

    return _run
