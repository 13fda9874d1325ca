"""Record cites as lawyers write them: a transcript by its own page and line, a Bates page with lines - resolved
through the transcript's printed page numbers to the Bates page cut to the cited lines."""

from __future__ import annotations

from server.verify.evidence_index import EvidencePage, InMemoryEvidenceIndex
from server.verify.verdicts import verify_statements


def _transcript_page(printed: int, lines: list[str]) -> str:
    """A page as text extraction gives it: the printed number on top, each line number on a line of its own."""
    body = "\n".join(f"{n:2d}\n{text}" for n, text in enumerate(lines, start=1))
    return f"Page {printed}\n{body}\nAcme Court Reporting"


COVER = "DEPOSITION OF ANA REYES\nTaken March 3, 2025\nCase No. 24-cv-100"
PAGE_41 = [f"Q. Question {n} about the schedule?" for n in range(1, 26)]
PAGE_42 = [f"A. Answer {n} about the weather." for n in range(1, 26)]
PAGE_42[2] = "A. I paid the invoice of $4,250.00 on May 3, 2024."
PAGE_42[3] = "It was the last payment I made."


def _index() -> InMemoryEvidenceIndex:
    pages = [
        EvidencePage("D0001", "reyes-dep.pdf", 1, "ACME000010", COVER),
        EvidencePage("D0001", "reyes-dep.pdf", 2, "ACME000011", _transcript_page(41, PAGE_41)),
        EvidencePage("D0001", "reyes-dep.pdf", 3, "ACME000012", _transcript_page(42, PAGE_42)),
        EvidencePage("D0002", "invoice.pdf", 1, "ACME000013", "INVOICE No. 77\nTotal due: $4,250.00\nDue May 1, 2024"),
    ]
    return InMemoryEvidenceIndex(pages)


def _verdict(text: str) -> tuple[str | None, bool, str]:
    """The verdict of the statement that says what was paid, whether the draft blocks, and why."""
    checked = verify_statements(text, _index())
    (verdict,) = [v for v in checked.facts if "paid" in v.statement.text]
    return verdict.verdict, checked.blocked, verdict.reason


def test_a_deposition_cited_by_its_own_page_and_lines_is_read_on_those_lines() -> None:
    draft = 'Deposition of Ana Reyes ("Reyes Dep."). Reyes paid $4,250.00 on May 3, 2024. Reyes Dep. 42:3-4.'
    verdict, blocked, reason = _verdict(draft)
    assert verdict == "supported" and not blocked, reason
    assert "ACME000012" in reason


def test_the_same_values_cited_to_other_lines_or_a_page_the_transcript_lacks_block() -> None:
    wrong_lines = _verdict("Reyes paid $4,250.00 on May 3, 2024. Reyes Dep. 42:20-22.")
    assert wrong_lines[1] and wrong_lines[0] == "unsupported", wrong_lines
    assert "ACME000012" in wrong_lines[2]  # the page that does say it is named
    no_such_page = _verdict("Reyes paid $4,250.00 on May 3, 2024. Reyes Dep. 57:3-4.")
    assert no_such_page[1] and no_such_page[0] == "unsupported", no_such_page


def test_a_transcript_label_no_cover_names_is_doubt_not_a_block() -> None:
    verdict, blocked, reason = _verdict("Smith paid $4,250.00 on May 3, 2024. Smith Dep. 42:3-4.")
    assert verdict == "review" and not blocked, reason


def test_a_bates_page_with_lines_and_a_bates_page_with_a_transcript_page_and_lines() -> None:
    assert _verdict("Reyes paid $4,250.00 on May 3, 2024 (ACME000012:3-4).")[0] == "supported"
    assert _verdict("Reyes paid $4,250.00 on May 3, 2024 (ACME000012 at 3-4).")[0] == "supported"
    assert _verdict("Reyes paid $4,250.00 on May 3, 2024 (ACME000010 at 42:3-4).")[0] == "supported"
    assert _verdict("Reyes paid $4,250.00 on May 3, 2024 (ACME000012:20-22).")[1]  # the wrong lines block
