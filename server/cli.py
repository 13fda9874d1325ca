"""Command-line subcommands that work on a matter (``python -m server matter|verify|produce``)."""

from __future__ import annotations

import sys

import anyio

from server.settings import Settings
from server.state import AppState
from server.store import MatterStore


def matter_verify(settings: Settings, matter: str) -> int:
    """Re-check the ledger chain and every stored file; exit 1 and name each problem if anything changed."""
    with MatterStore.open(settings.server.matters_dir, matter) as store:
        report = store.verify()
    print(f"matter {report.matter}: {report.ledger_entries} ledger entries, {report.files_checked} files checked")
    if report.ok:
        print("OK: the ledger chain is intact and every file matches its recorded hash")
        return 0
    for problem in report.problems:
        print(f"CHANGED: {problem}")
    return 1


def verify_draft(settings: Settings, matter: str, draft: str, *, lenient: bool = False) -> int:
    """Verify a draft (an artifact id, a path in the matter, or '-' for stdin); exit 1 when it is blocked."""
    from tools.verify_citations import VerifyCitationsInput, verify_citations

    if draft == "-":
        source = {"text": sys.stdin.read()}
    elif draft[:1] in {"A", "D"} and draft[1:].isdigit():
        source = {"draft_id": draft}
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
