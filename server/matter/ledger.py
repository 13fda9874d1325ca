"""The append-only, hash-chained ledger every matter keeps.

Each row's hash covers its sequence number, time, event, subject and canonical JSON payload, and
the previous row's hash, so editing, deleting or reordering any row breaks the chain from there on.
``verify_chain`` recomputes it and names the first row that no longer matches.

    sha256:<hex>   is how every hash is written (the algorithm travels with the value)
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

GENESIS = "sha256:" + "0" * 64


def sha256_hex(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


def sha256_file(path: Path, chunk: int = 1 << 20) -> str:
    """``sha256_hex`` of a file, read in chunks: a 10,000-page production never sits in memory to be hashed."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(chunk):
            digest.update(block)
    return "sha256:" + digest.hexdigest()


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def _row_hash(prev_hash: str, seq: int, at: str, event: str, subject: str, payload: str) -> str:
    body = canonical_json([prev_hash, seq, at, event, subject, payload])
    return sha256_hex(body.encode("utf-8"))


def append(conn: sqlite3.Connection, event: str, subject: str, payload: dict[str, Any]) -> str:
    """Append one entry inside the caller's transaction; returns its hash."""
    row = conn.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
    prev_seq, prev_hash = (row[0], row[1]) if row else (0, GENESIS)
    seq = prev_seq + 1
    at = utc_now()
    body = canonical_json(payload)
    digest = _row_hash(prev_hash, seq, at, event, subject, body)
    conn.execute(
        "INSERT INTO ledger(seq, at, event, subject, payload, prev_hash, hash) VALUES (?,?,?,?,?,?,?)",
        (seq, at, event, subject, body, prev_hash, digest),
    )
    return digest


@dataclass(frozen=True)
class ChainProblem:
    seq: int
    event: str
    subject: str
    problem: str

    def __str__(self) -> str:
        return f"ledger entry {self.seq} ({self.event} {self.subject}): {self.problem}"


def verify_chain(conn: sqlite3.Connection) -> list[ChainProblem]:
    """Recompute every hash; report each entry that was edited, inserted, deleted or reordered."""
    problems: list[ChainProblem] = []
    expected_prev = GENESIS
    expected_seq = 1
    for seq, at, event, subject, payload, prev_hash, digest in conn.execute(
        "SELECT seq, at, event, subject, payload, prev_hash, hash FROM ledger ORDER BY seq"
    ):
        if seq != expected_seq:
            problems.append(
                ChainProblem(seq, event, subject, f"sequence jumps from {expected_seq - 1} to {seq}: entries deleted")
            )
        if prev_hash != expected_prev:
            problems.append(ChainProblem(seq, event, subject, "does not follow the previous entry: chain broken"))
        if _row_hash(prev_hash, seq, at, event, subject, payload) != digest:
            problems.append(ChainProblem(seq, event, subject, "contents were changed after it was written"))
        expected_prev = digest
        expected_seq = seq + 1
    return problems
