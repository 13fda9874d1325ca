"""What kind of document a file is: magic bytes first, then what a container holds, then the name, then a look.

    kind_of(head, "ledger.xlsx")            # from the first bytes and the name alone
    container_kind(stream, head, "a.bin")   # a ZIP or OLE file: looks inside (Word? Excel? Outlook? an archive?)

A ZIP holding ``word/document.xml`` is Word, ``xl/workbook.xml`` Excel, ``ppt/presentation.xml`` PowerPoint, an
OpenDocument ``mimetype`` its kind; any other ZIP is an archive. An OLE (compound) file holding
``EncryptionInfo`` is an Office file protected by a password (refused, naming the fix), ``__properties_version1.0``
an Outlook ``.msg``, ``WordDocument`` a ``.doc``, ``Workbook`` an ``.xls``. A file whose name promises an Office
document but whose container holds none is refused as damaged, not read as an archive.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path
from typing import BinaryIO

from server.documents.kinds import SUPPORTED, DocumentKind, kind_for_suffix
from server.errors import DocumentError

HEAD_BYTES = 8192
ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
RTF_MAGIC = b"{\\rtf"
PST_MAGIC = b"!BDN"

_MAGIC: tuple[tuple[bytes, DocumentKind], ...] = (
    (b"\x89PNG\r\n\x1a\n", "image"),
    (b"\xff\xd8\xff", "image"),
    (b"II*\x00", "image"),
    (b"MM\x00*", "image"),
    (RTF_MAGIC, "word"),
    (PST_MAGIC, "mailbox"),
)
_UNSUPPORTED_MAGIC = ((b"GIF8", "a GIF image", "convert it to PNG"),)
_BOM_PREFIXES = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")
_HEADER_LINE = re.compile(r"^([!-9;-~]+):")
_EMAIL_HEADERS = {"from", "to", "cc", "subject", "date", "received", "message-id", "mime-version", "return-path"}
_HTML_START = re.compile(rb"^\s*(?:<\?xml[^>]*>\s*)?(?:<!--.*?-->\s*)*<(?:!doctype\s+html|html[\s>])", re.I | re.S)
_OFFICE_PARTS: tuple[tuple[str, DocumentKind], ...] = (
    ("word/document.xml", "word"),
    ("xl/workbook.xml", "spreadsheet"),
    ("ppt/presentation.xml", "presentation"),
)
_OPEN_DOCUMENT: dict[bytes, DocumentKind] = {
    b"application/vnd.oasis.opendocument.text": "word",
    b"application/vnd.oasis.opendocument.spreadsheet": "spreadsheet",
}
_OFFICE_KINDS = {"word": "Word document", "spreadsheet": "Excel workbook", "presentation": "PowerPoint file"}


def kind_of(head: bytes, name: str) -> DocumentKind:
    """The kind of a document whose first bytes are ``head`` (up to ``HEAD_BYTES``) and whose name is ``name``.

    ZIP and OLE files get their kind from the name here; ``container_kind`` looks inside them."""
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
    by_suffix = kind_for_suffix(Path(name).suffix)
    if head.startswith(ZIP_MAGIC):
        return by_suffix if by_suffix in ("word", "spreadsheet", "presentation") else "archive"
    if head.startswith(OLE_MAGIC):
        return by_suffix if by_suffix in ("word", "spreadsheet", "email") else "email"
    if by_suffix is not None:
        return by_suffix
    if head.startswith(_BOM_PREFIXES):
        return "text"
    if b"\x00" not in head:
        if _HTML_START.match(head):
            return "html"
        if _looks_like_email(head):
            return "mailbox" if _looks_like_mbox(head) else "email"
        if _looks_like_text(head):
            return "text"
    raise DocumentError(
        f"{name} is not a supported document type; convert it to PDF (print to PDF) and ingest that. "
        f"Supported: {SUPPORTED}"
    )


def container_kind(open_stream, head: bytes, name: str, guess: DocumentKind) -> DocumentKind:
    """The kind of a ZIP or OLE file, from what it holds; ``guess`` is ``kind_of``'s answer from its name."""
    if head.startswith(ZIP_MAGIC):
        return _zip_kind(open_stream, name, guess)
    if head.startswith(OLE_MAGIC):
        return _ole_kind(open_stream, name)
    return guess


def _zip_kind(open_stream, name: str, guess: DocumentKind) -> DocumentKind:
    try:
        with open_stream() as stream, zipfile.ZipFile(stream) as package:
            names = set(package.namelist())
            mimetype = package.read("mimetype")[:100].strip() if "mimetype" in names else b""
    except (zipfile.BadZipFile, OSError, EOFError, ValueError, KeyError) as exc:
        if guess in _OFFICE_KINDS:
            raise DocumentError(
                f"{name} is not a readable {_OFFICE_KINDS[guess]} (a damaged ZIP container: {exc}); open it and "
                "save it again, or ask for a PDF"
            ) from exc
        return "archive"  # read_archive names what is wrong with it
    for part, kind in _OFFICE_PARTS:
        if part in names:
            return kind
    if mimetype in _OPEN_DOCUMENT:
        return _OPEN_DOCUMENT[mimetype]
    if mimetype.startswith(b"application/vnd.oasis.opendocument"):
        raise DocumentError(
            f"{name} is an OpenDocument file of a kind counsel does not read ({mimetype.decode('ascii', 'replace')}); "
            f"save it as PDF. Supported: {SUPPORTED}"
        )
    if guess in _OFFICE_KINDS:
        raise DocumentError(
            f"{name} is not a readable {_OFFICE_KINDS[guess]}: it is a ZIP container without one inside (damaged, "
            "or only named so); open it and save it again, or ask for a PDF"
        )
    return "archive"


def _ole_kind(open_stream, name: str) -> DocumentKind:
    import olefile

    try:
        with open_stream() as stream:
            ole = olefile.OleFileIO(stream)
            try:
                streams = {"/".join(entry) for entry in ole.listdir(streams=True, storages=True)}
            finally:
                ole.close()
    except (OSError, ValueError, IndexError, TypeError) as exc:
        raise DocumentError(
            f"{name} is not a readable Office or Outlook file (a damaged OLE container: {exc}); open it and save it "
            "again, or ask for a PDF"
        ) from exc
    if "EncryptionInfo" in streams or "EncryptedPackage" in streams:
        raise protected(name)
    if "__properties_version1.0" in streams or any(s.startswith("__substg1.0_") for s in streams):
        return "email"
    if "WordDocument" in streams or "Workbook" in streams or "Book" in streams:
        if _legacy_encrypted(open_stream):
            raise protected(name)
        return "word" if "WordDocument" in streams else "spreadsheet"
    if "PowerPoint Document" in streams:
        raise DocumentError(f"{name} is a PowerPoint 97-2003 (.ppt) file; save it as .pptx or PDF and ingest that")
    raise DocumentError(f"{name} is an OLE file counsel does not read; save it as PDF. Supported: {SUPPORTED}")


def _legacy_encrypted(open_stream) -> bool:
    import msoffcrypto
    from msoffcrypto.exceptions import FileFormatError, ParseError

    try:
        with open_stream() as stream:
            return bool(msoffcrypto.OfficeFile(stream).is_encrypted())
    except (FileFormatError, ParseError, OSError, ValueError, KeyError, IndexError, AssertionError):
        return False  # not a format msoffcrypto knows: the reader that follows says what is wrong with it


def protected(name: str) -> DocumentError:
    """The error for an Office file that needs a password to be opened."""
    return DocumentError(
        f"{name} is protected by a password, so it was not ingested; ask the client for the password, open it and "
        "save a copy without one (File > Info > Protect > Encrypt: clear the password), and ingest that copy"
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


def _looks_like_mbox(head: bytes) -> bool:
    """More than one message, each after a ``From `` separator line (one message alone reads as an e-mail)."""
    return head.startswith(b"From ") and re.search(rb"\n\r?\nFrom [^\r\n]*\d\d:\d\d", head) is not None


def _looks_like_text(head: bytes) -> bool:
    try:
        head.decode("utf-8")
        return True
    except UnicodeDecodeError as exc:
        if exc.start >= len(head) - 3 and exc.reason == "unexpected end of data":
            return True  # a character cut by the end of the head
    controls = sum(1 for byte in head if byte < 0x20 and byte not in b"\t\n\r\f\x0b\x1b")
    return controls <= len(head) // 50


def read_head(stream: BinaryIO, name: str) -> bytes:
    try:
        return stream.read(HEAD_BYTES)
    except OSError as exc:
        raise DocumentError(f"{name} could not be read ({exc.strerror or exc}); try again") from exc
