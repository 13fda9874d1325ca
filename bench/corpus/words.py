"""Numbers in words, as contracts and lawyers write them: "twelve (12)", "Twelve Thousand ... and 00/100 Dollars"."""

from __future__ import annotations

ONES = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
)
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
SCALES = ((1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"))
ORDINAL_WORDS = {
    "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth", "nine": "ninth",
    "twelve": "twelfth",
}


def number_words(n: int) -> str:
    """0 <= n < 10**12 in lower-case words: 59970 -> "fifty-nine thousand nine hundred seventy"."""
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + (f"-{ONES[n % 10]}" if n % 10 else "")
    if n < 1000:
        rest = n % 100
        return f"{ONES[n // 100]} hundred" + (f" {number_words(rest)}" if rest else "")
    for scale, name in SCALES:
        if n >= scale:
            rest = n % scale
            return f"{number_words(n // scale)} {name}" + (f" {number_words(rest)}" if rest else "")
    raise ValueError(n)


def title_words(n: int) -> str:
    """Title Case words, hyphenated parts too: "Fifty-Nine Thousand Nine Hundred Seventy"."""
    return " ".join("-".join(part.capitalize() for part in word.split("-")) for word in number_words(n).split())


def ordinal_suffix(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def ordinal_words(n: int) -> str:
    """1 -> "first", 21 -> "twenty-first" (used for amendments: "First Amendment")."""
    words = number_words(n)
    head, sep, last = words.rpartition("-") if "-" in words else words.rpartition(" ")
    if last in ORDINAL_WORDS:
        last = ORDINAL_WORDS[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return f"{head}{sep}{last}"


def money_legal(cents: int) -> str:
    """"Twelve Thousand Four Hundred Fifty and 00/100 Dollars"."""
    return f"{title_words(cents // 100)} and {cents % 100:02d}/100 Dollars"


def money_words(cents: int) -> str:
    """"twelve thousand four hundred fifty dollars" (and "... and twenty-five cents" when there are cents)."""
    dollars = number_words(cents // 100) + " dollars"
    return dollars + (f" and {number_words(cents % 100)} cents" if cents % 100 else "")


def money_figures(cents: int, sign: bool = True, cents_shown: bool = True) -> str:
    """"$12,450.00", "12,450.00", "$12,450" (cents_shown only drops ".00")."""
    text = f"{cents // 100:,}"
    if cents_shown or cents % 100:
        text += f".{cents % 100:02d}"
    return ("$" if sign else "") + text


HALVES = {0: "", 5: " and one-half"}


def decimal_words(tenths: int) -> str | None:
    """A rate in tenths of a percent as words, where lawyers write it so: 15 -> "one and one-half"; None if odd."""
    whole, frac = divmod(tenths, 10)
    if frac not in HALVES:
        return None
    return number_words(whole) + HALVES[frac]
