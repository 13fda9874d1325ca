"""guard_check: deterministic rules plus the small guard model screen text before it goes out."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from server.errors import BackendError
from server.matter.artifacts import save_run
from server.matter.store import MatterStore
from server.state import AppState, Progress, no_progress
from server.verify.guard_rules import excerpt, screen
from tools._shared import (
    RESULT_BUDGET,
    Matter,
    ModelStats,
    call_model,
    evidence_first,
    in_thread,
    json_items,
    load_prompt,
    open_matter,
    run_record,
    within,
)

Verdict = Literal["pass", "warn", "block"]
_RANK = {"pass": 0, "warn": 1, "block": 2}
MAX_MODEL_CHARS = 12_000

GUARD_SCHEMA = {
    "type": "object",
    "properties": {
        "verdict": {"type": "string", "enum": ["pass", "warn", "block"]},
        "issues": {
            "type": "array",
            "maxItems": 8,
            "items": {
                "type": "object",
                "properties": {
                    "category": {
                        "type": "string",
                        "enum": ["personal_identifier", "placeholder", "prompt_injection", "privilege", "other"],
                    },
                    "quote": {"type": "string", "maxLength": 200},
                    "explanation": {"type": "string", "maxLength": 300},
                },
                "required": ["category", "quote", "explanation"],
            },
        },
    },
    "required": ["verdict", "issues"],
}


class GuardCheckInput(BaseModel):
    matter: Matter
    artifact_id: str | None = Field(
        None,
        description="The draft to screen: the artifact_id a drafting tool returned (e.g. 'A0004'), or a document "
        "id. Give this or text.",
    )
    text: str | None = Field(None, max_length=200_000, description="Text to screen, if it is not in the matter.")
    purpose: Literal["public_filing", "sealed_filing", "internal", "client_letter"] = Field(
        "public_filing",
        description="Where the text is going. In a public_filing, FRCP 5.2 identifiers block; elsewhere they warn.",
    )
    use_model: bool = Field(True, description="Also ask the guard model (its findings are advisory unless binding).")
    model_binding: bool = Field(
        False, description="Let the guard model's own verdict block (default: it can only warn; the rules block)."
    )
    max_tokens: int | None = Field(None, ge=64, le=131_072, description="Cap on the guard model's answer (default).")

    @model_validator(mode="after")
    def _one_input(self) -> GuardCheckInput:
        if (self.artifact_id is None) == (self.text is None):
            raise ValueError("give exactly one of artifact_id or text")
        return self


class GuardFinding(BaseModel):
    source: Literal["rule", "model"] = Field(description="rule: deterministic pattern; model: the guard model.")
    rule: str = Field(
        description="ssn, tin, birth_date, minor_name, account_number, placeholder, prompt_injection, "
        "privilege or other."
    )
    severity: Literal["warn", "block"]
    start: int | None = Field(description="Character offset in the screened text.")
    end: int | None
    excerpt: str = Field(description="Context around the finding; identifier digits masked.")
    message: str
    fix: str


class GuardCheckResult(BaseModel):
    verdict: Verdict = Field(
        description="pass: nothing found. warn: a lawyer should look before it goes out. block: must not go out "
        "as it is; fix every block finding and run guard_check again."
    )
    findings: list[GuardFinding]
    model_verdict: Verdict | None = Field(None, description="The guard model's own verdict, if it answered.")
    model_unsupported: int = Field(
        0, description="Guard-model issues dropped because their quote is not in the text (the model invented them)."
    )
    model_error: str | None = Field(None, description="Why the guard model could not be asked (rules still ran).")
    stats: ModelStats | None = None
    chars: int


def _find(text: str, quote: str) -> tuple[int, int] | None:
    quote = " ".join(quote.split())
    if len(quote) < 4:
        return None
    pattern = r"\s+".join(re.escape(part) for part in quote.split(" "))
    match = re.search(pattern, text, flags=re.IGNORECASE)
    return match.span() if match else None


def _load_text(store: MatterStore, request: GuardCheckInput) -> str:
    if request.text is not None:
        return request.text
    return store.document_text(store.document(request.artifact_id or "").id)


async def guard_check(request: GuardCheckInput, state: AppState, progress: Progress = no_progress) -> GuardCheckResult:
    """Screen text before it is filed or sent: deterministic rules for FRCP 5.2 identifiers (full SSNs and TINs,
    full birth dates, minors' names, full account numbers), unfilled placeholders ([INSERT], TBD) and
    instructions aimed at AI models, plus the guard model's verdict. Model issues count only when their quote is
    really in the text. Returns pass / warn / block with each finding's span and the fix."""
    store = await open_matter(state, request.matter)
    text = await in_thread(_load_text, store, request)
    rule_findings, safe_text = screen(text, purpose=request.purpose)
    findings = [
        GuardFinding(
            source="rule",
            rule=f.rule,
            severity=f.severity,
            start=f.start,
            end=f.end,
            excerpt=f.excerpt,
            message=f.message,
            fix=f.fix,
        )
        for f in rule_findings
    ]
    model_verdict: Verdict | None = None
    unsupported = 0
    model_error = None
    stats = None
    if request.use_model:
        try:
            system, user = evidence_first(load_prompt("guard"), "", f"TEXT:\n{text[:MAX_MODEL_CHARS]}")
            call = await call_model(
                state,
                role="guard",
                system=system,
                user=user,
                json_schema=GUARD_SCHEMA,
                max_tokens=request.max_tokens,
                progress=progress,
                step="guard model screening",
                log_failure=(store, "guard_check", request),
            )
            verdict, model_findings, unsupported = _model_findings(
                call.completion.text, text, safe_text, request.model_binding
            )
            model_verdict = verdict
            findings.extend(model_findings)
            run_id = await in_thread(save_run, store, run_record("guard_check", request, call, text))
            stats = call.stats.model_copy(update={"run_id": run_id})
        except BackendError as exc:
            model_error = str(exc)
    verdict: Verdict = "pass"
    for finding in findings:
        if _RANK[finding.severity] > _RANK[verdict]:
            verdict = finding.severity
    return GuardCheckResult(
        verdict=verdict,
        findings=within(sorted(findings, key=lambda f: (f.severity != "block", f.start or 0)), RESULT_BUDGET * 3 // 4)[
            0
        ],
        model_verdict=model_verdict,
        model_unsupported=unsupported,
        model_error=model_error,
        stats=stats,
        chars=len(text),
    )


def _model_findings(
    raw: str, text: str, safe_text: str, binding: bool
) -> tuple[Verdict | None, list[GuardFinding], int]:
    issues, _complete = json_items(raw, "issues")
    verdict_match = re.search(r'"verdict"\s*:\s*"(pass|warn|block)"', raw)
    verdict: Verdict | None = verdict_match.group(1) if verdict_match else None  # type: ignore[assignment]
    findings, unsupported = [], 0
    for issue in issues:
        span = _find(text, str(issue.get("quote", "")))
        if span is None:
            unsupported += 1
            continue
        severity = "block" if binding and verdict == "block" else "warn"
        findings.append(
            GuardFinding(
                source="model",
                rule=str(issue.get("category") or "other")[:40],
                severity=severity,
                start=span[0],
                end=span[1],
                excerpt=excerpt(safe_text, *span),
                message=str(issue.get("explanation", ""))[:300],
                fix="review this passage",
            )
        )
    return verdict, findings, unsupported
