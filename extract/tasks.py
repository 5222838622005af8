"""Task cues -> ADDRESSES: the problems a paper addresses, as short noun phrases (at most 3).

Without a part-of-speech tagger, task phrases are found by their heads: English compounds put
the head last, and task names end in a small set of nouns ("stance detection", "point cloud
classification", "speculative decoding", "question answering"). Candidates come from
acronym-defined tasks ("uncertainty quantification (UQ)"), head-noun phrases, "the problem
of X", "X task(s)", "a framework for X", "tackle/address X", and the opening phrase of the
abstract; each is scored by where it occurs (title, first sentences, after a cue) and how
often, and the three best distinct ones are kept.
"""

from __future__ import annotations

import re
from itertools import compress, count

from kg.extract.acronyms import TASK_HEADS
from kg.extract.document import Document, Finding, Sentence
from kg.extract.knowledge import lookup
from kg.extract.logistic import probability
from kg.extract.names import COMMON_VERBS, GENERIC_ACRONYMS, is_acronym_like
from kg.extract.task_selection import Evidence, features, load_selector
from kg.extract.tokens import tokenize
from kg.normalize import normalize, normalize_text

MAX_TASKS = 3
_ED_NOUNS = frozenset(
    """speed seed need embed bed red feed shared labeled unlabeled automated federated distributed
    embodied supervised unsupervised semi-supervised self-supervised weakly-supervised
    retrieval-augmented""".split()
)
_WEAK_HEADS = frozenset({"learning", "optimization", "optimisation"})  # only with two or more modifiers
HEADS = (TASK_HEADS - {"alignment"}) | frozenset(
    """answering decoding detection recognition classification segmentation generation translation
    summarization retrieval reasoning prediction forecasting estimation inference transfer alignment
    adaptation completion editing planning control navigation manipulation exploration attribution
    verification evaluation benchmarking compression quantization pruning distillation modeling modelling
    understanding grounding parsing tagging extraction mining matching search synthesis coding captioning
    tracking localization diagnosis discovery identification analysis fairness robustness hallucination
    hallucinations interpretability explainability privacy safety unlearning serving acceleration
    correspondence teleoperation diacritization reformulation quantification approximation
    generalization personalization imputation clustering ranking recommendation transcription
    detoxification jailbreaking jailbreak attacks collapse shift deblurring removal denoising restoration
    inpainting super-resolution dehazing deraining enhancement scoring cloning nowcasting
    misalignment moderation labeling labelling repair watermarking re-identification simplification
    categorization
    annotation avoidance""".split()
)
_STOP = frozenset(
    """that which who whose where when while by using with via through to in on at from into is are was
    were be been being has have had can could may might will would should must does do did not we our
    this these it its their they and or but as than then thus such both each every all any other more
    most less without under over between among across against during within based leveraging yet so
    also however here there how what why a an the of for . , ; : ( ) [ ] " ' ? ! — – “ ” remains remain
    poses suffers suffer requires require enables enable improves improve achieves achieve because
    since although whether if often usually typically paper describes presents proposes introduces
    explores investigates examines offer offers provide provides lack lacks exhibit exhibits show
    shows transform transforms bypass bypasses tackle tackles facilitate facilitates automate automates
    accelerate accelerates boost boosts enhance enhances perform performs conduct conducts adopt adopts
    employ employs apply applies utilize utilizes leverage leverages used like unlike thereby hence
    therefore about despite beyond upon toward towards necessitate necessitates""".split()
)
_WEAK_MODIFIERS = frozenset(
    """ideal constant arbitrary baseline further good richer stronger larger smaller deeper simpler easier
    harder greater wider
    certain various multiple diverse several different many downstream complex challenging important key
    fundamental critical crucial novel new existing current recent standard general specific real-world
    efficient effective robust accurate scalable better improved reliable practical large small
    traditional conventional typical common popular numerous extensive comprehensive six five four three
    two one first second significant representative distinct strong poor explicit purely simple
    overall whole entire broader broad wide weak persistent single growing high low after seen insufficient
    limited severe substantial inherent major minor standard vanilla naive prior previous such seven eight
    nine ten twelve impressive remarkable superior state-of-the-art sota promising notable little few
    much sudden immediate gradual severe drastic rapid slow mainstream everyday daily innovative great
    rigorous thorough careful principled systematic open above following aforementioned same
    underlying""".split()
)
_GENERIC = frozenset(
    """deep-learning machine-learning learning optimization analysis inference generation prediction
    evaluation performance training reasoning control search modeling understanding classification
    detection representation-learning artificial-intelligence natural-language-processing
    data-analysis model-training language-modeling reinforcement-learning deep-reinforcement-learning
    supervised-learning self-supervised-learning unsupervised-learning human-evaluation
    automatic-evaluation empirical-evaluation experimental-evaluation extensive-evaluation
    comprehensive-evaluation systematic-evaluation""".split()
)
_VERB_ENDINGS = ("ing",)
_ADJ_ENDINGS = ("ic", "al", "ive", "ous", "ful", "ent", "ant", "able", "ible", "less", "ary")
_KIND_OF_MODEL = frozenset({"models", "model", "llms", "llm"})
_INNER_PREPS = frozenset({"of", "in", "for", "on", "with", "from", "under"})
_CUE_BEFORE = frozenset(
    """for address addresses addressing tackle tackles tackling solve solves solving study studies studying
    on mitigate mitigates mitigating""".split()
)
# "outperforms the mainstream imitation learning method": what follows is a compared method
_COMPARED_BEFORE = frozenset(
    "outperforms outperform surpasses surpass beats than over against versus vs".split()
)
# heads that need a modifier to name a task: a bare "estimation" or "tagging" names none
_BARE_GENERIC = frozenset(
    """estimation tagging detection classification segmentation generation prediction recognition answering
    retrieval extraction analysis evaluation inference learning modeling modelling understanding reasoning
    planning control search matching mining identification transfer adaptation completion editing synthesis
    coding parsing tracking localization ranking clustering scoring attacks shift collapse removal
    enhancement annotation labeling labelling compression optimization approximation quantification
    verification discovery diagnosis navigation manipulation exploration attribution benchmarking
    forecasting captioning grounding serving correspondence transcription imputation restoration""".split()
)
_NOT_TASK_LABELS = frozenset({"Method", "Model", "Dataset", "Metric"})
_DETS = frozenset({"the", "a", "an", "all", "these", "those", "our"})


_PLURAL_OK = ("ss", "ics", "us", "is", "'s", "’s")
_PLURAL_MODIFIERS = frozenset(
    """news sales series species means graphs images videos words tokens documents texts users items
    objects points parts multi-views views systems models agents tools robots""".split()
)


def _is_word(t) -> bool:
    return t.text[:1].isalpha() and t.lower not in _STOP


# "scaling up robotic imitation learning": a verb particle, never a word of the task phrase
_PARTICLES = frozenset("up down out off no".split())  # and "no iterative optimization": a negation


def _is_modifier(t) -> bool:
    """A word that can precede a task head inside its phrase: not an adverb, verb or participle."""
    low = t.lower
    if not _is_word(t) or low in _WEAK_MODIFIERS or low in COMMON_VERBS or low in _PARTICLES:
        return False
    if low in _PLAIN_ADVERBS or low in _BASE_VERBS:
        return False
    if low.endswith("ly") or (low.endswith("ed") and len(low) > 4 and low not in _ED_NOUNS):
        return False
    if low.endswith("s") and not low.endswith(_PLURAL_OK) and low not in _PLURAL_MODIFIERS:
        return False  # "retrieves reasoning": English compounds take singular modifiers, this is a verb
    return True


def _head_phrases(sent: Sentence) -> list[tuple[int, int]]:
    """Token ranges of "modifier* HEAD" phrases (plus a short "of X" tail)."""
    if sent.words.isdisjoint(HEADS):
        return []
    toks = sent.tokens
    n = len(toks)
    out = []
    # only the head-noun tokens, found with C-level maps (most tokens are no head)
    for k in compress(count(), map(HEADS.__contains__, sent.lows)):
        t = toks[k]
        if not t.text[:1].islower() and not _capital_run(toks, k):
            continue
        nxt = toks[k + 1].text if k + 1 < n else ""
        if t.text[:1].isupper() and nxt[:1].isupper() and nxt.isalpha():
            continue  # "Brand Hallucination Paradox": a word inside a longer Title Case name
        if nxt.lower() in _OBJECTIVE_NOUNS and t.lower not in _PROPERTY_HEADS:
            continue  # "smooth ranking losses": the head names what a loss is for, the phrase a loss
        j = k
        while j > 0 and k - j < 4 and _is_modifier(toks[j - 1]):
            j -= 1
        j = _title_case_start(toks, j, k)
        if t.lower in _WEAK_HEADS and k - j < 2:
            continue
        if j < k and j > 0 and toks[j - 1].lower in ("we", "they"):
            j += 1  # "We reinterpret weight-sharing quantization": right after a subject comes the verb
        if j < k and (_after_modal(toks, j) or _after_adverb(toks, j)):
            j += 1  # "robots should ideally execute ambidextrous manipulation": a verb after a modal
        # a gerund right before the phrase is usually the verb ("tackling X detection")
        while j < k and toks[j].lower.endswith(_VERB_ENDINGS) and toks[j].lower not in HEADS:
            j += 1
        end = k + 1
        if end + 1 < n and toks[end].lower == "of" and _is_word(toks[end + 1]):
            e2 = end + 1
            while e2 < n and e2 - end <= 3 and _is_word(toks[e2]):
                e2 += 1
            if e2 < n and _is_word(toks[e2]):
                continue  # "exploration of Multilingual Sign Language [Translation]": the tail would be cut
            if toks[e2 - 1].lower not in _STUDIED_THINGS:
                end = e2  # not "a systematic exploration of long-context methods": a study of methods
        out.append((j, end))
    return out


_PROBLEM_WORDS = frozenset(("problem", "task", "challenge", "problems", "tasks"))
# compounds whose first word is otherwise an evaluative modifier: "common sense reasoning"
_FIXED_COMPOUNDS = frozenset({("common", "sense"), ("multiple", "object"), ("multi", "object")})


def _cut_gerund(toks, r: tuple[int, int], last: str) -> bool:
    """ "the challenge of setting a threshold": one gerund followed by its object is a verb phrase cut
    short, unlike "the challenge of overfitting," where the phrase ends."""
    nxt = toks[r[1]].lower if r[1] < len(toks) else ""
    return r[1] - r[0] == 1 and last.endswith("ing") and last not in HEADS and nxt in _DETS


_MODALS = frozenset("should can could must will would may might cannot".split())


def _after_modal(toks, j: int) -> bool:
    """Whether the word at ``j`` follows a modal (possibly after an adverb): a verb."""
    i = j - 1
    if i > 0 and toks[i].lower.endswith("ly"):
        i -= 1
    return i >= 0 and toks[i].lower in _MODALS


_LY_NOUNS = frozenset("family assembly anomaly anomalies supply only early daily weekly likely".split())


# verbs in their base form that never modify a task noun: "allows us to include clustering in ..."
_BASE_VERBS = frozenset(
    """include includes involve involves incorporate integrate adopt employ utilize utilise extend adapt
    replace obtain accelerate unify automate simplify""".split()
)
# adverbs without "-ly": "their cells even feed text classification pipelines"
_PLAIN_ADVERBS = frozenset("even also still just often always never already rather thus hence then".split())


def _after_adverb(toks, j: int) -> bool:
    """ "tools that flexibly obtain safety guarantees": a word right after an adverb is a verb (or an
    adjective), never the first noun of a task name; "only"/"family" are no adverbs."""
    prev = toks[j - 1].lower if j > 0 else ""
    if toks[j].lower in HEADS:
        return False
    return prev in _PLAIN_ADVERBS or (len(prev) > 4 and prev.endswith("ly") and prev not in _LY_NOUNS)


def _title_case_start(toks, j: int, k: int) -> int:
    """Extend a phrase start over words the modifier test rejects when they belong to the name: a Title
    Case run ("Generic Multiple Object Tracking", "Chinese Named Entity Recognition") or a fixed
    compound ("common sense reasoning")."""
    if j > 0 and j <= k and (toks[j - 1].lower, toks[j].lower) in _FIXED_COMPOUNDS:
        return j - 1
    if not (toks[k].text[:1].isupper() and _capital_run(toks, k)):
        return j
    while j > 0 and k - j < 5 and toks[j - 1].text[:1].isupper() and toks[j - 1].text.isalpha():
        if toks[j - 1].lower in _STOP or (j - 1 == 0 and toks[j - 1].lower in _OPENING_NOT):
            break
        j -= 1
    while j < k and toks[j].lower in _TITLE_LEAD:
        j += 1  # "Chain-of-Thought Enhanced Alignment": a claim word opens no task name
    return j


# heads naming a property the paper measures or improves: "group fairness metrics" still names fairness
_PROPERTY_HEADS = frozenset("fairness robustness privacy safety interpretability explainability".split())
_OBJECTIVE_NOUNS = frozenset(
    """loss losses objective objectives regularizer regularizers penalty head heads layer layers block blocks
    metric metrics engine engines""".split()
)
_AREA_NOUNS = frozenset("methods method approaches approach techniques models systems algorithms".split())
_TOOL_NOUNS = _AREA_NOUNS | frozenset(
    "framework frameworks dataset datasets benchmark benchmarks model module modules pipeline".split()
)
_OTHERS_OPENING = frozenset("existing previous prior earlier recent current conventional traditional".split())


def _about_others(toks) -> bool:
    """ "Existing methods for information retrieval ...": a sentence about other work, not "we"."""
    lows = [t.lower for t in toks[:3]]
    return bool(set(lows) & _OTHERS_OPENING) and not any(t.lower in ("we", "our") for t in toks)


def _capital_run(toks, k: int) -> bool:
    """Title Case task names ("Knowledge Base Question Answering")."""
    return k > 0 and toks[k].text[:1].isupper() and toks[k - 1].text[:1].isupper()


def _text(doc: Document, sent: Sentence, r: tuple[int, int]) -> str:
    return doc.clean[sent.tokens[r[0]].start : sent.tokens[r[1] - 1].end]


def task_candidates(
    doc: Document, exclude: set[str] | None = None
) -> tuple[dict[str, float], dict[str, tuple[str, tuple[str, ...], int, str]], dict[str, Evidence]]:
    """Every candidate task phrase, by normalized key: its summed rule score, its surface (name,
    aliases, first sentence, rule) and its evidence (every rule, weight and sentence that added it).

    ``exclude`` holds normalized names the paper already uses otherwise (compared with, built on).
    """
    # "combining masked language modeling (MLM) and ... under one loss": training signals, no tasks
    objectives = {normalize(d.long) for d in doc.definitions if _training_objective(doc, d)}
    excluded = (exclude or set()) | objectives
    scores: dict[str, float] = {}
    surface: dict[str, tuple[str, tuple[str, ...], int, str]] = {}
    evidence: dict[str, Evidence] = {}

    def add(name: str, si: int, rule: str, weight: float, aliases: tuple[str, ...] = ()) -> None:
        name = name.strip(" ,.;:\"'“”")
        key = normalize(name)
        if not key or len(key) < 4 or key in _GENERIC or key.rstrip("s") in _GENERIC:
            return
        if key in doc.proposed or key in GENERIC_ACRONYMS or key in excluded or _names_no_task(name):
            return
        if _lone_adjective(name):
            return
        if not _SELF_WORDS.isdisjoint(name.lower().split()):
            return  # "In this paper we": a sentence's opening, no task
        if len(name.split()) > 9:
            return
        if key not in surface or (aliases and not surface[key][1]):
            surface[key] = (name, aliases, si, rule)
        # early sentences and title words say what the paper is about
        pos = 1.0 + (0.5 if si <= 1 else 0.0)
        scores[key] = scores.get(key, 0.0) + weight * pos
        evidence.setdefault(key, []).append((rule, weight, si, 0 <= si < len(others) and others[si]))

    # "Existing work focuses on single-arm planning": sentences about other work, not the paper's own
    others = [not s.words.isdisjoint(_OTHERS_OPENING) and _about_others(s.tokens) for s in doc.sentences]
    title_words = {normalize(w) for w in (doc.title or "").replace(":", " ").split()}
    title_low = (doc.title or "").lower()
    for d in doc.definitions:
        if (
            d.lowercase_long
            and d.head in HEADS
            and len(d.long.split()) >= 2
            and not _defines_method(doc, d)
            and not _training_objective(doc, d)
            and not _defined_in_side_list(doc, d)
            and not (_known_method(d) and d.long.lower() not in title_low)
        ):
            add(d.long, doc.sentence_of(d.long_start), "acronym-task", 3.0, (d.short,))
    for sent in doc.sentences:
        toks = sent.tokens
        background = others[sent.index]
        for r in _head_phrases(sent):
            words = r[1] - r[0]
            text = _text(doc, sent, r)
            # "Existing token pruning methods ...": the area the paper works in keeps its weight
            names_area = r[1] < len(toks) and toks[r[1]].lower in _AREA_NOUNS
            w = 1.0 if words >= 2 else 0.2
            if _after_comparison(toks, r[0]) or _study_of_models(toks, r) or _describes_method(toks, r):
                continue
            if _in_side_list(toks, r[0]) or _names_proposal(toks, r[0]):
                continue
            if (
                (r[1] < len(toks) and _called_a_method(toks, r[1])) or _describes_method(toks, r, parts=True)
            ) and text.lower() not in title_low:
                continue  # "policy learning is a promising approach", "a decoding scheme": a means
            if r[0] > 0 and toks[r[0] - 1].lower in _CUE_BEFORE:
                w += 0.8
            in_title = title_words.__contains__
            if title_words and sum(map(in_title, map(normalize, text.split()))) >= min(2, words):
                w += 1.5
            if background and not names_area:
                # "Existing work focuses on single-level planning": what others did, cue and title words
                # included, weighs less than the paper's own sentences
                w *= 0.6
            add(text, sent.index, "task-head", w)
        # only the problem-word tokens, found with C-level maps (most sentences have none at all)
        problem_at = () if sent.words.isdisjoint(_PROBLEM_WORDS) else compress(
            count(), map(_PROBLEM_WORDS.__contains__, sent.lows)
        )
        for k in problem_at:
            t = toks[k]
            if k + 1 < len(toks):
                if toks[k + 1].lower == "of":
                    r = _uncut(toks, _np(sent, k + 2))
                    last = toks[r[1] - 1].lower if r else ""
                    if r and r[1] - r[0] == 1 and t.lower.endswith("s"):
                        r = None  # "problems of various scales": a property, not a task
                    if r and _cut_gerund(toks, r, last):
                        r = None  # "the challenge of setting a threshold": a verb phrase, cut
                    if r and last in _PROPERTY_NOUNS:
                        r = None  # "tasks of diverse complexity levels": a property of the tasks
                    if r and not (last.endswith("ed") and last not in _ED_NOUNS):
                        # not "the task of producing targeted, ...": a phrase cut at an adjective
                        add(_text(doc, sent, r), sent.index, "problem-of", 2.0)
                elif k > 0 and toks[k - 1].text[:1].islower():
                    j = k
                    while j > 0 and k - j < 3 and _is_modifier(toks[j - 1]):
                        j -= 1
                    last = toks[k - 1].lower
                    if (
                        j < k
                        and not (last.endswith(_ADJ_ENDINGS) and last not in HEADS)
                        and last not in _ROLE_WORDS
                        and not _kind_word(last)
                        and not _task_as_modifier(toks, j, k)
                        and not (j > 0 and toks[j - 1].lower == "to")  # "ability to execute tasks": a verb
                        and not (k - j == 1 and toks[j].lower in _FIELDS)  # "physics problems": a domain
                    ):
                        # not "autonomous tasks", "knowledge-intensive tasks": an adjective is no task
                        add(_text(doc, sent, (j, k)), sent.index, "x-task", 1.2)
        _task_examples(doc, sent, add)
        _acronym_head_tasks(doc, sent, add, title_low)
        _is_a_problem(doc, sent, add)
        _known_as(doc, sent, add)
    _known_tasks(doc, add)
    if doc.sentences:
        _opening_subject(doc, add)
    if doc.title:
        _title_tasks(doc, add)
        _title_segments(doc, add)
    return scores, surface, evidence


def find_tasks(doc: Document, exclude: set[str] | None = None, selector: dict | None = None) -> list[Finding]:
    """ADDRESSES findings (at most three) for one analysed abstract.

    ``exclude`` holds normalized names the paper already uses otherwise (compared with, built on): they
    are dropped before ranking, so a fourth-best real task can take their place instead of nothing.
    The candidates the learned model (``selector``, default the shipped one) finds likely enough are
    kept, most likely first, skipping repeats of a kept task and pieces of the paper's own names.
    """
    scores, surface, evidence = task_candidates(doc, exclude)
    if not scores:
        return []
    selector = selector or load_selector()
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], surface[kv[0]][2]))
    top = ranked[0][1]
    likely = []
    for i, (key, score) in enumerate(ranked):
        if score < _BASE_MIN:
            break  # never kept (below), so not worth a probability; ranks of the others are unchanged
        name, aliases = surface[key][0], surface[key][1]
        p = probability(features(doc, name, aliases, score, top, i, evidence[key]), selector)
        likely.append((-p, i, key))
    likely.sort()  # one cue-less mention outside the title (score < _BASE_MIN) is never a task
    out: list[Finding] = []
    kept: list[str] = []  # with acronyms spelled out: "offline RL" repeats "offline reinforcement learning"
    longs = {normalize(d.short): normalize(d.long) for d in doc.definitions}

    def spelled(k: str) -> str:
        return "-".join(longs.get(w, w) for w in k.split("-"))

    own = _own_name_spans(doc)
    for neg_p, _i, key in likely:
        p = -neg_p
        if p < selector["threshold"]:
            break
        if out and scores[key] < _LATER_MIN:
            continue  # a second or third task needs more than a passing mention (see _LATER_MIN)
        if _overlaps(spelled(key), kept):
            continue
        if own and _only_inside(doc, surface[key][0], own):
            continue  # "Video Prediction" of "Video Prediction Rewards (VIPER)": the method's name
        name, aliases, si, rule = surface[key]
        kept.append(spelled(key))
        # the model's probability is the relation's confidence: `--min-confidence` keeps the surer tasks
        out.append(Finding("ADDRESSES", name, "Task", si, rule, round(p, 2), aliases))
        if len(out) >= MAX_TASKS:
            break
    return out


# no task scores below this at all (one cue-less mention outside the title); with the learned
# selection: cross-validated lenient precision 0.59 -> 0.65 at equal F1 (scripts/train_models.py)
_BASE_MIN = 1.5
# a second or third task needs this rule score too: a phrase seen once in passing, with no cue and
# outside the title, was a wrong task in most cases in the reading audits (rounds 6 and 7: context
# tasks). With the learned selection it keeps the hand-set cut-offs' precision (cross-validated
# 0.69 against 0.70) and still gains recall (0.40 against 0.38); without it precision fell to 0.63.
_LATER_MIN = 1.9
_TECH = frozenset("llm vlm mllm lvlm lm plm slm lrm dnn nn ann gpu cpu ai ml dl api".split())
_SHORT_FORM = re.compile(r"^(?=(?:.*[A-Z]){2})[A-Z][A-Za-z0-9-]{1,7}$")


def _known_tasks(doc: Document, add) -> None:
    """Hand-listed task names (extract/data/tasks.tsv) the abstract mentions. A mention alone is weak
    evidence ("question answering datasets" in passing); after a cue word or in the title it counts."""
    title = normalize(doc.title or "")
    for m in doc.mentions:
        if m.known.label != "Task" or m.known.score < 1.0 or " " not in m.text.strip():
            continue
        sent = doc.sentences[m.sentence]
        toks = sent.tokens
        if m.tok_end < len(toks) and toks[m.tok_end].lower in _TOOL_NOUNS:
            continue  # "an active learning framework", "question answering datasets": not the problem
        start, end = m.tok_start, m.tok_end
        for r in _head_phrases(sent):  # "in-hand pose estimation" is more specific than "pose estimation"
            if r[0] < start and r[1] == end and not _after_comparison(toks, r[0]):
                start = r[0]
        while start > 0 and m.tok_start - start < 2 and _is_modifier(toks[start - 1]):
            start -= 1  # "closed-loop autonomous driving"
        w = 0.2  # the phrase rules score the mention already; a listed name adds little by itself
        if start > 0 and toks[start - 1].lower in _CUE_BEFORE:
            w += 0.8
        if title and normalize(m.text) in title:
            w += 1.5
        add(_text(doc, sent, (start, end)), m.sentence, "known-task", w)


def _acronym_head_tasks(doc: Document, sent: Sentence, add, title_low: str = "") -> None:
    """ "part-of-speech (POS) tagging": the task is "POS tagging", its long form the words before."""
    if ")" not in sent.words or sent.words.isdisjoint(HEADS):
        return  # "(POS) tagging": a closing bracket and a task head noun, which most sentences lack
    toks = sent.tokens
    for k in range(3, len(toks)):
        head = toks[k]
        if head.lower not in HEADS or not head.text[:1].islower() or toks[k - 1].text != ")":
            continue
        short = toks[k - 2].text
        if toks[k - 3].text != "(" or not _SHORT_FORM.match(short) or short.lower().rstrip("s") in _TECH:
            continue  # "large language model (LLM) inference": the technology, not a task
        known = lookup(short)
        if known is not None and known.label == "Method" and short.lower() not in title_low:
            continue  # "chain-of-thought (CoT) reasoning": reasoning done with a listed method, a means
        j = k - 3
        while j > 0 and k - 3 - j < 3 and _is_modifier(toks[j - 1]):
            j -= 1
        long = doc.clean[toks[j].start : toks[k - 4].end] + " " + head.text if j < k - 3 else ""
        add(f"{short} {head.text}", sent.index, "acronym-task", 2.0, (long,) if long else ())


_STUDY_HEADS = frozenset("evaluation evaluations benchmarking analysis comparison assessment".split())
_MODEL_NOUNS = frozenset(
    """models model architectures architecture methods approaches llms lms networks systems algorithms
    baselines""".split()
)


_A_BEFORE = re.compile(r"\b(?:a|an)\s+(?:[\w-]+\s+){0,2}$", re.IGNORECASE)
_TOOL_AFTER = re.compile(
    r"^\)?\s*(?:framework|method|approach|model|system|algorithm|architecture|technique|pipeline)\b"
)


def _known_method(d) -> bool:
    """ "proximal policy optimization (PPO)", "behavior cloning (BC)": a pair the gazetteers list as a
    method is a means, not a problem, however its head noun reads (unless the title names it: then
    the method itself is what the paper studies)."""
    known = lookup(d.long) or lookup(d.short)
    return known is not None and known.label == "Method"


def _defines_method(doc: Document, d) -> bool:
    """ "we propose a retrieval augmented generation (RAG) framework": the long form describes the
    method the paper builds, not the problem it addresses."""
    before = doc.clean[max(0, d.long_start - 40) : d.long_start]
    if _MEANS_TAIL.search(before):
        return True  # "a novel approach using causality-guided contrastive learning (CCL)": the means
    return bool(_A_BEFORE.search(before) and _TOOL_AFTER.match(doc.clean[d.short_end : d.short_end + 20]))


_MODELING_HEADS = frozenset(("modeling", "modelling"))
_OBJECTIVE_CUES = frozenset(
    """loss losses objective objectives combining combine combines pretraining pre-training pretrain pre-train
    pretrained pre-trained""".split()
)


def _training_objective(doc: Document, d) -> bool:
    """ "trained by combining masked language modeling (MLM) and ... under a joint loss": a "modeling"
    long form next to loss/objective/combining words is a training signal the method uses, not the task."""
    if d.head not in _MODELING_HEADS:
        return False
    return not doc.sentences[doc.sentence_of(d.long_start)].words.isdisjoint(_OBJECTIVE_CUES)


_DOMAIN_NOUNS = frozenset(("domains", "areas", "fields", "disciplines"))
_ADJECTIVE_TAILS = ("ical", "tial", "cial", "ive", "ous", "ful", "able", "ible", "less")
_LONE_ADJECTIVES = frozenset(
    """inverse complete difficult hard easy simple low-tier high-tier challenging open closed achieving
    solving addressing tackling performing""".split()
)


def _lone_adjective(name: str) -> bool:
    """ "tasks such as mathematical and spatial ...", "a difficult challenge": one adjective (or a verb)
    cut out of a longer phrase names no task; one-word task names are nouns ("locomotion")."""
    low = name.lower()
    if low.rsplit(" ", 1)[-1] in _DOMAIN_NOUNS:
        return True  # "multi-disciplinary domains": where tasks come from, not a task
    if " " in low or low in HEADS:
        return False
    return low in _LONE_ADJECTIVES or low in _PROBLEM_NOUNS or low.endswith(_ADJECTIVE_TAILS)


def _defined_in_side_list(doc: Document, d) -> bool:
    """ "many downstream tasks, including density ratio estimation (DRE)": an acronym defined inside a list
    of side uses names where the method is also tried, not the problem the paper addresses."""
    if d.long.lower() in (doc.title or "").lower():
        return False  # the title names it: the paper's own subject, wherever the abstract lists it
    sent = doc.sentences[doc.sentence_of(d.long_start)]
    j = next((i for i, t in enumerate(sent.tokens) if t.start >= d.long_start), None)
    return j is not None and _in_side_list(sent.tokens, j)


_PRESENTING = frozenset("propose proposes present presents introduce introduces".split())


def _names_proposal(toks, j: int) -> bool:
    """ "we propose Stepwise Knowledge Distillation for ...": a Title Case phrase right after "propose" is
    the name of the paper's own method, not the problem it addresses."""
    return j > 0 and toks[j - 1].lower in _PRESENTING and toks[j].text[:1].isupper()


# words before a phrase that make it a means the paper uses, not a problem it addresses
_MEANS_WORDS = frozenset(
    "using via leveraging utilizing employing uses leverages utilizes employs adopts applies".split()
)
_MEANS_TAIL = re.compile(
    r"\b(?:" + "|".join(sorted(_MEANS_WORDS)) + r")\s+(?:(?:a|an|the)\s+)?$", re.IGNORECASE
)


_ONE_TOOL = frozenset(
    """framework method approach model system algorithm architecture technique pipeline methodology
    toolkit""".split()
)
# "an exploration of subquadratic alternatives": a study of methods, no task
_STUDIED_THINGS = frozenset(
    """methods method approaches techniques models systems algorithms alternatives variants
    architectures""".split()
)


_PART_WORDS = frozenset("module scheme mechanism component".split())


def _describes_method(toks, r: tuple[int, int], parts: bool = False) -> bool:
    """ "a parameter-efficient knowledge transfer framework": the phrase describes a method, not a task."""
    end = r[1]
    if end + 2 < len(toks) and toks[end].text == "(" and toks[end + 2].text == ")":
        end += 3  # "a retrieval augmented generation (RAG) framework"
    if end >= len(toks) or not (toks[end].lower in _ONE_TOOL or (parts and toks[end].lower in _PART_WORDS)):
        return False
    return any(t.lower in ("a", "an") for t in toks[max(0, r[0] - 3) : r[0]])


_COPULAS = frozenset("is are remains remain has have becomes become been".split())
_PROBLEM_NOUNS = frozenset("problem task challenge problems tasks challenges topic".split())


def _is_a_problem(doc: Document, sent: Sentence, add) -> None:
    """ "Towel folding remains a challenging problem": the subject of such a sentence is a task."""
    if sent.words.isdisjoint(_PROBLEM_NOUNS) or sent.words.isdisjoint(_COPULAS):
        return  # the subject needs a copula and a problem noun after it: most sentences hold neither
    toks = sent.tokens
    k = 0
    while k < len(toks) and k < 6 and (toks[k].text[:1].isalpha() and toks[k].lower not in _COPULAS):
        k += 1
    if k < 2 or k >= len(toks) or toks[k].lower not in _COPULAS:
        return
    after = [t.lower for t in toks[k + 1 : k + 7]]
    at = next((i for i, w in enumerate(after) if w in _PROBLEM_NOUNS), None)
    if at is None or set(after[:at]) & {"of", "for", "in", "that", "to"}:
        return  # "X is a key part of the problem": X is no problem of its own
    words = [t.lower for t in toks[:k]]
    if words[0] in _OPENING_NOT or set(words) & (_STOP | _NOT_SUBJECT_HEADS) or not _is_word(toks[k - 1]):
        return  # "This problem is", "Existing methods are": no task name
    add(_text(doc, sent, (0, k)), sent.index, "is-a-problem", 2.0)


_PHENOMENON = frozenset("phenomenon problem issue challenge failure".split())
_NAMING_VERBS = ("termed", "dubbed", "called")
# the words that open a _known_as slot ("known" of "known as"): a sentence with none is skipped
_KNOWN_AS_OPENERS = frozenset(("known", *_NAMING_VERBS))


def _known_as(doc: Document, sent: Sentence, add) -> None:
    """ "a phenomenon known as translationese": the named phenomenon is the problem studied."""
    if sent.words.isdisjoint(_KNOWN_AS_OPENERS):
        return
    toks = sent.tokens
    for k in range(1, len(toks) - 2):
        if toks[k].lower == "known" and toks[k + 1].lower == "as":
            j = k + 2
        elif toks[k].lower in _NAMING_VERBS and toks[k - 1].text != "(":
            j = k + 1
        else:
            continue
        if not any(t.lower.rstrip("s") in _PHENOMENON for t in toks[max(0, k - 4) : k]):
            continue
        r = _np(sent, j, max_words=4)
        if r is not None and not toks[r[0]].text[:1].isupper():
            add(_text(doc, sent, r), sent.index, "known-as", 2.0)


_STUDY_KINDS = frozenset(
    # not "non-asymptotic analysis", "convergence analysis": in theory papers those are the task
    "empirical information-theoretic quantitative qualitative".split()
)


def _study_of_models(toks, r: tuple[int, int]) -> bool:
    """ "evaluation of transformer-based architectures", "an information-theoretic analysis": the kind
    of study, not the problem studied."""
    if toks[r[0]].lower in _STUDY_KINDS and toks[r[1] - 1].lower in _STUDY_HEADS:
        return True
    heads = [i for i in range(r[0], r[1]) if toks[i].lower in _STUDY_HEADS]
    return bool(heads) and toks[r[1] - 1].lower in _MODEL_NOUNS and r[1] - 1 > heads[0]


def _uncut(toks, r: tuple[int, int] | None) -> tuple[int, int] | None:
    """A phrase stopped by the word limit inside a longer one ("aggregating binary advice from
    conditionally independent | experts") is cut back before its last inner preposition."""
    if r is None or r[1] >= len(toks) or not _is_word(toks[r[1]]):
        return r
    preps = [i for i in range(r[0] + 1, r[1]) if toks[i].lower in _INNER_PREPS]
    return (r[0], preps[-1]) if preps else None


def _task_as_modifier(toks, j: int, k: int) -> bool:
    """ "balancing task performance", "natural language task descriptions": "task" modifies the next
    noun, or the word before it is a verb (a gerund that is no task head); "pick and place tasks":
    only the end of a coordinated name."""
    if toks[k].lower in ("task", "problem") and k + 1 < len(toks) and _is_word(toks[k + 1]):
        return True
    if j > 0 and toks[j - 1].lower in ("and", "or", "&"):
        return True
    first = toks[j].lower
    return k - j == 1 and first.endswith("ing") and first not in HEADS and "-" not in first


# "large-scale problems", "time-varying problems", "these include problems": the word before
# "problem(s)" is an adjective of kind or a verb, not the name of a task
_KIND_ENDINGS = frozenset(
    """varying scale dimensional world level order based free specific related like agnostic aware reward
    horizon step shot turn standing
    intensive rich heavy critical sensitive dependent oriented driven constrained structured""".split()
)
_FIELD_WORDS = frozenset("vision robotics research language nlp multimodal vision-language ml ai".split())
_KIND_VERBS = frozenset(
    "include includes involve involves contain contains become becomes solve solves tackle tackles".split()
)
# "tasks of diverse complexity levels": a property of the tasks, not a task
_PROPERTY_NOUNS = frozenset(
    """levels level sizes size types type kinds kind scales degrees orders forms variety number range
    approaches methods models knowledge data information""".split()
)
# evaluative words that open a title phrase without being part of the task's name
_TITLE_LEAD = frozenset(
    """improved improving enhanced enhancing efficient effective fast faster better accurate data-efficient
    sample-efficient""".split()
)


def _kind_word(word: str) -> bool:
    """Whether the word before "problem(s)"/"task(s)" is an adjective of kind or a verb."""
    if word in _KIND_VERBS or word in _FIELD_WORDS:
        return True  # "vision tasks", "robotics tasks": a whole field, not one task
    return "-" in word and word.rsplit("-", 1)[1] in _KIND_ENDINGS


_SELF_WORDS = frozenset({"we", "our", "us", "i"})


def _names_no_task(name: str) -> bool:
    """A bare task head ("estimation", "tagging") or a name the gazetteers know as a method, model,
    dataset or metric ("Low-Rank Adaptation", "Conformal Prediction"): not the problem addressed."""
    words = name.split()
    if len(words) == 1 and words[0].lower() in _BARE_GENERIC:
        return True
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return False  # "speculative decoding" is both a technique and a task; Title Case names a method
    known = lookup(name)
    return known is not None and known.label in _NOT_TASK_LABELS


def _after_comparison(toks, j: int) -> bool:
    """ "outperforms (the) mainstream imitation learning method": the phrase names a baseline."""
    start = j
    while j > 0 and start - j < 3 and (toks[j - 1].lower in _WEAK_MODIFIERS or toks[j - 1].lower in _DETS):
        j -= 1
    if j > 1 and toks[j - 1].lower == "on" and toks[j - 2].lower in _RELY:
        return True  # "previous methods that rely on descriptor field matching": their means
    if j > 0 and toks[j - 1].lower in _MEANS_BEFORE:
        return True  # "Using PAC-Bayesian theory, we ...": the means, not the problem
    return j > 0 and toks[j - 1].lower in _COMPARED_BEFORE


_MEANS_BEFORE = _MEANS_WORDS | {"use", "utilize", "employ", "leverage", "adopt", "apply"}
_RELY = frozenset("rely relies relying relied depend depends depending".split())


def _overlaps(key: str, kept: list[str]) -> bool:
    """Whether ``key`` repeats a kept task: one contains the other, or the words of one
    are all words of the other ("multilingual translation" after "multilingual machine translation")."""
    words = set(key.split("-"))
    for k in kept:
        other = set(k.split("-"))
        if key in k or k in key or words <= other or other <= words:
            return True
    return False




def _own_name_spans(doc: Document) -> list[tuple[int, int]]:
    """Where the long forms of the paper's own proposed names occur in the cleaned text."""
    longs = {d.long for d in doc.definitions if normalize(d.short) in doc.proposed and " " in d.long}
    text = doc.clean.lower()
    spans = []
    for long in longs:
        low = long.lower()
        i = text.find(low)
        while i >= 0:
            spans.append((i, i + len(low)))
            i = text.find(low, i + 1)
    return spans


def _only_inside(doc: Document, name: str, spans: list[tuple[int, int]]) -> bool:
    """True when every occurrence of ``name`` in the abstract lies inside one of ``spans``.

    A task phrase that the abstract uses only as a word of its own method's name ("Feature Shift"
    in "Feature Shift Tuning") names the method, not the problem; used on its own, it may be both.
    """
    text = doc.clean.lower()
    low = name.lower()
    i = text.find(low)
    if i < 0:
        return False
    while i >= 0:
        if not any(s <= i and i + len(low) <= e for s, e in spans):
            return False
        i = text.find(low, i + 1)
    return True


# "source tasks", "target task", "given task": the role a task plays, not which task it is
_ROLE_WORDS = frozenset(
    """given source target auxiliary pretext proxy related original unseen seen held-out new old end sub
    main primary secondary individual earlier later former latter previous future shared""".split()
)
_EXAMPLE_HEADS = frozenset({"tasks", "problems", "task", "problem"})


_MEANS_LISTS = frozenset(
    "applications losses methods techniques approaches metrics algorithms models objectives".split()
)
_LIST_CUES = frozenset({"such", "including", "like", "e.g", "namely"})


def _in_side_list(toks, j: int) -> bool:
    """Whether the phrase starting at ``j`` is an example of "downstream tasks such as ...", "other tasks
    including ...": a side use of the method, not the problem it addresses."""
    i = j - 1
    while i > 1 and j - i < 12 and toks[i].text not in (";", ".", ")"):
        if toks[i].lower in _LIST_CUES:
            k = i - 1
            while k > 0 and toks[k].text in ("(", ",", ":"):
                k -= 1
            if toks[k].lower in _MEANS_LISTS:
                return True  # "applications such as model merging", "losses such as NCE"
            return toks[k].lower in _EXAMPLE_HEADS and toks[k - 1].lower in _SIDE_TASKS
        i -= 1
    return False


def _task_examples(doc: Document, sent: Sentence, add) -> None:
    """ "tasks such as point cloud classification and point cloud completion": each example is a task."""
    if sent.words.isdisjoint(_EXAMPLE_HEADS):
        return
    toks = sent.tokens
    n = len(toks)
    for k in compress(count(), map(_EXAMPLE_HEADS.__contains__, sent.lows)):  # only the example heads
        if k > 0 and toks[k - 1].lower in _SIDE_TASKS:
            continue  # "downstream tasks such as image generation": where a method is tried, not its problem
        j = k + 1
        while j < n and toks[j].text in ("(", ",", ":"):
            j += 1
        if j + 1 < n and toks[j].lower == "such" and toks[j + 1].lower == "as":
            j += 2
        elif j < n and toks[j].lower in ("including", "like", "e.g", "namely"):
            j += 1
        else:
            continue
        while j < n and toks[j].text in (".", ","):
            j += 1
        for _ in range(4):
            r = _np(sent, j, max_words=5)
            if r is None or (r[1] - r[0] == 1 and r[1] < n and toks[r[1]].lower in _DETS):
                break  # "tasks, such as X, play a key role": one word taking an object is the verb
            if not any(is_acronym_like(toks[i].text) for i in range(*r)):  # "(e.g., m-MMLU)": a benchmark
                add(_text(doc, sent, r), sent.index, "task-examples", _EXAMPLE_WEIGHT)
            j = r[1]
            while j < n and toks[j].lower in (",", "and", "or"):
                j += 1
            if j >= n or not toks[j].text[:1].isalpha():
                break


_EXAMPLE_WEIGHT = 2.0
# list heads whose examples are side uses of a method (reading audits: mostly wrong as its task)
_SIDE_TASKS = frozenset(
    "downstream related other various diverse several many multiple different some".split()
)

_OPENING_VERBS = frozenset(
    """is are has have remains remain plays play aims aim refers refer involves involve can could offers
    offer poses pose requires require enables enable seeks seek has been have been""".split()
)


_OPENING_NOT = frozenset(
    """the a an although while despite previous prior earlier past recent existing current modern many
    most some several human humans how what why when which whether can do does is are recently here there
    today nowadays currently""".split()
)


# "Reward-free data is abundant", "Large language models have": the material or technology, no task
_NOT_SUBJECT_HEADS = frozenset(
    """models model llms methods networks systems agents data corpora corpus dataset datasets information
    knowledge text texts images videos documents robots robot humans people devices transformers
    transformer tools tool machines machine researchers practitioners users""".split()
)
_NOT_IN_SUBJECT = frozenset("often that which usually typically their its his her the an and or".split())
# disciplines and fields: "Quantum computing is rapidly evolving", "physics problems" name a domain, no task
_FIELDS = frozenset(
    """physics chemistry biology mathematics math medicine computing science sciences engineering economics
    linguistics neuroscience psychology healthcare finance""".split()
)


def _opening_subject(doc: Document, add) -> None:
    """ "Personalized dialogue generation aims to ...": the subject of the opening sentence."""
    sent = doc.sentences[0]
    toks = sent.tokens
    k = 0
    while k < len(toks) and k < 7 and toks[k].lower not in _OPENING_VERBS:
        if toks[k].text == "(" and k > 1:
            break  # "Post-training compression of LLMs (PTC) largely relies on": the subject ends here
        if not (toks[k].text[:1].isalpha() or toks[k].text in ("-",)):
            return
        k += 1
    if k == 0 or k >= len(toks) or not _verb_follows(toks, k):
        return
    if _called_a_method(toks, k) and _text(doc, sent, (0, k)).lower() not in (doc.title or "").lower():
        return  # "Gradient clipping is a key step that ...": a method, unless the title names it
    while k > 1 and toks[k - 1].lower.endswith("ly") and toks[k - 1].lower not in _LY_NOUNS:
        k -= 1  # "Agent development traditionally requires": the adverb belongs to the verb
    phrase = _text(doc, sent, (0, k))
    words = [w.lower() for w in phrase.split()]
    if len(words) < 2 or words[0] in _OPENING_NOT or any(is_acronym_like(w) for w in phrase.split()):
        return  # ("How effective is ...", "Recently there has been ...": a question or an adverb opens it)
    core = words[: words.index("of")] if "of" in words[1:] else words  # "compression" of LLMs
    prep = next((i for i, w in enumerate(core) if i and w in _INNER_PREPS), len(core))
    if set(words) & _NOT_IN_SUBJECT or set(core) & _AREA_NOUNS or words[0] in _NOT_SUBJECT_HEADS:
        return  # "Large vision-language models often describe objects that": not a noun phrase
    head = core[-1]
    if _plural_thing(core[prep - 1]) and not words[0].endswith("ing"):
        return  # "Coupled oscillators are used ...", "Advances in X have ...": things, not a task
    if head in _NOT_SUBJECT_HEADS | _OBJECTIVE_NOUNS | _FIELDS or words[0] in (
        "we",
        "this",
        "these",
        "our",
        "recent",
        "existing",
    ):
        return  # "Large language models have ...": the technology, not the task
    add(phrase, 0, "opening-subject", 1.6)


_COUNT_NOUN_THINGS = frozenset(("series", "data"))
# plural phenomena a paper may address: "heavy-tailed distributions", "spurious correlations"
_PROBLEM_PLURALS = frozenset(
    "distributions correlations shifts biases errors failures perturbations outliers imbalances".split()
)
_METHOD_WORDS = _ONE_TOOL | frozenset(("step", "tool", "paradigm", "strategy", "procedure"))


def _plural_thing(head: str) -> bool:
    """A plural head ("oscillators", "estimators", "quotes") names things; task heads are singular
    nominalizations, apart from listed plurals ("jailbreak attacks", "hallucinations"), or gerund phrases
    ("Answering complex questions", checked by the caller)."""
    if head in HEADS or head.rstrip("s") in HEADS or head in _PROBLEM_PLURALS:
        return False
    return head in _COUNT_NOUN_THINGS or (head.endswith("s") and not head.endswith(_PLURAL_OK))


def _called_a_method(toks, k: int) -> bool:
    """ "Per-example gradient clipping is a key algorithmic step that ...": the subject is called a method
    (not a task) within the next few words."""
    if toks[k].lower not in ("is", "are", "remains") or k + 1 >= len(toks) or toks[k + 1].lower not in _DETS:
        return False
    for t in toks[k + 2 : k + 7]:
        if t.lower in _METHOD_WORDS:
            return True
        if not t.text[:1].isalpha() or t.lower in _INNER_PREPS:
            return False  # "is a strong indicator of a model's ...": the noun phrase ended before
    return False


_SUBJECT_VERBS = _OPENING_VERBS | frozenset("relies rely depends depend".split())


def _verb_follows(toks, k: int) -> bool:
    """Whether a finite verb follows the subject ending at ``k``, after an optional "(ACR)" and adverb."""
    if toks[k].text == "(":
        if k + 2 >= len(toks) or toks[k + 2].text != ")" or not toks[k + 1].text[:1].isupper():
            return False
        k += 3
    if k < len(toks) and toks[k].lower.endswith("ly") and len(toks[k].lower) > 4:
        k += 1
    return k < len(toks) and toks[k].lower in _SUBJECT_VERBS


_CAUSE_WORDS = frozenset(("due", "owing", "thanks"))


def _np(sent: Sentence, j: int, max_words: int = 6) -> tuple[int, int] | None:
    toks = sent.tokens
    n = len(toks)
    while j < n and (toks[j].lower in _WEAK_MODIFIERS or toks[j].lower.endswith("ly")):
        j += 1  # "and eventually machine learning": the adverb is no part of the task
    k = j
    preps = 0
    while k < n and k - j < max_words:
        if toks[k].lower in _INNER_PREPS and k > j and preps < 2 and k + 1 < n and _is_word(toks[k + 1]):
            preps += 1
        elif not _is_word(toks[k]):
            break
        elif toks[k].lower in _CAUSE_WORDS and k + 1 < n and toks[k + 1].lower == "to":
            break  # "entity detection in texts due to ...": a cause follows, the phrase ends
        k += 1
    while k > j and toks[k - 1].lower in _INNER_PREPS | {"and", "or"}:
        k -= 1
    return (j, k) if k > j else None


def _title_tasks(doc: Document, add) -> None:
    """Title phrases after "for"/"in"/"to" ending in a task head: "X: ... for Spatiotemporal Forecasting"."""
    title = doc.title or ""
    toks = tokenize(title)
    for k, t in enumerate(toks):
        if t.lower in ("for", "in", "to", "towards", "of") and k + 1 < len(toks):
            j = k + 1
            e = j
            while e < len(toks) and e - j < 5 and _is_word(toks[e]) and toks[e].lower not in ("using",):
                e += 1
            while j < e - 1 and toks[j].lower in _TITLE_LEAD:
                j += 1  # "for Improved Hierarchical Classification": the claim, not the task's name
            if e > j and toks[e - 1].lower in HEADS:
                phrase = title[toks[j].start : toks[e - 1].end]
                add(phrase, 0, "title-task", 2.0)


# Separators are whole words, never parts of a hyphenated word ("In-Hand" is not "in" + "-Hand").
_TITLE_SPLIT = re.compile(
    r"\s*(:|\?|(?<![\w-])(?:via|using|with|through|for|in|towards?|by|from|on|and|based on)(?![\w-]))\s*",
    re.IGNORECASE,
)
# heads that make a title segment the paper's means, not its problem
_METHOD_HEADS = frozenset(
    """network networks net nets agent agents solution solutions framework frameworks method methods
    approach approaches algorithm algorithms architecture architectures primitives transformer
    transformers module modules layer layers toolkit library pipeline system systems settings setting
    sampler samplers solver solvers estimator estimators optimizer optimizers
    scenarios scenario regimes regime conditions environments loss losses regularization regularizer
    regularizers kernel kernels prior priors objective objectives forest forests""".split()
)
_FINITE_VERBS = frozenset(
    "is are was were be can cannot could do does did make makes matter matters need needs".split()
)
# what follows these in a title is the means (the method), not the problem
_MEANS = frozenset({"via", "using", "with", "through", "by", "based on", "from"})


_CLAIM_LEAD = frozenset("good fast faster better general generic simple improved efficient".split())


def _setting_segment(parts: list[str], i: int) -> bool:
    """A title segment without a task head that opens with an evaluative word ("Fast Convergence",
    "General Geometries", "Good Visual Instructions") names a claim or a setting, not the task."""
    words = parts[i].split()
    return bool(words) and words[0].lower() in _CLAIM_LEAD


_TASK_SLOT_BEFORE = frozenset({"for", "in", ":", "towards", "toward", "to"})


def _task_slot(parts: list[str], i: int) -> bool:
    """Whether a title segment sits where titles put the problem: after "for", "in", ":" ("A Rule-based
    Model for Gaidhlig Morphology"), or first before "in" ("Persona Drift in LLMs"). A segment without a
    task head elsewhere (the opening words, after "and" or "on") was the method's name or a setting in
    reading audits ("Direct Diffusion Bridge using ...", "Signature Isolation Forest")."""
    if i == 0:
        return len(parts) > 1 and parts[1].strip().lower() == "in"  # "Persona Drift in LLMs"
    return " ".join(parts[i - 1].lower().split()) in _TASK_SLOT_BEFORE


def _no_task_head(seg: str) -> bool:
    """A segment whose last word is no task head ("Synthetic Data", "Multitask Learning")."""
    words = seg.split()
    return bool(words) and (words[-1].lower() not in HEADS or words[-1].lower() in _WEAK_HEADS)


def _title_segments(doc: Document, add) -> None:
    """Noun-phrase segments of the title: "Unsupervised Semantic Correspondence Using Stable Diffusion"
    -> "Unsupervised Semantic Correspondence". Segments that name the method are skipped."""
    title = doc.title or ""
    abstract = None  # the normalized abstract, built only if a segment gets that far
    parts = _TITLE_SPLIT.split(title)
    for i in range(0, len(parts), 2):
        seg = parts[i]
        if i > 0 and " ".join(parts[i - 1].lower().split()) in _MEANS:
            continue  # "... via Self-Denoised Smoothing": the means, not the task
        nxt = i + 1
        while nxt + 2 < len(parts) and parts[nxt].strip().lower() == "and":
            nxt += 2  # "A and B for X": both are what is used
        if nxt < len(parts) and parts[nxt].strip().lower() == "for" and _no_task_head(seg):
            continue  # "Multitask Learning and Synthetic Data for X": what is used for the task
        if _no_task_head(seg) and (_setting_segment(parts, i) or not _task_slot(parts, i)):
            continue  # "... on General Geometries", "Fast Convergence": a setting or a claim, no task
        words = seg.split()
        if not 2 <= len(words) <= 6:
            continue
        if any(is_acronym_like(w) for w in words) or normalize(seg) in doc.proposed:
            continue  # "DYffusion", "Uni3DETR": the method, not the task
        if words[-1].lower() in _METHOD_HEADS or {w.lower() for w in words} & _FINITE_VERBS:
            continue  # "Recurrent Neural Network", "Neural Oscillators are Universal": a method or a claim
        last = words[-1].lower()
        if last.endswith("ed") and last not in _ED_NOUNS:
            continue  # "Visually Impaired", "Reasoning Models Distilled": no noun phrase
        if words[-1].lower() in _KIND_OF_MODEL:
            continue  # "Large Language Models", "Vision-Language Models": the technology, not the task
        if words[0].lower() in ("a", "an", "the", "towards", "toward", "rethinking", "revisiting", "on"):
            words = words[1:]
            seg = " ".join(words)
            if len(words) < 2:
                continue
        if abstract is None:
            abstract = normalize_text(doc.clean)
        # a title phrase the abstract never uses is rarely its task (precision audit), unless the title
        # says it is what the method is for ("Proxy Learning for Zero-Shot Visual Categorization")
        after_for = (
            i > 0
            and parts[i - 1].strip().lower() == "for"
            and words[-1].lower() in HEADS  # "... for Zero-Shot Visual Categorization": a task noun
            and not words[0].lower().endswith("ing")  # "for Mitigating Gender Bias": a purpose clause
            # "for Efficient Reasoning": a claim about the task, which the abstract names itself
            and words[0].lower() not in _CLAIM_LEAD | {"enhanced", "robust", "accurate"}
        )
        if normalize(seg) not in abstract and not after_for:
            continue
        if any(normalize(f"{seg} {h}") in abstract for h in ("model", "algorithm", "method", "framework")):
            continue  # "Segment Anything" of "the Segment Anything Model": a name, not a task
        weight = 1.3 + (0.6 if words[-1].lower() in HEADS else 0.0)
        add(seg, 0, "title-segment", weight)
