"""The draft as a Word file: the firm's styles, numbered paragraphs as Word numbering, the caption as a table, and a
Word comment on every statement the verification did not find supported.

    build_docx(draft, structure, caption, title, notes, target)   # notes: (start, end, comment) spans of draft.text

Built with python-docx on its default template: Normal in Times New Roman 12 pt, US Letter, 1-inch margins; the
title in "Title", headings in "Heading 1", numbered paragraphs in "List Number" (Word numbers them: the "3. " of
the text is not typed in), the signature block in "Normal" with line breaks. Each commented statement is its own
run(s), so the comment marks exactly its words.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from pathlib import Path

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt

from server.documents.drafts import DraftText
from server.filing.structure import Caption, Structure

AUTHOR = "counsel"


def build_docx(
    draft: DraftText,
    structure: Structure,
    caption: Caption,
    title: str | None,
    notes: Sequence[tuple[int, int, str]],
    target: Path,
    *,
    for_review: bool = False,
) -> int:
    """Write the Word file to ``target``; returns the number of comments. ``for_review`` puts "DRAFT — NOT
    VERIFIED" in the page header."""
    document = docx.Document()
    section = document.sections[0]
    if for_review:
        header = section.header.paragraphs[0]
        header.alignment = WD_ALIGN_PARAGRAPH.CENTER
        header.add_run("DRAFT — NOT VERIFIED").bold = True
    section.page_width, section.page_height = Inches(8.5), Inches(11)
    for side in ("left_margin", "right_margin", "top_margin", "bottom_margin"):
        setattr(section, side, Inches(1))
    normal = document.styles["Normal"]
    normal.font.name = "Times New Roman"
    normal.font.size = Pt(12)
    text = draft.text
    if not caption.empty:
        _caption(document, caption)
    if title is not None:
        document.add_paragraph(title, style="Title")
    elif structure.title is not None:
        document.add_paragraph(text[structure.title.start : structure.title.end], style="Title")
    pending = sorted(notes)
    comments = 0
    styles = {name: document.styles[name] for name in ("List Number", "Heading 1", "Normal")}  # looked up once
    for part in structure.body:
        if part.kind == "numbered":
            paragraph = document.add_paragraph(style=styles["List Number"])
            _number(document, paragraph)
        elif part.kind == "heading":
            paragraph = document.add_paragraph(style=styles["Heading 1"])
        else:
            paragraph = document.add_paragraph(style=styles["Normal"])
            if part.kind == "paragraph":
                paragraph.paragraph_format.first_line_indent = Inches(0.5)
        comments += _runs(document, paragraph, text, part.body, part.end, pending)
    document.save(str(target))
    return comments


def _caption(document: docx.document.Document, caption: Caption) -> None:
    if caption.court:
        court = document.add_paragraph()
        court.alignment = WD_ALIGN_PARAGRAPH.CENTER
        court.add_run(caption.court).bold = True
    table = document.add_table(rows=1, cols=2)
    table.style = "Table Grid"
    left, right = table.rows[0].cells
    left.text = "\n".join(caption.parties)
    right.text = caption.case_number


def _number(document: docx.document.Document, paragraph: object) -> None:
    """Give ``paragraph`` the numbering of the "List Number" style explicitly (numId and level), as Word does."""
    style = document.styles["List Number"]
    num = style.element.find(qn("w:pPr") + "/" + qn("w:numPr") + "/" + qn("w:numId"))
    if num is None:
        return
    ppr = paragraph._p.get_or_add_pPr()  # type: ignore[attr-defined]
    numbering = OxmlElement("w:numPr")
    level = OxmlElement("w:ilvl")
    level.set(qn("w:val"), "0")
    ident = OxmlElement("w:numId")
    ident.set(qn("w:val"), num.get(qn("w:val")))
    numbering.append(level)
    numbering.append(ident)
    ppr.append(numbering)


def _runs(
    document: docx.document.Document, paragraph: object, text: str, start: int, end: int,
    pending: list[tuple[int, int, str]],
) -> int:  # fmt: skip
    """Add draft characters start..end to ``paragraph``, one run per piece between statement edges; comment each
    statement in ``pending`` that falls in it."""
    cuts = {start, end}
    mine = [n for n in pending if n[0] < end and start < n[1]]
    for a, b, _note in mine:
        cuts.update(x for x in (a, b) if start < x < end)
    edges = sorted(cuts)
    runs = []
    for a, b in itertools.pairwise(edges):
        run = paragraph.add_run()  # type: ignore[attr-defined]
        lines = text[a:b].split("\n")
        for number, line in enumerate(lines):
            if number:
                run.add_break()
            run.add_text(line)
        runs.append((a, b, run))
    made = 0
    for a, b, note in mine:
        covered = [run for s, e, run in runs if s < b and a < e]
        if covered:
            document.add_comment(covered, text=note, author=AUTHOR, initials="cn")
            made += 1
            pending.remove((a, b, note))  # one comment per statement, on its first paragraph
    return made
