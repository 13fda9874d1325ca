"""Numbers as documents write them, read to exact values: digits, words, fractions and both at once.

    words_value("twelve thousand four hundred fifty")      # 12450
    number_value(NUMBER_RE.search("one and one-half (1.5)"))   # Fraction(3, 2): the digits in parentheses win
    value_text(Fraction(1, 3))                              # "1/3" (exact: one-third is not 0.33)
    value_text(Fraction(3, 2))                              # "1.5"

Values are ``fractions.Fraction`` so one-third stays one-third; ``value_text`` is the canonical string the
verifier compares and the atom index stores: a decimal when the value has one ("1.5", "12450"), else "n/d".
Words run up to the billions ("one billion two hundred million"), with "and" anywhere and hyphens or spaces
between tens and units. The patterns here are shared by dates, amounts and atoms, on drafts and pages alike.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction

UNITS_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
TENS_WORDS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
SCALE_WORDS = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_DENOMINATORS = {
    "half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
    "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "eighth": 8, "eighths": 8, "tenth": 10, "tenths": 10,
}  # fmt: skip
_NUMERATORS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "seven": 7, "nine": 9}

_NUMBER_WORD = "|".join(sorted([*UNITS_WORDS, *TENS_WORDS, *SCALE_WORDS], key=len, reverse=True))
FRACTION_RE = (
    r"(?:(?:a|one|two|three|four|five|seven|nine)[\s-]+(?:half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|"
    r"eighths?|tenths?))(?![\s-]+part(?:y|ies)\b)"  # "a third party" is not a fraction
)
# "one and one-half": the words stop before a fraction, which NUMBER_RE reads after "and"
WORDS_RE = rf"(?:{_NUMBER_WORD})(?:(?:\s+and\s+|[\s-]+)(?!{FRACTION_RE})(?:{_NUMBER_WORD}))*"
DIGITS_RE = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
# A number as written: words (with a fraction after "and", and the digits in parentheses after it), a lone
# fraction, a digit fraction ("1/3"), or digits.
NUMBER_RE = (
    rf"(?:(?P<words>{WORDS_RE})(?:\s+and\s+(?P<frac>{FRACTION_RE}))?|(?P<lonefrac>{FRACTION_RE}))"
    rf"(?:\s*\((?P<paren>{DIGITS_RE})\s*%?\))?"
    rf"|(?P<slash>\d{{1,3}}/\d{{1,3}})(?![\d/])"
    rf"|(?P<digits>{DIGITS_RE})"
)


def words_value(words: str) -> int | None:
    """ "five hundred" -> 500, "twenty-one thousand" -> 21000, "one billion two hundred million" -> 1200000000;
    None if it is not a number."""
    total, current, seen = 0, 0, False
    for word in re.split(r"[\s-]+", words.lower()):
        if word in ("and", ""):
            continue
        if word in UNITS_WORDS:
            current += UNITS_WORDS[word]
        elif word in TENS_WORDS:
            current += TENS_WORDS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in SCALE_WORDS:
            total += max(current, 1) * SCALE_WORDS[word]
            current = 0
        else:
            return None
        seen = True
    return total + current if seen else None


def fraction_value(words: str) -> Fraction | None:
    """ "one-half" -> 1/2, "two-thirds" -> 2/3, "a quarter" -> 1/4; None if it is not a fraction in words."""
    parts = re.split(r"[\s-]+", words.lower().strip())
    if len(parts) != 2 or parts[0] not in _NUMERATORS or parts[1] not in _DENOMINATORS:
        return None
    return Fraction(_NUMERATORS[parts[0]], _DENOMINATORS[parts[1]])


def digits_value(digits: str) -> Fraction | None:
    """ "12,450.00" -> 12450, "1.5" -> 3/2, "1/3" -> 1/3."""
    try:
        if "/" in digits:
            top, bottom = digits.split("/")
            return Fraction(int(top), int(bottom)) if int(bottom) else None
        return Fraction(Decimal(digits.replace(",", "")))
    except (InvalidOperation, ValueError):
        return None


def number_value(match: re.Match[str], paren_group: str = "paren") -> Fraction | None:
    """The value of a ``NUMBER_RE`` match; digits in parentheses win over the words before them."""
    g = match.groupdict()
    if g.get(paren_group):
        return digits_value(g[paren_group])
    if g.get("digits"):
        return digits_value(g["digits"])
    if g.get("slash"):
        return digits_value(g["slash"])
    if g.get("lonefrac"):
        return fraction_value(g["lonefrac"])
    if g.get("words"):
        whole = words_value(g["words"])
        if whole is None:
            return None
        fraction = fraction_value(g["frac"]) if g.get("frac") else Fraction(0)
        return None if fraction is None else whole + fraction
    return None


def value_text(value: Fraction | Decimal | int) -> str:
    """The canonical text of a value: "1.5", "12450", "0.25"; "1/3" where no finite decimal is exact."""
    fraction = Fraction(value)
    denominator = fraction.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    if denominator != 1:
        return f"{fraction.numerator}/{fraction.denominator}"
    text = f"{Decimal(fraction.numerator) / Decimal(fraction.denominator):f}"
    return text.rstrip("0").rstrip(".") if "." in text else text
