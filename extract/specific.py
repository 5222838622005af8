"""Is a parsed name a specific thing, and what label does the evidence give it?

Shared by every cue family so "outperforms X", "based on X" and "on X" apply one judgement.
"""

from __future__ import annotations

import re

from kg.extract.acronyms import is_generic_acronym
from kg.extract.document import Document
from kg.extract.knowledge import is_generic, lookup
from kg.extract.names import (
    COMMON_VERBS,
    GENERIC_ACRONYMS,
    HEAD_LABELS,
    MODIFIER_SUFFIXES,
    NOT_ENTITIES,
    Name,
    is_acronym_like,
)
from kg.normalize import normalize

# Title Case words that end generic phrases ("Large Language Models", "Neural Networks").
_GENERIC_TITLE_HEADS = frozenset(
    """models model networks methods approaches algorithms baselines systems agents frameworks tasks
    benchmarks datasets language languages""".split()
)
GENERIC_TITLE_WORDS = frozenset(
    """large language model models vision multimodal neural network networks deep reinforcement learning
    machine artificial intelligence transformer transformers diffusion graph natural processing generative
    pretrained pre-trained foundation federated""".split()
)


def is_specific(doc: Document, name: Name) -> bool:
    """True when ``name`` names one specific method/dataset/model/metric, not a kind of thing."""
    text = name.text
    n = normalize(text)
    if not n or n in GENERIC_ACRONYMS or n.rstrip("s") in GENERIC_ACRONYMS:
        return False
    if n.split("-")[0] in NOT_ENTITIES and not _coined_suffix(text):
        return False  # "GitHub", "Python-based": a platform or a language ("YouTube-VIS" is a dataset)
    if text.endswith(MODIFIER_SUFFIXES):
        return False
    if _modifies_next(doc, name):
        return False
    if n in doc.corpus_names or n in doc.proposed:
        return True
    if name.known:
        return True
    known = lookup(text)
    if known is not None and known.label != "Task":
        return True
    words = text.split()
    if any(is_acronym_like(w) for w in words):
        return not is_generic(text)
    # Title Case only
    if is_generic(text):
        return False
    if name.alias and is_acronym_like(name.alias) and not is_generic_acronym(name.alias):
        return True  # "Self-Organized Operational Neural Networks (Self-ONNs)": the acronym makes it a name
    lw = [w.lower() for w in words]
    if lw[-1] in _GENERIC_TITLE_HEADS or all(w in GENERIC_TITLE_WORDS for w in lw):
        return False
    if len(words) == 1:
        # a single capitalized word ("Mamba", "Codeforces"): only when the corpus or gazetteers know it,
        # or it is used as a name elsewhere in this abstract (not only sentence-initially)
        return _used_as_name(doc, text)
    return True


_FUNCTION_WORDS = frozenset(
    """and or of to in on for with by from as at than that which is are was were has have had be can could
    may will would should while where when whose who into over under across via using respectively against
    without within between among through toward towards versus vs""".split()
)


def _coined_suffix(text: str) -> bool:
    """ "YouTube-VIS", "Twitter15": a capital or digit after the platform's name coins a new name."""
    first = text.split()[0]  # "NVIDIA GeForce RTX 2080 Ti": the maker's name stands alone
    if "-" in first:
        return any(c.isupper() or c.isdigit() for c in first.split("-", 1)[1])
    return any(c.isdigit() for c in first)


def _modifies_next(doc: Document, name: Name) -> bool:
    """A single capitalized word followed by a plain noun is an adjective: "Hessian information"."""
    if " " in name.text or is_acronym_like(name.text) or name.known:
        return False
    end = name.end
    rest = doc.clean[end : end + 30].split()
    if not rest:
        return False
    nxt = rest[0].strip(".,;:()")
    return (
        nxt[:1].islower()
        and nxt.isalpha()
        and nxt.lower() not in _FUNCTION_WORDS
        and nxt.lower() not in HEAD_LABELS
        and nxt.lower() not in COMMON_VERBS
    )


def _used_as_name(doc: Document, word: str) -> bool:
    count = 0
    for s in doc.sentences:
        for k, t in enumerate(s.tokens):
            if t.text == word and k > 0:
                count += 1
    return count >= 1 and word.lower() not in GENERIC_TITLE_WORDS


_DATASET_SHAPE = re.compile(
    r"[a-z0-9](?:QA|Bench|bench|Gym|Eval|Arena)(?:[-\s]?v?\d+)?$|^[A-Z][\w-]*-(?:QA|Bench|bench)"
)


_METRIC_LAST = frozenset({"distance", "divergence", "score", "error", "rate", "coefficient", "ratio"})


def label_of(doc: Document, name: str, default: str, head: str | None = None) -> str:
    """Best label for ``name``: this paper's proposals, gazetteers, corpus votes, head noun, default."""
    n = normalize(name)
    last = name.split()[-1].lower() if name.split() else ""
    if (
        last in ("corpus", "dataset", "benchmark", "bench", "suite", "gym", "leaderboard")
        and name[:1].isupper()
    ):
        head = head or "Dataset"  # "Ubuntu Dialogue Corpus"
    elif _DATASET_SHAPE.search(name):
        head = head or "Dataset"  # "ScienceQA", "LiveCodeBench", "SWE-bench", "AgentGym"
    elif last in _METRIC_LAST and " " in name and name[:1].isupper():
        head = head or "Metric"  # "Frechet Text Distance", "Jensen-Shannon Divergence"
    if n in doc.proposed:
        return doc.proposed[n]
    known = lookup(name)
    if known is not None:
        return known.label
    if n in doc.corpus_names:
        return doc.corpus_names[n]
    d = doc.short_for(name)
    if d is not None and d.label:
        return d.label
    if head in ("Dataset", "Model", "Metric"):
        return head
    return default
