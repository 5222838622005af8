"""Readers: every format, stable ids, and one clear error per malformed input."""

from __future__ import annotations

import gzip
import io
import json
import sys

import pytest

from kg.errors import InputError
from kg.read import paper_id, read_file, read_papers


def test_text_shard_header_gives_venue_year_and_doc_keys(examples):
    papers = list(read_file(str(examples / "workshop_2026.txt")))
    assert len(papers) == 4
    assert {p.venue for p in papers} == {"Example Workshop 2026"}
    assert {p.year for p in papers} == {2026}
    assert [p.doc for p in papers] == [f"workshop_2026.txt#{i}" for i in range(4)]
    assert papers[0].abstract.startswith("Reinforcement learning from verifiable rewards")
    assert papers[0].title is None


def test_seed_shards_have_19_abstracts_each(seed_files):
    papers = list(read_papers(seed_files))
    assert len(papers) == 38
    assert papers[0].venue == "ICML 2026" and papers[0].year == 2026
    assert papers[19].doc.endswith("#0")


def test_ids_are_stable_across_reads(examples):
    a = [p.id for p in read_file(str(examples / "workshop_2026.txt"))]
    b = [p.id for p in read_file(str(examples / "workshop_2026.txt"))]
    assert a == b and len(set(a)) == 4
    assert paper_id("Some  Text ") == paper_id("some text")


def test_jsonl_uses_record_ids_and_metadata(examples):
    papers = list(read_file(str(examples / "preprints.jsonl")))
    assert [p.id for p in papers] == ["example:0001", "example:0002", "example:0003"]
    assert papers[0].doc == "example:0001"
    assert papers[0].title.startswith("DiffSeg")
    assert papers[0].authors == ("A. Author", "B. Author")
    assert papers[0].year == 2026


def test_gzip_json_array_and_csv(tmp_path, examples):
    recs = [json.loads(line) for line in (examples / "preprints.jsonl").read_text().splitlines()]
    gz = tmp_path / "p.jsonl.gz"
    gz.write_bytes(gzip.compress((examples / "preprints.jsonl").read_bytes()))
    assert [p.id for p in read_file(str(gz))] == [r["id"] for r in recs]
    arr = tmp_path / "p.json"
    arr.write_text(json.dumps(recs))
    assert [p.doc for p in read_file(str(arr))] == [r["id"] for r in recs]
    csvf = tmp_path / "p.csv"
    csvf.write_text('title,abstract,year,authors\nA title,"An abstract, with a comma.",2024,X; Y\n')
    (p,) = read_file(str(csvf))
    assert p.abstract == "An abstract, with a comma." and p.year == 2024 and p.authors == ("X", "Y")
    assert p.doc == "p.csv#0" and p.id == paper_id(p.abstract)


def test_stdin(monkeypatch, examples):
    data = (examples / "preprints.jsonl").read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert len(list(read_file("-"))) == 3


def test_corpus_gzip_reads_every_record(shared):
    n = sum(1 for _ in read_file(str(shared / "data" / "corpus" / "arxiv_cs_cl_lg_2025_2026.jsonl.gz")))
    assert n == 31116


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        (
            "bad.jsonl",
            b'{"id": "a", "abstract": "fine"}\n{"id": "b", "abstract": \n',
            "bad.jsonl:2: bad JSON",
        ),
        ("nocol.csv", b"id,title,venue\n1,T,V\n", "nocol.csv:1: CSV has no 'abstract' column"),
        ("bin.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00IHDR", "bin.txt: binary file"),
        ("empty.txt", b"", "empty.txt: empty file"),
        ("blank.jsonl", b"\n  \n", "blank.jsonl: empty file"),
        ("noabs.jsonl", b'{"id": "a", "title": "t"}\n', "noabs.jsonl:1: record has no 'abstract' text"),
        ("year.jsonl", b'{"abstract": "x", "year": "soon"}\n', "year.jsonl:1: year 'soon' is not a number"),
        ("arr.json", b'[{"abstract": "ok"}, 7]', "arr.json:record 1: expected an object"),
        ("latin.txt", "caf\u00e9 abstract".encode("latin-1"), "latin.txt:1: not UTF-8"),
    ],
)
def test_malformed_input_names_file_and_line(tmp_path, name, content, message):
    f = tmp_path / name
    f.write_bytes(content)
    with pytest.raises(InputError) as err:
        list(read_file(str(f)))
    assert str(err.value).startswith(
        str(tmp_path / message.split(":")[0]) + message[len(message.split(":")[0]) :]
    )


def test_missing_file(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        list(read_file(str(tmp_path / "nope.txt")))


def test_papers_by_id_follows_the_order_of_the_ids_and_skips_absent_ones(tmp_path):
    from kg.read import papers_by_id

    path = tmp_path / "recs.jsonl"
    path.write_text(
        "".join(json.dumps({"id": i, "abstract": f"Abstract {i} about graphs."}) + "\n" for i in "abc"),
        encoding="utf-8",
    )
    assert [p.id for p in papers_by_id([str(path)], ["c", "zz", "a"])] == ["c", "a"]
