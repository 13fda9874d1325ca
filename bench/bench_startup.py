"""Start-up: `python -m server` to the first answered tools/list, against a bare MCPServer with one tool.

    .venv/bin/python bench/bench_startup.py [--rounds 15]

Both are spawned over stdio by the MCP SDK client, alternately; each time runs from spawn to the
tools/list answer. counsel runs with a copy of config/local.toml whose autostart is off (the rig's case:
model servers are already up). Target: counsel's median at most 1.3x the bare server's.

Writes bench/results/startup.json and startup.md.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import anyio
from _targets import Target, report
from mcp import Client, StdioServerParameters

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"


async def time_to_tools(params: StdioServerParameters) -> tuple[float, int]:
    started = time.perf_counter()
    async with Client(params) as client:
        tools = (await client.list_tools()).tools
        elapsed = time.perf_counter() - started
    return elapsed * 1000, len(tools)


async def run(rounds: int) -> dict:
    env = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp")}
    with tempfile.TemporaryDirectory() as tmp:
        config = Path(tmp) / "local.toml"
        text = (ROOT / "config" / "local.toml").read_text(encoding="utf-8")
        config.write_text(
            text.replace("autostart = true", "autostart = false")
            .replace('matters_dir = "../matters"', f'matters_dir = "{Path(tmp) / "matters"}"')
            .replace('state_dir = "../.counsel"', f'state_dir = "{Path(tmp) / "state"}"'),
            encoding="utf-8",
        )
        counsel = StdioServerParameters(command=sys.executable, args=["-m", "server", "--config", str(config)],
                                        env=env, cwd=ROOT)
        bare = StdioServerParameters(command=sys.executable, args=[str(ROOT / "bench" / "_bare_server.py")],
                                     env=env, cwd=ROOT)
        await time_to_tools(counsel)  # warm the file cache for both
        await time_to_tools(bare)
        counsel_ms, bare_ms = [], []
        for _ in range(rounds):
            ms, n_counsel = await time_to_tools(counsel)
            counsel_ms.append(ms)
            ms, n_bare = await time_to_tools(bare)
            bare_ms.append(ms)
    median_c, median_b = statistics.median(counsel_ms), statistics.median(bare_ms)
    return {
        "rounds": rounds,
        "counsel_tools": n_counsel,
        "bare_tools": n_bare,
        "counsel_ms_p50": round(median_c, 1),
        "bare_ms_p50": round(median_b, 1),
        "ratio": round(median_c / median_b, 3),
        "counsel_ms_min": round(min(counsel_ms), 1),
        "bare_ms_min": round(min(bare_ms), 1),
        "ratio_min": round(min(counsel_ms) / min(bare_ms), 3),
        "load_avg_1m": round(os.getloadavg()[0], 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=15)
    result = anyio.run(run, parser.parse_args().rounds)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "startup.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    md = "\n".join([
        "# Start-up: spawn to first tools/list answer (stdio)", "",
        "| rounds | counsel p50 ms | bare MCPServer p50 ms | ratio p50 | counsel min ms | bare min ms | ratio min |",
        "|---:|---:|---:|---:|---:|---:|---:|",
        f"| {result['rounds']} | {result['counsel_ms_p50']} | {result['bare_ms_p50']} | {result['ratio']} | "
        f"{result['counsel_ms_min']} | {result['bare_ms_min']} | {result['ratio_min']} |", "",
        "The best-of figures are the least disturbed by other work on the machine.",
        f"counsel lists {result['counsel_tools']} tools; the bare server 1. Load average {result['load_avg_1m']}.",
        "",
    ])
    (RESULTS / "startup.md").write_text(md, encoding="utf-8")
    print(md)
    ratio = Target("counsel vs bare MCPServer start-up, p50 (x)", result["ratio"], 1.3, at_most=True)
    return report("bench_startup", [ratio])


if __name__ == "__main__":
    sys.exit(main())
