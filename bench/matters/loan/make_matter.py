"""Write the Loan matter: Tidewater Mercantile Bank, N.A. v. Osprey Fabrication, Inc. and Marcus T. Okafor.

A fictional commercial term loan default and guaranty enforcement action in New York County.

    python make_matter.py OUTDIR      (needs pymupdf 1.26 and Pillow)

Documents, in production order (nine, so that D1..D9 sort the same by name and by number):
  D1  term promissory note (4 pp)                     D6  forbearance letter, scanned (3 pp, image only)
  D2  unconditional guaranty of payment (3 pp)        D7  text-message export (.txt)
  D3  loan payment history (2 pp, table) and          D8  notice of termination of forbearance,
      statement of amounts due (2 pp)                     acceleration and demand (3 pp)
  D4  notice of default (2 pp)                        D9  deposition of Linnea M. Sorensen, excerpts (9 pp:
  D5  e-mail of November 8, 2023 quoting the              cover page 1, pages 38-44, certificate page 45)
      borrower's request of November 2, 2023 (.eml)
authorities.txt lists what the lawyer vouches for.
"""
import io
import random
import sys
import textwrap
from email.message import EmailMessage
from pathlib import Path

import pymupdf
from PIL import Image, ImageDraw, ImageFilter

# ---------------------------------------------------------------------------------------------------------------
# D1  Promissory note
# ---------------------------------------------------------------------------------------------------------------
NOTE = [
    """TERM PROMISSORY NOTE

Loan No. 4410-2087
$1,850,000.00                                                                New York, New York
                                                                                    March 14, 2022

FOR VALUE RECEIVED, OSPREY FABRICATION, INC., a New York corporation having its principal place of business at 3150 Bruckner Boulevard, Bronx, New York 10461 ("Borrower"), promises to pay to the order of TIDEWATER MERCANTILE BANK, N.A., a national banking association ("Lender"), at its office at 600 Lexington Avenue, New York, New York 10022, or at such other place as the holder may designate in writing, the principal sum of ONE MILLION EIGHT HUNDRED FIFTY THOUSAND AND 00/100 DOLLARS ($1,850,000.00), together with interest as provided below.

1. Promise to Pay. Borrower shall repay the principal amount of this Note, with interest, in lawful money of the United States, in immediately available funds, without setoff, deduction or counterclaim.

2. Interest. The unpaid principal balance of this Note shall bear interest at a fixed rate of six and three-quarters percent (6.75%) per annum (the "Note Rate"). Interest shall be computed on the basis of a 360-day year and the actual number of days elapsed. Interest accrued from the date of this Note through March 31, 2022 shall be paid at closing.

3. Payments. Borrower shall pay principal and interest in consecutive monthly installments of FOURTEEN THOUSAND SIXTY-SIX AND 73/100 DOLLARS ($14,066.73) each, commencing on May 1, 2022 and continuing on the first (1st) day of each calendar month thereafter, calculated on a two hundred forty (240) month amortization schedule. The entire unpaid principal balance, together with all accrued and unpaid interest and all other sums due under this Note, shall be due and payable in full on April 1, 2029 (the "Maturity Date"). Payments shall be applied first to late charges and costs, then to accrued interest, and then to principal.""",
    """4. Late Charge. If any installment, or any part of it, is not received by Lender within ten (10) days after its due date, Borrower shall pay a late charge equal to five percent (5%) of the amount of such installment. The late charge is not a penalty but a reasonable estimate of Lender's costs of handling a delinquent payment, and its collection shall not waive the default.

5. Default Rate. From and after the occurrence of an Event of Default, and whether or not Lender has accelerated this Note, the unpaid principal balance shall, at Lender's option, bear interest at a rate per annum equal to the Note Rate plus five percent (5.00%), that is, eleven and three-quarters percent (11.75%) per annum (the "Default Rate"), until paid in full, but in no event above the maximum rate permitted by law.

6. Prepayment. Borrower may prepay this Note in whole but not in part on thirty (30) days' prior written notice, upon payment of a prepayment premium equal to three percent (3%) of the amount prepaid if prepaid on or before March 14, 2023; two percent (2%) if prepaid thereafter and on or before March 14, 2024; and one percent (1%) if prepaid at any time after March 14, 2024. No premium is payable on amounts paid after acceleration by reason of an Event of Default, except as provided by law.

7. Events of Default. Each of the following is an "Event of Default":
7.1 Borrower fails to pay any installment of principal or interest, or any other amount due under this Note, within ten (10) days after its due date;
7.2 Borrower fails to perform any other covenant in this Note or in any related loan document, and the failure continues for thirty (30) days after written notice from Lender;
7.3 Borrower or any guarantor becomes insolvent, makes an assignment for the benefit of creditors, or is the subject of a petition under any bankruptcy or insolvency law that is not dismissed within sixty (60) days;
7.4 Any guarantor of this Note dies, repudiates or purports to revoke its guaranty, or fails to perform any obligation under its guaranty.""",
    """8. Remedies; Acceleration. Upon the occurrence of an Event of Default, Lender may, at its option and by written notice to Borrower, declare the entire unpaid principal balance of this Note, all accrued and unpaid interest, and all other sums payable hereunder immediately due and payable, and may exercise every right and remedy available to it under this Note, any related loan document, or applicable law. Lender's rights are cumulative and may be exercised in any order.

9. Costs of Collection. Borrower shall pay on demand all costs and expenses incurred by Lender in collecting or enforcing this Note or any guaranty of it, including reasonable attorneys' fees and disbursements, whether or not suit is commenced.

10. Security. This Note is secured by a Security Agreement of even date granting Lender a first-priority security interest in all machinery, equipment, inventory and accounts of Borrower, perfected by a UCC-1 financing statement filed with the New York Department of State. Lender is not required to proceed against any collateral before enforcing this Note or any guaranty.

11. No Waiver; Amendments. No delay or omission by Lender in exercising any right shall operate as a waiver of that right, and no acceptance of a late or partial payment shall waive any default or Lender's right to require prompt payment of every later installment. This Note may not be amended, modified or changed orally, and no waiver, extension or forbearance shall be binding on Lender, except by an agreement in writing signed by Lender.

12. Notices. Notices shall be in writing and delivered by hand, nationally recognized overnight courier, or certified mail to the addresses stated above, with a copy by e-mail.""",
    """13. Governing Law; Jurisdiction. This Note shall be governed by the laws of the State of New York without regard to its conflict of laws rules. Borrower submits to the jurisdiction of the Supreme Court of the State of New York, County of New York, and of the United States District Court for the Southern District of New York.

14. Waiver of Jury Trial. BORROWER AND LENDER EACH KNOWINGLY AND VOLUNTARILY WAIVE TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS NOTE OR ANY RELATED LOAN DOCUMENT.

15. Miscellaneous. Borrower waives presentment, demand for payment, protest and notice of dishonor. If any provision of this Note is held invalid, the remaining provisions shall remain in effect.

IN WITNESS WHEREOF, Borrower has executed this Note as of the date first written above.

OSPREY FABRICATION, INC.

By: /s/ Marcus T. Okafor
Name: Marcus T. Okafor
Title: President

Loan No. 4410-2087 | Officer: L. Sorensen | Approved: Senior Loan Committee, March 2, 2022""",
]

# ---------------------------------------------------------------------------------------------------------------
# D2  Guaranty
# ---------------------------------------------------------------------------------------------------------------
GUARANTY = [
    """UNCONDITIONAL GUARANTY OF PAYMENT

Dated as of March 14, 2022

THIS UNCONDITIONAL GUARANTY OF PAYMENT (this "Guaranty") is made by MARCUS T. OKAFOR, an individual residing at 27 Halsey Lane, Scarsdale, New York 10583 ("Guarantor"), in favor of TIDEWATER MERCANTILE BANK, N.A. ("Lender").

RECITALS

A. Lender is making a term loan to Osprey Fabrication, Inc. ("Borrower") in the principal amount of $1,850,000.00, evidenced by Borrower's Term Promissory Note of even date (Loan No. 4410-2087) (as amended, extended or modified from time to time, the "Note").

B. Guarantor is the President and sole shareholder of Borrower and will derive substantial benefit from the loan. Lender is unwilling to make the loan unless Guarantor executes this Guaranty.

1. Guaranty. Guarantor absolutely, unconditionally and irrevocably guarantees to Lender the full and punctual payment when due, whether at stated maturity, by acceleration or otherwise, of all principal, interest (including interest at the Default Rate), late charges, fees, costs and other amounts owing under the Note and the related loan documents (the "Obligations"). This is a guaranty of payment and not of collection. Lender shall not be required to proceed first against Borrower, any other person, or any collateral before demanding payment from Guarantor.

2. Waivers. Guarantor waives notice of acceptance of this Guaranty, presentment, demand, protest, notice of dishonor, notice of default, and notice of any modification of the Obligations. Guarantor waives any right to require marshaling of assets and any defense based on the statute of limitations to the extent permitted by law.""",
    """3. Consent to Modifications. Lender may, without notice to or consent of Guarantor and without affecting Guarantor's liability, (a) extend, renew, modify or rearrange the time, manner or amount of payment of any Obligation; (b) grant any forbearance or indulgence to Borrower; (c) accept partial payments; and (d) release, substitute or fail to perfect any collateral. No such action shall release or reduce Guarantor's obligations.

4. Obligations Not Affected. Guarantor's obligations are not subject to any defense, setoff or counterclaim of Borrower or Guarantor, including any defense based on (a) the invalidity or unenforceability of any Obligation; (b) any bankruptcy or insolvency of Borrower; (c) any course of dealing between Lender and Borrower; or (d) any oral statement or representation by any officer, employee or agent of Lender.

5. Payment on Demand. Guarantor shall pay the Obligations to Lender within five (5) Business Days after Lender's written demand. "Business Day" means any day other than a Saturday, Sunday or day on which national banks in New York City are authorized to close.

6. Costs and Expenses. Guarantor shall pay on demand all costs and expenses, including reasonable attorneys' fees and disbursements, incurred by Lender in enforcing this Guaranty, whether or not suit is commenced.

7. Financial Statements. Guarantor shall deliver to Lender, within one hundred twenty (120) days after the end of each calendar year, a signed personal financial statement and a complete copy of Guarantor's federal income tax return for that year.""",
    """8. Entire Agreement; Amendments. This Guaranty is the entire agreement of Guarantor and Lender concerning its subject matter. This Guaranty may not be modified, amended or waived orally, but only by a writing signed by Lender. Guarantor acknowledges that no officer or employee of Lender has authority to make any oral agreement that would modify the Obligations or this Guaranty.

9. Governing Law; Jurisdiction. This Guaranty is governed by the laws of the State of New York. Guarantor consents to the jurisdiction of the Supreme Court of the State of New York, County of New York.

10. Waiver of Jury Trial. GUARANTOR WAIVES TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS GUARANTY.

GUARANTOR:

/s/ Marcus T. Okafor
Marcus T. Okafor, individually

STATE OF NEW YORK     )
                                       ) ss.:
COUNTY OF NEW YORK  )

On the 14th day of March in the year 2022 before me, the undersigned, personally appeared Marcus T. Okafor, personally known to me or proved to me on the basis of satisfactory evidence to be the individual whose name is subscribed to the within instrument, and acknowledged to me that he executed the same in his capacity.

/s/ Helene V. Castellanos
Notary Public, State of New York
No. 01CA6098231, Qualified in Westchester County
Commission Expires July 22, 2025""",
]

# ---------------------------------------------------------------------------------------------------------------
# D3 (pages 1-2)  Loan payment history (a table printed from the servicing system)
# ---------------------------------------------------------------------------------------------------------------
HIST_HEAD = ["Due Date", "Date Rec'd", "Amount Rec'd", "Interest", "Principal", "Late Chg", "Prin. Balance", "Remarks"]
HIST_ROWS_1 = [
    ["05/01/2022", "04/29/2022", "14,066.73", "10,406.25", "3,660.48", "", "1,846,339.52", ""],
    ["06/01/2022", "06/01/2022", "14,066.73", "10,731.85", "3,334.88", "", "1,843,004.64", ""],
    ["07/01/2022", "07/01/2022", "14,066.73", "10,366.90", "3,699.83", "", "1,839,304.81", ""],
    ["08/01/2022", "08/01/2022", "14,066.73", "10,690.96", "3,375.77", "", "1,835,929.04", ""],
    ["09/01/2022", "08/31/2022", "14,066.73", "10,671.34", "3,395.39", "", "1,832,533.65", ""],
    ["10/01/2022", "10/03/2022", "14,066.73", "10,308.00", "3,758.73", "", "1,828,774.92", ""],
    ["11/01/2022", "11/01/2022", "14,066.73", "10,629.75", "3,436.98", "", "1,825,337.94", ""],
    ["12/01/2022", "12/01/2022", "14,066.73", "10,267.53", "3,799.20", "", "1,821,538.74", ""],
    ["01/01/2023", "01/03/2023", "14,066.73", "10,587.69", "3,479.04", "", "1,818,059.70", ""],
    ["02/01/2023", "02/01/2023", "14,066.73", "10,567.47", "3,499.26", "", "1,814,560.44", ""],
    ["03/01/2023", "03/01/2023", "14,066.73", "9,526.44", "4,540.29", "", "1,810,020.15", ""],
]
HIST_ROWS_2 = [
    ["04/01/2023", "03/31/2023", "14,066.73", "10,520.74", "3,545.99", "", "1,806,474.16", ""],
    ["05/01/2023", "05/01/2023", "14,066.73", "10,161.42", "3,905.31", "", "1,802,568.85", ""],
    ["06/01/2023", "06/08/2023", "14,066.73", "10,477.43", "3,589.30", "", "1,798,979.55", ""],
    ["07/01/2023", "07/19/2023", "14,066.73", "10,119.26", "3,947.47", "703.34", "1,795,032.08", "Late"],
    ["08/01/2023", "08/28/2023", "15,473.41", "10,433.62", "3,633.11", "703.34", "1,791,398.97", "Late; incl. LC 7/23+8/23"],
    ["09/01/2023", "11/29/2023", "14,066.73", "10,412.51", "3,654.22", "703.34", "1,787,744.75", "Forbearance pmt; LC deferred"],
    ["10/01/2023", "11/29/2023", "14,066.73", "10,056.06", "4,010.67", "703.34", "1,783,734.08", "Forbearance pmt; LC deferred"],
    ["11/01/2023", "11/29/2023", "14,066.73", "10,367.95", "3,698.78", "703.34", "1,780,035.30", "Forbearance pmt; LC deferred"],
    ["12/01/2023", "12/01/2023", "10,012.70", "10,012.70", "0.00", "", "1,780,035.30", "Interest only (forbearance)"],
    ["01/01/2024", "--", "0.00", "0.00", "0.00", "517.32", "1,780,035.30", "NOT RECEIVED; due 10,346.46"],
]
HIST_TOP_1 = """TIDEWATER MERCANTILE BANK, N.A. - LOAN SERVICING
LOAN PAYMENT HISTORY                                                                       Page 1 of 4
Loan No. 4410-2087    Borrower: Osprey Fabrication, Inc.    Guarantor: Marcus T. Okafor
Note date: 03/14/2022    Original principal: $1,850,000.00    Note rate: 6.750% (Actual/360)
Installment: $14,066.73 due the 1st of each month    Maturity: 04/01/2029    Default rate: 11.750%
Status: ACCELERATED 01/22/2024 - Special Assets (G. Thibodeaux)    Printed: 09/30/2024 by P. Venkataraman"""
HIST_TOP_2 = """TIDEWATER MERCANTILE BANK, N.A. - LOAN SERVICING
LOAN PAYMENT HISTORY (continued)                                                          Page 2 of 4
Loan No. 4410-2087    Borrower: Osprey Fabrication, Inc."""
HIST_FOOT_2 = """SUMMARY (through 09/30/2024)
Total received: $278,687.25      Interest paid: $207,315.87      Principal paid: $69,964.70      Late charges paid: $1,406.68
Late charges unpaid: $2,627.34 (deferred 09/23-11/23: $2,110.02; 01/24: $517.32)
Last payment received: 12/01/2023      Payments received after 12/01/2023: none
Interest-only amounts under forbearance letter of 11/20/2023: 12/01/2023 $10,012.70; 01/01/2024 $10,346.46"""

# ---------------------------------------------------------------------------------------------------------------
# D4  Notice of default
# ---------------------------------------------------------------------------------------------------------------
DEFAULT_NOTICE = [
    """TIDEWATER MERCANTILE BANK, N.A.
Commercial Banking | 600 Lexington Avenue | New York, New York 10022

October 12, 2023

VIA FEDEX OVERNIGHT AND E-MAIL (mokafor@ospreyfab.com)

Osprey Fabrication, Inc.
3150 Bruckner Boulevard
Bronx, New York 10461
Attention: Marcus T. Okafor, President

Marcus T. Okafor
27 Halsey Lane
Scarsdale, New York 10583

Re: NOTICE OF DEFAULT
Term Promissory Note dated March 14, 2022 in the original principal amount of $1,850,000.00 (Loan No. 4410-2087)

Dear Mr. Okafor:

Reference is made to the Term Promissory Note described above (the "Note") made by Osprey Fabrication, Inc. ("Borrower") payable to Tidewater Mercantile Bank, N.A. (the "Bank"), and to the Unconditional Guaranty of Payment dated as of March 14, 2022 made by Marcus T. Okafor ("Guarantor").

Borrower has failed to pay the monthly installments of principal and interest of $14,066.73 each that were due on September 1, 2023 and October 1, 2023. Each failure has continued for more than ten (10) days after the due date and constitutes an Event of Default under Section 7.1 of the Note.

The following amounts are past due as of the date of this letter:

      Installment due September 1, 2023 ............................ $14,066.73
      Late charge (Note, Section 4) ...................................... $703.34
      Installment due October 1, 2023 ................................ $14,066.73
      Late charge (Note, Section 4) ...................................... $703.34
      TOTAL PAST DUE .............................................. $29,540.14""",
    """Osprey Fabrication, Inc. / Marcus T. Okafor
October 12, 2023
Page 2

Demand is hereby made that Borrower pay the Total Past Due, in immediately available funds, on or before October 27, 2023. The installment of $14,066.73 coming due on November 1, 2023 must also be paid when due.

If the Total Past Due is not received by October 27, 2023, the Bank may, without further notice except as required by law, exercise any or all of its rights and remedies, including acceleration of the Note under Section 8 and enforcement of the Guaranty.

The Bank's acceptance of any partial or late payment will not waive any Event of Default or any of the Bank's rights. No discussion between the Bank and Borrower or Guarantor regarding the loan, and no delay by the Bank in exercising its remedies, shall constitute a waiver, an agreement to forbear, or a modification of the Note or the Guaranty, none of which shall be binding unless set forth in a written agreement signed by the Bank.

This notice is also delivered to Guarantor for information, although Guarantor has waived notice of default under Section 2 of the Guaranty.

Very truly yours,

TIDEWATER MERCANTILE BANK, N.A.

By: /s/ Linnea M. Sorensen
Linnea M. Sorensen
Vice President, Commercial Banking

cc: Gregory A. Thibodeaux, Managing Director, Special Assets Group
      Joanna Przybylski, Esq., Przybylski & Lund LLP""",
]

# ---------------------------------------------------------------------------------------------------------------
# D5  E-mail (reply quoting the request it answers)
# ---------------------------------------------------------------------------------------------------------------
EMAIL_THREAD = dict(
    From="Linnea Sorensen <lsorensen@tidewatermb.com>",
    To="Marcus Okafor <mokafor@ospreyfab.com>",
    Cc="Gregory Thibodeaux <gthibodeaux@tidewatermb.com>",
    Date="Wed, 08 Nov 2023 17:03:44 -0500",
    Subject="RE: Osprey - request for forbearance (Loan 4410-2087)",
    body="""Marcus,

Special Assets has approved a forbearance substantially along the lines you proposed, subject to documentation:
(1) a payment of $42,200.19 by November 30 to cover the September, October and November installments;
(2) interest-only payments at the note rate on December 1, January 1, February 1 and March 1;
(3) forbearance through March 31, 2024, with regular installments resuming April 1;
(4) late charges on the missed installments deferred, not waived; and
(5) your reaffirmation of the guaranty.
Counsel is preparing the letter; you should have it by the 20th. Please understand that nothing is agreed until the forbearance letter is signed by the Bank, Osprey and you as guarantor. Until then the Bank reserves all of its rights under the note and the guaranty.

Linnea M. Sorensen | Vice President, Commercial Banking | Tidewater Mercantile Bank, N.A. | (212) 555-0140

-----Original Message-----
From: Marcus Okafor <mokafor@ospreyfab.com>
Sent: Thursday, November 2, 2023 8:41 AM
To: Linnea Sorensen <lsorensen@tidewatermb.com>
Subject: Osprey - request for forbearance (Loan 4410-2087)

Linnea, thanks for taking my call Tuesday. Losing the Keller-Brandt Marine account in August took about 38% of our revenue out of the shop overnight. Ridgeline Offshore and Castellan Rail are ramping up, but it will be the first quarter before we see real cash from them.
What I am asking for: we bring September, October and November current by the end of this month, pay interest only for December through March, and go back to regular payments April 1. I will sign whatever the bank needs personally. I am not asking the bank to forgive anything. We owe the money and we will pay it.
Marcus T. Okafor, President, Osprey Fabrication, Inc.
""",
)

# ---------------------------------------------------------------------------------------------------------------
# D6  Forbearance letter (scanned, image only)
# ---------------------------------------------------------------------------------------------------------------
FORBEARANCE = [
    """TIDEWATER MERCANTILE BANK, N.A.
Special Assets Group | 600 Lexington Avenue | New York, NY 10022

November 20, 2023

Osprey Fabrication, Inc., Attention: Marcus T. Okafor, President
3150 Bruckner Boulevard, Bronx, New York 10461

Marcus T. Okafor, individually
27 Halsey Lane, Scarsdale, New York 10583

Re: Forbearance - Loan No. 4410-2087

Ladies and Gentlemen:

Osprey Fabrication, Inc. ("Borrower") has failed to pay the monthly installments of $14,066.73 due under its Term Promissory Note dated March 14, 2022 (the "Note") on September 1, 2023, October 1, 2023 and November 1, 2023 (the "Existing Defaults"). Borrower and Marcus T. Okafor ("Guarantor") have asked Tidewater Mercantile Bank, N.A. (the "Bank") to forbear temporarily from exercising its remedies. The Bank is willing to do so only on the following terms.

1. Acknowledgment. Borrower and Guarantor acknowledge the Existing Defaults; that the unpaid principal balance of the Note as of the date of this letter is $1,791,398.97; and that they have no defense, offset or counterclaim to the Note or the Guaranty.

2. Forbearance Payment. On or before November 30, 2023, Borrower shall pay the Bank $42,200.19, representing the three installments that constitute the Existing Defaults (the "Forbearance Payment").""",
    """Page 2 - Forbearance, Loan No. 4410-2087

3. Interest-Only Payments. In place of the regular installments, Borrower shall pay accrued interest at the Note Rate of six and three-quarters percent (6.75%) per annum, as follows: December 1, 2023, $10,012.70; January 1, 2024, $10,346.46; February 1, 2024, $10,346.46; and March 1, 2024, $9,678.94.

4. Forbearance Period. The Bank will forbear from accelerating the Note and from enforcing the Guaranty from the date of this letter through March 31, 2024 (the "Forbearance Period"), unless the forbearance terminates sooner under paragraph 6. Regular monthly installments of $14,066.73 resume on April 1, 2024.

5. Financial Reporting. Borrower shall deliver internally prepared financial statements for the nine months ended September 30, 2023 on or before December 31, 2023.

6. Termination. The Bank's agreement to forbear shall terminate automatically, without notice or demand, upon the earliest of (a) the end of the Forbearance Period; (b) Borrower's failure to make any payment required by this letter within five (5) days after its due date; or (c) the occurrence of any other Event of Default under the Note. Upon termination the Bank may exercise all of its remedies, including acceleration, and may charge interest at the Default Rate.""",
    """Page 3 - Forbearance, Loan No. 4410-2087

7. Reaffirmation. Guarantor ratifies and reaffirms the Unconditional Guaranty of Payment dated as of March 14, 2022, which remains in full force and effect.

8. Late Charges. The late charges on the Existing Defaults, totaling $2,110.02, are deferred to the end of the Forbearance Period. They are not waived.

9. No Further Obligation. Nothing in this letter obligates the Bank to extend the Forbearance Period or to grant any further forbearance. This letter may not be modified except in a writing signed by the Bank.

10. Release. Borrower and Guarantor release the Bank from all claims arising on or before the date of this letter.

TIDEWATER MERCANTILE BANK, N.A.
By: Linnea M. Sorensen, Vice President
By: Gregory A. Thibodeaux, Managing Director

ACCEPTED AND AGREED on November 22, 2023:
OSPREY FABRICATION, INC., By: Marcus T. Okafor, President
Marcus T. Okafor, individually, as Guarantor""",
]

# ---------------------------------------------------------------------------------------------------------------
# D7  Text messages
# ---------------------------------------------------------------------------------------------------------------
TEXTS = """TEXT MESSAGE EXPORT
Device: bank-issued iPhone assigned to Linnea M. Sorensen (Tidewater Mercantile Bank, N.A.)
Conversation with: Marcus Okafor (+1 914-555-0183)
Range: 12/01/2023 - 01/08/2024
Exported 03/11/2024 by TMB Information Security, ref. LIT-24-0117

[12/01/2023 9:12 AM] Marcus Okafor: December interest went out this morning. Can you confirm you got it?
[12/01/2023 10:47 AM] Linnea Sorensen: Got it, thank you. Posted today.
[12/19/2023 4:05 PM] Marcus Okafor: Sent the 9-month financials to your email.
[12/19/2023 4:31 PM] Linnea Sorensen: Received. I'll pass them to Greg.
[12/28/2023 3:22 PM] Marcus Okafor: Linnea - any chance we can skip January and double up in Feb? Big Ridgeline invoice should land 2/15.
[12/28/2023 5:56 PM] Linnea Sorensen: I'll run it by Greg. We'll work something out, just keep me posted.
[12/28/2023 6:02 PM] Marcus Okafor: Thanks Linnea, appreciate it. Happy new year.
[01/02/2024 2:18 PM] Linnea Sorensen: Marcus - Greg says no on skipping January. The 1/1 payment is still due. Please call me.
[01/03/2024 11:40 AM] Marcus Okafor: Calling you now.
[01/08/2024 8:55 AM] Marcus Okafor: Ridgeline pushed again. Can't do January this week. Talk to Greg for me?
[01/08/2024 9:30 AM] Linnea Sorensen: I'll let him know, but per my email the forbearance ended on the 6th. Special Assets is handling it from here.

-- End of export (11 messages) --
"""

# ---------------------------------------------------------------------------------------------------------------
# D8  Notice of termination of forbearance, acceleration and demand
# ---------------------------------------------------------------------------------------------------------------
ACCELERATION = [
    """TIDEWATER MERCANTILE BANK, N.A.
Special Assets Group | 600 Lexington Avenue | New York, New York 10022

January 22, 2024

VIA FEDEX OVERNIGHT, CERTIFIED MAIL (RRR No. 9589 0710 5270 0412 3386 51) AND E-MAIL

Osprey Fabrication, Inc.
3150 Bruckner Boulevard, Bronx, New York 10461
Attention: Marcus T. Okafor, President

Marcus T. Okafor
27 Halsey Lane, Scarsdale, New York 10583

Re: NOTICE OF TERMINATION OF FORBEARANCE, ACCELERATION AND DEMAND FOR PAYMENT
Loan No. 4410-2087 - Term Promissory Note dated March 14, 2022 (the "Note"); Unconditional Guaranty of Payment dated as of March 14, 2022 (the "Guaranty")

Dear Mr. Okafor:

1. Termination of Forbearance. By letter agreement dated November 20, 2023 (the "Forbearance Letter"), the Bank agreed to forbear from exercising its remedies on the conditions stated in that letter. Borrower failed to pay the interest payment of $10,346.46 due January 1, 2024, and did not pay it within five (5) days after its due date. Under paragraph 6 of the Forbearance Letter, the forbearance terminated automatically at the close of business on January 6, 2024.

2. Events of Default. The Existing Defaults described in the Forbearance Letter, and Borrower's failure to pay the January 1, 2024 payment within ten (10) days after its due date, are Events of Default under Section 7.1 of the Note. They have not been cured.""",
    """Osprey Fabrication, Inc. / Marcus T. Okafor - January 22, 2024 - Page 2

3. Acceleration. Pursuant to Section 8 of the Note, the Bank hereby declares the entire unpaid principal balance of the Note, all accrued and unpaid interest, and all other sums payable under the Note immediately due and payable. As of January 22, 2024, the following amounts are due:

      Unpaid principal ......................................................... $1,780,035.30
      Accrued interest at Note Rate (6.75%), 12/01/2023 - 01/21/2024 (52 days) ...... $17,355.34
      Deferred late charges (September, October, November 2023) ..................... $2,110.02
      Late charge, January 1, 2024 payment ............................................... $517.32
      TOTAL ......................................................................... $1,800,017.98

Interest at the Default Rate of 11.75% per annum accrues on the unpaid principal from and including January 22, 2024, at a per diem of $580.98, until paid. Attorneys' fees and costs of collection, payable under Section 9 of the Note and Section 6 of the Guaranty, are not included above.

4. Demand on Guarantor. Demand is hereby made on Guarantor, under Section 5 of the Guaranty, to pay the foregoing amounts within five (5) Business Days after the date of this notice, that is, on or before January 29, 2024.

5. Demand on Borrower. Demand is likewise made on Borrower for immediate payment of all amounts due under the Note.""",
    """Osprey Fabrication, Inc. / Marcus T. Okafor - January 22, 2024 - Page 3

6. Reservation of Rights. The Bank reserves all rights and remedies under the Note, the Security Agreement, the Guaranty and applicable law, including the right to take possession of and dispose of its collateral. No course of dealing, including the Bank's prior acceptance of late payments, and no delay in exercising any remedy shall be construed as a waiver.

7. No Oral Agreements. Any proposal you may make, and any discussion of one, will not bind the Bank unless it is set forth in a written agreement signed by the Bank.

Very truly yours,

TIDEWATER MERCANTILE BANK, N.A.

By: /s/ Gregory A. Thibodeaux
Gregory A. Thibodeaux
Managing Director, Special Assets Group

cc: Linnea M. Sorensen, Vice President, Commercial Banking
      Joanna Przybylski, Esq., Przybylski & Lund LLP""",
]

# ---------------------------------------------------------------------------------------------------------------
# D3 (pages 3-4)  Statement of amounts due
# ---------------------------------------------------------------------------------------------------------------
PAYOFF = [
    """TIDEWATER MERCANTILE BANK, N.A. - LOAN SERVICING
STATEMENT OF AMOUNTS DUE                                                    Page 3 of 4

Loan No.: 4410-2087
Borrower: Osprey Fabrication, Inc.
Guarantor: Marcus T. Okafor
Status: Accelerated 01/22/2024; in litigation, Sup. Ct. N.Y. County, Index No. 651904/2024
Statement date: September 30, 2024 (amounts good through that date)

      Unpaid principal ......................................................... $1,780,035.30
      Interest at Note Rate, 12/01/2023 - 01/21/2024 (52 days @ 6.75%) ........... $17,355.34
      Default interest, 01/22/2024 - 09/30/2024 (253 days @ 11.75%; per diem $580.98) ... $146,987.94
      Unpaid late charges ........................................................... $2,627.34
      Attorneys' fees through 08/31/2024 (Schedule 1) ................................ $38,415.00
      Costs and disbursements through 08/31/2024 (Schedule 1) ......................... $1,186.50
      TOTAL DUE AS OF 09/30/2024 ................................................. $1,986,607.42

Per diem after 09/30/2024: $580.98 (11.75% on $1,780,035.30, actual/360)

Payments received since acceleration: none.
Collateral: machinery, equipment, inventory and accounts (UCC-1 filed with N.Y. Department of State, File No. 202203150219847, filed 03/15/2022). No collateral has been liquidated as of the statement date.

Prepared by: Priya Venkataraman, Loan Servicing Officer
Reviewed by: Gregory A. Thibodeaux, Managing Director, Special Assets Group""",
    """STATEMENT OF AMOUNTS DUE - Loan No. 4410-2087                           Page 4 of 4
SCHEDULE 1 - ATTORNEYS' FEES AND COSTS (Przybylski & Lund LLP)

Invoice     Period                   Fees            Costs
24-0311     February 2024            $6,240.00       $0.00
24-0412     March 2024               $9,875.00       $305.00
24-0509     April 2024               $4,110.00       $285.00
24-0607     May 2024                 $7,380.00       $96.50
24-0705     June 2024                $5,905.00       $455.00
24-0802     July 2024                $4,905.00       $45.00
TOTAL                                $38,415.00      $1,186.50

Costs detail: index number fee $210.00 and request for judicial intervention $95.00 (March 2024); service of process, two defendants, $285.00 (April 2024); UCC and judgment searches $96.50 (May 2024); lien and litigation searches $455.00 (June 2024); motion fee $45.00 (July 2024).

Fees reflect hourly rates of $695 (J. Przybylski, partner), $465 (associates) and $210 (paralegals). Fees for August 2024 had not been invoiced on the statement date and are not included.""",
]

# ---------------------------------------------------------------------------------------------------------------
# D9  Deposition of Linnea M. Sorensen (excerpts): each page is (printed page number, 25 lines)
# ---------------------------------------------------------------------------------------------------------------
DEPO = [
    (1, [
        "SUPREME COURT OF THE STATE OF NEW YORK",
        "COUNTY OF NEW YORK",
        "----------------------------------------x",
        "TIDEWATER MERCANTILE BANK, N.A.,",
        "                         Plaintiff,",
        "          - against -           Index No. 651904/2024",
        "OSPREY FABRICATION, INC. and",
        "MARCUS T. OKAFOR,",
        "                         Defendants.",
        "----------------------------------------x",
        "",
        "        DEPOSITION OF LINNEA M. SORENSEN",
        "",
        "            Tuesday, October 8, 2024",
        "                  10:04 a.m.",
        "",
        "  Taken at the offices of Przybylski & Lund LLP,",
        "  1350 Avenue of the Americas, New York, New York,",
        "  before Dana R. Whitcombe, a Registered Professional",
        "  Reporter and Notary Public of the State of New York.",
        "",
        "APPEARANCES:",
        "  PRZYBYLSKI & LUND LLP, for Plaintiff, by JOANNA PRZYBYLSKI",
        "  DELACROIX FELD PLLC, for Defendant Marcus T. Okafor,",
        "  by ANTON DELACROIX",
    ]),
    (38, [
        "     Q.  Ms. Sorensen, when did you first learn that",
        "Osprey had missed a payment?",
        "     A.  In early September of 2023. The September 1st",
        "installment didn't come in, and our servicing group",
        "flagged it on the 12th.",
        "     Q.  What did you do?",
        "     A.  I called Mr. Okafor. He told me they had lost",
        "their biggest customer, Keller-Brandt Marine, and",
        "that cash was tight.",
        "     Q.  Did you send a default letter at that point?",
        "     A.  Not in September. We sent the notice of default",
        "on October 12th, after the October payment was also",
        "missed.",
        "     Q.  Who signed that notice?",
        "     A.  I did.",
        "     Q.  After that notice went out, did the loan stay",
        "with you?",
        "     A.  Only partly. On October 17th the loan was",
        "transferred to our Special Assets Group. Greg",
        "Thibodeaux became the lead on it. I stayed on as the",
        "relationship contact for the customer.",
        "     Q.  Once the loan went to Special Assets, who had",
        "authority to change its terms?",
        "     A.  Special Assets. Mr. Thibodeaux and the credit",
        "committee. I didn't.",
    ]),
    (39, [
        "     Q.  Did you have authority before the transfer?",
        "     A.  Limited authority. I could waive a late charge",
        "up to $1,000. Anything touching the payment schedule",
        "went to credit.",
        "     Q.  Let's go to the forbearance letter, Sorensen 7.",
        "You drafted that?",
        "     A.  I prepared the first draft. Special Assets and",
        "counsel revised it. Mr. Thibodeaux and I both signed",
        "for the bank.",
        "     Q.  And the forbearance ran through March 31, 2024?",
        "     A.  That was the outside date, yes, unless it ended",
        "earlier under paragraph 6.",
        "     Q.  What did paragraph 6 provide?",
        "     A.  That if any payment under the letter wasn't",
        "received within five days after it was due, the",
        "forbearance ended automatically. No notice needed.",
        "     Q.  Osprey made the forbearance payment, correct?",
        "     A.  Yes. $42,200.19, on November 29th. That brought",
        "the September, October and November installments",
        "current.",
        "     Q.  And the December 1st interest payment?",
        "     A.  That was paid on December 1st. $10,012.70.",
        "     Q.  So as of mid-December the borrower was in full",
        "compliance with the letter?",
        "     A.  As far as payments, yes.",
    ]),
    (40, [
        "     Q.  I'm showing you what's been marked Sorensen 8.",
        "These are text messages between you and Mr. Okafor?",
        "     A.  Yes. From my bank-issued phone.",
        "     Q.  Look at December 28th, 2023. Mr. Okafor asks",
        "whether Osprey can skip January and double up in",
        "February. Do you see that?",
        "     A.  I do.",
        "     Q.  And you responded, \"I'll run it by Greg. We'll",
        "work something out, just keep me posted.\"",
        "     A.  That's what I wrote.",
        "     Q.  You were telling him the bank would work",
        "something out about January?",
        "          MS. PRZYBYLSKI:  Objection to form.",
        "     A.  No. I was telling him I would take it to",
        "Mr. Thibodeaux. I didn't agree to anything. I",
        "couldn't have.",
        "     Q.  You didn't say that in the text, did you?",
        "     A.  I said I'd run it by Greg. That's what it meant.",
        "     Q.  Did you take it to Mr. Thibodeaux?",
        "     A.  Yes. On January 2nd. He said no.",
        "     Q.  Did you tell Mr. Okafor?",
        "     A.  The same day. I texted him that Greg said no and",
        "the payment was still due, and I asked him to call",
        "me. He called on the 3rd.",
        "     Q.  What was said on that call?",
    ]),
    (41, [
        "     A.  I told him the bank would not defer January.",
        "The payment was due and the forbearance would end if",
        "it wasn't in by the 6th. He said he understood and",
        "would try to get it in by the end of the week.",
        "     Q.  Did you put that in writing?",
        "     A.  Yes. I sent him an e-mail on January 4th",
        "confirming the call, and I copied Mr. Thibodeaux.",
        "     Q.  Did Osprey pay the January 1st installment?",
        "     A.  No.",
        "     Q.  Any part of it?",
        "     A.  No part of it.",
        "     Q.  Did the bank ever send Osprey a letter saying the",
        "forbearance had terminated?",
        "     A.  Not a separate letter. It didn't need one under",
        "paragraph 6. The acceleration notice on January 22nd",
        "recited that the forbearance had terminated.",
        "     Q.  Between January 6th and January 22nd, did anyone",
        "at the bank tell Mr. Okafor the loan would not be",
        "accelerated?",
        "          MS. PRZYBYLSKI:  Objection to form.",
        "     A.  Not that I'm aware of. I certainly didn't.",
        "     Q.  Had the bank ever accepted a late payment from",
        "Osprey before?",
        "     A.  Yes. The July and August 2023 installments came",
        "in late, and we took them with the late charges.",
    ]),
    (42, [
        "     Q.  So the bank had a practice of accepting late",
        "payments from Osprey?",
        "          MS. PRZYBYLSKI:  Objection to form.",
        "     A.  I wouldn't call two payments a practice. And",
        "both times the late charge was assessed and paid.",
        "     Q.  Has the bank sold any of the equipment",
        "collateral?",
        "     A.  Not as of today. The equipment is still at the",
        "Bruckner Boulevard shop as far as I know.",
        "     Q.  Why hasn't the bank gone after the equipment",
        "before suing Mr. Okafor?",
        "          MS. PRZYBYLSKI:  Objection. Calls for a legal",
        "     conclusion. You can answer if you know.",
        "     A.  That's a Special Assets decision. My",
        "understanding is that the guaranty is a guaranty of",
        "payment, so we don't have to go to the collateral",
        "first.",
        "     Q.  When the loan closed in March 2022, who",
        "negotiated the guaranty?",
        "     A.  The guaranty was on the bank's standard form.",
        "Mr. Okafor had his own counsel at closing, a",
        "Mr. Haskell, I believe.",
        "     Q.  Did Mr. Okafor ask for any changes to the form?",
        "     A.  He asked for a cap. Credit declined it. The",
        "guaranty is unlimited.",
    ]),
    (43, [
        "     Q.  I want to go back to the late charges. What was",
        "the amount of a late charge on this loan?",
        "     A.  Five percent of the installment. On a full",
        "installment that's $703.34.",
        "     Q.  And the late charges for September, October and",
        "November of 2023, those were deferred?",
        "     A.  Deferred, not waived. Paragraph 8 of the letter",
        "deferred them to the end of the forbearance period.",
        "They're still owed.",
        "     Q.  What is the default rate under the note?",
        "     A.  The note rate plus five points. Eleven and",
        "three-quarters percent.",
        "     Q.  From when is the bank charging default interest?",
        "     A.  From January 22nd, 2024, the acceleration date.",
        "Before that we charged the note rate only.",
        "          MR. DELACROIX:  I have nothing further at this",
        "     time. I'll reserve the balance.",
        "EXAMINATION BY MS. PRZYBYLSKI:",
        "     Q.  Ms. Sorensen, did you ever tell Mr. Okafor that",
        "the January 2024 payment was excused?",
        "     A.  Never.",
        "     Q.  Did anyone at the bank sign any writing",
        "extending the January 1st due date?",
        "     A.  No. There's no such writing.",
        "     Q.  Did Mr. Okafor ever tell you he didn't owe the",
    ]),
    (44, [
        "money?",
        "     A.  No. Every conversation was about timing. He",
        "never disputed the balance.",
        "     Q.  The December 28th text, \"We'll work something",
        "out,\" had you discussed January with Mr. Thibodeaux",
        "before you sent it?",
        "     A.  No. That's why I said I'd run it by him.",
        "          MS. PRZYBYLSKI:  Thank you. Nothing further.",
        "          MR. DELACROIX:  Nothing further.",
        "          (Time noted: 12:41 p.m.)",
        "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
    ]),
    (45, [
        "                   CERTIFICATE",
        "",
        "STATE OF NEW YORK   )",
        "                    ) ss.:",
        "COUNTY OF NEW YORK  )",
        "",
        "     I, DANA R. WHITCOMBE, a Registered Professional",
        "Reporter and Notary Public within and for the State",
        "of New York, do hereby certify:",
        "     That LINNEA M. SORENSEN, the witness whose",
        "deposition is hereinbefore set forth, was duly sworn",
        "by me, and that such deposition is a true record of",
        "the testimony given by the witness.",
        "     I further certify that I am not related to any of",
        "the parties to this action by blood or marriage, and",
        "that I am in no way interested in its outcome.",
        "     IN WITNESS WHEREOF, I have hereunto set my hand",
        "this 21st day of October, 2024.",
        "",
        "                  /s/ Dana R. Whitcombe",
        "                  DANA R. WHITCOMBE, RPR",
        "",
        "",
        "",
        "",
    ]),
]

AUTHORITIES = [
    "N.Y. C.P.L.R. 2106",
    "N.Y. C.P.L.R. 3212(b)",
    "N.Y. C.P.L.R. 5001(a)",
    "N.Y. C.P.L.R. 5004",
    "N.Y. Gen. Oblig. Law \u00a7 15-301(1)",
    "Alvarez v. Prospect Hosp., 68 N.Y.2d 320 (1986)",
    "Winegrad v. New York Univ. Med. Ctr., 64 N.Y.2d 851 (1985)",
    "Cooperatieve Centrale Raiffeisen-Boerenleenbank, B.A. v. Navarro, 25 N.Y.3d 485 (2015)",
    "Citibank, N.A. v. Plapinger, 66 N.Y.2d 90 (1985)",
    "Rose v. Spa Realty Assocs., 42 N.Y.2d 338 (1977)",
    "Interman Indus. Prods., Ltd. v. R.S.M. Electron Power, Inc., 37 N.Y.2d 151 (1975)",
]

# Which documents are image-only scans (their text layer is removed; OCR must read them).
SCANNED = {"D6_forbearance_letter_scan.pdf"}

# File name -> page texts, used by the writers below (and by check.py for source strings of scans).
TEXT_PDFS = {
    "D1_promissory_note.pdf": NOTE,
    "D2_guaranty.pdf": GUARANTY,
    "D4_notice_of_default.pdf": DEFAULT_NOTICE,
    "D6_forbearance_letter_scan.pdf": FORBEARANCE,
    "D8_notice_of_acceleration.pdf": ACCELERATION,
}
ORDER = [
    "D1_promissory_note.pdf", "D2_guaranty.pdf", "D3_loan_history_and_amounts_due.pdf", "D4_notice_of_default.pdf",
    "D5_email_sorensen_okafor_2023-11-08.eml", "D6_forbearance_letter_scan.pdf",
    "D7_text_messages_sorensen_okafor.txt", "D8_notice_of_acceleration.pdf", "D9_sorensen_deposition_excerpts.pdf",
]
EMAILS = {"D5_email_sorensen_okafor_2023-11-08.eml": EMAIL_THREAD}


def _save(doc: pymupdf.Document, path: Path) -> None:
    """Save with fixed metadata and no fresh file id, so that every run writes the same bytes."""
    doc.set_metadata({"producer": "Tidewater Mercantile Bank document imaging", "creator": "",
                      "creationDate": "D:20240930120000", "modDate": "D:20240930120000"})
    doc.save(path, garbage=3, deflate=True, no_new_id=True)


def _scan(doc: pymupdf.Document) -> pymupdf.Document:
    """Render every page to a 200-dpi grayscale image, give it a copier's slight skew and specks, and rebuild
    the document from the images only (no text layer)."""
    rng = random.Random(4410)
    out = pymupdf.open()
    for n, page in enumerate(doc):
        pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
        img = Image.open(io.BytesIO(pix.tobytes("png"))).convert("L")
        img = img.rotate(0.35 if n % 2 == 0 else -0.25, resample=Image.BICUBIC, fillcolor=255)
        draw = ImageDraw.Draw(img)
        for _ in range(350):
            x, y = rng.randrange(img.width), rng.randrange(img.height)
            draw.point((x, y), fill=rng.randrange(90, 200))
        img = img.filter(ImageFilter.GaussianBlur(0.4))
        buf = io.BytesIO()
        img.save(buf, format="PNG")
        new = out.new_page(width=page.rect.width, height=page.rect.height)
        new.insert_image(new.rect, stream=buf.getvalue())
    return out


def write_text_pdf(path: Path, pages: list[str], scanned: bool) -> None:
    doc = pymupdf.open()
    for text in pages:
        page = doc.new_page(width=612, height=792)
        rc = page.insert_textbox(pymupdf.Rect(66, 60, 546, 744), text, fontsize=11 if not scanned else 12,
                                 fontname="helv")
        if rc < 0:
            raise SystemExit(f"{path.name}: text overflows a page by {-rc:.0f} pt")
    if scanned:
        doc = _scan(doc)
    _save(doc, path)


def write_history(path: Path) -> None:
    """Two landscape pages of payment history, then the two-page statement of amounts due."""
    doc = pymupdf.open()
    xs = [36, 100, 166, 236, 300, 362, 414, 492]
    for top, rows, foot in ((HIST_TOP_1, HIST_ROWS_1, ""), (HIST_TOP_2, HIST_ROWS_2, HIST_FOOT_2)):
        page = doc.new_page(width=792, height=612)
        rc = page.insert_textbox(pymupdf.Rect(36, 30, 760, 130), top, fontsize=9, fontname="helv")
        assert rc >= 0
        y = 145
        for i, x in enumerate(xs):
            page.insert_text((x, y), HIST_HEAD[i], fontsize=8.5, fontname="hebo")
        page.draw_line((36, y + 4), (760, y + 4), width=0.6)
        y += 20
        for row in rows:
            for i, x in enumerate(xs):
                page.insert_text((x, y), row[i], fontsize=8.5, fontname="helv")
            y += 19
        if foot:
            page.draw_line((36, y - 8), (760, y - 8), width=0.6)
            rc = page.insert_textbox(pymupdf.Rect(36, y + 4, 760, 590), foot, fontsize=9, fontname="helv")
            assert rc >= 0
    for text in PAYOFF:
        page = doc.new_page(width=612, height=792)
        rc = page.insert_textbox(pymupdf.Rect(60, 60, 552, 744), text, fontsize=10, fontname="helv")
        if rc < 0:
            raise SystemExit(f"{path.name}: statement overflows by {-rc:.0f} pt")
    _save(doc, path)


def write_eml(path: Path, msg: dict) -> None:
    m = EmailMessage()
    for key in ("From", "To", "Cc", "Date", "Subject"):
        if key in msg:
            m[key] = msg[key]
    m["Message-ID"] = f"<{path.stem.split('_', 1)[0].lower()}.{msg['Date'][5:16].replace(' ', '')}@mail.example>"
    body = "\n".join(textwrap.fill(line, 76, break_long_words=False) if line else ""
                     for line in msg["body"].split("\n"))
    m.set_content(body, cte="7bit")
    path.write_bytes(bytes(m))


def write_deposition(path: Path) -> None:
    doc = pymupdf.open()
    for number, lines in DEPO:
        assert len(lines) == 25, (number, len(lines))
        page = doc.new_page(width=612, height=792)
        page.insert_text((470, 56), f"Page {number}", fontsize=11, fontname="cour")
        page.draw_line((84, 72), (84, 732), width=0.5)
        y = 100
        for i, line in enumerate(lines, start=1):
            assert len(line) <= 62, (number, i, line)
            page.insert_text((54, y), f"{i:>2}", fontsize=11, fontname="cour")
            if line:
                page.insert_text((94, y), line, fontsize=11, fontname="cour")
            y += 25.5
        page.insert_text((160, 760), "WHITCOMBE REPORTING SERVICES  (212) 555-0199", fontsize=8, fontname="cour")
    _save(doc, path)


if __name__ == "__main__":
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for name in ORDER:
        p = out / name
        if name in TEXT_PDFS:
            write_text_pdf(p, TEXT_PDFS[name], name in SCANNED)
        elif name.startswith("D3_"):
            write_history(p)
        elif name in EMAILS:
            write_eml(p, EMAILS[name])
        elif name.startswith("D7_"):
            p.write_text(TEXTS, encoding="utf-8")
        elif name.startswith("D9_"):
            write_deposition(p)
    (out / "authorities.txt").write_text("\n".join(AUTHORITIES) + "\n", encoding="utf-8")
    print(out)
