"""The claims a draft makes that the evidence must carry, each with its exact span in the draft.

    claims = extract_claims(draft, bates_prefixes={"SMITH"})
    for claim in claims:
        assert draft[claim.start:claim.end] == claim.text

Kinds: ``bates`` (SMITH000123, ranges SMITH000123-127, pins "SMITH000120 at 3"), ``exhibit``
("Ex. 4", "Exhibit B at 3"), ``date``, ``amount``, ``quote``, ``case``, ``statute``, ``rule``,
``person`` (people and companies named in a sentence that cites evidence: the cited page must
name them too, with the same given name or initial), and the atoms of ``server.verify.atoms`` in a
sentence that cites evidence: ``percent``, ``quantity``, ``number``, ``section``, ``identifier``,
``place``.

Anything *written as* a Bates cite is a ``bates`` claim even when its prefix is not one of the
matter's: an all-caps token with three or more digits in a cite position - "(RTX 3060)",
"at RTX 3060", "Bates No. RTX 3060", "see RTX 3060" - so a cite the model made up fails as
``not_found`` instead of passing unnoticed.

Facts travel with the cites of their sentence (``Claim.cites``). A sentence that is only a cite
("See SMITH000123." or "(Ex. 4 at 2.)") lends its cites to the sentence before it. A quote followed
directly by a cite ("..." (SMITH000123)) takes that pin cite alone.

Cite strings are canonical: ``SMITH000123``, ``SMITH000123-SMITH000127`` (a range), ``Ex. 4``,
``Ex. 4 at 3`` or ``Ex. 4 at 3-4`` (pages of the exhibit, 1-based); ``parse_cite`` reads them back.
A Bates pin is resolved into the page it names: "SMITH000120 at 3" cites ``SMITH000122`` (the third
page from SMITH000120), "SMITH000120 at 123" or "at SMITH000123" cites ``SMITH000123``.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Literal, cast

from server.verify.atoms import ATOM_KINDS, find_atoms
from server.verify.facts import find_amounts, find_dates, fts_tokens
from server.verify.legal_cites import find_legal_cites
from server.verify.names import find_names
from server.verify.record_cites import find_transcript_cites, parse_transcript, transcript_ref

ClaimKind = Literal[
    "bates", "exhibit", "transcript", "date", "amount", "quote", "case", "statute", "rule", "person",
    "percent", "quantity", "number", "section", "identifier", "place", "time",
]  # fmt: skip
CITE_KINDS = frozenset({"bates", "exhibit", "transcript"})
FACT_KINDS = frozenset({"date", "amount", "quote", "person", *ATOM_KINDS})
LAW_KINDS = frozenset({"case", "statute", "rule"})


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


MIN_QUOTE_WORDS = 3
MAX_RANGE_PAGES = 5000


@dataclass(frozen=True)
class Claim:
    kind: ClaimKind
    text: str  # the exact characters in the draft
    start: int
    end: int  # draft[start:end] == text
    sentence_start: int
    sentence_end: int  # the enclosing sentence
    value: str  # "SMITH000123" / "2024-03-03" / "12500.00 USD" / normalised quote / "550 U.S. 544 (2007)"
    cites: tuple[str, ...] = ()  # for a fact: canonical Bates / exhibit cites that carry it
    detail: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class CiteRef:
    """A canonical cite string read back: Bates ids (a range expanded lazily) or an exhibit and its pages."""

    kind: Literal["bates", "exhibit"]
    first: str  # Bates id, or the exhibit label ("4", "B")
    last: str | None = None  # last Bates id of a range
    pages: tuple[int, ...] = ()  # exhibit pin pages, 1-based; () = the whole exhibit


@dataclass
class _Raw:
    kind: str  # a ClaimKind, or "docket" (a record cite that is never a claim itself)
    start: int
    end: int
    value: str
    detail: dict[str, str] = field(default_factory=dict)
    cite: str | None = None  # canonical cite string for bates / exhibit claims


_QUOTE_RE = re.compile(r"“(?P<c>(?:[^“”\n]|\n(?![ \t]*\n)){1,4000}?)”|\"(?P<s>(?:[^\"\n]|\n(?![ \t]*\n)){1,4000}?)\"")
_GENERIC_BATES_RE = re.compile(
    r"(?:(?P<open>[(\[;])\s*(?:(?:[Ss]ee(?:\s+also)?|[Cc]f\.|e\.g\.,?|citing|Bates(?:\s+Nos?\.)?)\s+)?"
    r"|\b(?:at|Bates(?:\s+(?:No|Nos|Number|Numbers)\.?)?|[Ss]ee(?:\s+also)?|[Cc]f\.|citing|cited\s+at)\s+)"
    r"(?P<p>[A-Z][A-Z0-9]{0,10}[A-Z])(?P<sep>[ _-]?)(?P<n>\d{3,})(?![\w]|[.,]\d)"
)
_NOT_BATES = _words(
    "USD EUR GBP CAD AUD CHF JPY CPLR FRCP FRE ILCS UCC USC CFR ECF ISO ANSI IEEE ID NO FY CY TIN EIN SSN ZIP JAN "
    "FEB MAR APR MAY JUN JUL AUG SEP SEPT OCT NOV DEC RULE SBN WSBA OSB ISB ARDC BAR"
)
_EXHIBIT_RE = re.compile(
    r"\b(?:Exhibits?|Exhs?\.|Exs?\.|PX|DX|JX)\s*(?P<label>\d{1,4}[A-Z]?|[A-Z]{1,2})(?![\w-])"
    r"(?:,?\s+at\s+(?:pp?\.\s*|page\s+)?(?P<pin>\d{1,4})(?:\s*[-–]\s*(?P<pin2>\d{1,4}))?(?![\w/]))?"
)
_BATES_ID_RE = re.compile(r"^(?P<prefix>.*?)(?P<digits>\d+)$")
_ABBREVIATIONS = _words(
    "mr mrs ms dr jr sr st no nos ex exs exh inc corp co ltd llc v vs fed r civ p evid app crim cir supp f s ct "
    "cal etc e.g i.e at cf al jan feb mar apr jun jul aug sep sept oct nov dec ch stat ann gen bus com prof "
    "rev dist bankr sec art para pp dkt ecf tr dep decl aff mem opp br pl def pls defs mot l j ed n.y u.s n.d s.d "
    "e.d w.d d.c sup bros dept assn ass'n intl int'l nat'l natl govt gov't ave blvd"
)
_SENTENCE_END_RE = re.compile(r"[.!?]+[\"”’)\]]*(?=\s)|\n[ \t]*\n|\n(?=[ \t]*(?:[-*•]|\d{1,2}[.)]|#{1,6})[ \t])")
_LONE_MARKER_RE = re.compile(r"\(?(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,5})[.)]|¶\s*\d{1,3}\.?")
_MARKER_RE = re.compile(r"\s*(?:\(?(?:\d{1,3}|[a-z]|[ivx]{1,5})[.)]|¶\s*\d{1,3}\.?)[ \t]+")
# Counts that describe the cite itself ("the letter runs two pages"), not a fact on the page.
META_UNITS = frozenset({"page", "exhibit", "document", "attachment", "enclosure"})
_DOCKET_RE = re.compile(r"\b(?:ECF|Dkt\.?|Docket)\s*(?:Nos?\.?\s*)?\d+(?:,?\s*at\s*\d+)?")
_SIGNATURE_DATE_RE = re.compile(r"\s*(?:Dated|DATED|Executed(?:\s+on)?)\b")
_LAW_KINDS = frozenset({"case", "statute", "rule", "docket"})
_LABEL_WORDS = _words("ex. exs. exh. exhibit exhibits appendix schedule annex part tab section")


def parse_cite(cite: str) -> CiteRef | None:
    """Read a canonical cite string back (``SMITH000123``, ``SMITH000123-SMITH000127``, ``Ex. 4 at 3-4``)."""
    exhibit = re.fullmatch(r"Ex\. (?P<label>\S+)(?: at (?P<a>\d+)(?:-(?P<b>\d+))?)?", cite)
    if exhibit:
        if not exhibit.group("a"):
            return CiteRef("exhibit", exhibit.group("label"))
        first, last = int(exhibit.group("a")), int(exhibit.group("b") or exhibit.group("a"))
        return CiteRef("exhibit", exhibit.group("label"), pages=tuple(range(first, max(first, last) + 1)))
    if "-" in cite:
        first, last = cite.split("-", 1)
        return CiteRef("bates", first, last)
    return CiteRef("bates", cite) if cite else None


def bates_range(first: str, last: str) -> list[str] | None:
    """Every Bates id from ``first`` to ``last`` (same prefix and width); None if the range runs backwards."""
    a, b = _BATES_ID_RE.match(first), _BATES_ID_RE.match(last)
    if not a or not b or a.group("prefix") != b.group("prefix"):
        return None
    start, stop = int(a.group("digits")), int(b.group("digits"))
    if stop < start:
        return None
    width = len(a.group("digits"))
    return [f"{a.group('prefix')}{n:0{width}d}" for n in range(start, min(stop, start + MAX_RANGE_PAGES) + 1)]


def _quotes(draft: str) -> list[_Raw]:
    found: list[_Raw] = []
    for match in _QUOTE_RE.finditer(draft):
        inner = match.group("c") if match.group("c") is not None else match.group("s")
        if len(fts_tokens(inner)) < MIN_QUOTE_WORDS or _defined_term(draft, match.start(), inner):
            continue
        value = " ".join(inner.replace("’", "'").replace("‘", "'").split()).lower()
        found.append(_Raw("quote", match.start(), match.end(), value))
    return found


_DEFINES_RE = re.compile(r"(?i)(?:\(|\bas\s+|\bhereinafter\s+|\bcalled\s+|\breferred\s+to\s+as\s+|“|\bthe\s+)\s*$")


def _defined_term(draft: str, start: int, inner: str) -> bool:
    """A short form the draft defines ("Deposition of Ana Reyes ("Reyes Dep.")", as "Hr'g Tr.", the "Lease"): a
    name it gives, not words it quotes from the record."""
    words = inner.strip(" .,").split()
    if not words or len(words) > 4 or not all(w[0].isupper() or not w[0].isalpha() for w in words):
        return False
    return bool(_DEFINES_RE.search(draft[max(0, start - 30) : start]))


def _pad(number: int, width: int) -> str:
    return f"{number:0{width}d}"


def _known_bates(draft: str, prefixes: list[str]) -> list[_Raw]:
    if not prefixes:
        return []
    alt = "|".join(re.escape(p) for p in sorted(prefixes, key=len, reverse=True))
    pattern = re.compile(
        rf"(?<![A-Za-z0-9])(?P<p>{alt})[ _-]?(?P<n>\d{{2,}})(?!\d)"
        rf"(?:\s*(?:-|–|—|through|thru|to)\s*(?:(?P<p2>{alt})[ _-]?)?(?P<n2>\d+)(?![\d/]))?"
        rf"(?:(?::|,?\s+at\s+)(?P<l1>\d{{1,2}})\s*[-–]\s*(?P<l2>\d{{1,2}})(?![\d:/])"  # lines of that page
        rf"|,?\s+at\s+(?P<tp>\d{{1,4}}):(?P<tl1>\d{{1,2}})(?:\s*[-–]\s*(?:(?P<tp2>\d{{1,4}}):)?(?P<tl2>\d{{1,2}}))?"
        rf"(?![\d:])"  # a transcript's own page and lines, the transcript named by one of its Bates pages
        rf"|,?\s+at\s+(?:(?P<p3>{alt})[ _-]?)?(?P<pin>\d+)(?![\d/:]))?"
    )
    found: list[_Raw] = []
    for match in pattern.finditer(draft):
        prefix, digits = match.group("p"), match.group("n")
        width = len(digits)
        first = prefix + digits
        detail = {"prefix": prefix, "known_prefix": "true"}
        cite = first
        if match.group("n2"):
            end_digits = match.group("n2")
            if not match.group("p2") and len(end_digits) < width:
                end_digits = digits[: width - len(end_digits)] + end_digits
            last = prefix + _pad(int(end_digits), width)
            detail["range_end"] = last
            cite = f"{first}-{last}"
        if match.group("l1"):
            detail["lines"] = f"{match.group('l1')}-{match.group('l2')}"
            cite = f"{first}:{detail['lines']}"
        elif match.group("tp"):
            ref = transcript_ref(f"@{first}", match.group("tp"), match.group("tl1"), match.group("tp2"),
                                 match.group("tl2"))  # fmt: skip
            found.append(_Raw("transcript", match.start(), match.end(), ref.cite, {"transcript": ref.cite}, ref.cite))
            continue
        if match.group("pin"):
            pin = match.group("pin")
            detail["pin"] = pin
            if match.group("p3") or int(pin) >= int(digits):
                page = prefix + _pad(int(pin), width)
            else:
                page = prefix + _pad(int(digits) + int(pin) - 1, width)
            detail["pin_page"] = page
            cite = page
            if not match.group("p3") and int(pin) < int(digits) and int(pin) <= 40:  # page N of it, or its line N
                detail["line_or_page"] = f"{first}:{pin}-{pin}"
                cite = f"{page}|{first}:{pin}-{pin}"
        found.append(_Raw("bates", match.start(), match.end(), first, detail, cite))
    return found


def _generic_bates(draft: str, prefixes: set[str]) -> list[_Raw]:
    found: list[_Raw] = []
    for match in _GENERIC_BATES_RE.finditer(draft):
        prefix = match.group("p")
        if prefix in prefixes or prefix in _NOT_BATES or sum(ch.isalpha() for ch in prefix) < 2:
            continue
        value = prefix + match.group("n")
        detail = {"prefix": prefix, "known_prefix": "false"}
        found.append(_Raw("bates", match.start("p"), match.end("n"), value, detail, value))
    return found


def _exhibits(draft: str) -> list[_Raw]:
    found: list[_Raw] = []
    for match in _EXHIBIT_RE.finditer(draft):
        label = match.group("label").upper()
        detail: dict[str, str] = {}
        cite = f"Ex. {label}"
        if match.group("pin"):
            pin, pin2 = match.group("pin"), match.group("pin2")
            detail["pin"] = pin if not pin2 else f"{pin}-{pin2}"
            cite += f" at {detail['pin']}"
        found.append(_Raw("exhibit", match.start(), match.end(), label, detail, cite))
    return found


class SpanMask:
    """Spans of a draft taken by quotations and cites, as a mask of its characters: "does this overlap a taken
    span?" costs the length of the question, not the number of spans (time stays linear in the draft)."""

    def __init__(self, size: int, spans: Iterable[tuple[int, int]] = ()) -> None:
        self._mask = bytearray(size + 1)
        self.spans: list[tuple[int, int]] = []
        for start, end in spans:
            self.add(start, end)

    def add(self, start: int, end: int) -> None:
        self._mask[start:end] = b"\x01" * max(0, end - start)
        self.spans.append((start, end))

    def overlaps(self, start: int, end: int) -> bool:
        return self._mask.find(1, start, end) >= 0


def _inside(start: int, end: int, spans: Iterable[tuple[int, int]] | SpanMask) -> bool:
    if isinstance(spans, SpanMask):
        return spans.overlaps(start, end)
    return any(start < e and s < end for s, e in spans)


def spans_within(spans: Sequence[tuple[int, int]], starts: Sequence[int], reach: int, start: int, end: int
                 ) -> list[tuple[int, int]]:  # fmt: skip
    """The spans (sorted by start, ``starts`` their starts, ``reach`` the longest) that overlap ``start:end``."""
    lo = bisect.bisect_left(starts, start - reach)
    hi = bisect.bisect_left(starts, end)
    return [(s, e) for s, e in spans[lo:hi] if e > start]


_SENTENCE_ENDING_ABBREVIATIONS = _words("inc corp co ltd llc l.l.c llp l.p lp pllc p.c n.a u.s plc bros")
# Words that go on a name after "U.S." or "Inc." rather than start a sentence: "U.S. Bank", "U.S. District Court".
_NAME_CONTINUES = _words(
    "Bank Court District Attorney Department Army Navy Postal Patent Supreme Code Constitution Government Treasury "
    "Customs Marshal Trustee Steel Airways Cellular Foods Holdings Bancorp Trust Attorney's"
)


def _starts_sentence(following: str) -> bool:
    """Does the text after "Inc." or "U.S." start a new sentence (a capitalised word that does not go on a name)?"""
    word = following.split(maxsplit=1)[0] if following else ""
    return bool(word) and word[0].isupper() and word.rstrip(",.;:") not in _NAME_CONTINUES


def _covered(spans: list[tuple[int, int]]) -> Callable[[int, int], bool]:
    """``inside(start, end)``: does one of ``spans`` hold ``start:end`` strictly within it (bisect over the spans
    sorted by start, with the furthest end reached so far: linear in the draft, not quadratic)."""
    ordered = sorted(spans)
    starts = [s for s, _ in ordered]
    furthest = list(accumulate((e for _, e in ordered), max))

    def inside(start: int, end: int) -> bool:
        i = bisect.bisect_left(starts, start) - 1
        while i >= 0 and furthest[i] > end:
            if ordered[i][1] > end:
                return True
            i -= 1
        return False

    return inside


def _sentences(draft: str, protected: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sentence spans; no break inside a quote or a citation, none after an abbreviation or an initial."""
    spans: list[tuple[int, int]] = []
    start = 0
    inside = _covered(protected)
    for match in _SENTENCE_END_RE.finditer(draft):
        end = match.end()
        if match.group(0).strip():  # punctuation, not a blank line
            if inside(match.start(), match.end()):
                continue
            words = draft[max(0, match.start() - 40) : match.start()].split()
            word = words[-1].lstrip("([\"“'").lower() if words else ""
            label = len(words) > 1 and words[-2].lower().strip("(") in _LABEL_WORDS  # "Exhibit B." ends a sentence
            initials = re.fullmatch(r"(?:[a-z]\.)+[a-z]", word)
            following = draft[end:].lstrip()
            if word in _SENTENCE_ENDING_ABBREVIATIONS and _starts_sentence(following):
                pass  # "... Northwind Properties, Inc. The term ..." ends a sentence
            elif word in _ABBREVIATIONS or (len(word) == 1 and word.isalpha() and not label) or initials:
                continue
            if _LONE_MARKER_RE.fullmatch(draft[start : match.end()].strip()):
                continue  # "3." opening a numbered paragraph, not a sentence of its own
            if following and not (following[0].isupper() or following[0].isdigit() or following[0] in '("“[§¶'):
                continue
        text = draft[start:end]
        if text.strip():
            lead = len(text) - len(text.lstrip())
            spans.append((start + lead, start + len(text.rstrip())))
        start = end
    tail = draft[start:]
    if tail.strip():
        lead = len(tail) - len(tail.lstrip())
        spans.append((start + lead, start + len(tail.rstrip())))
    return spans


def _persons(draft: str, start: int, end: int, taken: list[tuple[int, int]]) -> list[_Raw]:
    return [
        _Raw("person", a.start, a.end, a.text, {"terms": a.value, "name_kind": a.kind, "given": a.unit})
        for a in find_names(draft, start, end, taken)
    ]


def marker_span(draft: str, start: int, end: int) -> tuple[int, int] | None:
    """The paragraph or list marker a statement opens with ("3. ", "(b) ", "¶ 4 "), if any."""
    match = _MARKER_RE.match(draft, start, end)
    return (start, match.end()) if match and match.end() < end else None


def _atoms(draft: str, start: int, end: int, taken: list[tuple[int, int]]) -> list[_Raw]:
    """Rates, quantities, figures, sections, identifiers and places in a sentence that cites evidence."""
    marker = marker_span(draft, start, end)
    local = [(max(s, start) - start, min(e, end) - start) for s, e in taken if s < end and start < e]
    if marker:
        local.append((0, marker[1] - start))
    found: list[_Raw] = []
    for atom in find_atoms(draft[start:end], taken=local):
        if atom.kind == "quantity" and atom.unit in META_UNITS:
            continue
        detail = {"unit": atom.unit} if atom.unit else {}
        found.append(_Raw(atom.kind, start + atom.start, start + atom.end, atom.value, detail))
    return found


def _only(draft: str, sentence: tuple[int, int], raws: list[_Raw], kinds: frozenset[str]) -> bool:
    """A sentence that is nothing but cites of ``kinds``: "See SMITH000123." / "(Ex. 4 at 2.)" / "Twombly, 550 U.S.
    at 570." (case names allowed)."""
    if not raws or any(r.kind not in kinds for r in raws):
        return False
    rest = draft[sentence[0] : sentence[1]]
    for raw in sorted(raws, key=lambda r: r.start, reverse=True):
        rest = rest[: raw.start - sentence[0]] + rest[raw.end - sentence[0] :]
    if kinds == _LAW_KINDS:
        rest = re.sub(r"\b[A-Z][\w.'&-]*|\bv\.|\bex rel\.|\bof\b|\bthe\b", "", rest)
    return len(re.sub(r"(?i)\b(?:see|also|cf|e\.g|and|at|id|accord|but|compare|with)\b|[\W_]", "", rest)) <= 3


_RECORD_SENTENCE_RE = re.compile(
    r"[\s(\[]*(?:see\s+(?:also\s+)?)?(?:the\s+)?(?:certified\s+)?(?:transcript\s+of\s+(?:the\s+)?)?"
    r"(?:deposition|examination\s+under\s+oath|hearing\s+transcript|trial\s+transcript|declaration|affidavit)"
    r"\s+of\s",
    re.IGNORECASE,
)


def _describes_record(draft: str, sentence: tuple[int, int], raws: list[_Raw]) -> bool:
    """A citation sentence that names the record it cites: "(Deposition of Linnea M. Sorensen, taken October 8,
    2024 ("Sorensen Dep."), 38:10-21.)" - a cite, not a statement of fact; its date and name describe the record."""
    text = draft[sentence[0] : sentence[1]]
    return (
        len(text) <= 240
        and _RECORD_SENTENCE_RE.match(text) is not None
        and any(r.kind in CITE_KINDS for r in raws)
        and not any(r.kind == "quote" and not _defined_term(draft, r.start, draft[r.start + 1 : r.end - 1])
                    for r in raws)
        and text.rstrip().rstrip(".").rstrip().endswith((")", "]", *"0123456789"))
    )  # fmt: skip


def _quote_pin(draft: str, quote: _Raw, cites: list[_Raw]) -> list[str]:
    """The cite written directly after a quote ("..." (SMITH000123)), with any chained right after it."""
    chain: list[str] = []
    position = quote.end
    for cite in cites[bisect.bisect_left([c.start for c in cites], position) :]:
        between = draft[position : cite.start]
        if len(between) > 8 or not re.fullmatch(r"[\s,.;:(\[]*(?:and\s+|see\s+|at\s+)?", between):
            break
        if cite.cite:
            chain.append(cite.cite)
        position = cite.end
    return chain


def _docket_cites(draft: str, taken: list[tuple[int, int]]) -> list[_Raw]:
    """Record cites ("ECF No. 12", "Dkt. 40 at 3"): not evidence, so facts cited only to them are unverifiable."""
    found: list[_Raw] = []
    for match in _DOCKET_RE.finditer(draft):
        if not _inside(match.start(), match.end(), taken):
            found.append(_Raw("docket", match.start(), match.end(), " ".join(match.group(0).split())))
    return found


_ID_RE = re.compile(  # "; id. at 25:4" and "(id. at 40:25)" mid-cite too
    r"\b(?:Id|Ibid)\.(?=\W|$)|(?:(?<=[;,(]\s)|(?<=\()|(?<=\bsee\s))id\.(?=\s+at\s)"
)
_ID_PIN_RE = re.compile(
    r",?\s*at\s+(?P<p1>\d{1,4})(?::(?P<l1>\d{1,2})(?:\s*[-–]\s*(?:(?P<p2>\d{1,4}):)?(?P<l2>\d{1,2}))?)?(?![\d:])"
)


def _id_cites(draft: str, taken: SpanMask, cites: list[_Raw], legal: list[_Raw]) -> list[_Raw]:
    """ "Id." and "Ibid." repeat the cite before them: evidence when that was a Bates or exhibit cite."""
    found: list[_Raw] = []
    earlier = sorted(cites + legal, key=lambda r: r.end)
    ends = [r.end for r in earlier]
    for match in _ID_RE.finditer(draft):
        if _inside(match.start(), match.end(), taken):
            continue
        i = bisect.bisect_right(ends, match.start()) - 1
        candidates = ([earlier[i]] if i >= 0 else []) + ([found[-1]] if found else [])
        previous = max(candidates, key=lambda r: r.end, default=None)
        pin = _ID_PIN_RE.match(draft, match.end())
        if previous is not None and previous.kind == "transcript" and pin:  # "Id. at 23:24-25": the same transcript
            ref = parse_transcript(previous.cite or "")
            if ref is not None:
                moved = transcript_ref(ref.label, pin.group("p1"), pin.group("l1"), pin.group("p2"), pin.group("l2"))
                detail = {**previous.detail, "id_of": previous.cite or "", "transcript": moved.cite}
                found.append(_Raw("transcript", match.start(), pin.end(), moved.cite, detail, moved.cite))
                continue
        if previous is not None and previous.cite:
            detail = {**previous.detail, "id_of": previous.cite}
            cite, end = previous.cite, match.end()
            page_pin = pin if pin and pin.group("l1") is None else None
            if page_pin is not None and previous.kind in ("exhibit", "bates"):  # "Id. at 2": another page of it
                cite = _id_page(previous, int(page_pin.group("p1")))
                end = page_pin.end()
                detail = {k: v for k, v in detail.items() if k not in ("pin", "pin_page", "line_or_page", "lines")}
                if previous.kind == "bates" and cite != previous.value:
                    detail["pin_page"] = cite
                elif previous.kind == "exhibit":
                    detail["pin"] = page_pin.group("p1")
            found.append(_Raw(previous.kind, match.start(), end, previous.value, detail, cite))
    return found


def _id_page(previous: _Raw, page: int) -> str:
    """The cite "Id. at N" makes of the cite before it: page N of that exhibit, or of the document whose first page
    that Bates number is (a Bates number of its own, if N is one: "Id. at SMITH000104" reads as written)."""
    if previous.kind == "exhibit":
        return f"Ex. {previous.value} at {page}"
    match = _BATES_ID_RE.match(previous.value)
    if match is None:
        return previous.value
    digits = match.group("digits")
    number = int(digits) + page - 1 if page < int(digits) else page
    return f"{match.group('prefix')}{number:0{len(digits)}d}"


def _facts(draft: str, taken: SpanMask) -> list[_Raw]:
    facts: list[_Raw] = []
    for found in find_dates(draft):
        line = draft[draft.rfind("\n", 0, found.start) + 1 : found.start]
        if _inside(found.start, found.end, taken) or _SIGNATURE_DATE_RE.match(line):
            continue
        detail = {"approximate": found.approximate} if found.approximate else {}
        facts.append(_Raw("date", found.start, found.end, found.value, detail))
    for amount in find_amounts(draft):
        if not _inside(amount.start, amount.end, taken):
            facts.append(_Raw("amount", amount.start, amount.end, amount.value))
    return facts


@dataclass(frozen=True)
class Sentence:
    """A sentence of the draft with what it cites: its own cites, or those lent by a cite-only sentence after it."""

    start: int
    end: int
    cites: tuple[str, ...]  # canonical Bates / exhibit cites
    authorities: tuple[str, ...]  # cases, statutes, rules
    cite_only: bool  # "See SMITH000123." / "(Ex. 4 at 2.)" / "Twombly, 550 U.S. at 570."
    law_only: bool


@dataclass(frozen=True)
class DraftAnalysis:
    claims: list[Claim]
    sentences: list[Sentence]
    taken: list[tuple[int, int]]  # spans of quotations, cites and legal citations


def extract_claims(
    draft: str, *, bates_prefixes: Iterable[str] = (), authorities: Sequence[str] = ()
) -> list[Claim]:
    """Every checkable claim in ``draft``, in order, with spans, sentence spans and the cites that carry it.

    ``bates_prefixes`` are the matter's Bates prefixes (e.g. {"SMITH"}); any other all-caps token
    written as a cite is still extracted (``detail["known_prefix"] == "false"``).
    """
    return analyse_draft(draft, bates_prefixes=bates_prefixes, authorities=authorities).claims


def analyse_draft(
    draft: str, *, bates_prefixes: Iterable[str] = (), authorities: Sequence[str] = ()
) -> DraftAnalysis:
    """The claims of ``draft`` and its sentences with their cites (see ``extract_claims``); ``authorities``: the
    lawyer's list, whose citation forms are read as citations (``legal_cites.listed_forms``)."""
    prefixes = {p for p in bates_prefixes if p}
    quotes = _quotes(draft)
    quote_spans = [(q.start, q.end) for q in quotes]
    legal = [
        _Raw(c.kind, c.start, c.end, c.value, dict(c.detail))
        for c in find_legal_cites(draft, authorities)
        if not _inside(c.start, c.end, quote_spans)
    ]
    legal += _docket_cites(draft, [(r.start, r.end) for r in legal] + quote_spans)
    taken = SpanMask(len(draft), [(r.start, r.end) for r in legal] + quote_spans)
    cites: list[_Raw] = []
    for raw in _known_bates(draft, sorted(prefixes)) + _exhibits(draft) + _generic_bates(draft, prefixes):
        if not _inside(raw.start, raw.end, taken):
            cites.append(raw)
            taken.add(raw.start, raw.end)
    for record in find_transcript_cites(draft, taken.overlaps):
        detail = {"transcript": record.cite, "label": record.label}
        cites.append(_Raw("transcript", record.start, record.end, record.cite, detail, record.cite))
        taken.add(record.start, record.end)
    cites.sort(key=lambda r: r.start)
    for raw in _id_cites(draft, taken, cites, legal):
        cites.append(raw)
        taken.add(raw.start, raw.end)
    facts = _facts(draft, taken) + quotes
    protected = [(r.start, r.end) for r in quotes + legal + cites]
    sentences = _sentences(draft, protected)
    claims, info = _assemble(draft, sentences, legal + cites + facts, quote_spans)
    return DraftAnalysis(claims, info, sorted(protected))


def _assemble(
    draft: str, sentences: list[tuple[int, int]], raws: list[_Raw], quote_spans: list[tuple[int, int]]
) -> tuple[list[Claim], list[Sentence]]:
    """Group claims by sentence, lend cite-only sentences' cites to the sentence before, and build the claims."""
    members: list[list[_Raw]] = [[] for _ in sentences]
    for raw, index in _locate([(r.start, r) for r in raws], sentences):
        members[index].append(raw)
    record = [_describes_record(draft, sentence, members[i]) for i, sentence in enumerate(sentences)]
    for i in range(len(sentences)):  # "(Deposition of Ana Reyes, taken May 2, 2024, 38:10-21.)"
        if record[i]:
            members[i] = [r for r in members[i] if r.kind in CITE_KINDS]  # its date and name are the record's
    sentence_cites: list[list[str]] = [[r.cite for r in group if r.cite] for group in members]
    sentence_law = [[r.value for r in group if r.kind in _LAW_KINDS] for group in members]
    cite_only = [record[i] or _only(draft, sentences[i], members[i], CITE_KINDS) for i in range(len(sentences))]
    law_only = [_only(draft, sentences[i], members[i], _LAW_KINDS) for i in range(len(sentences))]
    for i in range(1, len(sentences)):  # a cite-only sentence lends its cites to the sentence before it
        if not sentence_cites[i - 1] and cite_only[i]:
            sentence_cites[i - 1] = list(sentence_cites[i])
        if not sentence_law[i - 1] and law_only[i]:
            sentence_law[i - 1] = list(sentence_law[i])
    all_cites = sorted((r for r in raws if r.kind in CITE_KINDS), key=lambda r: r.start)
    quote_spans = sorted(quote_spans)
    quote_starts = [s for s, _ in quote_spans]
    quote_reach = max((e - s for s, e in quote_spans), default=0)
    claims: list[Claim] = []
    trailing: dict[int, tuple[str, ...]] = {}
    for index, (s_start, s_end) in enumerate(sentences):
        group = members[index]
        cite_strings = tuple(dict.fromkeys(sentence_cites[index]))
        if cite_strings and not record[index]:
            quoted = spans_within(quote_spans, quote_starts, quote_reach, s_start, s_end)
            group = group + _persons(draft, s_start, s_end, [(r.start, r.end) for r in group] + quoted)
            group = group + _atoms(draft, s_start, s_end, [(r.start, r.end) for r in group] + quoted)
        authorities = "; ".join(sentence_law[index])
        # A cite follows what it supports: what comes after the sentence's last cite is cited by the cite-only
        # sentence that follows ('... 44:10, and that it rested "on what Travis told me." Kessler Dep. 47:13.')
        following: tuple[str, ...] = ()
        last_cite = max((r.end for r in members[index] if r.kind in CITE_KINDS and r.cite), default=None)
        if last_cite is not None and index + 1 < len(sentences) and cite_only[index + 1]:
            following = tuple(c for c in dict.fromkeys(sentence_cites[index + 1]) if c not in cite_strings)
            if any(r.kind in FACT_KINDS and r.start >= last_cite for r in group):
                trailing[index] = following  # the statement is checked against both
        for raw in group:
            if raw.kind == "docket":
                continue
            own: tuple[str, ...] = ()
            detail = dict(raw.detail)
            if raw.kind in FACT_KINDS:
                own = cite_strings + following if following and raw.start >= (last_cite or 0) else cite_strings
                pinned = _quote_pin(draft, raw, all_cites) if raw.kind == "quote" else []
                if pinned:
                    own = tuple(pinned)
                    detail["pin_cite"] = "true"
                if authorities:
                    detail["authority"] = authorities
            elif raw.kind in CITE_KINDS and raw.cite and raw.cite != raw.value:
                detail["cite"] = raw.cite.split("|")[0]  # "SMITH000122|SMITH000120:3-3": the page, or its line
            kind = cast(ClaimKind, raw.kind)
            text = draft[raw.start : raw.end]
            claims.append(Claim(kind, text, raw.start, raw.end, s_start, s_end, raw.value, own, detail))
    info = [
        Sentence(
            start,
            end,
            tuple(dict.fromkeys([*sentence_cites[i], *trailing.get(i, ())])),
            tuple(dict.fromkeys(sentence_law[i])),
            cite_only[i],
            law_only[i],
        )
        for i, (start, end) in enumerate(sentences)
    ]
    return sorted(claims, key=lambda c: (c.start, c.end)), info


def _locate(items: list[tuple[int, _Raw]], sentences: list[tuple[int, int]]) -> list[tuple[_Raw, int]]:
    """Pair each item with the index of the sentence holding its start (the nearest one before it if between)."""
    located: list[tuple[_Raw, int]] = []
    starts = [s for s, _ in sentences]
    for position, raw in items:
        index = max(0, bisect.bisect_right(starts, position) - 1)
        located.append((raw, index))
    return located
