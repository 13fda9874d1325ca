"""Page-level stamping: the Bates number lands in the visible corner, upright, legible, in an embedded font.

Pages are generated with PyMuPDF in every rotation, with and without a crop box offset from the media
box, then stamped and read back with PyMuPDF's own text search (coordinates turned into the reader's
frame with ``Page.rotation_matrix``) and, for legibility, with a real Tesseract on the rendered corner.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pymupdf
import pytest

from server.documents.tesseract import ocr_png
from server.production.stamping import (
    FONT_RESOURCE,
    PageInk,
    Stamp,
    StampPosition,
    layout_stamp,
    visible_frame,
)

LEGEND = "CONFIDENTIAL – SUBJECT TO PROTECTIVE ORDER"
ROTATIONS = (0, 90, 180, 270)
CROPS = (None, pymupdf.Rect(40, 60, 420, 620))  # PyMuPDF coordinates: offset from the media box on all sides
POSITIONS: tuple[StampPosition, ...] = ("bottom-right", "bottom-left", "bottom-center", "top-right", "top-left")


def make_page(doc: pymupdf.Document, rotation: int, crop: pymupdf.Rect | None, *, dark: bool = False) -> pymupdf.Page:
    page = doc.new_page(width=612, height=792)
    if dark:
        page.draw_rect(page.rect, color=None, fill=(0, 0, 0))
    page.insert_text((100, 120), f"Body text rotated {rotation}", fontsize=12, color=(1, 1, 1) if dark else (0, 0, 0))
    if crop is not None:
        page.set_cropbox(crop)
    page.set_rotation(rotation)
    return page


def reader_rect(page: pymupdf.Page, rect: pymupdf.Rect) -> pymupdf.Rect:
    """A rect from PyMuPDF's text search (unrotated page space) in the reader's frame (y down)."""
    return rect * page.rotation_matrix


def corner_region(page: pymupdf.Page, position: StampPosition) -> pymupdf.Rect:
    """The quarter-height, half-width corner (or centre band) of the visible page where the stamp belongs."""
    width, height = page.rect.width, page.rect.height
    top = position.startswith("top")
    y0, y1 = (0, height * 0.25) if top else (height * 0.75, height)
    if position.endswith("left"):
        return pymupdf.Rect(0, y0, width * 0.5, y1)
    if position.endswith("right"):
        return pymupdf.Rect(width * 0.5, y0, width, y1)
    return pymupdf.Rect(width * 0.25, y0, width * 0.75, y1)


def line_direction(page: pymupdf.Page, text: str) -> tuple[float, float]:
    """The writing direction of the line holding ``text``, in the reader's frame ((1, 0) = upright)."""
    matrix = page.rotation_matrix
    for block in page.get_text("dict")["blocks"]:
        for line in block.get("lines", []):
            if any(text in span["text"] for span in line["spans"]):
                dx, dy = line["dir"]
                return round(dx * matrix.a + dy * matrix.c, 3), round(dx * matrix.b + dy * matrix.d, 3)
    raise AssertionError(f"{text!r} not on the page")


@pytest.mark.parametrize("rotation", ROTATIONS)
@pytest.mark.parametrize("crop", CROPS, ids=["no-crop", "offset-crop"])
@pytest.mark.parametrize("position", POSITIONS)
def test_the_stamp_is_upright_inside_the_visible_corner_whatever_the_rotation_and_crop(
    rotation: int, crop: pymupdf.Rect | None, position: StampPosition, tmp_path: Path
) -> None:
    doc = pymupdf.open()
    page = make_page(doc, rotation, crop)
    PageInk(doc).stamp(page, Stamp("SMITH000042", LEGEND, position))
    doc.save(tmp_path / "stamped.pdf")
    reopened = pymupdf.open(tmp_path / "stamped.pdf")[0]

    hits = reopened.search_for("SMITH000042")
    assert len(hits) == 1
    seen = reader_rect(reopened, hits[0])
    assert corner_region(reopened, position).contains(seen), (seen, reopened.rect)
    assert line_direction(reopened, "SMITH000042") == (1.0, 0.0)
    legend = [reader_rect(reopened, r) for r in reopened.search_for("CONFIDENTIAL")]
    assert len(legend) == 1 and reopened.rect.contains(legend[0])
    assert line_direction(reopened, "CONFIDENTIAL") == (1.0, 0.0)


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_the_stamp_reads_back_through_ocr_over_a_black_page(rotation: int) -> None:
    """White box behind black text: legible on any background, and upright as the reader sees the page."""
    doc = pymupdf.open()
    page = make_page(doc, rotation, CROPS[1], dark=True)
    PageInk(doc).stamp(page, Stamp("ACME000007", None, "bottom-right"))
    width, height = page.rect.width, page.rect.height
    corner = pymupdf.Rect(width * 0.6, height * 0.85, width, height)  # get_pixmap clips in the reader's frame
    png = page.get_pixmap(dpi=300, clip=corner, colorspace=pymupdf.csGRAY).tobytes("png")
    assert "ACME000007" in ocr_png(png, dpi=300).text.replace(" ", "")


def test_the_stamp_font_is_embedded_and_shared_by_every_page(tmp_path: Path) -> None:
    doc = pymupdf.open()
    ink = PageInk(doc)
    for number, rotation in enumerate(ROTATIONS, start=1):
        ink.stamp(make_page(doc, rotation, None), Stamp(f"X{number:04d}", LEGEND))
    doc.save(tmp_path / "fonts.pdf")
    saved = pymupdf.open(tmp_path / "fonts.pdf")
    stamp_fonts = {entry for number in range(saved.page_count) for entry in saved.get_page_fonts(number)}
    ours = [entry for entry in stamp_fonts if entry[4] == FONT_RESOURCE]
    assert len(ours) == 1  # one font object for the whole document
    xref, extension, font_type = ours[0][0], ours[0][1], ours[0][2]
    assert extension != "n/a" and font_type == "Type0"  # "n/a" is what PyMuPDF reports for a font not embedded
    assert len(saved.extract_font(xref)[3]) > 1000  # the font program itself is in the file
    assert saved[3].get_text().count("X0004") == 1


@dataclass(frozen=True)
class Size:
    width: float
    height: float


SIZES = (
    Size(612, 792),  # letter
    Size(792, 612),  # landscape
    Size(144, 720),  # a narrow strip (2 in wide)
    Size(200, 90),  # a receipt stub
    Size(2550, 3300),  # a scan placed at 72 dpi
)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.width:g}x{s.height:g}")
@pytest.mark.parametrize("position", POSITIONS)
def test_the_legend_and_the_bates_number_never_overlap_and_stay_on_the_page(
    size: Size, position: StampPosition
) -> None:
    layout = layout_stamp(size.width, size.height, Stamp("SMITH-PRODUCTION000123", LEGEND, position))
    page_box = (0.0, 0.0, size.width, size.height)
    assert layout.legend is not None
    for block in (layout.bates, layout.legend):
        x0, y0, x1, y1 = block.box
        assert page_box[0] <= x0 < x1 <= page_box[2] and page_box[1] <= y0 < y1 <= page_box[3], (block, size)
    assert not layout.bates.box.overlaps(layout.legend.box)
    assert layout.bates.size >= 5 or size.width < 250  # legible, unless the page itself is tiny


def test_on_a_narrow_page_the_stamped_texts_do_not_overlap_on_the_page_itself() -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=144, height=500)
    PageInk(doc).stamp(page, Stamp("SMITH000001", LEGEND))
    bates = page.search_for("SMITH000001")[0]
    legend_lines = page.search_for("CONFIDENTIAL") + page.search_for("ORDER")
    assert legend_lines and all(not bates.intersects(line) for line in legend_lines)


def test_stamp_sizes_scale_with_the_page() -> None:
    letter = layout_stamp(612, 792, Stamp("A000001"))
    poster = layout_stamp(2448, 3168, Stamp("A000001"))
    assert poster.bates.size == pytest.approx(letter.bates.size * 4)


@pytest.mark.parametrize(
    "content",
    [
        b"1 0 0 -1 0 792 cm 0 0 1 rg 10 10 50 50 re f",  # a top-level flip, never undone
        b"q q 0.5 0 0 0.5 0 0 cm 0 0 1 rg 10 10 50 50 re f",  # two q's never closed
        b"Q Q 2 0 0 2 0 0 cm 0 0 1 rg 10 10 50 50 re f",  # stray Q's, then a scale
    ],
    ids=["top-level-cm", "unclosed-q", "stray-Q"],
)
def test_a_page_that_leaves_its_graphics_state_changed_cannot_move_the_stamp(content: bytes) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    xref = doc.get_new_xref()
    doc.update_object(xref, "<<>>")
    doc.update_stream(xref, content)
    doc.xref_set_key(page.xref, "Contents", f"{xref} 0 R")
    PageInk(doc).stamp(page, Stamp("SMITH000009"))
    page = pymupdf.open("pdf", doc.tobytes())[0]
    assert corner_region(page, "bottom-right").contains(page.search_for("SMITH000009")[0])


def test_pages_sharing_one_resources_object_all_get_the_font(tmp_path: Path) -> None:
    doc = pymupdf.open()
    for _ in range(3):
        doc.new_page().insert_text((72, 72), "shared", fontsize=11)
    shared = doc.xref_get_key(doc[0].xref, "Resources")[1]
    for page in list(doc)[1:]:
        doc.xref_set_key(page.xref, "Resources", shared)
    ink = PageInk(doc)
    for number, page in enumerate(doc, start=1):
        ink.stamp(page, Stamp(f"S{number:03d}"))
    doc.save(tmp_path / "shared.pdf")
    saved = pymupdf.open(tmp_path / "shared.pdf")
    assert [p.get_text().split() for p in saved] == [["shared", f"S00{n}"] for n in (1, 2, 3)]


def test_pages_sharing_one_contents_array_each_show_only_their_own_number() -> None:
    doc = pymupdf.open()
    body = doc.get_new_xref()
    doc.update_object(body, "<<>>")
    doc.update_stream(body, b"BT /F1 11 Tf 72 720 Td (same body) Tj ET")
    shared = doc.get_new_xref()
    doc.update_object(shared, f"[{body} 0 R]")
    for _ in range(2):
        page = doc.new_page()
        doc.xref_set_key(page.xref, "Contents", f"{shared} 0 R")
    ink = PageInk(doc)
    for number, page in enumerate(doc, start=1):
        ink.stamp(page, Stamp(f"S{number:03d}"))
    saved = pymupdf.open("pdf", doc.tobytes())
    assert [page.get_text().split()[-1:] for page in saved] == [["S001"], ["S002"]]
    assert [len(page.search_for("S00")) for page in saved] == [1, 1]


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_invisible_ocr_words_are_searchable_where_the_reader_sees_them_and_draw_nothing(rotation: int) -> None:
    doc = pymupdf.open()
    page = make_page(doc, rotation, CROPS[1])
    frame = visible_frame(page)
    scale = 300 / 72
    width_px, height_px = round(frame.width * scale), round(frame.height * scale)
    # A word 1 inch from the reader's left edge and 2 inches down, 1.5 in wide and 0.2 in tall.
    words = [("Invoice", 300, 600, 450, 60)]
    before = page.get_pixmap(dpi=50).samples
    assert PageInk(doc).invisible_words(page, words, width_px, height_px) == 1
    hits = page.search_for("Invoice")
    assert len(hits) == 1
    seen = reader_rect(page, hits[0])
    expected = pymupdf.Rect(72, 144, 72 + 108, 144 + 14.4)
    assert abs(seen.x0 - expected.x0) < 4 and abs(seen.x1 - expected.x1) < 6
    assert expected.y0 - 6 < seen.y0 and seen.y1 < expected.y1 + 6
    assert page.get_pixmap(dpi=50).samples == before  # render mode 3: nothing visible changed
