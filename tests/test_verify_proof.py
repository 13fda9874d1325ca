"""What proves a statement wrong and what does not: the readings lawyers' true statements need, beside the false
statement each rule must still block (a rule that let both through would fail its pair)."""

from __future__ import annotations

import pytest

from server.verify.atoms import find_atoms
from server.verify.claims import analyse_draft
from server.verify.evidence_index import EvidencePage, InMemoryEvidenceIndex
from server.verify.names import given_agrees
from server.verify.quotes import NormText, match_quote
from server.verify.verdicts import verify_statements


def _transcript_page(printed: int, lines: list[str], head: str = "LINNEA M. SORENSEN - 10/8/2024\n") -> str:
    """A transcript page as text extraction gives it: its printed number, a running head, each line number on a
    line of its own."""
    body = "\n".join(f"{n:2d}\n{text}" for n, text in enumerate(lines, start=1))
    return f"Page {printed}\n{head}{body}" + ("\nWhitcombe Reporting" if head else "")


PAGE_40 = [f"Q. Question {n} about the loan?" for n in range(1, 26)]
PAGE_40[22] = "Q. Did you tell Mr. Okafor?"
PAGE_40[23] = "A. The same day. He called on the 3rd."
PAGE_40[24] = "Q. What was said on that call?"
PAGE_41 = [f"A. Answer {n} about the file." for n in range(1, 26)]
PAGE_41[0] = "A. I told him the bank would not defer January."
LEDGER = (
    "LOAN PAYMENT HISTORY\nDue Date  Date Rec'd  Amount Rec'd  Remarks\n"
    "07/01/2023  07/03/2023  14,066.73\n08/01/2023  08/28/2023  15,473.41  Late\n"
)
FORBEARANCE = "7. Reaffirmation. Guarantor ratifies and reaffirms the Guaranty. The Borrower has not paid the sums."
TIMECARD = "Supervisor action: EDITED 02/24/2025 by TLINDQVIST\n  Reason code ADJ-80 - total hours reduced to 80.00\n"
REVIEW_P1 = "2024 PERFORMANCE REVIEW\nEmployee: Gabriel Nwosu\nSECTION A - DUTIES"
REVIEW_P2 = "SECTION C - REVIEWER SUMMARY\nOVERALL RATING: 4 - Exceeds Expectations"
REVIEW_P3 = "SIGNATURES\nReviewer: Travis Lindqvist   Date: 01/17/2025"


def _index() -> InMemoryEvidenceIndex:
    return InMemoryEvidenceIndex([
        EvidencePage("D0001", "sorensen-dep.pdf", 1, "LOAN000024", "DEPOSITION OF LINNEA M. SORENSEN\nOctober 8, 2024"),
        EvidencePage("D0001", "sorensen-dep.pdf", 2, "LOAN000025", _transcript_page(40, PAGE_40)),
        EvidencePage("D0001", "sorensen-dep.pdf", 3, "LOAN000026", _transcript_page(41, PAGE_41)),
        EvidencePage("D0002", "ledger.pdf", 1, "LOAN000009", LEDGER),
        EvidencePage("D0003", "forbearance.pdf", 1, "LOAN000017", FORBEARANCE),
        EvidencePage("D0004", "timecard.pdf", 1, "LOAN000030", TIMECARD),
        EvidencePage("D0005", "review.pdf", 1, "LOAN000031", REVIEW_P1),
        EvidencePage("D0005", "review.pdf", 2, "LOAN000032", REVIEW_P2),
        EvidencePage("D0005", "review.pdf", 3, "LOAN000033", REVIEW_P3),
        EvidencePage("D0006", "letter.pdf", 1, "LOAN000040", "On January 3, 2024 the Bank wrote to Osprey."),
    ])  # fmt: skip


def _blocked(draft: str) -> tuple[bool, list[str]]:
    checked = verify_statements(draft, _index())
    return checked.blocked, [f"{v.verdict}: {v.reason}" for v in checked.facts]


@pytest.mark.parametrize(
    ("quote", "exact"),
    [
        ("ratifie[d] and reaffirm[ed]", True),  # bracketed endings on the quote's first and last words
        ("ha[s] not paid", True),
        ("ha[s] paid", False),  # the bracket may change an ending, never drop the page's "not"
        ("[r]eason code ADJ-80 - total hours reduced to 80.00.", True),
    ],
)
def test_a_bracketed_ending_matches_the_word_it_begins_and_nothing_else(quote: str, exact: bool) -> None:
    found = match_quote(quote, NormText.of(FORBEARANCE + "\n" + TIMECARD))
    assert found is not None and found.exact_words is exact, found


def test_a_quoted_bare_sum_is_read_as_the_page_reads_it() -> None:
    blocked, why = _blocked('The card says "[r]eason code ADJ-80 - total hours reduced to 80.00." (LOAN000030.)')
    assert not blocked, why
    blocked, why = _blocked('The card says "[r]eason code ADJ-80 - total hours reduced to 72.00." (LOAN000030.)')
    assert blocked, why


def test_id_in_parentheses_and_a_short_form_defined_in_the_cite_resolve_to_the_transcript() -> None:
    draft = (
        'See Deposition of Linnea M. Sorensen ("Sorensen Dep.") 40:24. She told him that "the bank would not defer '
        'January" (id. at 40:25-41:2).'
    )
    cites = [c.cites for c in analyse_draft(draft).claims if c.kind == "quote"]
    assert cites == [("Tr[sorensen] 40:25-41:2",)], cites


def test_a_citation_sentence_that_names_its_record_is_a_cite_not_a_statement() -> None:
    draft = (
        "She testified that the bank would not defer January. (Deposition of Linnea M. Sorensen, taken October 8, "
        '2024 ("Sorensen Dep."), 41:1.)'
    )
    analysis = analyse_draft(draft)
    assert [s.cite_only for s in analysis.sentences] == [False, True]
    assert analysis.sentences[0].cites == ("Tr[sorensen] 41:1-41:1",)
    assert not [c for c in analysis.claims if c.kind in ("person", "date")]  # the record's name and date, not facts


def test_a_cite_only_sentence_cites_what_follows_the_sentences_last_cite() -> None:
    draft = (
        'She said the Guarantor "ratifies and reaffirms the Guaranty" (LOAN000017), and that the bank "would not '
        'defer January." Sorensen Dep. 41:1.'
    )
    analysis = analyse_draft(draft)
    (quote,) = [c for c in analysis.claims if c.kind == "quote" and "defer" in c.text]
    assert "Tr[sorensen] 41:1-41:1" in quote.cites
    assert set(analysis.sentences[0].cites) == {"LOAN000017", "Tr[sorensen] 41:1-41:1"}


def test_a_running_head_in_capitals_and_a_middle_initial_name_the_same_person() -> None:
    assert given_agrees("Linnea M", "M.")  # "M. Sorensen" of "Linnea M. Sorensen"
    assert not given_agrees("Linnea K", "M.")
    blocked, why = _blocked("Linnea M. Sorensen answered that the bank would not defer January. Sorensen Dep. 41:1.")
    assert not blocked, why


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("Plaintiff's 2024 performance review", ["number"]),  # a year, not a count of reviews
        ("Condition 7 requires that any suit", ["number"]),  # a label's number, not seven "requires"
        ("It measured 2000 square feet", ["quantity"]),
        ("Tenant paid 3 installments", ["quantity"]),
        ("Only 3 units were delivered", ["quantity"]),
    ],
)
def test_a_quantity_is_a_number_of_something(text: str, kinds: list[str]) -> None:
    assert [a.kind for a in find_atoms(text)] == kinds


def test_days_the_lawyer_counted_between_dates_on_the_cited_row_are_not_proof_of_a_wrong_value() -> None:
    blocked, why = _blocked("The Bank accepted the August 2023 installment twenty-seven days late. (LOAN000009.)")
    assert not blocked, why
    blocked, why = _blocked("The Bank accepted the August 2023 installment forty days late. (LOAN000009.)")
    assert blocked, why


def test_a_date_the_cited_lines_give_as_the_day_alone_is_doubt_not_a_wrong_pin() -> None:
    blocked, why = _blocked(
        'Sorensen Dep. 40:1. On January 3 she told Mr. Okafor that "the bank would not defer January" '
        "(Sorensen Dep. 40:25-41:2)."
    )
    assert not blocked, why
    blocked, why = _blocked(
        'Sorensen Dep. 40:1. On January 3 she told Mr. Okafor that "the bank would not defer January" '
        "(Sorensen Dep. 41:10-12)."
    )
    assert blocked, why  # lines without the call: the quotation is not on them


def test_a_year_on_the_cited_documents_title_page_is_no_proof_of_a_wrong_pin() -> None:
    blocked, why = _blocked(
        "Plaintiff's 2024 performance review, signed on January 17, 2025, rated him \"Exceeds Expectations\". "
        "(LOAN000032-LOAN000033.)"
    )
    assert not blocked, why
    blocked, why = _blocked(
        "Plaintiff's 2024 performance review, signed on January 19, 2025, rated him \"Exceeds Expectations\". "
        "(LOAN000032-LOAN000033.)"
    )
    assert blocked, why


def test_the_authorities_lists_own_forms_are_citations_and_verify_against_it() -> None:
    listed = (
        "ORS 12.110\nORCP 23\nOEC 408\nC.R.C.P. 121\nJones v. General Motors Corp., 325 Or 404, 939 P2d 608 (1997)\n"
    )
    draft = (
        "Leave to amend is freely given under ORCP 23 A and ORS 12.110(1); see Jones v. General Motors Corp., "
        "325 Or 404, 420, 939 P2d 608 (1997). OEC 408 and C.R.C.P. 121 apply. ORS 99.999 does not."
    )
    index = InMemoryEvidenceIndex([EvidencePage("D0001", "a.pdf", 1, "A000001", "Nothing here.")], authorities=[listed])
    checked = verify_statements(draft, index)
    law = {f.claim.text: f.status for f in checked.outcome.findings if f.claim.kind in ("statute", "rule", "case")}
    assert law["ORCP 23 A"] == law["ORS 12.110(1)"] == law["OEC 408"] == law["C.R.C.P. 121"] == "verified", law
    assert law["ORS 99.999"] != "verified", law  # a section the list does not have is still checked
    assert not [a for a in find_atoms(draft) if a.kind == "person"]  # "General Motors Corp." is the case's name


def test_a_certificate_of_service_names_whom_it_was_served_on_without_stating_a_fact() -> None:
    draft = (
        "I certify that on October 20, 2025, I served a true copy of this DECLARATION on Lyle Hargrove, Hargrove "
        "Pruitt LLP, 900 SW Fifth Avenue, Suite 1400, Portland, Oregon 97204, by electronic service."
    )
    blocked, why = _blocked(draft)
    assert not blocked and not why, why  # boilerplate: no verdict at all
    assert ("identifier", "900 SW Fifth Avenue") in [(a.kind, a.text) for a in find_atoms(draft)]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("11/23/2024-12/06/2024  Office closed 11/28", ["2024-11-23", "2024-12-06", "--11-28"]),  # a pay period
        ("March 3-April 4, 2024", ["--03-03", "2024-04-04"]),
        ("pain 2/10 at rest on 11/09/2024", ["2024-11-09"]),  # a pain score is no date
    ],
)
def test_a_register_writes_dates_in_ranges_and_without_their_year(text: str, values: list[str]) -> None:
    assert [a.value for a in find_atoms(text, page=True) if a.kind == "date"] == values


def test_a_transcripts_margin_number_does_not_split_a_sum_spoken_across_two_lines() -> None:
    page = "\n".join(f"{n:2d}\n" + ("The asking rent is twenty-six" if n == 20 else "dollars a foot." if n == 21
                                     else f"Line {n} of testimony.") for n in range(1, 26))  # fmt: skip
    assert ("amount", "26.00") in [(a.kind, a.value) for a in find_atoms(page, page=True)]


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("Plaintiff, Employee ID 20417, printed", ("identifier", "20417")),
        ("Emp ID: 20417    Dept: 300", ("identifier", "20417")),  # not a quantity of "Dept", nor Idaho's ZIP code
        ("agent code 37-181.", ("identifier", "37181")),
        ("registered under MRN 00-4471928.", ("identifier", "004471928")),
        ("fell to 56 because the office closed", ("number", "56")),  # not 56 "because"
    ],
)
def test_identifiers_and_numbers_by_the_words_around_them(text: str, wanted: tuple[str, str]) -> None:
    assert wanted in [(a.kind, a.value) for a in find_atoms(text)]


def test_a_section_heading_numbers_its_lettered_clauses() -> None:
    page = (
        "Section 18.1  Events of Default.\n(a) Tenant fails to pay Rent;\n(b) Tenant abandons.\nSection 18.2  Remedies."
    )
    sections = [a.value for a in find_atoms(page, page=True) if a.kind == "section"]
    assert sections == ["18.1", "18.1(A)", "18.1(B)", "18.2"]


@pytest.mark.parametrize(
    ("text", "head"),
    [
        ("an unpaid thirty (30) minute meal period", "minute"),  # the measure opens the unit
        ("a two hundred forty (240) month amortization", "month"),
        ("59,970 rentable square feet", "foot"),
        ("fourteen (14) cabinets", "cabinet"),
    ],
)
def test_a_quantitys_counted_thing(text: str, head: str) -> None:
    (quantity,) = [a for a in find_atoms(text, page=True) if a.kind == "quantity"]
    assert quantity.head == head


def test_a_row_of_a_table_says_its_values() -> None:
    card = (
        "DATE        DAY   IN     OUT     TOTAL\n02/10/2025  Mon   05:55  16:40   10.25\n"
        "02/11/2025  Tue   05:50  17:20   11.00\nHours are computed from the minute of each punch."
    )
    index = InMemoryEvidenceIndex([EvidencePage("D0001", "card.pdf", 1, "EMP000009", card)])
    said = "On Monday, February 10, 2025, he punched in at 05:55 and out at {}. (EMP000009.)"
    good = verify_statements(said.format("16:40"), index)
    assert [v.verdict for v in good.facts] == ["supported"], [v.reason for v in good.facts]
    bad = verify_statements(said.format("18:40"), index)
    assert bad.blocked, [v.reason for v in bad.facts]  # a time the row does not have


def test_a_year_read_as_a_figure_in_the_draft_is_the_pages_year() -> None:
    lines = [f"Line {n} of the examination." for n in range(1, 26)]
    lines[5] = "twice before, in 2019 and again in 2022, for about three"
    page = _transcript_page(25, lines, head="")
    index = InMemoryEvidenceIndex([EvidencePage("D0001", "euo.pdf", 1, "INS000025", page)])
    good = verify_statements("We had left the house twice before, in 2019 and 2022. (INS000025.)", index)
    assert not good.blocked, [v.reason for v in good.facts]
    bad = verify_statements("We had left the house twice before, in 2019 and 2021. (INS000025.)", index)
    assert bad.blocked, [v.reason for v in bad.facts]


def test_a_witness_speaks_sums_without_their_sign_and_months_without_their_year() -> None:
    lines = [f"Line {n} of the deposition." for n in range(1, 26)]
    lines[7] = "A. I told her six thousand would not cure it."
    lines[18] = "A. Yes. We accepted the partial payments in September and October."
    page = _transcript_page(44, lines, head="")
    index = InMemoryEvidenceIndex([
        EvidencePage("D0001", "dep.pdf", 1, "LEASE000026", "DEPOSITION OF THERESA LINDQVIST"),
        EvidencePage("D0001", "dep.pdf", 2, "LEASE000027", page),
    ])  # fmt: skip
    said = verify_statements('Deposition of Theresa Lindqvist ("Lindqvist Dep."). She told Okafor that $6,000 would '
                             "not cure it. (Lindqvist Dep. 44:8.)", index)  # fmt: skip
    assert not said.blocked, [v.reason for v in said.facts]
    month = verify_statements('Deposition of Theresa Lindqvist ("Lindqvist Dep."). Landlord accepted the partial '
                              "payments in October 2024. (Lindqvist Dep. 44:19.)", index)  # fmt: skip
    assert not month.blocked, [v.reason for v in month.facts]
    other = verify_statements('Deposition of Theresa Lindqvist ("Lindqvist Dep."). She told Okafor that $7,500 would '
                              "not cure it. (Lindqvist Dep. 44:8.)", index)  # fmt: skip
    assert other.blocked, [v.reason for v in other.facts]


def test_sums_the_lawyer_added_or_subtracted_from_the_cited_page_are_not_proof_of_a_wrong_value() -> None:
    page = (
        "APPRAISAL: market value $612,000.00.\nCLOSING STATEMENT: contract sales price $489,000.00.\n"
        "Withdrawals: 05/02/2023 $4,000.00\n05/19/2023 $6,500.00\n06/07/2023 $6,000.00\n"
    )
    index = InMemoryEvidenceIndex([EvidencePage("D0001", "estate.pdf", 1, "EST000004", page)])

    def blocked(text: str) -> bool:
        return verify_statements(text, index).blocked

    assert not blocked("The house sold for $489,000.00, $123,000.00 below the appraisal. (EST000004.)")
    assert blocked("The house sold for $489,000.00, $133,000.00 below the appraisal. (EST000004.)")
    assert not blocked("The executor's cash withdrawals totaled $16,500.00. (EST000004.)")
    assert blocked("The executor's cash withdrawals totaled $17,500.00. (EST000004.)")


def test_a_party_the_cited_record_does_not_name_is_doubt_a_stranger_is_a_wrong_pin() -> None:
    index = InMemoryEvidenceIndex([
        EvidencePage("D0001", "lease.pdf", 1, "L000001", "Landlord leases the Premises to Copper Kettle Bakehouse."),
        EvidencePage("D0002", "texts.txt", 1, "L000020", "Can you give us until Jan 10? We will be out by then."),
        EvidencePage("D0003", "letter.pdf", 1, "L000030", "Marco Quintero said he would be out by January 10."),
    ])  # fmt: skip
    party = (
        "Copper Kettle Bakehouse leased the Premises. (L000001.) Copper Kettle Bakehouse fell behind. Copper Kettle "
        "Bakehouse asked for time. Copper Kettle Bakehouse left the Premises by January 10. (L000020.)"
    )
    assert not verify_statements(party, index).blocked, [v.reason for v in verify_statements(party, index).facts]
    stranger = "Marco Quintero left the Premises by January 10. (L000020.)"
    assert verify_statements(stranger, index).blocked


def test_a_witness_who_answers_no_denies_the_verb_asked_about() -> None:
    from server.verify.polarity import find_flip

    page = (
        "    Q.  Did you interview Mr. Nwosu about the March 31\n 7\nincident before he was terminated?\n 8\n"
        "    A.  No.\n 9\n    Q.  Did you interview anyone?\n10\n    A.  I spoke only with Travis."
    )
    denied = "She did not interview Mr. Nwosu about the incident before he was terminated."
    assert find_flip(denied, page, 0, len(page)) is None  # what the answer says
    reversed_ = "She interviewed Mr. Nwosu about the incident before he was terminated."
    flip = find_flip(reversed_, page, 0, len(page))
    assert flip is not None and "interview" in flip.why  # the opposite: review, for the lawyer or a model
