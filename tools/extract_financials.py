"""extract_financials: schema-constrained financial items, each tied to its page and checked against it."""

from __future__ import annotations

import csv
import io
import json
import re
from decimal import Decimal, InvalidOperation
from typing import Literal

from pydantic import BaseModel, Field

from server.errors import BackendResponseError
from server.matter.artifacts import write_artifact
from server.matter.evidence import build_pack
from server.matter.ledger import utc_now
from server.matter.store import MatterStore, RunRecord
from server.state import AppState, Progress, no_progress
from server.verify.evidence_index import EvidencePage
from tools._shared import (
    EvidenceIds,
    EvidenceQuery,
    Matter,
    ModelStats,
    call_model,
    evidence_first,
    in_thread,
    input_hash,
    json_items,
    load_prompt,
    open_matter,
    run_record,
    total_stats,
)

Category = Literal["revenue", "expense", "invoice", "payment", "debt", "fee", "salary", "asset", "other"]
ITEM_SCHEMA = {
    "type": "object",
    "properties": {
        "items": {
            "type": "array",
            "maxItems": 25,
            "items": {
                "type": "object",
                "properties": {
                    "label": {"type": "string", "maxLength": 120},
                    "amount": {"type": "string", "maxLength": 40},
                    "currency": {"type": "string", "maxLength": 3},
                    "period": {"type": "string", "maxLength": 60},
                    "category": {"type": "string", "enum": list(Category.__args__)},
                },
                "required": ["label", "amount", "currency", "period", "category"],
            },
        }
    },
    "required": ["items"],
}
# Money as written: $12,500.00 / USD 12,500 / 12.500,00 EUR / 1,234 (with a currency word nearby is not required).
_NUMBER = re.compile(r"(?<![\w.])(\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.(\d{1,2}))?(?![\d])")
_HAS_MONEY = re.compile(
    r"[$€£¥]|\b(?:USD|EUR|GBP|dollars?|amount|total|balance|due|paid|fee|rent)\b|\d\.\d{2}\b", re.IGNORECASE
)


def amount_value(text: str) -> Decimal | None:
    """The numeric value of an amount as written ("$12,500.00" -> 12500.00); None if it has no number."""
    match = _NUMBER.search(text.replace("\u00a0", " "))
    if not match:
        return None
    whole = re.sub(r"[,\s]", "", match.group(1))
    try:
        return Decimal(f"{whole}.{match.group(2) or '0'}").normalize()
    except InvalidOperation:
        return None


def page_amounts(text: str) -> set[Decimal]:
    values = set()
    for match in _NUMBER.finditer(text.replace("\u00a0", " ")):
        whole = re.sub(r"[,\s]", "", match.group(1))
        try:
            values.add(Decimal(f"{whole}.{match.group(2) or '0'}").normalize())
        except InvalidOperation:
            continue
    return values


class ExtractFinancialsInput(BaseModel):
    matter: Matter
    document_ids: EvidenceIds = Field(default_factory=list)
    query: EvidenceQuery = None
    max_pages: int = Field(40, ge=1, le=400, description="Most pages to read (one model call per page with money).")
    default_currency: str = Field("USD", min_length=3, max_length=3, description="ISO code when none is written.")
    max_tokens: int | None = Field(None, ge=64, le=131_072, description="Cap on each page's answer (model default).")


class FinancialItem(BaseModel):
    label: str
    amount: str = Field(description="The amount as the model read it.")
    value: str | None = Field(description="Its numeric value, e.g. '12500.00' (None if the model gave no number).")
    currency: str
    period: str
    category: str
    document_id: str
    page: int
    bates: str | None
    found_on_page: bool = Field(
        description="True when this value appears on the cited page. False = flagged: the model may have "
        "misread or invented it; check before use (flagged items are kept, never silently dropped)."
    )


class ExtractFinancialsResult(BaseModel):
    extraction_id: str = Field(description="Id of the saved extraction (model output: never evidence).")
    path: str = Field(description="The extraction as JSON.")
    csv_path: str = Field(description="The same items as CSV, for a spreadsheet.")
    items: list[FinancialItem] = Field(description="At most 100 items; the file has them all.")
    total_items: int
    flagged: int = Field(description="Items whose amount is not on their page.")
    pages_read: int
    pages_skipped: int = Field(description="Pages with no amounts on them (not sent to the model).")
    truncated_answers: int = Field(description="Pages where the model ran out of tokens; their complete items kept.")
    pages_failed: list[str] = Field(
        default_factory=list,
        description="Pages whose answer was unusable (not JSON); read them by hand or run the extraction again.",
    )
    stats: ModelStats = Field(description="Totals over all model calls (tokens summed, speed averaged).")


def _pages(store: MatterStore, request: ExtractFinancialsInput) -> tuple[list[EvidencePage], bool]:
    pack = build_pack(
        store, document_ids=request.document_ids, query=request.query, max_pages=request.max_pages, max_chars=10_000_000
    )
    return list(pack.pages), pack.truncated


async def extract_financials(
    request: ExtractFinancialsInput, state: AppState, progress: Progress = no_progress
) -> ExtractFinancialsResult:
    """Extract financial items (label, amount, currency, period, category) from client documents with the
    financial model, one page at a time with schema-constrained JSON. Every item is tied to its document, page
    and Bates number, and its amount is checked against that page: items not found there are flagged
    (found_on_page=false), not dropped. Saves JSON and CSV to work/."""
    store = await open_matter(state, request.matter)
    pages, _ = await in_thread(_pages, store, request)
    role_prompt = load_prompt("financial")
    items: list[FinancialItem] = []
    skipped = truncated = 0
    failed: list[str] = []
    calls = []
    for number, page in enumerate(pages, start=1):
        await progress(number - 1, len(pages), f"reading {page.cite_label}")
        if not _HAS_MONEY.search(page.text) or not page_amounts(page.text):
            skipped += 1
            continue
        try:
            system, user = evidence_first(role_prompt, f"PAGE ({page.cite_label}):\n{page.text[:8000]}")
            call = await call_model(
                state,
                role="financial",
                system=system,
                user=user,
                json_schema=ITEM_SCHEMA,
                max_tokens=request.max_tokens,
                progress=progress,
                step=f"extracting {page.cite_label}",
                log_failure=(store, "extract_financials", request),
            )
        except BackendResponseError:  # one bad answer costs that page only; an unreachable model stops the run
            failed.append(page.cite_label)
            continue
        calls.append(call)
        raw_items, complete = json_items(call.completion.text, "items")
        truncated += not complete
        on_page = page_amounts(page.text)
        for raw in raw_items:
            value = amount_value(str(raw.get("amount", "")))
            items.append(
                FinancialItem(
                    label=str(raw.get("label", ""))[:120],
                    amount=str(raw.get("amount", ""))[:40],
                    value=f"{value:.2f}" if value is not None else None,
                    currency=(
                        str(raw.get("currency") or request.default_currency)[:3] or request.default_currency
                    ).upper(),
                    period=str(raw.get("period", ""))[:60],
                    category=str(raw.get("category", "other"))[:20],
                    document_id=page.document_id,
                    page=page.page,
                    bates=page.bates,
                    found_on_page=value is not None and value in on_page,
                )
            )
    stats = total_stats(calls, state, "financial")
    payload = json.dumps({"items": [i.model_dump() for i in items]}, indent=2)
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=list(FinancialItem.model_fields))
    writer.writeheader()
    writer.writerows(i.model_dump() for i in items)
    run = run_record("extract_financials", request, calls[-1], payload) if calls else _no_call_run(request, state)
    artifact = await in_thread(
        lambda: write_artifact(
            store,
            tool="extract_financials",
            kind="extraction",
            title="financials",
            text=payload,
            run=run,
            suffix=".json",
            extra_files={".csv": buffer.getvalue()},
        )
    )
    return ExtractFinancialsResult(
        extraction_id=artifact.id,
        path=str(artifact.path),
        csv_path=str(artifact.companions[".csv"]),
        items=items[:100],
        total_items=len(items),
        flagged=sum(not i.found_on_page for i in items),
        pages_read=len(pages) - skipped,
        pages_skipped=skipped,
        truncated_answers=truncated,
        pages_failed=failed[:50],
        stats=stats.model_copy(update={"run_id": artifact.run_id}),
    )


def _no_call_run(request: ExtractFinancialsInput, state: AppState) -> RunRecord:
    model_name, _ = state.settings.model_for("financial")
    return RunRecord(
        tool="extract_financials",
        role="financial",
        model=model_name,
        input_hash=input_hash(request),
        started_at=utc_now(),
        wall_ms=0.0,
    )
