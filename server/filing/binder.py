"""The filing binder: the draft typeset as a court paper, then the exhibits it cites, straight from the production.

    exhibits = plan_exhibits(draft.text, marks_and_pages)       # in cite order, each exhibit once
    facts = build_binder(draft, structure, exhibits, links, target, for_review=False, check=..., progress=...)

The draft: US Letter, 1-inch margins, Nimbus Roman 12 pt (embedded), the caption (court; parties and case number
side by side), the title, numbered paragraphs double-spaced, headings, the signature block; page numbers at the
foot, no line numbers. Then each exhibit's pages as the production made them (Bates stamps and legends included:
the per-document PDFs of ``productions/<id>/documents/`` are concatenated, not re-rendered), a bookmark per exhibit
and per Bates range it is cited for, and every Bates cite of the draft a link to the page stamped with that number.
``for_review`` stamps every page "DRAFT — NOT VERIFIED".

The binder is built under a hidden name beside ``target`` and renamed into place only when whole; ``check()`` is
called between exhibits (it raises to cancel) and a cancelled or failed build leaves nothing behind.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pymupdf

from server.documents.drafts import DraftText
from server.errors import DocumentError
from server.filing.layout import LETTER, Style, Typesetter, font, measure
from server.filing.structure import Caption, Structure
from server.production.combined_pdf import CombinedPdf

DRAFT_STAMP = "DRAFT — NOT VERIFIED"
BODY = Style(size=12, leading=2.0, first=36, space_after=0)
NUMBERED = Style(size=12, leading=2.0, first=36, space_after=0)
HEADING = Style(font="bold", size=12, leading=2.0, align="center", space_after=0)
TITLE = Style(font="bold", size=12, leading=1.5, align="center", space_after=18)
SIGNATURE = Style(size=12, leading=1.2, indent=252, space_after=10)


@dataclass
class Exhibit:
    label: str
    document_id: str
    name: str
    path: Path
    first_bates: str
    last_bates: str
    pages: int
    cited: list[tuple[int, str]] = field(default_factory=list)  # (page within the exhibit, Bates), cite order
    start: int = 0  # its first page in the binder (0-based), once built


@dataclass(frozen=True)
class Link:
    start: int  # the cite's characters in the draft
    end: int
    document_id: str
    page: int  # 1-based page within the exhibit


@dataclass(frozen=True)
class BinderFacts:
    pages: int
    draft_pages: int
    links: int
    bookmarks: int


def typeset_draft(doc: pymupdf.Document, draft: DraftText, structure: Structure, caption: Caption,
                  title: str | None) -> Typesetter:  # fmt: skip
    """The draft as a court paper into ``doc``; returns the typesetter (where every draft character landed)."""
    setter = Typesetter(doc)
    text = draft.text
    if not caption.empty:
        _caption(setter, caption)
    if title is not None:
        setter.paragraph(title, -1, TITLE)
    elif structure.title is not None:
        setter.paragraph(text[structure.title.start : structure.title.end], structure.title.start, TITLE)
    for part in structure.body:
        chunk = text[part.start : part.end]
        if part.kind == "signature":
            setter.skip(12)
            setter.paragraph(chunk, part.start, SIGNATURE)
        elif part.kind == "heading":
            setter.paragraph(chunk, part.start, HEADING)
        else:
            setter.paragraph(" ".join(chunk.split("\n")), part.start, NUMBERED if part.kind == "numbered" else BODY)
    setter.finish()
    total = doc.page_count
    for page in doc:
        setter.text_at(page, LETTER[0] / 2 - 20, LETTER[1] - 40, f"Page {page.number + 1} of {total}", size=10)
    setter.finish()
    return setter


def _caption(setter: Typesetter, caption: Caption) -> None:
    if caption.court:
        setter.paragraph(caption.court, -1, Style(font="bold", size=12, align="center", space_after=12))
    top = setter.y
    left = Style(size=12, leading=1.2, right=setter.width / 2 + 12, space_after=0)
    for line in caption.parties or ("",):
        setter.paragraph(line, -1, left)
    bottom = max(setter.y, top + 60)
    page = setter.page
    middle = setter.left + setter.width / 2
    page.draw_line(pymupdf.Point(middle, top - 2), pymupdf.Point(middle, bottom + 2), width=0.75)
    page.draw_line(pymupdf.Point(setter.left, bottom + 2), pymupdf.Point(middle, bottom + 2), width=0.75)
    setter.y = top + (bottom - top) / 2 - 8
    setter.paragraph(caption.case_number, -1, Style(size=12, indent=setter.width / 2 + 18, space_after=0))
    setter.y = bottom + 24


def build_binder(
    doc_draft: pymupdf.Document,
    setter: Typesetter,
    exhibits: Sequence[Exhibit],
    links: Sequence[Link],
    target: Path,
    *,
    for_review: bool,
    title: str,
    check: Callable[[], None] = lambda: None,
    progress: Callable[[int, int, str], None] = lambda done, total, message: None,
) -> BinderFacts:
    """Write the binder of the typeset draft (``doc_draft``, laid out by ``setter``) and ``exhibits`` to ``target``."""
    staging = target.with_name(f".{target.name}.{secrets.token_hex(4)}")
    draft_pdf = staging.with_suffix(".draft")
    scratch = staging.with_suffix(".scratch")
    draft_pages = doc_draft.page_count
    try:
        doc_draft.save(draft_pdf, garbage=3, deflate=True)
        combined = CombinedPdf(staging, scratch=scratch)
        try:
            for done, exhibit in enumerate(reversed(exhibits), start=1):
                check()
                try:
                    combined.prepend(exhibit.path)
                except (OSError, RuntimeError, ValueError, pymupdf.mupdf.FzErrorBase) as exc:
                    raise DocumentError(
                        f"exhibit {exhibit.label} ({exhibit.path.name}, {exhibit.first_bates}) cannot be read from the "
                        f"production ({exc}); run `python -m server matter verify` to see what changed, and produce "
                        "the exhibits again with bates_stamp if it was damaged"
                    ) from exc
                progress(done, len(exhibits) + 1, f"exhibit {exhibit.label} ({exhibit.first_bates})")
            combined.prepend(draft_pdf)
            check()
            combined.finish()
        finally:
            combined.close()
        start = draft_pages
        for exhibit in exhibits:
            exhibit.start = start
            start += exhibit.pages
        facts = _finish_binder(staging, setter, exhibits, links, draft_pages, for_review=for_review, title=title)
        check()
        staging.replace(target)
        return facts
    finally:
        for path in (draft_pdf, scratch, staging):
            path.unlink(missing_ok=True)


def _finish_binder(
    path: Path, setter: Typesetter, exhibits: Sequence[Exhibit], links: Sequence[Link], draft_pages: int, *,
    for_review: bool, title: str,
) -> BinderFacts:  # fmt: skip
    by_id = {e.document_id: e for e in exhibits}
    doc = pymupdf.open(path)
    try:
        made = 0
        for link in links:
            exhibit = by_id.get(link.document_id)
            if exhibit is None or not 0 < link.page <= exhibit.pages:
                continue
            for page_number, rect in setter.rects(link.start, link.end):
                doc[page_number].insert_link(
                    {"kind": pymupdf.LINK_GOTO, "from": rect, "page": exhibit.start + link.page - 1,
                     "to": pymupdf.Point(0, 0), "zoom": 0}
                )  # fmt: skip
                made += 1
        toc: list[list] = [[1, title, 1]]
        for exhibit in exhibits:
            toc.append([1, f"Exhibit {exhibit.label}: {exhibit.name} ({exhibit.first_bates}–{exhibit.last_bates})",
                        exhibit.start + 1])  # fmt: skip
            for first, last in _runs(exhibit.cited):
                label = first[1] if first == last else f"{first[1]}–{last[1]}"
                toc.append([2, label, exhibit.start + first[0]])
        doc.set_toc(toc)
        doc.set_metadata({"title": title, "creator": "counsel", "producer": "counsel",
                          "subject": DRAFT_STAMP if for_review else "filing binder"})  # fmt: skip
        if for_review:
            _stamp(doc)
        doc.save(path.with_suffix(".final"), garbage=1, deflate=True)
        pages = doc.page_count
    finally:
        doc.close()
    path.with_suffix(".final").replace(path)
    return BinderFacts(pages, draft_pages, made, len(toc))


def _runs(cited: Sequence[tuple[int, str]]) -> list[tuple[tuple[int, str], tuple[int, str]]]:
    """Cited pages as runs of consecutive pages: [(first, last), ...] in page order."""
    pages = sorted(set(cited))
    runs: list[tuple[tuple[int, str], tuple[int, str]]] = []
    for page in pages:
        if runs and page[0] == runs[-1][1][0] + 1:
            runs[-1] = (runs[-1][0], page)
        else:
            runs.append((page, page))
    return runs


def _stamp(doc: pymupdf.Document) -> None:
    """"DRAFT — NOT VERIFIED" across the top of every page: one small stamp page shown on each (one object)."""
    stamp = pymupdf.open()
    page = stamp.new_page(width=LETTER[0], height=30)
    writer = pymupdf.TextWriter(page.rect, color=(0.85, 0.1, 0.1))
    width = measure(DRAFT_STAMP, "sans-bold", 16)
    writer.append(((LETTER[0] - width) / 2, 21), DRAFT_STAMP, font=font("sans-bold"), fontsize=16)
    writer.write_text(page)
    for target in doc:
        rect = target.rect
        target.show_pdf_page(pymupdf.Rect(rect.x0, rect.y0 + 4, rect.x1, rect.y0 + 4 + 30 * rect.width / LETTER[0]),
                             stamp, 0)  # fmt: skip
    stamp.close()
