"""OCR page images in bounded batches, degrading one bad page instead of the whole document.

Shared by ``server/documents/pdf.py`` and ``server/documents/image.py``. Callers render at most
``OcrOptions.batch_pages`` page images at a time and hand each batch to :func:`ocr_batch`, which runs
``server.documents.tesseract.ocr_pngs`` (worker processes, on-disk cache). If Tesseract fails on a batch, the batch is
retried page by page so that only the pages Tesseract really cannot read come back with an ``error``;
a missing Tesseract is a whole-document problem and raises.

    for batch in batched(pages_needing_ocr, options.batch_pages):
        results = ocr_batch([render(page) for page in batch], options)
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from server.documents.tesseract import DEFAULT_DPI, OcrResult, ocr_pngs, tesseract_available
from server.errors import DocumentError

log = logging.getLogger(__name__)

DEFAULT_BATCH_PAGES = 8
"""Page images held in memory at once: a 300 dpi letter page is ~8 MB as pixels, ~0.2 MB as PNG."""

T = TypeVar("T")
OcrFunction = Callable[..., list[OcrResult]]
"""Signature of ``server.documents.tesseract.ocr_pngs``; a test may pass a failure-injecting wrapper."""


@dataclass(frozen=True)
class OcrOptions:
    """How pages without a text layer are OCR'd."""

    workers: int = 2
    dpi: int = DEFAULT_DPI
    cache_dir: Path | None = None
    batch_pages: int = DEFAULT_BATCH_PAGES
    engine: OcrFunction = ocr_pngs  # tests pass a wrapper around it to watch or break batches


@dataclass(frozen=True)
class RawPage:
    """One page as a reader extracted it, before line-end normalisation and offsets."""

    text: str
    ocr: bool


@dataclass(frozen=True)
class ExtractedPages:
    """What a format reader (PDF, image) hands back to ``server/documents/parse.py``."""

    pages: tuple[RawPage, ...]
    media_type: str
    metadata: dict[str, str]


@dataclass(frozen=True)
class PageOcr:
    """OCR outcome for one page image: the text, or why this page could not be read."""

    text: str
    error: str | None = None


def batched(items: Iterable[T], size: int) -> Iterator[list[T]]:
    """Yield lists of up to ``size`` items (``itertools.batched`` arrives only in Python 3.12)."""
    batch: list[T] = []
    for item in items:
        batch.append(item)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def ocr_batch(pngs: Sequence[bytes], options: OcrOptions, *, dpi: int | None = None) -> list[PageOcr]:
    """OCR one batch of PNG page images in order; a page Tesseract cannot read gets ``error`` set.

    Raises ``DocumentError`` only when Tesseract itself is missing (no page of any document could be read).
    """
    if not pngs:
        return []
    resolution = dpi or options.dpi
    try:
        results = options.engine(pngs, workers=options.workers, dpi=resolution, cache_dir=options.cache_dir)
        return [PageOcr(text=result.text) for result in results]
    except (DocumentError, TimeoutError, BrokenProcessPool) as exc:  # a page stalled or killed its worker
        if not tesseract_available():
            raise
        if len(pngs) == 1:
            return [PageOcr(text="", error=str(exc))]
    log.warning("OCR failed for a batch of %d pages; retrying them one at a time", len(pngs))
    return [_ocr_one(png, options, resolution) for png in pngs]


def _ocr_one(png: bytes, options: OcrOptions, dpi: int) -> PageOcr:
    try:
        (result,) = options.engine([png], workers=1, dpi=dpi, cache_dir=options.cache_dir)
    except DocumentError as exc:
        if not tesseract_available():
            raise
        return PageOcr(text="", error=str(exc))
    return PageOcr(text=result.text)


def vanished(name: str) -> DocumentError:
    """The error for a file that was there when ingest began and is gone now."""
    return DocumentError(f"{name} vanished before it could be read; check the file is still there and ingest it again")


def join_warnings(warnings: Sequence[str]) -> dict[str, str]:
    """The ``metadata`` entry for page-level problems: one line per problem, absent when there are none."""
    return {"warnings": "\n".join(warnings)} if warnings else {}
