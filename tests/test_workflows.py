"""Claude Code's side: slash commands, MCP prompts, CLAUDE.md and settings name only tools that exist."""

from __future__ import annotations

import json
import re

import pytest
from mcp import Client

from server.app import build_server
from server.settings import PROJECT_ROOT, load_settings
from server.state import AppState
from server.verify.findings import STATUSES
from server.workflows import load_workflows

pytestmark = pytest.mark.anyio
COMMANDS = {"affidavit", "motion", "produce", "verify", "summarize", "financials"}


async def _tool_names() -> set[str]:
    settings = load_settings(PROJECT_ROOT / "config" / "local.toml")
    async with Client(build_server(settings, state=AppState(settings=settings))) as client:
        return {t.name for t in (await client.list_tools()).tools}


async def test_every_slash_command_allows_only_counsel_tools_that_tools_list_shows() -> None:
    tools = await _tool_names()
    workflows = load_workflows()
    assert {w.name for w in workflows} == COMMANDS
    for workflow in workflows:
        assert workflow.description and workflow.argument_hint, workflow.name
        assert "$ARGUMENTS" in workflow.body and "$0" in workflow.body, workflow.name
        counsel = [t for t in workflow.allowed_tools if t.startswith("mcp__")]
        assert counsel, workflow.name
        for allowed in counsel:
            prefix, server, tool = allowed.split("__")
            assert (prefix, server) == ("mcp", "counsel") and tool in tools, (workflow.name, allowed)
        used = set(re.findall(r"`(\w+)`", workflow.body)) & (tools | {"ingest", "verify"})
        assert used <= {a.split("__")[-1] for a in counsel}, (workflow.name, used)


async def test_the_workflows_are_served_as_mcp_prompts_with_the_matter_filled_in() -> None:
    settings = load_settings(PROJECT_ROOT / "config" / "local.toml")
    async with Client(build_server(settings, state=AppState(settings=settings))) as client:
        prompts = {p.name: p for p in (await client.list_prompts()).prompts}
        rendered = await client.get_prompt("affidavit", {"matter": "smith", "request": "for Jordan Smith"})
    assert set(prompts) == COMMANDS
    assert [a.name for a in prompts["affidavit"].arguments] == ["matter", "request"]
    text = rendered.messages[0].content.text
    assert "matter **smith**" in text and "for Jordan Smith" in text and "$0" not in text


async def test_claude_md_names_only_tools_that_exist_and_every_tool_is_named() -> None:
    settings = load_settings(PROJECT_ROOT / "config" / "local.toml")
    async with Client(build_server(settings, state=AppState(settings=settings))) as client:
        listed = (await client.list_tools()).tools
    tools = {t.name for t in listed}
    fields = {
        f
        for t in listed
        for schema in (t.input_schema, t.output_schema or {})
        for f in json.dumps(schema).replace('"', " ").split()
        if "_" in f
    } | set(STATUSES)
    text = (PROJECT_ROOT / "CLAUDE.md").read_text(encoding="utf-8")
    named = {n for n in re.findall(r"`([a-z_]+)`", text) if "_" in n}
    assert named - fields <= tools, named - fields - tools
    assert tools <= named


async def test_project_settings_allow_exactly_the_counsel_tools() -> None:
    tools = await _tool_names()
    settings = json.loads((PROJECT_ROOT / ".claude" / "settings.json").read_text(encoding="utf-8"))
    allowed = {a.removeprefix("mcp__counsel__") for a in settings["permissions"]["allow"]}
    assert allowed == tools
