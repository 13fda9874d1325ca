"""A small, strict reader for the production load files, written from the format rules, not the writer.

Used by the production tests to parse a DAT, OPT and the CSVs back and compare them with the PDFs.
Import it explicitly: ``import loadfile_reader``.

- DAT: must start with the UTF-8 BOM; records end in CRLF (a bare LF anywhere is an error); fields are
  separated by 0x14 and each is wrapped in þ; ® inside a field stands for a newline.
- OPT: CRLF lines of seven comma-separated fields: key, volume, path, Y|'', '', '', pages|''.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

BOM = b"\xef\xbb\xbf"
SEPARATOR = "\x14"
QUALIFIER = "\u00fe"
NEWLINE = "\u00ae"


class LoadFileError(AssertionError):
    """The file breaks the format (raised as an assertion so a test failure says why)."""


def read_dat(path: Path) -> list[dict[str, str]]:
    raw = path.read_bytes()
    if not raw.startswith(BOM):
        raise LoadFileError(f"{path.name}: no UTF-8 byte order mark")
    text = raw[len(BOM) :].decode("utf-8")
    if not text.endswith("\r\n"):
        raise LoadFileError(f"{path.name}: last record does not end in CRLF")
    records = text[:-2].split("\r\n")
    if any("\n" in record or "\r" in record for record in records):
        raise LoadFileError(f"{path.name}: a bare CR or LF inside a record")
    rows = [_dat_fields(record, path.name) for record in records]
    header, body = rows[0], rows[1:]
    for number, row in enumerate(body, start=2):
        if len(row) != len(header):
            raise LoadFileError(f"{path.name}: record {number} has {len(row)} fields, header has {len(header)}")
    return [dict(zip(header, row, strict=True)) for row in body]


def _dat_fields(record: str, name: str) -> list[str]:
    fields = []
    for field in record.split(SEPARATOR):
        if len(field) < 2 or field[0] != QUALIFIER or field[-1] != QUALIFIER:
            raise LoadFileError(f"{name}: field {field!r} is not wrapped in {QUALIFIER}")
        inner = field[1:-1]
        if QUALIFIER in inner:
            raise LoadFileError(f"{name}: qualifier inside field {field!r}")
        fields.append(inner.replace(NEWLINE, "\n"))
    return fields


@dataclass(frozen=True)
class OptLine:
    key: str
    volume: str
    path: str
    document_break: bool
    pages: int | None


def read_opt(path: Path) -> list[OptLine]:
    text = path.read_bytes().decode("utf-8")
    if not text.endswith("\r\n"):
        raise LoadFileError(f"{path.name}: last line does not end in CRLF")
    lines = []
    for number, line in enumerate(text[:-2].split("\r\n"), start=1):
        parts = line.split(",")
        if len(parts) != 7 or "\n" in line:
            raise LoadFileError(f"{path.name}: line {number} is not 7 comma-separated fields: {line!r}")
        key, volume, image, brk, box, folder, pages = parts
        if brk not in ("Y", "") or box or folder:
            raise LoadFileError(f"{path.name}: line {number} has bad break/box/folder fields: {line!r}")
        if (brk == "Y") != bool(pages):
            raise LoadFileError(f"{path.name}: line {number}: page count must be given exactly on a Y line")
        lines.append(OptLine(key, volume, image, brk == "Y", int(pages) if pages else None))
    return lines


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def native_path(production: Path, load_path: str) -> Path:
    """A backslashed, production-relative path from a load file, as a real path."""
    return production.joinpath(*load_path.split("\\"))
