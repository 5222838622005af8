"""Find pretrained model mentions ("Qwen2.5-7B-Instruct", "Llama-3 3B and 8B") and their family.

Model names are open-ended (every release adds sizes, variants and date codes) but they are built
from a small grammar: a family stem from ``data/model_families.tsv``, an optional version glued or
hyphenated to it, then sizes ("7B", "8x7B", "A3B"), variant words ("Instruct", "Sonnet", "mini")
and date codes ("2507"). Matching that grammar generalizes to checkpoints no list contains, while
the family table keeps stems that are also English words ("Phi", "Falcon", "SAM") case-sensitive
and lets families that are never models on their own ("GPT", "ViT") require a version or size.

The family is the stem's canonical spelling plus its full version (Qwen2.5, Llama-3.1, GPT-4o,
Gemini 1.5), without sizes or variants; Claude and LLaVA drop the version, following the gold
guidelines.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace
from importlib import resources


@dataclass(frozen=True)
class ModelMention:
    """A model name at ``text[start:end]`` (``name`` may differ for distributed sizes)."""

    start: int
    end: int
    name: str
    family: str


@dataclass(frozen=True)
class Family:
    """One row of ``model_families.tsv``."""

    canonical: str
    joiner: str
    keep_version: bool
    bare: bool
    case_sensitive: bool
    variants: tuple[str, ...]


# Variant words that continue a model name after a hyphen or a space (and "Fast", capitalised, after a
# space: "Grok 4.1 Fast", not "GPT-4o fast inference"; a dotted "v0.1" too: "Mistral 7B v0.1").
_VARIANTS = (
    "instruct|chat|base|it|hf|math|coder|code|thinking|turbo|mini|nano|micro|pro|flash-lite|flash|lite|"
    "ultra|max|plus|preview|sonnet|opus|haiku|large|small|medium|xl|xxl|tiny|huge|giant|vl|vision|omni|"
    "audio|distill(?:-(?:qwen|llama))?|uncased|cased|exp|moe|reasoning|next|onevision|expanse|guard|"
    "nemo|beta|alpha|instruct-v\\d+(?:\\.\\d+)*|online|realtime|long|mlx|awq|gptq|fp8|int4|int8|m3|"
    "prover|distilled|zero|air|scout|maverick|embedding|embed|reward|rm|sft|dpo|grpo|rl|edit|dev|schnell|fill|"
    "codex|python|pt|β|α|"
    "high|low|xhigh|minimal|v|o|r|k|h|g|s|b|l"
)
# ("Llama-3.x": a wildcard point release)
_VERSION = (
    r"(?:[vVrRkKhHmM]?\d+(?:\.\d+)*(?:\.[xX](?![\w]))?(?:o|O|VL|V)?)(?![\d.]*\d)(?![BbMmKkTt]\b)(?![xX×]\d)"
)
# A version after a space must look like one ("Gemini 1.5", not a score such as "Gemini 21.4").
_SPACED_VERSION = (
    r"(?:[vV]0\.\d+|[vVrRkK]?(?:1\d|[1-9])(?:\.\d)?(?:o|O|V)?)(?![\d.]*\d)(?![BbMmTt]\b)(?![xX×]\d)(?!\s*%)"
)
# Sizes in B/M/T parameters; "k" is left out because "-57k" counts examples, not parameters.
_SIZE = r"(?:\d+[xX×]\d+(?:\.\d+)?[BbMm]|[Aa]\d+(?:\.\d+)?[Bb]|\d+(?:\.\d+)?[BbMmTt](?:\d\b)?|[BLHSg]/\d+)"
_DATE = r"(?:\d{4}(?:-\d{2}-\d{2})?)"
# Single letters are only variants after a hyphen, never after a space ("ViT-L", not "Llama L").
_SPACE_VARIANTS = "|".join(v for v in _VARIANTS.split("|") if len(v) > 1)
_HYPHEN_PART = rf"(?:{_SIZE}|{_DATE}\b|{_VERSION}|(?:{_VARIANTS})(?![A-Za-z]))"
# "Mistral 7B large language model": a size word before a noun describes, it does not name.
# "Claude Sonnet 4.5": a variant word may carry the version after it.
_SPACE_PART = (
    rf"(?:{_SIZE}(?![\w-][A-Za-z])|(?:{_SPACE_VARIANTS})\b"
    r"(?!\s+(?:language|vision|multimodal|models?|scale|amounts?|numbers?|datasets?|corpora|sets?)\b)"
    rf"(?:[ ]{_SPACED_VERSION}(?![\w-]))?)"
)
# a spaced version ends the name unless a variant word follows its hyphen ("Gemini 3.1-Pro", not
# "Llama 3-based")
_NO_WORD_AFTER = rf"(?!\w[A-Za-z]|-(?!(?i:{_SPACE_VARIANTS})\b)[A-Za-z])"
_CASED_SPACE_PART = r"[ ]Fast\b|[ ]v\d+(?:\.\d+)+(?![\w.-])"
_SIZE_ONLY = re.compile(rf"{_SIZE}$")
# ("Qwen3-8B, 14B, and 30B-A3B": a mixture-of-experts size keeps its active-parameter part)
_EXTRA_SIZE = re.compile(
    rf"(\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|/)\s*)({_SIZE}(?:-[Aa]\d+(?:\.\d+)?[Bb])?)(?!\w|\.\d)"
)
_TRAILING = re.compile(r"[-_ .]+$")
# a context-window suffix after a parameter count: "-128K", "-200k", "-1M" (optionally "-Instruct")
_CONTEXT_WINDOW = re.compile(r"-\d+(?:\.\d+)?[kKM](?:-(?:Instruct|Chat|Base|it))?(?![\w.-]*\w)")


@functools.cache
def load_families() -> dict[str, Family]:
    """Stem surface form -> family row, read once from the package data."""
    text = resources.files("kg.extract").joinpath("data/model_families.tsv").read_text(encoding="utf-8")
    out: dict[str, Family] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.split("\t") + [""] * 7
        stems, canonical, joiner, version, bare, case, variants = cols[:7]
        fam = Family(
            canonical=canonical,
            joiner=joiner,
            keep_version=version.strip() != "drop",
            bare=bare.strip() == "yes",
            case_sensitive=case.strip() == "s",
            variants=tuple(v.lower() for v in variants.split("|") if v),
        )
        for stem in stems.split("|"):
            out.setdefault(stem, fam)
        if fam.case_sensitive:
            # "gpt-4o-mini", "mistral-7b-v0.1": checkpoint ids are often written in lower case; the
            # lower-case stem counts only with a version or a size (see find_models), never alone
            for stem in stems.split("|"):
                if len(stem) >= 3 and stem.isalpha() and not stem.islower():
                    out.setdefault(stem.lower(), replace(fam, bare=False))
    return out


def family_word(text: str) -> bool:
    """ "GPT", "Phi", "GLM": a family stem that names no checkpoint without a version, so neither a
    model used nor a baseline beaten."""
    fam = load_families().get(text)
    return fam is not None and not fam.bare


@functools.cache
def _matcher() -> re.Pattern[str]:
    families = load_families()
    # Stems grouped by first letter behind a one-character lookahead, longest first inside a group:
    # the regex engine tries alternatives one by one, so a word start now tests ~7 stems, not ~170.
    # Stems with different first letters never match at the same position, so the order across
    # groups does not matter and the matches are those of the flat longest-first alternation.
    groups: dict[str, list[str]] = {}
    for stem in sorted(families, key=len, reverse=True):
        esc = re.escape(stem).replace(r"\ ", r"[ \-]")
        groups.setdefault(stem[0].lower(), []).append(esc if families[stem].case_sensitive else f"(?i:{esc})")
    # (?i:) in the lookahead admits exactly what a case-insensitive stem's first letter admits
    tests = [(c, f"(?=(?i:{re.escape(c)}))(?:{'|'.join(alts)})") for c, alts in sorted(groups.items())]
    # and the groups are tried five at a time behind one lookahead for their five letters: a word
    # start then tests a handful of lookaheads instead of one per letter of the alphabet
    buckets = [tests[i : i + 5] for i in range(0, len(tests), 5)]
    stems = "|".join(
        f"(?=(?i:[{''.join(re.escape(c) for c, _ in b)}]))(?:{'|'.join(g for _, g in b)})" for b in buckets
    )
    # stem, optional version (glued, hyphen or space), then hyphen/underscore/space parts.
    pattern = (
        rf"(?<![\w\-/.@])(?P<stem>{stems})"
        rf"(?P<version>[-_]?{_VERSION}|[ ]{_SPACED_VERSION}{_NO_WORD_AFTER})?"
        rf"(?P<parts>(?:[-_](?i:{_HYPHEN_PART})|[ ](?i:{_SPACE_PART})|{_CASED_SPACE_PART})*)"
        # "ViT-L/14@336" (input resolution), "llama3.1:8b" (a size after a tag colon)
        rf"(?:@\d+|:\d+(?:\.\d+)?[bBmM])?"
        rf"(?![\w])"
    )
    return re.compile(pattern)


def _family_of(stem: str, version: str, parts: str) -> tuple[Family, str] | None:
    families = load_families()
    fam = families.get(stem)
    if fam is None:
        for key, value in families.items():
            if key.lower() == stem.lower() or key.lower().replace(" ", "-") == stem.lower().replace(" ", "-"):
                fam = value
                break
    if fam is None:
        return None
    v = version.lstrip("-_ ")
    if v.endswith("O"):
        v = v[:-1] + "o"
    if fam.joiner == "-" and v[:1] == "v" and v[1:2].isdigit():
        v = v[1:]  # "LLaMA v2" is the family Llama-2; glued versions keep theirs ("XTTSv2", "YOLOv8")
    name = fam.canonical
    if v.startswith("0."):
        v = ""  # "Mistral v0.3": a point release of the family, as in "Mistral-7B-v0.3"
    v = re.sub(r"\.[xX]$", "", v)  # "Llama-3.x": any point release of the family Llama-3
    if v and fam.keep_version:
        name = f"{name}{fam.joiner}{v}"
    words = [w.lower() for w in re.split(r"[-_ ]+", parts) if w]
    for variant in fam.variants:
        if variant in words:
            name = f"{name}-{variant.upper() if len(variant) <= 2 else variant.capitalize()}"
            break
    return fam, name


_CAPITAL_JOIN = re.compile(r"-[A-Z][a-z]*[A-Z]|-[A-Z][a-z]{2,}")


def find_models(text: str) -> list[ModelMention]:
    """All model mentions in ``text`` in order; "X 3B and 8B" yields one mention per size."""
    out: list[ModelMention] = []
    lone: list[ModelMention] = []  # versionless stems of families that need a version ("GPT", "ViT")
    for m in _matcher().finditer(text):
        stem, version, parts = m.group("stem"), m.group("version") or "", m.group("parts") or ""
        got = _family_of(stem, version, parts)
        if got is None:
            continue
        fam, family = got
        end = m.end()
        # a hyphen joining another capitalised word makes a different name ("LLaMA-Adapter").
        if _CAPITAL_JOIN.match(text, end) and not parts:
            continue
        name = _TRAILING.sub("", m.group(0))
        end = m.start() + len(name)
        if not version and not parts and not fam.bare:
            lone.append(ModelMention(m.start(), end, name, family))
            continue
        if not version and not fam.bare and not re.search(r"\d", parts):
            continue  # "GPT-style", "ViT-L": versionless stems need a number to be a checkpoint
        window = _CONTEXT_WINDOW.match(text, end) if _SIZE_ONLY.match(re.split(r"[-_ ]", name)[-1]) else None
        if window is not None:
            # "Llama2-7B-128K", "Yi-6B-200k": the context length after the size is part of the name
            out.append(ModelMention(m.start(), window.end(), text[m.start() : window.end()], family))
            continue
        out.append(ModelMention(m.start(), end, name, family))
        last_part = re.split(r"[-_ ]", name)[-1]
        if _SIZE_ONLY.match(last_part):
            base = name[: len(name) - len(last_part)]
            pos = end
            while True:
                extra = _EXTRA_SIZE.match(text, pos)
                if not extra:
                    break
                size = extra.group(2)
                out.append(ModelMention(extra.start(2), extra.end(2), base + size, family))
                pos = extra.end()
    if lone and out:
        out = _listed_stems(text, out, lone)
    if "/" in text:
        out = _slash_alternatives(text, out)
    if "(" in text or "ViT" in text:
        out = _attached_parts(text, out)
    return out


# "CLIP ViT-Huge", "CLIP (ViT-B/32)": the vision backbone named after a contrastive model is part of it
_BACKBONE_AFTER = re.compile(
    r"[ ]\(?(ViT-(?:[BLHSGg]|Base|Large|Huge|Giant|bigG)(?:/\d+)?(?:@\d+)?)\)?(?![\w/-])"
)
# "Llama 2 (70B)": the size in brackets right after a model named without one
_SIZE_AFTER = re.compile(rf"[ ]\(({_SIZE})\)")
_CONTRASTIVE = frozenset({"CLIP", "SigLIP", "EVA-CLIP"})


_SIZES_AFTER = re.compile(rf" models? \(({_SIZE}(?:\s*(?:,\s*(?:and\s+)?|and\s+|or\s+)\s*{_SIZE})+)\)")
_SIZE_WORDS = frozenset("small base medium large xl xxl tiny huge giant mini".split())


def _attached_parts(text: str, found: list[ModelMention]) -> list[ModelMention]:
    """Backbones and bracketed sizes that complete the model name before them."""
    out: list[ModelMention] = []
    skip_until = -1
    for m in found:
        if m.start < skip_until:
            continue  # the backbone mention now inside the name before it
        back = _BACKBONE_AFTER.match(text, m.end) if m.family in _CONTRASTIVE else None
        # ("GPT-2 large (774M)": a size word already names the checkpoint; the count only restates it)
        last = m.name.split()[-1]
        sized = _SIZE_ONLY.search(last) or last.lower() in _SIZE_WORDS
        size = _SIZE_AFTER.match(text, m.end) if not sized else None
        sizes = _SIZES_AFTER.match(text, m.end) if not sized else None
        if back is not None:
            out.append(ModelMention(m.start, back.end(), f"{m.name} {back.group(1)}", m.family))
            skip_until = back.end()
        elif sizes is not None and any(c.isalpha() for c in m.name):
            # "two Llama-3 models (8B and 70B)": one checkpoint per size
            for one in re.finditer(_SIZE, sizes.group(1)):
                at = sizes.start(1) + one.start()
                out.append(ModelMention(at, at + len(one.group(0)), f"{m.name} {one.group(0)}", m.family))
        elif size is not None and any(c.isalpha() for c in m.name):
            out.append(ModelMention(m.start, size.end(), f"{m.name} {size.group(1)}", m.family))
        else:
            out.append(m)
    return out


# after a model name: more "/"-joined alternatives, then up to two more words that may belong to the
# name ("Gemini 3/3.1 Flash/Pro", "Claude 3.5 Sonnet/Haiku", "GPT-4o/4o-mini", "Qwen2.5/Qwen3")
_SLASH_TAIL = re.compile(r"(?:/[\w.+-]+)+(?: [\w.+-]+(?:/[\w.+-]+)*){0,2}")


def _slash_alternatives(text: str, found: list[ModelMention]) -> list[ModelMention]:
    """Each model a slash abbreviates, with the span of the whole slashed phrase: every combination
    of the alternatives is read as a name ("Gemini 3/3.1 Flash/Pro" is four models). A name whose
    own parts hold the slash ("ViT-B/16") is one model and is left alone."""
    out: list[ModelMention] = []
    done_until = -1
    for m in found:
        if m.start < done_until:
            continue  # a piece of a phrase already expanded ("32B" of "Qwen3-4B/32B")
        tail = _SLASH_TAIL.match(text, m.end) if text.startswith("/", m.end) else None
        if tail is None:
            out.append(m)
            continue
        phrase = text[m.start : tail.end()]
        got = [next(iter(find_models(combo)), None) for combo in _combinations(phrase)]  # slash-free
        names = list(dict.fromkeys((g.name, g.family) for g in got if g is not None and g.start == 0))
        if len(names) < 2:
            out.append(m)
            continue
        # the span ends with the last slashed word or the last later word some name kept ("Pro")
        words = {w for name, _ in names for w in name.split()}
        end = m.start
        for w in re.finditer(r"\S+", phrase):
            if "/" in w.group() or w.group() in words:
                end = m.start + w.end()
        out.extend(ModelMention(m.start, end, name, family) for name, family in names)
        done_until = end
    return out


def _combinations(phrase: str) -> list[str]:
    """ "Gemini 3/3.1 Flash/Pro" -> the four slash-free readings; a later alternative that is only an
    ending replaces the matching ending of the first ("GPT-4o/4o-mini" -> "GPT-4o-mini")."""
    readings = [""]
    for i, word in enumerate(phrase.split(" ")):
        alts = _shared_suffix(word.split("/"))
        full = [alts[0]] + [_complete(alts[0], a) for a in alts[1:]]
        readings = [f"{r} {a}" if i else a for r in readings for a in full]
    return readings


_SIZE_END = re.compile(r"\d+(?:\.\d+)?[BM]$")
_SIZE_SUFFIX = re.compile(r"^\d+(?:\.\d+)?[BM]((?:-[A-Za-z][\w.]*)+)$")


def _shared_suffix(alts: list[str]) -> list[str]:
    """ "Llama-3.1-8B/70B-Instruct": the suffix after the last size belongs to every size before it."""
    last = _SIZE_SUFFIX.match(alts[-1])
    if len(alts) < 2 or last is None:
        return alts
    return [a + last.group(1) if _SIZE_END.search(a) else a for a in alts[:-1]] + alts[-1:]


def _complete(first: str, alt: str) -> str:
    """ "4o-mini" after "GPT-4o" -> "GPT-4o-mini"; "3" after "Qwen2.5" -> "Qwen3"; a whole name stays."""
    if not alt or find_models(alt):
        return alt
    for p in range(len(first) - 1, 0, -1):
        joined = first[p - 1] in "-_" or (first[p].isdigit() and first[p - 1].isalpha())
        if joined and first[p].isdigit() == alt[0].isdigit():
            return first[:p] + alt
    return alt


# what stands between two members of a list of names: ", ", " and ", ", or ", " / "
_LIST_GAP = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+|/|&)\s*")


def _listed_stems(text: str, found: list[ModelMention], lone: list[ModelMention]) -> list[ModelMention]:
    """ "(e.g., Claude, GPT)", "such as BERT and ViT": a stem that alone names no checkpoint does name
    the model in a list whose next or previous member is a model; "GPT-style" or "GPT models are"
    stay unnamed. Chains count ("GPT, ViT and BERT"): a kept stem is a model for its neighbours."""
    kept = list(found)
    changed = True
    while changed and lone:
        changed = False
        for cand in list(lone):
            for other in kept:
                a, b = (cand.end, other.start) if other.start >= cand.end else (other.end, cand.start)
                gap = text[a:b]
                if _LIST_GAP.fullmatch(gap):
                    kept.append(cand)
                    lone.remove(cand)
                    changed = True
                    break
    return sorted(kept, key=lambda mm: mm.start)


# "Apertus-8B", "Motif-2-12.7B", "Zephyr-141B-Instruct": a capitalised stem, an optional version and a
# parameter count in billions is a checkpoint even when its family is in no table. Only "B" sizes: "M"
# and "K" suffixes name image or token counts at least as often ("CC-12M", "LAION-400M").
# the release suffixes a size may carry in an untabled checkpoint name ("Zephyr-141B-Instruct")
_CHECKPOINT_SUFFIX = "Instruct|Chat|Base|Thinking|Coder|Math|Preview|it"
_SIZED_CHECKPOINT = re.compile(
    r"(?<![\w./-])(?P<stem>[A-Z][a-z]+[A-Za-z]*(?:-?\d+(?:\.\d+)?)?)"
    rf"-(?P<size>\d+(?:\.\d+)?B)(?P<tail>(?:-(?:{_CHECKPOINT_SUFFIX}|\d+[kKM]))*)"
    r"(?![\w.-]*\w)"
)


_SIZE_HINT = re.compile(r"-\d+(?:\.\d+)?B")  # what every _SIZED_CHECKPOINT match contains


def find_sized_checkpoints(text: str) -> list[ModelMention]:
    """Checkpoints of families no table knows, named by stem and size; family = stem with its version."""
    out: list[ModelMention] = []
    if not _SIZE_HINT.search(text):
        return out  # the regex tries every capitalised word; most abstracts name no "-7B" size at all
    for m in _SIZED_CHECKPOINT.finditer(text):
        stem = m.group("stem")
        if _family_of(*_split_stem(stem)) is not None:
            continue  # a known family: find_models names it with the table's canonical spelling
        more = _MORE_SIZES.match(text, m.end())
        if more is None:
            out.append(ModelMention(m.start(), m.end(), m.group(0), stem))
            continue
        # "Apertus-70B/8B-Instruct": one checkpoint per size, the last one's suffix shared
        sizes = [m.group("size") + m.group("tail"), *more.group(0).lstrip("/").split("/")]
        for name in _shared_suffix(sizes):
            out.append(ModelMention(m.start(), more.end(), f"{stem}-{name}", stem))
    return out


_MORE_SIZES = re.compile(rf"(?:/\d+(?:\.\d+)?B(?:-(?:{_CHECKPOINT_SUFFIX}))*)+(?![\w.-]*\w)")


def _split_stem(stem: str) -> tuple[str, str, str]:
    """'Motif-2' -> ('Motif', '2', ''): the (stem, version, parts) triple :func:`_family_of` expects."""
    v = re.match(r"(.*?)-?(\d+(?:\.\d+)?)$", stem)
    return (v.group(1), v.group(2), "") if v and v.group(1) else (stem, "", "")
