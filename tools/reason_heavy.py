"""reason_heavy: hard reasoning and high-stakes drafting on the heavy model (board B on the rig)."""

from __future__ import annotations

from pydantic import Field

from server.state import AppState, Progress, no_progress
from tools._drafting import DraftingInput, DraftingResult, draft_with


class ReasonHeavyInput(DraftingInput):
    show_reasoning: bool = Field(
        False,
        description="Also save the model's reasoning (thinking) as a separate file and return its path. "
        "Off by default: reasoning is long and is not a citable answer.",
    )


class ReasonHeavyResult(DraftingResult):
    reasoning_path: str | None = Field(None, description="File with the model's reasoning, if asked for and given.")
    reasoning_chars: int = Field(0, description="Length of the reasoning the model produced (kept out of the answer).")


async def reason_heavy(
    request: ReasonHeavyInput, state: AppState, progress: Progress = no_progress
) -> ReasonHeavyResult:
    """Reason through a hard question or draft a high-stakes document (motion argument, affidavit) on the firm's
    largest model, from client evidence only. Slower than draft_routine; use it when the answer needs judgement.
    The answer is saved to work/ as a model artifact; the model's reasoning stays out of the result unless
    show_reasoning is set. Verify the output with verify_citations before relying on it."""
    result, reasoning, call = await draft_with(
        tool="reason_heavy",
        role="heavy",
        prompt="heavy",
        request=request,
        state=state,
        progress=progress,
        keep_reasoning=request.show_reasoning,
    )
    return ReasonHeavyResult(
        **result.model_dump(),
        reasoning_path=str(reasoning) if reasoning else None,
        reasoning_chars=len(call.completion.reasoning or ""),
    )
