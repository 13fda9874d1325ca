"""Intake: a client's folder of ordinary files through ingest, and ingest throughput against the bare libraries.

    .venv/bin/python bench/bench_intake.py [--quick]

1. The client's folder: fourteen files made with the real libraries (python-docx, openpyxl, python-pptx, the
   standard library's ``mailbox``, ``email`` and ``zipfile``, PyMuPDF and Pillow through ``tests/doc_factory.py``;
   the RTF, web page, chat export and invite written as those programs save them): a Word subcontract and an
   exact copy under another name, an Excel pay-application log, a PowerPoint deck, an mbox of three messages each
   with an attachment, an ``.eml`` with an Excel attachment, a zip of two PDFs, a text file and another zip, an
   RTF note, a saved web page (script and style), a chat export (JSON), a calendar invite (.ics), a two-page TIFF
   scan, a phone photo (JPEG, stored sideways with its EXIF orientation) and a PDF. Each file, attachment and
   member holds one distinctive fact (an animal and a number, "ocelot 7101"); a mailbox's and a zip's own page
   is counsel's list of what it holds, so their facts are in their messages and members. The folder goes through
   ``Ingestor`` into a real matter store, then: every file ingested or refused with a reason; every fact found by
   ``search_pages`` (what ``search_evidence`` calls) with its own document as the top hit; every child's
   ``parent_id`` its parent's id; the copy recorded once with both paths (``MatterStore.sources``).
2. Throughput, files per second, against the bare libraries in one process (counsel reads a large folder of
   Office files ahead in worker processes, ``server/matter/parse_ahead.py``): ingest of 1,000 small Office files
   (docx/xlsx/pptx, a third each) vs python-docx/openpyxl/python-pptx reading the same files' text; ingest of an
   mbox of 10,000 messages (one in ten with a small text attachment) vs the standard library's ``mailbox``
   iterating it and reading each message's text parts. Target: counsel / bare >= 0.8 each. Peak memory
   (``VmHWM``, the peak resident memory of a fresh process ingesting the mbox) at 2,500 vs 10,000 messages: target
   flat, ratio <= 1.5.

``--quick`` shrinks part 2 (300 Office files; mboxes of 500 and 2,000 messages). Writes
bench/results/intake.json and intake.md.
"""

from __future__ import annotations

import argparse
import email
import email.policy
import gc
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "bench")]

import doc_factory as factory  # noqa: E402 - tests/doc_factory.py, on the path just above
import docx  # noqa: E402
import office_factory as make  # noqa: E402 - tests/office_factory.py
import openpyxl  # noqa: E402
from _targets import Target, report  # noqa: E402
from pptx import Presentation  # noqa: E402
from pptx.util import Inches  # noqa: E402

from server.matter.evidence import search_pages  # noqa: E402
from server.matter.ingest import Ingestor, IngestOutcome, expand_paths  # noqa: E402
from server.matter.store import MatterStore  # noqa: E402

RESULTS = ROOT / "bench" / "results"
MIN_RATIO = 0.8
MAX_MEMORY_RATIO = 1.5

# --- 1. the client's folder -----------------------------------------------------------------------------------

FACTS = {  # where (the outcome's name: a file, an attachment, a member, a mailbox message) -> its planted fact
    "subcontract.docx": "ocelot 7101",
    "pay-applications.xlsx": "pangolin 7102",
    "owner-meeting.pptx": "narwhal 7103",
    "dana.mbox > dana-message-00001.eml": "axolotl 7104",
    "site-photos-log.txt": "quokka 7105",
    "dana.mbox > dana-message-00002.eml": "capybara 7106",
    "lien-waiver.pdf": "wombat 7107",
    "dana.mbox > dana-message-00003.eml": "tapir 7108",
    "change-order-7.docx": "manatee 7109",
    "retainage.eml": "okapi 7110",
    "retainage-schedule.xlsx": "armadillo 7111",
    "closeout/warranty.pdf": "dugong 7112",
    "closeout/as-built.pdf": "gecko 7113",
    "closeout/punch-list.txt": "ibex 7114",
    "receipts/concrete-receipt.txt": "jackal 7115",
    "superintendent-note.rtf": "lemur 7116",
    "supplier-notice.html": "marmot 7117",
    "site-chat.json": "nighthawk 7118",
    "inspection-invite.ics": "osprey 7119",
    "delivery-scan.tif": "puffin 7120",
    "whiteboard-photo.jpg": "raccoon 7121",
    "notice-of-delay.pdf": "sloth 7122",
}
SCRIPT_TEXT = "trackingpixelsecret"  # in the saved page's <script>: never indexed


def _fact(where: str) -> str:
    return f"Reference fact {FACTS[where]} is recorded here."


def _docx_bytes(paragraphs: list[str]) -> bytes:
    document = docx.Document()
    for text in paragraphs:
        document.add_paragraph(text)
    path = Path(tempfile.mkstemp(suffix=".docx")[1])
    try:
        document.save(str(path))
        return path.read_bytes()
    finally:
        path.unlink()


def _xlsx_bytes(rows: list[list[object]], path: Path) -> bytes:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Log"
    for row in rows:
        sheet.append(row)
    book.save(path)
    return path.read_bytes()


def build_client_folder(inbox: Path, scratch: Path) -> None:
    """The fourteen files of the client's folder (module docstring), each with its planted facts."""
    inbox.mkdir(parents=True, exist_ok=True)
    make.word(inbox / "subcontract.docx", second_page="Subcontract, page 2. " + _fact("subcontract.docx"))
    (inbox / "jordan").mkdir()
    shutil.copyfile(inbox / "subcontract.docx", inbox / "jordan" / "subcontract (signed copy).docx")
    _xlsx_bytes(
        [
            ["Pay application", "Amount", "Note"],
            ["PA-1", 18000, "Mobilisation"],
            ["PA-2", 17500, _fact("pay-applications.xlsx")],
            ["PA-3", 12500, "Completion"],
        ],
        inbox / "pay-applications.xlsx",
    )
    deck = Presentation()
    slide = deck.slides.add_slide(deck.slide_layouts[1])
    slide.shapes.title.text = "Owner meeting"
    slide.placeholders[1].text = "Schedule and payments"
    slide.notes_slide.notes_text_frame.text = _fact("owner-meeting.pptx")
    deck.save(str(inbox / "owner-meeting.pptx"))

    attachments = [
        ("site-photos-log.txt", ("Site photo log. " + _fact("site-photos-log.txt") + "\n").encode()),
        ("lien-waiver.pdf", factory.pdf_bytes(["Lien waiver", _fact("lien-waiver.pdf")])),
        ("change-order-7.docx", _docx_bytes(["Change order 7", _fact("change-order-7.docx")])),
    ]
    messages = []
    for index, attachment in enumerate(attachments, start=1):
        body = f"Message {index} about the job. {_fact(f'dana.mbox > dana-message-{index:05d}.eml')}\n"
        messages.append(make.message(index, body=body, attachments=[attachment]))
    make.mbox(inbox / "dana.mbox", messages)

    schedule = _xlsx_bytes(
        [["Retainage", "Amount"], ["Held", 4800], [_fact("retainage-schedule.xlsx"), ""]], scratch / "retainage.xlsx"
    )
    retainage = make.message(9, body="Retainage schedule attached. " + _fact("retainage.eml") + "\n")
    retainage.add_attachment(
        schedule,
        maintype="application",
        subtype="vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        filename="retainage-schedule.xlsx",
    )
    (inbox / "retainage.eml").write_bytes(retainage.as_bytes())

    receipts = make.zip_bytes(
        [("receipts/concrete-receipt.txt", ("Concrete receipt. " + _fact("receipts/concrete-receipt.txt")).encode())]
    )
    make.zip_of(
        inbox / "closeout.zip",
        [
            ("closeout/warranty.pdf", factory.pdf_bytes(["Warranty", _fact("closeout/warranty.pdf")])),
            ("closeout/as-built.pdf", factory.pdf_bytes(["As-built drawings", _fact("closeout/as-built.pdf")])),
            ("closeout/punch-list.txt", ("Punch list. " + _fact("closeout/punch-list.txt") + "\n").encode()),
            ("closeout/receipts.zip", receipts),
        ],
    )
    (inbox / "superintendent-note.rtf").write_text(
        "{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}}\\f0\\fs24 Superintendent's note.\\par "
        + _fact("superintendent-note.rtf")
        + "\\par}\n",
        encoding="ascii",
    )
    (inbox / "supplier-notice.html").write_text(
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>Supplier notice</title>"
        "<style>body { font-family: sans-serif } .fact { color: #333 }</style>"
        f"<script>window.analytics = {{id: '{SCRIPT_TEXT}'}};</script></head>"
        f"<body><h1>Supplier notice</h1><p class='fact'>{_fact('supplier-notice.html')}</p></body></html>\n",
        encoding="utf-8",
    )
    chat = {
        "channel": "site-team",
        "messages": [
            {"user": "Dana Reyes", "ts": "2024-04-02T09:00:00Z", "text": "Concrete pour moved to Friday."},
            {"user": "Jordan Smith", "ts": "2024-04-02T09:05:00Z", "text": _fact("site-chat.json")},
        ],
    }
    (inbox / "site-chat.json").write_text(json.dumps(chat, indent=2) + "\n", encoding="utf-8")
    (inbox / "inspection-invite.ics").write_text(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Acme//Calendar//EN\r\nBEGIN:VEVENT\r\n"
        "UID:inspection-1@acme.example\r\nDTSTAMP:20240401T120000Z\r\nDTSTART:20240410T140000Z\r\n"
        "DTEND:20240410T150000Z\r\nSUMMARY:Final inspection\r\n"
        f"DESCRIPTION:{_fact('inspection-invite.ics')}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
        encoding="utf-8",
    )
    factory.multipage_tiff(
        inbox / "delivery-scan.tif",
        ["Delivery ticket 1\nLumber, 40 boards", "Delivery ticket 2\n" + "fact " + FACTS["delivery-scan.tif"]],
        dpi=300,
    )
    factory.exif_image(
        inbox / "whiteboard-photo.jpg",
        "Whiteboard\nfact " + FACTS["whiteboard-photo.jpg"],
        fmt="JPEG",
        orientation=6,
        dpi=300,
    )
    factory.write_pdf(inbox / "notice-of-delay.pdf", ["Notice of delay", _fact("notice-of-delay.pdf")])


def _flatten(outcomes: list[IngestOutcome], parent: IngestOutcome | None = None):
    for outcome in outcomes:
        yield outcome, parent
        yield from _flatten(outcome.children, outcome)


def _name(outcome: IngestOutcome) -> str:
    """A top-level file by its name; a mailbox message, an attachment or a member by its path in its parent."""
    return Path(outcome.path).name if Path(outcome.path).is_absolute() else outcome.path


def client_folder(work: Path) -> dict:
    started = time.perf_counter()
    with MatterStore.open(work / "matters", "intake", create=True) as store:
        build_client_folder(store.folder / "inbox", work)
        files = sorted(p for p in (store.folder / "inbox").rglob("*") if p.is_file())
        built_s = time.perf_counter() - started
        started = time.perf_counter()
        outcomes = Ingestor(store, ocr_workers=1).ingest(expand_paths(store, ["inbox"], ()), custodian="Jordan Smith")
        ingest_s = time.perf_counter() - started
        flat = list(_flatten(outcomes))
        by_name = {_name(o): o for o, _ in flat}

        top = [o for o, parent in flat if parent is None and " > " not in o.path]
        accounted = [o for o in top if o.status in ("ingested", "duplicate") or (o.status == "failed" and o.reason)]
        unexplained = [
            f"{_name(o)}: {o.status}" for o, _ in flat if o.status not in ("ingested", "duplicate") and not o.reason
        ]

        facts = []
        for where, fact in FACTS.items():
            outcome = by_name.get(where)
            hits = search_pages(store, fact)
            expected = outcome.document_id if outcome else None
            found = bool(hits) and hits[0].page.document_id == expected and fact in " ".join(hits[0].page.text.split())
            facts.append(
                {
                    "where": where,
                    "fact": fact,
                    "document_id": expected,
                    "top_hit": hits[0].page.document_id if hits else None,
                    "hit_documents": sorted({h.page.document_id for h in hits}),
                    "found": found,
                }
            )
        script_indexed = bool(search_pages(store, SCRIPT_TEXT))

        families = []
        for outcome, parent in flat:
            if parent is None or outcome.document_id is None or parent.document_id is None:
                continue
            got = store.document(outcome.document_id).parent_id
            families.append({"child": _name(outcome), "parent": _name(parent), "ok": got == parent.document_id})
        messages = [o for o, parent in flat if " > " in o.path and o.path.startswith("dana.mbox")]
        for message in messages:  # each message is a family of its own, not a child of the mailbox
            got = store.document(message.document_id).parent_id
            families.append({"child": _name(message), "parent": None, "ok": got is None})

        # the walk is in path order, so the copy in jordan/ may be the one ingested and the original the duplicate
        pair = [by_name["subcontract.docx"], by_name["subcontract (signed copy).docx"]]
        first = next((o for o in pair if o.status == "ingested"), pair[0])
        sources = sorted(s.path for s in store.sources(first.document_id)) if first.document_id else []
        same_bytes = [d for d in store.documents("client") if d.sha256 == store.document(first.document_id).sha256]
        duplicate_ok = (
            sorted(o.status for o in pair) == ["duplicate", "ingested"]
            and pair[0].document_id == pair[1].document_id
            and len(same_bytes) == 1
            and sources == ["inbox/jordan/subcontract (signed copy).docx", "inbox/subcontract.docx"]
        )
        verify_ok = store.verify().ok
        rtf = by_name["superintendent-note.rtf"]
        rtf_reader = store.document(rtf.document_id).metadata.get("converted_by", "") if rtf.document_id else ""
        ocr_pages = {_name(o): o.ocr_pages for o, _ in flat if o.ocr_pages}
        counts = {s: sum(o.status == s for o, _ in flat) for s in ("ingested", "duplicate", "quarantined", "failed")}
        documents = len(store.documents("client"))
    checks = {
        "every file ingested or refused with a reason": len(accounted) == len(files) and not unexplained,
        "every planted fact found in its own document": all(f["found"] for f in facts),
        "families recorded (parent_id)": bool(families) and all(f["ok"] for f in families),
        "duplicate stored once with both paths": duplicate_ok,
        "script text of the web page not indexed": not script_indexed,
        "ledger and file hashes verify": verify_ok,
    }
    return {
        "files": len(files),
        "top_level_outcomes": len(top),
        "outcomes": counts,
        "client_documents": documents,
        "facts_planted": len(facts),
        "facts_found": sum(f["found"] for f in facts),
        "families_checked": len(families),
        "families_ok": sum(f["ok"] for f in families),
        "duplicate_sources": sources,
        "rtf_read_by": rtf_reader,
        "ocr_pages": ocr_pages,
        "unexplained": unexplained,
        "build_s": round(built_s, 2),
        "ingest_s": round(ingest_s, 2),
        "checks": checks,
        "fact_rows": facts,
        "family_rows": families,
        "statuses": {_name(o): o.status + (f" ({o.reason})" if o.status == "failed" else "") for o, _ in flat},
    }


# --- 2. throughput ----------------------------------------------------------------------------------------------


def build_office(folder: Path, count: int) -> list[Path]:
    """``count`` small Office files, docx/xlsx/pptx in turn."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for index in range(count):
        kind = index % 3
        if kind == 0:
            path = folder / f"letter-{index:04d}.docx"
            document = docx.Document()
            document.add_heading(f"Letter {index}", level=1)
            for line in range(6):
                document.add_paragraph(f"Paragraph {line} of letter {index}: invoice {4000 + index} is unpaid.")
            table = document.add_table(rows=3, cols=2)
            for row in range(3):
                table.cell(row, 0).text, table.cell(row, 1).text = f"Item {row}", f"${(row + 1) * 100 + index}.00"
            document.save(str(path))
        elif kind == 1:
            path = folder / f"ledger-{index:04d}.xlsx"
            book = openpyxl.Workbook()
            sheet = book.active
            sheet.append(["Invoice", "Amount", "Note"])
            for row in range(25):
                sheet.append([f"Invoice {index}-{row}", (row + 1) * 125.5, f"line {row} of ledger {index}"])
            book.save(path)
        else:
            path = folder / f"deck-{index:04d}.pptx"
            deck = Presentation()
            for number in range(2):
                slide = deck.slides.add_slide(deck.slide_layouts[1])
                slide.shapes.title.text = f"Deck {index}, slide {number + 1}"
                slide.placeholders[1].text = f"Invoice {4000 + index} remains unpaid ({number})"
                slide.notes_slide.notes_text_frame.text = f"Speaker note {number} of deck {index}"
            table = deck.slides[0].shapes.add_table(2, 2, Inches(1), Inches(5), Inches(4), Inches(1)).table
            table.cell(1, 1).text = f"${index}.00"
            deck.save(str(path))
        paths.append(path)
    return paths


def bare_office(paths: list[Path]) -> int:
    """The same files' text read with the bare libraries, as a script of one's own would: characters read."""
    chars = 0
    for path in paths:
        texts: list[str] = []
        if path.suffix == ".docx":
            document = docx.Document(str(path))
            texts += [p.text for p in document.paragraphs]
            texts += [cell.text for table in document.tables for row in table.rows for cell in row.cells]
        elif path.suffix == ".xlsx":
            book = openpyxl.load_workbook(path, read_only=True, data_only=True)
            for sheet in book.worksheets:
                texts += [str(v) for row in sheet.iter_rows(values_only=True) for v in row if v is not None]
            book.close()
        else:
            deck = Presentation(str(path))
            for slide in deck.slides:
                for shape in slide.shapes:
                    if shape.has_text_frame:
                        texts.append(shape.text_frame.text)
                    elif shape.has_table:
                        texts += [cell.text for row in shape.table.rows for cell in row.cells]
                if slide.has_notes_slide:
                    texts.append(slide.notes_slide.notes_text_frame.text)
        chars += sum(map(len, texts))
    return chars


def build_mbox(path: Path, count: int) -> Path:
    """An mbox of ``count`` messages (a thread), one in ten with a small text attachment; written by ``mailbox``."""
    import mailbox

    box = mailbox.mbox(path, create=True)
    try:
        for index in range(1, count + 1):
            attachments = [(f"note-{index}.txt", f"Attachment of message {index}: pallet {index}.\n".encode())]
            box.add(make.message(index, attachments=attachments if index % 10 == 0 else ()))
        box.flush()
    finally:
        box.close()
    return path


def bare_mbox(path: Path) -> tuple[int, int]:
    """The standard library iterating the mbox and reading each message's text parts: (messages, characters)."""
    import mailbox

    messages = chars = 0
    box = mailbox.mbox(path)
    try:
        for message in box:
            messages += 1
            for part in message.walk():
                if part.get_content_maintype() == "text":
                    payload = part.get_payload(decode=True) or b""
                    chars += len(payload.decode(part.get_content_charset() or "utf-8", errors="replace"))
    finally:
        box.close()
    return messages, chars


def bare_mbox_default_policy(path: Path) -> int:
    """The same with the ``email`` package's modern API (``policy.default``, ``get_body``), as counsel parses a
    message: a second bare figure, for the cost of that choice (no target)."""
    import mailbox

    def factory(stream):
        return email.message_from_binary_file(stream, policy=email.policy.default)

    messages = 0
    box = mailbox.mbox(path, factory=factory)
    try:
        for message in box:
            messages += 1
            body = message.get_body(preferencelist=("plain", "html"))
            if body is not None:
                body.get_content()
            for part in message.iter_attachments():
                part.get_content()
    finally:
        box.close()
    return messages


def _ingest_timed(work: Path, name: str, source: Path) -> tuple[float, list[IngestOutcome]]:
    """Counsel's ingest of ``source`` (a file or folder, moved into a fresh matter's inbox), timed."""
    with MatterStore.open(work / "matters", name, create=True) as store:
        inbox = store.folder / "inbox"
        target = inbox / source.name
        shutil.move(source, target)
        paths = expand_paths(store, [str(target.relative_to(store.folder))], ())
        started = time.perf_counter()
        outcomes = Ingestor(store, ocr_workers=1).ingest(paths)
        seconds = time.perf_counter() - started
        shutil.move(target, source)
    return seconds, outcomes


def _rss_mib() -> float:
    """The resident memory of this process now (Linux ``/proc``), in MiB."""
    with open("/proc/self/statm") as stream:
        return int(stream.read().split()[1]) * resource.getpagesize() / (1 << 20)


def _peak_rss_mib() -> float:
    """The most resident memory this process has held (``VmHWM``), in MiB. Not ``ru_maxrss``: Linux carries that
    over from the parent through fork and exec, so a child would report the parent's peak."""
    with open("/proc/self/status") as stream:
        line = next(line for line in stream if line.startswith("VmHWM:"))
    return int(line.split()[1]) / 1024


def mbox_child(mbox: Path, work: Path) -> None:
    """In a fresh process: warm up on a five-message mbox, then ingest ``mbox`` while a thread samples the resident
    memory every 20 ms; print the figures as JSON (the peak resident memory, and its growth over the warm process)."""
    warm = work / "warm.mbox"
    build_mbox(warm, 5)
    _ingest_timed(work, "warm", warm)
    gc.collect()
    before = _rss_mib()
    peak = [before]
    done = threading.Event()

    def sample() -> None:
        while not done.wait(0.02):
            peak[0] = max(peak[0], _rss_mib())

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    seconds, outcomes = _ingest_timed(work, "mbox", mbox)
    done.set()
    sampler.join()
    statuses = [o.status for o in outcomes]
    print(
        json.dumps(
            {
                "messages": len(outcomes) - 1,
                "ingested": statuses.count("ingested"),
                "seconds": seconds,
                "peak_rss_mib": _peak_rss_mib(),
                "sampled_peak_rss_mib": max(peak[0], _rss_mib()),
                "rss_before_mib": before,
            }
        )
    )


def _run_child(mbox: Path, work: Path) -> dict:
    command = [sys.executable, __file__, "--mbox-child", str(mbox), "--work", str(work)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def throughput(work: Path, office_count: int, small_box: int, big_box: int) -> dict:
    office = build_office(work / "office", office_count)
    bare_office(office[:3])  # warm: imports and first-call costs on both sides
    warm = work / "warm-office"
    warm.mkdir()
    shutil.copyfile(office[0], warm / "w.docx")
    _ingest_timed(work, "warm-office", warm)
    best_bare = float("inf")
    for _ in range(2):
        started = time.perf_counter()
        bare_office(office)
        best_bare = min(best_bare, time.perf_counter() - started)
    counsel_s, outcomes = _ingest_timed(work, "office", work / "office")
    ingested = sum(o.status == "ingested" for o in outcomes)
    office_row = {
        "files": len(office),
        "ingested": ingested,
        "counsel_s": round(counsel_s, 2),
        "bare_s": round(best_bare, 2),
        "counsel_files_per_s": round(len(office) / counsel_s, 1),
        "bare_files_per_s": round(len(office) / best_bare, 1),
    }
    office_row["ratio"] = round(office_row["counsel_files_per_s"] / office_row["bare_files_per_s"], 3)
    print(
        f"office: counsel {office_row['counsel_files_per_s']} vs bare {office_row['bare_files_per_s']} files/s",
        file=sys.stderr,
    )

    boxes = {}
    for count in (small_box, big_box):
        started = time.perf_counter()
        path = build_mbox(work / f"mail-{count}.mbox", count)
        print(f"mbox of {count}: built in {time.perf_counter() - started:.1f} s", file=sys.stderr)
        boxes[count] = (path, _run_child(path, work / f"child-{count}"))
        print(f"mbox of {count}: {boxes[count][1]}", file=sys.stderr)
    big_path, big = boxes[big_box]
    started = time.perf_counter()
    messages, _ = bare_mbox(big_path)
    bare_s = time.perf_counter() - started
    started = time.perf_counter()
    modern = bare_mbox_default_policy(big_path)
    modern_s = time.perf_counter() - started
    mbox_row = {
        "messages": big["messages"],
        "ingested": big["ingested"],
        "bare_messages": messages,
        "counsel_s": round(big["seconds"], 2),
        "bare_s": round(bare_s, 2),
        "counsel_files_per_s": round(big["messages"] / big["seconds"], 1),
        "bare_files_per_s": round(messages / bare_s, 1),
        "bare_default_policy_files_per_s": round(modern / modern_s, 1),
    }
    mbox_row["ratio"] = round(mbox_row["counsel_files_per_s"] / mbox_row["bare_files_per_s"], 3)
    small = boxes[small_box][1]
    memory = {
        "small_messages": small_box,
        "big_messages": big_box,
        "small_peak_rss_mib": round(small["peak_rss_mib"], 1),
        "big_peak_rss_mib": round(big["peak_rss_mib"], 1),
        "small_growth_mib": round(small["sampled_peak_rss_mib"] - small["rss_before_mib"], 1),
        "big_growth_mib": round(big["sampled_peak_rss_mib"] - big["rss_before_mib"], 1),
    }
    memory["ratio"] = round(memory["big_peak_rss_mib"] / memory["small_peak_rss_mib"], 3)
    return {"office": office_row, "mbox": mbox_row, "memory": memory}


# --- the report -------------------------------------------------------------------------------------------------


def _markdown(result: dict, targets: list[Target]) -> str:
    folder, speed = result["client_folder"], result["throughput"]
    lines = [
        "# Intake: a client's folder, and ingest throughput vs the bare libraries",
        "",
        f"{result['machine']['cpus']} CPUs (1-minute load {result['load_average_1m']['before']} before, "
        f"{result['load_average_1m']['after']} after); sizes: {result['sizes']}; whole run "
        f"{result['wall_s']} s.",
        "",
        "## The client's folder",
        "",
        f"{folder['files']} files ({folder['facts_planted']} planted facts in the files, attachments and members), "
        f"ingested in {folder['ingest_s']} s: {folder['outcomes']['ingested']} documents ingested, "
        f"{folder['outcomes']['duplicate']} duplicate, {folder['outcomes']['failed']} failed, "
        f"{folder['outcomes']['quarantined']} quarantined; {folder['client_documents']} client documents. "
        f"OCR'd pages: {folder['ocr_pages']}; the RTF read by {folder['rtf_read_by'] or 'python-docx'}.",
        "",
        "| check | result |",
        "|---|---|",
    ]
    lines += [f"| {check} | {'pass' if ok else 'MISS'} |" for check, ok in folder["checks"].items()]
    lines += [
        "",
        f"Facts found {folder['facts_found']}/{folder['facts_planted']}; families {folder['families_ok']}/"
        f"{folder['families_checked']}; the copy's sources: {', '.join(folder['duplicate_sources'])}.",
        "",
        "| where | fact | document | top hit | found |",
        "|---|---|---|---|---|",
    ]
    lines += [
        f"| {f['where']} | {f['fact']} | {f['document_id']} | {f['top_hit']} | {'yes' if f['found'] else 'NO'} |"
        for f in folder["fact_rows"]
    ]
    office, mbox, memory = speed["office"], speed["mbox"], speed["memory"]
    lines += [
        "",
        "## Throughput (the bare libraries in one process; counsel reads Office files ahead in workers)",
        "",
        "| input | counsel (files/s) | bare libraries (files/s) | ratio (target >= 0.8) |",
        "|---|---:|---:|---:|",
        f"| {office['files']} Office files (docx/xlsx/pptx) | {office['counsel_files_per_s']} | "
        f"{office['bare_files_per_s']} | {office['ratio']} |",
        f"| mbox of {mbox['messages']:,} messages | {mbox['counsel_files_per_s']} | {mbox['bare_files_per_s']} | "
        f"{mbox['ratio']} |",
        "",
        f"For reference (no target): the standard library's modern API (`policy.default`, `get_body`, as counsel "
        f"parses a message) reads the same mbox at {mbox['bare_default_policy_files_per_s']} messages/s.",
        "",
        "Counsel: `Ingestor.ingest` into a fresh matter store (copy and hash, parse - the Office files in "
        "`parse_ahead`'s worker processes, the mbox's messages in this one - poisoning check, SQLite pages, "
        "full-text index and shingles, ledger). Bare: python-docx/openpyxl (read-only)/python-pptx reading each "
        "file's text; `mailbox.mbox` iterating the messages and decoding their text parts. Bare is best of 2.",
        "",
        "| mbox, fresh process | peak RSS, VmHWM (MiB) | growth during ingest, sampled every 20 ms (MiB) |",
        "|---|---:|---:|",
        f"| {memory['small_messages']:,} messages | {memory['small_peak_rss_mib']} | {memory['small_growth_mib']} |",
        f"| {memory['big_messages']:,} messages | {memory['big_peak_rss_mib']} | {memory['big_growth_mib']} |",
        "",
        f"Peak ratio {memory['ratio']} (target <= {MAX_MEMORY_RATIO}).",
        "",
        "## Targets",
        "",
    ]
    lines += [f"- {'met' if t.met else 'missed target'}: {t}" for t in targets]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller throughput sizes (300 files, 500/2,000 mails)")
    parser.add_argument("--mbox-child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--work", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.mbox_child:
        args.work.mkdir(parents=True, exist_ok=True)
        mbox_child(args.mbox_child, args.work)
        return 0

    office_count, small_box, big_box = (300, 500, 2_000) if args.quick else (1_000, 2_500, 10_000)
    load_before = os.getloadavg()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-intake-") as folder:
        work = Path(folder)
        folder_result = client_folder(work / "folder")
        for check, ok in folder_result["checks"].items():
            print(f"client folder: {'pass' if ok else 'MISS'}: {check}", file=sys.stderr)
        speed = throughput(work / "speed", office_count, small_box, big_box)
    result = {
        "benchmark": "intake",
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "load_average_1m": {"before": round(load_before[0], 2), "after": round(os.getloadavg()[0], 2)},
        "sizes": "quick" if args.quick else "full",
        "wall_s": round(time.perf_counter() - started, 1),
        "client_folder": folder_result,
        "throughput": speed,
    }
    folder_checks = folder_result["checks"]
    targets = [
        Target("client folder: checks passed (of 6)", sum(folder_checks.values()), len(folder_checks)),
        Target(
            f"client folder: planted facts found (of {folder_result['facts_planted']})",
            folder_result["facts_found"],
            folder_result["facts_planted"],
        ),
        Target("Office files: counsel vs bare files/s (x)", speed["office"]["ratio"], MIN_RATIO),
        Target("mbox: counsel vs bare messages/s (x)", speed["mbox"]["ratio"], MIN_RATIO),
        Target(
            f"mbox peak memory {big_box:,} vs {small_box:,} messages (x)",
            speed["memory"]["ratio"],
            MAX_MEMORY_RATIO,
            at_most=True,
        ),
    ]
    result["targets"] = [{"figure": t.figure, "got": t.got, "limit": t.limit, "met": t.met} for t in targets]
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "intake.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    (RESULTS / "intake.md").write_text(_markdown(result, targets), encoding="utf-8")
    return report("bench_intake", targets)


if __name__ == "__main__":
    sys.exit(main())
