"""Dates and money as lawyers and documents write them: find, normalise, compare, search.

Shared by claim extraction (the draft) and grounding (the evidence pages), so a date written
"March 3, 2024" in a brief and "03/03/2024" on an invoice meet at one value, ``2024-03-03``.

    find_dates("on or about March 3")[0].value   # "--03-03" (no year written; matches any year)
    find_amounts("USD 12,500")[0].value          # "12500.00 USD"

Token phrases follow SQLite FTS5's ``unicode61`` tokenizer (lower-case runs of letters and
digits, diacritics removed), so an FTS5 store and ``InMemoryEvidenceIndex`` answer alike.
"""

from __future__ import annotations

import calendar
import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from server.verify.numbers import WORDS_RE, words_value

_TOKEN_RE = re.compile(r"[^\W_]+")

MONTHS: dict[str, int] = {}
for _number in range(1, 13):
    MONTHS[calendar.month_name[_number].lower()] = _number
    MONTHS[calendar.month_abbr[_number].lower()] = _number
MONTHS["sept"] = 9

_MONTH = (
    r"(?P<mon>(?:January|February|March|April|May|June|July|August|September|October|November|December)"
    r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?)"
)
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
_ORDINAL_DAYS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
    "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
}  # fmt: skip
_ORDINAL_WORDS = r"(?:twenty[\s-]+|thirty[\s-]+)?(?:" + "|".join(sorted(_ORDINAL_DAYS, key=len, reverse=True)) + ")"
_DATE_RE = re.compile(  # after a hyphen only as a range's second date: "11/23/2024-12/06/2024"
    r"(?<![\w/.])(?:(?<=\d-)|(?<!-))(?:"
    rf"{_MONTH}\s+{_DAY}(?![\d:])(?:,?\s+(?P<year>(?:1[6-9]|2\d)\d\d)(?!\d))?"
    # "17 March 2024", "17th of March, 2024", "the 17th day of March, 2024", "the seventeenth day of March, 2024"
    rf"|(?:(?P<day2>[0-3]?\d)(?:st|nd|rd|th)?|(?i:(?P<dayw>{_ORDINAL_WORDS})))(?:\s+day)?\s+(?:of\s+)?"
    r"(?P<mon2>(?:January|February|March|April|May|June|July|August|September|October|November|December)"
    r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?),?\s+(?P<year2>(?:1[6-9]|2\d)\d\d)(?!\d)"
    r"|(?P<m3>[01]?\d)/(?P<d3>[0-3]?\d)/(?P<y3>\d{4}|\d{2})(?![\d/])"
    r"|(?P<m5>[01]?\d)-(?P<d5>[0-3]?\d)-(?P<y5>\d{4})(?![\d-])"
    r"|(?P<y4>(?:1[6-9]|2\d)\d\d)-(?P<m4>[01]\d)-(?P<d4>[0-3]\d)(?![\d-])"
    # "01-Apr-24", "26-May-2025": a schedule's or a spreadsheet's dates
    r"|(?P<d7>[0-3]?\d)-(?P<mon7>Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(?P<y7>\d{4}|\d{2})(?![\d-])"
    r"|(?P<mon6>(?:January|February|March|April|May|June|July|August|September|October|November|December)"
    r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?),?\s+(?P<y6>(?:1[6-9]|2\d)\d\d)(?!\d)"
    r")"
)
_NUMERIC_RE = re.compile(r"(?<![\w/.-])(?P<a>[0-3]?\d)[/-](?P<b>[0-3]?\d)[/-](?:\d{4}|\d{2})(?![\d/])")
_APPROX_RE = re.compile(r"(?:on\s+or\s+(?:about|around)|in\s+or\s+(?:about|around)|approximately|around)\s+$", re.I)

_NUMBER = r"(?P<num>\d{1,3}(?:,\d{3})+|\d+)(?P<dec>\.\d{1,2})?(?!\d)"
_MULT = r"(?:\s*(?P<mult>million|billion|thousand|mm|bn|[mMbBkK])\b)?"
_CURRENCY_SYMBOL = {"$": "USD", "US$": "USD", "€": "EUR", "£": "GBP"}
_CURRENCY_CODE = {"USD": "USD", "EUR": "EUR", "GBP": "GBP", "CAD": "CAD", "AUD": "AUD", "CHF": "CHF"}
_CURRENCY_WORD = {"dollars": "USD", "dollar": "USD", "euros": "EUR", "euro": "EUR", "pounds": "GBP"}
_AMOUNT_RE = re.compile(
    r"(?<![\w.,])(?:"
    r"(?P<sym>US\$|\$|€|£)\s?"
    + _NUMBER
    + _MULT
    + r"|(?P<code>USD|EUR|GBP|CAD|AUD|CHF)\s?"
    + _NUMBER.replace("num", "num2").replace("dec", "dec2")
    + _MULT.replace("mult", "mult2")
    + r"|"
    + _NUMBER.replace("num", "num3").replace("dec", "dec3")
    + _MULT.replace("mult", "mult3")
    + r"\s*(?P<word>dollars?|euros?|pounds|USD|EUR|GBP|CAD|AUD|CHF)\b"
    r")"
)
# "Twelve Thousand Four Hundred Fifty and 00/100 Dollars", "five thousand dollars and fifty cents", "ten dollars"
_WORDS_AMOUNT_RE = re.compile(
    rf"(?<![\w-])(?P<words>{WORDS_RE})(?:\s+(?:and\s+)?(?P<hundredths>\d{{1,2}})/100)?\s+(?:U\.?S\.?\s+)?"
    rf"(?P<word>dollars?|euros?|pounds)\b(?:\s+and\s+(?P<cents>{WORDS_RE}|\d{{1,2}})\s+cents?\b)?",
    re.IGNORECASE,
)
_CURRENCY_WORD_RE = re.compile(r"(?i)\b(?:dollars?|euros?|pounds)\b")
_BARE_AMOUNT_RE = re.compile(  # a figure with cents or thousands, not one that counts a thing ("50,832 square feet")
    r"(?<![\w.,$€£])(?P<num>\d{1,3}(?:,\d{3})+|\d+)(?P<dec>\.\d{2})(?![\d,])(?![ \t]*-?[ \t]?[a-z])|"
    r"(?<![\w.,$€£])(?P<num2>\d{1,3}(?:,\d{3})+)(?![\d,.])(?![ \t]*-?[ \t]?[a-z])"
)
_MULTIPLIERS = {
    "thousand": Decimal(1_000),
    "k": Decimal(1_000),
    "million": Decimal(1_000_000),
    "m": Decimal(1_000_000),
    "mm": Decimal(1_000_000),
    "billion": Decimal(1_000_000_000),
    "bn": Decimal(1_000_000_000),
    "b": Decimal(1_000_000_000),
}


@dataclass(frozen=True)
class DateMatch:
    start: int
    end: int
    year: int | None
    month: int
    day: int | None
    approximate: str | None = None  # the qualifier written before it ("on or about"), if any

    @property
    def value(self) -> str:
        """ISO 8601: ``2024-03-03``; ``--03-03`` when no year is written; ``2024-03`` for a month."""
        if self.day is None:
            return f"{self.year:04d}-{self.month:02d}"
        if self.year is None:
            return f"--{self.month:02d}-{self.day:02d}"
        return f"{self.year:04d}-{self.month:02d}-{self.day:02d}"


@dataclass(frozen=True)
class AmountMatch:
    start: int
    end: int
    amount: Decimal
    currency: str | None  # None for a bare figure on a page ("Total 12,500.00")

    @property
    def value(self) -> str:
        return f"{self.amount:.2f} {self.currency or 'XXX'}"


def word_set(text: str) -> frozenset[str]:
    """The words of a lexicon written as one string ("a an the of ...")."""
    return frozenset(text.split())


def fts_tokens(text: str) -> list[str]:
    """Tokens the way FTS5's ``unicode61`` tokenizer makes them: lower-case letter/digit runs, no diacritics."""
    folded = unicodedata.normalize("NFKD", text)
    folded = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return _TOKEN_RE.findall(folded.lower())


def _year(raw: str) -> int:
    number = int(raw)
    if len(raw) == 2:
        return 2000 + number if number < 70 else 1900 + number
    return number


def _valid(year: int | None, month: int, day: int | None) -> bool:
    if not 1 <= month <= 12:
        return False
    if day is None:
        return True
    try:
        date(year if year is not None else 2024, month, day)  # 2024 is a leap year: "February 29" stays valid
    except ValueError:
        return False
    return True


def _ordinal_day(words: str) -> int:
    parts = re.split(r"[\s-]+", words.lower())
    return sum({"twenty": 20, "thirty": 30}.get(p, 0) or _ORDINAL_DAYS.get(p, 0) for p in parts)


def day_first(text: str) -> bool:
    """Does ``text`` write numeric dates day first ("17/03/2024")? Only when one cannot be month first and none
    can only be month first."""
    firsts = [(int(m.group("a")), int(m.group("b"))) for m in _NUMERIC_RE.finditer(text)]
    return any(a > 12 >= b for a, b in firsts) and not any(b > 12 >= a for a, b in firsts)


def find_dates(text: str, *, day_first_numbers: bool | None = None) -> list[DateMatch]:
    """Every date written in ``text``: "March 3, 2024", "3 March 2024", "the 3rd day of March, 2024", "3/3/24",
    "2024-03-03", "March 2024".

    Two-digit years 00-69 are 20xx, 70-99 are 19xx; numeric dates are read month first (US) unless the text
    writes them day first (``day_first``) or ``day_first_numbers`` says so. A bare "March 3" has no year
    (``value`` ``--03-03``). "on or about" and the like are kept in ``approximate``.
    """
    found: list[DateMatch] = []
    swap = day_first_numbers if day_first_numbers is not None else day_first(text)
    for match in _DATE_RE.finditer(text):
        g = match.groupdict()
        year: int | None
        day: int | None
        if g["mon"]:
            month, day = MONTHS[g["mon"].rstrip(".").lower()], int(g["day"])
            year = int(g["year"]) if g["year"] else None
        elif g["mon2"]:
            day = int(g["day2"]) if g["day2"] else _ordinal_day(g["dayw"])
            month, year = MONTHS[g["mon2"].rstrip(".").lower()], int(g["year2"])
        elif g["m3"]:
            month, day, year = int(g["m3"]), int(g["d3"]), _year(g["y3"])
            if swap:
                month, day = day, month
        elif g["m5"]:
            month, day, year = int(g["m5"]), int(g["d5"]), int(g["y5"])
            if swap:
                month, day = day, month
        elif g["y4"]:
            month, day, year = int(g["m4"]), int(g["d4"]), int(g["y4"])
        elif g["d7"]:
            month, day, year = MONTHS[g["mon7"].lower()], int(g["d7"]), _year(g["y7"])
        else:
            month, day, year = MONTHS[g["mon6"].rstrip(".").lower()], None, int(g["y6"])
        if not _valid(year, month, day):
            continue
        before = _APPROX_RE.search(text, max(0, match.start() - 24), match.start())
        approximate = " ".join(before.group(0).split()).lower() if before else None
        found.append(DateMatch(match.start(), match.end(), year, month, day, approximate))
    return found


def parse_iso(value: str) -> tuple[int | None, int, int | None]:
    """``2024-03-03`` / ``--03-03`` / ``2024-03`` -> (year, month, day) with None where absent."""
    if value.startswith("--"):
        month, day = value[2:].split("-")
        return None, int(month), int(day)
    parts = value.split("-")
    if len(parts) == 2:
        return int(parts[0]), int(parts[1]), None
    return int(parts[0]), int(parts[1]), int(parts[2])


def dates_agree(claim: str, page: DateMatch, *, tolerance_days: int = 0) -> bool:
    """Does a date on a page support the claimed ISO value (within ``tolerance_days`` for "on or about")?"""
    year, month, day = parse_iso(claim)
    if day is None:  # "March 2024": any date in that month, or the month itself
        return page.year == year and page.month == month
    if page.day is None:
        return False
    if year is None or page.year is None:
        if tolerance_days == 0:
            return (page.month, page.day) == (month, day)
        reference = page.year if page.year is not None else 2024
        year = reference if year is None else year
        page_year = year if page.year is None else page.year
    else:
        page_year = page.year
    if not _valid(year, month, day) or not _valid(page_year, page.month, page.day):
        return False
    delta = abs((date(year, month, day) - date(page_year, page.month, page.day)).days)
    return delta <= tolerance_days


def dates_conflict(claim: str, page: DateMatch) -> bool:
    """A different date the claim was probably altered from: same month, a day/month swap, or a year apart."""
    year, month, day = parse_iso(claim)
    if page.day is None or day is None or dates_agree(claim, page):
        return False
    if year is not None and page.year is not None:
        if (page.month, page.day) == (month, day):
            return True  # same day, other year
        if (page.year, page.month, page.day) == (year, day, month):
            return True  # day and month swapped
        if page.year != year:
            return False
    return page.month == month


def _to_decimal(num: str, dec: str | None, mult: str | None) -> Decimal | None:
    try:
        amount = Decimal(num.replace(",", "") + (dec or ""))
    except InvalidOperation:
        return None
    if mult:
        amount *= _MULTIPLIERS[mult.lower()]
    return amount


def find_amounts(text: str, *, bare: bool = False) -> list[AmountMatch]:
    """Money written with a currency: "$12,500", "$12,500.00", "USD 12,500", "12,500 dollars", "$1.2 million",
    and in words: "Twelve Thousand Four Hundred Fifty and 00/100 Dollars", "five thousand dollars and fifty cents".

    With ``bare=True`` (evidence pages), figures with thousands separators or cents and no currency
    ("12,500.00" in an invoice column) are found too, with ``currency`` None.
    """
    found: list[AmountMatch] = []
    taken: list[tuple[int, int]] = []
    for match in _AMOUNT_RE.finditer(text):
        g = match.groupdict()
        if g["sym"]:
            currency, num, dec, mult = _CURRENCY_SYMBOL[g["sym"]], g["num"], g["dec"], g["mult"]
        elif g["code"]:
            currency, num, dec, mult = _CURRENCY_CODE[g["code"]], g["num2"], g["dec2"], g["mult2"]
        else:
            word = g["word"]
            currency = _CURRENCY_CODE.get(word) or _CURRENCY_WORD[word.lower()]
            num, dec, mult = g["num3"], g["dec3"], g["mult3"]
        amount = _to_decimal(num, dec, mult)
        if amount is None:
            continue
        found.append(AmountMatch(match.start(), match.end(), amount, currency))
        taken.append((match.start(), match.end()))
    words = _CURRENCY_WORD_RE.search(text) is not None  # no "dollars" on the page: no sum in words either
    for match in _WORDS_AMOUNT_RE.finditer(text) if words else ():
        whole = words_value(match.group("words"))
        cents_text = match.group("cents") or match.group("hundredths") or "0"
        cents = int(cents_text) if cents_text.isdigit() else words_value(cents_text)
        if whole is None or cents is None or cents > 99 or any(s < match.end() and match.start() < e for s, e in taken):
            continue
        currency = _CURRENCY_WORD[match.group("word").lower()]
        found.append(AmountMatch(match.start(), match.end(), Decimal(whole) + Decimal(cents) / 100, currency))
        taken.append((match.start(), match.end()))
    if bare:
        for match in _BARE_AMOUNT_RE.finditer(text):
            if any(s <= match.start() < e for s, e in taken):
                continue
            num = match.group("num") or match.group("num2")
            amount = _to_decimal(num, match.group("dec"), None)
            if amount is not None:
                found.append(AmountMatch(match.start(), match.end(), amount, None))
    return sorted(found, key=lambda a: a.start)


def parse_amount_value(value: str) -> tuple[Decimal, str]:
    number, currency = value.split()
    return Decimal(number), currency


def amounts_agree(claim: str, page: AmountMatch) -> bool:
    amount, currency = parse_amount_value(claim)
    return page.amount == amount and (page.currency is None or page.currency == currency)


def _digits(amount: Decimal) -> str:
    return f"{amount:.2f}".replace(".", "").lstrip("0") or "0"


def amounts_conflict(claim: str, page: AmountMatch) -> bool:
    """A different figure the claim was probably altered from: within 10%, a digit changed, dropped or added, or
    digits swapped."""
    amount, currency = parse_amount_value(claim)
    if amounts_agree(claim, page) or (page.currency is not None and page.currency != currency):
        return False
    if amount > 0 and abs(page.amount - amount) / amount <= Decimal("0.1"):
        return True
    a, b = _digits(amount), _digits(page.amount)
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) <= 1 or sorted(a) == sorted(b)
    if abs(len(a) - len(b)) == 1:  # a digit dropped or added: $1,000.00 for $10,000.00
        short, long = sorted((a, b), key=len)
        return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))
    return False


def dates_near(claim: str, found: str) -> bool:
    """Is the date ``found`` (ISO) one the claimed date was probably altered from (see ``dates_conflict``)?"""
    if len(found) < 10 or (found.startswith("--") and len(found) != 7):
        return False
    year, month, day = parse_iso(found)
    return dates_conflict(claim, DateMatch(0, 0, year, month, day)) if len(claim) >= 7 else False


def amounts_near(claim: str, found: str) -> bool:
    """Is the sum ``found`` ("12500.00") one the claimed sum was probably altered from (see ``amounts_conflict``)?"""
    return amounts_conflict(f"{claim} USD", AmountMatch(0, 0, Decimal(found), None))
