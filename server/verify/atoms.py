"""The small checkable facts inside a statement, beyond dates and money: rates, quantities, counts,
section numbers, identifiers and places, each with its span and a value that compares across spellings.

    find_atoms("interest at one and one-half percent (1.5%) per month")   # one percent atom, value "1.5"
    find_atoms("fourteen (14) cabinets")[0]                              # quantity, value "14", unit "cabinet"
    find_atoms("Section 7.3") == find_atoms("§ 7.3")                       # section "7.3" (spans aside)
    find_atoms("invoice 4417")[0].value                                  # identifier "4417", family "invoice"

Kinds:
  ``percent``     a rate or share: "1.5%", "1.5 percent", "one and one-half percent";
  ``quantity``    a number and the thing counted: "14 cabinets", "twelve (12) months", "a 12-month warranty";
  ``number``      any other figure written in digits: "all 500 passed";
  ``section``     a section, paragraph, clause or article: "Section 7.3", "§ 7.3", "¶ 12", "paragraph 4";
  ``identifier``  an invoice, order, account, case or model number: "invoice 4471", "PO-8821", "QC-2024-031";
  ``place``       a U.S. state or a country: "governed by Oregon law".

The same function reads the evidence pages, so "twelve (12) months" on a page and "12 months" in a
draft meet at one value. Spans already taken by other claims (dates, amounts, Bates and legal cites,
quotations) are skipped. ``PageAtoms`` is a page's atoms arranged for look-ups.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Literal

from server.verify.facts import find_amounts, find_dates, fts_tokens

AtomKind = Literal["percent", "quantity", "number", "section", "identifier", "place"]
ATOM_KINDS: tuple[AtomKind, ...] = ("percent", "quantity", "number", "section", "identifier", "place")

_UNITS_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS_WORDS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
_SCALE_WORDS = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_FRACTIONS = {
    "half": Decimal("0.5"), "one-half": Decimal("0.5"), "one half": Decimal("0.5"), "a half": Decimal("0.5"),
    "quarter": Decimal("0.25"), "one-quarter": Decimal("0.25"), "one quarter": Decimal("0.25"),
    "a quarter": Decimal("0.25"), "three-quarters": Decimal("0.75"), "three quarters": Decimal("0.75"),
    "one-third": Decimal("0.33"), "two-thirds": Decimal("0.67"),
}  # fmt: skip
_NUMBER_WORD = "|".join(sorted([*_UNITS_WORDS, *_TENS_WORDS, *_SCALE_WORDS], key=len, reverse=True))
_WORDS_RE = rf"(?:{_NUMBER_WORD})(?:(?:\s+and\s+|[\s-]+)(?:{_NUMBER_WORD}))*"
_FRACTION_RE = r"(?:one[\s-]half|a\s+half|one[\s-]quarter|a\s+quarter|three[\s-]quarters|one[\s-]third|two[\s-]thirds)"
_DIGITS_RE = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"

# A number as written: digits, or words (with a fraction, and the digits in parentheses after it).
_NUMBER_RE = (
    rf"(?:(?P<words>{_WORDS_RE})(?:\s+and\s+(?P<frac>{_FRACTION_RE}))?|(?P<lonefrac>{_FRACTION_RE}))"
    rf"(?:\s*\((?P<paren>{_DIGITS_RE})\s*%?\))?"
    rf"|(?P<digits>{_DIGITS_RE})"
)
_PERCENT_RE = re.compile(
    rf"(?<![\w.,])(?:{_NUMBER_RE})\s*(?:%|per\s?cent\b|pct\b|percentage\s+points?\b)(?:\s*\((?P<paren2>{_DIGITS_RE})\s*%\))?",
    re.IGNORECASE,
)
_SECTION_RE = re.compile(
    r"(?:\b(?:Section|Sections|Sec\.|Secs\.|Paragraph|Paragraphs|Para\.|Clause|Article|Art\.)|§{1,2}|¶{1,2})\s*"
    r"(?P<number>\d+(?:\.\d+)*(?:\([a-z0-9]{1,4}\))*|[IVXLC]+\b)",
    re.IGNORECASE,
)
_HEADING_SECTION_RE = re.compile(r"(?m)^[ \t]*(?P<number>\d{1,3}(?:\.\d{1,3})*)[.)]?[ \t]+(?=[A-Z])")
_ID_KEYWORDS = {
    "invoice": "invoice", "inv": "invoice", "purchase order": "po", "po": "po", "p.o": "po", "order": "order",
    "account": "account", "acct": "account", "check": "check", "cheque": "check", "case": "case",
    "docket": "case", "claim": "claim", "policy": "policy", "contract": "contract", "loan": "loan",
    "reference": "reference", "ref": "reference", "receipt": "receipt", "tracking": "tracking",
    "serial": "serial", "model": "model", "report": "report", "permit": "permit",
    "job": "job", "project": "project", "estimate": "estimate",
    "change order": "change order", "work order": "work order", "bill of lading": "bill of lading",
}  # fmt: skip
_ID_KEYWORD_RE = re.compile(
    r"\b(?P<kw>"
    + "|".join(re.escape(k).replace(r"\ ", r"\s+") for k in sorted(_ID_KEYWORDS, key=len, reverse=True))
    + r")\.?(?:\s+(?:No|Nos|Number|Num)\.?\s*|\s*#\s*|\s*:\s*|\s+)(?P<id>[A-Z]{0,6}[-/]?\d[\dA-Z]*(?:[-/][\dA-Z]+)*)\b",
    re.IGNORECASE,
)
_MIXED_ID_RE = re.compile(r"(?<![\w$€£.-])(?P<id>[A-Z]{1,6}[-/]?\d[\dA-Z]*(?:[-/][\dA-Z]+)*)(?![\w-])")
_QUANTITY_RE = re.compile(
    rf"(?<![\w.,$€£-])(?:{_NUMBER_RE})(?:\s*-\s*|\s+)(?P<unit>[a-z][a-z'-]*)(?:\s+(?P<unit2>[a-z][a-z'-]*))?",
    re.IGNORECASE,
)
_BARE_NUMBER_RE = re.compile(rf"(?<![\w.,$€£/-])(?P<digits>{_DIGITS_RE})(?![\w/%]|[.,]\d|-\d)")


def _listed(text: str) -> list[str]:
    """Names separated by commas, or words separated by spaces when there is no comma."""
    return [part.strip() for part in text.split(",")] if "," in text else text.split()


_STATES = _listed(
    "Alabama, Alaska, Arizona, Arkansas, California, Colorado, Connecticut, Delaware, Florida, Georgia, Hawaii, "
    "Idaho, Illinois, Indiana, Iowa, Kansas, Kentucky, Louisiana, Maine, Maryland, Massachusetts, Michigan, "
    "Minnesota, Mississippi, Missouri, Montana, Nebraska, Nevada, New Hampshire, New Jersey, New Mexico, New York, "
    "North Carolina, North Dakota, Ohio, Oklahoma, Oregon, Pennsylvania, Rhode Island, South Carolina, "
    "South Dakota, Tennessee, Texas, Utah, Vermont, Virginia, Washington, West Virginia, Wisconsin, Wyoming, "
    "District of Columbia, Puerto Rico"
)
_COUNTRIES = _listed(
    "Canada, Mexico, England, Scotland, Ireland, France, Germany, Italy, Spain, Portugal, Netherlands, Belgium, "
    "Switzerland, Austria, Sweden, Norway, Denmark, Finland, Poland, China, Japan, Korea, India, Singapore, "
    "Australia, Brazil, Israel, United Kingdom, Hong Kong"
)
_PLACE_RE = re.compile(
    r"(?<![\w-])(?P<place>"
    + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in sorted([*_STATES, *_COUNTRIES], key=len, reverse=True))
    + r")(?![\w-])"
)
# Words after a number that are not the thing counted: verbs, function words, time words handled as dates.
_NOT_UNITS = frozenset(
    _listed(
        "a an the of and or to in on at by for with from as is are was were be been being has have had do does did "
        "not no than that this these those which who whom whose it its per each every all any both either neither "
        "such same other another more less most least over under about above below after before since until "
        "within without between through into onto upon via then also only just still even percent pct "
        "dollars dollar usd eur gbp cad aud chf euros pounds cents am pm a.m p.m st nd rd th "
        "january february march april may june july august september october november december "
        "jan feb mar apr jun jul aug sep sept oct nov dec"
    )
)
_WEAK_UNITS = frozenset(["times", "time", "way", "ways", "point", "points"])


@dataclass(frozen=True)
class Atom:
    kind: AtomKind
    start: int
    end: int
    text: str  # the characters as written
    value: str  # canonical: "1.5", "14", "7.3", "PO8821", "oregon"
    unit: str = ""  # quantity: the thing counted ("cabinet"); identifier: its family ("invoice", "po")
    unit2: str = ""  # quantity: the word after that ("industrial pumps" -> "pump")


def _decimal_text(value: Decimal) -> str:
    text = f"{value.normalize():f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def words_value(words: str) -> int | None:
    """ "five hundred" -> 500, "twenty-one thousand" -> 21000, "one" -> 1; None if it is not a number."""
    total, current, seen = 0, 0, False
    for word in re.split(r"[\s-]+", words.lower()):
        if word in ("and", ""):
            continue
        if word in _UNITS_WORDS:
            current += _UNITS_WORDS[word]
        elif word in _TENS_WORDS:
            current += _TENS_WORDS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in _SCALE_WORDS:
            total += max(current, 1) * _SCALE_WORDS[word]
            current = 0
        else:
            return None
        seen = True
    return total + current if seen else None


def _number_value(match: re.Match[str], paren_group: str = "paren") -> Decimal | None:
    """The value of a ``_NUMBER_RE`` match; digits in parentheses win over the words before them."""
    g = match.groupdict()
    try:
        if g.get(paren_group):
            return Decimal(g[paren_group].replace(",", ""))
        if g.get("digits"):
            return Decimal(g["digits"].replace(",", ""))
        if g.get("lonefrac"):
            return _FRACTIONS[" ".join(g["lonefrac"].lower().split())]
        if g.get("words"):
            whole = words_value(g["words"])
            if whole is None:
                return None
            fraction = _FRACTIONS[" ".join(g["frac"].lower().split())] if g.get("frac") else Decimal(0)
            return Decimal(whole) + fraction
    except (InvalidOperation, KeyError):
        return None
    return None


def _lemma(word: str) -> str:
    word = word.lower().strip("'-")
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        return word[:-1]
    return word


def _is_unit(word: str | None) -> bool:
    if not word:
        return False
    lower = word.lower()
    return (
        lower not in _NOT_UNITS
        and len(lower) > 1
        and not lower.endswith(("ed", "ing", "ly"))
        and not lower[0].isdigit()
    )


def _free(start: int, end: int, taken: list[tuple[int, int]]) -> bool:
    return not any(start < e and s < end for s, e in taken)


def canonical_id(raw: str) -> str:
    """An identifier without separators or case: "PO-8821", "po 8821" and "PO8821" are one value."""
    return re.sub(r"[^0-9A-Za-z]", "", raw).upper()


def find_atoms(text: str, *, taken: Iterable[tuple[int, int]] = (), page: bool = False) -> list[Atom]:
    """Every atom in ``text`` outside ``taken`` spans, in order.

    ``page=True`` (evidence pages) also reads clause headings ("4. Payment.") as sections, and leaves
    dates and money to ``facts`` by taking their spans first.
    """
    spans = list(taken)
    spans += [(d.start, d.end) for d in find_dates(text)]
    spans += [(a.start, a.end) for a in find_amounts(text, bare=page)]
    atoms: list[Atom] = []

    def add(kind: AtomKind, start: int, end: int, value: str, unit: str = "", unit2: str = "") -> None:
        atoms.append(Atom(kind, start, end, text[start:end], value, unit, unit2))
        spans.append((start, end))

    for match in _PERCENT_RE.finditer(text):
        if not _free(match.start(), match.end(), spans):
            continue
        value = _number_value(match, "paren2") if match.group("paren2") else _number_value(match)
        if value is not None:
            add("percent", match.start(), match.end(), _decimal_text(value))
    for match in _SECTION_RE.finditer(text):
        if _free(match.start(), match.end(), spans):
            add("section", match.start(), match.end(), match.group("number").upper().rstrip("."))
    if page:
        for match in _HEADING_SECTION_RE.finditer(text):
            if _free(match.start("number"), match.end("number"), spans):
                add("section", match.start("number"), match.end("number"), match.group("number"))
    for match in _ID_KEYWORD_RE.finditer(text):
        raw = match.group("id")
        if not any(ch.isdigit() for ch in raw) or not _free(match.start("id"), match.end("id"), spans):
            continue
        family = _ID_KEYWORDS[" ".join(match.group("kw").lower().rstrip(".").split())]
        add("identifier", match.start("id"), match.end("id"), canonical_id(raw), family)
    for match in _MIXED_ID_RE.finditer(text):
        raw = match.group("id")
        letters = re.match(r"[A-Z]+", raw)
        if not _free(match.start(), match.end(), spans) or letters is None:
            continue
        add("identifier", match.start(), match.end(), canonical_id(raw), letters.group(0).lower())
    for match in _QUANTITY_RE.finditer(text):
        unit, unit2 = match.group("unit"), match.group("unit2")
        number_end = match.start("unit")
        if not _is_unit(unit) or not _free(match.start(), number_end, spans):
            continue
        value = _number_value(match)
        if value is None or (match.group("lonefrac") and not match.group("paren")):
            continue
        if match.group("words") and unit.lower() in _WEAK_UNITS | {"of"}:
            continue
        second = _lemma(unit2) if _is_unit(unit2) else ""
        end = match.end("unit")
        add("quantity", match.start(), end, _decimal_text(value), _lemma(unit), second)
    for match in _BARE_NUMBER_RE.finditer(text):
        if _free(match.start(), match.end(), spans):
            value = Decimal(match.group("digits").replace(",", ""))
            add("number", match.start(), match.end(), _decimal_text(value))
    for match in _PLACE_RE.finditer(text):
        if _free(match.start(), match.end(), spans):
            add("place", match.start(), match.end(), " ".join(match.group("place").lower().split()))
    return sorted(atoms, key=lambda a: a.start)


def numbers_in(text: str) -> set[str]:
    """Every numeric value written on a page, in digits or words (including those inside dates and
    identifiers), so a count can be confirmed however the page writes it."""
    values = {_decimal_text(Decimal(d.replace(",", ""))) for d in re.findall(_DIGITS_RE, text)}
    for match in re.finditer(rf"(?<![\w-])(?:{_NUMBER_RE})", text, re.IGNORECASE):
        value = _number_value(match)
        if value is not None:
            values.add(_decimal_text(value))
    return values


@dataclass
class PageAtoms:
    """One page's atoms arranged for look-ups; built once per page per verification run."""

    atoms: list[Atom]
    numbers: set[str]
    words: str  # " token token ... " for whole-word look-ups
    by_kind: dict[AtomKind, list[Atom]] = field(default_factory=dict)

    @classmethod
    def of(cls, text: str) -> PageAtoms:
        atoms = find_atoms(text, page=True)
        by_kind: dict[AtomKind, list[Atom]] = {}
        for atom in atoms:
            by_kind.setdefault(atom.kind, []).append(atom)
        return cls(atoms, numbers_in(text), f" {' '.join(fts_tokens(text))} ", by_kind)

    def kind(self, kind: AtomKind) -> list[Atom]:
        return self.by_kind.get(kind, [])


@dataclass(frozen=True)
class AtomCheck:
    """What a page says about one atom: ``found`` (with the span that carries it), ``conflict`` (another
    value of the same kind and thing, with its span), or neither."""

    found: Atom | None = None
    conflict: Atom | None = None
    span: tuple[int, int] | None = None

    @property
    def ok(self) -> bool:
        return self.found is not None or self.span is not None

    @property
    def where(self) -> tuple[int, int]:
        """The page span that carries the atom (or the conflicting value)."""
        atom = self.found or self.conflict
        return (atom.start, atom.end) if atom is not None else (self.span or (0, 0))


def _same_unit(a: Atom, b: Atom) -> bool:
    units_a = {u for u in (a.unit, a.unit2) if u}
    units_b = {u for u in (b.unit, b.unit2) if u}
    return bool(units_a & units_b)


def check_atom(atom: Atom, page: PageAtoms, text: str, *, strict: bool = False) -> AtomCheck:
    """Is ``atom`` (from a draft) on this page? Compared by value, never by spelling.

    A count passes on a cited page when the page writes the number anywhere ("Qty 500" for "500 pumps").
    ``strict`` (a page found by searching, not cited): it must be written as a count of the same thing.
    """
    if atom.kind == "percent":
        same = [a for a in page.kind("percent") if a.value == atom.value]
        if same:
            return AtomCheck(found=same[0])
        others = page.kind("percent")
        return AtomCheck(conflict=others[0]) if others else AtomCheck()
    if atom.kind == "quantity":
        quantities = [a for a in page.kind("quantity") if _same_unit(a, atom)]
        same = [a for a in quantities if a.value == atom.value]
        if same:
            return AtomCheck(found=same[0])
        if quantities:
            return AtomCheck(conflict=quantities[0])
        return AtomCheck() if strict else _number_on_page(atom, page, text)
    if atom.kind == "number":
        check = _number_on_page(atom, page, text)
        return AtomCheck() if strict and check.found is None else check
    if atom.kind == "section":
        same = [a for a in page.kind("section") if _section_agrees(atom.value, a.value)]
        return AtomCheck(found=same[0]) if same else AtomCheck()
    if atom.kind == "identifier":
        identifiers = page.kind("identifier")
        same = [a for a in identifiers if same_identifier(a, atom)]
        if same:
            return AtomCheck(found=same[0])
        if atom.value.isdigit() and f" {atom.value.lower()} " in page.words:
            match = re.search(rf"(?<![\w]){re.escape(atom.value)}(?![\w])", text)
            if match:
                return AtomCheck(span=match.span())
        family = [a for a in identifiers if a.unit == atom.unit]
        return AtomCheck(conflict=family[0]) if family else AtomCheck()
    if atom.kind == "place":
        places = page.kind("place")
        same = [a for a in places if a.value == atom.value]
        if same:
            return AtomCheck(found=same[0])
        group = _STATE_VALUES if atom.value in _STATE_VALUES else _COUNTRY_VALUES
        others = [a for a in places if a.value in group]
        return AtomCheck(conflict=others[0]) if others else AtomCheck()
    return AtomCheck()


_STATE_VALUES = frozenset(" ".join(s.lower().split()) for s in _STATES)
_COUNTRY_VALUES = frozenset(" ".join(c.lower().split()) for c in _COUNTRIES)


def _id_core(atom: Atom) -> str:
    family = atom.unit.upper().replace(" ", "")
    return atom.value[len(family) :] if family and atom.value.startswith(family) else atom.value


def same_identifier(a: Atom, b: Atom) -> bool:
    """ "PO-8821" and "PO 8821" and "purchase order 8821" are one identifier; "PO-8812" is another."""
    if a.value == b.value:
        return True
    return bool(a.unit and a.unit == b.unit and _id_core(a) == _id_core(b))


def _section_agrees(claimed: str, found: str) -> bool:
    """ "7.3" is on a page that has 7.3 (or 7.3(a)); "4(b)" is on a page that has 4(b) or clause 4."""
    base = re.sub(r"\(.*$", "", claimed)
    return found == claimed or re.sub(r"\(.*$", "", found) == base


def _number_on_page(atom: Atom, page: PageAtoms, text: str) -> AtomCheck:
    if atom.value not in page.numbers:
        return AtomCheck()
    for candidate in page.atoms:
        if candidate.value == atom.value and candidate.kind in ("quantity", "number", "percent"):
            return AtomCheck(found=candidate)
    digits = re.search(rf"(?<![\d.,]){re.escape(atom.value)}(?![\d])", text)
    return AtomCheck(span=digits.span() if digits else (0, 0))


def atom_phrases(atom: Atom) -> list[list[str]]:
    """FTS5 token phrases a page could carry the atom as (digits, words, the identifier's parts)."""
    phrases: list[list[str]] = []
    if atom.kind in ("percent", "quantity", "number"):
        phrases.append(fts_tokens(atom.value))
        number = Decimal(atom.value)
        if number == number.to_integral_value() and 0 <= number < 100:
            phrases.append(fts_tokens(_spell(int(number))))
    elif atom.kind == "section":
        phrases.append(fts_tokens(atom.value))
    elif atom.kind == "identifier":
        phrases.append(fts_tokens(atom.text))
        if fts_tokens(atom.value.lower()) != phrases[0]:
            phrases.append(fts_tokens(atom.value.lower()))
    else:
        phrases.append(fts_tokens(atom.value))
    unique: list[list[str]] = []
    for phrase in phrases:
        if phrase and phrase not in unique:
            unique.append(phrase)
    return unique


def _spell(number: int) -> str:
    for word, value in {**_UNITS_WORDS, **_TENS_WORDS}.items():
        if value == number:
            return word
    tens, units = divmod(number, 10)
    names = {v: k for k, v in _TENS_WORDS.items()}
    ones = {v: k for k, v in _UNITS_WORDS.items()}
    return f"{names[tens * 10]}-{ones[units]}" if units else names[tens * 10]


def describe(kind: str) -> str:
    return {
        "percent": "rate",
        "quantity": "quantity",
        "number": "figure",
        "section": "section number",
        "identifier": "identifier",
        "place": "place",
    }.get(kind, kind)
