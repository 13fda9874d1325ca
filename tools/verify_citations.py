"""verify_citations: what a draft says, statement by statement, checked against the client evidence.

Deterministic layers (``server.verify``: statements, claims, atoms, grounding, verdicts) decide what they
can; the meaning check (``server.verify.meaning``, the ``verifier`` role, one call per cited page) judges
what they cannot, only through quotes counsel finds on the page.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import anyio
from pydantic import BaseModel, Field, model_validator

from server.errors import BackendError, BackendResponseError, InputError
from server.matter.artifacts import StagedFile, save_run, write_artifact
from server.matter.ledger import sha256_hex, utc_now
from server.matter.paths import atomic_write_bytes, remove_files, resolve_input
from server.matter.store import MatterStore, RunRecord
from server.state import AppState, Progress, no_progress
from tools._shared import (
    RESULT_BUDGET,
    Matter,
    ModelCall,
    ModelStats,
    SourceRef,
    call_model,
    evidence_first,
    in_thread,
    input_hash,
    load_prompt,
    open_matter,
    run_record,
    total_stats,
    within,
)

if TYPE_CHECKING:  # the engine (eyecite, reporters-db) loads on first use, not at server start-up
    from server.verify.findings import Finding
    from server.verify.meaning import Answer, PageQuestion
    from server.verify.verdicts import CheckedDraft, StatementVerdict

STATUSES = ("verified", "not_found", "mismatch", "unverifiable", "grounded_elsewhere")
EXCERPT_CHARS = 160  # in the result; the report on disk keeps the full excerpt
MAX_DRAFT_CHARS = 2_000_000


class VerifyCitationsInput(BaseModel):
    matter: Matter
    artifact_id: str | None = Field(
        None, description="The draft to check: the artifact_id a drafting tool returned (e.g. 'A0004')."
    )
    path: str | None = Field(
        None,
        description="Or a draft file inside the matter (e.g. 'work/brief.docx'): Word (.docx, footnotes, numbering and "
        "tables read in order), PDF, Markdown or text.",
    )
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
    annotate: bool = Field(
        True,
        description="Also write a copy of the draft with every statement's verdict and every failing claim marked.",
    )
    quote_threshold: float = Field(0.9, ge=0.5, le=1.0, description="Similarity a quotation needs (0.9 default).")
    use_model: bool = Field(
        True,
        description="Also run the meaning check: the verifier model reads each cited page and judges the statements "
        "that cite it (one call per page). Its verdicts count only with a quote that is really on the page.",
    )

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


class StatementCounts(BaseModel):
    factual: int = Field(description="Statements of fact (each gets exactly one verdict).")
    supported: int = Field(description="Cited, and the cited page carries every checkable fact (with a source span).")
    contradicted: int = Field(description="A cited page says otherwise (another value, changed quoted words, meaning).")
    unsupported: int = Field(
        description="Cited to a page that does not carry it (wrong pin), or uncited and found nowhere in the evidence."
    )
    uncited: int = Field(description="No cite, but the evidence carries it: add the suggested cite.")
    review: int = Field(
        0,
        description="Doubt, not proof (never blocks): its values are there but no passage says it, a possible "
        "negation or reversal, or uncited with its values in the evidence. The lawyer reads the named closest "
        "passage; a bound verifier model decides it on the rig.",
    )
    unchecked: int = Field(
        0, description="Cited and deterministically supported, but the bound meaning check did not answer for it."
    )
    law: int = Field(description="Legal argument or authority (checked as citations, no verdict).")
    boilerplate: int = Field(description="Headings, caption, jurat, signature block, exhibit lists (no verdict).")
    placeholder: int = Field(description="Unfilled placeholders such as [NEEDS EVIDENCE: ...] (no verdict).")


class StatementFinding(BaseModel):
    number: int = Field(description="S-number of the statement in the report and annotated draft (1-based).")
    text: str = Field(description="The statement as written (cut at 200 characters).")
    start: int = Field(description="Character offset of the statement in the draft.")
    end: int
    verdict: Literal["supported", "contradicted", "unsupported", "uncited", "review", "unchecked"] = Field(
        description="supported: one passage of the cited page carries it (source). contradicted: the page says "
        "otherwise (the proof in source). unsupported: the cite does not exist, or the value is on another page "
        "(suggestion) or nowhere. uncited: the evidence says it, add the suggested cite. review: doubt, not proof - "
        "read the closest passage (source); never blocks. unchecked: the bound meaning check did not answer for it "
        "(blocks under strict)."
    )
    blocks: bool = Field(description="This verdict blocks the draft (only with proof; review never does).")
    reason: str
    basis: str = Field(description="What decided it: facts (its dates, sums, ...), words, cites, or meaning (model).")
    source: SourceRef | None = Field(None, description="The span of the page that supports or contradicts it.")
    suggestion: str | None = Field(None, description="The cite to use instead or to add, e.g. 'cite SMITH000004'.")
    model_verdict: str | None = Field(None, description="The meaning check's answer, if asked (advisory or decided).")


class VerifyCitationsResult(BaseModel):
    blocked: bool = Field(
        description="True when any statement is contradicted or unsupported (uncited ones only warn; under lenient, "
        "an uncited statement found nowhere does not block), unchecked under strict, or any cite, quotation or "
        "authority is not_found or mismatch (or unverifiable under strict). A blocked draft must not be filed: fix "
        "each one from the evidence, or ask the lawyer. Never invent."
    )
    summary: str = Field(
        description="Leads with the statement figures, e.g. '12 factual statements: 10 supported, ...'."
    )
    statements: StatementCounts
    statement_findings: list[StatementFinding] = Field(
        description="Factual statements that block first, then uncited, then supported ones, as many as fit."
    )
    model_checked: bool = Field(
        description="True when the verifier model judged every cited statement the deterministic layers passed."
    )
    model_note: str = Field(description="What the meaning check did, or why it did not run (down, slow, junk, off).")
    model_stats: ModelStats | None = Field(
        None, description="The meaning check's model calls summed: tokens, tokens served from cache, seconds."
    )
    counts: dict[str, int] = Field(description="Claims per status.")
    claims_total: int
    findings: list[ClaimFinding] = Field(
        description="Claims that are not verified (blocking ones first), then verified ones, as many as fit; the "
        "report has them all."
    )
    statements_omitted: int = Field(0, description="Statements left out of this result to keep it small.")
    findings_omitted: int = Field(0, description="Claims left out of this result to keep it small (see the report).")
    report_path: str = Field(description="Full report (Markdown); a JSON twin sits at json_path.")
    json_path: str
    annotated_path: str | None = Field(None, description="The draft with each failing claim marked.")
    review_path: str | None = Field(
        None,
        description="The review PDF: the verdict and figures, then the draft with every factual statement highlighted "
        "by verdict (open a highlight's note for the reason and fix), each cite a link to the cited Bates page.",
    )
    report_id: str
    warnings: list[str] = Field(
        default_factory=list,
        description="Things that are not failures but need a look, e.g. a draft with no checkable claims at all.",
    )


def _draft_file(store: MatterStore, request: VerifyCitationsInput, roots: tuple) -> Path | None:
    if request.path is None:
        return None
    path = resolve_input(store.folder, request.path, roots=roots)
    if not path.is_file():
        raise InputError(f"{request.path!r} is not a file in matter {store.name!r}; give artifact_id or a file path")
    return path


def _load_draft(store: MatterStore, request: VerifyCitationsInput, roots: tuple) -> tuple[str, str]:
    from server.documents.drafts import read_draft

    if request.text is not None:
        return request.text, "text given in the call"
    if request.artifact_id is not None:
        doc = store.document(request.artifact_id)
        return store.document_text(doc.id), f"{doc.id} ({doc.original_name})"
    path = _draft_file(store, request, roots)
    assert path is not None
    if path.stat().st_size > MAX_DRAFT_CHARS * 4:
        raise InputError(f"{request.path!r} is too large to verify as one draft; split it")
    folder = store.folder.resolve()
    shown = str(path.relative_to(folder)) if path.is_relative_to(folder) else str(path)
    return read_draft(path).text, shown


def _source(found: Finding | StatementVerdict) -> SourceRef | None:
    """Where a claim finding or a statement verdict points in the evidence, for the result."""
    page = found.source
    if page is None:
        return None
    return SourceRef(
        document_id=page.document_id,
        document_name=page.document_name,
        page=page.page,
        bates=page.bates,
        start=found.source_start,
        end=found.source_end,
        excerpt=_short(found.excerpt),
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


def _statement(verdict: StatementVerdict, policy: str) -> StatementFinding:
    s = verdict.statement
    text = " ".join(s.text.split())
    return StatementFinding(
        number=s.index + 1,
        text=text if len(text) <= 200 else text[:199] + "…",
        start=s.start,
        end=s.end,
        verdict=verdict.verdict or "unsupported",
        blocks=verdict.blocks(policy),  # type: ignore[arg-type]
        reason=verdict.reason,
        basis=verdict.basis,
        source=_source(verdict),
        suggestion=verdict.suggestion,
        model_verdict=verdict.model["verdict"] if verdict.model else None,
    )


def _index_atoms(store: MatterStore, progress: Progress) -> None:
    """A matter indexed by earlier atom rules is indexed again first (worker thread; progress on the loop)."""
    from server.matter.evidence import ensure_atom_index

    def report(done: int, total: int) -> None:
        anyio.from_thread.run(progress, done, total, f"indexing the matter's dates, sums and figures: {done}/{total}")

    ensure_atom_index(store, report)


def _check(store: MatterStore, request: VerifyCitationsInput, roots: tuple) -> tuple[CheckedDraft, str]:
    """The deterministic layers: statements, claims, atoms, verdicts."""
    from server.matter.evidence import StoreEvidenceIndex
    from server.verify.verdicts import verify_statements

    draft, what = _load_draft(store, request, roots)
    index = StoreEvidenceIndex(store, extra_authorities=request.authorities)
    checked = verify_statements(draft, index, policy=request.policy, quote_threshold=request.quote_threshold)
    return checked, what


# ---- the meaning check ------------------------------------------------------------------------------


class _Meaning:
    """One draft's meaning check: cached answers first, then one model call per cited page."""

    def __init__(self, state: AppState, store: MatterStore, request: VerifyCitationsInput) -> None:
        self.state, self.store, self.request = state, store, request
        self.answers: dict[int, list[Answer]] = {}
        self.calls: list[ModelCall] = []
        self.cached = 0
        self.note = ""
        self.junk = ""
        self.checked = False

    def _cache_path(self, statement_text: str, page_text: str, model: str, prompt: str) -> Path:
        """The cached answer for a statement on a page, keyed by both texts, the model and the prompts."""
        from server.verify.meaning import PROMPT_VERSION

        parts = [PROMPT_VERSION, sha256_hex(prompt.encode()), model, statement_text, page_text]
        key = sha256_hex("\x1f".join(parts).encode("utf-8"))[:40]
        return self.store.folder / ".cache" / "meaning" / f"{key}.json"

    async def run(self, checked: CheckedDraft, progress: Progress) -> None:
        from server.verify.meaning import page_questions

        settings = self.state.settings
        questions = page_questions(checked)
        wanted = {s.index for q in questions for s in q.statements}
        if not self.request.use_model:
            self.note = "not run (use_model is false): the deterministic verdicts stand"
            return
        if settings.roles.verifier is None:
            self.note = "not run: no model has the verifier role ([roles].verifier in the config)"
            return
        if not questions:
            self.note = "nothing to ask: no statement cites evidence and passed the deterministic layers"
            return
        model_name, model = settings.model_for("verifier")
        if model_name not in self.state.backends:
            self.note = f"not run: this process has no connection to the verifier model {model_name!r}"
            return
        system = load_prompt("system") + "\x1e" + load_prompt("verifier")  # both prompts key the answer cache
        binding = settings.verify.model_binding
        questions = questions[: settings.verify.max_pages]
        reached = 0
        with anyio.move_on_after(settings.verify.model_timeout_s) as scope:
            for number, question in enumerate(questions, start=1):
                await progress(
                    number - 1, len(questions), f"meaning check: {question.page.label} ({number}/{len(questions)})"
                )
                try:
                    await self._ask(question, model_name, model.label, system)
                except BackendResponseError as exc:  # junk for this page costs this page only
                    self.junk = self.junk or str(exc)[:200]
                except BackendError as exc:
                    self.note = f"stopped at {question.page.label}: the verifier model ({model.label}) failed: {exc}"
                    break
                reached = number
        if scope.cancelled_caught:
            self.note = (
                f"ran out of time ({settings.verify.model_timeout_s:.0f} s) after {reached} of {len(questions)} pages"
            )
        unanswered = wanted - set(self.answers)
        self.checked = not unanswered and reached == len(questions)
        how = "decided" if binding else "advisory: the deterministic verdicts stand"
        calls = f"{len(self.calls)} call(s), {self.cached} answered from cache"
        done = f"{model.label} read {reached} cited page(s) ({calls}); {how}"
        if unanswered and not self.note:
            why = f": {self.junk}" if self.junk else ""
            self.note = f"{done}; no usable answer for {len(unanswered)} statement(s) (the model answered junk{why})"
        else:
            self.note = f"{done}" + (f"; {self.note}" if self.note else "")

    async def _ask(self, question: PageQuestion, model_name: str, label: str, system: str) -> None:
        from server.verify.meaning import MEANING_SCHEMA, PageQuestion, make_answer, parse_answers

        page = question.page
        model = f"{model_name}:{label}"
        paths = {s.index: self._cache_path(s.text, page.text, model, system) for s in question.statements}
        cached = await in_thread(lambda: {index: _read_cached(path) for index, path in paths.items()})
        fresh = []
        for statement in question.statements:
            record = cached[statement.index] or {}
            answer = make_answer(record.get("verdict"), record.get("quote"), page)
            if answer is None:
                fresh.append(statement)
            else:
                self.answers.setdefault(statement.index, []).append(answer)
                self.cached += 1
        if not fresh:
            return
        asked = PageQuestion(page, tuple(fresh))
        # rules before the page: every question of a run then shares system + rules in the model server's cache (a
        # page is asked about once per run, and a statement already answered comes from the answer cache above)
        system_prompt, user = evidence_first(load_prompt("verifier"), "", asked.page_block(), asked.statements_block())
        call = await call_model(
            self.state,
            role="verifier",
            system=system_prompt,
            user=user,
            json_schema=MEANING_SCHEMA,
            max_tokens=asked.max_tokens,
            temperature=0.0,
            progress=no_progress,
            step=f"meaning check {page.label}",
            log_failure=(self.store, "verify_citations", self.request),
        )
        self.calls.append(call)
        await in_thread(save_run, self.store, run_record("verify_citations", self.request, call, user))
        answers = parse_answers(call.completion.text, asked)
        for index, answer in answers.items():
            self.answers.setdefault(index, []).append(answer)

        def remember() -> None:
            for index, answer in answers.items():
                _write_cached(paths[index], {"verdict": answer.verdict, "quote": answer.quote})

        await in_thread(remember)


def _read_cached(path: Path) -> dict | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _write_cached(path: Path, record: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path, json.dumps(record, ensure_ascii=False).encode("utf-8"))


# ---- the result ---------------------------------------------------------------------------------------


def _finish(
    state: AppState,
    store: MatterStore,
    request: VerifyCitationsInput,
    checked: CheckedDraft,
    what: str,
    meaning: _Meaning,
    started: tuple[str, float],
) -> VerifyCitationsResult:
    from server.filing.review import review_file
    from server.verify.report import annotated, markdown, summary_line

    outcome = checked.outcome
    counts = {status: outcome.counts.get(status, 0) for status in STATUSES}
    payload = {
        "draft": what,
        **outcome.as_dict(),  # the claims' figures; the draft's verdict (statements included) goes over theirs
        "blocked": checked.blocked,
        "summary": summary_line(checked),
        "meaning_check": {"checked": meaning.checked, "note": meaning.note, "calls": len(meaning.calls)},
        "statements": [v.as_dict(checked.policy) for v in checked.verdicts],
    }
    extra: dict[str, str | StagedFile] = {".json": json.dumps(payload, indent=2, ensure_ascii=False)}
    if request.annotate:
        extra[".annotated.md"] = annotated(checked)
    draft_file = _draft_file(store, request, state.settings.server.import_roots)
    extra[".review.pdf"] = review_file(store, checked, what, draft_file)
    run = RunRecord(
        tool="verify_citations",
        input_hash=input_hash(request, checked.draft),
        started_at=started[0],
        wall_ms=(time.perf_counter() - started[1]) * 1000,
    )
    try:
        artifact = write_artifact(
            store,
            tool="verify_citations",
            kind="verification",
            title=f"verify-{request.artifact_id or 'draft'}",
            text=markdown(checked, what, meaning.note),
            run=run,
            extra_files=extra,
        )
    finally:
        remove_files([f.path for f in extra.values() if isinstance(f, StagedFile)])
    blocking_claims = {id(f) for f in checked.blocking_claims}
    ordered = sorted(
        outcome.findings, key=lambda f: (id(f) not in blocking_claims, f.status == "verified", f.claim.start)
    )
    rank = {"contradicted": 0, "unsupported": 1, "unchecked": 2, "review": 3, "uncited": 4, "supported": 5}
    facts = sorted(
        checked.facts, key=lambda v: (not v.blocks(checked.policy), rank[v.verdict or ""], v.statement.start)
    )
    shown_statements, _ = within([_statement(v, checked.policy) for v in facts], RESULT_BUDGET // 2)
    shown, _ = within([_claim(f) for f in ordered], RESULT_BUDGET // 4)
    tally = checked.counts()
    kinds = checked.kinds()
    failing = sum(v for k, v in counts.items() if k != "verified")
    blocking = len(checked.blocking)
    summary = (
        f"{'BLOCKED' if checked.blocked else 'Not blocked'}: {summary_line(checked)}"
        f"{f' ({blocking} blocking)' if blocking else ''}. Claims: {len(outcome.findings)} checked, "
        f"{counts['verified']} verified, {failing} not verified ({len(checked.blocking_claims)} blocking)."
    )
    warnings = []
    if not checked.facts and not outcome.findings:
        warnings.append(
            "no factual statements, citations, dates, amounts, names or quotations were found: this draft states no "
            "verifiable facts, so 'not blocked' says nothing about its quality"
        )
    if checked.facts and not any(v.cited for v in checked.facts):
        warnings.append("no statement of fact cites the evidence: a filing must cite every fact to its Bates number")
    if kinds.get("placeholder"):
        warnings.append(
            f"{kinds['placeholder']} unfilled placeholder(s): fill them from the evidence or ask the lawyer"
        )
    return VerifyCitationsResult(
        blocked=checked.blocked,
        summary=summary,
        statements=StatementCounts(
            factual=len(checked.facts),
            supported=tally["supported"],
            contradicted=tally["contradicted"],
            unsupported=tally["unsupported"],
            uncited=tally["uncited"],
            review=tally["review"],
            unchecked=tally["unchecked"],
            law=kinds.get("law", 0),
            boilerplate=kinds.get("boilerplate", 0),
            placeholder=kinds.get("placeholder", 0),
        ),
        statement_findings=shown_statements,
        statements_omitted=len(facts) - len(shown_statements),
        model_checked=meaning.checked,
        model_note=meaning.note,
        model_stats=total_stats(meaning.calls, state, "verifier") if meaning.calls else None,
        counts=counts,
        claims_total=len(outcome.findings),
        findings=shown,
        findings_omitted=len(ordered) - len(shown),
        report_path=str(artifact.path),
        json_path=str(artifact.companions[".json"]),
        annotated_path=str(artifact.companions[".annotated.md"]) if request.annotate else None,
        review_path=str(artifact.companions[".review.pdf"]),
        report_id=artifact.id,
        warnings=warnings,
    )


async def verify_citations(
    request: VerifyCitationsInput, state: AppState, progress: Progress = no_progress
) -> VerifyCitationsResult:
    """Check what a draft says against the matter's client evidence, statement by statement. Each factual
    statement gets one verdict: supported (with the source span), contradicted, unsupported or uncited (with
    the cite to add). Every date, amount, rate, quantity, figure, section, identifier, name, place and quotation
    of a cited statement must be on its cited page (a wrong pin cite blocks); Bates numbers and exhibits must
    exist; cases, statutes and rules must be in the evidence or the attorney's authorities list. Then the
    verifier model reads each cited page (meaning check), counted only through quotes really on the page.
    Returns blocked true/false and the failing statements and claims with spans and fixes; writes a full
    report, an annotated draft and a review PDF (every verdict highlighted on the draft, each cite linked to the
    Bates page it names) to work/. Drafts may be Word (.docx, cites in footnotes included), PDF, Markdown or text."""
    from server.verify.meaning import apply_answers, mark_unchecked

    started = (utc_now(), time.perf_counter())
    store = await open_matter(state, request.matter)
    await in_thread(_index_atoms, store, progress)
    await progress(0, 1, "checking statements and citations")
    checked, what = await in_thread(_check, store, request, state.settings.server.import_roots)
    meaning = _Meaning(state, store, request)
    await meaning.run(checked, progress)
    binding = state.settings.verify.model_binding and state.settings.roles.verifier is not None
    if meaning.answers:
        checked = apply_answers(checked, meaning.answers, binding=binding)
    if binding:
        checked = mark_unchecked(checked, meaning.note)
    result = await in_thread(_finish, state, store, request, checked, what, meaning, started)
    await progress(1, 1, result.summary)
    return result
