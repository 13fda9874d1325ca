"""Matter folders and the paths counsel may touch inside them.

<matters_dir>/<matter>/
    sources/       client originals, copied in read-only, never modified
    productions/   Bates-stamped sets and load files
    work/          everything a model or tool wrote (drafts, reviews, reports)
    quarantine/    files refused as client evidence because a model wrote them
    inbox/         where the lawyer drops files to ingest (any path inside the matter works)
    counsel.db     the matter store
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

from server.errors import MatterNotFoundError, PathError

MATTER_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
SUBFOLDERS = ("sources", "productions", "work", "quarantine", "inbox", ".cache")


def matter_path(matters_dir: Path, matter: str, *, create: bool = False) -> Path:
    """The folder of ``matter``; with ``create`` the folder and its sub-folders are made."""
    if not MATTER_NAME.match(matter) or matter in {".", ".."}:
        raise PathError(
            f"matter name {matter!r} is not allowed; use letters, digits, '.', '_' or '-' (at most 64), "
            "starting with a letter or digit"
        )
    folder = matters_dir / matter
    if create:
        for sub in SUBFOLDERS:
            (folder / sub).mkdir(parents=True, exist_ok=True)
    elif not folder.is_dir():
        known = sorted(p.name for p in matters_dir.iterdir() if p.is_dir()) if matters_dir.is_dir() else []
        hint = f"known matters: {', '.join(known)}" if known else f"no matters exist yet under {matters_dir}"
        raise MatterNotFoundError(f"no matter named {matter!r}; {hint}. ingest_sources creates a matter on first use")
    return folder


def inside(folder: Path, candidate: Path) -> bool:
    try:
        candidate.relative_to(folder)
        return True
    except ValueError:
        return False


def resolve_input(folder: Path, raw: str, *, roots: tuple[Path, ...] = ()) -> Path:
    """Resolve a path the caller named: relative to the matter, symlinks followed, never outside.

    Allowed: anything inside the matter folder, or inside one of ``roots`` (``[server].import_roots``).
    """
    if "\x00" in raw:
        raise PathError("a path contains a NUL byte; pass a plain file path")
    path = Path(raw).expanduser()
    if not path.is_absolute():
        path = folder / path
    resolved = path.resolve(strict=False)
    allowed = (folder.resolve(), *(r.resolve() for r in roots))
    if not any(inside(root, resolved) for root in allowed):
        via = " (through a symlink)" if resolved != Path(os.path.normpath(path)) else ""
        raise PathError(
            f"{raw!r} resolves to {resolved}{via}, outside the matter folder {folder}; copy the file into "
            f"{folder / 'inbox'} or add its folder to [server].import_roots"
        )
    return resolved


def atomic_write_bytes(path: Path, data: bytes, *, mode: int | None = None) -> None:
    """Write ``path`` so that readers see either the old file or the whole new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_files(paths: list[Path]) -> None:
    """Undo files written by a step that failed (they may have been made read-only)."""
    for path in paths:
        if path.exists():
            path.chmod(0o644)
        path.unlink(missing_ok=True)
