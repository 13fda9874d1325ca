"""The review PDF of a verification: the lawyer looks at every verdict on the draft and at the page it rests on.

    facts = review_pdf(store, checked, "A0004 (affidavit.md)", target, draft=read_draft(path))

Page 1 (and on, if the list is long): the verdict, the factual statements by verdict as a bar, and every
blocking statement with its reason and fix (each a link to its place in the draft). Then the draft, typeset,
each factual statement a real PDF highlight annotation in its verdict's colour (``VERDICT_COLOURS``; a verdict
this module does not know gets ``OTHER_COLOUR``) whose note gives the verdict, the reason, the fix and where the
statement sits in the original document; a colour key on every page; "S3" in the margin (a link to the page
the statement rests on). Each record cite in the draft is a link to an appendix page showing the cited page
itself - the Bates-stamped production page inserted as it is (``show_pdf_page``), never retyped - with the
span that supports or contradicts the statement highlighted in the same colour.

Built from the matter's own files with PyMuPDF; nothing leaves the machine. ``checked`` is read through a
few fields only: ``draft``, ``blocked``, ``blocking`` and, per verdict, ``statement`` (``index``, ``start``,
``end``, ``text``), ``verdict``, ``reason``, ``suggestion``, ``source``, ``source_start``, ``source_end``.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

import pymupdf

from server.documents.drafts import DraftText, read_draft, text_draft
from server.filing.cites import CiteMark, find_cites, resolve
from server.filing.layout import LETTER, Style, Typesetter
from server.matter.artifacts import StagedFile
from server.matter.evidence import StoreEvidenceIndex
from server.matter.store import MatterStore
from server.verify.evidence_index import EvidencePage

Colour = tuple[float, float, float]
VERDICT_COLOURS: dict[str, Colour] = {
    "supported": (0.42, 0.80, 0.35),
    "uncited": (0.35, 0.65, 1.00),
    "unchecked": (0.70, 0.70, 0.70),
    "review": (1.00, 0.80, 0.10),  # amber: doubt, not proof
    "unsupported": (0.98, 0.45, 0.15),
    "contradicted": (0.95, 0.25, 0.25),
}
OTHER_COLOUR: Colour = (0.75, 0.50, 0.95)
FIXES = {
    "supported": "None needed.",
    "uncited": "Add the cite.",
    "unchecked": "Check it against the cited page by hand.",
    "review": "Read the named passage: confirm the page says this (then keep it) or correct it. Does not block.",
    "unsupported": "Cite the page that carries it, or remove it; never re-word it just to pass.",
    "contradicted": "Correct it to what the page says, or remove it.",
}
APPENDIX_AREA = pymupdf.Rect(54, 112, LETTER[0] - 54, LETTER[1] - 40)
MAX_APPENDIX = 2_000
GREY: Colour = (0.35, 0.35, 0.35)
KEY_HEIGHT = 48.0


def colour(verdict: str | None) -> Colour:
    return VERDICT_COLOURS.get(verdict or "", OTHER_COLOUR)


def fix(verdict: Any) -> str:
    """What to do about a statement: its suggestion (the cite to use) or the verdict's standing advice."""
    if verdict.suggestion:
        return f"{verdict.suggestion[0].upper()}{verdict.suggestion[1:]}."
    return FIXES.get(verdict.verdict or "", "Check it by hand.")


@dataclass
class _Entry:
    """One appendix page: an evidence page and the statement spans on it."""

    page: EvidencePage
    spans: list[tuple[Any, int, int]] = field(default_factory=list)  # (verdict, start, end)
    cited_by: list[int] = field(default_factory=list)  # statement numbers
    number: int = 0  # PDF page index, once laid out


@dataclass(frozen=True)
class ReviewFacts:
    pages: int
    highlights: int
    links: int
    appendix_pages: int


def review_file(store: MatterStore, checked: Any, what: str, draft_file: Path | None = None) -> StagedFile:
    """The review PDF of ``checked``, built in ``work/`` under a hidden name, for ``write_artifact`` to move into
    place (``draft_file``: the Word or PDF draft it was read from, so each note says where a statement sits)."""
    rich = draft_file is not None and draft_file.suffix.lower() in (".docx", ".pdf")
    draft = read_draft(draft_file) if rich and draft_file is not None else None
    staged = store.folder / "work" / f".review-{secrets.token_hex(6)}.pdf.tmp"
    try:
        review_pdf(store, checked, what, staged, draft=draft)
    except BaseException:
        staged.unlink(missing_ok=True)
        raise
    return StagedFile(staged, checked.draft)


def review_pdf(
    store: MatterStore, checked: Any, what: str, target: Path, *, draft: DraftText | None = None
) -> ReviewFacts:
    """Write the review PDF of ``checked`` (a ``CheckedDraft``) to ``target``; see the module docstring."""
    return _Review(store, checked, what, draft).write(target)


class _Review:
    def __init__(self, store: MatterStore, checked: Any, what: str, draft: DraftText | None) -> None:
        self.store, self.checked, self.what = store, checked, what
        self.text: str = checked.draft
        self.draft = draft if draft is not None and draft.text == self.text else None
        self.facts = [v for v in checked.verdicts if v.verdict is not None]
        self.index = StoreEvidenceIndex(store)
        self.marks = find_cites(self.text, self.index.bates_prefixes())
        self.entries: dict[tuple[str, int], _Entry] = {}
        self.mark_targets: list[tuple[CiteMark, tuple[str, int]]] = []
        self.source_keys: dict[int, tuple[str, int]] = {}  # statement index -> its source page
        self.doc = pymupdf.open()
        self.links: list[tuple[int, pymupdf.Rect, Callable[[], int]]] = []
        self.highlights = 0
        self._sources: dict[str, pymupdf.Document | None] = {}
        self._key_doc: pymupdf.Document | None = None

    # ---- what goes in the appendix --------------------------------------------------------------------

    def _entry(self, page: EvidencePage) -> _Entry | None:
        if page.key not in self.entries:
            if len(self.entries) >= MAX_APPENDIX:
                return None
            self.entries[page.key] = _Entry(page)
        return self.entries[page.key]

    def _plan(self) -> None:
        statements = sorted(self.facts, key=lambda v: v.statement.start)
        owner = {}
        for v in statements:
            for mark in self.marks:
                if v.statement.start <= mark.start < v.statement.end:
                    owner[mark.start] = v
        for v in statements:
            if v.source is not None:
                entry = self._entry(v.source)
                if entry is not None:
                    self.source_keys[v.statement.index] = v.source.key
                    if v.source_start is not None and v.source_end is not None and v.source_end > v.source_start:
                        entry.spans.append((v, v.source_start, v.source_end))
        for mark in self.marks:
            pages = resolve(mark, self.index)
            if not pages:
                continue
            v = owner.get(mark.start)
            source = self.source_keys.get(v.statement.index) if v is not None else None
            target = next((p for p in pages if p.key == source), pages[0])  # the page the statement rests on
            for page in pages[:1] if len(pages) > 20 else pages:
                entry = self._entry(page)
                if entry is not None and v is not None and v.statement.index + 1 not in entry.cited_by:
                    entry.cited_by.append(v.statement.index + 1)
            if self._entry(target) is not None:
                self.mark_targets.append((mark, target.key))
        ordered = sorted(self.entries.values(), key=lambda e: self._first_use(e))
        self.entries = {e.page.key: e for e in ordered}

    def _first_use(self, entry: _Entry) -> int:
        uses = [m.start for m, key in self.mark_targets if key == entry.page.key]
        uses += [v.statement.start for v, _s, _e in entry.spans]
        return min(uses, default=len(self.text))

    # ---- the document -------------------------------------------------------------------------------

    def write(self, target: Path) -> ReviewFacts:
        self._plan()
        try:
            summary = self._summary()
            draft_first = self._draft()
            appendix_first = self.doc.page_count
            for entry in self.entries.values():
                self._appendix_page(entry)
            for page_number, rect, where in self.links:
                self.doc[page_number].insert_link(
                    {"kind": pymupdf.LINK_GOTO, "from": rect, "page": where(), "to": pymupdf.Point(0, 0), "zoom": 0}
                )
            toc: list[list[Any]] = [[1, "Verdict and figures", summary + 1]]
            toc.append([1, "The draft, highlighted", draft_first + 1])
            if self.entries:
                toc.append([1, "Appendix: the cited pages", appendix_first + 1])
                toc += [[2, e.page.label, e.number + 1] for e in self.entries.values()]
            self.doc.set_toc(toc)
            title = f"Verification review: {self.what}"
            self.doc.set_metadata({"title": title, "creator": "counsel", "producer": "counsel"})
            self.doc.save(target, garbage=3, deflate=True)
            return ReviewFacts(self.doc.page_count, self.highlights, len(self.links), len(self.entries))
        finally:
            self.doc.close()
            if self._key_doc is not None:
                self._key_doc.close()
            for source in self._sources.values():
                if source is not None:
                    source.close()

    def _key(self, page: pymupdf.Page) -> None:
        """The colour key along the top of every page: drawn once, shown on each page as one shared object."""
        if self._key_doc is None:
            self._key_doc = _key_strip()
        page.show_pdf_page(pymupdf.Rect(0, 0, LETTER[0], KEY_HEIGHT), self._key_doc, 0)

    def _summary(self) -> int:
        self._setter = setter = Typesetter(self.doc, top=60, on_page=self._key)
        first = setter.page.number
        checked = self.checked
        counts: dict[str, int] = {}
        for v in self.facts:
            counts[v.verdict] = counts.get(v.verdict, 0) + 1
        blocked = bool(checked.blocked)
        title = Style(font="bold", size=16, space_after=4)
        setter.paragraph(f"Verification review — {self.what}", -1, title)
        setter.paragraph(f"counsel, {date.today().isoformat()}. Every factual statement of the draft, judged against "
                         "the matter's client evidence.", -1, Style(size=10, color=GREY, space_after=14))  # fmt: skip
        shade = colour("contradicted" if blocked else "supported")
        verdict_style = Style(font="sans-bold", size=20, space_after=6, color=shade)
        setter.paragraph("BLOCKED — do not file" if blocked else "Not blocked", -1, verdict_style)
        total = len(self.facts)
        figures = ", ".join(f"{n} {verdict}" for verdict, n in counts.items())
        plural = "s" if total != 1 else ""
        setter.paragraph(f"{total} factual statement{plural}: {figures or 'none'}.", -1, Style(size=11))
        self._bar(setter, counts, total)
        if counts.get("review"):
            setter.paragraph(
                f"{counts['review']} in review (amber): doubt, not proof - they do not block. For each, read the "
                "closest passage its note names and either confirm that the page says the statement or correct it; "
                "with a bound verifier model (the rig) the model decides them.",
                -1,
                Style(size=10.5, space_after=8),
            )
        blocking = [v for v in checked.blocking if v.verdict is not None] if blocked else []
        setter.paragraph(f"Blocking statements ({len(blocking)})", -1, Style(font="bold", size=13, space_after=6))
        if not blocking:
            setter.paragraph("None.", -1, Style(size=10.5))
        for v in blocking:
            start = len(setter.lines)
            where = f" ({self.draft.where(v.statement.start)})" if self.draft else ""
            text = " ".join(v.statement.text.split())
            text = text if len(text) <= 240 else text[:239] + "…"
            setter.paragraph(f"S{v.statement.index + 1} — {v.verdict}{where}: “{text}”", -1,
                             Style(font="bold", size=10, space_after=1))  # fmt: skip
            setter.paragraph(f"Why: {v.reason}", -1, Style(size=10, indent=18, space_after=1))
            setter.paragraph(f"Fix: {fix(v)}", -1, Style(size=10, indent=18, space_after=8))
            line = setter.lines[start]
            rect = pymupdf.Rect(line.x, line.y - line.size, LETTER[0] - 72, line.y + 3)
            self.links.append((line.page, rect, self._statement_page(v)))
        setter.paragraph(
            "How to read it: the draft follows, each factual statement highlighted in its verdict's colour; open a "
            "highlight's note for the reason and the fix. Every record cite is a link to the cited page, shown in the "
            "appendix as produced, with the passage the verdict rests on highlighted.", -1,
            Style(size=9.5, color=GREY, space_after=0),
        )  # fmt: skip
        setter.finish()
        return first

    def _bar(self, setter: Typesetter, counts: dict[str, int], total: int) -> None:
        page = setter.page
        top, width = setter.y + 4, setter.width
        x = setter.left
        order = [*VERDICT_COLOURS, *sorted(set(counts) - set(VERDICT_COLOURS))]
        for verdict in order:
            n = counts.get(verdict, 0)
            if not n:
                continue
            share = width * n / total
            bar = pymupdf.Rect(x, top, x + share, top + 22)
            page.draw_rect(bar, color=(1, 1, 1), fill=colour(verdict), width=0.5)
            if share > 18:
                setter.text_at(page, x + 4, top + 15, str(n), size=10, key="sans-bold")
            x += share
        if not total:
            page.draw_rect(pymupdf.Rect(x, top, x + width, top + 22), color=(0.8, 0.8, 0.8), width=0.5)
        setter.skip(36)

    def _statement_page(self, v: Any) -> Callable[[], int]:
        def where() -> int:
            rects = self._draft_setter.rects(v.statement.start, v.statement.end)
            return rects[0][0] if rects else self._draft_setter.first_page

        return where

    def _draft(self) -> int:
        self._draft_setter = setter = Typesetter(self.doc, top=60, left=84, on_page=self._key)
        self._setter = setter
        first = setter.new_page().number
        body = Style(size=11, leading=1.5, space_after=8)
        for block in text_draft(self.text).blocks:
            setter.paragraph(self.text[block.start : block.end], block.start, body)
        setter.finish()
        for v in self.facts:
            self._highlight(setter, v)
        setter.finish()
        underlines: dict[int, list[pymupdf.Rect]] = {}
        for mark, key in self.mark_targets:
            for page_number, rect in setter.rects(mark.start, mark.end):
                self.links.append((page_number, rect, self._appendix_of(key)))
                underlines.setdefault(page_number, []).append(rect)
        for page_number, rects in underlines.items():
            shape = self.doc[page_number].new_shape()
            for rect in rects:
                shape.draw_line(rect.bl, rect.br)
            shape.finish(color=(0.1, 0.3, 0.8), width=0.6)
            shape.commit()
        return first

    def _appendix_of(self, key: tuple[str, int]) -> Callable[[], int]:
        return lambda: self.entries[key].number

    def _note(self, v: Any) -> str:
        where = f"\nWhere: {self.draft.where(v.statement.start)}" if self.draft else ""
        source = f"\nSource: {v.source.label}" if v.source is not None else ""
        return f"S{v.statement.index + 1}: {v.verdict}\n{v.reason}\nFix: {fix(v)}{where}{source}"

    def _highlight(self, setter: Typesetter, v: Any) -> None:
        by_page: dict[int, list[pymupdf.Rect]] = {}
        for page_number, rect in setter.rects(v.statement.start, v.statement.end):
            by_page.setdefault(page_number, []).append(rect)
        for number, (page_number, rects) in enumerate(by_page.items()):
            page = self.doc[page_number]
            _annotate(page, rects, v, self._note(v), f"S{v.statement.index + 1} {v.verdict}")
            self.highlights += 1
            if number == 0:
                label = f"S{v.statement.index + 1}"
                top = rects[0]
                width = setter.text_at(page, 30, top.y1 - 3, label, size=7.5, key="sans-bold", color=GREY)
                key = self.source_keys.get(v.statement.index)
                if key is not None:
                    margin = pymupdf.Rect(28, top.y0, 32 + width, top.y1)
                    self.links.append((page_number, margin, self._appendix_of(key)))

    # ---- the appendix -------------------------------------------------------------------------------

    def _source(self, document_id: str) -> pymupdf.Document | None:
        if document_id not in self._sources:
            doc = self.store.document(document_id)
            path = self.store.folder / doc.stored_path
            opened = None
            if doc.media_type == "application/pdf" and path.is_file():
                try:
                    opened = pymupdf.open(path)
                except (RuntimeError, ValueError, pymupdf.mupdf.FzErrorBase):
                    opened = None
            self._sources[document_id] = opened
        return self._sources[document_id]

    def _appendix_page(self, entry: _Entry) -> None:
        setter = Typesetter(self.doc, top=56, on_page=self._key_for_appendix)
        self._setter = setter
        page = setter.new_page()
        entry.number = page.number
        evidence = entry.page
        setter.paragraph(f"{evidence.label} — {evidence.document_name}, page {evidence.page}", -1,
                         Style(font="bold", size=12, space_after=2))  # fmt: skip
        said = []
        if entry.cited_by:
            said.append("cited by " + ", ".join(f"S{n}" for n in entry.cited_by[:20]))
        said += [f"S{v.statement.index + 1} {v.verdict} (highlighted)" for v, _s, _e in entry.spans[:12]]
        said_style = Style(size=9, color=GREY, space_after=0)
        setter.paragraph("; ".join(said) or "the page a statement rests on", -1, said_style)
        source = self._source(evidence.document_id)
        area = APPENDIX_AREA
        if source is not None and 0 < evidence.page <= source.page_count:
            shown = source[evidence.page - 1]
            page.show_pdf_page(area, source, evidence.page - 1)
            page.draw_rect(_placed(shown.rect, area), color=(0.6, 0.6, 0.6), width=0.5)
            for v, start, end in entry.spans:
                quads = [_map_quad(q, shown.rect, area) for q in _span_quads(shown, evidence.text[start:end])]
                if quads:
                    _annotate(page, quads, v, f"S{v.statement.index + 1}: {v.verdict}\n{v.reason}",
                              f"S{v.statement.index + 1} {v.verdict}")  # fmt: skip
        else:
            setter.skip(10)
            setter.paragraph("This page has no PDF in the matter (it was not produced); its text as stored:", -1,
                             Style(font="italic", size=9, color=GREY))  # fmt: skip
            setter.paragraph(evidence.text[:6000], -1, Style(size=9, leading=1.2))
        setter.finish()

    def _key_for_appendix(self, page: pymupdf.Page) -> None:
        self._key(page)


def _key_strip() -> pymupdf.Document:
    """A one-page PDF strip holding the colour key, to be shown at the top of every page."""
    strip = pymupdf.open()
    page = strip.new_page(width=LETTER[0], height=KEY_HEIGHT)
    setter = Typesetter(strip)
    x = 54.0
    setter.text_at(page, x, 34, "counsel review", size=8, key="sans-bold", color=GREY)
    x += 72
    shape = page.new_shape()
    for verdict, rgb in (*VERDICT_COLOURS.items(), ("other", OTHER_COLOUR)):
        shape.draw_rect(pymupdf.Rect(x, 26, x + 10, 36))
        shape.finish(color=None, fill=rgb)
        x += 13 + setter.text_at(page, x + 13, 34, verdict, size=8, key="sans", color=GREY) + 8
    shape.draw_line(pymupdf.Point(54, 42), pymupdf.Point(LETTER[0] - 54, 42))
    shape.finish(color=(0.8, 0.8, 0.8), width=0.5)
    shape.commit()
    setter.finish()
    return strip


def _annotate(page: pymupdf.Page, rects: Sequence[Any], v: Any, note: str, subject: str) -> None:
    annot = page.add_highlight_annot(rects)
    annot.set_colors(stroke=colour(v.verdict))
    annot.set_info(title="counsel", subject=subject, content=note)
    annot.update()


def _placed(source: pymupdf.Rect, area: pymupdf.Rect) -> pymupdf.Rect:
    """Where ``show_pdf_page`` puts a page of size ``source`` inside ``area`` (proportions kept, centred)."""
    scale = min(area.width / source.width, area.height / source.height)
    width, height = source.width * scale, source.height * scale
    x0 = area.x0 + (area.width - width) / 2
    y0 = area.y0 + (area.height - height) / 2
    return pymupdf.Rect(x0, y0, x0 + width, y0 + height)


def _map_quad(quad: pymupdf.Quad, source: pymupdf.Rect, area: pymupdf.Rect) -> pymupdf.Quad:
    placed = _placed(source, area)
    scale = placed.width / source.width
    matrix = pymupdf.Matrix(scale, 0, 0, scale, placed.x0 - source.x0 * scale, placed.y0 - source.y0 * scale)
    return quad * matrix


def _span_quads(page: pymupdf.Page, snippet: str) -> list[pymupdf.Quad]:
    """Where ``snippet`` (page text as stored) is printed on ``page``: the whole of it, else line by line."""
    whole = " ".join(snippet.split())
    if not whole:
        return []
    found = page.search_for(whole[:300], quads=True)
    if found:
        return found
    quads: list[pymupdf.Quad] = []
    for piece in re.split(r"\n|(?<=[.;:!?])\s+", snippet):
        piece = " ".join(piece.split())
        if len(piece) >= 3:
            hits = page.search_for(piece[:300], quads=True)
            quads += hits[:1]
    return quads
