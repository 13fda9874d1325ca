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
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from server.verify.atoms import Atom, find_atoms
from server.verify.claims import META_UNITS, DraftAnalysis, Sentence, marker_span, spans_within
from server.verify.facts import word_set
from server.verify.guard_rules import PLACEHOLDER_RE
from server.verify.names import find_names

StatementKind = Literal["fact", "law", "boilerplate", "placeholder"]
SPECIFIC_KINDS = frozenset({"date", "amount", "percent", "quantity", "number", "identifier"})

_BOILERPLATE: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("declaration under penalty of perjury", re.compile(r"(?i)\bunder\s+(?:the\s+)?penalt(?:y|ies)\s+of\s+perjury\b")),
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
        "opening of the declaration",
        re.compile(
            r"(?i)^\W*I,\s+[^,\n]{2,60},\s+(?:(?:hereby|do\s+hereby)\s+)?(?:declare|state|depose|affirm|certify|swear)"
        ),
    ),
    (
        "certificate of service",
        re.compile(
            r"(?i)\b(?:certificate\s+of\s+service|I\s+(?:hereby\s+)?certify\s+that\s+(?:on|a\s+true)|served\s+"
            r"(?:on|upon)\s+all\s+(?:counsel|parties)\s+of\s+record)"
        ),
    ),
    (
        "competence and personal knowledge",
        re.compile(
            r"(?i)^\W*(?:\d+\.\s*)?(?:i\s+[a-z]+|if\s+called|the\s+facts\s+(?:stated|set\s+forth))"
            r"[^.]*?\b(?:personal\s+knowledge|over\s+(?:the\s+age\s+of\s+)?(?:eighteen|18|twenty-one|21)|"
            r"competent\s+to\s+testify|as\s+a\s+witness|to\s+testify|this\s+(?:affidavit|declaration)|"
            r"of\s+(?:legal\s+)?age)"
        ),
    ),
    (
        "signature block",
        re.compile(
            r"(?im)^\s*(?:/s/|s/\s|respectfully\s+submitted|dated\s*:|dated\s+this\b|executed\s+(?:on|this|in|at)\b|by\s*:\s|"
            r"(?:i\s+)?(?:affirm|declare|swear|certify)\s+this\s+\d{1,2}(?:st|nd|rd|th)\s+day\b|"
            r"[A-Z][A-Za-z.\s]{2,60}\((?:SBN|State\s+Bar\s+No\.|Bar\s+No\.|WSBA|OSB|ISB|ARDC)\b[^)]*\)\s*$|"
            r"attorneys?\s+for\b|counsel\s+for\b|signature\s*:|sincerely|very\s+truly\s+yours|regards|"
            r"(?:tel|phone|fax|e-?mail)\s*:)|\bEsq\.?\s*$"
        ),
    ),
    (
        "hearing notice",  # the caption's own fields: when and where the motion is heard, not a fact of the case
        re.compile(
            r"(?im)\A\s*(?:hearing\s+)?(?:date|time|courtroom|dept\.?|department|judge|place|trial\s+date|"
            r"action\s+filed|complaint\s+filed)\s*:[^\n]*(?:\n\s*[A-Za-z .]{2,20}:[^\n]*)*\s*\Z"
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
_BOILERPLATE_BY_REASON = dict(_BOILERPLATE)
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
# A legal proposition: a rule, a standard, what a court holds or should do. Words that also describe client facts
# ("pursuant to", "court", "liable") are not enough on their own.
_LAW_WORDS_RE = re.compile(
    r"(?i)\b(?:courts?\s+(?:held|holds|have\s+held|has\s+held|must|may|should|will|look|consider|apply)|held\s+that|"
    r"holding|legal\s+standard|standard\s+(?:of|for)|summary\s+judgment|as\s+a\s+matter\s+of\s+law|"
    r"genuine\s+(?:dispute|issue)|material\s+fact|questions?\s+of\s+(?:law|fact)\b|for\s+the\s+(?:court|jury)\b|entitled\s+to\s+judgment|burden\s+of|elements?\s+of|"
    r"cause\s+of\s+action|claim\s+for\s+relief|respectfully\s+(?:requests?|submits?|asks?)|wherefore|"
    r"must\s+be\s+(?:granted|denied)|should\s+(?:grant|deny|be\s+granted|be\s+denied)|doctrine|"
    r"under\s+(?:the\s+)?(?:law|rule)\b|law\s+(?:requires|provides|is\s+clear)|precedent|"
    r"plaintiffs?\s+(?:must|need)|defendants?\s+(?:must|need)|"
    r"^\W*(?:an?|any|every|no)\s+(?:[a-z]+\s+){0,2}(?:party|buyer|seller|plaintiff|defendant|landlord|tenant|lender|"
    r"borrower|employer|employee|insurer|insured|breach|contract|agreement|lease|guarantor|creditor|debtor|owner|"
    r"contractor|obligation|promise|condition|covenant|waiver|notice|default)\b(?!\s+(?:of|dated|under)\s+[A-Z\d])|is\s+(?:liable|entitled)\s+(?:to|for)\b(?=[^.]*\b(?:law|statute|rule|code)\b))"
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
    atoms: tuple[Atom, ...] = ()  # dates, sums, rates, counts, sections, identifiers, places, names (draft offsets)


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
    taken_starts = [s for s, _ in analysis.taken]  # sorted
    reach = max((e - s for s, e in analysis.taken), default=0)
    for start, end, sentence in _pieces(draft, analysis.sentences):
        text = draft[start:end]
        marker = marker_span(draft, start, end)
        lo, hi = bisect.bisect_left(claim_starts, start), bisect.bisect_left(claim_starts, end)
        claims = analysis.claims[lo:hi]
        taken = [(s - start, e - start) for s, e in spans_within(analysis.taken, taken_starts, reach, start, end)]
        if marker:
            taken.append((0, marker[1] - start))
        found = [a for a in find_atoms(text, taken=taken) if not (a.kind == "quantity" and a.head in META_UNITS)]
        found += find_names(text, 0, len(text), taken + [(a.start, a.end) for a in found])
        atoms = tuple(
            replace(a, start=a.start + start, end=a.end + start) for a in sorted(found, key=lambda a: a.start)
        )
        kinds = {c.kind for c in claims} | {a.kind for a in atoms}
        kind, why = _classify(text, sentence, kinds, context, found)
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


# Forms whose own date is not a client fact: the jurat's and the signature's date, the caption's case number.
_DATED_FORMS = frozenset({
    "jurat", "signature block", "caption", "hearing notice", "declaration under penalty of perjury",
    "competence and personal knowledge", "exhibit list",
})  # fmt: skip
# What happened, not what the law is: "No notice of default was ever sent", "Any payment was late".
_PAST_EVENT_RE = re.compile(r"(?i)\b(?:was|were|had|did|has\s+been|have\s+been)\b(?![^.]*\b(?:held|holds)\b)")
# A sentence led by a citation signal with no evidence cite is a citation of authority ("See Restatement ...").
_SIGNAL_RE = re.compile(r"^\W*(?:See(?:,?\s+e\.g\.,?|\s+also|\s+generally)?|Cf\.|Accord|But\s+see|Compare|E\.g\.,?)\s")
_ROADMAP_RE = re.compile(
    r"(?i)\bthe\s+(?:following|next|remaining)\s+(?:paragraphs?|sections?|pages?|parts?)\b|\b(?:set\s+(?:out|forth)|"
    r"described|discussed|summari[sz]ed|addressed|explained|outlined)\s+(?:below|above|herein|in\s+turn)\b|"
    r"\b(?:we|I)\s+(?:turn|address|discuss|describe|summari[sz]e|explain)\b|\b(?:turn(?:s|ing)?)\s+(?:next\s+)?to\s+"
    r"the\b|\bcan\s+be\s+summari[sz]ed\b"
)
_INDEFINITE_RE = re.compile(r"(?i)\b(?:a|an|any|every|each|no)\s+[a-z]|\b(?:courts|parties|contracts|employers)\b")
_RULE_VOICE_RE = re.compile(
    r"(?i)\b(?:must|may|shall|should|generally|ordinarily|typically|normally|is|are|controls?|governs?|requires?|"
    r"applies|apply|excuses?|permits?|bars?|entitles?|runs?|accrues?)\b"
)
_FUNCTION_WORDS = word_set(
    "a an the of and or but to in on at by for with from as is are was were be been being has have had do does "
    "did this that these those it its we our us i me my you your they their them he she his her which who each "
    "every all any some such than then there here so if into about over under between through while also only "
    "just will would shall should may might can could must not no"
)
_DISCOURSE_WORDS = word_set(
    "fact facts set out forth below above follow follows following relevant background brief briefly point "
    "points sequence turn address addresses addressed remainder section sections explain explains explained why "
    "how discuss discusses discussed describe describes described summarize summarizes summary outline outlines "
    "next now first second third finally further furthermore moreover therefore accordingly thus reason reasons "
    "issue issues question questions matter matters argument arguments part parts short simple straightforward "
    "plain clear record begin begins end ends review reviews detail details respect context overview "
    "introduction conclusion conclude concludes note notes noted shown show shows set sets state states stated "
    "considered consider order chronological chronology timeline history procedural dispute disputes events "
    "event undisputed material key main principal central context purposes purpose motion brief memorandum "
    "declaration paragraph paragraphs document documents exhibit exhibits page pages attached"
)


# Atoms that state a client fact (a year alone, a bare figure or a section can belong to an authority).
_CLIENT_FACTS = frozenset({"amount", "percent", "quantity", "identifier", "time"})


def _client_fact(atoms: Sequence[Atom], outside: tuple[int, int] | None = None) -> bool:
    """Does the statement state a client fact: a full date, a sum, a rate, a count, an identifier, a time (outside
    ``outside``, the span of a boilerplate form that may carry figures of its own: "over eighteen years of age")?"""
    for a in atoms:
        if outside is not None and outside[0] <= a.start < outside[1]:
            continue
        if a.kind in _CLIENT_FACTS or (a.kind == "date" and len(a.value) >= 7):
            return True
    return False


def _classify(
    text: str, sentence: Sentence, kinds: set[str], context: str, atoms: Sequence[Atom] = ()
) -> tuple[StatementKind, str]:
    """``atoms`` carry offsets into ``text``."""
    if PLACEHOLDER_RE.search(text):
        return "placeholder", "unfilled placeholder"
    first_line = text.strip().splitlines()[0] if text.strip() else ""
    specific = bool(kinds & SPECIFIC_KINDS)
    client = _client_fact(atoms)
    if "\n" not in text.strip() and _is_heading(first_line) and not specific and not sentence.cites:
        return "boilerplate", "heading"  # a line in capitals that states a date, sum or figure is not a heading
    reason = _boilerplate_reason(text)
    if reason == "caption" and (sentence.cites or _client_fact([a for a in atoms if a.kind != "identifier"])):
        reason = None  # "The Superior Court entered judgment for $10,000 on May 1, 2024" states a fact
    if reason == "competence and personal knowledge":
        form = _BOILERPLATE_BY_REASON[reason].search(text)
        if sentence.cites or _client_fact(atoms, form.span() if form else None):
            reason = None  # "I make this declaration because Tenant did not pay $12,450.00" states a fact
    if reason and sentence.cites and reason != "exhibit list":
        reason = None  # a sentence that cites the record states a fact, whatever form it opens with
    if reason and reason not in _DATED_FORMS and _client_fact([a for a in atoms if a.kind != "date" and not (
        reason == "certificate of service" and a.kind == "identifier"  # whom it was served on, and where
    )]):  # fmt: skip
        reason = None  # "I certify that ... $4,000 was paid": its sum is a fact the evidence must carry
    if reason:
        return "boilerplate", reason
    if sentence.law_only or (_SIGNAL_RE.match(text) and not sentence.cites and not client):
        return "law", "a citation of authority"
    if sentence.authorities and not sentence.cites and not client:
        return "law", f"cites {sentence.authorities[0]}"
    if not sentence.cites and not client:
        if _LAW_WORDS_RE.search(text) and not _PAST_EVENT_RE.search(text):
            return "law", "legal argument"
        if _discourse(text, atoms):
            return "boilerplate", "transition"
        if _generic_rule(text, atoms):
            return "law", "a rule stated without client facts"
        if context == "law" and not kinds & {"date", "person", "entity"}:
            return "law", "argument (under an argument heading)"
    return "fact", "a statement of fact"


def _discourse(text: str, atoms: Sequence[Atom]) -> bool:
    """A sentence about the document itself ("The facts are set out below.", "We address each point in turn.",
    "The following paragraphs describe the parties."): nothing named or counted, and every content word one that
    organises a text, or a road-map phrase."""
    if atoms or any(ch in text for ch in '"“'):
        return False
    if _ROADMAP_RE.search(text):
        return True
    words = [w for w in re.findall(r"[A-Za-z]+", text.lower()) if w not in _FUNCTION_WORDS]
    return bool(words) and all(w in _DISCOURSE_WORDS for w in words)


def _generic_rule(text: str, atoms: Sequence[Atom]) -> bool:
    """A rule stated without client facts: nothing named or counted, no capitalised word past the first (no
    party, no defined term), something indefinite ("a contract", "any party"), and the voice of a rule."""
    if atoms or re.search(r"(?<!^)(?<![.!?]\s)\b[A-Z][a-z]", text.strip()) or re.search(r"\b(?:I|we|my|our)\b", text):
        return False
    return bool(_INDEFINITE_RE.search(text) and _RULE_VOICE_RE.search(text))


_FORMS_RE = re.compile(  # forms a declarant uses that state no client fact, inside a sentence that may state one
    r"(?i)\bI\s+am\s+(?:the|a|an)\s+(?:named\s+)?(?:plaintiff|defendant|petitioner|respondent|claimant|declarant|"
    r"counterclaim[- ]defendant)\s+in\s+this\s+(?:action|case|matter|proceeding|lawsuit)\b"
    r"|\b(?:I\s+)?(?:have|had)\s+personal\s+knowledge\s+of\s+the\s+(?:facts|matters)[^.;]*"
    r"|\bI\s+make\s+this\s+(?:declaration|affidavit)\s+(?:in\s+support\s+of\s+[^.;]*?|based\s+on\s+[^.;]*?)(?=[.;]|$)"
)


def form_spans(text: str) -> list[tuple[int, int]]:
    """Spans of ``text`` that are a declarant's forms ("I am the plaintiff in this action"), not facts to find."""
    return [m.span() for m in _FORMS_RE.finditer(text)]
