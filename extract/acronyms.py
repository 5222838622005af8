"""Acronym definitions: "Long Form (LF)", "LF (Long Form)" and "LF, short for Long Form".

Schwartz–Hearst style, but stricter about what spells the acronym: every acronym letter
must match a word-initial letter, a capital letter, or the letter right after the previous
matched one (``MoCA`` <- "Modality-Aware Credit Assignment"), and the first letter must
start the first word. A plain Schwartz–Hearst expands "PPO" to "Policy Optimization" by
borrowing the "p" inside "Optimization"; this check cannot, so the long form grows to
"Proximal Policy Optimization". The long form's head noun types the pair.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kg.extract.names import GENERIC_ACRONYMS

# ("Wild-Poser (WiP for short)": the acronym may say so)
_PAREN_SHORT = re.compile(r"\(\s*([^()\s;,]{2,16})\s*(?:for short\s*)?(?:[;,][^()]*)?\)")
_PAREN_LONG = re.compile(r"\(([^()]{5,120})\)")
_WORD_BEFORE = re.compile(r"([^\W_][\w\-+.]*[\w+])\s+$")
_SHORT_FOR = re.compile(r"\b([A-Z][\w\-+]{1,15}),?\s+(?:short for|which stands for|standing for)\s+")
_WORD = re.compile(r"[^\s()]+")
_OR_SHORT = re.compile(r",\s+or\s+([A-Z][A-Za-z0-9\-+]{1,15})\b")
# "AutoSIGHT, Automatic System for Immediate Grading of Human experTise, that ...": the long form apposed
# ("DSDBench: the Data Science Debugging Benchmark, the first ...": after a colon too)
_COMMA_LONG = re.compile(
    r"\b([A-Z][A-Za-z0-9\-+]{1,15})[,:]\s+(?:the\s+)?([A-Z][^,;:()\n]{4,120}?)"
    r"(?=\s*[,;(.]|\s+(?:that|which|is|was)\b)"
)

HEAD_TYPES: dict[str, str] = {}
for _w in (
    "optimization optimisation learning network networks distillation algorithm method framework attention "
    "transformer transformers encoder decoder autoencoder autoencoders regression search sampling sampler "
    "training tuning fine-tuning finetuning alignment prompting decoding estimation estimator aggregation "
    "verification assignment augmentation prior loss descent policy reshaping fusion adapter adaptation "
    "flow flows gflownets gflownet experts mechanism embedding embeddings pruning quantization compression "
    "editing engine pipeline agent agents system architecture module layer layers regularization "
    "normalization machine machines field fields operator operators kernel model models "
    "models bridging transform memory routing scheduling caching planner controller representation "
    "representations diffusion gradient gradients optimizer policies tree trees game games calibration "
    "reasoning retrieval generation programming analysis inference dropout matching"
).split():
    HEAD_TYPES[_w] = "Method"
for _w in (
    "benchmark benchmarks dataset datasets corpus corpora gym suite bench collection arena leaderboard "
    "environment environments testbed challenge bank set"
).split():
    HEAD_TYPES[_w] = "Dataset"
# "Dice similarity coefficient (DSC)", "concordance correlation (CCC)", "Area Under the Curve (AUC)":
# statistics reported as results.
for _w in (
    "score scores rate rates distance error accuracy index ratio metric precision recall divergence "
    "coefficient coefficients correlation curve kappa"
).split():
    HEAD_TYPES[_w] = "Metric"
# Task-like heads: problems a paper addresses ("uncertainty quantification (UQ)").
TASK_HEADS = frozenset(
    """quantification classification detection recognition translation answering reformulation segmentation
    summarization parallelism understanding theory grounding modeling modelling forecasting prediction
    completion captioning retrieval generation planning reasoning navigation manipulation localization
    tracking parsing labeling tagging extraction synthesis editing discovery identification diagnosis
    optimization optimisation learning inference estimation control coding alignment""".split()
)
# Heads that make a phrase a task and never end a method's name ("speech-to-speech translation (S2ST)",
# "Event-relevance Classification"); optimization, learning or adaptation also end method names (PPO,
# LoRA) and are not here.
TASK_ONLY_HEADS = frozenset(
    """translation recognition detection classification segmentation summarization answering captioning
    forecasting tracking parsing localization navigation grounding diagnosis""".split()
)
_STOP = frozenset({"of", "and", "for", "the", "with", "in", "on", "to", "a", "an", "by", "via", "from", "at"})


@dataclass(frozen=True)
class AcronymDef:
    """One definition: short form, long form and their offsets in the cleaned text."""

    short: str
    long: str
    short_start: int
    short_end: int
    long_start: int
    long_end: int

    @property
    def head(self) -> str:
        """The long form's last word, lower-cased (its head noun in English compounds)."""
        return self.long.split()[-1].lower().split("-")[-1]

    @property
    def label(self) -> str | None:
        """Label implied by the head noun, or None when the head says nothing."""
        return HEAD_TYPES.get(self.head)

    @property
    def lowercase_long(self) -> bool:
        """A descriptive long form ("label noise estimation"), not a coined Title Case name.

        A capital on the first word only ("Label noise estimation") is sentence case.
        """
        words = self.long.split()
        if self.long[:1].islower():
            return True
        return len(words) >= 2 and all(w[:1].islower() for w in words[1:] if w.lower() not in _STOP)


def _letters(short: str) -> str:
    s = short[:-1] if short.endswith("s") and sum(c.isupper() for c in short) >= 2 else short
    return "".join(c.lower() for c in s if c.isalpha())


# "R3" = Reasoning Reflection Reward, "S4" = Structured State Space Sequence: a final count digit
# repeats the letter before it
_COUNTED = re.compile(r"([A-Za-z]{0,3})([A-Za-z])([2-4])")


# a word made of a prefix and a word ("autoencoder", "multilayer", "hypergraph"): an acronym may take a
# letter from the start of each part
_PREFIXED = re.compile(
    r"(?<![A-Za-z])(auto|multi|hyper|super|semi|meta|inter|intra|cross|uni|bi)(?=[a-z]{4})", re.IGNORECASE
)


def spells(short: str, long: str) -> bool:
    """True when ``long`` spells ``short`` under the strict rule described in the module docstring."""
    counted = _counted_letters(short)
    if counted and not any(c.isdigit() or c in "()" for c in long) and _spells_letters(counted, long):
        return True
    # ("Squared Neural Family (SNEFY)": a capital last letter may close the last word; a lower-case one
    # is a fragment, "Federated averaging (FedAvg)")
    return _spells_letters(_letters(short), long, closing=short[-1:].isupper())


def _counted_letters(short: str) -> str:
    """ "R3" -> "rrr", "S4" -> "ssss"; "" when the short form ends in no count digit."""
    m = _COUNTED.fullmatch(short)
    return m.group(1).lower() + m.group(2).lower() * int(m.group(3)) if m else ""


def _spells_letters(letters: str, long: str, closing: bool = False) -> bool:
    """True when ``long`` spells the letter sequence ``letters`` (see :func:`spells`)."""
    if len(letters) < 2 or len(letters) > 12:
        return False
    text = long
    low = text.lower()
    if not low or low[0] != letters[0]:
        return False
    n = len(text)
    # positions that may match: word initial or capital (plus "right after the previous match")
    strong = [i == 0 or not text[i - 1].isalnum() or text[i].isupper() for i in range(n)]
    for m in _PREFIXED.finditer(text):
        strong[m.end(1)] = True  # "variational autoencoder (VAE)", "multilayer perceptron (MLP)"
    failed: set[tuple[int, int, int]] = set()
    nl = len(letters)

    def go(k: int, pos: int, prev: int) -> bool:
        if k == nl:
            # only function words may follow the last matched letter, or a generic head noun
            # ("Optimal Transport-guided Conditional Score-based diffusion model (OTCS)")
            rest = [w.lower() for w in _REST_WORD.findall(text, pos)]
            content = [w for w in rest if w not in _STOP and w not in _SUFFIX_WORDS]
            return not content or (len(content) <= 2 and content[-1] in _TRAILING_HEADS)
        state = (k, pos, prev)
        if state in failed:
            return False
        ch = letters[k]
        i = low.find(ch, pos)
        while i != -1:
            closes = closing and k == nl - 1 and i == n - 1 and i - prev > 1 and text[prev:i].isalpha()
            if (strong[i] or i == prev + 1 or closes) and go(k + 1, i + 1, i):
                return True
            i = low.find(ch, i + 1)
        failed.add(state)
        return False

    return go(1, 1, 0)


_SUFFIX_WORDS = frozenset({"based", "guided", "aware", "driven", "level", "wise", "free", "style"})
_TRAILING_HEADS = frozenset(
    """model models framework method network networks algorithm prior module loss mechanism strategy scheme
    architecture system approach objective pipeline sampling decoding benchmark dataset corpus function
    functions suite""".split()
)
_REST_WORD = re.compile(r"(?<![A-Za-z-])[A-Za-z]{3,}")


def _long_form_before(text: str, end: int, short: str) -> tuple[int, str] | None:
    """Shortest run of words ending at ``end`` that spells ``short``; returns (start, long)."""
    letters = _counted_letters(short) or _letters(short)
    max_words = min(len(letters) + 5, len(letters) * 2 + 1)
    # only the last max_words words are read: a short window holding more than that many has
    # them exactly as the 300-character one would (its first, maybe cut, word is never reached)
    base = max(0, end - 100)
    words = list(_WORD.finditer(text[base:end]))
    if len(words) <= max_words and base > 0:
        base = max(0, end - 300)
        words = list(_WORD.finditer(text[base:end]))
    first_letter = letters[0]
    for k in range(1, min(max_words, len(words)) + 1):
        w0 = words[-k]
        first = w0.group(0)
        if first[:1].lower() != first_letter and not (
            first[:1] in "\"'“‘*" and first[1:2].lower() == first_letter
        ):
            if any(c in first for c in ".;:!?") and k > 1:
                break
            continue
        if first.lower() in _STOP and k > 1:
            continue
        if any(c in w0.group(0) for c in ".;:!?") and k > 1:
            break
        start = base + w0.start()
        # strip leading quotes/brackets
        while start < end and not text[start].isalnum():
            start += 1
        long = text[start:end].rstrip(" ,\"'”’")  # ('"Speech Concept Bottleneck Model" (SCBM)')
        if long and long[0].lower() == letters[0] and spells(short, long):
            return start, long
    return None


_TITLE_WORD = re.compile(
    r"(?:[A-Z][\w'’]*(?:-[\w'’]+)*|of|for|and|the|with|in|on|to|under|via|from|by|a|an)$"
)


def _title_run_before(text: str, end: int, short: str) -> tuple[int, str] | None:
    """ "Spectral Invariant Learning for Dynamic Graphs under Distribution Shifts (SILD)": a Title Case
    run, starting on a capital, whose capitalised words' initials begin with the acronym's letters (in
    order, one per word) and go on for at least one word more: the acronym names the run's opening
    words, the run is the whole name. Only all-capital acronyms of 3+ letters, so chance matches are rare."""
    if not (3 <= len(short) <= 8 and short.isalpha() and short.isupper()):
        return None
    base = max(0, end - 160)
    words = list(_WORD.finditer(text[base:end]))
    run: list[re.Match[str]] = []
    for w in reversed(words):
        if not _TITLE_WORD.match(w.group(0)):
            break
        run.append(w)
    run.reverse()
    while run and not run[0].group(0)[:1].isupper():
        run.pop(0)
    caps = [w.group(0) for w in run if w.group(0)[:1].isupper()]
    if len(caps) <= len(short) or len(run) > 14:
        return None
    if "".join(c[0] for c in caps[: len(short)]).lower() != short.lower():
        return None
    start = base + run[0].start()
    return start, text[start:end].rstrip(" ,")


_DIMENSION_PREFIX = re.compile(r"(\d+[A-Za-z]{1,2})-(?=[A-Za-z])")


def _dimension_prefixed(text: str, end: int, short: str) -> tuple[int, str] | None:
    """ "4D Differentiable Part Models (4D-DPM)": a prefix such as "3D"/"4D" the long form opens with,
    then the rest of the short form spelled by the rest of the long form."""
    m = _DIMENSION_PREFIX.match(short)
    if m is None:
        return None
    prefix = m.group(1)
    found = _long_form_before(text, end, short[m.end() :])
    if found is None:
        return None
    start, long = found
    lead = text[max(0, start - len(prefix) - 1) : start]
    if lead.lower() != prefix.lower() + " ":
        return None
    return start - len(lead), lead + long


def find_definitions(text: str) -> list[AcronymDef]:
    """All acronym definitions in the cleaned text, in order, at most one per short form."""
    out: list[AcronymDef] = []
    seen: set[str] = set()
    for m in _PAREN_SHORT.finditer(text):
        short = m.group(1).strip(".,")
        if not any(c.isupper() for c in short) or short.lower() in seen:
            continue
        end = m.start()
        while end > 0 and text[end - 1] == " ":
            end -= 1
        found = _long_form_before(text, end, short) or _title_run_before(text, end, short)
        if found is None:
            found = _dimension_prefixed(text, end, short)
        if found is None:
            continue
        start, long = found
        if not re.search(r"[\s-]", long) and any(c.isdigit() for c in short) and not _counted_letters(short):
            continue  # "mathematical (MATH500)": a benchmark whose name starts like the word, no acronym
        s_start = m.start(1)
        out.append(AcronymDef(short, long, s_start, s_start + len(short), start, start + len(long)))
        seen.add(short.lower())
    for m in _OR_SHORT.finditer(text):
        # "the Twisted Diffusion Sampler, or TDS": the acronym offered as an alternative name
        short = m.group(1)
        if short.lower() in seen or sum(c.isupper() for c in short) < 2:
            continue
        found = _long_form_before(text, m.start(), short)
        if found is None:
            continue
        start, long = found
        out.append(AcronymDef(short, long, m.start(1), m.end(1), start, start + len(long)))
        seen.add(short.lower())
    for m in _PAREN_LONG.finditer(text):
        if " " not in m.group(1):
            continue
        before = _WORD_BEFORE.search(text, max(0, m.start() - 40), m.start())
        if before is None:
            continue
        short, long = before.group(1), m.group(1).strip()
        if short.lower() in seen or " " not in long or not any(c.isupper() for c in short):
            continue
        if spells(short, long):
            ls = m.start(1) + (len(m.group(1)) - len(m.group(1).lstrip()))
            out.append(AcronymDef(short, long, before.start(1), before.end(1), ls, ls + len(long)))
            seen.add(short.lower())
    for m in _COMMA_LONG.finditer(text):
        short, long = m.group(1), m.group(2)
        if short.lower() in seen or sum(c.isupper() for c in short) < 2 or " " not in long:
            continue
        if any(sum(c.isupper() for c in w) >= 2 and not any(c.islower() for c in w) for w in long.split()):
            continue  # "MBPP, MBPP+ and MultiPL-E, which": a list of names, not a long form
        if spells(short, long):
            out.append(AcronymDef(short, long, m.start(1), m.end(1), m.start(2), m.end(2)))
            seen.add(short.lower())
    # the regex tries every capitalised word; its literal cue words are rarely in the text at all
    has_cue = "short for" in text or "stands for" in text or "standing for" in text
    for m in _SHORT_FOR.finditer(text) if has_cue else ():
        short = m.group(1)
        if short.lower() in seen:
            continue
        tail = text[m.end() : m.end() + 150]
        words = tail.split()
        for k in range(len(_letters(short)), min(len(words), 12) + 1):
            long = " ".join(words[:k]).rstrip(".,;)")
            if spells(short, long):
                out.append(AcronymDef(short, long, m.start(1), m.end(1), m.end(), m.end() + len(long)))
                seen.add(short.lower())
                break
    out.sort(key=lambda d: d.short_start)
    return out


def is_generic_acronym(short: str) -> bool:
    """LLM, VLMs, RL, NLP, dLLMs, mPLMs...: acronyms of kinds of things, never a specific name."""
    s = short.lower()
    # only a lower-case "s" marks a plural: "FLS" (Feature Likelihood Score) is not "FL" + s
    singular = s[:-1] if short.endswith("s") else s
    if s in GENERIC_ACRONYMS or singular in GENERIC_ACRONYMS:
        return True
    # one lower-case letter in front of a generic acronym: "dLLMs" (diffusion LLMs), "mPLMs"
    return (
        len(short) >= 4
        and short[0].islower()
        and short[1].isupper()
        and (s[1:] in GENERIC_ACRONYMS or singular[1:] in GENERIC_ACRONYMS)
    )
