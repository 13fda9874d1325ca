"""What the benchmarks that run the real tiny model share: its settings and a free loopback port.

    settings = tiny_settings(matters_dir, free_port(), managed=True)     # every role on SmolLM2, as local.toml
    with Supervisor(settings) as supervisor: supervisor.up()             # the CPU llama-server, started and stopped
"""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

from server.cli.setup import MODEL_FILE
from server.settings import Settings, parse_settings

ROOT = Path(__file__).resolve().parents[1]
MODEL = ROOT / "models" / MODEL_FILE
ROLES = ("drafting", "heavy", "guard", "adversary", "financial", "verifier", "summary")


def tiny_settings(
    root: Path, port: int, *, managed: bool, temperature: float = 0.2, verify: dict[str, Any] | None = None
) -> Settings:
    """config/local.toml's model settings (context 8192, max_tokens 384, repeat penalty 1.3), every role on it."""
    model = {
        "backend": "llama.cpp", "board": "cpu", "label": "SmolLM2-135M-Instruct Q4_0 (CPU)", "gguf": str(MODEL),
        "port": port, "managed": managed, "context": 8192, "cache_type_k": "f16", "cache_type_v": "f16",
        "flash_attn": True, "threads": 2, "max_tokens": 384, "temperature": temperature, "repeat_penalty": 1.3,
        "seed": 7, "load_timeout_s": 120, "read_timeout_s": 300,
    }  # fmt: skip
    data: dict[str, Any] = {
        "server": {"matters_dir": str(root), "state_dir": str(root.parent / "state"), "llama_server": "auto"},
        "hosts": {"local": {}},
        "boards": {"cpu": {"host": "local", "interconnect": "cpu", "share": True}},
        "models": {"tiny": model},
        "roles": dict.fromkeys(ROLES, "tiny"),
    }
    if verify is not None:
        data["verify"] = verify
    return parse_settings(data, base_dir=root)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]
