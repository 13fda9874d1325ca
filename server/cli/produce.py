"""``python -m server produce <matter> <ids...> --prefix P``: a Bates production from the command line."""

from __future__ import annotations

import sys

import anyio

from server.matter.waiting import reporting
from server.settings import Settings
from server.state import AppState


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
        with reporting(lambda message: print(f"\r{message}", end="", file=sys.stderr, flush=True)):
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
