"""``python -m server verify <matter> <draft>``: verify a draft from a script; exit 1 when it is blocked.

The deterministic layers always run. The meaning check runs through the verifier model when the config
binds its verdicts (``[verify].model_binding``, the rig), or when asked (``--meaning``; ``--no-meaning``
skips it, and a bound config then reports the cited statements unchecked): the model is started here when
the config autostarts it (the embedded default), otherwise it must be running (``python -m server cluster up``).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import anyio

from server.cli.exits import DONE, REFUSED, print_json
from server.settings import Settings
from server.state import AppState

if TYPE_CHECKING:
    from tools.verify_citations import VerifyCitationsInput, VerifyCitationsResult


def verify_draft(
    settings: Settings,
    matter: str,
    draft: str,
    *,
    lenient: bool = False,
    meaning: bool | None = None,
    as_json: bool = False,
) -> int:
    """Verify a draft (an artifact id, a path in the matter, or '-' for stdin); exit 1 when it is blocked.

    ``meaning`` None: run the meaning check when the config binds the verifier's verdicts
    (``[verify].model_binding``), since a bound check that does not run leaves statements unchecked."""
    from tools.verify_citations import VerifyCitationsInput

    if meaning is None:
        meaning = settings.verify.model_binding and settings.roles.verifier is not None
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
    if as_json:
        print_json(result)
        return REFUSED if result.blocked else DONE
    print(result.summary)
    print(f"meaning check: {result.model_note}")
    failing = [
        (f"S{s.number:<3} {s.verdict:<13}", s.text, s.source, s.reason, s.suggestion)
        for s in result.statement_findings
        if s.verdict != "supported"
    ]
    failing += [
        (f"{f.status:<18} {f.kind:<8}", f.text, f.source, f.reason, f.suggestion)
        for f in result.findings
        if f.status != "verified"
    ]
    for label, text, source, reason, suggestion in failing:
        where = f" [{source.bates or source.document_id}]" if source else ""
        print(f"  {label} {text[:70]!r}{where}: {reason}")
        if suggestion:
            print(f"  {'':<18} suggestion: {suggestion}")
    print(f"report: {result.report_path}")
    if result.annotated_path:
        print(f"annotated draft: {result.annotated_path}")
    if result.review_path:
        print(f"review PDF: {result.review_path}")
    return REFUSED if result.blocked else DONE


async def _run(settings: Settings, request: VerifyCitationsInput, meaning: bool) -> VerifyCitationsResult:
    """The tool on a state of its own: the matter store alone, or with the model connections for ``--meaning``."""
    from server.app import autostart, close_state, open_state
    from tools.verify_citations import verify_citations

    if not meaning:
        state = AppState(settings=settings)
        try:
            return await verify_citations(request, state)
        finally:
            state.close()
    state = open_state(settings)
    if settings.server.autostart:
        await anyio.to_thread.run_sync(autostart, state)  # as the MCP server does; stopped by close_state
    try:
        return await verify_citations(request, state)
    finally:
        await close_state(state)
