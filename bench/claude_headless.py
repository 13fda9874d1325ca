"""Does a headless `claude -p` list counsel's tools in its first request to the model? Against a bare SDK server.

    .venv/bin/python bench/claude_headless.py [--rounds 3] [--slow-s 2] [--claude PATH]

Installs Claude Code from npm into /tmp/cc (unless --claude names one), serves a loopback stand-in for the Messages
API that records every request, and runs `claude -p "say hi" --mcp-config CONFIG --strict-mcp-config` from the repo
root against it (fresh HOME, no telemetry). counsel runs from .mcp.json, COUNSEL_CONFIG naming a copy of
config/local.toml with autostart off and its matters and state in a temp dir. Each round runs, alternately: counsel;
a bare MCPServer that imports only the SDK (bench/_bare_server.py); a control, that bare server started --slow-s
late; and counsel from a copy of .mcp.json with `"alwaysLoad": true`.

Two modes, as Claude Code 2.1.197 has them. `proxy`: tool search off, as for any ANTHROPIC_BASE_URL that is not
Anthropic's: a headless run waits up to 2 s for pending MCP servers, then sends the tools it has. `tool_search`:
ENABLE_TOOL_SEARCH=true, the default against api.anthropic.com: MCP tools are deferred (named in a message, loaded
through ToolSearch) and only `alwaysLoad` servers are waited for (up to MCP_CONNECT_TIMEOUT_MS, 5 s).

The first request is the first POST /v1/messages with a `tools` list. "in tools": counsel's tools (the names the
server itself lists over stdio, as mcp__counsel__NAME) in its `tools`; "named": anywhere in that body (the
deferred-tool list included). Targets: all of counsel's tools in the first request's `tools` in every round, per
mode. Writes bench/results/claude_headless.json and .md. Exits non-zero only when it could not run.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import anyio
from _targets import Target, report
from bench_startup import local_config
from mcp import Client, StdioServerParameters

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
CC_DIR = Path("/tmp/cc")
TIMEOUT_S = 180
FIGURES = ("in_tools", "named", "first_request_at_s", "connect_ms", "said_still_connecting")


class Recorder(BaseHTTPRequestHandler):
    """The Messages API stand-in: records each request; answers /v1/messages with a short text, the rest {}."""

    protocol_version = "HTTP/1.1"
    log: ClassVar[list[dict]] = []

    def log_message(self, *args) -> None:
        pass

    def _send(self, body: bytes, ctype: str = "application/json") -> None:
        self.send_response(200)
        self.send_header("content-type", ctype)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _other(self) -> None:  # HEAD / (Claude Code's reachability check) and any GET
        self.log.append({"method": self.command, "path": self.path, "at": time.monotonic()})
        self._send(b"{}")

    do_GET = do_HEAD = _other

    def do_POST(self) -> None:
        raw = self.rfile.read(int(self.headers.get("content-length") or 0))
        body = json.loads(raw or b"{}")
        self.log.append({"method": "POST", "path": self.path, "at": time.monotonic(), "body": body})
        if not self.path.split("?")[0].endswith("/v1/messages"):
            self._send(json.dumps({"input_tokens": 10}).encode())  # count_tokens and anything else
            return
        model = body.get("model", "claude")
        usage = {"input_tokens": 10, "output_tokens": 1}
        message = {"id": "msg_local", "type": "message", "role": "assistant", "model": model, "content": [],
                   "stop_reason": None, "stop_sequence": None, "usage": usage}
        if not body.get("stream"):
            done = {**message, "content": [{"type": "text", "text": "hi"}], "stop_reason": "end_turn"}
            self._send(json.dumps(done).encode())
            return
        events = [
            {"type": "message_start", "message": message},
            {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
            {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "hi"}},
            {"type": "content_block_stop", "index": 0},
            {"type": "message_delta", "delta": {"stop_reason": "end_turn", "stop_sequence": None}, "usage": usage},
            {"type": "message_stop"},
        ]
        sse = "".join(f"event: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in events)
        self._send(sse.encode(), "text/event-stream")


def claude_binary(given: str | None) -> tuple[Path, str]:
    if given:
        path = Path(given)
    else:
        path = CC_DIR / "node_modules" / ".bin" / "claude"
        if not path.exists():
            done = subprocess.run(["npm", "install", "--prefix", str(CC_DIR), "@anthropic-ai/claude-code"],
                                  capture_output=True, text=True, timeout=600)
            if done.returncode or not path.exists():
                sys.exit(f"claude_headless: npm install @anthropic-ai/claude-code failed:\n{done.stderr[-2000:]}")
    version = subprocess.run([str(path), "--version"], capture_output=True, text=True, timeout=60)
    if version.returncode:
        sys.exit(f"claude_headless: {path} --version failed:\n{version.stderr[-2000:]}")
    return path, version.stdout.strip()


async def served_tools(config: Path) -> list[str]:
    """counsel's tools as the server itself lists them over stdio."""
    params = StdioServerParameters(command=sys.executable, args=["-m", "server"], cwd=ROOT,
                                   env={"PATH": os.environ["PATH"], "COUNSEL_CONFIG": str(config)})
    async with Client(params) as client:
        return sorted(t.name for t in (await client.list_tools()).tools)


def mcp_json(tmp: Path, file: str, servers: dict) -> Path:
    path = tmp / f"{file}.mcp.json"
    path.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    return path


def run_claude(claude: Path, mcp_config: Path, allow: str, port: int, home: Path, env_extra: dict[str, str],
               expected: list[str]) -> dict:
    Recorder.log = []
    home.mkdir(parents=True, exist_ok=True)  # a fresh user who has trusted this folder once, as the README's does
    state = {"hasCompletedOnboarding": True, "projects": {str(ROOT): {"hasTrustDialogAccepted": True}}}
    (home / ".claude.json").write_text(json.dumps(state), encoding="utf-8")
    env = {
        "PATH": os.environ["PATH"], "HOME": str(home), "TERM": "dumb",
        "ANTHROPIC_BASE_URL": f"http://127.0.0.1:{port}", "ANTHROPIC_API_KEY": "test-key",
        "DISABLE_TELEMETRY": "1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1", "DISABLE_AUTOUPDATER": "1",
        **env_extra,
    }
    cmd = [str(claude), "-p", "say hi", "--mcp-config", str(mcp_config), "--strict-mcp-config",
           "--allowedTools", allow, "--output-format", "json", "--no-session-persistence",
           "--debug-file", str(home / "debug.log")]
    started = time.monotonic()
    try:
        done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=TIMEOUT_S)
        rc, err = done.returncode, done.stderr
    except subprocess.TimeoutExpired as exc:
        rc, err = "timeout", str(exc.stderr or "")
    log = list(Recorder.log)
    messages = [r for r in log if r["method"] == "POST" and r["path"].split("?")[0].endswith("/v1/messages")]
    main = next((r for r in messages if r["body"].get("tools")), None)
    names = [t.get("name", "") for t in main["body"]["tools"]] if main else []
    debug = (home / "debug.log").read_text(encoding="utf-8", errors="replace") if (home / "debug.log").exists() else ""
    connect = re.search(r'MCP server "[^"]+": Successfully connected \(transport: stdio\) in (\d+)ms', debug)
    body = json.dumps(main["body"]) if main else ""
    return {
        "in_tools": sum(t in names for t in expected),
        "named": sum(t in set(re.findall(r"mcp__\w+", body)) for t in expected),
        "connect_ms": int(connect[1]) if connect else None,
        "said_still_connecting": "MCP servers are still connecting" in body,  # tool search: "call ToolSearch"
        "rc": rc,
        "seconds": round(time.monotonic() - started, 2),
        "requests": [f"{r['method']} {r['path']}" for r in log],
        "messages_requests": len(messages),
        "first_messages_request_has_tools": bool(messages and messages[0]["body"].get("tools")),
        "first_request_at_s": round(main["at"] - started, 2) if main else None,
        "first_request_tools": [t for t in names if t.startswith("mcp__") or t in ("ToolSearch", "WaitForMcpServers")],
        "first_request_tool_count": len(names),
        "stderr": err.strip()[-500:],
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--slow-s", type=float, default=2.0, help="the control's delay (s)")
    parser.add_argument("--claude", help="a claude binary; default: npm install into /tmp/cc")
    args = parser.parse_args()
    claude, version = claude_binary(args.claude)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        config = local_config(tmp)
        assert "autostart = false" in config.read_text(encoding="utf-8")
        expected = [f"mcp__counsel__{n}" for n in anyio.run(served_tools, config)]
        bare = str(ROOT / "bench" / "_bare_server.py")
        late = f"import time, runpy; time.sleep({args.slow_s}); runpy.run_path({bare!r}, run_name='__main__')"
        project = json.loads((ROOT / ".mcp.json").read_text(encoding="utf-8"))["mcpServers"]
        configs = {  # name: (.mcp.json, server, tools it should list)
            "counsel": (ROOT / ".mcp.json", "counsel", expected),
            "bare": (mcp_json(tmp, "bare", {"bare": {"command": sys.executable, "args": [bare]}}), "bare",
                     ["mcp__bare__ping"]),
            "slow": (mcp_json(tmp, "slow", {"slow": {"command": sys.executable, "args": ["-c", late]}}), "slow",
                     ["mcp__slow__ping"]),
            "counsel_alwaysLoad": (mcp_json(tmp, "always", {"counsel": {**project["counsel"], "alwaysLoad": True}}),
                                   "counsel", expected),
        }
        modes = {"proxy": {}, "tool_search": {"ENABLE_TOOL_SEARCH": "true"}}
        runs: dict[str, list[dict]] = {mode: [] for mode in modes}
        for n in range(args.rounds):
            for mode, mode_env in modes.items():
                row = {}
                for name, (mcp_config, server_name, names) in configs.items():
                    env = {**mode_env, "COUNSEL_CONFIG": str(config)}
                    row[name] = run_claude(claude, mcp_config, f"mcp__{server_name}", server.server_address[1],
                                           tmp / f"home-{mode}-{name}{n}", env, names)
                runs[mode].append(row)
                print(f"round {n + 1}, {mode}: " + "; ".join(
                    f"{k} {r['in_tools']}/{len(configs[k][2])} in tools, {r['named']} named (rc {r['rc']}, "
                    f"{r['first_request_at_s']} s)" for k, r in row.items()))
    server.shutdown()
    if not any(r[k]["messages_requests"] for rows in runs.values() for r in rows for k in r):
        print(json.dumps(runs["proxy"][-1], indent=2))
        sys.exit("claude_headless: Claude Code never sent a request to the stand-in API; see the output above")
    result = {
        "claude_code_version": version,
        "rounds": args.rounds,
        "counsel_tools": len(expected),
        "slow_control_delay_s": args.slow_s,
        "figures": {mode: {k: {f: [r[k][f] for r in rows] for f in FIGURES} for k in configs}
                    for mode, rows in runs.items()},
        "expected": expected,
        "detail": runs,
    }
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "claude_headless.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")

    def cell(r: dict, of: int) -> str:
        connect = f"connected in {r['connect_ms']} ms" if r["connect_ms"] is not None else "not connected by exit"
        return (f"{r['in_tools']}/{of} in tools, {r['named']} named ({r['first_request_at_s']} s, {connect}"
                f"{', said still connecting' if r['said_still_connecting'] else ''})")

    tables = []
    for mode, rows in runs.items():
        tables += [f"## {mode}", "", "| round | " + " | ".join(configs) + " |", "|---:|" + "---:|" * len(configs),
                   *(f"| {i + 1} | " + " | ".join(cell(r[k], len(configs[k][2])) for k in configs) + " |"
                     for i, r in enumerate(rows)), ""]
    md = "\n".join([
        "# Headless `claude -p`: counsel's tools in the first request to the model", "",
        f"Claude Code {version}, {args.rounds} rounds, each `claude -p \"say hi\"` against a loopback stand-in "
        "for the Messages API. counsel from .mcp.json (autostart off); bare: an MCPServer with one tool (`ping`); "
        f"slow: the same, started {args.slow_s:g} s late; counsel_alwaysLoad: .mcp.json's entry with "
        "`\"alwaysLoad\": true`. Each cell: the server's tools in the first request's `tools`, how many it names "
        "anywhere (deferred tools included), when it was sent (s after launch), how long the server took to "
        "connect by Claude Code's debug log, and whether the request told the model the server was still connecting "
        "(and to call ToolSearch, which waits for it).", "",
        " ".join(__doc__.split("\n\n")[3].split()), "",  # the two modes, as the docstring says them
        *tables,
        "The first request is the first POST /v1/messages with a `tools` list; in "
        f"{sum(r[k]['first_messages_request_has_tools'] for rows in runs.values() for r in rows for k in r)} of "
        f"{args.rounds * len(modes) * len(configs)} runs it was also the first POST /v1/messages. Every request "
        "Claude Code made is in claude_headless.json (`detail`).",
        "",
    ])
    (RESULTS / "claude_headless.md").write_text(md, encoding="utf-8")
    print(md)
    return report("claude_headless", [
        Target(f"{mode}: rounds with counsel's tools in the first request (of {args.rounds})",
               sum(r["counsel"]["in_tools"] == len(expected) for r in rows), args.rounds)
        for mode, rows in runs.items()])


if __name__ == "__main__":
    sys.exit(main())
