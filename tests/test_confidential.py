"""Confidential by default: counsel's own imports switch off a dependency's telemetry before it loads."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from server.settings import PROJECT_ROOT

# What counsel's processes import that pulls in PyMuPDF (and with it ONNX Runtime), and then renders a page.
SCRIPT = """
import server.production.jobs
import pymupdf
doc = pymupdf.open()
doc.new_page().insert_text((72, 72), "Invoice No. 4471")
doc[0].get_pixmap(dpi=30)
print(sorted(m for m in __import__("sys").modules if m.startswith("onnxruntime"))[:1])
"""


def _run(home: Path, script: str) -> str:
    env = {k: v for k, v in os.environ.items() if k != "ORT_DISABLE_TELEMETRY"}
    env["HOME"] = str(home)
    env.pop("XDG_CACHE_HOME", None)
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_onnx_runtime_keeps_no_device_id_or_event_cache_when_counsel_loads_pymupdf(tmp_path: Path) -> None:
    bare, ours = tmp_path / "bare", tmp_path / "ours"
    bare.mkdir()
    ours.mkdir()
    _run(bare, "import pymupdf")  # the dependency on its own: the thing this guards against, if it still happens
    assert "onnxruntime" in _run(ours, SCRIPT)  # it is loaded ...
    assert not (ours / ".cache" / "Microsoft").exists()  # ... and writes nothing (no id, no cache, no uploader)
    if not (bare / ".cache" / "Microsoft").exists():
        return  # a later ONNX Runtime without the telemetry: nothing to switch off, and nothing written either
    assert any((bare / ".cache" / "Microsoft").rglob("deviceid"))
