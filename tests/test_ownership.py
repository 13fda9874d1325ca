"""A model server counsel autostarts ends with the last MCP server using it, however that one ends.

Real processes throughout: ``python -m server`` started as Claude Code starts it (its config autostarts the
tiny model on a CPU ``llama-server``), signalled with SIGTERM or SIGKILL; the ``llama-server`` is looked up by
pid afterwards. Two MCP servers share one model server: one ending mid-call of the other does not stop it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import anyio
import pytest
from conftest import write_config
from llama_fixture import free_port
from mcp import Client, StdioServerParameters
from test_supervisor import is_gone, poll_until

from server.cluster import leases
from server.cluster.processes import pid_alive
from server.cluster.supervisor import Supervisor
from server.cluster.watcher import SharedSupervisor
from server.settings import PROJECT_ROOT, Settings, load_settings

LOAD_S = 180  # the most a tiny model's start may take on a loaded 2-core machine


def owned_config(tmp_path: Path, **model: object) -> tuple[Path, Settings]:
    """A config whose one model this machine launches, autostarted by the MCP server."""
    config = write_config(
        tmp_path / "counsel.toml",
        tmp_path / "matters",
        free_port(),
        server={"autostart": True},
        managed=True,
        threads=1,
        load_timeout_s=LOAD_S,
        **model,
    )
    return config, load_settings(config)


def server_env(config: Path) -> dict[str, str]:
    """The environment Claude Code gives the server, and any llama.cpp settings (``LLAMA_ARG_*``) of this one."""
    llama = {k: v for k, v in os.environ.items() if k.startswith("LLAMA_ARG_")}
    return {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp"), "COUNSEL_CONFIG": str(config), **llama}


@contextmanager
def mcp_server(config: Path, log: Path) -> Iterator[subprocess.Popen[bytes]]:
    """``python -m server`` with its stdin held open, as Claude Code keeps it while a session lasts."""
    with log.open("wb") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "server"],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=sink,
            env=server_env(config),
            cwd=PROJECT_ROOT,
        )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=60)
        if process.stdin:
            process.stdin.close()


def model_running(settings: Settings, log: Path) -> int:
    """Wait until the autostarted model answers; its llama-server's pid."""
    sup = Supervisor(settings)

    def ready() -> int | None:
        (status,) = sup.status(probe=True)
        return status.pid if status.state == "ready" else None

    return poll_until(
        ready,
        LOAD_S,
        "the autostarted model",
        explain=lambda: log.read_text(encoding="utf-8", errors="replace")[-3000:],
    )


def parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text(encoding="utf-8").rpartition(")")[2].split()[1])


def lease_holders(settings: Settings) -> set[int]:
    return {int(name.split("-")[0]) for name in leases.holders(settings.server.state_dir) if name != leases.PINNED}


@pytest.fixture
def cleanup() -> Iterator[list[Settings]]:
    """Whatever a failed test left running is stopped (the settings each test registers)."""
    registered: list[Settings] = []
    yield registered
    for settings in registered:
        Supervisor(settings).down()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_the_model_server_an_mcp_server_autostarted_is_gone_once_that_server_is_signalled(
    tmp_path: Path, sig: signal.Signals, cleanup: list[Settings]
) -> None:
    config, settings = owned_config(tmp_path)
    cleanup.append(settings)
    log = tmp_path / "mcp.log"
    with mcp_server(config, log) as process:
        model = model_running(settings, log)
        keeper = Supervisor(settings).watcher_pid()
        assert keeper is not None and keeper != process.pid
        assert parent_of(model) == keeper and lease_holders(settings) == {process.pid}
        process.send_signal(sig)
        code = process.wait(timeout=60)
    # SIGTERM: the lifespan closes in order and the process exits 0; SIGKILL: its lease dies with it
    assert code == (0 if sig == signal.SIGTERM else -signal.SIGKILL), log.read_text(encoding="utf-8")
    poll_until(lambda: is_gone(model) and is_gone(keeper), 60, "the model server and its keeper to end")
    assert lease_holders(settings) == set()
    if sig == signal.SIGTERM:
        assert "SIGTERM: cancelling the calls in flight and closing" in log.read_text(encoding="utf-8")


@pytest.mark.slow
def test_two_mcp_servers_share_one_model_server_and_one_ending_mid_call_does_not_stop_it(
    tmp_path: Path, cleanup: list[Settings]
) -> None:
    config, settings = owned_config(tmp_path, max_tokens=400)
    cleanup.append(settings)
    (settings.server.matters_dir / "m" / "inbox").mkdir(parents=True)
    letter = "Invoice 4471 for 12 laptops was delivered on April 2, 2024 and is unpaid."
    (settings.server.matters_dir / "m" / "inbox" / "note.txt").write_text(letter, encoding="utf-8")
    log = tmp_path / "first.log"
    generating = anyio.Event()

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        if "tokens" in (message or ""):
            generating.set()

    async def second_session(first: subprocess.Popen[bytes], model: int) -> None:
        params = StdioServerParameters(command=sys.executable, args=["-m", "server"], env=server_env(config))
        async with Client(params) as client:
            await client.call_tool("ingest_sources", {"matter": "m", "paths": ["inbox"]})
            holders = lease_holders(settings)
            assert first.pid in holders and len(holders) == 2  # the second session leased the running server
            async with anyio.create_task_group() as group:
                outcome = {}

                async def draft() -> None:
                    arguments = {
                        "matter": "m",
                        "instructions": "Write a long letter about the invoice.",
                        "query": "4471",
                    }
                    outcome["draft"] = await client.call_tool("draft_routine", arguments, progress_callback=on_progress)

                group.start_soon(draft)
                with anyio.fail_after(LOAD_S):
                    await generating.wait()  # the second session's call is with the model now
                first.send_signal(signal.SIGTERM)  # the first session ends
                assert await anyio.to_thread.run_sync(lambda: first.wait(timeout=60)) == 0
            assert not outcome["draft"].is_error, outcome["draft"].content[0].text
            assert pid_alive(model) and model_running(settings, log) == model  # the same server, never restarted
            again = await client.call_tool(
                "draft_routine", {"matter": "m", "instructions": "Once more.", "query": "4471", "max_tokens": 16}
            )
            assert not again.is_error, again.content[0].text
            assert first.pid not in lease_holders(settings) and len(lease_holders(settings)) == 1

    with mcp_server(config, log) as first:
        model = model_running(settings, log)
        anyio.run(second_session, first, model)
    keeper = Supervisor(settings).watcher_pid()
    poll_until(lambda: is_gone(model) and (keeper is None or is_gone(keeper)), 60, "the last session out to stop it")


def test_a_keeper_killed_outright_takes_its_model_server_along_and_the_next_call_starts_a_fresh_one(
    tmp_path: Path, cleanup: list[Settings]
) -> None:
    _, settings = owned_config(tmp_path)
    cleanup.append(settings)

    async def main() -> None:
        sup = SharedSupervisor(settings)  # as the MCP server's autostart holds it
        try:
            with anyio.fail_after(LOAD_S + 30):
                await sup.ensure_ready("smollm2", timeout_s=LOAD_S)
            first, keeper = sup.status(probe=False)[0].pid, sup.keeper
            assert first is not None and keeper is not None
            os.kill(keeper, signal.SIGKILL)
            poll_until(lambda: is_gone(first), 30, "the server to die with its keeper (parent-death signal)")
            with anyio.fail_after(LOAD_S + 30):
                await sup.ensure_ready("smollm2", timeout_s=LOAD_S)
            second = sup.status(probe=False)[0].pid
            assert second not in (None, first) and sup.keeper not in (None, keeper)
        finally:
            sup.close()
        poll_until(lambda: is_gone(second), 60, "the server to stop once its last lease was given up")

    anyio.run(main)
