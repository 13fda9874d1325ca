"""``python -m server ingest | search | status``: intake, evidence and a matter's state, for scripts without Claude.

Each verb runs the MCP tool that does the same job (``ingest_sources``, ``search_evidence``, ``matter_status``) on a
state of its own and prints what it returned: a few lines for a person, or with ``--json`` the tool's result as an
MCP client gets it. Exit codes: ``server.cli.exits`` (``ingest`` exits 1 when a file was quarantined or failed).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from server.cli.exits import DONE, JSON_HELP, REFUSED, print_json, run_tool
from server.settings import Settings


def add_pipeline_verbs(commands: argparse._SubParsersAction) -> None:
    ingest = commands.add_parser(
        "ingest",
        help="ingest client files (or the attorney's notes) into a matter, creating it; exit 1 if any is refused",
        description="Copy files into the matter read-only, read their text (OCR for scans) and index them as "
        "evidence; a file whose text a model wrote is quarantined, not ingested.",
    )
    ingest.add_argument("matter")
    ingest.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="a file or folder: relative to the matter folder (e.g. inbox), else to the current folder, or absolute",
    )
    ingest.add_argument(
        "--origin",
        choices=("client", "attorney"),
        default="client",
        help="client: evidence (the default); attorney: the lawyer's notes and authorities, never evidence",
    )
    ingest.add_argument("--custodian", default="", help="whose files these are (goes into load files)")
    ingest.add_argument("--json", action="store_true", help=JSON_HELP)
    search = commands.add_parser("search", help="search a matter's client evidence (never model output)")
    search.add_argument("matter")
    search.add_argument("query", help='words to find; "exact phrases" in double quotes')
    search.add_argument("--limit", type=int, default=10, help="most pages to return, best first (default 10)")
    search.add_argument("--json", action="store_true", help=JSON_HELP)
    status = commands.add_parser("status", help="a matter's documents by origin, quarantine, productions, last runs")
    status.add_argument("matter")
    status.add_argument("--json", action="store_true", help=JSON_HELP)


def _importable(settings: Settings, matter: str, raw: list[str]) -> tuple[list[str], Settings]:
    """The paths as ``ingest_sources`` takes them, and settings that let it read those outside the matter.

    The tool reads only the matter folder and ``[server].import_roots``, since a model names its paths; here a
    person does, with their own rights to the files, so a path they name may be anywhere (and only that path)."""
    folder = settings.server.matters_dir / matter
    paths, roots = [], list(settings.server.import_roots)
    for entry in raw:
        given = Path(entry).expanduser()
        if given.is_absolute() or (given.exists() and not (folder / given).exists()):
            resolved = given.resolve()
            paths.append(str(resolved))
            roots.append(resolved)
        else:
            paths.append(entry)
    server = settings.server.model_copy(update={"import_roots": tuple(roots)})
    return paths, settings.model_copy(update={"server": server})


def ingest(settings: Settings, args: argparse.Namespace) -> int:
    from tools.ingest_sources import IngestSourcesInput, ingest_sources

    paths, settings = _importable(settings, args.matter, args.paths)
    request = IngestSourcesInput(matter=args.matter, paths=paths, origin=args.origin, custodian=args.custodian)
    result = run_tool(ingest_sources, request, settings, quiet=args.json)
    refused = result.counts["quarantined"] + result.counts["failed"]
    if args.json:
        print_json(result)
        return REFUSED if refused else DONE
    for item in result.ingested:
        within = f", attachment of {item.parent_id}" if item.parent_id else ""
        ocr = f", {item.ocr_pages} OCR'd" if item.ocr_pages else ""
        pages = f"{item.pages} page{'' if item.pages == 1 else 's'}"
        print(f"{item.status:<11} {item.document_id}  {item.name} ({pages}{ocr}{within})")
    for quarantined in result.quarantined:
        print(f"quarantined {quarantined.quarantine_id}  {quarantined.name}: {quarantined.reason}")
    for failed in result.failed:
        print(f"failed      {failed.name}: {failed.reason}")
    counts = ", ".join(f"{n} {what}" for what, n in result.counts.items())
    print(f"matter {result.matter} ({args.origin}): {counts}")
    return REFUSED if refused else DONE


def search(settings: Settings, args: argparse.Namespace) -> int:
    from tools.search_evidence import SearchEvidenceInput, search_evidence

    request = SearchEvidenceInput(matter=args.matter, query=args.query, limit=args.limit)
    result = run_tool(search_evidence, request, settings, quiet=True)
    if args.json:
        print_json(result)
        return DONE
    for hit in result.hits:
        where = f"{hit.bates or '-':<14} {hit.document_id} p.{hit.page}"
        print(f"{where}  {hit.document_name}: {hit.snippet}")
    print(f"{len(result.hits)} client page(s) for {result.query!r}")
    return DONE


def status(settings: Settings, args: argparse.Namespace) -> int:
    from tools.matter_status import MatterStatusInput, matter_status

    result = run_tool(matter_status, MatterStatusInput(matter=args.matter), settings, quiet=True)
    if args.json:
        print_json(result)
        return DONE
    origins = ", ".join(f"{n} {origin}" for origin, n in result.documents_by_origin.items())
    print(f"matter {result.matter} ({result.folder}): documents {origins}; {result.ledger_entries} ledger entries")
    for doc in result.documents:
        print(f"  {doc.id}  {doc.origin:<8} {doc.kind:<10} {doc.pages:>4} p.  {doc.name}")
    for quarantined in result.quarantined:
        print(f"  quarantined {quarantined.id}  {quarantined.name}: matches {quarantined.matched_artifact}")
    for production in result.productions:
        note = f" ({production.note})" if production.note else ""
        print(f"  production {production.id}  {production.prefix} {production.first}-{production.last}  "
              f"{production.status}{note}")
    for run in result.last_runs:
        print(f"  run {run.id}  {run.tool}  {run.status}  {run.started_at}")
    if result.truncated:
        print("  (lists cut to keep the result small)")
    return DONE
