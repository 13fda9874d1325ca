"""``python -m server verify <matter> <draft>``: verify a draft from a script; exit 1 when it is blocked.

The deterministic layers run by default. ``--meaning`` also runs the meaning check through the
verifier model: started here when the config autostarts it (the embedded default), otherwise it must
be running (``python -m server cluster up``).
"""

from __future__ import annotations

import sys

import anyio

from server.settings import Settings
from server.state import AppState


def verify_draft(settings: Settings, matter: str, draft: str, *, lenient: bool = False, meaning: bool = False) -> int:
    """Verify a draft (an artifact id, a path in the matter, or '-' for stdin); exit 1 when it is blocked."""
    from tools.verify_citations import VerifyCitationsInput

    if draft == "-":
        source = {"text": sys.stdin.read()}
    elif draft[:1] in {"A", "D"} and draft[1:].isdigit():
        source = {"artifact_id": draft}
    else:
        source = {"path": draft}
    request = VerifyCitationsInput(
        matter=matter, policy="lenient" if lenient else "strict", use_model=meaning, **source
    )
    result = anyio.run(_run, settings, request, meaning)
    print(result.summary)
    print(f"meaning check: {result.model_note}")
    for statement in result.statement_findings:
        if statement.verdict == "supported":
            continue
        where = f" [{statement.source.bates or statement.source.document_id}]" if statement.source else ""
        print(f"  S{statement.number:<3} {statement.verdict:<13} {statement.text[:70]!r}{where}: {statement.reason}")
        if statement.suggestion:
            print(f"  {'':<18} suggestion: {statement.suggestion}")
    for finding in result.findings:
        if finding.status == "verified":
            continue
        where = f" [{finding.source.bates or finding.source.document_id}]" if finding.source else ""
        print(f"  {finding.status:<18} {finding.kind:<8} {finding.text[:70]!r}{where}: {finding.reason}")
        if finding.suggestion:
            print(f"  {'':<18} suggestion: {finding.suggestion}")
    print(f"report: {result.report_path}")
    if result.annotated_path:
        print(f"annotated draft: {result.annotated_path}")
    return 1 if result.blocked else 0


async def _run(settings: Settings, request: object, meaning: bool) -> object:
    from server.app import close_state, open_state
    from tools.verify_citations import verify_citations

    if not meaning:
        state = AppState(settings=settings)
        try:
            return await verify_citations(request, state)  # type: ignore[arg-type]
        finally:
            state.close()
    state = open_state(settings)
    if settings.server.autostart:
        from server.cluster.supervisor import Supervisor

        state.supervisor = Supervisor(settings)
        state.extras["owns_supervisor"] = True
        await anyio.to_thread.run_sync(lambda: state.supervisor.up(wait=False))  # type: ignore[union-attr]
    try:
        return await verify_citations(request, state)  # type: ignore[arg-type]
    finally:
        await close_state(state)
