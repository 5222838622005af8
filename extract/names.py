"""Deciding where a name starts and ends, and whether a phrase names a specific thing.

This is the core judgement of extraction: after "outperforms", "based on" or "on the",
is the next phrase a specific named method/benchmark ("GRPO", "Sequential Monte Carlo",
"HH-RLHF") or a generic one ("strong baselines", "existing RL methods")? The signals used,
strongest first: the name's shape (acronym, inner capitals, letters+digits, trailing '+'),
a Title Case run of words, membership in the gazetteers or in names defined elsewhere in the
corpus, and the generic-head lexicon. Lower-case phrases are names only when known.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from kg.extract.models import load_families
from kg.extract.tokens import Token

# Acronyms that name a kind of thing, not a specific method: never an entity by themselves.
GENERIC_ACRONYMS = frozenset(
    """llm llms vlm vlms mllm mllms lvlm lvlms lm lms plm plms ptlm ptlms slm slms lrm lrms rl nlp ai ml dl
    sota gpu gpus cpu cpus tpu api apis dnn dnns nn nns ann anns nlu nlg ir cv kg kgs qa vqa pde pdes ode
    odes sde sdes mdp mdps pomdp llm-based ai-generated iid i.i.d ood id us uk eu usa gdpr hci iot
    gpt-based url html pdf json sql xml ssl fl marl ppl asr tts mt nmt ner pos lalm lalms lmm lmms
    lam lams alm alms vla vlas mlrm mlrms e2e ct mri pet ecg eeg fmri""".split()
)
# Words that may link Title Case words inside one name ("Mixture of Dirichlet EXperts").
_NAME_LINKS = frozenset({"of", "for", "and", "with", "via", "the", "-", "&"})
# Capitalized words that start sentences or clauses and are not name parts.
NOT_NAME_WORDS = _NOT_NAME_WORDS = frozenset(
    """we our the this these those that it its in on for to a an as at by from with however moreover
    furthermore additionally specifically finally first second third then thus therefore here there
    experiments experimental results extensive empirical notably meanwhile while when where although
    unlike compared despite based building using via through both all each table figure fig section
    appendix code our existing recent prior previous existing baselines also further besides overall
    i ii iii iv given since if after before during across against among between into over under upon
    without within however instead rather such moreover lastly crucially importantly interestingly
    surprisingly january february march april may june july august september october november december
    english chinese""".split()
)
_DETERMINERS = frozenset({"the", "a", "an", "our", "their", "its", "both", "all", "several", "many", "most"})
# Organisations and platforms: named, but never methods, datasets or baselines.
NOT_ENTITIES = frozenset(
    """openai google meta microsoft deepmind anthropic nvidia amazon apple ibm baidu alibaba tencent huawei
    facebook hugging-face huggingface github wikipedia reddit twitter arxiv youtube kaggle semeval iwslt
    neurips icml iclr acl emnlp naacl coling cvpr iccv eccv aaai ijcai kdd sigir
    cuda jax pytorch tensorflow keras numpy scipy python c++ java javascript matlab triton opencl openmp
    linux android ios windows excel""".split()
)
# Suffixes that make a name a modifier: "GPT-2-derived", "EM-based".
MODIFIER_SUFFIXES = (
    "-based",
    "-derived",
    "-style",
    "-like",
    "-inspired",
    "-guided",
    "-driven",
    "-aware",
    "-specific",
    "-free",
    "-enhanced",
    "-augmented",
    "-level",
    "-wise",
    "-focused",
    "-oriented",
    "-centric",
    "-centered",
    "-conditioned",
    "-informed",
)
# "our built C-MABSA dataset": verbs "our" may put before the name of a thing the paper made
OUR_MADE = frozenset("built constructed curated collected created introduced".split())
# Lower-case modifiers allowed before a name ("the strong baseline X").
SKIP_MODIFIERS = frozenset(
    """the a an our their its his her existing strong recent standard vanilla popular prior previous
    state-of-the-art sota leading competitive conventional traditional several various both all other
    many most widely-used well-known established representative original common commonly classic
    classical baseline baselines method methods model models approach approaches algorithm algorithms
    technique techniques framework frameworks system systems including like e.g i.e namely such as
    powerful advanced modern current contemporary typical widely used open-source proprietary closed-source
    frontier much far even larger smaller large small strongest best top-performing prominent mainstream
    well-established direct naive plain simple basic
    specialized general-purpose publicly available freely pretrained pre-trained off-the-shelf
    fine-tuned finetuned same-sized similarly-sized different significantly substantially
    considerably published reported challenging difficult demanding widely-adopted well-studied""".split()
)
# "compared to 1-shot GPT-4-Turbo": a prompting set-up before a name is no part of it
_SHOTS = re.compile(r"^\d+-shot$")
# Verbs common in abstracts (base, -s and -es forms): a word after a name that is one of these is
# the sentence's verb, not a noun the name modifies.
_VERB_STEMS = """establish support undergo provide propose introduce present show enable perform use make
    allow study
    achieve improve reduce increase conduct develop design learn train apply produce estimate demand target
    preclude require address tackle solve suffer exhibit leverage mitigate prevent handle capture generate
    predict compute optimize remain become lead cause face lack hinder limit boost enhance facilitate yield
    outperform consider explore investigate examine analyze analyse evaluate measure quantify reveal
    demonstrate focus aim seek enforce encourage ensure guide drive""".split()
COMMON_VERBS = frozenset(
    [*_VERB_STEMS, *(v + "s" for v in _VERB_STEMS), *(v + "es" for v in _VERB_STEMS), "called", "nor", "does"]
)

# Lower-case head nouns that end a name and say what it is.
HEAD_LABELS: dict[str, str] = {}
_DATASET_HEADS = "benchmark benchmarks dataset datasets corpus corpora suite suites testbed environment"
for _w in [*_DATASET_HEADS.split(), "environments", "leaderboard", "leaderboards", "collection", "simulator"]:
    HEAD_LABELS[_w] = "Dataset"
for _w in "task tasks problem problems".split():
    HEAD_LABELS[_w] = "Task"
for _w in "metric metrics score scores".split():
    HEAD_LABELS[_w] = "Metric"
for _w in "model models llm llms backbone backbones checkpoint checkpoints".split():
    HEAD_LABELS[_w] = "Model"
for _w in (
    "method methods algorithm algorithms framework frameworks approach approaches technique techniques "
    "architecture architectures optimizer optimizers objective loss baseline baselines strategy variant"
).split():
    HEAD_LABELS[_w] = "Method"

_DIGIT = re.compile(r"\d")
_SIZE = re.compile(r"^\d+(?:\.\d+)?[bmkt]$", re.I)
_NUMBERISH = re.compile(
    r"^(?=[^a-z]*\d)[\d.,×x%+\-/~≈]+[a-z%×]{0,3}$|^\d+(?:st|nd|rd|th|d)$|^\d[\d.,]*-[a-z]+$", re.I
)
_VERSION = re.compile(
    r"^(?:v\d+(?:\.\d+)*|\d{2}(?:/\d{2})*|\d+(?:\.\d+)+|\d{4}(?:/\d{4})*|v\d+(?:/v\d+)+)$", re.I
)


@lru_cache(maxsize=100_000)
def is_acronym_like(word: str) -> bool:
    """True for tokens shaped like a specific name: GRPO, vLLM, FedVPA-GP, XCodec2, GPT-4o, LOZO+."""
    if word.isalpha() and word.islower():
        return False  # a plain lower-case word (most new words): no capital, digit or "+" below
    if len(word) < 2 or not word[0].isalnum() or "-/" in word or "/-" in word:
        return False
    if _NUMBERISH.match(word) or _SIZE.match(word):
        return False
    letters = [c for c in word if c.isalpha()]
    if not letters:
        return False
    if word.lower() in GENERIC_ACRONYMS or word.rstrip("s").lower() in GENERIC_ACRONYMS:
        return False
    parts = word.split("-")
    if (
        len(parts) > 1
        and parts[0].rstrip("s").lower() in GENERIC_ACRONYMS
        and all(p.islower() for p in parts[1:])
    ):
        return False
    if any(c.isupper() for c in word[1:]):
        # "Non-Euclidean", "Self-Attention": capitals only after hyphens are Title Case, not a name
        parts = re.split(r"[-/]", word)
        if all(p[:1].isupper() and p[1:].islower() for p in parts if p) and len(parts) > 1:
            return False
        return True
    if _DIGIT.search(word) and len(letters) >= 2:
        return True
    return word.endswith("+") and len(letters) >= 2


def is_title_word(word: str, inside: bool = False) -> bool:
    """A capitalized word such as "Monte" or "Self-Attention" (not an acronym).

    Sentence-openers ("However", "Prior") do not start names but may continue one
    ("Federated Mixture Prior"), hence ``inside``.
    """
    return (
        len(word) > 1
        and word[0].isupper()
        and (inside or word.lower() not in _NOT_NAME_WORDS)
        and any(c.islower() for c in word)
    )


@dataclass(frozen=True)
class Name:
    """A name found in a sentence: token range, text range (cleaned offsets), text, head label."""

    text: str
    start: int
    end: int
    tok_start: int
    tok_end: int
    head: str | None = None  # label implied by a following head noun ("X benchmark" -> Dataset)
    alias: str | None = None  # "(ACR)" right after the name
    known: bool = False


# token index -> end token index of the longest known name starting there (one sentence)
Known = dict[int, int]


_TIERS = frozenset(
    "Opus Sonnet Haiku Pro Flash Turbo Mini Ultra Nano Plus Max Large Small Medium Instruct Chat".split()
)
_NOT_AFTER_GENERATION = frozenset("times fold points percent orders of out x %".split())


def _generation_tail(tokens: Sequence[Token], j: int) -> int:
    """ "Gemma 2", "Claude 3 Opus": a model family's one-digit generation (and tier) is part of its name."""
    n = len(tokens)
    if not (j < n and len(tokens[j].text) == 1 and tokens[j].text in "123456789"):
        return j
    if tokens[j - 1].text not in load_families():
        return j
    if j + 1 < n and tokens[j + 1].lower in _NOT_AFTER_GENERATION:
        return j  # "BERT 3 times faster": a count, not a generation
    j += 1
    return j + 1 if j < n and tokens[j].text in _TIERS else j


# what may follow a one-digit version ("than UnitY and Translatotron 2."); "Llama 2 models" is a family
_VERSION_CLOSERS = frozenset({".", ",", ";", ":", ")", "and", "or"})


def _version_tail(tokens: Sequence[Token], j: int) -> int:
    """Extend a name over version/size tokens: "AIME 24/25", "LiveCodeBench v5/v6", "Llama-3 8B", and
    over a one-digit version that closes the name ("than UnitY and Translatotron 2.")."""
    n = len(tokens)
    while j < n and (_VERSION.match(tokens[j].text) or _SIZE.match(tokens[j].text)):
        j += 1
    if (
        j < n
        and len(tokens[j].text) == 1
        and tokens[j].text in "123456789"
        and (j + 1 == n or tokens[j + 1].text in _VERSION_CLOSERS)
    ):
        j += 1
    return j


_ACRONYM, _TITLE_START, _TITLE_INSIDE, _VERSION_WORD = 1, 2, 4, 8


@lru_cache(maxsize=200_000)
def _shape(word: str) -> int:
    """The shape tests of :func:`_shape_run` for one word, as bit flags: one cached call per token
    instead of two or three calls (the run is tried at most tokens of every cue)."""
    return (
        (_ACRONYM if is_acronym_like(word) else 0)
        | (_TITLE_START if is_title_word(word) else 0)
        | (_TITLE_INSIDE if is_title_word(word, True) else 0)
        | (_VERSION_WORD if _VERSION.match(word) else 0)
    )


_LETTER_DIGIT = re.compile(r"^[A-Z]\d{1,2}$")


def is_letter_digit(word: str) -> bool:
    """ "F3", "P5", "D3": a capital and a digit, a name only where the context says so."""
    return bool(_LETTER_DIGIT.match(word))


_KINDS_BEFORE_NAMES = frozenset("model method algorithm baseline system framework agent architecture".split())


def _kind_then_letter_digit(tokens: Sequence[Token], i: int) -> bool:
    """ "a fully trained recommendation model P5": a capital and a digit right after a kind noun is its
    name (alone, "P5" or "F1" is as often a score, a grade or a setting)."""
    return i > 0 and tokens[i - 1].lower in _KINDS_BEFORE_NAMES and is_letter_digit(tokens[i].text)


def _shape_run(tokens: Sequence[Token], i: int, at_sentence_start: bool) -> int:
    """End of the Title Case / acronym run starting at ``i`` (``i`` when there is none)."""
    n = len(tokens)
    j = i
    while j < n:
        f = _shape(tokens[j].text)
        if j == i:
            if f & (_ACRONYM | _TITLE_START) or _kind_then_letter_digit(tokens, i):
                j += 1
                continue
        elif f & (_ACRONYM | _TITLE_INSIDE) or (f & _VERSION_WORD and j - i <= 4):
            j += 1
            continue
        elif (
            tokens[j].text.isupper()
            and j + 1 < n
            and HEAD_LABELS.get(tokens[j + 1].lower) == "Dataset"
            and tokens[j].lower in GENERIC_ACRONYMS
        ):
            j += 1  # "the Alama Health QA dataset": a generic acronym inside a name before its kind noun
            continue
        if (
            j > i
            and tokens[j].lower in _NAME_LINKS
            # "MQuAKE with GPT-J": a coined token does not link on to the next name
            and not (tokens[j].lower in ("with", "for", "via") and is_acronym_like(tokens[j - 1].text))
            and j + 1 < n
            and (is_title_word(tokens[j + 1].text) or is_acronym_like(tokens[j + 1].text))
            and tokens[j].text != "-"
            and tokens[j].lower != "and"  # "X and Y" is a list; coined "A and B" names come from acronyms
        ):
            j += 1
            continue
        break
    if j == i:
        return i
    words = [t.text for t in tokens[i:j]]
    # a run that is only one plain capitalized word at sentence start is not a name
    if not any(is_acronym_like(w) for w in words) and len(words) == 1:
        if at_sentence_start and i == 0:
            return i
        if not _DIGIT.search(words[0]) and i > 0 and tokens[i - 1].text in ".:;":
            return i
    # trailing link words never end a name
    while j > i and tokens[j - 1].lower in _NAME_LINKS:
        j -= 1
    return j


def parse_name(
    text: str, tokens: Sequence[Token], i: int, known: Known | None = None, at_sentence_start: bool = False
) -> Name | None:
    """Parse one name starting at token ``i`` (after skipping modifiers), or None.

    ``text`` is the cleaned abstract (tokens carry offsets into it); ``known`` maps token
    indexes to the end of a known name (gazetteer or corpus) starting there.
    """
    n = len(tokens)
    while i < n and not (known and i in known) and (
        # (a known name that opens with a modifier word stays whole: "direct preference optimization")
        (
            tokens[i].lower in SKIP_MODIFIERS
            and (tokens[i].text[:1].islower() or tokens[i].lower in _DETERMINERS)
        )
        or (tokens[i].text in ".,:(" and i > 0 and tokens[i - 1].lower in ("e.g", "i.e", "including", "as"))
        or (tokens[i].lower.endswith("-shot") and _SHOTS.match(tokens[i].lower))
    ):
        i += 1
    if i >= n:
        return None
    start_i = i
    # 1. longest known phrase (handles lower-case names such as "flow matching")
    best = known.get(i) if known else None
    # 2. Title Case / acronym run; the longer of the two wins ("Coral Drift" over a known "Coral")
    j = _shape_run(tokens, i, at_sentence_start)
    if best is not None and best >= j:
        j = _version_tail(tokens, best)
    elif j == i:
        return None
    else:
        best = None
        j = _version_tail(tokens, j)
    if j <= start_i:
        return None
    j = _generation_tail(tokens, j)
    if j + 1 < n and tokens[j].text in _POSSESSIVE and tokens[j + 1].lower in EPONYM_HEADS:
        j += 2  # "Ward's method": an eponymous procedure keeps its possessive and head
    name_text = text[tokens[start_i].start : tokens[j - 1].end]
    head = HEAD_LABELS.get(tokens[j].lower) if j < n else None
    alias = None
    end_j = j
    if (
        j + 2 < n
        and tokens[j].text == "("
        and tokens[j + 2].text == ")"
        and is_acronym_like(tokens[j + 1].text)
    ):
        alias = tokens[j + 1].text
        end_j = j + 3
        head = head or (HEAD_LABELS.get(tokens[end_j].lower) if end_j < n else None)
    return Name(
        name_text,
        tokens[start_i].start,
        tokens[j - 1].end,
        start_i,
        end_j,
        head,
        alias,
        best is not None,
    )


_POSSESSIVE = frozenset({"'s", "’s"})
# heads that make "Surname's X" the name of a procedure ("Newton's method"), unlike "Miller's framework"
EPONYM_HEADS = frozenset({"method", "algorithm", "estimator", "procedure", "sampler", "scheme", "rule"})


GENERIC_PLURAL_HEADS = frozenset(
    """methods approaches algorithms techniques models frameworks systems variants decoders encoders
    architectures strategies solutions schemes optimizers policies networks paradigms families""".split()
)


def list_is_class(tokens: Sequence[Token], names: Sequence[Name]) -> bool:
    """True when a parsed list only modifies a plural generic head: "existing CFL and DFL methods",
    "Gaussian, Student-t, and extreme-value-based VAE decoders" (classes, not specific baselines)."""
    if not names:
        return False
    j = names[-1].tok_end
    if j < len(tokens) and tokens[j].lower in ("baseline", "baselines"):
        return False  # "Transformer baseline models": the named thing is the baseline
    first = names[0].tok_start
    if len(names) >= 2 and first > 0 and tokens[first - 1].lower == "the":
        return False  # "the Foo-Net and Bar-Net models": the determiner picks out those very models
    for k in range(j, min(len(tokens), j + 5)):
        low = tokens[k].lower
        if low in _OTHER_WORDS and tokens[k - 1].lower in ("and", "or", ","):
            return False  # "LoRA and other PEFT methods": the head covers the others, the name is one of them
        if low in GENERIC_PLURAL_HEADS:
            # "MCTS alone and policies induced by ...": a head right after "and" opens a new conjunct
            return tokens[k - 1].lower not in ("and", "or", ",")
        if not (low in ("and", "or", ",") or tokens[k].text[:1].isalpha()) or low in _LIST_STOPPERS:
            return False
    return False


_OTHER_WORDS = frozenset({"other", "similar", "related", "its", "their"})
_LIST_STOPPERS = frozenset(
    {"on", "in", "by", "with", "for", "across", "while", "which", "that", "to", "at", "under"}
)


_LIST_SEP = frozenset({",", "and", "or", "&", "/", "as", "well", "respectively", "e.g", "i.e", "."})


_ENUMERATOR = re.compile(r"^(?:[ivx]{1,4}|[a-h]|\d)$")


def skip_enumerator(toks: Sequence[Token], j: int) -> int:
    """Step over a list marker such as "(i)", "(b)" or "(2)" at ``j`` before the named item."""
    marker = j + 2 < len(toks) and toks[j].text == "(" and toks[j + 2].text == ")"
    return j + 3 if marker and _ENUMERATOR.match(toks[j + 1].text) else j


def _past_number_note(tokens: Sequence[Token], j: int) -> int:
    """Token index after a bracketed number ("(~90)", "(47.2%)") at ``j``, else ``j``."""
    if j >= len(tokens) or tokens[j].text != "(":
        return j
    for k in range(j + 1, min(j + 6, len(tokens))):
        if tokens[k].text == ")":
            return k + 1 if k > j + 1 else j
        if any(c.isalpha() for c in tokens[k].text) and tokens[k].lower not in ("x", "pp", "pts"):
            return j
    return j


_LOWER_WORD = re.compile(r"[a-z][a-z-]*\Z")


def _past_lower_note(tokens: Sequence[Token], j: int) -> int:
    """Token index after a bracketed lower-case note of up to six words ("(in-distribution)",
    "(held-out)", "(for job interview negotiation)") at ``j``, else ``j``."""
    if j >= len(tokens) or tokens[j].text != "(":
        return j
    for k in range(j + 1, min(j + 8, len(tokens))):
        if tokens[k].text == ")":
            return k + 1 if k > j + 1 else j
        if not _LOWER_WORD.match(tokens[k].text) or tokens[k].lower in ("ours", "e", "i"):
            return j
    return j


# words that describe the first item after "such as" / "including" without being part of its name
_INTRO_DESCRIPTION = frozenset(
    """the recently newly proposed introduced released popular strong widely used well-known classic
    classical standard""".split()
)


_SIZE_MODIFIER = re.compile(
    r"\d[\d,.]*[kKmMbB]?-(?:hours?|h|minutes?|images?|samples?|examples?|tokens?|shot)\Z"
)


def parse_list(
    text: str, tokens: Sequence[Token], i: int, known: Known | None = None, limit: int = 12
) -> list[Name]:
    """Parse a coordinated list of names: "X, Y (Z), and W", "baselines such as X and Y"."""
    out: list[Name] = []
    n = len(tokens)
    j = i
    while j < n and len(out) < limit:
        if _SIZE_MODIFIER.match(tokens[j].text) and j + 1 < n:
            j += 1  # "960-hour LibriSpeech, 150-hour AMI and 5,000-hour YODAS": a size before each item
        name = parse_name(text, tokens, j, known)
        if name is None:
            # allow "generic head such as / including / like / e.g.," to introduce the list
            k = j
            while (
                k < n and tokens[k].lower in SKIP_MODIFIERS and tokens[k].lower not in ("such", "including")
            ):
                k += 1
            if k < n and tokens[k].lower in ("such", "including", "like", "e.g", "("):
                k += 1
                while k < n and tokens[k].text in (".", ",", "as", "e.g"):
                    k += 1
                while k < n and tokens[k].lower in _INTRO_DESCRIPTION:
                    k += 1  # "baselines including the recently proposed KLE"
                if k > j:
                    j = k
                    name = parse_name(text, tokens, j, known)
            if name is None:
                break
        out.append(name)
        j = _past_number_note(tokens, name.tok_end)  # "Veo3 (~90) and Sora2 (~88)": a score in brackets
        j = _past_lower_note(tokens, j)  # "HotpotQA (in-distribution) and TriviaQA": a lower-case note
        # separators
        k = j
        saw_sep = False
        while k < n and tokens[k].lower in _LIST_SEP:
            if tokens[k].lower == "." and not (k > 0 and tokens[k - 1].lower in ("e.g", "i.e")):
                break
            saw_sep = True
            k += 1
        if k < n and tokens[k].lower in HEAD_LABELS and not saw_sep:
            # "X and Y benchmarks": head word after the name ends this item; the list goes on only
            # after a coordinator ("Yelp and Amazon datasets, PerFine improves": the subject follows)
            k += 1
            while k < n and tokens[k].lower in _LIST_SEP:
                saw_sep = saw_sep or tokens[k].lower in ("and", "or")
                k += 1
        if not saw_sep or (k < n and tokens[k].lower in _OTHER_WORDS):
            break  # ("LoRA and other PEFT methods": the rest is a class the listed names belong to)
        j = k
    return out


# Language names: "the Odia dataset", "English and Chinese benchmarks" name a language, not a dataset;
# "better on English than on Swahili" compares languages, not baselines.
LANGUAGES = frozenset(
    """english chinese mandarin cantonese japanese korean vietnamese thai indonesian malay filipino tagalog
    hindi urdu bengali bangla punjabi gujarati marathi tamil telugu kannada malayalam odia oriya assamese
    nepali sinhala sanskrit arabic persian farsi hebrew turkish kurdish pashto amharic swahili yoruba igbo
    hausa zulu xhosa somali french german spanish portuguese italian dutch russian ukrainian polish czech
    slovak hungarian romanian bulgarian greek serbian croatian bosnian slovenian swedish norwegian danish
    finnish estonian latvian lithuanian icelandic irish welsh basque catalan galician albanian armenian
    georgian azerbaijani kazakh uzbek mongolian tibetan burmese khmer lao quechua guarani maori hawaiian
    bhojpuri manipuri maithili sindhi dzongkha latin indic javanese sundanese balinese cebuano malagasy
    kinyarwanda wolof twi akan luganda lingala shona tigrinya oromo tajik kyrgyz turkmen tatar uyghur
    belarusian macedonian maltese luxembourgish faroese breton frisian yiddish esperanto afrikaans
    haitian creole""".split()
)


def is_language(text: str) -> bool:
    """ "Odia", "Chinese-English": every word of the name is a language name."""
    words = [w for w in re.split(r"[\s\-/]+", text.lower()) if w]
    return bool(words) and all(w in LANGUAGES for w in words)


# A size or count, not a name: "our 37k-sample dataset", "models (1.1B-14B parameters)", "(50B-80B)".
SIZE_NAME = re.compile(
    r"^\d[\d.,]*[kKmMbBtT]?(?:\s*[-–]\s*\d[\d.,]*[kKmMbBtT]?)?"
    r"(?:[- ](?:samples?|examples?|items?|instances?|tokens?|images?|parameters?|hours?|pairs?|shots?))?$"
)
