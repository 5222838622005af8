"""The extractor as a spaCy pipeline component, for users who already process abstracts with spaCy.

    import spacy
    import kg.extract.spacy_component  # registers the factory
    nlp = spacy.blank("en")
    nlp.add_pipe("kg_extract")
    doc = nlp("We propose FooNet, which outperforms GRPO on GSM8K.")
    doc._.kg                      # the Extraction (entities, relations with evidence)
    doc.spans["kg_evidence"]      # one span per relation: its evidence sentence, labelled by type

The default ``kg`` path does not run spaCy: its own regex tokenizer keeps names such as
``Qwen3-30B-A3B`` whole and costs less than spaCy's (see README, "Measured quality and speed").
This component is the bridge the other way: it runs that extractor on the Doc's text and maps
every evidence offset onto the Doc's tokens, so results line up with whatever else the user's
pipeline computes.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract.pipeline import extract
from kg.model import Extraction, Paper
from kg.read import paper_id

SPANS_KEY = "kg_evidence"

if not Doc.has_extension("kg"):
    Doc.set_extension("kg", default=None)


class KgExtractor:
    """Runs :func:`kg.extract.extract` on ``doc.text``; the title may come from ``doc.user_data``."""

    def __init__(self, corpus_names: dict[str, str] | None = None) -> None:
        self.corpus_names = corpus_names

    def __call__(self, doc: Doc) -> Doc:
        title = doc.user_data.get("title")
        pid = doc.user_data.get("id") or paper_id(doc.text)
        ex = extract(Paper(id=pid, doc=pid, abstract=doc.text, title=title), self.corpus_names)
        doc._.kg = ex
        doc.spans[SPANS_KEY] = _evidence_spans(doc, ex)
        return doc


def _evidence_spans(doc: Doc, ex: Extraction) -> list[Span]:
    """One span per relation, over the tokens of its evidence (expanded to whole tokens)."""
    spans = []
    for rel in ex.relations:
        span = doc.char_span(rel.evidence.start, rel.evidence.end, label=rel.type, alignment_mode="expand")
        if span is not None:
            spans.append(span)
    return spans


@Language.factory("kg_extract", default_config={})
def make_kg_extract(nlp: Language, name: str) -> KgExtractor:
    """spaCy factory for :class:`KgExtractor` (``nlp.add_pipe("kg_extract")``)."""
    return KgExtractor()
