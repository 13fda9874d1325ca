"""Drafts as lawyers save them, and a small produced matter to check them against.

Import it explicitly (``import draft_files``), like ``doc_factory``. Word files are written with python-docx;
python-docx cannot write footnotes, so ``write_docx`` adds the footnotes part itself (the XML Word writes).

    docx = draft_files.write_docx(path, [Para("Invoice No. 4471 was due on April 2, 2024.", notes=["SMITH000001"])])
    settings = draft_files.produced_matter(make_settings)  # "smith": SMITH000001 the invoice, SMITH000002 an e-mail
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import docx
import pymupdf
from docx.opc.constants import CONTENT_TYPE as CT
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml import parse_xml

from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import MatterStore
from server.production.store import DocumentSpec, produce
from server.settings import Settings

W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
INVOICE = "INVOICE No. 4471\nDate: March 3, 2024\nAmount due: $12,500.00\nPayment due: April 2, 2024\n"
EMAIL = "Jordan,\nWe acknowledge the outstanding balance of $12,500.00 on invoice 4471.\nDana Whitfield\n"
# One statement of each verdict: supported, contradicted, unsupported (a wrong pin), uncited.
MIXED_DRAFT = (
    "1. Invoice No. 4471 for $12,500.00 was due on April 2, 2024 (SMITH000001).\n\n"
    "2. The invoice was dated March 9, 2024 (SMITH000001).\n\n"
    "3. Dana Whitfield acknowledged the outstanding balance of $12,500.00 on invoice 4471 (SMITH000001).\n\n"
    "4. Ms. Whitfield acknowledged the outstanding balance of $12,500.00 on invoice 4471.\n"
)
CLEAN_DRAFT = (
    "AFFIDAVIT OF JORDAN SMITH\n\n"
    "1. Invoice No. 4471 for $12,500.00 was due on April 2, 2024 (SMITH000001).\n\n"
    "2. Dana Whitfield acknowledged the outstanding balance of $12,500.00 on invoice 4471 (SMITH000002).\n\n"
    "I declare under penalty of perjury that the foregoing is true and correct.\n\n"
    "Dated: June 5, 2024\n/s/ Jordan Smith\nJordan Smith\n"
)


@dataclass(frozen=True)
class Para:
    text: str
    style: str | None = None  # "List Number", "Title", "Heading 1"
    notes: Sequence[str] = field(default_factory=tuple)  # footnotes, their marks at the end of the paragraph


def write_docx(
    path: Path, paragraphs: Sequence[Para], *, header: str | None = None, table: Sequence[Sequence[str]] = ()
) -> Path:
    """A Word file: an optional page header, an optional table first, then the paragraphs with their footnotes."""
    document = docx.Document()
    if header:
        document.sections[0].header.paragraphs[0].text = header
    if table:
        grid = document.add_table(rows=len(table), cols=len(table[0]))
        for r, row in enumerate(table):
            for c, cell in enumerate(row):
                grid.cell(r, c).text = cell
    notes: list[str] = []
    for para in paragraphs:
        paragraph = document.add_paragraph(para.text, style=para.style)
        for note in para.notes:
            notes.append(note)
            run = paragraph.add_run()
            run._r.append(parse_xml(f'<w:footnoteReference {W_NS} w:id="{len(notes)}"/>'))
    if notes:
        body = "".join(
            f'<w:footnote w:id="{i}"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> {text}</w:t>'
            "</w:r></w:p></w:footnote>"
            for i, text in enumerate(notes, start=1)
        )
        xml = (
            f'<w:footnotes {W_NS}><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p>'
            f"</w:footnote>{body}</w:footnotes>"
        )
        part = Part(PackURI("/word/footnotes.xml"), CT.WML_FOOTNOTES, xml.encode("utf-8"), document.part.package)
        document.part.relate_to(part, RT.FOOTNOTES)
    document.save(str(path))
    return path


def write_pdf_draft(path: Path, pages: Sequence[Sequence[str]]) -> Path:
    """A draft printed to PDF: each page's paragraphs as text blocks, a page number at the foot."""
    document = pymupdf.open()
    for number, paragraphs in enumerate(pages, start=1):
        page = document.new_page(width=612, height=792)
        y = 72.0
        for paragraph in paragraphs:
            rect = pymupdf.Rect(72, y, 540, y + 120)
            page.insert_textbox(rect, paragraph, fontsize=11, fontname="tiro")
            y += 130
        page.insert_text((300, 760), str(number), fontsize=10, fontname="tiro")
    document.save(path)
    document.close()
    return path


def produced_matter(make_settings: Callable[..., Settings], name: str = "smith") -> Settings:
    """Matter ``name`` with an invoice (SMITH000001) and an e-mail (SMITH000002) ingested and produced."""
    settings = make_settings()
    with MatterStore.open(settings.server.matters_dir, name, create=True) as store:
        (store.folder / "inbox" / "invoice.txt").write_text(INVOICE, encoding="utf-8")
        (store.folder / "inbox" / "email.txt").write_text(EMAIL, encoding="utf-8")
        outcomes = Ingestor(store).ingest(expand_paths(store, ["inbox/invoice.txt", "inbox/email.txt"], ()))
        produce(store, [DocumentSpec(o.document_id) for o in outcomes], prefix="SMITH", start=None, ocr_workers=1)
    return settings
