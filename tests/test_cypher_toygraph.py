"""A small hand-written graph for the Cypher tests (our own sentences, not shared data).

Five papers: two compare against GRPO (one via its long name), one builds on GRPO and
proposes DAPO, one builds on DAPO and proposes VAPO (so the lineage of GRPO is
DAPO at depth 1 and VAPO at depth 2), one has an entity whose name is full of quotes.
"""

from __future__ import annotations

from kg.model import Entity, Extraction, Paper, Relation, Span
from kg.store.memory import MemoryStore

GRPO = Entity("Method", "GRPO", ("Group Relative Policy Optimization",))
GRPO_LONG = Entity("Method", "Group Relative Policy Optimization")
PPO = Entity("Method", "PPO", ("Proximal Policy Optimization",))
DAPO = Entity("Method", "DAPO")
VAPO = Entity("Method", "VAPO")
GSM8K = Entity("Dataset", "GSM8K")
MATH = Entity("Dataset", "MATH")
AIME = Entity("Dataset", "AIME 2024")
LLAMA = Entity("Model", "Llama 3 8B", family="Llama")
QWEN = Entity("Model", "Qwen2.5 7B", family="Qwen")
REASONING = Entity("Task", "mathematical reasoning")
ACC = Entity("Metric", "accuracy")
HOSTILE = Entity("Method", 'O\'Neil "Net" `v2` }) \\ // x')


def _paper(
    pid: str, venue: str | None, year: int | None, text: str, rels: list[tuple[str, Entity]]
) -> Extraction:
    paper = Paper(
        id=pid, doc=f"toy.txt#{pid[-1]}", abstract=text, title=f"Paper {pid}", venue=venue, year=year
    )
    ents = tuple(dict.fromkeys(e for _, e in rels))
    relations = tuple(Relation(t, pid, e.key, Span(0, len(text), text), "test", 0.9) for t, e in rels)
    return Extraction(paper, ents, relations)


def extractions() -> list[Extraction]:
    """The toy papers, in ingestion order."""
    return [
        _paper(
            "p1",
            "ICML 2025",
            2025,
            "We compare our learner against GRPO and PPO on GSM8K with Llama 3 8B.",
            [
                ("ADDRESSES", REASONING),
                ("COMPARES_AGAINST", GRPO),
                ("COMPARES_AGAINST", PPO),
                ("EVALUATES_ON", GSM8K),
                ("USES_MODEL", LLAMA),
                ("USES_METRIC", ACC),
            ],
        ),
        _paper(
            "p2",
            "NeurIPS 2024",
            2024,
            "Building on GRPO, we propose DAPO and test it on GSM8K and MATH with Qwen2.5 7B.",
            [
                ("ADDRESSES", REASONING),
                ("BUILDS_ON", GRPO),
                ("PROPOSES", DAPO),
                ("EVALUATES_ON", GSM8K),
                ("EVALUATES_ON", MATH),
                ("USES_MODEL", QWEN),
            ],
        ),
        _paper(
            "p3",
            "ICML 2025",
            2025,
            "Our VAPO extends DAPO and beats Group Relative Policy Optimization on AIME 2024 and MATH.",
            [
                ("PROPOSES", VAPO),
                ("BUILDS_ON", DAPO),
                ("COMPARES_AGAINST", GRPO_LONG),
                ("EVALUATES_ON", AIME),
                ("EVALUATES_ON", MATH),
            ],
        ),
        _paper(
            "p4",
            None,
            None,
            "A survey that compares PPO with a method whose name is full of quotes.",
            [("COMPARES_AGAINST", PPO), ("COMPARES_AGAINST", HOSTILE)],
        ),
        _paper("p5", "ACL 2024", 2024, "We evaluate on GSM8K only.", [("EVALUATES_ON", GSM8K)]),
    ]


def toy_store() -> MemoryStore:
    """A fresh in-memory store holding the toy papers."""
    store = MemoryStore()
    store.add(extractions())
    return store


HOSTILE_NAMES = [
    "x' OR 1=1 //",
    'x" OR 1=1 //',
    "`n`) DETACH DELETE n //",
    'GRPO"}) MATCH (m) DETACH DELETE m //',
    "GRPO'}) MATCH (m) DETACH DELETE m //",
    "back\\slash\\",
    "new\nline RETURN 1",
    "// comment",
    "/* c */ GRPO",
    "$keys",
    "GRPO\\",
]


def test_toy_graph_merges_the_long_name_into_grpo() -> None:
    store = toy_store()
    assert store.resolve("Group Relative Policy Optimization") == ["method:grpo"]
    assert store.resolve(HOSTILE.name) == [HOSTILE.key]
    assert store.stats()["papers"] == 5
