"""What verification says about each claim: ``Finding`` and the run's ``VerificationOutcome``.

Statuses:
  ``verified``            the cited page (or the matter's authorities) carries the claim;
  ``not_found``           the cited page does not exist, or the fact or quote is nowhere in the evidence;
  ``mismatch``            the claim contradicts its source (another figure or date, changed quoted
                          words, a misattributed quote, an impossible citation);
  ``unverifiable``        a case, statute or rule neither in the evidence nor in the authorities list;
  ``grounded_elsewhere``  true, but not where cited (or uncited): ``suggestion`` says what to cite.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from server.verify.claims import Claim
from server.verify.evidence_index import EvidencePage

Status = Literal["verified", "not_found", "mismatch", "unverifiable", "grounded_elsewhere"]
STATUSES: tuple[Status, ...] = ("verified", "not_found", "mismatch", "unverifiable", "grounded_elsewhere")
Policy = Literal["strict", "lenient"]
EXCERPT_CHARS = 300


@dataclass(frozen=True)
class Finding:
    claim: Claim
    status: Status
    reason: str  # one sentence a lawyer understands
    score: float | None = None  # quotes: similarity of the quoted words and the source (0..1)
    source: EvidencePage | None = None  # where it was found / checked
    excerpt: str | None = None  # <= 300 characters around the match on the source page
    source_start: int | None = None  # span on the source page text
    source_end: int | None = None
    suggestion: str | None = None  # e.g. "cite SMITH000014"

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready, without the source page's full text."""
        claim = self.claim
        source = self.source
        return {
            "kind": claim.kind,
            "text": claim.text,
            "start": claim.start,
            "end": claim.end,
            "sentence_start": claim.sentence_start,
            "sentence_end": claim.sentence_end,
            "value": claim.value,
            "cites": list(claim.cites),
            "detail": dict(claim.detail),
            "status": self.status,
            "reason": self.reason,
            "score": self.score,
            "source": None
            if source is None
            else {
                "document_id": source.document_id,
                "document_name": source.document_name,
                "page": source.page,
                "bates": source.bates,
                "production_id": source.production_id,
            },
            "excerpt": self.excerpt,
            "source_start": self.source_start,
            "source_end": self.source_end,
            "suggestion": self.suggestion,
        }


@dataclass(frozen=True)
class VerificationOutcome:
    findings: list[Finding]  # one per claim, in draft order
    blocked: bool  # any not_found or mismatch; under the strict policy, any unverifiable too
    counts: dict[Status, int]
    policy: Policy = "strict"
    blocking: list[Finding] = field(default_factory=list)  # the findings that block, in draft order

    def as_dict(self) -> dict[str, Any]:
        return {
            "blocked": self.blocked,
            "policy": self.policy,
            "counts": dict(self.counts),
            "findings": [finding.as_dict() for finding in self.findings],
        }


def blocks(status: Status, policy: Policy) -> bool:
    return status in ("not_found", "mismatch") or (status == "unverifiable" and policy == "strict")


def excerpt(text: str, start: int, end: int) -> str:
    """At most 300 characters of ``text`` around [start, end), whitespace collapsed."""
    if end - start >= EXCERPT_CHARS:
        return " ".join(text[start : start + EXCERPT_CHARS].split())
    pad = (EXCERPT_CHARS - (end - start)) // 2
    lo, hi = max(0, start - pad), min(len(text), end + pad)
    return " ".join(text[lo:hi].split())[:EXCERPT_CHARS]
