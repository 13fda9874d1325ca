"""The summary's pure parts: labels a note may cite, chunks of pages, notes checked against their inputs, merge
planning, and the chronology / overview / per-document rendering. No model, no store."""

from __future__ import annotations

from typing import Any

import pytest

from server.matter.summaries import (
    CiteBook,
    Note,
    PageKey,
    cites_of,
    normalise_date,
    note_line,
    plan_chunks,
    plan_merges,
    read_notes,
)
from server.matter.summary_render import render
from server.verify.evidence_index import EvidencePage

PAGES = (
    EvidencePage("D0001", "agreement.pdf", 1, "SMITH000001", "Supply agreement of March 1, 2024: Acme and Smith."),
    EvidencePage("D0001", "agreement.pdf", 2, "SMITH000002", "Payment is due 30 days after delivery."),
    EvidencePage("D0002", "invoice-4471.pdf", 1, "SMITH000003", "Invoice 4471 issued 03/05/2024 for $12,500.00."),
    EvidencePage("D0010", "email.eml", 1, None, "Northwind delivered the pumps on April 3, 2024."),
    EvidencePage("D0011", "letter.txt", 1, None, "The pumps were delivered by Northwind on 2024-04-01."),
)
BOOK = CiteBook(PAGES)
A, B, INVOICE, EMAIL, LETTER = (p.key for p in PAGES)


@pytest.mark.parametrize(
    ("raw", "pages"),
    [
        ("SMITH000003", [INVOICE]),
        ("smith 000003", [INVOICE]),
        ("D0002 p.1 = SMITH000003", [INVOICE]),
        ("[D0002 p.1 = SMITH000003 | invoice-4471.pdf]", [INVOICE]),
        ("D0002 p.1", [INVOICE]),
        ("D0010 page 1", [EMAIL]),
        ("(d0010 P. 1)", [EMAIL]),
        ("SMITH000001; SMITH000002", [A, B]),
        ("SMITH000001, SMITH000001", [A]),
        ("SMITH000099", None),
        ("D0002 p.1 = SMITH000001", None),  # the halves name two pages: not a label of this evidence
        ("D0010", None),
        ("", None),
    ],
)
def test_a_cite_resolves_to_its_pages_in_any_form_a_model_writes_it(raw: str, pages: list[PageKey] | None) -> None:
    assert BOOK.resolve(raw) == pages


def test_the_summary_cites_a_page_by_bates_number_or_document_and_page() -> None:
    assert [BOOK.cite(p.key) for p in PAGES] == ["SMITH000001", "SMITH000002", "SMITH000003", "D0010 p.1", "D0011 p.1"]
    assert BOOK.prompt_label(INVOICE) == "D0002 p.1 = SMITH000003"


def _pages(count: int, chars: int) -> list[EvidencePage]:
    return [EvidencePage("D0001", "long.txt", n, None, ("word " * chars)[:chars]) for n in range(1, count + 1)]


@pytest.mark.parametrize(
    ("pages", "max_chars", "max_pages", "expected"),
    [
        (_pages(10, 100), 10_000, 4, [(1, 4), (5, 8), (9, 10)]),  # the page cap
        (_pages(10, 900), 2_000, 50, [(1, 2), (3, 4), (5, 6), (7, 8), (9, 10)]),  # the character budget
        (_pages(1, 5_000), 2_000, 50, [(1, 1), (1, 1), (1, 1)]),  # a long page in pieces
        ([*_pages(2, 100), EvidencePage("D0002", "blank.pdf", 1, None, "  \n")], 10_000, 50, [(1, 2)]),
    ],
)
def test_pages_are_read_in_chunks_within_the_budget(
    pages: list[EvidencePage], max_chars: int, max_pages: int, expected: list[tuple[int, int]]
) -> None:
    chunks = plan_chunks(pages, max_chars=max_chars, max_pages=max_pages)
    assert [(c.first, c.last) for c in chunks] == expected
    for chunk in chunks:
        assert sum(len(f"[{p.cite_label} | {p.document_name}]\n") + 2 + len(p.text) for p in chunk.pages) <= max_chars
    text = " ".join(p.text for c in chunks for p in c.pages)
    assert text.split() == " ".join(p.text for p in pages).split()  # nothing lost, nothing doubled


def _item(text: str, *cites: str, date: str = "") -> dict[str, Any]:
    return {"date": date, "text": text, "cites": list(cites)}


@pytest.mark.parametrize(
    ("item", "kept", "reason"),
    [
        (_item("Acme and Smith signed.", "D0001 p.1 = SMITH000001"), [A], None),
        (_item("Invoice 4471.", "SMITH000003", "SMITH000002"), [INVOICE, B], None),
        (_item("Pumps delivered.", "SMITH000099"), None, "no page of the evidence"),
        (_item("Pumps delivered.", "D0010 p.1"), None, "not among the pages or notes it was given"),
        (_item("Two cites, one foreign.", "SMITH000001", "D0010 p.1"), None, "not among"),
        (_item("No cite at all."), None, "no cite"),
        (_item("As SMITH000099 shows, Acme invoiced.", "SMITH000003"), None, "its text cites 'SMITH000099'"),
        (_item("Acme invoiced (see D0010 p.1).", "SMITH000003"), None, "its text cites D0010 p.1, which is not among"),
        (_item("Acme invoiced, see ABC000123.", "SMITH000003"), None, "its text cites 'ABC000123'"),
        (_item("Acme invoiced, as SMITH 000002 says.", "SMITH000003"), [INVOICE], None),
        (_item("ISO 9001 and invoice 4471 of 2024.", "SMITH000003"), [INVOICE], None),
        ({"text": "   ", "cites": ["SMITH000001"]}, "skipped", None),
        (_item("D0002 p.1 = SMITH000003 | invoice-4471.pdf", "SMITH000003"), "skipped", None),
    ],
)
def test_a_note_is_kept_only_when_every_cite_is_a_page_its_call_was_given(
    item: dict[str, Any], kept: list[PageKey] | str | None, reason: str | None
) -> None:
    allowed = frozenset({A, B, INVOICE})
    notes, dropped = read_notes([item], allowed=allowed, book=BOOK, source=3)
    if kept == "skipped":
        assert notes == [] and dropped == []
    elif kept is None:
        assert notes == [] and len(dropped) == 1
        assert reason in dropped[0].reason and dropped[0].source == 3 and dropped[0].text == item["text"]
    else:
        assert [n.cites for n in notes] == [tuple(kept)] and dropped == []


@pytest.mark.parametrize(
    ("date", "text", "iso", "approximate"),
    [
        ("March 3, 2024", "x", "2024-03-03", False),
        ("03/05/2024", "x", "2024-03-05", False),
        ("5 April 2024", "x", "2024-04-05", False),
        ("2024-04-01", "x", "2024-04-01", False),
        ("March 2024", "x", "2024-03", False),
        ("on or about June 2, 2024", "x", "2024-06-02", True),
        ("", "Acme wrote on July 9, 2024 to Smith", "2024-07-09", False),  # from the text when the date is empty
        ("unknown", "Acme wrote to Smith", None, False),
        ("March 3", "x", "--03-03", False),
    ],
)
def test_dates_are_normalised_to_iso_from_the_date_or_else_the_text(
    date: str, text: str, iso: str | None, approximate: bool
) -> None:
    notes, _ = read_notes([_item(text, "SMITH000001", date=date)], allowed=frozenset({A}), book=BOOK, source=1)
    assert (notes[0].date, notes[0].approximate) == (iso, approximate)
    assert normalise_date("no date here") == (None, False)


def test_a_note_loses_labels_the_model_echoed_into_its_text_and_keeps_other_brackets() -> None:
    item = _item("- Acme (the seller) invoiced Smith [D0002 p.1 = SMITH000003] (SMITH000003).", "SMITH000003")
    notes, _ = read_notes([item], allowed=frozenset({INVOICE}), book=BOOK, source=1)
    assert notes[0].text == "Acme (the seller) invoiced Smith."


def _note(text: str, *cites: PageKey, date: str | None = None, source: int = 1, level: int = 1) -> Note:
    return Note(text, tuple(cites), date, False, source, level)


def test_an_overview_from_one_call_is_final_and_one_from_several_is_merged_once_when_it_fits() -> None:
    one = [_note("a", A), _note("b", B)]
    several = [_note("a", A, source=1), _note("b", B, source=2)]
    assert plan_merges(one, BOOK, max_chars=10_000, target=5_000, kind="overview") == []
    assert plan_merges(several, BOOK, max_chars=10_000, target=5_000, kind="overview") == [several]
    assert cites_of(several) == {A, B}


def test_notes_larger_than_the_target_are_merged_in_batches_of_neighbours_in_date_order() -> None:
    notes = [_note(f"event {n:02d} " + "x" * 80, A, date=f"2024-01-{28 - n:02d}", source=n) for n in range(20)]
    line = len(note_line(notes[0], BOOK)) + 1
    batches = plan_merges(notes, BOOK, max_chars=line * 6, target=line * 3, kind="overview")
    assert [len(b) for b in batches] == [6, 6, 6, 2]
    chronology = plan_merges(notes, BOOK, max_chars=line * 6, target=None, kind="chronology")
    assert [len(b) for b in chronology] == [6, 6, 6, 2]
    dates = [n.date for b in chronology for n in b]
    assert dates == sorted(dates)


def test_a_chronology_is_merged_once_and_every_event_stays() -> None:
    first = [_note("a", A, source=1), _note("b", B, source=2)]
    merged = [_note("a", A, source=3, level=2), _note("b", B, source=4, level=2)]
    assert plan_merges(first, BOOK, max_chars=10_000, target=None, kind="chronology") == [first]
    assert plan_merges(merged, BOOK, max_chars=10, target=None, kind="chronology") == []


def test_per_document_notes_merge_within_their_document_only() -> None:
    notes = [_note("a", A, source=1), _note("b", B, source=2), _note("c", EMAIL, source=1), _note("d", EMAIL)]
    batches = plan_merges(notes, BOOK, max_chars=10_000, target=5_000, kind="per_document")
    assert [{n.cites[0][0] for n in b} for b in batches] == [{"D0001"}]  # D0010's notes come from one call


NOTES = [
    _note("Invoice 4471 issued for $12,500.00", INVOICE, date="2024-03-05"),
    _note("Supply agreement between Acme and Smith", A, date="2024-03-01"),
    _note("Payment is due 30 days after delivery", B),
    _note("Northwind delivered the pumps on April 3, 2024", EMAIL, date="2024-04-03", source=2),
    _note("The pumps were delivered by Northwind", LETTER, date="2024-04-01", source=2),
    _note("Supply agreement between Acme and Smith", B, date="2024-03-01", source=2),
    _note("Acme wrote to Smith on March 9", B, date="--03-09"),
]


def test_a_chronology_is_sorted_by_iso_date_with_undated_facts_apart_and_conflicting_dates_side_by_side() -> None:
    summary = render("chronology", NOTES, BOOK)
    assert summary.markdown.splitlines() == [
        "# Chronology",
        "",
        "- 2024-03-01 — Supply agreement between Acme and Smith (SMITH000001; SMITH000002).",
        "- 2024-03-05 — Invoice 4471 issued for $12,500.00 (SMITH000003).",
        "- 2024-04-01 or 2024-04-03 (the sources differ) — The pumps were delivered by Northwind "
        "(2024-04-01: D0011 p.1; 2024-04-03: D0010 p.1).",
        "",
        "## Undated",
        "",
        "- Payment is due 30 days after delivery (SMITH000002).",
        "- Acme wrote to Smith on March 9 (SMITH000002).",
    ]
    assert (len(summary.lines), summary.undated, summary.conflicts) == (5, 2, 1)
    assert summary.payload(BOOK)[2]["dates"] == [
        {"date": "2024-04-01", "cites": ["D0011 p.1"]},
        {"date": "2024-04-03", "cites": ["D0010 p.1"]},
    ]


@pytest.mark.parametrize(
    ("first", "second", "lines", "conflicts"),
    [
        (("Acme sent invoice 4471 to Smith", INVOICE), ("Acme sent invoice 4472 to Smith", EMAIL), 2, 0),
        (("Acme billed Smith $12,500.00 for pumps", INVOICE), ("Acme billed Smith $12,000.00 for pumps", EMAIL), 2, 0),
        (("Acme sent a payment reminder to Smith", A), ("Acme sent a payment reminder to Smith", B), 2, 0),  # one doc
        (("Acme sent a payment reminder to Smith", INVOICE), ("Acme sent a payment reminder to Smith", EMAIL), 1, 1),
    ],
)
def test_two_dates_conflict_only_for_one_event_told_by_two_documents(
    first: tuple[str, PageKey], second: tuple[str, PageKey], lines: int, conflicts: int
) -> None:
    notes = [_note(first[0], first[1], date="2024-03-01"), _note(second[0], second[1], date="2024-04-01")]
    summary = render("chronology", notes, BOOK)
    assert (len(summary.lines), summary.conflicts) == (lines, conflicts)


def test_one_event_told_twice_on_one_date_is_one_line_with_both_cites() -> None:
    notes = [_note("Acme sent a payment reminder to Smith", A, date="2024-03-01"),
             _note("Acme sent a payment reminder to Smith.", EMAIL, date="2024-03-01")]  # fmt: skip
    summary = render("chronology", notes, BOOK)
    assert [line.cites for line in summary.lines] == [(A, EMAIL)] and summary.conflicts == 0


def test_an_overview_goes_in_page_order_and_a_per_document_summary_has_one_section_per_document() -> None:
    overview = render("overview", NOTES[:3], BOOK).markdown.splitlines()
    assert overview[2:] == [
        "- 2024-03-01 — Supply agreement between Acme and Smith (SMITH000001).",
        "- Payment is due 30 days after delivery (SMITH000002).",
        "- 2024-03-05 — Invoice 4471 issued for $12,500.00 (SMITH000003).",
    ]
    documents = render("per_document", NOTES[:4], BOOK)
    headings = [line for line in documents.markdown.splitlines() if line.startswith("## ")]
    assert headings == ["## D0001 — agreement.pdf", "## D0002 — invoice-4471.pdf", "## D0010 — email.eml"]
    assert {line.section for line in documents.lines} == {h[3:] for h in headings}


def test_every_line_of_every_kind_ends_with_the_cites_of_its_pages() -> None:
    for kind in ("chronology", "overview", "per_document"):
        summary = render(kind, NOTES, BOOK)
        bullets = [line for line in summary.markdown.splitlines() if line.startswith("- ")]
        assert len(bullets) == len(summary.lines)
        for bullet, line in zip(bullets, summary.lines, strict=True):
            assert all(BOOK.cite(k) in bullet for k in line.cites) and bullet.endswith(").")
