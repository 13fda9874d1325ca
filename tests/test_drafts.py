"""Drafts in Word and PDF: read in order with numbering, footnotes, tables and headers, and verified like text."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import draft_files
import pytest
from draft_files import Para

from server.documents.drafts import read_draft
from server.errors import DocumentError
from server.settings import Settings
from server.state import AppState
from tools.verify_citations import VerifyCitationsInput, verify_citations

pytestmark = pytest.mark.anyio

TWIN_TEXT = (
    "1. Invoice No. 4471 for $12,500.00 was due on April 2, 2024 (SMITH000001).\n\n"
    "2. The invoice was dated March 9, 2024 (SMITH000001).\n\n"
    "3. Dana Whitfield acknowledged the outstanding balance of $12,500.00 on invoice 4471 (SMITH000002).\n"
)
TWIN_DOCX = [  # the same affidavit in Word: numbered paragraphs, every record cite in a footnote
    Para("Invoice No. 4471 for $12,500.00 was due on April 2, 2024.", "List Number", ["SMITH000001."]),
    Para("The invoice was dated March 9, 2024.", "List Number", ["See SMITH000001."]),
    Para("Dana Whitfield acknowledged the outstanding balance of $12,500.00 on invoice 4471.", "List Number",
         ["SMITH000002."]),
]  # fmt: skip


def test_a_word_draft_reads_in_order_with_its_numbering_footnotes_table_and_header(tmp_path: Path) -> None:
    path = draft_files.write_docx(
        tmp_path / "brief.docx",
        [Para("AFFIDAVIT OF JORDAN SMITH", "Title"), *TWIN_DOCX, Para("Jordan Smith")],
        header="Smith v. Acme",
        table=[["SMITH RENOVATIONS, Plaintiff", "Case No. 24-123"]],
    )
    draft = read_draft(path)
    assert draft.kind == "docx"
    texts = [draft.text[b.start : b.end] for b in draft.blocks]
    assert texts[:3] == ["Smith v. Acme", "SMITH RENOVATIONS, Plaintiff", "Case No. 24-123"]
    assert texts[3] == "AFFIDAVIT OF JORDAN SMITH"
    assert [b.kind for b in draft.blocks[:3]] == ["header", "table", "table"]
    numbered = [b for b in draft.blocks if b.number]
    assert [b.number for b in numbered] == ["1.", "2.", "3."] and numbered[0].style == "List Number"
    assert texts[4] == "1. Invoice No. 4471 for $12,500.00 was due on April 2, 2024. [fn: SMITH000001.]"
    note = draft.text.index("[fn: See")
    assert draft.where(note) == "footnote 2 (in paragraph 6)" and draft.where(draft.blocks[4].start) == "paragraph 5"


async def test_a_word_draft_with_its_cites_in_footnotes_verifies_the_same_as_its_text_twin(
    make_settings: Callable[..., Settings],
) -> None:
    settings = draft_files.produced_matter(make_settings)
    work = settings.server.matters_dir / "smith" / "work"
    draft_files.write_docx(work / "brief.docx", TWIN_DOCX)
    (work / "brief.md").write_text(TWIN_TEXT, encoding="utf-8")
    state = AppState(settings=settings)
    results = {}
    for name in ("brief.docx", "brief.md"):
        request = VerifyCitationsInput(matter="smith", path=f"work/{name}", use_model=False)
        results[name] = await verify_citations(request, state)
    state.close()
    word, text = results["brief.docx"], results["brief.md"]
    assert word.statements == text.statements and word.blocked is text.blocked is True
    assert word.counts == text.counts
    by_number = [
        [(s.number, s.verdict, s.suggestion, s.source.bates if s.source else None) for s in r.statement_findings]
        for r in (word, text)
    ]
    assert sorted(by_number[0]) == sorted(by_number[1])
    assert {s.verdict for s in word.statement_findings} == {"supported", "contradicted"}
    assert word.review_path and Path(word.review_path).is_file()


async def test_a_pdf_draft_is_read_page_by_page_and_verified(make_settings: Callable[..., Settings]) -> None:
    settings = draft_files.produced_matter(make_settings)
    work = settings.server.matters_dir / "smith" / "work"
    paragraphs = TWIN_TEXT.strip().split("\n\n")
    draft_files.write_pdf_draft(work / "brief.pdf", [paragraphs[:2], paragraphs[2:]])
    draft = read_draft(work / "brief.pdf")
    assert [(b.page, draft.text[b.start : b.start + 2]) for b in draft.blocks] == [(1, "1."), (1, "2."), (2, "3.")]
    assert "page 2" in draft.where(draft.text.index("Dana Whitfield"))
    state = AppState(settings=settings)
    result = await verify_citations(VerifyCitationsInput(matter="smith", path="work/brief.pdf", use_model=False), state)
    state.close()
    assert result.statements.factual == 3 and result.statements.contradicted == 1 and result.statements.supported == 2


@pytest.mark.parametrize(
    ("name", "data", "said"),
    [
        ("broken.docx", b"PK\x03\x04 not really a zip", "not a readable Word document"),
        ("broken.pdf", b"%PDF-1.4 nothing", "not a readable PDF"),
        ("notes.rtf", b"{\\rtf1 hello}", "a draft must be Word"),
    ],
)
def test_a_draft_that_cannot_be_read_says_what_to_do(tmp_path: Path, name: str, data: bytes, said: str) -> None:
    (tmp_path / name).write_bytes(data)
    with pytest.raises(DocumentError, match=said):
        read_draft(tmp_path / name)


def test_a_draft_saved_in_work_is_never_ingested_as_evidence(make_settings: Callable[..., Settings]) -> None:
    from server.errors import PathError
    from server.matter.ingest import expand_paths
    from server.matter.store import MatterStore

    settings = draft_files.produced_matter(make_settings)
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        draft_files.write_docx(store.folder / "work" / "brief.docx", TWIN_DOCX)
        draft_files.write_pdf_draft(store.folder / "work" / "brief.pdf", [["1. A fact (SMITH000001)."]])
        for named in ("work/brief.pdf", "work"):
            with pytest.raises(PathError, match="never evidence"):
                expand_paths(store, [named], ())
        walked = expand_paths(store, ["."], ())
    assert not [p for p in walked if isinstance(p, Path) and "work" in p.parts]
