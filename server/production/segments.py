"""A long client PDF across the workers: its pages in ranges, each read and stamped into a partial PDF.

A production of one 3,000-page exhibit would otherwise stamp it in one worker while the other waits. A
client PDF longer than ``split_pages`` is cut into page ranges (segments), scheduled by
``server/production/engine.py``; every job here runs in a worker process:

    stamp_segment(SegmentJob)    graft the range into a new PDF; per page, read its text (the text file
                                 read_pages would write) and stamp it, loading each page once. A page
                                 without a text layer is left for OCR (``ocr_page``, as for any page)
    finish_segment(SegmentJob)   once those pages are OCR'd: invisible OCR words, then the stamp, on each
    join_segments(JoinJob)       the partials in order into documents/<FIRST>.pdf (the source's metadata,
                                 outline and page labels kept), the document's text, the source's hashes

Bates numbers, page and document text files, OCR and load files come out as for an unsplit document.
Partials live under the staging folder's .work/ and are removed once joined.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pymupdf

from server.errors import DocumentError
from server.production.combined_pdf import CombinedPdf
from server.production.jobs import (
    Layout,
    Numbering,
    StampResult,
    Unit,
    non_space,
    open_pdf,
    page_texts,
    pdf_errors,
    source_hashes,
)
from server.production.loadfiles import write_text
from server.production.stamping import MIN_TEXT_CHARS, PageInk, Stamp, StampPosition


@dataclass(frozen=True)
class SegmentJob:
    unit: Unit
    first_number: int  # the unit's first Bates number
    start: int  # 0-based page range [start, stop) of the unit
    stop: int
    layout: Layout
    numbering: Numbering
    position: StampPosition
    ocr_pages: tuple[int, ...] = ()  # for finish_segment: the range's pages that were OCR'd (0-based, in the unit)


@dataclass(frozen=True)
class SegmentRead:
    unit_index: int
    start: int
    chars: tuple[int, ...]  # non-space characters of each page's text layer, from ``start``
    needs_ocr: tuple[int, ...]  # 0-based pages (in the unit) left unstamped until their OCR is done


@dataclass(frozen=True)
class SegmentStamped:
    unit_index: int
    start: int


@dataclass(frozen=True)
class JoinJob:
    unit: Unit
    first_number: int
    layout: Layout
    numbering: Numbering
    starts: tuple[int, ...]  # first page of each segment, in order
    ocr_pages: tuple[int, ...]


def segment_starts(pages: int, split_pages: int) -> range:
    return range(0, pages, split_pages)


def partial_pdf(layout: Layout, unit: Unit, start: int) -> Path:
    return layout.work / f"unit-{unit.index:06d}-pages-{start:06d}.pdf"


def stamp_segment(job: SegmentJob) -> SegmentRead:
    """Read and stamp pages [start, stop) into their partial PDF; pages that need OCR wait unstamped."""
    unit, layout, numbering = job.unit, job.layout, job.numbering
    chars: list[int] = []
    needs_ocr: list[int] = []
    texts: list[str] = []
    with open_pdf(unit.source, unit.name) as source, pymupdf.open() as part:
        if source.page_count != unit.pages:
            raise DocumentError(
                f"{unit.name} now has {source.page_count} pages, not the {unit.pages} counted before numbering; "
                "it changed during the production: run the production again"
            )
        with pdf_errors(unit.name, job.start):
            part.insert_pdf(source, from_page=job.start, to_page=job.stop - 1, widgets=bool(source.is_form_pdf))
        ink = PageInk(part)
        for offset, number in enumerate(range(job.start, job.stop)):
            bates = numbering.label(job.first_number + number)
            with pdf_errors(unit.name, number):
                page = part.load_page(offset)
                text = page.get_text()
            count = non_space(text)
            chars.append(count)
            if count < MIN_TEXT_CHARS:
                needs_ocr.append(number)
                texts.append("")  # filled in from the page's OCR text file when the document is joined
                continue
            texts.append(text)
            write_text(layout.page_text(bates), text)
            with pdf_errors(unit.name, number):
                ink.stamp(page, Stamp(bates, unit.legend, job.position))
        with pdf_errors(unit.name):
            part.save(partial_pdf(layout, unit, job.start))
    _write_run(layout, unit, job.start, texts)
    return SegmentRead(unit.index, job.start, tuple(chars), tuple(needs_ocr))


def _write_run(layout: Layout, unit: Unit, start: int, texts: list[str]) -> None:
    layout.text_run(unit.index, start).write_text(json.dumps(texts), encoding="utf-8")


def finish_segment(job: SegmentJob) -> SegmentStamped:
    """Put the OCR'd pages' invisible words and stamps into the segment's partial PDF."""
    unit, layout, numbering = job.unit, job.layout, job.numbering
    path = partial_pdf(layout, unit, job.start)
    with pdf_errors(unit.name), pymupdf.open(path) as part:
        ink = PageInk(part)
        for number in job.ocr_pages:
            bates = numbering.label(job.first_number + number)
            with pdf_errors(unit.name, number):
                page = part.load_page(number - job.start)
                if layout.words(bates).exists():
                    found = json.loads(layout.words(bates).read_text(encoding="utf-8"))
                    ink.invisible_words(page, found["words"], found["width_px"], found["height_px"])
                ink.stamp(page, Stamp(bates, unit.legend, job.position))
        part.saveIncr()
    return SegmentStamped(unit.index, job.start)


def join_segments(job: JoinJob) -> StampResult:
    """The partials, in order, into the document's PDF; then its text file and the source's hashes."""
    unit, layout, numbering = job.unit, job.layout, job.numbering
    first = numbering.label(job.first_number)
    joined = CombinedPdf(layout.document_pdf(first), scratch=layout.work / f"unit-{unit.index:06d}-joined.tmp")
    try:
        with pdf_errors(unit.name):
            for start in reversed(job.starts):
                joined.prepend(partial_pdf(layout, unit, start))
            with open_pdf(unit.source, unit.name) as source:
                joined.adopt(source)
            joined.finish()
    finally:
        joined.close()
    for start in job.starts:
        partial_pdf(layout, unit, start).unlink(missing_ok=True)
    texts = page_texts(layout, unit, job.first_number, numbering, job.starts, job.ocr_pages)
    write_text(layout.document_text(first), "\f".join(texts))
    try:
        md5, sha256 = source_hashes(unit.source)
    except FileNotFoundError:
        raise DocumentError(f"{unit.name}: the file vanished ({unit.source}); re-ingest it") from None
    return StampResult(unit.index, md5, sha256, None)
