"""The verifier's stages on their own: values read exactly, support found in one passage, polarity read without a
model, sentences split and classified, the atom index looked up by value over every page."""

from __future__ import annotations

from pathlib import Path

import pytest
from doc_factory import write_pdf

from server.matter.evidence import StoreEvidenceIndex, ensure_atom_index
from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import MatterStore
from server.verify import atom_index
from server.verify.atoms import compare, find_atoms
from server.verify.claims import analyse_draft
from server.verify.evidence_index import EvidencePage, InMemoryEvidenceIndex
from server.verify.facts import find_amounts, find_dates
from server.verify.names import find_names, name_on
from server.verify.polarity import find_flip
from server.verify.statements import split_statements
from server.verify.verdicts import verify_statements

# ---- values: one value however it is written ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the 17th day of March, 2024", "2024-03-17"),
        ("this seventeenth day of March 2024", "2024-03-17"),
        ("on the twenty-first day of June, 2023", "2023-06-21"),
        ("17/03/2024 and 01/02/2024", "2024-03-17"),  # a text that writes one date day first writes them all so
        ("03/04/2024", "2024-03-04"),  # month first otherwise
    ],
)
def test_dates_are_read_whatever_the_form(text: str, value: str) -> None:
    assert find_dates(text)[0].value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Twelve Thousand Four Hundred Fifty and 00/100 Dollars", "12450.00"),
        ("five thousand dollars and fifty cents", "5000.50"),
        ("one billion two hundred million dollars", "1200000000.00"),
        ("$1.2 million", "1200000.00"),
    ],
)
def test_sums_are_read_in_words_and_figures(text: str, value: str) -> None:
    assert f"{find_amounts(text)[0].amount:.2f}" == value


@pytest.mark.parametrize(
    ("text", "kind", "value", "unit"),
    [
        ("interest at one and one-half percent (1.5%) per month", "percent", "1.5", "month"),
        ("an annual rate of 8%", "percent", "8", "year"),
        ("8 percent per annum", "percent", "8", "year"),
        ("59,970 rentable square feet", "quantity", "59970", "rentable square foot"),
        ("five directors attended", "quantity", "5", "director"),
        ("one-third of the costs", "number", "1/3", ""),  # exact: never 0.33
        ("Suite 140 there", "identifier", "140", "suite"),  # a label, not a count of "there"
        ("Policy No. CP 44 81 0923", "identifier", "CP44810923", "policy"),
        ("Certified Mail No. 7012 1873 4602 2210", "identifier", "7012187346022210", "certified mail"),
        ("at 4:35 in the afternoon", "time", "16:35", ""),
        ("in Marion County", "place", "marion", "county"),
        ("Littleton, Arapahoe County, Colorado", "place", "littleton", "city"),
    ],
)
def test_atoms_keep_what_makes_them_the_same_value(text: str, kind: str, value: str, unit: str) -> None:
    atom = find_atoms(text, page=True)[0]
    assert (atom.kind, atom.value, atom.unit) == (kind, value, unit)


def test_a_count_is_never_the_day_of_a_date_or_a_run_of_digits_inside_a_number() -> None:
    page = find_atoms("Delivered on February 28, 2024. Invoice 12845 attached.", page=True)
    assert [(a.kind, a.value) for a in page] == [("date", "2024-02-28"), ("identifier", "12845")]


@pytest.mark.parametrize(
    ("draft", "page", "verdict"),
    [
        ("8% per month", "8% per annum", "conflict"),  # a rate keeps its period
        ("8% per year", "8% per annum", "same"),
        ("three years", "thirty-six (36) months", "same"),
        ("three years", "twenty-four (24) months", "conflict"),
        ("5 business days", "five (5) business days", "same"),
        ("Invoice No. 08441", "08441", "same"),  # a ledger's bare reference column
    ],
)
def test_values_compare_by_meaning(draft: str, page: str, verdict: str) -> None:
    assert compare(find_atoms(draft)[0], find_atoms(page, page=True)[0]) == verdict


@pytest.mark.parametrize(
    ("draft", "page", "same"),
    [
        ("Acme Holdings Inc. paid", "Acme Holdings LLC", False),  # the suffix is part of the name
        ("Acme Holdings Inc. paid", "ACME HOLDINGS, INC.", True),
        ("Jasper J. Longbottom signed", "By: Jasper H. Longbottom", False),  # a middle initial too
        ("K. Smith signed", "Signed: Kevin Smith", True),
    ],
)
def test_names_keep_their_suffix_and_their_initials(draft: str, page: str, same: bool) -> None:
    (name,) = find_names(draft)
    assert (name_on(name, page).same is not None) is same


# ---- support is local ------------------------------------------------------------------------------------------


def _page(text: str, bates: str = "ACME000001", *, document: str = "D1", number: int = 1) -> EvidencePage:
    return EvidencePage(document, f"{document}.pdf", number, bates, text)


FAR = (
    "On February 28, 2024 the parties met to discuss the schedule for the next phase.\n\n"
    + "The lease contains many other provisions about maintenance and repairs. " * 12
    + "\n\nTenant paid a security deposit of $5,000.00 at signing."
)


@pytest.mark.parametrize(
    ("draft", "verdict"),
    [
        ("Tenant paid a security deposit of $5,000.00 (ACME000001).", "supported"),
        # its values are on the page but not together, or not with its words: doubt (review), not proof
        ("On February 28, 2024, Tenant paid a security deposit of $5,000.00 (ACME000001).", "review"),
        ("Tenant admitted on February 28, 2024 that it owed all rent (ACME000001).", "review"),
        ("The parties met 28 times to discuss the schedule (ACME000001).", "unsupported"),
    ],
    ids=["together", "date-far-away", "invented-admission-on-a-real-date", "count-is-a-day"],
)
def test_a_statement_is_supported_only_by_one_passage_that_holds_its_facts_and_words(draft: str, verdict: str) -> None:
    checked = verify_statements(draft, InMemoryEvidenceIndex([_page(FAR)]))
    assert [v.verdict for v in checked.facts] == [verdict], [v.reason for v in checked.facts]


def test_the_supporting_passage_is_the_source_span() -> None:
    (verdict,) = verify_statements(
        "Tenant paid a security deposit of $5,000.00 (ACME000001).", InMemoryEvidenceIndex([_page(FAR)])
    ).facts
    assert verdict.source is not None and verdict.source_start is not None
    assert verdict.source.text[verdict.source_start : verdict.source_end] == "$5,000.00"


def test_found_nowhere_is_an_exact_look_up_over_every_page_not_the_top_search_hits() -> None:
    filler = [
        _page(f"Monthly report {n}: deposit, rent, deposit, rent, repairs, tenant.", f"ACME{n:06d}", number=n)
        for n in range(1, 40)
    ]
    last = _page("The security deposit of $7,321.00 was returned to Tenant.", "ACME000040", number=40)
    index = InMemoryEvidenceIndex([*filler, last])
    (true,) = verify_statements("Landlord returned the security deposit of $7,321.00.", index).facts
    assert true.verdict == "uncited" and true.suggestion == "cite ACME000040"
    (invented,) = verify_statements("Landlord returned the security deposit of $7,312.00.", index).facts
    assert invented.verdict == "unsupported" and "nowhere" in invented.reason and invented.suggestion is None


def test_a_wrong_pin_names_the_page_that_carries_the_statement() -> None:
    pages = [
        _page("Rent is $2,000.00 a month.", "ACME000001"),
        _page("Late fee: $150.00 per late payment.", "ACME000002", number=2),
    ]
    (verdict,) = verify_statements("The late fee is $150.00 (ACME000001).", InMemoryEvidenceIndex(pages)).facts
    assert (verdict.verdict, verdict.suggestion) == ("unsupported", "cite ACME000002")


# ---- polarity ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "page", "flips"),
    [
        ("Tenant never received the notice.", "Tenant received the notice on March 3.", True),
        ("The invoice was unpaid.", "The invoice was paid in full.", True),
        ("The invoice was paid in full.", "The invoice was paid in part.", True),
        ("Landlord approved the assignment.", "Landlord denied the assignment.", True),
        ("The charge was disputed.", "The charge is undisputed.", True),
        ("Landlord paid Tenant $500.", "Tenant paid Landlord $500.", True),
        ("Max Stanhope e-mailed Ann Cavendish.", "From: Ann Cavendish\nTo: Max Stanhope", True),
        ("Unpaid amounts bear interest.", "Amounts not paid when due bear interest.", False),  # un- = not
        ("The charge was not disputed.", "The charge is undisputed.", False),
        ("Tenant must pay no later than March 1.", "Tenant shall pay no later than March 1.", False),
        ("Tenant had ten days to cure.", "If Tenant does not cure within ten (10) days, Landlord may end it.", False),
        ("The ledger shows Invoice No. A-2270 as paid.", "Invoice No. A-2270   PAID", False),  # "No." is a label
        ("Invoice 4471 has been paid.", "Q. Has it been paid?\nA. No, it has not been paid.", True),
    ],
)
def test_polarity_is_read_without_a_model(statement: str, page: str, flips: bool) -> None:
    assert (find_flip(statement, page, 0, len(page)) is not None) is flips


# ---- statements: boundaries and kinds ----------------------------------------------------------------------------


def _kinds(draft: str) -> list[tuple[str, str]]:
    return [(s.text, s.kind) for s in split_statements(draft, analyse_draft(draft, bates_prefixes={"ACME"}))]


def test_a_sentence_ending_in_a_company_suffix_or_us_ends_there() -> None:
    texts = [t for t, _ in _kinds("The lease was signed by Northwind Properties, Inc. The term is 60 months.")]
    assert texts == ["The lease was signed by Northwind Properties, Inc.", "The term is 60 months."]
    assert len(_kinds("The account is at U.S. Bank in Portland.")) == 1


def test_id_takes_the_cite_before_it() -> None:
    draft = "The term is 60 months (ACME000003). Id. The rent is $5,000.00. Id."
    statements = split_statements(draft, analyse_draft(draft, bates_prefixes={"ACME"}))
    assert [(s.text, s.cites) for s in statements if s.kind == "fact"] == [
        ("The term is 60 months (ACME000003). Id.", ("ACME000003",)),
        ("The rent is $5,000.00. Id.", ("ACME000003",)),
    ]


@pytest.mark.parametrize(
    ("draft", "kind"),
    [
        ("Tenant paid $5,000.00 pursuant to the notice.", "fact"),  # "pursuant to" is not law
        ("I make this declaration because Tenant did not pay $12,450.00 in rent.", "fact"),
        ("The Superior Court entered judgment for $10,000.00 on May 1, 2024.", "fact"),
        ("ARGUMENT\n\nTenant paid $5,000.00 on May 1, 2024.", "fact"),  # a client fact under an argument heading
        ("ARGUMENT\n\nThe scratches do not excuse payment.", "law"),
        ("See Restatement (Second) of Contracts § 235(2) (1981).", "law"),
        ("An employer must pay overtime at one and one-half times the regular rate.", "law"),
        ("The facts are set out below.", "boilerplate"),
        ("We turn next to the payment history.", "boilerplate"),
        ("I, Lucinda Sandoval, declare as follows:", "boilerplate"),
        ("I am over eighteen years of age and competent to testify.", "boilerplate"),
    ],
)
def test_every_sentence_that_states_a_client_fact_is_a_fact_wherever_it_sits(draft: str, kind: str) -> None:
    assert _kinds(draft)[-1][1] == kind, _kinds(draft)


# ---- the atom index in the matter's SQLite -----------------------------------------------------------------------


def test_a_matter_indexed_by_earlier_rules_is_indexed_again_with_progress(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with MatterStore.open(tmp_path, "m", create=True) as store:
        (store.folder / "inbox").mkdir(exist_ok=True)
        write_pdf(store.folder / "inbox" / "deposit.pdf", ["The security deposit of $7,321.00 was returned."])
        Ingestor(store).ingest(expand_paths(store, ["inbox/deposit.pdf"], ()))
        with store.read() as conn:
            assert atom_index.indexed_version(conn) == atom_index.VERSION
            rows = conn.execute("SELECT kind, value FROM page_atoms").fetchall()
        assert ("amount", "7321.00") in [tuple(r) for r in rows]
        monkeypatch.setattr(atom_index, "VERSION", "older-rules")  # as if the rules had changed since
        seen: list[tuple[int, int]] = []
        assert ensure_atom_index(store, lambda done, total: seen.append((done, total))) == 1
        assert seen == [(1, 1)] and ensure_atom_index(store) == 0
        index = StoreEvidenceIndex(store)
        (amount,) = find_atoms("$7,321.00")
        assert [p.page for p in index.atom_pages(amount, limit=5)] == [1]


def test_a_quote_across_a_transcripts_numbered_lines_matches_with_or_without_its_line_numbers() -> None:
    from server.verify.quotes import NormText, match_quote

    page = "\n".join(f"{n:2d}   Q.  Question number {n} about the invoice?" for n in range(1, 10))
    page += "\n10   A.  No. It has not been paid.\n11       We never disputed the amount."
    norm = NormText.of(page)
    for quote in (
        "No. It has not been paid. We never disputed the amount",
        "10   A.  No. It has not been paid.\n11       We never disputed",
    ):
        found = match_quote(quote, norm)
        assert found is not None and found.exact_words, quote
    table = NormText.of("Item  Description   Qty\n1     Base Rent     4,625.00")
    assert match_quote("1     Base Rent     4,625.00", table).exact_words  # an item number is a word of a table
