"""Processes by pid, read from Linux ``/proc``: alive, command line, start time, allowed CPUs; stopping
one; and a child that dies with its parent.

``stop_pid`` sends SIGTERM, then SIGKILL after a deadline, to the process group when the process leads
its own session (as the supervisor's servers do), else to the process alone.

``die_with_parent()`` is a ``preexec_fn`` that asks Linux for ``PR_SET_PDEATHSIG``: the child gets SIGKILL
when the *thread* that forked it ends (the whole process, or only that thread), so spawn from a thread that
lives as long as the child should (the supervisor spawns from one thread of its own).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from server.cluster.boards import parse_cpu_list
from server.errors import SupervisorError

STOP_TIMEOUT_S = 10.0


def pid_alive(pid: int | None) -> bool:
    """True for a running process. A zombie counts as gone only once all its threads are gone.

    When a multi-threaded llama-server gets SIGTERM, its main thread can exit (the process shows as a
    zombie) while another thread is still shutting down and holding the port; that process is still alive.
    """
    if not pid:
        return False
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    if stat.rpartition(")")[2].split()[0] not in {"Z", "X"}:
        return True
    try:
        return len(os.listdir(f"/proc/{pid}/task")) > 1
    except OSError:
        return False


def pid_cmdline(pid: int) -> list[str]:
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return []
    return [part.decode("utf-8", "replace") for part in raw.split(b"\0") if part]


def pid_started(pid: int) -> int | None:
    """When ``pid`` started (clock ticks since boot, ``/proc/<pid>/stat`` field 22): with the pid, names one
    process for good, since a pid is reused once its process is gone. None when it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    fields = stat.rpartition(")")[2].split()
    return int(fields[19]) if len(fields) > 19 and fields[19].isdigit() else None


def pid_cpus(pid: int) -> frozenset[int]:
    """The CPUs a process may run on (``Cpus_allowed_list``); empty when it is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    except OSError:
        return frozenset()
    for line in status.splitlines():
        if line.startswith("Cpus_allowed_list:"):
            return parse_cpu_list(line.split(":", 1)[1].strip())
    return frozenset()


def reap(pid: int) -> None:
    """Collect ``pid`` if it is our exited child (no zombie left); a no-op for anything else."""
    with contextlib.suppress(ChildProcessError, OSError):
        os.waitpid(pid, os.WNOHANG)


def _signal(pid: int, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        if os.getpgid(pid) == pid:  # our servers lead their own session: signal the whole group
            os.killpg(pid, sig)
        else:
            os.kill(pid, sig)


def stop_pid(pid: int, *, timeout_s: float = STOP_TIMEOUT_S, popen: subprocess.Popen | None = None) -> int | None:
    """SIGTERM, then SIGKILL after ``timeout_s``; returns the exit code when we are the parent."""

    def gone() -> bool:
        if popen is not None:
            return popen.poll() is not None
        reap(pid)
        return not pid_alive(pid)

    for sig, wait_s in ((signal.SIGTERM, timeout_s), (signal.SIGKILL, 5.0)):
        if gone():
            break
        _signal(pid, sig)
        deadline = time.monotonic() + wait_s
        while not gone() and time.monotonic() < deadline:
            time.sleep(0.02)
    if not gone():
        raise SupervisorError(f"pid {pid} survived SIGKILL (uninterruptible I/O?); check `ps -o stat,cmd -p {pid}`")
    return popen.returncode if popen is not None else None


_PR_SET_PDEATHSIG = 1


def _load_prctl() -> Callable[..., int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None


_prctl = _load_prctl()  # looked up once, here: a preexec_fn runs between fork and exec and must stay trivial


def die_with_parent(sig: int = signal.SIGKILL) -> Callable[[], None] | None:
    """A ``preexec_fn`` giving the child ``sig`` when the forking thread ends (Linux); None where there is no
    ``prctl``. A parent that died between the fork and the ``prctl`` is caught by comparing the parent pid."""
    if _prctl is None:
        return None
    parent, prctl = os.getpid(), _prctl

    def preexec() -> None:
        prctl(_PR_SET_PDEATHSIG, int(sig), 0, 0, 0)
        if os.getppid() != parent:
            os.kill(os.getpid(), sig)

    return preexec
