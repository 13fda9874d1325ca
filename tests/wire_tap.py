"""A tee between an MCP client and a stdio server: every line each way, in the order the tap saw them.

    python tests/wire_tap.py WIRE.log python -m server      # as the command of .mcp.json, to watch Claude Code

Each line of ``WIRE.log`` is ``> `` (client to server) or ``< `` (server to client) and the JSON-RPC message.
``read_wire(path)`` gives them back as ``(direction, message)`` pairs for tests.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any


def read_wire(path: Path) -> list[tuple[str, dict[str, Any]]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [(line[0], json.loads(line[2:])) for line in lines if line[:2] in ("> ", "< ")]


def main(argv: list[str]) -> int:
    wire = Path(argv[0])
    lock = threading.Lock()
    server = subprocess.Popen(argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert server.stdin is not None and server.stdout is not None

    def log(direction: str, line: bytes) -> None:
        with lock, wire.open("a", encoding="utf-8") as sink:
            sink.write(f"{direction} {line.decode('utf-8', 'replace').rstrip()}\n")

    def inbound() -> None:
        for line in sys.stdin.buffer:
            log(">", line)
            server.stdin.write(line)
            server.stdin.flush()
        server.stdin.close()

    threading.Thread(target=inbound, daemon=True).start()
    for line in server.stdout:
        log("<", line)
        sys.stdout.buffer.write(line)
        sys.stdout.buffer.flush()
    return server.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
