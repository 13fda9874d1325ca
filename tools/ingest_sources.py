"""ingest_sources: bring client files into a matter, refusing anything a model wrote."""

from __future__ import annotations

from typing import Literal

import anyio
from pydantic import BaseModel, Field

from server.documents.kinds import SUPPORTED
from server.matter.ingest import Ingestor, IngestOutcome, expand_paths
from server.state import AppState, Progress, no_progress
from tools._shared import RESULT_BUDGET, Matter, in_thread, open_matter, within


class IngestSourcesInput(BaseModel):
    matter: Matter
    paths: list[str] = Field(
        min_length=1,
        max_length=500,
        description="Files or folders to ingest, relative to the matter folder (e.g. 'inbox' or 'inbox/lease.pdf') "
        "or absolute inside an allowed import root. Folders are read recursively in name order. Supported: "
        f"{SUPPORTED}. An e-mail's attachments and a zip's members become child documents; a mailbox's messages "
        "become documents of their own.",
    )
    origin: Literal["client", "attorney"] = Field(
        "client",
        description="'client': the client's own material, usable as evidence. 'attorney': the lawyer's notes or "
        "authorities list; they direct the work and list citable authorities but are never factual evidence.",
    )
    custodian: str = Field("", max_length=200, description="Whose files these are (goes into load files).")
    override_quarantine: bool = Field(
        False,
        description="Ingest files even though they match model output. ONLY set this when the lawyer has explicitly "
        "said the file is genuinely the client's; the override and its reason are recorded in the ledger.",
    )
    override_reason: str = Field("", max_length=1000, description="The lawyer's reason, required with the override.")


class IngestedItem(BaseModel):
    name: str
    status: Literal["ingested", "duplicate", "overridden"] = Field(
        description="ingested: new client document; duplicate: those exact bytes were already in the matter "
        "(nothing changed); overridden: ingested despite matching model output, on the lawyer's instruction."
    )
    document_id: str
    pages: int
    ocr_pages: int = Field(description="Pages read with OCR (no text layer).")
    parent_id: str | None = Field(
        None, description="For an e-mail attachment or an archive member: its parent's document id (its family)."
    )


class QuarantinedItem(BaseModel):
    name: str
    quarantine_id: str
    matched_artifact: str = Field(description="The model artifact (id starting with 'A') it was copied from.")
    reason: str


class FailedItem(BaseModel):
    name: str
    reason: str = Field(description="Why it could not be read and what to do (e.g. remove a PDF password).")


class IngestSourcesResult(BaseModel):
    matter: str
    ingested: list[IngestedItem]
    quarantined: list[QuarantinedItem] = Field(
        description="Files refused because a model wrote their text: never evidence. Tell the lawyer."
    )
    failed: list[FailedItem]
    counts: dict[str, int]
    truncated: bool = Field(
        False,
        description="True when a list was cut to keep the result small; counts are complete, and "
        "matter_status lists the matter's documents and quarantine.",
    )


def _flatten(
    outcomes: list[IngestOutcome], parent: str | None = None, *, child: bool = False
) -> list[tuple[IngestOutcome, str | None, bool]]:
    flat = []
    for outcome in outcomes:
        flat.append((outcome, parent, child))
        flat.extend(_flatten(outcome.children, outcome.document_id, child=True))
    return flat


async def ingest_sources(
    request: IngestSourcesInput, state: AppState, progress: Progress = no_progress
) -> IngestSourcesResult:
    """Copy client files into the matter (read-only, idempotent by content hash), read their text (OCR for
    scans), and index them as evidence. Files whose text was written by a model — a draft saved into the
    inbox, a pasted paragraph, a printed-and-scanned draft — are quarantined, not ingested. Creates the
    matter on first use. Returns document ids to use as evidence."""
    store = await open_matter(state, request.matter, create=True)
    files = await in_thread(expand_paths, store, request.paths, state.settings.server.import_roots)
    portal_progress = anyio.from_thread.run

    def on_file(done: int, total: int, name: str) -> None:
        if name:  # the end of the ingest is the result itself, not one more progress report
            portal_progress(progress, done, total, f"ingesting {name}")

    ingestor = Ingestor(store, on_file=on_file)
    outcomes = await in_thread(
        lambda: ingestor.ingest(
            files,
            origin=request.origin,
            override_quarantine=request.override_quarantine,
            override_reason=request.override_reason,
            custodian=request.custodian,
        )
    )
    ingested, quarantined, failed = [], [], []
    for outcome, parent, child in _flatten(outcomes):
        name = outcome.path if child else outcome.path.rsplit("/", 1)[-1]  # a member keeps its path in the archive
        if outcome.status == "quarantined":
            quarantined.append(
                QuarantinedItem(
                    name=name,
                    quarantine_id=outcome.quarantine_id or "",
                    matched_artifact=outcome.matched_artifact or "",
                    reason=outcome.reason or "",
                )
            )
        elif outcome.status == "failed":
            failed.append(FailedItem(name=name, reason=outcome.reason or "could not be read"))
        else:
            ingested.append(
                IngestedItem(
                    name=name,
                    status=outcome.status,
                    document_id=outcome.document_id or "",
                    pages=outcome.pages,
                    ocr_pages=outcome.ocr_pages,
                    parent_id=parent,
                )
            )
    counts = {
        "ingested": sum(i.status == "ingested" for i in ingested),
        "duplicate": sum(i.status == "duplicate" for i in ingested),
        "overridden": sum(i.status == "overridden" for i in ingested),
        "quarantined": len(quarantined),
        "failed": len(failed),
    }
    # Problems first: every quarantined and failed file is listed before ingested ones take the room left.
    quarantined, cut_q = within(quarantined, RESULT_BUDGET // 4)
    failed, cut_f = within(failed, RESULT_BUDGET // 4)
    ingested, cut_i = within(ingested, RESULT_BUDGET // 2)
    return IngestSourcesResult(
        matter=request.matter,
        ingested=ingested,
        quarantined=quarantined,
        failed=failed,
        counts=counts,
        truncated=cut_q or cut_f or cut_i,
    )
