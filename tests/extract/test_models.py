"""Model mentions and families: sizes, variants, versions, distributed sizes, bare families."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kg.extract.models import find_models, load_families

SHARED = Path(__file__).resolve().parents[2].parent / "shared"


def names(text: str) -> list[tuple[str, str]]:
    return [(m.name, m.family) for m in find_models(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We fine-tune Qwen2.5-7B-Instruct on our data.", [("Qwen2.5-7B-Instruct", "Qwen2.5")]),
        ("Results with Qwen-2.5-math 7b are strong.", [("Qwen-2.5-math 7b", "Qwen2.5")]),
        ("Training Qwen3-30B-A3B-Thinking-2507 takes a day.", [("Qwen3-30B-A3B-Thinking-2507", "Qwen3")]),
        ("The judge is GPT-4o.", [("GPT-4o", "GPT-4o")]),
        ("We query GPT-4.1 twice.", [("GPT-4.1", "GPT-4.1")]),
        ("We also run GPT-4O-MINI.", [("GPT-4O-MINI", "GPT-4o")]),
        ("Claude Sonnet 4.5 solves few tasks.", [("Claude Sonnet 4.5", "Claude")]),
        ("Claude 3.5 Sonnet solves more.", [("Claude 3.5 Sonnet", "Claude")]),
        ("We adapt LLaVA-1.5 to charts.", [("LLaVA-1.5", "LLaVA")]),
        ("Gemini 1.5 Pro reads long inputs.", [("Gemini 1.5 Pro", "Gemini 1.5")]),
        ("Our policy is Llama-3.1-8B.", [("Llama-3.1-8B", "Llama-3.1")]),
        ("We distil DeepSeek-R1 traces.", [("DeepSeek-R1", "DeepSeek-R1")]),
        ("Mixtral-8x7B-Instruct is the teacher.", [("Mixtral-8x7B-Instruct", "Mixtral")]),
        ("A small Phi-3-mini model.", [("Phi-3-mini", "Phi-3")]),
        ("We compare o1-mini and o3.", [("o1-mini", "o1"), ("o3", "o3")]),
        ("Mamba-2.8B is a language model.", [("Mamba-2.8B", "Mamba")]),
        ("Image features come from ViT-L/14.", [("ViT-L/14", "ViT")]),
    ],
)
def test_names_keep_sizes_and_families_drop_them(text, expected):
    assert names(text) == expected


def test_distributed_sizes_give_one_model_each():
    text = "Experiments with Llama-3 3B and 8B models show gains."
    found = find_models(text)
    assert [(m.name, m.family) for m in found] == [("Llama-3 3B", "Llama-3"), ("Llama-3 8B", "Llama-3")]
    assert text[found[1].start : found[1].end] == "8B"
    listed = names("We train Qwen2.5-1.5B, 3B, and 7B.")
    assert [n for n, _ in listed] == ["Qwen2.5-1.5B", "Qwen2.5-3B", "Qwen2.5-7B"]


def test_spans_point_into_the_text():
    text = "Both Vicuna and Llama 2 were evaluated, as was the fine-tuned RoBERTa model."
    for m in find_models(text):
        assert text[m.start : m.end] == m.name
    assert names(text) == [("Vicuna", "Vicuna"), ("Llama 2", "Llama-2"), ("RoBERTa", "RoBERTa")]


@pytest.mark.parametrize(
    "text",
    [
        "We use a GPT-style decoder.",  # a versionless stem that is not a checkpoint
        "Plain ViTs are slow.",  # the architecture, not a checkpoint
        "Phi is the golden ratio.",  # an English word / symbol
        "The LLaMA-Adapter method is cheap.",  # a different name built on the stem
        "Sharpness-aware training (SAM) helps.",  # SAM needs a version to be Segment Anything
        "We did some math over the falcon population.",
    ],
)
def test_non_models(text):
    assert find_models(text) == []


def test_scores_after_a_bare_family_are_not_versions():
    assert names("Gemini 21.4 vs. Grok 86.6 and Mistral 0.729.") == [
        ("Gemini", "Gemini"), ("Grok", "Grok"), ("Mistral", "Mistral")
    ]
    assert names("We fine-tune Alpaca-57k and Orca-Math-200k data.") == []


def test_at_least_sixty_families():
    assert len({f.canonical for f in load_families().values()}) >= 60


def _clean(text: str) -> str:
    text = re.sub(r"\\(?:texttt|textit|textbf|emph)\{([^{}]*)\}", r"\1", text)
    return text.replace("~", " ")


@pytest.mark.corpus
def test_recovers_gold_models_in_unseen_dev2_abstracts():
    abstracts = {}
    for line in (SHARED / "eval/dev2_abstracts.jsonl").read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        abstracts[rec["id"]] = rec["abstract"]
    norm = lambda s: re.sub(r"[\W_]+", "", s.lower())  # noqa: E731 - the scorer's matching rule
    gold = found = fam_ok = 0
    for line in (SHARED / "eval/dev2_gold.jsonl").read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        mentions = find_models(_clean(abstracts[rec["doc"]]))
        predicted = {norm(m.name): norm(m.family) for m in mentions}
        for g in rec["uses_model"]:
            gold += 1
            if norm(g["name"]) in predicted:
                found += 1
                fam_ok += predicted[norm(g["name"])] == norm(g["family"])
    assert gold >= 15
    assert found / gold >= 0.9
    assert fam_ok / gold >= 0.9


def _flat_matcher() -> re.Pattern[str]:
    """The model regex with its stems as one flat longest-first alternation (the plain form)."""
    from kg.extract.models import _matcher

    grouped = _matcher().pattern
    families = load_families()
    alts = []
    for stem in sorted(families, key=len, reverse=True):
        esc = re.escape(stem).replace(r"\ ", r"[ \-]")
        alts.append(esc if families[stem].case_sensitive else f"(?i:{esc})")
    i = grouped.index("(?P<stem>") + len("(?P<stem>")
    depth, j = 1, i
    while depth:  # the end of the stem group
        if grouped[j] == "\\":
            j += 2
            continue
        depth += grouped[j] == "("
        depth -= grouped[j] == ")"
        j += 1
    return re.compile(grouped[:i] + "|".join(alts) + grouped[j - 1 :])


def test_stems_grouped_by_first_letter_match_like_a_flat_alternation():
    from kg.extract.models import _matcher

    text = (
        "We tune Llama-3 8B and qwen2.5-7b-instruct with LoRA, then compare GPT-4o, Claude 3.5 Sonnet, "
        "MISTRAL 7B, Phi-3-mini and a ViT-L/14 encoder; LLaMA-Adapter and xgpt-2 are not models here, "
        "nor is the Kelvin sign in \u212aelvin-7B."
    )
    grouped = [(m.span(), m.groupdict()) for m in _matcher().finditer(text)]
    flat = [(m.span(), m.groupdict()) for m in _flat_matcher().finditer(text)]
    assert grouped == flat
    assert any(g["stem"].lower().startswith("llama") for _, g in grouped)
    assert len(grouped) >= 5


def test_resolution_and_tag_size_suffixes_stay_in_the_model_name():
    from kg.extract.models import find_models

    names = [m.name for m in find_models("We test ViT-L/14@336 and llama3.1:8b on the suite.")]
    assert names == ["ViT-L/14@336", "llama3.1:8b"]


def test_a_glued_vl_suffix_stays_in_the_name():
    from kg.extract.models import find_models

    names = [m.name for m in find_models("We finetune Qwen2VL and Qwen2.5VL models.")]
    assert names == ["Qwen2VL", "Qwen2.5VL"]


def test_a_codex_variant_is_part_of_the_checkpoint():
    from kg.extract.models import find_models

    assert [m.name for m in find_models("An agent powered by GPT-5.3-Codex solves it.")] == ["GPT-5.3-Codex"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Interview data helps some models (e.g., Claude, GPT), not others.", ["Claude", "GPT"]),
        ("Transformer models, such as BERT and ViT, lead the benchmarks.", ["BERT", "ViT"]),
        ("We test the GPT, Claude, and Gemini families.", ["GPT", "Claude", "Gemini"]),
        ("Models like Vicuna, GPT and ViT are compared.", ["Vicuna", "GPT", "ViT"]),  # a chain
        ("While GPT models are robust to ordering, Claude is not.", ["Claude"]),  # no list
        ("A GPT-style decoder and Claude.", ["Claude"]),  # "GPT-style" is no model
    ],
)
def test_a_versionless_stem_in_a_list_of_models_is_a_model(text, expected):
    assert [m.name for m in find_models(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We test Gemini 3/3.1 Flash/Pro.",
            ["Gemini 3 Flash", "Gemini 3 Pro", "Gemini 3.1 Flash", "Gemini 3.1 Pro"],
        ),
        ("We use Claude 3.5 Sonnet/Haiku.", ["Claude 3.5 Sonnet", "Claude 3.5 Haiku"]),
        ("We use GPT-4o/4o-mini and o3.", ["GPT-4o", "GPT-4o-mini", "o3"]),
        ("We use Qwen2.5/Qwen3 models.", ["Qwen2.5", "Qwen3"]),
        ("Gemini 2.5/3 Pro is strong.", ["Gemini 2.5 Pro", "Gemini 3 Pro"]),
        ("We use ViT-B/16 and ViT-L/14@336.", ["ViT-B/16", "ViT-L/14@336"]),  # the slash is in the name
    ],
)
def test_slashed_alternatives_name_one_model_each(text, expected):
    found = find_models(text)
    assert [m.name for m in found] == expected
    assert all(text[m.start : m.end].split("/")[0] in text for m in found)


def test_a_suffix_after_the_last_slashed_size_belongs_to_every_size():
    assert [m.name for m in find_models("We use Llama-3.1-8B/70B-Instruct here.")] == [
        "Llama-3.1-8B-Instruct", "Llama-3.1-70B-Instruct"
    ]
    from kg.extract.models import find_sized_checkpoints

    found = find_sized_checkpoints("Base models: Apertus-70B/8B-Instruct and more.")
    assert [m.name for m in found] == ["Apertus-70B-Instruct", "Apertus-8B-Instruct"]


def test_capitalised_family_spellings():
    found = [(m.name, m.family) for m in find_models("Models on Yolov11 and Yolov8; the OLMO2 corpora.")]
    assert found == [("Yolov11", "YOLOv11"), ("Yolov8", "YOLOv8"), ("OLMO2", "OLMo-2")]
