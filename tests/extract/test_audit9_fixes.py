"""Wrong relations the ninth precision audit found, as general cases with sentences of our own."""

from extract_helpers import of_type, run


def test_a_verb_before_a_measure_is_not_part_of_the_metric():
    text = "We propose KiteGen. Models such as KiteGen-L have shown speed improvements up to 3.67x."
    assert "shown speed" not in {n.lower() for n in of_type(text, "USES_METRIC")}


def test_a_metric_named_after_a_model_is_no_model_used():
    text = "We propose KiteGen. It improves the CLIP score by 2 points with ten sampling steps."
    assert "CLIP" not in of_type(text, "USES_MODEL")
    assert "CLIP score" in of_type(text, "USES_METRIC")


def test_a_describing_word_in_a_model_list_is_no_model():
    text = "We propose KiteLink. It transfers to the open LLM Llama2 and the API-accessed LLM GPT-3.5-turbo."
    assert of_type(text, "USES_MODEL") == {"Llama2", "GPT-3.5-turbo"}


def test_a_model_glued_to_its_dataset_by_of_leaves_the_dataset():
    text = "We propose KiteMath. It gains 3.1% on LLaMA2-7B, Mistral-7B and Gemma-7B of GSM8K."
    assert of_type(text, "EVALUATES_ON") == {"GSM8K"}


def test_an_ideal_reference_is_no_baseline_and_coordinated_techniques_both_are():
    assert (
        of_type("We propose KiteOpt. Its regret is close to the optimal algorithm.", "COMPARES_AGAINST")
        == set()
    )
    found = {
        n
        for t, n in run("We propose KiteAL. KiteAL outperforms random sampling and uncertainty sampling.")
        if t == "COMPARES_AGAINST"
    }
    assert found == {"random sampling", "uncertainty sampling"}


def test_matching_the_performance_of_a_model_compares_with_it():
    text = "We propose KiteTune. Our simple recipe matches the performance of Tulu 3, a strong open model."
    found = run(text)
    assert ("COMPARES_AGAINST", "Tulu 3") in found and ("USES_MODEL", "Tulu 3") not in found


def test_more_ways_of_naming_the_papers_own_things():
    assert "UniHOI" in of_type("We study HOI detection. The proposed method is dubbed as UniHOI.", "PROPOSES")
    text = "We also propose KiteJudge, an automated evaluator, and KiteCoast, an agentic framework."
    assert of_type(text, "PROPOSES") == {"KiteJudge", "KiteCoast"}
    text = "We study sentence labels. Our proposed models SCLie and DPCLie outperform prior models."
    assert of_type(text, "PROPOSES") == {"SCLie", "DPCLie"}
    text = "We curated the KITEPACK, a large speech corpus. We further introduced an aligner KITE-ALIGNER."
    assert of_type(text, "PROPOSES") == {"KITEPACK", "KITE-ALIGNER"}


def test_a_name_in_single_quotes_after_a_naming_word():
    text = "We present a synthetic dataset, named 'Kite-4', for category discovery. Kite-4 has four factors."
    assert "Kite-4" in of_type(text, "PROPOSES") and "Kite-4" not in of_type(text, "EVALUATES_ON")


def test_one_capitalised_word_between_the_resulting_and_a_kind_noun_is_the_name():
    text = "We study scene understanding. The resulting Kingfisher model, suitably prompted, labels scenes."
    assert "Kingfisher" in of_type(text, "PROPOSES")
    assert of_type("We study priors. The resulting Bayesian model is sound.", "PROPOSES") == set()


def test_what_the_papers_own_step_turns_a_model_into_is_proposed():
    text = "To deploy it cheaply, we distill KiteBig into KiteTiny, a small language model for claims."
    assert "KiteTiny" in of_type(text, "PROPOSES")
    assert of_type("We distill the teacher into PPO, a simple model.", "PROPOSES") == set()
