"""extract(paper) and extract_many(papers): run the cue families and merge their findings.

Merging is where the families meet: a name the paper proposes is never also a baseline; a
thing both built on and compared against is only compared against; a model is a model, not
a benchmark. One relation per (type, target), evidence = the sentence in original offsets.

``extract_many`` adds corpus-level linking: a first pass collects the names every abstract
proposes or defines, and the second pass treats them as known names in every abstract,
so "compared with self-guidance" links even though the name is lower-case.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import replace

from kg.extract.acronyms import is_generic_acronym
from kg.extract.benchmarks import find_benchmarks
from kg.extract.comparisons import find_comparisons
from kg.extract.document import OWN_WORDS, Document, Finding, analyse
from kg.extract.foundations import find_foundations
from kg.extract.knowledge import find_metrics, find_models, known_labels, lookup
from kg.extract.method_ranker import rank_methods
from kg.extract.metrics import KEEP_MODIFIERS, drop_contained_metrics, named_thing, reported_anywhere
from kg.extract.model_lists import listed_models
from kg.extract.models import ModelMention, find_sized_checkpoints
from kg.extract.names import is_acronym_like
from kg.extract.proposals import find_proposals
from kg.extract.sentences import split_sentences
from kg.extract.tasks import find_tasks
from kg.model import Entity, Extraction, Paper, Relation, Span
from kg.normalize import entity_key, normalize

_ORDER = (
    "PROPOSES",
    "COMPARES_AGAINST",
    "BUILDS_ON",
    "EVALUATES_ON",
    "USES_MODEL",
    "USES_METRIC",
    "ADDRESSES",
)


def extract(paper: Paper, corpus_names: dict[str, str] | None = None) -> Extraction:
    """Entities and relations of one paper. Pure and deterministic."""
    doc = analyse(paper.abstract, paper.title, corpus_names)
    return _extract_doc(paper, doc)


# ("GPT-5.2 scores above the human reviewers", "Llama scores 61%": the verb, not the metric)
_SCORE_AFTER = re.compile(
    r"\s?-?\s?(?:[Ss]cores?|SCORE)\b(?!\s+(?:above|below|higher|lower|better|worse|well|poorly|only|up"
    r"|about|around|nearly|almost|just|\d))"
)
_WORD_BEFORE = re.compile(r"(\S+)\s+$")
_DESCRIBING_WORD = re.compile(r"^[A-Za-z]+-(?:[a-z]+ed|based|like|style|only|free|aware)$")


_DATA_LIST_BEFORE = re.compile(
    r"\b(?:datasets|corpora)\s*,?\s*(?:like|such as|including|e\.g\.,?)\s+"
    r"(?:[\w.-]+(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+))*$"
)


def _model_findings(doc: Document) -> tuple[list[Finding], set[str]]:
    out = []
    names: set[str] = set()
    seen: set[str] = set()
    known = find_models(doc.clean)
    mentions = known + _unknown_checkpoints(doc, known) + _tuned_models(doc, known) + _bert_kin(doc, known)
    listed = listed_models(doc, mentions)
    mentions += listed
    by_list = {m.start for m in listed}
    background = _background_models(doc, mentions)
    for m in mentions:
        if doc.clean.startswith(("-style", "-like", "-inspired"), m.end):
            # "DeepSeek-style MoEs": a kind of architecture, not the model used ("a GPT-4-based judge"
            # and "semantic features (CLIP-based)" use the model itself)
            continue
        if _DESCRIBING_WORD.match(m.name):
            continue  # "API-accessed LLM GPT-3.5-turbo": a describing word, not a model
        if _SCORE_AFTER.match(doc.clean, m.end):
            continue  # "CLIP score", "BERT-Score": a metric named after the model, not the model used
        if _DATA_LIST_BEFORE.search(doc.clean, max(0, m.start - 80), m.start):
            continue  # "datasets like Alpaca and WizardLM": data named after a model, not the model
        before = _WORD_BEFORE.search(doc.clean[max(0, m.start - 40) : m.start])
        if before and normalize(before.group(1)) in doc.proposed:
            continue  # "our SEENN-II ResNet-19 reaches ...": the paper's own network of that shape
        key = normalize(m.name)
        names.add(key)
        names.add(normalize(doc.clean[m.start : m.end]))
        if key in seen or key in doc.proposed or key in background:
            continue
        seen.add(key)
        out.append(
            Finding(
                "USES_MODEL",
                m.name,
                "Model",
                doc.sentence_of(m.start),
                # typed by the list it stands in ("LLaMA, Qwen, EuroLLM and Salamandra"), not by a table
                "model-list" if m.start in by_list else "model-gazetteer",
                0.75 if m.start in by_list else 0.85,
                family=m.family,
            )
        )
    return _drop_bare_families(out), names


def _drop_bare_families(found: list[Finding]) -> list[Finding]:
    """ "Qwen2.5-7B ... open-source Qwen models": a versionless family name said next to a versioned
    model of that family refers to those models, and is no model of its own."""
    versioned = [f.family.lower() for f in found if f.family and any(c.isdigit() for c in f.name)]
    if not versioned:
        return found
    return [
        f
        for f in found
        if any(c.isdigit() for c in f.name) or not any(v.startswith(f.name.lower()) for v in versioned)
    ]


# prior-work statements: "DeepSeek-R1 has shown that ...", "many studies adopt GPT-4 as the judge",
# "their accuracy relies on huge models (e.g., GPT-4)"
_PRIOR_MODEL_USE = re.compile(
    r"\b(?:ha(?:s|ve) (?:shown|demonstrated|revealed|achieved|showcased)"
    r"|(?:many|several|prior|previous|recent|existing|some|most)"
    r" (?:studies|works|research|methods|approaches))\b"
    # "Diffusion-based image generation models, such as Stable Diffusion or DALL·E 2, are able to ..."
    # "speech foundation models (SFMs) like Whisper ... have advanced the field": the acronym may sit between
    r"|\b(?:models|LLMs|VLMs|MLLMs|systems|generators)(?:\s*\([A-Za-z-]{2,12}\))?"
    r"\s*,?\s+(?:such as|like|including)\b",
    re.IGNORECASE,
)


def _background_models(doc: Document, mentions: list[ModelMention]) -> set[str]:
    """Models named only in the background opening of the abstract (every mention in a prior-work
    statement before the paper first speaks of itself) or only as a source of ideas ("innovations
    from ModernBERT") are context, not models the paper uses."""
    # an abstract that never says "we" or "this paper" has no background opening to tell apart
    first_own = doc.first_own if doc.first_own is not None else -1
    where: dict[str, list[int]] = defaultdict(list)
    prior_mention: dict[str, bool] = {}
    for m in mentions:
        key = normalize(m.name)
        i = doc.sentence_of(m.start)
        where[key].append(i)
        sent = doc.sentences[i]
        prior = i < first_own and (
            _PRIOR_MODEL_USE.search(doc.clean, sent.start, sent.end) is not None
            # "huge models (e.g., GPT-4)": the example marker right before the model, not anywhere in
            # the sentence ("summaries (e.g. day-long ones), and fine-tuned GPT-4o-mini")
            or _EXAMPLE_BEFORE.search(doc.clean, max(sent.start, m.start - 80), m.start) is not None
        )
        prior_mention[key] = prior_mention.get(key, True) and prior
    idea_only: dict[str, bool] = {}
    for m in mentions:
        key = normalize(m.name)
        idea = (
            _IDEA_SOURCE.search(doc.clean, max(0, m.start - 60), m.start) is not None
            # ("into a Qwen3-0.6B architecture": a sized checkpoint is a model whatever noun follows)
            or (_ARCHITECTURE_AFTER.match(doc.clean, m.end) is not None and not _SIZED.search(m.name))
        )
        idea_only[key] = idea_only.get(key, True) and idea
    out = {key for key, only in idea_only.items() if only}
    for key, sents in where.items():
        if all(_FUTURE_WORK.match(doc.clean, doc.sentences[i].start) for i in sents):
            out.add(key)  # "Future work will explore Qwen3 models": a plan, not a model the paper used
        if prior_mention[key]:
            out.add(key)
    return out


# "(e.g., GPT-4 and Claude)": an example marker with at most a few names and no closing bracket before
# the model
_EXAMPLE_BEFORE = re.compile(r"(?:\be\.g\.|\\eg\b)[^()]*$")


_SIZED = re.compile(r"\d(?:\.\d+)?[BM]\b")
# "encoders based on RoBERTa, DeBERTaV3, and ModernBERT architectures": a design reused, not a checkpoint
_ARCHITECTURE_AFTER = re.compile(
    r"(?:\s*,\s*(?:and\s+|or\s+)?[A-Z][\w.+-]*)*\s*,?\s*(?:(?:and|or)\s+[A-Z][\w.+-]*\s+)?architectures?\b"
)
# "Future work will explore ...", "In future, we plan to try ...": a sentence about work not done yet
_FUTURE_WORK = re.compile(
    r"\W*(?:(?:in\s+)?(?:the\s+)?future\s+(?:work|research|studies|directions?|versions?)?|"
    r"(?:we\s+)?(?:plan|intend)\s+to\b|(?:\w+\s+){0,3}(?:we|they)\s+(?:plan|intend|hope)\s+to\b)",
    re.IGNORECASE,
)
# "architectural innovations from ModernBERT", "inspired by Llama": a source of ideas, not a checkpoint
_IDEA_SOURCE = re.compile(
    r"\b(?:innovations?|ideas?|insights?|lessons|principles|inspiration|design choices|recipes?)\s+"
    r"(?:from|of)\s+(?:the\s+)?$|\binspired\s+by\s+(?:the\s+)?$",
    re.IGNORECASE,
)


# "we fine-tune the XTTSv2 model", "prompting the Bard-2 LLM": a coined name between a verb that only
# applies to a pretrained model and a model noun is a checkpoint even when no table knows its family
# "applied to the popular MalConv malware detection model", "attacking the VulnBERT classifier model":
# a model the paper's method is run against, with up to two words saying what the model does
_TUNED_MODEL = re.compile(
    r"\b(?:fine-?tun(?:e|es|ed|ing)|finetun(?:e|es|ed|ing)|prompt(?:s|ed|ing)?|initiali[sz](?:e|es|ed|ing)"
    r"\s+(?:from|with)|(?:appl(?:y|ies|ied|ying)|transferr?(?:s|ed|ing)?)\s+to|attack(?:s|ed|ing)?"
    r"|target(?:s|ed|ing)?)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?:(?:popular|widely[- ]used|commercial|pre-?trained|open-?source|off-the-shelf)\s+)?"
    r"(?P<name>[A-Z][\w.-]*[\w])\s+(?:[a-z]+\s+){0,2}?(?:model|checkpoint|LLM|VLM|language model)s?\b"
)


_BASED_TAIL = re.compile(r"-(?:based|style|like)$")


def _tuned_models(doc: Document, known: list[ModelMention]) -> list[ModelMention]:
    """Coined names (a digit or an inner capital) used as pretrained models by their verb and noun."""
    out = []
    for m in _TUNED_MODEL.finditer(doc.clean):
        name = m.group("name")
        start, end = m.span("name")
        based = _BASED_TAIL.search(name)
        if based:
            # "pre-trained ECAPA-TDNN-based models": the model is what they are based on
            name, end = name[: based.start()], start + based.start()
        if any(k.start < end and start < k.end for k in known) or is_generic_acronym(name):
            continue
        if not (any(c.isdigit() for c in name) or any(c.isupper() for c in name[1:])):
            continue  # "the Transformer model": a kind of architecture, not a checkpoint
        g = lookup(name)
        if (g is not None and g.label != "Model") or normalize(name) in doc.proposed:
            continue
        family = re.sub(r"[-_ ]\d+(?:\.\d+)?[BM]$", "", name)
        out.append(ModelMention(start, end, name, family))
    return out


_DATA_COUNT = re.compile(r"\s+(?:tokens|images|pairs|samples|examples|words|dataset|corpus)\b")


# "BanglaBERT", "LegalBERT-base", "CamemBERT": a BERT pretrained for a language or a domain, named
# by one capitalised word glued to BERT (the family table cannot list them all)
_BERT_KIN = re.compile(
    r"(?<![\w-])((?:[A-Z][a-z]+|[A-Z]{2,3}[a-z]+)BERTa?)((?:-(?:[Bb]ase|[Ll]arge|[Ss]mall))?)(?![\w-])"
)


def _bert_kin(doc: Document, known: list[ModelMention]) -> list[ModelMention]:
    """BERT variants of a language or a domain that no table lists, as models of their own family."""
    if "BERT" not in doc.clean:
        return []
    out = []
    for m in _BERT_KIN.finditer(doc.clean):
        if any(k.start < m.end() and m.start() < k.end for k in known):
            continue
        g = lookup(m.group(1))
        if g is not None and g.label != "Model":
            continue
        out.append(ModelMention(m.start(), m.end(), m.group(0), m.group(1)))
    return out


def _unknown_checkpoints(doc: Document, known: list[ModelMention]) -> list[ModelMention]:
    """Sized checkpoints of untabled families ("Apertus-8B") that are no known dataset ("LAION-2B")."""
    out = []
    for m in find_sized_checkpoints(doc.clean):
        if any(k.start < m.end and m.start < k.end for k in known):
            continue
        g = lookup(m.name) or lookup(m.family)
        if g is not None and g.label != "Model":
            continue
        if _DATA_COUNT.match(doc.clean, m.end):
            continue  # "RedPajama-1B tokens": a count of data, not a checkpoint
        out.append(m)
    return out


_COMPARATIVE_WORDS = frozenset(
    """smaller lower higher larger better worse improved reduced increased decreased greater less notable
    significant substantial remarkable considerable""".split()
)


# words a metric finder may sweep in front of a name: "degrade detection accuracy", "single ASR"
_JUNK_FIRST = frozenset(
    """trade-off tradeoff between degrade degrades degrading improve improves improving single
    shown showed demonstrated achieved attained obtained reached exhibited
    non-differentiable percent overall reported
    maximize maximizes minimize minimizes increase increases boost boosts achieve achieves attain attains
    yield yields maintain maintains preserve preserves retain retains sacrifice sacrifices report reports
    measure measures track tracks chase chases treat treats find finds perform performs emphasize
    emphasizes create creates demonstrate demonstrates exploit exploits ship ships without via beyond like
    most novel current commercial optimal reasonable powerful clear identical typical accurate strong
    high low near-perfect near-lossless competitive superior brought bring brings down cut cuts minimal
    negligible marginal slight high-quality""".split()
)


def _strip_junk(name: str) -> str:
    """The metric name without leading verbs and connectives ("trade-off between accuracy" -> "accuracy")."""
    words = name.split()
    while len(words) > 1 and words[0].lower() in _JUNK_FIRST:
        words = words[1:]
    if words and words[0].lower() in _JUNK_FIRST:
        return ""
    return " ".join(words)


# "minimize the MSE", "at the cost of memory usage", "optimize diversity", "leveraging low collision rates":
# a quantity used as a training objective, a design lever or a price paid, not a result reported in it
_OBJECTIVE_BEFORE = re.compile(
    r"(?:\b(?:(?:to|by|that|which)\s+(?:minimi[sz]\w*|maximi[sz]\w*)|optimi[sz]\w*|penali[sz]\w*|regulari[sz]\w*"
    r"|leverag(?:e|es|ed|ing))"
    r"|\b(?:at the (?:cost|expense|price) of|costs? of|objectives?|loss(?:es)?|trained (?:to|with|using))"
    r")(?:\s+(?:the|a|an|its|their|our|increased|higher|additional|extra|more|both|and|using|low|,)){0,4}\s*$",
    re.IGNORECASE,
)
_OBJECTIVE_AFTER = re.compile(
    r"\)?\s*(?:-based\s+)?(?:loss(?:es)?|minimi[sz]ation|maximi[sz]ation|objectives?|penalty|regulari[sz]\w*|"
    r"term|constraints?)\b",
    re.IGNORECASE,
)
# "While previous methods emphasize ... OOD accuracy", "Prior research has shown that X improves accuracy":
# a background sentence about prior work
_PRIOR_WORK = re.compile(
    r"^\W*(?:while|although|though|whereas)?\s*(?:many\s+|most\s+)?(?:previous|prior|existing|earlier|"
    r"conventional|traditional)\s+(?:\w+\s+)?(?:methods|works?|approaches|studies|techniques|research|literature)\b",
    re.IGNORECASE,
)


# "improves consistency by 10% over exact-match baselines": a metric word naming a kind of baseline method
# "using a 95% output similarity threshold": a setting the method is run with, not a reported result
# "the Marginalized Inverse Propensity Score (MIPS) estimator": a score that names an estimator
_NOT_SCORE_AFTER = re.compile(
    r"\)?\s+(?:baselines?|approach(?:es)?|heuristics?|thresholds?|cut-?offs?|estimators?)\b", re.IGNORECASE
)
# "an extension of Masked Autoencoders (MAE)": a metric acronym defined as a method, not the score
_METHOD_LONG_FORM = re.compile(
    r"(?:autoencoders?|networks?|models?|encoders?|transformers?|machines?|learning|estimators?|algorithms?)"
    r"\s*\($",
    re.IGNORECASE,
)


# "the deployment does not yet show latency gains": a result the abstract says was not obtained
_NOT_SHOWN_BEFORE = re.compile(
    r"\b(?:do|does|did|could|can)\s*(?:not|n't)\s+(?:yet\s+)?(?:show|yield|achieve|bring|give)\s+(?:any\s+)?$",
    re.IGNORECASE,
)


def _asymptotic(doc: Document, start: int, name: str) -> bool:
    """ "we obtain improved sample complexity": a complexity claimed with no number is a theoretical
    rate, not a measured result."""
    if not name.lower().endswith("complexity"):
        return False
    sent = doc.sentences[doc.sentence_of(start)]
    return not any(c.isdigit() for c in doc.clean[sent.start : sent.end])


def _not_a_result(doc: Document, start: int, end: int, name: str) -> bool:
    """An everyday metric word used as an objective, a cost or a property of prior work.

    Only lower-case names ("accuracy", "memory usage", "diversity", "MSE" used as a loss is the
    exception) are checked: a named score like BLEU or FID is a metric wherever it is named, and
    dev gold counts "improves accuracy over ..." as reported, so result verbs are left alone.
    """
    sent = doc.sentences[doc.sentence_of(start)]
    before = doc.clean[max(sent.start, start - 60) : start]
    if _OBJECTIVE_BEFORE.search(before) or _OBJECTIVE_AFTER.match(doc.clean, end):
        return True
    if _NOT_SCORE_AFTER.match(doc.clean, end) or _NOT_SHOWN_BEFORE.search(before):
        return True
    if _asymptotic(doc, start, name):
        return True
    if name.isupper() and _METHOD_LONG_FORM.search(doc.clean, max(0, start - 40), start):
        return True
    return name.split()[-1].islower() and _PRIOR_WORK.match(doc.clean[sent.start : start]) is not None


_ON_BEFORE = re.compile(r"\bon (?:the )?$")


def _strip_model(name: str) -> str:
    """ "CLIP accuracy" -> "accuracy", "diffusion policy training time" -> "training time": a model or
    method name in front of a metric says whose score it is."""
    words = name.split()
    if words and words[0].lower() in KEEP_MODIFIERS:
        return name  # "macro F1-score": an averaging word, whatever a gazetteer knows as "MACRO"
    for n in (2, 1):
        if len(words) > n:
            known = lookup(" ".join(words[:n]))
            if known is None and n == 2:
                known = lookup(" ".join(words[:n]).title())  # "diffusion policy" for "Diffusion Policy"
            if known is not None and known.label in ("Model", "Method"):
                return " ".join(words[n:])
    return name


def _metric_findings(doc: Document) -> list[Finding]:
    out = []
    seen: set[str] = set()
    # "Weighted Token Error Rate (WTER)": a metric the abstract defines is reported under its acronym;
    # gazetteer hits inside its long form ("Error Rate") are parts of it, not metrics of their own
    # "attack success rate (ASR)": a metric long form wins over ASR's usual meaning
    defined = [d for d in doc.definitions if d.label == "Metric"]
    # the opening sentences before the abstract first speaks of its own work ("we", "our", "this paper")
    opening = doc.first_own or 0
    for d in defined:
        key = normalize(d.short)
        if key in seen or key in doc.proposed or normalize(d.long) in doc.proposed:
            continue
        sent = doc.sentences[doc.sentence_of(d.short_start)]
        if sent.index < opening and d.short not in doc.clean[doc.sentences[opening].start :]:
            continue  # "prediction accuracy, such as average displacement error (ADE), is widely used"
        if not reported_anywhere(doc.clean, (d.short, d.long)):
            continue  # "we publish it on the Python Package Index (PyPI)": defined, never reported
        if _NOT_SCORE_AFTER.match(doc.clean, d.short_end):
            continue  # "the Inverse Propensity Score (IPS) estimator": the defined score names a method
        seen.add(key)
        seen.add(normalize(d.long))
        out.append(
            Finding(
                "USES_METRIC",
                d.short,
                "Metric",
                doc.sentence_of(d.short_start),
                "defined-metric",
                0.7,
                (d.long,),
            )
        )
    # "generative visual information fidelity (GVIF)": a listed metric inside a longer defined name is
    # a part of that name
    long_forms = [(d.long_start, d.long_end) for d in doc.definitions]
    for m in find_metrics(doc.clean):
        if any(d.long_start <= m.start and m.end <= d.short_end for d in defined):
            continue
        if any(s <= m.start and m.end <= e and e - s > m.end - m.start for s, e in long_forms):
            continue
        own = doc.short_for(m.name.split()[-1])
        if (
            own is not None
            and own.label != "Metric"
            and normalize(own.short) == normalize(m.name.split()[-1])
        ):
            continue  # "automatic speech recognition (ASR)": here ASR is no attack success rate
        name = _strip_junk(m.name)
        if (listed := lookup(name)) is None or listed.label != "Metric":
            name = _strip_model(name)  # "CLIP accuracy" is accuracy; "CLIP score" is a metric of its own
        if not name or (is_generic_acronym(name) and normalize(name) not in seen):
            continue
        if name != m.name:
            m = replace(m, name=name, start=m.end - len(name))
        key = normalize(m.name)
        if key in seen or key in doc.proposed or m.name.split()[0].lower() in _COMPARATIVE_WORDS:
            continue  # "smaller error than ...": a comparison, not a metric name
        if _not_a_result(doc, m.start, m.end, m.name) or named_thing(doc.clean, m.start, m.end):
            continue
        if _ON_BEFORE.search(doc.clean, max(0, m.start - 8), m.start) and "Dataset" in known_labels(m.name):
            continue  # "0.87 on GenEval": the benchmark the score is reported on, not the metric
        sent = doc.sentences[doc.sentence_of(m.start)]
        if (
            m.name.split()[-1].islower()  # "improves LLM accuracy" is as much background as "accuracy"
            and sent.index < opening
            and not any(c.isdigit() for c in doc.clean[sent.start : sent.end])
            and m.name.lower() not in doc.clean[doc.sentences[opening].start :].lower()
        ):
            continue  # "MoE models grow capacity without increasing inference cost": background opening
        seen.add(key)
        out.append(
            Finding(
                "USES_METRIC", m.name, "Metric", doc.sentence_of(m.start), "metric-gazetteer", 0.7, m.aliases
            )
        )
    return drop_contained_metrics(out)



def _extract_doc(paper: Paper, doc: Document) -> Extraction:
    return _build(paper, doc, rank_methods(doc, findings_of(doc)))


def cue_findings(doc: Document) -> list[Finding]:
    """The findings of every cue family but the tasks, merged (tasks are chosen after, around them)."""
    proposals = find_proposals(doc)
    comparisons = find_comparisons(doc)
    foundations = find_foundations(doc, doc.mentions)
    benchmarks = find_benchmarks(doc)
    models, model_names = _model_findings(doc)
    metrics = _metric_findings(doc)

    compared = {k for f in comparisons for k in doc.identities(f)}
    findings: list[Finding] = list(proposals)
    findings += [f for f in comparisons if normalize(f.name) not in doc.proposed]
    # "benchmarks including STAR and AGQA": data the paper runs on is no technique it builds on
    evaluated = {normalize(f.name) for f in benchmarks}
    findings += [
        f
        for f in foundations
        if not doc.identities(f) & (compared | model_names) and normalize(f.name) not in evaluated
    ]
    findings += [
        f
        for f in benchmarks
        if not doc.identities(f) & (compared | model_names) and not _inside_model_name(f.name, model_names)
    ]
    # a symmetric cue ("compared to/with", "versus", "against") counts when the sentence speaks of the
    # paper's own work ("our approach was compared to BioBERT"); with another subject ("tools such as
    # spaCy are compared to LLMs, including GPT-4o") the paper may run both sides
    compared_in = {
        (k, f.sentence)
        for f in comparisons
        if f.rule not in _SYMMETRIC_CUES or _own_sentence(doc, f.sentence)
        for k in doc.identities(f)
    }
    findings += [
        f
        for f in models
        if not _only_compared(doc, f, compared, compared_in)
    ]
    metric_keys = {normalize(f.name) for f in metrics}
    findings = [f for f in findings if f.type == "PROPOSES" or normalize(f.name) not in metric_keys]
    findings += metrics
    return findings


def task_exclusions(findings: list[Finding]) -> set[str]:
    """Names a task cannot be: everything the paper also proposes, compares with, builds on or uses."""
    return {normalize(n) for f in findings for n in (f.name, *f.aliases)}


def findings_of(doc: Document) -> list[Finding]:
    """Every finding of every cue family for one analysed abstract, after the families are merged."""
    findings = cue_findings(doc)
    taken = task_exclusions(findings)
    # the task finder skips these before it picks its top three, so none of its slots is lost
    tasks = find_tasks(doc, exclude=taken)
    # nor a piece of a technique it builds on: "beam search" of "beam search decoding"
    built = (normalize(f.name) for f in findings if f.type == "BUILDS_ON")
    pieces = {f"-{k}-" for k in built if "-" in k}
    findings += [
        f
        for f in tasks
        if normalize(f.name) not in taken and not any(f"-{normalize(f.name)}-" in p for p in pieces)
    ]
    return findings


# "the GPT-3.5 baseline", "baselines such as GPT-3.5", "surpassing the much larger ViT-g/14": the model
# is named as the reference the paper beats
_BASELINE_BEFORE = re.compile(
    r"(?:\bbaselines?(?:\s*(?:,|such as|like|including|e\.g\.,?|\())?"
    r"|\b(?:much |far |significantly )?(?:larger|bigger|stronger))\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_BASELINE_AFTER = re.compile(r"(?:\s*\)?\s*|\s+[\w.-]+\s+)baselines?\b", re.IGNORECASE)
# "outperforms the blackbox commercial ChatGPT solution": the object of a comparison verb, with at most
# three describing words between (no preposition: "outperforms baselines on Llama-3" runs Llama-3)
_BEATEN_BEFORE = re.compile(
    r"\b(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|beat(?:s|ing)?|than|versus|vs\.?"
    r"|compared (?:to|with)|over|match(?:es|ing)? (?:the )?performance of)\s+(?:the\s+)?"
    r"(?:(?!(?:on|with|using|for|in|across|by|when|and|or|of|to|from|at)\s)[\w-]+\s+){0,3}$",
    re.IGNORECASE,
)


# "outperforming open-weight models like Llama 3.1, Qwen 2.5, and": a comparison verb and then list
# material only, no preposition or clause word that would start what the models are run on or used for
# (not "compared to": "tools such as Jieba are compared to LLMs, including GPT-4o" runs the LLMs)
_BEATEN_LIST = re.compile(
    r"\b(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|beat(?:s|ing)?|than)\s+"
    r"(?:(?!(?:on|with|using|for|in|across|by|when|while|whereas|but|to|from|at|which|that|via)\b)"
    r"(?:[^.;:]|\.(?=\d)))*$",  # ("Llama 3.1, Qwen 2.5": a decimal point ends no clause)
    re.IGNORECASE,
)


def _only_compared(
    doc: Document, f: Finding, compared: set[str], compared_in: set[tuple[str, int]]
) -> bool:
    """ "GPT-5.2 outperforms the GPT-3.5 baseline": a model that every mention puts as the object of a
    comparison, that every sentence naming it compares with it, or that every mention calls a baseline
    ("the much larger X"), is what the paper beats, not a model it uses (GUIDELINES: uses_model too
    only when the paper builds from it). Compared models also mentioned otherwise ("we evaluate X")
    are usually run, so they stay. ``compared_in`` holds (identity, sentence) of the comparisons."""
    hits = list(re.finditer(re.escape(f.name), doc.clean))
    if not hits:
        return False
    if all(_BEATEN_BEFORE.search(doc.clean, max(0, m.start() - 60), m.start()) for m in hits):
        return True
    if _compared_in_every_sentence(doc, f, hits, compared_in):
        return True
    if normalize(f.name) not in compared:
        return False
    if all(_BEATEN_LIST.search(doc.clean, max(0, m.start() - 150), m.start()) for m in hits):
        return True  # "outperforming models like Llama 3.1, Qwen 2.5, and Gemma 2": the beaten list
    return all(
        _BASELINE_BEFORE.search(doc.clean, max(0, m.start() - 30), m.start())
        or _BASELINE_AFTER.match(doc.clean, m.end())
        for m in hits
    )


_SYMMETRIC_CUES = frozenset({"compared-to", "versus", "against"})
def _own_sentence(doc: Document, index: int) -> bool:
    """Whether sentence ``index`` speaks of the paper's own work (``OWN_WORDS``) or names a proposal."""
    sent = doc.sentences[index]
    return OWN_WORDS.search(doc.clean, sent.start, sent.end) is not None or any(
        t.lower in doc.proposed for t in sent.tokens
    )


def _compared_in_every_sentence(doc: Document, f: Finding, hits, compared_in: set[tuple[str, int]]) -> bool:
    """Every mention (``hits``) in a sentence that compares with the model, once each ("relative to the
    significantly larger Qwen2.5-VL-72B"): on the development samples such a model was also a model the
    paper used 9 times in 28, too seldom to keep ("our models beat Llama 2" after "from Llama 2
    checkpoints" in the same sentence names a model used as well)."""
    keys = doc.identities(f)
    sentences = [doc.sentence_of(m.start()) for m in hits]
    return len(set(sentences)) == len(sentences) and all(
        any((k, si) in compared_in for k in keys) for si in sentences
    )


def _inside_model_name(name: str, model_names: set[str]) -> bool:
    """ "Opus" in "Claude 4.6 Opus": a word of a model's name is not a benchmark of its own."""
    n = f"-{normalize(name)}-"
    return any(n in f"-{m}-" for m in model_names if " " in m or "-" in m)


def _build(paper: Paper, doc: Document, findings: list[Finding]) -> Extraction:
    entities: dict[str, Entity] = {}
    relations: dict[tuple[str, str], Relation] = {}
    # spelling variants of one name ("VAE"/"VAEs", "GFlowNet"/"GFlowNets") share an entity
    by_form: dict[tuple[str, str], str] = {}
    for f in findings:
        name, aliases = f.name, list(f.aliases)
        d = doc.short_for(name)
        if d is not None and f.type != "ADDRESSES":
            if normalize(name) == normalize(d.long):
                name, aliases = d.short, [d.long, *aliases]
            else:
                aliases.append(d.long)
        aliases = [a for a in dict.fromkeys(aliases) if a and normalize(a) != normalize(name)]
        short = next((a for a in aliases if " " not in a and is_acronym_like(a)), None)
        if short is not None and " " in name and f.type != "ADDRESSES":
            # "Contrastive Language Image Pre-training (CLIP)": the acronym is the canonical name
            aliases = [name, *(a for a in aliases if a != short)]
            name = short
        forms = {_base(x) for x in (name, *aliases)}
        known = lookup(name)
        if known is not None and known.label == f.label:
            forms.add(_base(known.name))  # "CoT" and "Chain-of-Thought": one gazetteer entry, one entity
        key = next((by_form[(f.label, b)] for b in forms if (f.label, b) in by_form), None)
        if key is not None and key in entities:
            # a variant of an entity already built: record the spelling as an alias
            old = entities[key]
            if normalize(name) != normalize(old.name):
                aliases = [name, *aliases]
            aliases = [a for a in aliases if normalize(a) != normalize(old.name)]
        else:
            key = entity_key(f.label, name)
        for b in forms:
            by_form.setdefault((f.label, b), key)
        if key in entities:
            old = entities[key]
            merged = tuple(dict.fromkeys([*old.aliases, *aliases]))
            # a model first named by a cue that knows no family ("compared with Llama 2") takes the
            # family of its USES_MODEL finding
            family = old.family or (f.family if f.label == "Model" else None)
            entities[key] = Entity(old.label, old.name, merged, family)
        else:
            entities[key] = Entity(f.label, name, tuple(aliases), f.family if f.label == "Model" else None)
        rk = (f.type, key)
        if rk in relations:
            continue
        sent = doc.sentences[f.sentence]
        start, end = doc.text.span(sent.start, sent.end)
        relations[rk] = Relation(
            f.type, paper.id, key, Span(start, end, paper.abstract[start:end]), f.rule, f.confidence
        )
    rels = sorted(relations.values(), key=lambda r: (_ORDER.index(r.type), r.evidence.start))
    used = {r.entity_key for r in rels}
    ents = tuple(e for k, e in entities.items() if k in used)
    return Extraction(paper, ents, tuple(rels))


def _base(name: str) -> str:
    """Identity for spelling variants: normalized, without separators and a plural "s"."""
    n = normalize(name).replace("-", "")
    return n[:-1] if n.endswith("s") and len(n) > 3 else n


# Sentences that can carry a proposal: the cheap first pass of linking analyses only these.
_PROPOSAL_CUE = re.compile(
    r"\b(?:propos|introduc|present|develop|design|devis|buil|construct|releas|curat|creat|contribut|offer|"
    r"formulat|establish|unveil|advocat|call|term|dub|name|coin|publish|collect|compil|assembl|annotat|gather|crowdsourc)",
    re.IGNORECASE,
)
# The same cue, matched case-sensitively on lower-cased text: an IGNORECASE alternation compares
# every branch with case folding at every word start and is about twice as slow.
_PROPOSAL_CUE_LOWER = re.compile(_PROPOSAL_CUE.pattern)


def _proposal_text(paper: Paper) -> str:
    """The sentences of the abstract that contain a proposal cue (names only; offsets unused)."""
    text = paper.abstract
    low = text.lower()
    if len(low) != len(text):  # a character whose lower case is longer ("İ"): offsets would shift
        low, cue = text, _PROPOSAL_CUE
    else:
        cue = _PROPOSAL_CUE_LOWER
    return " ".join(text[s:e] for s, e in split_sentences(text) if cue.search(low, s, e))


class CorpusNames(dict):
    """Normalized names proposed in the input -> label, plus which were spelled as a plain lower-case word.

    The spelling matters for linking: "quietmix", proposed in lower case, is that name wherever it is
    written; "TIME" or "AND", proposed in capitals, must not turn every "over time" or "and" of the
    other abstracts into a mention (``plain`` is read by :func:`kg.extract.mentions.scan`).
    """

    def __init__(self, labels: dict[str, str] | None = None, plain: Iterable[str] = ()) -> None:
        super().__init__(labels or {})
        self.plain = frozenset(plain)


def proposal_votes(papers: Iterable[Paper]) -> tuple[dict[str, Counter[str]], set[str]]:
    """Label votes for every name the papers propose (first pass of corpus linking), and the keys
    of those spelled as one plain lower-case word at least once."""
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    plain: set[str] = set()
    for p in papers:
        doc = analyse(_proposal_text(p), p.title)
        for f in find_proposals(doc):
            for n in (f.name, *f.aliases):
                key = normalize(n)
                if len(key) >= 3:
                    votes[key][f.label] += 1
                    if n.isalpha() and n.islower():
                        plain.add(key)
    return votes, plain


def corpus_names_of(papers: Iterable[Paper]) -> CorpusNames:
    """Normalized names proposed or defined in the papers -> their most voted label."""
    items = list(papers)
    votes, plain = proposal_votes(items)
    return _decide(votes, plain - _everyday_words(items, plain))


def _decide(votes: dict[str, Counter[str]], plain: set[str]) -> CorpusNames:
    return CorpusNames({k: c.most_common(1)[0][0] for k, c in votes.items()}, plain)


_WORDS = re.compile(r"[a-z][a-z0-9]+")


def _everyday_words(papers: list[Paper], plain: set[str]) -> set[str]:
    """The plain-spelled proposals that many abstracts of the input use as an ordinary word.

    "we call this the task of ..." or "a notion called the core" make the first pass propose "task"
    and "core"; linked everywhere, they would turn every "task" into a mention. A coined lower-case
    name ("quietmix", "prepacking") occurs in the few abstracts that propose or use it: more than
    max(5, 0.5% of the abstracts) is an everyday word (a small input cannot tell them apart, and a
    stray link there touches few abstracts).
    """
    if not plain:
        return set()
    df: Counter[str] = Counter()
    for p in papers:
        df.update(plain.intersection(_WORDS.findall(p.abstract.lower())))
    limit = max(5, len(papers) // 200)
    return {k for k, n in df.items() if n > limit}


# Set in the parent before the second pool forks, so workers inherit it instead of unpickling it.
_FORK_NAMES: CorpusNames = CorpusNames()


def _extract_batch(papers: list[Paper]) -> list[Extraction]:
    return [extract(p, _FORK_NAMES) for p in papers]


def extract_many(papers: Iterable[Paper], jobs: int = 1, batch: int = 200) -> Iterator[Extraction]:
    """Extract every paper, in input order, with corpus-level linking across the whole input.

    The input is buffered (abstracts only, a few tens of MB for 38k papers) so that names
    proposed anywhere are known everywhere; the first pass reads only proposal sentences.
    ``jobs > 1`` spreads both passes over forked processes; the result is the same.
    """
    global _FORK_NAMES
    items = list(papers)
    batches = [items[i : i + batch] for i in range(0, len(items), batch)]
    if jobs <= 1 or len(batches) <= 1:
        names = corpus_names_of(items)
        for p in items:
            yield extract(p, names)
        return
    import multiprocessing as mp

    ctx = mp.get_context("fork")
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    plain: set[str] = set()
    with ctx.Pool(jobs) as pool:
        for part, part_plain in pool.imap(proposal_votes, batches):
            for k, c in part.items():
                votes[k].update(c)
            plain |= part_plain
    _FORK_NAMES = _decide(votes, plain - _everyday_words(items, plain))
    try:
        with ctx.Pool(jobs) as pool:
            for out in pool.imap(_extract_batch, batches):
                yield from out
    finally:
        _FORK_NAMES = CorpusNames()
