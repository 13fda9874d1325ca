"""Pieces every tool shares: field types, stats, prompt files, and the one way a tool calls a model.

``call_model`` resolves the role to its model, makes sure the model is up, waits its turn in the
board's queue, streams the completion (forwarding progress), and returns the completion with the
queue facts. Tools then store their output with ``server.matter.artifacts`` and a ``RunRecord``.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated, Any, TypeVar

import anyio
from pydantic import BaseModel, Field

from server.errors import ConfigError, CounselError, InputError, ProvenanceError
from server.matter.evidence import EvidencePack
from server.matter.ledger import canonical_json, sha256_hex, utc_now
from server.matter.store import MatterStore, RunRecord
from server.settings import RoleName
from server.state import AppState, Progress

log = logging.getLogger(__name__)

PROMPTS = Path(__file__).parent / "prompts"
T = TypeVar("T")

Matter = Annotated[
    str,
    Field(
        min_length=1,
        max_length=64,
        description="Matter name: the folder under the matters directory (letters, digits, '.', '_', '-').",
    ),
]
EvidenceIds = Annotated[
    list[str],
    Field(
        max_length=200,
        description="Client document ids to use as evidence (e.g. 'D0003', from search_evidence or ingest_sources). "
        "Model outputs (ids starting with 'A') and attorney notes are refused: they are not evidence.",
    ),
]
EvidenceQuery = Annotated[
    str | None,
    Field(
        max_length=500,
        description="Full-text search over client pages to pick evidence (words all required; "
        '"quoted phrases" kept together). Used with or instead of document_ids.',
    ),
]


class ModelStats(BaseModel):
    """Who answered and how fast."""

    model: str = Field(description="Config name of the model, e.g. 'drafter'.")
    label: str = Field(description="Model and quantisation, e.g. 'Qwen3.6-35B-A3B Q8_0'.")
    endpoint: str = Field(description="Base URL of the model server (loopback or an allow-listed LAN host).")
    board: str = Field(description="GPU board the model is pinned to.")
    prompt_tokens: int | None = Field(None, description="Tokens in the prompt, the cached ones included.")
    prompt_tokens_cached: int | None = Field(
        None,
        description="Prompt tokens the model server reused from its cache instead of reading them again (evidence "
        "it had already read). None: the server did not say (some Ollama versions).",
    )
    prompt_s: float | None = Field(None, description="Seconds the model server spent reading the uncached prompt.")
    completion_tokens: int | None = None
    tokens_per_s: float | None = Field(None, description="Generation speed reported by the model server.")
    wall_s: float = Field(description="Seconds from request to last token.")
    queue_wait_s: float = Field(description="Seconds spent waiting for the board (other calls ahead).")
    queue_depth_at_entry: int = Field(description="Calls ahead of this one when it joined the board's queue.")
    retries: int = Field(0, description="Connection attempts beyond the first (model loading, busy).")
    run_id: str | None = Field(None, description="Run record id in the matter's ledger.")


class SourceRef(BaseModel):
    """A place in client evidence a lawyer can click through to."""

    document_id: str
    document_name: str
    page: int = Field(description="1-based page within the document.")
    bates: str | None = Field(None, description="Bates number of the page, once produced.")
    start: int | None = Field(None, description="Character offset of the match in the page text.")
    end: int | None = None
    excerpt: str | None = Field(None, description="A short excerpt around the match (at most ~300 characters).")


@cache
def load_prompt(name: str) -> str:
    return (PROMPTS / f"{name}.txt").read_text(encoding="utf-8")


EVIDENCE_HEADING = "EVIDENCE (client documents; cite by the label in square brackets):"
EVIDENCE_SHARE = 0.6  # of a model's prompt budget, for the evidence pack; the same for every tool


def evidence_first(role_prompt: str, evidence: str = "", *variable: str) -> tuple[str, str]:
    """The (system, user) messages of one model call, in the order that lets the model server reuse its cache.

    llama-server keeps the last prompt's KV cache and reuses the longest common *prefix* (Ollama does the same), so
    what repeats goes first and what changes goes last:

    1. system: ``prompts/system.txt``, one text for every role, so the tools that share a model share it;
    2. ``evidence``: the evidence pack (:func:`evidence_block`) or a page's text, byte-identical for the same pages;
    3. ``role_prompt``: the role's task and rules (fixed per role);
    4. ``variable``: instructions, attorney notes, prior work, the draft or text to judge, in that order.

    Empty parts are left out. Two calls with the same evidence on one model share everything up to the end of the
    evidence, whichever role makes them; a tool without evidence (guard_check) still shares system + rules.
    """
    user = "\n\n".join(part for part in (evidence, role_prompt, *variable) if part)
    return load_prompt("system"), user


def evidence_block(pack: EvidencePack) -> str:
    """The evidence part of a prompt: the heading and the pack, rendered the same for the same pages."""
    return f"{EVIDENCE_HEADING}\n{pack.render()}"


def prompt_hash(system: str, user: str) -> str:
    return sha256_hex(canonical_json([system, user]).encode("utf-8"))


def input_hash(request: BaseModel, *extra: str) -> str:
    return sha256_hex(canonical_json([request.model_dump(mode="json"), *extra]).encode("utf-8"))


def preview(text: str, limit: int = 600) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"


async def in_thread(fn: Callable[..., T], *args: Any) -> T:
    """Run blocking work (SQLite, PDF, OCR) off the event loop; cancellation abandons the wait."""
    return await anyio.to_thread.run_sync(fn, *args, abandon_on_cancel=False)


async def open_matter(state: AppState, matter: str, *, create: bool = False) -> MatterStore:
    return await in_thread(lambda: state.matter(matter, create=create))


@dataclass(frozen=True)
class ModelCall:
    completion: Any  # server.models.backends.Completion
    stats: ModelStats
    prompt_hash: str
    started_at: str
    role: RoleName


async def call_model(
    state: AppState,
    *,
    role: RoleName,
    system: str,
    user: str,
    progress: Progress,
    json_schema: dict[str, Any] | None = None,
    max_tokens: int | None = None,
    temperature: float | None = None,
    step: str = "generating",
    log_failure: tuple[MatterStore, str, BaseModel] | None = None,
) -> ModelCall:
    """One model call for ``role``: readiness, board queue, streaming with progress, stats.

    With ``log_failure=(store, tool, request)``, a call that fails leaves a run record with the error
    (and nothing else) in that matter before the error propagates.
    """
    started_at, t0 = utc_now(), time.perf_counter()
    try:
        return await _call_model(
            state, role, system, user, progress, json_schema, max_tokens, temperature, step, started_at, t0
        )
    except CounselError as exc:
        if log_failure is not None:
            from server.matter.artifacts import save_run

            store, tool, request = log_failure
            model_name, model = state.settings.model_for(role)
            failed = RunRecord(
                tool=tool,
                role=role,
                model=model_name,
                label=model.label,
                board=model.board,
                endpoint=state.settings.url_of(model),
                input_hash=input_hash(request),
                started_at=started_at,
                wall_ms=(time.perf_counter() - t0) * 1000,
                status="error",
                error=f"{type(exc).__name__}: {exc}"[:2000],
            )
            await in_thread(save_run, store, failed)
        raise


async def _call_model(
    state: AppState,
    role: RoleName,
    system: str,
    user: str,
    progress: Progress,
    json_schema: dict[str, Any] | None,
    max_tokens: int | None,
    temperature: float | None,
    step: str,
    started_at: str,
    t0: float,
) -> ModelCall:
    model_name, model = state.settings.model_for(role)
    backend = state.backends.get(model_name)
    if backend is None:
        raise ConfigError(f"no backend for model {model_name!r} (role {role}); is it defined in [models]?")
    if state.supervisor is not None and model.managed and state.settings.host_of(model).local:
        await state.supervisor.ensure_ready(model_name, timeout_s=model.load_timeout_s)
    limit = max_tokens or model.max_tokens

    async def on_tokens(count: int) -> None:
        await progress(min(count, limit), limit, f"{step}: {count} tokens from {model.label}")

    messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
    if state.queues is None:
        raise ConfigError("the server has no board queues; build the state with open_state(settings)")
    async with state.queues.slot(model.board) as ticket:
        await progress(0, limit, f"{step} on board {model.board} ({model.label})")
        completion = await backend.chat(
            messages, max_tokens=limit, temperature=temperature, json_schema=json_schema, on_progress=on_tokens
        )
    stats = ModelStats(
        model=model_name,
        label=model.label,
        endpoint=backend.url,
        board=model.board,
        prompt_tokens=completion.prompt_tokens,
        prompt_tokens_cached=completion.cached_tokens,
        prompt_s=round(completion.prompt_ms / 1000, 3) if completion.prompt_ms is not None else None,
        completion_tokens=completion.completion_tokens,
        tokens_per_s=round(completion.tokens_per_s, 2) if completion.tokens_per_s else None,
        wall_s=round(time.perf_counter() - t0, 3),
        queue_wait_s=round(ticket.waited_s, 3),
        queue_depth_at_entry=ticket.depth_at_entry,
        retries=completion.retries,
    )
    return ModelCall(completion, stats, prompt_hash(system, user), started_at, role)


def total_stats(calls: list[ModelCall], state: AppState, role: RoleName) -> ModelStats:
    """One figure for many calls of ``role``: tokens, cached tokens and seconds summed, speed averaged."""
    model_name, model = state.settings.model_for(role)
    speeds = [c.stats.tokens_per_s for c in calls if c.stats.tokens_per_s]
    return ModelStats(
        model=model_name,
        label=model.label,
        endpoint=state.settings.url_of(model),
        board=model.board,
        prompt_tokens=sum(c.stats.prompt_tokens or 0 for c in calls),
        prompt_tokens_cached=_sum_known([c.stats.prompt_tokens_cached for c in calls]),
        prompt_s=_sum_known([c.stats.prompt_s for c in calls]),
        completion_tokens=sum(c.stats.completion_tokens or 0 for c in calls),
        tokens_per_s=round(sum(speeds) / len(speeds), 2) if speeds else None,
        wall_s=round(sum(c.stats.wall_s for c in calls), 3),
        queue_wait_s=round(sum(c.stats.queue_wait_s for c in calls), 3),
        queue_depth_at_entry=max((c.stats.queue_depth_at_entry for c in calls), default=0),
        retries=sum(c.stats.retries for c in calls),
    )


def _sum_known(values: list[Any]) -> Any:
    """The sum of the figures the servers gave (ints stay ints), or None when none gave one."""
    known = [v for v in values if v is not None]
    return round(sum(known), 3) if known else None


def run_record(tool: str, request: BaseModel, call: ModelCall, *extra_inputs: str) -> RunRecord:
    s = call.stats
    return RunRecord(
        tool=tool,
        role=call.role,
        model=s.model,
        label=s.label,
        endpoint=s.endpoint,
        board=s.board,
        prompt_hash=call.prompt_hash,
        input_hash=input_hash(request, *extra_inputs),
        started_at=call.started_at,
        wall_ms=s.wall_s * 1000,
        prompt_tokens=s.prompt_tokens,
        prompt_tokens_cached=s.prompt_tokens_cached,
        prompt_ms=s.prompt_s * 1000 if s.prompt_s is not None else None,
        completion_tokens=s.completion_tokens,
        tokens_per_s=s.tokens_per_s,
        queue_wait_s=s.queue_wait_s,
    )


# --- prompts built from a matter ----------------------------------------------------------------
CHARS_PER_TOKEN = 3  # conservative for English legal prose; keeps prompts inside the model's context


def prompt_budget(state: AppState, role: RoleName, max_tokens: int | None) -> int:
    """Characters of evidence and prior work that fit the role's model context."""
    _, model = state.settings.model_for(role)
    room = model.context - (max_tokens or model.max_tokens) - 700
    return max(2_000, room * CHARS_PER_TOKEN)


def evidence_chars(state: AppState, role: RoleName, max_tokens: int | None) -> int:
    """Characters of evidence a prompt for ``role`` may carry: one figure per model, whichever tool asks, so the
    same pages render byte-identically (and stay cached) from draft to review to revision. Smaller only for a call
    that asks for more output than the model's default ``max_tokens``."""
    _, model = state.settings.model_for(role)
    return int(prompt_budget(state, role, max(max_tokens or 0, model.max_tokens)) * EVIDENCE_SHARE)


def _labelled(store: MatterStore, ids: list[str], origin: str, refuse: Callable[[Any], str], budget: int) -> str:
    blocks = []
    for document_id in ids:
        doc = store.document(document_id)
        if doc.origin != origin:
            raise (ProvenanceError if origin == "attorney" else InputError)(refuse(doc))
        blocks.append(f"[{doc.id} | {doc.original_name}]\n{store.document_text(doc.id)}")
    return "\n\n".join(blocks)[:budget]


def notes_block(store: MatterStore, note_ids: list[str], budget: int) -> str:
    """Attorney notes: direction for the model, never evidence. Anything else is refused."""
    return _labelled(
        store,
        note_ids,
        "attorney",
        lambda doc: (
            f"{doc.id} ({doc.original_name}) is {doc.origin} material, not an attorney note; pass client documents as "
            "document_ids and model drafts or reviews as prior_work_ids"
        ),
        budget,
    )


def prior_work_block(store: MatterStore, artifact_ids: list[str], budget: int) -> str:
    """Earlier model output to revise or answer (drafts, reviews): labelled as such, never evidence."""
    return _labelled(
        store,
        artifact_ids,
        "model",
        lambda doc: (
            f"{doc.id} ({doc.original_name}) is {doc.origin} material, not model output; pass it as document_ids "
            "(client evidence) or attorney_note_ids instead"
        ),
        budget,
    )


def json_items(raw: str, key: str) -> tuple[list[dict[str, Any]], bool]:
    """The objects in ``raw[key]`` (a JSON list); from an answer cut off by the token limit, the complete ones.

    Returns (items, complete). Schema-constrained output is valid JSON unless the model ran out of
    tokens mid-answer; then every object that was finished is still usable.
    """
    try:
        data = json.loads(raw)
        items = data.get(key) if isinstance(data, dict) else None
        return [i for i in items if isinstance(i, dict)] if isinstance(items, list) else [], True
    except ValueError:
        pass
    start = raw.find("[", raw.find(f'"{key}"') if f'"{key}"' in raw else 0)
    decoder = json.JSONDecoder()
    items: list[dict[str, Any]] = []
    position = start + 1 if start >= 0 else len(raw)
    while position < len(raw):
        while position < len(raw) and raw[position] in " \t\r\n,":
            position += 1
        if position >= len(raw) or raw[position] != "{":
            break
        try:
            item, position = decoder.raw_decode(raw, position)
        except ValueError:
            break
        if isinstance(item, dict):
            items.append(item)
    return items, False


RESULT_BUDGET = 40_000  # characters of JSON in one result; Claude Code cuts a result at about 50,000


def within(items: list[T], budget: int) -> tuple[list[T], bool]:
    """The leading items whose JSON fits in ``budget`` characters, and whether any were left out."""
    kept: list[T] = []
    used = 0
    for item in items:
        size = len(item.model_dump_json()) if isinstance(item, BaseModel) else len(json.dumps(item, default=str))
        if used + size > budget:
            return kept, True
        kept.append(item)
        used += size
    return kept, False


CANCELLED_WAIT_S = 5.0  # a cancelled call's record waits at most this long for another process's writer


async def record_cancelled(
    state: AppState, tool: str, request: BaseModel, started_at: str, wall_ms: float, reached: str
) -> None:
    """Leave a ``cancelled`` run record in the request's matter: the tool, what was asked, how far it got.

    Nothing is recorded for a call without a matter, or on a matter that does not exist; a record that cannot
    be written at once (another process keeps writing) is logged instead, so a cancelled call ends promptly.
    """
    from server.matter.artifacts import save_run

    matter = getattr(request, "matter", None)
    if not isinstance(matter, str):
        return
    asked = canonical_json(request.model_dump(mode="json", exclude_defaults=True))
    note = f"cancelled after {wall_ms / 1000:.1f} s, having reached: {reached}; asked: {asked}"
    run = RunRecord(
        tool=tool,
        input_hash=input_hash(request),
        started_at=started_at,
        wall_ms=wall_ms,
        status="cancelled",
        error=note[:2000],
    )
    try:
        store = await in_thread(lambda: state.matter(matter))
        await in_thread(lambda: save_run(store, run, wait_s=CANCELLED_WAIT_S))
    except CounselError as exc:  # no such matter, or its writer is busy: nothing to record it in now
        log.info("%s on %s was cancelled; not recorded (%s)", tool, matter, exc)
