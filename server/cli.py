"""Command-line subcommands that work on a matter (``python -m server matter|verify|produce``)."""

from __future__ import annotations

import sys

import anyio

from server.settings import Settings
from server.state import AppState
from server.store import MatterStore


def write_sample(settings: Settings, matter: str) -> int:
    """Write the sample matter's client files to inbox/ and the attorney's notes to notes/ (nothing ingested)."""
    from server.matters import matter_path
    from server.sample_matter import write_sample_files

    folder = matter_path(settings.server.matters_dir, matter, create=True)
    if any((folder / "inbox").iterdir()):
        print(f"{folder / 'inbox'} is not empty; choose another matter name")
        return 1
    files = write_sample_files(folder)
    print(f"matter {matter!r}: {len(files['client'])} client files in {folder / 'inbox'}, "
          f"{len(files['attorney'])} attorney notes in {folder / 'notes'}")
    print(f'In Claude Code: /affidavit {matter} for Jordan Smith, establishing the unpaid invoice 4471')
    return 0


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


def produce(settings: Settings, args: object) -> int:
    """``python -m server produce <matter> <ids...> --prefix P``: a Bates production from the command line."""
    from tools.bates_stamp import BatesStampInput, Withheld, bates_stamp

    withhold = []
    for entry in getattr(args, "withhold", []):
        doc_id, _, basis = entry.partition("=")
        withhold.append(Withheld(document_id=doc_id.strip(), basis=basis.strip() or "Attorney-client privilege"))
    start = args.start if args.start == "next" else int(args.start)
    documents = list(dict.fromkeys([*args.documents, *(w.document_id for w in withhold)]))
    request = BatesStampInput(
        matter=args.matter, document_ids=documents, prefix=args.prefix, start=start, width=args.width,
        legend=args.legend, withhold=withhold,
    )

    async def progress(done: float, total: float | None = None, message: str | None = None) -> None:
        print(f"\r{message or ''}", end="", file=sys.stderr, flush=True)

    state = AppState(settings=settings)
    try:
        result = anyio.run(bates_stamp, request, state, progress)
    finally:
        state.close()
    print(file=sys.stderr)
    print(f"{result.production_id}: {result.first_bates}-{result.last_bates}, {result.pages} pages, "
          f"{len(result.documents)} documents ({result.withheld} withheld), {result.ocr_pages} OCR'd")
    for void in result.voided_earlier:
        print(f"voided earlier: {void.production_id} {void.first}-{void.last}: {void.note}")
    print(f"folder: {result.folder}")
    return 0
