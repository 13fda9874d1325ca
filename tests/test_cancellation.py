"""Claude Code cancels a tool call: the model's stream is closed at once and nothing is left half-written.

The model is the loopback endpoint that plays llama-server and streams a token every 20 ms for 40 s, so
the call is certainly mid-generation when it is cancelled, and the endpoint records the hang-up.
(tests/test_backends.py shows the same on the real llama-server: its slot goes idle.)
"""

from __future__ import annotations

from collections.abc import Callable

import anyio
import pytest
from faulty_endpoint import FaultyEndpoint, Slow
from mcp import Client

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
            await endpoint.wait_for(lambda: exchange.client_disconnected, timeout=5)
            status = await client.call_tool("matter_status", {"matter": "m"})
    assert not exchange.finished and exchange.tokens_sent < len(Slow().tokens)
    assert list(work.iterdir()) == []
    assert status.structured_content["documents_by_origin"]["model"] == 0
