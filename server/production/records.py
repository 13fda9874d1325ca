"""What a finished production says about itself: produced documents and pages, and the load files.

``server/production/engine.py`` hands over each unit with its first Bates number and what its jobs reported;
this module turns that into ``ProducedDocument``/``ProducedPage`` records (checking every source against
the hash the store recorded at ingest) and writes the DAT, OPT, index and privilege log from them.
"""

from __future__ import annotations

import contextlib
import email.utils
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from server.documents.email import parse_email
from server.errors import DocumentError, IntegrityError
from server.production.jobs import Layout, Numbering, StampResult, Unit, open_pdf
from server.production.loadfiles import (
    OptDocument,
    load_path,
    write_dat,
    write_index,
    write_opt,
    write_privilege_log,
)


@dataclass(frozen=True)
class ProducedPage:
    bates: str
    document_id: str
    page: int  # 1-based within the produced document
    source_page: int | None  # 1-based page (or image frame) of the source; None for typeset pages
    chars: int  # non-space characters in the page's text file
    ocr: bool  # the text came from Tesseract (and the page carries an invisible text layer)
    text_path: str  # relative to the production folder


@dataclass(frozen=True)
class ProducedDocument:
    document_id: str  # the store's id; an attachment is "<parent id>.att<n>"
    name: str
    first_bates: str
    last_bates: str
    pages: int
    pdf_path: str  # relative to the production folder
    treatment: str  # produce | withhold | native
    parent_document_id: str | None
    begattach: str  # first Bates of the family (the document itself when it has none)
    endattach: str
    kind: str = ""  # pdf | image | email | text | slip | placeholder
    custodian: str = ""
    sha256: str = ""  # of the original bytes (the attachment's own bytes for an attachment)
    md5: str = ""
    text_path: str = ""  # the document's text, relative to the production folder
    native_path: str | None = None
    file_path: str = ""  # where the client's file came from (an attachment: its message's path / its name)
    email_from: str = ""  # e-mail fields, when the document is a message (its headers, or ingest's metadata)
    email_to: str = ""
    email_cc: str = ""
    email_subject: str = ""
    date_sent: str = ""  # ISO 8601 when the Date header parses, else as written


@dataclass(frozen=True)
class UnitOutcome:
    """One unit as built: where its numbers start, its pages' text counts, which were OCR'd."""

    unit: Unit
    first_number: int
    chars: Sequence[int]
    ocr: frozenset[int]
    result: StampResult


@dataclass(frozen=True)
class Records:
    documents: tuple[ProducedDocument, ...]
    pages: tuple[ProducedPage, ...]
    ocr_pages: int


def _rel(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix()


def records(outcomes: Sequence[UnitOutcome], layout: Layout, numbering: Numbering) -> Records:
    """Documents and pages in production order; ``IntegrityError`` if a source changed since ingest."""
    families: dict[str, tuple[str, str]] = {}
    for outcome in outcomes:
        family = _family(outcome.unit)
        first = numbering.label(outcome.first_number)
        last = numbering.label(outcome.first_number + outcome.unit.pages - 1)
        families[family] = (families.get(family, (first, last))[0], last)
    documents: list[ProducedDocument] = []
    pages: list[ProducedPage] = []
    for outcome in outcomes:
        unit, result = outcome.unit, outcome.result
        if unit.sha256 and result.sha256 != unit.sha256:
            raise IntegrityError(
                f"{unit.name} no longer matches the sha256 recorded at ingest ({unit.sha256[:12]}..., now "
                f"{result.sha256[:12]}...); re-ingest it before producing it"
            )
        first = numbering.label(outcome.first_number)
        begattach, endattach = families[_family(unit)]
        fields = dict(unit.fields) if unit.treatment != "withhold" else {}  # a privileged subject line is privileged
        documents.append(
            ProducedDocument(
                document_id=unit.document_id,
                name=unit.name,
                first_bates=first,
                last_bates=numbering.label(outcome.first_number + unit.pages - 1),
                pages=unit.pages,
                pdf_path=_rel(layout.document_pdf(first), layout.root),
                treatment=unit.treatment,
                parent_document_id=unit.parent_document_id,
                begattach=begattach,
                endattach=endattach,
                kind=unit.kind,
                custodian=unit.custodian,
                sha256=result.sha256,
                md5=result.md5,
                text_path=_rel(layout.document_text(first), layout.root),
                native_path=_rel(result.native, layout.root) if result.native else None,
                file_path=fields.get("file_path", unit.name if unit.treatment != "withhold" else ""),
                email_from=fields.get("from", ""),
                email_to=fields.get("to", ""),
                email_cc=fields.get("cc", ""),
                email_subject=fields.get("subject", ""),
                date_sent=_date_sent(fields.get("date_sent", "")),
            )
        )
        imaged = unit.kind in ("pdf", "image")
        for number in range(unit.pages):
            bates = numbering.label(outcome.first_number + number)
            pages.append(
                ProducedPage(
                    bates=bates,
                    document_id=unit.document_id,
                    page=number + 1,
                    source_page=number + 1 if imaged else None,
                    chars=outcome.chars[number],
                    ocr=number in outcome.ocr,
                    text_path=_rel(layout.page_text(bates), layout.root),
                )
            )
    return Records(tuple(documents), tuple(pages), sum(page.ocr for page in pages))


def _family(unit: Unit) -> str:
    """The id a family's members share: the parent's."""
    return unit.family or unit.parent_document_id or unit.document_id


def _date_sent(raw: str) -> str:
    """An e-mail's Date header as ISO 8601 (``2024-03-04T09:15:00-05:00``), or as written when it does not parse."""
    if not raw.strip():
        return ""
    try:
        return email.utils.parsedate_to_datetime(raw).isoformat()
    except (TypeError, ValueError, IndexError):
        return raw.strip()


def _pdf_date(raw: str) -> str:
    match = re.match(r"D:(\d{4})(\d{2})?(\d{2})?", raw or "")
    if not match:
        return ""
    return "-".join(part for part in match.groups() if part)


def privilege_facts(unit: Unit) -> tuple[str, str, str, str]:
    """(date, author, recipients, document type) of a withheld document, as far as the file tells."""
    suffix = Path(unit.name).suffix.lower()
    if suffix == ".eml":
        with contextlib.suppress(DocumentError):
            headers = parse_email(unit.source).headers
            recipients = "; ".join(value for value in (headers.get("To", ""), headers.get("Cc", "")) if value)
            return headers.get("Date", ""), headers.get("From", ""), recipients, "E-mail"
        return "", "", "", "E-mail"
    if suffix == ".pdf":
        with contextlib.suppress(DocumentError), open_pdf(unit.source, unit.name) as doc:
            return _pdf_date((doc.metadata or {}).get("creationDate", "")), "", "", "PDF document"
        return "", "", "", "PDF document"
    return "", "", "", f"{suffix[1:].upper()} file" if suffix else "File"


@dataclass(frozen=True)
class Withheld:
    """A withheld document's privilege-log entry as the plan states it."""

    basis: str
    description: str | None


def write_load_files(
    root: Path,
    production_id: str,
    volume: str,
    built: Records,
    units: dict[str, Unit],
    withheld: dict[str, Withheld],
) -> Path | None:
    """DAT, OPT and index.csv; privilege_log.csv when something is withheld (its path is returned).

    A withheld document's DAT and index rows keep its numbers, family and custodian but not its file name,
    path, hashes or e-mail fields (what may be said of it is the privilege log's to state).
    """
    dat_rows = []
    for doc in built.documents:
        shown = doc.treatment != "withhold"
        dat_rows.append(
            (
                doc.first_bates,
                doc.last_bates,
                doc.begattach,
                doc.endattach,
                doc.custodian,
                *(
                    (value if shown else "")
                    for value in (
                        doc.name,
                        doc.file_path,
                        doc.email_from,
                        doc.email_to,
                        doc.email_cc,
                        doc.email_subject,
                        doc.date_sent,
                        doc.md5,
                        doc.sha256,
                    )
                ),
                load_path(doc.native_path) if doc.native_path else "",
                load_path(doc.text_path),
            )
        )
    write_dat(root / f"{production_id}.dat", dat_rows)
    by_document: dict[str, list[str]] = {}
    for page in built.pages:
        by_document.setdefault(page.document_id, []).append(page.bates)
    opt = [OptDocument(by_document[doc.document_id], doc.pdf_path) for doc in built.documents]
    write_opt(root / f"{production_id}.opt", opt, volume=volume)
    index_rows = [
        (
            doc.document_id,
            doc.parent_document_id,
            "" if doc.treatment == "withhold" else doc.name,
            "" if doc.treatment == "withhold" else doc.sha256,
            doc.first_bates,
            doc.last_bates,
            doc.pages,
            doc.treatment,
            doc.custodian,
            doc.pdf_path,
            doc.native_path,
            doc.begattach,
            doc.endattach,
            *(
                ("",) * 7
                if doc.treatment == "withhold"
                else (
                    doc.md5,
                    doc.file_path,
                    doc.email_from,
                    doc.email_to,
                    doc.email_cc,
                    doc.email_subject,
                    doc.date_sent,
                )
            ),
            doc.text_path,
        )
        for doc in built.documents
    ]
    write_index(root / "index.csv", index_rows)
    first_bates = {doc.document_id: doc.first_bates for doc in built.documents}
    log_rows = []
    for doc in built.documents:
        if doc.treatment != "withhold":
            continue
        entry = withheld[doc.document_id]
        unit = units[doc.document_id]
        date, author, recipients, kind = privilege_facts(unit)
        parent = units.get(doc.parent_document_id or "")
        if parent is not None:  # a member: the message it came with dates it and says who sent it to whom
            date, author, recipients, _ = privilege_facts(parent)
        description = (entry.description or "").strip() or (
            f"{kind} attached to {first_bates[parent.document_id]}, withheld with its family"
            if parent is not None
            else f"{kind} withheld as privileged"
        )
        log_rows.append(
            (doc.first_bates, doc.document_id, date, author, recipients, kind, description, entry.basis, doc.custodian)
        )
    if not log_rows:
        return None
    path = root / "privilege_log.csv"
    write_privilege_log(path, log_rows)
    return path
