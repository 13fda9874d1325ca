"""A Bates production against a matter: reserve the range, build, register the pages as client evidence.

    with production_lock(store):          # one production per matter at a time, across processes (waits its turn)
        voided = recover_interrupted()    # ranges a crashed production left reserved become void
        preflight(plan)                   # every input opens; exact page count; nothing numbered yet
        reserve(count)                    # the whole range, one transaction, never reused
        build_production(...)             # staging folder, then one rename (server/production/engine.py)
        register(manifest)                # produced pages -> client documents with Bates ids, range complete

Any failure after the reservation voids the range (recorded, reported) and publishes nothing; a
failure before it consumes no number.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from server.errors import InputError
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
    recovered: list[BatesRange] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def _items(store: MatterStore, specs: Sequence[DocumentSpec]) -> tuple[list[ProductionItem], dict[str, DocumentRow]]:
    docs = {d.id: d for d in store.require_evidence([s.document_id for s in specs])}
    listed = set(docs)
    items = []
    for spec in specs:
        doc = docs[spec.document_id]
        if doc.production_id is not None:
            raise InputError(
                f"{doc.id} is a page set from production {doc.production_id}; produce its source document "
                f"{doc.parent_id or '(unknown)'} instead"
            )
        if doc.parent_id in listed:
            raise InputError(
                f"{doc.id} ({doc.original_name}) is an attachment of {doc.parent_id}, which is already listed; the "
                "e-mail is produced with its attachments as one family, so list only the e-mail"
            )
        items.append(
            ProductionItem(
                source=store.folder / doc.stored_path,
                name=doc.original_name,
                document_id=doc.id,
                sha256=doc.sha256,
                custodian=str(doc.metadata.get("custodian", "")),
                legend=spec.legend,
                treatment=spec.treatment,
                privilege_basis=spec.privilege_basis,
                privilege_description=spec.privilege_description,
            )
        )
    return items, docs


def _source_id(store: MatterStore, produced: ProducedDocument, docs: dict[str, DocumentRow]) -> str | None:
    """The client document a produced document was made from, or None when there is none.

    An e-mail attachment is matched by its bytes to the e-mail's client child. One with no such child was
    quarantined (a model wrote it) or unreadable at ingest: it is numbered like the rest, but it is not
    client evidence, so its text is never registered.
    """
    if produced.parent_document_id is None:
        return produced.document_id if produced.document_id in docs else None
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

    Only pages made from a client document carry text (and so are searchable evidence). Slip sheets,
    native placeholders and attachments that are not client material keep their numbers with empty text:
    a slip sheet's privilege basis came from the tool call, not from the client.
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
            evidence = source_id is not None and produced.treatment == "produce"
            if source_id is None and produced.treatment == "produce":
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
    items, docs = _items(store, specs)
    productions = store.folder / "productions"
    with production_lock(store) as lock:
        recovered = numbering.recover_interrupted(store)
        discard_staging(productions)
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
            numbering.void(store, rng.production_id, f"failed before publishing: {type(exc).__name__}: {exc}"[:500])
            raise
        warnings: list[str] = []
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
        range=rng, manifest=manifest, registered=registered, recovered=recovered, warnings=warnings
    )
