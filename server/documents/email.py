"""Split an RFC 822 message (``.eml``) into headers, a plain-text body and attachments.

Used by ingest (the body becomes a document, attachments become child documents) and by Bates
production (the message is rendered as pages, attachments follow it as a family).
"""

from __future__ import annotations

import contextlib
import email
import email.policy
import re
from dataclasses import dataclass
from email.errors import HeaderParseError
from email.header import Header, decode_header, make_header
from email.message import EmailMessage
from email.utils import format_datetime, parsedate_to_datetime
from pathlib import Path

from server.documents.html import visible_text
from server.errors import DocumentError

HEADER_ORDER = ("From", "To", "Cc", "Date", "Subject")
"""The header block printed on a message's first page, in this order."""
THREAD_HEADERS = ("Message-ID", "In-Reply-To", "References")
"""Kept with the message's metadata (threading), not printed."""
_FOLD = re.compile(r"\r?\n(?=[ \t])")
_SURROGATE = re.compile("[\udc80-\udcff]")


@dataclass(frozen=True)
class Attachment:
    filename: str
    content_type: str
    data: bytes


@dataclass(frozen=True)
class EmailParts:
    headers: dict[str, str]
    body: str
    attachments: tuple[Attachment, ...]

    def as_text(self) -> str:
        """Headers then body, the way a reviewer reads a printed e-mail."""
        lines = [f"{name}: {self.headers[name]}" for name in HEADER_ORDER if self.headers.get(name)]
        return "\n".join(lines) + "\n\n" + self.body


class _Message(EmailMessage):
    """The modern message structure over ``compat32``'s string headers."""

    def is_attachment(self) -> bool:  # EmailMessage's asks a parsed header object for its disposition
        return self.get_content_disposition() == "attachment"


def parse_email_bytes(raw: bytes, *, name: str = "<message>") -> EmailParts:
    """The headers (decoded), plain-text body and attachments of one message.

    Parsed with the ``compat32`` policy, which keeps headers as the strings they are, and decoded here: the modern
    policy builds a parsed header object (a new class, freed only by a full garbage collection) each time any
    header is read, several times a message, and made a mailbox's ingest five times slower. The structure
    (``get_body``, ``iter_attachments``) is the modern ``EmailMessage``'s all the same."""
    try:
        message = email.message_from_bytes(raw, _class=_Message, policy=email.policy.compat32)
    except Exception as exc:  # the stdlib parser raises a wide variety of errors on junk input
        raise DocumentError(f"{name}: not a readable e-mail message ({exc})") from exc
    if not isinstance(message, EmailMessage) or not (message.keys() or message.get_payload()):
        raise DocumentError(f"{name}: not a readable e-mail message (no headers or body)")
    raw_headers = {key.lower(): value for key, value in reversed(list(message.raw_items()))}  # the first of each wins
    headers = {}
    for key in (*HEADER_ORDER, *THREAD_HEADERS):
        value = raw_headers.get(key.lower())
        if value is not None:
            headers[key] = _date(decoded_header(value)) if key == "Date" else decoded_header(value)

    body_part = message.get_body(preferencelist=("plain", "html"))
    body = ""
    if body_part is not None:
        content = _text(body_part)
        body = visible_text(content)[0] if body_part.get_content_type() == "text/html" else content
    body = body.replace("\r\n", "\n").strip() + "\n"

    attachments = []
    for index, part in enumerate(message.iter_attachments(), start=1):
        if part.get_content_type() == "message/rfc822":  # a forwarded e-mail: its payload is a parsed message
            inner = part.get_payload()
            data = inner[0].as_bytes() if isinstance(inner, list) and inner else b""
            default_name = f"attachment-{index}.eml"
        else:
            data = part.get_payload(decode=True) or b""
            default_name = f"attachment-{index}"
        filename = part.get_filename()
        filename = decoded_header(filename) if filename else default_name
        filename = Path(filename.replace("\\", "/")).name or default_name  # never a path from the sender
        attachments.append(Attachment(filename=filename, content_type=part.get_content_type(), data=data))
    return EmailParts(headers=headers, body=body, attachments=tuple(attachments))


def decoded_header(value: str | Header) -> str:
    """A header's text as a reader sees it: unfolded, encoded words (``=?utf-8?q?...?=``) decoded, bytes that
    are not UTF-8 shown as replacement characters, never an error."""
    text = _FOLD.sub("", str(value))
    if _SURROGATE.search(text):  # raw 8-bit bytes the parser kept as surrogates
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    if "=?" in text:  # an encoded word that does not decode is shown as written
        with contextlib.suppress(LookupError, UnicodeError, HeaderParseError, ValueError):
            text = str(make_header(decode_header(text)))
    return " ".join(text.split()) if "\n" in text or "\t" in text else text.strip()


def _date(value: str) -> str:
    """A Date header in one form (RFC 5322, as the modern policy prints it); as written when it does not parse."""
    try:
        return format_datetime(parsedate_to_datetime(value))
    except (TypeError, ValueError, IndexError):
        return value


def _text(part: EmailMessage) -> str:
    """A text part's content, decoded from its transfer encoding and charset (UTF-8 where it names none or one
    Python does not know), undecodable bytes replaced."""
    payload = part.get_payload(decode=True) or b""
    charset = part.get_content_charset() or "utf-8"
    try:
        return payload.decode(charset, errors="replace")
    except LookupError:
        return payload.decode("utf-8", errors="replace")


def parse_email(path: Path) -> EmailParts:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DocumentError(f"{path.name}: the file vanished before it could be read") from None
    return parse_email_bytes(raw, name=path.name)
