"""Tesseract OCR, one process per page, one Tesseract thread per process.

The only module that imports ``pytesseract``. Pages are rendered to PNG by the caller (300 dpi by
default) and OCR'd in a ``ProcessPoolExecutor`` whose workers run with ``OMP_THREAD_LIMIT=1``
(Tesseract's own threading fights the pool otherwise). Results are cached on disk by the PNG's
sha256, so re-running a production or an ingest does no OCR twice.

    results = ocr_pngs([png1, png2], workers=2, cache_dir=matter / ".cache" / "ocr")
    results[0].text, results[0].words  # words carry pixel boxes for an invisible text layer
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

from server.errors import DocumentError

DEFAULT_DPI = 300
OCR_TIMEOUT_S = 300


@dataclass(frozen=True)
class OcrWord:
    text: str
    left: int
    top: int
    width: int
    height: int
    block: int
    line: int
    confidence: float


@dataclass(frozen=True)
class OcrResult:
    text: str
    words: tuple[OcrWord, ...]
    width_px: int
    height_px: int
    dpi: int

    @classmethod
    def from_json(cls, data: dict) -> OcrResult:
        return cls(
            text=data["text"],
            words=tuple(OcrWord(**w) for w in data["words"]),
            width_px=data["width_px"],
            height_px=data["height_px"],
            dpi=data["dpi"],
        )


def tesseract_available() -> bool:
    return shutil.which("tesseract") is not None


def _require_tesseract() -> None:
    if not tesseract_available():
        raise DocumentError(
            "Tesseract is not installed, so pages without a text layer cannot be read; "
            "install it with `sudo apt-get install -y tesseract-ocr` (Debian/Ubuntu) or `brew install tesseract`"
        )


def _worker_init() -> None:
    os.environ["OMP_THREAD_LIMIT"] = "1"


def ocr_png(png: bytes, *, dpi: int = DEFAULT_DPI, lang: str = "eng") -> OcrResult:
    """OCR one page image in this process. Errors from Tesseract become ``DocumentError``."""
    import io

    import pytesseract
    from PIL import Image

    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    try:
        with Image.open(io.BytesIO(png)) as image:
            image.load()
            data = pytesseract.image_to_data(
                image,
                lang=lang,
                config=f"--dpi {dpi} --psm 3",
                output_type=pytesseract.Output.DICT,
                timeout=OCR_TIMEOUT_S,
            )
            width, height = image.size
    except (pytesseract.TesseractError, RuntimeError, OSError) as exc:
        raise DocumentError(f"Tesseract could not read a page image ({exc}); check the scan's quality") from exc

    words: list[OcrWord] = []
    lines: dict[tuple[int, int, int], list[str]] = {}
    order: list[tuple[int, int, int]] = []
    for i, raw in enumerate(data["text"]):
        token = (raw or "").strip()
        if not token:
            continue
        key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
        if key not in lines:
            lines[key] = []
            order.append(key)
        lines[key].append(token)
        words.append(
            OcrWord(
                text=token,
                left=int(data["left"][i]),
                top=int(data["top"][i]),
                width=int(data["width"][i]),
                height=int(data["height"][i]),
                block=int(data["block_num"][i]),
                line=int(data["line_num"][i]),
                confidence=float(data["conf"][i]),
            )
        )
    text_lines: list[str] = []
    previous_block = None
    for key in order:
        if previous_block is not None and key[0] != previous_block:
            text_lines.append("")
        text_lines.append(" ".join(lines[key]))
        previous_block = key[0]
    return OcrResult(text="\n".join(text_lines), words=tuple(words), width_px=width, height_px=height, dpi=dpi)


def _cache_key(png: bytes, dpi: int, lang: str) -> str:
    return hashlib.sha256(png + f"|{dpi}|{lang}".encode()).hexdigest()


def ocr_pngs(
    pngs: Sequence[bytes],
    *,
    workers: int = 1,
    dpi: int = DEFAULT_DPI,
    lang: str = "eng",
    cache_dir: Path | None = None,
) -> list[OcrResult]:
    """OCR page images in order, ``workers`` processes at once, reusing cached results."""
    results: list[OcrResult | None] = [None] * len(pngs)
    keys = [_cache_key(png, dpi, lang) for png in pngs]
    todo: list[int] = []
    for i, key in enumerate(keys):
        cached = _read_cache(cache_dir, key)
        if cached is not None:
            results[i] = cached
        else:
            todo.append(i)
    if todo:
        _require_tesseract()
        if workers <= 1 or len(todo) == 1:
            for i in todo:
                results[i] = ocr_png(pngs[i], dpi=dpi, lang=lang)
        else:
            with ProcessPoolExecutor(max_workers=min(workers, len(todo)), initializer=_worker_init) as pool:
                futures = {i: pool.submit(ocr_png, pngs[i], dpi=dpi, lang=lang) for i in todo}
                for i, future in futures.items():
                    results[i] = future.result(timeout=OCR_TIMEOUT_S)
        for i in todo:
            _write_cache(cache_dir, keys[i], results[i])
    return [r for r in results if r is not None]


def _read_cache(cache_dir: Path | None, key: str) -> OcrResult | None:
    if cache_dir is None:
        return None
    path = cache_dir / key[:2] / f"{key}.json"
    try:
        return OcrResult.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write_cache(cache_dir: Path | None, key: str, result: OcrResult | None) -> None:
    if cache_dir is None or result is None:
        return
    path = cache_dir / key[:2] / f"{key}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(asdict(result)), encoding="utf-8")
    os.replace(tmp, path)
