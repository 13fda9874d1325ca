"""A document as the generator writes it: page texts, the facts printed on each page, and how to render it.

``Builder`` is the pen the document kinds write with: ``new_page`` starts a page, ``write`` adds text to it,
and ``fact`` prints a typed value *and* records it as a ``Fact`` of the current page, so a fact's page is
always the page whose text carries it. Deposition lines are wrapped here too (``numbered_lines``), with
facts kept whole on one line.
"""

from __future__ import annotations

import random
import re
import textwrap
from dataclasses import dataclass, field

from bench.corpus.facts import Fact, Value

NBSP = "\u00a0"
_DOUBLE_STOP = re.compile(r"\b(Inc|Corp|Co|Ltd|L\.P|N\.A|a\.m|p\.m)\.\.(?!\.)")


def tidy(text: str) -> str:
    """One period after an abbreviation that ends a sentence: "Acme Inc.." -> "Acme Inc."."""
    return _DOUBLE_STOP.sub(r"\1.", text)


@dataclass
class Doc:
    kind: str  # "lease", "invoice", "deposition" ...
    title: str  # "Commercial Lease"
    short: str  # how a brief names it before "at": "Lease", "Notice", "Dep. Tr."
    pages: list[str] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)
    mono: set[int] = field(default_factory=set)  # 1-based pages set in a fixed-width font
    scanned: set[int] = field(default_factory=set)  # 1-based pages rendered as scans
    font: str = "helv"  # "helv" | "tiro" (serif) for text pages
    size: float = 11.0
    lineheight: float | None = None  # 2.0 double-spaces a transcript

    @property
    def page_count(self) -> int:
        return len(self.pages)


class Builder:
    def __init__(self, rng: random.Random, kind: str, title: str, short: str) -> None:
        self.rng = rng
        self.doc = Doc(kind, title, short, font=rng.choice(("helv", "helv", "tiro")), size=rng.choice((10.5, 11.0)))
        self._parts: list[str] = []

    @property
    def page_no(self) -> int:
        return len(self.doc.pages) + 1

    def new_page(self, *, mono: bool = False, scanned: bool = False) -> None:
        self._flush()
        self._parts = []
        self._open = True
        if mono:
            self.doc.mono.add(self.page_no)
        if scanned:
            self.doc.scanned.add(self.page_no)

    def write(self, text: str) -> None:
        self._parts.append(text)

    def para(self, text: str) -> None:
        """A paragraph followed by a blank line."""
        self._parts.append(text.rstrip() + "\n\n")

    def fact(self, value: Value, *says: str, protect: bool = False, **extra: object) -> str:
        """Print ``value`` on the current page and record it; returns the printed text."""
        fact = Fact(value=value, says=tuple(says), page=self.page_no, scanned=self.page_no in self.doc.scanned,
                    extra=dict(extra))
        self.doc.facts.append(fact)
        text = value.page()
        return text.replace(" ", NBSP) if protect else text

    def note(self, value: Value, *says: str, **extra: object) -> None:
        """Record a fact that the page states in its own sentence (events, relations), printing nothing."""
        self.fact(value, *says, **extra)

    def done(self) -> Doc:
        self._flush()
        return self.doc

    def _flush(self) -> None:
        if getattr(self, "_open", False):
            text = tidy("".join(self._parts).replace(NBSP, " ").rstrip())
            self.doc.pages.append(text)
            self._open = False


def numbered_lines(turns: list[tuple[str, str]], width: int = 56) -> list[str]:
    """Q./A. turns wrapped to transcript lines; a fact printed with ``protect=True`` never breaks."""
    lines: list[str] = []
    for speaker, text in turns:
        tag = {"Q": "Q.  ", "A": "A.  "}.get(speaker, "")
        body = textwrap.wrap(text, width=width - len(tag), break_long_words=False, break_on_hyphens=False)
        for index, line in enumerate(body):
            lead = tag if index == 0 else " " * len(tag) if speaker in ("Q", "A") else ""
            lines.append((lead + line).replace(NBSP, " "))
    return lines


def money_table(rows: list[tuple[str, ...]], widths: tuple[int, ...], align: str) -> str:
    """Fixed-width rows: ``align`` is one letter per column, "l" or "r"."""
    out = []
    for row in rows:
        cells = [cell.ljust(w) if a == "l" else cell.rjust(w) for cell, w, a in zip(row, widths, align, strict=True)]
        out.append("  ".join(cells).rstrip())
    return "\n".join(out)


BOILERPLATE = (
    "Entire Agreement. This {short} constitutes the entire agreement between the parties concerning its subject "
    "matter and supersedes all prior negotiations, representations and agreements, whether written or oral.",
    "Severability. If any provision of this {short} is held invalid or unenforceable, the remaining provisions "
    "shall remain in full force and effect.",
    "Waiver. No waiver of any breach shall be deemed a waiver of any other or subsequent breach, and no failure "
    "to enforce any provision shall be construed as a waiver of that provision.",
    "Counterparts. This {short} may be executed in counterparts, each of which shall be deemed an original and "
    "all of which together shall constitute one instrument. Electronic signatures shall be effective.",
    "Headings. The headings in this {short} are for convenience only and shall not affect its interpretation.",
    "Assignment. Neither party may assign this {short} without the prior written consent of the other party, "
    "which consent shall not be unreasonably withheld.",
    "Successors. This {short} binds and benefits the parties and their respective successors and permitted "
    "assigns.",
    "Time of Essence. Time is of the essence of each provision of this {short}.",
)


def boilerplate(rng: random.Random, short: str, count: int) -> list[str]:
    return [text.format(short=short) for text in rng.sample(BOILERPLATE, count)]
