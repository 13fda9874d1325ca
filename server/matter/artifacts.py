"""Everything a tool writes becomes a model artifact: a file in ``work/`` and a row that says so.

The file is written atomically, and its document row (origin ``model``), artifact row, shingles
(for the poisoning check), run record and ledger entries are committed in one transaction; if
the transaction fails the file is removed, so a failed call leaves nothing half-written.

A companion may be a finished binary file (a PDF, a Word file) built beside its place first: a
``StagedFile``, moved into ``work/`` by one rename in the same transaction. Its ``text`` is what the
poisoning check remembers of it: the words a model wrote (the draft), never the client pages a
binder or review carries, so a client document ingested later is not mistaken for model output.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from server.matter.ledger import sha256_file, sha256_hex
from server.matter.paths import atomic_write_bytes, remove_files
from server.matter.store import MatterStore, RunRecord, insert_document

MEDIA_TYPES = {
    ".md": "text/markdown",
    ".json": "application/json",
    ".txt": "text/plain",
    ".csv": "text/csv",
    ".pdf": "application/pdf",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
}


@dataclass(frozen=True)
class StagedFile:
    """A finished companion file, written elsewhere in the matter folder, to be moved into ``work/``."""

    path: Path
    text: str  # the model-written words it carries, for the poisoning check


@dataclass(frozen=True)
class ArtifactRef:
    id: str
    path: Path  # absolute
    sha256: str
    run_id: str
    chars: int
    companions: dict[str, Path] = field(default_factory=dict)  # suffix -> absolute path of a companion file


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:48] or "artifact"


def write_artifact(
    store: MatterStore,
    *,
    tool: str,
    kind: str,
    title: str,
    text: str,
    run: RunRecord,
    suffix: str = ".md",
    extra_files: dict[str, str | StagedFile] | None = None,
    earlier_runs: Sequence[RunRecord] = (),
) -> ArtifactRef:
    """Store ``text`` as a model artifact with its run record; returns where it landed.

    ``extra_files`` (suffix -> text, or a ``StagedFile``) are companion files (e.g. the JSON twin of a Markdown
    report) written beside it under the same id; they are artifacts of the same run.
    ``earlier_runs`` are the records of the calls that led up to ``run`` (a summary's passes), committed in the
    same transaction, so work that is stopped half-way leaves no record of a result that was never written.
    """
    sha = sha256_hex(text.encode("utf-8"))
    written: list[Path] = []
    try:
        with store.write() as conn:
            for earlier in earlier_runs:
                store.record_run(conn, earlier)
            run_id = store.record_run(conn, replace(run, output_hash=sha))
            files = [(suffix, text), *(extra_files or {}).items()]
            main_id = None
            paths: dict[str, tuple[str, Path]] = {}
            for file_suffix, body in files:
                doc_id = store.next_id(conn, "A")
                relative = f"work/{doc_id}-{tool}-{_slug(title)}{file_suffix}"
                if isinstance(body, StagedFile):
                    sha_file, text_of = _place(body, store.folder / relative), body.text
                    size = (store.folder / relative).stat().st_size
                else:
                    data = body.encode("utf-8")
                    atomic_write_bytes(store.folder / relative, data, mode=0o444)
                    sha_file, size, text_of = sha256_hex(data), len(data), body
                written.append(store.folder / relative)
                insert_document(
                    conn,
                    store,
                    doc_id=doc_id,
                    origin="model",
                    kind=kind,
                    media_type=MEDIA_TYPES.get(Path(relative).suffix, "text/plain"),
                    name=Path(relative).name,
                    stored_path=relative,
                    sha=sha_file,
                    size=size,
                    pages=[(text_of, False, 0, len(text_of))],
                    parent_id=main_id,
                    metadata={"tool": tool, "run_id": run_id, "title": title},
                    event="artifact",
                )
                conn.execute(
                    "INSERT INTO artifacts(document_id, tool, run_id, kind, title) VALUES (?,?,?,?,?)",
                    (doc_id, tool, run_id, kind, title),
                )
                main_id = main_id or doc_id
                paths[file_suffix] = (doc_id, store.folder / relative)
    except BaseException:
        remove_files(written)
        raise
    doc_id, path = paths[suffix]
    companions = {extra: paths[extra][1] for extra in (extra_files or {})}
    return ArtifactRef(
        id=doc_id,
        path=path,
        sha256=sha,
        run_id=run_id,
        chars=len(text),
        companions=companions,
    )


def _place(staged: StagedFile, target: Path) -> str:
    """Move a staged file to ``target`` (one rename, made read-only); returns its hash."""
    sha = sha256_file(staged.path)
    os.chmod(staged.path, 0o444)
    os.replace(staged.path, target)
    return sha


def save_run(store: MatterStore, run: RunRecord, *, wait_s: float | None = None) -> str:
    """A run record on its own: a call that wrote no artifact, or one that failed or was cancelled (nothing
    else is left). ``wait_s`` bounds the wait for another process's writer (default: the matter's lock_wait_s)."""
    with store.write(wait_s=wait_s) as conn:
        return store.record_run(conn, run)
