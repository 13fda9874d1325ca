"""A generated matter of letters, invoices and e-mails with dates, for the summary tests and bench/bench_summaries.py.

    docs = generate(300)                       # 300 pages; deterministic
    ids = build_matter(store, docs)            # text PDFs in inbox/, ingested, Bates-stamped SMITH000001...

Every page opens with one dated event (dates written four ways: "March 3, 2024", "03/05/2024", "2024-04-01",
"5 April 2024"), then sentences without dates or sums. Two pages give different dates for one event (the pump
delivery), and one page states a fact with no date (the payment term). ``Doc.events`` holds each page's event as
(ISO date or None, sentence), so a test knows what a chronology should say.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

import pymupdf

from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import MatterStore
from server.production.store import DocumentSpec, produce

CONFLICT = "Northwind Logistics delivered the six pumps to the Smith warehouse"
CONFLICT_DATES = (date(2024, 4, 1), date(2024, 4, 3))
UNDATED = "The supply agreement requires payment within thirty days of delivery."
PEOPLE = ("Dana Whitfield", "Jordan Smith", "Priya Raman", "Tom Okafor", "Elena Duarte", "Marcus Lee")
FILLER = (
    "The parties continue to discuss the schedule for the remaining work.",
    "Please let us know if anything in this account is incorrect.",
    "A copy of this correspondence has been placed in the project file.",
    "The site manager confirmed the arrangements with the crew on site.",
    "Questions about this matter should be directed to the accounts department.",
    "The warehouse team reviewed the shipment records and the signed receipts.",
    "Both sides reserved their rights under the supply agreement.",
    "The project office keeps the original of this document.",
)


def written(day: date, style: int) -> str:
    """``day`` as a document would write it, in one of four styles."""
    return [
        f"{day:%B} {day.day}, {day.year}",
        f"{day:%m/%d/%Y}",
        day.isoformat(),
        f"{day.day} {day:%B} {day.year}",
    ][style % 4]


@dataclass
class Doc:
    name: str
    kind: str  # letter, invoice, email
    pages: list[str] = field(default_factory=list)
    events: list[tuple[str | None, str]] = field(default_factory=list)  # per page: (ISO date, the event sentence)
    sender: str = ""
    recipient: str = ""
    sent: date | None = None


def _page(event: str, rng: random.Random) -> str:
    return event + "\n\n" + "\n".join(rng.sample(FILLER, 5)) + "\n"


def generate(pages: int, seed: int = 7) -> list[Doc]:
    """About ``pages`` pages (at least 3) in documents of one to three pages, the special pages included."""
    rng = random.Random(seed)
    day = date(2024, 1, 8)
    docs: list[Doc] = []
    count = 0
    number = 0
    while count < max(3, pages) - 3:
        number += 1
        kind = ("letter", "invoice", "email")[number % 3]
        size = min(rng.choice((1, 1, 2, 3)), max(3, pages) - 3 - count)
        sender, recipient = rng.sample(PEOPLE, 2)
        doc = Doc(f"{kind}-{number:03d}.pdf", kind, sender=sender,
                  recipient=recipient, sent=day)  # fmt: skip
        for _ in range(size):
            day += timedelta(days=rng.randint(1, 3))
            when = written(day, number + len(doc.pages))
            serial = count + 1  # every page tells its own event
            if kind == "invoice":
                amount = rng.randint(8, 400) * 125
                event = f"On {when}, Acme Supply issued invoice {4000 + serial} to Smith for ${amount:,}.00."
            elif kind == "letter":
                event = f"On {when}, {sender} wrote to {recipient} about delivery batch {serial}."
            else:
                event = f"On {when}, {sender} e-mailed {recipient} to confirm order {7000 + serial}."
            doc.pages.append(_page(event, rng))
            doc.events.append((day.isoformat(), event))
            count += 1
        docs.append(doc)
    first, second = CONFLICT_DATES
    docs.append(Doc("delivery-letter.pdf", "letter", [_page(f"On {written(first, 0)}, {CONFLICT}.", rng)],
                    [(first.isoformat(), f"{CONFLICT}.")]))  # fmt: skip
    docs.append(Doc("delivery-note.pdf", "letter", [_page(f"On {written(second, 1)}, {CONFLICT}.", rng)],
                    [(second.isoformat(), f"{CONFLICT}.")]))  # fmt: skip
    docs.append(Doc("agreement-terms.pdf", "letter", [_page(UNDATED, rng)], [(None, UNDATED)]))
    return docs


def write_inbox(folder: Path, docs: list[Doc]) -> list[Path]:
    """The documents as text PDFs, one generated page per PDF page (an e-mail as its printout, headers first)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for doc in docs:
        path = folder / doc.name
        with pymupdf.open() as pdf:
            for number, text in enumerate(doc.pages):
                if doc.kind == "email" and number == 0 and doc.sent:
                    text = (f"From: {doc.sender}\nTo: {doc.recipient}\nSubject: Order {doc.name[6:9]}\n\n") + text
                page = pdf.new_page()
                if page.insert_textbox(pymupdf.Rect(72, 72, 540, 770), text, fontsize=11, fontname="helv") < 0:
                    raise ValueError(f"{doc.name}: page {number + 1} does not fit one PDF page")
            pdf.save(path)
        paths.append(path)
    return paths


def build_matter(store: MatterStore, docs: list[Doc], *, prefix: str | None = "SMITH") -> list[str]:
    """Write, ingest and (with ``prefix``) Bates-stamp the documents; returns the client document ids in order
    (the ingested ones: evidence built from them is labelled with the Bates number of each page once produced)."""
    write_inbox(store.folder / "inbox", docs)
    outcomes = Ingestor(store, ocr_workers=1).ingest(expand_paths(store, ["inbox"], ()))
    ids = [o.document_id for o in outcomes if o.status == "ingested" and o.document_id]
    if prefix:
        produce(store, [DocumentSpec(i) for i in ids], prefix=prefix, start=None, ocr_workers=1)
    return ids
