"""Text typeset onto US Letter pages in an embedded font, with the place of every character remembered.

    setter = Typesetter(doc)                                   # 8.5 x 11 in, 1-inch margins
    setter.paragraph(text, offset=120, style=Style(size=12, leading=2.0, first=36))
    setter.finish()                                            # writes the text; the font is embedded once
    for page, rect in setter.rects(130, 162):                  # where draft characters 130..162 landed
        doc[page].add_highlight_annot(rect)

The font is Nimbus Roman (the metric twin of Times that MuPDF ships), regular, bold and italic, embedded in the
PDF. A character the font cannot draw is shown as "?" so that offsets stay exact.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

import pymupdf

LETTER = (612.0, 792.0)
INCH = 72.0
FONT_NAMES = {"regular": "tiro", "bold": "tibo", "italic": "tiit", "sans": "helv", "sans-bold": "hebo"}
FontKey = Literal["regular", "bold", "italic", "sans", "sans-bold"]


@cache
def font(key: FontKey) -> pymupdf.Font:
    return pymupdf.Font(FONT_NAMES[key])


def drawable(text: str, key: FontKey = "regular") -> str:
    """``text`` with tabs as spaces and characters the font cannot draw as "?" (same length)."""
    if text.isascii() and text.isprintable():
        return text
    return "".join(_drawable_char(ch, key) for ch in text)


def measure(text: str, key: FontKey, size: float) -> float:
    """The width of ``text`` (already ``drawable``) in points: PyMuPDF's ``text_length`` costs a call per
    character, this a dictionary look-up."""
    widths = _widths(key)
    return sum(widths.get(ch) or _advance(ch, key) for ch in text) * size


@cache
def _widths(key: FontKey) -> dict[str, float]:
    return {}


def _advance(ch: str, key: FontKey) -> float:
    width = font(key).glyph_advance(ord(ch))
    _widths(key)[ch] = width
    return width


@cache
def _drawable_char(ch: str, key: FontKey) -> str:
    if ch in "\t\r\f\v":
        return " "
    return ch if ch in " \n" or font(key).has_glyph(ord(ch)) else "?"


@dataclass(frozen=True)
class Style:
    font: FontKey = "regular"
    size: float = 12.0
    leading: float = 1.25  # line height, as a multiple of the size
    indent: float = 0.0  # left indent, points
    first: float = 0.0  # extra indent of the first line, points
    right: float = 0.0  # right indent, points
    align: Literal["left", "center", "right"] = "left"
    space_after: float = 6.0
    color: tuple[float, float, float] = (0.0, 0.0, 0.0)


@dataclass(frozen=True)
class Line:
    page: int
    start: int  # draft offset of text[0]
    text: str
    x: float
    y: float  # baseline
    size: float
    font: FontKey

    @property
    def end(self) -> int:
        return self.start + len(self.text)


@dataclass
class Typesetter:
    doc: pymupdf.Document
    top: float = INCH
    bottom: float = INCH
    left: float = INCH
    right: float = INCH
    on_page: Callable[[pymupdf.Page], None] | None = None  # decorate each new page (a header, a colour key)
    lines: list[Line] = field(default_factory=list)
    first_page: int = -1
    _writers: dict[tuple[int, tuple[float, float, float]], pymupdf.TextWriter] = field(default_factory=dict)
    _page: pymupdf.Page | None = None
    y: float = 0.0

    @property
    def width(self) -> float:
        return LETTER[0] - self.left - self.right

    @property
    def page(self) -> pymupdf.Page:
        if self._page is None:
            self.new_page()
        assert self._page is not None
        return self._page

    def new_page(self) -> pymupdf.Page:
        self._page = self.doc.new_page(width=LETTER[0], height=LETTER[1])
        if self.first_page < 0:
            self.first_page = self._page.number
        self.y = self.top
        if self.on_page is not None:
            self.on_page(self._page)
        return self._page

    def skip(self, points: float) -> None:
        self.y += points

    def room(self) -> float:
        return LETTER[1] - self.bottom - self.y

    def text_at(
        self, page: pymupdf.Page, x: float, y: float, text: str, *, size: float = 9.0, key: FontKey = "regular",
        color: tuple[float, float, float] = (0.0, 0.0, 0.0),
    ) -> float:
        """Write one line at baseline (x, y) of ``page``; returns its width."""
        text = drawable(text, key)
        writer = self._writer(page, color)
        writer.append((x, y), text, font=font(key), fontsize=size)
        return measure(text, key, size)

    def _writer(self, page: pymupdf.Page, color: tuple[float, float, float]) -> pymupdf.TextWriter:
        key = (page.number, color)
        if key not in self._writers:
            self._writers[key] = pymupdf.TextWriter(page.rect, color=color)
        return self._writers[key]

    def paragraph(self, text: str, offset: int, style: Style = Style()) -> None:
        """Set ``text`` (draft characters ``offset``..``offset + len(text)``), wrapped; "\\n" breaks a line."""
        if self._page is None:
            self.new_page()
        face = font(style.font)
        height = style.size * style.leading
        text = drawable(text, style.font)
        position = 0
        first = True
        for hard in text.split("\n"):
            for start, end in self._wrap(hard, style, first) or [(0, 0)]:
                if self.y + height > LETTER[1] - self.bottom:
                    self.new_page()
                chunk = hard[start:end]
                indent = style.indent + (style.first if first else 0.0)
                room = self.width - indent - style.right
                width = measure(chunk, style.font, style.size)
                x = self.left + indent + {"left": 0.0, "center": (room - width) / 2, "right": room - width}[style.align]
                baseline = self.y + style.size * face.ascender
                if chunk:
                    self._writer(self.page, style.color).append((x, baseline), chunk, font=face, fontsize=style.size)
                    self.lines.append(Line(self.page.number, offset + position + start, chunk, x, baseline,
                                           style.size, style.font))  # fmt: skip
                self.y += height
                first = False
            position += len(hard) + 1
        self.y += style.space_after

    def _wrap(self, line: str, style: Style, first: bool) -> list[tuple[int, int]]:
        """Greedy line breaks of one hard line: (start, end) pairs, the spaces at a break dropped."""
        pieces: list[tuple[int, int]] = []
        size, key = style.size, style.font
        room = self.width - style.indent - style.right
        start, end, width = 0, 0, 0.0
        for word in re.finditer(r"\S+", line):
            limit = room - (style.first if first and not pieces else 0.0)
            gap = measure(line[end : word.start()], key, size) if end > start else 0.0
            wide = measure(word.group(), key, size)
            if end == start:  # the first word on the line (its leading spaces kept only on the first line)
                start = start if not pieces else word.start()
                gap = measure(line[start : word.start()], key, size)
            if width + gap + wide <= limit or (end == start and wide <= limit):
                width, end = width + gap + wide, word.end()
                continue
            if end > start:
                pieces.append((start, end))
                start, end, width = word.start(), word.start(), 0.0
                limit = room
            while wide > limit:  # a word wider than the line: break it where it fills the line
                cut = start + 1
                while cut < word.end() and measure(line[start : cut + 1], key, size) <= limit:
                    cut += 1
                pieces.append((start, cut))
                start = end = cut
                wide = measure(line[start : word.end()], key, size)
            width, end = wide, word.end()
        if end > start:
            pieces.append((start, end))
        return pieces

    def finish(self) -> None:
        """Write every line into its page (one text object per page and colour; the font embedded once)."""
        for (number, color), writer in self._writers.items():
            writer.write_text(self.doc[number], color=color)
        self._writers.clear()

    def rects(self, start: int, end: int) -> list[tuple[int, pymupdf.Rect]]:
        """Where draft characters ``start``..``end`` landed: one rectangle per line, in order."""
        found: list[tuple[int, pymupdf.Rect]] = []
        starts = [line.start for line in self.lines]
        i = max(0, bisect.bisect_right(starts, start) - 1)
        while i < len(self.lines) and self.lines[i].start < end:
            line = self.lines[i]
            a, b = max(start, line.start) - line.start, min(end, line.end) - line.start
            if b > a:
                face = font(line.font)
                x0 = line.x + measure(line.text[:a], line.font, line.size)
                x1 = line.x + measure(line.text[:b], line.font, line.size)
                top = line.y - line.size * face.ascender
                bottom = line.y - line.size * face.descender
                found.append((line.page, pymupdf.Rect(x0, top, x1, bottom)))
            i += 1
        return found
