"""bench/gpu_check.sh without a GPU: its config against the reference rig's NVML fixture, its placement check
against fake NVML readings, and the whole script rehearsed on the CPU build (cluster up, two MCP calls, down)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from llama_fixture import MODEL, llama_server_binary

from server.cluster.nvml import FakeInventory
from server.cluster.supervisor import Supervisor
from server.settings import load_settings

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "bench" / "gpu_check.sh"
DRIVER = ROOT / "bench" / "gpu_check.py"
GPU3 = "GPU-1165d832-1011-53f6-9eb6-71c4e9874234"  # the rig's 16 GB V100 (NVML index 3, 00000000:22:00.0)
GPU4 = "GPU-2dcb65b7-4322-540a-84cb-f82125cff042"


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(DRIVER), *args], capture_output=True, text=True, timeout=timeout, cwd=ROOT, check=False
    )


def save(inventory: FakeInventory, path: Path) -> Path:
    path.write_text(json.dumps(inventory.to_dict()), encoding="utf-8")
    return path


def test_the_script_parses_and_explains_itself() -> None:
    subprocess.run(["bash", "-n", str(SCRIPT)], check=True, timeout=30)
    usage = subprocess.run(["bash", str(SCRIPT), "--help"], capture_output=True, text=True, check=True, timeout=30)
    assert "--cpu-rehearsal" in usage.stdout and "CMAKE_CUDA_ARCHITECTURES" in usage.stdout


@pytest.mark.parametrize(("gpu", "uuid"), [(GPU3, GPU3), ("00000000:22:00.0", GPU3), (None, "GPU-fc1551f0")])
def test_the_config_is_one_board_holding_exactly_that_gpu_and_it_plans(tmp_path: Path, gpu: str | None, uuid: str):
    rig = save(FakeInventory.reference_rig(), tmp_path / "rig.json")
    args = ["config", "--binary", str(llama_server_binary()), "--model", str(MODEL), "--work", str(tmp_path / "w")]
    done = run(*args, "--inventory", str(rig), *(["--gpu", gpu] if gpu else []))
    assert done.returncode == 0, done.stderr
    config = Path(done.stdout.strip().splitlines()[-1])
    settings = load_settings(config)
    (board,) = settings.boards.values()
    assert len(board.gpus) == 1 and board.gpus[0].startswith(uuid)
    assert Path(settings.server.llama_server) == llama_server_binary().resolve()
    assert {getattr(settings.roles, r) for r in ("drafting", "heavy", "guard", "adversary", "financial")} == {"tiny"}
    assert "tiny" in done.stdout  # the placement table the planner printed
    plan = subprocess.run(
        [sys.executable, "-m", "server", "--config", str(config), "cluster", "plan", "--inventory", str(rig)],
        capture_output=True, text=True, timeout=60, cwd=ROOT, check=False,
    )  # fmt: skip
    assert plan.returncode == 0, plan.stderr


def test_a_gpu_the_machine_does_not_have_is_refused_naming_those_it_has(tmp_path: Path) -> None:
    rig = save(FakeInventory.reference_rig(), tmp_path / "rig.json")
    done = run("config", "--binary", "/x", "--model", str(MODEL), "--work", str(tmp_path), "--inventory", str(rig),
               "--gpu", "GPU-00000000-0000-0000-0000-000000000000")  # fmt: skip
    assert done.returncode != 0 and GPU4 in done.stderr


@pytest.mark.parametrize(
    ("placed", "verdict"),
    [
        ({GPU3: [(4242, 900)]}, "placement: OK"),
        ({GPU3: [(4242, 900)], GPU4: [(4242, 300)]}, "placement: FAILED"),
        ({GPU4: [(4242, 900)]}, "placement: FAILED"),
        ({}, "placement: FAILED"),
    ],
    ids=["on its gpu", "also on another", "on another", "on none"],
)
def test_the_placement_check_passes_only_when_nvml_shows_the_server_on_exactly_its_gpu(
    tmp_path: Path, placed: dict, verdict: str
) -> None:
    rig = save(FakeInventory.reference_rig(), tmp_path / "rig.json")
    made = run("config", "--binary", "/x", "--model", str(MODEL), "--work", str(tmp_path), "--inventory", str(rig),
               "--gpu", GPU3)  # fmt: skip
    config = made.stdout.strip().splitlines()[-1]
    reading = save(FakeInventory.reference_rig().with_processes(placed), tmp_path / "now.json")
    done = run("placement", "--config", config, "--pid", "4242", "--inventory", str(reading))
    assert verdict in done.stdout, done.stdout + done.stderr
    assert (done.returncode == 0) == (verdict == "placement: OK")
    assert "NVML: llama-server pid 4242 holds memory on" in done.stdout


@pytest.mark.slow
def test_the_whole_script_rehearsed_on_the_cpu_starts_serves_two_calls_with_reuse_and_stops(tmp_path: Path) -> None:
    work = tmp_path / "work"
    done = subprocess.run(
        ["bash", str(SCRIPT), "--cpu-rehearsal", "--work", str(work), "--python", sys.executable,
         "--documents", "1", "--max-tokens", "16"],
        capture_output=True, text=True, timeout=300, cwd=ROOT, check=False,
    )  # fmt: skip
    out = done.stdout
    try:
        assert done.returncode == 0, out + done.stderr
        assert "--parallel 1" in out and "--cache-reuse 256" in out  # the flags the binary took
        first = re.search(r"call 1: (\d+) tokens at ([\d.]+) tok/s", out)
        second = re.search(r"call 2: .*?prompt ([\d,]+) tokens, ([\d,]+) from the cache", out)
        assert first and float(first.group(2)) > 0, out
        assert second and int(second.group(2).replace(",", "")) > 0, out
        assert "stopped: tiny" in out
        figures = json.loads((work / "counsel" / "drive.json").read_text(encoding="utf-8"))
        assert figures["calls"][1]["prompt_tokens_cached"] == int(second.group(2).replace(",", ""))
    finally:
        assert Supervisor(load_settings(work / "counsel" / "gpu.toml")).down() == []  # nothing left running
