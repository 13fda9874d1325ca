"""summarize_evidence: a chronology, an overview or a per-document summary of client evidence of any size.

Only the ``summary`` role is called (on the rig, the fast model on box 2, so the drafting and reasoning boards stay
free). Pass 1 takes notes a chunk of pages at a time (schema-constrained JSON: date, sentence, cite labels, the
labels held to the chunk's); later passes merge them (``server.matter.summaries.plan_merges``: a chronology once,
so one event told twice becomes one line; an overview pass after pass until one answer holds it). Every note is
checked in code against the inputs of the call that wrote it; the Markdown is rendered by counsel, never by the
model (``server.matter.summary_render``). The summary is then a model artifact like any draft, and verify_citations
judges it before the result returns. Cancelling stops the passes and writes nothing: the artifact and the run
records of every call go into the matter in one transaction at the end.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Literal

from pydantic import BaseModel, Field

from server.errors import BackendResponseError, ConfigError, InputError
from server.matter.artifacts import write_artifact
from server.matter.evidence import EvidencePack, build_pack
from server.matter.ledger import sha256_hex
from server.matter.store import MatterStore, RunRecord
from server.matter.summaries import (
    CiteBook,
    Dropped,
    Note,
    cites_of,
    note_line,
    notes_chars,
    notes_schema,
    plan_chunks,
    plan_merges,
    read_notes,
)
from server.matter.summary_render import Summary, render
from server.state import AppState, Progress, no_progress
from server.verify.evidence_index import EvidencePage
from tools._shared import (
    CHARS_PER_TOKEN,
    EVIDENCE_HEADING,
    EvidenceQuery,
    Matter,
    ModelCall,
    ModelStats,
    call_model,
    evidence_block,
    evidence_chars,
    evidence_first,
    in_thread,
    json_items,
    load_prompt,
    open_matter,
    preview,
    prompt_budget,
    run_record,
    total_stats,
)
from tools.verify_citations import StatementCounts, VerifyCitationsInput, verify_citations

TOOL = "summarize_evidence"
NOTE_TOKENS_PER_PAGE = 48  # answer room a page of notes needs: a call reads no more pages than its answer can cover
NOTE_ANSWER_CHARS = 180  # characters one note takes in an answer (JSON included), about
MAX_PASSES = 8
SHRINK = 0.9  # a merge pass that leaves more than this share of the notes' size is not converging: stop merging
TASKS = {
    "chronology": "TASK: notes for a chronology. Note every dated event (letters and e-mails sent, invoices issued, "
    "payments, deliveries, meetings, deadlines) with its date, and the undated facts that matter with date \"\".",
    "overview": "TASK: notes for an overview. Note the key facts: the parties, agreements and their terms, amounts "
    "owed or paid, disputes and what each side said, with the date when the page gives one.",
    "per_document": "TASK: notes for a summary of each document. Note what each document is, who wrote it to whom "
    "and when, and the key facts it states.",
}


class SummarizeEvidenceInput(BaseModel):
    matter: Matter
    document_ids: list[str] = Field(
        default_factory=list,
        max_length=5000,
        description="Client document ids to summarise, every page of each (e.g. 'D0003', from search_evidence or "
        "ingest_sources). Model outputs (ids starting with 'A') and attorney notes are refused: they are not evidence. "
        "With neither document_ids nor query: every client document of the matter, up to max_pages.",
    )
    query: EvidenceQuery = None
    kind: Literal["chronology", "overview", "per_document"] = Field(
        "chronology",
        description="chronology: dated events sorted by date (ISO dates), undated facts apart, conflicting dates "
        "side by side. overview: the key facts in page order. per_document: one section per document.",
    )
    focus: str | None = Field(
        None, max_length=1000, description="What the lawyer wants it to concentrate on, e.g. 'the unpaid invoices'."
    )
    max_pages: int = Field(
        400,
        ge=1,
        le=5000,
        description="Most pages to summarise (all pages of the documents, the best hits, or the whole matter).",
    )
    max_tokens: int | None = Field(
        None, ge=64, le=131_072, description="Answer cap per model call (default: the summary model's max_tokens)."
    )


class DroppedLine(BaseModel):
    text: str = Field(description="The line as the model wrote it (cut at 160 characters).")
    cites: list[str] = Field(description="The cites it gave.")
    reason: str = Field(description="Why it was dropped, e.g. it cites a page the call was not given.")
    pass_number: int


class SummaryVerification(BaseModel):
    blocked: bool = Field(description="verify_citations' verdict on the summary (statement level).")
    summary: str = Field(description="verify_citations' summary line, e.g. 'Not blocked: 40 factual statements: ...'.")
    statements: StatementCounts
    report_id: str
    report_path: str
    model_note: str


class SummarizeEvidenceResult(BaseModel):
    artifact_id: str = Field(description="Id of the summary (origin model: never evidence).")
    path: str = Field(description="The summary (Markdown) in the matter's work/ folder.")
    json_path: str = Field(description="Its JSON twin: every line with its cites and pages, and the dropped lines.")
    kind: str
    preview: str = Field(description="The start of the summary.")
    pages: int = Field(description="Pages summarised.")
    documents: int
    evidence_truncated: bool = Field(description="True when more pages matched than max_pages allowed.")
    lines: int = Field(description="Lines of the summary (each one fact or event).")
    cited_lines: int = Field(description="Lines whose every cite is a page of the evidence (all of them, by check).")
    dropped_lines: int = Field(description="Lines the model wrote that cited a page it was not given: not kept.")
    undated_lines: int
    conflicts: int = Field(description="Events whose sources give different dates (shown side by side).")
    passes: int = Field(description="Pass 1 reads the pages; each later pass merges notes.")
    calls: int
    truncated_answers: int = Field(description="Answers cut off by the token limit (their complete notes kept).")
    pages_unread: list[str] = Field(
        default_factory=list, description="Pages whose call failed (junk, an error status): not in the summary."
    )
    dropped: list[DroppedLine] = Field(description="Up to 10 dropped lines; the JSON twin has them all.")
    notes: list[str] = Field(default_factory=list, description="What to know about how the summary was made.")
    verification: SummaryVerification
    stats: ModelStats = Field(description="Totals over all calls (tokens and cached prompt tokens summed).")
    next_step: str


class _Passes:
    """The calls of one summary, in memory until the end, so a cancelled summary leaves nothing behind."""

    def __init__(
        self, state: AppState, store: MatterStore, request: SummarizeEvidenceInput, max_tokens: int, book: CiteBook
    ) -> None:
        self.state, self.store, self.request, self.max_tokens, self.book = state, store, request, max_tokens, book
        self.calls: list[ModelCall] = []
        self.runs: list[RunRecord] = []
        self.dropped: list[tuple[int, Dropped]] = []
        self.truncated = 0
        self.passes = 0
        focus = (request.focus or "").strip()
        self.variable = [TASKS[request.kind], *([f"FOCUS (from the attorney):\n{focus}"] if focus else [])]

    async def ask(self, system: str, user: str, allowed: frozenset, *, step: str) -> tuple[list[dict], bool]:
        """One call of the summary role, its cites held to ``allowed`` by the schema; its record is kept for the end
        (see the module docstring)."""
        schema = notes_schema(self.book.prompt_label(k) for k in allowed)
        call = await call_model(
            self.state, role="summary", system=system, user=user, progress=no_progress, step=step,
            json_schema=schema, max_tokens=self.max_tokens, temperature=0.0,
            log_failure=(self.store, TOOL, self.request),
        )  # fmt: skip
        self.calls.append(call)
        run = run_record(TOOL, self.request, call, user)
        self.runs.append(replace(run, output_hash=sha256_hex(call.completion.text.encode("utf-8"))))
        items, complete = json_items(call.completion.text, "notes")
        self.truncated += not complete
        return items, complete

    def keep(self, items: list[dict], allowed: frozenset, pass_number: int) -> list[Note]:
        notes, dropped = read_notes(
            items, allowed=allowed, book=self.book, source=len(self.calls), level=pass_number
        )
        self.dropped += [(pass_number, d) for d in dropped]
        return notes


def _pages(store: MatterStore, request: SummarizeEvidenceInput) -> tuple[list[EvidencePage], bool, list[str]]:
    """The pages to summarise, whether max_pages cut them, and what to say about how they were chosen: with neither
    document_ids nor query, every client document of the matter (its originals: a Bates-stamped copy is the same
    evidence, labelled with its Bates number either way)."""
    document_ids, said = request.document_ids, []
    if not document_ids and not request.query:
        everything = [d for d in store.documents("client") if d.production_id is None]
        if not everything:
            raise InputError(
                f"matter {store.name!r} has no client documents to summarise; ingest_sources the client's files first"
            )
        document_ids = [d.id for d in everything]
        total = sum(d.page_count for d in everything)
        said.append(
            f"no document_ids or query given: summarised every client document of the matter ({len(everything)} "
            f"documents, {total} pages)"
            + (f", cut at max_pages={request.max_pages}; raise max_pages or pass document_ids for the rest"
               if total > request.max_pages else "")
        )  # fmt: skip
    pack = build_pack(
        store, document_ids=document_ids, query=request.query, max_pages=request.max_pages, max_chars=1_000_000_000
    )
    return list(pack.pages), pack.truncated, said


def _require_role(state: AppState) -> int:
    settings = state.settings
    if settings.roles.summary is None:
        where = settings.source or "the config"
        raise ConfigError(
            f"summarize_evidence needs a model with the summary role and {where} names none; add "
            "summary = '<model name>' under [roles] (a fast model: on the rig the one [roles].financial names)"
        )
    return settings.model_for("summary")[1].max_tokens


async def summarize_evidence(
    request: SummarizeEvidenceInput, state: AppState, progress: Progress = no_progress
) -> SummarizeEvidenceResult:
    """Summarise client evidence of any size on the summary model: a chronology (dated events sorted by date,
    ISO dates, undated facts apart, conflicting dates side by side), an overview, or a summary per document.
    Pages are read in chunks (pass 1: notes that cite their page), then merged in passes; a line citing a page
    its call was not given is dropped by counsel, so every line of the summary cites a real page (its Bates
    number, or document and page). With neither document_ids nor query it summarises every client document of the
    matter, up to max_pages, and its notes say so. The summary is written to work/ as a model artifact and checked with
    verify_citations (statement level, without the meaning check) before this returns. Progress is reported
    per pass; cancelling writes nothing."""
    default_tokens = _require_role(state)
    max_tokens = request.max_tokens or default_tokens
    store = await open_matter(state, request.matter)
    pages, truncated, chosen = await in_thread(_pages, store, request)
    book = CiteBook(pages)
    passes = _Passes(state, store, request, max_tokens, book)
    chunk_chars = evidence_chars(state, "summary", max_tokens) - len(EVIDENCE_HEADING) - 1
    chunks = plan_chunks(pages, max_chars=chunk_chars, max_pages=max(1, max_tokens // NOTE_TOKENS_PER_PAGE))
    notes: list[Note] = []
    unread: list[str] = []
    role_prompt = load_prompt("summary")
    passes.passes = 1
    for number, chunk in enumerate(chunks, start=1):
        where = f"pass 1: pages {chunk.first}–{chunk.last} of {len(pages)}"
        await progress(number - 1, len(chunks), f"{where} (call {number} of {len(chunks)})")
        system, user = evidence_first(role_prompt, evidence_block(EvidencePack(chunk.pages, False)), *passes.variable)
        try:
            items, _ = await passes.ask(system, user, chunk.keys, step=where)
        except BackendResponseError:
            unread += [book.cite(k) for k in sorted(chunk.keys, key=book.order)]
            continue
        notes += passes.keep(items, chunk.keys, 1)
    notes, notes_note = await _merge(passes, notes, progress)
    summary = render(request.kind, notes, book)
    return await _finish(passes, request, pages, truncated, summary, unread, [*chosen, *notes_note], progress)


async def _merge(passes: _Passes, notes: list[Note], progress: Progress) -> tuple[list[Note], list[str]]:
    """Merge passes until the notes are final (``plan_merges``); stop early if a pass does not condense them."""
    book, request = passes.book, passes.request
    answer = passes.max_tokens * CHARS_PER_TOKEN  # characters of notes one answer holds, about
    room = int(prompt_budget(passes.state, "summary", passes.max_tokens) * 0.85) - sum(map(len, passes.variable))
    if request.kind == "chronology":  # one pass that joins what neighbouring notes tell twice; every event stays
        target, batch_chars, limit = None, min(room, int(answer * 0.8)), "Give one note per event."
    else:  # condense, pass after pass, until one answer holds the whole summary (per document: each document)
        most = max(2, answer // NOTE_ANSWER_CHARS)
        target, batch_chars, limit = answer, min(room, 2 * answer), f"Give at most {most} notes."
    merge_prompt = load_prompt("summary_merge")
    said: list[str] = []
    while batches := plan_merges(notes, book, max_chars=batch_chars, target=target, kind=request.kind):
        if passes.passes >= MAX_PASSES:
            said.append(f"stopped merging after {MAX_PASSES} passes; the summary keeps the notes as they stand")
            break
        passes.passes += 1
        before = notes_chars(notes, book)
        merging = {id(n) for batch in batches for n in batch}
        kept = [n for n in notes if id(n) not in merging]
        total, done = sum(map(len, batches)), 0
        for number, batch in enumerate(batches, start=1):
            where = f"pass {passes.passes}: notes {done + 1}–{done + len(batch)} of {total}"
            await progress(number - 1, len(batches), f"{where} (merge {number} of {len(batches)})")
            done += len(batch)
            block = "NOTES (taken by a model from the evidence; merge them):\n" + "\n".join(
                note_line(n, book) for n in batch
            )
            system, user = evidence_first(merge_prompt, "", *passes.variable, limit, block)
            try:
                items, complete = await passes.ask(system, user, cites_of(batch), step=where)
            except BackendResponseError:
                kept += batch  # a merge whose call fails keeps its notes as they were
                continue
            merged = passes.keep(items, cites_of(batch), passes.passes)
            # a chronology keeps every event: a merge cut off by the token limit keeps its notes as they were
            kept += merged if merged and (complete or target is not None) else batch
        notes = kept
        if target is None:
            break  # a chronology merges once: what that pass gives (or keeps) is final
        condensed = notes_chars(notes, book) <= before * SHRINK
        if not condensed and plan_merges(
            notes, book, max_chars=batch_chars, target=target, kind=request.kind
        ):
            said.append(f"merge pass {passes.passes} did not condense the notes; the summary keeps them as they stand")
            break
    return notes, said


async def _finish(
    passes: _Passes,
    request: SummarizeEvidenceInput,
    pages: list[EvidencePage],
    truncated: bool,
    summary: Summary,
    unread: list[str],
    said: list[str],
    progress: Progress,
) -> SummarizeEvidenceResult:
    book, store, state = passes.book, passes.store, passes.state
    if not passes.calls:
        raise BackendResponseError(
            f"the summary model answered junk for every chunk of {len(pages)} pages; nothing was written. Check "
            "cluster_status and summarize again"
        )
    dropped = [
        DroppedLine(text=d.text[:160], cites=list(d.cites)[:4], reason=d.reason, pass_number=number)
        for number, d in passes.dropped
    ]
    payload = {
        "kind": request.kind,
        "focus": request.focus,
        "pages": len(pages),
        "passes": passes.passes,
        "calls": len(passes.calls),
        "lines": summary.payload(book),
        "dropped": [d.model_dump() for d in dropped],
        "pages_unread": unread,
    }
    main, earlier = passes.calls[-1], passes.runs[:-1]
    run = run_record(TOOL, request, main, summary.markdown)
    artifact = await in_thread(
        lambda: write_artifact(
            store, tool=TOOL, kind="summary", title=request.kind, text=summary.markdown, run=run,
            extra_files={".json": json.dumps(payload, indent=2, ensure_ascii=False) + "\n"}, earlier_runs=earlier,
        )
    )  # fmt: skip
    await progress(0, 1, f"verifying the summary {artifact.id}")
    checked = await verify_citations(
        VerifyCitationsInput(matter=request.matter, artifact_id=artifact.id, use_model=False), state, no_progress
    )
    notes = list(said)
    if passes.truncated:
        notes.append(f"{passes.truncated} answer(s) hit the token limit; raise max_tokens for fuller notes")
    if unread:
        notes.append(f"{len(unread)} page(s) unread (their call failed): {', '.join(unread[:10])}")
    if not summary.lines:
        notes.append("no line survived: the model gave no note that cites its own page")
    stats = total_stats(passes.calls, state, "summary").model_copy(update={"run_id": artifact.run_id})
    result = SummarizeEvidenceResult(
        artifact_id=artifact.id,
        path=str(artifact.path),
        json_path=str(artifact.companions[".json"]),
        kind=request.kind,
        preview=preview(summary.markdown),
        pages=len(pages),
        documents=len({p.document_id for p in pages}),
        evidence_truncated=truncated,
        lines=len(summary.lines),
        cited_lines=sum(bool(line.cites) and all(k in book for k in line.cites) for line in summary.lines),
        dropped_lines=len(dropped),
        undated_lines=summary.undated,
        conflicts=summary.conflicts,
        passes=passes.passes,
        calls=len(passes.calls),
        truncated_answers=passes.truncated,
        pages_unread=unread[:50],
        dropped=dropped[:10],
        notes=notes,
        verification=SummaryVerification(
            blocked=checked.blocked,
            summary=checked.summary,
            statements=checked.statements,
            report_id=checked.report_id,
            report_path=checked.report_path,
            model_note=checked.model_note,
        ),
        stats=stats,
        next_step=(
            f"Read {artifact.path}. "
            + ("Fix or remove the blocking lines from the evidence before relying on it (verify_citations "
               f"report {checked.report_id})." if checked.blocked else "verify_citations did not block it.")
        ),
    )
    await progress(1, 1, checked.summary)
    return result

