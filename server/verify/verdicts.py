"""One verdict per factual statement: what the client evidence says about what the draft says.

    checked = verify_statements(draft, index)                  # deterministic layers
    checked.blocked, checked.outcome                          # per-claim findings, as verify_claims
    for v in checked.verdicts:
        v.statement.kind, v.verdict, v.reason, v.source, v.source_start, v.suggestion

Verdicts (factual statements only; legal argument, boilerplate and placeholders get none):
  ``supported``     it cites evidence, and every checkable fact in it is on the cited page(s); ``source``
                    and the span point at the passage of the cited page that carries it;
  ``contradicted``  a cited page states a different value (another date, sum, rate, count, identifier,
                    place or given name), the quotation's words were changed, or the meaning check
                    found the page saying otherwise;
  ``unsupported``   it cites evidence that does not carry it (a wrong pin: ``suggestion`` names the page
                    that does), cites a page that does not exist, or - uncited - states a fact found
                    nowhere in the client evidence;
  ``uncited``       no cite, but the evidence carries it: ``suggestion`` names the page to cite.

Blocking: ``contradicted`` always; ``unsupported`` when the statement cites evidence, and under the
``strict`` policy (the default) when it does not; ``uncited`` never. A draft is blocked when any claim
finding blocks (as ``verify_claims`` says) or any statement verdict does.

Claims on the boilerplate lines of a jurat, signature block or caption ("Sworn to before me this 5th day
of June, 2024", "Dated: ...", "Case No. ...") are not facts the evidence must carry and are not checked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from server.verify.atoms import Atom, AtomCheck, atom_phrases, check_atom, describe
from server.verify.claims import analyse_draft, persons_in
from server.verify.evidence_index import EvidenceIndex, EvidencePage
from server.verify.facts import fts_tokens
from server.verify.findings import Finding, Policy, VerificationOutcome, excerpt
from server.verify.grounding import Checker, verify_claims
from server.verify.statements import Statement, split_statements

Verdict = Literal["supported", "contradicted", "unsupported", "uncited"]
VERDICTS: tuple[Verdict, ...] = ("supported", "contradicted", "unsupported", "uncited")
MIN_SUPPORT_OVERLAP = 0.3  # share of a cited statement's content words the supporting passage must hold
MIN_FOUND_OVERLAP = 0.34  # below this, an uncited statement's words are "found nowhere"
SEARCH_PAGES = 6
SEARCH_WORDS = 5  # words of an uncited statement searched for across the matter

_STOP = frozenset(
    fts_tokens(
        "a an the of and or but to in on at by for with from as is are was were be been being has have had do does "
        "did not no nor that this these those which who whom whose it its their they them he she his her him we our "
        "us i me my you your all any each every some such than then there here also only very so if into onto upon "
        "about after before over under between through during while until since would could should shall will may "
        "might must can cannot per same other another more most less least one two three first second"
    )
)
_BOILERPLATE_LINE_RE = re.compile(
    r"(?im)^[ \t]*(?:dated\b|executed\b|sworn\b|subscribed\b|notary\b|my\s+commission\b|case\s+no\.|index\s+no\.|"
    r"civil\s+action\s+no\.|docket\s+no\.|/s/).*$"
)
_PASSAGE_RE = re.compile(r"[^\n.!?]+(?:[.!?]+|\n|$)")


@dataclass(frozen=True)
class StatementVerdict:
    statement: Statement
    verdict: Verdict | None  # None: not a factual statement (law, boilerplate, placeholder)
    reason: str
    source: EvidencePage | None = None
    source_start: int | None = None
    source_end: int | None = None
    excerpt: str | None = None
    suggestion: str | None = None  # "cite SMITH000004"
    findings: tuple[Finding, ...] = ()
    basis: str = ""  # what decided it: "facts" (its checkable facts), "words", "meaning" (the model layer)
    model: dict[str, Any] | None = None  # the meaning check's answer, once asked: verdict, quote, real_span

    @property
    def cited(self) -> bool:
        """The statement cites evidence (its own cite, or one lent by a cite-only sentence after it)."""
        return bool(self.statement.cites)

    def blocks(self, policy: Policy) -> bool:
        if self.verdict == "contradicted":
            return True
        if self.verdict == "unsupported":
            return self.cited or policy == "strict"
        return False

    def as_dict(self) -> dict[str, Any]:
        s = self.statement
        source = self.source
        return {
            "index": s.index,
            "start": s.start,
            "end": s.end,
            "text": s.text,
            "kind": s.kind,
            "why": s.why,
            "cites": list(s.cites),
            "verdict": self.verdict,
            "reason": self.reason,
            "basis": self.basis,
            "source": None
            if source is None
            else {"document_id": source.document_id, "page": source.page, "bates": source.bates},
            "source_start": self.source_start,
            "source_end": self.source_end,
            "excerpt": self.excerpt,
            "suggestion": self.suggestion,
            "model": self.model,
        }


@dataclass
class CheckedDraft:
    draft: str
    outcome: VerificationOutcome  # per-claim findings
    verdicts: list[StatementVerdict]
    policy: Policy
    checker: Checker = field(repr=False)

    @property
    def facts(self) -> list[StatementVerdict]:
        return [v for v in self.verdicts if v.verdict is not None]

    @property
    def blocking(self) -> list[StatementVerdict]:
        return [v for v in self.verdicts if v.blocks(self.policy)]

    @property
    def blocked(self) -> bool:
        return self.outcome.blocked or bool(self.blocking)

    def counts(self) -> dict[str, int]:
        counts = {verdict: 0 for verdict in VERDICTS}
        for v in self.facts:
            counts[v.verdict or ""] += 1
        return counts

    def kinds(self) -> dict[str, int]:
        kinds: dict[str, int] = {}
        for v in self.verdicts:
            kinds[v.statement.kind] = kinds.get(v.statement.kind, 0) + 1
        return kinds


# Words that describe the record rather than the facts in it ("the letter runs two pages and is signed").
_RECORD_WORDS = frozenset(
    fts_tokens(
        "letter letters document documents page pages runs signed produced production attached copy true correct "
        "exhibit exhibits bears reads says said states stated provides provided shows showed reflects contains lists "
        "appears record records email e-mail message dated cited cite see also id"
    )
)


def at_span(base: StatementVerdict, page: EvidencePage, start: int, end: int, **changes: Any) -> StatementVerdict:
    """``base`` pointing at characters ``start:end`` of ``page`` (with its excerpt), and ``changes`` applied."""
    return replace(
        base, source=page, source_start=start, source_end=end, excerpt=excerpt(page.text, start, end), **changes
    )


def content_words(text: str, *, record_words: bool = True) -> list[str]:
    """The words of ``text`` that carry its meaning: no stop words (and, unless asked, no words about the record)."""
    skip = _STOP if record_words else _STOP | _RECORD_WORDS
    return [t for t in dict.fromkeys(fts_tokens(text)) if t not in skip and len(t) > 1]


def _boilerplate_lines(draft: str, statements: Sequence[Statement]) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for s in statements:
        if s.kind == "boilerplate":
            spans += [(s.start + m.start(), s.start + m.end()) for m in _BOILERPLATE_LINE_RE.finditer(s.text)]
    return spans


def verify_statements(
    draft: str,
    index: EvidenceIndex,
    *,
    policy: Policy = "strict",
    quote_threshold: float = 0.9,
) -> CheckedDraft:
    """Every claim checked (``verify_claims``), then every statement judged (see the module docstring)."""
    checker = Checker(index, quote_threshold)
    analysis = analyse_draft(draft, bates_prefixes=index.bates_prefixes())
    statements = split_statements(draft, analysis)
    skip = _boilerplate_lines(draft, statements)
    claims = [c for c in analysis.claims if not any(s <= c.start and c.end <= e for s, e in skip)]
    outcome = verify_claims(
        draft, index, policy=policy, quote_threshold=quote_threshold, claims=claims, checker=checker
    )
    judge = _Judge(draft, checker)
    verdicts: list[StatementVerdict] = []
    position = 0
    findings = outcome.findings
    for statement in statements:
        while position < len(findings) and findings[position].claim.start < statement.start:
            position += 1
        mine: list[Finding] = []
        cursor = position
        while cursor < len(findings) and findings[cursor].claim.start < statement.end:
            mine.append(findings[cursor])
            cursor += 1
        verdicts.append(judge.statement(statement, tuple(mine)))
    return CheckedDraft(draft, outcome, verdicts, policy, checker)


class _Judge:
    def __init__(self, draft: str, checker: Checker) -> None:
        self.draft = draft
        self.checker = checker

    def statement(self, statement: Statement, findings: tuple[Finding, ...]) -> StatementVerdict:
        if statement.kind != "fact":
            reason = {
                "law": "Legal argument or authority: checked as citations, not as a fact.",
                "boilerplate": f"Boilerplate ({statement.why}): not a fact the evidence must carry.",
                "placeholder": "An unfilled placeholder: fill it from the evidence or delete it.",
            }[statement.kind]
            return StatementVerdict(statement, None, reason, findings=findings)
        if statement.cites:
            return self._cited(statement, findings)
        return self._uncited(statement, findings)

    # ---- a statement that cites evidence ---------------------------------------------------------

    def _cited(self, statement: Statement, findings: tuple[Finding, ...]) -> StatementVerdict:
        pages = self.checker.cited_pages(statement.cites)
        cited_keys = {p.key for p in pages}
        cited_docs = {p.document_id for p in pages}
        base = StatementVerdict(statement, None, "", findings=findings, basis="facts")
        for f in findings:
            if f.status != "mismatch" or f.claim.kind in ("bates", "exhibit", "case", "statute", "rule"):
                continue
            on_cited = f.source is not None and (f.source.key in cited_keys or f.source.document_id in cited_docs)
            if on_cited and (f.suggestion is None or f.claim.kind == "quote"):  # else a wrong pin: below
                contradicted = replace(base, verdict="contradicted", reason=f.reason)
                return self._with_source(contradicted, f)
        for f in findings:
            if f.claim.kind in ("case", "statute", "rule") or f.status in ("verified", "grounded_elsewhere"):
                continue
            if f.status == "unverifiable":
                continue
            unsupported = replace(base, verdict="unsupported", reason=f.reason, suggestion=f.suggestion)
            return self._with_source(unsupported, f)
        if not pages:
            where = ", ".join(statement.cites)
            reason = f"The cited {where} is not a page of this matter's client evidence."
            return replace(base, verdict="unsupported", reason=reason)
        facts = [f for f in findings if f.status == "verified" and f.claim.kind not in ("bates", "exhibit")]
        words = content_words(self._text_without_cites(statement, findings), record_words=False)
        best = self._best_passage(words, pages, facts)
        if best is None:
            reason = f"Nothing on the cited {_labels(pages)} speaks to this statement."
            return replace(base, verdict="unsupported", reason=reason, basis="words")
        page, start, end, _passage_overlap = best
        wanted = set(words)
        overlap = max((len(wanted & self.checker.tokens(p)) / len(wanted) if wanted else 1.0) for p in pages)
        if not facts and len(words) <= 2:
            reason = f"Says only where the record is: the cited {_labels(pages)} exist."
            return at_span(base, page, 0, 0, verdict="supported", reason=reason, basis="cites")
        if not facts and overlap < MIN_SUPPORT_OVERLAP:
            reason = (
                f"The cited {_labels(pages)} does not speak to this statement: only {overlap:.0%} of its words are "
                f"there, and it states no date, sum or other checkable fact."
            )
            return replace(base, verdict="unsupported", reason=reason, basis="words")
        checked = f"{len(facts)} checkable fact{'s' if len(facts) != 1 else ''}" if facts else "its words"
        reason = f"Supported by {page.label}: {checked} on the cited page."
        return at_span(base, page, start, end, verdict="supported", reason=reason, basis="facts" if facts else "words")

    def _with_source(self, verdict: StatementVerdict, finding: Finding) -> StatementVerdict:
        if finding.source is None:
            return verdict
        return replace(
            verdict,
            source=finding.source,
            source_start=finding.source_start,
            source_end=finding.source_end,
            excerpt=finding.excerpt,
        )

    def _text_without_cites(self, statement: Statement, findings: Sequence[Finding]) -> str:
        text = statement.text
        for f in sorted(findings, key=lambda f: f.claim.start, reverse=True):
            if f.claim.kind in ("bates", "exhibit", "quote"):
                a, b = f.claim.start - statement.start, f.claim.end - statement.start
                text = text[:a] + " " + text[b:]
        return text

    def _best_passage(
        self, words: list[str], pages: Sequence[EvidencePage], facts: Sequence[Finding]
    ) -> tuple[EvidencePage, int, int, float] | None:
        """The cited page's passage (a sentence or line) sharing the most words with the statement;
        passages holding a verified fact of the statement come first."""
        best: tuple[float, float, EvidencePage, int, int] | None = None
        fact_spans = {
            (f.source.key, f.source_start, f.source_end)
            for f in facts
            if f.source is not None and f.source_start is not None and f.source_end is not None
        }
        wanted = set(words)
        for page in pages:
            for match in _PASSAGE_RE.finditer(page.text):
                text = match.group(0)
                if not text.strip():
                    continue
                tokens = set(fts_tokens(text))
                overlap = len(wanted & tokens) / len(wanted) if wanted else 0.0
                holds = sum(
                    1
                    for key, s, e in fact_spans
                    if key == page.key and s is not None and match.start() <= s < max(match.end(), s + 1)
                )
                score = (holds, overlap)
                if best is None or score > (best[0], best[1]):
                    lead = len(text) - len(text.lstrip())
                    best = (holds, overlap, page, match.start() + lead, match.start() + len(text.rstrip()))
        if best is None:
            return None
        _holds, overlap, page, start, end = best
        return page, start, end, overlap

    # ---- a statement with no cite --------------------------------------------------------------

    def _uncited(self, statement: Statement, findings: tuple[Finding, ...]) -> StatementVerdict:
        base = StatementVerdict(statement, None, "", findings=findings)
        missing: list[str] = []
        carriers: list[list[EvidencePage]] = []
        for f in findings:
            if f.claim.kind not in ("date", "amount", "quote"):
                continue
            if f.status in ("grounded_elsewhere", "verified") and f.source is not None:
                carriers.append([f.source])
            elif f.status == "not_found":
                missing.append(f"“{f.claim.text}”")
        for atom in statement.atoms:
            pages = self._pages_with_atom(atom)
            if pages:
                carriers.append(pages)
            else:
                missing.append(f"the {describe(atom.kind)} “{atom.text}”")
        taken = [(f.claim.start, f.claim.end) for f in findings] + [(a.start, a.end) for a in statement.atoms]
        for _start, _end, written, terms in persons_in(self.draft, statement.start, statement.end, taken):
            pages = self.checker.search(terms.split(), phrase=True, limit=SEARCH_PAGES)
            if pages:
                carriers.append(pages)
            else:
                missing.append(f"the name “{written}”")
        words = content_words(statement.text)
        if missing:
            reason = f"No cite, and {', '.join(missing[:3])} {'is' if len(missing) == 1 else 'are'} nowhere in the "
            reason += "client evidence."
            return replace(base, verdict="unsupported", reason=reason, basis="facts")
        if carriers:
            page, overlap = self._covering_page(carriers, words)
            if overlap >= MIN_FOUND_OVERLAP or len(words) < 3:
                reason = f"No cite; its facts are on {page.label}."
                return self._suggest(base, page, words, reason, "facts")
            reason = (
                f"No cite; its dates, sums or names are in the evidence, but no page says what it says "
                f"(the best, {page.label}, holds {overlap:.0%} of its words)."
            )
            return replace(base, verdict="unsupported", reason=reason, basis="words", suggestion=None)
        if len(words) < 3:
            return replace(base, verdict="uncited", reason="No cite, and nothing specific to check.", basis="words")
        rare_first = sorted(words, key=lambda w: (-len(w), w))[:SEARCH_WORDS]  # long words are the rare ones
        pages = self.checker.search(rare_first, phrase=False, limit=SEARCH_PAGES, any_term=True)
        scored = [(len(set(words) & self.checker.tokens(p)) / len(words), p) for p in pages]
        overlap, page = max(scored, key=lambda item: item[0], default=(0.0, None))
        if page is not None and overlap >= MIN_FOUND_OVERLAP:
            return self._suggest(base, page, words, f"No cite; {page.label} says as much.", "words")
        reason = "No cite, and the client evidence says nothing like it"
        reason += f" (the closest page, {page.label}, holds {overlap:.0%} of its words)." if page else "."
        return replace(base, verdict="unsupported", reason=reason, basis="words")

    def _suggest(
        self, base: StatementVerdict, page: EvidencePage, words: list[str], reason: str, basis: str
    ) -> StatementVerdict:
        found = self._best_passage(words, [page], [])
        start, end = (found[1], found[2]) if found else (0, 0)
        changes = {"verdict": "uncited", "reason": reason, "suggestion": f"cite {page.label}", "basis": basis}
        return at_span(base, page, start, end, **changes)

    def _pages_with_atom(self, atom: Atom) -> list[EvidencePage]:
        pages: list[EvidencePage] = []
        for phrase in atom_phrases(atom):
            for page in self.checker.search(phrase, phrase=True, limit=SEARCH_PAGES):
                check: AtomCheck = check_atom(atom, self.checker.page_atoms(page), page.text, strict=True)
                if check.ok and page not in pages:
                    pages.append(page)
        return pages

    def _covering_page(self, carriers: list[list[EvidencePage]], words: list[str]) -> tuple[EvidencePage, float]:
        """The page carrying the most of the statement's facts, then the most of its words."""
        votes: dict[tuple[str, int], int] = {}
        by_key: dict[tuple[str, int], EvidencePage] = {}
        for pages in carriers:
            for page in {p.key: p for p in pages}.values():
                votes[page.key] = votes.get(page.key, 0) + 1
                by_key[page.key] = page
        wanted = set(words)

        def overlap(page: EvidencePage) -> float:
            return len(wanted & self.checker.tokens(page)) / len(wanted) if wanted else 1.0

        best = max(by_key.values(), key=lambda p: (votes[p.key], overlap(p), p.bates is not None))
        return best, overlap(best)


def _labels(pages: Sequence[EvidencePage]) -> str:
    labels = list(dict.fromkeys(p.label for p in pages))
    return ("page " if len(labels) == 1 else "pages ") + ", ".join(labels[:4]) + (" …" if len(labels) > 4 else "")
