"""Build drafts.json (and claim_checks.json, used only by check.py) from the marked-up drafts below.

Markup: ⟦claim text‖kind‖P or B‖needs‖checks⟧. The claim text stays in the draft; P = pass, B = block;
needs is "", "polarity" or "model". checks (for check.py only), separated by ";;":
    D3.p2=value        value is on that page (source strings for the scanned proof of loss)
    D3.p2!=value       value is NOT on that page (wrong pins, changed values)
    T23:8-10=value     value is within those lines of the EUO transcript (printed page:lines)
    T23:8-10!=value    value is not within those lines
    AUTH / !AUTH       the claim text is / is not on authorities.txt (loose match on name and reporter)
    NOWHERE=value      value appears in no client document
"""
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

CAPTION = """UNITED STATES DISTRICT COURT
FOR THE EASTERN DISTRICT OF PENNSYLVANIA

GIDEON R. ABERNATHY and PRIYA S.        :
ABERNATHY,                              :     CIVIL ACTION
                    Plaintiffs,         :
          v.                            :     No. 5:24-cv-05182
RIDGELINE MUTUAL INSURANCE COMPANY,     :
                    Defendant.          :
"""

DRAFTS = {}

# =====================================================================================================
DRAFTS["priya_declaration_true"] = (False, CAPTION + """
DECLARATION OF PRIYA S. ABERNATHY IN OPPOSITION TO
DEFENDANT'S MOTION FOR SUMMARY JUDGMENT

I, Priya S. Abernathy, declare as follows:

1. I am one of the Plaintiffs in this action. I am over eighteen years of age and competent to testify, and I make this declaration on personal knowledge. Where I refer to a document, I identify it by the Bates number it bears in the parties' document production.

2. My husband, Gideon R. Abernathy, and I own our home at 418 Linden Hollow Road, Emmaus, PA 18049. Defendant Ridgeline Mutual Insurance Company ("Ridgeline") insured the house under Homeowners Policy No. ⟦HP-4471-20938‖identifier‖P‖‖D1.p1=HP-4471-20938⟧ for the policy period ⟦March 14, 2023 to March 14, 2024‖date_range‖P‖‖D1.p1=From March 14, 2023 to March 14, 2024⟧. ({D1.p1}.)

3. The declarations page shows a Coverage A dwelling limit of ⟦$412,000‖amount‖P‖‖D1.p1=$412,000⟧, a Coverage D loss-of-use limit of $82,400, and a ⟦$2,500 deductible‖amount‖P‖‖D1.p1=SECTION I DEDUCTIBLE: $2,500⟧ applicable to all Section I perils. (Id.)

4. Gideon and I left for India on ⟦January 9, 2024‖date‖P‖‖D3.p1=Insureds left 01/09/2024⟧, and we did not come home until February 2, 2024. Ridgeline's own intake note, made on the first day of the claim, records both dates. ({D3.p1}.)

5. While we were away, our next-door neighbor, Walter Kessler, brought in our mail and walked through the house every few days. On ⟦January 19, 2024‖date‖P‖‖D2.p1=2024-01-19 16:55⟧, he texted me that everything was "[a]ll good" and that the furnace was "⟦humming away‖quote‖P‖‖D2.p1=Furnace humming away⟧." ({D2.p1}.)

6. At ⟦7:42 a.m.‖time‖P‖‖D2.p1=2024-01-23 07:42⟧ on January 23, 2024, Mr. Kessler texted me: "⟦Water is coming out from under your front door. The whole walk is ice.‖quote‖P‖‖D2.p1=Water is coming out from under your front door. The whole walk is ice.⟧" (Id.)

7. Mr. Kessler let himself in with his key, found the main water valve in the basement, and shut it off; his message telling me the water had stopped was sent at 8:06 a.m. (id.). At 8:22 a.m. he reported that ⟦the thermostat read 57 degrees and was set on 58‖paraphrase‖P‖‖D2.p1=08:22  Walt Kessler: Thermostat says 57. It's set on 58.⟧. (Id.)

8. I telephoned Ridgeline from India that morning. Ridgeline's notes record my first notice of loss at ⟦10:12‖time‖P‖‖D3.p1=01/23/2024 10:12⟧ on January 23, 2024, and state that Mr. Kessler "⟦shut off main water valve in basement at approx. 8:05 a.m.‖quote‖P‖‖D3.p1=shut off main water valve in basement at approx. 8:05 a.m.⟧" ({D3.p1}.)

9. At my direction, Mr. Kessler called Lehigh Dry-Out Restoration, LLC ("Lehigh Dry-Out"). Its crew arrived at ⟦11:05 a.m.‖time‖P‖‖D5.p2=Arrived on site 11:05 a.m. on 01/23/2024⟧, and Mr. Kessler signed the work authorization on our behalf at 11:10 a.m. the same day. ({D5.p2}.)

10. Lehigh Dry-Out cut out the split section of pipe, tagged it, and held it for Ridgeline's adjuster and engineer. It removed its drying equipment on ⟦February 3, 2024‖date‖P‖‖D5.p2=Equipment removed 02/03/2024⟧, and gave the tagged pipe section to my husband that same day. ({D5.p2}.)

11. Lehigh Dry-Out's invoice for the emergency drying work totals ⟦$14,286.55‖amount_second_page‖P‖‖D5.p2=TOTAL DUE:                                               $14,286.55⟧. ({D5.p1}-{D5.p2}.)

12. ⟦Ridgeline has never paid that invoice.‖polarity_true‖P‖‖D11.p2=Pended - coverage; not paid⟧ Its own claim financial history carries the invoice as "Pended - coverage; not paid." ({D11.p2}.)

13. The only money Ridgeline has paid us is an advance of ⟦$2,500.00‖amount‖P‖‖D11.p1=2,500.00⟧ toward additional living expense, issued on February 5, 2024 by check no. ⟦0088314‖identifier‖P‖‖D11.p1=Chk 0088314⟧. ({D11.p1}; see also {D3.p3}.)

14. After we came home we could not live in the house. From February 2 until March 15, 2024 we lived in a hotel, and our additional living expense for that period came to ⟦$4,860.00‖amount_ocr‖P‖‖D7.p2=Additional living expense (2/2 - 3/15/2024) .. $4,860.00⟧, which we included in our proof of loss. ({D7.p2}.)

15. When the advance ran out, we moved in with my sister in Macungie. As my husband testified at his examination under oath, that was on ⟦March 16, 2024‖date_transcript‖P‖‖T27:20-23=on the 16th;;T27:20-23=March 15th⟧. (Examination Under Oath of Gideon R. Abernathy, Apr. 16, 2024, at ⟦27:20-23‖transcript_cite‖P‖‖T27:20-23=We moved in with my;;T27:20-23=wife's sister in Macungie⟧, {D8.p7}.)

16. On ⟦the 5th of April, 2024‖date_words_ocr‖P‖‖D7.p2=this 5th day of April, 2024⟧, Gideon and I signed a sworn statement in proof of loss before a notary public. It claims a net amount of ⟦$76,493.77‖amount_ocr‖P‖‖D7.p2=NET AMOUNT CLAIMED ........................... $76,493.77⟧ after the deductible. (Ex. 7 at 2.)

17. Ridgeline's notes show that it received the proof of loss on ⟦April 8, 2024‖date‖P‖‖D3.p4=04/08/2024 10:20  C. TALLIS  PROOF OF LOSS⟧. ({D3.p4}.)

18. In February 2024 Ridgeline referred our claim to its Special Investigations Unit because I had told the intake representative that the thermostat was set at "around 60." ({D3.p3}.) The unit closed its review on March 12, 2024, finding the thermostat data "consistent with 58°F set point" and "⟦[n]o indicators of fraud‖quote_bracket‖P‖‖D3.p3=No indicators of fraud identified⟧." (Id.)

19. Ridgeline did not decide our claim until June 11, 2024, when it denied it by letter to our lawyer. ({D10.p1}.)

⟦I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.‖boilerplate‖P‖‖⟧ See ⟦28 U.S.C. § 1746‖authority‖P‖‖AUTH⟧.

Executed on the 3rd day of March, 2025, at Macungie, Pennsylvania.

/s/ Priya S. Abernathy
Priya S. Abernathy
""")

# =====================================================================================================
DRAFTS["marchetti_declaration_true"] = (False, CAPTION + """
DECLARATION OF NADIA MARCHETTI, ESQUIRE, IN SUPPORT OF
PLAINTIFFS' OPPOSITION TO DEFENDANT'S MOTION FOR SUMMARY JUDGMENT

Nadia Marchetti declares as follows:

1. I am a member of the bar of this Court and a shareholder of Marchetti & Lowe, P.C., counsel for Plaintiffs Gideon R. Abernathy and Priya S. Abernathy. I submit this declaration to place before the Court true and correct copies of the exhibits described below. Each was produced in discovery, and each bears the Bates numbers shown.

2. Exhibit 1 ({D1.first}-{D1.last}) is Ridgeline Homeowners Policy No. HP-4471-20938, policy form ⟦RM HO 03 (07-21)‖identifier‖P‖‖D1.p1=RM HO 03 (07-21)⟧, together with its renewal declarations. The declarations list a total annual premium of ⟦$2,184.00‖amount‖P‖‖D1.p1=TOTAL ANNUAL PREMIUM: $2,184.00⟧ and name Saucon Valley Savings Bank as mortgagee. (Ex. 1 at 1.)

3. The freezing exclusion appears in Section I - Perils Insured Against, paragraph A.2.c.(1). It excludes loss caused by:

     "⟦Freezing of a plumbing, heating, air conditioning or automatic fire protective sprinkler system . . . or by discharge, leakage or overflow from within the system or appliance caused by freezing. This provision does not apply if you have used reasonable care to: (a) Maintain heat in the building; or (b) Shut off the water supply and drain all systems and appliances of water.‖block_quote_ellipsis‖P‖‖D1.p2=(1) Freezing of a plumbing, heating, air conditioning or automatic fire protective sprinkler system or of a;;D1.p2=or by discharge, leakage or overflow from within the system or appliance caused by freezing. This provision does not apply if you have used reasonable care to: (a) Maintain heat in the building; or (b) Shut off the water supply and drain all systems and appliances of water.⟧"

(Ex. 1 at 2.)

4. Section I - Condition 2, Duties After Loss, provides that Ridgeline has "⟦no duty to provide coverage under this policy if the failure to comply with the following duties is prejudicial to us‖quote‖P‖‖D1.p3=we have no duty to provide coverage under this policy if the failure to comply with the following duties is prejudicial to us⟧," and it calls for a sworn proof of loss ⟦within sixty (60) days after Ridgeline's request‖number_words‖P‖‖D1.p3=within 60 days after our request⟧. ({D1.p3}.)

5. Condition 7 requires that any suit be "⟦started within one year after the date of loss‖quote‖P‖‖D1.p4=started within one year after the date of loss⟧." ({D1.p4}.) Condition 9 makes loss payable "60 days after we receive your proof of loss" and either an agreement, a final judgment, or the filing of an appraisal award. (Id.)

6. Exhibit 2 ({D2.p1}) is the text-message exchange between Mrs. Abernathy and Walter Kessler, as exported from her telephone on February 8, 2024.

7. Exhibit 3 ({D3.first}-{D3.last}) is Ridgeline's claim file notes. The field adjuster's inspection entry of January 25, 2024 records the thermostat as "⟦set 58°F, displaying 57°F‖quote‖P‖‖D3.p2=set 58°F, displaying 57°F⟧" and the furnace as "operating; filter clean." (Ex. 3 at 2.)

8. Exhibit 4 ({D4.p1}) is the e-mail by which the field adjuster, Corinne Tallis, sent Ridgeline's reservation of rights letter to Plaintiffs on ⟦January 26, 2024‖date_pin_other_doc‖P‖‖D3.p2=01/26/2024 15:47  C. TALLIS  LETTER;;D3.p2=Reservation of rights letter e-mailed to insureds⟧. (See Ex. 3 at 2.) In it Ms. Tallis wrote: "⟦Ridgeline has not denied your claim.‖quote‖P‖‖D4.p1=Ridgeline has not denied your claim.⟧" ({D4.p1}.) She also asked Plaintiffs to "preserve the section of pipe that Lehigh Dry-Out removed." (Id.)

9. Exhibit 5 ({D5.first}-{D5.last}) is Lehigh Dry-Out Restoration, LLC's Invoice No. ⟦LDR-24-0188‖identifier‖P‖‖D5.p1=Invoice No.: LDR-24-0188⟧, dated February 6, 2024. (Ex. 5 at 1.) Its job notes record: "⟦Drying goals met 02/01/2024.‖quote‖P‖‖D5.p2=Drying goals met 02/01/2024.⟧" (Ex. 5 at 2.) The invoice is payable net 30 and carries a finance charge of ⟦1.5 percent per month‖rate‖P‖‖D5.p2=A finance charge of 1.5% per month⟧ on balances more than thirty days past due. (Id.)

10. Exhibit 6 ({D6.first}-{D6.last}) is the report of Ridgeline's retained engineer, Peter Lindqvist, P.E., of Halvorsen Forensic Engineering, Inc., dated the ⟦14th of February, 2024‖date_words‖P‖‖D6.p1=February 14, 2024⟧ (HFE File No. HFE-24-0391). ({D6.p1}.) Mr. Lindqvist concluded that "⟦[t]he heating system was operating, and the first-floor hall was maintained at approximately 58°F throughout the period of the insureds' absence‖quote_bracket‖P‖‖D6.p1=The heating system was operating, and the first-floor hall was maintained at approximately 58°F throughout the period of the insureds' absence⟧." (Id.)

11. Mr. Lindqvist measured the split at ⟦2-1/4 inches‖measure‖P‖‖D6.p2=The split is 2-1/4 inches long⟧ in length and reported that "⟦[n]o evidence of corrosion pitting was observed‖quote_bracket‖P‖‖D6.p2=No evidence of corrosion pitting was observed⟧" at or near it. ({D6.p2}.) He recorded a low of ⟦4°F‖temperature‖P‖‖D6.p2=January 17, 2024 - 4°F⟧ at Lehigh Valley International Airport on January 17, 2024. (Id.)

12. The report states that Halvorsen "⟦did not evaluate whether the insureds' actions constituted reasonable care, which is a coverage question outside the scope of this assignment‖quote‖P‖‖D6.p3=HFE did not evaluate whether the insureds' actions constituted reasonable care, which is a coverage question outside the scope of this assignment⟧." ({D6.p3}.)

13. Exhibit 7 ({D7.first}-{D7.last}) is a scanned copy of Plaintiffs' Sworn Statement in Proof of Loss. It claims a dwelling replacement cost of ⟦$71,842.17‖amount_ocr‖P‖‖D7.p2=Dwelling - replacement cost of repair ........ $71,842.17⟧ and a dwelling actual cash value of $62,525.77. (Ex. 7 at 2.)

14. Exhibit 8 ({D8.first}-{D8.last}) consists of the cover page and pages 22 through 29 of the transcript of the examination under oath of Gideon R. Abernathy, taken by Ridgeline's counsel on ⟦April 16, 2024‖date‖P‖‖D8.p1=Tuesday, April 16, 2024⟧ ("Abernathy EUO"). ({D8.p1}.) Ridgeline's notes record that the examination ran from 10:04 a.m. to ⟦12:18 p.m.‖time‖P‖‖D3.p4=10:04 a.m. to 12:18 p.m.⟧ (Ex. 3 at 4.) Mr. Abernathy testified that he set the thermostat at fifty-eight degrees the morning they left, ⟦Abernathy EUO 23:8-10‖transcript_cite‖P‖‖T23:8-10=I set it myself the morning we⟧, and that he never lowered it:

     "⟦I never touched it. I didn't lower it to fifty-five or anything else. It stayed at fifty-eight the whole time.‖block_quote_transcript‖P‖‖T23:24-25=I never touched it. I didn't lower it to fifty-five or anything else. It stayed at fifty-eight the whole time.⟧"

⟦Id. at 23:24-25‖transcript_cite_id‖P‖‖T23:24-25=It stayed at fifty-eight the whole time⟧.

15. Mr. Abernathy also testified that no one had ever told him that the pipe to the bathroom sink ran in the outside wall, and that he and his wife had traveled in the winter "⟦twice before, in 2019 and again in 2022‖quote_transcript‖P‖‖T25:4-8=twice before, in 2019 and again in 2022⟧," with the heat at fifty-eight, without a problem. Abernathy EUO ⟦24:19-23‖transcript_cite‖P‖‖T24:19-23=Did anyone ever tell you that the pipe to the sink ran;;T24:19-23=in the outside wall⟧; ⟦id. at 25:4-8‖transcript_cite_id‖P‖‖T25:4-8=never had a problem⟧.

16. Exhibit 9 ({D9.p1}) is an e-mail to me from Ridgeline's Property Claims Supervisor, Martin Ebersole, answering my e-mail of May 6, 2024. In it Mr. Ebersole confirmed that "⟦the sworn proof of loss was received on April 8, 2024‖quote‖P‖‖D9.p1=the sworn proof of loss was received on April 8, 2024⟧" and that "⟦Ridgeline does not contend that notice of the loss was late‖quote‖P‖‖D9.p1=Ridgeline does not contend that notice of the loss was late⟧." ({D9.p1}.)

17. Exhibit 10 ({D10.first}-{D10.last}) is Ridgeline's letter of June 11, 2024 denying the claim. (Ex. 10 at 1.) On its third page the letter states that Ridgeline "⟦will not seek repayment of the $2,500.00 advance‖quote‖P‖‖D10.p3=Ridgeline will not seek repayment of the $2,500.00 advance⟧" it paid for additional living expense. (Ex. 10 at 3.)

18. Exhibit 11 ({D11.first}-{D11.last}) is Ridgeline's claim financial history. It shows expense payments of $4,850.00 to Halvorsen, $1,162.50 to the court reporter and ⟦$6,400.00‖amount‖P‖‖D11.p1=6,400.00⟧ to Ridgeline's coverage counsel, or ⟦$12,412.50‖amount_second_page‖P‖‖D11.p2=Expense paid (engineering, court reporter, counsel) ........... 12,412.50⟧ in all, against total indemnity payments of $2,500.00. ({D11.p1}-{D11.p2}.)

⟦I declare under penalty of perjury that the foregoing is true and correct.‖boilerplate‖P‖‖⟧ Executed on March 3, 2025, at Allentown, Pennsylvania.

/s/ Nadia Marchetti
Nadia Marchetti (PA I.D. No. 208814)
MARCHETTI & LOWE, P.C.
33 South Seventh Street, Suite 400
Allentown, PA 18101
(610) 555-0190

CERTIFICATE OF SERVICE

I certify that on March 3, 2025, I caused the foregoing declaration and its exhibits to be served on counsel for Defendant, Lorraine A. Fenstermacher, Esquire, through the Court's CM/ECF system.

/s/ Nadia Marchetti
""")

# =====================================================================================================
DRAFTS["settlement_demand_letter"] = (True, """MARCHETTI & LOWE, P.C.
33 South Seventh Street, Suite 400
Allentown, Pennsylvania 18101
(610) 555-0190

January 13, 2025

CONFIDENTIAL SETTLEMENT COMMUNICATION - ⟦Fed. R. Evid. 408‖authority_unlisted_boilerplate‖B‖‖!AUTH⟧

VIA E-MAIL (lfenstermacher@fdlaw-pa.com)

Lorraine A. Fenstermacher, Esquire
Fenstermacher & Dorn LLP
740 Hamilton Street, Suite 1100
Allentown, PA 18101

Re: Abernathy v. Ridgeline Mutual Insurance Company, No. 5:24-cv-05182 (E.D. Pa.)

Dear Lorraine:

Now that Ridgeline has produced its claim file, I am writing to put a number on this case before either of our clients spends more money on it.

The essential facts are not in dispute. Ridgeline insured the Abernathys' home under Policy No. ⟦HP-4471-20938‖identifier‖P‖‖D1.p1=HP-4471-20938⟧, with a dwelling limit of ⟦$421,000‖amount_changed‖B‖‖D1.p1!=$421,000⟧. ({D1.p1}.) The Abernathys left for India on ⟦January 8, 2024‖date_changed‖B‖‖D3.p1!=01/08/2024⟧, ⟦leaving the thermostat at 58 degrees‖wrong_pin‖B‖‖D3.p1!=58⟧. ({D3.p1}.) Their neighbor found water coming from under the front door at about ⟦7:40 a.m.‖time_ocr‖P‖‖D7.p1=discovered at about 7:40 a.m.⟧ on January 23, 2024, and had the main shut off at ⟦8:15 a.m.‖time_changed‖B‖‖D7.p1!=8:15;;D3.p1!=8:15⟧ ({D7.p1}; {D3.p1}.) When Ridgeline's field adjuster arrived two days later, she found the furnace operating and the thermostat set at ⟦58°F‖value‖P‖‖D3.p2=set 58°F⟧. ({D3.p2}.) Mr. Abernathy had been checking the thermostat app from India "⟦[a]lmost every day‖quote_bracket_transcript‖P‖‖T23:21=Almost every day⟧." (Examination Under Oath of Gideon R. Abernathy ("Abernathy EUO") ⟦23:20-22‖transcript_cite‖P‖‖T23:20-22=did you look at the app?;;T23:20-22=Almost every day⟧.)

Ridgeline's own engineer confirmed what the adjuster saw. Mr. Lindqvist wrote that "the heating system was operating, and the first-floor hall was maintained at approximately ⟦56°F‖quote_value_changed‖B‖‖D6.p1!=approximately 56°F⟧ throughout the period of the insureds' absence." ({D6.p1}.) He found ⟦no evidence of corrosion pitting‖fact‖P‖‖D6.p2=No evidence of corrosion pitting⟧ at the split ({D6.p2}), and he ⟦expressly declined to decide whether the Abernathys used reasonable care‖paraphrase‖P‖‖D6.p3=HFE did not evaluate whether the insureds' actions constituted reasonable care⟧ ({D6.p3}). He also put the old toilet-flange stain where it belongs, calling it "⟦not related to the January 2024 discharge‖quote‖P‖‖D6.p1=is not related to the January 2024 discharge⟧." ({D6.p1}.) Ridgeline's denial letter nevertheless invokes the exclusion for leakage "over a period of ⟦thirty (30) or more days‖quote_value_changed‖B‖‖D10.p2!=thirty (30)⟧." ({D10.p2}.)

The handling is where Ridgeline's exposure lies. Ridgeline opened the claim with a dwelling reserve of ⟦$35,000.00‖amount_changed‖B‖‖D11.p1!=35,000.00⟧ ({D11.p1}) and raised it to ⟦$68,500.00‖amount‖P‖‖D11.p1=68,500.00⟧ within three weeks (id.). It had the sworn proof of loss on ⟦April 8, 2024‖date‖P‖‖D3.p4=04/08/2024⟧ ({D3.p4}), yet it did not deny the claim until ⟦June 11, 2024‖date‖P‖‖D10.p1=June 11, 2024⟧ ({D10.p1}). The denial letter even ⟦demands repayment of the $2,500.00 advance‖polarity‖B‖polarity‖D10.p3=Ridgeline will not seek repayment of the $2,500.00 advance⟧. ({D10.p3}.) Along the way it sent the file to SIU over a two-degree difference in Mrs. Abernathy's recollection of the thermostat, and SIU closed its review on ⟦March 21, 2024‖date_changed‖B‖‖D3.p3!=03/21/2024⟧ having found nothing. ({D3.p3}.) ⟦Ms. Tallis herself recommended paying the dwelling claim in March 2024‖fabricated‖B‖‖NOWHERE=recommended pay;;D3.p3!=recommend⟧ ({D3.p3}), but Ridgeline sent the file to coverage counsel instead. And although Mr. Ebersole told me in May that Ridgeline ⟦intended to examine Mrs. Abernathy‖polarity‖B‖polarity‖D9.p1=We do not intend to examine Mrs. Abernathy at this time⟧, it never scheduled her examination. ({D9.p1}.)

Meanwhile, Ridgeline has paid ⟦$12,412.50‖amount‖P‖‖D11.p2=12,412.50⟧ to its engineer, its court reporter and its lawyers ({D11.p2}), and ⟦$2,500.00‖amount‖P‖‖D11.p2=Total indemnity paid ..........................................  2,500.00⟧ to its insureds (id.). It even paid ⟦$3,750.00 to a second engineering firm‖fabricated‖B‖‖NOWHERE=3,750⟧ to second-guess Mr. Lindqvist. ({D11.p1}.) Yet it has never paid Lehigh Dry-Out's invoice for ⟦$14,268.55‖amount_transposed‖B‖‖D11.p2!=14,268.55⟧. ({D11.p2}.) The Abernathys are living with Mrs. Abernathy's sister, six people in a three-bedroom house. (Abernathy EUO ⟦28:21-25‖transcript_wrong_page‖B‖‖T28:21-25!=three-bedroom;;T27:25=Six of us in a three-bedroom house⟧.)

The numbers are straightforward. The proof of loss claims ⟦$76,493.77‖amount_ocr‖P‖‖D7.p2=$76,493.77⟧ net of the deductible, built on Fairview Restoration's replacement-cost figure of ⟦$71,842.17‖amount_ocr‖P‖‖D7.p2=$71,842.17⟧. ({D7.p2}.) The depreciation of ⟦$9,361.40‖amount_transposed_ocr‖B‖‖D7.p2!=$9,361.40⟧ (id.) will become payable once the repairs are complete, under ⟦Condition 3‖section‖P‖‖D1.p4=3. Loss Settlement;;D1.p4=We will pay no more than the actual cash value of the damage until actual repair or replacement is complete⟧ of Section I. ({D1.p4}.) On top of contract damages, ⟦42 Pa. Cons. Stat. § 8371‖authority‖P‖‖AUTH⟧ exposes Ridgeline to interest, punitive damages, costs and attorneys' fees; its failure to accept or deny within fifteen working days of the proof of loss violated ⟦31 Pa. Code § 146.7‖authority‖P‖‖AUTH⟧; and a jury will hear that its conduct also ran afoul of the ⟦Unfair Insurance Practices Act, 40 P.S. § 1171.5(a)(10)‖authority_unlisted‖B‖‖!AUTH⟧.

The Abernathys will resolve this case for $165,000, inclusive of fees and costs. The offer remains open through February 14, 2025.

Very truly yours,

/s/ Nadia Marchetti
Nadia Marchetti

cc: Gideon R. and Priya S. Abernathy
""")

# =====================================================================================================
DRAFTS["statement_additional_facts"] = (True, CAPTION + """
PLAINTIFFS' STATEMENT OF ADDITIONAL MATERIAL FACTS
IN OPPOSITION TO DEFENDANT'S MOTION FOR SUMMARY JUDGMENT

Pursuant to ⟦Fed. R. Civ. P. 56(c)(1)‖authority‖P‖‖AUTH⟧ and the Court's Policies and Procedures, Plaintiffs Gideon R. Abernathy and Priya S. Abernathy submit the following additional material facts, as to which there is at least a genuine dispute. The examination under oath of Gideon R. Abernathy ({D8.first}-{D8.last}) is cited as "Abernathy EUO" by transcript page and line.

A. The Policy

1. Ridgeline issued Homeowners Policy No. HP-4471-20938 to Plaintiffs for the period March 14, 2023 to March 14, 2024, with a Section I deductible of $2,500 and a Coverage C - Personal Property limit of ⟦$260,000‖amount_transposed‖B‖‖D1.p1!=$260,000⟧. ({D1.p1}.)

2. The annual premium was ⟦$2,148.00‖amount_transposed‖B‖‖D1.p1!=$2,148.00⟧. (Id.)

3. Section I - Condition 14 withdraws coverage where an insured has "⟦[i]ntentionally concealed or misrepresented any material fact or circumstance‖quote_bracket‖P‖‖D1.p5=Intentionally concealed or misrepresented any material fact or circumstance⟧." ({D1.p5}.)

4. The policy's vacancy limitation applies only where the dwelling "has been vacant for more than ⟦90 consecutive days‖quote_value_changed‖B‖‖D1.p2!=90 consecutive days⟧ immediately before the loss." ({D1.p2}.)

5. Under Section I - Condition 2, a failure to perform a post-loss duty relieves Ridgeline of its duty to provide coverage if the failure ⟦is prejudicial to Ridgeline‖paraphrase‖P‖‖D1.p3=is prejudicial to us⟧. ({D1.p2}-{D1.p3}.)

B. The Loss

6. Plaintiffs were traveling abroad from January 9 to ⟦February 2, 2024‖date_ocr‖P‖‖D7.p1=from January 9 to February 2, 2024⟧. ({D7.p1}.)

7. Before leaving, Mr. Abernathy set the thermostat at fifty-eight degrees and checked that the furnace was running. Abernathy EUO ⟦23:8-10‖transcript_cite‖P‖‖T23:8-10=Fifty-eight degrees⟧; ⟦id. at 24:13-14‖transcript_cite_id‖P‖‖T24:13-14=I checked that the furnace was running⟧.

8. Bachman Plumbing & Heating serviced the furnace on October 12, 2023. Abernathy EUO ⟦23:18-19‖transcript_cite‖P‖‖T23:18-19=Yes, October 12th⟧.

9. Mr. Abernathy ⟦checked the registers before he left‖polarity‖B‖polarity‖T24:12-14=No, I did not check the registers⟧. Abernathy EUO 24:12-14.

10. Nobody at Harmon & Reece ever told Plaintiffs to shut off the water when they traveled. Abernathy EUO ⟦26:9-12‖transcript_wrong_page‖B‖‖T26:9-12!=Harmon & Reece;;T25:9-12=Harmon & Reece⟧.

11. The thermostat history shows a set point of 58°F from ⟦6:38 a.m.‖time_changed‖B‖‖D6.p3!=6:38⟧ on January 9, 2024 through January 23, 2024, with recorded indoor temperatures between ⟦55°F and 59°F‖range_changed‖B‖‖D6.p3!=55°F⟧. ({D6.p3}.)

12. Ridgeline's engineer found that the lavatory line ran "⟦between the wall insulation and the exterior sheathing‖quote‖P‖‖D6.p1=between the wall insulation and the exterior sheathing⟧." ({D6.p1}.)

13. The engineer opined that the discharge "began when the ice plug thawed, most probably on ⟦January 20 or January 21, 2024‖quote_value_changed‖B‖‖D6.p3!=January 20 or January 21⟧." ({D6.p3}.)

14. The engineer inspected the dwelling on ⟦January 30, 2024‖date‖P‖‖D6.p2=January 30, 2024, beginning at 10:00 a.m.⟧. ({D6.p2}.) The house was built in ⟦1978‖year_changed‖B‖‖D6.p2!=1978⟧. (Id.)

15. Lehigh Dry-Out cut out the split section of pipe, tagged it ⟦LDR-0188-01‖identifier‖P‖‖D5.p2=tagged LDR-0188-01⟧, and retained it for the adjuster and the engineer. ({D5.p2}.)

16. At the examination, Ridgeline's counsel asked that the pipe section be preserved, and Plaintiffs' counsel confirmed that it had been. Abernathy EUO ⟦27:41-42‖transcript_cite_impossible_lines‖B‖‖⟧.

C. Ridgeline's Handling of the Claim

17. Ridgeline's notes record that Mr. Kessler shut off the main water valve at approximately ⟦8:05 a.m.‖wrong_pin‖B‖‖D3.p2!=8:05⟧ ({D3.p2}.)

18. Ridgeline issued its only indemnity payment, the ALE advance, on ⟦February 15, 2024‖date_changed‖B‖‖D11.p1!=02/15/2024⟧. ({D11.p1}.)

19. Ridgeline received Plaintiffs' sworn proof of loss, claiming ⟦$76,493.77‖amount‖P‖‖D3.p4=Amount claimed $76,493.77⟧, on April 8, 2024. ({D3.p4}.)

20. ⟦Ridgeline's February 28, 2024 letter did not enclose a proof of loss form‖polarity‖B‖polarity‖D3.p3=Proof of loss form enclosed⟧. ({D3.p3}.)

21. The SIU investigator, ⟦D. Whitman‖name_changed‖B‖‖D3.p3!=Whitman⟧, found no indicators of fraud. ({D3.p3}.)

22. Ridgeline's notes record receipt of a coverage opinion recommending denial on ⟦May 20, 2024‖date‖P‖‖D3.p4=05/20/2024 15:00  M. EBERSOLE  COVERAGE⟧. ({D3.p4}.) The following day, Mr. Ebersole wrote to Plaintiffs' counsel that "⟦[o]ur coverage review is ongoing‖quote_bracket‖P‖‖D9.p1=Our coverage review is ongoing⟧." ({D9.p1}.)

23. ⟦The engineer concluded that the position of the bathroom register played no part in the freeze.‖contradiction‖B‖model‖D6.p3=with the floor register closed and the door closed, the hall bathroom received little heated air⟧ ({D6.p3}.)

24. Ridgeline's denial letter ⟦denied coverage on the ground that the dwelling was vacant‖wrong_reason‖B‖model‖⟧. ({D10.p1}-{D10.p2}.)

25. The denial letter stated that outdoor temperatures during the relevant period "⟦fell to 4°F‖quote‖P‖‖D10.p2=outdoor temperatures fell to 4°F⟧." ({D10.p2}.)

26. The denial letter was signed by Martin Ebersole as Ridgeline's ⟦Claims Manager‖title_changed‖B‖‖D10.p3!=Claims Manager;;D10.p3=Property Claims Supervisor⟧. ({D10.p3}.)

27. The denial letter advised that suit must be started within ⟦two years‖duration_changed‖B‖‖D10.p3!=two years⟧ after the date of loss. ({D10.p3}.)

28. Ridgeline paid its coverage counsel, Fenstermacher & Dorn LLP, $6,400.00 on ⟦May 24, 2024‖date‖P‖‖D11.p1=05/24/2024⟧, and paid Keystone Court Reporting ⟦$1,126.50‖amount_transposed‖B‖‖D11.p1!=1,126.50⟧ for the EUO transcript. ({D11.p1}.)

29. When Ridgeline closed the file, its Coverage A reserve stood at ⟦$86,500.00‖amount_transposed‖B‖‖D11.p1!=86,500.00⟧. (Id.)

Respectfully submitted,

MARCHETTI & LOWE, P.C.

By: /s/ Nadia Marchetti
Nadia Marchetti (PA I.D. No. 208814)
33 South Seventh Street, Suite 400
Allentown, PA 18101
Attorneys for Plaintiffs

Dated: March 3, 2025
""")

# =====================================================================================================
DRAFTS["opposition_brief"] = (True, CAPTION + """
PLAINTIFFS' MEMORANDUM OF LAW IN OPPOSITION TO
DEFENDANT'S MOTION FOR SUMMARY JUDGMENT

I. PRELIMINARY STATEMENT

Ridgeline Mutual Insurance Company ("Ridgeline") denied its insureds' water-loss claim under a freezing exclusion that, by its own terms, does not apply when the insured has used reasonable care to maintain heat in the building. Ridgeline's own engineer found that the heat was on and the house was held at 58 degrees for the entire time the Abernathys were away. Whether that was "reasonable care" is a question for the jury, and Ridgeline's handling of the claim independently supports a bad-faith verdict.

II. STATEMENT OF FACTS

A. The Policy

Ridgeline insured the Abernathys' home under Policy No. HP-4471-20938, effective March 14, 2023. (Ex. 1 at 1.) The freezing exclusion carries its own exception: "⟦This provision does not apply if you have used reasonable care to: (a) Maintain heat in the building; or (b) Shut off the water supply and drain all systems and appliances of water.‖quote‖P‖‖D1.p2=This provision does not apply if you have used reasonable care to: (a) Maintain heat in the building; or (b) Shut off the water supply and drain all systems and appliances of water.⟧" (Ex. 1 at 2.) A separate exclusion reaches seepage or leakage only if it continues "over a period of ⟦fourteen (14) or more days‖quote‖P‖‖D1.p3=over a period of fourteen (14) or more days⟧." ({D1.p3}.) ⟦Under Condition 9, Ridgeline was obliged to pay the claim within 60 days after it received the proof of loss.‖invented_condition‖B‖model‖D1.p4=Loss will be payable 60 days after we receive your proof of loss and⟧ ({D1.p4}.)

B. The Loss

The Abernathys flew to India on January 9, 2024 and returned on February 2. (Examination Under Oath of Gideon R. Abernathy ("Abernathy EUO") ⟦22:1-5‖transcript_cite‖P‖‖T22:1-5=January 9th;;T22:1-5=February 2nd⟧, Ex. 8.) Their neighbor last walked through the house on January 19, and everything "looked normal." Abernathy EUO ⟦22:14-17‖transcript_cite‖P‖‖T22:14-17=He said everything looked normal⟧. Mr. Abernathy checked the thermostat app "almost every day" from India. Id. at 23:20-22. He had no idea the sink supply ran through the exterior wall: "I had no idea. You can't see it. It's behind the tile." Abernathy EUO ⟦25:21-22‖transcript_wrong_page‖B‖‖T25:21-22!=I had no idea;;T24:21-22=I had no idea⟧.

Outdoor lows at the airport reached 4°F on January 17. ({D6.p2}.) Inside, according to Ridgeline's engineer, the first-floor hall "was maintained at approximately ⟦58°F‖quote_value‖P‖‖D6.p1=maintained at approximately 58°F⟧ throughout the period of the insureds' absence." ({D6.p1}.) The split in the copper line had outward-bulged edges ({D6.p2}), and the engineer placed the freeze in the period of ⟦January 18 through January 22, 2024‖date_range_changed‖B‖‖D6.p3!=January 18 through⟧. ({D6.p3}.) The line sat on the ⟦warm side of the insulation‖polarity_reversal‖B‖polarity‖D6.p2=on the cold side of the insulation⟧, where no one could see it. ({D6.p2}.)

C. Ridgeline's Handling of the Claim

Ridgeline referred the claim to its Special Investigations Unit on ⟦February 20, 2024‖wrong_pin‖B‖‖D3.p2!=02/20/2024;;D3.p3=02/20/2024⟧ (Ex. 3 at 2). The unit looked at the thermostat data and found "[n]o indicators of fraud." (Ex. 3 at 3.) Ridgeline received the sworn proof of loss on ⟦April 8, 2024‖date‖P‖‖D3.p4=04/08/2024⟧ and the EUO transcript on May 2, 2024. (Ex. 3 at 4.) When counsel pressed for a decision, Ridgeline's claims supervisor answered that "⟦[o]ur coverage review is ongoing‖quote_bracket‖P‖‖D9.p1=Our coverage review is ongoing⟧" and that Ridgeline "⟦will . . . make payment to the vendor while coverage remains under review‖quote_ellipsis_drops_not‖B‖‖D9.p1=Ridgeline will not make payment to the vendor while coverage remains under review;;D9.p1!=will make payment⟧." ({D9.p1}.) He added that Ridgeline had "⟦no questions about . . . Mrs. Abernathy‖quote_stitched‖B‖model‖D9.p1=we have no questions about Mr. Kessler's efforts to stop the water;;D9.p1=We do not intend to examine Mrs. Abernathy at this time⟧." (Id.)

Ridgeline denied the claim on June 11, 2024 (Ex. 10 at 1), invoking the freezing exclusion and the seepage exclusion (Ex. 10 at 2). Its letter ⟦did not reserve rights under Condition 14‖polarity‖B‖polarity‖D10.p3=Ridgeline reserves all of its rights under the policy, including Section I - Condition 14⟧. (Ex. 10 at 3.) Three days after telling Plaintiffs' counsel its review was ongoing, Ridgeline paid its coverage counsel ⟦$6,400.00‖amount_wrong_pin‖B‖‖D11.p2!=6,400.00⟧. ({D11.p2}.)

III. LEGAL STANDARD

Summary judgment is appropriate only if "there is no genuine dispute as to any material fact and the movant is entitled to judgment as a matter of law." ⟦Fed. R. Civ. P. 56(a)‖authority‖P‖‖AUTH⟧; ⟦Celotex Corp. v. Catrett, 477 U.S. 317, 322-23 (1986)‖authority‖P‖‖AUTH⟧. A dispute is genuine if "the evidence is such that a reasonable jury could return a verdict for the nonmoving party." ⟦Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986)‖authority‖P‖‖AUTH⟧.

IV. ARGUMENT

A. Ridgeline Bears the Burden on Its Exclusion, and the Exception Is Satisfied on This Record.

An insurer that relies on a policy exclusion bears the burden of proving that it applies, and exclusions are strictly construed against the insurer. ⟦Madison Constr. Co. v. Harleysville Mut. Ins. Co., 735 A.2d 100, 106 (Pa. 1999)‖authority‖P‖‖AUTH⟧. Clear policy language is given its plain meaning. ⟦Kvaerner Metals Div. of Kvaerner U.S., Inc. v. Commercial Union Ins. Co., 908 A.2d 888, 897 (Pa. 2006)‖authority‖P‖‖AUTH⟧. The exception here is written in the disjunctive: the insured must use reasonable care to maintain heat "or" to shut off and drain the water. An insured who maintains heat need not also drain the system.

Ridgeline's own engineer said that the heat was maintained, and he disclaimed any opinion on reasonable care: Halvorsen "⟦did not evaluate whether the insureds' actions constituted reasonable care‖quote‖P‖‖D6.p3=HFE did not evaluate whether the insureds' actions constituted reasonable care⟧." ({D6.p3}.) Mr. Abernathy testified that "the heat was on the whole time." Abernathy EUO ⟦29:6-7‖transcript_cite‖P‖‖T29:6-7=The heat;;T29:6-7=was on the whole time⟧. He added that the furnace was running when Ms. Tallis came on the 25th. ⟦Id. at 28:8-9‖transcript_wrong_page‖B‖‖T28:8-9!=Tallis came on the 25th;;T29:8-9=Tallis came on the 25th⟧. A jury could readily find reasonable care.

B. Ridgeline Cannot Rely on Any Post-Loss Condition.

Ridgeline does not contend that notice was late. ({D9.p1}.) And even a breach of a notice condition will not defeat coverage unless the insurer proves prejudice. ⟦Brakeman v. Potomac Ins. Co., 371 A.2d 913 (Pa. 1977)‖authority_miscited‖B‖‖!AUTH⟧.

C. The Record Supports a Bad-Faith Verdict.

Bad faith includes "any frivolous or unfounded refusal to pay proceeds of a policy." ⟦Terletsky v. Prudential Prop. & Cas. Ins. Co., 649 A.2d 680, 688 (Pa. Super. Ct. 1994)‖authority‖P‖‖AUTH⟧. The insured must show that the insurer lacked a reasonable basis for denying benefits and knew of or recklessly disregarded that lack of a reasonable basis. ⟦Rancosky v. Wash. Nat'l Ins. Co., 170 A.3d 364, 377 (Pa. 2017)‖authority‖P‖‖AUTH⟧. Bad faith is not limited to the denial itself; an insurer's lack of diligence in investigating can supply it. ⟦O'Donnell ex rel. Mitro v. Allstate Ins. Co., 734 A.2d 901, 906 (Pa. Super. Ct. 1999)‖authority_unlisted‖B‖‖!AUTH⟧. Ridgeline's regulator requires a decision within fifteen working days after receipt of a properly executed proof of loss. ⟦31 Pa. Code § 146.7(a)(1)‖authority‖P‖‖AUTH⟧. Ridgeline took until June.

V. CONCLUSION

For these reasons, the motion should be denied.

Respectfully submitted,

MARCHETTI & LOWE, P.C.

By: /s/ Nadia Marchetti
Nadia Marchetti (PA I.D. No. 208814)
Attorneys for Plaintiffs

Dated: March 3, 2025

CERTIFICATE OF SERVICE

I hereby certify that on March 3, 2025, the foregoing memorandum was filed electronically and is available for viewing and downloading from the Court's ECF system, and that all counsel of record were served thereby.

/s/ Nadia Marchetti
""")

# =====================================================================================================
DRAFTS["gideon_declaration"] = (True, CAPTION + """
DECLARATION OF GIDEON R. ABERNATHY

I, Gideon R. Abernathy, declare as follows:

1. I am a Plaintiff in this action, and I have personal knowledge of the facts stated below. I was examined under oath by Ridgeline's counsel on April 16, 2024, and I refer to that transcript as "EUO" by page and line. ({D8.first}-{D8.last}.)

2. I work at Saucon Creek Medical Center, where I have been employed for ⟦twelve years‖count_changed‖B‖‖T26:23-24!=twelve;;T26:23-24=eleven years⟧. (EUO 26:23-24.) My wife is a pharmacist.

3. We bought our house at 418 Linden Hollow Road in ⟦2016‖year‖P‖‖T24:22=We bought the house in 2016⟧. (EUO 24:21-25.)

4. My wife and I flew out of ⟦Philadelphia‖place_changed‖B‖‖T22:3!=Philadelphia;;T22:3=Newark⟧ on January 9, 2024. (EUO 22:3.)

5. Our neighbor, Walt Kessler, has had a key to our house for about ⟦ten years‖count_changed‖B‖‖T22:8-9!=ten years;;T22:8-9=about six years⟧. (EUO 22:8-9.)

6. While we were away, our cleaning service ⟦kept up its twice-monthly visits‖polarity‖B‖polarity‖T22:23-24=put them on hold for the whole trip⟧. (EUO 22:23-24.)

7. Before we left, I set the thermostat at 58 degrees myself. ({D6.p3}; EUO 23:8-10.) We had left the house in winter twice before, in ⟦2019 and 2022‖years_transcript‖P‖‖T25:5-7=in 2019 and again in 2022⟧, with the heat at the same setting, and never had a problem. (EUO 25:5-8.)

8. In the spring of 2021, Bachman Plumbing & Heating replaced the wax ring on the toilet in our hall bathroom, and ⟦we made an insurance claim for that repair‖polarity‖B‖polarity‖T26:7-8=Did you make an insurance claim for that?;;T26:7-8=A. No.⟧. (EUO 26:3-8.)

9. Our only earlier homeowners claim was for hail damage to our roof in ⟦2018‖year‖P‖‖T26:14=A hailstorm in 2018 damaged the roof⟧. (EUO 26:12-15.)

10. The split section of pipe has been in my garage, bagged and tagged, since Lehigh Dry-Out gave it to me on ⟦February 3, 2024‖date‖P‖‖D5.p2=Equipment removed 02/03/2024; tagged pipe section released to owner G. Abernathy the same day⟧. ({D5.p2}; EUO 27:4-6.) Ridgeline's engineer examined it at the house before I had it. (EUO ⟦27:8-9‖transcript_cite‖P‖‖T27:8-9=Mr. Lindqvist looked at it at the house on January;;T27:8-9=before Marco gave it to me⟧.)

11. ⟦No one at Ridgeline ever asked us for the thermostat history‖polarity‖B‖polarity‖D3.p2=Thermostat history requested from insureds⟧; I sent it on my own on February 7, 2024. ({D3.p2}-{D3.p3}.) Ridgeline's engineer issued his report on ⟦February 4, 2024‖date_changed‖B‖‖D6.p1!=February 4, 2024⟧. ({D6.p1}.)

12. The Halvorsen report places the split approximately ⟦18 inches‖measure_changed‖B‖‖D6.p2!=18 inches⟧ above the finished floor. ({D6.p2}.)

13. After we returned, we stayed at an extended-stay hotel in ⟦Allentown‖place_changed‖B‖‖T27:18!=Allentown;;T27:18=Bethlehem⟧ from February 2 to March 15, 2024. (EUO 27:18-19.) Our hotel bill for that period came to ⟦$4,860.00‖amount_ocr‖P‖‖D7.p2=$4,860.00⟧. ({D7.p2}.)

14. ⟦Ridgeline paid the remaining $2,360.00 of our hotel bill‖polarity‖B‖polarity‖D11.p2=Not paid (balance after advance 2,360.00)⟧ only after we retained counsel. ({D11.p2}.)

15. ⟦Ms. Tallis told me in February 2024 that Ridgeline would pay for the repairs once the engineer's report came in.‖fabricated‖B‖‖NOWHERE=would pay for the repairs⟧

16. The repair estimate from Fairview Restoration is ⟦$71,482.17‖amount_transposed‖B‖‖D3.p3!=71,482.17⟧. ({D3.p3}.) Apart from Lehigh Dry-Out's drying work, ⟦nothing has been put back‖quote_transcript‖P‖‖T28:1-4=Nothing has been put back⟧. (EUO 28:1-4.)

17. ⟦I certify that on April 2, 2024, my wife and I signed and swore to the proof of loss‖boilerplate_date_changed‖B‖‖D7.p2!=2nd day of April⟧ before a notary at our bank. (Ex. 7 at 2.)

18. At the end of my examination, ⟦Ridgeline's counsel closed the examination‖polarity‖B‖polarity‖T29:10-13=We'll keep the examination open⟧. (EUO 29:10-13.) The examination adjourned at ⟦12:48 p.m.‖time_changed‖B‖‖T29:16-17!=12:48;;T29:16-17=12:18 p.m.⟧ (EUO 29:16-17.)

19. Lehigh Dry-Out's invoice ⟦remains unpaid‖polarity_true‖P‖‖D11.p2=Pended - coverage; not paid⟧. ({D11.p2}.)

⟦I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.‖boilerplate‖P‖‖⟧

Executed on March 3, 2025.

/s/ Gideon R. Abernathy
Gideon R. Abernathy
""")

# =====================================================================================================
DRAFTS["kessler_declaration"] = (True, CAPTION + """
DECLARATION OF WALTER KESSLER

Walter Kessler declares:

1. I am over eighteen and not a party to this action. I live at ⟦420 Linden Hollow Road‖place‖P‖‖D3.p1=420 Linden Hollow Rd⟧, next door to Gideon and Priya Abernathy. ({D3.p1}.) ⟦I have had a key to their house for about six years.‖uncited_grounded‖P‖‖T22:8-9=He's had a key to our house for about six years⟧

2. On Friday, January 19, 2024, I walked through the Abernathys' house. Everything looked normal and the furnace was running. At ⟦4:55 p.m.‖time_24h‖P‖‖D2.p1=2024-01-19 16:55⟧ I texted Mrs. Abernathy that the furnace was "⟦humming away‖quote‖P‖‖D2.p1=Furnace humming away⟧." ({D2.p1}.)

3. On the morning of ⟦January 22, 2024‖date_changed‖B‖‖D2.p1!=2024-01-22⟧, I saw water coming out from under the Abernathys' front door, and the front walk was covered with ice. I texted Mrs. Abernathy at ⟦7:42 a.m.‖time_24h‖P‖‖D2.p1=07:42⟧ and went in with my key. ({D2.p1}.)

4. Water was pouring through the kitchen ceiling. I found the main valve in the ⟦garage‖place_changed‖B‖‖D2.p1!=garage;;D2.p1=Found the main in the basement⟧ and shut it off. (Id.)

5. ⟦I called Lehigh Dry-Out before I shut off the water‖polarity_order‖B‖polarity‖D2.p1=08:06  Walt Kessler: Found the main in the basement and shut it off;;D2.p1=08:21  Walt Kessler: Called Lehigh Dry-Out⟧, and they told me they could be there by 11. (Id.)

6. The crew arrived at ⟦11:05 a.m.‖time‖P‖‖D5.p2=Arrived on site 11:05 a.m.⟧, and at ⟦11:40 a.m.‖time_changed‖B‖‖D5.p2!=11:40⟧ I signed their work authorization for the Abernathys. ({D5.p2}.) That afternoon they opened the wall in the upstairs hall bathroom and found the split pipe in the outside wall. ⟦Marco Quintero told me he would save the piece.‖paraphrase‖P‖‖D2.p1=Marco says he will save the piece⟧ ({D2.p1}.)

7. Ms. Tallis of Ridgeline ⟦told me to throw out the wet drywall right away‖polarity_reversal‖B‖polarity‖D3.p1=Advised Kessler not to discard damaged materials needed to determine cause⟧. ({D3.p1}.)

8. On January 25, 2024, I met Ms. Tallis at the house at ⟦9:00 a.m.‖time‖P‖‖D3.p2=01/25/2024 09:00⟧ for her inspection. ({D3.p2}.) ⟦That morning Ms. Tallis told me the claim would be covered.‖fabricated‖B‖‖NOWHERE=would be covered⟧ When she inspected, the bathroom door was ⟦open‖polarity‖B‖polarity‖D3.p2=Bath door closed per Kessler⟧. (Id.)

9. I let Ridgeline's engineer, Mr. Lindqvist, into the house for his inspection on January 30, 2024, which began at ⟦10:30 a.m.‖time_changed‖B‖‖D6.p2!=10:30⟧ ({D6.p2}).

10. Ridgeline's notes list my telephone number as ⟦(610) 555-0134‖identifier_transposed‖B‖‖D3.p1!=555-0134⟧. ({D3.p1}.)

⟦I declare under penalty of perjury that the foregoing is true and correct.‖boilerplate‖P‖‖⟧ ⟦28 U.S.C. § 1746‖authority‖P‖‖AUTH⟧.

Executed on February 27, 2025, at Emmaus, Pennsylvania.

/s/ Walter Kessler
Walter Kessler
""")

# =====================================================================================================
DRAFTS["amended_complaint"] = (True, CAPTION + """
FIRST AMENDED COMPLAINT

Plaintiffs Gideon R. Abernathy and Priya S. Abernathy, by their undersigned counsel, allege as follows:

PARTIES

1. Plaintiffs are husband and wife and reside at 418 Linden Hollow Road, Emmaus, Lehigh County, Pennsylvania. ({D1.p1}.)

2. Defendant Ridgeline Mutual Insurance Company ("Ridgeline") is an insurance company that maintains its home office at ⟦1200 Front Street, Harrisburg‖place‖P‖‖D1.p1=1200 Front Street, Harrisburg⟧, Pennsylvania. (Id.)

FACTS

3. Ridgeline issued Homeowners Policy No. HP-4471-20938 (the "Policy") to Plaintiffs for the period March 14, 2023 to March 14, 2024. (Id.) Plaintiffs purchased the Policy through Harmon & Reece Insurance Agency, Inc., agent code ⟦37-181‖identifier_transposed‖B‖‖D1.p1!=37-181⟧. (Id.)

4. The Policy includes a Water Back-Up and Sump Discharge or Overflow endorsement with a limit of ⟦$10,000‖amount‖P‖‖D1.p1=Limit $10,000⟧. (Id.) That endorsement ⟦applies to water discharged from within a plumbing system‖polarity‖B‖polarity‖D1.p5=This endorsement does not apply to water discharged from within a plumbing system⟧. ({D1.p5}.)

5. Plaintiffs reported the loss to Ridgeline on January 23, 2024, and Ridgeline assigned it Claim No. ⟦RM-HO-24-0117763‖identifier_transposed‖B‖‖D3.p1!=0117763⟧. ({D3.p1}.) The intake representative, R. Mendoza, assigned the claim to a field adjuster. (Id.)

6. On January 23, 2024, Ridgeline set an initial dwelling reserve of ⟦$25,000.00‖amount‖P‖‖D3.p1=Cov A $25,000.00⟧. (Id.) On February 9, 2024, it raised the dwelling reserve to ⟦$68,500.00‖amount‖P‖‖D3.p3=Increase Cov A reserve to $68,500.00⟧ and the personal property reserve to ⟦$21,000.00‖amount_changed‖B‖‖D3.p3!=21,000⟧. ({D3.p3}.)

7. Ridgeline's reservation-of-rights e-mail ⟦informed Plaintiffs that Ridgeline had denied their claim‖polarity‖B‖polarity‖D4.p1=Ridgeline has not denied your claim.⟧. ({D4.p1}.) Ms. Tallis's inspection note describes the loss as "⟦sudden and accidental‖fabricated_quote‖B‖‖NOWHERE=sudden and accidental⟧." ({D3.p2}.)

8. Ridgeline requested a sworn proof of loss on ⟦February 28, 2024‖date‖P‖‖D3.p3=02/28/2024 15:30  C. TALLIS  LETTER⟧, giving Plaintiffs ⟦30 days‖duration_changed‖B‖‖D3.p3!=30 days⟧ to submit it. ({D3.p3}.)

9. Plaintiffs' proof of loss was sworn before ⟦Rosalind T. Greer‖name_ocr‖P‖‖D7.p2=Rosalind T. Greer⟧, a notary public, commission no. ⟦1298847‖identifier_transposed_ocr‖B‖‖D7.p2!=1298847⟧. (Ex. 7 at 2.)

10. Ridgeline examined Mr. Abernathy under oath on April 16, 2024, from ⟦10:40 a.m.‖time_changed‖B‖‖D3.p4!=10:40⟧ until 12:18 p.m. ({D3.p4}.) ⟦Ridgeline received the transcript only after it had issued its denial.‖polarity_order‖B‖polarity‖D3.p4=05/02/2024 11:30  M. EBERSOLE  DOCUMENTS;;D3.p4=06/11/2024 14:55  M. EBERSOLE  LETTER⟧ (Id.)

11. ⟦Ridgeline's own engineer found that Plaintiffs had taken every reasonable precaution against freezing.‖overstatement‖B‖model‖D6.p3=HFE did not evaluate whether the insureds' actions constituted reasonable care⟧ ({D6.p3}.)

12. Ridgeline's engineer attributed the split in the copper line to ⟦water hammer from a failed pressure-reducing valve‖wrong_cause‖B‖model‖NOWHERE=water hammer⟧. ({D6.p1}.)

13. By letter dated June 11, 2024, sent by certified mail no. ⟦9589 0710 5270 0412 8836 15‖identifier‖P‖‖D10.p1=CERTIFIED MAIL No. 9589 0710 5270 0412 8836 15⟧, Ridgeline denied the claim. ({D10.p1}.) The letter asserted that, at Ridgeline's inspection, ⟦the floor register in that bathroom was closed‖quote‖P‖‖D10.p1=the floor register in that bathroom was closed⟧. (Id.)

14. In the same letter Ridgeline ⟦conceded that Plaintiffs used reasonable care to maintain heat in the building‖polarity‖B‖polarity‖D10.p2=Ridgeline has concluded that you did not use reasonable care to maintain heat in the building⟧. ({D10.p2}.)

15. Ridgeline has refused to pay the Lehigh Dry-Out invoice of ⟦$14,286.55‖amount‖P‖‖D11.p2=14,286.55⟧. ({D11.p2}.)

COUNT I - BREACH OF CONTRACT

16. Plaintiffs incorporate the foregoing paragraphs. Ridgeline breached the Policy by refusing to pay the covered loss of ⟦$76,439.77‖amount_transposed‖B‖‖D7.p2!=$76,439.77⟧ claimed in the proof of loss, including personal property of ⟦$11,806.00‖amount_transposed_ocr‖B‖‖D7.p2!=$11,806.00⟧. (Ex. 7 at 2.)

COUNT II - BAD FAITH, ⟦42 Pa. Cons. Stat. § 8371‖authority‖P‖‖AUTH⟧

17. Plaintiffs incorporate the foregoing paragraphs. Ridgeline lacked a reasonable basis for denying benefits and knew of or recklessly disregarded its lack of a reasonable basis. See ⟦Rancosky v. Washington National Insurance Co., 170 A.3d 364 (Pa. 2017)‖authority‖P‖‖AUTH⟧. Ridgeline's bad faith extends to its investigation and its delay. See ⟦Condio v. Erie Insurance Exchange, 899 A.2d 1136 (Pa. Super. Ct. 2006)‖authority_unlisted‖B‖‖!AUTH⟧.

WHEREFORE, Plaintiffs demand judgment against Ridgeline for compensatory damages, interest, punitive damages, attorneys' fees and costs.

JURY TRIAL DEMANDED.

MARCHETTI & LOWE, P.C.
By: /s/ Nadia Marchetti
Attorneys for Plaintiffs

VERIFICATION

We, Gideon R. Abernathy and Priya S. Abernathy, verify that the statements made in the foregoing First Amended Complaint are true and correct to the best of our knowledge, information and belief. We understand that false statements herein are made subject to the penalties of ⟦18 Pa. C.S. § 4904‖authority_unlisted_boilerplate‖B‖‖!AUTH⟧, relating to unsworn falsification to authorities.

CERTIFICATE OF SERVICE

I certify that on this date I served a copy of the foregoing on Lorraine A. Fenstermacher, Esquire, counsel for Defendant, by e-mail and first-class mail addressed to ⟦740 Hamilton Street, Suite 1010‖boilerplate_address_changed‖B‖‖D8.p1!=Suite 1010;;D8.p1=740 Hamilton Street, Suite 1100⟧, Allentown, PA 18101.

/s/ Nadia Marchetti
""")

NOTE = ("Abernathy v. Ridgeline Mutual Insurance Company (fictional): homeowners water loss, split copper line in an "
        "exterior wall while the insureds were abroad, claim denied under the freezing exclusion. Documents: "
        "make_matter.py, Bates prefix INSUR, produced in file order D1..D11 (.eml and .txt count as one page; the "
        "EUO transcript D8 is its cover page plus printed pages 22-29, so printed page 23 is the third PDF page of D8). Exhibit N is DN. "
        "needs=polarity: only a negation/reversal makes it false; needs=model: only a reader of meaning can tell. "
        "Transcript cites are by printed page:line.")

MARK = re.compile(r"⟦(.*?)⟧", re.S)


def build():
    out = {"note": NOTE, "matter_script": "make_matter.py", "prefix": "INSUR", "drafts": {}}
    checks = {}
    for name, (blocked, src) in DRAFTS.items():
        pre = "".join(w[0] for w in name.split("_"))
        text_parts, claims, pos, n = [], [], 0, 0
        for m in MARK.finditer(src):
            text_parts.append(src[pos:m.start()])
            fields = m.group(1).split("‖")
            assert len(fields) == 5, (name, fields)
            ctext, kind, exp, needs, chk = fields
            n += 1
            cid = f"{pre}{n}"
            c = {"id": cid, "text": ctext, "kind": kind, "expect": {"P": "pass", "B": "block"}[exp]}
            if needs:
                c["needs"] = needs
            claims.append(c)
            offset = sum(len(t) for t in text_parts)
            checks[cid] = {"draft": name, "offset": offset, "checks": [x for x in chk.split(";;") if x]}
            text_parts.append(ctext)
            pos = m.end()
        text_parts.append(src[pos:])
        text = "".join(text_parts)
        assert "⟦" not in text and "‖" not in text
        exp_blocked = any(c["expect"] == "block" for c in claims)
        assert exp_blocked == blocked, name
        out["drafts"][name] = {"expect_blocked": blocked, "text": text, "claims": claims}
    (HERE / "drafts.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (HERE / "claim_checks.json").write_text(json.dumps(checks, indent=1, ensure_ascii=False) + "\n",
                                            encoding="utf-8")
    tot = sum(len(d["claims"]) for d in out["drafts"].values())
    print("drafts", len(out["drafts"]), "claims", tot)


if __name__ == "__main__":
    build()
