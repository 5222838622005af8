"""Markup cleaning keeps an exact offset map back to the original abstract."""

from kg.extract.clean import clean


def _check_map(src: str) -> None:
    c = clean(src)
    assert len(c.offsets) == len(c.text)
    for i, ch in enumerate(c.text):
        o = c.offsets[i]
        # every kept character comes from the original, or is a replacement symbol
        assert src[o] == ch or ch in "×~≈±≤≥→·% –"


def test_markdown_emphasis_removed():
    src = "Our tool **ZetaNet** beats *BetaNet* and _GammaNet_ easily."
    c = clean(src)
    assert c.text == "Our tool ZetaNet beats BetaNet and GammaNet easily."
    _check_map(src)


def test_latex_commands_and_math():
    src = r"We test \textit{Foo} and \textbf{\texttt{Bar}} with $K^2$VAE at 5\% cost."
    c = clean(src)
    assert c.text == "We test Foo and Bar with K2VAE at 5% cost."
    _check_map(src)


def test_tilde_and_double_dash():
    c = clean("Claude Sonnet~4.5 and Euler--Maruyama")
    assert c.text == "Claude Sonnet 4.5 and Euler–Maruyama"


def test_span_maps_back_to_original():
    src = "A **bold name** here."
    c = clean(src)
    i = c.text.index("bold name")
    s, e = c.span(i, i + len("bold name"))
    assert src[s:e] == "bold name"
    s, e = c.span(0, len(c.text))
    assert src[s:e] == src


def test_snake_case_identifiers_survive():
    assert clean("the foo_bar_baz flag").text == "the foo_bar_baz flag"
