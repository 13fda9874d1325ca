"""``python -m server cluster plan|up|status|down|inventory``: the boards from a terminal.

    plan        check the config against the GPUs and print the placement table (exit 1 with the problems)
    up [M ...]  start this machine's llama-servers under a detached watcher; wait until they answer
    status      boards, GPUs, models, state, restarts, tok/s (``--json`` for the full result)
    down        stop the watcher and every server it or anyone here started
    inventory   the GPUs NVML sees: index, bus id, UUID, memory, NVLink peers (``--json`` for a fixture)

``--fake-rig`` plans against the reference rig's fixture (local hosts) and box 2's (other hosts);
``--inventory [HOST=]FILE`` reads a saved ``inventory --json`` instead of NVML. Output goes to stdout.
"""

from __future__ import annotations

import argparse
import json
import sys

import anyio

from server.cli.cluster_verbs import CLUSTER_DESCRIPTION, add_cluster_verbs
from server.cluster.boards import plan
from server.cluster.nvml import FakeInventory, GpuInventory
from server.cluster.supervisor import Supervisor
from server.cluster.watcher import up_detached
from server.errors import CounselError
from server.settings import Settings
from server.state import AppState
from tools.cluster_status import ClusterStatusInput, ClusterStatusResult, cluster_status


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m server cluster", description=CLUSTER_DESCRIPTION)
    add_cluster_verbs(parser)
    return parser


def main(argv: list[str], settings: Settings) -> int:
    """Run one ``cluster`` subcommand; returns the exit status (0 ok, 1 refused or failed, 2 usage)."""
    argv = list(argv)
    if argv[:1] == ["cluster"]:
        argv = argv[1:]
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    return run(args, settings)


def run(args: argparse.Namespace, settings: Settings) -> int:
    """Run the verb ``args.cluster_command`` parsed by ``add_cluster_verbs`` (here or in ``python -m server``)."""
    try:
        return _COMMANDS[args.cluster_command](args, settings)
    except CounselError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1


def _inventories(args: argparse.Namespace, settings: Settings) -> dict[str, GpuInventory]:
    found: dict[str, GpuInventory] = {}
    local = [name for name, host in settings.hosts.items() if host.local]
    if getattr(args, "fake_rig", False):
        for name, host in settings.hosts.items():
            found[name] = FakeInventory.reference_rig() if host.local else FakeInventory.box2()
    for item in getattr(args, "inventory", []):
        host, sep, path = item.partition("=")
        if not sep:
            host, path = "", item
        inv = FakeInventory.from_file(path)
        for name in [host] if host else local:
            found[name] = inv
    missing = [name for name in local if name not in found]
    if missing:
        probed = GpuInventory.probe(host=missing[0])
        found.update({name: probed for name in missing})
    return found


def _plan(args: argparse.Namespace, settings: Settings) -> int:
    print(plan(settings, _inventories(args, settings)).table())
    return 0


def _local_inventory(args: argparse.Namespace, settings: Settings) -> GpuInventory | None:
    inventories = _inventories(args, settings)
    local = [inventories[n] for n, h in settings.hosts.items() if h.local and n in inventories]
    return local[0] if local else None


def _up(args: argparse.Namespace, settings: Settings) -> int:
    supervisor = Supervisor(settings, inventory=_local_inventory(args, settings))
    statuses = up_detached(supervisor, args.models or None)
    for status in statuses:
        print(f"{status.name}: {status.state} at {status.url} (pid {status.pid}), log {status.log_path}")
    if not statuses:
        print("this machine launches no models (Ollama and remote endpoints are only checked)")
    return 0


def _down(args: argparse.Namespace, settings: Settings) -> int:
    stopped = Supervisor(settings).down()
    print("stopped: " + (", ".join(stopped) if stopped else "nothing was running"))
    return 0


def _status(args: argparse.Namespace, settings: Settings) -> int:
    inventory = _local_inventory(args, settings)
    state = AppState(settings=settings, inventory=inventory, supervisor=Supervisor(settings, inventory=inventory))
    result = anyio.run(cluster_status, ClusterStatusInput(probe=not args.no_probe), state)
    print(result.model_dump_json(indent=1) if args.json else status_table(result))
    return 0


def status_table(result: ClusterStatusResult) -> str:
    """The status as a terminal table: one line per model, GPUs underneath, warnings last."""
    lines = []
    for board in result.boards:
        queue = board.queue
        line = f"board {board.name} ({board.interconnect}, host {board.host})"
        if queue is not None:
            line += f"  queue: {queue.running} running, {queue.depth} waiting, last wait {queue.last_wait_s:.2f}s"
        lines.append(line)
        for model in board.models:
            tps = f"{model.last_tokens_per_s:.1f} tok/s" if model.last_tokens_per_s else "- tok/s"
            restarts = f", {model.restarts} restarts (last exit {model.last_exit_code})" if model.restarts else ""
            lines.append(f"  {model.name:<12} {model.state:<8} {tps:<12} {model.url}  {model.detail}{restarts}")
        for gpu in board.gpus:
            lines.append(
                f"    GPU {gpu.index:<2} {gpu.bus_id}  {gpu.name:<24} {gpu.memory_used_mib / 1024:5.1f} / "
                f"{gpu.memory_total_mib / 1024:.1f} GiB  pids {','.join(map(str, gpu.pids)) or '-'}"
            )
    lines.extend(result.inventory)
    lines.extend(f"warning: {w}" for w in result.warnings)
    return "\n".join(lines)


def _inventory(args: argparse.Namespace, settings: Settings) -> int:
    inventories = _inventories(args, settings)
    unique = {id(inv): inv for inv in inventories.values()}.values()
    if args.json:
        print(json.dumps([inv.to_dict() for inv in unique], indent=1))
        return 0
    for inv in unique:
        print(inv.summary())
        for problem in inv.problems:
            print(f"  problem: {problem}")
        for gpu in inv.gpus:
            peers = sorted({p.index for p in inv.gpus if p is not gpu and inv.nvlinked(gpu, p)})
            print(
                f"  {gpu.index:<2} {gpu.bus_id}  {gpu.uuid}  {gpu.name:<24} cc {gpu.cc:.1f}  "
                f"{gpu.memory_used_mib / 1024:.1f}/{gpu.memory_total_mib / 1024:.1f} GiB  "
                f"NVLink {','.join(map(str, peers)) or '-'}  pids {','.join(str(p.pid) for p in gpu.processes) or '-'}"
            )
    return 0


_COMMANDS = {"plan": _plan, "up": _up, "status": _status, "down": _down, "inventory": _inventory}
