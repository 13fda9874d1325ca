"""What draft_routine and reason_heavy share: request fields, the prompt, storing the draft."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, Field

from server.matter.artifacts import write_artifact
from server.matter.evidence import EvidencePack, build_pack
from server.matter.store import MatterStore
from server.settings import RoleName
from server.state import AppState, Progress
from tools._shared import (
    EvidenceIds,
    EvidenceQuery,
    Matter,
    ModelCall,
    ModelStats,
    call_model,
    evidence_block,
    evidence_chars,
    evidence_first,
    in_thread,
    load_prompt,
    notes_block,
    preview,
    prior_work_block,
    prompt_budget,
    run_record,
)

INLINE_LIMIT = 6_000
NEEDS_EVIDENCE = re.compile(r"\[NEEDS EVIDENCE:[^\]]*\]", re.IGNORECASE)

Ids = Annotated[list[str], Field(max_length=50)]


class DraftingInput(BaseModel):
    matter: Matter
    instructions: str = Field(
        min_length=1,
        max_length=20_000,
        description="What to draft or answer, as the attorney would instruct an associate.",
    )
    document_ids: EvidenceIds = Field(default_factory=list)
    query: EvidenceQuery = None
    attorney_note_ids: Ids = Field(
        default_factory=list,
        description="Attorney notes (origin 'attorney') to follow as direction. Never treated as evidence.",
    )
    prior_work_ids: Ids = Field(
        default_factory=list,
        description="Model output to revise or answer: an earlier draft (id 'A...') and/or the adversarial review "
        "of it. Shown to the model as prior work, never as evidence.",
    )
    title: str = Field("draft", min_length=1, max_length=120, description="Short title; names the output file.")
    max_tokens: int | None = Field(None, ge=16, le=131_072, description="Cap on generated tokens (model default).")
    max_evidence_pages: int = Field(12, ge=1, le=60, description="Most evidence pages to include.")


class DraftingResult(BaseModel):
    artifact_id: str = Field(description="Id of the draft (origin model: never evidence). Verify it before use.")
    path: str = Field(description="Absolute path of the draft file in the matter's work/ folder.")
    chars: int
    text: str | None = Field(None, description="The whole draft when it is short (<= 6,000 characters).")
    preview: str = Field(description="The start of the draft.")
    evidence: list[str] = Field(description="Evidence pages given to the model, by the label it must cite.")
    evidence_truncated: bool = Field(description="True when more evidence matched than fit the model's context.")
    needs_evidence: list[str] = Field(description="[NEEDS EVIDENCE: ...] markers the model left: gaps to fill.")
    stats: ModelStats
    next_step: str


def _compose(
    store: MatterStore, request: DraftingInput, budget: int, evidence_budget: int
) -> tuple[EvidencePack, list[str]]:
    """The evidence pack and the variable parts of the prompt (instructions, notes, prior work), in that order."""
    pack = build_pack(
        store,
        document_ids=request.document_ids,
        query=request.query,
        max_pages=request.max_evidence_pages,
        max_chars=evidence_budget,
    )
    variable = [f"INSTRUCTIONS FROM THE ATTORNEY:\n{request.instructions.strip()}"]
    notes = notes_block(store, request.attorney_note_ids, int(budget * 0.1))
    if notes:
        variable.append(f"ATTORNEY NOTES (direction, not evidence):\n{notes}")
    prior = prior_work_block(store, request.prior_work_ids, int(budget * 0.3))
    if prior:
        variable.append(
            "PRIOR WORK TO REVISE OR ANSWER (written by a model; NOT evidence — every fact must still be cited to "
            f"the EVIDENCE above):\n{prior}"
        )
    return pack, variable


async def draft_with(
    *,
    tool: str,
    role: RoleName,
    prompt: str,
    request: DraftingInput,
    state: AppState,
    progress: Progress,
    keep_reasoning: bool = False,
) -> tuple[DraftingResult, Path | None, ModelCall]:
    budget = prompt_budget(state, role, request.max_tokens)
    evidence_budget = evidence_chars(state, role, request.max_tokens)

    def prepare() -> tuple[MatterStore, EvidencePack, list[str]]:  # one trip to a worker thread for the SQLite reads
        store = state.matter(request.matter)
        return (store, *_compose(store, request, budget, evidence_budget))

    store, pack, variable = await in_thread(prepare)
    system, user = evidence_first(load_prompt(prompt), evidence_block(pack), *variable)
    call = await call_model(
        state,
        role=role,
        system=system,
        user=user,
        progress=progress,
        max_tokens=request.max_tokens,
        step=f"{tool}: drafting",
        log_failure=(store, tool, request),
    )
    text = call.completion.text.strip()
    if not text:
        text = "[The model returned no text.]"
    run = run_record(tool, request, call, pack.render())
    reasoning = call.completion.reasoning if keep_reasoning else None
    artifact = await in_thread(
        lambda: write_artifact(
            store,
            tool=tool,
            kind="draft",
            title=request.title,
            text=text + "\n",
            run=run,
            extra_files={".reasoning.md": reasoning + "\n"} if reasoning else None,
        )
    )
    reasoning_path = artifact.companions.get(".reasoning.md")
    stats = call.stats.model_copy(update={"run_id": artifact.run_id})
    result = DraftingResult(
        artifact_id=artifact.id,
        path=str(artifact.path),
        chars=len(text),
        text=text if len(text) <= INLINE_LIMIT else None,
        preview=preview(text),
        evidence=[p.cite_label for p in pack.pages],
        evidence_truncated=pack.truncated,
        needs_evidence=NEEDS_EVIDENCE.findall(text)[:20],
        stats=stats,
        next_step=f"Run guard_check and verify_citations on {artifact.id} before relying on it.",
    )
    return result, reasoning_path, call
