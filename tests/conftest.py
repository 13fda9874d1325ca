"""Shared fixtures: settings for a temporary matters folder, the real CPU llama-server, app state."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
from fake_nvml import session_nvml
from llama_fixture import MODEL, LlamaServer, llama_server, worker_threads  # noqa: F401  (session fixture)

from server.cluster.nvml import use_nvml_library
from server.settings import PROJECT_ROOT, Settings, parse_settings
from server.state import AppState

os.environ.setdefault("OMP_THREAD_LIMIT", "1")


def pytest_configure(config: pytest.Config) -> None:
    """With ``COUNSEL_TEST_NVML=one-gpu`` the session's NVML probes read a fake one-GPU machine (tests/fake_nvml.py),
    as a workstation or the rig would report one, instead of this machine's NVML."""
    try:
        fake = session_nvml()
    except ValueError as exc:
        raise pytest.UsageError(str(exc)) from None
    if fake is not None:
        previous = use_nvml_library(fake)
        config.add_cleanup(lambda: use_nvml_library(previous))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked slow first (in their own order): the test workers take them before the short ones, so
    neither is left running one long test after the other has finished."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def settings_dict(matters: Path, port: int, **model_overrides: Any) -> dict[str, Any]:
    """A config like config/local.toml, pointed at a running server on ``port`` and at ``matters``."""
    model = {
        "backend": "llama.cpp",
        "board": "cpu",
        "label": "SmolLM2-135M-Instruct Q4_0 (CPU)",
        "gguf": str(MODEL),
        "port": port,
        "managed": False,
        "context": 2048,
        "cache_type_k": "f16",
        "cache_type_v": "f16",
        "flash_attn": True,
        "threads": worker_threads(),
        "max_tokens": 96,
        "load_timeout_s": 30,
        "read_timeout_s": 60,
        **model_overrides,
    }
    return {
        "server": {"matters_dir": str(matters), "state_dir": str(matters.parent / "state")},
        "hosts": {"local": {"address": "127.0.0.1", "bind": "127.0.0.1", "local": True}},
        "boards": {"cpu": {"host": "local", "interconnect": "cpu", "share": True}},
        "models": {"smollm2": model},
        "roles": {role: "smollm2" for role in ("drafting", "heavy", "guard", "adversary", "financial", "summary")},
    }


def write_config(
    path: Path, matters: Path, port: int, *, server: dict[str, Any] | None = None, **model_overrides: Any
) -> Path:
    """``settings_dict`` as a TOML file at ``path``, for a server started as a process (``COUNSEL_CONFIG``);
    ``server`` adds to its ``[server]`` table (e.g. ``autostart``)."""
    data = settings_dict(matters, port, **model_overrides)
    data["server"].update(server or {})
    lines: list[str] = []
    for table, values in data.items():
        groups = values if table in ("hosts", "boards", "models") else {None: values}
        for name, entries in groups.items():
            lines.append(f"[{table}.{name}]" if name else f"[{table}]")
            lines += [f"{key} = {json.dumps(value)}" for key, value in entries.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def make_settings(tmp_path: Path) -> Callable[..., Settings]:
    def make(port: int = 9, **model_overrides: Any) -> Settings:
        data = settings_dict(tmp_path / "matters", port, **model_overrides)
        return parse_settings(data, base_dir=tmp_path)

    return make


@pytest.fixture
def live_settings(make_settings: Callable[..., Settings], llama_server: LlamaServer) -> Settings:  # noqa: F811
    """Settings whose one model is the session's real CPU llama-server."""
    return make_settings(port=llama_server.port)


@pytest.fixture
async def live_state(live_settings: Settings) -> AsyncIterator[AppState]:
    from server.app import close_state, open_state

    state = open_state(live_settings)
    try:
        yield state
    finally:
        await close_state(state)


@pytest.fixture
def cli_config(tmp_path: Path) -> Callable[[Path], Path]:
    """A copy of config/local.toml pointed at ``matters``, for `python -m server --config ...`."""

    def write(matters: Path) -> Path:
        config = tmp_path / "cli-counsel.toml"
        text = (PROJECT_ROOT / "config" / "local.toml").read_text(encoding="utf-8")
        config.write_text(text.replace('matters_dir = "../matters"', f'matters_dir = "{matters}"'), encoding="utf-8")
        return config

    return write


@pytest.fixture
def run_cli(cli_config: Callable[[Path], Path]) -> Callable[..., subprocess.CompletedProcess[str]]:
    """Run ``python -m server <args>`` against ``matters`` as a user would; returns the finished process."""

    def run(matters: Path, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "server", "--config", str(cli_config(matters)), *args]
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=PROJECT_ROOT)

    return run
