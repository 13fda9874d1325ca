"""Parse ahead: the Office, text and web files of a large ingest read in worker processes while the store writes.

    with ParseAhead(files, store.folder / "sources") as ahead:
        for position, path in enumerate(files):
            ready = ahead.take(position)  # (working copy, sha256, size, parsed), a DocumentError, or None

Reading a Word file, a workbook or a deck is CPU work the store need not wait for, and ingest stays one writer:
a worker copies the file into ``sources/`` (hashing it as it goes, as ``ingest`` does) and parses the copy; the
ingest takes the result in file order and does the rest (duplicates, provenance, the transaction). Only kinds
read without OCR and without a mailbox's stream go ahead (``AHEAD_KINDS``), and only in an ingest of at least
``MIN_FILES`` of them; at most ``WINDOW_PER_WORKER`` parses per worker are in flight, so memory stays flat in
the number of files. ``None`` from ``take`` means "read it yourself" (not a kind that goes ahead, a worker lost).

The workers are a ``forkserver`` pool owned by the ``with`` block: they end with it, however it ends (an error,
a cancelled call), and a working copy that was parsed but never taken is removed.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from types import TracebackType

from server.documents.kinds import kind_for_suffix
from server.errors import DocumentError

AHEAD_KINDS = frozenset({"word", "spreadsheet", "presentation", "text", "html"})
MIN_FILES = 24
WINDOW_PER_WORKER = 4
MAX_WORKERS = 4

Ready = tuple[Path, str, int, object]  # working copy, "sha256:...", size in bytes, the ParsedDocument


def _parse(path: str, sources: str) -> tuple[str, str, int, object] | None:
    """In a worker: copy ``path`` into ``sources`` and parse the copy; None when it is not for ahead after all (a
    file named .txt that is a mailbox)."""
    from server.documents import parse as documents
    from server.matter.ingest import copy_hashing, own_name

    source = Path(path)
    tmp, sha, size = copy_hashing(source, Path(sources))
    try:
        parsed = documents.parse_document(tmp, ocr_workers=1, ocr_cache=None, name=source.name)
    except DocumentError as exc:
        tmp.unlink(missing_ok=True)
        raise DocumentError(own_name(str(exc), tmp, source.name)) from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if parsed.messages is not None:
        tmp.unlink(missing_ok=True)
        return None
    return str(tmp), sha, size, parsed


class ParseAhead:
    """See the module docstring. ``files``: the ingest's list (paths, and refusals that are not paths)."""

    def __init__(self, files: Sequence[object], sources: Path, *, workers: int | None = None) -> None:
        self.sources = sources
        self.waiting = [
            (i, f) for i, f in enumerate(files) if isinstance(f, Path) and kind_for_suffix(f.suffix) in AHEAD_KINDS
        ]
        self.workers = workers if workers is not None else min(MAX_WORKERS, os.cpu_count() or 1)
        self.enabled = len(self.waiting) >= MIN_FILES and self.workers > 1
        self.futures: dict[int, Future] = {}
        self.pool: ProcessPoolExecutor | None = None

    def __enter__(self) -> ParseAhead:
        if self.enabled:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["server.documents.parse", "server.matter.ingest"])
            self.pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=context)
            self._fill()
        return self

    def _fill(self) -> None:
        assert self.pool is not None
        while self.waiting and len(self.futures) < self.workers * WINDOW_PER_WORKER:
            position, path = self.waiting[0]
            try:
                self.futures[position] = self.pool.submit(_parse, str(path), str(self.sources))
            except (BrokenProcessPool, RuntimeError):  # the pool is gone: the rest is read in this process
                self.waiting.clear()
                return
            self.waiting.pop(0)

    def take(self, position: int) -> Ready | DocumentError | None:
        """The file at ``position`` read ahead, its ``DocumentError``, or None (read it in this process)."""
        future = self.futures.pop(position, None)
        if future is None:
            return None
        self._fill()
        try:
            result = future.result()
        except DocumentError as exc:
            return exc
        except Exception:  # a worker lost (killed, out of memory): this process reads the file itself
            return None
        if result is None:
            return None
        tmp, sha, size, parsed = result
        return Path(tmp), sha, size, parsed

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self.pool is None:
            return
        for future in self.futures.values():
            future.cancel()
        self.pool.shutdown(wait=True, cancel_futures=True)
        for future in self.futures.values():  # parsed, never taken: its working copy goes
            if future.done() and not future.cancelled() and future.exception() is None and future.result():
                Path(future.result()[0]).unlink(missing_ok=True)
        self.futures.clear()
