"""Case, statute and rule citations in a draft: eyecite first, our own patterns for what it misses.

eyecite reads the text with ``clean_steps=["all_whitespace"]``; spans are mapped back to the
draft's own characters. eyecite can attach the *following* citation's year to a case (its
parenthetical search runs to the end of the sentence), so the pin cite and the year are re-read
here from the parenthetical that directly follows each citation. Own patterns cover the Federal
Rules (Fed. R. Civ. P., Evid., App., Crim., Bankr.), CPLR, local rules, ``15 U.S.C. §78j`` without
a space, state codes eyecite does not know (``Mass. Gen. Laws ch. 93A, § 2``), ILCS and the U.C.C.

``citation_problem`` checks plausibility against reporters-db: a reporter series cited for a year
outside its run (F.4th before 2021), a volume no series reaches, a pin before the first page, a
federal rule number that does not exist.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from functools import lru_cache

from eyecite import get_citations
from eyecite.models import FullCaseCitation, FullLawCitation, ShortCaseCitation
from reporters_db import REPORTERS

_WS_RE = re.compile(r"[\u200b\s]+")  # eyecite's all_whitespace step, reproduced to map spans back
_PARAGRAPH_RE = re.compile(r"(?:[^\n]|\n(?![ \t]*\n))+")
_SUBDIVISIONS = r"(?:\([A-Za-z0-9]{1,4}\))*"
_CASE_TAIL_RE = re.compile(
    r"(?P<pin>(?:,\s*(?:at\s+)?\d+(?:\s*[-–—]\s*\d+)?(?:\s*(?:&|and)?\s*nn?\.\s*\d+)?)*)"
    r"(?:\s*\((?P<paren>[^()]{0,80}?)\))?"
)
_YEAR_RE = re.compile(r"\b(1[6-9]\d\d|20\d\d)\b")
_STATUTE_TAIL_RE = re.compile(_SUBDIVISIONS + r"(?:\s*\((?P<paren>[^()]{0,40}?\b(?:1[6-9]|20)\d\d)\))?")
_RULE_RE = re.compile(
    r"(?P<fed>Fed\.\s*R\.\s*(?P<set>Civ|Crim|App|Evid|Bankr)\.\s*(?:P\.\s*)?)(?P<num>\d+(?:\.\d+)?)(?P<sub>"
    + _SUBDIVISIONS
    + r")"
    r"|(?P<abbr>FRCP|F\.R\.C\.P\.|FRE|F\.R\.E\.)\s*(?P<num2>\d+)(?P<sub2>" + _SUBDIVISIONS + r")"
    r"|(?P<cplr>(?:N\.Y\.\s*)?(?:CPLR|C\.P\.L\.R\.)\s*(?:§+\s*)?)(?P<num3>\d+)(?P<sub3>" + _SUBDIVISIONS + r")"
    r"|(?P<local>(?:Local\s+(?:Civil\s+|Criminal\s+)?Rule|L\.\s*(?:Civ\.\s*|Cr\.\s*)?R\.)\s*)(?P<num4>\d+(?:\.\d+)*)"
    r"(?P<sub4>" + _SUBDIVISIONS + r")"
    r"|\b(?P<bare>Rules?\s+)(?P<num5>\d+(?:\.\d+)?)(?P<sub5>" + _SUBDIVISIONS + r")"
)
_STATES = (
    r"(?:Ala|Alaska|Ariz|Ark|Cal|Colo|Conn|Del|D\.C|Fla|Ga|Haw|Idaho|Ill|Ind|Iowa|Kan|Ky|La|Me|Md|Mass|Mich|"
    r"Minn|Miss|Mo|Mont|Neb|Nev|N\.H|N\.J|N\.M|N\.Y|N\.C|N\.D|Ohio|Okla|Or|Pa|R\.I|S\.C|S\.D|Tenn|Tex|Utah|Vt|"
    r"Va|Wash|W\.\s?Va|Wis|Wyo)\.?"
)
_STATUTE_RE = re.compile(
    rf"\b{_STATES}\s+(?:[A-Z][A-Za-z.'&]*\s+|&\s+|tit\.\s*\d+,?\s+|ch\.\s*\w+,?\s+){{0,7}}?§§?\s*\d[\w.:\-–]*"
    + _SUBDIVISIONS
    + r"|\b\d+\s+(?:U\.\s?S\.\s?C\.|C\.\s?F\.\s?R\.)(?:\s?[AS]\.)?\s*§§?\s*\d[\w.\-–]*"
    + _SUBDIVISIONS
    + r"|\b\d+\s+ILCS\s+\d+/[\d\-.]+"
    + _SUBDIVISIONS
    + r"|\bU\.?C\.?C\.?\s*§\s*\d[\w.\-]*"
)
_NAME_WORD_RE = re.compile(r"^(?:[A-Z][\w.'&-]*|of|the|and|&|de|for|ex|rel\.|re|in)$")
_SIGNALS = {"See", "see", "Cf.", "cf.", "In", "But", "Accord", "Compare", "E.g.,", "also", "As", "Under", "and"}

# Rule sets and their highest rule number (Fed. R. Civ. P. 86, Evid. 1103, App. 48, Crim. 61, Bankr. 9037).
RULE_LIMITS = {"Civ": 86, "Evid": 1103, "App": 48, "Crim": 61, "Bankr": 9037}


@dataclass(frozen=True)
class LegalCite:
    kind: str  # "case" | "statute" | "rule"
    start: int
    end: int
    value: str
    detail: dict[str, str] = field(default_factory=dict)


def _collapse(text: str) -> tuple[str, list[int]]:
    """``all_whitespace`` cleaning with a map from each cleaned character to its original index."""
    out: list[str] = []
    offsets: list[int] = []
    last = 0
    for match in _WS_RE.finditer(text):
        out.append(text[last : match.start()])
        offsets.extend(range(last, match.start()))
        out.append(" ")
        offsets.append(match.start())
        last = match.end()
    out.append(text[last:])
    offsets.extend(range(last, len(text)))
    return "".join(out), offsets


def _case_name_before(text: str, start: int) -> str | None:
    """ "Bell Atlantic Corp. v. Twombly" from the words right before a citation, if written there."""
    window = text[max(0, start - 200) : start]
    match = re.search(r"([^;:()\n]*?)\s+v\.?\s+([^;:()\n]{1,120}?),\s*$", window)
    if not match:
        return None
    words = match.group(1).split()
    kept: list[str] = []
    for word in reversed(words):
        if not _NAME_WORD_RE.match(word):
            break
        kept.append(word)
    while kept and kept[-1] in _SIGNALS:
        kept.pop()
    if not kept:
        return None
    return f"{' '.join(reversed(kept))} v. {' '.join(match.group(2).split())}"


def _case_from_eyecite(text: str, start: int, end: int, citation: FullCaseCitation | ShortCaseCitation) -> LegalCite:
    groups = citation.groups
    detail = {"volume": groups.get("volume", ""), "reporter": citation.corrected_reporter(), "page": ""}
    if isinstance(citation, ShortCaseCitation):
        detail["short"] = "true"
        detail["pin"] = groups.get("page", "")
        return LegalCite("case", start, end, " ".join(citation.corrected_citation().split()), detail)
    detail["page"] = groups.get("page", "")
    tail = _CASE_TAIL_RE.match(text, end)
    value = f"{detail['volume']} {detail['reporter']} {detail['page']}"
    if tail:
        pins = re.findall(r"\d+", tail.group("pin") or "")
        if pins:
            detail["pin"] = pins[0]
            end = tail.end("pin")
        paren = tail.group("paren")
        years = _YEAR_RE.findall(paren or "")
        if years:
            detail["year"] = years[-1]
            court = _YEAR_RE.sub("", paren or "").strip(" ,.")
            court = re.sub(r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?\s*\d{0,2},?", "", court)
            if court.strip(" ,."):
                detail["court"] = court.strip(" ,.")
            value += f" ({years[-1]})"
            end = tail.end()
    name = _case_name_before(text, start)
    if name:
        detail["name"] = name
    return LegalCite("case", start, end, value, detail)


_NUMBERED_THING_RE = re.compile(r"(?i)patent|registration|trademark|serial")


def _from_eyecite(draft: str, offset: int, text: str, found: list[LegalCite]) -> None:
    """Run eyecite on one paragraph (``draft[offset:offset+len(text)]``) and keep draft-relative spans."""
    cleaned, offsets = _collapse(text)
    for citation in get_citations(text, clean_steps=["all_whitespace"]):
        if not isinstance(citation, FullCaseCitation | ShortCaseCitation | FullLawCitation):
            continue
        c_start, c_end = citation.span()
        if c_end > len(offsets) or cleaned[c_start:c_end] != citation.matched_text():
            continue  # eyecite cleaned differently than we mapped; leave it to our own patterns
        start, end = offsets[c_start] + offset, offsets[c_end - 1] + 1 + offset
        if isinstance(citation, FullLawCitation):
            detail = {"reporter": citation.groups.get("reporter", "")}
            if _NUMBERED_THING_RE.search(detail["reporter"]):
                continue  # "U.S. Patent No. 10,482,971", "Registration No. 5,218,434": an identifier, not a law
            tail = _STATUTE_TAIL_RE.match(draft, end)
            value_end = end
            if tail:
                value_end = tail.start("paren") - 1 if tail.group("paren") else tail.end()
                if tail.group("paren"):
                    detail["year"] = _YEAR_RE.findall(tail.group("paren"))[-1]
                end = tail.end()
            value = " ".join(draft[start:value_end].split()).rstrip(" (")
            found.append(LegalCite("statute", start, end, value, detail))
        else:
            found.append(_case_from_eyecite(draft, start, end, citation))


def _rule_value(match: re.Match[str]) -> tuple[str, dict[str, str]]:
    g = match.groupdict()
    if g["fed"]:
        rule_set, number, sub = g["set"], g["num"], g["sub"]
        value = f"Fed. R. {rule_set}. {'' if rule_set == 'Evid' else 'P. '}{number}{sub}".replace(". .", ".")
        return value, {"set": rule_set, "number": number}
    if g["abbr"]:
        rule_set = "Civ" if "C" in g["abbr"] else "Evid"
        value = f"Fed. R. {rule_set}. {'' if rule_set == 'Evid' else 'P. '}{g['num2']}{g['sub2']}"
        return value, {"set": rule_set, "number": g["num2"]}
    if g["cplr"]:
        return f"CPLR {g['num3']}{g['sub3']}", {"set": "CPLR", "number": g["num3"]}
    if g["local"]:
        return f"Local Rule {g['num4']}{g['sub4']}", {"set": "Local", "number": g["num4"]}
    return f"Rule {g['num5']}{g['sub5']}", {"set": "", "number": g["num5"]}


def _overlaps(start: int, end: int, taken: list[LegalCite]) -> bool:
    return any(start < other.end and other.start < end for other in taken)


_LISTED_LAW_RE = re.compile(r"^(?P<abbr>[A-Za-z][A-Za-z.&' ]*?[A-Za-z.])\s*(?P<sect>§+\s*)?(?P<num>\d[\w.:-]*)")
_LISTED_CASE_RE = re.compile(
    r"^(?P<name>[^,;]{2,120}?\bv\.?\s[^,;]{1,120}?),\s*(?P<volume>\d{1,4})\s+(?P<reporter>[^\d,]{1,30}?)\s+\d"
)
_LAW_TAIL = r"(?:\s*\([A-Za-z0-9]{1,4}\))*(?:\s[A-Z](?![\w.]))?"  # "ORCP 23 A", "ORS 12.110(1)"


def listed_forms(authorities: Sequence[str]) -> tuple[re.Pattern[str] | None, list[tuple[str, str]]]:
    """What the lawyer's authorities list teaches about citation forms: the abbreviations of its statutes and
    rules ("ORS 811.350", "ORCP 47", "C.R.C.P. 121" - a pattern for any section of them), and its cases' names
    with their first reporter ("Jones v. General Motors Corp." and "325 Or") for a reporter eyecite does not
    know. Entries are the list's lines."""
    abbreviations: set[str] = set()
    cases: list[tuple[str, str]] = []
    for text in authorities:
        for line in text.splitlines():
            entry = " ".join(line.strip(" -*•\t").split())
            case = _LISTED_CASE_RE.match(entry)
            if case:
                cases.append((case.group("name"), f"{case.group('volume')} {case.group('reporter')}"))
                continue
            law = _LISTED_LAW_RE.match(entry)
            abbr = law.group("abbr").strip() if law else ""
            if abbr and " v. " not in entry and len(abbr) <= 30 and any(c.isupper() for c in abbr):
                abbreviations.add(abbr)
    if not abbreviations:
        return None, cases
    alternatives = "|".join(
        r"\s*".join(re.escape(part) for part in abbr.split()) for abbr in sorted(abbreviations, key=len, reverse=True)
    )
    pattern = re.compile(rf"(?<![\w.])(?:{alternatives})\s*(?:§+\s*)?\d[\w.:-]*?(?=[\s,;:)(\]]|\.?$|\.\s){_LAW_TAIL}")
    return pattern, cases


def _from_list(draft: str, authorities: Sequence[str], taken: list[LegalCite]) -> list[LegalCite]:
    pattern, cases = listed_forms(authorities)
    own: list[LegalCite] = []
    if pattern is not None:
        for match in pattern.finditer(draft):
            end = match.start() + len(match.group(0).rstrip(".,;:"))
            if not _overlaps(match.start(), end, taken + own):
                own.append(LegalCite("statute", match.start(), end, " ".join(draft[match.start() : end].split())))
    for name, first in cases:  # the listed case by its name and first reporter: a citation, its name included
        words = r"[\s,]*".join(re.escape(w) for w in name.split())
        reporter = r"\s+".join(re.escape(w) for w in first.split())
        cite = re.compile(rf"{words},?\s+{reporter}[^()\n;]{{0,80}}?(?:\([^()]{{0,40}}\d{{4}}\))?")
        for match in cite.finditer(draft):
            within = [i for i, c in enumerate(taken) if c.kind == "case" and match.start() < c.start < match.end()]
            for i in within:  # eyecite read the reporter cite: the name before it belongs to it
                taken[i] = replace(taken[i], start=match.start())
            if not within and not _overlaps(match.start(), match.end(), taken + own):
                value = " ".join(match.group(0).split())
                own.append(LegalCite("case", match.start(), match.end(), value, {"name": name, "listed": "true"}))
    return own


def find_legal_cites(draft: str, authorities: Sequence[str] = ()) -> list[LegalCite]:
    """Every case, statute and rule citation in ``draft``, with spans into it, sorted by position; the forms the
    lawyer's ``authorities`` list uses (``listed_forms``) are citations too."""
    found: list[LegalCite] = []
    for paragraph in _PARAGRAPH_RE.finditer(draft):
        text = paragraph.group(0)
        if any(ch.isdigit() for ch in text):
            _from_eyecite(draft, paragraph.start(), text, found)
    own: list[LegalCite] = []
    for match in _RULE_RE.finditer(draft):
        if not _overlaps(match.start(), match.end(), found):
            value, detail = _rule_value(match)
            own.append(LegalCite("rule", match.start(), match.end(), value, detail))
    for match in _STATUTE_RE.finditer(draft):
        end = match.start() + len(match.group(0).rstrip(".,;:–-"))
        if not _overlaps(match.start(), end, found + own):
            own.append(LegalCite("statute", match.start(), end, " ".join(draft[match.start() : end].split())))
    if authorities:
        taken = found + own
        listed = _from_list(draft, authorities, taken)
        found, own = taken, listed
    return sorted(found + own, key=lambda cite: cite.start)


@lru_cache(maxsize=1)
def _edition_runs() -> dict[str, list[tuple[int | None, int | None]]]:
    runs: dict[str, list[tuple[int | None, int | None]]] = {}
    for reporters in REPORTERS.values():
        for reporter in reporters:
            for name, edition in reporter["editions"].items():
                start, end = edition.get("start"), edition.get("end")
                runs.setdefault(name, []).append((start.year if start else None, end.year if end else None))
    runs["U.S."] = [(1754, None)]  # reporters-db dates U.S. from 1875; volumes 1-90 (Dall., Cranch...) are older
    return runs


def citation_problem(kind: str, detail: dict[str, str], *, today: date | None = None) -> str | None:
    """Why a citation cannot be right (one sentence), or None if it is plausible."""
    today = today or date.today()
    if kind == "rule":
        limit = RULE_LIMITS.get(detail.get("set", ""))
        number = detail.get("number", "")
        if limit and number and float(number) > limit:
            name = f"Fed. R. {detail['set']}. {'' if detail['set'] == 'Evid' else 'P. '}".strip()
            return f"{name} has no rule {number} (the rules stop at {limit})"
        return None
    if kind != "case":
        return None
    volume, page, reporter = detail.get("volume", ""), detail.get("page", ""), detail.get("reporter", "")
    if volume.isdigit() and int(volume) >= 1000:
        return f"no reporter series reaches volume {volume} ({reporter} volumes stop below 1000)"
    pin = detail.get("pin", "")
    if page.isdigit() and pin.isdigit() and int(pin) < int(page) and detail.get("short") != "true":
        return f"the pin cite {pin} comes before the first page {page}"
    year = detail.get("year")
    if not year:
        return None
    if int(year) > today.year:
        return f"the year {year} is in the future"
    runs = _edition_runs().get(reporter)
    if not runs:
        return None
    for start, end in runs:
        if (start is None or int(year) >= start - 1) and (end is None or int(year) <= end + 1):
            return None
    spans = ", ".join(f"{s or '?'}-{e or 'today'}" for s, e in runs)
    return f"{reporter} was not published in {year} (it covers {spans}), so this citation cannot exist"
