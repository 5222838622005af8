"""Round 4 USES_MODEL: context-window suffixes, untabled checkpoints named by their use, prior-work
mentions and families added to the table (all sentences are invented)."""

from extract_helpers import of_type

from kg.extract.models import find_models


def test_context_window_suffix_stays_in_the_name() -> None:
    text = "We speed up Llama2-7B-128K and Yi-6B-200k on one GPU."
    assert of_type(text, "USES_MODEL") == {"Llama2-7B-128K", "Yi-6B-200k"}


def test_context_window_suffix_on_an_untabled_family() -> None:
    assert of_type("We extend Ravenna-8B-128k to longer inputs.", "USES_MODEL") == {"Ravenna-8B-128k"}


def test_fine_tuned_untabled_model_is_used() -> None:
    assert of_type("We fine-tune the Voxtral3 model on podcast speech.", "USES_MODEL") == {"Voxtral3"}


def test_fine_tuned_architecture_word_is_no_checkpoint() -> None:
    assert of_type("We fine-tune the Transformer model on podcast speech.", "USES_MODEL") == set()


def test_model_named_only_in_prior_work_is_not_used() -> None:
    text = "DeepSeek-R1 has shown that long reasoning emerges. We train Qwen2.5-7B with our method."
    assert of_type(text, "USES_MODEL") == {"Qwen2.5-7B"}


def test_example_in_background_is_not_used() -> None:
    text = "Rankers rely on huge models (e.g., GPT-4). We propose KiteRank, a small ranker."
    assert of_type(text, "USES_MODEL") == set()


def test_prior_work_model_used_again_later_is_kept() -> None:
    text = "DeepSeek-R1 has shown that long reasoning emerges. We distill DeepSeek-R1 into Qwen2.5-7B."
    assert of_type(text, "USES_MODEL") == {"DeepSeek-R1", "Qwen2.5-7B"}


def test_example_in_own_sentence_is_used() -> None:
    assert of_type("We evaluate on open models (e.g., Qwen2.5-7B).", "USES_MODEL") == {"Qwen2.5-7B"}


def test_new_families_and_their_versions() -> None:
    got = {(m.name, m.family) for m in find_models("We adapt XTTSv2, SeamlessM4T v2 and Med-PaLM 2.")}
    assert got == {("XTTSv2", "XTTSv2"), ("SeamlessM4T v2", "SeamlessM4T v2"), ("Med-PaLM 2", "Med-PaLM 2")}


def test_english_word_stems_stay_case_sensitive() -> None:
    assert find_models("Pegasus flew over the moor.") == []


def test_model_also_compared_against_keeps_its_family() -> None:
    from kg.extract import extract
    from kg.model import Paper

    text = "We continue pretraining from Llama 2 checkpoints, and our models beat Llama 2 on long inputs."
    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    assert {(e.name, e.family) for e in ex.entities if e.label == "Model"} == {("Llama 2", "Llama-2")}


def test_unusual_llama_casing_and_layout_families() -> None:
    got = {(m.name, m.family) for m in find_models("We test LLaMa-2 and LayoutLMv3 backbones.")}
    assert got == {("LLaMa-2", "Llama-2"), ("LayoutLMv3", "LayoutLMv3")}


def test_model_named_only_as_a_source_of_ideas_is_not_used() -> None:
    text = "We train Swiss encoders from scratch, incorporating architectural innovations from ModernBERT."
    assert of_type(text, "USES_MODEL") == set()


def test_model_that_inspired_the_work_and_is_compared_is_still_used() -> None:
    text = "Inspired by DeepSeek-R1, we train Qwen2.5-7B with RL. We then distill DeepSeek-R1 outputs."
    assert of_type(text, "USES_MODEL") == {"DeepSeek-R1", "Qwen2.5-7B"}


def test_reasoning_effort_suffix_and_more_families() -> None:
    got = {m.name for m in find_models("We test o3-mini-high, Moonshot-v1, BERTimbau and PTT5.")}
    assert got == {"o3-mini-high", "Moonshot-v1", "BERTimbau", "PTT5"}


def test_example_in_an_abstract_that_never_speaks_of_itself_is_used() -> None:
    text = "Experiments on open models (e.g., Qwen2.5-7B) show gains."
    assert of_type(text, "USES_MODEL") == {"Qwen2.5-7B"}


def test_models_named_as_architectures_to_build_on_are_not_used() -> None:
    text = "We pretrain Latvian encoders based on RoBERTa, DeBERTaV3, and ModernBERT architectures."
    assert of_type(text, "USES_MODEL") == set()
    assert of_type("We fine-tune RoBERTa and compare the Mamba architecture.", "USES_MODEL") == {"RoBERTa"}
