#!/usr/bin/env python3
"""Mine a typed lexicon of names (and generic heads) from the abstract corpus.

Why: hand-written lists cover the famous names, but every subfield has its own baselines and
benchmarks. Across 38k abstracts a name shows its type by where it occurs: after "outperforms"
or "than" (a method), before "benchmark"/"dataset" (a dataset), followed by a size like "7B" (a
model), after "in terms of" or before "of 85%" (a metric), after "we propose" (a method or
dataset the paper introduces). A word that mostly follows "existing/previous/SOTA" is a generic
head ("baselines", "approaches"). Counting these contexts turns candidates into typed entries
with scores; the gazetteer loads the entries above a threshold.

Output: ``extract/data/lexicon.tsv`` with names and numbers only (never text from the corpus),
sorted, so two runs over the same input give the same bytes.

Usage: python scripts/mine_lexicon.py [--out PATH] [--min-df N] [--jobs N] [--limit N] [FILES...]
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import re
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

DEFAULT_FILES = (
    "../shared/data/corpus/venues_2023_2025.jsonl",
    "../shared/data/corpus/arxiv_cs_cl_lg_2025_2026.jsonl.gz",
)
FEATURES = ("df", "n", "cmp", "bench", "prop", "size", "metric", "acro", "eval", "generic")
LABELS = ("Method", "Dataset", "Metric", "Model", "Task", "Generic")

# A name-like token: an acronym, CamelCase, or a versioned token (EAGLE-3, XCodec2, LLaVA-1.5).
_NAME = re.compile(
    r"(?<![\w\-.])("
    r"(?:[A-Z][A-Za-z]*[A-Z][\w]*|[A-Za-z]+\d[\w.]*|[A-Z]{2,}[\w]*|[a-z]+[A-Z][\w]*)"
    r"(?:[-.+][A-Za-z0-9][\w]*)*\+*"
    r")(?![\w])"
)
_LOWER = re.compile(r"(?<![\w\-])([a-z][a-z\-]{2,}(?: [a-z][a-z\-]{2,}){1,2})(?![\w\-])")
_CMP = re.compile(
    r"(?:outperform\w*|surpass\w*|than|over|compared (?:to|with)|versus|vs\.?|beats?|relative to|"
    r"baselines? (?:such as|including|like)|including)\s+(?:the\s+|strong\s+|existing\s+)?$",
    re.I,
)
_CMP_STRICT = re.compile(
    r"(?:outperform\w*|surpass\w*|compared (?:to|with)|versus|vs\.?|beats?|relative to|"
    r"baselines? (?:such as|including|like))\s+(?:the\s+|strong\s+|existing\s+)?$",
    re.I,
)
_BENCH_AFTER = re.compile(
    r"^\s*(?:benchmarks?|datasets?|suites?|corpus|corpora|leaderboard|environments?)\b", re.I
)
_EVAL_BEFORE = re.compile(r"(?:\bon|\bacross|experiments on|evaluated on|results on)\s+(?:the\s+)?$", re.I)
_PROP = re.compile(
    r"(?:we (?:propose|introduce|present|develop)|called|dubbed|termed|named|coined)\s+(?:an?\s+|the\s+)?$",
    re.I,
)
_SIZE_AFTER = re.compile(r"^(?:[- ]?\d+(?:\.\d+)?[BM]\b|[- ](?:\d+(?:\.\d+)?[BM]))")
_METRIC_BEFORE = re.compile(r"(?:in terms of|measured by|metrics? such as)\s+(?:the\s+)?$", re.I)
_METRIC_AFTER = re.compile(r"^\s*(?:scores?\b|of \d|(?:improvement|gain)s? of)", re.I)
_ACRO_DEF = re.compile(r"\(([A-Za-z][\w\-.+]{1,20})\)")
_GENERIC_BEFORE = re.compile(
    r"(?:existing|previous|prior|conventional|traditional|state-of-the-art|sota|other|competing|"
    r"representative|several|strong|baseline)\s+(?:[a-z\-]+\s+)?$",
    re.I,
)
_STOP_LOWER = set(
    """the a an of in on for with and or to by at from as is are was were be been this that these those
    we our it its their which can may not also such than more most both each other into via using
    used based while when where how what show shows shown results paper work propose proposed new
    however first two three one between across over under only well without through further""".split()
)
_STOP_NAMES = {
    "We", "In", "Our", "The", "This", "These", "However", "To", "AI", "ML", "NLP", "LLM", "LLMs", "RL",
    "DNN", "DNNs", "GPU", "GPUs", "CPU", "API", "APIs", "URL", "SOTA", "II", "III", "IV", "OOD", "QA",
    "US", "UK", "EU", "USA", "PhD", "NLU", "NLG", "CV", "VLM", "VLMs", "MLLM", "MLLMs", "LM", "LMs",
    "GitHub", "NVIDIA", "CPUs", "TPU", "TPUs", "HuggingFace", "PyTorch", "JAX", "TensorFlow", "arXiv",
    "OpenAI", "DeepMind", "RGB", "RGB-D", "fMRI", "MRI", "EEG", "CT", "MS", "ACL", "NeurIPS", "ICML",
    "ICLR", "EMNLP", "NAACL", "CVPR", "AAAI", "IJCAI", "COLING", "LaTeX", "PDF", "JSON", "HTML", "SQL",
    "SoTA", "XAI", "FP16", "BF16", "FP8", "FP32", "INT8", "INT4", "YouTube", "ICU", "NBA",
}


@dataclass(frozen=True)
class LexEntry:
    """A mined name with its best type, score in 0..1 and context counts."""

    name: str
    label: str
    score: float
    counts: tuple[int, ...]


def read_abstracts(paths: Iterable[str], limit: int | None = None) -> Iterator[str]:
    """Abstracts from JSON Lines files (plain or gzip), in file order."""
    n = 0
    for path in paths:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                if limit is not None and n >= limit:
                    return
                line = line.strip()
                if line:
                    n += 1
                    yield json.loads(line).get("abstract") or ""


def _clean(text: str) -> str:
    text = re.sub(r"\\(?:texttt|textit|textbf|textsc|emph|mathrm|mathbf|text)\{([^{}]*)\}", r"\1", text)
    return text.replace("~", " ").replace("**", "").replace("$", "").replace("\\", "")


def count_abstract(text: str) -> dict[str, Counter]:
    """Context counts for every candidate in one abstract (feature -> Counter of names)."""
    text = _clean(text)
    out = {f: Counter() for f in FEATURES}
    seen: set[str] = set()
    for m in re.finditer(r"(?<![\w\-.])([A-Z][a-z]{2,})(?=-\d+(?:\.\d+)?[BM]\b)", text):
        # a plain capitalised word followed by a size ("Borvex-7B") is a model family stem
        name = m.group(1)
        out["n"][name] += 1
        out["size"][name] += 1
        if name not in seen:
            out["df"][name] += 1
            seen.add(name)
    for m in _NAME.finditer(text):
        name = m.group(1).rstrip(".")
        if len(name) < 2 or name in _STOP_NAMES or len(name) > 40 or name[0].isdigit():
            continue
        if re.fullmatch(r"[A-Z][a-z]+\d*", name) and not re.search(r"\d", name):
            continue
        start, end = m.start(1), m.start(1) + len(name)
        before, after = text[max(0, start - 60) : start], text[end : end + 30]
        out["n"][name] += 1
        if name not in seen:
            out["df"][name] += 1
            seen.add(name)
        if _CMP.search(before):
            out["cmp"][name] += 1
        if _BENCH_AFTER.match(after):
            out["bench"][name] += 1
        if _EVAL_BEFORE.search(before):
            out["eval"][name] += 1
        if _PROP.search(before):
            out["prop"][name] += 1
        if _SIZE_AFTER.match(after):
            out["size"][name] += 1
        if _METRIC_BEFORE.search(before) or _METRIC_AFTER.match(after):
            out["metric"][name] += 1
        if text[start - 1 : start] == "(" and text[end : end + 1] == ")":
            out["acro"][name] += 1
    for m in _LOWER.finditer(text):
        phrase = m.group(1)
        words = phrase.split()
        if words[0] in _STOP_LOWER or words[-1] in _STOP_LOWER or any(w in _STOP_LOWER for w in words):
            continue
        key = phrase
        start, end = m.start(1), m.end(1)
        if re.search(r"[A-Z][\w\-']* $", text[max(0, start - 30) : start]) and not re.search(
            r"(?:^|[.!?] )[A-Z][\w\-']* $", text[max(0, start - 30) : start]
        ):
            continue  # a fragment of a capitalised name ("Markov decision processes")
        before, after = text[max(0, start - 60) : start], text[end : end + 30]
        out["n"][key] += 1
        if key not in seen:
            out["df"][key] += 1
            seen.add(key)
        if _CMP_STRICT.search(before):
            out["cmp"][key] += 1
        if _BENCH_AFTER.match(after):
            out["bench"][key] += 1
        if _METRIC_BEFORE.search(before) or _METRIC_AFTER.match(after):
            out["metric"][key] += 1
        if _PROP.search(before):
            out["prop"][key] += 1
        acro = _ACRO_DEF.match(text, end + 1) if text[end : end + 2] == " (" else None
        if acro and _spells(acro.group(1), words):
            out["acro"][key] += 1
    for m in re.finditer(r"(?<![\w\-])([a-z][a-z\-]{2,}s)\b", text):
        word = m.group(1)
        out["n"]["__w:" + word] += 1
        if _GENERIC_BEFORE.search(text[max(0, m.start() - 40) : m.start()]):
            out["generic"]["__w:" + word] += 1
    return out


def _spells(acronym: str, words: list[str]) -> bool:
    """The acronym's capitals are the initials of the words ("DP" = differential privacy)."""
    caps = [c.lower() for c in acronym if c.isupper()]
    initials = [w[0] for part in words for w in part.split("-") if w]
    return bool(caps) and caps == initials[-len(caps) :] and len(caps) >= len(words)


def _merge(parts: Iterable[dict[str, Counter]]) -> dict[str, Counter]:
    total = {f: Counter() for f in FEATURES}
    for part in parts:
        for f in FEATURES:
            total[f].update(part[f])
    return total


def _count_chunk(texts: list[str]) -> dict[str, Counter]:
    return _merge(count_abstract(t) for t in texts)


def count_corpus(texts: Iterable[str], jobs: int = 1, chunk: int = 2000) -> dict[str, Counter]:
    """Context counts over many abstracts; the result does not depend on ``jobs``."""
    chunks: list[list[str]] = []
    cur: list[str] = []
    for t in texts:
        cur.append(t)
        if len(cur) >= chunk:
            chunks.append(cur)
            cur = []
    if cur:
        chunks.append(cur)
    if jobs <= 1 or len(chunks) <= 1:
        return _merge(_count_chunk(c) for c in chunks)
    with Pool(jobs) as pool:
        return _merge(pool.map(_count_chunk, chunks))


_CLASS_SUFFIX = re.compile(r"-(?:based|guided|style|like|driven)$", re.I)
_TASK_HEADS = {
    "recognition", "detection", "classification", "generation", "translation", "answering", "segmentation",
    "summarization", "retrieval", "parsing", "tagging", "extraction", "estimation", "prediction",
    "reasoning", "understanding", "intelligence", "reconstruction", "synthesis", "forecasting", "tracking",
    "captioning", "grounding", "navigation", "manipulation", "planning", "localization", "completion",
    "inference", "identification", "verification", "recommendation", "resolution", "labeling",
}
_METRIC_HEADS = {
    "accuracy", "rate", "score", "error", "distance", "latency", "throughput", "ratio", "time", "speed",
    "precision", "recall", "similarity", "correlation", "divergence", "perplexity", "coverage", "f1",
}


def _generic_words() -> tuple[set[str], set[str]]:
    """Heads and modifiers of generic phrases, from the hand-written ``generic.txt``."""
    path = Path(__file__).resolve().parent.parent / "extract/data/generic.txt"
    heads: set[str] = set()
    mods: set[str] = set()
    section = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line
        elif line and not line.startswith("#"):
            {"[heads]": heads, "[modifiers]": mods}.get(section, set()).add(line.lower())
    return heads, mods


def _is_model(name: str) -> bool:
    try:
        from kg.extract.models import find_models
    except ImportError:  # the script also runs without the package installed
        return False
    found = find_models(name)
    return len(found) == 1 and found[0].start == 0 and found[0].end == len(name)


def _confidence(evidence: int) -> float:
    """How much to trust a typing decision made from ``evidence`` telling contexts."""
    return 1.0 - math.exp(-evidence / 3.0)


def type_entries(counts: dict[str, Counter], min_df: int = 3) -> list[LexEntry]:
    """Turn context counts into typed, scored entries (names and numbers only), sorted."""
    out: list[LexEntry] = []
    heads, mods = _generic_words()
    for name, df in counts["df"].items():
        if df < min_df:
            continue
        c = {f: counts[f][name] for f in FEATURES}
        lower = name.islower()
        if lower:
            words = name.split()
            if words[-1] in heads or any(w in mods or w in heads for w in words):
                continue
        if _is_model(name):
            score = round(0.7 + 0.3 * _confidence(c["size"] + c["cmp"]), 3)
            out.append(LexEntry(name, "Model", score, tuple(c[f] for f in FEATURES)))
            continue
        if re.fullmatch(r"[A-Z]{2,}s", name) or _CLASS_SUFFIX.search(name):
            continue  # plural acronyms ("GNNs") and "X-based" name classes of things
        if lower and name.split()[-1] in _TASK_HEADS:
            if c["acro"] >= 2:  # "named entity recognition (NER)": a task, typed by its head noun
                score = round(_confidence(c["acro"]) * 0.9, 3)
                out.append(LexEntry(name, "Task", score, tuple(c[f] for f in FEATURES)))
            continue
        votes = {
            "Method": c["cmp"] + c["prop"] + (0.25 * c["acro"] if c["cmp"] + c["prop"] else 0),
            "Dataset": c["bench"] * 2 + c["eval"],
            "Metric": c["metric"] * 1.5,
            "Model": c["size"] * 2,
        }
        if lower:
            # lowercase phrases need telling contexts; mere frequency makes no name. A lower-case
            # method is compared against and also defined with an acronym somewhere ("semantic
            # entropy (SE)"); lower-case "datasets" are task descriptions ("multi-hop QA benchmarks").
            votes["Method"] = c["cmp"] + 0.25 * c["acro"] if c["acro"] else 0
            votes["Dataset"] = 0
            if name.split()[-1] not in _METRIC_HEADS:
                votes["Metric"] = 0
        label = max(votes, key=lambda k: (votes[k], k))
        best = votes[label]
        if best <= 0:
            continue
        share = best / (sum(votes.values()) or 1)
        rate = min(1.0, best / max(c["n"], 1) * (3 if lower else 4))
        score = _confidence(best) * share * (0.5 + 0.5 * rate)
        if len(name) <= 3 and not re.search(r"\d", name):
            score *= 0.7  # short acronyms mean different things in different papers
        score = round(score, 3)
        if score < 0.2:
            continue
        out.append(LexEntry(name, label, score, tuple(c[f] for f in FEATURES)))
    for key, n in counts["n"].items():
        if not key.startswith("__w:") or n < 4 * min_df:
            continue
        g = counts["generic"][key]
        ratio = g / n
        if g >= 2 * min_df and ratio >= 0.08:
            score = round(min(1.0, ratio * 4) * _confidence(g), 3)
            word = key[4:]
            out.append(LexEntry(word, "Generic", score, (0, n, 0, 0, 0, 0, 0, 0, 0, g)))
    out.sort(key=lambda e: (e.label, -e.score, e.name))
    return out


def mine(texts: Iterable[str], min_df: int = 3, jobs: int = 1) -> list[LexEntry]:
    """The whole mining step over abstracts: counts, then typed entries."""
    return type_entries(count_corpus(texts, jobs=jobs), min_df=min_df)


def format_lexicon(entries: list[LexEntry]) -> str:
    """TSV text: name, label, score, then the context counts."""
    lines = ["# mined by scripts/mine_lexicon.py; name\tlabel\tscore\t" + "\t".join(FEATURES)]
    for e in entries:
        lines.append("\t".join([e.name, e.label, f"{e.score:.3f}", *map(str, e.counts)]))
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", help="JSON Lines corpus files (default: ../shared/data/corpus/*)")
    ap.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "extract/data/lexicon.tsv"))
    ap.add_argument("--min-df", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=None, help="read at most N abstracts")
    args = ap.parse_args(argv)
    root = Path(__file__).resolve().parent.parent
    files = args.files or [str((root / f).resolve()) for f in DEFAULT_FILES]
    missing = [f for f in files if not Path(f).exists()]
    if missing:
        print(f"error: corpus file not found: {missing[0]}", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    texts = list(read_abstracts(files, args.limit))
    entries = mine(texts, min_df=args.min_df, jobs=args.jobs)
    Path(args.out).write_text(format_lexicon(entries), encoding="utf-8")
    by_label = Counter(e.label for e in entries)
    dt = time.perf_counter() - t0
    labels = dict(sorted(by_label.items()))
    print(f"{len(texts)} abstracts, {len(entries)} entries {labels} in {dt:.1f}s -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
