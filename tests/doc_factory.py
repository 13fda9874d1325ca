"""Builders for ingest fixtures: real PDFs, scans, images, e-mails and text files, written where you say.

Import it explicitly as a top-level module, like ``llama_fixture``: ``import doc_factory`` (pytest puts tests/ on
sys.path; ``bench/`` scripts add it themselves).
Everything is generated with PyMuPDF, Pillow and the standard library, deterministically, so OCR caches
hit on a second build. Scanned pages are made by rasterising a text page, so Tesseract has real pixels
and no text layer to fall back on. Pages default to a small 4 x 2 inch size: Tesseract reads one of them
at 300 dpi in well under a second, where a letter page takes a few seconds.

    pdf = doc_factory.write_pdf(tmp_path / "mixed.pdf", ["Typed page", PageSpec("Scanned page", scanned=True)])
    png = doc_factory.exif_image(tmp_path / "photo.png", "Harbor invoice", fmt="PNG", orientation=6)
"""

from __future__ import annotations

import io
import mimetypes
import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path
from typing import Literal

import pymupdf
from PIL import Image

SMALL_PAGE = (288.0, 144.0)  # 4 x 2 inches, in points
LETTER = (612.0, 792.0)
FONT_SIZE = 14
MARGIN = 24
ZERO_PAGE_PDF = (
    b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"
)
ORIENTATION_TAG = 274
# EXIF orientation -> the transpose that turns an upright image into the stored (sideways) one;
# ImageOps.exif_transpose applies the inverse when reading.
_STORE_AS = {
    1: None,
    3: Image.Transpose.ROTATE_180,
    6: Image.Transpose.ROTATE_90,
    8: Image.Transpose.ROTATE_270,
}


@dataclass(frozen=True)
class PageSpec:
    """One PDF page: its text (lines separated by "\\n"), whether it is a scan, its /Rotate and size."""

    text: str
    scanned: bool = False
    rotate: Literal[0, 90, 180, 270] = 0
    size: tuple[float, float] = SMALL_PAGE


def _spec(page: PageSpec | str) -> PageSpec:
    return page if isinstance(page, PageSpec) else PageSpec(page)


def _text_page(doc: pymupdf.Document, text: str, size: tuple[float, float]) -> pymupdf.Page:
    page = doc.new_page(width=size[0], height=size[1])
    page.insert_text((MARGIN, MARGIN + FONT_SIZE), text, fontsize=FONT_SIZE)
    return page


def render_text(text: str, *, size: tuple[float, float] = SMALL_PAGE, dpi: int = 200) -> Image.Image:
    """An upright greyscale image of ``text`` typeset on a page of ``size`` points, at ``dpi``."""
    with pymupdf.open() as doc:
        pixmap = _text_page(doc, text, size).get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
        return Image.frombytes("L", (pixmap.width, pixmap.height), pixmap.samples)


def _png_bytes(image: Image.Image, dpi: int) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(dpi, dpi))
    return buffer.getvalue()


def pdf_bytes(pages: Sequence[PageSpec | str], *, metadata: dict[str, str] | None = None, scan_dpi: int = 200) -> bytes:
    """A PDF of ``pages``: typed pages carry a text layer, scanned pages only an image of their text."""
    with pymupdf.open() as doc:
        for page in map(_spec, pages):
            if page.scanned:
                image = render_text(page.text, size=page.size, dpi=scan_dpi)
                # Store the pixels as a scanner that sets /Rotate would: turned against the rotation.
                width, height = page.size if page.rotate in (0, 180) else page.size[::-1]
                target = doc.new_page(width=width, height=height)
                target.insert_image(target.rect, stream=_png_bytes(image, scan_dpi), rotate=page.rotate)
            else:
                target = _text_page(doc, page.text, page.size)
            if page.rotate:
                target.set_rotation(page.rotate)
        if metadata:
            doc.set_metadata(metadata)
        return doc.tobytes(garbage=1, deflate=True, no_new_id=True)


def write_pdf(
    path: Path, pages: Sequence[PageSpec | str], *, metadata: dict[str, str] | None = None, scan_dpi: int = 200
) -> Path:
    path.write_bytes(pdf_bytes(pages, metadata=metadata, scan_dpi=scan_dpi))
    return path


def scanned_pdf(
    path: Path, texts: Sequence[str], *, size: tuple[float, float] = SMALL_PAGE, scan_dpi: int = 200
) -> Path:
    """A PDF with no text layer at all: each page is a picture of its text."""
    return write_pdf(path, [PageSpec(text, scanned=True, size=size) for text in texts], scan_dpi=scan_dpi)


def encrypted_pdf(
    path: Path, text: str, *, user_password: str = "client-secret", owner_password: str = "owner"
) -> Path:
    """AES-256 encrypted. With ``user_password=""`` it opens without a password (owner restrictions only)."""
    with pymupdf.open() as doc:
        _text_page(doc, text, SMALL_PAGE)
        data = doc.tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw=user_password, owner_pw=owner_password)
    path.write_bytes(data)
    return path


def zero_page_pdf(path: Path) -> Path:
    """A well-formed PDF whose page tree is empty (PyMuPDF refuses to save one, so it is written by hand)."""
    path.write_bytes(ZERO_PAGE_PDF)
    return path


def corrupt_pdf(path: Path, how: Literal["junk", "header"] = "junk") -> Path:
    """Bytes that are not a PDF (``junk``) or that start like one and then are not (``header``)."""
    junk = random.Random(7).randbytes(4096)
    path.write_bytes(junk if how == "junk" else b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + junk)
    return path


def exif_image(
    path: Path,
    text: str,
    *,
    fmt: Literal["PNG", "JPEG", "TIFF"],
    orientation: Literal[1, 3, 6, 8] = 1,
    size: tuple[float, float] = SMALL_PAGE,
    dpi: int = 200,
) -> Path:
    """An image of ``text`` stored sideways/upside down with the EXIF orientation tag that rights it."""
    upright = render_text(text, size=size, dpi=dpi)
    transpose = _STORE_AS[orientation]
    stored = upright.transpose(transpose) if transpose is not None else upright
    exif = Image.Exif()
    exif[ORIENTATION_TAG] = orientation
    options: dict[str, object] = {"dpi": (dpi, dpi)}
    if fmt == "TIFF":
        options["tiffinfo"] = {ORIENTATION_TAG: orientation}
    else:
        options["exif"] = exif.tobytes()
    if fmt == "JPEG":
        options["quality"] = 95
    stored.save(path, format=fmt, **options)
    return path


def multipage_tiff(path: Path, texts: Sequence[str], *, dpi: int = 200) -> Path:
    """One TIFF frame per text."""
    frames = [render_text(text, dpi=dpi) for text in texts]
    frames[0].save(path, format="TIFF", save_all=True, append_images=frames[1:], dpi=(dpi, dpi))
    return path


def png_bytes(text: str, *, dpi: int = 200) -> bytes:
    return _png_bytes(render_text(text, dpi=dpi), dpi)


def email_bytes(
    *,
    subject: str,
    body: str,
    attachments: Sequence[tuple[str, bytes]] = (),
    sender: str = "Dana Whitfield <dana@harbor-supply.example>",
    to: str = "Counsel <intake@firm.example>",
) -> bytes:
    """An RFC 822 message; attachments are (file name, bytes) with the MIME type guessed from the name."""
    message = EmailMessage()
    message["From"] = sender
    message["To"] = to
    message["Date"] = format_datetime(datetime(2024, 3, 4, 9, 30, tzinfo=UTC))
    message["Subject"] = subject
    message.set_content(body)
    for filename, data in attachments:
        mime = mimetypes.guess_type(filename)[0] or "application/octet-stream"
        maintype, subtype = mime.split("/", 1)
        message.add_attachment(data, maintype=maintype, subtype=subtype, filename=filename)
    return message.as_bytes()


def write_email(path: Path, *, subject: str, body: str, attachments: Sequence[tuple[str, bytes]] = ()) -> Path:
    path.write_bytes(email_bytes(subject=subject, body=body, attachments=attachments))
    return path


def encoded_text(path: Path, text: str, encoding: str, *, bom: bool = False) -> Path:
    """``text`` written in ``encoding`` (``utf-16`` writes its own BOM; ``bom=True`` adds one for utf-8)."""
    data = text.encode(encoding)
    if bom and encoding.replace("-", "").lower() == "utf8":
        data = b"\xef\xbb\xbf" + data
    path.write_bytes(data)
    return path
