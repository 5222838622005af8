"""Scientific names stay single tokens; punctuation around them does not stick."""

from kg.extract.tokens import tokenize


def _texts(s: str) -> list[str]:
    return [t.text for t in tokenize(s)]


def test_names_are_single_tokens():
    s = "FedVPA-GP, LOZO+ and Qwen3-30B-A3B-Thinking-2507 beat GPT-4o (LLaVA-1.5) by 7.2-8.5x on v5/v6."
    toks = _texts(s)
    for name in (
        "FedVPA-GP",
        "LOZO+",
        "Qwen3-30B-A3B-Thinking-2507",
        "GPT-4o",
        "LLaVA-1.5",
        "7.2-8.5x",
        "v5/v6",
    ):
        assert name in toks
    assert toks[-1] == "."


def test_possessive_split_and_offsets():
    s = "ZetaNet's design"
    toks = tokenize(s, offset=10)
    assert [t.text for t in toks] == ["ZetaNet", "'s", "design"]
    assert toks[0].start == 10 and toks[0].end == 17


def test_glued_sentence_boundary_is_split():
    assert _texts("called Self-Guard.Specifically we") == ["called", "Self-Guard", ".", "Specifically", "we"]
    assert "e.g" in _texts("e.g. this")


def test_fast_and_careful_paths_give_the_same_tokens_and_offsets():
    # a sentence without possessives or glued boundaries takes the fast path; adding a possessive
    # sends the same words through the careful path: tokens and offsets must agree
    plain = "Our QuillNet-2 beats LOZO+ by 7.2-8.5x (on v5/v6)."
    fast = tokenize(plain, offset=100)
    careful = tokenize(plain + " Its author's note", offset=100)
    assert [tuple(t) for t in careful[: len(fast)]] == [tuple(t) for t in fast]
    assert all(plain[t.start - 100 : t.end - 100] == t.text for t in fast)
    assert [t.lower for t in fast][:2] == ["our", "quillnet-2"]
    assert [t.text for t in careful[-3:]] == ["author", "'s", "note"]


def test_tokens_are_named_tuples_with_fields():
    tok = tokenize("GPT-4o wins", offset=3)[0]
    assert (tok.text, tok.start, tok.end, tok.lower) == ("GPT-4o", 3, 9, "gpt-4o")
    assert tokenize("") == []
