"""Tool-call overhead: the same short completion through the MCP tool over stdio vs directly over HTTP.

    .venv/bin/python bench/bench_overhead.py [--rounds 20]

A CPU llama-server with SmolLM2 (temperature 0, so both paths generate the same tokens) serves both:
  (a) ``draft_routine`` called over stdio through the MCP SDK client, the server spawned as .mcp.json does;
  (b) the identical prompt (the messages draft_routine builds) POSTed to /v1/chat/completions, streamed.
Rounds alternate a/b. Reported: added ms per call (a - b, paired; p50 and p95) and the ratio of the
generation speed each path saw (tok/s as the server reported it). Targets: <= 5 ms p50 added, >= 0.97 tok/s.

Writes bench/results/overhead.json and overhead.md.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import anyio
import httpx
from mcp import Client, StdioServerParameters

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _targets import Target, report  # noqa: E402

from server.cli.setup import MODEL_FILE  # noqa: E402
from server.cluster.llama_bin import llama_server_binary, openmp_env  # noqa: E402
from server.matter.ingest import Ingestor, expand_paths  # noqa: E402
from server.matter.store import MatterStore  # noqa: E402
from server.settings import load_settings  # noqa: E402
from tools._drafting import DraftingInput, _compose  # noqa: E402
from tools._shared import evidence_block, evidence_first, load_prompt  # noqa: E402

RESULTS = ROOT / "bench" / "results"
MODEL = ROOT / "models" / MODEL_FILE
MAX_TOKENS = 32
INSTRUCTIONS = "State the amount due on invoice 4471 in one sentence."
LETTER = "INVOICE No. 4471\nDate: March 3, 2024\nAmount due: $12,500.00\nPayment due: April 2, 2024\n"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def write_config(folder: Path, port: int) -> Path:
    config = folder / "counsel.toml"
    config.write_text(
        f"""
[server]
matters_dir = "{folder / 'matters'}"
state_dir = "{folder / 'state'}"
[hosts.local]
[boards.cpu]
host = "local"
interconnect = "cpu"
share = true
[models.tiny]
backend = "llama.cpp"
board = "cpu"
label = "SmolLM2-135M-Instruct Q4_0"
gguf = "{MODEL}"
port = {port}
managed = false
context = 2048
max_tokens = {MAX_TOKENS}
temperature = 0.0
[roles]
drafting = "tiny"
heavy = "tiny"
guard = "tiny"
adversary = "tiny"
financial = "tiny"
""",
        encoding="utf-8",
    )
    return config


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def direct_call(client: httpx.AsyncClient, url: str, messages: list[dict[str, str]]) -> tuple[float, float]:
    body = {"messages": messages, "max_tokens": MAX_TOKENS, "temperature": 0.0, "stream": True,
            "stream_options": {"include_usage": True}}
    started = time.perf_counter()
    speed = 0.0
    async with client.stream("POST", f"{url}/v1/chat/completions", json=body) as response:
        async for line in response.aiter_lines():
            if line.startswith("data: ") and line != "data: [DONE]":
                chunk = json.loads(line[6:])
                timings = chunk.get("timings")
                if timings and timings.get("predicted_per_second"):
                    speed = float(timings["predicted_per_second"])
    return (time.perf_counter() - started) * 1000, speed


async def run(rounds: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        port = free_port()
        config = write_config(folder, port)
        settings = load_settings(config)
        log = (folder / "llama.log").open("w")
        server = subprocess.Popen(
            [str(llama_server_binary(settings)), "-m", str(MODEL), "--host", "127.0.0.1", "--port", str(port),
             "-c", "2048", "-t", "2", "--parallel", "1", "--no-webui"],
            stdout=log, stderr=subprocess.STDOUT, env={**os.environ, **openmp_env(2)},
        )
        try:
            url = f"http://127.0.0.1:{port}"
            async with httpx.AsyncClient(timeout=120, trust_env=False) as http:
                deadline = time.monotonic() + 120
                while True:
                    try:
                        if (await http.get(f"{url}/health")).status_code == 200:
                            break
                    except httpx.TransportError:
                        pass
                    if time.monotonic() > deadline:
                        raise SystemExit("llama-server did not become healthy")
                    await anyio.sleep(0.2)
                with MatterStore.open(settings.server.matters_dir, "bench", create=True) as store:
                    (store.folder / "inbox" / "invoice.txt").write_text(LETTER, encoding="utf-8")
                    Ingestor(store).ingest(expand_paths(store, ["inbox"], ()))
                    request = DraftingInput(matter="bench", instructions=INSTRUCTIONS, document_ids=["D0001"])
                    pack, variable = _compose(store, request, 6000, 6000)
                system, user = evidence_first(load_prompt("drafting"), evidence_block(pack), *variable)
                messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
                params = StdioServerParameters(
                    command=sys.executable, args=["-m", "server", "--config", str(config)],
                    env={"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp")}, cwd=ROOT,
                )
                added, mcp_ms, direct_ms, mcp_speed, direct_speed, outside_model = [], [], [], [], [], []
                async with Client(params) as client:
                    arguments = {"matter": "bench", "instructions": INSTRUCTIONS, "document_ids": ["D0001"]}
                    await client.call_tool("draft_routine", arguments)  # warm both paths
                    await direct_call(http, url, messages)
                    for _ in range(rounds):
                        started = time.perf_counter()
                        result = await client.call_tool("draft_routine", arguments)
                        a = (time.perf_counter() - started) * 1000
                        assert not result.is_error, result.content[0].text
                        b, speed = await direct_call(http, url, messages)
                        mcp_ms.append(a)
                        direct_ms.append(b)
                        added.append(a - b)
                        stats = result.structured_content["stats"]
                        mcp_speed.append(stats["tokens_per_s"] or 0.0)
                        outside_model.append(a - stats["wall_s"] * 1000)
                        direct_speed.append(speed)
        finally:
            server.terminate()
            server.wait(timeout=30)
            log.close()
    return {
        "rounds": rounds,
        "max_tokens": MAX_TOKENS,
        "mcp_ms_p50": round(statistics.median(mcp_ms), 2),
        "direct_ms_p50": round(statistics.median(direct_ms), 2),
        "added_ms_p50": round(statistics.median(added), 2),
        "added_ms_p95": round(percentile(added, 0.95), 2),
        "outside_model_call_ms_p50": round(statistics.median(outside_model), 2),
        "tok_s_mcp_p50": round(statistics.median(mcp_speed), 2),
        "tok_s_direct_p50": round(statistics.median(direct_speed), 2),
        "tok_s_ratio": round(statistics.median(mcp_speed) / statistics.median(direct_speed), 3),
        "load_avg_1m": round(os.getloadavg()[0], 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    if shutil.which("tesseract") is None:
        print("note: tesseract missing; not needed for this bench", file=sys.stderr)
    result = anyio.run(run, args.rounds)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "overhead.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    md = "\n".join([
        "# Tool-call overhead (draft_routine over stdio vs direct HTTP, same prompt, temperature 0)", "",
        "| rounds | MCP p50 ms | direct p50 ms | added p50 ms | added p95 ms | tok/s MCP | tok/s direct | ratio |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
        f"| {result['rounds']} | {result['mcp_ms_p50']} | {result['direct_ms_p50']} | {result['added_ms_p50']} | "
        f"{result['added_ms_p95']} | {result['tok_s_mcp_p50']} | {result['tok_s_direct_p50']} | "
        f"{result['tok_s_ratio']} |",
        "", f"Of the MCP call, {result['outside_model_call_ms_p50']} ms (p50) is spent outside the model call "
        "(protocol, evidence pack, artifact and ledger write).",
        "", f"Load average during the run: {result['load_avg_1m']} (2 cores).", "",
    ])
    (RESULTS / "overhead.md").write_text(md, encoding="utf-8")
    print(md)
    return report(
        "bench_overhead",
        [
            Target("added ms per call through MCP, p50", result["added_ms_p50"], 5.0, at_most=True),
            Target("tok/s through MCP vs direct (x)", result["tok_s_ratio"], 0.97),
        ],
    )


if __name__ == "__main__":
    sys.exit(main())
