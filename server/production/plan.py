"""A production plan and its preflight: what will be produced, and how many pages each input makes.

``ProductionPlan`` (validated: a prefix usable in file names, safe ids, a privilege basis for every
withheld document, sha256 digests) lists the client documents in order. ``preflight`` opens every
input and expands it into the documents a production shows, counting the pages of each, so the ledger
can reserve exactly that many Bates numbers before anything is stamped. It writes nothing; encrypted,
corrupt, empty, vanished or unsupported inputs raise ``DocumentError`` naming the file and the fix.

Families are produced together, parent first: an ``.eml`` becomes its body plus one document per
attachment (read from the message, so an attachment ingest quarantined is still numbered); any other
parent brings the ``members`` the store lists for it (children by ``parent_id``). A withheld parent
withholds its whole family, a numbered slip sheet for each member. A container (an archive, a mailbox)
is not a family: its members are produced one after another, each with its own family. Spreadsheets and
presentations (``NATIVE_KINDS``) and whatever the lawyer names are produced natively: a numbered slip sheet
saying so, the file itself under ``natives/<BATES><ext>``, and its text (as ingest read it) as the slip
sheet's text. Word, HTML and Outlook messages are typeset from the text ingest read (a ``rendition``).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from server.documents.email import Attachment, parse_email
from server.documents.kinds import CONTAINER_KINDS, TEXT_SUFFIXES, kind_for_suffix
from server.errors import BatesError, DocumentError, InputError
from server.production.jobs import (
    EMAIL_FIELDS,
    Numbering,
    Unit,
    UnitKind,
    check_pdf,
    decode_text,
    image_frames,
    read_text_file,
    text_pages,
)
from server.production.stamping import StampPosition

NATIVE_KINDS = frozenset({"spreadsheet", "presentation"})
"""Kinds (``server/documents/kinds.py``) produced natively unless the lawyer says otherwise."""
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # an Outlook .msg (a compound file), not an RFC 822 message

_PREFIX_OK = re.compile(r"[A-Z0-9_-]+")
_SHA256 = re.compile(r"[0-9a-f]{64}")
_ID_OK = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")


# ---------------------------------------------------------------- plan


class ProductionItem(BaseModel):
    """One client document, in production order."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    source: Path = Field(description="The file to produce (PDF, PNG/JPEG/TIFF, .eml, .txt); never modified")
    name: str = Field(description="Original file name, written to the load files")
    document_id: str = Field(description="The store's document id, echoed into results")
    sha256: str = Field(description="sha256 of the source bytes as ingested; a mismatch aborts the build")
    custodian: str = ""
    legend: str | None = Field(None, description='Confidentiality legend, e.g. "CONFIDENTIAL"; bottom left')
    treatment: Literal["produce", "withhold", "native"] = Field(
        "produce", description="produce (image it; spreadsheets and presentations go native), withhold, or native"
    )
    privilege_basis: str | None = Field(None, description='Required to withhold: "Attorney-client privilege"')
    privilege_description: str | None = None
    kind: str | None = Field(None, description="The kind ingest read it as (pdf, image, text, email...); None: sniff")
    text: str | None = Field(None, description="Its text as ingest read it: a native's text (the slip sheet's text)")
    file_path: str = Field("", description="Where the client's file came from (load files' FILEPATH); default: name")
    fields: dict[str, str] = Field(
        default_factory=dict, description="E-mail fields for the load files: from, to, cc, subject, date_sent"
    )
    attachment_count: int | None = Field(None, description="Attachments ingest found (a warning names any missing)")
    members: tuple[ProductionItem, ...] = Field(
        (), description="The family's children as the store lists them (parent_id), in order; an .eml's come from it"
    )

    @field_validator("sha256")
    @classmethod
    def _hex_digest(cls, value: str) -> str:
        digest = value.strip().lower().removeprefix("sha256:")
        if not _SHA256.fullmatch(digest):
            raise InputError(f"sha256 {value!r} is not a sha256 hex digest; pass the hash the store recorded at ingest")
        return digest

    @model_validator(mode="after")
    def _withheld_needs_basis(self) -> ProductionItem:
        if self.treatment == "withhold" and not (self.privilege_basis or "").strip():
            raise InputError(
                f"{self.name} is marked withhold but has no privilege_basis; give one "
                '(e.g. "Attorney-client privilege") so the slip sheet and privilege log can state it'
            )
        return self


class ProductionPlan(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    production_id: str = Field(description='Folder name under productions/, e.g. "PROD001"')
    prefix: str = Field(description="Bates prefix; letters, digits, '-' and '_' (upper-cased)")
    width: int = Field(6, ge=1, le=12, description="Zero padding of the number")
    position: StampPosition = "bottom-right"
    volume: str = "VOL001"
    items: tuple[ProductionItem, ...]

    @field_validator("prefix", mode="before")
    @classmethod
    def _prefix(cls, value: object) -> str:
        prefix = str(value).strip().upper()
        bad = sorted({char for char in prefix if not _PREFIX_OK.fullmatch(char)})
        if not prefix or bad:
            shown = ", ".join(repr(char) for char in bad) if bad else "nothing"
            raise BatesError(
                f"Bates prefix {value!r} contains {shown}, which cannot be part of a file name; "
                "use only letters, digits, '-' and '_' (e.g. SMITH or ACME-)"
            )
        return prefix

    @field_validator("production_id", "volume")
    @classmethod
    def _safe_name(cls, value: str) -> str:
        if not _ID_OK.fullmatch(value):
            raise BatesError(
                f"{value!r} cannot be used as a folder or volume name; use letters, digits, '-' and '_' (e.g. PROD001)"
            )
        return value

    @field_validator("items")
    @classmethod
    def _not_empty(cls, value: tuple[ProductionItem, ...]) -> tuple[ProductionItem, ...]:
        if not value:
            raise InputError("The production has no documents; add at least one item")
        ids = [item.document_id for item in value]
        if len(set(ids)) != len(ids):
            raise InputError("A document appears twice in the production; list each document_id once")
        return value


def bates_label(prefix: str, number: int, width: int) -> str:
    """``bates_label("SMITH", 123, 6) == "SMITH000123"``."""
    return Numbering(prefix, width).label(number)


# ---------------------------------------------------------------- preflight


@dataclass(frozen=True)
class PreflightUnit:
    """One produced document within a family (an e-mail's body, each attachment)."""

    document_id: str
    name: str
    kind: UnitKind
    pages: int
    treatment: str


@dataclass(frozen=True)
class PreflightDoc:
    document_id: str
    pages: int  # all pages the item makes, its family included
    family: tuple[PreflightUnit, ...]


@dataclass(frozen=True)
class Preflight:
    docs: tuple[PreflightDoc, ...]
    total_pages: int
    units: tuple[Unit, ...] = field(repr=False, default=())
    warnings: tuple[str, ...] = ()  # what the lawyer should know (attachments ingest did not keep)


def produced_natively(name: str, kind: str | None = None) -> bool:
    """Whether a file goes native unless the lawyer says otherwise: a spreadsheet or presentation."""
    return (kind or kind_for_suffix(Path(name).suffix) or "") in NATIVE_KINDS


def _route(item: ProductionItem, name: str, head: bytes) -> UnitKind | Literal["container"] | None:
    """How an item is imaged: by its bytes, then the kind ingest read it as, then its name; None: it cannot be.

    ``rendition`` is a document counsel reads but cannot draw (Word, HTML, an Outlook message): its text as
    ingest read it is typeset, like an e-mail's body. A container (an archive, a mailbox) is its members.
    """
    if head.lstrip()[:5] == b"%PDF-":
        return "pdf"
    suffix = Path(name).suffix.lower()
    kind = item.kind or kind_for_suffix(suffix) or ("text" if suffix in TEXT_SUFFIXES else None)
    if kind in ("pdf", "image", "text"):
        return kind  # type: ignore[return-value]
    if kind in CONTAINER_KINDS:
        return "container"
    if kind == "email" and not head.startswith(_OLE_MAGIC):
        return "email"  # an RFC 822 message: its body typeset, its attachments read from it
    if kind in ("email", "html", "word", "spreadsheet", "presentation") and item.text is not None:
        return "rendition"
    return None


def _head(path: Path, name: str) -> bytes:
    try:
        with path.open("rb") as handle:
            return handle.read(1024)
    except FileNotFoundError:
        raise DocumentError(f"{name}: the file vanished ({path}); re-ingest it") from None
    except IsADirectoryError:
        raise DocumentError(f"{name}: {path} is a folder, not a file; point the item at the file") from None


def _email_fields(headers: dict[str, str]) -> dict[str, str]:
    named = {"from": "From", "to": "To", "cc": "Cc", "subject": "Subject", "date_sent": "Date"}
    return {key: headers[header] for key, header in named.items() if headers.get(header)}


@dataclass(frozen=True)
class _Family:
    """What a parent hands its members: its id, path, legend, custodian, and its basis when the family is withheld."""

    document_id: str
    withheld_basis: str | None
    legend: str | None
    custodian: str
    file_path: str


def _native_text(item: ProductionItem, route: str | None) -> str:
    """A native's text: as ingest read it, else the file's own text when it is a text file."""
    if item.text is not None:
        return item.text
    if route == "text":
        return read_text_file(item.source, item.name)
    return ""


def _attachment_unit(item: ProductionItem, family: _Family, position: int, number: int, attachment: Attachment) -> Unit:
    """One attachment of an ``.eml``, matched by its bytes to the member ingest stored for it (if any)."""
    label = f"{item.name} -> attachment {attachment.filename!r}"
    digest = hashlib.sha256(attachment.data).hexdigest()
    member = next((m for m in item.members if m.sha256 == digest), None)
    fields = {"file_path": f"{family.file_path}/{attachment.filename}"}
    if member is not None:
        fields.update({k: v for k, v in member.fields.items() if k in EMAIL_FIELDS and v})
    base = Unit(
        index=position,
        document_id=f"{item.document_id}.att{number}",
        parent_document_id=item.document_id,
        name=attachment.filename,
        kind="placeholder",
        source=item.source,
        pages=1,
        treatment="native",
        custodian=item.custodian,
        legend=member.legend if member is not None and member.legend is not None else item.legend,
        attachment=number - 1,
        family=family.document_id,
        fields=tuple(sorted(fields.items())),
    )
    basis = family.withheld_basis or (member.privilege_basis if member and member.treatment == "withhold" else None)
    if basis:
        description = (member.privilege_description if member else None) or ""
        return replace(base, kind="slip", treatment="withhold", notice=basis.strip(), description=description)
    ingest_kind = member.kind if member is not None else None
    kind = _kind_of_bytes(attachment, ingest_kind)
    chosen = member is not None and member.treatment == "native"
    native = chosen or produced_natively(attachment.filename, ingest_kind)
    if kind == "pdf" and not native:
        return replace(base, kind="pdf", pages=check_pdf(attachment.data, label), treatment="produce")
    if kind == "image" and not native:
        return replace(base, kind="image", pages=image_frames(attachment.data, label), treatment="produce")
    if kind == "text" and not native:
        text = replace(base, kind="text", treatment="produce")
        return replace(text, pages=len(text_pages(text)))
    if kind == "rendition" and not native and member is not None and member.text is not None:
        rendition = replace(base, kind="rendition", treatment="produce", text=member.text)
        return replace(rendition, pages=len(text_pages(rendition)))
    # Anything else (archives, nested messages, what counsel cannot read), or a native by choice: a slip sheet.
    if member is not None and member.text is not None and member.kind not in CONTAINER_KINDS:
        native_text = member.text
    else:
        native_text = decode_text(attachment.data) if kind == "text" else ""
    return replace(base, notice=digest, text=native_text)


def _kind_of_bytes(attachment: Attachment, ingest_kind: str | None) -> str | None:
    """pdf, image, text or rendition for an attachment (by its bytes, ingest's kind, its name, its MIME type)."""
    if not attachment.data:
        return None
    if attachment.data[:1024].lstrip()[:5] == b"%PDF-":
        return "pdf"
    suffix = Path(attachment.filename).suffix.lower()
    kind = ingest_kind or kind_for_suffix(suffix) or ("text" if suffix in TEXT_SUFFIXES else None)
    if kind is None and attachment.content_type.startswith("image/"):
        kind = "image"
    elif kind is None and attachment.content_type == "text/plain":
        kind = "text"
    if kind in ("pdf", "image", "text"):
        return kind
    return "rendition" if kind in ("html", "word", "email") and ingest_kind is not None else None


def _expand(
    item: ProductionItem, position: int, family: _Family | None = None, warnings: list[str] | None = None
) -> list[Unit]:
    """The produced documents an item and its family make, in order (``position`` is the first unit's index)."""
    head = _head(item.source, item.name)
    route = _route(item, item.name, head)
    treatment = item.treatment
    if family is not None and family.withheld_basis:
        treatment = "withhold"
    elif treatment == "produce" and produced_natively(item.name, item.kind):
        treatment = "native"
    basis = ((family.withheld_basis if family is not None else None) or item.privilege_basis or "").strip()
    if route == "container" and treatment != "native":
        return _container(item, position, family, basis if treatment == "withhold" else None, warnings)
    fields = {"file_path": item.file_path or item.name}
    if family is not None and not item.file_path:
        fields["file_path"] = f"{family.file_path}/{item.name}"
    parts = parse_email(item.source) if route == "email" else None
    if parts is not None:
        fields.update(_email_fields(parts.headers))
    fields.update({key: value for key, value in item.fields.items() if key in EMAIL_FIELDS and value})
    common: dict[str, Any] = {
        "index": position,
        "document_id": item.document_id,
        "parent_document_id": family.document_id if family is not None else None,
        "name": item.name,
        "source": item.source,
        "custodian": item.custodian or (family.custodian if family is not None else ""),
        "legend": item.legend if item.legend is not None or family is None else family.legend,
        "sha256": item.sha256,
        "treatment": treatment,
        "family": family.document_id if family is not None else item.document_id,
        "fields": tuple(sorted(fields.items())),
    }
    if treatment == "withhold":
        own = Unit(kind="slip", pages=1, notice=basis, description=item.privilege_description or "", **common)
    elif treatment == "native":
        text = "" if route == "container" else _native_text(item, route)  # a container's page is counsel's list
        own = Unit(kind="placeholder", pages=1, notice=item.sha256, text=text, **common)
    elif route == "pdf":
        own = Unit(kind="pdf", pages=check_pdf(item.source, item.name), **common)
    elif route == "image":
        own = Unit(kind="image", pages=image_frames(item.source.read_bytes(), item.name), **common)
    elif route in ("text", "email", "rendition"):
        unit = Unit(kind=route, pages=0, text=item.text if route == "rendition" else None, **common)
        own = replace(unit, pages=len(text_pages(unit)))
    else:
        raise DocumentError(
            f"{item.name} is not a PDF, image, e-mail or text file, so it cannot be imaged; "
            "produce it natively (treatment='native') or convert it to PDF"
        )
    if family is not None:
        return [own]  # a member's own members are not read: ingest lists a family one level deep
    withheld = basis if treatment == "withhold" else None
    mine = _Family(item.document_id, withheld, item.legend, item.custodian, fields["file_path"])
    units = [own]
    if parts is not None:
        for number, attachment in enumerate(parts.attachments, start=1):
            units.append(_attachment_unit(item, mine, position + len(units), number, attachment))
    else:
        for member in item.members:
            units.extend(_expand(member, position + len(units), mine))
        missing = (item.attachment_count or 0) - len(item.members)
        if missing > 0 and warnings is not None:
            warnings.append(
                f"{item.name}: {missing} of its {item.attachment_count} attachments are not in the matter "
                "(quarantined or unreadable at ingest; matter_status lists them) and were not produced"
            )
    return units


def _container(
    item: ProductionItem, position: int, family: _Family | None, basis: str | None, warnings: list[str] | None
) -> list[Unit]:
    """An archive or mailbox is its members, each produced as its own document (with its own family).

    The container's own page is counsel's list of what it holds, not client text, so it is not produced; a
    lawyer who wants the file itself names it in natives. A withheld container withholds every member.
    """
    units: list[Unit] = []
    for member in item.members:
        inherit: dict[str, Any] = {}
        if basis:
            inherit = {"treatment": "withhold", "privilege_basis": basis}
        if member.legend is None and item.legend is not None:
            inherit["legend"] = item.legend
        if not member.custodian and item.custodian:
            inherit["custodian"] = item.custodian
        if not member.file_path:
            inherit["file_path"] = f"{item.file_path or item.name}/{member.name}"
        units.extend(_expand(member.model_copy(update=inherit), position + len(units), family, warnings))
    if not units:
        raise DocumentError(
            f"{item.name} holds no documents the matter kept (it is a container: its members are produced, not the "
            "file); produce it natively (treatment='native') to give the file itself, or remove it"
        )
    return units


def preflight(plan: ProductionPlan) -> Preflight:
    """Open and check every input and count the pages each will produce. Writes nothing.

    Raises ``DocumentError`` naming the file for encrypted, corrupt, empty, vanished or unsupported
    inputs, before any Bates number is reserved.
    """
    docs: list[PreflightDoc] = []
    units: list[Unit] = []
    warnings: list[str] = []
    for item in plan.items:
        family = _expand(item, len(units), warnings=warnings)
        units.extend(family)
        members = tuple(PreflightUnit(u.document_id, u.name, u.kind, u.pages, u.treatment) for u in family)
        docs.append(PreflightDoc(item.document_id, sum(u.pages for u in family), members))
    return Preflight(tuple(docs), sum(doc.pages for doc in docs), tuple(units), tuple(warnings))
