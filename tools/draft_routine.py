"""draft_routine: routine drafting (letters, affidavit sections) on the drafting model."""

from __future__ import annotations

from server.state import AppState, Progress, no_progress
from tools._drafting import DraftingInput, DraftingResult, draft_with


class DraftRoutineInput(DraftingInput):
    pass


class DraftRoutineResult(DraftingResult):
    pass


async def draft_routine(
    request: DraftRoutineInput, state: AppState, progress: Progress = no_progress
) -> DraftRoutineResult:
    """Draft routine text (letters, affidavit paragraphs, short memos) on the firm's drafting model, from client
    evidence only (document_ids and/or a search query); for a chronology or summary of the evidence use
    summarize_evidence, which reads every page. The draft is written to the matter's work/
    folder as a model artifact; the result gives its id, path, a preview and the evidence labels the model was
    told to cite. Always run guard_check and verify_citations on the draft before using it."""
    result, _, _ = await draft_with(
        tool="draft_routine", role="drafting", prompt="drafting", request=request, state=state, progress=progress
    )
    return DraftRoutineResult(**result.model_dump())
