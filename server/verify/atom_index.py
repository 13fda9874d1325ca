"""The atom index: every client page's atoms by normalised value, so "found nowhere", a wrong pin and
"grounded elsewhere" are exact look-ups over every page of the matter, never the top hits of a text search.

    index_rows(page_text)            # [(kind, value)]: what a page is indexed under (``atoms.find_atoms``)
    lookup_keys(atom)                # [(kind, value, prefix)]: the rows that find a draft atom's pages
    index_page(conn, rowid, text)    # at ingest, in the caller's transaction (client pages only)
    reindex(conn_factory, progress)  # when the atom rules changed: every client page again, in batches
    page_rowids(conn, atom)          # the rowids of the pages that may carry it (confirmed on the page after)

In SQLite (``page_atoms``, created by the store's migrations) a row is (kind, value, page rowid), the primary
key in that order, so a look-up is one index range. ``VERSION`` is a hash of the code that reads atoms: a
matter indexed by other rules is re-indexed on its next verification, with progress. ``MemoryAtomIndex`` is
the same in memory, for ``InMemoryEvidenceIndex``.

A page that carries a value is a candidate; whether it carries the statement is decided on the page by
``support`` (the value near the rest of the statement, of the same thing, not inside another value).
"""

from __future__ import annotations

import hashlib
import re
import sqlite3
from collections.abc import Callable, Iterable
from decimal import Decimal
from pathlib import Path

from server.verify import atoms as _atoms_module
from server.verify import facts as _facts_module
from server.verify import numbers as _numbers_module
from server.verify.atoms import _DURATIONS as _DURATION_UNITS
from server.verify.atoms import Atom, duration, find_atoms

BATCH_PAGES = 500
MAX_ROWIDS = 5000  # a value on more pages than this is not a useful key (a year on every page of a ledger)


def _version() -> str:
    digest = hashlib.sha256()
    for module in (_numbers_module, _facts_module, _atoms_module):
        digest.update(Path(module.__file__ or "").read_bytes())
    digest.update(Path(__file__).read_bytes())
    return digest.hexdigest()[:16]


VERSION = _version()
_INDEXED = ("date", "amount", "percent", "quantity", "number", "section", "identifier", "place", "time")


def _core(value: str, family: str) -> str:
    prefix = family.upper().replace(" ", "")
    return value[len(prefix) :] if prefix and value.startswith(prefix) else value


def index_rows(text: str) -> list[tuple[str, str]]:
    """The (kind, value) rows a page is indexed under: each atom's value, an identifier's bare number too."""
    rows: set[tuple[str, str]] = set()
    for atom in find_atoms(text, page=True):
        if atom.kind not in _INDEXED:
            continue
        rows.add((atom.kind, atom.value))
        if atom.kind == "identifier":
            core = _core(atom.value, atom.unit)
            if core and core != atom.value:
                rows.add(("identifier", core))
    return sorted(rows)


def lookup_keys(atom: Atom) -> list[tuple[str, str, bool]]:
    """(kind, value, prefix?) rows whose pages may carry ``atom``: a year or month finds every date in it, a
    date without a year every year's, a section its subsections, a figure the counts written with it."""
    kind, value = atom.kind, atom.value
    if kind == "date":
        if value.startswith("--"):
            return [("date", f"%-{value[2:]}", True)]
        if len(value) < 10:
            return [("date", value, False), ("date", f"{value}-%", True)]
        return [("date", value, False)]
    cents = [("amount", f"{Decimal(value):.2f}", False)] if re.fullmatch(r"\d+(?:\.\d+)?", value) else []
    if kind == "number":
        year = [("date", value, False)] if re.fullmatch(r"(?:19|20)\d\d", value) else []  # "in 2019 and 2022"
        return [("number", value, False), ("quantity", value, False), *cents, *year]  # "18.00" in a column
    if kind == "quantity":
        keys = [("quantity", value, False), ("number", value, False), *cents]
        length = duration(atom)
        if length is not None:  # "three years": the pages with 36 months, and with 1,095 days
            for head, (base, per) in _DURATION_UNITS.items():
                if base == length[0] and head != atom.head and (length[1] / per).denominator == 1:
                    keys.append(("quantity", str(length[1] / per), False))
        return keys
    if kind == "section":
        keys = [("section", value, False)]
        return keys if "(" in value else [*keys, ("section", f"{value}(%", True)]
    if kind == "identifier":
        core = _core(value, atom.unit)
        keys = [("identifier", value, False)] + ([("identifier", core, False)] if core and core != value else [])
        if core.isdigit() and len(core) >= 3:
            keys += [("number", str(int(core)), False), ("quantity", str(int(core)), False)]
        return keys
    if kind in _INDEXED:
        return [(kind, value, False)]
    return []


def index_page(conn: sqlite3.Connection, rowid: int, text: str) -> None:
    """Index one client page (the caller's transaction)."""
    conn.executemany(
        "INSERT OR IGNORE INTO page_atoms(kind, value, page_rowid) VALUES (?, ?, ?)",
        [(kind, value, rowid) for kind, value in index_rows(text)],
    )


def indexed_version(conn: sqlite3.Connection) -> str | None:
    row = conn.execute("SELECT value FROM atom_index_state WHERE key = 'version'").fetchone()
    return row[0] if row else None


def mark_current(conn: sqlite3.Connection) -> None:
    conn.execute("INSERT OR REPLACE INTO atom_index_state(key, value) VALUES ('version', ?)", (VERSION,))


def reindex(
    write: Callable[[], object],
    read: Callable[[], object],
    progress: Callable[[int, int], None] = lambda done, total: None,
) -> int:
    """Index every client page again, ``BATCH_PAGES`` a transaction; the version is marked at the end, so an
    interrupted run starts over. ``write``/``read`` are the store's transaction context managers. Returns the
    number of pages indexed."""
    with read() as conn:  # type: ignore[attr-defined]
        rowids = [
            r[0]
            for r in conn.execute(
                "SELECT p.rowid FROM pages p JOIN documents d ON d.id = p.document_id WHERE d.origin = 'client' "
                "ORDER BY p.rowid"
            )
        ]
    with write() as conn:  # type: ignore[attr-defined]
        conn.execute("DELETE FROM page_atoms")
    for first in range(0, len(rowids), BATCH_PAGES):
        batch = rowids[first : first + BATCH_PAGES]
        with read() as conn:  # type: ignore[attr-defined]
            marks = ",".join("?" * len(batch))
            texts = conn.execute(f"SELECT rowid, text FROM pages WHERE rowid IN ({marks})", batch).fetchall()
        rows = [(kind, value, rowid) for rowid, text in texts for kind, value in index_rows(text)]
        with write() as conn:  # type: ignore[attr-defined]
            conn.executemany("INSERT OR IGNORE INTO page_atoms(kind, value, page_rowid) VALUES (?, ?, ?)", rows)
        progress(min(first + BATCH_PAGES, len(rowids)), len(rowids))
    with write() as conn:  # type: ignore[attr-defined]
        mark_current(conn)
    return len(rowids)


def page_rowids(conn: sqlite3.Connection, atom: Atom, *, limit: int = MAX_ROWIDS) -> set[int]:
    """Rowids of the pages indexed under any of ``atom``'s look-up keys."""
    found: set[int] = set()
    for kind, value, prefix in lookup_keys(atom):
        operator = "LIKE" if prefix else "="
        rows = conn.execute(
            f"SELECT page_rowid FROM page_atoms WHERE kind = ? AND value {operator} ? LIMIT ?", (kind, value, limit)
        )
        found.update(r[0] for r in rows)
    return found


class MemoryAtomIndex:
    """The atom index in memory: (kind, value) -> page positions."""

    def __init__(self, texts: Iterable[str]) -> None:
        self._rows: dict[tuple[str, str], set[int]] = {}
        for position, text in enumerate(texts):
            for row in index_rows(text):
                self._rows.setdefault(row, set()).add(position)

    def positions(self, atom: Atom) -> set[int]:
        found: set[int] = set()
        for kind, value, prefix in lookup_keys(atom):
            if not prefix:
                found |= self._rows.get((kind, value), set())
                continue
            head, _, tail = value.partition("%")
            for (k, v), positions in self._rows.items():
                if k == kind and v.startswith(head) and v.endswith(tail) and len(v) >= len(head) + len(tail):
                    found |= positions
        return found
