"""The labelled verification set: a generated mini-matter and drafts whose every tricky claim is labelled.

The matter (Acme Widgets, Inc. v. Globex LLC) is made the way a real one is: each document is
written into a PDF with PyMuPDF and its text read back from the PDF (line wrapping, a word
hyphenated across a line break), the e-mail goes through ``server.documents.email``, and the
inspection report is a scan: rendered to an image and read by Tesseract. Pages are Bates-numbered
ACME000001-ACME000011; exhibits 1-4 and B map to documents.

Drafts mark claims inline: ``⟦ok date|March 4, 2024⟧`` (a true claim of that kind) or
``⟦bad quote=mismatch|"..."⟧`` (a fabricated one, with the status it must get). Unlabelled claims
are true by construction. A fabricated claim is *caught* when its finding blocks the draft; a
true claim is *falsely blocked* when its finding blocks. Keep the table growing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path

import pymupdf

from server.documents.email import parse_email_bytes
from server.documents.tesseract import ocr_pngs
from server.verify.evidence_index import EvidencePage, InMemoryEvidenceIndex
from server.verify.grounding import Finding, VerificationOutcome, verify_claims

PREFIX = "ACME"

SUPPLY_AGREEMENT = [
    """SUPPLY AGREEMENT

This Supply Agreement (the "Agreement") is made on January 15, 2024 between Acme Widgets, Inc., a New York \
corporation ("Seller"), and Globex LLC, a Delaware limited liability company ("Buyer").

1. Products. Seller shall supply and Buyer shall purchase five hundred (500) industrial pumps, model P-20, at a \
unit price of $25.00.

2. Delivery. Seller shall deliver the pumps to Buyer's warehouse in Newark, New Jersey no later than March 6, 2024.""",
    """3. Inspection. Buyer shall inspect the pumps within five (5) business days of delivery and shall give written \
notice of any nonconformity, stating the defects with particularity.

4. Payment. The Buyer shall pay the full invoice amount within thirty (30) days of delivery. Amounts not paid when \
due bear interest at one and one-half percent (1.5%) per month.

5. Warranty. Seller warrants that the pumps will be free from defects in materials and workmanship for twelve (12) \
months after delivery.""",
    """9. Governing Law. This Agreement shall be governed by the laws of the State of New York, without regard to its \
conflict-of-laws rules.

IN WITNESS WHEREOF, the parties have signed this Agreement on the date first written above.

ACME WIDGETS, INC.
By: Maria Chen, President

GLOBEX LLC
By: Robert Jones, Chief Executive Officer""",
]
INVOICE_1043 = """ACME WIDGETS, INC.
INVOICE No. 1043
Invoice date: 03/03/2024
Bill to: Globex LLC, 200 Harbor Road, Newark, NJ 07105

Item: Industrial pump, model P-20      Qty 500      Unit 25.00      Amount 12,500.00

Total due: $12,500.00
Payment due: April 2, 2024 (net 30 from delivery on March 3, 2024)"""
INVOICE_1044 = """ACME WIDGETS, INC.
INVOICE No. 1044
Invoice date: 2024-04-10
Bill to: Globex LLC

Item: Replacement inlet seal kit      Qty 350      Unit 25.00      Amount 8,750.00

Total due: $8,750.00"""
GLOBEX_LETTER = [
    """GLOBEX LLC
200 Harbor Road, Newark, NJ 07105

March 20, 2024

Ms. Maria Chen
Acme Widgets, Inc.

Re: Invoice No. 1043

Dear Ms. Chen:

We write about the pumps delivered on March 3, 2024. Our technicians found that forty (40) of the pumps leak at \
the inlet seal. Globex will withhold payment of $12,500 until the defects are cured and the defi-
ciencies are documented to our satisfaction.""",
    """We remain committed to resolving this matter amicably and propose a joint inspection on March 28, 2024.

Sincerely,

Robert Jones
Chief Executive Officer, Globex LLC""",
]
EMAIL_BODY = """Robert,

Our inspector tested every pump on March 4, 2024 and all 500 units passed. The report is attached. Please remit \
$12,500.00 by April 2, 2024 as Section 4 of the Agreement requires.

Regards,
Maria Chen
President, Acme Widgets, Inc."""
INSPECTION_REPORT = """ACME WIDGETS, INC. - QUALITY CONTROL
INSPECTION REPORT No. QC-2024-031

Date of inspection: March 4, 2024
Units inspected: 500 industrial pumps, model P-20

Result: All units passed pressure testing at 150 psi.
No leaks were observed at the inlet seal.

Inspector: Dana Whitfield"""
BANK_STATEMENT = """FIRST HARBOR BANK - ACCOUNT STATEMENT
Account: Acme Widgets, Inc. operating account
Statement period: May 1, 2024 to May 31, 2024

2024-05-15   Incoming wire from Globex LLC, ref. INV-1043 partial payment   USD 5,000.00
2024-05-31   Closing balance   USD 84,312.77"""
DEMAND_LETTER = """HARTWELL & PIKE LLP

June 3, 2024

Robert Jones
Globex LLC

Re: Demand for payment, Invoice No. 1043

Globex paid $5,000.00 on May 15, 2024 but has not paid the outstanding balance of $7,500.00. Unless the balance is \
paid by June 17, 2024, our client will commence an action for breach of the Supply Agreement.

Very truly yours,
Ellen Pike"""

AUTHORITIES = (
    'Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007) ("Factual allegations must be enough to raise a right to '
    'relief above the speculative level.")',
    "Ashcroft v. Iqbal, 556 U.S. 662 (2009)",
    "Celotex Corp. v. Catrett, 477 U.S. 317 (1986)",
    "N.Y. U.C.C. § 2-607",
    "Fed. R. Civ. P. 56",
    "CPLR 5001",
)
EXHIBITS = {"1": ["D01"], "2": ["D02"], "3": ["D04"], "4": ["D05"], "B": ["D06"]}


def _pdf_texts(path: Path, pages: list[str]) -> list[str]:
    """Write pages into a PDF (PyMuPDF wraps the lines) and read the text back from the PDF."""
    with pymupdf.open() as doc:
        for text in pages:
            page = doc.new_page()
            overflow = page.insert_textbox(pymupdf.Rect(72, 72, 540, 770), text, fontsize=11, fontname="helv")
            assert overflow >= 0, f"fixture page text does not fit: {text[:40]}"
        doc.save(path)
    with pymupdf.open(path) as doc:
        return [page.get_text() for page in doc]


def _scanned_texts(path: Path, pages: list[str], cache: Path) -> list[str]:
    """Render pages to images (a scan) and read them back with Tesseract."""
    pngs: list[bytes] = []
    with pymupdf.open() as doc:
        for text in pages:
            page = doc.new_page()
            page.insert_textbox(pymupdf.Rect(72, 72, 540, 770), text, fontsize=12, fontname="cour")
            pngs.append(page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY).tobytes("png"))
        doc.save(path)
    return [result.text for result in ocr_pngs(pngs, workers=1, dpi=200, cache_dir=cache)]


def _email_text() -> str:
    message = EmailMessage()
    message["From"] = "Maria Chen <mchen@acmewidgets.example>"
    message["To"] = "Robert Jones <rjones@globex.example>"
    message["Date"] = "Tue, 26 Mar 2024 10:15:00 -0400"
    message["Subject"] = "Re: Invoice No. 1043"
    message.set_content(EMAIL_BODY)
    return parse_email_bytes(message.as_bytes(), name="re-invoice-1043.eml").as_text()


@dataclass(frozen=True)
class Matter:
    index: InMemoryEvidenceIndex
    pages: dict[str, EvidencePage]  # by Bates id


def build_matter(folder: Path) -> Matter:
    """The Acme v. Globex mini-matter: 8 client documents, 11 Bates-stamped pages, one of them scanned."""
    folder.mkdir(parents=True, exist_ok=True)
    documents = [
        ("D01", "supply-agreement.pdf", _pdf_texts(folder / "supply-agreement.pdf", SUPPLY_AGREEMENT)),
        ("D02", "invoice-1043.pdf", _pdf_texts(folder / "invoice-1043.pdf", [INVOICE_1043])),
        ("D03", "invoice-1044.pdf", _pdf_texts(folder / "invoice-1044.pdf", [INVOICE_1044])),
        ("D04", "globex-letter-2024-03-20.pdf", _pdf_texts(folder / "globex-letter.pdf", GLOBEX_LETTER)),
        ("D05", "re-invoice-1043.eml", _pdf_texts(folder / "email.pdf", [_email_text()])),
        ("D06", "inspection-report-scan.pdf", _scanned_texts(folder / "scan.pdf", [INSPECTION_REPORT], folder / "ocr")),
        ("D07", "bank-statement-2024-05.pdf", _pdf_texts(folder / "bank.pdf", [BANK_STATEMENT])),
        ("D08", "demand-letter-2024-06-03.pdf", _pdf_texts(folder / "demand.pdf", [DEMAND_LETTER])),
    ]
    pages: dict[str, EvidencePage] = {}
    number = 1
    for document_id, name, texts in documents:
        for page_number, text in enumerate(texts, start=1):
            bates = f"{PREFIX}{number:06d}"
            pages[bates] = EvidencePage(document_id, name, page_number, bates, text, "PROD001")
            number += 1
    index = InMemoryEvidenceIndex(pages.values(), exhibits=EXHIBITS, authorities=AUTHORITIES)
    return Matter(index, pages)


# ---- the labelled drafts -------------------------------------------------------------------------

DRAFTS: dict[str, str] = {
    "statement-of-facts": """STATEMENT OF FACTS

On ⟦ok date|January 15, 2024⟧, Acme Widgets, Inc. and Globex LLC entered into a Supply Agreement for five hundred \
pumps at ⟦ok amount|$25.00⟧ each (⟦ok bates|ACME000001⟧). Section 4 provides that ⟦ok quote|"[t]he Buyer shall pay \
the full invoice amount within thirty (30) days of delivery."⟧ (ACME000002.) Acme delivered the pumps on or about \
⟦ok date|March 4, 2024⟧ and invoiced Globex ⟦ok amount|$12,500.00⟧ the same week (ACME000004; Ex. 2). Payment was \
due ⟦ok date|April 2, 2024⟧. See ACME000004.

On March 20, 2024, ⟦ok person|Robert Jones⟧ wrote that Globex ⟦ok quote|"will withhold payment of $12,500 until the \
defects are cured and the deficiencies are documented to our satisfaction."⟧ Ex. 3 at 1. Acme's inspector, ⟦ok \
person|Dana Whitfield⟧, had tested the pumps on March 4, 2024 and found that ⟦ok quote|"[a]ll units passed pressure \
testing at 150 psi."⟧ (⟦ok exhibit|Ex. B⟧.) Ms. Chen told Mr. Jones on ⟦ok date|March 26, 2024⟧ that Globex must \
remit $12,500.00 by April 2, 2024 (ACME000008).

Globex wired ⟦ok amount|USD 5,000.00⟧ on ⟦ok date|May 15, 2024⟧ (ACME000010), leaving a balance of ⟦ok \
amount|$7,500.00⟧ (ACME000011). The Agreement is governed by New York law (⟦ok exhibit|Ex. 1 at 3⟧). The documents \
are at ⟦ok bates|ACME000001-003⟧ and ⟦ok bates|ACME000006 - ACME000007⟧.""",
    "fabricated-facts": """On ⟦bad date=mismatch|January 16, 2024⟧, Acme Widgets, Inc. and Globex LLC signed the \
Supply Agreement (ACME000001). Acme invoiced Globex ⟦bad amount=mismatch|$12,050.00⟧ on March 3, 2024 (ACME000004). \
The invoice was dated ⟦bad date=mismatch|March 8, 2024⟧ (Ex. 2). Globex wired ⟦bad amount=mismatch|USD 15,000.00⟧ \
on May 15, 2024 (ACME000010). The signed inspection certificate is at ⟦bad bates=not_found|ACME000099⟧. Globex \
benchmarked the pumps on a test rig (⟦bad bates=not_found|RTX 3060⟧). Globex cancelled the order on ⟦bad \
date=not_found|June 30, 2024⟧. ⟦bad person=not_found|Mr. Thompson⟧ approved the invoice (ACME000004). Acme also lost \
⟦bad amount=not_found|$48,000⟧ in profits.

Section 4 provides that ⟦bad quote=mismatch|"the Buyer must pay the entire invoice amount within thirty (30) days of \
delivery"⟧ (ACME000002). Mr. Jones admitted that ⟦bad quote=mismatch|"all units passed pressure testing at 150 psi"⟧ \
(ACME000006). Globex promised ⟦bad quote=not_found|"to pay every invoice promptly and without objection"⟧ (Ex. 3). \
The pump model appears in ⟦bad exhibit=not_found|Ex. 9⟧ and ⟦bad exhibit=mismatch|Ex. 2 at 4⟧. The shipping records \
are at ⟦bad bates=mismatch|ACME000010-008⟧ and ⟦bad bates=not_found|ACME000009-015⟧.""",
    "legal-argument": """ARGUMENT

Summary judgment is appropriate where there is no genuine dispute as to any material fact. ⟦ok rule|Fed. R. Civ. P. \
56(a)⟧; ⟦ok case|Celotex Corp. v. Catrett, 477 U.S. 317, 322 (1986)⟧. A complaint must plead facts, and ⟦ok \
quote|"[f]actual allegations must be enough to raise a right to relief above the speculative level."⟧ ⟦ok case|Bell \
Atlantic Corp. v. Twombly, 550 U.S. 544, 555 (2007)⟧; see also ⟦ok case|Ashcroft v. Iqbal, 556 U.S. 662, 678 \
(2009)⟧. A buyer who accepts goods must notify the seller of any breach. ⟦ok statute|N.Y. U.C.C. § 2-607(3)(a)⟧. \
Interest runs at nine percent under ⟦ok rule|CPLR 5001⟧. As Twombly put it, the allegations must cross the line from \
conceivable to plausible. ⟦ok case|Twombly, 550 U.S. at 570⟧.

Courts in this Circuit agree. ⟦bad case=mismatch|Smith v. Jones, 512 F.4th 1201 (2d Cir. 2019)⟧; ⟦bad \
case=unverifiable|Henderson v. Globex Holdings, Inc., 123 F.3d 456, 460 (2d Cir. 1997)⟧; ⟦bad case=mismatch|Jones v. \
Acme Corp., 550 U.S. 544 (2007)⟧; ⟦bad case=mismatch|Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2009)⟧; ⟦bad \
case=mismatch|Doe v. Roe, 45 F.4th 100 (2d Cir. 2031)⟧; ⟦bad case=mismatch|Roe v. Doe, 1450 F.3d 12 (2d Cir. 2005)⟧. \
Sanctions are available under ⟦bad rule=mismatch|Fed. R. Civ. P. 93⟧ and ⟦bad statute=unverifiable|N.Y. Gen. Bus. \
Law § 899-z⟧. The Supreme Court held that ⟦bad quote=unverifiable|"a plaintiff need only allege a sheer possibility \
of liability"⟧. Iqbal, 556 U.S. at 678.""",
    "cite-forms": """The letter runs two pages (⟦ok bates|ACME000006-07⟧) and is signed on the second (⟦ok \
bates|ACME000006 at 2⟧). The invoice is also produced as ⟦ok bates|ACME 000004⟧ and the seal invoice as ⟦ok \
bates|Bates No. ACME000005⟧. The e-mail is ⟦ok exhibit|Exhibit 4⟧ and the report is ⟦ok exhibit|Exhibit B at 1⟧.

The first invoice is dated ⟦ok date|3/3/24⟧ (Ex. 2). The second, dated ⟦ok date|10 April 2024⟧, is for ⟦ok \
amount|8,750 dollars⟧ (ACME000005), that is ⟦ok amount|USD 8,750.00⟧ or ⟦ok amount|$8,750⟧ (ACME000005). The seal \
invoice bears the date ⟦ok date|2024-04-10⟧ (ACME000005). In ⟦ok date|March 2024⟧, Globex disputed the invoice \
(ACME000006). Seller agreed to ⟦ok quote|"supply . . . five hundred (500) industrial pumps"⟧ (ACME000001). The \
contract says: ⟦ok quote|“The Buyer shall pay the full invoice amount within thirty (30) days of delivery.”⟧ \
ACME000002. The pumps were delivered on or about ⟦ok date|March 5, 2024⟧ (ACME000006).

Acme's counsel sent a demand on ⟦ok date=grounded_elsewhere|June 3, 2024⟧. The wire of ⟦bad \
amount=mismatch|USD 5,000.00⟧ appears on the invoice (ACME000004). Section 4 reads ⟦ok \
quote=grounded_elsewhere|"The Buyer shall pay the full invoice amount within thirty (30) days of delivery."⟧""",
    "reply-brief": """PRELIMINARY STATEMENT

Globex admits that it received all ⟦ok quantity|500 pumps⟧ and never paid the ⟦ok amount|$7,500.00⟧ balance \
(ACME000009; ACME000011). Its \
only excuse is that ⟦ok quote|"forty (40) of the pumps leak at the inlet seal"⟧ (ACME000006), but the inspector \
found that ⟦ok quote|"[n]o leaks were observed at the inlet seal."⟧ (ACME000009.) The Agreement required \
⟦ok quote|"written notice of any nonconformity, stating the defects with particularity"⟧ (Ex. 1 at 2). Globex \
received the pumps on or about ⟦ok date|March 1, 2024⟧ (ACME000004) and proposed a joint inspection on \
⟦ok date|March 28, 2024⟧ (⟦ok bates|ACME000006-007⟧). Invoice 1043 lists a unit price of ⟦ok amount|$25.00⟧ \
(ACME000004). ⟦ok person|Ellen Pike⟧ demanded payment by ⟦ok date|June 17, 2024⟧ (ACME000011). The account's \
closing balance was ⟦ok amount|USD 84,312.77⟧ on ⟦ok date|May 31, 2024⟧ (ACME000010). In his \
⟦ok date|March 20, 2024⟧ letter, ⟦ok person|Mr. Jones⟧ proposed a joint inspection (ACME000007).

Globex's letter is dated ⟦bad date=mismatch|March 2, 2024⟧ (ACME000006). The seal invoice is dated \
⟦bad date=mismatch|10/4/2024⟧ (ACME000005). The Agreement was signed on ⟦bad date=mismatch|January 15, 2023⟧ \
(ACME000001). Invoice 1044 was for ⟦bad amount=mismatch|$8,570.00⟧ (ACME000005). Globex received the pumps on or \
about ⟦bad date=mismatch|March 10, 2024⟧ (ACME000004). Section 4 says ⟦bad quote=mismatch|"The Buyer shall \
promptly pay the full invoice amount within thirty (30) days of delivery."⟧ (ACME000002.) Ms. Chen wrote that \
⟦bad quote=mismatch|"we remain committed to resolving this matter amicably"⟧ (Ex. 4). Ms. Chen conceded that \
⟦bad quote=not_found|"the pumps were defective and unfit for use"⟧ (Ex. 4). Globex's own log (⟦bad \
bates=not_found|GLBX000012⟧) and ⟦bad bates=not_found|Bates No. ACME000012⟧ show nothing, nor does \
⟦bad exhibit=not_found|Ex. Q⟧. See ⟦bad case=unverifiable|Acme Pump Co. v. Delta Valve Corp., 88 A.D.3d 512 (1st \
Dep't 2011)⟧; ⟦bad statute=unverifiable|N.Y. U.C.C. § 2-725⟧.

Dated: September 9, 2024
New York, New York""",
    "bracketed-alterations": """Mr. Jones conceded that ⟦ok quote|"forty (40) of the pumps leak[ed] at the inlet \
seal"⟧ (Ex. 3 at 1). Section 4 is plain: ⟦ok quote|"[t]he Buyer shall pay the full invoice amount"⟧ (ACME000002). \
Globex now argues that ⟦bad quote=mismatch|"[t]he Buyer pay[s] the full invoice amount"⟧ when it chooses \
(ACME000002), but an alteration in brackets cannot hide a dropped word.""",
}

_MARK_RE = re.compile(r"⟦(?P<label>ok|bad) (?P<kind>[a-z]+)(?:=(?P<status>[a-z_]+))?\|(?P<text>.*?)⟧", re.S)


@dataclass(frozen=True)
class Label:
    draft: str
    truth: str  # "ok" | "bad"
    kind: str
    status: str | None  # the exact status required, if given
    start: int
    end: int
    text: str


def parse_labelled(name: str, marked: str) -> tuple[str, list[Label]]:
    """Strip the ⟦...⟧ marks; return the plain draft and the labels with spans into it."""
    out: list[str] = []
    labels: list[Label] = []
    last = 0
    length = 0
    for match in _MARK_RE.finditer(marked):
        before = marked[last : match.start()]
        out.append(before)
        length += len(before)
        text = match.group("text")
        end = length + len(text)
        labels.append(Label(name, match.group("label"), match.group("kind"), match.group("status"), length, end, text))
        out.append(text)
        length += len(text)
        last = match.end()
    out.append(marked[last:])
    return "".join(out), labels


@dataclass(frozen=True)
class Scored:
    label: Label | None  # None: an unlabelled (true) claim
    findings: tuple[Finding, ...]
    blocked: bool


@dataclass(frozen=True)
class Score:
    rows: list[Scored]
    outcomes: dict[str, VerificationOutcome]

    @property
    def fabricated(self) -> list[Scored]:
        return [r for r in self.rows if r.label and r.label.truth == "bad"]

    @property
    def true_claims(self) -> list[Scored]:
        return [r for r in self.rows if not r.label or r.label.truth == "ok"]

    @property
    def recall(self) -> float:
        return sum(r.blocked for r in self.fabricated) / max(1, len(self.fabricated))

    @property
    def false_block_rate(self) -> float:
        return sum(r.blocked for r in self.true_claims) / max(1, len(self.true_claims))

    def table(self) -> str:
        lines = ["| draft | label | kind | claim | status | reason |", "|---|---|---|---|---|---|"]
        for row in self.rows:
            for finding in row.findings:
                label = row.label.truth if row.label else "(true)"
                text = finding.claim.text.replace("\n", " ")[:50]
                draft = row.label.draft if row.label else "-"
                lines.append(
                    f"| {draft} | {label} | {finding.claim.kind} | {text} | {finding.status} | {finding.reason[:90]} |"
                )
        return "\n".join(lines)


def score_drafts(matter: Matter, drafts: dict[str, str] = DRAFTS) -> Score:
    """Verify every draft; pair findings with labels by span overlap (and kind)."""
    rows: list[Scored] = []
    outcomes: dict[str, VerificationOutcome] = {}
    for name, marked in drafts.items():
        draft, labels = parse_labelled(name, marked)
        outcome = verify_claims(draft, matter.index)
        outcomes[name] = outcome
        blocking = {id(f) for f in outcome.blocking}
        used: set[int] = set()
        for label in labels:
            matched = tuple(
                f
                for f in outcome.findings
                if f.claim.start < label.end and label.start < f.claim.end and f.claim.kind == label.kind
            )
            used.update(id(f) for f in matched)
            rows.append(Scored(label, matched, any(id(f) in blocking for f in matched)))
        for finding in outcome.findings:
            if id(finding) not in used:
                rows.append(Scored(None, (finding,), id(finding) in blocking))
    return Score(rows, outcomes)
