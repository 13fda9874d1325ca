"""Build drafts.json from the marked-up drafts below.

Markup: [[claim text|kind|P]] (pass) or [[claim text|kind|B]] / [[claim text|kind|B|polarity]] /
[[claim text|kind|B|model]] (block). The markers are stripped from the draft text; each marked span
becomes one claim, in draft order. Placeholders ({D3.p2}) stay in both the text and the claims.
"""
import json
import re
from pathlib import Path

HERE = Path(__file__).parent
MARK = re.compile(r"\[\[(.+?)\]\]", re.S)

CAPTION = """DISTRICT COURT, DOUGLAS COUNTY, COLORADO
Court Address: 4000 Justice Way, Castle Rock, Colorado 80109

Plaintiffs: MARISOL VANCE and THEODORE VANCE,

v.

Defendants: BRIGHTWATER HOMES LLC and SUMMIT RIDGE ROOFING, INC.

Attorneys for Plaintiffs:
Kwame Adeyemi, Atty. Reg. No. 41877
Adeyemi & Ross LLP
1600 Wynkoop Street, Suite 900, Denver, Colorado 80202
(303) 555-0199 | kadeyemi@adeyemiross.example
                                                  ▲ COURT USE ONLY ▲
                                                  Case No. 2025CV30418
                                                  Division: 4
"""

CERT = """CERTIFICATE OF SERVICE

I certify that on {date}, a true and correct copy of the foregoing was filed and served through the Colorado Courts E-Filing system on Lorraine Fitch, Esq., counsel for Brightwater Homes LLC, and Paul Demetriou, Esq., counsel for Summit Ridge Roofing, Inc.

/s/ Tamsin Ortega
Tamsin Ortega, Paralegal
"""

DRAFTS = {}

# ------------------------------------------------------------------------------------------------
DRAFTS["vance_declaration_true"] = (False, CAPTION + """
DECLARATION OF MARISOL VANCE IN SUPPORT OF PLAINTIFFS' MOTION FOR PARTIAL SUMMARY JUDGMENT

I, Marisol Vance, declare as follows:

1. I am one of the Plaintiffs in this action. I am over eighteen years of age, and I have personal knowledge of the facts stated in this declaration.

2. On [[March 14, 2023|date|P]], my husband, Theodore Vance, and I signed a Purchase and Construction Agreement with Defendant Brightwater Homes LLC ("Brightwater"), Agreement No. [[BWH-MR-0327|identifier|P]], for the construction of our home on [[Lot 27, Block 3, Meadowlark Ridge Filing No. 2|identifier|P]], now known as [[4418 Larkbunting Court, Castle Rock, Colorado|place|P]] (the "Home"). ({D1.p1}.) A true and correct copy of the Agreement is attached as Exhibit 1.

3. The purchase price was [[$684,900|amount|P]]. When we signed, we paid an earnest money deposit of [[$34,245.00|amount|P]], which was [[five percent|rate|P]] of the price. (Ex. 1 at 1; [[id. at 5|pin|P]].)

4. In the Agreement, Brightwater promised to build the Home "[[in a good and workmanlike manner|quote|P]]," and it agreed to "[[schedule and obtain all inspections required by the Town of Castle Rock and . . . correct, at its own cost, any item noted on a failed inspection before Closing|quote|P]]." ({D1.p1}.)

5. Brightwater also gave us a written Limited Warranty. Under Section [[12.3|section|P]], Brightwater warranted for [[five (5) years|duration|P]] from the Closing Date "that the roof covering and flashing will be free from leaks caused by defective workmanship or materials." (Ex. 1 at 3.)

6. We closed on the purchase of the Home on [[January 19, 2024|date|P]]. ({D3.p1}.) Before closing, my husband and I did a walk-through with Brightwater's superintendent, Curtis Ybarra. I have read the excerpts of Mr. Ybarra's deposition, and he confirms that the roof was not on the punch list. (Deposition of Curtis Ybarra ("Ybarra Dep.") [[65:17-24|transcript_cite|P]].)

7. On [[December 30, 2024|date|P]], after the snow from the storm of December 27 and 28 began to melt, I found water dripping from our master bedroom ceiling at the [[northeast corner|place|P]], next to the light fixture. The brown stain was about [[18 inches|measure|P]] across, and our bucket collected about a cup of water that afternoon. ({D3.p1}.)

8. On [[January 6, 2025|date|P]], I submitted Brightwater's Warranty Service Request form for the leak. Brightwater assigned it Claim No. [[WC-25-0112|identifier|P]]. ([[{D3.p1}|bates|P]].) A Brightwater representative inspected the Home on [[January 16, 2025|date|P]]. ({D5.p1}.) No one from Brightwater told me during that visit that our gutters were blocked. ({D7.p1}.)

9. On [[February 27, 2025|date|P]], during an afternoon rain, with no snow on the roof, we found a new stain above the great room window. It was "[[about two feet wide|quote_ocr|P]]," and the drywall was soft to the touch. The master bedroom ceiling was leaking again at the same corner. My husband submitted a second Warranty Service Request, Claim No. [[WC-25-0231|identifier_ocr|P]], on [[March 11, 2025|date_ocr|P]]. ([[Ex. 4 at 1|exhibit_cite|P]].)

10. By letter dated [[April 8, 2025|date|P]], Brightwater denied both claims. Brightwater [[attributed the master bedroom leak to ice damming after the December 27-28, 2024 snowfall and to gutters on the north elevation that it said were partly blocked by pine needles|two_sentence_paraphrase|P]]. It also pointed to a hailstorm on [[June 11, 2024|date|P]], and it denied our claims "[[in their entirety|quote|P]]." ({D5.p1}-{D5.p2}.)

11. Brightwater's letter offered to repair the master bedroom drywall only if we first signed a release, and it said that offer would remain open for [[fifteen (15) days|duration|P]]. ({D5.p2}.) We did not sign the release.

12. Brightwater's explanation was wrong. We had Clearview Gutter Service clean every gutter on the Home and install gutter guards on [[October 19, 2024|date|P]], and we paid [[$185.00|amount|P]] for that work. ({D7.p1}.) In addition, an adjuster for our homeowner's insurer, [[Front Range Mutual|name|P]], looked at the roof on [[June 20, 2024|date|P]] and found no hail damage; we never made a hail claim. (Id.)

13. We retained Halvorsen Building Diagnostics LLC, which inspected the Home on [[May 20, 2025|date|P]]. ({D2.p1}.) We then obtained a repair estimate from Front Range Restoration Co., Estimate No. [[FRR-25-1186|identifier|P]], which totals [[$42,366.50|amount|P]]. ({D9.p1}-{D9.p2}.)

I declare under penalty of perjury under the law of Colorado that the foregoing is true and correct.

Executed on September 22, 2025, at Castle Rock, Colorado.

/s/ Marisol Vance
Marisol Vance
""")

# ------------------------------------------------------------------------------------------------
DRAFTS["halvorsen_declaration_true"] = (False, CAPTION + """
DECLARATION OF RUTH HALVORSEN, P.E.

I, Ruth Halvorsen, declare:

1. I am a professional engineer licensed in Colorado, License No. [[PE-0051873|identifier|P]], and the principal of Halvorsen Building Diagnostics LLC. Plaintiffs' counsel retained me to inspect the Vance residence at 4418 Larkbunting Court, Castle Rock, Colorado.

2. I inspected the Home on [[May 20, 2025|date|P]], from [[8:30 a.m. to 2:15 p.m.|time|P]] No rain had fallen in the preceding [[72 hours|duration|P]]. I set out my findings in Report No. [[HBD-25-071|identifier|P]], dated [[June 6, 2025|date|P]], a true copy of which is Exhibit 2. ({D2.p1}.)

3. The Home has four roof-to-wall intersections: at the front porch, the north side of the garage, the east wall of the master bedroom, and the north wall of the great room. Kick-out flashing is missing at [[three (3) of the four (4)|count|P]] of them; only [[the intersection at the front porch|place|P]] has a kick-out diverter. (Ex. 2 at 1; see id. at 2 (Photo [[P-02|identifier|P]]).)

4. The step flashing at the north and east intersections is "[[lapped in reverse|quote|P]]," so that water running down the wall is directed behind the flashing rather than onto the shingles. ({D2.p1}.) When I ran water over the east intersection for [[20 minutes|duration|P]], dye-marked water appeared behind the step flashing within [[6 minutes|duration|P]] and reached the top plate in the attic within [[14 minutes|duration|P]]. ({D2.p2} (Photos P-06, [[P-09|identifier|P]]).)

5. My moisture readings confirm active or recent wetting below those intersections. The attic roof deck at the northeast valley read [[33.4|reading|P]] %WME, and the master bedroom ceiling at the northeast corner read [[31.5|reading|P]] %WME, against a dry reference range of [[8-12 %WME|range|P]]. My two control readings, away from the intersections, were [[10.1|reading|P]] and [[9.6|reading|P]]. ({D2.p3}.)

6. I found no sign of the conditions Brightwater relied on. The north and east gutters were clear and had guards (Photo [[P-10|identifier|P]]), and there was no ice-dam staining at the eave line (Photo P-13). ([[{D2.p2}-{D2.p3}|bates_range|P]].) The shingle mats are intact, and the soft metal vents show [[no dents|polarity_true|P]]. ({D2.p1}.)

7. My principal conclusion, stated in my report, is:

    [[In my professional opinion, the water intrusion at the master bedroom ceiling, the master bedroom east wall, and the great room north wall was caused by the missing kick-out flashing, the reverse-lapped step flashing, and the absence of ice-and-water membrane in the northeast valley.|block_quote|P]] Each of these conditions is a departure from the shingle manufacturer's installation instructions and from Section [[R903.2|section|P]] of the 2018 International Residential Code . . . .

({D2.p4}.) I hold that opinion to a reasonable degree of engineering certainty. (Id.)

8. The Town of Castle Rock record I reviewed shows that the final roof inspection on [[October 26, 2023|date|P]], Inspection No. [[23-08814|identifier|P]], failed for "[[missing kick-out flashing at roof-to-wall intersections, north and east elevations|quote|P]]," and that a re-inspection was approved on [[November 2, 2023|date|P]]. (Id.) The conditions I saw at the north and east intersections in May 2025 are the conditions the Town noted in October 2023.

9. I have read the excerpts of the deposition of Curtis Ybarra (Ex. 8, "Ybarra Dep."). Mr. Ybarra testified that before the re-inspection he "[[saw photos of two kick-outs|quote|P]]" and never saw photos showing a kick-out at all four intersections. ([[Ybarra Dep. 63:9-17|transcript_cite|P]].) He also testified that, so far as he knew, no one replaced the underlayment in the northeast valley before closing. ([[Id. at 62:17-19|transcript_id_cite|P]].) On the afternoon of the failed inspection, he wrote to the roofer: "[[Don't tear off the valley if you can avoid it.|quote|P]]" ({D6.p1}.)

10. I reviewed Front Range Restoration Co.'s Estimate No. FRR-25-1186. Its roofing scope, which totals [[$26,308.00|amount|P]], includes kick-out flashing at [[all four|count|P]] roof-to-wall intersections. ({D9.p1}.) With the interior work and [[10%|rate|P]] overhead and profit, the estimate totals [[$42,366.50|amount|P]]. ({D9.p1}-{D9.p2}.) That scope is consistent with my findings.

I declare under penalty of perjury under the law of Colorado that the foregoing is true and correct.

Executed on September 19, 2025, at Littleton, Colorado.

/s/ Ruth Halvorsen
Ruth Halvorsen, P.E.
""")

# ------------------------------------------------------------------------------------------------
DRAFTS["msj_brief"] = (True, CAPTION + """
PLAINTIFFS' MOTION FOR PARTIAL SUMMARY JUDGMENT ON THEIR CLAIM FOR BREACH OF THE LIMITED WARRANTY

Plaintiffs Marisol and Theodore Vance move for partial summary judgment against Defendant Brightwater Homes LLC ("Brightwater") on the second claim for relief.

I. INTRODUCTION

Brightwater sold the Vances a new home with a five-year warranty against roof leaks. When the roof leaked in the first winter after the Vances moved in, Brightwater blamed ice dams, the gutters, and a hailstorm. None of those explanations survives the record.

II. STATEMENT OF UNDISPUTED MATERIAL FACTS

1. The Vances and Brightwater entered into Purchase and Construction Agreement No. BWH-MR-0327 on [[March 14, 2023|date|P]], for a purchase price of [[$648,900|amount|B]]. ({D1.p1}.)

2. Brightwater agreed that it "[[remains responsible to Homeowner for the work of its subcontractors|quote|P]]." (Id.)

3. Section 12.3 warrants the roof covering and flashing against leaks for [[seven (7) years|duration|B]] from the Closing Date. ({D1.p3}.)

4. Section 12.5 requires Brightwater to "[[accept or deny the claim in writing within thirty (30) days after its inspection|quote|P]]," and provides that a denial "[[shall state the reasons for the denial and the evidence on which Builder relies|quote_altered|B]]." (Id.)

5. The ice-damming exclusion in Section 12.6(b) does not apply "[[where the ice damming results from defective insulation or ventilation installed by Builder|quote|P]]." (Id.)

6. The Town of Castle Rock failed the final roof inspection of the Home on [[October 26, 2023|date|P]], for missing kick-out flashing on the north and east elevations. ({D6.p1}; Deposition of Curtis Ybarra ("Ybarra Dep.") [[61:3-12|transcript_cite|P]].) Brightwater's superintendent, Curtis Ybarra, was present. ([[Id. at 61:11-12|transcript_id_cite_wrong_lines|B]].)

7. The Vances closed on [[January 9, 2024|date|B]]. ({D3.p1}.)

8. The Vances first noticed the master bedroom leak on December 30, 2024 and submitted Claim WC-25-0112 on [[January 9, 2025|date|B]]. ({D3.p1}.) They submitted Claim WC-25-0231 on March 11, 2025, [[marking it as an emergency|reversal|B|polarity]]. ([[{D4.p1}|bates|P]].)

9. Brightwater's field representative inspected the Home on [[January 16, 2025|date|P]] and again on [[March 27, 2025|date|B]]. ({D5.p1}.) Brightwater denied both claims by letter dated [[April 18, 2025|date|B]], signed by [[Gordon Pelletier|name_role_swap|B|model]]. ({D5.p1}-{D5.p2}.)

10. Brightwater's letter invoked Section [[12.6(d)|section|B]] for hail damage ({D5.p1}) and did not mention [[the failed final roof inspection|absence_true|P]]. ({D5.p1}-{D5.p2}.)

11. Brightwater's letter stated that Summit Ridge had advised that its work [[did not meet the shingle manufacturer's specifications|reversal|B|polarity]]. ({D5.p2}.)

12. Plaintiffs' engineer found kick-out flashing missing at [[three (3) of the four (4)|count|P]] roof-to-wall intersections and found "[[no evidence of hail damage|quote|P]]." ({D2.p1}.)

13. The attic roof deck at the northeast valley read [[34.3|reading|B]] %WME, nearly three times the top of the dry reference range. ({D2.p3}.)

14. Mr. Ybarra testified that he "saw photos of two kick-outs" before the re-inspection. (Ybarra Dep. [[64:10|transcript_cite|B]].)

15. Mr. Ybarra [[told the warranty manager, Dana Whitcomb, that the roof had failed its final inspection|reversal|B|polarity]]. (Ybarra Dep. 64:10-16.)

16. Mr. Ybarra has no personal knowledge of ice damming at the Vance house. ([[Ybarra Dep. 64:24-65:1|transcript_cite_cross_page|P]].)

III. LEGAL STANDARD

Summary judgment is proper where the pleadings and the record show that there is no genuine issue as to any material fact and that the moving party is entitled to judgment as a matter of law. [[C.R.C.P. 56(c)|authority|P]]. A builder-vendor of a new home impliedly warrants that the home was built in a workmanlike manner and is suitable for habitation. [[Cosmopolitan Homes, Inc. v. Weller, 663 P.2d 1014|authority_miscited|B]] (Colo. 1983). Courts construe such a contract to give effect to the parties' intent as expressed in its language. [[Bermel v. BlueRadios, Inc., 440 P.3d 1150|authority_unlisted|B]] (Colo. 2019). A written limited warranty that purports to disclaim those implied warranties is strictly construed against the builder. [[Park Rise Homeowners Ass'n v. Resource Construction Co., 155 P.3d 427|authority_unlisted|B]] (Colo. App. 2006).

IV. ARGUMENT

A. The Leaks Are Covered by Section 12.3.

Section 12.3 could not be plainer. Brightwater warranted that "the roof covering and flashing will be free from leaks caused by defective workmanship or materials." ({D1.p3}.) The undisputed cause of the leaks is defective flashing. Brightwater's own remedy clause confirms that its obligation reaches the resulting interior damage: "Builder's obligation includes the repair of damage to other parts of the Home caused by a covered defect." (Id.) And Brightwater cannot choose a cheaper fix, because Section 12.7 provides that "Builder shall repair or replace the defective item, [[at [Homeowner's] option|bracket_alteration|B]]." (Id.)

B. None of the Exclusions Applies.

Brightwater's ice-damming theory rests on no evidence. Its own superintendent [[could not say that he has ever seen ice dams on the Vance house, because he has not been out there since closing|paraphrase|P]]. (Ybarra Dep. 64:21-23.) The gutter theory fares no better: the Vances had the gutters cleaned and guarded on [[October 9, 2024|date|B]] ({D7.p1}), and Plaintiffs' engineer found them clear seven months later. ({D2.p3}.) The hail theory is contradicted by the insurer's inspection of [[June 20, 2024|date|P]], which [[found hail damage to the roof|reversal|B|polarity]]. ({D7.p1}.)

C. Brightwater's Denial Was Untimely and Deficient.

Brightwater's denial came [[more than thirty days after its second inspection|overstatement|B|model]], and therefore failed Section 12.5 on its face.

V. CONCLUSION

The Court should enter partial summary judgment for Plaintiffs on liability under the Limited Warranty.

Dated: September 24, 2025.

ADEYEMI & ROSS LLP

/s/ Kwame Adeyemi
Kwame Adeyemi, Atty. Reg. No. 41877
Attorneys for Plaintiffs

""" + CERT.format(date="September 24, 2025"))

# ------------------------------------------------------------------------------------------------
DRAFTS["cdara_notice_letter"] = (True, """ADEYEMI & ROSS LLP
1600 Wynkoop Street, Suite 900
Denver, Colorado 80202

July 2, 2025

VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED, AND E-MAIL

Brightwater Homes LLC
Attn: Gordon Pelletier, Vice President of Construction
7700 East Prairie Run Parkway, Suite 300
Parker, Colorado 80134

Summit Ridge Roofing, Inc.
Attn: Lyle Haskett

Re: Notice of Claim under Colo. Rev. Stat. § [[13-20-803.5|authority|P]]
    Marisol and Theodore Vance, 4418 Larkbunting Court, Castle Rock, Colorado

Dear Mr. Pelletier and Mr. Haskett:

This firm represents Marisol and Theodore Vance, the owners of 4418 Larkbunting Court in Castle Rock. This letter is the Vances' notice of claim under the Construction Defect Action Reform Act, Colo. Rev. Stat. § 13-20-803.5, and under Section [[13.4|section|B]] of the Purchase and Construction Agreement dated [[March 14, 2023|date|P]] (the "Agreement"). ({D1.p1}; [[{D1.p4}|bates|P]].) Brightwater Homes LLC and Summit Ridge Roofing, Inc. are each a "construction professional" within the meaning of Colo. Rev. Stat. § [[13-20-802.5|authority|P]].

The defects. The roof of the Vance home leaks at its roof-to-wall intersections and at the northeast valley. Halvorsen Building Diagnostics LLC inspected the home on [[May 12, 2025|date|B]] and found:

  • kick-out flashing missing at three of the four roof-to-wall intersections, with a diverter only at the [[north side of the garage|place|B]] ({D2.p1});
  • step flashing at the north and east intersections [[lapped in reverse|quote|P]] (id.);
  • no self-adhered ice-and-water membrane in the [[southeast valley|place|B]] (id.); and
  • moisture readings as high as [[33.4|reading|P]] %WME in the attic roof deck and [[35.1|reading|B]] %WME in the master bedroom ceiling. ({D2.p3}.)

The report is Halvorsen Report No. [[HBD-25-071|identifier|P]], dated [[June 9, 2025|date|B]]. ({D2.p1}.)

The Town's failed inspection. Brightwater warranted for five years that the roof "[[will be free from leaks of any kind|quote_altered|B]]." ({D1.p3}.) These are not new conditions. On [[October 26, 2023|date_email_header|P]], the Town of Castle Rock failed the final roof inspection, Inspection No. [[23-08841|identifier|B]], for missing kick-outs on the north and east sides and for the northeast valley underlayment. ({D6.p1}.) That same afternoon Brightwater's superintendent instructed Summit Ridge to get the kick-outs in and "[[[d]on't tear off the valley if you can avoid it|quote_bracket|P]]." (Id.) The re-inspection was set for [[Thursday, November 9|date|B]], and Summit Ridge's crew was to be on site by [[Monday, October 30|date|P]]. (Id.) The Agreement obligated Brightwater to "correct, at its own cost, any item noted on a failed inspection [[after Closing|quote_altered|B]]." ({D1.p1}.)

The warranty claims. The Vances gave Brightwater timely written notice of the leaks through Warranty Service Requests [[WC-25-0112|identifier|P]] and WC-25-0231. ({D3.p1}; {D4.p1}.) Brightwater inspected the home on January 16, 2025, [[but never returned for a second inspection|fabricated_negation|B|polarity]]. ({D5.p1}.) On [[April 8, 2025|date|P]], Brightwater denied both claims, relying on exclusions for ice damming, gutter maintenance, and hail. (Id.) The Vances' gutters had been cleaned and fitted with guards by Clearview Gutter Service on [[October 19, 2024|date|P]], at a cost of [[$158.00|amount|B]]. ({D7.p1}.)

Damages. The Vances' contractor, Front Range Restoration Co., estimates the cost of repair at [[$42,636.50|amount|B]], including a roofing and flashing scope of [[$26,380.00|amount|B]] and microbial remediation of [[$3,580.00|amount|B]]. ({D9.p1}-{D9.p2}.) The estimate does not include the cost of the Vances' temporary relocation during remediation, which Front Range estimates at [[five nights|count|B]]. ({D9.p2}.) The Agreement's dispute-resolution clause [[requires arbitration|reversal|B|polarity]] after mediation ({D1.p4}, § 13.3), and the Vances are prepared to proceed. The Vances also claim their attorney fees under Section [[14.1|section|P]] of the Agreement ({D1.p4}), which awards fees to [[the Homeowner alone|invented_condition|B|model]].

Next steps. Under the statute, each of you has [[fourteen days|fabricated_statutory_period|B]] after service of this notice to request an inspection of the home. Please direct any request to me. The Vances also ask that you preserve all documents concerning the home, including the Town inspection record for Permit No. [[BLD23-01974|identifier|B]] ({D2.p1}) and any photographs of the kick-out flashing.

Very truly yours,

/s/ Kwame Adeyemi
Kwame Adeyemi

cc: Marisol and Theodore Vance
    Dana Whitcomb, Warranty Manager, Brightwater Homes LLC
""")

# ------------------------------------------------------------------------------------------------
DRAFTS["opposition_additional_facts"] = (True, CAPTION + """
PLAINTIFFS' RESPONSE TO BRIGHTWATER HOMES LLC'S MOTION FOR SUMMARY JUDGMENT

STATEMENT OF ADDITIONAL DISPUTED FACTS

Brightwater's motion presents the April 8, 2025 denial letter as though its reasons were established. The testimony of Brightwater's own site superintendent, Curtis Ybarra, taken on [[August 21, 2025|date|B]] ({D8.p1}), shows otherwise. Citations to "Tr." are to the printed pages and lines of that transcript (Ex. 8).

A. Mr. Ybarra's responsibility for the roof.

1. Mr. Ybarra was the site superintendent for Meadowlark Ridge, Filing 2, which had [[thirty-three|count|B]] homes. (Tr. 60:3-6.) He supervised [[all thirty-one|count|P]]. (Tr. 60:7-9.)

2. Summit Ridge installed the Vances' roof and "all but a handful" of the roofs in Filing 2. ([[Tr. 59:13-18|transcript_cite_absent_page|B]].)

3. Mr. Ybarra agreed that making sure the roofing work met the code was "[u]ltimately mine." (Tr. [[61:21|transcript_cite_wrong_page|B]].)

B. The failed inspection.

4. The Town inspector, [[Kessling|name|B]], failed the final roof inspection on October 26, 2023, a [[Thursday|day|P]]. (Tr. 61:3-8.) Before the inspection, Mr. Ybarra had looked at the roof only "[[from the street|quote|P]]." (Tr. [[61:22-25|transcript_cite|P]].)

5. Mr. Ybarra testified that a kick-out flashing is [[not required by code|reversal|B|polarity]]. (Tr. 61:20-21.)

6. Mr. Ybarra sent his e-mail to Mr. Haskett [[the day after the failed inspection|time|B|model]]. (Tr. 62:1-6.) He explained the instruction in it: "Tearing off a valley on a finished roof is a day and a half, maybe two. [[I wanted the kick-outs done and the reinspect passed.|quote|P]]" (Tr. 62:9-11.) He acknowledged that he "[[told him to avoid it if he could|quote|P]]." ([[Tr. 62:15-16|transcript_cite|P]].)

7. The house was to close in December, and Mr. Ybarra agreed that the target date was [[December 15, 2023|date|P]]. (Tr. [[62:24-25|transcript_cite|P]].) The Agreement set that date as the Target Completion Date. ({D1.p2}.)

8. The re-inspection took place on [[November 2nd|date|P]] and passed. (Tr. 63:1-4.) Mr. Ybarra did not go up on the roof; he relied on photographs from Mr. Haskett. (Tr. 63:5-8.) He saw photographs of only [[three|count|B]] kick-outs. (Tr. 63:9-10.)

9. At the re-inspection, the Town inspector [[climbed onto the roof and examined each intersection|reversal|B|polarity]]. (Tr. 63:18-22.)

C. The warranty denial.

10. Mr. Ybarra [[was consulted|reversal|B|polarity]] before Brightwater denied the Vances' claims. (Tr. 64:6-9.) He did not tell the warranty manager that the roof had failed its final inspection for missing kick-outs. (Tr. [[64:5-6|transcript_cite_wrong_lines|B]].)

11. The January 16, 2025 warranty inspection was performed by [[Rick Ostrander|name|B]], the warranty representative, not by Mr. Ybarra. (Tr. 64:17-20.) Mr. Ybarra had [[not been out to the house since closing|quote_paraphrase|P]]. (Tr. 64:21-23.)

12. Superintendents receive a quarterly closing bonus of [[$5,000|amount|B]] when the filing meets its closing targets. (Tr. 65:2-7.) Mr. Ybarra testified that he [[did not receive that bonus for the fourth quarter of 2023|overstatement|B|model]]. (Tr. 65:8-10.)

13. The Vance home slipped into January because "[[[t]he CO came late|quote_bracket|P]]," and it closed on January 19, 2024. (Tr. 65:13-16.) Brightwater [[installs gutter guards as a standard item|reversal|B|polarity]]. (Tr. 66:1-2.)

14. Other homeowners in Filing 2 have reported roof leaks — "[[[f]our or five|quote_altered|B]]," by Mr. Ybarra's estimate — and no one at Brightwater asked him to check the kick-outs on the other homes. ([[Tr. 66:3-16|transcript_cite|P]].) Most of those roofs were installed by Summit Ridge. (Tr. [[66:20-21|transcript_cite|B]].)

15. The deposition recessed at [[11:20 a.m.|time|B]] (Tr. 66:17-19.)

These facts are material. Where Brightwater's only witness to construction has no knowledge of ice damming, and its warranty department never learned of the failed inspection, a jury could find that the denial was pretextual. See [[Yacht Club II Homeowners Ass'n v. A.C. Excavating, 94 P.3d 1177|authority|P]] (Colo. App. 2003). [[Brightwater has since admitted in discovery that the roof was never re-inspected|fabricated|B]].

Dated: October 3, 2025.

/s/ Kwame Adeyemi
Kwame Adeyemi, Atty. Reg. No. 41877

""" + CERT.format(date="October 3, 2025"))

# ------------------------------------------------------------------------------------------------
DRAFTS["damages_brief"] = (True, CAPTION + """
PLAINTIFFS' BRIEF ON DAMAGES

I. THE REPAIR ESTIMATE

Plaintiffs' damages are measured principally by the reasonable cost of repair. Front Range Restoration Co. prepared Estimate No. [[FRR-25-1186|identifier|P]] on [[June 8, 2025|date|B]], based on the Halvorsen report. ({D9.p1}.) Its estimator, [[Owen Rasmusson|name|B]], priced the work in two parts.

The roofing and flashing scope comprises six line items:

    Tear-off and replacement of shingles on the north and east slopes, [[24 squares at $970.00|rate|B]] per square, for [[$18,960.00|amount|P]];
    replacement of [[14|count|B]] sheets of wet OSB roof deck, for $1,032.00;
    ice-and-water membrane at the valleys, [[69 linear feet|measure|B]], for [[$642.00|amount|B]];
    step flashing, 118 linear feet, for [[$1,652.00|amount|P]];
    kick-out flashing at four intersections, for [[$1,840.00|amount|B]]; and
    removal and reinstallation of siding at the intersections, for $2,560.00.

([[{D9.p1}|bates|P]].) The roofing subtotal is [[$26,308.00|amount|P]]. (Id.)

The interior scope includes microbial remediation of the master bedroom ceiling and east wall cavity ([[$3,850.00|amount|P]]), [[420|count|P]] square feet of replacement drywall ($1,785.00), the great room window-head re-flashing ([[$2,745.00|amount|B]]), and the Town of Castle Rock permit ([[$412.00|amount|P]]). ([[Ex. 9 at 2|exhibit_cite|P]].) The interior subtotal is [[$12,702.00|amount|B]]. (Id.) The cost of the permit is itself recoverable: Front Range priced it at [[$412.00|amount_wrong_pin|B]]. ({D9.p1}.)

With overhead and profit of [[15%|rate|B]], the estimate totals [[$42,366.50|amount|P]]. ({D9.p2}.) Front Range estimates the work at [[nine working days|duration_words|P]], [[and it expects the Vances to be out of the Home for all nine|invented_condition|B|model]]. (Id.) Its estimate is valid for [[ninety (90) days|duration|B]]. (Id.)

II. BRIGHTWATER'S OBLIGATION EXTENDS TO RESULTING DAMAGE

Brightwater cannot limit its exposure to the flashing itself. The Limited Warranty provides:

    Remedy. Builder shall repair or replace the defective item, at Builder's option. [[Builder's obligation includes the repair of damage to other parts of the Home caused by a covered defect.|block_quote|P]]

({D1.p3}, § 12.7.) The warranty on the roof runs for five years from the Closing Date ({D1.p3}), and the Vances closed on January 19, 2024 ({D3.p1}), so the roof warranty runs through [[January 19, 2029|computed_date|P]]. Brightwater's [[one-year|duration|P]] workmanship warranty under Section 12.1 is beside the point. (Ex. 1 at 3.)

Nor does Brightwater's offer of a "courtesy" drywall repair limit the Vances' damages. That offer was conditioned on a release ({D5.p2}) and [[covered the great room as well as the master bedroom|scope_overstatement|B|model]]. (Id.)

III. CONSEQUENTIAL DAMAGES AND FEES

The Front Range estimate excludes the Vances' temporary relocation during remediation, estimated at [[three nights|count|P]]. ({D9.p2}.) The Vances will supplement with that cost. Brightwater has paid [[$2,000|fabricated_amount|B]] toward the drywall, and nothing more. The Vances also paid [[$185.00|amount|P]] for gutter cleaning and guards that Brightwater wrongly blamed for the leak. ({D7.p1}.)

Section 14.1 of the Agreement awards the prevailing party "[[its reasonable attorney fees and costs|quote_wrong_pin|B]]." ({D1.p5}.) The Vances' damages are not capped by the Construction Defect Action Reform Act, which limits recovery to actual damages. See Colo. Rev. Stat. § [[13-20-806|authority|P]]; [[Colo. Rev. Stat. § 13-80-104|authority_unlisted|B]] (statute of repose).

IV. THE DEPOSIT AND OPTIONS

For completeness, the Vances paid an earnest money deposit of [[$43,245.00|amount|B]] ({D1.p1}), which [[was refundable on demand|reversal|B|polarity]] (id., § 3.2), and selected options totaling [[$41,530.00|amount|B]] ({D1.p5}), including a [[30-year|identifier|P]] architectural shingle in "Weathered Wood." (Id.) The Vances [[selected the finished-basement option|reversal|B|polarity]]. (Id.)

Dated: October 10, 2025.

/s/ Kwame Adeyemi
Kwame Adeyemi, Atty. Reg. No. 41877
""")

# ------------------------------------------------------------------------------------------------
DRAFTS["summit_mtd_response"] = (True, CAPTION + """
PLAINTIFFS' RESPONSE TO DEFENDANT SUMMIT RIDGE ROOFING, INC.'S MOTION TO DISMISS

Summit Ridge asks the Court to dismiss the negligence claim against it on the theory that the Vances' only remedy lies in their contract with Brightwater. The motion misreads the law and ignores the facts alleged.

I. BACKGROUND

Brightwater Homes LLC built the Vances' home under an Agreement dated March 14, 2023, which allowed it to engage subcontractors but provided that it "[[remains responsible to Homeowner for the work of its subcontractors|quote|P]]." ({D1.p1}, § [[4.5|section|B]].) Summit Ridge, owned by [[Lyle Hackett|name|B]], installed the roof. (Deposition of Curtis Ybarra ("Ybarra Dep.") [[60:13-14|transcript_cite|P]].) By Mr. Ybarra's account, Summit Ridge roofed [[all thirty-one|overstatement|B|model]] homes in Filing 2. (Id. at 60:15-18.) The Vances have no contract with Summit Ridge.

The Agreement called for a [[40-year|identifier|B]] architectural asphalt shingle. ({D1.p5}.) The Agreement also provides that nothing in its dispute-resolution section "[[requires arbitration|quote|P]]." ({D1.p4}, § 13.3.) Its mediation clause requires the parties to [[share the mediator's fee equally|paraphrase|P]]. (Id.) Summit Ridge is [[a signatory to the Agreement|fabricated|B]]. ({D1.p5}.)

On October 26, 2023, the Town of Castle Rock failed Summit Ridge's roof for missing kick-out flashing. ({D6.p1}.) Brightwater's superintendent [[told Mr. Haskett to tear off the valley|reversal|B|polarity]], directed that his crew be on site by "[[Monday Oct 23|date|B]]," and asked for photos of "[[each one|quote|P]]." (Id.) The e-mail was copied to [[Dana Whitcomb|name|B]]. (Id.)

Plaintiffs' engineer later found that the step flashing Summit Ridge installed at the north and east intersections directs water "[[behind the step flashing rather than onto the shingles|quote|P]]" ({D2.p1}) and that the north and east gutters [[were not clear of debris|reversal|B|polarity]] ({D2.p3}), and concluded, in terms that bear repeating, that "[[[t]he water intrusion was . . . caused by ice damming|ellipsis_drops_not|B]]." ({D2.p4}.) Her report attributes the leaks to [[the absence of ice-and-water membrane in the northeast valley|quote|P]], among other defects. (Id.) The wet readings "[[are concentrated directly below the three roof-to-wall intersections that lack kick-out flashing|quote|P]]." ({D2.p3}.) The great room stain was [[36 in.|measure|B]] wide. ({D2.p2}.)

Summit Ridge told Brightwater that its work [[met the shingle manufacturer's specifications|paraphrase|P]]. ({D5.p2}.) The January 16, 2025 inspection [[was performed by Mr. Haskett|fabricated_attribution|B]]. ({D5.p1}.)

II. ARGUMENT

A. The Economic Loss Rule Does Not Bar the Vances' Negligence Claim.

A subcontractor who builds a home owes the homeowner an independent duty of care, and the economic loss rule does not bar a homeowner's negligence claim against a subcontractor with whom the homeowner has no contract. [[Yacht Club II Homeowners Ass'n v. A.C. Excavating, 94 P.3d 1177|authority|P]], 1180 (Colo. App. 2003); see also [[Sheffield Services Co. v. Trowbridge, 211 P.3d 714|authority|P]] (Colo. App. 2009). Summit Ridge's reliance on [[BRW, Inc. v. Dufficy & Sons, Inc., 99 P.3d 66|authority_unlisted|B]] (Colo. 2004) is misplaced, because there the parties were bound by an interrelated network of contracts.

B. The Vances Complied with the Statute.

The Vances served their notice of claim under Colo. Rev. Stat. § 13-20-803.5 on Summit Ridge on [[July 2, 2025|date_uncited|B]], [[ninety days|fabricated_period|B]] before filing suit.

III. CONCLUSION

The motion should be denied.

Dated: October 17, 2025.

/s/ Kwame Adeyemi
Kwame Adeyemi, Atty. Reg. No. 41877

""" + CERT.format(date="October 17, 2025"))


NOTE = ("Vance v. Brightwater Homes LLC and Summit Ridge Roofing, Inc. (residential construction defect and "
        "limited-warranty claim; fictional). Matter: make_matter.py, Bates prefix DEFECT, documents in file order "
        "(D1 DEFECT000001-000005, D2 000006-000009, D3 000010, D4 000011 image-only scan, D5 000012-000013, "
        "D6 000014 .eml, D7 000015 .eml, D8 000016-000023 deposition of Curtis Ybarra: cover = printed page 1, "
        "then printed pages 60-66 on PDF pages 2-8, D9 000024-000025). Transcript cites (Ybarra Dep., Tr.) use "
        "the transcript's printed page:line. 'Ex. N at M' is page M of document DN. needs=polarity: only a "
        "negation or reversal makes it false; needs=model: only a reader of meaning can tell.")


def build():
    out = {"note": NOTE, "matter_script": "make_matter.py", "prefix": "DEFECT", "drafts": {}}
    for name, (blocked, marked) in DRAFTS.items():
        claims, parts, pos, n = [], [], 0, 0
        prefix = "".join(w[0] for w in name.split("_")[:2]) + "-"
        for m in MARK.finditer(marked):
            parts.append(marked[pos:m.start()])
            fields = m.group(1).split("|")
            text, kind, exp = fields[0], fields[1], fields[2]
            parts.append(text)
            pos = m.end()
            n += 1
            c = {"id": f"{prefix}{n}", "text": text, "kind": kind, "expect": {"P": "pass", "B": "block"}[exp]}
            if len(fields) > 3:
                c["needs"] = fields[3]
            claims.append(c)
        parts.append(marked[pos:])
        text = "".join(parts)
        has_block = any(c["expect"] == "block" for c in claims)
        assert has_block == blocked, name
        out["drafts"][name] = {"expect_blocked": blocked, "text": text, "claims": claims}
    (HERE / "drafts.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return out


if __name__ == "__main__":
    d = build()
    tot = [c for x in d["drafts"].values() for c in x["claims"]]
    print(len(tot), sum(c["expect"] == "pass" for c in tot), sum(c["expect"] == "block" for c in tot))
    for name, x in d["drafts"].items():
        print(name, len(x["claims"]), sum(c["expect"] == "block" for c in x["claims"]))
