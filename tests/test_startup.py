"""The server answers at once: tools/list from the catalog, before the tools and what they need are imported."""

from __future__ import annotations

import json
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import write_config
from mcp import Client, StdioServerParameters
from wire_tap import read_wire

from server.app import CATALOG, MODULES_ENV, REGENERATE, build_server, listed, load_catalog
from server.cli.catalog import live_catalog, render
from server.settings import PROJECT_ROOT, Settings
from server.state import AppState

pytestmark = pytest.mark.anyio

# What tools/list must not wait for: the tools themselves, the store, PyMuPDF, eyecite, the verifier, NVML and
# the model clients (the SDK's own HTTP client, httpx2, is the bare server's too).
HEAVY = {
    "tools",
    "tools.verify_citations",
    "server.state",
    "server.matter.store",
    "server.verify.verdicts",
    "server.models.backends",
    "pymupdf",
    "fitz",
    "eyecite",
    "httpx",
    "pynvml",
}


def test_the_catalog_is_the_live_tool_list_byte_for_byte() -> None:
    assert CATALOG.read_text(encoding="utf-8") == render(live_catalog()), f"server/catalog.json is stale: {REGENERATE}"


async def test_tools_list_is_answered_before_the_heavy_modules_load_and_the_first_calls_still_work(
    tmp_path: Path,
) -> None:
    config = write_config(tmp_path / "counsel.toml", tmp_path / "matters", 9)  # no model: these calls need none
    inbox = tmp_path / "matters" / "m" / "inbox"
    inbox.mkdir(parents=True)
    (inbox / "note.txt").write_text("Invoice 4471 is unpaid.", encoding="utf-8")
    modules, wire = tmp_path / "modules.txt", tmp_path / "wire.log"
    env = {
        "PATH": os.environ["PATH"],
        "HOME": os.environ.get("HOME", "/tmp"),
        "COUNSEL_CONFIG": str(config),
        MODULES_ENV: str(modules),  # written by the server before its first tools/list answer goes out
    }
    tap = Path(__file__).with_name("wire_tap.py")
    params = StdioServerParameters(
        command=sys.executable, args=[str(tap), str(wire), sys.executable, "-m", "server"], env=env, cwd=PROJECT_ROOT
    )
    async with Client(params) as client:
        tools = (await client.list_tools()).tools
        loaded = set(modules.read_text(encoding="utf-8").split())
        ingest = await client.call_tool("ingest_sources", {"matter": "m", "paths": ["inbox"]})
        found = await client.call_tool("search_evidence", {"matter": "m", "query": "4471"})
        wrong = await client.call_tool("search_evidence", {"matter": "m", "qeury": "4471"})
    assert "mcp.server" in loaded and "server.app" in loaded  # the server's own list, written when it answered
    assert not HEAVY & loaded, sorted(HEAVY & loaded)
    answer = next(m for d, m in read_wire(wire) if d == "<" and "tools" in m.get("result", {}))
    # the wire writes keys sorted, so the same content is the same bytes: the live build's (the first test)
    assert json.dumps(answer["result"]["tools"], sort_keys=True) == json.dumps(load_catalog(), sort_keys=True)
    assert [listed(t) for t in tools] == load_catalog()
    assert not ingest.is_error and ingest.structured_content["counts"]["ingested"] == 1, ingest.content
    assert not found.is_error and found.structured_content["hits"], found.content
    assert wrong.is_error and "did you mean 'query'?" in wrong.content[0].text  # validated by the loaded tools


async def test_a_stale_catalog_is_listed_only_until_the_tools_load_and_the_log_says_how_to_write_it_again(
    make_settings: Callable[..., Settings], caplog: pytest.LogCaptureFixture
) -> None:
    settings = make_settings()
    server = build_server(settings, state=AppState(settings=settings))
    server.catalog = [{**entry, "description": "an old description"} for entry in server.catalog or []]
    with caplog.at_level(logging.WARNING, logger="counsel"):
        async with Client(server) as client:
            before = (await client.list_tools()).tools
            status = await client.call_tool("cluster_status", {})
            after = (await client.list_tools()).tools
    assert {t.description for t in before} == {"an old description"}
    assert not status.is_error, status.content
    assert [listed(t) for t in after] == load_catalog()
    assert REGENERATE in caplog.text
