"""Results stated around a name: change verbs after a metric, runs on a known dataset, examples of a
described kind of baseline, parts of the method that act (sentences of our own)."""

from __future__ import annotations

from extract_helpers import of_type


def test_a_metric_followed_by_its_change_and_a_number_is_reported():
    for text in (
        "Across dialects, accuracy falling by as much as 12.5% on rural speech.",
        "The probes show large gaps, with accuracy deltas reaching 9% between scripts.",
        "On long documents recall dropped sharply by 14 points for every retriever.",
    ):
        assert of_type(text, "USES_METRIC") & {"accuracy", "recall"}, text
    # the word alone, with nothing measured, is no reported metric
    assert of_type("Users care about accuracy more than about style.", "USES_METRIC") == set()


def test_a_kind_of_model_before_a_metric_is_no_part_of_its_name():
    text = "With our prompts, LLM accuracy ranges from 61.0% to 88.4% across the four subsets."
    assert of_type(text, "USES_METRIC") == {"accuracy"}
    text = "The gap to SOTA accuracy shrinks to 2.1% once the cache is warm."
    assert of_type(text, "USES_METRIC") == {"accuracy"}
    # a named setting stays in the metric's name
    text = "Our tagger reaches 97.1% zero-shot accuracy on the held-out treebank."
    assert of_type(text, "USES_METRIC") == {"zero-shot accuracy"}


def test_a_known_dataset_before_a_run_noun_is_evaluated_on():
    text = "We propose LoopNet. LoopNet beats ConvGRU in a long-horizon Moving-MNIST experiment."
    assert "Moving-MNIST" in of_type(text, "EVALUATES_ON")
    text = "We propose TokenDrop. In the LongBench evaluation, TokenDrop keeps 98% of the full-cache score."
    assert "LongBench" in of_type(text, "EVALUATES_ON")
    text = "We propose SparsePrune. It keeps 71.3% top-1 ImageNet1k accuracy at 90% sparsity."
    assert "ImageNet1k" in of_type(text, "EVALUATES_ON")
    # an unknown capitalised word before "experiment" is still no dataset
    text = "We propose LoopNet. A Pilot experiment shows that LoopNet converges in 3 epochs."
    assert of_type(text, "EVALUATES_ON") == set()


def test_examples_of_a_described_kind_are_the_baselines():
    text = (
        "It scores higher on 6 benchmarks than models with the same parameter count "
        "(e.g., Qwen2-VL-2B, InternVL2-2B)."
    )
    assert of_type(text, "COMPARES_AGAINST") == {"Qwen2-VL-2B", "InternVL2-2B"}
    text = "Raters preferred our replies compared to existing systems, including popular LLMs like ChatGPT."
    assert of_type(text, "COMPARES_AGAINST") == {"ChatGPT"}
    text = "Our planner outperforms strong baselines such as recent LLMs like GPT-4o and Gemini 1.5 Pro."
    assert of_type(text, "COMPARES_AGAINST") == {"GPT-4o", "Gemini 1.5 Pro"}
    # examples that are no kind of baseline stay unrelated
    text = "Our planner outperforms strong baselines, including on hard tasks like ALFWorld."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_a_titled_part_that_acts_is_a_named_component():
    text = (
        "We introduce StoryWeaver, a long-form writing agent. First, the Scene Outline Planner drafts a "
        "hierarchy of scenes, and a lightweight Tension Scorer ranks them."
    )
    found = of_type(text, "PROPOSES")
    assert {"StoryWeaver", "Scene Outline Planner", "Tension Scorer"} <= found
    # a known thing's name inside the phrase makes it no part of the paper's own
    text = "We propose FreqMod, a modulation scheme. The Adam Optimizer updates the weights every step."
    assert of_type(text, "PROPOSES") == {"FreqMod"}
    # nor does a titled phrase before the paper names its method
    text = "The Memory Controller decides which pages stay. We propose PageKeep, a cache policy."
    assert of_type(text, "PROPOSES") == {"PageKeep"}


def test_a_new_data_kind_and_its_name_is_made_here():
    text = "We rely on a new dataset, TrailTalk, collected from hiking forums, to probe route advice."
    assert of_type(text, "PROPOSES") == {"TrailTalk"}
    assert of_type(text, "EVALUATES_ON") == set()
    text = "Models were scored on 12 tasks, including a newly curated legal task suite (LexSuite) and MMLU."
    assert of_type(text, "PROPOSES") == {"LexSuite"}
    assert "LexSuite" not in of_type(text, "EVALUATES_ON")
    # a benchmark everyone knows stays data the paper runs on, however new the abstract calls it
    text = "We evaluate on a new benchmark, MMLU-Pro, and on GSM8K."
    assert of_type(text, "PROPOSES") == set()


def test_a_name_cast_as_the_baseline_is_compared_not_built_on():
    text = "Self-Refine (SR) methods, used as the baseline, stall after two rounds, while ours improves."
    assert of_type(text, "COMPARES_AGAINST") == {"SR"}
    assert of_type(text, "BUILDS_ON") == set()
    text = "Standard QLoRA, which serves as our baseline, loses 4 points on long inputs."
    assert "QLoRA" in of_type(text, "COMPARES_AGAINST")


def test_results_stated_as_a_distance_or_after_a_plain_first_conjunct():
    text = "With 300M parameters, our tagger is within 2% of GPT-4 on the held-out set."
    assert of_type(text, "COMPARES_AGAINST") == {"GPT-4"}
    text = "Our scheduler outperforms human operators and Borg on every trace."
    assert of_type(text, "COMPARES_AGAINST") == {"Borg"}
    # "within" a range of values names no baseline
    text = "Our estimates stay within 5% of the true value for GPT-4 outputs."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_an_acronym_in_wide_use_is_no_part_of_the_proposal():
    text = (
        "We propose SlotAlign, a new objective. Because the widely-used Frame Text Matching (FTM) loss "
        "ignores word order, we introduce an order-aware term."
    )
    assert of_type(text, "PROPOSES") == {"SlotAlign"}


def test_a_shared_task_is_no_task_named_shared():
    text = "We describe our system for the shared task and rank third with a fine-tuned encoder."
    assert "shared" not in {t.lower() for t in of_type(text, "ADDRESSES")}


def test_an_acronym_defined_by_the_compared_description_names_the_baseline():
    text = "Caching cuts latency by 35% compared to the plain retrieval pipeline (PRP), which re-reads pages."
    assert of_type(text, "COMPARES_AGAINST") == {"PRP"}
    # a description with no acronym of its own names no baseline
    text = "Caching cuts latency by 35% compared to the plain retrieval pipeline on long inputs."
    assert of_type(text, "COMPARES_AGAINST") == set()
