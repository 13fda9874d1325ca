"""Summaries at any size: chunks of pages, notes that cite their page, merges checked against their inputs.

A summary model reads the evidence a chunk of pages at a time and answers notes (date, one sentence, the cite
labels of its page); notes are then merged (``plan_merges``: a chronology once, an overview in passes until one
answer holds it). Every note is checked in code on arrival: it may cite only the pages given to the call that
wrote it (a chunk's pages, or the cites of the notes a merge was given). A note citing anything else is dropped
and reported, never kept.

    book = CiteBook(pages)                                          # every form a label may take -> the page
    for chunk in plan_chunks(pages, max_chars=12_000, max_pages=8):    # schema: notes_schema(labels of the chunk)
        notes, dropped = read_notes(items, allowed=chunk.keys, book=book, source=call_number)
    batches = plan_merges(notes, book, max_chars=3_000, target=None, kind="chronology")   # [] once final
    notes, dropped = read_notes(items, allowed=cites_of(batch), book=book, source=call_number, level=2)

Rendering (chronology, overview, per document) is ``server.matter.summary_render``. Nothing here calls a model
or touches a store.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from server.matter.evidence import canonical_order
from server.verify.evidence_index import EvidencePage
from server.verify.facts import find_dates

Kind = Literal["chronology", "overview", "per_document"]
PageKey = tuple[str, int]  # (document id, 1-based page)

NOTE_TEXT_CHARS = 400


def notes_schema(labels: Iterable[str]) -> dict[str, Any]:
    """The JSON a call answers: notes of date, text and cites, each cite one of ``labels`` (the call's inputs), so
    a server that enforces the schema cannot even write another; ``read_notes`` checks it all the same."""
    return {
        "type": "object",
        "properties": {
            "notes": {
                "type": "array",
                "maxItems": 60,
                "items": {
                    "type": "object",
                    "properties": {
                        "date": {"type": "string", "maxLength": 40},
                        "text": {"type": "string", "maxLength": NOTE_TEXT_CHARS},
                        "cites": {
                            "type": "array",
                            "minItems": 1,
                            "maxItems": 4,
                            "items": {"type": "string", "enum": sorted(set(labels))},
                        },
                    },
                    "required": ["date", "text", "cites"],
                },
            }
        },
        "required": ["notes"],
    }


def _form(label: str) -> str:
    """The form labels are compared in: "d0003 P. 2", "D0003 page 2" and "D0003 p.2" -> "D0003P2"."""
    return re.sub(r"[^A-Z0-9]", "", re.sub(r"(?i)\bpages?\b", "P", label).upper())


class CiteBook:
    """The pages of one summary and every way a note may cite them: the full label ("D0003 p.2 = SMITH000014"),
    either half of it, the Bates number alone, with any spacing, case or brackets."""

    def __init__(self, pages: Iterable[EvidencePage]) -> None:
        self.pages: dict[PageKey, EvidencePage] = {}
        self._forms: dict[str, PageKey] = {}
        self._order: dict[PageKey, int] = {}
        prefixes: set[str] = set()
        for page in sorted(pages, key=canonical_order):
            if page.key in self.pages:
                continue
            self.pages[page.key] = page
            self._order[page.key] = len(self._order)
            for label in (page.cite_label, f"{page.document_id} p.{page.page}", page.bates):
                if label:
                    self._forms.setdefault(_form(label), page.key)
            bates = re.match(r"^(.*?[A-Za-z])[ _-]?\d+$", page.bates or "")
            if bates:
                prefixes.add(re.escape(bates.group(1)))
        known = rf"|\b(?:{'|'.join(sorted(prefixes, key=len, reverse=True))})[ _-]?\d{{3,}}\b" if prefixes else ""
        self._in_text = re.compile(rf"\bD\d{{4,}}\s*(?:p\.?|page)\s*\d+\b|\b[A-Z]{{2,12}}\d{{6,}}\b{known}")

    def resolve(self, raw: str) -> list[PageKey] | None:
        """The pages ``raw`` names ("SMITH000014", "[D0003 p.2 = SMITH000014 | letter.txt]", "A; B"), or None when
        any part of it names no page of this summary."""
        text = raw.strip().strip("[]()").split("|")[0]
        keys: list[PageKey] = []
        for part in re.split(r"[;,]", text):
            if not part.strip():
                continue
            key = self._forms.get(_form(part))
            if key is None:
                halves = [self._forms.get(_form(half)) for half in part.split("=") if half.strip()]
                if not halves or None in halves or len(set(halves)) != 1:
                    return None
                key = halves[0]
            if key not in keys:
                keys.append(key)
        return keys or None

    def cites_in(self, text: str) -> list[str]:
        """What a sentence cites in its own words: "D0003 p.2", this matter's Bates numbers, any "ABC000123"."""
        return list(dict.fromkeys(m.group(0) for m in self._in_text.finditer(text)))

    def cite(self, key: PageKey) -> str:
        """How the summary cites the page: its Bates number, else "D0003 p.2"."""
        page = self.pages[key]
        return page.bates or f"{page.document_id} p.{page.page}"

    def prompt_label(self, key: PageKey) -> str:
        """How a prompt labels the page (as the evidence pack does): "D0003 p.2 = SMITH000014"."""
        return self.pages[key].cite_label

    def order(self, key: PageKey) -> int:
        return self._order[key]

    def __contains__(self, key: object) -> bool:
        return key in self.pages


@dataclass(frozen=True)
class Chunk:
    """Pages read in one call: whole pages, or pieces of one long page (each piece keeps its page's label)."""

    pages: tuple[EvidencePage, ...]
    first: int  # 1-based position of its first page among all pages summarised
    last: int

    @property
    def keys(self) -> frozenset[PageKey]:
        return frozenset(p.key for p in self.pages)


def _header(page: EvidencePage) -> int:
    return len(f"[{page.cite_label} | {page.document_name}]\n") + 2


def _pieces(page: EvidencePage, room: int) -> list[EvidencePage]:
    """The page, or its text cut at spaces into pieces of at most ``room`` characters (hard cuts if it has none)."""
    text = page.text.strip()
    if len(text) <= room:
        return [dataclasses.replace(page, text=text)]
    pieces = []
    while text:
        if len(text) <= room:
            cut = len(text)
        else:
            cut = text.rfind(" ", room // 2, room)
            cut = room if cut <= 0 else cut
        pieces.append(dataclasses.replace(page, text=text[:cut].strip()))
        text = text[cut:].strip()
    return pieces


def plan_chunks(pages: Sequence[EvidencePage], *, max_chars: int, max_pages: int) -> list[Chunk]:
    """Consecutive pages in calls of at most ``max_chars`` rendered characters and ``max_pages`` pages. A page
    longer than a call can carry is read in pieces, one call each; blank pages are skipped (they say nothing)."""
    chunks: list[Chunk] = []
    current: list[EvidencePage] = []
    positions: list[int] = []
    used = 0

    def flush() -> None:
        nonlocal current, positions, used
        if current:
            chunks.append(Chunk(tuple(current), positions[0], positions[-1]))
        current, positions, used = [], [], 0

    for position, page in enumerate(pages, start=1):
        if not page.text.strip():
            continue
        room = max(200, max_chars - _header(page))
        for piece in _pieces(page, room):
            size = _header(piece) + len(piece.text)
            if current and (used + size > max_chars or len({p.key for p in current} | {piece.key}) > max_pages):
                flush()
            current.append(piece)
            positions.append(position)
            used += size
    flush()
    return chunks


@dataclass(frozen=True)
class Note:
    """One line of notes: a fact in one sentence, the pages that carry it, its date (ISO) when it has one."""

    text: str
    cites: tuple[PageKey, ...]
    date: str | None = None  # "2024-03-03", "2024-03" (a month), "--03-03" (no year written)
    approximate: bool = False  # written "on or about" / "approximately"
    source: int = 0  # the call that wrote it
    level: int = 1  # the pass that wrote it: 1 read the pages, later passes merged notes


@dataclass(frozen=True)
class Dropped:
    """A line a model wrote that the summary does not keep, and why."""

    text: str
    cites: tuple[str, ...]  # as the model wrote them
    reason: str
    source: int


def normalise_date(written: str) -> tuple[str | None, bool]:
    """The first date in ``written`` as ISO 8601 (``find_dates``), and whether it was qualified ("on or about")."""
    found = find_dates(written)
    if not found:
        return None, False
    return found[0].value, found[0].approximate is not None


_LABEL_IN_TEXT = re.compile(r"\s*[\[(][^\[\]()]{2,80}[\])]")


def _clean(text: str, book: CiteBook) -> str:
    """One line of text: whitespace collapsed, list markers and bracketed labels the model echoed removed."""
    text = " ".join(str(text).split()).lstrip("-*• ").strip()
    text = _LABEL_IN_TEXT.sub(lambda m: "" if book.resolve(m.group(0)) else m.group(0), text)
    return text.strip()[:NOTE_TEXT_CHARS].rstrip(" ;,")


def read_notes(
    items: Iterable[Mapping[str, Any]], *, allowed: frozenset[PageKey], book: CiteBook, source: int, level: int = 1
) -> tuple[list[Note], list[Dropped]]:
    """The notes of one answer, each checked: every cite must name a page in ``allowed`` (the call's inputs).

    A note with no cite, or citing (in its cites or in its own words) a label that is no page here or a page the
    call was not given, is dropped and returned in the second list with the reason. A date is read from the note's
    ``date`` (or, when that has none, its text) and normalised to ISO 8601. Empty notes, and notes that only echo
    a page's label, are skipped."""
    notes: list[Note] = []
    dropped: list[Dropped] = []
    for item in items:
        text = _clean(item.get("text", ""), book)
        raw_cites = item.get("cites", ())
        raw_cites = [raw_cites] if isinstance(raw_cites, str) else [str(c) for c in raw_cites or ()]
        raw_cites = [c.strip() for c in raw_cites if str(c).strip()]
        if not text or book.resolve(text.split("|")[0]):  # nothing, or only a page's label echoed back
            continue
        cites: list[PageKey] = []
        reason = "" if raw_cites else "no cite"
        in_text = [(raw, "its text cites") for raw in book.cites_in(text)]
        for raw, how in [*((raw, "cites") for raw in raw_cites), *in_text]:
            keys = book.resolve(raw)
            if keys is None:
                reason = f"{how} {raw!r}, which is no page of the evidence summarised"
                break
            outside = [k for k in keys if k not in allowed]
            if outside:
                reason = f"{how} {book.cite(outside[0])}, which is not among the pages or notes it was given"
                break
            if how == "cites":
                cites.extend(k for k in keys if k not in cites)
        if reason:
            dropped.append(Dropped(text, tuple(raw_cites), reason, source))
            continue
        date, approximate = normalise_date(str(item.get("date") or ""))
        if date is None:
            date, approximate = normalise_date(text)
        notes.append(Note(text, tuple(cites), date, approximate, source, level))
    return notes, dropped


def cites_of(notes: Iterable[Note]) -> frozenset[PageKey]:
    return frozenset(key for note in notes for key in note.cites)


def date_order(date: str | None) -> tuple[int, int, int, int]:
    """Sort key: dated notes by date (a month before its days), then year-less dates, then undated."""
    if date is None:
        return (2, 0, 0, 0)
    if date.startswith("--"):
        month, day = date[2:].split("-")
        return (1, 0, int(month), int(day))
    parts = [int(p) for p in date.split("-")]
    return (0, parts[0], parts[1], parts[2] if len(parts) > 2 else 0)


def note_order(note: Note, book: CiteBook, kind: Kind) -> tuple[Any, ...]:
    page = min(book.order(k) for k in note.cites)
    return (date_order(note.date), page) if kind == "chronology" else (page, date_order(note.date))


def note_line(note: Note, book: CiteBook) -> str:
    """A note as a merge prompt shows it: "- 2024-03-03 | text [D0003 p.2 = SMITH000014; ...]"."""
    labels = "; ".join(book.prompt_label(k) for k in note.cites)
    return f"- {note.date or 'undated'} | {note.text} [{labels}]"


def group_of(note: Note, kind: Kind) -> str:
    """Notes merge within their group: one document (per_document) or the whole summary."""
    return note.cites[0][0] if kind == "per_document" else ""


def plan_merges(
    notes: Sequence[Note], book: CiteBook, *, max_chars: int, target: int | None, kind: Kind
) -> list[list[Note]]:
    """The batches of the next merge pass, each at most ``max_chars`` of note lines (in date or page order, so a
    batch holds neighbours); [] when the notes are final. Groups merge apart: the whole summary, or one document
    (per_document).

    ``target`` None (a chronology, as long as its events): notes from more than one call are merged once, so one
    event told on two pages becomes one line; what that pass gives is final. ``target`` a size (an overview: what
    one answer holds): a group larger than that is merged in batches, pass after pass; once it fits, notes from more
    than one call are merged once more as a whole, and notes from one call are final."""
    groups: dict[str, list[Note]] = {}
    for note in notes:
        groups.setdefault(group_of(note, kind), []).append(note)
    batches: list[list[Note]] = []
    for group in groups.values():
        group = sorted(group, key=lambda n: note_order(n, book, kind))
        sizes = [len(note_line(n, book)) + 1 for n in group]
        several = len({n.source for n in group}) > 1
        if target is None:
            if not several or max(n.level for n in group) > 1:
                continue
        elif sum(sizes) <= target:
            if several:
                batches.append(group)
            continue
        batch: list[Note] = []
        used = 0
        for note, size in zip(group, sizes, strict=True):
            if batch and used + size > max_chars:
                batches.append(batch)
                batch, used = [], 0
            batch.append(note)
            used += size
        batches.append(batch)
    return batches


def notes_chars(notes: Sequence[Note], book: CiteBook) -> int:
    return sum(len(note_line(n, book)) + 1 for n in notes)
