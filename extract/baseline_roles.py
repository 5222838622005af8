"""Names in the role of a baseline, with no comparison verb: "a Causal Forest baseline",
"LegalBERT as a supervised baseline", "SimCSE, a strong baseline", "a baseline LSTM network".

Why: the comparison cues of :mod:`kg.extract.comparisons` follow verbs and prepositions
("outperforms X", "than X"). Abstracts as often name a baseline by the noun alone, and the
annotation guidelines record those as COMPARES_AGAINST all the same. The names found here go
through the same filters as the cue rules' names (specific, not a kind, not the paper's own).
"""

from __future__ import annotations

import re

from kg.extract.document import Document, Sentence
from kg.extract.names import GENERIC_PLURAL_HEADS, Name, parse_name

_BASELINE = frozenset({"baseline", "baselines"})
_ARTICLES = frozenset({"a", "an", "the", "our"})
# "a strong supervised baseline": at most three describing words between the article and the noun
_MAX_DESCRIBING = 3
_ROLE_WORDS = frozenset({"as", ","})
# "we fine-tune the baseline Bagel", "extends the X baseline": what the paper starts from is a
# foundation, not a baseline it is compared with
_FOUNDATION_VERB = re.compile(r"^(?:fine-?tun|finetun|extend|adapt(?:s|ed|ing)?$|revisit|build|initiali[sz])")


def name_ending_at(doc: Document, sent: Sentence, end: int, reach: int = 6) -> Name | None:
    """The longest name of ``sent`` whose last token is ``end - 1`` ("a Causal Forest" -> Causal Forest)."""
    toks = sent.tokens
    known = doc.known_at(sent)
    for start in range(max(0, end - reach), end):
        if toks[start].text in ",;:.()":
            continue
        nm = parse_name(doc.clean, toks, start, known)
        if nm is not None and nm.tok_end == end and nm.tok_start >= start:
            return nm
    return None


def _role_name(doc: Document, sent: Sentence, k: int) -> Name | None:
    """ "X as a strong baseline", "X, a supervised baseline": the name before "as"/"," that the
    baseline noun at ``k`` describes."""
    toks = sent.tokens
    g = k - 1
    while g >= 0 and k - 1 - g < _MAX_DESCRIBING and toks[g].text.isalpha() and toks[g].text.islower():
        if toks[g].lower in _ARTICLES:
            break
        g -= 1
    if g < 1 or toks[g].lower not in _ARTICLES or toks[g - 1].lower not in _ROLE_WORDS:
        return None
    named = name_ending_at(doc, sent, g - 1)
    if named is None and toks[g - 1].lower == "as":
        return _cast_name(doc, sent, g - 2)
    return named


# "X, used as the baseline", "X, which serves as our baseline": a verb of casting between name and role
_CAST_VERBS = frozenset("used employed adopted chosen taken serving serves served acting acts".split())


def _cast_name(doc: Document, sent: Sentence, v: int) -> Name | None:
    """The name before ", (which) used/serves as" ending at token ``v`` (the verb), if any; a kind noun
    after the name is passed over ("Chain-of-Thought methods, used as the baseline")."""
    toks = sent.tokens
    if v < 2 or toks[v].lower not in _CAST_VERBS:
        return None
    v -= 1
    if toks[v].lower in ("which", "that"):
        v -= 1
    if v < 1 or toks[v].text != ",":
        return None
    end = v - 1 if toks[v - 1].lower in GENERIC_PLURAL_HEADS else v
    return name_ending_at(doc, sent, end)


def baseline_role_names(doc: Document, sent: Sentence) -> list[tuple[Name, str]]:
    """(name, rule) for every name the sentence casts as a baseline by the noun "baseline" alone."""
    if sent.words.isdisjoint(_BASELINE):
        return []
    toks = sent.tokens
    out: list[tuple[Name, str]] = []
    for k, t in enumerate(toks):
        if t.lower not in _BASELINE:
            continue
        if k + 1 < len(toks) and toks[k + 1].lower.endswith("tion"):
            continue  # "the DIVA-HisDB baseline detection task": a compound noun, not a baseline
        if any(_FOUNDATION_VERB.match(w.lower) for w in toks[max(0, k - 8) : k]):
            continue  # "we fine-tune the generation baseline Bagel": the paper builds on it
        before = name_ending_at(doc, sent, k)  # "a Causal Forest baseline", "the GRPO baselines"
        if before is not None:
            out.append((before, "x-baseline"))
            continue
        role = _role_name(doc, sent, k)  # "LegalBERT as a supervised baseline"
        if role is not None:
            out.append((role, "as-baseline"))
            continue
        if k + 1 < len(toks) and t.lower == "baseline" and not toks[k + 1].text[:1].islower():
            # "a baseline LSTM network", "as the baseline (Pythia-6.9B)"
            m = k + 2 if toks[k + 1].text == "(" else k + 1
            after = parse_name(doc.clean, toks, m, doc.known_at(sent)) if m < len(toks) else None
            if (
                after is not None
                and after.tok_start == m
                and (m == k + 1 or (after.tok_end < len(toks) and toks[after.tok_end].text == ")"))
            ):
                out.append((after, "x-baseline"))
    return out
