"""PDF pages: the text layer through PyMuPDF, Tesseract for pages that have none.

The only module of the ingest layer that imports ``pymupdf``; its errors are translated here.
A file is opened by path, so MuPDF streams it from disk and a 2,000-page PDF never sits in memory.
Pages are read in two passes: the text layer of every page first, then the pages whose text layer has
fewer than ``min_text_chars`` non-space characters are rendered (greyscale, at ``OcrOptions.dpi``) and
OCR'd in batches of ``OcrOptions.batch_pages`` page images, so at most one batch of images is held.

Whole-document problems raise ``DocumentError`` before any page is returned: a file that vanished, an
empty or corrupt file, a password, no pages. A page that cannot be rendered or OCR'd comes back empty
(``ocr=True``) with a line in ``metadata["warnings"]``; if no page at all could be read, that raises too.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf

from server.documents.ocr_pool import ExtractedPages, OcrOptions, RawPage, batched, join_warnings, ocr_batch, vanished
from server.errors import DocumentError

STAMP_ONLY_CHARS = 120  # a thin text layer over a full-page image: OCR the image too

MEDIA_TYPE = "application/pdf"
_MUPDF_ERRORS = (RuntimeError, ValueError, pymupdf.mupdf.FzErrorBase)
_METADATA_KEYS = {
    "title": "title",
    "author": "author",
    "subject": "subject",
    "keywords": "keywords",
    "creator": "creator",
    "producer": "producer",
    "creationDate": "created",
    "modDate": "modified",
}


def read_pdf(source: Path | bytes, name: str, *, options: OcrOptions, min_text_chars: int) -> ExtractedPages:
    """Every page of the PDF at ``source`` (a path, or the bytes of an attachment) as text."""
    doc = _open(source, name)
    with doc:
        if doc.needs_pass:
            raise DocumentError(
                f"{name} is encrypted and needs a password, so it was not ingested; remove the password "
                "(`qpdf --decrypt --password=PASSWORD -- in.pdf out.pdf`, or open it and save a copy without "
                "a password) and ingest the decrypted copy"
            )
        if doc.page_count == 0:
            raise DocumentError(f"{name} has no pages; ask for the document again or re-export it as a PDF")
        page_count = doc.page_count
        metadata = _metadata(doc)
        texts, needs_ocr, warnings = _text_layer(doc, name, min_text_chars)
        ocr_done, ocr_failed = _ocr_pages(doc, needs_ocr, texts, warnings, options)
    if ocr_failed == page_count:
        raise DocumentError(f"{name}: no page could be read ({warnings[0]}); check the file or re-scan it")
    pages = tuple(RawPage(text=texts[i], ocr=i in ocr_done) for i in range(len(texts)))
    metadata.update({"page_count": str(len(pages)), "ocr_pages": str(len(ocr_done))})
    metadata.update(join_warnings(warnings))
    return ExtractedPages(pages=pages, media_type=MEDIA_TYPE, metadata=metadata)


def _open(source: Path | bytes, name: str) -> pymupdf.Document:
    try:
        if isinstance(source, Path):
            return pymupdf.open(source, filetype="pdf")
        return pymupdf.open(stream=source, filetype="pdf")
    except (FileNotFoundError, pymupdf.FileNotFoundError):
        raise vanished(name) from None
    except pymupdf.EmptyFileError:
        raise DocumentError(f"{name} is empty (0 bytes); ask for the document again") from None
    except OSError as exc:
        raise DocumentError(f"{name} could not be read ({exc.strerror or exc}); check its permissions") from exc
    except _MUPDF_ERRORS as exc:
        raise DocumentError(
            f"{name} is not a readable PDF ({exc}); it may be damaged or truncated: ask for a fresh copy, "
            "or repair it with `qpdf -- in.pdf out.pdf` and ingest the repaired copy"
        ) from exc


def _metadata(doc: pymupdf.Document) -> dict[str, str]:
    raw = doc.metadata or {}
    return {ours: str(raw[theirs]).strip() for theirs, ours in _METADATA_KEYS.items() if raw.get(theirs)}


def _text_layer(doc: pymupdf.Document, name: str, min_text_chars: int) -> tuple[list[str], list[int], list[str]]:
    """Extract every page's text layer; list the pages whose layer is too thin and need OCR."""
    texts: list[str] = []
    needs_ocr: list[int] = []
    warnings: list[str] = []
    for index in range(doc.page_count):
        try:
            text = doc.load_page(index).get_text()
        except _MUPDF_ERRORS as exc:
            warnings.append(f"page {index + 1}: the text layer could not be read ({exc}); OCR was used instead")
            text = ""
        texts.append(text)
        chars = sum(1 for char in text if not char.isspace())
        if chars < min_text_chars or (chars < STAMP_ONLY_CHARS and _mostly_image(doc, index)):
            needs_ocr.append(index)
    return texts, needs_ocr, warnings


def _mostly_image(doc: pymupdf.Document, index: int) -> bool:
    """A scan whose only text is a stamp (a received Bates-stamped production): images cover most of it."""
    try:
        page = doc.load_page(index)
        area = abs(page.rect) or 1.0
        covered = sum(abs(pymupdf.Rect(info["bbox"]) & page.rect) for info in page.get_image_info())
    except _MUPDF_ERRORS:
        return False
    return covered / area >= 0.5


def _ocr_pages(
    doc: pymupdf.Document, indices: list[int], texts: list[str], warnings: list[str], options: OcrOptions
) -> tuple[set[int], int]:
    """OCR the listed pages in bounded batches, writing into ``texts``; return (OCR'd pages, failed count)."""
    done: set[int] = set()
    failed = 0
    for batch in batched(indices, max(1, options.batch_pages)):
        rendered: list[int] = []
        pngs: list[bytes] = []
        for index in batch:
            done.add(index)
            try:
                pixmap = doc.load_page(index).get_pixmap(dpi=options.dpi, colorspace=pymupdf.csGRAY)
                pngs.append(pixmap.tobytes("png"))
                rendered.append(index)
            except _MUPDF_ERRORS as exc:
                texts[index] = ""
                failed += 1
                warnings.append(f"page {index + 1}: could not be rendered for OCR ({exc}); its text is empty")
        for index, result in zip(rendered, ocr_batch(pngs, options), strict=True):
            layer = texts[index].strip()
            # Keep a stamp's exact text (e.g. a Bates number) beside the OCR of the scan beneath it.
            texts[index] = result.text + (f"\n{layer}" if layer and layer not in result.text else "")
            if result.error is not None:
                failed += 1
                warnings.append(f"page {index + 1}: OCR failed ({result.error}); its text is empty")
    return done, failed
