"""assemble_filing: the binder read back with PyMuPDF, the Word file with python-docx, refusals and cancellation."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import anyio
import docx
import draft_files
import pymupdf
import pytest
from mcp import Client

from server.app import build_server
from server.settings import Settings
from server.state import AppState

pytestmark = pytest.mark.anyio
CAPTION = {
    "court": "UNITED STATES DISTRICT COURT, DISTRICT OF MAINE",
    "parties": ["SMITH RENOVATIONS,", "Plaintiff,", "v.", "ACME HOLDINGS LLC,", "Defendant."],
    "case_number": "Civil Action No. 2:24-cv-00123",
}


@pytest.fixture
def matter(make_settings: Callable[..., Settings]) -> Settings:
    settings = draft_files.produced_matter(make_settings)
    work = settings.server.matters_dir / "smith" / "work"
    (work / "clean.md").write_text(draft_files.CLEAN_DRAFT, encoding="utf-8")
    (work / "mixed.md").write_text(draft_files.MIXED_DRAFT, encoding="utf-8")
    return settings


async def _call(settings: Settings, tool: str, **arguments: object) -> tuple[bool, dict, str]:
    async with Client(build_server(settings, state=AppState(settings=settings))) as client:
        result = await client.call_tool(tool, {"matter": "smith", "use_model": False, **arguments})
    text = result.content[0].text if result.content else ""
    return result.is_error, result.structured_content or {}, text


async def test_an_unblocked_draft_becomes_a_binder_whose_every_bates_cite_links_to_the_page_stamped_with_it(
    matter: Settings,
) -> None:
    failed, result, text = await _call(matter, "assemble_filing", path="work/clean.md", production_id="PROD001",
                                       caption=CAPTION)  # fmt: skip
    assert not failed, text
    assert result["blocked"] is False and result["for_review"] is False
    binder = pymupdf.open(result["binder_path"])
    draft_pages = result["draft_pages"]
    first = binder[0].get_text()
    assert "UNITED STATES DISTRICT COURT" in first and "Civil Action No. 2:24-cv-00123" in first
    assert "AFFIDAVIT OF JORDAN SMITH" in first and "Page 1 of" in first
    assert binder[0].rect == pymupdf.Rect(0, 0, 612, 792)
    assert any(font[1] == "ttf" or font[2] in ("Type0", "TrueType") for font in binder.get_page_fonts(0))  # embedded
    # every Bates cite in the draft is a link to the page stamped with that number
    cites = 0
    for number in range(draft_pages):
        page = binder[number]
        for link in page.get_links():
            named = re.search(r"SMITH\d{6}", page.get_textbox(link["from"] + (-2, 0, 2, 0)))
            assert named, "every link of the draft is a cite"
            target = binder[link["page"]]
            assert link["page"] >= draft_pages
            stamps = [w[4] for w in target.get_text("words") if re.fullmatch(r"SMITH\d{6}", w[4])]
            assert stamps == [named.group()], (named.group(), stamps)  # the stamp on the target page
            cites += 1
    assert cites == draft_files.CLEAN_DRAFT.count("(SMITH") == result["links"]
    # a bookmark per exhibit and per cited Bates range
    toc = binder.get_toc()
    exhibits = [entry for entry in toc if entry[0] == 1 and entry[1].startswith("Exhibit")]
    assert [e["first_bates"] for e in result["exhibits"]] == ["SMITH000001", "SMITH000002"]  # cite order
    assert len(exhibits) == 2 and "SMITH000001" in exhibits[0][1]
    assert [entry[1] for entry in toc if entry[0] == 2] == ["SMITH000001", "SMITH000002"]
    for entry in result["exhibits"]:
        stamped = binder[entry["binder_page"] - 1].get_text()
        assert entry["first_bates"] in stamped
    for number in range(binder.page_count):  # every page renders with visible text
        pixmap = binder[number].get_pixmap(dpi=30, colorspace=pymupdf.csGRAY)
        assert min(pixmap.samples) < 128, f"page {number + 1} is blank"
    assert "DRAFT — NOT VERIFIED" not in binder[0].get_text()


async def test_the_word_file_has_the_caption_table_numbered_paragraphs_and_a_comment_per_unsupported_statement(
    matter: Settings,
) -> None:
    failed, result, text = await _call(matter, "assemble_filing", path="work/mixed.md", production_id="PROD001",
                                       for_review=True, caption=CAPTION)  # fmt: skip
    assert not failed, text
    word = docx.Document(result["docx_path"])
    assert word.tables and "Civil Action No." in word.tables[0].cell(0, 1).text
    assert "SMITH RENOVATIONS," in word.tables[0].cell(0, 0).text
    numbered = [p for p in word.paragraphs if p._p.pPr is not None and p._p.pPr.numPr is not None]
    assert len(numbered) == 4 and all(p.style.name == "List Number" for p in numbered)
    assert numbered[0].text.startswith("Invoice No. 4471")  # the number is Word's, not typed
    comments = list(word.comments)
    verdicts = [c.text.split(":")[0] for c in comments]
    assert sorted(verdicts) == ["S2 contradicted", "S3 unsupported", "S4 uncited"]  # one per statement not supported
    assert result["comments"] == 3
    assert "DRAFT — NOT VERIFIED" in word.sections[0].header.paragraphs[0].text


async def test_a_blocked_draft_is_refused_naming_its_blocking_statements_unless_for_review(matter: Settings) -> None:
    failed, _result, text = await _call(matter, "assemble_filing", path="work/mixed.md", production_id="PROD001")
    assert failed
    assert "is blocked" in text and "S2 contradicted" in text and "S3 unsupported" in text
    assert "Fix: cite SMITH000002" in text and "for_review: true" in text
    work = matter.server.matters_dir / "smith" / "work"
    assert not list(work.glob("*assemble_filing*"))
    failed, result, text = await _call(matter, "assemble_filing", path="work/mixed.md", production_id="PROD001",
                                       for_review=True)  # fmt: skip
    assert not failed, text
    binder = pymupdf.open(result["binder_path"])
    assert result["blocked"] is True
    for number in range(binder.page_count):
        assert "DRAFT — NOT VERIFIED" in binder[number].get_text(), f"page {number + 1} is not stamped"


async def test_the_binder_is_a_model_artifact_with_its_inputs_hashes_and_a_run_record(matter: Settings) -> None:
    failed, result, text = await _call(matter, "assemble_filing", path="work/clean.md", production_id="PROD001")
    assert not failed, text
    manifest = Path(result["manifest_path"]).read_text(encoding="utf-8")
    assert "sha256:" in manifest and result["verification_id"] in manifest
    async with Client(build_server(matter, state=AppState(settings=matter))) as client:
        status = (await client.call_tool("matter_status", {"matter": "smith"})).structured_content
        hits = (await client.call_tool("search_evidence", {"matter": "smith", "query": "perjury"})).structured_content
    assert any(run["tool"] == "assemble_filing" for run in status["last_runs"])
    assert hits["hits"] == []  # the binder is never evidence
    for path in (result["binder_path"], result["docx_path"]):
        assert Path(path).name.startswith("A") and not Path(path).stat().st_mode & 0o222


async def test_an_unknown_production_is_refused_with_the_known_ones(matter: Settings) -> None:
    failed, _result, text = await _call(matter, "assemble_filing", path="work/clean.md", production_id="PROD009")
    assert failed and "PROD009" in text and "PROD001" in text


async def test_cancelling_an_assembly_leaves_no_half_written_file(matter: Settings) -> None:
    from tools.assemble_filing import AssembleFilingInput, assemble_filing

    state = AppState(settings=matter)
    work = matter.server.matters_dir / "smith" / "work"
    before = set(work.iterdir())
    assembling = anyio.Event()

    async def progress(done: float, total: float | None = None, message: str | None = None) -> None:
        if message and message.startswith("exhibit"):
            assembling.set()
            await anyio.sleep_forever()  # the host cancels while the binder is half built

    request = AssembleFilingInput(matter="smith", path="work/clean.md", production_id="PROD001", use_model=False)
    async with anyio.create_task_group() as group:
        group.start_soon(assemble_filing, request, state, progress)
        with anyio.fail_after(60):
            await assembling.wait()
        group.cancel_scope.cancel()
    state.close()
    made = {p.name for p in set(work.iterdir()) - before}
    assert not [name for name in made if "assemble_filing" in name or name.startswith(".")], made


async def test_a_damaged_exhibit_is_named_and_nothing_is_written(matter: Settings) -> None:
    produced = matter.server.matters_dir / "smith" / "productions" / "PROD001" / "documents"
    exhibit = produced / "SMITH000002.pdf"
    exhibit.chmod(0o644)
    exhibit.write_bytes(b"%PDF-1.4 damaged")
    work = matter.server.matters_dir / "smith" / "work"
    failed, _result, text = await _call(matter, "assemble_filing", path="work/clean.md", production_id="PROD001")
    assert failed and "SMITH000002" in text and "matter verify" in text
    assert not [p for p in work.iterdir() if "assemble_filing" in p.name or p.name.startswith(".")]
