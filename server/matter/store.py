"""MatterStore: one SQLite file per matter — documents, pages, provenance, runs, Bates ranges, ledger.

Every document has an origin: ``client`` (ingested client files and the Bates-stamped pages made
from them), ``model`` (anything a tool wrote; ids start with ``A``) or ``attorney`` (the lawyer's
own notes and authority lists: direction, not evidence). Only client pages enter the full-text
index, so nothing but client material can ever be found as evidence.

Concurrency: WAL mode, one writer at a time (``BEGIN IMMEDIATE`` under a process-local lock), short
transactions. A writer that finds another process writing waits its turn, reporting the wait, for up to
``lock_wait_s`` (``[server].lock_wait_s``; see ``server/matter/waiting.py``), then fails with
``MatterBusyError``. Each change and its ledger entry are written in one transaction.

Reads never wait for a writer: ``read()`` lends a connection of its own (from a small pool) inside a read
transaction, so everything read in one ``with`` block comes from one consistent WAL snapshot, the last commit
before it began. Only a read inside ``write()`` on the same thread uses the writer's connection (to see its
own changes). Opening a matter takes the writer's lock only when its schema needs migrating.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from server.errors import MatterBusyError, NotFoundError, ProvenanceError
from server.matter import ledger, provenance
from server.matter.ledger import utc_now
from server.matter.paths import matter_path
from server.matter.waiting import wait_for
from server.verify import atom_index

Origin = Literal["client", "model", "attorney"]
DB_NAME = "counsel.db"
_DOCUMENT_EVENTS = "('ingest', 'artifact', 'produce')"  # the ledger events that add a document
BUSY_TIMEOUT_MS = 250  # SQLite's own wait per attempt to write; the wait as a whole is bounded by lock_wait_s
LOCK_WAIT_S = 600.0  # the default of [server].lock_wait_s

MIGRATIONS: tuple[str, ...] = (
    # 1: the initial schema
    """
    CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
    CREATE TABLE documents (
        id TEXT PRIMARY KEY,
        origin TEXT NOT NULL CHECK (origin IN ('client', 'model', 'attorney')),
        kind TEXT NOT NULL,
        media_type TEXT NOT NULL,
        original_name TEXT NOT NULL,
        stored_path TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        norm_hash TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        page_count INTEGER NOT NULL,
        parent_id TEXT REFERENCES documents(id),
        production_id TEXT,
        created_at TEXT NOT NULL,
        metadata TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX documents_sha ON documents(sha256);
    CREATE INDEX documents_norm ON documents(norm_hash);
    CREATE TABLE pages (
        rowid INTEGER PRIMARY KEY,
        document_id TEXT NOT NULL REFERENCES documents(id),
        page INTEGER NOT NULL,
        text TEXT NOT NULL,
        ocr INTEGER NOT NULL DEFAULT 0,
        start INTEGER NOT NULL,
        end INTEGER NOT NULL,
        bates TEXT UNIQUE,
        source_document_id TEXT,
        source_page INTEGER,
        UNIQUE (document_id, page)
    );
    CREATE INDEX pages_source ON pages(source_document_id, source_page);
    CREATE VIRTUAL TABLE client_fts USING fts5(
        text, content='pages', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2'
    );
    CREATE TABLE artifact_shingles (
        hash INTEGER NOT NULL, document_id TEXT NOT NULL, PRIMARY KEY (hash, document_id)
    ) WITHOUT ROWID;
    CREATE TABLE client_shingles (hash INTEGER PRIMARY KEY) WITHOUT ROWID;
    CREATE TABLE artifacts (
        document_id TEXT PRIMARY KEY REFERENCES documents(id),
        tool TEXT NOT NULL,
        run_id TEXT,
        kind TEXT NOT NULL,
        title TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE runs (
        id TEXT PRIMARY KEY,
        tool TEXT NOT NULL,
        role TEXT,
        model TEXT,
        label TEXT,
        endpoint TEXT,
        board TEXT,
        prompt_hash TEXT,
        input_hash TEXT NOT NULL,
        output_hash TEXT,
        started_at TEXT NOT NULL,
        wall_ms REAL NOT NULL,
        prompt_tokens INTEGER,
        completion_tokens INTEGER,
        tokens_per_s REAL,
        queue_wait_s REAL,
        status TEXT NOT NULL CHECK (status IN ('ok', 'error')),
        error TEXT
    );
    CREATE TABLE quarantine (
        id TEXT PRIMARY KEY,
        original_name TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        stored_path TEXT NOT NULL,
        matched_document_id TEXT NOT NULL,
        reason TEXT NOT NULL,
        copied_words INTEGER NOT NULL,
        fraction REAL NOT NULL,
        created_at TEXT NOT NULL,
        released_as TEXT
    );
    CREATE TABLE productions (
        id TEXT PRIMARY KEY,
        prefix TEXT NOT NULL,
        first_number INTEGER NOT NULL,
        last_number INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('reserved', 'complete', 'void')),
        folder TEXT NOT NULL,
        created_at TEXT NOT NULL,
        finished_at TEXT,
        note TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX productions_prefix ON productions(prefix, first_number);
    CREATE TABLE ledger (
        seq INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        event TEXT NOT NULL,
        subject TEXT NOT NULL,
        payload TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL
    );
    CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
        BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
    CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
        BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
    """,
    # 2: prompt reuse: prompt tokens the model server served from its cache, and its prompt-processing time
    """
    ALTER TABLE runs ADD COLUMN prompt_tokens_cached INTEGER;
    ALTER TABLE runs ADD COLUMN prompt_ms REAL;
    """,
    # 3: the atom index: every client page's dates, sums, rates, counts, sections, identifiers, places and times
    # by normalised value (server/verify/atom_index.py); filled at ingest, rebuilt when the atom rules change
    """
    CREATE TABLE page_atoms (
        kind TEXT NOT NULL, value TEXT NOT NULL, page_rowid INTEGER NOT NULL, PRIMARY KEY (kind, value, page_rowid)
    ) WITHOUT ROWID;
    CREATE INDEX page_atoms_page ON page_atoms(page_rowid);
    CREATE TABLE atom_index_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
    # 4: a call cancelled by the client leaves a run with status 'cancelled' (SQLite cannot widen a CHECK in place)
    """
    CREATE TABLE runs_v3 (
        id TEXT PRIMARY KEY,
        tool TEXT NOT NULL,
        role TEXT,
        model TEXT,
        label TEXT,
        endpoint TEXT,
        board TEXT,
        prompt_hash TEXT,
        input_hash TEXT NOT NULL,
        output_hash TEXT,
        started_at TEXT NOT NULL,
        wall_ms REAL NOT NULL,
        prompt_tokens INTEGER,
        completion_tokens INTEGER,
        tokens_per_s REAL,
        queue_wait_s REAL,
        status TEXT NOT NULL CHECK (status IN ('ok', 'error', 'cancelled')),
        error TEXT,
        prompt_tokens_cached INTEGER,
        prompt_ms REAL
    );
    INSERT INTO runs_v3 SELECT id, tool, role, model, label, endpoint, board, prompt_hash, input_hash, output_hash,
        started_at, wall_ms, prompt_tokens, completion_tokens, tokens_per_s, queue_wait_s, status, error,
        prompt_tokens_cached, prompt_ms FROM runs;
    DROP TABLE runs;
    ALTER TABLE runs_v3 RENAME TO runs;
    """,
    # 5: every custodian and path a client document came from: an exact duplicate is stored once, with each source
    """
    CREATE TABLE document_sources (
        document_id TEXT NOT NULL REFERENCES documents(id),
        custodian TEXT NOT NULL DEFAULT '',
        path TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        PRIMARY KEY (document_id, custodian, path)
    ) WITHOUT ROWID;
    INSERT OR IGNORE INTO document_sources(document_id, custodian, path, recorded_at)
        SELECT id, COALESCE(json_extract(metadata, '$.custodian'), ''), original_name, created_at
        FROM documents WHERE origin != 'model';
    """,
)


@dataclass(frozen=True)
class DocumentRow:
    id: str
    origin: Origin
    kind: str
    media_type: str
    original_name: str
    stored_path: str
    sha256: str
    norm_hash: str
    size_bytes: int
    page_count: int
    parent_id: str | None
    production_id: str | None
    created_at: str
    metadata: dict[str, Any]

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> DocumentRow:
        data = dict(row)
        data["metadata"] = json.loads(data["metadata"] or "{}")
        return cls(**data)


@dataclass(frozen=True)
class SourceRow:
    """One place a document came from: whose files (custodian) and the path there (``inbox/mail.mbox > message 3``)."""

    custodian: str
    path: str
    recorded_at: str


@dataclass(frozen=True)
class PageRow:
    document_id: str
    page: int
    text: str
    ocr: bool
    start: int
    end: int
    bates: str | None
    source_document_id: str | None
    source_page: int | None


@dataclass(frozen=True)
class RunRecord:
    tool: str
    input_hash: str
    started_at: str
    wall_ms: float
    status: Literal["ok", "error", "cancelled"] = "ok"
    role: str | None = None
    model: str | None = None
    label: str | None = None
    endpoint: str | None = None
    board: str | None = None
    prompt_hash: str | None = None
    output_hash: str | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    tokens_per_s: float | None = None
    queue_wait_s: float | None = None
    error: str | None = None  # what went wrong; for a cancelled call, how far it got and what was asked
    prompt_tokens_cached: int | None = None  # of prompt_tokens, those the model server reused from its cache
    prompt_ms: float | None = None  # the model server's time on the prompt (the uncached part)


@dataclass(frozen=True)
class VerifyReport:
    matter: str
    ledger_entries: int
    files_checked: int
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems


def _page_row(row: sqlite3.Row) -> PageRow:
    return PageRow(
        document_id=row["document_id"],
        page=row["page"],
        text=row["text"],
        ocr=bool(row["ocr"]),
        start=row["start"],
        end=row["end"],
        bates=row["bates"],
        source_document_id=row["source_document_id"],
        source_page=row["source_page"],
    )


class MatterStore:
    """One matter's database and folder. Thread-safe; open once and share."""

    def __init__(self, folder: Path, *, lock_wait_s: float = LOCK_WAIT_S) -> None:
        self.folder = folder
        self.name = folder.name
        self.lock_wait_s = lock_wait_s  # how long to wait for a lock another process holds on this matter
        self._lock = threading.RLock()  # this process's writers, one at a time; readers never take it
        self._writing = threading.local()  # .conn: set on the thread inside write()
        self._readers_lock = threading.Lock()
        self._idle: list[sqlite3.Connection] = []  # reader connections not lent out
        self._readers: list[sqlite3.Connection] = []  # every reader connection, to close
        self._conn = self._connect()
        if self._conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
            self._conn.execute("PRAGMA journal_mode = WAL")
        self._conn.execute("PRAGMA synchronous = NORMAL")
        self._migrate()

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(
            self.folder / DB_NAME, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
        )
        conn.row_factory = sqlite3.Row
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    @classmethod
    def open(
        cls, matters_dir: Path, matter: str, *, create: bool = False, lock_wait_s: float = LOCK_WAIT_S
    ) -> MatterStore:
        return cls(matter_path(matters_dir, matter, create=create), lock_wait_s=lock_wait_s)

    def close(self) -> None:
        with self._readers_lock:
            readers, self._readers, self._idle = self._readers, [], []
        for conn in readers:
            conn.close()
        with self._lock:
            self._conn.close()

    def __enter__(self) -> MatterStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- plumbing -----------------------------------------------------------------------------
    def _migrate(self) -> None:
        if self._conn.execute("PRAGMA user_version").fetchone()[0] >= len(MIGRATIONS):
            return  # up to date: opening the matter needs no lock, even while another process writes
        with self.write() as conn:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
                for statement in _split_sql(script):
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {number}")
            if (
                atom_index.indexed_version(conn) is None
                and conn.execute("SELECT 1 FROM pages LIMIT 1").fetchone() is None
            ):
                atom_index.mark_current(conn)  # a new matter: its pages are indexed as they are ingested

    @contextmanager
    def write(self, *, wait_s: float | None = None) -> Iterator[sqlite3.Connection]:
        """One write transaction (``BEGIN IMMEDIATE``), waiting its turn while another process writes (for up
        to ``wait_s``, by default the matter's ``lock_wait_s``)."""
        limit_s = self.lock_wait_s if wait_s is None else wait_s
        with self._lock:
            if wait_for(self._begin, limit_s=limit_s, holder=self._writer) is None:
                raise MatterBusyError(
                    f"another process kept writing to matter {self.name!r} for more than {limit_s:g} s "
                    "(lock_wait_s); nothing was changed. Try again when it has finished, or raise "
                    "[server].lock_wait_s in the config"
                )
            self._writing.conn = self._conn
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            else:
                self._conn.execute("COMMIT")
            finally:
                self._writing.conn = None

    def _begin(self) -> bool:
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):
                return False
            raise
        return True

    def _writer(self) -> str:
        return f"another process writing to matter {self.name!r}"

    @contextmanager
    def read(self) -> Iterator[sqlite3.Connection]:
        """A connection for reading, on one consistent snapshot for the block; never waits for a writer."""
        own = getattr(self._writing, "conn", None)
        if own is not None:
            yield own  # inside write() on this thread: read what this transaction has written so far
            return
        conn = self._lend()
        try:
            conn.execute("BEGIN")  # deferred: the snapshot is taken at the first read and held to the end
            yield conn
        finally:
            if conn.in_transaction:
                conn.execute("COMMIT")  # ends the snapshot; keeps a temporary table the block made for next time
            with self._readers_lock:
                if conn in self._readers:
                    self._idle.append(conn)

    def _lend(self) -> sqlite3.Connection:
        with self._readers_lock:
            if self._idle:
                return self._idle.pop()
        conn = self._connect()  # not query_only: a reader may keep temporary tables (evidence's vocabulary view)
        with self._readers_lock:
            self._readers.append(conn)
        return conn

    @staticmethod
    def next_id(conn: sqlite3.Connection, prefix: str, width: int = 4) -> str:
        row = conn.execute(
            "INSERT INTO counters(name, value) VALUES (?, 1) "
            "ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value",
            (prefix,),
        ).fetchone()
        return f"{prefix}{row[0]:0{width}d}"

    @staticmethod
    def log(conn: sqlite3.Connection, event: str, subject: str, payload: dict[str, Any]) -> str:
        return ledger.append(conn, event, subject, payload)

    # --- documents ----------------------------------------------------------------------------
    def document(self, document_id: str) -> DocumentRow:
        with self.read() as conn:
            row = conn.execute("SELECT * FROM documents WHERE id = ?", (document_id,)).fetchone()
        if row is None:
            raise NotFoundError(
                f"matter {self.name!r} has no document {document_id!r}; matter_status or search_evidence lists ids"
            )
        return DocumentRow.from_row(row)

    def documents(self, origin: Origin | None = None) -> list[DocumentRow]:
        sql = "SELECT * FROM documents" + (" WHERE origin = ?" if origin else "") + " ORDER BY created_at, id"
        with self.read() as conn:
            rows = conn.execute(sql, (origin,) if origin else ()).fetchall()
        return [DocumentRow.from_row(r) for r in rows]

    def find_by_hash(self, sha256: str) -> list[DocumentRow]:
        with self.read() as conn:
            rows = conn.execute("SELECT * FROM documents WHERE sha256 = ? ORDER BY id", (sha256,)).fetchall()
        return [DocumentRow.from_row(r) for r in rows]

    def sources(self, document_id: str) -> list[SourceRow]:
        """Every custodian and path the document was ingested from, first one first (duplicates add rows)."""
        with self.read() as conn:
            rows = conn.execute(
                "SELECT custodian, path, recorded_at FROM document_sources WHERE document_id = ? "
                "ORDER BY recorded_at, custodian, path",
                (document_id,),
            ).fetchall()
        return [SourceRow(row["custodian"], row["path"], row["recorded_at"]) for row in rows]

    def pages(self, document_id: str) -> list[PageRow]:
        with self.read() as conn:
            rows = conn.execute("SELECT * FROM pages WHERE document_id = ? ORDER BY page", (document_id,)).fetchall()
        return [_page_row(r) for r in rows]

    def document_text(self, document_id: str) -> str:
        return "\f".join(p.text for p in self.pages(document_id))

    def require_evidence(self, document_ids: Sequence[str]) -> list[DocumentRow]:
        """The documents, if every one is client material; otherwise a ProvenanceError saying why."""
        docs = []
        for document_id in document_ids:
            doc = self.document(document_id)
            if doc.origin != "client" or doc.id.startswith("A"):  # "A" ids are only ever given to model output
                raise ProvenanceError(self._not_evidence_message(doc))
            docs.append(doc)
        return docs

    def _not_evidence_message(self, doc: DocumentRow) -> str:
        if doc.origin == "model" or doc.id.startswith("A"):
            with self.read() as conn:
                art = conn.execute("SELECT tool, kind FROM artifacts WHERE document_id = ?", (doc.id,)).fetchone()
            what = f"a {art['kind']} written by {art['tool']}" if art else "written by a model"
            return (
                f"{doc.id} ({doc.original_name}) is {what} on {doc.created_at[:10]}, not client material, so it "
                "can never be evidence. Use the client documents it was based on (search_evidence finds them)"
            )
        return (
            f"{doc.id} ({doc.original_name}) is the attorney's own note: it can direct the work (pass it as "
            "instructions) but it is not evidence. Use client documents as evidence"
        )

    # --- runs and artifacts -------------------------------------------------------------------
    def record_run(self, conn: sqlite3.Connection, run: RunRecord) -> str:
        run_id = self.next_id(conn, "R", 6)
        fields = {"id": run_id, **run.__dict__}
        conn.execute(
            f"INSERT INTO runs({', '.join(fields)}) VALUES ({', '.join('?' * len(fields))})", tuple(fields.values())
        )
        self.log(conn, "run", run_id, fields)
        return run_id

    def runs(self, limit: int = 20) -> list[dict[str, Any]]:
        with self.read() as conn:
            rows = conn.execute("SELECT * FROM runs ORDER BY id DESC LIMIT ?", (limit,)).fetchall()
        return [dict(r) for r in rows]

    # --- integrity ----------------------------------------------------------------------------
    def verify(self) -> VerifyReport:
        """Recompute the ledger chain, check each document row against its ledger entry (origin, file, hash)
        and each stored file against its hash; name whatever changed."""
        with self.read() as conn:
            problems = [str(p) for p in ledger.verify_chain(conn)]
            entries = conn.execute("SELECT COUNT(*) FROM ledger").fetchone()[0]
            docs = conn.execute("SELECT id, origin, stored_path, sha256, original_name FROM documents").fetchall()
            recorded = {
                row["subject"]: json.loads(row["payload"])
                for row in conn.execute("SELECT subject, payload FROM ledger WHERE event IN " + _DOCUMENT_EVENTS)
            }
        checked = 0
        for doc in docs:
            entry = recorded.get(doc["id"])
            label = f"{doc['id']} ({doc['original_name']})"
            if entry is None:
                problems.append(f"{label}: has no ledger entry, so it was not added by counsel")
            else:
                for column, key in (("origin", "origin"), ("sha256", "sha256"), ("stored_path", "stored_path")):
                    if entry.get(key) != doc[column]:
                        problems.append(
                            f"{label}: its {column} is {doc[column]!r} but the ledger recorded {entry.get(key)!r}"
                        )
            path = self.folder / doc["stored_path"]
            try:
                actual = ledger.sha256_file(path)
            except FileNotFoundError:
                problems.append(f"{label}: file {doc['stored_path']} is missing")
                continue
            checked += 1
            if actual != doc["sha256"]:
                problems.append(f"{label}: file {doc['stored_path']} was changed after it was stored")
        return VerifyReport(self.name, entries, checked, tuple(problems))


def record_source(conn: sqlite3.Connection, document_id: str, custodian: str, path: str) -> bool:
    """Record that ``document_id`` came from ``path`` of ``custodian`` (caller's transaction); False if known."""
    cursor = conn.execute(
        "INSERT OR IGNORE INTO document_sources(document_id, custodian, path, recorded_at) VALUES (?, ?, ?, ?)",
        (document_id, custodian, path, utc_now()),
    )
    return cursor.rowcount == 1


def _split_sql(script: str) -> list[str]:
    """Split a migration into statements, keeping trigger bodies whole."""
    statements, current = [], []
    for line in script.strip().splitlines():
        current.append(line)
        joined = "\n".join(current).strip()
        if joined.endswith(";") and (not joined.upper().startswith("CREATE TRIGGER") or joined.endswith("END;")):
            statements.append(joined)
            current = []
    if "".join(current).strip():
        statements.append("\n".join(current))
    return statements


def insert_document(
    conn: sqlite3.Connection,
    store: MatterStore,
    *,
    doc_id: str,
    origin: str,
    kind: str,
    media_type: str,
    name: str,
    stored_path: str,
    sha: str,
    size: int,
    pages: Iterable[tuple[str, bool, int, int]],
    parent_id: str | None = None,
    production_id: str | None = None,
    metadata: dict | None = None,
    event: str,
    page_extra: Sequence[tuple[str | None, str | None, int | None]] | None = None,
) -> None:
    """Insert a document, its pages, its index entries and its ledger entry (caller's transaction).

    ``page_extra`` gives (bates, source_document_id, source_page) per page for produced documents.
    """
    pages = list(pages)
    text = "\f".join(p[0] for p in pages)
    words = provenance.normalise_words(text)
    norm = provenance.words_hash(words)
    conn.execute(
        "INSERT INTO documents(id, origin, kind, media_type, original_name, stored_path, sha256, norm_hash, "
        "size_bytes, page_count, parent_id, production_id, created_at, metadata) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        (
            doc_id,
            origin,
            kind,
            media_type,
            name,
            stored_path,
            sha,
            norm,
            size,
            len(pages),
            parent_id,
            production_id,
            utc_now(),
            json.dumps(metadata or {}, sort_keys=True),
        ),
    )
    for index, (page_text, ocr, start, end) in enumerate(pages):
        bates, source_doc, source_page = page_extra[index] if page_extra else (None, None, None)
        cursor = conn.execute(
            "INSERT INTO pages(document_id, page, text, ocr, start, end, bates, source_document_id, source_page) "
            "VALUES (?,?,?,?,?,?,?,?,?)",
            (doc_id, index + 1, page_text, int(ocr), start, end, bates, source_doc, source_page),
        )
        if origin == "client":
            conn.execute("INSERT INTO client_fts(rowid, text) VALUES (?, ?)", (cursor.lastrowid, page_text))
            atom_index.index_page(conn, cursor.lastrowid, page_text)
    sample = provenance.sampled(provenance.shingle_hashes(words))
    if origin == "client":
        conn.executemany("INSERT OR IGNORE INTO client_shingles(hash) VALUES (?)", [(h,) for h in sample])
    elif origin == "model":
        conn.executemany(
            "INSERT OR IGNORE INTO artifact_shingles(hash, document_id) VALUES (?, ?)", [(h, doc_id) for h in sample]
        )
    store.log(
        conn,
        event,
        doc_id,
        {
            "origin": origin,
            "name": name,
            "sha256": sha,
            "norm_hash": norm,
            "pages": len(pages),
            "stored_path": stored_path,
            "parent_id": parent_id,
            "production_id": production_id,
        },
    )
