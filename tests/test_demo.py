"""The demo pipeline (what `make demo` runs) end to end on the embedded default, as CI runs it."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from llama_fixture import free_port, worker_threads

from server.settings import PROJECT_ROOT


@pytest.mark.slow
def test_the_demo_runs_the_whole_affidavit_pipeline_over_stdio_and_stops_its_model_server(tmp_path: Path) -> None:
    local = (PROJECT_ROOT / "config" / "local.toml").read_text(encoding="utf-8")
    port = free_port()
    config = tmp_path / "config" / "local.toml"
    config.parent.mkdir()
    config.write_text(
        local.replace('matters_dir = "../matters"', f'matters_dir = "{tmp_path / "matters"}"')
        .replace('state_dir = "../.counsel"', f'state_dir = "{tmp_path / "state"}"')
        .replace('gguf = "../models/', f'gguf = "{PROJECT_ROOT / "models"}/')
        .replace("port = 18088", f"port = {port}")
        .replace("threads = 2", f"threads = {worker_threads()}"),
        encoding="utf-8",
    )
    result = subprocess.run(
        [sys.executable, "-m", "server", "--config", str(config), "demo"],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=PROJECT_ROOT,
        env={**os.environ, "COUNSEL_CONFIG": ""},
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    out = result.stdout
    report = (tmp_path / "matters" / "sample" / "DEMO-REPORT.md").read_text(encoding="utf-8")
    for step in (
        "Intake",
        "Bates production",
        "Draft the affidavit",
        "Screen the draft",
        "Verify every citation",
        "Adversarial review",
        "Revise",
        "Verify the revision",
        "Provenance",
        "Financial extraction",
        "Assemble the filing",
    ):
        assert step in report, step
    assert "PROD001: SMITH000001–SMITH000007" in report
    assert "quarantined: matches A0001" in report
    verify_row = next(line for line in report.splitlines() if line.startswith("| Verify every citation |"))
    # the tiny model's first draft cites nothing and says what the evidence does not: blocked, statement by statement
    assert "BLOCKED:" in verify_row and "factual statement" in verify_row
    assert "unsupported" in verify_row or "contradicted" in verify_row, verify_row
    clean_row = next(line for line in report.splitlines() if line.startswith("| Verify a hand-written affidavit |"))
    factual = re.search(r"(\d+) factual statements: (\d+) supported\.", clean_row)
    assert "Not blocked" in clean_row and factual and factual.group(1) == factual.group(2), clean_row
    revise_row = next(line for line in report.splitlines() if line.startswith("| Revise"))
    assert "prompt tokens from the model's cache" in revise_row  # the result says what the server reused
    productions = tmp_path / "matters" / "sample" / "productions" / "PROD001"
    assert (productions / "PROD001.dat").is_file() and (productions / "PROD001.pdf").is_file()
    assert "Total wall time" in out
    review = re.search(r"Review PDF of the blocked draft: (\S+)", out)
    binder = re.search(r"Binder of the hand-written affidavit: (\S+)", out)
    assert review and review.group(1).endswith(".review.pdf") and Path(review.group(1)).is_file()
    assert binder and binder.group(1).endswith(".pdf") and Path(binder.group(1)).is_file()
    filing_row = next(line for line in report.splitlines() if line.startswith("| Assemble the filing |"))
    assert "exhibit(s)" in filing_row and "cite link(s)" in filing_row
    # the demo stops the llama-server it started: nothing listens on its port afterwards
    with socket.socket() as sock:
        assert sock.connect_ex(("127.0.0.1", port)) != 0
