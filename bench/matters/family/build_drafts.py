"""Build drafts.json (and claim_sources.json, used only by check.py) from marked-up draft texts.

    python build_drafts.py

Mark-up inside a draft: «EXP|kind|claim text|spec»
  EXP  P = pass, B = block, BP = block needs polarity, BM = block needs model
  spec (for check.py only): comma-separated sources, "D6.p1" (document page) or "T33:7-10" / "T35" (printed
        transcript page and lines), then optionally "=" and values separated by ";" (what must be on the page,
        default: the claim text itself). "-" = nothing to check. A leading "~" skips the check that the cited
        Bates number stands in the claim's paragraph. For block claims the sources, if any, name pages the
        value must NOT be on (a wrong pin or a changed value).
"""
import json
import re
from pathlib import Path

HERE = Path(__file__).parent

CAPTION = """IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT,
IN AND FOR ORANGE COUNTY, FLORIDA

CASE NO.: 2024-DR-011582-O
DIVISION: 29

IN RE: THE MARRIAGE OF

CORINNE M. HALVORSEN,
          Petitioner/Wife,

and

PETER J. HALVORSEN,
          Respondent/Husband.
_____________________________________/
"""

SIG = """KESSLER & PHAM FAMILY LAW, P.A.
215 East Livingston Street, Suite 600
Orlando, Florida 32801
Telephone: (407) 555-0126

/s/ Adrienne T. Kessler
Adrienne T. Kessler, Esq.
Florida Bar No. 0873241
Counsel for the Petitioner/Wife"""

DRAFTS = {}

# ------------------------------------------------------------------------------------------------
# 1. The Wife's amended financial affidavit: every fact true and correctly cited.
# ------------------------------------------------------------------------------------------------
DRAFTS["financial_affidavit_wife"] = (False, """IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT,
IN AND FOR ORANGE COUNTY, FLORIDA

CASE NO.: «P|case_number|2024-DR-011582-O|~D12.p1»
DIVISION: 29

IN RE: THE MARRIAGE OF

CORINNE M. HALVORSEN,
          Petitioner/Wife,

and

PETER J. HALVORSEN,
          Respondent/Husband.
_____________________________________/

WIFE'S AMENDED FAMILY LAW FINANCIAL AFFIDAVIT
(Short Form, «P|authority|Fla. Fam. L. Form 12.902(b)|-»)

I, Corinne M. Halvorsen, being sworn, certify that the following information is true. I serve this amended affidavit under «P|authority|Fla. Fam. L. R. P. 12.285|-». Supporting documents are cited by Bates number. References to "Tr." are to the transcript of the hearing on my motion for temporary support held on «P|date|December 3, 2024|D12.p1» ({D12.first}-{D12.last}).

EMPLOYMENT

My occupation is «P|name|Registered Dental Hygienist|D2.p1». I am employed by «P|name|Lakeview Family Dentistry, P.A.|D2.p1», 2400 Aloma Avenue, Suite 110, Winter Park, Florida 32792, and have been since «P|date|June 1, 2015|D2.p1=06/01/2015». I am paid «P|frequency|biweekly|D2.p1» at the rate of «P|amount|$38.50 per hour|D2.p1=38.50» and am regularly scheduled for «P|hours|twenty-four (24) hours per week|D2.p1=24.00 per week», Tuesday through Thursday. (Pay stubs, {D2.first}-{D2.last}.)

SECTION I. PRESENT MONTHLY GROSS INCOME

1. Monthly gross salary or wages: $4,004.00. My gross pay for each biweekly pay period is «P|amount|$1,848.00|D2.p1» ({D2.p1}); $1,848.00 x 26 pay periods / 12 months = $4,004.00.

2. In the pay period ending «P|date|October 18, 2024|D2.p3=10/18/2024», I worked «P|hours|45.50 hours|D2.p3=45.50» and used «P|hours|2.5 hours of paid time off|D2.p3=2.50», so my gross pay was again «P|amount|$1,848.00|D2.p3». My year-to-date gross pay as of that pay date was «P|amount|$38,808.00|D2.p3». ({D2.p3}.)

3. Bonuses, commissions, allowances, overtime, tips and similar payments: none.

4. Interest and dividends: on our «P|year|2023|D4.p1» joint federal return we reported taxable interest of «P|amount|$312|D4.p1» and ordinary dividends of «P|amount|$1,148|D4.p1». (Ex. 4 at 1.) My share of that income is de minimis and is not included in my present monthly income.

TOTAL PRESENT MONTHLY GROSS INCOME: $4,004.00

SECTION II. PRESENT MONTHLY DEDUCTIONS (per biweekly pay period, {D2.p1})

5. Federal income tax withheld: «P|amount|$96.40|D2.p1»

6. Social Security: «P|amount|$113.41|D2.p1». Medicare: «P|amount|$26.52|D2.p1».

7. Dental insurance, employee only (pre-tax): «P|amount|$18.75|D2.p1». I have no medical insurance deduction. My pay stub reads, «P|quote|"Waived - covered under spouse's plan."|D2.p1» ({D2.p1})

8. Net pay: «P|amount|$1,592.92|D2.p1», deposited to the joint Sunstate checking account ending «P|identifier|4471|D2.p1». Id.

SECTION III. AVERAGE MONTHLY EXPENSES

A. Household

9. Mortgage payment to Meridian Home Loans: «P|amount|$2,341.18|D6.p1», which includes «P|amount|$728.78|D6.p1» of escrow for property taxes and homeowner's insurance. ({D6.p1}.)

10. Electricity, water and sewer (City of Winter Park): $214.63 in August, «P|amount|$231.07|D1.p3» in September, and «P|amount|$198.44|D1.p5» in October 2024. ({D1.p1}; {D1.p3}; {D1.p5}.)

11. Internet (Spectrum): «P|amount|$89.99|D1.p1» per month. ({D1.p1}.)

B. Automobile

12. Automobile insurance (State Farm): «P|amount|$268.40|D1.p3» per month. ({D1.p3}.)

13. Automobile loan payment (Toyota Financial Services): «P|amount|$486.22|D1.p4» per month. ({D1.p4}.)

C. Children's expenses

14. After-school care, Maple Grove After-School Academy: «P|amount|$640.00|D8.p1» per month for both children, after a sibling discount of «P|amount|$30.00|D8.p1=30.00». The program runs Monday through Friday, «P|time|2:45 to 6:00 p.m.|D8.p1=2:45 p.m.;6:00 p.m.» (Ex. 8.)

15. Orthodontia: «P|amount|$1,250.00|D1.p5» paid from the joint account to Smile Design Orthodontics on «P|date|October 9, 2024|D1.p5=10/09». ({D1.p5}.)

16. Medical: «P|amount|$185.00|D1.p6» paid to Orlando Health Physician Group on «P|date|October 29, 2024|D1.p6=10/29». ({D1.p6}.)

17. Health insurance for the children is provided through the Husband's employer. The family premium deducted from his pay is «P|amount|$412.50|D3.p1» per pay period, compared with «P|amount|$138.20|D3.p1» for employee-only coverage. ({D3.p1}; Tr. 34:11-15.)

SECTION IV. ASSETS AND LIABILITIES

A. Assets

18. Joint checking, Sunstate Federal Credit Union, account ending 4471: «P|amount|$2,222.45|D1.p6» on «P|date|October 31, 2024|D1.p6=10/31/2024». ({D1.p6}.)

19. Savings, Sunstate Federal Credit Union, account ending «P|identifier|9032|D1.p4», titled to the Husband alone (Tr. 32:7-8) and funded from our joint account. On «P|date|the 16th of September, 2024|D1.p4=09/16», the Husband moved «P|amount|$18,500.00|D1.p4» from our joint checking account into this account, leaving «P|amount|$358.10|D1.p4» in joint checking. ({D1.p4}.) He transferred «P|amount|$2,400.00|D1.p4» back on September 30 (id.) and «P|amount|$1,500.00|D1.p5» on October 15, 2024 ({D1.p5}), and testified that «P|quote|"[a]bout eleven thousand"|T32:13» remains. «P|transcript_cite|Tr. 32:11-13|T32:11-13=eleven thousand».

20. Joint brokerage account, Harborline Investments, account ending «P|identifier|8810|D4.p2» (Ex. 4 at 2): value unknown.

21. Corvane Medical Systems, Inc. 401(k) Retirement Savings Plan, in the Husband's name: «P|amount|$215,331.58|D5.p1», «P|percent|100%|D5.p1» vested, as of «P|date|September 30, 2024|D5.p1». The Husband's date of hire was «P|date|April 7, 2014|D5.p1=04/07/2014». ({D5.p1}.)

B. Liabilities

22. Mortgage, Meridian Home Loans, loan no. «P|identifier|0047718823|D6.p1»: outstanding principal of «P|amount|$284,807.72|D6.p1» at an interest rate of «P|rate|3.875 percent|D6.p1=3.875%» until maturity. As of «P|date|the 18th of November, 2024|D6.p1=11/18/2024», the loan was «P|count|seventeen (17) days delinquent|D6.p1=17 days delinquent» because the November 1 payment was returned for insufficient funds, and a late charge of «P|amount|$117.06|D6.p2» was assessed. ({D6.p1}-{D6.p2}.)

23. Coastline Bank Visa, account ending 6650 (the Husband is the primary cardholder; I am an authorized user, card ending «P|identifier|7314|D7.p2»): «P|amount|$11,831.49|D7.p1» on the statement closing «P|date|October 22, 2024|D7.p1=10/22/2024». ({D7.p1}.) Of that cycle's purchases, «P|amount|$4,966.87|D7.p1» were made on the Husband's card and «P|amount|$313.90|D7.p2» on mine. ({D7.p1}-{D7.p2}.)

24. 401(k) plan loan L-2, in the Husband's name: outstanding principal of «P|amount|$14,206.55|D5.p3», repaid at «P|amount|$187.44|D5.p3» per semi-monthly pay period. ({D5.p1}-{D5.p3}.)

25. Maple Grove After-School Academy: «P|amount|$1,305.00|D8.p1», due «P|date|November 8, 2024|D8.p1», which includes the unpaid October 2024 tuition of $640.00 and a «P|amount|$25.00|D8.p1» late fee. ({D8.p1}.)

«P|boilerplate|I understand that I am swearing or affirming under oath to the truthfulness of the claims made in this affidavit and that the punishment for knowingly making a false statement includes fines and/or imprisonment.|-»

Dated: December 10, 2024.

_____________________________
Corinne M. Halvorsen

STATE OF FLORIDA
COUNTY OF ORANGE

Sworn to or affirmed and signed before me by means of [X] physical presence or [ ] online notarization on December 10, 2024, by Corinne M. Halvorsen, who is personally known to me.

_____________________________
NOTARY PUBLIC - STATE OF FLORIDA

CERTIFICATE OF SERVICE

I certify that a copy of this affidavit was furnished through the Florida Courts E-Filing Portal to «P|name|Martin G. Oyelaran, Esq.|~D12.p1», counsel for the Respondent/Husband, on December 10, 2024.

""" + SIG + "\n")

# ------------------------------------------------------------------------------------------------
# 2. Counsel's declaration authenticating the exhibits: every fact true and correctly cited.
# ------------------------------------------------------------------------------------------------
DRAFTS["declaration_kessler_exhibits"] = (False, CAPTION + """
DECLARATION OF ADRIENNE T. KESSLER IN SUPPORT OF
WIFE'S WRITTEN CLOSING MEMORANDUM ON TEMPORARY SUPPORT

I, Adrienne T. Kessler, declare:

1. I am an attorney with Kessler & Pham Family Law, P.A., counsel for the Petitioner/Wife, Corinne M. Halvorsen. I appeared for the Wife at the hearing held before the Honorable «P|name|Denise R. Castellanos|D12.p1» on «P|date|December 3, 2024|D12.p1». I make this declaration on personal knowledge and from the records produced in this case, which bear the Bates prefix FAMILY.

2. Excerpts of the transcript of that hearing, certified by «P|name|Lydia M. Brandt, RPR|D12.p8» on the «P|date|9th day of December, 2024|D12.p8», are produced at {D12.first}-{D12.last} and cited below as "Tr. [page]:[line]."

3. Exhibit 1 ({D1.first}-{D1.last}) consists of the Sunstate Federal Credit Union statements for the parties' joint Everyday Checking account ending 4471 for August, September and October 2024. The September statement shows an online transfer of «P|amount|$18,500.00|D1.p4» «P|quote|"TO SAVINGS ****9032 P HALVORSEN"|D1.p4» on «P|date|September 16|D1.p4=09/16» (Ex. 1 at 4), which brought the balance down to «P|amount|$358.10|D1.p4». Id.

4. The same statement shows that the joint account opened September at «P|amount|$17,883.42|D1.p3» and closed it at «P|amount|$3,705.88|D1.p3,D1.p4» ({D1.p3}-{D1.p4}), with withdrawals and other debits for the month of «P|amount|$22,917.44|D1.p3». ({D1.p3}.)

5. At the hearing the Husband admitted the transfer. «P|transcript_cite|Tr. 32:2-6|T32:2-6=$18,500;9032». Asked whether he opened the receiving account the day after he moved out, he answered, «P|quote|"Around then. The 15th, I think."|T32:10» «P|transcript_cite|Tr. 32:9-10|T32:9-10=The 15th, I think».

6. Exhibit 3 ({D3.first}-{D3.last}) consists of the Husband's Corvane Medical Systems earnings statements for the pay dates of August 30 and September 13, 2024. The August 30 statement shows an annual base salary of «P|amount|$118,000.00|D3.p1», a «P|quote|"Commission (July 2024)"|D3.p1» of «P|amount|$3,850.00|D3.p1», and gross pay of «P|amount|$8,766.67|D3.p1» for the period. Ex. 3 at 1. Through that pay date the Husband had been paid «P|amount|$24,310.00|D3.p1» in commissions for the year. Id.

7. The September 13 statement records a «P|quote|"Direct deposit change received 09/16/2024, effective with the 09/30/2024 pay date"|D3.p2», which sends «P|percent|100%|D3.p2» of his net pay to «P|quote|"Sunstate FCU Savings ****9032."|D3.p2» Ex. 3 at 2.

8. The Husband testified that his commissions for 2023 were «P|amount|$41,260|T31:11-12» and that he had earned about «P|amount|$31,900|T31:14» in commissions in 2024 through October. («P|transcript_cite|Tr. 31:9-14|T31:9-14=$41,260;$31,900».)

9. Exhibit 4 is the summary of the parties' 2023 joint federal return prepared by «P|name|Brightwater Tax & Accounting, LLC|D4.p1». It reports the Husband's wages as «P|amount|$135,470|D4.p1» and the Wife's as «P|amount|$45,689|D4.p1». (Ex. 4 at 1.) The Husband's 2023 Medicare wages were «P|amount|$144,816|D4.p2». (Ex. 4 at 2.)

10. Exhibit 6 is Meridian Home Loans' statement dated «P|date|November 18, 2024|D6.p1». It shows that the November 1 automatic payment from the joint account was «P|quote|"returned - insufficient funds"|D6.p2» on November 4 ({D6.p2}), and that the total amount due on December 1 was «P|amount|$4,799.42|D6.p1». ({D6.p1}.) The statement warns:

          «P|quote|"You are late on your mortgage payments. Failure to bring your loan current may result in fees and foreclosure . . . ."|D6.p1»

({D6.p1}.)

11. Exhibit 9 ({D9.p1}) is the Husband's e-mail to the Wife of «P|date|September 18, 2024|D9.p1=18 Sep 2024», sent at «P|time|7:48 a.m.|D9.p1=07:48», answering her message of the night before. In it he wrote:

          «P|quote|"I will keep paying the mortgage and Maple Grove through the end of the year, and I will put $1,500 a month into the joint account for groceries and the kids' expenses."|D9.p1»

(Ex. 9 at 1.)

12. Exhibit 10 is his e-mail of «P|date|November 4, 2024|D10.p1=04 Nov 2024», copied to his counsel, in which he wrote that «P|quote|"[g]oing forward I am not going to pay the mortgage on Cypress Hollow"|D10.p1» and that «P|quote|"[t]he October transfer was the last one."|D10.p1» (Ex. 10.)

13. At the hearing the Husband conceded that he did not make the November 1 payment, «P|transcript_cite|Tr. 33:7-8|T33:7-8=November 1 payment;No», and that he charged October's rent at Vista Lake, «P|amount|$1,875|T33:15» a month, to the Coastline Visa. «P|transcript_cite|Tr. 33:14-17|T33:14-17=$1,875;Visa». The Visa statement shows the charge to «P|quote|"VISTA LAKE RESIDENCES ORLANDO FL"|D7.p1» on «P|date|September 26|D7.p1=09/26». ({D7.p1}.)

14. Exhibit 8 is the November 1, 2024 invoice from Maple Grove After-School Academy. It lists a «P|quote|"Previous balance - October 2024 tuition (unpaid)"|D8.p1» of $640.00 and a total due of «P|amount|$1,305.00|D8.p1». (Ex. 8 at 1.)

15. At the close of the Husband's testimony the Court ruled that, pending further order, the Husband «P|quote|"shall pay the November and December mortgage payments, together with the late charge, directly to Meridian within ten days."|T36:8-11» Tr. 36:7-11. The Court also directed that «P|quote|"[n]either party shall transfer, encumber, or spend any part of the funds in the account ending 9032 without a written agreement or further order of this Court."|T36:19-22» Tr. 36:19-22. Written closing memoranda were to be filed by «P|time|5 p.m. on December 13|T36:15=5:00 p.m.;December 13th». Tr. 36:13-15.

«P|boilerplate|Under penalties of perjury, I declare that I have read the foregoing Declaration and that the facts stated in it are true.|-» See «P|authority|Fla. Stat. § 92.525|-».

Executed on December 13, 2024, at Orlando, Florida.

""" + SIG + """

CERTIFICATE OF SERVICE

I certify that on December 13, 2024, this declaration was filed through the Florida Courts E-Filing Portal, which will serve «P|name|Martin G. Oyelaran, Esq.|~D12.p1», counsel for the Respondent/Husband.

/s/ Adrienne T. Kessler
""")

# ------------------------------------------------------------------------------------------------
# 3. Closing memorandum on temporary support: mixed.
# ------------------------------------------------------------------------------------------------
DRAFTS["closing_memo_temporary_support"] = (True, CAPTION + """
WIFE'S WRITTEN CLOSING MEMORANDUM ON TEMPORARY ALIMONY,
TEMPORARY CHILD SUPPORT, AND TEMPORARY ATTORNEY'S FEES

The Petitioner/Wife, Corinne M. Halvorsen, submits this closing memorandum as the Court directed at the close of the «P|date|December 3, 2024|~D12.p1» hearing. Citations to "Tr." are to the certified transcript of that hearing; citations to "Ex." are to the exhibits attached to the Declaration of Adrienne T. Kessler.

I. INTRODUCTION

Within two days of moving out of the marital home, the Husband moved the family's cash into an account in his own name and sent his paychecks there. He has not paid the children's after-school program since September or the mortgage since October. The Wife, who earns roughly a third of what he does, has been left to carry the household alone.

II. STATEMENT OF FACTS

A. The parties' incomes

The Husband is a «P|name|Regional Sales Manager|D3.p1» for Corvane Medical Systems, Inc. ({D3.p1}.) His base salary rose to «P|amount|$118,000|T31:1-2» effective «P|date|January 1, 2024|T31:3-5=January 1st;2024», from «B|amount|$141,500|T31:5». Tr. 31:1-5. On top of his salary he earns commissions, which are paid monthly. Tr. 31:6-8. He admitted that his 2023 commissions were «P|amount|$41,260|T31:11-12», Tr. 31:11-12, and that through October 2024 he had earned about «B|amount|$39,100|T31:13-14» in commissions. Tr. 31:13-14.

His August 30, 2024 earnings statement shows a July commission of $3,850.00, gross pay of «B|amount|$8,776.67|D3.p1» for a single half-month, and net pay of «B|amount|$5,814.87|D3.p1». ({D3.p1}.) His own financial affidavit nonetheless reports gross monthly income of «P|amount|$9,833|T31:15-16», his salary alone. Tr. 31:15-16. On redirect, «BM|overstatement|he testified that his commissions stopped altogether after his territory changed in July|T35:16-19». Tr. 35:16-19.

The parties' 2023 joint return reported total wages of «P|amount|$181,159|D4.p1» and adjusted gross income of «B|amount|$185,097|D4.p1». (Ex. 4 at 1.)

The Wife is a dental hygienist at Lakeview Family Dentistry, where she works «P|hours|24 hours a week|D2.p1=24.00 per week» at «P|amount|$38.50|D2.p1» an hour. ({D2.p1}.) Her biweekly gross pay is «P|amount|$1,848.00|D2.p2» and her net pay is «B|amount|$1,529.92|D2.p2». ({D2.p2}.) «BP|polarity|She is covered under her own employer's medical plan|D2.p1=-». ({D2.p1}.)

B. The $18,500 transfer

On «P|date|September 16, 2024|D1.p4=09/16», the Husband transferred «P|amount|$18,500.00|D1.p4» from the joint checking account to a savings account ending «P|identifier|9032|D1.p4» held in his name alone. ({D1.p4}; Tr. 32:2-8.) The transfer left «B|amount|$385.10|D1.p4» in the joint account. Id. When the Wife asked where the money had gone, he assured her that «P|quote|"[n]othing has been spent, and nothing is going to be spent without us talking first."|D9.p1» (Ex. 9 at 1.) At the hearing he testified that only about «B|amount|$1,100|T32:11-13» of it remains, and that the rest went to his attorney's retainer and his apartment deposit. «P|transcript_cite|Tr. 32:18-20|T32:18-20=retainer;deposit». «BM|cause|He made the transfer, he explained, to cover the deposit on his new apartment|T35:7-10». Tr. 35:7-10.

He redirected his pay the same way. Corvane received his «P|quote|"Direct deposit change"|D3.p2» on «P|date|09/16/2024|D3.p2», the same day as the transfer, effective with the «B|date|October 15, 2024|D3.p2» pay date. ({D3.p2}.)

C. The mortgage and the after-school program

In his September 18 e-mail the Husband promised:

          «P|quote|"I will keep paying the mortgage and Maple Grove through the end of the year, and I will put $1,500 a month into the joint account for groceries and the kids' expenses."|D9.p1»

(Ex. 9 at 1.) He put «P|amount|$2,400.00|D1.p4» into the joint account on September 30 ({D1.p4}) and $1,500.00 on «B|date|October 5, 2024|D1.p5=10/05». ({D1.p5}.) Then, on «P|date|November 4, 2024|D10.p1=04 Nov 2024», he wrote: «P|quote|"Going forward I am not going to pay the mortgage on Cypress Hollow."|D10.p1» (Ex. 10.)

The November 1 draft was returned for insufficient funds on «P|date|November 4|D6.p2=11/04/2024» ({D6.p2}), and by «P|date|November 18, 2024|D6.p1» the loan was «B|count|27 days delinquent|D6.p1». ({D6.p1}.) Meridian assessed a «P|amount|$117.06|D6.p2» late charge. ({D6.p2}.) The Husband admitted that he made neither the November nor the December payment. «P|transcript_cite|Tr. 33:7-10|T33:7-10=November 1;December 1».

The October after-school tuition also went unpaid. Maple Grove's November 1, 2024 invoice shows the October tuition of $640.00 outstanding, a $25.00 late fee, and a total due of «B|amount|$1,350.00|D8.p1». ({D8.p1}.) When the Wife told him about the late notice, the Husband answered, «P|quote|"Then pay it out of your check. Or sell something."|D11.p1» ({D11.p1}.)

D. The Husband's new expenses

Meanwhile the Husband charged «P|amount|$2,318.40|D7.p1» at Alderwood Furniture on «B|date|September 27|D7.p1» and «P|amount|$649.99|D7.p1» at Best Buy on October 17 to the Coastline Visa, «BP|parties_swapped|on which the Wife is the primary cardholder|D7.p1=-» ({D7.p1}), and he pays rent of $1,875 a month. «B|transcript_cite|Tr. 32:14-15|T32:14-15=$1,875».

E. The 401(k) loan

In February 2024 the Husband borrowed against his 401(k), «BM|overstatement|and he admitted that he never told the Wife about it|T33:23-25». Tr. 33:23-25. The loan of «P|amount|$16,000.00|D5.p3» was originated on «P|date|February 12, 2024|D5.p3» at «B|rate|9.05%|D5.p3» interest ({D5.p3}); he confirmed the amount at the hearing, «B|transcript_cite|Tr. 33:14-15|T33:14-15=$16,000», and used the proceeds to pay off his truck. Tr. 34:1-4.

III. ARGUMENT

A. The Wife has the need, and the Husband the ability, for temporary support.

Section «P|authority|61.071, Florida Statutes|-», authorizes the Court to award temporary alimony and support while the case is pending. The inquiry is need and ability to pay, and the award rests in the Court's sound discretion. «P|authority|Canakaris v. Canakaris, 382 So. 2d 1197|-», 1202 (Fla. 1980).

B. The Husband's income includes his commissions.

Gross income under «P|authority|Fla. Stat. § 61.30(2)(a)|-» expressly includes commissions. The Husband's 2024 compensation is a $118,000 salary plus commissions that, by his own count, reached about $31,900 by the end of October. Tr. 31:13-14. His counsel's redirect established only that his September commission was «B|amount|$1,410|T35:19». Tr. 35:19. A lower month is not a lower year.

C. No income should be imputed to the Wife.

The Husband's claim that the Wife "could work five" days rests on nothing but his own account of what she once said: «P|quote|"Corinne told me that herself, last spring."|T34:24» Tr. 34:24. Imputation requires competent evidence that full-time work is actually available. «B|authority|Pendergast v. Pendergast, 912 So. 2d 441 (Fla. 5th DCA 2005)|-».

D. The children's health insurance must be allocated.

The Husband's family premium is «P|amount|$412.50|D3.p1» per pay period, against «B|amount|$183.20|D3.p1» for employee-only coverage ({D3.p1}); the added cost of covering the Wife and the children is «P|amount|$274.30|T34:16-18» a paycheck. Tr. 34:16-18. That cost belongs in the guidelines calculation under section 61.30(8).

E. The Wife is entitled to temporary attorney's fees.

Under «P|authority|Fla. Stat. § 61.16|-», the Court may award fees after considering the financial resources of both parties, so that both have similar ability to secure competent counsel. «P|authority|Rosen v. Rosen, 696 So. 2d 697|-» (Fla. 1997).

IV. CONCLUSION

The Wife asks the Court to award temporary alimony, temporary child support calculated on the Husband's salary and commissions, an allocation of the children's health insurance, and temporary attorney's fees, and to require the Husband to account for the funds in the account ending 9032.

CERTIFICATE OF COMPLIANCE AND SERVICE

This memorandum complies with the Court's limit of «B|count|ten pages|T36:13-15». (Tr. 36:13-15.) I certify that on December 13, 2024, it was filed through the Florida Courts E-Filing Portal, which will serve Martin G. Oyelaran, Esq., counsel for the Respondent/Husband.

""" + SIG + "\n")

# ------------------------------------------------------------------------------------------------
# 4. The paralegal's first draft of the affidavit: mixed.
# ------------------------------------------------------------------------------------------------
DRAFTS["financial_affidavit_wife_first_draft"] = (True, """DRAFT v1 - FOR CLIENT REVIEW - NOT FOR FILING

""" + CAPTION + """
WIFE'S FAMILY LAW FINANCIAL AFFIDAVIT
(Long Form, «B|authority|Fla. Fam. L. Form 12.902(c)|-»)

I, Corinne M. Halvorsen, being sworn, certify that the following information is true:

EMPLOYMENT: «P|name|Registered Dental Hygienist|D2.p1», Lakeview Family Dentistry, P.A., since «B|date|June 1, 2016|D2.p1=06/01/2016». Pay rate «B|amount|$36.50 per hour|D2.p1=36.50»; paid «B|frequency|semi-monthly|D2.p1»; scheduled «P|hours|24 hours per week|D2.p1=24.00 per week». ({D2.p1}.)

SECTION I. INCOME

1. Gross pay per period: $1,848.00 ({D2.p1}). Year-to-date gross pay through the October 18, 2024 pay date: «B|amount|$38,088.00|D2.p3». ({D2.p3}.) In that period I used «P|hours|2.50 hours|D2.p3=2.50» of paid time off. Id.

SECTION II. DEDUCTIONS (per pay period)

2. Net pay: «P|amount|$1,592.92|D2.p1», deposited to the savings account ending «B|identifier|9032|D2.p1». ({D2.p1}.)

3. Federal income tax: «P|amount|$96.40|D2.p2». ({D2.p2}.) Dental insurance: «B|amount|$18.57|D2.p2». Id. «BP|polarity|Dental coverage: waived|D2.p2=-». Id.

SECTION III. EXPENSES (monthly)

4. Mortgage (Meridian Home Loans): «P|amount|$2,341.18|D6.p1», including escrow of «B|amount|$782.78|D6.p1». ({D6.p1}.)

5. Automobile insurance (State Farm): «P|amount|$268.40|D1.p5». ({D1.p5}.) Internet (Spectrum): «B|amount|$98.99|D1.p1». ({D1.p1}.)

6. Automobile loan (Toyota Financial Services): «B|pin|$486.22|D1.p5». ({D1.p5}.)

7. After-school care (Maple Grove): «P|amount|$640.00|D8.p1». ({D8.p1}.)

8. Orthodontia: $1,250.00 paid to Smile Design Orthodontics on «B|date|October 19, 2024|D1.p5=10/19». ({D1.p5}.)

SECTION IV. ASSETS

9. Sunstate joint checking ending 4471, balance as of October 31, 2024: «B|pin|$2,222.45|D1.p4». ({D1.p4}.)

10. Corvane 401(k) (Husband): «P|amount|$215,331.58|D5.p1», «BP|polarity|including the outstanding loan principal of $14,206.55|D5.p1=-». ({D5.p1}.) «P|name|Primary beneficiary: Corinne M. Halvorsen|D5.p2=Primary;Corinne M. Halvorsen». ({D5.p2}.)

11. Harborline Investments joint account ending «B|identifier|8801|D4.p2». (Ex. 4 at 2.)

12. «B|fabricated|Individual retirement account, Harborline Investments, in my name: $23,410.00|-».

SECTION V. LIABILITIES

13. Meridian mortgage: principal balance «B|amount|$248,807.72|D6.p1»; interest rate «P|rate|3.875%|D6.p1»; maturity «P|date|March 1, 2051|D6.p1=03/01/2051». ({D6.p1}.)

14. Coastline Visa ending 6650: «P|amount|$11,831.49|D7.p1» ({D7.p1}); purchase APR «B|rate|24.94%|D7.p2». ({D7.p2}.)

15. Husband's 401(k) «P|amount|loan L-2: $14,206.55|D5.p3=L-2;14,206.55», maturing «B|date|February 15, 2028|D5.p3». ({D5.p3}.)

16. Maple Grove After-School Academy: «BP|polarity|current; the October 2024 tuition was paid in full|D8.p1=-». ({D8.p1}.)

SECTION VI. HEALTH INSURANCE

17. The children are covered under the Husband's «P|name|BlueHarbor PPO|D3.p1» through Corvane. ({D3.p1}.)

«P|boilerplate|I understand that I am swearing or affirming under oath to the truthfulness of the claims made in this affidavit and that the punishment for knowingly making a false statement includes fines and/or imprisonment.|-»

_____________________________
Corinne M. Halvorsen

CERTIFICATE OF SERVICE

I certify that a copy of this affidavit was furnished by e-mail to «B|name|Michael G. Oyelaran, Esq.|D12.p1», counsel for the Husband, on ____________, 2024.
""")

# ------------------------------------------------------------------------------------------------
# 5. Demand letter to opposing counsel: mixed.
# ------------------------------------------------------------------------------------------------
DRAFTS["demand_letter_oyelaran"] = (True, """KESSLER & PHAM FAMILY LAW, P.A.
215 East Livingston Street, Suite 600
Orlando, Florida 32801

November 21, 2024

VIA E-MAIL («B|identifier|moyelaran@oyelaranlaw.com|D10.p1»)

Martin G. Oyelaran, Esq.
Oyelaran Law Group, PLLC
Orlando, Florida

Re: In re the Marriage of Halvorsen, Case No. 2024-DR-011582-O
    Demand to restore marital funds and to bring the mortgage current

Dear Mr. Oyelaran:

I write about your client's handling of the parties' money since he left the marital home. The documents cited below bear our FAMILY Bates numbers and have been, or are being, produced to you.

The transfer. On «P|date|September 16, 2024|D1.p4=09/16», Mr. Halvorsen moved «P|amount|$18,500.00|D1.p4» out of the parties' joint Sunstate checking account ending «P|identifier|4471|D1.p4» and into a savings account ending «B|identifier|9023|D1.p4» that is titled to him alone. ({D1.p4}.) That left «B|amount|$538.10|D1.p4» in the joint account. Id. On September 30 he moved a further $2,400.00 «BP|direction|out of the joint account and into the savings account|D1.p4=-» ({D1.p4}); he returned «P|amount|$1,500.00|D1.p5» on October 15. ({D1.p4}-{D1.p5}.) «B|fabricated|He also withdrew $3,000.00 in cash from the joint account on September 14, 2024|D1.p3=-». ({D1.p3}.) When my client asked where the money was, he told her that he had moved it «P|quote|"so it doesn't disappear while we figure this out."|D9.p1» (Ex. 9.) He promised to put «B|quote|"$1,000 a month into the joint account"|D9.p1» for the children. Id. He also wrote: «B|quote|"I will keep paying the mortgage and Maple Grove through the end of the year. That should be more than enough until we have an agreement."|D9.p1» Id.

The redirected paychecks. Corvane's records show that, effective with the «P|date|September 30, 2024|D3.p2=09/30/2024» pay date, 100% of his net pay goes to the same savings account. ({D3.p2}.)

The mortgage. The November 1 payment of «P|amount|$2,341.18|D6.p1» was drafted from the joint account and returned for insufficient funds on «B|date|November 8, 2024|D6.p2». ({D6.p2}.) The loan is now «P|count|17 days delinquent|D6.p1», and the amount required to bring it current is «P|amount|$4,799.42|D6.p1». ({D6.p1}.) Meridian will add another $117.06 late fee «BP|polarity|if payment is received before December 16, 2024|D6.p1=-». Id. Your client's e-mail of November 4, on which you were copied, says only that he «P|quote|"can't carry two households"|D10.p1» while paying «B|quote|"$1,975 a month for an apartment."|D10.p1» (Ex. 10.) By text on «B|date|November 9, 2024|D11.p1=11/09/2024», he told my client, «P|quote|"Not my problem until the judge says it is."|D11.p1» ({D11.p1}.)

The children's after-school care. Maple Grove's November 1 invoice shows «P|amount|$1,305.00|D8.p1» «P|date|due by November 8, 2024|D8.p1=November 8, 2024», including the unpaid October tuition. ({D8.p1}.) «BP|polarity|Maple Grove's records show that your client paid the October tuition|D8.p1=-», but nothing since. ({D8.p1}.)

The credit card. Since the separation your client has put «P|amount|$2,318.40|D7.p1» of furniture from Alderwood and his «B|amount|$1,785.00|D7.p1» October rent at Vista Lake on the parties' Coastline Visa, whose balance rose from $6,912.30 to «P|amount|$11,831.49|D7.p1». ({D7.p1}.)

The 401(k) loan. We have also learned that in February your client borrowed «B|amount|$18,000.00|D5.p3» against his Corvane 401(k), a loan for which the Plan «BP|polarity|required my client's written spousal consent|D5.p3=-». ({D5.p3}.)

Each of these is a dissipation of marital assets that the Court may take into account in the equitable distribution. «P|authority|Fla. Stat. § 61.075(1)(i)|-». We therefore demand that, within seven days of this letter, your client (1) return the balance of the $18,500 to the joint account, (2) pay Meridian the full amount due, and (3) pay Maple Grove. If he does not, we will raise each item at the December 3 hearing and will seek our fees, including under «B|authority|Fla. Stat. § 57.105|-».

Very truly yours,

/s/ Adrienne T. Kessler
Adrienne T. Kessler

cc: Corinne M. Halvorsen (via e-mail)
""")

# ------------------------------------------------------------------------------------------------
# 6. Motion to compel mandatory disclosure: mixed.
# ------------------------------------------------------------------------------------------------
DRAFTS["motion_to_compel_disclosure"] = (True, CAPTION + """
WIFE'S MOTION TO COMPEL MANDATORY DISCLOSURE
AND FOR AN ACCOUNTING OF ACCOUNT ENDING 9032

The Petitioner/Wife, Corinne M. Halvorsen, moves under «P|authority|Fla. Fam. L. R. P. 12.285|-» for an order compelling the Respondent/Husband, Peter J. Halvorsen, to produce the statements of his savings account ending 9032 and of the parties' Harborline Investments account, and to account for the funds he removed from the joint checking account. In support, the Wife states:

BACKGROUND

1. The Husband testified at the December 3, 2024 hearing ("Tr.") that the savings account ending 9032 is in his name alone and that he opened it in September 2024. «P|transcript_cite|Tr. 32:7-10|T32:7-10=name alone;September».

2. On September 16, 2024, he moved «P|amount|$18,500|D1.p4=18,500.00» into that account from the joint checking account. ({D1.p4}.) His pay has gone to the same account since the «P|date|09/30/2024|D3.p2» pay date. «P|exhibit_cite|Ex. 3 at 2|D3.p2=Savings ****9032».

3. On redirect, examined by «BP|parties_swapped|Ms. Kessler|T35:5-6=-», when asked whether he would account for the money, the Husband answered: "Yes. I'll produce the statements." «B|transcript_cite|Tr. 35:4-5|T35:4-5=produce the statements». He has produced none.

4. The Husband testified that «BM|overstatement|the entire $18,500 remains in the account|T32:11-13». Tr. at 32.

5. At the close of the hearing the Court ordered that «P|quote|"[n]either party shall transfer, encumber, or spend any part of the funds in the account ending 9032"|T36:19-21» without a written agreement or further order. Tr. 36:19-22. «BP|polarity|The Court permitted the Husband to continue drawing on those funds for his living expenses|T36:19-22=-». Tr. at 36.

6. The parties' 2023 joint return shows that the Harborline Investments joint account ending «P|identifier|8810|D4.p2» paid «P|amount|$1,148|D4.p2» in dividends and produced a long-term capital gain of «B|amount|$2,640|D4.p2». (Ex. 4 at 2.) No Harborline statement has been produced.

7. The Husband's 401(k) loan of $16,000.00 was disbursed by "Check payable to participant, mailed February 13, 2024" («B|exhibit_cite|Ex. 5 at 2|D5.p2=mailed February 13, 2024»), after the loan was originated on «B|date|February 21, 2024|D5.p3», and «B|fabricated|the proceeds were deposited into his Coastline Bank account ending 5127 on February 15, 2024|-».

8. He testified that he used the loan to pay off his truck. «P|transcript_cite|Tr. 34:1-4|T34:1-4=truck;F-150».

ARGUMENT

9. Rule 12.285 requires each party to produce, without a request, the periodic statements for financial accounts in which the party has an interest. The Husband's promise to «B|quote|"produce the statements by the end of the month,"|T35:15» Tr. 35:15, has not been kept. The Court should compel production within ten days and award the Wife the fees incurred in bringing this motion. See «B|authority|Fla. Fam. L. R. P. 12.380|-»; «P|authority|Fla. Stat. § 61.16|-».

WHEREFORE, the Wife asks the Court to compel the Husband to produce, within ten days, all statements of the account ending 9032 from its opening to date and all Harborline statements for 2023 and 2024; to file a sworn accounting of every withdrawal from the account ending 9032; and to award the Wife her attorney's fees for this motion.

CERTIFICATE OF CONFERRAL AND SERVICE

Undersigned counsel conferred with counsel for the Husband by e-mail before filing this motion, and the parties were unable to resolve it. I certify that on December 17, 2024, this motion was filed through the Florida Courts E-Filing Portal, which will serve «P|name|Martin G. Oyelaran, Esq.|~D12.p1», counsel for the Respondent/Husband.

""" + SIG + "\n")

# ------------------------------------------------------------------------------------------------
# 7. Preliminary equitable distribution schedule: mixed.
# ------------------------------------------------------------------------------------------------
DRAFTS["equitable_distribution_schedule"] = (True, CAPTION + """
WIFE'S PRELIMINARY EQUITABLE DISTRIBUTION SCHEDULE

The Wife submits this preliminary schedule of the marital assets and liabilities under «P|authority|Fla. Stat. § 61.075|-». Citations to "Tr." are to the transcript of the December 3, 2024 hearing. Values are taken from the most recent statements produced; the Wife reserves the right to amend as discovery continues.

A. MARITAL HOME, 2218 Cypress Hollow Drive, Winter Park

1. Meridian mortgage: outstanding principal «P|amount|$284,807.72|D6.p1»; escrow balance «B|amount|$3,161.40|D6.p1». ({D6.p1}.)

2. 2024 Orange County property taxes of «P|amount|$5,706.18|D6.p2» «BM|certainty|were disbursed from escrow in full on November 30, 2024|D6.p2=-». Principal paid in 2024 through October: «B|amount|$6,850.63|D6.p2»; interest paid: «P|amount|$9,318.37|D6.p2». ({D6.p2}.)

B. BANK ACCOUNTS

3. Sunstate joint checking ending 4471: «P|amount|$2,222.45|D1.p5» on October 31, 2024. ({D1.p5}.)

4. Sunstate savings ending 9032 (Husband): funded with the $18,500.00 transferred on September 16, 2024 ({D1.p4}) and «BP|direction|a second transfer of $2,400.00 from joint checking into account 9032 on September 30, 2024|D1.p4=-». ({D1.p4}.) Balance to be established by accounting.

4a. Harborline Investments joint account ending 8810: 2023 ordinary dividends of «B|amount|$1,184|D4.p2» (Ex. 4 at 2); current value unknown.

C. RETIREMENT

5. Corvane 401(k) (Husband): «P|amount|$215,331.58|D5.p1», «P|percent|100%|D5.p1» vested, as of September 30, 2024. ({D5.p1}.) The Husband's date of hire was «B|date|April 7, 2015|D5.p1=04/07/2015». Id.

6. Allocation: Keystone Target Retirement 2045 Fund, «P|amount|$111,972.42|D5.p2» ({D5.p2}); Corvane Stable Value Fund, «B|pin|$17,226.53|D5.p1» ({D5.p1}); Keystone S&P 500 Index Fund, «B|percent|35.0%|D5.p2». ({D5.p2}.)

7. The statement confirms that «B|quote|"[y]our ending balance . . . include[s] the outstanding principal of your plan loan"|D5.p1». ({D5.p1}.)

8. Primary beneficiary: «BP|polarity|the Husband removed the Wife as primary beneficiary on 09/03/2016|D5.p2=-». ({D5.p2}.)

D. VEHICLES

9. The Husband's «P|name|2021 F-150|T34:3», paid off with the 401(k) loan. Tr. 34:1-4.

10. «B|fabricated|2019 Yamaha AR195 boat (Husband), estimated value $21,000|-».

E. LIABILITIES

11. Coastline Visa ending 6650: «P|amount|$11,831.49|D7.p1» against a credit limit of «B|amount|$16,000.00|D7.p1». ({D7.p1}.) The Husband's post-separation purchases on his card ending 6650, «P|amount|$4,966.87|D7.p1» for the cycle ({D7.p1}), should be assigned to him; «BP|parties_swapped|the $313.90 charged on the Husband's card|D7.p2=-» should be shared. ({D7.p2}.)

12. 401(k) loan L-2: «P|amount|$14,206.55|D5.p3». ({D5.p3}.)

13. Maple Grove After-School Academy: «P|amount|$1,305.00|D8.p1». ({D8.p1}.)

F. DISSIPATION

14. The Court should charge the Husband with any part of the $18,500 he cannot account for. Unequal distribution is proper where one spouse has depleted marital assets. «P|authority|Fla. Stat. § 61.075(1)(i)|-»; «B|authority|Mallard v. Mallard, 771 So. 2d 1138 (Fla. 2000)|-». The trial court has broad discretion to fashion the distribution. «B|authority|Canakaris v. Canakaris, 382 So. 2d 1179|-» (Fla. 1980).

""" + SIG + "\n")

# ------------------------------------------------------------------------------------------------
# 8. Reply to the Husband's closing memorandum: mixed.
# ------------------------------------------------------------------------------------------------
DRAFTS["reply_to_husband_closing"] = (True, CAPTION + """
WIFE'S REPLY TO HUSBAND'S CLOSING MEMORANDUM ON TEMPORARY SUPPORT

The Husband's closing memorandum rests on three claims: that his commissions are too uncertain to count, that the Wife could work full-time, and that he cannot afford the mortgage. The hearing record refutes each. Citations to "Hr'g Tr." are to the December 3, 2024 transcript.

1. Commissions. The Husband says his territory was «P|quote|"cut in half in July."|T31:18» Hr'g Tr. 31:17-18. But his August 30 paycheck carried a «P|amount|$3,850.00|D3.p1» commission ({D3.p1}), and on recross he conceded that it «P|quote|"was for July. So, partly."|T36:3» «P|transcript_cite|Hr'g Tr. 36:3|T36:3=for July». His September commission was still $1,140. «P|transcript_cite|Hr'g Tr. 35:19|T35:19=$1,140». Indeed, «BP|reversal|by his own account his commissions rose after the July territory change|T35:16-19=-». Hr'g Tr. 35:16-19. His year-to-date commissions as of August 30 were «B|amount|$24,130.00|D3.p1». ({D3.p1}.)

His 2023 base salary, by contrast, was «B|amount|$115,400|T31:5». Hr'g Tr. 31:5.

2. His 2023 compensation confirms the point: his Medicare wages were «P|amount|$144,816|D4.p2» (Ex. 4 at 2), and the joint return shows federal withholding of «B|amount|$23,641|D4.p2». Id. Under «P|authority|Fla. Stat. § 61.08(2)|-», the Court weighs need against ability to pay, and the Husband's ability is measured by what he actually earns.

3. The transfer. The Husband insists, «P|quote|"I didn't hide it. It's at the same credit union."|T35:10» Hr'g Tr. 35:10. But he also redirected his paychecks to that account, effective with the «P|date|September 30, 2024|D3.p2=09/30/2024» pay date ({D3.p2}), and he has not produced a single statement for it. Asked about the furniture, «BP|polarity|he admitted he had been told he could not take anything from the house|T32:23-33:1=-». Hr'g Tr. 32:23-33:1. As to the rest of the money, he said only, «B|quote|"I spent most of it on the apartment."|T32:19-20» Hr'g Tr. 32:19-20. «BM|cause|The Husband's only explanation for stopping the mortgage was that the Wife had locked him out of the house|D10.p1=-». (Ex. 10.)

4. Imputation. The Husband's claim that the Wife could work full-time is hearsay from a single conversation. «BM|misattribution|He testified that Dr. Lindqvist told him personally that the Wife could work full-time|T34:21-24=-». Hr'g Tr. 34:21-24. And the children's program runs only until «P|time|6:00 p.m.|D8.p1», with late pick-up billed at «B|amount|$1.50 per minute|D8.p1». ({D8.p1}.) Both children attend: «BP|parties_swapped|Nora (Grade 3) and Miles (Grade 6)|D8.p1=-». Id.

5. Health insurance. The Husband wrote that he would «P|quote|"keep the kids on my health insurance through Corvane."|D10.p1» (Ex. 10.) He conceded that the family premium is $412.50 per paycheck. «B|transcript_cite|Hr'g Tr. 33:11-12|T33:11-12=$412.50». The Court has already ordered that the Husband «P|quote|"shall keep the children on his health insurance."|T36:11-12» Hr'g Tr. 36:11-12.

6. The $18,500. «B|transcript_cite|Hr'g Tr. 38:4|-» confirms that the balance went to his attorney.

For these reasons, and those in her closing memorandum, the Wife asks the Court to grant her motion.

CERTIFICATE OF SERVICE

I certify that on December 20, 2024, this reply was filed through the Florida Courts E-Filing Portal, which will serve Martin G. Oyelaran, Esq., «BP|parties_swapped|counsel for the Petitioner/Wife|-».

""" + SIG + "\n")

# ------------------------------------------------------------------------------------------------
# 9. Proposed temporary order (the Court directed the Wife's counsel to prepare it): mixed.
# ------------------------------------------------------------------------------------------------
DRAFTS["proposed_temporary_order"] = (True, CAPTION + """
[PROPOSED] TEMPORARY ORDER ON WIFE'S MOTION FOR TEMPORARY SUPPORT

THIS CAUSE came before the Court on «P|date|December 3, 2024|~D12.p1», on the Wife's Motion for Temporary Support. The hearing commenced at «B|time|9:40 a.m.|D12.p1=9:40» in Courtroom «B|identifier|19-B|D12.p1» of the Orange County Courthouse and concluded at «P|time|12:17 p.m.|~D12.p1» The Wife appeared with her counsel, Adrienne T. Kessler, Esq., and the Husband appeared with his counsel, «P|name|Martin G. Oyelaran, Esq.|~D12.p1» The Court heard the testimony of the Husband and received the parties' exhibits. Pursuant to «P|authority|Fla. Stat. § 61.071|-» and «B|authority|Fla. Stat. § 61.14|-», the Court FINDS:

A. The Husband's annual base salary at Corvane Medical Systems, Inc. is «P|amount|$118,000|D3.p1=$118,000.00». ({D3.p1}.) He received commissions of «B|amount|$41,620|T31:11-12» in 2023. (Tr. 31:11-12.) «B|fabricated|He is also eligible for a quarterly bonus of $2,500|-».

B. On September 16, 2024, the Husband transferred «P|amount|$18,500|D1.p4=18,500.00» from the parties' joint checking account to a savings account in his sole name ending 9032. ({D1.p4}.) He testified that about eleven thousand dollars of it remains. «B|transcript_cite|Tr. 33:13|T33:13=eleven thousand». His net pay has been deposited to that account since the «B|date|August 30, 2024|D3.p2=08/30/2024» pay date. ({D3.p2}.)

C. The Wife's gross pay is «P|amount|$1,848.00|D2.p1» biweekly, and she is scheduled for «B|hours|thirty-two (32) hours per week|D2.p1=32.00». ({D2.p1}.)

D. The November 1, 2024 mortgage payment to Meridian Home Loans «BP|polarity|was paid on time|D6.p1=-». ({D6.p1}.) «BM|cause|The Husband stopped paying the mortgage because his commissions declined|D10.p1=-». (Ex. 10.) The amount required to bring the loan current as of November 18, 2024 was «P|amount|$4,799.42|D6.p1». ({D6.p1}.)

E. The Husband's family health insurance premium is «B|amount|$421.50|D3.p1» per pay period. ({D3.p1}.) His 401(k) loan balance is «P|amount|$14,206.55|D5.p3» ({D5.p3}), a loan he took «BP|before_after|after the parties separated|D5.p3=-».

It is therefore ORDERED AND ADJUDGED:

1. Mortgage. Pending further order, the Husband shall pay «P|verbatim_unquoted|the November and December mortgage payments, together with the late charge|T36:9-10», «BP|parties_swapped|directly to the Wife|T36:10=-», within «B|count|twenty (20) days|T36:11=twenty» of the hearing. (Tr. 36:7-11.)

2. Health insurance. «BP|parties_swapped|The Wife shall keep the children on her health insurance|T36:11-12=-». (Tr. 36:11-12.)

3. Account ending 9032. Neither party shall transfer, encumber, or spend any part of the funds in the account ending «B|identifier|9302|T36:21» «P|verbatim_unquoted|without a written agreement or further order of this Court|T36:21-22». (Tr. 36:19-22.)

4. Closing memoranda. The parties shall file written closing memoranda of no more than «P|count|eight pages|T36:14=eight» by «B|time|5:00 p.m. on December 16, 2024|T36:15=December 16». (Tr. 36:13-15.)

5. Reservation. The Court reserves ruling on «P|verbatim_unquoted|temporary alimony, temporary child support, and fees|T36:12-13». (Tr. 36:12-13.)

DONE AND ORDERED in Chambers at Orlando, Orange County, Florida, on December ___, 2024.

_____________________________
«P|name|DENISE R. CASTELLANOS|~D12.p1»
Circuit Judge

Copies furnished to:
Adrienne T. Kessler, Esq., counsel for the Petitioner/Wife
Martin G. Oyelaran, Esq., counsel for the Respondent/Husband
""")

# Facts left unlabelled (still true text in the draft): keeps the pass/block mix near 60/40.
# "text#n" = the n-th marker with that text in the draft.
UNLABEL = {
    "financial_affidavit_wife": {"Registered Dental Hygienist", "$96.40", "$486.22", "$185.00", "$11,831.49",
                                 "Martin G. Oyelaran, Esq.", "Lakeview Family Dentistry, P.A.", "biweekly", "$1,848.00#2", "2023", "$113.41",
                                 "$26.52", "$18.75", "4471", "$728.78", "$198.44", "$89.99", "$268.40", "$30.00",
                                 "October 29, 2024", "$138.20", "October 31, 2024", "9032", "$2,400.00", "100%",
                                 "September 30, 2024", "0047718823", "7314", "October 22, 2024", "November 8, 2024",
                                 "$25.00", "Fla. Fam. L. R. P. 12.285"},
    "declaration_kessler_exhibits": {"$358.10", "$22,917.44", "100%", "$45,689", "September 26",
                                     "\"Commission (July 2024)\"", "$8,766.67", "Brightwater Tax & Accounting, LLC",
                                     "\"VISTA LAKE RESIDENCES ORLANDO FL\"",
                                     "$17,883.42", "$135,470", "September 16", "$24,310.00"},
    "closing_memo_temporary_support": {"Regional Sales Manager", "$41,260", "$181,159", "24 hours a week", "$38.50",
                                       "9032", "$2,400.00", "November 4", "November 18, 2024", "$117.06", "$649.99",
                                       "$16,000.00", "$118,000", "$1,848.00", "$2,318.40"},
    "demand_letter_oyelaran": {"4471"},
    "financial_affidavit_wife_first_draft": {"Registered Dental Hygienist", "$640.00"},
    "equitable_distribution_schedule": {"$1,305.00"},
}


MARK = re.compile(r"«([^«»]*)»")
EARLIER = []   # claim texts that also occur earlier in their draft (harmless for an in-order search)


def parse(raw, unlabel=frozenset()):
    claims, out, pos, seen, used = [], [], 0, {}, set()
    for m in MARK.finditer(raw):
        out.append(raw[pos:m.start()])
        parts = m.group(1).split("|")
        exp, kind, text = parts[0], parts[1], parts[2]
        spec = parts[3] if len(parts) > 3 else ""
        seen[text] = seen.get(text, 0) + 1
        key = text if text in unlabel else f"{text}#{seen[text]}"
        if key in unlabel and exp == "P":
            used.add(key)
        else:
            claims.append(dict(exp=exp, kind=kind, text=text, spec=spec, at=len("".join(out))))
        out.append(text)
        pos = m.end()
    out.append(raw[pos:])
    assert "«" not in "".join(out) and "»" not in "".join(out)
    assert used == set(unlabel), set(unlabel) - used
    text = "".join(out)
    prev = 0
    for c in claims:   # a search in draft order must land on the marked place
        assert text.find(c["text"], prev) == c["at"], ("claim found too early", c["text"])
        if text.find(c["text"]) != c["at"]:
            EARLIER.append(c["text"])
        prev = c["at"] + len(c["text"])
    return text, claims


def main():
    drafts, sources = {}, {}
    prefix_ids = {"financial_affidavit_wife": "fa", "declaration_kessler_exhibits": "kd",
                  "closing_memo_temporary_support": "cm", "financial_affidavit_wife_first_draft": "fd",
                  "demand_letter_oyelaran": "dl", "motion_to_compel_disclosure": "mc",
                  "equitable_distribution_schedule": "ed", "reply_to_husband_closing": "rp",
                  "proposed_temporary_order": "po"}
    for name, (blocked, raw) in DRAFTS.items():
        text, cl = parse(raw, UNLABEL.get(name, frozenset()))
        out = []
        for i, c in enumerate(cl, 1):
            cid = f"{prefix_ids[name]}{i}"
            d = {"id": cid, "text": c["text"], "kind": c["kind"],
                 "expect": "pass" if c["exp"] == "P" else "block"}
            if c["exp"] == "BP":
                d["needs"] = "polarity"
            elif c["exp"] == "BM":
                d["needs"] = "model"
            out.append(d)
            sources[cid] = {"spec": c["spec"], "expect": d["expect"], "needs": d.get("needs")}
        if not blocked:
            assert all(c["exp"] == "P" for c in cl), name
        else:
            assert any(c["exp"] != "P" for c in cl), name
        drafts[name] = {"expect_blocked": blocked, "text": text, "claims": out}
    doc = {"note": "Halvorsen dissolution matter (make_matter.py, prefix FAMILY), documents in file order D1-D12; "
                   "D12 is a hearing transcript excerpt whose printed pages are 1 (cover) and 31-37, cited by "
                   "printed page and line. needs=polarity marks a falsehood made only by a negation, reversal or "
                   "swap of parties; needs=model marks what only a reader of meaning can catch.",
           "matter_script": "make_matter.py", "prefix": "FAMILY", "drafts": drafts}
    (HERE / "drafts.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (HERE / "claim_sources.json").write_text(json.dumps(sources, indent=1) + "\n", encoding="utf-8")
    n = sum(len(d["claims"]) for d in drafts.values())
    print(f"{len(drafts)} drafts, {n} claims")
    if EARLIER:
        print("claim texts that also occur earlier in the draft:", EARLIER)


if __name__ == "__main__":
    main()
