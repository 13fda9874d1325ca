"""A client's files as they arrive: Word, Excel, PowerPoint, RTF, HTML, Outlook, mailboxes and zips, parsed.

Every file is made in the test by the library that writes its format (``tests/office_factory.py``); the ones
LibreOffice makes (``.doc``, ``.rtf``, ``.odt``, ``.xls``, ``.ods``) are skipped where it is not installed.
One table of formats (the pages each must give), one of bad input (the error each must raise, naming the file).
"""

from __future__ import annotations

import hashlib
import re
import tracemalloc
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import doc_factory
import office_factory as make
import pytest

from server.documents import kinds
from server.documents.archive import ArchiveLimits
from server.documents.office import INSTALL_LIBREOFFICE, read_word
from server.documents.parse import ParsedDocument, kind_of, parse_bytes, parse_document
from server.errors import DocumentError

needs_libreoffice = pytest.mark.skipif(make.LIBREOFFICE is None, reason="LibreOffice (soffice) is not installed")
README = Path(__file__).resolve().parents[1] / "README.md"

WORD_PAGE_1 = (
    "[header] Smith v. Acme - Confidential",
    "Invoice 4471 was due on March 3, 2024.[footnote 1]",
    "Invoice | Amount",
    "4471 | $27,000.00",
    "The price was [inserted: $27,000.00][deleted: $25,000.00]",
    "Payment was late.[comment 0]",
)
WORD_PAGE_2 = (
    "Second page: the goods were delivered on March 1, 2024.",
    "[footer] Smith Renovations LLC",
    "[footnote 1] Per the master services agreement, section 4.2.",
    "[comment 0] Lee Park (",
    "Check the bank statement",
)
SHEET = (
    "Sheet: Invoices",
    "A1: Invoice | B1: Amount | C1: Due",
    "A3: Invoice 4471 | B3: ",
    "C3: 2024-03-03",
)


@dataclass(frozen=True)
class Format:
    id: str
    build: Callable[[Path], Path]
    kind: str
    media_type: str
    pages: tuple[tuple[str, ...], ...]  # per page, the lines (or pieces of lines) it must hold
    metadata: dict[str, str] = field(default_factory=dict)
    absent: tuple[str, ...] = ()  # text that must not be on any page
    marks: tuple = ()


FORMATS = (
    Format(
        "docx: reading order, tables, header, footer, footnote, comment, tracked changes, page break",
        lambda d: make.word(d / "letter.docx"),
        "word",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        (WORD_PAGE_1, WORD_PAGE_2),
        {
            "author": "Jordan Smith",
            "title": "Demand letter",
            "tracked_insertions": "1",
            "tracked_deletions": "1",
            "comments": "1",
            "notes": "1",
        },
    ),
    *(
        Format(
            f"{suffix} through LibreOffice",
            lambda d, suffix=suffix: make.convert(make.word(d / "letter.docx"), suffix),
            "word",
            media,
            ((make.BODY, "4471 | $27,000.00", "[inserted: $27,000.00][deleted: $25,000.00]"), ("Second page",)),
            {"converted_by": "LibreOffice"},
            marks=(needs_libreoffice,),
        )
        for suffix, media in (
            ("doc", "application/msword"),
            ("odt", "application/vnd.oasis.opendocument.text"),
            ("rtf", "application/rtf"),
        )
    ),
    Format(
        "xlsx: cell references, number formats, formula without a cached value, hidden row and sheet",
        lambda d: make.workbook(d / "ledger.xlsx"),
        "spreadsheet",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        (
            (
                *SHEET,
                "A2: Invoice 4470 | B2: $1,250.50 | C2: 2024-02-01",
                "A3: Invoice 4471 | B3: $27,000.00 | C3: 2024-03-03 | D3: 12.5%",
                "[hidden row] A4: Credit note withheld",
                "B5: =SUM(B2:B3) (formula, no cached value)",
            ),
            ("Sheet: Notes (hidden sheet)", "A1: Internal: dispute the late fee"),
        ),
        {"sheets": "Invoices\nNotes", "hidden_sheets": "1", "hidden_rows": "1"},
    ),
    Format(
        "xlsm is read like xlsx",
        lambda d: make.workbook(d / "ledger.xlsm"),
        "spreadsheet",
        "application/vnd.ms-excel.sheet.macroEnabled.12",
        ((*SHEET, "B3: $27,000.00"), ("Sheet: Notes (hidden sheet)",)),
    ),
    *(
        Format(
            f"{suffix} through calamine",
            lambda d, suffix=suffix: make.convert(make.workbook(d / "ledger.xlsx"), suffix),
            "spreadsheet",
            media,
            ((*SHEET, "A4: Credit note withheld", "B3: 27000"), ("Sheet: Notes (hidden sheet)",)),
            {"hidden_sheets": "1"},
            marks=(needs_libreoffice,),
        )
        for suffix, media in (
            ("xls", "application/vnd.ms-excel"),
            ("ods", "application/vnd.oasis.opendocument.spreadsheet"),
        )
    ),
    Format(
        "pptx: a page per slide, speaker notes, hidden slide",
        lambda d: make.presentation(d / "deck.pptx"),
        "presentation",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        (
            (
                "Slide 1: Payment history",
                "Invoice 4471 remains unpaid",
                "4471 | $27,000.00",
                "[notes] Mention the late fee of $500.00.",
            ),
            ("Slide 2 (hidden slide): Backup figures",),
        ),
        {"slide_count": "2", "hidden_slides": "1"},
    ),
    Format(
        "html: the visible text only",
        lambda d: _write(d / "invoice.html", make.HTML_PAGE.encode()),
        "html",
        "text/html",
        (("Invoice 4471", "Amount due: $27,000.00 by March 3, 2024.", "Item | Amount", "Renovation | $27,000.00"),),
        {"title": "Acme & Co - Invoice 4471"},
        absent=("<", "secret-script-text", "color: red", "hidden-div-text", "comment-text", "noscript-text"),
    ),
    Format(
        "msg: a header block, then the body",
        lambda d: make.outlook_message(d / "reminder.msg"),
        "email",
        "application/vnd.ms-outlook",
        (
            (
                "From: Jordan Smith <jordan@smith.example>",
                "To: Acme AP <ap@acme.example>",
                "Date: Fri, 01 Mar 2024 10:30:00 +0000",
                "Subject: Invoice 4471",
                "Please pay $27,000.00",
            ),
        ),
        {"from": "Jordan Smith <jordan@smith.example>", "subject": "Invoice 4471"},
    ),
    *(
        Format(
            f"{suffix} is text",
            lambda d, suffix=suffix: _write(d / f"export{suffix}", f"Invoice 4471 {suffix}\n".encode()),
            "text",
            kinds.text_media_type(suffix),
            ((f"Invoice 4471 {suffix}",),),
        )
        for suffix in sorted(kinds.TEXT_SUFFIXES)
    ),
)


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def _page_has(page: str, wanted: str) -> bool:
    return any(wanted in line for line in page.split("\n"))


@pytest.mark.parametrize("case", [pytest.param(f, id=f.id, marks=f.marks) for f in FORMATS])
def test_each_format_parses_to_pages_with_offsets_and_its_metadata(case: Format, tmp_path: Path) -> None:
    path = case.build(tmp_path)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    doc = parse_document(path)
    assert (doc.kind, doc.media_type, len(doc.pages)) == (case.kind, case.media_type, len(case.pages))
    for page, wanted in zip(doc.pages, case.pages, strict=True):
        missing = [piece for piece in wanted if not _page_has(page.text, piece)]
        assert not missing, f"page {page.number} lacks {missing}: {page.text!r}"
        assert doc.text[page.start : page.end] == page.text
    assert not [piece for piece in case.absent if piece in doc.text]
    assert case.metadata.items() <= doc.metadata.items()
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before, "the original is never changed"


def test_a_big_sheet_runs_over_several_pages_cut_between_rows(tmp_path: Path) -> None:
    doc = parse_document(make.workbook(tmp_path / "big.xlsx", extra_rows=400))
    sheet_pages = [p for p in doc.pages if p.text.startswith("Sheet: Invoices")]
    assert len(sheet_pages) > 3
    assert all(p.text.startswith("Sheet: Invoices (continued)") for p in sheet_pages[1:])
    rows = [line for p in sheet_pages for line in p.text.split("\n")[1:]]
    assert len(rows) == 5 + 400 and rows[-1].startswith("A405: Line item 0400")


def test_an_rtf_without_libreoffice_is_read_with_striprtf() -> None:
    rtf = rb"{\rtf1\ansi{\fonttbl\f0\fswiss Helvetica;}\f0\pard Invoice 4471 was due on March 3, 2024.\par}"
    text, metadata = read_word(rtf, "letter.rtf", soffice=None)
    assert "Invoice 4471 was due on March 3, 2024." in text
    assert metadata["converted_by"].startswith("striprtf")


@pytest.mark.parametrize("suffix", [".doc", ".odt"])
def test_without_libreoffice_a_doc_or_odt_is_refused_naming_the_install_command(suffix: str, tmp_path: Path) -> None:
    path = _write(tmp_path / f"old{suffix}", doc_factory.pdf_bytes(["not read"]))
    with pytest.raises(DocumentError) as raised:
        read_word(path, path.name, soffice=None)
    assert path.name in str(raised.value) and INSTALL_LIBREOFFICE in str(raised.value)


# --- families: attachments and members are children ------------------------------------------------------------


def test_an_excel_attachment_of_an_email_is_a_parsed_child(tmp_path: Path) -> None:
    ledger = make.workbook(tmp_path / "ledger.xlsx").read_bytes()
    mail = make.message(
        1, attachments=[("ledger.xlsx", ledger), ("letter.docx", make.word(tmp_path / "l.docx").read_bytes())]
    )
    doc = parse_bytes(mail.as_bytes(), "update.eml")
    sheet, letter = doc.children
    assert sheet.parsed is not None and sheet.parsed.kind == "spreadsheet" and sheet.data == ledger
    assert "A3: Invoice 4471 | B3: $27,000.00" in sheet.parsed.text
    assert letter.parsed is not None and "[inserted: $27,000.00]" in letter.parsed.text


def test_a_message_keeps_its_threading_headers_as_metadata(tmp_path: Path) -> None:
    doc = parse_bytes(make.message(3).as_bytes(), "m3.eml")
    assert doc.metadata["message-id"] == "<m3@acme.example>"
    assert doc.metadata["in-reply-to"] == "<m2@acme.example>"
    assert doc.metadata["references"] == "<m1@acme.example> <m2@acme.example>"
    assert doc.pages[0].text.startswith("From: Dana Reyes <dana@acme.example>\nTo: Jordan Smith")


def test_an_outlook_message_attachment_is_a_child(tmp_path: Path) -> None:
    doc = parse_document(make.outlook_message(tmp_path / "m.msg", attachments=[("schedule.txt", b"Due 2024-03-03\n")]))
    (child,) = doc.children
    assert (child.filename, child.data, child.parsed.text if child.parsed else None) == (
        "schedule.txt",
        b"Due 2024-03-03\n",
        "Due 2024-03-03",
    )


def test_a_mailbox_is_read_one_message_at_a_time_each_an_email_with_its_attachments(tmp_path: Path) -> None:
    messages = [make.message(1), make.message(2, attachments=[("terms.txt", b"Net 30 days.\n")]), make.message(3)]
    doc = parse_document(make.mbox(tmp_path / "dana.mbox", messages))
    assert (doc.kind, doc.children, doc.pages[0].text) == ("mailbox", (), "Mailbox dana.mbox: 3 messages")
    assert doc.messages is not None
    read = list(doc.messages())
    assert [m.filename for m in read] == [f"dana-message-0000{i}.eml" for i in (1, 2, 3)]
    second = read[1].parsed
    assert second is not None and second.kind == "email"
    assert second.metadata["subject"] == "Invoice 4471 - update 2" and second.metadata["mailbox_index"] == "2"
    assert second.metadata["in-reply-to"] == "<m1@acme.example>"
    assert [c.filename for c in second.children] == ["terms.txt"]
    assert "base64" not in second.text and "Net 30 days." not in second.text  # the attachment is a child, not text


def test_reading_a_mailbox_keeps_memory_flat_in_the_number_of_messages(tmp_path: Path) -> None:
    body = "Status of invoice 4471: " + "the shipment left Pier 9 on schedule. " * 540 + "\n"  # ~20 KB a message

    def peak(count: int) -> int:
        doc = parse_document(make.mbox(tmp_path / f"{count}.mbox", [make.message(i, body=body) for i in range(count)]))
        assert doc.messages is not None
        tracemalloc.start()
        seen = sum(1 for message in doc.messages() if message.parsed is not None)
        _, top = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        assert seen == count
        return top

    # Holding 600 messages would take 12 MB; between two collections the e-mail parser leaves ~1 MB of garbage.
    small, large = peak(150), peak(600)
    assert large < small + 2_000_000, f"peak {large:,} bytes for 600 messages vs {small:,} for 150"


def test_a_zip_becomes_a_listing_page_and_one_child_per_member_nested_zips_too(tmp_path: Path) -> None:
    inner = make.zip_bytes([("deep/receipt.txt", b"Received $27,000.00 on 2024-05-31.\n")])
    letter = make.word(tmp_path / "letter.docx").read_bytes()
    path = make.zip_of(
        tmp_path / "client.zip", [("letters/letter.docx", letter), ("more.zip", inner), ("notes.txt", b"Call Dana.\n")]
    )
    doc = parse_document(path)
    assert doc.kind == "archive" and doc.pages[0].text.splitlines()[0] == "Archive client.zip: 3 members"
    assert doc.pages[0].text.splitlines()[1:] == ["letters/letter.docx", "more.zip", "notes.txt"]
    assert [c.filename for c in doc.children] == ["letters/letter.docx", "more.zip", "notes.txt"]
    word, nested, notes = (c.parsed for c in doc.children)
    assert word is not None and word.name == "letter.docx" and word.metadata["archive_path"] == "letters/letter.docx"
    assert nested is not None and nested.kind == "archive"
    (receipt,) = nested.children
    assert receipt.parsed is not None and receipt.parsed.metadata["archive_path"] == "deep/receipt.txt"
    assert receipt.parsed.text == "Received $27,000.00 on 2024-05-31."
    assert notes is not None and notes.metadata["archive"] == "client.zip"


# --- bad input: a clear error naming the file (and the member); the rest still read ----------------------------


def test_zip_members_that_climb_out_are_locked_or_bombs_are_refused_by_name_and_the_rest_is_read(
    tmp_path: Path,
) -> None:
    path = make.zip_of(
        tmp_path / "mixed.zip",
        [
            ("../../etc/evil.txt", b"climbs out"),
            ("/abs/evil.txt", b"absolute"),
            ("locked.txt", b"secret terms"),
            ("bomb.bin", b"\0" * (8 << 20)),
            ("fine.txt", b"Invoice 4471 is unpaid.\n"),
        ],
    )
    make.mark_encrypted(path, "locked.txt")
    doc = parse_document(path)
    errors = {c.filename: c.error for c in doc.children}
    assert "../../etc/evil.txt refused: its path climbs out of the archive" in (errors["../../etc/evil.txt"] or "")
    assert "climbs out" in (errors["/abs/evil.txt"] or "")
    assert "locked.txt refused: protected by a password" in (errors["locked.txt"] or "")
    assert "bomb.bin refused: compressed" in (errors["bomb.bin"] or "") and "zip bomb" in (errors["bomb.bin"] or "")
    assert all((errors[name] or "").startswith("mixed.zip: member ") for name in errors if name != "fine.txt")
    assert errors["fine.txt"] is None and doc.children[-1].parsed.text == "Invoice 4471 is unpaid."
    assert doc.metadata["refused_members"] == "4"
    assert not (tmp_path.parent / "etc").exists()  # nothing is extracted to disk, least of all outside


def test_an_archive_past_its_total_uncompressed_cap_refuses_the_members_past_it(tmp_path: Path) -> None:
    members = [(f"part{i}.txt", f"Part {i} of the ledger. ".encode() * 200) for i in range(5)]  # ~4.8 KB each
    doc = parse_document(
        make.zip_of(tmp_path / "big.zip", members), archive_limits=ArchiveLimits(max_total_bytes=12_000)
    )
    assert [c.error is None for c in doc.children] == [True, True, False, False, False]
    assert "would take the archive past 12,000 bytes uncompressed" in (doc.children[2].error or "")


@dataclass(frozen=True)
class Bad:
    id: str
    build: Callable[[Path], Path]
    says: tuple[str, ...]


BAD = (
    Bad(
        "password-protected docx",
        lambda d: make.password_protected(make.word(d / "plain.docx"), d / "sealed.docx"),
        ("sealed.docx is protected by a password", "save a copy without one"),
    ),
    Bad(
        "password-protected xlsx",
        lambda d: make.password_protected(make.workbook(d / "plain.xlsx"), d / "sealed.xlsx"),
        ("sealed.xlsx is protected by a password",),
    ),
    Bad(
        "zip without a Word body named .docx",
        lambda d: make.zip_of(d / "fake.docx", [("readme.txt", b"hi")]),
        ("fake.docx is not a readable Word document", "ZIP container without one inside"),
    ),
    Bad(
        "truncated xlsx",
        lambda d: _write(d / "cut.xlsx", make.workbook(d / "whole.xlsx").read_bytes()[:3000]),
        ("cut.xlsx is not a readable Excel workbook",),
    ),
    Bad(
        "truncated pptx",
        lambda d: _write(d / "cut.pptx", make.presentation(d / "whole.pptx").read_bytes()[:5000]),
        ("cut.pptx is not a readable PowerPoint file",),
    ),
    Bad(
        "OLE header then junk named .msg",
        lambda d: _write(d / "junk.msg", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00junk" * 200),
        ("junk.msg is not a readable Office or Outlook file",),
    ),
    Bad(
        "a .pst libpff cannot open",
        lambda d: _write(d / "archive.pst", b"!BDN" + b"\x00not a real pst" * 100),
        ("archive.pst could not be opened as an Outlook .pst", "scanpst"),
    ),
    Bad(
        "a damaged zip",
        lambda d: _write(d / "cut.zip", b"PK\x03\x04" + b"\x00" * 40),
        ("cut.zip is not a readable zip",),
    ),
    Bad(
        "an mbox with no messages", lambda d: _write(d / "none.mbox", b"no separator lines\n"), ("none.mbox holds no",)
    ),
)


@pytest.mark.parametrize("bad", BAD, ids=[bad.id for bad in BAD])
def test_bad_office_mail_and_archive_files_raise_a_document_error_naming_the_file(bad: Bad, tmp_path: Path) -> None:
    path = bad.build(tmp_path)
    before = path.read_bytes()
    with pytest.raises(DocumentError) as raised:
        parse_document(path)
    for phrase in bad.says:
        assert phrase in str(raised.value)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("head", "name", "kind"),
    [
        (b"PK\x03\x04....", "brief.docx", "word"),
        (b"PK\x03\x04....", "ledger.xlsx", "spreadsheet"),
        (b"PK\x03\x04....", "deck.pptx", "presentation"),
        (b"PK\x03\x04....", "bundle.zip", "archive"),
        (b"PK\x03\x04....", "unnamed", "archive"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1....", "old.doc", "word"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1....", "old.xls", "spreadsheet"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1....", "m.msg", "email"),
        (b"{\\rtf1\\ansi hello}", "letter", "word"),
        (b"!BDN\x00\x00", "outlook", "mailbox"),
        (b"<!DOCTYPE html><html><body>x</body></html>", "page", "html"),
        (
            b"From a@b Mon Jan 1 00:00:00 2024\nFrom: a@b\nSubject: 1\n\nx\n\nFrom b@c Tue Jan 2 00:00:00 2024\n",
            "box",
            "mailbox",
        ),
        (b'{"invoice": 4471}', "export.json", "text"),
    ],
)
def test_office_mail_and_archive_kinds_are_detected(head: bytes, name: str, kind: str) -> None:
    assert kind_of(head, name) == kind


def test_the_readme_lists_exactly_the_files_the_code_reads() -> None:
    text = README.read_text(encoding="utf-8")
    section = text.split("### Supported files", 1)[1].split("\n#", 1)[0]
    listed: dict[str, set[str]] = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and re.fullmatch(r"`[a-z]+`", cells[0]):
            listed[cells[0].strip("`")] = set(re.findall(r"`(\.[a-z0-9]+)`", cells[1]))
    assert listed == {kind: set(suffixes) for kind, suffixes in kinds.SUPPORTED_FILES.items()}


def _all(doc: ParsedDocument):
    yield doc
    for child in doc.children:
        if child.parsed is not None:
            yield from _all(child.parsed)


def test_every_member_keeps_page_offsets_into_its_own_text(tmp_path: Path) -> None:
    path = make.zip_of(
        tmp_path / "all.zip",
        [
            ("a.docx", make.word(tmp_path / "a.docx").read_bytes()),
            ("b.xlsx", make.workbook(tmp_path / "b.xlsx").read_bytes()),
            ("c.pptx", make.presentation(tmp_path / "c.pptx").read_bytes()),
        ],
    )
    for doc in _all(parse_document(path)):
        for page in doc.pages:
            assert doc.text[page.start : page.end] == page.text
    assert zipfile.is_zipfile(path)
