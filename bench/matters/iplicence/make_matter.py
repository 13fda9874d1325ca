"""Write the Tessaro licence matter. Entirely fictional.

    python make_matter.py OUTDIR        (needs pymupdf 1.26 and Pillow)

Tessaro Filtration Technologies, Inc. v. Marlow Home Products LLC (S.D. Ohio, No. 3:24-cv-00318): a patent and
trademark licence for replacement water-filter cartridges; unpaid royalties found by an audit, notice of
non-payment, termination, and sales after the sell-off period.

Documents, in production order (Bates prefix LICENSE, 32 pages):
  D1  licence agreement (7 pp)                      D7  notice of non-payment, counsel's letter (2 pp)
  D2  royalty report Q2 2023 (2 pp, table)          D8  call note (.txt)
  D3  royalty report Q3 2023 (2 pp, table)          D9  notice of termination, scanned (2 pp, image only)
  D4  royalty report Q4 2023 (2 pp, table)          D10 deposition of Marlow's CFO, excerpt (cover + pp. 41-47)
  D5  audit notice e-mail (.eml)                    D11 CFO's e-mail answering the audit, PDF attached (.eml)
  D6  audit findings letter (4 pp)
"""
import sys
from decimal import Decimal, ROUND_HALF_UP
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime, timezone, timedelta
from pathlib import Path

import pymupdf

LETTER = (612, 792)
LANDSCAPE = (792, 612)


def money(x: Decimal) -> str:
    return f"{x:,.2f}"


def q2(x: Decimal) -> Decimal:
    return x.quantize(Decimal("0.01"), ROUND_HALF_UP)


# ----------------------------------------------------------------------------------------------------------
# D1  Licence agreement
# ----------------------------------------------------------------------------------------------------------
LICENSE_PAGES = [
    """PATENT AND TRADEMARK LICENSE AGREEMENT
Agreement No. TFT-LIC-2021-07

This Patent and Trademark License Agreement (the "Agreement") is entered into as of March 1, 2021 (the "Effective Date") by and between Tessaro Filtration Technologies, Inc., an Ohio corporation with its principal office at 4100 Kenwood Parkway, Dayton, Ohio 45414 ("Licensor"), and Marlow Home Products LLC, a Delaware limited liability company with its principal office at 2250 Tryon Commerce Drive, Charlotte, North Carolina 28217 ("Licensee").

RECITALS

A. Licensor owns the patents listed in Schedule A (the "Licensed Patents") and the trademark PUREFOLD, U.S. Registration No. 5,218,443 (the "Licensed Mark").

B. Licensee wishes to make, have made, use and sell replacement filter cartridges that practice the Licensed Patents, and to sell them under the Licensed Mark, on the terms below.

1. DEFINITIONS

1.1 "Licensed Products" means filter cartridges, including the PF-200, PF-450 and PF-900 product families, whose manufacture, use or sale would, absent this Agreement, infringe a Valid Claim of a Licensed Patent.

1.2 "Territory A" means the United States of America, its territories and possessions.

1.3 "Territory B" means Canada and the United Mexican States ("Mexico").

1.4 "Territory" means Territory A and Territory B together. A sale occurs in the territory to which the Licensed Product is shipped, regardless of the billing address of the customer.

1.5 "Contract Year" means each twelve (12) month period beginning on March 1.

1.6 "Valid Claim" means a claim of an issued, unexpired Licensed Patent that has not been held invalid or unenforceable by a final decision from which no appeal can be taken.

1.7 "Affiliate" means any entity that controls, is controlled by, or is under common control with a party.""",
    """2. GRANT

2.1 Patent License. Licensor grants to Licensee an exclusive license in Territory A, and a non-exclusive license in Territory B, under the Licensed Patents to make, have made, use, sell, offer to sell and import Licensed Products in the Territory.

2.2 Trademark License. Licensor grants to Licensee a non-exclusive, non-transferable license to use the Licensed Mark in the Territory solely on and in connection with Licensed Products that meet the quality standards of Section 7.

2.3 No Other Territory. Licensee shall not sell Licensed Products for shipment outside the Territory. No license is granted by implication, estoppel or otherwise for any other country.

2.4 Sublicensing. Licensee may not grant sublicenses without Licensor's prior written consent.

3. TERM

3.1 This Agreement begins on the Effective Date and, unless terminated earlier under Section 10, continues until the expiration of the last-to-expire Licensed Patent.

4. ROYALTIES

4.1 Patent Royalty. Licensee shall pay Licensor a running royalty of four and one-half percent (4.5%) of Net Sales of Licensed Products sold in Territory A and three and one-quarter percent (3.25%) of Net Sales of Licensed Products sold in Territory B.

4.2 Trademark Royalty. In addition to the Patent Royalty, Licensee shall pay a royalty of one and one-half percent (1.5%) of Net Sales of each Licensed Product sold under or bearing the Licensed Mark, in either territory.

4.3 Minimum Annual Royalty. Licensee shall pay a minimum royalty of Two Hundred Forty Thousand Dollars ($240,000) for each Contract Year. Earned royalties paid for a Contract Year are credited against the minimum. Any shortfall is due within forty-five (45) days after the end of the Contract Year.""",
    """4.4 Net Sales. "Net Sales" means the gross amount invoiced by Licensee and its Affiliates for Licensed Products, less only the following, to the extent actually allowed and separately stated: (a) credits actually issued for returned Licensed Products; (b) customary trade, quantity and cash discounts, not to exceed eight percent (8%) of the gross amount invoiced for the Licensed Product concerned in any calendar quarter; and (c) freight, insurance and sales taxes separately stated on the invoice. No deduction shall be made for commissions, marketing or promotional allowances, advertising contributions, slotting fees, uncollectible accounts or costs of manufacture.

4.5 Single Royalty. A Licensed Product covered by more than one Licensed Patent bears a single Patent Royalty.

5. REPORTS AND PAYMENT

5.1 Quarterly Reports. Within thirty (30) days after the end of each calendar quarter, Licensee shall deliver to Licensor a written report, certified by its chief financial officer, stating for that quarter, by product and by territory: units sold, gross amounts invoiced, each deduction taken under Section 4.4 by category, Net Sales, and the royalties due.

5.2 Payment. Royalties for each quarter are due with the report for that quarter and shall be paid in United States dollars by wire transfer to the account Licensor designates in writing.

5.3 Late Payment. Any amount not paid when due bears interest from the due date until paid at one percent (1%) per month, or at the highest rate permitted by law if that is lower.

5.4 Currency. Sales invoiced in a currency other than United States dollars are converted at the rate published in The Wall Street Journal for the last business day of the quarter.""",
    """6. RECORDS AND AUDIT

6.1 Records. Licensee shall keep complete and accurate books and records of all sales of Licensed Products for at least three (3) years after the end of the quarter to which they relate.

6.2 Audit. Not more than once in any calendar year, upon at least twenty (20) days' written notice, Licensor may have an independent certified public accountant inspect those books and records during normal business hours to verify the reports delivered and payments made under this Agreement.

6.3 Adjustment. If an audit shows that Licensee underpaid, Licensee shall pay the shortfall, with interest under Section 5.3, within fifteen (15) days after receipt of the accountant's report. If the underpayment exceeds five percent (5%) of the royalties due for the period audited, Licensee shall also reimburse Licensor for the reasonable fees and expenses of the audit. Otherwise Licensor bears the cost of the audit.

6.4 Effect of Report. The accountant's report shall be final and binding on the parties as to the amounts examined, absent fraud or manifest error.

7. QUALITY CONTROL AND USE OF THE MARK

7.1 Quality. Licensed Products bearing the Licensed Mark shall be of a quality at least equal to samples approved by Licensor. Each Contract Year Licensee shall submit twelve (12) production samples of each product bearing the Licensed Mark.

7.2 Form of Use. Licensee shall use the Licensed Mark only in the form shown in Schedule A, with the registration symbol, and shall not combine it with any other mark.

7.3 Goodwill. All use of the Licensed Mark by Licensee inures to the benefit of Licensor. Licensee shall not contest Licensor's ownership of the Licensed Mark.""",
    """8. PATENT MARKING

Licensee shall mark all Licensed Products, or their packaging, in accordance with 35 U.S.C. Section 287.

9. REPRESENTATIONS

9.1 Each party represents that it has full power to enter into this Agreement. Licensor represents that it is the sole owner of the Licensed Patents and the Licensed Mark.

10. TERMINATION

10.1 Material Breach. Either party may terminate this Agreement if the other party commits a material breach and fails to cure it within sixty (60) days after written notice describing the breach.

10.2 Non-Payment. If Licensee fails to pay any amount when due and does not cure the failure within thirty (30) days after receiving written notice of non-payment, Licensor may terminate this Agreement by written notice, effective upon receipt.

10.3 Insolvency. Licensor may terminate this Agreement immediately by written notice if Licensee becomes insolvent, makes an assignment for the benefit of creditors, or is the subject of a bankruptcy petition not dismissed within sixty (60) days.

10.4 Effect of Termination. Upon termination all licenses granted in this Agreement end, except that Licensee may sell Licensed Products in inventory or in process on the date of termination for ninety (90) days after that date, subject to payment of royalties and reporting under Sections 4 and 5. At the end of that period Licensee shall stop all use of the Licensed Mark. Within ten (10) days after termination, Licensee shall deliver to Licensor a statement of Licensed Products in inventory or in process.

10.5 Survival. Sections 4, 5, 6, 10.4, 12 and 14, and all payment obligations accrued before termination, survive termination.

11. LIMITATION OF LIABILITY

Neither party is liable for consequential or punitive damages, except for Licensee's unlicensed use of the Licensed Patents or the Licensed Mark.""",
    """12. NOTICES

12.1 All notices under this Agreement must be in writing and delivered by nationally recognized overnight courier or certified mail to the addresses on the first page, with a copy by e-mail, to the attention of: for Licensor, the Director of Licensing; for Licensee, the Chief Financial Officer. A notice is effective on receipt.

13. ASSIGNMENT

Licensee may not assign this Agreement, by operation of law or otherwise, without Licensor's prior written consent.

14. GENERAL

14.1 No Waiver. No failure or delay in exercising a right operates as a waiver of it. Licensor's acceptance of any report or payment does not waive its right to audit that report or to recover any further amount due.

14.2 Governing Law. This Agreement is governed by the laws of the State of Ohio, without regard to its conflict-of-laws rules.

14.3 Forum. Each party submits to the jurisdiction of the state and federal courts located in Montgomery County, Ohio.

14.4 Attorneys' Fees. In any action to enforce this Agreement the prevailing party is entitled to its reasonable attorneys' fees and costs.

14.5 Entire Agreement. This Agreement, with its Schedules, is the entire agreement of the parties and may be amended only by a writing signed by both parties.

IN WITNESS WHEREOF, the parties have signed this Agreement as of the Effective Date.

TESSARO FILTRATION TECHNOLOGIES, INC.
By: /s/ Margit Tessaro
Name: Margit Tessaro
Title: Chief Executive Officer
Date: February 22, 2021

MARLOW HOME PRODUCTS LLC
By: /s/ Gregory Ashby
Name: Gregory Ashby
Title: President
Date: February 24, 2021""",
]

SCHEDULE_PAGE = [
    ("text", "SCHEDULE A - LICENSED PATENTS AND LICENSED MARK", 11),
    ("table", ["Item", "Number", "Title / Mark", "Issued / Registered"],
     [["Patent", "U.S. Patent No. 10,482,917", "Pleated Membrane Filter Cartridge with Bypass Seal", "November 19, 2019"],
      ["Patent", "U.S. Patent No. 11,036,254", "Twist-Lock Collar for Filter Cartridges", "August 4, 2020"],
      ["Mark", "U.S. Reg. No. 5,218,443", "PUREFOLD (standard characters), Class 11", "June 6, 2017"]],
     [60, 150, 220, 110], 9, "llll"),
    ("text", "\nSCHEDULE B - ROYALTY RATES", 11),
    ("table", ["Territory", "Countries", "Patent Royalty", "Trademark Royalty", "Combined (branded)"],
     [["Territory A", "United States", "4.5%", "1.5%", "6.0%"],
      ["Territory B", "Canada, Mexico", "3.25%", "1.5%", "4.75%"]],
     [80, 130, 100, 110, 120], 9, "llrrr"),
    ("text", "\nThe Trademark Royalty applies only to Licensed Products sold under or bearing the Licensed Mark. "
             "Licensed Products sold without the Licensed Mark bear the Patent Royalty only.\n\n"
             "Minimum Annual Royalty (Section 4.3): $240,000 per Contract Year.\n\n"
             "Initials: MT / GA", 10),
]

# ----------------------------------------------------------------------------------------------------------
# D2-D4  Quarterly royalty reports (computed; the audit letter uses the same figures)
# ----------------------------------------------------------------------------------------------------------
RATE = {"US": Decimal("0.045"), "CA": Decimal("0.0325"), "MX": Decimal("0.0325")}
TERR = {"US": "A - United States", "CA": "B - Canada", "MX": "B - Mexico"}
BRANDED = {"PF-200": True, "PF-450": True, "PF-900": False}
PRICE = {"PF-200": Decimal("12.50"), "PF-450": Decimal("35.00"), "PF-900": Decimal("90.00")}
# sku, territory, units, returns %, trade discount %, promotional allowance %
QROWS = {
    "Q2": [("PF-200", "US", 148200, "0.02", "0.09", "0.05"), ("PF-200", "CA", 21400, "0.016", "0.07", "0"),
           ("PF-450", "US", 31650, "0.02", "0.08", "0.05"), ("PF-450", "MX", 9800, "0", "0.06", "0"),
           ("PF-900", "US", 4120, "0.02", "0.08", "0"), ("PF-900", "CA", 610, "0", "0.05", "0")],
    "Q3": [("PF-200", "US", 156900, "0.02", "0.095", "0.055"), ("PF-200", "CA", 22750, "0.016", "0.07", "0"),
           ("PF-450", "US", 33480, "0.02", "0.08", "0.06"), ("PF-450", "MX", 14260, "0", "0.06", "0"),
           ("PF-900", "US", 4390, "0.02", "0.08", "0"), ("PF-900", "CA", 655, "0", "0.05", "0")],
    "Q4": [("PF-200", "US", 171350, "0.025", "0.10", "0.07"), ("PF-200", "CA", 24100, "0.016", "0.07", "0"),
           ("PF-450", "US", 36920, "0.02", "0.085", "0.065"), ("PF-450", "MX", 15880, "0", "0.06", "0"),
           ("PF-900", "US", 4710, "0.02", "0.08", "0"), ("PF-900", "CA", 700, "0", "0.05", "0")],
}
QMETA = {
    "Q2": dict(title="Q2 2023 (April 1, 2023 - June 30, 2023)", date="July 27, 2023", wire="July 28, 2023",
               ref="MHP-W-230728-01"),
    "Q3": dict(title="Q3 2023 (July 1, 2023 - September 30, 2023)", date="October 26, 2023",
               wire="October 30, 2023", ref="MHP-W-231030-01"),
    "Q4": dict(title="Q4 2023 (October 1, 2023 - December 31, 2023)", date="January 29, 2024",
               wire="January 30, 2024", ref="MHP-W-240130-02"),
}


def quarter(q):
    rows, tot = [], {k: Decimal(0) for k in ("gross", "ret", "td", "promo", "net", "pat", "tm", "netA", "netB",
                                              "excess", "units")}
    for sku, t, units, rp, tp, pp in QROWS[q]:
        g = q2(PRICE[sku] * units)
        ret, td, pr = q2(g * Decimal(rp)), q2(g * Decimal(tp)), q2(g * Decimal(pp))
        net = g - ret - td - pr
        pat = q2(net * RATE[t])
        tm = q2(net * Decimal("0.015")) if BRANDED[sku] else Decimal(0)
        exc = max(Decimal(0), td - q2(g * Decimal("0.08")))
        rows.append(dict(sku=sku, t=t, units=units, g=g, ret=ret, td=td, pr=pr, net=net, pat=pat, tm=tm, exc=exc))
        for k, v in (("gross", g), ("ret", ret), ("td", td), ("promo", pr), ("net", net), ("pat", pat),
                     ("tm", tm), ("excess", exc), ("units", units)):
            tot[k] += v
        tot["netA" if t == "US" else "netB"] += net
    tot["royalty"] = tot["pat"] + tot["tm"]
    return rows, tot


def report_spec(q):
    rows, tot = quarter(q)
    m = QMETA[q]
    head = ("MARLOW HOME PRODUCTS LLC\n2250 Tryon Commerce Drive, Charlotte, North Carolina 28217\n\n"
            "QUARTERLY ROYALTY REPORT - License Agreement No. TFT-LIC-2021-07\n"
            f"Licensor: Tessaro Filtration Technologies, Inc.\nReporting Period: {m['title']}\n"
            f"Report Date: {m['date']}\n\nSCHEDULE 1 - SALES AND ROYALTY BY PRODUCT AND TERRITORY (USD)")
    table_rows = []
    for r in rows:
        table_rows.append([r["sku"], TERR[r["t"]], f"{r['units']:,}", money(r["g"]), money(r["ret"]), money(r["td"]),
                           money(r["pr"]), money(r["net"]), f"{RATE[r['t']] * 100:.2f}%".replace("4.50%", "4.5%"),
                           money(r["pat"]), money(r["tm"]) if BRANDED[r["sku"]] else "n/a"])
    table_rows.append(["TOTAL", "", f"{int(tot['units']):,}", money(tot["gross"]), money(tot["ret"]),
                       money(tot["td"]), money(tot["promo"]), money(tot["net"]), "", money(tot["pat"]),
                       money(tot["tm"])])
    page1 = [
        ("text", head, 10),
        ("table", ["SKU", "Territory", "Units", "Gross Invoiced", "Returns", "Trade Disc.", "Promo Allow.",
                   "Net Sales", "Pat. Rate", "Patent Royalty", "TM Royalty"],
         table_rows, [46, 92, 50, 78, 62, 66, 66, 80, 44, 68, 62], 8, "llrrrrrrrrr"),
        ("text", "\nTrade Disc. = trade, quantity and cash discounts. Promo Allow. = promotional allowances "
                 "(see Note 2). TM Royalty at 1.5% on PUREFOLD-branded SKUs only.", 8),
    ]
    summary = [
        ["Net Sales - Territory A (United States)", "$" + money(tot["netA"])],
        ["Net Sales - Territory B (Canada and Mexico)", "$" + money(tot["netB"])],
        ["Total Net Sales", "$" + money(tot["net"])],
        ["Patent Royalty (4.5% Territory A / 3.25% Territory B)", "$" + money(tot["pat"])],
        ["Trademark Royalty (1.5%, PUREFOLD-branded SKUs)", "$" + money(tot["tm"])],
        ["TOTAL ROYALTY DUE", "$" + money(tot["royalty"])],
        ["Amount remitted", "$" + money(tot["royalty"])],
        ["Wire date / reference", f"{m['wire']} / {m['ref']}"],
    ]
    notes = ("NOTES\n"
             "1. PF-900 is sold under the Marlow Pro brand and does not bear the PUREFOLD mark. No trademark "
             "royalty is reported for PF-900.\n"
             "2. Promo Allow. consists of retailer co-op advertising and markdown support credits taken in the "
             "quarter, recorded in account 4120 (Customer Promotional Programs).\n"
             "3. Territory B sales to Mexico are invoiced to Rio Bravo Supply, S.A. de C.V., Monterrey, N.L.\n"
             "4. Canadian sales are invoiced in U.S. dollars; no currency conversion was required.")
    if q == "Q4":
        notes += ("\n5. Earned royalties for Contract Year 2023-24 to date exceed the $240,000 minimum annual "
                  "royalty; no shortfall payment is due.")
    cert = ("\nCERTIFICATION\nI certify that this report is true, complete and accurate and was prepared in "
            "accordance with the License Agreement.\n\n/s/ Denise Kowalczyk\nDenise Kowalczyk, Chief Financial "
            f"Officer\nMarlow Home Products LLC\nDate: {m['date']}")
    page2 = [
        ("text", f"QUARTERLY ROYALTY REPORT - {m['title'].split(' (')[0]} - SUMMARY (page 2 of 2)\n", 10),
        ("table", ["Item", "Amount"], summary, [330, 220], 10, "lr"),
        ("text", "\n" + notes, 9),
        ("text", cert, 10),
    ]
    return [page1, page2], tot


# ----------------------------------------------------------------------------------------------------------
# D6  Audit findings letter
# ----------------------------------------------------------------------------------------------------------
def audit():
    out = {}
    months = {"Q2": 10, "Q3": 7, "Q4": 4}
    rio = {"Q2": Decimal(0), "Q3": Decimal("128400.00"), "Q4": Decimal("151200.00")}
    for q in ("Q2", "Q3", "Q4"):
        rows, tot = quarter(q)
        f1 = q2(tot["promo"] * Decimal("0.06"))
        f2 = q2(tot["excess"] * Decimal("0.06"))
        f3 = q2(rio[q] * Decimal("0.0125"))
        under = f1 + f2 + f3
        interest = q2(under * Decimal("0.01") * months[q])
        out[q] = dict(paid=tot["royalty"], f1=f1, f2=f2, f3=f3, under=under, months=months[q], interest=interest,
                      promo=tot["promo"], excess=tot["excess"], rio=rio[q])
    s = {k: sum((out[q][k] for q in out), Decimal(0)) for k in ("paid", "f1", "f2", "f3", "under", "interest",
                                                                  "promo", "excess", "rio")}
    s["due"] = s["paid"] + s["under"]
    s["pct"] = (s["under"] / s["due"] * 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
    s["fees"], s["fee_only"], s["expenses"] = Decimal("36400.00"), Decimal("33150.00"), Decimal("3250.00")
    s["total"] = s["under"] + s["interest"] + s["fees"]
    s["monthly"] = q2(s["under"] * Decimal("0.01"))
    return out, s


AQ, AS = audit()
# the figures the drafts rely on; fail loudly if an edit moves them
assert money(AS["under"]) == "42,936.36" and money(AS["total"]) == "82,075.17", AS
assert money(AS["interest"]) == "2,738.81" and str(AS["pct"]) == "6.40" and money(AS["monthly"]) == "429.36"

AUDIT_PAGES = [
    f"""FERRANTE ODUYA LLP
Certified Public Accountants
300 East Broad Street, Suite 1400, Columbus, Ohio 43215  |  (614) 555-0177

June 14, 2024

VIA E-MAIL AND FEDEX

Mr. Owen Castellanos
Director of Licensing
Tessaro Filtration Technologies, Inc.
4100 Kenwood Parkway
Dayton, Ohio 45414

cc: Ms. Denise Kowalczyk, Chief Financial Officer, Marlow Home Products LLC

Re: Royalty Examination - License Agreement No. TFT-LIC-2021-07
Period examined: April 1, 2023 through December 31, 2023

Dear Mr. Castellanos:

Tessaro Filtration Technologies, Inc. ("Tessaro") engaged us on March 12, 2024 to examine the books and records of Marlow Home Products LLC ("Marlow") under Section 6.2 of the License Agreement (the "Agreement") and to verify the royalty reports Marlow delivered for the second, third and fourth quarters of 2023.

Scope. We performed fieldwork at Marlow's offices in Charlotte, North Carolina from May 6 through May 9, 2024. We examined the three quarterly royalty reports, Marlow's general ledger, sales invoice register, credit memo register, the accruals in account 4120 (Customer Promotional Programs), and bills of lading. We tested every Territory B invoice and a sample of 412 Territory A invoices. Marlow's Chief Financial Officer, Ms. Denise Kowalczyk, and its Assistant Controller, Mr. Tomas Reyna, made the records available and answered our questions.

Summary. Marlow underreported royalties for the period examined by ${money(AS['under'])}. That amount is {AS['pct']}% of the royalties due for the period, and therefore exceeds the five percent threshold of Section 6.3. Our three findings follow.""",
    f"""Finding 1 - Promotional allowances deducted from gross sales.

Marlow deducted ${money(AS['promo'])} of retailer co-op advertising and markdown support credits ("Promo Allow.") from the gross amounts invoiced for PF-200 and PF-450 cartridges sold in Territory A. Section 4.4 of the Agreement permits deductions only for returns, for customary discounts up to eight percent, and for freight, insurance and taxes separately stated, and provides that "[n]o deduction shall be made for commissions, marketing or promotional allowances, advertising contributions, slotting fees, uncollectible accounts or costs of manufacture." The credits were not stated on the customer invoices; Marlow recorded them by month-end journal entry to account 4120. Because all of the affected sales were of PUREFOLD-branded products in Territory A, the combined royalty rate of 6.0% (4.5% Patent Royalty and 1.5% Trademark Royalty) applies.

Royalty effect of Finding 1: ${money(AS['f1'])}.

Finding 2 - Trade discounts in excess of the eight percent limit.

Section 4.4(b) limits the deduction for trade, quantity and cash discounts to eight percent (8%) of the gross amount invoiced for the Licensed Product concerned in any calendar quarter. Marlow deducted discounts for PF-200 in Territory A of 9.0% in Q2 2023, 9.5% in Q3 2023 and 10.0% in Q4 2023, and for PF-450 in Territory A of 8.5% in Q4 2023. Marlow deducted the full discount in each case. The discounts in excess of the limit total ${money(AS['excess'])}.

Royalty effect of Finding 2, at the combined rate of 6.0%: ${money(AS['f2'])}.""",
    f"""Finding 3 - Territory B sales shipped into Territory A.

Marlow reported its sales of PF-450 cartridges to Rio Bravo Supply, S.A. de C.V. as Territory B (Mexico) sales at the Patent Royalty rate of 3.25%, because Rio Bravo is invoiced at its office in Monterrey, Nuevo Leon. The bills of lading show that shipments with Net Sales of ${money(AQ['Q3']['rio'])} in Q3 2023 and ${money(AQ['Q4']['rio'])} in Q4 2023 were delivered to Rio Bravo's warehouse at 9110 Mines Road, Laredo, Texas. Under Section 1.4 a sale occurs in the territory to which the product is shipped, regardless of the billing address. Those sales bear the Territory A rate of 4.5%. The Trademark Royalty is unchanged.

Royalty effect of Finding 3, at the rate difference of 1.25%: ${money(AS['f3'])}.

Interest. Section 5.3 provides for interest at one percent (1%) per month from the due date. We computed simple interest on each quarter's underpayment from the day after its report was due through May 31, 2024: ten months for Q2 2023, seven months for Q3 2023 and four months for Q4 2023. Interest through May 31, 2024 is ${money(AS['interest'])}.

Audit fees and expenses. Our fees for this engagement are ${money(AS['fee_only'])} and our expenses are ${money(AS['expenses'])}, a total of ${money(AS['fees'])}. Because the underpayment exceeds five percent of the royalties due, Section 6.3 requires Marlow to reimburse these amounts.

Amount due. The total due from Marlow is ${money(AS['total'])}: the underpayment of ${money(AS['under'])}, interest of ${money(AS['interest'])}, and audit fees and expenses of ${money(AS['fees'])}. Under Section 6.3 the shortfall is payable within fifteen (15) days after receipt of this report.

We discussed these findings with Ms. Kowalczyk at the close of fieldwork on May 9, 2024. Schedule 1 summarizes the findings by quarter.

Very truly yours,

/s/ Hollis Ferrante
Hollis Ferrante, CPA
Partner, Ferrante Oduya LLP""",
]


def audit_schedule():
    rows = []
    for q, label in (("Q2", "Q2 2023"), ("Q3", "Q3 2023"), ("Q4", "Q4 2023")):
        a = AQ[q]
        rows.append([label, money(a["paid"]), money(a["f1"]), money(a["f2"]), money(a["f3"]), money(a["under"]),
                     str(a["months"]), money(a["interest"])])
    rows.append(["Total", money(AS["paid"]), money(AS["f1"]), money(AS["f2"]), money(AS["f3"]), money(AS["under"]),
                 "", money(AS["interest"])])
    return [
        ("text", "FERRANTE ODUYA LLP\nRoyalty Examination - Marlow Home Products LLC - License Agreement No. "
                 "TFT-LIC-2021-07\n\nSCHEDULE 1 - SUMMARY OF FINDINGS BY QUARTER (USD)\n", 10),
        ("table", ["Quarter", "Royalty Paid", "Finding 1", "Finding 2", "Finding 3", "Underpayment", "Months",
                   "Interest"], rows, [58, 72, 66, 62, 62, 72, 44, 58], 8, "lrrrrrrr"),
        ("text", f"\nRoyalties properly due for the period: ${money(AS['due'])}\n"
                 f"Royalties paid: ${money(AS['paid'])}\n"
                 f"Underpayment: ${money(AS['under'])} ({AS['pct']}% of royalties due)\n"
                 f"Interest at 1% per month through May 31, 2024: ${money(AS['interest'])}\n"
                 f"Audit fees (${money(AS['fee_only'])}) and expenses (${money(AS['expenses'])}): "
                 f"${money(AS['fees'])}\n"
                 f"TOTAL DUE FROM MARLOW: ${money(AS['total'])}\n\n"
                 "Finding 1: promotional allowances (Section 4.4). Finding 2: discounts above 8% (Section 4.4(b)). "
                 "Finding 3: Rio Bravo shipments to Laredo, Texas (Section 1.4).\n"
                 "Report due dates: July 30, 2023; October 30, 2023; January 30, 2024. Interest is counted in "
                 "whole months from the month after each due date.", 9),
    ]


# ----------------------------------------------------------------------------------------------------------
# D7  Notice of non-payment (counsel)
# ----------------------------------------------------------------------------------------------------------
BREACH_PAGES = [
    f"""ABERNATHY & STROUD LLP
255 East Fifth Street, Suite 2900
Cincinnati, Ohio 45202
Rachel M. Stroud  |  (513) 555-0120  |  rstroud@abernathystroud.com

July 8, 2024

VIA FEDEX OVERNIGHT AND E-MAIL (dkowalczyk@marlowhome.com)

Marlow Home Products LLC
Attn: Denise Kowalczyk, Chief Financial Officer
2250 Tryon Commerce Drive
Charlotte, North Carolina 28217

Re: Notice of Non-Payment - License Agreement No. TFT-LIC-2021-07

Dear Ms. Kowalczyk:

This firm represents Tessaro Filtration Technologies, Inc. ("Tessaro"). We write about the Patent and Trademark License Agreement between Tessaro and Marlow Home Products LLC ("Marlow") dated as of March 1, 2021 (the "Agreement").

On June 14, 2024, Ferrante Oduya LLP delivered its royalty examination report to Tessaro, with a copy to you. Under Section 6.3 of the Agreement, the shortfall the report identifies was payable within fifteen (15) days after receipt, that is, by June 29, 2024. Marlow has paid nothing. Your e-mail of June 28, 2024 disputes Findings 1 and 2 and states that Marlow will remit $3,495.00 for Finding 3, but Tessaro has not received even that amount.

This letter is Tessaro's written notice of non-payment under Section 10.2 of the Agreement. The amount due is ${money(AS['total'])}, made up as follows:

    Underpayment of royalties (Audit Report, Schedule 1)       ${money(AS['under'])}
    Interest under Section 5.3 through May 31, 2024             ${money(AS['interest'])}
    Audit fees and expenses under Section 6.3                   ${money(AS['fees'])}

Interest continues to accrue on the underpayment of ${money(AS['under'])} at one percent (1%) per month from June 1, 2024, that is, ${money(AS['monthly'])} per month, until paid.""",
    """Marlow's position that promotional allowances may be deducted has no footing in the Agreement. Section 4.4 expressly provides that "[n]o deduction shall be made for . . . marketing or promotional allowances." Under Section 6.4 the accountant's report is final and binding absent fraud or manifest error, and Marlow has identified neither. Nor does Tessaro's acceptance of earlier reports change anything: under Section 14.1, acceptance of a report or payment does not waive Tessaro's right to audit it or to recover any further amount due.

If Marlow does not pay the full amount stated above within thirty (30) days after its receipt of this notice, Tessaro may terminate the Agreement under Section 10.2 by written notice, effective upon receipt. Tessaro will also seek its reasonable attorneys' fees and costs under Section 14.4.

Payment should be made by wire to the Tessaro account designated for royalty payments, with a reference to Agreement No. TFT-LIC-2021-07.

Nothing in this letter waives any right or remedy of Tessaro, all of which are reserved.

Very truly yours,

/s/ Rachel M. Stroud
Rachel M. Stroud
ABERNATHY & STROUD LLP

cc: Gregory Ashby, President, Marlow Home Products LLC (by FedEx)
    Margit Tessaro, Chief Executive Officer, Tessaro (by e-mail)
    Owen Castellanos, Director of Licensing, Tessaro (by e-mail)""",
]

# ----------------------------------------------------------------------------------------------------------
# D8  Call note
# ----------------------------------------------------------------------------------------------------------
CALL_NOTE = """TESSARO FILTRATION TECHNOLOGIES - CALL NOTE
Author: Owen Castellanos, Director of Licensing
Date: July 23, 2024    Time: 2:15 p.m. - 2:40 p.m. ET
Participants: Owen Castellanos (Tessaro); Denise Kowalczyk (CFO, Marlow)
Re: Marlow audit / July 8 notice of non-payment

- DK called me on my cell. Said she was calling "business to business, not lawyer to lawyer."
- DK said Marlow will not pay Findings 1 or 2. Said the promo credits are "how every retailer program in this category is booked" and Marlow's board would not approve paying royalty on money Marlow "never kept."
- I read her the last sentence of Section 4.4 ("No deduction shall be made for ... marketing or promotional allowances"). She said she had not reread 4.4 before the audit.
- DK confirmed Marlow got the July 8 letter by FedEx on July 9.
- DK acknowledged that the $3,495.00 she promised in her June 28 e-mail has not been sent. Said it is "on hold pending the bigger conversation."
- DK offered $20,000 as full settlement of all audit amounts, including the audit fee. I told her I had no authority to accept and would take it to Margit.
- I reminded DK that the 30-day cure period under Section 10.2 runs from July 9.

Follow-up: relayed the $20,000 offer to M. Tessaro at 3:05 p.m. M.T. rejected same day. I will call DK tomorrow morning to tell her.
"""

# ----------------------------------------------------------------------------------------------------------
# D9  Notice of termination (scanned)
# ----------------------------------------------------------------------------------------------------------
TERMINATION_PAGES = [
    f"""TESSARO FILTRATION TECHNOLOGIES, INC.
4100 Kenwood Parkway, Dayton, Ohio 45414

August 12, 2024

VIA FEDEX PRIORITY OVERNIGHT (Tracking No. 7789 4412 0936)
AND E-MAIL

Marlow Home Products LLC
Attn: Denise Kowalczyk, Chief Financial Officer
Attn: Gregory Ashby, President
2250 Tryon Commerce Drive
Charlotte, North Carolina 28217

Re: NOTICE OF TERMINATION
License Agreement No. TFT-LIC-2021-07

Dear Ms. Kowalczyk and Mr. Ashby:

By letter of its counsel dated July 8, 2024, which Marlow received on July 9, 2024, Tessaro gave Marlow written notice of non-payment of ${money(AS['total'])} under Section 10.2 of the License Agreement. The thirty (30) day cure period expired on August 8, 2024. Marlow has not paid any part of the amount due.

Tessaro hereby terminates the License Agreement under Section 10.2, effective upon Marlow's receipt of this notice.

Under Section 10.4, Marlow may sell Licensed Products that were in inventory or in process on the date of termination for ninety (90) days, subject to payment of royalties and reporting. That period ends on November 10, 2024. After that date Marlow must stop all use of the PUREFOLD mark.""",
    """Marlow Home Products LLC - Notice of Termination - page 2

Within ten (10) days after termination, that is, by August 22, 2024, Marlow must deliver to Tessaro the statement of Licensed Products in inventory or in process required by Section 10.4.

All amounts accrued before termination, including the amounts stated in the Ferrante Oduya report of June 14, 2024, remain due. Sections 4, 5, 6 and 10.4 survive termination under Section 10.5.

No license exists for any Licensed Product made after the date of termination. Tessaro reserves all of its rights and remedies, including its rights under the Licensed Patents and the PUREFOLD mark and its right to attorneys' fees under Section 14.4.

Sincerely,

/s/ Margit Tessaro
Margit Tessaro
Chief Executive Officer
Tessaro Filtration Technologies, Inc.

cc: Rachel M. Stroud, Esq., Abernathy & Stroud LLP
    Owen Castellanos, Director of Licensing""",
]

# ----------------------------------------------------------------------------------------------------------
# D10  Deposition of Denise Kowalczyk (cover + pp. 41-47); each list is exactly 25 lines
# ----------------------------------------------------------------------------------------------------------
DEPO_COVER = [
    "UNITED STATES DISTRICT COURT",
    "SOUTHERN DISTRICT OF OHIO",
    "WESTERN DIVISION AT DAYTON",
    "",
    "TESSARO FILTRATION TECHNOLOGIES, INC.,",
    "               Plaintiff,",
    "     v.                          Case No. 3:24-cv-00318",
    "MARLOW HOME PRODUCTS LLC,",
    "               Defendant.",
    "",
    "       VIDEOTAPED DEPOSITION OF DENISE KOWALCZYK",
    "",
    "             Tuesday, November 19, 2024",
    "                    9:32 a.m.",
    "",
    "Taken at: 301 South College Street, Suite 2600,",
    "          Charlotte, North Carolina",
    "",
    "APPEARANCES:",
    "For Plaintiff: Rachel M. Stroud, Abernathy & Stroud LLP",
    "For Defendant: Curtis L. Pell, Pell Vance PLLC",
    "Also present: Evan Dunmore, videographer",
    "",
    "Reported by: Janelle T. Moffitt, RPR",
    "(Excerpt: pages 41 through 47)",
]

DEPO = {
    41: [
        "BY MS. STROUD:",
        "     Q.   Ms. Kowalczyk, what is your current position?",
        "     A.   I am the chief financial officer of Marlow Home",
        "Products.",
        "     Q.   How long have you held that position?",
        "     A.   Since April of 2019.",
        "     Q.   And before that?",
        "     A.   I was the corporate controller at Fennick Brands",
        "in Greensboro for about six years.",
        "     Q.   To whom do you report?",
        "     A.   To Greg Ashby, our president.",
        "     Q.   Are you responsible for the quarterly royalty",
        "reports that Marlow sends to Tessaro?",
        "     A.   My team prepares them. I review them and I sign",
        "the certification on the last page.",
        "     Q.   Let me hand you what has been marked as",
        "Kowalczyk Exhibit 9. Is that the royalty report for the",
        "second quarter of 2023?",
        "     A.   It is.",
        "     Q.   Is that your signature on the certification?",
        "     A.   Yes.",
        "     Q.   You also signed Exhibits 10 and 11, the third",
        "and fourth quarter reports?",
        "     A.   I did. I signed all three.",
        "     Q.   Did anyone else at Marlow review them before they",
    ],
    42: [
        "went to Tessaro?",
        "     A.   Tomas Reyna, our assistant controller, built the",
        "spreadsheets. I was the last reviewer.",
        "     Q.   Look at the column headed \"Promo Allow.\" What is",
        "in that column?",
        "     A.   Retailer co-op advertising and markdown support.",
        "Credits we give the big-box retailers to feature the",
        "product in their circulars or to clear it at a lower",
        "shelf price.",
        "     Q.   And Marlow subtracted those credits before it",
        "calculated the royalty?",
        "     A.   Yes. We treat them as a reduction of revenue.",
        "     Q.   Please turn to Section 4.4 of the license,",
        "Exhibit 1. Does Section 4.4 list promotional allowances",
        "among the permitted deductions?",
        "     A.   Not in those words, no.",
        "     Q.   In fact it says, \"No deduction shall be made for",
        "marketing or promotional allowances,\" among other things?",
        "     A.   That is what the sentence says.",
        "     Q.   Did anyone at Marlow ask Tessaro whether Marlow",
        "could deduct these credits?",
        "     A.   Not that I am aware of.",
        "     Q.   Did Tessaro ever agree in writing that Marlow",
        "could deduct them?",
        "     A.   No. I don't believe it came up before the audit.",
    ],
    43: [
        "     Q.   Let's talk about trade discounts. You understand",
        "the license caps trade discounts at eight percent?",
        "     A.   I understand that is what Section 4.4 says.",
        "     Q.   What trade discount did Marlow give on the PF-200",
        "in the United States in the fourth quarter of 2023?",
        "     A.   Ten percent. That was our holiday program with",
        "Harbor & Main.",
        "     Q.   And Marlow deducted the full ten percent?",
        "     A.   We deducted what we gave the customer, yes.",
        "     Q.   Did Marlow ever tell Tessaro it was giving more",
        "than eight percent?",
        "     A.   The numbers were on the reports. Anyone could",
        "divide.",
        "     Q.   Let's move to Rio Bravo Supply. Who is that?",
        "     A.   A distributor. They are based in Monterrey.",
        "     Q.   Where did Marlow ship the PF-450 cartridges that",
        "Rio Bravo bought in the third and fourth quarters of",
        "2023?",
        "     A.   Most of it went to their warehouse in Laredo,",
        "Texas. They take it across the border themselves.",
        "     Q.   And Marlow reported those sales at the Territory B",
        "rate, three and a quarter percent?",
        "     A.   We did, because the invoices went to Monterrey.",
        "     Q.   When did you first learn the goods were shipped",
        "to Laredo?",
    ],
    44: [
        "     A.   During the audit, in May. Mr. Ferrante showed us",
        "the bills of lading.",
        "     Q.   Do you dispute the auditor's Finding 3, the",
        "territory reclassification?",
        "     A.   No. We accepted Finding 3. I told Mr. Castellanos",
        "that in my e-mail of June 28th.",
        "     Q.   You offered to pay $3,495 for Finding 3?",
        "     A.   Yes.",
        "     Q.   Has Marlow paid that $3,495?",
        "     A.   No, it has not.",
        "     Q.   Why not?",
        "     A.   After the lawyers' letter came in July, we were",
        "told to hold everything until the dispute was resolved.",
        "     Q.   That's the letter of July 8, 2024, from my firm?",
        "     A.   Yes.",
        "     Q.   When did Marlow receive it?",
        "     A.   The FedEx came on July 9th. I had the e-mail copy",
        "the day before.",
        "     Q.   Between July 9 and August 8, 2024, did Marlow pay",
        "any part of the $82,075.17 that letter demanded?",
        "     A.   No.",
        "     Q.   Did Marlow object to Mr. Ferrante's fee before",
        "his report came out?",
        "     A.   I don't recall that we did. We signed his",
        "engagement confirmation in April.",
    ],
    45: [
        "     Q.   Did you speak with Mr. Castellanos by phone on",
        "July 23, 2024?",
        "     A.   Yes. I called him.",
        "     Q.   Did you offer $20,000 to resolve the audit?",
        "     A.   I floated a number. I think it was twenty",
        "thousand. It was a business conversation.",
        "          MR. PELL: Objection. Rule 408.",
        "          MS. STROUD: Noted.",
        "     Q.   Was the offer accepted?",
        "     A.   No. Mr. Castellanos called back the next morning",
        "and said Ms. Tessaro had turned it down.",
        "     Q.   Let's turn to the termination. You received",
        "Tessaro's notice of termination dated August 12, 2024?",
        "     A.   We did. By e-mail that afternoon.",
        "     Q.   After August 12, did Marlow keep selling PF-200",
        "cartridges in PUREFOLD packaging?",
        "     A.   We sold through inventory, which we understood",
        "the license allowed for ninety days.",
        "     Q.   How many PUREFOLD-branded units did Marlow ship",
        "between August 12 and November 10, 2024?",
        "     A.   I would have to check. Roughly sixty thousand",
        "units of the PF-200, a little under ten thousand PF-450.",
        "     Q.   Did Marlow place any new production orders for",
        "PUREFOLD-branded product after August 12?",
        "     A.   One. A reorder of PF-200 in September.",
    ],
    46: [
        "     Q.   How many units?",
        "     A.   About 14,000. Our contract manufacturer in",
        "Gastonia ran it in early October.",
        "     Q.   Has Marlow shipped any PUREFOLD-branded product",
        "after November 10, 2024?",
        "     A.   Some shipped last week, on open purchase orders",
        "from Harbor & Main. About four thousand units.",
        "     Q.   Has Marlow delivered a royalty report for the",
        "third quarter of 2024?",
        "     A.   No.",
        "     Q.   That report would have been due October 30th?",
        "     A.   I believe that's right.",
        "     Q.   Has Marlow paid any royalty on sales after",
        "August 12?",
        "     A.   No. We are holding those amounts.",
        "     Q.   Holding them where?",
        "     A.   In a separate reserve account. About $61,000 as",
        "of the end of October.",
        "     Q.   Did Marlow deliver the inventory statement that",
        "Section 10.4 requires within ten days of termination?",
        "     A.   We sent a spreadsheet on August 30th. I know that",
        "was after the ten days.",
        "     Q.   Is Marlow still using the PUREFOLD name on its",
        "website?",
        "     A.   The product pages are still up. I asked our",
    ],
    47: [
        "marketing group to take them down. I don't know if",
        "they have.",
        "     Q.   Is it Marlow's position that it owes Tessaro",
        "nothing on Findings 1 and 2?",
        "     A.   It's our position that promotional credits are not",
        "revenue we ever kept, so no royalty is owed on them.",
        "     Q.   Does anything in the license say that?",
        "     A.   Not expressly.",
        "          MS. STROUD: Let's take a short break.",
        "          THE VIDEOGRAPHER: Off the record at 11:04 a.m.",
        "          (Recess taken.)",
        "          THE VIDEOGRAPHER: Back on the record at 11:17 a.m.",
        "BY MS. STROUD:",
        "     Q.   Ms. Kowalczyk, before the break you said the",
        "September reorder was about 14,000 units. Was that",
        "order placed with your Gastonia manufacturer?",
        "     A.   Yes, Carolina Molded Components.",
        "     Q.   Did that order specify PUREFOLD packaging?",
        "     A.   It did. We had the packaging on hand.",
        "     Q.   Did anyone at Tessaro authorize that order?",
        "     A.   No.",
        "     Q.   Did you tell anyone at Tessaro about it?",
        "     A.   Not before today.",
        "          MS. STROUD: Thank you. I'll pass the witness.",
        "",
    ],
}

# ----------------------------------------------------------------------------------------------------------
# D5, D11  E-mails
# ----------------------------------------------------------------------------------------------------------
EDT = timezone(timedelta(hours=-4))

AUDIT_NOTICE = dict(
    From="Owen Castellanos <ocastellanos@tessarofiltration.com>",
    To="Denise Kowalczyk <dkowalczyk@marlowhome.com>",
    Cc="Margit Tessaro <mtessaro@tessarofiltration.com>",
    Date=datetime(2024, 3, 18, 9, 42, tzinfo=EDT),
    Subject="Notice of Royalty Audit - License Agreement TFT-LIC-2021-07",
    body="""Denise,

Under Section 6.2 of the License Agreement between Tessaro and Marlow (No. TFT-LIC-2021-07), this is Tessaro's written notice that it will have Marlow's books and records relating to sales of Licensed Products examined for the period April 1, 2023 through December 31, 2023.

The examination will be performed by Hollis Ferrante, CPA, of Ferrante Oduya LLP in Columbus. We propose that fieldwork take place at your Charlotte office beginning Monday, May 6, 2024, for four business days. Please have available the general ledger, the sales invoice register, the credit memo register, the accruals for customer promotional programs, and the bills of lading for all Territory B shipments.

This is the first audit Tessaro has requested since the Agreement began. Please confirm the dates by April 1.

Regards,

Owen Castellanos
Director of Licensing
Tessaro Filtration Technologies, Inc.
(937) 555-0142
""",
)

AUDIT_REPLY = dict(
    From="Denise Kowalczyk <dkowalczyk@marlowhome.com>",
    To="Owen Castellanos <ocastellanos@tessarofiltration.com>",
    Cc="Gregory Ashby <gashby@marlowhome.com>",
    Date=datetime(2024, 6, 28, 16, 51, tzinfo=EDT),
    Subject="RE: Royalty Examination Report - TFT-LIC-2021-07",
    body="""Owen,

Thank you for forwarding the Ferrante Oduya report of June 14. Marlow's position on each finding is in the attached schedule. In short:

Finding 1 (promotional allowances): Marlow does not accept this finding. Co-op and markdown credits reduce the price the retailer actually pays, and we have reported them the same way since the Agreement began without any objection from Tessaro.

Finding 2 (trade discounts over 8%): Marlow does not accept this finding, for the same reason.

Finding 3 (Rio Bravo shipments to Laredo): Marlow accepts this finding. We will remit $3,495.00 by wire on or before July 15, 2024.

We also do not agree that the audit fee is payable. Once Findings 1 and 2 are taken out, the underpayment is well under 5%.

I am happy to set up a call.

Denise Kowalczyk
Chief Financial Officer
Marlow Home Products LLC
(704) 555-0186
""",
)

ATTACHMENT_PAGE = [
    ("text", "MARLOW HOME PRODUCTS LLC\nResponse to Ferrante Oduya Royalty Examination (June 14, 2024)\n"
             "License Agreement No. TFT-LIC-2021-07\n", 11),
    ("table", ["Item", "Auditor amount", "Marlow position", "Amount accepted"],
     [["Finding 1 - promotional allowances", money(AS["f1"]), "Disputed", "0.00"],
      ["Finding 2 - discounts above 8%", money(AS["f2"]), "Disputed", "0.00"],
      ["Finding 3 - Rio Bravo / Laredo", money(AS["f3"]), "Accepted", money(AS["f3"])],
      ["Interest through May 31, 2024", money(AS["interest"]), "Disputed", "0.00"],
      ["Audit fees and expenses", money(AS["fees"]), "Disputed", "0.00"],
      ["Total", money(AS["total"]), "", money(AS["f3"])]],
     [190, 100, 100, 100], 9, "lrlr"),
    ("text", "\nPrepared by D. Kowalczyk, June 28, 2024.", 9),
]


# ----------------------------------------------------------------------------------------------------------
# writers
# ----------------------------------------------------------------------------------------------------------
def text_page(doc, text, size=(612, 792), fontsize=10.5, fontname="helv", margin=64):
    page = doc.new_page(width=size[0], height=size[1])
    rect = pymupdf.Rect(margin, margin, size[0] - margin, size[1] - margin)
    rc = page.insert_textbox(rect, text, fontsize=fontsize, fontname=fontname, lineheight=1.25)
    assert rc >= 0, f"text overflows page by {-rc:.0f}pt: {text[:60]!r}"
    return page


def spec_page(doc, spec, size=(612, 792), margin=48):
    page = doc.new_page(width=size[0], height=size[1])
    y = margin
    right = size[0] - margin
    for item in spec:
        if item[0] == "text":
            _, text, fs = item
            rect = pymupdf.Rect(margin, y, right, size[1] - margin)
            rc = page.insert_textbox(rect, text, fontsize=fs, fontname="helv", lineheight=1.2)
            assert rc >= 0, f"spec text overflows: {text[:50]!r}"
            y += rect.height - rc + fs * 0.9
        else:
            _, headers, rows, widths, fs, aligns = item
            lh = fs * 1.9
            for ri, row in enumerate([headers] + rows):
                x = margin
                font = "hebo" if ri == 0 or row[0] in ("TOTAL", "Total") else "helv"
                for cell, w, al in zip(row, widths, aligns):
                    tw = pymupdf.get_text_length(cell, fontname=font, fontsize=fs)
                    assert tw <= w - 2, f"cell too wide: {cell!r}"
                    cx = x + 2 if al == "l" else x + w - 2 - tw
                    page.insert_text((cx, y + fs), cell, fontsize=fs, fontname=font)
                    x += w
                page.draw_line((margin, y + lh - 3), (margin + sum(widths), y + lh - 3), width=0.4)
                y += lh
            y += 4
    assert y < size[1] - margin + 1, "spec page overflows"
    return page


def transcript_page(doc, number, lines, header="DENISE KOWALCZYK - November 19, 2024"):
    assert len(lines) == 25, (number, len(lines))
    page = doc.new_page(width=612, height=792)
    if number != 1:
        page.insert_text((72, 50), header, fontsize=9, fontname="cour")
    label = f"Page {number}"
    page.insert_text((540 - pymupdf.get_text_length(label, "cour", 11), 50), label, fontsize=11, fontname="cour")
    for i, line in enumerate(lines, start=1):
        assert len(line) <= 62, (number, i, line)
        y = 92 + (i - 1) * 25
        n = str(i)
        page.insert_text((78 - pymupdf.get_text_length(n, "cour", 11), y), n, fontsize=11, fontname="cour")
        if line:
            page.insert_text((96, y), line, fontsize=11, fontname="cour")
    page.draw_line((88, 70), (88, 720), width=0.5)
    page.insert_text((72, 752), "Moffitt Court Reporting | (704) 555-0139", fontsize=8, fontname="cour")
    return page


def scan(doc):
    """Replace every page of doc by a 200-dpi grayscale image of itself, slightly skewed and speckled."""
    import io
    import random
    from PIL import Image, ImageFilter
    rnd = random.Random(20240812)
    out = pymupdf.open()
    for i, page in enumerate(doc):
        pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
        img = Image.frombytes("L", (pix.width, pix.height), pix.samples)
        img = img.rotate((0.35, -0.25)[i % 2], resample=Image.BICUBIC, fillcolor=255)
        px = img.load()
        for _ in range(2500):                      # toner specks
            x, y = rnd.randrange(img.width), rnd.randrange(img.height)
            px[x, y] = rnd.randrange(60, 170)
        img = img.filter(ImageFilter.GaussianBlur(0.4))
        buf = io.BytesIO()
        img.save(buf, format="PNG")
        p = out.new_page(width=page.rect.width, height=page.rect.height)
        p.insert_image(p.rect, stream=buf.getvalue())
    return out


def save(doc, path):
    doc.save(path, garbage=3, deflate=True)


def write_eml(path, m, attachment=None):
    msg = EmailMessage()
    for h in ("From", "To", "Cc", "Subject"):
        msg[h] = m[h]
    msg["Date"] = format_datetime(m["Date"])
    msg["Message-ID"] = f"<{m['Date'].strftime('%Y%m%d%H%M')}.{path.stem}@mail.example>"
    msg.set_content(m["body"])
    if attachment:
        name, data = attachment
        msg.add_attachment(data, maintype="application", subtype="pdf", filename=name)
    path.write_bytes(bytes(msg))


def build(out: Path):
    out.mkdir(parents=True, exist_ok=True)

    doc = pymupdf.open()
    for t in LICENSE_PAGES:
        text_page(doc, t)
    spec_page(doc, SCHEDULE_PAGE, margin=64)
    save(doc, out / "D1_license_agreement.pdf")

    for n, q in ((2, "Q2"), (3, "Q3"), (4, "Q4")):
        pages, _ = report_spec(q)
        doc = pymupdf.open()
        spec_page(doc, pages[0], size=LANDSCAPE, margin=36)
        spec_page(doc, pages[1], size=LANDSCAPE, margin=48)
        save(doc, out / f"D{n}_royalty_report_{q}_2023.pdf")

    write_eml(out / "D5_audit_notice.eml", AUDIT_NOTICE)

    doc = pymupdf.open()
    for t in AUDIT_PAGES:
        text_page(doc, t, fontsize=10)
    spec_page(doc, audit_schedule(), margin=60)
    save(doc, out / "D6_audit_findings_letter.pdf")

    doc = pymupdf.open()
    for t in BREACH_PAGES:
        text_page(doc, t, fontsize=10.5)
    save(doc, out / "D7_notice_of_nonpayment.pdf")

    (out / "D8_call_note_2024-07-23.txt").write_text(CALL_NOTE, encoding="utf-8")

    doc = pymupdf.open()
    for t in TERMINATION_PAGES:
        text_page(doc, t, fontsize=11.5, margin=72)
    save(scan(doc), out / "D9_notice_of_termination_scan.pdf")

    doc = pymupdf.open()
    transcript_page(doc, 1, DEPO_COVER)
    for num in sorted(DEPO):
        transcript_page(doc, num, DEPO[num])
    save(doc, out / "D10_kowalczyk_deposition_excerpt.pdf")

    att = pymupdf.open()
    spec_page(att, ATTACHMENT_PAGE, margin=60)
    write_eml(out / "D11_kowalczyk_audit_response.eml", AUDIT_REPLY,
              ("Marlow_Audit_Response_Schedule.pdf", att.tobytes(garbage=3, deflate=True)))

    (out / "authorities.txt").write_text("\n".join(AUTHORITIES) + "\n", encoding="utf-8")


AUTHORITIES = [
    "Fed. R. Civ. P. 56(a)",
    "Fed. R. Civ. P. 65",
    "Fed. R. Evid. 1006",
    "28 U.S.C. \u00a7 1746",
    "15 U.S.C. \u00a7 1114",
    "15 U.S.C. \u00a7 1125(a)",
    "35 U.S.C. \u00a7 271(a)",
    "Ohio Rev. Code \u00a7 1343.03",
    "Celotex Corp. v. Catrett, 477 U.S. 317 (1986)",
    "Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986)",
    "Savedoff v. Access Group, Inc., 524 F.3d 754 (6th Cir. 2008)",
    "Winter v. Natural Resources Defense Council, Inc., 555 U.S. 7 (2008)",
]

if __name__ == "__main__":
    target = Path(sys.argv[1])
    build(target)
    print(target)
