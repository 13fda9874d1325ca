"""Page-level ink for Bates productions: stamps, invisible OCR text, and the pages a production makes.

Everything is drawn in the page's *visible* frame as the reader sees it (PDF units, origin at the
bottom left of the visible area, y up), then mapped into the page's own user space with one ``cm``
built from MuPDF's own page transform (the one rendering uses), so /Rotate and an offset /CropBox are
handled once, here. The stamp sits in the chosen visible corner, upright for the
reader, over a white box so it stays legible on a scan or a dark background.

The font is Nimbus Sans (the metric twin of Helvetica that MuPDF ships), inserted once per document as
an embedded Type0 font; text is written as raw glyph ids, which is several times faster than
``Page.insert_text`` and keeps one font object per file. Each overlay is appended as its own content
stream after the page's content is wrapped in ``q``/``Q``, so an unbalanced graphics state in the client's
page cannot move or hide the stamp.

    ink = PageInk(doc)
    ink.stamp(page, Stamp(bates="SMITH000001", legend="CONFIDENTIAL", position="bottom-right"))
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

import pymupdf

StampPosition = Literal["bottom-right", "bottom-left", "bottom-center", "top-right", "top-left"]

FONT_RESOURCE = "FCnslSans"
LETTER = (612.0, 792.0)
MIN_TEXT_CHARS = 8  # a page with fewer non-space characters than this has no usable text layer
_BASE_SIZE = 9.0  # stamp font size on a letter page
_MIN_SIZE = 5.0
_MAX_SCALE = 6.0
_MARGIN = 18.0  # a quarter inch on a letter page
_GAP = 8.0  # between the Bates box and the legend
_PAD = 0.25  # white padding around text, as a fraction of the font size
_BODY_SIZE = 10.0
_BODY_LEADING = 13.0
_BODY_MARGIN = 54.0


@functools.cache
def stamp_font() -> pymupdf.Font:
    """Nimbus Sans Regular from MuPDF's built-ins; embeddable, covers Latin-1 and common punctuation."""
    return pymupdf.Font("helv")


@functools.cache
def _font_source() -> tuple[pymupdf.Document, int]:
    """A private document holding the stamp font (streams compressed), grafted into each document.

    ``Page.insert_font`` rebuilds the widths and ToUnicode map on every call (~4 ms); a graft copies
    the finished objects (~0.3 ms).
    """
    with pymupdf.open() as scratch:
        scratch.new_page().insert_font(fontname=FONT_RESOURCE, fontbuffer=stamp_font().buffer)
        data = scratch.tobytes(garbage=1, deflate=True, deflate_fonts=True)
    source = pymupdf.open("pdf", data)
    xref = next(entry[0] for entry in source.get_page_fonts(0) if entry[4] == FONT_RESOURCE)
    return source, xref


@functools.cache
def _glyph(char: str) -> int:
    font = stamp_font()
    gid = font.has_glyph(ord(char))
    return gid if gid else font.has_glyph(ord("?"))


def printable(text: str) -> str:
    """``text`` with characters the stamp font cannot draw replaced by ``?`` and controls dropped."""
    font = stamp_font()
    out = []
    for char in text:
        if char == "\t":
            out.append("    ")
        elif ord(char) < 32 or 0x7F <= ord(char) < 0xA0:
            continue
        else:
            out.append(char if font.has_glyph(ord(char)) else "?")
    return "".join(out)


def _hex(text: str) -> str:
    return "".join(f"{_glyph(char):04x}" for char in text)


@functools.cache
def _advance(char: str) -> float:
    font = stamp_font()
    return font.glyph_advance(ord(char) if font.has_glyph(ord(char)) else ord("?"))


def text_width(text: str, size: float) -> float:
    """Width of ``text`` as drawn here (no kerning) at ``size`` points."""
    return sum(_advance(char) for char in text) * size


def _n(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".") or "0"


@dataclass(frozen=True)
class Stamp:
    bates: str
    legend: str | None = None
    position: StampPosition = "bottom-right"


class Box(NamedTuple):
    """A rectangle in the visible frame: x0, y0 bottom left, x1, y1 top right (PDF units, y up)."""

    x0: float
    y0: float
    x1: float
    y1: float

    def overlaps(self, other: Box) -> bool:
        return self.x0 < other.x1 and other.x0 < self.x1 and self.y0 < other.y1 and other.y0 < self.y1


@dataclass(frozen=True)
class TextBlock:
    """Lines of text set left-aligned inside ``box`` (which includes the white padding)."""

    lines: tuple[str, ...]
    size: float
    box: Box


@dataclass(frozen=True)
class StampLayout:
    bates: TextBlock
    legend: TextBlock | None


class _Metrics(NamedTuple):
    margin: float
    gap: float
    usable: float  # width between the side margins
    size: float  # font size


def _metrics(width: float, height: float) -> _Metrics:
    scale = min(min(width, height) / LETTER[0], _MAX_SCALE)
    margin = max(_MARGIN * scale, 4.0)
    return _Metrics(margin, max(_GAP * scale, 3.0), max(width - 2 * margin, 1.0), max(_BASE_SIZE * scale, _MIN_SIZE))


def _block(lines: Sequence[str], size: float, *, left: float, bottom: float) -> TextBlock:
    pad = size * _PAD
    width = max(text_width(line, size) for line in lines)
    height = size * 1.2 * len(lines)
    return TextBlock(tuple(lines), size, Box(left - pad, bottom - pad, left + width + pad, bottom + height + pad))


def _wrap(text: str, size: float, width: float) -> list[str]:
    """Greedy word wrap to ``width``; a word longer than the line is broken by characters."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if text_width(candidate, size) <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        current = ""
        for char in word:
            if current and text_width(current + char, size) > width:
                lines.append(current)
                current = ""
            current += char
    if current:
        lines.append(current)
    return lines or [""]


def layout_stamp(width: float, height: float, stamp: Stamp) -> StampLayout:
    """Where the Bates number and legend go on a visible frame of ``width`` x ``height`` points.

    Sizes scale with the page (9 pt and a quarter-inch margin on letter, never below 5 pt). The Bates
    number is shrunk to fit the page width. The legend takes the bottom edge away from the Bates box
    (bottom left when the number is bottom right or centred); if that band is too narrow it wraps, and on
    a page too narrow for both it moves above the Bates box, so the two never overlap.
    """
    margin, _, usable, size = _metrics(width, height)
    bates_size = max(min(size, usable / (text_width(stamp.bates, 1.0) + 2 * _PAD)), 1.0)
    bates_width = text_width(stamp.bates, bates_size)
    pad = bates_size * _PAD
    top = stamp.position.startswith("top")
    bottom = height - margin - pad - bates_size * 1.2 if top else margin + pad
    if stamp.position.endswith("left"):
        left = margin + pad
    elif stamp.position.endswith("center"):
        left = (width - bates_width) / 2
    else:
        left = width - margin - pad - bates_width
    bates = _block([stamp.bates], bates_size, left=left, bottom=bottom)

    legend_text = " ".join((stamp.legend or "").split())
    if not legend_text:
        return StampLayout(bates, None)
    return StampLayout(bates, _legend_block(width, height, legend_text, stamp.position, bates.box))


@functools.lru_cache(maxsize=256)
def _legend_block(width: float, height: float, text: str, position: StampPosition, bates: Box) -> TextBlock:
    margin, gap, usable, size = _metrics(width, height)
    top = position.startswith("top")
    band_left, band_right, base = margin, width - margin, margin
    if not top:
        if position == "bottom-left":
            band_left = bates.x1 + gap
        else:
            band_right = bates.x0 - gap
        if band_right - band_left < 0.3 * usable:
            band_left, band_right, base = margin, width - margin, bates.y1 + gap
    pad = size * _PAD
    room = max(band_right - band_left - 2 * pad, 1.0)
    if text_width(text, size) > room:
        size = max(min(size, room / max(text_width(text, 1.0), 1e-6)), min(_MIN_SIZE, size))
        pad = size * _PAD
    lines = _wrap(text, size, room)
    line_width = max(text_width(line, size) for line in lines)
    right_aligned = position == "bottom-left" and base == margin
    left = band_right - pad - line_width if right_aligned else band_left + pad
    return _block(lines, size, left=left, bottom=base + pad)


def _text_ops(block: TextBlock, *, white_box: bool) -> str:
    ops = []
    if white_box:
        box = block.box
        ops.append(f"1 g {_n(box.x0)} {_n(box.y0)} {_n(box.x1 - box.x0)} {_n(box.y1 - box.y0)} re f")
    ops.append(f"0 g BT /{FONT_RESOURCE} {_n(block.size)} Tf")
    pad = block.size * _PAD
    x = block.box.x0 + pad
    y = block.box.y1 - pad - block.size * 0.95
    for i, line in enumerate(block.lines):
        line_y = y - i * block.size * 1.2
        ops.append(f"1 0 0 1 {_n(x)} {_n(line_y)} Tm <{_hex(line)}> Tj")
    ops.append("ET")
    return "\n".join(ops)


@dataclass(frozen=True)
class Frame:
    """A page's visible frame: its size as the reader sees it and the ``cm`` from that frame to user space."""

    width: float
    height: float
    to_user: pymupdf.Matrix

    def cm(self) -> str:
        m = self.to_user
        return " ".join(_n(v) for v in (m.a, m.b, m.c, m.d, m.e, m.f)) + " cm"


def visible_frame(page: pymupdf.Page) -> Frame:
    """The visible area (crop box, rotated) and the matrix from its y-up coordinates to PDF user space."""
    # MuPDF's own page transform (what rendering uses). ``Page.transformation_matrix`` drops the crop
    # box offset on rotated pages in PyMuPDF 2.0, so it is not used here.
    mediabox = pymupdf.mupdf.FzRect()
    ctm = pymupdf.mupdf.FzMatrix()
    pymupdf.mupdf.pdf_page_transform(pymupdf.mupdf.pdf_page_from_fz_page(page.this), mediabox, ctm)
    user_to_display = pymupdf.Matrix(ctm.a, ctm.b, ctm.c, ctm.d, ctm.e, ctm.f)
    rect = page.rect
    user_to_frame = user_to_display * pymupdf.Matrix(1, 0, 0, -1, 0, rect.height)
    return Frame(rect.width, rect.height, ~user_to_frame)


class PageInk:
    """Draws on the pages of one document with one embedded font object.

    Uses MuPDF's object API (``pymupdf.mupdf``) for the two per-page edits (a font entry in the page's
    resources, one more content stream): the ``xref_*`` string round trips cost more than the drawing.
    """

    def __init__(self, doc: pymupdf.Document) -> None:
        self.doc = doc
        self._pdf = pymupdf.mupdf.pdf_document_from_fz_document(doc.this)
        self._font: pymupdf.mupdf.PdfObj | None = None
        self._linked: set[int] = set()

    def _link_font(self, page: pymupdf.Page, page_obj: pymupdf.mupdf.PdfObj) -> None:
        m = pymupdf.mupdf
        if self._font is None:
            source, xref = _font_source()
            source_pdf = m.pdf_document_from_fz_document(source.this)
            self._font = m.pdf_graft_object(self._pdf, m.pdf_new_indirect(source_pdf, xref, 0))
        resources = m.pdf_dict_get_inheritable(page_obj, m.PDF_ENUM_NAME_Resources)
        if not m.pdf_is_dict(resources):
            resources = m.pdf_dict_put_dict(page_obj, m.PDF_ENUM_NAME_Resources, 2)
        number = m.pdf_to_num(resources)
        if number and number in self._linked:
            return
        fonts = m.pdf_dict_get(resources, m.PDF_ENUM_NAME_Font)
        if not m.pdf_is_dict(fonts):
            fonts = m.pdf_dict_put_dict(resources, m.PDF_ENUM_NAME_Font, 2)
        m.pdf_dict_puts(fonts, FONT_RESOURCE, self._font)
        if number:
            self._linked.add(number)

    def _append(self, page: pymupdf.Page, body: str, frame: Frame) -> None:
        """Append ``body`` (frame coordinates) as a new content stream, after balancing the page's own."""
        m = pymupdf.mupdf
        page_obj = m.pdf_page_from_fz_page(page.this).obj()
        self._link_font(page, page_obj)
        page.wrap_contents()
        content = f"q\n{frame.cm()}\n{body}\nQ\n".encode("latin-1")
        stream = m.pdf_add_stream(self._pdf, m.fz_new_buffer_from_copied_data(content), m.PdfObj(), 0)
        # Always a new /Contents array for this page: an existing one may be shared with other pages,
        # and pushing onto it would print this page's number on those too.
        contents = m.pdf_dict_get(page_obj, m.PDF_ENUM_NAME_Contents)
        array = m.pdf_new_array(self._pdf, 4)
        if m.pdf_is_array(contents):
            for index in range(m.pdf_array_len(contents)):
                m.pdf_array_push(array, m.pdf_array_get(contents, index))
        elif m.pdf_is_stream(contents):
            m.pdf_array_push(array, contents)
        m.pdf_array_push(array, stream)
        m.pdf_dict_put(page_obj, m.PDF_ENUM_NAME_Contents, array)

    def stamp(self, page: pymupdf.Page, stamp: Stamp) -> StampLayout:
        """Put the Bates number (and legend) in the visible corner, upright, over white boxes."""
        frame = visible_frame(page)
        layout = layout_stamp(frame.width, frame.height, stamp)
        parts = [_text_ops(layout.bates, white_box=True)]
        if layout.legend is not None:
            parts.append(_text_ops(layout.legend, white_box=True))
        self._append(page, "\n".join(parts), frame)
        return layout

    def invisible_words(
        self, page: pymupdf.Page, words: Iterable[tuple[str, int, int, int, int]], width_px: int, height_px: int
    ) -> int:
        """Add OCR words (text, left, top, width, height in image pixels) as invisible, searchable text.

        The pixel image is the page as rendered (rotated and cropped as the reader sees it), so its
        boxes map straight onto the visible frame; each word is scaled to its box's width.
        """
        frame = visible_frame(page)
        sx, sy = frame.width / max(width_px, 1), frame.height / max(height_px, 1)
        ops = [f"BT 3 Tr /{FONT_RESOURCE} 10 Tf"]
        count = 0
        for text, left, top, width, height in words:
            word = printable(text).strip()
            if not word or width <= 0 or height <= 0:
                continue
            size = max(height * sy, 1.0)
            natural = text_width(word, size)
            stretch = 100.0 * (width * sx) / natural if natural > 0 else 100.0
            x = left * sx
            y = frame.height - (top + height) * sy + 0.15 * size
            ops.append(f"/{FONT_RESOURCE} {_n(size)} Tf {_n(stretch)} Tz 1 0 0 1 {_n(x)} {_n(y)} Tm <{_hex(word)}> Tj")
            count += 1
        ops.append("ET")
        if count:
            self._append(page, "\n".join(ops), frame)
        return count

    def text_page(self, lines: Sequence[str], *, size: tuple[float, float] = LETTER, top: float | None = None) -> None:
        """A new page with ``lines`` set from the top margin (or ``top`` points from the top edge)."""
        page = self.doc.new_page(width=size[0], height=size[1])
        if not lines:
            return
        y = size[1] - (top if top is not None else _BODY_MARGIN) - _BODY_SIZE
        ops = [f"0 g BT /{FONT_RESOURCE} {_n(_BODY_SIZE)} Tf"]
        for i, line in enumerate(lines):
            if line:
                ops.append(f"1 0 0 1 {_n(_BODY_MARGIN)} {_n(y - i * _BODY_LEADING)} Tm <{_hex(line)}> Tj")
        ops.append("ET")
        self._append(page, "\n".join(ops), visible_frame(page))


def body_lines_per_page(size: tuple[float, float] = LETTER) -> int:
    return int((size[1] - 2 * _BODY_MARGIN) // _BODY_LEADING)


def paginate(text: str, *, size: tuple[float, float] = LETTER) -> list[list[str]]:
    """``text`` wrapped to the body width and cut into pages; always at least one page."""
    width = size[0] - 2 * _BODY_MARGIN
    lines: list[str] = []
    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        clean = printable(raw).rstrip()
        lines.extend(_wrap_keep_indent(clean, width) if clean else [""])
    while lines and not lines[-1]:
        lines.pop()
    per_page = body_lines_per_page(size)
    pages = [lines[i : i + per_page] for i in range(0, len(lines), per_page)]
    return pages or [[]]


def _wrap_keep_indent(line: str, width: float) -> list[str]:
    if text_width(line, _BODY_SIZE) <= width:
        return [line]
    indent = line[: len(line) - len(line.lstrip())]
    wrapped = _wrap(line, _BODY_SIZE, width - text_width(indent, _BODY_SIZE))
    return [indent + part for part in wrapped]


def notice_lines(text: str, *, size: tuple[float, float] = LETTER) -> list[str]:
    """A short notice (slip sheet, native placeholder) wrapped to the body width."""
    return _wrap(printable(text), _BODY_SIZE, size[0] - 2 * _BODY_MARGIN)


def slip_sheet(ink: PageInk, basis: str) -> None:
    """The page that stands in for a withheld document (the Bates stamp is added like any other page)."""
    ink.text_page(notice_lines(f"Document withheld on the basis of privilege: {basis}"), top=LETTER[1] / 3)


def native_placeholder(ink: PageInk, name: str, sha256: str, bates: str = "", suffix: str = "") -> None:
    """The numbered slip sheet that stands in for a file produced in native format."""
    lines = notice_lines(f"Produced in native format: {name}")
    if bates:
        lines += ["", *notice_lines(f"Bates number: {bates}")]
    lines += ["", *notice_lines(f"File name: {name}"), *notice_lines(f"SHA-256: {sha256}")]
    if bates:
        lines += ["", *notice_lines(f"The file is produced as natives/{bates}{suffix}")]
    ink.text_page(lines, top=LETTER[1] / 3)
