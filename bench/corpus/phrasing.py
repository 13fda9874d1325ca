"""Statement phrasing: fill a fact's sentence template, and cite it to Bates numbers the way lawyers do.

Cite forms (``FORMS``): "(KLM000003)", "(KLM000003-KLM000004)", "(KLM000003-04)", "See KLM000003.",
"(KLM000001 at 3)" (the third page of the document that starts at KLM000001), "(Lease at KLM000012)",
and "Id." / "Ibid." after a sentence cited to the same page. Also the non-fact sentences: transitions,
rules of law with real public authorities, and the boilerplate of a declaration.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bench.corpus.documents import tidy
from bench.corpus.names import STATE_ABBR

SINGLE_FORMS = ("paren", "paren", "paren", "see", "short_at", "at_page", "at")


@dataclass(frozen=True)
class Production:
    """Where every page of the matter landed: ``first[i]`` is the Bates number of document i's page 1."""

    prefix: str
    first: tuple[int, ...]
    pages: tuple[int, ...]
    shorts: tuple[str, ...]

    @property
    def last(self) -> int:
        return self.first[-1] + self.pages[-1] - 1

    def number(self, doc: int, page: int) -> int:
        return self.first[doc] + page - 1

    def bates(self, number: int) -> str:
        return f"{self.prefix}{number:06d}"

    def locate(self, number: int) -> tuple[int, int]:
        """(document index, 1-based page) of a Bates number inside the production."""
        for index, (first, count) in enumerate(zip(self.first, self.pages, strict=True)):
            if first <= number < first + count:
                return index, number - first + 1
        raise ValueError(number)


def sentence(template: str, value: str) -> str:
    """The template with its value, first letter capitalised, no final period."""
    text = template.replace("{v}", value)
    return text[0].upper() + text[1:] if text[0].islower() else text


def quoted(text: str) -> str:
    """A quotation as it sits inside quotation marks before a cite: its final period goes."""
    return text[:-1] if text.endswith(".") else text


def short_range(prod: Production, lo: int, hi: int) -> str:
    first, last = prod.bates(lo), prod.bates(hi)
    shared = 0
    while shared < len(first) - 2 and first[shared] == last[shared]:
        shared += 1
    return f"{first}-{last[shared:]}" if shared >= len(prod.prefix) + 4 else f"{first}-{last}"


def cite(statement: str, form: str, prod: Production, doc: int, page: int) -> str:
    """``statement`` (no final period) cited to page ``page`` of document ``doc`` in ``form``."""
    return tidy(_cite(statement, form, prod, doc, page))


def _cite(statement: str, form: str, prod: Production, doc: int, page: int) -> str:
    number = prod.number(doc, page)
    b = prod.bates(number)
    if form == "see":
        return f"{statement}. See {b}."
    if form == "at_page":
        return f"{statement} ({prod.bates(prod.first[doc])} at {page})."
    if form == "at":
        return f"{statement} (at {b})."
    if form == "short_at":
        return f"{statement} ({prod.shorts[doc]} at {b})."
    if form == "range_prev":  # the fact on the second page of a range
        return f"{statement} ({prod.bates(number - 1)}-{prod.bates(number)})."
    if form == "short_range_prev":
        return f"{statement} ({short_range(prod, number - 1, number)})."
    if form == "id":
        return f"{statement}. Id."
    if form == "ibid":
        return f"{statement}. Ibid."
    return f"{statement} ({b})."


def cite_number(statement: str, prod: Production, number: int, rng: random.Random) -> str:
    """A cite to a raw Bates number (wrong pins, past the end), in a plain form."""
    b = prod.bates(number)
    return tidy(rng.choice((f"{statement} ({b}).", f"{statement}. See {b}.", f"{statement} (at {b}).")))


PROSE = (
    "The facts are set out below.",
    "We address each point in turn.",
    "The relevant background is brief.",
    "Three points follow from the record.",
    "That is not the end of the inquiry.",
    "Each of these documents is discussed below.",
    "The chronology is set out in the paragraphs that follow.",
    "We turn next to the payment history.",
    "The documents cited below are attached to this declaration as exhibits.",
    "The remainder of this section explains why.",
    "With that background, the sequence of events can be summarized.",
    "The following paragraphs describe the parties and their agreement.",
)
LAW_RULES = (
    "Summary judgment is appropriate where there is no genuine dispute as to any material fact and the movant is "
    "entitled to judgment as a matter of law.",
    "A plaintiff seeking to recover for breach of contract must show a valid contract, its own performance, the "
    "defendant's breach, and resulting damages.",
    "The interpretation of an unambiguous contract is a question of law for the court.",
    "Where the language of a contract is clear, its plain meaning controls.",
    "A court will not rewrite the terms of a contract that the parties freely negotiated.",
    "A party that accepts the benefits of a contract may not later repudiate its burdens.",
    "Prejudgment interest on a liquidated sum generally runs from the date payment was due.",
    "Exclusions in an insurance policy are construed narrowly, and the insurer bears the burden of proving that "
    "an exclusion applies.",
    "An employer must pay overtime at one and one-half times the regular rate for hours worked over forty in a "
    "workweek.",
    "A buyer must pay at the contract rate for any goods it accepts.",
    "A material breach by one party excuses the other party's further performance.",
    "Conclusory denials unsupported by evidence do not create a genuine issue of material fact.",
)
LAW_AUTHORITIES = (
    "See Celotex Corp. v. Catrett, 477 U.S. 317, 322-23 (1986).",
    "See Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986).",
    "See Matsushita Elec. Indus. Co. v. Zenith Radio Corp., 475 U.S. 574, 586-87 (1986).",
    "Fed. R. Civ. P. 56(a).",
    "See 29 U.S.C. § 207(a)(1).",
    "See U.C.C. § 2-607(1).",
    "See Restatement (Second) of Contracts § 235(2) (1981).",
    "See Restatement (Second) of Contracts § 241 (1981).",
    "See Bell Atl. Corp. v. Twombly, 550 U.S. 544, 570 (2007).",
    "See Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009).",
)
SERVICE = ("I hereby certify that on the date below I caused a true and correct copy of the foregoing to be served on "
           "all counsel of record through the Court's electronic filing system.")
PERSONAL_KNOWLEDGE = ("I have personal knowledge of the facts set forth in this declaration and, if called as a "
                      "witness, could and would testify competently to them.")
JURAT = "Subscribed and sworn to before me this ____ day of ______________, 20__."


def court(state: str, county: str) -> tuple[str, str]:
    """(caption heading, the law the declarant swears under)."""
    if state == "California":
        return (f"SUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF {county.upper()}",
                "the laws of the State of California")
    if state == "Texas":
        return f"IN THE DISTRICT COURT OF {county.upper()} COUNTY, TEXAS", "the laws of the State of Texas"
    if state in ("Illinois", "Michigan", "Oregon", "Tennessee", "Wisconsin"):
        return (f"IN THE CIRCUIT COURT OF {county.upper()} COUNTY, {state.upper()}",
                f"the laws of the State of {state}")
    return (f"UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF {state.upper()}" if state not in (
        "North Carolina", "Pennsylvania", "Ohio", "Georgia") else
            f"UNITED STATES DISTRICT COURT\nFOR THE MIDDLE DISTRICT OF {state.upper()}",
            "the laws of the United States of America")


def case_number(rng: random.Random, state: str, year: int) -> str:
    if state in ("California", "Texas", "Illinois", "Michigan", "Oregon", "Tennessee", "Wisconsin"):
        return f"Case No. {year % 100}{rng.choice(('CV', 'L', 'CH'))}{rng.randint(1000, 99999):06d}"
    return f"Case No. {rng.randint(1, 4)}:{year % 100}-cv-{rng.randint(100, 9999):05d}-{STATE_ABBR[state]}"
