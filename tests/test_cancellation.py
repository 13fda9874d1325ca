"""Claude Code cancels a tool call: the model stops generating and nothing is left half-written."""

from __future__ import annotations

from collections.abc import Callable

import anyio
import httpx
import pytest
from llama_fixture import LlamaServer
from mcp import Client

from server.app import build_server
from server.ingest import Ingestor, expand_paths
from server.settings import Settings
from server.store import MatterStore

pytestmark = pytest.mark.anyio


async def test_cancelling_a_drafting_call_frees_the_model_and_writes_no_artifact(
    make_settings: Callable[..., Settings], llama_server: LlamaServer
) -> None:
    settings = make_settings(port=llama_server.port, max_tokens=1500, temperature=0.0, context=2048)
    matter = settings.server.matters_dir / "m"
    with MatterStore.open(settings.server.matters_dir, "m", create=True) as store:
        (matter / "inbox" / "a.txt").write_text("The alphabet is A to Z.", encoding="utf-8")
        Ingestor(store).ingest(expand_paths(store, ["inbox"], ()))
    streaming = anyio.Event()

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        if done >= 5:
            streaming.set()

    async def slot_busy(probe: httpx.AsyncClient) -> bool:
        return any(slot["is_processing"] for slot in (await probe.get("/slots")).json())

    async with (
        Client(build_server(settings)) as client,
        httpx.AsyncClient(base_url=llama_server.url, trust_env=False) as probe,
    ):
        async with anyio.create_task_group() as group:
            group.start_soon(lambda: client.call_tool(
                "draft_routine",
                {"matter": "m", "instructions": "Write the alphabet A to Z one hundred times.", "query": "alphabet"},
                progress_callback=on_progress,
            ))
            with anyio.fail_after(120):
                await streaming.wait()
            busy_while_streaming = await slot_busy(probe)
            group.cancel_scope.cancel()
        assert busy_while_streaming
        with anyio.fail_after(10):
            while await slot_busy(probe):
                await anyio.sleep(0.05)  # polling the server's slot state, not synchronising on time
        status = await client.call_tool("matter_status", {"matter": "m"})
    assert list((matter / "work").iterdir()) == []
    assert status.structured_content["documents_by_origin"]["model"] == 0
