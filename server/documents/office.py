"""Word files into text: ``.docx`` through python-docx; ``.doc``, ``.rtf`` and ``.odt`` converted by LibreOffice.

    text, metadata = read_word(Path("letter.docx"), "letter.docx")

A ``.docx`` is read from its XML in reading order: headers (``[header] ...``), the body (paragraphs, and tables
row by row with `` | `` between cells, nested tables too), footers (``[footer] ...``), then footnotes and
endnotes (``[footnote 1] ...``, referenced in the body as ``[footnote 1]``) and comments (``[comment 0] author
(date): ...``, anchored in the body as ``[comment 0]``). Tracked changes are marked as such, never silently
accepted or dropped: ``[inserted: ...]`` and ``[deleted: ...]`` (moves as ``[moved from: ...]``/``[moved to:
...]``). A page break is a form feed, so pages follow the author's breaks, and long stretches are paged by
``server/documents/text.py``'s rules.

``.doc``, ``.odt`` and ``.rtf`` are converted to ``.docx`` by LibreOffice (``soffice --headless --convert-to
docx``) in a temporary folder, then read as above; without LibreOffice a ``.rtf`` is read with ``striprtf``
(text only) and the others raise ``DocumentError`` naming the command that installs it. python-docx, lxml and
LibreOffice errors are translated to ``DocumentError`` here and only here.
"""

from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

import docx
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.exceptions import PackageNotFoundError
from lxml import etree

from server.documents.ocr_pool import vanished
from server.errors import DocumentError

INSTALL_LIBREOFFICE = "apt-get install libreoffice-writer-nogui"
CONVERT_TIMEOUT_S = 180
DOCX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
MEDIA_TYPES = {
    ".docx": DOCX_MEDIA_TYPE,
    ".doc": "application/msword",
    ".rtf": "application/rtf",
    ".odt": "application/vnd.oasis.opendocument.text",
}
_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_MARKS = {"ins": "inserted", "del": "deleted", "moveFrom": "moved from", "moveTo": "moved to"}
_CORE = ("title", "author", "subject", "keywords", "last_modified_by", "created", "modified", "revision")


def read_word(source: Path | bytes, name: str, *, soffice: str | None) -> tuple[str, dict[str, str]]:
    """The text of the Word file ``source`` (a ``.docx``, or a ``.doc``/``.rtf``/``.odt`` to convert) and its
    metadata. ``soffice`` is LibreOffice's command (``find_soffice()``), None where it is not installed."""
    head = source[:8] if isinstance(source, bytes) else _head(source, name)
    if not head.startswith(b"PK") or not _holds_docx(source):  # .doc, .rtf, .odt
        if soffice is None and head.startswith(b"{\\rtf"):
            return read_rtf_text(source, name)
        converted = convert_with_libreoffice(source, name, "docx", soffice=soffice)
        text, metadata = read_docx(converted, name)
        metadata["converted_by"] = "LibreOffice"
        return text, metadata
    return read_docx(source, name)


def find_soffice() -> str | None:
    """LibreOffice's command line on ``PATH``, if it is installed."""
    return shutil.which("soffice") or shutil.which("libreoffice")


def convert_with_libreoffice(source: Path | bytes, name: str, target: str, *, soffice: str | None) -> bytes:
    """The bytes of ``source`` converted to ``target`` (``"docx"``, ``"xlsx"``) by headless LibreOffice."""
    if soffice is None:
        raise DocumentError(
            f"{name} needs LibreOffice to be read and it is not installed; install it "
            f"(`{INSTALL_LIBREOFFICE}`) and ingest the file again, or save it as .docx or PDF"
        )
    suffix = Path(name).suffix.lower() or ".bin"
    with tempfile.TemporaryDirectory(prefix="counsel-soffice-") as folder:
        work = Path(folder)
        given = work / f"input{suffix}"  # a name of our own: the client's name never reaches the command line
        given.write_bytes(source if isinstance(source, bytes) else _read(source, name))
        profile = f"-env:UserInstallation={(work / 'profile').as_uri()}"  # its own: LibreOffice runs in parallel
        command = [
            soffice,
            "--headless",
            "--norestore",
            "--nolockcheck",
            profile,
            "--convert-to",
            target,
            "--outdir",
            str(work / "out"),
            str(given),
        ]
        try:
            subprocess.run(command, capture_output=True, timeout=CONVERT_TIMEOUT_S, check=True)
        except subprocess.TimeoutExpired:
            raise DocumentError(
                f"{name}: LibreOffice did not finish converting it within {CONVERT_TIMEOUT_S} s (a password prompt "
                "or a damaged file); open it, remove any password, save it as .docx or PDF and ingest that"
            ) from None
        except (subprocess.CalledProcessError, OSError) as exc:
            raise DocumentError(f"{name}: LibreOffice could not convert it ({exc}); save it as PDF") from exc
        out = work / "out" / f"input.{target}"
        if not out.is_file():
            raise DocumentError(
                f"{name} could not be opened by LibreOffice (corrupt, or protected by a password); open it, remove "
                "any password, save it as .docx or PDF and ingest that"
            )
        return out.read_bytes()


def read_rtf_text(source: Path | bytes, name: str) -> tuple[str, dict[str, str]]:
    """A ``.rtf`` file's text through ``striprtf`` (LibreOffice absent): no tables' layout, no notes."""
    from striprtf.striprtf import rtf_to_text

    raw = source if isinstance(source, bytes) else _read(source, name)
    if not raw.lstrip()[:5] == b"{\\rtf":
        raise DocumentError(f"{name} is not a readable RTF file (it does not start with {{\\rtf); ask for it again")
    try:
        text = rtf_to_text(raw.decode("cp1252", errors="replace"), errors="replace")
    except (ValueError, IndexError) as exc:
        raise DocumentError(f"{name} is not a readable RTF file ({exc}); save it as PDF and ingest that") from exc
    return text, {"converted_by": "striprtf (LibreOffice is not installed: tables and notes are not laid out)"}


def read_docx(source: Path | bytes, name: str) -> tuple[str, dict[str, str]]:
    """The text of a ``.docx`` (module docstring has the layout) and its core properties and counts."""
    try:
        document = docx.Document(io.BytesIO(source) if isinstance(source, bytes) else str(source))
        return _docx_text(document)
    except (PackageNotFoundError, zipfile.BadZipFile, KeyError, etree.XMLSyntaxError, ValueError) as exc:
        raise DocumentError(
            f"{name} is not a readable Word document ({type(exc).__name__}: {exc}); it may be damaged or only "
            "named .docx: open it in Word and save it again, or ask for a PDF"
        ) from exc


def _docx_text(document: docx.document.Document) -> tuple[str, dict[str, str]]:
    counts = {"inserted": 0, "deleted": 0, "moved from": 0, "moved to": 0}
    part = document.part
    blocks: list[str] = []
    for label, reltype in (("header", RT.HEADER), ("footer", RT.FOOTER)):
        texts = []
        for rel in part.rels.values():
            if rel.reltype == reltype and not rel.is_external:
                text = _flow(etree.fromstring(rel.target_part.blob), counts).strip()
                if text and text not in texts:
                    texts.append(text)
        if label == "header":
            blocks.extend(f"[header] {text}" for text in texts)
            blocks.append(_flow(document.element.body, counts))
        else:
            blocks.extend(f"[footer] {text}" for text in texts)
    notes = 0
    for label, reltype, tag in (("footnote", RT.FOOTNOTES, "footnote"), ("endnote", RT.ENDNOTES, "endnote")):
        for note in _related(part, reltype, tag):
            if note.get(f"{_W}type") in (None, "normal"):
                notes += 1
                blocks.append(f"[{label} {note.get(f'{_W}id')}] {_flow(note, counts).strip()}")
    comments = _related(part, RT.COMMENTS, "comment")
    for comment in comments:
        who = comment.get(f"{_W}author") or "unknown author"
        when = (comment.get(f"{_W}date") or "")[:10]
        blocks.append(
            f"[comment {comment.get(f'{_W}id')}] {who}{f' ({when})' if when else ''}: {_flow(comment, counts).strip()}"
        )
    metadata = {
        key: str(value) for key in _CORE if (value := getattr(document.core_properties, key, None)) not in (None, "")
    }
    metadata.update(
        {
            "tracked_insertions": str(counts["inserted"] + counts["moved to"]),
            "tracked_deletions": str(counts["deleted"] + counts["moved from"]),
            "comments": str(len(comments)),
            "notes": str(notes),
        }
    )
    text = "\n".join(block for block in blocks if block.strip())
    while "\n\f" in text or "\f\n" in text:  # a page break in a paragraph of its own: no blank line either side
        text = text.replace("\n\f", "\f").replace("\f\n", "\f")
    return text, metadata


def _related(part: docx.opc.part.Part, reltype: str, tag: str) -> list[etree._Element]:
    for rel in part.rels.values():
        if rel.reltype == reltype and not rel.is_external:
            return list(etree.fromstring(rel.target_part.blob).iter(f"{_W}{tag}"))
    return []


def _flow(container: etree._Element, counts: dict[str, int]) -> str:
    """Paragraphs and tables directly inside ``container`` (a body, header, cell, note), one line each."""
    lines: list[str] = []
    for child in container:
        tag = etree.QName(child).localname
        if tag == "p":
            lines.append(_paragraph(child, counts))
        elif tag == "tbl":
            lines.extend(_table(child, counts))
        elif tag in ("sdt", "sdtContent", "customXml", "ins", "del"):
            lines.append(_flow(child, counts))
    return "\n".join(line for line in lines if line is not None)


def _table(table: etree._Element, counts: dict[str, int]) -> list[str]:
    rows = []
    for row in table.iter(f"{_W}tr"):
        if row.getparent() is not table:
            continue  # a nested table's row: read with its cell
        cells = [
            _flow(cell, counts).replace("\n", " / ").strip() for cell in row.iter(f"{_W}tc") if cell.getparent() is row
        ]
        if any(cells):
            rows.append(" | ".join(cells))
    return rows


def _paragraph(paragraph: etree._Element, counts: dict[str, int]) -> str:
    pieces: list[tuple[str | None, str]] = []
    for node in paragraph.iter():
        if not isinstance(node.tag, str):
            continue
        tag = etree.QName(node).localname
        text = None
        if tag in ("t", "delText"):
            text = node.text or ""
        elif tag == "tab" and etree.QName(node.getparent()).localname == "r":
            text = "\t"
        elif tag == "br":
            text = "\f" if node.get(f"{_W}type") == "page" else "\n"
        elif tag == "cr":
            text = "\n"
        elif tag in ("footnoteReference", "endnoteReference"):
            text = f"[{tag[:-9]} {node.get(f'{_W}id')}]"
        elif tag == "commentReference":
            text = f"[comment {node.get(f'{_W}id')}]"
        if text is not None:
            pieces.append((_mark(node, paragraph), text))
    out: list[str] = []
    index = 0
    while index < len(pieces):
        mark, text = pieces[index]
        index += 1
        if mark is None:
            out.append(text)
            continue
        run = [text]
        while index < len(pieces) and pieces[index][0] == mark:
            run.append(pieces[index][1])
            index += 1
        counts[mark] += 1
        out.append(f"[{mark}: {''.join(run)}]")
    return "".join(out)


def _mark(node: etree._Element, stop: etree._Element) -> str | None:
    parent = node.getparent()
    while parent is not None and parent is not stop:
        mark = _MARKS.get(etree.QName(parent).localname)
        if mark is not None and parent.tag.startswith(_W):
            return mark
        parent = parent.getparent()
    return None


def _holds_docx(source: Path | bytes) -> bool:
    """A ZIP with a Word body (or one too damaged to tell: ``read_docx`` then names the damage), not an .odt."""
    try:
        with zipfile.ZipFile(io.BytesIO(source) if isinstance(source, bytes) else source) as package:
            return "word/document.xml" in package.namelist() or "mimetype" not in package.namelist()
    except (zipfile.BadZipFile, OSError, ValueError):
        return True


def _head(path: Path, name: str) -> bytes:
    try:
        with path.open("rb") as stream:
            return stream.read(8)
    except FileNotFoundError:
        raise vanished(name) from None


def _read(path: Path, name: str) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise vanished(name) from None
    except OSError as exc:
        raise DocumentError(f"{name} could not be read ({exc.strerror or exc}); check its permissions") from exc
