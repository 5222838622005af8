"""Benchmark cues -> EVALUATES_ON: named datasets, benchmarks, suites and environments used.

"on (the) X dataset", "experiments on X", "across X, Y and Z", "X and Y benchmarks",
"from the X benchmark", versions ("LiveCodeBench v5/v6" -> two, "AIME 24/25" -> two).
A benchmark the paper itself introduces is PROPOSES and is skipped here.
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.extract.acronyms import TASK_HEADS, TASK_ONLY_HEADS, is_generic_acronym
from kg.extract.cues import match_triggers, names_after, past_example_marker
from kg.extract.document import Document, Finding, Sentence
from kg.extract.knowledge import find_models, lookup, slashed_names
from kg.extract.names import (
    COMMON_VERBS,
    HEAD_LABELS,
    OUR_MADE,
    SIZE_NAME,
    Name,
    is_acronym_like,
    is_language,
    parse_list,
    parse_name,
)
from kg.extract.specific import is_specific, label_of
from kg.normalize import normalize

TRIGGERS: dict[tuple[str, ...], str] = {
    ("on",): "on",
    ("across",): "across",
    ("over",): "over",
    ("in",): "in",
    ("using",): "using",
    ("from",): "from",
    ("including",): "such-as",
    ("such", "as"): "such-as",
    ("e.g",): "such-as",
    ("like",): "such-as",
    ("namely",): "such-as",
    ("benchmarks", ":"): "such-as",
    ("datasets", ":"): "such-as",
}
# Measured precision on the dev gold sets (benchmarks/rule_precision.py), smoothed for rare rules.
CONFIDENCE = {
    "head": 0.9,
    "competition": 0.75,
    "acronym-head": 0.8,
    "head-list": 0.75,
    "on-list": 0.65,
    "known": 0.85,
    "known-mention": 0.7,
    "on": 0.8,
    "across": 0.75,
    "such-as": 0.7,
    "in": 0.6,
    "using": 0.6,
    "shape": 0.6,
    "data-list": 0.7,
    "scored-on": 0.7,
}
_EVAL_CONTEXT = frozenset(
    """experiment experiments evaluate evaluated evaluation evaluations evaluating benchmark benchmarks
    dataset datasets results achieves achieve achieving outperforms outperform state-of-the-art sota accuracy
    performance tested test tests improves improvement improvements gains scores score demonstrated
    validate validated validating""".split()
)
_VERSIONS = re.compile(r"^(?P<base>.*?)\s*(?P<vers>(?:v?\d+)(?:\s*/\s*v?\d+)+)$")


# "ImageNet-C/R/Sketch/A": one base and hyphen suffixes of one to eight letters or digits
_SUFFIXES = re.compile(r"^(?P<base>[A-Za-z][\w.]*-)(?P<sufs>[A-Za-z0-9]{1,8}(?:/[A-Za-z0-9]{1,8})+)$")


def _split_versions(name: str) -> list[str]:
    """'AIME 24/25' -> ['AIME 24', 'AIME 25']; 'LiveCodeBench v5/v6' -> two names; 'ImageNet-C/R/Sketch'
    -> ImageNet-C, ImageNet-R, ImageNet-Sketch."""
    sm = _SUFFIXES.match(name)
    if sm and not _VERSIONS.match(name):
        return [sm.group("base") + suf for suf in sm.group("sufs").split("/")]
    m = _VERSIONS.match(name)
    if m and m.group("base") and not m.group("base").endswith("/"):
        base = m.group("base")
        if base.endswith("-"):
            # "CIFAR-10/100" -> CIFAR-10 and CIFAR-100
            return [f"{base}{v.strip()}" for v in m.group("vers").split("/")]
        return [f"{base} {v.strip()}" for v in m.group("vers").split("/")]
    return slashed_names(name, "Dataset") or [name]  # "RefCOCO/RefCOCOg": two whole names


def _context(sent: Sentence) -> bool:
    return not sent.words.isdisjoint(_EVAL_CONTEXT)


# the words HEAD_LABELS types as datasets: a sentence with none of them has no "X benchmark" phrase
_DATA_HEADS = frozenset(w for w, label in HEAD_LABELS.items() if label == "Dataset")
# "the ContraPro test set": a named evaluation split stands for its dataset ("a set" alone does not)
_SPLITS = frozenset("set sets split splits".split())
_DATA_HEADS_OR_SETS = _DATA_HEADS | _SPLITS
_SPLIT_KINDS = frozenset("test dev validation evaluation held-out".split())


def _eval_split(toks, k: int) -> bool:
    """Token ``k`` is "set"/"split" after "test"/"dev"/"validation"/...: a head noun for data."""
    return toks[k].lower in _SPLITS and k > 1 and toks[k - 1].lower in _SPLIT_KINDS


MIN_MENTION_SCORE = 0.8


# Sensors, instruments and imaging modalities: corpus statistics put some of them after "on"/"from"
# like datasets ("point clouds from LiDAR"), but data from a LiDAR is not a named dataset.
_SENSORS = frozenset(
    """lidar radar camera rgb-camera depth-camera event-camera imu gps eeg ecg emg fmri mri ct pet x-ray
    ultrasound kinect rgb-d sonar thermal-camera microphone accelerometer gyroscope""".split()
)


def _base_form(key: str) -> str:
    """ "lidars" -> "lidar": plural of a normalized key, for the sensor check."""
    return key[:-1] if key.endswith("s") and key[:-1] in _SENSORS else key


_ADJECTIVE_PREFIX = re.compile(r"^(?:non|multi|cross|semi|inter|intra|sub|pre|post|anti)-[A-Za-z]+$")


def _descriptive(name: str) -> bool:
    """A lower-case phrase or a prefixed adjective ("multi-modal", "non-English") that no gazetteer
    lists as data: it describes data, it does not name a dataset ("enwik8", "nuScenes" do)."""
    known = lookup(name)
    if known is not None and known.label == "Dataset":
        return False
    if _ADJECTIVE_PREFIX.match(name):
        return True
    return name == name.lower() and not any(c.isdigit() for c in name)


def find_benchmarks(doc: Document) -> list[Finding]:
    """EVALUATES_ON findings for one analysed abstract."""
    out: list[Finding] = []
    seen: set[str] = set()
    # "Knowledge Base Question Answering (KBQA)", "automated rule checking (ARC)": the abstract's own
    # lower-case definition says what the acronym means here, whatever a gazetteer knows
    task_acronyms = {
        normalize(d.short)
        for d in doc.definitions
        if d.head in TASK_HEADS
        or (d.lowercase_long and d.label != "Dataset" and not _dataset_word_after(doc.clean, d.short_end))
    }

    method_acronyms = {
        normalize(d.short) for d in doc.definitions if d.label == "Method" and not d.lowercase_long
    }

    # the opening sentences before the abstract first speaks of its own work ("we", "our", "this paper")
    opening = doc.first_own or 0

    def add(nm: Name, sent: Sentence, rule: str, need_dataset: bool, listed: bool = False) -> None:
        if nm.tok_end < len(sent.tokens) and sent.tokens[nm.tok_end].lower in ("baseline", "baselines"):
            return  # "over the StreamNet baseline": a method compared with, not data
        n_key = normalize(nm.text)
        if any(
            d.long_start <= nm.start < d.long_end and n_key not in (normalize(d.long), normalize(d.short))
            for d in doc.definitions
        ):
            return  # "Abstraction" inside "Abstraction and Reasoning Corpus (ARC)"
        if rule != "competition" and _introduced_here(doc, sent, nm):
            return  # (but "we present our submission to the X shared task" introduces the entry, not X)
        if _SOURCE_OF.search(doc.clean, max(sent.start, nm.start - 40), nm.start):
            return  # "a benchmark that extends the COCOTEROS dataset", "built from PRM800K": the source data
        if _background(doc, sent, nm) or is_language(nm.text):
            return
        if _PRETRAINED_ON.search(doc.clean, max(sent.start, nm.start - 45), nm.start) or (
            _PRETRAINING_AFTER.match(doc.clean, nm.end)
        ):
            return  # "a ResNet50 pre-trained on ImageNet1k", "ImageNet-21k pretraining": data learnt from
        if sent.index < opening and not _RESULT.search(doc.clean, sent.start, sent.end):
            return  # "MARBLER bridges the Robotarium testbed with ...": context before the paper speaks
        if _PARTICIPLE_NAME.match(nm.text):
            return  # "our LLM-written QA datasets": "LLM-written" describes the data, it names none
        if _TASK_NAME.fullmatch(nm.text):
            return  # "two tasks supported by this dataset: Event-relevance Classification and ...": a task
        if SIZE_NAME.match(nm.text):
            return  # "our 37k-sample dataset", "models (1.1B-14B parameters)": a size, not a name
        if _GROUP_ARGUMENT.match(doc.clean, nm.end):
            return  # "on the SO(3) manifold": a group or function, not data
        if _subject_areas(nm.text):
            return  # "GPQA (Chemistry & Biology)": subject areas of a benchmark, not a benchmark
        if (head := _HEAD_AFTER.search(nm.text)) is not None:
            # "on the ETH/UCY and Stanford Drone datasets", "the Waymo Open dataset": a lower-case head
            # noun matched with the gazetteer's capitalised one is no part of the name
            nm = replace(nm, text=nm.text[: head.start()], end=nm.start + head.start(), head="Dataset")
        with_model = _WITH_MODEL.search(nm.text)
        if with_model and find_models(nm.text[with_model.end() :]):
            # "on AlpacaEval and Arena-Hard with Llama-3-8B-Instruct": the model the results are for
            nm = replace(nm, text=nm.text[: with_model.start()], end=nm.start + with_model.start())
        glued = _MODEL_OF.match(nm.text)
        if glued and find_models(glued.group(1)):
            # "on LLaMA2-7B, Mistral-7B and Gemma-7B of GSM8K": the model's results on the dataset
            cut = glued.start(2)
            nm = replace(nm, text=nm.text[cut:], start=nm.start + cut)
        if _MODEL_SHAPE.match(nm.text) and not _listed_dataset(nm.text):
            return  # "an average of 7.3 points on GPT-JT": a model the prompts run on, not data
        headed = nm.head == "Dataset" or (
            nm.tok_end < len(sent.tokens) and HEAD_LABELS.get(sent.tokens[nm.tok_end].lower) == "Dataset"
        )
        if (
            (m := find_models(nm.text))
            and m[0].start == 0
            # (the whole name: "Skywork-Reward-Preference-80K" is data named after a model)
            and (
                nm.text[m[0].end : m[0].end + 1] in ("", "/")
                or _ONE_DIGIT_VERSION.fullmatch(nm.text, m[0].end)
            )
            and lookup(nm.text) is None
            and not headed  # ("on the GLaM dataset": the head noun says it is data)
        ):
            return  # "across ResNet18/50, DeiT-Tiny": checkpoints the method runs on, not data
        if (cut := _SENTENCE_ADVERB.search(nm.text) or _GLUED_SENTENCE.search(nm.text)) is not None:
            # "on CUNIT Interestingly, we find": a sentence boundary the source lost
            nm = replace(nm, text=nm.text[: cut.start()], end=nm.start + cut.start())
        for name in _split_versions(nm.text):
            key = normalize(name)
            if key in task_acronyms and rule != "acronym-head":
                continue  # (but "the semantic text similarity (STS) benchmark" names the task's data)
            if _descriptive(name):
                continue  # "multi-modal tactile dataset", "natural language understanding benchmarks"
            if key in seen or key in doc.proposed or (nm.alias and normalize(nm.alias) in doc.proposed):
                continue
            if _base_form(key) in _SENSORS:
                continue  # "cameras and LiDARs": an instrument or modality, not a dataset
            label = label_of(doc, name, "?", nm.head)
            if (label == "Method" or rule == "acronym-head") and headed and name == nm.text:
                label = "Dataset"  # "On the GLaM dataset": the head noun names data, whatever else GLaM is
            # "benchmarks including STAR, AGQA and NExT-QA": the list's own head noun types its
            # members, even a name a gazetteer knows as a method elsewhere (STaR)
            # ("datasets like Alpaca and WizardLM": a list of data named after the models they tuned)
            g = lookup(name) if listed and label in ("Method", "Model") else None
            homonym = g is not None and g.label == label
            if label != "Dataset" and not (homonym and key not in doc.proposed):
                if need_dataset or label != "?":
                    continue
            seen.add(key)
            out.append(
                Finding(
                    "EVALUATES_ON",
                    name,
                    "Dataset",
                    sent.index,
                    rule,
                    CONFIDENCE.get(rule, 0.6),
                    (nm.alias,) if nm.alias else (),
                )
            )

    for sent in doc.sentences:
        toks = sent.tokens
        known = doc.known_at(sent)
        ctx = _context(sent)
        # "X, Y and Z benchmarks" / "the X dataset": names right before a dataset head noun
        for k, t in enumerate(toks if not sent.words.isdisjoint(_DATA_HEADS_OR_SETS) else ()):
            if k == 0 or not (HEAD_LABELS.get(t.lower) == "Dataset" or _eval_split(toks, k)):
                continue
            # ("a collection of multiple images (...)": a collection names its data before the noun only)
            after = _list_after_head(toks, k) if t.lower != "collection" else None
            if after is not None:
                # "two simulation environments, Non-Cooperative Navigation and Heterogeneous Highway",
                # "three benchmarks of SRL (CPB1.0, CoNLL-2009 and CoNLL-2012)", "datasets FSD-50K and GTZAN"
                members = parse_list(doc.clean, toks, after, known)
                if toks[after - 1].text == ":" and t.lower.endswith("s"):
                    # "four datasets: Inspec, SemEval2010, SemEval2017, and Krapivin": after a colon every
                    # capitalised item is a member, plain words a parser would not call names included
                    members = _colon_members(doc, toks, after, members)
                for nm in members:
                    if _specific(doc, nm):
                        add(nm, sent, "head-list", need_dataset=False, listed=len(members) >= 2)
            if k > 1 and toks[k - 1].text[:1].islower() and toks[k - 1].lower not in HEAD_LABELS:
                # "the WebArena agent benchmark": one modifier word between name and head
                nm = parse_name(doc.clean, toks, k - 2, known)
                if nm is not None and nm.tok_end == k - 1 and _specific(doc, nm):
                    add(nm, sent, "head", need_dataset=False)
                elif (nm2 := _coined_before_modifiers(doc, toks, k, known)) is not None:
                    add(nm2, sent, "head", need_dataset=False)
            start = _list_start(toks, k)
            for nm in parse_list(doc.clean, toks, start, known):
                if (
                    nm.tok_end <= k
                    and (_specific(doc, nm) or _DATA_SOURCES.match(nm.text))
                    and not _class_of_sets(toks, nm, k)
                ):
                    add(nm, sent, "head", need_dataset=False)
            if k > 3 and toks[k - 1].text == ")" and toks[k - 3].text == "(" and t.lower == "benchmark":
                # "on the semantic text similarity (STS) benchmark": the acronym of a lower-case long
                # form names the benchmark (the long form is its task)
                acr = toks[k - 2]
                if any(d.short_start == acr.start and d.lowercase_long for d in doc.definitions):
                    nm = Name(acr.text, acr.start, acr.end, k - 2, k - 1, "Dataset", None, False)
                    add(nm, sent, "acronym-head", need_dataset=False)
            if k > 3 and _MODIFIER.match(toks[k - 1].text) and toks[k - 1].lower not in HEAD_LABELS:
                # "on DMLab, Minecraft and Habitat prediction benchmarks": a list, one modifier, the head
                start = _list_start(toks, k - 1)
                inside = {i: e for i, e in known.items() if e <= k - 1}
                # (parsed up to the modifier: it is no part of the last name)
                members = parse_list(doc.clean, toks[: k - 1], start, inside) if start < k - 1 else []
                if len(members) >= 2:
                    for nm in members:
                        if _specific(doc, nm) and not _class_of_sets(toks, nm, k):
                            add(nm, sent, "head", need_dataset=False, listed=True)
        # gazetteer datasets anywhere after a preposition cue, or acronym-shaped names in eval context
        for i, j, rule in match_triggers(sent, TRIGGERS):
            if rule == "such-as" and not _dataset_head_before(toks, i):
                continue
            if rule == "on" and _released_on(toks, i):
                continue  # "we release our summaries on PhysioNet": where the data is shared, not run
            names = names_after(doc, sent, j)
            if not names and j + 2 < len(toks) and _COUNT.match(toks[j].text):
                # "on 2,000 MMLU-Pro items", "across 500 GSM8K problems": a sample of a named benchmark
                counted = names_after(doc, sent, j + 1)[:1]  # ("2,000" is one token)
                if counted and counted[0].tok_start == j + 1 and counted[0].tok_end < len(toks):
                    g = lookup(counted[0].text)
                    item = toks[counted[0].tok_end].lower in _ITEM_NOUNS
                    if item and g is not None and g.label == "Dataset":
                        add(counted[0], sent, "known", need_dataset=True)  # (it modifies "items" by design)
                continue
            typed = (
                bool(names)
                and names[-1].tok_end < len(toks)
                and toks[names[-1].tok_end].lower in _NOT_DATA_HEADS
            )
            if typed:
                names = [
                    nm for nm in names if lookup(nm.text) is not None and lookup(nm.text).label == "Dataset"
                ]
            if i == 0 and len(names) >= 2 and not any(
                t.lower in ("and", "or") for t in toks[names[0].tok_end : names[-1].tok_start]
            ):
                names = names[:1]  # "On TabMWP, GPT-4-powered Chameleon improves ...": the comma ends it
            if ctx and rule in ("on", "across") and len(names) >= 2 and _evaluate_verb(toks, i):
                # "we evaluate X on Countdown and Sudoku": a list of names after an evaluation verb
                # "evaluate on STAR, AGQA and NExT-QA": a list with known datasets and a single name a
                # gazetteer knows as a method elsewhere (STaR) is a list of datasets
                labels = [g.label if (g := lookup(nm.text)) is not None else "?" for nm in names]
                mostly_data = (
                    len(names) >= 3 and labels.count("Dataset") >= 1 and labels.count("Method") <= 1
                    and all(lb in ("Dataset", "Method", "?") for lb in labels)
                )
                for nm in names:
                    if _specific(doc, nm) and not _modifies_next(toks, nm):
                        add(nm, sent, "on-list", need_dataset=False, listed=mostly_data)
            listed = rule == "such-as" and len(names) >= 2 and _dataset_noun_before(toks, i)
            for nm in names:
                if not _specific(doc, nm) or _modifies_next(toks, nm):
                    continue
                k = lookup(nm.text)
                if listed and k is not None and k.label == "Method":
                    add(nm, sent, rule, need_dataset=False, listed=True)
                    continue
                if k is not None and k.label == "Dataset":
                    add(nm, sent, "known", need_dataset=True)
                elif _versioned_known(nm.text):
                    add(nm, sent, "known", need_dataset=False)  # "Arena-Hard v2", "MTEB 2025"
                elif nm.head == "Dataset" or label_of(doc, nm.text, "?", nm.head) == "Dataset":
                    if nm.tok_end < len(toks) and _class_of_sets(toks, nm, nm.tok_end):
                        continue  # "on our LLM-generated NLI datasets": a kind of data, not a name
                    add(nm, sent, "head", need_dataset=False)
                elif (
                    rule == "on"
                    and i > 0
                    and nm is names[0]
                    and _SCORE_BEFORE.match(toks[i - 1].text)
                    and nm.text[:1].isupper()
                    and (k is None or k.label == "Dataset")
                    and not find_models(nm.text)
                    and not _modifies_next(toks, nm)
                ):
                    add(nm, sent, "scored-on", need_dataset=False)  # "42.2% on Countdown and 16.1% on Sudoku"
                elif (
                    ctx
                    and rule in ("on", "across", "such-as")
                    and any(is_acronym_like(w) for w in nm.text.split())
                    and not _modifies_next(toks, nm)
                    and not (nm.tok_end < len(toks) and toks[nm.tok_end].lower in _NOT_DATA_HEADS)
                ):
                    add(nm, sent, rule, need_dataset=False)
    # "We revisit ZebraQuiz, a widely used reasoning benchmark": a name in apposition with a dataset noun
    for sent in doc.sentences:
        for nm in _appositions(doc, sent):
            add(nm, sent, "head", need_dataset=False)
        # "five benchmarks spanning math (AIME'25), abstract reasoning (ARC-AGI-1), ...": the bracketed names
        for nm in _bracketed_members(doc, sent) if "(" in sent.words else ():
            add(nm, sent, "head-list", need_dataset=False, listed=True)
    # "solves 70.8% of ProverBench", "(ChemBench-Preference)": a benchmark-shaped coined name in a
    # sentence about results is data the paper ran on, wherever the cue words are
    # (every _BENCH_SHAPE name holds one of its literal parts: an abstract without any skips the searches)
    for sent in doc.sentences if any(map(doc.clean.__contains__, _BENCH_SHAPE_PARTS)) else ():
        span = (doc.clean, sent.start, sent.end)
        if not (_RESULT.search(*span) or _PERCENT.search(*span)):
            continue
        toks = sent.tokens
        for i, t in enumerate(toks):
            if not _BENCH_SHAPE.match(t.text) or (i > 0 and toks[i - 1].text in ("-", "/")):
                continue
            nm = parse_name(doc.clean, toks, i, doc.known_at(sent))  # keeps "LiveCodeBench v5/v6"
            if nm is None or nm.tok_start != i or not nm.text.startswith(t.text):
                nm = Name(t.text, t.start, t.end, i, i + 1, None, None, False)
            if not _modifies_next(toks, nm) and _specific(doc, nm):
                add(nm, sent, "shape", need_dataset=False)
    # "on the SemEval 2022 Task 8 test set", "WMT 2019 news": an evaluation campaign and its edition
    # (every _SHARED_TASK match starts with an event name: an abstract without any skips the searches)
    for sent in doc.sentences if any(map(doc.clean.__contains__, _EVENTS)) else ():
        for nm in _shared_tasks(doc, sent):
            add(nm, sent, "known", need_dataset=False)
    # "our submission to the MM-ArgFallacy2025 shared task", "the SIGIR 2025 LiveRAG challenge": the
    # named competition the paper's system took part in is what it was evaluated on
    for sent in doc.sentences if _COMPETITION.search(doc.clean) else ():
        for nm in _entered_competitions(doc, sent):
            add(nm, sent, "competition", need_dataset=False)
    # "92.6% on Brick World scenarios": a Title-case name before a noun for a suite's parts, in a result
    for sent in doc.sentences:
        for nm in _suite_names(doc, sent):
            add(nm, sent, "on", need_dataset=False)
    # well-known datasets named anywhere ("five reasoning tasks: MMLU, GSM8K, ARC-C ...")
    for m in doc.mentions:
        if m.known.label != "Dataset" or m.known.score < MIN_MENTION_SCORE:
            continue
        if normalize(m.text) in task_acronyms or normalize(m.text) in method_acronyms:
            # "Knowledge Base Question Answering (KBQA)" is a task here, "Grouped-Query Attention
            # (GQA)" a method, whatever dataset shares the acronym
            continue
        sent = doc.sentences[m.sentence]
        nm = parse_name(doc.clean, sent.tokens, m.tok_start, doc.known_at(sent))  # keeps "AIME 24/25"
        if nm is None or nm.tok_start != m.tok_start:
            nm = Name(m.text, m.start, m.end, m.tok_start, m.tok_end, None, None, True)
        if _modifies_next(sent.tokens, nm) or not _specific(doc, nm):
            continue
        if m.tok_start > 0 and sent.tokens[m.tok_start - 1].lower == "on" and _released_on(
            sent.tokens, m.tok_start - 1
        ):
            continue  # "we release our summaries on PhysioNet": where the data is shared, not run
        add(nm, sent, "known-mention", need_dataset=True)
    # "Across AIME 2025, HMMT 2025, LiveCodeBench V6, GPQA-Diamond, ARC-AGI-V2, and ...": an unknown
    # name-shaped member of a list whose other members are found benchmarks is one too
    for sent in {doc.sentences[f.sentence].index: doc.sentences[f.sentence] for f in out}.values():
        for nm in _listed_with_found(doc, sent, seen):
            add(nm, sent, "data-list", need_dataset=False, listed=True)
    return [_split_head(f) for f in _drop_inner_names(out)]


def _listed_with_found(doc: Document, sent: Sentence, found: set[str]) -> list[Name]:
    """Unknown acronym-shaped members of a coordinated list that holds at least two found datasets and
    no more unknown members than found ones."""
    toks = sent.tokens
    known = doc.known_at(sent)
    out: list[Name] = []
    done = -1
    for i in range(len(toks)):
        if i < done or toks[i].lower not in _LIST_OPENERS:
            continue
        members = parse_list(doc.clean, toks, i + 1, known)
        if len(members) < 3:
            continue
        done = members[-1].tok_end
        hits = [normalize(nm.text) in found for nm in members]
        if sum(hits) < 2 or len(members) - sum(hits) > sum(hits):
            continue
        for nm, hit in zip(members, hits, strict=True):
            if not hit and is_acronym_like(nm.text.split()[0]) and lookup(nm.text) is None:
                out.append(nm)
    return out


_LIST_OPENERS = frozenset({"on", "across", "including", "as", ":", "(", "of", "over"})


_WORD_AFTER = re.compile(r"\)?\s*([A-Za-z]+)")


def _dataset_word_after(text: str, pos: int) -> bool:
    """ "(GLUE) benchmark": a dataset head noun right after the acronym's parenthesis."""
    m = _WORD_AFTER.match(text, pos)
    return m is not None and HEAD_LABELS.get(m.group(1).lower()) == "Dataset"


# "across all XAI techniques", "across MCAR, MAR and MNAR scenarios": the name types something else
_NOT_DATA_HEADS = frozenset(
    """techniques technique methods method models model metrics metric scenarios scenario settings setting
    mechanisms mechanism regimes regime conditions condition architectures architecture variants variant
    versions backbones backbone baselines baseline families family""".split()
)


_QUANTIFIERS = frozenset(
    """multiple several various many numerous diverse different two three four five six seven eight nine
    ten our studied used standard popular common existing""".split()
)


def _class_of_sets(toks, nm, k: int) -> bool:
    """ "multiple text-VQA datasets": a counted plural head after a single name is a kind of data
    (the task the datasets share), not a named dataset; "the X and Y datasets" still counts."""
    before = toks[nm.tok_start - 1].lower if nm.tok_start > 0 else ""
    if not (toks[k].lower.endswith("s") and nm.tok_end == k):
        return False
    # "two public EHR datasets, MIMIC-III and eICU": the names follow, the word before the head is their kind
    named_after = k + 2 < len(toks) and toks[k + 1].text in (",", ":", "(") and _coined(toks[k + 2].text)
    return before in _QUANTIFIERS or (named_after and nm.tok_end - nm.tok_start == 1)


def _coined(word: str) -> bool:
    """ "TideWorld", "EARL", "GSM8K": an acronym or a word with a capital inside (not "The")."""
    return is_acronym_like(word) or (word[:1].isupper() and any(c.isupper() for c in word[1:]))


def _list_after_head(toks, k: int) -> int | None:
    """Where a list of names starts after the dataset head noun at ``k``, or None."""
    start = _list_after_head_at(toks, k)
    # "benchmark datasets, e.g., SPair-71k, PF-Pascal, and TSS", "benchmarks, i.e., X, Y and Z"
    return None if start is None else past_example_marker(toks, start)


def _list_after_head_at(toks, k: int) -> int | None:
    n = len(toks)
    if k + 2 < n and toks[k + 1].text in (",", ":", "("):
        if toks[k + 1].text == "," and _listed_before(toks, k) and toks[k + 2].lower not in _EXAMPLE_WORDS:
            return None  # "Across Yelp and Amazon datasets, PerFine improves": the list came first
        return k + 2
    if k + 2 < n and toks[k].lower.endswith(("s", "corpora")) and toks[k + 1].lower in ("including", "like"):
        return k + 2  # "video datasets including YouTube-VIS"
    if k + 3 < n and toks[k + 1].lower == "such" and toks[k + 2].lower == "as":
        return k + 3  # "benchmarks such as GSM8K and MATH"
    if k + 1 < n and toks[k].lower.endswith("s") and is_acronym_like(toks[k + 1].text):
        return k + 1  # "for datasets FSD-50K and GTZAN"
    if (
        0 < k
        and k + 1 < n
        and toks[k - 1].lower not in ("our", "new", "novel", "this")
        and _coined(toks[k + 1].text)
    ):
        return k + 1  # "on a simulated benchmark TideWorld": a coined name right after the head
    # "benchmarks of SRL (A, B, C)": a short "of/for X" complement, then the bracketed list
    if k + 3 < n and toks[k + 1].lower in ("of", "for", "in"):
        for j in range(k + 2, min(n - 1, k + 6)):
            if toks[j].text == "(":
                return j + 1
            if toks[j].text in (",", ".", ";") or toks[j].lower in ("and", "or", "which", "that"):
                break
    return None


_EXAMPLE_WORDS = frozenset(("including", "such", "e.g", "i.e", "namely", "like", "e.g.", "i.e."))


def _colon_members(doc: Document, toks, j: int, parsed: list[Name]) -> list[Name]:
    """The items of "datasets: A, B, C, and D" as capitalised runs of one to three tokens, when they
    cover more of the list than the name parser did; else ``parsed``."""
    out: list[Name] = []
    n = len(toks)
    while j < n:
        e = j
        while e < n and e - j < 3 and (toks[e].text[:1].isupper() or toks[e].text[:1].isdigit()):
            e += 1
        if e == j:
            break
        start, end = toks[j].start, toks[e - 1].end
        out.append(Name(doc.clean[start:end], start, end, j, e))
        if e >= n or toks[e].text in (".", ";", ")"):
            break
        if toks[e].text != "," and toks[e].lower != "and":
            return parsed  # "datasets: Inspec and others show ...": not a plain list of names
        j = e
        while j < n and (toks[j].text == "," or toks[j].lower == "and"):
            j += 1
    return out if len(out) > len(parsed) and len(out) >= 2 else parsed


def _listed_before(toks, k: int) -> bool:
    """A coordinated list of name-like tokens right before the head at ``k`` ("Yelp and Amazon datasets")."""
    j = _list_start(toks, k)
    return j < k - 1 and any(t.lower in ("and", "or", ",") for t in toks[j:k])


def _evaluate_verb(toks, i: int) -> bool:
    """An evaluation verb shortly before the preposition at ``i``."""
    return any(
        t.lower.startswith(("evaluat", "test", "benchmark", "experiment")) for t in toks[max(0, i - 6) : i]
    )


_SCORED_ON = frozenset("accuracy perplexity score scores".split())
# nouns for a run on the data: "a long-horizon Moving-MNIST experiment", "in the LongBench evaluation"
_RUN_ON = frozenset("experiment experiments evaluation evaluations simulation simulations validation".split())


def _modifies_next(toks, nm: Name) -> bool:
    """ "across LiDAR semantic segmentation benchmarks": the name modifies a following noun."""
    j = nm.tok_end
    if j >= len(toks):
        return False
    t = toks[j]
    if j + 1 < len(toks) and HEAD_LABELS.get(toks[j + 1].lower) == "Dataset":
        return False  # "the WebArena agent benchmark"
    if _head_soon(toks, j):
        return False  # "the CheXpert chest X-ray dataset": a few modifier words, then the dataset noun
    if t.lower in _UNITS or (j + 1 < len(toks) and t.text.islower() and toks[j + 1].lower in _UNITS):
        return False  # "across 12 Atari games", "10 HackTheBox cybersecurity exercises": parts of the suite
    task_word = t.lower in TASK_HEADS or t.lower in _SCORED_ON or t.lower in _RUN_ON
    if task_word and (g := lookup(nm.text)) is not None and g.label == "Dataset":
        # "ImageNet classification accuracy", "unguided ImageNet generation", "WikiText perplexity", "a
        # Moving-MNIST experiment": the data is named
        return False
    if t.lower.endswith("ed") and j + 1 < len(toks) and toks[j + 1].lower in _FUNCTION:
        return False  # "28% on MMLU compared to GPT-4": a participle and its preposition, no noun
    if t.lower.endswith("ly") or t.lower in _ITEM_NOUNS or t.lower == "programs":
        # "16.52% on AndroidWorld relatively", "99% on HumanEval programs": an adverb or the suite's items
        return False
    return (
        t.text[:1].islower()
        and t.text.isalpha()
        and t.lower not in HEAD_LABELS
        and t.lower not in _FUNCTION
        and t.lower not in COMMON_VERBS
    )


_PLAIN_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")


def _head_soon(toks, j: int) -> bool:
    """A dataset head noun within the next few words, with only modifier words before it."""
    for t in toks[j : j + 5]:
        if HEAD_LABELS.get(t.lower) == "Dataset":
            return True
        plain = bool(_PLAIN_WORD.fullmatch(t.text))
        if not (t.text == "-" or (plain and t.lower not in _FUNCTION and t.lower not in COMMON_VERBS)):
            return False
    return False


# Plural nouns for the parts a suite is made of: "<suite> games/tasks/exercises" still names the suite
_UNITS = frozenset(
    """games tasks environments exercises puzzles problems levels domains instances splits subsets questions
    episodes maps scenes challenges suites""".split()
)
_FUNCTION = frozenset(
    """and or of to in on for with by from as at than that which is are was were has have had be can
    while where when respectively across under over via using show shows demonstrate demonstrates against
    without within between among through versus vs relative alone""".split()
)


def _dataset_head_before(toks, i: int) -> bool:
    """ "benchmarks such as X", "datasets (e.g., X": the list is introduced by a dataset noun."""
    k = i - 1
    while k >= 0 and toks[k].text in ("(", ",", ":"):
        k -= 1
    return k >= 0 and HEAD_LABELS.get(toks[k].lower) in ("Dataset", "Task")


def _dataset_noun_before(toks, i: int) -> bool:
    """ "benchmarks including X, Y": a dataset noun (not a task noun) introduces the list."""
    k = i - 1
    while k >= 0 and toks[k].text in ("(", ",", ":"):
        k -= 1
    return k >= 0 and HEAD_LABELS.get(toks[k].lower) == "Dataset"


def _list_start(toks, k: int) -> int:
    """Walk back from a head noun over a list of name-like tokens: "on MATH, GSM8K and AIME benchmarks"."""
    j = k
    while j > 0:
        w = toks[j - 1]
        if w.text in (",", "/", "-", "&") or w.lower in ("and", "or"):
            j -= 1
            continue
        if any(c.isupper() or c.isdigit() for c in w.text) or w.lower in ("of", "the"):
            if w.lower == "the" or _COUNTED_KIND.match(w.text):
                break  # ("the 547-task Spider2-snow benchmark": a count of items is no name)
            j -= 1
            continue
        break
    while j < k and (toks[j].text in (",", "/", "-", "&") or toks[j].lower in ("and", "or", "of")):
        j += 1
    return j


_MODIFIER = re.compile(r"^[a-z][a-z\-]*$")
_COUNTED_KIND = re.compile(r"^\d[\d,.]*[kKmM]?-[a-z]+$")


def _coined_before_modifiers(doc: Document, toks, k: int, known) -> Name | None:
    """ "on the NTU-XVIEW skeleton joint dataset": a coined name, two or three lower-case modifier
    words, then the dataset head; the determiner or preposition before the name anchors the phrase."""
    for m in (2, 3):
        i = k - m - 1
        if i < 1 or not all(_MODIFIER.match(t.text) and t.lower not in _FUNCTION for t in toks[k - m : k]):
            continue
        if toks[i - 1].lower not in ("the", "on", "of", "from", "using"):
            continue
        nm = parse_name(doc.clean, toks, i, known)
        if nm is not None and nm.tok_start == i and nm.tok_end == k - m and _coined(nm.text.split()[0]):
            if _specific(doc, nm):
                return nm
    return None


_INTRO = re.compile(
    r"\b(?:we|this (?:paper|work|study))\s+(?:also\s+|further\s+|first\s+|additionally\s+)?"
    r"(?:introduce|present|propose|construct|build|release|create|curate|collect|contribute|develop)[sd]?\b"
    r"(?P<rest>.*)$",
    re.I | re.S,
)
# "our built C-MABSA dataset", "our newly released X": what "our" puts before data the paper made
_OUR_MADE_BEFORE = re.compile(
    r"\bour\s+(?:own\s+)?(?:newly\s+)?(?:"
    + "|".join(sorted(OUR_MADE | {"released", "proposed", "new", "annotated"}))
    + r")\s+$",
    re.I,
)
# words that end the introduced noun phrase: what follows is data the new thing is run on or built from
_NEW_APPOSITION = re.compile(
    r"\s*(?:[–—,(:]|--?)\s*(?:(?:a|an|our)\s+(?:novel|new)\b"
    # "ReasonOrderQA, a benchmark we introduce": claimed by a first-person verb after its kind noun
    r"|(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:benchmark|dataset|corpus|suite|testbed)\s+(?:that\s+|which\s+)?we\s+"
    r"(?:(?:also|first|newly)\s+)?(?:introduce|propose|present|construct|curate|build|release|create))"
)
_INTRO_BREAK = re.compile(
    r"\b(?:on|across|using|evaluat\w*|experiments?|tests?|tested|from|over|with|based|built|derived|"
    r"extend\w*|than|against|and\s+(?:evaluate|test|show|demonstrate|apply|run)\w*)\b",
    re.I,
)


def _introduced_here(doc: Document, sent: Sentence, nm: Name) -> bool:
    """ "We introduce the Action Dynamics Benchmark (ActionBench)": the paper's own benchmark, named in
    the noun phrase right after an introduction verb, is a proposal, not data it is evaluated on."""
    if _NEW_APPOSITION.match(doc.clean, nm.end):
        return True  # "33% in TextCraft – a novel compositional dataset that we introduce"
    if _OUR_MADE_BEFORE.search(doc.clean, max(sent.start, nm.start - 40), nm.start):
        return True  # "experiments on our built C-MABSA dataset": ours, wherever it stands
    m = _INTRO.search(doc.clean, sent.start, nm.start)
    if m is None:
        return False
    return _INTRO_BREAK.search(m.group("rest")) is None


_BACKGROUND = re.compile(
    r"^\W*(?:unlike\b|.*\b(?:previous|prior|existing|established|conventional)\s+(?:\S+\s+){0,3}?"
    r"(?:datasets?|benchmarks?|platforms?|corpora|environments?)\b)",
    re.I | re.S,
)
_RESULT = re.compile(
    r"\b(?:(?:we|is|are|was|were|be)\s+(?:\w+\s+)?evaluat\w*|evaluat\w*\s+(?:on|across|in)|experiments?|"
    r"results?|outperform\w*|achiev\w*|improv\w*|surpass\w*|state-of-the-art|sota|we\s+test|accuracy)\b",
    re.I,
)


def _background(doc: Document, sent: Sentence, nm: Name) -> bool:
    """ "Unlike the previous COPA dataset, ...", "established platforms (e.g., SMAC and MPE) lack ...":
    prior data described as background, in a sentence that reports no experiment."""
    text = doc.clean[sent.start : sent.end]
    head = doc.clean[sent.start : nm.start]
    return bool(_BACKGROUND.match(head)) and _RESULT.search(text) is None


_ONE_DIGIT_VERSION = re.compile(r" [1-9]")  # "Mistral-Large 2": the model's version


def _drop_inner_names(found: list[Finding]) -> list[Finding]:
    """ "NIH ChestX-ray14" and "ChestX-ray14" from one mention: the longer, qualified name wins."""
    names = [f.name for f in found]

    def inner(name: str) -> bool:
        return any(
            o != name
            and (
                (o.endswith(" " + name) and o[: -len(name) - 1][:1].isupper())
                or (o.startswith(name + " ") and " and " in o and not _VERSION_TAIL.match(o[len(name) :]))
            )
            for o in names
        )

    return [f for f in found if not inner(f.name)]


def _specific(doc: Document, nm: Name) -> bool:
    """ "DeepMind Control", "Meta-World", "SemEval-2014": a multi-word dataset name the hand-written
    gazetteer lists is specific even when its first word names an organisation or a venue."""
    if is_specific(doc, nm):
        return True
    known = lookup(nm.text)
    return (
        known is not None
        and known.label == "Dataset"
        and known.score >= 1.0
        and (" " in nm.text.strip() or "-" in nm.text)
        and not nm.text.islower()
    )


# plain capitalised words ending in a task's head noun name a task, not data
_TASK_NAME = re.compile(
    r"(?:[A-Z][a-z]+(?:-[A-Za-z][a-z]+)* )+(?:" + "|".join(sorted(h.title() for h in TASK_ONLY_HEADS)) + ")"
)
_HEAD_WORD = re.compile(r"^(?P<short>\S.*\S) (?:Dataset|Benchmark|Corpus)$")
_TITLE_WORDS = re.compile(r"[A-Z][a-z]+(?:[ -][A-Z][a-z]+)+")  # "Semantic Shift", "Long Range Arena"


def _split_head(f: Finding) -> Finding:
    """ "the ZuCo Dataset": the name is ZuCo; the capitalised head stays as an alias (unless the gazetteer
    lists the full form as the name, as in "Waymo Open Dataset", or the rest is plain capitalised words,
    as in "Semantic Shift Benchmark", which annotators write in full)."""
    m = _HEAD_WORD.match(f.name)
    if m is not None and _TITLE_WORDS.fullmatch(m.group("short")) and lookup(m.group("short")) is None:
        return f  # "the Semantic Shift Benchmark": a name of plain capitalised words keeps its head noun
    if m is None or lookup(f.name) is not None:
        low = _LOWER_HEAD.match(f.name)
        known = lookup(f.name) if low else None
        if low and known is not None and normalize(known.name) == normalize(low.group("short")):
            # "on large UCI datasets": the gazetteer's alias with its head noun names UCI
            return replace(f, name=low.group("short"), aliases=(*f.aliases, f.name))
        return f
    return replace(f, name=m.group("short"), aliases=(*f.aliases, f.name))


_LOWER_HEAD = re.compile(r"^(?P<short>\S.*\S) (?:datasets?|benchmarks?|corpus|corpora)$")


# Model families: a name of this shape after "on" is the model a method runs on.
_MODEL_SHAPE = re.compile(
    r"^(?:GPT|LLaMA|Llama|Qwen|Mistral|Mixtral|Gemma|Phi|OPT|BLOOM|Pythia|Falcon|Vicuna|Claude|Gemini|"
    r"DeepSeek|T5|Flan-T5|BERT|RoBERTa|DeBERTa|ViT|CLIP|BLIP)(?:-[\w.]+|\s?\d[\w.]*)?$"
)
# "on LaSOT.Furthermore, we": the source lost the space after a full stop
_MODEL_OF = re.compile(r"^(\S+) of (\S.*)$")
_GLUED_SENTENCE = re.compile(r"(?<=[A-Za-z0-9])\.[A-Z][a-z]{2,}$")
_SENTENCE_ADVERB = re.compile(
    r"\s+(?:Interestingly|Moreover|Furthermore|However|Specifically|Notably|Additionally|Overall|Finally|"
    r"Importantly|Surprisingly|Besides|Consequently|Therefore|Thus|Hence)$"
)


# Evaluation campaigns whose editions (and numbered tasks) are benchmarks; the edition year is required.
# Case-sensitive literals: find_benchmarks tests them before the regex, which is built from the same
# tuple so the two cannot drift apart
_EVENTS = (
    "SemEval", "WMT", "CoNLL", "TREC", "IWSLT", "BioCreative", "BioASQ", "CLEF", "NTCIR", "WNUT",
    "SIGMORPHON", "MEDIQA", "CheckThat", "DSTC", "BEA", "FEVER", "GermEval", "EvaLatin", "IberLEF", "CASE",
)
_SHARED_TASK = re.compile(
    r"\b(?:" + "|".join(_EVENTS).replace("CheckThat", "CheckThat!?") + ")"
    r"[-\s]?(?:'\d{2}|(?:19|20)\d{2}|\d{1,2}(?=\s+(?:Task|Track)))"
    r"(?:\s+(?:Task|Track|Shared Task)\s*\d+[A-Za-z]?)?(?![\w-])"
)


_SUITE_PARTS = re.compile(
    r"\b(?:on|in|across)\s+(?:the\s+)?((?:[A-Z][a-z]+[ -]){1,2}[A-Z][a-z]+)\s+"
    r"(?:scenarios|environments?|games?|puzzles|domains?|suite|levels|maps)\b"
)


# the nouns _SUITE_PARTS ends with, as sentence words
_SUITE_WORDS = frozenset(
    "scenarios environment environments game games puzzles domain domains suite levels maps".split()
)


def _suite_names(doc: Document, sent: Sentence) -> list[Name]:
    """ "on Brick World scenarios", "in the Lunar Lander environment": a name in a sentence with a number."""
    out: list[Name] = []
    if sent.words.isdisjoint(_SUITE_WORDS):
        return out  # most sentences name no scenarios, environments or games: skip the searches
    span = (doc.clean, sent.start, sent.end)
    if not _PERCENT.search(*span) and not _RESULT.search(*span):
        return out
    for m in _SUITE_PARTS.finditer(doc.clean, sent.start, sent.end):
        known = lookup(m.group(1))
        if known is not None and known.label != "Dataset":
            continue
        toks = [i for i, t in enumerate(sent.tokens) if m.start(1) <= t.start and t.end <= m.end(1)]
        if not toks:
            continue
        nm = Name(m.group(1), m.start(1), m.end(1), toks[0], toks[-1] + 1, "Dataset", None, False)
        if _specific(doc, nm):
            out.append(nm)
    return out


# a score right before "on": "42.2% on Countdown", "0.87 on X" (not "Task 7 on ...")
_SCORE_BEFORE = re.compile(r"^(?:%|\d+\.\d+%?|\d+%)$")
_RELEASE_WORDS = frozenset("release released releasing publish published host hosted available".split())


def _released_on(toks, i: int) -> bool:
    """Whether the "on" at ``i`` says where something is released ("release our summaries on X"), with
    no other verb or clause between ("we release the code and evaluate on GSM8K" runs on it)."""
    for k in range(i - 1, max(-1, i - 6), -1):
        low = toks[k].lower
        if low in _RELEASE_WORDS:
            return True
        if low in ("and", ",", ";") or low in _EVAL_CONTEXT:
            return False
    return False
_PARTICIPLE_NAME = re.compile(r"^[\w.]+-(?:[a-z]+(?:ed|en)|based|like|style|free|only|aware)(?:\s|$)")
_GROUP_ARGUMENT = re.compile(r"\(\s*\d")
_NAMED_AFTER = re.compile(r"\s+[A-Z][\w-]*[A-Za-z]")
_PRETRAINED_ON = re.compile(
    r"\bpre-?trained\s+on\s+(?:both\s+|the\s+)?(?:[\w.-]+\s*(?:,|and|or)\s*){0,2}$", re.I
)
# ("for ImageNet-21k and Places365 pretraining": the list's last member carries the noun)
_PRETRAINING_AFTER = re.compile(r"(?:\s*(?:,|and|or)\s*[\w.-]+){0,2}\s+pre-?training\b", re.I)
_WITH_MODEL = re.compile(r"\s+(?:with|using|on|for)\s+")
_LANGUAGE_PAIR = re.compile(r"\s+[A-Z][a-z]{1,2}[-–→][A-Z][a-z]{1,2}(?![\w-])")
_EVENT_AFTER = re.compile(r"\s+(?:shared tasks?|competitions?|challenges?|workshops?|campaigns?)\b", re.I)


def _shared_tasks(doc: Document, sent: Sentence) -> list[Name]:
    """Names of shared-task editions in ``sent`` ("SemEval-2022 Task 8"), as parsed names."""
    out: list[Name] = []
    for m in _SHARED_TASK.finditer(doc.clean, sent.start, sent.end):
        if _EVENT_AFTER.match(doc.clean, m.end()):
            continue  # "the CLARITY dataset from the SemEval 2026 shared task": the event, not the data
        end = m.end()
        pair = _LANGUAGE_PAIR.match(doc.clean, end)
        if pair:
            end = pair.end()  # "IWSLT 2017 De-En": the edition's language pair is part of the name
        elif "Task" not in m.group(0) and "Track" not in m.group(0) and _NAMED_AFTER.match(doc.clean, end):
            continue  # "the SemEval-2026 MWAHAHA test set": the named set that follows is the data
        toks = [i for i, t in enumerate(sent.tokens) if m.start() <= t.start and t.end <= end]
        if toks:
            name = doc.clean[m.start() : end]
            out.append(Name(name, m.start(), end, toks[0], toks[-1] + 1, "Dataset", None, True))
    return out


# a lower-case dataset head noun closing a matched name ("the Waymo Open dataset")
_HEAD_AFTER = re.compile(r"\s+(?:datasets|benchmarks|corpora|dataset|benchmark|corpus)$")
# what a new dataset is made from: "extends the X dataset", "built on top of X", "derived from X"
_SOURCE_OF = re.compile(
    r"\b(?:extend(?:s|ed|ing)?|built\s+(?:on\s+top\s+of|from)|derived\s+from|constructed\s+from|"
    r"adapted\s+from|sourced\s+from|repurpos(?:e|es|ed|ing))\s+(?:the\s+|an?\s+)?(?:existing\s+)?$",
    re.IGNORECASE,
)
_COMPETITION = re.compile(r"\b(?:shared task|challenge|competition)\b", re.IGNORECASE)
# a coined one-token name: a capital and a digit, an inner capital or a hyphen ("AdMIRe2", "LiveRAG")
_COINED_TOKEN = re.compile(r"^[A-Z](?=[\w.-]*(?:\d|[a-z][A-Z]|-))[\w.-]*[\w]$")
_ENTERED = frozenset(
    "our we submission submissions system participation participated participate team entry".split()
)


def _entered_competitions(doc: Document, sent: Sentence) -> list[Name]:
    """The coined name right before "shared task"/"challenge"/"competition" in a sentence about the
    paper's own entry ("we present our submission to the AdMIRe2 shared task")."""
    if sent.words.isdisjoint(_ENTERED):
        return []
    toks = sent.tokens
    out = []
    for m in _COMPETITION.finditer(doc.clean, sent.start, sent.end):
        i = next((k for k, t in enumerate(toks) if t.start == m.start()), None)
        if i is None or i == 0 or not _COINED_TOKEN.match(toks[i - 1].text):
            continue
        t = toks[i - 1]
        if any(e in t.text for e in _EVENTS):
            continue  # "SemEval-2026 shared task": the campaign, its tasks are read elsewhere
        out.append(Name(t.text, t.start, t.end, i - 1, i, "Dataset", None, False))
    return out


def _listed_dataset(name: str) -> bool:
    known = lookup(name)
    return known is not None and known.label == "Dataset"


_PERCENT = re.compile(r"\d\s?%")
# "ProverBench", "ICD-Bench", "ChemBench-Mini", "PubMedQA", "RaTE-Eval": the shape of a benchmark name
# ("VQA", "KBQA" are task acronyms: a QA name needs a lower-case letter)
_BENCH_SHAPE = re.compile(
    r"^(?:[A-Z][A-Za-z0-9]*(?:Bench|BENCH|Eval|Arena)|[A-Z][A-Za-z0-9]*-(?:Bench|Eval|Arena)|"
    r"[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*QA)(?:-[A-Za-z0-9.]+)?$"
)
_COUNT = re.compile(r"^\d[\d,.]*[kK]?$")
# what a benchmark is counted in: "2,000 MMLU-Pro items", "500 GSM8K problems"
_ITEM_NOUNS = frozenset(
    """items questions problems samples examples instances prompts tasks queries images videos
    dialogues""".split()
)
_BENCH_SHAPE_PARTS = ("Bench", "BENCH", "Eval", "Arena", "QA")  # one is in every _BENCH_SHAPE match


_SUBJECTS = frozenset(
    """chemistry biology physics mathematics math medicine law history economics geography psychology
    philosophy sociology literature astronomy engineering finance business statistics humanities
    stem""".split()
)


def _subject_areas(text: str) -> bool:
    """ "Chemistry & Biology", "Physics": Title-case subject names only ("MATH" is a benchmark)."""
    words = [w for w in re.split(r"\s*(?:&|\band\b|,)\s*|\s+", text) if w]
    return bool(words) and all(w.istitle() and w.lower() in _SUBJECTS for w in words)

_VERSION_TAIL = re.compile(r"^\s+v?\d")


_VERSION_SUFFIX = re.compile(r"^(?P<base>.+?)[\s-](?:v\d+(?:\.\d+)?|\d+\.\d+|20\d\d)$")


def _versioned_known(name: str) -> bool:
    """A known dataset with a version after it: "Arena-Hard v2", "BIRD 2024"."""
    m = _VERSION_SUFFIX.match(name)
    return m is not None and _listed_dataset(m.group("base"))

# Platforms whose names also name well-known datasets when a dataset head noun follows
# ("the Reddit, Twitter and Weibo datasets"); elsewhere they are organisations, not data.
_DATA_SOURCES = re.compile(r"^(?:Reddit|Twitter|Wikipedia|YouTube|GitHub|Amazon|Weibo|StackOverflow|Quora)$")


_APPOSITION_NOT = frozenset({"new", "novel", "our", "first", "curated", "synthetic", "proposed"})


_SETS_PLURAL = frozenset(("benchmarks", "datasets", "suites", "testbeds", "environments"))
_SPAN_WORDS = frozenset("spanning covering including across from in : over on for".split())


def _bracketed_members(doc: Document, sent: Sentence) -> list[Name]:
    """ "benchmarks spanning math (AIME'25), abstract reasoning (ARC-AGI-1), and logic puzzles (Sudoku)":
    after a plural dataset noun, two or more lower-case domain phrases each followed by the bracketed
    name of the benchmark for it."""
    toks = sent.tokens
    n = len(toks)
    h = next((i for i, t in enumerate(toks) if t.lower in _SETS_PLURAL), None)
    if h is None or h + 1 >= n or toks[h + 1].lower not in _SPAN_WORDS:
        return []
    out: list[Name] = []
    i = h + 2
    while i < n:
        j = i
        while j < n and j - i < 4 and (toks[j].text[:1].islower() and toks[j].text[:1].isalpha()):
            j += 1  # the domain words
        if j == i or j >= n or toks[j].text != "(":
            break
        close = next((c for c in range(j + 1, min(n, j + 5)) if toks[c].text == ")"), None)
        if close is None or close == j + 1:
            break
        first = toks[j + 1].text
        if not (first[:1].isupper() or first[:1].isdigit()) or is_generic_acronym(first):
            break
        start, end = toks[j + 1].start, toks[close - 1].end
        out.append(Name(doc.clean[start:end], start, end, j + 1, close))
        i = close + 1
        while i < n and (toks[i].text == "," or toks[i].lower in ("and", "or")):
            i += 1
    return out if len(out) >= 2 else []


def _appositions(doc: Document, sent: Sentence) -> list[Name]:
    """ "X, a widely used reasoning benchmark," -> X: a determiner, at most four lower-case words and a
    dataset head noun right after "X,"; "X, a new benchmark" is the paper's own and is left out."""
    out: list[Name] = []
    if "," not in sent.words or sent.words.isdisjoint(_DATA_HEADS):
        return out  # the loop needs a comma and a dataset head noun (HEAD_LABELS "Dataset") after it
    toks = sent.tokens
    known = doc.known_at(sent)
    for c, t in enumerate(toks):
        if t.text != "," or c == 0 or c + 2 >= len(toks) or toks[c + 1].lower not in ("a", "an", "the"):
            continue
        j = c + 2
        words: list[str] = []
        while j < len(toks) and len(words) < 5 and HEAD_LABELS.get(toks[j].lower) != "Dataset":
            if not toks[j].text.islower() or not toks[j].text.replace("-", "").isalpha():
                break
            words.append(toks[j].lower)
            j += 1
        if j >= len(toks) or HEAD_LABELS.get(toks[j].lower) != "Dataset" or _APPOSITION_NOT & set(words):
            continue
        if j + 1 < len(toks) and toks[j + 1].lower == "of":
            continue  # "a comprehensive suite of APIs": the head noun counts something else
        for i in range(max(0, c - 4), c):
            nm = parse_name(doc.clean, toks, i, known)
            if nm is not None and nm.tok_start == i and nm.tok_end == c:
                if _specific(doc, nm):
                    out.append(nm)
                break
    return out
