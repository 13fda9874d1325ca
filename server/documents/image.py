"""Image files (PNG, JPEG, TIFF) as OCR'd pages, one page per frame.

The ingest layer's only use of Pillow's decoders; their many error types are translated here. Each
frame is turned upright by its EXIF orientation (``ImageOps.exif_transpose``: phones and scanners store
the pixels sideways and set a tag), flattened onto white, converted to greyscale PNG and OCR'd in batches
of ``OcrOptions.batch_pages`` frames, so a 500-frame TIFF never has every frame in memory at once.

The resolution Tesseract is told is the file's own (when it states a plausible one), else
``OcrOptions.dpi``. A frame that cannot be decoded or OCR'd is an empty page plus a line in
``metadata["warnings"]``; a file where no frame can be read raises ``DocumentError``.
"""

from __future__ import annotations

import io
import struct
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from PIL import Image, ImageOps, UnidentifiedImageError

from server.documents.ocr_pool import ExtractedPages, OcrOptions, RawPage, batched, join_warnings, ocr_batch, vanished
from server.errors import DocumentError

_FORMATS = {"PNG": "image/png", "JPEG": "image/jpeg", "MPO": "image/jpeg", "TIFF": "image/tiff"}
_SINGLE_FRAME = {"MPO"}  # a phone's multi-picture JPEG: the other frames are previews of the same photo
_PIL_ERRORS = (OSError, ValueError, SyntaxError, EOFError, struct.error, Image.DecompressionBombError)
_ORIENTATION_TAG = 274
_PLAUSIBLE_DPI = range(70, 2401)


def read_image(source: Path | bytes, name: str, *, options: OcrOptions) -> ExtractedPages:
    """OCR every frame of the image at ``source`` (a path, or the bytes of an attachment)."""
    with _stream(source, name) as stream, _open(stream, name) as image:
        if image.format not in _FORMATS:
            raise DocumentError(
                f"{name} is a {image.format} image; only PNG, JPEG and TIFF are supported: convert it to PNG"
            )
        media_type = _FORMATS[image.format]
        dpi = _dpi(image, options.dpi)
        metadata = {"format": image.format, "dpi": str(dpi)}
        orientation = _orientation(image)
        if orientation not in (None, 1):
            metadata["exif_orientation"] = str(orientation)
        warnings: list[str] = []
        pages: list[RawPage] = []
        failed = 0
        for batch in batched(_frames(image, name, dpi, metadata, warnings), max(1, options.batch_pages)):
            pngs = [png for _, png in batch if png is not None]
            results = iter(ocr_batch(pngs, options, dpi=dpi))
            for number, png in batch:
                if png is None:
                    failed += 1
                    pages.append(RawPage(text="", ocr=True))
                    continue
                result = next(results)
                if result.error is not None:
                    failed += 1
                    warnings.append(f"page {number}: OCR failed ({result.error}); its text is empty")
                pages.append(RawPage(text=result.text, ocr=True))
    if failed == len(pages):
        reason = warnings[0] if warnings else "no frames"
        raise DocumentError(f"{name}: no page of the image could be read ({reason}); ask for a fresh copy")
    metadata.update({"page_count": str(len(pages)), "ocr_pages": str(len(pages))})
    metadata.update(join_warnings(warnings))
    return ExtractedPages(pages=tuple(pages), media_type=media_type, metadata=metadata)


def _stream(source: Path | bytes, name: str) -> BinaryIO:
    """A file object, not a path: opened by path, Pillow 13 memory-maps raw TIFFs and then loses their
    EXIF rotation (orientations 5-8 come back unrotated); read through a file object, it applies it."""
    if not isinstance(source, Path):
        return io.BytesIO(source)
    try:
        return source.open("rb")
    except FileNotFoundError:
        raise vanished(name) from None
    except OSError as exc:
        raise DocumentError(f"{name} could not be opened ({exc.strerror or exc}); check its permissions") from exc


def _open(stream: BinaryIO, name: str) -> Image.Image:
    try:
        return Image.open(stream)
    except UnidentifiedImageError as exc:
        raise DocumentError(f"{name} is not a readable image ({exc}); ask for a fresh copy") from exc
    except Image.DecompressionBombError as exc:
        raise DocumentError(f"{name} is too large to OCR safely ({exc}); scan it at a lower resolution") from exc
    except _PIL_ERRORS as exc:
        raise DocumentError(f"{name} could not be read as an image ({exc}); ask for a fresh copy") from exc


def _orientation(image: Image.Image) -> int | None:
    try:
        return image.getexif().get(_ORIENTATION_TAG)
    except _PIL_ERRORS:  # damaged EXIF: exif_transpose will fail on the frame too, and say so
        return None


def _dpi(image: Image.Image, default: int) -> int:
    stated = image.info.get("dpi")
    try:
        value = round(float(stated[0])) if stated else 0
    except (TypeError, ValueError, IndexError):
        value = 0
    return value if value in _PLAUSIBLE_DPI else default


def _frames(
    image: Image.Image, name: str, dpi: int, metadata: dict[str, str], warnings: list[str]
) -> Iterator[tuple[int, bytes | None]]:
    """Yield (page number, greyscale PNG or None if the frame is unreadable) for each frame, lazily."""
    try:
        count = 1 if image.format in _SINGLE_FRAME else getattr(image, "n_frames", 1)
    except _PIL_ERRORS as exc:
        warnings.append(f"the frame list of {name} is damaged ({exc}); only the first frame was read")
        count = 1
    for index in range(count):
        number = index + 1
        try:
            image.seek(index)
            upright = ImageOps.exif_transpose(image)
            if index == 0:
                metadata.update({"width": str(upright.width), "height": str(upright.height)})
            yield number, _png(upright, dpi)
        except _PIL_ERRORS as exc:
            warnings.append(f"page {number}: the image frame could not be decoded ({exc}); its text is empty")
            yield number, None


def _png(image: Image.Image, dpi: int) -> bytes:
    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        image = Image.alpha_composite(white, rgba)
    if image.mode not in ("1", "L"):
        image = image.convert("L")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(dpi, dpi), compress_level=1)
    return buffer.getvalue()
