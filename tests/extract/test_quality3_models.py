"""Round 3: sized checkpoints of families no table knows are still models, with the stem as family."""

from extract_helpers import of_type

from kg.extract import extract
from kg.extract.models import find_sized_checkpoints
from kg.model import Paper


def _families(text: str) -> dict[str, str | None]:
    ex = extract(Paper(id="t", doc="t#0", abstract=text))
    return {e.name: e.family for e in ex.entities if e.label == "Model"}


def test_unknown_family_with_size_is_a_model() -> None:
    fams = _families("We fine-tune Borealis-8B and Kestrel-2-12.7B-Instruct on our preference data.")
    assert fams["Borealis-8B"] == "Borealis"
    assert fams["Kestrel-2-12.7B-Instruct"] == "Kestrel-2"


def test_known_family_keeps_its_table_spelling() -> None:
    fams = _families("We fine-tune Qwen2.5-7B-Instruct with a new reward.")
    assert fams == {"Qwen2.5-7B-Instruct": "Qwen2.5"}
    assert find_sized_checkpoints("We fine-tune Qwen2.5-7B-Instruct.") == []


def test_data_sizes_are_not_checkpoints() -> None:
    assert of_type("We pretrain the encoder on LAION-2B image-text pairs.", "USES_MODEL") == set()
    assert of_type("The corpus holds Wikinews-3B tokens of news text.", "USES_MODEL") == set()


def test_million_sizes_are_not_read_as_checkpoints() -> None:
    assert find_sized_checkpoints("Images come from Harbor-12M, a web crawl.") == []
