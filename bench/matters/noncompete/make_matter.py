"""Write the Renfrew matter: Brightwater Fluid Systems, Inc. v. Tobias J. Renfrew and Kessling
Process Technologies LLC (S.D. Ohio). A fictional trade-secret and non-compete dispute.

    python make_matter.py OUTDIR      (needs pymupdf, openpyxl)

Client documents, in production order (Bates prefix NONCOMP; each PDF page is one Bates page and each
other file counts as one page):
  D1  offer letter (PDF, 1 p)                       D7  text-message export (.txt)
  D2  employment agreement (PDF, 3 pp)              D8  forensic examination report (PDF, 3 pp, table)
  D3  commission statement (.xlsx, two sheets)      D9  cease-and-desist letter (PDF, 2 pp)
  D4  e-mail forwarding the Q1 price matrix (.eml)  D10 Marlowe purchase order to Kessling (PDF, 1 p)
  D5  HR exit e-mail with attachment (.eml)         D11 deposition excerpt, cover + pp. 52-57 (PDF, 7 pp)
  D6  exit certification (PDF, scanned, image only)
plus authorities.txt, the lawyer's list of authorities.
"""
import datetime as dt
import io
import sys
from email.message import EmailMessage
from pathlib import Path

import openpyxl
import pymupdf
from openpyxl.styles import Font

FONT = "helv"

# ----------------------------------------------------------------------------------------------- D1
OFFER = [
    "BRIGHTWATER FLUID SYSTEMS, INC.\n2150 Sharon Creek Road\nCincinnati, Ohio 45241\n\n"
    "March 4, 2024\n\n"
    "Mr. Tobias J. Renfrew\n718 Tamarack Lane\nMason, Ohio 45040\n\n"
    "Re: Offer of Employment - Sales Engineer, Industrial Accounts\n\n"
    "Dear Toby:\n\n"
    "On behalf of Brightwater Fluid Systems, Inc. (\"Brightwater\"), I am pleased to offer you the position of "
    "Sales Engineer, Industrial Accounts, reporting to me. Your anticipated start date is March 25, 2024.\n\n"
    "Base salary. Your base salary will be $118,500.00 per year, paid bi-weekly.\n\n"
    "Commission. You will be eligible for commission of four and one-half percent (4.5%) of net invoiced sales "
    "on accounts assigned to you, paid quarterly under the 2024 Sales Compensation Plan.\n\n"
    "Signing bonus. You will receive a one-time signing bonus of $7,500.00 with your first regular paycheck. "
    "If you resign within twelve (12) months of your start date, you agree to repay the signing bonus in full.\n\n"
    "Territory. Your assigned territory will be southwest Ohio, northern Kentucky and eastern Indiana.\n\n"
    "Benefits. You will be eligible for Brightwater's medical and dental plans and its 401(k) plan, which "
    "matches contributions dollar-for-dollar up to 4% of base salary, and fifteen (15) days of paid time off.\n\n"
    "Conditions. This offer is contingent on your execution of Brightwater's Employee Confidentiality, "
    "Non-Competition and Non-Solicitation Agreement before your start date, and on a satisfactory "
    "background check. Your employment will be at will.\n\n"
    "Please sign and return this letter by March 11, 2024.\n\n"
    "Sincerely,\n/s/ Corinne Abernathy\nCorinne Abernathy\nVice President of Sales\n\n"
    "ACCEPTED: /s/ Tobias J. Renfrew          Date: March 6, 2024",
]

# ----------------------------------------------------------------------------------------------- D2
AGREEMENT = [
    "EMPLOYEE CONFIDENTIALITY, NON-COMPETITION AND NON-SOLICITATION AGREEMENT\n\n"
    "This Agreement is entered into as of March 22, 2024 (the \"Effective Date\") between Brightwater Fluid "
    "Systems, Inc., an Ohio corporation with its principal office at 2150 Sharon Creek Road, Cincinnati, "
    "Ohio 45241 (the \"Company\"), and Tobias J. Renfrew (\"Employee\").\n\n"
    "RECITALS\nThe Company designs, sells and services industrial filtration and fluid-handling systems. "
    "Employee will be employed as a Sales Engineer and will receive access to the Company's Confidential "
    "Information and customer relationships. In consideration of employment, the compensation described in "
    "the offer letter dated March 4, 2024, and access to Confidential Information, the parties agree as "
    "follows:\n\n"
    "1. Definitions.\n"
    "1.1 \"Confidential Information\" means non-public information of the Company, including customer lists "
    "and customer contact data, pricing matrices, discount schedules, margin floors, bid histories, service "
    "contract terms, product roadmaps and sales forecasts, in any form.\n"
    "1.2 \"Restricted Customer\" means any customer or active prospect of the Company with which Employee had "
    "material contact, or about which Employee received Confidential Information, during the twenty-four (24) "
    "months preceding the Separation Date.\n"
    "1.3 \"Separation Date\" means the last day of Employee's employment with the Company, for any reason.\n"
    "1.4 \"Competing Business\" means any person or entity engaged in the design, sale or servicing of "
    "industrial filtration or fluid-handling systems.\n\n"
    "2. Confidentiality. Employee shall not, during employment or at any time thereafter, use or disclose "
    "Confidential Information except as required to perform Employee's duties for the Company. Employee "
    "shall not transfer Confidential Information to any personal e-mail account, personal cloud storage "
    "account or removable storage device.\n\n"
    "3. Return of Property. Within two (2) business days after the Separation Date, Employee shall return all "
    "Company property, including laptops, mobile devices, documents and storage media, and shall permanently "
    "delete any Confidential Information remaining in Employee's possession after first disclosing its "
    "location to the Company.\n\n"
    "Employee initials: TJR                                                            Page 1 of 3",

    "4. Non-Competition. For a period of twelve (12) months after the Separation Date (the \"Restricted "
    "Period\"), Employee shall not, within the Territory, be employed by or provide sales, sales-engineering "
    "or business-development services to a Competing Business.\n"
    "4.1 \"Territory\" means the States of Ohio, Kentucky and Indiana, and any area within one hundred fifty "
    "(150) miles of the Company's office in Cincinnati, Ohio.\n"
    "4.2 The Restricted Period shall be extended by one day for each day Employee is in breach of this "
    "Section 4.\n\n"
    "5. Non-Solicitation of Customers. For a period of eighteen (18) months after the Separation Date, "
    "Employee shall not, directly or indirectly, solicit, call upon or accept business from any Restricted "
    "Customer for the purpose of selling products or services competitive with those of the Company.\n\n"
    "6. Non-Solicitation of Employees. For a period of eighteen (18) months after the Separation Date, "
    "Employee shall not solicit any employee of the Company to leave the Company's employ.\n\n"
    "7. Liquidated Damages. The parties agree that damages from a breach of Section 5 are difficult to "
    "measure. For each Restricted Customer solicited in breach of Section 5, Employee shall pay the Company, "
    "as liquidated damages and not as a penalty, the sum of $15,000.00, or forty percent (40%) of the gross "
    "revenue received by the Competing Business from that Restricted Customer during the Restricted Period, "
    "whichever is greater.\n\n"
    "8. Injunctive Relief. Employee agrees that a breach of Sections 2 through 6 would cause the Company "
    "irreparable harm, and that the Company may seek a temporary restraining order and preliminary "
    "injunction without posting a bond in excess of $5,000.00.\n\n"
    "9. Notice to New Employer. During the Restricted Period, Employee shall provide a copy of this Agreement "
    "to any prospective employer before accepting employment, and the Company may notify any such employer "
    "of Employee's obligations.\n\n"
    "Employee initials: TJR                                                            Page 2 of 3",

    "10. Governing Law; Venue. This Agreement is governed by the laws of the State of Ohio, without regard to "
    "its conflict-of-laws rules. Any action to enforce this Agreement shall be brought in the state or "
    "federal courts located in Hamilton County, Ohio, and Employee consents to personal jurisdiction there.\n\n"
    "11. Severability; Modification. If a court finds any restriction in this Agreement unreasonable, the "
    "court may modify the restriction to the extent necessary to make it enforceable.\n\n"
    "12. At-Will Employment. Nothing in this Agreement alters the at-will nature of Employee's employment.\n\n"
    "13. Entire Agreement. This Agreement, together with the offer letter dated March 4, 2024, is the entire "
    "agreement of the parties on its subject and may be amended only in a writing signed by both parties.\n\n"
    "IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.\n\n"
    "BRIGHTWATER FLUID SYSTEMS, INC.\nBy: /s/ Corinne Abernathy\nCorinne Abernathy, Vice President of Sales\n"
    "Date: March 22, 2024\n\n"
    "EMPLOYEE\n/s/ Tobias J. Renfrew\nTobias J. Renfrew\nDate: March 22, 2024\n\n\n"
    "Agreement No. BW-HR-2024-0386                                                Page 3 of 3",
]

# ----------------------------------------------------------------------------------------------- D3
CURRENCY = '"$"#,##0.00'
COMMISSIONS = [  # invoice, date, customer, net sale, rate, commission
    ("BW-INV-24-1187", dt.date(2024, 5, 14), "Marlowe Chemical Co.", 62400.00, 0.045, 2808.00),
    ("BW-INV-24-1342", dt.date(2024, 6, 27), "Ridgeline Brewing Company", 38950.00, 0.045, 1752.75),
    ("BW-INV-24-1529", dt.date(2024, 8, 9), "Tri-County Water Authority", 114200.00, 0.045, 5139.00),
    ("BW-INV-24-1611", dt.date(2024, 9, 3), "Ostrander Foods, Inc.", 27680.00, 0.045, 1245.60),
    ("BW-INV-24-1788", dt.date(2024, 10, 22), "Marlowe Chemical Co.", 91350.00, 0.045, 4110.75),
    ("BW-INV-24-1904", dt.date(2024, 11, 18), "Pell Creek Paper Mill", 45725.00, 0.045, 2057.63),
    ("BW-INV-24-2036", dt.date(2024, 12, 12), "Ridgeline Brewing Company", 53100.00, 0.045, 2389.50),
]
ACCOUNTS = [  # account, customer, city, state, 2024 revenue, last contact
    ("BW-A-10221", "Marlowe Chemical Co.", "Hamilton", "OH", 153750.00, dt.date(2025, 1, 7)),
    ("BW-A-10348", "Ridgeline Brewing Company", "Dayton", "OH", 92050.00, dt.date(2025, 1, 10)),
    ("BW-A-10412", "Tri-County Water Authority", "Lebanon", "OH", 114200.00, dt.date(2024, 12, 19)),
    ("BW-A-10577", "Ostrander Foods, Inc.", "Richmond", "IN", 27680.00, dt.date(2024, 11, 4)),
    ("BW-A-10603", "Pell Creek Paper Mill", "Maysville", "KY", 45725.00, dt.date(2025, 1, 6)),
]


def write_xlsx(path: Path) -> None:
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Commissions 2024"
    ws.append(["Brightwater Fluid Systems, Inc. - Sales Engineer Commission Statement, FY2024"])
    ws.append(["Employee: Tobias J. Renfrew (Emp. ID 40873)", None, "Plan: 2024 Sales Compensation Plan"])
    ws.append([])
    ws.append(["Invoice No.", "Invoice Date", "Customer", "Net Sale", "Rate", "Commission"])
    for c in ws[4]:
        c.font = Font(bold=True)
    for row in COMMISSIONS:
        ws.append(list(row))
        r = ws.max_row
        ws.cell(r, 2).number_format = "mm/dd/yyyy"
        ws.cell(r, 4).number_format = CURRENCY
        ws.cell(r, 5).number_format = "0.0%"
        ws.cell(r, 6).number_format = CURRENCY
    ws.append(["TOTAL", None, None, round(sum(r[3] for r in COMMISSIONS), 2), None,
               round(sum(r[5] for r in COMMISSIONS), 2)])
    r = ws.max_row
    ws.cell(r, 4).number_format = CURRENCY
    ws.cell(r, 6).number_format = CURRENCY
    for col, w in zip("ABCDEF", (18, 13, 28, 14, 8, 13)):
        ws.column_dimensions[col].width = w

    ws2 = wb.create_sheet("Restricted Customers")
    ws2.append(["Accounts assigned to T. Renfrew, 24 months preceding Separation Date (01/17/2025)"])
    ws2.append([])
    ws2.append(["Account No.", "Customer", "City", "State", "2024 Revenue", "Last Renfrew Contact"])
    for c in ws2[3]:
        c.font = Font(bold=True)
    for row in ACCOUNTS:
        ws2.append(list(row))
        r = ws2.max_row
        ws2.cell(r, 5).number_format = CURRENCY
        ws2.cell(r, 6).number_format = "mm/dd/yyyy"
    for col, w in zip("ABCDEF", (14, 28, 12, 7, 15, 20)):
        ws2.column_dimensions[col].width = w
    wb.save(path)


def fmt_cell(cell) -> str:
    """Render a cell as the spreadsheet displays it (used by check.py)."""
    v = cell.value
    if v is None:
        return ""
    if isinstance(v, (dt.datetime, dt.date)):
        return v.strftime("%m/%d/%Y")
    if isinstance(v, (int, float)):
        f = cell.number_format or ""
        if "$" in f:
            return f"${v:,.2f}"
        if "%" in f:
            return f"{v * 100:.1f}%"
        return str(v)
    return str(v)


def xlsx_text(path: Path) -> str:
    wb = openpyxl.load_workbook(path)
    out = []
    for ws in wb.worksheets:
        out.append(f"Sheet: {ws.title}")
        for row in ws.iter_rows():
            cells = [fmt_cell(c) for c in row]
            if any(cells):
                out.append(" | ".join(cells))
    return "\n".join(out)


# ----------------------------------------------------------------------------------------------- D4, D5
FWD_BODY = """fyi

---------- Forwarded message ---------
From: Corinne Abernathy <cabernathy@brightwaterfluid.com>
Date: Mon, Jan 6, 2025 at 8:15 AM
Subject: Q1 2025 Price Matrix and Margin Floors - INTERNAL ONLY
To: Industrial Sales Team <industrial-sales@brightwaterfluid.com>

Team,

Attached is the Q1 2025 price matrix (Pricing_Matrix_Q1_2025.xlsx).
Effective January 13, 2025, list prices on the BX-400 and BX-600 skid
lines increase 3.5%. Margin floors are unchanged at 22% for standard
builds and 18% for strategic accounts. Do not quote below floor without
my written approval.

This file is Confidential Information. Do not forward it outside
Brightwater.

Corinne

Corinne Abernathy
Vice President of Sales
Brightwater Fluid Systems, Inc.
"""

EXIT_BODY = """Toby,

This confirms your exit meeting today, January 17, 2025, at 2:30 PM in
Conference Room 2B. Please bring your Company laptop (asset tag
BW-IT-02217), your Company iPhone, your badge, and any Company documents
or storage devices.

As a reminder, your Employee Confidentiality, Non-Competition and
Non-Solicitation Agreement remains in effect after today. Section 4
restricts work for a Competing Business for twelve (12) months, and
Section 5 restricts customer solicitation for eighteen (18) months. A
copy of your signed Agreement is attached for your reference.

At the meeting you will be asked to sign the Employee Exit Certification.

Thank you,

Priya Venkataraman
Director of Human Resources
Brightwater Fluid Systems, Inc.
"""


def small_xlsx_bytes() -> bytes:
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Q1 2025"
    ws.append(["Model", "List Price", "Floor (std)", "Floor (strategic)"])
    ws.append(["BX-400", 64900.00, 0.22, 0.18])
    ws.append(["BX-600", 79400.00, 0.22, 0.18])
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def small_pdf_bytes() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_textbox(pymupdf.Rect(72, 72, 540, 720), "Agreement No. BW-HR-2024-0386 (copy)", fontsize=11,
                        fontname=FONT)
    return doc.tobytes()


def write_emails(out: Path) -> None:
    m = EmailMessage()
    m["From"] = "Tobias Renfrew <trenfrew@brightwaterfluid.com>"
    m["To"] = "tjrenfrew77@gmail.com"
    m["Date"] = "Thu, 09 Jan 2025 21:52:08 -0500"
    m["Subject"] = "Fwd: Q1 2025 Price Matrix and Margin Floors - INTERNAL ONLY"
    m["Message-ID"] = "<CAB7x2.0109.2152@brightwaterfluid.com>"
    m.set_content(FWD_BODY, cte="7bit")
    m.add_attachment(small_xlsx_bytes(), maintype="application",
                     subtype="vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                     filename="Pricing_Matrix_Q1_2025.xlsx")
    (out / "D4_email_fwd_price_matrix.eml").write_bytes(bytes(m))

    m = EmailMessage()
    m["From"] = "Priya Venkataraman <pvenkataraman@brightwaterfluid.com>"
    m["To"] = "Tobias Renfrew <trenfrew@brightwaterfluid.com>"
    m["Cc"] = "Corinne Abernathy <cabernathy@brightwaterfluid.com>"
    m["Date"] = "Fri, 17 Jan 2025 10:04:31 -0500"
    m["Subject"] = "Exit meeting today at 2:30 PM - return of Company property"
    m["Message-ID"] = "<HR.0117.1004@brightwaterfluid.com>"
    m.set_content(EXIT_BODY, cte="7bit")
    m.add_attachment(small_pdf_bytes(), maintype="application", subtype="pdf",
                     filename="Renfrew_Agreement_BW-HR-2024-0386.pdf")
    (out / "D5_email_exit_meeting.eml").write_bytes(bytes(m))


# ----------------------------------------------------------------------------------------------- D6 (scan)
EXIT_CERT = [
    "BRIGHTWATER FLUID SYSTEMS, INC.\nEMPLOYEE EXIT CERTIFICATION\nForm BW-HR-114 (Rev. 06/2023)\n\n"
    "Employee: Tobias J. Renfrew                 Employee ID: 40873\n"
    "Position: Sales Engineer, Industrial Accounts\n"
    "Separation Date: January 17, 2025\nReason: Voluntary resignation\n\n"
    "I certify that:\n\n"
    "1. I have returned all Company property, including:\n"
    "   [X] Laptop (asset tag BW-IT-02217)   [X] iPhone   [X] Badge   [ ] Other\n\n"
    "2. I have not retained any Confidential Information in paper or electronic form, including on any "
    "personal device, personal e-mail account or cloud storage account.\n"
    "   [X] Yes   [ ] No\n\n"
    "3. I have not copied Company files to any USB drive or other removable media in the past 90 days.\n"
    "   [X] Yes   [ ] No\n\n"
    "4. I have received a copy of my Employee Confidentiality, Non-Competition and Non-Solicitation "
    "Agreement and understand my continuing obligations under it.\n\n"
    "5. My new employer is: Not yet decided\n\n\n"
    "Employee signature: /s/ T. Renfrew        Date: 01/17/2025        Time: 2:52 PM\n\n"
    "Witness: /s/ Priya Venkataraman, Director of Human Resources",
]

# ----------------------------------------------------------------------------------------------- D7
TEXTS = """MESSAGE EXPORT
Source device: Apple iPhone 14 (personal), serial F2LXK9QWPN
Owner: Tobias J. Renfrew, +1 (513) 555-0148
Thread with: Gavin Thorsby (Kessling), +1 (859) 555-0193
Produced by Defendant Renfrew on March 7, 2025 under the Order of February 27, 2025
Times are Eastern (UTC-05:00)

2024-12-16 18:22  Thorsby: Good talking today. Offer letter coming this week. Base 132 plus 6% on everything you bring over.
2024-12-16 18:40  Renfrew: Appreciate it. I need to be careful with my noncompete.
2024-12-16 18:43  Thorsby: Our lawyers say Ohio judges trim those. Don't worry about it.
2025-01-06 20:41  Thorsby: Once you're in, Marlowe and Ridgeline are the first two calls.
2025-01-06 20:58  Renfrew: Marlowe is re-bidding the Hamilton plant skids in Feb. I know their number.
2025-01-10 07:05  Renfrew: Signed the offer. Got the price book and the account list. All of it.
2025-01-10 07:09  Thorsby: Perfect. Keep it off the Kessling laptop until after your start date.
2025-01-13 12:17  Renfrew: Gave notice this morning. Last day Friday.
2025-01-27 08:02  Thorsby: Welcome aboard. Laptop is at the front desk.
2025-02-04 16:35  Renfrew: Marlowe wants a quote by Friday. I can beat Brightwater by 3% and still clear floor.
2025-02-11 14:50  Renfrew: Marlowe PO just came in. $186,400.

[End of export - 11 messages]
"""

# ----------------------------------------------------------------------------------------------- D8
EVENTS = [  # no, date, time, event, destination, files, MB
    (1, "2025-01-08", "21:14", "USB copy", "SanDisk Ultra Fit (SN ...2093)", 212, 486.3),
    (2, "2025-01-09", "22:47", "Cloud upload", "Dropbox (tjrenfrew77@gmail.com)", 37, 118.6),
    (3, "2025-01-10", "06:52", "USB copy", "SanDisk Ultra Fit (SN ...2093)", 14, 9.8),
    (4, "2025-01-12", "19:03", "Cloud upload", "Dropbox (tjrenfrew77@gmail.com)", 61, 204.1),
    (5, "2025-01-14", "23:38", "USB copy", "SanDisk Ultra Fit (SN ...2093)", 8, 2.4),
    (6, "2025-01-15", "05:56", "USB copy", "SanDisk Ultra Fit (SN ...2093)", 126, 341.7),
    (7, "2025-01-16", "17:21", "Cloud upload", "Dropbox (tjrenfrew77@gmail.com)", 3, 0.9),
]

REPORT_P1 = (
    "LOCKFIELD DIGITAL FORENSICS LLC\n88 East Broad Street, Suite 1410, Columbus, Ohio 43215\n\n"
    "FORENSIC EXAMINATION REPORT\n\n"
    "Lab Case No.: LDF-25-0117\n"
    "Client: Pemberton Hale LLP, counsel for Brightwater Fluid Systems, Inc.\n"
    "Examiner: Rafael Quintero, CFCE, EnCE\n"
    "Report date: February 20, 2025\n\n"
    "1. Assignment\n"
    "On February 3, 2025, Lockfield received from Brightwater one Dell Latitude 7440 laptop, serial number "
    "8HX4QZ3, Brightwater asset tag BW-IT-02217, assigned to Tobias J. Renfrew until January 17, 2025. The "
    "laptop arrived in a sealed evidence bag, seal no. 0047731, and was logged under chain-of-custody form "
    "COC-0117-01.\n\n"
    "2. Acquisition\n"
    "On February 4, 2025, I created a forensic image of the laptop's 512 GB NVMe drive using a hardware write "
    "blocker. The image verified against a SHA-256 hash ending 9f3e41c2. All analysis was performed on a "
    "working copy of the image.\n\n"
    "3. Sources Examined\n"
    "Windows event logs; the USBSTOR and MountedDevices registry keys; Windows shell link (LNK) files and "
    "jump lists; the Dropbox desktop client's sync database; and the Google Chrome browser history.\n\n"
    "4. Summary of Findings\n"
    "(a) A SanDisk Ultra Fit USB device, serial number 4C530001150721112093, was connected to the laptop on "
    "four occasions between January 8 and January 15, 2025.\n"
    "(b) The Dropbox desktop client on the laptop was signed in to a personal account registered to "
    "tjrenfrew77@gmail.com, not to a Brightwater account.\n"
    "(c) Files copied or uploaded included Customer_Master_2024.xlsx, Pricing_Matrix_Q1_2025.xlsx and "
    "Margin_Floor_Guide_2025.pdf.\n"
    "(d) Each transfer event is listed in Table 1.\n\n"
    "LDF-25-0117                                                                        Page 1 of 3"
)
REPORT_P2_NOTES = (
    "Notes to Table 1:\n"
    "(1) Times are Eastern Standard Time (UTC-05:00), taken from the Windows event logs and the Dropbox sync "
    "database.\n"
    "(2) Sizes are logical file sizes in megabytes, rounded to one decimal place.\n"
    "(3) Customer_Master_2024.xlsx appears in events 1 and 4; Pricing_Matrix_Q1_2025.xlsx appears in events "
    "2 and 6; Margin_Floor_Guide_2025.pdf appears in event 7.\n"
    "(4) Event 6 included the folder Accounts\\Marlowe_Chemical.\n\n\n"
    "LDF-25-0117                                                                        Page 2 of 3"
)
REPORT_P3 = (
    "5. Deletion Activity\n"
    "On January 16, 2025 at 17:44, about 23 minutes after the last Dropbox upload, the Windows user account "
    "\"trenfrew\" ran CCleaner version 6.29. The program cleared the Google Chrome browsing history for the "
    "prior 30 days and emptied the Recycle Bin. I recovered partial Chrome history from unallocated space. "
    "Recovered entries show visits to dropbox.com/home on January 9, 12 and 16, 2025.\n\n"
    "6. Removable Device\n"
    "The SanDisk Ultra Fit device (serial number 4C530001150721112093) was not among the items returned to "
    "Brightwater on January 17, 2025, and has not been produced to me as of the date of this report.\n\n"
    "7. Limitations\n"
    "Kessling devices were not made available for examination, and I express no opinion on whether any "
    "Brightwater file was opened on a Kessling device. My findings may be supplemented if additional "
    "devices or accounts are produced.\n\n"
    "8. Conclusions\n"
    "Based on the foregoing, it is my opinion, to a reasonable degree of professional certainty, that between "
    "January 8 and January 16, 2025 the user of the laptop copied Brightwater files to the SanDisk device on "
    "four occasions and uploaded Brightwater files to a personal Dropbox account on three occasions.\n\n"
    "9. Compensation\n"
    "Lockfield is compensated at $325.00 per hour for my time. My compensation does not depend on the "
    "outcome of this matter.\n\n"
    "/s/ Rafael Quintero\nRafael Quintero, CFCE, EnCE\nSenior Forensic Examiner\nFebruary 20, 2025\n\n\n"
    "LDF-25-0117                                                                        Page 3 of 3"
)

# ----------------------------------------------------------------------------------------------- D9
LETTER = [
    "PEMBERTON HALE LLP\n600 Vine Street, Suite 1900\nCincinnati, Ohio 45202\n(513) 555-0100\n\n"
    "Lydia Okonkwo, Partner\nlokonkwo@pembertonhale.com\n\n"
    "January 31, 2025\n\nVIA FEDEX AND E-MAIL\n\n"
    "Mr. Tobias J. Renfrew\n718 Tamarack Lane\nMason, Ohio 45040\n\n"
    "Kessling Process Technologies LLC\nAttn: Helen Draper, General Counsel\n7400 Turfway Road\n"
    "Florence, Kentucky 41042\n\n"
    "Re: Brightwater Fluid Systems, Inc. - Breach of Restrictive Covenants and Misappropriation of "
    "Confidential Information\n\n"
    "Dear Mr. Renfrew and Ms. Draper:\n\n"
    "This firm represents Brightwater Fluid Systems, Inc. (\"Brightwater\"). Mr. Renfrew's employment with "
    "Brightwater ended on January 17, 2025. We understand that on January 27, 2025 he began working for "
    "Kessling Process Technologies LLC (\"Kessling\") as a Regional Sales Engineer, based in Kessling's "
    "Florence, Kentucky office.\n\n"
    "Kessling is a Competing Business under Section 1.4 of Mr. Renfrew's Employee Confidentiality, "
    "Non-Competition and Non-Solicitation Agreement dated March 22, 2024 (the \"Agreement\"), and Florence, "
    "Kentucky is within the Territory defined in Section 4.1. Mr. Renfrew's employment with Kessling "
    "therefore violates Section 4 of the Agreement.\n\n"
    "Brightwater's forensic review also shows that, in the days before he resigned, Mr. Renfrew copied "
    "Brightwater files to a SanDisk Ultra Fit USB device and uploaded Brightwater files to a personal Dropbox "
    "account.\n\n"
    "Brightwater demands that:\n\n"
    "1. By 5:00 p.m. Eastern Time on February 7, 2025, Mr. Renfrew return to this office all Brightwater "
    "information in his possession, including the SanDisk Ultra Fit device, serial number "
    "4C530001150721112093, without deleting or altering anything on it;",

    "Mr. Tobias J. Renfrew / Kessling Process Technologies LLC\nJanuary 31, 2025\nPage 2\n\n"
    "2. Mr. Renfrew immediately stop contacting any Restricted Customer, including Marlowe Chemical Co. and "
    "Ridgeline Brewing Company;\n\n"
    "3. Mr. Renfrew and Kessling preserve all documents and data relating to Brightwater, including the "
    "contents of the Dropbox account registered to tjrenfrew77@gmail.com and all text messages between "
    "Mr. Renfrew and Kessling personnel since December 1, 2024; and\n\n"
    "4. By February 7, 2025, Kessling confirm in writing that it will not permit Mr. Renfrew to provide "
    "services within the Territory during the Restricted Period, which ends no earlier than January 17, 2026.\n\n"
    "Separately, because Mr. Renfrew resigned within twelve (12) months of his March 25, 2024 start date, he "
    "owes Brightwater repayment of his $7,500.00 signing bonus under the offer letter dated March 4, 2024.\n\n"
    "If we do not receive satisfactory written responses by the deadline above, Brightwater intends to file "
    "suit and to seek a temporary restraining order and preliminary injunction without further notice.\n\n"
    "Nothing in this letter waives any of Brightwater's rights or remedies, all of which are expressly "
    "reserved.\n\n"
    "Very truly yours,\n\n/s/ Lydia Okonkwo\nLydia Okonkwo\n\n"
    "cc: Corinne Abernathy, Vice President of Sales, Brightwater Fluid Systems, Inc.",
]

# ----------------------------------------------------------------------------------------------- D10
PO_HEAD = (
    "MARLOWE CHEMICAL CO.\n1200 Riverfront Drive, Hamilton, Ohio 45011\n\n"
    "PURCHASE ORDER\n\n"
    "PO No.: MC-25-00318                         PO Date: February 11, 2025\n"
    "Vendor: Kessling Process Technologies LLC, 7400 Turfway Road, Florence, KY 41042\n"
    "Vendor Quote Ref.: KPT-Q-25-0291 dated February 7, 2025\n"
    "Vendor Sales Contact: Toby Renfrew\n"
    "Ship To: Marlowe Chemical Co. - Hamilton Plant, Building 4 Receiving\n"
    "Terms: Net 45; FOB Destination\n"
    "Requested Delivery: April 21, 2025\n"
    "This PO supersedes RFQ MC-RFQ-2501 issued January 20, 2025."
)
PO_LINES = [
    ("1", "KPT-FS-480", "Duplex bag filtration skid, 480 gpm, 316SS", "2", "$71,850.00", "$143,700.00"),
    ("2", "KPT-CTRL-2", "PLC control package with HMI", "2", "$14,600.00", "$29,200.00"),
    ("3", "SVC-COMM", "Start-up and commissioning", "1", "$13,500.00", "$13,500.00"),
]
PO_FOOT = (
    "ORDER TOTAL: $186,400.00\n\n"
    "Authorized by: /s/ Denise Farrow, Procurement Manager\n\n"
    "Vendor must reference PO No. MC-25-00318 on all invoices and packing lists."
)

# ----------------------------------------------------------------------------------------------- D11
DEPO_COVER = (
    "UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF OHIO\nWESTERN DIVISION\n\n"
    "BRIGHTWATER FLUID SYSTEMS, INC.,\n        Plaintiff,\n    v.                              "
    "Case No. 1:25-cv-00208\n"
    "TOBIAS J. RENFREW and KESSLING PROCESS\nTECHNOLOGIES LLC,\n        Defendants.\n\n\n"
    "VIDEOTAPED DEPOSITION OF TOBIAS J. RENFREW\n(EXCERPT: PAGES 52 THROUGH 57)\n\n"
    "Date: March 20, 2025\nTime: 9:34 a.m.\n"
    "Location: Pemberton Hale LLP, 600 Vine Street, Suite 1900, Cincinnati, Ohio 45202\n"
    "Reported by: Janelle Ruiz-Whitford, RPR, Notary Public, State of Ohio\n\n"
    "APPEARANCES:\n"
    "For Plaintiff: Lydia Okonkwo, Esq., Pemberton Hale LLP\n"
    "For Defendant Renfrew: Martin Albescu, Esq., Albescu & Reyes LLP\n"
    "For Defendant Kessling: Helen Draper, Esq., General Counsel\n\n"
    "Ruiz-Whitford Reporting, LLC - (513) 555-0170"
)
DEPO = {
    52: [
        "that was my laptop from Brightwater, yes.",
        "Q. The Dell Latitude?",
        "A. Yes, the Dell.",
        "Q. And you used it until your last day?",
        "A. Until the Friday, January 17th.",
        "Q. Let me show you what has been marked as",
        "Exhibit 8. Do you recognize it?",
        "A. It's the forensic report. I've seen it.",
        "Q. Table 1 lists a SanDisk Ultra Fit USB drive.",
        "Is that your drive?",
        "A. It's a drive I owned, yes.",
        "Q. Where is that drive today?",
        "A. I don't know. I think I lost it in the move.",
        "Q. When did you last see it?",
        "A. Sometime in late January. I'm not sure.",
        "Q. You didn't give it back to Brightwater on",
        "January 17th?",
        "A. No. It was mine, not theirs.",
        "Q. On the evening of January 8th, you copied 212",
        "files to that drive, correct?",
        "MR. ALBESCU: Objection. Form.",
        "A. I copied some files. I don't know the number.",
        "Q. Do you have any reason to dispute the",
        "number in Table 1?",
        "A. No, I have no reason to dispute it.",
    ],
    53: [
        "Q. What were you copying?",
        "A. Personal stuff mostly. My expense reports,",
        "photos from trade shows, my own contact list.",
        "Q. Did the files include Customer_Master_2024?",
        "A. It may have. It was in the same folder.",
        "Q. You knew that file was the customer list?",
        "A. I knew what it was. I built half of it.",
        "Q. Did anyone at Brightwater authorize you to",
        "copy it to a personal drive?",
        "A. No one told me I couldn't.",
        "Q. That's not my question. Did anyone",
        "authorize it?",
        "A. No. Nobody authorized it.",
        "Q. Let's turn to the Dropbox account. Is",
        "tjrenfrew77@gmail.com your personal address?",
        "A. Yes.",
        "Q. And you uploaded Brightwater files to the",
        "Dropbox account tied to that address?",
        "A. I used Dropbox to back things up. I did",
        "that at every job I've had.",
        "Q. On January 9th you forwarded Ms. Abernathy's",
        "Q1 price matrix e-mail to that same Gmail",
        "address. Why?",
        "A. So I could look at it on my phone over the",
        "weekend. That's all it was.",
    ],
    54: [
        "Q. January 9th was a Thursday, Mr. Renfrew.",
        "A. Then I wanted it for the next few days.",
        "Q. By January 9th you had already been",
        "talking to Kessling about a job?",
        "A. I'd had conversations with Gavin Thorsby.",
        "Q. When did you accept Kessling's offer?",
        "A. I signed it on January 10th.",
        "Q. Before you gave notice to Brightwater?",
        "A. Yes. I gave notice on the 13th, a Monday.",
        "Q. Look at the text message export, Exhibit",
        "7. At 7:05 a.m. on January 10th you wrote,",
        "\"Got the price book and the account list.",
        "All of it.\" What is \"the price book\"?",
        "A. That's what people call the price matrix.",
        "Q. Brightwater's price matrix?",
        "A. Yes.",
        "Q. And \"the account list\" was the customer",
        "master file?",
        "A. I was talking loosely. I was excited",
        "about the new job.",
        "Q. Thirteen minutes before that text, at 6:52",
        "a.m., you copied 14 more files to the",
        "SanDisk drive. Do you see that in Table 1?",
        "A. I see it.",
        "Q. Were those the price matrix files?",
    ],
    55: [
        "A. I don't remember what those 14 files were.",
        "Q. At your exit meeting you signed an exit",
        "certification, correct?",
        "A. Yes, Priya had me sign it.",
        "Q. You checked \"Yes\" next to the statement",
        "that you had not retained any Confidential",
        "Information, correct?",
        "A. I did.",
        "Q. Was that statement true when you signed it?",
        "A. At the time I believed it was true. I",
        "didn't think of the personal backups as",
        "company information.",
        "Q. Even the customer master file?",
        "A. I didn't think about it that day.",
        "Q. On that form, you wrote that your new",
        "employer was \"not yet decided.\" You had",
        "signed with Kessling a week earlier.",
        "A. I didn't want a scene on my last day.",
        "Q. So the answer on the form was not true?",
        "MR. ALBESCU: Objection. Argumentative.",
        "A. It wasn't accurate. I'll give you that.",
        "Q. Did you run CCleaner on the laptop on",
        "January 16th?",
        "A. I run it all the time. It speeds up the",
        "machine.",
    ],
    56: [
        "Q. Did you run it that day to erase your",
        "browser history before you turned the",
        "laptop in?",
        "A. No. I ran it because the laptop was slow.",
        "Q. You started at Kessling on January 27th?",
        "A. Yes, January 27th.",
        "Q. What is your title?",
        "A. Regional Sales Engineer.",
        "Q. Where is your office?",
        "A. Florence, Kentucky, but I cover Ohio and",
        "Indiana too.",
        "Q. Have you had contact with Marlowe",
        "Chemical since you started at Kessling?",
        "A. Denise Farrow called me. I didn't call",
        "her. She reached out first.",
        "Q. And you then sent Marlowe a quote?",
        "A. Yes, on February 7th.",
        "Q. Marlowe issued a purchase order to",
        "Kessling on February 11th for $186,400?",
        "A. That sounds right.",
        "Q. Were you the salesperson on that order?",
        "A. I was the contact. Gavin approved the",
        "pricing.",
        "Q. In pricing that quote, did you look at",
        "Brightwater's Q1 price matrix?",
    ],
    57: [
        "A. No. I priced it off Kessling's list.",
        "Q. Your February 4th text says you can",
        "\"beat Brightwater by 3% and still clear",
        "floor.\" How did you know Brightwater's",
        "number?",
        "A. I knew Marlowe's pricing from memory. I",
        "handled that account for ten months.",
        "Q. Have you contacted Ridgeline Brewing?",
        "A. I had lunch with their plant manager,",
        "Scott Pelham, on February 19th. We didn't",
        "talk business.",
        "Q. Have you deleted anything from the",
        "Dropbox account since January 31st, when",
        "you received our letter?",
        "MR. ALBESCU: I'll instruct him not to",
        "answer to the extent it calls for",
        "communications with counsel.",
        "A. I deleted a folder called \"BW\" in early",
        "February, before I talked to a lawyer.",
        "Q. What was in the \"BW\" folder?",
        "A. Brightwater files. I don't know exactly",
        "which ones.",
        "Q. Did you tell anyone at Kessling that you",
        "had those files?",
        "A. No. I never told Gavin or anyone else.",
    ],
}

AUTHORITIES = """18 U.S.C. § 1836
28 U.S.C. § 1331
28 U.S.C. § 1367
28 U.S.C. § 1746
Fed. R. Civ. P. 65
Ohio Rev. Code § 1333.61
Ohio Rev. Code § 1333.62
Winter v. Natural Resources Defense Council, Inc., 555 U.S. 7 (2008)
Raimonde v. Van Vlerah, 42 Ohio St. 2d 21 (1975)
Basicomputer Corp. v. Scott, 973 F.2d 507 (6th Cir. 1992)
"""


# ----------------------------------------------------------------------------------------------- writers
def new_page(doc):
    return doc.new_page(width=612, height=792)


def textbox(page, text, rect=(72, 66, 540, 740), size=10.5, font=FONT):
    rc = page.insert_textbox(pymupdf.Rect(*rect), text, fontsize=size, fontname=font)
    if rc < 0:
        raise ValueError(f"text overflows page by {-rc:.0f} pt: {text[:60]!r}")


def write_text_pdf(path: Path, pages: list[str], size=10.5) -> None:
    doc = pymupdf.open()
    for text in pages:
        textbox(new_page(doc), text, size=size)
    doc.save(path, garbage=3, deflate=True)


def write_scan_pdf(path: Path, pages: list[str]) -> None:
    """Image-only PDF: render the text, keep only the 200 dpi grayscale picture."""
    src = pymupdf.open()
    doc = pymupdf.open()
    for text in pages:
        p = new_page(src)
        textbox(p, text, rect=(72, 80, 540, 740), size=12)
        pix = p.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
        out = new_page(doc)
        out.insert_image(out.rect, stream=pix.tobytes("png"))
    doc.save(path, garbage=3, deflate=True)


def write_report(path: Path) -> None:
    doc = pymupdf.open()
    textbox(new_page(doc), REPORT_P1)
    page = new_page(doc)
    page.insert_text((72, 84), "Table 1 - Transfer events (Eastern time, 24-hour clock)", fontsize=11,
                     fontname="hebo")
    cols = [72, 98, 160, 196, 262, 462, 500]
    heads = ["No.", "Date", "Time", "Event", "Destination", "Files", "Size (MB)"]
    y = 108
    for x, h in zip(cols, heads):
        page.insert_text((x, y), h, fontsize=9, fontname="hebo")
    page.draw_line((72, y + 5), (545, y + 5))
    for ev in EVENTS:
        y += 18
        cells = [str(ev[0]), ev[1], ev[2], ev[3], ev[4], str(ev[5]), f"{ev[6]:.1f}"]
        for i, (x, c) in enumerate(zip(cols, cells)):
            w = pymupdf.get_text_length(c, fontname=FONT, fontsize=9)
            nxt = cols[i + 1] if i + 1 < len(cols) else 548
            if x + w > nxt - 3:
                raise ValueError(f"cell too wide: {c}")
            page.insert_text((x, y), c, fontsize=9, fontname=FONT)
    page.draw_line((72, y + 6), (545, y + 6))
    textbox(page, REPORT_P2_NOTES, rect=(72, y + 24, 540, 740))
    textbox(new_page(doc), REPORT_P3)
    doc.save(path, garbage=3, deflate=True)


def write_po(path: Path) -> None:
    doc = pymupdf.open()
    page = new_page(doc)
    textbox(page, PO_HEAD, rect=(72, 66, 540, 300))
    cols = [72, 98, 162, 382, 410, 478]
    heads = ["Line", "Item", "Description", "Qty", "Unit Price", "Extended"]
    y = 322
    for x, h in zip(cols, heads):
        page.insert_text((x, y), h, fontsize=9, fontname="hebo")
    page.draw_line((72, y + 5), (545, y + 5))
    for row in PO_LINES:
        y += 18
        for i, (x, c) in enumerate(zip(cols, row)):
            w = pymupdf.get_text_length(c, fontname=FONT, fontsize=9)
            nxt = cols[i + 1] if i + 1 < len(cols) else 548
            if x + w > nxt - 3:
                raise ValueError(f"cell too wide: {c}")
            page.insert_text((x, y), c, fontsize=9, fontname=FONT)
    page.draw_line((72, y + 6), (545, y + 6))
    textbox(page, PO_FOOT, rect=(72, y + 24, 540, 740))
    doc.save(path, garbage=3, deflate=True)


def write_depo(path: Path) -> None:
    doc = pymupdf.open()
    textbox(new_page(doc), DEPO_COVER, size=11)
    for num, lines in DEPO.items():
        assert len(lines) == 25, (num, len(lines))
        page = new_page(doc)
        page.insert_text((480, 52), f"Page {num}", fontsize=11, fontname="cour")
        for i, line in enumerate(lines, 1):
            w = pymupdf.get_text_length(line, fontname="cour", fontsize=11)
            if 96 + w > 545:
                raise ValueError(f"line too long: {line}")
            page.insert_text((60, 90 + i * 25), f"{i:>2}", fontsize=11, fontname="cour")
            page.insert_text((96, 90 + i * 25), line, fontsize=11, fontname="cour")
        page.insert_text((150, 760), "Ruiz-Whitford Reporting, LLC - (513) 555-0170", fontsize=9,
                         fontname="cour")
    doc.save(path, garbage=3, deflate=True)


FILES = [
    "D1_offer_letter.pdf",
    "D2_employment_agreement.pdf",
    "D3_commission_statement_2024.xlsx",
    "D4_email_fwd_price_matrix.eml",
    "D5_email_exit_meeting.eml",
    "D6_exit_certification_scan.pdf",
    "D7_text_messages_export.txt",
    "D8_forensic_report_LDF-25-0117.pdf",
    "D9_cease_and_desist_letter.pdf",
    "D10_marlowe_purchase_order.pdf",
    "D11_renfrew_deposition_excerpt.pdf",
]


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    write_text_pdf(out / FILES[0], OFFER)
    write_text_pdf(out / FILES[1], AGREEMENT)
    write_xlsx(out / FILES[2])
    write_emails(out)
    write_scan_pdf(out / FILES[5], EXIT_CERT)
    (out / FILES[6]).write_text(TEXTS, encoding="utf-8")
    write_report(out / FILES[7])
    write_text_pdf(out / FILES[8], LETTER)
    write_po(out / FILES[9])
    write_depo(out / FILES[10])
    (out / "authorities.txt").write_text(AUTHORITIES, encoding="utf-8")
    for name in FILES:
        assert (out / name).exists(), name
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
