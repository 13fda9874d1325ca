"""Over stdio, spawned exactly as Claude Code spawns it from .mcp.json."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest
from conftest import write_config
from llama_fixture import LlamaServer
from mcp import Client, StdioServerParameters
from wire_tap import read_wire

from server.settings import PROJECT_ROOT

pytestmark = pytest.mark.anyio


def _expand(value: str, env: dict[str, str]) -> str:
    """Claude Code's expansion in .mcp.json: ${VAR} and ${VAR:-default}."""
    return re.sub(r"\$\{(\w+)(?::-([^}]*))?\}", lambda m: env.get(m.group(1)) or (m.group(2) or ""), value)


def mcp_json_server(env: dict[str, str]) -> StdioServerParameters:
    entry = json.loads((PROJECT_ROOT / ".mcp.json").read_text(encoding="utf-8"))["mcpServers"]["counsel"]
    assert entry["type"] == "stdio" and entry["timeout"] >= 900_000
    server_env = {k: _expand(v, env) for k, v in entry.get("env", {}).items()}
    return StdioServerParameters(
        command=_expand(entry["command"], env),
        args=[_expand(a, env) for a in entry["args"]],
        env={**env, **server_env},
        cwd=PROJECT_ROOT,
    )


def test_mcp_json_names_no_machine_specific_path() -> None:
    text = (PROJECT_ROOT / ".mcp.json").read_text(encoding="utf-8")
    assert str(PROJECT_ROOT) not in text and "/home/" not in text and "/root/" not in text


async def test_the_server_started_as_mcp_json_says_answers_tools_and_calls(
    tmp_path: Path, llama_server: LlamaServer
) -> None:
    config = write_config(tmp_path / "counsel.toml", tmp_path / "matters", llama_server.port, max_tokens=16)
    (tmp_path / "matters" / "m" / "inbox").mkdir(parents=True)
    (tmp_path / "matters" / "m" / "inbox" / "note.txt").write_text("Invoice 4471 is unpaid.", encoding="utf-8")
    env = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp"), "COUNSEL_CONFIG": str(config)}
    async with Client(mcp_json_server(env)) as client:
        tools = {t.name for t in (await client.list_tools()).tools}
        ingest = await client.call_tool("ingest_sources", {"matter": "m", "paths": ["inbox"]})
        draft = await client.call_tool("draft_routine", {"matter": "m", "instructions": "Say it.", "query": "4471"})
    assert {"ingest_sources", "draft_routine", "verify_citations", "bates_stamp", "cluster_status"} <= tools
    assert ingest.structured_content["counts"]["ingested"] == 1
    assert not draft.is_error, draft.content[0].text
    assert Path(draft.structured_content["path"]).is_file()


def tapped_server(config: Path, wire: Path) -> StdioServerParameters:
    """``python -m server`` behind tests/wire_tap.py, which writes down every message each way."""
    env = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp"), "COUNSEL_CONFIG": str(config)}
    tap = Path(__file__).with_name("wire_tap.py")
    args = [str(tap), str(wire), sys.executable, "-m", "server"]
    return StdioServerParameters(command=sys.executable, args=args, env=env, cwd=PROJECT_ROOT)


async def test_every_progress_notification_of_a_call_is_on_the_wire_before_its_result_and_none_says_finished(
    tmp_path: Path, llama_server: LlamaServer
) -> None:
    config = write_config(tmp_path / "counsel.toml", tmp_path / "matters", llama_server.port, max_tokens=24)
    inbox = tmp_path / "matters" / "m" / "inbox"
    inbox.mkdir(parents=True)
    for n in range(4):
        (inbox / f"note{n}.txt").write_text(f"Invoice 44{n}1 is unpaid.", encoding="utf-8")
    wire = tmp_path / "wire.log"
    reported: list[str] = []

    async def progress(done: float, total: float | None, message: str | None) -> None:
        reported.append(message or "")

    async with Client(tapped_server(config, wire)) as client:
        ingest = await client.call_tool(
            "ingest_sources", {"matter": "m", "paths": ["inbox"]}, progress_callback=progress
        )
        draft = await client.call_tool(
            "draft_routine", {"matter": "m", "instructions": "Say it.", "query": "unpaid"}, progress_callback=progress
        )
    assert not ingest.is_error and not draft.is_error, (ingest.content, draft.content)
    messages = read_wire(wire)
    calls = {m["id"]: m["params"]["name"] for d, m in messages if d == ">" and m.get("method") == "tools/call"}
    answered = {m["id"]: i for i, (d, m) in enumerate(messages) if d == "<" and "id" in m and m["id"] in calls}
    notes = [(i, m["params"]) for i, (d, m) in enumerate(messages) if m.get("method") == "notifications/progress"]
    by_call = {name: [p for i, p in notes if p["progressToken"] == call] for call, name in calls.items()}
    assert len(by_call["ingest_sources"]) == 4 and by_call["draft_routine"], by_call  # one per file; steps, tokens
    assert all(i < answered[p["progressToken"]] for i, p in notes), messages  # each before its call's result
    said = [p.get("message", "") for p in by_call["ingest_sources"] + by_call["draft_routine"]]
    assert not any("finished" in m for m in said), said
    assert all(p["progress"] < p["total"] for ps in by_call.values() for p in ps if "total" in p)
    assert reported  # and the client saw them
