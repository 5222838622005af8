"""Find evaluation metrics an abstract reports results with (FID, AUROC, "token acceptance rate").

Three sources of evidence, from strongest to weakest:

1. the metric gazetteer (``data/metrics.tsv`` and typed lexicon entries): specific names such as
   BLEU, pass@1 or word error rate count wherever they occur;
2. compounds built on a metric head ("retrieval accuracy", "hallucination rate", "safety score"),
   which extend a gazetteer hit or stand alone;
3. everyday words that are metrics only when results are reported with them ("robustness",
   "latency", "faithfulness"): kept only in a sentence that reports a result (a number, "in terms
   of", "improves", "higher", ...), because "we study robustness" reports nothing.
"""

from __future__ import annotations

import functools
import operator
import re
from dataclasses import dataclass
from itertools import accumulate, compress, count
from typing import Protocol, TypeVar

from kg.extract.acronyms import TASK_HEADS, is_generic_acronym
from kg.extract.gazetteer import data_rows
from kg.normalize import normalize


@dataclass(frozen=True)
class MetricMention:
    """A metric name at ``text[start:end]``; ``aliases`` holds the surface when it differs."""

    start: int
    end: int
    name: str
    aliases: tuple[str, ...] = ()


# Words that are metrics only in a sentence that reports results.
WEAK = {
    "precision", "recall", "coverage", "robustness", "faithfulness",
    "success", "forgetting", "return", "latency", "throughput", "coherence", "fluency", "regret",
    "sensitivity", "specificity", "modularity", "helpfulness", "harmlessness", "toxicity",
    "groundedness", "sample efficiency", "accuracy", "training time", "inference time",
    "memory usage", "energy consumption", "generation speed", "average return",
    "cumulative reward", "normalized score", "interval width", "edit distance", "cross-entropy",
    "log-likelihood", "energy savings", "compression ratio", "kl divergence",
    "wasserstein distance", "total variation distance", "demographic parity", "equalized odds",
    "mutual information", "calibration error", "levenshtein distance",
    "calibration", "model size", "parameter count", "sample complexity", "query complexity",
    "communication cost", "output tokens", "number of queries", "token usage", "token cost", "compute cost",
    "inference cost", "gpu memory", "gpu hours", "memory overhead", "generalization error", "excess risk",
    "test error", "classification error", "functional correctness", "coverage rate", "constraint violation",
    "bitrate", "compression rate", "agreement rate", "inter-annotator agreement", "episode return",
    "average reward", "wall-clock speedup", "decoding speed", "goodput", "pass rate", "test pass rate",
    "correlation", "memory consumption", "memory footprint", "peak memory", "memory cost", "informativeness",
    "runtime", "energy efficiency", "frames per second", "running time",
    "computation time", "execution time", "wall-clock time",
}
# Compounds on a metric head that are hyperparameters or theory, never reported metrics.
NOT_METRIC = {
    "learning rate", "convergence rate", "sampling rate", "frame rate", "dropout rate", "masking rate",
    "mask rate", "mask ratio", "aspect ratio", "mixing time", "hitting time", "time step", "real time",
    "test time", "wall time", "run time", "decay rate", "update rate", "sample rate", "rate distortion",
    "error bound", "error bounds", "approximation error", "discretization error", "quantization error",
    "estimation error", "generalization error bound", "step size", "noise rate", "score function",
    "score matching", "score distillation", "sampling time", "training error", "truncation error",
    # "achieves linear time and memory complexity": an asymptotic cost class, not a measured time
    "linear time", "constant time", "polynomial time", "quadratic time", "logarithmic time",
    # how much of the data is labelled, compressed or kept: a setting of the experiment
    "labeling rate", "labelling rate", "label rate", "label ratio",
    # a task named on a similarity head ("semantic textual similarity (STS) tasks")
    "semantic textual similarity",
}
# Heads that make a metric compound: "<noun> rate", "<noun> accuracy".
HEADS = {
    "accuracy", "accuracies", "rate", "rates", "score", "scores", "error", "errors", "distance",
    "latency", "throughput", "ratio", "delay", "savings", "utilization", "coherence", "similarity",
    "correlation", "divergence", "f1", "precision", "recall", "auroc", "auc", "time", "speed", "match",
    "success",
}
# Words that never start a metric compound (adjectives of comparison, determiners, evaluation splits).
STOP = set(
    """a an the of in on for with and or to by at from as its their our this that these those his her
    higher lower better worse best worst high low improved improve improves improving increased reduced
    average mean overall final total relative absolute significant significantly substantial
    substantially consistent consistently considerable superior inferior comparable competitive strong
    same similar state-of-the-art sota top state art new good great poor maximum minimum max min
    either neither stronger weaker larger smaller faster slower tighter sharper cleaner near-zero near-perfect
    near-optimal
    test testing validation training train dev held-out downstream zero-shot few-shot one-shot
    overall peak achieves achieve achieved reaches reach reached obtains obtain yields yield
    maintains maintain maintaining shows show showing reports report reporting measured measures
    measure evaluated evaluate evaluating compared compare while whereas but not no more less much
    very up than over under about around nearly roughly approximately only also both each all
    per same such it is are was were be been has have had which where when how what why
    human automatic automated standard various different multiple several many key main primary
    model models method methods reduce reduces
    preserve preserves enhance enhances small large faster slower amplifies amplify keep keeps
    maintaining low evaluation metric confidence desired equal matching near perfect excellent
    impressive remarkable greater baseline fast slow real reference original target
    dramatic drastic notable marked modest slight huge massive sizable clear use uses used adopt adopts
    consider considers optimize optimizes optimizing track tracks zero""".split()
)
# A weak metric counts when a result is reported right next to it: "improves accuracy",
# "34.1% success", "accuracy of 73.1", "in terms of latency", "accuracy drops".
_BEFORE = re.compile(
    r"(?:\d[%×x]?|%|percent|\b(?:improv\w*|excel\w* in|boost\w*|increas\w*|reduc\w*|lower\w*|maintain\w*|"
    r"achiev\w*|attain\w*|"
    r"higher|lower|better|stronger|greater|highest|lowest|best|comparable|superior|in terms of|"
    r"(?:outperform|surpass)\w*[^.;]{0,80}?\b(?:in|on)|gains? in|measured by|"
    r"evaluated (?:by|with|using)|using|metrics? such as|"
    r"we report|sacrific\w*|(?:loss|drop|degradation) (?:of|in)))"
    r"\s+(?:(?:the|an?|its|their|our|of|in|model|top-1|average|mean|overall|both|either|and|\w+(?:-\w+)+|"
    r"\w+['’]s|near|nearly|almost|perfect|high|significantly|substantially|considerably|much|competitive|"
    r"points?|pp|pts|percentage points?|"
    r"[\w-]+\s+\([A-Z][\w-]*\))\s+)*$",
    re.I,
)
_AFTER = re.compile(
    r"^(?:\s+(?:scores?|rates?))?\s*(?:(?:(?:ris|increas|improv|dropp?|fall|reach|climb|jump|grow|declin|"
    r"decreas|rang|reduc|degrad|shift|shrink|widen|narrow)(?:es|s|ed|ing|e|en)?|goes (?:up|down)|"
    r"is|was|were|of|at|from|to|by|under|reductions?|improvements?|gains?|deltas?|gaps?|differences?|"
    r"\w+ly|\()\s*){0,3}"
    r"(?:up to|as much as|over|about|only|nearly|just|roughly|around|less than|below)?\s*"
    r"[~≈<>]?\s*\d|^\s+(?:drops?|reductions?|improvements?|gains?|improving|loss|degradation)\b|"
    r"^\s+as (?:the|an|our) (?:\w+ )?(?:evaluation )?metrics?\b",
    re.I,
)
_WORDCHAR = r"[\w@]"
_TRAINING_USE = re.compile(
    r"[ -](?:loss|losses|objective|regulari[sz]\w*|threshold|head|module|layer|rewards?|penalty|constraint|"
    r"propert(?:y|ies)|matri(?:x|ces)|curves?|plots?|annotations?)\b"
)
_NOUNLIKE = re.compile(r"^(?:[a-z][a-z\-]*[a-z]|[A-Z]{2,6})$")


@functools.cache
def _metric_table() -> dict[str, str]:
    """Surface (lower-cased) -> canonical name for every metric name and alias."""
    table: dict[str, str] = {}
    for row in data_rows("metrics.tsv"):
        name = row[0].strip()
        for surface in [name, *(a.strip() for a in (row[1] if len(row) > 1 else "").split("|"))]:
            if surface:
                table.setdefault(surface, name)
    for row in data_rows("lexicon.tsv"):
        if len(row) >= 3 and row[1] == "Metric" and not row[0].islower():
            try:
                if float(row[2]) >= 0.6:
                    table.setdefault(row[0], row[0])
            except ValueError:
                continue
    return table


@functools.cache
def _lower_table() -> dict[str, tuple[str, str]]:
    """Lower-cased surface -> (surface as listed, canonical name); the last listing wins, except that
    a canonical name beats a case variant of it ("ROUGE-L" over its alias "Rouge-L")."""
    out: dict[str, tuple[str, str]] = {}
    for k, v in _metric_table().items():
        if k.lower() in out and out[k.lower()][0] == out[k.lower()][1] and k != v:
            continue
        out[k.lower()] = (k, v)
    return out


def _case_sensitive(surface: str) -> bool:
    return sum(c.isupper() for c in surface) >= 2 or len(surface) <= 3


_TOKEN = re.compile(r"[^\s\-\u2010-\u2014,;:()\[\]{}\"!?=]+")  # ("F0.5=69.22": "=" separates)


_AT_K = re.compile(r"@\d+$")


_RSTRIP_DOT = operator.methodcaller("rstrip", ".")


@functools.lru_cache(maxsize=200_000)
def _key(token: str) -> str:
    """Lookup form of a token ("Pass@10." -> "pass@k"); cached because tokens repeat a lot."""
    low = token.rstrip(".").lower()
    return _AT_K.sub("@k", low) if "@" in low else low


@functools.cache
def _first_keys() -> frozenset[str]:
    """Lower-cased first tokens of every surface (and their plurals): a fast pre-filter."""
    firsts = {key[0] for key in _index()[0]}
    return frozenset((firsts | {f + "s" for f in firsts} | {f + "es" for f in firsts}) - {""})


@functools.cache
def _max_words() -> dict[str, int]:
    """First key -> the most tokens of a surface starting with it: caps the span search (a key
    found only as a plural of a first word, "models", starts one-token matches only)."""
    out: dict[str, int] = {}
    for key in _index()[0]:
        out[key[0]] = max(out.get(key[0], 1), len(key))
    return out


@functools.cache
def _scan_firsts() -> frozenset[str]:
    """The first keys at which ``_scan`` can find a surface: ``_first_keys`` without the plurals that
    start no longer surface and whose singular is no one-word surface ("models", "tasks"), which
    the span search would try in vain at every occurrence.

    Such a key ``k`` allows only the one-word search, which looks up ``k`` and its singulars
    (``k[:-1]``, ``k[:-2]``, trailing dots stripped). That equals slicing the raw word only for
    ASCII keys (a lower-cased ASCII key comes from a word of the same length) and keys without
    "@" (whose raw words are rewritten to "@k"): only those are dropped.
    """
    singles = {key[0] for key in _index()[0] if len(key) == 1}
    max_words = _max_words()

    def one_word_hit(k: str) -> bool:
        return (
            "@" in k
            or not k.isascii()
            or k in singles
            or (k.endswith("s") and k[:-1].rstrip(".") in singles)
            or (k.endswith("es") and k[:-2].rstrip(".") in singles)
        )

    return frozenset(k for k in _first_keys() if max_words.get(k, 1) > 1 or one_word_hit(k))


@functools.cache
def _heads() -> frozenset[tuple[int, tuple[str, ...]]]:
    """(length, keys of all but the last token) of every surface: prunes the span search."""
    return frozenset((len(k), k[:-1]) for k in _index()[0])


_AT_N = re.compile(r".*@\d+")
_JOINERS = frozenset((" ", "-"))
_SEPARATORS = re.compile(r"([\s\-\u2010-\u2014,;:()\[\]{}\"!?=]+)")  # the complement of _TOKEN
_HYPHEN_WORD = re.compile(r"-\w")


@functools.cache
def _index() -> tuple[dict[tuple[str, ...], list[tuple[tuple[str, ...], bool]]], int]:
    """Metric surfaces by lower-cased token tuple (spaces and hyphens both separate tokens)."""
    index: dict[tuple[str, ...], list[tuple[tuple[str, ...], bool]]] = {}
    longest = 1
    for surface in _metric_table():
        tokens = tuple(m.group(0) for m in _TOKEN.finditer(surface))
        if not tokens:
            continue
        key = tuple(_key(t) for t in tokens)
        index.setdefault(key, []).append((tokens, _case_sensitive(surface)))
        longest = max(longest, len(tokens))
    return index, longest


def _scan(text: str) -> list[tuple[int, int]]:
    """Longest gazetteer matches, left to right, on token boundaries (plural -s/-es allowed).

    A dictionary lookup per token span instead of one regex with hundreds of alternatives:
    the same matches at several times the speed.
    """
    text = text.replace("\u2019", "'")  # "Spearman’s correlation": a typographic apostrophe (same offsets)
    index = _index()[0]
    firsts = _scan_firsts()
    heads = _heads()
    max_words = _max_words()
    # split on separator runs: parts = word, sep, word, ..., word (the end words may be "");
    # C-level split/map/accumulate instead of a match object per token
    parts = _SEPARATORS.split(text)
    words = parts[0::2]
    pos = list(accumulate(map(len, parts), initial=0))
    starts = pos[0::2]
    # _key of every word without a Python call per word (new abstracts bring many new words)
    keys = list(map(str.lower, map(_RSTRIP_DOT, words)))
    if "@" in text:
        keys = [_AT_K.sub("@k", k) if "@" in k else k for k in keys]
    # joined[j]: words j and j+1 are one space or one hyphen apart (may be in one name)
    joined = list(map(_JOINERS.__contains__, parts[1::2]))
    if joined and words[-1] == "":
        joined[-1] = False  # text ends with a separator: there is no last word
    ntok = len(words)
    out: list[tuple[int, int]] = []
    i = 0
    for i0 in compress(count(), map(firsts.__contains__, keys)):
        if i0 < i:
            continue  # inside the previous match
        i = i0
        start = starts[i]
        if start >= 2 and text[start - 1] == "-" and text[start - 2].isalnum():
            i += 1
            continue  # "Clopper-Pearson": a part of a hyphenated name
        hit = None
        run = 1
        cap = max_words.get(keys[i], 1)
        while run < cap and i + run < ntok and joined[i + run - 1]:
            run += 1
        for n in range(min(cap, ntok - i, run), 0, -1):
            if (n, tuple(keys[i : i + n - 1])) not in heads:
                continue  # no surface of n tokens starts with these n-1 tokens
            raw = words[i : i + n]
            last = raw[-1].rstrip(".")
            end = starts[i + n - 1] + len(last)
            variants = [last]
            if last.endswith("s"):
                variants += [last[:-1], last[:-2]] if last.endswith("es") else [last[:-1]]
            for variant in variants:
                cand = [*raw[:-1], variant]
                for tokens, exact in index.get(tuple(map(_key, cand)), ()):
                    if exact and tuple(w.rstrip(".") for w in cand) != tuple(t.rstrip(".") for t in tokens):
                        if not (tokens[-1].endswith("@k") and _AT_N.fullmatch(cand[-1])):
                            continue
                    hit = (n, end)
                    break
                if hit:
                    break
            if hit:
                break
        if hit and not _HYPHEN_WORD.match(text, hit[1]):
            out.append((start, hit[1]))
            i += hit[0]
        else:
            i += 1
    return out


# heads of "<one or two words> <head>" metric compounds; _HEAD_HINT is built from the same list so the
# fast search (see _compound_matches) can never miss a head the pattern knows
_COMPOUND_HEADS = (
    r"accuracy|accuracies|rates?|scores?|error|latency|throughput|ratio|delay|savings|utilization|time|speed|"
    r"similarity|distance|consumption|usage|coverage|agreement|consistency|fidelity"
)
_COMPOUND = re.compile(rf"(?<![\w-])((?:[A-Za-z][\w\-]*[ ]){{1,2}})({_COMPOUND_HEADS})(?![\w-])")
# A space and the start of a _COMPOUND head: every compound match has one right before its head.
_HEAD_HINT = re.compile(rf" (?:{_COMPOUND_HEADS})")
_RUN_CHARS = re.compile(r"[\w-]*$")


def _run_start(text: str, end: int) -> int:
    """Start of the run of word characters and hyphens that ends at ``end``."""
    m = _RUN_CHARS.search(text, max(0, end - 64), end)
    start = m.start() if m else end
    return _run_start(text, start) if start == end - 64 and start > 0 else start


def _compound_matches(text: str):
    """The matches of ``_COMPOUND.finditer(text)``, found from near each head word.

    ``_COMPOUND`` opens with a look-behind, so a plain scan tries it at every word. A match is one
    or two whole words, each followed by one space, then its head; so no match starts before the
    second word ahead of the first head hint, and the search can start there (the look-behind
    still sees the real text before that position).
    """
    pos = 0
    while True:
        hint = _HEAD_HINT.search(text, pos)
        if hint is None:
            return
        q = hint.start()
        lo = _run_start(text, q)
        if lo > 0 and text[lo - 1] == " ":
            lo = _run_start(text, lo - 1)
        m = _COMPOUND.search(text, max(pos, lo))
        if m is None:
            return
        yield m
        pos = m.end()


def _singular(surface: str) -> str:
    if surface.endswith(("rates", "scores", "errors", "distances", "ratios", "delays")):
        return surface[:-1]
    if surface.endswith("accuracies"):
        return surface[: -len("accuracies")] + "accuracy"
    return surface


_WORD_BEFORE = re.compile(r"(?:^|(?<=[\s(]))([A-Za-z][\w\-]*) $")
_WORD_RUN = re.compile(r"[\w\-]*")


def _word_before(text: str, end: int) -> re.Match[str] | None:
    """The word (and one space) that ends at ``end``, as searching all of ``text[:end]`` would.

    Searching a short window instead of the whole prefix keeps this linear; only a window
    that is one unbroken word can hide a longer word, and then the whole prefix is searched.
    """
    lo = max(0, end - 64)
    m = _WORD_BEFORE.search(text, lo, end)
    if m is None and lo > 0 and _WORD_RUN.fullmatch(text, lo, end - 1):
        m = _WORD_BEFORE.search(text, 0, end)
    return m


_NOT_NOUN_ENDINGS = ("ly", "ed", "ing", "est", "able", "ible")  # "noticeable accuracy drop"


def _noun_ing(word: str) -> bool:
    """ "action-following", "question-answering": a noun-headed gerund compound names what is measured
    ("post-relearning", "cross-validated" only qualify the measurement)."""
    head, _, rest = word.partition("-")
    if not rest:
        return word in TASK_HEADS  # "parsing accuracy", "grounding accuracy": a task's own gerund
    return word.endswith("ing") and head not in _PREFIXES


_PREFIXES = frozenset({"post", "pre", "non", "re", "self", "co", "multi", "cross", "well", "long", "fine"})


# averaging and setting words that are part of how an abstract names a metric: "macro F1-score",
# "micro-averaged F1", "zero-shot accuracy", "peak token usage"
_AVERAGING = frozenset(
    "macro micro macro-averaged micro-averaged macro-average micro-average weighted".split()
)
KEEP_MODIFIERS = _AVERAGING | {"zero-shot", "few-shot", "one-shot", "peak"}


# verbs a result sentence puts right before its metric: "VS2 raise per-class accuracy by 25%"
_RESULT_VERBS = frozenset(
    """raise improve boost increase reduce achieve attain reach obtain yield maintain preserve report
    deliver gain match exceed""".split()
)


def _extend_left(text: str, start: int) -> int:
    """Start of a compound ending at ``start`` ("retrieval" + "accuracy"), or ``start`` itself."""
    new = start
    for _ in range(2):
        m = _word_before(text, new)
        if not m:
            break
        word = m.group(1)
        low = word.lower()
        if low in KEEP_MODIFIERS:
            new = m.start(1)
            break  # the modifier opens the name: nothing before it belongs to the metric
        if low in STOP or low in _RESULT_VERBS or not _NOUNLIKE.match(word):
            break
        if word[-1:].isupper() and is_generic_acronym(word):
            break  # "LLM accuracy", "SOTA accuracy": a kind of model or the state of the art measures nothing
        if low.endswith(_NOT_NOUN_ENDINGS) and not _noun_ing(low):
            break
        if low.endswith("s") and not low.endswith(("ss", "us", "sis", "ics")) and not word.isupper():
            break
        new = m.start(1)
    return new


_COMPARATIVE_BEFORE = re.compile(r"\b(?:higher|lower|better|greater|stronger|worse)\s+$")
# "may further improve X", "tuning to improve accuracy": a hope or a purpose, not a measured result
_HEDGE = re.compile(r"\b(?:may|might|could|to)\s+(?:\w+\s+){0,2}$", re.I)


# "achieving 95.40% testing accuracy", "9% faster inference time": a number, one describing word, the metric
_NUMBER_WORD_BEFORE = re.compile(r"\d(?:\.\d+)?\s*(?:%|×|x|percent)\s+[a-z]+(?:-[a-z]+)*\s+$")


def _reported(text: str, start: int, end: int) -> bool:
    """A result is stated right next to ``text[start:end]`` ("may further improve X" states none)."""
    if text.startswith(" than ", end) and _COMPARATIVE_BEFORE.search(text, max(0, start - 30), start):
        return True  # "to achieve significantly higher accuracy than existing methods": compared, so measured
    before = _BEFORE.search(text[max(0, start - 120) : start])
    if before is not None and _HEDGE.search(text[max(0, start - 120) : max(0, start - 120) + before.start()]):
        before = None
    if before or _AFTER.search(text[end : end + 40]):
        return True
    if _NUMBER_WORD_BEFORE.search(text, max(0, start - 30), start) is not None:
        return True
    return "metrics" in text and in_metrics_list(text, text.rfind(". ", 0, start) + 1, start)


# "outperforms the baseline by 17% in terms of informativeness and source relevance": the words after
# the cue name the measured qualities, even ones no gazetteer lists.
_TERMS_CUE_WORDS = ("in terms of", "concerning", "with respect to", "excel", "valuat", "ssess", "regarding")
# ("we evaluate 2,000 responses on accuracy, fluency, and completeness", "the models were evaluated for
# accuracy and inference speed": an evaluation verb, its object, then what it was evaluated on)
_TERMS_CUE = re.compile(
    r"\b(?:in terms of|concerning|with respect to|regarding|excels? in|(?P<eval>[Ee]valuat(?:ion|ed)) on|"
    r"(?P<verb>(?:[Ee]valuat|[Aa]ssess)(?:e|es|ed|ing)?\s+(?:(?!on\b|for\b)[\w,'’-]+\s+){0,4}(?:on|for)))\s+"
    r"(?:(?:both|the|its|their|overall)\s+)?"
)
_TERM_ITEM = re.compile(
    r"([a-z][a-z\-]*)(?: (?!(?:and|or|as|to|with|for|on|in|by|at)\b)([a-z][a-z\-]*))?"
    r"(?: (?!(?:and|or|as|to|with|for|on|in|by|at)\b)([a-z][a-z\-]*))?"
    r"(?=\s*(?:,|;|\.|\)|$|\s+(?:and|as well as|to|with|for|on|in|across|over|than|by|while|at|under)\b))"
)
_TERM_JOIN = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+as well as\s+)(?:(?:the|its|their)\s+)?")
_MEASURE_HEADS = HEADS | {
    "length", "volume", "completion", "count", "counts", "usage", "consumption", "footprint", "emissions",
    "cost", "costs",  # ("in terms of training cost, convergence speed, and generation quality")
}
_QUALITY_SUFFIX = re.compile(r"(?:ness|ity|ance|ence)$")
_QUALITY_HEADS = frozenset({"quality", "similarity", "relevance", "fidelity", "consistency", "fluency"})
# Qualities every method claims: "in terms of performance and efficiency" names no metric.
_GENERIC_QUALITIES = frozenset(
    """performance efficiency effectiveness generalization generalizability scalability complexity capability
    ability applicability usability practicality flexibility utility quality interpretability explainability
    expressivity expressiveness simplicity convergence stability robustness variance difference existence
    importance relevance significance dependence evidence inference presence absence occurrence sequence
    instance distance balance reliability equity trustworthiness transparency accountability safety
    security privacy accessibility sustainability""".split()
)
_RESULT_WORDS = re.compile(r"\d|outperform|improv|better|higher|lower|superior|surpass|gains?\b|excel", re.I)


# "standard metrics (IS, FID, and CLIPScore)": acronyms listed right after the word "metrics" are metrics,
# even an ambiguous one such as IS.
_METRICS_LIST_CUE = re.compile(r"\bmetrics\s*(?:\(\s*|:\s*|,?\s*such as\s+|,?\s*including\s+|like\s+)")
_LISTED_ACRONYM = re.compile(r"([A-Z][A-Za-z0-9@\-]{0,14}[A-Za-z0-9@])(?=\s*(?:,|\)|;|\.|\band\b|\bor\b|$))")
_STUDIED_METRICS = re.compile(
    r"\b(?:existing|prior|previous|popular|other|compare\w*|analy[sz]\w*|stud\w*)\b", re.I
)
_LIST_GLUE = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)")


def _listed_after_metrics(text: str) -> list[tuple[int, int, str, str, bool]]:
    """Acronym-shaped items (two capitals, or a capital inside) of a list introduced by "metrics"."""
    out: list[tuple[int, int, str, str, bool]] = []
    if "metrics" not in text:
        return out  # every (case-sensitive) cue match holds the word; a literal test is far cheaper
    for cue in _METRICS_LIST_CUE.finditer(text):
        if _STUDIED_METRICS.search(text, max(0, cue.start() - 50), cue.start()):
            continue  # "three existing LLM-as-a-judge metrics (RadFact, GREEN)": metrics under study
        pos = cue.end()
        for _ in range(8):
            m = _LISTED_ACRONYM.match(text, pos)
            if m is None or sum(c.isupper() for c in m.group(1)) < 2:
                break
            out.append((m.start(1), m.end(1), m.group(1), m.group(1), False))
            glue = _LIST_GLUE.match(text, m.end())
            if glue is None:
                break
            pos = glue.end()
    return out


def _quality_term(first: str, second: str | None) -> bool:
    """A measured quality: "informativeness", "source relevance", "perceptual quality"."""
    head = second or first
    if head in _GENERIC_QUALITIES and (second is None or head not in _QUALITY_HEADS):
        return False
    if first in STOP:
        return False
    # ("in terms of fluency": a quality head named alone; "quality" or "similarity" alone is too vague)
    alone = second is None and head in ("fluency", "fidelity", "consistency", "coherence")
    return bool(_QUALITY_SUFFIX.search(head)) or head in _QUALITY_HEADS and (second is not None or alone)


# "questions ... in terms of popularity": the cue describes how the data is grouped, not a measured result
_DATA_BEFORE_CUE = re.compile(
    r"\b(?:facts|pairs|samples|examples|data|questions|instances|items|entities|documents|images)\s+(?:[a-z]+ed\s+)?$"
)


def _terms_candidates(text: str) -> list[tuple[int, int, str, str, bool]]:
    """Qualities listed after "in terms of" in a sentence that reports a result."""
    out: list[tuple[int, int, str, str, bool]] = []
    if not any(map(text.__contains__, _TERMS_CUE_WORDS)):
        return out  # the case-sensitive cue regex is tried at every word; most abstracts hold no cue
    for cue in _TERMS_CUE.finditer(text):
        lo = max(text.rfind(". ", 0, cue.start()), 0)
        hi = text.find(". ", cue.end())
        # ("Evaluation on fluency, correctness, and citation quality is conducted ...": the cue says it)
        if (
            not cue.group("eval")
            and not cue.group("verb")
            and not _RESULT_WORDS.search(text, lo, cue.start())
            and not _RESULT_WORDS.search(text, cue.end(), hi if hi > 0 else len(text))
        ):
            continue
        if _DATA_BEFORE_CUE.search(text, max(0, cue.start() - 40), cue.start()):
            continue  # "20K questions about rare and common facts in terms of popularity": how data is split
        pos = cue.end()
        for _ in range(4):
            m = _TERM_ITEM.match(text, pos)
            if m is None:
                break
            words = m.group(0).split()
            quality = len(words) <= 2 and _quality_term(words[0], words[1] if len(words) > 1 else None)
            # "in terms of success rate and normalized trajectory length": a measured head counts too
            measured = (
                len(words) > 1
                and words[-1] in _MEASURE_HEADS
                and words[0] not in STOP
                and _VALUED_NOT_WORDS.isdisjoint(words)  # "with respect to the mixing ratio": a setting
            )
            # ("evaluated for accuracy": a metric the gazetteer knows counts after an evaluation verb)
            listed = bool(cue.group("verb")) and m.group(0).lower() in _lower_table()
            if not (quality or measured or listed):
                break
            out.append((m.start(), m.end(), m.group(0), m.group(0), False))
            j = _TERM_JOIN.match(text, m.end())
            if j is None:
                break
            pos = j.end()
    return out


# A quantity stated with its value is what a result is measured in, whatever its name: "a
# classification efficiency of 92.26%", "improves milestone completion by 20%", "a 3.17% precision@30
# improvement". The phrase is one to three plain words; its head must not be a kind of change, an
# amount or a setting ("a reduction of 40%", "a total of 1,000", "a sparsity of 90%").
_NUM = r"(?:up to |about |approximately |around |nearly |over |only |~|\$)?\d[\d.,]*"
# ("reduces RL fine-tuning time by 25%": an acronym may open the phrase)
_PHRASE = r"(?P<np>(?:(?:[a-z][\w@-]*|[A-Z]{2,6})\s+){0,2}(?:[a-z][\w@-]*|[A-Z][\w@-]*\d[\w@-]*))"
# the phrase ends at punctuation or at a word that cannot go on a noun phrase
_PHRASE_END = (
    r"(?=\s*(?:[,.;:)]|$)|\s+(?:and|or|while|with|on|across|for|compared|than|at|in|over|when|from|under"
    r"|relative|versus|vs|respectively|without|whereas)\b)"
)
_VALUED = (
    re.compile(
        r"\b(?:a|an|the|its|our|their)\s+" + _PHRASE + r"\s+of\s+" + _NUM
        + r"(?:\s*(?:\\?%|percent)|(?!\s*(?:[kKMB]\b|million|billion|thousand|hours?|days?)))"
    ),
    re.compile(
        r"\b(?:improv|reduc|lower|increas|boost|rais|decreas|cut|enhanc|doubl|halv)\w*\s+"
        r"(?:the\s+|its\s+|their\s+)?" + _PHRASE + r"\s+by\s+" + _NUM
    ),
    re.compile(
        r"\d[\d.]*\s*(?:\\?%|x|×)\s+" + _PHRASE + r"\s+(?:improvement|gain|increase|reduction|boost)s?\b"
    ),
    # "a 14% decrease in peak memory usage", "a 2x reduction in training time"
    re.compile(
        r"\d[\d.]*\s*(?:\\?%|x|×|times|percent)\s+(?:relative\s+|absolute\s+)?"
        r"(?:improvement|gain|increase|reduction|decrease|drop|boost|rise|decline)s?\s+in\s+"
        r"(?:the\s+|its\s+|their\s+)?" + _PHRASE + _PHRASE_END
    ),
    # "surpasses them by 6.3% in prediction accuracy"
    re.compile(
        r"\bby\s+" + _NUM + r"\s*(?:\\?%|percent|points?|pp)\s+in\s+(?:the\s+|its\s+|their\s+)?"
        + _PHRASE + _PHRASE_END
    ),
    # "with 50x lower communication volume"
    re.compile(
        r"\d[\d.]*\s*(?:x|X|×|times)\s+(?:lower|higher|smaller|larger|less|more|reduced|fewer)\s+"
        + _PHRASE + _PHRASE_END
    ),
)
# what each _VALUED pattern cannot match without: " of 92%", " by 20%", "3% ... improvement"
_VALUED_CUES = (
    re.compile(r" of " + _NUM),
    re.compile(r" by " + _NUM),
    re.compile(r"\d\s*(?:\\?%|x|×) [^.]{0,40}?(?:improvement|gain|increase|reduction|boost)"),
    re.compile(r"(?:ment|gain|increase|reduction|decrease|drop|boost|rise|decline)s? in "),
    re.compile(r" by [^;]{0,30}? in "),
    re.compile(r"\d\s*(?:x|X|×|times) (?:lower|higher|smaller|larger|less|more|reduced|fewer) "),
)
_VALUED_DROP_FIRST = frozenset({"mean", "average", "avg", "best", "highest", "lowest", "final", "median"})
# the head of a valued phrase must be a measurement word ("classification efficiency", "milestone
# completion", "accepted length") or a metric-shaped token ("gIoU", "nDCG@5"): "reduces harmful
# responses by 90%" or "a dataset of 1.2 million" state amounts of other things
_VALUED_HEADS = _MEASURE_HEADS | {
    "efficiency", "efficacy", "progress", "agreement", "entropy", "perplexity", "loss", "iou", "bleu",
}
_VALUED_NOT_WORDS = frozenset(
    """the a an of and or to in on for with by our its their this that these those is are was were be
    been it we they model models method methods approach approaches baseline baselines which while than
    over across from at as up about more less higher lower better worse relative absolute new overall
    learning sampling mixing dropout compression context state-of-the-art sota""".split()
)
_VALUED_BARE_ONLY = frozenset(
    "efficiency cost costs quality gap speed length rate ratio score scores time error errors loss".split()
)
_METRIC_TOKEN = re.compile(r"[a-z]*[A-Z@][\w@-]*")


# the patterns naming a change in a quantity ("a 14% decrease in peak memory usage") name it whole: their
# phrase wins over a shorter listed name inside it; the others yield to any listed name they overlap
_CHANGE_PATTERNS = 3


def _valued_candidates(text: str, changes: bool) -> list[tuple[int, int, str, str, bool]]:
    """Quantities stated with a value ("a classification efficiency of 92.26%"), not weak: the value is
    the report. ``changes`` picks the change patterns, else the others."""
    out: list[tuple[int, int, str, str, bool]] = []
    pairs = list(zip(_VALUED, _VALUED_CUES, strict=True))
    for pattern, cue in pairs[_CHANGE_PATTERNS:] if changes else pairs[:_CHANGE_PATTERNS]:
        if cue.search(text) is None:
            continue  # most abstracts state no value this way: one cheap search skips the full pattern
        for m in pattern.finditer(text):
            value = text[m.end("np") : m.end()]
            if pattern is _VALUED[0] and "%" not in value and "percent" not in value and "." not in value:
                continue  # "a score of 4": a count or a rating scale; a percentage or a decimal is a result
            start, end = m.span("np")
            words = m.group("np").split()
            while len(words) > 1 and words[0].lower() in _VALUED_DROP_FIRST:
                start += len(words[0]) + 1
                words = words[1:]
            head = words[-1].lower()
            if (
                not (
                    head in _VALUED_HEADS
                    or (head.endswith("s") and not head.endswith("ss") and head[:-1] in _VALUED_HEADS)
                    or (_METRIC_TOKEN.fullmatch(words[-1]) and len(words) == 1)
                )
                or (len(words) == 1 and head in _VALUED_BARE_ONLY)
                or any(w.lower() in _VALUED_NOT_WORDS for w in words)
                or " ".join(_singular(w) for w in words).lower() in NOT_METRIC
            ):
                continue
            name = text[start:end]
            out.append((start, end, name, name, False))
    return out


_SCORE_AFTER = re.compile(r" scores?\b")


def _candidates(text: str) -> list[tuple[int, int, str, str, bool]]:
    """(start, end, name, surface, weak) for gazetteer hits and metric-head compounds."""
    found: list[tuple[int, int, str, str, bool]] = []
    taken: list[tuple[int, int]] = []
    table = _lower_table()
    for start, end in _scan(text):
        surface = text[start:end]
        low = surface.lower().replace("\u2019", "'")  # (as _scan reads it)
        entry = table.get(low) or table.get(_singular(low))
        if entry is None:
            continue
        listed, canonical = entry
        if surface.isupper() and not listed.isupper() and len(surface) > 3 and surface not in _metric_table():
            continue  # "DICE" is an acronym of something else, not the Dice score
        if re.match(r" [A-Z][a-z]", text[end : end + 3]) and any(c.isupper() for c in surface[1:]):
            continue  # "WIN rate Dominance": part of a longer capitalised name
        if _TRAINING_USE.match(text, end):
            continue  # "a rotated IoU loss" trains with the quantity, it reports nothing
        score = _SCORE_AFTER.match(text, end)  # at ``end``, without copying the rest of the text
        if score and surface.isupper():
            end = score.end()
        weak = canonical.lower() in WEAK
        name = surface
        acro = re.search(r"\(([A-Z][A-Za-z0-9-]{1,8})\) $", text[max(0, start - 12) : start])
        head = canonical.split()[-1].lower()
        if head in HEADS or canonical.lower() in HEADS:
            if acro:
                name = f"{acro.group(1)} {surface}"
            else:
                new = _extend_left(text, start)
                if new != start:
                    name = text[new:end]
                    start = new
        found.append((start, end, name, surface, weak))
        taken.append((start, end))
    for m in _compound_matches(text):
        s, e = m.start(2), m.end(2)
        if any(a <= s < b or a < e <= b for a, b in taken):
            continue
        start = _extend_left(text, s)
        if start == s:
            continue
        found.append((start, e, text[start:e], text[start:e], True))
        taken.append((start, e))
    for cand in _terms_candidates(text):
        # (a reported reading of a gazetteer hit's very span joins it and wins below)
        if not any(a < cand[1] and cand[0] < b and (a, b) != cand[:2] for a, b in taken):
            found.append(cand)
    for cand in _listed_after_metrics(text) + _valued_candidates(text, False) + _at_k(text) + _speedups(text):
        if not any(a < cand[1] and cand[0] < b for a, b in taken):
            found.append(cand)
    # a change in a quantity is reported whatever overlaps it: the longer name wins below ("a 14%
    # decrease in peak memory usage" over the listed "peak memory")
    found.extend(_valued_candidates(text, True))
    for n, (start, end, name, surface, weak) in enumerate(found):
        m = _word_before(text, start)
        word = m.group(1).lower() if m else ""
        if name == text[start:end] and (
            word in _AVERAGING or (word in KEEP_MODIFIERS and name[:1].islower())
        ):
            # "macro F1-score", "zero-shot accuracy": the averaging or setting word is part of the name
            # (a setting word does not join an acronym: "zero-shot FID" reports FID)
            found[n] = (m.start(1), end, text[m.start(1) : end], surface, weak)
    found.sort(key=lambda c: (c[0], -c[1], c[4]))  # on equal spans a reported (not weak) reading first
    kept: list[tuple[int, int, str, str, bool]] = []
    for cand in found:  # the longest of overlapping candidates wins ("exact-match F1")
        if kept and cand[0] < kept[-1][1]:
            if cand[1] - cand[0] > kept[-1][1] - kept[-1][0]:
                kept[-1] = cand
            continue
        kept.append(cand)
    return kept


# "a regret bound of O(sqrt T)", "bounds on the error rate": a theorem about the quantity, no result.
_BOUND_AFTER = re.compile(
    r"(?:\s+|\s*-\s*)?(?:(?:upper[\s-]+|lower[\s-]+)(?:bounds?|guarantees?)\b)|"
    r"\s+(?:(?:upper\s+|lower\s+)?(?:bounds?|guarantees?)\b|(?:of\s+)?(?:order|scaling)\b|"
    r"(?:of\s+)?\$?\s*(?:\\(?:tilde|widetilde|mathcal)\s*\{?\s*)?O\s*\()",
    re.I,
)
_BOUND_BEFORE = re.compile(
    r"\b(?:bounds?|guarantees?)\s+(?:on|for)\s+(?:the\s+)?(?:expected\s+)?$"
    # "sub-linear regret", "logarithmic regret": an asymptotic rate, not a measured result
    r"|\b(?:sub-?linear|super-?linear|linear|logarithmic|polylogarithmic|poly-logarithmic|minimax|"
    r"constant|polynomial|vanishing)\s+$",
    re.I,
)
_BARE_HEADS = frozenset({"accuracy", "accuracies", "score", "scores", "rate", "rates"})


def _theory(text: str, start: int, end: int) -> bool:
    """The metric is the subject of a bound or guarantee, not a measured result."""
    return bool(_BOUND_AFTER.match(text, end) or _BOUND_BEFORE.search(text[max(0, start - 40) : start]))


_Cand = tuple[int, int, str, str, bool]


def _continues(text: str, prev: _Cand, cur: _Cand) -> bool:
    """ "pass@1 accuracy", "top-1 accuracy": a bare head right after a named metric is part of it."""
    return (
        text[prev[1] : cur[0]] == " "
        and cur[2].lower() in _BARE_HEADS
        and any(c.isdigit() or c == "@" for c in prev[3])
    )


_NUMBER_FORMAT = re.compile(
    r"(?:\d+-?bits?|bit|half|mixed|full|single|double|numerical|floating[- ]point|arithmetic|FP\d+|BF16|"
    r"INT\d+)[\s-]$",
    re.I,
)


def _listed_with_score(name: str) -> bool:
    """The gazetteer names the metric with its "score" word ("CLIP score", unlike "BLEU")."""
    entry = _lower_table().get(_singular(name).lower())
    return entry is not None and entry[1].lower().endswith(" score")


def _same(a: str, b: str) -> bool:
    """Two surfaces of one listed metric ("frames per second (fps)")."""
    table = _lower_table()
    ca, cb = table.get(a.lower()), table.get(b.lower())
    return ca is not None and cb is not None and ca[1] == cb[1]


# "HIT@5", "RP@10", "Resolve@1", "Acc@0.25": a score at a cut-off is a metric whatever its stem
_AT_K_NAME = re.compile(r"(?<![\w@/.\-])([A-Za-z][A-Za-z\-]{0,14}@(?:\d+(?:\.\d+)?|k|K))(?![\w@])")


# "up to 3.19x speedup", "2.39× end-to-end speedup": a measured multiple reports the speedup metric
_SPEEDUP = re.compile(
    r"\d(?:\.\d+)?\s*(?:×|x|X|times)\s+((?:(?:end-to-end|wall-clock|inference|decoding|training)\s+)?"
    r"speed-?ups?)\b"
)


def _speedups(text: str) -> list[tuple[int, int, str, str, bool]]:
    out = []
    for m in _SPEEDUP.finditer(text):
        name = m.group(1)
        if name.endswith("s"):
            name = name[:-1]
        out.append((m.start(1), m.start(1) + len(name), name, m.group(1), False))
    return out


def _at_k(text: str) -> list[tuple[int, int, str, str, bool]]:
    """Every name-at-cut-off in ``text`` (none without an "@")."""
    if "@" not in text:
        return []
    return [(m.start(1), m.end(1), m.group(1), m.group(1), False) for m in _AT_K_NAME.finditer(text)]


_WITH_HUMAN = re.compile(
    r" with (?:the )?(?:majority-voted )?human(?:s|-annotated)? "
    r"(?:judge?ments?|ratings?|preferences?|annotations?|evaluations?|scores?|labels?)"
)
_TASK_AFTER = re.compile(r" (?:tasks?|problems?|benchmarks?)\b")


_SCALE_VARIABLES = frozenset(("model size", "parameter count", "number of parameters", "model scale"))
_SCALED_BEFORE = re.compile(
    r"\b(?:increas\w*|scal\w*|larger|bigger|grow\w*|impact of|effect of|influence of|increase of|"
    r"vary\w*|across|different)\s+(?:the\s+)?(?:\w+\s+)?$",
    re.IGNORECASE,
)


def find_metrics(text: str) -> list[MetricMention]:
    """Metric mentions in ``text`` in order, one per distinct name (first reported occurrence)."""
    cands = _candidates(text)
    accepted = [not weak or _reported(text, start, end) for start, end, _, _, weak in cands]
    # "faithfulness and robustness", "accuracy and perplexity": coordination with a kept metric, along
    # the whole list ("precision, recall, and F1 scores of 0.9": F1 carries recall, recall precision)
    changed = True
    while changed:
        changed = False
        for i in range(len(cands)):
            for j in (i - 1, i + 1):
                if accepted[i] or not 0 <= j < len(cands) or not accepted[j]:
                    continue
                a, b = (cands[i], cands[j]) if j > i else (cands[j], cands[i])
                if re.fullmatch(r"\s*(?:,|and|or|, and)\s*", text[a[1] : b[0]]):
                    accepted[i] = changed = True
    # "attack success rate (ASR)": one metric, named by the acronym, the long form as alias.
    merged: dict[int, str] = {}
    for i in range(len(cands) - 1):
        a, b = cands[i], cands[i + 1]
        same = b[3].isupper() or _same(a[3], b[3])
        if text[a[1] : b[0]] == " (" and text[b[1] : b[1] + 1] == ")" and same:
            merged[i] = b[3]
            accepted[i] = accepted[i] or accepted[i + 1]
            accepted[i + 1] = False
    for i in range(1, len(cands)):
        if _continues(text, cands[i - 1], cands[i]):
            accepted[i] = False  # "pass@1 accuracy": the head word belongs to the named metric before it
    out: list[MetricMention] = []
    seen: set[str] = set()
    for i, ((start, end, name, surface, _), ok) in enumerate(zip(cands, accepted, strict=True)):
        low = _singular(name.lower())
        if not ok or " ".join(low.split()[-2:]) in NOT_METRIC or low in NOT_METRIC:
            continue
        if name[:1].islower() and _TASK_AFTER.match(text, end):
            continue  # "in semantic textual similarity tasks": the name of a task, not of a metric
        if _theory(text, start, end):
            continue
        if name.lower() == "precision" and _NUMBER_FORMAT.search(text, max(0, start - 30), start):
            continue  # "8-bit precision", "mixed precision": a number format, not the retrieval metric
        if name.lower() == "sensitivity" and text.startswith(" to ", end):
            continue  # "sensitivity to contextual dependencies": a property, not the diagnostic rate
        if low in _SCALE_VARIABLES and _SCALED_BEFORE.search(text, max(0, start - 40), start):
            continue  # "increasing model size improves ...": the variable scaled, not a measured result
        short = re.fullmatch(r"([A-Z][\w-]*[A-Z0-9]) scores?", name)
        if short and _listed_with_score(name):
            short = None  # "CLIP score" is the metric's own name; "BLEU score" is BLEU
        name = short.group(1) if short else _singular(name)
        if name.lower() in ("correlation", "agreement") and (human := _WITH_HUMAN.match(text, end)):
            # "a superior correlation with human judgment": the bare word names nothing without its object
            end = human.end()
            name = text[start:end]
        key = normalize(name)
        if key in seen:
            continue
        seen.add(key)
        surf = text[start:end]
        if i in merged:
            name, surf = merged[i], _singular(surf)
            key = normalize(name)
            if key in seen:
                continue
            seen.add(key)
        aliases = tuple(
            x for x in dict.fromkeys((surf, surface, _singular(surface))) if normalize(x) != key
        )
        out.append(MetricMention(start, end, name, aliases))
    return out


_F = TypeVar("_F", bound="_Named")


class _Named(Protocol):
    name: str
    aliases: tuple[str, ...]


_SHORTENED_HEADS = ("rate", "rates", "score", "scores", "ratio")


def drop_contained_metrics(findings: list[_F]) -> list[_F]:
    """Drop a metric whose name ends another metric reported in the same abstract, or is one word
    that another one completes with rate/score/ratio ("success" beside "success rate").

    "the success rate of poisoning attacks ... a low attack success rate of 12%": one metric, named
    in full once; annotators record only the full name, never both.
    """
    forms = [{normalize(x) for x in (f.name, *f.aliases)} | {f.name.lower()} for f in findings]
    longer = [{x.lower() for x in (f.name, *f.aliases) if " " in x} for f in findings]

    def contained(i: int) -> bool:
        own = findings[i].name.lower()
        # "a 90% success rate ... baselines achieve at most 40% success": the short form of the rate
        short_of = {f"{own} {head}" for head in _SHORTENED_HEADS} if " " not in own else set()
        return any(
            j != i
            and own not in forms[j]
            and any(x.endswith(" " + own) or x in short_of for x in longer[j])
            for j in range(len(findings))
        )

    return [f for i, f in enumerate(findings) if not contained(i)]


_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")
_MORE_RESULT_WORDS = re.compile(
    r"\b(?:reduc\w*|increas\w*|decreas\w*|achiev\w*|attain\w*|reach\w*|drops?|lowest|highest|best|"
    r"results? (?:show|demonstrate|indicate|reveal)\w*|maintain\w*)\b",
    re.I,
)


def reported_anywhere(text: str, names: tuple[str, ...]) -> bool:
    """Some mention of one of ``names`` sits in a sentence that states a result (a number, "improves").

    A metric the abstract only defines or discusses ("Wasserstein distance (WD) has proven useful",
    "we propose the eluder coefficient (GEC) as a complexity measure") reports nothing.
    """
    for name in names:
        for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text):
            ends = list(_SENTENCE_END.finditer(text, 0, m.start()))
            lo = ends[-1].end() if ends else 0
            hi_m = _SENTENCE_END.search(text, m.end())
            hi = hi_m.end() if hi_m else len(text)
            if _RESULT_WORDS.search(text, lo, hi) or _MORE_RESULT_WORDS.search(text, lo, hi):
                return True
            if in_metrics_list(text, lo, m.start()):
                return True
    return False


def in_metrics_list(text: str, lo: int, start: int) -> bool:
    """ "our assessment includes metrics such as word error rate (WER), ...": the sentence (from ``lo``)
    lists the evaluation's metrics before ``start``, and not metrics under study."""
    cues = list(_METRICS_LIST_CUE.finditer(text, lo, start))
    if not cues:
        return False
    return not _STUDIED_METRICS.search(text, max(0, cues[-1].start() - 50), cues[-1].start())


_NAMING_BEFORE = re.compile(
    r"\b(?:algorithm|method|framework|model|approach|system|architecture|pipeline|module|network|"
    r"technique|strategy|solver|agent)s?\b[^.;]{0,60}?(?:,|--|—|:|called|named|dubbed)\s*$",
    re.I,
)
_NAMING_AFTER = re.compile(
    r"\s*(?:,\s*(?:which|that|a|an)\b|\)?\s*(?:combines|uses|leverages|consists))", re.I
)


def named_thing(text: str, start: int, end: int) -> bool:
    """ "a meta-algorithm for safe exploration, MASE, which combines ...": a metric-like acronym that
    names the method being introduced, not the score."""
    return bool(_NAMING_BEFORE.search(text, max(0, start - 100), start) and _NAMING_AFTER.match(text, end))
