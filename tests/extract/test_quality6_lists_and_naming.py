"""Round 6: models named beside known models or before a plural model head, naming cues whose head
noun (not a nearby word) decides, and "we put forward X". Sentences written for these tests."""

from extract_helpers import of_type


def test_unknown_members_of_a_list_of_known_models_are_models():
    text = "We benchmark open LLMs, including Llama, Qwen, Gemma, NordLM and Brisa, on the new suite."
    assert {"NordLM", "Brisa"} <= of_type(text, "USES_MODEL")


def test_a_lone_known_model_does_not_type_a_long_list():
    text = "We fine-tune Llama-3-8B with Kestrel, Osprey, Harrier and Merlin schedules."
    assert of_type(text, "USES_MODEL") == {"Llama-3-8B"}


def test_makers_descriptions_and_layers_in_a_model_list_are_not_models():
    text = "We test Meta's Llama-3, OpenAI's GPT-4o, Web-based agents and Qwen2.5 (Attention, FFN)."
    assert of_type(text, "USES_MODEL") & {"Meta", "OpenAI", "Web-based", "Attention", "FFN"} == set()


def test_names_before_a_plural_model_head_are_models():
    text = "We train retrievers with the Wren-Base and Finch-Large models on several retrieval datasets."
    assert {"Wren-Base", "Finch-Large"} <= of_type(text, "USES_MODEL")


def test_names_after_models_such_as_are_models():
    text = "Responses are scored by judge models such as Magpie-Judge and ScoreLM."
    assert {"Magpie-Judge", "ScoreLM"} <= of_type(text, "USES_MODEL")


def test_kinds_of_models_before_the_head_are_not_models():
    text = "We combine GANs and Diffusion models with Text-to-Image and Image-to-3D models."
    assert of_type(text, "USES_MODEL") == set()


def test_naming_a_model_whose_modifier_is_a_phenomenon_word():
    # "dynamics" and "behavior" modify the named head ("model", "policy"): these are proposals
    assert "QuokkaNet" in of_type("We learn a latent dynamics model, which we term QuokkaNet.", "PROPOSES")
    assert "WalkerNet" in of_type("We train a behavior policy, termed WalkerNet, from videos.", "PROPOSES")


def test_naming_an_observed_phenomenon_is_still_not_a_proposal():
    text = "We identify a failure mode, which we call gradient starvation, in deep classifiers."
    assert of_type(text, "PROPOSES") == set()


def test_we_put_forward():
    text = "Hence, we put forward PlumeNet, a simple yet effective solution for plume tracking."
    assert of_type(text, "PROPOSES") == {"PlumeNet"}


def test_latex_quote_pairs_clean_to_plain_quotes_with_offsets():
    from kg.extract.clean import clean

    raw = "we propose ``Harbor Tide Sampling'' (HTS) here"
    c = clean(raw)
    assert c.text == 'we propose "Harbor Tide Sampling" (HTS) here'
    s = c.text.index("Harbor")
    a, b = c.span(s, s + len("Harbor Tide Sampling"))
    assert raw[a:b] == "Harbor Tide Sampling"


def test_latex_quoted_long_form_with_acronym_is_proposed():
    text = "More specifically, we propose ``Harbor Tide Sampling'' (HTS), which reuses past gradients."
    assert of_type(text, "PROPOSES") == {"HTS"}


def test_quoted_name_after_a_naming_word():
    assert of_type('We train a controller, dubbed "KiteReact", on city maps.', "PROPOSES") == {"KiteReact"}
    text = "We develop a web application called \u201cSpot your Trope\u201d for annotating tropes."
    assert of_type(text, "PROPOSES") == {"Spot your Trope"}


def test_quoted_terms_after_a_naming_word_are_not_proposals():
    text = 'Routers are what we call "LLM control planes," and we study the "English quality gap".'
    assert of_type(text, "PROPOSES") == set()
    assert of_type('We identify a property we call "well-structuredness" of sets.', "PROPOSES") == set()


def test_ahead_of_rivals_and_outshines_are_comparisons():
    text = "Our 7B judge ranks ahead of Falcon-40B on the rubric."
    assert "Falcon-40B" in of_type(text, "COMPARES_AGAINST")
    text = "KiteLM outperforms DeepSeek-R1 and rivals Qwen3-235B-A22B on AIME."
    assert {"DeepSeek-R1", "Qwen3-235B-A22B"} <= of_type(text, "COMPARES_AGAINST")
    assert "Llama-2-70B" in of_type("Our model outshines Llama-2-70B everywhere.", "COMPARES_AGAINST")
    assert of_type("The rival methods are slow, and we are ahead of schedule.", "COMPARES_AGAINST") == set()


def test_lower_case_checkpoint_ids_are_models_with_their_family():
    from kg.extract.models import find_models

    text = "We use gpt-4o-mini, claude-3-7-sonnet, llama3.2 and mistral-7b-v0.1 as judges."
    got = {m.name: m.family for m in find_models(text)}
    assert got == {
        "gpt-4o-mini": "GPT-4o",
        "claude-3-7-sonnet": "Claude",
        "llama3.2": "Llama-3.2",
        "mistral-7b-v0.1": "Mistral",
    }


def test_a_lower_case_family_word_alone_is_no_model():
    from kg.extract.models import find_models

    assert find_models("The mistral wind shook a llama near the gpt station.") == []


def test_numbered_title_case_parts_of_the_own_method_are_proposed():
    text = (
        "We propose KESTREL, a test-time adaptation framework. KESTREL works through 1) Drift-Aware "
        "Layer Picking, which freezes stable layers; 2) Feature Pool Alignment, which aligns features."
    )
    assert {"KESTREL", "Drift-Aware Layer Picking", "Feature Pool Alignment"} <= of_type(text, "PROPOSES")


def test_numbered_items_of_others_or_of_what_is_measured_are_not_proposed():
    text = "Prior methods suffer from (1) Catastrophic Forgetting, and (2) Distribution Shift in practice."
    assert of_type(text, "PROPOSES") == set()
    text = "We assess LLMs across three dimensions: 1) Core Ability, 2) Analytic Ability, 3) Tool Ability."
    assert of_type(text, "PROPOSES") == set()


def test_hyphen_suffixes_after_a_slash_are_separate_benchmarks():
    text = "Extensive experiments on ImageNet-C/R/Sketch show that our method outperforms SAR."
    assert {"ImageNet-C", "ImageNet-R", "ImageNet-Sketch"} <= of_type(text, "EVALUATES_ON")
    assert "CIFAR-100" in of_type("We evaluate on CIFAR-10/100 and Tiny-ImageNet.", "EVALUATES_ON")


def test_capitalized_adjectives_before_models_are_no_models():
    assert of_type("We develop tools for Markovian and Semi-Markovian models.", "USES_MODEL") == set()


def test_plain_version_of_a_technique_after_a_comparison_is_the_technique():
    text = "The evolved architectures outperform naive few-shot prompting in terms of accuracy."
    assert "few-shot prompting" in of_type(text, "COMPARES_AGAINST")
    text = "Plato improves throughput by up to 68% over autoregressive decoding."
    assert "autoregressive decoding" in of_type(text, "COMPARES_AGAINST")


def test_over_a_technique_without_a_measured_gain_is_no_baseline():
    text = "Next Kite Prediction delivers superior trade-offs over model scaling or step reduction."
    assert of_type(text, "COMPARES_AGAINST") == set()
    text = "On QA benchmarks it achieves 11.2% absolute improvements over various search baselines."
    assert of_type(text, "COMPARES_AGAINST") == set()


def test_names_right_after_a_generic_plural_head_are_the_baselines():
    text = "Our engine is often faster than the existing exact inference tools PSI and Prodigy."
    assert {"PSI", "Prodigy"} <= of_type(text, "COMPARES_AGAINST")


def test_a_bare_family_word_is_neither_a_model_nor_a_baseline():
    # outside a list of models (see test_models.py for "Claude, GPT" in one)
    text = "We find a shared weakness of GPT on long inputs. Our tuned model outperforms GPT on all tasks."
    assert "GPT" not in of_type(text, "USES_MODEL") | of_type(text, "COMPARES_AGAINST")


def test_models_typed_by_their_list_say_so_in_their_rule():
    from kg.extract import extract
    from kg.model import Paper

    text = "We benchmark open LLMs, including Llama, Qwen, NordLM and Brisa, on the new suite."
    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    names = {e.key: e.name for e in ex.entities}
    rules = {names[r.entity_key]: r.rule for r in ex.relations if r.type == "USES_MODEL"}
    assert rules["NordLM"] == "model-list" and rules["Llama"] == "model-gazetteer"


def test_a_question_or_adverb_opening_is_no_task():
    text = "How effective is peer-reviewing in finding important papers? We study it."
    assert of_type(text, "ADDRESSES") == set()
    text = "Recently there has been great interest in operator learning. We propose KiteOp."
    assert "Recently there" not in of_type(text, "ADDRESSES")
    text = "We introduce KiteBench, a benchmark of agents' ability to execute tasks in a workplace setting."
    assert "execute" not in of_type(text, "ADDRESSES")
