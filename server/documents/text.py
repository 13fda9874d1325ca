"""Plain text into pages: encoding detection, line-end normalisation and paging, read in bounded chunks.

Normalisation is deliberately small, so that a quoted span matches the client's text character for
character: ``\\r\\n`` and ``\\r`` become ``\\n``, whitespace at the end of each line is dropped, blank
lines at the end of a page are dropped. Nothing else changes: smart quotes, hyphens, tabs and
non-breaking spaces inside a line stay as they are.

Paging: a text that contains form feeds (``\\f``) is split on them, one page per form feed, as a printer
would. Otherwise pages are cut at line boundaries once a page reaches ``PAGE_CHARS`` (3,000) characters;
a single line longer than that is cut at its last space before the limit (or at the limit) and its pieces
become pages of their own. The line break at a page boundary is not kept: ``ParsedDocument.text`` puts a
``\\f`` there instead.

Encoding: UTF-8 (with or without BOM), UTF-16 or UTF-32 when the file starts with their BOM, otherwise
Windows-1252 and finally Latin-1, which decodes any bytes; the one used is reported. The file is read
in ``CHUNK_BYTES`` pieces twice (once to pick the encoding and spot form feeds, once to build pages),
so memory holds the pages and one chunk, never the raw bytes alongside the text.
"""

from __future__ import annotations

import codecs
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import BinaryIO

from server.errors import DocumentError

PAGE_CHARS = 3000
CHUNK_BYTES = 1 << 20

Opener = Callable[[], BinaryIO]
"""Opens the text file from its start; raises ``DocumentError`` if it has vanished."""

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_FALLBACKS = ("utf-8", "cp1252", "latin-1")


@dataclass(frozen=True)
class TextPages:
    pages: tuple[str, ...]
    encoding: str  # the Python codec that decoded the file
    note: str | None  # why it is not plain UTF-8, when it is not
    paging: str  # "form feeds" or "3000 characters"


def read_text(open_stream: Opener, name: str) -> TextPages:
    """Decode and page the text file that ``open_stream`` opens (see the module docstring)."""
    encoding, errors, has_form_feeds = _choose_encoding(open_stream, name)
    pager = Pager(split_on_form_feed=has_form_feeds)
    try:
        for chunk in _decoded_chunks(open_stream, name, encoding, errors):
            pager.feed(chunk)
    except UnicodeDecodeError as exc:
        raise DocumentError(f"{name} changed while it was being read ({exc}); ingest it again") from exc
    return TextPages(
        pages=pager.finish(),
        encoding=encoding,
        note=_note(encoding, errors),
        paging="form feeds" if has_form_feeds else f"{PAGE_CHARS} characters",
    )


def split_pages(text: str) -> tuple[str, ...]:
    """Page text already in memory (an e-mail body) by the same rules as a text file."""
    pager = Pager(split_on_form_feed="\f" in text)
    pager.feed(text)
    return pager.finish()


def normalise_page(text: str) -> str:
    """Line ends to ``\\n`` (a stray ``\\f`` too), no trailing whitespace on lines, no blank lines at the end."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n")
    return "\n".join(line.rstrip() for line in text.split("\n")).rstrip("\n")


def _choose_encoding(open_stream: Opener, name: str) -> tuple[str, str, bool]:
    with open_stream() as stream:
        head = _read(stream, name, 4)
    bom = next((encoding for marker, encoding in _BOMS if head.startswith(marker)), None)
    attempts = [(bom, "strict"), (bom, "replace")] if bom else [(encoding, "strict") for encoding in _FALLBACKS]
    for encoding, errors in attempts[:-1]:
        try:
            return encoding, errors, _has_form_feeds(open_stream, name, encoding, errors)
        except UnicodeDecodeError:
            continue
    encoding, errors = attempts[-1]  # latin-1, or errors="replace": decodes any bytes
    return encoding, errors, _has_form_feeds(open_stream, name, encoding, errors)


def _has_form_feeds(open_stream: Opener, name: str, encoding: str, errors: str) -> bool:
    """Decode the whole file (a bad byte may come late) and say whether it contains a form feed."""
    found = False
    for chunk in _decoded_chunks(open_stream, name, encoding, errors):
        found = found or "\f" in chunk
    return found


def _decoded_chunks(open_stream: Opener, name: str, encoding: str, errors: str) -> Iterable[str]:
    decoder = codecs.getincrementaldecoder(encoding)(errors=errors)
    with open_stream() as stream:
        while chunk := _read(stream, name, CHUNK_BYTES):
            yield decoder.decode(chunk)
    yield decoder.decode(b"", final=True)


def _read(stream: BinaryIO, name: str, size: int) -> bytes:
    try:
        return stream.read(size)
    except OSError as exc:
        raise DocumentError(f"{name} could not be read ({exc.strerror or exc}); check the file and try again") from exc


def _note(encoding: str, errors: str) -> str | None:
    if errors == "replace":
        return f"starts with a {encoding} byte-order mark but is not valid {encoding}; bad bytes became U+FFFD"
    if encoding in ("cp1252", "latin-1"):
        return f"not valid UTF-8; decoded as {encoding}"
    return None


class Pager:
    """Turns a stream of decoded text chunks into normalised pages (rules in the module docstring)."""

    def __init__(self, *, split_on_form_feed: bool, page_chars: int = PAGE_CHARS) -> None:
        self._split_on_form_feed = split_on_form_feed
        self._page_chars = page_chars
        self._pages: list[str] = []
        self._lines: list[str] = []
        self._size = 0  # characters in self._lines, with the "\n" between them
        self._partial: list[str] = []  # the current line, not yet terminated
        self._partial_size = 0
        self._skip_lf = False  # the last chunk ended in "\r": a "\n" opening the next one belongs to it

    def feed(self, chunk: str) -> None:
        if not chunk:
            return
        if self._skip_lf:
            self._skip_lf = False
            chunk = chunk.removeprefix("\n")
        ends_in_cr = chunk.endswith("\r")
        if ends_in_cr:
            chunk = chunk[:-1]
            self._skip_lf = True
        parts = chunk.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        if ends_in_cr:
            parts.append("")
        for part in parts[:-1]:
            self._partial.append(part)
            line = "".join(self._partial)
            self._partial, self._partial_size = [], 0
            self._line(line)
        self._partial.append(parts[-1])
        self._partial_size += len(parts[-1])
        if not self._split_on_form_feed and self._partial_size > 2 * self._page_chars:
            self._trim_partial()

    def finish(self) -> tuple[str, ...]:
        self._line("".join(self._partial))
        self._partial, self._partial_size = [], 0
        if self._lines or not self._pages:
            self._close()
        if self._split_on_form_feed and len(self._pages) > 1 and not self._pages[-1]:
            self._pages.pop()  # a trailing form feed ends the last page; it does not start an empty one
        return tuple(self._pages)

    def _line(self, line: str) -> None:
        if self._split_on_form_feed:
            first, *rest = line.split("\f")
            self._append(first)
            for segment in rest:
                self._close()
                self._append(segment)
            return
        line = line.rstrip()
        if self._lines and self._size + 1 + len(line) > self._page_chars:
            self._close()
        if len(line) > self._page_chars:
            if self._lines:
                self._close()
            while len(line) > self._page_chars:
                cut = self._cut(line)
                self._append(line[:cut])
                self._close()
                line = line[cut:]
        self._append(line)

    def _trim_partial(self) -> None:
        """Emit page-sized pieces of a very long unterminated line, as ``_line`` would, to bound memory."""
        line = "".join(self._partial)
        if self._lines:
            self._close()
        while len(line) > self._page_chars:
            cut = self._cut(line)
            self._append(line[:cut])
            self._close()
            line = line[cut:]
        self._partial, self._partial_size = [line], len(line)

    def _cut(self, line: str) -> int:
        space = line.rfind(" ", self._page_chars // 2, self._page_chars)
        return space if space > 0 else self._page_chars

    def _append(self, line: str) -> None:
        line = line.rstrip()
        self._size += len(line) + (1 if self._lines else 0)
        self._lines.append(line)

    def _close(self) -> None:
        self._pages.append("\n".join(self._lines).rstrip("\n"))
        self._lines, self._size = [], 0
