"""Experiment: a spaCy NER, trained on the development golds to tag names by role, unioned with the rules.

    python benchmarks/role_tagger.py [--steps 6000] [--work DIR]

Why it exists: rule rounds stopped carrying over to unseen text, and a learned recogniser is the
obvious other lever, since the repository holds ~3,700 fully annotated development abstracts
(``scripts/train_models.py`` ``FULL_GOLDS`` plus ../shared dev and dev2). Every literal occurrence of
a gold name (or alias) in the cleaned title + abstract becomes a span labelled with its relation
(PROP, BASE, BUILD, DATA, MODEL, METRIC, TASK; longest span wins on overlap); spaCy's default
efficiency NER (hash-embedding CNN tok2vec + transition-based NER) learns them on CPU. Every tenth
gold file (sorted by name) is held out. The script then scores, with ../shared/eval/score.py,
the rules alone and the rules plus the tagger's names the rules did not find (per role, and all
but TASK together) on the held-out samples and on the pooled unseen checks A-J, whose abstracts
no rule and no training step has seen. It prints one JSON object. The model is not shipped:
measured in the twelfth session it lowered every score it touched (see README).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import train_models as tm  # noqa: E402

sys.path.insert(0, str(tm.DEFAULT_EVAL))  # ../shared/eval: the shared scorer
import score  # noqa: E402
from score_extract import UNSEEN_SETS, predict, unseen_papers  # noqa: E402

from kg.extract.clean import clean  # noqa: E402
from kg.normalize import normalize  # noqa: E402

ROLES = {
    "proposes": ("PROP", "PROPOSES"),
    "compares_against": ("BASE", "COMPARES_AGAINST"),
    "builds_on": ("BUILD", "BUILDS_ON"),
    "evaluates_on": ("DATA", "EVALUATES_ON"),
    "uses_model": ("MODEL", "USES_MODEL"),
    "metrics": ("METRIC", "USES_METRIC"),
    "addresses": ("TASK", "ADDRESSES"),
}
LABEL_ORDER = [lab for lab, _ in ROLES.values()]
TYPE_OF = {lab: typ for lab, typ in ROLES.values()}


def text_of(paper) -> str:
    """What the tagger reads: the cleaned title and abstract, as the rules see them."""
    abstract = clean(paper.abstract).text
    return f"{clean(paper.title).text}\n{abstract}" if paper.title else abstract


def occurrences(text: str, name: str) -> list[tuple[int, int]]:
    """Character ranges of ``name`` as a whole word: case-sensitive, else case-insensitive."""
    body = r"(?<![\w-])" + re.escape(name) + r"(?!\w)"
    found = [m.span() for m in re.finditer(body, text)]
    return found or [m.span() for m in re.finditer(body, text, re.I)]


def labelled_doc(nlp, text: str, gold: dict):
    """``text`` as a spaCy Doc whose entities are the gold names' occurrences, longest first."""
    doc = nlp.make_doc(text)
    spans = []
    for key, (label, _) in ROLES.items():
        for entry in gold.get(key) or []:
            for name in [entry["name"], *(entry.get("aliases") or [])]:
                if name and len(name) > 1:
                    for s, e in occurrences(text, name):
                        span = doc.char_span(s, e, label=label, alignment_mode="expand")
                        if span is not None:
                            spans.append(span)
    spans.sort(key=lambda s: (s.start - s.end, LABEL_ORDER.index(s.label_), s.start))
    taken: set[int] = set()
    kept = []
    for span in spans:
        if taken.isdisjoint(range(span.start, span.end)):
            taken.update(range(span.start, span.end))
            kept.append(span)
    doc.ents = sorted(kept, key=lambda s: s.start)
    return doc


def records(path: Path) -> dict[str, dict]:
    """doc -> record of a JSON Lines gold or prediction file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {(rec := json.loads(x))["doc"]: rec for x in lines if x.strip()}


def development_sets() -> list[tuple[str, list, dict]]:
    """(gold file name, papers, doc -> gold record) of every fully annotated development gold."""
    out = []
    sources = tm._gold_sources(tm.DEFAULT_EVAL, tm.DEFAULT_SEEDS, tm.DEFAULT_CORPUS, tm.FULL_GOLDS)
    for inputs, gold_path in sources:
        gold = records(Path(gold_path))
        out.append((Path(gold_path).name, tm._papers_of(inputs, gold, tm.DEFAULT_CORPUS), gold))
    return out


def train(work: Path, steps: int) -> tuple[Path, list[tuple[list, dict]], dict]:
    """Train the tagger on nine tenths of the development golds; returns the model, the held-out
    (papers, gold) pairs and the tagger's own held-out span scores."""
    import spacy
    from spacy.cli.init_config import init_config
    from spacy.cli.train import train as spacy_train
    from spacy.tokens import DocBin

    nlp = spacy.blank("en")
    sets = development_sets()
    held = {name for name, _, _ in sorted(sets)[::10]}
    bins = {"train": DocBin(), "dev": DocBin()}
    held_out = []
    for name, papers, gold in sets:
        part = "dev" if name in held else "train"
        for p in papers:
            bins[part].add(labelled_doc(nlp, text_of(p), gold[p.doc]))
        if part == "dev":
            held_out.append((papers, gold))
    for part, db in bins.items():
        db.to_disk(work / f"{part}.spacy")
    config = init_config(lang="en", pipeline=["ner"], optimize="efficiency", gpu=False)
    config["training"]["max_steps"] = steps
    config["training"]["eval_frequency"] = 500
    config["system"]["seed"] = 0
    config.to_disk(work / "config.cfg")
    with contextlib.redirect_stdout(sys.stderr):  # spaCy's training log; stdout holds the report
        spacy_train(
            work / "config.cfg",
            work / "model",
            overrides={"paths.train": str(work / "train.spacy"), "paths.dev": str(work / "dev.spacy")},
        )
    best = work / "model" / "model-best"
    meta = json.loads((best / "meta.json").read_text(encoding="utf-8"))
    per_type = {
        k: {m: round(v, 3) for m, v in s.items()} for k, s in meta["performance"]["ents_per_type"].items()
    }
    return best, held_out, per_type


def with_tagged(record: dict, tagged: list[tuple[str, str]], labels: set[str]) -> dict:
    """``record`` plus a relation for every tagged name of ``labels`` that no entity of it names."""
    known = {normalize(n) for e in record["entities"] for n in [e["name"], *e.get("aliases", [])]}
    record = {**record, "entities": list(record["entities"]), "relations": list(record["relations"])}
    for label, name in tagged:
        if label in labels and normalize(name) not in known:
            key = f"tagged:{label}:{normalize(name)}"
            record["entities"].append({"id": key, "label": "Method", "name": name, "aliases": []})
            record["relations"].append({"type": TYPE_OF[label], "target": key})
    return record


def scores(nlp, pairs: list[tuple[list, dict]], work: Path) -> dict:
    """Strict micro F1 and per-key F1 of the rules alone and of each union, pooled over ``pairs``."""
    policies = {"rules": set(), "rules + all but TASK": set(LABEL_ORDER) - {"TASK"}}
    policies.update({f"rules + {lab}": {lab} for lab in LABEL_ORDER})
    totals = {p: {} for p in policies}
    for n, (papers, gold) in enumerate(pairs):
        out = work / f"pred_{n}.jsonl"
        predict(papers, out)
        predicted = records(out)
        tagged = {}
        for p, doc in zip(papers, nlp.pipe(text_of(p) for p in papers), strict=True):
            tagged[p.doc] = list(dict.fromkeys((e.label_, e.text) for e in doc.ents))
        for policy, labels in policies.items():
            for doc_id, grec in gold.items():
                none = {"entities": [], "relations": []}
                rec = with_tagged(predicted.get(doc_id, none), tagged[doc_id], labels)
                pk, gk = score.predicted_by_key(rec), score.gold_by_key(grec)
                for k in score.STRICT_KEYS + score.LENIENT_KEYS:
                    same = score.lenient_match if k in score.LENIENT_KEYS else score.strict_match
                    m, _, _ = score.match_count(pk[k], gk[k], same)
                    t = totals[policy].setdefault(k, [0, 0, 0])
                    t[0] += m
                    t[1] += len(pk[k])
                    t[2] += len(gk[k])
    out = {}
    for policy, tot in totals.items():
        micro = [sum(tot[k][i] for k in score.STRICT_KEYS) for i in range(3)]
        out[policy] = {"strict_micro_f1": round(score.prf(*micro)[2], 3)} | {
            k: round(score.prf(*v)[2], 3) for k, v in tot.items()
        }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=6000, help="training steps (6,000 take ~10 min on 2 cores)")
    ap.add_argument("--work", type=Path, help="folder for data, model and predictions (default: temporary)")
    args = ap.parse_args()
    import spacy

    with tempfile.TemporaryDirectory() as tmp:
        work = args.work or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        model, held_out, per_type = train(work, args.steps)
        nlp = spacy.load(model)
        unseen = []
        for path in UNSEEN_SETS.values():
            unseen.append((unseen_papers(path), records(path)))
        report = {
            "tagger_held_out_spans": per_type,
            "held_out_development_samples": scores(nlp, held_out, work),
            "unseen_a_to_j_pooled": scores(nlp, unseen, work),
        }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
