"""Cases, statutes and rules: verified only by the matter's own authorities list or its evidence.

A citation is ``mismatch`` when it cannot exist (``legal_cites.citation_problem``: F.4th before 2021,
volume 1000+, a future year, Fed. R. Civ. P. 93) or when the authorities list gives the same
citation another year or another case name; ``verified`` when the authorities list or a client page
holds it; otherwise ``unverifiable``. A short form ("550 U.S. at 570") shares the status of the full
citation earlier in the draft, or is looked up by volume and reporter.

Citations are compared as keys: lower-case letters and digits with punctuation dropped and numbers
kept apart ("550 U.S. 544 (2007)" -> "550us544 2007"), so "U. S." and "U.S." or "§" spacing do not
matter. A statute or rule matches its listed base ("N.Y. U.C.C. § 2-607(3)(a)" is covered by
"N.Y. U.C.C. § 2-607"; "Fed. R. Civ. P. 56(a)" by "Fed. R. Civ. P. 56").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from server.verify.claims import Claim
from server.verify.evidence_index import EvidencePage
from server.verify.facts import fts_tokens
from server.verify.findings import Finding, excerpt
from server.verify.legal_cites import citation_problem

_SUBDIVISIONS_RE = re.compile(r"(?:\([A-Za-z0-9]{1,4}\))+$|(?<=\d)\s[A-Z]$")  # "(a)(2)", or "ORCP 23 A"
_NAME_NOISE = frozenset(
    {"inc", "corp", "co", "llc", "ltd", "the", "and", "of", "for", "company", "corporation", "united", "states"}
)
Search = Callable[[Sequence[str]], list[EvidencePage]]  # FTS5 phrase search: tokens -> candidate pages


def citation_key(text: str) -> str:
    """Citation text for comparison: "550 U.S. 544 (2007)" -> "550us544 2007" (numbers stay apart)."""
    out = ""
    previous = ""
    for token in re.findall(r"[0-9a-z]+", text.lower()):
        out += (" " if previous[-1:].isdigit() and token[0].isdigit() else "") + token
        previous = token
    return out


def _pattern(claim: Claim) -> re.Pattern[str]:
    d = claim.detail
    if claim.kind == "case":
        page = d.get("page") or ""
        core = citation_key(f"{d.get('volume', '')}{d.get('reporter', '')}{page}")
        return re.compile(rf"(?<!\d){core}(?!\d)" if page else rf"(?<!\d){core}")
    if claim.kind == "rule" and not d.get("set"):
        return re.compile(rf"(?:rule|p|evid|frcp|fre|cplr)s?{re.escape(d.get('number', ''))}(?!\d)")
    base = citation_key(_SUBDIVISIONS_RE.sub("", claim.value))
    if claim.kind == "rule" and d.get("set") == "CPLR":
        base = f"cplr{d.get('number', '')}"
    return re.compile(rf"{re.escape(base)}(?![\d.])")


def _search_terms(claim: Claim) -> list[str]:
    if claim.kind == "case":
        d = claim.detail
        return fts_tokens(f"{d.get('volume', '')} {d.get('reporter', '')} {d.get('page') or ''}")
    return fts_tokens(_SUBDIVISIONS_RE.sub("", claim.value))


def _conflict(claim: Claim, entry: str) -> str | None:
    """The authorities list gives this citation another year or another case name."""
    cite = claim.value.split(" (")[0]
    year = claim.detail.get("year")
    if claim.kind == "case" and year:
        listed = re.search(r"\((?:[^()]*?\s)?(1[6-9]\d\d|20\d\d)\)", entry)
        if listed and listed.group(1) != year:
            return f"The authorities list gives {cite} as decided in {listed.group(1)}, not {year}."
    name_words = set(re.findall(r"[a-z]{3,}", claim.detail.get("name", "").lower())) - _NAME_NOISE
    listed_name = re.split(r",?\s+\d", entry, maxsplit=1)[0].strip()
    listed_words = set(re.findall(r"[a-z]{3,}", listed_name.lower()))
    if claim.kind == "case" and name_words and " v. " in listed_name and not name_words & listed_words:
        return (
            f"{cite} is {listed_name} in the authorities list, not {claim.detail.get('name')}: "
            "the case name does not match the citation."
        )
    return None


def _entries(authorities: Sequence[str], pattern: re.Pattern[str]) -> list[str]:
    """The entries of the lawyer's list that carry the citation: the line that does (a list document holds one
    authority a line, and its year and name are that line's), else the whole text where the cite runs over lines."""
    found: list[str] = []
    for text in authorities:
        if not pattern.search(citation_key(text)):
            continue
        lines = [line for line in text.splitlines() if pattern.search(citation_key(line))]
        found.append(lines[0] if lines else text)
    return found


def check_authority(
    claim: Claim,
    *,
    authorities: Sequence[str],
    search: Search,
    full_cases: dict[tuple[str, str], Finding],
) -> Finding:
    """The finding for one case, statute or rule claim."""
    problem = citation_problem(claim.kind, claim.detail)
    if problem:
        return Finding(claim, "mismatch", f"Impossible citation: {problem}.")
    if claim.kind == "case" and claim.detail.get("short") == "true":
        full = full_cases.get((claim.detail.get("volume", ""), claim.detail.get("reporter", "")))
        if full is not None:
            reason = f"Short form of {full.claim.value}. {full.reason}"
            return Finding(claim, full.status, reason, source=full.source, excerpt=full.excerpt)
    pattern = _pattern(claim)
    for entry in _entries(authorities, pattern):
            conflict = _conflict(claim, entry)
            if conflict:
                return Finding(claim, "mismatch", conflict)
            shown = " ".join(entry.split())[:120]
            return Finding(claim, "verified", f"Listed in the matter's authorities: “{shown}”.")
    for page in search(_search_terms(claim)):
        if pattern.search(citation_key(page.text)):
            located = re.search(r"\s*".join(re.escape(t) for t in claim.value.split()[:3]), page.text)
            start, end = (located.start(), located.end()) if located else (0, 0)
            return Finding(
                claim,
                "verified",
                f"Appears in the client evidence at {page.label}.",
                source=page,
                excerpt=excerpt(page.text, start, end),
                source_start=start,
                source_end=end,
            )
    reason = (
        f"{claim.value} is neither in the matter's evidence nor in its authorities list; check it and add it "
        "to the authorities list."
    )
    return Finding(claim, "unverifiable", reason)
