"""``python -m server.cli.catalog``: write ``server/catalog.json``, the tools as ``tools/list`` shows them.

A client lists the tools first, and Claude Code offers a server's tools in its first request only if the server
answers about as fast as a bare MCP server. Building the tools' schemas is most of what would keep it waiting:
importing the thirteen tool modules (and the store, the verifier and the model clients behind them), then the
SDK's argument model for each. So ``server/catalog.json`` holds the list exactly as the live build gives it
(name, title, description, input and output schema, annotations: on the wire the same bytes), the server
answers ``tools/list`` from it (``server/app.py``), and the tools load after the handshake or with the first
call. Once they are loaded the server lists the live build, and says in its log if the catalog was out of date.

The catalog is made from the tools' own pydantic models and docstrings, never edited by hand; after changing a
tool's request or result model, its docstring or its annotations, write it again (tests/test_startup.py fails
until then)::

    .venv/bin/python -m server.cli.catalog
"""

from __future__ import annotations

import json
import sys
from typing import Any

import anyio

from server.app import CATALOG, build_server, listed
from server.settings import PROJECT_ROOT, load_settings
from server.state import AppState


def live_catalog() -> list[dict[str, Any]]:
    """The tools as the live build lists them, once every tool module is imported (the slow way)."""
    settings = load_settings(PROJECT_ROOT / "config" / "local.toml")  # the listing does not depend on the config
    server = build_server(settings, state=AppState(settings=settings))
    server.load_tools()
    return [listed(tool) for tool in anyio.run(server.list_tools)]


def render(entries: list[dict[str, Any]]) -> str:
    return json.dumps(entries, indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    text = render(live_catalog())
    if CATALOG.is_file() and CATALOG.read_text(encoding="utf-8") == text:
        print(f"{CATALOG} is up to date", file=sys.stderr)
        return 0
    CATALOG.write_text(text, encoding="utf-8")
    print(f"wrote {CATALOG}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
