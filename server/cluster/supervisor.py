"""Start, watch, verify and stop this machine's pinned ``llama-server`` processes.

In-process (the MCP server, tests)::

    with Supervisor(settings) as sup:      # stops what it started on exit
        sup.up()                           # launch, wait for /health 503 -> 200, verify placement
        sup.status()                       # pid, state, restarts, last exit code per model

Detached (``python -m server cluster up|status|down``): ``up_detached`` spawns a watcher process
(``python -m server.cluster.supervisor watch``) that owns the servers, restarts a crashed one with backoff and
keeps going after the CLI exits; ``down`` stops the watcher and every recorded server (SIGTERM, then
SIGKILL after a deadline) and leaves no orphan.

Everything lives under ``[server].state_dir``: ``run/<model>.json`` (pid, argv, restarts, last exit),
``logs/<model>.log`` and the watcher's record. A model's ``api_key_file`` is written with a fresh key
(mode 0600) when it does not exist, and passed as ``--api-key-file``. A pid
from a record is only ever signalled after ``/proc/<pid>/cmdline`` shows it is that model's server.
Ollama endpoints are checked, never launched: reachable, and the model resident (``/api/ps``).

The parts it builds on live apart: endpoint probes in ``server/cluster/health.py``, ``/proc`` process helpers and
``stop_pid`` in ``server/cluster/processes.py``, key files in ``server/cluster/api_keys.py``.
"""

from __future__ import annotations

import contextlib
import fcntl
import itertools
import json
import logging
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import httpx

from server.cluster.api_keys import ensure_api_key
from server.cluster.boards import Placement, Plan, parse_cpu_list, plan
from server.cluster.health import (
    PROBE_TIMEOUT_S,
    EndpointHealth,
    State,
    aprobe_endpoint,
    health_from_status,
    probe_endpoint,
)
from server.cluster.llama_bin import LaunchSpec, llama_server_binary, llama_server_command
from server.cluster.nvml import GpuInventory
from server.cluster.processes import STOP_TIMEOUT_S, pid_alive, pid_cmdline, pid_cpus, reap, stop_pid
from server.errors import ConfigError, CounselError, SupervisorError
from server.settings import PROJECT_ROOT, ModelSettings, Settings

log = logging.getLogger(__name__)

POLL_S = 0.2
BACKOFF_FIRST_S = 0.5
BACKOFF_MAX_S = 30.0
STABLE_AFTER_S = 60.0
MAX_QUICK_CRASHES = 8
WATCH_ARG = "watch"
_SPAWN = (
    "import subprocess, sys\n"
    "log = open(sys.argv[1], 'ab')\n"
    "p = subprocess.Popen(sys.argv[2:], stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,"
    " start_new_session=True)\n"
    "print(p.pid)\n"
)


# --- records under state_dir --------------------------------------------------------------------------


def _write_json(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}")
    tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
    os.replace(tmp, path)


def _read_json(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


@dataclass(frozen=True)
class ModelStatus:
    """One model as the supervisor sees it (``state`` from a /health probe when asked to probe)."""

    name: str
    label: str
    backend: str
    board: str
    url: str
    managed_here: bool
    state: State
    detail: str
    pid: int | None = None
    restarts: int = 0
    last_exit_code: int | None = None
    log_path: Path | None = None
    supervisor_pid: int | None = None


@dataclass
class _Child:
    name: str
    spec: LaunchSpec
    popen: subprocess.Popen
    started_at: float
    started_wall: float
    restarts: int = 0
    last_exit_code: int | None = None
    quick_crashes: int = 0
    phase: str = "running"  # running, backoff, failed, stopped
    next_start_at: float = 0.0


class Supervisor:
    """Launches, watches and stops the llama-servers this machine manages (see the module docstring)."""

    def __init__(self, settings: Settings, *, inventory: GpuInventory | None = None, log_dir: Path | None = None):
        self.settings = settings
        self.inventory = inventory
        self.state_dir = settings.server.state_dir
        self.log_dir = log_dir or self.state_dir / "logs"
        self.stop_timeout_s = STOP_TIMEOUT_S
        self._children: dict[str, _Child] = {}
        self._lock = threading.RLock()
        self._stopping = threading.Event()
        self._watcher: threading.Thread | None = None
        self._plan: Plan | None = None

    # --- context manager: stop what we started ------------------------------------------------------
    def __enter__(self) -> Supervisor:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # --- which models ------------------------------------------------------------------------------
    def managed_models(self) -> list[str]:
        """Models this machine launches: llama.cpp, ``managed``, on a host marked ``local``."""
        return [n for n, m in self.settings.models.items() if self._manages(m)]

    def _manages(self, model: ModelSettings) -> bool:
        return model.backend == "llama.cpp" and model.managed and self.settings.host_of(model).local

    def _select(self, models: Iterable[str] | None) -> list[str]:
        managed = self.managed_models()
        if models is None:
            return managed
        chosen = list(dict.fromkeys(models))
        for name in chosen:
            if name not in self.settings.models:
                raise ConfigError(f"model {name!r} is not configured; name one of: {', '.join(self.settings.models)}")
            if name not in managed:
                raise ConfigError(
                    f"model {name!r} is not launched by this machine (an Ollama endpoint, managed = false, or on "
                    f"another host); counsel only checks it. Models launched here: {', '.join(managed) or 'none'}"
                )
        return chosen

    def plan(self) -> Plan:
        """The placement of this machine's models (probing NVML once if a GPU board needs it)."""
        if self._plan is None:
            needs_gpus = any(
                self.settings.boards[self.settings.models[n].board].interconnect != "cpu" for n in self.managed_models()
            )
            if self.inventory is None and needs_gpus:
                self.inventory = GpuInventory.probe()
            self._plan = plan(self.settings, self.inventory)
        return self._plan

    # --- paths -------------------------------------------------------------------------------------
    def record_path(self, name: str) -> Path:
        return self.state_dir / "run" / f"{name}.json"

    def stop_marker(self, name: str) -> Path:
        """Written by ``down``: every supervisor (the watcher, an MCP server's) stops restarting ``name``."""
        return self.state_dir / "run" / f"{name}.down"

    def log_path(self, name: str) -> Path:
        return self.log_dir / f"{name}.log"

    @property
    def watcher_record(self) -> Path:
        return self.state_dir / "run" / "supervisor.json"

    @contextlib.contextmanager
    def _state_lock(self) -> Iterator[None]:
        self.state_dir.mkdir(parents=True, exist_ok=True)
        with open(self.state_dir / "supervisor.lock", "a", encoding="utf-8") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    # --- up ----------------------------------------------------------------------------------------
    def up(self, models: Iterable[str] | None = None, *, wait: bool = True) -> list[ModelStatus]:
        """Launch the chosen (default: all) managed models not already running; wait for health and verify."""
        names = self._select(models)
        placement = self.plan()
        binary = llama_server_binary(self.settings) if names else None
        started: list[str] = []
        try:
            with self._state_lock():
                for name in names:
                    if self._running_pid(name) is not None:
                        log.info("model %s is already running (pid %s); leaving it", name, self._running_pid(name))
                        continue
                    self._check_port(name)
                    key = ensure_api_key(self.settings, name)
                    spec = llama_server_command(
                        binary, name, self.settings, placement.placement(name), api_key_file=key
                    )
                    with self._lock:
                        self._children[name] = self._launch(name, spec)
                    started.append(name)
            if wait:
                self._wait_healthy(names)
                for name in started:
                    self._verify_placement(name, placement.placement(name))
        except CounselError:
            for name in started:  # all or nothing: what this call started goes again
                self._stop_child(name)
            raise
        self._start_watcher()
        return self.status(probe=wait, models=names)

    def _running_pid(self, name: str) -> int | None:
        with self._lock:
            child = self._children.get(name)
            if child is not None and child.phase == "running" and child.popen.poll() is None:
                return child.popen.pid
        record = _read_json(self.record_path(name)) or {}
        pid = record.get("pid")
        return pid if isinstance(pid, int) and self._is_server_of(pid, name) else None

    def _is_server_of(self, pid: int, name: str) -> bool:
        """Whether ``pid`` is alive and its command line is model ``name``'s llama-server."""
        if not pid_alive(pid):
            return False
        cmd = pid_cmdline(pid)
        port = str(self.settings.models[name].port)
        pairs = set(itertools.pairwise(cmd))
        return ("--port", port) in pairs and ("--alias", name) in pairs

    def _check_port(self, name: str) -> None:
        model = self.settings.models[name]
        bind = self.settings.host_of(model).bind
        family = socket.AF_INET6 if ":" in bind else socket.AF_INET
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind((bind.strip("[]"), model.port))
            except OSError as exc:
                raise SupervisorError(
                    f"model {name}: cannot listen on {bind}:{model.port} ({exc.strerror}); another process holds the "
                    f"port or {bind} is not an address of this machine. Fix: stop that process or change "
                    f"[models.{name}].port / [hosts.{self.settings.boards[model.board].host}].bind"
                ) from None

    def _launch(self, name: str, spec: LaunchSpec) -> _Child:
        with contextlib.suppress(FileNotFoundError):
            self.stop_marker(name).unlink()  # an explicit start overrides an earlier `down`
        argv = list(spec.argv)
        taskset = shutil.which("taskset") if spec.cpus else None
        if spec.cpus and taskset:
            argv = [taskset, "-c", spec.cpus, *argv]
        self.log_dir.mkdir(parents=True, exist_ok=True)
        with open(self.log_path(name), "ab") as logfile:
            stamp = time.strftime("%Y-%m-%d %H:%M:%S")
            logfile.write(f"=== counsel {stamp}: starting {name}: {' '.join(argv)}\n".encode())
            logfile.flush()
            try:
                popen = subprocess.Popen(
                    argv,
                    stdin=subprocess.DEVNULL,
                    stdout=logfile,
                    stderr=subprocess.STDOUT,
                    env={**os.environ, **spec.env},
                    start_new_session=True,
                    close_fds=True,
                )
            except OSError as exc:
                raise SupervisorError(
                    f"model {name}: could not start {argv[0]} ({exc}); check the binary path"
                ) from None
        if spec.cpus and not taskset:
            with contextlib.suppress(ProcessLookupError):
                os.sched_setaffinity(popen.pid, parse_cpu_list(spec.cpus))
            log.warning("taskset not found; pinned %s (pid %s) after start, some threads may float", name, popen.pid)
        child = _Child(name, spec, popen, time.monotonic(), time.time())
        self._write_record(child)
        log.info("started %s (pid %s) on board %s", name, popen.pid, self.settings.models[name].board)
        return child

    def _write_record(self, child: _Child) -> None:
        _write_json(
            self.record_path(child.name),
            {
                "model": child.name,
                "pid": child.popen.pid if child.phase == "running" else None,
                "port": self.settings.models[child.name].port,
                "argv": list(child.spec.argv),
                "started_at": child.started_wall,
                "supervisor_pid": os.getpid(),
                "phase": child.phase,
                "restarts": child.restarts,
                "last_exit_code": child.last_exit_code,
                "next_start_in_s": max(0.0, child.next_start_at - time.monotonic())
                if child.phase == "backoff"
                else None,
            },
        )

    def _wait_healthy(self, names: list[str]) -> None:
        pending = {n: time.monotonic() + self.settings.models[n].load_timeout_s for n in names}
        last: dict[str, EndpointHealth] = {}
        with httpx.Client(timeout=PROBE_TIMEOUT_S, trust_env=False) as client:
            while pending:
                for name, deadline in list(pending.items()):
                    with self._lock:
                        child = self._children.get(name)
                    if child is not None and child.popen.poll() is not None:
                        raise SupervisorError(
                            f"model {name}: llama-server exited with code {child.popen.returncode} while loading; "
                            f"last log lines:\n{self.log_tail(name)}\nfix the cause above (see {self.log_path(name)})"
                        )
                    url = self.settings.url_of(self.settings.models[name])
                    try:
                        last[name] = health_from_status(client.get(f"{url}/health").status_code)
                    except httpx.HTTPError as exc:
                        last[name] = EndpointHealth("loading", f"not listening yet ({type(exc).__name__})")
                    if last[name].state == "ready":
                        del pending[name]
                    elif time.monotonic() > deadline:
                        raise SupervisorError(
                            f"model {name}: /health not 200 within {self.settings.models[name].load_timeout_s:g}s "
                            f"({last[name].detail}); raise [models.{name}].load_timeout_s or check "
                            f"{self.log_path(name)}"
                        )
                if pending:
                    time.sleep(0.1)

    def _verify_placement(self, name: str, placement: Placement) -> None:
        """The server sits where its board says: CPUs per /proc, GPUs per NVML. Foreign processes are logged."""
        with self._lock:
            pid = self._children[name].popen.pid
        if placement.cpus:
            wanted, actual = parse_cpu_list(placement.cpus), pid_cpus(pid)
            if not actual <= wanted:
                raise SupervisorError(
                    f"model {name} (pid {pid}) may run on CPUs {sorted(actual)} but board {placement.board} "
                    f"allows {placement.cpus}; install taskset (util-linux) or check [boards.{placement.board}].cpus"
                )
        if not placement.gpus:
            return
        inventory = (self.inventory or GpuInventory.probe()).refresh()
        report = check_placement(pid, placement, inventory)
        for warning in report.warnings:
            log.warning("%s", warning)
        if report.errors:
            raise SupervisorError("\n".join(report.errors))

    def log_tail(self, name: str, lines: int = 15) -> str:
        try:
            text = self.log_path(name).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "(no log)"
        return "\n".join(text.splitlines()[-lines:])

    # --- crash restart ------------------------------------------------------------------------------
    def _start_watcher(self) -> None:
        with self._lock:
            if self._watcher is not None and self._watcher.is_alive():
                return
            self._stopping.clear()
            self._watcher = threading.Thread(target=self._watch, name="counsel-supervisor", daemon=True)
            self._watcher.start()

    def _watch(self) -> None:
        while not self._stopping.wait(POLL_S):
            with self._lock:
                for child in list(self._children.values()):
                    self._tend(child)

    def _tend(self, child: _Child) -> None:
        now = time.monotonic()
        if child.phase == "running":
            code = child.popen.poll()
            if code is None:
                if now - child.started_at > STABLE_AFTER_S:
                    child.quick_crashes = 0
                return
            child.last_exit_code = code
            if self.stop_marker(child.name).exists():
                child.phase = "stopped"
                log.info("model %s stopped by `cluster down`; not restarting it", child.name)
                self._write_record(child)
                return
            child.quick_crashes = child.quick_crashes + 1 if now - child.started_at < STABLE_AFTER_S else 1
            if child.quick_crashes > MAX_QUICK_CRASHES:
                child.phase = "failed"
                log.error(
                    "model %s crashed %d times in a row; giving up (see %s)",
                    child.name,
                    child.quick_crashes,
                    self.log_path(child.name),
                )
            else:
                child.phase = "backoff"
                child.next_start_at = now + min(BACKOFF_FIRST_S * 2 ** (child.quick_crashes - 1), BACKOFF_MAX_S)
                log.warning(
                    "model %s exited with code %s; restarting in %.1fs", child.name, code, child.next_start_at - now
                )
            self._write_record(child)
        elif child.phase == "backoff" and self.stop_marker(child.name).exists():
            child.phase = "stopped"
            self._write_record(child)
        elif child.phase == "backoff" and now >= child.next_start_at:
            try:
                self._check_port(child.name)
                fresh = self._launch(child.name, child.spec)
            except SupervisorError as exc:
                log.error("restart of %s failed: %s", child.name, exc)
                child.quick_crashes += 1
                child.next_start_at = now + min(BACKOFF_FIRST_S * 2 ** (child.quick_crashes - 1), BACKOFF_MAX_S)
                return
            child.popen, child.started_at, child.started_wall = fresh.popen, fresh.started_at, fresh.started_wall
            child.phase = "running"
            child.restarts += 1
            self._write_record(child)

    # --- down --------------------------------------------------------------------------------------
    def close(self) -> None:
        """Stop the watcher thread and every server this object started (not detached ones)."""
        self._stopping.set()
        if self._watcher is not None:
            self._watcher.join(timeout=5)
        for name in list(self._children):
            self._stop_child(name)

    def _stop_child(self, name: str) -> None:
        with self._lock:
            child = self._children.pop(name, None)
        if child is None:
            return
        code = stop_pid(child.popen.pid, timeout_s=self.stop_timeout_s, popen=child.popen)
        log.info("stopped %s (pid %s, exit %s)", name, child.popen.pid, code)
        with contextlib.suppress(FileNotFoundError):
            self.record_path(name).unlink()

    def down(self) -> list[str]:
        """Stop the detached watcher and every recorded server of this machine; returns the models stopped."""
        stopped = [name for name in self.managed_models() if self._running_pid(name) is not None]
        for name in self.managed_models():
            self.stop_marker(name).parent.mkdir(parents=True, exist_ok=True)
            self.stop_marker(name).touch()
        watcher = _read_json(self.watcher_record) or {}
        pid = watcher.get("pid")
        if isinstance(pid, int) and pid_alive(pid) and WATCH_ARG in pid_cmdline(pid) and pid != os.getpid():
            stop_pid(pid, timeout_s=self.stop_timeout_s * 2 + 5)
        with contextlib.suppress(FileNotFoundError):
            self.watcher_record.unlink()
        self.close()
        for name in self.managed_models():
            record = _read_json(self.record_path(name)) or {}
            pid = record.get("pid")
            if isinstance(pid, int) and self._is_server_of(pid, name):
                stop_pid(pid, timeout_s=self.stop_timeout_s)
                stopped.append(name)
            with contextlib.suppress(FileNotFoundError):
                self.record_path(name).unlink()
        return sorted(set(stopped))

    # --- detached mode (the CLI) -----------------------------------------------------------------------
    def up_detached(self, models: Iterable[str] | None = None, *, timeout_s: float | None = None) -> list[ModelStatus]:
        """Hand the servers to a watcher process that outlives the caller; wait until they are ready."""
        names = self._select(models)
        self.plan()
        llama_server_binary(self.settings)
        watcher = _read_json(self.watcher_record) or {}
        wpid = watcher.get("pid")
        if isinstance(wpid, int) and pid_alive(wpid) and WATCH_ARG in pid_cmdline(wpid):
            covered = watcher.get("models") or self.managed_models()
            if set(names) - set(covered):
                raise SupervisorError(
                    f"a supervisor (pid {wpid}) already runs {', '.join(covered)}; to add "
                    f"{', '.join(sorted(set(names) - set(covered)))}, run `python -m server cluster down` and then "
                    f"`python -m server cluster up {' '.join(sorted(set(names) | set(covered)))}`"
                )
        else:
            settings_file = self.state_dir / "run" / "supervisor.settings.json"
            _write_json(settings_file, self.settings.model_dump(mode="json"))
            self.log_dir.mkdir(parents=True, exist_ok=True)
            env = {
                **os.environ,
                "PYTHONPATH": os.pathsep.join(filter(None, [str(PROJECT_ROOT), os.environ.get("PYTHONPATH")])),
            }
            argv = [sys.executable, "-m", "server.cluster.supervisor", WATCH_ARG, str(settings_file), *names]
            try:  # a launcher that exits at once: the watcher is nobody's child, nothing to reap
                launched = subprocess.run(
                    [sys.executable, "-c", _SPAWN, str(self.log_dir / "supervisor.log"), *argv],
                    cwd=PROJECT_ROOT,
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=60,
                    check=True,
                )
                wpid = int(launched.stdout.strip())
            except (subprocess.SubprocessError, OSError, ValueError) as exc:
                raise SupervisorError(
                    f"could not start the supervisor process ({exc}); run `{' '.join(argv)}`"
                ) from None
        wait_s = timeout_s or max((self.settings.models[n].load_timeout_s for n in names), default=0) + 15
        deadline = time.monotonic() + wait_s
        while True:
            statuses = {s.name: s for s in self.status(probe=True, models=names)}
            if all(statuses[n].state == "ready" for n in names):
                return [statuses[n] for n in names]
            record = _read_json(self.watcher_record) or {}
            if record.get("phase") == "failed" or not pid_alive(wpid):
                reap(wpid)
                raise SupervisorError(
                    f"the supervisor could not start the models: {record.get('error') or 'it exited'}; "
                    f"see {self.log_dir / 'supervisor.log'}"
                )
            if time.monotonic() > deadline:
                waiting = ", ".join(f"{n} ({statuses[n].detail})" for n in names if statuses[n].state != "ready")
                raise SupervisorError(
                    f"not ready within {wait_s:.0f}s: {waiting}; they keep loading in the background, "
                    "check `python -m server cluster status` and the logs"
                )
            time.sleep(0.2)

    # --- status ------------------------------------------------------------------------------------
    def status(self, *, probe: bool = True, models: Iterable[str] | None = None) -> list[ModelStatus]:
        """Each configured model (or those named): pid, restarts, last exit code, and its /health state if probed."""
        wanted = set(models) if models is not None else set(self.settings.models)
        result = []
        for name, model in self.settings.models.items():
            if name not in wanted:
                continue
            url = self.settings.url_of(model)
            common = {"name": name, "label": model.label, "backend": model.backend, "board": model.board, "url": url}
            if not self._manages(model):
                health = probe_endpoint(self.settings, name) if probe else EndpointHealth("down", "not probed")
                result.append(ModelStatus(**common, managed_here=False, state=health.state, detail=health.detail))
                continue
            result.append(self._managed_status(name, common, probe))
        return result

    def _managed_status(self, name: str, common: dict[str, Any], probe: bool) -> ModelStatus:
        with self._lock:
            child = self._children.get(name)
            own = (child.phase, child.popen.pid, child.restarts, child.last_exit_code) if child else None
        record = _read_json(self.record_path(name)) or {}
        phase, pid, restarts, last_exit = own or (
            record.get("phase", "stopped"),
            record.get("pid"),
            int(record.get("restarts") or 0),
            record.get("last_exit_code"),
        )
        alive = isinstance(pid, int) and ((own is not None and pid_alive(pid)) or self._is_server_of(pid, name))
        owner = os.getpid() if own else record.get("supervisor_pid")
        extra = {"restarts": restarts, "last_exit_code": last_exit, "log_path": self.log_path(name)}
        if phase == "backoff":
            state, detail = "down", f"crashed (exit {last_exit}); restarting with backoff (restart #{restarts + 1})"
        elif phase == "failed":
            state, detail = "down", f"crashed {MAX_QUICK_CRASHES}+ times in a row; gave up, see {self.log_path(name)}"
        elif not alive:
            state, detail = "down", "not running; start it with `python -m server cluster up`"
            pid = None
        elif not probe:
            state, detail = "loading", "running (not probed)"
        else:
            health = probe_endpoint(self.settings, name)
            state = "loading" if health.state == "down" else health.state
            detail = health.detail if health.state != "down" else f"process up, not answering yet ({health.detail})"
        return ModelStatus(
            **common, managed_here=True, state=state, detail=detail, pid=pid, supervisor_pid=owner, **extra
        )

    # --- async use from the MCP server ---------------------------------------------------------------------
    async def ensure_ready(self, model: str, *, timeout_s: float) -> None:
        """Start ``model`` if this machine manages it and it is not running, then wait for /health 200."""
        if model not in self.settings.models:
            raise ConfigError(f"model {model!r} is not configured; name one of: {', '.join(self.settings.models)}")
        managed = self._manages(self.settings.models[model])
        if managed and self._running_pid(model) is None and not self._in_backoff(model):
            await anyio.to_thread.run_sync(lambda: self.up([model], wait=False))
        deadline = time.monotonic() + timeout_s
        async with httpx.AsyncClient(timeout=PROBE_TIMEOUT_S, trust_env=False) as client:
            while True:
                health = await aprobe_endpoint(self.settings, model, client=client)
                if health.state == "ready" or (self.settings.models[model].backend == "ollama" and health.reachable):
                    return  # Ollama loads a model that is not resident on the first call
                with self._lock:
                    child = self._children.get(model)
                    failed = child is not None and child.phase == "failed"
                if failed or time.monotonic() > deadline:
                    raise SupervisorError(
                        f"model {model} is not ready after {timeout_s:g}s ({health.detail}); "
                        f"check `python -m server cluster status` and {self.log_path(model)}"
                    )
                await anyio.sleep(0.1)

    def _in_backoff(self, name: str) -> bool:
        with self._lock:
            child = self._children.get(name)
            return child is not None and child.phase == "backoff"

    # --- the detached watcher ------------------------------------------------------------------------
    def watch_forever(self, models: list[str] | None, stop: threading.Event) -> int:
        """Run as the detached watcher: start, then tend the servers until ``stop`` is set."""
        record = {"pid": os.getpid(), "started_at": time.time(), "phase": "starting", "models": models}
        _write_json(self.watcher_record, record)
        try:
            self.up(models, wait=True)
        except CounselError as exc:
            log.error("%s", exc)
            _write_json(self.watcher_record, {**record, "phase": "failed", "error": str(exc)})
            self.close()
            return 1
        _write_json(self.watcher_record, {**record, "phase": "running"})
        while not stop.wait(1.0):
            pass
        self.close()
        with contextlib.suppress(FileNotFoundError):
            if (_read_json(self.watcher_record) or {}).get("pid") == os.getpid():
                self.watcher_record.unlink()
        return 0


@dataclass(frozen=True)
class PlacementReport:
    errors: tuple[str, ...]
    warnings: tuple[str, ...]


def check_placement(pid: int, placement: Placement, inventory: GpuInventory) -> PlacementReport:
    """Is ``pid`` on exactly its board's GPUs, and nothing foreign there? (NVML pids: host namespace.)"""
    board = {g.uuid for g in placement.gpus}
    pids = inventory.pids()
    on = {g.uuid: g for g in pids.get(pid, ())}
    errors, warnings = [], []
    off = [g for uuid, g in on.items() if uuid not in board]
    if off:
        errors.append(
            f"model {placement.model} (pid {pid}) runs on {', '.join(g.label() for g in off)}, off its board "
            f"{placement.board}; CUDA_VISIBLE_DEVICES was not honoured. Fix: stop it (`python -m server cluster down`) "
            "and check that nothing overrides CUDA_VISIBLE_DEVICES / CUDA_DEVICE_ORDER for llama-server"
        )
    if not on:
        warnings.append(
            f"model {placement.model} (pid {pid}): NVML shows it on no GPU (another pid namespace, e.g. a container?); "
            "its placement could not be verified"
        )
    else:
        missing = [g for g in placement.gpus if g.uuid not in on]
        if missing:
            warnings.append(
                f"model {placement.model} (pid {pid}) is not on {', '.join(g.label() for g in missing)} of board "
                f"{placement.board}; a model smaller than its board leaves GPUs idle"
            )
    for gpu in placement.gpus:
        now = inventory.find(gpu.uuid) or gpu
        for proc in now.processes:
            if proc.pid != pid:
                warnings.append(
                    f"board {placement.board}, {gpu.label()}: foreign process pid {proc.pid} "
                    f"({proc.used_mib if proc.used_mib is not None else '?'} MiB) shares the GPU with model "
                    f"{placement.model}; stop it or expect out-of-memory errors"
                )
    return PlacementReport(tuple(errors), tuple(warnings))


def _watch_main(argv: list[str]) -> int:
    """``python -m server.cluster.supervisor watch SETTINGS.json [MODEL ...]``: the detached watcher process."""
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(levelname)s %(message)s")
    if len(argv) < 2 or argv[0] != WATCH_ARG:
        print("usage: python -m server.cluster.supervisor watch SETTINGS.json [MODEL ...]", file=sys.stderr)
        return 2
    data = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
    settings = Settings.model_validate(data, context={"base_dir": None})
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, lambda *_: stop.set())
    return Supervisor(settings).watch_forever(argv[2:] or None, stop)


if __name__ == "__main__":
    sys.exit(_watch_main(sys.argv[1:]))
