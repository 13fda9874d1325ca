"""Build drafts.json for the Brightwater Plaza lease matter.

    python build_drafts.py            (writes drafts.json next to this file)

Each draft is written with inline markers:  «claim text»‹kind|expect|needs|pin|value›
  expect  pass | block          needs   '' | polarity | model
  pin     where check.py looks (author's aid, not part of drafts.json):
            D5.p2   D5.p2-3   D1.p7,D2.p2 (each)   dep:45:18-21   dep:46:25-47:3   '' (none)
  value   what must be on the pin for a pass claim ('&&' separates pieces); default: the claim text
The markers are stripped; claims are listed in draft order.
"""
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

CAPTION = """DISTRICT COURT, LARIMER COUNTY, COLORADO
Court Address: 201 LaPorte Avenue, Fort Collins, Colorado 80521
__________________________________________________________________
Plaintiff:  BRIGHTWATER PLAZA ASSOCIATES, LLC, a Colorado limited liability company,

v.

Defendants:  COPPER KETTLE BAKEHOUSE, INC., a Colorado corporation; and MARISOL OKAFOR, an individual.
__________________________________________________________________        ▲ COURT USE ONLY ▲
%s                                   Case Number: 2025CV30118
                                                                          Division: 5B
__________________________________________________________________
"""

PLAINTIFF_COUNSEL = """Attorneys for Plaintiff:
Nathaniel B. Pruitt, Atty. Reg. No. 41872
PRUITT CAMDEN LLC
215 West Oak Street, Suite 800, Fort Collins, Colorado 80521
(970) 555-0190 | npruitt@pruittcamden.com"""

DEFENSE_COUNSEL = """Attorneys for Defendants:
Camila Ferreira, Atty. Reg. No. 50317
FERREIRA LOWE PLLC
300 South Howes Street, Suite 2, Fort Collins, Colorado 80521
(970) 555-0177 | cferreira@ferreiralowe.com"""

DRAFTS = {}

# ----------------------------------------------------------------------------------------------------------------
# A. all true: declaration of the property manager
DRAFTS["lindqvist_declaration_true"] = (CAPTION % PLAINTIFF_COUNSEL) + """
DECLARATION OF THERESA LINDQVIST IN SUPPORT OF PLAINTIFF'S MOTION FOR SUMMARY JUDGMENT
__________________________________________________________________

I, Theresa Lindqvist, declare as follows:

1. I am a Senior Property Manager with Keystone Ridge Property Services, LLC ("Keystone"), the managing agent for Plaintiff Brightwater Plaza Associates, LLC ("Landlord") at Brightwater Plaza in Fort Collins, Colorado. I have managed Brightwater Plaza since Landlord hired Keystone in 2021, and it is one of eleven properties in my portfolio. I make this declaration on personal knowledge and from Keystone's business records, which I maintain or supervise. I testified to the same matters at my deposition. («Deposition of Theresa Lindqvist, Mar. 27, 2025 ("Lindqvist Dep.") 41:5-10»‹transcript_cite|pass||dep:41:5-10|Since April of 2021&&one of eleven›.)

2. Landlord and Defendant Copper Kettle Bakehouse, Inc. ("Copper Kettle") are parties to a Shopping Center Lease dated March 14, 2022 (the "Lease"), a true copy of which is attached as Exhibit 1. ({D1.first}-{D1.last}.) Defendant Marisol Okafor signed the Lease as Copper Kettle's President. ({D1.p7}.)

3. The Lease covers Suite 112 of Brightwater Plaza, approximately 2,840 rentable square feet, for a term of «sixty (60) months»‹duration|pass||D1.p1|Sixty (60)› running from June 1, 2022 through May 31, 2027. («Ex. 1 at 1, §§ 1.2-1.3»‹exhibit_cite|pass||D1.p1|Section 1.2&&Section 1.3›.)

4. For the third Lease Year, June 1, 2024 through May 31, 2025, monthly Base Rent is $5,774.67, or «$69,296 a year»‹amount_no_cents|pass||D1.p1|$69,296.00›. (Id. § 1.4.) Copper Kettle's Pro Rata Share of Operating Expenses is «6.35 percent»‹percent_words|pass||D1.p1|6.35%›. (Id. § 1.5.)

5. Rent is due in advance on the first day of each month. ({D1.p2}.) Under «Article IV, Section 4.2»‹section|pass||D1.p2|ARTICLE IV&&Section 4.2› of the Lease, a payment not received «"within five (5) days after the date it is due"»‹quote|pass||D1.p2› carries «"a late charge equal to five percent (5%) of the amount overdue."»‹quote|pass||D1.p2› (Id.)

6. Section 18.1(a) makes it an Event of Default when Copper Kettle «"fails to pay any Rent when due and the failure continues for ten (10) days after written notice from Landlord."»‹quote|pass||D1.p5› ({D1.p5}.) Section 18.5 of the Lease provides:

        «Landlord's acceptance of a partial payment of Rent shall not be deemed an accord and satisfaction or a waiver of any default, regardless of any endorsement or statement on a check or accompanying letter.»‹block_quote|pass||D1.p6›

({D1.p6}.)

7. On «the 18th of December, 2023»‹date_words|pass||D2.p1|December 18, 2023›, Landlord and Copper Kettle signed a First Amendment to the Lease (Exhibit 2) after the City of Fort Collins closed the eastbound lanes of Harmony Crossing Road for utility work. (Ex. 2 at 1.) The First Amendment reduced Base Rent for January, February and March 2024 to $2,406.63 a month and deferred the difference, $9,600.00 in all. (Id.) Copper Kettle agreed to repay the Deferred Rent in «twelve (12) monthly installments of $800.00»‹amount|pass||D2.p1|twelve (12)&&$800.00› beginning July 1, 2024. (Id.)

8. On «April 22, 2024»‹date|pass||D3.p1›, Keystone delivered the 2023 Operating Expense reconciliation (Exhibit 3). Copper Kettle's share of actual 2023 Operating Expenses was $24,922.49, against estimated payments of $21,522.00, which left $3,400.49 due. ({D3.p1}.) The parking lot seal coat, restriping and curb stop work, billed by Summit Paving, accounted for «$46,815.00»‹amount|pass||D3.p2› of the 2023 common area costs. No paving was removed or replaced. ({D3.p2}.)

9. On «August 16, 2024»‹date_ocr_second_page|pass||D4.p2›, Ms. Okafor signed a Tenant Estoppel Certificate for Copper Kettle (Exhibit 4), addressed to Landlord and to «Front Range Federal Savings Bank»‹name_ocr|pass||D4.p1›, which was making a loan to Landlord. ({D4.p1}-{D4.p2}.) In it Copper Kettle certified that «Rent had been paid through August 31, 2024»‹date_ocr|pass||D4.p1|paid through August 31, 2024› ({D4.p1}) and that the unpaid Deferred Rent was «$8,000.00»‹amount_ocr|pass||D4.p2› ({D4.p2}). «The only exception it took was its dispute of the 2023 reconciliation charge.»‹paraphrase_ocr|pass||D4.p2|except that Tenant disputes the 2023 Operating Expense reconciliation› (Id.)

10. Exhibit 5 is a true copy of Copper Kettle's tenant ledger, which Keystone keeps in the ordinary course of its business. ({D5.first}-{D5.last}.) Copper Kettle paid only $5,000.00 in September 2024, on «September 12, 2024»‹date_format|pass||D5.p2|09/12/2024›, and only $4,000.00 in October, on October 15, 2024. ({D5.p2}.)

11. On November 8, 2024, I signed and sent Copper Kettle a written Notice of Default by certified mail, with a copy by e-mail. (Ex. 6 at 1.) The notice demanded «$21,498.09»‹amount|pass||D6.p1› within ten (10) days after receipt. (Id.) Its schedule listed «four late charges of $423.40 each»‹amount|pass||D6.p2|4 x $423.40›. («Id. at 2»‹pin|pass||D6.p2|SCHEDULE OF PAST-DUE RENT›.) The return receipt came back signed on November 12, 2024. («Lindqvist Dep. 43:22-25»‹transcript_cite|pass||dep:43:22-25|green card&&November 12th›.)

12. Ms. Okafor answered by e-mail on November 14, 2024. She wrote that she would «"send $6,000.00 by ACH no later than Friday, November 22,"»‹quote|pass||D7.p1|send $6,000.00 by ACH no later than Friday, November 22› and asked for "a 90-day plan" for the balance. ({D7.p1}.) Copper Kettle paid «$6,000.00 on November 22, 2024»‹amount_date|pass||D5.p3|6,000.00&&11/22/2024›. ({D5.p3}.) Three days later, on November 25, 2024, I told Ms. Okafor by text message that ownership would not agree to the plan. ({D8.p1}.)

13. On December 12, 2024, Landlord's counsel sent Copper Kettle and Ms. Okafor a Notice of Termination of Right of Possession by FedEx overnight. (Ex. 9 at 1.) The notice required Copper Kettle to surrender the Premises by «5:00 p.m. on December 20, 2024»‹time|pass||D9.p1|5:00 p.m. on Friday, December 20, 2024›, and it accelerated the unpaid Deferred Rent of $4,800.00. (Id.) It stated the amount then due as $29,189.49. (Id. at 2.)

14. Copper Kettle did not leave by December 20. On «January 10, 2025»‹date_format|pass||D8.p1|01/10/2025›, at «14:36»‹time_24h|pass||D8.p1|2:36 PM›, Ms. Okafor texted me that the keys and fob were in the drop box, and I picked up two keys and one fob that afternoon; my text confirming the pickup went out at «3:58 p.m.»‹time_format|pass||D8.p1|3:58 PM› ({D8.p1}; «Lindqvist Dep. 45:5-8»‹transcript_cite|pass||dep:45:5-8|January 10th›.)

15. On February 14, 2025, Keystone applied the $14,200.00 Security Deposit to Copper Kettle's account. ({D5.p3}.) After that credit, the balance due as of February 28, 2025 is «$31,092.29»‹amount|pass||D5.p3|31,092.29›. (Id.)

16. On January 20, 2025, Keystone listed the Premises with Cache Peak Commercial at an asking rent of «$26.00 per square foot, triple net»‹amount_words|pass||dep:45:18-21|twenty-six&&triple net›. (Lindqvist Dep. 45:18-21.) The Premises remain vacant. («Id. at 46:5-6»‹transcript_cite|pass||dep:46:5-6|vacant›.)

«I declare under penalty of perjury under the law of Colorado that the foregoing is true and correct.»‹jurat|pass||›

Executed on the 2nd of May, 2025, at Fort Collins, Colorado.

/s/ Theresa Lindqvist
Theresa Lindqvist
"""

# ----------------------------------------------------------------------------------------------------------------
# B. all true: motion for summary judgment
DRAFTS["motion_summary_judgment_true"] = (CAPTION % PLAINTIFF_COUNSEL) + """
PLAINTIFF'S MOTION FOR SUMMARY JUDGMENT
__________________________________________________________________

Plaintiff Brightwater Plaza Associates, LLC ("Landlord") moves under «C.R.C.P. 56»‹authority|pass||› for summary judgment against Defendants Copper Kettle Bakehouse, Inc. ("Copper Kettle") and Marisol Okafor on its claims for breach of lease and breach of guaranty.

Certificate of Conferral. Under «C.R.C.P. 121»‹authority|pass||› § 1-15(8), undersigned counsel conferred with counsel for Defendants, who oppose this motion.

I. STATEMENT OF UNDISPUTED MATERIAL FACTS

Record citations are to the Bates-numbered production and to the deposition of Theresa Lindqvist taken March 27, 2025 ("Tr.").

1. Landlord leased Suite 112 of Brightwater Plaza to Copper Kettle under a Shopping Center Lease dated March 14, 2022, for a term ending May 31, 2027. ({D1.p1}.) The Lease names Marisol Okafor as Guarantor. (Id. § 1.9.) Brightwater Plaza contains «"approximately 44,720 rentable square feet of floor area (the 'Shopping Center')."»‹quote_inner_quotes|pass||D1.p1|approximately 44,720 rentable square feet of floor area&&Shopping Center› (Id. § 1.1.)

2. Copper Kettle must pay Base Rent "without demand, deduction or offset." ({D1.p2}, § 4.1.) Landlord may apply any payment «"to any obligation of Tenant then due, in such order as Landlord elects, regardless of any designation by Tenant."»‹quote|pass||D1.p2› (Id. § 4.5.)

3. Copper Kettle must pay an annual Operating Expense deficiency «"within thirty (30) days after delivery of the statement,"»‹quote|pass||D1.p3|within thirty (30) days after delivery of the statement› and must pay «"the amount shown on the statement pending the outcome of any examination."»‹quote|pass||D1.p3› ({D1.p3}, §§ 6.4-6.5.) A statement not questioned within the ninety-day period «"is final and binding on Tenant."»‹quote|pass||D1.p3› (Id. § 6.5.)

4. Keystone Ridge Property Services, LLC ("Keystone"), Landlord's manager, delivered the 2023 reconciliation on April 22, 2024; it showed $3,400.49 due «on or before May 22, 2024»‹date|pass||D3.p1|on or before May 22, 2024›. ({D3.p1}.) Copper Kettle never paid it. («Tr. 42:20-25»‹transcript_cite|pass||dep:42:20-25|never paid that amount&&No, they did not›.) It did not request a formal audit. (Tr. 43:16-18.)

5. Beginning in September 2024, Copper Kettle paid less than its monthly Rent of «$8,468.00»‹amount|pass||D5.p2|8,468.00›: $5,000.00 in September, $4,000.00 in October, and «$6,000.00 in November»‹amount_second_page|pass||D5.p3|6,000.00&&11/22/2024› — and nothing for December. ({D5.p2}-{D5.p3}.)

6. Keystone gave written notice of the nonpayment on November 8, 2024, by certified mail No. «9589 0710 5270 0412 8836 14»‹identifier|pass||D6.p1›. ({D6.p1}.) Copper Kettle received it on «Tuesday, November 12»‹date|pass||D7.p1|Tuesday (November 12)›. ({D7.p1}.) The notice warned that Landlord's acceptance of any partial payment «"will not waive this notice or cure the default."»‹quote|pass||D6.p1› ({D6.p1}.)

7. Ms. Okafor wrote back that Copper Kettle was «"not disputing the rent itself."»‹quote|pass||D7.p1› (Ex. 7 at 1.) No one at Keystone told her that six thousand dollars would cure the default, and Landlord's managing member declined her payment plan. («Tr. 44:6-15»‹transcript_cite|pass||dep:44:6-15|I never told her that&&declined the payment plan›.)

8. By letter of December 12, 2024, Landlord terminated Copper Kettle's right of possession — not the Lease — under «Section 18.2(b)»‹section|pass||D9.p1›. (Ex. 9 at 1; «Tr. 45:2-4»‹transcript_cite|pass||dep:45:2-4|lease itself wasn't terminated›.) Copper Kettle returned its keys on January 10, 2025. ({D8.p1}.)

9. After application of the $14,200.00 Security Deposit, Landlord's ledger shows «$31,092.29»‹amount|pass||D5.p3|31,092.29› due as of February 28, 2025, on total charges of $112,796.09 and total payments and credits of $81,703.80. ({D5.p3}.)

10. Landlord listed the Premises with a broker on January 20, 2025, ten days after Copper Kettle surrendered them. (Tr. 45:5-8, 45:18-21.) There have been three showings and one letter of intent. («Tr. 45:25-46:4»‹transcript_cite_cross_page|pass||dep:45:25-46:4|How many showings&&Three showings&&letter›.) The 2024 reconciliation is not yet complete. («Tr. 46:25-47:3»‹transcript_cite_cross_page|pass||dep:46:25-47:3|Was the 2024 reconciliation done&&Not yet›.)

II. ARGUMENT

A. Standard. Summary judgment is proper where there is no genuine issue of material fact and the moving party is entitled to judgment as a matter of law. C.R.C.P. 56(c); «Celotex Corp. v. Catrett, 477 U.S. 317, 322 (1986)»‹authority|pass||›.

B. The Lease is enforced as written. A court gives effect to the plain meaning of an unambiguous contract. «Ad Two, Inc. v. City & County of Denver, 9 P.3d 373, 376 (Colo. 2000)»‹authority|pass||›. Section 6.5 required Copper Kettle to pay the reconciliation while it questioned it, and Section 18.5 forecloses any argument that accepting partial payments waived the default.

C. Landlord has mitigated. A landlord must use reasonable efforts to relet after a tenant abandons. «Schneiker v. Gordon, 732 P.2d 603, 610 (Colo. 1987)»‹authority|pass||›. Landlord listed the space within ten days and has shown it three times.

WHEREFORE, Landlord requests judgment against Defendants, jointly and severally, for $31,092.29, plus Rent accruing after February 28, 2025, interest, and its attorneys' fees and costs under Section 26.1 of the Lease. ({D1.p7}.)

Dated: May 2, 2025.

PRUITT CAMDEN LLC

/s/ Nathaniel B. Pruitt
Nathaniel B. Pruitt, Atty. Reg. No. 41872
Attorneys for Plaintiff

CERTIFICATE OF SERVICE

I certify that on May 2, 2025, a true copy of the foregoing PLAINTIFF'S MOTION FOR SUMMARY JUDGMENT, with the Declaration of Theresa Lindqvist and Exhibits 1 through 10, was served through the Colorado Courts E-Filing system on «Camila Ferreira, Ferreira Lowe PLLC»‹boilerplate_name|pass||D10.p1|Camila Ferreira&&Ferreira Lowe PLLC›, counsel for Defendants.

/s/ Alicia Moreno-Kent
"""

# ----------------------------------------------------------------------------------------------------------------
# C. settlement letter to opposing counsel
DRAFTS["settlement_letter"] = """PRUITT CAMDEN LLC
Attorneys at Law
215 West Oak Street, Suite 800 | Fort Collins, Colorado 80521 | (970) 555-0190

April 8, 2025

CONFIDENTIAL SETTLEMENT COMMUNICATION — CRE 408

Via E-mail (cferreira@ferreiralowe.com)

Camila Ferreira, Esq.
Ferreira Lowe PLLC
300 South Howes Street, Suite 2
Fort Collins, Colorado 80521

Re: Brightwater Plaza Associates, LLC v. Copper Kettle Bakehouse, Inc. and Marisol Okafor, Larimer County District Court Case No. 2025CV30118

Dear Ms. Ferreira:

Now that Ms. Lindqvist's deposition is behind us, I write to see whether our clients can resolve this case before either side spends much more on it. The documents your clients produced tell a simple story.

Copper Kettle signed a «sixty (60) month»‹duration|pass||D1.p1|Sixty (60)› lease of Suite 112 that runs through «May 31, 2028»‹date|block||D1.p1›. ({D1.p1}.) Ms. Okafor is the Guarantor «"under the Guaranty of Lease of even date"»‹quote|pass||D1.p1› (id. § 1.9), and when she signed the First Amendment she agreed again «"that the Guaranty extends to the Deferred Rent."»‹quote|pass||D2.p1› ({D2.p1}.)

Copper Kettle stopped paying full rent in September 2024. It paid $5,000.00 that month and «$4,500.00»‹amount|block||D5.p2› in October. ({D5.p2}.) When Keystone sent the Notice of Default on November 8, 2024, the balance was «$21,498.09»‹amount|pass||D6.p1›, and the notice required payment «"within five (5) days after receipt of this notice."»‹quote_altered|block||D6.p1› ({D6.p1}.) Your client received it on «November 12, 2024»‹date|pass||D7.p1|November 12› ({D7.p1}) and on November 22 paid $6,000.00 — less than a third of what it owed. ({D5.p3}.) «Keystone even offered Ms. Okafor a sixty-day payment plan in December, which she ignored.»‹fabricated|block||›

Nor can Copper Kettle claim surprise about the reconciliation. «It accepted the 2023 reconciliation without reservation in its August 16, 2024 estoppel certificate.»‹polarity|block|polarity|D4.p2|› ({D4.p2}.)

The December 12, 2024 notice required Copper Kettle to surrender the Premises «by 5:00 p.m. on December 20, 2024»‹pin|block||D9.p2|5:00 p.m.›. ({D9.p2}.) It did not return the keys until January 10, 2025. ({D8.p1}.) And Ms. Okafor has «admitted, in her own deposition, that Copper Kettle had the funds to pay the October rent in full»‹fabricated|block||›.

The ledger balance after the December 12 acceleration was «$29,189.49»‹amount|pass||D5.p3|29,189.49›. ({D5.p3}.) January and February 2025 each added Base Rent, the Operating Expense estimate and a late charge of «$338.40»‹amount|block||D5.p3›. (Id.) After the $14,200.00 Security Deposit was applied, the balance as of February 28, 2025 is «$31,092.29»‹amount|pass||D5.p3|31,092.29›. (Id.) Unpaid Rent also bears interest at «"eighteen percent (18%) per annum"»‹quote_altered|block||D1.p2› under Section 4.3 ({D1.p2}), and Section 26.1 shifts Landlord's attorneys' fees to Copper Kettle. ({D1.p7}.)

We have not ignored mitigation. Section 18.4 does not require our client «"to relet the Premises before other vacant space in the Shopping Center"»‹quote|pass||D1.p6› ({D1.p6}), and a landlord need not accept below-market terms to satisfy its duty. See «Meridian Retail Partners, LLC v. Galloway, 412 P.3d 1188, 1193 (Colo. App. 2017)»‹authority_unlisted|block||›. Even so, Keystone listed the space on January 20, 2025 at $26.00 per square foot, and it has had «four showings»‹count|block||dep:46:1› (Deposition of Theresa Lindqvist ("Lindqvist Dep.") 46:1) and one letter of intent, from «a yoga studio»‹name|pass||dep:46:2-4|yoga studio› that wanted eight months of free rent. (Id. 46:2-4.)

Our client will accept $27,500.00, paid within thirty days of a signed agreement, in exchange for a mutual release and dismissal with prejudice, each side to bear its own fees and costs. The offer remains open through April 22, 2025.

Sincerely,

/s/ Nathaniel B. Pruitt
Nathaniel B. Pruitt

cc: Gordon Ashby, Brightwater Plaza Associates, LLC
"""

# ----------------------------------------------------------------------------------------------------------------
# D. first amended complaint
DRAFTS["first_amended_complaint"] = (CAPTION % PLAINTIFF_COUNSEL) + """
FIRST AMENDED COMPLAINT
__________________________________________________________________

Plaintiff Brightwater Plaza Associates, LLC ("Landlord"), through its counsel, Pruitt Camden LLC, states as follows for its First Amended Complaint against Defendants Copper Kettle Bakehouse, Inc. ("Copper Kettle") and Marisol Okafor ("Guarantor"):

PARTIES, JURISDICTION AND VENUE

1. Landlord is a Colorado limited liability company that owns Brightwater Plaza, a shopping center at «4150 Harmony Crossing Road, Fort Collins, Colorado 80525»‹place|pass||D1.p1›. (Ex. 1 at 1.)

2. Copper Kettle is a Colorado corporation that operated a retail bakery and café in Suite 112 of Brightwater Plaza (the "Premises"). (Id. § 1.8.)

3. Guarantor is an individual whose notice address under the Lease is 2217 Juniper Hollow Lane, Loveland, Colorado. ({D1.p7}.) She is Copper Kettle's President. (Id.)

4. Venue is proper in Larimer County under «C.R.C.P. 98(c)»‹authority_unlisted|block||› because the Premises are located there.

GENERAL ALLEGATIONS

5. Landlord and Copper Kettle entered into a Shopping Center Lease dated March 14, 2022 (the "Lease"), a copy of which is attached as Exhibit 1. ({D1.first}-{D1.last}.)

6. The Lease demises approximately «2,480 rentable square feet»‹quantity|block||D1.p1› for a term beginning June 1, 2022. (Ex. 1 at 1, §§ 1.2-1.3.) Monthly Base Rent for the third Lease Year is «$5,744.67»‹amount|block||D1.p1›. (Id. § 1.4.)

7. Copper Kettle's Pro Rata Share of Operating Expenses is «6.53%»‹percent|block||D1.p1›. (Id. § 1.5.)

8. The Lease requires Copper Kettle to pay Base Rent in advance on the «fifth (5th) day»‹due_day|block||D1.p2|fifth (5th) day› of each calendar month. ({D1.p2}, § 4.1.) Under Section 4.2, Rent not received within five days after it is due carries a late charge of «five percent (5%)»‹percent|pass||D1.p2› of the amount overdue. ({D1.p2}.)

9. Under Section 18.2(b), upon an Event of Default Landlord may, without terminating the Lease, «"terminate Tenant's right of possession by written notice"»‹quote|pass||D1.p5› and hold Copper Kettle liable "for all Rent as it comes due." ({D1.p5}.)

10. On December 18, 2023, the parties signed a First Amendment that deferred «$3,200.00 per month»‹amount|pass||D2.p1› of Base Rent for «April, May and June 2024»‹date|block||D2.p1|April›. (Ex. 2 at 1.) Copper Kettle agreed to repay the Deferred Rent "in twelve (12) equal monthly installments of $800.00 each." (Id.)

11. Guarantor signed the First Amendment as Copper Kettle's President and also signed a Consent of Guarantor individually. («Ex. 2 at 2»‹exhibit_cite|pass||D2.p2|CONSENT OF GUARANTOR&&Marisol Okafor, individually›.)

12. The First Amendment provides that, on an Event of Default, the unpaid Deferred Rent shall at Landlord's election «"become immediately due and payable without further notice."»‹pin|block||D2.p2|become immediately due and payable without further notice› (Ex. 2 at 2.)

13. Copper Kettle failed to pay its full Rent for September 2024, paying only $5,000.00 on «September 21, 2024»‹date|block||D5.p2|09/21/2024›. ({D5.p2}.)

14. On November 8, 2024, Landlord, through its agent Keystone Ridge Property Services, LLC ("Keystone"), sent Copper Kettle a written Notice of Default by certified mail, No. «9589 0710 5270 0412 8863 14»‹identifier|block||D6.p1›, demanding $21,498.09. ({D6.p1}.)

15. Copper Kettle received the Notice of Default on November 12, 2024, and its cure period expired on «November 22, 2024»‹date|pass||D9.p1›. ({D9.p1}.)

16. Copper Kettle did not cure. It paid «$6,000.00»‹amount|pass||D5.p3|6,000.00› on November 22, 2024. ({D5.p3}.) «Landlord returned that partial payment uncashed»‹polarity|block|polarity|D9.p1|› and reserved its rights. ({D9.p1}.)

17. In its e-mail response to the Notice of Default, «Copper Kettle did not dispute any part of the past-due amount»‹polarity|block|polarity|D7.p1|›. (Ex. 7.)

18. On December 12, 2024, Landlord elected under «Section 18.2(a)»‹section|block||D9.p1› of the Lease to terminate Copper Kettle's right of possession, and demanded that Copper Kettle surrender the Premises by December 20, 2024. ({D9.p1}.)

19. Copper Kettle held over and did not surrender possession until «January 10, 2025»‹date_format|pass||D8.p1|01/10/2025›. ({D8.p1}.)

20. On «February 4, 2025»‹date|block||D5.p3|02/04/2025›, Landlord applied the $14,200.00 Security Deposit to Copper Kettle's account. ({D5.p3}.)

21. As of February 28, 2025, Copper Kettle owes Landlord «$31,092.29»‹amount|pass||D5.p3|31,092.29›, exclusive of interest and attorneys' fees. (Id.)

22. «Because Copper Kettle abandoned the Premises, Landlord has no duty to mitigate its damages.»‹law_contradicted|block|model|D1.p6|› (See Ex. 1 § 18.4.)

FIRST CLAIM FOR RELIEF
(Breach of Lease — Copper Kettle)

23. Landlord incorporates the preceding paragraphs.

24. Copper Kettle breached the Lease by failing to pay Rent when due, and an Event of Default exists under Section 18.1(a).

25. Landlord is entitled to its reasonable attorneys' fees and costs under Section 26.1 of the Lease.

SECOND CLAIM FOR RELIEF
(Breach of Guaranty — Guarantor)

26. Landlord incorporates the preceding paragraphs.

27. Guarantor guaranteed Copper Kettle's obligations under the Guaranty of Lease dated March 14, 2022, and confirmed that the Guaranty «extends to the Deferred Rent»‹paraphrase|pass||D2.p2›. (Ex. 2 at 2.) Guarantor has not paid.

28. Because Copper Kettle surrendered the Premises on January 10, 2025, Landlord withdraws its claim for possession under «C.R.S. § 13-40-104»‹authority|pass||›.

WHEREFORE, Landlord requests judgment against Copper Kettle and Guarantor, jointly and severally, for all unpaid Rent and other sums due under the Lease and the First Amendment, pre- and post-judgment interest, and its reasonable attorneys' fees and costs.

Dated: March 14, 2025.

PRUITT CAMDEN LLC
/s/ Nathaniel B. Pruitt
Nathaniel B. Pruitt, Atty. Reg. No. 41872

Plaintiff's Address:
c/o Keystone Ridge Property Services, LLC
700 Remington Street, Suite 300, Fort Collins, Colorado 80524

VERIFICATION

I, Gordon Ashby, Managing Member of Brightwater Plaza Associates, LLC, have read the foregoing First Amended Complaint, and its factual allegations are true to the best of my knowledge, information and belief.

/s/ Gordon Ashby
"""

# ----------------------------------------------------------------------------------------------------------------
# E. tenant's response in opposition
DRAFTS["defendants_response"] = (CAPTION % DEFENSE_COUNSEL) + """
DEFENDANTS' RESPONSE IN OPPOSITION TO PLAINTIFF'S MOTION FOR SUMMARY JUDGMENT
__________________________________________________________________

Defendants Copper Kettle Bakehouse, Inc. ("Copper Kettle") and Marisol Okafor, through Ferreira Lowe PLLC, oppose Plaintiff's Motion for Summary Judgment. Citations to the deposition of Theresa Lindqvist, taken March 27, 2025, appear as "Lindqvist Tr. [page]:[line]."

I. INTRODUCTION

Copper Kettle is a family bakery that «paid every dollar of its rent, on time, for more than two years»‹overstatement|block|model|D5.p2|›. (See Lindqvist Tr. 47:19-24.) When a City road closure choked off its customers, it asked for help, kept paying what it could, and offered a plan to pay the rest. Landlord's answer was a termination letter.

II. STATEMENT OF ADDITIONAL DISPUTED FACTS

1. In October 2023 the City of Fort Collins closed the eastbound lanes of Harmony Crossing Road, with an «expected completion in March 2024»‹quote_fragment|pass||D2.p1›. ({D2.p1}.) The closure in fact «ran until May»‹paraphrase|pass||D7.p1|ran until May›. ({D7.p1}.) Copper Kettle's sales fell about 22 percent from the prior fall. (Id.)

2. The 2023 reconciliation passed «$46,815.00»‹amount|pass||D3.p2› of parking lot work through to the tenants in a single year. ({D3.p2}.) The Lease excludes from Operating Expenses «"the replacement (as opposed to repair) of the roof, structure or parking lot paving."»‹quote|pass||D1.p3› ({D1.p3}, § 6.3(a).) The work included replacing the curb stops. (Lindqvist Tr. 43:2-4.)

3. Keystone «never sent Ms. Okafor any invoice for the parking lot work»‹polarity|block|polarity|dep:43:11-15|›. (Lindqvist Tr. 43:11-15.) Ms. Lindqvist conceded that Keystone «never sent the bid documents. (Lindqvist Tr. 42:13-15.)»‹transcript_cite_wrong_page|block||dep:42:13-15|bid documents›

4. Ms. Okafor «made a formal request for an audit under Section 6.5»‹polarity|block|polarity|dep:43:16-18|›. (Lindqvist Tr. 43:16-18.)

5. Landlord accepted Copper Kettle's partial payments in September and October 2024 and applied them to the oldest charges. («Lindqvist Tr. 44:19-20»‹transcript_cite|pass||dep:44:19-20|accepted the partial payments&&oldest charges›.) Before the Notice of Default, Landlord never told Copper Kettle that accepting partial payments was not a waiver. (Lindqvist Tr. 44:21-23.)

6. In response to the Notice of Default, Ms. Okafor offered $6,000.00 at once and proposed to pay the balance in «"three equal payments at the end of December, January and February."»‹quote|pass||D7.p1|three equal payments at the end of December, January and February› (Ex. 7 at 1.) Ms. Lindqvist «told Ms. Okafor that the $6,000 payment would cure the default»‹polarity|block|polarity|dep:44:6-9|›. (Lindqvist Tr. 44:6-9.) Landlord rejected the plan by text message on «November 22, 2024»‹date|block||D8.p1|11/22/2024›. ({D8.p1}.)

7. Landlord's December 12 letter confirmed that Landlord «"elects . . . to terminate . . . the Lease."»‹quote_stitched|block||D9.p1|elects to terminate the Lease›  ({D9.p1}.)

8. Landlord listed the Premises at $26.00 per square foot, above the «$24.40»‹amount|pass||D1.p1› per foot Copper Kettle paid. (Lindqvist Tr. 45:18-24; Ex. 1 at 1.) The one prospect to submit a letter of intent asked for «four months of free rent»‹count|block||dep:46:2-4|four months›, and Landlord turned it away. (Lindqvist Tr. 46:2-4.) Apart from that prospect, «Landlord has not shown the space to anyone»‹polarity|block|polarity|dep:46:1-4|›, (id. 46:1-6), and it has refused to reduce the asking rent. («Lindqvist Tr. 46:7-8»‹transcript_cite|pass||dep:46:7-8|not as of today›.)

9. The estoppel certificate Ms. Okafor signed on «August 6, 2024»‹date_ocr|block||D4.p2|August 6, 2024› expressly reserved the reconciliation dispute, and Landlord did not object to that reservation. ({D4.p2}; «Lindqvist Tr. 46:15-17»‹transcript_cite|pass||dep:46:15-17|We didn't object›.)

III. ARGUMENT

A. The reconciliation charge is genuinely disputed. Colorado courts enforce leases by their terms, «Ad Two, Inc. v. City & County of Denver, 9 P.3d 373, 376 (Colo. 2000)»‹authority|pass||›, and construe ambiguities against the drafter, «Keller v. A.O. Smith Harvestore Prods., Inc., 819 P.2d 69, 72 (Colo. 1991)»‹authority_unlisted|block||›. Whether seal coating and curb stops are a "repair" or a "replacement" is a question of fact.

B. The notice was premature. Section 18.1 gave Copper Kettle «"thirty (30) days after written notice from Landlord"»‹misapplied_quote|block|model|D1.p5|› to cure before any Event of Default could arise ({D1.p5}), yet Landlord declared a default after ten.

C. Landlord waived strict compliance. The Notice of Default itself told Copper Kettle that «"Landlord's acceptance of any partial payment will . . . cure the default."»‹quote_ellipsis_drops_not|block||D6.p1|Landlord's acceptance of any partial payment will cure the default› ({D6.p1}.) Having taken $6,000.00 on that footing, Landlord cannot now insist on a forfeiture.

D. Landlord failed to mitigate. A landlord must make reasonable efforts to relet, «Schneiker v. Gordon, 732 P.2d 603, 610 (Colo. 1987)»‹authority|pass||›, and an above-market asking rent and a refusal to negotiate concessions at least raise a question of fact.

IV. CONCLUSION

The Court should deny the Motion.

Dated: May 23, 2025.

FERREIRA LOWE PLLC
/s/ Camila Ferreira
Camila Ferreira, Atty. Reg. No. 50317
Attorneys for Defendants

CERTIFICATE OF SERVICE

I certify that on May 23, 2025, I served the foregoing through Colorado Courts E-Filing on Nathaniel B. Pruitt, Pruitt Camden LLC, counsel for Plaintiff.

/s/ Camila Ferreira
"""

# ----------------------------------------------------------------------------------------------------------------
# F. landlord's damages declaration
DRAFTS["ashby_damages_declaration"] = (CAPTION % PLAINTIFF_COUNSEL) + """
DECLARATION OF GORDON ASHBY REGARDING DAMAGES
__________________________________________________________________

I, Gordon Ashby, declare:

1. I am the Managing Member of Plaintiff Brightwater Plaza Associates, LLC ("Landlord"), and «I signed both the Lease and the First Amendment on Landlord's behalf»‹name|pass||D1.p7,D2.p2|Gordon Ashby, Managing Member›. ({D1.p7}; {D2.p2}.)

2. The Lease schedules monthly Base Rent of «$5,443.33»‹amount|pass||D1.p1› in the first Lease Year, $5,606.63 in the second, $5,774.67 in the third, «$5,974.43»‹amount|block||D1.p1› in the fourth and $6,124.93 in the fifth, for annual Base Rent of $73,499.20 in the final year. ({D1.p1}, § 1.4.) The Expiration Date is «June 30, 2027»‹date|block||D1.p1›. (Id. § 1.3.)

3. The Security Deposit is «$14,200.00»‹amount|pass||D1.p1›. (Id. § 1.7.) Section 20.2 permits Landlord to apply it after an Event of Default, and «"[a]ny such application shall not cure the default."»‹quote_bracket|pass||D1.p6|ny such application shall not cure the default› ({D1.p6}.)

4. Copper Kettle's ledger (Exhibit 5) shows that for the third Lease Year it was billed monthly Base Rent of $5,774.67, an Operating Expense estimate of «$1,839.33»‹amount|block||D5.p2|1,839.33›, and a Deferred Rent installment of $800.00. ({D5.p2}.)

5. Copper Kettle paid its July 2024 Rent late, by check no. «4691»‹identifier|block||D5.p2|No. 4691›, and Keystone posted a late charge of «$423.40»‹amount|pass||D5.p2|423.40› on «July 8, 2024»‹date_format|pass||D5.p2|07/08/2024›. (Id.) It paid August's Rent of $8,468.00 by ACH on August 2, 2024. (Id.)

6. After Copper Kettle's October 15, 2024 payment, its balance was «$12,606.69»‹amount|pass||D5.p2|12,606.69›. (Id.) By the date of the Notice of Default, the balance had grown to «$21,498.09»‹pin|block||D5.p2|21,498.09›. ({D5.p2}.)

7. On December 12, 2024, Landlord accelerated the «$4,800.00»‹amount|pass||D9.p2|4,800.00› of Deferred Rent remaining under the First Amendment ({D9.p2}) «because Copper Kettle had failed to deliver an updated estoppel certificate»‹wrong_cause|block|model|D9.p1|›. ({D9.p1}.) «On that date Landlord also terminated the Lease.»‹polarity|block|polarity|D9.p1|› (Id.)

8. Total charges on the ledger from January 1, 2024 through February 28, 2025 are «$112,769.09»‹amount|block||D5.p3|112,769.09›; total payments and credits, including the Security Deposit, are $81,703.80; and the balance due is $31,092.29. ({D5.p3}.)

9. Copper Kettle remained in the Premises after the December 20, 2024 surrender date. Section 19.2 of the Lease provides holdover rent of «one hundred twenty-five percent (125%)»‹percent|block||D1.p6› of monthly Base Rent. ({D1.p6}.) Landlord has not yet posted holdover rent to the ledger. ({D5.p3}.)

10. Copper Kettle also left grease residue and a broken walk-in cooler door in the Premises. (Deposition of Theresa Lindqvist ("Lindqvist Dep.") «45:9-13»‹transcript_cite|pass||dep:45:9-13|grease residue&&walk-in cooler door›.) «The repair estimate for that damage is $7,850.00.»‹fabricated|block||dep:45:9-13|7,850› (Id.)

11. Keystone listed the Premises with Cache Peak Commercial on «January 20, 2025»‹date|pass||dep:45:18-21|January 20th›. («Lindqvist Dep. at 45»‹transcript_cite_page|pass||dep:45:1-25|Cache Peak Commercial›.) The only letter of intent came from a yoga studio that asked for eight months of free rent, «and Landlord accepted that request»‹polarity|block|polarity|dep:46:2-4|›. (Id. at 46:2-4.)

12. Landlord will credit Copper Kettle with the net proceeds of any reletting, consistent with Section 18.2(b) of the Lease and «Schneiker v. Gordon, 732 P.2d 630 (Colo. 1987)»‹authority_cite_altered|block||›.

13. «I also certify that on November 8, 2024, Keystone served the Notice of Default on Copper Kettle by FedEx Priority Overnight»‹method|block||D6.p1|FedEx›. ({D6.p1}.)

«I declare under penalty of perjury under the law of Colorado that the foregoing is true and correct.»‹jurat|pass||›

Executed on May 1, 2025, at Fort Collins, Colorado.

/s/ Gordon Ashby
Gordon Ashby
"""

# ----------------------------------------------------------------------------------------------------------------
# G. internal deposition digest
DRAFTS["deposition_digest_memo"] = """PRUITT CAMDEN LLC

MEMORANDUM — PRIVILEGED AND CONFIDENTIAL / ATTORNEY WORK PRODUCT

TO:      Nathaniel B. Pruitt
FROM:    Alicia Moreno-Kent
DATE:    March 31, 2025
RE:      Brightwater Plaza v. Copper Kettle, No. 2025CV30118 — digest of the Theresa Lindqvist deposition

Camila Ferreira took the deposition of our client's property manager, Theresa Lindqvist ("Lindqvist Dep."), at our offices on March 27, 2025, starting at «9:34 a.m.»‹time|pass||D10.p1›. ({D10.p1}.) The reporter was Janelle Baptiste. We ordered an expedited excerpt of pages 41 through 47, which covers the substance. The digest follows, topic by topic, with my comments.

1. Background. TL has been a senior property manager since April 2021 and before that was an assistant manager for «about five years»‹duration|block||dep:41:4-6|five years›. (Lindqvist Dep. 41:4-6.) Brightwater Plaza is one of eleven properties she manages. (Id. 41:8-10.)

2. Ledger. The accounting group posts charges and receipts in Yardi; TL reviews her ledgers monthly and printed Exhibit 5 on «March 13»‹date|block||dep:41:11-20|March 13›. (Lindqvist Dep. 41:11-20.) She vouched for its accuracy "[t]o my knowledge."

3. Late charges. TL said the system charges «"five percent of that month's scheduled charges"»‹quote|pass||dep:41:23-24|five percent of that month's scheduled charges› (Lindqvist Dep. 41:23-24), and, over Nat's form objection, said that this is «"lower than what the lease allows." (Lindqvist Dep. 43:11-12.)»‹transcript_cite_wrong_page|block||dep:43:11-12|lower than what the lease allows› That helps us: the late charges on the ledger understate what Section 4.2 permits.

4. July payment. It came in on July 9 by check no. 4619, and the July late charge is still unpaid. (Lindqvist Dep. 42:13-19.)

5. 2023 reconciliation. TL agreed that Copper Kettle never paid the $3,400.49 and said Ms. Okafor «"disputed it from the beginning."»‹quote|pass||dep:42:24-25|disputed it from the beginning› (Lindqvist Dep. 42:20-25.) She put the parking lot work at about «$64,800»‹amount_words|block||dep:43:5-6|sixty-four› (id. 43:5-6); the reconciliation detail shows $46,815.00 (Ex. 3 at 2). TL described the work as seal coating and restriping and insisted, «"We did not resurface the lot."»‹quote|pass||dep:43:9-10› (Lindqvist Dep. 43:9-10.) She sent Ms. Okafor the vendor invoice in June but never the bid documents. (Id. 43:13-15.) «TL also confirmed that Copper Kettle paid the reconciliation under protest»‹polarity|block|polarity|dep:42:23-25|› (id. 42:23-25), a point Ms. Ferreira did not follow up on.

6. Notice of default. TL prepared the notice "with input from Mr. Pruitt's office" (Lindqvist Dep. 43:21) and sent it by certified mail with an e-mail copy. The «green card came back signed on November 12 (Lindqvist Dep. 44:24-25)»‹transcript_cite_wrong_page|block||dep:44:24-25|green card›. The notice demanded «$21,498.09»‹amount_words|pass||dep:44:1-3|Twenty-one thousand four hundred ninety-eight&&nine cents› within ten days (id. 44:1-3), and Copper Kettle paid six thousand dollars on November 22 (id. 44:4-5).

7. Payment plan. TL denied telling Ms. Okafor that $6,000 would cure; she said, «"I told her I would pass her proposal along to ownership."»‹quote_across_lines|pass||dep:44:8-9|I told her I would pass her proposal along to ownership› (Lindqvist Dep. 44:8-9.) «Mr. Ashby approved the payment plan»‹polarity|block|polarity|dep:44:13-15|›, and TL told Ms. Okafor so by text on November 25. (Id. 44:13-15.)

8. Partial payments and waiver. TL admitted that Keystone accepted the September and October partial payments and sent no non-waiver letter before the Notice of Default. (Lindqvist Dep. 44:16-23.) This is Ms. Ferreira's waiver theory; Section 18.5 should answer it.

9. Termination. «TL understood that Landlord terminated the Lease itself, not just possession.»‹polarity|block|polarity|dep:45:2-4|› (Lindqvist Dep. 45:2-4.)

10. Surrender and condition. Copper Kettle left on «January 10, 2025»‹date|pass||dep:45:5-8|January 10th, 2025›, and TL collected two keys and one fob. (Lindqvist Dep. 45:5-8.) She saw grease residue and a broken walk-in cooler door but has no final repair number. (Id. 45:9-15.) She described the hood system «as "in good shape."»‹quote_fabricated|block||dep:45:10-11|in good shape› (Id. 45:10-11.)

11. Security deposit. TL said the «$14,200 deposit was applied on February 14 (Lindqvist Dep. 45:20)»‹transcript_cite_wrong_lines|block||dep:45:20|February 14th›.

12. Reletting. The space was listed with Cache Peak Commercial on January 20 at «"twenty-six dollars a foot, triple net"»‹quote_across_lines|pass||dep:45:20-21|twenty-six dollars a foot, triple net› (Lindqvist Dep. 45:18-21); there have been three showings (id. 46:1) and one letter of intent, from a yoga studio that wanted eight months free, which ownership refused (id. 46:2-4). The space is vacant, and the asking rent has not been reduced. (Id. 46:5-8.)

13. Estoppel. The estoppel was for the Front Range Federal refinancing, and Ms. Okafor signed it on August 16, 2024. (Lindqvist Dep. 46:9-14.) TL testified that the estoppel flagged the CAM dispute in «Paragraph 6»‹identifier|block||dep:46:15-17|Paragraph 6› and that Keystone did not object. (Id. 46:15-17.) After August 16, she told Ms. Okafor «"we stood by the number."»‹quote|pass||dep:46:24› (Id. 46:24.)

14. 2024 reconciliation. Not yet done; TL expects lower 2024 numbers because «"the parking lot work was a 2023 item."»‹quote_across_lines|pass||dep:47:2-3|the parking lot work was a 2023 item› (Lindqvist Dep. 46:25-47:3.)

15. Authority. TL signs notices as Keystone's agent under the management agreement, and testified that «"[a]nything over ninety days has to go to Mr. Ashby."»‹quote_altered|block||dep:47:12-13|nything over ninety days› (Lindqvist Dep. 47:10-13.)

16. Redirect. On Nat's questions, TL said Copper Kettle was current before September 2024 «"[e]xcept for the July payment, which came in a few days late."»‹quote_bracket|pass||dep:47:22-23|xcept for the July payment, which came in a few days late› (Lindqvist Dep. 47:19-24.) The recess ran from «11:52 a.m. to 12:01 p.m.»‹time|pass||dep:47:16› (Id. 47:16.)

17. Exhibits. «Ms. Ferreira also marked the Summit Paving bid package as Exhibit 12»‹fabricated|block||›, which we have not seen; we should ask for it.

Comment: TL was a good witness overall. The soft spots are the bid documents she never sent and the partial payments Keystone took before the notice.
"""

# ----------------------------------------------------------------------------------------------------------------
# H. landlord's reply
DRAFTS["plaintiff_reply"] = (CAPTION % PLAINTIFF_COUNSEL) + """
PLAINTIFF'S REPLY IN SUPPORT OF MOTION FOR SUMMARY JUDGMENT
__________________________________________________________________

Copper Kettle's Response rests on three theories — a disputed reconciliation, waiver, and mitigation — and the record defeats each. Citations to the deposition of Theresa Lindqvist (Mar. 27, 2025) are to "Lindqvist Dep."

I. The estoppel certificate forecloses Copper Kettle's new defenses.

On August 16, 2024, Copper Kettle certified to Landlord and its lender, Front Range Federal Savings Bank, that the Lease «"is in full force and effect"»‹quote_ocr|pass||D4.p1› ({D4.p1}) and that «"Tenant has no defenses, offsets or counterclaims against Landlord,"»‹quote_ocr|pass||D4.p2|Tenant has no defenses, offsets or counterclaims against Landlord› with a single exception: the 2023 reconciliation charge of «$3,040.49»‹amount_ocr|block||D4.p2›. ({D4.p2}.) Section 22.1 provides that such a certificate "may be relied upon by Landlord and any prospective lender or purchaser." ({D1.p7}.)

Copper Kettle certified current monthly Base Rent of $5,774.67 and a monthly Operating Expense estimate of «$1,983.33»‹amount_ocr|block||D4.p1›, and that «"[n]o Rent has been paid more than one (1) month in advance."»‹quote_bracket_ocr|pass||D4.p1|o Rent has been paid more than one (1) month in advance› (Ex. 4 at 1.) It also certified that it held «two (2) options to extend»‹count_ocr|block||D4.p2|two (2) option› the Term (id. at 2), and Ms. Okafor signed as Copper Kettle's «Vice President»‹title_ocr|block||D4.p2›. (Id.) Nowhere did Copper Kettle suggest that the parking lot work was a capital expense.

II. Accepting partial payments waived nothing.

The Lease answers the waiver argument in two sentences:

        «Landlord's acceptance of a partial payment of Rent shall not be deemed an accord and satisfaction or a waiver of any default . . . . No waiver by Landlord of any provision of this Lease shall be effective unless in writing signed by Landlord.»‹block_quote_ellipsis|pass||D1.p6|Landlord's acceptance of a partial payment of Rent shall not be deemed an accord and satisfaction or a waiver of any default&&No waiver by Landlord of any provision of this Lease shall be effective unless in writing signed by Landlord›

({D1.p6}, § 18.5.) The December 12 letter confirmed that Landlord accepted the November 22 payment «"without waiving the default."»‹quote|pass||D9.p1› ({D9.p1}.) Copper Kettle's reading of the Notice of Default depends on an ellipsis that removes the word "not."

III. Copper Kettle never invoked its audit right.

Section 6.5 required a written request «"within ninety (90) days after receipt of an annual statement."»‹quote|pass||D1.p3› ({D1.p3}.) Copper Kettle never requested a formal audit. (Lindqvist Dep. 43:16-18.) Its capital-expense theory surfaces in Ms. Okafor's e-mail of «November 14, 2024»‹date_header|pass||D7.p1|14 Nov 2024›. ({D7.p1}.)

And the work was maintenance. The Summit Paving invoice, No. «23-1178»‹identifier|block||D3.p2›, covered crack sealing, seal coating, restriping and curb stops, and «"[n]o paving was removed or replaced."»‹quote_bracket|pass||D3.p2|o paving was removed or replaced› ({D3.p2}.) As Ms. Lindqvist explained, "[s]eal coating is something you do every few years." (Lindqvist Dep. 43:9-10.) «She also testified that the 2024 reconciliation has already been completed and shows lower costs.»‹polarity|block|polarity|dep:46:25-47:3|› (Id. 46:25-47:3.) After August 16, 2024, Keystone told Ms. Okafor «"we stood by the number." (Lindqvist Dep. 46:20-21.)»‹transcript_cite_wrong_lines|block||dep:46:20-21|stood by the number›

IV. Landlord has mitigated.

Landlord listed the Premises on «January 27, 2025»‹date|block||dep:45:18-21|January 27›, (Lindqvist Dep. 45:18-21), and has shown the space three times. (Id. 46:1.) Section 18.4 does not require Landlord «"to relet at less than the then-prevailing market rent"»‹quote|pass||D1.p6› ({D1.p6}), and no reasonable landlord must accept a tenant that demands «six months of free rent»‹count|block||dep:46:2-4|six months›. (Lindqvist Dep. 46:2-4.) The duty is one of reasonable efforts, not guaranteed results. «Schneiker v. Gordon, 732 P.2d 603, 610 (Colo. 1987)»‹authority|pass||›. And a dispute is "genuine" only if a reasonable factfinder could return a verdict for the nonmoving party. «Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986)»‹authority_unlisted|block||›.

V. The late charges are, if anything, understated.

Copper Kettle does not dispute that Keystone charged five percent of each month's scheduled charges, not of the whole overdue balance, a method Ms. Lindqvist rightly called «"lower than what the lease allows."»‹quote|pass||dep:42:11-12|lower&&than what the lease allows› (Lindqvist Dep. 42:10-12.)

CONCLUSION

The Court should grant the Motion and enter judgment for Landlord.

Dated: June 6, 2025.

PRUITT CAMDEN LLC
/s/ Nathaniel B. Pruitt
Nathaniel B. Pruitt, Atty. Reg. No. 41872

CERTIFICATE OF SERVICE

I certify that on June 6, 2025, I served the foregoing reply through Colorado Courts E-Filing on «Carmen Ferreira, Ferreira Lowe PLLC»‹boilerplate_name|block||D10.p1|Carmen Ferreira›, counsel for Defendants.

/s/ Alicia Moreno-Kent
"""

# ----------------------------------------------------------------------------------------------------------------
# I. tenant principal's declaration
DRAFTS["okafor_declaration"] = (CAPTION % DEFENSE_COUNSEL) + """
DECLARATION OF MARISOL OKAFOR IN OPPOSITION TO PLAINTIFF'S MOTION FOR SUMMARY JUDGMENT
__________________________________________________________________

I, Marisol Okafor, declare:

1. I am the President of Copper Kettle Bakehouse, Inc. ("Copper Kettle"). I signed the Lease for Copper Kettle on «March 14, 2022»‹date|pass||D1.p7›, and I signed a Guaranty of Lease the same day. ({D1.p7}.) Copper Kettle paid a Security Deposit of «$12,400.00»‹amount|block||D1.p1›. ({D1.p1}.)

2. Copper Kettle ran a bakery and café in Suite 112 of Brightwater Plaza. In October 2023 the City closed the «westbound lanes»‹place|block||D2.p1|westbound› of Harmony Crossing Road in front of the center for utility work. ({D2.p1}.)

3. I asked Landlord for help, and «Landlord agreed to forgive»‹polarity|block|polarity|D2.p1|› $3,200.00 of Base Rent for each of January, February and March 2024. ({D2.p1}.)

4. We paid the January through June 2024 Rent in full. Our July 2024 payment, «check no. 4619»‹identifier|pass||D5.p2|Check No. 4619›, arrived on July 9, 2024, «before Keystone posted the July late charge»‹polarity_before_after|block|polarity|D5.p2|›. ({D5.p2}.)

5. On April 22, 2024, Keystone billed Copper Kettle «$3,400.49»‹amount|pass||D3.p1› for the 2023 reconciliation. ({D3.p1}.) Most of the increase was the parking lot project, which cost «$48,615.00»‹amount|block||D3.p2›. ({D3.p2}.)

6. «On May 10, 2024, I sent Keystone a written request under Section 6.5 to examine its books and records for 2023.»‹fabricated|block||›

7. Keystone sent me «one invoice from Summit Paving in June»‹paraphrase|pass||D7.p1› 2024 but never the bid or the scope of work. ({D7.p1}.)

8. When Keystone asked for an estoppel certificate for Landlord's lender, I signed it on «August 16, 2024»‹date_ocr|pass||D4.p2› and noted that Copper Kettle disputed the reconciliation. ({D4.p2}.) The certificate states that Rent had been paid through «September 30, 2024»‹date_ocr|block||D4.p1›. ({D4.p1}.)

9. By the fall of 2024 our sales were down «about 22 percent»‹percent|pass||D7.p1› from the year before. ({D7.p1}.)

10. I received Keystone's Notice of Default on November 12, 2024. (Id.) I offered to pay $6,000.00 right away and the balance over ninety days. (Id.) We paid «$6,000.00 by ACH on November 22, 2024»‹amount_date|pass||D5.p3|6,000.00&&11/22/2024›. ({D5.p3}.) Ms. Lindqvist then texted me that «ownership agreed to the 90-day plan»‹polarity|block|polarity|D8.p1|›. ({D8.p1}.)

11. «I did not receive Landlord's counsel's December 12 letter until December 19, 2024.»‹fabricated|block||›

12. On December 20, 2024, I asked Ms. Lindqvist for time until January 10 to move our equipment out, «and she agreed»‹polarity|block|polarity|D8.p1|›. ({D8.p1}.)

13. We left the keys and the fob in the drop box on «January 10, 2025»‹date_format|pass||D8.p1|01/10/2025›. (Id.) «We left the Premises broom clean and without damage.»‹polarity|block|polarity|dep:45:9-13|› (See Deposition of Theresa Lindqvist ("Lindqvist Dep.") 45:9-13.)

14. «The kitchen hood system we left behind is worth more than $20,000.»‹fabricated|block||›

«I declare under penalty of perjury under the law of Colorado that the foregoing is true and correct.»‹jurat|pass||›

Executed on May 22, 2025, at Loveland, Colorado.

/s/ Marisol Okafor
Marisol Okafor
"""

MARK = re.compile(r"«(.*?)»‹(.*?)›", re.S)


def parse(raw):
    """Return (text, claims, pins) for a marked-up draft."""
    out, claims, pins, pos = [], [], [], 0
    for m in MARK.finditer(raw):
        out.append(raw[pos:m.start()])
        ctext = m.group(1)
        fields = m.group(2).split("|")
        fields += [""] * (5 - len(fields))
        kind, expect, needs, pin, value = fields[:5]
        assert expect in ("pass", "block"), (ctext, fields)
        assert needs in ("", "polarity", "model"), (ctext, fields)
        out.append(ctext)
        claims.append({"text": ctext, "kind": kind, "expect": expect, **({"needs": needs} if needs else {})})
        pins.append({"pin": pin, "value": value})
        pos = m.end()
    out.append(raw[pos:])
    text = "".join(out)
    assert "«" not in text and "‹" not in text and "»" not in text and "›" not in text, "stray marker"
    return text, claims, pins


def build():
    drafts, allpins = {}, {}
    for prefix, (name, raw) in zip("ABCDEFGHI", DRAFTS.items()):
        text, claims, pins = parse(raw)
        for i, c in enumerate(claims, 1):
            c["id"] = f"{prefix}{i:02d}"
        claims = [{"id": c["id"], "text": c["text"], "kind": c["kind"], "expect": c["expect"],
                   **({"needs": c["needs"]} if "needs" in c else {})} for c in claims]
        blocked = any(c["expect"] == "block" for c in claims)
        drafts[name] = {"expect_blocked": blocked, "text": text, "claims": claims}
        allpins[name] = pins
    return drafts, allpins


if __name__ == "__main__":
    drafts, _ = build()
    doc = {
        "note": "Brightwater Plaza v. Copper Kettle Bakehouse (commercial lease default; landlord v. tenant and "
                "guarantor). Matter: make_matter.py, Bates prefix LEASE, documents produced in file order D1..D10 "
                "(30 pages). D4 is an image-only scan (OCR). D10 is a deposition excerpt whose printed pages are "
                "1 and 41-47; transcript cites use those printed numbers. needs=polarity marks falsehoods made only "
                "by a negation or reversal; needs=model marks what only a reader of meaning can catch.",
        "matter_script": "make_matter.py",
        "prefix": "LEASE",
        "drafts": drafts,
    }
    (HERE / "drafts.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    n = sum(len(d["claims"]) for d in drafts.values())
    print(f"{len(drafts)} drafts, {n} claims")
