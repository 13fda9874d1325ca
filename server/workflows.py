"""The slash-command workflows, also served as MCP prompts (Claude Code shows them as /mcp__counsel__<name>).

One source of truth: ``.claude/commands/<name>.md``. Claude Code fills ``$ARGUMENTS`` with what the lawyer
typed after the command and ``$0``, ``$1``… (or ``$ARGUMENTS[N]``) with its shell-split words, 0-based; a
word that was not typed stays as literal text, and nothing stands for "every word after the first". So a
command names the matter as ``$0`` and shows the typed line, saying that the request is every word after
the matter; it never labels ``$ARGUMENTS`` (matter included) as the request. The MCP prompt takes ``matter``
and ``request`` and fills the same places the same way, in one pass as Claude Code does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from mcp.server import MCPServer
from mcp.server.mcpserver.prompts.base import Prompt
from pydantic import Field

from server.settings import PROJECT_ROOT

COMMANDS = PROJECT_ROOT / ".claude" / "commands"
_FRONT = re.compile(r"\A---\n(.*?)\n---\n", re.DOTALL)
_PLACE = re.compile(r"\$ARGUMENTS\[(?P<index>\d+)\]|\$(?P<short>\d+)(?!\w)|(?P<all>\$ARGUMENTS)")


@dataclass(frozen=True)
class Workflow:
    name: str
    description: str
    argument_hint: str
    allowed_tools: tuple[str, ...]
    body: str

    def render(self, matter: str, request: str) -> str:
        """The body as Claude Code expands ``/<name> <matter> <request>`` (what is put in is never re-expanded)."""
        typed = f"{matter} {request.strip()}".strip()
        words = [matter, *request.split()]

        def place(match: re.Match[str]) -> str:
            if match["all"]:
                return typed
            index = int(match["index"] or match["short"])
            return words[index] if index < len(words) else match[0]

        return _PLACE.sub(place, self.body)


def load_workflows(folder: Path = COMMANDS) -> list[Workflow]:
    workflows = []
    for path in sorted(folder.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        match = _FRONT.match(text)
        meta: dict[str, str] = {}
        if match:
            for line in match.group(1).splitlines():
                key, _, value = line.partition(":")
                meta[key.strip()] = value.strip()
        workflows.append(
            Workflow(
                name=path.stem,
                description=meta.get("description", path.stem),
                argument_hint=meta.get("argument-hint", ""),
                allowed_tools=tuple(t.strip() for t in meta.get("allowed-tools", "").split(",") if t.strip()),
                body=text[match.end() :] if match else text,
            )
        )
    return workflows


def _prompt_for(workflow: Workflow) -> Prompt:
    def prompt(
        matter: Annotated[str, Field(description="Matter name (its folder under the matters directory).")],
        request: Annotated[str, Field(description="What the lawyer wants, in their words.")] = "",
    ) -> str:
        return workflow.render(matter, request)

    return Prompt.from_function(prompt, name=workflow.name, description=workflow.description)


def register_prompts(server: MCPServer, folder: Path = COMMANDS) -> None:
    for workflow in load_workflows(folder):
        server.add_prompt(_prompt_for(workflow))
