"""Task phrases (ADDRESSES): the problems an abstract addresses, at most three, most specific first.

Why tags and a ranker: a task is a noun phrase ("point cloud completion", "posterior collapse"), and
without part-of-speech information rules cannot tell where it starts or ends; which of the twenty
noun phrases of an abstract is *the* problem is a judgement that hand-set weights got wrong on text
they were not tuned on. So candidates are the tagged noun chunks (:mod:`kg.extract.chunks`), with an
"of"-tail ("decomposition of non-negative tensors") or without a generic head ("token pruning
methods" -> "token pruning"), plus the noun chunks of the title; each is described by general cues
of how abstracts state their problem, never by names seen in a development set:

* where it is: subject of an opening sentence ("Binary code analysis is ..."), first sentences,
  the title (after "for"/":"; never the part naming the method: "X: ...", "... via X");
* what surrounds it: "for X" in a proposing sentence, "address/tackle/study X", "the problem of
  X", "X task(s)", "tasks such as X", "X remains a challenge", and "we propose X" (the method);
* what it is: the head noun (an activity or problem word, a nominalization, an artefact such as
  "framework", a name), the gazetteer's type, an acronym definition, length, Title Case.

A logistic ranker (``data/trained/task_ranker.json``, fitted by ``scripts/train_models.py`` on the
two development gold sets and checked across them) turns the cues into a probability; the best
three that do not overlap (containment or more than half the words in common) and pass
the fitted threshold are returned.
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from kg.errors import KgError
from kg.extract.acronyms import find_definitions
from kg.extract.chunks import doc_chunks
from kg.extract.clean import clean
from kg.extract.gazetteer import load_gazetteer
from kg.extract.postag import tag_docs
from kg.normalize import normalize

MAX_TASKS = 3
FIRST_MIN = 0.1  # the best candidate is kept down to this probability; the others need the threshold
RANKER = Path(__file__).resolve().parent / "data" / "trained" / "task_ranker.json"
LEXICON = Path(__file__).resolve().parent / "data" / "trained" / "task_lexicon.tsv"
SCIERC_HEADS = Path(__file__).resolve().parent / "data" / "trained" / "scierc_heads.tsv"
# Words that end a phrase in the mined lexicon (function words and evaluative determiners).
LEXICON_STOP = frozenset(
    """a an the of for and or in on to with by from via using is are was were be been being this that
    these those our their its we they it as at into than such which who whose can may will not also both
    each all any other more most new novel various several multiple different existing many some
    has have had do does how what when where while whether based through across under over between
    without within per via i e g""".split()
)
_WORD = re.compile(r"[a-z0-9]+")

# Head nouns that name an activity or a problem.
TASK_HEADS = frozenset(
    """answering decoding detection recognition classification segmentation generation translation
    summarization retrieval reasoning prediction forecasting estimation inference transfer alignment
    adaptation completion editing planning control navigation manipulation exploration attribution
    verification evaluation benchmarking compression quantization pruning distillation modeling
    modelling understanding grounding parsing tagging extraction mining matching search synthesis
    coding captioning tracking localization diagnosis discovery identification analysis fairness
    robustness hallucination hallucinations interpretability explainability privacy safety unlearning
    serving acceleration correspondence quantification approximation generalization generalisation
    personalization imputation clustering ranking recommendation transcription rotation collapse
    shift shifts attacks attack defense defence learning optimization optimisation reconstruction
    completion restoration denoising deblurring super-resolution registration simulation animation
    rendering editing interference forgetting bias biases correlations staleness blocking decay
    allocation assignment selection diacritization reformulation disambiguation entailment
    comprehension grounding captioning localisation monitoring scheduling routing parallelism
    communication support equity""".split()
)
_TASK_SUFFIXES = ("ing", "tion", "sion", "ment", "ness", "ity", "ysis", "ance", "ence", "ency")
# Heads of things a paper builds or uses, not problems it addresses.
_ARTEFACT_HEADS = frozenset(
    """model models method methods approach approaches framework frameworks paper work works study
    studies result results performance dataset datasets benchmark benchmarks corpus experiment
    experiments architecture architectures system systems tool tools algorithm algorithms
    technique techniques module modules network networks baseline baselines metric metrics score scores
    paradigm paradigms strategy strategies pipeline pipelines solution solutions mechanism mechanisms
    code evaluations evaluation insight insights way ways set sets number type types level levels
    variety range lot part parts use case cases effectiveness efficiency state art need needs ability
    abilities capability capabilities advances advance progress attention issue issues setting settings
    scenario scenarios application applications domain domains field fields area areas llm llms
    lms vlms mllms agent agents data information sample samples token tokens layer layers parameter
    parameters function functions term terms time times step steps fact idea design designs process
    processes component components contribution contributions finding findings gap gaps limitation
    limitations challenge challenges problem problems task tasks question questions aspect aspects
    property properties feature features form forms kind kinds family families size sizes order
    researchers users humans people practitioners theory""".split()
)
_WEAK_LEAD = frozenset(
    """various multiple diverse several different many downstream complex challenging important key
    fundamental critical crucial novel new existing current recent standard general specific
    effective better improved reliable practical large small
    traditional conventional typical common popular numerous extensive comprehensive significant
    representative strong poor simple overall whole entire broader broad wide real-world such other
    further additional previous prior promising emerging growing increasing substantial remarkable
    impressive superior competitive proposed same first second last""".split()
)
# Verbs that the web-text tagger sometimes reads as adjectives or nouns at the start of a chunk
# ("we present Conformal ...", "by utilizing Pipeline Parallelism", "tasks demand long-horizon planning").
_VERB_LEAD = frozenset(
    """present presents utilizing utilize using leveraging leverage mitigating solving addressing tackling
    enabling improving achieving demand demands require requires employing exploiting applying performing
    ensuring enhancing boosting reducing handling yielding""".split()
)
_CUE_VERBS = frozenset(
    """address addresses addressing tackle tackles tackling solve solves solving study studies studying
    investigate investigates investigating examine examines explore explores improve improves
    improving enable enables enabling facilitate facilitates mitigate mitigates mitigating
    alleviate alleviates handle handles consider considers focus focuses targeting target targets
    advance advances boost boosts overcome overcomes""".split()
)
_PROPOSE = frozenset(
    "propose proposes present presents introduce introduces develop develops design designs".split()
)
_TOOL_HEADS = frozenset(
    "method methods approach approaches technique techniques algorithm algorithms framework frameworks"
    .split()
)
_NAMING = _PROPOSE | {"called", "dubbed", "termed", "named", "coined"}
_PROBLEM_NOUNS = frozenset({"task", "tasks", "problem", "problems", "challenge", "challenges"})
_FINITE = frozenset({"VBZ", "VBP", "VBD", "MD"})
# Whole fields: what a paper is in, not the problem it addresses.
_BROAD = frozenset(
    normalize(x)
    for x in (
        "machine learning", "deep learning", "artificial intelligence", "natural language processing",
        "computer vision", "reinforcement learning", "representation learning", "data science",
        "generative ai", "generative modeling", "language modeling", "statistical learning",
        "deep reinforcement learning", "supervised learning", "unsupervised learning", "social media",
        "natural language", "neural networks", "deep neural networks", "large language models",
    )
)
_CHALLENGE = re.compile(
    r"\b(challenge|challenging|problem|task|open|bottleneck|aims|crucial|important|underexplored|unexplored"
    r"|unsolved|overlooked)\b"
)
# Words before a problem the paper removes: "suffers from X", "mitigate X", "due to X", "i.e., X".
_ISSUE_BEFORE = frozenset(
    """mitigate mitigates mitigating alleviate alleviates alleviating reduce reduces reducing avoid avoids
    prevent prevents preventing overcome overcomes cause causes causing i.e. namely""".split()
)
_NAMEY = re.compile(r"[a-z][A-Z]|\d|^[A-Z]{2,}")



class TaskPhrase(NamedTuple):
    """A task phrase: offsets into the abstract as given (-1 when found only in the title), score."""

    start: int
    end: int
    name: str
    score: float
    aliases: tuple[str, ...] = ()


class Candidate:
    """One distinct phrase with the cues seen at any of its occurrences (feature name -> value)."""

    __slots__ = ("name", "key", "start", "end", "aliases", "features", "count")

    def __init__(self, name: str, key: str, start: int, end: int) -> None:
        self.name, self.key, self.start, self.end = name, key, start, end
        self.aliases: tuple[str, ...] = ()
        self.features: dict[str, float] = {}
        self.count = 0

    def merge(self, feats: dict[str, float]) -> None:
        """Keep the strongest value of each cue over the occurrences."""
        self.count += 1
        for k, v in feats.items():
            if v > self.features.get(k, 0.0):
                self.features[k] = v


# Cues the ranker weighs. Four more are computed but end a candidate outright (an artefact head such as
# "framework", a whole field, a lone proper noun, the object of "we propose"): no weight outvotes them.
FEATURES = (
    "sent0", "sent1", "subject", "for_proposing", "for_other", "in_on", "cue_verb", "problem_of",
    "such_as", "x_task", "x_method", "challenge_after", "of_tail", "head_task", "head_suffix",
    "head_name", "single_word", "long", "title_case",
    "gaz_task", "gaz_other", "acronym_def", "title_overlap", "title_only", "title_slot", "repeated",
    "lex_framed", "lex_title", "lex_ratio", "plural_head", "noun_compound", "word_salience",
    "scierc_task", "scierc_method", "issue_cue", "title_task", "opening_task",
)


# Hand-set weights (logit scale) from reading abstracts: the prior the fitted ranker starts from and is
# pulled back to, so a few dozen gold abstracts adjust the judgement instead of replacing it.
PRIOR_WEIGHTS = {
    "sent0": 1.0, "sent1": 0.4, "subject": 1.5, "for_proposing": 1.5, "for_other": 0.8,
    "in_on": 0.3, "cue_verb": 1.2, "problem_of": 1.5, "such_as": 1.0, "x_task": 1.5, "x_method": 0.3,
    "challenge_after": 1.2, "of_tail": 0.3, "head_task": 1.2, "head_suffix": 0.6,
    "head_name": -2.0, "single_word": -1.2, "long": 0.0,
    "title_case": -1.0, "gaz_task": 1.0, "gaz_other": -2.5, "acronym_def": 1.5, "title_overlap": 1.5,
    "title_only": -0.3, "title_slot": 0.6, "repeated": 0.9, "lex_framed": 0.0, "lex_title": 0.0,
    "lex_ratio": 0.0, "plural_head": -0.5, "noun_compound": 0.5, "word_salience": 1.0,
    "scierc_task": 0.0, "scierc_method": 0.0, "issue_cue": 1.0, "title_task": 0.5, "opening_task": 0.5,
}
PRIOR_BIAS = -2.0


def _context(doc, i: int, j: int, sent_index: int, sent_start: int, proposing: bool) -> dict[str, float]:
    """Cue words around the chunk doc[i:j] and its position in the abstract."""
    f: dict[str, float] = {}
    prev = doc[i - 1].lower_ if i > 0 else ""
    prev2 = doc[i - 2].lower_ if i > 1 else ""
    nxt = doc[j].lower_ if j < len(doc) else ""
    nxt_tag = doc[j].tag_ if j < len(doc) else ""
    if sent_index == 0:
        f["sent0"] = 1.0
    elif sent_index == 1:
        f["sent1"] = 1.0
    if i == sent_start and sent_index <= 1 and (nxt_tag in _FINITE or nxt in {",", "(", "which", "aims"}):
        f["subject"] = 1.0  # "Binary code analysis is ...", "Offline imitation ... aims to"
    k = i - 1
    while k >= 0 and doc[k].lower_ in {"a", "an", "the", "novel", "new", ","}:
        k -= 1
    if k >= 0 and doc[k].lower_ in _NAMING:
        f["named"] = 1.0  # "we propose X": X is the paper's method
    if prev == "for":
        f["for_proposing" if proposing else "for_other"] = 1.0
    elif prev in {"in", "on"}:
        f["in_on"] = 1.0
    if prev in _CUE_VERBS or prev2 in _CUE_VERBS and prev in {"the", "of"}:
        f["cue_verb"] = 1.0
    before = prev2 if prev == "," else prev  # "i.e., X"
    suffers = prev == "from" and prev2.startswith("suffer")
    if before in _ISSUE_BEFORE or suffers or (prev2, prev) == ("due", "to"):
        f["issue_cue"] = 1.0
    if prev == "of" and prev2 in _PROBLEM_NOUNS:
        f["problem_of"] = 1.0  # "the problem of X"
    if prev in {"as", "including"} and prev2 in {"such", "tasks", "problems"} or prev == "including":
        f["such_as"] = 1.0  # "tasks such as X"
    if nxt in {"is", "remains", "has", "poses", "aims"}:
        tail = " ".join(t.lower_ for t in doc[j : j + 6])
        if _CHALLENGE.search(tail):
            f["challenge_after"] = 1.0
    return f


@functools.lru_cache(maxsize=65536)
def _known(name: str) -> tuple[bool, str | None]:
    """(generic class?, gazetteer label) of a phrase; cached, as the same phrases recur across abstracts."""
    gaz = load_gazetteer()
    entry = gaz.lookup(name)
    return gaz.is_generic(name), entry.label if entry is not None else None


def _title_words(title: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", title.lower()) if len(w) > 2}


def _trim(doc, i: int, j: int) -> int:
    """Skip leading evaluative words ("novel", "existing") and verbs the tagger took for modifiers."""
    while i < j - 1 and (doc[i].lower_ in _WEAK_LEAD or doc[i].lower_ in _VERB_LEAD):
        if doc[i + 1].text == "-" and not doc[i].whitespace_:
            break  # "Many-to-Many Translation" keeps its first word
        i += 1
    return i


def candidates(text: str, title: str | None = None) -> list[Candidate]:
    """Every candidate phrase of an abstract and its title, with its cues, in first-seen order."""
    ct = clean(text)
    title_ct = clean(title) if title else None
    docs = list(tag_docs([ct.text, title_ct.text] if title_ct else [ct.text]))
    return _candidates(ct, docs[0], docs[1] if title_ct else None)


def _candidates(ct, doc, tdoc) -> list[Candidate]:
    """Candidates from the cleaned abstract ``ct``, its tagged ``doc`` and the tagged title ``tdoc``."""
    tw = _title_words(tdoc.text) if tdoc is not None else set()
    defs = {normalize(d.long): d.short for d in find_definitions(ct.text) if d.lowercase_long}
    cands: dict[str, Candidate] = {}

    def add(i: int, j: int, source, feats: dict[str, float], h: int | None = None) -> None:
        i = _trim(source, i, j)
        span = source[i:j]
        name = span.text.strip(" ,.;:")
        key = normalize(name)
        words = name.split()
        h = j - 1 if h is None else h
        head = source[h].lower_
        if not key or len(key) < 4 or len(words) > 8 or _known(name)[0]:
            return
        f = dict(feats)
        if head in _ARTEFACT_HEADS:
            f["head_artefact"] = 1.0
        elif head in TASK_HEADS or head.rstrip("s") in TASK_HEADS:
            f["head_task"] = 1.0
        elif head.endswith(_TASK_SUFFIXES) and source[h].tag_ in ("NN", "VBG"):
            f["head_suffix"] = 1.0
        if _NAMEY.search(source[h].text) and key not in defs:
            f["head_name"] = 1.0  # "AnyRotate", "GPT-4": a name, not a problem
        if key in _BROAD or key.rstrip("s") in _BROAD:
            f["broad"] = 1.0
        if len(words) == 1:
            f["single_word"] = 1.0
            if source[h].tag_ in ("NNP", "NNPS"):
                f["single_proper"] = 1.0  # "English", "Emotions"
        if len(words) >= 5:
            f["long"] = 1.0
        if source[h].tag_ == "NNS" and head not in TASK_HEADS:
            f["plural_head"] = 1.0  # objects ("posts", "graphs") more often than problems
        if any(t.tag_ in ("NN", "NNS", "NNP") or t.text == "-" for t in source[i:h]):
            f["noun_compound"] = 1.0  # "stance detection" names a task; "early detection" describes one
        if source is doc and len(words) >= 2 and all(w[:1].isupper() for w in words) and i > 0:
            if not source[i].is_sent_start:
                f["title_case"] = 1.0  # "Trajectory-Aware Imitation Learning": a coined name
        if f.get("head_artefact") or f.get("broad") or f.get("single_proper") or f.get("named"):
            return  # a thing built or used, a whole field, a language, or the paper's own method
        if f.get("head_name") and len(words) == 1:
            return
        label = _known(name)[1]
        if label is not None:
            f["gaz_task" if label == "Task" else "gaz_other"] = 1.0
        if key in defs:
            f["acronym_def"] = 1.0
        f.update(lexicon_features(name))
        f.update(head_features(head))
        if tw and source is doc:
            content = [w for w in re.findall(r"[a-z0-9]+", name.lower()) if len(w) > 2]
            if content:
                f["title_overlap"] = sum(w in tw for w in content) / len(content)
        c = cands.get(key)
        if c is None:
            start, end = ct.span(span.start_char, span.end_char) if source is doc else (-1, -1)
            c = cands[key] = Candidate(name, key, start, end)
        elif c.start < 0 and source is doc:
            c.name = name
            c.start, c.end = ct.span(span.start_char, span.end_char)
        if key in defs:
            c.aliases = (defs[key],)
        c.merge(f)

    chunks = doc_chunks(doc)
    for si, sent in enumerate(doc.sents):
        lowered = {t.lower_ for t in sent}
        proposing = bool(lowered & _PROPOSE) or "we" in lowered and si > 0
        spans = [c for c in chunks if sent.start <= c[0] < sent.end]
        for k, (i, j) in enumerate(spans):
            feats = _context(doc, i, j, si, sent.start, proposing)
            add(i, j, doc, feats)
            head = doc[j - 1].lower_
            if j - i >= 2 and (head in _PROBLEM_NOUNS or head in _TOOL_HEADS):
                # "reasoning tasks", "token pruning methods": the modifier names the task
                add(i, j - 1, doc, {**feats, ("x_task" if head in _PROBLEM_NOUNS else "x_method"): 1.0})
            if j < len(doc) and doc[j].lower_ == "of" and k + 1 < len(spans) and spans[k + 1][0] == j + 1:
                if doc[j - 1].lower_.endswith(_TASK_SUFFIXES):
                    # "decomposition of non-negative tensors": a nominalization with its object
                    add(i, spans[k + 1][1], doc, {**feats, "of_tail": 1.0}, j - 1)
    if tdoc is not None:
        colon = next((t.i for t in tdoc if t.text == ":"), -1)
        for_at = next((t.i for t in tdoc if t.lower_ == "for" and t.i > colon), -1)
        for i, j in doc_chunks(tdoc):
            prev = tdoc[i - 1].lower_ if i > 0 else ""
            if prev in {"via", "with", "using", "through", "by"} or 0 <= colon and j <= colon or j <= for_at:
                continue  # the method's name or its means: "X: ...", "X for Y", "... via Sparse Coding"
            f = {"title_slot": 1.0} if prev in {"for", "in", "towards", "toward", "of", "to", "on"} else {}
            key = normalize(_trim_text(tdoc, i, j))
            add(i, j, tdoc, {**f, "title_overlap": 1.0, "title_only": 0.0 if key in cands else 1.0})
    counts: dict[str, int] = {}
    for t in doc:
        if t.is_alpha and t.lower_ not in LEXICON_STOP:
            counts[t.lower_] = counts.get(t.lower_, 0) + 1
    for c in cands.values():
        if c.count > 1:
            c.features["repeated"] = min(c.count - 1, 3) / 3
        content = [w for w in phrase_words(c.name) if w not in LEXICON_STOP]
        if content:
            # the abstract keeps coming back to these words: its topic, not a passing mention
            c.features["word_salience"] = sum(min(1.0, (counts.get(w, 1) - 1) / 3) for w in content) / len(
                content
            )
        f = c.features
        taskish = max(f.get("head_task", 0.0), f.get("head_suffix", 0.0), f.get("gaz_task", 0.0))
        # the strongest cues count more when the phrase also looks like a task
        f["title_task"] = f.get("title_overlap", 0.0) * taskish
        f["opening_task"] = max(f.get("subject", 0.0), f.get("for_proposing", 0.0)) * taskish
    return list(cands.values())


def _trim_text(doc, i: int, j: int) -> str:
    return doc[_trim(doc, i, j) : j].text.strip(" ,.;:")


def phrase_words(text: str) -> list[str]:
    """Lower-case word sequence used as the lexicon's key space ("In-Hand" -> "in", "hand")."""
    return _WORD.findall(text.lower())


@functools.cache
def load_lexicon() -> dict[str, tuple[int, int, int]]:
    """Mined phrase -> (framed as a task, in a title's task slot, abstracts containing it)."""
    if not LEXICON.exists():
        raise KgError(f"task lexicon missing at {LEXICON}; run `scripts/train_models.py --only lexicon`")
    out = {}
    for line in LEXICON.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            phrase, framed, titled, occurs = line.split("\t")
            out[phrase] = (int(framed), int(titled), int(occurs))
    return out


def lexicon_features(name: str) -> dict[str, float]:
    """Corpus evidence that a phrase names a task: how often it is framed as one, relative to use."""
    entry = load_lexicon().get(" ".join(phrase_words(name)))
    if entry is None:
        return {}
    framed, titled, occurs = entry
    scale = math.log1p(30)
    return {
        "lex_framed": min(1.0, math.log1p(framed) / scale),
        "lex_title": min(1.0, math.log1p(titled) / scale),
        "lex_ratio": min(1.0, (framed + titled) / (occurs + 5)),
    }


@functools.cache
def load_scierc_heads() -> dict[str, tuple[int, int, int]]:
    """Head word -> (chunks, annotated as Task, annotated as Method) in SciERC."""
    if not SCIERC_HEADS.exists():
        raise KgError(f"SciERC head counts missing at {SCIERC_HEADS}; run `train_models.py --only lexicon`")
    out = {}
    for line in SCIERC_HEADS.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            head, n, task, method = line.split("\t")
            out[head] = (int(n), int(task), int(method))
    return out


def head_features(head: str) -> dict[str, float]:
    """How often annotators of AI abstracts (SciERC) called chunks with this head a Task or a Method."""
    n, task, method = load_scierc_heads().get(head, (0, 0, 0))
    return {"scierc_task": (task + 0.2) / (n + 2), "scierc_method": (method + 0.2) / (n + 2)}


@functools.cache
def load_ranker() -> tuple[dict[str, float], float, float]:
    """(weights by feature, bias, threshold) fitted by scripts/train_models.py."""
    if not RANKER.exists():
        raise KgError(f"task ranker missing at {RANKER}; run `python scripts/train_models.py --only tasks`")
    data = json.loads(RANKER.read_text(encoding="utf-8"))
    return dict(zip(data["features"], data["weights"], strict=True)), data["bias"], data["threshold"]


def probability(features: dict[str, float], weights: dict[str, float], bias: float) -> float:
    """Logistic score of one candidate."""
    z = bias + sum(weights.get(k, 0.0) * v for k, v in features.items())
    return 1.0 / (1.0 + math.exp(-z))


def score_candidates(text: str, title: str | None = None) -> list[TaskPhrase]:
    """Every candidate phrase with its probability, best first (for inspection and selection)."""
    return _rank(candidates(text, title))


def select(
    scored: list[TaskPhrase], threshold: float, limit: int = MAX_TASKS, first_min: float = FIRST_MIN
) -> list[TaskPhrase]:
    """The best phrase if it reaches ``first_min``, then up to ``limit`` in all above ``threshold``.

    Every abstract addresses something, so the best candidate is kept on weaker evidence than
    the second and third; none of them may overlap another.
    """
    out: list[TaskPhrase] = []
    for c in scored:
        if c.score < (first_min if not out else threshold):
            break
        if any(_overlaps(c.name, kept.name) for kept in out):
            continue
        out.append(c)
        if len(out) >= limit:
            break
    return out


def _rank(cands: list[Candidate]) -> list[TaskPhrase]:
    weights, bias, _threshold = load_ranker()
    scored = [
        TaskPhrase(c.start, c.end, c.name, round(probability(c.features, weights, bias), 4), c.aliases)
        for c in cands
    ]
    return sorted(scored, key=lambda t: (-t.score, t.name.lower()))


def find_task_phrases(text: str, title: str | None = None) -> list[TaskPhrase]:
    """Up to three task phrases of an abstract (and its title), best first."""
    return select(score_candidates(text, title), load_ranker()[2])


def find_task_phrases_many(
    items: Iterable[tuple[str, str | None]], batch_size: int = 64
) -> list[list[TaskPhrase]]:
    """``find_task_phrases`` for many (abstract, title) pairs, tagging them in batches (faster)."""
    pairs = [(clean(text), clean(title) if title else None) for text, title in items]
    texts = [t.text for ct, title_ct in pairs for t in ((ct, title_ct) if title_ct else (ct,))]
    docs = iter(tag_docs(texts, batch_size=batch_size))
    threshold = load_ranker()[2]
    out = []
    for ct, title_ct in pairs:
        doc = next(docs)
        tdoc = next(docs) if title_ct else None
        out.append(select(_rank(_candidates(ct, doc, tdoc)), threshold))
    return out


def _overlaps(a: str, b: str) -> bool:
    """Near the scorer's lenient identity: one contains the other, or they share over half their words."""
    na, nb = re.sub(r"\W+", "", a.lower()), re.sub(r"\W+", "", b.lower())
    if na in nb or nb in na:
        return True
    stop = {"the", "a", "an", "of", "for", "and", "in", "on", "to"}
    wa = set(re.findall(r"\w+", a.lower())) - stop
    wb = set(re.findall(r"\w+", b.lower())) - stop
    return bool(wa and wb) and len(wa & wb) / len(wa | wb) > 0.5


def task_findings(doc, fill: list | None = None) -> list:
    """ADDRESSES findings for the rule pipeline: a drop-in for ``kg.extract.tasks.find_tasks(doc)``.

    ``doc`` is a :class:`kg.extract.document.Document`; each phrase's evidence is the sentence that
    holds it (the first sentence for a phrase found only in the title), its confidence the ranker's
    probability squeezed into 0.3-0.8. ``fill``: other findings (the rule-based ones) that take the
    places left free, up to three, when they do not overlap a ranked phrase.
    """
    from bisect import bisect_left

    from kg.extract.document import Finding

    offsets = doc.text.offsets
    out = []
    for t in find_task_phrases(doc.text.original, doc.title):
        sentence = doc.sentence_of(bisect_left(offsets, t.start)) if t.start >= 0 else 0
        confidence = round(0.3 + 0.5 * t.score, 2)
        out.append(Finding("ADDRESSES", t.name, "Task", sentence, "task-ranker", confidence, t.aliases))
    for f in fill or ():
        if len(out) >= MAX_TASKS:
            break
        if not any(_overlaps(f.name, kept.name) for kept in out):
            out.append(f)
    return out
