"""Which task candidates become ADDRESSES: a logistic model over the evidence the task rules collect.

Why: the task rules (:mod:`kg.extract.tasks`) find candidate phrases well enough -- about half
of the gold tasks of new abstracts are among them -- but picking the paper's own tasks among
a handful of candidates by hand-set score cut-offs kept recall near 0.33 on the unseen checks.
A model that weighs the same evidence (summed rule score and its share of the best, which
rules fired and how often, the opening sentences and the title, whether the phrase comes only
before the paper speaks of itself, its length and head) chooses better on abstracts it never
saw (measured in ``scripts/train_models.py --only task-selection``).

The weights (``data/trained/task_selection.json``) are fitted on the ADDRESSES of the development
golds (``../shared/eval`` and ``tests/extract/data``), never on the unseen checks.
"""

from __future__ import annotations

import functools
from pathlib import Path

from kg.errors import KgError
from kg.extract.acronyms import TASK_HEADS
from kg.extract.document import Document
from kg.extract.knowledge import lookup
from kg.extract.logistic import read_model
from kg.normalize import normalize

SELECTOR = Path(__file__).resolve().parent / "data" / "trained" / "task_selection.json"

# (rule, weight, sentence index, in a sentence about other work) of every time a rule added the phrase
Evidence = list[tuple[str, float, int, bool]]


@functools.cache
def load_selector() -> dict:
    """Feature weights, bias and threshold of the shipped model."""
    if not SELECTOR.exists():
        raise KgError(
            f"task selection model missing at {SELECTOR}; run `scripts/train_models.py --only task-selection`"
        )
    return read_model(SELECTOR)


def features(
    doc: Document,
    name: str,
    aliases: tuple[str, ...],
    score: float,
    top: float,
    rank: int,
    evidence: Evidence,
) -> dict[str, float]:
    """General evidence about one candidate task phrase of ``doc`` (ranked ``rank`` by rule score)."""
    f: dict[str, float] = {
        "score": min(score / 6, 1.0),
        "share_of_best": score / top if top else 0.0,
        "rank1": float(rank == 0),
        "rank2": float(rank == 1),
        "rank3_or_later": float(rank >= 2),
        "adds": min(len(evidence), 4) / 4,
    }
    for rule, _weight, _si, _others in evidence:
        f[f"rule_{rule}"] = 1.0
    if all(others for _rule, _weight, _si, others in evidence):
        f["only_about_others"] = 1.0  # "Existing work focuses on X": the task of others
    sentences = [si for _rule, _weight, si, _others in evidence]
    first = min(sentences)
    f["sent0"] = float(first == 0)
    f["sent01"] = float(first <= 1)
    own = doc.first_own
    if own is not None:
        if all(si < own for si in sentences):
            f["only_before_own"] = 1.0  # named only in the background opening
        if any(si >= own for si in sentences):
            f["after_own"] = 1.0
    if all(si < 0 for si in sentences):
        f["title_only"] = 1.0
    words = name.split()
    f["words"] = min(len(words), 5) / 5
    f["single"] = float(len(words) == 1)
    f["head_task"] = float(bool(words) and words[-1].lower() in TASK_HEADS)
    title_words = {normalize(w) for w in (doc.title or "").replace(":", " ").split()}
    f["title_overlap"] = float(sum(normalize(w) in title_words for w in words) >= min(2, len(words)))
    known = lookup(name)
    if known is not None:
        f[f"gaz_{known.label}"] = 1.0
    if aliases:
        f["has_acronym"] = 1.0
    if name[:1].isupper():
        f["capital"] = 1.0
    return f
