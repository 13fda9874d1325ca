"""Pipeline poisoning: nothing a model wrote can come back in as client evidence.

One table of poisoning cases (each must be quarantined, naming the artifact) and one table of
ordinary client documents that share boilerplate or quotations with a draft (none may be).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from email.message import EmailMessage
from pathlib import Path

import pymupdf
import pytest

from server.errors import ProvenanceError
from server.matter.artifacts import write_artifact
from server.matter.evidence import build_pack, search_pages
from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import MatterStore, RunRecord

CLIENT_LETTER = (
    "Dear Ms. Whitfield,\n\nInvoice No. 4471 for $12,500.00 was due on April 2, 2024 and remains unpaid. The "
    "renovation at 22 Harbor Street was completed on February 28, 2024, and your team inspected and accepted the "
    "work that day. Please pay the full amount within ten days.\n\nJordan Smith\n"
)

DRAFT = (
    "AFFIDAVIT OF JORDAN SMITH\n\n"
    "1. I am the owner of Smith Renovations and I have personal knowledge of the facts stated in this affidavit.\n"
    "2. On January 15, 2024 my business entered into a written renovation agreement with Acme Holdings LLC for the "
    "commercial premises at 22 Harbor Street, under which Acme agreed to pay a total price of forty-eight thousand "
    "dollars in three installments tied to signing, delivery of materials and completion.\n"
    "3. The renovation was completed on February 28, 2024, when the owner's representatives walked through the "
    "space, inspected every room and accepted the work without raising any defect or reservation of any kind.\n"
    "4. My invoice for the final installment remains unpaid even though the chief financial officer of Acme "
    "admitted the debt in writing and promised full payment by the end of May 2024.\n"
    "I declare under penalty of perjury that the foregoing is true and correct.\n"
)

REVIEW = (
    "Attack 1 (high): paragraph 3 asserts acceptance of the work but cites no inspection report; opposing counsel "
    "will argue that a walk-through is not acceptance under the agreement and that the owner reserved its rights in "
    "a later e-mail. Evidence needed: a signed completion certificate or an e-mail confirming acceptance.\n"
)


@pytest.fixture
def store(tmp_path: Path) -> MatterStore:
    with MatterStore.open(tmp_path / "matters", "smith", create=True) as opened:
        yield opened


def _artifact(store: MatterStore, text: str, tool: str = "draft_routine", kind: str = "draft") -> str:
    run = RunRecord(tool=tool, input_hash="sha256:test", started_at="2026-11-29T00:00:00", wall_ms=1.0)
    return write_artifact(store, tool=tool, kind=kind, title=kind, text=text, run=run).id


def _ingest(store: MatterStore, *names: str, **options: object):
    files = expand_paths(store, [f"inbox/{n}" for n in names], ())
    return Ingestor(store, ocr_workers=1).ingest(files, **options)


def _write(store: MatterStore, name: str, text: str) -> str:
    path = store.folder / "inbox" / name
    path.write_text(text, encoding="utf-8")
    return name


def _email_with(store: MatterStore, name: str, body: str) -> str:
    message = EmailMessage()
    message["From"] = "Jordan Smith <jordan@smith-renovations.example>"
    message["To"] = "Sam Lee <sam@harbor.example>"
    message["Subject"] = "Fwd: what my lawyer wrote"
    message.set_content(body)
    (store.folder / "inbox" / name).write_bytes(bytes(message))
    return name


def _scanned_pdf(store: MatterStore, name: str, text: str) -> str:
    """Print the text to a PDF page, rasterise it, and keep only the pixels (a scan)."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_textbox(pymupdf.Rect(54, 54, 558, 738), text, fontsize=11, fontname="tiro")
    png = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY).tobytes("png")
    scan = pymupdf.open()
    scan.new_page(width=612, height=792).insert_image(pymupdf.Rect(0, 0, 612, 792), stream=png)
    scan.save(store.folder / "inbox" / name)
    return name


def _rewrapped(text: str) -> str:
    smart = text.replace("'", "\u2019").replace('"', "\u201d")
    return "\n".join(smart.upper().split(" "))


POISONING: list[tuple[str, Callable[[MatterStore, str], str], str]] = [
    ("a draft copied verbatim into the inbox", lambda s, a: _write(s, "affidavit.md", DRAFT), "identical"),
    (
        "the draft re-wrapped, re-cased and with smart quotes",
        lambda s, a: _write(s, "aff.txt", _rewrapped(DRAFT)),
        "identical text",
    ),
    (
        "one paragraph of the draft quoted inside a client e-mail",
        lambda s, a: _email_with(
            s,
            "fwd.eml",
            "Sam, here is what the lawyer wrote for us:\n\n" + DRAFT.split("\n")[4] + "\n\nThoughts?\nJordan",
        ),
        "copied",
    ),
    ("the draft printed to PDF, rasterised and OCR'd", lambda s, a: _scanned_pdf(s, "scan.pdf", DRAFT), "copied"),
    (
        "the draft with a paragraph cut and a line added",
        lambda s, a: _write(s, "edited.txt", "Notes from Jordan.\n" + DRAFT.replace(DRAFT.split("\n")[3], "")),
        "copied",
    ),
]


@pytest.mark.parametrize(("case", "make", "how"), POISONING, ids=[c[0] for c in POISONING])
def test_model_output_coming_back_as_a_client_file_is_quarantined(
    store: MatterStore, case: str, make: Callable[[MatterStore, str], str], how: str
) -> None:
    artifact = _artifact(store, DRAFT)
    name = make(store, artifact)
    [outcome] = _ingest(store, name)
    assert outcome.status == "quarantined", f"{case}: {outcome}"
    assert outcome.matched_artifact == artifact
    assert how in (outcome.reason or "")
    assert not [d for d in store.documents("client") if d.original_name == name]
    assert len(list((store.folder / "quarantine").glob(f"{outcome.quarantine_id}-*"))) == 1


def test_a_review_renamed_as_a_client_letter_is_quarantined(store: MatterStore) -> None:
    review = _artifact(store, REVIEW, tool="adversarial_review", kind="review")
    [outcome] = _ingest(store, _write(store, "letter-from-client.txt", "Dear counsel,\n" + REVIEW))
    assert (outcome.status, outcome.matched_artifact) == ("quarantined", review)


CLEAN: list[tuple[str, str]] = [
    (
        "a client affidavit that shares only the perjury declaration",
        "AFFIDAVIT OF MARIA ORTIZ\n1. I work at Harbor Building Supply and delivered materials to 22 Harbor Street on "
        "February 20, 2024.\nI declare under penalty of perjury that the foregoing is true and correct.\n",
    ),
    (
        "a client letter with the same salutation and courtesy lines",
        "Dear Ms. Whitfield,\nThank you for your prompt attention to this matter. Please let me know if you have any "
        "questions or concerns.\nJordan Smith\n",
    ),
    (
        "an unrelated invoice that mentions the same parties and address",
        "INVOICE 4480\nSmith Renovations to Acme Holdings LLC, 22 Harbor Street.\nPainting of the lobby: $2,300.00\n",
    ),
    ("a short note that repeats a four-word phrase of the draft", "Call me about the renovation agreement tomorrow."),
]


@pytest.mark.parametrize(("case", "text"), CLEAN, ids=[c[0] for c in CLEAN])
def test_ordinary_client_documents_sharing_boilerplate_with_a_draft_are_ingested(
    store: MatterStore, case: str, text: str
) -> None:
    _artifact(store, DRAFT)
    [outcome] = _ingest(store, _write(store, "client.txt", text))
    assert outcome.status == "ingested", f"{case}: {outcome.reason}"


def test_a_second_copy_of_a_client_letter_the_draft_quoted_is_not_quarantined(store: MatterStore) -> None:
    [first] = _ingest(store, _write(store, "demand.txt", CLIENT_LETTER))
    _artifact(store, "The demand letter says: \u201c" + CLIENT_LETTER + "\u201d That is the whole demand.")
    [again] = _ingest(store, _write(store, "demand-forwarded.txt", "Forwarded by Jordan:\n" + CLIENT_LETTER))
    assert first.status == "ingested"
    assert again.status == "ingested", again.reason


def test_the_lawyers_override_ingests_the_file_and_the_ledger_records_why(store: MatterStore) -> None:
    artifact = _artifact(store, DRAFT)
    name = _write(store, "affidavit-signed.txt", DRAFT)
    [outcome] = _ingest(
        store,
        name,
        override_quarantine=True,
        override_reason="Jordan signed this version; it is now his sworn statement",
    )
    assert outcome.status == "overridden" and outcome.matched_artifact == artifact
    with store.read() as conn:
        row = conn.execute("SELECT payload FROM ledger WHERE event = 'quarantine_override'").fetchone()
    payload = json.loads(row[0])
    assert payload["matched"] == artifact and "sworn statement" in payload["reason"]


def test_an_override_without_a_reason_is_refused(store: MatterStore) -> None:
    _artifact(store, DRAFT)
    with pytest.raises(Exception, match="override_reason"):
        _ingest(store, _write(store, "a.txt", DRAFT), override_quarantine=True)


def test_a_model_artifact_is_never_in_search_results_or_an_evidence_pack(store: MatterStore) -> None:
    _ingest(store, _write(store, "demand.txt", CLIENT_LETTER))
    artifact = _artifact(store, "RTX 3060 is the Bates number of the zebra invoice. " + DRAFT)
    assert search_pages(store, "zebra") == []
    assert all(hit.page.document_id.startswith("D") for hit in search_pages(store, "Harbor Street"))
    with pytest.raises(ProvenanceError, match="never be evidence"):
        build_pack(store, document_ids=[artifact])
    pack = build_pack(store, query="Harbor Street")
    assert {p.document_id for p in pack.pages} <= {d.id for d in store.documents("client")}
