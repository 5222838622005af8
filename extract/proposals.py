"""Proposal cues -> PROPOSES: what the paper introduces and names.

Cues: "we propose/introduce/present X", "termed/dubbed/called X", "an approach we term X",
"X, a novel ...", "X is a novel ...", "our method, X", the title's "X: ...", and named
components: acronyms with a coined (Title Case) long form defined after the paper's first
proposal, or introduced by the proposed method itself ("VoxDet incorporates a QVM module").
Names the gazetteers know (GRPO, DPO) are background, never proposals.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import replace
from itertools import compress, count
from operator import itemgetter

from kg.extract.acronyms import HEAD_TYPES, TASK_HEADS, AcronymDef, is_generic_acronym, spells
from kg.extract.clean import clean
from kg.extract.document import Document, Finding, Sentence
from kg.extract.foundations import TECHNIQUE_HEADS
from kg.extract.knowledge import lookup
from kg.extract.models import find_models
from kg.extract.names import (
    COMMON_VERBS,
    HEAD_LABELS,
    NOT_ENTITIES,
    OUR_MADE,
    Name,
    is_acronym_like,
    is_letter_digit,
    is_title_word,
    parse_list,
    parse_name,
    skip_enumerator,
)
from kg.extract.specific import GENERIC_TITLE_WORDS, is_specific
from kg.normalize import normalize

PROPOSE_VERBS = frozenset(
    """propose proposes proposed introduce introduces introduced present presents presented develop develops
    developed design designs designed devise devises devised build builds construct constructs release
    releases curate curates create creates contribute contributes offer offers formulate formulates
    establish establishes unveil unveils advocate advocates publish publishes collect collects compile
    compiles assemble assembles describe describes annotate annotates annotated gather gathers gathered
    crowdsource crowdsources crowdsourced instantiate instantiates open-source open-sources
    open-sourced curated constructed created built released collected compiled assembled
    established""".split()
)
# "we study X by introducing a new dataset, Y": a gerund continuing the paper's own sentence proposes
# too, but only right after "by", "and", "thus" or a comma (same subject, not "methods introducing X")
PROPOSE_GERUNDS = frozenset(
    """introducing proposing presenting developing designing constructing releasing curating creating
    devising""".split()
)
_GERUND_AFTER = frozenset({"by", "and", ",", "thus", "thereby", "while", "first", "further"})
COMPONENT_VERBS = frozenset(
    """incorporate incorporates integrate integrates include includes comprises consists adds
    introduce introduces proposes features consisting comprising composed""".split()
)
NAMING = frozenset("called termed dubbed named coined nicknamed referred namely denoted entitled".split())
NAMING_ACTIVE = frozenset({"term", "call", "name", "dub", "coin", "refer", "denote"})
NOVEL = frozenset(
    """novel new simple unified general generic principled lightweight efficient scalable first
    training-free plug-and-play modular flexible effective practical open-source comprehensive large-scale
    challenging differentiable""".split()
)
STRICT_NOVEL = frozenset({"novel", "new", "first"})
_DESCRIPTOR_LABEL = {
    "benchmark": "Dataset",
    "dataset": "Dataset",
    "corpus": "Dataset",
    "suite": "Dataset",
    "testbed": "Dataset",
    "environment": "Dataset",
    "metric": "Metric",
    "measure": "Metric",
    "model": "Model",
    "llm": "Model",
}
_DESCRIPTOR_HEADS = frozenset(
    """module modules framework method algorithm approach mechanism metric benchmark dataset model
    architecture strategy loss objective technique system pipeline network layer component scheme
    paradigm corpus suite""".split()
)
# kinds of system a quoted name may stand before: 'a "Variator" agent'
_AGENT_HEADS = frozenset("agent agents tool toolkit library engine".split())
# "the delayed rejection generalized HMC (DR-G-HMC) sampler": kinds of working part an acronym names
_TOOL_HEADS = frozenset(
    """sampler optimizer estimator scheduler solver detector classifier encoder decoder tokenizer
    retriever planner controller generator regularizer""".split()
)
_PREPOSITIONS = frozenset(
    """to for by of in on with from against into under over across between among within through towards
    toward via using""".split()
)
# participles that hand the object to an existing thing: "an approach leveraging State Space Models (SSM)"
_USE_WORDS = frozenset(
    """using leveraging employing utilizing exploiting integrating combining incorporating adopting based
    built via""".split()
)
# words allowed between a proposal verb and its direct object
_DIRECT_FILLERS = frozenset(
    """a an the novel new simple efficient effective general unified lightweight principled first""".split()
)
_STUDY_NOUNS = frozenset(
    "evaluation evaluations study analysis comparison assessment survey audit investigation review".split()
)
_KIND_OF = frozenset("family class suite set series collection".split())


# the head of a short described object a name may restate after a comma
_RESTATED_HEADS = _DESCRIPTOR_HEADS | {"solution", "alternative", "remedy", "fix"}


def _past_restatement(between: list) -> list:
    """ "a model for counter speech recognition, i.e., "Speech Concept Bottleneck Model" (SCBM)": the
    words after "i.e."/"namely" restate the object, so only they stand between verb and name."""
    cut = max((i for i, t in enumerate(between) if t.lower in ("i.e", "namely", "viz")), default=None)
    if cut is None:
        # "an alternative solution, the deep Vecchia ensemble (DVE)": a short described object, then
        # the name's phrase set off by a comma restates it
        comma = next((i for i, t in enumerate(between) if t.text == ","), None)
        if (
            comma is not None
            and 2 <= comma <= 5
            and between[0].lower in ("a", "an")
            and all(t.text.isalpha() and t.lower not in _PREPOSITIONS for t in between[1:comma])
            and between[comma - 1].lower in _RESTATED_HEADS
        ):
            return between[comma + 1 :]
        return between
    return [t for t in between[cut + 1 :] if t.text[:1].isalnum()]


def _past_kind_of(between: list) -> list:
    """ "a family of isotropic loss functions (IsoLoss)": the tokens after a leading "a family of", which
    names a kind of the object rather than another thing (unlike "a combination of")."""
    for i, t in enumerate(between[:4]):
        if t.lower in _KIND_OF and i + 1 < len(between) and between[i + 1].lower == "of":
            if all(x.lower in _DIRECT_FILLERS for x in between[:i]):
                return between[i + 2 :]
    return between


_CLAUSE_END = frozenset({";", "that", "which", "where", "whereby", "who", "while", "whose", ".", ":"})
_MODIFIER_OK = frozenset(
    """that which to for with by in on of and or as is are was were , . ; : ( ) — – where while whose via
    using from into across through than achieves achieving outperforms""".split()
)
_BACKGROUND_ADJ = frozenset(
    {
        "popular",
        "standard",
        "widely",
        "common",
        "classic",
        "classical",
        "conventional",
        "existing",
        "traditional",
        "well-known",
        "recent",
        "prior",
        "previous",
        "vanilla",
    }
)


def _descriptor_label(sent: Sentence, lo: int, hi: int) -> str | None:
    for t in sent.tokens[max(0, lo) : hi]:
        lab = _DESCRIPTOR_LABEL.get(t.lower[:-1] if t.lower.endswith("s") else t.lower)
        if lab:
            return lab
    return None


def _apposition_label(sent: Sentence, j: int) -> str | None:
    """Label named by the head noun of an appositive right after a name at token ``j``:
    "LangX, the first large-scale dataset of ..." -> Dataset. The head is the last descriptor
    before the phrase ends (a preposition, comma or relative pronoun), so "a benchmark-driven
    framework" stays a Method (None: the caller's default)."""
    toks = sent.tokens
    if j >= len(toks) or toks[j].text != ",":
        return None
    k = j + 1
    if [t.lower for t in toks[k : k + 3]] == ["to", "our", "knowledge"]:
        k += 3  # "ChX, to our knowledge the first ... dataset"
        if k < len(toks) and toks[k].text == ",":
            k += 1
    if k + 1 >= len(toks) or toks[k].lower not in ("a", "an", "the"):
        return None
    return _head_label(toks, k + 1)


_VERSION_OF = frozenset({"version", "extension", "variant", "subset", "expansion", "edition", "release"})


def _head_label(toks, start: int) -> str | None:
    """Dataset/Metric label of the last descriptor noun in the phrase starting at ``start``."""
    head = None
    for i, t in enumerate(toks[start : start + 8], start):
        if (
            t.text == ","
            and i + 1 < len(toks)
            and toks[i + 1].text[:1].islower()
            and toks[i + 1].lower not in _CLAUSE_END | {"and", "or", "but", "while"}
        ):
            continue  # "an expanded, uncertainty-aware version": a comma between adjectives
        if t.lower == "of" and head is None and toks[i - 1].lower in _VERSION_OF:
            return _head_label(toks, i + 1)  # "an expanded version of the Lunguage benchmark"
        if t.text == ")" and head is None:
            continue  # "an English medical question-answering (QA) dataset": skip the bracket
        if t.text == "(" and i + 2 < len(toks) and toks[i + 2].text == ")" and head is None:
            continue
        if t.lower in _PREPOSITIONS or t.lower in _CLAUSE_END or t.text in (",", "(", ")"):
            break
        for w in (t.lower, t.lower[:-1]):
            if w in _DESCRIPTOR_HEADS or w in _DESCRIPTOR_LABEL:
                head = w
                break
    lab = _DESCRIPTOR_LABEL.get(head or "")
    return lab if lab in ("Dataset", "Metric") else None  # "a model for X" is usually a method


def _label_from_shape(name: str) -> str | None:
    low = name.lower()
    if low.endswith(("bench", "-gym", "gym", "arena")) or "bench" in low.split("-"):
        return "Dataset"
    if re.search(r"bench[-_ ]?v?\d+(?:\.\d+)*$", low):
        return "Dataset"  # "MELABenchv1", "XBench-2"
    return None


def is_background(doc: Document, name: str) -> bool:
    """A name the gazetteers know (not coined by some corpus paper): background, not a proposal.

    A hand-listed name (RAG, MoE, GRPO) is background even when other abstracts of the input
    "propose" it: "we propose a retrieval augmented generation (RAG) framework" names the kind of
    the paper's method, and in a large input many abstracts say so. Only names the mined lexicon
    knows (coined in the corpus, score below 1) can be proposed again by the paper that coined them.
    """
    k = lookup(name)
    if k is None or (normalize(name) in doc.corpus_names and k.score < 1.0):
        return False
    d = doc.short_for(name)
    if (
        d is not None
        and normalize(d.short) == normalize(name)
        and not d.lowercase_long
        and normalize(d.long) != normalize(k.name)
        # ("Mixture-of-Expert (MoE)": the listed long form, one plural "s" away)
        and not any(lookup(v) is not None for v in (d.long, d.long + "s", d.long.removesuffix("s")))
    ):
        return False  # "Faithfulness-Preserving Segmentation (FPS)": the abstract redefines a known acronym
    return True


_INITIAL_SKIP = frozenset({"of", "for", "and", "the", "with", "via", "in", "on", "to", "a"})


def _trailing_acronym(text: str) -> tuple[str, str] | None:
    """ "Emotional Consistency Score ECS" -> ("ECS", "Emotional Consistency Score"): a Title Case long
    form followed by its own initials without parentheses."""
    words = text.split()
    if len(words) < 3:
        return None
    short, long_words = words[-1], words[:-1]
    if not all(w[:1].isupper() or w in _INITIAL_SKIP for w in long_words):
        return None
    if short.isupper() and short.isalpha():
        initials = "".join(w[0] for w in long_words if w.lower() not in _INITIAL_SKIP).upper()
        return (short, " ".join(long_words)) if initials == short else None
    # "Training-Free Test-Time Contrastive Learning TF-TTCL": a hyphenated acronym that spells it
    if "-" in short and sum(c.isupper() for c in short) >= 3 and spells(short, " ".join(long_words)):
        return short, " ".join(long_words)
    return None


# "SE(3)-equivariant", "SO(3)-invariant", "U(1)-symmetric": a name-like token glued to "(n)-"
_GROUP_MODIFIER = re.compile(r"\s?\(\s*\d+\s*\)-[a-z]")


_HEAD_AFTER = re.compile(r"\s+([a-z]+)")


def _kind_modifier(doc: Document, sent: Sentence, name: Name) -> bool:
    """ "Curriculum Learning (CL) ... existing CL strategies ... we propose a novel CL strategy": an
    acronym defined in an earlier sentence, here only modifying a kind noun, names the field."""
    m = _HEAD_AFTER.match(doc.clean, name.end)
    if m is None or m.group(1).rstrip("s") not in _DESCRIPTOR_HEADS and m.group(1) not in _DESCRIPTOR_HEADS:
        return False
    before = doc.clean[max(sent.start, name.start - 16) : name.start].lower().split()
    if not before or before[-1] not in ("a", "an", "novel", "new"):
        return False  # "our ISL approach", "the proposed ISL method": the paper's own, already defined
    d = doc.short_for(name.text)
    return d is not None and d.short_start < sent.start and normalize(d.short) == normalize(name.text)


class _Collector:
    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.found: list[Finding] = []
        self.seen: set[str] = set()
        self.typed: set[str] = set()  # names whose label came from explicit evidence, not the default

    def _retype(self, key: str, label: str) -> None:
        """A later cue names the kind ("X, a large-scale dataset") of a name first found untyped."""
        if key in self.typed:
            return
        for i, f in enumerate(self.found):
            if normalize(f.name) == key and f.label == "Method":
                self.found[i] = replace(f, label=label)
                for n in (f.name, *f.aliases):
                    self.doc.proposed[normalize(n)] = label
                self.typed.add(key)

    def _merge_spelling(self, text: str, key: str) -> bool:
        """ "SparVAR" ... "the proposed SparseVAR": a second spelling of an earlier proposal is an alias."""
        for i, f in enumerate(self.found):
            if _spelling_variant(normalize(f.name), key) and _capitals(f.name) == _capitals(text):
                self.found[i] = replace(f, aliases=(*f.aliases, text))
                self.seen.add(key)
                self.doc.proposed.setdefault(key, f.label)
                return True
        return False

    def add(
        self,
        name: Name | str,
        sent: Sentence,
        rule: str,
        conf: float,
        label: str | None,
        also: tuple[str, ...] = (),
        own_spelling: bool = False,
    ) -> bool:
        """Record a proposal; ``own_spelling`` keeps a long form whose acronym is generic ("Flashback
        Learning (FL)") as the name, with the acronym as its alias."""
        text = name.text if isinstance(name, Name) else name
        if isinstance(name, Name) and _GROUP_MODIFIER.match(self.doc.clean, name.end):
            return False  # "an SE(3)-equivariant model": a symmetry group in a modifier, not a name
        if isinstance(name, Name) and "&" in self.doc.clean[max(0, name.start - 1) : name.end + 1]:
            return False  # "scienceQ&A datasets": a piece of a word the tokenizer split at "&"
        if isinstance(name, Name) and _kind_modifier(self.doc, sent, name):
            return False
        aliases: list[str] = list(also)
        split = _trailing_acronym(text)
        if split is not None:
            # "the Adversarial Empathy Benchmark AEB": the bare acronym is the name, typed by the head
            text, long = split
            aliases.append(long)
            label = label or HEAD_TYPES.get(long.split()[-1].lower())
        if isinstance(name, Name) and name.alias:
            # "Long Form (LF)" parsed as one name: the acronym is the canonical short form
            aliases.append(text)
            text = name.alias
        d = self.doc.short_for(text)
        if d is not None:
            if normalize(text) == normalize(d.long):
                if own_spelling and is_generic_acronym(d.short):
                    aliases.append(d.short)
                else:
                    text = d.short
            aliases.append(d.long)
        aliases = [a for a in dict.fromkeys(aliases) if normalize(a) != normalize(text)]
        key = normalize(text)
        if key in self.seen and label in ("Dataset", "Metric"):
            self._retype(key, label)
        if not key or key in self.seen or is_generic_acronym(text) or text.lower() in _NOT_PROPOSAL:
            return False
        if text.endswith(_MODIFIER_TAILS):
            return False  # ("our HuggingFace-compatible implementation": a modifier)
        if self._merge_spelling(text, key):
            return True
        lab = (
            label
            or _label_from_shape(text)
            or (d.label if d is not None and d.label in ("Dataset", "Metric") else None)
            or "Method"
        )
        self.seen.add(key)
        if label is not None:
            self.typed.add(key)
        self.doc.proposed[key] = lab
        for a in aliases:
            self.doc.proposed.setdefault(normalize(a), lab)
        self.found.append(Finding("PROPOSES", text, lab, sent.index, rule, conf, tuple(aliases)))
        return True


_MODIFIER_TAILS = ("-based", "-inspired", "-style", "-like", "-guided", "-aware", "-compatible", "-powered")


def _capitals(name: str) -> str:
    """Capitals and digits of a name: "UMGP-RAG" and "UMG-RAG" differ here, "SparseVAR"/"SparVAR" do not."""
    return "".join(c for c in name if c.isupper() or c.isdigit())


def _spelling_variant(a: str, b: str) -> bool:
    """Two spellings of one coined name: same first three and last three characters, at most two
    insertions, deletions or substitutions apart, both at least six characters ("sparvar"/"sparsevar")."""
    if a == b or min(len(a), len(b)) < 6 or abs(len(a) - len(b)) > 2 or a[:3] != b[:3] or a[-3:] != b[-3:]:
        return False
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1] <= 2


_NOT_PROPOSAL = frozenset(
    """we our it this that of in on to as at by or an is why how what who when where
    github gitlab huggingface zenodo kaggle arxiv""".split()  # "our GitHub page": where code lives
)


_TERMINOLOGY = frozenset(
    {"often", "also", "commonly", "sometimes", "usually", "typically", "generally", "widely", "frequently"}
)
_OTHERS = frozenset(
    {"prior", "previous", "recent", "existing", "other", "related", "earlier", "past", "their"}
)


# what an abstract's opening subject calls the paper's own work
_OWN_KINDS = frozenset(("approach", "framework", "method", "system", "pipeline", "algorithm"))
# what a paper calls itself: "this paper proposes", "this research introduces"
_PAPER_NOUNS = frozenset(("paper", "work", "study", "research", "article", "thesis", "manuscript"))


def _has_agent(doc: Document, sent: Sentence, upto: int, own_kind: bool = False) -> bool:
    """A proposing subject before token ``upto``: we/our/this paper, or an already proposed name;
    with ``own_kind`` also the opening "The approach" / "This framework"."""
    prev = ""
    proposed = doc.proposed
    for i, t in enumerate(sent.tokens[:upto]):
        low = t.lower
        if low in ("we", "our", "here", "i"):
            return True
        if low in _PAPER_NOUNS and prev not in _OTHERS:
            return True  # "this paper proposes", not "prior work proposes"
        if own_kind and i <= 2 and low in _OWN_KINDS and prev in ("this", "the", "proposed"):
            return True  # "The approach introduces Meaning-Utility Estimation (MUE)": the paper's approach
        prev = low
        if proposed and low in proposed:  # token keys: lower-case, like normalize() for one word
            return True
    return False


def _coined(name: str) -> bool:
    """A coined name: has an acronym-like word, or is a 2-6 word phrase with 2+ capitalized words."""
    words = name.split()
    if any(is_acronym_like(w) for w in words):
        return True
    return 2 <= len(words) <= 6 and sum(1 for w in words if w[:1].isupper()) >= 2


def _is_modifier(sent: Sentence, nm: Name) -> bool:
    """ "a Theory-of-Mind uncertainty estimation mechanism": the name only modifies what follows."""
    toks = sent.tokens
    j = nm.tok_end
    if j >= len(toks) or nm.head is not None:
        return False
    t = toks[j]
    if t.text == "-" and j + 1 < len(toks) and toks[j + 1].lower in _AFFIX_MODIFIERS:
        return True  # "Model Predictive Path Integral (MPPI)-based controller"
    if t.lower in ("based", "built") and j + 1 < len(toks) and toks[j + 1].lower in ("on", "upon"):
        return False  # "an algorithm OCCUD based on ...": a participle phrase, not a compound
    return t.text[:1].islower() and t.lower not in _MODIFIER_OK and t.lower not in HEAD_LABELS


def _acronym_before_kind(doc: Document, toks, nm: Name) -> bool:
    """ "the GBFF fusion method.": an acronym no table knows and the abstract does not spell out, one
    lower-case word, then a kind noun that names nothing else ("a novel AMR similarity metric, rematch":
    the acronym is the field)."""
    j = nm.tok_end
    return (
        j + 1 < len(toks)
        and nm.text[:1].isupper()
        and is_acronym_like(nm.text)
        and not any(is_generic_acronym(p) for p in re.split(r"[-/]", nm.text))
        and lookup(nm.text) is None
        and doc.short_for(nm.text) is None
        and toks[j].text.isalpha()
        and toks[j].text.islower()
        and toks[j + 1].lower in _DESCRIPTOR_HEADS
        and (j + 2 >= len(toks) or (toks[j + 2].text not in ",(:" and toks[j + 2].lower not in NAMING))
    )


_AFFIX_MODIFIERS = frozenset({"based", "style", "inspired", "guided", "like", "driven", "aware", "enhanced"})


def _adverb(word: str) -> bool:
    """ "purely", "jointly": an -ly word of five letters or more (not "fly" or "only")."""
    return word.endswith("ly") and len(word) > 4


def _lower_name_after(doc: Document, sent: Sentence, j: int, max_words: int = 4) -> str | None:
    """A lower-case coined name after "called": words up to punctuation or a function word."""
    toks = sent.tokens
    k = j
    while (
        k < len(toks)
        and k - j < max_words
        and toks[k].text[:1].isalpha()
        and toks[k].lower not in _MODIFIER_OK
        and not (k > j and _adverb(toks[k].lower))  # ("called skill prototypes purely from videos")
    ):
        k += 1
    ends = k < len(toks) and toks[k].text[:1].isalpha() and toks[k].lower not in _MODIFIER_OK
    if k == j or (ends and not _adverb(toks[k].lower)):
        return None
    return doc.clean[toks[j].start : toks[k - 1].end]


def find_proposals(doc: Document) -> list[Finding]:
    """PROPOSES findings for one analysed abstract, in text order."""
    col = _Collector(doc)
    _title(doc, col)
    # the title's name counts from the sentence it was found in: "we propose DRO, ... guided by a new
    # reward: the Reasoning Reflection Reward (R3)" has its components after that sentence
    first_proposal_sentence: int | None = min((f.sentence for f in col.found), default=None)
    for sent in doc.sentences:
        known = doc.known_at(sent)
        before = len(col.found)
        _naming_cues(doc, col, sent, known)
        _verb_cues(doc, col, sent, known)
        _appositive_cues(doc, col, sent, known)
        _our_cues(doc, col, sent, known)
        _described_names(doc, col, sent, known)
        _enumerated_parts(doc, col, sent, known)
        _counted_parts(doc, col, sent, known)
        _introduced_after(doc, col, sent)
        _bracketed_made(doc, col, sent, known)
        _made_models(doc, col, sent, known)
        _new_metric_lists(doc, col, sent, known)
        _novel_members(doc, col, sent, known)
        _new_kind_single(doc, col, sent, known)
        if len(col.found) > before and first_proposal_sentence is None:
            first_proposal_sentence = sent.index
    _component_acronyms(doc, col, first_proposal_sentence)
    _variant_lists(doc, col)
    _capitalized_parts(doc, col, first_proposal_sentence)
    _implicit_acronyms(doc, col)
    _derived_names(doc, col)
    _described_kinds(doc, col)
    _own_metrics(doc, col)
    if not col.found or _unnamed_main_proposal(doc, col) or _coined_title_head(doc, col):
        _title_only(doc, col)
    return _merge_kind_suffixes(col.found)


def _novel_members(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "by customizing two novel MLLMs, including VL-LLaMA and VL-Vicuna": the coined members listed
    after "novel/new <plural kind>," in a sentence about the paper's own work."""
    if sent.words.isdisjoint(_NEW) or sent.words.isdisjoint(("including", "namely", ":")):
        return
    toks = sent.tokens
    n = len(toks)
    for i, t in enumerate(toks):
        if t.lower not in _NEW:
            continue
        p = next((m for m in range(i + 1, min(n - 2, i + 4)) if toks[m].text in (",", ":")), None)
        if p is None or p == i + 1:
            continue
        plural = toks[p - 1].text
        if not (_plural_kind(plural.lower()) or (plural.endswith("s") and is_generic_acronym(plural))):
            continue
        start = p + 1 if toks[p].text == ":" else p + 2
        if toks[p].text == "," and toks[p + 1].lower not in ("including", "namely"):
            continue
        if not _has_agent(doc, sent, i):
            return
        for nm in parse_list(doc.clean, toks, start, known):
            if _coined(nm.text) and not is_background(doc, nm.text) and not find_models(nm.text):
                col.add(nm, sent, "novel-members", 0.8, _DESCRIPTOR_LABEL.get(plural.lower().rstrip("s")))
        return


# "a new dataset, WSBS, derived from ...", "a newly introduced financial task suite (FinBench)", "a
# first-of-a-kind dataset, FATE": a new thing of a data or metric kind, then its name -- made here, wherever
# the sentence's verb is (the kinds that are data or measures: a "new method, X" may be a recent one)
_NEW_SINGLE = re.compile(
    r"\b(?:an?|the)\s+(?:newly[- ](?:introduced|created|collected|constructed|built|curated|released"
    r"|proposed)|new|novel|first-of-(?:a|its)-kind)\s+(?:[\w-]+\s+){0,3}?"
    r"(?P<kind>benchmark|dataset|corpus|suite|testbed|metric|measure)\s*"
    r"(?:,|\(|(?:called|named|dubbed|termed))\s*$",
    re.I,
)


def _new_kind_single(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """The coined name right after "a new <data or metric kind>," (see ``_NEW_SINGLE``)."""
    if sent.words.isdisjoint(("new", "novel", "newly", "first-of-a-kind", "first-of-its-kind")):
        return
    toks = sent.tokens
    for j in range(1, len(toks)):
        if toks[j - 1].text not in (",", "(") and toks[j - 1].lower not in NAMING:
            continue
        m = _NEW_SINGLE.search(doc.clean, max(sent.start, toks[j].start - 90), toks[j].start)
        if m is None:
            continue
        nm = parse_name(doc.clean, toks, j, known)
        if nm is None or nm.tok_start != j or not _coined(nm.text) or is_background(doc, nm.text):
            continue
        if find_models(nm.text) or (g := lookup(nm.text)) is not None and g.score >= 1.0:
            continue  # "a new benchmark, MMLU-Pro": a known one the abstract calls new
        col.add(nm, sent, "new-kind", 0.8, _DESCRIPTOR_LABEL.get(m.group("kind").lower()))


_KIND_TAILS = frozenset(
    "framework method approach system pipeline paradigm technique scheme strategy algorithm".split()
)


def _merge_kind_suffixes(found: list[Finding]) -> list[Finding]:
    """Title "Triospect: ..." + "we propose a novel Triospect Detection Framework": the longer phrase is
    the name plus a description of its kind, one proposal written two ways (kept as an alias)."""
    singles = {normalize(f.name): i for i, f in enumerate(found) if " " not in f.name}
    drop: set[int] = set()
    out = list(found)
    for i, f in enumerate(found):
        words = f.name.split()
        if len(words) < 2 or words[-1].lower() not in _KIND_TAILS:
            continue
        j = singles.get(normalize(words[0]))
        if j is None or j == i:
            continue
        out[j] = replace(out[j], aliases=(*out[j].aliases, f.name, *f.aliases))
        drop.add(i)
    return [f for i, f in enumerate(out) if i not in drop]


def _coined_title_head(doc: Document, col: _Collector) -> bool:
    """Title "CF-RAG: A Dataset and Method for ..." whose head the abstract never writes, while other
    names were found (the dataset): a coined one-word head (hyphen, inner capital or digit) still names
    the paper's main contribution, unless a found name is part of it ("TTF" of "TTF-VLA")."""
    title = doc.title or ""
    if ":" not in title:
        return False
    head = clean(title.split(":", 1)[0]).text.strip()
    if " " in head or len(head) < 4 or not (_inner_capital(head) or "-" in head.strip("-")):
        return False
    key = normalize(head)
    if key in col.seen or lookup(head) is not None or find_models(head):
        return False
    caps = _capitals(head)
    # "KiteNet: ..." + "we propose KiteRank": a found name sharing the head's stem is its spelling here
    return not any(
        normalize(f.name) in key
        or key in normalize(f.name)
        or _capitals(f.name) == caps
        or normalize(f.name)[:4] == key[:4]
        for f in col.found
    )


_UNNAMED_OBJECT = re.compile(
    r"\b(?:we|this (?:paper|work|study))\s+(?:\w+ly\s+)?(?:propose|present|introduce|develop|design)s?\s+"
    r"(?:a|an)\s+(?:novel\s+|new\s+|simple\s+|unified\s+|general\s+)*(?:[\w-]+\s+){0,3}?"
    r"(?:framework|method|approach|system|algorithm|pipeline|architecture|model|paradigm|agent)\b"
    r"(?!\s*(?:,|\(|called|named|termed|dubbed)\s*[A-Z])",
    re.IGNORECASE,
)


def _unnamed_main_proposal(doc: Document, col: _Collector) -> bool:
    """ "We propose a novel framework that ..." with no name, while the names found are the
    framework's parts or data: the title's name ("KiteNet: ...") names the framework itself."""
    m = _UNNAMED_OBJECT.search(doc.clean)
    if m is None:
        return False
    si = doc.sentence_of(m.start())
    return not any(f.sentence == si for f in col.found)


_OWN_WORDS = frozenset({"we", "our", "ours"})
_DEFINE_VERB = re.compile(
    r"\b(?:propos|introduc|defin|operationali[sz]|formali[sz]|design|develop|present|devis)\w*", re.IGNORECASE
)


def _own_metrics(doc: Document, col: _Collector) -> None:
    """ "We operationalize this with the Future Alignment Score (FAS)": a metric the abstract defines
    in a sentence about its own work and that no gazetteer knows is one the paper introduces."""
    for d in doc.definitions:
        if d.label != "Metric" or lookup(d.short) is not None or lookup(d.long) is not None:
            continue
        sent = doc.sentences[doc.sentence_of(d.short_start)]
        words = {t.lower for t in sent.tokens}
        if words & _OWN_WORDS and (
            words & {"new", "novel"} or _DEFINE_VERB.search(doc.clean, sent.start, sent.end)
        ):
            col.add(d.short, sent, "own-metric", 0.75, "Metric")


def _title_only(doc: Document, col: _Collector) -> None:
    """ "SLaM: Student-Label Mixing for ...": a title head its subtitle spells out names the paper's own
    method even when the abstract never repeats it. Also "Climate X Bench" titles used as the subject
    of the opening sentence ("Climate X Bench introduces an open benchmark").

    A title head alone ("ISCA: A Framework for ..." over an abstract that proposes an unnamed
    system) is not recorded: the guidelines take names as the abstract spells them, and every
    development gold leaves such heads out (0 of 10 found that way were in the gold).
    """
    title = doc.title or ""
    if ":" in title:
        head = clean(title.split(":", 1)[0]).text.strip()
        if " " in head or not is_acronym_like(head) or is_generic_acronym(head) or is_background(doc, head):
            return
        long = _title_expansion(head, title.split(":", 1)[1])
        if long is not None and doc.sentences:
            col.add(head, doc.sentences[0], "title-expansion", 0.7, _label_from_shape(head), (long,))
        return
    words = title.split()
    if 2 <= len(words) <= 4 and all(w[:1].isupper() for w in words) and _label_from_shape(words[-1]):
        first = doc.sentences[0] if doc.sentences else None
        if first is not None and doc.clean[first.start : first.end].startswith(title):
            col.add(title, first, "title-only", 0.7, "Dataset")  # "Climate Finance Bench introduces ..."


def _title_expansion(head: str, subtitle: str) -> str | None:
    """The subtitle's leading Title Case words whose initials are the head's capitals, or None."""
    caps = "".join(c for c in head if c.isupper() or c.isdigit())
    if len(caps) < 2:
        return None
    m = re.match(r"\s*(?:(?:A|An|The)\s+)?((?:[A-Z][\w]*(?:-[A-Za-z][\w]*)*\s*){1,6})", subtitle)
    if m is None:
        return None
    words = m.group(1).split()
    for n in range(len(words), 0, -1):
        parts = [p for w in words[:n] for p in w.split("-") if p]
        if "".join(p[0].upper() for p in parts) == caps.upper() and all(p[0].isupper() for p in parts):
            return " ".join(words[:n])
    return None


_KIND = re.compile(
    r"\)?\s*(?:,|is|was|,\s*which\s+is)\s+(?:a|an|the)\s+((?:[\w-]+\s+){0,5}?)"
    r"(dataset|benchmark|corpus|suite|testbed|metric|measure)s?"
    r"(?=\s*[,.;:(]|\s*$|\s+(?:of|for|with|that|which|to|in|on|from|covering|containing|comprising|built)\b)",
    re.IGNORECASE,
)


def _is_word_char(c: str) -> bool:
    return c.isalnum() or c == "_"


def _word_hits(text: str, word: str) -> list[int]:
    """Start offsets of ``word`` in ``text`` where ``\\b{word}\\b`` would match, non-overlapping.

    Same result as ``re.finditer(rf"\\b{re.escape(word)}\\b", text)`` without compiling a regex per
    name: this runs once per name per abstract, and the regex cache is far smaller than the names.
    """
    if not word:
        return []
    out = []
    n, w = len(text), len(word)
    first, last = _is_word_char(word[0]), _is_word_char(word[-1])
    i = text.find(word)
    while i >= 0:
        before = i > 0 and _is_word_char(text[i - 1])
        after = i + w < n and _is_word_char(text[i + w])
        if before != first and after != last:
            out.append(i)
            i = text.find(word, i + w)
        else:
            i = text.find(word, i + 1)
    return out


def _described_kinds(doc: Document, col: _Collector) -> None:
    """ "MGen is a dataset of 4 million sentences": a proposal described anywhere as a dataset or
    metric takes that label, whichever rule found it first."""
    for f in list(col.found):
        if f.label != "Method":
            continue
        for start in _word_hits(doc.clean, f.name):
            k = _KIND.match(doc.clean, start + len(f.name))
            if k is not None and not set(k.group(1).lower().split()) & _PREPOSITIONS:
                col.add(
                    f.name,
                    doc.sentences[doc.sentence_of(start)],
                    f.rule,
                    f.confidence,
                    _DESCRIPTOR_LABEL[k.group(2).lower()],
                )
                break


def _derived_names(doc: Document, col: _Collector) -> None:
    """ "Eywa ... a single-agent pipeline (EywaAgent) ... (EywaMAS)": names built from the proposal's
    own name plus a capitalized suffix are variants or components the paper also introduces."""
    bases = [(f.name, f.label) for f in col.found if " " not in f.name and len(f.name) >= 3]
    # "we propose HERON-A ..., and HERON-B ...": the stem of a named variant has sibling variants
    bases += [
        (stem, label)
        for name, label in bases
        for stem, _, suffix in [name.rpartition("-")]
        if len(stem) >= 3 and _VARIANT_SUFFIX.fullmatch(suffix)
    ]
    if not bases:
        return
    for sent in doc.sentences:
        text = doc.clean[sent.start : sent.end]
        here = [(base, label) for base, label in bases if base in text]  # a token holds its base
        for t in sent.tokens if here else ():
            w = t.text
            if normalize(w) in col.seen:
                continue  # already found with its own kind: "FlawedFictionsMaker" (an algorithm) is
                # not retyped by the dataset "FlawedFictions" it shares a prefix with
            for base, label in here:
                n = len(base)
                if len(w) > n + 1 and w.startswith(base) and w[n].isupper() and w.isalnum():
                    col.add(w, sent, "derived-name", 0.7, label)
                elif w.startswith(base + "-") and _VARIANT_SUFFIX.fullmatch(w, n + 1):
                    col.add(w, sent, "derived-name", 0.7, label)  # "SEENN-II", "Kite-XL": named variants


# a variant suffix after the proposal's name and a hyphen: roman numerals or a few capitals ("-II",
# "-XL", "-LF16"); sizes ("-7B") and lower-case words ("-based") are not variants the paper names
_VARIANT_SUFFIX = re.compile(r"(?:[IVX]{1,4}|(?![0-9.]+[BMK]$)[A-Z]{1,4}\d*)")


def _implicit_acronyms(doc: Document, col: _Collector) -> None:
    """ "we propose the streaming content monitor ... SCM gains": a lower-case proposal whose
    initials the abstract later uses as an acronym without defining it."""
    # upper-case tokens picked by C-level filter/map first: a Python test per token is the slow part
    caps = {w for s in doc.sentences for w in filter(str.isupper, map(_TEXT, s.tokens)) if 2 <= len(w) <= 6}
    if not caps:
        return
    for sent in doc.sentences:
        toks = sent.tokens
        verbs_at = () if sent.words.isdisjoint(PROPOSE_VERBS) else compress(
            count(), map(PROPOSE_VERBS.__contains__, sent.lows)
        )
        for k in verbs_at:
            if not _has_agent(doc, sent, k) or k + 2 >= len(toks):
                continue
            if k > 0 and toks[k - 1].lower.endswith(("'s", "’s", "s'")) and toks[k - 1].lower != "let's":
                continue  # "the EU's proposed digital battery passport (DBP)": someone else's proposal
            j = k + 1
            while j < len(toks) and toks[j].lower in ("the", "a", "an", "novel", "new"):
                j += 1
            e = j
            while e < len(toks) and e - j < 5 and toks[e].text[:1].isalpha() and toks[e].text[:1].islower():
                e += 1
            for end in range(e, j + 1, -1):
                words = [x.text for x in toks[j:end]]
                initials = "".join(w[0] for w in words).upper()
                prior = doc.short_for(initials)
                if prior is not None and prior.short_start < toks[j].start:
                    break  # "... in differential privacy (DP). We propose a new differential privacy
                    # paradigm": the acronym was defined before, as the field, not as this proposal
                if initials in caps and not is_background(doc, initials):
                    long = doc.clean[toks[j].start : toks[end - 1].end]
                    col.add(initials, sent, "implicit-acronym", 0.75, None, (long,))
                    break


_TEXT = itemgetter(0)  # Token.text


def _inner_capital(word: str) -> bool:
    """ "DreamFusion", "iPhone": a capital after the first letter marks a coined word ("Self-Improving"
    is two capitalised words, not a coinage)."""
    return any(c.isupper() and word[i - 1] != "-" for i, c in enumerate(word) if i > 0)


def _fold(text: str) -> str:
    """Accents dropped: titles are often written in ASCII while the abstract keeps the accent."""
    if text.isascii():
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


_GENRE_HEADS = frozenset(
    """position survey review tutorial perspective opinion commentary editorial report preprint abstract
    vision keynote""".split()
)


def _title(doc: Document, col: _Collector) -> None:
    """Title "X: subtitle" where X also occurs in the abstract."""
    if not doc.title or ":" not in doc.title:
        return
    head = doc.title.split(":", 1)[0].strip()
    if head.lower().startswith("the "):
        head = head[4:]  # "The Kerimov Model: ..." names "Kerimov Model"
    if head.lower() in _GENRE_HEADS:
        return  # "Position: LLMs should ...", "Survey: ...": the kind of paper, not a name
    pair = _TITLE_PAIR.fullmatch(head)
    if pair and all(_named_mid_sentence(doc, w) for w in pair.groups()):
        # "Eagle and Finch: RWKV with ...": two names, each written capitalised inside the abstract
        for w in pair.groups():
            _title_head(doc, col, w, single_ok=True)
        return
    _title_head(doc, col, head)


_TITLE_PAIR = re.compile(r"([A-Z][\w-]+) (?:and|&) ([A-Z][\w-]+)")


def _named_mid_sentence(doc: Document, word: str) -> bool:
    """``word`` written as a token of its own, not opening a sentence, somewhere in the abstract."""
    return any(t.text == word for s in doc.sentences for t in s.tokens[1:])


def _title_head(doc: Document, col: _Collector, head: str, single_ok: bool = False) -> None:
    """The title's name ``head``, proposed where the abstract names it (see :func:`_title`)."""
    words = head.split()
    # "AI Idea Bench 2025": a fourth word is allowed when it is a version or the name is a bench
    limit = 4 if re.search(r"bench|\d", head, re.IGNORECASE) else 3
    if not (1 <= len(words) <= limit and any(is_acronym_like(w) or is_title_word(w) for w in words)):
        return
    if len(words) == 1 and not is_acronym_like(head) and not _coined_single(head) and not single_ok:
        return
    if (
        len(words) >= 2
        and not any(is_acronym_like(w) or _inner_capital(w) for w in words)
        and head.lower() in doc.clean
        and head not in doc.clean
    ):
        return  # "Stochastic Collapse: How ...": the abstract writes "stochastic collapse", a concept
    n = normalize(head)
    hits = _word_hits(doc.clean, head)
    if hits and all(re.match(r"-\w", doc.clean[i + len(head) : i + len(head) + 2]) for i in hits):
        return  # title "AgriPath: ..." but the abstract only names "AgriPath-LF16": that is the name
    label = _label_from_shape(head) or _subtitle_label(doc.title.split(":", 1)[1])
    n = normalize(_fold(head))  # title "Qomhra: ..." names the abstract's "Qomhrá"
    for s in doc.sentences:
        # title "AND: Adversarial Neural Degradation ..." is not named by the abstract's word "and" (an
        # all-capitals head is an acronym; "Prepacking: ..." is named by "prepacking")
        collides = head.isupper()
        tok = next(
            (t for t in s.tokens if normalize(_fold(t.text)) == n and not (collides and _plain_word(t.text))),
            None,
        )
        # a head the tokenizer splits ("R&B") or of several words is looked for in the sentence's text,
        # outside links ("github.com/x/FeCAM" names a repository, not the method in the abstract)
        spelled = (len(words) >= 2 or not head.replace("-", "").isalnum()) and n in normalize(
            _fold(_URL.sub(" ", doc.clean[s.start : s.end]))
        )
        if tok is not None or spelled:
            own = any(t.lower in ("we", "our") or t.lower in PROPOSE_VERBS for t in s.tokens)
            defined = doc.short_for(head) is not None or re.search(
                rf"{re.escape(head)}\s*\(", doc.clean[s.start : s.end], re.IGNORECASE
            )
            if not own and defined:
                return  # "Explainable AI (XAI) has emerged as ...": the title names a field it defines
            if own or not is_background(doc, head):
                # the abstract's spelling is canonical: title "Arce: ..." vs. abstract "ARCE"
                name = tok.text if tok is not None and len(words) == 1 else head
                col.add(name, s, "title-colon", 0.9, label)
            return


_URL = re.compile(r"(?:https?://|www\.)\S+|\S+\.(?:github\.io|com|org|net|de)\S*", re.IGNORECASE)


def _plain_word(word: str) -> bool:
    """A lower-case dictionary-shaped word ("and", "prior"): no capital, digit or hyphen."""
    return word.isalpha() and word.islower()


_SUBTITLE_STOP = frozenset("for of with in on to via through towards from".split())


def _subtitle_label(subtitle: str) -> str | None:
    """ "X: A Diverse Clinical Note Dataset and ...": the head of the subtitle's first noun phrase
    types the name (Dataset or Metric only; anything else stays the default Method)."""
    words = re.findall(r"[\w-]+|,", subtitle)
    while words and words[0].lower() in ("towards", "toward", "a", "an", "the"):
        words = words[1:]  # "Towards Limited Competitive Preference Dataset"
    for w in words:
        if w == "," or w.lower() in _SUBTITLE_STOP:
            break
        low = w.lower()
        lab = _DESCRIPTOR_LABEL.get(low) or _DESCRIPTOR_LABEL.get(low[:-1])
        if lab in ("Dataset", "Metric"):
            return lab  # "A Large-Scale CT and MRI Dataset for ...": the first typed head noun
    return None


def _recurring_single(doc: Document, word: str) -> bool:
    """ "we introduce Eywa, a heterogeneous framework ... Eywa improves": one capitalized word
    introduced with an apposition and used again as a name later in the abstract."""
    if " " in word or not _coined_single(word) or word.lower() in GENERIC_TITLE_WORDS:
        return False
    if "-" in word.strip("-"):
        return True  # "Alpaca-est": a hyphenated capitalized coinage is no plain word
    return len(_word_hits(doc.clean, word)) >= 2


def _unknown_single(word: str) -> bool:
    """ "we introduce Rotateit, a system that ...": one capitalized word no list knows, set off as the
    verb's object by an apposition, names the paper's own thing even if the abstract never repeats it."""
    return (
        " " not in word
        and word.isalpha()
        and _coined_single(word)
        and not word.endswith("s")  # "we introduce Gradients, a new viewpoint": a plural noun, no name
        and word.lower() not in GENERIC_TITLE_WORDS
        and lookup(word) is None
        and not find_models(word)
    )


def _coined_single(word: str) -> bool:
    """One capitalized word used as a name in a title ("Polymath:"): accepted when not a plain word."""
    return word[:1].isupper() and len(word) >= 4


_STUDY_VERBS = frozenset(
    """explore explores study studies analyze analyzes analyse analyses investigate investigates examine
    examines revisit revisits consider considers use uses adopt adopts employ employs apply applies
    utilize utilizes utilise utilises leverage leverages exploit exploits""".split()
)
_PHENOMENA = frozenset(
    """phenomenon phenomena effect effects behavior behaviour behaviors behaviours process dynamics regime
    pathology failure failures tendency mode modes collapse dimension condition notion inequality
    property problem problems""".split()  # ("a challenging problem named Personalized Dictionary Learning")
)


def _naming_cues(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "termed/dubbed/called X", "we term X", "an approach we term X"."""
    if sent.words.isdisjoint(_NAMING_WORDS):
        return
    toks = sent.tokens
    n = len(toks)
    for k, t in enumerate(toks):
        passive = t.lower in NAMING
        active = t.lower in NAMING_ACTIVE and k > 0 and toks[k - 1].lower == "we"
        if not (passive or active) or k + 1 >= n:
            continue
        if passive and k > 0 and toks[k - 1].lower in _TERMINOLOGY:
            continue  # "often called biomedical NER": an existing term, not a proposal
        if t.lower == "named" and k + 1 < n and toks[k + 1].lower in ("entity", "entities"):
            continue  # "named entity recognition"
        refer_as = None
        if t.lower in ("referred", "refer") and [x.lower for x in toks[k + 1 : k + 3]] != ["to", "as"]:
            # only "referred to as X", "which we refer to as X", "we refer to the proposed solution as X"
            refer_as = _refer_to_as(toks, k) if active else None
            if refer_as is None:
                continue
        if t.lower == "named" and k + 1 < n and toks[k + 1].lower == "after":
            continue  # "components -- named after the musical term canon": where the name comes from
        if (
            passive
            and k > 0
            and toks[k - 1].lower in ("so", "is", "are", "be", "was", "were")
            and not _has_agent(doc, sent, k)
            # ("The proposed method is dubbed as UniHOI": the paper's own thing, named)
            and not {x.lower for x in toks[max(0, k - 5) : k]} & (_OWN_MARKERS | NOVEL)
        ):
            continue
        if _named_head(toks, k) in _PHENOMENA:
            continue  # "a failure mode we call stochastic collapse": a phenomenon observed, not proposed
        before = {x.lower for x in toks[max(0, k - 8) : k]}
        if {"et", "al"} <= before:
            continue  # "a relaxed version proposed by Kalavasis et al. called TV indistinguishability"
        # "we propose a token-level shaping method for policy optimization, namely A3PO"
        # ("we propose an Adaptive and Asymmetric token-level Advantage shaping method for Policy
        # Optimization, namely A3PO": a long description may stand between)
        proposing = not {x.lower for x in toks[max(0, k - 20) : k]}.isdisjoint(PROPOSE_VERBS) and _has_agent(
            doc, sent, k
        )
        if t.lower == "namely" and not (
            (before & (_OWN_MARKERS | NOVEL) or proposing)
            and k + 1 < n
            and (
                _coined_word(toks[k + 1].text)
                or (k + 2 < n and toks[k + 1].text[:1].isupper() and toks[k + 2].text[:1].isupper())
            )
        ):
            continue  # "three tasks, namely summarization and QA": a list, unless "a new detector, namely X"
        if (
            passive
            and not before & (_OWN_MARKERS | NOVEL | {"resulting"})
            and (before & _STUDY_VERBS or not _has_agent(doc, sent, k))
            and not _this_of_ours(doc, sent, k)
        ):
            # "we explore a natural technique called look-alike clustering", "text is split into
            # units called pretokens": an existing thing named, not a new one
            continue
        j = refer_as or (k + 2 if t.lower in ("referred", "refer") else k + 1)
        while j < n and toks[j].lower in ("as", "it", "this", "them", "the", "our", ",", "name"):
            # ("for which we coin the name EF21-SGDM": the word "name" is no part of it)
            j += 1
        if j + 1 < n and toks[j].text in _OPEN_QUOTES:
            _quoted_name(doc, col, sent, j, _descriptor_label(sent, k - 6, k))
            continue
        if active and j > k + 1 and toks[j - 1].lower in ("this", "the", "our"):
            # "we call our method X", "we name the resulting benchmark X": skip the descriptor
            h = j
            while h < n and h - j < 2 and toks[h].lower in ("resulting", "proposed", "new", "overall"):
                h += 1
            if h < n and toks[h].lower in _DESCRIPTOR_HEADS:
                j = h + 1
                while j < n and toks[j].lower in ("as", ","):
                    j += 1
        if j >= n or (toks[j].lower in _PHENOMENA and toks[j - 1].lower in ("this", "the", "such")):
            continue  # "we call this phenomenon reward drift": an observation, not a proposal
        if active and toks[j].lower == "such":
            continue  # "we term such events structure-changing events": a kind of thing observed, named
        if active and toks[j - 1].lower in ("this", "these") and toks[j].text[:1].islower():
            continue  # "we call this approximately +0.5 gap X": "this" opens a noun phrase, not the name
        if j + 1 < n and toks[j].lower in ("a", "an") and doc.defined_at(toks[j + 1].start) is not None:
            j += 1  # "which we call a Squared Neural Family (SNEFY)"
        d = doc.defined_at(toks[j].start)
        # ("which we call neural distributed principal component analysis (NDPCA)": after our own
        # naming verb a lower-case long form names the proposal too)
        ours = active or bool(before & (_OWN_MARKERS | NOVEL))
        if d is not None and (not d.lowercase_long or (ours and not is_background(doc, d.short))):
            col.add(d.short, sent, "named-as", 0.9, _descriptor_label(sent, k - 6, k) or d.label)
            continue
        nm = parse_name(doc.clean, toks, j, known)
        if nm is not None and nm.tok_start == j:
            if t.lower == "namely" and (find_models(nm.text) or nm.text.lower() in NOT_ENTITIES):
                continue  # "four newly developed LLMs, namely DeepSeek-R1, OpenAI o1, ...": others' models
            lab = _descriptor_label(sent, k - 6, k) or nm.head
            tail = _lower_tail(doc, sent, nm) if not nm.alias else None
            col.add(f"{nm.text} {tail}" if tail else nm, sent, "named-as", 0.9, lab)
            if t.lower == "namely" and nm.tok_end < n and toks[nm.tok_end].lower in (",", "and"):
                # "two new variants of SVGD, namely VP-SVGD and GB-SVGD": every coined member
                for other in parse_list(doc.clean, toks, nm.tok_start, known)[1:]:
                    if _coined(other.text) and not is_background(doc, other.text):
                        col.add(other, sent, "named-as", 0.9, lab)
        elif j + 1 < n and _DIGIT_NAME.match(toks[j].text) and toks[j + 1].text in (".", ",", ";", "("):
            col.add(toks[j].text, sent, "named-as", 0.9, _descriptor_label(sent, k - 6, k))  # "called 4M."
        elif j < n and toks[j].text[:1].islower():
            low = _lower_name_after(doc, sent, j)
            if low and low.split()[0].lower() not in _NOT_NAME_START and low.lower() not in _DESCRIPTOR_HEADS:
                col.add(low, sent, "named-as-lower", 0.75, _descriptor_label(sent, k - 6, k))


_NAMING_WORDS = NAMING | NAMING_ACTIVE
# a coined name that opens with a digit: "4M", "3DGS" (not a plain number or a size such as "7B")
_DIGIT_NAME = re.compile(r"^\d+[A-Za-z][\w-]*$")


def _lower_tail(doc: Document, sent: Sentence, nm: Name) -> str | None:
    """ "which we call HO prompt-based learning.": the lower-case words that close the named phrase
    (one to three, up to the end of the clause), unless they are a kind noun ("X models")."""
    toks = sent.tokens
    j = nm.tok_end
    if j >= len(toks) or not toks[j].text[:1].islower():
        return None
    tail = _lower_name_after(doc, sent, j, max_words=3)
    if not tail:
        return None
    last = tail.split()[-1].lower()
    if last in _DESCRIPTOR_HEADS or last in _AGENT_HEADS or (last.endswith("s") and not last.endswith("ss")):
        return None
    end = j + len(tail.split())
    return tail if end >= len(toks) or toks[end].text in (".", ",", ";", ")", ":") else None


def _refer_to_as(toks, k: int) -> int | None:
    """ "we refer to the proposed solution as SA3D": the token after "as" when "to" follows the verb
    and "the/our/this" opens a short description of our own thing; else None."""
    if k + 4 >= len(toks) or toks[k + 1].lower != "to" or toks[k + 2].lower not in ("the", "our", "this"):
        return None
    for m in range(k + 3, min(len(toks) - 1, k + 8)):
        if toks[m].lower == "as":
            between = {t.lower for t in toks[k + 2 : m]}
            ours = between & {"our", "proposed", "resulting", "new"} or toks[m - 1].lower in _DESCRIPTOR_HEADS
            return m + 1 if ours else None
        if not toks[m].text[:1].islower():
            return None
    return None


def _this_of_ours(doc: Document, sent: Sentence, k: int) -> bool:
    """ "We propose a ... methodology. This approach, called SWiRL, ...": the sentence opens with
    "This <kind noun>," naming what the previous sentence's "we" proposed (naming word at ``k``)."""
    toks = sent.tokens
    if sent.index == 0 or k < 3 or toks[0].lower != "this" or toks[k - 1].text != ",":
        return False
    if k > 4 or toks[k - 2].lower not in _DESCRIPTOR_HEADS:
        return False  # "This approach, called", "This new method, named"
    prev = doc.sentences[sent.index - 1]
    return not prev.words.isdisjoint(("we", "our")) and not prev.words.isdisjoint(PROPOSE_VERBS)


_OPEN_QUOTES = frozenset({'"', "\u201c", "'", "\u2018"})  # also single quotes: "named 'Clevr-4'"
_CLOSE_QUOTES = frozenset({'"', "\u201d", "'", "\u2019"})


def _quoted_name(doc: Document, col: _Collector, sent: Sentence, q: int, label: str | None) -> None:
    """'dubbed "ObjectReact"', 'called "Find your Figure"': the whole quoted span is the name, if it is
    short and starts with a capital (a quoted lower-case phrase is a term being defined, not a name)."""
    toks = sent.tokens
    end = next((i for i in range(q + 1, min(q + 10, len(toks))) if toks[i].text in _CLOSE_QUOTES), None)
    if end is None or end == q + 1 or not toks[q + 1].text[:1].isupper():
        return
    d = doc.defined_at(toks[q + 1].start)
    if d is not None and d.short_end <= toks[end].start:
        # 'called "Variational Rectified Activation (VRA)"': the quotes hold a definition, named by it
        col.add(d.short, sent, "named-as", 0.9, label or d.label)
        return
    while end - 1 > q + 1 and not toks[end - 1].text[:1].isalnum():
        end -= 1  # '``LLM control planes,\'\'': the comma is the sentence's
    words = [t.text for t in toks[q + 1 : end]]
    last = words[-1]
    if last.islower() and (last.endswith("s") or not any(is_acronym_like(w) for w in words)):
        return  # 'the "English performance gap"', '"LLM control planes"': a term for a kind of thing
    col.add(doc.clean[toks[q + 1].start : toks[end - 1].end], sent, "named-as", 0.9, label)
# words between the named thing's head noun and the naming word: "a failure mode, which we often call X"
_NAMING_GAP = frozenset(
    """, which that we is are was were often also here hereafter henceforth thus so ( simply collectively
    sometimes informally""".split()
)


def _named_head(toks, k: int) -> str:
    """The lower-cased head noun the naming word at ``k`` names ("mode" in "a failure mode we call X"),
    not any word near it: "a latent dynamics model, termed X" names a model, not dynamics."""
    j = k - 1
    while j >= 0 and toks[j].lower in _NAMING_GAP:
        j -= 1
    return toks[j].lower if j >= 0 else ""
_BASE_VERB_BEFORE = frozenset(
    """we i to and also further then first here thus therefore hence can could will would may might must
    should jointly additionally finally next subsequently newly carefully systematically""".split()
)


def _noun_use(toks, k: int) -> bool:
    """A base-form proposal verb ("design", "present") after an adjective or noun is a noun:
    "practical design choices", "the design space". Finite forms ("presents") are left alone."""
    w = toks[k].lower
    if w.endswith(("s", "ed")):
        return False
    prev = toks[k - 1]
    return (
        prev.text[:1].isalpha()
        and prev.text.islower()
        and prev.lower not in _BASE_VERB_BEFORE
        and not prev.lower.endswith("ly")
    )


def _verb_cues(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "we propose/introduce X" and "X incorporates a Y module"."""
    if sent.words.isdisjoint(_CUE_VERBS):
        return
    toks = sent.tokens
    for k in compress(count(), map(_CUE_VERBS.__contains__, sent.lows)):  # only the cue verbs
        t = toks[k]
        if t.lower == "forward":
            if k > 1 and toks[k - 1].lower in ("put", "puts") and _has_agent(doc, sent, k - 1):
                _object_names(doc, col, sent, k, known, "we-propose", 0.95)  # "we put forward X"
            continue
        if t.lower == "resulting":
            # "we instantiate this idea with X, resulting in the Multi-Elo Rating System (MERS)"
            if (
                k + 2 < len(toks)
                and toks[k + 1].lower == "in"
                and toks[k + 2].lower not in _RESULT_CHANGE  # "resulting in more robust XLT": an effect
                and _has_agent(doc, sent, k)
            ):
                _object_names(doc, col, sent, k + 1, known, "we-propose", 0.85)
            continue
        if (t.lower.endswith("ed") or t.lower == "built") and not _we_did(toks, k):
            continue  # "previously proposed DRO methods": a participle, not our proposal
        if t.lower.startswith("buil") and k + 1 < len(toks) and toks[k + 1].lower in ("on", "upon", "atop"):
            continue  # "Our method builds upon the Unpaired Neural Schrodinger Bridge (UNSB)": a foundation
        if t.lower in PROPOSE_VERBS and k > 0 and _noun_use(toks, k):
            continue  # "practical design choices": the base form used as a noun
        gerund = t.lower in PROPOSE_GERUNDS and k > 0 and toks[k - 1].lower in _GERUND_AFTER
        if (t.lower in PROPOSE_VERBS or gerund) and _has_agent(doc, sent, k, own_kind=True):
            if k + 2 < len(toks) and toks[k + 1].lower == "to":
                # "we propose to learn X embeddings (XE)": only a defined acronym names the proposal
                _object_names(doc, col, sent, k + 2, known, "we-propose", 0.9, acronyms_only=True)
                continue
            _object_names(doc, col, sent, k, known, "we-propose", 0.95)
        # (an approach "incorporates" an existing estimator as often as a new one)
        elif t.lower in COMPONENT_VERBS and _has_agent(doc, sent, k):
            _object_names(doc, col, sent, k, known, "component", 0.6, components_only=True)
            _component_list(doc, col, sent, k, known)


_THEN_WORDS = frozenset("also further first then additionally finally newly subsequently".split())


def _we_did(toks, k: int) -> bool:
    """ "we introduced", "we further introduced", "we have proposed": a past-tense verb of our own."""
    j = k - 1
    if j >= 0 and (toks[j].lower in _THEN_WORDS or toks[j].lower.endswith("ly")):
        j -= 1  # one adverb between
    return j >= 0 and toks[j].lower in ("we", "have", "here")


_NOT_AGENT_NOUNS = frozenset(
    "transformer filter paper user number order answer other member computer".split()
)


# the words of a kind of part ("an Encoder-Decoder Model"), not of a named one ("a Teacher Classifier")
_GENERIC_PARTS = frozenset(
    """encoder decoder model module classifier generator network layer block pipeline training stage two
    three""".split()
)


_TITLE_COMPOUND = re.compile(r"^[A-Z][a-z]+(?:-[A-Z][a-z]+)+$")


def _title_compound(text: str) -> bool:
    """ "Mind-Video", "Brain-Diffuser": capitalised words joined by hyphens, none a generic title word."""
    return bool(_TITLE_COMPOUND.match(text)) and not all(
        w.lower() in GENERIC_TITLE_WORDS for w in text.split("-")
    )


def _known_any_case(text: str) -> bool:
    """A gazetteer name in this spelling or in lower case ("Self-Attention" is self-attention)."""
    return lookup(text) is not None or lookup(text.lower()) is not None


def _enumerator_before(toks, p: int) -> bool:
    """ "(i)", "(b)", "(2)" right before token ``p``."""
    return p >= 4 and skip_enumerator(toks, p - 3) == p


def _part_head(word: str) -> bool:
    """ "Encoder", "Router", "Upsampler", "Module": the head of a named part of a method."""
    w = word.lower()
    if w in _COMPONENT_HEADS or w in _DESCRIPTOR_HEADS:
        return True
    return w.endswith(("er", "or")) and w not in _NOT_AGENT_NOUNS


def _component_list(doc: Document, col: _Collector, sent: Sentence, k: int, known: dict[int, int]) -> None:
    """ "KiteNet consists of two key components: a Drift Encoder and a Gate Router": every Title Case
    part in the list after a component verb whose subject is the paper's method."""
    toks = sent.tokens
    n = len(toks)
    for p in range(k + 2, n):
        q = p - 3 if _enumerator_before(toks, p) else p  # "a (i) Target Group Generator"
        if toks[q - 1].lower not in ("a", "an", "the"):
            continue
        q = q - 3 if _enumerator_before(toks, q - 1) else q  # "(ii) an Encoder-Decoder Model"
        if q - 2 != k and toks[q - 2].text not in (":", ",", ";") and toks[q - 2].lower not in ("and", "of"):
            continue
        nm = parse_name(doc.clean, toks, p, known)
        if nm is None or nm.tok_start != p or " " not in nm.text or not _coined(nm.text):
            continue
        nxt = toks[nm.tok_end].lower if nm.tok_end < n else ""
        if not (_part_head(nm.text.split()[-1]) or nxt in _DESCRIPTOR_HEADS) or is_background(doc, nm.text):
            continue
        if all(w in GENERIC_TITLE_WORDS or w in _GENERIC_PARTS for w in re.split(r"[\s-]+", nm.text.lower())):
            continue  # "an Encoder-Decoder Model": a kind of part, not a named one
        col.add(nm, sent, "component-list", 0.6, None)


_RESULT_CHANGE = frozenset(
    """more less better worse higher lower improved reduced increased significant substantial faster
    slower""".split()
)
_CUE_VERBS = PROPOSE_VERBS | COMPONENT_VERBS | PROPOSE_GERUNDS | {"forward", "resulting"}
_PASSIVE_DESIGN = frozenset("designed proposed introduced developed devised constructed built".split())
# what a paper does to the data it makes: "three datasets (A, B and C) were curated"
_PASSIVE_MADE = _PASSIVE_DESIGN | frozenset("curated collected created compiled annotated released".split())


_NEW_WORDS = frozenset(("novel", "new", "newly"))
_METRIC_NOUNS = frozenset(("metric", "metrics", "measures", "measure", "scores"))


def _new_metric_lists(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "two novel metrics, earliness and duration", "metrics, including the newly proposed A, B, C":
    the members of a list of metrics the abstract calls new are metrics it proposes."""
    if sent.words.isdisjoint(_NEW_WORDS) or sent.words.isdisjoint(_METRIC_NOUNS | {"proposed"}):
        return
    toks = sent.tokens
    n = len(toks)
    for k in range(n - 2):
        if toks[k].lower not in _NEW_WORDS:
            continue
        j = k + 1
        if toks[k].lower == "newly" and toks[j].lower == "proposed":
            j += 1  # "the newly proposed A, B, C"
        elif toks[j].lower in _METRIC_NOUNS and j + 1 < n and toks[j + 1].text in (",", ":"):
            j += 2  # "two novel metrics, A and B"
        else:
            continue
        for nm in parse_list(doc.clean, toks, j, known):
            if nm.text[:1].isupper() and " " in nm.text and lookup(nm.text) is None:
                if not is_background(doc, nm.text):
                    col.add(nm, sent, "new-metric", 0.75, "Metric")
        if toks[j - 1].text in (",", ":"):
            for a, b in _lower_items(toks, j):  # "two novel metrics, earliness and duration"
                name = doc.clean[toks[a].start : toks[b - 1].end]
                if lookup(name) is None:
                    col.add(name, sent, "new-metric", 0.75, "Metric")


_NOT_ITEM_START = _PREPOSITIONS | frozenset("which that respectively as the a an".split())


def _lower_items(toks, j: int) -> list[tuple[int, int]]:
    """Token ranges of a list of two to five lower-case items of one to three words from ``j``."""
    items: list[tuple[int, int]] = []
    m = j
    while m < len(toks) and len(items) < 5:
        start = m
        while m < len(toks) and m - start < 3 and toks[m].text.isalpha() and toks[m].text.islower() and (
            toks[m].lower not in ("and", "or")
        ):
            m += 1
        if m == start:
            break
        items.append((start, m))
        while m < len(toks) and toks[m].lower in (",", "and", "or"):
            m += 1
        if m >= len(toks) or not toks[m].text.islower() or toks[m].lower in _NOT_ITEM_START:
            break
    return items if len(items) >= 2 else []


_MAKING_INTO = frozenset(
    "into obtain obtains obtaining yield yields yielding produce produces producing".split()
)
_MODEL_WORDS = frozenset(("model", "models", "checkpoint", "checkpoints"))


def _made_models(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "we fine-tune LLMs into the Table-R1-SFT model", "apply GRPO to obtain the Table-R1-Zero model":
    a coined name the paper's own training step turns out is a model it proposes."""
    if sent.words.isdisjoint(_MAKING_INTO) or sent.words.isdisjoint(_MODEL_WORDS) or not _first_person(sent):
        return
    toks = sent.tokens
    for k in range(len(toks) - 3):
        if toks[k].lower not in _MAKING_INTO or toks[k + 1].lower != "the":
            continue
        nm = parse_name(doc.clean, toks, k + 2, known)
        if nm is None or nm.tok_start != k + 2 or nm.tok_end >= len(toks):
            continue
        if toks[nm.tok_end].lower in _MODEL_WORDS and _coined(nm.text) and not is_background(doc, nm.text):
            col.add(nm, sent, "made-model", 0.8, "Model")


def _first_person(sent: Sentence) -> bool:
    return not sent.words.isdisjoint(("we", "our"))


def _bracketed_made(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "three ICWM datasets (SSDF-Syndrome, SSDF-Dialogue, and SSDF-PD) were curated", "we propose three
    modes (Perspective-Multiplying, ...)": coined names in brackets after a counted object of the paper's
    proposal verb, or right before a passive verb of making, are the paper's own."""
    if "(" not in sent.words or sent.words.isdisjoint(_PASSIVE_MADE | _COUNT_WORDS | PROPOSE_VERBS):
        return
    toks = sent.tokens
    n = len(toks)
    for k in range(1, n - 4):
        if toks[k].text != "(":
            continue
        members = parse_list(doc.clean, toks, k + 1, known)
        if not members or members[-1].tok_end >= n or toks[members[-1].tok_end].text != ")":
            continue
        v = members[-1].tok_end + 1
        # "we propose three modes of uncertainty (Perspective-Multiplying, Tension-Preserving, ...)"
        # ("our experimental design spans four datasets (...)": "design" after a determiner is a noun)
        proposed_list = any(
            toks[m].lower in PROPOSE_VERBS and toks[m - 1].lower not in _NOUN_MARKERS
            for m in range(max(1, k - 7), k)
        ) and (
            any(t.lower in _COUNT_WORDS for t in toks[max(0, k - 6) : k])
            # "We propose FL algorithms (FedSGDA+ and FedSGDA-M)": a plural kind right before a list
            # ("Bayesian Networks (BNs)" defines an acronym, it lists nothing)
            or (_plural_kind(toks[k - 1].lower) and len(members) >= 2)
        ) and _has_agent(doc, sent, k)
        if proposed_list or (
            v + 1 < n and toks[v].lower in ("were", "are", "was", "is") and toks[v + 1].lower in _PASSIVE_MADE
        ):
            for nm in members:
                if (_coined(nm.text) or _title_compound(nm.text)) and not is_background(doc, nm.text):
                    col.add(nm, sent, "name-is-proposed", 0.75, _descriptor_label(sent, max(0, k - 3), k))


# the words after which _appositive_cues looks for a name (the candidates are found from this set)
_SLOT_WORDS = frozenset((",", ":", ";", "the", "via", "called", "a", "an"))


def _slot_candidates(lows: Sequence[str], every_before: int) -> list[int]:
    """Token indexes the appositive loop must look at: the first, those right after a slot word and
    all before ``every_before`` (``lows``: the sentence's lower-cased tokens). Found with C-level maps:
    the loop's own test is too slow per token."""
    after_slot = compress(count(1), map(_SLOT_WORDS.__contains__, lows[:-1]))
    if every_before <= 0:
        return [0, *after_slot] if lows else []
    return sorted({*range(every_before), 0, *after_slot})


def _result_is(toks, k: int) -> bool:
    """ "The result is ConvS5, an efficient ConvSSM variant": token ``k`` names the outcome."""
    return k >= 2 and toks[k - 1].lower == "is" and toks[k - 2].lower in ("result", "outcome")


_LIST_NUMBERS = frozenset("1 2 3 4 5 6 i ii iii iv v vi".split())
_NOT_PART_LISTS = frozenset(
    """dimensions aspects levels categories types abilities capabilities criteria axes perspectives
    questions challenges issues problems limitations findings observations insights tasks""".split()
)


def _list_number_before(toks, k: int) -> bool:
    """ "1) X", "(ii) X": token ``k`` follows a list number, with or without an opening bracket."""
    return k >= 2 and toks[k - 1].text == ")" and toks[k - 2].lower in _LIST_NUMBERS


def _enumerated_parts(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "ZOTTA works through 1) Distribution-Robust Layer Selection, which ...; 2) Spatial Feature
    Aggregation Alignment, which ...": Title Case names in a numbered list whose sentence speaks of the
    paper's own method (we, our, or a name it proposes before the list) are its named parts."""
    if ")" not in sent.words:
        return
    toks = sent.tokens
    starts = [k for k in range(2, len(toks)) if _list_number_before(toks, k) and toks[k].text[:1].isupper()]
    # one named item is enough in a list of parts ("It consists of three components: (1) a data
    # flywheel ...; (2) IntentCheck, a bypass module ...")
    if len(starts) < (1 if not sent.words.isdisjoint(_PART_LIST) else 2):
        return
    # ("It consists of ...": the method the abstract has just proposed)
    pronoun = toks[0].lower in ("it", "this") and sent.index > 0 and bool(doc.proposed)
    if not (_has_agent(doc, sent, starts[0] - 2) or pronoun):
        return
    j = starts[0] - 3  # the word before the first list number, past an opening bracket or colon
    while j > 0 and toks[j].text in ("(", ":", "-"):
        j -= 1
    if toks[j].lower in _NOT_PART_LISTS:
        return  # "assesses LLMs across three dimensions: 1) Core Ability, ...": what is measured
    if any(t.lower.startswith("compar") for t in toks[: starts[0]]):
        return  # "We compare: (1) GraphMix, a standard mixer, and (2) ...": others' methods
    for k in starts:
        defined = k + 1 < len(toks) and toks[k + 1].text == "(" and doc.short_for(toks[k].text) is not None
        if defined:
            # "1) CLoVE (Contrastive Local Verifiable Explanations), which ...": a part defined in place,
            # whatever a gazetteer knows under another capitalisation (GloVe)
            col.add(toks[k].text, sent, "enumerated-part", 0.6, "Method")
            continue
        nm = parse_name(doc.clean, toks, k, known)
        if nm is None or nm.tok_start != k or k in known:
            continue
        words = nm.text.split()
        described = (
            nm.tok_end + 1 < len(toks)
            and toks[nm.tok_end].text == ","
            and toks[nm.tok_end + 1].lower in ("a", "an")
            and (_coined(nm.text) or _title_compound(nm.text))
        )  # "(ii) SEE-Splat, a real-time scene-editing module": one coined word described as a part
        titled = len(words) >= 2 and sum(w[:1].isupper() for w in words) >= 2
        if not (titled or described) or is_background(doc, nm.text):
            continue  # one word ("Encoder") or a sentence-case phrase is a step described, not named
        if nm.tok_end < len(toks) and toks[nm.tok_end].text not in (",", ":", ";", "(", "."):
            continue  # "1) Graph Neural Networks are ...": the name must stand alone in its item
        col.add(nm, sent, "enumerated-part", 0.6, "Method")


_VARIANT_WORDS = frozenset("variants variant versions instantiations instances configurations".split())


def _variant_lists(doc: Document, col: _Collector) -> None:
    """ "All PAD variants (AnCifer, DeWin, FeynStein)": the bracketed names of the variants of a name the
    paper proposes are proposals too."""
    own = {normalize(f.name) for f in col.found}
    if not own:
        return
    for sent in doc.sentences:
        if sent.words.isdisjoint(_VARIANT_WORDS) or "(" not in sent.words:
            continue
        toks = sent.tokens
        for i in range(len(toks) - 3):
            if normalize(toks[i].text) not in own or toks[i + 1].lower not in _VARIANT_WORDS:
                continue
            if toks[i + 2].text != "(":
                continue
            for nm in parse_list(doc.clean, toks, i + 3, doc.known_at(sent)):
                # every member is a name here, a plain capitalised word too ("Trident")
                if nm.text[:1].isupper() and not is_background(doc, nm.text):
                    col.add(nm, sent, "variant-list", 0.7, None)


# what a method is built from ("two phases:", "four prompting strategies:" list what a study does)
_PART_PLURALS = frozenset("mechanisms components modules innovations blocks designs".split())


def _counted_parts(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "MetaTune works through two mechanisms: Group Reward Shaping, which ..., and Adaptive Clip
    Control, which ...": coined Title Case names listed after "<count> <parts>:" in a sentence about
    the paper's own method are its named parts."""
    if ":" not in sent.words or sent.words.isdisjoint(_PART_PLURALS):
        return
    toks = sent.tokens
    n = len(toks)
    # "Three trainable modules totalling 15M parameters address ...: a Hierarchical Patch Aggregator
    # (HiPA) for ..., ...": a sentence opened by a count of parts, once the paper has named its method
    opened = (
        len(toks) > 2
        and toks[0].lower in _COUNT_WORDS
        and (toks[1].lower in _PART_PLURALS or (toks[1].text.islower() and toks[2].lower in _PART_PLURALS))
        and bool(doc.proposed)
    )
    for c in range(2, n - 1):
        if toks[c].text != ":" or (toks[c - 1].lower not in _PART_PLURALS and not opened):
            continue
        if not opened:
            if toks[c - 2].lower not in _COUNT_WORDS and not (c > 2 and toks[c - 3].lower in _COUNT_WORDS):
                continue  # "two key mechanisms:" allowed, "the mechanisms:" not
            proposing = any(t.lower in PROPOSE_VERBS or t.lower in doc.proposed for t in toks[:c])
            if not (proposing and _has_agent(doc, sent, c)):
                return  # the list must belong to the method the sentence proposes or names
        for p in range(c + 1, n):
            q = p - 1 if toks[p - 1].lower in ("a", "an") else p  # "...: a Hierarchical Patch Aggregator"
            if q != c + 1 and not (
                toks[q - 1].text in (";", ",") or (toks[q - 1].lower == "and" and toks[q - 2].text == ",")
            ):
                continue
            nm = parse_name(doc.clean, toks, p, known)
            if nm is None or nm.tok_start != p or p in known or not _coined(nm.text) or " " not in nm.text:
                continue
            if not all(w[:1].isupper() or w.lower() in ("of", "for", "and", "to") for w in nm.text.split()):
                continue  # a sentence-case phrase describes a step, it does not name one
            if nm.tok_end < n and toks[nm.tok_end].text not in (",", ";", ".", "(", ")", "for"):
                continue  # the name must stand alone in its item
            if not is_background(doc, nm.text):
                d = doc.short_for(nm.text)  # "Hierarchical Contrastive Learning (HiCL)": named by HiCL
                col.add(d.short if d is not None else nm, sent, "counted-part", 0.6, "Method")
        return


def _past_bracket(toks, j: int) -> int:
    """Index after a bracketed phrase of up to 15 tokens opening at ``j`` (its long form, its expansion),
    or ``j`` itself when none opens there."""
    if j >= len(toks) or toks[j].text != "(":
        return j
    for i in range(j + 1, min(len(toks), j + 16)):
        if toks[i].text == ")":
            return i + 1
        if toks[i].text == "(":
            return j
    return j


def _enumerated(toks, k: int) -> bool:
    """ "Our contributions are: (1) KiteSet, a dataset of ...; (2) KiteNet, a ranker": token ``k``
    follows a list number."""
    return (
        k >= 3
        and toks[k - 1].text == ")"
        and toks[k - 3].text == "("
        and (toks[k - 2].text.isdigit() or toks[k - 2].lower in ("i", "ii", "iii", "iv", "v", "a", "b", "c"))
    )


_NEW = ("novel", "new")
# what "X, a new ..." may call X that the paper does not build: "LA-EQA, a new task", "PRIN, a new form of"
_NOT_ARTIFACTS = frozenset(
    "task tasks problem problems setting form type kind phenomenon challenge perspective direction way"
    .split()
)


def _novel_apposed(toks, k: int, j: int) -> bool:
    """The name at ``[k, j)`` is followed by ", a novel/new <kind>" and no comparison word precedes it."""
    return (
        j + 3 < len(toks)
        and toks[j].text == ","
        and toks[j + 1].lower in ("a", "an")
        and toks[j + 2].lower in _NEW
        and toks[j + 3].text.isalpha()
        and toks[j + 3].text.islower()
        and toks[j + 3].lower not in _NOT_ARTIFACTS
        and not _compared_before(toks, k)
    )


def _appositive_cues(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "X, a novel ...", "X, the first ...", "X is a novel ..."."""
    toks = sent.tokens
    n = len(toks)
    words = sent.words
    own = "we" in words or "our" in words
    contributes = own and (
        not words.isdisjoint(PROPOSE_VERBS) or any(w.startswith("contribution") for w in words)
    )
    # last "," of a ", the first" in the sentence: outside the slots only a name before it can count
    the_first = max(
        (
            p
            for p in range(n - 2 if "first" in words else 0)
            if toks[p].text == "," and toks[p + 1].lower == "the" and toks[p + 2].lower == "first"
        ),
        default=-1,
    )
    candidates = _slot_candidates(sent.lows, the_first if own else -1)
    if contributes or "result" in words or "outcome" in words:  # rare: only then look at every token
        candidates = list(range(n))
    # "... that utilize DeepSER, a novel extension of ...": outside our own sentences, only a name set off
    # by ", a novel" (the commas found once) can count, and the words before it are candidates
    novel_commas = (
        [
            c
            for c in range(1, n - 2)
            if toks[c].text == "," and toks[c + 1].lower in ("a", "an") and toks[c + 2].lower in _NEW
        ]
        if not own and ("novel" in words or "new" in words)
        else []
    )
    if novel_commas and not (contributes or "result" in words or "outcome" in words):
        candidates = sorted({*candidates, *(i for c in novel_commas for i in range(max(0, c - 6), c))})
    # cheap test first: a coined name starts with a capital or is known (most slot words are followed
    # by a lower-case word); the slot tests below are pure too, so testing this one first changes nothing
    candidates = [
        k
        for k in candidates
        if (toks[k].text[:1].isupper() or k in known or is_acronym_like(toks[k].text))
        # not the inner word of a Title Case run: "the Data Science Debugging Benchmark, the first ..."
        # names one thing, not "Science Debugging Benchmark" and "Debugging Benchmark" too
        and not (k > 1 and toks[k - 1].text[:1].isupper() and toks[k - 1].text[1:].islower())
    ]
    for k in candidates:
        result_is = _result_is(toks, k)
        enumerated = contributes and _enumerated(toks, k)
        outside = (
            k > 0
            and toks[k - 1].lower not in _SLOT_WORDS
            and (not own or the_first <= k)
            and not result_is
            and not enumerated
        )
        if outside and not own and not any(k < c <= k + 8 for c in novel_commas):
            continue
        nm = parse_name(doc.clean, toks, k, known)
        if nm is None or nm.tok_start != k or not _coined(nm.text) or is_background(doc, nm.text):
            continue
        j = nm.tok_end
        window = {x.lower for x in toks[j + 2 : j + 6]}
        if outside and not own:
            # "classifiers that utilize DeepSER, a novel extension of ...": "a novel <kind>" set off after
            # a coined name marks it new here, whoever the sentence's subject is
            if _novel_apposed(toks, k, j):
                col.add(nm, sent, "name-a-novel", 0.8, _descriptor_label(sent, j + 1, j + 8))
            continue
        if outside:
            # "We address CSB through Reasoning Dependency Generation (RDG), a novel framework for ...":
            # a name set off by "a novel <kind>" in the paper's own sentence is its proposal wherever it
            # stands
            if (
                nm.alias is not None
                and j + 3 < n
                and not _compared_before(toks, k)
                and toks[j].text == ","
                and toks[j + 1].lower in ("a", "an")
                and toks[j + 2].lower in STRICT_NOVEL
                and any(x.lower in _DESCRIPTOR_HEADS for x in toks[j + 3 : j + 6])
            ):
                col.add(nm, sent, "name-a-novel", 0.85, _descriptor_label(sent, j + 1, j + 8))
            continue
        if (
            k > 1
            and toks[k - 1].text == ","
            and toks[k - 2].lower in _DESCRIPTOR_HEADS
            and (
                {x.lower for x in toks[max(0, k - 5) : k - 2]} & STRICT_NOVEL
                # "we implement an evaluation framework, Dual-Metric Bias Assessment (DMBA)"
                or _we_verb_a_kind(toks, k - 2)
            )
            and own
            and nm.alias is not None
        ):
            # "We address this challenge with a novel method, Collaborative Score Distillation (CSD)"
            col.add(nm, sent, "novel-kind-name", 0.85, _descriptor_label(sent, k - 4, k - 1))
            continue
        # "a Depth-aware Mixing strategy is introduced": the kind noun may sit before the verb
        v = j + 1 if j < n and toks[j].lower in _DESCRIPTOR_HEADS else j
        if (
            k > 0
            and toks[k - 1].lower in ("a", "an")
            and v + 1 < n
            and toks[v].lower in ("is", "are")
            and toks[v + 1].lower in _PASSIVE_DESIGN
            and " " in nm.text
        ):
            # "an Adaptive Optimization Mechanism is designed to refine ...": a named part of the method
            col.add(nm, sent, "name-is-designed", 0.7, _descriptor_label(sent, k, j))
            continue
        if (
            j + 1 < n
            and toks[j].lower in ("is", "are")
            and toks[j + 1].lower in _PASSIVE_DESIGN
            and (_coined_word(nm.text) or " " in nm.text)
            and (_has_agent(doc, sent, k) or (k == 0 and j + 2 < n and toks[j + 2].lower in ("to", "for")))
        ):
            # "Cross-Variable GNN is proposed to ...": a sentence opening on a coined name in the present
            # passive speaks for the paper too (another's is "was/has been proposed")
            # "In this work, KiteNet is proposed to ...": the paper's own name in the passive
            col.add(nm, sent, "name-is-proposed", 0.75, nm.head)
            continue
        if (
            enumerated
            and j + 2 < n
            and toks[j].text == ","
            and toks[j + 1].lower in ("a", "an")
            and not window & _BACKGROUND_ADJ
        ):
            col.add(nm, sent, "enumerated-contribution", 0.8, _descriptor_label(sent, j + 1, j + 8))
            continue
        if (
            k > 0
            and toks[k - 1].lower not in (",", ":", ";", "the", "via", "called")
            and not result_is
            and not (
                j + 2 < n
                and toks[j].text == ","
                and toks[j + 1].lower == "the"
                and toks[j + 2].lower == "first"
            )
        ):
            continue  # outside the classic slots only "we ... X, the first ..." counts
        if j + 2 < n and toks[j].text == "," and toks[j + 1].lower in ("a", "an", "the", "our"):
            if window & _BACKGROUND_ADJ:
                continue
            if (
                window & NOVEL
                or toks[j + 1].lower == "our"
                or (toks[j + 1].lower == "the" and toks[j + 2].lower == "first")
            ):
                col.add(nm, sent, "name-a-novel", 0.85, _descriptor_label(sent, j + 1, j + 8))
        elif (
            j + 3 < n and toks[j].lower == "is" and toks[j + 1].lower in ("a", "an") and window & STRICT_NOVEL
        ):
            col.add(nm, sent, "name-is-novel", 0.8, _descriptor_label(sent, j + 1, j + 8))
        elif (
            k == 0
            and sent.index <= 1
            and j + 3 < n
            and toks[j].lower == "is"
            and toks[j + 1].lower in ("a", "an")
            and any(x.lower in _DESCRIPTOR_HEADS for x in toks[j + 2 : j + 7])
            and " " not in nm.text
            and is_acronym_like(nm.text)
            and not is_generic_acronym(nm.text)
            and len(_word_hits(doc.clean, nm.text)) >= 2
        ):
            # "CauchyNet is a compact complex-valued network ... CauchyNet reaches": a coined name the
            # abstract opens by defining and then keeps using is the paper's own
            col.add(nm, sent, "name-is-a", 0.75, _descriptor_label(sent, j + 1, j + 8))


# "We compare with X (Y), a new method ...": a name after a comparison is another's
# stems of comparison words ("over" is a word of its own: as a prefix it would catch "overall")
_COMPARING = ("compar", "outperform", "surpass", "than", "versus", "baseline", "against")


def _compared_before(toks, k: int) -> bool:
    """A comparison word before token ``k``: a name described after it is another's."""
    return any(t.lower.startswith(_COMPARING) or t.lower == "over" for t in toks[:k])


_APPOSED_KINDS = frozenset("system pipeline tool toolkit library agent module network mechanism".split())
_PHRASE_BREAKS = frozenset(
    """on in at for with to of by from than against over across via outperforms surpasses beats exceeds
    outperform surpass beat exceed outperformed surpassed""".split()
)  # ("our agent outperforms the strongest baseline (X)": the head after the verb is not ours)


# the words _our_cues reads ("our", "the proposed/resulting", "X (ours)"): a sentence without any is skipped
_OUR_WORDS = frozenset({"our", "proposed", "resulting", "ours"})
_OUR_STARTS = _OUR_WORDS - {"ours"}  # the words the "our ... X" loop starts at


def _our_cues(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "our method, X," / "our GUI grounding model, X" / "our X framework"."""
    if sent.words.isdisjoint(_OUR_WORDS):
        return
    toks = sent.tokens
    n = len(toks)
    # only the tokens the loop can act on ("our", "proposed", "resulting"), found with C-level maps
    for k in compress(count(), map(_OUR_STARTS.__contains__, sent.lows)):
        t = toks[k]
        # "the proposed method, X": as good as "our"
        the_proposed = t.lower in ("proposed", "resulting") and k > 0 and toks[k - 1].lower == "the"
        if (t.lower != "our" and not the_proposed) or k + 1 >= n:
            continue
        # "our ... <head>, X": a head noun within four words, then the name
        headed = False
        for j in range(k + 1, min(n, k + 6)):
            if toks[j].lower in _PHRASE_BREAKS:
                break  # "our system on a simulated benchmark EARL": the head is not ours
            if j > k + 1 and toks[j].lower in _COUNT_WORDS:
                break  # "our experimental design spans four datasets (...)": a counted object of a verb
            named_after = j + 1 < n and toks[j + 1].text in (",", "(", ":")
            # "The proposed system, RAGRecon, ...": kind nouns that head no name still head an apposition
            if HEAD_LABELS.get(toks[j].lower) in ("Method", "Dataset", "Model") or (
                named_after and toks[j].lower in _APPOSED_KINDS
            ):
                headed = True
                # ("our innovative FAIR-RAG architecture": one praising word may come first)
                w = k + 2 if j == k + 3 and toks[k + 1].lower in _PRAISE else k + 1
                word = toks[w].text
                if (
                    j == w + 1
                    and (not named_after or (j + 2 < n and toks[j + 2].text[:1].islower()))
                    and (_own_modifier_name(doc, word) or (the_proposed and _title_single(doc, word)))
                ):
                    # "our WC-penalty method explores ...": the coined word before the head is the name
                    col.add(word, sent, "our-x-head", 0.75, _descriptor_label(sent, k, j + 1))
                    break
                if j > k + 2 and not named_after:
                    # "the resulting Alama Health QA dataset includes ...": a Title Case name before the head
                    nm = parse_name(doc.clean, toks, k + 1, known)
                    if (
                        nm is not None
                        and nm.tok_start == k + 1
                        and nm.tok_end in (j, j + 1)
                        and " " in nm.text
                        and _coined(nm.text)
                        and not is_background(doc, nm.text)
                        and not find_models(nm.text)
                        # "Our Multi-Encoder Decoder framework for ... (MEDOS)": a long form names it
                        and not any(d.long_start <= nm.start < d.long_end for d in doc.definitions)
                    ):
                        col.add(nm, sent, "our-x-head", 0.75, _descriptor_label(sent, k, j + 1))
                        break
                m = j + 1
                if m < n and toks[m].text in (",", "("):
                    m += 1
                d = doc.defined_at(toks[m].start) if m < n else None
                if d is not None and toks[m - 1].text == "," and not is_generic_acronym(d.short):
                    # "The proposed method, separable PINN (SPINN), ...": the defined acronym is the name
                    col.add(d.short, sent, "our-method-x", 0.8, _descriptor_label(sent, k, m))
                    break
                nm = parse_name(doc.clean, toks, m, known)
                if nm is not None and nm.tok_start == m and _coined(nm.text):
                    if toks[m - 1].text == "(" and _whole_model(nm.text):
                        break  # "our video planner LLM (GPT-4)": the model that runs our part, not ours
                    # "our structured audio reasoning model, SARI": ours, even if a gazetteer knows a SARI
                    col.add(nm, sent, "our-method-x", 0.8, _descriptor_label(sent, k, m))
                break
        if not headed:
            at = k + 1
            if k + 2 < n and _our_adjective(toks[k + 1].text) and _coined_word(toks[k + 2].text):
                at = k + 2  # "our new CUA-SHADE-Arena", "our dual-branch DataJuicer"
            nm = parse_name(doc.clean, toks, at, known)
            if (
                nm is not None
                and nm.tok_start == at
                and (_coined(nm.text) or _coined_word(nm.text))
                and (nm.head in ("Method", "Dataset") or nm.alias is not None or _coined_word(nm.text))
                and not is_background(doc, nm.text)
                and not find_models(nm.text)
                and not _RENAMED.match(doc.clean, nm.end)
            ):
                # "Our Evidential Probing Network (EPN) uses ...": a name defined right after "our";
                # "Our PlumeNet reduces ...": one coined word (inner capital or acronym) after "our"
                col.add(nm, sent, "our-x-method", 0.75, nm.head)
    # "(ours)" is always a token of its own, so a sentence without the word has no mark
    for m in _OURS_MARK.finditer(doc.clean, sent.start, sent.end) if "ours" in sent.words else ():
        name = m.group(1)
        if _coined_word(name) and not is_background(doc, name) and not find_models(name):
            col.add(name, sent, "x-ours", 0.75, None)  # "PlumeNet (ours) beats all baselines"


_PRAISE = frozenset((*_NEW, "innovative"))


def _our_adjective(word: str) -> bool:
    """ "new", "novel", "dual-branch": a word between "our" and a coined name that leaves it ours."""
    hyphened = "-" in word.strip("-") and word.replace("-", "").isalpha() and word.islower()
    return word in _NEW or hyphened


_ADJECTIVE_ENDINGS = tuple("ian ic al ive ous ary ent ant less ful able ible ed ing ish ese".split())


def _title_single(doc: Document, word: str) -> bool:
    """ "the resulting Hummingbird model": one capitalised word no list knows, between "the resulting /
    the proposed" and a kind noun, names the paper's own thing."""
    return (
        len(word) >= 4
        and word[:1].isupper()
        and word[1:].isalpha()
        and word[1:].islower()
        and not word.lower().endswith(_ADJECTIVE_ENDINGS)  # "the resulting Bayesian model"
        and word.lower() not in GENERIC_TITLE_WORDS
        and lookup(word) is None
        and not find_models(word)
        and not is_background(doc, word)
    )


def _own_modifier_name(doc: Document, word: str) -> bool:
    """A coined word (capitals inside, not a kind like "LLM", no known method or model) naming the
    paper's own method when it stands between "our" and a method noun."""
    if not _coined_word(word) or is_generic_acronym(word) or word.lower() in GENERIC_TITLE_WORDS:
        return False
    if word.endswith(tuple("-" + a for a in _AFFIX_MODIFIERS)):
        return False
    d = doc.short_for(word)
    if d is not None:
        lead = doc.clean[max(0, d.long_start - 50) : d.long_start].lower()
        if _EXISTING_LEAD.search(lead):
            return False  # "we follow the Constitutional AI (CAI) approach ... our CAI models"
    return lookup(word) is None and not find_models(word) and not is_background(doc, word)


_EXISTING_LEAD = re.compile(
    r"\b(?:follow|follows|following|adopt|adopts|adopting|employ|employs|leverage|leverages|apply|applies|"
    r"existing|standard|popular|well-known|widely used|conventional|classic)\b"
)


# "our LSH, which we call FourierHashNet": the word after "our" is the kind, the name comes after the call
_RENAMED = re.compile(
    r"\s*,?\s*(?:(?:which|that)\s+)?(?:we\s+)?(?:call|called|name|named|term|termed|dub|dubbed|coin|coined)\b"
)


# "PlumeNet (ours)", "PlumeNet (Ours)": the name the results table gives the paper's own method
_OURS_MARK = re.compile(r"(?<![\w-])([A-Za-z][\w+-]*[\w+])\s*\((?:ours|Ours|OURS)\)")


def _shaped_single(text: str) -> bool:
    """One capitalized word shaped like a name: a digit, a hyphen or an inner capital in it."""
    return (
        " " not in text
        and len(text) >= 4
        and text[:1].isupper()
        and (any(c.isdigit() for c in text) or "-" in text.strip("-") or _inner_capital(text))
    )


def _coined_word(text: str) -> bool:
    """One token that can only be a coined name: an inner capital ("PlumeNet") or acronym shape."""
    return (
        " " not in text
        and len(text) >= 3
        and text[0].isalpha()  # "our 2D-3D hybrid grid": a dimension, not a name
        and (_inner_capital(text) or is_acronym_like(text))
        and not is_generic_acronym(text)
    )


# lower-case phrases starting with these are descriptions, not coined names
_NOT_NAME_START = frozenset(
    """the a an two three four five several some many multiple various our this these its their each
    method methods approach framework model""".split()
)
_OWN_MARKERS = frozenset({"proposed", "novel", "new", "our"})


_DESCRIBED_STARTS = _DESCRIPTOR_HEADS | {"proposed"} | OUR_MADE
_DESCRIBED_STOP = _PREPOSITIONS | _MODIFIER_OK | _DESCRIPTOR_HEADS  # words that end "our proposed ..."


def _our_newly(toks, k: int) -> bool:
    """ "our newly introduced IC dataset": "our newly" before the verb at ``k``."""
    return k > 1 and toks[k - 1].lower == "newly" and toks[k - 2].lower == "our"


# "ReasonOrderQA, a benchmark we introduce with ...", "KiteNet, the framework that we propose": the
# paper's own thing named first and claimed by a first-person verb after its kind noun
_INTRODUCED_AFTER = re.compile(
    r"(?P<name>[A-Z][\w.+-]*[A-Za-z0-9])\s*,\s*(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?"
    r"(?P<kind>benchmark|dataset|corpus|suite|testbed|method|framework|model|metric|algorithm|approach|system)"
    r"\s+(?:that\s+|which\s+)?we\s+(?:(?:also|first|newly)\s+)?"
    r"(?:introduce|propose|present|construct|curate|build|release|create|design|develop)d?\b"
)


_MADE_INTO = re.compile(
    r"\bwe\s+(?:\w+\s+){0,2}?(?:distill|compress|convert|turn|transform|fine-tune|train|develop)\w*\s+"
    r"(?:\S+\s+){1,6}?into\s+(?P<name>[A-Z][\w.+-]*[A-Za-z0-9])\s*,\s*(?:a|an)\s+(?:[\w-]+\s+){0,4}?"
    r"(?P<kind>model|framework|method|system|detector|classifier|agent|llm)\b"
)


def _introduced_after(doc: Document, col: _Collector, sent: Sentence) -> None:
    """ "We test on GSM8K and ReasonOrderQA, a benchmark we introduce": the name before its kind noun;
    "we distill IMPACT into TIDE, a small language model": what the paper's own step turns out."""
    if "we" not in sent.words:
        return
    for m in _INTRODUCED_AFTER.finditer(doc.clean, sent.start, sent.end):
        name = m.group("name")
        if _coined(name) and not is_background(doc, name):
            col.add(name, sent, "x-we-introduce", 0.85, _DESCRIPTOR_LABEL.get(m.group("kind")))
    if "into" in sent.words:
        for m in _MADE_INTO.finditer(doc.clean, sent.start, sent.end):
            name = m.group("name")
            known = lookup(name)
            # a strong claim of our own: only a hand-listed name (score 1) stays background
            if _coined(name) and not find_models(name) and (known is None or known.score < 1.0):
                col.add(name, sent, "we-make-into", 0.8, _DESCRIPTOR_LABEL.get(m.group("kind")))


def _described_names(doc: Document, col: _Collector, sent: Sentence, known: dict[int, int]) -> None:
    """ "our proposed decoupled IoU", "an inference strategy Select then Generate": a descriptor
    noun (or "our proposed") directly followed by the name, in a sentence about the paper's own work."""
    if sent.words.isdisjoint(_DESCRIBED_STARTS):
        return
    toks = sent.tokens
    n = len(toks)
    if not _has_agent(doc, sent, n):
        return
    stop = _DESCRIBED_STOP
    # only the tokens the loop acts on ("proposed" and the descriptor heads; not the last token),
    # found with C-level maps
    for k in compress(count(), map(_DESCRIBED_STARTS.__contains__, sent.lows[:-1])):
        low = toks[k].lower
        if k > 0 and (
            (low == "proposed" and toks[k - 1].lower in ("our", "the"))
            or (low in OUR_MADE and (toks[k - 1].lower == "our" or _our_newly(toks, k)))
        ):
            j = k + 1
            nm = parse_name(doc.clean, toks, j, known)
            if nm is not None and nm.tok_start == j and _coined(nm.text) and not is_background(doc, nm.text):
                col.add(nm, sent, "our-proposed", 0.75, nm.head)
                continue
            if j + 1 < n and toks[j].lower.removesuffix("s") in _DESCRIPTOR_HEADS:
                # "our proposed models SCLie and DPCLie": the kind noun, then the list of names
                for other in parse_list(doc.clean, toks, j + 1, known):
                    if other.tok_start > j + 1 and toks[other.tok_start - 1].text not in (",", "and"):
                        break
                    if _coined(other.text) and not is_background(doc, other.text):
                        col.add(other, sent, "our-proposed", 0.75, _DESCRIPTOR_LABEL.get(toks[j].lower))
                continue
            while j < n - 1 and toks[j].lower in _NEW:
                j += 1  # "our proposed new DP algorithms": praise, not part of a name
            e = j
            while e < n and e - j < 3 and toks[e].text[:1].isalpha() and toks[e].text[:1].islower():
                if toks[e].lower in stop:
                    break
                e += 1
            # "our proposed decoupled IoU": lower-case words ending in an acronym-like word
            if j < e < n and is_acronym_like(toks[e].text):
                phrase = doc.clean[toks[j].start : toks[e].end]
                if not is_background(doc, phrase):
                    col.add(phrase, sent, "our-proposed", 0.7, None)
        elif low in _DESCRIPTOR_HEADS and k > 0 and toks[k - 1].text[:1].islower():
            if not {t.lower for t in toks[max(0, k - 4) : k]} & _OWN_MARKERS:
                continue
            # a Title Case run that may hold short links: "Select then Generate", "Plan and Act"
            e = k + 1
            while e < n and (
                is_title_word(toks[e].text, e > k + 1)
                or is_acronym_like(toks[e].text)
                or (
                    e > k + 1
                    and toks[e].lower in ("then", "and", "to", "of", "for", "with")
                    and e + 1 < n
                    and toks[e + 1].text[:1].isupper()
                )
            ):
                e += 1
            name = doc.clean[toks[k + 1].start : toks[e - 1].end] if e > k + 1 else ""
            # ("a new GUI grounding benchmark UI-I2E-Bench, which ...": one coined word, set off after it)
            single = e == k + 2 and _coined_word(name) and e < n and toks[e].text in (",", ".", "(", ";")
            if (len(name.split()) >= 2 or single) and _coined(name) and not is_background(doc, name):
                col.add(name, sent, "descriptor-name", 0.7, _DESCRIPTOR_LABEL.get(low))


def _def_in(d: AcronymDef, lo: int, hi: int) -> bool:
    return lo <= d.long_start and d.short_end <= hi


_MAKE_VERBS = PROPOSE_VERBS | {"implement", "implements"}


def _we_verb_a_kind(toks, head: int) -> bool:
    """ "we implement an evaluation framework": "we", a verb of making, "a/an", at most two words, then
    the kind noun at ``head``."""
    for a in range(max(2, head - 3), head):
        if toks[a].lower in ("a", "an") and toks[a - 1].lower in _MAKE_VERBS and toks[a - 2].lower == "we":
            return True
    return False


def _whole_model(name: str) -> bool:
    """The whole of ``name`` is a pretrained model a table knows ("GPT-4", "Llama-3 8B")."""
    found = find_models(name)
    return bool(found) and found[0].start == 0 and found[0].end == len(name)


def _apposed_kind_start(doc: Document, toks, k: int, known: dict[int, int]) -> int | None:
    """Where the description starts when the verb's object opens on a coined name set off by ", a/an"
    ("we propose FedCMOO, a novel ... algorithm"), else None."""
    if k + 3 >= len(toks):
        return None
    nm = parse_name(doc.clean, toks, k + 1, known)
    if nm is None or nm.tok_start != k + 1 or not _coined(nm.text) or nm.tok_end + 1 >= len(toks):
        return None
    if toks[nm.tok_end].text != "," or toks[nm.tok_end + 1].lower not in ("a", "an"):
        return None
    return toks[nm.tok_end].end


def _object_names(
    doc: Document,
    col: _Collector,
    sent: Sentence,
    k: int,
    known: dict[int, int],
    rule: str,
    conf: float,
    components_only: bool = False,
    acronyms_only: bool = False,
) -> None:
    """Names in the object of a proposal verb at token ``k`` (up to the end of its clause)."""
    toks = sent.tokens
    n = len(toks)
    if k + 1 < n and toks[k + 1].text == ",":
        # "we introduce, for the first time, an ... algorithm (OSPG)": the object starts after the aside
        close = next((i for i in range(k + 2, min(k + 9, n)) if toks[i].text == ","), None)
        if close is not None:
            k = close
    end = k + 1
    while end < n and end < k + 30 and (
        toks[end].lower not in _CLAUSE_END or (toks[end].text == "." and toks[end - 1].lower == "i.e")
    ):
        end += 1  # (the "." of a split "i.e." ends nothing)
    if (
        not components_only
        and not acronyms_only  # "we propose to combine two paradigms: X and Y": existing ones
        and end + 1 < n
        and toks[end].text == ":"
        and _plural_kind(toks[end - 1].lower)
        # "we present a safety evaluation of 7 frontier models: GPT-5.2, ...": the models studied
        and not any(t.lower in _STUDY_NOUNS for t in toks[k + 1 : end - 1])
    ):
        # "construct two paragraph-level benchmarks: LocalX and DSY": the list names the proposals
        lab = _DESCRIPTOR_LABEL.get(toks[end - 1].lower.rstrip("s")) or _DESCRIPTOR_LABEL.get(
            toks[end - 1].lower
        )
        for nm in parse_list(doc.clean, toks, end + 1, known):
            d = doc.defined_at(nm.start)
            if d is not None:
                # "two benchmarks: Thai-H6 and Thai Cultural and Linguistic Intelligence Benchmark (ThaiCLI)":
                # the list split the long form at its "and"; the acronym names the member
                col.add(d.short, sent, rule + "-list", conf, lab)
            elif _coined(nm.text) and is_specific(doc, nm) and not is_background(doc, nm.text):
                col.add(nm, sent, rule + "-list", conf, lab)
    elif not components_only and not acronyms_only and end + 1 < n and toks[end].text == ":":
        _described_colon_list(doc, col, sent, k, end, known, rule, conf)
        _described_colon_name(doc, col, sent, k, end, known, rule, conf)
    hi = toks[end - 1].end if end > k + 1 else toks[k].end
    kind_from = _apposed_kind_start(doc, toks, k, known) if doc.definitions else None
    # acronym definitions inside the object: the strongest signal
    for d in doc.definitions:
        if not _def_in(d, toks[k].end, hi):
            continue
        if d.long.endswith(("-based", "-style", "-inspired", "-guided")):
            continue  # "an extended Chain of Utterances-based (CoU) strategy": a modifier, not the name
        # "a novel machine learning (ML) augmented algorithm, RCL": a field, never the name -- unless the
        # paper spells it its own way as the verb's object ("We introduce Flashback Learning (FL), a ...")
        generic = is_generic_acronym(d.short)
        after = _token_after(sent, d.short_end)
        if after is not None and after.lower in NAMING:
            continue  # "a novel family of Point Cloud Transformers (PCTs) called Interlacers": the kind
        if kind_from is not None and d.long_start >= kind_from and (
            not components_only or (after is not None and after.lower in _DESCRIPTOR_HEADS)
        ):
            # "we propose FedCMOO, a novel federated multi-objective optimization (FMOO) algorithm": the
            # acronym names the kind of the proposal already named, not the proposal; nor does one in
            # the rest of its description ("UTSP, a UL framework for the Travelling Salesman Problem (TSP)")
            continue
        # "(SSRL) a simple model-based learning framework": an appositive whose comma the source lost;
        # "the Machine Personality Inventory (MPI) tool": a kind of system after the acronym
        described = after is not None and (
            after.lower in _DESCRIPTOR_HEADS
            or after.lower in _AGENT_HEADS
            or after.lower in _TOOL_HEADS
            or after.lower in ("a", "an")
        )
        if after is not None and after.text in _APPOSITION_MARKS:
            nxt = _token_after(sent, after.end)
            described = described or (nxt is not None and nxt.lower in ("a", "an"))  # "(OUB), a two-step ..."
        if (
            after is not None
            and not described
            and after.text.isalpha()
            and after.text.islower()
            and after.lower not in _MODIFIER_OK
            and after.lower not in COMMON_VERBS
            # "(LatentRM) trained with ...": a participle, not a noun -- but "a Cramer-Rao bound (CRB)
            # guided framework" is a compound modifier
            and (not after.lower.endswith("ed") or after.lower in _AFFIX_MODIFIERS)
            # ("we propose Expert Threshold (ET) routing": a technique named by its acronym)
            and after.lower not in TECHNIQUE_HEADS
        ):
            continue  # "an Adverse Event (AE) extraction corpus": the acronym modifies a noun
        # the direct object of the verb: "we propose log-contextualized RAG (LC-RAG)"
        between = _past_restatement([t for t in toks if toks[k].end <= t.start and t.end <= d.long_start])
        if any(t.lower in NAMING and i and between[i - 1].lower in _PHENOMENA for i, t in enumerate(between)):
            continue  # "we introduce a challenging problem named Personalized Dictionary Learning (PerDL)"
        direct_obj = all(t.lower in _DIRECT_FILLERS for t in _past_kind_of(between))
        if _after_preposition(between):
            continue  # "data from the Consumer Product Safety Commission (CPSC)", "a framework for X (X)"
        # "we introduce a method for sample-efficient modality integration (SEMI)": the acronym names
        # the method the descriptor introduces, even with a lower-case long form
        for_descriptor = (
            len(between) >= 2
            and between[-1].lower == "for"
            and between[-2].lower in _DESCRIPTOR_HEADS
            and d.head not in TASK_HEADS  # "a framework for distributionally robust optimization (DRO)"
        )
        described = described or for_descriptor
        if generic:
            if direct_obj and described and not d.lowercase_long and not components_only:
                col.add(d.long, sent, rule + "-acronym", conf, d.label, own_spelling=True)
                return
            continue
        if d.lowercase_long and not (described or (direct_obj and not components_only)):
            continue
        if components_only and not described:
            before = [t.lower for t in toks if t.end <= d.long_start][-3:]
            if not set(before) & {"novel", "new", "our", "proposed"}:
                continue  # "a framework that integrates DCCA": background, unless "a new X module"
        # "we propose a memory-efficient zerothorder optimizer (MeZO), adapting ...": a mixed-case
        # acronym the paper's verb takes directly, closing its phrase, is the name it coins, even one
        # a hand list knows (the list holds it because the paper made it known)
        coined_here = (
            direct_obj
            and not components_only
            and (after is None or after.text in (",", ".", ";"))
            and not d.short.isupper()
            and not is_generic_acronym(d.short)
        )
        if (is_background(doc, d.short) or is_background(doc, d.long)) and not (
            (direct_obj and described and not d.lowercase_long) or coined_here
        ):
            continue
        if doc.clean[d.short_end : d.short_end + 2] == ")-":
            continue  # "(KKT)-based ...": the acronym only modifies what follows
        ti = next(i for i, t in enumerate(toks) if t.start >= d.long_start)
        lab = (
            _descriptor_label(sent, k, ti)
            or (_DESCRIPTOR_LABEL.get(after.lower) if after else None)
            or d.label
        )
        if col.add(d.short, sent, rule + "-acronym", conf, lab) and not components_only:
            for other in _coordinated_definitions(doc, d, hi):
                col.add(other.short, sent, rule + "-acronym", conf, lab)
            return
        if not components_only:
            return
    if acronyms_only:
        return
    bare = k + 1 < n and toks[k + 1].text[:1].islower() and toks[k + 1].lower not in ("a", "an", "the")
    if not components_only and bare:
        before = len(col.found)
        _lowercase_object(doc, col, sent, k, rule)
        if len(col.found) > before:
            return  # "we introduce projection agents, a novel RL-GCO approach": the kind is no name
    j = k + 1
    if not components_only and _letter_digit_own(toks, j):
        col.add(toks[j].text, sent, rule, conf, _apposition_label(sent, _past_bracket(toks, j + 1)))
        return
    if components_only and j < end and toks[j].lower == "of":
        j += 1  # "consisting of / composed of a Span Scorer module": "of" opens the object
    direct = True  # still in "we propose (a novel adj)* NAME"
    while j < end:
        t = toks[j]
        if t.lower in NAMING:
            return
        if t.text in _OPEN_QUOTES and j >= 2 and toks[j - 1].text == "," and (
            toks[j - 2].lower in _DESCRIPTOR_HEADS
        ):
            # 'we propose a novel approach, "Duplicatus Charm", to ...': the quoted name after its kind
            _quoted_name(doc, col, sent, j, _DESCRIPTOR_LABEL.get(toks[j - 2].lower))
            return
        if direct and t.text in _OPEN_QUOTES and not components_only:
            # 'we present a "Variator" agent that ...': a quoted name before its kind noun
            close = next((i for i in range(j + 2, min(j + 7, n)) if toks[i].text in _CLOSE_QUOTES), None)
            kind = toks[close + 1].lower if close is not None and close + 1 < n else ""
            if kind in _DESCRIPTOR_HEADS or kind in _AGENT_HEADS:
                _quoted_name(doc, col, sent, j, _DESCRIPTOR_LABEL.get(kind))
                return
        nm = parse_name(doc.clean, toks, j, known)
        if (
            nm is not None
            and nm.tok_end + 2 < n
            and toks[nm.tok_end].lower in _DESCRIPTOR_HEADS
            and toks[nm.tok_end + 1].text == ","
            and toks[nm.tok_end + 2].text[:1].isupper()
        ):
            # "we introduce a real-life DS-NER dataset, QTL, where ...": the name before the kind noun
            # only says what the data is about; the name set off after it is the paper's own
            j = nm.tok_end + 2
            direct = False
            continue
        if nm is not None and (nm.tok_start == j or direct):
            appositive = (
                toks[nm.tok_start - 1].text in _APPOSITION_MARKS  # "a curated dataset of X, NAME, ..."
                and nm.tok_start >= 2
                and toks[nm.tok_start - 2].text[:1].islower()
                # "covering baselines (MediaPipe, OpenPose)": a member of a list of others' names
                and _paren_depth(toks, k, nm.tok_start) <= 0
            )
            # "we introduce SPICE, a training-free workflow": the paper's own name even if a
            # gazetteer knows another SPICE
            after = _past_bracket(toks, nm.tok_end)  # "we propose LISTEN (Learning to ...), a ..."
            own = (
                direct
                and after + 1 < n
                and toks[after].text in (",", ":")  # "we propose Kite: a simple method for ..."
                and (
                    toks[after + 1].lower in ("a", "an", "our")
                    or [x.lower for x in toks[after + 1 : after + 3]] == ["the", "first"]
                    # "we present OLMo 2, the next generation of ...": a new release of a known family
                    or (
                        toks[after + 1].lower == "the"
                        and after + 2 < n
                        and toks[after + 2].lower in _NEW_RELEASE
                    )
                )
            ) or (
                # "a new robust MARL framework, ERNIE, that ...": named right after its description
                # (or after a dash: "a practical learning system - ERNIE, which ...")
                nm.tok_start >= 2
                and toks[nm.tok_start - 1].text in _APPOSITION_MARKS
                and toks[nm.tok_start - 2].lower in _DESCRIPTOR_HEADS
            ) or (
                # "release the largest computer use grounding dataset Jedi, which ...": the name right
                # after the kind noun of the verb's object
                nm.tok_start >= 1
                and toks[nm.tok_start - 1].lower in _DESCRIPTOR_HEADS
                and (
                    nm.tok_end >= n
                    or toks[nm.tok_end].text in (",", ".", "(", ";", ":")
                    # "a novel online detection algorithm OCCUD based on ...": a participle goes on
                    or toks[nm.tok_end].lower in _AFTER_KIND_NAME
                )
            )
            ok = (
                (direct or appositive)
                and (
                    _coined(nm.text)
                    or (own and (_recurring_single(doc, nm.text) or _unknown_single(nm.text)))
                    # "we present Llama 3, a herd of language models": a versioned model the paper releases
                    or (own and bool(find_models(nm.text)) and any(c.isdigit() for c in nm.text))
                    # "we propose Mind-Video that learns ...": a hyphenated Title Case compound as the bare
                    # object of the verb (no article: a description would have one)
                    or (nm.tok_start == k + 1 and _title_compound(nm.text) and not _known_any_case(nm.text))
                    # "release the Twitter2015-Urdu dataset": one name-shaped word before its kind noun
                    or (
                        nm.head in ("Dataset", "Method", "Model")
                        and _shaped_single(nm.text)
                        # "the Varga-Lenz model" after the title's "Varga-Lenz Model": found already
                        and not any(normalize(f.name).startswith(normalize(nm.text)) for f in col.found)
                    )
                )
                and is_specific(doc, nm)
                and (own or not is_background(doc, nm.text))
                and (
                    not _is_modifier(sent, nm)
                    # "a Span Scorer module": a component named before its kind noun
                    or (components_only and nm.tok_end < n and toks[nm.tok_end].lower in _DESCRIPTOR_HEADS)
                    # "we propose the GBFF fusion method": a new acronym, one modifier word, the kind noun
                    or _acronym_before_kind(doc, toks, nm)
                    # "we present the KESTRELTA family of models": a family the paper releases
                    or [x.lower for x in toks[nm.tok_end : nm.tok_end + 2]] in _FAMILY_OF
                )
                and not _earlier_field(doc, nm.text, sent.index)
            )
            if ok:
                if components_only and not nm.text[:1].isupper():
                    return
                if components_only and not (
                    {x.lower for x in toks[max(0, nm.tok_start - 3) : nm.tok_start]} & _OWN_MARKERS
                    or (nm.tok_end < n and toks[nm.tok_end].lower in _DESCRIPTOR_HEADS)
                    or nm.text.split()[-1].lower()
                    in _DESCRIPTOR_HEADS | {"prior", "block", "head", "encoder"}
                ):
                    return  # "integrates the Lindblad Master Equation": background, not a component
                lab = (
                    _apposition_label(sent, nm.tok_end) or _descriptor_label(sent, k, nm.tok_start) or nm.head
                )
                col.add(nm, sent, rule, conf, lab)
                _second_described(doc, col, sent, nm.tok_end, known, rule, conf)
                _second_appositive(doc, col, sent, nm.tok_end, known, rule, conf)
                # "two new datasets, MathQX and MathTFX": every coined member of the list
                if nm.tok_end < n and toks[nm.tok_end].lower in (",", "and"):
                    for other in parse_list(doc.clean, toks, nm.tok_start, known)[1:]:
                        if (
                            _coined(other.text)
                            and other.text[:1].isalpha()  # "X, a 180K-scale dataset": a size, no name
                            and toks[other.tok_start - 1].lower not in ("a", "an")
                            and is_specific(doc, other)
                            and not is_background(doc, other.text)
                        ):
                            col.add(other, sent, rule, conf, lab)
                return
            j = max(j + 1, nm.tok_end)
            direct = False
            continue
        if t.lower in _PREPOSITIONS or t.lower in _USE_WORDS:
            direct = False
        elif not (
            t.text[:1].islower()
            or t.text in _APPOSITION_MARKS
            or _SIZE_WORD.match(t.text)  # "an 8k multi-turn conversation dataset UserAssist"
            # "we propose a two-stage framework (KITE) that ...": the name in brackets after its kind
            or (
                t.text == "("
                and toks[j - 1].lower in _DESCRIPTOR_HEADS
                and j + 2 < n
                and toks[j + 2].text == ")"
            )
        ):
            direct = False
        j += 1
    if not components_only and not bare:  # (a bare lower-case object was read above)
        _lowercase_object(doc, col, sent, k, rule)


_FAMILY_OF = (["family", "of"], ["series", "of"])
_AFTER_KIND_NAME = frozenset(("based", "built", "designed", "trained", "derived", "that", "which"))
_SIZE_WORD = re.compile(r"^~?\d[\d.,]*[kKmMbB]?\+?$")
_NEW_RELEASE = frozenset({"next", "latest", "newest", "new", "second", "third", "fourth"})


# punctuation that sets a name off from its description: "a new system, X" / "a new system - X"
_APPOSITION_MARKS = frozenset({",", "-", "–", "—"})


def _letter_digit_own(toks, j: int) -> bool:
    """ "we present F3, an adaptive algorithm", "we introduce D3 (...), a large dataset": a capital and a
    digit is a name only as the verb's direct object set off and described as a new thing."""
    if j >= len(toks) or not is_letter_digit(toks[j].text):
        return False
    after = _past_bracket(toks, j + 1)
    return (
        after + 1 < len(toks)
        and toks[after].text in _APPOSITION_MARKS
        and toks[after + 1].lower in ("a", "an", "our")
    )


_COORDINATION = re.compile(r"\)?\s*,?\s*(?:and|or)\s+(?:the\s+|a\s+|an\s+)?$")


def _coordinated_definitions(doc: Document, first: AcronymDef, hi: int) -> list[AcronymDef]:
    """ "two algorithms, Boltzmann Tree Search (BTS) and Decaying Entropy Tree Search (DENTS)": coined
    definitions joined to the proposal's by "and"/"or" are proposed with it."""
    out = []
    prev = first
    for d in doc.definitions:
        if d.short_start <= prev.short_start or d.short_end > hi:
            continue
        gap = doc.clean[prev.short_end : d.long_start]
        if not _COORDINATION.fullmatch(gap):
            break
        if d.lowercase_long or not _coined(d.long):
            break
        if is_background(doc, d.short) or is_background(doc, d.long):
            break
        out.append(d)
        prev = d
    return out


def _second_described(
    doc: Document, col: _Collector, sent: Sentence, j: int, known: dict[int, int], rule: str, conf: float
) -> None:
    """ "we develop an agent, KiteAgent, and a benchmark, KiteArena": a second described name joined
    by "and" after the first proposal."""
    toks = sent.tokens
    n = len(toks)
    p = j + 1 if j < n and toks[j].text == "," else j
    if p + 2 >= n or toks[p].lower != "and" or toks[p + 1].lower not in ("a", "an"):
        return
    q = p + 2
    while q < n and q - p < 6 and toks[q].text[:1].islower() and toks[q].lower not in _DESCRIPTOR_HEADS:
        q += 1
    if q + 2 >= n or toks[q].lower not in _DESCRIPTOR_HEADS or toks[q + 1].text not in _APPOSITION_MARKS:
        return
    nm = parse_name(doc.clean, toks, q + 2, known)
    if nm is not None and nm.tok_start == q + 2 and (_coined(nm.text) or _coined_word(nm.text)):
        if not is_background(doc, nm.text):
            col.add(nm, sent, rule, conf, _DESCRIPTOR_LABEL.get(toks[q].lower))


def _second_appositive(
    doc: Document, col: _Collector, sent: Sentence, j: int, known: dict[int, int], rule: str, conf: float
) -> None:
    """ "we propose KiteJudge, an automated evaluator, and KiteCoast, an agentic framework": after the
    first name's description, a second coined name described the same way."""
    toks = sent.tokens
    n = len(toks)
    if not (j + 2 < n and toks[j].text == "," and toks[j + 1].lower in ("a", "an")):
        return
    q = j + 2
    while q < n and q - j < 10 and toks[q].text[:1].islower() and toks[q].lower != "and":
        q += 1  # the first description: lower-case words only
    if not (q + 2 < n and toks[q].text == "," and toks[q + 1].lower == "and"):
        return
    nm = parse_name(doc.clean, toks, q + 2, known)
    if nm is None or nm.tok_start != q + 2 or nm.tok_end + 1 >= n:
        return
    described = toks[nm.tok_end].text == "," and toks[nm.tok_end + 1].lower in ("a", "an")
    if described and (_coined(nm.text) or _coined_word(nm.text)) and not is_background(doc, nm.text):
        col.add(nm, sent, rule, conf, _apposition_label(sent, nm.tok_end))


_COUNT_WORDS = frozenset("two three four five several".split())
# words after which a verb-like word ("design", "release") is a noun
_NOUN_MARKERS = frozenset("our the this a an its their experimental".split())


def _described_colon_list(
    doc: Document,
    col: _Collector,
    sent: Sentence,
    k: int,
    end: int,
    known: dict[int, int],
    rule: str,
    conf: float,
) -> None:
    """ "we propose two new benchmarks for a harder assessment of X: GenEval++, which ..., and
    Imagine-Bench, which ...": a counted plural kind right after the verb, then the names after the
    colon, each opening its list item."""
    toks = sent.tokens
    n = len(toks)
    head = next((i for i in range(k + 1, min(end, k + 6)) if _plural_kind(toks[i].lower)), None)
    if head is None or not {t.lower for t in toks[k + 1 : head]} & _COUNT_WORDS:
        return
    word = toks[head].lower
    lab = _DESCRIPTOR_LABEL.get(word[:-1]) or _DESCRIPTOR_LABEL.get(word)
    for p in range(end + 1, n):
        opens = p == end + 1 or toks[p - 1].lower in ("and", ";") or toks[p - 1].text == ";"
        if not opens:
            continue
        nm = parse_name(doc.clean, toks, p, known)
        if (
            nm is not None
            and nm.tok_start == p
            and (_coined(nm.text) or _shaped_single(nm.text))
            and nm.tok_end < n
            and toks[nm.tok_end].text in (",", "(", ";", ".")
            and not is_background(doc, nm.text)
        ):
            col.add(nm, sent, rule + "-list", conf, lab)


_SINGLE_KINDS = _DESCRIPTOR_HEADS | {"principle", "recipe", "procedure", "protocol", "formulation"}


def _described_colon_name(
    doc: Document,
    col: _Collector,
    sent: Sentence,
    k: int,
    end: int,
    known: dict[int, int],
    rule: str,
    conf: float,
) -> None:
    """ "we propose a key principle for compositing latents: Pixel-Equivalent Latent Compositing (PELC)":
    one kind noun right after the verb's article, then the name opening the text after the colon."""
    toks = sent.tokens
    n = len(toks)
    if k + 2 >= end or toks[k + 1].lower not in ("a", "an", "the", "our"):
        return
    head = next((i for i in range(k + 2, min(end, k + 6)) if toks[i].lower in _SINGLE_KINDS), None)
    if head is None or end - head > 8:
        # "a corpus of 2500 posts ... labeled with six phases of opioid use: Medical Use, Misuse, ...": a
        # colon far from the kind noun lists what the thing holds, not its name
        return
    d = doc.defined_at(toks[end + 1].start)
    if d is not None and not d.lowercase_long and not is_background(doc, d.short):
        # "a novel method: Thin and Deep Process (TDP)": the defined acronym names it
        col.add(d.short, sent, rule + "-colon", conf, _DESCRIPTOR_LABEL.get(toks[head].lower))
        return
    nm = parse_name(doc.clean, toks, end + 1, known)
    if (
        nm is None
        or nm.tok_start != end + 1
        or not _coined(nm.text)
        or " " not in nm.text and not nm.alias  # one word after a colon may open a sentence ("Specifically")
        or is_background(doc, nm.text)
    ):
        return
    after = _past_bracket(toks, nm.tok_end)
    if after < n and toks[after].text not in (",", ".", ";", "("):
        return  # "a framework: Graph Neural Networks learn ...": the colon opens a clause, not a name
    col.add(nm, sent, rule + "-colon", conf, _DESCRIPTOR_LABEL.get(toks[head].lower))


def _paren_depth(toks, lo: int, hi: int) -> int:
    """Open parentheses between tokens ``lo`` and ``hi``: > 0 means ``hi`` sits inside a bracket."""
    return sum(1 if x.text == "(" else -1 if x.text == ")" else 0 for x in toks[lo:hi])


def _plural_kind(word: str) -> bool:
    """ "benchmarks", "datasets", "metrics", "modules": a plural descriptor noun."""
    return word in _PLURAL_VARIANTS or (
        word.endswith("s") and (word[:-1] in _DESCRIPTOR_HEADS or word in _DESCRIPTOR_HEADS)
    )


# "we propose two variants: SpatialViLT and MaskedSpatialViLT": plural nouns for versions of the proposal
_PLURAL_VARIANTS = frozenset(("variants", "versions", "extensions", "instantiations", "implementations"))


def _earlier_field(doc: Document, name: str, si: int) -> bool:
    """ "Inverse reinforcement learning (IRL) ... we propose the first ... IRL algorithm": an acronym
    the abstract defined earlier with a lower-case long form names the field, not the proposal."""
    d = doc.short_for(name)
    return (
        d is not None
        and normalize(name) == normalize(d.short)
        and d.lowercase_long
        and doc.sentence_of(d.short_start) < si
    )


def _after_preposition(between) -> bool:
    """A preposition between the verb and the name, other than "a method for" or "a new class of"."""
    for i, t in enumerate(between):
        if t.lower in _USE_WORDS:
            return True
        if t.lower in _PREPOSITIONS:
            before = between[i - 1].lower if i > 0 else ""
            if before in _DESCRIPTOR_HEADS or before in (
                "class",
                "family",
                "type",
                "kind",
                "variant",
                "form",
            ):
                continue  # "a method for Reasoning-Oriented Locating (ROLE)", "a new class of X"
            return True
    return False


_GATHERING = frozenset(
    """collect collects collected gather gathers gathered compile compiles compiled annotate annotates
    annotated curate curates curated assemble assembles assembled crowdsource crowdsources""".split()
)


_APPOSED_HEADS = _DESCRIPTOR_HEADS | _AGENT_HEADS | {"database", "package", "resource", "principle"}


def _lowercase_object(doc: Document, col: _Collector, sent: Sentence, k: int, rule: str) -> None:
    """A lower-case name given as the object and then described: "we propose dynamic decomposition,
    a reinforcement learning framework", "a novel method, perturbed report discrimination, for ..."."""
    toks = sent.tokens
    n = len(toks)
    j = k + 1
    # "a novel method, NAME," : skip the generic description and its comma
    m = j
    while m < n and m - j < 5 and toks[m].text[:1].islower() and toks[m].lower not in _PREPOSITIONS:
        m += 1
    if m < n and m > j and toks[m].text == "," and toks[m - 1].lower in _DESCRIPTOR_HEADS:
        j = m + 1
    elif toks[j].lower in ("a", "an", "the") if j < n else True:
        return
    e = j
    if j + 1 < n and toks[j].text.isalpha() and toks[j].text.istitle() and toks[j + 1].text[:1].islower():
        e += 1  # "we propose Bayesian factorized adaptation, which": a capitalised eponym opens the name
    while (
        e < n
        and e - j < 4
        and toks[e].text[:1].isalpha()
        and toks[e].text[:1].islower()
        and (toks[e].lower not in _PREPOSITIONS and toks[e].lower not in _MODIFIER_OK)
    ):
        e += 1
    if e - j == 1 and toks[j].text[:1].isupper():
        return
    if e == j or e >= n or toks[e].text not in (",", ":"):
        return
    after = toks[e + 1].lower if e + 1 < n else ""
    if toks[e].text == "," and after in ("the", "and", "or"):
        return  # "we release the suite, training corpora, the generator": a list of items, no name
    phrase = normalize(doc.clean[toks[j].start : toks[e - 1].end])
    titled = bool(doc.title) and phrase == normalize(doc.title or "")
    if toks[e].text == ":" and not titled:
        return
    if after not in ("a", "an", "which", "for", "that") and toks[j - 1].text != "," and not titled:
        return
    if toks[k].lower in _GATHERING and after not in ("a", "an"):
        return  # "we collect reasoning traces, which we use ...": the data gathered, described, unnamed
    name = doc.clean[toks[j].start : toks[e - 1].end]
    if name.split()[0].lower() in _NOT_NAME_START or name.split()[0].lower() in NAMING:
        return
    last = name.split()[-1].lower()
    if last.endswith("s") and not last.endswith(("ss", "is", "us")) and after != "a":
        return  # "we propose efficient samplers, which ...": a class of things, no name
    label = None
    if after in ("a", "an"):
        # "we propose posteriordb, a database of models": the kind it is described as types it
        head = next((t.lower for t in toks[e + 2 : e + 8] if t.lower in _APPOSED_HEADS), None)
        label = _DESCRIPTOR_LABEL.get(head or "") or ("Dataset" if head in ("database", "resource") else None)
        if name.isalpha() and name.islower() and (head is None or len(name) < 5):
            return
    elif name.isalpha() and name.islower():
        return  # "we release our dataset, code, model": one plain lower-case word is an artifact, no name
    if len(name) >= 4 and not is_background(doc, name):
        col.add(name, sent, rule + "-lower", 0.6, label)


def _token_after(sent: Sentence, pos: int):
    for t in sent.tokens:
        if t.start >= pos and t.text not in (")",):
            return t
    return None


_NOT_OWN_BEFORE = frozenset(
    """than outperforms over vs versus on using via like with integrates integrate integrating incorporates
    uses leverages adopts utilizes extends applies""".split()
)


_COMPONENT_HEADS = frozenset(
    "module router block layer head encoder decoder mechanism unit component branch network adapter".split()
)
_COMPARED_BEFORE = frozenset("than outperforms over vs versus".split())
# (and what is already in wide use: "limitations of the widely-used Video-Text Contrastive (VTC) loss")
_EARLIER_WORDS = frozenset(
    "previously published existing prior original earlier widely-used widely-adopted popular standard".split()
)
_PRIOR_KIND = re.compile(
    r"\b(?:previous|prior|existing|other|traditional|conventional|standard)\b", re.IGNORECASE
)
_PASSIVE_USE = frozenset("applied used employed adopted leveraged utilized utilised".split())


def _used_passively(sent: Sentence, after) -> bool:
    """ "(IRT) was applied", "(SHAP) is used": the defined thing is a tool the paper uses."""
    if after is None or after.lower not in ("was", "were", "is", "are"):
        return False
    nxt = _token_after(sent, after.end)
    return nxt is not None and nxt.lower in _PASSIVE_USE


# "a trainable Decision Maker that ...", "a Transform Matrix is utilized": a Title Case phrase brought in
# with an indefinite article and followed by a clause, after the paper has named its method
_CAPITALIZED_PART = re.compile(
    r"\b(?:a|an)\s+(?:(?:trainable|learnable|learned|lightweight|dedicated|dynamic|adaptive|novel|new)\s+)?"
    r"(?P<name>(?:[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?\s+){1,3}[A-Z][a-z]+)"
    r"(?=\s*[,;.]|\s+(?:that|which|is|was)\b)"
)


# "the HyperTree Outline Planner formalizes ...", "a fully differentiable Spectral Mixer enforces ...": a
# Title Case phrase whose last word names a working part (an agent noun or a component) and that acts, as the
# subject of a present-tense verb; only after the paper has named its method, like the pattern above
_ACTING_PART = re.compile(
    r"(?:^|[.;:]\s+|,\s+|\(\d\)\s+|\b(?:[Aa]n?|[Tt]he|[Oo]ur)\s+(?:[a-z]+(?:-[a-z]+)*\s+){0,2})"
    r"(?!(?:The|An?|Our|This|Its|Their|Each|Every|Then|First|Finally)\s)"
    r"(?P<name>(?:[A-Z][a-z]+(?:[A-Z][a-z]+)?(?:-[A-Za-z][a-z]+)?\s+){1,3}"
    r"[A-Z][a-z]*(?:er|or|Net|net|Store|Critic|Module|Encoder|Decoder|Router|Adapter|Memory|Bank))"
    r"\s+(?:then\s+|first\s+|further\s+|also\s+|jointly\s+)?(?!is\b|was\b|has\b|does\b)[a-z]{3,}(?<!ss)s\b"
)


def _capitalized_parts(doc: Document, col: _Collector, first: int | None) -> None:
    """Named parts without an acronym: a Title Case phrase no gazetteer knows, in a sentence at or after
    the first proposal, introduced with "a"/"an" and followed by what it does, or acting as a working part."""
    if first is None:
        return
    start = doc.sentences[first].start
    for m in [*_CAPITALIZED_PART.finditer(doc.clean, start), *_ACTING_PART.finditer(doc.clean, start)]:
        name = m.group("name")
        words = name.lower().replace("-", " ").split()
        if any(w in GENERIC_TITLE_WORDS for w in words) or lookup(name) is not None:
            continue
        if m.re is _ACTING_PART and any(lookup(w) is not None for w in name.split()):
            continue  # "the Adam Optimizer updates ...": a known thing's name inside, not a part of ours
        if normalize(name) in col.seen or is_background(doc, name):
            continue
        initials = "".join(w[0] for w in words)
        if any(_capitals(f.name).lower() == initials for f in col.found):
            continue  # "we propose UPA, an Unsupervised Prompt Agent": the proposal's own long form
        col.add(name, doc.sentences[doc.sentence_of(m.start())], "capitalized-part", 0.6, None)


_EPONYM_PAIR = re.compile(r"[A-Z][a-z]+[-–][A-Z][a-z]+")
_PART_LIST = frozenset(
    """consists consist comprises comprise composed contains contain includes include modules components
    parts""".split()
)


def _listed_part(doc: Document, sent: Sentence, upto: int) -> bool:
    """ "PLADA consists of two core modules: Block Effect Eraser (B2E), ... and Open Data Aggregation
    (ODA)": a definition inside a list of the paper's own method's parts."""
    before = {t.lower for t in sent.tokens[:upto]}
    return bool(before & _PART_LIST) and _has_agent(doc, sent, upto)


def _long_words(text: str) -> list[str]:
    return [w.lower().rstrip("s") for w in re.findall(r"[\w]+", text)]


def _sibling_long_form(col: _Collector, long: str) -> bool:
    """ "Divergent Token Metrics (DTMs)" ... "the First Divergent Token Metric (FDTM)"; "Tool Bottleneck
    Framework (TBF)" ... "a learned Tool Bottleneck Model (TBM)": a long form that contains, or starts
    with the same two coined words as, the long form of a proposal names a part or variant of it."""
    words = _long_words(long)
    if len(words) < 2:
        return False
    for f in col.found:
        for alias in f.aliases:
            own = _long_words(alias)
            if len(own) < 2 or own == words:
                continue
            n = len(own)
            inside = any(words[i : i + n] == own for i in range(len(words) - n + 1))
            if inside or (len(own) >= 3 and words[:2] == own[:2] and not set(own[:2]) & _INITIAL_SKIP):
                return True
    return False


_PART_LINKS = frozenset("with for of that which using via from and or by in on to".split())


def _kind_of_proposal(col: _Collector, sent: Sentence, start: int) -> bool:
    """Whether ``start`` lies in the description set off by ", a/an" after a name already proposed
    ("We propose UTSP, an Unsupervised Learning (UL) framework"): what is defined there is its kind."""
    before = [t for t in sent.tokens if t.end <= start][-8:]
    for i in range(len(before) - 1, 1, -1):
        if before[i].text in (",", ";", ":", "(", ")") or before[i].lower in _PART_LINKS:
            return False  # ("FooNet, a network with a novel Gating Module (GM)": a part of it)
        if before[i].lower in ("a", "an") and before[i - 1].text == ",":
            return normalize(before[i - 2].text) in col.seen
    return False


def _component_acronyms(doc: Document, col: _Collector, first: int | None) -> None:
    """Acronyms with a coined Title Case long form defined at or after the first proposal, and lower-case
    parts listed as the paper's own method's components."""
    for d in doc.definitions:
        si = doc.sentence_of(d.short_start)
        if normalize(d.short) in col.seen or is_generic_acronym(d.short):
            continue
        if d.lowercase_long:
            # "Our network is composed of two main components: the transient recovery network (TRN) and
            # ...": a lower-case part in the list of the paper's own method's parts is named all the same
            sent = doc.sentences[si]
            ti = next((i for i, t in enumerate(sent.tokens) if t.start >= d.long_start), 0)
            if not (d.long.split()[-1].lower() in _COMPONENT_HEADS and _listed_part(doc, sent, ti)):
                continue
        elif first is None or si < first or not _coined(d.long):
            continue
        if d.long.endswith(("-based", "-style", "-inspired", "-guided")):
            continue
        if _EPONYM_PAIR.fullmatch(d.long):
            continue  # "Kullback–Leibler (KL) divergence", "Frank-Wolfe (FW)": named after people, not coined
        if is_background(doc, d.short) or is_background(doc, d.long):
            continue
        known = lookup(d.short)
        if known is not None and known.label == "Method" and lookup(d.long) is not None:
            continue  # "Group Relative Policy Optimization (GRPO)": a well-known method, even if some
            # other paper of the input also claims the name
        sent = doc.sentences[si]
        if _sibling_long_form(col, d.long):
            label = d.label if d.label in ("Dataset", "Metric") else None
            col.add(d.short, sent, "sibling-acronym", 0.8, label)
            continue
        # not when the definition sits right after a comparison or builds-on cue
        words_before = [t.lower for t in sent.tokens if t.end <= d.long_start]
        prev = words_before[-3:]
        if set(prev) & _NOT_OWN_BEFORE and (set(prev) & _COMPARED_BEFORE or not set(prev) & {"novel", "new"}):
            continue  # ("a network with a novel Adaptive Gating Module (AGM)": a new part all the same)
        if (k := lookup(d.short)) is not None and k.score >= 1.0 and is_background(doc, d.short):
            continue  # "dense and Mixture-of-Expert (MoE) architectures": a hand-listed kind, no new part
        if not _EARLIER_WORDS.isdisjoint(words_before[-5:]):
            continue  # "an extension of the previously published ADI-17 Arabic Dialect Identification (ADI)"
        clause = words_before[-8:]
        if set(clause) & _USE_WORDS and not set(clause) & {"novel", "new", "our", "proposed"}:
            continue  # "Leveraging RWKV-7's linear-complexity Weighted Key-Value (WKV) architecture"
        # a new named component is introduced as such: described ("(OUB), a two-step scheme",
        # "(QVM) module"), opening its sentence ("IMEKD selects ..."), or marked new/ours
        after = _token_after(sent, d.short_end)
        if _PRIOR_KIND.search(doc.clean) and re.search(
            rf"\b(?:previous|prior|existing|other|traditional|conventional|standard)\s+(?:[\w-]+\s+){{0,2}}"
            rf"{re.escape(d.short)}s?\b",
            doc.clean,
            re.IGNORECASE,
        ):
            continue  # "outperforms previous state-of-the-art UAP methods": UAP is an existing kind
        if d.long.split()[-1].lower() in ("theory", "theorem") or _used_passively(sent, after):
            continue  # "Item Response Theory (IRT) was applied to ...": an existing tool, built on
        if d.long.lower().endswith(("processing unit", "processing units")):
            continue  # "a cycle simulator for a Neural Processing Unit (NPU)": hardware, not a part
        if after is not None and after.lower in NAMING:
            continue  # "a new family of Point Cloud Transformers (PCTs) called Interlacers": the kind
        described = after is not None and after.lower in _DESCRIPTOR_HEADS
        if after is not None and after.text in _APPOSITION_MARKS:
            nxt = _token_after(sent, after.end)
            described = described or (nxt is not None and nxt.lower in ("a", "an"))
        opening = sent.tokens[0].start >= d.long_start - 1
        marked = bool(set(prev) & {"novel", "new", "our", "proposed", "called", "termed", "dubbed"})
        # "guided by a new reward signal: the Reasoning Reflection Reward (R3)": named after a colon
        # that closes a description marked new
        wide = [t.lower for t in sent.tokens if t.end <= d.long_start][-8:]
        marked = marked or (":" in wide[-4:] and bool(set(wide) & {"novel", "new"}))
        # "It then employs a Parameter-free Fusion Module (PFM)": a part named as such, in a sentence
        # whose subject is the paper's own method
        ti = next((i for i, t in enumerate(sent.tokens) if t.start >= d.long_start), 0)
        part = d.long.split()[-1].lower() in _COMPONENT_HEADS and (
            _has_agent(doc, sent, ti) or sent.tokens[0].lower in ("it", "this")
        )
        described = described or part or _listed_part(doc, sent, ti)
        if described and _kind_of_proposal(col, sent, d.long_start):
            continue  # "We propose UTSP, an Unsupervised Learning (UL) framework": the proposal's kind
        acting = (
            after is not None
            and after.text[:1].islower()
            and after.lower not in _PREPOSITIONS
            and after.lower not in ("and", "or", "that", "which", "as")
        )  # "(LMB) fuses ...": the component is the subject of its own sentence
        if not (described or opening or marked or acting):
            continue
        col.add(
            d.short, sent, "component-acronym", 0.8, d.label if d.label in ("Dataset", "Metric") else None
        )
