"""What proves a statement wrong, and what is only doubt: the value rules the verdicts apply.

A value of a statement missing from every cited page is proof (a wrong pin, or a value invented) only when a
page could not have written it another way (``strong``): a sum, a rate, an identifier, a time, a full date, a
section of a page that numbers its sections, a measured quantity. A weak value (a year, a bare figure, a count
of things, a place) proves something only when it is nowhere in the client evidence. And a value the lawyer
worked out is not missing: a count of days between two dates the statement and its pages give
(``computed_interval``), a date its cited lines give as the day alone (``day_written``), a figure written in a
form the page's reading missed (``raw_on``), the page's figure in another unit (``unit_changed``) is not it.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Sequence
from datetime import date
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from server.verify.atoms import Atom
from server.verify.evidence_index import EvidencePage
from server.verify.locate import Pages
from server.verify.numbers import WORDS_RE, words_value
from server.verify.support import PageView, StatementFacts

# Values a page cannot write another way: missing from every cited page, they prove the pin wrong or the value
# invented. A bare figure, a count, a place or a month is read from prose more loosely (the "9" of "Condition 9",
# "three employees" of a register's rows): missing, it proves something only when it is nowhere in the evidence.
STRONG_KINDS = frozenset({"amount", "percent", "identifier", "time", "section"})


# Units of measure: a count of one of these is a measurement, read as surely as a sum ("twelve (12) months",
# "11.25 hours", "3,850 square feet"); a count of anything else may be prose misread ("three employees").
MEASURE_UNITS = frozenset({
    "year", "month", "week", "day", "hour", "minute", "second", "foot", "inch", "mile", "yard", "meter", "metre",
    "kilometer", "pound", "ton", "gallon", "liter", "litre", "acre", "ounce", "degree",
})  # fmt: skip


def strong(atom: Atom) -> bool:
    if atom.kind == "identifier" and atom.value.isdigit() and len(atom.value) <= 3:
        return False  # "Application No. 5": a short number a page may write in words or leave to its title
    if atom.kind == "quantity":
        return atom.head in MEASURE_UNITS and len(atom.text.split()) <= 4
    return atom.kind in STRONG_KINDS or (atom.kind == "date" and len(atom.value) == 10 and "-" not in atom.value[:2])


def proves(absent: Sequence[Atom], pages: Pages, views: Sequence[PageView] = ()) -> bool:
    """Does a value missing from every cited page prove the statement wrong (see ``STRONG_KINDS``)? A section
    number proves it only against a page that numbers its sections: a letter citing "Section 9.5" of the contract
    need not repeat it."""
    def sectioned(a: Atom) -> bool:  # the page's own headings of that article: "9.4" and "9.6" beside a "9.5"
        article = a.value.split(".")[0].split("(")[0]
        return any(
            x.kind == "section" and x.text[:1].isdigit() and x.value.split(".")[0].split("(")[0] == article
            for v in views
            for x in v.atoms
        )

    return any((strong(a) and (a.kind != "section" or sectioned(a))) or not pages.with_atom(a) for a in absent)


_DAYS_PER = {"day": 1, "week": 7}
_PAIR_REACH = 120  # two dates of one row or line of a page: the due date and the date received


def _day(value: str, year: int | None = None) -> date | None:
    """A date atom's value as a day: "2023-08-28", or "--10-17" in ``year``."""
    try:
        if len(value) == 10 and value[4] == "-":
            return date.fromisoformat(value)
        if value.startswith("--") and year is not None:
            return date(year, int(value[2:4]), int(value[5:7]))
    except ValueError:
        return None
    return None


def day_written(atom: Atom, pages: Sequence[EvidencePage]) -> bool:
    """Is a date written on the cited pages as the day alone ("He called on the 3rd"), its month named there too?"""
    found = re.fullmatch(r"--(\d\d)-(\d\d)", atom.value) if atom.kind == "date" else None  # "January 3": no year
    if found is None:
        return False
    month, day = int(found.group(1)), int(found.group(2))
    if not 1 <= month <= 12:
        return False
    name = calendar.month_name[month]
    ordinal = rf"\b{day}(?:st|nd|rd|th)\b"
    month_named = rf"\b(?:{name}|{name[:3]}\.)"
    return any(re.search(ordinal, p.text) for p in pages) and any(
        re.search(month_named, p.text, re.IGNORECASE) for p in pages
    )  # the cited pages or lines together: a transcript's answer runs onto the next page


def computed_interval(atom: Atom, facts: StatementFacts, views: Sequence[PageView]) -> bool:
    """Is a count of days or weeks the lawyer's arithmetic on dates the statement and its cited pages give
    ("accepted the August 2023 installment twenty-seven days late" of a ledger row due 08/01/2023, received
    08/28/2023; "On October 17th, five days after the notice" of a notice dated October 12)? Two dates of the
    statement, one of the statement and one of a cited page, or two on one row of a cited page in a month the
    statement names, exactly that many days apart."""
    if atom.kind != "quantity" or atom.head not in _DAYS_PER:
        return False
    try:
        days = Fraction(atom.value) * _DAYS_PER[atom.head]
    except (ValueError, ZeroDivisionError):
        return False
    if days.denominator != 1 or not 0 < days <= 3660:
        return False
    if any(x.kind == "quantity" and x.head == atom.head for view in views for x in view.atoms):
        return False  # the page gives a count of days itself: the statement's is to be found, not worked out
    said = [a.value for a in facts.atoms if a.kind == "date"]
    months = {v[:7] for v in said if len(v) == 7}
    on_pages = [(view, x) for view in views for x in view.atoms if x.kind == "date" and len(x.value) == 10]
    years = {int(x.value[:4]) for _, x in on_pages} | {int(v[:4]) for v in said if v[:4].isdigit()}
    mine = [d for v in said for y in (years or {None}) if (d := _day(v, y)) is not None]
    theirs = [d for _, x in on_pages if (d := _day(x.value)) is not None]
    if any(abs((a - b).days) == days for a in mine for b in [*mine, *theirs]):
        return True
    for i, (view, x) in enumerate(on_pages):
        for other_view, y in on_pages[i + 1 :]:
            if other_view is not view or abs(y.start - x.start) > _PAIR_REACH:
                continue
            if months and not {x.value[:7], y.value[:7]} & months:
                continue
            if abs((date.fromisoformat(x.value) - date.fromisoformat(y.value)).days) == days:
                return True
    return False


def unit_changed(atom: Atom, views: Sequence[PageView]) -> bool:
    """The cited page gives the statement's figure in another unit or period: "56,520 square feet" for "square
    meters", "10% per annum" for "per month", "48 months" for "48 years"."""
    if atom.kind == "percent":
        return bool(atom.unit) and any(
            x.kind == "percent" and x.value == atom.value and x.unit and x.unit != atom.unit
            for v in views
            for x in v.atoms
        )
    if atom.kind == "quantity" and atom.head in MEASURE_UNITS:
        return any(
            x.kind == "quantity" and x.value == atom.value and x.head in MEASURE_UNITS and x.head != atom.head
            for v in views
            for x in v.atoms
        )
    return False


def raw_on(atom: Atom, pages: Sequence[EvidencePage]) -> bool:
    """Is the atom's value written on one of ``pages`` in a form the page's own reading missed ("U.S. Reg. No.
    5,218,443" in a table, "§ 10.4" for "Section 10.4")? Digits, letters and their order, separators aside."""
    if atom.kind == "identifier":
        wanted = re.sub(r"[^0-9A-Z]", "", atom.value.upper())
        return len(wanted) >= 3 and any(wanted in re.sub(r"[^0-9A-Z]", "", p.text.upper()) for p in pages)
    if atom.kind == "section":
        return any(re.search(rf"(?<![\w.]){re.escape(atom.value)}(?![\w]|\.\d)", p.text, re.IGNORECASE) for p in pages)
    if atom.kind == "amount":
        whole, _, cents = atom.value.partition(".")
        forms = {f"{int(whole):,}", whole} if whole.isdigit() else set()
        pattern = "|".join(re.escape(f) for f in forms)
        suffix = rf"(?:\.{cents})?" if cents and cents != "00" else r"(?:\.00)?"
        return bool(pattern) and any(re.search(rf"(?<![\d,.])(?:{pattern}){suffix}(?![\d,]|\.\d)", p.text)
                                     for p in pages)  # fmt: skip
    return False


_NUMBER_WORDS_RE = re.compile(rf"(?i)\b{WORDS_RE}\b")


def spoken_on_lines(atom: Atom, pages: Sequence[EvidencePage], views: Sequence[PageView]) -> bool:
    """Do a transcript's cited lines say the value as a witness speaks it: a sum as a bare figure ("six thousand
    would not cure it" for $6,000), a rate without its sign, a month without its year ("in September and
    October" for October 2024)? Doubt, not proof, on lines cut from a transcript only."""
    cut = [(p, v) for p, v in zip(pages, views, strict=True) if p.lines is not None]
    if not cut:
        return False
    if atom.kind in ("amount", "percent"):
        try:
            wanted = Fraction(atom.value)
        except (ValueError, ZeroDivisionError):
            return False
        for page, _ in cut:  # a figure in words ("six thousand"): no atom of its own without a unit
            for match in _NUMBER_WORDS_RE.finditer(page.text):
                if words_value(match.group(0)) == wanted:
                    return True
        for _, view in cut:
            for x in view.atoms:
                if x.kind in ("number", "quantity", "amount", "percent"):
                    try:
                        if Fraction(x.value) == wanted:
                            return True
                    except (ValueError, ZeroDivisionError):
                        continue
        return False
    if atom.kind == "date" and re.fullmatch(r"\d{4}-\d\d", atom.value):
        name = calendar.month_name[int(atom.value[5:7])]
        return any(re.search(rf"\b{name}\b", p.text) for p, _ in cut)
    return False


MAX_RUN = 12  # the most consecutive sums of a page a lawyer's total adds up


def computed_amount(atom: Atom, facts: StatementFacts, views: Sequence[PageView], said_text: str = "") -> bool:
    """Is a sum the lawyer's arithmetic: the total of the statement's other sums; the sum or difference of one of
    them and a sum on a cited page ("$123,000 below the $612,000 appraisal" of a $489,000 sale); or, where the
    statement says it totals ("withdrawals totaling $16,500"), the total of a run of consecutive sums on a
    cited page or of two of them?"""
    if atom.kind != "amount":
        return False
    wanted = _decimal(atom.value)
    if wanted is None:
        return False
    said = [d for a in facts.atoms if a.kind == "amount" and a is not atom and (d := _decimal(a.value)) is not None]
    if len(said) >= 2 and sum(said) == wanted:
        return True
    totals = _TOTAL_RE.search(said_text) is not None
    for view in views:
        column = [d for a in view.atoms if a.kind == "amount" and (d := _decimal(a.value)) is not None]
        if any(a + b == wanted or abs(a - b) == wanted for a in said for b in [*said, *column]):
            return True
        if not totals:
            continue
        if any(a + b == wanted for i, a in enumerate(column) for b in column[i + 1 :]):
            return True
        for start in range(len(column)):
            total = column[start]
            for end in range(start + 1, min(len(column), start + MAX_RUN)):
                total += column[end]
                if total == wanted:
                    return True
    return False


_TOTAL_RE = re.compile(r"(?i)\b(?:total(?:s|ed|ing|led|ling)?|in\s+all|aggregate|combined|altogether|sum\s+of)\b")


def _decimal(value: str) -> Decimal | None:
    try:
        return Decimal(value)
    except InvalidOperation:
        return None
