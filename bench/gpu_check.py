"""The Python half of ``bench/gpu_check.sh``: a one-GPU config, the NVML placement check, the MCP driver.

    python bench/gpu_check.py config --binary B --model M --work DIR [--gpu UUID|BUS] [--inventory FILE] [--cpu]
    python bench/gpu_check.py placement --config FILE [--pid N] [--inventory FILE]
    python bench/gpu_check.py drive --config FILE [--documents 12] [--max-tokens 128]

``config`` writes ``DIR/gpu.toml``: one board holding exactly one GPU (by UUID, from NVML or a saved inventory) that
serves the tiny model with the given llama-server; ``--cpu`` writes a CPU board instead, to rehearse the script on a
machine without a GPU. It prints the config's path on its last line.
``placement`` asks NVML which GPUs hold memory for the model's server process and checks it is exactly its board's.
``drive`` spawns ``python -m server --config FILE`` over stdio as Claude Code does, ingests a generated matter and calls
``draft_routine`` twice on the same evidence (different instructions): the first call's tok/s, the second call's
prompt tokens served from the server's cache. Every line it prints is a figure someone can quote.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import sys
import time
from pathlib import Path
from typing import Any

import anyio
from mcp import Client, StdioServerParameters

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_prompt_reuse import evidence_documents  # noqa: E402

from server.cluster.boards import plan  # noqa: E402
from server.cluster.nvml import FakeInventory, GpuInventory  # noqa: E402
from server.cluster.supervisor import Supervisor, check_placement  # noqa: E402
from server.settings import ROLE_NAMES, load_settings  # noqa: E402

MODEL_NAME = "tiny"
MATTER = "gpu-check"
FIRST = "Summarise the change orders in numbered paragraphs, citing every fact to its page."
SECOND = "List every amount approved and who approved it, citing every fact to its page."


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _inventory(path: str | None) -> GpuInventory:
    return FakeInventory.from_file(path) if path else GpuInventory.probe()


def one_gpu_config(
    inventory: GpuInventory | None, *, gpu: str | None, binary: Path, model: Path, work: Path, port: int
) -> str:
    """The TOML of a config with one board: one GPU of ``inventory`` (``gpu`` or the first), or the CPU if None."""
    q = json.dumps  # a JSON string is a TOML basic string
    lines = [
        "# Written by bench/gpu_check.py: one board, the tiny model, for the GPU check.",
        "[server]",
        f"matters_dir = {q(str(work / 'matters'))}",
        f"state_dir = {q(str(work / 'state'))}",
        "autostart = false",
        f"llama_server = {q(str(binary))}",
        "",
        "[hosts.local]",
        'address = "127.0.0.1"',
        'bind = "127.0.0.1"',
        "local = true",
    ]
    if inventory is None:
        board = ["[boards.gpu]", 'host = "local"', 'interconnect = "cpu"', "concurrency = 1"]
        label = "CPU rehearsal"
    else:
        chosen = inventory.find(gpu) if gpu else (inventory.gpus[0] if inventory.gpus else None)
        if chosen is None:
            known = ", ".join(g.uuid for g in inventory.gpus) or f"none ({inventory.reason})"
            raise SystemExit(f"no GPU {gpu or ''} in the inventory; GPUs: {known}")
        lines.append(f"min_compute_capability = {chosen.cc:.1f}")
        board = [
            f"[boards.gpu]  # {chosen.label()}",
            'host = "local"',
            'interconnect = "pcie"  # one GPU: nothing to NVLink',
            f"gpus = [{q(chosen.uuid)}]",
            "concurrency = 1",
        ]
        label = f"CUDA, {chosen.name}"
    lines += ["", *board, ""]
    lines += [
        f"[models.{MODEL_NAME}]",
        'backend = "llama.cpp"',
        'board = "gpu"',
        f"label = {q(f'SmolLM2-135M-Instruct Q4_0 ({label})')}",
        f"gguf = {q(str(model))}",
        f"port = {port}",
        "context = 8192",
        'cache_type_k = "f16"',
        'cache_type_v = "f16"',
        "flash_attn = true",
        "max_tokens = 128",
        "temperature = 0.0",
        "repeat_penalty = 1.3",
        "seed = 7",
        "load_timeout_s = 120",
        "",
        "[roles]",
        *(f'{role} = "{MODEL_NAME}"' for role in ROLE_NAMES),
        "",
    ]
    return "\n".join(lines)


def cmd_config(args: argparse.Namespace) -> int:
    work = Path(args.work).resolve()
    work.mkdir(parents=True, exist_ok=True)
    inventory = None if args.cpu else _inventory(args.inventory)
    text = one_gpu_config(
        inventory,
        gpu=args.gpu,
        binary=Path(args.binary).resolve(),
        model=Path(args.model).resolve(),
        work=work,
        port=args.port or free_port(),
    )
    path = work / "gpu.toml"
    path.write_text(text, encoding="utf-8")
    settings = load_settings(path)  # refuse a config the server would refuse
    if inventory is not None:
        print(plan(settings, inventory).table())
    print(path)
    return 0


def cmd_placement(args: argparse.Namespace) -> int:
    settings = load_settings(args.config)
    model = settings.models[MODEL_NAME]
    board = settings.boards[model.board]
    if board.interconnect == "cpu":
        print("placement: a CPU board; no GPU to check (rehearsal)")
        return 0
    pid = args.pid or Supervisor(settings).status(probe=False)[0].pid
    if pid is None:
        print(f"placement: FAILED: model {MODEL_NAME} is not running (no pid); run `cluster up` first")
        return 1
    inventory = _inventory(args.inventory)
    holders = inventory.pids().get(pid, ())
    wanted = [inventory.find(ref) for ref in board.gpus]
    print(
        f"NVML: llama-server pid {pid} holds memory on "
        + (", ".join(f"{g.label()} {g.uuid}" for g in holders) or "no GPU")
    )
    report = check_placement(pid, plan(settings, inventory).placement(MODEL_NAME), inventory)
    exact = {g.uuid for g in holders} == {g.uuid for g in wanted if g is not None}
    for line in (*report.errors, *report.warnings):
        print(f"  {line}")
    verdict = "OK" if exact and not report.errors else "FAILED"
    print(f"placement: {verdict}: expected exactly {', '.join(board.gpus)}")
    return 0 if verdict == "OK" else 1


async def drive(config: Path, documents: int, max_tokens: int) -> dict[str, Any]:
    settings = load_settings(config)
    matter = f"{MATTER}-{time.strftime('%Y%m%d-%H%M%S')}"  # a fresh matter each run
    inbox = settings.server.matters_dir / matter / "inbox"
    inbox.mkdir(parents=True, exist_ok=True)
    for name, text in list(evidence_documents().items())[:documents]:
        (inbox / name).write_text(text, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k in {"PATH", "HOME", "LANG", "TMPDIR", "LD_LIBRARY_PATH"}}
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "server", "--config", str(config)], env=env, cwd=ROOT
    )
    calls = []
    async with Client(params, read_timeout_seconds=600) as client:
        ingested = await _call(client, "ingest_sources", {"matter": matter, "paths": ["inbox"]})
        ids = [i["document_id"] for i in ingested["ingested"]]
        for instructions in (FIRST, SECOND):
            started = time.perf_counter()
            result = await _call(
                client,
                "draft_routine",
                {"matter": matter, "instructions": instructions, "document_ids": ids, "max_tokens": max_tokens},
            )
            calls.append({**result["stats"], "client_s": round(time.perf_counter() - started, 3)})
    return {"documents": len(ids), "calls": calls}


async def _call(client: Client, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    if result.is_error:
        raise SystemExit(f"{tool} failed: {result.content[0].text if result.content else 'no message'}")
    return result.structured_content or {}


def report_lines(result: dict[str, Any]) -> list[str]:
    first, second = result["calls"]
    lines = [f"draft_routine on {first['label']} ({first['endpoint']}, board {first['board']}), "
             f"{result['documents']} documents:"]  # fmt: skip
    for number, call in enumerate((first, second), start=1):
        prompt, cached = call["prompt_tokens"] or 0, call["prompt_tokens_cached"] or 0
        share = f"{cached / prompt * 100:.1f}%" if prompt else "-"
        lines.append(
            f"  call {number}: {call['completion_tokens']} tokens at {call['tokens_per_s'] or 0:.1f} tok/s; "
            f"prompt {prompt:,} tokens, {cached:,} from the cache ({share}), read in {call['prompt_s'] or 0:.3f} s; "
            f"wall {call['wall_s']:.2f} s"
        )
    saved = (first["prompt_s"] or 0) - (second["prompt_s"] or 0)
    lines.append(f"prompt reuse: the second call read {second['prompt_tokens_cached'] or 0:,} prompt tokens from the "
                 f"cache and spent {saved:.3f} s less on its prompt than the first")  # fmt: skip
    return lines


def cmd_drive(args: argparse.Namespace) -> int:
    config = Path(args.config).resolve()
    result = anyio.run(drive, config, args.documents, args.max_tokens)
    for line in report_lines(result):
        print(line)
    out = config.parent / "drive.json"
    out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(f"figures: {out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The Python half of bench/gpu_check.sh.")
    commands = parser.add_subparsers(dest="command", required=True)
    config = commands.add_parser("config", help="write a one-GPU (or --cpu) config and plan it")
    config.add_argument("--binary", required=True, help="the llama-server to launch")
    config.add_argument("--model", required=True, help="the GGUF file (the tiny model)")
    config.add_argument("--work", required=True, help="folder for the config, matters and server state")
    config.add_argument("--gpu", help="UUID or PCI bus id of the GPU (default: NVML's first)")
    config.add_argument("--inventory", help="a saved `cluster inventory --json` instead of NVML")
    config.add_argument("--port", type=int, default=0)
    config.add_argument("--cpu", action="store_true", help="a CPU board (rehearsal without a GPU)")
    placement = commands.add_parser("placement", help="check through NVML that the server sits on its GPU only")
    placement.add_argument("--config", required=True)
    placement.add_argument("--pid", type=int, help="the server's pid (default: from the supervisor's record)")
    placement.add_argument("--inventory", help="a saved inventory instead of NVML")
    drive_ = commands.add_parser("drive", help="two draft_routine calls through MCP: tok/s and prompt reuse")
    drive_.add_argument("--config", required=True)
    drive_.add_argument("--documents", type=int, default=12)
    drive_.add_argument("--max-tokens", type=int, default=128)
    args = parser.parse_args(argv)
    return {"config": cmd_config, "placement": cmd_placement, "drive": cmd_drive}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
