"""adversarial_review: a second model reads a draft as opposing counsel would and attacks it."""

from __future__ import annotations

import json
import re
from typing import Literal

from pydantic import BaseModel, Field

from server.matter.artifacts import write_artifact
from server.matter.evidence import build_pack
from server.matter.store import MatterStore
from server.state import AppState, Progress, no_progress
from tools._shared import (
    RESULT_BUDGET,
    EvidenceIds,
    EvidenceQuery,
    Matter,
    ModelStats,
    call_model,
    evidence_block,
    evidence_chars,
    evidence_first,
    in_thread,
    json_items,
    load_prompt,
    open_matter,
    prompt_budget,
    run_record,
    within,
)

Severity = Literal["low", "medium", "high", "critical"]
_ORDER = {"critical": 0, "high": 1, "medium": 2, "low": 3}


def _schema(max_attacks: int) -> dict:
    return {
        "type": "object",
        "properties": {
            "attacks": {
                "type": "array",
                "maxItems": max_attacks,
                "items": {
                    "type": "object",
                    "properties": {
                        "claim_quote": {"type": "string", "maxLength": 400},
                        "attack": {"type": "string", "maxLength": 600},
                        "severity": {"type": "string", "enum": list(_ORDER)},
                        "evidence_needed": {"type": "string", "maxLength": 400},
                    },
                    "required": ["claim_quote", "attack", "severity", "evidence_needed"],
                },
            }
        },
        "required": ["attacks"],
    }


class AdversarialReviewInput(BaseModel):
    matter: Matter
    artifact_id: str = Field(
        description="The draft to attack: the artifact_id draft_routine or reason_heavy returned (e.g. 'A0004')."
    )
    document_ids: EvidenceIds = Field(default_factory=list)
    query: EvidenceQuery = None
    focus: str = Field("", max_length=2_000, description="What to attack hardest (e.g. 'timeline', 'damages').")
    max_attacks: int = Field(12, ge=1, le=30, description="Most attacks to return.")
    max_tokens: int | None = Field(None, ge=64, le=131_072, description="Cap on generated tokens (model default).")


class Attack(BaseModel):
    claim_quote: str = Field(description="The draft's words under attack.")
    start: int | None = Field(description="Character offset of claim_quote in the draft (None if not found).")
    end: int | None
    quote_found: bool = Field(description="False when the reviewer quoted words that are not in the draft.")
    attack: str
    severity: Severity
    evidence_needed: str = Field(description="Evidence that would answer the attack (search_evidence for it).")


class AdversarialReviewResult(BaseModel):
    review_id: str = Field(description="Id of the review (model output: direction for revision, never evidence).")
    path: str = Field(description="The review as Markdown.")
    json_path: str = Field(description="The same attacks as JSON.")
    attacks: list[Attack] = Field(description="Most severe first (as many as fit; the review file has them all).")
    by_severity: dict[str, int]
    unanchored: int = Field(description="Attacks whose quote is not in the draft (shown last, treat with caution).")
    stats: ModelStats
    next_step: str


def _find(draft: str, quote: str) -> tuple[int, int] | None:
    words = quote.split()
    if len(words) < 2 and len(quote) < 6:
        return None
    match = re.search(r"\s+".join(re.escape(w) for w in words), draft, flags=re.IGNORECASE)
    return match.span() if match else None


def _compose(
    store: MatterStore, request: AdversarialReviewInput, budget: int, evidence_budget: int
) -> tuple[str, list[str], str]:
    """(evidence part, variable parts, the draft): evidence first, then the focus and the draft."""
    draft_doc = store.document(request.artifact_id)
    draft = store.document_text(draft_doc.id)
    evidence = ""
    if request.document_ids or request.query:
        pack = build_pack(store, document_ids=request.document_ids, query=request.query, max_chars=evidence_budget)
        evidence = evidence_block(pack)
    variable = [f"FOCUS: {request.focus}"] if request.focus else []
    variable.append(f"DRAFT ({draft_doc.id}):\n{draft[: int(budget * 0.4)]}")
    return evidence, variable, draft


def _parse(raw: str, draft: str) -> list[Attack]:
    items, _complete = json_items(raw, "attacks")
    attacks = []
    for item in items:
        if not str(item.get("attack", "")).strip():
            continue
        quote = str(item.get("claim_quote", "")).strip()
        span = _find(draft, quote)
        severity = item.get("severity") if item.get("severity") in _ORDER else "medium"
        attacks.append(
            Attack(
                claim_quote=quote[:400],
                start=span[0] if span else None,
                end=span[1] if span else None,
                quote_found=span is not None,
                attack=str(item["attack"]).strip()[:600],
                severity=severity,
                evidence_needed=str(item.get("evidence_needed", "")).strip()[:400],
            )
        )
    return sorted(attacks, key=lambda a: (not a.quote_found, _ORDER[a.severity]))


def _markdown(artifact_id: str, attacks: list[Attack]) -> str:
    lines = [f"# Adversarial review of {artifact_id}", ""]
    if not attacks:
        lines.append("The reviewer raised no attacks.")
    for number, attack in enumerate(attacks, start=1):
        where = f"chars {attack.start}-{attack.end}" if attack.quote_found else "quote not found in the draft"
        lines += [
            f"## {number}. [{attack.severity.upper()}] {attack.claim_quote[:120]!r} ({where})",
            "",
            f"**Attack.** {attack.attack}",
            "",
            f"**Evidence that would answer it.** {attack.evidence_needed or '(none suggested)'}",
            "",
        ]
    return "\n".join(lines)


async def adversarial_review(
    request: AdversarialReviewInput, state: AppState, progress: Progress = no_progress
) -> AdversarialReviewResult:
    """Have the reviewer model attack a draft as opposing counsel would: each attack quotes the draft's words
    (with their character span), says what the other side will argue, rates severity, and names the evidence
    that would answer it. The review is saved to work/ (Markdown and JSON). Use it to revise the draft with
    draft_routine or reason_heavy (pass the draft and the review as prior_work_ids), then verify again."""
    store = await open_matter(state, request.matter)
    budget = prompt_budget(state, "adversary", request.max_tokens)
    evidence_budget = evidence_chars(state, "adversary", request.max_tokens)
    evidence, variable, draft = await in_thread(_compose, store, request, budget, evidence_budget)
    system, user = evidence_first(load_prompt("adversary"), evidence, *variable)
    call = await call_model(
        state,
        role="adversary",
        system=system,
        user=user,
        progress=progress,
        json_schema=_schema(request.max_attacks),
        max_tokens=request.max_tokens,
        step="adversarial review",
        log_failure=(store, "adversarial_review", request),
    )
    attacks = _parse(call.completion.text, draft)[: request.max_attacks]
    markdown = _markdown(request.artifact_id, attacks)
    payload = json.dumps({"artifact_id": request.artifact_id, "attacks": [a.model_dump() for a in attacks]}, indent=2)
    artifact = await in_thread(
        lambda: write_artifact(
            store,
            tool="adversarial_review",
            kind="review",
            title=f"review-{request.artifact_id}",
            text=markdown,
            run=run_record("adversarial_review", request, call, user),
            extra_files={".json": payload},
        )
    )
    by_severity = {level: sum(a.severity == level for a in attacks) for level in _ORDER}
    return AdversarialReviewResult(
        review_id=artifact.id,
        path=str(artifact.path),
        json_path=str(artifact.companions[".json"]),
        attacks=within(attacks, RESULT_BUDGET * 3 // 4)[0],
        by_severity=by_severity,
        unanchored=sum(not a.quote_found for a in attacks),
        stats=call.stats.model_copy(update={"run_id": artifact.run_id}),
        next_step=f"Revise {request.artifact_id} with prior_work_ids=['{request.artifact_id}', '{artifact.id}'], "
        "then run verify_citations on the revision.",
    )
