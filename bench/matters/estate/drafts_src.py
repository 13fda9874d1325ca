"""Source of the Kessler estate drafts, with inline claim markup.

A labelled claim is written  [[text|e|kind|cite]]  with optional trailing fields  |n:needs  and  |k:key.
  e     p = pass, b = block
  cite  D4.p3 / D6.p1+D7.p1 (pages that must / must not hold the key), T32:4-9 (deposition page:lines),
        calc:EXPR (the figure in the key must equal EXPR), auth (key in authorities.txt), bates (the text is a
        Bates reference that must / must not exist), nowhere (key on no page), none (not machine-checked)
  key   what is looked for; defaults to the claim text; parts joined by ~ must all be present.
build_drafts.py strips the markup into drafts.json and writes claims_meta.json for check.py.
"""

CAPTION = """SURROGATE'S COURT OF THE STATE OF NEW YORK
COUNTY OF DUTCHESS
--------------------------------------------------------------x
In the Matter of the Accounting of DANIEL R. KESSLER,
as Executor of the Last Will and Testament of
MARGARET E. KESSLER,
                                        Deceased.
--------------------------------------------------------------x"""

DRAFTS = {}

# ------------------------------------------------------------------ 1. Brandt affidavit (all true)
DRAFTS["affidavit_brandt"] = CAPTION + """
File No. [[2023-0417|p|file_number|D3.p1]]

AFFIDAVIT OF LAURA KESSLER BRANDT
IN SUPPORT OF AMENDED VERIFIED OBJECTIONS

STATE OF NEW YORK    )
                     ) ss.:
COUNTY OF DUTCHESS   )

LAURA KESSLER BRANDT, being duly sworn, deposes and says:

1. I am the daughter of Margaret E. Kessler (the "Decedent" or "my mother") and one of her three residuary beneficiaries. My brother Thomas A. Kessler and I are the Objectants in this proceeding. I make this affidavit on personal knowledge and on the documents produced in this proceeding, in support of our objections to the first account of our brother, Daniel R. Kessler (the "Executor" or "Daniel").

2. My mother died on [[February 9, 2023|p|date|D3.p1]]. ({D3.p1}.) Her Will, dated [[June 12, 2019|p|date|D1.p3]], leaves her residuary estate "[[in equal shares to my children|p|quote|D1.p1]]," and names Daniel, Tom and me. ({D1.p1}; {D1.p3}.) Letters testamentary issued to Daniel on [[April 3, 2023|p|date|D3.p1]]. ({D3.p1}.)

3. My mother was careful about her house. [[Article IV|p|article|D1.p2]] of her Will directs that it be sold "[[at a price not less than its fair market value as determined by an independent licensed appraiser|p|quote|D1.p2]]," and it forbids a sale "[[to any person having a business relationship with my Executor|p|quote|D1.p2]]" unless all of her living children consent in writing first. ({D1.p2}.)

4. On [[September 8, 2021|p|date|D2.p1]], my mother signed a First Codicil. ({D2.p1}.) Among other things it added a new paragraph (F) to [[Article VI|p|article|D2.p1]], which requires the Executor to give each of us a written statement of receipts and disbursements "[[not less than once every six (6) months after the issuance of letters|p|quote|D2.p1]]." (Id.)

5. Daniel never sent me one. On [[January 14, 2024|p|date|D10.p1|k:Jan 14, 2024]], I e-mailed him that "[[it has been nine months since you got letters|p|quote|D10.p1]]," reminded him of the codicil, and asked what had happened to Mom's Ridgeline account. ({D10.p1}.) He replied the next day, [[January 15, 2024|p|date|D10.p1|k:Jan 15, 2024]], that "[[Mom closed that years ago, there is nothing there|p|quote|D10.p1]]." (Id.)

6. That was not so. My brother found my mother's 2022 Form 1099 from Ridgeline Securities, which reported [[$6,118.40|p|amount|D10.p1]] in dividends for that year. (Id.) The statement that Ridgeline later produced under subpoena shows an account ending in [[7730|p|identifier|D8.p1]], registered to my mother individually, with "[[NONE DESIGNATED|p|quote|D8.p1]]" as its transfer-on-death beneficiary, and worth [[$241,906.33|p|amount|D8.p1]] on March 31, 2023. ({D8.p1}.) The account does not appear anywhere in Schedule A, which reports total principal of [[$577,112.21|p|amount|D13.p2]]. ({D13.p2}.)

7. Nobody asked Tom or me before the house was sold. On [[August 4, 2023|p|date|D9.p1|k:04 Aug 2023]], Daniel wrote to us that he had "[[signed a contract last week with a buyer at $489,000|p|quote|D9.p1]]," and that the buyer was "[[Greg Pell|p|name|D9.p1]]." ({D9.p1}.) He also wrote that, with no broker, "[[we save the 5% commission|p|quote|D9.p1]]." (Id.) I did not consent to that sale, in writing or otherwise.

8. The appraisal Daniel himself ordered valued the house at [[$612,000|p|amount|D4.p3]]. ({D4.p3}.) The closing statement shows a purchase price of [[$489,000.00|p|amount|D5.p1]] ({D5.p1}), which is [[$123,000|p|computed_difference|calc:612000-489000]] less than the appraised value.

9. The estate's bank statements show four cash withdrawals at the teller window between May and September 2023, totalling [[$16,500.00|p|computed_sum|calc:4000+3500+6200+2800]]. ({D6.p3}; {D7.p3}.) Daniel's own check register shows that he paid himself [[$18,500.00|p|amount|D11.p1]] by check [[1012|p|check_number|D11.p1]] and [[$7,250.00|p|amount|D11.p1]] by check [[1015|p|check_number|D11.p1]], each marked as a commission. ({D11.p1}.) I never agreed in writing to either payment.

10. For these reasons and those set out in our objections, I respectfully ask the Court to sustain the objections, surcharge the Executor, and grant such other relief as is just.

                                        /s/ Laura Kessler Brandt
                                        LAURA KESSLER BRANDT

Sworn to before me this
12th day of August, 2025

/s/ Notary Public
"""

# ------------------------------------------------------------------ 2. forensic accountant (all true)
DRAFTS["affidavit_accountant"] = CAPTION + """
File No. 2023-0417

AFFIDAVIT OF HOWARD L. MEINHARDT, CPA, CFF

STATE OF NEW YORK    )
                     ) ss.:
COUNTY OF WESTCHESTER)

HOWARD L. MEINHARDT, being duly sworn, deposes and says:

1. I am a certified public accountant licensed in New York and am certified in financial forensics. I am a principal of Meinhardt Forensic Group, White Plains, New York. Counsel for the Objectants, Castellano & Voight LLP, retained me to analyze the first account of the Executor, Daniel R. Kessler, against the estate's records. My compensation does not depend on the outcome.

2. I reviewed: the Hudson River Savings Bank statements for estate checking account no. XXXXXX6053 for the quarters ended June 30 and September 30, 2023 ({D6.first}-{D7.last}); the Executor's check register (Ex. 11, {D11.p1}); four cash receipts the Executor produced ({D12.p1}-{D12.p2}); the closing statement for 41 Orchard Ridge Road ({D5.p1}-{D5.p2}); the Nygaard appraisal ({D4.p1}-{D4.p3}); the Ridgeline Securities statement for the first quarter of 2023 ({D8.p1}-{D8.p2}); and the account itself ({D13.p1}-{D13.p4}).

A. Funding of the estate account

3. The estate account was opened with a transfer on [[April 10, 2023|p|date|D6.p1|k:04/10/2023]] of [[$84,312.57|p|amount|D6.p1]] from the Decedent's own account ending 4418. ({D6.p1}.) Schedule A reports the same sum as the first item of principal. ({D13.p2}.)

B. Cash withdrawals

4. The statements show four teller withdrawals of cash, none of which corresponds to a check:

   Date                  Amount        Bates
   May 10, 2023          [[$4,000.00|p|amount|D6.p1]]       {D6.p1}
   June 22, 2023         [[$3,500.00|p|amount|D6.p2]]       {D6.p2}
   July 14, 2023         [[$6,200.00|p|amount|D7.p1]]       {D7.p1}
   September 5, 2023     [[$2,800.00|p|amount|D7.p2]]       {D7.p2}
   Total                 [[$16,500.00|p|computed_sum|calc:4000+3500+6200+2800]]

5. In Schedule C the Executor reports a single line, "[[Cash - property upkeep (see receipts)|p|quote|D13.p3]]," in the identical sum of [[$16,500.00|p|amount|D13.p3]]. ({D13.p3}.)

6. The only support produced is four handwritten receipts: [[$1,200.00|p|amount_ocr|D12.p1]] from a hauling company dated [[6/24/23|p|date_ocr|D12.p1]]; $850.00 for lawn mowing and gutters; $185.00 from [[Rhinebeck Lock & Key|p|name_ocr|D12.p2]]; and $600.00 for furniture removal. ({D12.p1}-{D12.p2}.) Together they come to [[$2,835.00|p|computed_sum|calc:1200+850+185+600]]. That leaves [[$13,665.00|p|computed_difference|calc:16500-2835]] of cash withdrawn from the estate account with no document of any kind to show where it went. The receipts support roughly [[17.2%|p|computed_percent|calc:round(2835/16500*100,1)]] of the cash.

C. Sale of the residence

7. The closing statement reports a purchase price of [[$489,000.00|p|amount|D5.p1]], no real estate broker, and a contract date of [[July 28, 2023|p|date|D5.p1]]. ({D5.p1}.) Seller charges were [[$4,956.00|p|amount|D5.p2]], consisting of transfer tax of $1,956.00, the seller's attorney's fee of $2,750.00 and $250.00 of recording fees; after a school-tax credit of $3,412.18 ({D5.p1}), net proceeds were [[$487,456.18|p|amount|D5.p2]]. ({D5.p2}.) The wire posted to the estate account on August 30, 2023. ({D7.p1}.)

8. Measured against the appraised value of $612,000 (Ex. 4 at 3, {D4.p3}), the price was [[$123,000|p|computed_difference|calc:612000-489000]] lower, a discount of about [[20.1%|p|computed_percent|calc:round(123000/612000*100,1)]]. The three comparable sales in the appraisal adjusted to values between $609,200 and [[$618,900|p|amount|D4.p2]]. (Ex. 4 at 2, {D4.p2}.) The contract was signed [[101 days|p|computed_days|calc:days('2023-04-18','2023-07-28')]] after the appraisal's effective date of [[April 18, 2023|p|date|D4.p1]]. ({D4.p1}.)

D. Commissions

9. The register records check 1012 dated [[10/02/2023|p|date|D11.p1]] for $18,500.00 and check 1015 dated 02/01/2024 for $7,250.00, both payable to the Executor and described as commissions, for a total of [[$25,750.00|p|computed_sum|calc:18500+7250]]. ({D11.p1}; see also {D13.p4}.)

10. Schedule I computes commissions at a flat "[[Commission at 5%|p|quote|D13.p4]]" of [[$28,855.61|p|amount|D13.p4]] on Schedule A principal of $577,112.21. ({D13.p4}.) The statute is graduated. Applying the rates of [[SCPA 2307|p|statute|auth|n:authorities.txt|k:2307]] (5% of the first $100,000, 4% of the next $200,000 and 3% of the next $700,000) to the same base yields [[$21,313.37|p|computed_commission|calc:100000*.05+200000*.04+277112.21*.03]]. On the Executor's own figures he has therefore already taken [[$4,436.63|p|computed_difference|calc:25750-21313.37]] more than the full statutory commission, before any judicial settlement.

E. Ridgeline Securities account

11. The Ridgeline statement reports an ending value of [[$241,906.33|p|amount|D8.p1]] on March 31, 2023, up from $237,845.19 at January 1, 2023, with $1,204.66 of dividends credited during the quarter. ({D8.p1}-{D8.p2}.) Ridgeline logged notice of the owner's death on [[02/21/2023|p|date|D8.p2]] and changed the mailing address at the Executor's request on [[03/06/2023|p|date|D8.p2]]. ({D8.p2}.) Had the account been reported, Schedule A would have shown principal of at least [[$819,018.54|p|computed_sum|calc:577112.21+241906.33]].

12. The estate account held [[$473,317.69|p|amount|D7.p1]] at September 30, 2023 ({D7.p1}), after partial distributions of $25,000.00 each to Laura Kessler Brandt and Thomas A. Kessler by checks 1010 and 1011. ({D7.p2}; {D11.p1}.)

                                        /s/ Howard L. Meinhardt
                                        HOWARD L. MEINHARDT, CPA, CFF

Sworn to before me this
11th day of August, 2025

/s/ Notary Public, State of New York
"""

# ------------------------------------------------------------------ 3. deposition digest (all true)
DRAFTS["deposition_digest"] = """CASTELLANO & VOIGHT LLP
PRIVILEGED AND CONFIDENTIAL - ATTORNEY WORK PRODUCT

MEMORANDUM

TO:      Miriam Castellano
FROM:    R. Okafor, Associate
DATE:    July 22, 2025
RE:      Matter of Kessler, File No. 2023-0417 - Digest of SCPA 2211 examination of Daniel R. Kessler

The Executor was examined on [[July 15, 2025|p|date|D14.p1]] at our Poughkeepsie office ({D14.p1}); Peter J. Linwood defended. We have the excerpt at pages 31 through 36 ({D14.p2}-{D14.p7}), cited below as "Kessler Dep." by page and line.

I. The house

- Received the Nygaard appraisal in "[[Late April of 2023|p|transcript_quote|T31:4]]." (Kessler Dep. 31:2-4.) Agreed the appraised value was $612,000. (Id. at [[31:5-6|p|transcript_cite|T31:5-6|k:612,000]].)
- Never listed the house with a broker and never put it on the multiple listing service. (Id. at [[31:7-12|p|transcript_cite|T31:7-12|k:multiple listing]].)
- Pell approached him: "[[Greg called me in June|p|transcript_quote|T31:14]]," offering to take the house as is, for cash, with a quick closing. (Id. at 31:13-16.)
- Has known Pell "[[Since high school|p|transcript_quote|T31:18]]." (Id. at 31:17-18.) The two are co-members of an LLC, "[[Taconic Lakes Holdings|p|transcript_quote|T31:20-21]]," which owns a hunting camp in Columbia County, and have been since about 2017. (Id. at [[31:19-24|p|transcript_cite|T31:19-24|k:hunting camp]].) Still co-members in 2023. (Id. at 31:25-32:1.)
- Pell paid [[$489,000|p|transcript_amount|T32:3]]. (Id. at 32:2-3.) When asked to confirm the house went for $123,000 below the appraisal, he said: "I haven't done the math, but if you say so." (Id. at [[32:4-6|p|transcript_cite|T32:4-6|k:123,000]].)
- Explains the price by the roof, but got no written estimate: "[[Not in writing. Greg looked at it.|p|transcript_quote|T32:10]]" (Id. at 32:7-11.) No other offer was obtained. (Id. at 32:14-15.)
- Did not ask his siblings for written consent; "[[I told them by e-mail.|p|transcript_quote|T32:19]]" (Id. at 32:16-19.) Contract dated July 28; the e-mail went out about a week later, on [[August 4th|p|transcript_date|T32:23]]. (Id. at 32:20-24.) Neither sibling consented in writing. (Id. at 32:25-33:1.)

II. Payments to Pell and cash

- Check 1008 for $3,200 to Pell, dated July 11, 2023, was for porch steps and deck rot before the closing; there is no invoice: "[[No, I just paid him.|p|transcript_quote|T33:10]]" (Id. at 33:2-10.)
- Concedes four counter withdrawals totalling [[$16,500|p|transcript_amount|T33:15]]. (Id. at [[33:11-16|p|transcript_cite|T33:11-16|k:four counter withdrawals]].) Says the cash went to upkeep because "People want cash." (Id. at 33:17-19.)
- Produced receipts of only [[$2,835|p|transcript_amount|T33:21]]; for the rest, "[[Some of it I kept track of in my head.|p|transcript_quote|T33:22-23]]" (Id. at 33:20-23.) Denies keeping any of the cash. (Id. at 33:24-25.)

III. Commissions

- Check 1012, October 2, 2023, $18,500, was "My executor's commission." (Id. at 34:1-4.) Check 1015, February 1, 2024, [[$7,250|p|transcript_amount|T34:6]], was the rest of it. (Id. at 34:5-7.)
- No court order before either payment: "[[I didn't know I needed one.|p|transcript_quote|T34:10]]" (Id. at [[34:8-10|p|transcript_cite|T34:8-10|k:order of the Surrogate's]].) No written consent from either sibling. (Id. at 34:11-13.)
- Took "[[five percent of what I thought the estate would be|p|transcript_quote|T34:16-17]]," on the advice of someone he cannot identify, "Somebody at the bank," maybe. (Id. at [[34:14-20|p|transcript_cite|T34:14-20|k:five percent]].) Has not read Article VII closely (id. at 34:21-23) and has repaid none of the [[$25,750|p|transcript_amount|T34:24]]. (Id. at 34:24-25.)

IV. Ridgeline

- Admits the Decedent had a Ridgeline account ending in 7730. (Id. at 35:1-5.) In March 2023 had its mailing address changed to his house in Red Hook and received the statements. (Id. at [[35:6-11|p|transcript_cite|T35:6-11|k:I got them, yes]].)
- Left it out of Schedule A because he "[[thought it was a TOD account|p|transcript_quote|T35:15]]." (Id. at 35:12-16.) Conceded the statement reads "NONE DESIGNATED." (Id. at [[35:17-19|p|transcript_cite|T35:17-19|k:NONE DESIGNATED]].)
- Does not remember writing that his mother had closed the account. (Id. at 35:20-23.) Believes it is still open; "I haven't touched it." (Id. at 35:24-25.) Puts its value at "[[Around two-forty|p|transcript_quote|T36:2]]." (Id. at 36:1-3.)

V. Codicil statements

- Never gave the six-month statements the codicil requires; "[[I was going to put it all in the accounting.|p|transcript_quote|T36:10-11]]" (Id. at 36:7-11.) The first written accounting was the account verified on [[March 17, 2025|p|transcript_date|T36:13-14|k:March 17, 2025]]. (Id. at 36:12-15.)
- On Schedule J, paragraph 3: "[[I don't think Laura asked in writing.|p|transcript_quote|T36:22]]" (Id. at [[36:19-22|p|transcript_cite|T36:19-22|k:Schedule J]].) The January 2024 e-mails were marked as Exhibit 14. (Id. at 36:23-25.)
"""

# ------------------------------------------------------------------ 4. amended verified objections (mixed)
DRAFTS["verified_objections"] = CAPTION + """
File No. 2023-0417

AMENDED VERIFIED OBJECTIONS TO THE FIRST ACCOUNT OF THE EXECUTOR

Laura Kessler Brandt and Thomas A. Kessler (the "Objectants"), residuary beneficiaries under the Last Will and Testament of Margaret E. Kessler (the "Decedent"), by their attorneys Castellano & Voight LLP, object as follows to the First Account of Proceedings of Daniel R. Kessler (the "Executor"), verified [[March 7, 2025|b|date_altered|D13.p4]] ({D13.p4}), for the period February 9, 2023 through [[December 31, 2025|b|date_altered|D13.p1]] ({D13.p1}) (the "Account"):

OBJECTION 1 - Schedule A omits the Ridgeline Securities account

1. Schedule A omits the Decedent's brokerage account at Ridgeline Securities LLC, account no. XXXX-[[7730|p|identifier|D8.p1]], which was worth [[$249,106.33|b|amount_altered|D8.p1|k:249,106.33]] on March 31, 2023. ({D8.p1}.)

2. The account was titled in the Decedent's individual name, and its statement shows the transfer-on-death designation as "[[NONE DESIGNATED|p|quote|D8.p1]]." (Id.) The Executor's sworn statement in Schedule J that the Decedent "[[did not own any securities or brokerage accounts at the time of her death|p|quote|D13.p4]]" is therefore false. ({D13.p4}.)

3. Ridgeline recorded notice of the Decedent's death on [[February 12, 2023|b|date_altered|D8.p2|k:02/12/2023]] and, at the Executor's request, changed the mailing address on the account to his home in [[Rhinebeck|b|place_altered|D8.p1+D8.p2]]. ({D8.p1}-{D8.p2}.) The Executor admitted that he received the statements. (Kessler Dep. [[35:1-3|b|transcript_wrong_lines|T35:1-3|k:I got them]].)

OBJECTION 2 - Schedule C: unsupported cash disbursements

4. Schedule C claims [[$16,500.00|p|amount|D13.p3]] for "cash - property upkeep." ({D13.p3}.) The estate account shows [[five|b|count_altered|D6.p3+D7.p3|k:Total counter withdrawals: 5]] counter withdrawals of cash between [[May 10, 2023|p|date|D6.p1|k:05/10/2023]] and [[September 25, 2023|b|date_altered|D7.p2|k:09/25/2023]]. ({D6.p1}-{D7.p3}.)

5. The receipts produced total [[$2,385.00|b|computed_sum_wrong|calc:1200+850+185+600]] ({D12.p1}-{D12.p2}), leaving [[$14,665.00|b|computed_wrong|calc:16500-2835]] unaccounted for. The Executor conceded that he "[[never got a receipt|b|transcript_misquote|T33:22]]." (Kessler Dep. 33:22.)

OBJECTION 3 - Schedule C: payment to the purchaser

6. Schedule C includes check [[1008|p|check_number|D13.p3]], dated [[July 17, 2023|b|date_altered|D13.p3|k:07/17/2023]], for [[$3,200.00|p|amount|D13.p3]] payable to Gregory T. Pell, the purchaser of the residence. ({D13.p3}.) No invoice exists. (Kessler Dep. [[33:19-20|b|transcript_wrong_lines|T33:19-20|k:I just paid him]].)

OBJECTION 4 - Sale of the residence below appraised value to the Executor's associate

7. By contract dated [[July 18, 2023|b|date_altered|D5.p1]], the Executor sold 41 Orchard Ridge Road to Gregory T. Pell for [[$489,000.00|p|amount|D5.p1]], with no broker and no marketing. ({D5.p1}.) Nygaard Appraisal Group had appraised the property at [[$621,000|b|amount_transposed|D4.p3]] as of [[April 28, 2023|b|date_altered|D4.p3]]. ({D4.p3}.)

8. [[Article IV|p|article|D1.p2]](B) of the Will bars a sale of the residence to "any person having a business relationship with my Executor, without the [[prior written consent|p|quote|D1.p2]] of all of my then living children." ({D1.p2}.) The Executor and Mr. Pell are co-members of [[Taconic Ridge Holdings|b|transcript_name_altered|T31:20-21]] (Kessler Dep. 31:19-24), and neither Objectant consented in writing. (Id. at [[32:2-3|b|transcript_wrong_lines|T32:2-3|k:written consent]].)

9. The Executor told his siblings of the sale by e-mail dated [[August 14, 2023|b|date_altered|D9.p1|k:14 Aug 2023]], after the contract was signed. ({D9.p1}.)

OBJECTION 5 - Commissions taken in advance and in excess of statute

10. The Executor paid himself [[$18,050.00|b|amount_altered|D11.p1|k:18,050.00]] by check [[1012|p|check_number|D11.p1]] on October 2, 2023, and [[$7,520.00|b|amount_transposed|D11.p1|k:7,520.00]] by check 1015 on [[February 1, 2023|b|date_altered|D11.p1|k:02/01/2023]]. ({D11.p1}.) He obtained no order under [[SCPA 2310|p|statute|auth|n:authorities.txt|k:2310]], and [[Article VII|p|article|D1.p3]] of the Will independently forbids any advance commission absent the children's written consent or a court order. ({D1.p3}.)

11. Schedule I computes commissions at a flat [[6%|b|rate_altered|D13.p4]] of Schedule A principal, rather than at the graduated statutory rates. ({D13.p4}.)

OBJECTION 6 - Failure to furnish semiannual statements

12. Paragraph (F) of [[Article VI|p|article|D2.p1]], added by the First Codicil dated [[September 8, 2022|b|date_altered|D2.p1]], required the Executor to deliver written statements to each child [[not less than once every three (3) months|b|number_altered|D2.p1]]. ({D2.p1}.) He delivered none. (Kessler Dep. [[36:1-3|b|transcript_wrong_lines|T36:1-3|k:every six]].)

13. Schedule J, paragraph 3, asserts that "[[No statement of receipts and disbursements was ever requested by any beneficiary|b|misquote_insertion|D13.p4]]." ({D13.p4}.) Objectant Brandt asked for exactly that by e-mail on [[January 4, 2024|b|date_altered|D10.p1|k:Jan 4, 2024]]. ({D10.p1}.)

WHEREFORE, the Objectants ask that the Court (a) deny the Account as filed; (b) direct the Executor to account for the Ridgeline account; (c) surcharge the Executor for the unexplained cash, the payment to Mr. Pell, and the loss on the sale of the residence, with interest; (d) direct the refund of all commissions taken, with interest; and (e) grant such other relief as is just.

Dated: Poughkeepsie, New York
       August 12, 2025
                                        CASTELLANO & VOIGHT LLP
                                        By: /s/ Miriam Castellano
                                        55 Market Street
                                        Poughkeepsie, New York 12601
                                        Attorneys for Objectants

VERIFICATION

STATE OF NEW YORK, COUNTY OF DUTCHESS, ss.:

LAURA KESSLER BRANDT, being duly sworn, says that she is one of the Objectants, that she has read the foregoing Amended Verified Objections, and that they are true to her own knowledge, except as to matters stated on information and belief, which she believes to be true.

/s/ Laura Kessler Brandt
Sworn to before me on August 12, 2025.
/s/ Notary Public

TO: LINWOOD & CRANE LLP, Attorneys for the Executor, 240 Main Street, Poughkeepsie, New York 12601
"""

# ------------------------------------------------------------------ 5. memorandum of law (mixed)
DRAFTS["memorandum_surcharge"] = CAPTION + """
File No. 2023-0417

MEMORANDUM OF LAW IN SUPPORT OF OBJECTANTS' MOTION
FOR PARTIAL SUMMARY JUDGMENT SURCHARGING THE EXECUTOR

PRELIMINARY STATEMENT

Within five months of receiving letters, the Executor sold his mother's house to a friend and fellow LLC member for $123,000 less than the appraisal he had ordered, withdrew $16,500 in cash that he cannot account for, and paid himself $25,750 in commissions that neither his siblings nor this Court approved. He also left a brokerage account worth more than $240,000 out of his account altogether. The material facts come from his own documents and his own testimony.

STATEMENT OF FACTS

A. The Will and the Codicil

The Decedent, Margaret E. Kessler, died on [[February 9, 2023|p|date|D3.p1]]. ({D3.p1}.) Her Will left the residue in equal thirds to her three children. ({D1.p1}.) It required that the house be sold "[[at a price not less than its fair market value as determined by an independent licensed appraiser|b|quote_wrong_pin|D1.p1]]." ({D1.p1}.) It further provided that the Executor "[[shall not pay to himself any commission ... unless all of my children consent in writing|p|quote_ellipsis|D1.p3|k:shall not pay to himself any commission~unless all of my children consent in writing]] or the Surrogate's Court so orders." (Will art. VII, {D1.p3}.) The Court issued letters to the Executor on [[March 29, 2023|b|date_wrong_event|none|n:model]]. ({D3.p1}.)

B. The sale of 41 Orchard Ridge Road

The Executor's appraiser, Carol A. Nygaard, SRA, valued the house at "[[SIX HUNDRED TWELVE THOUSAND DOLLARS ($612,000)|p|quote_value_words|D4.p3]]" as of April 18, 2023. (Ex. 4 at 3, {D4.p3}.) She described a four-bedroom Colonial of [[2,430|b|number_transposed|D4.p1]] square feet on [[2.8 acres|b|measure_altered|D4.p1]]. (Ex. 4 at 1, {D4.p1}.) As to the roof, she found that "[t]he asphalt shingle roof covering is [[approximately 15 years old|p|quote_bracket|D4.p2|k:asphalt shingle roof covering is approximately 15 years old]]" and that "[[no active leaks|p|quote|D4.p2]] or water staining were observed at the time of inspection." (Ex. 4 at 2, {D4.p2}.) The appraisal estimated an exposure time of [[30 to 60 days|b|measure_altered|D4.p2]] if the house were listed with a broker. (Id.)

The Executor never listed the house. (Kessler Dep. [[31:1-3|b|transcript_wrong_lines|T31:1-3|k:broker]].) His longtime friend Gregory T. Pell, [[a licensed real estate appraiser|b|invented_fact|none|n:model]], called him in June (id. at [[31:17-18|b|transcript_wrong_lines|T31:17-18|k:in June]]), and on July 28, 2023 the two signed a contract at [[$498,000|b|amount_transposed|D5.p1|k:498,000.00]]. ({D5.p1}.) The closing took place on [[August 3, 2023|b|date_altered|D5.p1]] at the offices of the Executor's own counsel. (Id.) The price was [[$123,000|p|computed_difference|calc:612000-489000]], or [[21.1%|b|computed_percent_wrong|calc:round(123000/612000*100,1)]], below the appraised value. The only justification the Executor offers is the buyer's own opinion that the roof needed replacement. (Kessler Dep. [[32:9-13|p|transcript_cite|T32:9-13|k:Greg looked at it]].) Mr. Pell is no stranger: the two men have been members of the same LLC since about 2017. (Id. at [[32:19-24|b|transcript_wrong_page|T32:19-24|k:2017]].)

The Executor told his siblings only after the fact, in an e-mail that announced the buyer as "Greg Pell - you remember him from high school." ({D9.p1}.) That e-mail went out [[eight days|b|computed_days_wrong|calc:days('2023-07-28','2023-08-04')]] after he signed the contract. (Compare {D5.p1} with {D9.p1}.) It also asserted that "[[the roof is shot and the appraisal was optimistic|b|misquote_omission|D9.p1]]." ({D9.p1}.)

C. The cash withdrawals

Between May 10 and September 5, 2023, the Executor made four teller [[deposits|b|polarity|none|n:polarity]]: $4,000.00, $3,500.00, $6,200.00 and [[$2,600.00|b|amount_altered|D6.p1+D6.p2+D6.p3+D7.p1+D7.p2|k:2,600.00]]. ({D6.p1}-{D7.p2}.) He produced receipts for [[$2,835.00|p|computed_sum|calc:1200+850+185+600]] in all. ({D12.p1}-{D12.p2}.) As for the rest, he "[[kept track of [it] in [his] head|p|quote_bracket_transcript|T33:23|k:kept track of~head]]." (Kessler Dep. 33:22-23.)

D. The commissions

The Executor wrote himself check 1012 for [[$18,500.00|p|amount|D11.p1]] on [[October 12, 2023|b|date_altered|D11.p1|k:10/12/2023]] and check 1015 for $7,250.00 on February 1, 2024. ({D11.p1}.) He sought no order and no consent, because he "[[didn't know [he] needed one|p|quote_bracket_transcript|T34:10|k:didn't know~needed one]]." (Kessler Dep. [[34:8-10|p|transcript_cite|T34:8-10|k:needed one]].) His Schedule I claims commissions of [[$28,585.61|b|amount_transposed|D13.p4|k:28,585.61]], computed at a flat [[5%|p|rate|D13.p4|k:5%]]. ({D13.p4}.)

E. The Ridgeline account

Ridgeline received notice of the death on February 21, 2023, restricted the account, and [[processed a transfer out of the account in March 2023|b|polarity|none|n:polarity]]. ({D8.p2}.) On [[March 16, 2023|b|date_altered|D8.p2|k:03/16/2023]], at the Executor's request, it redirected the statements to his home. (Id.) The account held [[$241,906.33|p|amount|D8.p1]] at the end of the quarter. ({D8.p1}.) Ten months later, the Executor told his sister that their mother "[[closed that years ago|p|quote|D10.p1]]." ({D10.p1}.)

ARGUMENT

POINT I
THE EXECUTOR'S SALE TO HIS BUSINESS ASSOCIATE BREACHED THE WILL AND HIS DUTY OF UNDIVIDED LOYALTY

A fiduciary who deals with estate property for the benefit of someone with whom he is aligned violates the duty of undivided loyalty, and the good faith of the transaction is no defense. Matter of Rothko, [[43 N.Y.2d 305|p|case|auth|n:authorities.txt]] (1977). Where, as in Rothko, estate property is disposed of to an interested party at an inadequate price, the court may surcharge the fiduciary for the loss. The Will here made the rule explicit: a sale to any person having a business relationship with the Executor required the written consent of every child. ({D1.p2}.) The Executor obtained none. (Kessler Dep. 32:25-33:1.)

The measure of the loss is at least the difference between the appraised value and the price, $123,000. See Matter of Janes, [[90 N.Y.2d 141|b|case_altered_page|auth]] (1997) (fiduciary surcharged for the value lost through imprudent administration); Matter of Donner, [[82 N.Y.2d 574|p|case|auth|n:authorities.txt]] (1993). See also Matter of Halvorsen, [[211 A.D.3d 1174|b|case_invented|auth]] (2d Dep't 2022).

POINT II
THE EXECUTOR MUST BE SURCHARGED FOR THE UNDOCUMENTED CASH

A fiduciary bears the burden of proving that his disbursements were proper. Against $16,500 in cash withdrawals, the Executor has documented [[$2,835.00|p|computed_sum|calc:1200+850+185+600]]; the balance of [[$13,665.00|p|computed_difference|calc:16500-2835]] should be surcharged. The check to the purchaser, [[$3,600.00|b|transcript_amount_altered|T33:2-10|k:3,600]], for repairs made before Mr. Pell bought the house and without any invoice, should be surcharged as well. (Kessler Dep. 33:2-10.)

POINT III
THE ADVANCE COMMISSIONS MUST BE REFUNDED

No fiduciary may pay himself commissions in advance of the settlement of his account without a court order. SCPA [[2310|p|statute|auth|n:authorities.txt]]. The Will imposed the same rule. ({D1.p3}.) The Executor took [[$25,750.00|p|computed_sum|calc:18500+7250]] without an order, and at graduated statutory rates his full commission on the principal he reported would be only [[$23,113.37|b|computed_commission_wrong|calc:100000*.05+200000*.04+277112.21*.03]]. SCPA [[2307|p|statute|auth|n:authorities.txt]]. He should be directed to refund the $25,750.00 with interest, and his commissions should be denied or reduced on settlement.

CONCLUSION

The motion should be granted.

Dated: Poughkeepsie, New York
       September 3, 2025
                                        CASTELLANO & VOIGHT LLP
                                        By: /s/ Miriam Castellano
                                        Attorneys for Objectants

CERTIFICATE OF SERVICE

I certify that on September 3, 2025, I served this memorandum by e-mail and first-class mail on Peter J. Linwood, Esq., Linwood & Crane LLP, 240 Main Street, Poughkeepsie, New York 12601, attorneys for the Executor.

/s/ R. Okafor
"""

# ------------------------------------------------------------------ 6. executor's reply affidavit (mixed)
DRAFTS["executor_reply_affidavit"] = CAPTION + """
File No. 2023-0417

AFFIDAVIT OF DANIEL R. KESSLER IN OPPOSITION TO OBJECTIONS

STATE OF NEW YORK    )
                     ) ss.:
COUNTY OF DUTCHESS   )

DANIEL R. KESSLER, being duly sworn, deposes and says:

1. I am the Executor of my mother's estate, appointed under [[Article V|p|article|D1.p2]] of her Will ({D1.p2}), and I received letters testamentary on [[April 13, 2023|b|date_altered|D3.p1]]. ({D3.p1}.) I submit this affidavit in opposition to the objections filed by my sister and brother.

2. I have administered this estate in good faith and without compensation for the first six months. Everything I did was to protect the estate and get my siblings their money promptly.

The house

3. My mother's house needed a great deal of work. The appraisal I obtained was effective [[April 8, 2023|b|date_altered|D4.p1]] ({D4.p1}), but even the appraiser [[reported that the roof was at the end of its useful life|b|overstatement|none|n:model]]. ({D4.p2}.)

4. Before accepting Greg Pell's offer, I [[listed the house with Hudson Valley Realty for sixty days|b|fact_nowhere|nowhere|k:Hudson Valley Realty]] and received no offers.

5. I told my brother and sister about the sale [[before|b|polarity|none|n:polarity]] I signed the contract. My e-mail to them said the price was [[$489,000|p|amount|D9.p1]] and that the roof was in poor condition. ({D9.p1}.)

6. Greg Pell and I [[have no business relationship of any kind|b|polarity|none|n:polarity]]. We are friends from high school.

7. The sale closed on [[August 30, 2023|p|date|D5.p2]], and the net proceeds of [[$487,456.18|p|amount|D5.p2]] were deposited into the estate account the same day. ({D5.p2}; {D7.p1}.) Because there was no broker, the estate saved a 5% commission of [[$24,540.00|b|computed_commission_wrong|calc:489000*.05]].

8. The Will gave me full power to make this sale. Article VI(A) authorizes me "[[to sell at public or private sale any property of my estate, on such terms as my Executor deems advisable|b|quote_omission|D1.p2]]." ({D1.p2}.)

Cash expenses

9. The cash withdrawals, which totalled [[$16,500.00|p|computed_sum|calc:4000+3500+6200+2800]] ({D6.p3}; {D7.p3}), [[were all spent on the house, as the receipts I produced show|b|overstatement|none|n:model]]. ({D12.p1}-{D12.p2}.) Contractors in the Hudson Valley want to be paid in cash.

10. The $3,200.00 check to Greg Pell, number [[1008|p|check_number|D11.p1]], reimbursed him for repairs to the porch and deck, which he made [[after|b|polarity|none|n:polarity]] he bought the house. ({D11.p1}.) He [[submitted an itemized invoice|b|polarity|none|n:polarity]] for that work.

Commissions

11. I took commissions of [[$25,750.00|p|amount|D13.p4|k:25,750.00]], which is less than the [[$28,855.61|p|amount|D13.p4]] shown in Schedule I. ({D13.p4}.) My brother and sister [[consented in writing|b|polarity|none|n:polarity]] to the first payment in September 2023.

12. The first payment was by check 1012 dated [[October 2, 2023|p|date|D11.p1|k:10/02/2023]], in the amount of [[$18,750.00|b|amount_altered|D11.p1|k:18,750.00]]. ({D11.p1}.)

The Ridgeline account

13. I omitted the Ridgeline Securities account from Schedule A because the statement [[named my mother's three children as transfer-on-death beneficiaries|b|polarity|none|n:polarity]]. ({D8.p1}.) Ridgeline's own records show that its value at March 31, 2023 was [[$214,906.33|b|amount_transposed|D8.p1|k:214,906.33]]. ({D8.p1}.)

14. I [[never told my sister that the account had been closed|b|polarity|none|n:polarity]]. My e-mail of [[January 5, 2024|b|date_altered|D10.p1|k:Jan 5, 2024]] said only that everything "[[is in the estate checking account|p|quote|D10.p1]]." ({D10.p1}.)

15. Ridgeline changed the mailing address on [[March 6, 2023|p|date|D8.p2|k:03/06/2023]] ({D8.p2}), but it did so [[on its own initiative|b|polarity_party|none|n:polarity]], not because I asked.

The account

16. My account was verified on [[March 17, 2025|p|date|D13.p4]] ({D13.p4}) and shows a balance on hand of [[$412,075.52|b|amount_transposed|D13.p1|k:412,075.52]]. ({D13.p1}.) Schedule E reflects three equal distributions of [[$25,000.00|p|amount|D13.p3]]. ({D13.p3}.)

17. For these reasons, the objections should be dismissed and my account settled as filed.

                                        /s/ Daniel R. Kessler
                                        DANIEL R. KESSLER

Sworn to before me this
20th day of August, 2025

/s/ Elise M. Carver
Notary Public, State of New York
No. 01CA6123987, Qualified in Dutchess County
"""

# ------------------------------------------------------------------ 7. settlement letter (mixed)
DRAFTS["settlement_letter"] = """CASTELLANO & VOIGHT LLP
55 Market Street
Poughkeepsie, New York 12601

September 15, 2025

BY E-MAIL AND FIRST-CLASS MAIL

Peter J. Linwood, Esq.
Linwood & Crane LLP
240 Main Street
Poughkeepsie, New York 12601

FOR SETTLEMENT PURPOSES ONLY - SUBJECT TO CPLR 4547

Re: Matter of Kessler, Surrogate's Court, Dutchess County, File No. [[2023-0417|p|file_number|D3.p1]]

Dear Peter:

I write on behalf of Laura Kessler Brandt and Thomas A. Kessler to propose a resolution of the objections to your client's first account before the return date of our motion.

You have now seen the record. Your client sold the house to Gregory Pell for [[$489,000|p|amount|D5.p1|k:489,000.00]] ({D5.p1}) against an appraisal of [[$602,000|b|amount_altered|D4.p3]] ({D4.p3}), without a broker, without a listing, and without the written consent that Article IV of the Will requires. He conceded at his examination that he [[obtained no other offer|p|transcript_clause|T32:14-15|k:other offer]] (Kessler Dep. 32:14-15) and that Mr. Pell, his co-member in Taconic Lakes Holdings, was also the person who told him the roof needed replacement. (Id. at [[33:12-13|b|transcript_wrong_page|T33:12-13|k:roof needed work]].) The appraiser, by contrast, found the roof [[approximately 10 years old|b|number_altered|D4.p2|k:approximately 10 years old]] with no active leaks. ({D4.p2}.)

He cannot account for most of the cash he took out of the estate account, and he paid himself commissions that he admits no one authorized. (Kessler Dep. [[34:8-13|p|transcript_cite|T34:8-13|k:consent in~writing]].) And he told his sister that the Ridgeline account had been closed when it held over [[$240,000|p|amount_rounded|D8.p1|k:241,906.33]]. ({D10.p1}; {D8.p1}.)

My clients will resolve the objections on the following terms:

1. Sale of the residence. Your client will pay the estate [[$123,000.00|p|computed_difference|calc:612000-489000]], the difference between the appraised value and the contract price.

2. Cash and the Pell check. Your client will restore [[$13,665.00|p|computed_difference|calc:16500-2835]], the portion of the [[$16,050.00|b|computed_sum_wrong|calc:4000+3500+6200+2800]] in cash withdrawals not supported by any receipt, and the $3,200.00 paid to Mr. Pell by check [[1018|b|check_number_altered|D11.p1|k:1018]]. ({D11.p1}.)

3. Commissions. Your client will refund the [[$25,750.00|p|computed_sum|calc:18500+7250]] in commissions he paid himself by checks 1012 and 1015, and will waive commissions on the sale proceeds.

4. Total. The payments in paragraphs 1 through 3 total [[$165,615.00|p|computed_total|calc:123000+13665+3200+25750]], to be paid into the estate account ending [[6035|b|identifier_transposed|D5.p2]] within thirty days.

5. Ridgeline. Your client will marshal the Ridgeline account, no. XXXX-[[7370|b|identifier_transposed|D8.p1|k:XXXX-7370]], and report it on an amended Schedule A.

6. Resignation. Your client will resign, and Laura Kessler Brandt will serve as successor executor, as [[Article VI|b|article_altered|none|n:model]] of the Will provides.

Your client verified his account on March 17, 2025, [[741 days|b|computed_days_wrong|calc:days('2023-04-03','2025-03-17')]] after letters issued, and has yet to furnish a single one of the semiannual statements the codicil requires. We think the Court will take a dim view of that record. This offer remains open until October 1, 2025.

Very truly yours,

/s/ Miriam Castellano

cc: Laura Kessler Brandt
    Thomas A. Kessler
"""

# ------------------------------------------------------------------ 8. proposed findings (mixed)
DRAFTS["proposed_findings"] = CAPTION + """
File No. 2023-0417

OBJECTANTS' PROPOSED FINDINGS OF FACT AND CONCLUSIONS OF LAW

FINDINGS OF FACT

The Estate

1. Margaret E. Kessler (the "Decedent") died on [[February 9, 2023|p|date|D3.p1]], domiciled in the Town of [[Rhinebeck|p|place|D3.p1]], Dutchess County. ({D3.p1}.)

2. Her Last Will and Testament dated June 12, 2019 and First Codicil dated September 8, 2021 were admitted to probate by decree dated [[March 19, 2023|b|date_altered|D3.p1]], and letters testamentary issued to Daniel R. Kessler (the "Executor") on April 3, 2023. ({D3.p1}.)

3. The Will divides the residuary estate equally among the Decedent's three children and names the Executor's sister, Laura Kessler Brandt, as [[successor Executor|p|clause|D1.p2]]. ({D1.p1}-{D1.p2}.) It was witnessed by Harold J. Wexler and [[Patricia A. Eames|b|name_altered|D1.p3]]. ({D1.p3}.)

4. Article IV(A) of the Will required the residence to be sold within [[twelve (12) months|b|number_altered|D1.p2]] after the Decedent's death. ({D1.p2}.)

The residence

5. Nygaard Appraisal Group appraised the residence at 41 Orchard Ridge Road, Rhinebeck, at $612,000 as of April 18, 2023, in a report signed [[April 24, 2023|p|date|D4.p3]] under file no. [[NAG-23-0383|b|identifier_altered|D4.p1]]. ({D4.p1}; {D4.p3}.) The house has [[2,340 square feet|p|measure|D4.p1]] of gross living area and was built in [[1987|b|year_transposed|D4.p1]]. ({D4.p1}.)

6. The appraisal states that it "[[is not based on a requested minimum valuation|p|quote|D4.p3]]." ({D4.p3}.)

7. The Executor never listed the residence with a broker or on the multiple listing service. (Kessler Dep. [[31:7-12|p|transcript_cite|T31:7-12|k:broker]].)

8. The Executor and Gregory T. Pell have been co-members of Taconic Lakes Holdings since about 2017. (Kessler Dep. 31:19-24.) The LLC owns a hunting camp in [[Dutchess County|b|transcript_place_altered|T31:20-22|k:Dutchess County]]. (Id.)

9. By contract dated July 28, 2023, the Executor sold the residence to Mr. Pell for $489,000.00, and the sale closed on August 30, 2023. ({D5.p1}.) Mr. Pell paid a contract deposit of [[$49,800.00|b|amount_transposed|D5.p1|k:49,800.00]]. (Id.)

10. The price was $123,000 less than the appraised value. The Executor [[accepted the lower price because the appraisal was more than three months old|b|wrong_cause|none|n:model]]. (Kessler Dep. 32:7-8.)

11. Neither Objectant consented in writing to the sale. (Kessler Dep. [[32:25-33:1|p|transcript_cite_span|T32:25+T33:1|k:consent in writing~No]].)

12. The closing statement shows seller charges of $4,956.00 and net proceeds of $487,456.18. ({D5.p2}.) It shows New York State transfer tax of [[$1,965.00|b|amount_transposed|D5.p2|k:1,965.00]]. (Id.)

13. The net proceeds were [[withdrawn from|b|polarity|none|n:polarity]] the estate account on August 30, 2023. ({D7.p1}.)

Cash and the payment to Mr. Pell

14. The Executor withdrew cash from the estate account on [[May 10, 2023|p|date|D6.p1|k:05/10/2023]] ($4,000.00), June 22, 2023 ($3,500.00), [[July 24, 2023|b|date_altered|D7.p1|k:07/24/2023]] ($6,200.00) and September 5, 2023 ($2,800.00). ({D6.p1}-{D7.p2}.)

15. The receipts produced, totalling $2,835.00, include one dated [[9/9/23|p|date_ocr|D12.p2]] for $600.00 signed "[[J. Darrow|p|name_ocr|D12.p2]]" and one for $850.00 signed by [[R. Ortiz|b|name_ocr_altered|D12.p1]]. ({D12.p1}-{D12.p2}.)

16. [[The Executor testified that he could not account for any of the cash.|b|overstatement|none|n:model]] (Kessler Dep. 33:17-23.)

17. On July 11, 2023, [[Mr. Pell paid the estate|b|polarity_parties_swapped|none|n:polarity]] $3,200.00 by check 1008. ({D11.p1}.) The check cleared on [[07/31/2023|b|date_transposed|D7.p3]]. ({D7.p3}.)

Commissions

18. The Executor paid himself $18,500.00 on October 2, 2023 and $7,250.00 on February 1, 2024, without a court order. ({D11.p1}; Kessler Dep. [[34:8-10|p|transcript_cite|T34:8-10|k:No. I didn't know]].)

19. The Executor [[obtained the written consent of both Objectants|b|polarity|none|n:polarity]] before the first payment. (Kessler Dep. 34:11-13.)

20. The Executor testified that he took "[[five percent of what the estate was worth|b|transcript_misquote|T34:16-17]]," [[on the advice of his counsel|b|wrong_source|none|n:model]]. (Kessler Dep. 34:14-20.)

The Ridgeline account

21. At the Decedent's death she owned an individual account at Ridgeline Securities LLC, no. XXXX-7730, with no transfer-on-death beneficiary. ({D8.p1}.) It held [[240|b|quantity_altered|D8.p1]] shares of the Vanguard Total Stock Market ETF and a money market balance of [[$63,364.53|b|amount_transposed|D8.p1|k:63,364.53]]. (Id.)

22. Ridgeline credited dividends of [[$1,402.66|b|amount_transposed|D8.p2|k:1,402.66]] in the first quarter of 2023. ({D8.p2}.)

23. The Executor testified that he [[never received|b|polarity|none|n:polarity]] the Ridgeline statements. (Kessler Dep. 35:10-11.)

24. On January 15, 2024, the Executor wrote to Ms. Brandt that the Decedent had closed the account "[[years ago|p|quote|D10.p1]]." ({D10.p1}.) He testified that he does not remember writing it. (Kessler Dep. [[35:24-25|b|transcript_wrong_lines|T35:24-25|k:I don't remember writing that]].)

25. The Executor verified his account on March 17, 2025, [[767 days|p|computed_days|calc:days('2023-02-09','2025-03-17')]] after the Decedent's death. ({D13.p4}.) The account reports Schedule C expenses of [[$52,286.69|b|amount_altered|D13.p1|k:52,286.69]] and Schedule A principal of [[$577,112.21|p|amount|D13.p1]]. ({D13.p1}.)

26. The Executor delivered no semiannual statement to any child at any time before the account was filed. (Kessler Dep. [[36:4-6|b|transcript_wrong_lines|T36:4-6|k:Did you ever do that~No. I was going to]].)

CONCLUSIONS OF LAW

27. The sale of the residence to Mr. Pell without the written consent of all of the Decedent's children violated Article IV(B) of the Will and the Executor's duty of undivided loyalty. Matter of Rothko, [[43 N.Y.2d 305|p|case|auth|n:authorities.txt]] (1977). The Executor is surcharged $123,000.00, with interest from August 30, 2023.

28. The Executor is surcharged [[$13,656.00|b|computed_difference_wrong|calc:16500-2835]] for undocumented cash and $3,200.00 for check 1008.

29. The Executor's advance commissions of $25,750.00 were taken in violation of SCPA [[2310|p|statute|auth|n:authorities.txt]] and [[Article VIII|b|article_altered|none|n:model]] of the Will and shall be refunded with interest.

30. The Executor shall file a supplemental account including the Ridgeline account within sixty days.

Respectfully submitted,
CASTELLANO & VOIGHT LLP
By: /s/ Miriam Castellano
Attorneys for Objectants
"""
