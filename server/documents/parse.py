"""Client files into pages of text with character offsets: the parsing layer ingest calls.

    doc = parse_document(Path("sources/lease.pdf"), ocr_workers=2, ocr_cache=matter / ".cache" / "ocr")
    page = doc.pages[2]
    assert doc.text[page.start:page.end] == page.text      # always; pages are joined with "\\f"

Kinds (``server/documents/kinds.py`` lists every file name ending): PDF (``pdf.py``: text layer, Tesseract for
pages without one), images (``image.py``: one page per frame, EXIF orientation applied), plain text (``text.py``:
encoding detection, paging on form feeds or every ~3,000 characters), HTML (``html.py``: the visible text), Word
(``office.py``), spreadsheets (``spreadsheet.py``: a page per sheet), PowerPoint (``presentation.py``: a page per
slide), e-mail (``email.py``, ``.msg`` through ``outlook.py``: headers then body, each attachment a child
document), archives (``archive.py``: a page listing the members, each member a child document) and mailboxes
(``mailbox.py``: a page saying what it holds; ``ParsedDocument.messages`` reads the messages one at a time, each
parsed as an e-mail with its attachments). Children nest (a zip in an e-mail in a zip) up to
``MAX_EMAIL_DEPTH`` levels; every level of one top-level file shares one ``ArchiveBudget`` against zip bombs.

Whole-document problems (vanished, empty, corrupt, encrypted, no pages, unsupported type) raise
``DocumentError`` and nothing is returned; one unreadable page degrades that page only (empty text plus a
line in ``metadata["warnings"]``); an unreadable attachment, archive member or mailbox message degrades that one only
(``ChildDocument.parsed is None`` with ``error`` set, naming the file and the member).

Parsing is synchronous and CPU-bound (OCR runs in worker processes, but rendering and text extraction run
in the caller): call it from async code with ``anyio.to_thread.run_sync``.
"""

from __future__ import annotations

import bisect
import codecs
import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import BinaryIO

from server.documents import archive, mailbox, office, outlook, presentation, spreadsheet
from server.documents.detect import HEAD_BYTES, OLE_MAGIC, container_kind, kind_of, read_head
from server.documents.email import parse_email_bytes
from server.documents.html import charset_of, visible_text
from server.documents.image import read_image
from server.documents.kinds import SUPPORTED, DocumentKind, text_media_type
from server.documents.ocr_pool import ExtractedPages, OcrOptions, vanished
from server.documents.pdf import read_pdf
from server.documents.tesseract import DEFAULT_DPI
from server.documents.text import normalise_page, read_text, split_pages
from server.errors import DocumentError, InputError

__all__ = ["HEAD_BYTES", "SUPPORTED", "DocumentKind", "kind_of"]

MAX_EMAIL_DEPTH = 3
"""An e-mail attached to an e-mail attached to an e-mail (or a zip in a zip in an e-mail): deeper is reported."""

MAX_HTML_BYTES = 64 << 20

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
    children: tuple[ChildDocument, ...]  # e-mail attachments or archive members, in order
    metadata: dict[str, str]  # e-mail headers, PDF title/author, image size, encoding, "warnings", ...
    messages: Callable[[], Iterator[ChildDocument]] | None = field(default=None, compare=False, repr=False)
    """A top-level mailbox's messages, parsed one at a time as they are iterated (``children`` is empty)."""

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
    budget: archive.ArchiveBudget  # shared by every archive in one top-level file


def detect_kind(path: Path) -> DocumentKind:
    """The kind of the file at ``path``: magic bytes first, the extension second, then a look at the bytes."""
    return _detect(FileSource(path))


def parse_document(
    path: Path,
    *,
    ocr_workers: int = 2,
    ocr_cache: Path | None = None,
    dpi: int = DEFAULT_DPI,
    min_text_chars: int = 8,
    name: str | None = None,
    archive_limits: archive.ArchiveLimits | None = None,
) -> ParsedDocument:
    """Parse the client file at ``path`` into pages with offsets (module docstring has the rules).

    ``name`` is the client's file name when ``path`` is a working copy (``ingest-x1y2.pdf``): errors and
    ``ParsedDocument.name`` use it, and its extension is the one kind detection looks at.
    """
    source = FileSource(path, display_name=Path(name).name if name else None)
    return parse_source(
        source,
        ocr_workers=ocr_workers,
        ocr_cache=ocr_cache,
        dpi=dpi,
        min_text_chars=min_text_chars,
        archive_limits=archive_limits,
    )


def parse_bytes(
    data: bytes,
    name: str,
    *,
    ocr_workers: int = 2,
    ocr_cache: Path | None = None,
    dpi: int = DEFAULT_DPI,
    min_text_chars: int = 8,
    archive_limits: archive.ArchiveLimits | None = None,
) -> ParsedDocument:
    """Parse a document held in memory (an e-mail attachment); ``name`` supplies the extension."""
    return parse_source(
        BytesSource(data, Path(name).name),
        ocr_workers=ocr_workers,
        ocr_cache=ocr_cache,
        dpi=dpi,
        min_text_chars=min_text_chars,
        archive_limits=archive_limits,
    )


def parse_source(
    source: Source,
    *,
    ocr_workers: int = 2,
    ocr_cache: Path | None = None,
    dpi: int = DEFAULT_DPI,
    min_text_chars: int = 8,
    archive_limits: archive.ArchiveLimits | None = None,
) -> ParsedDocument:
    """``parse_document`` / ``parse_bytes`` for any ``Source``; ``archive_limits`` caps zips (zip bombs)."""
    if ocr_workers < 1:
        raise InputError(f"ocr_workers is {ocr_workers}; use 1 or more worker processes")
    if not 50 <= dpi <= 1200:
        raise InputError(f"dpi is {dpi}; OCR needs 50..1200 dpi, 300 is the usual choice")
    if min_text_chars < 0:
        raise InputError(f"min_text_chars is {min_text_chars}; use 0 or more (0 never OCRs a PDF page)")
    options = _Options(
        ocr=OcrOptions(workers=ocr_workers, dpi=dpi, cache_dir=ocr_cache),
        min_text_chars=min_text_chars,
        budget=archive.ArchiveBudget(archive_limits or archive.ArchiveLimits()),
    )
    return _parse(source, options, depth=0)


def _detect(source: Source) -> DocumentKind:
    with source.open() as stream:
        head = read_head(stream, source.name)
    return container_kind(source.open, head, source.name, kind_of(head, source.name))


def _parse(source: Source, options: _Options, *, depth: int) -> ParsedDocument:
    if depth > MAX_EMAIL_DEPTH:
        raise DocumentError(
            f"{source.name} is more than {MAX_EMAIL_DEPTH} e-mails deep (attachments and archives inside one "
            "another) and was not parsed; save it from its parent and ingest it on its own"
        )
    kind = _detect(source)
    location = source.location
    if kind == "pdf":
        pages = read_pdf(location, source.name, options=options.ocr, min_text_chars=options.min_text_chars)
        return _from_extracted(source.name, kind, pages)
    if kind == "image":
        return _from_extracted(source.name, kind, read_image(location, source.name, options=options.ocr))
    if kind == "text":
        return _parse_text(source)
    if kind == "html":
        return _parse_html(source)
    if kind == "word":
        text, metadata = office.read_word(location, source.name, soffice=office.find_soffice())
        media_type = office.MEDIA_TYPES.get(Path(source.name).suffix.lower(), office.DOCX_MEDIA_TYPE)
        return _paged(source.name, kind, media_type, split_pages(text), metadata)
    if kind == "spreadsheet":
        pages, metadata = spreadsheet.read_spreadsheet(location, source.name)
        media_type = spreadsheet.MEDIA_TYPES.get(Path(source.name).suffix.lower(), spreadsheet.MEDIA_TYPES[".xlsx"])
        return _paged(source.name, kind, media_type, pages, metadata)
    if kind == "presentation":
        pages, metadata = presentation.read_presentation(location, source.name)
        return _paged(source.name, kind, presentation.MEDIA_TYPE, pages, metadata)
    if kind == "archive":
        return _parse_archive(source, options, depth)
    if kind == "mailbox":
        return _parse_mailbox(source, options, depth)
    return _parse_email(source, options, depth)


def _paged(
    name: str, kind: DocumentKind, media_type: str, pages: list[str] | tuple[str, ...], metadata: dict[str, str]
) -> ParsedDocument:
    metadata = {**metadata, "page_count": str(len(pages))}
    return _assemble(name, kind, media_type, [(page, False) for page in pages], (), metadata)


def _from_extracted(name: str, kind: DocumentKind, extracted: ExtractedPages) -> ParsedDocument:
    pages = [(page.text, page.ocr) for page in extracted.pages]
    return _assemble(name, kind, extracted.media_type, pages, (), extracted.metadata)


def _parse_text(source: Source) -> ParsedDocument:
    result = read_text(source.open, source.name)
    metadata = {"encoding": result.encoding, "paging": result.paging, "page_count": str(len(result.pages))}
    if result.note:
        metadata["encoding_note"] = result.note
    media_type = text_media_type(Path(source.name).suffix)
    return _assemble(source.name, "text", media_type, [(page, False) for page in result.pages], (), metadata)


def _read_all(source: Source, limit: int | None = None) -> bytes:
    with source.open() as stream:
        try:
            return stream.read() if limit is None else stream.read(limit)
        except OSError as exc:
            raise DocumentError(f"{source.name} could not be read ({exc.strerror or exc}); try again") from exc


def _parse_html(source: Source) -> ParsedDocument:
    raw = _read_all(source, MAX_HTML_BYTES + 1)
    if len(raw) > MAX_HTML_BYTES:
        raise DocumentError(f"{source.name} is over {MAX_HTML_BYTES >> 20} MiB of HTML; save the page as PDF instead")
    markup, encoding = _decode_html(raw)
    text, title = visible_text(markup)
    metadata = {"encoding": encoding, **({"title": title} if title else {})}
    return _paged(source.name, "html", "text/html", split_pages(text), metadata)


def _decode_html(raw: bytes) -> tuple[str, str]:
    boms = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
    for bom, encoding in boms:
        if raw.startswith(bom):
            return raw.decode(encoding, errors="replace"), encoding
    declared = charset_of(raw)
    for encoding in (declared, "utf-8"):
        if encoding:
            try:
                return raw.decode(encoding), encoding
            except (LookupError, UnicodeDecodeError):
                continue
    return raw.decode("cp1252", errors="replace"), "cp1252"


def _parse_email(source: Source, options: _Options, depth: int) -> ParsedDocument:
    raw = _read_all(source)  # e-mails are small; the attachments are needed as bytes anyway
    media_type = "message/rfc822"
    if raw.startswith(OLE_MAGIC):
        raw, media_type = outlook.msg_as_email(raw, source.name), outlook.MEDIA_TYPE
    parts = parse_email_bytes(raw, name=source.name)
    children = tuple(_child(attachment.filename, attachment.data, options, depth) for attachment in parts.attachments)
    pages = split_pages(parts.as_text())
    metadata = {name.lower(): value for name, value in parts.headers.items()}
    metadata.update({"page_count": str(len(pages)), "attachment_count": str(len(children))})
    failed = [f"attachment {child.filename}: {child.error}" for child in children if child.error is not None]
    if failed:
        metadata["warnings"] = "\n".join(failed)
    return _assemble(source.name, "email", media_type, [(page, False) for page in pages], children, metadata)


def _parse_archive(source: Source, options: _Options, depth: int) -> ParsedDocument:
    listing = archive.read_archive(source.location, source.name, budget=options.budget)
    children = []
    for member in listing.members:
        where = {"archive": source.name, "archive_path": member.path, "archive_modified": member.modified}
        if member.data is None:
            error = f"{source.name}: member {member.path} {member.error}"
            children.append(ChildDocument(filename=member.path, data=b"", parsed=None, error=error))
            continue
        child = _child(Path(member.path).name, member.data, options, depth, metadata=where)
        children.append(replace(child, filename=member.path, error=_in(source.name, member.path, child.error)))
    pages = split_pages(listing.manifest)
    metadata = {**listing.metadata, "page_count": str(len(pages))}
    failed = [child.error for child in children if child.error is not None]
    if failed:
        metadata["warnings"] = "\n".join(failed)
    return _assemble(source.name, "archive", archive.MEDIA_TYPE, [(p, False) for p in pages], tuple(children), metadata)


def _parse_mailbox(source: Source, options: _Options, depth: int) -> ParsedDocument:
    box = mailbox.open_mailbox(source.location, source.name)
    stem = Path(source.name).stem

    def messages() -> Iterator[ChildDocument]:
        for message in box.messages():
            filename = f"{stem}-message-{message.index:05d}.eml"
            where = {"mailbox": source.name, "mailbox_index": str(message.index)}
            if message.folder:
                where["mailbox_folder"] = message.folder
            if message.data is None:
                yield ChildDocument(filename, b"", None, f"{source.name}: {message.error}")
                continue
            child = _child(filename, message.data, options, depth, metadata=where)
            yield replace(child, error=_in(source.name, f"message {message.index}", child.error))

    metadata = {"message_count": str(box.count), "page_count": "1"}
    page = [(box.summary, False)]
    if depth == 0:  # read as it is ingested, one message at a time
        return replace(_assemble(source.name, "mailbox", box.media_type, page, (), metadata), messages=messages)
    return _assemble(source.name, "mailbox", box.media_type, page, tuple(messages()), metadata)


def _in(container: str, member: str, error: str | None) -> str | None:
    return None if error is None else f"{container}: {member}: {error}"


def _child(
    filename: str, data: bytes, options: _Options, depth: int, *, metadata: dict[str, str] | None = None
) -> ChildDocument:
    try:
        parsed = _parse(BytesSource(data, filename), options, depth=depth + 1)
    except DocumentError as exc:
        return ChildDocument(filename=filename, data=data, parsed=None, error=str(exc))
    if metadata:
        parsed = replace(parsed, metadata={**parsed.metadata, **metadata})
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
