"""Round 5 USES_MODEL: a model the paper only compares against is a baseline (sentences are invented)."""

from extract_helpers import of_type

from kg.extract.models import find_models


def test_model_only_compared_against_is_not_used() -> None:
    text = (
        "We prompt Orca-Mini-3B with our verifier. Results show that our verifier consistently "
        "outperforms the GPT-3.5 baseline on every split."
    )
    got = of_type(text, "USES_MODEL")
    assert "GPT-3.5" not in got


def test_much_larger_compared_model_is_not_used() -> None:
    text = "We pretrain a compact encoder, PebbleViT, surpassing the much larger ViT-g/14 on linear probing."
    assert "ViT-g/14" not in of_type(text, "USES_MODEL")


def test_compared_model_that_is_also_evaluated_stays_used() -> None:
    text = (
        "We fine-tune Mistral-7B with our curriculum. Our tuned model outperforms Llama-2-7B "
        "on every split, and we also evaluate Llama-2-7B with our prompts."
    )
    assert {"Mistral-7B", "Llama-2-7B"} <= of_type(text, "USES_MODEL")


def test_model_the_method_is_applied_to_is_used() -> None:
    text = (
        "We certify byte-level classifiers against edits. When applied to the popular ByteNetX malware "
        "detection model, our smoothing certifies most inputs."
    )
    assert "ByteNetX" in of_type(text, "USES_MODEL")


def test_architecture_kind_applied_to_is_no_checkpoint() -> None:
    text = "When applied to the Transformer language model, our smoothing certifies most inputs."
    assert of_type(text, "USES_MODEL") == set()


def test_model_only_beaten_in_comparisons_is_not_used() -> None:
    text = (
        "We prompt Orca-Mini-3B with pairwise ranking. It outperforms the blackbox commercial ChatGPT "
        "service by four points."
    )
    got = of_type(text, "USES_MODEL")
    assert "Orca-Mini-3B" in got and "ChatGPT" not in got


def test_model_after_a_comparison_and_a_preposition_is_used() -> None:
    text = "Our ranker outperforms strong baselines on Mistral-7B across all datasets."
    assert "Mistral-7B" in of_type(text, "USES_MODEL")


def test_lowercase_v_version_after_a_joiner_is_the_plain_version() -> None:
    fams = {m.name: m.family for m in find_models("We rerank with LLaMA v2 (70B), XTTSv2 and DeepSeek-V3.")}
    # (the bracketed size completes the name: "LLaMA v2 70B")
    assert fams == {"LLaMA v2 70B": "Llama-2", "XTTSv2": "XTTSv2", "DeepSeek-V3": "DeepSeek-V3"}


def test_models_named_as_examples_in_the_opening_are_background() -> None:
    text = (
        "Image generators, such as Stable Diffusion or DALL·E 2, copy styles from training images. "
        "We propose VeilMark, a watermark that survives fine-tuning."
    )
    assert of_type(text, "USES_MODEL") == set()


def test_opening_example_model_used_later_stays() -> None:
    text = (
        "Image generators, such as Stable Diffusion, copy styles from training images. "
        "We propose VeilMark and test it on Stable Diffusion."
    )
    assert of_type(text, "USES_MODEL") == {"Stable Diffusion"}


def test_domain_and_video_model_families() -> None:
    text = "We adapt MedGemma-4B, BioMistral-7B, EVA-CLIP and VideoLLaMA2 with InternVideo2.5 features."
    fams = {m.name: m.family for m in find_models(text)}
    assert fams == {
        "MedGemma-4B": "MedGemma",
        "BioMistral-7B": "BioMistral",
        "EVA-CLIP": "EVA-CLIP",
        "VideoLLaMA2": "VideoLLaMA2",
        "InternVideo2.5": "InternVideo2.5",
    }
