"""The review PDF of a verification, read back with PyMuPDF: one highlight per factual statement in its verdict's
colour with the reason and fix in its note, and every cite a link to the Bates-stamped page it names."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import draft_files
import pymupdf
import pytest
from mcp import Client

from server.app import build_server
from server.filing.review import OTHER_COLOUR, VERDICT_COLOURS, colour
from server.settings import Settings
from server.state import AppState

pytestmark = pytest.mark.anyio


@pytest.fixture
def matter(make_settings: Callable[..., Settings]) -> Settings:
    return draft_files.produced_matter(make_settings)


async def _verify(settings: Settings, **draft: str) -> dict:
    async with Client(build_server(settings, state=AppState(settings=settings))) as client:
        result = await client.call_tool("verify_citations", {"matter": "smith", "use_model": False, **draft})
    assert not result.is_error, result.content
    return result.structured_content


def _highlights(doc: pymupdf.Document, pages: range) -> list[tuple[pymupdf.Page, pymupdf.Annot]]:
    """Each highlight with its page (an annotation must not outlive its page object)."""
    found = []
    for number in pages:
        page = doc[number]
        found += [(page, a) for a in page.annots(types=[pymupdf.PDF_ANNOT_HIGHLIGHT])]
    return found


async def test_every_factual_statement_is_one_highlight_in_its_verdicts_colour_with_the_reason_and_fix(
    matter: Settings,
) -> None:
    result = await _verify(matter, text=draft_files.MIXED_DRAFT)
    statements = {s["number"]: s for s in result["statement_findings"]}
    assert {s["verdict"] for s in statements.values()} == {"supported", "contradicted", "unsupported", "uncited"}
    doc = pymupdf.open(result["review_path"])
    toc = {title: page for _level, title, page in doc.get_toc()}
    draft_pages = range(toc["The draft, highlighted"] - 1, toc["Appendix: the cited pages"] - 1)
    found = _highlights(doc, draft_pages)
    assert sorted(int(a.info["subject"].split()[0][1:]) for _n, a in found) == sorted(statements)  # one each
    for page, annot in found:
        number = int(annot.info["subject"].split()[0][1:])
        statement = statements[number]
        assert annot.colors["stroke"] == pytest.approx(VERDICT_COLOURS[statement["verdict"]], abs=0.01)
        note = annot.info["content"]
        assert note.startswith(f"S{number}: {statement['verdict']}") and statement["reason"] in note
        assert "Fix: " in note
        if statement["suggestion"]:
            assert statement["suggestion"][1:] in note  # "cite SMITH000002" -> "Cite SMITH000002."
        highlighted = " ".join(page.get_textbox(annot.rect).split())
        assert statement["text"][:30] in highlighted, (highlighted, statement["text"])
    first = doc[0].get_text()
    assert "BLOCKED" in first and "4 factual statements" in first
    blocking = [s for s in statements.values() if s["blocks"]]
    for s in blocking:  # the first page lists each blocking statement with its fix
        assert f"S{s['number']} — {s['verdict']}" in first
    for page_number in range(doc.page_count):  # the colour key on every page
        assert all(verdict in doc[page_number].get_text() for verdict in VERDICT_COLOURS)


async def test_every_cite_links_to_the_appendix_page_of_the_bates_number_it_names_with_the_span_highlighted(
    matter: Settings,
) -> None:
    result = await _verify(matter, text=draft_files.MIXED_DRAFT)
    statements = {s["number"]: s for s in result["statement_findings"]}
    doc = pymupdf.open(result["review_path"])
    toc = {title: page for _level, title, page in doc.get_toc()}
    draft_pages = range(toc["The draft, highlighted"] - 1, toc["Appendix: the cited pages"] - 1)
    cites = 0
    for number in draft_pages:
        page = doc[number]
        for link in page.get_links():
            named = re.search(r"SMITH\d{6}", page.get_textbox(link["from"] + (-2, 0, 2, 0)))
            if not named:
                continue  # a margin label: the page a statement rests on
            cites += 1
            target = doc[link["page"]]
            text = target.get_text()
            assert "counsel review" in text  # the key
            assert f"{named.group()} —" in text  # the appendix header names it ...
            stamped = [w[4] for w in target.get_text("words") if w[4] == named.group()]
            assert len(stamped) >= 2, text  # ... and the production page itself carries the Bates stamp
            marks = list(target.annots(types=[pymupdf.PDF_ANNOT_HIGHLIGHT]))
            assert marks, f"no highlighted span on the page of {named.group()}"
            for annot in marks:
                owner = statements[int(annot.info["subject"].split()[0][1:])]
                assert owner["source"]["bates"] == named.group()
                assert annot.colors["stroke"] == pytest.approx(colour(owner["verdict"]), abs=0.01)
                assert target.get_textbox(annot.rect).strip(), "the highlight sits on the page's text"
    assert cites == draft_files.MIXED_DRAFT.count("(SMITH")


async def test_a_verdict_the_review_does_not_know_still_gets_a_colour() -> None:
    assert colour("unchecked") == VERDICT_COLOURS["unchecked"]
    assert colour("some-new-verdict") == OTHER_COLOUR and colour(None) == OTHER_COLOUR


async def test_the_review_pdf_is_a_model_artifact_of_the_verification(matter: Settings) -> None:
    result = await _verify(matter, text=draft_files.CLEAN_DRAFT)
    path = Path(result["review_path"])
    assert path.name.startswith("A") and path.name.endswith(".review.pdf") and path.parent.name == "work"
    assert not path.stat().st_mode & 0o222  # read-only, like every artifact
    assert not [p for p in path.parent.iterdir() if p.name.startswith(".")]  # nothing staged is left behind
    doc = pymupdf.open(path)
    assert "Not blocked" in doc[0].get_text()
    pixmap = doc[1].get_pixmap(dpi=40)
    assert len(set(pixmap.samples)) > 2  # the draft page renders with visible text
