"""Each llama.cpp model's API key file (``[models.X].api_key_file``): where it is, its key, and creating it.

The supervisor writes a fresh random key (mode 0600) before it starts a server and passes the file as
``--api-key-file``; clients read the first key and send it as ``Authorization: Bearer``.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from server.errors import SupervisorError
from server.settings import Settings


def api_key_path(settings: Settings, name: str) -> Path | None:
    """Model ``name``'s API key file (``[models.X].api_key_file``); None when the model runs without a key."""
    return settings.models[name].api_key_file


def read_api_key(settings: Settings, name: str) -> str | None:
    """The first key in the model's key file (what clients send as ``Authorization: Bearer``), or None."""
    path = api_key_path(settings, name)
    try:
        lines = path.read_text(encoding="utf-8").splitlines() if path is not None else []
    except OSError:
        return None
    return next((ln.strip() for ln in lines if ln.strip() and not ln.lstrip().startswith("#")), None)


def ensure_api_key(settings: Settings, name: str) -> Path | None:
    """The model's key file, written with a fresh random key (mode 0600) when it does not exist yet."""
    path = api_key_path(settings, name)
    if path is None or path.exists():
        return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path
    except OSError as exc:
        raise SupervisorError(
            f"[models.{name}].api_key_file = {path} cannot be created ({exc.strerror}); "
            "point it at a writable place or create it yourself (one key per line, mode 600)"
        ) from None
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(secrets.token_urlsafe(32) + "\n")
    return path
