"""Waiting for a lock another process holds on a matter: bounded, polled, and reported while it lasts.

Two sessions of Claude Code each start their own counsel, so two processes can meet on one matter: at
the Bates production lock (``server/production/numbering.py``) and at SQLite's single writer
(``server/matter/store.py``). A call that meets a held lock waits its turn, up to ``[server].lock_wait_s``,
and says what it is waiting for while it waits; only then does it fail, with the lock's own message.

    with reporting(lambda message: print(message)):   # the MCP adapter forwards it as progress
        waited = wait_for(try_lock, limit_s=600, holder=lambda: "PROD003")
        # None: still held after 600 s; else the seconds it took

The reporter travels in a context variable, so it reaches the worker thread a tool's blocking work runs in
(``anyio.to_thread`` copies the context) without every function on the way passing it along.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

Reporter = Callable[[str], None]
"""Called with "waiting for PROD003 (SMITH000101-SMITH000160) to finish, 12 s" about once a second."""

POLL_S = 0.1  # between attempts: a lock is taken within this of its release
REPORT_S = 1.0  # between reports

_reporter: ContextVar[Reporter | None] = ContextVar("counsel_lock_wait_reporter", default=None)


@contextmanager
def reporting(reporter: Reporter) -> Iterator[None]:
    """Send the waits of this context (and of the worker threads it starts) to ``reporter``."""
    token = _reporter.set(reporter)
    try:
        yield
    finally:
        _reporter.reset(token)


def wait_for(attempt: Callable[[], bool], *, limit_s: float, holder: Callable[[], str]) -> float | None:
    """Call ``attempt`` until it returns True; the seconds that took, or None once ``limit_s`` has passed.

    ``holder()`` names what holds the lock ("PROD003 (SMITH000101-SMITH000160)"); it is asked each time a
    report is due, so a holder that announces itself later is named as soon as it does.
    """
    started = time.monotonic()
    next_report = started
    while not attempt():
        now = time.monotonic()
        waited = now - started
        if waited >= limit_s:
            return None
        if now >= next_report:
            report = _reporter.get()
            if report is not None:
                report(f"waiting for {holder()} to finish, {waited:.0f} s")
            next_report = now + REPORT_S
        time.sleep(min(POLL_S, max(limit_s - waited, 0.0)))
    return time.monotonic() - started
