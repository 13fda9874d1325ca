"""``python -m server verify <matter> <draft>``: verify a draft from a script; exit 1 when it is blocked."""

from __future__ import annotations

import sys

import anyio

from server.settings import Settings
from server.state import AppState


def verify_draft(settings: Settings, matter: str, draft: str, *, lenient: bool = False) -> int:
    """Verify a draft (an artifact id, a path in the matter, or '-' for stdin); exit 1 when it is blocked."""
    from tools.verify_citations import VerifyCitationsInput, verify_citations

    if draft == "-":
        source = {"text": sys.stdin.read()}
    elif draft[:1] in {"A", "D"} and draft[1:].isdigit():
        source = {"artifact_id": draft}
    else:
        source = {"path": draft}
    request = VerifyCitationsInput(matter=matter, policy="lenient" if lenient else "strict", **source)
    state = AppState(settings=settings)
    try:
        result = anyio.run(verify_citations, request, state)
    finally:
        state.close()
    print(result.summary)
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
