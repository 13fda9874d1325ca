"""One exception tree for counsel. Every message says what happened and how to fix it.

    CounselError
    ├── ConfigError               the TOML config is malformed or inconsistent (names the key and the fix)
    ├── InputError                the caller could fix it: the MCP client sees it as a tool error
    │   ├── MatterNotFoundError   no such matter folder
    │   ├── NotFoundError         unknown document, artifact, page, production or Bates id
    │   ├── PathError             a path outside the allowed folders, a symlink out of the matter
    │   ├── ProvenanceError       a model artifact (or anything not client origin) offered as evidence
    │   └── BatesError            a prefix, range or start number that cannot be used
    ├── MatterBusyError           another process held a lock on the matter past [server].lock_wait_s
    ├── DocumentError             a whole document cannot be read: encrypted, corrupt, empty, vanished
    ├── BackendError              a model endpoint failed after the retries allowed
    │   ├── BackendUnavailableError   refused, unreachable, or still loading past the deadline
    │   ├── BackendTimeoutError       stalled: no bytes within the read timeout
    │   └── BackendResponseError      malformed JSON, a stream that dropped, an error status
    ├── PlacementError            a model cannot be placed on its board (GPU, board and fix named)
    ├── SupervisorError           a llama-server could not be started, stopped or verified
    └── IntegrityError            the ledger chain or a stored file no longer matches its hash

`server/app.py` turns every `CounselError` raised by a tool into an MCP tool error (the model
reads the message); anything else is a crash and is logged with its traceback.
"""

from __future__ import annotations


class CounselError(Exception):
    """Base class of every error counsel raises on purpose."""


class ConfigError(CounselError):
    """The configuration file is malformed or inconsistent."""


class InputError(CounselError):
    """A failure the caller could avoid by calling differently."""


class MatterNotFoundError(InputError):
    """No matter of that name exists under the matters folder."""


class NotFoundError(InputError):
    """An id (document, artifact, page, production, Bates number) that the matter does not have."""


class PathError(InputError):
    """A path outside the folders counsel may read or write."""


class ProvenanceError(InputError):
    """Something that is not client material was offered as evidence."""


class BatesError(InputError):
    """A Bates prefix, start number or range that cannot be used."""


class MatterBusyError(CounselError):
    """Another process held a lock on the matter (a write, a production) for longer than the wait allowed."""


class DocumentError(CounselError):
    """A whole document cannot be read (encrypted, corrupt, empty, vanished)."""


class BackendError(CounselError):
    """A model endpoint failed after the allowed retries."""

    def __init__(self, message: str, *, endpoint: str = "") -> None:
        super().__init__(message)
        self.endpoint = endpoint


class BackendUnavailableError(BackendError):
    """The endpoint refused the connection, is unreachable, or stayed in loading past the deadline."""


class BackendTimeoutError(BackendError):
    """The endpoint accepted the request but stalled."""


class BackendResponseError(BackendError):
    """The endpoint answered with an error status, malformed JSON, or a stream that dropped."""


class PlacementError(CounselError):
    """A model does not fit its board, or a board is not what the config says."""


class SupervisorError(CounselError):
    """A llama-server process could not be started, stopped or verified."""


class IntegrityError(CounselError):
    """The ledger chain or a stored file no longer matches its recorded hash."""
