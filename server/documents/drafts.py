"""Drafts as the verifier reads them: Word, PDF, Markdown or text, with every character traced to its paragraph.

    draft = read_draft(Path("work/brief.docx"))
    draft.text                          # what verify_citations checks (paragraphs joined by blank lines)
    draft.where(start)                  # "paragraph 4" / "footnote 2 (in paragraph 4)" / "page 2, paragraph 7"
    for block in draft.blocks:          # in reading order
        block.start, block.end, block.kind, block.paragraph, block.page, block.number

Word (``.docx``, through python-docx and its XML): the first section's header, then the body in reading
order - paragraphs with their list numbering written out ("1. ", "(a) ", as Word shows it), tables cell by
cell, content controls - and each footnote or endnote written where its mark stands, as
``[fn: See SMITH000004.]``: a record cite kept in a footnote is read as the cite of the sentence it hangs
on, exactly as if it were typed in the text. PDF (PyMuPDF): each page's text blocks in reading order, the
lines of a block joined into one paragraph, page numbers dropped. Markdown and text: paragraphs split at
blank lines.

A draft is the lawyer's or a model's words, never evidence: nothing here touches the matter store.
Whole-file problems (not a Word file, a corrupt or encrypted PDF) raise ``DocumentError`` with the fix.
"""

from __future__ import annotations

import itertools
import re
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from server.errors import DocumentError

DRAFT_SUFFIXES = (".md", ".markdown", ".txt", ".text", ".docx", ".pdf")
MAX_DRAFT_BYTES = 50 << 20
BlockKind = Literal["paragraph", "header", "table"]
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_PAGE_NUMBER_RE = re.compile(r"^\s*(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?\s*$|^\s*-\s*\d{1,4}\s*-\s*$", re.I)
_ROMAN = ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
          (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"))  # fmt: skip


@dataclass(frozen=True)
class DraftBlock:
    """One paragraph of the draft as read: ``text[start:end]`` of the whole draft."""

    start: int
    end: int
    kind: BlockKind
    paragraph: int  # 1-based, in reading order (header and table cells count as paragraphs)
    page: int | None = None  # PDF drafts: the 1-based page it is printed on
    number: str | None = None  # the list number Word shows before it ("3.", "(b)")
    style: str | None = None  # the Word paragraph style ("Heading 1", "List Number")

    def where(self) -> str:
        label = {"header": "the page header", "table": f"table cell (paragraph {self.paragraph})"}.get(
            self.kind, f"paragraph {self.paragraph}"
        )
        return f"page {self.page}, {label}" if self.page else label


@dataclass(frozen=True)
class DraftText:
    text: str
    blocks: tuple[DraftBlock, ...]
    kind: Literal["docx", "pdf", "text"]
    notes: tuple[tuple[int, int, int], ...] = field(default=())  # (start, end, note number) of inlined footnotes

    def block_at(self, offset: int) -> DraftBlock | None:
        for block in self.blocks:
            if block.start <= offset < block.end or offset == block.end:
                return block
        return None

    def where(self, offset: int) -> str:
        """Where character ``offset`` of ``text`` sits in the document, as a lawyer would look for it."""
        block = self.block_at(offset)
        if block is None:
            return ""
        note = next((n for s, e, n in self.notes if s <= offset < e), None)
        return f"footnote {note} (in {block.where()})" if note is not None else block.where()


def read_draft(path: Path) -> DraftText:
    """Read a draft file (``DRAFT_SUFFIXES``); see the module docstring."""
    suffix = path.suffix.lower()
    if suffix not in DRAFT_SUFFIXES:
        raise DocumentError(
            f"{path.name}: a draft must be Word (.docx), PDF, Markdown or text; save it as .docx or PDF and try again"
        )
    if path.stat().st_size > MAX_DRAFT_BYTES:
        raise DocumentError(f"{path.name} is larger than {MAX_DRAFT_BYTES >> 20} MB; split the draft")
    if suffix == ".docx":
        return read_docx(path)
    if suffix == ".pdf":
        return read_pdf_draft(path)
    return text_draft(path.read_text(encoding="utf-8", errors="replace"))


def text_draft(text: str) -> DraftText:
    """Markdown or plain text: one block per paragraph (blank-line separated)."""
    blocks = []
    for number, match in enumerate(re.finditer(r"\S(?:.*?\S)?(?=\n[ \t]*\n|\s*\Z)", text, re.S), start=1):
        blocks.append(DraftBlock(match.start(), match.end(), "paragraph", number))
    return DraftText(text, tuple(blocks), "text")


class _Builder:
    """Paragraphs joined by blank lines, each remembered as a block."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.blocks: list[DraftBlock] = []
        self.notes: list[tuple[int, int, int]] = []

    def add(self, text: str, kind: BlockKind, **info: object) -> None:
        text = text.strip()
        if not text:
            return
        if self.parts:
            self.parts.append("\n\n")
            self.size += 2
        start = self.size
        self.parts.append(text)
        self.size += len(text)
        self.blocks.append(DraftBlock(start, self.size, kind, len(self.blocks) + 1, **info))  # type: ignore[arg-type]

    def draft(self, kind: Literal["docx", "pdf", "text"]) -> DraftText:
        return DraftText("".join(self.parts), tuple(self.blocks), kind, tuple(self.notes))


# ---- Word ------------------------------------------------------------------------------------------


def read_docx(path: Path) -> DraftText:
    import docx
    from docx.opc.exceptions import PackageNotFoundError

    try:
        document = docx.Document(str(path))
    except (PackageNotFoundError, zipfile.BadZipFile, KeyError, ValueError) as exc:
        raise DocumentError(
            f"{path.name} is not a readable Word document ({exc}); open it in Word and save it again as .docx"
        ) from exc
    reader = _DocxReader(document)
    return reader.read()


class _DocxReader:
    def __init__(self, document: object) -> None:
        self.document = document
        part = document.part  # type: ignore[attr-defined]
        self.notes = {**_notes(part, "footnotes"), **{f"e{k}": v for k, v in _notes(part, "endnotes").items()}}
        self.numbering = _Numbering(part)
        self.styles = _style_numbering(part)
        self.out = _Builder()
        self.note_count = 0

    def read(self) -> DraftText:
        sections = self.document.sections  # type: ignore[attr-defined]
        if sections:
            header = sections[0].header
            if not header.is_linked_to_previous:
                for paragraph in header._element.iter(f"{W}p"):
                    self._paragraph(paragraph, "header")
        self._container(self.document.element.body)  # type: ignore[attr-defined]
        return self.out.draft("docx")

    def _container(self, element: object, kind: BlockKind = "paragraph") -> None:
        for child in element:  # type: ignore[attr-defined]
            tag = child.tag
            if tag == f"{W}p":
                self._paragraph(child, kind)
            elif tag == f"{W}tbl":
                for row in child.iter(f"{W}tr"):
                    for cell in row.findall(f"{W}tc"):
                        self._container(cell, "table")
            elif tag == f"{W}sdt":
                content = child.find(f"{W}sdtContent")
                if content is not None:
                    self._container(content, kind)

    def _paragraph(self, p: object, kind: BlockKind) -> None:
        style = _style_id(p)
        number = self.numbering.label(*_num_pr(p, self.styles.get(style or "")))
        start = self.out.size + (2 if self.out.parts else 0)
        prefix = f"{number} " if number else ""
        text, notes = self._runs(p, len(prefix))
        if not text.strip():
            return
        lead = len(text) - len(text.lstrip())
        self.out.add(prefix + text.lstrip(), kind, number=number, style=self._style_name(style))
        for s, e, n in notes:
            self.out.notes.append((start + s - lead, start + e - lead, n))

    def _style_name(self, style_id: str | None) -> str | None:
        if not style_id:
            return None
        styles = self.document.styles  # type: ignore[attr-defined]
        for style in styles:
            if style.style_id == style_id:
                return style.name
        return style_id

    def _runs(self, p: object, offset: int) -> tuple[str, list[tuple[int, int, int]]]:
        parts: list[str] = []
        size = offset
        notes: list[tuple[int, int, int]] = []
        for node in p.iter():  # type: ignore[attr-defined]
            tag = node.tag
            piece = ""
            if tag == f"{W}t":
                piece = node.text or ""
            elif tag == f"{W}tab":
                piece = "\t"
            elif tag in (f"{W}br", f"{W}cr"):
                piece = "\n"
            elif tag == f"{W}noBreakHyphen":
                piece = "-"
            elif tag in (f"{W}footnoteReference", f"{W}endnoteReference"):
                key = node.get(f"{W}id") or ""
                body = self.notes.get(key if tag == f"{W}footnoteReference" else f"e{key}", "")
                if body:
                    self.note_count += 1
                    lead = "" if (parts and parts[-1][-1:].isspace()) else " "
                    piece = f"{lead}[fn: {body}]"
                    notes.append((size + len(lead), size + len(piece), self.note_count))
            if piece:
                parts.append(piece)
                size += len(piece)
        return "".join(parts), notes


def _notes(part: object, which: str) -> dict[str, str]:
    """Footnote (or endnote) id -> its text, read from the note part's XML."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from lxml import etree

    reltype = RT.FOOTNOTES if which == "footnotes" else RT.ENDNOTES
    try:
        note_part = part.part_related_by(reltype)  # type: ignore[attr-defined]
    except KeyError:
        return {}
    root = etree.fromstring(note_part.blob)
    found = {}
    for note in root:
        if note.get(f"{W}type") in ("separator", "continuationSeparator", "continuationNotice"):
            continue
        paragraphs = []
        for p in note.iter(f"{W}p"):
            text = "".join(
                t.text or "" if t.tag == f"{W}t" else "\t" if t.tag == f"{W}tab" else " "
                for t in p.iter(f"{W}t", f"{W}tab", f"{W}br")
            )
            paragraphs.append(" ".join(text.split()))
        text = " ".join(x for x in paragraphs if x)
        if text:
            found[note.get(f"{W}id") or ""] = text
    return found


def _style_id(p: object) -> str | None:
    style = p.find(f"{W}pPr/{W}pStyle")  # type: ignore[attr-defined]
    return style.get(f"{W}val") if style is not None else None


def _num_pr(p: object, inherited: tuple[str, int] | None) -> tuple[str | None, int]:
    num = p.find(f"{W}pPr/{W}numPr")  # type: ignore[attr-defined]
    if num is None:
        return inherited if inherited else (None, 0)
    num_id = num.find(f"{W}numId")
    level = num.find(f"{W}ilvl")
    value = num_id.get(f"{W}val") if num_id is not None else (inherited[0] if inherited else None)
    return value, int(level.get(f"{W}val")) if level is not None else 0


def _style_numbering(part: object) -> dict[str, tuple[str, int]]:
    """Paragraph style id -> the (numId, level) it numbers with, following ``basedOn``."""
    try:
        root = part.styles.element  # type: ignore[attr-defined]
    except (AttributeError, KeyError, NotImplementedError):
        return {}
    own: dict[str, tuple[str, int] | None] = {}
    based: dict[str, str] = {}
    for style in root.iter(f"{W}style"):
        style_id = style.get(f"{W}styleId") or ""
        num = style.find(f"{W}pPr/{W}numPr")
        if num is not None and num.find(f"{W}numId") is not None:
            level = num.find(f"{W}ilvl")
            depth = int(level.get(f"{W}val")) if level is not None else 0
            own[style_id] = (num.find(f"{W}numId").get(f"{W}val"), depth)
        parent = style.find(f"{W}basedOn")
        if parent is not None:
            based[style_id] = parent.get(f"{W}val")
    resolved: dict[str, tuple[str, int]] = {}
    for style_id in set(own) | set(based):
        seen, current = set(), style_id
        while current and current not in seen:
            seen.add(current)
            if own.get(current):
                resolved[style_id] = own[current]  # type: ignore[assignment]
                break
            current = based.get(current, "")
    return resolved


class _Numbering:
    """Word's list numbers: counters per list and level, formatted by the level's ``lvlText`` and ``numFmt``."""

    def __init__(self, part: object) -> None:
        self.levels: dict[str, dict[int, tuple[str, str, int]]] = {}  # numId -> level -> (fmt, text, start)
        self.counters: dict[str, list[int]] = {}
        try:
            root = part.numbering_part.element  # type: ignore[attr-defined]
        except (AttributeError, KeyError, NotImplementedError):
            return
        abstract: dict[str, dict[int, tuple[str, str, int]]] = {}
        for node in root.iter(f"{W}abstractNum"):
            abstract[node.get(f"{W}abstractNumId")] = dict(_levels(node))
        for num in root.iter(f"{W}num"):
            ref = num.find(f"{W}abstractNumId")
            levels = dict(abstract.get(ref.get(f"{W}val") if ref is not None else "", {}))
            for override in num.iter(f"{W}lvlOverride"):
                level = int(override.get(f"{W}ilvl") or 0)
                start = override.find(f"{W}startOverride")
                if start is not None and level in levels:
                    fmt, text, _ = levels[level]
                    levels[level] = (fmt, text, int(start.get(f"{W}val") or 1))
            self.levels[num.get(f"{W}numId")] = levels

    def label(self, num_id: str | None, level: int) -> str | None:
        levels = self.levels.get(num_id or "")
        if not levels or level not in levels or num_id in (None, "0"):
            return None
        counters = self.counters.setdefault(num_id, [0] * 9)  # type: ignore[arg-type]
        for deeper in range(level + 1, 9):
            counters[deeper] = 0
        for upper in range(level):
            if counters[upper] == 0 and upper in levels:
                counters[upper] = levels[upper][2]
        counters[level] = counters[level] + 1 if counters[level] else levels[level][2]
        fmt, text, _ = levels[level]
        if fmt == "bullet":
            return None  # a bullet is not a number a cite or a reader refers to

        def value(match: re.Match[str]) -> str:
            k = int(match.group(1)) - 1
            k_fmt = levels.get(k, (fmt, "", 1))[0]
            return _format(counters[k] or 1, k_fmt)

        shown = re.sub(r"%(\d)", value, text).strip()
        return shown or None


def _levels(node: object) -> Iterator[tuple[int, tuple[str, str, int]]]:
    for lvl in node.iter(f"{W}lvl"):  # type: ignore[attr-defined]
        fmt = lvl.find(f"{W}numFmt")
        text = lvl.find(f"{W}lvlText")
        start = lvl.find(f"{W}start")
        yield (
            int(lvl.get(f"{W}ilvl") or 0),
            (
                fmt.get(f"{W}val") if fmt is not None else "decimal",
                text.get(f"{W}val") if text is not None else "%1.",
                int(start.get(f"{W}val")) if start is not None else 1,
            ),
        )


def _format(n: int, fmt: str) -> str:
    if fmt in ("lowerLetter", "upperLetter"):
        letters = ""
        while n > 0:
            n, rest = divmod(n - 1, 26)
            letters = chr(ord("a") + rest) + letters
        return letters.upper() if fmt == "upperLetter" else letters
    if fmt in ("lowerRoman", "upperRoman"):
        roman = ""
        for amount, symbol in _ROMAN:
            while n >= amount:
                roman += symbol
                n -= amount
        return roman.upper() if fmt == "upperRoman" else roman
    if fmt == "decimalZero":
        return f"{n:02d}"
    return str(n)


# ---- PDF -------------------------------------------------------------------------------------------


def read_pdf_draft(path: Path) -> DraftText:
    import pymupdf

    try:
        document = pymupdf.open(path)
    except (RuntimeError, ValueError, pymupdf.mupdf.FzErrorBase) as exc:
        raise DocumentError(f"{path.name} is not a readable PDF ({exc}); export the draft to PDF again") from exc
    out = _Builder()
    with document:
        if document.needs_pass:
            raise DocumentError(f"{path.name} is encrypted; save a copy without a password and verify that")
        for page in document:
            for block in page.get_text("blocks", sort=True):
                if block[6] != 0:  # an image block
                    continue
                text = _join_lines(block[4], block[2] - block[0])
                if text and not _PAGE_NUMBER_RE.match(text):
                    out.add(text, "paragraph", page=page.number + 1)
    if not out.blocks:
        raise DocumentError(
            f"{path.name} has no text layer (a scan?); verify the Word file or run it through OCR first"
        )
    return out.draft("pdf")


def _join_lines(text: str, width: float) -> str:
    """A PDF text block's lines as one paragraph: wrapped prose joined with spaces (a word hyphenated at the
    end of a line joined back); short lines (a caption, a signature block) kept on their own lines."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        return ""
    longest = max(len(line) for line in lines)
    out = lines[0]
    for previous, line in itertools.pairwise(lines):
        wrapped = len(previous) >= 0.6 * longest and longest > 30
        if wrapped and out.endswith("-") and out[-2:-1].isalpha() and line[:1].islower():
            out = out[:-1] + line
        else:
            out += (" " if wrapped else "\n") + line
    return out
