"""The small checkable facts inside a statement or a page, each with its span and a value that compares across
spellings: dates, sums, rates with their period, quantities with the thing counted, figures, sections,
identifiers, places and times of day.

    find_atoms("interest at one and one-half percent (1.5%) per month")   # percent "1.5", unit "month"
    find_atoms("fourteen (14) cabinets")[0]                              # quantity "14", unit "cabinet"
    find_atoms("59,970 rentable square feet")[0].unit                    # "rentable square foot" (head: foot)
    find_atoms("Section 7.3") == find_atoms("§ 7.3")                       # section "7.3" (spans aside)
    find_atoms("invoice 4417")[0].value                                  # identifier "4417", unit "invoice"
    compare(draft_atom, page_atom)                                       # "same", "conflict" or None

Kinds and what ``unit`` holds:
  ``date``        ISO value (``facts.find_dates``); a year written alone ("in 2024") is the value "2024";
  ``amount``      "12450.00", unit the currency ("USD"; "" for a bare figure on a page);
  ``percent``     a rate or share, unit its period ("month", "year", "week", "day", "quarter"; "" if none);
                  per annum = per year = annually; one-third is "1/3", never 0.33;
  ``quantity``    a number and the thing counted, unit the counted words' lemmas ("business day");
                  "Suite 140", "Unit 4B" are identifiers, not quantities; "one" alone is not counted;
  ``number``      any other figure in digits, never one inside another value (the day of a date);
  ``section``     "Section 4.2(b)", "§ 4.2", "¶ 12", "Article IV"; on pages also a clause heading "4.2 Rent.";
  ``identifier``  an invoice, order, policy, loan, account, suite or street number, unit its family;
  ``place``       a state or country, a county ("Marion County") or a city ("Salem, Oregon"), unit its level;
  ``time``        a time of day, "14:30".

The same function reads evidence pages, so "twelve (12) months" on a page and "12 months" in a draft meet
at one value. Spans already taken by other claims (Bates and legal cites, quotations) are skipped.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Literal

from server.verify.facts import find_amounts, find_dates, word_set
from server.verify.numbers import (
    DIGITS_RE,
    FRACTION_RE,
    NUMBER_RE,
    SCALE_WORDS,
    TENS_WORDS,
    UNITS_WORDS,
    WORDS_RE,
    digits_value,
    number_value,
    value_text,
)
from server.verify.transcript_lines import line_numbers

AtomKind = Literal["date", "amount", "percent", "quantity", "number", "section", "identifier", "place", "time"]
ATOM_KINDS: tuple[AtomKind, ...] = (
    "percent", "quantity", "number", "section", "identifier", "place", "time",
)  # fmt: skip  # the kinds beyond dates and sums (those are claims of their own)

_PERIODS = {
    "annum": "year", "year": "year", "yr": "year", "annual": "year", "annually": "year", "yearly": "year",
    "annualized": "year", "apr": "year", "p.a": "year", "month": "month", "monthly": "month", "mo": "month",
    "week": "week", "weekly": "week", "day": "day", "daily": "day", "diem": "day", "quarter": "quarter",
    "quarterly": "quarter",
}  # fmt: skip
_PERIOD_AFTER_RE = re.compile(
    r"\s*(?:\(\s*[\d.]+\s*%\s*\)\s*)?(?:(?:per|a|an|each|every)\s+(?P<per>annum|year|month|week|day|quarter|diem)\b"
    r"|/\s*(?P<slash>year|yr|month|mo|week|day)\b|(?P<adv>annually|monthly|weekly|daily|quarterly|yearly|p\.a)\b"
    r"|(?P<apr>APR)\b)",
    re.IGNORECASE,
)
_PERIOD_BEFORE_RE = re.compile(
    r"\b(?P<adj>annual(?:ized)?|yearly|monthly|weekly|daily|quarterly)\b[^.;%\n]{0,40}$", re.IGNORECASE
)
_PERCENT_RE = re.compile(
    rf"(?<![\w.,])(?:{NUMBER_RE})\s*(?:%|per\s?cent\b|pct\b|percentage\s+points?\b)(?:\s*\((?P<paren2>{DIGITS_RE})\s*%\))?",
    re.IGNORECASE,
)
_SECTION_RE = re.compile(
    r"(?:\b(?:Section|Sections|Sec\.|Secs\.|Paragraph|Paragraphs|Para\.|Clause|Article|Art\.|Subsection)|§{1,2}|¶{1,2})"
    r"\s*(?P<number>\d+(?:\.\d+)*(?:\s?\((?:[a-z]{1,4}|\d{1,3})\))*|[IVXLC]+\b)",
    re.IGNORECASE,
)
_HEADING_SECTION_RE = re.compile(  # "4.2 Deposit." at a line's start, or "5.1 Each ..." after a sentence inside one
    r"(?m)^[ \t]*(?P<number>\d{1,3}(?:\.\d{1,3})*(?:\([a-z]\))?)[.)]?[ \t]+(?=[A-Z(])"
    r"|(?<=[.:;][ \t])(?P<inline>\d{1,3}(?:\.\d{1,3})+)[ \t]+(?=[A-Z(])"
)
_SUBSECTION_RE = re.compile(r"(?<![\w)])\((?P<sub>[a-z]|[ivx]{1,4})\)(?=\s)")
_RULE_RE = re.compile(r"\b(?:Rules?|R\.)\s+\d+(?:\.\d+)*(?:\([a-z0-9]{1,4}\))*")  # an authority, never a figure
_ID_KEYWORDS = {
    "invoice": "invoice", "inv": "invoice", "purchase order": "po", "po": "po", "p.o": "po", "order": "order",
    "account": "account", "acct": "account", "check": "check", "cheque": "check", "case": "case",
    "docket": "case", "claim": "claim", "policy": "policy", "contract": "contract", "loan": "loan",
    "reference": "reference", "ref": "reference", "receipt": "receipt", "tracking": "tracking",
    "serial": "serial", "model": "model", "report": "report", "permit": "permit", "job": "job",
    "project": "project", "estimate": "estimate", "change order": "change order", "work order": "work order",
    "bill of lading": "bill of lading", "certificate": "certificate", "license": "license", "note": "note",
    "employee": "employee", "member": "member", "parcel": "parcel", "vin": "vin", "unit": "unit",
    "suite": "suite", "ste": "suite", "room": "room", "lot": "lot", "building": "building", "bldg": "building",
    "apartment": "apartment", "apt": "apartment", "floor": "floor", "box": "box", "route": "route",
    "highway": "highway", "bay": "bay", "gate": "gate", "pier": "pier", "dock": "dock", "space": "space",
    "store": "store", "transaction": "transaction", "confirmation": "confirmation", "ticket": "ticket",
    "certified mail": "certified mail", "article": "certified mail", "article number": "certified mail",
    "form": "form",
}  # fmt: skip
def _trie(words: Iterable[str]) -> str:
    """An alternation of ``words`` as a trie ("p(?:urchase\\s+order|ier|o)"): the same longest matches as the
    flat alternation, tried letter by letter instead of word by word (the keywords are read on every page)."""
    tree: dict = {}
    for word in words:
        node = tree
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def pattern(node: dict) -> str:
        branches = sorted((ch for ch in node if ch), key=lambda ch: -_depth(node[ch]))
        parts = [(r"\s+" if ch == " " else re.escape(ch)) + pattern(node[ch]) for ch in branches]
        if not parts:
            return ""
        body = parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"
        if "" in node:
            return f"(?:{body})?"
        return body

    return pattern(tree)


def _depth(node: dict) -> int:
    return max((1 + _depth(child) for key, child in node.items() if key), default=0)


_ID_KEYWORD_RE = re.compile(
    r"\b(?P<kw>"
    + _trie(_ID_KEYWORDS)
    + r")\.?(?:\s+(?:No|Nos|Number|Num)\.?\s*|\s*#\s*|\s*:\s*|\s+)"
    r"(?P<id>(?-i:\d{4}(?:\s\d{4}){2,5}(?:\s\d{2}(?!\d))?"
    r"|[A-Z]{1,6}[-/ ]?\d[\dA-Z]*(?:[-/][\dA-Z]+|\s\d[A-Z\d]{0,5}\b)*"
    r"|\d[\dA-Z]*(?::\d{2}-[a-z]{2}-\d+(?:-[A-Z]{2,4})?)?(?:[-/][\dA-Z]+)*))\b",
    re.IGNORECASE,
)
# "Registration No. 5,218,434", "Patent No. 10,482,971", "Claim No. RM-HO-24-0117763": whatever a document numbers,
# the capitalised word before "No." names the family.
_NOT_ID_WORDS = frozenset({"section", "rule", "exhibit", "page", "paragraph", "article", "item", "schedule"})
_NUMBERED_ID_RE = re.compile(
    r"\b(?P<kw>[A-Z][a-z]{2,}|[A-Z]{3,})\s+(?:No\.?|NO\.?|Number|NUMBER|Nos\.?|ID|#)\s*"
    r"(?P<id>\d{1,3}(?:,\d{3})+(?!,?\d)|[A-Z\d]*\d[A-Z\d]*(?:[-/][A-Z\d]+)+|[A-Z]+(?:[-/][A-Z\d]+)*[-/]\d[A-Z\d]*"
    r"(?:[-/][A-Z\d]+)*|\d[\dA-Z]*)\b"
)
_MIXED_ID_RE = re.compile(
    r"(?<![\w$€£.-])(?P<id>[A-Z]{1,6}[-/]?\d[\dA-Z]*(?:[-/][\dA-Z]+)*|\d{2,4}/\d{3,6})(?![\w-]|/\d)"
)  # "INV-2024-0117", "A-2277", and a ledger's "2021/3684"
_KEYED_ID_RE = re.compile(
    r"(?<![\w-])(?P<kw>ID|I\.D\.|MRN|Acct\.|Code|code|Member|Claim\s+#)\s*[:#]?\s*"
    r"(?P<id>[A-Z]{0,4}\d[\dA-Z]*(?:[-/]\d[\dA-Z]*)*)(?![\w,.]\d|[\w-])"
)
_GROUPED_NUMBER_RE = re.compile(r"(?<![\w-])No\.?\s*(?P<id>\d{4}(?:\s\d{4}){2,5}(?:\s\d{2}(?!\d))?)(?![\d])")
_HYPHEN_ID_RE = re.compile(r"(?<![\w.$/-])(?P<id>\d{1,8}(?:-\d{1,8}){1,4})(?![\w-]|/\d|\.\d)")
_YEAR_RANGE_RE = re.compile(r"(?:19|20)\d\d-(?:(?:19|20)?\d\d)")


def _identifier_like(raw: str) -> bool:
    """Digits joined by hyphens that name a thing: five digits at least, and not a range of years or pages."""
    return sum(ch.isdigit() for ch in raw) >= 5 and not _YEAR_RANGE_RE.fullmatch(raw)


_ADDRESS_RE = re.compile(
    r"(?<![\w,.-])(?P<number>\d{1,6})\s+"
    r"(?P<street>(?:(?:[NS][EW]?|[EW]|North|South|East|West|Northeast|Northwest|Southeast|Southwest)\.?\s+)?"
    r"(?:[A-Z][a-z]+\.?\s+|\d+(?:st|nd|rd|th)\s+){1,3})"
    r"(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Drive|Dr\.?|Lane|Ln\.?|Way|Court|Ct\.?|"
    r"Place|Pl\.?|Parkway|Pkwy\.?|Highway|Hwy\.?|Circle|Terrace|Trail|Square|Plaza|Pike)\b"
)
_FIVE_DIGITS_RE = re.compile(r"\b\d{5}\b")
_YEARISH_RE = re.compile(r"\b(?:19|20)\d\d\b")
_TIMEISH_RE = re.compile(r"(?i)\d:\d\d|\d\s*[ap]\.?\s?m\b|\bnoon\b|\bmidnight\b|\d{4}\s*hrs?\b")
_PHONE_RE = re.compile(r"\(?\b\d{3}\)?[\s.-]\d{3}[.-]\d{4}\b")
_QUANTITY_RE = re.compile(
    rf"(?<![\w.,$€£/-])(?:{NUMBER_RE})(?:\s*-\s*|\s+)(?P<unit>[a-z][a-z'.-]*(?:\s+[a-z][a-z'.-]*){{0,3}})",
    re.IGNORECASE,
)
_FRACTION_ATOM_RE = re.compile(  # "one-third", "one and one-half", "2/3": a share or a multiple
    rf"(?<![\w-])(?:(?:(?P<words>{WORDS_RE})\s+and\s+(?P<frac>{FRACTION_RE})|(?P<lonefrac>{FRACTION_RE}))"
    rf"(?:\s*\((?P<paren>{DIGITS_RE}|\d{{1,3}}/\d{{1,3}})\))?|(?P<slash>\d{{1,3}}/\d{{1,3}})(?![\d/]))",
    re.IGNORECASE,
)
_BARE_NUMBER_RE = re.compile(rf"(?<![\w.,$€£/-])(?P<digits>{DIGITS_RE})(?![\w/%]|[.,]\d|-\d)")
_YEAR_RE = re.compile(
    r"\b(?:in|of|during|since|by|from|until|through|before|after|year|fiscal\s+year|FY|calendar\s+year)\s+"
    r"(?P<year>(?:19|20)\d\d)(?![\d,.]\d)",
    re.IGNORECASE,
)
_TIME_RE = re.compile(
    r"(?<![\w:.])(?P<h>[01]?\d|2[0-3])(?::(?P<m>[0-5]\d))?\s*(?:(?P<ampm>[ap]\.?\s?m\b\.?)"
    r"|in\s+the\s+(?P<part>morning|afternoon|evening)\b|at\s+(?P<night>night)\b)"
    r"|(?<![\w:.])(?P<h24>[01]?\d|2[0-3]):(?P<m24>[0-5]\d)(?::[0-5]\d)?(?![\d:\w-])(?!\s*%)"
    r"|(?<![\w:.])(?P<mh>[01]\d|2[0-3])(?P<mm>[0-5]\d)\s*hrs?\b\.?"  # "1742 hrs": a 24-hour clock
    r"|\b(?P<noon>noon|midnight)\b",
    re.IGNORECASE,
)


def _listed(text: str) -> list[str]:
    return [part.strip() for part in text.split(",")]


_STATES = _listed(
    "Alabama, Alaska, Arizona, Arkansas, California, Colorado, Connecticut, Delaware, Florida, Georgia, Hawaii, "
    "Idaho, Illinois, Indiana, Iowa, Kansas, Kentucky, Louisiana, Maine, Maryland, Massachusetts, Michigan, "
    "Minnesota, Mississippi, Missouri, Montana, Nebraska, Nevada, New Hampshire, New Jersey, New Mexico, New York, "
    "North Carolina, North Dakota, Ohio, Oklahoma, Oregon, Pennsylvania, Rhode Island, South Carolina, "
    "South Dakota, Tennessee, Texas, Utah, Vermont, Virginia, Washington, West Virginia, Wisconsin, Wyoming, "
    "District of Columbia, Puerto Rico"
)
_STATE_CODES = _listed(
    "AL, AK, AZ, AR, CA, CO, CT, DE, FL, GA, HI, ID, IL, IN, IA, KS, KY, LA, ME, MD, MA, MI, MN, MS, MO, MT, NE, "
    "NV, NH, NJ, NM, NY, NC, ND, OH, OK, OR, PA, RI, SC, SD, TN, TX, UT, VT, VA, WA, WV, WI, WY, DC, PR"
)
STATE_OF_CODE = {code: state.lower() for code, state in zip(_STATE_CODES, _STATES, strict=True)}
_COUNTRIES = _listed(
    "Canada, Mexico, England, Scotland, Ireland, France, Germany, Italy, Spain, Portugal, Netherlands, Belgium, "
    "Switzerland, Austria, Sweden, Norway, Denmark, Finland, Poland, China, Japan, Korea, India, Singapore, "
    "Australia, Brazil, Israel, United Kingdom, Hong Kong"
)
_STATE_ALT = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in sorted(_STATES, key=len, reverse=True))
_PLACE_RE = re.compile(
    r"(?<![\w-])(?P<place>"
    + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in sorted([*_STATES, *_COUNTRIES], key=len, reverse=True))
    + r")(?![\w-])"
)
_ZIP_RE = re.compile(  # a ZIP code after a state ("Boise, ID 83702", not "Employee ID 20417"): no stated figure
    rf"(?:\b(?:{_STATE_ALT})|(?<=,)\s*\b(?:{'|'.join(_STATE_CODES)}))\.?,?\s+(?P<zip>\d{{5}}(?:-\d{{4}})?)\b"
)
_PLACE_NAME = r"[A-Z][a-z]+(?:[ -](?:[A-Z][a-z]+|de|del|la|le))*"
_COUNTY_RE = re.compile(
    rf"\b(?P<name>{_PLACE_NAME})\s+(?:County|Parish)\b|\b(?:County|Parish)\s+of\s+(?P<name2>{_PLACE_NAME})"
)
_CITY_RE = re.compile(
    rf"\b(?:City|Town|Village)\s+of\s+(?P<name2>{_PLACE_NAME})"
    rf"|(?P<name>{_PLACE_NAME}),\s+(?:{_PLACE_NAME}\s+(?:County|Parish),\s+)?(?:{_STATE_ALT}|(?P<code>{'|'.join(_STATE_CODES)}))(?![\w-])"
)
_NOT_PLACE_NAMES = word_set(
    "The This That Suite Street Avenue Road Drive Floor Unit Building Lease Agreement Inc Corp LLC Dated Signed "
    "Executed Sincerely Attn Re Date From To Subject Landlord Tenant Buyer Seller Owner Company"
)
# Words after a number that are not the thing counted: function words, adverbs, time words handled as dates.
_NOT_UNITS = word_set(
    "a an the of and or to in on at by for with from as is are was were be been being has have had do does did "
    "not no than that this these those which who whom whose it its per each every all any both either neither "
    "such same other another more less most least over under about above below after before since until within "
    "without between through into onto upon via then also only just still even percent pct there here "
    "thereafter hereunder herein thereof hereof so if when where while dollars dollar usd eur gbp cad aud chf "
    "euros pounds cents am pm a.m p.m st nd rd th january february march april may june july august september "
    "october november december jan feb mar apr jun jul aug sep sept oct nov dec i we he she they you it's"
)
_WEAK_UNITS = frozenset([
    "times", "time", "way", "ways", "point", "points", "of",
    # words that follow a number without being what it counts ("fell to 56 because", "Condition 7 requires")
    "because", "and", "or", "but", "nor", "so", "yet", "when", "while", "after", "before", "since", "until",
    "unless", "if", "than", "that", "which", "who", "whom", "whose", "where", "as", "at", "by", "for", "from",
    "in", "into", "on", "onto", "to", "with", "without", "about", "against", "between", "through", "during",
    "under", "over", "is", "was", "were", "are", "be", "been", "had", "has", "have", "did", "do", "does", "the",
    "a", "an", "this", "these", "those", "it", "its", "he", "she", "they", "we", "i", "you", "his", "her",
    "their", "our", "my", "your", "not", "no", "also", "then", "there", "here", "each", "would", "could",
    "should", "will", "shall", "may", "might", "must", "can",
])  # fmt: skip
_UNIT_ALIASES = {
    "feet": "foot", "ft": "foot", "sq": "square", "sf": "square foot", "hrs": "hour", "hr": "hour", "yrs": "year",
    "mos": "month", "lbs": "pound", "lb": "pound", "mins": "minute", "min": "minute", "wks": "week", "pcs": "piece",
    "people": "person", "persons": "person", "children": "child", "men": "man", "women": "woman",
}  # fmt: skip


@dataclass(frozen=True)
class Atom:
    kind: str  # an AtomKind, or "person" / "entity" (``server.verify.names``)
    start: int
    end: int
    text: str  # the characters as written
    value: str  # canonical: "2024-03-17", "12450.00", "1.5", "14", "7.3", "PO8821", "oregon", "14:30"
    unit: str = ""  # see the module docstring

    @property
    def head(self) -> str:
        """A quantity's counted thing: the last word of its unit ("rentable square foot" -> "foot"), or a measure
        that opens it ("minute meal period" -> "minute", "month amortization" -> "month": thirty minutes, 240
        months)."""
        if not self.unit:
            return ""
        words = self.unit.split()
        if len(words) > 1 and words[0] in _TIME_MEASURES:
            return words[0]
        return words[-1]


def lemma(word: str) -> str:
    """A word's singular, lower-case: "cabinets" -> "cabinet", "feet" -> "foot", "days" -> "day"."""
    word = word.lower().strip("'.-")
    if word in _UNIT_ALIASES:
        return _UNIT_ALIASES[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        return word[:-1]
    return word


_IRREGULAR_PLURALS = frozenset(["feet", "people", "children", "men", "women", "persons", "hours", "days"])


def _unit_words(raw: str) -> list[str]:
    """The counted words after a number, up to the first word that is not part of the thing counted: a function
    word, an adverb, or whatever follows the plural noun that names it ("five directors | attended")."""
    words: list[str] = []
    for word in raw.split():
        bare = word.lower().rstrip(".,;:")
        if bare in _NOT_UNITS or bare.endswith(("ly", "ing")) or (len(bare) < 2 and bare not in ("sq",)):
            break
        words.append(bare)
        plural = bare in _IRREGULAR_PLURALS or (bare.endswith("s") and not bare.endswith(("ss", "us", "is")))
        if (word[-1] in ".,;:" and bare not in ("sq", "ft")) or (plural and bare not in ("sq",)):
            break
    return words


_NUMBER_START_RE = re.compile(
    rf"(?<![\w])(?:\d|(?i:{'|'.join(sorted([*UNITS_WORDS, *TENS_WORDS, *SCALE_WORDS, 'a'], key=len, reverse=True))})\b)"
)


def _at(
    pattern: re.Pattern[str], text: str, starts: list[int], taken: _Taken | Iterable[tuple[int, int]] = ()
) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)``, tried only where a number can begin (the same matches, far fewer attempts), and
    never from inside a ``taken`` span (a transcript's line number must not swallow the value after it)."""
    end = 0
    for start in starts:
        if start < end or not _free(start, start + 1, taken):
            continue
        match = pattern.match(text, start)
        if match is not None:
            end = max(match.end(), start + 1)
            yield match


class _Taken:
    """The spans already read, kept merged and sorted, so that asking whether a span is free costs a bisection,
    not a pass over every atom found so far (a long page has thousands)."""

    __slots__ = ("ends", "starts")

    def __init__(self, spans: Iterable[tuple[int, int]] = ()) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        for start, end in spans:
            self.append((start, end))

    def append(self, span: tuple[int, int]) -> None:
        start, end = span
        if end <= start:
            return
        left = bisect.bisect_left(self.ends, start)  # the first kept span that ends at or after this one starts
        right = bisect.bisect_right(self.starts, end)  # one past the last that starts at or before this one ends
        if left < right:  # overlapping or touching: merge them into one
            start, end = min(start, self.starts[left]), max(end, self.ends[right - 1])
        self.starts[left:right] = [start]
        self.ends[left:right] = [end]

    def __iadd__(self, spans: Iterable[tuple[int, int]]) -> _Taken:
        for span in spans:
            self.append(span)
        return self

    def free(self, start: int, end: int) -> bool:
        index = bisect.bisect_right(self.starts, end - 1) - 1  # the last kept span starting before this one ends
        return index < 0 or self.ends[index] <= start


def _free(start: int, end: int, taken: _Taken | Iterable[tuple[int, int]]) -> bool:
    if isinstance(taken, _Taken):
        return taken.free(start, end)
    return not any(start < e and s < end for s, e in taken)


def canonical_id(raw: str) -> str:
    """An identifier without separators or case: "PO-8821", "po 8821" and "PO8821" are one value."""
    return re.sub(r"[^0-9A-Za-z]", "", raw).upper()


def _period(text: str, start: int, end: int) -> str:
    after = _PERIOD_AFTER_RE.match(text, end)
    if after:
        word = (after.group("per") or after.group("slash") or after.group("adv") or after.group("apr") or "").lower()
        return _PERIODS.get(word.rstrip("."), "")
    before = _PERIOD_BEFORE_RE.search(text, max(0, start - 60), start)
    return _PERIODS.get(before.group("adj").lower(), "") if before else ""


def find_atoms(text: str, *, taken: Iterable[tuple[int, int]] = (), page: bool = False) -> list[Atom]:
    """Every atom in ``text`` outside ``taken`` spans, in order.

    ``page=True`` (evidence pages) also reads clause headings ("4. Payment.") as sections and bare figures
    with cents or thousands separators ("12,500.00" in a column) as sums.
    """
    spans = _Taken(taken)
    atoms: list[Atom] = []

    def add(kind: str, start: int, end: int, value: str, unit: str = "") -> None:
        atoms.append(Atom(kind, start, end, text[start:end], value, unit))
        spans.append((start, end))

    five_digits = _FIVE_DIGITS_RE.search(text) is not None  # cheap tests before the slow patterns
    spans += [m.span() for m in _PHONE_RE.finditer(text)]
    spans += [m.span("zip") for m in _ZIP_RE.finditer(text)] if five_digits else []
    if page:  # a transcript's line numbers count nothing ("7   binders of records" is line 7) and stand
        margin = line_numbers(text)  # between no words: "twenty-six / 21 / dollars a foot" is one sum
        if margin:
            text = _blanked(text, margin)
    spans += [m.span() for m in _RULE_RE.finditer(text)]
    numeric_dates = False
    for date in find_dates(text):
        if _free(date.start, date.end, spans):
            add("date", date.start, date.end, date.value, date.approximate or "")
            numeric_dates = numeric_dates or "/" in text[date.start : date.end]
    if page and numeric_dates:  # a register's "Office closed 11/28", "Closed 12/24, 12/25": the year is the page's
        for match in _MONTH_DAY_RE.finditer(text):
            month, day = int(match.group("m")), int(match.group("d"))
            if (day >= 13 or match.group("m").startswith("0")) and _free(match.start(), match.end(), spans):
                add("date", match.start(), match.end(), f"--{month:02d}-{day:02d}")
    starts = [m.start() for m in _NUMBER_START_RE.finditer(text)]  # where a number can begin: the slow patterns
    # rates before sums: on a page a bare "6.42" is read as a sum, and "6.42%" is a rate
    for match in _at(_PERCENT_RE, text, starts, spans):
        if not _free(match.start(), match.end(), spans):
            continue
        value = number_value(match, "paren2") if match.group("paren2") else number_value(match)
        if value is not None:
            add("percent", match.start(), match.end(), value_text(value), _period(text, match.start(), match.end()))
    for amount in find_amounts(text, bare=page):
        if _free(amount.start, amount.end, spans):
            add("amount", amount.start, amount.end, f"{amount.amount:.2f}", amount.currency or "")
    for match in _YEAR_RE.finditer(text) if _YEARISH_RE.search(text) else ():
        if _free(match.start("year"), match.end("year"), spans):
            add("date", match.start("year"), match.end("year"), match.group("year"))
    for match in _TIME_RE.finditer(text) if _TIMEISH_RE.search(text) else ():
        if _free(match.start(), match.end(), spans):
            add("time", match.start(), match.end(), _time_value(match))
    titled: list[tuple[int, int, str]] = []  # "Section 18.1  Events of Default." opening a line of a page
    for match in _SECTION_RE.finditer(text):
        if _free(match.start(), match.end(), spans):
            number = re.sub(r"\s", "", match.group("number")).upper().rstrip(".")
            add("section", match.start(), match.end(), number)
            if page and not text[text.rfind("\n", 0, match.start()) + 1 : match.start()].strip():
                titled.append((match.start(), match.end(), number))
    if page:
        headings = [m for m in _HEADING_SECTION_RE.finditer(text) if _free(*_heading_span(m), spans)]
        for i, match in enumerate(headings):
            number = (match.group("number") or match.group("inline")).upper()
            add("section", *_heading_span(match), number)
            if "(" in number:
                continue
            body_end = headings[i + 1].start() if i + 1 < len(headings) else len(text)
            for sub in _SUBSECTION_RE.finditer(text, match.end(), body_end):  # "4.2 Deposit. (a) ... (b) ..."
                if _free(sub.start(), sub.end(), spans):
                    add("section", sub.start(), sub.end(), f"{number}({sub.group('sub').upper()})")
        openings = sorted([t[0] for t in titled] + [m.start() for m in headings])
        for _, end, number in titled:  # "Section 18.1" opening a line: its "(a)", "(b)" down to the next heading
            if "(" in number:
                continue
            body_end = next((o for o in openings if o >= end), len(text))
            for sub in _SUBSECTION_RE.finditer(text, end, body_end):
                if _free(sub.start(), sub.end(), spans):
                    add("section", sub.start(), sub.end(), f"{number}({sub.group('sub').upper()})")
    for match in _KEYED_ID_RE.finditer(text):  # "Employee ID 20417", "Emp ID: 20417", "MRN 00-4471928"
        if _free(match.start("id"), match.end("id"), spans) and sum(ch.isdigit() for ch in match.group("id")) >= 3:
            add("identifier", match.start("id"), match.end("id"), canonical_id(match.group("id")),
                match.group("kw").lower().rstrip(".:#"))  # fmt: skip
    for match in _GROUPED_NUMBER_RE.finditer(text):  # "requested, No. 9589 0710 5270 0412 3386 51": a mail number
        if _free(match.start("id"), match.end("id"), spans):
            add("identifier", match.start("id"), match.end("id"), canonical_id(match.group("id")), "certified mail")
    for match in _ID_KEYWORD_RE.finditer(text):
        raw = match.group("id").strip()
        if not any(ch.isdigit() for ch in raw) or not _free(match.start("id"), match.end("id"), spans):
            continue
        family = _ID_KEYWORDS[" ".join(match.group("kw").lower().rstrip(".").split())]
        add("identifier", match.start("id"), match.start("id") + len(raw), canonical_id(raw), family)
    for match in _NUMBERED_ID_RE.finditer(text):
        if _free(match.start("id"), match.end("id"), spans) and match.group("kw").lower() not in _NOT_ID_WORDS:
            add("identifier", match.start("id"), match.end("id"), canonical_id(match.group("id")),
                _ID_KEYWORDS.get(match.group("kw").lower(), match.group("kw").lower()))  # fmt: skip
    for match in _ADDRESS_RE.finditer(text):
        if _free(match.start(), match.end(), spans):
            street = " ".join(match.group("street").split()[:1]).rstrip(".")
            add("identifier", match.start(), match.end(), canonical_id(match.group("number") + street), "address")
    for match in _MIXED_ID_RE.finditer(text):
        raw = match.group("id")
        letters = re.match(r"[A-Z]+", raw)
        if _free(match.start(), match.end(), spans):
            add(
                "identifier", match.start(), match.end(), canonical_id(raw), letters.group(0).lower() if letters else ""
            )
    for match in _HYPHEN_ID_RE.finditer(text):  # "agent code 37-181", "No. 23-1178": digits joined by hyphens
        raw = match.group("id")
        if _free(match.start(), match.end(), spans) and _identifier_like(raw):
            add("identifier", match.start(), match.end(), canonical_id(raw), "")
    for match in _at(_QUANTITY_RE, text, starts, spans):
        quantity = _quantity(match)
        if quantity is not None and _free(match.start(), match.start() + len(quantity[2]), spans):
            add("quantity", match.start(), match.start() + len(quantity[2]), quantity[0], quantity[1])
    for match in _at(_FRACTION_ATOM_RE, text, starts, spans):  # "one-third of the rent", "a 1/3 share"
        value = number_value(match)
        if value is not None and _free(match.start(), match.end(), spans):
            add("number", match.start(), match.end(), value_text(value))
    for match in _BARE_NUMBER_RE.finditer(text):
        if _free(match.start(), match.end(), spans):
            value = digits_value(match.group("digits"))
            if value is not None:
                add("number", match.start(), match.end(), value_text(value))
    _places(text, spans, add)
    return sorted(atoms, key=lambda a: a.start)


def _blanked(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """``text`` with ``spans`` turned to spaces (offsets kept)."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _heading_span(match: re.Match[str]) -> tuple[int, int]:
    group = "number" if match.group("number") else "inline"
    return match.start(group), match.end(group)


def _time_value(match: re.Match[str]) -> str:
    if match.group("noon"):
        return "12:00" if match.group("noon").lower() == "noon" else "00:00"
    if match.group("h24"):
        return f"{int(match.group('h24')):02d}:{match.group('m24')}"
    if match.group("mh"):
        return f"{match.group('mh')}:{match.group('mm')}"
    hour, minute = int(match.group("h")), match.group("m") or "00"
    if match.group("ampm"):
        pm = match.group("ampm").lower().startswith("p")
    else:
        pm = bool(match.group("night")) or match.group("part") in ("afternoon", "evening")
    hour = hour % 12 + (12 if pm else 0)
    return f"{hour:02d}:{minute}"


_MONTH_DAY_RE = re.compile(r"(?<![\w/.$-])(?P<m>0?[1-9]|1[0-2])/(?P<d>0?[1-9]|[12]\d|3[01])(?![\w/]|\.\d)")
_TIME_MEASURES = frozenset({"year", "month", "week", "day", "hour", "minute", "second"})
_YEAR_NUMBER_RE = re.compile(r"(?:19|20)\d\d")
_LABEL_BEFORE_RE = re.compile(  # a capitalised word just before the number: "Condition 7", not "Only 3"
    r"\b(?!(?:Only|About|Approximately|Nearly|Almost|Over|Under|Some|All|Exactly|Roughly|More|Less|Fewer|Just|"
    r"Least|Most|Another|Each|Every|The|A|An|Its|His|Her|Their|Our|My|Your|Those|These|Paid|Owes|Owed)\b)"
    r"[A-Z][a-z]+\.?\s+$"
)
_MEASURES = frozenset({
    "year", "month", "week", "day", "hour", "minute", "second", "foot", "inch", "mile", "yard", "meter", "metre",
    "kilometer", "pound", "ton", "gallon", "liter", "litre", "acre", "ounce", "degree", "unit", "share", "sq",
    "square", "cubic", "linear",
})  # fmt: skip


def _quantity(match: re.Match[str]) -> tuple[str, str, str] | None:
    """(value, unit lemmas, the characters of number and unit) of a ``_QUANTITY_RE`` match, or None."""
    words = _unit_words(match.group("unit"))
    if not words or words[0] in _WEAK_UNITS or words[0] in SCALE_WORDS:
        return None  # "two hundred" is a number, not two of a unit called "hundred"
    value = number_value(match)
    if value is None or (match.group("lonefrac") and not match.group("paren")):
        return None
    number = match.group(0)[: match.start("unit") - match.start()].strip()
    if _YEAR_NUMBER_RE.fullmatch(number) and lemma(words[0]) not in _MEASURES:
        return None  # "2024 performance review", "the 2019 amendment": a year, not a count of them
    if number.isdigit() and _LABEL_BEFORE_RE.search(match.string, max(0, match.start() - 30), match.start()):
        return None  # "Condition 7 requires", "Unit 4 flooded": the number names a thing, it counts nothing
    singular = len(words) > 1 or not (words[0].endswith("s") and not words[0].endswith("ss"))  # "one deliveries"
    if match.group("words") and not match.group("paren") and match.group("words").lower() in ("one", "a") and singular:
        return None  # "one of", "one notice": too common in prose to count as a claimed quantity
    unit_start = match.start("unit") - match.start()
    raw = match.group("unit")
    consumed = raw[: raw.lower().find(words[-1]) + len(words[-1])]
    lemmas = " ".join(_UNIT_ALIASES.get(w, lemma(w)) for w in words)
    return value_text(value), lemmas, match.group(0)[:unit_start] + consumed


def _places(text: str, spans: _Taken, add) -> None:
    for match in _COUNTY_RE.finditer(text):
        name = match.group("name") or match.group("name2")
        if name.split()[0] not in _NOT_PLACE_NAMES and _free(match.start(), match.end(), spans):
            add("place", match.start(), match.end(), " ".join(name.lower().split()), "county")
    for match in _CITY_RE.finditer(text):
        group = "name" if match.group("name") else "name2"
        name = match.group(group)
        words = [w for w in name.split() if w not in _NOT_PLACE_NAMES]
        if not words or words[0] != name.split()[0] or not _free(match.start(group), match.end(group), spans):
            continue
        add("place", match.start(group), match.end(group), " ".join(name.lower().split()), "city")
        if match.group("code") and _free(match.start("code"), match.end("code"), spans):
            add("place", match.start("code"), match.end("code"), STATE_OF_CODE[match.group("code")], "state")
    for match in _PLACE_RE.finditer(text):
        if _free(match.start(), match.end(), spans):
            value = " ".join(match.group("place").lower().split())
            add("place", match.start(), match.end(), value, "state" if value in _STATE_VALUES else "country")


_STATE_VALUES = frozenset(" ".join(s.lower().split()) for s in _STATES)


def _id_core(atom: Atom) -> str:
    family = atom.unit.upper().replace(" ", "")
    return atom.value[len(family) :] if family and atom.value.startswith(family) else atom.value


def same_identifier(a: Atom, b: Atom) -> bool:
    """ "PO-8821" and "PO 8821" and "purchase order 8821" are one identifier; "PO-8812" is another."""
    if a.value == b.value:
        return True
    return bool(a.unit and a.unit == b.unit and _id_core(a) == _id_core(b)) or _id_core(a) == _id_core(b) != ""


def section_agrees(claimed: str, found: str) -> bool:
    """ "7.3" is on a page that has 7.3 (or 7.3(a)); "4(b)" is on a page that has 4(b) or clause 4."""
    base = re.sub(r"\(.*$", "", claimed)
    return found == claimed or (re.sub(r"\(.*$", "", found) == base and "(" not in claimed)


def _date_parts(value: str) -> tuple[int | None, int | None, int | None]:
    if re.fullmatch(r"\d{4}", value):
        return int(value), None, None
    if value.startswith("--"):
        month, day = value[2:].split("-")
        return None, int(month), int(day)
    parts = [int(p) for p in value.split("-")]
    return parts[0], parts[1], parts[2] if len(parts) > 2 else None


def dates_compare(claim: str, found: str, *, tolerance_days: int = 0) -> str | None:
    """ "same" when the page's date carries the claimed one (a year or month claimed: any date in it), "conflict"
    when it is another full date, None when they do not speak to each other."""
    from datetime import date

    cy, cm, cd = _date_parts(claim)
    fy, fm, fd = _date_parts(found)
    if cm is None:  # a year alone
        return "same" if fy == cy else None
    if fm is None:
        return None
    if cd is None:  # a month
        return "same" if (fy, fm) == (cy, cm) else None
    if fd is None:
        return None
    if cy is None or fy is None:
        return "same" if (cm, cd) == (fm, fd) else "conflict"
    if (cy, cm, cd) == (fy, fm, fd):
        return "same"
    if tolerance_days:
        try:
            if abs((date(cy, cm, cd) - date(fy, fm, fd)).days) <= tolerance_days:
                return "same"
        except ValueError:
            return "conflict"
    return "conflict"


def compare(claim: Atom, found: Atom) -> str | None:
    """What a page atom says of a draft atom: "same" (it carries it), "conflict" (another value of the same
    kind and thing: another date, sum, rate or period, count of the same thing, identifier of the same family,
    place of the same level, time) or None (unrelated)."""
    kind = claim.kind
    if kind == "date":
        return dates_compare(claim.value, found.value) if found.kind == "date" else None
    if kind == "amount":
        if found.kind != "amount":
            return None
        currencies = {claim.unit, found.unit} - {""}
        if len(currencies) > 1:
            return None
        return "same" if Decimal(claim.value) == Decimal(found.value) else "conflict"
    if kind == "percent":
        if found.kind != "percent":
            return None
        periods = {claim.unit, found.unit} - {""}
        return "same" if claim.value == found.value and len(periods) < 2 else "conflict"
    if kind == "quantity":
        if found.kind != "quantity":
            return None
        if claim.head == found.head:
            return "same" if claim.value == found.value else "conflict"
        mine, theirs = duration(claim), duration(found)
        if mine and theirs and mine[0] == theirs[0]:  # "three years" = "thirty-six (36) months"
            return "same" if mine[1] == theirs[1] else "conflict"
        return None
    if kind == "number":
        return "same" if found.kind in ("number", "quantity") and claim.value == found.value else None
    if kind == "section":
        return "same" if found.kind == "section" and section_agrees(claim.value, found.value) else None
    if kind == "identifier":
        core = _id_core(claim)
        if found.kind in ("number", "quantity") and core.isdigit() and len(core) >= 3:  # a ledger's "08441" column
            return "same" if found.value == str(int(core)) else None
        if found.kind != "identifier":
            return None
        if same_identifier(claim, found):
            return "same"
        return "conflict" if claim.unit == found.unit and claim.unit != "address" else None
    if kind == "place":
        if found.kind != "place" or claim.unit != found.unit:
            return None
        return "same" if claim.value == found.value else "conflict"
    if kind == "time":
        return ("same" if claim.value == found.value else "conflict") if found.kind == "time" else None
    return None


_DURATIONS = {"year": ("month", 12), "month": ("month", 1), "week": ("day", 7), "day": ("day", 1)}


def duration(atom: Atom) -> tuple[str, Fraction] | None:
    """A length of time in a common unit: years and months in months, weeks and days in days."""
    unit = _DURATIONS.get(atom.head)
    value = digits_value(atom.value) if "/" not in atom.value else None
    return (unit[0], value * unit[1]) if unit and value is not None else None


def describe(kind: str) -> str:
    return {
        "date": "date",
        "amount": "amount",
        "percent": "rate",
        "quantity": "quantity",
        "number": "figure",
        "section": "section number",
        "identifier": "identifier",
        "place": "place",
        "time": "time",
        "person": "name",
        "entity": "name",
    }.get(kind, kind)
