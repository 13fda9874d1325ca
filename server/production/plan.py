"""A production plan and its preflight: what will be produced, and how many pages each input makes.

``ProductionPlan`` (validated: a prefix usable in file names, safe ids, a privilege basis for every
withheld document, sha256 digests) lists the client documents in order. ``preflight`` opens every
input and expands it into the documents a production shows (an e-mail becomes its body plus one
document per attachment: a family), counting the pages of each, so the ledger can reserve exactly
that many Bates numbers before anything is stamped. It writes nothing; encrypted, corrupt, empty,
vanished or unsupported inputs raise ``DocumentError`` naming the file and the fix.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from server.documents.email import Attachment, parse_email
from server.errors import BatesError, DocumentError, InputError
from server.production.jobs import Numbering, Unit, UnitKind, check_pdf, image_frames, text_pages
from server.production.stamping import StampPosition

_PREFIX_OK = re.compile(r"[A-Z0-9_-]+")
_SHA256 = re.compile(r"[0-9a-f]{64}")
_ID_OK = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
_PDF_SUFFIXES = {".pdf"}
_IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".tif", ".tiff", ".gif", ".bmp", ".webp"}
_TEXT_SUFFIXES = {".txt"}
_EMAIL_SUFFIXES = {".eml"}


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
    treatment: Literal["produce", "withhold", "native"] = "produce"
    privilege_basis: str | None = Field(None, description='Required to withhold: "Attorney-client privilege"')
    privilege_description: str | None = None

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


def _kind_of(name: str, data_head: bytes) -> UnitKind | None:
    suffix = Path(name).suffix.lower()
    if suffix in _PDF_SUFFIXES or data_head.lstrip()[:5] == b"%PDF-":
        return "pdf"
    if suffix in _IMAGE_SUFFIXES:
        return "image"
    if suffix in _EMAIL_SUFFIXES:
        return "email"
    if suffix in _TEXT_SUFFIXES:
        return "text"
    return None


def _head(path: Path, name: str) -> bytes:
    try:
        with path.open("rb") as handle:
            return handle.read(1024)
    except FileNotFoundError:
        raise DocumentError(f"{name}: the file vanished ({path}); re-ingest it") from None
    except IsADirectoryError:
        raise DocumentError(f"{name}: {path} is a folder, not a file; point the item at the file") from None


def _attachment_unit(item: ProductionItem, position: int, number: int, attachment: Attachment) -> Unit:
    label = f"{item.name} -> attachment {attachment.filename!r}"
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
        legend=item.legend,
        attachment=number - 1,
    )
    kind = _kind_of(attachment.filename, attachment.data[:1024]) if attachment.data else None
    if kind == "pdf":
        return replace(base, kind="pdf", pages=check_pdf(attachment.data, label), treatment="produce")
    if kind == "image" or (kind is None and attachment.content_type.startswith("image/")):
        return replace(base, kind="image", pages=image_frames(attachment.data, label), treatment="produce")
    if kind == "text" or (kind is None and attachment.content_type == "text/plain"):
        text = replace(base, kind="text", treatment="produce")
        return replace(text, pages=len(text_pages(text)))
    # Anything else (office files, archives, nested messages) is produced natively behind a placeholder.
    return replace(base, notice=hashlib.sha256(attachment.data).hexdigest())


def _expand(item: ProductionItem, position: int) -> list[Unit]:
    """The produced documents an item makes, in order (``position`` is the first unit's index)."""
    head = _head(item.source, item.name)
    common: dict[str, Any] = {
        "index": position,
        "document_id": item.document_id,
        "parent_document_id": None,
        "name": item.name,
        "source": item.source,
        "custodian": item.custodian,
        "legend": item.legend,
        "sha256": item.sha256,
        "treatment": item.treatment,
    }
    if item.treatment == "withhold":
        return [Unit(kind="slip", pages=1, notice=(item.privilege_basis or "").strip(), **common)]
    if item.treatment == "native":
        return [Unit(kind="placeholder", pages=1, notice=item.sha256, **common)]
    kind = _kind_of(item.name, head) or _kind_of(item.source.name, head)
    if kind == "pdf":
        return [Unit(kind="pdf", pages=check_pdf(item.source, item.name), **common)]
    if kind == "image":
        return [Unit(kind="image", pages=image_frames(item.source.read_bytes(), item.name), **common)]
    if kind == "text":
        unit = Unit(kind="text", pages=0, **common)
        return [replace(unit, pages=len(text_pages(unit)))]
    if kind == "email":
        body = Unit(kind="email", pages=0, **common)
        body = replace(body, pages=len(text_pages(body)))
        parts = parse_email(item.source)
        units = [body]
        for number, attachment in enumerate(parts.attachments, start=1):
            units.append(_attachment_unit(item, position + number, number, attachment))
        return units
    raise DocumentError(
        f"{item.name} is not a PDF, image, e-mail or text file, so it cannot be imaged; "
        "produce it natively (treatment='native') or convert it to PDF"
    )


def preflight(plan: ProductionPlan) -> Preflight:
    """Open and check every input and count the pages each will produce. Writes nothing.

    Raises ``DocumentError`` naming the file for encrypted, corrupt, empty, vanished or unsupported
    inputs, before any Bates number is reserved.
    """
    docs: list[PreflightDoc] = []
    units: list[Unit] = []
    for item in plan.items:
        family = _expand(item, len(units))
        units.extend(family)
        members = tuple(PreflightUnit(u.document_id, u.name, u.kind, u.pages, u.treatment) for u in family)
        docs.append(PreflightDoc(item.document_id, sum(u.pages for u in family), members))
    return Preflight(tuple(docs), sum(doc.pages for doc in docs), tuple(units))
