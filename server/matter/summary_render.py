"""A summary's final notes as Markdown a lawyer reads: every line ends with the cites of its pages.

    summary = render("chronology", notes, book)
    summary.markdown     # "# Chronology\\n\\n- 2024-03-03 — Acme invoiced $12,500.00 (SMITH000003).\\n..."
    summary.lines        # the content lines, in order, with their cites (page keys)

chronology     dated lines sorted by date (ISO 8601, a month as 2024-03), then "Undated" apart; notes about one
               event (the same words, dates aside) are one line; if they give different dates, the line shows them
               side by side, each with its cite.
overview       the facts in page order, dated where a date was given.
per_document   one section per document, in document order, its facts in page order.

A line is written from its notes only; a cite is a Bates number, or "D0003 p.2" for a page not yet produced.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from server.matter.summaries import CiteBook, Kind, Note, PageKey, date_order
from server.verify.facts import find_dates, fts_tokens

TITLES = {"chronology": "Chronology", "overview": "Overview", "per_document": "Summary by document"}
SAME_EVENT = 0.8  # share of content words two notes must have in common to be one event
MIN_EVENT_WORDS = 3
_STOP = frozenset(
    {
        *("a", "an", "the", "of", "to", "and", "or", "in", "on", "at", "by", "for", "from", "with", "as"),
        *("is", "was", "were", "be", "been", "that", "this", "it", "its", "his", "her", "their"),
        *("dated", "date", "sent", "send", "wrote", "written"),
    }
)


@dataclass(frozen=True)
class Line:
    text: str
    cites: tuple[PageKey, ...]
    date: str | None = None
    approximate: bool = False
    dates: tuple[tuple[str, tuple[PageKey, ...]], ...] = ()  # two or more: the sources disagree on the date
    section: str = ""  # the document heading it sits under (per_document); "Undated" for undated chronology lines

    @property
    def conflict(self) -> bool:
        return len(self.dates) > 1


@dataclass(frozen=True)
class Summary:
    kind: Kind
    markdown: str
    lines: tuple[Line, ...]

    @property
    def undated(self) -> int:
        return sum(line.date is None for line in self.lines)

    @property
    def conflicts(self) -> int:
        return sum(line.conflict for line in self.lines)

    def payload(self, book: CiteBook) -> list[dict[str, Any]]:
        return [
            {
                "date": line.date,
                "approximate": line.approximate,
                "text": line.text,
                "cites": [book.cite(k) for k in line.cites],
                "pages": [{"document_id": d, "page": p} for d, p in line.cites],
                "dates": [{"date": d, "cites": [book.cite(k) for k in ks]} for d, ks in line.dates],
                "section": line.section,
            }
            for line in self.lines
        ]


def _words(text: str) -> frozenset[str]:
    return frozenset(t for t in fts_tokens(text) if t not in _STOP and len(t) > 1)


def _event_words(note: Note) -> tuple[frozenset[str], frozenset[str]]:
    """What happened, the note's own dates left out (so two dates of one event meet): its words, and apart its
    figures (sums, numbers, identifiers), which must be the same for two notes to tell one event."""
    text = note.text
    for match in reversed(find_dates(text)):
        text = text[: match.start] + " " + text[match.end :]
    words = _words(text)
    return frozenset(w for w in words if not any(c.isdigit() for c in w)), frozenset(w for w in words if any(
        c.isdigit() for c in w))


def _same(a: frozenset[str], b: frozenset[str]) -> bool:
    if len(a) < MIN_EVENT_WORDS or len(b) < MIN_EVENT_WORDS:
        return a == b and bool(a)
    return len(a & b) / len(a | b) >= SAME_EVENT


def _unique(keys: Sequence[PageKey]) -> tuple[PageKey, ...]:
    return tuple(dict.fromkeys(keys))


def _events(notes: Sequence[Note]) -> list[list[Note]]:
    """Notes grouped by event. A note joins the first earlier group with its words (``SAME_EVENT``) and the same
    figures, unless the group holds a note of the same document with another date: one document telling the same
    thing on several dates (a letter's reminders, a ledger's rows) tells several events; two documents giving one
    event different dates is a conflict."""
    groups: list[tuple[frozenset[str], frozenset[str], list[Note]]] = []
    for note in notes:
        words, figures = _event_words(note)
        document = note.cites[0][0]
        for key, key_figures, members in groups:
            if (
                figures == key_figures
                and _same(words, key)
                and all(m.date == note.date or m.cites[0][0] != document for m in members)
            ):
                members.append(note)
                break
        else:
            groups.append((words, figures, [note]))
    return [members for _, _, members in groups]


def _event_line(members: list[Note], section: str = "") -> Line:
    by_date: dict[str | None, list[PageKey]] = {}
    for note in members:
        by_date.setdefault(note.date, []).extend(note.cites)
    first = min(members, key=lambda n: date_order(n.date))
    cites = _unique([k for note in members for k in note.cites])
    dates = tuple(sorted(((d, _unique(ks)) for d, ks in by_date.items() if d), key=lambda e: date_order(e[0])))
    return Line(
        text=first.text,
        cites=cites,
        date=first.date,
        approximate=first.approximate,
        dates=dates if len(dates) > 1 else (),
        section=section,
    )


def _cites(keys: Sequence[PageKey], book: CiteBook) -> str:
    return "; ".join(book.cite(k) for k in keys)


def _sentence(text: str) -> str:
    return text.rstrip(" .;:")


def _shown_date(line: Line) -> str:
    return ("on or about " if line.approximate else "") + (line.date or "")


def _markdown_line(line: Line, book: CiteBook, *, dated: bool) -> str:
    if line.conflict:
        sides = "; ".join(f"{date}: {_cites(keys, book)}" for date, keys in line.dates)
        shown = " or ".join(date for date, _ in line.dates)
        return f"- {shown} (the sources differ) — {_sentence(line.text)} ({sides})."
    prefix = f"{_shown_date(line)} — " if dated and line.date else ""
    return f"- {prefix}{_sentence(line.text)} ({_cites(line.cites, book)})."


def render(kind: Kind, notes: Sequence[Note], book: CiteBook) -> Summary:
    """The summary of ``notes`` (already checked: every cite is a page of ``book``)."""
    out = [f"# {TITLES[kind]}", ""]
    lines: list[Line] = []
    if kind == "chronology":
        dated = [n for n in notes if n.date and not n.date.startswith("--")]
        undated = [n for n in notes if not (n.date and not n.date.startswith("--"))]
        events = [_event_line(group) for group in _events(dated)]
        events.sort(key=lambda line: (date_order(line.date), min(book.order(k) for k in line.cites)))
        lines += events
        out += [_markdown_line(line, book, dated=True) for line in events]
        rest = [_event_line(group, "Undated") for group in _events(undated)]
        # a date without a year cannot be placed: the line goes with the undated ones, its text keeps the date
        rest = [replace(line, date=None, approximate=False, dates=()) for line in rest]
        rest.sort(key=lambda line: min(book.order(k) for k in line.cites))
        if rest:
            out += ["", "## Undated", ""] + [_markdown_line(line, book, dated=False) for line in rest]
        lines += rest
    else:
        ordered = sorted(notes, key=lambda n: (min(book.order(k) for k in n.cites), date_order(n.date)))
        sections: dict[str, list[Line]] = {}
        for group in _events(ordered) if kind == "overview" else _by_document(ordered):
            line = _event_line(group)
            section = _section(line, book) if kind == "per_document" else ""
            sections.setdefault(section, []).append(replace(line, section=section))
        for section, members in sections.items():
            if section:
                out += [f"## {section}", ""]
            members.sort(key=lambda line: (min(book.order(k) for k in line.cites), date_order(line.date)))
            out += [_markdown_line(line, book, dated=True) for line in members] + [""]
            lines += members
    return Summary(kind, "\n".join(out).rstrip() + "\n", tuple(lines))


def _by_document(notes: Sequence[Note]) -> list[list[Note]]:
    """Per document: notes about one event within a document become one line."""
    documents: dict[str, list[Note]] = {}
    for note in notes:
        documents.setdefault(note.cites[0][0], []).append(note)
    return [group for members in documents.values() for group in _events(members)]


def _section(line: Line, book: CiteBook) -> str:
    page = book.pages[line.cites[0]]
    return f"{page.document_id} — {page.document_name}"
