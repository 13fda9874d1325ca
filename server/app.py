"""build_server(settings) -> MCPServer: the lifespan, one small adapter per tool, honest annotations.

Tools are plain async functions ``(request, state, progress) -> Result`` in ``tools/``; they import
nothing from MCP. The adapter here flattens the request model's fields into the tool's arguments
(so Claude sees ``matter``, ``document_ids``... rather than one nested object), validates them,
forwards MCP progress, and turns every ``CounselError`` into a tool error the model can read.
"""

from __future__ import annotations

import copy
import inspect
import logging
import typing
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Annotated, Any

import anyio
from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import BaseModel, ValidationError
from pydantic_core import PydanticUndefined

import tools
from server.errors import CounselError
from server.settings import Settings
from server.state import AppState
from server.workflows import register_prompts

log = logging.getLogger("counsel")

INSTRUCTIONS = """\
counsel runs the firm's local models on the firm's own GPUs; client files never leave the office.
Pipeline: ingest_sources -> search_evidence -> draft_routine or reason_heavy -> guard_check ->
verify_citations (if blocked: fix from the evidence or ask the lawyer, never invent) ->
adversarial_review -> revise -> verify_citations again -> bates_stamp the exhibits.
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
    "bates_stamp": _annotations(read_only=False, idempotent=False, title="Bates-stamp a production"),
    "cluster_status": _annotations(read_only=True, idempotent=True, title="GPU boards and model status"),
}



def _adapter(fn: Callable[..., Any], get_state: Callable[[Context], AppState]) -> Callable[..., Any]:
    """Wrap ``fn(request, state, progress)`` as an MCP tool whose arguments are the request's fields."""
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
            raise ToolError(_validation_message(exc)) from None

        async def progress(done: float, total: float | None = None, message: str | None = None) -> None:
            await ctx.report_progress(done, total, message)

        try:
            return await fn(request, get_state(ctx), progress)
        except CounselError as exc:
            log.info("%s: %s", fn.__name__, exc)
            raise ToolError(str(exc)) from exc

    adapter.__signature__ = inspect.Signature(params, return_annotation=result_model)  # type: ignore[attr-defined]
    adapter.__annotations__ = annotations
    adapter.__name__ = fn.__name__
    adapter.__doc__ = fn.__doc__
    return adapter


def _validation_message(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors(include_url=False):
        where = ".".join(str(p) for p in err["loc"]) or "request"
        parts.append(f"{where}: {err['msg'].removeprefix('Value error, ')}")
    return "invalid arguments: " + "; ".join(parts)


def open_state(settings: Settings) -> AppState:
    """The long-lived parts: one HTTP client per model endpoint, board queues, GPU inventory, supervisor."""
    from server.cluster.nvml import GpuInventory
    from server.cluster.queues import BoardQueues
    from server.models.backends import make_backends

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
            await anyio.to_thread.run_sync(state.supervisor.close)  # only what we started; `cluster up` stays
        state.close()


def _autostart(state: AppState) -> None:
    """Start this machine's managed llama-servers that are not running; do not wait for them.

    A failure here is logged, not fatal: the tools that need the model say what is wrong when called,
    and every other tool keeps working.
    """
    from server.cluster.supervisor import Supervisor

    supervisor = Supervisor(state.settings)
    state.supervisor = supervisor
    state.extras["owns_supervisor"] = True
    try:
        supervisor.up(wait=False)
    except CounselError as exc:
        log.warning("could not start the local model servers: %s", exc)


def build_server(settings: Settings, *, state: AppState | None = None) -> MCPServer:
    """The counsel MCP server. Pass ``state`` to run with parts built by the caller (tests)."""

    @asynccontextmanager
    async def lifespan(_server: MCPServer) -> AsyncIterator[AppState]:
        app_state = state if state is not None else open_state(settings)
        try:
            if state is None and settings.server.autostart:
                await anyio.to_thread.run_sync(_autostart, app_state)
            yield app_state
        finally:
            if state is None:
                await close_state(app_state)

    for noisy in ("httpx", "httpcore"):  # one line per model request is noise; errors still surface
        logging.getLogger(noisy).setLevel(logging.WARNING)
    server: MCPServer = MCPServer(
        name=settings.server.name,
        title="counsel: local legal models with enforced provenance",
        version=_version(),
        instructions=INSTRUCTIONS,
        lifespan=lifespan,
        log_level=settings.server.log_level,
    )

    def get_state(ctx: Context) -> AppState:
        return ctx.request_context.lifespan_context

    for fn in tools.TOOLS:
        server.add_tool(
            _adapter(fn, get_state),
            name=fn.__name__,
            description=inspect.getdoc(fn),
            annotations=ANNOTATIONS[fn.__name__],
        )
    register_prompts(server)
    return server


def _version() -> str:
    from server import __version__
    return __version__
