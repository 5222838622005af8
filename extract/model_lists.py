"""Models named next to known models: "open LLMs, including LLaMA, Qwen, EuroLLM and Salamandra".

The model gazetteer knows the big families; a coordinated list that holds some of them names
models of the same kind in its other members, even from families no table lists (EuroLLM,
Salamandra). A member counts when it is shaped like a name (a capital or a digit), is no
generic acronym and no known non-model, and the list holds at least as many known models as
unknown members, less one: a list is about one kind of thing, and a lone known model among
several unknown names may be a different kind of list.
"""

from __future__ import annotations

import re

from kg.extract.acronyms import is_generic_acronym
from kg.extract.document import Document, Sentence
from kg.extract.knowledge import lookup
from kg.extract.models import ModelMention, family_word
from kg.extract.names import parse_list
from kg.normalize import normalize

# a list of models starts after one of these words, or at a known model
_OPENERS = frozenset({"including", "like", "as", "e.g", ":", "(", "of", "on", "with", "using", "use", "uses"})
# words that mean the name is a kind, not a checkpoint: "Transformers", "LLMs", "baselines"
_KIND_WORDS = frozenset(
    """model models llm llms vlm vlms baseline baselines method methods transformer transformers
    architecture architectures encoder encoders decoder decoders network networks""".split()
)
# makers and layers listed beside models: "Meta's Llama", "(Mamba2, Attention, FFN)"
_NOT_MODELS = frozenset(
    """meta openai google anthropic microsoft deepmind amazon apple alibaba nvidia baidu xai ibm
    huggingface hugging attention ffn mlp moe diffusion gan gans vae vaes flow flows autoregressive""".split()
)
# a lower-case last part that makes the name a description: "Web-based", "2K-token"
_DESCRIPTIVE_TAILS = frozenset(
    "based token tokens level style like aware free scale shot wise specific driven only".split()
)
_SIZE = re.compile(r"[-_ :]\d+(?:\.\d+)?[BMbm]$")


def _name_shaped(text: str) -> bool:
    """ "EuroLLM", "Salamandra", "GTE-Base", "Falcon-7B": a capital or a digit, and no sentence,
    phrase of plain words ("Naive Bayes", "Weighted Score"), maker or layer."""
    words = text.split()
    plain_phrase = len(words) > 1 and all(w.isalpha() and w[:1].isupper() and w[1:].islower() for w in words)
    return (
        len(text) <= 40
        and len(words) <= 3
        and (text[:1].isupper() or any(c.isdigit() for c in text))
        and words[-1].lower() not in _KIND_WORDS
        and text.lower() not in _NOT_MODELS
        and text.rsplit("-", 1)[-1] not in _DESCRIPTIVE_TAILS
        and "&" not in text
        and "-to-" not in text  # "Text-to-Image models": a kind of model, not one
        and not plain_phrase
        and not _adjective_word(text)
        and not family_word(text)
    )


_ADJECTIVE_ENDINGS = ("ian", "ic", "al", "ive", "ous", "ary", "ed", "ing")


def _adjective_word(text: str) -> bool:
    """ "Markovian", "Semi-Markovian", "Bayesian": a capitalized adjective (no digit, no inner capital
    but after a hyphen) qualifies a kind of model, it names none."""
    parts = text.split("-")
    plain = all(p[:1].isupper() and p[1:].islower() and p.isalpha() for p in parts if p)
    return plain and text.lower().endswith(_ADJECTIVE_ENDINGS)


# plural heads that type a list of names as models: "E5-Base and GTE-Base models",
# "judge models such as Prometheus and JudgeLM"
_MODEL_HEADS = frozenset("models llms vlms mllms lms checkpoints backbones".split())
_SUCH = frozenset({"such", "like", "including", "e.g"})


def _headed_lists(doc: Document, sent: Sentence, taken: list[tuple[int, int]]) -> list[ModelMention]:
    """Lists of two or more names right before a plural model head, or right after "models such as"."""
    toks = sent.tokens
    known = doc.known_at(sent)
    out = []
    for h, low in enumerate(sent.lows):
        if low not in _MODEL_HEADS:
            continue
        names = []
        # "X, Y and Z models": the widest list that ends at the head, if a name-shaped word precedes it
        before = toks[h - 1].text if h > 0 else ""
        shaped = before[:1].isupper() or any(c.isdigit() for c in before)
        for j in range(max(0, h - 8), h if shaped else 0):
            found = parse_list(doc.clean, toks, j, known)
            if len(found) >= 2 and found[-1].tok_end == h and found[0].tok_start == j:
                names = found
                break
        if not names and h + 2 < len(toks) and toks[h + 1].lower in _SUCH:
            k = h + 2 if toks[h + 1].lower != "such" else h + 3  # "models such as X, Y"
            names = parse_list(doc.clean, toks, k, known) if k < len(toks) else []
        if len(names) < 2 or not all(_name_shaped(nm.text) for nm in names):
            continue
        for nm in names:
            s, e = toks[nm.tok_start].start, toks[nm.tok_end - 1].end
            if not _overlaps(s, e, taken):
                _take(doc, nm.text, s, e, out, taken)
    return out


def _overlaps(s: int, e: int, taken: list[tuple[int, int]]) -> bool:
    return any(s < e2 and s2 < e for s2, e2 in taken)


def _take(
    doc: Document, name: str, s: int, e: int, out: list[ModelMention], taken: list[tuple[int, int]]
) -> None:
    """Record a list member as a model unless it is a generic acronym, a known non-model or the
    paper's own proposal."""
    if is_generic_acronym(name):
        return
    if name.isalpha() and name.lower().endswith("ly"):
        return  # "Conversely, RAG-augmented models ...": a sentence adverb, not a list member
    g = lookup(name)
    if (g is not None and g.label != "Model") or normalize(name) in doc.proposed:
        return
    out.append(ModelMention(s, e, name, _SIZE.sub("", name)))
    taken.append((s, e))


def listed_models(doc: Document, mentions: list[ModelMention]) -> list[ModelMention]:
    """Unknown members of coordinated lists whose other members are found models, or that a plural
    model head types ("E5-Base and GTE-Base models")."""
    out: list[ModelMention] = []
    # ("We release AdminBERT as well as AdminSet, the corpus": the paper's own model types no list)
    taken = [(m.start, m.end) for m in mentions if normalize(m.name) not in doc.proposed]
    for sent in doc.sentences:
        if not sent.words.isdisjoint(_MODEL_HEADS):
            out += _headed_lists(doc, sent, taken)
        inside = [m for m in mentions if sent.start <= m.start < sent.end]
        if not inside:
            continue
        toks = sent.tokens
        first_model = min(m.start for m in inside)
        model_starts = {m.start for m in inside}
        starts = {i for i, t in enumerate(toks) if t.start in model_starts}
        starts |= {i + 1 for i, t in enumerate(toks[:-1]) if t.lower in _OPENERS and t.end <= first_model}
        known = doc.known_at(sent)
        done: set[int] = set()
        for j in sorted(starts):
            if j in done:
                continue
            names = parse_list(doc.clean, toks, j, known)
            if len(names) < 2:
                continue
            done.update(range(j, names[-1].tok_end))
            spans = [(toks[nm.tok_start].start, toks[nm.tok_end - 1].end) for nm in names]
            is_model = [_overlaps(s, e, taken) for s, e in spans]
            n_known = sum(is_model)
            if n_known == 0 or len(names) - n_known > n_known + 1:
                continue
            for nm, (s, e), hit in zip(names, spans, is_model, strict=True):
                # ("our LLM-generated NLI datasets, fine-tuned BERT": a member headed as data is no model)
                if not hit and _name_shaped(nm.text) and nm.head not in ("Dataset", "Task", "Metric"):
                    _take(doc, nm.text, s, e, out, taken)
    return out
