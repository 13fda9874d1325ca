"""Model backends against a misbehaving loopback endpoint, a fake Ollama, and the real CPU llama-server.

The ``llama_server`` session fixture (tests/llama_fixture.py) is registered by tests/conftest.py.
"""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import anyio
import httpx
import jsonschema
import pytest
from faulty_endpoint import (
    Behaviour,
    Drop,
    FaultyEndpoint,
    Hangup,
    Malformed,
    Ok,
    Slow,
    Stall,
    Status,
    refused_port,
)
from llama_fixture import LlamaServer

from server.errors import (
    BackendError,
    BackendResponseError,
    BackendTimeoutError,
    BackendUnavailableError,
    ConfigError,
)
from server.models.backends import Backend, Completion, LlamaCppBackend, OllamaBackend, make_backend, make_backends
from server.models.retry import RetryPolicy
from server.settings import ROLE_NAMES, Settings, parse_settings

pytestmark = pytest.mark.anyio

ASK = [{"role": "user", "content": "Say hello."}]
HANG_S = 30  # only turns a hang into a failure (the retry budgets under test are seconds)
SCHEMA = {
    "type": "object",
    "properties": {
        "items": {
            "type": "array",
            "minItems": 1,
            "maxItems": 3,
            "items": {
                "type": "object",
                "properties": {"name": {"type": "string", "maxLength": 24}, "amount": {"type": "number"}},
                "required": ["name", "amount"],
                "additionalProperties": False,
            },
        }
    },
    "required": ["items"],
    "additionalProperties": False,
}
FAST = RetryPolicy(attempts=3, budget_s=3.0, initial_delay_s=0.01, max_delay_s=0.05, jitter_s=0.01)


def settings_for(*ports: int, backend: str = "llama.cpp", **model: Any) -> Settings:
    """A config with one model per port (named m0, m1, ...) on a loopback CPU board."""
    models = {}
    for i, port in enumerate(ports):
        entry: dict[str, Any] = {
            "backend": backend,
            "board": "cpu",
            "label": f"Fake model {i}",
            "port": port,
            "managed": False,
            "connect_timeout_s": 2.0,
            "read_timeout_s": 10.0,
            "load_timeout_s": 5.0,
            "max_tokens": 64,
            "temperature": 0.0,
        }
        if backend == "ollama":
            entry["ollama_model"] = "fake-model"
        models[f"m{i}"] = entry | model
    data = {
        "server": {"matters_dir": "matters"},
        "hosts": {"local": {}},
        "boards": {"cpu": {"host": "local", "interconnect": "cpu", "share": True}},
        "models": models,
        "roles": dict.fromkeys(ROLE_NAMES, "m0"),
    }
    return parse_settings(data, base_dir=Path(__file__).parent)


def backend_for(port: int, *, backend: str = "llama.cpp", policy: RetryPolicy = FAST, **model: Any) -> Backend:
    return make_backend("m0", settings_for(port, backend=backend, **model), policy=policy)


# --- llama.cpp protocol against the loopback endpoint ----------------------------------------------------------
async def test_a_streamed_chat_returns_the_text_the_timings_and_tokens_per_second() -> None:
    with FaultyEndpoint("llama", [Ok(tokens=("Hello", ",", " world", "."), tokens_per_s=40.0)]) as ep:
        async with backend_for(ep.port) as backend:
            completion = await backend.chat(ASK)
        sent = ep.chats[0].json()
    assert completion == Completion(
        text="Hello, world.",
        reasoning=None,
        model="m0",
        label="Fake model 0",
        endpoint=ep.url,
        board="cpu",
        prompt_tokens=3,
        completion_tokens=4,
        tokens_per_s=40.0,
        prompt_ms=12.5,
        predicted_ms=100.0,
        wall_ms=completion.wall_ms,
        finish_reason="stop",
        retries=0,
        cached_tokens=0,
    )
    assert 0 < completion.wall_ms < 10_000
    assert backend.last_tokens_per_s == 40.0
    assert sent["stream"] is True and sent["stream_options"] == {"include_usage": True}
    assert (sent["max_tokens"], sent["temperature"], sent["messages"]) == (64, 0.0, ASK)


@pytest.mark.parametrize(
    ("plan", "retries"),
    [
        pytest.param([Status(503), Status(503), Ok()], 2, id="503-loading-then-200"),
        pytest.param([Status(429, "too many requests"), Ok()], 1, id="429-then-200"),
        pytest.param([Status(503, retry_after=0.05), Ok()], 1, id="503-with-retry-after"),
        pytest.param([Hangup(), Ok()], 1, id="closed-before-answering"),
    ],
)
async def test_a_loading_or_busy_endpoint_is_retried_until_it_answers(plan: list[Behaviour], retries: int) -> None:
    with FaultyEndpoint("llama", plan) as ep, anyio.fail_after(HANG_S):
        async with backend_for(ep.port) as backend:
            completion = await backend.chat(ASK)
        assert (completion.text, completion.retries) == ("Hello, world.", retries)
        assert len(ep.chats) == retries + 1


async def test_a_refused_connection_is_retried_then_reported_naming_the_url_and_the_fix() -> None:
    waits: list[float] = []

    async def record(seconds: float) -> None:
        waits.append(seconds)

    with refused_port() as port, anyio.fail_after(HANG_S):
        async with backend_for(port, policy=replace(FAST, sleep=record)) as backend:
            with pytest.raises(BackendUnavailableError) as caught:
                await backend.chat(ASK)
    message = str(caught.value)
    url = f"http://127.0.0.1:{port}"
    assert caught.value.endpoint == url
    assert f"model 'm0' at {url} could not be reached (Connection refused)" in message
    assert "`python -m server cluster status`" in message
    assert "gave up after 3 attempts" in message
    assert len(waits) == 2


async def test_a_server_that_keeps_closing_before_answering_is_reported_after_the_attempt_limit() -> None:
    with FaultyEndpoint("llama", [Hangup()]) as ep, anyio.fail_after(HANG_S):
        async with backend_for(ep.port) as backend:
            with pytest.raises(BackendUnavailableError) as caught:
                await backend.chat(ASK)
    assert "closed the connection before answering" in str(caught.value) and ep.url in str(caught.value)
    assert len(ep.chats) == FAST.attempts


@pytest.mark.parametrize(
    ("behaviour", "fragment", "more_than_the_attempt_limit"),
    [
        pytest.param(Status(503), "(HTTP 503: Loading model) past load_timeout_s = 1 s", True, id="loading-forever"),
        pytest.param(Status(429, "slow down"), "kept answering HTTP 429 (busy: slow down)", False, id="busy-forever"),
    ],
)
async def test_an_endpoint_that_stays_loading_or_busy_is_reported_unavailable_in_bounded_time(
    behaviour: Status, fragment: str, more_than_the_attempt_limit: bool
) -> None:
    with FaultyEndpoint("llama", [behaviour]) as ep, anyio.fail_after(HANG_S):
        async with backend_for(ep.port, load_timeout_s=1.0) as backend:
            with pytest.raises(BackendUnavailableError) as caught:
                await backend.chat(ASK)
        assert fragment in str(caught.value) and ep.url in str(caught.value)
        # loading waits on the model's load_timeout_s; 429 (like a refused connection) on the attempt limit
        assert (len(ep.chats) > FAST.attempts) is more_than_the_attempt_limit
        assert len(ep.chats) >= FAST.attempts


@pytest.mark.parametrize(
    ("behaviour", "error", "fragment"),
    [
        pytest.param(Stall(), BackendTimeoutError, "sent nothing for 0.3 s (after 0 tokens)", id="stall"),
        pytest.param(Stall(headers=True), BackendTimeoutError, "raise read_timeout_s", id="stall-after-headers"),
        pytest.param(Malformed(), BackendResponseError, "sent malformed JSON", id="malformed-json"),
        pytest.param(
            Malformed('{"choices": "nope"}'), BackendResponseError, "a chunk of an unexpected shape", id="odd-shape"
        ),
        pytest.param(Drop(), BackendResponseError, "dropped the connection after 3 tokens", id="drop-mid-stream"),
        pytest.param(
            Drop(clean=True), BackendResponseError, "before the final chunk, after 3 tokens", id="truncated-stream"
        ),
        pytest.param(Status(500, "boom"), BackendResponseError, "answered HTTP 500: boom", id="http-500"),
        pytest.param(Status(400, "Expected 'messages'"), BackendResponseError, "HTTP 400: Expected", id="http-400"),
        pytest.param(Status(401, "Invalid API Key"), BackendResponseError, "api_key_file", id="http-401"),
    ],
)
async def test_failures_that_are_not_retried_are_reported_after_exactly_one_request(
    behaviour: Behaviour, error: type[BackendError], fragment: str
) -> None:
    with FaultyEndpoint("llama", [behaviour, Ok()]) as ep, anyio.fail_after(HANG_S):
        async with backend_for(ep.port, read_timeout_s=0.3) as backend:
            with pytest.raises(error) as caught:
                await backend.chat(ASK)
        assert fragment in str(caught.value)
        assert f"model 'm0' at {ep.url}" in str(caught.value)
        assert caught.value.endpoint == ep.url
        assert len(ep.chats) == 1


async def test_cancelling_a_call_mid_stream_closes_the_connection() -> None:
    with FaultyEndpoint("llama", [Slow()]) as ep:
        streaming = anyio.Event()

        async def on_progress(tokens: int) -> None:
            if tokens >= 3:
                streaming.set()

        async with backend_for(ep.port) as backend, anyio.create_task_group() as tg:
            tg.start_soon(partial(backend.chat, ASK, max_tokens=5000, on_progress=on_progress))
            with anyio.fail_after(HANG_S):
                await streaming.wait()
            tg.cancel_scope.cancel()
        exchange = ep.chats[0]
        await ep.wait_for(lambda: exchange.client_disconnected, timeout=HANG_S)
        assert not exchange.finished
        assert exchange.tokens_sent < len(Slow().tokens)


async def test_progress_is_reported_while_streaming_at_most_about_four_times_a_second() -> None:
    calls: list[tuple[float, int]] = []

    async def on_progress(tokens: int) -> None:
        calls.append((anyio.current_time(), tokens))

    with FaultyEndpoint("llama", [Slow(tokens=tuple("abcdefghijklmnopqrstuvwxyz"), interval_s=0.03)]) as ep:
        async with backend_for(ep.port) as backend:
            completion = await backend.chat(ASK, on_progress=on_progress)
    counts = [n for _, n in calls]
    assert completion.text == "abcdefghijklmnopqrstuvwxyz"
    assert counts[0] == 1 and counts[-1] == 26
    assert counts == sorted(set(counts))
    assert 2 <= len(calls) < 26  # ~0.8 s of streaming: one call per 0.25 s plus the last count, not one per token
    gaps = [b - a for (a, _), (b, _) in itertools.pairwise(calls[:-1])]
    assert all(gap >= 0.24 for gap in gaps)


@pytest.mark.parametrize("flavour", ["llama", "ollama"])
@pytest.mark.parametrize(
    ("answer", "text", "reasoning"),
    [
        pytest.param(Ok(tokens=("The", " answer")), "The answer", None, id="plain"),
        pytest.param(Ok(tokens=("Yes",), reasoning=("Let me", " think")), "Yes", "Let me think", id="reasoning-field"),
        pytest.param(Ok(tokens=("<think>", "ponder", "</think>", "Yes")), "Yes", "ponder", id="inline-think"),
        pytest.param(Ok(tokens=("<think>", "cut off")), "", "cut off", id="unterminated-think"),
    ],
)
async def test_reasoning_is_kept_apart_from_the_answer(flavour: str, answer: Ok, text: str, reasoning: str) -> None:
    backend_kind = "llama.cpp" if flavour == "llama" else "ollama"
    with FaultyEndpoint(flavour, [answer]) as ep:
        async with backend_for(ep.port, backend=backend_kind) as backend:
            completion = await backend.chat(ASK)
    assert (completion.text, completion.reasoning) == (text, reasoning)


async def test_a_json_schema_call_sends_the_nested_response_format_and_returns_json() -> None:
    with FaultyEndpoint("llama", [Ok(tokens=('{"items": [', '{"name": "rent", "amount": 1200}', "]}"))]) as ep:
        async with backend_for(ep.port) as backend:
            completion = await backend.chat(ASK, json_schema=SCHEMA)
        sent = ep.chats[0].json()
    assert sent["response_format"] == {"type": "json_schema", "json_schema": {"name": "answer", "schema": SCHEMA}}
    jsonschema.validate(json.loads(completion.text), SCHEMA)


async def test_a_json_schema_answer_that_is_not_json_is_a_response_error() -> None:
    with FaultyEndpoint("llama", [Ok(tokens=("not", " json"))]) as ep:
        async with backend_for(ep.port) as backend:
            with pytest.raises(BackendResponseError, match="not valid JSON") as caught:
                await backend.chat(ASK, json_schema=SCHEMA)
        assert "supports constrained output" in str(caught.value)
        assert len(ep.chats) == 1


async def test_a_json_schema_answer_cut_off_at_max_tokens_is_returned_for_the_caller_to_salvage() -> None:
    with FaultyEndpoint("llama", [Ok(tokens=('{"items": [{"a": 1}, {"a"',), finish_reason="length")]) as ep:
        async with backend_for(ep.port) as backend:
            completion = await backend.chat(ASK, json_schema=SCHEMA)
    assert completion.finish_reason == "length"
    assert completion.text == '{"items": [{"a": 1}, {"a"'


@pytest.mark.parametrize(
    ("health", "state", "fragment"),
    [((200,), "ready", "ok"), ((503,), "loading", "Loading model"), ((500,), "down", "HTTP 500")],
)
async def test_health_maps_the_status_of_llama_server(health: tuple[int], state: str, fragment: str) -> None:
    with FaultyEndpoint("llama", health=health) as ep:
        async with backend_for(ep.port) as backend:
            result = await backend.health()
    assert result.state == state
    assert fragment in result.detail and ep.url in result.detail


async def test_health_of_an_endpoint_that_refuses_is_down_with_the_fix() -> None:
    with refused_port() as port:
        async with backend_for(port) as backend:
            result = await backend.health()
    assert result.state == "down"
    assert "could not be reached" in result.detail and "cluster status" in result.detail


async def test_props_returns_what_llama_server_describes() -> None:
    with FaultyEndpoint("llama") as ep:
        async with backend_for(ep.port) as backend:
            assert isinstance(backend, LlamaCppBackend)
            props = await backend.props()
    assert props["total_slots"] == 1


# --- API key and egress -----------------------------------------------------------------------------------------
async def test_the_api_key_is_read_once_and_sent_as_a_bearer_token(tmp_path: Path) -> None:
    key_file = tmp_path / "m0.key"
    key_file.write_text("sekrit\n", encoding="utf-8")
    with FaultyEndpoint("llama") as ep:
        async with backend_for(ep.port, api_key_file=str(key_file)) as backend:
            await backend.chat(ASK)
            key_file.write_text("changed", encoding="utf-8")
            await backend.chat(ASK)
    assert [e.headers.get("authorization") for e in ep.chats] == ["Bearer sekrit", "Bearer sekrit"]


async def test_no_authorization_header_is_sent_without_an_api_key_file() -> None:
    with FaultyEndpoint("llama") as ep:
        async with backend_for(ep.port) as backend:
            await backend.chat(ASK)
    assert "authorization" not in ep.chats[0].headers


async def test_a_missing_api_key_file_is_reported_before_anything_is_sent(tmp_path: Path) -> None:
    with FaultyEndpoint("llama") as ep:
        async with backend_for(ep.port, api_key_file=str(tmp_path / "absent.key")) as backend:
            with pytest.raises(BackendUnavailableError, match=r"absent\.key.*cluster up"):
                await backend.chat(ASK)
    assert ep.exchanges == []


async def test_each_configured_model_gets_its_own_client_aimed_at_its_configured_url() -> None:
    with FaultyEndpoint("llama") as first, FaultyEndpoint("llama") as second:
        settings = settings_for(first.port, second.port)
        backends = make_backends(settings, policy=FAST)
        try:
            assert sorted(backends) == ["m0", "m1"]
            assert [b.url for b in backends.values()] == [settings.url_of(m) for m in settings.models.values()]
            for backend in backends.values():
                assert (await backend.health()).state == "ready"
        finally:
            for backend in backends.values():
                await backend.aclose()
        assert [e.path for e in first.exchanges] == ["/health"]
        assert [e.path for e in second.exchanges] == ["/health"]


async def test_proxy_variables_in_the_environment_are_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    with FaultyEndpoint("llama") as ep, FaultyEndpoint("llama") as proxy:
        for name in ("HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy"):
            monkeypatch.setenv(name, proxy.url)
        monkeypatch.delenv("NO_PROXY", raising=False)
        monkeypatch.delenv("no_proxy", raising=False)
        async with backend_for(ep.port) as backend:
            await backend.chat(ASK)
        assert len(ep.chats) == 1
        assert proxy.exchanges == []


async def test_a_redirect_to_another_host_is_not_followed() -> None:
    with FaultyEndpoint("llama") as elsewhere:
        redirect = Status(307, "moved", location=f"{elsewhere.url}/v1/chat/completions")
        with FaultyEndpoint("llama", [redirect]) as ep:
            async with backend_for(ep.port) as backend:
                with pytest.raises(BackendResponseError, match="does not follow redirects"):
                    await backend.chat(ASK)
        assert elsewhere.exchanges == []


async def test_a_request_outside_the_configured_endpoint_is_refused() -> None:
    with FaultyEndpoint("llama") as ep, FaultyEndpoint("llama") as elsewhere:
        async with backend_for(ep.port) as backend:
            client: httpx.AsyncClient = backend._client
            with pytest.raises(BackendResponseError, match="may only talk to"):
                await client.get(f"{elsewhere.url}/health")
        assert elsewhere.exchanges == []


def test_an_unknown_model_name_is_a_config_error_listing_the_configured_ones() -> None:
    with pytest.raises(ConfigError, match=r"no model named 'ghost'.*configured: m0"):
        make_backend("ghost", settings_for(9))


# --- Ollama against its loopback fake ---------------------------------------------------------------------------
async def test_ollama_chat_sends_format_and_keep_alive_and_reports_tokens_per_second() -> None:
    with FaultyEndpoint("ollama", [Ok(tokens=('{"items": []', "}"), tokens_per_s=50.0, prompt_ms=20.0)]) as ep:
        async with backend_for(ep.port, backend="ollama", context=4096) as backend:
            completion = await backend.chat(ASK, json_schema=SCHEMA, max_tokens=99)
        sent = ep.chats[0].json()
    assert sent["model"] == "fake-model"
    assert sent["format"] == SCHEMA
    assert sent["keep_alive"] == -1
    assert sent["stream"] is True
    assert sent["options"] == {"num_predict": 99, "temperature": 0.0, "num_ctx": 4096}
    assert completion.text == '{"items": []}'
    assert completion.tokens_per_s == pytest.approx(50.0)
    assert (completion.completion_tokens, completion.prompt_ms, completion.predicted_ms) == (2, 20.0, 40.0)
    assert completion.finish_reason == "stop"


@pytest.mark.parametrize(
    ("plan", "error", "fragment", "requests"),
    [
        pytest.param([Drop()], BackendResponseError, "dropped the connection after 3 tokens", 1, id="drop"),
        pytest.param([Malformed()], BackendResponseError, "malformed JSON", 1, id="malformed"),
        pytest.param(
            [Malformed('{"error": "out of memory"}')], BackendResponseError, "error mid-answer: out of memory", 1,
            id="error-line",
        ),
        pytest.param([Status(404, "model not found")], BackendResponseError, "ollama pull fake-model", 1, id="404"),
        pytest.param([Status(503, "server busy")], BackendUnavailableError, "HTTP 503: server busy", None, id="503"),
    ],
)  # fmt: skip
async def test_ollama_failures_are_reported_with_the_fix(
    plan: list[Behaviour], error: type[BackendError], fragment: str, requests: int | None
) -> None:
    with FaultyEndpoint("ollama", plan) as ep, anyio.fail_after(HANG_S):
        async with backend_for(ep.port, backend="ollama", load_timeout_s=0.5) as backend:
            with pytest.raises(error) as caught:
                await backend.chat(ASK)
        assert fragment in str(caught.value) and ep.url in str(caught.value)
        assert len(ep.chats) == requests if requests is not None else len(ep.chats) > 1


async def test_ollama_503_then_200_is_retried() -> None:
    with FaultyEndpoint("ollama", [Status(503, "busy"), Ok()]) as ep:
        async with backend_for(ep.port, backend="ollama") as backend:
            completion = await backend.chat(ASK)
    assert (completion.text, completion.retries, len(ep.chats)) == ("Hello, world.", 1, 2)


@pytest.mark.parametrize(("resident", "expected"), [(True, True), (False, False)])
async def test_ollama_resident_reads_api_ps(resident: bool, expected: bool) -> None:
    with FaultyEndpoint("ollama", model="fake-model:latest", resident=resident) as ep:
        async with backend_for(ep.port, backend="ollama") as backend:
            assert isinstance(backend, OllamaBackend)
            assert await backend.resident() is expected
    assert [e.path for e in ep.exchanges] == ["/api/ps"]


@pytest.mark.parametrize(
    ("pulled", "state", "fragment"),
    [("fake-model:latest", "ready", "is pulled"), ("other:7b", "down", "`ollama pull fake-model`")],
)
async def test_ollama_health_checks_that_the_model_is_pulled(pulled: str, state: str, fragment: str) -> None:
    with FaultyEndpoint("ollama", model=pulled) as ep:
        async with backend_for(ep.port, backend="ollama") as backend:
            result = await backend.health()
    assert (result.state, fragment in result.detail) == (state, True)


# --- prompt reuse: what each server says about its cache ----------------------------------------------------------
LONG_ASK = [{"role": "user", "content": "x " * 600}]  # 1,200 characters: the fakes count 301 prompt tokens


@pytest.mark.parametrize(
    ("flavour", "answer", "prompt_tokens", "cached"),
    [
        pytest.param("llama", Ok(cached=250), 301, 250, id="llama-cache_n"),
        pytest.param("llama", Ok(), 301, 0, id="llama-nothing-cached"),
        pytest.param("ollama", Ok(cached=250, ollama_cached_field=True), 301, 250, id="ollama-cached-field"),
        # 51 evaluated of a prompt of at least 1,200 // 6 = 200 tokens: at least 149 came from the cache
        pytest.param("ollama", Ok(cached=250), 200, 149, id="ollama-evaluated-only"),
        pytest.param("ollama", Ok(), 301, None, id="ollama-whole-prompt-counted"),
    ],
)
async def test_the_completion_says_how_many_prompt_tokens_the_server_served_from_its_cache(
    flavour: str, answer: Ok, prompt_tokens: int, cached: int | None
) -> None:
    with FaultyEndpoint(flavour, [answer]) as ep:  # type: ignore[arg-type]
        async with backend_for(ep.port, backend="llama.cpp" if flavour == "llama" else "ollama") as backend:
            completion = await backend.chat(LONG_ASK)
    assert (completion.prompt_tokens, completion.cached_tokens) == (prompt_tokens, cached)
    assert completion.prompt_ms == 12.5


# --- the real CPU llama-server with SmolLM2 ---------------------------------------------------------------------
def real_backend(server: LlamaServer) -> Backend:
    return backend_for(server.port, read_timeout_s=60.0, load_timeout_s=60.0, policy=RetryPolicy())


async def test_the_real_llama_server_streams_an_answer_with_tokens_per_second_and_progress(
    llama_server: LlamaServer,
) -> None:
    progress: list[int] = []

    async def on_progress(tokens: int) -> None:
        progress.append(tokens)

    async with real_backend(llama_server) as backend:
        with anyio.fail_after(120):
            completion = await backend.chat(ASK, max_tokens=24, on_progress=on_progress)
    assert completion.text.strip()
    assert completion.tokens_per_s is not None and completion.tokens_per_s > 0
    assert completion.predicted_ms and completion.prompt_ms and completion.prompt_tokens
    assert completion.completion_tokens is not None and 0 < completion.completion_tokens <= 24
    assert completion.finish_reason in {"stop", "length"}
    assert progress and progress[-1] <= completion.completion_tokens
    assert backend.last_tokens_per_s == completion.tokens_per_s


async def test_the_real_llama_server_returns_json_that_validates_against_the_schema(
    llama_server: LlamaServer,
) -> None:
    ask = [{"role": "user", "content": "List two household expenses with their monthly amounts as JSON."}]
    async with real_backend(llama_server) as backend:
        with anyio.fail_after(120):
            completion = await backend.chat(ask, max_tokens=300, json_schema=SCHEMA)
    jsonschema.validate(json.loads(completion.text), SCHEMA)


async def test_the_real_llama_server_reports_ready_and_its_props(llama_server: LlamaServer) -> None:
    async with real_backend(llama_server) as backend:
        health = await backend.health()
        assert isinstance(backend, LlamaCppBackend)
        props = await backend.props()
    assert health.state == "ready"
    assert props["default_generation_settings"]["n_ctx"] == llama_server.context


async def test_cancelling_a_real_generation_frees_the_llama_server_slot(
    llama_server: LlamaServer,
) -> None:
    # SmolLM2 at temperature 0 loops on this prompt until max_tokens (about 20 s here), so an idle slot
    # within a few seconds of cancelling means the server stopped generating.
    ask = [{"role": "user", "content": "Write the alphabet A to Z one hundred times."}]
    streaming = anyio.Event()

    async def on_progress(tokens: int) -> None:
        if tokens >= 5:
            streaming.set()

    async def slot_busy(probe: httpx.AsyncClient) -> bool:
        slots = (await probe.get("/slots")).json()
        return any(slot["is_processing"] for slot in slots)

    async with (
        real_backend(llama_server) as backend,
        httpx.AsyncClient(base_url=llama_server.url, trust_env=False) as probe,
    ):
        async with anyio.create_task_group() as tg:
            tg.start_soon(partial(backend.chat, ask, max_tokens=1500, temperature=0.0, on_progress=on_progress))
            with anyio.fail_after(120):
                await streaming.wait()
            busy_while_streaming = await slot_busy(probe)
            tg.cancel_scope.cancel()
        assert busy_while_streaming
        with anyio.fail_after(HANG_S):
            while await slot_busy(probe):
                await anyio.sleep(0.05)


@pytest.mark.parametrize(("flavour", "backend"), [("llama", "llama.cpp"), ("ollama", "ollama")])
async def test_configured_repeat_penalty_and_seed_are_sent_and_absent_ones_are_not(flavour: str, backend: str) -> None:
    with FaultyEndpoint(flavour, [Ok()]) as ep:
        async with backend_for(ep.port, backend=backend, repeat_penalty=1.3, seed=7) as configured:
            await configured.chat(ASK)
        async with backend_for(ep.port, backend=backend) as plain:
            await plain.chat(ASK)
        sent, bare = ep.chats[0].json(), ep.chats[1].json()
    options, bare_options = (sent["options"], bare["options"]) if backend == "ollama" else (sent, bare)
    assert (options["repeat_penalty"], options["seed"]) == (1.3, 7)
    assert "repeat_penalty" not in bare_options and "seed" not in bare_options
