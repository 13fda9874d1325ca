"""Model backends: llama.cpp's ``llama-server`` and Ollama, each behind one ``httpx.AsyncClient``.

    make_backends(settings)  -> {model name: Backend}   built in the lifespan, closed with ``aclose()``
    backend.chat(messages, json_schema=..., on_progress=...) -> Completion   (streamed; timings and tok/s)
    backend.health()         -> Health("ready" | "loading" | "down", detail)

llama.cpp: ``POST /v1/chat/completions`` streamed as server-sent events; constrained output with
``response_format = {"type": "json_schema", "json_schema": {"schema": ...}}`` (the flat ``schema`` form is silently
ignored); the final chunk carries ``timings`` (``predicted_per_second`` is the generation speed) and, with
``stream_options.include_usage``, ``usage``. ``/health`` is 503 while the model loads; ``/props`` describes it.

Ollama: ``POST /api/chat`` streamed as NDJSON with ``format`` (a JSON schema) and ``keep_alive: -1`` so the model
stays resident; the last line (``done: true``) carries ``eval_count`` and ``eval_duration`` (ns). ``/api/ps`` lists
resident models, ``/api/tags`` pulled ones.

Every httpx failure is translated into ``server.errors`` in one place (:meth:`Backend._translate`); retries happen
only in ``server.models.retry``. Egress: a backend talks only to the URL the config gives its model
(``Settings.url_of``), ignores proxy environment variables and never follows redirects. Cancelling a call closes its
HTTP stream, which makes llama-server stop generating.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Literal, Self

import httpx

from server.errors import (
    BackendError,
    BackendResponseError,
    BackendTimeoutError,
    BackendUnavailableError,
    ConfigError,
)
from server.models.retry import Attempt, Retryable, RetryPolicy, call_with_retry
from server.settings import ModelSettings, Settings

PROGRESS_INTERVAL_S = 0.25
"""``on_progress`` is called at most about four times a second."""

_THINK = re.compile(r"<think>(.*?)(?:</think>|\Z)", re.DOTALL)
_SAMPLE = 120  # characters of a bad answer quoted in an error message


@dataclass(frozen=True)
class Health:
    state: Literal["ready", "loading", "down"]  # ready: HTTP 200; loading: 503; down: anything else or unreachable
    detail: str


@dataclass(frozen=True)
class Completion:
    text: str  # the answer, reasoning removed
    reasoning: str | None  # llama.cpp reasoning_content / Ollama thinking / inline <think> text
    model: str  # config model name, e.g. "drafter"
    label: str  # ModelSettings.label
    endpoint: str  # base URL
    board: str
    prompt_tokens: int | None
    completion_tokens: int | None
    tokens_per_s: float | None  # generation speed reported by the server
    prompt_ms: float | None  # server time spent on the prompt
    predicted_ms: float | None  # server time spent generating
    wall_ms: float  # client time for the whole call, retries and waits included
    finish_reason: str | None  # "stop", "length", ...
    retries: int  # attempts beyond the first


@dataclass
class _Answer:
    """What one streamed answer has accumulated so far."""

    text: list[str] = field(default_factory=list)
    reasoning: list[str] = field(default_factory=list)
    tokens: int = 0  # streamed chunks carrying text (one token each on both servers)
    done: bool = False  # the server sent its final chunk
    finish_reason: str | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    tokens_per_s: float | None = None
    prompt_ms: float | None = None
    predicted_ms: float | None = None

    def add(self, content: str | None, thought: str | None) -> None:
        """One streamed chunk: answer text and/or reasoning (each chunk is one token on both servers)."""
        if content:
            self.text.append(content)
        if thought:
            self.reasoning.append(thought)
        if content or thought:
            self.tokens += 1


class _Throttle:
    """Calls ``on_progress(tokens)`` at most every PROGRESS_INTERVAL_S, plus once at the end."""

    def __init__(self, callback: Callable[[int], Awaitable[None]] | None) -> None:
        self._callback = callback
        self._last = float("-inf")
        self._reported = 0

    async def update(self, tokens: int, *, final: bool = False) -> None:
        if self._callback is None or tokens == self._reported:
            return
        now = time.monotonic()
        if final or now - self._last >= PROGRESS_INTERVAL_S:
            self._last, self._reported = now, tokens
            await self._callback(tokens)


class Backend:
    """One model endpoint. Subclasses say how to ask, how to read the stream and what health means."""

    server_hint: ClassVar[str] = ""
    chat_path: ClassVar[str] = ""
    health_path: ClassVar[str] = ""

    def __init__(
        self, name: str, settings: ModelSettings, url: str, *, client: httpx.AsyncClient, policy: RetryPolicy
    ) -> None:
        self.name = name
        self.settings = settings
        self.url = url
        self.board = settings.board
        self.last_tokens_per_s: float | None = None
        self._client = client
        self._policy = policy

    # --- public API ------------------------------------------------------------------------------------------
    async def chat(
        self,
        messages: Sequence[dict[str, str]],
        *,
        max_tokens: int | None = None,
        temperature: float | None = None,
        json_schema: dict[str, Any] | None = None,
        on_progress: Callable[[int], Awaitable[None]] | None = None,
    ) -> Completion:
        """Stream one chat answer; ``on_progress(tokens_so_far)`` is called while it streams."""
        body = self._chat_body(
            [dict(m) for m in messages],
            max_tokens if max_tokens is not None else self.settings.max_tokens,
            temperature if temperature is not None else self.settings.temperature,
            json_schema,
        )
        started = time.perf_counter()

        async def attempt(current: Attempt) -> Completion:
            answer = _Answer()
            progress = _Throttle(on_progress)
            with self._translate(answer):
                async with self._client.stream("POST", self.chat_path, json=body) as response:
                    await self._check_status(response)
                    async for event in self._events(response):
                        self._absorb_checked(event, answer)
                        if answer.tokens:
                            current.mark_streamed()
                            await progress.update(answer.tokens)
            await progress.update(answer.tokens, final=True)
            if not answer.done:
                raise self._error(
                    BackendResponseError,
                    f"ended its stream before the final chunk, after {answer.tokens} tokens",
                    "check the server's log; it may have crashed or run out of memory",
                )
            return self._completion(answer, json_schema, started, current.retries)

        return await call_with_retry(attempt, policy=self._policy, load_timeout_s=self.settings.load_timeout_s)

    def _sampling(self) -> dict[str, Any]:
        """Optional sampling settings from the config (same names in llama.cpp and Ollama)."""
        extra: dict[str, Any] = {}
        if self.settings.repeat_penalty is not None:
            extra["repeat_penalty"] = self.settings.repeat_penalty
        if self.settings.seed is not None:
            extra["seed"] = self.settings.seed
        return extra

    async def health(self) -> Health:
        """Probe the endpoint once (no retries): ready, loading, or down with the reason."""
        try:
            with self._translate(None):
                response = await self._client.get(self.health_path, timeout=self.settings.connect_timeout_s)
        except Retryable as exc:
            return Health("down", str(exc.error))
        except BackendError as exc:
            return Health("down", str(exc))
        return self._health_of(response)

    async def aclose(self) -> None:
        await self._client.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    # --- what subclasses provide -----------------------------------------------------------------------------
    def _chat_body(
        self, messages: list[dict[str, str]], max_tokens: int, temperature: float, json_schema: dict[str, Any] | None
    ) -> dict[str, Any]:
        raise NotImplementedError

    def _events(self, response: httpx.Response) -> AsyncIterator[dict[str, Any]]:
        raise NotImplementedError

    def _absorb(self, event: dict[str, Any], answer: _Answer) -> None:
        raise NotImplementedError

    def _health_of(self, response: httpx.Response) -> Health:
        raise NotImplementedError

    # --- shared machinery ------------------------------------------------------------------------------------
    def _absorb_checked(self, event: dict[str, Any], answer: _Answer) -> None:
        try:
            self._absorb(event, answer)
        except (AttributeError, TypeError, KeyError) as exc:
            raise self._error(
                BackendResponseError,
                f"sent a chunk of an unexpected shape ({type(exc).__name__}: {exc}; {str(event)[:_SAMPLE]!r})",
                "check that the server's version speaks this API",
            ) from exc

    def _error(self, cls: type[BackendError], what: str, fix: str) -> BackendError:
        return cls(f"model {self.name!r} at {self.url} {what}; {fix}", endpoint=self.url)

    @contextmanager
    def _translate(self, answer: _Answer | None) -> Iterator[None]:
        """The one place httpx errors become counsel errors (connect failures as Retryable)."""
        try:
            yield
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            raise Retryable(
                "connect",
                self._error(BackendUnavailableError, f"could not be reached ({_reason(exc)})", self.server_hint),
            ) from exc
        except httpx.TimeoutException as exc:
            raise self._error(
                BackendTimeoutError,
                f"sent nothing for {self.settings.read_timeout_s:g} s (after {_tokens(answer)} tokens)",
                "it may be overloaded or hung: check its log and `python -m server cluster status`; raise "
                f"read_timeout_s in [models.{self.name}] if its generations legitimately pause that long",
            ) from exc
        except (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError) as exc:
            raise self._error(
                BackendResponseError,
                f"dropped the connection after {_tokens(answer)} tokens ({_reason(exc)})",
                "check the server's log; it may have crashed, restarted or run out of memory",
            ) from exc
        except httpx.HTTPError as exc:
            raise self._error(BackendResponseError, f"failed: {_reason(exc)}", "check the server's log") from exc

    async def _check_status(self, response: httpx.Response) -> None:
        if response.status_code < 300:
            return
        raw = await response.aread()
        detail = _error_detail(raw)
        code = response.status_code
        retry_after = _retry_after(response.headers.get("retry-after"))
        if code == 503:
            raise Retryable(
                "loading",
                self._error(
                    BackendUnavailableError,
                    f"is still loading or unavailable (HTTP 503: {detail}) past load_timeout_s = "
                    f"{self.settings.load_timeout_s:g} s",
                    f"watch its log; raise load_timeout_s in [models.{self.name}] if a large model needs longer",
                ),
                retry_after=retry_after,
            )
        if code == 429:
            raise Retryable(
                "busy",
                self._error(
                    BackendUnavailableError,
                    f"kept answering HTTP 429 (busy: {detail})",
                    "another client is using it; wait, or stop the other client",
                ),
                retry_after=retry_after,
            )
        if code in (401, 403):
            fix = f"check that api_key_file in [models.{self.name}] holds the key the server was started with"
        elif 300 <= code < 400:
            fix = "counsel does not follow redirects; point [models] at the server itself"
        else:
            fix = self._status_fix(code)
        raise self._error(BackendResponseError, f"answered HTTP {code}: {detail}", fix)

    def _status_fix(self, code: int) -> str:
        return "check the server's log"

    def _loads(self, raw: str) -> dict[str, Any]:
        try:
            value = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise self._error(
                BackendResponseError,
                f"sent malformed JSON ({exc.msg} in {raw[:_SAMPLE]!r})",
                "is something else listening on that port? check the server's log and version",
            ) from exc
        if not isinstance(value, dict):
            raise self._error(
                BackendResponseError,
                f"sent JSON that is not an object ({raw[:_SAMPLE]!r})",
                "is something else listening on that port? check the server's version",
            )
        if "error" in value:
            raise self._error(
                BackendResponseError, f"reported an error mid-answer: {_error_detail(raw.encode())}", "check its log"
            )
        return value

    async def _get_json(self, path: str) -> dict[str, Any]:
        async def attempt(current: Attempt) -> dict[str, Any]:
            with self._translate(None):
                response = await self._client.get(path)
                await self._check_status(response)
                return self._loads(response.text)

        return await call_with_retry(attempt, policy=self._policy, load_timeout_s=self.settings.load_timeout_s)

    def _completion(
        self, answer: _Answer, json_schema: dict[str, Any] | None, started: float, retries: int
    ) -> Completion:
        text, thoughts = _split_thinking("".join(answer.text))
        reasoning = "".join(answer.reasoning) + thoughts
        # A schema answer cut off at max_tokens is returned as it is (finish_reason "length"): the caller can
        # keep the items that were complete. Anything else that is not JSON means constraints were ignored.
        if json_schema is not None and answer.finish_reason != "length":
            try:
                json.loads(text)
            except json.JSONDecodeError as exc:
                raise self._error(
                    BackendResponseError,
                    f"was asked for JSON matching a schema but answered text that is not valid JSON ({exc.msg}: "
                    f"{text[:_SAMPLE]!r})",
                    "check that this server build supports constrained output",
                ) from exc
        self.last_tokens_per_s = answer.tokens_per_s or self.last_tokens_per_s
        return Completion(
            text=text,
            reasoning=reasoning or None,
            model=self.name,
            label=self.settings.label,
            endpoint=self.url,
            board=self.board,
            prompt_tokens=answer.prompt_tokens,
            completion_tokens=answer.completion_tokens if answer.completion_tokens is not None else answer.tokens,
            tokens_per_s=answer.tokens_per_s,
            prompt_ms=answer.prompt_ms,
            predicted_ms=answer.predicted_ms,
            wall_ms=(time.perf_counter() - started) * 1000.0,
            finish_reason=answer.finish_reason,
            retries=retries,
        )


class LlamaCppBackend(Backend):
    """llama.cpp ``llama-server``: OpenAI-style chat completions streamed as server-sent events."""

    server_hint = "is its llama-server running? `python -m server cluster status` shows it"
    chat_path = "/v1/chat/completions"
    health_path = "/health"

    async def props(self) -> dict[str, Any]:
        """``GET /props``: the loaded model, context size, slots and chat template."""
        return await self._get_json("/props")

    def _chat_body(
        self, messages: list[dict[str, str]], max_tokens: int, temperature: float, json_schema: dict[str, Any] | None
    ) -> dict[str, Any]:
        body: dict[str, Any] = {
            "messages": messages,
            "stream": True,
            "stream_options": {"include_usage": True},
            "max_tokens": max_tokens,
            "temperature": temperature,
            **self._sampling(),
        }
        if json_schema is not None:
            body["response_format"] = {"type": "json_schema", "json_schema": {"name": "answer", "schema": json_schema}}
        return body

    async def _events(self, response: httpx.Response) -> AsyncIterator[dict[str, Any]]:
        async for line in response.aiter_lines():
            if not line or line.startswith(":"):
                continue
            field_name, _, payload = line.partition(":")
            payload = payload.strip()
            if field_name == "data" and payload == "[DONE]":
                yield {"[DONE]": True}
            elif field_name in ("data", "error"):
                yield self._loads(payload)
            else:
                raise self._error(
                    BackendResponseError,
                    f"answered something that is not an event stream ({line[:_SAMPLE]!r})",
                    "is something else listening on that port?",
                )

    def _absorb(self, event: dict[str, Any], answer: _Answer) -> None:
        if "[DONE]" in event:
            answer.done = True
            return
        for choice in event.get("choices") or ():
            delta = choice.get("delta") or {}
            answer.add(delta.get("content"), delta.get("reasoning_content"))
            if choice.get("finish_reason"):
                answer.finish_reason = choice["finish_reason"]
                answer.done = True
        usage, timings = event.get("usage") or {}, event.get("timings") or {}
        if usage:
            answer.prompt_tokens = usage.get("prompt_tokens", answer.prompt_tokens)
            answer.completion_tokens = usage.get("completion_tokens", answer.completion_tokens)
        if timings:
            answer.tokens_per_s = timings.get("predicted_per_second", answer.tokens_per_s)
            answer.prompt_ms = timings.get("prompt_ms", answer.prompt_ms)
            answer.predicted_ms = timings.get("predicted_ms", answer.predicted_ms)
            if answer.prompt_tokens is None and "prompt_n" in timings:
                answer.prompt_tokens = timings["prompt_n"] + timings.get("cache_n", 0)
            if answer.completion_tokens is None and "predicted_n" in timings:
                answer.completion_tokens = timings["predicted_n"]

    def _health_of(self, response: httpx.Response) -> Health:
        if response.status_code == 200:
            return Health("ready", f"{self.url}: {_error_detail(response.content) or 'ok'}")
        if response.status_code == 503:
            return Health("loading", f"{self.url}: {_error_detail(response.content)}")
        return Health("down", f"{self.url}: HTTP {response.status_code}: {_error_detail(response.content)}")


class OllamaBackend(Backend):
    """Ollama: ``/api/chat`` streamed as NDJSON; the model stays resident (``keep_alive: -1``)."""

    server_hint = "is Ollama running on that host (`ollama serve`)? `python -m server cluster status` shows it"
    chat_path = "/api/chat"
    health_path = "/api/tags"

    @property
    def tag(self) -> str:
        return _full_tag(self.settings.ollama_model or "")

    async def resident(self) -> bool:
        """True when ``/api/ps`` lists this model as loaded in memory."""
        listing = await self._get_json("/api/ps")
        return any(_full_tag(m.get("name") or m.get("model") or "") == self.tag for m in listing.get("models") or ())

    def _chat_body(
        self, messages: list[dict[str, str]], max_tokens: int, temperature: float, json_schema: dict[str, Any] | None
    ) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.settings.ollama_model,
            "messages": messages,
            "stream": True,
            "keep_alive": -1,
            "options": {
                "num_predict": max_tokens,
                "temperature": temperature,
                "num_ctx": self.settings.context,
                **self._sampling(),
            },
        }
        if json_schema is not None:
            body["format"] = json_schema
        return body

    async def _events(self, response: httpx.Response) -> AsyncIterator[dict[str, Any]]:
        async for line in response.aiter_lines():
            if line.strip():
                yield self._loads(line)

    def _absorb(self, event: dict[str, Any], answer: _Answer) -> None:
        message = event.get("message") or {}
        answer.add(message.get("content"), message.get("thinking"))
        if event.get("done"):
            answer.done = True
            answer.finish_reason = event.get("done_reason") or "stop"
            answer.prompt_tokens = event.get("prompt_eval_count")
            answer.completion_tokens = event.get("eval_count")
            eval_ns, prompt_ns = event.get("eval_duration"), event.get("prompt_eval_duration")
            if answer.completion_tokens and eval_ns:
                answer.tokens_per_s = answer.completion_tokens / (eval_ns / 1e9)
            answer.predicted_ms = eval_ns / 1e6 if eval_ns is not None else None
            answer.prompt_ms = prompt_ns / 1e6 if prompt_ns is not None else None

    def _status_fix(self, code: int) -> str:
        if code == 404:
            return f"is the model pulled? run `ollama pull {self.settings.ollama_model}` on that host"
        return "check the Ollama server's log (`journalctl -u ollama`)"

    def _health_of(self, response: httpx.Response) -> Health:
        if response.status_code != 200:
            return Health("down", f"{self.url}: HTTP {response.status_code}: {_error_detail(response.content)}")
        try:
            models = json.loads(response.content).get("models") or ()
        except (json.JSONDecodeError, AttributeError):
            return Health("down", f"{self.url}: /api/tags answered malformed JSON; is this an Ollama server?")
        if any(_full_tag(m.get("name") or m.get("model") or "") == self.tag for m in models):
            return Health("ready", f"{self.url}: {self.settings.ollama_model} is pulled")
        return Health(
            "down",
            f"{self.url}: Ollama runs but has no model {self.settings.ollama_model!r}; "
            f"run `ollama pull {self.settings.ollama_model}` on that host",
        )


_BACKENDS: dict[str, type[Backend]] = {"llama.cpp": LlamaCppBackend, "ollama": OllamaBackend}


def make_backend(
    name: str,
    settings: Settings,
    *,
    transport: httpx.AsyncBaseTransport | None = None,
    policy: RetryPolicy | None = None,
) -> Backend:
    """Build the backend for configured model ``name``, with its own AsyncClient aimed at its configured URL."""
    model = settings.models.get(name)
    if model is None:
        raise ConfigError(f"no model named {name!r} in the config; configured: {', '.join(sorted(settings.models))}")
    url = settings.url_of(model)
    origin = httpx.URL(url)
    key = _KeyFile(name, url, model.api_key_file)

    async def guard_request(request: httpx.Request) -> None:
        if (request.url.scheme, request.url.host, request.url.port) != (origin.scheme, origin.host, origin.port):
            raise BackendResponseError(
                f"model {name!r} refused to send a request to {request.url}: it may only talk to {url}, "
                "the endpoint in the config",
                endpoint=url,
            )
        if key.path is not None:
            request.headers["Authorization"] = f"Bearer {key.read()}"

    client = httpx.AsyncClient(
        base_url=url,
        timeout=httpx.Timeout(model.read_timeout_s, connect=model.connect_timeout_s),
        transport=transport,
        trust_env=False,  # no proxies or .netrc from the environment: only the configured endpoint
        follow_redirects=False,
        event_hooks={"request": [guard_request]},
        # Endpoints are plain HTTP on loopback or an allow-listed LAN host (Settings.url_of), so no TLS context:
        # loading the CA bundle cost ~30 ms per model at start-up for nothing.
        verify=False,
    )
    return _BACKENDS[model.backend](name, model, url, client=client, policy=policy or RetryPolicy())


def make_backends(settings: Settings, *, policy: RetryPolicy | None = None) -> dict[str, Backend]:
    """One backend (and one AsyncClient) per configured model; close each with ``aclose()``."""
    return {name: make_backend(name, settings, policy=policy) for name in settings.models}


# --- helpers ---------------------------------------------------------------------------------------------------
class _KeyFile:
    """The model's API key, read from its file on first use (the supervisor may write it at start-up), then kept."""

    def __init__(self, name: str, url: str, path: Path | None) -> None:
        self.name, self.url, self.path = name, url, path
        self._key: str | None = None

    def read(self) -> str:
        if self._key is None and self.path is not None:
            try:
                key = self.path.read_text(encoding="utf-8").strip()
            except OSError as exc:
                raise BackendUnavailableError(
                    f"model {self.name!r} at {self.url}: cannot read its API key file {self.path} ({exc.strerror}); "
                    "start the model with `python -m server cluster up` (it writes the key) or fix "
                    f"[models.{self.name}].api_key_file",
                    endpoint=self.url,
                ) from exc
            if not key:
                raise BackendUnavailableError(
                    f"model {self.name!r} at {self.url}: its API key file {self.path} is empty; put the server's "
                    f"key in it or fix [models.{self.name}].api_key_file",
                    endpoint=self.url,
                )
            self._key = key
        return self._key or ""


def _split_thinking(text: str) -> tuple[str, str]:
    """Move inline ``<think>...</think>`` blocks (closed or cut off) out of the answer."""
    if "<think>" not in text:
        return text, ""
    thoughts = "".join(m.group(1) for m in _THINK.finditer(text))
    return _THINK.sub("", text).strip(), thoughts.strip()


def _error_detail(raw: bytes) -> str:
    """The server's own error message from a JSON body ({"error": {"message": ...}} or {"error": "..."})."""
    text = raw.decode("utf-8", errors="replace").strip()
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        return text[:_SAMPLE]
    if isinstance(value, dict):
        error = value.get("error", value.get("status"))
        if isinstance(error, dict):
            error = error.get("message")
        if error is not None:
            return str(error)[:_SAMPLE]
    return text[:_SAMPLE]


def _retry_after(value: str | None) -> float | None:
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def _tokens(answer: _Answer | None) -> int:
    return answer.tokens if answer is not None else 0


def _reason(exc: httpx.HTTPError) -> str:
    """The operating system's words when there are any ("Connection refused"), else httpx's."""
    cause: BaseException | None = exc
    while cause is not None:
        if isinstance(cause, OSError) and cause.errno:
            return os.strerror(cause.errno)
        cause = cause.__cause__ or cause.__context__
    return str(exc) or type(exc).__name__


def _full_tag(tag: str) -> str:
    return tag if ":" in tag else f"{tag}:latest"
