"""bates_stamp: combine, OCR and Bates-stamp client documents into a production with load files."""

from __future__ import annotations

from typing import Literal

import anyio
from pydantic import BaseModel, Field, model_validator

from server.state import AppState, Progress, no_progress
from tools._shared import Matter, in_thread, open_matter

StampPosition = Literal["bottom-right", "bottom-left", "bottom-center", "top-right", "top-left"]


class Withheld(BaseModel):
    document_id: str
    basis: str = Field(min_length=3, max_length=200, description="e.g. 'Attorney-client privilege'.")
    description: str = Field("", max_length=500, description="What it is, for the privilege log (no privileged text).")


class BatesStampInput(BaseModel):
    matter: Matter
    document_ids: list[str] = Field(
        min_length=1,
        max_length=2_000,
        description="Client documents in production order (ids 'D…'). A parent brings its family (an e-mail its "
        "attachments), parent first; a child listed too is produced in its family (a warning says so if it was listed "
        "elsewhere), and a child listed without its parent is refused. Withholding a parent withholds its family. "
        "Model output can never be produced.",
    )
    prefix: str = Field(min_length=1, max_length=20, description="Bates prefix, e.g. 'SMITH' (letters, digits, _ -).")
    start: int | Literal["next"] = Field(
        "next",
        description="First number, or 'next' to continue after the last range this matter kept for the prefix. "
        "A production that failed or was killed before it was published gives its range back (released_earlier, "
        "and the ledger, say so), so the sequence has no gap; a number that was published is never reused.",
    )
    width: int = Field(6, ge=3, le=12, description="Zero padding: 6 gives SMITH000001.")
    position: StampPosition = Field("bottom-right", description="Corner of the visible page for the Bates number.")
    legend: str | None = Field(
        None,
        max_length=120,
        description="Confidentiality legend on every page (bottom left), e.g. "
        "'CONFIDENTIAL – SUBJECT TO PROTECTIVE ORDER'.",
    )
    legends: dict[str, str] = Field(default_factory=dict, description="Per-document legend, by document id.")
    withhold: list[Withheld] = Field(
        default_factory=list,
        description="Documents withheld as privileged: a numbered slip sheet takes their place "
        "and a privilege-log row is written.",
    )
    natives: list[str] = Field(
        default_factory=list,
        description="Documents to produce natively: a numbered slip sheet ('Produced in native format', its Bates "
        "number, file name and SHA-256) takes their place, the file goes in natives/ named by that number, its text "
        "in text/, and the DAT's NATIVEPATH points at it. Spreadsheets and presentations (.xlsx .xlsm .xls .ods .csv "
        ".pptx ...) are produced natively without being named here. Cite a native by its slip sheet's number.",
    )
    exhibits: dict[str, str] = Field(
        default_factory=dict,
        description="Exhibit label per document id (e.g. {'D0003': 'A'}); default: 1, 2, 3… in production order. "
        "verify_citations maps 'Ex. 2' through these labels.",
    )

    @model_validator(mode="after")
    def _listed(self) -> BatesStampInput:
        listed = set(self.document_ids)
        if len(listed) != len(self.document_ids):
            raise ValueError("document_ids lists a document twice")
        extra = (
            {w.document_id for w in self.withhold} | set(self.natives) | set(self.legends) | set(self.exhibits)
        ) - listed
        if extra:
            raise ValueError(f"{', '.join(sorted(extra))} not in document_ids; list every document to produce")
        return self


class ProducedDocumentSummary(BaseModel):
    document_id: str = Field(description="The new client document of stamped pages (cite its Bates numbers).")
    source_document_id: str | None
    name: str
    first_bates: str
    last_bates: str
    pages: int
    treatment: Literal["produce", "withhold", "native"]
    exhibit: str | None = None


class VoidRange(BaseModel):
    production_id: str
    first: int
    last: int
    note: str


class BatesStampResult(BaseModel):
    production_id: str
    first_bates: str
    last_bates: str
    pages: int
    ocr_pages: int = Field(description="Pages without a text layer that were OCR'd (they now carry invisible text).")
    documents: list[ProducedDocumentSummary] = Field(description="At most 200; index.csv has them all.")
    withheld: int
    folder: str
    combined_pdf: str
    dat: str = Field(description="Concordance load file.")
    opt: str = Field(description="Opticon image load file.")
    index_csv: str
    privilege_log: str | None
    voided_earlier: list[VoidRange] = Field(
        description="Ranges of an interrupted production that had published something, voided before this one "
        "(reported, never reused)."
    )
    released_earlier: list[VoidRange] = Field(
        default_factory=list,
        description="Ranges of an interrupted production that never published anything, given back before this "
        "one (this production may start at their first number); the ledger records each release and why.",
    )
    warnings: list[str]


async def bates_stamp(request: BatesStampInput, state: AppState, progress: Progress = no_progress) -> BatesStampResult:
    """Produce client documents the way e-discovery platforms do: every page stamped with a Bates number in the
    visible corner (whatever its rotation or crop box) over a white box, an optional confidentiality legend,
    scans OCR'd with an invisible text layer, privileged documents (and their families) replaced by numbered slip
    sheets, natives (spreadsheets, presentations, any listed in natives) by numbered slip sheets with the file in
    natives/; families together, parent first; one combined PDF and one per document, a Concordance DAT (families,
    custodian, file path, MD5 and SHA-256, e-mail fields, native and text paths), an Opticon OPT, an index CSV and a
    privilege log. The range is reserved before stamping; a failure publishes nothing and gives the range back,
    and a published number is never reused.
    Stamped pages become client evidence under their Bates numbers, so drafts can cite them."""
    from server.production.store import DocumentSpec, produce  # PyMuPDF loads on first production

    store = await open_matter(state, request.matter)
    withheld = {w.document_id: w for w in request.withhold}
    specs = [
        DocumentSpec(
            document_id=doc_id,
            legend=request.legends.get(doc_id, request.legend),
            treatment="withhold" if doc_id in withheld else "native" if doc_id in request.natives else "produce",
            privilege_basis=withheld[doc_id].basis if doc_id in withheld else None,
            privilege_description=withheld[doc_id].description or None if doc_id in withheld else None,
            exhibit=request.exhibits.get(doc_id),
        )
        for doc_id in request.document_ids
    ]

    def on_page(done: int, total: int) -> None:
        anyio.from_thread.run(progress, done, total, f"page {done} of {total}")

    outcome = await in_thread(
        lambda: produce(
            store,
            specs,
            prefix=request.prefix,
            start=None if request.start == "next" else request.start,
            width=request.width,
            position=request.position,
            on_page=on_page,
        )
    )
    manifest = outcome.manifest
    documents = [
        ProducedDocumentSummary(
            document_id=outcome.registered[d.document_id].document_id,
            source_document_id=outcome.registered[d.document_id].source_document_id,
            name=d.name,
            first_bates=d.first_bates,
            last_bates=d.last_bates,
            pages=d.pages,
            treatment=d.treatment,
            exhibit=outcome.registered[d.document_id].exhibit,
        )
        for d in manifest.documents
    ]
    return BatesStampResult(
        production_id=manifest.production_id,
        first_bates=manifest.first_bates,
        last_bates=manifest.last_bates,
        pages=len(manifest.pages),
        ocr_pages=manifest.ocr_pages,
        documents=documents[:200],
        withheld=sum(d.treatment == "withhold" for d in manifest.documents),
        folder=str(manifest.folder),
        combined_pdf=str(manifest.combined_pdf),
        dat=str(manifest.dat),
        opt=str(manifest.opt),
        index_csv=str(manifest.index_csv),
        privilege_log=str(manifest.privilege_log) if manifest.privilege_log else None,
        voided_earlier=[
            VoidRange(production_id=r.production_id, first=r.first, last=r.last, note=r.note) for r in outcome.recovered
        ],
        released_earlier=[
            VoidRange(production_id=r.production_id, first=r.first, last=r.last, note=r.note) for r in outcome.released
        ],
        warnings=[*outcome.warnings, *manifest.warnings][:50],
    )
