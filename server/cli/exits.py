"""What every verb of ``python -m server`` exits with, and how a verb prints for a script (``--json``).

    0  done
    1  blocked or refused: a blocked draft, a file quarantined or unreadable, a ledger or file that changed, a
       model artifact offered as evidence, a plan that does not fit, a lock held past lock_wait_s, a model that
       did not answer
    2  bad input: the command line, an unknown matter, document or path, a malformed config or argument

With ``--json`` a verb prints one JSON object on stdout: the result of the MCP tool it runs, exactly as an MCP
client gets it, or ``{"error": ..., "kind": ..., "exit_code": ...}``. Messages for a person go to stderr.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import anyio
from pydantic import BaseModel, ValidationError

from server.errors import ConfigError, DocumentError, InputError, ProvenanceError
from server.matter.waiting import reporting
from server.settings import Settings

DONE, REFUSED, BAD_INPUT = 0, 1, 2
JSON_HELP = "print the result as JSON on stdout (the MCP tool's result), for scripts"

Result = TypeVar("Result", bound=BaseModel)


def exit_code(exc: Exception) -> int:
    """2 when the caller's input is at fault (a model artifact offered as evidence is refused: 1), else 1."""
    if isinstance(exc, ProvenanceError):
        return REFUSED
    if isinstance(exc, InputError | ConfigError | DocumentError | ValidationError):
        return BAD_INPUT
    return REFUSED


def explain(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'input'}: {e['msg']}" for e in exc.errors())
    if isinstance(exc, ConfigError):
        return f"config error:\n{exc}"
    return str(exc)


def fail(exc: Exception, *, as_json: bool) -> int:
    """Say why the verb could not do its work (stderr, and stdout as JSON for a script); the exit code."""
    code = exit_code(exc)
    message = explain(exc)
    if as_json:
        print(json.dumps({"error": message, "kind": type(exc).__name__, "exit_code": code}, ensure_ascii=False))
    print(message if isinstance(exc, ConfigError) else f"error: {message}", file=sys.stderr)
    return code


def print_json(data: BaseModel | dict[str, Any]) -> None:
    if isinstance(data, BaseModel):
        print(data.model_dump_json(indent=2))
    else:
        print(json.dumps(data, indent=2, ensure_ascii=False))


def run_tool(
    tool: Callable[..., Awaitable[Result]], request: BaseModel, settings: Settings, *, quiet: bool = False
) -> Result:
    """A tool that needs no model, on a state of its own; its progress and lock waits on stderr unless ``quiet``."""
    from server.state import AppState  # the store and what it imports: not for `python -m server` serving MCP

    shown = [False]

    def show(message: str | None) -> None:
        if message and not quiet:
            shown[0] = True
            print(f"\r{message[:100]:<100}", end="", file=sys.stderr, flush=True)

    async def progress(done: float, total: float | None = None, message: str | None = None) -> None:
        show(message)

    state = AppState(settings=settings)
    try:
        with reporting(show):
            return anyio.run(tool, request, state, progress)
    finally:
        state.close()
        if shown[0]:
            print(file=sys.stderr)
