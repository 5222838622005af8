"""Name shape, name boundaries and coordinated lists."""

from kg.extract.names import is_acronym_like, list_is_class, parse_list, parse_name
from kg.extract.tokens import tokenize


def test_acronym_like_shapes():
    for w in ("GRPO", "vLLM", "FedVPA-GP", "XCodec2", "GPT-4o", "LOZO+", "XMA", "LLaVA-1.5"):
        assert is_acronym_like(w), w
    for w in ("LLMs", "RL", "7B", "2x", "10%", "3rd", "Non-Euclidean", "LLM-based", "model"):
        assert not is_acronym_like(w), w


def test_name_boundaries_and_versions():
    text = "than the strong baseline KestrelNet v2 and Sequential Monte Carlo on tasks"
    toks = tokenize(text)
    names = parse_list(text, toks, 1)
    assert [n.text for n in names] == ["KestrelNet v2", "Sequential Monte Carlo"]


def test_head_noun_and_alias():
    text = "on the Tidal Reef Benchmark (TRB) dataset"
    toks = tokenize(text)
    nm = parse_name(text, toks, 1)
    assert nm.text == "Tidal Reef Benchmark" and nm.alias == "TRB" and nm.head == "Dataset"


def test_known_spans_allow_lowercase_names():
    text = "using flow matching and more"
    toks = tokenize(text)
    assert parse_name(text, toks, 1) is None
    nm = parse_name(text, toks, 1, known={1: 3})
    assert nm.text == "flow matching" and nm.known


def test_list_before_plural_generic_head_is_a_class():
    text = "outperforms existing ZQ and FQ methods"
    toks = tokenize(text)
    names = parse_list(text, toks, 1)
    assert [n.text for n in names] == ["ZQ", "FQ"]
    assert list_is_class(toks, names)
