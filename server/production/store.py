"""A Bates production against a matter: reserve the range, build, register the pages as client evidence.

    with production_lock(store):          # one production per matter at a time, across processes (waits its turn)
        recover_interrupted()             # ranges a crashed production left reserved: released, or void if published
        preflight(plan)                   # every input opens; exact page count; nothing numbered yet
        reserve(count)                    # the whole range, one transaction, never reused
        build_production(...)             # staging folder, then one rename (server/production/engine.py)
        register(manifest)                # produced pages -> client documents with Bates ids, range complete

A failure after the reservation publishes nothing and gives the range back (``bates_release`` in the ledger,
with the error), so the next production starts at the same number; only a production that got as far as
publishing its folder leaves a void range. A failure before the reservation consumes no number.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from server.documents.kinds import CONTAINER_KINDS
from server.errors import InputError, NotFoundError
from server.matter.ledger import sha256_file, utc_now
from server.matter.store import DocumentRow, MatterStore, insert_document
from server.production import numbering
from server.production.engine import (
    ProducedDocument,
    ProductionItem,
    ProductionManifest,
    ProductionPlan,
    StampPosition,
    bates_label,
    build_production,
    discard_staging,
    preflight,
)
from server.production.numbering import BatesRange, production_lock
from server.production.plan import produced_natively


@dataclass(frozen=True)
class DocumentSpec:
    document_id: str
    legend: str | None = None
    treatment: str = "produce"  # produce | withhold | native
    privilege_basis: str | None = None
    privilege_description: str | None = None
    exhibit: str | None = None


@dataclass(frozen=True)
class Registered:
    document_id: str  # the new client document holding the stamped pages
    source_document_id: str | None
    exhibit: str | None


@dataclass
class ProductionOutcome:
    range: BatesRange
    manifest: ProductionManifest
    registered: dict[str, Registered]  # engine document id -> what it became in the store
    recovered: list[BatesRange] = field(default_factory=list)  # voided before this one (something was published)
    released: list[BatesRange] = field(default_factory=list)  # given back before this one (never published)
    warnings: list[str] = field(default_factory=list)


_MAX_DEPTH = 4  # a zip in an e-mail in a mailbox: deeper members are not read (ingest stops sooner)


def _text(store: MatterStore, document_id: str) -> str:
    """A document's text as ingest read it, its pages joined by newlines (a native's one slip sheet holds it all)."""
    return "\n".join(page.text for page in store.pages(document_id))


def _children(store: MatterStore, parent_id: str) -> list[DocumentRow]:
    """A document's client children (attachments, archive members, messages), in the order ingest stored them."""
    with store.read() as conn:
        rows = conn.execute(
            "SELECT * FROM documents WHERE parent_id = ? AND origin = 'client' AND production_id IS NULL "
            "ORDER BY rowid",
            (parent_id,),
        ).fetchall()
    return [DocumentRow.from_row(row) for row in rows]


def _fields(doc: DocumentRow) -> dict[str, str]:
    """The load-file e-mail fields ingest recorded (its metadata holds a message's headers, lower-cased)."""
    named = {"from": "from", "to": "to", "cc": "cc", "subject": "subject", "date_sent": "date"}
    return {key: str(doc.metadata[name]) for key, name in named.items() if doc.metadata.get(name)}


def _file_path(doc: DocumentRow) -> str:
    """Where the client's file came from, as far as ingest recorded it ("" when only its name is known)."""
    meta = doc.metadata
    for key in ("original_path", "source_path", "path"):
        if isinstance(meta.get(key), str) and meta[key]:
            return str(meta[key])
    if meta.get("archive"):  # an archive's member: the archive, then the member's path inside it
        return f"{meta['archive']}/{meta.get('archive_path') or doc.original_name}"
    if meta.get("mailbox"):  # a mailbox's message: the mailbox, its folder, the message
        return "/".join(str(part) for part in (meta["mailbox"], meta.get("mailbox_folder"), doc.original_name) if part)
    return ""


def _needs_text(doc: DocumentRow, treatment: str) -> bool:
    """Whether the plan will need the text ingest read: a native's, or a document counsel typesets from its text."""
    if treatment == "withhold" or doc.kind in CONTAINER_KINDS:
        return False
    if treatment == "native" or produced_natively(doc.original_name, doc.kind):
        return True
    return doc.kind in ("html", "word") or (doc.kind == "email" and not doc.original_name.lower().endswith(".eml"))


def _is_container(store: MatterStore, document_id: str | None, cache: dict[str, bool]) -> bool:
    if document_id is None:
        return False
    if document_id not in cache:
        cache[document_id] = store.document(document_id).kind in CONTAINER_KINDS
    return cache[document_id]


def _item(store: MatterStore, doc: DocumentRow, specs: dict[str, DocumentSpec], depth: int = 0) -> ProductionItem:
    """A document as the plan sees it, with its members (children by parent_id) the same way."""
    spec = specs.get(doc.id)
    treatment = spec.treatment if spec is not None else "produce"
    members = () if depth >= _MAX_DEPTH else tuple(_item(store, c, specs, depth + 1) for c in _children(store, doc.id))
    count = doc.metadata.get("attachment_count")
    return ProductionItem(
        source=store.folder / doc.stored_path,
        name=doc.original_name,
        document_id=doc.id,
        sha256=doc.sha256,
        custodian=str(doc.metadata.get("custodian", "")),
        legend=spec.legend if spec is not None else None,
        treatment=treatment,  # type: ignore[arg-type]
        privilege_basis=spec.privilege_basis if spec is not None else None,
        privilege_description=spec.privilege_description if spec is not None else None,
        kind=doc.kind,
        text=_text(store, doc.id) if _needs_text(doc, treatment) else None,
        file_path=_file_path(doc),
        fields=_fields(doc),
        attachment_count=int(count) if str(count or "").isdigit() else None,
        members=members,
    )


def _items(
    store: MatterStore, specs: Sequence[DocumentSpec], warnings: list[str]
) -> tuple[list[ProductionItem], dict[str, DocumentRow]]:
    """The plan's items: one per family, parent first, each bringing its members (children by parent_id).

    A child listed with its parent is produced in the family, where the family puts it (a warning says so
    when the list put it elsewhere), with what the lawyer asked for it (withhold, native, legend). A child
    listed without its parent is refused: a family is produced together, and producing a parent the lawyer
    did not list (or an attachment without its message) is not this tool's call. A container's members (an
    archive's files, a mailbox's messages) are documents of their own: listed alone, each is produced with
    its own family; listing the container produces all of them.
    """
    docs = {d.id: d for d in store.require_evidence([s.document_id for s in specs])}
    by_id = {s.document_id: s for s in specs}
    containers: dict[str, bool] = {}
    for spec in specs:
        doc = docs[spec.document_id]
        if doc.production_id is not None:
            raise InputError(
                f"{doc.id} is a page set from production {doc.production_id}; produce its source document "
                f"{doc.parent_id or '(unknown)'} instead"
            )
        orphan = doc.parent_id is not None and doc.parent_id not in docs
        if orphan and not _is_container(store, doc.parent_id, containers):
            parent = store.document(doc.parent_id)
            raise InputError(
                f"{doc.id} ({doc.original_name}) is an attachment of {parent.id} ({parent.original_name}), which is "
                f"not listed; a family is produced together, parent first: list {parent.id} (it brings its "
                f"attachments; list {doc.id} too to withhold it or produce it natively on its own), or withhold "
                f"{parent.id} to withhold the whole family"
            )
    items = []
    for position, spec in enumerate(specs):
        doc = docs[spec.document_id]
        if doc.parent_id is not None and doc.parent_id in docs:
            if not _follows_parent(specs, docs, position, doc.parent_id):
                warnings.append(
                    f"{doc.id} ({doc.original_name}) is produced with its family, where its parent {doc.parent_id} "
                    "puts it, not where it was listed"
                )
            continue
        items.append(_item(store, doc, by_id))
    return items, docs


def _follows_parent(specs: Sequence[DocumentSpec], docs: dict[str, DocumentRow], position: int, parent_id: str) -> bool:
    """Whether the child at ``position`` follows its parent through a run of that parent's other children."""
    for earlier in range(position - 1, -1, -1):
        doc = docs[specs[earlier].document_id]
        if doc.id == parent_id:
            return True
        if doc.parent_id != parent_id:
            return False
    return False


def _source_id(store: MatterStore, produced: ProducedDocument, docs: dict[str, DocumentRow]) -> str | None:
    """The client document a produced document was made from, or None when there is none.

    A listed document or a member the store listed is itself. An ``.eml`` attachment (read from the message,
    its id ``<parent>.att<n>``) is matched by its bytes to the e-mail's client child. One with no such child was
    quarantined (a model wrote it) or unreadable at ingest: it is numbered like the rest, but it is not
    client evidence, so its text is never registered.
    """
    doc = docs.get(produced.document_id)
    if doc is None:  # a member the store listed (an archive's file, a message's attachment): its own id
        with contextlib.suppress(NotFoundError):
            doc = store.document(produced.document_id)
    if doc is not None:
        return doc.id if doc.origin == "client" and doc.production_id is None else None
    if produced.parent_document_id is None:
        return None
    wanted = "sha256:" + produced.sha256.removeprefix("sha256:")
    for doc in store.find_by_hash(wanted):
        if doc.origin == "client" and doc.parent_id == produced.parent_document_id and doc.production_id is None:
            return doc.id
    return None


def _register(
    store: MatterStore,
    rng: BatesRange,
    manifest: ProductionManifest,
    docs: dict[str, DocumentRow],
    specs: Sequence[DocumentSpec],
    warnings: list[str],
) -> dict[str, Registered]:
    """Register every produced page under its Bates number, in one transaction with the range's completion.

    Only pages made from a client document carry text (and so are searchable evidence). A native's slip
    sheet carries the native's text (as ingest read it), so a cite to its Bates number is checked against
    the spreadsheet, not the notice. Privilege slip sheets and attachments that are not client material keep
    their numbers with empty text: a slip sheet's privilege basis came from the tool call, not from the client.
    """
    exhibits = {s.document_id: s.exhibit for s in specs}
    top_level = [d.document_id for d in manifest.documents if d.parent_document_id is None]
    labels = {doc_id: exhibits.get(doc_id) or str(n) for n, doc_id in enumerate(top_level, start=1)}
    pages_by_doc: dict[str, list] = {}
    for page in manifest.pages:
        pages_by_doc.setdefault(page.document_id, []).append(page)
    registered: dict[str, Registered] = {}
    folder = manifest.folder
    with store.write() as conn:
        for produced in manifest.documents:
            source_id = _source_id(store, produced, docs)
            pages = sorted(pages_by_doc.get(produced.document_id, []), key=lambda p: p.page)
            evidence = source_id is not None and produced.treatment in ("produce", "native")
            if source_id is None and produced.treatment in ("produce", "native"):
                warnings.append(
                    f"{produced.name} ({produced.first_bates}-{produced.last_bates}), an attachment of "
                    f"{produced.parent_document_id}, is not client material (quarantined or unreadable at ingest): "
                    "its pages are numbered but are not evidence"
                )
            texts = [(folder / p.text_path).read_text(encoding="utf-8") if evidence else "" for p in pages]
            offsets, position = [], 0
            for text in texts:
                offsets.append((position, position + len(text)))
                position += len(text) + 1
            pdf = folder / produced.pdf_path
            doc_id = store.next_id(conn, "D")
            parent = registered.get(produced.parent_document_id or "")
            insert_document(
                conn,
                store,
                doc_id=doc_id,
                origin="client",
                kind="production",
                media_type="application/pdf",
                name=f"{produced.first_bates}-{produced.name}",
                stored_path=str(pdf.relative_to(store.folder)),
                sha=sha256_file(pdf),
                size=pdf.stat().st_size,
                pages=[(t, p.ocr, s, e) for t, p, (s, e) in zip(texts, pages, offsets, strict=True)],
                parent_id=parent.document_id if parent else source_id,
                production_id=rng.production_id,
                metadata={
                    "exhibit": labels.get(produced.document_id),
                    "first_bates": produced.first_bates,
                    "last_bates": produced.last_bates,
                    "treatment": produced.treatment,
                    "source_document": source_id,
                    "custodian": produced.custodian,
                    "evidence": evidence,
                },
                event="produce",
                page_extra=[(p.bates, source_id, p.source_page) for p in pages],
            )
            registered[produced.document_id] = Registered(doc_id, source_id, labels.get(produced.document_id))
        conn.execute(
            "UPDATE productions SET status = 'complete', finished_at = ? WHERE id = ? AND status = 'reserved'",
            (utc_now(), rng.production_id),
        )
        store.log(
            conn,
            "bates_complete",
            rng.production_id,
            {
                "prefix": rng.prefix,
                "first": rng.first,
                "last": rng.last,
                "documents": len(manifest.documents),
                "combined_sha256": sha256_file(manifest.combined_pdf),
            },
        )
    return registered


def _settle_failed(store: MatterStore, rng: BatesRange, folder: Path, error: str) -> None:
    """A build that raised: its range is released if nothing left staging, else voided (folder moved aside)."""
    if numbering.published(store, rng.production_id) is None:
        numbering.release(store, rng.production_id, f"failed before it was published: {error}"[:500])
        return
    note = f"failed after it was published: {error}"
    if folder.exists():
        aside = folder.with_name(f".void-{rng.production_id}")
        os.replace(folder, aside)
        note += f"; folder moved to {aside.name}"
    numbering.void(store, rng.production_id, note[:500])


def produce(
    store: MatterStore,
    specs: Sequence[DocumentSpec],
    *,
    prefix: str,
    start: int | None,
    width: int = 6,
    position: StampPosition = "bottom-right",
    ocr_workers: int = 2,
    on_page: Callable[[int, int], None] | None = None,
) -> ProductionOutcome:
    """Run one production from start to finish (see the module docstring); blocking, call from a thread."""
    prefix = numbering.check_prefix(prefix)
    if not specs:
        raise InputError("no documents to produce; list client document ids in production order")
    warnings: list[str] = []
    items, docs = _items(store, specs, warnings)
    productions = store.folder / "productions"
    with production_lock(store) as lock:
        recovered = numbering.recover_interrupted(store)
        discard_staging(productions)  # the dead builds' staging folders (their ranges were just released)
        draft_plan = ProductionPlan(
            production_id="PENDING", prefix=prefix, width=width, position=position, items=tuple(items)
        )
        checked = preflight(draft_plan)
        rng = numbering.reserve(store, prefix=prefix, count=checked.total_pages, start=start, width=width)
        lock.announce(rng.production_id, bates_label(prefix, rng.first, width), bates_label(prefix, rng.last, width))
        plan = draft_plan.model_copy(update={"production_id": rng.production_id})
        try:
            manifest = build_production(
                plan,
                start_number=rng.first,
                productions_dir=productions,
                ocr_cache=store.folder / ".cache" / "ocr",
                ocr_workers=ocr_workers,
                on_page=on_page,
                checked=checked,
            )
        except BaseException as exc:
            _settle_failed(store, rng, productions / rng.production_id, f"{type(exc).__name__}: {exc}")
            raise
        try:
            registered = _register(store, rng, manifest, docs, specs, warnings)
        except BaseException as exc:
            aside = manifest.folder.with_name(f".void-{rng.production_id}")
            os.replace(manifest.folder, aside)
            numbering.void(
                store,
                rng.production_id,
                f"registration failed ({type(exc).__name__}: {exc}); folder moved to {aside.name}"[:500],
            )
            raise
    return ProductionOutcome(
        range=rng,
        manifest=manifest,
        registered=registered,
        recovered=list(recovered.voided),
        released=list(recovered.released),
        warnings=warnings,
    )
