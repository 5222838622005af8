"""Known names (methods, datasets, metrics, models) and the generic phrases that are never names.

Rules can find *where* a name is ("outperforms X"), but not whether X is a specific named thing or
a class of things ("existing RL methods"), nor what type it is. That is knowledge: hand-written
lists in ``data/*.tsv`` plus a lexicon mined from 38k abstracts (``data/lexicon.tsv``, written by
``scripts/mine_lexicon.py``). Hand-written entries win over mined ones on conflicts because they
were checked by a person; mined entries below a score threshold are ignored.

Lookups are case- and separator-insensitive (via :func:`kg.normalize.normalize` and a compact
form without separators), except that an all-capitals entry ("MATH", "DROP", "SAM") only matches
text that has a capital letter, so the English word "math" is not the benchmark.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import resources

from kg.normalize import normalize

# Hand-written entries that were never checked against how the corpus uses them: names, but a mention
# alone does not make them a foundation (the cue rules need a score of at least 0.8 for that).
RECOGNIZED_SCORE = 0.75
LABEL_FILES = (
    ("Model", None, 1.0),
    ("Dataset", "datasets.tsv", 1.0),
    ("Method", "methods.tsv", 1.0),
    ("Metric", "metrics.tsv", 1.0),
    ("Task", "tasks.tsv", 1.0),
    ("Method", "methods_recognized.tsv", RECOGNIZED_SCORE),
)
MIN_LEXICON_SCORE = 0.6
# Accelerators are named where abstracts say what things run on ("8.9x faster on H100"), and the
# miner took some for datasets from "on X": they are never datasets, methods or metrics
HARDWARE = re.compile(
    r"^(?:[AHBLTV]\d{2,3}|GH200|GB200|RTX ?\d{4}(?: Ti| SUPER)?|TPU ?v\d+[a-z]?|MI\d{3}X?|Gaudi ?\d?)$"
)
# fields of study the miner typed as data from "on STEM" ("competitive STEM examinations"): no datasets
FIELDS = frozenset({"STEM", "STEAM", "NLP", "HCI", "AI4Science"})


@dataclass(frozen=True)
class GazEntry:
    """A known name: canonical spelling, type, confidence (1.0 hand-written) and other spellings."""

    name: str
    label: str
    score: float
    aliases: tuple[str, ...] = ()


_QUANTIFIERS = {
    "existing", "prior", "previous", "conventional", "traditional", "other", "these", "those", "several",
    "many", "various", "recent", "current", "state-of-the-art", "sota", "competing", "popular",
    "standard", "classical", "mainstream", "representative", "leading", "strong", "stronger", "advanced",
    "most", "all", "numerous", "multiple", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    "ten", "both", "some", "typical", "widely-used", "well-established", "established", "common",
    "off-the-shelf", "vanilla", "naive", "naïve", "baseline", "comparable", "alternative", "prevailing",
}


_NOT_COMPACT = re.compile(r"[^\w.+@]")


def compact(name: str) -> str:
    """Separator-free identity form: ``Qwen 2.5`` and ``Qwen-2.5`` -> ``qwen2.5``."""
    return _NOT_COMPACT.sub("", normalize(name)).replace("_", "")


def _read(filename: str) -> str:
    return resources.files("kg.extract").joinpath(f"data/{filename}").read_text(encoding="utf-8")


def data_rows(filename: str) -> list[list[str]]:
    """Tab-separated rows of a package data file, without comments; [] if the file is absent."""
    try:
        text = _read(filename)
    except FileNotFoundError:
        return []
    return [line.split("\t") for line in text.splitlines() if line.strip() and not line.startswith("#")]


def _case_guarded(surface: str) -> bool:
    """All-capitals acronyms only match capitalised text ("MATH" is not "math")."""
    return surface.isalpha() and surface.isupper()


# Coined mixed-case names whose letters spell an English word the corpus writes in lower case
# (in >= 30 of its 38,064 abstracts, counted with :func:`english_collisions` over
# ../shared/data/corpus): a capitalized "Quality", "Multiple" or "Research" opening a sentence is
# the word, not QuALITY, MultiPL-E or ReSearch. "Imagenet" or "Mujoco" are no English words
# (written in lower case in at most one abstract), so they still find ImageNet and MuJoCo.
ENGLISH_COLLISIONS = frozenset(
    {"quality", "multiple", "research", "zero", "map", "counterfactual", "draft", "rest", "blend"}
)
# The same for all-capitals acronyms of three or more letters (english_collisions with
# test=_case_guarded): a capitalized "Flip" in "(Pick and Place, Push, Hammer, Flip)" or "Math" opening a
# sentence is the word, not the FLIP or MATH benchmark; "FLIP" and "MATH" still are.
ACRONYM_COLLISIONS = frozenset(
    """act adapt add behavior bird care cast clear clip core craft delta drop ethics facts far fast flip
    frames grade grasp guard lens map math mimic mind mine pair peer per pilot race radar realm refine
    reinforce rise scaffold scan scope script sharp simpler stem tag trace wise""".split()
)


def _letters(surface: str) -> str:
    return "".join(c for c in surface.lower() if c.isalpha())


def _mixed_case(surface: str) -> bool:
    """Coined spellings with capitals inside a word: QuALITY, MultiPL-E, LLaVA."""
    letters = [c for c in surface if c.isalpha()]
    return any(c.islower() for c in letters) and any(c.isupper() for c in letters[1:])


def english_collisions(
    surfaces: Iterable[str],
    texts: Iterable[str],
    min_docs: int = 30,
    test: Callable[[str], bool] = _mixed_case,
) -> set[str]:
    """Letters of the ``surfaces`` passing ``test`` (mixed case by default) that ``texts`` use as a
    lower-case word in >= min_docs texts.

    This is how :data:`ENGLISH_COLLISIONS` (and, with ``test=_case_guarded`` over surfaces of three or
    more letters, :data:`ACRONYM_COLLISIONS`) was computed over the corpus abstracts.
    """
    wanted = {_letters(s) for s in surfaces if test(s)}
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update(wanted.intersection(re.findall(r"\b[a-z]+\b", text)))
    return {w for w, c in counts.items() if c >= min_docs}


def case_compatible(surface: str, text: str) -> bool:
    """Whether ``text`` can spell the entry ``surface`` as far as letter case goes.

    All-capitals acronyms need a capital in the text ("MATH" is not "math"); a coined
    mixed-case name that spells an English word needs more than a sentence-initial capital
    ("Quality" is not QuALITY, "QuALITY" and "QUALITY" are).
    """
    if _case_guarded(surface) and not any(c.isupper() for c in text):
        return False
    if text.isalpha() and text[:1].isupper() and text[1:].islower():
        if _mixed_case(surface):
            return _letters(surface) not in ENGLISH_COLLISIONS
        if _case_guarded(surface) and len(surface) >= 3:
            return _letters(surface) not in ACRONYM_COLLISIONS
    return True


_LAST_PART = re.compile(r"[^\s-]*$")


def plural_form(name: str) -> bool:
    """ "GNNs", "graph neural networks": a final "s" that may be a plural's; not one ending a last part
    (after a space or hyphen) of under three letters ("ImageNet as" is not the plural of ImageNet-A)."""
    return name.endswith("s") and not name.endswith("ss") and len(_LAST_PART.search(name).group()) >= 3


class Gazetteer:
    """Name lookup with types and scores, generic-phrase test and PhraseMatcher patterns."""

    def __init__(self, entries: list[GazEntry], generic_heads: set[str], generic_mods: set[str],
                 generic_phrases: set[str]) -> None:
        self.entries = entries
        self.generic_heads = generic_heads
        self.generic_mods = generic_mods
        self.generic_phrases = generic_phrases
        self._index: dict[str, list[tuple[str, GazEntry]]] = {}
        for entry in entries:
            for surface in (entry.name, *entry.aliases):
                for key in {normalize(surface), compact(surface)}:
                    if key:
                        self._index.setdefault(key, []).append((surface, entry))

    def lookup(self, name: str) -> GazEntry | None:
        """The entry ``name`` denotes, or ``None``; the first-loaded (most trusted) entry wins."""
        keys = [normalize(name), compact(name)]
        if len(name) > 4 and plural_form(name):
            keys += [normalize(name[:-1]), compact(name[:-1])]  # "graph neural networks"
        for key in keys:
            found = [
                (surface, entry)
                for surface, entry in self._index.get(key, ())
                if case_compatible(surface, name)
            ]
            if found:
                # the spelling decides between same-letter names: "FID" (metric) vs "FiD" (method)
                exact = [entry for surface, entry in found if surface == name]
                return exact[0] if exact else found[0][1]
        return None

    def labels(self, name: str) -> set[str]:
        """Every label some entry spelled like ``name`` has ("GenEval": a benchmark and its score)."""
        found: set[str] = set()
        for key in (normalize(name), compact(name)):
            found.update(e.label for surface, e in self._index.get(key, ()) if case_compatible(surface, name))
        return found

    def is_generic(self, phrase: str) -> bool:
        """True for phrases that name a class, not a thing: "strong baselines", "existing RL methods".

        The head must be a generic noun ("methods", "baselines", "LLMs"). Then the phrase is generic
        when a determiner-like modifier marks it as a set of unnamed works ("existing ZO methods",
        "SOTA denoising methods"), when every modifier is a generic word, or when the modifiers are
        plain lower-case descriptions ("prompting baselines"). It is specific when a modifier looks
        like a name ("LoRA baselines", "Medusa heads") or the whole phrase is a known entry.
        """
        norm = normalize(phrase)
        if not norm or norm in self.generic_phrases:
            return True
        words = [w for w in re.split(r"\s+", phrase.strip().strip(".,;:()")) if w]
        if not words:
            return True
        lowered = [w.lower() for w in words]
        head = lowered[-1]
        if head not in self.generic_heads:
            return False
        mods = [m for m in lowered[:-1] if m not in ("the", "a", "an")]
        if not mods:
            return True
        if any(m in _QUANTIFIERS for m in mods):
            return True
        if all(m in self.generic_mods or m in self.generic_heads for m in mods):
            return True
        if self.lookup(phrase) is not None:
            return False
        for word, low in zip(words[:-1], lowered[:-1], strict=True):
            if low.endswith(("-based", "-style", "-like", "-driven", "-guided")):
                continue
            if any(c.isupper() or c.isdigit() for c in word) and low not in self.generic_mods:
                return False
            if self.lookup(word) is not None and low not in self.generic_mods:
                return False
        return True

    def patterns(self, label: str | None = None) -> list[tuple[str, str]]:
        """(label, surface) pairs for a spaCy PhraseMatcher, sorted and without duplicates."""
        out = set()
        for entry in self.entries:
            if label is not None and entry.label != label:
                continue
            for surface in (entry.name, *entry.aliases):
                if surface:
                    out.add((entry.label, surface))
        return sorted(out)


def _generic_lists() -> tuple[set[str], set[str], set[str]]:
    heads: set[str] = set()
    mods: set[str] = set()
    phrases: set[str] = set()
    section = None
    for line in _read("generic.txt").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            section = line.strip("[]")
            continue
        target = {"heads": heads, "modifiers": mods, "also": phrases}.get(section or "")
        if target is not None:
            target.add(normalize(line) if section == "also" else line.lower())
    for row in data_rows("lexicon.tsv"):
        if len(row) >= 3 and row[1] == "Generic":
            try:
                if float(row[2]) >= MIN_LEXICON_SCORE:
                    heads.add(row[0].lower())
            except ValueError:
                continue
    return heads, mods, phrases


_SIZE_SUFFIX = re.compile(r"[-\s]?\d+(?:\.\d+)?[BM](?:-[A-Za-z]+)?$")


def _sized_method(name: str, hand: dict[str, str]) -> bool:
    """A size-suffixed name ("LLaDA-8B", "LLaDA-8B-Instruct") whose stem is a hand-listed method or model."""
    stem = _SIZE_SUFFIX.sub("", name)
    return stem != name and hand.get(normalize(stem)) in ("Method", "Model")


def _model_entries() -> list[GazEntry]:
    from kg.extract.models import load_families

    seen: dict[str, GazEntry] = {}
    for stem, fam in load_families().items():
        if fam.bare and fam.canonical not in seen:
            seen[fam.canonical] = GazEntry(fam.canonical, "Model", 1.0, ())
        if fam.bare and stem != fam.canonical:
            old = seen[fam.canonical]
            seen[fam.canonical] = GazEntry(old.name, "Model", 1.0, (*old.aliases, stem))
    return list(seen.values())


@functools.cache
def load_gazetteer() -> Gazetteer:
    """The package gazetteer: hand-written lists first, then mined lexicon entries above threshold."""
    entries: list[GazEntry] = []
    for label, filename, score in LABEL_FILES:
        if filename is None:
            entries.extend(_model_entries())
            continue
        for row in data_rows(filename):
            name = row[0].strip()
            aliases = tuple(a.strip() for a in (row[1] if len(row) > 1 else "").split("|") if a.strip())
            if name:
                entries.append(GazEntry(name, label, score, aliases))
    hand = {normalize(s): e.label for e in entries for s in (e.name, *e.aliases)}
    known = set(hand)
    for row in data_rows("lexicon.tsv"):
        if len(row) < 3 or row[1] not in ("Method", "Dataset", "Metric", "Model", "Task"):
            continue
        try:
            score = float(row[2])
        except ValueError:
            continue
        if row[1] == "Dataset" and _sized_method(row[0], hand):
            continue  # "LLaDA-8B": a checkpoint of a listed method, mined as data from "on LLaDA-8B"
        if row[0] in FIELDS:
            continue
        if score >= MIN_LEXICON_SCORE and normalize(row[0]) not in known and not HARDWARE.match(row[0]):
            entries.append(GazEntry(row[0], row[1], score, ()))
            known.add(normalize(row[0]))
    heads, mods, phrases = _generic_lists()
    return Gazetteer(entries, heads, mods, phrases)
