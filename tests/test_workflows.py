"""Claude Code's side: slash commands, MCP prompts, CLAUDE.md and settings name only tools that exist."""

from __future__ import annotations

import json
import re
import shlex

import pytest
from mcp import Client

from server.app import build_server
from server.settings import PROJECT_ROOT, load_settings
from server.state import AppState
from server.verify.findings import STATUSES
from server.workflows import load_workflows

pytestmark = pytest.mark.anyio
COMMANDS = {"affidavit", "motion", "produce", "verify", "summarize", "financials", "file"}


def claude_code_expansion(body: str, typed: str) -> str:
    """What Claude Code sends for ``/<command> <typed>``: $ARGUMENTS is the line as typed; $N and $ARGUMENTS[N]
    its words split shell-style, 0-based (a word not typed stays as literal text); nothing is expanded twice."""
    try:
        words = shlex.split(typed)
    except ValueError:  # an unbalanced quote: Claude Code falls back to splitting on white space
        words = typed.split()

    def place(match: re.Match[str]) -> str:
        if match[0] == "$ARGUMENTS":
            return typed
        index = int(match[1] or match[2])
        return words[index] if index < len(words) else match[0]

    return re.sub(r"\$ARGUMENTS\[(\d+)\]|\$(\d+)(?!\w)|\$ARGUMENTS", place, body)


REQUESTS = [
    ("smith-v-acme", "for Jordan Smith"),
    ("smith-v-acme", "for Jordan Smith, establishing the unpaid invoice 4471 of $12,500.00"),
    ("jones", "summarise the correspondence about the lease"),
    ("jones", "Smith's letters"),
]


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
        assert "$0" in workflow.body and "$ARGUMENTS" in workflow.body, workflow.name
        # Only the matter is positional: a word the lawyer did not type would reach Claude as a literal "$3".
        assert not re.search(r"\$(?:[1-9]\d*|ARGUMENTS\[[1-9]\d*\])(?!\w)", workflow.body), workflow.name
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


@pytest.mark.parametrize(("matter", "words"), REQUESTS)
def test_a_slash_command_names_the_matter_and_never_calls_it_part_of_the_request(matter: str, words: str) -> None:
    for workflow in load_workflows():
        typed = claude_code_expansion(workflow.body, f"{matter} {words}")
        assert typed == workflow.render(matter, words), workflow.name  # the MCP prompt reads the same
        first = typed.splitlines()[0]
        assert f"**{matter}**" in first and words not in first, (workflow.name, first)
        assert f"request: {matter}" not in typed, workflow.name  # the old "The lawyer's request: smith for ..."
        said = typed.split("request is every word after the matter name in what they typed:", 1)[1].split()
        assert said[:2] == [f"/{workflow.name}", matter] and " ".join(said[2:]).startswith(" ".join(words.split()))
        assert "$" not in typed.replace("$12,500.00", ""), workflow.name
