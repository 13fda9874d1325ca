"""A draft as statements: sentences, numbered paragraphs and list items, each with its span and its kind.

    statements = split_statements(draft, analysis)      # analysis = claims.analyse_draft(draft, ...)
    for s in statements:
        assert draft[s.start:s.end] == s.text
        s.kind        # "fact", "law", "boilerplate" or "placeholder"

Kinds, decided in this order:
  ``placeholder``  unfinished drafting: "[NEEDS EVIDENCE: ...]", "[INSERT DATE]", "TBD", "____";
  ``boilerplate``  headings, the caption, the jurat and notary block, "I declare under penalty of perjury",
                   "being duly sworn", personal knowledge and competence, signature blocks, exhibit lists;
  ``law``          legal argument or authority: a sentence that cites a case, statute or rule and no
                   evidence, or argues the law ("Summary judgment is appropriate where ...") without a
                   specific fact (a date, sum, figure or identifier) of its own; under an argument heading
                   ("ARGUMENT", "LEGAL STANDARD") any uncited sentence without a specific fact;
  ``fact``         everything else: what happened, who did it, what a document says.

A sentence that is only a cite ("See SMITH000123.") belongs to the statement before it, whose span
it extends. Headings and caption lines are split from the text that follows them on the next line.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Literal

from server.verify.atoms import Atom, find_atoms
from server.verify.claims import META_UNITS, DraftAnalysis, Sentence, marker_span
from server.verify.guard_rules import PLACEHOLDER_RE

StatementKind = Literal["fact", "law", "boilerplate", "placeholder"]
SPECIFIC_KINDS = frozenset({"date", "amount", "percent", "quantity", "number", "identifier"})

_BOILERPLATE: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("declaration under penalty of perjury", re.compile(r"(?i)\bunder\s+(?:the\s+)?penalty\s+of\s+perjury\b")),
    (
        "jurat",
        re.compile(
            r"(?i)\b(?:sworn\s+to\s+(?:and\s+subscribed\s+)?before\s+me|subscribed\s+and\s+sworn|notary\s+public|"
            r"my\s+commission\s+expires|being\s+(?:first\s+)?duly\s+sworn|deposes?\s+and\s+says?|"
            r"^\s*(?:state|county|commonwealth)\s+of\s+[a-z ]+\)?\s*(?:ss\.?:?)?\s*$|\bss\.:)",
            re.MULTILINE,
        ),
    ),
    (
        "competence and personal knowledge",
        re.compile(
            r"(?i)\b(?:personal\s+knowledge\s+of\s+the\s+(?:facts|matters)|over\s+(?:the\s+age\s+of\s+)?"
            r"(?:eighteen|18|twenty-one|21)(?:\s*\(18\))?\s+years|competent\s+to\s+testify|if\s+called\s+(?:upon\s+)?"
            r"(?:as\s+a\s+witness|to\s+testify)|i\s+make\s+this\s+(?:affidavit|declaration))"
        ),
    ),
    (
        "signature block",
        re.compile(
            r"(?im)^\s*(?:/s/|s/\s|respectfully\s+submitted|dated\s*:|dated\s+this\b|executed\s+on\b|by\s*:\s|"
            r"attorneys?\s+for\b|counsel\s+for\b|signature\s*:|sincerely|very\s+truly\s+yours|regards|"
            r"(?:tel|phone|fax|e-?mail)\s*:)|\bEsq\.?\s*$"
        ),
    ),
    (
        "caption",
        re.compile(
            r"(?im)^\s*(?:plaintiffs?|defendants?|petitioners?|respondents?)[,.]?\s*$|^\s*-?\s*(?:against|v\.?|vs\.?)"
            r"\s*-?\s*$|\b(?:case|civil\s+action|index|docket)\s+no\.|\b(?:district|superior|supreme|circuit|county)"
            r"\s+court\b|\bcourt\s+of\b|\bin\s+the\s+matter\s+of\b"
        ),
    ),
)
_EXHIBIT_LINE_RE = re.compile(r"(?i)^\s*(?:[-*•]\s*)?(?:exhibit|ex\.|exh\.)\s*[\w.-]{1,4}\s*(?:[:–—-]|$)")
_ARGUMENT_HEADING_RE = re.compile(
    r"(?i)^\s*(?:[IVX]+\.\s*|POINT\s+[IVX]+\W*|[A-H]\.\s*)?(?:argument|discussion|analysis|legal\s+standard|"
    r"standard\s+of\s+review|applicable\s+law|summary\s+of\s+(?:the\s+)?argument|preliminary\s+statement|"
    r"introduction|conclusion)\b"
)
_FACT_HEADING_RE = re.compile(
    r"(?i)^\s*(?:[IVX]+\.\s*|[A-H]\.\s*)?(?:statement\s+of\s+(?:undisputed\s+)?(?:material\s+)?facts|facts|"
    r"background|factual\s+background|procedural\s+history)\b"
)
_LAW_WORDS_RE = re.compile(
    r"(?i)\b(?:court|courts|held|holds|holding|standard|summary\s+judgment|as\s+a\s+matter\s+of\s+law|"
    r"genuine\s+(?:dispute|issue)|material\s+fact|liable|liability|entitled\s+to|pursuant\s+to|burden|elements?\s+of|"
    r"cause\s+of\s+action|claim\s+for|respectfully\s+(?:requests?|submits?|asks?)|wherefore|must\s+be\s+(?:granted|"
    r"denied)|should\s+(?:grant|deny|be\s+granted|be\s+denied)|statute|doctrine|under\s+(?:the\s+)?(?:law|rule)|"
    r"law\s+(?:requires|provides|is\s+clear)|precedent|jurisdiction|plaintiffs?\s+(?:must|need|may)|"
    r"defendants?\s+(?:must|need|may)|a\s+(?:party|buyer|seller|plaintiff|defendant)\s+(?:who|must|may))\b"
)


@dataclass(frozen=True)
class Statement:
    index: int  # 0-based, in draft order
    start: int
    end: int  # draft[start:end] == text
    text: str
    kind: StatementKind
    why: str  # why it got its kind: "heading", "jurat", "cites Fed. R. Civ. P. 56", "a fact"
    cites: tuple[str, ...]  # evidence cites that carry it (its own, or a following cite-only sentence's)
    authorities: tuple[str, ...]
    marker: str | None = None  # "3." when it opens a numbered paragraph
    atoms: tuple[Atom, ...] = ()  # rates, quantities, figures, sections, identifiers, places (draft offsets)


def _is_heading(line: str) -> bool:
    words = line.split()
    if not words or len(words) > 12 or (line.rstrip().endswith((".", ",", ";")) and not line.isupper()):
        return False
    if line.lstrip().startswith("#"):
        return True
    letters = [ch for ch in line if ch.isalpha()]
    if not letters:
        return False
    upper = sum(ch.isupper() for ch in letters) / len(letters)
    return upper >= 0.75 or (bool(_ARGUMENT_HEADING_RE.match(line) or _FACT_HEADING_RE.match(line)) and len(words) <= 6)


def _pieces(draft: str, sentences: list[Sentence]) -> list[tuple[int, int, Sentence]]:
    """Sentences, with heading and caption lines split from what follows them, cite-only ones merged back."""
    pieces: list[tuple[int, int, Sentence]] = []
    for sentence in sentences:
        start = sentence.start
        while True:
            newline = draft.find("\n", start, sentence.end)
            if newline < 0:
                break
            line = draft[start:newline]
            standalone = _is_heading(line) or _boilerplate_reason(line) == "caption"
            if not standalone or not draft[newline : sentence.end].strip():
                break
            pieces.append((start, start + len(line.rstrip()), _bare(sentence)))
            start = newline + 1
            while start < sentence.end and draft[start].isspace():
                start += 1
        if start < sentence.end:
            if sentence.cite_only and pieces and not _is_heading(draft[pieces[-1][0] : pieces[-1][1]]):
                first, _end, owner = pieces[-1]
                pieces[-1] = (first, sentence.end, owner)
            else:
                pieces.append((start, sentence.end, sentence))
    return pieces


def _bare(sentence: Sentence) -> Sentence:
    return Sentence(sentence.start, sentence.end, (), (), False, False)


def _boilerplate_reason(text: str) -> str | None:
    for reason, pattern in _BOILERPLATE:
        if reason == "caption":  # a caption line is short: "Supreme Court" inside a sentence is not a caption
            if any(pattern.search(line) and len(line.split()) <= 12 for line in text.splitlines()):
                return reason
        elif pattern.search(text):
            return reason
    lines = [line for line in text.splitlines() if line.strip()]
    if lines and all(_EXHIBIT_LINE_RE.match(line) for line in lines):
        return "exhibit list"
    return None


def split_statements(draft: str, analysis: DraftAnalysis) -> list[Statement]:
    """The statements of ``draft`` in order, classified (see the module docstring)."""
    statements: list[Statement] = []
    context = "fact"
    claim_starts = [c.start for c in analysis.claims]
    for start, end, sentence in _pieces(draft, analysis.sentences):
        text = draft[start:end]
        marker = marker_span(draft, start, end)
        lo, hi = bisect.bisect_left(claim_starts, start), bisect.bisect_left(claim_starts, end)
        claims = analysis.claims[lo:hi]
        taken = [(s - start, e - start) for s, e in analysis.taken if s < end and start < e]
        taken += [(c.start - start, c.end - start) for c in claims]
        if marker:
            taken.append((0, marker[1] - start))
        atoms = tuple(
            Atom(a.kind, a.start + start, a.end + start, a.text, a.value, a.unit, a.unit2)
            for a in find_atoms(text, taken=taken)
            if not (a.kind == "quantity" and a.unit in META_UNITS)
        )
        kinds = {c.kind for c in claims} | {a.kind for a in atoms}
        kind, why = _classify(text, sentence, kinds, context)
        if why == "heading":
            context = "law" if _ARGUMENT_HEADING_RE.match(text) else "fact" if _FACT_HEADING_RE.match(text) else context
        statements.append(
            Statement(
                len(statements),
                start,
                end,
                text,
                kind,
                why,
                sentence.cites,
                sentence.authorities,
                draft[marker[0] : marker[1]].strip() if marker else None,
                atoms,
            )
        )
    return statements


def _classify(text: str, sentence: Sentence, kinds: set[str], context: str) -> tuple[StatementKind, str]:
    if PLACEHOLDER_RE.search(text):
        return "placeholder", "unfilled placeholder"
    first_line = text.strip().splitlines()[0] if text.strip() else ""
    specific = bool(kinds & SPECIFIC_KINDS)
    if "\n" not in text.strip() and _is_heading(first_line) and not specific and not sentence.cites:
        return "boilerplate", "heading"  # a line in capitals that states a date, sum or figure is not a heading
    reason = _boilerplate_reason(text)
    if reason and not (sentence.cites and reason in ("signature block",)):
        return "boilerplate", reason
    if sentence.law_only:
        return "law", "a citation of authority"
    if sentence.authorities and not sentence.cites:
        return "law", f"cites {sentence.authorities[0]}"
    if not sentence.cites and not specific:
        if _LAW_WORDS_RE.search(text):
            return "law", "legal argument"
        if context == "law":
            return "law", "argument (under an argument heading)"
    return "fact", "a statement of fact"
