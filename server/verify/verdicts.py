"""One verdict per factual statement: what the client evidence says about what the draft says.

    checked = verify_statements(draft, index)                  # the deterministic layers
    checked.blocked, checked.outcome                          # per-claim findings, as verify_claims
    for v in checked.verdicts:
        v.statement.kind, v.verdict, v.reason, v.source, v.source_start, v.suggestion

Verdicts (factual statements only; legal argument, boilerplate and placeholders get none):
  ``supported``     it cites evidence, and one passage of the cited page(s) carries all its atoms and enough of
                    its words (``support.align``), with the same polarity (``polarity``); ``source`` and the
                    span point at that passage;
  ``contradicted``  the passage gives another value (date, sum, rate or period, count, identifier, place,
                    time, given name, company suffix), says the opposite (negation, a reversing pair, the
                    parties' roles swapped), the quotation's words were changed, or the meaning check found
                    the page saying otherwise;
  ``unsupported``   it cites evidence that does not carry it (a wrong pin: ``suggestion`` names the page that
                    does, found by exact look-up in the atom index), cites a page that does not exist, or -
                    uncited - states a fact found nowhere in the client evidence;
  ``uncited``       no cite, but a passage of the evidence carries it: ``suggestion`` names the page to cite;
  ``unchecked``     (set by the meaning check where the config binds it) cited, passed the deterministic
                    layers, but the model did not answer for it.

Blocking: ``contradicted`` always; ``unsupported`` when the statement cites evidence, and under the ``strict``
policy (the default) when it does not; ``unchecked`` under ``strict``; ``uncited`` never. A draft is blocked
when any statement verdict blocks, or any claim of a cite, quotation or authority does (``verify_claims``);
dates, sums and the other atoms are judged with their statement, not alone.

Claims on the boilerplate lines of a jurat, signature block or caption ("Sworn to before me this 5th day of
June, 2024", "Dated: ...", "Case No. ...") are not facts the evidence must carry and are not checked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from server.verify.atoms import Atom, compare, describe
from server.verify.claims import analyse_draft, spans_within
from server.verify.evidence_index import EvidenceIndex, EvidencePage
from server.verify.findings import Finding, Policy, VerificationOutcome, excerpt
from server.verify.grounding import Checker, verify_claims
from server.verify.locate import Pages, content_words, keys
from server.verify.names import name_on
from server.verify.polarity import find_flip, other_values, pair_on_page, reading_spans
from server.verify.proof import (
    computed_amount,
    computed_interval,
    day_written,
    proves,
    raw_on,
    spoken_on_lines,
    strong,
    unit_changed,
)
from server.verify.record_cites import line_spans
from server.verify.statements import Statement, form_spans, split_statements
from server.verify.support import PageView, StatementFacts, Support, best_support, matches

Verdict = Literal["supported", "contradicted", "unsupported", "uncited", "review", "unchecked"]
VERDICTS: tuple[Verdict, ...] = ("supported", "contradicted", "unsupported", "uncited", "review", "unchecked")
_FACT_CLAIMS = frozenset({"date", "amount", "person", "percent", "quantity", "number", "section", "identifier", "place",
                          "time"})  # fmt: skip
PARTY_MENTIONS = 4  # a name the draft gives this often is a party: a cited record that omits it is doubt
WRONG_LINES_WORDS = 0.25  # cited lines holding less than this share of a statement's words, when others say it
MIN_WORDS_ELSEWHERE = 0.6  # ... and the other lines hold at least this share
ACROSS_REACH = 160  # characters either side of a value that count as its own words, when a page says it across
MIN_WORDS_ACROSS = 0.5  # share of the statement's words the values' surroundings must hold together
NAME_PAGES = 40  # pages a name missing from the cited document is looked for on (text search, rarest word)
_BOILERPLATE_LINE_RE = re.compile(
    r"(?im)^[ \t]*(?:dated\b|executed\b|sworn\b|subscribed\b|notary\b|my\s+commission\b|case\s+no\.|index\s+no\.|"
    r"civil\s+action\s+no\.|docket\s+no\.|/s/).*$"
)


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
    basis: str = ""  # what decided it: "facts", "words", "polarity", "cites", "meaning" (the model layer)
    model: dict[str, Any] | None = None  # the meaning check's answer, once asked: verdict, quote, real_span
    passage: tuple[int, int] | None = None  # the deterministic supporting passage on ``source`` (for the model)

    @property
    def cited(self) -> bool:
        """The statement cites evidence (its own cite, or one lent by a cite-only sentence after it)."""
        return bool(self.statement.cites)

    def blocks(self, policy: Policy) -> bool:
        """Only a verdict with its proof blocks; ``review`` (doubt, not proof) never does."""
        if self.verdict == "contradicted":
            return True
        if self.verdict == "unsupported":
            return self.cited or policy == "strict"
        return self.verdict == "unchecked" and policy == "strict"

    def as_dict(self, policy: Policy = "strict") -> dict[str, Any]:
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
            "blocking": self.blocks(policy),
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
    def blocking_claims(self) -> list[Finding]:
        """Claims that block on their own: cites, quotations and authorities (facts go with their statement). A
        transcript cite whose transcript cannot be told from its label is doubt: its statement is ``review``."""
        return [
            f
            for f in self.outcome.blocking
            if f.claim.kind not in _FACT_CLAIMS and not (f.claim.kind == "transcript" and f.status == "unverifiable")
        ]

    @property
    def blocked(self) -> bool:
        return bool(self.blocking_claims) or bool(self.blocking)

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


def at_span(base: StatementVerdict, page: EvidencePage, start: int, end: int, **changes: Any) -> StatementVerdict:
    """``base`` pointing at characters ``start:end`` of ``page`` (with its excerpt), and ``changes`` applied."""
    return replace(
        base, source=page, source_start=start, source_end=end, excerpt=excerpt(page.text, start, end), **changes
    )


def _boilerplate_lines(statements: Sequence[Statement]) -> list[tuple[int, int]]:
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
    analysis = analyse_draft(draft, bates_prefixes=index.bates_prefixes(), authorities=index.authorities())
    statements = split_statements(draft, analysis)
    skip = _boilerplate_lines(statements)
    non_facts = [(s.start, s.end) for s in statements if s.kind != "fact"]
    claims = [
        c
        for c in analysis.claims
        if not any(s <= c.start and c.end <= e for s, e in skip)
        and not (c.kind in _FACT_CLAIMS and any(s <= c.start and c.end <= e for s, e in non_facts))
    ]
    outcome = verify_claims(
        draft, index, policy=policy, quote_threshold=quote_threshold, claims=claims, checker=checker
    )
    judge = _Judge(draft, checker, analysis.taken)
    verdicts: list[StatementVerdict] = []
    findings = outcome.findings
    position = 0
    for statement in statements:
        while position < len(findings) and findings[position].claim.start < statement.start:
            position += 1
        cursor = position
        while cursor < len(findings) and findings[cursor].claim.start < statement.end:
            cursor += 1
        verdicts.append(judge.statement(statement, tuple(findings[position:cursor])))
    return CheckedDraft(draft, outcome, verdicts, policy, checker)


class _Judge:
    def __init__(self, draft: str, checker: Checker, taken: Sequence[tuple[int, int]]) -> None:
        self.draft = draft
        self.checker = checker
        self.taken = sorted(taken)  # quotations, cites and legal citations: not the statement's own words
        self._taken_starts = [start for start, _end in self.taken]
        self._reach = max((end - start for start, end in self.taken), default=0)  # the longest taken span
        self.pages = Pages(checker)
        self._named: dict[str, int] = {}

    def _mentions(self, name: str) -> int:
        """How often the draft names ``name``: a party of the case is named throughout it."""
        if name not in self._named:
            self._named[name] = len(re.findall(rf"(?<!\w){re.escape(name)}(?!\w)", self.draft))
        return self._named[name]

    def _taken_in(self, statement: Statement) -> list[tuple[int, int]]:
        """The taken spans that reach into ``statement``: a bisect, not a scan (time stays linear in the draft)."""
        return spans_within(self.taken, self._taken_starts, self._reach, statement.start, statement.end)

    def _said(self, statement: Statement) -> str:
        """The statement with its cites and quotations blanked (offsets kept): its own words."""
        own = [(s - statement.start, e - statement.start) for s, e in self._taken_in(statement)]
        return _blank(statement.text, own)

    def statement(self, statement: Statement, findings: tuple[Finding, ...]) -> StatementVerdict:
        if statement.kind != "fact":
            reason = {
                "law": "Legal argument or authority: checked as citations, not as a fact.",
                "boilerplate": f"Boilerplate ({statement.why}): not a fact the evidence must carry.",
                "placeholder": "An unfilled placeholder: fill it from the evidence or delete it.",
            }[statement.kind]
            return StatementVerdict(statement, None, reason, findings=findings)
        skip = [
            (s - statement.start, e - statement.start) for s, e in self._taken_in(statement) if statement.start <= s
        ]
        skip += form_spans(statement.text)  # "I am the plaintiff in this action and ...": not a fact to find
        if statement.marker:
            skip.append((0, len(statement.marker)))
        described = _cite_parentheticals(statement.text, [(s, e) for s, e in skip])
        atoms = [
            a for a in statement.atoms
            if not any(lo <= a.start - statement.start < hi for lo, hi in described)
        ]  # fmt: skip
        facts = StatementFacts.of(statement.text, atoms, statement.start, skip + described)
        if statement.cites:
            return self._cited(statement, findings, facts)
        return self._uncited(statement, findings, facts)

    # ---- a statement that cites evidence ---------------------------------------------------------

    def _cited(self, statement: Statement, findings: tuple[Finding, ...], facts: StatementFacts) -> StatementVerdict:
        pages = self.checker.cited_pages(statement.cites)
        base = StatementVerdict(statement, None, "", findings=findings, basis="facts")
        problem = self._cite_problem(statement, findings, pages, base)
        if problem is not None:
            return problem
        quotes = [f for f in findings if f.claim.kind == "quote"]
        for f in quotes:
            if f.status == "mismatch" and f.suggestion is None:
                return _pointing(replace(base, verdict="contradicted", reason=f.reason, basis="quote"), f)
            if f.status in ("mismatch", "not_found"):
                changes = {"verdict": "unsupported", "reason": f.reason, "suggestion": f.suggestion, "basis": "quote"}
                return _pointing(replace(base, **changes), f)
        said = self._said(statement)
        documents = list(dict.fromkeys(p.document_id for p in pages))
        named = self._names(facts, documents, base, pages)
        if named is not None and named.verdict == "contradicted":
            return named
        support = best_support(facts, [self.pages.view(p) for p in pages])
        assert support is not None
        quoted = any(f.status == "verified" for f in quotes)  # the quotation is the passage; the rest attributes it
        support = _with_descriptors(support, [self.pages.view(p) for p in pages])
        if (support.holds(facts) or (quoted and support.complete)) and named is None:
            return self._supported(statement, facts, support, base, quotes)
        wrong_lines = self._wrong_lines(facts, support, pages, base) if not quoted else None
        if wrong_lines is not None:
            return wrong_lines
        views = [self.pages.view(p) for p in pages]
        # Proof needs a value on none of the cited pages; one that is there but not beside the rest (the page says it
        # across two sentences, or on the second page of a range) is doubt.
        cited_keys = {p.key for p in pages}
        absent = [
            a
            for a in support.missing
            if not any(matches(a, view) for view in views)
            and (unit_changed(a, views) or not any(p.key in cited_keys for p in self.pages.with_atom(a)))
            # its value there in another form - but the same figure in another unit or period is another value
            and not raw_on(a, pages)  # or written there in a form no reading of the page took
            and not (a.kind == "date" and self._dates_document(a, pages))
            and not (not strong(a) and self._in_cited_document(a, pages))  # "2024" of its title page
            and not computed_interval(a, facts, views)  # "twenty-seven days late": the two dates are there
            and not computed_amount(a, facts, views, said)  # "$123,000 below the appraisal": both sums are there
            and not day_written(a, pages)  # "January 3" where the cited lines say "on the 3rd" of January
            and not spoken_on_lines(a, pages, views)  # "$6,000" where the witness says "six thousand"
        ]
        elsewhere = self.pages.locate(facts, skip=keys(pages), text=said, loose=True) if absent else None
        conflicts = [  # the page's other value is no contradiction where the statement gives that value too
            (a, o)
            for a, o in support.conflicts
            if a in absent and not any(compare(x, o) == "same" for x in facts.atoms)
        ]
        if conflicts and (support.words >= 0.2 or not facts.words) and elsewhere is None:
            atom, other = conflicts[0]
            reason = (
                f"The cited page {support.page.label} gives “{' '.join(other.text.split())}”, not "
                f"“{' '.join(atom.text.split())}”."
            )
            return at_span(base, support.page, other.start, other.end, verdict="contradicted", reason=reason)
        if elsewhere is not None:
            reason = f"Wrong pin cite: the cited {_labels(pages)} does not say this; {elsewhere.page.label} does."
            start, end = elsewhere.span
            return at_span(
                base, elsewhere.page, start, end, verdict="unsupported", reason=reason,
                suggestion=f"cite {elsewhere.page.label}",
            )  # fmt: skip
        if named is not None:
            return named
        reason = self._why_not(facts, support, pages, absent)
        start, end = support.span
        # A value of the statement missing from the cited page is proof; its values there but no passage saying it
        # (the words) is doubt: the closest passage goes to the lawyer, or to a bound model.
        if not absent and facts.atoms:
            row = _table_row(support)
            if row is not None and named is None:
                start, end = row
                reason = (
                    f"Supported by {support.page.label}: its {len(facts.atoms)} values are one row of the table on "
                    "the cited page."
                )
                verdict = at_span(base, support.page, start, end, verdict="supported", reason=reason, basis="facts")
                return replace(verdict, passage=(start, end))
            across = self._across(statement, facts, views, base)
            if across is not None:
                return across
        verdict: Verdict = "unsupported" if proves(absent, self.pages, views) else "review"
        passage = (support.start, support.end) if verdict == "review" else None  # the closest passage, for a model
        return at_span(
            base, support.page, start, end, verdict=verdict, reason=reason, basis=_basis(facts), passage=passage
        )

    def _in_cited_document(self, atom: Atom, pages: Sequence[EvidencePage]) -> bool:
        """Is a weak value (a year, a bare figure) on another page of a cited document: its title, its heading?"""
        return any(
            matches(atom, self.pages.view(q))
            for document_id in dict.fromkeys(p.document_id for p in pages)
            for q in self.pages.document_pages(document_id)[:DOCUMENT_PAGES_READ]
        )

    def _dates_document(self, atom: Atom, pages: Sequence[EvidencePage]) -> bool:
        """Is the date on the first page of a cited document: the date of the letter, the transcript's session,
        whichever page or lines are cited?"""
        for document_id in dict.fromkeys(p.document_id for p in pages):
            first = self.pages.document_pages(document_id)[:1]
            if first and matches(atom, self.pages.view(first[0])):
                return True
        return False

    def _wrong_lines(
        self, facts: StatementFacts, support: Support, pages: Sequence[EvidencePage], base: StatementVerdict
    ) -> StatementVerdict | None:
        """A transcript cited by page and line whose cited lines hold next to none of the statement's words while
        other lines of the same transcript say it (its values and its words in one passage): the wrong lines."""
        cut = [p for p in pages if p.lines is not None]
        if not cut or support.words >= WRONG_LINES_WORDS or not facts.words:
            return None
        cited = {p.whole_key for p in cut}
        document_pages = [q for q in self.pages.document_pages(cut[0].document_id)]
        alternative = best_support(facts, [self.pages.view(q) for q in document_pages])
        if alternative is None or not alternative.holds(facts) or alternative.words < MIN_WORDS_ELSEWHERE:
            return None
        spans = line_spans(alternative.page.text)
        lines = [n for n, (lo, hi) in spans.items() if lo < alternative.span[1] and alternative.span[0] < hi]
        if alternative.page.key in cited and lines and all(cut_lines_hold(cut, alternative.page, n) for n in lines):
            return None
        where = alternative.page.label + (f" lines {min(lines)}-{max(lines)}" if lines else "")
        reason = (
            f"Wrong lines: the cited {_labels(cut)} hold {support.words:.0%} of what the statement says; "
            f"{where} says it."
        )
        start, end = alternative.span
        return at_span(base, alternative.page, start, end, verdict="unsupported", reason=reason, basis="cites",
                       suggestion=f"cite {where}")  # fmt: skip

    def _across(
        self, statement: Statement, facts: StatementFacts, views: Sequence[PageView], base: StatementVerdict
    ) -> StatementVerdict | None:
        """A page that says the statement across its sentences (a policy's declarations, a letter's two
        paragraphs, the second page of a range): every value of it on a cited page, each with some of the
        statement's words around it, and together enough of them - and nowhere the opposite. None otherwise."""
        words = set(facts.words)
        said = self._said(statement)
        seen: set[str] = set()
        first: tuple[PageView, tuple[int, int]] | None = None
        for atom in facts.atoms:
            placed = None
            for view in views:
                for span in matches(atom, view):
                    lo, hi = view.widen(*span, reach=ACROSS_REACH)
                    near = view.stems_between(lo, hi) & words
                    if near or len(words) <= 1:
                        placed = (view, span, lo, hi, near)
                        break
                if placed:
                    break
            if placed is None:
                return None
            view, span, lo, hi, near = placed
            anchor = ((atom.start - statement.start, atom.end - statement.start), span)
            flip = find_flip(said, view.page.text, lo, hi, [anchor])
            if flip is not None:
                reason = f"Review: the cited page {view.page.label} may say the opposite ({flip.why})."
                return at_span(base, view.page, *flip.page, verdict="review", reason=reason, basis="polarity",
                               passage=(lo, hi))  # fmt: skip
            seen |= near
            first = first or (view, span)
        if words and len(seen) / len(words) < MIN_WORDS_ACROSS:
            return None
        assert first is not None
        view, (start, end) = first
        reason = (
            f"Supported by {view.page.label}: its {len(facts.atoms)} checkable facts are on the cited page, each with "
            "the words around it."
        )
        verdict = at_span(base, view.page, start, end, verdict="supported", reason=reason, basis="facts")
        return replace(verdict, passage=view.widen(start, end))

    def _cite_problem(
        self, statement: Statement, findings: Sequence[Finding], pages: list[EvidencePage], base: StatementVerdict
    ) -> StatementVerdict | None:
        for f in findings:
            if f.claim.kind in ("bates", "exhibit", "transcript") and f.status in ("not_found", "mismatch"):
                return replace(base, verdict="unsupported", reason=f.reason, basis="cites")
        unknown = [c for c in statement.cites if self.checker.cite_problems.get(c) == "unknown"]
        if not pages and unknown:  # which transcript is meant cannot be told: doubt, not a cite that does not exist
            reason = f"Review: {unknown[0].split(']')[0][3:] or 'the'} transcript cited cannot be told from its label."
            return replace(base, verdict="review", reason=reason, basis="cites")
        if not pages:
            reason = f"The cited {', '.join(statement.cites)} is not a page of this matter's client evidence."
            return replace(base, verdict="unsupported", reason=reason, basis="cites")
        return None

    def _supported(
        self,
        statement: Statement,
        facts: StatementFacts,
        support: Support,
        base: StatementVerdict,
        quotes: Sequence[Finding],
    ) -> StatementVerdict:
        page = support.page
        said = self._said(statement)
        anchors = [((a.start - statement.start, a.end - statement.start), span) for a, span in support.found]
        view = self.pages.view(page)
        others = other_values(view, support)
        flip = None
        for lo, hi in reading_spans(view, facts, support):
            flip = find_flip(said, page.text, lo, hi, anchors, others)
            if flip is not None:
                break
        if flip is None and not facts.atoms:
            flip = pair_on_page(said, page.text, facts.words)
        if flip is not None:  # a reading of negation or reversal: doubt for the lawyer or a bound model, not proof
            reason = f"Review: the cited page {page.label} may say the opposite ({flip.why})."
            start, end = flip.page
            return at_span(
                base, page, start, end, verdict="review", reason=reason, basis="polarity",
                passage=(support.start, support.end),
            )  # fmt: skip
        if not facts.atoms and quotes:
            f = quotes[0]
            reason = f"Supported by {page.label}: the quotation is on the cited page."
            return _pointing(replace(base, verdict="supported", reason=reason, basis="quote"), f)
        if not facts.atoms and len(facts.words) <= 1 and not facts.names:
            reason = f"Says only where the record is: the cited {_labels([page])} exist."
            return at_span(base, page, 0, 0, verdict="supported", reason=reason, basis="cites")
        what = (
            f"{len(facts.atoms)} checkable fact{'s' if len(facts.atoms) != 1 else ''}" if facts.atoms else "its words"
        )
        reason = f"Supported by {page.label}: {what} in one passage of the cited page."
        start, end = support.span
        verdict = at_span(base, page, start, end, verdict="supported", reason=reason, basis=_basis(facts))
        return replace(verdict, passage=(support.start, support.end))

    def _names(
        self, facts: StatementFacts, documents: Sequence[str], base: StatementVerdict, cited: Sequence[EvidencePage]
    ) -> StatementVerdict | None:
        """A person or company the cited documents do not name (unsupported), or name otherwise (contradicted)."""
        missing: StatementVerdict | None = None
        for atom in facts.names:
            other: tuple[EvidencePage, tuple[int, int]] | None = None
            found = exact = False
            for document_id in documents:
                for page in self.pages.document_pages(document_id):
                    match = name_on(atom, page.text)
                    found = found or match.same is not None
                    exact = exact or match.exact
                    if match.other and other is None:
                        other = (page, match.other)
                if exact:
                    break
            if exact or (found and other is None):
                continue
            if other is not None:
                page, (start, end) = other
                said = " ".join(page.text[start:end].split())
                reason = f"The cited document names “{said}”, not “{atom.text}” ({page.label})."
                return at_span(base, page, start, end, verdict="contradicted", reason=reason)
            if missing is None:
                missing = self._name_elsewhere(atom, documents, base, cited)
        return missing

    def _name_elsewhere(
        self, atom: Atom, documents: Sequence[str], base: StatementVerdict, cited: Sequence[EvidencePage]
    ) -> StatementVerdict:
        """A name the cited documents do not carry: on another document (a wrong pin, naming the page) or nowhere in
        the client evidence (both proof); a name the text search cannot settle is doubt."""
        words = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]{2,}", atom.text) if not w.isupper() or len(w) > 3]
        if not words:
            return replace(base, verdict="review", reason=f"Review: the cited document does not name “{atom.text}”.")
        if atom.kind == "entity":  # a company by its first word ("Riverbend" Properties L.P.), a person by surname
            words = words[:1]
        for page in self.checker.index.search([words[-1]], phrase=False, limit=NAME_PAGES):
            if page.document_id in documents:
                continue
            match = name_on(atom, page.text)
            if match.exact or (match.same is not None and match.other is None):
                start, end = match.same or (0, 0)
                party = self._mentions(atom.text) >= PARTY_MENTIONS  # the case's own party: cited records may not
                if match.exact and atom.unit and not party and not any(p.ocr for p in cited):  # name it: a wrong pin
                    reason = f"Wrong pin cite: the cited document does not name “{atom.text}”; {page.label} does."
                    return at_span(base, page, start, end, verdict="unsupported", reason=reason,
                                   suggestion=f"cite {page.label}")  # fmt: skip
                reason = f"Review: the cited document does not name “{atom.text}” as written; {page.label} does."
                return at_span(base, page, start, end, verdict="review", reason=reason,
                               suggestion=f"check {page.label}")  # fmt: skip
        if self.checker.index.search(words[-1:], phrase=False, limit=1):
            reason = f"Review: the cited document does not name “{atom.text}”, and no page names it as written."
            return replace(base, verdict="review", reason=reason)
        reason = f"The cited document does not name “{atom.text}”, and neither does any page of the client evidence."
        return replace(base, verdict="unsupported", reason=reason)

    def _why_not(
        self, facts: StatementFacts, support: Support, pages: Sequence[EvidencePage], absent: Sequence[Atom]
    ) -> str:
        where = _labels(pages)
        if absent:
            parts = []
            for atom in absent[:3]:
                elsewhere = self.pages.with_atom(atom)
                there = "found nowhere in the client evidence" if not elsewhere else f"it is on {elsewhere[0].label}"
                parts.append(f"the {describe(atom.kind)} “{' '.join(atom.text.split())}” is not on it ({there})")
            return f"The cited {where} does not carry this statement: {'; '.join(parts)}."
        if support.missing:
            shown = ", ".join(f"“{' '.join(a.text.split())}”" for a in support.missing[:3])
            return (
                f"Review: {shown} {'is' if len(support.missing) == 1 else 'are'} on the cited {where}, but not in one "
                f"passage with the rest of the statement: read the closest passage."
            )
        return (
            f"Review: the cited {where} has its facts, but no passage holds them with its words (the closest holds "
            f"{support.words:.0%} of them)."
            if facts.atoms
            else f"Review: the cited {where} does not plainly say this: the closest passage holds "
            f"{support.words:.0%} of its words."
        )

    # ---- finding a statement anywhere in the matter ------------------------------------------------

    # ---- a statement with no cite --------------------------------------------------------------

    def _uncited(self, statement: Statement, findings: tuple[Finding, ...], facts: StatementFacts) -> StatementVerdict:
        base = StatementVerdict(statement, None, "", findings=findings, basis=_basis(facts))
        for f in findings:
            if f.claim.kind == "quote" and f.status == "not_found":
                return replace(base, verdict="unsupported", reason=f"No cite, and {f.reason[0].lower()}{f.reason[1:]}")
        if not facts.atoms and not facts.names and len(facts.words) < 3:
            return replace(base, verdict="uncited", reason="No cite, and nothing specific to check.", basis="words")
        nowhere = [a for a in facts.atoms if not self.pages.with_atom(a)]
        if nowhere:
            shown = ", ".join(f"the {describe(a.kind)} “{' '.join(a.text.split())}”" for a in nowhere[:3])
            verb = "is" if len(nowhere) == 1 else "are"
            return replace(
                base, verdict="unsupported", reason=f"No cite, and {shown} {verb} nowhere in the client evidence."
            )
        said = self._said(statement)
        found = self.pages.locate(facts, skip=set(), text=said)
        if found is None:
            if facts.atoms:
                reason = "No cite; its facts are in the evidence, but no passage of it says what the statement says."
                return replace(base, verdict="review", reason=f"Review: {reason}")
            reason = "Review: no cite, and no passage of the client evidence says anything like it."
            return replace(base, verdict="review", reason=reason)
        anchors = [((a.start - statement.start, a.end - statement.start), span) for a, span in found.found]
        view = self.pages.view(found.page)
        flip = find_flip(
            said, found.page.text, *reading_spans(view, facts, found)[0], anchors, other_values(view, found)
        )
        if flip is not None:
            reason = f"Review: no cite, and {found.page.label} may say the opposite ({flip.why})."
            start, end = flip.page
            return at_span(base, found.page, start, end, verdict="review", reason=reason, basis="polarity")
        start, end = found.span
        reason = f"No cite; {found.page.label} says this."
        return at_span(
            base, found.page, start, end, verdict="uncited", reason=reason, suggestion=f"cite {found.page.label}"
        )




DOCUMENT_PAGES_READ = 60  # a weak value is looked for on this many pages of a cited document, no more


def cut_lines_hold(cut: Sequence[EvidencePage], page: EvidencePage, line: int) -> bool:
    """Is ``line`` of ``page`` among the lines the cite kept (give or take the slack)?"""
    return any(
        p.whole_key == page.whole_key and p.lines is not None and p.lines[0] - 1 <= line <= p.lines[1] + 1 for p in cut
    )


_PAREN_RE = re.compile(r"\([^()]{0,300}\)")


def _cite_parentheticals(text: str, taken: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Parentheses that hold a record cite: "(Examination Under Oath of G. Abernathy, Apr. 16, 2024, at 27:20-23)"
    describes the record cited - its date is the transcript's, not a fact the cited lines must carry."""
    return [m.span() for m in _PAREN_RE.finditer(text) if any(m.start() <= s < m.end() for s, _e in taken)]


TABLE_ROW_CHARS = 160  # a row of a table: its values this close together
TABLE_ROW_WORDS = 6  # ... with at most this many words among them (a row holds figures, its words are the header)


def _table_row(support: Support) -> tuple[int, int] | None:
    """The span of a table row that holds every value of the statement - two at least, one a sum, time, date or
    identifier - where the page has figures and few words ("02/10/2025  Mon  05:55 ... 16:40  10.25"): a row says
    its values; its words are the column headings. None otherwise."""
    if not support.complete or len(support.found) < 2 or not any(strong(a) for a, _ in support.found):
        return None
    start = min(s for _, (s, _e) in support.found)
    end = max(e for _, (_s, e) in support.found)
    if end - start > TABLE_ROW_CHARS:
        return None
    between = support.page.text[start:end]
    return (start, end) if len(re.findall(r"[A-Za-z]{3,}", between)) <= TABLE_ROW_WORDS else None


def _with_descriptors(support: Support, views: Sequence[PageView]) -> Support:
    """``support`` with the statement's descriptors of the record counted as found where the cited pages give them
    anywhere: the year of "the 2024 review", the "Section 8" heading above the quoted clause, the "¶ 2" of a
    paragraph - what names the document or its part, not what the passage must say."""
    kept = tuple(a for a in support.missing if not (_descriptor(a) and any(matches(a, view) for view in views)))
    return support if len(kept) == len(support.missing) else replace(support, missing=kept)


def _descriptor(atom: Atom) -> bool:
    return (atom.kind == "date" and len(atom.value) == 4) or atom.kind == "section" or (
        atom.kind == "number" and len(atom.value) == 4 and atom.value.isdigit() and atom.value[:2] in ("19", "20")
    )


def _basis(facts: StatementFacts) -> str:
    return "facts" if facts.atoms else "words"


def _blank(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """``text`` with ``spans`` (cites, quotations) blanked out, offsets kept."""
    chars = list(text)
    for s, e in spans:
        for i in range(max(0, s), min(len(chars), e)):
            chars[i] = " "
    return "".join(chars)


def _pointing(verdict: StatementVerdict, finding: Finding) -> StatementVerdict:
    if finding.source is None:
        return verdict
    return replace(
        verdict,
        source=finding.source,
        source_start=finding.source_start,
        source_end=finding.source_end,
        excerpt=finding.excerpt,
    )


def _labels(pages: Sequence[EvidencePage]) -> str:
    labels = list(dict.fromkeys(p.label for p in pages))
    return ("page " if len(labels) == 1 else "pages ") + ", ".join(labels[:4]) + (" …" if len(labels) > 4 else "")


__all__ = ["VERDICTS", "CheckedDraft", "StatementVerdict", "at_span", "content_words", "verify_statements"]
