"""Part-of-speech tags from the trained tagger shipped in ``data/trained/`` (Penn Treebank tags).

Why a tagger: rules cannot tell where a lowercase name ends ("flow matching improves ...") or
whether "decoding" is a noun; the tags can. No pretrained spaCy pipeline exists offline, so
``scripts/train_models.py`` trains one on UD English EWT (CC BY-SA 4.0). It costs several times
the time of bare tokenization, so it is loaded once, lazily, and only by the components that need it.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import NamedTuple

from kg.errors import KgError

MODEL_DIR = Path(__file__).resolve().parent / "data" / "trained"


class TaggedToken(NamedTuple):
    """One token: character offsets into the tagged text, the word and its Penn Treebank tag."""

    start: int
    end: int
    word: str
    tag: str


@functools.cache
def load_tagger():
    """The trained pipeline (tokenizer, tok2vec, tagger) plus a rule sentencizer, loaded once."""
    import spacy

    if not (MODEL_DIR / "meta.json").exists():
        raise KgError(f"trained tagger missing at {MODEL_DIR}; run `python scripts/train_models.py`")
    nlp = spacy.load(MODEL_DIR)
    if "sentencizer" not in nlp.pipe_names:
        nlp.add_pipe("sentencizer", first=True)
    return nlp


def tag_doc(text: str):
    """A spaCy ``Doc`` of ``text`` with ``tag_`` set and sentence boundaries."""
    return load_tagger()(text)


def tag_docs(texts, batch_size: int = 64):
    """Tag many texts in batches (faster than one call each)."""
    return load_tagger().pipe(texts, batch_size=batch_size)


def tag(text: str) -> list[TaggedToken]:
    """``[(start, end, word, tag)]`` for every non-space token of ``text``."""
    return [
        TaggedToken(t.idx, t.idx + len(t.text), t.text, t.tag_) for t in tag_doc(text) if not t.is_space
    ]
