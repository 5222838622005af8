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


def test_a_caret_outside_math_goes_as_inside_it():
    src = "We propose G^2-Reasoner, which costs O(n^2) and keeps x^T and 2^k."
    assert clean(src).text == "We propose G2-Reasoner, which costs O(n2) and keeps x^T and 2^k."
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


def test_latex_accents_compose_one_letter_mapped_to_the_markup():
    src = r"We train Br\"uckeNet and Caf\'{e}Bot on {\'e}t\v{s}i data, not $x$ or \cite{k}."
    c = clean(src)
    assert c.text == "We train BrückeNet and CaféBot on étši data, not x or ."
    assert len(c.offsets) == len(c.text)
    i = c.text.index("ü")
    assert src[c.offsets[i]] == "\\"  # the composed letter points at its markup
    s, e = c.span(c.text.index("BrückeNet"), c.text.index("BrückeNet") + len("BrückeNet"))
    assert src[s:e] == r"Br\"uckeNet"


def test_commands_that_only_start_like_accents_are_left_alone():
    src = r"The \cite{a} \vec{v} and \u{x}-free text stays."
    assert clean(src).text.startswith("The  ")
    assert r"\vec{v}" in clean(src).text


def test_greek_letters_in_math_keep_their_letter():
    src = r"We propose $\pi$-RVX and tune $\lambda$ with $2\alpha$."
    c = clean(src)
    assert c.text == "We propose π-RVX and tune λ with 2α."
    assert src[c.offsets[c.text.index("π")]] == "\\"


def test_link_macros_keep_their_text_and_acronym_macros_their_name():
    src = r"We introduce \BQX{} and \hyperlink{PRISMA}; see \hyperlink{https://a.b}{our page} in \r{A}rhus."
    c = clean(src)
    assert c.text == "We introduce BQX and PRISMA; see our page in Århus."
    _check_map_len(c)


def _check_map_len(c) -> None:
    assert len(c.offsets) == len(c.text)
    assert all(0 <= o < len(c.original) for o in c.offsets)
