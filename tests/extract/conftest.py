"""Fixtures for the extraction tests."""

from __future__ import annotations

import pytest

from kg.extract import method_ranker


@pytest.fixture
def rules_keep_theirs(monkeypatch):
    """The shipped BUILDS_ON ranker without its veto on the rules' own findings.

    Why: the veto drops a rule's finding the model scores as very unlikely, judged on whole abstracts
    (a single test sentence lacks the repeated mentions, title and opening that raise the score); a
    test of what a cue rule finds uses this fixture, the veto has tests of its own."""
    shipped = method_ranker.load_ranker()
    monkeypatch.setattr(method_ranker, "load_ranker", lambda: {**shipped, "veto": 0.0})
