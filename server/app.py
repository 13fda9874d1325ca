"""build_server(settings) -> CounselServer: the lifespan, one small adapter per tool, honest annotations.

Tools are plain async functions ``(request, state, progress) -> Result`` in ``tools/``; they import
nothing from MCP. The adapter here flattens the request model's fields into the tool's arguments
(so Claude sees ``matter``, ``document_ids``... rather than one nested object), validates them,
forwards MCP progress, and turns every ``CounselError`` into a tool error the model can read.

The server answers at once: ``initialize`` and ``tools/list`` need nothing heavier than the SDK, the config
and ``server/catalog.json`` (the tools as the live build lists them). The tools, the model clients, NVML and
everything behind them load after the first ``tools/list`` answer, in a worker thread, or with the first call,
whichever comes first; only a config that autostarts the model servers opens the state at once (those servers
take longest to start, and nothing else starts them).
"""

from __future__ import annotations

import copy
import difflib
import importlib
import inspect
import json
import logging
import os
import re
import sys
import threading
import time
import typing
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import anyio
from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.types import Tool as MCPTool
from mcp.types import ToolAnnotations
from pydantic import BaseModel, ValidationError
from pydantic_core import PydanticUndefined

from server.errors import CounselError
from server.matter.waiting import reporting
from server.settings import Settings
from server.workflows import register_prompts

if TYPE_CHECKING:
    from server.state import AppState

log = logging.getLogger("counsel")

INSTRUCTIONS = """\
counsel runs the firm's local models on the firm's own GPUs; client files never leave the office.
Pipeline: ingest_sources -> search_evidence -> draft_routine or reason_heavy -> guard_check ->
verify_citations (if blocked: fix from the evidence or ask the lawyer, never invent) ->
adversarial_review -> revise -> verify_citations again -> bates_stamp the exhibits -> assemble_filing (an
unblocked draft becomes a hyperlinked PDF binder with its exhibits and a Word file).
Chronologies and summaries of any size: summarize_evidence (the fast summary model; every line cited, verified).
Evidence is client documents only (ids starting with D); model output (ids starting with A) is never evidence.
Long text is written to the matter's work/ folder; results give its path and a preview."""


def _annotations(*, read_only: bool, idempotent: bool, title: str) -> ToolAnnotations:
    return ToolAnnotations(
        title=title,
        readOnlyHint=read_only,
        destructiveHint=False,
        idempotentHint=idempotent,
        openWorldHint=False,
    )


# name -> annotations. Nothing counsel does deletes or overwrites: originals are copied read-only,
# outputs are new files, Bates numbers are only ever appended.
ANNOTATIONS: dict[str, ToolAnnotations] = {
    "ingest_sources": _annotations(read_only=False, idempotent=True, title="Ingest client files into a matter"),
    "search_evidence": _annotations(read_only=True, idempotent=True, title="Search client evidence"),
    "matter_status": _annotations(read_only=True, idempotent=True, title="Matter status"),
    "draft_routine": _annotations(read_only=False, idempotent=False, title="Draft (routine model)"),
    "reason_heavy": _annotations(read_only=False, idempotent=False, title="Reason / draft (heavy model)"),
    "guard_check": _annotations(read_only=False, idempotent=True, title="Screen text before filing"),
    "adversarial_review": _annotations(read_only=False, idempotent=False, title="Attack a draft"),
    "extract_financials": _annotations(read_only=False, idempotent=False, title="Extract financial figures"),
    "summarize_evidence": _annotations(read_only=False, idempotent=False, title="Summarise evidence (summary model)"),
    "verify_citations": _annotations(read_only=False, idempotent=True, title="Verify every cite, date and quote"),
    "assemble_filing": _annotations(read_only=False, idempotent=False, title="Assemble a hyperlinked filing binder"),
    "bates_stamp": _annotations(read_only=False, idempotent=False, title="Bates-stamp a production"),
    "cluster_status": _annotations(read_only=True, idempotent=True, title="GPU boards and model status"),
}



class _CallProgress:
    """One call's MCP progress, always increasing: the tool's own steps, and the lock waits (``waiting``, from
    a worker thread) counted in front of them, so "waiting for PROD003 to finish, 12 s" reaches the client.

    Every report is awaited until it is on its way to the client, so all of them precede the result; once the
    call has ended (``closed``) a late one is dropped. A report that the work is complete (done = total) is not
    sent: the result follows at once and says more. ``reached`` is how far the call got, for a cancelled run.
    """

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.offset = 0.0  # one per wait report
        self.last = 0.0
        self.reached = "before its first progress report"
        self.closed = False

    async def __call__(self, done: float, total: float | None = None, message: str | None = None) -> None:
        self.last = max(self.last, self.offset + done)
        self.reached = f"{message or 'step'} ({done:g}{f' of {total:g}' if total is not None else ''})"
        if self.closed or (total is not None and done >= total):
            return
        await self.ctx.report_progress(self.offset + done, None if total is None else self.offset + total, message)

    async def _waited(self, message: str) -> None:
        self.offset += 1
        self.last += 1
        self.reached = message
        if not self.closed:
            await self.ctx.report_progress(self.last, None, message)

    def waiting(self, message: str) -> None:
        try:
            anyio.from_thread.run(self._waited, message)
        except RuntimeError:  # not in a worker thread (a wait on the event loop itself): log it instead
            log.info("%s", message)


def _not_cancelled() -> None:
    """In a tool's worker thread: raise the cancellation if the client cancelled the call."""
    try:
        anyio.from_thread.check_cancelled()
    except RuntimeError:  # not in a worker thread: nothing to check
        return


def _adapter(fn: Callable[..., Any], get_state: Callable[[Context], Awaitable[AppState]]) -> Callable[..., Any]:
    """Wrap ``fn(request, state, progress)`` as an MCP tool whose arguments are the request's fields."""
    from server.matter.ledger import utc_now  # loaded with the tools (CounselServer.load_tools), not at start-up
    from tools._shared import record_cancelled

    hints = typing.get_type_hints(fn)
    request_model: type[BaseModel] = hints["request"]
    result_model = hints["return"]
    params, annotations = [], {}
    for name, field in request_model.model_fields.items():
        info = copy.copy(field)
        default = inspect.Parameter.empty if field.is_required() else field.get_default(call_default_factory=True)
        info.default, info.default_factory = PydanticUndefined, None
        annotation = Annotated[field.annotation, info]
        params.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation))
        annotations[name] = annotation
    params.append(inspect.Parameter("ctx", inspect.Parameter.KEYWORD_ONLY, annotation=Context))
    annotations |= {"ctx": Context, "return": result_model}

    async def adapter(ctx: Context, **arguments: Any) -> Any:
        try:
            request = request_model(**arguments)
        except ValidationError as exc:
            raise ToolError(argument_errors(fn.__name__, exc, request_model)) from exc

        progress = _CallProgress(ctx)
        started_at, t0 = utc_now(), time.perf_counter()
        try:
            state = await get_state(ctx)  # opened once, after the handshake or by the first call
        except CounselError as exc:
            log.info("%s: %s", fn.__name__, exc)
            raise ToolError(str(exc)) from exc
        try:
            with reporting(progress.waiting, keep_waiting=_not_cancelled):
                return await fn(request, state, progress)
        except CounselError as exc:
            log.info("%s: %s", fn.__name__, exc)
            raise ToolError(str(exc)) from exc
        except anyio.get_cancelled_exc_class():
            with anyio.CancelScope(shield=True):  # the client cancelled it (or the server is closing): say so
                wall_ms = (time.perf_counter() - t0) * 1000
                await record_cancelled(state, fn.__name__, request, started_at, wall_ms, progress.reached)
            raise
        finally:
            progress.closed = True

    adapter.__signature__ = inspect.Signature(params, return_annotation=result_model)  # type: ignore[attr-defined]
    adapter.__annotations__ = annotations
    adapter.__name__ = fn.__name__
    adapter.__doc__ = fn.__doc__
    return adapter


_SAID: dict[str, str] = {  # pydantic error type -> what counsel says (ctx fields fill the braces)
    "missing": "required",
    "too_short": "give at least {min_length}",
    "too_long": "give at most {max_length}",
    "string_too_short": "must not be empty",
    "string_too_long": "at most {max_length} characters",
    "literal_error": "must be {expected}",
    "enum": "must be {expected}",
    "list_type": 'must be a list, e.g. ["..."]',
    "dict_type": "must be an object of name: value pairs",
    "string_type": "must be text",
    "int_type": "must be a whole number",
    "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number",
    "float_type": "must be a number",
    "float_parsing": "must be a number",
    "bool_type": "must be true or false",
    "bool_parsing": "must be true or false",
    "greater_than_equal": "must be {ge} or more",
    "less_than_equal": "must be {le} or less",
    "greater_than": "must be more than {gt}",
    "less_than": "must be less than {lt}",
    "extra_forbidden": "is not an argument of this tool",
    "model_type": "must be an object",
}


def _field_names(model: type[BaseModel], seen: set[type] | None = None) -> set[str]:
    """Every field name of ``model`` and of the models nested in it (to tell fields from union branch tags)."""
    seen = seen if seen is not None else set()
    if model in seen:
        return set()
    seen.add(model)
    names = set(model.model_fields)
    for field in model.model_fields.values():
        for arg in typing.get_args(field.annotation) or (field.annotation,):
            for inner in (arg, *typing.get_args(arg)):
                if isinstance(inner, type) and issubclass(inner, BaseModel):
                    names |= _field_names(inner, seen)
    return names


def _where(loc: tuple[int | str, ...], names: set[str]) -> str:
    """('withhold', 0, 'basis') -> 'withhold[0].basis'; a union's branch tag ('start', 'int') is left out."""
    where = ""
    for part in loc:
        if isinstance(part, int):
            where += f"[{part}]"
        elif part in names:
            where += f".{part}" if where else part
    return where


def _say(err: Any) -> str:
    ctx = {key: str(value) for key, value in (err.get("ctx") or {}).items()}
    kind = err["type"]
    if kind == "too_short" and ctx.get("min_length") == "1":
        said = "give at least one"
    elif kind == "string_too_short" and ctx.get("min_length") not in (None, "1"):
        said = "at least {min_length} characters"
    else:
        said = _SAID.get(kind, "")
    try:
        said = said.format(**ctx)
    except (KeyError, IndexError):
        said = ""
    said = said or str(err["msg"]).removeprefix("Value error, ").removeprefix("Assertion failed, ")
    if kind in ("too_short", "too_long") and isinstance(err.get("input"), list | dict):
        said += f" (got {len(err['input']) or 'none'})"
    return said


def _either(said: list[str]) -> str:
    """["must be a whole number", "must be 'next'"] -> "must be a whole number or 'next'"."""
    said = list(dict.fromkeys(said))
    if len(said) > 1 and all(s.startswith("must be ") for s in said):
        return "must be " + " or ".join(s.removeprefix("must be ") for s in said)
    return "; ".join(said)


def argument_errors(tool: str, exc: ValidationError, model: type[BaseModel]) -> str:
    """A ValidationError as counsel says it: one ``field: what is wrong`` line each, then how to fix it.

    "paths: give at least one (got none)" rather than "1 validation error for ingest_sourcesArguments ...".
    """
    names = _field_names(model)
    said: dict[str, list[str]] = {}  # where -> what is wrong (a union's branches joined with "or")
    for err in exc.errors(include_url=False):
        said.setdefault(_where(tuple(err["loc"]), names), []).append(_say(err))
    lines = [f"{where}: {_either(s)}" if where else _either(s) for where, s in said.items()]
    fields = dict.fromkeys(where.split(".")[0].split("[")[0] for where in said if where)
    fix = f"Call {tool} again with {'this argument' if len(fields) == 1 else 'the arguments'} corrected"
    return "\n".join(lines[:10]) + "\n" + fix + _hints(model, fields)


def _hints(model: type[BaseModel], fields: typing.Iterable[str]) -> str:
    """":\nfield: the first sentence of its description." for each field that has one (or ".")."""
    hints = []
    for name in fields:
        info = model.model_fields.get(name)
        first = re.split(r"(?<=[.!?])\s+(?=[A-Z])", (info.description or "") if info else "")[0].rstrip(".")
        if first:
            hints.append(f"{name}: {first}.")
    return ":\n" + "\n".join(hints) if hints else "."


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower().replace("-", "_")


def _closest(name: str, known: list[str]) -> str | None:
    """The known argument ``name`` most likely meant ('draft_id' -> 'artifact_id', 'documentIds' -> 'document_ids')."""
    by_snake = {_snake(k): k for k in known}
    match = difflib.get_close_matches(_snake(name), list(by_snake), n=1, cutoff=0.6)
    return by_snake[match[0]] if match else None


def unknown_arguments(tool: str, unknown: list[str], model: type[BaseModel]) -> str:
    """Arguments the tool does not take, each with the one it most likely meant, then how to call it.

    "unknown argument 'draft_id'; did you mean 'artifact_id'?" rather than silence (the SDK drops them) and
    then a complaint about what is missing.
    """
    known = list(model.model_fields)
    lines, meant = [], []
    for name in unknown[:10]:
        guess = _closest(name, known)
        if guess is None:
            lines.append(f"unknown argument {name!r}; {tool} takes {', '.join(known)}")
        else:
            lines.append(f"unknown argument {name!r}; did you mean {guess!r}?")
            meant.append(guess)
    fix = f"Call {tool} again with its own argument names" + (f" ({', '.join(meant)})" if meant else "")
    return "\n".join(lines) + "\n" + fix + _hints(model, dict.fromkeys(meant))


CATALOG = Path(__file__).with_name("catalog.json")  # tools/list before the tools load: server/cli/catalog.py
REGENERATE = ".venv/bin/python -m server.cli.catalog"  # writes it again from the live build

MODULES_ENV = "COUNSEL_LISTED_MODULES"
"""A debug hook, off unless set: a file where the server writes the modules it had loaded when it answered its
first ``tools/list`` (one name a line), before that answer goes out. tests/test_startup.py reads it."""


def listed(tool: MCPTool) -> dict[str, Any]:
    """One tool as ``tools/list`` carries it on the wire (the SDK's own dump of a result)."""
    return tool.model_dump(by_alias=True, mode="json", exclude_none=True)


def load_catalog(path: Path = CATALOG) -> list[dict[str, Any]] | None:
    """The listed tools, each as ``listed`` gives it; None without a catalog (the server then loads the tools
    before it answers tools/list)."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None


class CounselServer(MCPServer):
    """The MCP server: it answers ``tools/list`` before the tools are loaded, and says argument errors the
    way counsel says its own.

    Until the tools are loaded ``tools/list`` is answered from the catalog (``server/cli/catalog.py``); the first
    answer starts loading them (``warm_up``, set by the lifespan) and ``call_tool`` waits until they are.

    MCP validates a call's arguments against the tool's schema before the tool runs; its message is
    pydantic's ("1 validation error for ingest_sourcesArguments ..."), and it drops an argument the tool
    does not take without a word. ``call_tool`` is the one place every call passes, so both are said here:
    the error translated, the unknown argument named with the one it most likely meant.
    """

    def __init__(self, *args: Any, catalog: list[dict[str, Any]] | None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.request_models: dict[str, type[BaseModel]] = {}
        self.closed = threading.Event()  # set once the lifespan has closed (server/cli/serve.py waits for it)
        self.catalog = catalog
        self.tools_loaded = False  # set by load_tools once every tool is registered
        self.warm_up: Callable[[], None] = _nothing  # while the lifespan runs: load the rest in the background
        self._loading = threading.Lock()
        self._listed = False
        self._checked = False

    def load_tools(self) -> None:
        """Import the tools (and what they import) and register each with its adapter; once. Blocking: the
        server runs it in a worker thread (``tools_ready``)."""
        with self._loading:
            if self.tools_loaded:
                return
            import tools

            for fn in tools.TOOLS:
                self.request_models[fn.__name__] = typing.get_type_hints(fn)["request"]
                self.add_tool(
                    _adapter(fn, _state),
                    name=fn.__name__,
                    description=inspect.getdoc(fn),
                    annotations=ANNOTATIONS[fn.__name__],
                )
            self.tools_loaded = True  # last: nothing reads the registry before

    async def tools_ready(self) -> None:
        """Wait until the tools are loaded (loading them if nobody has started yet)."""
        if not self.tools_loaded:
            with anyio.CancelScope(shield=True):  # a call cancelled meanwhile leaves no half-made registry
                await anyio.to_thread.run_sync(self.load_tools)
        if not self._checked:
            self._checked = True
            live = [listed(tool) for tool in await super().list_tools()]
            if self.catalog is not None and live != self.catalog:
                log.warning(
                    "server/catalog.json does not list the tools as they are now (tools/list answered from it "
                    "before they loaded); write it again: %s",
                    REGENERATE,
                )

    async def list_tools(self) -> list[MCPTool]:
        if self.catalog is None:  # no catalog (being written again): the slow way
            await self.tools_ready()
        if self.tools_loaded:
            answer = await super().list_tools()
        else:
            answer = [MCPTool.model_validate(entry) for entry in self.catalog]
        if not self._listed:  # the handshake is done: note what it took, then load the rest
            self._listed = True
            _note_modules()
            self.warm_up()
        return answer

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Context | None = None) -> Any:
        await self.tools_ready()
        model = self.request_models.get(name)
        unknown = [key for key in arguments or {} if key not in model.model_fields] if model else []
        if model and unknown:  # the SDK would drop them without a word
            raise ToolError(f"Error executing tool {name}: {unknown_arguments(name, unknown, model)}")
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            cause, model = exc.__cause__, self.request_models.get(name)
            if isinstance(exc, UnexpectedToolError) or not isinstance(cause, ValidationError) or model is None:
                raise
            raise ToolError(f"Error executing tool {name}: {argument_errors(name, cause, model)}") from cause


def _nothing() -> None:
    """``warm_up`` outside the lifespan: nothing runs in the background."""


def _note_modules() -> None:
    target = os.environ.get(MODULES_ENV)
    if target:
        part = Path(f"{target}.part")
        part.write_text("".join(f"{name}\n" for name in sorted(sys.modules.copy())), encoding="utf-8")
        part.replace(target)


class Opening:
    """The lifespan's value: the long-lived state (``open_state``), opened once, when first needed.

    Opening it imports the model clients, NVML and, with autostart, the supervisor; so it waits for the end of
    the handshake (``CounselServer.warm_up``) or the first call, unless the config autostarts the model servers.
    A state the caller made (tests) is used as it is and not closed here.
    """

    def __init__(self, settings: Settings, state: AppState | None) -> None:
        self.settings = settings
        self.state = state
        self.owned = state is None
        self._lock = anyio.Lock()
        self._failed: CounselError | None = None

    async def get(self) -> AppState:
        async with self._lock:
            if self.state is None and self._failed is None:
                with anyio.CancelScope(shield=True):  # a cancelled first call must not leave it half open
                    await anyio.to_thread.run_sync(_import_state_parts, self.settings.server.autostart)
                    try:
                        self.state = open_state(self.settings)
                    except CounselError as exc:  # a config no call can fix: every call says so
                        self._failed = exc
                    else:
                        if self.settings.server.autostart:
                            await anyio.to_thread.run_sync(autostart, self.state)
        if self._failed is not None:
            raise self._failed.with_traceback(None)
        assert self.state is not None
        return self.state


def _import_state_parts(autostarts: bool) -> None:
    """The modules open_state (and autostart) use, imported off the event loop."""
    parts = ["server.state", "server.cluster.nvml", "server.cluster.queues", "server.models.backends"]
    for name in [*parts, *(["server.cluster.watcher"] if autostarts else [])]:
        importlib.import_module(name)


async def _state(ctx: Context) -> AppState:
    return await ctx.request_context.lifespan_context.get()


async def _load_in_background(server: CounselServer | None, opening: Opening) -> None:
    """After the handshake: the tools (unless ``server`` is None), then the state, so the first call finds them
    ready. A failure is logged here; the first call meets it again and says it."""
    try:
        if server is not None:
            await server.tools_ready()
        await opening.get()
    except CounselError as exc:
        log.warning("could not open the server's state: %s", exc)
    except Exception:  # the top of a background task: logged, and the calls report it
        log.exception("loading the tools after the handshake failed")


def open_state(settings: Settings) -> AppState:
    """The long-lived parts: one HTTP client per model endpoint, board queues, GPU inventory, supervisor."""
    from server.cluster.nvml import GpuInventory
    from server.cluster.queues import BoardQueues
    from server.models.backends import make_backends
    from server.state import AppState

    return AppState(
        settings=settings,
        backends=make_backends(settings),
        queues=BoardQueues(settings),
        inventory=GpuInventory.probe(),
    )


async def close_state(state: AppState) -> None:
    with anyio.CancelScope(shield=True):
        for backend in state.backends.values():
            await backend.aclose()
        if state.supervisor is not None and state.extras.get("owns_supervisor"):
            await anyio.to_thread.run_sync(state.supervisor.close)  # gives up our lease; `cluster up` stays
        state.close()


def autostart(state: AppState) -> None:
    """Make sure this machine's managed llama-servers run, under a keeper process this process holds a lease
    on (``server/cluster/watcher.py``); do not wait for them. The last lease holder out stops them.

    A failure here is logged, not fatal: the tools that need the model say what is wrong when called,
    and every other tool keeps working.
    """
    from server.cluster.watcher import SharedSupervisor

    supervisor = SharedSupervisor(state.settings)
    state.supervisor = supervisor
    state.extras["owns_supervisor"] = True
    try:
        supervisor.start()
    except CounselError as exc:
        log.warning("could not start the local model servers: %s", exc)


def build_server(settings: Settings, *, state: AppState | None = None) -> CounselServer:
    """The counsel MCP server. Pass ``state`` to run with parts built by the caller (tests)."""

    @asynccontextmanager
    async def lifespan(_server: MCPServer) -> AsyncIterator[Opening]:
        opening = Opening(settings, state)
        try:
            async with anyio.create_task_group() as group:
                server.warm_up = lambda: group.start_soon(_load_in_background, server, opening)
                if opening.owned and settings.server.autostart:  # the model servers take longest: start them now
                    group.start_soon(_load_in_background, None, opening)
                yield opening
                group.cancel_scope.cancel()  # what is half done (shielded) finishes first, so it is closed below
        finally:
            server.warm_up = _nothing
            if opening.owned and opening.state is not None:
                await close_state(opening.state)
            server.closed.set()

    for noisy in ("httpx", "httpcore"):  # one line per model request is noise; errors still surface
        logging.getLogger(noisy).setLevel(logging.WARNING)
    server = CounselServer(
        name=settings.server.name,
        title="counsel: local legal models with enforced provenance",
        version=_version(),
        instructions=INSTRUCTIONS,
        lifespan=lifespan,
        log_level=settings.server.log_level,
        catalog=load_catalog(),
    )
    register_prompts(server)
    return server


def _version() -> str:
    from server import __version__
    return __version__
