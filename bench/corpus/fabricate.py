"""Fabrications: one atom of a true fact changed, and inventions that share no value with the matter.

``Corpus`` holds every page text of the matter and the values drawn for it; each change is kept only if the
changed value occurs nowhere in the matter in any rendering (``Corpus.absent_*``), so a fabricated statement
is false by construction. A ``Change`` is what goes into the statement template in place of the value:
the changed text, its kind and a note "old -> new" whose right side is exactly what the statement prints.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from datetime import date, timedelta

from bench.corpus.facts import (
    CountV,
    DateV,
    EntityV,
    Fact,
    IdentifierV,
    MoneyV,
    PersonV,
    PlaceV,
    QuantityV,
    QuoteV,
    RateV,
    SectionV,
    TimeV,
    date_forms,
    date_text,
    numbers_in,
    rate_figure,
    squash,
)
from bench.corpus.names import GIVEN, PLACES, SUFFIXES, Names
from bench.corpus.words import money_figures, money_words, number_words

WRONG_UNITS = {
    "rentable square feet": "rentable square meters", "square feet": "square meters", "months": "years",
    "days": "weeks", "calendar days": "calendar weeks", "business days": "calendar weeks",
    "hours per week": "hours per day", "cases": "pallets", "years": "months", "overtime hours": "overtime shifts",
}
OTHER_PERIOD = {"annum": "month", "year": "month", "month": "annum"}


@dataclass(frozen=True)
class Change:
    kind: str
    text: str  # what the statement prints in place of the value ("$12,540.00")
    note: str  # "$12,450.00 -> $12,540.00"


class Corpus:
    """All page texts of a matter and the values drawn for it, to keep fabrications out of it."""

    def __init__(self, pages: list[str], dates: set[date], names: Names) -> None:
        self.pages = pages
        self.flat = squash("\n".join(pages))
        self.compact = re.sub(r"[\s#-]", "", self.flat)
        self.numbers = numbers_in(self.flat)
        self.dates = set(dates)
        self.names = names

    def absent_text(self, text: str) -> bool:
        return squash(text) not in self.flat

    def absent_date(self, d: date) -> bool:
        return d not in self.dates and not any(form in self.flat for form in date_forms(d))

    def absent_number(self, value: float) -> bool:
        return value not in self.numbers

    def absent_value(self, value: object) -> bool:
        return not value.occurs(self.flat)  # type: ignore[attr-defined]


def _digit_change(rng: random.Random, digits: str, skip_first: bool = True) -> str:
    positions = [i for i, ch in enumerate(digits) if ch.isdigit() and (i > 0 or not skip_first)]
    i = rng.choice(positions)
    new = rng.choice([d for d in "0123456789" if d != digits[i]])
    return digits[:i] + new + digits[i + 1:]


def _digit_swap(rng: random.Random, digits: str) -> str | None:
    pairs = [i for i in range(len(digits) - 1)
             if digits[i].isdigit() and digits[i + 1].isdigit() and digits[i] != digits[i + 1]
             and not (i == 0 and digits[1] == "0")]
    if not pairs:
        return None
    i = rng.choice(pairs)
    return digits[:i] + digits[i + 1] + digits[i] + digits[i + 2:]


def changes(fact: Fact, corpus: Corpus, rng: random.Random) -> list[Change]:
    """Every valid one-atom change of ``fact`` (possibly none); each is absent from the matter."""
    v = fact.value
    out: list[Change] = []
    tries = 12

    def add(kind: str, new_text: str, old_text: str, ok: bool) -> None:
        if ok and new_text != old_text:
            out.append(Change(kind, new_text, f"{old_text} -> {new_text}"))

    if isinstance(v, DateV):
        style = rng.choice(("long", "dmy", "abbr"))
        old = date_text(v.d, style)
        for kind, make in (("fab.date.day", lambda: v.d + timedelta(days=rng.choice((-9, -7, -3, -2, 2, 3, 7, 10)))),
                           ("fab.date.year", lambda: _year(v.d, rng.choice((-1, 1)))),
                           ("fab.date.month", lambda: _month(v.d, rng.choice((-2, -1, 1, 2))))):
            for _ in range(tries):
                d = make()
                if d and corpus.absent_date(d) and (kind != "fab.date.day" or d.month == v.d.month):
                    add(kind, date_text(d, style), old, True)
                    break
    elif isinstance(v, MoneyV) and v.cents >= 1000:
        old = money_figures(v.cents)
        dollars = f"{v.cents // 100}"
        for kind in ("fab.amount.digit", "fab.amount.swap", "fab.amount.words"):
            for _ in range(tries):
                new = _digit_swap(rng, dollars) if kind == "fab.amount.swap" else _digit_change(rng, dollars)
                if not new or len(dollars) == 1:
                    break
                cents = int(new) * 100 + v.cents % 100
                if corpus.absent_number(cents / 100) and corpus.absent_number(int(new)):
                    if kind == "fab.amount.words":
                        add(kind, money_words(cents), money_words(v.cents), True)
                    else:
                        add(kind, money_figures(cents), old, True)
                    break
    elif isinstance(v, RateV):
        old = f"{rate_figure(v.tenths)}% {('per ' + v.period) if v.period else ''}".strip()
        if v.period:
            period = OTHER_PERIOD[v.period]
            moved = replace(v, period=period, style="pct")
            add("fab.rate.period", moved.page(), old, corpus.absent_value(moved))
        for delta in rng.sample((-20, -10, -5, 5, 10, 20, 30), 7):
            tenths = v.tenths + delta
            fig = rate_figure(tenths)
            if tenths > 0 and f"{fig}%" not in corpus.flat and f"{fig} percent" not in corpus.flat:
                add("fab.rate.value", replace(v, tenths=tenths, style="pct").page(), old, True)
                break
    elif isinstance(v, QuantityV):
        old = f"{v.n:,} {v.unit}"
        if v.unit in WRONG_UNITS:
            moved = QuantityV(v.n, WRONG_UNITS[v.unit])
            add("fab.quantity.unit", f"{v.n:,} {moved.unit}", old, corpus.absent_value(moved))
        for n in (v.n * 10, v.n // 10 if v.n % 10 == 0 else v.n * 100, v.n + 10 ** (len(str(v.n)) - 1)):
            scaled = QuantityV(n, v.unit)
            if n > 1 and corpus.absent_value(scaled) and corpus.absent_number(n):
                add("fab.quantity.scale", f"{n:,} {v.unit}", old, True)
                break
    elif isinstance(v, CountV):
        old = f"{number_words(v.n)} {v.noun}"
        for n in rng.sample((v.n - 1, v.n + 1), 2):
            if n > 0 and corpus.absent_value(CountV(n, v.noun)):
                add("fab.count.off_by_one_words", f"{number_words(n)} {v.noun}", old, True)
                break
    elif isinstance(v, SectionV):
        _, _, tail = v.number.partition(".")
        for major in rng.sample(range(11, 30), 6):
            new = f"{major}.{tail}" if tail else f"{major}"
            if new not in corpus.flat and new.split("(")[0] not in corpus.flat:
                add("fab.section", f"Section {new}", f"Section {v.number}", True)
                break
    elif isinstance(v, IdentifierV):
        for kind in ("fab.identifier.digit", "fab.identifier.swap"):
            for _ in range(tries):
                new = _digit_swap(rng, v.ident) if kind == "fab.identifier.swap" else _digit_change(rng, v.ident,
                                                                                                    False)
                if not new:
                    break
                if re.sub(r"[\s#-]", "", new) not in corpus.compact:
                    add(kind, f"{v.label} {new}".strip(), v.page(), True)
                    break
    elif isinstance(v, TimeV):
        for delta in rng.sample((-2, -1, 1, 2, 3), 5):
            moved = TimeV(v.hour + delta, v.minute, v.style)
            if 6 <= moved.hour <= 20 and moved.clock() not in corpus.flat and (moved.hour < 12) == (v.hour < 12):
                add("fab.time", moved.page(), v.page(), True)
                break
    elif isinstance(v, PersonV):
        p = v.person
        if v.shown_full and p.middle:
            for letter in rng.sample("ABCDEFGHJKLMNPRSTW", 6):
                new = f"{p.given} {letter}. {p.surname}"
                if letter != p.middle and corpus.absent_text(new):
                    add("fab.name.initial", new, p.full, True)
                    break
        for given in rng.sample(GIVEN, 8):
            if given not in corpus.flat:
                new = v.page().replace(p.given, given, 1)
                add("fab.name.given", new, v.page(), True)
                break
    elif isinstance(v, EntityV):
        e = v.entity
        if e.suffix in (*SUFFIXES, "PLLC"):
            others = SUFFIXES if e.suffix in SUFFIXES else ("LLP", "P.C.")
            for suffix in rng.sample(others, len(others)):
                new = f"{e.core} {e.trade} {suffix}"
                if suffix != e.suffix and corpus.absent_text(new):
                    add("fab.entity.suffix", new, e.name, True)
                    break
        for core in corpus.names.spare_cores():
            if core not in corpus.flat:
                add("fab.org", f"{core} {e.trade} {e.suffix}", e.name, True)
                break
    elif isinstance(v, PlaceV):
        old = f"{v.city}, {v.county} County, {v.state}"
        spare = [(c, k) for c, k in PLACES[v.state] if c not in corpus.flat]
        for city, _ in spare:
            add("fab.place.city", f"{city}, {v.state}", f"{v.city}, {v.state}", True)
            break
        for _, county in spare:
            if f"{county} County" not in corpus.flat and f"County of {county}" not in corpus.flat:
                add("fab.place.county", f"{v.city}, {county} County, {v.state}", old, True)
                break
        for state in rng.sample(sorted(PLACES), len(PLACES)):
            if state not in corpus.flat:
                add("fab.place.state", f"{v.city}, {state}", f"{v.city}, {v.state}", True)
                break
    elif isinstance(v, QuoteV):
        for flip in v.flips:
            add(flip.kind, flip.text, v.text, corpus.absent_text(flip.text))
        digit = _quote_digit(v.text, corpus, rng)
        if digit:
            add("fab.quote.digit", digit, v.text, True)
    return out


def _year(d: date, delta: int) -> date | None:
    try:
        return d.replace(year=d.year + delta)
    except ValueError:
        return None


def _month(d: date, delta: int) -> date | None:
    month = d.month + delta
    year = d.year + (month - 1) // 12
    try:
        return d.replace(year=year, month=(month - 1) % 12 + 1)
    except ValueError:
        return None


_AMOUNT = re.compile(r"\$\d{1,3}(?:,\d{3})*\.\d{2}")


def _quote_digit(text: str, corpus: Corpus, rng: random.Random) -> str | None:
    """The quotation with one digit of its first dollar amount changed (absent from the matter), if it has one."""
    match = _AMOUNT.search(text)
    if not match:
        return None
    amount = match.group()
    for _ in range(12):
        digits = amount[1:].replace(",", "").split(".")[0]
        new = _digit_change(rng, digits)
        cents = int(new) * 100 + int(amount[-2:])
        if corpus.absent_number(cents / 100):
            changed = text.replace(amount, money_figures(cents), 1)
            if corpus.absent_text(changed):
                return changed
    return None


INVENTED_ACTS = (
    "admitted in a telephone call that it had no defense to the claim",
    "offered in writing to settle the dispute for half of the balance",
    "agreed in writing to waive all late charges and interest",
    "promised to deliver a cashier's check for the full balance the next morning",
    "conceded at an in-person meeting that it had already spent the disputed funds",
)
INVENTED_PURPOSES = ("as a retainer for consulting services", "for a shipment of replacement parts",
                     "to settle an unrelated freight claim", "as a deposit on warehouse equipment")


def invented_fact(corpus: Corpus, rng: random.Random) -> tuple[str, str] | None:
    """An uncited statement of a fact that shares no value with the matter: (sentence, note)."""
    names = corpus.names
    surnames = [s for s in names.spare_surnames() if s not in corpus.flat]
    givens = [g for g in names.spare_given() if g not in corpus.flat]
    cores = [c for c in names.spare_cores() if c not in corpus.flat]
    if not (surnames and givens and cores):
        return None
    for _ in range(30):
        d = date(rng.randint(2015, 2018), rng.randint(1, 12), rng.randint(1, 28))
        cents = rng.randint(1200, 98000) * 100 + rng.choice((0, 25, 50))
        if corpus.absent_date(d) and corpus.absent_number(cents / 100):
            break
    else:
        return None
    person = f"{rng.choice(givens)} {rng.choice(surnames)}"
    core, party_core = rng.sample(cores, 2) if len(cores) > 1 else (cores[0], cores[0])
    entity = f"{core} {rng.choice(('Trading', 'Ventures', 'Outfitters'))} {rng.choice(SUFFIXES)}"
    party = f"{party_core} {rng.choice(('Freight', 'Tooling', 'Interiors'))} {rng.choice(SUFFIXES)}"
    style = rng.choice(("long", "dmy", "us"))
    sentence = rng.choice((
        f"On {date_text(d, style)}, {person} of {entity} wired {money_figures(cents)} to {party} "
        f"{rng.choice(INVENTED_PURPOSES)}",
        f"{person}, the president of {entity}, personally guaranteed {party}'s obligations on {date_text(d, style)}",
        f"{party} paid {money_figures(cents)} to {entity} on {date_text(d, style)} "
        f"{rng.choice(INVENTED_PURPOSES)}",
    ))
    return sentence, f"invented: {person}; {entity}; {date_text(d, style)}"
