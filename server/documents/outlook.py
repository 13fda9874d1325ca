"""Outlook ``.msg`` files into RFC 822 messages through extract-msg, so they are read like any ``.eml``.

    raw = msg_as_email(Path("reminder.msg"), "reminder.msg")    # bytes an e-mail parser reads
    parse_email_bytes(raw, name="reminder.msg").headers["Subject"]

From, To, Cc, Date, Subject, Message-ID, In-Reply-To and References come from the message's properties (and
its transport headers, when Outlook kept them); the body is the plain-text body, or the HTML body where there is
none; each attachment keeps its bytes and long file name, and an attached Outlook item (a forwarded message) is
turned into an ``.eml`` attachment the same way. extract-msg and olefile errors become ``DocumentError`` here.
"""

from __future__ import annotations

import datetime as dt
import email.policy
import email.utils
import mimetypes
from email.message import EmailMessage
from pathlib import Path

from server.errors import DocumentError

MEDIA_TYPE = "application/vnd.ms-outlook"
MAX_EMBEDDED = 3


def msg_as_email(source: Path | bytes, name: str) -> bytes:
    """The ``.msg`` at ``source`` as the bytes of an RFC 822 message with the same headers and attachments."""
    import extract_msg
    from extract_msg.exceptions import ExMsgBaseException

    try:
        item = extract_msg.openMsg(source if isinstance(source, bytes) else str(source), delayAttachments=False)
    except (ExMsgBaseException, OSError, ValueError, KeyError, TypeError) as exc:
        raise DocumentError(
            f"{name} is not a readable Outlook message ({type(exc).__name__}: {exc}); it may be damaged or not a "
            "mail item: open it in Outlook and save it again (or as .eml)"
        ) from exc
    try:
        return _as_email(item, name, depth=0).as_bytes()
    except (ExMsgBaseException, OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise DocumentError(f"{name}: its message could not be read ({type(exc).__name__}: {exc})") from exc
    finally:
        item.close()


def _sender(item) -> str | None:
    sender = item.sender
    if sender and "@" not in sender:
        address = item.getStringStream("__substg1.0_5D01") or item.getStringStream("__substg1.0_0C1F")
        if address and "@" in address:
            return email.utils.formataddr((sender, address))
    return sender


def _as_email(item, name: str, *, depth: int) -> EmailMessage:
    message = EmailMessage(policy=email.policy.default)
    header = getattr(item, "header", None)
    fields = {
        "From": _sender(item),
        "To": item.to,
        "Cc": item.cc,
        "Subject": item.subject,
        "Message-ID": item.messageId,
        "In-Reply-To": item.inReplyTo,
        "References": header.get("References") if header is not None else None,
    }
    for key, value in fields.items():
        if value and str(value).strip():
            message[key] = " ".join(str(value).split())
    when = item.date
    if isinstance(when, dt.datetime):
        message["Date"] = email.utils.format_datetime(when if when.tzinfo else when.replace(tzinfo=dt.UTC))
    body = item.body
    markup = item.htmlBody
    if body and body.strip():
        message.set_content(body.replace("\r\n", "\n"))
    elif markup:
        message.set_content(markup.decode("utf-8", errors="replace"), subtype="html")
    else:
        message.set_content("")
    for index, attachment in enumerate(item.attachments, start=1):
        data = attachment.data
        filename = attachment.longFilename or attachment.shortFilename or attachment.displayName
        if data is not None and not isinstance(data, bytes | bytearray):  # an attached Outlook item
            if depth >= MAX_EMBEDDED:
                continue
            inner = _as_email(data, name, depth=depth + 1)
            message.add_attachment(inner)
            continue
        filename = Path(filename or f"attachment-{index}").name
        maintype, _, subtype = (mimetypes.guess_type(filename)[0] or "application/octet-stream").partition("/")
        message.add_attachment(bytes(data or b""), maintype=maintype, subtype=subtype, filename=filename)
    return message
