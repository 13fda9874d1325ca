"""The Bates numbering ledger: per matter and prefix, every number is used once, ever.

A production reserves its whole range in one transaction before any page is stamped. It then ends
in one of three ways, each one ledger event:

- ``bates_complete``: the folder was published and its pages registered as client evidence;
- ``bates_release``: its output never left the staging folder (it failed, or it was killed, before the
  one rename that publishes it), so no one can have seen a page with those numbers; the range is given
  back (its row removed, the ledger keeping the reservation and the release with the reason) and the next
  production continues from where the last kept range ends: no gap for opposing counsel to ask about;
- ``bates_void``: something was published (the production folder exists, even partly, or pages were
  registered) but the production did not complete; the range stays recorded as void and is reported, and
  ``next`` continues after it, so a number that may have been seen is never reused.

A production interrupted by a crash (a reserved range left behind when nobody holds the production lock)
is settled by the next production, under the lock: released if nothing of it was published, else voided,
any folder it published without registering moved aside to ``productions/.void-<id>``.
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
    status: Literal["reserved", "complete", "void", "released"]  # released: given back, no row kept
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


@dataclass(frozen=True)
class Recovered:
    """What ``recover_interrupted`` did with the ranges a dead production left reserved."""

    released: tuple[BatesRange, ...] = ()  # never published: given back, the next production reuses them
    voided: tuple[BatesRange, ...] = ()  # something was published: void, never reused


def published(store: MatterStore, production_id: str) -> str | None:
    """What of a production left the staging folder, in words, or None when nothing did.

    The production folder (whole or partial), the folder an earlier recovery moved aside, or any page
    registered under the production: each means its numbers may have been seen.
    """
    folder = store.folder / "productions" / production_id
    aside = folder.with_name(f".void-{production_id}")
    if folder.exists():
        return f"its folder productions/{production_id} was published"
    if aside.exists():
        return f"its folder was published and moved to productions/{aside.name}"
    with store.read() as conn:
        pages = conn.execute(
            "SELECT COUNT(*) FROM pages p JOIN documents d ON d.id = p.document_id WHERE d.production_id = ?",
            (production_id,),
        ).fetchone()[0]
    return f"{pages} of its pages were registered" if pages else None


def recover_interrupted(store: MatterStore) -> Recovered:
    """Settle the ranges left 'reserved' by a production that died (call while holding the lock).

    A range whose output never left staging is released (the next production starts at its first number);
    one with anything published is voided, its unregistered folder moved to ``productions/.void-<id>``.
    """
    released: list[BatesRange] = []
    voided: list[BatesRange] = []
    for rng in ranges(store):
        if rng.status != "reserved":
            continue
        seen = published(store, rng.production_id)
        if seen is None:
            note = "interrupted before it was published (its output never left the staging folder)"
            if (given_back := release(store, rng.production_id, note)) is not None:
                released.append(given_back)
            continue
        folder = store.folder / "productions" / rng.production_id
        note = f"interrupted after it was published ({seen}) but before it finished"
        if folder.exists():
            aside = folder.with_name(f".void-{rng.production_id}")
            os.replace(folder, aside)
            note += f"; its unregistered folder was moved to productions/{aside.name}"
        void(store, rng.production_id, note)
        voided.append(BatesRange(rng.production_id, rng.prefix, rng.first, rng.last, "void", note))
    return Recovered(tuple(released), tuple(voided))


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


def release(store: MatterStore, production_id: str, reason: str) -> BatesRange | None:
    """Give back a reserved range nothing was published from; one ``bates_release`` ledger event says which and why.

    The row goes (the ledger keeps its ``bates_reserve`` and this release), so ``reserve(start=None)``
    continues from the last range kept. Returns the range, or None if it was not reserved (already settled).
    """
    with store.write() as conn:
        row = conn.execute(
            "SELECT prefix, first_number, last_number FROM productions WHERE id = ? AND status = 'reserved'",
            (production_id,),
        ).fetchone()
        if row is None:
            return None
        prefix, first, last = row[0], row[1], row[2]
        conn.execute("DELETE FROM productions WHERE id = ? AND status = 'reserved'", (production_id,))
        # The latest production id goes back too (its folder never existed), so production ids stay gapless.
        number = production_id.removeprefix("PROD")
        if number.isdigit():
            conn.execute("UPDATE counters SET value = value - 1 WHERE name = 'PROD' AND value = ?", (int(number),))
        payload = {"prefix": prefix, "first": first, "last": last, "reason": reason}
        store.log(conn, "bates_release", production_id, payload)
    return BatesRange(production_id, prefix, first, last, "released", reason)


def void(store: MatterStore, production_id: str, note: str) -> None:
    with store.write() as conn:
        conn.execute(
            "UPDATE productions SET status = 'void', finished_at = ?, note = ? WHERE id = ? AND status = 'reserved'",
            (utc_now(), note, production_id),
        )
        store.log(conn, "bates_void", production_id, {"note": note})
