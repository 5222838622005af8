"""A learned last word on BUILDS_ON: which named methods the paper builds on, cue or no cue.

Why: the cue rules of :mod:`kg.extract.foundations` see a method only behind a cue ("based on",
"via", "we study"), yet annotators also record the techniques an abstract simply works with
("Retrieval-Augmented Generation (RAG) has emerged as ...", "a Deep Boltzmann Machine (DBM)
learns ..."). Rule rounds fitted to samples did not carry over to new text; a small logistic
model over general evidence did (measured in ``scripts/train_models.py``).

Candidates are the rules' BUILDS_ON findings plus every name-shaped thing no other relation
claims: acronym definitions, gazetteer methods mentioned anywhere, and acronym-like tokens.
Each is described by general evidence only -- where it sits (opening, the paper's own
sentences, the title), the words around its mentions (use verbs, comparison words, examples,
background adjectives, negation), its shape and what the gazetteers and the corpus know of it,
and which rule (if any) found it. The weights (``data/trained/method_ranker.json``) are fitted by
``python scripts/train_models.py --only methods`` on the development golds in ``tests/extract/data``
and ``../shared/eval``; never on the unseen checks.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from itertools import compress
from operator import itemgetter, ne
from pathlib import Path

from kg.extract.acronyms import is_generic_acronym
from kg.extract.document import Document, Finding
from kg.extract.foundations import inside_proposed_name
from kg.extract.knowledge import lookup
from kg.extract.logistic import probability, read_model
from kg.extract.names import is_acronym_like
from kg.normalize import normalize

RANKER = Path(__file__).resolve().parent / "data" / "trained" / "method_ranker.json"
RULE = "method-ranker"  # the rule name of a BUILDS_ON the ranker adds (rule findings keep their own)

_USE = frozenset(
    """use uses used using apply applies applied applying employ employs employed employing leverage
    leverages leveraged leveraging utilize utilizes utilized utilizing utilise utilises utilising with
    via adopt adopts adopted adopting incorporate incorporates incorporating integrate integrates
    integrating based build builds built building extend extends extending extended follow following
    combine combines combined combining upon atop through""".split()
)
_COMPARE = frozenset(
    "than outperform outperforms outperformed outperforming surpass surpasses surpassing compared versus "
    "vs vs. over against beats beat baseline baselines exceeds exceed".split()
)
_COMPARE_PREFIXES = ("outperform", "surpass", "compar")
_EXAMPLE = frozenset("such e.g. e.g., including like i.e. as".split())
_BACKGROUND = frozenset(
    "existing prior previous traditional conventional standard popular classical common widely recent "
    "vanilla original naive typical".split()
)
_NEGATION = frozenset("without unlike instead rather w/o".split())
_KIND_AFTER = frozenset(
    "model models framework frameworks algorithm algorithms method methods architecture architectures "
    "approach approaches technique techniques paradigm module modules network networks mechanism "
    "strategy objective loss layer layers".split()
)
_TASK_AFTER = frozenset(
    "task tasks problem problems benchmark benchmarks dataset datasets setting settings".split()
)
# cues that make a rule's finding a foundation by themselves ("building on X", "we study X")
_STRONG_RULES = frozenset(
    "building-on based-on extends adapting we-study style combined-with inspired-by applied-to".split()
)
_STUDY = re.compile(
    r"\b(?:we|paper|work|study)\s+(?:\w+\s+)?(?:stud|analy|investigat|examin|revisit|explor|understand"
    r"|characteri|probe|interpret|theoretically)",
    re.IGNORECASE,
)
_OWN_WORDS = re.compile(r"\b(?:we|our)\b", re.IGNORECASE)
_WORD = re.compile(r"[\w.'/-]+")
_SUFFIX_AFTER = re.compile(r"\s*\)?\s*-?\s*(?:based|style|like|inspired|driven|guided|powered)\b")
_TEXT, _LOWER = itemgetter(0), itemgetter(3)  # Token.text, Token.lower
_MAX_OCCURRENCES = 6  # mentions looked at per candidate: the first few say how the abstract uses it


@dataclass(frozen=True)
class Candidate:
    """A possible BUILDS_ON target: its name, long form, where it came from and the rule finding if any."""

    name: str
    alias: str | None
    source: str  # "rule", "def" (acronym definition), "mention" (gazetteer method), "token" (acronym-like)
    sentence: int
    finding: Finding | None = None


@functools.cache
def load_ranker() -> dict:
    """Feature weights, bias and threshold (``{}`` when the file is missing: rules decide alone)."""
    return read_model(RANKER) if RANKER.exists() else {}


def shape(name: str) -> str:
    """Coarse spelling class: acronym, CamelCase, Title Case phrase, sentence case, lower-case words."""
    if " " not in name and sum(c.isupper() for c in name) >= 2 and name.replace("-", "").isalnum():
        return "acro" if re.fullmatch(r"[A-Z0-9-]+s?", name) else "camel"
    if name[:1].isupper() and " " in name:
        return "titlemulti" if all(w[:1].isupper() for w in name.split() if len(w) > 3) else "sentcase"
    if name[:1].isupper():
        return "titleone"
    return "lowermulti" if " " in name or "-" in name else "lowerone"


def _occurrences(text: str, forms: list[str]) -> list[tuple[int, int]]:
    """Offsets of every whole-word mention of the forms (case-insensitive unless all capitals).

    Plain ``str.find`` with boundary checks: a regex per candidate would be compiled afresh
    for every name and cost more than the rest of the ranker.
    """
    low = text.lower()
    if len(low) != len(text):  # a character whose lower case is longer ("İ"): offsets would shift
        low = text
    out: set[tuple[int, int]] = set()
    for form in forms:
        if len(form) < 2:
            continue
        hay, needle = (text, form) if form.isupper() else (low, form.lower())
        i = hay.find(needle)
        while i >= 0:
            j = i + len(needle)
            if not (i and _word_char(text[i - 1], "-")) and not (j < len(text) and _word_char(text[j])):
                out.add((i, j))
            i = hay.find(needle, i + 1)
    return sorted(out)


def _word_char(c: str, extra: str = "") -> bool:
    return c.isalnum() or c == "_" or c in extra


class SentenceFlags(dict):
    """Per sentence index, computed on first use: (the paper speaks of itself, it studies something)."""

    def __init__(self, doc: Document) -> None:
        super().__init__()
        self.doc = doc

    def __missing__(self, index: int) -> tuple[bool, bool]:
        s, text = self.doc.sentences[index], self.doc.clean
        own = _OWN_WORDS.search(text, s.start, s.end) is not None
        flags = (own, _STUDY.search(text, s.start, s.end) is not None)
        self[index] = flags
        return flags


def features(doc: Document, cand: Candidate, flags: SentenceFlags | None = None) -> dict[str, float]:
    """General evidence about one candidate (binary features, plus the gazetteer score and length).

    ``flags`` is the abstract's :class:`SentenceFlags`, shared by its candidates.
    """
    if flags is None:
        flags = SentenceFlags(doc)
    name, alias = cand.name, cand.alias
    f: dict[str, float] = {f"src_{cand.source}": 1.0, f"shape_{shape(name)}": 1.0}
    if cand.finding is not None:
        rule = cand.finding.rule
        f["rule_strong" if rule in _STRONG_RULES else "rule_weak"] = 1.0
        f[f"rule_{rule}"] = 1.0
    if any(c.isdigit() for c in name):
        f["digit"] = 1.0
    if alias:
        f["has_alias"] = 1.0
    known = lookup(name) or (lookup(alias) if alias else None)
    if known is not None:
        f[f"gaz_{known.label}"] = 1.0
        if known.label == "Method":
            f["gaz_score"] = min(known.score, 1.0)
    if any(doc.corpus_names.get(normalize(x)) == "Method" for x in (name, alias) if x):
        f["corpus_method"] = 1.0
    d = doc.short_for(name)
    if d is not None:
        f["defined"] = 1.0
        f[f"def_label_{d.label}"] = 1.0
        if d.lowercase_long:
            f["def_lower"] = 1.0
    if is_generic_acronym(name):
        f["generic_acro"] = 1.0
    forms = [x for x in (name, alias) if x]
    occ = _occurrences(doc.clean, forms)
    f["count1" if len(occ) <= 1 else "count2" if len(occ) == 2 else "count3"] = 1.0
    if doc.title and _occurrences(doc.title, forms):
        f["in_title"] = 1.0
    for start, end in occ[:_MAX_OCCURRENCES]:
        _context(doc, start, end, f, flags)
    f["length"] = min(len(name.split()), 4) / 4
    return f


def _context(doc: Document, start: int, end: int, f: dict[str, float], flags: SentenceFlags) -> None:
    """Features of one mention: its sentence and the words just before and after it."""
    own = doc.first_own
    si = doc.sentence_of(start)
    sent = doc.sentences[si]
    if si == 0:
        f["in_sent0"] = 1.0
    if own is not None:
        f["before_own" if si < own else "after_own"] = 1.0
    if si == len(doc.sentences) - 1 and si > 0:
        f["in_last"] = 1.0
    we, study = flags[si]
    if we:
        f["sent_we"] = 1.0
    if study:
        f["sent_study"] = 1.0
    # six words back at most: a window of 100 characters holds them (a cut first word is never used)
    before = [w.lower() for w in _WORD.findall(doc.clean, max(sent.start, start - 100), start)][-6:]
    last3 = set(before[-3:])
    if last3 & _USE:
        f["cue_use"] = 1.0
    if set(before) & _COMPARE or any(w.startswith(_COMPARE_PREFIXES) for w in before):
        f["cue_comp"] = 1.0
    if last3 & _EXAMPLE:
        f["cue_example"] = 1.0
    if set(before[-4:]) & _BACKGROUND:
        f["cue_bg"] = 1.0
    if set(before) & _NEGATION:
        f["cue_neg"] = 1.0
    if before and before[-1] in ("of", "in"):
        f["after_of"] = 1.0
    if len(before) <= 1:
        f["subject"] = 1.0
    if _SUFFIX_AFTER.match(doc.clean, end):
        f["after_based"] = 1.0
    after = _WORD.findall(doc.clean, end, min(len(doc.clean), end + 40))
    if after and after[0].lower() in _KIND_AFTER:
        f["after_kind"] = 1.0
    if after and after[0].lower() in _TASK_AFTER:
        f["after_task"] = 1.0
    if doc.clean.startswith("(", end) or doc.clean[max(0, start - 2) : start].strip().endswith("("):
        f["in_def"] = 1.0


def candidates(doc: Document, findings: list[Finding]) -> list[Candidate]:
    """The rules' BUILDS_ON findings, then names no other finding claims, one per identity."""
    claimed = set(doc.proposed)
    for fd in findings:
        if fd.type != "BUILDS_ON":
            claimed.update(doc.identities(fd))
    out: list[Candidate] = []
    seen: set[str] = set()

    def put(cand: Candidate) -> None:
        keys = {normalize(x) for x in (cand.name, cand.alias) if x}
        if "" in keys or keys & claimed or keys & seen:
            return
        seen.update(keys)
        out.append(cand)

    for fd in findings:
        if fd.type == "BUILDS_ON":
            put(Candidate(fd.name, fd.aliases[0] if fd.aliases else None, "rule", fd.sentence, fd))
    for d in doc.definitions:
        put(Candidate(d.short, d.long, "def", doc.sentence_of(d.short_start)))
    # "Knowledge Distillation" of "Multi-Expert Knowledge Distillation (MEKD)", "Prompt Tuning" of the
    # paper's own "... with Soft Prompt Tuning": a piece of a longer name is no name of its own
    long_forms = [(d.long_start, d.long_end) for d in doc.definitions]
    # "SGD" of "local SGD": a piece of a multi-word name a rule found
    low = doc.clean.lower()
    for fd in findings:
        if " " in fd.name:
            name = fd.name.lower()
            at = low.find(name)
            while at != -1:
                long_forms.append((at, at + len(name)))
                at = low.find(name, at + 1)

    def piece(start: int, end: int) -> bool:
        return any(s <= start and end <= e and (s, e) != (start, end) for s, e in long_forms) or (
            inside_proposed_name(doc, start, end)
        )

    done: set[str] = set()  # texts already put (added or refused for good): repeats cost nothing
    for m in doc.mentions:
        if m.known.label == "Method" and m.text not in done and not piece(m.start, m.end):
            put(Candidate(m.text, None, "mention", m.sentence))
            done.add(m.text)
    for sent in doc.sentences:
        toks = sent.tokens
        # only tokens with a capital can be acronym-like: picked at C speed, most tokens never reach Python
        for tok in compress(toks, map(ne, map(_TEXT, toks), map(_LOWER, toks))):
            if tok.text in done or not is_acronym_like(tok.text) or is_generic_acronym(tok.text):
                continue
            if piece(tok.start, tok.end):
                continue
            known = lookup(tok.text)
            if known is None or known.label == "Method":
                put(Candidate(tok.text, None, "token", sent.index))
            done.add(tok.text)
    return out


def rank_methods(doc: Document, findings: list[Finding]) -> list[Finding]:
    """``findings`` plus a BUILDS_ON for every uncued name the ranker accepts, less the rules' BUILDS_ON
    findings it scores below its veto.

    The model also scores the rules' own findings when it is fitted (they teach it what the
    context of a foundation looks like). Dropping the doubtful ones leaves BUILDS_ON's F1 where it
    is, but what it drops is right only about a quarter of the time by cross-validation, too seldom
    for the pooled score of all relations: ``scripts/train_models.py`` sets the veto there (0 keeps
    them all). Without a trained file the findings are returned unchanged.
    """
    ranker = load_ranker()
    if not ranker:
        return findings
    veto = ranker.get("veto", 0.0)
    cands = [c for c in candidates(doc, findings) if c.finding is None or veto > 0]
    if not cands:
        return findings
    flags = SentenceFlags(doc)
    added = []
    dropped: list[Finding] = []
    for c in cands:
        p = probability(features(doc, c, flags), ranker)
        if c.finding is not None:
            if p < veto:
                dropped.append(c.finding)  # a rule's finding the model finds very unlikely
        elif p >= ranker["threshold"]:
            # the model's probability is the relation's confidence: `--min-confidence` keeps the surer ones
            aliases = (c.alias,) if c.alias else ()
            added.append(Finding("BUILDS_ON", c.name, "Method", c.sentence, RULE, round(p, 2), aliases))
    if dropped:
        gone = {id(d) for d in dropped}
        findings = [f for f in findings if id(f) not in gone]
    return findings + added if added else findings
