"""Typed facts: a value, how a page shows it, how a lawyer may restate it, and where it occurs in text.

A ``Fact`` is one value on one page of one document. Its ``value`` is a typed object (``DateV``, ``MoneyV``
...) that knows three things: ``page`` (the rendering printed on the page), ``restatements`` (true ways a
careful lawyer writes the same value in a brief, each with the case kind it exercises) and ``occurs``
(whether a text carries the value in any rendering). ``occurs`` is generous on purpose: a wrong pin cite or
a fabricated value is only labelled when ``occurs`` says the page does not carry it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from bench.corpus.names import STATE_ABBR, Entity, Person
from bench.corpus.words import decimal_words, money_figures, money_legal, money_words, number_words, ordinal_suffix

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
MONTH_ABBR = ("Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec.")
_NUMBER = re.compile(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])\d+(?:\.\d+)?")
Restatement = tuple[str, str]  # (case kind, text)


def squash(text: str) -> str:
    """Whitespace runs to one space: page text wraps where a statement does not."""
    return " ".join(text.split())


def numbers_in(text: str) -> set[float]:
    """Every figure in a text ("$12,450.00" -> 12450.0, "1.5%" -> 1.5, "0117" -> 117.0)."""
    return {float(m.group().replace(",", "")) for m in _NUMBER.finditer(text)}


def near(text: str, head: str, tail: str, gap: int = 40) -> bool:
    """Whether ``head`` occurs and ``tail`` follows it within ``gap`` characters (case-insensitive)."""
    low = squash(text).lower()
    head, tail = head.lower(), tail.lower()
    start = low.find(head)
    while start >= 0:
        if tail in low[start + len(head): start + len(head) + gap + len(tail)]:
            return True
        start = low.find(head, start + 1)
    return False


# --- dates -----------------------------------------------------------------------------------------------------
DATE_PAGE_STYLES = ("long", "us", "dmy", "formal", "iso", "abbr")


def date_text(d: date, style: str) -> str:
    month = MONTHS[d.month - 1]
    return {
        "long": f"{month} {d.day}, {d.year}",
        "us": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "us_short": f"{d.month}/{d.day}/{d.year}",
        "dmy": f"{d.day} {month} {d.year}",
        "formal": f"the {ordinal_suffix(d.day)} day of {month}, {d.year}",
        "iso": d.isoformat(),
        "abbr": f"{MONTH_ABBR[d.month - 1]} {d.day}, {d.year}",
        "ordinal": f"{month} {ordinal_suffix(d.day)}, {d.year}",
    }[style]


def date_forms(d: date) -> list[str]:
    forms = [date_text(d, s) for s in ("long", "us", "us_short", "dmy", "iso", "abbr", "ordinal")]
    month = MONTHS[d.month - 1]
    forms += [f"{ordinal_suffix(d.day)} day of {month}", f"{d.month}/{d.day}/{d.year % 100:02d}",
              f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}", f"{month[:3]} {d.day}, {d.year}",
              f"{month} {d.day:02d}, {d.year}", f"{d.day:02d} {month} {d.year}"]
    return forms


@dataclass(frozen=True)
class DateV:
    d: date
    style: str = "long"
    type = "date"

    def json(self) -> Any:
        return self.d.isoformat()

    def page(self) -> str:
        return date_text(self.d, self.style)

    def restatements(self) -> list[Restatement]:
        out = [("true.paraphrase", date_text(self.d, "long" if self.style in ("long", "formal") else self.style))]
        for style in ("long", "dmy", "us", "abbr", "ordinal"):
            if style != self.style and not (style == "long" and self.style == "formal"):
                out.append(("true.date_format", date_text(self.d, style)))
        return [r for r in out if r[1] != "" and not r[1].startswith("the ")]

    def occurs(self, text: str) -> bool:
        flat = squash(text)
        return any(form in flat for form in date_forms(self.d))


# --- money -----------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MoneyV:
    cents: int
    style: str = "fig"  # fig "$12,450.00" | plain "12,450.00" | round "$12,450" | legal (words and figures)
    type = "amount"

    def json(self) -> Any:
        return f"{self.cents // 100}.{self.cents % 100:02d}"

    def page(self) -> str:
        if self.style == "plain":
            return money_figures(self.cents, sign=False)
        if self.style == "round":
            return money_figures(self.cents, cents_shown=False)
        if self.style == "legal":
            return f"{money_legal(self.cents)} ({money_figures(self.cents)})"
        return money_figures(self.cents)

    def restatements(self) -> list[Restatement]:
        out = [("true.paraphrase", money_figures(self.cents))]
        if self.cents % 100 == 0:
            out.append(("true.amount_format", money_figures(self.cents, cents_shown=False)))
        if self.cents < 100_000_000:
            out.append(("true.words_for_digits", money_words(self.cents)))
        return out

    def occurs(self, text: str) -> bool:
        return self.cents / 100 in numbers_in(text)


# --- rates -----------------------------------------------------------------------------------------------------
PERIOD_WORDS = {
    "annum": ("per annum", "per year", "annually", "a year", "each year"),
    "year": ("per year", "per annum", "annually", "a year", "each year"),
    "month": ("per month", "monthly", "a month", "each month"),
}


def rate_figure(tenths: int) -> str:
    whole, frac = divmod(tenths, 10)
    return f"{whole}.{frac}" if frac else f"{whole}"


@dataclass(frozen=True)
class RateV:
    tenths: int  # 15 = 1.5 percent
    period: str  # annum | year | month
    style: str = "pct"  # pct "8% per annum" | words "one and one-half percent (1.5%) per month" | percent "10 percent"
    type = "rate"

    def json(self) -> Any:
        return {"percent": rate_figure(self.tenths), "period": self.period}

    def page(self) -> str:
        fig = rate_figure(self.tenths)
        per = f" per {self.period}" if self.period else ""
        if self.style == "words" and decimal_words(self.tenths):
            return f"{decimal_words(self.tenths)} percent ({fig}%){per}"
        if self.style == "percent":
            return f"{fig} percent{per}"
        return f"{fig}%{per}"

    def restatements(self) -> list[Restatement]:
        fig = rate_figure(self.tenths)
        per, other = PERIOD_WORDS[self.period][:2] if self.period else ("", "")
        out = [("true.paraphrase", f"{fig}% {per}".strip()), ("true.paraphrase", f"{fig} percent {other}".strip())]
        words = decimal_words(self.tenths)
        if words:
            out.append(("true.words_for_digits", f"{words} percent {per}".strip()))
        return out

    def occurs(self, text: str) -> bool:
        fig = rate_figure(self.tenths)
        if not self.period:
            return f"{fig}%" in text or f"{fig} percent" in text
        return any(near(text, f"{fig}%", word) or near(text, f"{fig} percent", word) for word in
                   PERIOD_WORDS[self.period])


# --- quantities and counts ---------------------------------------------------------------------------------------
UNIT_SYNONYMS = {
    "rentable square feet": ("square feet of rentable space",),
    "months": ("months",),
    "hours per week": ("hours each week", "hours a week"),
    "pounds": ("pounds",),
    "linear feet": ("linear feet",),
    "cubic yards": ("cubic yards",),
    "days": ("days",),
    "gallons": ("gallons",),
}


def unit_head(unit: str) -> str:
    return unit.split()[-1] if unit.startswith("rentable") else unit.split()[0]


@dataclass(frozen=True)
class QuantityV:
    n: int
    unit: str  # "rentable square feet", "months", "hours per week"
    style: str = "fig"  # fig "59,970 rentable square feet" | words "twelve (12) months"
    type = "quantity"

    def json(self) -> Any:
        return {"value": self.n, "unit": self.unit}

    def page(self) -> str:
        if self.style == "words":
            return f"{number_words(self.n)} ({self.n}) {self.unit}"
        return f"{self.n:,} {self.unit}"

    def restatements(self) -> list[Restatement]:
        out: list[Restatement] = [("true.paraphrase", f"{self.n:,} {self.unit}")]
        for synonym in UNIT_SYNONYMS.get(self.unit, ()):
            if synonym != self.unit:
                out.append(("true.paraphrase", f"{self.n:,} {synonym}"))
        if self.n < 1000:
            out.append(("true.words_for_digits", f"{number_words(self.n)} {self.unit}"))
        if self.unit == "months" and self.n % 12 == 0:
            years = self.n // 12
            out.append(("true.unit_equivalent", f"{number_words(years)} year{'s' if years > 1 else ''}"))
        return out

    def occurs(self, text: str) -> bool:
        head = unit_head(self.unit)
        return near(text, f"{self.n:,}", head, 30) or near(text, f"({self.n})", head, 30) or near(
            text, f"{number_words(self.n)} ", head, 30) or near(text, f"{self.n} ", head, 30)


@dataclass(frozen=True)
class CountV:
    n: int
    noun: str  # "parking spaces"
    style: str = "words"  # words "three (3) parking spaces" | fig "3 parking spaces"
    type = "count"

    def json(self) -> Any:
        return {"value": self.n, "noun": self.noun}

    def page(self) -> str:
        if self.style == "words":
            return f"{number_words(self.n)} ({self.n}) {self.noun}"
        return f"{self.n} {self.noun}"

    def restatements(self) -> list[Restatement]:
        kind = "true.paraphrase" if self.style == "words" else "true.words_for_digits"
        out = [(kind, f"{number_words(self.n)} {self.noun}"), ("true.paraphrase", f"{self.n} {self.noun}")]
        return out

    def occurs(self, text: str) -> bool:
        head = self.noun.split()[0]
        return any(near(text, f"{form} ", head, 24) for form in (number_words(self.n), f"{self.n}", f"({self.n})"))


# --- sections, identifiers, times ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class SectionV:
    number: str  # "4.2" or "4.2(b)"
    type = "section"

    def json(self) -> Any:
        return self.number

    def page(self) -> str:
        return f"Section {self.number}"

    def restatements(self) -> list[Restatement]:
        return [("true.paraphrase", f"Section {self.number}"), ("true.section_symbol", f"§ {self.number}")]

    def occurs(self, text: str) -> bool:
        return self.number in text


@dataclass(frozen=True)
class IdentifierV:
    label: str  # "Invoice No."
    ident: str  # "INV-2024-0117"
    alt_labels: tuple[str, ...] = ()  # other true ways to introduce it: "invoice", "Loan No."
    type = "identifier"

    def json(self) -> Any:
        return self.ident

    def page(self) -> str:
        return f"{self.label} {self.ident}".strip()

    def restatements(self) -> list[Restatement]:
        out = [("true.paraphrase", self.page())]
        for label in self.alt_labels:
            out.append(("true.identifier_format", f"{label} {self.ident.lstrip('#')}"))
        return out

    def occurs(self, text: str) -> bool:
        compact = re.sub(r"[\s#-]", "", self.ident)
        return compact in re.sub(r"[\s#-]", "", text)


@dataclass(frozen=True)
class TimeV:
    hour: int  # 0-23
    minute: int
    style: str = "dots"  # dots "10:30 a.m." | caps "10:30 AM"
    type = "time"

    def json(self) -> Any:
        return f"{self.hour:02d}:{self.minute:02d}"

    def clock(self) -> str:
        return f"{(self.hour - 1) % 12 + 1}:{self.minute:02d}"

    def page(self) -> str:
        if self.style == "caps":
            return f"{self.clock()} {'AM' if self.hour < 12 else 'PM'}"
        return f"{self.clock()} {'a.m.' if self.hour < 12 else 'p.m.'}"

    def restatements(self) -> list[Restatement]:
        meridiem = "AM" if self.hour < 12 else "PM"
        part = "in the morning" if self.hour < 12 else ("in the afternoon" if self.hour < 18 else "in the evening")
        dots = f"{self.clock()} {'a.m.' if self.hour < 12 else 'p.m.'}"
        return [("true.paraphrase", self.page()), ("true.time_format", dots if self.style == "caps" else
                                                      f"{self.clock()} {meridiem}"),
                ("true.time_format", f"{self.clock()} {part}")]

    def occurs(self, text: str) -> bool:
        return self.clock() in text


# --- names and places ------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PersonV:
    person: Person
    shown_full: bool = True  # the page prints the middle initial
    type = "person"

    def json(self) -> Any:
        return self.person.full if self.shown_full else self.person.plain

    def page(self) -> str:
        return self.json()

    def restatements(self) -> list[Restatement]:
        out = [("true.paraphrase", self.page())]
        if self.shown_full and self.person.middle:
            out.append(("true.name_short", self.person.plain))
        return out

    def occurs(self, text: str) -> bool:
        return self.person.surname in text


@dataclass(frozen=True)
class EntityV:
    entity: Entity
    type = "entity"

    def json(self) -> Any:
        return self.entity.name

    def page(self) -> str:
        return self.entity.name

    def restatements(self) -> list[Restatement]:
        return [("true.paraphrase", self.entity.name)]

    def occurs(self, text: str) -> bool:
        return self.entity.core in text


@dataclass(frozen=True)
class PlaceV:
    city: str
    county: str
    state: str
    style: str = "plain"  # plain "Oakland, Alameda County, California" | formal "City of ..., County of ..."
    type = "place"

    def json(self) -> Any:
        return {"city": self.city, "county": f"{self.county} County", "state": self.state}

    def page(self) -> str:
        if self.style == "formal":
            return f"City of {self.city}, County of {self.county}, State of {self.state}"
        return f"{self.city}, {self.county} County, {self.state}"

    def restatements(self) -> list[Restatement]:
        return [("true.paraphrase", f"{self.city}, {self.county} County, {self.state}"),
                ("true.paraphrase", f"{self.city}, {self.state}"),
                ("true.place_format", f"{self.city}, {STATE_ABBR[self.state]}")]

    def occurs(self, text: str) -> bool:
        return self.city in text


# --- quotations, events and relations: sentences, not atoms ---------------------------------------------------
@dataclass(frozen=True)
class Flip:
    kind: str  # "fab.quote.negation", "fab.antonym" ...
    text: str  # the changed quotation or sentence
    note: str  # "is -> is not"


@dataclass(frozen=True)
class QuoteV:
    text: str  # exactly as on the page
    flips: tuple[Flip, ...] = ()
    type = "quote"

    def json(self) -> Any:
        return self.text

    def page(self) -> str:
        return self.text

    def restatements(self) -> list[Restatement]:
        return [("true.quote", self.text)]

    def occurs(self, text: str) -> bool:
        return squash(self.text) in squash(text)


@dataclass(frozen=True)
class EventV:
    """An event with a polarity, stated by the page in the words of ``says`` (complete true sentences)."""

    event: str  # "claim decision"
    polarity: str  # "denied"
    says: tuple[str, ...]  # true sentences a lawyer may write
    flips: tuple[Flip, ...]  # sentences with the polarity reversed
    type = "event"

    def json(self) -> Any:
        return {"event": self.event, "polarity": self.polarity}

    def page(self) -> str:
        return self.polarity

    def restatements(self) -> list[Restatement]:
        return []

    def occurs(self, text: str) -> bool:
        return True  # a sentence: wrong-pin cases never use events


@dataclass(frozen=True)
class RelationV:
    """Two parties around a directed verb: ``template`` has {a} and {b}; swapping them makes it false."""

    a: str
    b: str
    template: str  # "{a} leased the Premises to {b}"
    type = "relation"

    def json(self) -> Any:
        return {"from": self.a, "to": self.b, "relation": self.template.replace("{a}", "A").replace("{b}", "B")}

    def page(self) -> str:
        return self.template.format(a=self.a, b=self.b)

    def restatements(self) -> list[Restatement]:
        return []

    def occurs(self, text: str) -> bool:
        return True


Value = (DateV | MoneyV | RateV | QuantityV | CountV | SectionV | IdentifierV | TimeV | PersonV | EntityV | PlaceV
         | QuoteV | EventV | RelationV)
PIN_TYPES = ("date", "amount", "rate", "quantity", "count", "identifier", "time", "quote")


@dataclass
class Fact:
    """One value on one page: ``says`` are true sentence templates with "{v}" where the value goes."""

    value: Value
    says: tuple[str, ...] = ()
    id: str = ""
    doc: int = -1  # index in the matter's documents
    page: int = -1  # 1-based page of that document
    scanned: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def type(self) -> str:
        return self.value.type

    def manifest(self) -> dict[str, Any]:
        return {"id": self.id, "type": self.type, "value": self.value.json(), "page": self.page,
                "text": self.value.page()}
