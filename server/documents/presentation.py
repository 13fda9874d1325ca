"""PowerPoint ``.pptx`` into pages through python-pptx: each slide a page, its text then its speaker notes.

    pages, metadata = read_presentation(Path("deck.pptx"), "deck.pptx")
    # pages[1] == "Slide 2: Payment history\\nInvoice 4471 | $27,000.00\\n[notes] Mention the late fee."

A slide's page starts ``Slide N`` (``(hidden slide)`` when it is hidden), then its title, then the text of its
shapes in the slide's order (groups opened, tables row by row with `` | `` between cells), then the speaker
notes as ``[notes] ...``. python-pptx errors are translated to ``DocumentError`` here only.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterator
from pathlib import Path

from lxml import etree

from server.errors import DocumentError

MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation"


def read_presentation(source: Path | bytes, name: str) -> tuple[list[str], dict[str, str]]:
    """One page per slide of the ``.pptx`` at ``source``, and the deck's metadata."""
    from pptx import Presentation
    from pptx.exc import PackageNotFoundError

    try:
        deck = Presentation(io.BytesIO(source) if isinstance(source, bytes) else str(source))
        pages = [_slide(number, slide) for number, slide in enumerate(deck.slides, start=1)]
        core = deck.core_properties
        metadata = {
            key: str(value)
            for key in ("title", "author", "created", "modified", "last_modified_by")
            if (value := getattr(core, key, None)) not in (None, "")
        }
    except (PackageNotFoundError, zipfile.BadZipFile, KeyError, ValueError, etree.XMLSyntaxError) as exc:
        raise DocumentError(
            f"{name} is not a readable PowerPoint file ({type(exc).__name__}: {exc}); it may be damaged or only "
            "named .pptx: open it in PowerPoint and save it again, or ask for a PDF"
        ) from exc
    if not pages:
        raise DocumentError(f"{name} has no slides; ask for the presentation again")
    metadata.update({"slide_count": str(len(pages)), "hidden_slides": str(sum("(hidden slide)" in p for p in pages))})
    return pages, metadata


def _slide(number: int, slide) -> str:
    hidden = slide._element.get("show") in ("0", "false")
    title_shape = slide.shapes.title
    title = title_shape.text_frame.text.strip() if title_shape is not None and title_shape.has_text_frame else ""
    heading = f"Slide {number}" + (" (hidden slide)" if hidden else "") + (f": {title}" if title else "")
    lines = [heading]
    for shape in slide.shapes:
        if title_shape is not None and shape.shape_id == title_shape.shape_id:
            continue
        lines.extend(_shape_lines(shape))
    if slide.has_notes_slide:
        notes = slide.notes_slide.notes_text_frame
        if notes is not None and notes.text.strip():
            lines.append("[notes] " + notes.text.strip())
    return "\n".join(line for line in lines if line.strip())


def _shape_lines(shape) -> Iterator[str]:
    if getattr(shape, "shape_type", None) is not None and hasattr(shape, "shapes"):  # a group
        for inner in shape.shapes:
            yield from _shape_lines(inner)
        return
    if getattr(shape, "has_table", False) and shape.has_table:
        for row in shape.table.rows:
            cells = [" ".join(cell.text.split()) for cell in row.cells]
            if any(cells):
                yield " | ".join(cells)
        return
    if getattr(shape, "has_text_frame", False) and shape.has_text_frame:
        for paragraph in shape.text_frame.paragraphs:
            text = "".join(run.text for run in paragraph.runs) or paragraph.text
            if text.strip():
                yield text.strip()
