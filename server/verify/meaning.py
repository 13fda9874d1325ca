"""The meaning check: a model reads each cited page and judges every statement that cites it; counsel
then checks the model's evidence.

    questions = page_questions(checked)                 # one per cited page, page text first
    answers = parse_answers(raw_json, question)         # per statement: verdict, quote, real span or None
    checked = apply_answers(checked, answers, binding=True)

For each page the model answers, per statement, ``supported``, ``contradicted`` or ``not_addressed``,
with the exact words of the page that decide it. A quote counts only when ``quotes.match_quote`` finds
those words on that page (exact words, score >= 0.9), it has at least five words, and it is about the
statement (``about``: inside the passage the deterministic layers found, or sharing content words with the
statement); a verdict without such a quote counts for nothing. Every page of a cited range is asked
(up to ``[verify].max_pages`` pages in all).

With ``binding`` (the rig's verifier, ``[verify].model_binding = true``), on a statement the
deterministic layers passed or left in ``review``:
  * ``contradicted`` with a real quote  -> ``contradicted`` (blocks), the quote as the source span;
  * ``supported`` with a real quote     -> ``supported``, the quote as the source span;
  * anything else (``not_addressed``, a quote that is not on the page) -> ``review``: the model could
    not show it either way, so the lawyer reads the passage (doubt never blocks).
A cited statement the deterministic layers passed or left in review and the model never answered for (down, slow, junk,
past ``max_pages``, ``use_model: false``) is ``unchecked`` under ``binding`` (``mark_unchecked``): it blocks
under the strict policy, with the reason. Without ``binding`` (a model too small to trust, like the
embedded default's) the answer is recorded on each statement and reported, and the deterministic verdict
stands. Either way the model never turns a
deterministic failure into a pass: statements that already failed are not even asked about.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from server.verify.evidence_index import EvidencePage
from server.verify.quotes import NormText, match_quote
from server.verify.statements import Statement
from server.verify.support import content_stems
from server.verify.verdicts import CheckedDraft, StatementVerdict, at_span

MeaningVerdict = Literal["supported", "contradicted", "not_addressed"]
PROMPT_VERSION = "meaning-1"
MAX_STATEMENTS_PER_PAGE = 24
QUOTE_THRESHOLD = 0.9
MIN_QUOTE_WORDS = 5  # a shorter quote ("was paid") could come from anywhere on the page
MIN_SHARED_WORDS = 2  # a quote away from the supporting passage must share this many content words with the statement
TOKENS_PER_ANSWER = 90
ASKED = ("supported", "review")  # what the model is asked about: what passed, and the doubts it decides
UNCITED_ASKED = ("uncited", "review")  # uncited, against the page the evidence says it on

MEANING_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "verdicts": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "statement": {"type": "integer"},
                    "verdict": {"type": "string", "enum": ["supported", "contradicted", "not_addressed"]},
                    "quote": {"type": "string"},
                },
                "required": ["statement", "verdict", "quote"],
            },
        }
    },
    "required": ["verdicts"],
}


@dataclass(frozen=True)
class PageQuestion:
    """One model call: a cited page and the statements that cite it (numbered 1..n in the prompt)."""

    page: EvidencePage
    statements: tuple[Statement, ...]

    def page_block(self) -> str:
        """The page, rendered the same for the same page."""
        head = f"PAGE {self.page.label} ({self.page.document_name}, page {self.page.page}):"
        return f"{head}\n{self.page.text.strip()}\n(end of page {self.page.label})"

    def statements_block(self) -> str:
        lines = ["STATEMENTS:"]
        lines += [f"{n}. {' '.join(s.text.split())}" for n, s in enumerate(self.statements, start=1)]
        return "\n".join(lines)

    @property
    def max_tokens(self) -> int:
        return 32 + TOKENS_PER_ANSWER * len(self.statements)


@dataclass(frozen=True)
class Answer:
    verdict: MeaningVerdict
    quote: str
    span: tuple[int, int] | None  # where the quote is on the page; None: not really there
    page: EvidencePage

    @property
    def real(self) -> bool:
        return self.span is not None

    def as_dict(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "quote": self.quote[:300], "real_span": self.real, "page": self.page.label}


def page_questions(checked: CheckedDraft) -> list[PageQuestion]:
    """One question per cited page, for the statements the deterministic layers passed, in draft order."""
    by_page: dict[tuple[str, int], tuple[EvidencePage, list[Statement]]] = {}
    for verdict in checked.verdicts:
        if verdict.verdict in UNCITED_ASKED and not verdict.cited and verdict.source is not None:
            pages = [verdict.source]  # no cite, but a page of the evidence says it (or nearly): the model reads that
        elif verdict.verdict not in ASKED or not verdict.cited:
            continue
        else:
            pages = checked.checker.cited_pages(verdict.statement.cites)
        for page in {p.key: p for p in pages}.values():  # every page of a cited range
            by_page.setdefault(page.key, (page, []))[1].append(verdict.statement)
    questions: list[PageQuestion] = []
    for page, statements in by_page.values():
        for first in range(0, len(statements), MAX_STATEMENTS_PER_PAGE):
            questions.append(PageQuestion(page, tuple(statements[first : first + MAX_STATEMENTS_PER_PAGE])))
    return questions


def parse_answers(raw: str, question: PageQuestion) -> dict[int, Answer]:
    """The model's answer by statement index; junk, unknown numbers and unknown verdicts are dropped."""
    try:
        data = json.loads(raw)
    except ValueError:
        return {}
    items = data.get("verdicts") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return {}
    page_text = NormText.of(question.page.text)
    answers: dict[int, Answer] = {}
    for item in items:
        if not isinstance(item, dict):
            continue
        number, verdict, quote = item.get("statement"), item.get("verdict"), item.get("quote")
        if not isinstance(number, int) or not 1 <= number <= len(question.statements):
            continue
        answer = make_answer(verdict, quote, question.page, page_text)
        statement = question.statements[number - 1]
        if answer is not None and statement.index not in answers:
            answers[statement.index] = answer
    return answers


def make_answer(verdict: object, quote: object, page: EvidencePage, page_text: NormText | None = None) -> Answer | None:
    """An answer (from the model or the cache) with its quote checked on the page; None if it is malformed."""
    if verdict not in ("supported", "contradicted", "not_addressed") or not isinstance(quote, str):
        return None
    span = _span(quote, page_text or NormText.of(page.text), page.ocr)
    return Answer(verdict, quote, span, page)  # type: ignore[arg-type]


def _span(quote: str, page: NormText, ocr: bool = False) -> tuple[int, int] | None:
    if len(quote.split()) < MIN_QUOTE_WORDS:
        return None
    found = match_quote(quote.strip().strip('"“”'), page, ocr=ocr)
    if found is None or not found.exact_words or found.score < QUOTE_THRESHOLD:
        return None
    return found.start, found.end


def apply_answers(checked: CheckedDraft, answers: dict[int, Sequence[Answer]], *, binding: bool) -> CheckedDraft:
    """The draft's verdicts with the model's answers applied (see the module docstring)."""
    verdicts = [
        _apply(v, answers[v.statement.index], binding) if v.statement.index in answers else v for v in checked.verdicts
    ]
    return replace(checked, verdicts=verdicts)


def mark_unchecked(checked: CheckedDraft, note: str) -> CheckedDraft:
    """Where the config binds the model: a cited statement the deterministic layers passed and the model did not
    answer for (down, slow, junk, past ``max_pages``, or not asked) is ``unchecked`` - not passed - with why."""
    reason = f"Not checked for meaning: {note or 'the verifier model did not answer for it'}."
    verdicts = [
        replace(v, verdict="unchecked", reason=reason, basis="meaning")
        if v.verdict in ASKED and v.cited and v.model is None
        else v
        for v in checked.verdicts
    ]
    return replace(checked, verdicts=verdicts)


def about(answer: Answer, verdict: StatementVerdict) -> bool:
    """Is the model's quote about the statement: inside the passage the deterministic layers found, or sharing
    ``MIN_SHARED_WORDS`` content words with the statement? A true sentence from elsewhere on the page is not."""
    if answer.span is None:
        return False
    passage = verdict.passage
    same_page = passage is not None and verdict.source is not None and verdict.source.key == answer.page.key
    if same_page and answer.span[0] < passage[1] and passage[0] < answer.span[1]:  # type: ignore[index]
        return True
    shared = set(content_stems(verdict.statement.text)) & set(content_stems(answer.quote))
    return len(shared) >= MIN_SHARED_WORDS


def _apply(verdict: StatementVerdict, answers: Sequence[Answer], binding: bool) -> StatementVerdict:
    contradicted = next((a for a in answers if a.verdict == "contradicted" and about(a, verdict)), None)
    supported = next((a for a in answers if a.verdict == "supported" and about(a, verdict)), None)
    chosen = contradicted or supported or answers[0]
    record = {**chosen.as_dict(), "counted": binding}
    if verdict.verdict not in ASKED and not (verdict.verdict in UNCITED_ASKED and not verdict.cited):
        return replace(verdict, model=record)  # the model never turns a failure into a pass
    if not verdict.cited:  # uncited: a contradiction the model shows blocks; anything else leaves it uncited
        if binding and contradicted is not None and contradicted.span is not None:
            start, end = contradicted.span
            quote = " ".join(contradicted.page.text[start:end].split())
            where = contradicted.page.label
            reason = f"No cite, and the meaning check found {where} saying otherwise: “{quote[:200]}”."
            return at_span(verdict, contradicted.page, start, end, verdict="contradicted", reason=reason,
                           basis="meaning", model=record)  # fmt: skip
        return replace(verdict, model=record)
    if not binding:
        return replace(verdict, model=record)
    decisive = contradicted or supported
    if decisive is not None and decisive.span is not None:
        start, end = decisive.span
        page = decisive.page
        if decisive is contradicted:
            quote = " ".join(page.text[start:end].split())
            reason = f"The meaning check found {page.label} saying otherwise: “{quote[:200]}”."
        else:
            reason = f"Supported by {page.label}: the meaning check quotes the words that say it."
        verdict_name = "contradicted" if decisive is contradicted else "supported"
        return at_span(verdict, page, start, end, verdict=verdict_name, reason=reason, basis="meaning", model=record)
    if chosen.verdict == "not_addressed" or not chosen.quote.strip():
        why = f"found that {chosen.page.label} does not address it"
    elif chosen.real:
        why = "quoted words of the page that are not about the statement"
    else:
        why = "quoted words that are not on the page"
    return replace(  # the model could not show it either way: doubt, which the lawyer resolves
        verdict,
        verdict="review",
        reason=f"Review: the meaning check could not show the cited page says this: the model {why}.",
        basis="meaning",
        model=record,
    )
