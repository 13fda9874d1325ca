"""The binder's manifest: what went into a filing, by hash, and the verification it was built on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from server.filing.binder import DRAFT_STAMP, BinderFacts, Exhibit
from server.matter.store import MatterStore


def manifest(
    store: MatterStore,
    draft: str,
    draft_sha: str,
    production_id: str,
    exhibits: Sequence[Exhibit],
    verification: Any,
    facts: BinderFacts,
    comments: int,
    *,
    for_review: bool,
) -> str:
    """Markdown: the draft and its hash, the verification (report id, verdict, summary), each exhibit with its Bates
    range and the hash of the production PDF it came from, and the binder's figures."""
    lines = [
        f"# Filing binder: {draft}" + (f" — {DRAFT_STAMP}" if for_review else ""),
        "",
        f"- Draft: {draft} (`{draft_sha}`)",
        f"- Verification: {verification.report_id} — {'BLOCKED' if verification.blocked else 'not blocked'}: "
        f"{verification.summary}",
        f"- Production: {production_id}",
        f"- Binder: {facts.pages} pages ({facts.draft_pages} of draft), {facts.links} cite links, "
        f"{facts.bookmarks} bookmarks; Word file: {comments} comment(s)",
        "",
        "| exhibit | document | Bates range | pages | binder page | cited | sha256 of the produced PDF |",
        "|---|---|---|---:|---:|---|---|",
    ]
    for e in exhibits:
        cited = ", ".join(dict.fromkeys(b for _p, b in e.cited))
        sha = store.document(e.document_id).sha256
        lines.append(f"| {e.label} | {e.document_id} {e.name} | {e.first_bates}–{e.last_bates} | {e.pages} | "
                     f"{e.start + 1} | {cited[:300]} | `{sha}` |")  # fmt: skip
    return "\n".join(lines) + "\n"
