"""The per-board request queue: one FIFO line per board, ``[boards.X].concurrency`` requests at a time.

``BoardQueues`` runs requests to one board one at a time (``concurrency``) and to different boards
in parallel; a request cancelled while waiting leaves the line at once. ``slot(board)`` yields a
``Ticket`` (time waited, requests ahead); ``snapshot()`` gives each board's ``QueueStats``.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import anyio
from anyio.lowlevel import checkpoint_if_cancelled

from server.errors import ConfigError
from server.settings import Settings


@dataclass(frozen=True)
class Ticket:
    """Your turn on a board: how long you waited and how many requests were ahead of you (running or waiting)."""

    board: str
    waited_s: float
    depth_at_entry: int


@dataclass(frozen=True)
class QueueStats:
    """One board's line: ``depth`` waiting, ``running`` holding a slot, ``served`` finished since start."""

    board: str
    capacity: int
    depth: int
    running: int
    served: int
    cancelled: int
    last_wait_s: float
    max_wait_s: float


@dataclass
class _Line:
    capacity: int
    running: int = 0
    waiters: deque[anyio.Event] = field(default_factory=deque)
    served: int = 0
    cancelled: int = 0
    last_wait_s: float = 0.0
    max_wait_s: float = 0.0

    async def acquire(self) -> None:
        await checkpoint_if_cancelled()
        if self.running < self.capacity and not self.waiters:
            self.running += 1
            return
        turn = anyio.Event()
        self.waiters.append(turn)
        try:
            await turn.wait()
        except BaseException:
            if turn.is_set():  # handed the slot in the same instant we were cancelled: pass it on
                self.release()
            else:
                self.waiters.remove(turn)
            self.cancelled += 1
            raise

    def release(self) -> None:
        if self.waiters:
            self.waiters.popleft().set()  # hand the slot straight over: ``running`` stays the same
        else:
            self.running -= 1


class BoardQueues:
    """One FIFO line per board, ``board.concurrency`` requests at a time. Use from one event loop."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._lines = {name: _Line(board.concurrency) for name, board in settings.boards.items()}

    def board_for(self, model: str) -> str:
        """The board a model runs on (for ``slot``)."""
        try:
            return self._settings.models[model].board
        except KeyError:
            raise ConfigError(
                f"model {model!r} is not configured; name one of: {', '.join(sorted(self._settings.models))}"
            ) from None

    @asynccontextmanager
    async def slot(self, board: str) -> AsyncIterator[Ticket]:
        """Wait for a turn on ``board`` and hold it for the body of the ``async with``."""
        line = self._lines.get(board)
        if line is None:
            raise ConfigError(f"board {board!r} is not configured; name one of: {', '.join(sorted(self._lines))}")
        ahead = line.running + len(line.waiters)
        started = time.perf_counter()
        await line.acquire()
        waited = time.perf_counter() - started
        line.last_wait_s = waited
        line.max_wait_s = max(line.max_wait_s, waited)
        try:
            yield Ticket(board, waited, ahead)
        finally:
            line.served += 1
            line.release()

    def snapshot(self) -> dict[str, QueueStats]:
        return {
            name: QueueStats(
                board=name,
                capacity=line.capacity,
                depth=len(line.waiters),
                running=line.running,
                served=line.served,
                cancelled=line.cancelled,
                last_wait_s=line.last_wait_s,
                max_wait_s=line.max_wait_s,
            )
            for name, line in self._lines.items()
        }
