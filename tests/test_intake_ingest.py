"""A client's folder as it arrives, through ingest: families parent first, duplicates recorded once with every
source, a model-written member quarantined, and bad files reported by name while the rest goes in untouched."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

import office_factory as make
import pytest
from mcp import Client

from server.app import build_server
from server.documents.kinds import TEXT_SUFFIXES
from server.matter.artifacts import write_artifact
from server.matter.evidence import search_pages
from server.matter.ingest import Ingestor, IngestOutcome, expand_paths
from server.matter.store import MatterStore, RunRecord
from server.settings import Settings

DRAFT = (
    "The defendant knowingly breached the master services agreement by refusing to pay invoice 4471 and then "
    "concealed its records from the plaintiff in bad faith, causing losses of ninety thousand dollars. " * 3
)


@pytest.fixture
def store(tmp_path: Path) -> MatterStore:
    with MatterStore.open(tmp_path / "matters", "smith", create=True) as opened:
        yield opened


def _ingest(store: MatterStore, *paths: str, **options: object) -> list[IngestOutcome]:
    return Ingestor(store, ocr_workers=1).ingest(expand_paths(store, list(paths), ()), **options)


def _by_name(outcomes: list[IngestOutcome], *, top: bool = True) -> dict[str, IngestOutcome]:
    """Outcomes by the file's name (a top-level file) or its path in its parent (a member, an attachment)."""
    found: dict[str, IngestOutcome] = {}
    for outcome in outcomes:
        found[Path(outcome.path).name if top and os.sep in outcome.path else outcome.path] = outcome
        found.update(_by_name(outcome.children, top=False))
    return found


def _hashes(folder: Path) -> dict[str, tuple[str, int]]:
    return {p.name: (hashlib.sha256(p.read_bytes()).hexdigest(), p.stat().st_mode) for p in folder.iterdir()}


def _client_folder(inbox: Path) -> None:
    make.word(inbox / "letter.docx")
    ledger = make.workbook(inbox / "ledger.xlsx").read_bytes()
    (inbox / "update.eml").write_bytes(make.message(1, attachments=[("payments.xlsx", ledger[:-1] + b"\0")]).as_bytes())
    (inbox / "with-ledger.eml").write_bytes(make.message(2, attachments=[("ledger.xlsx", ledger)]).as_bytes())
    make.mbox(inbox / "dana.mbox", [make.message(i) for i in (3, 4, 5)])
    inner = make.zip_bytes([("deep/receipt.txt", b"Received $27,000.00 on 2024-05-31.\n")])
    make.zip_of(
        inbox / "bundle.zip",
        [
            ("../escape.txt", b"x"),
            ("inner.zip", inner),
            ("deck.pptx", make.presentation(inbox.parent / "deck.pptx").read_bytes()),
            ("bomb.bin", b"\0" * (8 << 20)),
        ],
    )
    make.password_protected(make.word(inbox.parent / "plain.docx"), inbox / "sealed.docx")
    (inbox / "outlook.pst").write_bytes(b"!BDN" + b"\0 not a pst" * 64)
    (inbox / "page.html").write_bytes(make.HTML_PAGE.encode())


def test_a_clients_folder_goes_in_family_by_family_and_bad_files_are_named_with_the_rest_untouched(
    store: MatterStore,
) -> None:
    inbox = store.folder / "inbox"
    _client_folder(inbox)
    for path in inbox.iterdir():
        path.chmod(0o444)
    before = _hashes(inbox)
    outcomes = _ingest(store, "inbox", custodian="Dana Reyes")
    assert _hashes(inbox) == before, "the originals are never changed"
    seen = _by_name(outcomes)

    failed = {name: o.reason or "" for name, o in seen.items() if o.status == "failed"}
    assert set(failed) == {"outlook.pst", "sealed.docx", "../escape.txt", "bomb.bin"}
    assert failed["outlook.pst"].startswith("outlook.pst could not be opened as an Outlook .pst")
    assert failed["sealed.docx"].startswith("sealed.docx is protected by a password")
    assert failed["../escape.txt"].startswith("bundle.zip: member ../escape.txt refused: its path climbs out")
    assert failed["bomb.bin"].startswith("bundle.zip: member bomb.bin refused: compressed")

    zipped = seen["bundle.zip"]
    inner, deck = (seen["inner.zip"], seen["deck.pptx"])
    receipt = seen["deep/receipt.txt"]
    assert zipped.status == inner.status == deck.status == receipt.status == "ingested"
    assert zipped.document_id < inner.document_id < receipt.document_id < deck.document_id, "parent first"
    assert store.document(inner.document_id).parent_id == zipped.document_id
    assert store.document(receipt.document_id).parent_id == inner.document_id
    assert store.document(receipt.document_id).metadata["archive_path"] == "deep/receipt.txt"
    assert store.sources(receipt.document_id)[0].path == "inbox/bundle.zip > inner.zip > deep/receipt.txt"

    payments = seen["payments.xlsx"]
    assert store.document(payments.document_id).parent_id == seen["update.eml"].document_id
    assert store.document(payments.document_id).kind == "spreadsheet"

    messages = [o for name, o in seen.items() if name.startswith("dana.mbox > ")]
    assert [o.status for o in messages] == ["ingested"] * 3
    third = store.document(messages[2].document_id)
    assert (third.kind, third.parent_id, third.metadata["mailbox"]) == ("email", None, "dana.mbox")
    assert third.metadata["in-reply-to"] == "<m4@acme.example>" and third.metadata["message-id"] == "<m5@acme.example>"
    assert store.pages(third.id)[0].text.startswith("From: Dana Reyes <dana@acme.example>\nTo: Jordan Smith")
    box = store.document(seen["dana.mbox"].document_id)
    assert box.kind == "mailbox" and "3 messages" in store.pages(box.id)[0].text

    assert {h.page.document_id for h in search_pages(store, "Received 2024-05-31")} == {receipt.document_id}
    page = store.pages(seen["page.html"].document_id)[0].text
    assert "Amount due: $27,000.00" in page and "<" not in page and "secret-script-text" not in page
    assert store.verify().ok


def test_exact_duplicates_are_stored_once_with_every_custodian_and_path(store: MatterStore, tmp_path: Path) -> None:
    letter = make.word(store.folder / "inbox" / "letter.docx")
    copy = store.folder / "inbox" / "jordan" / "letter-copy.docx"
    copy.parent.mkdir()
    copy.write_bytes(letter.read_bytes())
    [first] = _ingest(store, "inbox/letter.docx", custodian="Dana Reyes")
    [second] = _ingest(store, "inbox/jordan/letter-copy.docx", custodian="Jordan Smith")
    [again] = _ingest(store, "inbox/letter.docx", custodian="Dana Reyes")
    assert (first.status, second.status, again.status) == ("ingested", "duplicate", "duplicate")
    assert second.document_id == first.document_id and len(store.documents("client")) == 1
    sources = [(s.custodian, s.path) for s in store.sources(first.document_id)]
    assert sources == [("Dana Reyes", "inbox/letter.docx"), ("Jordan Smith", "inbox/jordan/letter-copy.docx")]
    assert store.verify().ok


def test_an_attachment_that_copies_a_matter_document_stays_in_its_family_and_names_the_original(
    store: MatterStore,
) -> None:
    ledger = make.workbook(store.folder / "inbox" / "ledger.xlsx")
    (store.folder / "inbox" / "mail.eml").write_bytes(
        make.message(1, attachments=[("ledger.xlsx", ledger.read_bytes())]).as_bytes()
    )
    [loose] = _ingest(store, "inbox/ledger.xlsx")
    [mail] = _ingest(store, "inbox/mail.eml")
    (attached,) = mail.children
    assert attached.status == "ingested" and attached.document_id != loose.document_id
    assert store.document(attached.document_id).metadata["duplicate_of"] == loose.document_id


def test_a_model_written_archive_member_is_quarantined_and_the_rest_of_the_family_goes_in(store: MatterStore) -> None:
    run = RunRecord(tool="draft_routine", input_hash="x", started_at="t", wall_ms=1)
    artifact = write_artifact(store, tool="draft_routine", kind="draft", title="d", text=DRAFT, run=run)
    make.zip_of(
        store.folder / "inbox" / "client.zip",
        [("memo.txt", b"Genuine memo about the quokka shipment.\n"), ("draft.txt", DRAFT.encode())],
    )
    [archive] = _ingest(store, "inbox/client.zip")
    memo, draft = archive.children
    assert (archive.status, memo.status, draft.status) == ("ingested", "ingested", "quarantined")
    assert draft.matched_artifact == artifact.id
    assert search_pages(store, "concealed records bad faith") == []
    assert search_pages(store, "quokka shipment")


def test_a_model_written_email_is_quarantined_with_its_whole_family(store: MatterStore) -> None:
    run = RunRecord(tool="draft_routine", input_hash="x", started_at="t", wall_ms=1)
    write_artifact(store, tool="draft_routine", kind="draft", title="d", text=DRAFT, run=run)
    mail = make.message(1, body=DRAFT, attachments=[("terms.txt", b"Net 30 days from delivery.\n")])
    (store.folder / "inbox" / "pasted.eml").write_bytes(mail.as_bytes())
    [outcome] = _ingest(store, "inbox/pasted.eml")
    assert outcome.status == "quarantined"
    [child] = outcome.children
    assert (child.status, child.quarantine_id) == ("quarantined", outcome.quarantine_id)
    assert "quarantined with its family" in (child.reason or "")
    assert store.documents("client") == [] and search_pages(store, "Net 30 days") == []


def test_a_mailbox_of_many_messages_is_ingested_one_family_at_a_time(store: MatterStore) -> None:
    make.mbox(store.folder / "inbox" / "big.mbox", [make.message(i) for i in range(1, 121)])
    outcomes = _ingest(store, "inbox/big.mbox", custodian="Dana Reyes")
    box, *messages = outcomes
    assert len(messages) == 120 and {o.status for o in messages} == {"ingested"}
    assert box.document_id > messages[-1].document_id, "the mailbox is recorded last, once all its messages are in"
    [again_box, *again] = _ingest(store, "inbox/big.mbox")
    assert again_box.status == "duplicate" and again == []
    assert store.verify().ok


@pytest.mark.parametrize("suffix", sorted(TEXT_SUFFIXES))
def test_every_text_name_ingest_accepts_is_indexed_as_text(store: MatterStore, suffix: str) -> None:
    (store.folder / "inbox" / f"export{suffix}").write_text(f"Kestrel invoice {suffix[1:]}\n", encoding="utf-8")
    [outcome] = _ingest(store, f"inbox/export{suffix}")
    assert store.document(outcome.document_id).kind == "text"
    assert search_pages(store, f"Kestrel invoice {suffix[1:]}")


@pytest.mark.anyio
async def test_through_the_protocol_members_keep_their_path_and_bad_files_are_listed_by_name(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    inbox = settings.server.matters_dir / "fresh" / "inbox"
    inbox.mkdir(parents=True)
    make.zip_of(
        inbox / "client.zip",
        [("letters/letter.docx", make.word(inbox.parent / "l.docx").read_bytes()), ("../escape.txt", b"x")],
    )
    make.workbook(inbox / "ledger.xlsx")
    (inbox / "broken.pst").write_bytes(b"!BDN" + b"\0 not a pst" * 64)
    async with Client(build_server(settings)) as client:
        result = await client.call_tool("ingest_sources", {"matter": "fresh", "paths": ["inbox"]})
    assert not result.is_error and result.structured_content is not None
    content = result.structured_content
    names = {item["name"]: item for item in content["ingested"]}
    assert names["letters/letter.docx"]["parent_id"] == names["client.zip"]["document_id"]
    assert names["ledger.xlsx"]["parent_id"] is None
    failed = {item["name"]: item["reason"] for item in content["failed"]}
    assert set(failed) == {"broken.pst", "../escape.txt"}
    assert content["counts"] == {"ingested": 3, "duplicate": 0, "overridden": 0, "quarantined": 0, "failed": 2}


def test_a_large_folder_of_office_files_is_read_ahead_in_workers_with_the_same_result_and_nothing_left(
    tmp_path: Path,
) -> None:
    import multiprocessing

    from server.matter import parse_ahead

    inbox = tmp_path / "folder"
    inbox.mkdir()
    for i in range(parse_ahead.MIN_FILES):  # enough to go ahead: Word, Excel and text in turn
        if i % 3 == 0:
            make.word(inbox / f"letter-{i:02d}.docx", second_page=f"Second page: pallet {i} was delivered.")
        elif i % 3 == 1:
            make.workbook(inbox / f"ledger-{i:02d}.xlsx", extra_rows=i)
        else:
            (inbox / f"note-{i:02d}.txt").write_text(f"Note {i}: invoice {4000 + i} is unpaid.\n", encoding="utf-8")
    (inbox / "broken.docx").write_bytes(b"PK\x03\x04 not really a Word file")
    before = _hashes(inbox)
    listed = sorted(inbox.iterdir())
    assert parse_ahead.ParseAhead(listed, tmp_path, workers=2).enabled  # this folder goes ahead, two workers
    assert not parse_ahead.ParseAhead(listed[:3], tmp_path, workers=2).enabled  # three files are read in place
    results = {}
    for name, workers in (("ahead", 2), ("alone", 1)):
        with MatterStore.open(tmp_path / name, "m", create=True) as store:
            parse_ahead.MAX_WORKERS, saved = workers, parse_ahead.MAX_WORKERS
            try:
                outcomes = Ingestor(store, ocr_workers=1).ingest(expand_paths(store, [str(inbox)], (inbox,)))
            finally:
                parse_ahead.MAX_WORKERS = saved
            texts = {o.path.split(os.sep)[-1]: store.document_text(o.document_id) for o in outcomes if o.document_id}
            failed = {o.path.split(os.sep)[-1]: o.reason for o in outcomes if o.status == "failed"}
            leftovers = list((store.folder / "sources").glob(".ingest-*"))
            results[name] = (texts, failed, leftovers)
    assert results["ahead"] == results["alone"]  # the same documents, the same text, the same refusal
    texts, failed, leftovers = results["ahead"]
    assert len(texts) == parse_ahead.MIN_FILES and list(failed) == ["broken.docx"] and not leftovers
    assert "broken.docx" in failed["broken.docx"]  # the client's name, not the working copy's
    assert _hashes(inbox) == before  # originals untouched
    assert not [p for p in multiprocessing.active_children() if p.name.startswith("SpawnProcess") or "Fork" in p.name]
