"""The per-document and per-page work of a Bates production; every job here runs in a worker process.

Three stateless, picklable jobs, scheduled by ``server/production/engine.py``:

    read_pages(ReadJob)        text of a run of pages -> text/<BATES>.txt; which pages have no text layer
    ocr_page(OcrJob)           one page at 300 dpi through Tesseract (cached by image hash) -> its text
                               file and its word boxes (.work/<BATES>.words.json)
    stamp_document(StampJob)   invisible OCR text + Bates stamp on every page -> documents/<FIRST>.pdf,
                               the document's text file, the native copy; hashes of the original bytes

A client PDF is read where it lies and never written. Everything else a production shows as pages (an
image, an e-mail body, a text file, a slip sheet, a native placeholder) is first typeset into an unstamped
PDF under .work/ by the unit's one read job. PyMuPDF and Pillow errors become ``DocumentError`` here,
naming the file and page.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import warnings
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pymupdf
from PIL import Image, ImageOps
from pymupdf import Rect

from server.documents.email import EmailParts, parse_email
from server.documents.tesseract import DEFAULT_DPI, ocr_pngs, tesseract_available
from server.errors import DocumentError
from server.production.loadfiles import write_text
from server.production.stamping import (
    MIN_TEXT_CHARS,
    PageInk,
    Stamp,
    StampPosition,
    native_placeholder,
    paginate,
    slip_sheet,
)

UnitKind = Literal["pdf", "image", "email", "text", "rendition", "slip", "placeholder"]
EMAIL_FIELDS = ("from", "to", "cc", "subject", "date_sent")
Treatment = Literal["produce", "withhold", "native"]

MAX_OCR_PIXELS = 40_000_000  # a page bigger than this is rendered for OCR below 300 dpi
_ORIENTATION_TAG = 274
_ROTATE_FOR = {1: 0, 3: 180, 6: 90, 8: 270}  # EXIF orientation -> page /Rotate that shows it upright
_PLAUSIBLE_DPI = (50.0, 2400.0)
_PIL_ERRORS = (OSError, ValueError, SyntaxError, EOFError)
_PDF_ERRORS = (RuntimeError, ValueError, pymupdf.mupdf.FzErrorBase)
_CHUNK = 1 << 20


@dataclass(frozen=True)
class Unit:
    """One produced document: a client file, an e-mail's body or attachment, a slip sheet or a placeholder."""

    index: int  # position in production order
    document_id: str
    parent_document_id: str | None
    name: str  # original file name, for the load files
    kind: UnitKind
    source: Path  # the client's file (or the e-mail, or the attachment once staged under .work/)
    pages: int
    treatment: Treatment = "produce"
    custodian: str = ""
    legend: str | None = None
    notice: str = ""  # privilege basis (slip sheet) or the native file's sha256 (placeholder)
    attachment: int | None = None  # index among the e-mail's attachments until the bytes are staged
    sha256: str = ""  # the store's hash of ``source``, checked when the file is read ("" when unknown)
    family: str = ""  # the document id of the family's parent (its own id for a parent); "" = its own
    fields: tuple[tuple[str, str], ...] = ()  # load-file fields: file_path, and from/to/cc/subject/date_sent
    description: str = ""  # a withheld document's privilege-log description, when the plan gave one
    text: str | None = None  # a native's (its slip sheet's) or a rendition's text, as ingest read it, until staged
    text_file: Path | None = None  # that text, staged under .work/ (jobs read this, never ``text``)


@dataclass(frozen=True)
class Numbering:
    prefix: str
    width: int

    def label(self, number: int) -> str:
        return f"{self.prefix}{number:0{self.width}d}"


@dataclass(frozen=True)
class Layout:
    """Paths inside a production folder (or its staging folder)."""

    root: Path

    @property
    def work(self) -> Path:
        return self.root / ".work"

    def document_pdf(self, first_bates: str) -> Path:
        return self.root / "documents" / f"{first_bates}.pdf"

    def page_text(self, bates: str) -> Path:
        return self.root / "text" / f"{bates}.txt"

    def document_text(self, first_bates: str) -> Path:
        return self.root / "text" / "documents" / f"{first_bates}.txt"

    def native(self, bates: str, suffix: str) -> Path:
        return self.root / "natives" / f"{bates}{suffix}"

    def text_run(self, unit_index: int, start: int) -> Path:
        return self.work / f"unit-{unit_index:06d}-{start:06d}.texts.json"

    def words(self, bates: str) -> Path:
        return self.work / f"{bates}.words.json"

    def unit_pdf(self, unit: Unit) -> Path:
        return unit.source if unit.kind == "pdf" else self.work / f"unit-{unit.index:06d}.pdf"

    def make_dirs(self) -> None:
        for folder in (self.work, self.root / "documents", self.root / "text" / "documents", self.root / "natives"):
            folder.mkdir(parents=True, exist_ok=True)


@dataclass(frozen=True)
class ReadJob:
    unit: Unit
    first_number: int
    start: int  # 0-based page range [start, stop)
    stop: int
    layout: Layout
    numbering: Numbering


@dataclass(frozen=True)
class ReadResult:
    unit_index: int
    start: int
    chars: tuple[int, ...]  # non-space characters of each page's text layer, from ``start``
    needs_ocr: tuple[int, ...]  # 0-based pages with too little text


@dataclass(frozen=True)
class OcrJob:
    unit: Unit
    first_number: int
    page: int
    layout: Layout
    numbering: Numbering
    cache_dir: Path | None


@dataclass(frozen=True)
class OcrOutcome:
    unit_index: int
    page: int
    chars: int
    words: int
    warning: str | None = None


@dataclass(frozen=True)
class StampJob:
    unit: Unit
    first_number: int
    layout: Layout
    numbering: Numbering
    position: StampPosition
    ocr_pages: tuple[int, ...]
    runs: tuple[int, ...]  # first page of each read job's run, in order


@dataclass(frozen=True)
class StampResult:
    unit_index: int
    md5: str
    sha256: str
    native: Path | None


def worker_init() -> None:
    """Pool initializer: one Tesseract thread per process (the pool is the parallelism)."""
    os.environ["OMP_THREAD_LIMIT"] = "1"


# ---------------------------------------------------------------- sources


@contextlib.contextmanager
def pdf_errors(name: str, page: int | None = None) -> Iterator[None]:
    """Translate PyMuPDF's errors (the one place for this module) into ``DocumentError``."""
    try:
        yield
    except DocumentError:
        raise
    except _PDF_ERRORS as exc:
        where = f"{name}, page {page + 1}" if page is not None else name
        raise DocumentError(
            f"{where} could not be read as a PDF ({exc}); re-save it from its source program or mark it native"
        ) from exc


def open_pdf(source: Path | bytes, name: str) -> pymupdf.Document:
    """Open a client PDF for reading; refuses encrypted, empty and unreadable files, naming them."""
    with pdf_errors(name):
        if isinstance(source, Path):
            if not source.is_file():
                raise DocumentError(f"{name}: the file vanished ({source}); re-ingest it")
            doc = pymupdf.open(source, filetype="pdf")
        else:
            doc = pymupdf.open(stream=source, filetype="pdf")
        if doc.needs_pass:
            doc.close()
            raise DocumentError(
                f"{name} is encrypted and needs a password; ask the client for an unprotected copy "
                "(or produce it natively, treatment='native'). No Bates numbers were used"
            )
        if doc.page_count == 0:
            doc.close()
            raise DocumentError(f"{name} has no pages; remove it from the production or replace the file")
        return doc


def check_pdf(source: Path | bytes, name: str) -> int:
    """The page count of a readable PDF; every page is loaded once so a broken page tree fails here."""
    with open_pdf(source, name) as doc:
        for number in range(doc.page_count):
            with pdf_errors(name, number):
                page = doc.load_page(number)
                if page.rect.is_empty:
                    raise DocumentError(f"{name}, page {number + 1} has an empty page box; repair the PDF")
        return doc.page_count


@contextlib.contextmanager
def _image(data: bytes, name: str) -> Iterator[Image.Image]:
    """Open an image; Pillow's size guard (twice ``Image.MAX_IMAGE_PIXELS``, ~179 Mpx) is the limit."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)  # 89-179 Mpx: big scans are fine
            image = Image.open(io.BytesIO(data))
            yield image
    except Image.DecompressionBombError as exc:
        raise DocumentError(
            f"{name} is too large to decode safely ({exc}); downsample the scan (300 dpi is plenty) and re-ingest it"
        ) from exc
    except _PIL_ERRORS as exc:
        raise DocumentError(f"{name} is not a readable image ({exc}); re-export it as PNG or PDF") from exc


def image_frames(data: bytes, name: str) -> int:
    """How many pages an image makes (one per frame; a phone's MPO is one photo)."""
    with _image(data, name) as image:
        return 1 if image.format == "MPO" else int(getattr(image, "n_frames", 1))


def _dpi(image: Image.Image) -> tuple[float, float]:
    raw = image.info.get("dpi")
    try:
        x, y = float(raw[0]), float(raw[1])  # type: ignore[index]
    except (TypeError, ValueError, IndexError):
        return 72.0, 72.0
    low, high = _PLAUSIBLE_DPI
    return (x, y) if low <= x <= high and low <= y <= high else (72.0, 72.0)


def _add_image_pages(doc: pymupdf.Document, data: bytes, name: str) -> None:
    """One page per frame at the image's own size; EXIF orientation honoured.

    A single-frame JPEG or PNG is embedded as it is (no re-encoding) and turned upright with the page's
    /Rotate; other frames are decoded, turned with ``exif_transpose`` and embedded as PNG.
    """
    with _image(data, name) as image:
        frames = 1 if image.format == "MPO" else int(getattr(image, "n_frames", 1))
        for number in range(frames):
            try:
                image.seek(number)
                dpi_x, dpi_y = _dpi(image)
                orientation = image.getexif().get(_ORIENTATION_TAG, 1)
                if frames == 1 and image.format in ("JPEG", "MPO", "PNG") and orientation in _ROTATE_FOR:
                    page = doc.new_page(width=image.width * 72 / dpi_x, height=image.height * 72 / dpi_y)
                    with pdf_errors(name, number):
                        page.insert_image(page.rect, stream=data if image.format != "MPO" else _first_jpeg(image))
                    page.set_rotation(_ROTATE_FOR[orientation])
                    continue
                frame = ImageOps.exif_transpose(image)
                if frame.mode not in ("1", "L", "RGB"):
                    frame = _flatten(frame)
                buffer = io.BytesIO()
                frame.save(buffer, format="PNG")
            except DocumentError:
                raise
            except _PIL_ERRORS as exc:
                raise DocumentError(f"{name}, frame {number + 1} cannot be decoded ({exc}); re-export it") from exc
            page = doc.new_page(width=frame.width * 72 / dpi_x, height=frame.height * 72 / dpi_y)
            with pdf_errors(name, number):
                page.insert_image(page.rect, stream=buffer.getvalue())


def _first_jpeg(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.seek(0)
    image.convert("RGB").save(buffer, format="JPEG", quality=95)
    return buffer.getvalue()


def _flatten(frame: Image.Image) -> Image.Image:
    """Anything with alpha or a palette onto white, as RGB (or L for greyscale)."""
    rgba = frame.convert("RGBA")
    background = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    background.alpha_composite(rgba)
    return background.convert("L" if frame.mode in ("LA", "I", "I;16", "F") else "RGB")


def email_text(parts: EmailParts) -> str:
    lines = [parts.as_text().rstrip()]
    if parts.attachments:
        lines.append("")
        lines.append("Attachments: " + "; ".join(attachment.filename for attachment in parts.attachments))
    return "\n".join(lines) + "\n"


def decode_text(data: bytes) -> str:
    encoding = "utf-16" if data[:2] in (b"\xff\xfe", b"\xfe\xff") else "utf-8-sig"
    try:
        return data.decode(encoding)
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")  # the usual encoding of an old Windows text file


def read_text_file(path: Path, name: str) -> str:
    try:
        return decode_text(path.read_bytes())
    except FileNotFoundError:
        raise DocumentError(f"{name}: the file vanished ({path}); re-ingest it") from None


def text_pages(unit: Unit) -> list[list[str]]:
    """The typeset lines of an e-mail body, a text file (or text attachment) or a rendition, page by page."""
    if unit.kind == "email":
        return paginate(email_text(parse_email(unit.source)))
    if unit.kind == "rendition":
        return paginate(unit.text_file.read_text(encoding="utf-8") if unit.text_file else unit.text or "")
    if unit.attachment is not None:
        return paginate(decode_text(attachment_bytes(unit)))
    return paginate(read_text_file(unit.source, unit.name))


def attachment_bytes(unit: Unit) -> bytes:
    """The bytes of the attachment ``unit`` stands for (read from its message until staged)."""
    if unit.attachment is None:
        return unit.source.read_bytes()
    return parse_email(unit.source).attachments[unit.attachment].data


def _typeset(unit: Unit, layout: Layout, first_bates: str) -> Path:
    """Write the unstamped PDF for a unit that is not a client PDF; checks the page count still holds."""
    target = layout.unit_pdf(unit)
    with pymupdf.open() as doc:
        ink = PageInk(doc)
        if unit.kind == "image":
            _add_image_pages(doc, _read_source(unit), unit.name)
        elif unit.kind in ("email", "text", "rendition"):
            for lines in text_pages(unit):
                ink.text_page(lines)
        elif unit.kind == "slip":
            slip_sheet(ink, unit.notice)
        else:
            native_placeholder(ink, unit.name, unit.notice, first_bates, Path(unit.name).suffix.lower())
        if doc.page_count != unit.pages:
            raise DocumentError(
                f"{unit.name} now makes {doc.page_count} pages, not the {unit.pages} counted before numbering; "
                "it changed during the production: run the production again"
            )
        doc.save(target, garbage=1, deflate=True)
    return target


def _read_source(unit: Unit) -> bytes:
    try:
        return attachment_bytes(unit)
    except FileNotFoundError:
        raise DocumentError(f"{unit.name}: the file vanished ({unit.source}); re-ingest it") from None


# ---------------------------------------------------------------- jobs


def non_space(text: str) -> int:
    return sum(map(len, text.split()))


def read_pages(job: ReadJob) -> ReadResult:
    """Extract the text layer of pages [start, stop) and write each page's text file."""
    unit = job.unit
    path = _typeset(unit, job.layout, job.numbering.label(job.first_number)) if unit.kind != "pdf" else unit.source
    chars: list[int] = []
    needs_ocr: list[int] = []
    with open_pdf(path, unit.name) as doc:
        if doc.page_count != unit.pages:
            raise DocumentError(
                f"{unit.name} now has {doc.page_count} pages, not the {unit.pages} counted before numbering; "
                "it changed during the production: run the production again"
            )
        texts: list[str] = []
        for number in range(job.start, job.stop):
            with pdf_errors(unit.name, number):
                text = doc.load_page(number).get_text()
            if unit.kind == "placeholder" and unit.text_file is not None:  # the native's text, not the notice's
                text = unit.text_file.read_text(encoding="utf-8")
            count = non_space(text)
            chars.append(count)
            if count < MIN_TEXT_CHARS and unit.kind in ("pdf", "image"):  # typeset pages never need OCR
                needs_ocr.append(number)
                texts.append("")  # filled in from the page's OCR text file when the document is stamped
                continue
            texts.append(text)
            write_text(job.layout.page_text(job.numbering.label(job.first_number + number)), text)
    # The run's texts in one file, so the document's text is assembled without reopening every page file.
    job.layout.text_run(unit.index, job.start).write_text(json.dumps(texts), encoding="utf-8")
    return ReadResult(unit.index, job.start, tuple(chars), tuple(needs_ocr))


def ocr_dpi(page: pymupdf.Page) -> int:
    """300 dpi, or the scan's own resolution when lower (no point inventing pixels), capped so the
    rendered image stays under ``MAX_OCR_PIXELS`` (a poster-sized page would need gigabytes)."""
    width_in, height_in = page.rect.width / 72, page.rect.height / 72
    dpi = float(DEFAULT_DPI)
    native = [
        info["width"] / (Rect(info["bbox"]).width / 72)
        for info in page.get_image_info()
        if Rect(info["bbox"]).width > 0 and Rect(info["bbox"]).get_area() >= 0.25 * page.rect.get_area()
    ]
    if native:
        dpi = min(dpi, max(max(native), 72.0))
    if width_in * height_in > 0:
        dpi = min(dpi, (MAX_OCR_PIXELS / (width_in * height_in)) ** 0.5)
    return max(int(dpi), 20)


def ocr_page(job: OcrJob) -> OcrOutcome:
    """Render one page as the reader sees it, OCR it (or take the cached result), keep text and word boxes."""
    unit = job.unit
    bates = job.numbering.label(job.first_number + job.page)
    with open_pdf(job.layout.unit_pdf(unit), unit.name) as doc, pdf_errors(unit.name, job.page):
        page = doc.load_page(job.page)
        dpi = ocr_dpi(page)
        png = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, alpha=False).tobytes("png")
    try:
        result = ocr_pngs([png], workers=1, dpi=dpi, cache_dir=job.cache_dir)[0]
    except DocumentError as exc:
        if not tesseract_available():  # not this page's fault: every OCR page would fail
            raise DocumentError(
                f"{unit.name}, page {job.page + 1} has no text layer and Tesseract is not installed; install "
                "it with `sudo apt-get install -y tesseract-ocr` and run the production again"
            ) from exc
        write_text(job.layout.page_text(bates), "")  # one unreadable page degrades that page only
        return OcrOutcome(unit.index, job.page, 0, 0, f"{bates} ({unit.name}, page {job.page + 1}): {exc}")
    words = [[w.text, w.left, w.top, w.width, w.height] for w in result.words]
    payload = {"width_px": result.width_px, "height_px": result.height_px, "words": words}
    job.layout.words(bates).write_text(json.dumps(payload), encoding="utf-8")
    write_text(job.layout.page_text(bates), result.text)
    return OcrOutcome(unit.index, job.page, non_space(result.text), len(words))


def source_hashes(path: Path, copy_to: Path | None = None) -> tuple[str, str]:
    """(md5, sha256) of the file at ``path``, copying it to ``copy_to`` on the way when given."""
    md5, sha256 = hashlib.md5(usedforsecurity=False), hashlib.sha256()
    with contextlib.ExitStack() as stack:
        source = stack.enter_context(path.open("rb"))
        sink = stack.enter_context(copy_to.open("wb")) if copy_to is not None else None
        while chunk := source.read(_CHUNK):
            md5.update(chunk)
            sha256.update(chunk)
            if sink is not None:
                sink.write(chunk)
    return md5.hexdigest(), sha256.hexdigest()


def page_texts(
    layout: Layout, unit: Unit, first_number: int, numbering: Numbering, runs: Sequence[int], ocr: Sequence[int]
) -> list[str]:
    """Every page's text in order: the read jobs' runs, with the OCR'd pages ``ocr`` taken from their text files."""
    texts: list[str] = []
    for start in runs:
        texts.extend(json.loads(layout.text_run(unit.index, start).read_text(encoding="utf-8")))
    for number in ocr:
        with layout.page_text(numbering.label(first_number + number)).open(encoding="utf-8", newline="") as f:
            texts[number] = f.read()
    return texts


def stamp_document(job: StampJob) -> StampResult:
    """Stamp every page (after its invisible OCR text), save the document, its text and any native copy."""
    unit, layout, numbering = job.unit, job.layout, job.numbering
    first = numbering.label(job.first_number)
    ocr_pages = set(job.ocr_pages)
    with open_pdf(layout.unit_pdf(unit), unit.name) as doc:
        ink = PageInk(doc)
        for number in range(doc.page_count):
            bates = numbering.label(job.first_number + number)
            with pdf_errors(unit.name, number):
                page = doc.load_page(number)
                if number in ocr_pages and layout.words(bates).exists():
                    found = json.loads(layout.words(bates).read_text(encoding="utf-8"))
                    ink.invisible_words(page, found["words"], found["width_px"], found["height_px"])
                ink.stamp(page, Stamp(bates, unit.legend, job.position))
        with pdf_errors(unit.name):
            doc.save(layout.document_pdf(first), garbage=1, deflate=True, encryption=pymupdf.PDF_ENCRYPT_NONE)
    texts = page_texts(layout, unit, job.first_number, numbering, job.runs, job.ocr_pages)
    write_text(layout.document_text(first), "\f".join(texts))
    native = layout.native(first, Path(unit.name).suffix.lower()) if unit.treatment == "native" else None
    try:
        md5, sha256 = source_hashes(unit.source, native)
    except FileNotFoundError:
        raise DocumentError(f"{unit.name}: the file vanished ({unit.source}); re-ingest it") from None
    return StampResult(unit.index, md5, sha256, native)
