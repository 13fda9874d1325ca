"""Builders for the files clients send besides PDFs: Word, Excel, PowerPoint, Outlook, mailboxes, zips, HTML.

Import it like ``doc_factory``: ``import office_factory``. Each file is made with the real library that writes
that format — python-docx, openpyxl, python-pptx, aspose-email-foss (``.msg``), msoffcrypto-tool (a password),
the standard library's ``mailbox`` and ``zipfile`` — and, for ``.doc``, ``.rtf``, ``.odt``, ``.xls`` and ``.ods``,
LibreOffice converting one of those (``LIBREOFFICE`` is None where it is not installed; those tests skip).

    path = office_factory.word(tmp_path / "letter.docx")
    office_factory.convert(path, "odt")          # letter.odt beside it, by LibreOffice
"""

from __future__ import annotations

import datetime as dt
import io
import mailbox
import shutil
import subprocess
import zipfile
from collections.abc import Sequence
from email.message import EmailMessage
from pathlib import Path

import docx
import openpyxl
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from pptx import Presentation
from pptx.util import Inches

LIBREOFFICE = shutil.which("soffice") or shutil.which("libreoffice")

BODY = "Invoice 4471 was due on March 3, 2024."
FOOTNOTE = "Per the master services agreement, section 4.2."
COMMENT = "Check the bank statement"

_FOOTNOTES_XML = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
    '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
    '<w:footnote w:id="1"><w:p><w:r><w:t>{text}</w:t></w:r></w:p></w:footnote>'
    "</w:footnotes>"
)
_FOOTNOTES_CT = "application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"
_FOOTNOTES_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes"


def _tracked(paragraph, tag: str, text: str, change_id: int) -> None:
    change = OxmlElement(f"w:{tag}")
    change.set(qn("w:id"), str(change_id))
    change.set(qn("w:author"), "Lee Park")
    change.set(qn("w:date"), "2024-03-04T10:00:00Z")
    run = OxmlElement("w:r")
    text_element = OxmlElement("w:delText" if tag == "del" else "w:t")
    text_element.text = text
    run.append(text_element)
    change.append(run)
    paragraph._p.append(change)


def word(path: Path, *, second_page: str = "Second page: the goods were delivered on March 1, 2024.") -> Path:
    """A .docx with a header and footer, a table, tracked changes, a comment, a footnote and a page break."""
    document = docx.Document()
    document.core_properties.author = "Jordan Smith"
    document.core_properties.title = "Demand letter"
    section = document.sections[0]
    section.header.paragraphs[0].text = "Smith v. Acme - Confidential"
    section.footer.paragraphs[0].text = "Smith Renovations LLC"
    lead = document.add_paragraph(BODY)
    reference = OxmlElement("w:r")
    marker = OxmlElement("w:footnoteReference")
    marker.set(qn("w:id"), "1")
    reference.append(marker)
    lead._p.append(reference)
    table = document.add_table(rows=2, cols=2)
    for (row, column), text in {(0, 0): "Invoice", (0, 1): "Amount", (1, 0): "4471", (1, 1): "$27,000.00"}.items():
        table.cell(row, column).text = text
    price = document.add_paragraph("The price was ")
    _tracked(price, "ins", "$27,000.00", 1)
    _tracked(price, "del", "$25,000.00", 2)
    late = document.add_paragraph("Payment was late.")
    document.add_comment(late.runs[0], text=COMMENT, author="Lee Park", initials="LP")
    document.add_page_break()
    document.add_paragraph(second_page)
    buffer = io.BytesIO()
    document.save(buffer)
    path.write_bytes(_with_footnotes(buffer.getvalue(), FOOTNOTE))
    return path


def _with_footnotes(package: bytes, text: str) -> bytes:
    """The .docx with a footnotes part (python-docx writes none): the part, its relationship, its content type."""
    source = zipfile.ZipFile(io.BytesIO(package))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            data = source.read(item.filename)
            if item.filename == "[Content_Types].xml":
                override = f'<Override PartName="/word/footnotes.xml" ContentType="{_FOOTNOTES_CT}"/>'
                data = data.replace(b"</Types>", override.encode() + b"</Types>")
            elif item.filename == "word/_rels/document.xml.rels":
                rel = f'<Relationship Id="rIdFootnotes" Type="{_FOOTNOTES_REL}" Target="footnotes.xml"/>'
                data = data.replace(b"</Relationships>", rel.encode() + b"</Relationships>")
            target.writestr(item, data)
        target.writestr("word/footnotes.xml", _FOOTNOTES_XML.format(text=text))
    return out.getvalue()


def workbook(path: Path, *, extra_rows: int = 0) -> Path:
    """An .xlsx (or .xlsm by name): formatted sums, a date, a percentage, a formula with no cached value, a hidden
    row and a hidden sheet; ``extra_rows`` more rows make the sheet run over several pages."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Invoices"
    sheet.append(["Invoice", "Amount", "Due"])
    sheet.append(["Invoice 4470", 1250.5, dt.date(2024, 2, 1)])
    sheet.append(["Invoice 4471", 27000, dt.date(2024, 3, 3)])
    sheet["B2"].number_format = "[$$-409]#,##0.00"
    sheet["B3"].number_format = '"$"#,##0.00'
    sheet["D3"] = 0.125
    sheet["D3"].number_format = "0.0%"
    sheet["A4"] = "Credit note withheld"
    sheet.row_dimensions[4].hidden = True
    sheet["B5"] = "=SUM(B2:B3)"  # openpyxl keeps no calculated value: the formula is what the file holds
    for index in range(extra_rows):
        sheet.append([f"Line item {index + 1:04d} shipped to Pier 9", index * 10.0])
    notes = book.create_sheet("Notes")
    notes.sheet_state = "hidden"
    notes["A1"] = "Internal: dispute the late fee"
    book.save(path)
    return path


def presentation(path: Path) -> Path:
    """A .pptx: a slide with a title, a bullet, a table and speaker notes; a second, hidden, slide."""
    deck = Presentation()
    slide = deck.slides.add_slide(deck.slide_layouts[1])
    slide.shapes.title.text = "Payment history"
    slide.placeholders[1].text = "Invoice 4471 remains unpaid"
    table = slide.shapes.add_table(2, 2, Inches(1), Inches(4), Inches(4), Inches(1)).table
    for (row, column), text in {(0, 0): "Invoice", (0, 1): "Amount", (1, 0): "4471", (1, 1): "$27,000.00"}.items():
        table.cell(row, column).text = text
    slide.notes_slide.notes_text_frame.text = "Mention the late fee of $500.00."
    hidden = deck.slides.add_slide(deck.slide_layouts[5])
    hidden.shapes.title.text = "Backup figures"
    hidden._element.set("show", "0")
    deck.save(path)
    return path


def outlook_message(path: Path, *, attachments: Sequence[tuple[str, bytes]] = ()) -> Path:
    """An Outlook .msg (aspose-email-foss writes the compound file) with its attachments."""
    from aspose.email_foss import msg

    message = msg.MapiMessage.create("Invoice 4471", "Please pay $27,000.00 by March 3, 2024.")
    message.set_property(msg.PropertyId.SENDER_NAME, "Jordan Smith")
    message.set_property(msg.PropertyId.SENDER_EMAIL_ADDRESS, "jordan@smith.example")
    message.set_property(msg.PropertyId.MESSAGE_DELIVERY_TIME, dt.datetime(2024, 3, 1, 10, 30, tzinfo=dt.UTC))
    message.add_recipient("ap@acme.example", display_name="Acme AP")
    for filename, data in attachments:
        message.add_attachment(filename, data, mime_type="application/octet-stream")
    message.save(str(path))
    return path


def message(index: int, *, body: str = "", attachments: Sequence[tuple[str, bytes]] = ()) -> EmailMessage:
    """One e-mail of a thread: message ``index`` replies to message ``index - 1``."""
    mail = EmailMessage()
    mail["From"] = "Dana Reyes <dana@acme.example>"
    mail["To"] = "Jordan Smith <jordan@smith.example>"
    mail["Cc"] = "ap@acme.example"
    mail["Date"] = f"Mon, {index % 28 + 1:02d} Apr 2024 09:00:00 +0000"
    mail["Subject"] = f"Invoice 4471 - update {index}"
    mail["Message-ID"] = f"<m{index}@acme.example>"
    if index > 1:
        mail["In-Reply-To"] = f"<m{index - 1}@acme.example>"
        earlier = range(max(1, index - 10), index)  # the last ten, as mail clients cut it
        mail["References"] = " ".join(f"<m{i}@acme.example>" for i in earlier)
    mail.set_content(body or f"Update {index}: we will pay invoice 4471 in full by May 31, 2024.\n")
    for filename, data in attachments:
        mail.add_attachment(data, maintype="application", subtype="octet-stream", filename=filename)
    return mail


def mbox(path: Path, messages: Sequence[EmailMessage]) -> Path:
    """An mbox of ``messages``, written by the standard library."""
    box = mailbox.mbox(path, create=True)
    try:
        for mail in messages:
            box.add(mail)
        box.flush()
    finally:
        box.close()
    return path


def zip_of(path: Path, members: Sequence[tuple[str, bytes]], *, level: int = zipfile.ZIP_DEFLATED) -> Path:
    """A zip with ``members`` (path inside the archive, bytes), in that order."""
    with zipfile.ZipFile(path, "w", level) as archive:
        for name, data in members:
            archive.writestr(name, data)
    return path


def zip_bytes(members: Sequence[tuple[str, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members:
            archive.writestr(name, data)
    return buffer.getvalue()


def mark_encrypted(path: Path, member: str) -> Path:
    """Set the "encrypted" flag of ``member`` in both of its headers, as a zip tool that used a password would (the
    standard library writes no encrypted zips); the member's bytes are then unreadable without the key."""
    data = bytearray(path.read_bytes())
    with zipfile.ZipFile(io.BytesIO(bytes(data))) as archive:
        info = archive.getinfo(member)
    data[info.header_offset + 6] |= 0x01  # the local header's general purpose flags
    central = data.find(b"PK\x01\x02")
    while central != -1:
        name_length = int.from_bytes(data[central + 28 : central + 30], "little")
        if bytes(data[central + 46 : central + 46 + name_length]) == member.encode():
            data[central + 8] |= 0x01  # the central directory's copy
            break
        central = data.find(b"PK\x01\x02", central + 46)
    path.write_bytes(bytes(data))
    return path


def password_protected(source: Path, target: Path, password: str = "hunter2") -> Path:
    """``source`` (a .docx, .xlsx or .pptx) encrypted with ``password`` the way Office does (msoffcrypto-tool)."""
    from msoffcrypto.format.ooxml import OOXMLFile

    with source.open("rb") as stream, target.open("wb") as out:
        OOXMLFile(stream).encrypt(password, out)
    return target


def convert(source: Path, target: str) -> Path:
    """``source`` converted to ``target`` ("doc", "rtf", "odt", "xls", "ods") by LibreOffice, beside it."""
    assert LIBREOFFICE is not None, "LibreOffice is not installed; skip the test"
    profile = (source.parent / ".lo-profile").as_uri()
    subprocess.run(
        [
            LIBREOFFICE,
            "--headless",
            "--norestore",
            f"-env:UserInstallation={profile}",
            "--convert-to",
            target,
            "--outdir",
            str(source.parent),
            str(source),
        ],
        capture_output=True,
        timeout=180,
        check=True,
    )
    converted = source.with_suffix(f".{target}")
    assert converted.is_file(), f"LibreOffice did not write {converted.name}"
    return converted


HTML_PAGE = """<!DOCTYPE html>
<html><head><title>Acme &amp; Co - Invoice 4471</title>
<style>.total { color: red }</style>
<script>var tracking = "secret-script-text";</script></head>
<body><h1>Invoice 4471</h1>
<p>Amount due:   <b>$27,000.00</b> by March&nbsp;3, 2024.</p>
<table><tr><th>Item</th><th>Amount</th></tr><tr><td>Renovation</td><td>$27,000.00</td></tr></table>
<div hidden>hidden-div-text</div><!-- a comment-text -->
<noscript>noscript-text</noscript>
</body></html>
"""
