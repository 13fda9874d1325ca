"""Pages to files: text pages as PDF text with PyMuPDF, scanned pages as images with Pillow.

One page text becomes exactly one PDF page. A text page is set in a text box; if it overflows
(``insert_textbox`` returns a negative number) the font shrinks until it fits, and a page that cannot
fit at 6 points is a bug in its document. A scanned page is drawn at 300 dpi in black on white, turned
by less than a degree and lightly speckled, and placed as the only content of its page, so the ingester
finds no text layer and runs Tesseract on it. Metadata dates are fixed, so the bytes depend on the seed only.
"""

from __future__ import annotations

import io
import random
from pathlib import Path

import pymupdf
from PIL import Image, ImageDraw, ImageFont

from bench.corpus.documents import Doc

LETTER = (612, 792)
MARGIN = 72
DPI = 300
FONTS = Path("/usr/share/fonts/truetype/dejavu")
FIXED_DATE = "D:20250101000000Z"


def render_pdf(doc: Doc, path: Path, rng: random.Random) -> None:
    """Write ``doc`` to ``path``, one PDF page per page text."""
    pdf = pymupdf.open()
    for number, text in enumerate(doc.pages, start=1):
        page = pdf.new_page(width=LETTER[0], height=LETTER[1])
        if number in doc.scanned:
            image = scan_image(text, rng, mono=number in doc.mono)
            page.insert_image(page.rect, stream=image)
        else:
            _text_page(page, text, mono=number in doc.mono, font=doc.font, size=doc.size, lineheight=doc.lineheight)
    pdf.set_metadata({"title": doc.title, "author": "", "creator": "", "producer": "",
                      "creationDate": FIXED_DATE, "modDate": FIXED_DATE})
    pdf.save(path, garbage=3, deflate=True, no_new_id=True)
    pdf.close()


def _text_page(page: pymupdf.Page, text: str, *, mono: bool, font: str, size: float,
               lineheight: float | None = None) -> None:
    rect = pymupdf.Rect(MARGIN, MARGIN - 18, LETTER[0] - MARGIN + 18, LETTER[1] - MARGIN)
    if mono:
        font = "cour"
        widest = max((len(line) for line in text.split("\n")), default=1)
        size = min(10.0, (rect.width - 4) / (0.6 * max(widest, 1)))
    while size >= 6:
        probe = pymupdf.open()
        trial = probe.new_page(width=LETTER[0], height=LETTER[1])
        rc = trial.insert_textbox(rect, text, fontsize=size, fontname=font, lineheight=lineheight)
        probe.close()
        if rc >= 0:
            rc = page.insert_textbox(rect, text, fontsize=size, fontname=font, lineheight=lineheight)
            if rc < 0:
                raise AssertionError("text box overflowed after a successful trial")
            return
        size -= 0.5
    raise ValueError(f"page text does not fit on one page even at 6 pt: {text[:80]!r}")


def _wrap(text: str, font: ImageFont.FreeTypeFont, width: int) -> list[str]:
    lines: list[str] = []
    for raw in text.split("\n"):
        words = raw.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if font.getlength(candidate) <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def scan_image(text: str, rng: random.Random, *, mono: bool = False) -> bytes:
    """A page text as a greyscale 300 dpi PNG that looks scanned: slight turn, a few specks, no blur."""
    width, height = int(LETTER[0] / 72 * DPI), int(LETTER[1] / 72 * DPI)
    margin = DPI
    face = "DejaVuSansMono.ttf" if mono else rng.choice(("DejaVuSans.ttf", "DejaVuSerif.ttf"))
    size = 46
    while True:
        font = ImageFont.truetype(str(FONTS / face), size)
        lines = _wrap(text, font, width - 2 * margin)
        step = int(size * 1.45)
        if len(lines) * step <= height - 2 * margin or size <= 30:
            break
        size -= 2
    image = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(image)
    y = margin
    for line in lines:
        draw.text((margin, y), line, fill=rng.randint(0, 40), font=font)
        y += step
    for _ in range(rng.randint(60, 160)):
        x, yy, r = rng.randrange(width), rng.randrange(height), rng.choice((1, 1, 2, 3))
        draw.ellipse((x, yy, x + r, yy + r), fill=rng.randint(110, 200))
    image = image.rotate(rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=255)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False)
    return out.getvalue()
