"""Start, watch, verify and stop this machine's pinned ``llama-server`` processes.

In-process (the MCP server, tests)::

    with Supervisor(settings) as sup:      # stops what it started on exit
        sup.up()                           # launch, wait for /health 503 -> 200, verify placement
        sup.status()                       # pid, state, restarts, last exit code per model

A model that has answered ``/health`` once is running: any later exit goes through the restart path (with
backoff), even while ``up`` is still waiting for another model or checking placement. Only an exit before the
first answer is a failed load, which ``up`` reports with the log's last lines.

Every server is the child of the supervisor that launched it and dies with it (``PR_SET_PDEATHSIG``, asked
for by a spawning thread that lives until ``close``), so a supervisor killed outright leaves no orphan.

Detached (``python -m server cluster up|status|down``) and shared (the MCP server's autostart) modes run the
servers in a watcher process of their own: ``server/cluster/watcher.py``. ``down`` stops that watcher and
every recorded server (SIGTERM, then SIGKILL after a deadline) and leaves no orphan.

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
import logging
import os
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import anyio
import httpx

from server.cluster import leases
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
from server.cluster.processes import STOP_TIMEOUT_S, die_with_parent, pid_alive, pid_cmdline, pid_cpus, stop_pid
from server.cluster.records import read_json, write_json
from server.errors import ConfigError, CounselError, SupervisorError
from server.settings import ModelSettings, Settings

log = logging.getLogger(__name__)

POLL_S = 0.2
BACKOFF_FIRST_S = 0.5
BACKOFF_MAX_S = 30.0
STABLE_AFTER_S = 60.0
MAX_QUICK_CRASHES = 8
WATCH_ARG = "watch"  # in the command line of the watcher process (``python -m server.cluster.watcher watch ...``)


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
    loading: bool = False  # launched by an up() that waits for its first /health: an exit now is a failed load


class Supervisor:
    """Launches, watches and stops the llama-servers this machine manages (see the module docstring)."""

    def __init__(
        self,
        settings: Settings,
        *,
        inventory: GpuInventory | None = None,
        log_dir: Path | None = None,
        tied: bool = True,
    ):
        self.settings = settings
        self.tied = tied  # the servers get SIGKILL when this process ends, however it ends
        self.inventory = inventory
        self.state_dir = settings.server.state_dir
        self.log_dir = log_dir or self.state_dir / "logs"
        self.stop_timeout_s = STOP_TIMEOUT_S
        self._children: dict[str, _Child] = {}
        self._lock = threading.RLock()
        self._stopping = threading.Event()
        self._watcher: threading.Thread | None = None
        self._spawner: ThreadPoolExecutor | None = None  # the one long-lived thread servers are forked from
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
                    child = self._launch(name, spec)
                    child.loading = wait
                    with self._lock:
                        self._children[name] = child
                    started.append(name)
            self._start_watcher()  # from here on, a model that has answered /health is restarted if it exits
            if wait:
                self._wait_healthy(names)
                for name in started:
                    self._verify_placement(name, placement.placement(name))
        except CounselError:
            for name in started:  # all or nothing: what this call started goes again
                self._stop_child(name)
            raise
        return self.status(probe=wait, models=names)

    def _running_pid(self, name: str) -> int | None:
        with self._lock:
            child = self._children.get(name)
            if child is not None and child.phase == "running" and child.popen.poll() is None:
                return child.popen.pid
        record = read_json(self.record_path(name)) or {}
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
                popen = self._spawn(argv, logfile, {**os.environ, **spec.env})
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

    def _spawn(self, argv: list[str], logfile: IO[bytes], env: dict[str, str]) -> subprocess.Popen:
        """Fork the server from the spawning thread, tied to it when ``tied`` (see the module docstring)."""

        def spawn() -> subprocess.Popen:
            return subprocess.Popen(
                argv,
                stdin=subprocess.DEVNULL,
                stdout=logfile,
                stderr=subprocess.STDOUT,
                env=env,
                start_new_session=True,
                close_fds=True,
                preexec_fn=die_with_parent() if self.tied else None,  # prctl only
            )

        if not self.tied:
            return spawn()
        with self._lock:
            if self._spawner is None:
                self._spawner = ThreadPoolExecutor(max_workers=1, thread_name_prefix="counsel-spawner")
            spawner = self._spawner
        return spawner.submit(spawn).result()

    def _write_record(self, child: _Child) -> None:
        write_json(
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
                        failed_load = child is not None and child.loading and child.popen.poll() is not None
                    if failed_load:
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
                        with self._lock:
                            if child is not None:
                                child.loading = False  # it answered: it is running, and an exit now is a crash
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
        if child.loading:
            return  # up() is waiting for its first answer and reports a failed load itself
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
        with self._lock:
            spawner, self._spawner = self._spawner, None
        if spawner is not None:
            spawner.shutdown(wait=True)  # its thread ends only now, after the servers it forked

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
        leases.unpin(self.state_dir)
        pid = self.watcher_pid()
        if pid is not None and pid != os.getpid():
            stop_pid(pid, timeout_s=self.stop_timeout_s * 2 + 5)
        with contextlib.suppress(FileNotFoundError):
            self.watcher_record.unlink()
        self.close()
        for name in self.managed_models():
            record = read_json(self.record_path(name)) or {}
            pid = record.get("pid")
            if isinstance(pid, int) and self._is_server_of(pid, name):
                stop_pid(pid, timeout_s=self.stop_timeout_s)
                stopped.append(name)
            with contextlib.suppress(FileNotFoundError):
                self.record_path(name).unlink()
        return sorted(set(stopped))

    def watcher_pid(self) -> int | None:
        """The pid of this machine's watcher process (`cluster up`'s, or the keeper of shared servers), if alive."""
        pid = (read_json(self.watcher_record) or {}).get("pid")
        return pid if isinstance(pid, int) and pid_alive(pid) and WATCH_ARG in pid_cmdline(pid) else None

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
            first_load = child is not None and child.loading
        record = read_json(self.record_path(name)) or {}
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
        elif first_load:  # up() has not seen it answer yet: to this supervisor it is still loading
            state, detail = "loading", "launched; waiting for its first /health answer"
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
            await anyio.to_thread.run_sync(self.start, model)
        deadline = time.monotonic() + timeout_s
        async with httpx.AsyncClient(timeout=PROBE_TIMEOUT_S, trust_env=False) as client:
            while True:
                health = await aprobe_endpoint(self.settings, model, client=client)
                if health.state == "ready" or (self.settings.models[model].backend == "ollama" and health.reachable):
                    return  # Ollama loads a model that is not resident on the first call
                gave_up = self.gave_up(model) if managed else None
                if gave_up or time.monotonic() > deadline:
                    raise SupervisorError(
                        f"model {model} is not ready ({gave_up or f'after {timeout_s:g}s: {health.detail}'}); "
                        f"check `python -m server cluster status` and {self.log_path(model)}"
                    )
                await anyio.sleep(0.1)

    def start(self, model: str | None = None) -> None:
        """Start ``model`` (default: every managed one) without waiting (``ensure_ready`` waits); in this process."""
        self.up([model] if model else None, wait=False)

    def gave_up(self, model: str) -> str | None:
        """Why ``model`` will not come up without a new start (it kept crashing), or None while it may."""
        with self._lock:
            child = self._children.get(model)
            own = child.phase if child is not None else None
        record = read_json(self.record_path(model)) or {}
        if own == "failed" or (own is None and record.get("phase") == "failed"):
            return f"it crashed {MAX_QUICK_CRASHES}+ times in a row and its supervisor gave up"
        return None

    def _in_backoff(self, name: str) -> bool:
        """Whether ``name`` crashed and its supervisor (this one, or the one in its record) will restart it."""
        with self._lock:
            child = self._children.get(name)
            if child is not None:
                return child.phase == "backoff"
        record = read_json(self.record_path(name)) or {}
        owner = record.get("supervisor_pid")
        return record.get("phase") == "backoff" and isinstance(owner, int) and pid_alive(owner)


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
