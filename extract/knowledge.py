"""The one door from cue rules to background knowledge (gazetteers, models, metrics).

Rules ask three questions: what is this name (label, canonical spelling)? is this phrase
generic ("existing methods")? which models and metrics does this text mention? The answers
come from the gazetteer modules (``kg.extract.gazetteer``, ``.models``, ``.metrics``). Keeping
the calls here means rules do not depend on how the gazetteers are stored, and lookups are
cached in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from kg.extract.gazetteer import Gazetteer, load_gazetteer, plural_form
from kg.extract.metrics import find_metrics as _find_metrics
from kg.extract.models import find_models as _find_models
from kg.normalize import normalize


@dataclass(frozen=True)
class Known:
    """What the gazetteers know about a name."""

    name: str
    label: str
    score: float = 1.0


@lru_cache(maxsize=1)
def _gazetteer() -> Gazetteer:
    return load_gazetteer()


@lru_cache(maxsize=200_000)
def lookup(name: str) -> Known | None:
    """Label and canonical name of a known method/dataset/metric/model/task, else None."""
    e = _gazetteer().lookup(name)
    if e is None and len(name) >= 3 and plural_form(name):
        e = _gazetteer().lookup(name[:-1])  # "PRMs", "GNNs": plural acronyms
    if e is None:
        return None
    if name.islower() and not any(s == s.lower() for s in (e.name, *e.aliases)):
        # "quality" is not the QuALITY benchmark: lower-case text matches only lower-case entries
        return None
    return Known(e.name, e.label, e.score)


@lru_cache(maxsize=50_000)
def known_labels(name: str) -> frozenset[str]:
    """Every label the gazetteers give ``name`` (lookup answers with the most trusted one only)."""
    return frozenset(_gazetteer().labels(name))


def slashed_names(name: str, label: str | None = None) -> list[str]:
    """ "RefCOCO/RefCOCOg" -> both, "DP-GD/DP-SGD" -> both: whole names joined by a slash, each
    name-shaped (two capitals or digits: not "LiveBench/Code", one suite and its part) and one of
    them known (with ``label`` when given); [] for anything else."""
    parts = name.split("/")
    shaped = all(" " not in p and sum(c.isupper() or c.isdigit() for c in p) >= 2 for p in parts)
    if len(parts) < 2 or not shaped:
        return []
    if any((known := lookup(p)) is not None and label in (None, known.label) for p in parts):
        return parts
    return []


@lru_cache(maxsize=200_000)
def is_generic(phrase: str) -> bool:
    """True for generic phrases ("strong baselines", "existing RL methods")."""
    return bool(_gazetteer().is_generic(phrase))


@lru_cache(maxsize=1)
def patterns() -> tuple[tuple[str, str], ...]:
    """(label, name) of every known name, for building matchers."""
    return tuple(_gazetteer().patterns())


_TECHNIQUES = Path(__file__).resolve().parent / "data" / "technique_df.tsv"


@lru_cache(maxsize=1)
def _technique_df() -> dict[str, int]:
    rows = (line.split("\t") for line in _TECHNIQUES.read_text(encoding="utf-8").splitlines())
    return {r[0]: int(r[1]) for r in rows if len(r) == 2 and not r[0].startswith("#")}


def established_technique(phrase: str) -> bool:
    """Whether enough corpus abstracts use a lower-case technique phrase to make it a technique of the
    field ("model merging") rather than a description made up for one paper ("balanced training");
    the table is mined by ``scripts/mine_techniques.py``."""
    return normalize(phrase) in _technique_df() or lookup(phrase) is not None


@dataclass(frozen=True)
class Mention:
    """A model or metric found in cleaned text."""

    start: int
    end: int
    name: str
    family: str | None = None
    aliases: tuple[str, ...] = ()


def find_models(text: str) -> list[Mention]:
    """Model mentions in cleaned text (names with sizes and variants, and their family)."""
    return [Mention(m.start, m.end, m.name, m.family) for m in _find_models(text)]


def find_metrics(text: str) -> list[Mention]:
    """Metric mentions in cleaned text."""
    return [Mention(m.start, m.end, m.name, None, tuple(m.aliases)) for m in _find_metrics(text)]
