"""Claude Code cancels a tool call: the model's stream is closed at once, nothing is left half-written, and the
ledger keeps a ``cancelled`` run record of the attempt (the tool, what was asked, how far it got).

The model is the loopback endpoint that plays llama-server and streams a token every 20 ms for 40 s, so
the call is certainly mid-generation when it is cancelled, and the endpoint records the hang-up.
(tests/test_backends.py shows the same on the real llama-server: its slot goes idle.)
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import anyio
import pytest
from conftest import write_config
from faulty_endpoint import FaultyEndpoint, Slow
from mcp import Client
from test_stdio import tapped_server
from wire_tap import read_wire

from server.app import build_server
from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import MatterStore
from server.settings import Settings

pytestmark = pytest.mark.anyio


async def test_cancelling_a_drafting_call_closes_the_models_stream_and_writes_no_artifact(
    make_settings: Callable[..., Settings],
) -> None:
    with FaultyEndpoint("llama", [Slow()]) as endpoint:
        settings = make_settings(port=endpoint.port, max_tokens=5000)
        with MatterStore.open(settings.server.matters_dir, "m", create=True) as store:
            (store.folder / "inbox" / "a.txt").write_text("The alphabet is A to Z.", encoding="utf-8")
            Ingestor(store).ingest(expand_paths(store, ["inbox"], ()))
            work = store.folder / "work"
        streaming = anyio.Event()

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            if done >= 5:
                streaming.set()

        async with Client(build_server(settings)) as client:
            async with anyio.create_task_group() as group:
                group.start_soon(
                    lambda: client.call_tool(
                        "draft_routine",
                        {"matter": "m", "instructions": "Write it out.", "query": "alphabet"},
                        progress_callback=on_progress,
                    )
                )
                with anyio.fail_after(30):
                    await streaming.wait()
                group.cancel_scope.cancel()
            exchange = endpoint.chats[0]
            await endpoint.wait_for(lambda: exchange.client_disconnected, timeout=30)
            status = await client.call_tool("matter_status", {"matter": "m"})
    assert not exchange.finished and exchange.tokens_sent < len(Slow().tokens)
    assert list(work.iterdir()) == []
    assert status.structured_content["documents_by_origin"]["model"] == 0
    (run,) = status.structured_content["last_runs"]
    assert (run["tool"], run["status"]) == ("draft_routine", "cancelled")


async def test_a_call_the_client_cancels_over_stdio_leaves_a_cancelled_run_saying_what_was_asked_and_how_far(
    tmp_path: Path,
) -> None:
    with FaultyEndpoint("llama", [Slow()]) as endpoint:
        config = write_config(tmp_path / "counsel.toml", tmp_path / "matters", endpoint.port, max_tokens=5000)
        with MatterStore.open(tmp_path / "matters", "m", create=True) as store:
            (store.folder / "inbox" / "a.txt").write_text("The alphabet is A to Z.", encoding="utf-8")
            Ingestor(store).ingest(expand_paths(store, ["inbox"], ()))
        streaming = anyio.Event()

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            if done >= 5:
                streaming.set()

        wire = tmp_path / "wire.log"
        async with Client(tapped_server(config, wire)) as client:
            async with anyio.create_task_group() as group:
                arguments = {"matter": "m", "instructions": "Recite the alphabet.", "query": "alphabet"}
                group.start_soon(lambda: client.call_tool("draft_routine", arguments, progress_callback=on_progress))
                with anyio.fail_after(60):
                    await streaming.wait()
                group.cancel_scope.cancel()  # the SDK client sends notifications/cancelled
            exchange = endpoint.chats[0]
            await endpoint.wait_for(lambda: exchange.client_disconnected, timeout=30)
            with anyio.fail_after(30):
                while not (
                    runs := (await client.call_tool("matter_status", {"matter": "m"})).structured_content["last_runs"]
                ):
                    await anyio.sleep(0.05)  # the pause between looks at the ledger, not a synchronisation
    assert any(d == ">" and m.get("method") == "notifications/cancelled" for d, m in read_wire(wire))
    assert [(r["tool"], r["status"]) for r in runs] == [("draft_routine", "cancelled")]
    with MatterStore.open(tmp_path / "matters", "m") as store:
        (record,) = store.runs()
        assert store.verify().ok  # in the hash-chained ledger like every run
    note = record["error"]
    assert note.startswith("cancelled after ") and "tokens from" in note  # how far it got: mid-generation
    asked = json.loads(note.split("asked: ", 1)[1])
    assert asked == {"matter": "m", "instructions": "Recite the alphabet.", "query": "alphabet"}
    assert record["input_hash"].startswith("sha256:")
