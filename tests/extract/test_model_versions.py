"""Model mentions the model rules used to cut or drop (sentences of our own)."""

from __future__ import annotations

from extract_helpers import of_type

from kg.extract import extract
from kg.extract.knowledge import find_models
from kg.model import Paper


def test_a_wildcard_point_release_keeps_its_family():
    assert [(m.name, m.family) for m in find_models("Our experiments with Llama-3.x and Qwen2.x models")] == [
        ("Llama-3.x", "Llama-3"),
        ("Qwen2.x", "Qwen2"),
    ]
    ex = extract(Paper(id="t", doc="t#0", abstract="Our experiments with Llama-3.x show prompt sensitivity."))
    assert [(e.name, e.family) for e in ex.entities if e.label == "Model"] == [("Llama-3.x", "Llama-3")]


def test_a_sized_checkpoint_before_architecture_is_used():
    text = "We distill from a teacher into a Qwen3-0.6B architecture."
    assert of_type(text, "USES_MODEL") == {"Qwen3-0.6B"}
    # a family named as a design is no checkpoint
    text = "Encoders based on RoBERTa and ModernBERT architectures are used."
    assert of_type(text, "USES_MODEL") == set()


def test_a_model_only_compared_with_is_no_model_used():
    text = "Our approach was compared to other language models (i.e., pre-trained BioBERT and GPT-3.5-turbo)."
    assert of_type(text, "COMPARES_AGAINST") == {"BioBERT", "GPT-3.5-turbo"}
    assert of_type(text, "USES_MODEL") == set()
    text = "We fine-tune Llama-3-8B and compare it with GPT-4o."
    assert of_type(text, "USES_MODEL") == {"Llama-3-8B"}
    assert of_type(text, "COMPARES_AGAINST") == {"GPT-4o"}


def test_a_vision_or_audio_variant_is_of_the_base_family():
    assert [(m.name, m.family) for m in find_models("We fine-tune Qwen2.5-VL-7B and Qwen2-Audio.")] == [
        ("Qwen2.5-VL-7B", "Qwen2.5"),
        ("Qwen2-Audio", "Qwen2"),
    ]


def test_models_another_subject_is_compared_to_may_be_run():
    text = "Traditional tools such as Jieba and spaCy are compared to LLMs, including GPT-4o and Claude 3.5."
    assert of_type(text, "USES_MODEL") == {"GPT-4o", "Claude 3.5"}
