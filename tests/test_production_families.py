"""Natives, families and every kind ingest reads, through bates_stamp on a real matter.

Real files in (an Excel workbook, a zip, e-mails with a PDF, a workbook and a text file attached), real
ingest into SQLite, real PDFs and load files out, parsed back by ``tests/loadfile_reader.py``; citations to a
native's slip sheet are checked by verify_citations against the native's own text.
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from collections.abc import Callable
from pathlib import Path

import doc_factory as factory
import loadfile_reader as reader
import openpyxl
import pymupdf
import pytest

from server.errors import InputError
from server.matter.evidence import search_pages
from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import MatterStore
from server.settings import Settings
from server.state import AppState
from tools.bates_stamp import BatesStampInput, BatesStampResult, Withheld, bates_stamp
from tools.verify_citations import VerifyCitationsInput, verify_citations

pytestmark = pytest.mark.anyio


def workbook_bytes(rows: list[list[object]], title: str = "Ledger") -> bytes:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = title
    for row in rows:
        sheet.append(row)
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


LEDGER = [["date", "invoice", "amount"], ["2024-03-04", "4471", 12500], ["2024-04-02", "4502", 8300]]


def zip_bytes(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def mail_with_attachments(path: Path) -> Path:
    return factory.write_email(
        path,
        subject="Invoice 4471 and the ledger",
        body="Please find the invoice, the ledger and my notes attached.",
        attachments=[
            ("invoice.pdf", factory.pdf_bytes(["Invoice 4471 for harbor cranes, $12,500.00 due April 1, 2024."])),
            ("ledger.xlsx", workbook_bytes(LEDGER)),
            ("notes.txt", b"Call notes: the quokka crane shipment arrived late."),
        ],
    )


def ingest(settings: Settings, files: dict[str, Callable[[Path], object]]) -> dict[str, str]:
    """Ingest the files (custodian Dana Whitfield); their ids by name, an attachment's as '<message>/<name>'."""
    with MatterStore.open(settings.server.matters_dir, "smith", create=True) as store:
        for name, make in files.items():
            make(store.folder / "inbox" / name)
        outcomes = Ingestor(store, ocr_workers=1).ingest(expand_paths(store, ["inbox"], ()), custodian="Dana Whitfield")
        ids: dict[str, str] = {}
        for outcome in outcomes:
            assert outcome.status == "ingested", outcome.reason
            ids[Path(outcome.path).name] = outcome.document_id or ""
            for child in outcome.children:
                ids[f"{Path(outcome.path).name}/{store.document(child.document_id or '').original_name}"] = (
                    child.document_id or ""
                )
    return ids


def write(data: bytes) -> Callable[[Path], Path]:
    def make(path: Path) -> Path:
        path.write_bytes(data)
        return path

    return make


async def stamp(settings: Settings, **arguments: object) -> BatesStampResult:
    state = AppState(settings=settings)
    try:
        return await bates_stamp(BatesStampInput(matter="smith", prefix="SMITH", **arguments), state)
    finally:
        state.close()


async def verify(settings: Settings, text: str) -> dict:
    state = AppState(settings=settings)
    try:
        result = await verify_citations(VerifyCitationsInput(matter="smith", text=text), state)
    finally:
        state.close()
    return result.model_dump()


def dat_rows(result: BatesStampResult) -> dict[str, dict[str, str]]:
    return {row["BEGBATES"]: row for row in reader.read_dat(Path(result.dat))}


def produced_hits(settings: Settings, query: str) -> set[str]:
    """The Bates numbers of produced pages a search finds (the ingested originals have none)."""
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        return {hit.page.bates for hit in search_pages(store, query) if hit.page.bates}


def page_text(result: BatesStampResult, bates: str) -> str:
    with pymupdf.open(result.combined_pdf) as pdf:
        first = int(result.first_bates.removeprefix("SMITH"))
        return " ".join(pdf[int(bates.removeprefix("SMITH")) - first].get_text().split())


# ---------------------------------------------------------------- natives


async def test_a_workbook_is_produced_natively_behind_a_numbered_slip_sheet_and_its_cite_checks_against_its_text(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    workbook = workbook_bytes(LEDGER)
    ids = ingest(
        settings,
        {
            "letter.pdf": lambda p: factory.write_pdf(p, ["Cover letter for the ledger."]),
            "ledger.xlsx": write(workbook),
        },
    )
    result = await stamp(settings, document_ids=[ids["letter.pdf"], ids["ledger.xlsx"]])
    native = next(d for d in result.documents if d.name == "ledger.xlsx")
    assert (native.treatment, native.first_bates, native.pages) == ("native", "SMITH000002", 1)  # by default
    slip = page_text(result, "SMITH000002")
    assert "Produced in native format: ledger.xlsx" in slip and "Bates number: SMITH000002" in slip
    assert hashlib.sha256(workbook).hexdigest() in slip.replace(" ", "")
    folder = Path(result.folder)
    assert (folder / "natives" / "SMITH000002.xlsx").read_bytes() == workbook
    row = dat_rows(result)["SMITH000002"]
    assert row["NATIVEPATH"] == "natives\\SMITH000002.xlsx" and row["FILENAME"] == "ledger.xlsx"
    assert row["SHA256HASH"] == hashlib.sha256(workbook).hexdigest()
    assert row["MD5HASH"] == hashlib.md5(workbook).hexdigest() and row["CUSTODIAN"] == "Dana Whitfield"
    text = reader.native_path(folder, row["TEXTPATH"]).read_text(encoding="utf-8")
    assert "4471" in text and "12500" in text and "Produced in native format" not in text
    assert (folder / "text" / "SMITH000002.txt").read_text(encoding="utf-8") == text
    assert dat_rows(result)["SMITH000001"]["NATIVEPATH"] == ""
    assert produced_hits(settings, "4502") == {"SMITH000002"}
    assert produced_hits(settings, "Produced in native format") == set()  # the notice is not evidence
    supported = await verify(settings, "The ledger records invoice 4502 for 8300 on 2024-04-02 (SMITH000002).")
    assert supported["blocked"] is False, supported["findings"]
    wrong = await verify(settings, "The ledger records invoice 4502 for 9,900 on 2024-04-02 (SMITH000002).")
    assert wrong["blocked"] is True


async def test_natives_names_any_document_to_produce_in_native_form(make_settings: Callable[..., Settings]) -> None:
    settings = make_settings()
    ids = ingest(settings, {"plan.pdf": lambda p: factory.write_pdf(p, ["Site plan for the harbor.", "Page two."])})
    result = await stamp(settings, document_ids=[ids["plan.pdf"]], natives=[ids["plan.pdf"]])
    (document,) = result.documents
    assert (document.treatment, document.pages, result.last_bates) == ("native", 1, "SMITH000001")
    folder = Path(result.folder)
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        original = (store.folder / store.document(ids["plan.pdf"]).stored_path).read_bytes()
    assert produced_hits(settings, "site plan harbor") == {"SMITH000001"}
    assert (folder / "natives" / "SMITH000001.pdf").read_bytes() == original
    assert dat_rows(result)["SMITH000001"]["NATIVEPATH"] == "natives\\SMITH000001.pdf"


def slides_bytes(titles: list[str]) -> bytes:
    import pptx

    deck = pptx.Presentation()
    for title in titles:
        slide = deck.slides.add_slide(deck.slide_layouts[1])
        slide.shapes.title.text = title
    buffer = io.BytesIO()
    deck.save(buffer)
    return buffer.getvalue()


async def test_a_presentation_goes_native_by_default_and_a_pdf_beside_it_does_not(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    deck = slides_bytes(["Crane delivery schedule", "Invoice 4471 payment plan"])
    ids = ingest(settings, {"deck.pptx": write(deck), "memo.pdf": lambda p: factory.write_pdf(p, ["A memo."])})
    result = await stamp(settings, document_ids=[ids["memo.pdf"], ids["deck.pptx"]])
    assert [(d.name, d.treatment) for d in result.documents] == [("memo.pdf", "produce"), ("deck.pptx", "native")]
    assert (Path(result.folder) / "natives" / "SMITH000002.pptx").read_bytes() == deck
    assert produced_hits(settings, "payment plan") == {"SMITH000002"}


@pytest.mark.parametrize(
    ("name", "data", "words"),
    [
        ("ledger.csv", b"date,amount\n2024-03-04,12500.00\n", "2024-03-04,12500.00"),
        ("export.json", b'{"invoice": 4471, "status": "unpaid"}\n', '"status": "unpaid"'),
        ("readme.md", b"# Shipment\n\nThe cranes arrived on March 4.\n", "The cranes arrived on March 4."),
        ("server.log", b"2024-03-04 09:30 shipment received at dock 7\n", "shipment received at dock 7"),
    ],
)
async def test_every_text_kind_ingest_reads_is_produced_as_text(
    make_settings: Callable[..., Settings], name: str, data: bytes, words: str
) -> None:
    settings = make_settings()
    ids = ingest(settings, {name: write(data)})
    result = await stamp(settings, document_ids=[ids[name]])
    (document,) = result.documents
    assert document.treatment == "produce" and document.first_bates == "SMITH000001"
    assert words in page_text(result, "SMITH000001")


# ---------------------------------------------------------------- families


async def test_an_email_family_is_produced_together_with_its_fields_in_the_load_files(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = ingest(settings, {"mail.eml": mail_with_attachments})
    result = await stamp(settings, document_ids=[ids["mail.eml"]])
    names = [d.name for d in result.documents]
    assert names == ["mail.eml", "invoice.pdf", "ledger.xlsx", "notes.txt"]  # parent first, in the message's order
    rows = reader.read_dat(Path(result.dat))
    assert {(r["BEGATTACH"], r["ENDATTACH"]) for r in rows} == {(result.first_bates, result.last_bates)}
    parent, invoice, ledger, notes = rows
    assert parent["FROM"] == "Dana Whitfield <dana@harbor-supply.example>" and "intake@firm.example" in parent["TO"]
    assert parent["SUBJECT"] == "Invoice 4471 and the ledger" and parent["DATESENT"] == "2024-03-04T09:30:00+00:00"
    assert invoice["FROM"] == "" and invoice["FILEPATH"] == "mail.eml/invoice.pdf"
    assert {r["CUSTODIAN"] for r in rows} == {"Dana Whitfield"}
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        stored = store.document(ids["mail.eml/invoice.pdf"]).sha256
    assert invoice["SHA256HASH"] == stored.removeprefix("sha256:")
    assert produced_hits(settings, "quokka") == {notes["BEGBATES"]}
    assert produced_hits(settings, "4502") == {ledger["BEGBATES"]}  # the native's text, under its slip sheet
    assert ledger["NATIVEPATH"] == f"natives\\{ledger['BEGBATES']}.xlsx"
    index = reader.read_csv(Path(result.index_csv))
    assert [(r["begattach"], r["endattach"]) for r in index] == [(result.first_bates, result.last_bates)] * 4
    assert index[0]["subject"] == "Invoice 4471 and the ledger"
    by_name = {d.name: d for d in result.documents}
    assert by_name["ledger.xlsx"].source_document_id == ids["mail.eml/ledger.xlsx"]


async def test_a_withheld_parent_withholds_its_whole_family_with_slip_sheets(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = ingest(settings, {"mail.eml": mail_with_attachments})
    basis = "Attorney-client privilege"
    result = await stamp(
        settings, document_ids=[ids["mail.eml"]], withhold=[Withheld(document_id=ids["mail.eml"], basis=basis)]
    )
    assert [d.treatment for d in result.documents] == ["withhold"] * 4 and result.withheld == 4
    assert result.pages == 4 and result.ocr_pages == 0
    for number in range(1, 5):
        text = page_text(result, f"SMITH{number:06d}")
        assert f"Document withheld on the basis of privilege: {basis}" in text
        assert "4471" not in text and "quokka" not in text
    rows = reader.read_dat(Path(result.dat))
    assert {(r["BEGATTACH"], r["ENDATTACH"]) for r in rows} == {("SMITH000001", "SMITH000004")}
    assert {r["FILENAME"] + r["SUBJECT"] + r["MD5HASH"] + r["NATIVEPATH"] for r in rows} == {""}
    log = reader.read_csv(Path(result.privilege_log or ""))
    assert [r["bates"] for r in log] == [f"SMITH{n:06d}" for n in range(1, 5)]
    assert {r["privilege_basis"] for r in log} == {basis}
    assert "attached to SMITH000001, withheld with its family" in log[2]["description"]
    assert {r["author"] for r in log} == {"Dana Whitfield <dana@harbor-supply.example>"}
    assert not list((Path(result.folder) / "natives").iterdir())
    index = reader.read_csv(Path(result.index_csv))
    assert {r["original_file"] + r["sha256"] + r["subject"] for r in index} == {""}  # the log says what may be said
    assert produced_hits(settings, "quokka") == produced_hits(settings, "4502") == set()


async def test_an_attachment_listed_without_its_message_is_refused_naming_the_parent_and_uses_no_number(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = ingest(settings, {"mail.eml": mail_with_attachments})
    with pytest.raises(InputError) as refused:
        await stamp(settings, document_ids=[ids["mail.eml/invoice.pdf"]])
    message = str(refused.value)
    assert f"is an attachment of {ids['mail.eml']} (mail.eml), which is not listed" in message
    assert "a family is produced together, parent first" in message
    with MatterStore.open(settings.server.matters_dir, "smith") as store, store.read() as conn:
        assert conn.execute("SELECT COUNT(*) FROM productions").fetchone()[0] == 0


async def test_a_child_listed_before_its_parent_is_produced_in_its_family_with_a_warning_and_its_own_treatment(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = ingest(
        settings,
        {"mail.eml": mail_with_attachments, "later.pdf": lambda p: factory.write_pdf(p, ["A later letter."])},
    )
    notes, mail, invoice = ids["mail.eml/notes.txt"], ids["mail.eml"], ids["mail.eml/invoice.pdf"]
    result = await stamp(
        settings,
        document_ids=[ids["later.pdf"], notes, mail, invoice],
        withhold=[Withheld(document_id=notes, basis="Work product")],
        natives=[invoice],
    )
    assert [d.name for d in result.documents] == ["later.pdf", "mail.eml", "invoice.pdf", "ledger.xlsx", "notes.txt"]
    assert [d.treatment for d in result.documents] == ["produce", "produce", "native", "native", "withhold"]
    assert not any(invoice in w for w in result.warnings)  # listed right after its parent: where the family puts it
    assert any(notes in w and "produced with its family" in w for w in result.warnings), result.warnings
    rows = reader.read_dat(Path(result.dat))
    assert rows[0]["BEGATTACH"] == rows[0]["ENDATTACH"] == "SMITH000001"
    assert {(r["BEGATTACH"], r["ENDATTACH"]) for r in rows[1:]} == {("SMITH000002", result.last_bates)}
    (log,) = reader.read_csv(Path(result.privilege_log or ""))
    assert (log["bates"], log["privilege_basis"]) == (result.last_bates, "Work product")
    assert produced_hits(settings, "quokka") == set()  # the withheld attachment's produced page holds no text


async def test_an_archive_is_its_members_each_produced_on_its_own_and_one_may_be_listed_alone(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    members = {"a/notes.txt": b"Notes about invoice 4471 are here.", "b/memo.txt": b"A memo about the cranes."}
    ids = ingest(settings, {"bundle.zip": write(zip_bytes(members))})
    whole = await stamp(settings, document_ids=[ids["bundle.zip"]])
    assert [d.name for d in whole.documents] == ["notes.txt", "memo.txt"] and whole.pages == 2  # no listing page
    rows = reader.read_dat(Path(whole.dat))
    assert [r["FILEPATH"] for r in rows] == ["bundle.zip/a/notes.txt", "bundle.zip/b/memo.txt"]
    assert [(r["BEGATTACH"], r["ENDATTACH"]) for r in rows] == [("SMITH000001",) * 2, ("SMITH000002",) * 2]
    assert "invoice 4471" in page_text(whole, "SMITH000001")
    alone = await stamp(settings, document_ids=[ids["bundle.zip/memo.txt"]])
    assert [(d.name, d.first_bates) for d in alone.documents] == [("memo.txt", "SMITH000003")]


def docx_bytes(paragraphs: list[str]) -> bytes:
    import docx

    document = docx.Document()
    for paragraph in paragraphs:
        document.add_paragraph(paragraph)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("agreement.docx", docx_bytes(["Master services agreement.", "Payment of invoice 4471 is due in 30 days."])),
        ("notice.html", b"<html><body><h1>Notice</h1><p>Payment of invoice 4471 is due in 30 days.</p></body></html>"),
    ],
)
async def test_a_word_or_html_document_is_typeset_from_the_text_ingest_read(
    make_settings: Callable[..., Settings], name: str, data: bytes
) -> None:
    settings = make_settings()
    ids = ingest(settings, {name: write(data)})
    result = await stamp(settings, document_ids=[ids[name]])
    (document,) = result.documents
    assert (document.treatment, document.first_bates) == ("produce", "SMITH000001")
    assert "Payment of invoice 4471 is due in 30 days." in page_text(result, "SMITH000001")
    assert produced_hits(settings, "invoice 4471 due") == {"SMITH000001"}
    assert dat_rows(result)["SMITH000001"]["NATIVEPATH"] == ""
