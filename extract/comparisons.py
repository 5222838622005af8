"""Comparison cues -> COMPARES_AGAINST: the named baselines results are compared with.

"outperforms X", "surpasses X", "beats X", "improves over X", "compared to/with X",
"than X and Y", "N× faster than X", "vs. X", "relative to X", "baselines such as X".
Every member of a coordinated list counts; generic phrases ("strong baselines") do not.
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.extract.acronyms import TASK_ONLY_HEADS, is_generic_acronym
from kg.extract.baseline_roles import baseline_role_names
from kg.extract.cues import match_triggers, names_after, past_example_marker
from kg.extract.document import Document, Finding
from kg.extract.foundations import MATH_FACT, technique_phrase
from kg.extract.knowledge import established_technique, lookup, slashed_names
from kg.extract.models import family_word, find_models
from kg.extract.names import (
    GENERIC_ACRONYMS,
    GENERIC_PLURAL_HEADS,
    NOT_ENTITIES,
    SIZE_NAME,
    Name,
    is_acronym_like,
    is_language,
    list_is_class,
)
from kg.extract.specific import is_specific, label_of
from kg.normalize import normalize

TRIGGERS: dict[tuple[str, ...], str] = {
    ("outperform*",): "outperforms",
    ("surpass*",): "surpasses",
    ("beat",): "beats",
    ("beats",): "beats",
    ("beating",): "beats",
    ("exceed*",): "exceeds",
    ("outpac*",): "outperforms",
    ("outshin*",): "outperforms",
    ("rival*",): "rivals",
    ("ahead", "of"): "ahead-of",
    # the reverse direction: "trails GPT-2 201M by 7.7%", "still lag behind fine-tuned BERT"
    ("lag", "behind"): "behind",
    ("lags", "behind"): "behind",
    ("lagging", "behind"): "behind",
    ("trails",): "behind",
    ("trailing",): "behind",
    ("falls", "short", "of"): "behind",
    ("fall", "short", "of"): "behind",
    ("underperform*",): "behind",
    ("improves", "over"): "improves-over",
    ("improve", "over"): "improves-over",
    ("improved", "over"): "improves-over",
    ("improving", "over"): "improves-over",
    ("improves", "upon"): "improves-over",
    ("preferred", "over"): "improves-over",
    ("improve", "upon"): "improves-over",
    ("improving", "upon"): "improves-over",
    ("improvement", "over"): "improves-over",
    ("improvements", "over"): "improves-over",
    ("gains", "over"): "improves-over",
    ("gain", "over"): "improves-over",
    ("speedup", "over"): "improves-over",
    ("speedups", "over"): "improves-over",
    ("advantage", "over"): "improves-over",
    # "a +10% win-rate improvement against Davinci003"
    ("improvement", "against"): "improves-over",
    ("improvements", "against"): "improves-over",
    ("gain", "against"): "improves-over",
    ("gains", "against"): "improves-over",
    ("advantages", "over"): "improves-over",
    ("compared", "to"): "compared-to",
    ("compared", "with"): "compared-to",
    ("compared", "against"): "compared-to",
    ("comparison", "to"): "compared-to",
    ("comparison", "with"): "compared-to",
    ("comparison", "against"): "compared-to",
    ("comparisons", "with"): "compared-to",
    ("comparisons", "to"): "compared-to",
    ("compare", "against"): "compared-to",
    ("comparable", "to"): "compared-to",
    ("competitive", "with"): "compared-to",
    ("competitively", "with"): "compared-to",
    ("on", "par", "with"): "compared-to",
    ("than",): "than",
    ("vs",): "versus",
    ("vs", "."): "versus",
    ("versus",): "versus",
    ("relative", "to"): "relative-to",
    ("superior", "to"): "superior-to",
    ("baselines", "such", "as"): "baselines-such-as",
    ("baselines", "including"): "baselines-such-as",
    ("baselines", "like"): "baselines-such-as",
    ("baselines", "("): "baselines-such-as",
    ("baselines", ","): "baselines-such-as",
    ("baseline", ","): "baselines-such-as",
    ("baselines", "e.g"): "baselines-such-as",
    ("match", "the", "performance", "of"): "matches",
    ("matches", "the", "performance", "of"): "matches",
    ("matching", "the", "performance", "of"): "matches",
    ("match", "performance", "of"): "matches",
    ("matches", "performance", "of"): "matches",
    # "matches or exceeds the performance of GPT-4.1 and DeepSeek-R1"
    ("exceed*", "the", "performance", "of"): "exceeds",
    ("outperform*", "the", "performance", "of"): "outperforms",
    ("surpass*", "the", "performance", "of"): "surpasses",
    ("comparably", "to"): "compared-to",
    ("comparably", "with"): "compared-to",
    ("competitively", "against"): "compared-to",
    ("competitive", "against"): "compared-to",
    # "lift weak architectures like NoPE to match RoPE": a name right after the verb (the phrase forms
    # above take "the performance of X")
    ("match",): "matches",
    ("matches",): "matches",
    ("over",): "over",
    ("against",): "against",
}
# Measured precision on the dev gold sets (benchmarks/rule_precision.py), smoothed for rare rules.
CONFIDENCE = {
    "outperforms": 0.85,
    "surpasses": 0.85,
    "beats": 0.8,
    "exceeds": 0.7,
    "improves-over": 0.8,
    "compared-to": 0.6,
    "than": 0.8,
    "versus": 0.6,
    "relative-to": 0.65,
    "superior-to": 0.8,
    "baselines-such-as": 0.85,
    "over": 0.7,
    "against": 0.65,
    "rivals": 0.7,
    "ahead-of": 0.7,
    "behind": 0.6,
    "matches": 0.7,
    "x-baseline": 0.7,
    "as-baseline": 0.7,
}
_COMPARATIVE = frozenset(
    """improvement improvements gain gains speedup speedups advantage better faster higher lower superior
    outperforms improves improve speed-up relative reduces reducing reduction reductions""".split()
)


# "we evaluate X against Y": Y are baselines ("we compare A against B" is symmetric, so not here)
_EVAL_WORDS = frozenset(
    """evaluate evaluated evaluating evaluation benchmark benchmarked test tested""".split()
)
_CLAUSE = frozenset({";", ".", "while", "whereas", "which", "that", "but", "and", "by", "on", "in"})


_APPOSED_HEADS = frozenset({"baselines", "tools", "solvers", "systems", "toolkits", "libraries", "engines"})


def _examples_after(toks, j: int) -> int | None:
    """Token index after "such as / including / like / e.g. / i.e." within a few words of ``j``."""
    end = j + 8
    k = j - 1
    while k + 1 < min(len(toks), end):
        k += 1
        if toks[k].lower == "and" and _examples_follow(toks, k + 1):
            end = k + 8  # "models of comparable size and even some proprietary models like X": a second head
            continue
        low = toks[k].lower
        if low == "such" and k + 1 < len(toks) and toks[k + 1].lower == "as":
            return _second_kind(toks, k + 2)
        if low in ("including", "like", "e.g", "i.e"):
            # "(e.g., ChatGPT)", "detectors, i.e., Binoculars"
            return _second_kind(toks, past_example_marker(toks, k + 1))
        if low == "(" and k + 1 < len(toks) and toks[k + 1].lower in ("e.g", "i.e"):
            # "than models with the same number of parameters (e.g., X, Y)": a described kind, then examples
            end = max(end, k + 3)
            continue
        if low in (",", ":") and k > j and toks[k - 1].lower in GENERIC_PLURAL_HEADS | {"baselines"}:
            if k + 1 < len(toks) and toks[k + 1].lower in ("including", "like"):
                # "compared to existing systems, including prominent LLMs like ChatGPT"
                return _second_kind(toks, k + 2)
            return k + 1  # "against three classic search algorithms, ToT-BFS, BestFS, and MCTS"
        if (
            low == "("
            and k > j
            and toks[k - 1].lower.endswith("s")
            and (toks[k - 1].text.islower() or is_generic_acronym(toks[k - 1].text))
        ):
            # "against classic sequence techniques (LSTM, GRU, TCN)", "other models (i.e., BioBERT and X)",
            # "outperforms state-of-the-art VLMs (GPT-4o)"
            return past_example_marker(toks, k + 1)
        if (
            k > j
            and toks[k].text[:1].isupper()
            and toks[k - 1].lower in GENERIC_PLURAL_HEADS | _APPOSED_HEADS
            and toks[k - 1].text.islower()
        ):
            return k  # "faster than the existing exact inference tools PSI, Dice, and Prodigy"
        if low in _CLAUSE:
            return None
    return None


def _second_kind(toks, m: int) -> int:
    """ "compared to existing systems, including prominent LLMs like ChatGPT": when the examples open with
    another described kind and its own example marker, the names start after that marker."""
    for q in range(m, min(len(toks), m + 4)):
        low = toks[q].lower
        marker = 2 if low == "such" and q + 1 < len(toks) and toks[q + 1].lower == "as" else 1
        if q > m and (low in ("like", "including") or marker == 2):
            kind = toks[q - 1]
            plural_acronym = kind.text.endswith("s") and is_generic_acronym(kind.text)
            if kind.lower in GENERIC_PLURAL_HEADS or plural_acronym:
                return q + marker
            return m
        if not (toks[q].text.islower() or is_generic_acronym(toks[q].text)):
            return m
    return m


_ITEM_ENDS = frozenset(
    ". ; : ( ) in on by while which that with for across to from under when where whereas but".split()
)


def _technique_examples(toks, k: int) -> list[tuple[int, int]]:
    """Token ranges of a lower-case list after "such as" ("random sampling, herding, and k-center"):
    two to six items of one to three lower-case words, ending the clause, at least one of them a
    technique phrase or a known method -- otherwise none."""
    items: list[tuple[int, int]] = []
    m = k
    while m < len(toks) and toks[m].lower in ("including", "like", "such", "as", "e.g", "."):
        m += 1  # "many baselines, including direct inference, ...": the list starts after the cue word
    while m < len(toks) and len(items) <= 6:
        start = m
        while m < len(toks) and m - start < 3 and toks[m].text[:1].islower() and toks[m].lower not in (
            _ITEM_ENDS | {"and", "or", "etc"}
        ):
            m += 1
        if m == start:
            return []
        items.append((start, m))
        while m < len(toks) and toks[m].lower in (",", "and", "or"):
            m += 1
        if m >= len(toks) or toks[m].lower in _ITEM_ENDS or toks[m].lower == "etc":
            break
        if not toks[m].text[:1].islower():
            return []
    if not 1 <= len(items) <= 6 or (len(items) == 1 and toks[k - 1].text != ","):
        return []  # one item only after "X approaches, such as": the comma sets the example off
    known = any(
        technique_phrase(toks, s) == (s, e)
        or ((g := lookup(" ".join(t.text for t in toks[s:e]))) is not None and g.label == "Method")
        for s, e in items
    )
    return items if known else []


def _examples_follow(toks, k: int) -> bool:
    """A plural generic head and "like / such as / including" within five words from ``k``."""
    for m in range(k, min(len(toks) - 1, k + 5)):
        word = toks[m].text
        plural = toks[m].lower in GENERIC_PLURAL_HEADS or (word.islower() and word.endswith("s"))
        if plural and toks[m + 1].lower in ("like", "such", "including"):
            return True
        if toks[m].text in ",.;:":
            return False
    return False


_THREAT_STEMS = ("robust", "attack", "adversar", "perturb", "defen", "noise", "corrupt")
_QUANTIFIERS = frozenset(
    {"all", "prior", "previous", "existing", "other", "many", "most", "several", "recent", "various", "some"}
)


def _class_of_works(toks, nm) -> bool:
    """ "all prior PVRs", "existing INRs": a plural acronym after a quantifier is a class of works."""
    if not _plural_acronym(nm.text) or nm.tok_start == 0:
        return False
    k = nm.tok_start
    if toks[k - 1].lower in _QUANTIFIERS or _counted(toks, k):
        return True  # "existing INRs", "a comparison with 102 real-world CNNs": a class of works
    # "the existing CNNs and ViTs": the quantifier covers the whole list of plural acronyms
    return (
        k >= 3
        and toks[k - 1].lower in ("and", "or", ",")
        and _plural_acronym(toks[k - 2].text)
        and toks[k - 3].lower in _QUANTIFIERS
    )


def _counted(toks, k: int) -> bool:
    """ "102 real-world convolutional neural networks (CNNs)": a count opens the noun phrase before k."""
    for t in reversed(toks[max(0, k - 7) : k]):
        if t.text in (",", ";", ".") or t.lower in ("than", "and", "or"):
            return False
        if t.text.isdigit():
            return True
    return False


def _plural_acronym(w: str) -> bool:
    """ "INRs", "ViTs": an acronym with a plural "s", which names a family of models."""
    stem = w[:-1]
    return (
        len(w) > 2
        and w.endswith("s")
        and w[:1].isupper()
        and stem.isalnum()
        and sum(map(str.isupper, stem)) >= 2
    )


# "an easier question than What is the answer": a capitalised question word opens a quoted question
_QUESTION_WORDS = frozenset("what why how which who when where whether".split())
# "less smooth than Lipschitz", "comparable to its Orlicz norm": function classes and norms, not systems
_MATH_CLASSES = frozenset("lipschitz hölder holder orlicz sobolev besov lebesgue".split())
_PLAIN = frozenset(
    "standard vanilla conventional traditional naive regular normal plain existing previous prior".split()
)
# "than naive few-shot prompting": a plain version of a named technique is that technique
_PLAIN_TECHNIQUE = _PLAIN - {"existing", "previous", "prior"}
# "outperforms the state-of-the-art off-policy learning to rank algorithms": a class of prior work
_CLASS_ADJ = frozenset("state-of-the-art sota recent current leading popular mainstream".split())
# "ours 58.1 vs. GPT-4o 51.2": a two-digit score after the name is a reported result, not a version
# "RoBERTa-base 0.485": a fraction after the name is a score too (no version starts with "0.")
_TRAILING_SCORE = re.compile(r"\s(?:\d{2,}(?:\.\d+)?%?|0\.\d+)$")
_POSSESSIVE = frozenset({"its", "their"})
# "than the optimal algorithm", "the oracle policy": an ideal reference, not a named baseline
_UNNAMED_ADJ = frozenset({"optimal", "oracle", "ideal", "best", "same", "simple", "exact"})
_STRONG = frozenset({"outperforms", "surpasses", "beats", "compared-to", "than", "improves-over"})


_KIND_ADJ = (
    _QUANTIFIERS
    | _PLAIN
    | {
        "strong",
        "competitive",
        "several",
        "standard",
        "typical",
        "common",
        "leading",
        "state-of-the-art",
        "sota",
        "popular",
        "best",
        "top",
        "advanced",
        "modern",
        "representative",
        "mainstream",
        "various",
        "different",
        "multiple",
        "numerous",
    }
)


_GENERIC_FIRST = frozenset(
    """standard naive vanilla plain conventional traditional oracle simple basic existing
    classical""".split()
)


_NUMBER_FORMAT = re.compile(r"^(?:b?float|fp|bf|int|uint|tf)\d+$", re.IGNORECASE)
_REGION_WORDS = frozenset("global north south east west western eastern northern southern".split())
_POWERED = re.compile(r"-(?:powered|driven|enabled|assisted)$")
_SIZE_CLASS = re.compile(r"^\d[\d.]*[BMKT]?[- ](?:scale|sized?|parameter)s?$", re.IGNORECASE)


_RESULT_OWNER = frozenset("achieved obtained reported attained set reached".split())


def _achieved_by(toks, j: int) -> int | None:
    """Token index after "by" in "the <result> achieved by NAME" right after a comparison cue, else None."""
    if j >= len(toks) or toks[j].lower not in ("the", "a", "an"):
        return None
    for m in range(j + 1, min(len(toks) - 2, j + 6)):
        if toks[m].lower in _RESULT_OWNER and toks[m + 1].lower == "by":
            return m + 2
        if toks[m].text in ",;:()" or toks[m].lower in ("and", "or", "on", "in", "with"):
            return None
    return None


def _generic_title(name: str) -> bool:
    """A Title Case phrase opened by a plain-description adjective and without a coined word."""
    words = name.split()
    return (
        len(words) >= 2
        and words[0].lower() in _GENERIC_FIRST
        and not any(is_acronym_like(w) or any(c.isdigit() for c in w) for w in words)
    )


_KIND_HEADS = frozenset(
    """baselines methods approaches models classifiers systems architectures representations setups
    pipelines agents detectors works studies algorithms techniques frameworks""".split()
)
# "their iPE-prompted counterparts": a participle compound describes a variant, it names no system
_PARTICIPLE_TAIL = re.compile(
    r"\w-(?:prompted|tuned|trained|based|generated|guided|augmented)$", re.IGNORECASE
)


def _kind_of_baselines(toks, nm) -> bool:
    """ "surpasses strong RAG baselines": adjective, name, plural "baselines" -- a kind of baselines."""
    j, i = nm.tok_end, nm.tok_start
    if i == 0 or toks[i - 1].lower not in _KIND_ADJ:
        return False
    # "existing KV cache compression baselines": up to two lower-case words may sit before the plural
    for k in range(j, min(len(toks), j + 3)):
        if toks[k].lower in _KIND_HEADS:
            return True
        if not toks[k].text.isalpha() or not toks[k].text.islower():
            return False
    return False


def _baseline_named_after(toks, j: int) -> bool:
    """ "the X baseline" right after the cue: at most four tokens, then "baseline(s)"."""
    for k in range(j, min(len(toks), j + 5)):
        if toks[k].lower in ("baseline", "baselines"):
            return k > j and toks[k - 1].lower not in ("the", "a", "strong", "our")
        if toks[k].text in (",", ".", ";") or toks[k].lower in ("and", "or", "on", "in"):
            return False
    return False


_REPORTERS = frozenset(
    """studies work works research researchers literature reports papers authors""".split()
)
# the words of a sentence that may report others' finding ("... have been shown to outperform ...")
_REPORT_CUES = _REPORTERS | {"been"}
_REPORT_VERBS = frozenset(
    """indicate indicates indicated show shows showed shown suggest suggests suggested find finds found
    report reports reported demonstrate demonstrates demonstrated reveal reveals revealed observe
    observes observed claim claims claimed""".split()
)
_OTHERS_ADJ = frozenset("recent prior previous earlier existing past some many several".split())


def _reported_finding(toks) -> int | None:
    """Index of "that" in "Recent studies indicate that ..." (others' findings), if the sentence
    opens that way and never speaks of "we"/"our"; None otherwise."""
    lows = [t.lower for t in toks]
    if {"we", "our", "us"} & set(lows):
        return None
    for k in range(len(lows) - 2):
        if lows[k] in ("have", "has") and lows[k + 1] == "been" and lows[k + 2] in _REPORT_VERBS:
            return k + 2  # "Vision transformers have been shown to outperform CNNs": a known finding
    for k in range(min(len(lows) - 2, 6)):
        if lows[k] not in _REPORTERS or not (k == 0 or lows[k - 1] in _OTHERS_ADJ):
            continue
        if lows[k + 1] in _REPORT_VERBS:
            return k + 1
        if lows[k + 1] in ("have", "has") and lows[k + 2] in _REPORT_VERBS:
            return k + 2  # "Prior work has shown that ..."
    return None


# "graph neural networks" names a model family (kept); "autoregressive models" only a kind
_KIND_PLURALS = frozenset(
    "models methods approaches algorithms techniques frameworks systems strategies".split()
)


# "n2-o" from "$n^{2-o(1)}$": a complexity expression, not a name (unless a model: "o1", "o3-mini")
_FORMULA = re.compile(r"^[a-z]\d")


def _lowercase_kind(name: str) -> bool:
    """ "autoregressive models", "graph-based methods": a lower-case plural kind, not one named baseline."""
    words = name.split()
    return len(words) >= 2 and name.islower() and words[-1] in _KIND_PLURALS


def _metric_variant(doc: Document, name: str) -> bool:
    """ "delta-SSIM", "log-PSNR": a hyphenated variant of a known metric is still a metric, which results
    are reported in, not a method they are compared with."""
    if "-" not in name or " " in name:
        return False
    return label_of(doc, name.rsplit("-", 1)[1], "Method", None) == "Metric"


_OWN_WORDS = frozenset("we our ours us this proposed".split())


def _others_opening(doc: Document, sent) -> bool:
    """The abstract's first sentence, with no first person, no "this"/"proposed" and none of the paper's
    own names, compares others' methods: background, not this paper's result."""
    if not sent.words.isdisjoint(_OWN_WORDS):
        return False
    text = normalize(doc.clean[sent.start : sent.end])
    return not any(p and p in text for p in doc.proposed)


def _modified_known(doc: Document, sent, j: int) -> int | None:
    """End token of "describing-word KnownMethod" starting at token ``j``, else None.

    The word must be a plain lower-case adjective-like word (not "standard", "existing", "the", a number)
    and the name right after it a known method or an acronym-like name.
    """
    toks = sent.tokens
    if j + 1 >= len(toks):
        return None
    word = toks[j].lower
    if not (toks[j].text.isalpha() and toks[j].text.islower() and len(word) > 3) or word.endswith("ing"):
        return None  # ("compared to recomputing KV caches": a verb, not a describing word)
    if word in _PLAIN | _CLASS_ADJ | _QUANTIFIERS | _GENERIC_FIRST or word in _NOT_DESCRIBING:
        return None
    end = doc.known_at(sent).get(j + 1)
    if end is None and is_acronym_like(toks[j + 1].text):
        end = j + 2
    if end is None:
        return None
    known = lookup(doc.clean[toks[j + 1].start : toks[end - 1].end])
    if known is None or known.label != "Method":
        return None
    nxt = toks[end].text if end < len(toks) else ""
    if nxt.isalpha() and nxt.islower() and nxt not in _NAME_ENDS_BEFORE:
        return None  # "full KV cache retrieval": the name goes on, this is a longer description
    return end


# words that may follow a compared name: the name ended before them
_NAME_ENDS_BEFORE = frozenset(
    """on in by and or with at across for while under when which that as to from over of but does do is are
    was were baselines baseline""".split()
)


# words after a comparison cue that describe no variant: "than expected", "than using CoT"
_NOT_DESCRIBING = frozenset(
    """those that what when with without using applying training prompting models methods expected other
    previously commonly""".split()
)


_USE_GERUNDS = frozenset("using applying employing adopting adding performing running".split())
_GAP_OPENERS = {
    "comparable": ("to", "with"),
    "competitive": ("with",),
    "equivalent": ("to",),
    "similar": ("to",),  # "similar performance to knowledge distillation" (never the bare "similar to X")
}


_COMPARE_VERBS = frozenset({"compare", "compares", "compared", "comparing"})
_COMPARISON_NOUNS = frozenset({"comparison", "comparisons"})
_OBJECT_BREAKS = frozenset({".", ",", ";", ":", "and", "or", "to", "with", "against", "in", "on", "of", "by"})


def _compare_object_triggers(sent) -> list[tuple[int, int, str]]:
    """ "We compare Ghostbuster to several detectors": "compare", its object (one to four tokens, no
    list and no preposition), then "to/with/against" -- what follows is what the object is compared to."""
    toks = sent.tokens
    out = []
    for i, t in enumerate(toks):
        if t.lower in _COMPARISON_NOUNS and i + 2 < len(toks) and toks[i + 1].lower == "of":
            i += 1  # "Comparisons of the proposed L-VAE against X, Y and Z": the object follows "of"
        elif t.lower not in _COMPARE_VERBS:
            continue
        if i + 2 >= len(toks) or toks[i + 1].lower in _OBJECT_BREAKS:
            continue
        for k in range(i + 2, min(len(toks) - 1, i + 6)):
            if toks[k].lower in ("to", "with", "against"):
                out.append((i, k + 1, "compared-to"))
                break
            if toks[k].lower in _OBJECT_BREAKS:
                break
    return out


# nouns that say what kind of thing the name after them is: "the open-set detector GLIP"
_KIND_NOUNS = frozenset(
    """model detector method system approach algorithm framework encoder decoder tool solver architecture
    network agent classifier pipeline retriever baseline llm vlm planner policy optimizer toolkit library
    engine mllm lvlm lmm plm slm lrm""".split()
)


_SCORE = re.compile(r"^\d+(?:\.\d+)?%?$")


_IMPROVE_VERBS = frozenset("improve improves improved improving boost boosts boosted boosting".split())


def _improved_by(doc: Document, sent) -> list[tuple[int, int, str]]:
    """ "improves OWL and AlphaPruning by reducing perplexity by 7.13%", "improves the open-set detector
    GLIP by +7.8% AP": names improved upon by a measured amount are the baselines of that result."""
    if sent.words.isdisjoint(_IMPROVE_VERBS) or "by" not in sent.words:
        return []
    toks = sent.tokens
    n = len(toks)
    out = []
    for i, t in enumerate(toks[:-2]):
        if t.lower not in _IMPROVE_VERBS or toks[i + 1].lower in ("over", "upon", "on", "our"):
            continue  # ("improves over X" is a trigger of its own; "our X" is ours)
        # "the accuracy by 5%" is a quantity; "the open-set detector GLIP by ..." a described name
        k = _after_description(toks, i + 1) if toks[i + 1].lower == "the" else i + 1
        if k is None:
            continue
        names = names_after(doc, sent, k)
        if not names or names[0].tok_start != k:
            continue
        end = names[-1].tok_end
        if end < n and toks[end].lower == "by" and any(
            x.text[:1].isdigit() or x.text in ("+", "~") for x in toks[end + 1 : end + 6]
        ):
            out.append((i, k, "improves-over"))
    return out


def _model_series(toks, names) -> bool:
    """ "comparably to same-sized Qwen3 models", "a gain over SFT models": versioned model families or
    known specific names before "models" are the compared checkpoints, not a class of methods."""
    j = names[-1].tok_end
    return (
        j < len(toks)
        and toks[j].lower == "models"
        and all(
            (any(c.isdigit() for c in nm.text) and find_models(nm.text)) or _known_checkpoint(nm.text)
            for nm in names
        )
    )


def _known_checkpoint(name: str) -> bool:
    """ "surpass fully supervised BERT models", "a 15% gain over SFT models": a specific known model
    or training method before "models" names the compared models."""
    known = lookup(name)
    # (a lower-case technique before "models" is a kind of model: "baseline neural operator models")
    return known is not None and (known.label == "Model" or (known.label == "Method" and not name.islower()))


def _scored_for(toks, j: int) -> list[int]:
    """Token indexes of the names in "30.8% for LangGraph and 61.6% for Flock" starting at ``j``: the
    scores the compared systems reached, each owned by the name after "for"/"by"."""
    out = []
    k = j
    while k + 2 < len(toks) and _SCORE.match(toks[k].text):
        m = k + 1
        if toks[m].text == "%":
            m += 1
        if m + 1 >= len(toks) or toks[m].lower not in ("for", "by", "with"):
            break
        out.append(m + 1)
        k = m + 2
        while k < len(toks) and toks[k].text not in (",", ";", ".") and toks[k].lower not in ("and", "or"):
            k += 1  # past the name
        while k < len(toks) and toks[k].lower in (",", "and", "or"):
            k += 1
    return out


# capitalised words that open a new clause after a comma rather than name the described thing
_CLAUSE_OPENERS = frozenset("we our it this these they its their in on for with by as while which".split())
_NUMBER_WORDS = frozenset("two three four five six seven eight nine ten".split())


def _described_single(toks, k: int) -> bool:
    """A capitalised name at ``k`` that is one thing: not a plural ("SOTA Transformers", "SOTA LLMs")
    and not the modifier of a plural kind ("prior SOTA OLfD techniques")."""
    word = toks[k].text
    if not (word[:1].isupper() or word[:1].isdigit()) or (word.endswith("s") and not word.isupper()):
        return False
    nxt = toks[k + 1].lower if k + 1 < len(toks) else ""
    return nxt not in GENERIC_PLURAL_HEADS | _KIND_PLURALS | _KIND_HEADS


def _after_description(toks, j: int) -> int | None:
    """Token index of the name in "the state-of-the-art zero-shot TTS model NAME" (a description of at
    most five words ending in a singular kind noun right after the cue) or of the first name in "two
    black-box algorithms, NAME and NAME" (a counted plural kind set off by a comma), else None."""
    k = j
    if k < len(toks) and toks[k].lower in ("the", "a", "an"):
        k += 1
    m, words = k, 0
    while m < len(toks) - 1 and words < 6:
        if toks[m].text == "(" and m + 2 < len(toks) and toks[m + 2].text == ")":
            m += 3  # "the most popular deep learning (DL) toolkit X": a defined acronym inside
            continue
        low = toks[m].lower
        if low in ("sota", "soa") and _described_single(toks, m + 1):
            return m + 1  # "outperforms the SOTA MRCFA by 4.0%": "SOTA" describes the name after it
        if low in _KIND_NOUNS and m > k:
            nxt = toks[m + 1].text
            if nxt == "," and m + 2 < len(toks):
                # "the previous state-of-the-art method, PixelCNN": the name in apposition
                after = toks[m + 2]
                return m + 2 if after.text[:1].isupper() and after.lower not in _CLAUSE_OPENERS else None
            return m + 1 if nxt[:1].isupper() or nxt[:1].isdigit() else None
        if (
            m > k
            and toks[k].lower in _NUMBER_WORDS
            and (low[:-1] in _KIND_NOUNS or low in GENERIC_PLURAL_HEADS)
            and toks[m + 1].text in (",", ":")
        ):
            return m + 2  # "with two black-box adversarial algorithms, Pixle and Square Attack"
        if low in _CLAUSE or not (toks[m].text[:1].islower() or toks[m].text.isupper()):
            return None
        m, words = m + 1, words + 1
    return None


def _gapped_triggers(sent) -> list[tuple[int, int, str]]:
    """ "comparable inference performance to X", "competitive accuracy with X": a comparison word whose
    preposition comes after up to three lower-case words (what is compared); and "compare A to X"."""
    out = [] if sent.words.isdisjoint(_COMPARE_VERBS | _COMPARISON_NOUNS) else _compare_object_triggers(sent)
    if sent.words.isdisjoint(_GAP_OPENERS):
        return out
    toks = sent.tokens
    for i, t in enumerate(toks):
        preps = _GAP_OPENERS.get(t.lower)
        if preps is None:
            continue
        for k in range(i + 2, min(len(toks) - 1, i + 5)):
            if toks[k].lower in preps:
                out.append((i, k + 1, "compared-to"))
                break
            word = toks[k - 1].text
            if not (word.isalpha() and word.islower()) or toks[k].lower in ("to", "with"):
                break
    return out


def _within_of(sent) -> list[tuple[int, int, str]]:
    """ "is within 4% of GPT-3", "within 2 points of X": a result stated as its distance to another's."""
    if "within" not in sent.words:
        return []
    toks = sent.tokens
    out = []
    for i, t in enumerate(toks[:-3]):
        if t.lower != "within" or not toks[i + 1].text[:1].isdigit():
            continue
        if toks[i + 1].text.endswith("%"):
            k = i + 2  # "4%" is one token
        elif toks[i + 2].lower in _DISTANCE_UNITS:
            k = i + 3
        else:
            continue
        if k < len(toks) and toks[k].lower == "of":
            out.append((i, k + 1, "compared-to"))
    return out


_DISTANCE_UNITS = frozenset(("%", "percent", "points", "point", "pp", "pts"))


_PHRASE_WORDS = frozenset({"the", "a", "an", "and", "-"})
_DEFINED_BASELINE_AFTER = frozenset(
    ", . ; baseline baselines method methods approach approaches which that on in by and or".split()
)


def _defined_after(doc: Document, toks, j: int) -> int | None:
    """The token of an acronym defined right after a lower-case phrase that opens at ``j`` ("the direct
    input approach (DIA)"), when the bracket closes the phrase; else None."""
    for k in range(j, min(len(toks) - 2, j + 8)):
        t = toks[k]
        if t.text == "(":
            acr = toks[k + 1]
            if k == j or toks[k + 2].text != ")":
                return None
            after = toks[k + 3].lower if k + 3 < len(toks) else "."
            defined = any(d.short_start == acr.start and d.lowercase_long for d in doc.definitions)
            return k + 1 if defined and after in _DEFINED_BASELINE_AFTER else None
        if not (t.lower in _PHRASE_WORDS or (t.text.isalpha() or "-" in t.text) and t.text.islower()):
            return None
    return None


def _after_generic_conjunct(toks, j: int) -> int | None:
    """ "outperforms human labelers and GPT-4": a plain first conjunct (one to three lower-case words from
    ``j``), then "and"/"or" and the names; the token index after the conjunction."""
    if j >= len(toks) or toks[j].lower in _CLAUSE:
        return None
    for k in range(j, min(len(toks) - 1, j + 3)):
        if toks[k].lower in ("and", "or"):
            return k + 1 if toks[k + 1].text[:1].isupper() else None
        if not (toks[k].text.isalpha() and toks[k].text.islower()):
            return None
    return None


def find_comparisons(doc: Document) -> list[Finding]:
    """COMPARES_AGAINST findings for one analysed abstract."""
    out: list[Finding] = []
    seen: set[str] = set()
    for sent in doc.sentences:
        toks = sent.tokens
        if toks and toks[-1].text == "?":
            continue  # "Can SSL improve upon both UL and SL?": a question asks, it reports no result
        if sent.index == 0 and len(doc.sentences) > 1 and _others_opening(doc, sent):
            continue  # "DP-SGD performs worse than SGD due to clipping": the opening states background
        reported = None if sent.words.isdisjoint(_REPORT_CUES) else _reported_finding(toks)
        triggers = [*match_triggers(sent, TRIGGERS), *_gapped_triggers(sent), *_improved_by(doc, sent)]
        triggers += _within_of(sent)
        for i, j, rule in sorted(triggers):
            if reported is not None and i > reported:
                continue  # "Recent studies indicate that A outperforms B": others' result, not this paper's
            if rule == "matches" and not toks[i].text.islower():
                continue  # "Exact Match (EM)": a word of a capitalised name, not the verb
            if rule == "than" and i > 0 and toks[i - 1].lower in ("rather", "other", "more", "less", "fewer"):
                # "rather than X", "requires more than X", "more than 50%": no result is compared
                continue
            if rule == "against":
                before = {t.lower for t in toks[:i]}
                if not before & _EVAL_WORDS or before & {"compare", "compared", "comparing"}:
                    continue  # "robust against attacks", "we compare A against B": not baselines
                if any(t.lower.startswith(_THREAT_STEMS) for t in toks[max(0, i - 3) : j + 5]):
                    continue  # "robustness against attackers such as PGD": threats, not baselines
            if rule == "over":
                # "improve the success rate by 30% to 70% over X": the comparative may sit a clause back
                window = {t.lower for t in toks[max(0, i - 12) : i]}
                if _baseline_named_after(toks, j):
                    window = window | {"improvement"}  # "13% over the StreamNet baseline"
                if not window & _COMPARATIVE and not any(
                    t.text.endswith(("×", "x")) and t.text[:1].isdigit() for t in toks[max(0, i - 8) : i]
                ):
                    continue
            if rule == "compared-to" and j < len(toks) and toks[j].lower in _POSSESSIVE:
                continue  # "comparable to its Orlicz norm": a property of the same object, not a baseline
            if j < len(toks) and toks[j].text == ")" and any(t.text == "(" for t in toks[max(0, i - 4) : i]):
                j += 1  # "matches (and sometimes outperforms) much larger models, including X"
            if j + 2 < len(toks) and toks[j].lower in ("that", "those") and toks[j + 1].lower == "of":
                j += 2  # "performance comparable to that of GPT-4-Turbo": the other's performance
            names = names_after(doc, sent, j)
            if list_is_class(toks, names) and not _model_series(toks, names):
                names = []
            if names and all(nm.text.lower() in ("sota", "soa") or not is_specific(doc, nm) for nm in names):
                names = []  # "compared to SoTA baseline (i.e. Quest)": no name yet, the example follows
            if not names and rule in _STRONG and (by := _achieved_by(toks, j)) is not None:
                # "far surpassing the 3x rate achieved by Gzip": the result's owner is the baseline
                names = names_after(doc, sent, by)[:1]
            if not names and rule in ("outperforms", "surpasses", "beats", "than"):
                # "outperforms human labelers and GPT-4": the names after a plain first conjunct
                k = _after_generic_conjunct(toks, j)
                names = names_after(doc, sent, k) if k is not None else []
            if not names:
                # "than traditional models, such as Random Forest and SVMs": examples of a generic head
                k = _examples_after(toks, j)
                if k is not None and not (
                    toks[k - 1].text == ","
                    and i <= 2
                    and toks[k].lower not in ("including", "like", "e.g")
                    and toks[k - 2].lower not in ("e.g", "i.e", ".")  # ("detectors, i.e., Binoculars")
                ):
                    # ("When compared with commercial models, Llama ... achieves": the comma closes the
                    # opening clause and the next name is the sentence's subject)
                    names = names_after(doc, sent, k)
                    and_at = next((m for m in range(j, k) if toks[m].lower == "and"), None)
                    if names and rule in _STRONG and and_at is not None:
                        # "outperforms direct prompting and prior agents like OpenHands": the technique
                        # before the coordinated examples is a baseline too
                        r = technique_phrase(toks, j)
                        if r is not None and r[1] <= and_at and toks[r[0]].lower not in _PLAIN | _CLASS_ADJ:
                            _add_technique(doc, sent, r[0], r[1], seen, out)
                    if not names:
                        # "classical approaches such as random sampling, herding, and k-center"
                        for start, end in _technique_examples(toks, k):
                            _add_technique(doc, sent, start, end, seen, out)
            if not names and rule == "compared-to":
                # "84.6% success rate, compared with 30.8% for LangGraph and 61.6% for Flock"
                names = [nm for k in _scored_for(toks, j) for nm in names_after(doc, sent, k)[:1]]
            if not names and rule in _STRONG and (k := _defined_after(doc, toks, j)) is not None:
                # "compared to the direct input approach (DIA)", "against non-trained and supervised
                # finetuning (SFT) baselines": the acronym a lower-case description defines names it
                names = [nm for nm in names_after(doc, sent, k)[:1] if nm.tok_start == k]
            if not names:
                # "outperforms the state-of-the-art zero-shot TTS model VALL-E": a described name
                k = _after_description(toks, j)
                if k is not None:
                    found = [nm for nm in names_after(doc, sent, k) if nm.tok_start >= k]
                    # a counted kind set off by a comma names them all; a described name is one
                    if toks[k - 1].text not in (",", ":"):
                        names = [nm for nm in found[:1] if nm.tok_start == k]
                    else:
                        names = found
            if not names and rule in _STRONG:
                # "more effective than monolingual CoT", "outperforms neural chain-of-thought": a known
                # method with one describing word is a variant of it, named with that word
                modified = _modified_known(doc, sent, j)
                if modified is not None:
                    name = doc.clean[toks[j].start : toks[modified - 1].end]
                    key = normalize(name)
                    if key not in seen and key not in doc.proposed:
                        seen.add(key)
                        conf = CONFIDENCE[rule]
                        out.append(Finding("COMPARES_AGAINST", name, "Method", sent.index, rule, conf))
                        continue
            if not names and (
                rule in _STRONG
                # "by up to 68% over autoregressive decoding": over a technique only with a measured gain
                or (rule == "over" and any(t.text[:1].isdigit() for t in toks[max(0, i - 12) : i]))
            ):
                # "compared to importance re-weighting": a lower-case technique as the baseline
                r = technique_phrase(toks, j)
                kind = (
                    r is not None and r[1] < len(toks) and toks[r[1]].lower in _KIND_PLURALS | {"baselines"}
                )
                if r is not None and toks[r[0]].lower in _PLAIN_TECHNIQUE and r[1] - r[0] >= 3:
                    r = (r[0] + 1, r[1])  # "over standard mask interpolation": the baseline is the technique
                if (
                    r is not None
                    and toks[r[0]].lower not in _PLAIN | _CLASS_ADJ | _QUANTIFIERS | _UNNAMED_ADJ
                    and not kind
                ):
                    # ("surpasses various parameter-efficient fine-tuning baselines": a kind of baselines)
                    first = r[0] + 1 if toks[r[0]].lower in _USE_GERUNDS and r[1] - r[0] > 1 else r[0]
                    # ("compared to using reward modeling": the baseline is the technique, not its use)
                    spans = [(first, r[1])]
                    # "outperforms random sampling and uncertainty sampling": a coordinated second technique
                    if r[1] + 1 < len(toks) and toks[r[1]].lower in ("and", "or"):
                        r2 = technique_phrase(toks, r[1] + 1)
                        if r2 is not None and toks[r2[0]].lower not in _PLAIN | _CLASS_ADJ | _QUANTIFIERS:
                            spans.append(r2)
                    for a, b in spans:
                        _add_technique(doc, sent, a, b, seen, out)
                elif r is None and rule in _STRONG and (r := _established_after(toks, j)) is not None:
                    # "more accurate than the classical randomized response method", "superior efficiency
                    # over test-time optimization": a lower-case technique the field names as such
                    _add_technique(doc, sent, r[0], r[1], seen, out)
            if rule in _STRONG:
                # ("the strongest baseline (MR-Search) by 1.6 points and ...": the first margin's "by")
                end = names[-1].tok_end if names else _margin_by(toks, j)
                names = names + _second_margin_object(doc, sent, end) if end is not None else names
            for nm in names:
                finding = _accepted(doc, toks, nm, rule, sent.index, seen)
                if finding is not None:
                    out.append(finding)
        for nm, rule in baseline_role_names(doc, sent):
            finding = _accepted(doc, toks, nm, rule, sent.index, seen)
            if finding is not None:
                out.append(finding)
    return [part for f in out for part in _slash_split(doc, f)]


_MARGIN_UNITS = frozenset("% points point pp pts x × percentage absolute relative".split())


_TECHNIQUE_KINDS = frozenset(
    "method methods baseline baselines approach algorithm technique strategy".split()
)
_PHRASE_ENDS = _ITEM_ENDS | _TECHNIQUE_KINDS | {"and", "or", ","}
_PLURAL_KINDS = frozenset({"methods", "baselines"})
_NOT_IN_NAMES = frozenset("during of for with without from into seen used given".split())


def _established_after(toks, j: int) -> tuple[int, int] | None:
    """Tokens of a one-to-three-word lower-case technique right after a comparison cue (past an article
    and a plain adjective: "the classical randomized response method") that the corpus statistics or
    the gazetteer know as a method ("randomized response", "test-time optimization"); else None."""
    k = j
    while k < len(toks) and toks[k].lower in ("a", "an", "the"):
        k += 1
    while k < len(toks) and toks[k].lower in _PLAIN_TECHNIQUE | {"classical", "classic", "original"}:
        k += 1
    m = k
    while m < len(toks) and m - k < 3 and toks[m].text[:1].isalpha() and toks[m].text.islower():
        if toks[m].lower in _PHRASE_ENDS:
            break
        m += 1
    if m == k or (m < len(toks) and toks[m].lower not in _PHRASE_ENDS - _PLURAL_KINDS):
        return None  # ("than supervised learning methods": a class of methods, not one baseline)
    if toks[k].lower in _KIND_ADJ | {"other"} or any(t.lower in _NOT_IN_NAMES for t in toks[k:m]):
        return None  # "outperforms existing prompting methods", "than seen during training"
    phrase = " ".join(t.text for t in toks[k:m])
    known = lookup(phrase)
    if known is not None:
        return (k, m) if known.label == "Method" else None
    return (k, m) if m - k >= 2 and established_technique(phrase) else None


_MARGIN_LEAD = frozenset("up to over about around nearly roughly +".split())


def _past_margin(toks, j: int) -> int | None:
    """Token index after "by (up to) 1.6 points" starting at ``j``, else None."""
    if j >= len(toks) or toks[j].lower != "by":
        return None
    k = j + 1
    while k < len(toks) and toks[k].lower in _MARGIN_LEAD:
        k += 1  # ("by up to 1.6 points", "by +6.25 points": a signed margin)
    if k >= len(toks) or not toks[k].text[:1].isdigit():
        return None
    k += 1
    while k < len(toks) and toks[k].lower in _MARGIN_UNITS:
        k += 1
    return k


def _margin_by(toks, j: int) -> int | None:
    """The "by" of the first margin after a comparison cue's object (within ten tokens, one clause)."""
    for k in range(j, min(len(toks), j + 10)):
        if toks[k].lower == "by":
            return k if _past_margin(toks, k) is not None else None
        if toks[k].text in (",", ";", ".") or toks[k].lower in ("and", "while", "which"):
            return None
    return None


def _second_margin_object(doc: Document, sent, j: int) -> list[Name]:
    """ "outperforming MR-Search by 1.6 points and the step-level method GiGPO by 0.9 points": after the
    first baseline and its margin, each further name with its own margin is a baseline too ("A by 6
    points, diffusion-based method B by 3 points, and noise-based C by 16 points")."""
    toks = sent.tokens
    if j < len(toks) and toks[j].text == ")":
        j += 1  # "the strongest baseline (MR-Search) by 1.6 points"
    out: list[Name] = []
    while (k := _past_margin(toks, j)) is not None and k + 1 < len(toks) and toks[k].lower in ("and", ","):
        start = k + 2 if toks[k].text == "," and toks[k + 1].lower == "and" else k + 1
        if start >= len(toks):
            break
        described = _after_description(toks, start)
        if described is not None and toks[described - 1].text not in (",", ":"):
            start = described
        elif toks[start].lower == "the":
            start += 1
        elif toks[start].lower.endswith(("-based", "-free", "-guided")) and start + 1 < len(toks):
            start += 1  # "and noise-based P3-Mask by 16 points": one modifier before the name
        found = [nm for nm in names_after(doc, sent, start)[:1] if nm.tok_start == start]
        if not found or _past_margin(toks, found[0].tok_end) is None:
            break
        out.append(found[0])
        j = found[0].tok_end
    return out


def _slash_split(doc: Document, f: Finding) -> list[Finding]:
    """ "faster than DP-GD/DP-SGD": one baseline per whole name the slash joins ("outperforms EM/F1":
    metrics the abstract defines are no baselines)."""
    parts = slashed_names(f.name) if "/" in f.name else []
    if any(label_of(doc, p, "Method", None) == "Metric" for p in parts):
        return []
    return [replace(f, name=p, label=_label_of_known(p, f.label)) for p in parts] or [f]


def _label_of_known(name: str, default: str) -> str:
    """The gazetteer's label for ``name``, else ``default``."""
    known = lookup(name)
    return known.label if known is not None else default


def _add_technique(doc: Document, sent, a: int, b: int, seen: set[str], out: list[Finding]) -> None:
    """A lower-case technique (tokens a..b-1) as a baseline, once per name and never the paper's own."""
    toks = sent.tokens
    name = doc.clean[toks[a].start : toks[b - 1].end]
    key = normalize(name)
    if key not in seen and key not in doc.proposed:
        seen.add(key)
        out.append(Finding("COMPARES_AGAINST", name, "Method", sent.index, "technique", 0.5))


def _maker(word: str) -> bool:
    """ "OpenAI's", "OpenAIs", "Meta's": an organisation's possessive before a model name."""
    low = word.lower().removesuffix("'s").removesuffix("’s")
    return low in NOT_ENTITIES or (low.endswith("s") and low[:-1] in NOT_ENTITIES)


def _accepted(doc: Document, toks, nm, rule: str, sentence: int, seen: set[str]) -> Finding | None:
    """The COMPARES_AGAINST finding for one name after a comparison cue, or None when it names no
    specific baseline (a class of works, a kind of baselines, a metric, the paper's own method)."""
    if not is_specific(doc, nm) or _class_of_works(toks, nm) or _kind_of_baselines(toks, nm):
        return None
    if nm.text == "CITATION":
        return None  # "comparing the collected data to that of (CITATION)": a citation placeholder
    if nm.text.lower() in _QUESTION_WORDS or nm.text.lower() in _MATH_CLASSES:
        return None  # "harder than What is X": a question; "smoother than Lipschitz": a class
    if is_language(nm.text) or SIZE_NAME.match(nm.text):
        return None  # "better on English than on Swahili": languages compared; "(50B-80B)": sizes
    defined = doc.short_for(nm.text)
    if defined is not None and defined.short == nm.text and defined.head in TASK_ONLY_HEADS:
        return None  # "higher BLEU than S2ST cascades": the task's acronym, not a baseline
    if _PARTICIPLE_TAIL.search(nm.text):
        return None  # "surpass their iPE-prompted counterparts": a described variant
    if rule == "over" and nm.text.islower() and " " not in nm.text:
        return None  # "improve performance over time": a plain word, not a baseline
    if nm.text.lower().startswith(("non-", "no-")) or nm.text.lower().endswith("-only"):
        return None  # "non-RT baselines": everything that is not X; "an LLM-only baseline": a set-up
    formula = _FORMULA.match(nm.text) and not find_models(nm.text)
    if _lowercase_kind(nm.text) or MATH_FACT.search(nm.text) or formula:
        return None  # "autoregressive models": a kind of model; "Poincare Inequality": a condition
    if _generic_title(nm.text):
        return None  # "Standard Attention", "Naive Sampling": a capitalised description
    last = nm.text.split()[-1].lower()
    if " " in nm.text and last.endswith("s") and last in GENERIC_ACRONYMS:
        return None  # "state-of-the-art Bayesian LLMs": a described kind of model, not one baseline
    if family_word(nm.text) and nm.text.isupper():
        # "outperforms GPT": a family of chat models, not one baseline ("Mamba baselines" are)
        return None
    if _SIZE_CLASS.match(nm.text):
        return None  # "surpassing 32B-scale baselines": a size class of models, not a baseline
    if (
        " " in nm.text
        and not any(c.isupper() for c in nm.text)
        and nm.alias is None  # ("supervised fine-tuning (SFT) baselines": named by its acronym)
        and nm.tok_end < len(toks)
        and toks[nm.tok_end].lower == "baselines"
    ):
        return None  # "outperforms in-context learning baselines": baselines of a kind, none named
    cast = nm.tok_end < len(toks) and toks[nm.tok_end].lower in ("baseline", "baselines")
    if (_NUMBER_FORMAT.match(nm.text) and not cast) or set(nm.text.lower().split()) <= _REGION_WORDS:
        # "matching bfloat16 training": a number format, unless cast as "the BF16 baseline";
        # "than the Global South": a region
        return None
    powered = _POWERED.search(nm.text)
    if powered and (find_models(nm.text[: powered.start()]) or lookup(nm.text[: powered.start()])):
        # "compared to a ChatGPT-powered planner": the baseline is the model that powers it
        nm = replace(nm, text=nm.text[: powered.start()], end=nm.start + powered.start())
    words = nm.text.split()
    if len(words) >= 2 and (
        words[0].lower() in _GENERIC_FIRST or _maker(words[0]) or words[0].endswith(("-style", "-like"))
    ):
        # ("matches GPT-style Transformers": the baseline is the Transformer, in one style)
        # "Standard LoRA": the baseline is LoRA itself; "OpenAIs o4-mini": the maker is no part of it
        nm = replace(nm, text=" ".join(words[1:]), start=nm.start + len(words[0]) + 1)
    if rule in ("versus", "against") and not (is_acronym_like(nm.text.split()[0]) or nm.known):
        return None  # "Los Angeles vs. San Francisco", "against regions like China": not baselines
    if _metric_variant(doc, nm.text):
        return None  # "delta-SSIM": a metric results are reported in, not a baseline
    if nm.text.lower().endswith(("-baseline", "-baselines", "-family", "-series", "-variants")):
        # "prefix methods outperform LoRA-baselines": the baseline is LoRA; "SAC-family baselines": SAC
        cut = nm.text.rindex("-")
        nm = replace(nm, text=nm.text[:cut], end=nm.start + cut)
    score = _TRAILING_SCORE.search(nm.text)
    if score:
        # "ours 58.1 vs. GPT-4o 51.2": the score is the result, the name ends before it
        nm = replace(nm, text=nm.text[: score.start()], end=nm.start + score.start())
    key = normalize(nm.text)
    if key in doc.proposed or (nm.alias and normalize(nm.alias) in doc.proposed):
        return None
    label = label_of(doc, nm.text, "Method", nm.head)
    if label in ("Dataset", "Metric", "Task"):
        return None
    if key in seen:
        return None
    seen.add(key)
    aliases = (nm.alias,) if nm.alias else ()
    return Finding("COMPARES_AGAINST", nm.text, label, sentence, rule, CONFIDENCE[rule], aliases)
