"""Deterministic screening rules: what must never reach a public filing, found with character spans.

FRCP 5.2(a) allows only the last four digits of a Social Security or taxpayer number and of a
financial account number, the year of a birth date, and a minor's initials. We also catch
unfinished drafting (placeholders) and text that tries to instruct a model (prompt injection).

Excerpts mask the sensitive digits, so a finding never repeats the identifier it reports.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal, Protocol

Severity = Literal["warn", "block"]
Rule = Literal[
    "ssn", "tin", "birth_date", "minor_name", "account_number", "placeholder", "prompt_injection", "repetition"
]
REPEATED_LINES = 4  # the same non-trivial line this many times in a row: a model stuck in a loop

_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
    r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
_FULL_DATE = (
    rf"(?:{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|\d{{1,2}}\s+{_MONTH}\s+\d{{4}}|"
    r"\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2})"
)
# The two-digit prefixes the IRS assigns to EINs (campus codes); others (00, 07-09, 17-19, 28-29, 49, 69-70,
# 78-79, 89, 96-97) are never issued, so "19-1234567" is more likely a docket or serial number than an EIN.
_EIN_PREFIX = r"(?:0[1-6]|1[0-6]|2[0-7]|3\d|4[0-8]|5\d|6[0-8]|7[1-7]|8[0-8]|9[0-58-9])"
_NAME = r"[A-Z][a-z]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?"


@dataclass(frozen=True)
class RuleFinding:
    rule: Rule
    severity: Severity
    start: int
    end: int
    excerpt: str
    message: str
    fix: str


class _Finder(Protocol):
    def finditer(self, text: str) -> Iterator[re.Match[str]]: ...


@dataclass(frozen=True)
class _Pattern:
    rule: Rule
    regex: _Finder
    message: str
    fix: str
    group: int | str = 0
    personal: bool = True  # personal identifiers: FRCP 5.2, block in public filings
    not_after: re.Pattern[str] | None = None  # skip a match when the text just before it matches this


# Blanks a form leaves to be filled by hand when it is signed: the signature, date and place lines of a signature
# block, a jurat or a notary's acknowledgment. A run of underscores on such a line is not unfinished drafting.
_FORM_LABEL = (
    r"(?:/s/|by|signature|signed|sign\s+here|name|print(?:ed)?\s+name|title|date|dated|place|affiant|declarant|"
    r"witness|notary(?:\s+public)?|seal)"
)
_SIGNATURE_LINE = re.compile(  # a line that is only blanks, with at most a label before or after them
    rf"(?i)\s*(?:{_FORM_LABEL}\s*[:.]?\s*)?_{{3,}}[\s_]*(?:\(?\s*{_FORM_LABEL}\s*\)?\s*)?"
)
_ATTESTATION = re.compile(  # words that only a jurat, a notary's block or an acknowledgment puts on a line
    r"(?i)\bnotary\s+public\b|\bcommission\s+(?:expires|no\b|number)|\bsubscribed\s+and\s+sworn\b|"
    r"\bsworn\s+to\s+and\s+subscribed\b|\b(?:sworn|affirmed|acknowledged)\s+(?:to\s+)?before\s+me\b|"
    r"\bday\s+of\s*_|_\s*day\s+of\b|\bin\s+witness\s+whereof\b"
)
_VENUE = re.compile(r"\s*(?:STATE|COUNTY|COMMONWEALTH|PARISH|CITY)\s+OF\b[^a-z]*")  # "COUNTY OF ______ )"
_EXECUTION = re.compile(  # "Executed on ____, 2025, at ____": the sentence that closes a declaration (28 U.S.C. 1746)
    r"(?:^|[.!?:;]\s+|\s{2,})(?:Executed|EXECUTED|Dated|DATED|Signed|SIGNED)\b[^.!?\n]*$"
)


class _Placeholders:
    """``PLACEHOLDER_RE``: an unfilled placeholder standing in for a fact, used like a compiled pattern.

    ``[NEEDS EVIDENCE: ...]``, ``[TBD]``, ``TBD``, ``XX/XX/XXXX``, ``<<name>>``, ``$____``, ``___%`` anywhere, and a
    blank (``________``) inside a sentence ("paid on ________"). A blank on a signature, jurat or notary line
    ("Executed on ________, 2025, at ...", "Notary Public ________", "My commission expires: ______", a bare
    signature line) is left for the signer, not a fact left out: an unsigned affidavit is not unfinished.
    """

    pattern = re.compile(
        r"(?i)\[\s*(?:insert|tbd|todo|to\s+come|name|date|amount|cite|citation(?:\s+needed)?|needs\s+evidence|"
        r"x{2,}|\?+|fill)[^\]\n]{0,80}\]|\bTBD\b|\bTODO\b|\bXX/XX/(?:XX)?XX\b|\$\s?_{2,}(?:\._{2})?|_{2,}\s?%|"
        r"(?P<blank>_{4,})|<<[^>\n]{1,60}>>|\?\?\?|\blorem ipsum\b"
    )

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        for match in self.pattern.finditer(text):
            if match.group("blank") is None or not _left_for_the_signer(text, match.start(), match.end()):
                yield match

    def search(self, text: str) -> re.Match[str] | None:
        return next(self.finditer(text), None)


def _left_for_the_signer(text: str, start: int, end: int) -> bool:
    """Whether the blank at ``text[start:end]`` sits on a signature, jurat or notary line."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    return bool(
        _SIGNATURE_LINE.fullmatch(line)
        or _VENUE.fullmatch(line)
        or _ATTESTATION.search(line)
        or _EXECUTION.search(text[line_start:start])
    )


# Unfinished drafting; statements.py classifies a statement holding one as a placeholder too.
PLACEHOLDER_RE = _Placeholders()
_PATTERNS: tuple[_Pattern, ...] = (
    _Pattern(
        "ssn",
        re.compile(r"(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d-])"),
        "full Social Security number",
        "keep only the last four digits (xxx-xx-1234), FRCP 5.2(a)(1)",
    ),
    _Pattern(
        "ssn",
        re.compile(r"(?i)\b(?:SSN|social\s+security(?:\s+(?:no\.?|number))?)\s*[:#]?\s*(\d{9})\b"),
        "full Social Security number",
        "keep only the last four digits (xxx-xx-1234), FRCP 5.2(a)(1)",
        group=1,
    ),
    _Pattern(
        "tin",
        re.compile(r"(?<![\d-])9\d{2}-[78]\d-\d{4}(?![\d-])"),
        "full individual taxpayer identification number (ITIN)",
        "keep only the last four digits, FRCP 5.2(a)(1)",
    ),
    _Pattern(
        "tin",
        re.compile(
            r"(?i)\b(?:EIN|TIN|tax\s*(?:payer)?\s*(?:id(?:entification)?)?\s*(?:no\.?|number)?)\s*[:#]?\s*"
            r"(\d{2}-\d{7})\b"
        ),
        "full taxpayer identification number",
        "keep only the last four digits, FRCP 5.2(a)(1)",
        group=1,
    ),
    _Pattern(
        "tin",
        re.compile(rf"(?<![\w./:#-]){_EIN_PREFIX}-\d{{7}}(?![\w/-]|[.,]\d)"),
        "full employer identification number (EIN)",
        "keep only the last four digits, FRCP 5.2(a)(1)",
        not_after=re.compile(
            r"(?i)(?:\b(?:no|nos|docket|dkt|case|action|appeal|index|file|ref|reference|invoice|inv|order|po|"
            r"tel|phone|fax|ph|mobile|cell)\.?|\+\d{1,3}|\(\d{1,4}\))\s*[:#]?\s*$"
        ),
    ),
    _Pattern(
        "birth_date",
        re.compile(rf"(?i)\b(?:born(?:\s+on)?|date\s+of\s+birth|birth\s*date|DOB|d\.o\.b\.)\s*[:,]?\s*({_FULL_DATE})"),
        "full birth date",
        "give only the year of birth, FRCP 5.2(a)(2)",
        group=1,
    ),
    _Pattern(
        "minor_name",
        re.compile(
            rf"(?:\b(?:minor(?:\s+child)?|(?:his|her|their|the)\s+(?:son|daughter|child)|infant|juvenile)\s*,?\s+"
            rf"(?P<a>{_NAME}))|(?P<b>{_NAME})\s*,?\s*\(?(?:age|aged)\s+(?:[1-9]|1[0-7])\b(?!\s*(?:years?\s+ago))"
        ),
        "name of a minor",
        "use the minor's initials only, FRCP 5.2(a)(3)",
        group="name",
    ),
    _Pattern(
        "account_number",
        re.compile(
            r"(?i)\b(?:account|acct\.?|a/c|card|iban|loan)\s*(?:no\.?|number|#)?\s*[:#]?\s*"
            r"(\d(?:[ -]?\d){7,18})\b"
        ),
        "full financial account number",
        "keep only the last four digits (ending 1234), FRCP 5.2(a)(4)",
        group=1,
    ),
    _Pattern(
        "placeholder",
        PLACEHOLDER_RE,
        "unfilled placeholder",
        "fill it in from the evidence or delete it before the text goes out",
        personal=False,
    ),
    _Pattern(
        "prompt_injection",
        re.compile(
            r"(?i)\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:the\s+)?(?:previous|prior|above|earlier|"
            r"preceding)\s+(?:instructions?|prompts?|rules?|directions?)|\byou\s+are\s+now\s+(?:an?\s+)?\w+|"
            r"\b(?:system\s+prompt|developer\s+message)\b|\bas\s+an\s+ai\s+(?:language\s+)?model\b|"
            r"\bdo\s+not\s+(?:tell|inform|reveal\s+to)\s+the\s+(?:user|lawyer|attorney|reader)\b|"
            r"<\|im_start\|>|\[/?INST\]|###\s*(?:Instruction|System)\b|\bnew\s+instructions?\s*:"
        ),
        "text that gives instructions to an AI model",
        "remove it; if it came from a source document, treat that document with suspicion",
        personal=False,
    ),
)


def _luhn_ok(digits: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


_CARD = re.compile(r"(?<![\d-])(?:\d[ -]?){12,18}\d(?![\d-])")


def mask(text: str) -> str:
    """Hide all but the last four digits of an identifier."""
    digits = [i for i, c in enumerate(text) if c.isdigit()]
    keep = set(digits[-4:])
    return "".join("•" if i in digits and i not in keep else c for i, c in enumerate(text))


def masked(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with every identifier span masked (same length, so offsets still hold)."""
    out = list(text)
    for start, end in spans:
        out[start:end] = mask(text[start:end])
    return "".join(out)


def excerpt(safe_text: str, start: int, end: int) -> str:
    lo, hi = max(0, start - 40), min(len(safe_text), end + 40)
    return " ".join(safe_text[lo:hi].split())


SENSITIVE: frozenset[str] = frozenset({"ssn", "tin", "account_number", "birth_date"})


Purpose = Literal["public_filing", "sealed_filing", "internal", "client_letter"]


def screen(text: str, *, purpose: Purpose) -> tuple[list[RuleFinding], str]:
    """Every rule finding in ``text`` in order, and the text with identifiers masked (for excerpts).

    Personal identifiers block a public filing and warn elsewhere; placeholders and injected
    instructions always block.
    """
    raw: list[tuple[_Pattern | None, int, int]] = []
    seen: set[tuple[int, int]] = set()
    personal_severity: Severity = "block" if purpose == "public_filing" else "warn"
    for pattern in _PATTERNS:
        for match in pattern.regex.finditer(text):
            if pattern.group == "name":
                start, end = match.span("a" if match.group("a") else "b")
            else:
                start, end = match.span(pattern.group)
            if any(s <= start < e or start <= s < end for s, e in seen):
                continue
            if pattern.not_after is not None and pattern.not_after.search(text, max(0, start - 30), start):
                continue
            seen.add((start, end))
            raw.append((pattern, start, end))
    for match in _CARD.finditer(text):
        digits = re.sub(r"\D", "", match.group())
        start, end = match.span()
        if 13 <= len(digits) <= 19 and _luhn_ok(digits) and not any(s <= start < e for s, e in seen):
            seen.add((start, end))
            raw.append((None, start, end))
    safe = masked(text, [(s, e) for p, s, e in raw if p is None or p.rule in SENSITIVE])
    findings = []
    for pattern, start, end in raw:
        if pattern is None:
            findings.append(
                RuleFinding(
                    "account_number",
                    personal_severity,
                    start,
                    end,
                    excerpt(safe, start, end),
                    "full payment card number",
                    "keep only the last four digits, FRCP 5.2(a)(4)",
                )
            )
        else:
            severity: Severity = personal_severity if pattern.personal else "block"
            findings.append(
                RuleFinding(pattern.rule, severity, start, end, excerpt(safe, start, end), pattern.message, pattern.fix)
            )
    findings.extend(_repetitions(safe))
    return sorted(findings, key=lambda f: f.start), safe


def _repetitions(text: str) -> list[RuleFinding]:
    """Runs of one line repeated: the signature of a local model that fell into a loop."""
    findings = []
    lines = [(m.start(), m.end(), " ".join(m.group().split()).lower()) for m in re.finditer(r"[^\n]+", text)]
    i = 0
    while i < len(lines):
        j = i
        while j + 1 < len(lines) and lines[j + 1][2] == lines[i][2]:
            j += 1
        if j - i + 1 >= REPEATED_LINES and len(lines[i][2]) >= 8:
            start, end = lines[i][0], lines[j][1]
            findings.append(
                RuleFinding(
                    "repetition",
                    "block",
                    start,
                    end,
                    excerpt(text, start, min(end, start + 80)),
                    f"the same line repeated {j - i + 1} times: the model fell into a loop",
                    "regenerate or rewrite this passage; do not file looping model output",
                )
            )
        i = j + 1
    return findings
