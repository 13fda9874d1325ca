"""Waiting for a lock another process holds on a matter: bounded, polled, and reported while it lasts.

Two sessions of Claude Code each start their own counsel, so two processes can meet on one matter: at
the Bates production lock (``server/production/numbering.py``) and at SQLite's single writer
(``server/matter/store.py``). A call that meets a held lock waits its turn, up to ``[server].lock_wait_s``,
and says what it is waiting for while it waits; only then does it fail, with the lock's own message.

    with reporting(print, keep_waiting=raise_if_cancelled):   # the MCP adapter sends progress instead
        waited = wait_for(try_lock, limit_s=600, holder=lambda: "PROD003")
        # None: still held after 600 s; else the seconds it took

The reporter travels in a context variable, so it reaches the worker thread a tool's blocking work runs in
(``anyio.to_thread`` copies the context) without every function on the way passing it along. Its
``keep_waiting`` is asked before every attempt and raises to stop the wait: a call the client cancelled
while it waited gives up at once, before it takes the lock, rather than run after the other one finishes.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

Reporter = Callable[[str], None]
"""Called with "waiting for PROD003 (SMITH000101-SMITH000160) to finish, 12 s" about once a second."""

log = logging.getLogger(__name__)

POLL_S = 0.1  # between attempts: a lock is taken within this of its release
REPORT_S = 1.0  # between reports

_Watch = tuple[Reporter, Callable[[], None] | None]
_watch: ContextVar[_Watch | None] = ContextVar("counsel_lock_wait_reporter", default=None)


@contextmanager
def reporting(reporter: Reporter, *, keep_waiting: Callable[[], None] | None = None) -> Iterator[None]:
    """Send the waits of this context (and of the worker threads it starts) to ``reporter``; ``keep_waiting``
    is called before each attempt and raises to give the wait up (e.g. the call was cancelled)."""
    token = _watch.set((reporter, keep_waiting))
    try:
        yield
    finally:
        _watch.reset(token)


def wait_for(attempt: Callable[[], bool], *, limit_s: float, holder: Callable[[], str]) -> float | None:
    """Call ``attempt`` until it returns True; the seconds that took, or None once ``limit_s`` has passed.

    ``holder()`` names what holds the lock ("PROD003 (SMITH000101-SMITH000160)"); it is asked each time a
    report is due, so a holder that announces itself later is named as soon as it does.
    """
    report, keep_waiting = _watch.get() or (None, None)
    started = time.monotonic()
    next_report = started
    while not attempt():
        now = time.monotonic()
        waited = now - started
        if waited >= limit_s:
            return None
        if report is not None and now >= next_report:
            report(f"waiting for {holder()} to finish, {waited:.0f} s")
            next_report = now + REPORT_S
        time.sleep(min(POLL_S, max(limit_s - waited, 0.0)))
        if keep_waiting is not None:
            try:
                keep_waiting()
            except BaseException:
                log.info("stopped waiting for %s: the call was cancelled", holder())
                raise
    return time.monotonic() - started
