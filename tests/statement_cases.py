"""The labelled statements: one statement per case, over two matters, each with the verdict it must get.

Matters:
  ``smith``    the bundled sample matter (Smith Renovations v. Acme Holdings LLC), ingested and Bates-stamped
               into a real SQLite store exactly as the demo does; cites are written ``{invoice}``,
               ``{agreement_2}`` ... and filled with the production's Bates numbers;
  ``harbor``   a second generated matter (Harbor Cabinets LLC v. Northwind Properties, Inc.): an agreement with
               a rate, a quantity, a purchase order, a section 7.3, Oregon law and a signatory "K. Smith"; an
               invoice; a signed certificate of acceptance; a payment advice showing a part payment; an e-mail.
               Its PDFs are ingested and Bates-stamped HC000001-HC000006 in a real store, like the sample.

A case says what is wrong with the statement (``kind``) and whether it is ``bad`` (must block) or not. Bad
kinds: ``contradiction`` (the page says otherwise, in words only a reader of meaning catches), ``polarity`` (the
page says the opposite in words the polarity layer reads: a negation, a reversing prefix or pair), ``percent``,
``quantity``, ``number``, ``identifier``, ``section``, ``place``, ``name``, ``date``, ``amount``
(a changed value), ``wrong_pin`` (true, but cited to a page that does not carry it) and ``uncited`` (no cite,
and found nowhere). Good kinds: ``paraphrase`` (true and cited), ``uncited_found`` (true, no cite: never
blocks), ``boilerplate`` and ``law`` (never facts).

``model`` is what the scripted verifier model answers for the case (verdict and the page's words); cases
without one get the scripted default: "supported", quoting the page line that shares most words with the
statement. ``deterministic`` is True when the deterministic layers alone must catch a bad case.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pymupdf

from server.cli.sample import exhibit_cites, write_sample_files
from server.matter.evidence import StoreEvidenceIndex
from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import MatterStore
from server.production.store import DocumentSpec, produce

HARBOR_PREFIX = "HC"
HARBOR_PAGES = [
    (
        "D01",
        "purchase-agreement.pdf",
        """PURCHASE AGREEMENT

This Purchase Agreement is made on June 3, 2024 between Harbor Cabinets LLC, an Oregon limited liability \
company ("Seller"), and Northwind Properties, Inc. ("Buyer").

1. Goods. Seller will build and install twelve (12) custom kitchen cabinets at 410 Alder Street, Salem, \
Oregon, under Purchase Order PO-8821.

2. Price. Buyer will pay a total price of $36,000.00, of which a deposit of $9,000.00 is due on signing.""",
    ),
    (
        "D01",
        "purchase-agreement.pdf",
        """7.3 Late Payment. Amounts not paid when due bear interest at one and one-half percent (1.5%) per month.

7.4 Acceptance. Buyer will inspect the installation within five (5) business days of completion and sign a \
certificate of acceptance.

9. Governing Law. This Agreement is governed by the laws of the State of Oregon.

Signed: K. Smith, Managing Member, Harbor Cabinets LLC
Signed: Alice Moreno, Vice President, Northwind Properties, Inc.""",
    ),
    (
        "D02",
        "invoice-4471.pdf",
        """HARBOR CABINETS LLC
INVOICE No. 4471
Date: August 12, 2024
Bill to: Northwind Properties, Inc.
PO-8821: 12 custom kitchen cabinets, installed
Balance due: $27,000.00
Payment due: September 11, 2024""",
    ),
    (
        "D03",
        "certificate-of-acceptance.pdf",
        """CERTIFICATE OF ACCEPTANCE
Northwind Properties, Inc. accepts the installation of twelve (12) cabinets under PO-8821 at 410 Alder Street \
as complete and conforming.
Accepted on August 9, 2024.
Signed: Alice Moreno, Vice President""",
    ),
    (
        "D04",
        "payment-advice.pdf",
        """NORTHWIND PROPERTIES, INC. - PAYMENT ADVICE
Payee: Harbor Cabinets LLC
Invoice 4471
Amount paid: $10,000.00 (partial payment)
Payment date: October 1, 2024
Remaining balance: $17,000.00""",
    ),
    (
        "D05",
        "moreno-email.pdf",
        """From: Alice Moreno <amoreno@northwind.example>
To: Kevin Smith <ksmith@harborcabinets.example>
Subject: Invoice 4471

Kevin,

We cannot pay the balance until our board meets on October 15, 2024. Two of the cabinet doors were scratched \
in transit.

Alice""",
    ),
]
HARBOR_AUTHORITIES = ("Or. Rev. Stat. § 72.6070", "Fed. R. Civ. P. 56", "Celotex Corp. v. Catrett, 477 U.S. 317 (1986)")

BAD_KINDS = (
    "contradiction", "polarity", "percent", "quantity", "number", "identifier", "section", "place", "name", "date",
    "amount", "wrong_pin", "uncited",
)  # fmt: skip
GOOD_KINDS = ("paraphrase", "uncited_found", "boilerplate", "law")
# Kinds whose falsehood the deterministic layers can only suspect (a negation, a reversal, the parties swapped):
# they must reach ``review`` - flagged, never passed, never blocked without proof - and a bound verifier blocks them.
SOFT_KINDS = ("polarity",)


@dataclass(frozen=True)
class Case:
    matter: str  # "smith" or "harbor"
    kind: str
    bad: bool
    text: str
    verdict: str | None  # the statement verdict it must get (None: not a factual statement)
    model: tuple[str, str] | None = None  # the scripted verifier's answer: (verdict, words of the page)
    deterministic: bool = True  # bad cases: the deterministic layers alone must block it


def bad(matter: str, kind: str, text: str, verdict: str, model: tuple[str, str] | None = None) -> Case:
    return Case(matter, kind, True, text, verdict, model, deterministic=kind != "contradiction")


def good(matter: str, kind: str, text: str, verdict: str | None = "supported") -> Case:
    return Case(matter, kind, False, text, verdict)


CASES: tuple[Case, ...] = (
    # ---- harbor: contradictions only meaning catches ----------------------------------------------------------
    bad("harbor", "polarity", "Northwind never accepted the installation (HC000004).", "contradicted",
        ("contradicted", "accepts the installation of twelve (12) cabinets")),
    bad("harbor", "polarity", "Northwind paid Invoice No. 4471 in full (HC000005).", "contradicted",
        ("contradicted", "Amount paid: $10,000.00 (partial payment)")),
    bad("harbor", "polarity", "Northwind rejected the cabinets as nonconforming (HC000004).", "contradicted",
        ("contradicted", "410 Alder Street as complete and conforming")),
    bad("harbor", "polarity", "Ms. Moreno promised that Northwind would pay the balance at once (HC000006).",
        "contradicted", ("contradicted", "We cannot pay the balance until our board meets")),
    bad("harbor", "contradiction", "Northwind found defects in the installation (HC000004).", "contradicted",
        ("contradicted", "at 410 Alder Street as complete and conforming")),
    bad("harbor", "contradiction", "The Agreement lets Buyer withhold payment for any scratch (HC000002).",
        "contradicted", ("contradicted", "Amounts not paid when due bear interest")),
    bad("harbor", "polarity", "Harbor Cabinets never installed the cabinets at 410 Alder Street (HC000004).",
        "contradicted", ("contradicted", "accepts the installation of twelve (12) cabinets under PO-8821")),
    # ---- harbor: every atom kind, changed ----------------------------------------------------------------------
    bad("harbor", "percent", "Late payments bear interest at 3% per month (HC000002).", "contradicted"),
    bad("harbor", "percent", "Unpaid amounts bear interest at two percent a month (HC000002).", "contradicted"),
    bad("harbor", "quantity", "Harbor Cabinets installed 14 cabinets at 410 Alder Street (HC000004).",
        "contradicted"),
    bad("harbor", "quantity", "Buyer had ten (10) business days to inspect the installation (HC000002).",
        "contradicted"),
    bad("harbor", "number", "The invoice lists 15 custom kitchen cabinets (HC000003).", "contradicted"),
    bad("harbor", "identifier", "Harbor Cabinets billed Northwind on invoice 4417 (HC000003).", "contradicted"),
    bad("harbor", "identifier", "The cabinets were ordered under PO-8812 (HC000001).", "contradicted"),
    bad("harbor", "section", "Section 7.5 of the Agreement sets interest on late payments (HC000002).",
        "unsupported"),
    bad("harbor", "place", "The Agreement is governed by Washington law (HC000002).", "contradicted"),
    bad("harbor", "place", "The cabinets were installed in Salem, Idaho (HC000001).", "contradicted"),
    bad("harbor", "name", "J. Smith signed the Agreement for Harbor Cabinets (HC000002).", "contradicted"),
    bad("harbor", "name", "Ann Moreno signed the certificate of acceptance (HC000004).", "contradicted"),
    bad("harbor", "name", "Alice Morgan signed the certificate of acceptance (HC000004).", "unsupported"),
    bad("harbor", "date", "Northwind accepted the installation on August 19, 2024 (HC000004).", "contradicted"),
    bad("harbor", "amount", "Northwind paid $1,000.00 toward the invoice (HC000005).", "contradicted"),
    # ---- harbor: wrong pins -------------------------------------------------------------------------------------
    bad("harbor", "wrong_pin", "Northwind accepted the installation on August 9, 2024 (HC000003).", "unsupported"),
    bad("harbor", "wrong_pin", "Northwind paid $10,000.00 toward the invoice (HC000003).", "unsupported"),
    bad("harbor", "wrong_pin", "The order was for twelve (12) custom kitchen cabinets (HC000005).", "unsupported"),
    bad("harbor", "wrong_pin", "The payment advice refers to PO-8821 (HC000005).", "unsupported"),
    bad("harbor", "wrong_pin", "Interest on late payments is 1.5% per month (HC000001).", "unsupported"),
    bad("harbor", "wrong_pin", "Section 7.3 sets interest on late payments (HC000001).", "unsupported"),
    bad("harbor", "wrong_pin", "The cabinets were installed in Salem, Oregon (HC000005).", "unsupported"),
    bad("harbor", "wrong_pin", "K. Smith signed for Harbor Cabinets (HC000004).", "unsupported"),
    # ---- harbor: uncited and found nowhere ------------------------------------------------------------------------
    bad("harbor", "uncited", "Northwind paid $20,000.00 on October 1, 2024.", "unsupported"),
    bad("harbor", "uncited", "Harbor Cabinets installed 40 cabinets.", "unsupported"),
    bad("harbor", "uncited", "The cabinets were ordered under PO-9999.", "unsupported"),
    bad("harbor", "uncited", "Northwind's board met on November 20, 2024.", "unsupported"),
    bad("harbor", "uncited", "Interest on late payments runs at 4% per month.", "unsupported"),
    # ---- harbor: true statements --------------------------------------------------------------------------------
    good("harbor", "paraphrase", "Unpaid amounts bear interest of 1.5 percent per month (HC000002)."),
    good("harbor", "paraphrase", "Interest runs at one and one-half percent a month on late payments (HC000002)."),
    good("harbor", "paraphrase", "Harbor Cabinets installed twelve cabinets at 410 Alder Street (HC000004)."),
    good("harbor", "paraphrase", "Buyer had five business days to inspect the installation (HC000002)."),
    good("harbor", "paraphrase", "The cabinets were ordered under purchase order PO 8821 (HC000001)."),
    good("harbor", "paraphrase", "Section 7.3 sets interest on late payments (HC000002)."),
    good("harbor", "paraphrase", "§ 7.3 provides for interest on unpaid amounts (HC000002)."),
    good("harbor", "paraphrase", "The Agreement is governed by Oregon law (HC000002)."),
    good("harbor", "paraphrase", "K. Smith signed the Agreement for Harbor Cabinets (HC000002)."),
    good("harbor", "paraphrase", "Kevin Smith received Ms. Moreno's e-mail about Invoice 4471 (HC000006)."),
    good("harbor", "paraphrase", "Northwind accepted the installation as complete on August 9, 2024 (HC000004)."),
    good("harbor", "paraphrase", "The balance due on Invoice No. 4471 was $27,000.00 (HC000003)."),
    good("harbor", "paraphrase", "After a partial payment of $10,000.00, $17,000.00 remained unpaid (HC000005)."),
    good("harbor", "paraphrase",
         "Ms. Moreno wrote that Northwind could not pay until its board met on October 15, 2024 (HC000006)."),
    good("harbor", "paraphrase", "The price was $36,000.00, with a $9,000.00 deposit due on signing (HC000001)."),
    good("harbor", "paraphrase", "All 12 cabinets were accepted (HC000004)."),
    good("harbor", "paraphrase", "Two of the cabinet doors were scratched in transit (HC000006)."),
    good("harbor", "uncited_found", "Northwind paid $10,000.00 on October 1, 2024.", "uncited"),
    good("harbor", "uncited_found", "The invoice was dated August 12, 2024.", "uncited"),
    good("harbor", "uncited_found", "Interest on late payments is 1.5% per month.", "uncited"),
    good("harbor", "uncited_found", "Two of the cabinet doors were scratched in transit.", "uncited"),
    good("harbor", "boilerplate", "I declare under penalty of perjury that the foregoing is true and correct.", None),
    good("harbor", "boilerplate", "Sworn to before me this 3rd day of December, 2024\nNotary Public", None),
    good("harbor", "boilerplate", "I am over eighteen years of age and competent to testify.", None),
    good("harbor", "boilerplate", "Dated: December 3, 2024\n/s/ K. Smith", None),
    good("harbor", "boilerplate",
         "HARBOR CABINETS LLC,\nPlaintiff,\nv.\nNORTHWIND PROPERTIES, INC.,\nDefendant.\n\nCase No. 24CV41187", None),
    good("harbor", "boilerplate", "Exhibit 1 – Purchase Agreement\nExhibit 2 – Invoice No. 4471", None),
    good("harbor", "law", "A buyer who accepts goods must pay at the contract rate. Or. Rev. Stat. § 72.6070.", None),
    good("harbor", "law",
         "Summary judgment is appropriate where there is no genuine dispute as to any material fact.", None),
    good("harbor", "law", "Northwind's excuse fails as a matter of law.", None),
    good("harbor", "law", "ARGUMENT\n\nThe scratches do not excuse payment.", None),
    # ---- smith (the sample matter, in SQLite) ------------------------------------------------------------------
    bad("smith", "polarity", "Acme never accepted the work ({demand}).", "contradicted",
        ("contradicted", "your team inspected and accepted")),
    bad("smith", "contradiction", "Acme paid Invoice No. 4471 in full in April 2024 ({demand}).", "contradicted",
        ("contradicted", "was due on April 2, 2024 and remains unpaid")),
    bad("smith", "contradiction", "Ms. Whitfield disputed the outstanding balance on invoice 4471 ({email}).",
        "contradicted", ("contradicted", "We acknowledge the outstanding balance of $12,500.00 on invoice 4471")),
    bad("smith", "percent", "Late payments bear interest at 3% per month ({agreement_2}).", "contradicted"),
    bad("smith", "quantity", "Each installment is due 45 days after the invoice ({agreement_2}).", "contradicted"),
    bad("smith", "identifier", "Invoice No. 4417 was due on April 2, 2024 ({invoice}).", "contradicted"),
    bad("smith", "place", "The premises are at 22 Harbor Street, Portland, Oregon ({agreement}).", "contradicted"),
    bad("smith", "name", "J. Ortiz received the materials on February 20, 2024 ({receipt}).", "contradicted"),
    bad("smith", "section", "Section 5 of the Agreement sets the completion date ({agreement_2}).", "unsupported"),
    bad("smith", "wrong_pin", "The invoice is dated March 3, 2024 ({demand}).", "unsupported"),
    bad("smith", "wrong_pin", "Ms. Whitfield promised to pay in full by May 31, 2024 ({invoice}).", "unsupported"),
    bad("smith", "wrong_pin", "Late payments bear interest at 1.5% per month ({agreement}).", "unsupported"),
    bad("smith", "uncited", "Acme paid $5,000.00 on May 15, 2024.", "unsupported"),
    bad("smith", "uncited", "Acme's inspector rejected 14 cabinets on March 9, 2024.", "unsupported"),
    good("smith", "paraphrase", "Late payments bear interest at 1.5 percent a month ({agreement_2})."),
    good("smith", "paraphrase", "Each installment is due thirty days after the invoice ({agreement_2})."),
    good("smith", "paraphrase", "Section 3 of the Agreement sets the payment terms ({agreement_2})."),
    good("smith", "paraphrase", "M. Ortiz received the materials on February 20, 2024 ({receipt})."),
    good("smith", "paraphrase", "Invoice No. 4471 for $12,500.00 was due on April 2, 2024 ({invoice})."),
    good("smith", "paraphrase", "Acme's team inspected and accepted the work on February 28, 2024 ({demand})."),
    good("smith", "paraphrase",
         "Ms. Whitfield acknowledged the $12,500.00 balance and promised payment in full by May 31, 2024 ({email})."),
    good("smith", "uncited_found", "The work was completed on February 28, 2024.", "uncited"),
    good("smith", "uncited_found", "The materials were delivered on February 20, 2024.", "uncited"),
    good("smith", "boilerplate", "I, Jordan Smith, being duly sworn, depose and say:", None),
    good("smith", "law", "Fed. R. Civ. P. 56 permits summary judgment on part of a claim.", None),
)


def fill(text: str, cites: dict[str, str]) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: cites[m.group(1)], text)


def _pdf(path: Path, pages: list[str]) -> None:
    with pymupdf.open() as doc:
        for text in pages:
            page = doc.new_page()
            page.insert_textbox(pymupdf.Rect(72, 72, 540, 770), text, fontsize=11, fontname="helv")
        doc.save(path)


def first_bates(store: MatterStore) -> dict[str, str]:
    index = StoreEvidenceIndex(store)
    first: dict[str, str] = {}
    prefix = sorted(index.bates_prefixes())[0]
    number = 1
    while (page := index.bates_page(f"{prefix}{number:06d}")) is not None:
        first.setdefault(page.document_name, page.bates or "")
        number += 1
    return first


@dataclass(frozen=True)
class Matters:
    root: Path
    cites: dict[str, dict[str, str]]  # matter -> {placeholder: Bates}

    def draft(self, case: Case) -> str:
        return fill(case.text, self.cites[case.matter])


def build_matters(root: Path) -> Matters:
    """Both matters in real SQLite stores under ``root``: the sample as the demo builds it (ingested, notes as
    attorney documents, Bates-stamped SMITH), harbor from its PDFs (HC000001-HC000006, authorities list)."""
    cites: dict[str, dict[str, str]] = {}
    with MatterStore.open(root, "smith", create=True) as store:
        write_sample_files(store.folder)
        outcomes = Ingestor(store).ingest(expand_paths(store, ["inbox"], ()))
        Ingestor(store).ingest(expand_paths(store, ["notes"], ()), origin="attorney")
        exhibits = [o.document_id for o in outcomes if o.status == "ingested" and o.document_id]
        produce(store, [DocumentSpec(d) for d in exhibits], prefix="SMITH", start=None, ocr_workers=1)
        cites["smith"] = exhibit_cites(first_bates(store))
    with MatterStore.open(root, "harbor", create=True) as store:
        documents: dict[str, list[str]] = {}
        names: dict[str, str] = {}
        for document_id, name, text in HARBOR_PAGES:
            documents.setdefault(document_id, []).append(text)
            names[document_id] = name
        paths = []
        for document_id, pages in documents.items():
            path = store.folder / "inbox" / names[document_id]
            _pdf(path, pages)
            paths.append(f"inbox/{names[document_id]}")
        (store.folder / "notes").mkdir(exist_ok=True)
        (store.folder / "notes" / "authorities.txt").write_text(
            "Or. Rev. Stat. § 72.6070\nFed. R. Civ. P. 56\nCelotex Corp. v. Catrett, 477 U.S. 317 (1986)\n",
            encoding="utf-8",
        )
        outcomes = Ingestor(store).ingest(expand_paths(store, paths, ()))
        Ingestor(store).ingest(expand_paths(store, ["notes/authorities.txt"], ()), origin="attorney")
        produce(store, [DocumentSpec(o.document_id) for o in outcomes], prefix="HC", start=None, ocr_workers=1)
        assert first_bates(store)["HC000004-certificate-of-acceptance.pdf"] == "HC000004"
        cites["harbor"] = {}
    return Matters(root, cites)
