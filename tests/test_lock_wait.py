"""Two sessions on one matter: a call that meets another process's lock waits its turn, says what it waits
for, and fails only past [server].lock_wait_s, having used nothing."""

from __future__ import annotations

import logging
import os
import re
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import anyio
import doc_factory as factory
import pytest
from conftest import settings_dict, write_config
from mcp import Client, StdioServerParameters

from server.app import build_server
from server.errors import MatterBusyError
from server.matter.evidence import search_pages
from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import MatterStore
from server.matter.waiting import reporting
from server.production.numbering import production_lock
from server.settings import PROJECT_ROOT, Settings, parse_settings
from server.state import AppState

pytestmark = pytest.mark.anyio

WAITING = re.compile(
    r"waiting for (?:PROD\d{3} \(SMITH\d{6}-SMITH\d{6}\)|another Bates production on matter 'smith') "
    r"to finish, \d+ s"
)


def _settings(tmp_path: Path, **server: Any) -> Settings:
    data = settings_dict(tmp_path / "matters", 9)
    data["server"].update(server)
    return parse_settings(data, base_dir=tmp_path)


def _matter(settings: Settings) -> list[str]:
    """Matter 'smith' with a two-page letter and a one-page note: three pages a production."""
    with MatterStore.open(settings.server.matters_dir, "smith", create=True) as store:
        factory.write_pdf(store.folder / "inbox" / "letter.pdf", ["Invoice 4471 is unpaid.", "Second page."])
        (store.folder / "inbox" / "note.txt").write_text("Delivered on April 2, 2024.", encoding="utf-8")
        outcomes = Ingestor(store, ocr_workers=1).ingest(expand_paths(store, ["inbox"], ()))
    return [o.document_id or "" for o in outcomes]


def _stdio_server(tmp_path: Path) -> StdioServerParameters:
    """``python -m server`` as Claude Code starts it, on a config like the tests' (no model is needed)."""
    config = write_config(tmp_path / "counsel.toml", tmp_path / "matters", 9)
    env = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp"), "COUNSEL_CONFIG": str(config)}
    return StdioServerParameters(command=sys.executable, args=["-m", "server"], env=env, cwd=PROJECT_ROOT)


def _number(bates: str) -> int:
    return int(bates.removeprefix("SMITH"))


async def test_ten_productions_from_two_server_processes_all_succeed_with_disjoint_ranges(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    ids = _matter(settings)
    results: list[dict[str, Any]] = []
    errors: list[str] = []
    messages: list[str] = []

    async def produce(client: Client) -> None:
        async def progress(done: float, total: float | None, message: str | None) -> None:
            if message:
                messages.append(message)

        arguments = {"matter": "smith", "document_ids": ids, "prefix": "SMITH"}
        result = await client.call_tool("bates_stamp", arguments, progress_callback=progress)
        if result.is_error:
            errors.append(result.content[0].text)
        else:
            results.append(result.structured_content or {})

    with anyio.fail_after(300):
        async with (
            Client(_stdio_server(tmp_path)) as first,
            Client(_stdio_server(tmp_path)) as second,
            anyio.create_task_group() as group,
        ):
            for _ in range(5):
                group.start_soon(produce, first)
                group.start_soon(produce, second)
    assert errors == []
    spans = sorted((_number(r["first_bates"]), _number(r["last_bates"])) for r in results)
    assert spans == [(1 + 3 * n, 3 + 3 * n) for n in range(10)]  # disjoint, gapless, three pages each
    assert len({r["production_id"] for r in results}) == 10
    assert any(WAITING.fullmatch(m) for m in messages), messages  # the ones that waited said so
    with MatterStore.open(settings.server.matters_dir, "smith") as store:
        assert store.verify().ok, store.verify().problems
        with store.read() as conn:
            statuses = [row[0] for row in conn.execute("SELECT status FROM productions")]
    assert statuses == ["complete"] * 10


def _ledger_size(store: MatterStore) -> int:
    with store.read() as conn:
        return conn.execute("SELECT COUNT(*) FROM ledger").fetchone()[0]


async def test_past_lock_wait_s_a_production_fails_naming_the_one_running_and_uses_no_number(tmp_path: Path) -> None:
    settings = _settings(tmp_path, lock_wait_s=0.5)
    ids = _matter(settings)
    messages: list[str] = []

    async def progress(done: float, total: float | None, message: str | None) -> None:
        messages.append(message or "")

    with MatterStore.open(settings.server.matters_dir, "smith") as other, production_lock(other) as lock:
        lock.announce("PROD007", "SMITH000001", "SMITH000009")  # as another session's running production does
        entries = _ledger_size(other)
        async with Client(build_server(settings, state=AppState(settings=settings))) as client:
            arguments = {"matter": "smith", "document_ids": ids, "prefix": "SMITH"}
            result = await client.call_tool("bates_stamp", arguments, progress_callback=progress)
        assert result.is_error
        text = result.content[0].text
        assert "another Bates production is running on matter 'smith'; wait for it to finish" in text
        assert "PROD007 (SMITH000001-SMITH000009)" in text and "lock_wait_s" in text
        assert "waiting for PROD007 (SMITH000001-SMITH000009) to finish, 0 s" in messages
        with other.read() as conn:
            assert conn.execute("SELECT COUNT(*) FROM productions").fetchone()[0] == 0
        assert _ledger_size(other) == entries
    assert list((settings.server.matters_dir / "smith" / "productions").iterdir()) == []


async def test_a_production_waits_for_the_one_running_and_goes_ahead_when_it_finishes(tmp_path: Path) -> None:
    settings = _settings(tmp_path, lock_wait_s=120)
    ids = _matter(settings)
    told = anyio.Event()
    messages: list[str] = []
    outcome: list[Any] = []

    async def progress(done: float, total: float | None, message: str | None) -> None:
        messages.append(message or "")
        if message and message.startswith("waiting for PROD007"):
            told.set()

    async def call(client: Client) -> None:
        arguments = {"matter": "smith", "document_ids": ids, "prefix": "SMITH"}
        outcome.append(await client.call_tool("bates_stamp", arguments, progress_callback=progress))

    with anyio.fail_after(120):
        async with Client(build_server(settings, state=AppState(settings=settings))) as client:
            with MatterStore.open(settings.server.matters_dir, "smith") as other:
                async with anyio.create_task_group() as group:
                    with production_lock(other) as lock:
                        lock.announce("PROD007", "SMITH000001", "SMITH000009")
                        group.start_soon(call, client)
                        await told.wait()  # the call is waiting, and said for what; now the other one finishes
    [result] = outcome
    assert not result.is_error, result.content[0].text
    assert result.structured_content["first_bates"] == "SMITH000001"
    assert messages.index("waiting for PROD007 (SMITH000001-SMITH000009) to finish, 0 s") < messages.index(
        "page 1 of 3"
    )


async def test_a_production_cancelled_while_it_waits_gives_up_and_never_runs(tmp_path: Path) -> None:
    settings = _settings(tmp_path, lock_wait_s=120)
    ids = _matter(settings)
    arguments = {"matter": "smith", "document_ids": ids, "prefix": "SMITH"}
    told, gave_up = anyio.Event(), threading.Event()

    class GaveUp(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.getMessage().startswith("stopped waiting for PROD007"):
                gave_up.set()

    async def progress(done: float, total: float | None, message: str | None) -> None:
        if message and message.startswith("waiting for PROD007"):
            told.set()

    watcher = logging.getLogger("server.matter.waiting")
    handler, level = GaveUp(), watcher.level
    watcher.addHandler(handler)
    watcher.setLevel(logging.INFO)
    try:
        with anyio.fail_after(60):
            async with Client(build_server(settings, state=AppState(settings=settings))) as client:
                with MatterStore.open(settings.server.matters_dir, "smith") as other, production_lock(other) as lock:
                    lock.announce("PROD007", "SMITH000001", "SMITH000009")
                    async with anyio.create_task_group() as group:
                        group.start_soon(lambda: client.call_tool("bates_stamp", arguments, progress_callback=progress))
                        await told.wait()
                        group.cancel_scope.cancel()  # the lawyer pressed Esc while it waited
                    assert await anyio.to_thread.run_sync(gave_up.wait, 30), "the server kept waiting"
                again = await client.call_tool("bates_stamp", arguments)  # the lock is free: nobody took it
    finally:
        watcher.removeHandler(handler)
        watcher.setLevel(level)
    assert not again.is_error, again.content[0].text
    assert (again.structured_content["production_id"], again.structured_content["first_bates"]) == (
        "PROD001",
        "SMITH000001",
    )


def test_a_write_waits_while_another_process_writes_and_fails_past_the_bound(tmp_path: Path) -> None:
    with MatterStore.open(tmp_path, "smith", create=True, lock_wait_s=0.6) as store:
        other = sqlite3.connect(store.folder / "counsel.db", isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another process's long write
        waits: list[str] = []
        refused = pytest.raises(MatterBusyError, match=r"kept writing to matter 'smith'")
        with reporting(waits.append), refused, store.write() as conn:
            conn.execute("INSERT INTO counters(name, value) VALUES ('never', 1)")
        assert waits and waits[0] == "waiting for another process writing to matter 'smith' to finish, 0 s"

        def finish_the_other(message: str) -> None:  # the other writer commits while we wait
            other.execute("COMMIT")

        store.lock_wait_s = 60
        with reporting(finish_the_other), store.write() as conn:
            conn.execute("INSERT INTO counters(name, value) VALUES ('written', 1)")
        other.close()
        with store.read() as conn:
            assert [r[0] for r in conn.execute("SELECT name FROM counters WHERE name IN ('never', 'written')")] == [
                "written"
            ]


HOLD_THE_WRITER = """\
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")  # another session's long write: SQLite's one writer lock, held
conn.execute("INSERT INTO counters(name, value) VALUES ('uncommitted', 1)")
print("holding", flush=True)
sys.stdin.read()  # until the test closes our stdin
conn.execute("ROLLBACK")
"""


async def test_reads_answer_at_once_while_another_process_holds_the_writer_lock_and_a_writer_here_waits(
    tmp_path: Path,
) -> None:
    settings = _settings(tmp_path)  # lock_wait_s 600: a read that queued behind a writer would not answer
    _matter(settings)
    state = AppState(settings=settings)
    store = state.matter("smith")
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_THE_WRITER, str(store.folder / "counsel.db")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    waiting, written = threading.Event(), threading.Event()

    def write_here() -> None:  # a write of this process, queued behind the other process's writer
        with reporting(lambda message: waiting.set()), store.write() as conn:
            conn.execute("INSERT INTO counters(name, value) VALUES ('later', 1)")
        written.set()

    writer = threading.Thread(target=write_here)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        writer.start()
        assert await anyio.to_thread.run_sync(waiting.wait, 60), "the write here never started waiting"
        found_here: list[int] = []
        reader = threading.Thread(target=lambda: found_here.append(len(search_pages(store, "invoice", limit=5))))
        reader.start()
        reader.join(30)  # far below lock_wait_s: a read that queued behind either writer would still be waiting
        assert not reader.is_alive() and found_here == [1], "a read waited for a writer"
        with anyio.fail_after(30):  # and through the MCP server too
            async with Client(build_server(settings, state=state)) as client:
                found = await client.call_tool("search_evidence", {"matter": "smith", "query": "invoice"})
                status = await client.call_tool("matter_status", {"matter": "smith"})

            def fresh_look() -> tuple[list[str], int]:
                with MatterStore.open(settings.server.matters_dir, "smith") as other, other.read() as conn:
                    names = [row[0] for row in conn.execute("SELECT name FROM counters")]
                    return names, conn.execute("SELECT COUNT(*) FROM documents").fetchone()[0]

            names, documents = await anyio.to_thread.run_sync(fresh_look)  # a store opened now needs no lock
        assert not found.is_error and found.structured_content["hits"], found.content[0].text
        assert status.structured_content["documents_by_origin"]["client"] == 2
        assert "uncommitted" not in names and "later" not in names and documents == 2  # the last commit, whole
        assert not written.is_set()
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=60)
        writer.join(60)
    assert written.is_set() and not writer.is_alive()  # once the other writer let go, the write here went ahead
    with store.read() as conn:
        assert [r[0] for r in conn.execute("SELECT name FROM counters WHERE name IN ('later', 'uncommitted')")] == [
            "later"
        ]
    state.close()
