"""Write the Kessler estate matter (client files) for verifier evaluation.

    python make_matter.py OUTDIR      (needs pymupdf, Pillow, openpyxl)

A Surrogate's Court (Dutchess County, New York) dispute over the first account of Daniel R. Kessler as
executor of his mother's estate.  All persons, firms, accounts and figures are fictional.

Production order (Bates prefix ESTATE, one Bates page per PDF page, one per non-PDF file):
 D1 will (3 pp)              D2 first codicil (1 p)       D3 letters testamentary (1 p)
 D4 appraisal (3 pp)         D5 closing statement (2 pp)  D6 bank statement Q2 2023 (3 pp)
 D7 bank statement Q3 2023 (3 pp)   D8 brokerage statement Q1 2023 (2 pp)
 D9 e-mail (.eml)            D10 forwarded e-mail (.eml)  D11 check register (.xlsx)
 D12 cash receipts, scanned image-only PDF (2 pp)        D13 executor's account (4 pp)
 D14 deposition excerpt of Daniel R. Kessler (cover + pp. 31-36)
"""
import datetime as dt
import io
import sys
from pathlib import Path

import openpyxl
import pymupdf
from PIL import Image, ImageDraw, ImageFont

W, H = 612, 792


def money(x: float) -> str:
    return f"{x:,.2f}"


# ---------------------------------------------------------------- D1 will
WILL = [
    """LAST WILL AND TESTAMENT
OF
MARGARET ELLEN KESSLER

I, MARGARET ELLEN KESSLER, residing at 41 Orchard Ridge Road, Rhinebeck, New York 12572, in the County of Dutchess, declare this to be my Last Will and Testament, and I revoke all wills and codicils previously made by me.

ARTICLE I
PAYMENT OF DEBTS AND EXPENSES

I direct my Executor to pay my just debts, the expenses of my last illness and funeral, and the expenses of administering my estate as soon as practicable after my death.

ARTICLE II
TANGIBLE PERSONAL PROPERTY

I give all of my tangible personal property, including furniture, jewelry, books and household effects, to those of my children who survive me, to be divided among them as they shall agree or, if they fail to agree within six (6) months after my death, as my Executor shall determine, in substantially equal shares.

ARTICLE III
RESIDUARY ESTATE

I give all the rest, residue and remainder of my property, real and personal, wherever situated (my "residuary estate"), in equal shares to my children, DANIEL ROBERT KESSLER, LAURA KESSLER BRANDT and THOMAS ALLEN KESSLER, or to the issue of a deceased child, per stirpes.""",
    """ARTICLE IV
MY RESIDENCE

A. I direct my Executor to sell my residence at 41 Orchard Ridge Road, Rhinebeck, New York, within eighteen (18) months after my death, at a price not less than its fair market value as determined by an independent licensed appraiser, and to add the net proceeds of sale to my residuary estate.

B. No sale of my residence shall be made to my Executor, to any member of my Executor's household, or to any person having a business relationship with my Executor, without the prior written consent of all of my then living children.

ARTICLE V
EXECUTOR

I appoint my son, DANIEL ROBERT KESSLER, as Executor of this Will. If he fails to qualify or ceases to act, I appoint my daughter, LAURA KESSLER BRANDT, as successor Executor. No Executor shall be required to give a bond in any jurisdiction.

ARTICLE VI
POWERS OF EXECUTOR

In addition to the powers conferred by law, including those set out in Section 11-1.1 of the New York Estates, Powers and Trusts Law, my Executor shall have the following powers, to be exercised in a fiduciary capacity:

(A) to sell at public or private sale any property of my estate, other than my residence, on such terms as my Executor deems advisable;
(B) to retain any property owned by me at my death for so long as my Executor deems advisable;
(C) to compromise and settle claims in favor of or against my estate;
(D) to employ attorneys, accountants and other agents and to pay their reasonable compensation; and
(E) to make distributions in cash or in kind, or partly in each.""",
    """ARTICLE VII
COMMISSIONS

My Executor shall be entitled to receive commissions at the rates allowed by law, but shall not pay to himself any commission in advance of the judicial settlement of his account unless all of my children consent in writing or the Surrogate's Court so orders.

ARTICLE VIII
GOVERNING LAW

This Will shall be construed and administered under the laws of the State of New York.

IN WITNESS WHEREOF, I have signed this Will on June 12, 2019.

/s/ Margaret Ellen Kessler
MARGARET ELLEN KESSLER, Testator

ATTESTATION CLAUSE

The foregoing instrument was subscribed on June 12, 2019 by MARGARET ELLEN KESSLER, the Testator, in our presence, and she declared it to be her Last Will and Testament. We signed our names as witnesses at her request, in her presence and in the presence of each other.

/s/ Harold J. Wexler, residing at 8 Mulberry Street, Rhinebeck, New York
/s/ Patricia A. Ames, residing at 212 Montgomery Street, Rhinebeck, New York

Prepared by: Linwood & Crane LLP, 240 Main Street, Poughkeepsie, New York 12601""",
]

# ---------------------------------------------------------------- D2 codicil
CODICIL = [
    """FIRST CODICIL
TO THE LAST WILL AND TESTAMENT
OF
MARGARET ELLEN KESSLER

I, MARGARET ELLEN KESSLER, of the Town of Rhinebeck, Dutchess County, New York, make this First Codicil to my Last Will and Testament dated June 12, 2019.

FIRST: I amend ARTICLE II of my Will by adding at the end thereof the following sentence: "Notwithstanding the foregoing, I give my sapphire and diamond ring to my granddaughter, EMMA ROSE BRANDT, if she survives me."

SECOND: I amend ARTICLE VI of my Will by adding a new paragraph (F), as follows: "(F) My Executor shall deliver to each of my children, not less than once every six (6) months after the issuance of letters, a written statement of all receipts and disbursements of my estate during the preceding period."

THIRD: In all other respects I ratify and confirm my Last Will and Testament dated June 12, 2019.

IN WITNESS WHEREOF, I have signed this First Codicil on September 8, 2021.

/s/ Margaret Ellen Kessler
MARGARET ELLEN KESSLER

The foregoing First Codicil was subscribed, published and declared by the Testator in our presence on September 8, 2021, and we signed as witnesses in her presence and in the presence of each other.

/s/ Harold J. Wexler, residing at 8 Mulberry Street, Rhinebeck, New York
/s/ Janine M. Cole, residing at 30 East Market Street, Rhinebeck, New York""",
]

# ---------------------------------------------------------------- D3 letters
LETTERS = [
    """SURROGATE'S COURT OF THE STATE OF NEW YORK
COUNTY OF DUTCHESS

LETTERS TESTAMENTARY

File No. 2023-0417

ESTATE OF MARGARET ELLEN KESSLER, a/k/a MARGARET E. KESSLER, Deceased

Date of Death: February 9, 2023
Domicile: Town of Rhinebeck, County of Dutchess, State of New York

The Last Will dated June 12, 2019 and the First Codicil dated September 8, 2021 of the above-named decedent having been admitted to probate by decree of this Court dated March 29, 2023, and the fiduciary named below having duly qualified, LETTERS TESTAMENTARY are hereby issued to:

DANIEL ROBERT KESSLER
19 Birch Hill Drive, Red Hook, New York 12571

Limitations: NONE
Bond: dispensed with by the Will

These Letters are issued on April 3, 2023 and are in full force and effect as of the date of this certificate.

WITNESS, HON. MARION T. ACHTERBERG, Surrogate, Dutchess County.

/s/ Lillian R. Sato
Chief Clerk of the Surrogate's Court

THIS CERTIFICATE IS NOT VALID WITHOUT THE RAISED SEAL OF THE SURROGATE'S COURT."""
]

# ---------------------------------------------------------------- D4 appraisal
APPRAISAL = [
    """NYGAARD APPRAISAL GROUP
14 Garden Street, Rhinebeck, New York 12572

UNIFORM RESIDENTIAL APPRAISAL REPORT - SUMMARY
File No. NAG-23-0388

SUBJECT
Property Address:  41 Orchard Ridge Road, Rhinebeck, New York 12572
County:            Dutchess
Tax Parcel:        135089-6270-00-412876
Owner of Record:   Margaret E. Kessler (deceased)
Client:            Daniel R. Kessler, Executor, Estate of Margaret E. Kessler
Intended Use:      Estate administration and marketing of the property for sale

Effective Date of Appraisal:  April 18, 2023 (date of inspection)
Date of Report:               April 24, 2023

SITE
Lot size 1.8 acres, rectangular, level to gently sloping. Zoning RA3 (rural agricultural). Private well and septic. Paved driveway.

IMPROVEMENTS
Two-story Colonial, built 1978. Gross living area 2,340 square feet above grade. Nine rooms, four bedrooms, two and one-half baths. Full basement, partially finished (420 sq. ft.). Two-car attached garage. Forced hot-water heat, oil fired.""",
    """CONDITION
The subject is in average condition (C4). The asphalt shingle roof covering is approximately 15 years old and shows moderate wear consistent with its age; no active leaks or water staining were observed at the time of inspection. The kitchen was updated in 2016. No functional or external obsolescence was noted.

SALES COMPARISON APPROACH

Address                   Sale Date    Price      GLA sq ft   Adj. Price
41 Orchard Ridge Rd       (subject)    --         2,340       --
17 Fox Hollow Lane        01/20/2023   $598,000   2,210       $611,400
88 Stone Church Road      11/04/2022   $635,000   2,480       $618,900
6 Mill Pond Court         02/27/2023   $605,500   2,295       $609,200

Adjustments were made for gross living area at $100 per square foot, for date of sale, and for basement finish. Comparable 3 is given the most weight as the most recent sale and the most similar in size and condition.

Indicated value by sales comparison approach: $612,000
Cost approach: not developed. Income approach: not applicable.

Estimated exposure time: 30 to 90 days at the appraised value, if listed with a broker and marketed on the multiple listing service.""",
    """RECONCILIATION AND FINAL VALUE

Based on the sales comparison approach, and subject to the assumptions and limiting conditions of this report, it is my opinion that the market value of the subject property, as defined, as of April 18, 2023, is:

SIX HUNDRED TWELVE THOUSAND DOLLARS ($612,000)

This appraisal is not based on a requested minimum valuation, a specific valuation, or the approval of a loan.

APPRAISER'S CERTIFICATION

I personally inspected the interior and exterior of the subject property. I have no present or prospective interest in the property, and no personal interest with respect to the parties involved. My compensation is not contingent on the value reported.

/s/ Carol A. Nygaard
Carol A. Nygaard, SRA
New York State Certified Residential Real Estate Appraiser
License No. 45000049817 (expires 11/30/2024)
Signed: April 24, 2023

Fee: $650.00""",
]

# ---------------------------------------------------------------- D5 closing statement
PRICE, DEPOSIT, SCHOOL_CREDIT = 489000.00, 48900.00, 3412.18
SELLER_CHARGES = [("NYS Real Estate Transfer Tax (Form TP-584)", 1956.00),
                  ("Seller's attorney fee - Linwood & Crane LLP", 2750.00),
                  ("Recording and filing fees (RP-5217, TP-584)", 250.00)]
NET_PROCEEDS = round(PRICE + SCHOOL_CREDIT - sum(a for _, a in SELLER_CHARGES), 2)
CLOSING = [
    f"""MID-HUDSON ABSTRACT CORP.
Title Insurance Agent - 5 Cannon Street, Poughkeepsie, New York 12601

CLOSING STATEMENT
Title No. MHA-23-5518

Property:        41 Orchard Ridge Road, Rhinebeck, New York 12572
Seller:          Estate of Margaret E. Kessler, by Daniel R. Kessler, Executor
Purchaser:       Gregory T. Pell, 7 Quarry Road, Staatsburg, New York 12580
Contract Date:   July 28, 2023
Closing Date:    August 30, 2023
Place:           Linwood & Crane LLP, 240 Main Street, Poughkeepsie, New York
Real Estate Broker: NONE
Financing:       NONE (all cash)

PURCHASE PRICE                                              {money(PRICE)}
  Contract deposit (held in escrow by Seller's attorney)    {money(DEPOSIT)}
  Balance paid by Purchaser at closing                      {money(PRICE - DEPOSIT)}

ADJUSTMENTS
  2023-24 school tax paid by Seller ($4,094.62);
  credit to Seller for 305 days                              {money(SCHOOL_CREDIT)}

GROSS AMOUNT DUE SELLER                                     {money(PRICE + SCHOOL_CREDIT)}""",
    "SELLER'S CHARGES\n"
    + "\n".join(f"  {d:<48}{money(a):>12}" for d, a in SELLER_CHARGES)
    + f"""
  {'Total Seller charges':<48}{money(sum(a for _, a in SELLER_CHARGES)):>12}

NET PROCEEDS DUE SELLER                                 {money(NET_PROCEEDS)}

DISBURSEMENT OF SELLER PROCEEDS
Net proceeds of {money(NET_PROCEEDS)} wired on August 30, 2023 to Hudson River Savings Bank, account ending 6053, titled "Estate of Margaret E. Kessler, Daniel R. Kessler, Executor."

The undersigned have reviewed this closing statement and approve it as correct.

/s/ Daniel R. Kessler                     /s/ Gregory T. Pell
Daniel R. Kessler, Executor, Seller       Gregory T. Pell, Purchaser

Closer: Frances Delgado, Mid-Hudson Abstract Corp.""",
]

# ---------------------------------------------------------------- D6, D7 bank statements
BANK_HEAD = """HUDSON RIVER SAVINGS BANK
P.O. Box 1180, Kingston, New York 12402     Customer Service (845) 555-0143

ESTATE OF MARGARET E KESSLER
DANIEL R KESSLER EXECUTOR
19 BIRCH HILL DR, RED HOOK NY 12571

Estate Checking    Account No. XXXXXX6053"""

Q2 = [("04/10/2023", "TRANSFER FROM ACCT XXXXXX4418", 84312.57),
      ("04/14/2023", "CHECK 1001", -11840.00),
      ("04/21/2023", "CHECK 1002", -650.00),
      ("04/27/2023", "CHECK 1003", -412.66),
      ("05/04/2023", "CHECK 1004", -4918.27),
      ("05/10/2023", "COUNTER WITHDRAWAL - CASH", -4000.00),
      ("05/23/2023", "CHECK 1005", -6500.00),
      ("05/26/2023", "DEPOSIT - METLIFE PREMIUM REFUND", 1126.40),
      ("05/31/2023", "INTEREST PAID", 3.12),
      ("06/12/2023", "CHECK 1006", -1284.00),
      ("06/22/2023", "COUNTER WITHDRAWAL - CASH", -3500.00),
      ("06/30/2023", "INTEREST PAID", 2.87)]
Q3 = [("07/06/2023", "CHECK 1007", -287.14),
      ("07/13/2023", "CHECK 1008", -3200.00),
      ("07/14/2023", "COUNTER WITHDRAWAL - CASH", -6200.00),
      ("07/31/2023", "INTEREST PAID", 2.41),
      ("08/23/2023", "CHECK 1009", -4094.62),
      ("08/30/2023", "INCOMING WIRE - MID-HUDSON ABSTRACT CORP", NET_PROCEEDS),
      ("08/31/2023", "INTEREST PAID", 2.06),
      ("09/05/2023", "COUNTER WITHDRAWAL - CASH", -2800.00),
      ("09/14/2023", "CHECK 1010", -25000.00),
      ("09/15/2023", "CHECK 1011", -25000.00),
      ("09/29/2023", "INTEREST PAID", 98.77)]


def running(rows, start):
    out, bal = [], start
    for d, desc, amt in rows:
        bal = round(bal + amt, 2)
        out.append((d, desc, amt, bal))
    return out, bal


Q2_ROWS, Q2_END = running(Q2, 0.00)
Q3_ROWS, Q3_END = running(Q3, Q2_END)


def bank_statement(period, rows, start, end, stmt_no):
    credits = sum(r[2] for r in rows if r[2] > 0)
    debits = -sum(r[2] for r in rows if r[2] < 0)
    lines = [f"{d}  {desc:<40}{money(a):>12}{money(b):>13}" for d, desc, a, b in rows]
    head = f"  {'Date':<10}  {'Description':<40}{'Amount':>12}{'Balance':>13}"
    p1 = (f"{BANK_HEAD}\nStatement Period: {period}\nStatement No. {stmt_no}          Page 1 of 3\n\n"
          f"ACCOUNT SUMMARY\n  Beginning balance                 {money(start):>14}\n"
          f"  Deposits and other credits        {money(credits):>14}\n"
          f"  Checks and other debits           {money(debits):>14}\n"
          f"  Ending balance                    {money(end):>14}\n\nTRANSACTION DETAIL\n{head}\n"
          + "\n".join(lines[:6]) + "\n  (continued on next page)")
    p2 = (f"HUDSON RIVER SAVINGS BANK    Account No. XXXXXX6053    Page 2 of 3\nStatement Period: {period}\n\n"
          f"TRANSACTION DETAIL (continued)\n{head}\n" + "\n".join(lines[6:])
          + f"\n\n  Ending balance {money(end)}")
    checks = [(desc.split()[1], d, -a) for d, desc, a, _ in rows if desc.startswith("CHECK")]
    cash = [(d, -a) for d, desc, a, _ in rows if desc.startswith("COUNTER")]
    p3 = (f"HUDSON RIVER SAVINGS BANK    Account No. XXXXXX6053    Page 3 of 3\nStatement Period: {period}\n\n"
          "CHECKS PAID\n  Check No.   Date Paid     Amount\n"
          + "\n".join(f"  {n:<10}  {d}  {money(a):>12}" for n, d, a in checks)
          + f"\n  Total checks paid: {len(checks)}    {money(sum(c[2] for c in checks))}\n\n"
          "COUNTER WITHDRAWALS (teller, cash)\n"
          + "\n".join(f"  {d}  {money(a):>12}" for d, a in cash)
          + f"\n  Total counter withdrawals: {len(cash)}    {money(sum(c[1] for c in cash))}\n\n"
          "Interest rate this period: 0.05% annual percentage yield earned.\n\n"
          "Please examine this statement promptly. Report any discrepancy within 30 days of the statement date. "
          "Deposits are insured by the FDIC to the maximum amount allowed by law.")
    return [p1, p2, p3]


BANK_Q2 = bank_statement("April 1, 2023 through June 30, 2023", Q2_ROWS, 0.00, Q2_END, "2023-2")
BANK_Q3 = bank_statement("July 1, 2023 through September 30, 2023", Q3_ROWS, Q2_END, Q3_END, "2023-3")

# ---------------------------------------------------------------- D8 brokerage
HOLD = [("Vanguard Total Stock Market ETF (VTI)", 420, 204.30),
        ("Vanguard Total Bond Market ETF (BND)", 700, 73.39),
        ("Johnson & Johnson (JNJ)", 150, 155.00),
        ("Procter & Gamble Co. (PG)", 120, 148.69)]
BROK_END = 241906.33
BROK_BEGIN = 237845.19
BROK_DIVS = [("01/04/2023", "Dividend - BND", 141.26), ("02/06/2023", "Dividend - BND", 139.88),
             ("02/15/2023", "Dividend - PG", 109.58), ("03/06/2023", "Dividend - BND", 146.40),
             ("03/07/2023", "Dividend - JNJ", 169.50), ("03/28/2023", "Dividend - VTI", 498.04)]
DIV_TOTAL = round(sum(a for *_, a in BROK_DIVS), 2)
MM = round(BROK_END - sum(q * p for _, q, p in HOLD), 2)
BROKERAGE = [
    f"""RIDGELINE SECURITIES LLC
400 Westchester Avenue, White Plains, New York 10604   Member FINRA/SIPC

QUARTERLY ACCOUNT STATEMENT
January 1, 2023 - March 31, 2023

Account Number:   XXXX-7730
Account Type:     Individual
Registration:     MARGARET E KESSLER
Transfer on Death Beneficiary: NONE DESIGNATED
Mailing Address:  MARGARET E KESSLER
                  C/O DANIEL R KESSLER
                  19 BIRCH HILL DRIVE, RED HOOK NY 12571

ACCOUNT VALUE SUMMARY
  Beginning value (01/01/2023)                 {money(BROK_BEGIN):>14}
  Dividends and interest                        {money(DIV_TOTAL):>14}
  Change in market value                        {money(BROK_END - BROK_BEGIN - DIV_TOTAL):>14}
  Ending value (03/31/2023)                    {money(BROK_END):>14}

HOLDINGS AS OF 03/31/2023
  {'Security':<40}{'Quantity':>9}{'Price':>10}{'Market Value':>14}
"""
    + "\n".join(f"  {n:<40}{q:>9}{p:>10.2f}{money(q * p):>14}" for n, q, p in HOLD)
    + f"\n  {'Ridgeline Government Money Market':<40}{'':>9}{'':>10}{money(MM):>14}"
    + f"\n  {'Total account value':<59}{money(BROK_END):>14}",
    "RIDGELINE SECURITIES LLC   Account XXXX-7730   Q1 2023   Page 2 of 2\n\n"
    "ACCOUNT ACTIVITY\n"
    + "\n".join(f"  {d}  {t:<30}{money(a):>10}" for d, t, a in BROK_DIVS)
    + f"\n  Total dividends credited to money market   {money(DIV_TOTAL)}\n\n"
    """ACCOUNT NOTICES
02/21/2023  Notice of death of the account owner received. The account has been restricted. No transfers, withdrawals or sales will be processed until we receive Letters Testamentary or other court authority. Dividends will continue to be credited.
03/06/2023  Mailing address changed at the request of Daniel R. Kessler.

Year-to-date dividends: """ + money(DIV_TOTAL) + """
2022 Form 1099-DIV total ordinary dividends (mailed 02/10/2023): $6,118.40

Securities in your account are protected up to $500,000 by SIPC. This statement should be retained for tax purposes.""",
]

# ---------------------------------------------------------------- D9, D10 e-mails
EML_9 = """From: Daniel Kessler <dan.kessler@birchhillmail.example>
To: Laura Brandt <laura.brandt@brandtfamily.example>, Tom Kessler <tkessler@riverlinemail.example>
Date: Fri, 04 Aug 2023 21:14:07 -0400
Subject: Mom's house
Message-ID: <20230804211407.5521@birchhillmail.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Laura, Tom -

Quick update on the house. I signed a contract last week with a buyer at $489,000 and we close at the end of the month. The roof is shot and frankly the appraisal was optimistic, so I think this is a fair number for where the house is.

The buyer is Greg Pell - you remember him from high school. It's all cash, no broker, so we save the 5% commission. I'll send the paperwork around after the closing.

Dan
"""

EML_10 = """From: Laura Brandt <laura.brandt@brandtfamily.example>
To: Miriam Castellano <mcastellano@castellanovoight.example>
Cc: Tom Kessler <tkessler@riverlinemail.example>
Date: Tue, 12 Mar 2024 08:47:52 -0400
Subject: Fwd: Re: Accounting?
Message-ID: <20240312084752.1187@brandtfamily.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Miriam,

See Dan's e-mail below. He told us Mom's Ridgeline account was closed. Tom found Mom's 2022 Form 1099 from Ridgeline Securities in her files, and it shows $6,118.40 in dividends for 2022. An account that was closed years ago does not pay six thousand dollars in dividends. Can we subpoena Ridgeline?

Laura

---------- Forwarded message ---------
From: Daniel Kessler <dan.kessler@birchhillmail.example>
Date: Mon, Jan 15, 2024 at 7:02 PM
Subject: Re: Accounting?
To: Laura Brandt <laura.brandt@brandtfamily.example>

Laura, I'm working on it, the lawyers are slow. As for the Ridgeline account, Mom closed that years ago, there is nothing there. Everything is in the estate checking account and it will all be in the accounting.

Dan

> On Jan 14, 2024, Laura Brandt wrote:
> Dan, it has been nine months since you got letters. We still have not
> seen a single statement of what came in and what went out. Mom's codicil
> says you have to send one every six months. Also, what happened to the
> Ridgeline account?
"""

# ---------------------------------------------------------------- D11 check register
REGISTER = [
    (1001, dt.date(2023, 4, 12), "Dapson Funeral Home", "Funeral services", 11840.00),
    (1002, dt.date(2023, 4, 18), "Nygaard Appraisal Group", "Appraisal - 41 Orchard Ridge Rd", 650.00),
    (1003, dt.date(2023, 4, 25), "Central Hudson Gas & Electric", "Utilities - residence", 412.66),
    (1004, dt.date(2023, 5, 2), "Dutchess County Commissioner of Finance", "2023 town/county tax", 4918.27),
    (1005, dt.date(2023, 5, 19), "Linwood & Crane LLP", "Legal fees - probate", 6500.00),
    (1006, dt.date(2023, 6, 8), "Hudson Valley Insurance Agency", "Vacant dwelling policy", 1284.00),
    (1007, dt.date(2023, 6, 30), "Central Hudson Gas & Electric", "Utilities - residence", 287.14),
    (1008, dt.date(2023, 7, 11), "Gregory T. Pell", "Repairs - 41 Orchard Ridge", 3200.00),
    (1009, dt.date(2023, 8, 21), "Rhinebeck Central School District", "2023-24 school tax", 4094.62),
    (1010, dt.date(2023, 9, 12), "Laura Kessler Brandt", "Partial distribution", 25000.00),
    (1011, dt.date(2023, 9, 12), "Thomas A. Kessler", "Partial distribution", 25000.00),
    (1012, dt.date(2023, 10, 2), "Daniel R. Kessler", "Executor commission", 18500.00),
    (1013, dt.date(2023, 10, 2), "Daniel R. Kessler", "Partial distribution", 25000.00),
    (1014, dt.date(2023, 11, 15), "Linwood & Crane LLP", "Legal fees - real estate", 3750.00),
    (1015, dt.date(2024, 2, 1), "Daniel R. Kessler", "Commission (2nd)", 7250.00),
    (1016, dt.date(2024, 2, 20), "Bard & Hollis CPAs", "2023 fiduciary income tax return", 1850.00),
]

# ---------------------------------------------------------------- D12 scanned receipts
RECEIPTS = [
    """RECEIPT

Date: 6/24/23
Received from: Dan Kessler
Amount: $1,200.00  (twelve hundred dollars) CASH
For: clean-out of house at 41 Orchard Ridge Rd,
     3 truckloads to transfer station
Ray's Hauling & Clean-Out, Tivoli NY
Signed: R. Mancuso


RECEIPT

Date: 7/16/23
Received from: Dan Kessler
Amount: $850.00  (eight hundred fifty) CASH
For: lawn mowing June-July, clean gutters
Signed: M. Ortiz  (Ortiz Landscaping)""",
    """RECEIPT

Date: 8/2/23
Received from: D. Kessler
Amount: $185.00 CASH
For: rekey front and back doors, 41 Orchard Ridge
Rhinebeck Lock & Key
Signed: T. Ferris


RECEIPT

Date: 9/9/23
Received from: Dan Kessler
Amount: $600.00  (six hundred) CASH
For: furniture removal and dump fees
Signed: J. Darrow""",
]
RECEIPT_AMOUNTS = [1200.00, 850.00, 185.00, 600.00]

# ---------------------------------------------------------------- D13 account
SCHED_A = [("04/10/2023", "Cash, Hudson River Savings Bank acct. ending 4418 (transferred)", 84312.57),
           ("05/26/2023", "Premium refund, Metropolitan Life Insurance Co.", 1126.40),
           ("08/30/2023", "Net proceeds of sale, 41 Orchard Ridge Road, Rhinebeck", NET_PROCEEDS),
           ("12/31/2024", "Interest, estate checking acct. ending 6053 (04/10/2023-12/31/2024)", 4217.06)]
A_TOTAL = round(sum(a for *_, a in SCHED_A), 2)
CASH_UPKEEP = 16500.00
SCHED_C = [(r[1], r[2], r[0], r[4]) for r in REGISTER if r[0] in (1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1014, 1016)]
SCHED_C.insert(8, (None, "Cash - property upkeep (see receipts)", "cash", CASH_UPKEEP))
C_TOTAL = round(sum(r[3] for r in SCHED_C), 2)
SCHED_E = [(r[1], r[2], r[0], r[4]) for r in REGISTER if r[0] in (1010, 1011, 1013)]
E_TOTAL = round(sum(r[3] for r in SCHED_E), 2)
COMM_PAID = 18500.00 + 7250.00
COMM_CLAIMED = round(A_TOTAL * 0.05, 2)
G_BALANCE = round(A_TOTAL - C_TOTAL - E_TOTAL - COMM_PAID, 2)


def statutory_commission(x):
    tiers = [(100000, .05), (200000, .04), (700000, .03), (4000000, .025), (float("inf"), .02)]
    tot, rest = 0.0, x
    for size, rate in tiers:
        part = min(rest, size)
        tot += part * rate
        rest -= part
        if rest <= 0:
            break
    return round(tot, 2)


COMM_STAT = statutory_commission(A_TOTAL)


def _c_line(r):
    d, payee, chk, amt = r
    ds = d.strftime("%m/%d/%Y") if d else "05/10-09/05/23"
    return f"{ds:<14} {payee:<39} {str(chk):>5} {money(amt):>11}"


ACCOUNT = [
    f"""SURROGATE'S COURT OF THE STATE OF NEW YORK
COUNTY OF DUTCHESS
-----------------------------------------------------------
In the Matter of the Accounting of DANIEL R. KESSLER,
as Executor of the Last Will and Testament of
MARGARET E. KESSLER, Deceased.                File No. 2023-0417
-----------------------------------------------------------

FIRST ACCOUNT OF PROCEEDINGS OF EXECUTOR
Period: February 9, 2023 through December 31, 2024

TO THE SURROGATE'S COURT, COUNTY OF DUTCHESS:

The undersigned, DANIEL R. KESSLER, as Executor, renders the following account of all his proceedings:

SUMMARY STATEMENT
  Schedule A   Principal received                    {money(A_TOTAL):>14}
  Schedule C   Funeral and administration expenses   {money(C_TOTAL):>14}
  Schedule E   Distributions to beneficiaries        {money(E_TOTAL):>14}
  Schedule I   Commissions paid on account           {money(COMM_PAID):>14}
  Schedule G   Balance of principal on hand          {money(G_BALANCE):>14}

Interested parties (Schedule H): Daniel R. Kessler, son and residuary beneficiary (one-third); Laura Kessler Brandt, daughter and residuary beneficiary (one-third); Thomas A. Kessler, son and residuary beneficiary (one-third); Emma Rose Brandt, granddaughter, specific legatee under the First Codicil (ring delivered).""",
    "SCHEDULE A - STATEMENT OF PRINCIPAL RECEIVED\n\n"
    + f"{'Date':<11} {'Description':<66}\n"
    + "\n".join(f"{d:<11} {desc:<66}\n{'':<11} {'':<52}{money(a):>14}" for d, desc, a in SCHED_A)
    + f"\n\n{'':<11} {'TOTAL SCHEDULE A':<52}{money(A_TOTAL):>14}\n\n"
    "Note: Household furnishings and personal effects were divided among the decedent's children by agreement "
    "under ARTICLE II of the Will and are not valued in this account.\n\n"
    "SCHEDULE A-1 - REALIZED INCREASES ON PRINCIPAL: None.\n"
    "SCHEDULE B - REALIZED DECREASES ON PRINCIPAL: None.",
    "SCHEDULE C - FUNERAL AND ADMINISTRATION EXPENSES\n\n"
    + f"{'Date':<14} {'Payee / Purpose':<39} {'Check':>5} {'Amount':>11}\n"
    + "\n".join(_c_line(r) for r in SCHED_C)
    + f"\n\n{'TOTAL SCHEDULE C':<60}{money(C_TOTAL):>11}\n\n"
    "SCHEDULE E - DISTRIBUTIONS TO BENEFICIARIES\n\n"
    + f"{'Date':<14} {'Payee / Purpose':<39} {'Check':>5} {'Amount':>11}\n"
    + "\n".join(_c_line(r) for r in SCHED_E)
    + f"\n\n{'TOTAL SCHEDULE E':<60}{money(E_TOTAL):>11}",
    f"""SCHEDULE G - PRINCIPAL ON HAND
Cash, Hudson River Savings Bank estate checking acct. ending 6053: {money(G_BALANCE)}

SCHEDULE I - COMPUTATION OF COMMISSIONS
Value of principal received (Schedule A):       {money(A_TOTAL)}
Commission at 5%:                               {money(COMM_CLAIMED)}
Paid on account: check 1012 (10/02/2023) $18,500.00 and check 1015 (02/01/2024) $7,250.00, total {money(COMM_PAID)}

SCHEDULE J - OTHER PERTINENT FACTS
1. The decedent did not own any securities or brokerage accounts at the time of her death.
2. The residence at 41 Orchard Ridge Road was sold at fair market value in light of its condition, including the need for a new roof.
3. No statement of receipts and disbursements was requested by any beneficiary before the filing of this account.

VERIFICATION
STATE OF NEW YORK, COUNTY OF DUTCHESS, ss.:
DANIEL R. KESSLER, being duly sworn, says that he is the Executor named above, that the foregoing account contains a full and true statement of all his receipts and disbursements on account of the estate, and that he does not know of any error or omission in the account to the prejudice of any interested party.

/s/ Daniel R. Kessler
Sworn to before me on March 17, 2025.
/s/ Elise M. Carver, Notary Public, State of New York, No. 01CA6123987, Qualified in Dutchess County""",
]

# ---------------------------------------------------------------- D14 deposition
DEPO_COVER = """SURROGATE'S COURT OF THE STATE OF NEW YORK
COUNTY OF DUTCHESS
-------------------------------------------------------
In the Matter of the Accounting of DANIEL R. KESSLER,
as Executor of the Estate of MARGARET E. KESSLER,
Deceased.                                File No. 2023-0417
-------------------------------------------------------

EXAMINATION UNDER SCPA 2211 OF
DANIEL R. KESSLER

Taken on July 15, 2025, beginning at 10:06 a.m.
at the offices of Castellano & Voight LLP,
55 Market Street, Poughkeepsie, New York 12601

APPEARANCES:
CASTELLANO & VOIGHT LLP, by MIRIAM CASTELLANO, ESQ.,
  for Objectants Laura Kessler Brandt and Thomas A. Kessler
LINWOOD & CRANE LLP, by PETER J. LINWOOD, ESQ.,
  for the Executor, Daniel R. Kessler

Reported by: Denise M. Farrow, RPR, Notary Public

(Excerpt: pages 31 through 36)"""

DEPO = {
    31: [
        "MS. CASTELLANO: Let's turn to the house.",
        "Q. When did you receive the appraisal from",
        "Ms. Nygaard?",
        "A. Late April of 2023. The end of April.",
        "Q. And the appraised value was $612,000?",
        "A. That's what she wrote.",
        "Q. Did you ever list the house with a real",
        "estate broker?",
        "A. No.",
        "Q. Was it ever put on the multiple listing",
        "service?",
        "A. No, it was not.",
        "Q. How did Mr. Pell come to buy the house?",
        "A. Greg called me in June. He'd heard I was",
        "going to sell it and he said he'd take it",
        "as is, cash, quick closing.",
        "Q. How long have you known Mr. Pell?",
        "A. Since high school. Thirty-some years.",
        "Q. Are you in any business with him?",
        "A. We are both members of an LLC, Taconic",
        "Lakes Holdings. It owns a hunting camp up in",
        "Columbia County. That's all it is.",
        "Q. How long have you both been members?",
        "A. Since 2017, I think.",
        "Q. And you had that LLC in 2023?",
    ],
    32: [
        "A. Yes.",
        "Q. What price did Mr. Pell pay?",
        "A. $489,000.",
        "Q. That is $123,000 below the appraisal,",
        "correct?",
        "A. I haven't done the math, but if you say so.",
        "Q. Why did you accept that price?",
        "A. The roof. The roof needed to be replaced.",
        "Q. Did you get a written estimate for a roof?",
        "A. Not in writing. Greg looked at it. He's in",
        "construction.",
        "Q. The buyer told you the roof needed work?",
        "A. He did, and I believed him.",
        "Q. Did you obtain any other offer?",
        "A. No.",
        "Q. Did you ask your brother and sister for",
        "their written consent before you signed the",
        "contract?",
        "A. No. I told them by e-mail.",
        "Q. When did you sign the contract?",
        "A. The contract is dated July 28th.",
        "Q. And your e-mail to them was sent on",
        "August 4th, a week after you signed?",
        "A. Yes, about that.",
        "Q. Did either of them consent in writing?",
    ],
    33: [
        "A. No. Nobody objected either.",
        "Q. Let me show you the check register, Exhibit",
        "11. Check 1008, July 11, 2023, $3,200 to",
        "Gregory Pell, \"repairs.\" What was that for?",
        "A. Greg fixed the back porch steps and some",
        "rot on the deck before the closing.",
        "Q. Before he bought the house?",
        "A. Yes. Somebody could have gotten hurt.",
        "Q. Is there an invoice?",
        "A. No, I just paid him.",
        "Q. Now look at the bank statements. There are",
        "four counter withdrawals of cash between May",
        "and September of 2023. Do you see them?",
        "A. I see them.",
        "Q. They total $16,500?",
        "A. That sounds right.",
        "Q. What was the cash used for?",
        "A. Upkeep on the house. Lawn, clean-out,",
        "locks, hauling. People want cash.",
        "Q. You produced four receipts. They add up to",
        "$2,835. Where are the receipts for the rest?",
        "A. I didn't always get a receipt. Some of it",
        "I kept track of in my head.",
        "Q. Did you keep any of the cash yourself?",
        "A. No. I wouldn't do that.",
    ],
    34: [
        "Q. Let's go to commissions. Check 1012,",
        "October 2, 2023, $18,500, payable to you.",
        "What was that?",
        "A. My executor's commission.",
        "Q. And check 1015 on February 1, 2024, for",
        "$7,250?",
        "A. The rest of the commission.",
        "Q. Did you obtain an order of the Surrogate's",
        "Court before paying yourself either check?",
        "A. No. I didn't know I needed one.",
        "Q. Did your brother or sister consent in",
        "writing to either payment?",
        "A. No.",
        "Q. How did you arrive at those amounts?",
        "A. I was told executors get five percent. I",
        "took five percent of what I thought the",
        "estate would be.",
        "Q. Who told you that?",
        "A. I don't remember. Somebody at the bank,",
        "maybe.",
        "Q. Have you read Article VII of your mother's",
        "will?",
        "A. Not closely. I've read it now.",
        "Q. Have you repaid any part of the $25,750?",
        "A. No.",
    ],
    35: [
        "Q. Let's talk about Ridgeline Securities. Your",
        "mother had an account there, didn't she?",
        "A. She did.",
        "Q. Ending in 7730?",
        "A. I believe so.",
        "Q. In March 2023 you had the mailing address",
        "on that account changed to your house in",
        "Red Hook, correct?",
        "A. Yes, so the mail wouldn't pile up.",
        "Q. So you received the statements?",
        "A. I got them, yes.",
        "Q. Why isn't the Ridgeline account in your",
        "account, in Schedule A?",
        "A. I thought it passed outside the estate. I",
        "thought it was a TOD account, like her bank",
        "account used to be.",
        "Q. The statement says \"Transfer on Death",
        "Beneficiary: NONE DESIGNATED,\" doesn't it?",
        "A. That's what it says.",
        "Q. In January of 2024 you wrote to your sister",
        "that your mother closed that account years",
        "ago. Was that true?",
        "A. I don't remember writing that.",
        "Q. Is the account still open today?",
        "A. As far as I know. I haven't touched it.",
    ],
    36: [
        "Q. What was it worth the last time you looked?",
        "A. Around two-forty. Two hundred forty",
        "thousand, something like that.",
        "Q. Now, the codicil. You're aware your mother",
        "signed a codicil in September 2021?",
        "A. Yes.",
        "Q. It requires you to give each of your",
        "siblings a written statement every six",
        "months. Did you ever do that?",
        "A. No. I was going to put it all in the",
        "accounting.",
        "Q. The first written accounting anyone saw",
        "was the account you verified on March 17,",
        "2025?",
        "A. Yes.",
        "Q. Almost two years after you got letters?",
        "A. It took longer than I wanted.",
        "MR. LINWOOD: Objection to form.",
        "Q. In Schedule J, paragraph 3, you say no",
        "beneficiary asked for a statement before",
        "the account was filed. Is that accurate?",
        "A. I don't think Laura asked in writing.",
        "MS. CASTELLANO: Let's mark the January",
        "e-mails as Exhibit 14. We'll come back to",
        "them after the break.",
    ],
}
for _p, _ls in DEPO.items():
    assert len(_ls) == 25, (_p, len(_ls))

AUTHORITIES = """N.Y. Surrogate's Court Procedure Act (SCPA) § 2307 (commissions of fiduciaries other than trustees)
N.Y. Surrogate's Court Procedure Act (SCPA) § 2310 (advance payment of commissions; court order required)
N.Y. Surrogate's Court Procedure Act (SCPA) § 2211 (examination of accounting party)
N.Y. Estates, Powers and Trusts Law (EPTL) § 11-1.1 (fiduciary powers)
N.Y. Estates, Powers and Trusts Law (EPTL) § 11-2.3 (prudent investor act)
Matter of Rothko, 43 N.Y.2d 305 (1977)
Matter of Janes, 90 N.Y.2d 41 (1997)
Matter of Donner, 82 N.Y.2d 574 (1993)
"""


# ---------------------------------------------------------------- writers
def text_pdf(path: Path, pages, mono=False, size=10):
    doc = pymupdf.open()
    for text in pages:
        page = doc.new_page(width=W, height=H)
        rc = page.insert_textbox(pymupdf.Rect(60, 56, 552, 750), text, fontsize=size,
                                 fontname="cour" if mono else "helv")
        assert rc >= 0, f"overflow in {path.name}: {rc}"
    doc.save(path, garbage=3, deflate=True)


def mixed_pdf(path: Path, pages):
    """pages: list of (text, mono)"""
    doc = pymupdf.open()
    for text, mono in pages:
        page = doc.new_page(width=W, height=H)
        rc = page.insert_textbox(pymupdf.Rect(60, 56, 552, 750), text, fontsize=9.5 if mono else 10,
                                 fontname="cour" if mono else "helv")
        assert rc >= 0, f"overflow in {path.name}: {rc}"
    doc.save(path, garbage=3, deflate=True)


def scan_pdf(path: Path, pages):
    font = None
    for cand in ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                 "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"):
        if Path(cand).exists():
            font = ImageFont.truetype(cand, 34)
            break
    if font is None:
        font = ImageFont.load_default(size=34)
    doc = pymupdf.open()
    for i, text in enumerate(pages):
        img = Image.new("L", (1700, 2200), 255)          # 8.5 x 11 in at 200 dpi
        d = ImageDraw.Draw(img)
        y = 170
        for line in text.split("\n"):
            d.text((180, y), line, fill=20, font=font)
            y += 50
        img = img.rotate(0.4, fillcolor=255)             # slight skew, as from a feeder scanner
        buf = io.BytesIO()
        img.save(buf, format="PNG", dpi=(200, 200))
        page = doc.new_page(width=W, height=H)
        page.insert_image(page.rect, stream=buf.getvalue())
    doc.save(path, garbage=3, deflate=True)


def depo_pdf(path: Path):
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    assert page.insert_textbox(pymupdf.Rect(60, 60, 552, 750), DEPO_COVER, fontsize=10.5, fontname="cour") >= 0
    for num, lines in DEPO.items():
        page = doc.new_page(width=W, height=H)
        page.insert_text((480, 60), f"Page {num}", fontsize=11, fontname="cour")
        for i, line in enumerate(lines, 1):
            page.insert_text((72, 100 + (i - 1) * 25.5), f"{i:>2}   {line}", fontsize=11, fontname="cour")
        page.insert_text((150, 760), "Farrow Court Reporting  (845) 555-0199", fontsize=8, fontname="cour")
    doc.save(path, garbage=3, deflate=True)


def register_xlsx(path: Path):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Check Register"
    ws.append(["Estate of Margaret E. Kessler - Hudson River Savings Bank acct. ending 6053"])
    ws.append(["Check register kept by Daniel R. Kessler, Executor"])
    ws.append([])
    ws.append(["Check No.", "Date", "Payee", "Memo", "Amount"])
    for n, d, payee, memo, amt in REGISTER:
        ws.append([n, d, payee, memo, amt])
        ws.cell(ws.max_row, 2).number_format = "mm/dd/yyyy"
        ws.cell(ws.max_row, 5).number_format = "#,##0.00"
    ws.append([])
    ws.append(["", "", "", "Total checks written", round(sum(r[4] for r in REGISTER), 2)])
    ws.cell(ws.max_row, 5).number_format = "#,##0.00"
    for col, w in zip("ABCDE", (10, 12, 40, 34, 14)):
        ws.column_dimensions[col].width = w
    wb.save(path)


FILES = [
    ("D1_will.pdf", lambda p: text_pdf(p, WILL)),
    ("D2_first_codicil.pdf", lambda p: text_pdf(p, CODICIL)),
    ("D3_letters_testamentary.pdf", lambda p: text_pdf(p, LETTERS)),
    ("D4_appraisal_NAG-23-0388.pdf", lambda p: mixed_pdf(p, [(APPRAISAL[0], True), (APPRAISAL[1], True), (APPRAISAL[2], False)])),
    ("D5_closing_statement.pdf", lambda p: text_pdf(p, CLOSING, mono=True)),
    ("D6_bank_statement_2023Q2.pdf", lambda p: text_pdf(p, BANK_Q2, mono=True, size=9)),
    ("D7_bank_statement_2023Q3.pdf", lambda p: text_pdf(p, BANK_Q3, mono=True, size=9)),
    ("D8_ridgeline_statement_2023Q1.pdf", lambda p: text_pdf(p, BROKERAGE, mono=True, size=9)),
    ("D9_email_2023-08-04.eml", lambda p: p.write_text(EML_9, encoding="utf-8")),
    ("D10_email_fwd_2024-03-12.eml", lambda p: p.write_text(EML_10, encoding="utf-8")),
    ("D11_check_register.xlsx", register_xlsx),
    ("D12_cash_receipts_scan.pdf", lambda p: scan_pdf(p, RECEIPTS)),
    ("D13_first_account.pdf", lambda p: text_pdf(p, ACCOUNT, mono=True, size=9)),
    ("D14_kessler_deposition_excerpt.pdf", depo_pdf),
]
SCANNED = {"D12_cash_receipts_scan.pdf": RECEIPTS}

if __name__ == "__main__":
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for name, fn in FILES:
        fn(out / name)
    (out / "authorities.txt").write_text(AUTHORITIES, encoding="utf-8")
    print(out)
