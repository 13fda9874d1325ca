"""``.zip`` archives into their members, each to become a child document, with caps against zip bombs.

    listing = read_archive(Path("docs.zip"), "docs.zip", budget=ArchiveBudget())
    for member in listing.members:      # in the archive's order
        member.path, member.data, member.error   # "contracts/lease.pdf", its bytes, or why it was refused

Through the standard library's ``zipfile``. A member is refused by name, and the rest of the archive still read,
when its path climbs out of the archive (``../``, an absolute path, a drive letter), it is a symbolic link, it
is protected by a password, its compression ratio passes ``ArchiveLimits.max_ratio`` (for a member over
``ratio_floor_bytes``: small files of blanks compress well honestly), it is bigger than
``max_member_bytes``, it would take the archive (nested archives included, one ``ArchiveBudget`` for the
whole file) past ``max_total_bytes`` uncompressed, it holds more bytes than it declares, or it fails its
checksum. Folders are not members. A damaged archive as a whole raises ``DocumentError``.

``listing.manifest`` is the archive's page: one line per member, its path, and whether it was refused (no sizes,
dates or reasons: the page is searched with the evidence, and figures there would be counsel's, not the client's;
each refused member's ``error`` says why).
"""

from __future__ import annotations

import io
import re
import stat
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from server.documents.ocr_pool import vanished
from server.errors import DocumentError

MEDIA_TYPE = "application/zip"


@dataclass(frozen=True)
class ArchiveLimits:
    max_total_bytes: int = 1 << 30  # 1 GiB uncompressed for an archive and everything nested in it
    max_member_bytes: int = 512 << 20
    max_ratio: float = 100.0  # uncompressed / compressed
    ratio_floor_bytes: int = 1 << 20  # the ratio is checked only for members larger than this
    max_members: int = 5_000


@dataclass
class ArchiveBudget:
    """What is left of the limits for one top-level file; nested archives draw on the same budget."""

    limits: ArchiveLimits = field(default_factory=ArchiveLimits)
    used_bytes: int = 0
    members: int = 0


@dataclass(frozen=True)
class Member:
    path: str  # the member's path inside the archive, "/"-separated
    data: bytes | None  # None when refused
    error: str | None
    modified: str  # the member's timestamp as the archive records it, "2024-03-03 10:00:00"


@dataclass(frozen=True)
class Listing:
    members: tuple[Member, ...]
    manifest: str
    metadata: dict[str, str]


_DRIVE = re.compile(r"^[A-Za-z]:")


def read_archive(source: Path | bytes, name: str, *, budget: ArchiveBudget) -> Listing:
    """The members of the zip at ``source`` (rules in the module docstring)."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(source) if isinstance(source, bytes) else source)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError) as exc:
        raise DocumentError(f"{name} is not a readable zip archive ({exc}); ask for the archive again") from exc
    except FileNotFoundError:
        raise vanished(name) from None
    with archive:
        members = tuple(_member(archive, info, name, budget) for info in archive.infolist() if not info.is_dir())
    lines = [f"Archive {name}: {len(members)} member{'s' if len(members) != 1 else ''}"]
    for member in members:  # no sizes or dates: this page is searched as evidence, so it holds only names
        lines.append(member.path if member.error is None else f"{member.path}: refused (the ingest result says why)")
    refused = sum(member.error is not None for member in members)
    metadata = {"member_count": str(len(members)), "refused_members": str(refused)}
    return Listing(members=members, manifest="\n".join(lines), metadata=metadata)


def _member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, name: str, budget: ArchiveBudget) -> Member:
    path = info.filename.replace("\\", "/")
    year, month, day, hour, minute, second = info.date_time
    modified = f"{year:04d}-{month:02d}-{day:02d} {hour:02d}:{minute:02d}:{second:02d}"
    refusal = _refusal(info, path, budget)
    if refusal is not None:
        return Member(path, None, f"refused: {refusal}", modified)
    try:
        with archive.open(info) as stream:
            data = stream.read(info.file_size + 1)
    except RuntimeError as exc:  # zipfile's "File ... is encrypted, password required"
        return Member(path, None, f"refused: protected by a password ({exc}); ask for it without one", modified)
    except (zipfile.BadZipFile, NotImplementedError, EOFError, OSError, ValueError) as exc:
        return Member(path, None, f"refused: could not be read from {name} ({exc}); ask for it again", modified)
    if len(data) > info.file_size:
        return Member(
            path, None, f"refused: holds more than the {info.file_size:,} bytes it declares (a zip bomb?)", modified
        )
    budget.used_bytes += len(data)
    return Member(path, data, None, modified)


def _refusal(info: zipfile.ZipInfo, path: str, budget: ArchiveBudget) -> str | None:
    limits = budget.limits
    parts = PurePosixPath(path).parts
    if path.startswith("/") or _DRIVE.match(path) or ".." in parts:
        return "its path climbs out of the archive (../ or an absolute path), so it was not extracted"
    if stat.S_ISLNK(info.external_attr >> 16):
        return "a symbolic link, not a file"
    if info.flag_bits & 0x1:
        return "protected by a password; ask for the archive without one, or for the file itself"
    budget.members += 1
    if budget.members > limits.max_members:
        return f"the archive has more than {limits.max_members:,} members; unpack it and ingest the folders"
    if info.file_size > limits.max_member_bytes:
        return f"{info.file_size:,} bytes uncompressed, over the {limits.max_member_bytes:,}-byte limit for a member"
    ratio = info.file_size / max(info.compress_size, 1)
    if info.file_size > limits.ratio_floor_bytes and ratio > limits.max_ratio:
        return (
            f"compressed {ratio:,.0f} to 1 ({info.file_size:,} bytes from {info.compress_size:,}), past the "
            f"{limits.max_ratio:,.0f}-to-1 limit: a zip bomb, or ask for the file itself"
        )
    if budget.used_bytes + info.file_size > limits.max_total_bytes:
        return (
            f"would take the archive past {limits.max_total_bytes:,} bytes uncompressed (a zip bomb?); unpack it "
            "and ingest the files themselves"
        )
    return None
