"""Each claim of a draft on its own, against the matter's client evidence: the per-claim findings of
``verify_citations`` (statements are judged by ``verdicts``; this is the claim table beside them).

    outcome = verify_claims(draft, index)           # index: an EvidenceIndex (the store, or in memory)
    outcome.blocked, outcome.counts["not_found"]
    for finding in outcome.findings: finding.status, finding.reason, finding.source

Statuses are defined in ``server.verify.findings``; cases, statutes and rules are checked by
``server.verify.authorities``; quotations are matched by ``server.verify.quotes``.

Decisions (documented so a lawyer can rely on them):
  * A fact cited to a page that states a *different* value of the same kind (a date the claimed one
    was likely altered from, an amount within 10% or a digit apart, another rate or period, another count
    of the same thing, another invoice number, another state, another given name or suffix) is ``mismatch``
    even if the claimed value appears elsewhere.
  * A fact missing from its cited page (for a date or a name: from the cited document) is ``mismatch`` when
    another page carries it — a wrong pin cite misleads the court for every kind of fact — with that
    page in ``suggestion``; ``not_found`` when no page does. "Another page" is an exact look-up of the value
    over every page (``EvidenceIndex.atom_pages``, the atom index), never the top hits of a text search. An
    *uncited* fact found in the evidence is ``grounded_elsewhere`` (cite what ``suggestion`` says).
  * A quote found verbatim on a page other than the one cited is ``mismatch`` (misattributed), with the
    right page in ``suggestion``: a wrong pin cite on a quotation misleads the court. An uncited quote
    found verbatim is ``grounded_elsewhere`` (cite it), like any uncited fact.
  * A quote is ``verified`` only with score >= ``quote_threshold`` *and* no changed words: OCR-like
    differences are forgiven on a page read by OCR only, never in a digit, a negation or a reversing prefix,
    and every value inside the quotation must be on the passage by value; a close passage (score >= 0.6)
    with changes is ``mismatch`` with its score.
  * "on or about" dates accept a date within 3 days on the cited page; elsewhere only the exact date.
  * People and companies, rates, quantities, figures, sections, identifiers, places and times are checked
    only in sentences that cite evidence. Values compare by value (``atoms.compare``): "1.5%" = "one and
    one-half percent", "twelve (12)" = "12", "§ 7.3" = "Section 7.3", "PO-8821" = "PO 8821".
  * ``blocked``: any ``not_found`` or ``mismatch``; under the default ``strict`` policy, any
    ``unverifiable`` too. A draft's own ``blocked`` (``verdicts.CheckedDraft``) counts a date, sum or other
    value with its statement, and a cite, quotation or authority on its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from server.verify.atoms import Atom, compare, dates_compare, describe, find_atoms
from server.verify.authorities import check_authority
from server.verify.claims import Claim, bates_range, extract_claims, parse_cite
from server.verify.evidence_index import EvidenceIndex, EvidencePage, InMemoryEvidenceIndex, bates_key
from server.verify.facts import amounts_near, dates_near, fts_tokens
from server.verify.findings import STATUSES, Finding, Policy, Status, VerificationOutcome, blocks, excerpt
from server.verify.names import name_on
from server.verify.quotes import NormText, QuoteMatch, match_quote
from server.verify.record_cites import Transcripts, cut_to_lines, parse_lines, parse_transcript
from server.verify.support import APPROXIMATE_DAYS

__all__ = [
    "EvidenceIndex",
    "EvidencePage",
    "Finding",
    "InMemoryEvidenceIndex",
    "Policy",
    "Status",
    "VerificationOutcome",
    "verify_claims",
]

CLOSE_QUOTE = 0.6
FACT_PAGES_PER_CITE = 200  # facts are looked for on at most this many pages of a cited range
SEARCH_LIMIT = 8
LOOKUP_PAGES = 200  # pages confirmed per look-up of a value: enough to find one that carries it


def claim_atom(claim: Claim) -> Atom:
    """A fact claim as an atom: dates and sums included, a name as ``server.verify.names`` reads it."""
    detail = claim.detail
    if claim.kind == "amount":
        amount, currency = claim.value.split()
        return Atom("amount", claim.start, claim.end, claim.text, amount, "" if currency == "XXX" else currency)
    if claim.kind == "person":
        kind = detail.get("name_kind", "person")
        return Atom(kind, claim.start, claim.end, claim.text, detail.get("terms", ""), detail.get("given", ""))
    return Atom(claim.kind, claim.start, claim.end, claim.text, claim.value, detail.get("unit", ""))


def _cite_text(page: EvidencePage) -> str:
    return f"cite {page.label}"


@dataclass
class _Hit:
    page: EvidencePage
    start: int
    end: int
    found: str = ""  # the characters on the page


class Checker:
    """One verification run: the index plus per-run caches (pages parsed once, searches asked once)."""

    def __init__(self, index: EvidenceIndex, quote_threshold: float) -> None:
        self.index = index
        self.quote_threshold = quote_threshold
        self.prefixes = {p.upper() for p in index.bates_prefixes()}
        self._bates: dict[str, EvidencePage | None] = {}
        self._cites: dict[str, list[EvidencePage]] = {}
        self._norm: dict[tuple[str, int], NormText] = {}
        self._joined: dict[tuple[str, int], str] = {}
        self._atoms: dict[tuple[str, int], list[Atom]] = {}
        self._token_sets: dict[tuple[str, int], frozenset[str]] = {}
        self._searches: dict[tuple[tuple[str, ...], bool, int, bool], list[EvidencePage]] = {}
        self._authorities: list[str] | None = None
        self._authority_norm: dict[str, NormText] = {}
        self.transcripts = Transcripts(index)
        self.cite_problems: dict[str, str] = {}  # cite -> "unknown" (which transcript?) or "missing" (no such line)

    # ---- look-ups -------------------------------------------------------------------------------

    def bates(self, bates: str) -> EvidencePage | None:
        key = bates_key(bates)
        if key not in self._bates:
            page = self.index.bates_page(key)
            match = re.match(r"^(.*?)(\d+)$", key)
            if page is None and match and match.group(1) in self.prefixes:
                prefix, digits = match.group(1), match.group(2)
                for width in range(3, 11):
                    if width != len(digits) and len(str(int(digits))) <= width:
                        page = self.index.bates_page(f"{prefix}{int(digits):0{width}d}")
                        if page is not None:
                            break
            self._bates[key] = page
        return self._bates[key]

    def cited_pages(self, cites: Sequence[str]) -> list[EvidencePage]:
        pages: list[EvidencePage] = []
        for cite in cites:
            if cite not in self._cites:
                self._cites[cite] = self._resolve(cite)
            pages.extend(self._cites[cite])
        return pages

    def _resolve(self, cite: str) -> list[EvidencePage]:
        if "|" in cite:  # "SMITH000026 at 19": the document's 19th page, or - a transcript page - its line 19
            page_cite, line_cite = cite.split("|", 1)
            return self._resolve(page_cite) or self._resolve(line_cite)
        transcript = parse_transcript(cite)
        if transcript is not None:
            pages, problem = self.transcripts.pages(transcript)
            if problem:
                self.cite_problems[cite] = problem
            return pages[:FACT_PAGES_PER_CITE]
        lines = parse_lines(cite)
        if lines is not None:
            page = self.bates(lines[0])
            cut = cut_to_lines(page, lines[1], lines[2]) if page is not None else None
            if page is not None and cut is None:
                self.cite_problems[cite] = "missing"
            return [cut] if cut is not None else []
        ref = parse_cite(cite)
        if ref is None:
            return []
        if ref.kind == "exhibit":
            pages = self.index.exhibit_pages(ref.first)
            if ref.pages:
                pages = [pages[n - 1] for n in ref.pages if 0 < n <= len(pages)]
            return pages[:FACT_PAGES_PER_CITE]
        ids = bates_range(ref.first, ref.last) if ref.last else [ref.first]
        found = (self.bates(i) for i in (ids or [])[:FACT_PAGES_PER_CITE])
        return [page for page in found if page is not None]

    def search(
        self, terms: Sequence[str], *, phrase: bool, limit: int = SEARCH_LIMIT, any_term: bool = False
    ) -> list[EvidencePage]:
        key = (tuple(terms), phrase, limit, any_term)
        if key not in self._searches:
            found = self.index.search(list(terms), phrase=phrase, limit=limit, any_term=any_term) if terms else []
            self._searches[key] = found
        return self._searches[key]

    def norm(self, page: EvidencePage) -> NormText:
        if page.key not in self._norm:
            self._norm[page.key] = NormText.of(page.text)
        return self._norm[page.key]

    def joined(self, page: EvidencePage) -> str:
        if page.key not in self._joined:
            self._joined[page.key] = f" {' '.join(fts_tokens(page.text))} "
        return self._joined[page.key]

    def tokens(self, page: EvidencePage) -> frozenset[str]:
        """The page's FTS5 tokens as a set, for word-overlap measures."""
        if page.key not in self._token_sets:
            self._token_sets[page.key] = frozenset(self.joined(page).split())
        return self._token_sets[page.key]

    def page_atoms(self, page: EvidencePage) -> list[Atom]:
        """The page's atoms (``atoms.find_atoms``, dates and sums included), read once per run."""
        if page.key not in self._atoms:
            self._atoms[page.key] = find_atoms(page.text, page=True)
        return self._atoms[page.key]

    def authorities(self) -> Sequence[str]:
        if self._authorities is None:
            self._authorities = list(self.index.authorities())
        return self._authorities

    def authority_search(self, terms: Sequence[str]) -> list[EvidencePage]:
        return self.search(terms, phrase=True, limit=5)

    # ---- facts: dates, amounts, people ----------------------------------------------------------

    def _on_page(self, claim: Claim, page: EvidencePage, *, tolerance: int = 0, strict: bool = False) -> _Hit | None:
        """Where ``page`` carries the claim's value; ``strict`` (a page found by look-up, not cited): a count must
        be a count of the same thing there, not a figure that happens to match."""
        atom = claim_atom(claim)
        if claim.kind == "person":
            found = name_on(atom, page.text).same
            return _Hit(page, *found, page.text[found[0] : found[1]]) if found else None
        for found_atom in self.page_atoms(page):
            verdict = (
                dates_compare(atom.value, found_atom.value, tolerance_days=tolerance)
                if atom.kind == "date" and found_atom.kind == "date"
                else compare(atom, found_atom)
            )
            if verdict == "same":
                return _Hit(page, found_atom.start, found_atom.end, found_atom.text)
        if atom.kind in ("quantity", "number") and not strict:  # "Qty 500" on an invoice of pumps: "500 pumps"
            for found_atom in self.page_atoms(page):
                if found_atom.kind in ("number", "quantity") and found_atom.value == atom.value:
                    return _Hit(page, found_atom.start, found_atom.end, found_atom.text)
        return None

    def _conflict(self, claim: Claim, page: EvidencePage) -> _Hit | None:
        """Another value on the page the claim was probably altered from."""
        atom = claim_atom(claim)
        if claim.kind == "person":
            other = name_on(atom, page.text).other
            return _Hit(page, *other, page.text[other[0] : other[1]]) if other else None
        for found in self.page_atoms(page):
            if compare(atom, found) != "conflict":
                continue
            if claim.kind == "date" and not dates_near(atom.value, found.value):
                continue
            if claim.kind == "amount" and not amounts_near(atom.value, found.value):
                continue
            return _Hit(page, found.start, found.end, found.text)
        return None

    def _elsewhere(self, claim: Claim, skip: set[tuple[str, int]]) -> _Hit | None:
        """A page that carries the claim's value: an exact look-up over every page (the atom index; names by
        their words)."""
        if claim.kind == "person":
            pages = self.search(claim.detail.get("terms", "").split(), phrase=True, limit=LOOKUP_PAGES)
        else:
            pages = self.index.atom_pages(claim_atom(claim), limit=LOOKUP_PAGES)
        for page in pages:
            if page.key not in skip:
                hit = self._on_page(claim, page, strict=True)
                if hit:
                    return hit
        return None

    def fact(self, claim: Claim) -> Finding:
        what = {"date": "date", "amount": "amount", "person": "name"}.get(claim.kind) or describe(claim.kind)
        cited = self.cited_pages(claim.cites)
        tolerance = APPROXIMATE_DAYS if claim.detail.get("approximate") else 0  # as support reads it
        for page in cited:
            hit = self._on_page(claim, page, tolerance=tolerance)
            if hit:
                found = " ".join(hit.found.split())
                note = "" if found.lower() == claim.text.lower() or not found else f" (as “{found}”)"
                return self._found(claim, "verified", f"The {what} is on the cited page {page.label}{note}.", hit)
        skip = {page.key for page in cited}
        # A document's date and its people identify it: a letter's date and signatory are on its first and last
        # page, whichever page is cited. Every other fact must be on the page cited.
        documents = dict.fromkeys(page.document_id for page in cited) if claim.kind in ("date", "person") else {}
        for document_id in documents:
            for page in self.index.document_pages(document_id)[:FACT_PAGES_PER_CITE]:
                hit = None if page.key in skip else self._on_page(claim, page, tolerance=tolerance)
                if hit:
                    reason = f"The {what} is in the cited document, on {page.label}."
                    return self._found(claim, "verified", reason, hit)
        conflict = next((c for c in (self._conflict(claim, p) for p in cited) if c), None)
        elsewhere = self._elsewhere(claim, skip)
        suggestion = _cite_text(elsewhere.page) if elsewhere else None
        if conflict:
            reason = (
                f"The cited page {conflict.page.label} gives “{' '.join(conflict.found.split())}”, not “{claim.text}”."
            )
            if elsewhere:  # a wrong pin: point at the page that does carry it
                reason = f"Wrong pin cite: {reason[0].lower()}{reason[1:]}"
                reason += f" “{claim.text}” appears on {elsewhere.page.label}."
                return self._found(claim, "mismatch", reason, elsewhere, suggestion=suggestion)
            return self._found(claim, "mismatch", reason, conflict)
        where = ", ".join(dict.fromkeys(p.label for p in cited))
        if claim.cites and not cited:
            lead = f"The cited {', '.join(claim.cites)} is not a page of this matter's evidence"
        elif claim.cites:
            lead = f"The {what} is not on the cited page{'s' if len(cited) > 1 else ''} {where}"
        else:
            lead = f"The {what} has no cite"
        if elsewhere and claim.cites:
            reason = f"Wrong pin cite: {lead[0].lower()}{lead[1:]}; it appears on {elsewhere.page.label}."
            return self._found(claim, "mismatch", reason, elsewhere, suggestion=suggestion)
        if elsewhere:
            reason = f"{lead}; it appears on {elsewhere.page.label}."
            return self._found(claim, "grounded_elsewhere", reason, elsewhere, suggestion=suggestion)
        if not claim.cites and claim.detail.get("authority"):
            reason = (
                f"The sentence cites only {claim.detail['authority']}, not client evidence, and the {what} is not in "
                "the client evidence, so it cannot be checked here; check it against that source or cite evidence."
            )
            return Finding(claim, "unverifiable", reason)
        return Finding(claim, "not_found", f"{lead}, and it appears nowhere in the client evidence.")

    def _found(
        self,
        claim: Claim,
        status: Status,
        reason: str,
        hit: _Hit,
        *,
        suggestion: str | None = None,
        score: float | None = None,
    ) -> Finding:
        return Finding(
            claim,
            status,
            reason,
            score=score,
            source=hit.page,
            excerpt=excerpt(hit.page.text, hit.start, hit.end),
            source_start=hit.start,
            source_end=hit.end,
            suggestion=suggestion,
        )

    # ---- Bates and exhibit cites ----------------------------------------------------------------

    def bates_claim(self, claim: Claim) -> Finding:
        prefix = claim.detail.get("prefix", "")
        if claim.detail.get("known_prefix") == "false" and self.bates(claim.value) is None:
            known = ", ".join(sorted(self.prefixes)) or "none yet"
            reason = (
                f"“{claim.text}” is written as a Bates cite, but {prefix} is not a Bates prefix of this matter "
                f"(prefixes: {known}); cite a produced page or rephrase it so it is not a cite."
            )
            return Finding(claim, "not_found", reason)
        last = claim.detail.get("range_end")
        ids = [claim.value]
        if last:
            expanded = bates_range(claim.value, last)
            if expanded is None:
                return Finding(claim, "mismatch", f"The range {claim.text} ends before it starts; correct the range.")
            ids = expanded
        if "pin_page" in claim.detail and not (
            "line_or_page" in claim.detail and self.bates(claim.detail["pin_page"]) is None
            and self.cited_pages([claim.detail["line_or_page"]])
        ):  # fmt: skip
            ids.append(claim.detail["pin_page"])
        missing: list[str] = []
        for bates in ids:
            if self.bates(bates) is None:
                missing.append(bates)
                if len(missing) > 5:
                    break
        if missing:
            shown = ", ".join(missing[:5]) + (" and more" if len(missing) > 5 else "")
            reason = f"{shown} {'is' if len(missing) == 1 else 'are'} not a page of any production in this matter."
            return Finding(claim, "not_found", reason)
        page = self.bates(claim.detail.get("pin_page", claim.value)) or self.bates(claim.value)
        assert page is not None
        if "lines" in claim.detail and not self.cited_pages([f"{claim.value}:{claim.detail['lines']}"]):
            return Finding(claim, "not_found", f"{claim.value} has no lines {claim.detail['lines']}.", source=page)
        span = f"{len(ids)} pages from " if len(ids) > 1 else ""
        reason = f"{claim.value} exists: {span}{page.document_name}, page {page.page}."
        return Finding(
            claim, "verified", reason, source=page, excerpt=excerpt(page.text, 0, 0), source_start=0, source_end=0
        )

    def transcript_claim(self, claim: Claim) -> Finding:
        """A transcript cite: the transcript its label names has the cited page and lines."""
        cite = claim.detail.get("transcript", claim.value)
        pages = self.cited_pages([cite])
        problem = self.cite_problems.get(cite)
        if problem == "unknown":
            reason = (
                f"“{claim.text}” does not name one transcript of this matter (no transcript's cover names "
                f"“{claim.detail.get('label') or 'it'}”, or several do): cite its Bates page, or check it by hand."
            )
            return Finding(claim, "unverifiable", reason)
        if problem == "missing" or not pages:
            reason = f"The transcript has no {claim.text.split()[-1]}: that page or those lines do not exist."
            return Finding(claim, "not_found", reason)
        page = pages[0]
        reason = f"{claim.text} is {page.label} ({page.document_name}, page {page.page})."
        return Finding(claim, "verified", reason, source=page, excerpt=excerpt(page.text, 0, 0), source_start=0,
                       source_end=0)  # fmt: skip

    def exhibit_claim(self, claim: Claim) -> Finding:
        pages = self.index.exhibit_pages(claim.value)
        if not pages:
            return Finding(claim, "not_found", f"Exhibit {claim.value} is not an exhibit in this matter's production.")
        pin = claim.detail.get("pin")
        wanted = [int(n) for n in pin.split("-")] if pin else [1]
        if max(wanted) > len(pages):
            reason = f"Exhibit {claim.value} has {len(pages)} page(s); page {pin} does not exist."
            return Finding(claim, "mismatch", reason, source=pages[0])
        page = pages[wanted[0] - 1]
        reason = f"Exhibit {claim.value} is {page.document_name} ({len(pages)} page(s)); cited page is {page.label}."
        return Finding(
            claim, "verified", reason, source=page, excerpt=excerpt(page.text, 0, 0), source_start=0, source_end=0
        )

    # ---- quotations -----------------------------------------------------------------------------

    def _quote_candidates(self, quoted: str, skip: set[tuple[str, int]]) -> list[EvidencePage]:
        letters = re.sub(r"\[(\w{1,2})\](?=\w)|(?<=\w)\[\w{1,3}\]", lambda m: m.group(1) or "", quoted)  # "[a]lmost"
        parts = [fts_tokens(p) for p in re.split(r"\.\s?\.\s?\.|…|\[[^\]]*\]", letters)]
        longest = max(parts, key=len, default=[])
        queries: list[tuple[list[str], bool]] = []
        if len(longest) >= 4:
            middle = max(0, len(longest) // 2 - 2)
            queries += [(longest[i : i + 4], True) for i in dict.fromkeys((0, middle, max(0, len(longest) - 4)))]
        elif longest:
            queries.append((longest, True))
        distinct = sorted(set(t for p in parts for t in p), key=lambda t: (-len(t), t))[:5]
        if distinct:
            queries.append((distinct, False))
        pages: dict[tuple[str, int], EvidencePage] = {}
        for terms, phrase in queries:
            for page in self.search(terms, phrase=phrase, limit=5):
                if page.key not in skip:
                    pages.setdefault(page.key, page)
        return list(pages.values())

    def _best_quote(self, quoted: str, pages: Sequence[EvidencePage]) -> tuple[QuoteMatch, EvidencePage] | None:
        best: tuple[QuoteMatch, EvidencePage] | None = None
        for page in pages:
            found = match_quote(quoted, self.norm(page), ocr=page.ocr)
            if found and found.exact_words:
                found = _values_kept(quoted, found, page)
            if found and (best is None or (found.exact_words, found.score) > (best[0].exact_words, best[0].score)):
                best = (found, page)
        return best

    def _passes(self, found: QuoteMatch) -> bool:
        return found.exact_words and found.score >= self.quote_threshold

    def _quote_finding(
        self,
        claim: Claim,
        status: Status,
        reason: str,
        best: tuple[QuoteMatch, EvidencePage],
        suggestion: str | None = None,
    ) -> Finding:
        found, page = best
        return self._found(
            claim, status, reason, _Hit(page, found.start, found.end), suggestion=suggestion, score=found.score
        )

    def quote(self, claim: Claim) -> Finding:
        quoted = claim.text[1:-1]
        cited = self.cited_pages(claim.cites)
        on_cited = self._best_quote(quoted, cited)
        if on_cited and self._passes(on_cited[0]):
            return self._quote_finding(claim, "verified", f"Quoted exactly from {on_cited[1].label}.", on_cited)
        across = self._across_pages(quoted, cited)
        if across is not None:
            return across_finding(claim, across)
        elsewhere = self._best_quote(quoted, self._quote_candidates(quoted, {p.key for p in cited}))
        if elsewhere and self._passes(elsewhere[0]):
            page = elsewhere[1]
            if claim.cites:
                where = ", ".join(dict.fromkeys(p.label for p in cited)) or ", ".join(claim.cites)
                reason = f"Misattributed: the quoted words are on {page.label}, not on the cited {where}."
                return self._quote_finding(claim, "mismatch", reason, elsewhere, _cite_text(page))
            if claim.detail.get("authority"):
                reason = f"Quoted exactly; the words are on {page.label} in the matter's evidence."
                return self._quote_finding(claim, "verified", reason, elsewhere)
            reason = f"The quote has no cite; the words are on {page.label}."
            return self._quote_finding(claim, "grounded_elsewhere", reason, elsewhere, _cite_text(page))
        if not claim.cites and claim.detail.get("authority"):
            entry = self._authority_text_with(quoted)
            if entry is not None:
                return Finding(claim, "verified", f"Quoted exactly from the authorities list entry “{entry[:80]}”.")
        close = max((b for b in (on_cited, elsewhere) if b), key=lambda b: b[0].score, default=None)
        if close and close[0].score >= CLOSE_QUOTE:
            found, page = close
            changed = (
                "; ".join(
                    f"“{a}” where the source has “{b}”" if b else f"“{a}” is not in the source"
                    for a, b in found.changes[:3]
                    if a
                )
                or "the wording differs"
            )
            if not found.changes:
                changed = f"the match is only {found.score:.0%}"
            on = "the cited page" if close is on_cited else "the closest passage, on"
            reason = f"Not a faithful quotation of {on} {page.label}: {changed}."
            return self._quote_finding(claim, "mismatch", reason, close)
        if not claim.cites and claim.detail.get("authority"):
            reason = (
                f"The quote is attributed to {claim.detail['authority']}, whose text is not in the matter's evidence "
                "or authorities list; add the opinion to check it."
            )
            return Finding(claim, "unverifiable", reason)
        where = ", ".join(dict.fromkeys(p.label for p in cited))
        if cited:
            pages = "pages" if len(cited) > 1 else "page"
            reason = f"The quoted words are not on the cited {pages} {where} and appear nowhere in the client evidence."
        elif claim.cites:
            reason = f"The cited {', '.join(claim.cites)} is not a page of this matter, and the quoted words appear "
            reason += "nowhere in the client evidence."
        else:
            reason = "The quoted words appear nowhere in the client evidence."
        return Finding(claim, "not_found", reason)

    def _across_pages(self, quoted: str, cited: Sequence[EvidencePage]) -> tuple[EvidencePage, EvidencePage] | None:
        """A quotation that runs from a cited page onto the next page of its document (or between two cited
        pages): the two pages read as one, a line break between them. The pages, or None."""
        seen: set[tuple[object, ...]] = set()
        for page in cited:
            following = self.index.document_pages(page.document_id)
            after = next((q for q in following if q.page == page.page + 1), None)
            if after is None or (page.key, after.key) in seen:
                continue
            seen.add((page.key, after.key))
            if page.lines is not None:  # cut to lines: the next page's opening lines only
                after = next((q for q in cited if q.whole_key == after.whole_key), after)
            joined = replace(page, text=f"{page.text}\n{after.text}", lines=None, page=page.page)
            found = match_quote(quoted, NormText.of(joined.text), ocr=page.ocr or after.ocr)
            if found is not None and self._passes(found) and found.end > len(page.text) >= found.start:
                return page, after
        return None

    def _authority_text_with(self, quoted: str) -> str | None:
        """The authorities-list entry that quotes these words (entries may carry parentheticals or full text)."""
        for text in self.authorities():
            if len(text) <= len(quoted):
                continue
            if text not in self._authority_norm:
                self._authority_norm[text] = NormText.of(text)
            found = match_quote(quoted, self._authority_norm[text])
            if found and self._passes(found):
                return text
        return None


def across_finding(claim: Claim, pages: tuple[EvidencePage, EvidencePage]) -> Finding:
    first, second = pages
    reason = f"Quoted exactly from {first.label} running onto {second.label}."
    return Finding(claim, "verified", reason, source=first, excerpt=excerpt(first.text, 0, 0), source_start=0,
                   source_end=0)  # fmt: skip


def _values_kept(quoted: str, found: QuoteMatch, page: EvidencePage) -> QuoteMatch:
    """Every date, sum, figure and identifier inside the quotation is on the matched passage, by value (an OCR
    page's words may differ by noise; its values may not). The quotation is the page's words, so it is read with
    the page's grammar ("80.00" a sum on both sides, not a sum on one and a figure on the other)."""
    there = find_atoms(page.text[found.start : found.end], page=True)
    for atom in find_atoms(quoted, page=True):
        if any(ch.isdigit() for ch in atom.text) and not any(compare(atom, other) == "same" for other in there):
            return replace(found, changes=((atom.text, ""),))
    return found


def verify_claims(
    draft: str,
    index: EvidenceIndex,
    *,
    policy: Policy = "strict",
    quote_threshold: float = 0.9,
    claims: Sequence[Claim] | None = None,
    checker: Checker | None = None,
) -> VerificationOutcome:
    """Check every claim of ``draft`` (or the ``claims`` given) against the client evidence in ``index``."""
    checker = checker or Checker(index, quote_threshold)
    if claims is None:
        claims = extract_claims(draft, bates_prefixes=index.bates_prefixes(), authorities=index.authorities())
    findings: dict[int, Finding] = {}
    full_cases: dict[tuple[str, str], Finding] = {}
    for i in sorted(range(len(claims)), key=lambda i: claims[i].detail.get("short") == "true"):
        claim = claims[i]
        if claim.kind == "bates":
            finding = checker.bates_claim(claim)
        elif claim.kind == "exhibit":
            finding = checker.exhibit_claim(claim)
        elif claim.kind == "transcript":
            finding = checker.transcript_claim(claim)
        elif claim.kind == "quote":
            finding = checker.quote(claim)
        elif claim.kind in ("case", "statute", "rule"):
            finding = check_authority(
                claim, authorities=checker.authorities(), search=checker.authority_search, full_cases=full_cases
            )
            if claim.kind == "case" and claim.detail.get("short") != "true":
                full_cases.setdefault((claim.detail.get("volume", ""), claim.detail.get("reporter", "")), finding)
        else:
            finding = checker.fact(claim)
        findings[i] = finding
    ordered = [findings[i] for i in range(len(claims))]
    counts: dict[Status, int] = {status: 0 for status in STATUSES}
    for finding in ordered:
        counts[finding.status] += 1
    blocking = [f for f in ordered if blocks(f.status, policy)]
    return VerificationOutcome(ordered, bool(blocking), counts, policy, blocking)
