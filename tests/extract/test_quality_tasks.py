"""Task phrases on unseen phrasing: technologies, adjectives and clauses are not tasks."""

from __future__ import annotations

from extract_helpers import of_type


def test_title_segment_naming_a_kind_of_model_is_not_a_task():
    title = "Persona Drift in Large Language Models"
    text = "Persona drift appears in large language models over long dialogue turns."
    got = of_type(text, "ADDRESSES", title)
    assert "Large Language Models" not in got
    assert "Persona Drift" in got


def test_adjective_before_tasks_is_not_a_task():
    text = "Agents now run autonomous tasks and knowledge-intensive tasks for many users."
    got = {n.lower() for n in of_type(text, "ADDRESSES")}
    assert "autonomous" not in got and "knowledge-intensive" not in got


def test_opening_clause_with_an_adverb_is_not_a_task():
    text = "Large vision models often describe objects that are absent. We reduce this with a filter."
    assert not any("often" in n for n in of_type(text, "ADDRESSES"))
