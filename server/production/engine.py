"""The Bates production engine: plan -> preflight -> build into a staging folder -> one atomic rename.

The store (the lead's part) reserves the Bates range in its ledger; this module turns a plan and a
reserved start number into ``productions/<id>/``:

    <id>/<id>.pdf                     every produced page, in order (one combined PDF)
    <id>/documents/<FIRSTBATES>.pdf   one stamped PDF per produced document (attachments are documents)
    <id>/text/<BATES>.txt             each page's text (text layer, or OCR for pages without one)
    <id>/text/documents/<FIRST>.txt   each document's text (pages separated by form feeds): DAT TEXTPATH
    <id>/natives/<BATES><ext>         files produced natively, behind a numbered slip sheet whose text file
                                      holds the native's text (as ingest read it); DAT NATIVEPATH points here
    <id>/<id>.dat  <id>/<id>.opt      Concordance and Opticon load files (DAT: families, custodian, file path,
                                      MD5 and SHA-256, e-mail fields, native and text paths)
    <id>/index.csv                    the same per document, with its id, parent, Bates range and pages
    <id>/privilege_log.csv            only when something is withheld (a numbered slip sheet replaces it)
    <id>/manifest.json                the ``ProductionManifest`` below

Two passes. ``preflight(plan)`` (with the plan models, in ``server/production/plan.py``; both are
re-exported here) opens and checks every input (encrypted, corrupt, empty, unsupported
files raise ``DocumentError`` naming the file) and counts the pages each will make, so the ledger can
reserve exactly that many numbers before anything is stamped. ``build_production`` does the work in
worker processes (``server/production/jobs.py``; a client PDF longer than ``split_pages`` is read and
stamped in page ranges across the workers, then joined: ``server/production/segments.py``), writes
everything under ``productions/.staging-<id>-<random>/``, syncs it to disk and renames it to
``productions/<id>/``; on any error or interruption the staging folder is deleted, so a production is
either complete or absent.

    pre = preflight(plan)
    rng = numbering.reserve(store, prefix=plan.prefix, count=pre.total_pages, start=None, width=plan.width)
    manifest = build_production(plan, start_number=rng.first, productions_dir=matter / "productions",
                                ocr_cache=matter / ".cache" / "ocr", checked=pre)
"""

from __future__ import annotations

import contextlib
import json
import logging
import multiprocessing
import os
import secrets
import shutil
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from server.errors import BatesError, DocumentError
from server.production.combined_pdf import CombinedPdf
from server.production.jobs import (
    Layout,
    Numbering,
    OcrJob,
    ReadJob,
    ReadResult,
    StampJob,
    StampResult,
    Unit,
    attachment_bytes,
    ocr_page,
    read_pages,
    stamp_document,
    worker_init,
)
from server.production.plan import (
    Preflight,
    PreflightDoc,
    PreflightUnit,
    ProductionItem,
    ProductionPlan,
    bates_label,
    preflight,
)
from server.production.records import (
    ProducedDocument,
    ProducedPage,
    UnitOutcome,
    Withheld,
    records,
    write_load_files,
)
from server.production.segments import (
    JoinJob,
    SegmentJob,
    SegmentRead,
    SegmentStamped,
    finish_segment,
    join_segments,
    segment_starts,
    stamp_segment,
)
from server.production.stamping import StampPosition

log = logging.getLogger(__name__)

__all__ = [
    "Preflight",
    "PreflightDoc",
    "PreflightUnit",
    "ProducedDocument",
    "ProducedPage",
    "ProductionItem",
    "ProductionManifest",
    "ProductionPlan",
    "StampPosition",
    "bates_label",
    "build_production",
    "discard_staging",
    "page_pool",
    "preflight",
]

_READ_CHUNK = 32  # pages per text-extraction job
SPLIT_PAGES = 256  # a client PDF longer than this is read and stamped in ranges of this many pages, in parallel


# ---------------------------------------------------------------- build


@dataclass(frozen=True)
class ProductionManifest:
    production_id: str
    prefix: str
    first_bates: str
    last_bates: str
    first_number: int
    last_number: int
    folder: Path
    combined_pdf: Path
    dat: Path
    opt: Path
    index_csv: Path
    privilege_log: Path | None
    documents: tuple[ProducedDocument, ...]
    pages: tuple[ProducedPage, ...]
    ocr_pages: int
    warnings: tuple[str, ...] = ()  # pages whose OCR failed (their text is empty), one line each


class _InlineExecutor(Executor):
    """Runs each job at submit time in this thread (``ocr_workers=1``): the same code path, no pool."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:  # handed to the caller through the future, as a process pool does
            future.set_exception(exc)
        return future


def page_pool(workers: int) -> ProcessPoolExecutor:
    """A process pool for page work; pass it as ``build_production(pool=...)`` to keep workers warm.

    ``forkserver`` workers are safe to start from a threaded server and cheap to start again. The
    caller's ``__main__`` must be import-safe (``if __name__ == "__main__":``), as with any process pool.
    """
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["server.production.jobs"])
    return ProcessPoolExecutor(max_workers=max(1, workers), mp_context=context, initializer=worker_init)


def _runs(unit: Unit) -> range:
    """First pages of the unit's read jobs: runs of ``_READ_CHUNK`` for a client PDF, else one run."""
    return range(0, unit.pages, _READ_CHUNK if unit.kind == "pdf" else unit.pages)


@dataclass
class _UnitState:
    unit: Unit
    first_number: int
    reads_left: int
    chars: list[int]
    ocr: set[int] = field(default_factory=set)
    ocr_left: int = 0
    result: StampResult | None = None
    segments: tuple[int, ...] = ()  # first page of each range, when the document is split across the workers
    segments_left: int = 0
    segment_ocr_left: dict[int, int] = field(default_factory=dict)  # range start -> its pages still in OCR

    def outcome(self) -> UnitOutcome:
        assert self.result is not None
        return UnitOutcome(self.unit, self.first_number, self.chars, frozenset(self.ocr), self.result)


class _Scheduler:
    """Feeds read, OCR and stamp jobs to the executor, last document first, and combines as they finish.

    Documents go last-to-first so the combined PDF (built by prepending) can take each one as soon as
    everything after it is stamped, in this thread, while the workers go on with earlier documents.
    """

    def __init__(
        self,
        units: Sequence[Unit],
        start_number: int,
        *,
        layout: Layout,
        numbering: Numbering,
        position: StampPosition,
        cache: Path | None,
        executor: Executor,
        combined: CombinedPdf,
        on_page: Callable[[int, int], None] | None,
        split_pages: int | None = None,
    ) -> None:
        self.layout, self.numbering, self.position, self.cache = layout, numbering, position, cache
        self.executor, self.combined, self.on_page = executor, combined, on_page
        self.split_pages = split_pages
        self.total = sum(unit.pages for unit in units)
        self.done = 0
        self.warnings: list[str] = []
        self.pending: dict[Future[Any], _UnitState] = {}
        self.states: list[_UnitState] = []
        number = start_number
        for unit in units:
            state = _UnitState(unit, number, len(_runs(unit)), [0] * unit.pages)
            if split_pages is not None and unit.kind == "pdf" and unit.pages > split_pages:
                state.segments = tuple(segment_starts(unit.pages, split_pages))
                state.segments_left, state.reads_left = len(state.segments), 0
            self.states.append(state)
            number += unit.pages
        self.next_to_combine = len(self.states) - 1

    def run(self) -> list[UnitOutcome]:
        try:
            for state in reversed(self.states):
                unit = state.unit
                for start in state.segments:
                    self._submit(stamp_segment, self._segment(state, start), state)
                for start in () if state.segments else _runs(unit):
                    stop = min(start + _READ_CHUNK, unit.pages) if unit.kind == "pdf" else unit.pages
                    self._submit(read_pages, ReadJob(unit, state.first_number, start, stop, *self._where()), state)
            while self.pending:
                finished, _ = wait(self.pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    self._collect(self.pending.pop(future), future.result())
                self._combine_ready()
        except BrokenProcessPool as exc:
            raise DocumentError(
                "A page worker process died (out of memory on a very large page?); nothing was published. "
                "Run the production again, with fewer ocr_workers if it repeats"
            ) from exc
        finally:
            for future in self.pending:
                future.cancel()
            wait(self.pending)  # running jobs finish before the staging folder is removed
        return [state.outcome() for state in self.states]

    def _where(self) -> tuple[Layout, Numbering]:
        return self.layout, self.numbering

    def _submit(self, fn: Callable[[Any], Any], job: Any, state: _UnitState) -> None:
        self.pending[self.executor.submit(fn, job)] = state

    def _tick(self, pages: int) -> None:
        for _ in range(pages):
            self.done += 1
            if self.on_page is not None:
                self.on_page(self.done, self.total)

    def _segment(self, state: _UnitState, start: int, ocr: tuple[int, ...] = ()) -> SegmentJob:
        stop = min(start + (self.split_pages or state.unit.pages), state.unit.pages)
        return SegmentJob(state.unit, state.first_number, start, stop, *self._where(), self.position, ocr)

    def _collect(self, state: _UnitState, result: Any) -> None:
        if isinstance(result, StampResult):
            state.result = result
            return
        if isinstance(result, ReadResult | SegmentRead):
            state.chars[result.start : result.start + len(result.chars)] = result.chars
            state.ocr.update(result.needs_ocr)
            self._tick(len(result.chars) - len(result.needs_ocr))
            for page in result.needs_ocr:
                job = OcrJob(state.unit, state.first_number, page, *self._where(), self.cache)
                self._submit(ocr_page, job, state)
            if isinstance(result, SegmentRead):
                if result.needs_ocr:
                    state.segment_ocr_left[result.start] = len(result.needs_ocr)
                else:
                    self._segment_stamped(state)
                return
            state.reads_left -= 1
            state.ocr_left += len(result.needs_ocr)
        elif isinstance(result, SegmentStamped):
            self._segment_stamped(state)
            return
        else:
            state.chars[result.page] = result.chars
            if result.warning:
                self.warnings.append(result.warning)
            self._tick(1)
            if state.segments:
                self._segment_ocr_done(state, result.page)
                return
            state.ocr_left -= 1
        if state.reads_left == 0 and state.ocr_left == 0:
            ocr, runs = tuple(sorted(state.ocr)), tuple(_runs(state.unit))
            job = StampJob(state.unit, state.first_number, *self._where(), self.position, ocr, runs)
            self._submit(stamp_document, job, state)

    def _segment_ocr_done(self, state: _UnitState, page: int) -> None:
        """One more OCR'd page of a split document; its range is finished once all of them are."""
        start = page - page % (self.split_pages or state.unit.pages)
        state.segment_ocr_left[start] -= 1
        if state.segment_ocr_left[start] == 0:
            job = self._segment(state, start)
            ocr = tuple(sorted(p for p in state.ocr if job.start <= p < job.stop))
            self._submit(finish_segment, replace(job, ocr_pages=ocr), state)

    def _segment_stamped(self, state: _UnitState) -> None:
        state.segments_left -= 1
        if state.segments_left == 0:
            job = JoinJob(state.unit, state.first_number, *self._where(), state.segments, tuple(sorted(state.ocr)))
            self._submit(join_segments, job, state)

    def _combine_ready(self) -> None:
        while self.next_to_combine >= 0 and self.states[self.next_to_combine].result is not None:
            state = self.states[self.next_to_combine]
            self.combined.prepend(self.layout.document_pdf(self.numbering.label(state.first_number)))
            self.next_to_combine -= 1


def _stage_attachments(units: Sequence[Unit], layout: Layout) -> list[Unit]:
    """Write each attachment's bytes (and each native's text) under .work/, so jobs read files, not messages."""
    staged = []
    for unit in units:
        if unit.attachment is not None:
            path = layout.work / f"attachment-{unit.index:06d}{Path(unit.name).suffix.lower()[:16]}"
            path.write_bytes(attachment_bytes(unit))
            unit = replace(unit, source=path, attachment=None)
        if unit.text is not None:
            text = layout.work / f"text-{unit.index:06d}.txt"
            text.write_text(unit.text, encoding="utf-8", newline="")
            unit = replace(unit, text=None, text_file=text)
        staged.append(unit)
    return staged


def _withheld(plan: ProductionPlan, units: Sequence[Unit]) -> dict[str, Withheld]:
    """Every withheld document's privilege-log entry: the plan's own, or its family's for a member."""
    described = {item.document_id: item.privilege_description for item in plan.items}
    return {
        unit.document_id: Withheld(unit.notice, unit.description or described.get(unit.document_id))
        for unit in units
        if unit.treatment == "withhold"
    }


def _write_manifest(path: Path, manifest: ProductionManifest) -> None:
    """manifest.json, one document or page per line (streamed: no second copy of 10,000 pages in memory)."""
    head = {
        name: str(value) if isinstance(value, Path) else value
        for name, value in vars(manifest).items()
        if name not in ("documents", "pages")
    }
    with path.open("w", encoding="utf-8") as out:
        out.write(json.dumps(head)[:-1])
        for name, rows in (("documents", manifest.documents), ("pages", manifest.pages)):
            out.write(f', "{name}": [')
            for number, row in enumerate(rows):
                out.write(("\n" if number == 0 else ",\n") + json.dumps(vars(row)))
            out.write("\n]")
        out.write("}\n")


@contextlib.contextmanager
def _staging(productions_dir: Path, production_id: str) -> Iterator[Path]:
    """A fresh staging folder, removed on the way out unless it was renamed into place."""
    productions_dir.mkdir(parents=True, exist_ok=True)
    staging = productions_dir / f".staging-{production_id}-{secrets.token_hex(6)}"
    staging.mkdir()
    try:
        yield staging
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


def discard_staging(productions_dir: Path) -> list[Path]:
    """Remove the staging folders of builds that crashed (no production folder was made for them).

    Call it when no build is running in ``productions_dir`` (e.g. when the server starts).
    """
    removed = []
    for path in sorted(productions_dir.glob(".staging-*")):
        if path.is_dir():
            shutil.rmtree(path, ignore_errors=True)
            removed.append(path)
    return removed


def _publish(staging: Path, final: Path) -> None:
    """Everything on disk, then one rename: a crash before it leaves no ``final`` at all."""
    os.sync()  # one call instead of an fsync per file (3 ms each here: 30 s for 10,000 text files)
    if final.exists():
        raise BatesError(f"Production folder {final} appeared during the build; pick another production_id")
    os.rename(staging, final)
    fd = os.open(final.parent, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _check_numbers(plan: ProductionPlan, start_number: int, pages: int) -> int:
    if start_number < 1:
        raise BatesError(f"Bates numbers start at 1, not {start_number}; reserve a range from the ledger")
    last_number = start_number + pages - 1
    if len(str(last_number)) > plan.width:
        raise BatesError(
            f"{bates_label(plan.prefix, last_number, plan.width)} needs {len(str(last_number))} digits but the "
            f"width is {plan.width}; raise the width"
        )
    return last_number


def build_production(
    plan: ProductionPlan,
    *,
    start_number: int,
    productions_dir: Path,
    ocr_cache: Path | None,
    ocr_workers: int = 2,
    on_page: Callable[[int, int], None] | None = None,
    checked: Preflight | None = None,
    pool: Executor | None = None,
    split_pages: int | None = SPLIT_PAGES,
) -> ProductionManifest:
    """Build the whole production and publish it at ``productions_dir/<production_id>/`` atomically.

    ``start_number`` is the first number the ledger reserved for ``checked.total_pages`` pages; pass
    the ``checked`` preflight the range was reserved for (otherwise preflight runs again here). A source
    whose page count changed since then fails the build rather than shift the numbers.
    ``ocr_workers`` processes do the page work (text, OCR, stamping; 1 = this thread); ``pool`` (see
    ``page_pool``) reuses warm workers instead. ``on_page(done, total)`` is called in this thread as each
    page's text is settled (read, or OCR'd); stamping follows quickly. A client PDF longer than
    ``split_pages`` is read and stamped in ranges of that many pages in parallel, then joined (None, or one
    worker: never split); the output is the same either way.
    Raises ``BatesError`` (start, width or id unusable; the folder exists), ``DocumentError`` (an input
    cannot be read), ``IntegrityError`` (a source differs from its ingest hash).
    """
    if split_pages is not None and split_pages < 1:
        raise ValueError(f"split_pages must be 1 or more (or None: never split), not {split_pages}")
    final = productions_dir / plan.production_id
    if final.exists():
        raise BatesError(f"Production {plan.production_id} already exists at {final}; pick a new production_id")
    pre = checked if checked is not None else preflight(plan)
    last_number = _check_numbers(plan, start_number, pre.total_pages)
    numbering = Numbering(plan.prefix, plan.width)
    with _staging(productions_dir, plan.production_id) as staging:
        layout = Layout(staging)
        layout.make_dirs()
        units = _stage_attachments(pre.units, layout)
        combined = CombinedPdf(staging / f"{plan.production_id}.pdf", scratch=layout.work / "combined.tmp")
        own_pool: Executor | None = None
        if pool is None:
            own_pool = page_pool(ocr_workers) if ocr_workers > 1 else _InlineExecutor()
        try:
            scheduler = _Scheduler(
                units,
                start_number,
                layout=layout,
                numbering=numbering,
                position=plan.position,
                cache=ocr_cache,
                executor=pool or own_pool,  # type: ignore[arg-type]
                combined=combined,
                on_page=on_page,
                split_pages=None if isinstance(pool or own_pool, _InlineExecutor) else split_pages,
            )
            outcomes = scheduler.run()
            built = records(outcomes, layout, numbering)
            combined.finish()
        finally:
            combined.close()
            if own_pool is not None:
                own_pool.shutdown(wait=True, cancel_futures=True)
        privilege_log = write_load_files(
            staging, plan.production_id, plan.volume, built, {u.document_id: u for u in units}, _withheld(plan, units)
        )
        shutil.rmtree(layout.work)
        manifest = ProductionManifest(
            production_id=plan.production_id,
            prefix=plan.prefix,
            first_bates=numbering.label(start_number),
            last_bates=numbering.label(last_number),
            first_number=start_number,
            last_number=last_number,
            folder=final,
            combined_pdf=final / f"{plan.production_id}.pdf",
            dat=final / f"{plan.production_id}.dat",
            opt=final / f"{plan.production_id}.opt",
            index_csv=final / "index.csv",
            privilege_log=final / privilege_log.name if privilege_log else None,
            documents=built.documents,
            pages=built.pages,
            ocr_pages=built.ocr_pages,
            warnings=(*pre.warnings, *scheduler.warnings),
        )
        _write_manifest(staging / "manifest.json", manifest)
        _publish(staging, final)
    log.info("production %s: %s-%s", plan.production_id, manifest.first_bates, manifest.last_bates)
    return manifest
