"""Grounding: claims checked against client evidence, on the labelled mini-matter and on focused cases.

Run with ``-s`` to see the recall / false-block figures and the per-claim table of the labelled set.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from verify_cases import DRAFTS, Label, Matter, build_matter, parse_labelled, score_drafts

from server.verify.evidence_index import EvidencePage, InMemoryEvidenceIndex, bates_key
from server.verify.facts import amounts_agree, dates_agree, find_amounts, find_dates
from server.verify.grounding import Finding, Policy, verify_claims


@pytest.fixture(scope="session")
def matter(tmp_path_factory: pytest.TempPathFactory) -> Matter:
    return build_matter(tmp_path_factory.mktemp("acme-v-globex"))


def one_page(text: str, *, authorities: Sequence[str] = (), ocr: bool = False) -> InMemoryEvidenceIndex:
    pages = [EvidencePage("D1", "contract.pdf", 1, "SMITH000001", text, "P1", ocr=ocr)]
    return InMemoryEvidenceIndex(pages, authorities=authorities)


def finding_for(draft: str, index: InMemoryEvidenceIndex, kind: str, *, quote_threshold: float = 0.9) -> Finding:
    found = [f for f in verify_claims(draft, index, quote_threshold=quote_threshold).findings if f.claim.kind == kind]
    assert len(found) == 1, [f.claim.text for f in found]
    return found[0]


# ---- the labelled set -------------------------------------------------------------------------------


def test_the_labelled_set_catches_every_fabrication_and_falsely_blocks_at_most_two_percent(matter: Matter) -> None:
    score = score_drafts(matter)
    print(f"\n{score.table()}\n")
    print(
        f"labelled set: {len(score.fabricated)} fabricated claims, recall {score.recall:.1%}; "
        f"{len(score.true_claims)} true claims, false blocks {score.false_block_rate:.1%}"
    )
    missed = [r.label.text for r in score.fabricated if not r.blocked and r.label]
    falsely = [f.claim.text for r in score.true_claims if r.blocked for f in r.findings]
    assert len(score.fabricated) >= 25 and len(score.true_claims) >= 80
    assert score.recall == 1.0, f"fabrications that passed: {missed}"
    assert score.false_block_rate <= 0.02, f"true claims blocked: {falsely}"


def _labels() -> list[Label]:
    return [label for name, marked in DRAFTS.items() for label in parse_labelled(name, marked)[1] if label.status]


@pytest.mark.parametrize("label", _labels(), ids=lambda label: f"{label.kind}-{label.status}-{label.text[:30]}")
def test_each_labelled_claim_gets_the_status_its_label_requires(matter: Matter, label: Label) -> None:
    draft = parse_labelled(label.draft, DRAFTS[label.draft])[0]
    findings = [
        f
        for f in verify_claims(draft, matter.index).findings
        if f.claim.kind == label.kind and f.claim.start < label.end and label.start < f.claim.end
    ]
    assert [f.status for f in findings] == [label.status], [f.reason for f in findings]


@pytest.mark.parametrize(
    ("name", "blocked"),
    [("statement-of-facts", False), ("cite-forms", True), ("fabricated-facts", True), ("legal-argument", True)],
)
def test_a_draft_is_blocked_exactly_when_it_holds_a_fabrication(matter: Matter, name: str, blocked: bool) -> None:
    draft, _ = parse_labelled(name, DRAFTS[name])
    outcome = verify_claims(draft, matter.index)
    assert outcome.blocked is blocked, [(f.claim.text, f.reason) for f in outcome.blocking]
    assert sum(outcome.counts.values()) == len(outcome.findings)


def test_a_gpu_model_written_as_a_bates_cite_is_caught_and_named(matter: Matter) -> None:
    draft = "Globex tested the pumps on its own rig (RTX 3060) before rejecting them."
    outcome = verify_claims(draft, matter.index)
    assert outcome.blocked
    (finding,) = outcome.blocking
    assert (finding.claim.kind, finding.claim.text, finding.status) == ("bates", "RTX 3060", "not_found")
    assert "RTX is not a Bates prefix" in finding.reason and "ACME" in finding.reason


def test_a_fabricated_bates_number_fails_and_its_facts_are_pointed_to_the_real_page(matter: Matter) -> None:
    draft = "Acme billed Globex $12,500.00 (ACME000099)."
    by_kind = {f.claim.kind: f for f in verify_claims(draft, matter.index).findings}
    assert by_kind["bates"].status == "not_found"
    assert (by_kind["amount"].status, by_kind["amount"].suggestion) == ("mismatch", "cite ACME000004")
    assert "Wrong pin cite" in by_kind["amount"].reason


def test_findings_point_at_the_exact_characters_on_the_source_page(matter: Matter) -> None:
    draft, _ = parse_labelled("statement-of-facts", DRAFTS["statement-of-facts"])
    checked = 0
    for finding in verify_claims(draft, matter.index).findings:
        if finding.status != "verified" or finding.claim.kind not in ("date", "amount", "quote"):
            continue
        assert finding.source is not None and finding.excerpt is not None
        assert finding.source_start is not None and finding.source_end is not None
        on_page = finding.source.text[finding.source_start : finding.source_end]
        assert " ".join(on_page.split()) in finding.excerpt and len(finding.excerpt) <= 300
        if finding.claim.kind == "amount":
            assert amounts_agree(finding.claim.value, find_amounts(on_page, bare=True)[0])
        if finding.claim.kind == "date":
            assert dates_agree(finding.claim.value, find_dates(on_page)[0], tolerance_days=3)
        checked += 1
    assert checked >= 10


def test_findings_serialise_to_json_with_excerpts_not_page_texts(matter: Matter) -> None:
    draft, _ = parse_labelled("cite-forms", DRAFTS["cite-forms"])
    payload = json.loads(json.dumps(verify_claims(draft, matter.index).as_dict()))
    sources = [f["source"] for f in payload["findings"] if f["source"]]
    assert sources and all(set(source) == {"document_id", "document_name", "page", "bates", "production_id"}
                           for source in sources)  # fmt: skip
    assert all(len(f["excerpt"] or "") <= 300 for f in payload["findings"])
    assert {"bates": "ACME000007", "page": 2} in [{"bates": s["bates"], "page": s["page"]} for s in sources]


# ---- quotations -------------------------------------------------------------------------------------

CONTRACT_PAGE = (
    "4. Payment. The Buyer shall pay the full invoice amount within thirty (30) days of delivery, and the agree-\n"
    "ment is governed by New York law. lt is understood that the Se|ler wi11 ship by March 3. The C0mpany’s\n"
    "“final” offer—made in good faith—stands."
)
QUOTE_CASES = [
    # quoted words, status, minimum score, maximum score
    ("The Buyer shall pay the full invoice amount within thirty (30) days of delivery", "verified", 1.0, 1.0),
    ("THE BUYER SHALL PAY THE FULL INVOICE AMOUNT", "verified", 1.0, 1.0),
    ("the agreement is governed by New York law", "verified", 1.0, 1.0),
    ("It is understood that the Seller will ship by March 3", "verified", 1.0, 1.0),
    ("The Company's 'final' offer -- made in good faith -- stands", "verified", 1.0, 1.0),
    ("The Buyer shall pay . . . within thirty (30) days of delivery", "verified", 1.0, 1.0),
    ("[t]he Buyer shall pay the full invoice amount", "verified", 1.0, 1.0),
    ("[Globex] shall pay the full invoice amount", "verified", 1.0, 1.0),
    ("The Buyer shall pay[s] the full invoice amount", "verified", 1.0, 1.0),
    ("the Buyer pay[s] the full invoice amount within thirty (30) days", "mismatch", 0.6, 0.99),
    ("The Buyer shall pay the entire invoice amount within thirty (30) days of delivery", "mismatch", 0.6, 0.99),
    ("The Buyer shall pay within thirty (30) days of delivery", "mismatch", 0.6, 0.99),
    ("The Buyer may pay whatever it likes whenever it wishes", "not_found", 0.0, 0.6),
]


@pytest.mark.parametrize(("quoted", "status", "low", "high"), QUOTE_CASES)
def test_quotes_forgive_typography_and_ocr_but_not_changed_words(
    quoted: str, status: str, low: float, high: float
) -> None:
    finding = finding_for(f'Section 4 says "{quoted}" (SMITH000001).', one_page(CONTRACT_PAGE), "quote")
    assert finding.status == status, finding.reason
    assert low <= (finding.score or 0.0) <= high


def test_a_changed_word_is_named_in_the_reason() -> None:
    quoted = "The Buyer shall pay the entire invoice amount"
    finding = finding_for(f'Section 4 says "{quoted}" (SMITH000001).', one_page(CONTRACT_PAGE), "quote")
    assert "“entire” where the source has “full”" in finding.reason


def test_a_stricter_threshold_rejects_an_ocr_damaged_match_that_the_default_accepts() -> None:
    page = one_page("The Buyer sha11 pay the fu11 invoice arnount within thirtv days of de1ivery.", ocr=True)
    draft = 'It says "The Buyer shall pay the full invoice amount within thirty days of delivery" (SMITH000001).'
    assert finding_for(draft, page, "quote").status == "verified"
    strict = finding_for(draft, page, "quote", quote_threshold=0.99)
    assert strict.status == "mismatch" and strict.score is not None and strict.score < 0.99


def test_ocr_noise_is_forgiven_only_on_a_page_read_by_ocr() -> None:
    text = "The Buyer sha11 pay the fu11 invoice arnount within thirtv days of de1ivery."
    draft = 'It says "The Buyer shall pay the full invoice amount within thirty days of delivery" (SMITH000001).'
    assert finding_for(draft, one_page(text, ocr=True), "quote").status == "verified"
    assert finding_for(draft, one_page(text), "quote").status == "mismatch"  # a text PDF's words are its words


QUOTED = "The inspection found the installation unlawful and the invoice 4471 disputed as of 2024."


@pytest.mark.parametrize(
    "changed",
    [
        "The inspection found the installation lawful and the invoice 4471 disputed as of 2024.",  # un- dropped
        "The inspection found the installation unlawful and the invoice 4417 disputed as of 2024.",  # digits
        "The inspection found the installation unlawful and the invoice 4471 undisputed as of 2024.",  # un- added
        "The inspection found the installation unlawful and the invoice 4471 disputed as of 2025.",  # a year
        "The inspection found the installation not unlawful and the invoice 4471 disputed as of 2024.",  # a negation
    ],
    ids=["lawful", "digits", "undisputed", "year", "negation"],
)
def test_a_quotation_that_reverses_or_changes_a_value_is_never_ocr_noise(changed: str) -> None:
    draft = f'The report says "{changed[:-1]}" (SMITH000001).'
    for ocr in (True, False):
        assert finding_for(draft, one_page(QUOTED, ocr=ocr), "quote").status == "mismatch", (changed, ocr)


# ---- cases, statutes, policy ------------------------------------------------------------------------


@pytest.mark.parametrize(("policy", "blocked"), [("strict", True), ("lenient", False)])
def test_an_unlisted_case_blocks_only_under_the_strict_policy(policy: Policy, blocked: bool) -> None:
    draft = "See Henderson v. Globex Holdings, Inc., 123 F.3d 456 (2d Cir. 1997)."
    outcome = verify_claims(draft, one_page("Nothing relevant."), policy=policy)
    assert [f.status for f in outcome.findings] == ["unverifiable"]
    assert outcome.blocked is blocked


def test_a_case_found_in_the_client_evidence_is_verified_there() -> None:
    page = one_page("Counsel's letter relies on Henderson v. Globex Holdings, Inc., 123 F.3d 456 (2d Cir. 1997).")
    finding = finding_for("See Henderson v. Globex Holdings, Inc., 123 F.3d 456 (2d Cir. 1997).", page, "case")
    assert finding.status == "verified" and finding.source is not None
    assert finding.source.text[finding.source_start : finding.source_end] == "123 F.3d 456"


# ---- the index is used, not scanned -----------------------------------------------------------------


class CountingIndex(InMemoryEvidenceIndex):
    """Counts the pages every look-up hands back: what the engine reads is bounded by that."""

    def __init__(self, pages: Sequence[EvidencePage]) -> None:
        super().__init__(pages)
        self.returned = 0
        self.largest = 0

    def _count(self, pages: list[EvidencePage]) -> list[EvidencePage]:
        self.returned += len(pages)
        self.largest = max(self.largest, len(pages))
        return pages

    def search(self, terms: Sequence[str], *, phrase: bool, limit: int, any_term: bool = False) -> list[EvidencePage]:
        return self._count(super().search(terms, phrase=phrase, limit=limit, any_term=any_term))

    def document_pages(self, document_id: str) -> list[EvidencePage]:
        return self._count(super().document_pages(document_id))

    def exhibit_pages(self, label: str) -> list[EvidencePage]:
        return self._count(super().exhibit_pages(label))


def synthetic_pages(count: int) -> list[EvidencePage]:
    words = ["payment", "invoice", "delivery", "pumps", "seals", "shipment", "notice", "balance", "warranty", "cure"]
    pages = []
    for number in range(1, count + 1):
        rng = random.Random(number)
        prose = " ".join(rng.choices(words, k=120))
        text = f"Date: March {number % 28 + 1}, 2024\n{prose}\nAmount due: ${number * 37:,}.00\nSigned: Dana Whitfield"
        pages.append(EvidencePage(f"D{number}", f"doc{number}.pdf", 1, f"SYN{number:06d}", text, "P1"))
    return pages


SYNTHETIC_DRAFT = (
    "On March 2, 2024, Dana Whitfield billed $37.00 (SYN000001). The balance was $74.00 on March 3, 2024 (SYN000002). "
    'The notice says "payment invoice delivery" (SYN000003). Globex paid $999,999.00 on February 30, 2024. '
    "The log is at SYN999999 and the total was $12,345.67 on June 9, 2021. Whitfield signed on March 9, 2024."
)


def test_the_pages_the_engine_reads_do_not_grow_with_the_matter() -> None:
    small, large = CountingIndex(synthetic_pages(200)), CountingIndex(synthetic_pages(2000))
    small_outcome, large_outcome = verify_claims(SYNTHETIC_DRAFT, small), verify_claims(SYNTHETIC_DRAFT, large)
    assert [f.status for f in small_outcome.findings] == [f.status for f in large_outcome.findings]
    assert large.largest <= 8, "no single look-up hands back more than a search limit of pages"
    assert large.returned <= small.returned * 1.5 + 10, (small.returned, large.returned)


def test_the_in_memory_index_answers_phrases_terms_and_bates_ids_like_the_store() -> None:
    index = InMemoryEvidenceIndex(
        [
            EvidencePage("D1", "a.pdf", 1, "SMITH 000001", "Total due: $12,500.00 by April 2", None),
            EvidencePage("D1", "a.pdf", 2, "SMITH_000002", "Due by April 2: the total of 12,500", None),
        ],
        exhibits={"Ex. 4": ["D1"]},
    )
    assert [p.page for p in index.search(["12", "500", "00"], phrase=True, limit=5)] == [1]
    assert sorted(p.page for p in index.search(["total", "april"], phrase=False, limit=5)) == [1, 2]
    assert len(index.search(["total"], phrase=False, limit=1)) == 1
    assert index.bates_page(bates_key("smith-000002")) is not None and index.bates_prefixes() == {"SMITH"}
    assert [p.page for p in index.exhibit_pages("4")] == [1, 2] and index.exhibit_pages("5") == []


def test_a_bates_number_written_with_fewer_digits_finds_its_page(matter: Matter) -> None:
    finding = finding_for("The invoice is at ACME 00004 in the production.", matter.index, "bates")
    assert finding.status == "verified" and finding.source is not None and finding.source.bates == "ACME000004"


def test_the_scanned_page_was_read_by_tesseract(matter: Matter, tmp_path: Path) -> None:
    scanned = matter.pages["ACME000009"].text
    assert "Whitfield" in scanned and "150 psi" in scanned


@pytest.mark.parametrize(("policy", "blocked"), [("strict", True), ("lenient", False)])
def test_a_fact_cited_only_to_the_docket_is_unverifiable_not_invented(policy: Policy, blocked: bool) -> None:
    outcome = verify_claims("Acme filed this action on July 1, 2024. ECF No. 1.", one_page("Nothing."), policy=policy)
    (finding,) = outcome.findings
    assert (finding.status, outcome.blocked) == ("unverifiable", blocked)
    assert "ECF No. 1" in finding.reason
