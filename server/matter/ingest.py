"""Bring client files into a matter: copy, hash, parse, check provenance, index — or quarantine.

For each file: stream it into a temporary file under ``sources/`` while hashing (bounded memory;
the original is only read), skip it if the matter already has those bytes, parse the *copy*
(so a file that changes or vanishes mid-ingest cannot leave a mismatch), then run the poisoning
check against every model artifact of the matter:

1. the same bytes as an artifact;
2. the same normalised text (re-wrapped, re-cased, smart quotes);
3. shared shingle runs (a paragraph pasted into an e-mail, a draft printed, scanned and OCR'd).

A match is moved to ``quarantine/`` and recorded, never indexed — unless the lawyer overrides
with an explicit flag and a reason, which the ledger records. Everything else is stored
read-only as ``sources/<id>-<name>`` with its pages, full-text index and shingles, in one
transaction with its ledger entry.

Families: an e-mail's attachments and an archive's members (and theirs) are child documents, written in the
same transaction as their parent, parent first (ids in that order). A model-written child is quarantined on
its own and the rest of the family goes in; a model-written parent is quarantined with its whole family (the
children are inside its file and are reported with it). A mailbox (``.mbox``, ``.pst``) is not a family: each
message is one, read and written one at a time, and the mailbox itself is recorded last. Every document records
where it came from (``document_sources``: custodian and path, ``inbox/mail.eml > invoice.pdf`` for a child);
bytes the matter already has are a ``duplicate`` that adds its custodian and path to the document there.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from server.documents.ocr_pool import batched
from server.errors import DocumentError, InputError, PathError
from server.matter import provenance
from server.matter.ledger import utc_now
from server.matter.parse_ahead import ParseAhead, Ready
from server.matter.paths import inside, remove_files, resolve_input
from server.matter.store import MatterStore, insert_document, record_source

if TYPE_CHECKING:
    from server.documents import parse as documents
log = logging.getLogger(__name__)
CHUNK = 1 << 20
MAX_FILES = 5_000
_WORKING_COPY = re.compile(r"[^\s'\"]*\.ingest-\w+(?:\.\w+)?")
IngestStatus = Literal["ingested", "duplicate", "quarantined", "overridden", "failed"]


@dataclass
class IngestOutcome:
    path: str
    status: IngestStatus
    document_id: str | None = None
    pages: int = 0
    ocr_pages: int = 0
    quarantine_id: str | None = None
    matched_artifact: str | None = None
    reason: str | None = None
    children: list[IngestOutcome] = field(default_factory=list)


@dataclass(frozen=True)
class PoisonMatch:
    artifact_id: str
    artifact_name: str
    how: Literal["identical bytes", "identical text", "copied passages"]
    copied_words: int
    fraction: float

    def describe(self) -> str:
        if self.how == "copied passages":
            return (
                f"{self.copied_words} words ({self.fraction:.0%} of it) are copied from model artifact "
                f"{self.artifact_id} ({self.artifact_name})"
            )
        return f"{self.how} as model artifact {self.artifact_id} ({self.artifact_name})"


@dataclass(frozen=True)
class Refused:
    """A path met while walking a folder that cannot be ingested: it becomes a ``failed`` item, the rest goes in."""

    path: Path
    reason: str


def expand_paths(store: MatterStore, raw_paths: Sequence[str], roots: tuple[Path, ...]) -> list[Path | Refused]:
    """Resolve every path, folders expanded in name order.

    A path the caller named that cannot be used (outside the matter, missing, in ``work/``) raises ``PathError``.
    Inside a folder, one that cannot be used (a link out of the matter or to nothing, a pipe, an unreadable folder)
    is a ``Refused`` entry instead, so one bad file never sinks the folder. ``work/`` holds drafts - what a tool
    wrote, and the Word or PDF drafts the lawyer saves there - so it is never walked: a draft is never evidence.
    """
    found: list[Path | Refused] = []
    work = (store.folder / "work").resolve()
    for raw in raw_paths:
        path = resolve_input(store.folder, raw, roots=roots)
        if inside(work, path):
            raise PathError(
                f"{raw!r} is in the matter's work/ folder, which holds drafts and model output, never evidence; "
                "verify a draft with verify_citations(path=...), or put a client file in inbox/ and ingest that"
            )
        if path.is_dir():
            found.extend(_walk(store, path, roots))
        elif path.exists():
            found.append(path)
        else:
            raise PathError(f"{raw!r} does not exist (looked for {path}); check the name, or list the inbox folder")
        if len(found) > MAX_FILES:
            raise InputError(f"more than {MAX_FILES} files in one call; ingest the folders one at a time")
    managed = (store.folder / "sources").resolve(), (store.folder / "quarantine").resolve()
    unique = dict.fromkeys(f for f in found if isinstance(f, Refused) or f.parent not in managed or f.name[:1] != ".")
    return list(unique)


def _walk(store: MatterStore, folder: Path, roots: tuple[Path, ...]) -> list[Path | Refused]:
    """The files under ``folder`` (hidden names skipped, links not followed into folders), in path order."""
    found: list[tuple[Path, Path | Refused]] = []

    def unreadable(error: OSError) -> None:
        where = Path(error.filename or folder)
        reason = f"{_shown(where, folder)}: the folder could not be read ({error.strerror}); check its permissions"
        found.append((where, Refused(where, reason)))

    work = (store.folder / "work").resolve()
    for top, dirs, names in os.walk(folder, onerror=unreadable):
        here = Path(top)
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and (here / d).resolve() != work)
        links = [d for d in dirs if (here / d).is_symlink()]  # a link to a folder: reported, never walked
        dirs[:] = [d for d in dirs if d not in links]
        for name in [*names, *links]:
            if not name.startswith("."):
                found.append((here / name, _candidate(store, here / name, folder, roots)))
    return [entry for _, entry in sorted(found, key=lambda pair: pair[0])]


def _candidate(store: MatterStore, child: Path, folder: Path, roots: tuple[Path, ...]) -> Path | Refused:
    shown = _shown(child, folder)
    try:
        resolved = resolve_input(store.folder, str(child), roots=roots)
    except PathError as exc:
        return Refused(child, str(exc))
    if resolved.is_file():
        return resolved
    if not resolved.exists():
        return Refused(child, f"{shown}: a link to {resolved}, which does not exist; fix or remove the link")
    if resolved.is_dir():
        return Refused(child, f"{shown}: a link to the folder {resolved}, which is not walked; list that folder itself")
    return Refused(child, f"{shown}: not a regular file (a pipe, socket or device); nothing to ingest")


def _shown(path: Path, folder: Path) -> str:
    try:
        return str(Path(folder.name) / path.relative_to(folder))
    except ValueError:
        return str(path)


def copy_hashing(source: Path, folder: Path) -> tuple[Path, str, int]:
    digest = hashlib.sha256()
    size = 0
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".ingest-", suffix=source.suffix.lower()[:16])
    try:
        with os.fdopen(fd, "wb") as out, source.open("rb") as src:
            while chunk := src.read(CHUNK):
                digest.update(chunk)
                out.write(chunk)
                size += len(chunk)
            out.flush()
            os.fsync(out.fileno())
    except FileNotFoundError:
        Path(tmp).unlink(missing_ok=True)
        raise DocumentError(f"{source.name}: the file vanished while it was being read; nothing was ingested") from None
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise DocumentError(
            f"{source.name} could not be read ({exc.strerror or exc}); check its permissions and ingest it again"
        ) from exc
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return Path(tmp), "sha256:" + digest.hexdigest(), size


def own_name(message: str, working_copy: Path, name: str) -> str:
    """``message`` with the working copy (``sources/.ingest-x1y2.pdf``) called by the client's file name.

    Libraries name the file they were handed, and ingest hands them the copy: the lawyer never saw that name.
    """
    for form in (str(working_copy.resolve()), str(working_copy), working_copy.name):
        message = message.replace(form, name)
    return _WORKING_COPY.sub(name, message)


def _safe_name(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in "._-" else "_" for c in name)
    return keep.strip("._")[:120] or "document"


class Ingestor:
    """Ingest files into one matter. Thread-safe through the store; call from a worker thread."""

    def __init__(
        self,
        store: MatterStore,
        *,
        ocr_workers: int = 2,
        on_file: Callable[[int, int, str], None] | None = None,
    ) -> None:
        self.store = store
        self.ocr_workers = ocr_workers
        self.on_file = on_file or (lambda done, total, name: None)

    # --- public -------------------------------------------------------------------------------
    def ingest(
        self,
        files: Sequence[Path | Refused],
        *,
        origin: Literal["client", "attorney"] = "client",
        override_quarantine: bool = False,
        override_reason: str = "",
        custodian: str = "",
    ) -> list[IngestOutcome]:
        """One outcome per file, in order; a mailbox gives one for itself, then one per message (its families)."""
        if override_quarantine and not override_reason.strip():
            raise InputError("override_quarantine needs override_reason: the lawyer's reason, recorded in the ledger")
        outcomes = []
        with ParseAhead(files, self.store.folder / "sources") as ahead:  # many Office files: parsed in workers
            for done, path in enumerate(files):
                self.on_file(done, len(files), path.path.name if isinstance(path, Refused) else path.name)
                if isinstance(path, Refused):
                    outcomes.append(IngestOutcome(path=str(path.path), status="failed", reason=path.reason))
                    continue
                job = _Job(origin, override_quarantine, override_reason.strip(), custodian, self._shown(path))
                try:
                    outcomes.extend(self._ingest_file(path, job, ahead.take(done)))
                except DocumentError as exc:
                    if len(files) == 1:
                        raise
                    outcomes.append(IngestOutcome(path=str(path), status="failed", reason=str(exc)))
        self.on_file(len(files), len(files), "")
        return outcomes

    def _shown(self, path: Path) -> str:
        """The path recorded as a document's source: relative to the matter when it is inside it."""
        try:
            return str(path.resolve().relative_to(self.store.folder.resolve()))
        except ValueError:
            return str(path)

    # --- one file -----------------------------------------------------------------------------
    def _ingest_file(self, path: Path, job: _Job, ready: Ready | DocumentError | None = None) -> list[IngestOutcome]:
        """One file; ``ready``: its working copy and parse, made ahead by a worker (``parse_ahead``)."""
        if isinstance(ready, DocumentError):
            raise ready
        sources = self.store.folder / "sources"
        tmp, sha, size = ready[:3] if ready is not None else copy_hashing(path, sources)
        try:
            duplicate = self._duplicate(sha, str(path), job)
            if duplicate is not None:
                return [duplicate]
            artifact = next((d for d in self.store.find_by_hash(sha) if d.origin == "model"), None)
            if artifact is not None and not job.override:
                match = PoisonMatch(artifact.id, artifact.original_name, "identical bytes", 0, 1.0)
                return [self._quarantine(path.name, tmp, sha, match)]
            from server.documents import (
                parse as documents,  # PyMuPDF and Tesseract load on first ingest, not at start-up
            )

            cache = self.store.folder / ".cache" / "ocr"
            try:
                parsed = (
                    ready[3]
                    if ready is not None
                    else documents.parse_document(tmp, ocr_workers=self.ocr_workers, ocr_cache=cache, name=path.name)
                )
            except DocumentError as exc:
                raise DocumentError(own_name(str(exc), tmp, path.name)) from exc.__cause__
            if parsed.messages is not None:
                return self._ingest_mailbox(path, tmp, sha, size, parsed, job)
            match = self.poison_check(parsed.text)
            if artifact is not None:
                match = PoisonMatch(artifact.id, artifact.original_name, "identical bytes", 0, 1.0)
            if match is not None and not (job.override and job.origin == "client"):
                return [self._quarantine(path.name, tmp, sha, match, parsed)]
            return [self._store(str(path), tmp, sha, size, parsed, job, match)]
        finally:
            tmp.unlink(missing_ok=True)

    def _duplicate(self, sha: str, shown: str, job: _Job, source: str | None = None) -> IngestOutcome | None:
        """The outcome for bytes the matter already has (recording this custodian and path), or None."""
        existing = [d for d in self.store.find_by_hash(sha) if d.origin != "model"]
        if not existing:
            return None
        with self.store.write() as conn:
            return self._record_duplicate(conn, existing[0].id, shown, job, source)

    def _record_duplicate(
        self, conn: sqlite3.Connection, doc_id: str, shown: str, job: _Job, source: str | None
    ) -> IngestOutcome:
        row = conn.execute("SELECT original_name, page_count FROM documents WHERE id = ?", (doc_id,)).fetchone()
        where = source or job.source
        if record_source(conn, doc_id, job.custodian, where):
            self.store.log(conn, "source", doc_id, {"custodian": job.custodian, "path": where})
        return IngestOutcome(
            path=shown,
            status="duplicate",
            document_id=doc_id,
            pages=row["page_count"],
            reason=f"already in the matter as {doc_id} ({row['original_name']}); this copy's custodian and path "
            "are recorded with it",
        )

    def _ingest_mailbox(
        self, path: Path, tmp: Path, sha: str, size: int, parsed: documents.ParsedDocument, job: _Job
    ) -> list[IngestOutcome]:
        """Each message its own family, written as it is read (memory flat in the number of messages); then the
        mailbox itself, last, so that a mailbox cut short is read again in full next time."""
        assert parsed.messages is not None
        outcomes: list[IngestOutcome] = []
        for message in parsed.messages():
            shown = f"{path.name} > {message.filename}"
            if message.parsed is None:
                outcomes.append(IngestOutcome(path=shown, status="failed", reason=message.error or "unreadable"))
                continue
            outcomes.append(self._ingest_message(message, shown, job))
        counts = {status: str(sum(o.status == status for o in outcomes)) for status in ("ingested", "failed")}
        metadata = {**parsed.metadata, "messages_ingested": counts["ingested"], "messages_failed": counts["failed"]}
        box = replace(parsed, metadata=metadata, messages=None)  # its page says how many messages it holds
        mailbox_outcome = self._store(str(path), tmp, sha, size, box, job, None)
        return [mailbox_outcome, *outcomes]

    def _ingest_message(self, message: documents.ChildDocument, shown: str, job: _Job) -> IngestOutcome:
        assert message.parsed is not None
        sha = "sha256:" + hashlib.sha256(message.data).hexdigest()
        source = f"{job.source} > message {message.parsed.metadata.get('mailbox_index', '?')}"
        duplicate = self._duplicate(sha, shown, job, source)
        if duplicate is not None:
            return duplicate
        tmp = self._working_copy(message.filename, message.data)
        try:
            match = self.poison_check(message.parsed.text)
            if match is not None and not (job.override and job.origin == "client"):
                outcome = self._quarantine(message.filename, tmp, sha, match, message.parsed)
            else:
                outcome = self._store(shown, tmp, sha, len(message.data), message.parsed, job, match, source)
        finally:
            tmp.unlink(missing_ok=True)
        return outcome

    def _working_copy(self, filename: str, data: bytes) -> Path:
        suffix = Path(filename).suffix.lower()[:16]
        fd, tmp_name = tempfile.mkstemp(dir=self.store.folder / "sources", prefix=".ingest-", suffix=suffix)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        return Path(tmp_name)

    def poison_check(self, text: str) -> PoisonMatch | None:
        """The model artifact this text was copied from, if any."""
        words = provenance.normalise_words(text)
        if not words:
            return None
        norm = provenance.words_hash(words)
        hashes = provenance.shingle_hashes(words)
        sample = sorted(provenance.sampled(hashes))
        with self.store.read() as conn:
            row = conn.execute(
                "SELECT id, original_name FROM documents WHERE norm_hash = ? AND origin = 'model' LIMIT 1", (norm,)
            ).fetchone()
            if row:
                return PoisonMatch(row["id"], row["original_name"], "identical text", len(words), 1.0)
            counts: dict[str, int] = {}
            for chunk in batched(sample, 500):
                marks = ",".join("?" * len(chunk))
                for doc_id, n in conn.execute(
                    f"SELECT document_id, COUNT(*) FROM artifact_shingles WHERE hash IN ({marks}) GROUP BY document_id",
                    chunk,
                ):
                    counts[doc_id] = counts.get(doc_id, 0) + n
            candidates = sorted(
                (d for d, n in counts.items() if n >= provenance.MIN_CANDIDATE_HITS), key=lambda d: -counts[d]
            )[:5]
            if not candidates:
                return None
            known: set[int] = set()
            for chunk in batched(sample, 500):
                marks = ",".join("?" * len(chunk))
                known.update(
                    h for (h,) in conn.execute(f"SELECT hash FROM client_shingles WHERE hash IN ({marks})", chunk)
                )
        best: PoisonMatch | None = None
        for doc_id in candidates:
            doc = self.store.document(doc_id)
            artifact_words = provenance.normalise_words(self.store.document_text(doc_id))
            artifact_hashes = set(provenance.shingle_hashes(artifact_words))
            measure = provenance.measure_copy(words, hashes, artifact_hashes, client_known=known)
            if measure.is_copy() and (best is None or measure.copied_words > best.copied_words):
                best = PoisonMatch(doc_id, doc.original_name, "copied passages", measure.copied_words, measure.fraction)
        return best

    def _quarantine(
        self, name: str, tmp: Path, sha: str, match: PoisonMatch, parsed: documents.ParsedDocument | None = None
    ) -> IngestOutcome:
        with self.store.write() as conn:
            outcome = self._quarantine_in(conn, name, tmp, sha, match)
        outcome.children = _with_family(parsed, outcome) if parsed is not None else []
        return outcome

    def _store(
        self,
        shown: str,
        tmp: Path,
        sha: str,
        size: int,
        parsed: documents.ParsedDocument,
        job: _Job,
        match: PoisonMatch | None,
        source: str | None = None,
    ) -> IngestOutcome:
        """The family in one transaction, parent first: the document, then its children (and theirs) in order."""
        child_outcomes: list[IngestOutcome] = []
        moved: list[Path] = []
        where = source or job.source
        try:
            with self.store.write() as conn:
                twin = conn.execute(  # again inside the write lock: a parallel ingest of the same file may have won
                    "SELECT id FROM documents WHERE sha256 = ? AND origin != 'model' ORDER BY id LIMIT 1", (sha,)
                ).fetchone()
                if twin is not None:
                    return self._record_duplicate(conn, twin["id"], shown, job, where)
                doc_id = self._insert(conn, tmp, sha, size, parsed, job, None, moved, where)
                if match is not None:
                    self.store.log(
                        conn,
                        "quarantine_override",
                        doc_id,
                        {
                            "name": parsed.name,
                            "sha256": sha,
                            "matched": match.artifact_id,
                            "reason": job.override_reason,
                        },
                    )
                for child in parsed.children:
                    child_outcomes.append(self._insert_child(conn, child, doc_id, job, moved, where))
        except BaseException:
            remove_files(moved)
            raise
        return IngestOutcome(
            path=shown,
            status="overridden" if match else "ingested",
            document_id=doc_id,
            pages=len(parsed.pages),
            ocr_pages=sum(p.ocr for p in parsed.pages),
            matched_artifact=match.artifact_id if match else None,
            children=child_outcomes,
            reason=f"ingested despite {match.describe()}: {job.override_reason}" if match else None,
        )

    def _insert_child(
        self,
        conn: sqlite3.Connection,
        child: documents.ChildDocument,
        parent_id: str,
        job: _Job,
        moved: list[Path],
        parent_source: str,
    ) -> IngestOutcome:
        """An attachment or archive member, with its own children; a model-written one is quarantined (with its
        own children inside it), the rest of the family goes in."""
        sha = "sha256:" + hashlib.sha256(child.data).hexdigest()
        if child.parsed is None:
            return IngestOutcome(path=child.filename, status="failed", reason=child.error or "could not be parsed")
        match = self.poison_check(child.parsed.text)
        tmp = self._working_copy(child.filename, child.data)
        where = f"{parent_source} > {child.filename}"
        grandchildren: list[IngestOutcome] = []
        try:
            if match is not None and not (job.override and job.origin == "client"):
                outcome = self._quarantine_in(conn, child.filename, tmp, sha, match, moved)
                outcome.children = _with_family(child.parsed, outcome)
                return outcome
            twin = conn.execute(
                "SELECT id FROM documents WHERE sha256 = ? AND origin != 'model' ORDER BY id LIMIT 1", (sha,)
            ).fetchone()
            parsed = child.parsed  # a family stays whole: a copy of a document the matter has is kept, and named
            if twin is not None:
                parsed = replace(parsed, metadata={**parsed.metadata, "duplicate_of": twin["id"]})
            doc_id = self._insert(conn, tmp, sha, len(child.data), parsed, job, parent_id, moved, where)
        finally:
            tmp.unlink(missing_ok=True)
        for grandchild in child.parsed.children:
            grandchildren.append(self._insert_child(conn, grandchild, doc_id, job, moved, where))
        return IngestOutcome(
            path=child.filename,
            status="overridden" if match else "ingested",
            document_id=doc_id,
            pages=len(child.parsed.pages),
            ocr_pages=sum(p.ocr for p in child.parsed.pages),
            matched_artifact=match.artifact_id if match else None,
            children=grandchildren,
        )

    def _quarantine_in(
        self,
        conn: sqlite3.Connection,
        name: str,
        tmp: Path,
        sha: str,
        match: PoisonMatch,
        moved: list[Path] | None = None,
    ) -> IngestOutcome:
        qid = self.store.next_id(conn, "Q")
        stored = self.store.folder / "quarantine" / f"{qid}-{_safe_name(name)}"
        reason = (
            f"{name} was not ingested: {match.describe()}. A model wrote this text, so it cannot be client "
            "evidence. If the lawyer confirms it really is the client's, ingest it again with "
            "override_quarantine and a reason"
        )
        conn.execute(
            "INSERT INTO quarantine(id, original_name, sha256, stored_path, matched_document_id, reason, "
            "copied_words, fraction, created_at) VALUES (?,?,?,?,?,?,?,?,?)",
            (
                qid,
                name,
                sha,
                str(stored.relative_to(self.store.folder)),
                match.artifact_id,
                reason,
                match.copied_words,
                match.fraction,
                utc_now(),
            ),
        )
        self.store.log(
            conn,
            "quarantine",
            qid,
            {
                "name": name,
                "sha256": sha,
                "matched": match.artifact_id,
                "how": match.how,
                "copied_words": match.copied_words,
            },
        )
        _place(tmp, stored, moved if moved is not None else [])
        return IngestOutcome(
            path=name, status="quarantined", quarantine_id=qid, matched_artifact=match.artifact_id, reason=reason
        )

    def _insert(
        self,
        conn: sqlite3.Connection,
        tmp: Path,
        sha: str,
        size: int,
        parsed: documents.ParsedDocument,
        job: _Job,
        parent_id: str | None,
        moved: list[Path],
        source: str,
    ) -> str:
        doc_id = self.store.next_id(conn, "D")
        stored = self.store.folder / "sources" / f"{doc_id}-{_safe_name(parsed.name)}"
        metadata = dict(parsed.metadata)
        if job.custodian:
            metadata["custodian"] = job.custodian
        insert_document(
            conn,
            self.store,
            doc_id=doc_id,
            origin=job.origin,
            kind=parsed.kind,
            media_type=parsed.media_type,
            name=parsed.name,
            stored_path=str(stored.relative_to(self.store.folder)),
            sha=sha,
            size=size,
            pages=[(p.text, p.ocr, p.start, p.end) for p in parsed.pages],
            parent_id=parent_id,
            metadata=metadata,
            event="ingest",
        )
        record_source(conn, doc_id, job.custodian, source)
        _place(tmp, stored, moved)
        return doc_id


@dataclass(frozen=True)
class _Job:
    """What one ``ingest`` call asked for, and the path of the file in hand (its source, as recorded)."""

    origin: str
    override: bool
    override_reason: str
    custodian: str
    source: str


def _with_family(parsed: documents.ParsedDocument, parent: IngestOutcome) -> list[IngestOutcome]:
    """The children of a quarantined document: quarantined with it, inside its file, never indexed."""
    outcomes = []
    for child in parsed.children:
        outcome = IngestOutcome(
            path=child.filename,
            status="quarantined",
            quarantine_id=parent.quarantine_id,
            matched_artifact=parent.matched_artifact,
            reason=f"quarantined with its family: it is inside {parent.path} ({parent.quarantine_id})",
        )
        if child.parsed is not None:
            outcome.children = _with_family(child.parsed, outcome)
        outcomes.append(outcome)
    return outcomes


def _place(tmp: Path, stored: Path, moved: list[Path]) -> None:
    """Put the working copy at its final name, read-only, and remember it for the caller's rollback.

    A file already at that name is an orphan of a transaction that rolled back after placing it (ids are
    reused when a transaction rolls back), so it is replaced.
    """
    if stored.exists():
        log.warning("replacing %s, left by an ingest that did not finish", stored.name)
        stored.chmod(0o644)
        stored.unlink()
    os.link(tmp, stored) if _same_device(tmp, stored) else shutil.copyfile(tmp, stored)
    os.chmod(stored, 0o444)
    moved.append(stored)


def _same_device(a: Path, b: Path) -> bool:
    try:
        return a.stat().st_dev == b.parent.stat().st_dev
    except OSError:
        return False
