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
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from server.documents.ocr_pool import batched
from server.errors import DocumentError, InputError, PathError
from server.matter import provenance
from server.matter.ledger import utc_now
from server.matter.paths import inside, remove_files, resolve_input
from server.matter.store import MatterStore, insert_document

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


def _copy_hashing(source: Path, folder: Path) -> tuple[Path, str, int]:
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
        if override_quarantine and not override_reason.strip():
            raise InputError("override_quarantine needs override_reason: the lawyer's reason, recorded in the ledger")
        outcomes = []
        for done, path in enumerate(files):
            self.on_file(done, len(files), path.path.name if isinstance(path, Refused) else path.name)
            if isinstance(path, Refused):
                outcomes.append(IngestOutcome(path=str(path.path), status="failed", reason=path.reason))
                continue
            try:
                outcomes.append(
                    self._ingest_file(path, origin, override_quarantine, override_reason.strip(), custodian)
                )
            except DocumentError as exc:
                if len(files) == 1:
                    raise
                outcomes.append(IngestOutcome(path=str(path), status="failed", reason=str(exc)))
        self.on_file(len(files), len(files), "")
        return outcomes

    # --- one file -----------------------------------------------------------------------------
    def _ingest_file(
        self, path: Path, origin: str, override: bool, override_reason: str, custodian: str
    ) -> IngestOutcome:
        sources = self.store.folder / "sources"
        tmp, sha, size = _copy_hashing(path, sources)
        try:
            existing = [d for d in self.store.find_by_hash(sha) if d.origin != "model"]
            if existing:
                return IngestOutcome(
                    path=str(path),
                    status="duplicate",
                    document_id=existing[0].id,
                    pages=existing[0].page_count,
                    reason=f"already in the matter as {existing[0].id} ({existing[0].original_name})",
                )
            artifact = next((d for d in self.store.find_by_hash(sha) if d.origin == "model"), None)
            if artifact is not None and not override:
                match = PoisonMatch(artifact.id, artifact.original_name, "identical bytes", 0, 1.0)
                return self._quarantine(path.name, tmp, sha, match)
            from server.documents import (
                parse as documents,  # PyMuPDF and Tesseract load on first ingest, not at start-up
            )

            cache = self.store.folder / ".cache" / "ocr"
            try:
                parsed = documents.parse_document(tmp, ocr_workers=self.ocr_workers, ocr_cache=cache, name=path.name)
            except DocumentError as exc:
                raise DocumentError(own_name(str(exc), tmp, path.name)) from exc.__cause__
            match = self.poison_check(parsed.text)
            if artifact is not None:
                match = PoisonMatch(artifact.id, artifact.original_name, "identical bytes", 0, 1.0)
            if match is not None and not (override and origin == "client"):
                return self._quarantine(path.name, tmp, sha, match)
            return self._store(path, tmp, sha, size, parsed, origin, custodian, match, override_reason)
        finally:
            tmp.unlink(missing_ok=True)

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

    def _quarantine(self, name: str, tmp: Path, sha: str, match: PoisonMatch) -> IngestOutcome:
        with self.store.write() as conn:
            return self._quarantine_in(conn, name, tmp, sha, match)

    def _store(
        self,
        path: Path,
        tmp: Path,
        sha: str,
        size: int,
        parsed: documents.ParsedDocument,
        origin: str,
        custodian: str,
        match: PoisonMatch | None,
        override_reason: str,
    ) -> IngestOutcome:
        child_outcomes: list[IngestOutcome] = []
        moved: list[Path] = []
        try:
            with self.store.write() as conn:
                twin = conn.execute(  # again inside the write lock: a parallel ingest of the same file may have won
                    "SELECT id, original_name, page_count FROM documents WHERE sha256 = ? AND origin != 'model' "
                    "ORDER BY id LIMIT 1",
                    (sha,),
                ).fetchone()
                if twin is not None:
                    return IngestOutcome(
                        path=str(path),
                        status="duplicate",
                        document_id=twin["id"],
                        pages=twin["page_count"],
                        reason=f"already in the matter as {twin['id']} ({twin['original_name']})",
                    )
                doc_id = self._insert(conn, tmp, sha, size, parsed, origin, custodian, None, moved)
                if match is not None:
                    self.store.log(
                        conn,
                        "quarantine_override",
                        doc_id,
                        {
                            "name": parsed.name,
                            "sha256": sha,
                            "matched": match.artifact_id,
                            "reason": override_reason,
                        },
                    )
                for child in parsed.children:
                    child_outcomes.append(self._insert_child(conn, child, doc_id, origin, custodian, moved))
        except BaseException:
            remove_files(moved)
            raise
        return IngestOutcome(
            path=str(path),
            status="overridden" if match else "ingested",
            document_id=doc_id,
            pages=len(parsed.pages),
            ocr_pages=sum(p.ocr for p in parsed.pages),
            matched_artifact=match.artifact_id if match else None,
            children=child_outcomes,
            reason=f"ingested despite {match.describe()}: {override_reason}" if match else None,
        )

    def _insert_child(
        self,
        conn: sqlite3.Connection,
        child: documents.ChildDocument,
        parent_id: str,
        origin: str,
        custodian: str,
        moved: list[Path],
    ) -> IngestOutcome:
        sha = "sha256:" + hashlib.sha256(child.data).hexdigest()
        if child.parsed is None:
            return IngestOutcome(path=child.filename, status="failed", reason=child.error or "could not be parsed")
        match = self.poison_check(child.parsed.text)
        suffix = Path(child.filename).suffix.lower()[:16]
        fd, tmp_name = tempfile.mkstemp(dir=self.store.folder / "sources", prefix=".ingest-", suffix=suffix)
        with os.fdopen(fd, "wb") as handle:
            handle.write(child.data)
        tmp = Path(tmp_name)
        try:
            if match is not None:
                return self._quarantine_in(conn, child.filename, tmp, sha, match, moved)
            doc_id = self._insert(conn, tmp, sha, len(child.data), child.parsed, origin, custodian, parent_id, moved)
        finally:
            tmp.unlink(missing_ok=True)
        return IngestOutcome(
            path=child.filename,
            status="ingested",
            document_id=doc_id,
            pages=len(child.parsed.pages),
            ocr_pages=sum(p.ocr for p in child.parsed.pages),
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
        origin: str,
        custodian: str,
        parent_id: str | None,
        moved: list[Path],
    ) -> str:
        doc_id = self.store.next_id(conn, "D")
        stored = self.store.folder / "sources" / f"{doc_id}-{_safe_name(parsed.name)}"
        metadata = dict(parsed.metadata)
        if custodian:
            metadata["custodian"] = custodian
        insert_document(
            conn,
            self.store,
            doc_id=doc_id,
            origin=origin,
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
        _place(tmp, stored, moved)
        return doc_id


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
