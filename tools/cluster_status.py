"""cluster_status: every board's GPUs, its model and whether it is ready, its queue, and what looks wrong."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Literal

import anyio
import httpx
from pydantic import BaseModel, Field

from server.cluster.api_keys import read_api_key
from server.cluster.boards import inventories_for
from server.cluster.health import EndpointHealth, aprobe_endpoint
from server.state import AppState, Progress, no_progress

if TYPE_CHECKING:
    from server.cluster.nvml import Gpu, GpuInventory
    from server.cluster.supervisor import ModelStatus

ModelStateName = Literal["loading", "ready", "down", "unknown"]
_PREDICTED_TPS = re.compile(r"^llamacpp:predicted_tokens_seconds\s+([0-9.eE+-]+)\s*$", re.MULTILINE)


class ClusterStatusInput(BaseModel):
    probe: bool = Field(
        True,
        description="Probe each endpoint's /health (llama.cpp) or /api/ps (Ollama), about a second at most. "
        "False reports only what the supervisor knows (state 'unknown' for endpoints).",
    )


class GpuState(BaseModel):
    index: int = Field(description="NVML index, for display only (configs name GPUs by UUID or PCI bus id).")
    uuid: str
    bus_id: str
    name: str
    memory_used_mib: int = Field(description="Memory in use on the GPU now, MiB (all processes).")
    memory_total_mib: int = Field(description="The GPU's memory, MiB.")
    pids: list[int] = Field(description="Compute processes NVML sees on this GPU.")


class ModelState(BaseModel):
    name: str = Field(description="Model name in the config (what roles point at).")
    label: str
    backend: str = Field(description="llama.cpp or ollama.")
    url: str
    state: ModelStateName = Field(
        description="ready: answering, calls run now. loading: the server is up but still loading weights "
        "(HTTP 503); calls wait for it. down: not running, crashed or unreachable; calls to it fail until it "
        "is started (`python -m server cluster up`). unknown: not probed."
    )
    detail: str = Field(description="Why it is in that state, in words.")
    managed_here: bool = Field(description="True when this machine's supervisor launches and restarts it.")
    pid: int | None = None
    restarts: int = Field(0, description="Times the supervisor restarted it after a crash.")
    last_exit_code: int | None = Field(None, description="Exit code of its last crash (negative: killed by signal).")
    last_tokens_per_s: float | None = Field(
        None,
        description="Generation speed in tokens/s of the last call through counsel, or the server's average "
        "from /metrics when counsel has not called it yet; null when unknown.",
    )


class QueueState(BaseModel):
    capacity: int = Field(description="Requests the board runs at once.")
    depth: int = Field(description="Requests waiting for a turn now.")
    running: int = Field(description="Requests running now.")
    served: int = Field(description="Requests that have had their turn since the server started.")
    last_wait_s: float = Field(description="Seconds the most recent request waited for its turn.")
    max_wait_s: float = Field(description="Longest wait for a turn so far, seconds.")


class BoardState(BaseModel):
    name: str
    host: str
    interconnect: str = Field(description="nvlink (all GPUs NVLinked), pcie, or cpu (no GPU).")
    gpus: list[GpuState] = Field(description="The board's GPUs as NVML sees them now; empty for cpu or unseen.")
    models: list[ModelState]
    queue: QueueState | None = Field(None, description="This board's request line; null without a queue.")
    warnings: list[str] = Field(description="Problems on this board: a model off its GPUs, a foreign process.")


class ClusterStatusResult(BaseModel):
    boards: list[BoardState]
    inventory: list[str] = Field(description="What NVML reported per host, e.g. 'host rig: 12 GPUs'.")
    warnings: list[str] = Field(description="Every warning of every board, in one list.")


async def cluster_status(
    request: ClusterStatusInput, state: AppState, progress: Progress = no_progress
) -> ClusterStatusResult:
    """Where the models run and whether they can answer: per board its GPUs (memory used/total, MiB), its
    model's state (ready, loading, down), crash restarts, last tok/s, and its queue (requests running and
    waiting). Read-only; about a second with probe=true. Check it when a model call fails or is slow."""
    settings = state.settings
    from server.cluster.supervisor import Supervisor  # the process machinery loads when status is first asked for

    supervisor = state.supervisor or Supervisor(settings, inventory=state.inventory)
    facts = {s.name: s for s in await anyio.to_thread.run_sync(lambda: supervisor.status(probe=False))}
    inventory = await anyio.to_thread.run_sync(state.inventory.refresh) if state.inventory is not None else None
    inventories = inventories_for(settings, inventory)
    await progress(0, 2, "probing endpoints")
    health: dict[str, EndpointHealth] = {}
    speeds: dict[str, float | None] = {}
    if request.probe:
        async with httpx.AsyncClient(timeout=1.5, trust_env=False) as client, anyio.create_task_group() as tg:
            for name in settings.models:
                tg.start_soon(_probe, state, name, client, health, speeds)
    await progress(1, 2, "reading GPUs")
    queues = state.queues.snapshot() if state.queues is not None else {}
    our_pids = {s.pid: s.name for s in facts.values() if s.pid is not None}
    boards = []
    for board_name, board in settings.boards.items():
        inv = inventories.get(board.host)
        gpus, warnings = _board_gpus(board_name, board.gpus, inv)
        models = []
        for name, model in settings.models.items():
            if model.board != board_name:
                continue
            models.append(_model_state(facts[name], health.get(name), speeds.get(name), state, name))
            pid = facts[name].pid
            if pid is not None and inv is not None:
                off = [g for g in inv.pids().get(pid, ()) if g.uuid not in {x.uuid for x in gpus}]
                if off:
                    warnings.append(
                        f"model {name} (pid {pid}) is off its board {board_name}: it runs on "
                        f"{', '.join(g.label() for g in off)}; restart it with `python -m server cluster down` "
                        "then `cluster up`"
                    )
        for gpu in gpus:
            for proc in gpu.processes:
                if proc.pid not in our_pids:
                    warnings.append(
                        f"board {board_name}, {gpu.label()}: foreign process pid {proc.pid} "
                        f"({proc.used_mib if proc.used_mib is not None else '?'} MiB) is not a counsel model; "
                        "stop it or expect out-of-memory errors"
                    )
        stats = queues.get(board_name)
        boards.append(
            BoardState(
                name=board_name,
                host=board.host,
                interconnect=board.interconnect,
                gpus=[_gpu_state(g) for g in gpus],
                models=models,
                queue=QueueState(
                    capacity=stats.capacity,
                    depth=stats.depth,
                    running=stats.running,
                    served=stats.served,
                    last_wait_s=round(stats.last_wait_s, 3),
                    max_wait_s=round(stats.max_wait_s, 3),
                )
                if stats is not None
                else None,
                warnings=warnings,
            )
        )
    hosts = {board.host for board in settings.boards.values() if board.interconnect != "cpu"}
    described = [inventories[h].summary() if h in inventories else f"host {h}: not inventoried" for h in sorted(hosts)]
    return ClusterStatusResult(
        boards=boards, inventory=described, warnings=[w for board in boards for w in board.warnings]
    )


async def _probe(
    state: AppState,
    name: str,
    client: httpx.AsyncClient,
    health: dict[str, EndpointHealth],
    speeds: dict[str, float | None],
) -> None:
    backend = state.backends.get(name)
    if backend is not None:
        found = await backend.health()
        health[name] = EndpointHealth(found.state, found.detail)
    else:
        health[name] = await aprobe_endpoint(state.settings, name, client=client)
    model = state.settings.models[name]
    if model.backend == "llama.cpp" and health[name].state == "ready" and backend is None:
        speeds[name] = await _metrics_speed(state, name, client)


async def _metrics_speed(state: AppState, name: str, client: httpx.AsyncClient) -> float | None:
    """The server's average generation tok/s from its /metrics (llama-server --metrics)."""
    key = read_api_key(state.settings, name)
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    try:
        response = await client.get(f"{state.settings.url_of(state.settings.models[name])}/metrics", headers=headers)
    except httpx.HTTPError:
        return None
    match = _PREDICTED_TPS.search(response.text) if response.status_code == 200 else None
    value = float(match.group(1)) if match else 0.0
    return round(value, 2) if value > 0 else None


def _board_gpus(board: str, refs: tuple[str, ...], inv: GpuInventory | None) -> tuple[list[Gpu], list[str]]:
    if inv is None or not refs:
        return [], []
    gpus, warnings = [], []
    for ref in refs:
        gpu = inv.find(ref)
        if gpu is None:
            warnings.append(
                f"board {board}: GPU {ref!r} is not visible on host {inv.host} ({inv.reason or 'not found'}); "
                "check the config against `python -m server cluster inventory`"
            )
        else:
            gpus.append(gpu)
    return gpus, warnings


def _gpu_state(gpu: Gpu) -> GpuState:
    return GpuState(
        index=gpu.index,
        uuid=gpu.uuid,
        bus_id=gpu.bus_id,
        name=gpu.name,
        memory_used_mib=gpu.memory_used_mib,
        memory_total_mib=gpu.memory_total_mib,
        pids=[p.pid for p in gpu.processes],
    )


def _model_state(
    fact: ModelStatus, health: EndpointHealth | None, speed: float | None, state: AppState, name: str
) -> ModelState:
    if fact.managed_here and fact.pid is None and (health is None or health.state != "ready"):
        current, detail = "down", fact.detail  # not running, or crashed and waiting to restart
    elif health is None:
        current, detail = "unknown", fact.detail if fact.managed_here else "not probed"
    elif fact.managed_here and health.state == "down":
        current, detail = "loading", f"process {fact.pid} is up but not answering yet ({health.detail})"
    else:
        current, detail = health.state, health.detail
    backend = state.backends.get(name)
    tps = backend.last_tokens_per_s if backend is not None and backend.last_tokens_per_s else speed
    return ModelState(
        name=name,
        label=fact.label,
        backend=fact.backend,
        url=fact.url,
        state=current,
        detail=detail,
        managed_here=fact.managed_here,
        pid=fact.pid,
        restarts=fact.restarts,
        last_exit_code=fact.last_exit_code,
        last_tokens_per_s=tps,
    )
