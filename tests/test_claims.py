"""Claim extraction: every kind, its span in the draft, its normalised value and the cites it travels with."""

from __future__ import annotations

import pytest
from verify_cases import DRAFTS, parse_labelled

from server.verify.claims import CiteRef, Claim, analyse_draft, bates_range, extract_claims, parse_cite
from server.verify.facts import amounts_agree, dates_agree, find_amounts, find_dates

PREFIXES = {"SMITH"}


def claims_of(draft: str, kind: str | None = None) -> list[Claim]:
    return [c for c in extract_claims(draft, bates_prefixes=PREFIXES) if kind is None or c.kind == kind]


def only(draft: str, kind: str) -> Claim:
    found = claims_of(draft, kind)
    assert len(found) == 1, f"expected one {kind} claim in {draft!r}, got {[c.text for c in found]}"
    return found[0]


# ---- Bates references -----------------------------------------------------------------------------

BATES_CASES = [
    # draft, written text, value, cite string, known prefix
    ("The invoice (SMITH000123) is unpaid.", "SMITH000123", "SMITH000123", "SMITH000123", "true"),
    ("See SMITH000123–127.", "SMITH000123–127", "SMITH000123", "SMITH000123-SMITH000127", "true"),
    ("See SMITH000123-SMITH000127.", "SMITH000123-SMITH000127", "SMITH000123", "SMITH000123-SMITH000127", "true"),
    ("See SMITH000123 through SMITH000127.", "SMITH000123 through SMITH000127", "SMITH000123",
     "SMITH000123-SMITH000127", "true"),
    ("The letter (SMITH 000123) says so.", "SMITH 000123", "SMITH000123", "SMITH000123", "true"),
    ("The letter (SMITH_000123) says so.", "SMITH_000123", "SMITH000123", "SMITH000123", "true"),
    ("It is signed at SMITH000120 at 3.", "SMITH000120 at 3", "SMITH000120", "SMITH000122", "true"),
    ("It is signed at SMITH000120, at 000123.", "SMITH000120, at 000123", "SMITH000120", "SMITH000123", "true"),
    ("The rig used a GPU (RTX 3060).", "RTX 3060", "RTX3060", "RTX3060", "false"),
    ("The benchmark is at RTX 3060.", "RTX 3060", "RTX3060", "RTX3060", "false"),
    ("The log is Bates No. ZZ 004512.", "ZZ 004512", "ZZ004512", "ZZ004512", "false"),
    ("The memo (see JONES0042, at 2) is key.", "JONES0042", "JONES0042", "JONES0042", "false"),
]  # fmt: skip


@pytest.mark.parametrize(("draft", "text", "value", "cite", "known"), BATES_CASES)
def test_anything_written_as_a_bates_cite_is_a_bates_claim_with_its_canonical_cite(
    draft: str, text: str, value: str, cite: str, known: str
) -> None:
    claim = only(draft, "bates")
    assert (claim.text, claim.value, claim.detail.get("cite", claim.value)) == (text, value, cite)
    assert claim.detail["known_prefix"] == known
    assert draft[claim.start : claim.end] == claim.text


NOT_BATES = [
    "Acme paid (USD 12500) in full.",
    "Revenue rose in (FY 2024) sharply.",
    "The motion cites (Fed. R. Civ. P. 12) only.",
    "The server has (GPU 3) installed.",
    "The meeting was at 10:30 with Acme.",
    "Smith 000123 is not a cite in lower case.",
    "The part number ABC1234 appears in running text.",
]


@pytest.mark.parametrize("draft", NOT_BATES)
def test_numbers_that_are_not_written_as_cites_are_not_bates_claims(draft: str) -> None:
    assert claims_of(draft, "bates") == []


# ---- exhibits ---------------------------------------------------------------------------------------

EXHIBIT_CASES = [
    ("The invoice (Ex. 4) is unpaid.", "Ex. 4", "4", "Ex. 4"),
    ("See Exhibit B at 3.", "Exhibit B at 3", "B", "Ex. B at 3"),
    ("See Ex. 12, at 3-4 for the terms.", "Ex. 12, at 3-4", "12", "Ex. 12 at 3-4"),
    ("As shown in Exh. 7A, the seals failed.", "Exh. 7A", "7A", "Ex. 7A"),
]


@pytest.mark.parametrize(("draft", "text", "label", "cite"), EXHIBIT_CASES)
def test_exhibit_references_keep_their_label_and_pin_page(draft: str, text: str, label: str, cite: str) -> None:
    claim = only(draft, "exhibit")
    assert (claim.text, claim.value, claim.detail.get("cite", f"Ex. {claim.value}")) == (text, label, cite)


# ---- dates and amounts ------------------------------------------------------------------------------

DATE_CASES = [
    ("Paid on March 3, 2024.", "March 3, 2024", "2024-03-03", None),
    ("Paid on Mar. 3, 2024.", "Mar. 3, 2024", "2024-03-03", None),
    ("Paid on Sept. 9th, 2023.", "Sept. 9th, 2023", "2023-09-09", None),
    ("Paid on 3/3/24.", "3/3/24", "2024-03-03", None),
    ("Paid on 03/03/1999.", "03/03/1999", "1999-03-03", None),
    ("Paid on 2024-03-03.", "2024-03-03", "2024-03-03", None),
    ("Paid on 3 March 2024.", "3 March 2024", "2024-03-03", None),
    ("Paid on or about March 3, 2024.", "March 3, 2024", "2024-03-03", "on or about"),
    ("Paid on or about March 3.", "March 3", "--03-03", "on or about"),
    ("Paid in March 2024.", "March 2024", "2024-03", None),
]


@pytest.mark.parametrize(("draft", "text", "value", "approximate"), DATE_CASES)
def test_dates_as_lawyers_write_them_normalise_to_iso(draft: str, text: str, value: str, approximate: str) -> None:
    claim = only(draft, "date")
    assert (claim.text, claim.value, claim.detail.get("approximate")) == (text, value, approximate)


@pytest.mark.parametrize("text", ["February 30, 2024", "13/45/2020", "99/99/99"])
def test_impossible_dates_are_not_claims(text: str) -> None:
    assert claims_of(f"It happened on {text} they say.", "date") == []


AMOUNT_CASES = [
    ("Acme billed $12,500.", "$12,500", "12500.00 USD"),
    ("Acme billed $12,500.00.", "$12,500.00", "12500.00 USD"),
    ("Acme billed USD 12,500 in May.", "USD 12,500", "12500.00 USD"),
    ("Acme billed 12,500 dollars in May.", "12,500 dollars", "12500.00 USD"),
    ("Acme lost $1.2 million in May.", "$1.2 million", "1200000.00 USD"),
    ("Acme billed €5,000 in May.", "€5,000", "5000.00 EUR"),
    ("Acme billed £75.50 in May.", "£75.50", "75.50 GBP"),
]


@pytest.mark.parametrize(("draft", "text", "value"), AMOUNT_CASES)
def test_amounts_written_any_way_normalise_to_one_value(draft: str, text: str, value: str) -> None:
    claim = only(draft, "amount")
    assert (claim.text, claim.value) == (text, value)


def test_an_on_or_about_date_accepts_three_days_either_way_and_no_more() -> None:
    page = find_dates("The pumps arrived on March 5, 2024.")[0]
    assert dates_agree("2024-03-03", page, tolerance_days=3)
    assert not dates_agree("2024-03-01", page, tolerance_days=3)
    assert not dates_agree("2024-03-03", page)


def test_a_bare_figure_on_an_evidence_page_supports_a_dollar_amount_but_not_another_currency() -> None:
    page = find_amounts("Total 12,500.00", bare=True)[0]
    assert amounts_agree("12500.00 USD", page)
    euro = find_amounts("Total EUR 12,500.00", bare=True)[0]
    assert not amounts_agree("12500.00 USD", euro)


# ---- quotations -------------------------------------------------------------------------------------


def test_a_quote_followed_by_its_pin_cite_takes_that_cite_alone() -> None:
    draft = 'Robert Jones wrote "we will pay in full by May" (SMITH000130), as the invoice shows (SMITH000123).'
    quote = only(draft, "quote")
    assert quote.cites == ("SMITH000130",)
    assert quote.detail["pin_cite"] == "true"
    assert quote.value == "we will pay in full by may"
    assert only(draft, "person").cites == ("SMITH000130", "SMITH000123")


def test_curly_quotes_are_quotes_and_short_or_defined_terms_are_not() -> None:
    draft = 'The Supply Agreement (the "Agreement") says “the Buyer shall pay” and uses "best efforts" twice.'
    quotes = claims_of(draft, "quote")
    assert [q.text for q in quotes] == ["“the Buyer shall pay”"]


def test_facts_inside_a_quote_are_checked_as_the_quote_not_twice() -> None:
    draft = 'The letter says "we will pay $12,500 on March 3, 2024" (SMITH000130).'
    assert [c.kind for c in claims_of(draft) if c.kind != "bates"] == ["quote"]


# ---- case law, statutes and rules -------------------------------------------------------------------

LEGAL_CASES = [
    ("See Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 556 (2007).", "case", "550 U.S. 544, 556 (2007)",
     "550 U.S. 544 (2007)", {"pin": "556", "year": "2007", "name": "Bell Atlantic Corp. v. Twombly"}),
    ("Smith v. Jones, 12 F.4th 345 (9th Cir. 2019).", "case", "12 F.4th 345 (9th Cir. 2019)", "12 F.4th 345 (2019)",
     {"year": "2019", "court": "9th Cir"}),
    ("Twombly, 550 U.S. at 570.", "case", "550 U.S. at 570", "550 U.S. at 570", {"short": "true", "pin": "570"}),
    ("Dismissal under Fed. R. Civ. P. 12(b)(6) is proper.", "rule", "Fed. R. Civ. P. 12(b)(6)",
     "Fed. R. Civ. P. 12(b)(6)", {"set": "Civ", "number": "12"}),
    ("Admissions are not hearsay. Fed. R. Evid. 801(d)(2).", "rule", "Fed. R. Evid. 801(d)(2)",
     "Fed. R. Evid. 801(d)(2)", {"set": "Evid"}),
    ("Dismissal under N.Y. C.P.L.R. 3211(a)(7) is proper.", "rule", "N.Y. C.P.L.R. 3211(a)(7)", "CPLR 3211(a)(7)",
     {"set": "CPLR"}),
    ("Dismissal under CPLR 3211 is proper.", "rule", "CPLR 3211", "CPLR 3211", {"set": "CPLR"}),
    ("Briefs follow Local Civil Rule 7.1(a) here.", "rule", "Local Civil Rule 7.1(a)", "Local Rule 7.1(a)", {}),
    ("The claim arises under 42 U.S.C. § 1983 here.", "statute", "42 U.S.C. § 1983", "42 U.S.C. § 1983", {}),
    ("The claim arises under 15 U.S.C. §78j(b) here.", "statute", "15 U.S.C. §78j(b)", "15 U.S.C. §78j(b)", {}),
    ("Consumers sue under Mass. Gen. Laws ch. 93A, § 2 there.", "statute", "Mass. Gen. Laws ch. 93A, § 2",
     "Mass. Gen. Laws ch. 93A, § 2", {}),
    ("Consumers sue under N.Y. Gen. Bus. Law § 349(h) (2019) there.", "statute",
     "N.Y. Gen. Bus. Law § 349(h) (2019)", "N.Y. Gen. Bus. Law § 349(h)", {"year": "2019"}),
    ("A release is limited by Cal. Civ. Code § 1542 there.", "statute", "Cal. Civ. Code § 1542",
     "Cal. Civ. Code § 1542", {}),
]  # fmt: skip


@pytest.mark.parametrize(("draft", "kind", "text", "value", "detail"), LEGAL_CASES)
def test_cases_statutes_and_rules_are_found_with_eyecite_and_our_own_patterns(
    draft: str, kind: str, text: str, value: str, detail: dict[str, str]
) -> None:
    claim = only(draft, kind)
    assert (claim.text, claim.value) == (text, value)
    assert {k: claim.detail.get(k) for k in detail} == detail


@pytest.mark.parametrize(
    ("draft", "value"),
    [
        ("See Twombly, 550 U.S. 544 (2007); Smith v. Jones, 12 F.4th 345 (9th Cir. 2019).", "550 U.S. 544 (2007)"),
        ("See Bell Atlantic Corp. v. Twombly, 550 U.S. 544; Ashcroft v. Iqbal, 556 U.S. 662 (2009).", "550 U.S. 544"),
    ],
)
def test_a_case_gets_the_year_of_its_own_parenthetical_not_the_next_citations(draft: str, value: str) -> None:
    assert claims_of(draft, "case")[0].value == value


def test_citations_that_eyecite_reads_through_collapsed_whitespace_keep_spans_in_the_draft() -> None:
    draft = "As held in\n   Bell Atlantic Corp. v. Twombly,\n550   U.S.\n544 (2007), the bar is plausibility."
    claim = only(draft, "case")
    assert draft[claim.start : claim.end] == claim.text == "550   U.S.\n544 (2007)"
    assert claim.value == "550 U.S. 544 (2007)"


# ---- sentences and the cites facts travel with ------------------------------------------------------


def test_facts_take_the_cites_of_their_own_sentence_only() -> None:
    draft = "Acme billed $12,500 on March 3, 2024 (SMITH000123). Globex paid $5,000 on May 15, 2024 (SMITH000200)."
    assert {c.text: c.cites for c in claims_of(draft) if c.kind in ("amount", "date")} == {
        "$12,500": ("SMITH000123",),
        "March 3, 2024": ("SMITH000123",),
        "$5,000": ("SMITH000200",),
        "May 15, 2024": ("SMITH000200",),
    }


@pytest.mark.parametrize("cite_sentence", ["See SMITH000123.", "(SMITH000123.)", "SMITH000123.", "(Ex. 4 at 2.)"])
def test_a_sentence_that_is_only_a_cite_lends_it_to_the_sentence_before(cite_sentence: str) -> None:
    draft = f"Acme billed Globex $12,500 on March 3, 2024. {cite_sentence} Globex paid later."
    amount = only(draft, "amount")
    assert amount.cites == (("Ex. 4 at 2",) if "Ex." in cite_sentence else ("SMITH000123",))
    assert draft[amount.sentence_start : amount.sentence_end] == "Acme billed Globex $12,500 on March 3, 2024."


def test_abbreviations_initials_and_exhibit_letters_do_not_end_sentences_early() -> None:
    draft = "Mr. J. R. Jones of Acme Corp. paid $12,500 to the U.S. branch (Ex. B). Globex paid $5,000 (Ex. C)."
    first, second = claims_of(draft, "amount")
    assert (first.cites, second.cites) == (("Ex. B",), ("Ex. C",))


def test_a_fact_in_a_sentence_citing_only_a_case_carries_the_authority() -> None:
    draft = 'The Court required "more than labels and conclusions." Twombly, 550 U.S. at 555.'
    quote = only(draft, "quote")
    assert (quote.cites, quote.detail["authority"]) == ((), "550 U.S. at 555")


def test_people_and_companies_are_claims_only_in_sentences_that_cite_evidence() -> None:
    draft = (
        "Robert Jones of Globex LLC signed it (SMITH000123). Maria Chen agreed. "
        "Ms. Lee of Initech, Inc. wrote (Ex. 2). Hartwell & Pike LLP replied (Ex. 3)."
    )
    people = {c.text: (c.value, c.detail["terms"]) for c in claims_of(draft, "person")}
    assert people == {
        "Robert Jones": ("Robert Jones", "jones"),
        "Globex LLC": ("Globex LLC", "globex"),
        "Ms. Lee": ("Ms. Lee", "lee"),
        "Initech, Inc.": ("Initech, Inc.", "initech"),
        "Hartwell & Pike LLP": ("Hartwell & Pike LLP", "hartwell pike"),
    }


# ---- invariants over the labelled drafts ------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(DRAFTS))
def test_every_claim_span_is_the_exact_text_and_lies_in_its_sentence(name: str) -> None:
    draft, labels = parse_labelled(name, DRAFTS[name])
    claims = extract_claims(draft, bates_prefixes={"ACME"})
    assert claims, "the labelled drafts all make claims"
    for claim in claims:
        assert draft[claim.start : claim.end] == claim.text
        assert claim.sentence_start <= claim.start < claim.end <= claim.sentence_end
    for label in labels:
        assert any(c.kind == label.kind and c.start < label.end and label.start < c.end for c in claims), label


def test_canonical_cite_strings_read_back_and_ranges_expand() -> None:
    assert parse_cite("SMITH000123-SMITH000125") == CiteRef("bates", "SMITH000123", "SMITH000125")
    assert parse_cite("Ex. B at 2-3") == CiteRef("exhibit", "B", pages=(2, 3))
    assert parse_cite("Ex. 4") == CiteRef("exhibit", "4")
    assert bates_range("SMITH000123", "SMITH000125") == ["SMITH000123", "SMITH000124", "SMITH000125"]
    assert bates_range("SMITH000125", "SMITH000123") is None


def test_a_sentence_citing_only_the_docket_marks_its_facts_as_record_facts() -> None:
    draft = "Acme filed this action on July 1, 2024. ECF No. 1. Globex answered on August 5, 2024 (Dkt. 12 at 3)."
    first, second = claims_of(draft, "date")
    assert (first.detail["authority"], second.detail["authority"]) == ("ECF No. 1", "Dkt. 12 at 3")
    assert first.cites == second.cites == ()


def test_the_date_line_under_a_signature_is_not_a_claim() -> None:
    draft = "Globex never paid.\n\nDated: September 9, 2024\nNew York, New York\n\nRespectfully submitted,"
    assert claims_of(draft, "date") == []


def test_list_items_and_headings_of_a_markdown_draft_are_separate_sentences() -> None:
    draft = "## Facts\n- Acme billed $12,500 on March 3, 2024\n- Globex paid $5,000 (SMITH000200)\n"
    assert {c.text: c.cites for c in claims_of(draft) if c.kind == "amount"} == {
        "$12,500": (),
        "$5,000": ("SMITH000200",),
    }


def test_id_at_a_page_cites_that_page_of_the_exhibit_or_document_before_it_and_id_at_lines_that_transcript() -> None:
    draft = (
        "The lease was signed (Ex. 1 at 1). The rent was $5,000.00 (Id. at 2). The notice followed (SMITH000101). "
        "It demanded $900.00 (Id. at 3). Reyes admitted it. Reyes Dep. 42:1-4. She repeated it. Id. at 43:2-5."
    )
    sentences = analyse_draft(draft, bates_prefixes={"SMITH"}).sentences
    cites = [c for s in sentences for c in s.cites]
    assert "Ex. 1 at 2" in cites and "SMITH000103" in cites
    assert "Tr[reyes] 42:1-42:4" in cites and "Tr[reyes] 43:2-43:5" in cites
