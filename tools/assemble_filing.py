"""assemble_filing: a verified draft and the exhibits it cites, as one hyperlinked PDF binder and a Word file."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import anyio
from pydantic import BaseModel, Field, model_validator

from server.errors import InputError, NotFoundError
from server.matter.artifacts import StagedFile, write_artifact
from server.matter.ledger import utc_now
from server.matter.paths import remove_files
from server.matter.store import DocumentRow, MatterStore, RunRecord
from server.state import AppState, Progress, no_progress
from tools._shared import Matter, in_thread, input_hash, open_matter
from tools.verify_citations import VerifyCitationsInput, VerifyCitationsResult, verify_citations

if TYPE_CHECKING:
    from server.documents.drafts import DraftText
    from server.filing.binder import BinderFacts, Exhibit, Link

DRAFT_FILES = (".md", ".markdown", ".txt", ".docx", ".pdf")
MAX_EXHIBITS_SHOWN = 100


class CaptionInput(BaseModel):
    court: str = Field("", max_length=300, description="e.g. 'UNITED STATES DISTRICT COURT, DISTRICT OF MAINE'.")
    parties: list[str] = Field(
        default_factory=list,
        max_length=30,
        description="The caption's left column, line by line, e.g. ['SMITH RENOVATIONS,', 'Plaintiff,', 'v.', "
        "'ACME HOLDINGS LLC,', 'Defendant.'].",
    )
    case_number: str = Field("", max_length=120, description="e.g. 'Civil Action No. 2:24-cv-00123'.")


class AssembleFilingInput(BaseModel):
    matter: Matter
    artifact_id: str | None = Field(None, description="The draft: the artifact_id a drafting tool returned ('A…').")
    path: str | None = Field(
        None,
        description="Or a draft file the lawyer saved in the matter: .md, .txt, .docx or .pdf (e.g. 'work/aff.docx').",
    )
    production_id: str = Field(
        min_length=1, max_length=32, description="The production whose Bates-stamped pages the draft cites ('PROD001')."
    )
    for_review: bool = Field(
        False,
        description="Build it even though the verification blocks the draft, every page stamped 'DRAFT — NOT "
        "VERIFIED', for the lawyer to review. Never file such a binder.",
    )
    caption: CaptionInput | None = Field(None, description="The caption; default: read from the draft's first lines.")
    title: str | None = Field(None, max_length=300, description="The title; default: the draft's first heading.")
    use_model: bool = Field(
        True, description="Run verify_citations' meaning check too (answers are cached from an earlier verification)."
    )

    @model_validator(mode="after")
    def _one_draft(self) -> AssembleFilingInput:
        if (self.artifact_id is None) == (self.path is None):
            raise ValueError("give exactly one of artifact_id or path")
        return self


class ExhibitEntry(BaseModel):
    label: str = Field(description="Exhibit label as produced ('1', 'A').")
    document_id: str
    name: str
    first_bates: str
    last_bates: str
    pages: int
    binder_page: int = Field(description="Its first page in the binder (1-based).")
    cited: list[str] = Field(description="The Bates numbers the draft cites in it, in cite order (at most 50).")


class AssembleFilingResult(BaseModel):
    summary: str
    binder_path: str = Field(description="The PDF: the typeset draft, then the exhibits; every Bates cite is a link.")
    docx_path: str = Field(description="The draft in Word, with a comment on every statement that is not supported.")
    manifest_path: str = Field(description="What went in (hashes of the draft and every exhibit) and the verification.")
    binder_id: str = Field(description="Artifact id of the manifest; the PDF and the Word file are its companions.")
    pages: int
    draft_pages: int
    exhibits: list[ExhibitEntry] = Field(description="In cite order (at most 100).")
    links: int = Field(description="Bates cites in the draft made into links to their pages.")
    comments: int = Field(description="Word comments: one per statement that is not supported.")
    for_review: bool
    blocked: bool = Field(description="What the verification said; a blocked draft is only ever built for_review.")
    verification_id: str = Field(description="The verification this binder was built on (its report id).")
    review_path: str | None = Field(None, description="That verification's review PDF.")
    warnings: list[str] = Field(default_factory=list)


def _refusal(draft: str, verification: VerifyCitationsResult) -> str:
    blocking = [s for s in verification.statement_findings if s.blocks]
    lines = [
        f"S{s.number} {s.verdict}: “{s.text[:90]}” — {s.reason}" + (f" Fix: {s.suggestion}." if s.suggestion else "")
        for s in blocking[:10]
    ]
    claims = [f for f in verification.findings if f.status in ("not_found", "mismatch")][:5]
    lines += [f"{f.kind} “{f.text[:60]}”: {f.reason}" for f in claims]
    more = len(blocking) - 10 if len(blocking) > 10 else 0
    return (
        f"{draft} is blocked, so no filing was assembled: {verification.summary}\n"
        + "\n".join(lines)
        + (f"\n… and {more} more" if more else "")
        + f"\nFix each from the evidence (search_evidence) or ask the lawyer, verify again, then assemble. For a copy "
        f"to review, stamped 'DRAFT — NOT VERIFIED', call assemble_filing with for_review: true. Review PDF: "
        f"{verification.review_path}"
    )


def _production(store: MatterStore, production_id: str) -> None:
    with store.read() as conn:
        rows = conn.execute("SELECT id, status FROM productions ORDER BY id").fetchall()
    complete = [r["id"] for r in rows if r["status"] == "complete"]
    if production_id not in complete:
        known = ", ".join(complete) or "none yet (bates_stamp makes one)"
        raise NotFoundError(f"matter {store.name!r} has no complete production {production_id!r}; productions: {known}")


def _draft(store: MatterStore, request: AssembleFilingInput, roots: tuple) -> tuple[DraftText, str, str]:
    """The draft as read, how to name it, and the hash of what was read."""
    from server.documents.drafts import read_draft, text_draft
    from server.matter.paths import resolve_input

    if request.artifact_id is not None:
        doc = store.document(request.artifact_id)
        return text_draft(store.document_text(doc.id)), f"{doc.id} ({doc.original_name})", doc.sha256
    path = resolve_input(store.folder, request.path or "", roots=roots)
    if not path.is_file() or path.suffix.lower() not in DRAFT_FILES:
        raise InputError(f"{request.path!r} is not a draft file in matter {store.name!r}; give a .md, .txt, .docx or "
                         ".pdf file, or artifact_id")  # fmt: skip
    from server.matter.ledger import sha256_file

    return read_draft(path), request.path or str(path), sha256_file(path)


def _notes(checked: object, verification: VerifyCitationsResult) -> list[tuple[int, int, str]]:
    """A Word comment for every statement not supported: the verification's verdict where it gave one."""
    from server.filing.review import fix

    final = {(s.start, s.end): s for s in verification.statement_findings}
    notes = []
    for v in checked.facts:  # type: ignore[attr-defined]
        s = v.statement
        said = final.get((s.start, s.end))
        verdict = said.verdict if said is not None else v.verdict
        if verdict == "supported":
            continue
        reason = said.reason if said is not None else v.reason
        notes.append((s.start, s.end, f"S{s.index + 1} {verdict}: {reason} Fix: {fix(v)}"))
    return notes


def _label(store: MatterStore, doc: DocumentRow) -> str:
    """The exhibit label a production gave the document; an attachment is named after its e-mail's."""
    if doc.metadata.get("exhibit"):
        return str(doc.metadata["exhibit"])
    parent = store.document(doc.parent_id) if doc.parent_id else None
    if parent is not None and parent.production_id == doc.production_id and parent.metadata.get("exhibit"):
        return f"{parent.metadata['exhibit']} (attachment)"
    return str(doc.metadata.get("first_bates") or doc.id)


def _plan(store: MatterStore, draft: DraftText, production_id: str) -> tuple[list[Exhibit], list[Link], list[str]]:
    """The exhibits the draft cites in ``production_id``, in cite order, and a link per Bates cite."""
    from server.filing.binder import Exhibit, Link
    from server.filing.cites import find_cites, resolve
    from server.matter.evidence import StoreEvidenceIndex

    index = StoreEvidenceIndex(store)
    exhibits: dict[str, Exhibit] = {}
    links: list[Link] = []
    elsewhere: list[str] = []
    for mark in find_cites(draft.text, index.bates_prefixes()):
        pages = resolve(mark, index)
        here = [p for p in pages if p.production_id == production_id]
        elsewhere += [p.label for p in pages if p.production_id != production_id]
        for page in here[:1] if mark.exhibit else here:
            exhibit = exhibits.get(page.document_id)
            if exhibit is None:
                doc = store.document(page.document_id)
                exhibit = Exhibit(
                    label=_label(store, doc),
                    document_id=doc.id,
                    name=doc.original_name.split("-", 1)[-1],
                    path=store.folder / doc.stored_path,
                    first_bates=str(doc.metadata.get("first_bates", "")),
                    last_bates=str(doc.metadata.get("last_bates", "")),
                    pages=doc.page_count,
                )
                exhibits[doc.id] = exhibit
            exhibit.cited.append((page.page, page.bates or page.label))
        if here:
            links.append(Link(mark.start, mark.end, here[0].document_id, here[0].page))
    return list(exhibits.values()), links, list(dict.fromkeys(elsewhere))


def _build(
    store: MatterStore, request: AssembleFilingInput, state: AppState, verification: VerifyCitationsResult,
    progress: Progress,
) -> AssembleFilingResult:  # fmt: skip
    import pymupdf

    from server.filing.binder import build_binder, typeset_draft
    from server.filing.manifest import manifest
    from server.filing.structure import Caption, read_structure
    from server.filing.word import build_docx
    from server.matter.evidence import StoreEvidenceIndex
    from server.verify.verdicts import verify_statements

    started = (utc_now(), time.perf_counter())
    draft, what, draft_sha = _draft(store, request, state.settings.server.import_roots)
    structure = read_structure(draft)
    caption = Caption(request.caption.court, tuple(request.caption.parties), request.caption.case_number) if (
        request.caption) else structure.caption  # fmt: skip
    exhibits, links, elsewhere = _plan(store, draft, request.production_id)
    warnings = []
    if elsewhere:
        outside = ", ".join(elsewhere[:20])
        warnings.append(f"cited but not in {request.production_id}, so not linked or bound: {outside}")
    if not exhibits:
        warnings.append(f"the draft cites no page of {request.production_id}: the binder holds the draft alone")
    checked = verify_statements(draft.text, StoreEvidenceIndex(store))
    notes = _notes(checked, verification)
    title = request.title or (draft.text[structure.title.start : structure.title.end] if structure.title else what)

    def check() -> None:
        anyio.from_thread.check_cancelled()

    def report(done: int, total: int, message: str) -> None:
        anyio.from_thread.run(progress, done, total, message)

    work = store.folder / "work"
    binder_file = work / f".binder-{time.time_ns()}.pdf.tmp"
    docx_file = work / f".binder-{time.time_ns()}.docx.tmp"
    try:
        doc = pymupdf.open()
        try:
            setter = typeset_draft(doc, draft, structure, caption, request.title)
            facts: BinderFacts = build_binder(doc, setter, exhibits, links, binder_file, for_review=request.for_review,
                                              title=title, check=check, progress=report)  # fmt: skip
        finally:
            doc.close()
        comments = build_docx(draft, structure, caption, request.title, notes, docx_file,
                              for_review=request.for_review)  # fmt: skip
        check()
        text = manifest(store, what, draft_sha, request.production_id, exhibits, verification, facts, comments,
                        for_review=request.for_review)  # fmt: skip
        inputs = [draft_sha, verification.report_id, *(store.document(e.document_id).sha256 for e in exhibits)]
        run = RunRecord(
            tool="assemble_filing",
            input_hash=input_hash(request, *inputs),
            started_at=started[0],
            wall_ms=(time.perf_counter() - started[1]) * 1000,
        )
        artifact = write_artifact(
            store,
            tool="assemble_filing",
            kind="filing",
            title=f"binder-{request.artifact_id or Path(request.path or 'draft').stem}",
            text=text,
            run=run,
            extra_files={".pdf": StagedFile(binder_file, draft.text), ".docx": StagedFile(docx_file, draft.text)},
        )
    finally:
        remove_files([binder_file, docx_file])
    entries = [
        ExhibitEntry(
            label=e.label, document_id=e.document_id, name=e.name, first_bates=e.first_bates, last_bates=e.last_bates,
            pages=e.pages, binder_page=e.start + 1, cited=list(dict.fromkeys(b for _p, b in e.cited))[:50],
        )
        for e in exhibits[:MAX_EXHIBITS_SHOWN]
    ]  # fmt: skip
    stamp = " (every page stamped DRAFT — NOT VERIFIED)" if request.for_review else ""
    return AssembleFilingResult(
        summary=f"Binder of {what}{stamp}: {facts.draft_pages} page(s) of draft and {len(exhibits)} exhibit(s), "
        f"{facts.pages} pages; {facts.links} cite link(s); {comments} Word comment(s).",
        binder_path=str(artifact.companions[".pdf"]),
        docx_path=str(artifact.companions[".docx"]),
        manifest_path=str(artifact.path),
        binder_id=artifact.id,
        pages=facts.pages,
        draft_pages=facts.draft_pages,
        exhibits=entries,
        links=facts.links,
        comments=comments,
        for_review=request.for_review,
        blocked=verification.blocked,
        verification_id=verification.report_id,
        review_path=verification.review_path,
        warnings=warnings,
    )


async def assemble_filing(
    request: AssembleFilingInput, state: AppState, progress: Progress = no_progress
) -> AssembleFilingResult:
    """Assemble a filing from a draft: verify it (verify_citations, the same verdicts), then typeset it as a court
    paper (caption, title, numbered paragraphs, signature block; US Letter, 1-inch margins, embedded font) followed by
    the exhibits it cites, in cite order, straight from the production's Bates-stamped PDFs, with a bookmark per
    exhibit and per cited Bates range and every Bates cite a live link to its page; and the same draft as a Word file
    (caption table, Word numbering) with a comment on every statement that is not supported. A blocked draft is
    refused, naming the blocking statements and their fixes, unless for_review is true, which stamps every page
    'DRAFT — NOT VERIFIED'. Writes the binder PDF, the .docx and a manifest (input hashes) to work/."""
    store = await open_matter(state, request.matter)
    await in_thread(_production, store, request.production_id)
    source = {"artifact_id": request.artifact_id} if request.artifact_id else {"path": request.path}
    check = VerifyCitationsInput(matter=request.matter, use_model=request.use_model, **source)  # type: ignore[arg-type]
    verification = await verify_citations(check, state, progress)
    if verification.blocked and not request.for_review:
        what = request.artifact_id or request.path or "the draft"
        raise InputError(_refusal(what, verification))
    await progress(0, 1, "assembling the binder")
    result = await in_thread(_build, store, request, state, verification, progress)
    await progress(1, 1, result.summary)
    return result

