"""The ``cluster`` verbs and their options, for ``python -m server``'s parser and ``cluster.main`` alike.

Only argparse here, so the main command line can list every verb (``python -m server cluster --help``)
without importing NVML, the supervisor or the tools.
"""

from __future__ import annotations

import argparse

CLUSTER_DESCRIPTION = "Plan, start, inspect and stop this machine's model servers, board by board."
VERBS: dict[str, tuple[str, str]] = {  # verb -> (one line for the verb list, its own --help description)
    "plan": (
        "check placement and VRAM against the GPUs",
        "Check the config against the GPUs and print the placement table; exit 1 with the problems.",
    ),
    "up": (
        "start the model servers and wait for them",
        "Start this machine's llama-servers under a detached watcher and wait until they answer.",
    ),
    "status": (
        "boards, models, state, tok/s and queues",
        "Per board: GPUs, memory, each model's state, restarts, tok/s and queue.",
    ),
    "down": (
        "stop the model servers and their watcher",
        "Stop the watcher and every model server it or anyone on this machine started.",
    ),
    "inventory": (
        "list the GPUs by PCI bus id and UUID",
        "The GPUs NVML sees: index, PCI bus id, UUID, memory, NVLink peers (put yours in the config).",
    ),
}


def add_cluster_verbs(parser: argparse.ArgumentParser) -> None:
    """Give ``parser`` one subcommand per verb (``args.cluster_command``), each with its own options."""
    source = argparse.ArgumentParser(add_help=False)
    source.add_argument(
        "--fake-rig", action="store_true", help="plan against the reference rig's and box 2's GPU fixtures"
    )
    source.add_argument(
        "--inventory",
        action="append",
        default=[],
        metavar="[HOST=]FILE",
        help="read a saved `cluster inventory --json` for HOST (default: the local hosts) instead of NVML",
    )
    verbs = parser.add_subparsers(dest="cluster_command", required=True, title="verbs")

    def verb(name: str, parents: list[argparse.ArgumentParser]) -> argparse.ArgumentParser:
        line, description = VERBS[name]
        return verbs.add_parser(name, parents=parents, help=line, description=description)

    verb("plan", [source])
    up = verb("up", [source])
    up.add_argument("models", nargs="*", help="models to start (default: every model this machine manages)")
    status = verb("status", [source])
    status.add_argument("--json", action="store_true", help="the full result as JSON")
    status.add_argument("--no-probe", action="store_true", help="do not probe the model endpoints")
    verb("down", [])
    inventory = verb("inventory", [source])
    inventory.add_argument("--json", action="store_true", help="JSON, usable later as --inventory FILE")
