"""matter_status: what a matter holds, what was refused, what was produced, what ran last."""

from __future__ import annotations

from pydantic import BaseModel, Field

from server.matter.store import MatterStore
from server.production import numbering
from server.state import AppState, Progress, no_progress
from tools._shared import RESULT_BUDGET, Matter, in_thread, open_matter, within


class MatterStatusInput(BaseModel):
    matter: Matter
    list_documents: bool = Field(True, description="Include the document list (the newest that fit, newest last).")


class DocumentSummary(BaseModel):
    id: str
    origin: str = Field(description="client (evidence), attorney (direction, not evidence) or model (never evidence).")
    name: str
    kind: str
    pages: int
    parent_id: str | None = None


class QuarantineSummary(BaseModel):
    id: str
    name: str
    matched_artifact: str
    reason: str


class ProductionSummary(BaseModel):
    id: str
    prefix: str
    first: int
    last: int
    status: str = Field(description="complete, reserved (in progress) or void (numbers used up, never reissued).")
    note: str = ""


class RunSummary(BaseModel):
    id: str
    tool: str
    model: str | None
    status: str
    started_at: str
    tokens_per_s: float | None
    prompt_tokens: int | None = None
    prompt_tokens_cached: int | None = Field(None, description="Prompt tokens the model server reused from its cache.")


class MatterStatusResult(BaseModel):
    matter: str
    folder: str
    documents_by_origin: dict[str, int]
    documents: list[DocumentSummary]
    quarantined: list[QuarantineSummary]
    productions: list[ProductionSummary]
    last_runs: list[RunSummary]
    ledger_entries: int
    quarantined_total: int = Field(description="Quarantined files in all (the list may be cut).")
    truncated: bool = Field(
        False,
        description="True when a list was cut to keep the result small: documents keep the newest, "
        "productions the latest, quarantine the oldest.",
    )


def _status(store: MatterStore, list_documents: bool) -> MatterStatusResult:
    docs = store.documents()
    by_origin: dict[str, int] = {"client": 0, "attorney": 0, "model": 0}
    for doc in docs:
        by_origin[doc.origin] = by_origin.get(doc.origin, 0) + 1
    with store.read() as conn:
        quarantined = [
            QuarantineSummary(id=r[0], name=r[1], matched_artifact=r[2], reason=r[3])
            for r in conn.execute(
                "SELECT id, original_name, matched_document_id, reason FROM quarantine "
                "WHERE released_as IS NULL ORDER BY id"
            )
        ]
        entries = conn.execute("SELECT COUNT(*) FROM ledger").fetchone()[0]
    total_quarantined = len(quarantined)
    documents = [
        DocumentSummary(
            id=d.id, origin=d.origin, name=d.original_name, kind=d.kind, pages=d.page_count, parent_id=d.parent_id
        )
        for d in (docs if list_documents else [])
    ]
    productions = [
        ProductionSummary(id=r.production_id, prefix=r.prefix, first=r.first, last=r.last, status=r.status, note=r.note)
        for r in reversed(numbering.ranges(store))
    ]
    quarantined, cut_q = within(quarantined, RESULT_BUDGET // 4)
    productions, cut_p = within(productions, RESULT_BUDGET // 8)
    shown, cut_d = within(list(reversed(documents)), RESULT_BUDGET // 2)
    return MatterStatusResult(
        matter=store.name,
        folder=str(store.folder),
        documents_by_origin=by_origin,
        documents=list(reversed(shown)),
        quarantined=quarantined,
        quarantined_total=total_quarantined,
        productions=productions,
        last_runs=[
            RunSummary(
                id=r["id"],
                tool=r["tool"],
                model=r["model"],
                status=r["status"],
                started_at=r["started_at"],
                tokens_per_s=r["tokens_per_s"],
                prompt_tokens=r["prompt_tokens"],
                prompt_tokens_cached=r["prompt_tokens_cached"],
            )
            for r in store.runs(10)
        ],
        ledger_entries=entries,
        truncated=cut_q or cut_p or cut_d,
    )


async def matter_status(
    request: MatterStatusInput, state: AppState, progress: Progress = no_progress
) -> MatterStatusResult:
    """Summarise a matter: documents by origin (client evidence, attorney notes, model output), files quarantined
    as model-written, Bates productions (including void ranges), and the last tool runs."""
    store = await open_matter(state, request.matter)
    return await in_thread(_status, store, request.list_documents)
