"""Start-up: `python -m server` to the first answered tools/list, against a bare MCPServer with one tool.

    .venv/bin/python bench/bench_startup.py [--rounds 15]

Both are spawned over stdio by the MCP SDK client, alternately; each time runs from spawn to the
tools/list answer. counsel runs with a copy of config/local.toml whose autostart is off (the rig's case:
model servers are already up). The bare server imports only the SDK (bench/_bare_server.py).

Two starts are timed:
- cold, the first start after install: counsel's modules have no bytecode yet. Both servers run from a fresh
  copy of the source (server/, tools/, config/, .claude/ and the bare server, no __pycache__) with
  PYTHONDONTWRITEBYTECODE=1, so every start compiles counsel's modules again, as the first one after install
  does; the SDK's bytecode is there, as pip leaves it.
- warm: the checkout itself, with its __pycache__.

Target: counsel's median at most 1.2x the bare server's, cold and warm. Writes bench/results/startup.json and
startup.md.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
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
TARGET = 1.2
SOURCE = ("server", "tools", "config", ".claude")  # what `python -m server` reads before it answers


async def time_to_tools(params: StdioServerParameters) -> tuple[float, int]:
    started = time.perf_counter()
    async with Client(params) as client:
        tools = (await client.list_tools()).tools
        elapsed = time.perf_counter() - started
    return elapsed * 1000, len(tools)


def fresh_copy(into: Path) -> Path:
    """The source as it is after install, before its first start: no __pycache__ anywhere."""
    for name in SOURCE:
        shutil.copytree(ROOT / name, into / name, ignore=shutil.ignore_patterns("__pycache__"))
    (into / "bench").mkdir()
    shutil.copy(ROOT / "bench" / "_bare_server.py", into / "bench")
    return into


def local_config(tmp: Path) -> Path:
    config = tmp / "local.toml"
    text = (ROOT / "config" / "local.toml").read_text(encoding="utf-8")
    config.write_text(
        text.replace("autostart = true", "autostart = false")
        .replace('matters_dir = "../matters"', f'matters_dir = "{tmp / "matters"}"')
        .replace('state_dir = "../.counsel"', f'state_dir = "{tmp / "state"}"'),
        encoding="utf-8",
    )
    return config


async def measure(rounds: int, *, cold: bool, tmp: Path) -> dict:
    env = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp")}
    root = ROOT
    if cold:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        root = fresh_copy(tmp / "copy")
    config = local_config(tmp)
    counsel = StdioServerParameters(
        command=sys.executable, args=["-m", "server", "--config", str(config)], env=env, cwd=root
    )
    bare = StdioServerParameters(
        command=sys.executable, args=[str(root / "bench" / "_bare_server.py")], env=env, cwd=root
    )
    await time_to_tools(counsel)  # warm the file cache for both (a cold start still compiles: no bytecode kept)
    await time_to_tools(bare)
    counsel_ms, bare_ms = [], []
    for _ in range(rounds):
        ms, n_counsel = await time_to_tools(counsel)
        counsel_ms.append(ms)
        ms, n_bare = await time_to_tools(bare)
        bare_ms.append(ms)
    if cold:
        left = sorted(str(p.relative_to(root)) for p in root.rglob("__pycache__"))
        assert not left, f"the cold copy got bytecode, so its starts were not cold: {left}"
    median_c, median_b = statistics.median(counsel_ms), statistics.median(bare_ms)
    return {
        "counsel_tools": n_counsel,
        "bare_tools": n_bare,
        "counsel_ms_p50": round(median_c, 1),
        "bare_ms_p50": round(median_b, 1),
        "ratio": round(median_c / median_b, 3),
        "counsel_ms_min": round(min(counsel_ms), 1),
        "bare_ms_min": round(min(bare_ms), 1),
        "ratio_min": round(min(counsel_ms) / min(bare_ms), 3),
    }


async def run(rounds: int) -> dict:
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as cold_tmp, tempfile.TemporaryDirectory() as warm_tmp:
        cold = await measure(rounds, cold=True, tmp=Path(cold_tmp))
        warm = await measure(rounds, cold=False, tmp=Path(warm_tmp))
    return {
        "rounds": rounds,
        "target_ratio": TARGET,
        "cold": cold,
        "warm": warm,
        "cpus": os.cpu_count(),
        "load_avg_1m_before": round(load_before, 2),
        "load_avg_1m_after": round(os.getloadavg()[0], 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=15)
    result = anyio.run(run, parser.parse_args().rounds)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "startup.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    rows = [
        f"| {name} | {r['counsel_ms_p50']} | {r['bare_ms_p50']} | {r['ratio']} | {r['counsel_ms_min']} | "
        f"{r['bare_ms_min']} | {r['ratio_min']} |"
        for name, r in (("cold (first start after install)", result["cold"]), ("warm", result["warm"]))
    ]
    md = "\n".join([
        "# Start-up: spawn to first tools/list answer (stdio)", "",
        f"{result['rounds']} rounds each, counsel and the bare server alternately. Target: counsel p50 at most "
        f"{TARGET:g}x the bare server's.", "",
        "| start | counsel p50 ms | bare MCPServer p50 ms | ratio p50 | counsel min ms | bare min ms | ratio min |",
        "|---|---:|---:|---:|---:|---:|---:|",
        *rows, "",
        "Cold: a fresh copy of the source without bytecode, run with PYTHONDONTWRITEBYTECODE=1 (both servers), so "
        "every start compiles counsel's modules as the first one after install does. The best-of figures are the "
        "least disturbed by other work on the machine.",
        f"counsel lists {result['warm']['counsel_tools']} tools; the bare server 1. {result['cpus']} CPUs, load "
        f"average {result['load_avg_1m_before']} before, {result['load_avg_1m_after']} after.",
        "",
    ])
    (RESULTS / "startup.md").write_text(md, encoding="utf-8")
    print(md)
    targets = [
        Target(f"counsel vs bare MCPServer start-up, {name}, p50 (x)", result[name]["ratio"], TARGET, at_most=True)
        for name in ("cold", "warm")
    ]
    return report("bench_startup", targets)


if __name__ == "__main__":
    sys.exit(main())
