"""The record cites of a draft, where they stand and the pages they name.

    marks = find_cites(draft, {"SMITH"})           # "SMITH000004", "SMITH 000004-06", "SMITH000120 at 3", "Ex. 2 at 3"
    for mark in marks:
        mark.start, mark.end                        # the characters to turn into a link
        pages = resolve(mark, index)                # the evidence pages it names (an EvidenceIndex), in order

A Bates pin is the page it names: "SMITH000120 at 3" is SMITH000122 (the third page from SMITH000120), "SMITH000120
at 123" is SMITH000123. A range names every page in it (at most ``MAX_RANGE`` are looked up). An exhibit cite
names the exhibit's pages (its pin pages if it has them).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from server.verify.evidence_index import EvidenceIndex, EvidencePage

MAX_RANGE = 200
_EXHIBIT_RE = re.compile(
    r"\b(?:Exhibits?|Exhs?\.|Exs?\.|PX|DX|JX)\s*(?P<label>\d{1,4}[A-Z]?|[A-Z]{1,2})(?![\w-])"
    r"(?:,?\s+at\s+(?:pp?\.\s*|page\s+)?(?P<pin>\d{1,4})(?:\s*[-–]\s*(?P<pin2>\d{1,4}))?(?![\w/]))?"
)


@dataclass(frozen=True)
class CiteMark:
    start: int
    end: int
    text: str
    bates: tuple[str, ...] = ()  # the Bates ids it names, in order
    exhibit: str | None = None  # or the exhibit label
    pins: tuple[int, ...] = ()  # the exhibit's pin pages (1-based); () = the whole exhibit


def _bates_pattern(prefixes: Iterable[str]) -> re.Pattern[str] | None:
    known = sorted({p for p in prefixes if p}, key=len, reverse=True)
    if not known:
        return None
    alt = "|".join(re.escape(p) for p in known)
    return re.compile(
        rf"(?<![A-Za-z0-9])(?P<p>{alt})[ _-]?(?P<n>\d{{2,}})(?!\d)"
        rf"(?:\s*(?:-|–|—|through|thru|to)\s*(?:(?P<p2>{alt})[ _-]?)?(?P<n2>\d+)(?![\d/]))?"
        rf"(?:,?\s+at\s+(?:(?P<p3>{alt})[ _-]?)?(?P<pin>\d+)(?![\d/]))?"
    )


def find_cites(draft: str, prefixes: Iterable[str]) -> list[CiteMark]:
    """Every Bates cite (prefixes the matter's productions use) and exhibit cite in ``draft``, in order."""
    marks: list[CiteMark] = []
    pattern = _bates_pattern(prefixes)
    for match in pattern.finditer(draft) if pattern else ():
        prefix, digits = match.group("p"), match.group("n")
        width, first = len(digits), int(digits)
        if match.group("pin"):
            pin = int(match.group("pin"))
            number = pin if match.group("p3") or pin >= first else first + pin - 1
            numbers = [number]
        elif match.group("n2"):
            tail = match.group("n2")
            if not match.group("p2") and len(tail) < width:
                tail = digits[: width - len(tail)] + tail
            last = int(tail)
            numbers = list(range(first, min(max(first, last), first + MAX_RANGE - 1) + 1))
        else:
            numbers = [first]
        bates = tuple(f"{prefix}{n:0{width}d}" for n in numbers)
        marks.append(CiteMark(match.start(), match.end(), match.group(0), bates=bates))
    taken = [(m.start, m.end) for m in marks]
    for match in _EXHIBIT_RE.finditer(draft):
        if any(s < match.end() and match.start() < e for s, e in taken):
            continue
        pins: tuple[int, ...] = ()
        if match.group("pin"):
            a = int(match.group("pin"))
            b = int(match.group("pin2") or a)
            pins = tuple(range(a, max(a, b) + 1))[:MAX_RANGE]
        marks.append(
            CiteMark(match.start(), match.end(), match.group(0), exhibit=match.group("label").upper(), pins=pins)
        )
    return sorted(marks, key=lambda m: m.start)


def resolve(mark: CiteMark, index: EvidenceIndex) -> list[EvidencePage]:
    """The evidence pages ``mark`` names that exist, in order ([] when none does)."""
    if mark.exhibit is not None:
        pages = index.exhibit_pages(mark.exhibit)
        return [p for p in pages if p.page in mark.pins] if mark.pins else pages[:MAX_RANGE]
    found = []
    for bates in mark.bates:
        page = index.bates_page(bates)
        if page is not None:
            found.append(page)
    return found
