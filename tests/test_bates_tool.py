"""bates_stamp against a real matter: the numbering ledger, evidence registration, atomicity under SIGKILL."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import doc_factory as factory
import loadfile_reader
import pymupdf
import pytest
from mcp import Client

from server.app import build_server
from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import MatterStore
from server.settings import PROJECT_ROOT, Settings
from server.state import AppState
from tools.bates_stamp import BatesStampInput, bates_stamp

pytestmark = pytest.mark.anyio


def _matter(settings: Settings, files: dict[str, Callable[[Path], Path]]) -> dict[str, str]:
    with MatterStore.open(settings.server.matters_dir, "smith", create=True) as store:
        for name, make in files.items():
            make(store.folder / "inbox" / name)
        outcomes = Ingestor(store, ocr_workers=1).ingest(expand_paths(store, ["inbox"], ()))
    return {Path(o.path).name: o.document_id for o in outcomes}


def _rotated_scan(path: Path) -> Path:
    factory.scanned_pdf(path, ["Delivery receipt February 20, 2024"])
    doc = pymupdf.open(path)
    doc[0].set_rotation(90)
    doc.save(path.with_suffix(".tmp"))
    os.replace(path.with_suffix(".tmp"), path)
    return path


THREE = {
    "letter.pdf": lambda p: factory.write_pdf(p, ["Invoice 4471 for $12,500.00 is unpaid.", "Second page text."]),
    "scan.pdf": _rotated_scan,
    "memo.txt": lambda p: p.write_text("Privileged advice from counsel about the claim.", encoding="utf-8") or p,
}


async def test_a_three_document_production_round_trips_through_pdfs_load_files_and_evidence(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = _matter(settings, THREE)
    originals = {
        p: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in (settings.server.matters_dir / "smith" / "sources").iterdir()
    }
    async with Client(build_server(settings, state=AppState(settings=settings))) as client:
        result = await client.call_tool(
            "bates_stamp",
            {
                "matter": "smith",
                "document_ids": [ids["letter.pdf"], ids["scan.pdf"], ids["memo.txt"]],
                "prefix": "SMITH",
                "legend": "CONFIDENTIAL – SUBJECT TO PROTECTIVE ORDER",
                "withhold": [{"document_id": ids["memo.txt"], "basis": "Attorney-client privilege"}],
            },
        )
        assert not result.is_error, result.content[0].text
        produced = result.structured_content
        hits = await client.call_tool("search_evidence", {"matter": "smith", "query": "delivery receipt"})
        verified = await client.call_tool(
            "verify_citations",
            {
                "matter": "smith",
                "text": "The invoice for $12,500.00 is unpaid (SMITH000001). The receipt is dated "
                "February 20, 2024 (SMITH000003).",
            },
        )
    assert (produced["first_bates"], produced["last_bates"], produced["pages"]) == ("SMITH000001", "SMITH000004", 4)
    assert produced["ocr_pages"] == 1 and produced["withheld"] == 1
    folder = Path(produced["folder"])
    dat = loadfile_reader.read_dat(Path(produced["dat"]))
    opt = loadfile_reader.read_opt(Path(produced["opt"]))
    index = loadfile_reader.read_csv(Path(produced["index_csv"]))
    privilege = loadfile_reader.read_csv(Path(produced["privilege_log"]))
    assert [row["BEGBATES"] for row in dat] == ["SMITH000001", "SMITH000003", "SMITH000004"]
    assert [line.key for line in opt] == [f"SMITH{n:06d}" for n in range(1, 5)]
    assert [(row["first_bates"], row["pages"], row["treatment"]) for row in index] == [
        ("SMITH000001", "2", "produce"),
        ("SMITH000003", "1", "produce"),
        ("SMITH000004", "1", "withhold"),
    ]
    assert privilege[0]["bates"] == "SMITH000004" and privilege[0]["privilege_basis"] == "Attorney-client privilege"
    combined = pymupdf.open(produced["combined_pdf"])
    assert combined.page_count == 4
    for number, page in enumerate(combined, start=1):
        text = page.get_text()
        assert f"SMITH{number:06d}" in text and "CONFIDENTIAL" in text
    assert "Privileged advice" not in combined[3].get_text()
    assert (folder / "text" / "SMITH000003.txt").read_text(encoding="utf-8").count("Delivery") == 1
    [hit] = [h for h in hits.structured_content["hits"] if h["bates"] == "SMITH000003"]
    assert hit["document_id"] == produced["documents"][1]["document_id"]
    assert verified.structured_content["blocked"] is False, verified.structured_content["findings"]
    assert verified.structured_content["counts"]["verified"] >= 4
    assert originals == {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in originals}


async def test_numbers_are_never_reused_and_a_colliding_start_is_refused_naming_the_production(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = _matter(settings, {"a.txt": lambda p: p.write_text("One page.", encoding="utf-8") or p})
    state = AppState(settings=settings)
    first = await bates_stamp(BatesStampInput(matter="smith", document_ids=[ids["a.txt"]], prefix="SMITH"), state)
    with pytest.raises(Exception, match=r"overlaps SMITH 1-1 already used by production PROD001") as caught:
        await bates_stamp(BatesStampInput(matter="smith", document_ids=[ids["a.txt"]], prefix="SMITH", start=1), state)
    assert "first free: 2" in str(caught.value)
    second = await bates_stamp(BatesStampInput(matter="smith", document_ids=[ids["a.txt"]], prefix="SMITH"), state)
    state.close()
    assert (first.first_bates, second.first_bates) == ("SMITH000001", "SMITH000002")


async def test_an_encrypted_pdf_is_refused_naming_the_file_and_consumes_no_number(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = _matter(settings, {"ok.txt": lambda p: p.write_text("Fine.", encoding="utf-8") or p})
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        source = store.folder / store.document(ids["ok.txt"]).stored_path
        source.chmod(0o644)
        factory.encrypted_pdf(source, "locked now")  # the stored copy is replaced behind counsel's back
    state = AppState(settings=settings)
    with pytest.raises(Exception, match=r"ok\.txt"):
        await bates_stamp(BatesStampInput(matter="smith", document_ids=[ids["ok.txt"]], prefix="SMITH"), state)
    with MatterStore.open(settings.server.matters_dir, "smith") as store, store.read() as conn:
        assert conn.execute("SELECT COUNT(*) FROM productions").fetchone()[0] == 0
    state.close()


@pytest.mark.parametrize("prefix", ["SM/ITH", "../X", "SMITH 1", "", "SMITH0"])
async def test_a_prefix_that_cannot_be_in_a_file_name_is_refused(
    make_settings: Callable[..., Settings], prefix: str
) -> None:
    settings = make_settings()
    ids = _matter(settings, {"a.txt": lambda p: p.write_text("Text.", encoding="utf-8") or p})
    async with Client(build_server(settings, state=AppState(settings=settings))) as client:
        result = await client.call_tool(
            "bates_stamp", {"matter": "smith", "document_ids": [ids["a.txt"]], "prefix": prefix}
        )
    assert result.is_error and "prefix" in result.content[0].text.lower()


def _announced(lock: Path) -> str | None:
    """The production a running build announced in the matter's lock file (None before it reserved its range)."""
    try:
        facts = json.loads(lock.read_text(encoding="utf-8") or "{}")
    except (OSError, ValueError):  # being rewritten: read again on the next look
        return None
    return facts.get("production") if facts.get("first") else None


def _ledger(store: MatterStore, subject: str) -> list[tuple[str, dict]]:
    with store.read() as conn:
        rows = conn.execute("SELECT event, payload FROM ledger WHERE subject = ? ORDER BY seq", (subject,)).fetchall()
    return [(row[0], json.loads(row[1])) for row in rows]


def test_a_production_killed_midway_gives_its_range_back_and_the_next_continues_without_a_gap(
    make_settings: Callable[..., Settings], cli_config: Callable[[Path], Path]
) -> None:
    settings = make_settings()
    pages = [f"Page {n} of the long exhibit, with enough words to stamp." for n in range(1, 1201)]
    ids = _matter(
        settings,
        {
            "long.pdf": lambda p: factory.write_pdf(p, pages),
            "short.pdf": lambda p: factory.write_pdf(p, ["First exhibit, page one.", "First exhibit, page two."]),
        },
    )
    config = cli_config(settings.server.matters_dir)
    matter = settings.server.matters_dir / "smith"
    productions, sources = matter / "productions", matter / "sources"
    before = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sources.iterdir()}

    def command(document_id: str) -> list[str]:
        return [sys.executable, "-m", "server", "--config", str(config), "produce", "smith", document_id,
                "--prefix", "SMITH", "--json"]  # fmt: skip

    first = subprocess.run(command(ids["short.pdf"]), cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout)["last_bates"] == "SMITH000002"
    process = subprocess.Popen(
        command(ids["long.pdf"]), cwd=PROJECT_ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        start_new_session=True,
    )  # fmt: skip
    deadline = time.monotonic() + 120
    # Observable: the build announced PROD002's range in the lock and has written page text in its staging folder.
    while not (
        _announced(matter / ".cache" / "production.lock") == "PROD002"
        and any(productions.glob(".staging-PROD002-*/text/*.txt"))
    ):
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the production never started writing pages"
        with contextlib.suppress(subprocess.TimeoutExpired):  # the pause between looks ends early if it exits
            process.wait(timeout=0.01)
    os.killpg(process.pid, signal.SIGKILL)  # the server and its page workers, mid-build
    process.wait(timeout=30)
    assert not (productions / "PROD002").exists()
    assert before == {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sources.iterdir()}
    with MatterStore.open(settings.server.matters_dir, "smith") as store, store.read() as conn:
        left = conn.execute("SELECT id, status, first_number, last_number FROM productions ORDER BY id").fetchall()
    assert [tuple(r) for r in left] == [("PROD001", "complete", 1, 2), ("PROD002", "reserved", 3, 1202)]

    rerun = subprocess.run(command(ids["long.pdf"]), cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=300)
    assert rerun.returncode == 0, rerun.stderr
    result = json.loads(rerun.stdout)
    assert (result["production_id"], result["first_bates"], result["last_bates"]) == (
        "PROD002",
        "SMITH000003",
        "SMITH001202",
    )  # from where the last published production ended: no gap, and no production id skipped either
    [released] = result["released_earlier"]
    assert (released["production_id"], released["first"], released["last"]) == ("PROD002", 3, 1202)
    assert "never left the staging folder" in released["note"] and result["voided_earlier"] == []
    assert not list(productions.glob(".staging-*"))
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        assert store.verify().ok, store.verify().problems
        events = _ledger(store, "PROD002")
        with store.read() as conn:
            rows = conn.execute("SELECT id, status, first_number, last_number FROM productions ORDER BY id").fetchall()
    assert [event for event, _ in events] == ["bates_reserve", "bates_release", "bates_reserve", "bates_complete"]
    release = events[1][1]
    assert (release["prefix"], release["first"], release["last"]) == ("SMITH", 3, 1202)
    assert "interrupted before it was published" in release["reason"]
    assert [tuple(r) for r in rows] == [("PROD001", "complete", 1, 2), ("PROD002", "complete", 3, 1202)]


_PUBLISH_THEN_DIE = """
import os, signal, sys
from pathlib import Path
from server.matter.store import MatterStore
from server.production import numbering
from server.production.engine import ProductionPlan, build_production, preflight
from server.production.store import DocumentSpec, _items

# What a crash between publishing the folder and registering its pages leaves: the same calls as
# server.production.store.produce, in its order, and then the process dies.
with MatterStore.open(Path(sys.argv[1]), "smith") as store, numbering.production_lock(store) as lock:
    items, _ = _items(store, [DocumentSpec(sys.argv[2])], [])
    plan = ProductionPlan(production_id="PENDING", prefix="SMITH", items=tuple(items))
    checked = preflight(plan)
    rng = numbering.reserve(store, prefix="SMITH", count=checked.total_pages, start=None)
    plan = plan.model_copy(update={"production_id": rng.production_id})
    build_production(plan, start_number=rng.first, productions_dir=store.folder / "productions",
                     ocr_cache=None, ocr_workers=1, checked=checked)
    os.kill(os.getpid(), signal.SIGKILL)
"""


async def test_a_production_that_died_after_publishing_is_voided_and_its_numbers_are_never_reused(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = _matter(settings, {"a.pdf": lambda p: factory.write_pdf(p, ["Page one.", "Page two."])})
    died = subprocess.run(
        [sys.executable, "-c", _PUBLISH_THEN_DIE, str(settings.server.matters_dir), ids["a.pdf"]],
        cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert died.returncode == -signal.SIGKILL, died.stderr
    productions = settings.server.matters_dir / "smith" / "productions"
    assert (productions / "PROD001" / "PROD001.dat").is_file()  # published, never registered
    state = AppState(settings=settings)
    result = await bates_stamp(BatesStampInput(matter="smith", document_ids=[ids["a.pdf"]], prefix="SMITH"), state)
    state.close()
    assert (result.production_id, result.first_bates) == ("PROD002", "SMITH000003")
    [void] = result.voided_earlier
    assert (void.production_id, void.first, void.last) == ("PROD001", 1, 2) and result.released_earlier == []
    assert "published" in void.note and ".void-PROD001" in void.note
    assert not (productions / "PROD001").exists() and (productions / ".void-PROD001" / "PROD001.dat").is_file()
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        assert [event for event, _ in _ledger(store, "PROD001")] == ["bates_reserve", "bates_void"]


async def test_a_build_that_fails_before_publishing_releases_its_range_with_the_reason(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = _matter(settings, {"a.pdf": lambda p: factory.write_pdf(p, ["Page one."])})
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        source = store.folder / store.document(ids["a.pdf"]).stored_path
        source.chmod(0o644)
        factory.write_pdf(source, ["Page one, altered."])  # same page count, other bytes: found mid-build
    state = AppState(settings=settings)
    with pytest.raises(Exception, match="no longer matches the sha256 recorded at ingest"):
        await bates_stamp(BatesStampInput(matter="smith", document_ids=[ids["a.pdf"]], prefix="SMITH"), state)
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        events = _ledger(store, "PROD001")
        with store.read() as conn:
            assert conn.execute("SELECT COUNT(*) FROM productions").fetchone()[0] == 0
        assert store.verify().ok is False  # the altered source is named by matter verify, as it should be
    assert [event for event, _ in events] == ["bates_reserve", "bates_release"]
    assert events[1][1]["first"] == 1 and "IntegrityError" in events[1][1]["reason"]
    ids2 = _matter(settings, {"b.txt": lambda p: p.write_text("Another page.", encoding="utf-8") or p})
    done = await bates_stamp(BatesStampInput(matter="smith", document_ids=[ids2["b.txt"]], prefix="SMITH"), state)
    state.close()
    assert (done.production_id, done.first_bates) == ("PROD001", "SMITH000001")


def test_the_tools_stamp_positions_match_the_engines() -> None:
    from typing import get_args

    from server.production.engine import StampPosition as ENGINE
    from tools.bates_stamp import StampPosition

    assert get_args(StampPosition) == get_args(ENGINE)


def _email_with_attachments(path: Path, attachments: list[tuple[str, bytes]]) -> Path:
    from email.message import EmailMessage

    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = "client@example.com", "counsel@example.com", "notes"
    message.set_content("Please see the attached notes about the unpaid invoice.")
    for name, data in attachments:
        message.add_attachment(data, maintype="text", subtype="plain", filename=name)
    path.write_bytes(bytes(message))
    return path


async def test_an_attachment_quarantined_at_ingest_is_numbered_but_never_becomes_evidence(
    make_settings: Callable[..., Settings],
) -> None:
    from server.matter.artifacts import write_artifact
    from server.matter.evidence import search_pages
    from server.matter.store import RunRecord

    settings = make_settings()
    draft = (
        "The defendant knowingly breached the master services agreement by refusing to pay invoice 4471 and "
        "then concealed its records from the plaintiff in bad faith, causing losses of ninety thousand dollars. "
    )
    with MatterStore.open(settings.server.matters_dir, "smith", create=True) as store:
        write_artifact(
            store,
            tool="draft_routine",
            kind="draft",
            title="d",
            text=draft * 3,
            run=RunRecord(tool="draft_routine", input_hash="x", started_at="t", wall_ms=1),
        )
        mail = _email_with_attachments(
            store.folder / "inbox" / "mail.eml",
            [
                ("notes.txt", (draft * 3).encode()),
                ("memo.txt", b"Genuine memo about the quokka shipment."),
            ],
        )
        [email] = Ingestor(store).ingest([mail])
        assert [c.status for c in email.children] == ["quarantined", "ingested"]
    state = AppState(settings=settings)
    result = await bates_stamp(BatesStampInput(matter="smith", document_ids=[email.document_id], prefix="SMITH"), state)
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        assert search_pages(store, "concealed records bad faith") == []
        quokka = [h.page.bates for h in search_pages(store, "quokka shipment")]
    state.close()
    notes, memo = (d for d in result.documents if d.name in {"notes.txt", "memo.txt"})
    assert notes.source_document_id is None and memo.source_document_id == email.children[1].document_id
    assert memo.first_bates in quokka
    assert any("notes.txt" in w and "not client material" in w for w in result.warnings)


async def test_a_slip_sheet_keeps_its_number_but_its_privilege_text_is_not_evidence(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = _matter(settings, {"memo.txt": lambda p: p.write_text("Advice.", encoding="utf-8") or p})
    state = AppState(settings=settings)
    basis = "Attorney-client privilege. Acme admitted it owes $90,000.00"
    await bates_stamp(
        BatesStampInput(
            matter="smith",
            document_ids=[ids["memo.txt"]],
            prefix="SMITH",
            withhold=[{"document_id": ids["memo.txt"], "basis": basis}],
        ),
        state,
    )
    async with Client(build_server(settings, state=state)) as client:
        verified = (
            await client.call_tool(
                "verify_citations",
                {
                    "matter": "smith",
                    "text": "Acme admitted it owes $90,000.00 (SMITH000001).",
                },
            )
        ).structured_content
    state.close()
    assert verified["blocked"] is True
    assert {f["kind"]: f["status"] for f in verified["findings"]} == {"amount": "not_found", "bates": "verified"}


async def test_a_width_too_small_for_the_range_is_refused_before_any_number_is_used(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    ids = _matter(settings, {"a.txt": lambda p: p.write_text("One page.", encoding="utf-8") or p})
    state = AppState(settings=settings)
    for _ in range(2):
        with pytest.raises(Exception, match="needs 4 digits but the width is 3"):
            await bates_stamp(
                BatesStampInput(matter="smith", document_ids=[ids["a.txt"]], prefix="SMITH", start=1000, width=3), state
            )
    done = await bates_stamp(
        BatesStampInput(matter="smith", document_ids=[ids["a.txt"]], prefix="SMITH", start=1000, width=4), state
    )
    state.close()
    assert done.first_bates == "SMITH1000"
