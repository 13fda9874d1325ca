"""Client files into pages of text with character offsets: the parsing layer ingest calls.

    doc = parse_document(Path("sources/lease.pdf"), ocr_workers=2, ocr_cache=matter / ".cache" / "ocr")
    page = doc.pages[2]
    assert doc.text[page.start:page.end] == page.text      # always; pages are joined with "\\f"

Kinds: PDF (``server/documents/pdf.py``: text layer, Tesseract for pages without one), images
(``server/documents/image.py``: PNG, JPEG, TIFF, EXIF orientation applied, one page per frame), plain text
(``server/documents/text.py``: encoding detection, paging on form feeds or every ~3,000 characters) and e-mail
(``server/documents/email.py``: headers then body as the message's pages, each attachment a child document).

Whole-document problems (vanished, empty, corrupt, encrypted, no pages, unsupported type) raise
``DocumentError`` and nothing is returned; one unreadable page degrades that page only (empty text plus a
line in ``metadata["warnings"]``); an unreadable attachment degrades that attachment only
(``ChildDocument.parsed is None`` with ``error`` set).

Parsing is synchronous and CPU-bound (OCR runs in worker processes, but rendering and text extraction run
in the caller): call it from async code with ``anyio.to_thread.run_sync``.
"""

from __future__ import annotations

import bisect
import io
import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import BinaryIO, Literal

from server.documents.email import parse_email_bytes
from server.documents.image import read_image
from server.documents.ocr_pool import ExtractedPages, OcrOptions, vanished
from server.documents.pdf import read_pdf
from server.documents.tesseract import DEFAULT_DPI
from server.documents.text import normalise_page, read_text, split_pages
from server.errors import DocumentError, InputError

DocumentKind = Literal["pdf", "image", "text", "email"]

MAX_EMAIL_DEPTH = 3
"""An e-mail attached to an e-mail attached to an e-mail: deeper attachments are reported, not parsed."""

HEAD_BYTES = 8192
SUPPORTED = "PDF (.pdf), images (.png, .jpg, .jpeg, .tif, .tiff), plain text (.txt, .md, .csv, ...) and e-mail (.eml)"

_MAGIC: tuple[tuple[bytes, DocumentKind], ...] = (
    (b"\x89PNG\r\n\x1a\n", "image"),
    (b"\xff\xd8\xff", "image"),
    (b"II*\x00", "image"),
    (b"MM\x00*", "image"),
)
_UNSUPPORTED_MAGIC = (
    (b"PK\x03\x04", "a ZIP container (Word .docx, Excel .xlsx or a .zip archive)", "save it as PDF, or unzip it"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old Office file or Outlook .msg", "save it as PDF (a message as .eml)"),
    (b"{\\rtf", "a Rich Text (.rtf) file", "save it as PDF"),
    (b"GIF8", "a GIF image", "convert it to PNG"),
)
_SUFFIXES: dict[str, DocumentKind] = {
    ".pdf": "pdf",
    **dict.fromkeys((".png", ".jpg", ".jpeg", ".jpe", ".tif", ".tiff"), "image"),
    **dict.fromkeys((".txt", ".text", ".md", ".markdown", ".csv", ".tsv", ".log"), "text"),
    ".eml": "email",
}
_TEXT_MEDIA_TYPES = {
    ".md": "text/markdown",
    ".markdown": "text/markdown",
    ".csv": "text/csv",
    ".tsv": "text/tab-separated-values",
}
_BOM_PREFIXES = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")
_HEADER_LINE = re.compile(r"^([!-9;-~]+):")
_EMAIL_HEADERS = {"from", "to", "cc", "subject", "date", "received", "message-id", "mime-version", "return-path"}


@dataclass(frozen=True)
class ParsedPage:
    number: int  # 1-based page number within the document
    text: str  # normalised: "\n" line ends, no trailing whitespace on lines
    ocr: bool  # True if the text came from Tesseract
    start: int  # offset of this page's text within ParsedDocument.text
    end: int  # start + len(text)


@dataclass(frozen=True)
class ChildDocument:
    filename: str
    data: bytes  # the attachment's original bytes (the store hashes and saves them)
    parsed: ParsedDocument | None  # None (with ``error``) if the attachment could not be parsed
    error: str | None


@dataclass(frozen=True)
class ParsedDocument:
    name: str  # original file name (no directories)
    kind: DocumentKind
    media_type: str  # "application/pdf", "image/tiff", "text/plain", "message/rfc822", ...
    pages: tuple[ParsedPage, ...]  # at least one
    children: tuple[ChildDocument, ...]  # e-mail attachments, in order
    metadata: dict[str, str]  # e-mail headers, PDF title/author, image size, encoding, "warnings", ...

    @cached_property
    def text(self) -> str:
        """The pages joined with ``"\\f"``: page i is ``text[pages[i].start:pages[i].end]``."""
        return "\f".join(page.text for page in self.pages)

    def page_at(self, offset: int) -> ParsedPage:
        """The page holding character ``offset`` of ``text`` (a form feed belongs to the page before it)."""
        if not 0 <= offset <= len(self.text):
            raise InputError(f"offset {offset} is outside {self.name} (0..{len(self.text)}); use an offset in range")
        index = bisect.bisect_right([page.start for page in self.pages], offset) - 1
        return self.pages[index]


@dataclass(frozen=True)
class FileSource:
    """A document on disk. ``open`` turns a file that has gone into ``DocumentError`` ("vanished")."""

    path: Path
    display_name: str | None = None  # the client's name for the file, when ``path`` is a working copy

    @property
    def name(self) -> str:
        return self.display_name or self.path.name

    @property
    def location(self) -> Path | bytes:
        return self.path

    def open(self) -> BinaryIO:
        try:
            return self.path.open("rb")
        except FileNotFoundError:
            raise vanished(self.name) from None
        except IsADirectoryError:
            raise DocumentError(f"{self.name} is a folder, not a file; ingest the files inside it") from None
        except OSError as exc:
            raise DocumentError(
                f"{self.name} could not be opened ({exc.strerror or exc}); check its permissions"
            ) from exc


@dataclass(frozen=True)
class BytesSource:
    """A document already in memory, such as an e-mail attachment."""

    data: bytes
    name: str

    @property
    def location(self) -> Path | bytes:
        return self.data

    def open(self) -> BinaryIO:
        return io.BytesIO(self.data)


Source = FileSource | BytesSource


@dataclass(frozen=True)
class _Options:
    ocr: OcrOptions
    min_text_chars: int


def detect_kind(path: Path) -> DocumentKind:
    """The kind of the file at ``path``: magic bytes first, the extension second, then a look at the bytes."""
    return _detect(FileSource(path))


def kind_of(head: bytes, name: str) -> DocumentKind:
    """The kind of a document whose first bytes are ``head`` (up to ``HEAD_BYTES``) and whose name is ``name``."""
    if not head:
        raise DocumentError(f"{name} is empty (0 bytes); there is nothing to ingest, ask for the file again")
    if b"%PDF-" in head[:1024]:
        return "pdf"
    for magic, kind in _MAGIC:
        if head.startswith(magic):
            return kind
    for magic, what, fix in _UNSUPPORTED_MAGIC:
        if head.startswith(magic):
            raise DocumentError(f"{name} is {what}, which counsel does not read; {fix}. Supported: {SUPPORTED}")
    by_suffix = _SUFFIXES.get(Path(name).suffix.lower())
    if by_suffix is not None:
        return by_suffix
    if head.startswith(_BOM_PREFIXES):
        return "text"
    if b"\x00" not in head:
        if _looks_like_email(head):
            return "email"
        if _looks_like_text(head):
            return "text"
    raise DocumentError(
        f"{name} is not a supported document type; convert it to PDF (print to PDF) and ingest that. "
        f"Supported: {SUPPORTED}"
    )


def parse_document(
    path: Path,
    *,
    ocr_workers: int = 2,
    ocr_cache: Path | None = None,
    dpi: int = DEFAULT_DPI,
    min_text_chars: int = 8,
    name: str | None = None,
) -> ParsedDocument:
    """Parse the client file at ``path`` into pages with offsets (module docstring has the rules).

    ``name`` is the client's file name when ``path`` is a working copy (``ingest-x1y2.pdf``): errors and
    ``ParsedDocument.name`` use it, and its extension is the one kind detection looks at.
    """
    source = FileSource(path, display_name=Path(name).name if name else None)
    return parse_source(source, ocr_workers=ocr_workers, ocr_cache=ocr_cache, dpi=dpi, min_text_chars=min_text_chars)


def parse_bytes(
    data: bytes,
    name: str,
    *,
    ocr_workers: int = 2,
    ocr_cache: Path | None = None,
    dpi: int = DEFAULT_DPI,
    min_text_chars: int = 8,
) -> ParsedDocument:
    """Parse a document held in memory (an e-mail attachment); ``name`` supplies the extension."""
    return parse_source(
        BytesSource(data, Path(name).name),
        ocr_workers=ocr_workers,
        ocr_cache=ocr_cache,
        dpi=dpi,
        min_text_chars=min_text_chars,
    )


def parse_source(
    source: Source,
    *,
    ocr_workers: int = 2,
    ocr_cache: Path | None = None,
    dpi: int = DEFAULT_DPI,
    min_text_chars: int = 8,
) -> ParsedDocument:
    """``parse_document`` / ``parse_bytes`` for any ``Source``."""
    if ocr_workers < 1:
        raise InputError(f"ocr_workers is {ocr_workers}; use 1 or more worker processes")
    if not 50 <= dpi <= 1200:
        raise InputError(f"dpi is {dpi}; OCR needs 50..1200 dpi, 300 is the usual choice")
    if min_text_chars < 0:
        raise InputError(f"min_text_chars is {min_text_chars}; use 0 or more (0 never OCRs a PDF page)")
    options = _Options(ocr=OcrOptions(workers=ocr_workers, dpi=dpi, cache_dir=ocr_cache), min_text_chars=min_text_chars)
    return _parse(source, options, depth=0)


def _detect(source: Source) -> DocumentKind:
    with source.open() as stream:
        try:
            head = stream.read(HEAD_BYTES)
        except OSError as exc:
            raise DocumentError(f"{source.name} could not be read ({exc.strerror or exc}); try again") from exc
    return kind_of(head, source.name)


def _parse(source: Source, options: _Options, *, depth: int) -> ParsedDocument:
    if depth > MAX_EMAIL_DEPTH:
        raise DocumentError(
            f"{source.name} is attached more than {MAX_EMAIL_DEPTH} e-mails deep and was not parsed; "
            "save it from its parent e-mail and ingest it on its own"
        )
    kind = _detect(source)
    if kind == "pdf":
        pages = read_pdf(source.location, source.name, options=options.ocr, min_text_chars=options.min_text_chars)
        return _from_extracted(source.name, kind, pages)
    if kind == "image":
        return _from_extracted(source.name, kind, read_image(source.location, source.name, options=options.ocr))
    if kind == "text":
        return _parse_text(source)
    return _parse_email(source, options, depth)


def _from_extracted(name: str, kind: DocumentKind, extracted: ExtractedPages) -> ParsedDocument:
    pages = [(page.text, page.ocr) for page in extracted.pages]
    return _assemble(name, kind, extracted.media_type, pages, (), extracted.metadata)


def _parse_text(source: Source) -> ParsedDocument:
    result = read_text(source.open, source.name)
    metadata = {"encoding": result.encoding, "paging": result.paging, "page_count": str(len(result.pages))}
    if result.note:
        metadata["encoding_note"] = result.note
    media_type = _TEXT_MEDIA_TYPES.get(Path(source.name).suffix.lower(), "text/plain")
    return _assemble(source.name, "text", media_type, [(page, False) for page in result.pages], (), metadata)


def _parse_email(source: Source, options: _Options, depth: int) -> ParsedDocument:
    with source.open() as stream:  # e-mails are small; the attachments are needed as bytes anyway
        try:
            raw = stream.read()
        except OSError as exc:
            raise DocumentError(f"{source.name} could not be read ({exc.strerror or exc}); try again") from exc
    parts = parse_email_bytes(raw, name=source.name)
    children = tuple(_child(attachment.filename, attachment.data, options, depth) for attachment in parts.attachments)
    pages = split_pages(parts.as_text())
    metadata = {name.lower(): value for name, value in parts.headers.items()}
    metadata.update({"page_count": str(len(pages)), "attachment_count": str(len(children))})
    failed = [f"attachment {child.filename}: {child.error}" for child in children if child.error is not None]
    if failed:
        metadata["warnings"] = "\n".join(failed)
    return _assemble(source.name, "email", "message/rfc822", [(page, False) for page in pages], children, metadata)


def _child(filename: str, data: bytes, options: _Options, depth: int) -> ChildDocument:
    try:
        parsed = _parse(BytesSource(data, filename), options, depth=depth + 1)
    except DocumentError as exc:
        return ChildDocument(filename=filename, data=data, parsed=None, error=str(exc))
    return ChildDocument(filename=filename, data=data, parsed=parsed, error=None)


def _assemble(
    name: str,
    kind: DocumentKind,
    media_type: str,
    raw_pages: list[tuple[str, bool]],
    children: tuple[ChildDocument, ...],
    metadata: dict[str, str],
) -> ParsedDocument:
    pages: list[ParsedPage] = []
    start = 0
    for number, (raw, ocr) in enumerate(raw_pages, start=1):
        text = normalise_page(raw)
        pages.append(ParsedPage(number=number, text=text, ocr=ocr, start=start, end=start + len(text)))
        start += len(text) + 1  # the "\f" between pages
    return ParsedDocument(
        name=name, kind=kind, media_type=media_type, pages=tuple(pages), children=children, metadata=metadata
    )


def _looks_like_email(head: bytes) -> bool:
    lines = head.decode("latin-1").replace("\r\n", "\n").split("\n")
    if lines and lines[0].startswith("From "):
        lines = lines[1:]  # an mbox separator line
    known = 0
    for line in lines:
        if not line:
            break
        if line[0] in " \t":
            continue
        match = _HEADER_LINE.match(line)
        if match is None:
            return False
        known += match.group(1).lower() in _EMAIL_HEADERS
    return known >= 2


def _looks_like_text(head: bytes) -> bool:
    try:
        head.decode("utf-8")
        return True
    except UnicodeDecodeError as exc:
        if exc.start >= len(head) - 3 and exc.reason == "unexpected end of data":
            return True  # a character cut by the end of the head
    controls = sum(1 for byte in head if byte < 0x20 and byte not in b"\t\n\r\f\x0b\x1b")
    return controls <= len(head) // 50
