"""The known-name scan: gazetteer entries and corpus names, case guards, longest match."""

from kg.extract.mentions import scan
from kg.extract.pipeline import CorpusNames
from kg.extract.tokens import tokenize


def _scan(text: str, corpus: dict[str, str] | None = None):
    return scan(text, [(0, tokenize(text))], corpus or {})


def test_gazetteer_entries_found_longest_first():
    mentions, spans = _scan("We combine GRPO with flow matching on GSM8K.")
    found = {m.text: m.known.label for m in mentions}
    assert found["GRPO"] == "Method" and found["GSM8K"] == "Dataset"
    assert found["flow matching"] == "Method"
    assert spans[0][4] == 6  # "flow matching" spans tokens 4..5


def test_lowercase_words_do_not_match_capitalised_entries():
    mentions, _ = _scan("the quality of math answers")
    assert mentions == []


def test_corpus_names_are_matched():
    names = CorpusNames({"quietmix": "Method"}, plain={"quietmix"})
    mentions, _ = _scan("compared with quietmix today", names)
    assert [(m.text, m.known.label) for m in mentions] == [("quietmix", "Method")]


def test_a_name_proposed_in_capitals_does_not_match_the_plain_word():
    names = CorpusNames({"time": "Dataset", "qmix-2": "Method"})  # proposed as "TIME" and "QMix-2"
    mentions, _ = _scan("It drifts over time, unlike TIME and qmix-2.", names)
    assert [m.text for m in mentions] == ["TIME", "qmix-2"]


def test_sentence_initial_words_do_not_match_coined_names():
    mentions, _ = _scan("Quality matters. Research on QuALITY and Imagenet continues.")
    assert [(m.text, m.known.name) for m in mentions] == [("QuALITY", "QuALITY"), ("Imagenet", "ImageNet")]


def test_corpus_name_with_a_possessive_is_linked_whole() -> None:
    """A name another abstract defined may hold "'s"; linking it must not split or crash on it."""
    from kg.extract.document import analyse
    from kg.normalize import normalize

    name = "Hilbert's Spectral Sieve"
    text = "We compare against Hilbert's Spectral Sieve on graphs."
    doc = analyse(text, corpus_names={normalize(name): "Method"})
    assert [(m.text, m.known.label) for m in doc.mentions] == [(name, "Method")]
