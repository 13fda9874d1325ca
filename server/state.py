"""What every tool receives besides its request: the long-lived parts opened in the lifespan.

``AppState`` is built once by ``server/app.py``'s lifespan (or directly by tests) and closed in
``finally``. Tools take ``(request, state, progress)`` and import nothing from MCP.
"""

from __future__ import annotations

import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from server.matter.store import MatterStore
from server.settings import Settings

if TYPE_CHECKING:
    from server.cluster.nvml import GpuInventory
    from server.cluster.queues import BoardQueues
    from server.cluster.supervisor import Supervisor
    from server.models.backends import Backend

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
    _stores: dict[str, MatterStore] = field(default_factory=dict, repr=False)
    _stores_lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def matter(self, name: str, *, create: bool = False) -> MatterStore:
        """The matter's store, opened once and shared by every call (closed by ``close``)."""
        with self._stores_lock:
            store = self._stores.get(name)
            if store is None:
                server = self.settings.server
                store = MatterStore.open(server.matters_dir, name, create=create, lock_wait_s=server.lock_wait_s)
                self._stores[name] = store
            return store

    def close(self) -> None:
        with self._stores_lock:
            for store in self._stores.values():
                store.close()
            self._stores.clear()
