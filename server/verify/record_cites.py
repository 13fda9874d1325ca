"""Record cites as lawyers write them: transcripts by their own page and line, and Bates pages with lines.

    find_record_cites(draft)         # [RecordCite("Tr[reyes] 42:1-42:4", ...), RecordCite("SMITH000012:4-9", ...)]
    parse_lines("SMITH000012:4-9")   # ("SMITH000012", 4, 9)
    Transcripts(index).pages(ref)    # the Bates pages of "Reyes Dep. 57:20-58:3", each cut to its cited lines

Forms read (the label is what the draft calls the transcript; "Reyes Dep." after "Deposition of Ana Reyes
("Reyes Dep.")"):

    Reyes Dep. 57:20-23      Reyes Dep. 57:20-58:3      Reyes Dep. at 57      Tr. 141:3-9      Hr'g Tr. 12:4
    Abernathy EUO 23:8-10    (SMITH000003 at 42:1-4)    SMITH000012:4-9       SMITH000012 at 4-9
    Deposition of Ana Reyes ("Reyes Dep.") 57:20-23   (the short form defined in the cite itself)

A transcript is a client document whose pages print their own page number (``Page 37`` or a bare number at the
top) and number their lines down the margin; its printed numbers are read from the stored page text, so a cite
resolves to the Bates page that prints that number, cut to the cited lines (give or take ``LINE_SLACK`` lines):
text outside them is blanked, offsets kept, so every later stage reads only what those lines say. A label names
its transcript through the witness's name on the transcript's cover; a bare "Tr." names the matter's only
transcript. A cite whose transcript cannot be told is doubt; one to a page or line the transcript does not have
is a cite that does not exist.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from server.verify.evidence_index import EvidenceIndex, EvidencePage
from server.verify.facts import fts_tokens
from server.verify.transcript_lines import line_marks, line_numbers

LINE_SLACK = 1  # a value may sit one line outside the cited lines (a sentence runs on)
TRANSCRIPT_LABEL_WORDS = 3
_KINDS = r"Dep(?:o)?\.|Tr\.|EUO|Trans\.|Hr[’']g\s+Tr\.|Depo(?:sition)?\s+Tr\."
TRANSCRIPT_CITE_RE = re.compile(
    rf"(?P<label>(?:(?:[A-Z][A-Za-z’'-]+|[A-Z]\.)\s+){{0,{TRANSCRIPT_LABEL_WORDS}}}?)(?P<kind>{_KINDS})"
    r"(?:[\"”]\))?"  # the short form defined where it is first used: Deposition of Ana Reyes ("Reyes Dep.") 57:20
    r"(?:,?\s*(?:at\s+)?(?P<p1>\d{1,4})(?::(?P<l1>\d{1,2})(?:\s*[-–]\s*(?:(?P<p2>\d{1,4}):)?(?P<l2>\d{1,2}))?)?)"
    r"(?![\d:])"
)
_MORE_LINES_RE = re.compile(
    r"\s*[,;]\s*(?:and\s+)?(?P<p1>\d{1,4}):(?P<l1>\d{1,2})(?:\s*[-–]\s*(?:(?P<p2>\d{1,4}):)?(?P<l2>\d{1,2}))?(?![\d:])"
)
_PRINTED_PAGE_RE = re.compile(r"(?im)^[^\S\n]*(?:page[^\S\n]+)?(?P<n>\d{1,4})[^\S\n]*$|\bPage[^\S\n]+(?P<m>\d{1,4})\b")
_LINES_CITE_RE = re.compile(r"^(?P<bates>[^:\s]+):(?P<a>\d{1,2})-(?P<b>\d{1,2})$")
_TRANSCRIPT_REF_RE = re.compile(
    r"^Tr\[(?P<label>[^\]]*)\] (?P<p1>\d+)(?::(?P<l1>\d+)-(?P<p2>\d+):(?P<l2>\d+))?$"
)
_NOT_LABEL = frozenset(fts_tokens("see also cf the and of in at id ibid hearing trial deposition"))


@dataclass(frozen=True)
class TranscriptRef:
    label: str  # the witness words ("reyes"), "@SMITH000003" (the transcript holding that page) or "" (the only one)
    first_page: int
    first_line: int | None = None  # None: the whole page
    last_page: int | None = None
    last_line: int | None = None

    @property
    def cite(self) -> str:
        if self.first_line is None:
            return f"Tr[{self.label}] {self.first_page}"
        return f"Tr[{self.label}] {self.first_page}:{self.first_line}-{self.last_page}:{self.last_line}"


def transcript_ref(label: str, p1: str, l1: str | None, p2: str | None, l2: str | None) -> TranscriptRef:
    first = int(p1)
    if l1 is None:
        return TranscriptRef(label, first)
    last_page = int(p2) if p2 else first
    return TranscriptRef(label, first, int(l1), last_page, int(l2) if l2 else int(l1))


def label_words(label: str) -> str:
    """The words that name the witness: "Ana Reyes" of "Ana Reyes Dep.", "" of "Hr'g Tr."."""
    return " ".join(w for w in fts_tokens(label) if w not in _NOT_LABEL and len(w) > 1)


def parse_transcript(cite: str) -> TranscriptRef | None:
    m = _TRANSCRIPT_REF_RE.match(cite)
    if not m:
        return None
    return transcript_ref(m.group("label"), m.group("p1"), m.group("l1"), m.group("p2"), m.group("l2"))


def parse_lines(cite: str) -> tuple[str, int, int] | None:
    """ "SMITH000012:4-9" -> ("SMITH000012", 4, 9)."""
    m = _LINES_CITE_RE.match(cite)
    return (m.group("bates"), int(m.group("a")), int(m.group("b"))) if m else None


def printed_page(page: EvidencePage) -> int | None:
    """The page number a transcript page prints at its top (its first three lines), if it is a transcript page."""
    if not line_marks(page.text):
        return None
    head = "\n".join(page.text.strip("\n").splitlines()[:3])
    for m in _PRINTED_PAGE_RE.finditer(head):
        value = m.group("n") or m.group("m")
        if value:
            return int(value)
    return None


def line_spans(text: str) -> dict[int, tuple[int, int]]:
    """Where each numbered line of a transcript page is: {line number: (start, end)}, a line running from its
    number to the next line's number (text extraction may put the number on a line of its own)."""
    marks = line_marks(text)
    spans: dict[int, tuple[int, int]] = {}
    for i, (n, start, _end) in enumerate(marks):
        spans[n] = (start, marks[i + 1][1] if i + 1 < len(marks) else _line_end(text, start))
    return spans


def _line_end(text: str, start: int) -> int:
    """The end of the last numbered line: its own line, and the next one if the number stood alone."""
    end = text.find("\n", start)
    if end < 0:
        return len(text)
    if not text[start:end].strip().isdigit():
        return end
    after = text.find("\n", end + 1)
    return len(text) if after < 0 else after


def cut_to_lines(page: EvidencePage, first: int | None, last: int | None) -> EvidencePage | None:
    """``page`` with only lines ``first``..``last`` (give or take ``LINE_SLACK``) left; None if it has no such
    lines. Offsets are kept: the rest is blanked, line breaks and all else as spaces."""
    if first is None:
        return page
    spans = line_spans(page.text)
    last = last or first
    if first not in spans or last not in spans or last < first:
        return None
    lo, hi = max(min(spans), first - LINE_SLACK), min(max(spans), last + LINE_SLACK)
    while lo not in spans:
        lo += 1
    while hi not in spans:
        hi -= 1
    lo, hi = spans[lo][0], spans[hi][1]
    text = page.text
    margin = {i for start, end in line_numbers(text) for i in range(start, end)}  # the numbering stays: a transcript
    kept = "".join(ch if lo <= i < hi or ch == "\n" or i in margin else " " for i, ch in enumerate(text))
    return replace(page, text=kept, lines=(first, last))


class Transcripts:
    """The matter's transcripts, read lazily: which documents print page numbers, and where each page is."""

    def __init__(self, index: EvidenceIndex) -> None:
        self.index = index
        self._pages: dict[str, dict[int, EvidencePage]] = {}  # document id -> printed page -> Bates page
        self._by_label: dict[str, list[str]] = {}

    def _printed(self, document_id: str) -> dict[int, EvidencePage]:
        if document_id not in self._pages:
            numbered: dict[int, EvidencePage] = {}
            for page in self.index.document_pages(document_id):
                n = printed_page(page)
                if n is not None and n not in numbered:
                    numbered[n] = page
            self._pages[document_id] = numbered
        return self._pages[document_id]

    def documents(self, label: str) -> list[str]:
        """The transcripts ``label`` can name: those whose cover (first page) names the witness's words."""
        if label in self._by_label:
            return self._by_label[label]
        if label.startswith("@"):
            page = self.index.bates_page(label[1:])
            found = [page.document_id] if page is not None and self._printed(page.document_id) else []
        else:
            words = label.split()
            candidates = self.index.search(words[-1:], phrase=False, limit=50, any_term=True) if words else []
            found = []
            for page in candidates:
                if page.bates is None and any(p.bates for p in candidates):
                    continue  # once produced, a transcript is cited by its Bates pages
                if page.document_id in found or not self._printed(page.document_id):
                    continue
                cover = " ".join(fts_tokens(self.index.document_pages(page.document_id)[0].text[:1500]))
                if all(f" {w} " in f" {cover} " for w in words[-1:]):
                    found.append(page.document_id)
        self._by_label[label] = found
        return found

    def pages(self, ref: TranscriptRef) -> tuple[list[EvidencePage], str | None]:
        """The cited lines of each cited page, and what went wrong: None (resolved), "unknown" (no transcript
        can be told from the label) or "missing" (the transcript has no such page or line)."""
        documents = self.documents(ref.label) if ref.label else []
        if not ref.label:
            documents = self._all_transcripts()
        if len(documents) != 1:
            return [], "unknown"
        printed = self._printed(documents[0])
        last_page = ref.last_page or ref.first_page
        if last_page < ref.first_page or any(n not in printed for n in (ref.first_page, last_page)):
            return [], "missing"
        out: list[EvidencePage] = []
        for n in range(ref.first_page, last_page + 1):
            if n not in printed:
                continue
            first = ref.first_line if n == ref.first_page else 1
            last = ref.last_line if n == last_page else max(line_spans(printed[n].text) or {1: (0, 0)})
            cut = cut_to_lines(printed[n], first, last) if ref.first_line is not None else printed[n]
            if cut is None:
                return [], "missing"
            out.append(cut)
        return out, None

    def _all_transcripts(self) -> list[str]:
        if "" not in self._by_label:
            pages = self.index.search(["page"], phrase=False, limit=200)
            if any(p.bates for p in pages):
                pages = [p for p in pages if p.bates]
            docs = list(dict.fromkeys(p.document_id for p in pages))
            self._by_label[""] = [d for d in docs if self._printed(d)]
        return self._by_label[""]


@dataclass(frozen=True)
class RecordCite:
    start: int
    end: int
    cite: str  # canonical: "Tr[reyes] 42:1-42:4"
    label: str


def find_transcript_cites(draft: str, taken: Callable[[int, int], bool] | None = None) -> list[RecordCite]:
    """Every transcript cite of ``draft`` where ``taken(start, end)`` is false (see the module docstring)."""
    found: list[RecordCite] = []
    for m in TRANSCRIPT_CITE_RE.finditer(draft):
        if not m.group("p1"):
            continue
        start = m.start("label") if m.group("label") else m.start("kind")
        if taken is not None and taken(start, m.end()):
            continue
        label = label_words(m.group("label") or "")
        ref = transcript_ref(label, m.group("p1"), m.group("l1"), m.group("p2"), m.group("l2"))
        found.append(RecordCite(start, m.end(), ref.cite, label))
        end = m.end()
        while more := _MORE_LINES_RE.match(draft, end):  # "Dep. 41:2-6, 41:22-24; 43:1": the same transcript
            ref = transcript_ref(label, more.group("p1"), more.group("l1"), more.group("p2"), more.group("l2"))
            found.append(RecordCite(more.start("p1"), more.end(), ref.cite, label))
            end = more.end()
    return found


__all__ = [
    "LINE_SLACK",
    "RecordCite",
    "TranscriptRef",
    "Transcripts",
    "cut_to_lines",
    "find_transcript_cites",
    "parse_lines",
    "parse_transcript",
    "printed_page",
]
