"""Sentence splitting survives abbreviations, initials and decimals."""

from kg.extract.sentences import split_sentences


def _split(text: str) -> list[str]:
    return [text[s:e] for s, e in split_sentences(text)]


def test_abbreviations_do_not_split():
    text = "We compare speed vs. memory, e.g. On small inputs. Results follow Smith et al. The end."
    assert _split(text) == [
        "We compare speed vs. memory, e.g. On small inputs.",
        "Results follow Smith et al. The end.",
    ]


def test_decimals_and_versions_do_not_split():
    text = "It reaches 3.5 points with LLaVA-1.5. Then it stops."
    assert _split(text) == ["It reaches 3.5 points with LLaVA-1.5.", "Then it stops."]


def test_plain_boundaries_split():
    text = "First one! Second one? Third (with a bracket). 42 is a number."
    assert len(_split(text)) == 4


def test_avg_abbreviation_does_not_end_a_sentence():
    text = "Our model wins on all splits (avg. 4.2 points over the runner-up). Then we ablate it."
    spans = [text[a:b] for a, b in split_sentences(text)]
    assert spans == [
        "Our model wins on all splits (avg. 4.2 points over the runner-up).",
        "Then we ablate it.",
    ]


def test_abbreviations_of_references_and_approximations_do_not_split() -> None:
    from kg.extract.sentences import split_sentences

    text = (
        "The gain is approx. 0.3 points; see Sect. 4 and Thm. 2 for details. "
        "Costs fall by 2x and 3x, resp. We stop."
    )
    parts = [text[s:e] for s, e in split_sentences(text)]
    assert parts == [
        "The gain is approx. 0.3 points; see Sect. 4 and Thm. 2 for details.",
        "Costs fall by 2x and 3x, resp.",
        "We stop.",
    ]
