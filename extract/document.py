"""The analysed abstract every cue rule reads: cleaned text, sentences, tokens, acronyms.

Built once per paper so the rules share one tokenization and one set of acronym
definitions, and so every finding can be turned back into original-offset evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from operator import itemgetter

from kg.extract.acronyms import AcronymDef, find_definitions
from kg.extract.clean import CleanText, clean
from kg.extract.mentions import Mention, scan
from kg.extract.sentences import split_sentences
from kg.extract.tokens import Token, tokenize
from kg.normalize import normalize

_LOWER = itemgetter(3)  # Token.lower
_HEAD4 = itemgetter(slice(0, 4))
# the paper speaking of itself: "we", "our", "us", "this paper/work/study"
OWN_WORDS = re.compile(r"\b(?:we|our|us|this (?:paper|work|study))\b", re.I)


@dataclass(frozen=True)
class Sentence:
    """One sentence: its index, cleaned-text range and tokens (offsets in cleaned text)."""

    index: int
    start: int
    end: int
    tokens: list[Token]
    # the lower-cased token texts: rules test it before scanning the tokens, because most
    # sentences hold none of a rule's trigger words (computed once, shared by every rule)
    words: frozenset[str] = field(init=False, repr=False, compare=False)
    # the same lower-cased texts in token order, for the rules that map over them (trigger search)
    lows: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        lows = tuple(map(_LOWER, self.tokens))
        object.__setattr__(self, "lows", lows)  # frozen: set once here
        object.__setattr__(self, "words", frozenset(lows))

    @cached_property
    def heads(self) -> frozenset[str]:
        """The first four letters of every lower-cased token: the same cheap test for prefix
        triggers ("outperform*")."""
        return frozenset(map(_HEAD4, self.words))


@dataclass(frozen=True)
class Finding:
    """A candidate relation before merging: what a cue rule found in one sentence."""

    type: str
    name: str
    label: str
    sentence: int
    rule: str
    confidence: float
    aliases: tuple[str, ...] = ()
    family: str | None = None


@dataclass
class Document:
    """One abstract, analysed."""

    text: CleanText
    sentences: list[Sentence]
    definitions: list[AcronymDef]
    corpus_names: dict[str, str] = field(default_factory=dict)  # normalized name -> label
    title: str | None = None
    proposed: dict[str, str] = field(default_factory=dict)  # normalized name -> label (this paper)
    mentions: list[Mention] = field(default_factory=list)
    known_spans: list[dict[int, int]] = field(default_factory=list)
    # (sentence index, token index) -> names listed there: several cue families parse the list
    # after the same trigger word ("on", "such as"), see cues.names_after
    lists_after: dict[tuple[int, int], list] = field(default_factory=dict, repr=False, compare=False)

    @property
    def clean(self) -> str:
        return self.text.text

    def short_for(self, name: str) -> AcronymDef | None:
        """The acronym definition whose short or long form is ``name``."""
        n = normalize(name)
        for d in self.definitions:
            if normalize(d.short) == n or normalize(d.long) == n:
                return d
        return None

    def defined_at(self, start: int) -> AcronymDef | None:
        """The acronym definition whose long form starts at offset ``start`` of the cleaned text."""
        return next((d for d in self.definitions if d.long_start == start), None)

    def known_at(self, sent: Sentence) -> dict[int, int]:
        """Where known names (gazetteer or corpus) start and end in ``sent`` (token indexes)."""
        return self.known_spans[sent.index]

    def identities(self, f: Finding) -> set[str]:
        """Every normalized spelling of a finding's target: name, aliases and its acronym pair.

        "outperforms Group Relative Policy Optimization (GRPO)" and a later bare "GRPO" are one
        thing, so a filter on names alone would let GRPO be both a baseline and a foundation.
        """
        keys = {normalize(n) for n in (f.name, *f.aliases)}
        d = self.short_for(f.name)
        if d is not None:
            keys |= {normalize(d.short), normalize(d.long)}
        return keys

    @cached_property
    def first_own(self) -> int | None:
        """Index of the first sentence in which the paper speaks of itself (``OWN_WORDS``), or None.

        Several rules tell the background opening from the paper's own sentences by it: searched
        once per abstract here instead of once per rule (the text and sentences never change).
        """
        return next((s.index for s in self.sentences if OWN_WORDS.search(self.clean, s.start, s.end)), None)

    def sentence_of(self, pos: int) -> int:
        """Index of the sentence holding cleaned offset ``pos``."""
        for s in self.sentences:
            if s.start <= pos < s.end:
                return s.index
        return len(self.sentences) - 1


def analyse(abstract: str, title: str | None = None, corpus_names: dict[str, str] | None = None) -> Document:
    """Clean, split and tokenize one abstract and find its acronym definitions."""
    ct = clean(abstract)
    sents = []
    for i, (s, e) in enumerate(split_sentences(ct.text)):
        sents.append(Sentence(i, s, e, tokenize(ct.text[s:e], s)))
    corpus = corpus_names or {}
    mentions, spans = scan(ct.text, [(s.index, s.tokens) for s in sents], corpus)
    return Document(ct, sents, find_definitions(ct.text), corpus, title, {}, mentions, spans)
