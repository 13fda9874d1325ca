"""Writers for a production's load files: Concordance DAT, Opticon OPT, the index and privilege-log CSVs.

Writers only: they take rows already decided by ``server/production/engine.py`` and put bytes on disk, in the
formats review platforms (Relativity, Concordance, Everlaw) ingest without a mapping step:

- DAT: UTF-8 with a BOM, CRLF line ends, fields separated by byte 0x14 and qualified by ``þ`` (U+00FE);
  a newline inside a field becomes ``®`` (U+00AE). A value never contains the separator or qualifier:
  they are removed (there is no escape in the format).
- OPT: one line per page, ``BATES,VOLUME,path,Y|'',,,pages|''`` (``Y`` and the page count on the first
  page of each document), CRLF.
- CSVs: UTF-8 (no BOM), RFC 4180 quoting, a header row.

Paths inside load files are relative to the production folder, with backslashes as the platforms expect.
"""

from __future__ import annotations

import csv
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

DAT_SEPARATOR = "\x14"
DAT_QUALIFIER = "\u00fe"
DAT_NEWLINE = "\u00ae"
DAT_FIELDS = (
    "BEGBATES",
    "ENDBATES",
    "BEGATTACH",  # first Bates number of the family (a parent and its attachments or members)
    "ENDATTACH",  # last Bates number of the family
    "CUSTODIAN",
    "FILENAME",
    "FILEPATH",  # where the client's file came from (an attachment: its message's path, then its name)
    "FROM",  # FROM, TO, CC, SUBJECT, DATESENT: e-mails only
    "TO",
    "CC",
    "SUBJECT",
    "DATESENT",  # ISO 8601
    "MD5HASH",  # of the original file's bytes (an attachment's own bytes)
    "SHA256HASH",
    "NATIVEPATH",  # natives/<BATES><ext> for a document produced natively, else empty
    "TEXTPATH",
)
CRLF = "\r\n"

INDEX_FIELDS = (
    "document_id",
    "parent_document_id",
    "original_file",
    "sha256",
    "first_bates",
    "last_bates",
    "pages",
    "treatment",
    "custodian",
    "pdf_path",
    "native_path",
    "begattach",
    "endattach",
    "md5",
    "file_path",
    "from",
    "to",
    "cc",
    "subject",
    "date_sent",
    "text_path",
)
PRIVILEGE_FIELDS = (
    "bates",
    "document_id",
    "date",
    "author",
    "recipients",
    "document_type",
    "description",
    "privilege_basis",
    "custodian",
)


def load_path(relative: str) -> str:
    """A production-relative path (``documents/X.pdf``) as load files write it (``documents\\X.pdf``)."""
    return str(PurePosixPath(relative)).replace("/", "\\")


def dat_value(value: str) -> str:
    """One DAT field's value: newlines as ®, separator and qualifier characters removed."""
    value = value.replace("\r\n", "\n").replace("\r", "\n").replace("\n", DAT_NEWLINE)
    return value.replace(DAT_SEPARATOR, " ").replace(DAT_QUALIFIER, "")


def _dat_line(values: Sequence[str]) -> str:
    return DAT_SEPARATOR.join(f"{DAT_QUALIFIER}{dat_value(v)}{DAT_QUALIFIER}" for v in values) + CRLF


def write_dat(path: Path, rows: Iterable[Sequence[str]], fields: Sequence[str] = DAT_FIELDS) -> int:
    """Write a Concordance DAT (header then one row per document); returns the number of rows."""
    count = 0
    with path.open("w", encoding="utf-8-sig", newline="") as out:
        out.write(_dat_line(fields))
        for row in rows:
            if len(row) != len(fields):
                raise ValueError(f"DAT row has {len(row)} values for {len(fields)} fields: {row!r}")
            out.write(_dat_line(row))
            count += 1
    return count


@dataclass(frozen=True)
class OptDocument:
    """One document's pages for the OPT: its Bates labels in order and its image (PDF) path."""

    bates: Sequence[str]
    path: str  # production-relative, forward slashes


def write_opt(path: Path, documents: Iterable[OptDocument], *, volume: str) -> int:
    """Write an Opticon OPT (one line per page); returns the number of lines."""
    count = 0
    with path.open("w", encoding="utf-8", newline="") as out:
        for document in documents:
            image = load_path(document.path)
            for i, bates in enumerate(document.bates):
                first = i == 0
                pages = str(len(document.bates)) if first else ""
                out.write(f"{bates},{volume},{image},{'Y' if first else ''},,,{pages}{CRLF}")
                count += 1
    return count


def write_csv(path: Path, fields: Sequence[str], rows: Iterable[Sequence[object]]) -> int:
    """A UTF-8 CSV with a header row; returns the number of data rows."""
    count = 0
    with path.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(fields)
        for row in rows:
            writer.writerow(["" if value is None else value for value in row])
            count += 1
    return count


def write_index(path: Path, rows: Iterable[Sequence[object]]) -> int:
    return write_csv(path, INDEX_FIELDS, rows)


def write_privilege_log(path: Path, rows: Iterable[Sequence[object]]) -> int:
    return write_csv(path, PRIVILEGE_FIELDS, rows)


def write_text(path: Path, text: str) -> None:
    """A page's or document's text file (UTF-8, no BOM, newlines as extracted).

    Written with ``os.open``/``os.write``: thousands of small files per production, and the text-mode
    file object costs more than the write.
    """
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        data = memoryview(text.encode("utf-8"))
        while data:
            data = data[os.write(fd, data) :]
    finally:
        os.close(fd)
