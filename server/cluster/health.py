"""Is a model endpoint answering? ``/health`` for llama.cpp, ``/api/ps`` (model resident) for Ollama.

``probe_endpoint`` blocks (the CLI, the supervisor's status); ``aprobe_endpoint`` is the same probe for the
event loop. Neither raises for network errors: an unreachable endpoint is ``EndpointHealth("down", ...)``.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any, Literal

import httpx

from server.settings import Settings

State = Literal["loading", "ready", "down"]
PROBE_TIMEOUT_S = 1.5


@dataclass(frozen=True)
class EndpointHealth:
    """ready: answering; loading: up but /health says 503; down: refused, unreachable or erroring."""

    state: State
    detail: str
    reachable: bool = True


def health_from_status(status: int) -> EndpointHealth:
    if status == 200:
        return EndpointHealth("ready", "/health 200")
    if status == 503:
        return EndpointHealth("loading", "/health 503: loading the model")
    return EndpointHealth("down", f"/health answered {status}", reachable=False)


def ollama_health(status: int, payload: Any, tag: str) -> EndpointHealth:
    """Reachable Ollama with ``tag`` resident (and pinned with keep_alive -1) is ready."""
    if status != 200 or not isinstance(payload, dict):
        return EndpointHealth("down", f"/api/ps answered {status}", reachable=False)
    wanted = {tag, tag if ":" in tag else f"{tag}:latest"}
    for entry in payload.get("models") or ():
        if isinstance(entry, dict) and {entry.get("name"), entry.get("model")} & wanted:
            expires = str(entry.get("expires_at", ""))
            if expires[:4].isdigit() and int(expires[:4]) >= 2200:
                return EndpointHealth("ready", f"{tag} resident and pinned (keep_alive -1)")
            return EndpointHealth(
                "ready",
                f"{tag} resident but unloads at {expires or 'an unknown time'}; pin it with "
                f'`curl <ollama>/api/generate -d \'{{"model": "{tag}", "keep_alive": -1}}\'`',
            )
    return EndpointHealth(
        "down",
        f"Ollama reachable but {tag} is not resident; load and pin it with "
        f'`curl <ollama>/api/generate -d \'{{"model": "{tag}", "keep_alive": -1}}\'`',
    )


def probe_endpoint(settings: Settings, name: str, *, timeout_s: float = PROBE_TIMEOUT_S) -> EndpointHealth:
    """Blocking probe of one model's endpoint (for the CLI); never raises for network errors."""
    model = settings.models[name]
    url = settings.url_of(model)
    try:
        if model.backend == "ollama":
            response = httpx.get(f"{url}/api/ps", timeout=timeout_s, trust_env=False)
            return ollama_health(response.status_code, _json(response), model.ollama_model or "")
        return health_from_status(httpx.get(f"{url}/health", timeout=timeout_s, trust_env=False).status_code)
    except httpx.HTTPError as exc:
        return EndpointHealth("down", f"{url} unreachable ({type(exc).__name__})", reachable=False)


async def aprobe_endpoint(
    settings: Settings, name: str, *, timeout_s: float = PROBE_TIMEOUT_S, client: httpx.AsyncClient | None = None
) -> EndpointHealth:
    """The same probe without blocking the event loop."""
    model = settings.models[name]
    url = settings.url_of(model)
    async with contextlib.AsyncExitStack() as stack:
        if client is None:
            client = await stack.enter_async_context(httpx.AsyncClient(timeout=timeout_s, trust_env=False))
        try:
            if model.backend == "ollama":
                response = await client.get(f"{url}/api/ps", timeout=timeout_s)
                return ollama_health(response.status_code, _json(response), model.ollama_model or "")
            response = await client.get(f"{url}/health", timeout=timeout_s)
            return health_from_status(response.status_code)
        except httpx.HTTPError as exc:
            return EndpointHealth("down", f"{url} unreachable ({type(exc).__name__})", reachable=False)
    raise AssertionError("unreachable")  # pragma: no cover - the async with always returns


def _json(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return None
