"""Over stdio, spawned exactly as Claude Code spawns it from .mcp.json."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from conftest import write_config
from llama_fixture import LlamaServer
from mcp import Client, StdioServerParameters

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
