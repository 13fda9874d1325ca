"""Split an RFC 822 message (``.eml``) into headers, a plain-text body and attachments.

Used by ingest (the body becomes a document, attachments become child documents) and by Bates
production (the message is rendered as pages, attachments follow it as a family).
"""

from __future__ import annotations

import email
import email.policy
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path

from server.documents.html import visible_text
from server.errors import DocumentError

HEADER_ORDER = ("From", "To", "Cc", "Date", "Subject")
"""The header block printed on a message's first page, in this order."""
THREAD_HEADERS = ("Message-ID", "In-Reply-To", "References")
"""Kept with the message's metadata (threading), not printed."""


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


def parse_email_bytes(raw: bytes, *, name: str = "<message>") -> EmailParts:
    try:
        message = email.message_from_bytes(raw, policy=email.policy.default)
    except Exception as exc:  # the stdlib parser raises a wide variety of errors on junk input
        raise DocumentError(f"{name}: not a readable e-mail message ({exc})") from exc
    if not isinstance(message, EmailMessage) or not (message.keys() or message.get_payload()):
        raise DocumentError(f"{name}: not a readable e-mail message (no headers or body)")
    headers = {}
    for key in (*HEADER_ORDER, *THREAD_HEADERS):
        value = message.get(key)  # each header parsed once (the policy builds a header object per call)
        if value is not None:
            headers[key] = str(value)

    body_part = message.get_body(preferencelist=("plain", "html"))
    body = ""
    if body_part is not None:
        try:
            content = body_part.get_content()
        except (LookupError, ValueError):
            content = body_part.get_payload(decode=True).decode("utf-8", errors="replace")
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
        filename = Path(part.get_filename() or default_name).name  # never a path from the sender
        attachments.append(Attachment(filename=filename, content_type=part.get_content_type(), data=data))
    return EmailParts(headers=headers, body=body, attachments=tuple(attachments))


def parse_email(path: Path) -> EmailParts:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DocumentError(f"{path.name}: the file vanished before it could be read") from None
    return parse_email_bytes(raw, name=path.name)
