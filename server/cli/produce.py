"""``python -m server produce <matter> <ids...> --prefix P``: a Bates production from the command line."""

from __future__ import annotations

import argparse

from server.cli.exits import DONE, print_json, run_tool
from server.settings import Settings


def produce(settings: Settings, args: argparse.Namespace) -> int:
    """``python -m server produce <matter> <ids...> --prefix P``: a Bates production from the command line."""
    from tools.bates_stamp import BatesStampInput, Withheld, bates_stamp

    withhold = []
    for entry in getattr(args, "withhold", []):
        doc_id, _, basis = entry.partition("=")
        withhold.append(Withheld(document_id=doc_id.strip(), basis=basis.strip() or "Attorney-client privilege"))
    documents = list(dict.fromkeys([*args.documents, *(w.document_id for w in withhold)]))
    request = BatesStampInput(
        matter=args.matter, document_ids=documents, prefix=args.prefix, start=args.start, width=args.width,
        legend=args.legend, withhold=withhold,
    )  # --start 101 becomes a number there, and a start that is neither says so (exit 2)
    result = run_tool(bates_stamp, request, settings, quiet=args.json)
    if args.json:
        print_json(result)
        return DONE
    print(f"{result.production_id}: {result.first_bates}-{result.last_bates}, {result.pages} pages, "
          f"{len(result.documents)} documents ({result.withheld} withheld), {result.ocr_pages} OCR'd")
    for void in result.voided_earlier:
        print(f"voided earlier: {void.production_id} {void.first}-{void.last}: {void.note}")
    print(f"folder: {result.folder}")
    return DONE
