"""The Bates numbering ledger: per matter and prefix, every number is used once, ever.

A production reserves its whole range in one transaction before any page is stamped. It then
either completes (the folder is published and its pages registered as client evidence) or is
voided: the range stays recorded as void and is reported, and ``next`` continues after it, so a
number is never reused. A production interrupted by a crash (a reserved range left behind when
nobody holds the production lock) is voided by the next production, and any folder it published
without registering is moved aside to ``productions/.void-<id>``.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from server.errors import BatesError, MatterBusyError
from server.matter.ledger import utc_now
from server.matter.store import MatterStore
from server.matter.waiting import wait_for

PREFIX = re.compile(r"^[A-Z](?:[A-Z0-9_-]{0,18}[A-Z_-])?$")  # never ending in a digit: SMITH0 + 00001 = SMITH000001
MAX_NUMBER = 10**12


@dataclass(frozen=True)
class BatesRange:
    production_id: str
    prefix: str
    first: int
    last: int
    status: Literal["reserved", "complete", "void"]
    note: str = ""


def check_prefix(prefix: str) -> str:
    cleaned = prefix.strip().upper()
    if not PREFIX.match(cleaned):
        bad = sorted({c for c in cleaned if not (c.isalnum() or c in "_-")})
        detail = f" (bad characters: {' '.join(repr(c) for c in bad)})" if bad else ""
        raise BatesError(
            f"Bates prefix {prefix!r} cannot be used{detail}; use 1-20 letters, digits, '_' or '-', starting with a "
            "letter and not ending in a digit (it becomes part of every file name, and a trailing digit would run "
            "into the number), e.g. 'SMITH' or 'ACME-'"
        )
    return cleaned


class ProductionLock:
    """The held production lock of a matter; ``announce`` tells waiting sessions which production runs."""

    def __init__(self, fd: int) -> None:
        self._fd = fd

    def announce(self, production_id: str | None = None, first_bates: str = "", last_bates: str = "") -> None:
        facts = {"pid": os.getpid(), "production": production_id, "first": first_bates, "last": last_bates}
        data = json.dumps(facts).encode("utf-8")
        os.ftruncate(self._fd, 0)
        os.pwrite(self._fd, data, 0)

    def clear(self) -> None:
        os.ftruncate(self._fd, 0)


def _running(path: Path, matter: str) -> str:
    """What holds the lock, as its holder announced it: "PROD003 (SMITH000101-SMITH000160)"."""
    try:
        facts = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (OSError, ValueError):
        facts = {}
    production = facts.get("production") if isinstance(facts, dict) else None
    if not production:
        return f"another Bates production on matter {matter!r}"
    span = f" ({facts['first']}-{facts['last']})" if facts.get("first") and facts.get("last") else ""
    return f"{production}{span}"


def _try_lock(fd: int) -> bool:
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


@contextmanager
def production_lock(store: MatterStore) -> Iterator[ProductionLock]:
    """One production at a time per matter, across processes; released by the OS if we die.

    A production that finds the lock held waits its turn, reporting the production it waits for (see
    ``server/matter/waiting.py``), for up to ``store.lock_wait_s``; then it fails, having used no number.
    """
    path = store.folder / ".cache" / "production.lock"
    path.parent.mkdir(parents=True, exist_ok=True)

    def running() -> str:
        return _running(path, store.name)

    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        if wait_for(lambda: _try_lock(fd), limit_s=store.lock_wait_s, holder=running) is None:
            raise MatterBusyError(
                f"another Bates production is running on matter {store.name!r}; wait for it to finish. "
                f"{running()} was still running after {store.lock_wait_s:g} s ([server].lock_wait_s); "
                "no Bates number was used"
            )
        lock = ProductionLock(fd)
        lock.announce()
        try:
            yield lock
        finally:
            lock.clear()
    finally:
        os.close(fd)


def ranges(store: MatterStore, prefix: str | None = None) -> list[BatesRange]:
    sql = "SELECT id, prefix, first_number, last_number, status, note FROM productions"
    args: tuple = ()
    if prefix:
        sql += " WHERE prefix = ?"
        args = (prefix,)
    with store.read() as conn:
        rows = conn.execute(sql + " ORDER BY prefix, first_number", args).fetchall()
    return [BatesRange(r[0], r[1], r[2], r[3], r[4], r[5]) for r in rows]


def recover_interrupted(store: MatterStore) -> list[BatesRange]:
    """Void ranges left 'reserved' by a production that died (call while holding the lock)."""
    voided = []
    for rng in ranges(store):
        if rng.status != "reserved":
            continue
        folder = store.folder / "productions" / rng.production_id
        note = "interrupted before it finished; no pages were registered"
        if folder.exists():
            aside = folder.with_name(f".void-{rng.production_id}")
            os.replace(folder, aside)
            note += f"; its unregistered folder was moved to productions/{aside.name}"
        void(store, rng.production_id, note)
        voided.append(BatesRange(rng.production_id, rng.prefix, rng.first, rng.last, "void", note))
    return voided


def reserve(store: MatterStore, *, prefix: str, count: int, start: int | None, width: int = 6) -> BatesRange:
    """Reserve ``count`` numbers: from ``start``, or after every number ever used when ``start`` is None.

    Everything that can refuse the range (overlap, width) is checked before it is recorded, so a refusal
    consumes no number.
    """
    prefix = check_prefix(prefix)
    if count < 1:
        raise BatesError("a production needs at least one page to number")
    with store.write() as conn:
        rows = conn.execute(
            "SELECT id, first_number, last_number, status FROM productions WHERE prefix = ? ORDER BY first_number",
            (prefix,),
        ).fetchall()
        if start is None:
            first = max((r[2] for r in rows), default=0) + 1
        else:
            if start < 1 or start >= MAX_NUMBER:
                raise BatesError(f"start number {start} is out of range; use 1 or more, or 'next'")
            first = start
        last = first + count - 1
        if len(str(last)) > width or last >= MAX_NUMBER:
            raise BatesError(
                f"{prefix}{first}-{prefix}{last} needs {len(str(last))} digits but the width is {width}; "
                f"raise the width to at least {len(str(last))}"
            )
        for pid, lo, hi, status in rows:
            if lo <= last and first <= hi:
                raise BatesError(
                    f"{prefix}{first}-{prefix}{last} overlaps {prefix} {lo}-{hi} already used by production {pid} "
                    f"({status}); Bates numbers are never reused. Use start 'next' (first free: "
                    f"{max(r[2] for r in rows) + 1})"
                )
        production_id = store.next_id(conn, "PROD", 3)
        conn.execute(
            "INSERT INTO productions(id, prefix, first_number, last_number, status, folder, created_at) "
            "VALUES (?,?,?,?, 'reserved', ?, ?)",
            (production_id, prefix, first, last, f"productions/{production_id}", utc_now()),
        )
        store.log(conn, "bates_reserve", production_id, {"prefix": prefix, "first": first, "last": last})
    return BatesRange(production_id, prefix, first, last, "reserved")


def void(store: MatterStore, production_id: str, note: str) -> None:
    with store.write() as conn:
        conn.execute(
            "UPDATE productions SET status = 'void', finished_at = ?, note = ? WHERE id = ? AND status = 'reserved'",
            (utc_now(), note, production_id),
        )
        store.log(conn, "bates_void", production_id, {"note": note})
