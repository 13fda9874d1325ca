"""Source of drafts.json for the Tessaro licence matter.

    python drafts_src.py          writes drafts.json next to this file

Each draft is written with its labelled facts marked inline as [[kind/expect(/needs): text]], where expect is p
(pass) or b (block) and needs is pol (polarity) or model. The markers are stripped to give the draft text, and the
marked strings become the claims, in draft order.
"""
import json
import re
from pathlib import Path

CAPTION = """UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF OHIO
WESTERN DIVISION AT DAYTON

TESSARO FILTRATION TECHNOLOGIES, INC.,
                    Plaintiff,
          v.                                        Case No. 3:24-cv-00318
MARLOW HOME PRODUCTS LLC,
                    Defendant.
"""

DRAFTS = {}

# ---------------------------------------------------------------------------------------------------------------
DRAFTS["castellanos_decl"] = ("cd", """[[caption/p: UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF OHIO]]
WESTERN DIVISION AT DAYTON

TESSARO FILTRATION TECHNOLOGIES, INC.,
                    Plaintiff,
          v.                                        Case No. 3:24-cv-00318
MARLOW HOME PRODUCTS LLC,
                    Defendant.

DECLARATION OF OWEN CASTELLANOS IN SUPPORT OF
PLAINTIFF'S MOTION FOR PARTIAL SUMMARY JUDGMENT

I, Owen Castellanos, declare as follows:

1. I am the [[uncited_grounded/p: Director of Licensing]] of plaintiff Tessaro Filtration Technologies, Inc. ("Tessaro"). I make this declaration from personal knowledge and from Tessaro's business records, which are kept in the ordinary course of its business and to which I have access in my work. If called as a witness, I could and would testify competently to these facts.

2. Tessaro and defendant Marlow Home Products LLC ("Marlow") are parties to a Patent and Trademark License Agreement, Agreement No. TFT-LIC-2021-07, entered into as of [[date/p: March 1, 2021]] (the "Agreement"). (Ex. 1 at 1.) Marlow's President, Gregory Ashby, signed the Agreement for Marlow on [[date/p: February 24, 2021]]. ({D1.p6}.)

3. The Agreement licenses to Marlow two Tessaro patents, U.S. Patent No. 10,482,917 and U.S. Patent No. 11,036,254, and Tessaro's PUREFOLD mark, U.S. Registration No. [[identifier/p: 5,218,443]]. (Ex. 1 at 7.) The patent license is [[polarity/p: exclusive in Territory A and non-exclusive in Territory B]]. ({D1.p2}.)

4. Section 4.1 of the Agreement sets the patent royalty. Marlow agreed to pay "[[quote/p: a running royalty of four and one-half percent (4.5%) of Net Sales of Licensed Products sold in Territory A]]" and [[rate/p: 3.25 percent]] of Net Sales in Territory B. ({D1.p2}.) Section 4.2 adds a trademark royalty of 1.5 percent on each Licensed Product "[[quote/p: sold under or bearing the Licensed Mark]]." (Id.) Territory A is the United States, its territories and possessions; Territory B is Canada and Mexico. ({D1.p1}.)

5. Section 1.4 decides where a sale takes place: "[[quote/p: A sale occurs in the territory to which the Licensed Product is shipped, regardless of the billing address of the customer.]]" (Id.)

6. Section 4.4 defines "Net Sales." It allows a deduction for customary discounts only up to a ceiling, "[[quote/p: not to exceed eight percent (8%) of the gross amount invoiced]]" for the product in a calendar quarter, and it provides that "[[quote/p: [n]o deduction shall be made for commissions, marketing or promotional allowances, advertising contributions, slotting fees, uncollectible accounts or costs of manufacture]]." ({D1.p3}.)

7. Marlow must deliver a written report, certified by its chief financial officer, "[[quote/p: [w]ithin thirty (30) days after the end of each calendar quarter]]," and the royalties for the quarter are due with the report. (Id.) Amounts not paid when due bear interest at [[rate/p: one percent (1%) per month]]. (Id.)

8. Tessaro may have Marlow's books and records examined by an independent certified public accountant not more than once a calendar year "[[quote/p: upon at least twenty (20) days' written notice]]." ({D1.p4}.) If the examination shows an underpayment of more than five percent of the royalties due for the period, Marlow must also reimburse the reasonable fees and expenses of the audit, and the accountant's report is "[[quote/p: final and binding on the parties as to the amounts examined, absent fraud or manifest error]]." (Id.)

9. Marlow delivered quarterly royalty reports for the second, third and fourth quarters of 2023, each certified by its Chief Financial Officer, Denise Kowalczyk. ({D2.p2}; {D3.p2}; {D4.p2}.) The second-quarter report stated a total royalty of $193,502.16 ({D2.p2}); the third-quarter report, $209,181.56 ({D3.p2}); and the fourth-quarter report, [[amount/p: $224,812.44]] ({D4.p2}). Marlow wired each of those amounts, the last of them on [[date/p: January 30, 2024]]. (Ex. 4 at 2.)

10. In each report Marlow subtracted, before it computed the royalty, a column headed "Promo Allow.," which the report's notes describe as "[[quote/p: retailer co-op advertising and markdown support credits taken in the quarter]]." ({D2.p1}-{D2.p2}.) In the fourth quarter of 2023 alone those deductions came to [[amount/p: $233,924.25]]. ({D4.p1}.)

11. On the [[date/p: 18th of March, 2024]], I gave Ms. Kowalczyk written notice under Section 6.2 that Tessaro would have Marlow's records examined for the period April 1, 2023 through December 31, 2023, by Hollis Ferrante, CPA, of Ferrante Oduya LLP. (Ex. 5 at 1.) I proposed that the fieldwork begin at Marlow's Charlotte office on Monday, May 6, 2024. (Id.)

12. Ferrante Oduya delivered its report to me on [[date/p: June 14, 2024]] (the "Audit Report"). ({D6.p1}.) The Audit Report found that Marlow had underreported royalties by [[amount/p: $42,936.36]], or [[rate/p: 6.40%]] of the royalties due for the period. (Id.) It found that Marlow owed [[amount/p: $82,075.17]] in all: that underpayment, interest of $2,738.81 under Section 5.3, and audit fees and expenses of $36,400.00. ({D6.p3}.)

13. On June 28, 2024, Ms. Kowalczyk answered by e-mail. She wrote that Marlow "does not accept this finding" as to Findings 1 and 2, but as to Finding 3: "[[quote/p: Marlow accepts this finding. We will remit $3,495.00 by wire on or before July 15, 2024.]]" ({D11.p1}.)

14. On [[date/p: July 8, 2024]], Tessaro's counsel sent Marlow written notice of non-payment under Section 10.2 of the Agreement, demanding $82,075.17. ({D7.p1}.) The notice warned that if Marlow did not pay the full amount within [[duration/p: thirty (30) days]] after receiving it, Tessaro could terminate the Agreement. ({D7.p1}-{D7.p2}.) Ms. Kowalczyk has since testified that the FedEx copy reached Marlow on [[date/p: July 9th]]. Deposition of Denise Kowalczyk ("Kowalczyk Dep.") [[transcript_cite/p: 44:16-18]].

15. Ms. Kowalczyk telephoned me on July 23, 2024, at about [[time/p: 2:15 p.m.]], and I wrote a note of the call that day. (Ex. 8 at 1.) She told me Marlow would not pay Findings 1 or 2, acknowledged that the $3,495.00 had not been sent, and offered [[amount/p: $20,000]] to settle all of the audit amounts, including the audit fee. (Id.) I took the offer to Ms. Tessaro, who [[polarity/p: rejected]] it the same day. (Id.)

16. Marlow paid nothing. On [[date/p: August 12, 2024]], Tessaro's Chief Executive Officer, Margit Tessaro, sent Marlow notice terminating the Agreement under Section 10.2. ({D9.p1}.) The notice recited that the thirty-day cure period "[[quote/p: expired on August 8, 2024]]," and that the ninety-day sell-off period under Section 10.4 would end on [[date/p: November 10, 2024]]. (Id.) It also called for Marlow's statement of inventory by August 22, 2024. ({D9.p2}.)

17. Tessaro has received no royalty report from Marlow for the third quarter of 2024 and no royalty on any sale made after August 12, 2024, as Ms. Kowalczyk confirmed. Kowalczyk Dep. [[transcript_cite/p: 46:8-15]].

[[boilerplate/p: I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.]]

Executed on December 9, 2024, at Dayton, Ohio.

                                        /s/ Owen Castellanos
                                        Owen Castellanos
""")

# ---------------------------------------------------------------------------------------------------------------
DRAFTS["stroud_decl"] = ("sd", CAPTION + """
DECLARATION OF RACHEL M. STROUD IN SUPPORT OF
PLAINTIFF'S MOTION FOR A PRELIMINARY INJUNCTION

I, Rachel M. Stroud, declare pursuant to [[authority/p: 28 U.S.C. § 1746]]:

1. I am a partner of Abernathy & Stroud LLP, counsel for plaintiff Tessaro Filtration Technologies, Inc. ("Tessaro"), and I am admitted to practice before this Court. I submit this declaration to put before the Court the documents and testimony described below, and I have personal knowledge of the facts stated in it.

2. Exhibit 1 is a true and correct copy of the Patent and Trademark License Agreement between Tessaro and Marlow Home Products LLC ("Marlow"), produced at [[bates/p: {D1.first}-{D1.last}]]. Section 10.4 permits Marlow, after termination, to sell Licensed Products "[[quote/p: in inventory or in process on the date of termination for ninety (90) days after that date]]," and provides that "[[quote/p: [a]t the end of that period Licensee shall stop all use of the Licensed Mark]]." ({D1.p5}.)

3. Exhibits 2, 3 and 4 are Marlow's quarterly royalty reports for the second, third and fourth quarters of 2023, produced at {D2.first} through {D4.last}. In the third-quarter report, for example, Marlow paid the [[rate/p: 1.5%]] trademark royalty on its PF-200 and PF-450 cartridges and reported its PF-900 cartridges as sold "[[quote/p: under the Marlow Pro brand]]." ({D3.p1}-{D3.p2}.)

4. Exhibit 6 is the royalty examination report of Ferrante Oduya LLP dated June 14, 2024, produced at {D6.first}-{D6.last}. Schedule 1 of that report states the underpayment quarter by quarter: [[amount/p: $9,992.25]] for the second quarter of 2023, $14,060.74 for the third, and $18,883.37 for the fourth. (Ex. 6 at 4.)

5. Exhibit 7 is my letter to Marlow of July 8, 2024 ({D7.first}-{D7.last}), sent by FedEx overnight and by e-mail. It advised Marlow that interest would go on accruing on the underpayment at [[amount/p: $429.36 per month]] from June 1, 2024. ({D7.p1}.)

6. Exhibit 9 is Tessaro's notice of termination dated August 12, 2024, sent by FedEx Priority Overnight under tracking number [[identifier/p: 7789 4412 0936]]. ({D9.p1}.) The copy produced is a scan of the signed original.

7. Exhibit 10 consists of true and correct excerpts of the transcript of the videotaped deposition of Marlow's chief financial officer, Denise Kowalczyk, which I took on [[date/p: November 19, 2024]], in Charlotte, North Carolina ("Kowalczyk Dep."). ({D10.p1}.)

8. Ms. Kowalczyk testified that she has been Marlow's chief financial officer "[[quote/p: [s]ince April of 2019]]," and that she signed the certifications on all three 2023 reports. Kowalczyk Dep. [[transcript_cite/p: 41:2-6]], 41:22-24.

9. Asked whether Section 4.4 of the Agreement lists promotional allowances among the permitted deductions, she answered: "[[quote/p: Not in those words, no.]]" Id. at [[transcript_cite/p: 42:13-16]].

10. She testified that Marlow gave a [[rate/p: ten percent]] trade discount on the PF-200 in the United States in the fourth quarter of 2023, and that Marlow "[[quote/p: deducted what we gave the customer]]." Kowalczyk Dep. at 43.

11. She testified that most of the PF-450 cartridges Rio Bravo Supply bought in the third and fourth quarters of 2023 "[[quote/p: went to their warehouse in Laredo, Texas]]," and that she first learned this "[[quote/p: [d]uring the audit, in May]]." Id. at [[transcript_cite/p: 43:16-44:2]].

12. On production after termination, Ms. Kowalczyk testified:

        Q.   Did Marlow place any new production orders for PUREFOLD-branded product after August 12?
        A.   [[quote/p: One. A reorder of PF-200 in September.]]
        Q.   How many units?
        A.   [[quote/p: About 14,000. Our contract manufacturer in Gastonia ran it in early October.]]

Kowalczyk Dep. [[transcript_cite/p: 45:23-46:3]].

13. The order was placed with Carolina Molded Components and specified PUREFOLD packaging. Id. at 47:14-19. No one at Tessaro authorized it. Asked whether she had told anyone at Tessaro about the order, Ms. Kowalczyk answered, "[[quote/p: Not before today.]]" Id. at [[transcript_cite/p: 47:20-23]].

14. Ms. Kowalczyk testified that PUREFOLD-branded product shipped after November 10, 2024 on open purchase orders from Harbor & Main, "[[quote/p: [a]bout four thousand units]]," Kowalczyk Dep. 46:4-7, and that Marlow's product pages using the PUREFOLD name "[[quote/p: are still up]]." Id. at [[transcript_cite/p: 46:23-47:3]].

15. Marlow has paid no royalty on its sales after August 12, 2024, but holds "[[quote/p: [a]bout $61,000]]" in a separate reserve account. Id. at 46:13-18.

[[boilerplate/p: I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.]] Executed on December 9, 2024, at Cincinnati, Ohio.

                                        /s/ Rachel M. Stroud
                                        Rachel M. Stroud (Ohio Bar No. 0081234)
                                        ABERNATHY & STROUD LLP
                                        255 East Fifth Street, Suite 2900
                                        Cincinnati, Ohio 45202
                                        Counsel for Plaintiff
""")

# ---------------------------------------------------------------------------------------------------------------
DRAFTS["msj_memorandum"] = ("ms", CAPTION + """
PLAINTIFF'S MEMORANDUM IN SUPPORT OF ITS MOTION FOR PARTIAL SUMMARY JUDGMENT ON COUNT I (BREACH OF CONTRACT)

I. INTRODUCTION

Marlow Home Products LLC ("Marlow") made and sold Tessaro's patented filter cartridges for three years under a license that tells it, in plain words, what it may deduct before it computes a royalty. Marlow deducted more. An independent audit, which the parties agreed would bind them, found that Marlow underpaid, and Marlow has paid none of the shortfall. There is no genuine dispute about any of this.

II. STATEMENT OF UNDISPUTED FACTS

A. The License Agreement

Tessaro Filtration Technologies, Inc. ("Tessaro") is an Ohio corporation with its principal office in [[place/b: Columbus, Ohio]]. (Ex. 1 at 1.) Marlow is a Delaware limited liability company based in [[place/p: Charlotte, North Carolina]]. (Id.) The two companies entered into the Patent and Trademark License Agreement (the "Agreement") as of [[date/p: March 1, 2021]]. (Id.) The Agreement grants Marlow an [[polarity/b/pol: exclusive license in Territory B, and a non-exclusive license in Territory A]], under two Tessaro patents. ({D1.p2}.)

Marlow agreed to pay a patent royalty of 4.5% of Net Sales in Territory A and [[rate/b: 3.5%]] of Net Sales in Territory B, plus a trademark royalty of 1.5% on products sold under the PUREFOLD mark. (Id.) The minimum annual royalty is [[pin/b: $240,000]]. ({D1.p3}.)

Section 4.4 defines "Net Sales." It caps discounts at "[[quote/b: eight percent (8%) of the gross amount invoiced for all Licensed Products in any Contract Year]]," and it forbids any deduction for "[[quote/p: marketing or promotional allowances]]." (Id.) Royalties are due with each quarterly report, and late amounts bear interest at [[rate/b: one and one-half percent (1.5%) per month]]. (Id.)

Tessaro may audit once a year on [[duration/b: thirty (30) days' written notice]]. ({D1.p4}.) If the underpayment is [[polarity/b/pol: less than five percent (5%)]] of the royalties due, Marlow must reimburse the cost of the audit. (Id.) The accountant's report is binding "[[quote/p: absent fraud or manifest error]]." (Id.) If Marlow fails to pay when due and does not cure within [[duration/p: thirty (30) days]] after written notice, Tessaro may terminate. ({D1.p5}.) After termination Marlow has [[duration/b: one hundred twenty (120) days]] to sell off its inventory. (Id.) [[section/b: Section 14.6]] of the Agreement selects Ohio law. ({D1.p6}.)

B. Marlow's Reports and Deductions

Marlow's Chief Financial Officer, Denise Kowalczyk, certified each of Marlow's 2023 quarterly reports. ({D2.p2}; {D3.p2}; {D4.p2}.) [[fabricated/b: Tessaro first objected to the promotional-allowance deduction by letter of September 5, 2023]]. ({D2.p2}.) In every quarter Marlow subtracted promotional allowances from gross sales before computing the royalty: [[pin/b: $148,012.50]] in the second quarter ({D3.p1}) and [[amount/p: $178,176.75]] in the third ({D3.p1}). Ms. Kowalczyk described the deduction as "[[quote/p: [r]etailer co-op advertising and markdown support]]." Deposition of Denise Kowalczyk ("Kowalczyk Dep.") 42:4-6. She conceded that Section 4.4 does not list those credits: "Not in those words, no." [[transcript_cite/b: Kowalczyk Dep. 42:20-22]].

Marlow also deducted trade discounts above the eight percent cap. The PF-200 discount in Territory A was [[misattributed_value/b/model: 9.5% in the second quarter of 2023]] and [[rate/p: 10.0%]] in the fourth. (Ex. 6 at 2.)

And Marlow reported sales to Rio Bravo Supply, S.A. de C.V. at the lower Territory B rate although the goods went to Texas: [[polarity/b/pol: the invoices went to Laredo, while the cartridges were shipped to Monterrey]]. Kowalczyk Dep. 43:14-23. Ms. Kowalczyk [[polarity/b/pol: knew before the audit]] where the Rio Bravo goods were shipped. Id. at 43:24-44:2.

C. The Audit

On March 18, 2024, Tessaro gave Marlow written notice of an audit under Section 6.2. (Ex. 5 at 1.) Ferrante Oduya LLP performed fieldwork at Marlow's Charlotte offices from [[date/b: May 6 through May 10, 2024]], testing every Territory B invoice and a sample of [[count/p: 412]] Territory A invoices. ({D6.p1}.) Its report of June 14, 2024 made three findings. Disallowing the promotional allowances raised the royalty by [[amount/p: $33,606.82]]; the excess discounts, by [[amount/b: $5,843.54]]. ({D6.p2}.) The Rio Bravo shipments, delivered to a warehouse at [[place/p: 9110 Mines Road, Laredo, Texas]], added $3,495.00. ({D6.p3}.) The Schedule shows an underpayment of [[pin/b: $9,992.25]] for the second quarter of 2023 alone. ({D6.p3}.) In all Marlow underpaid by $42,936.36, or [[rate/b: 6.84%]] of the royalties due. ({D6.p1}.) With interest and audit fees, Marlow owes [[amount/p: $82,075.17]]. ({D6.p3}.)

D. Notice, Non-Payment and Termination

Marlow's only written response, Ms. Kowalczyk's e-mail of June 28, 2024, states that "[[quote/b: Marlow accepts Findings 1 and 3]]." ({D11.p1}.) On July 8, 2024, Tessaro gave written notice of non-payment. ({D7.p1}.) Marlow received it by FedEx on July 9. Kowalczyk Dep. 44:16-18. Marlow paid no part of the $82,075.17 between July 9 and August 8, 2024. [[transcript_cite/b: Kowalczyk Dep. 45:19-21]]. On [[date/p: August 12, 2024]], Tessaro terminated the Agreement "[[quote/b: effective immediately upon the date of this notice]]." ({D9.p1}.) The notice recited that "[[stitched_quote/b: Marlow has not paid any part of the amount due and Tessaro hereby terminates the License Agreement]]." (Id.)

After termination Marlow placed a new production order of about [[count/p: 14,000]] PUREFOLD-branded cartridges, Kowalczyk Dep. 45:23-46:3, and it shipped about [[count/b: six thousand units]] after the sell-off period ended, id. at 46:4-7.

III. LEGAL STANDARD

Summary judgment is proper where "there is no genuine dispute as to any material fact and the movant is entitled to judgment as a matter of law." [[authority/p: Fed. R. Civ. P. 56(a)]]; see [[authority/p: Celotex Corp. v. Catrett, 477 U.S. 317, 322-23 (1986)]]. A dispute is "genuine" only if the evidence would let a reasonable jury return a verdict for the nonmoving party. [[authority/p: Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986)]]. Under Ohio law, a claim for breach of contract requires a contract, performance by the plaintiff, breach by the defendant, and damage. [[authority/p: Savedoff v. Access Group, Inc., 524 F.3d 754, 762 (6th Cir. 2008)]]. Where contract terms are clear, a court applies them as written and does not create a new contract for the parties. [[authority/b: Alexander v. Buckeye Pipe Line Co., 53 Ohio St. 2d 241, 246 (1978)]]. Schedule 1 of the Audit Report is admissible as a summary of voluminous records. [[authority/p: Fed. R. Evid. 1006]].

Respectfully submitted,

/s/ Rachel M. Stroud
Rachel M. Stroud (Ohio Bar No. 0081234)
ABERNATHY & STROUD LLP
Counsel for Plaintiff
""")

# ---------------------------------------------------------------------------------------------------------------
DRAFTS["settlement_demand"] = ("dl", """ABERNATHY & STROUD LLP
255 East Fifth Street, Suite 2900
Cincinnati, Ohio 45202

December 2, 2024

FOR SETTLEMENT PURPOSES ONLY

VIA E-MAIL

Curtis L. Pell, Esq.
Pell Vance PLLC
Charlotte, North Carolina

Re: Tessaro Filtration Technologies, Inc. v. Marlow Home Products LLC, No. 3:24-cv-00318 (S.D. Ohio)

Dear Curt:

I write following the deposition of your client's chief financial officer, Denise Kowalczyk, on [[date/b: November 21, 2024]] ({D10.p1}), to set out once more what Marlow owes and to make a final proposal before we file for summary judgment and a preliminary injunction.

The audit. The Ferrante Oduya report found an underpayment of [[amount/p: $42,936.36]] ({D6.p1}), interest through May 31, 2024 of [[amount/b: $2,783.81]], and audit fees and expenses of [[amount/p: $36,400.00]] ({D6.p3}). Interest has run since June 1, 2024 at [[amount/p: $429.36]] a month. ({D7.p1}.) Marlow agreed that the report would be "[[quote/b: final and binding on the parties for all purposes]]." ({D1.p4}.) Marlow has [[polarity/b/pol: refused all three of the audit findings]] ({D11.p1}), and your client's position on the promotional credits does not survive her own testimony: Marlow "[[quote/p: deducted what we gave the customer]]," Deposition of Denise Kowalczyk ("Kowalczyk Dep.") 43:9, and on the July 23 call she told Mr. Castellanos that Marlow's board would not pay royalty on money Marlow "[[quote/p: never kept]]" ({D8.p1}). As for Finding 3, Ms. Kowalczyk wrote that "[[quote/p: We will remit $3,495.00 by wire on or before July 15, 2024.]]" ({D11.p1}.) She conceded that Marlow [[polarity/p: has not]] paid even that. Kowalczyk Dep. 44:9-10. Marlow's board, we now understand, [[fabricated/b: voted on July 30, 2024 to withhold every payment]] to Tessaro. Marlow received our notice of non-payment on [[date/b: July 10, 2024]], Kowalczyk Dep. 44:16-18, and let the cure period run out without paying any part of the [[pin/b: $82,075.17]] demanded ({D7.p2}).

The number your client floated on July 23, [[amount/b: $25,000]], does not come close. (Ex. 8 at 1.)

Post-termination sales. Section 10.4 is not ambiguous. It provides that "[[stitched_quote/b: Licensee may sell Licensed Products in inventory for ninety (90) days and shall then stop all use of the Licensed Mark]]." ({D1.p5}.) Marlow shipped roughly [[count/p: sixty thousand]] PF-200 units during the sell-off period, Kowalczyk Dep. 45:19-22, then kept shipping after it ended. Marlow is also holding [[amount/b: about $16,000]] in royalties on those sales in a reserve account. Kowalczyk Dep. 46:16-18. Its inventory statement arrived on [[date/p: August 30th]], after the ten days Section 10.4 allows. Id. at 46:19-22. Each sale of PUREFOLD-branded product after November 10 is an infringing use under [[authority/p: 15 U.S.C. § 1114]], and a terminated licensee's continued use of the mark is infringement as a matter of law. See [[authority/b: Church of Scientology Int'l v. Elmira Mission, 794 F.2d 38, 41 (2d Cir. 1986)]]. Tessaro will also recover its fees under [[section/p: Section 14.4]] of the Agreement. ({D1.p6}.)

Tessaro will resolve the case on the terms in the enclosed term sheet if Marlow accepts them by December 13, 2024. Otherwise we will file.

Very truly yours,

/s/ Rachel M. Stroud
Rachel M. Stroud

cc: Owen Castellanos, Director of Licensing, Tessaro
""")

# ---------------------------------------------------------------------------------------------------------------
DRAFTS["amended_complaint"] = ("ac", CAPTION + """
FIRST AMENDED COMPLAINT
(Jury Demand Endorsed Hereon)

Plaintiff Tessaro Filtration Technologies, Inc. ("Tessaro"), for its First Amended Complaint against defendant Marlow Home Products LLC ("Marlow"), alleges:

PARTIES, JURISDICTION AND VENUE

1. Tessaro is an Ohio corporation with its principal place of business at [[place/p: 4100 Kenwood Parkway, Dayton, Ohio 45414]]. (Ex. 1 at 1.)

2. Marlow is a [[place/b: North Carolina limited liability company]] with its principal office at 2250 Tryon Commerce Drive, Charlotte, North Carolina 28217. (Id.)

3. This Court has jurisdiction under [[authority/b: 28 U.S.C. §§ 1331 and 1338]], and supplemental jurisdiction over the contract claim. In the Agreement, Marlow submitted to the jurisdiction of the state and federal courts located in [[place/p: Montgomery County, Ohio]]. ({D1.p6}.)

FACTS

4. Tessaro owns U.S. Patent No. [[identifier/b: 10,482,971]], "Pleated Membrane Filter Cartridge with Bypass Seal," and U.S. Patent No. 11,036,254, "[[quote/p: Twist-Lock Collar for Filter Cartridges]]," which issued on [[date/p: August 4, 2020]]. (Ex. 1 at 7.) Tessaro also owns the PUREFOLD mark, registered on [[date/b: June 6, 2018]]. (Id.)

5. On [[date/p: February 22, 2021]], Tessaro's Chief Executive Officer signed the Patent and Trademark License Agreement with Marlow (the "Agreement"). ({D1.p6}.)

6. The Agreement's combined royalty on PUREFOLD-branded products is [[rate/p: 6.0%]] in Territory A and [[rate/b: 4.25%]] in Territory B. (Ex. 1 at 7.) Marlow "[[quote/p: shall not sell Licensed Products for shipment outside the Territory]]." ({D1.p2}.) Each Contract Year Marlow must submit [[count/b: ten (10)]] production samples of each product bearing the mark. ({D1.p4}.)

7. Marlow's report for the third quarter of 2023 is dated [[date/p: October 26, 2023]]. ({D3.p1}.) It reported total Net Sales of $3,752,814.75, and Marlow wired the royalty it reported on [[date/b: October 31, 2023]]. ({D3.p2}.) Marlow reported and paid a royalty of [[pin/b: $224,812.44]] for the fourth quarter. ({D3.p2}.) That report stated that earned royalties for Contract Year 2023-24 [[polarity/b/pol: did not exceed the $240,000 minimum]] annual royalty. ({D4.p2}.)

8. Like the PF-200 and PF-450 cartridges, the PF-900 [[polarity/b/pol: bears the PUREFOLD mark]]. ({D4.p2}.)

9. [[polarity/b/pol: Marlow engaged Ferrante Oduya LLP]] to examine Marlow's books. ({D6.p1}.) The engagement began on [[date/b: March 18, 2024]]. (Id.) The accountants found that Marlow "[[quote/p: underreported royalties for the period examined by $42,936.36]]." (Id.) Marlow had recorded the promotional credits by "[[quote/p: month-end journal entry to account 4120]]." ({D6.p2}.) The accountants reviewed the findings with Ms. Kowalczyk at the close of fieldwork on May 9, 2024. ({D6.p3}.) Marlow's president, Gregory Ashby, [[fabricated/b: personally approved each of the promotional-allowance deductions]].

10. Marlow's response asserted that without Findings 1 and 2 the underpayment is "[[quote/p: well under 5%]]." ({D11.p1}.) Marlow never paid the $3,495.00 it promised, [[cause/b/model: because it lacked the funds to pay]]. Deposition of Denise Kowalczyk ("Kowalczyk Dep.") 44:9-13.

11. Tessaro sent its notice of termination by FedEx Priority Overnight, tracking number [[identifier/b: 7789 4412 0963]], after the cure period expired on [[date/p: August 8, 2024]]. (Ex. 9 at 1.)

12. Marlow [[polarity/b/pol: delivered its inventory statement within the ten days]] that Section 10.4 allows. Kowalczyk Dep. 46:19-22. Marlow has also sold PUREFOLD-branded cartridges in [[fabricated/b: the United Kingdom]], in breach of Section 2.3.

COUNT I - BREACH OF CONTRACT

13. Marlow breached Sections 4.4, 5.2 and 6.3 of the Agreement by deducting amounts the Agreement forbids and by failing to pay the shortfall the audit found.

COUNT II - PATENT INFRINGEMENT

14. Marlow's making and selling of Licensed Products not in inventory or in process on the date of termination infringes the Licensed Patents under [[authority/p: 35 U.S.C. § 271(a)]], and Tessaro is entitled to damages adequate to compensate for the infringement under [[authority/b: 35 U.S.C. § 284]].

COUNT III - TRADEMARK INFRINGEMENT AND FALSE DESIGNATION OF ORIGIN

15. Marlow's use of the PUREFOLD mark after November 10, 2024 infringes Tessaro's registered mark under [[authority/p: 15 U.S.C. § 1114]] and is a false designation of origin under [[authority/p: 15 U.S.C. § 1125(a)]].

PRAYER FOR RELIEF

Tessaro asks for judgment for the amounts due under the Agreement with interest, damages for infringement, an injunction, and its attorneys' fees under Section 14.4 of the Agreement.

JURY DEMAND

Tessaro demands a trial by jury on all issues so triable.

/s/ Rachel M. Stroud
Rachel M. Stroud (Ohio Bar No. 0081234), Trial Attorney
ABERNATHY & STROUD LLP
""")

# ---------------------------------------------------------------------------------------------------------------
DRAFTS["deposition_digest"] = ("dd", """PRIVILEGED AND CONFIDENTIAL - ATTORNEY WORK PRODUCT

MEMORANDUM

TO:      Tessaro v. Marlow trial team
FROM:    J. Okafor
DATE:    November 22, 2024
RE:      Digest of the deposition of Denise Kowalczyk (Marlow CFO), November 19, 2024

Rachel took the deposition of Denise Kowalczyk ("Kowalczyk Dep.") in Charlotte; Curtis Pell defended. We went on the record at [[time/p: 9:32 a.m.]] The reporter was [[name/b: Janelle T. Moffat]], RPR. ({D10.p1}.) Our excerpt runs from page 41 to page 47. Highlights, in transcript order:

Background. Kowalczyk has been CFO since April 2019. She signed [[count/b: two]] of the three 2023 royalty reports. Kowalczyk Dep. 41:22-24. Before that she was corporate controller at [[name/p: Fennick Brands]] in Greensboro for about [[count/b: eight years]]. Kowalczyk Dep. 41:7-9. She reports to [[name/p: Greg Ashby]]. Id. at 41:10-11. Assistant controller [[name/p: Tomas Reyna]] built the royalty spreadsheets; she was the last reviewer. Id. at 42:1-3.

Promotional allowances. She described the "Promo Allow." column as credits given to "[[quote/p: big-box retailers]]" for circular features and markdowns. Id. at 42:4-9. So far as she knows, no one at Marlow asked Tessaro whether Marlow could deduct them. Id. at [[transcript_cite/p: 42:20-22]]. Best sound bite: she conceded that "[[ellipsis_drops_not/b: promotional credits are . . . revenue we ever kept]]," id. at 47:5-6, and that nothing in the license expressly supports Marlow's position, id. at [[transcript_cite/p: 47:7-8]].

Trade discounts. The Q4 2023 PF-200 discount was ten percent, a holiday program with [[name/b: Harbor & Vine]]. Id. at 43:4-7. Her answer to why Marlow never flagged it: "[[quote/p: The numbers were on the reports. Anyone could divide.]]" Id. at 43:10-13.

Rio Bravo. Rio Bravo is a distributor based in [[place/p: Monterrey]]. Id. at 43:14-15. Marlow used the Territory B rate "[[quote/p: because the invoices went to Monterrey]]." Id. at 43:21-23. She first learned of the Laredo shipments [[date/b: in April]], during the audit. Id. at 43:24-44:2.

Finding 3 and the $3,495. Marlow accepts Finding 3 and she said so in her e-mail of [[date/p: June 28th]]. Id. at 44:3-6. She confirmed that Marlow [[polarity/b/pol: has paid]] the $3,495. Id. at 44:9-10. Her explanation: "[[quote/b: After the lawyers' letter came in July, we decided to hold everything until the dispute was resolved.]]" Id. at 44:12-13. The FedEx copy of our notice came on July 9th. Id. at 44:16-18. She does not recall any objection to Ferrante's fee; Marlow signed his engagement confirmation in [[date/b: March]]. Id. at 44:22-25.

The July 23 call. She admits she called Castellanos and floated twenty thousand. Id. at [[transcript_cite/p: 45:1-8]]. Pell objected. The offer is not admissible to prove the amount of the claim, [[authority/b: Fed. R. Evid. 408(a)]], but her admission that she called is useful on notice. Castellanos called her back the next morning and said Ms. Tessaro had [[polarity/b/pol: accepted]] it. Id. at 45:9-11.

Termination and sell-off. Marlow received the termination notice "[[quote/p: [b]y e-mail that afternoon]]." Id. at 45:12-14. Between August 12 and November 10 Marlow shipped roughly sixty thousand PF-200 units and "[[quote/p: a little under ten thousand PF-450]]." Id. at 45:19-22. Marlow placed one new production order for PUREFOLD-branded product [[polarity/b/pol: before the August 12 termination]]. Id. at 45:23-25. The contract manufacturer is [[name/p: Carolina Molded Components]] in Gastonia. Id. at 47:14-17.

After November 10. About four thousand units shipped last week on Harbor & Main purchase orders. [[transcript_cite/b: Kowalczyk Dep. 46:8-10]]. No Q3 2024 royalty report has been delivered; she agreed it was due [[date/b: October 31st]]. Id. at 46:8-12. No royalty paid on post-termination sales; Marlow holds about [[amount/p: $61,000]] in a reserve account as of the end of October. Id. at 46:13-18. The PUREFOLD product pages "[[quote/p: are still up]]." Id. at 46:23-25. She confirmed the pages [[overstatement/b/model: have since been taken down]]. Id. at 47:1-3.

We broke at [[time/b: 11:14 a.m.]] Id. at 47:10.

Follow-up: subpoena Carolina Molded Components for the September purchase order and packaging records; request Marlow's reserve-account ledger.
""")

# ---------------------------------------------------------------------------------------------------------------
DRAFTS["pi_memorandum"] = ("pi", CAPTION + """
MEMORANDUM IN SUPPORT OF PLAINTIFF'S MOTION FOR A PRELIMINARY INJUNCTION

I. BACKGROUND

A. The License and Its Sell-Off Provision

Tessaro licensed Marlow to use the PUREFOLD mark "[[quote/p: solely on and in connection with Licensed Products that meet the quality standards of Section 7]]," under a [[polarity/b/pol: transferable]] license. ({D1.p2}.) Marlow's patent license was [[polarity/b/pol: non-exclusive in the United States]]. (Id.) All use of the mark "[[quote/p: inures to the benefit of Licensor]]," and Marlow agreed not to contest Tessaro's ownership of it. ({D1.p4}.)

Section 10.4 governs what happens when the license ends. Marlow may sell off goods in inventory or in process for ninety days, and "[[quote/b: [a]t the end of that period Licensee shall stop all use of the Licensed Patents]]." ({D1.p5}.) The sell-off right is [[condition/b/model: available only if the Licensee is current on all royalty payments]]. (Id.) [[section/b: Section 10.6]] confines the sell-off to goods in inventory or in process on the date of termination. (Id.)

B. Termination

Tessaro terminated the Agreement on August 12, 2024, after Marlow failed to pay the [[amount/p: $82,075.17]] demanded in Tessaro's notice of non-payment. ({D9.p1}.) The notice went to Marlow by [[name/b: UPS Next Day Air]] and e-mail. (Id.) The sell-off period ended on [[date/b: November 12, 2024]]. (Ex. 9 at 1.) The notice reminded Marlow that "[[quote/p: No license exists for any Licensed Product made after the date of termination.]]" (Ex. 9 at 2.)

C. Marlow's Continued Use of the Mark

Marlow shipped roughly [[pin/b: sixty thousand]] PF-200 units between August 12 and November 10, 2024. ({D9.p1}.) In September, after termination, Marlow ordered a new run of about 14,000 PF-200 cartridges in PUREFOLD packaging, without Tessaro's authorization. Deposition of Denise Kowalczyk ("Tr.") [[transcript_cite/p: 45:23-25, 47:14-23]]. The contract manufacturer ran the order in [[date/p: early October]]. Id. at 46:1-3. After the sell-off period closed Marlow kept shipping: "[[quote/p: Some shipped last week, on open purchase orders from Harbor & Main.]]" Tr. 46:6-7.

Marlow [[polarity/b/pol: has paid the royalties on its sell-off sales]], Tr. 46:13-15, but it has not stopped selling. [[polarity/b/pol: Marlow delivered its royalty report for the third quarter of 2024 on time]]. Id. at 46:8-12. Marlow [[polarity/b/pol: never delivered the inventory statement]] that Section 10.4 requires. Tr. 46:19-22. Its CFO admitted that no one at Tessaro authorized the September order. Tr. [[transcript_cite/b: 47:16-18]]. And its product pages using the PUREFOLD name "[[quote/p: are still up]]." Id. at 46:25.

II. ARGUMENT

A party seeking a preliminary injunction must show that it is likely to succeed on the merits, that it is likely to suffer irreparable harm without relief, that the balance of equities tips in its favor, and that an injunction is in the public interest. [[authority/p: Winter v. Natural Resources Defense Council, Inc., 555 U.S. 7, 20 (2008)]]; [[authority/p: Fed. R. Civ. P. 65]]. A terminated licensee's continued use of the licensed mark is use "without the consent of the registrant" under [[authority/p: 15 U.S.C. § 1114]](1). A plaintiff who shows likely success on an infringement claim is entitled to a rebuttable presumption of irreparable harm. [[authority/b: 15 U.S.C. § 1116(a)]]; [[authority/b: Brightline Filters, Inc. v. Osgood Supply Co., 88 F.4th 412, 419 (6th Cir. 2023)]].

Respectfully submitted,

/s/ Rachel M. Stroud
Rachel M. Stroud (Ohio Bar No. 0081234)
ABERNATHY & STROUD LLP
Counsel for Plaintiff
""")

# ---------------------------------------------------------------------------------------------------------------
DRAFTS["tessaro_decl"] = ("td", CAPTION + """
DECLARATION OF MARGIT TESSARO IN SUPPORT OF
PLAINTIFF'S MOTION FOR A PRELIMINARY INJUNCTION

I, Margit Tessaro, declare:

1. I am the [[title/p: Chief Executive Officer]] of Tessaro Filtration Technologies, Inc. ("Tessaro"). ({D1.p6}.) I have personal knowledge of the facts below.

2. I signed the Patent and Trademark License Agreement with Marlow Home Products LLC ("Marlow") for Tessaro on [[misattributed_date/b/model: February 24, 2021]]. ({D1.p6}.)

3. Tessaro has owned the PUREFOLD mark, U.S. Registration No. [[identifier/b: 5,218,434]], since it was registered on [[date/p: June 6, 2017]], for goods in [[identifier/p: Class 11]]. (Ex. 1 at 7.)

4. Tessaro controls the quality of every product sold under the mark, and Section 7.3 provides that Marlow "[[quote/b: shall not contest Licensor's ownership of the Licensed Patents]]." ({D1.p4}.) The Agreement requires that PUREFOLD-branded products be of a quality "[[quote/p: at least equal to samples approved by Licensor]]," ({D1.p4}), and that Marlow submit [[pin/b: twelve (12)]] production samples of each branded product every Contract Year ({D1.p3}).

5. Marlow's own reports show how much of its business depended on the mark. In the fourth quarter of 2023 Marlow sold [[count/b: 171,530]] PF-200 units in the United States. ({D4.p1}.) Only its PF-900 line, sold under the [[name/p: Marlow Pro]] brand, did without it. ({D4.p2}.)

6. On July 23, 2024, Mr. Castellanos brought me Marlow's offer of $20,000 to settle the audit; he relayed it to me at [[time/b: 3:50 p.m.]], and I rejected it [[polarity/p: the same day]]. (Ex. 8 at 1.)

7. No one at Tessaro authorized Marlow's September 2024 production order for PUREFOLD-branded cartridges, as Marlow's chief financial officer has admitted. Deposition of Denise Kowalczyk 47:20-21. A licensor that cannot control what is made under its mark is exposed to loss of control over its reputation. See [[authority/b: Restatement (Third) of Unfair Competition § 33 (1995)]].

8. I certify that on [[date/b: August 14, 2024]] I caused Tessaro's Notice of Termination to be sent to Marlow by FedEx Priority Overnight and by e-mail. (Ex. 9 at 1.)

[[boilerplate/p: I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.]]

Executed on December 9, 2024, at Dayton, Ohio.

                                        /s/ Margit Tessaro
                                        Margit Tessaro
""")

MARK = re.compile(r"\[\[([a-z_]+)/(p|b)(?:/(pol|model))?: (.*?)\]\]", re.S)
NEEDS = {"pol": "polarity", "model": "model"}


def build():
    out = {"note": ("Tessaro v. Marlow licence matter (make_matter.py, prefix LICENSE), documents in file order: "
                    "D1 licence agreement, D2-D4 royalty reports, D5 audit notice e-mail, D6 audit findings letter, "
                    "D7 notice of non-payment, D8 call note, D9 scanned notice of termination, D10 Kowalczyk "
                    "deposition excerpt (cover, then printed pages 41-47), D11 e-mail with PDF attachment. "
                    "Transcript cites use the printed page:line. needs=polarity marks a reversal only; needs=model "
                    "marks what only a reader of meaning can catch."),
           "matter_script": "make_matter.py", "prefix": "LICENSE", "drafts": {}}
    for name, (prefix, src) in DRAFTS.items():
        claims, parts, pos, n = [], [], 0, 0
        for m in MARK.finditer(src):
            parts.append(src[pos:m.start()])
            parts.append(m.group(4))
            pos = m.end()
            n += 1
            c = {"id": f"{prefix}{n}", "text": m.group(4), "kind": m.group(1),
                 "expect": "pass" if m.group(2) == "p" else "block"}
            if m.group(3):
                c["needs"] = NEEDS[m.group(3)]
            claims.append(c)
        parts.append(src[pos:])
        text = "".join(parts)
        assert "[[" not in text and "]]" not in text, name
        out["drafts"][name] = {"expect_blocked": any(c["expect"] == "block" for c in claims), "text": text,
                               "claims": claims}
    return out


if __name__ == "__main__":
    data = build()
    path = Path(__file__).with_name("drafts.json")
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    tot = [c for d in data["drafts"].values() for c in d["claims"]]
    print(path, len(data["drafts"]), "drafts,", len(tot), "claims,",
          sum(c["expect"] == "pass" for c in tot), "pass,", sum(c["expect"] == "block" for c in tot), "block")
    for k, d in data["drafts"].items():
        print(f"  {k:20s} blocked={d['expect_blocked']!s:5s} claims={len(d['claims'])} "
              f"pass={sum(c['expect'] == 'pass' for c in d['claims'])}")
    from collections import Counter
    print(Counter(c.get("needs", "-") for c in tot if c["expect"] == "block"))
