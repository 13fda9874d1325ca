"""Leases on the shared model servers: which counsel processes use them, so that the last one out stops them.

An MCP server (or ``verify --meaning``) that autostarts the local models does not own them alone: it takes
a lease, and the keeper process that runs the models (``server/cluster/watcher.py``) stops them and exits
once no lease is held. Under ``[server].state_dir``::

    run/leases/<pid>-<tag>.json  {"pid": 4242, "started": 1234567, "since": ...}  one per owner in a process
    run/leases/cluster.json   {"pinned": true}     `cluster up` made the servers permanent until `cluster down`

A lease is checked by pid *and* start time: one whose process is gone, or whose pid now names another
process, is stale, and is ignored and removed. So a session killed with SIGKILL gives its lease up by dying.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from server.cluster.processes import pid_started
from server.cluster.records import read_json, write_json

PINNED = "cluster"


def lease_dir(state_dir: Path) -> Path:
    return state_dir / "run" / "leases"


def take(state_dir: Path, name: str) -> Path:
    """Record that this process uses the shared servers, as owner ``name`` (unique in it); idempotent."""
    pid = os.getpid()
    path = lease_dir(state_dir) / f"{name}.json"
    write_json(path, {"pid": pid, "started": pid_started(pid), "since": time.time()})
    return path


def drop(state_dir: Path, name: str) -> None:
    """Give up owner ``name``'s lease."""
    with contextlib.suppress(FileNotFoundError):
        (lease_dir(state_dir) / f"{name}.json").unlink()


def pin(state_dir: Path) -> None:
    """`cluster up`: the servers stay whoever else comes and goes, until `cluster down` unpins them."""
    write_json(lease_dir(state_dir) / f"{PINNED}.json", {"pinned": True, "since": time.time()})


def unpin(state_dir: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        (lease_dir(state_dir) / f"{PINNED}.json").unlink()


def holders(state_dir: Path) -> list[str]:
    """The live leases by name ("cluster" when pinned); stale ones are removed on the way."""
    try:
        entries = sorted(lease_dir(state_dir).glob("*.json"))
    except OSError:
        return []
    live = []
    for path in entries:
        record = read_json(path) or {}
        if path.stem == PINNED and record.get("pinned"):
            live.append(PINNED)
            continue
        pid = record.get("pid")
        if isinstance(pid, int) and record.get("started") is not None and pid_started(pid) == record["started"]:
            live.append(path.stem)
        else:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()  # stale: its process is gone (a session killed outright gives its lease up so)
    return live
