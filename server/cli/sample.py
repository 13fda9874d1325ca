"""The bundled sample matter: Smith Renovations v. Acme Holdings LLC (an unpaid invoice).

``write_sample_files(matter_folder)`` generates the client's files the way they arrive at a firm: a signed
agreement (text PDF, two pages), an invoice (text PDF), the client's copy of its demand letter (Word, the
letterhead in the page header), an e-mail from the other side's CFO admitting the debt with its payment schedule
attached as an Excel workbook (.eml: a family of two, the workbook produced natively behind a slip sheet), a
scanned delivery receipt (an image-only PDF that needs OCR), and the attorney's instructions and authorities list.
Every fact the demo's affidavit needs is in these files — and nothing else is.
"""

from __future__ import annotations

import io
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

import docx
import pymupdf
from openpyxl import Workbook

from server.matter.paths import matter_path
from server.settings import Settings

LETTER = (612, 792)

AGREEMENT_P1 = """RENOVATION AGREEMENT

This Renovation Agreement is made on January 15, 2024 between Smith Renovations, owned by
Jordan Smith ("Contractor"), and Acme Holdings LLC ("Owner"), for the renovation of the
commercial premises at 22 Harbor Street, Portland, Maine.

1. Scope. Contractor will renovate the ground-floor retail space as described in Schedule A.

2. Price. Owner will pay Contractor a total price of $48,000.00 in three installments:
   $18,000.00 on signing, $17,500.00 on delivery of materials, and $12,500.00 on completion."""

AGREEMENT_P2 = """3. Payment terms. Each installment is due thirty (30) days after Contractor's invoice.
Late payments bear interest at 1.5% per month.

4. Completion. Contractor will complete the work by March 1, 2024.

Signed:
Jordan Smith, Smith Renovations          Dana Whitfield, Chief Financial Officer, Acme Holdings LLC
January 15, 2024                          January 15, 2024"""

INVOICE = """SMITH RENOVATIONS
14 Dock Road, Portland, Maine

INVOICE No. 4471
Date: March 3, 2024
Bill to: Acme Holdings LLC, Attn: Dana Whitfield

Final installment on completion of renovation at 22 Harbor Street
(Renovation Agreement dated January 15, 2024, section 2)

Amount due: $12,500.00
Payment due: April 2, 2024"""

LETTERHEAD = "SMITH RENOVATIONS - 14 Dock Road, Portland, Maine"

DEMAND = """April 15, 2024

Dana Whitfield
Chief Financial Officer, Acme Holdings LLC

Re: Invoice No. 4471 - final installment

Dear Ms. Whitfield,

Invoice No. 4471 for $12,500.00 was due on April 2, 2024 and remains unpaid. The renovation at
22 Harbor Street was completed on February 28, 2024, and your team inspected and accepted the
work that day. Please pay the full amount within ten days.

Jordan Smith"""

EMAIL_BODY = """Jordan,

We acknowledge the outstanding balance of $12,500.00 on invoice 4471. Cash flow is tight this
quarter, but we will pay in full by May 31, 2024. The proposed schedule is attached.

Regards,
Dana Whitfield
Chief Financial Officer, Acme Holdings LLC
"""

SCHEDULE_TITLE = "Proposed payment schedule - invoice 4471"
SCHEDULE = [(datetime(2024, 5, 15), 6000.00), (datetime(2024, 5, 31), 6500.00)]
"""The instalments of the e-mail's attached workbook (date, amount in dollars); its last row is their total."""

RECEIPT = """DELIVERY RECEIPT
Harbor Building Supply
Delivered to: 22 Harbor Street
Date: February 20, 2024
Materials for Smith Renovations
Received by: M. Ortiz"""

INSTRUCTIONS = """Attorney instructions - Smith Renovations v. Acme Holdings LLC

Prepare an affidavit of Jordan Smith in support of a motion for summary judgment on the unpaid
final installment. It should establish: the Renovation Agreement and its price; completion of
the work; Invoice No. 4471 and its amount and due date; the demand letter; and Acme's written
admission of the debt. Cite every fact to its Bates number.
"""

AUTHORITIES = """Authorities list - Smith Renovations v. Acme Holdings LLC

Fed. R. Civ. P. 56
Celotex Corp. v. Catrett, 477 U.S. 317 (1986)
Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986)
"""


# A hand-written affidavit over the sample matter, as a careful associate would write it: every fact cited to
# the page that carries it. ``clean_affidavit`` fills in the Bates numbers of a production of the sample files.
CLEAN_AFFIDAVIT = """AFFIDAVIT OF JORDAN SMITH

I, Jordan Smith, being duly sworn, depose and say:

1. I own Smith Renovations and have personal knowledge of the facts stated in this affidavit.

2. On January 15, 2024, Smith Renovations and Acme Holdings LLC entered into a Renovation Agreement for the \
renovation of the commercial premises at 22 Harbor Street, Portland, Maine ({agreement}).

3. Acme agreed to pay a total price of $48,000.00 in three installments, the last of $12,500.00 on completion \
({agreement}).

4. Each installment is due thirty (30) days after the invoice, and late payments bear interest at 1.5% per month \
({agreement_2}).

5. Harbor Building Supply delivered the materials to 22 Harbor Street on February 20, 2024 ({receipt}).

6. The renovation was completed on February 28, 2024, and Acme's team inspected and accepted the work that day \
({demand}).

7. On March 3, 2024, I issued Invoice No. 4471 to Acme Holdings LLC for the final installment of $12,500.00, \
payable by April 2, 2024 ({invoice}).

8. On April 15, 2024, I wrote to Dana Whitfield, Acme's Chief Financial Officer, that Invoice No. 4471 for \
$12,500.00 remained unpaid ({demand}).

9. On May 2, 2024, Ms. Whitfield acknowledged the outstanding balance of $12,500.00 on invoice 4471 and wrote that \
Acme would pay in full by May 31, 2024 ({email}).

10. Acme proposed to pay $6,000.00 on May 15, 2024 and $6,500.00 on May 31, 2024 ({schedule}).

I declare under penalty of perjury that the foregoing is true and correct.

Dated: June 5, 2024
/s/ Jordan Smith
Jordan Smith
"""


def exhibit_cites(first_bates: dict[str, str]) -> dict[str, str]:
    """The Bates number of each sample file's pages in a production: ``first_bates`` maps each produced file's name
    (as ``bates_stamp`` reports it) to its first Bates number; keys: agreement, agreement_2, receipt, demand,
    invoice, email, schedule."""

    def bates(fragment: str, page: int = 1) -> str:
        name = next(n for n in first_bates if fragment in n)
        prefix = first_bates[name].rstrip("0123456789")
        digits = first_bates[name][len(prefix) :]
        return f"{prefix}{int(digits) + page - 1:0{len(digits)}d}"

    return {
        "agreement": bates("agreement"),
        "agreement_2": bates("agreement", 2),
        "receipt": bates("receipt"),
        "demand": bates("demand"),
        "invoice": bates("invoice"),
        "email": bates("email"),
        "schedule": bates("schedule"),
    }


def clean_affidavit(first_bates: dict[str, str]) -> str:
    """The hand-written affidavit, cited to a production of the sample files (see ``exhibit_cites``)."""
    return CLEAN_AFFIDAVIT.format(**exhibit_cites(first_bates))


def _text_pdf(path: Path, pages: list[str]) -> Path:
    doc = pymupdf.open()
    for text in pages:
        page = doc.new_page(width=LETTER[0], height=LETTER[1])
        page.insert_textbox(pymupdf.Rect(72, 72, LETTER[0] - 72, LETTER[1] - 72), text, fontsize=11, fontname="helv")
    doc.set_metadata({"title": path.stem, "creationDate": "D:20240415000000Z", "modDate": "D:20240415000000Z"})
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


def _scanned_pdf(path: Path, text: str) -> Path:
    """Render text to pixels and wrap the image in a PDF with no text layer (as a scanner would)."""
    source = pymupdf.open()
    page = source.new_page(width=LETTER[0], height=LETTER[1] / 2)
    page.insert_textbox(pymupdf.Rect(60, 50, LETTER[0] - 60, LETTER[1] / 2 - 30), text, fontsize=14, fontname="cour")
    pixmap = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
    scan = pymupdf.open()
    target = scan.new_page(width=page.rect.width, height=page.rect.height)
    target.insert_image(target.rect, stream=pixmap.tobytes("png"))
    scan.save(path, garbage=3, deflate=True, no_new_id=True)
    return path


def _word_letter(path: Path) -> Path:
    """The demand letter as the client's Word file: the letterhead in the page header, a paragraph per block (the
    address block keeps its line breaks, the body's wrapped lines are joined)."""
    document = docx.Document()
    document.sections[0].header.paragraphs[0].text = LETTERHEAD
    for block in DEMAND.split("\n\n"):
        wrapped = any(len(line) > 60 for line in block.split("\n"))  # prose wrapped at the page's width
        document.add_paragraph(block.replace("\n", " ") if wrapped else block)
    properties = document.core_properties
    properties.author, properties.title = "Jordan Smith", "Demand - Invoice 4471"
    properties.created = properties.modified = datetime(2024, 4, 15, 10, 0)
    document.save(str(path))
    return path


def _schedule_workbook() -> bytes:
    """The payment schedule as Acme's finance team would send it: dates and dollar amounts in cells, a total."""
    workbook = Workbook()
    sheet = workbook.active
    sheet.title = "Schedule"
    sheet.append([SCHEDULE_TITLE])
    sheet.append(["Due date", "Amount"])
    for when, amount in SCHEDULE:
        sheet.append([when, amount])
    sheet.append(["Total", sum(amount for _, amount in SCHEDULE)])
    for row in sheet.iter_rows(min_row=3, min_col=1, max_col=2):
        row[0].number_format = "mmmm d, yyyy"
        row[1].number_format = '"$"#,##0.00'
    workbook.properties.creator = "Dana Whitfield"
    workbook.properties.created = workbook.properties.modified = datetime(2024, 5, 2, 9, 0)
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def _email(path: Path) -> Path:
    message = EmailMessage()
    message["From"] = "Dana Whitfield <dwhitfield@acme-holdings.example>"
    message["To"] = "Jordan Smith <jordan@smith-renovations.example>"
    message["Date"] = format_datetime(datetime(2024, 5, 2, 9, 14, tzinfo=UTC))
    message["Subject"] = "RE: Invoice 4471"
    message["Message-ID"] = "<acme-4471-0502@acme-holdings.example>"
    message.set_content(EMAIL_BODY)
    message.add_attachment(
        _schedule_workbook(),
        maintype="application",
        subtype="vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        filename="payment-schedule.xlsx",
    )
    path.write_bytes(bytes(message))
    return path


def write_sample_files(matter_folder: Path) -> dict[str, list[Path]]:
    """Write the client's files to ``inbox/`` and the attorney's to ``notes/``; returns both lists in order."""
    folder = matter_folder / "inbox"
    folder.mkdir(parents=True, exist_ok=True)
    client = [
        _text_pdf(folder / "renovation-agreement.pdf", [AGREEMENT_P1, AGREEMENT_P2]),
        _text_pdf(folder / "invoice-4471.pdf", [INVOICE]),
        _word_letter(folder / "demand-letter-2024-04-15.docx"),
        _email(folder / "acme-email-2024-05-02.eml"),
        _scanned_pdf(folder / "delivery-receipt-scan.pdf", RECEIPT),
    ]
    notes = matter_folder / "notes"
    notes.mkdir(parents=True, exist_ok=True)
    (notes / "instructions.txt").write_text(INSTRUCTIONS, encoding="utf-8")
    (notes / "authorities.txt").write_text(AUTHORITIES, encoding="utf-8")
    return {"client": client, "attorney": [notes / "instructions.txt", notes / "authorities.txt"]}


def write_sample(settings: Settings, matter: str) -> int:
    """Write the sample matter's client files to inbox/ and the attorney's notes to notes/ (nothing ingested)."""
    folder = matter_path(settings.server.matters_dir, matter, create=True)
    if any((folder / "inbox").iterdir()):
        print(f"{folder / 'inbox'} is not empty; choose another matter name")
        return 1
    files = write_sample_files(folder)
    print(f"matter {matter!r}: {len(files['client'])} client files in {folder / 'inbox'}, "
          f"{len(files['attorney'])} attorney notes in {folder / 'notes'}")
    print(f'In Claude Code: /affidavit {matter} for Jordan Smith, establishing the unpaid invoice 4471')
    return 0
