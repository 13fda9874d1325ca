"""The combined production PDF, concatenated from the per-document PDFs with flat memory.

Documents are handed in last-to-first and inserted at the front: MuPDF finds page 0 at once, while
appending walks the whole page tree on every insert (quadratic: 10,000 pages took 4 s to append and
0.3 s to prepend). MuPDF keeps every grafted stream in memory until the document is saved, so the file
is written out incrementally every 16 MB of input and reopened, which keeps peak memory flat whatever
the page count. Each per-document PDF carries its own copy of the stamp font; inserted pages are
pointed at the first copy and a final full save (``garbage=1``) drops the rest, so the combined file
holds one font object.

    combined = CombinedPdf(folder / "PROD001.pdf", scratch=work / "combined.tmp")
    for path in reversed(document_pdfs):
        combined.prepend(path)
    combined.finish()
"""

from __future__ import annotations

import logging
import shutil
from pathlib import Path

import pymupdf

from server.production.stamping import FONT_RESOURCE

FLUSH_BYTES = 16 << 20
_INFO = {"title", "author", "subject", "keywords", "creator", "producer", "creationDate", "modDate", "trapped"}
log = logging.getLogger(__name__)


def _stamp_font_xref(doc: pymupdf.Document) -> int:
    for entry in doc.get_page_fonts(0):
        if entry[4] == FONT_RESOURCE:
            return int(entry[0])
    return 0


def _relink_font(doc: pymupdf.Document, pages: int, font_xref: int) -> None:
    """Point the stamp font of pages [0, pages) at ``font_xref``."""
    m = pymupdf.mupdf
    pdf = m.pdf_document_from_fz_document(doc.this)
    font = m.pdf_new_indirect(pdf, font_xref, 0)
    seen: set[int] = set()
    for number in range(pages):
        resources = m.pdf_dict_get_inheritable(m.pdf_lookup_page_obj(pdf, number), m.PDF_ENUM_NAME_Resources)
        key = m.pdf_to_num(resources)
        if key and key in seen:
            continue
        seen.add(key)
        fonts = m.pdf_dict_get(resources, m.PDF_ENUM_NAME_Font)
        if m.pdf_is_dict(fonts) and m.pdf_is_indirect(m.pdf_dict_gets(fonts, FONT_RESOURCE)):
            m.pdf_dict_puts(fonts, FONT_RESOURCE, font)


class CombinedPdf:
    """Concatenates PDFs handed in last-to-first into ``target`` (written by ``finish``)."""

    def __init__(self, target: Path, *, scratch: Path, flush_bytes: int = FLUSH_BYTES) -> None:
        self.target = target
        self.scratch = scratch
        self.flush_bytes = flush_bytes
        self.pages = 0
        self._doc: pymupdf.Document | None = None
        self._font_xref = 0
        self._pending = 0

    def prepend(self, path: Path) -> None:
        """Put the pages of ``path`` in front of everything added so far."""
        if self._doc is None:
            shutil.copyfile(path, self.scratch)
            self._doc = pymupdf.open(self.scratch)
            self._font_xref = _stamp_font_xref(self._doc)
            self.pages = self._doc.page_count
            return
        with pymupdf.open(path) as source:
            self._doc.insert_pdf(source, start_at=0, final=True, widgets=bool(source.is_form_pdf))
            count = source.page_count
        self.pages += count
        if self._font_xref:
            _relink_font(self._doc, count, self._font_xref)
        self._pending += path.stat().st_size
        if self._pending >= self.flush_bytes:
            self._doc.saveIncr()
            self._doc.close()
            self._doc = pymupdf.open(self.scratch)
            self._pending = 0

    def adopt(self, source: pymupdf.Document) -> None:
        """Take the document-level facts of ``source``, whose pages these are in the same order: its
        metadata, outline (bookmarks) and page labels. Best effort: one that cannot be copied is left out."""
        if self._doc is None:
            raise ValueError("CombinedPdf.adopt() before any document was added")
        copies = (
            lambda: self._doc.set_metadata({k: v for k, v in (source.metadata or {}).items() if v and k in _INFO}),
            lambda: self._doc.set_toc(source.get_toc(simple=False)) if source.get_toc() else None,
            lambda: self._doc.set_page_labels(source.get_page_labels()) if source.get_page_labels() else None,
        )
        for copy in copies:
            try:
                copy()
            except (RuntimeError, ValueError, IndexError) as exc:
                log.warning("%s: a document-level entry was not copied (%s)", self.target.name, exc)

    def finish(self) -> Path:
        """Write ``target`` in full (one font object, no orphans) and remove the scratch file."""
        if self._doc is None:
            raise ValueError("CombinedPdf.finish() before any document was added")
        try:
            self._doc.save(self.target, garbage=1, deflate=True)
        finally:
            self.close()
        return self.target

    def close(self) -> None:
        if self._doc is not None:
            self._doc.close()
            self._doc = None
        self.scratch.unlink(missing_ok=True)
