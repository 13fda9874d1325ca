"""What every tool receives besides its request: the long-lived parts opened in the lifespan.

``AppState`` is built once by ``server/app.py``'s lifespan (or directly by tests) and closed in
``finally``. Tools take ``(request, state, progress)`` and import nothing from MCP.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from server.settings import Settings

if TYPE_CHECKING:
    from server.backends import Backend
    from server.boards import BoardQueues
    from server.nvml import GpuInventory
    from server.supervisor import Supervisor

Progress = Callable[[float, float | None, str | None], Awaitable[None]]
"""Report progress: ``await progress(done, total, message)``; MCP progress notifications in the server."""


async def no_progress(done: float, total: float | None = None, message: str | None = None) -> None:
    """The progress callback for direct calls and tests that do not watch progress."""


@dataclass
class AppState:
    settings: Settings
    backends: dict[str, Backend] = field(default_factory=dict)  # model name -> backend client
    queues: BoardQueues | None = None
    inventory: GpuInventory | None = None
    supervisor: Supervisor | None = None
    extras: dict[str, Any] = field(default_factory=dict)
