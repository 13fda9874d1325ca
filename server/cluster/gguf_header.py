"""The key/value header of a GGUF file, read without its tensors (used by the VRAM budget in boards.py).

``gguf.GGUFReader`` decodes every vocabulary string (seconds for a 150k vocabulary); this reads the same
header layout, with the ``gguf`` package's type codes, in milliseconds. Imported lazily: ``gguf`` pulls in
numpy, which the MCP server does not need at start-up.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path
from typing import Any, BinaryIO

import gguf

_SCALARS = {
    gguf.GGUFValueType.UINT8: "<B",
    gguf.GGUFValueType.INT8: "<b",
    gguf.GGUFValueType.UINT16: "<H",
    gguf.GGUFValueType.INT16: "<h",
    gguf.GGUFValueType.UINT32: "<I",
    gguf.GGUFValueType.INT32: "<i",
    gguf.GGUFValueType.FLOAT32: "<f",
    gguf.GGUFValueType.BOOL: "<?",
    gguf.GGUFValueType.UINT64: "<Q",
    gguf.GGUFValueType.INT64: "<q",
    gguf.GGUFValueType.FLOAT64: "<d",
}


def gguf_metadata(path: Path) -> dict[str, object]:
    """The key/value header of a GGUF file, without its tensors; long arrays (the vocabulary) are skipped."""
    with open(path, "rb") as handle:
        magic, version, _tensors, count = struct.unpack("<IIQQ", handle.read(24))
        if magic != gguf.GGUF_MAGIC or not 2 <= version <= 3:
            raise ValueError(f"bad magic or version {version} (not a little-endian GGUF v2/v3 file)")
        meta: dict[str, object] = {}
        for _ in range(count):
            key = _gguf_string(handle)
            meta[key] = _gguf_value(handle, gguf.GGUFValueType(_unpack(handle, "<I")))
    return meta


def _unpack(handle: BinaryIO, fmt: str) -> Any:
    return struct.unpack(fmt, handle.read(struct.calcsize(fmt)))[0]


def _gguf_string(handle: BinaryIO) -> str:
    return handle.read(_unpack(handle, "<Q")).decode("utf-8", "replace")


def _gguf_value(handle: BinaryIO, kind: gguf.GGUFValueType) -> object:
    if kind in _SCALARS:
        return _unpack(handle, _SCALARS[kind])
    if kind == gguf.GGUFValueType.STRING:
        return _gguf_string(handle)
    item, length = gguf.GGUFValueType(_unpack(handle, "<I")), _unpack(handle, "<Q")
    if length > 4096:  # a vocabulary or merges list: skip it
        if item in _SCALARS:
            handle.seek(length * struct.calcsize(_SCALARS[item]), os.SEEK_CUR)
        else:
            for _ in range(length):
                if item == gguf.GGUFValueType.STRING:
                    handle.seek(_unpack(handle, "<Q"), os.SEEK_CUR)
                else:
                    _gguf_value(handle, item)
        return None
    return [_gguf_value(handle, item) for _ in range(length)]
