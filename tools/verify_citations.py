"""verify_citations: every Bates cite, exhibit, date, amount, quotation and authority checked against evidence."""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, Field, model_validator

from server.errors import InputError
from server.matter.artifacts import write_artifact
from server.matter.ledger import utc_now
from server.matter.paths import resolve_input
from server.matter.store import MatterStore, RunRecord
from server.state import AppState, Progress, no_progress
from tools._shared import RESULT_BUDGET, Matter, SourceRef, in_thread, input_hash, open_matter, within

if TYPE_CHECKING:  # the engine (eyecite, reporters-db) loads on first use, not at server start-up
    from server.verify.findings import Finding, VerificationOutcome

STATUSES = ("verified", "not_found", "mismatch", "unverifiable", "grounded_elsewhere")
EXCERPT_CHARS = 160  # in the result; the report on disk keeps the full excerpt
MAX_DRAFT_CHARS = 2_000_000


class VerifyCitationsInput(BaseModel):
    matter: Matter
    artifact_id: str | None = Field(
        None, description="The draft to check: the artifact_id a drafting tool returned (e.g. 'A0004')."
    )
    path: str | None = Field(None, description="Or a file inside the matter (e.g. 'work/brief.md').")
    text: str | None = Field(None, max_length=MAX_DRAFT_CHARS, description="Or the draft's text itself.")
    policy: Literal["strict", "lenient"] = Field(
        "strict",
        description="strict: a case, statute or rule that cannot be checked (not in the evidence or the attorney's "
        "authorities list) blocks. lenient: it is reported but does not block.",
    )
    authorities: list[str] = Field(
        default_factory=list,
        max_length=500,
        description="Extra citations the lawyer vouches for (added to the matter's attorney documents).",
    )
    annotate: bool = Field(True, description="Also write a copy of the draft with every failing claim marked.")
    quote_threshold: float = Field(0.9, ge=0.5, le=1.0, description="Similarity a quotation needs (0.9 default).")

    @model_validator(mode="after")
    def _one_draft(self) -> VerifyCitationsInput:
        if sum(x is not None for x in (self.artifact_id, self.path, self.text)) != 1:
            raise ValueError("give exactly one of artifact_id, path or text")
        return self


class ClaimFinding(BaseModel):
    kind: str = Field(description="bates, exhibit, date, amount, person, quote, case, statute or rule.")
    text: str = Field(description="The claim as written in the draft (cut at 200 characters).")
    start: int = Field(description="Character offset of the claim in the draft.")
    end: int
    status: Literal["verified", "not_found", "mismatch", "unverifiable", "grounded_elsewhere"] = Field(
        description="verified: the cited source carries it. not_found: no such page, or nowhere in the evidence. "
        "mismatch: the source says something else (other figure, changed words, wrong page). unverifiable: an "
        "authority not in the evidence or the authorities list. grounded_elsewhere: true, but cite what "
        "'suggestion' says."
    )
    reason: str
    score: float | None = Field(None, description="For quotations: similarity to the source (0-1).")
    source: SourceRef | None = None
    suggestion: str | None = None


class VerifyCitationsResult(BaseModel):
    blocked: bool = Field(
        description="True when any claim is not_found or mismatch (or unverifiable under strict). A blocked draft "
        "must not be filed: fix each failing claim from the evidence, or ask the lawyer. Never invent."
    )
    summary: str
    counts: dict[str, int] = Field(description="Claims per status.")
    claims_total: int
    findings: list[ClaimFinding] = Field(
        description="Claims that are not verified (blocking ones first), then verified ones, as many as fit; the "
        "report has them all."
    )
    findings_omitted: int = Field(0, description="Claims left out of this result to keep it small (see the report).")
    report_path: str = Field(description="Full report (Markdown); a JSON twin sits at json_path.")
    json_path: str
    annotated_path: str | None = Field(None, description="The draft with each failing claim marked.")
    report_id: str
    warnings: list[str] = Field(
        default_factory=list,
        description="Things that are not failures but need a look, e.g. a draft with no checkable claims at all.",
    )


def _load_draft(store: MatterStore, request: VerifyCitationsInput, roots: tuple) -> tuple[str, str]:
    if request.text is not None:
        return request.text, "text given in the call"
    if request.artifact_id is not None:
        doc = store.document(request.artifact_id)
        return store.document_text(doc.id), f"{doc.id} ({doc.original_name})"
    path = resolve_input(store.folder, request.path or "", roots=roots)
    if not path.is_file():
        raise InputError(f"{request.path!r} is not a file in matter {store.name!r}; give artifact_id or a file path")
    if path.stat().st_size > MAX_DRAFT_CHARS * 4:
        raise InputError(f"{request.path!r} is too large to verify as one draft; split it")
    folder = store.folder.resolve()
    shown = str(path.relative_to(folder)) if path.is_relative_to(folder) else str(path)
    return path.read_text(encoding="utf-8", errors="replace"), shown


def _source(finding: Finding) -> SourceRef | None:
    page = finding.source
    if page is None:
        return None
    return SourceRef(
        document_id=page.document_id,
        document_name=page.document_name,
        page=page.page,
        bates=page.bates,
        start=finding.source_start,
        end=finding.source_end,
        excerpt=_short(finding.excerpt),
    )


def _short(text: str | None, limit: int = EXCERPT_CHARS) -> str | None:
    if text is None:
        return None
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _claim(finding: Finding) -> ClaimFinding:
    claim = finding.claim
    return ClaimFinding(
        kind=claim.kind,
        text=claim.text[:200],
        start=claim.start,
        end=claim.end,
        status=finding.status,
        reason=finding.reason,
        score=round(finding.score, 3) if finding.score is not None else None,
        source=_source(finding),
        suggestion=finding.suggestion,
    )


def _markdown(outcome: VerificationOutcome, what: str) -> str:
    verdict = "BLOCKED" if outcome.blocked else "NOT BLOCKED"
    lines = [
        f"# Citation verification: {verdict}",
        "",
        f"Draft: {what}  ",
        f"Policy: {outcome.policy}",
        "",
        "| status | claims |",
        "|---|---:|",
    ]
    lines += [f"| {status} | {outcome.counts.get(status, 0)} |" for status in STATUSES]
    lines += ["", "## Claims", ""]
    for number, finding in enumerate(outcome.findings, start=1):
        claim = finding.claim
        mark = "✓" if finding.status == "verified" else "✗"
        where = ""
        if finding.source is not None:
            where = f" — source {finding.source.label} ({finding.source.document_id} p.{finding.source.page})"
        lines.append(
            f"{number}. {mark} **{finding.status}** [{claim.kind}] `{claim.text[:160]}` "
            f"(chars {claim.start}-{claim.end}){where}"
        )
        lines.append(f"   {finding.reason}")
        if finding.suggestion:
            lines.append(f"   Suggestion: {finding.suggestion}")
        if finding.excerpt and finding.status != "verified":
            lines.append(f"   > {' '.join(finding.excerpt.split())}")
    return "\n".join(lines) + "\n"


def _annotated(draft: str, outcome: VerificationOutcome) -> str:
    """The draft with ⟦✗ status⟧ after every failing claim, and the reasons as numbered notes at the end."""
    failing = [f for f in outcome.findings if f.status != "verified"]
    marks = sorted(((f.claim.end, n, f) for n, f in enumerate(failing, start=1)), key=lambda x: x[0], reverse=True)
    text = draft
    for end, number, finding in marks:
        text = text[:end] + f" ⟦✗{number} {finding.status}⟧" + text[end:]
    notes = [
        f"[{n}] {f.status}: {f.claim.text[:120]!r} — {f.reason}" + (f" ({f.suggestion})" if f.suggestion else "")
        for n, f in enumerate(failing, start=1)
    ]
    return (
        text + "\n\n---\nVerification notes:\n" + ("\n".join(notes) if notes else "none: every claim verified") + "\n"
    )


def _run(store: MatterStore, request: VerifyCitationsInput, roots: tuple) -> VerifyCitationsResult:
    from server.matter.evidence import StoreEvidenceIndex
    from server.verify.grounding import verify_claims

    started_at, t0 = utc_now(), time.perf_counter()
    draft, what = _load_draft(store, request, roots)
    index = StoreEvidenceIndex(store, extra_authorities=request.authorities)
    outcome = verify_claims(draft, index, policy=request.policy, quote_threshold=request.quote_threshold)
    counts = {status: outcome.counts.get(status, 0) for status in STATUSES}
    payload = json.dumps({"draft": what, **outcome.as_dict()}, indent=2, ensure_ascii=False)
    extra = {".json": payload}
    if request.annotate:
        extra[".annotated.md"] = _annotated(draft, outcome)
    run = RunRecord(
        tool="verify_citations",
        input_hash=input_hash(request, draft),
        started_at=started_at,
        wall_ms=(time.perf_counter() - t0) * 1000,
    )
    title = f"verify-{request.artifact_id or 'draft'}"
    artifact = write_artifact(
        store,
        tool="verify_citations",
        kind="verification",
        title=title,
        text=_markdown(outcome, what),
        run=run,
        extra_files=extra,
    )
    ordered = sorted(outcome.findings, key=lambda f: (f not in outcome.blocking, f.status == "verified", f.claim.start))
    failing = sum(v for k, v in counts.items() if k != "verified")
    shown, _ = within([_claim(f) for f in ordered], RESULT_BUDGET * 3 // 4)
    summary = (
        f"{'BLOCKED' if outcome.blocked else 'Not blocked'}: {len(outcome.findings)} claims, "
        f"{counts['verified']} verified, {failing} not verified "
        f"({len(outcome.blocking)} blocking)."
    )
    return VerifyCitationsResult(
        blocked=outcome.blocked,
        summary=summary,
        counts=counts,
        claims_total=len(outcome.findings),
        findings=shown,
        findings_omitted=len(ordered) - len(shown),
        report_path=str(artifact.path),
        json_path=str(artifact.companions[".json"]),
        annotated_path=str(artifact.companions[".annotated.md"]) if request.annotate else None,
        report_id=artifact.id,
        warnings=[]
        if outcome.findings
        else [
            "no citations, dates, amounts, names or quotations were found to check: this draft states no "
            "verifiable facts, so 'not blocked' says nothing about its quality"
        ],
    )


async def verify_citations(
    request: VerifyCitationsInput, state: AppState, progress: Progress = no_progress
) -> VerifyCitationsResult:
    """Check a draft against the matter's client evidence: every Bates number (and range and pin cite) must exist
    and carry the sentence's dates, amounts, names and quotations; exhibits map to the production; quotations
    must match their source; cases, statutes and rules must be in the evidence or the attorney's authorities
    list (and be plausible). Returns blocked true/false, each failing claim with its span, status, reason and
    where to cite instead, and writes a full report (and an annotated draft) to work/. Deterministic: no model."""
    store = await open_matter(state, request.matter)
    await progress(0, 1, "verifying citations")
    result = await in_thread(_run, store, request, state.settings.server.import_roots)
    await progress(1, 1, result.summary)
    return result
