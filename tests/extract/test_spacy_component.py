"""The extractor as a spaCy component: same relations as ``extract``, evidence aligned to tokens."""

from __future__ import annotations

import spacy

import kg.extract.spacy_component  # noqa: F401  (registers the factory)
from kg.extract import extract
from kg.extract.spacy_component import SPANS_KEY
from kg.model import Paper

TEXT = (
    "Reasoning models are costly to train. We propose StepTrim, a pruning method for reasoning traces. "
    "StepTrim outperforms GRPO on GSM8K while using Qwen2.5-7B-Instruct as the policy."
)


def _doc():
    nlp = spacy.blank("en")
    nlp.add_pipe("kg_extract")
    return nlp(TEXT)


def test_component_gives_the_same_relations_as_extract() -> None:
    doc = _doc()
    direct = extract(Paper(id=doc._.kg.paper.id, doc=doc._.kg.paper.id, abstract=TEXT))
    got = {(r.type, r.entity_key) for r in doc._.kg.relations}
    assert got == {(r.type, r.entity_key) for r in direct.relations}
    assert ("PROPOSES", "method:steptrim") in got
    assert ("COMPARES_AGAINST", "method:grpo") in got


def test_evidence_spans_cover_whole_sentences_on_the_doc_tokens() -> None:
    doc = _doc()
    spans = doc.spans[SPANS_KEY]
    assert len(spans) == len(doc._.kg.relations)
    by_label = {s.label_: s.text for s in spans}
    assert by_label["PROPOSES"].startswith("We propose StepTrim")
    assert by_label["COMPARES_AGAINST"].startswith("StepTrim outperforms GRPO")
