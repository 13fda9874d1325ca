"""A transcript page's margin line numbers: where they are, so no stage reads them as words or values.

    line_numbers(text)   # [(start, end), ...] of "1" .. "25" down the margin, or [] if the page is no transcript

A line number opens its line, followed by the testimony (``" 7   Q. Where ..."``) or standing alone when text
extraction puts it on a line of its own (``" 7\\nQ. Where ..."``). Only a run that counts up by one from a small
first number is taken, and only on a page with ``MIN_NUMBERED_LINES`` of them: a column of figures in a ledger is
no line numbering.
"""

from __future__ import annotations

import re

MIN_NUMBERED_LINES = 8
_MARK_RE = re.compile(r"(?m)^[ \t]*(\d{1,2})(?=[ \t]+\S|[ \t]*$)")


def line_marks(text: str) -> list[tuple[int, int, int]]:
    """(number, start, end) of each margin line number, in order (see the module docstring)."""
    marks: list[tuple[int, int, int]] = []
    for m in _MARK_RE.finditer(text):
        n = int(m.group(1))
        if (not marks and n <= 5) or (marks and n == marks[-1][0] + 1):
            marks.append((n, m.start(1), m.end(1)))
        elif marks and n == 1 and len(marks) < MIN_NUMBERED_LINES:  # a false start: begin again
            marks = [(n, m.start(1), m.end(1))]
    return marks if len(marks) >= MIN_NUMBERED_LINES else []


def line_numbers(text: str) -> list[tuple[int, int]]:
    """The spans of a transcript page's line numbers ([] when the page is not numbered down its margin)."""
    return [(start, end) for _n, start, end in line_marks(text)]
