"""A draft's parts as a filing sets them: caption, title, headings, numbered paragraphs, signature block.

    parts = read_structure(draft)                 # a DraftText (Word, PDF, Markdown, text)
    parts.caption.court, parts.caption.parties, parts.caption.case_number
    for part in parts.body: part.kind, part.start, part.end, part.number   # spans of draft.text

Read from the text, the way a clerk would: caption lines (the court, "Plaintiff", "v.", "Case No.") before the
title; the title (the first short line in capitals, or a Markdown heading); numbered paragraphs ("3. ..."); short
lines in capitals as headings; and from the first "Dated:", "/s/", "Respectfully submitted" or jurat line to the
end, the signature block. Spans always point into ``draft.text``, so cites keep their links and statements their
comments.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from server.documents.drafts import DraftText

PartKind = Literal["title", "heading", "numbered", "paragraph", "signature"]
_COURT_RE = re.compile(r"(?i)\b(?:court|tribunal|district\s+of|county\s+of|state\s+of)\b")
_CASE_RE = re.compile(r"(?i)\b(?:case|civil\s+action|index|docket|cause)\s+no\.?")
_PARTY_RE = re.compile(
    r"(?i)^\s*(?:plaintiffs?|defendants?|petitioners?|respondents?)[,.]?\s*$|^\s*-?\s*(?:against|v\.?|vs\.?)\s*-?\s*$"
)
_SIGNATURE_RE = re.compile(
    r"(?im)^\s*(?:dated\b|executed\s+on\b|/s/|respectfully\s+submitted|sworn\s+to|subscribed\s+and\s+sworn|"
    r"notary\s+public|signed\s*:)"
)
_NUMBER_RE = re.compile(r"^\s*(?:¶\s*)?(\d{1,3})[.)]\s+")


@dataclass(frozen=True)
class Caption:
    court: str = ""
    parties: tuple[str, ...] = ()  # the left column, line by line ("SMITH RENOVATIONS,", "Plaintiff,", "v.", ...)
    case_number: str = ""

    @property
    def empty(self) -> bool:
        return not (self.court or self.parties or self.case_number)


@dataclass(frozen=True)
class Part:
    kind: PartKind
    start: int  # draft.text[start:end] is what is set (a numbered paragraph's number included)
    end: int
    number: str | None = None  # "3" for a numbered paragraph
    body: int = 0  # where the text after the number starts (== start when there is none)


@dataclass(frozen=True)
class Structure:
    caption: Caption
    title: Part | None
    body: tuple[Part, ...]


def _heading(line: str) -> bool:
    words = line.split()
    if not words or len(words) > 12 or "\n" in line.strip():
        return False
    if line.lstrip().startswith("#"):
        return True
    letters = [ch for ch in line if ch.isalpha()]
    return bool(letters) and sum(ch.isupper() for ch in letters) / len(letters) >= 0.75


def _caption_line(line: str) -> bool:
    if len(line.split()) > 12 or _NUMBER_RE.match(line):
        return False
    return bool(_COURT_RE.search(line) or _CASE_RE.search(line) or _PARTY_RE.match(line))


def read_structure(draft: DraftText) -> Structure:
    text = draft.text
    blocks = [b for b in draft.blocks if b.kind != "header"]
    caption_lines: list[str] = []
    index = 0
    while index < len(blocks):  # caption blocks: any line of them reads as a caption line
        lines = [line for line in text[blocks[index].start : blocks[index].end].splitlines() if line.strip()]
        if not any(_caption_line(line) for line in lines) or (len(lines) == 1 and _heading(lines[0]) and caption_lines
                                                               and not _caption_line(lines[0])):  # fmt: skip
            break
        caption_lines += lines
        index += 1
    title = None
    if index < len(blocks) and _heading(text[blocks[index].start : blocks[index].end]):
        block = blocks[index]
        lead = len(text[block.start : block.end]) - len(text[block.start : block.end].lstrip("# "))
        title = Part("title", block.start + lead, block.end, body=block.start + lead)
        index += 1
    body: list[Part] = []
    signing = False
    for block in blocks[index:]:
        chunk = text[block.start : block.end]
        signing = signing or bool(_SIGNATURE_RE.search(chunk))
        if signing:
            body.append(Part("signature", block.start, block.end, body=block.start))
            continue
        number = _NUMBER_RE.match(chunk)
        if number or block.number:
            label = number.group(1) if number else (block.number or "").strip(".)( ")
            after = block.start + (number.end() if number else 0)
            body.append(Part("numbered", block.start, block.end, number=label, body=after))
        elif _heading(chunk):
            lead = len(chunk) - len(chunk.lstrip("# "))
            body.append(Part("heading", block.start + lead, block.end, body=block.start + lead))
        else:
            body.append(Part("paragraph", block.start, block.end, body=block.start))
    return Structure(_caption(caption_lines), title, tuple(body))


def _caption(lines: list[str]) -> Caption:
    court = [line.strip() for line in lines if _COURT_RE.search(line) and not _CASE_RE.search(line)]
    case = [line.strip() for line in lines if _CASE_RE.search(line)]
    parties = tuple(line.strip() for line in lines if line.strip() not in court and line.strip() not in case)
    return Caption(" ".join(court), parties, " ".join(case))
