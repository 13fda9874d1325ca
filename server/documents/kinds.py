"""The one list of the files counsel reads: each file name ending, its kind, and the text types.

Ingest (``server/documents/parse.py``), search, verification and Bates production all take these names from
here, so that a ``.json`` ingested as text is produced as text too:

    from server.documents.kinds import TEXT_SUFFIXES, kind_for_suffix
    assert ".csv" in TEXT_SUFFIXES and kind_for_suffix(".xlsx") == "spreadsheet"

Kinds: ``pdf``, ``image`` (OCR), ``text``, ``html`` (visible text only), ``word`` (``.docx``; ``.doc``, ``.rtf``
and ``.odt`` through LibreOffice), ``spreadsheet``, ``presentation``, ``email`` (one message), ``mailbox`` (many
messages: ``.mbox``, ``.pst``; each message its own document) and ``archive`` (``.zip``; each member a child
document). The README's "Supported files" table is checked against ``SUPPORTED_FILES`` by a test.
"""

from __future__ import annotations

from typing import Literal

DocumentKind = Literal[
    "pdf", "image", "text", "html", "word", "spreadsheet", "presentation", "email", "mailbox", "archive"
]

TEXT_SUFFIXES: frozenset[str] = frozenset(
    (".txt", ".text", ".md", ".markdown", ".csv", ".tsv", ".json", ".ics", ".vcf", ".log")
)
"""Plain text under every name ingest accepts: read as text, searched, verified and produced as text."""

TEXT_MEDIA_TYPES: dict[str, str] = {
    ".txt": "text/plain",
    ".text": "text/plain",
    ".log": "text/plain",
    ".md": "text/markdown",
    ".markdown": "text/markdown",
    ".csv": "text/csv",
    ".tsv": "text/tab-separated-values",
    ".json": "application/json",
    ".ics": "text/calendar",
    ".vcf": "text/vcard",
}

SUPPORTED_FILES: dict[DocumentKind, tuple[str, ...]] = {
    "pdf": (".pdf",),
    "image": (".png", ".jpg", ".jpeg", ".jpe", ".tif", ".tiff"),
    "text": tuple(sorted(TEXT_SUFFIXES)),
    "html": (".html", ".htm"),
    "word": (".docx", ".doc", ".rtf", ".odt"),
    "spreadsheet": (".xlsx", ".xlsm", ".xls", ".ods"),
    "presentation": (".pptx",),
    "email": (".eml", ".msg"),
    "mailbox": (".mbox", ".pst"),
    "archive": (".zip",),
}
"""Every file name ending counsel reads, by kind (README "Supported files" lists the same)."""

CONTAINER_KINDS: frozenset[DocumentKind] = frozenset(("mailbox", "archive"))
"""Kinds whose one page is counsel's list of what the file holds (its messages or members), not client text."""

NEEDS_LIBREOFFICE: frozenset[str] = frozenset((".doc", ".rtf", ".odt"))
"""Read by converting them to ``.docx`` with LibreOffice (``.rtf`` falls back to ``striprtf`` without it)."""

_BY_SUFFIX: dict[str, DocumentKind] = {suffix: kind for kind, names in SUPPORTED_FILES.items() for suffix in names}

SUPPORTED = (
    "PDF, images (PNG, JPEG, TIFF), text (.txt .md .csv .json .ics .vcf ...), HTML, Word (.docx .doc .rtf .odt), "
    "Excel (.xlsx .xlsm .xls .ods), PowerPoint (.pptx), e-mail (.eml .msg), mailboxes (.mbox .pst) and .zip"
)
"""The supported files in one line, for error messages."""


def kind_for_suffix(suffix: str) -> DocumentKind | None:
    """The kind of a file whose name ends in ``suffix`` (``".XLSX"`` or ``".xlsx"``), or None if unknown."""
    return _BY_SUFFIX.get(suffix.lower())


def text_media_type(suffix: str) -> str:
    """The media type of a text file by its name's ending; ``text/plain`` for any other."""
    return TEXT_MEDIA_TYPES.get(suffix.lower(), "text/plain")
