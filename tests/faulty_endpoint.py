"""A small loopback HTTP server that plays llama-server or Ollama and misbehaves on request.

    with FaultyEndpoint("llama", [Status(503), Ok()]) as ep:      # 503 first, then a proper stream
        ... backend aimed at ep.port ...
        assert len(ep.chats) == 2

It runs an asyncio server on 127.0.0.1 (ephemeral port) in its own thread, so sync and async tests can use it.
Flavours:
    "llama"   POST /v1/chat/completions (server-sent events, final chunk with ``timings``, usage chunk when
              ``stream_options.include_usage``), GET /health, /props, /slots
    "ollama"  POST /api/chat (NDJSON, last line ``done: true`` with ``eval_count`` / ``eval_duration``),
              GET /api/tags, /api/ps, /api/version
Each chat request takes the next behaviour of ``plan`` (the last one repeats):
    Ok(tokens=..., reasoning=..., interval_s=...)   a proper answer;  Slow(...) a long one, a token every interval
    Scripted(respond=fn)                            a proper answer computed from the request (``fn(json) -> text``)
    Status(code, message, retry_after)              an error status with the server's JSON error body
    Stall(headers=False)                            accept the request, then say nothing (after the headers if asked)
    Malformed()                                     200 with a cut-off JSON payload
    Drop(tokens=..., clean=False)                   some tokens, then reset the connection (clean: end the body
                                                    without the final chunk)
    Hangup()                                        read the request, then close the connection without a word
Every request is recorded as an :class:`Exchange`: what was asked, how many tokens went out, whether the answer was
finished, and whether the client hung up before that (``client_disconnected``). ``refused_port()`` reserves a port
that refuses connections.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field, replace
from typing import Any, Literal

import anyio

DEFAULT_TOKENS = ("Hello", ",", " world", ".")


@dataclass(frozen=True)
class Ok:
    tokens: tuple[str, ...] = DEFAULT_TOKENS
    reasoning: tuple[str, ...] = ()  # sent first, as reasoning_content (llama) or thinking (ollama)
    finish_reason: str = "stop"
    interval_s: float = 0.0
    tokens_per_s: float = 40.0  # what the final chunk reports
    prompt_ms: float = 12.5
    cached: int = 0  # prompt tokens the final chunk says came from the cache
    ollama_cached_field: bool = False  # ollama: report them as prompt_eval_cached_count (newer servers) rather than
    # leaving them out of prompt_eval_count (older ones)


@dataclass(frozen=True)
class Scripted(Ok):
    """A proper answer computed from the request: ``respond(request_json)`` gives the text (sent as one token)."""

    respond: Callable[[dict[str, Any]], str] = lambda request: ""


@dataclass(frozen=True)
class Slow(Ok):
    tokens: tuple[str, ...] = tuple(f" t{i}" for i in range(2000))
    interval_s: float = 0.02


@dataclass(frozen=True)
class Status:
    code: int
    message: str = "Loading model"
    retry_after: float | None = None
    location: str | None = None


@dataclass(frozen=True)
class Stall:
    headers: bool = False


@dataclass(frozen=True)
class Malformed:
    payload: str = '{"choices": [{"delta": {"content": "Hel'


@dataclass(frozen=True)
class Drop:
    tokens: tuple[str, ...] = DEFAULT_TOKENS[:3]
    clean: bool = False


@dataclass(frozen=True)
class Hangup:
    """Close the connection without answering, as a server does with a kept-alive connection it has dropped."""


Behaviour = Ok | Status | Stall | Malformed | Drop | Hangup


@dataclass
class Exchange:
    """One request the endpoint received and what became of it."""

    method: str
    path: str
    headers: dict[str, str]
    body: bytes
    behaviour: Behaviour | None = None
    tokens_sent: int = 0
    finished: bool = False  # the whole answer was written
    client_disconnected: bool = False  # the client hung up before the answer was finished
    closed: threading.Event = field(default_factory=threading.Event)

    def json(self) -> Any:
        return json.loads(self.body)


class FaultyEndpoint:
    """See the module docstring. Use as a context manager; ``url`` and ``port`` are valid inside."""

    def __init__(
        self,
        flavour: Literal["llama", "ollama"] = "llama",
        plan: Sequence[Behaviour] = (Ok(),),
        *,
        health: Sequence[int] = (200,),
        model: str = "fake-model:latest",
        resident: bool = True,
    ) -> None:
        self.flavour = flavour
        self.plan = list(plan) or [Ok()]
        self.health_plan = list(health) or [200]
        self.model = model
        self.resident = resident
        self.exchanges: list[Exchange] = []
        self.port = 0
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._failure: BaseException | None = None
        self._health_calls = 0

    # --- what tests read -------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def chat_path(self) -> str:
        return "/v1/chat/completions" if self.flavour == "llama" else "/api/chat"

    @property
    def chats(self) -> list[Exchange]:
        return [e for e in self.exchanges if e.path == self.chat_path]

    async def wait_for(self, predicate: Callable[[], bool], timeout: float = 30.0) -> None:
        """Poll ``predicate`` until it holds; fail after ``timeout`` seconds."""
        with anyio.fail_after(timeout):
            while not predicate():
                await anyio.sleep(0.01)

    # --- lifecycle -------------------------------------------------------------------------------------------
    def __enter__(self) -> FaultyEndpoint:
        self._thread = threading.Thread(target=self._run, name=f"faulty-{self.flavour}", daemon=True)
        self._thread.start()
        if not self._ready.wait(10) or self._failure is not None:
            raise RuntimeError(f"faulty endpoint did not start: {self._failure!r}")
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self._thread is not None and self._thread.is_alive() and self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(10)

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as exc:  # reported by __enter__ when it happens during start-up
            self._failure = exc
            self._ready.set()

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        handlers: set[asyncio.Task[None]] = set()

        async def on_connect(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            task = asyncio.current_task()
            assert task is not None
            handlers.add(task)
            try:
                await self._connection(reader, writer)
            finally:
                handlers.discard(task)

        server = await asyncio.start_server(on_connect, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        await self._stop.wait()
        server.close()
        for task in list(handlers):
            task.cancel()
        await asyncio.gather(*handlers, return_exceptions=True)
        await server.wait_closed()

    # --- one connection: one request (every answer says Connection: close) -----------------------------------
    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        exchange: Exchange | None = None
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            request_line, *header_lines = head.decode("latin-1").split("\r\n")
            method, path, _ = request_line.split(" ", 2)
            headers = {}
            for line in header_lines:
                if ":" in line:
                    key, _, value = line.partition(":")
                    headers[key.strip().lower()] = value.strip()
            body = await reader.readexactly(int(headers.get("content-length", "0")))
            exchange = Exchange(method, path, headers, body)
            self.exchanges.append(exchange)
            hangup = asyncio.ensure_future(reader.read(1))  # completes with b"" when the client closes
            try:
                await self._answer(exchange, writer, hangup)
            finally:
                hangup.cancel()
        except (asyncio.IncompleteReadError, ConnectionError):
            if exchange is not None and not exchange.finished:
                exchange.client_disconnected = True
        finally:
            with suppress(ConnectionError, RuntimeError):
                writer.close()
            if exchange is not None:
                exchange.closed.set()

    async def _answer(self, ex: Exchange, writer: asyncio.StreamWriter, hangup: asyncio.Future[bytes]) -> None:
        if ex.path == self.chat_path and ex.method == "POST":
            index = len(self.chats) - 1
            ex.behaviour = self.plan[min(index, len(self.plan) - 1)]
            await self._chat(ex, writer, hangup)
            return
        if ex.path == "/health" and self.flavour == "llama":
            code = self.health_plan[min(self._health_calls, len(self.health_plan) - 1)]
            self._health_calls += 1
            body = {"status": "ok"} if code == 200 else self._error_body(code, "Loading model")
            await self._send_json(writer, code, body)
        elif ex.path in self._static_routes():
            await self._send_json(writer, 200, self._static_routes()[ex.path])
        else:
            await self._send_json(writer, 404, self._error_body(404, f"no route {ex.path}"))
        ex.finished = True

    def _static_routes(self) -> dict[str, Any]:
        entry = {"name": self.model, "model": self.model, "size": 1_000_000, "digest": "0" * 64}
        if self.flavour == "llama":
            busy = any(e.path == self.chat_path and not e.closed.is_set() for e in self.exchanges)
            return {
                "/props": {"model_path": "fake.gguf", "total_slots": 1, "default_generation_settings": {"n_ctx": 2048}},
                "/slots": [{"id": 0, "n_ctx": 2048, "is_processing": busy}],
            }
        return {
            "/api/tags": {"models": [entry]},
            "/api/ps": {"models": [entry] if self.resident else []},
            "/api/version": {"version": "0.12.0"},
        }

    # --- chat behaviours -------------------------------------------------------------------------------------
    async def _chat(self, ex: Exchange, writer: asyncio.StreamWriter, hangup: asyncio.Future[bytes]) -> None:
        behaviour = ex.behaviour
        if isinstance(behaviour, Hangup):
            return  # the connection is closed on the way out, before a byte of the answer
        if isinstance(behaviour, Status):
            extra = {}
            if behaviour.retry_after is not None:
                extra["Retry-After"] = f"{behaviour.retry_after:g}"
            if behaviour.location is not None:
                extra["Location"] = behaviour.location
            await self._send_json(writer, behaviour.code, self._error_body(behaviour.code, behaviour.message), extra)
            ex.finished = True
            return
        if isinstance(behaviour, Stall):
            if behaviour.headers:
                await self._start_stream(writer)
            await self._until_hangup(ex, hangup, timeout=None)
            return
        await self._start_stream(writer)
        if isinstance(behaviour, Malformed):
            line = f"data: {behaviour.payload}\n\n" if self.flavour == "llama" else behaviour.payload + "\n"
            await self._chunk(writer, line)
            await self._chunk(writer, "")
            ex.finished = True
            return
        if isinstance(behaviour, Drop):
            for token in behaviour.tokens:
                await self._chunk(writer, self._token_line(token, None))
                ex.tokens_sent += 1
            if behaviour.clean:
                await self._chunk(writer, "")
            else:
                writer.transport.abort()
            return
        assert isinstance(behaviour, Ok)
        if isinstance(behaviour, Scripted):
            behaviour = replace(behaviour, tokens=(behaviour.respond(ex.json()),))
        pieces = [(None, t) for t in behaviour.reasoning] + [(t, None) for t in behaviour.tokens]
        for content, thought in pieces:
            if behaviour.interval_s and await self._until_hangup(ex, hangup, timeout=behaviour.interval_s):
                return
            if hangup.done():
                ex.client_disconnected = True
                return
            await self._chunk(writer, self._token_line(content, thought))
            ex.tokens_sent += 1
        for line in self._final_lines(ex, behaviour, len(pieces)):
            await self._chunk(writer, line)
        await self._chunk(writer, "")
        ex.finished = True

    async def _until_hangup(self, ex: Exchange, hangup: asyncio.Future[bytes], timeout: float | None) -> bool:
        """Wait up to ``timeout`` (None: forever) for the client to hang up; record it if it does."""
        done, _ = await asyncio.wait({hangup}, timeout=timeout)
        if done:
            ex.client_disconnected = True
            return True
        return False

    def _token_line(self, content: str | None, thought: str | None) -> str:
        if self.flavour == "ollama":
            message = {"role": "assistant", "content": content or ""}
            if thought:
                message["thinking"] = thought
            return json.dumps({"model": self.model, "message": message, "done": False}) + "\n"
        delta = {"content": content} if content is not None else {"reasoning_content": thought}
        chunk = {"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": delta, "finish_reason": None}]}
        return f"data: {json.dumps(chunk)}\n\n"

    def _final_lines(self, ex: Exchange, ok: Ok, n: int) -> list[str]:
        request = ex.json()
        prompt_tokens = 1 + sum(len(m.get("content", "")) for m in request.get("messages", ())) // 4
        predicted_ms = n / ok.tokens_per_s * 1000.0
        if self.flavour == "ollama":
            final = {
                "model": self.model,
                "message": {"role": "assistant", "content": ""},
                "done": True,
                "done_reason": ok.finish_reason,
                "total_duration": int((predicted_ms + ok.prompt_ms) * 1e6),
                "load_duration": 1000,
                "prompt_eval_count": prompt_tokens if ok.ollama_cached_field else prompt_tokens - ok.cached,
                "prompt_eval_duration": int(ok.prompt_ms * 1e6),
                "eval_count": n,
                "eval_duration": int(predicted_ms * 1e6),
            }
            if ok.ollama_cached_field:
                final["prompt_eval_cached_count"] = ok.cached
            return [json.dumps(final) + "\n"]
        timings = {
            "cache_n": ok.cached,
            "prompt_n": prompt_tokens - ok.cached,
            "prompt_ms": ok.prompt_ms,
            "predicted_n": n,
            "predicted_ms": predicted_ms,
            "predicted_per_second": ok.tokens_per_s,
        }
        final = {"choices": [{"index": 0, "delta": {}, "finish_reason": ok.finish_reason}], "timings": timings}
        lines = [f"data: {json.dumps(final)}\n\n"]
        if (request.get("stream_options") or {}).get("include_usage"):
            usage = {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": n,
                "total_tokens": prompt_tokens + n,
                "prompt_tokens_details": {"cached_tokens": ok.cached},
            }
            lines.append(f"data: {json.dumps({'choices': [], 'usage': usage, 'timings': timings})}\n\n")
        lines.append("data: [DONE]\n\n")
        return lines

    # --- HTTP plumbing ---------------------------------------------------------------------------------------
    def _error_body(self, code: int, message: str) -> Any:
        if self.flavour == "ollama":
            return {"error": message}
        kind = "unavailable_error" if code == 503 else "invalid_request_error"
        return {"error": {"code": code, "message": message, "type": kind}}

    async def _send_json(
        self, writer: asyncio.StreamWriter, code: int, body: Any, extra: dict[str, str] | None = None
    ) -> None:
        raw = json.dumps(body).encode("utf-8")
        head = [f"HTTP/1.1 {code} {_REASONS.get(code, 'Status')}", "Content-Type: application/json"]
        head += [f"{k}: {v}" for k, v in (extra or {}).items()]
        head += [f"Content-Length: {len(raw)}", "Connection: close", "", ""]
        writer.write("\r\n".join(head).encode("latin-1") + raw)
        await writer.drain()

    async def _start_stream(self, writer: asyncio.StreamWriter) -> None:
        kind = "text/event-stream" if self.flavour == "llama" else "application/x-ndjson"
        head = ["HTTP/1.1 200 OK", f"Content-Type: {kind}", "Transfer-Encoding: chunked", "Connection: close", "", ""]
        writer.write("\r\n".join(head).encode("latin-1"))
        await writer.drain()

    async def _chunk(self, writer: asyncio.StreamWriter, text: str) -> None:
        data = text.encode("utf-8")
        writer.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        await writer.drain()


_REASONS = {
    200: "OK",
    307: "Temporary Redirect",
    400: "Bad Request",
    401: "Unauthorized",
    404: "Not Found",
    429: "Too Many Requests",
    500: "Internal Server Error",
    503: "Service Unavailable",
}


@contextmanager
def refused_port() -> Iterator[int]:
    """A loopback port that is bound but not listening, so connections to it are refused."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind(("127.0.0.1", 0))
        yield sock.getsockname()[1]
    finally:
        sock.close()
