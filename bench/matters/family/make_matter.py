"""Write the Halvorsen matter: In re the Marriage of Corinne M. Halvorsen and Peter J. Halvorsen. Fictional.

    python make_matter.py OUTDIR        (needs pymupdf 1.26 and Pillow; stdlib otherwise)

A dissolution of marriage in the Circuit Court for Orange County, Florida. The firm represents the Wife
(Corinne). Her documents, and what the Husband produced in mandatory disclosure, in production order:

  D1  Sunstate FCU joint checking statements, Aug-Oct 2024 (6 pp, tables)
  D2  Wife's pay stubs, Lakeview Family Dentistry (3 pp)
  D3  Husband's earnings statements, Corvane Medical Systems (2 pp)
  D4  2023 federal return summary prepared by the CPA (2 pp, image-only scan: OCR)
  D5  Husband's 401(k) quarterly statement, Q3 2024 (3 pp)
  D6  Meridian Home Loans mortgage statement, November 2024 (2 pp)
  D7  Coastline Bank Visa statement, October 2024 (2 pp)
  D8  Maple Grove After-School Academy invoice (1 p)
  D9  e-mail, Husband to Wife, 18 Sep 2024, quoting her 17 Sep message (.eml)
  D10 e-mail, Husband to Wife, cc his counsel, 4 Nov 2024 (.eml)
  D11 text-message export between the spouses (.txt)
  D12 transcript excerpt, temporary support hearing, 3 Dec 2024 (cover + pp. 31-37)

authorities.txt lists the authorities the lawyer vouches for.
"""
import sys
import textwrap
from decimal import Decimal as Dec, ROUND_HALF_UP
from email.message import EmailMessage
from pathlib import Path

import pymupdf

W, H = 612, 792


def money(x: Dec) -> str:
    x = Dec(x).quantize(Dec("0.01"), ROUND_HALF_UP)
    s = f"{abs(x):,.2f}"
    return "-" + s if x < 0 else s


def r2(x: Dec) -> Dec:
    return Dec(x).quantize(Dec("0.01"), ROUND_HALF_UP)


# --------------------------------------------------------------------------------------------------
# drawing helpers: a page is a list of ops (x, y, text, size, font, align)
# --------------------------------------------------------------------------------------------------

class Page:
    def __init__(self):
        self.ops = []
        self.lines = []   # (x0, y0, x1, y1) rules

    def t(self, x, y, s, size=9.5, font="helv", align="l"):
        self.ops.append((x, y, s, size, font, align))

    def b(self, x, y, s, size=9.5, align="l"):
        self.t(x, y, s, size, "hebo", align)

    def rule(self, y, x0=54, x1=558):
        self.lines.append((x0, y, x1, y))

    def render(self, page):
        for x, y, s, size, font, align in self.ops:
            if align != "l":
                wdt = pymupdf.get_text_length(s, fontname=font, fontsize=size)
                x = x - wdt if align == "r" else x - wdt / 2
            page.insert_text((x, y), s, fontsize=size, fontname=font)
        for x0, y0, x1, y1 in self.lines:
            page.draw_line((x0, y0), (x1, y1), width=0.6)

    def text(self):
        """Plain source text of the page, op by op (used by check.py for scans)."""
        return "\n".join(op[2] for op in self.ops)


def write_pdf(path: Path, pages, scanned=False):
    doc = pymupdf.open()
    for p in pages:
        page = doc.new_page(width=W, height=H)
        p.render(page)
        if scanned:
            pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
            doc.delete_page(-1)
            page = doc.new_page(width=W, height=H)
            page.insert_image(page.rect, stream=pix.tobytes("png"))
    doc.save(path, garbage=3, deflate=True)


# --------------------------------------------------------------------------------------------------
# D1  bank statements
# --------------------------------------------------------------------------------------------------

H_BASE_NET = Dec("3154.06")
H_COMM_NET = Dec("5841.87")
W_NET = Dec("1592.92")
MTG = Dec("2341.18")

OPENING_AUG = Dec("11600.00")

STATEMENTS = [
    ("08/01/2024", "08/31/2024", [
        ("08/01", "MERIDIAN HOME LN MTG PMT ACH 0047718823", -MTG),
        ("08/02", "CITY OF WINTER PARK UTIL BILL PAY", Dec("-214.63")),
        ("08/05", "MAPLE GROVE ACADEMY TUITION ACH", Dec("-640.00")),
        ("08/06", "PUBLIX SUPER MKT #1142 WINTER PARK FL", Dec("-187.45")),
        ("08/09", "LAKEVIEW FAMILY DE PAYROLL PPD", W_NET),
        ("08/12", "STATE FARM INSURANCE AUTO PREM", Dec("-268.40")),
        ("08/13", "SPECTRUM INTERNET AUTOPAY", Dec("-89.99")),
        ("08/15", "CORVANE MEDICAL SY PAYROLL PPD", H_BASE_NET),
        ("08/16", "COASTLINE BANK CARD PMT WEB", Dec("-1200.00")),
        ("08/19", "PUBLIX SUPER MKT #1142 WINTER PARK FL", Dec("-224.18")),
        ("08/20", "TOYOTA FINANCIAL SVCS PMT", Dec("-486.22")),
        ("08/23", "LAKEVIEW FAMILY DE PAYROLL PPD", W_NET),
        ("08/26", "CHECK #2207", Dec("-150.00")),
        ("08/27", "WINN-DIXIE #2330 WINTER PARK FL", Dec("-96.30")),
        ("08/30", "CORVANE MEDICAL SY PAYROLL PPD", H_COMM_NET),
    ]),
    ("09/01/2024", "09/30/2024", [
        ("09/03", "MERIDIAN HOME LN MTG PMT ACH 0047718823", -MTG),
        ("09/03", "CITY OF WINTER PARK UTIL BILL PAY", Dec("-231.07")),
        ("09/05", "MAPLE GROVE ACADEMY TUITION ACH", Dec("-640.00")),
        ("09/06", "LAKEVIEW FAMILY DE PAYROLL PPD", W_NET),
        ("09/09", "PUBLIX SUPER MKT #1142 WINTER PARK FL", Dec("-201.66")),
        ("09/12", "STATE FARM INSURANCE AUTO PREM", Dec("-268.40")),
        ("09/13", "CORVANE MEDICAL SY PAYROLL PPD", H_BASE_NET),
        ("09/13", "SPECTRUM INTERNET AUTOPAY", Dec("-89.99")),
        ("09/16", "ONLINE TRANSFER TO SAVINGS ****9032 P HALVORSEN", Dec("-18500.00")),
        ("09/20", "LAKEVIEW FAMILY DE PAYROLL PPD", W_NET),
        ("09/20", "TOYOTA FINANCIAL SVCS PMT", Dec("-486.22")),
        ("09/23", "PUBLIX SUPER MKT #1142 WINTER PARK FL", Dec("-158.92")),
        ("09/30", "ONLINE TRANSFER FROM SAVINGS ****9032", Dec("2400.00")),
    ]),
    ("10/01/2024", "10/31/2024", [
        ("10/01", "MERIDIAN HOME LN MTG PMT ACH 0047718823", -MTG),
        ("10/02", "CITY OF WINTER PARK UTIL BILL PAY", Dec("-198.44")),
        ("10/04", "LAKEVIEW FAMILY DE PAYROLL PPD", W_NET),
        ("10/08", "PUBLIX SUPER MKT #1142 WINTER PARK FL", Dec("-176.03")),
        ("10/09", "SMILE DESIGN ORTHODONTICS WINTER PARK", Dec("-1250.00")),
        ("10/14", "STATE FARM INSURANCE AUTO PREM", Dec("-268.40")),
        ("10/14", "COASTLINE BANK CARD PMT WEB", Dec("-500.00")),
        ("10/15", "ONLINE TRANSFER FROM SAVINGS ****9032", Dec("1500.00")),
        ("10/15", "SPECTRUM INTERNET AUTOPAY", Dec("-89.99")),
        ("10/18", "LAKEVIEW FAMILY DE PAYROLL PPD", W_NET),
        ("10/21", "TOYOTA FINANCIAL SVCS PMT", Dec("-486.22")),
        ("10/24", "PUBLIX SUPER MKT #1142 WINTER PARK FL", Dec("-211.57")),
        ("10/25", "COSTCO WHSE #1016 WINTER PARK FL", Dec("-312.44")),
        ("10/28", "CHECK #2211", Dec("-150.00")),
        ("10/29", "ORLANDO HEALTH PHYSICIAN GRP", Dec("-185.00")),
    ]),
]


def bank_pages():
    pages = []
    bal = OPENING_AUG
    for start, end, txns in STATEMENTS:
        begin = bal
        rows = []
        for d, desc, amt in txns:
            bal += amt
            assert bal > 0, (d, desc, bal)
            rows.append((d, desc, amt, bal))
        dep = [a for _, _, a in txns if a > 0]
        wd = [a for _, _, a in txns if a < 0]
        checks = [(d, desc.split("#")[1], a) for d, desc, a in txns if desc.startswith("CHECK #")]
        first, second = rows[:8], rows[8:]

        p1 = Page()
        p1.b(54, 60, "SUNSTATE FEDERAL CREDIT UNION", 15)
        p1.t(54, 74, "P.O. Box 2290  |  Maitland, FL 32794  |  (407) 555-0100  |  Federally insured by NCUA", 8)
        p1.rule(82)
        for i, s in enumerate(["PETER J HALVORSEN", "CORINNE M HALVORSEN", "2218 CYPRESS HOLLOW DR",
                               "WINTER PARK FL 32789"]):
            p1.t(54, 104 + 12 * i, s, 9.5)
        p1.b(340, 104, "Everyday Checking", 10)
        p1.t(340, 117, "Account number: ****4471", 9.5)
        p1.t(340, 129, "Member number: 0088213", 9.5)
        p1.t(340, 141, f"Statement period: {start} - {end}", 9.5)
        p1.t(340, 153, "Page 1 of 2", 9.5)
        p1.b(54, 190, "ACCOUNT SUMMARY", 10.5)
        p1.rule(195)
        summ = [(f"Beginning balance on {start}", money(begin)),
                (f"Deposits and other credits ({len(dep)})", "+" + money(sum(dep))),
                (f"Withdrawals and other debits ({len(wd)})", "-" + money(-sum(wd))),
                (f"Ending balance on {end}", money(bal))]
        for i, (a, b) in enumerate(summ):
            p1.t(54, 211 + 14 * i, a, 9.5)
            p1.t(330, 211 + 14 * i, b, 9.5, align="r")
        p1.b(54, 290, "TRANSACTION DETAIL", 10.5)

        def table(pg, y, rws):
            pg.b(54, y, "Date", 9)
            pg.b(92, y, "Description", 9)
            pg.b(430, y, "Withdrawals", 9, align="r")
            pg.b(495, y, "Deposits", 9, align="r")
            pg.b(558, y, "Balance", 9, align="r")
            pg.rule(y + 4)
            y += 18
            for d, desc, amt, b in rws:
                pg.t(54, y, d, 9)
                pg.t(92, y, desc, 9)
                if amt < 0:
                    pg.t(430, y, money(-amt), 9, align="r")
                else:
                    pg.t(495, y, money(amt), 9, align="r")
                pg.t(558, y, money(b), 9, align="r")
                y += 16
            return y

        y = table(p1, 308, [("", "Beginning balance", Dec(0), begin)][:0] + first)
        p1.t(54, y + 8, "Continued on next page", 8)
        pages.append(p1)

        p2 = Page()
        p2.b(54, 60, "SUNSTATE FEDERAL CREDIT UNION", 12)
        p2.t(340, 60, f"Everyday Checking ****4471  |  {start} - {end}", 8.5)
        p2.t(558, 74, "Page 2 of 2", 8.5, align="r")
        p2.rule(82)
        p2.b(54, 104, "TRANSACTION DETAIL (continued)", 10.5)
        y = table(p2, 122, second)
        p2.rule(y - 8)
        p2.b(54, y + 6, f"Ending balance on {end}", 9.5)
        p2.b(558, y + 6, money(bal), 9.5, align="r")
        y += 40
        p2.b(54, y, "CHECKS PAID", 10)
        y += 16
        if checks:
            for d, no, a in checks:
                p2.t(54, y, f"Check #{no}   {d}   {money(-a)}", 9)
                y += 14
        else:
            p2.t(54, y, "No checks paid this period.", 9)
            y += 14
        y += 10
        p2.b(54, y, "OVERDRAFT AND RETURNED ITEM FEES", 10)
        p2.t(54, y + 16, "Total overdraft fees this period: $0.00    Total returned item fees this period: $0.00", 9)
        y += 52
        for s in ["In case of errors or questions about your electronic transfers, call (407) 555-0100 or write to",
                  "Sunstate FCU, P.O. Box 2290, Maitland, FL 32794, no later than 60 days after we sent the FIRST",
                  "statement on which the error appeared."]:
            p2.t(54, y, s, 7.5)
            y += 10
        pages.append(p2)
    return pages, bal


# --------------------------------------------------------------------------------------------------
# D2  Wife's pay stubs
# --------------------------------------------------------------------------------------------------

def wife_stub(period, paydate, advice, reg_h, pto_h, ytd_reg, ytd_pto, n, pto_bal):
    rate = Dec("38.50")
    reg = r2(rate * reg_h)
    pto = r2(rate * pto_h)
    gross = reg + pto
    dent = Dec("18.75")
    fit = Dec("96.40")
    ss = r2((gross - dent) * Dec("0.062"))
    mc = r2((gross - dent) * Dec("0.0145"))
    net = gross - dent - fit - ss - mc
    p = Page()
    p.b(54, 60, "LAKEVIEW FAMILY DENTISTRY, P.A.", 14)
    p.t(54, 74, "2400 Aloma Avenue, Suite 110  |  Winter Park, Florida 32792  |  (407) 555-0172", 8.5)
    p.b(558, 60, "EARNINGS STATEMENT", 11, align="r")
    p.rule(82)
    info = [("Employee:", "Corinne M. Halvorsen"), ("Employee ID:", "00417"),
            ("Position:", "Registered Dental Hygienist"), ("Hire date:", "06/01/2015"),
            ("Pay frequency:", "Biweekly"), ("Scheduled hours:", "24.00 per week (Tue-Thu)")]
    for i, (a, b) in enumerate(info):
        p.t(54, 102 + 13 * i, a, 9)
        p.t(140, 102 + 13 * i, b, 9)
    info2 = [("Pay period:", period), ("Pay date:", paydate), ("Advice no.:", advice),
             ("Hourly rate:", "$38.50")]
    for i, (a, b) in enumerate(info2):
        p.t(350, 102 + 13 * i, a, 9)
        p.t(430, 102 + 13 * i, b, 9)
    y = 200
    p.b(54, y, "EARNINGS", 10)
    for x, s in [(250, "Rate"), (320, "Hours"), (420, "Current"), (520, "Year to date")]:
        p.b(x, y, s, 9, align="r")
    p.rule(y + 4)
    y += 18
    for name, h, cur, ytd in [("Regular", reg_h, reg, ytd_reg), ("Paid time off", pto_h, pto, ytd_pto)]:
        p.t(54, y, name, 9)
        p.t(250, y, "38.50", 9, align="r")
        p.t(320, y, f"{h:.2f}", 9, align="r")
        p.t(420, y, money(cur), 9, align="r")
        p.t(520, y, money(ytd), 9, align="r")
        y += 15
    p.b(54, y, "Gross pay", 9)
    p.b(320, y, f"{reg_h + pto_h:.2f}", 9, align="r")
    p.b(420, y, money(gross), 9, align="r")
    p.b(520, y, money(ytd_reg + ytd_pto), 9, align="r")
    y += 30
    p.b(54, y, "DEDUCTIONS AND TAXES", 10)
    p.b(420, y, "Current", 9, align="r")
    p.b(520, y, "Year to date", 9, align="r")
    p.rule(y + 4)
    y += 18
    for name, cur in [("Dental - Employee only (pre-tax)", dent), ("Federal income tax", fit),
                      ("Social Security", ss), ("Medicare", mc)]:
        p.t(54, y, name, 9)
        p.t(420, y, money(cur), 9, align="r")
        p.t(520, y, money(cur * n), 9, align="r")
        y += 15
    p.t(54, y, "Medical coverage", 9)
    p.t(420, y, "Waived - covered under spouse's plan", 9, align="r")
    y += 30
    p.b(54, y, "NET PAY", 10.5)
    p.b(420, y, money(net), 10.5, align="r")
    p.b(520, y, money(net * n), 10.5, align="r")
    y += 28
    p.t(54, y, f"Direct deposit: Sunstate FCU Checking ****4471     {money(net)}", 9)
    y += 15
    p.t(54, y, f"Paid time off available: {pto_bal} hours", 9)
    y += 40
    p.t(54, y, "Federal filing status on W-4: Married filing jointly. Florida does not impose a state income tax.", 7.5)
    return p, gross, net


# --------------------------------------------------------------------------------------------------
# D3  Husband's earnings statements
# --------------------------------------------------------------------------------------------------

def husband_stub(period, paydate, advice, comm, comm_label, ytd_base, ytd_comm, fit, deposit_note):
    base = Dec("4916.67")
    gross = base + comm
    k = r2(gross * Dec("0.06"))
    med, den, vis = Dec("412.50"), Dec("48.20"), Dec("11.30")
    fw = gross - med - den - vis
    ss = r2(fw * Dec("0.062"))
    mc = r2(fw * Dec("0.0145"))
    loan = Dec("187.44")
    net = gross - k - med - den - vis - fit - ss - mc - loan
    p = Page()
    p.b(54, 60, "CORVANE MEDICAL SYSTEMS, INC.", 14)
    p.t(54, 74, "4550 Millenia Boulevard, Suite 300  |  Orlando, Florida 32839  |  Payroll: (407) 555-0190", 8.5)
    p.b(558, 60, "EARNINGS STATEMENT", 11, align="r")
    p.rule(82)
    info = [("Employee:", "Peter J. Halvorsen"), ("Employee no.:", "C-20871"),
            ("Title:", "Regional Sales Manager, Central Florida"), ("Annual base salary:", "$118,000.00"),
            ("Pay frequency:", "Semi-monthly")]
    for i, (a, b) in enumerate(info):
        p.t(54, 102 + 13 * i, a, 9)
        p.t(150, 102 + 13 * i, b, 9)
    for i, (a, b) in enumerate([("Pay period:", period), ("Pay date:", paydate), ("Advice no.:", advice)]):
        p.t(360, 102 + 13 * i, a, 9)
        p.t(430, 102 + 13 * i, b, 9)
    y = 190
    p.b(54, y, "EARNINGS", 10)
    p.b(420, y, "Current", 9, align="r")
    p.b(520, y, "Year to date", 9, align="r")
    p.rule(y + 4)
    y += 18
    for name, cur, ytd in [("Regular salary", base, ytd_base), (comm_label, comm, ytd_comm)]:
        p.t(54, y, name, 9)
        p.t(420, y, money(cur), 9, align="r")
        p.t(520, y, money(ytd), 9, align="r")
        y += 15
    p.b(54, y, "Gross pay", 9)
    p.b(420, y, money(gross), 9, align="r")
    p.b(520, y, money(ytd_base + ytd_comm), 9, align="r")
    y += 28
    p.b(54, y, "PRE-TAX DEDUCTIONS", 10)
    p.rule(y + 4)
    y += 18
    for name, cur in [("401(k) elective deferral (6%)", k),
                      ("Medical - BlueHarbor PPO (employee + family)", med),
                      ("Dental - family", den), ("Vision - family", vis)]:
        p.t(54, y, name, 9)
        p.t(420, y, money(cur), 9, align="r")
        y += 15
    y += 13
    p.b(54, y, "TAXES", 10)
    p.rule(y + 4)
    y += 18
    for name, cur in [("Federal income tax", fit), ("Social Security", ss), ("Medicare", mc)]:
        p.t(54, y, name, 9)
        p.t(420, y, money(cur), 9, align="r")
        y += 15
    y += 13
    p.b(54, y, "AFTER-TAX DEDUCTIONS", 10)
    p.rule(y + 4)
    y += 18
    p.t(54, y, "401(k) loan repayment - Loan L-2", 9)
    p.t(420, y, money(loan), 9, align="r")
    y += 30
    p.b(54, y, "NET PAY", 10.5)
    p.b(420, y, money(net), 10.5, align="r")
    y += 26
    p.t(54, y, f"Direct deposit: Sunstate FCU Checking ****4471  100%     {money(net)}", 9)
    y += 15
    for s in deposit_note:
        p.t(54, y, s, 9)
        y += 13
    y += 20
    p.t(54, y, "Medical premium for employee-only coverage (BlueHarbor PPO), for reference: $138.20 per pay period.",
        7.5)
    return p, gross, net


# --------------------------------------------------------------------------------------------------
# D4  2023 return summary (scan)
# --------------------------------------------------------------------------------------------------

def tax_pages():
    def sheet(title_lines, rows, foot):
        p = Page()
        y = 80
        for s, size, bold in title_lines:
            (p.b if bold else p.t)(72, y, s, size)
            y += size + 8
        y += 8
        for a, b in rows:
            if b is None:
                y += 6
                p.b(72, y, a, 12)
                y += 20
                continue
            p.t(72, y, a, 12)
            if b:
                p.t(540, y, b, 12, align="r")
            y += 19
        y += 14
        for s in foot:
            p.t(72, y, s, 11)
            y += 16
        return p

    p1 = sheet([("BRIGHTWATER TAX & ACCOUNTING, LLC", 13, True),
                ("1150 Lee Road, Suite 204, Winter Park, Florida 32789", 11, False),
                ("2023 FEDERAL INCOME TAX RETURN SUMMARY - FORM 1040", 12, True)],
               [("Taxpayer: Peter J. Halvorsen", "SSN XXX-XX-6218"),
                ("Spouse: Corinne M. Halvorsen", "SSN XXX-XX-3097"),
                ("Filing status: Married filing jointly", ""),
                ("Dependents: Nora Halvorsen (daughter), Miles Halvorsen (son)", ""),
                ("INCOME", None),
                ("Wages - Taxpayer (Corvane Medical Systems, Inc.)", "$135,470"),
                ("Wages - Spouse (Lakeview Family Dentistry, P.A.)", "$45,689"),
                ("Total wages, Line 1z", "$181,159"),
                ("Taxable interest, Line 2b", "$312"),
                ("Ordinary dividends, Line 3b", "$1,148"),
                ("Capital gain, Line 7", "$2,460"),
                ("Total income, Line 9", "$185,079"),
                ("Adjustments to income, Line 10", "$0"),
                ("Adjusted gross income, Line 11", "$185,079"),
                ("Standard deduction, Line 12", "$27,700"),
                ("Taxable income, Line 15", "$157,379")],
               ["Page 1 of 2"])
    p2 = sheet([("BRIGHTWATER TAX & ACCOUNTING, LLC", 13, True),
                ("2023 RETURN SUMMARY - HALVORSEN (continued)", 12, True)],
               [("TAX AND PAYMENTS", None),
                ("Tax, Line 16", "$24,986"),
                ("Child tax credit, Line 19", "$4,000"),
                ("Total tax, Line 24", "$20,986"),
                ("Federal income tax withheld, Line 25d", "$23,614"),
                ("Refund, Line 34", "$2,628"),
                ("Refund deposited to Sunstate FCU account ending 4471", ""),
                ("W-2 DETAIL", None),
                ("Peter J. Halvorsen - Box 1 wages", "$135,470"),
                ("Peter J. Halvorsen - Box 5 Medicare wages", "$144,816"),
                ("Peter J. Halvorsen - Box 12, code D (401(k))", "$9,346"),
                ("Corinne M. Halvorsen - Box 1 wages", "$45,689"),
                ("SCHEDULES B AND D", None),
                ("Interest - Sunstate Federal Credit Union", "$312"),
                ("Dividends - Harborline Investments, joint account 8810", "$1,148"),
                ("Long-term capital gain - Harborline Investments", "$2,460")],
               ["Prepared by Janelle Ostrowski, CPA, on March 28, 2024.",
                "Filed electronically April 2, 2024; accepted by the IRS April 3, 2024.",
                "Page 2 of 2"])
    return [p1, p2]


# --------------------------------------------------------------------------------------------------
# D5  401(k) statement
# --------------------------------------------------------------------------------------------------

K_BEGIN_Q = Dec("203118.46")
K_ROWS_Q = [("Employee pre-tax contributions", Dec("2464.80")),
            ("Employer matching contributions", Dec("1232.40")),
            ("Loan repayments", Dec("1124.64")),
            ("Investment gain (loss)", Dec("7415.28")),
            ("Recordkeeping fees", Dec("-24.00"))]
K_BEGIN_Y = Dec("184906.12")
K_ROWS_Y = [Dec("7212.33"), Dec("3606.17"), Dec("2811.60"), Dec("32867.36"), Dec("-72.00")]
K_LOAN_OUT = Dec("-16000.00")


def k401_pages():
    end_q = K_BEGIN_Q + sum(a for _, a in K_ROWS_Q)
    end_y = K_BEGIN_Y + sum(K_ROWS_Y) + K_LOAN_OUT
    assert end_q == end_y, (end_q, end_y)

    def head(p, n):
        p.b(54, 60, "KEYSTONE RETIREMENT SERVICES", 13)
        p.t(54, 74, "Corvane Medical Systems, Inc. 401(k) Retirement Savings Plan  |  Plan no. 002", 8.5)
        p.t(558, 60, f"Page {n} of 3", 8.5, align="r")
        p.rule(82)

    p1 = Page()
    head(p1, 1)
    p1.b(54, 104, "QUARTERLY ACCOUNT STATEMENT", 12)
    p1.t(54, 120, "Statement period: July 1, 2024 - September 30, 2024", 9.5)
    for i, s in enumerate(["Peter J. Halvorsen", "2218 Cypress Hollow Drive", "Winter Park, FL 32789"]):
        p1.t(54, 146 + 12 * i, s, 9.5)
    for i, (a, b) in enumerate([("Participant ID:", "KRS-5538120"), ("Date of hire:", "04/07/2014"),
                                ("Plan entry date:", "05/01/2014"), ("Vested percentage:", "100%")]):
        p1.t(340, 146 + 12 * i, a, 9.5)
        p1.t(440, 146 + 12 * i, b, 9.5)
    y = 220
    p1.b(54, y, "ACCOUNT SUMMARY", 10.5)
    p1.b(430, y, "This period", 9, align="r")
    p1.b(540, y, "Year to date", 9, align="r")
    p1.rule(y + 4)
    y += 18
    p1.t(54, y, "Beginning balance", 9.5)
    p1.t(430, y, "$" + money(K_BEGIN_Q), 9.5, align="r")
    p1.t(540, y, "$" + money(K_BEGIN_Y), 9.5, align="r")
    y += 15
    for (name, q), yv in zip(K_ROWS_Q[:3], K_ROWS_Y[:3]):
        p1.t(54, y, name, 9.5)
        p1.t(430, y, money(q), 9.5, align="r")
        p1.t(540, y, money(yv), 9.5, align="r")
        y += 15
    p1.t(54, y, "Loan disbursement", 9.5)
    p1.t(430, y, "0.00", 9.5, align="r")
    p1.t(540, y, "(" + money(-K_LOAN_OUT) + ")", 9.5, align="r")
    y += 15
    for (name, q), yv in zip(K_ROWS_Q[3:], K_ROWS_Y[3:]):
        p1.t(54, y, name, 9.5)
        p1.t(430, y, money(q) if q > 0 else "(" + money(-q) + ")", 9.5, align="r")
        p1.t(540, y, money(yv) if yv > 0 else "(" + money(-yv) + ")", 9.5, align="r")
        y += 15
    p1.rule(y - 9)
    p1.b(54, y + 2, "Ending balance", 9.5)
    p1.b(430, y + 2, "$" + money(end_q), 9.5, align="r")
    p1.b(540, y + 2, "$" + money(end_y), 9.5, align="r")
    y += 17
    p1.t(54, y + 2, "Vested balance", 9.5)
    p1.t(430, y + 2, "$" + money(end_q), 9.5, align="r")
    y += 36
    for s in ["Your ending balance does not include the outstanding principal of your plan loan",
              "($14,206.55 as of September 30, 2024). See page 3 for loan details.",
              "",
              "Personal rate of return: 3.61% for the quarter; 17.92% year to date.",
              "",
              "Your current contribution election: 6% of eligible pay, pre-tax. The Plan matches 50% of the",
              "first 6% of pay you contribute. Matching contributions are 100% vested after three years of service."]:
        p1.t(54, y, s, 9.5)
        y += 14
    p2 = Page()
    head(p2, 2)
    p2.b(54, 104, "INVESTMENT ALLOCATION AS OF SEPTEMBER 30, 2024", 10.5)
    y = 126
    for x, s, al in [(54, "Fund", "l"), (330, "Units", "r"), (405, "Unit price", "r"), (485, "Balance", "r"),
                     (545, "Percent", "r")]:
        p2.b(x, y, s, 9, align=al)
    p2.rule(y + 4)
    y += 18
    funds = [("Keystone Target Retirement 2045 Fund", Dec("52"), Dec("31.4470")),
             ("Keystone S&P 500 Index Fund", Dec("30"), Dec("118.2215")),
             ("Keystone International Equity Fund", Dec("10"), Dec("22.9034")),
             ("Corvane Stable Value Fund", Dec("8"), Dec("10.0000"))]
    bals = [r2(end_q * pct / 100) for _, pct, _ in funds]
    bals[0] += end_q - sum(bals)
    for (name, pct, price), bal in zip(funds, bals):
        units = (bal / price).quantize(Dec("0.001"), ROUND_HALF_UP)
        p2.t(54, y, name, 9)
        p2.t(330, y, f"{units:,}", 9, align="r")
        p2.t(405, y, f"{price}", 9, align="r")
        p2.t(485, y, money(bal), 9, align="r")
        p2.t(545, y, f"{pct}.0%", 9, align="r")
        y += 15
    p2.rule(y - 9)
    p2.b(54, y + 2, "Total", 9)
    p2.b(485, y + 2, money(end_q), 9, align="r")
    p2.b(545, y + 2, "100.0%", 9, align="r")
    y += 44
    p2.b(54, y, "BENEFICIARY DESIGNATION ON FILE", 10.5)
    p2.rule(y + 4)
    y += 18
    p2.t(54, y, "Primary:  Corinne M. Halvorsen, spouse - 100%", 9.5)
    y += 14
    p2.t(54, y, "Contingent:  Nora Halvorsen, daughter - 50%;  Miles Halvorsen, son - 50%", 9.5)
    y += 14
    p2.t(54, y, "Designation received: 05/01/2014. Last changed: 09/03/2016.", 9.5)
    y += 36
    p2.b(54, y, "TRANSACTION HISTORY - THIS PERIOD", 10.5)
    p2.rule(y + 4)
    y += 18
    hist = [("07/15/2024", "Payroll contribution and loan repayment", "482.44"),
            ("07/31/2024", "Payroll contribution and loan repayment", "729.64"),
            ("08/15/2024", "Payroll contribution and loan repayment", "482.44"),
            ("08/30/2024", "Payroll contribution and loan repayment", "713.44"),
            ("09/13/2024", "Payroll contribution and loan repayment", "482.44"),
            ("09/30/2024", "Payroll contribution and loan repayment", "699.04"),
            ("09/30/2024", "Employer matching contribution - quarter", "1,232.40"),
            ("09/30/2024", "Quarterly recordkeeping fee", "(24.00)")]
    for d, s, a in hist:
        p2.t(54, y, d, 9)
        p2.t(130, y, s, 9)
        p2.t(545, y, a, 9, align="r")
        y += 14
    p3 = Page()
    head(p3, 3)
    p3.b(54, 104, "PLAN LOAN DETAIL", 10.5)
    p3.rule(108)
    y = 126
    for a, b in [("Loan number:", "L-2"), ("Loan type:", "General purpose"),
                 ("Origination date:", "February 12, 2024"), ("Original principal:", "$16,000.00"),
                 ("Interest rate:", "9.50% fixed (prime rate plus 1.00%)"), ("Term:", "60 months"),
                 ("Repayment:", "$187.44 per semi-monthly pay period, by payroll deduction"),
                 ("Repayments made to date:", "15"), ("Principal repaid to date:", "$1,793.45"),
                 ("Outstanding principal as of 09/30/2024:", "$14,206.55"), ("Scheduled maturity:", "February 15, 2029"),
                 ("Disbursement:", "Check payable to participant, mailed February 13, 2024"),
                 ("Spousal consent:", "Not required under the terms of the Plan")]:
        p3.t(54, y, a, 9.5)
        p3.t(250, y, b, 9.5)
        y += 15
    y += 20
    p3.b(54, y, "PRIOR LOANS", 10.5)
    p3.rule(y + 4)
    y += 18
    p3.t(54, y, "Loan L-1 - general purpose - $9,500.00 - originated June 3, 2016 - paid in full June 14, 2019", 9.5)
    y += 36
    for s in ["If a required loan repayment is not made by the end of the calendar quarter following the quarter",
              "in which it was due, the outstanding balance may be treated as a deemed distribution and reported",
              "as taxable income. If your employment ends, the outstanding balance is due within 60 days."]:
        p3.t(54, y, s, 9)
        y += 13
    return [p1, p2, p3], end_q


# --------------------------------------------------------------------------------------------------
# D6  mortgage statement
# --------------------------------------------------------------------------------------------------

MTG_PRIN = Dec("284807.72")
RATE = Dec("0.03875")
PI = Dec("1612.40")
ESC = Dec("728.78")


def mortgage_pages():
    mi = RATE / 12
    interest = r2(MTG_PRIN * mi)
    principal = PI - interest
    # year to date: ten payments, January through October 2024, walking back from the balance after October
    b = MTG_PRIN
    ytd_p = ytd_i = Dec(0)
    for _ in range(10):
        prev = r2((b + PI) / (1 + mi))
        i = r2(prev * mi)
        ytd_i += i
        ytd_p += PI - i
        b = prev
    late = Dec("117.06")
    due = MTG * 2 + late
    p1 = Page()
    p1.b(54, 60, "MERIDIAN HOME LOANS", 15)
    p1.t(54, 74, "P.O. Box 7712  |  Tampa, FL 33631  |  Customer service (800) 555-0133", 8.5)
    p1.b(558, 60, "MORTGAGE STATEMENT", 11, align="r")
    p1.t(558, 74, "Statement date: 11/18/2024", 9, align="r")
    p1.rule(82)
    for i, s in enumerate(["PETER J HALVORSEN", "CORINNE M HALVORSEN", "2218 CYPRESS HOLLOW DR",
                           "WINTER PARK FL 32789"]):
        p1.t(54, 102 + 12 * i, s, 9.5)
    for i, (a, b2) in enumerate([("Loan number", "0047718823"), ("Payment due date", "12/01/2024"),
                                 ("Amount due", "$" + money(due))]):
        p1.t(340, 102 + 14 * i, a, 9.5)
        p1.b(558, 102 + 14 * i, b2, 9.5, align="r")
    p1.t(340, 146, f"If payment is received after 12/16/2024, a ${money(late)} late fee will be charged.", 7.5)
    y = 176
    p1.t(54, y, "Property address: 2218 Cypress Hollow Drive, Winter Park, FL 32789", 9.5)
    y += 26
    p1.b(54, y, "ACCOUNT INFORMATION", 10)
    p1.b(320, y, "EXPLANATION OF AMOUNT DUE", 10)
    p1.rule(y + 4)
    y0 = y + 18
    for i, (a, b2) in enumerate([("Outstanding principal", "$" + money(MTG_PRIN)),
                                 ("Interest rate (until maturity)", "3.875%"),
                                 ("Escrow balance", "$3,116.40"),
                                 ("Prepayment penalty", "None"),
                                 ("Maturity date", "03/01/2051")]):
        p1.t(54, y0 + 14 * i, a, 9)
        p1.t(290, y0 + 14 * i, b2, 9, align="r")
    for i, (a, b2, bold) in enumerate([("Principal", money(principal), False),
                                       ("Interest", money(interest), False),
                                       ("Escrow (taxes and insurance)", money(ESC), False),
                                       ("Regular monthly payment", "$" + money(MTG), True),
                                       ("Total fees charged", money(late), False),
                                       ("Overdue payment", money(MTG), False),
                                       ("Total amount due", "$" + money(due), True)]):
        (p1.b if bold else p1.t)(320, y0 + 14 * i, a, 9)
        (p1.b if bold else p1.t)(558, y0 + 14 * i, b2, 9, align="r")
    y = y0 + 14 * 7 + 24
    p1.b(54, y, "DELINQUENCY NOTICE", 10.5)
    p1.rule(y + 4)
    y += 18
    for s in ["You are late on your mortgage payments. Failure to bring your loan current may result in fees and",
              "foreclosure - the loss of your home. As of November 18, 2024, you are 17 days delinquent on your",
              "mortgage loan.",
              "",
              "Recent account history:",
              "   Payment due 09/01/2024: Fully paid on time",
              "   Payment due 10/01/2024: Fully paid on time",
              "   Payment due 11/01/2024: Unpaid balance of $2,341.18",
              "   Current payment due 12/01/2024: $2,341.18",
              f"   Total: ${money(due)} due. You must pay this amount to bring your loan current.",
              "",
              "If you are experiencing financial difficulty, HUD-approved housing counselors are available at",
              "(800) 569-4287."]:
        p1.t(54, y, s, 9)
        y += 13
    p2 = Page()
    p2.b(54, 60, "MERIDIAN HOME LOANS", 12)
    p2.t(558, 60, "Loan number 0047718823  |  Page 2 of 2", 8.5, align="r")
    p2.rule(70)
    y = 96
    p2.b(54, y, "TRANSACTION ACTIVITY (10/17/2024 TO 11/18/2024)", 10.5)
    p2.rule(y + 4)
    y += 18
    for x, s, al in [(54, "Date", "l"), (120, "Description", "l"), (470, "Charges", "r"), (558, "Payments", "r")]:
        p2.b(x, y, s, 9, align=al)
    y += 15
    for d, s, c, pmt in [("11/01/2024", "Automatic payment - Sunstate FCU ****4471", "", money(MTG)),
                         ("11/04/2024", "Automatic payment returned - insufficient funds", "", "(" + money(MTG) + ")"),
                         ("11/18/2024", "Late charge - payment due 11/01/2024", money(late), "")]:
        p2.t(54, y, d, 9)
        p2.t(120, y, s, 9)
        p2.t(470, y, c, 9, align="r")
        p2.t(558, y, pmt, 9, align="r")
        y += 14
    y += 24
    p2.b(54, y, "PAST PAYMENTS BREAKDOWN", 10.5)
    p2.b(430, y, "Paid last month", 9, align="r")
    p2.b(558, y, "Paid year to date", 9, align="r")
    p2.rule(y + 4)
    y += 18
    for a, m, t in [("Principal", "0.00", money(ytd_p)), ("Interest", "0.00", money(ytd_i)),
                    ("Escrow (taxes and insurance)", "0.00", money(ESC * 10)), ("Fees", "0.00", "0.00"),
                    ("Total", "0.00", money(ytd_p + ytd_i + ESC * 10))]:
        p2.t(54, y, a, 9)
        p2.t(430, y, m, 9, align="r")
        p2.t(558, y, t, 9, align="r")
        y += 14
    y += 24
    p2.b(54, y, "ESCROW", 10.5)
    p2.rule(y + 4)
    y += 18
    for s in ["Your monthly escrow deposit of $728.78 pays Orange County property taxes and homeowner's insurance",
              "(Citizens Property Insurance Corporation). 2024 Orange County property taxes of $5,706.18 will be",
              "disbursed from escrow on or before November 30, 2024, if sufficient funds are available.",
              "",
              "Partial payments: any partial payment is held in a suspense account until the full monthly",
              "payment is received. This statement is for information only if your debt has been discharged",
              "in bankruptcy."]:
        p2.t(54, y, s, 9)
        y += 13
    return [p1, p2], dict(interest=interest, principal=principal, due=due, ytd_p=ytd_p, ytd_i=ytd_i)


# --------------------------------------------------------------------------------------------------
# D7  credit card statement
# --------------------------------------------------------------------------------------------------

CARD_PREV = Dec("6912.30")
CARD_PAY = Dec("500.00")
CARD_PETER = [("09/24", "ALDERWOOD FURNITURE ORLANDO FL", Dec("2318.40")),
              ("09/26", "VISTA LAKE RESIDENCES ORLANDO FL", Dec("1875.00")),
              ("10/05", "SHELL OIL 57442 ORLANDO FL", Dec("52.10")),
              ("10/09", "OUTBACK STEAKHOUSE #4417 ORLANDO FL", Dec("71.38")),
              ("10/17", "BEST BUY #1038 ORLANDO FL", Dec("649.99"))]
CARD_CORINNE = [("09/27", "PUBLIX SUPER MKT #1142 WINTER PARK FL", Dec("86.14")),
                ("10/11", "AMAZON MKTPLACE PMTS AMZN.COM/BILL WA", Dec("139.88")),
                ("10/19", "TARGET 00012 WINTER PARK FL", Dec("64.27")),
                ("10/20", "WALGREENS #3321 WINTER PARK FL", Dec("23.61"))]
CARD_INT = Dec("138.42")


def card_pages():
    purch = sum(a for *_, a in CARD_PETER) + sum(a for *_, a in CARD_CORINNE)
    new = CARD_PREV - CARD_PAY + purch + CARD_INT
    limit = Dec("15000.00")
    p1 = Page()
    p1.b(54, 60, "COASTLINE BANK", 15)
    p1.t(54, 74, "Harbor Rewards Visa Signature  |  P.O. Box 31800, Jacksonville, FL 32230", 8.5)
    p1.t(558, 60, "Account ending 6650", 9, align="r")
    p1.t(558, 74, "Statement closing date 10/22/2024", 9, align="r")
    p1.rule(82)
    for i, s in enumerate(["PETER J HALVORSEN", "2218 CYPRESS HOLLOW DR", "WINTER PARK FL 32789"]):
        p1.t(54, 102 + 12 * i, s, 9.5)
    y = 160
    p1.b(54, y, "ACCOUNT SUMMARY", 10.5)
    p1.b(330, y, "PAYMENT INFORMATION", 10.5)
    p1.rule(y + 4)
    y0 = y + 18
    for i, (a, b) in enumerate([("Previous balance", "$" + money(CARD_PREV)), ("Payments", "-" + money(CARD_PAY)),
                                ("Purchases", "+" + money(purch)), ("Fees charged", "+0.00"),
                                ("Interest charged", "+" + money(CARD_INT)), ("New balance", "$" + money(new)),
                                ("Credit limit", "$" + money(limit)), ("Available credit", "$" + money(limit - new)),
                                ("Statement period", "09/23/2024 - 10/22/2024"), ("Days in billing cycle", "30")]):
        p1.t(54, y0 + 14 * i, a, 9)
        p1.t(290, y0 + 14 * i, b, 9, align="r")
    for i, (a, b) in enumerate([("New balance", "$" + money(new)), ("Minimum payment due", "$257.00"),
                                ("Payment due date", "11/16/2024")]):
        p1.t(330, y0 + 14 * i, a, 9)
        p1.b(558, y0 + 14 * i, b, 9, align="r")
    for i, s in enumerate(["Late payment warning: if we do not receive your minimum",
                           "payment by the date listed above, you may have to pay a",
                           "late fee of up to $41.00 and your APRs may be increased",
                           "up to the Penalty APR of 29.99%."]):
        p1.t(330, y0 + 56 + 11 * i, s, 7.5)
    y = y0 + 14 * 10 + 20
    p1.b(54, y, "TRANSACTIONS", 10.5)
    p1.rule(y + 4)
    y += 18
    p1.b(54, y, "Payments and other credits", 9)
    y += 14
    p1.t(54, y, "10/14", 9)
    p1.t(100, y, "PAYMENT - THANK YOU", 9)
    p1.t(558, y, "-" + money(CARD_PAY), 9, align="r")
    y += 22
    p1.b(54, y, "PETER J HALVORSEN - card ending 6650", 9)
    y += 14
    for d, s, a in CARD_PETER:
        p1.t(54, y, d, 9)
        p1.t(100, y, s, 9)
        p1.t(558, y, money(a), 9, align="r")
        y += 14
    p1.b(54, y + 2, "Total for card ending 6650", 9)
    p1.b(558, y + 2, money(sum(a for *_, a in CARD_PETER)), 9, align="r")
    p1.t(54, y + 26, "Continued on page 2", 8)
    p2 = Page()
    p2.b(54, 60, "COASTLINE BANK", 12)
    p2.t(558, 60, "Account ending 6650  |  10/22/2024  |  Page 2 of 2", 8.5, align="r")
    p2.rule(70)
    y = 96
    p2.b(54, y, "TRANSACTIONS (continued)", 10.5)
    p2.rule(y + 4)
    y += 18
    p2.b(54, y, "CORINNE M HALVORSEN (authorized user) - card ending 7314", 9)
    y += 14
    for d, s, a in CARD_CORINNE:
        p2.t(54, y, d, 9)
        p2.t(100, y, s, 9)
        p2.t(558, y, money(a), 9, align="r")
        y += 14
    p2.b(54, y + 2, "Total for card ending 7314", 9)
    p2.b(558, y + 2, money(sum(a for *_, a in CARD_CORINNE)), 9, align="r")
    y += 30
    p2.b(54, y, "Interest charged", 9)
    y += 14
    p2.t(54, y, "10/22", 9)
    p2.t(100, y, "INTEREST CHARGE ON PURCHASES", 9)
    p2.t(558, y, money(CARD_INT), 9, align="r")
    y += 30
    p2.b(54, y, "INTEREST CHARGE CALCULATION", 10.5)
    p2.rule(y + 4)
    y += 18
    for x, s, al in [(54, "Type of balance", "l"), (330, "Annual percentage rate (APR)", "r"),
                     (440, "Balance subject to rate", "r"), (558, "Interest charge", "r")]:
        p2.b(x, y, s, 8.5, align=al)
    y += 14
    for a, b, c, d in [("Purchases", "24.49% (v)", "6,874.20", money(CARD_INT)),
                       ("Cash advances", "29.24% (v)", "0.00", "0.00")]:
        p2.t(54, y, a, 9)
        p2.t(330, y, b, 9, align="r")
        p2.t(440, y, c, 9, align="r")
        p2.t(558, y, d, 9, align="r")
        y += 14
    y += 20
    p2.t(54, y, "(v) = variable rate. 2024 totals year to date: fees charged $0.00; interest charged $1,004.77.", 8.5)
    y += 30
    for s in ["If you make only the minimum payment each period, you will pay more in interest and it will take",
              f"you longer to pay off your balance. Only the minimum payment: about 27 years to pay off ${money(new)}."]:
        p2.t(54, y, s, 8.5)
        y += 12
    return [p1, p2], dict(new=new, purch=purch)


# --------------------------------------------------------------------------------------------------
# D8  aftercare invoice
# --------------------------------------------------------------------------------------------------

def invoice_page():
    p = Page()
    p.b(54, 64, "MAPLE GROVE AFTER-SCHOOL ACADEMY", 14)
    p.t(54, 78, "1530 Lee Road  |  Winter Park, Florida 32789  |  (407) 555-0161  |  License C09OR0417", 8.5)
    p.b(558, 64, "INVOICE", 13, align="r")
    p.rule(86)
    for i, (a, b) in enumerate([("Invoice no.:", "MG-24-1187"), ("Invoice date:", "November 1, 2024"),
                                ("Due date:", "November 8, 2024"), ("Account:", "HALV-0212")]):
        p.t(360, 108 + 13 * i, a, 9.5)
        p.t(440, 108 + 13 * i, b, 9.5)
    p.t(54, 108, "Bill to:", 9.5)
    for i, s in enumerate(["Corinne Halvorsen and Peter Halvorsen", "2218 Cypress Hollow Drive",
                           "Winter Park, FL 32789"]):
        p.t(54, 121 + 13 * i, s, 9.5)
    y = 190
    p.b(54, y, "Description", 9.5)
    p.b(558, y, "Amount", 9.5, align="r")
    p.rule(y + 4)
    y += 18
    for a, b in [("After-school program, November 2024 - Nora Halvorsen (Grade 6)", "335.00"),
                 ("After-school program, November 2024 - Miles Halvorsen (Grade 3)", "335.00"),
                 ("Sibling discount - Miles Halvorsen", "(30.00)")]:
        p.t(54, y, a, 9.5)
        p.t(558, y, b, 9.5, align="r")
        y += 15
    p.rule(y - 9)
    p.b(54, y + 2, "November 2024 tuition", 9.5)
    p.b(558, y + 2, "640.00", 9.5, align="r")
    y += 26
    for a, b in [("Previous balance - October 2024 tuition (unpaid)", "640.00"),
                 ("Late fee - October 2024 tuition", "25.00"),
                 ("Payments received since last invoice", "0.00")]:
        p.t(54, y, a, 9.5)
        p.t(558, y, b, 9.5, align="r")
        y += 15
    p.rule(y - 9)
    p.b(54, y + 4, "TOTAL DUE", 11)
    p.b(558, y + 4, "$1,305.00", 11, align="r")
    y += 40
    for s in ["Program hours: Monday through Friday, 2:45 p.m. to 6:00 p.m. Late pick-up after 6:00 p.m. is billed",
              "at $1.00 per minute.",
              "",
              "Tuition is due on the 8th of each month. A $25.00 late fee applies to any tuition not received by",
              "the due date. Accounts more than 30 days past due may be suspended until the balance is paid.",
              "",
              "Questions about your account? Contact Renee Castillo, Director, at billing@maplegroveacademy.example."]:
        p.t(54, y, s, 9)
        y += 13
    return [p]


# --------------------------------------------------------------------------------------------------
# D9 / D10  e-mails
# --------------------------------------------------------------------------------------------------

PETER = "Peter Halvorsen <peter.halvorsen@lakemail.example>"
CORINNE = "Corinne Halvorsen <corinne.halvorsen@lakemail.example>"

EMAIL_9_BODY = """Corinne,

I moved the money to my savings account so it doesn't disappear while we figure this out. Nothing has been spent, and nothing is going to be spent without us talking first.

I will keep paying the mortgage and Maple Grove through the end of the year, and I will put $1,500 a month into the joint account for groceries and the kids' expenses. That should be more than enough until we have an agreement.

Please keep the kids out of this.

Peter

On Tue, Sep 17, 2024 at 9:12 PM Corinne Halvorsen <corinne.halvorsen@lakemail.example> wrote:
> Peter, I just logged into Sunstate and $18,500 is gone from checking. The
> transfer went out yesterday to an account ending 9032 that I don't
> recognize. That was the money we set aside for Nora's braces and the roof.
> The mortgage comes out on October 1. Where is it, and when is it coming
> back?
>
> Corinne
"""

EMAIL_10_BODY = """Corinne,

Going forward I am not going to pay the mortgage on Cypress Hollow. I'm paying $1,875 a month for an apartment and I can't carry two households. The house is in both of our names and you are the one living in it.

I also won't be putting $1,500 into the joint account anymore. The October transfer was the last one.

I will keep the kids on my health insurance through Corvane. Everything else can be addressed at the hearing on December 3. My attorney is copied.

Peter
"""


def write_eml(path, frm, to, cc, date, subject, body, extra=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = date
    m["Subject"] = subject
    for k, v in (extra or {}).items():
        m[k] = v
    m.set_content(wrap_body(body), cte="7bit")
    path.write_bytes(bytes(m))


def wrap_body(body):
    """Hard-wrap plain paragraphs at 72 columns as a mail client does; quoted lines stay as written."""
    out = []
    for line in body.split("\n"):
        if line.startswith(">") or len(line) <= 72:
            out.append(line)
        else:
            out.extend(textwrap.wrap(line, 72))
    return "\n".join(out)


# --------------------------------------------------------------------------------------------------
# D11  text messages (filled with the October ending balance)
# --------------------------------------------------------------------------------------------------

def texts(oct_end):
    return f"""Messages export - iPhone of Corinne Halvorsen
Conversation with: Peter Halvorsen (+1 407-555-0148)
Range: 10/31/2024 - 11/15/2024
Exported: 11/20/2024 9:41 AM

[10/31/2024, 8:14 PM] Corinne Halvorsen: The mortgage draft comes out tomorrow. Checking has ${money(oct_end)} in it. Are you sending the transfer?
[10/31/2024, 9:40 PM] Peter Halvorsen: I'll look at it tomorrow
[11/01/2024, 7:05 AM] Corinne Halvorsen: It's tomorrow. Sunstate shows the Meridian payment pending and not enough to cover it.
[11/01/2024, 12:31 PM] Peter Halvorsen: I told you I can't carry two households. I'll send you an email Monday.
[11/02/2024, 10:17 AM] Corinne Halvorsen: Miles asked me why Maple Grove sent home a late notice in his backpack.
[11/02/2024, 10:52 AM] Peter Halvorsen: Then pay it out of your check. Or sell something.
[11/08/2024, 5:46 PM] Corinne Halvorsen: Meridian called. The November payment bounced and we're behind. They said a late charge of $117.06 goes on the account if it isn't paid by the 16th.
[11/08/2024, 6:03 PM] Peter Halvorsen: Not my problem until the judge says it is.
[11/15/2024, 3:22 PM] Peter Halvorsen: I can take the kids Saturday 10 to 6 if that works.
[11/15/2024, 3:30 PM] Corinne Halvorsen: That works. Nora has practice at 9, so pick her up at the field at 10:30.
[11/15/2024, 3:31 PM] Peter Halvorsen: OK
"""


# --------------------------------------------------------------------------------------------------
# D12  hearing transcript (cover + printed pages 31-37), 25 numbered lines a page
# --------------------------------------------------------------------------------------------------

TRANSCRIPT = {
    1: [
        "IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT,",
        "IN AND FOR ORANGE COUNTY, FLORIDA",
        "FAMILY DIVISION",
        "",
        "CASE NO.: 2024-DR-011582-O          DIVISION: 29",
        "",
        "IN RE: THE MARRIAGE OF",
        "CORINNE M. HALVORSEN, Petitioner/Wife,",
        "and",
        "PETER J. HALVORSEN, Respondent/Husband.",
        "",
        "    HEARING ON WIFE'S MOTION FOR TEMPORARY SUPPORT",
        "         (EXCERPT - TESTIMONY OF PETER J. HALVORSEN)",
        "",
        "BEFORE:   HONORABLE DENISE R. CASTELLANOS, Circuit Judge",
        "DATE:     December 3, 2024",
        "TIME:     9:04 a.m. - 12:17 p.m.",
        "PLACE:    Orange County Courthouse, Courtroom 19-C",
        "          425 North Orange Avenue, Orlando, Florida",
        "",
        "APPEARANCES:",
        "  For the Wife:    Adrienne T. Kessler, Esq.",
        "  For the Husband: Martin G. Oyelaran, Esq.",
        "",
        "REPORTED BY: Lydia M. Brandt, RPR",
    ],
    31: [
        "     Q.  Mr. Halvorsen, your base salary at Corvane is",
        "$118,000 a year; correct?",
        "     A.  Yes. That went into effect in January.",
        "     Q.  January of this year, 2024?",
        "     A.  January 1st. Before that it was $114,500.",
        "     Q.  And on top of your salary you earn commissions?",
        "     A.  I do. It's a quarterly plan, but they're paid",
        "out monthly.",
        "     Q.  How much did you earn in commissions in 2023?",
        "     A.  I'd have to look. Around forty-one thousand.",
        "     Q.  Would $41,260 sound right?",
        "     A.  That sounds right.",
        "     Q.  And so far in 2024?",
        "     A.  Through October, about $31,900.",
        "     Q.  Your financial affidavit lists your gross",
        "monthly income as $9,833. That's your salary alone?",
        "     A.  Yes. Commissions aren't guaranteed. My",
        "territory was cut in half in July.",
        "     Q.  The commission in your August 30 paycheck was",
        "$3,850; correct?",
        "     A.  If that's what the stub says.",
        "     Q.  I'm showing you what's been marked as Wife's",
        "Exhibit 3. Is that your earnings statement?",
        "     A.  Yes.",
        "     Q.  And it shows a commission of $3,850?",
    ],
    32: [
        "     A.  Yes. For July.",
        "     Q.  Let's turn to the joint checking account. On",
        "September 16, 2024, you transferred $18,500 out of the",
        "joint account at Sunstate into a savings account",
        "ending in 9032?",
        "     A.  Yes.",
        "     Q.  That account is in your name alone?",
        "     A.  It is. I opened it in September.",
        "     Q.  The day after you moved out?",
        "     A.  Around then. The 15th, I think.",
        "     Q.  How much of the $18,500 is in that account",
        "today?",
        "     A.  About eleven thousand.",
        "     Q.  So roughly $7,500 has been spent?",
        "     A.  Some of it went back into the joint account. I",
        "put $2,400 in at the end of September and $1,500 in",
        "October.",
        "     Q.  And the rest?",
        "     A.  My attorney's retainer, and the deposit on my",
        "apartment.",
        "     Q.  You also bought furniture on the Coastline Visa;",
        "$2,318.40 at Alderwood Furniture?",
        "     A.  I needed a bed and a couch. I couldn't take",
        "anything from the house.",
        "     Q.  Did anyone tell you that you couldn't?",
    ],
    33: [
        "     A.  No. But I wasn't going to start a fight over a",
        "couch.",
        "     Q.  Let's talk about the mortgage. In your e-mail",
        "of September 18th you wrote that you would keep paying",
        "the mortgage through the end of the year.",
        "     A.  I did write that.",
        "     Q.  Did you make the November 1 payment?",
        "     A.  No.",
        "     Q.  Did you make the December 1 payment?",
        "     A.  Not yet. That's what we're here about.",
        "     Q.  You're aware the November payment was returned",
        "and a late charge of $117.06 was assessed?",
        "     A.  I saw the statement, yes.",
        "     Q.  What is your rent at Vista Lake?",
        "     A.  $1,875 a month. Plus utilities.",
        "     Q.  And you charged October's rent to the Visa?",
        "     A.  That month, yes. The portal takes cards.",
        "     Q.  Mr. Halvorsen, in February of this year you",
        "took a loan against your 401(k); correct?",
        "     A.  Yes.",
        "     Q.  For $16,000?",
        "     A.  Yes.",
        "     Q.  Did you tell your wife?",
        "     A.  I don't recall whether I told her before or",
        "after.",
    ],
    34: [
        "     Q.  What did you use the money for?",
        "     A.  I paid off the loan on my truck.",
        "     Q.  The 2021 F-150?",
        "     A.  Yes.",
        "     Q.  And that loan is being repaid out of every",
        "paycheck, $187.44 each time?",
        "     A.  Yes. Twice a month.",
        "     Q.  Now, the children's health insurance. You carry",
        "the family on your Corvane plan?",
        "     A.  Yes. BlueHarbor PPO.",
        "     Q.  The family premium is $412.50 a paycheck?",
        "     A.  That's right.",
        "     Q.  And if you covered only yourself, what would it",
        "be?",
        "     A.  $138.20, I believe. HR gave me the number.",
        "     Q.  So the added cost of covering your wife and the",
        "children is $274.30 a paycheck?",
        "     A.  If your math is right, yes.",
        "     Q.  Your wife works three days a week at Lakeview",
        "Family Dentistry?",
        "     A.  Three days. She could work five. Dr. Lindqvist",
        "has asked her to go full-time more than once.",
        "     Q.  You've heard Dr. Lindqvist say that?",
        "     A.  Corinne told me that herself, last spring.",
        "     Q.  Before the children's school schedule changed?",
    ],
    35: [
        "     A.  I don't know what changed. I know what she said.",
        "          MS. KESSLER:  Nothing further, Your Honor.",
        "          THE COURT:  Redirect, Mr. Oyelaran?",
        "          MR. OYELARAN:  Briefly, Judge.",
        "                  REDIRECT EXAMINATION",
        "BY MR. OYELARAN:",
        "     Q.  Peter, why did you move the $18,500?",
        "     A.  Because it was the only cash we had, and I was",
        "afraid it would be gone before we ever had a hearing.",
        "I didn't hide it. It's at the same credit union.",
        "     Q.  Have you spent any of it on anything other than",
        "the kids, the house, or this case?",
        "     A.  The apartment deposit. That's all.",
        "     Q.  Are you willing to account for it?",
        "     A.  Yes. I'll produce the statements.",
        "     Q.  Your commissions in 2024 -- are they on pace",
        "with 2023?",
        "     A.  No. After the territory change in July my",
        "commissions dropped. September was $1,140.",
        "          MR. OYELARAN:  Nothing further.",
        "          THE COURT:  Any recross?",
        "          MS. KESSLER:  One question, Judge.",
        "                  RECROSS-EXAMINATION",
        "BY MS. KESSLER:",
        "     Q.  Mr. Halvorsen, the $3,850 commission on your",
    ],
    36: [
        "August 30 paycheck -- that was after the territory",
        "change?",
        "     A.  It was for July. So, partly.",
        "          MS. KESSLER:  Nothing further.",
        "          THE COURT:  You may step down, sir.",
        "          (Witness excused.)",
        "          THE COURT:  I've heard enough to rule on the",
        "mortgage today. Pending further order, the Husband",
        "shall pay the November and December mortgage payments,",
        "together with the late charge, directly to Meridian",
        "within ten days. The Husband shall keep the children",
        "on his health insurance. On the rest -- temporary",
        "alimony, temporary child support, and fees -- I'll",
        "take written closing memoranda. No more than eight",
        "pages, by 5:00 p.m. on December 13th.",
        "          MS. KESSLER:  Thank you, Judge.",
        "          MR. OYELARAN:  Judge, may we also address the",
        "$18,500?",
        "          THE COURT:  Neither party shall transfer,",
        "encumber, or spend any part of the funds in the",
        "account ending 9032 without a written agreement or",
        "further order of this Court. Is that clear,",
        "Mr. Halvorsen?",
        "          THE WITNESS:  Yes, Your Honor.",
        "          THE COURT:  Ms. Kessler, prepare the order.",
    ],
    37: [
        "We're in recess.",
        "          (Proceedings concluded at 12:17 p.m.)",
        "",
        "                 CERTIFICATE OF REPORTER",
        "",
        "STATE OF FLORIDA    )",
        "COUNTY OF ORANGE    )",
        "",
        "     I, LYDIA M. BRANDT, Registered Professional",
        "Reporter, certify that I was authorized to and did",
        "stenographically report the foregoing proceedings and",
        "that the transcript is a true and complete record of",
        "my stenographic notes.",
        "",
        "     I further certify that I am not a relative,",
        "employee, or attorney of any of the parties, nor am I",
        "financially interested in the action.",
        "",
        "     Dated this 9th day of December, 2024.",
        "",
        "",
        "     /s/ Lydia M. Brandt",
        "     LYDIA M. BRANDT, RPR",
        "     Brandt Court Reporting, Inc.",
        "     Orlando, Florida",
    ],
}


def write_transcript(path: Path):
    doc = pymupdf.open()
    for num, lines in TRANSCRIPT.items():
        assert len(lines) <= 25, num
        for ln in lines:
            assert len(ln) <= 58, ln
        page = doc.new_page(width=W, height=H)
        page.insert_text((500, 54), f"Page {num}", fontsize=11, fontname="cour")
        y = 96
        for i in range(25):
            page.insert_text((60, y), f"{i + 1:>2}", fontsize=11, fontname="cour")
            if i < len(lines) and lines[i]:
                page.insert_text((96, y), lines[i], fontsize=11, fontname="cour")
            y += 25
        page.draw_line((88, 80), (88, y - 14), width=0.5)
        page.insert_text((190, 750), "Brandt Court Reporting, Inc.  (407) 555-0119", fontsize=8, fontname="cour")
    doc.save(path, garbage=3, deflate=True)


AUTHORITIES = [
    "Fla. Stat. \u00a7 61.071",
    "Fla. Stat. \u00a7 61.075",
    "Fla. Stat. \u00a7 61.08",
    "Fla. Stat. \u00a7 61.16",
    "Fla. Stat. \u00a7 61.30",
    "Fla. Stat. \u00a7 92.525",
    "Fla. Fam. L. R. P. 12.285",
    "Fla. Fam. L. Form 12.902(b)",
    "Canakaris v. Canakaris, 382 So. 2d 1197 (Fla. 1980)",
    "Rosen v. Rosen, 696 So. 2d 697 (Fla. 1997)",
]


def build():
    """Return {filename: list of Page or str} and facts computed along the way."""
    bank, oct_end = bank_pages()
    s1, _, _ = wife_stub("09/07/2024 - 09/20/2024", "09/20/2024", "DD-240920-0417", Dec("48.00"), Dec("0.00"),
                         Dec("34650.00"), Dec("462.00"), 19, "28.00")
    s2, _, _ = wife_stub("09/21/2024 - 10/04/2024", "10/04/2024", "DD-241004-0417", Dec("48.00"), Dec("0.00"),
                         Dec("36498.00"), Dec("462.00"), 20, "28.00")
    s3, _, _ = wife_stub("10/05/2024 - 10/18/2024", "10/18/2024", "DD-241018-0417", Dec("45.50"), Dec("2.50"),
                         Dec("38249.75"), Dec("558.25"), 21, "25.50")
    h1, _, _ = husband_stub("08/16/2024 - 08/31/2024", "08/30/2024", "CMS-0830-20871", Dec("3850.00"),
                            "Commission (July 2024)", Dec("78666.72"), Dec("24310.00"), Dec("1104.82"), [])
    h2, _, _ = husband_stub("09/01/2024 - 09/15/2024", "09/13/2024", "CMS-0913-20871", Dec("0.00"),
                            "Commission", Dec("83583.39"), Dec("24310.00"), Dec("468.15"),
                            ["Direct deposit change received 09/16/2024, effective with the 09/30/2024 pay date:",
                             "Sunstate FCU Savings ****9032  100%"])
    k401, k_end = k401_pages()
    mtg, mtg_facts = mortgage_pages()
    card, card_facts = card_pages()
    docs = {
        "D1_sunstate_joint_checking_statements.pdf": bank,
        "D2_wife_pay_stubs_lakeview.pdf": [s1, s2, s3],
        "D3_husband_earnings_statements_corvane.pdf": [h1, h2],
        "D4_2023_tax_return_summary_scan.pdf": tax_pages(),
        "D5_401k_statement_q3_2024.pdf": k401,
        "D6_meridian_mortgage_statement.pdf": mtg,
        "D7_coastline_visa_statement.pdf": card,
        "D8_maple_grove_invoice.pdf": invoice_page(),
        "D9_email_2024-09-18_re_transfer.eml": None,
        "D10_email_2024-11-04_mortgage.eml": None,
        "D11_text_messages.txt": [texts(oct_end)],
        "D12_hearing_transcript_2024-12-03.pdf": None,
    }
    facts = dict(oct_end=oct_end, k_end=k_end, **mtg_facts, **{"card_" + k: v for k, v in card_facts.items()})
    return docs, facts


SCANNED = {"D4_2023_tax_return_summary_scan.pdf"}


def main(out: Path):
    out.mkdir(parents=True, exist_ok=True)
    docs, _ = build()
    for name, pages in docs.items():
        path = out / name
        if name.startswith("D9_"):
            write_eml(path, PETER, CORINNE, None, "Wed, 18 Sep 2024 07:48:13 -0400", "Re: The $18,500 transfer",
                      EMAIL_9_BODY, {"In-Reply-To": "<CAM8x2q-17sep-corinne@lakemail.example>"})
        elif name.startswith("D10_"):
            write_eml(path, PETER, CORINNE, "Martin G. Oyelaran <moyelaran@oyelaranlaw.example>",
                      "Mon, 04 Nov 2024 18:22:40 -0500", "Mortgage going forward", EMAIL_10_BODY)
        elif name.endswith(".txt"):
            path.write_text(pages[0], encoding="utf-8")
        elif name.startswith("D12_"):
            write_transcript(path)
        else:
            write_pdf(path, pages, name in SCANNED)
    (out / "authorities.txt").write_text("\n".join(AUTHORITIES) + "\n", encoding="utf-8")
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
