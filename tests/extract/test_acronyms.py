"""Acronym definitions: both orders, strict spelling check, head-noun typing."""

from kg.extract.acronyms import find_definitions, spells


def test_strict_spelling_needs_the_whole_long_form():
    assert spells("PPO", "Proximal Policy Optimization")
    assert not spells("PPO", "Policy Optimization")


def test_long_form_before_acronym_grows_to_first_letter():
    defs = find_definitions("We revisit Proximal Policy Optimization (PPO) for agents.")
    assert [(d.short, d.long) for d in defs] == [("PPO", "Proximal Policy Optimization")]
    assert defs[0].label == "Method"


def test_inner_capitals_and_hyphens():
    text = "We build Sparse Routing EXperts (SpaREX) and Time-Aware Graph Nets (TA-GNs)."
    pairs = {d.short: d.long for d in find_definitions(text)}
    assert pairs == {"SpaREX": "Sparse Routing EXperts", "TA-GNs": "Time-Aware Graph Nets"}


def test_acronym_then_long_form():
    defs = find_definitions("Here KQB (Kernel Query Bench) is released.")
    assert [(d.short, d.long, d.label) for d in defs] == [("KQB", "Kernel Query Bench", "Dataset")]


def test_short_for():
    defs = find_definitions("We call it MDR, short for Mean Deviation Rate of the model.")
    assert defs and defs[0].short == "MDR" and defs[0].long == "Mean Deviation Rate"
    assert defs[0].label == "Metric"


def test_offsets_point_at_the_forms():
    text = "Results for label noise estimation (LNE) improve."
    d = find_definitions(text)[0]
    assert text[d.long_start : d.long_end] == "label noise estimation"
    assert text[d.short_start : d.short_end] == "LNE"
    assert d.lowercase_long


def test_non_spelling_parenthesis_is_ignored():
    assert find_definitions("We use a large batch (BS) and more (ABC) text.") == []


def test_a_dataset_head_may_follow_the_spelled_words():
    # "Benchmark" is the kind of thing, not part of the acronym; "and" is skipped as usual
    defs = find_definitions("We build the Arranged and Organized Extraction Benchmark (AOE), a benchmark.")
    assert [(d.short, d.long) for d in defs] == [("AOE", "Arranged and Organized Extraction Benchmark")]
    assert not spells("AOE", "Arranged Organized Extraction Toolkit Results")


def test_a_capital_last_letter_may_close_the_last_word():
    assert spells("SNEFY", "Squared Neural Family")
    # a lower-case last letter is a fragment of a word, and the closing letter stays in the last word
    assert not spells("FedAvg", "Federated averaging")
    assert not spells("SNEY", "Squared Neural Family of x")
