"""The fictional-matter generator (bench/corpus): deterministic, self-consistent, and true to its labels."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pymupdf
import pytest

from bench.corpus import DEV_SEEDS, TEST_SEEDS, generate_matter
from bench.corpus.facts import squash

CORPUS = Path(__file__).resolve().parent.parent / "bench" / "corpus"
SEEDS = (2, 5)  # an employment matter and a lease matter
VALUE_FABRICATIONS = re.compile(r"^fab\.(date|amount|rate|quantity|count|name|entity|place|identifier|time|section|org)"
                                r"|^fab\.quote\.digit$|^heading\.fact_under_argument$")


@pytest.fixture(scope="module")
def matters(tmp_path_factory: pytest.TempPathFactory) -> dict[int, tuple[Path, dict]]:
    out = {}
    for seed in SEEDS:
        folder = tmp_path_factory.mktemp(f"matter-{seed}")
        out[seed] = (folder, generate_matter(seed, folder))
    return out


def page_texts(manifest: dict) -> list[str]:
    return [squash(text) for doc in manifest["documents"] for text in doc["page_texts"]]


def test_a_seed_always_writes_the_same_matter_byte_for_byte(matters, tmp_path):
    folder, manifest = matters[SEEDS[0]]
    again = generate_matter(SEEDS[0], tmp_path)
    assert again == manifest
    assert (tmp_path / "manifest.json").read_bytes() == (folder / "manifest.json").read_bytes()
    for doc in manifest["documents"]:
        assert (tmp_path / doc["file"]).read_bytes() == (folder / doc["file"]).read_bytes(), doc["file"]


def test_the_manifest_on_disk_is_the_one_returned(matters):
    for folder, manifest in matters.values():
        assert json.loads((folder / "manifest.json").read_text(encoding="utf-8")) == manifest


def test_every_pdf_has_the_manifests_page_count_and_scans_have_no_text_layer(matters):
    for folder, manifest in matters.values():
        for doc in manifest["documents"]:
            with pymupdf.open(folder / doc["file"]) as pdf:
                assert pdf.page_count == doc["pages"] == len(doc["page_texts"]), doc["file"]
                for number in range(1, pdf.page_count + 1):
                    text = pdf.load_page(number - 1).get_text().strip()
                    assert (text == "") == (number in doc["scanned_pages"]), (doc["file"], number)


def test_a_matter_has_the_promised_shape(matters):
    for _, manifest in matters.values():
        docs = manifest["documents"]
        assert 8 <= len(docs) <= 14
        assert 20 <= sum(d["pages"] for d in docs) <= 40
        assert 1 <= sum(len(d["scanned_pages"]) for d in docs) <= 3
        assert 150 <= len(manifest["cases"]) <= 250
        assert re.fullmatch(r"[A-Z]{2,5}", manifest["prefix"])
        assert len({c["id"] for c in manifest["cases"]}) == len(manifest["cases"])
        assert {c["group"] for c in manifest["cases"]} == {"true", "fabrication", "pin", "uncited", "polarity",
                                                           "prose", "law", "boilerplate"}


def test_bates_ranges_follow_the_production_order(matters):
    for _, manifest in matters.values():
        prefix, number = manifest["prefix"], 1
        for doc in manifest["documents"]:
            assert doc["first_bates"] == f"{prefix}{number:06d}"
            number += doc["pages"]
            assert doc["last_bates"] == f"{prefix}{number - 1:06d}"
        assert manifest["last_bates"] == f"{prefix}{number - 1:06d}"


def test_every_target_sits_in_its_draft(matters):
    for _, manifest in matters.values():
        for case in manifest["cases"]:
            assert case["target"] in case["draft"], case["id"]
        assert manifest["declaration"]["expect"] == "pass"


def test_labels_follow_the_rules(matters):
    expected = {"true": {"pass"}, "fabrication": {"block"}, "pin": {"block"}, "uncited": {"pass", "block"},
                "polarity": {"pass", "block"}, "prose": {"pass"}, "law": {"pass"}, "boilerplate": {"pass"}}
    for _, manifest in matters.values():
        for case in manifest["cases"]:
            assert case["expect"] in expected[case["group"]], case["id"]
            if case["expect"] == "block":
                assert case["verdicts"] and "supported" not in case["verdicts"], case["id"]
            if case["group"] in ("law", "boilerplate", "prose"):
                assert case["verdicts"] == [], case["id"]


def test_every_cited_bates_number_is_inside_the_production_except_past_the_end(matters):
    for _, manifest in matters.values():
        prefix = manifest["prefix"]
        last = int(manifest["last_bates"][len(prefix):])
        for case in manifest["cases"]:
            numbers = [int(n) for n in re.findall(prefix + r"(\d{6})", case["draft"])]
            if case["kind"] == "pin.past_last_page":
                cited = [int(n) for n in re.findall(prefix + r"(\d{6})", case["target"])]
                assert cited and all(n > last for n in cited), case["id"]
                continue
            assert all(1 <= n <= last for n in numbers), case["id"]


def test_no_fabricated_value_appears_in_any_page(matters):
    for _, manifest in matters.values():
        pages = page_texts(manifest)
        for case in manifest["cases"]:
            if VALUE_FABRICATIONS.search(case["kind"]):
                changed = case["note"].split(" -> ")[-1]
                assert changed in case["target"], case["id"]
                assert not any(squash(changed) in page for page in pages), (case["id"], changed)
            if case["kind"] == "uncited.invented":
                for value in case["note"].removeprefix("invented: ").split("; "):
                    assert not any(value in page for page in pages), (case["id"], value)


def test_a_wrong_pin_cites_a_page_without_the_fact(matters):
    for _, manifest in matters.values():
        prefix = manifest["prefix"]
        pages = {int(d["first_bates"][len(prefix):]) + k: squash(text)
                 for d in manifest["documents"] for k, text in enumerate(d["page_texts"])}
        facts = {f["id"]: f for d in manifest["documents"] for f in d["facts"]}
        for case in manifest["cases"]:
            if case["group"] == "pin" and case["kind"] != "pin.past_last_page":
                cited = int(re.findall(prefix + r"(\d{6})", case["target"])[0])
                assert squash(facts[case["fact"]]["text"]) not in pages[cited], case["id"]


def test_dev_and_test_seeds_are_disjoint():
    assert len(DEV_SEEDS) == len(TEST_SEEDS) == 24
    assert not set(DEV_SEEDS) & set(TEST_SEEDS)


def test_the_generator_imports_nothing_from_the_server():
    for path in CORPUS.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s+server\b", source, re.MULTILINE), path.name
