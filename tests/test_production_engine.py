"""The Bates production engine end to end: real PDFs, scans, images and e-mails in, a production folder out.

One mixed production (every rotation, offset crop boxes, mixed page sizes, scans, an EXIF-rotated photo,
a multi-frame TIFF, an e-mail family with a PDF and an unimageable attachment, a withheld e-mail, a native
file, a text file) is built once per module in this process and checked from every side: the numbers, the
stamps in the combined and per-document PDFs, the load files parsed back by ``tests/loadfile_reader.py``,
the text files and the OCR layer. Bad inputs, injected failures and a killed build show that a production
is complete or absent, and that nothing is numbered before the inputs are known to be good.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import signal
import struct
import subprocess
import sys
import textwrap
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import doc_factory as factory
import loadfile_reader as reader
import pymupdf
import pytest
from doc_factory import PageSpec

from server.documents.email import parse_email
from server.errors import BatesError, DocumentError, InputError, IntegrityError
from server.production.engine import (
    ProductionItem,
    ProductionManifest,
    ProductionPlan,
    build_production,
    discard_staging,
    preflight,
)
from server.production.jobs import Layout, Numbering, ReadJob, ocr_dpi, read_pages
from server.production.loadfiles import write_dat

REPO = Path(__file__).resolve().parents[1]
LEGEND = "CONFIDENTIAL – SUBJECT TO PROTECTIVE ORDER"
START = 101
# (width, height, rotation, crop box in PyMuPDF coordinates or None)
GEOMETRY = [
    (612, 792, 0, None),
    (612, 792, 90, None),
    (612, 792, 180, (30, 40, 560, 700)),
    (612, 792, 270, (30, 40, 560, 700)),
    (842, 595, 0, (100, 50, 800, 560)),
    (420, 595, 90, (20, 20, 400, 500)),
    (288, 144, 180, None),
    (1224, 792, 270, (200, 100, 1200, 780)),
]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def rotated_pdf(path: Path) -> Path:
    """Typed pages in every rotation, several sizes, some with a crop box offset from the media box."""
    with pymupdf.open() as doc:
        for number, (width, height, rotation, crop) in enumerate(GEOMETRY, start=1):
            page = doc.new_page(width=width, height=height)
            origin = (crop[0] + 36, crop[1] + 48) if crop else (36, 48)
            page.insert_text(origin, f"Geometry page {number} rotated {rotation}", fontsize=12)
            if crop:
                page.set_cropbox(pymupdf.Rect(crop))
            page.set_rotation(rotation)
        doc.save(path)
    return path


def item(path: Path, document_id: str, **fields: object) -> ProductionItem:
    return ProductionItem(source=path, name=path.name, document_id=document_id, sha256=sha256(path), **fields)


@dataclass
class Built:
    plan: ProductionPlan
    manifest: ProductionManifest
    sources: dict[str, Path]
    progress: list[tuple[int, int]] = field(default_factory=list)

    @property
    def folder(self) -> Path:
        return self.manifest.folder


def mixed_sources(folder: Path) -> dict[str, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    invoice = factory.pdf_bytes(["Invoice 42 for harbor cranes"])
    return {
        "geometry": rotated_pdf(folder / "geometry.pdf"),
        "mixed": factory.write_pdf(
            folder / "mixed.pdf", ["Typed cover sheet", PageSpec("Scanned ledger", scanned=True)]
        ),
        "photo": factory.exif_image(folder / "photo.jpg", "Harbor invoice", fmt="JPEG", orientation=6),
        "frames": factory.multipage_tiff(folder / "frames.tif", ["First frame", "Second frame"]),
        "message": factory.write_email(
            folder / "message.eml",
            subject="Crane shipment",
            body="Please see the invoice.\nRegards, Dana",
            attachments=[("invoice.pdf", invoice), ("terms.docx", b"PK\x03\x04 not really a docx")],
        ),
        "privileged": factory.write_email(
            folder / "advice.eml", subject="Advice on the claim", body="Our view on liability is ..."
        ),
        "native": factory.encoded_text(folder / "ledger.csv", "date,amount\n2024-03-04,100\n", "utf-8"),
        "notes": factory.encoded_text(folder / "notes.txt", "Call notes\n\nThe cranes arrived late.\n", "utf-8"),
    }


def mixed_plan(sources: dict[str, Path], production_id: str = "PROD001") -> ProductionPlan:
    return ProductionPlan(
        production_id=production_id,
        prefix="smith",
        items=(
            item(sources["geometry"], "d-geometry", custodian="Dana Whitfield", legend=LEGEND),
            item(sources["mixed"], "d-mixed", custodian="Dana Whitfield"),
            item(sources["photo"], "d-photo", legend="CONFIDENTIAL"),
            item(sources["frames"], "d-frames"),
            item(sources["message"], "d-message", custodian="Dana Whitfield", legend=LEGEND),
            item(
                sources["privileged"],
                "d-advice",
                treatment="withhold",
                privilege_basis="Attorney-client privilege",
                privilege_description="E-mail from outside counsel giving legal advice",
            ),
            item(sources["native"], "d-ledger", treatment="native"),
            item(sources["notes"], "d-notes"),
        ),
    )


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    root = tmp_path_factory.mktemp("production")
    sources = mixed_sources(root / "sources")
    plan = mixed_plan(sources)
    progress: list[tuple[int, int]] = []
    checked = preflight(plan)
    manifest = build_production(
        plan,
        start_number=START,
        productions_dir=root / "productions",
        ocr_cache=root / "ocr-cache",
        ocr_workers=1,
        on_page=lambda done, total: progress.append((done, total)),
        checked=checked,
    )
    return Built(plan, manifest, sources, progress)


# ---------------------------------------------------------------- the production as built


def test_preflight_counts_every_page_the_build_numbers(built: Built) -> None:
    checked = preflight(built.plan)
    families = {doc.document_id: [(u.name, u.kind, u.pages) for u in doc.family] for doc in checked.docs}
    assert families["d-geometry"] == [("geometry.pdf", "pdf", len(GEOMETRY))]
    assert families["d-frames"] == [("frames.tif", "image", 2)]
    assert families["d-message"] == [
        ("message.eml", "email", 1),
        ("invoice.pdf", "pdf", 1),
        ("terms.docx", "placeholder", 1),
    ]
    assert families["d-advice"] == [("advice.eml", "slip", 1)]
    assert checked.total_pages == len(built.manifest.pages) == built.manifest.last_number - START + 1


def test_bates_numbers_are_contiguous_from_the_reserved_start(built: Built) -> None:
    labels = [page.bates for page in built.manifest.pages]
    assert labels == [f"SMITH{number:06d}" for number in range(START, START + len(labels))]
    assert (built.manifest.first_bates, built.manifest.last_bates) == (labels[0], labels[-1])
    documents = built.manifest.documents
    for before, after in itertools.pairwise(documents):
        assert int(after.first_bates[5:]) == int(before.last_bates[5:]) + 1


def test_every_combined_page_carries_its_own_number_upright_in_the_bottom_right_corner(built: Built) -> None:
    combined = pymupdf.open(built.manifest.combined_pdf)
    assert combined.page_count == len(built.manifest.pages)
    natives = {d.document_id for d in built.manifest.documents if d.treatment == "native"}
    for page, produced in zip(combined, built.manifest.pages, strict=True):
        hits = page.search_for(produced.bates)
        if produced.document_id in natives:  # a native's slip sheet also names its number (and its file) in the body
            assert len(hits) == 3, produced.bates
            hits = hits[-1:]  # the stamp is drawn last
        assert len(hits) == 1, produced.bates
        seen = hits[0] * page.rotation_matrix
        width, height = page.rect.width, page.rect.height
        assert seen.x0 >= width * 0.5 and seen.y0 >= height * 0.75 and seen.x1 <= width and seen.y1 <= height, (
            produced.bates,
            seen,
            page.rect,
        )
        for block in page.get_text("dict")["blocks"]:
            for line in block.get("lines", []):
                if produced.bates in "".join(span["text"] for span in line["spans"]):
                    dx, dy = line["dir"]
                    matrix = page.rotation_matrix
                    assert round(dx * matrix.a + dy * matrix.c, 3) == 1.0  # upright for the reader


def test_the_legend_appears_only_on_the_documents_that_asked_for_it(built: Built) -> None:
    combined = pymupdf.open(built.manifest.combined_pdf)
    legends = {"d-geometry": LEGEND, "d-photo": "CONFIDENTIAL"} | dict.fromkeys(
        ("d-message", "d-message.att1", "d-message.att2"), LEGEND
    )
    for page, produced in zip(combined, built.manifest.pages, strict=True):
        text = " ".join(page.get_text().split())
        expected = legends.get(produced.document_id)
        if expected:
            assert expected in text, produced.bates
        else:
            assert "CONFIDENTIAL" not in text, produced.bates


def test_each_document_pdf_is_its_own_slice_of_the_combined_pdf(built: Built) -> None:
    combined = pymupdf.open(built.manifest.combined_pdf)
    position = 0
    for document in built.manifest.documents:
        with pymupdf.open(built.folder / document.pdf_path) as pdf:
            assert pdf.page_count == document.pages
            for number, page in enumerate(pdf):
                assert page.get_text() == combined[position + number].get_text()
        position += document.pages
    assert position == combined.page_count


def test_the_stamp_font_is_embedded_once_in_the_combined_pdf(built: Built) -> None:
    combined = pymupdf.open(built.manifest.combined_pdf)
    stamp_fonts = {
        entry[0]: entry
        for number in range(combined.page_count)
        for entry in combined.get_page_fonts(number)
        if "Nimbus" in entry[3]
    }
    assert len(stamp_fonts) == 1
    assert next(iter(stamp_fonts.values()))[1] != "n/a"  # embedded


def test_the_dat_parses_back_and_agrees_with_the_documents(built: Built) -> None:
    rows = reader.read_dat(built.manifest.dat)
    assert list(rows[0]) == [
        "BEGBATES", "ENDBATES", "BEGATTACH", "ENDATTACH", "CUSTODIAN", "FILENAME", "FILEPATH",
        "FROM", "TO", "CC", "SUBJECT", "DATESENT", "MD5HASH", "SHA256HASH", "NATIVEPATH", "TEXTPATH",
    ]  # fmt: skip
    documents = built.manifest.documents
    assert [(r["BEGBATES"], r["ENDBATES"]) for r in rows] == [(d.first_bates, d.last_bates) for d in documents]
    by_id = {d.document_id: r for d, r in zip(documents, rows, strict=True)}
    message = parse_email(built.sources["message"])
    expected_md5 = {
        "d-geometry": hashlib.md5(built.sources["geometry"].read_bytes()).hexdigest(),
        "d-message": hashlib.md5(built.sources["message"].read_bytes()).hexdigest(),
        "d-message.att1": hashlib.md5(message.attachments[0].data).hexdigest(),
    }
    for document_id, md5 in expected_md5.items():
        assert by_id[document_id]["MD5HASH"] == md5
    assert by_id["d-geometry"]["SHA256HASH"] == sha256(built.sources["geometry"])
    assert by_id["d-message.att1"]["SHA256HASH"] == hashlib.sha256(message.attachments[0].data).hexdigest()
    assert by_id["d-message"]["FROM"] == message.headers["From"] and by_id["d-message"]["SUBJECT"] == "Crane shipment"
    assert by_id["d-message"]["TO"] == message.headers["To"]
    assert by_id["d-message"]["DATESENT"].startswith("2024-03-04T")
    assert (by_id["d-message.att1"]["FILEPATH"], by_id["d-geometry"]["FILEPATH"]) == (
        "message.eml/invoice.pdf",
        "geometry.pdf",
    )
    assert by_id["d-geometry"]["FROM"] == by_id["d-geometry"]["NATIVEPATH"] == ""
    for document_id in ("d-ledger", "d-message.att2"):  # natives: the DAT points at the file
        native = reader.native_path(built.folder, by_id[document_id]["NATIVEPATH"])
        assert native.is_file() and native.name.startswith(by_id[document_id]["BEGBATES"])
    family = [by_id["d-message"], by_id["d-message.att1"], by_id["d-message.att2"]]
    assert {(r["BEGATTACH"], r["ENDATTACH"]) for r in family} == {(family[0]["BEGBATES"], family[-1]["ENDBATES"])}
    assert by_id["d-message.att1"]["FILENAME"] == "invoice.pdf"
    assert by_id["d-geometry"]["CUSTODIAN"] == "Dana Whitfield"
    assert (by_id["d-advice"]["FILENAME"], by_id["d-advice"]["MD5HASH"]) == ("", "")  # withheld: no metadata
    for document, row in zip(documents, rows, strict=True):
        text = reader.native_path(built.folder, row["TEXTPATH"]).read_text(encoding="utf-8")
        pages = [p for p in built.manifest.pages if p.document_id == document.document_id]
        assert text.split("\f") == [(built.folder / p.text_path).read_text(encoding="utf-8") for p in pages]


def test_the_opt_has_one_line_per_page_breaking_at_each_document(built: Built) -> None:
    lines = reader.read_opt(built.manifest.opt)
    assert [line.key for line in lines] == [page.bates for page in built.manifest.pages]
    assert {line.volume for line in lines} == {"VOL001"}
    breaks = [(line.key, line.pages) for line in lines if line.document_break]
    assert breaks == [(d.first_bates, d.pages) for d in built.manifest.documents]
    for line in lines:
        image = reader.native_path(built.folder, line.path)
        assert image.name.endswith(".pdf") and image.exists()
    first_of = {line.path: line.pages for line in lines if line.document_break}
    for path, pages in first_of.items():
        with pymupdf.open(reader.native_path(built.folder, path)) as pdf:
            assert pdf.page_count == pages


def test_the_index_lists_every_produced_document_with_its_hash_and_range(built: Built) -> None:
    rows = reader.read_csv(built.manifest.index_csv)
    assert [r["document_id"] for r in rows] == [d.document_id for d in built.manifest.documents]
    geometry = rows[0]
    assert geometry["original_file"] == "geometry.pdf" and geometry["sha256"] == sha256(built.sources["geometry"])
    assert (geometry["first_bates"], geometry["last_bates"], geometry["pages"]) == (
        "SMITH000101",
        f"SMITH{100 + len(GEOMETRY):06d}",
        str(len(GEOMETRY)),
    )
    attachment = next(r for r in rows if r["document_id"] == "d-message.att1")
    assert attachment["parent_document_id"] == "d-message"
    assert attachment["sha256"] == hashlib.sha256(parse_email(built.sources["message"]).attachments[0].data).hexdigest()


def test_a_withheld_document_becomes_a_numbered_slip_sheet_and_a_privilege_log_row(built: Built) -> None:
    withheld = next(d for d in built.manifest.documents if d.document_id == "d-advice")
    assert withheld.pages == 1 and withheld.treatment == "withhold"
    with pymupdf.open(built.folder / withheld.pdf_path) as pdf:
        text = " ".join(pdf[0].get_text().split())
    assert "Document withheld on the basis of privilege: Attorney-client privilege" in text
    assert withheld.first_bates in text and "Advice on the claim" not in text
    assert built.manifest.privilege_log is not None
    (row,) = reader.read_csv(built.manifest.privilege_log)
    assert row["bates"] == withheld.first_bates
    assert row["privilege_basis"] == "Attorney-client privilege"
    assert row["description"] == "E-mail from outside counsel giving legal advice"
    assert "dana@harbor-supply.example" in row["author"] and "intake@firm.example" in row["recipients"]
    assert row["date"].startswith("Mon, 04 Mar 2024")


def test_a_native_file_gets_a_numbered_placeholder_and_a_copy_named_by_its_number(built: Built) -> None:
    for document_id, source in (("d-ledger", built.sources["native"]), ("d-message.att2", None)):
        document = next(d for d in built.manifest.documents if d.document_id == document_id)
        assert document.native_path == f"natives/{document.first_bates}{Path(document.name).suffix}"
        copy = (built.folder / document.native_path).read_bytes()
        if source is not None:
            assert copy == source.read_bytes()
        else:
            assert copy == parse_email(built.sources["message"]).attachments[1].data
        with pymupdf.open(built.folder / document.pdf_path) as pdf:
            text = " ".join(pdf[0].get_text().split())
        assert f"Produced in native format: {document.name}" in text
        assert f"Bates number: {document.first_bates}" in text and f"File name: {document.name}" in text
        assert document.sha256 in text.replace(" ", "")
        assert f"natives/{document.first_bates}" in text
    ledger = next(d for d in built.manifest.documents if d.document_id == "d-ledger")
    native_text = (built.folder / "text" / f"{ledger.first_bates}.txt").read_text(encoding="utf-8")
    assert native_text == "date,amount\n2024-03-04,100\n"  # the native's text, not the slip sheet's notice
    assert (built.folder / ledger.text_path).read_text(encoding="utf-8") == native_text


def test_members_follow_their_parent_as_one_family_and_a_withheld_parent_withholds_them(tmp_path: Path) -> None:
    report = factory.write_pdf(tmp_path / "report.pdf", ["Quarterly report"])
    annex = factory.write_pdf(tmp_path / "annex.pdf", ["Annex one", "Annex two"])
    notes = factory.encoded_text(tmp_path / "notes.md", "# Notes\n\nThe cranes arrived late.\n", "utf-8")
    other = factory.write_pdf(tmp_path / "other.pdf", ["Unrelated letter"])
    members = (item(annex, "d-annex"), item(notes, "d-notes", kind="text"))
    plan = ProductionPlan(
        production_id="P1",
        prefix="X",
        items=(item(report, "d-report", custodian="Dana", members=members), item(other, "d-other")),
    )
    manifest = build_production(plan, start_number=1, productions_dir=tmp_path / "out", ocr_cache=None, ocr_workers=1)
    documents = manifest.documents
    assert [(d.document_id, d.parent_document_id) for d in documents] == [
        ("d-report", None),
        ("d-annex", "d-report"),
        ("d-notes", "d-report"),
        ("d-other", None),
    ]
    assert {(d.begattach, d.endattach) for d in documents[:3]} == {("X000001", "X000004")}
    assert (documents[3].begattach, documents[3].endattach) == ("X000005", "X000005")
    assert [d.custodian for d in documents] == ["Dana", "Dana", "Dana", ""]  # members inherit the custodian
    assert documents[1].file_path == "report.pdf/annex.pdf"
    withheld = plan.model_copy(
        update={
            "production_id": "P2",
            "items": (item(report, "d-report", treatment="withhold", privilege_basis="Work product", members=members),),
        }
    )
    manifest = build_production(
        withheld, start_number=6, productions_dir=tmp_path / "out", ocr_cache=None, ocr_workers=1
    )
    assert [(d.document_id, d.treatment, d.pages) for d in manifest.documents] == [
        ("d-report", "withhold", 1),
        ("d-annex", "withhold", 1),
        ("d-notes", "withhold", 1),
    ]
    log = reader.read_csv(manifest.privilege_log or Path())
    assert [(r["bates"], r["privilege_basis"]) for r in log] == [(f"X{n:06d}", "Work product") for n in (6, 7, 8)]
    with pymupdf.open(manifest.combined_pdf) as pdf:
        assert all("Annex" not in page.get_text() and "cranes" not in page.get_text() for page in pdf)


def test_pages_without_a_text_layer_are_ocred_and_searchable_and_only_those(built: Built) -> None:
    ocr = {(p.document_id, p.page) for p in built.manifest.pages if p.ocr}
    assert ocr == {("d-mixed", 2), ("d-photo", 1), ("d-frames", 1), ("d-frames", 2)}
    assert built.manifest.ocr_pages == 4
    expectations = {("d-mixed", 2): "Scanned", ("d-photo", 1): "Harbor", ("d-frames", 2): "Second"}
    combined = pymupdf.open(built.manifest.combined_pdf)
    for index, page in enumerate(built.manifest.pages):
        word = expectations.get((page.document_id, page.page))
        if word is None:
            continue
        assert word in (built.folder / page.text_path).read_text(encoding="utf-8")
        assert combined[index].search_for(word), f"{word} not searchable on {page.bates}"


def test_typed_page_text_files_hold_the_source_pages_text(built: Built) -> None:
    pages = [p for p in built.manifest.pages if p.document_id == "d-geometry"]
    for number, page in enumerate(pages, start=1):
        text = (built.folder / page.text_path).read_text(encoding="utf-8")
        assert f"Geometry page {number} rotated {GEOMETRY[number - 1][2]}" in text
        assert page.source_page == number and page.chars == len("".join(text.split()))
    body = next(p for p in built.manifest.pages if p.document_id == "d-message")
    assert "Subject: Crane shipment" in (built.folder / body.text_path).read_text(encoding="utf-8")
    assert body.source_page is None  # typeset, not a page of the source


def test_an_exif_rotated_photo_is_produced_upright_at_its_own_size(built: Built) -> None:
    photo = next(d for d in built.manifest.documents if d.document_id == "d-photo")
    with pymupdf.open(built.folder / photo.pdf_path) as pdf:
        page = pdf[0]
        assert (round(page.rect.width), round(page.rect.height)) == (288, 144)  # 4 x 2 in, as photographed
    assert photo.kind == "image"


def test_progress_is_reported_for_every_page_in_order(built: Built) -> None:
    total = len(built.manifest.pages)
    assert built.progress == [(done, total) for done in range(1, total + 1)]


def test_the_manifest_file_matches_the_returned_manifest(built: Built) -> None:
    saved = json.loads((built.folder / "manifest.json").read_text(encoding="utf-8"))
    assert saved["first_bates"] == built.manifest.first_bates and saved["last_bates"] == built.manifest.last_bates
    assert [p["bates"] for p in saved["pages"]] == [p.bates for p in built.manifest.pages]
    assert not (built.folder / ".work").exists()
    assert [p.name for p in built.folder.parent.iterdir()] == ["PROD001"]  # no staging left behind


# ---------------------------------------------------------------- bad input, refused before numbering


@dataclass(frozen=True)
class BadInput:
    name: str
    make: Callable[[Path], Path]
    says: str


def write_bytes(data: bytes) -> Callable[[Path], Path]:
    def make(path: Path) -> Path:
        path.write_bytes(data)
        return path

    return make


def huge_png_header(path: Path) -> Path:
    """A PNG that declares 30,000 x 30,000 pixels (900 million): refused from its header, never decoded."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = chunk(b"IHDR", struct.pack(">IIBBBBB", 30_000, 30_000, 8, 0, 0, 0, 0))
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + header + chunk(b"IDAT", zlib.compress(b"\x00")) + chunk(b"IEND", b""))
    return path


def email_with_locked_attachment(path: Path) -> Path:
    locked = factory.encrypted_pdf(path.with_suffix(".locked"), "Secret attachment").read_bytes()
    return factory.write_email(path, subject="Locked", body="See attached", attachments=[("locked.pdf", locked)])


BAD_INPUTS = [
    BadInput("locked.pdf", lambda p: factory.encrypted_pdf(p, "Secret"), "encrypted"),
    BadInput("junk.pdf", lambda p: factory.corrupt_pdf(p, "junk"), "could not be read"),
    BadInput("broken.pdf", lambda p: factory.corrupt_pdf(p, "header"), "could not be read"),
    BadInput("empty.pdf", factory.zero_page_pdf, "no pages"),
    BadInput("scan.png", write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64), "not a readable image"),
    BadInput("contract.docx", write_bytes(b"PK\x03\x04docx"), "produce it natively"),
    BadInput("mail.eml", email_with_locked_attachment, "attachment 'locked.pdf' is encrypted"),
    BadInput("huge.png", huge_png_header, "downsample"),
]


@pytest.mark.parametrize("bad", BAD_INPUTS, ids=lambda b: b.name)
def test_an_unusable_input_fails_preflight_naming_the_file_and_the_fix(bad: BadInput, tmp_path: Path) -> None:
    path = bad.make(tmp_path / bad.name)
    good = factory.write_pdf(tmp_path / "good.pdf", ["Fine page"])
    plan = ProductionPlan(production_id="P", prefix="X", items=(item(good, "ok"), item(path, "bad")))
    with pytest.raises(DocumentError) as raised:
        preflight(plan)
    assert bad.name in str(raised.value) and bad.says in str(raised.value)
    with pytest.raises(DocumentError):  # build runs the same checks before making any folder
        build_production(plan, start_number=1, productions_dir=tmp_path / "productions", ocr_cache=None, ocr_workers=1)
    assert not (tmp_path / "productions").exists() or not any((tmp_path / "productions").iterdir())


def test_a_file_that_vanished_since_ingest_is_named(tmp_path: Path) -> None:
    path = factory.write_pdf(tmp_path / "gone.pdf", ["Gone"])
    plan = ProductionPlan(production_id="P", prefix="X", items=(item(path, "gone"),))
    path.unlink()
    with pytest.raises(DocumentError, match=r"gone\.pdf: the file vanished"):
        preflight(plan)


@pytest.mark.parametrize("prefix", ["SMI/TH", "A B", "X:Y", "PRE*", "ÄBC", ""])
def test_a_prefix_that_cannot_be_part_of_a_file_name_is_refused_naming_the_characters(
    prefix: str, tmp_path: Path
) -> None:
    good = factory.write_pdf(tmp_path / "good.pdf", ["Fine page"])
    with pytest.raises(BatesError) as raised:
        ProductionPlan(production_id="P", prefix=prefix, items=(item(good, "ok"),))
    bad = [char for char in prefix.upper() if not (char.isascii() and (char.isalnum() or char in "-_"))]
    assert all(repr(char) in str(raised.value) for char in bad)
    assert "letters, digits" in str(raised.value)


def test_plan_rules_are_refused_with_the_fix(tmp_path: Path) -> None:
    good = factory.write_pdf(tmp_path / "good.pdf", ["Fine page"])
    with pytest.raises(InputError, match="privilege_basis"):
        item(good, "w", treatment="withhold")
    with pytest.raises(InputError, match="once"):
        ProductionPlan(production_id="P", prefix="X", items=(item(good, "same"), item(good, "same")))
    with pytest.raises(BatesError, match="folder or volume name"):
        ProductionPlan(production_id="../P", prefix="X", items=(item(good, "ok"),))


def test_an_owner_locked_pdf_that_opens_without_a_password_is_produced_unlocked(tmp_path: Path) -> None:
    path = factory.encrypted_pdf(tmp_path / "statement.pdf", "Bank statement", user_password="")
    plan = ProductionPlan(production_id="P", prefix="X", items=(item(path, "s"),))
    manifest = build_production(plan, start_number=1, productions_dir=tmp_path / "out", ocr_cache=None, ocr_workers=1)
    with pymupdf.open(manifest.combined_pdf) as pdf:
        assert not pdf.is_encrypted and "X000001" in pdf[0].get_text() and "Bank statement" in pdf[0].get_text()


# ---------------------------------------------------------------- all or nothing


def small_plan(tmp_path: Path, production_id: str = "P1") -> ProductionPlan:
    first = factory.write_pdf(tmp_path / "first.pdf", ["One", "Two"])
    second = factory.write_pdf(tmp_path / "second.pdf", ["Three"])
    return ProductionPlan(production_id=production_id, prefix="X", items=(item(first, "a"), item(second, "b")))


def assert_nothing_published(productions: Path) -> None:
    assert not productions.exists() or list(productions.iterdir()) == []


@pytest.mark.parametrize(
    ("start", "width", "says"),
    [(0, 6, "start at 1"), (999_999, 6, "needs 7 digits")],
)
def test_numbers_that_do_not_fit_are_refused_before_anything_is_written(
    start: int, width: int, says: str, tmp_path: Path
) -> None:
    plan = small_plan(tmp_path).model_copy(update={"width": width})
    with pytest.raises(BatesError, match=says):
        build_production(plan, start_number=start, productions_dir=tmp_path / "out", ocr_cache=None, ocr_workers=1)
    assert_nothing_published(tmp_path / "out")


def test_an_existing_production_is_never_overwritten(tmp_path: Path) -> None:
    existing = tmp_path / "out" / "P1"
    existing.mkdir(parents=True)
    (existing / "keep.txt").write_text("earlier production", encoding="utf-8")
    with pytest.raises(BatesError, match="already exists"):
        build_production(small_plan(tmp_path), start_number=1, productions_dir=tmp_path / "out", ocr_cache=None)
    assert [p.name for p in existing.iterdir()] == ["keep.txt"]


def test_a_source_that_differs_from_its_ingest_hash_aborts_the_build_and_leaves_nothing(tmp_path: Path) -> None:
    plan = small_plan(tmp_path)
    tampered = plan.items[1].model_copy(update={"sha256": "0" * 64})
    plan = plan.model_copy(update={"items": (plan.items[0], tampered)})
    with pytest.raises(IntegrityError, match=r"second\.pdf no longer matches"):
        build_production(plan, start_number=1, productions_dir=tmp_path / "out", ocr_cache=None, ocr_workers=1)
    assert_nothing_published(tmp_path / "out")


def test_a_source_whose_pages_changed_since_preflight_fails_rather_than_shift_the_numbers(tmp_path: Path) -> None:
    plan = small_plan(tmp_path)
    checked = preflight(plan)
    factory.write_pdf(plan.items[0].source, ["One", "Two", "Three"])
    with pytest.raises(DocumentError, match=r"first\.pdf now has 3 pages, not the 2"):
        build_production(
            plan, start_number=1, productions_dir=tmp_path / "out", ocr_cache=None, ocr_workers=1, checked=checked
        )
    assert_nothing_published(tmp_path / "out")


class Interrupted(Exception):
    pass


def test_an_error_midway_removes_the_staging_folder(tmp_path: Path) -> None:
    def stop(done: int, total: int) -> None:
        if done == 2:
            raise Interrupted

    with pytest.raises(Interrupted):
        build_production(
            small_plan(tmp_path), start_number=1, productions_dir=tmp_path / "out", ocr_cache=None, on_page=stop
        )
    assert_nothing_published(tmp_path / "out")


def test_a_build_killed_midway_publishes_nothing_and_its_staging_can_be_discarded(tmp_path: Path) -> None:
    script = tmp_path / "crash.py"
    script.write_text(
        textwrap.dedent(
            f"""
            import os, signal, sys
            sys.path[:0] = [{str(REPO)!r}, {str(REPO / "tests")!r}]
            from pathlib import Path
            import test_production_engine as t
            from server.production.engine import build_production

            def crash(done, total):
                if done == 2:
                    os.kill(os.getpid(), signal.SIGKILL)  # no cleanup, no finally: a real crash

            plan = t.small_plan(Path({str(tmp_path)!r}))
            build_production(plan, start_number=1, productions_dir=Path({str(tmp_path / "out")!r}),
                             ocr_cache=None, ocr_workers=1, on_page=crash)
            """
        ),
        encoding="utf-8",
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, timeout=120, check=False)
    assert done.returncode == -signal.SIGKILL, done.stderr.decode()
    left = list((tmp_path / "out").iterdir())
    assert [p.name.startswith(".staging-P1-") for p in left] == [True]  # only the dead build's staging
    assert discard_staging(tmp_path / "out") == left
    assert_nothing_published(tmp_path / "out")


# ---------------------------------------------------------------- OCR cache, workers, big scans


def test_a_rerun_takes_ocr_from_the_cache_without_running_tesseract(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scan = factory.scanned_pdf(tmp_path / "scan.pdf", ["Cached words"])
    plan = ProductionPlan(production_id="FIRST", prefix="C", items=(item(scan, "s"),))
    cache = tmp_path / "cache"
    first = build_production(plan, start_number=1, productions_dir=tmp_path / "out", ocr_cache=cache, ocr_workers=1)
    entries = sorted(cache.rglob("*.json"))
    monkeypatch.setenv("PATH", str(tmp_path / "no-tesseract-here"))  # a miss would now fail loudly
    second = build_production(
        plan.model_copy(update={"production_id": "SECOND"}),
        start_number=2,
        productions_dir=tmp_path / "out",
        ocr_cache=cache,
        ocr_workers=1,
    )
    assert sorted(cache.rglob("*.json")) == entries and len(entries) == 1
    assert second.ocr_pages == first.ocr_pages == 1
    texts = [(m.folder / m.pages[0].text_path).read_text(encoding="utf-8") for m in (first, second)]
    assert texts[0] == texts[1] and "Cached" in texts[0]


def test_without_tesseract_an_uncached_scan_fails_the_build_with_the_install_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scan = factory.scanned_pdf(tmp_path / "scan.pdf", ["Uncached"])
    plan = ProductionPlan(production_id="P", prefix="C", items=(item(scan, "s"),))
    monkeypatch.setenv("PATH", str(tmp_path / "no-tesseract-here"))
    with pytest.raises(DocumentError, match="apt-get install -y tesseract-ocr"):
        build_production(plan, start_number=1, productions_dir=tmp_path / "out", ocr_cache=None, ocr_workers=1)
    assert_nothing_published(tmp_path / "out")


def test_worker_processes_build_the_same_production_as_one_thread(tmp_path: Path) -> None:
    sources = {
        "typed": factory.write_pdf(tmp_path / "typed.pdf", [f"Typed page {n}" for n in range(1, 40)]),
        "scan": factory.scanned_pdf(tmp_path / "scan.pdf", ["Pool scan"]),
        "photo": factory.exif_image(tmp_path / "photo.png", "Pool photo", fmt="PNG", orientation=8),
    }
    items = tuple(item(path, name) for name, path in sources.items())
    results = []
    for workers, production_id in ((1, "INLINE"), (2, "POOL")):
        plan = ProductionPlan(production_id=production_id, prefix="W", items=items)
        manifest = build_production(
            plan, start_number=1, productions_dir=tmp_path / "out", ocr_cache=None, ocr_workers=workers
        )
        with pymupdf.open(manifest.combined_pdf) as pdf:
            results.append(([page.get_text() for page in pdf], [p.text_path for p in manifest.pages]))
    assert results[0] == results[1]
    assert "Pool photo" in results[1][0][-1]


def test_a_very_large_scan_is_placed_at_its_size_and_rendered_for_ocr_within_the_pixel_budget(tmp_path: Path) -> None:
    from PIL import Image

    # 10,000 x 9,000 pixels (past Pillow's decompression-bomb warning) stated at 100 dpi: a 100 x 90 inch page.
    big = tmp_path / "poster.jpg"
    Image.new("L", (10_000, 9_000), 255).save(big, format="JPEG", dpi=(100, 100), quality=50)
    plan = ProductionPlan(production_id="P", prefix="B", items=(item(big, "poster"),))
    (unit,) = preflight(plan).units
    assert unit.pages == 1
    layout = Layout(tmp_path / "staging")
    layout.make_dirs()
    result = read_pages(ReadJob(unit, 1, 0, 1, layout, Numbering("B", 6)))
    assert result.needs_ocr == (0,)
    with pymupdf.open(layout.unit_pdf(unit)) as pdf:
        page = pdf[0]
        assert (round(page.rect.width), round(page.rect.height)) == (7200, 6480)  # 10000 px / 100 dpi * 72
        dpi = ocr_dpi(page)
        assert (page.rect.width / 72 * dpi) * (page.rect.height / 72 * dpi) <= 40_000_000
        assert 20 <= dpi < 100  # below the scan's own 100 dpi: the pixel budget decides


def test_typeset_pages_are_never_sent_to_ocr_however_little_text_they_hold(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    short = tmp_path / "short.eml"
    short.write_bytes(b"Subject: x\r\n\r\nok\r\n")
    empty = factory.encoded_text(tmp_path / "empty.txt", "", "utf-8")
    old = tmp_path / "old.txt"
    old.write_bytes("Café receipt – 12 €".encode("cp1252"))
    plan = ProductionPlan(production_id="P", prefix="T", items=(item(short, "m"), item(empty, "e"), item(old, "o")))
    monkeypatch.setenv("PATH", str(tmp_path / "no-tesseract-here"))  # any OCR attempt would fail the build
    manifest = build_production(plan, start_number=1, productions_dir=tmp_path / "out", ocr_cache=None, ocr_workers=1)
    assert manifest.ocr_pages == 0 and len(manifest.pages) == 3
    old_text = (manifest.folder / manifest.pages[2].text_path).read_text(encoding="utf-8")
    assert "Café receipt – 12 €" in old_text  # a cp1252 file is read as cp1252, not as mojibake


@pytest.mark.parametrize(
    ("given", "stored"),
    [("sha256:" + "AB" * 32, "ab" * 32), ("ab" * 32, "ab" * 32)],
)
def test_the_store_hash_may_carry_its_algorithm_tag(given: str, stored: str, tmp_path: Path) -> None:
    path = factory.write_pdf(tmp_path / "a.pdf", ["A"])
    assert ProductionItem(source=path, name="a.pdf", document_id="a", sha256=given).sha256 == stored


@pytest.mark.parametrize("given", ["", "md5:" + "a" * 32, "xyz"])
def test_a_hash_that_is_not_sha256_is_refused(given: str, tmp_path: Path) -> None:
    path = factory.write_pdf(tmp_path / "a.pdf", ["A"])
    with pytest.raises(InputError, match="not a sha256 hex digest"):
        ProductionItem(source=path, name="a.pdf", document_id="a", sha256=given)


@pytest.mark.parametrize(
    ("value", "read_back"),
    [
        ("two\r\nlines", "two\nlines"),
        ("mac\rline", "mac\nline"),
        ("Þórður þorp.pdf", "Þórður orp.pdf"),  # the qualifier cannot be escaped: it is dropped
        ("tab\x14separated", "tab separated"),
        ("", ""),
    ],
)
def test_dat_values_with_newlines_and_format_characters_read_back(value: str, read_back: str, tmp_path: Path) -> None:
    write_dat(tmp_path / "x.dat", [("A1", value)], ("BEGBATES", "FILENAME"))
    assert reader.read_dat(tmp_path / "x.dat") == [{"BEGBATES": "A1", "FILENAME": read_back}]


def long_pdf(path: Path) -> Path:
    """Typed pages, scans and every rotation and crop box, with an outline and metadata: 15 pages."""
    factory.write_pdf(
        path,
        ["Typed page one", "Typed page two", "Typed page three", PageSpec("Scanned receipt 4471", scanned=True)],
    )
    geometry = rotated_pdf(path.with_name("geometry-part.pdf"))
    tail = factory.write_pdf(
        path.with_name("tail-part.pdf"),
        [PageSpec("Scanned ledger March", scanned=True), "Typed closing page", "End of the ledger"],
    )
    with pymupdf.open(path) as doc, pymupdf.open(geometry) as middle, pymupdf.open(tail) as last:
        doc.insert_pdf(middle)
        doc.insert_pdf(last)
        doc.set_metadata({"title": "Crane ledger", "author": "Dana Whitfield"})
        doc.set_toc([[1, "Typed", 1], [1, "Geometry", 5], [2, "Rotated", 6], [1, "Tail", 13]])
        doc.save(path.with_suffix(".tmp"))
    path.with_suffix(".tmp").replace(path)
    return path


@pytest.mark.parametrize("split_pages", [4, 1])
def test_a_long_pdf_split_across_the_workers_gives_the_same_numbers_text_and_load_files(
    tmp_path: Path, split_pages: int
) -> None:
    source = long_pdf(tmp_path / "long.pdf")
    plan = ProductionPlan(production_id="PROD001", prefix="LONG", items=(item(source, "D0001", legend=LEGEND),))
    built = {
        split: build_production(
            plan, start_number=START, productions_dir=tmp_path / f"out-{split}", ocr_cache=None, split_pages=split
        )
        for split in (None, split_pages)
    }
    whole, split = built[None], built[split_pages]
    assert [vars(p) for p in split.pages] == [vars(p) for p in whole.pages]
    assert [vars(d) for d in split.documents] == [vars(d) for d in whole.documents]
    assert split.ocr_pages == whole.ocr_pages == 2
    files = sorted(p.relative_to(whole.folder) for p in whole.folder.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(split.folder) for p in split.folder.rglob("*") if p.is_file())
    for relative in files:
        if relative.suffix in (".txt", ".dat", ".opt", ".csv"):
            assert (split.folder / relative).read_bytes() == (whole.folder / relative).read_bytes(), relative
    for name in ("documents/LONG000101.pdf", "PROD001.pdf"):
        with pymupdf.open(whole.folder / name) as a, pymupdf.open(split.folder / name) as b:
            assert b.page_count == a.page_count == 15
            assert b.metadata["title"] == a.metadata["title"] == "Crane ledger" or name == "PROD001.pdf"
            assert b.get_toc() == a.get_toc()
            for number in range(a.page_count):
                assert b[number].get_text() == a[number].get_text(), (name, number)  # stamp and OCR layer
                assert b[number].get_pixmap(dpi=36).samples == a[number].get_pixmap(dpi=36).samples, (name, number)
    assert not list((split.folder).rglob("*pages-*")), "the partial PDFs are gone"
