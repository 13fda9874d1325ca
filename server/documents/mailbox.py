"""Mailboxes into their messages, one at a time: ``.mbox`` (standard library) and Outlook ``.pst`` (libpff).

    box = open_mailbox(Path("custodian.mbox"), "custodian.mbox")
    box.count, box.summary                      # 1204, "Mailbox custodian.mbox: 1,204 messages"
    for message in box.messages():              # read one by one: memory stays flat in the number of messages
        message.index, message.data, message.error   # 1, the message as RFC 822 bytes (an .eml), or why not

An ``.mbox`` is split as the standard library's ``mailbox.mbox`` splits it (a message begins at each line
starting ``From ``), but streamed: one pass counts the messages, the next reads them one by one, holding only
the message in hand (``mailbox.mbox`` keeps a table of every message's offsets). A ``.pst`` is read through
``pypff`` (libpff-python); each message is rebuilt as an RFC 822 message — its transport headers when Outlook
kept them (received mail), otherwise From, To, Cc, Subject and Date from its properties — with its plain-text
(or HTML) body and its attachments, so it is read, stored and produced like any ``.eml``; its folder path goes
with it. A mailbox
that cannot be opened raises ``DocumentError``; one message that cannot be read is that message's ``error``.
"""

from __future__ import annotations

import datetime as dt
import email.policy
import email.utils
import io
import mimetypes
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from email.message import EmailMessage
from email.parser import HeaderParser
from pathlib import Path

from server.documents.ocr_pool import vanished
from server.errors import DocumentError

MBOX_MEDIA_TYPE = "application/mbox"
PST_MEDIA_TYPE = "application/vnd.ms-outlook-pst"
PST_MAGIC = b"!BDN"
_PST_RECIPIENT_TYPES = {1: "To", 2: "Cc", 3: "Bcc"}


@dataclass(frozen=True)
class MailboxMessage:
    index: int  # 1-based, in the mailbox's order
    data: bytes | None  # the message as RFC 822 bytes; None when it could not be read
    error: str | None
    folder: str  # the .pst folder ("Inbox/Acme"); "" in an .mbox


@dataclass(frozen=True)
class Mailbox:
    name: str
    media_type: str
    count: int
    summary: str  # the mailbox's page: how many messages, by folder for a .pst
    messages: Callable[[], Iterator[MailboxMessage]]  # reads them again from the start on each call


def open_mailbox(source: Path | bytes, name: str) -> Mailbox:
    """The mailbox at ``source`` (an ``.mbox``, or a ``.pst`` by its magic bytes)."""
    head = source[:4] if isinstance(source, bytes) else _head(source, name)
    if head == PST_MAGIC or Path(name).suffix.lower() == ".pst":
        return _pst(source, name)
    return _mbox(source, name)


def _head(path: Path, name: str) -> bytes:
    try:
        with path.open("rb") as stream:
            return stream.read(4)
    except FileNotFoundError:
        raise vanished(name) from None


# --- .mbox --------------------------------------------------------------------------------------------------------


def _mbox(source: Path | bytes, name: str) -> Mailbox:
    if isinstance(source, bytes):
        return _mbox_in_memory(source, name)
    path = source
    try:
        count = sum(1 for _ in _split(path))
    except OSError as exc:
        raise DocumentError(f"{name} is not a readable mailbox ({exc.strerror or exc}); ask for it again") from exc
    if not count:
        raise DocumentError(f"{name} holds no messages (no 'From ' separator lines); is it really an mbox?")

    def messages() -> Iterator[MailboxMessage]:
        try:
            for index, data in enumerate(_split(path, keep=True), start=1):
                yield MailboxMessage(index, data, None, "")
        except OSError as exc:
            raise DocumentError(f"{name} could not be read to the end ({exc.strerror or exc}); try again") from exc

    return Mailbox(name, MBOX_MEDIA_TYPE, count, _summary(name, count), messages)


def _split(path: Path, *, keep: bool = False) -> Iterator[bytes]:
    """The messages of the mbox at ``path``, one at a time, as ``mailbox.mbox`` splits them: each starts at a
    line beginning ``From `` (the separator, not part of the message), and the blank line before the next
    separator is the mbox's, not the message's. Only the message being read is held (nothing with ``keep`` off)."""
    lines: list[bytes] = []
    started = False
    with path.open("rb") as stream:
        for line in stream:
            if line.startswith(b"From "):
                if started:
                    yield _joined(lines) if keep else b""
                started, lines = True, []
                continue
            if started and keep:
                lines.append(line)
    if started:
        yield _joined(lines) if keep else b""


def _joined(lines: list[bytes]) -> bytes:
    if lines and lines[-1] in (b"\n", b"\r\n"):
        lines = lines[:-1]
    return b"".join(lines).replace(b"\r\n", b"\n")


def _mbox_in_memory(data: bytes, name: str) -> Mailbox:
    """An mbox attached to a message or inside an archive (already in memory, within the archive's caps)."""
    with tempfile.TemporaryDirectory(prefix="counsel-mbox-") as folder:
        path = Path(folder) / "attached.mbox"
        path.write_bytes(data)  # mailbox.mbox reads files only
        box = _mbox(path, name)
        found = list(box.messages())
    return Mailbox(name, MBOX_MEDIA_TYPE, box.count, box.summary, lambda: iter(found))


def _summary(name: str, count: int) -> str:
    return f"Mailbox {name}: {count:,} message{'s' * (count != 1)}"


# --- .pst ---------------------------------------------------------------------------------------------------------


def _pst(source: Path | bytes, name: str) -> Mailbox:
    try:
        import pypff
    except ImportError:
        raise DocumentError(
            f"{name} is an Outlook .pst and libpff is not installed; install it (`pip install libpff-python`), "
            "or export the mailbox from Outlook as .msg or .eml files"
        ) from None

    def opened():
        pst = pypff.file()
        stream = io.BytesIO(source) if isinstance(source, bytes) else source.open("rb")
        try:
            pst.open_file_object(stream)
        except (OSError, ValueError, TypeError) as exc:
            stream.close()
            raise DocumentError(
                f"{name} could not be opened as an Outlook .pst ({exc}); it may be damaged, password-protected or "
                "an .ost: repair it with Outlook's scanpst, or export its messages as .msg or .eml files"
            ) from exc
        return pst, stream

    pst, stream = opened()
    try:
        folders = list(_folders(pst.get_root_folder(), ""))
    except (OSError, ValueError) as exc:
        raise DocumentError(f"{name}: the .pst's folders could not be read ({exc}); repair it with scanpst") from exc
    finally:
        pst.close()
        stream.close()
    count = sum(n for _, _, n in folders)
    lines = [_summary(name, count)]
    lines += [f"{path or '(top)'}: {n:,}" for path, _, n in folders if n]

    def messages() -> Iterator[MailboxMessage]:
        pst, stream = opened()
        index = 0
        try:
            for path, folder, n in _folders(pst.get_root_folder(), ""):
                for position in range(n):
                    index += 1
                    try:
                        data = _pst_message(folder.get_sub_message(position))
                    except (OSError, ValueError, TypeError, AttributeError) as exc:
                        yield MailboxMessage(index, None, f"message {index} in {path} could not be read ({exc})", path)
                        continue
                    yield MailboxMessage(index, data, None, path)
        finally:
            pst.close()
            stream.close()

    return Mailbox(name, PST_MEDIA_TYPE, count, "\n".join(lines), messages)


def _folders(folder, path: str) -> Iterator[tuple[str, object, int]]:
    yield path, folder, folder.get_number_of_sub_messages()
    for index in range(folder.get_number_of_sub_folders()):
        child = folder.get_sub_folder(index)
        yield from _folders(child, f"{path}/{child.name or index}".lstrip("/"))


def _pst_message(item) -> bytes:
    message = EmailMessage(policy=email.policy.default)
    headers = HeaderParser(policy=email.policy.compat32).parsestr(item.transport_headers or "")
    for key in ("From", "To", "Cc", "Date", "Subject", "Message-ID", "In-Reply-To", "References"):
        if headers.get(key):
            message[key] = " ".join(str(headers[key]).split())
    if "From" not in message and item.sender_name:
        message["From"] = item.sender_name
    for kind, people in _pst_recipients(item).items():
        if kind not in message and people:
            message[kind] = ", ".join(people)
    if "Subject" not in message and item.subject:
        message["Subject"] = item.subject
    when = item.delivery_time or item.client_submit_time
    if "Date" not in message and isinstance(when, dt.datetime):
        message["Date"] = email.utils.format_datetime(when.replace(tzinfo=when.tzinfo or dt.UTC))
    plain, markup = item.plain_text_body, item.html_body
    if plain:
        message.set_content(plain.decode("utf-8", errors="replace"))
    elif markup:
        message.set_content(markup.decode("utf-8", errors="replace"), subtype="html")
    else:
        message.set_content("")
    for index in range(item.get_number_of_attachments()):
        attachment = item.get_attachment(index)
        size = attachment.get_size() or 0
        data = attachment.read_buffer(size) if size else b""
        filename = attachment.long_filename or f"attachment-{index + 1}"
        maintype, _, subtype = (mimetypes.guess_type(filename)[0] or "application/octet-stream").partition("/")
        message.add_attachment(data, maintype=maintype, subtype=subtype, filename=filename)
    return message.as_bytes()


def _pst_recipients(item) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {"To": [], "Cc": [], "Bcc": []}
    recipients = getattr(item, "recipients", None)
    if recipients is None:
        return found
    for position in range(recipients.get_number_of_record_sets()):
        record = recipients.get_record_set(position)
        values = {}
        for entry in record.entries:
            try:
                values[entry.entry_type] = entry.data_as_integer if entry.entry_type == 0x0C15 else entry.data_as_string
            except (OSError, ValueError, TypeError):
                continue
        kind = _PST_RECIPIENT_TYPES.get(values.get(0x0C15, 1), "To")
        who, address = values.get(0x3001), values.get(0x39FE) or values.get(0x3003)
        if who or address:
            found[kind].append(email.utils.formataddr((who or "", address or "")) if address else who)
    return found
