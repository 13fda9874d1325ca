"""The model servers in a process of their own, which outlives whoever asked for them.

Two callers, one watcher process (``python -m server.cluster.watcher watch SETTINGS.json [--leased] [MODEL ...]``),
which launches the servers through a ``Supervisor`` (its children, tied to it), restarts a crashed one with
backoff, and records itself in ``run/supervisor.json``::

    up_detached(sup)            `cluster up`: the servers stay until `cluster down`; returns once the watcher
                                itself reports them running (its record, not a probe of the caller's own)
    SharedSupervisor.start()    the MCP server's autostart: take a lease (``server/cluster/leases.py``) and make
                                sure a *leased* watcher (a keeper) runs; the keeper stops the servers and exits
                                once no lease is held, so the last session out, however it ended, stops them

The watcher writes its record, under the supervisor's state lock, as it goes: ``starting``, then ``running``
with the pid of each model that answered ``/health`` (``ready``), or ``failed`` with the error; a keeper that
finds no lease left writes ``stopping`` before it stops anything, so a session arriving then waits for it to go
and starts a fresh one instead of leasing servers that are on their way out.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from server.cluster import leases
from server.cluster.llama_bin import llama_server_binary
from server.cluster.processes import pid_alive, reap
from server.cluster.records import read_json, write_json
from server.cluster.supervisor import WATCH_ARG, ModelStatus, Supervisor
from server.errors import CounselError, SupervisorError
from server.settings import PROJECT_ROOT, Settings

log = logging.getLogger(__name__)

LEASE_POLL_S = 0.25  # how often a keeper looks for its owners; a session that died is noticed within this
RECORD_POLL_S = 0.1  # how often `cluster up` reads the watcher's record while it starts
_SPAWN = (  # a launcher that exits at once: the watcher is nobody's child, nothing to reap
    "import subprocess, sys\n"
    "log = open(sys.argv[1], 'ab')\n"
    "p = subprocess.Popen(sys.argv[2:], stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,"
    " start_new_session=True)\n"
    "print(p.pid)\n"
)


def _record(sup: Supervisor, record: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """Write the watcher record (under the state lock, so a caller's provisional record never lands after it)."""
    record = {**record, **changes}
    with sup._state_lock():
        write_json(sup.watcher_record, record)
    return record


def _spawn_watcher(sup: Supervisor, names: list[str], *, leased: bool) -> int:
    """Start a watcher process for ``names`` (call with the state lock held) and record it as starting."""
    settings_file = sup.state_dir / "run" / "supervisor.settings.json"
    write_json(settings_file, sup.settings.model_dump(mode="json"))
    sup.log_dir.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(PROJECT_ROOT), os.environ.get("PYTHONPATH")]))}
    argv = [sys.executable, "-m", "server.cluster.watcher", WATCH_ARG, str(settings_file)]
    argv += ["--leased", *names] if leased else names
    try:
        launched = subprocess.run(
            [sys.executable, "-c", _SPAWN, str(sup.log_dir / "supervisor.log"), *argv],
            cwd=PROJECT_ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        wpid = int(launched.stdout.strip())
    except (subprocess.SubprocessError, OSError, ValueError) as exc:
        raise SupervisorError(f"could not start the supervisor process ({exc}); run `{' '.join(argv)}`") from None
    write_json(
        sup.watcher_record,
        {"pid": wpid, "started_at": time.time(), "phase": "starting", "models": names, "leased": leased},
    )
    return wpid


def _claim(sup: Supervisor, names: list[str], *, leased: bool, pin: bool) -> int:
    """The watcher that runs ``names`` from now on: the live one, or a new one. Decided under the state lock; a
    watcher on its way out (stopping, or failed) is waited for first, so its servers have let go of their ports."""
    for _ in range(3):
        with sup._state_lock():
            record = read_json(sup.watcher_record) or {}
            wpid = sup.watcher_pid()
            if wpid is None:
                return _spawn_watcher(sup, names, leased=leased)
            if record.get("phase") not in ("stopping", "failed"):
                covered = record.get("models") or sup.managed_models()
                if pin and set(names) - set(covered):
                    raise SupervisorError(
                        f"a supervisor (pid {wpid}) already runs {', '.join(covered)}; to add "
                        f"{', '.join(sorted(set(names) - set(covered)))}, run `python -m server cluster down` and "
                        f"then `python -m server cluster up {' '.join(sorted(set(names) | set(covered)))}`"
                    )
                if pin:
                    leases.pin(sup.state_dir)  # a keeper of autostarted servers keeps them until `cluster down`
                return wpid
        deadline = time.monotonic() + sup.stop_timeout_s * 2 + 5
        while pid_alive(wpid) and time.monotonic() < deadline:
            time.sleep(RECORD_POLL_S)  # the pause between looks at a watcher that is stopping its servers
    raise SupervisorError(
        f"the supervisor process (pid {wpid}) is stopping and did not finish; "
        "run `python -m server cluster down` and try again"
    )


# --- `cluster up` ---------------------------------------------------------------------------------------


def up_detached(
    sup: Supervisor, models: Iterable[str] | None = None, *, timeout_s: float | None = None
) -> list[ModelStatus]:
    """Hand the servers to a watcher process that outlives the caller; return once the watcher reports them
    running. A keeper of autostarted servers that already runs them is pinned: it keeps them until `cluster down`."""
    names = sup._select(models)
    sup.plan()
    llama_server_binary(sup.settings)
    wpid = _claim(sup, names, leased=False, pin=True)
    wait_s = timeout_s or max((sup.settings.models[n].load_timeout_s for n in names), default=0) + 30
    deadline = time.monotonic() + wait_s
    while True:
        record = read_json(sup.watcher_record) or {}
        ours = record.get("pid") == wpid
        if ours and record.get("phase") == "running":
            return _reported(sup, names, record)
        if (ours and record.get("phase") == "failed") or not pid_alive(wpid):
            reap(wpid)
            raise SupervisorError(
                f"the supervisor could not start the models: {record.get('error') if ours else 'it exited'}; "
                f"see {sup.log_dir / 'supervisor.log'}"
            )
        if time.monotonic() > deadline:
            waiting = ", ".join(f"{s.name} ({s.detail})" for s in sup.status(probe=False, models=names))
            raise SupervisorError(
                f"not ready within {wait_s:.0f}s: {waiting}; they keep loading in the background, "
                "check `python -m server cluster status` and the logs"
            )
        time.sleep(RECORD_POLL_S)  # the pause between reads of the watcher's record


def _reported(sup: Supervisor, names: list[str], record: dict[str, Any]) -> list[ModelStatus]:
    """Each model as the watcher reported it: ready while it is the process that answered /health."""
    ready = record.get("ready") or {}
    statuses = []
    for status in sup.status(probe=False, models=names):
        if status.pid is not None and ready.get(status.name) == status.pid:
            status = replace(status, state="ready", detail=f"answered /health; watched by pid {record['pid']}")
        statuses.append(status)
    return statuses


# --- the MCP server's autostart -------------------------------------------------------------------------


class SharedSupervisor(Supervisor):
    """The supervisor of a process that *uses* this machine's servers (the MCP server, ``verify --meaning``).

    ``start`` takes this process's lease and makes sure a watcher runs the models (starting a keeper if none
    does); ``close`` gives the lease up. The servers are never this process's children, so ending it, however
    it ends, never stops a server another session is in the middle of using.
    """

    def __init__(self, settings: Settings, **kwargs: Any) -> None:
        super().__init__(settings, **kwargs)
        self.keeper: int | None = None
        self._lease = f"{os.getpid()}-{id(self):x}"

    def start(self, model: str | None = None) -> None:
        if not self._select([model] if model else None):
            return
        self.plan()  # a config that cannot work fails here, in the caller, before any process starts
        llama_server_binary(self.settings)
        leases.take(self.state_dir, self._lease)  # first: a keeper that looks for owners from now on sees this one
        self.keeper = _claim(self, self.managed_models(), leased=True, pin=False)

    def gave_up(self, model: str) -> str | None:
        record = read_json(self.watcher_record) or {}
        if self.keeper is not None and record.get("pid") == self.keeper and record.get("phase") == "failed":
            return f"its supervisor could not start it: {record.get('error')}"
        if self.keeper is not None and not pid_alive(self.keeper) and self._running_pid(model) is None:
            return f"its supervisor (pid {self.keeper}) has exited; see {self.log_dir / 'supervisor.log'}"
        return super().gave_up(model)

    def close(self) -> None:
        super().close()
        leases.drop(self.state_dir, self._lease)


# --- the watcher process --------------------------------------------------------------------------------


def watch_forever(sup: Supervisor, models: list[str] | None, stop: threading.Event, *, leased: bool) -> int:
    """Run as the watcher: start the models, then tend them until ``stop`` is set (or, leased, no lease is left)."""
    record = _record(
        sup,
        {"pid": os.getpid(), "started_at": time.time(), "models": models, "leased": leased},
        phase="starting",
    )
    try:
        statuses = sup.up(models, wait=True)
    except CounselError as exc:
        log.error("%s", exc)
        _record(sup, record, phase="failed", error=str(exc))
        sup.close()
        return 1
    record = _record(sup, record, phase="running", ready={s.name: s.pid for s in statuses if s.state == "ready"})
    while not stop.wait(LEASE_POLL_S if leased else 1.0):
        if leased and _unowned(sup, record):
            log.info("no counsel process uses the model servers any more; stopping them")
            break
    sup.close()
    with sup._state_lock():
        if (read_json(sup.watcher_record) or {}).get("pid") == os.getpid():
            sup.watcher_record.unlink()
    return 0


def _unowned(sup: Supervisor, record: dict[str, Any]) -> bool:
    """No live lease: say so in the record (a session arriving now waits for this keeper to go) and stop."""
    with sup._state_lock():
        if leases.holders(sup.state_dir):
            return False
        write_json(sup.watcher_record, {**record, "phase": "stopping"})
        return True


def main(argv: list[str]) -> int:
    """``python -m server.cluster.watcher watch SETTINGS.json [--leased] [MODEL ...]``: the watcher process."""
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(levelname)s %(message)s")
    if len(argv) < 2 or argv[0] != WATCH_ARG:
        print("usage: python -m server.cluster.watcher watch SETTINGS.json [--leased] [MODEL ...]", file=sys.stderr)
        return 2
    settings = Settings.model_validate(read_json(Path(argv[1])) or {}, context={"base_dir": None})
    leased = "--leased" in argv[2:]
    models = [m for m in argv[2:] if m != "--leased"] or None
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, lambda *_: stop.set())
    return watch_forever(Supervisor(settings), models, stop, leased=leased)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
