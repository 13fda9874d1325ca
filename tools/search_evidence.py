"""search_evidence: full-text search over a matter's client pages (never model output)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from server.matter.evidence import search_pages
from server.state import AppState, Progress, no_progress
from tools._shared import Matter, SourceRef, in_thread, open_matter


class SearchEvidenceInput(BaseModel):
    matter: Matter
    query: str = Field(
        min_length=1,
        max_length=500,
        description="Words to find (all required; if nothing has them all, pages with any are returned). "
        'Put exact phrases in double quotes: "notice of default".',
    )
    limit: int = Field(10, ge=1, le=50, description="Most pages to return, best match first.")


class EvidenceHit(SourceRef):
    snippet: str = Field(description="Text around the first match, whitespace collapsed.")


class SearchEvidenceResult(BaseModel):
    matter: str
    query: str
    hits: list[EvidenceHit] = Field(
        description="Client pages only. Cite a page by its Bates number when it has one, else by document id and page."
    )


async def search_evidence(
    request: SearchEvidenceInput, state: AppState, progress: Progress = no_progress
) -> SearchEvidenceResult:
    """Search the matter's client evidence (documents and Bates-stamped pages) and return matching pages with
    document id, page, Bates number, a snippet and the character span of the match. Model drafts, reviews and
    reports are never searched: only client material is evidence."""
    store = await open_matter(state, request.matter)
    hits = await in_thread(lambda: search_pages(store, request.query, limit=request.limit))
    return SearchEvidenceResult(
        matter=request.matter,
        query=request.query,
        hits=[
            EvidenceHit(
                document_id=h.page.document_id,
                document_name=h.page.document_name,
                page=h.page.page,
                bates=h.page.bates,
                start=h.start,
                end=h.end,
                excerpt=None,
                snippet=h.snippet,
            )
            for h in hits
        ],
    )
