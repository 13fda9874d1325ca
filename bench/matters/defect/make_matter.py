"""Write the Vance matter: Marisol and Theodore Vance v. Brightwater Homes LLC and Summit Ridge Roofing, Inc.
Entirely fictional (residential construction defect / limited-warranty claim, Douglas County, Colorado).

    python make_matter.py OUTDIR        (needs pymupdf 1.26 and Pillow)

Production order (Bates DEFECT000001 onward, one number per PDF page, .eml = one page):
  D1 purchase and construction agreement with limited warranty (5 pp)   DEFECT000001-000005
  D2 expert inspection report, photo log, moisture table (4 pp)         DEFECT000006-000009
  D3 warranty claim form WC-25-0112 (1 p)                               DEFECT000010
  D4 warranty claim form WC-25-0231, image-only scan (1 p)              DEFECT000011
  D5 builder's denial letter (2 pp)                                     DEFECT000012-000013
  D6 e-mail, superintendent to roofer, failed inspection (.eml)         DEFECT000014
  D7 e-mail, homeowner to warranty manager (.eml)                       DEFECT000015
  D8 deposition of Curtis Ybarra, cover + printed pages 60-66 (8 pp)    DEFECT000016-000023
  D9 repair estimate (2 pp)                                             DEFECT000024-000025
"""
import sys
from email.message import EmailMessage
from pathlib import Path

import pymupdf

# ---------------------------------------------------------------------------------------------- D1
D1 = [
    """PURCHASE AND CONSTRUCTION AGREEMENT
Agreement No. BWH-MR-0327

This Purchase and Construction Agreement (the "Agreement") is entered into on March 14, 2023, by and between Brightwater Homes LLC, a Colorado limited liability company ("Builder"), and Marisol Vance and Theodore Vance ("Homeowner").

1. PROPERTY
1.1 Builder agrees to construct a single-family residence (the "Home") and to convey it, together with the lot, to Homeowner. The lot is Lot 27, Block 3, Meadowlark Ridge Filing No. 2, known as 4418 Larkbunting Court, Castle Rock, Colorado 80108.
1.2 The Home shall be built to Builder's "Aspen" plan, elevation C, with the options listed in Schedule A.

2. PURCHASE PRICE
2.1 The total purchase price is Six Hundred Eighty-Four Thousand Nine Hundred Dollars ($684,900.00), which includes the lot, the Home and the Schedule A options.
2.2 The purchase price is payable in full at Closing, less the Deposit.

3. DEPOSIT
3.1 On signing, Homeowner shall pay an earnest money deposit of $34,245.00 (the "Deposit"), equal to five percent (5%) of the purchase price.
3.2 The Deposit is non-refundable except as provided in Section 6.4.

4. CONSTRUCTION
4.1 Builder shall construct the Home in a good and workmanlike manner, in accordance with the plans and specifications, the manufacturers' installation instructions, and all applicable building codes of the Town of Castle Rock.
4.2 Builder may engage subcontractors for any part of the work. Builder remains responsible to Homeowner for the work of its subcontractors.
4.3 Builder shall schedule and obtain all inspections required by the Town of Castle Rock and shall correct, at its own cost, any item noted on a failed inspection before Closing.""",
    """5. CHANGE ORDERS
5.1 No change to the plans or Schedule A options is binding unless made in a written change order signed by both parties.
5.2 Each change order shall state its price and its effect, if any, on the Target Completion Date.

6. COMPLETION AND CLOSING
6.1 Builder shall use reasonable efforts to substantially complete the Home by December 15, 2023 (the "Target Completion Date").
6.2 Closing shall occur within ten (10) days after the Town of Castle Rock issues a certificate of occupancy for the Home.
6.3 "Closing Date" means the date on which the deed to the Home is delivered to Homeowner.
6.4 If Closing has not occurred by April 30, 2024 for reasons other than Homeowner's default, Homeowner may terminate this Agreement and receive a refund of the Deposit.

7. PRE-CLOSING WALK-THROUGH
7.1 Before Closing, Builder and Homeowner shall walk through the Home and list any incomplete or defective items on a punch list.
7.2 Builder shall complete punch-list items within forty-five (45) days after Closing.

8. HOMEOWNER MAINTENANCE
8.1 Homeowner shall maintain the Home in accordance with the Homeowner Maintenance Guide delivered at Closing, including keeping gutters and downspouts free of debris.
8.2 Homeowner shall not alter the roof, flashing, or exterior cladding without Builder's written consent during the Limited Warranty period.

9. INSURANCE AND RISK OF LOSS
9.1 Risk of loss remains with Builder until Closing.

10. ASSIGNMENT
10.1 Homeowner may not assign this Agreement before Closing without Builder's written consent.

11. NOTICES
11.1 Notices shall be in writing and delivered by hand, by certified mail, or by e-mail to the addresses on the signature page. Warranty claims shall be made as provided in Section 12.5.""",
    """12. LIMITED WARRANTY
12.1 Workmanship and Materials. For one (1) year from the Closing Date, Builder warrants that the Home will be free from defects in workmanship and materials.
12.2 Systems. For two (2) years from the Closing Date, Builder warrants the plumbing, electrical, heating and air-conditioning systems against defects in installation.
12.3 Roof Coverings. For five (5) years from the Closing Date, Builder warrants that the roof covering and flashing will be free from leaks caused by defective workmanship or materials.
12.4 Structural. For ten (10) years from the Closing Date, Builder warrants the load-bearing components of the Home against major structural defects.
12.5 Claims Procedure. Homeowner shall submit each warranty claim in writing on Builder's Warranty Service Request form within thirty (30) days after Homeowner discovers the defect. Builder shall inspect the Home within fourteen (14) days after it receives a claim and shall accept or deny the claim in writing within thirty (30) days after its inspection. A denial shall state the reasons for the denial and the provision of this Limited Warranty on which Builder relies.
12.6 Exclusions. This Limited Warranty does not cover:
(a) damage caused by Homeowner's failure to perform the maintenance required by Section 8.1;
(b) damage caused by ice damming at the eaves, except where the ice damming results from defective insulation or ventilation installed by Builder;
(c) damage caused by hail, windstorm or other acts of God;
(d) damage caused by alterations made by anyone other than Builder or its subcontractors.
12.7 Remedy. Builder shall repair or replace the defective item, at Builder's option. Builder's obligation includes the repair of damage to other parts of the Home caused by a covered defect.
12.8 Disclaimer. TO THE EXTENT PERMITTED BY LAW, THIS LIMITED WARRANTY IS IN LIEU OF ALL OTHER WARRANTIES, EXPRESS OR IMPLIED.""",
    """13. DISPUTE RESOLUTION
13.1 Before filing any action for a construction defect, Homeowner shall give Builder the notice of claim required by the Colorado Construction Defect Action Reform Act.
13.2 If a dispute is not resolved within the statutory period, the parties shall mediate before filing suit. Mediation shall be held within sixty (60) days after either party requests it, and the parties shall share the mediator's fee equally.
13.3 Nothing in this Section 13 requires arbitration.

14. ATTORNEY FEES
14.1 In any action arising out of this Agreement or the Limited Warranty, the prevailing party shall recover its reasonable attorney fees and costs.

15. GOVERNING LAW AND VENUE
15.1 This Agreement is governed by the laws of the State of Colorado.
15.2 Venue for any action shall lie in the District Court for Douglas County, Colorado.

16. ENTIRE AGREEMENT
16.1 This Agreement, Schedule A, and any signed change orders are the entire agreement of the parties.
16.2 If any provision of this Agreement is held unenforceable, the remaining provisions remain in effect.""",
    """SIGNATURE PAGE

BUILDER: Brightwater Homes LLC
By: Gordon Pelletier
Title: Vice President of Construction
Date: March 14, 2023
Notice address: 7700 East Prairie Run Parkway, Suite 300, Parker, Colorado 80134
E-mail: warranty@brightwaterhomes.com

HOMEOWNER:
Marisol Vance          Date: March 14, 2023
Theodore Vance         Date: March 14, 2023
Notice address: 4418 Larkbunting Court, Castle Rock, Colorado 80108

SCHEDULE A - SELECTED OPTIONS
Plan: Aspen, elevation C, three-car garage
Roof: architectural asphalt shingles, 30-year, color "Weathered Wood"
Covered rear patio, 14 ft x 20 ft
Finished basement: not selected
Options total (included in Section 2.1 price): $41,350.00

Receipt of Deposit: Builder acknowledges receipt of the Deposit of $34,245.00 on March 14, 2023.""",
]

# ---------------------------------------------------------------------------------------------- D2
D2 = [
    """HALVORSEN BUILDING DIAGNOSTICS LLC
1290 Ridgeline Drive, Unit 4, Littleton, Colorado 80120

BUILDING ENVELOPE INSPECTION REPORT
Report No. HBD-25-071          Report date: June 6, 2025
Property: 4418 Larkbunting Court, Castle Rock, Colorado 80108
Client: Marisol and Theodore Vance, through Adeyemi & Ross LLP
Inspector: Ruth Halvorsen, P.E., Colorado license No. PE-0051873
Date of inspection: May 20, 2025, 8:30 a.m. to 2:15 p.m.
Weather: overcast, 58 F; no precipitation in the prior 72 hours

1. SCOPE
I inspected the roof, the roof-to-wall intersections, the attic, the gutters, and the interior finishes of the master bedroom and great room. I took moisture readings with a Delmhorst BD-2100 pin meter and a Tramex non-invasive meter, and I performed a controlled water test at the east roof-to-wall intersection. I reviewed the Purchase and Construction Agreement, the warranty claim forms, Brightwater's letter of April 8, 2025, and the Town of Castle Rock inspection record for Permit No. BLD23-01947.

2. SUMMARY OF FINDINGS
2.1 Kick-out flashing is missing at three (3) of the four (4) roof-to-wall intersections. Only the intersection at the front porch has a kick-out diverter.
2.2 Step flashing at the north and east roof-to-wall intersections is lapped in reverse, so that water running down the wall is directed behind the step flashing rather than onto the shingles.
2.3 Self-adhered ice-and-water membrane is absent from the northeast valley. The valley has only synthetic underlayment, which is not lapped in the manner the shingle manufacturer requires.
2.4 I found no evidence of hail damage. The shingle mats are intact, granule loss is normal for the roof's age, and the soft metal vents show no dents.""",
    """3. PHOTO LOG

Photo  Location                         Description
-----  -------------------------------  ----------------------------------------
P-01   Front (west) elevation            Overall view of Home
P-02   Front porch roof-to-wall          Kick-out diverter present and sealed
P-03   North garage roof-to-wall         No kick-out; staining on siding below
P-04   North garage roof-to-wall         Step flashing lapped in reverse
P-05   East master bedroom roof-to-wall  No kick-out; siding swollen at corner
P-06   East master bedroom roof-to-wall  Water test: dye behind step flashing
P-07   Northeast valley                  Shingles lifted; no ice-and-water
P-08   Attic, northeast valley           Dark staining on OSB roof deck
P-09   Attic, east wall top plate        Microbial growth on top plate
P-10   North gutters                     Gutters clear; guards in place
P-11   Master bedroom ceiling, NE        Stained and sagging drywall
P-12   Great room north wall             Stain above window head, 26 in. wide
P-13   Eaves, north and east             No ice-dam staining at eave line
P-14   Rear patio roof                   Shingles and flashing in good order

4. OBSERVATIONS
4.1 Roof-to-wall intersections. The Home has four roof-to-wall intersections: at the front porch, at the north side of the garage, at the east wall of the master bedroom, and at the north wall of the great room. A kick-out diverter is installed only at the front porch (P-02). At the other three intersections the lowest step flashing ends at the gutter without a diverter, and the siding below each intersection is stained or swollen (P-03, P-05).
4.2 Water test. I applied water to the east master bedroom intersection for 20 minutes at a low rate. Dye-marked water appeared behind the step flashing within 6 minutes and reached the top plate in the attic within 14 minutes (P-06, P-09).""",
    """5. MOISTURE READINGS
Readings in percent wood moisture equivalent (%WME). Dry reference range for this Home: 8-12 %WME. Readings above 20 %WME indicate active or recent wetting.

Point  Location                              Material        Reading  Condition
-----  ------------------------------------  --------------  -------  ---------
M-1    Master bedroom ceiling, NE corner     Drywall         31.5     Wet
M-2    Master bedroom east wall, below sill  Drywall         27.0     Wet
M-3    Great room north wall, at header      Drywall         24.8     Wet
M-4    Garage north wall, sheathing (attic)  OSB             29.2     Wet
M-5    Attic roof deck at NE valley          OSB             33.4     Wet
M-6    East wall top plate (attic)           SPF lumber      22.6     Wet
M-7    Hall ceiling (control)                Drywall         10.1     Dry
M-8    South bedroom wall (control)          Drywall          9.6     Dry

4.3 Pattern of wetting. The wet readings are concentrated directly below the three roof-to-wall intersections that lack kick-out flashing and below the northeast valley. The control readings taken away from those locations are within the dry reference range.
4.4 Gutters and eaves. The north and east gutters were clear of debris and had gutter guards installed (P-10). I observed no staining, lifted shingles, or deck damage along the eave line of the north or east slopes (P-13). Ice damming leaves its damage at the eaves, and there is none here.""",
    """6. CONCLUSIONS
6.1 In my professional opinion, the water intrusion at the master bedroom ceiling, the master bedroom east wall, and the great room north wall was caused by the missing kick-out flashing, the reverse-lapped step flashing, and the absence of ice-and-water membrane in the northeast valley. Each of these conditions is a departure from the shingle manufacturer's installation instructions and from Section R903.2 of the 2018 International Residential Code as adopted by the Town of Castle Rock.
6.2 The water intrusion was not caused by ice damming. The wetting pattern follows the roof-to-wall intersections and the valley, not the eaves.
6.3 The water intrusion was not caused by hail or by any lack of gutter maintenance.
6.4 The Town of Castle Rock record shows that the final roof inspection on October 26, 2023 (Inspection No. 23-08814) failed for "missing kick-out flashing at roof-to-wall intersections, north and east elevations." The record shows a re-inspection approved on November 2, 2023. The conditions I observed on May 20, 2025 at the north and east intersections are the conditions noted on the failed inspection.
6.5 Repair requires removal of the shingles on the north and east slopes, replacement of the wet roof deck, installation of ice-and-water membrane in the valleys, replacement of the step flashing, installation of kick-out flashing, and remediation of the wet framing and drywall. I reviewed the estimate of Front Range Restoration Co. and find its scope consistent with these findings.

I hold these opinions to a reasonable degree of engineering certainty.

Ruth Halvorsen, P.E.
June 6, 2025""",
]

# ---------------------------------------------------------------------------------------------- D3
D3 = [
    """BRIGHTWATER HOMES LLC
WARRANTY SERVICE REQUEST

Claim No.: WC-25-0112
Date submitted: January 6, 2025
Homeowner(s): Marisol Vance and Theodore Vance
Address: 4418 Larkbunting Court, Castle Rock, CO 80108
Community: Meadowlark Ridge Filing No. 2, Lot 27
Closing date: January 19, 2024
Phone: (720) 555-0186          E-mail: marisol.vance@fastmail.example

Item / location: Roof leak - master bedroom ceiling, northeast corner
Description: Water dripping from the ceiling next to the light fixture. Brown stain about 18 inches across. We put a bucket under it and it collected about a cup of water over one afternoon.
Date first noticed: December 30, 2024
Conditions when noticed: sunny, snow melting off the roof after the storm of December 27-28
Is this an emergency? [X] Yes  [ ] No
Has anyone else worked on this item? [ ] Yes  [X] No

Homeowner signature: Marisol Vance          Date: 01/06/2025

FOR OFFICE USE ONLY
Received by: D. Whitcomb          Date received: 01/06/2025
Inspection scheduled: 01/16/2025, 10:00 a.m.
Assigned to: Warranty field representative R. Ostrowski""",
]

# ---------------------------------------------------------------------------------------------- D4 (scan)
D4 = [
    """BRIGHTWATER HOMES LLC
WARRANTY SERVICE REQUEST

Claim No.: WC-25-0231
Date submitted: March 11, 2025
Homeowner(s): Marisol Vance and Theodore Vance
Address: 4418 Larkbunting Court, Castle Rock, CO 80108
Closing date: January 19, 2024

Item / location: Great room, north wall above the window
Description: Water stain above the window head, about two feet wide. Drywall is soft to the touch. The master bedroom ceiling (claim WC-25-0112) is leaking again at the same corner.
Date first noticed: February 27, 2025
Conditions when noticed: rain in the afternoon, no snow on the roof
Is this an emergency? [ ] Yes  [X] No
Has anyone else worked on this item? [ ] Yes  [X] No

Homeowner signature: Theodore Vance          Date: 03/11/2025

FOR OFFICE USE ONLY
Received by: D. Whitcomb          Date received: 03/11/2025
Inspection scheduled: 03/20/2025, 1:30 p.m.""",
]

# ---------------------------------------------------------------------------------------------- D5
D5 = [
    """BRIGHTWATER HOMES LLC
7700 East Prairie Run Parkway, Suite 300
Parker, Colorado 80134

April 8, 2025

VIA E-MAIL AND CERTIFIED MAIL

Marisol Vance and Theodore Vance
4418 Larkbunting Court
Castle Rock, Colorado 80108

Re: Warranty Claims WC-25-0112 and WC-25-0231
4418 Larkbunting Court (Meadowlark Ridge Filing No. 2, Lot 27)

Dear Mr. and Mrs. Vance:

Brightwater Homes LLC ("Brightwater") has completed its review of the two warranty claims referenced above. Our warranty field representative inspected your home on January 16, 2025 and again on March 20, 2025.

Based on those inspections, Brightwater has concluded that the water intrusion at the master bedroom ceiling is consistent with ice damming at the eaves following the heavy snowfall of December 27-28, 2024. Damage caused by ice damming is excluded under Section 12.6(b) of your Limited Warranty.

In addition, our field representative observed on January 16, 2025 that the gutters on the north elevation were partially blocked by pine needles and debris. Gutter maintenance is the homeowner's responsibility under Section 8.1 of your Agreement, and damage caused by a failure to maintain is excluded under Section 12.6(a).

Finally, the National Weather Service reported a hailstorm in Castle Rock on June 11, 2024. Hail damage is excluded under Section 12.6(c).""",
    """With respect to Claim WC-25-0231, the staining on the great room north wall is a continuation of the same condition and is denied for the same reasons.

Summit Ridge Roofing, Inc., which installed your roof, has advised Brightwater that its work met the shingle manufacturer's specifications and passed the Town of Castle Rock's inspection.

For these reasons, Brightwater denies Warranty Claims WC-25-0112 and WC-25-0231 in their entirety. This letter is Brightwater's written determination under Section 12.5 of the Limited Warranty.

As a courtesy, and without admitting any responsibility, Brightwater will repair and repaint the stained drywall in the master bedroom at no cost to you, on the condition that you first sign the enclosed release. This offer remains open for fifteen (15) days from the date of this letter.

Nothing in this letter waives any of Brightwater's rights or defenses under the Agreement or Colorado law.

Sincerely,

Dana Whitcomb
Warranty Manager
Brightwater Homes LLC

cc: Gordon Pelletier, Vice President of Construction
    Summit Ridge Roofing, Inc., Attn: Lyle Haskett""",
]

# ---------------------------------------------------------------------------------------------- D6, D7 (e-mail)
EMAILS = {
    "D6_email_ybarra_to_haskett.eml": dict(
        From="Curtis Ybarra <cybarra@brightwaterhomes.com>",
        To="Lyle Haskett <lyle@summitridgeroofing.com>",
        Cc="Gordon Pelletier <gpelletier@brightwaterhomes.com>",
        Date="Thu, 26 Oct 2023 15:42:10 -0600",
        Subject="Lot 27 Larkbunting - failed final roof 23-08814",
        body="""Lyle,

Town failed us this morning on the final roof at 4418 Larkbunting (Lot 27). Inspector Kessler wrote up missing kick-outs at the roof-to-wall intersections on the north and east sides, and the NE valley underlayment not lapped right.

Reinspect is booked for Thursday Nov 2. I need your crew out there Monday Oct 30 at the latest. This house closes in December and I can't eat a second fail on it.

Don't tear off the valley if you can avoid it. Get the kick-outs in and send me photos of each one so I can show Kessler.

Curtis Ybarra
Site Superintendent, Meadowlark Ridge
Brightwater Homes LLC
(303) 555-0142
"""),
    "D7_email_vance_to_whitcomb.eml": dict(
        From="Marisol Vance <marisol.vance@fastmail.example>",
        To="Dana Whitcomb <dwhitcomb@brightwaterhomes.com>",
        Cc="Theodore Vance <ted.vance@fastmail.example>, Gordon Pelletier <gpelletier@brightwaterhomes.com>",
        Date="Mon, 14 Apr 2025 09:17:45 -0600",
        Subject="RE: Warranty Claims WC-25-0112 and WC-25-0231",
        body="""Ms. Whitcomb,

We received your letter of April 8 denying both of our claims. We do not agree with it, and we will not be signing the release.

First, the gutters. We had Clearview Gutter Service clean every gutter on the house on October 19, 2024 and install guards. We paid them $185.00 and I have the receipt. Nobody from Brightwater ever told us on January 16 that the gutters were blocked.

Second, there was no ice along our roof edge in December. The water comes in at the corner of the master bedroom where the roof meets the wall, and in February it came in above the great room window during a rain, with no snow on the roof at all.

Third, your letter mentions a hailstorm on June 11, 2024. Our insurance adjuster from Front Range Mutual looked at the roof on June 20, 2024 and found no hail damage. We never made a hail claim.

Please send us the Town of Castle Rock inspection records for the roof. We have hired Halvorsen Building Diagnostics to inspect the roof on May 20, and we ask that Brightwater preserve all of its records for our house.

Marisol Vance
(720) 555-0186
"""),
}

# ---------------------------------------------------------------------------------------------- D8 (deposition)
DEPO_COVER = [
    "DISTRICT COURT, DOUGLAS COUNTY, COLORADO",
    "Case No. 2025CV30418",
    "",
    "MARISOL VANCE and THEODORE VANCE,",
    "     Plaintiffs,",
    "v.",
    "BRIGHTWATER HOMES LLC and",
    "SUMMIT RIDGE ROOFING, INC.,",
    "     Defendants.",
    "",
    "     DEPOSITION OF CURTIS YBARRA",
    "     (Excerpted pages 60 through 66)",
    "",
    "DATE:     August 12, 2025",
    "TIME:     9:35 a.m.",
    "PLACE:    Adeyemi & Ross LLP",
    "          1600 Wynkoop Street, Suite 900",
    "          Denver, Colorado 80202",
    "",
    "APPEARANCES:",
    "For Plaintiffs:   Kwame Adeyemi, Esq.",
    "For Brightwater:  Lorraine Fitch, Esq.",
    "For Summit Ridge: Paul Demetriou, Esq.",
    "",
    "Reported by: Janelle Okafor, RPR, CRR",
]
DEPO = {
    60: [
        "Q.  Mr. Ybarra, what was your position with",
        "    Brightwater in 2023?",
        "A.  Site superintendent for Meadowlark Ridge,",
        "    Filing 2.",
        "Q.  How many homes were in Filing 2?",
        "A.  Thirty-one.",
        "Q.  And you were the superintendent on all",
        "    thirty-one?",
        "A.  Yes. I ran the whole filing.",
        "Q.  Does that include Lot 27, the Vance home at",
        "    4418 Larkbunting Court?",
        "A.  It does.",
        "Q.  Who installed the roof on Lot 27?",
        "A.  Summit Ridge. Lyle Haskett's outfit.",
        "Q.  Did Summit Ridge do all the roofs in",
        "    Filing 2?",
        "A.  All but a handful. Maybe four were done by",
        "    another roofer when Summit got behind.",
        "Q.  Whose job was it to make sure the roofing",
        "    work met the code?",
        "A.  Ultimately mine. I'm the one who calls in",
        "    the inspections and walks them with the",
        "    Town.",
        "Q.  Let's talk about the final roof inspection",
        "    on Lot 27.",
    ],
    61: [
        "    Were you present for it?",
        "A.  I was.",
        "Q.  What was the date?",
        "A.  October 26, 2023. It was a Thursday.",
        "Q.  Who was the inspector?",
        "A.  Kessler, from the Town.",
        "Q.  Did Lot 27 pass that inspection?",
        "A.  No. It failed.",
        "Q.  Why did it fail?",
        "A.  He wrote up the kick-outs. There were no",
        "    kick-out flashings where the roof dies into",
        "    the wall on the north and east sides. And he",
        "    didn't like the underlayment in the",
        "    northeast valley.",
        "Q.  What is a kick-out flashing?",
        "A.  It's a little diverter at the bottom of the",
        "    step flashing. It kicks the water out into",
        "    the gutter instead of letting it run down",
        "    behind the siding.",
        "Q.  Is it required by code?",
        "A.  Yes. Under the IRC it is.",
        "Q.  Had you looked at the roof yourself before",
        "    Kessler came out?",
        "A.  Not up close. I looked at it from the",
        "    street.",
    ],
    62: [
        "Q.  I'm handing you what has been marked as",
        "    Exhibit 14. Do you recognize it?",
        "A.  Yeah. That's my e-mail to Lyle.",
        "Q.  You sent it the afternoon of the failed",
        "    inspection?",
        "A.  That's right.",
        "Q.  You wrote, \"Don't tear off the valley if you",
        "    can avoid it.\" What did you mean by that?",
        "A.  Tearing off a valley on a finished roof is a",
        "    day and a half, maybe two. I wanted the",
        "    kick-outs done and the reinspect passed.",
        "Q.  So you told Summit Ridge not to redo the",
        "    valley?",
        "MS. FITCH:  Object to form.",
        "A.  I told him to avoid it if he could. I",
        "    didn't tell him not to fix it.",
        "Q.  Did anyone ever replace the underlayment in",
        "    the northeast valley before closing?",
        "A.  Not that I know of.",
        "Q.  Why were you in a hurry?",
        "A.  The house was supposed to close in",
        "    December. We had a buyer waiting and a",
        "    target date.",
        "Q.  Was the target date December 15, 2023?",
        "A.  Sounds right.",
    ],
    63: [
        "Q.  When was the reinspection?",
        "A.  November 2nd.",
        "Q.  Did it pass?",
        "A.  Yes, it passed.",
        "Q.  Did you go up on the roof before the",
        "    reinspection to look at the kick-outs?",
        "A.  No. I don't go up on roofs. Lyle sent me",
        "    photos.",
        "Q.  How many photos?",
        "A.  I saw photos of two kick-outs. I think two.",
        "Q.  There are four roof-to-wall intersections on",
        "    that house, correct?",
        "A.  I believe so. Porch, garage, master, and the",
        "    great room.",
        "Q.  So you never saw photos showing a kick-out at",
        "    all four?",
        "A.  No, I didn't.",
        "Q.  Did the Town inspector go up on the roof at",
        "    the reinspection?",
        "A.  I don't believe he did. He looked from a",
        "    ladder at the garage and looked at the",
        "    photos.",
        "Q.  Were you at the reinspection?",
        "A.  Yes, I walked it with him.",
        "Q.  Did you tell him you had photos of only two?",
    ],
    64: [
        "A.  He saw what I had. I showed him the phone.",
        "Q.  Let's move to the warranty claims. You're",
        "    aware the Vances made two warranty claims in",
        "    2025?",
        "A.  I heard about them, yes.",
        "Q.  Were you consulted before Brightwater denied",
        "    them?",
        "A.  No. Warranty is Dana's department. I'm on",
        "    construction.",
        "Q.  Did anyone tell Ms. Whitcomb that the roof",
        "    had failed its final inspection for missing",
        "    kick-outs?",
        "MS. FITCH:  Object to form, foundation.",
        "A.  I don't know what she knew.",
        "Q.  You didn't tell her?",
        "A.  I didn't, no.",
        "Q.  Were you at the January 16, 2025 warranty",
        "    inspection?",
        "A.  No. That was Rick Ostrowski, the warranty",
        "    rep.",
        "Q.  Have you ever seen ice dams on the Vance",
        "    house?",
        "A.  I haven't been out there since closing.",
        "Q.  So you have no personal knowledge of ice",
        "    damming at the Vance house?",
    ],
    65: [
        "A.  No, I don't.",
        "Q.  Mr. Ybarra, are superintendents at",
        "    Brightwater paid a bonus tied to closings?",
        "A.  There's a quarterly closing bonus, yes.",
        "Q.  How does it work?",
        "A.  If the filing hits its closing targets for",
        "    the quarter, the super gets $2,500.",
        "Q.  Did you receive that bonus for the fourth",
        "    quarter of 2023?",
        "A.  I don't remember. I might have.",
        "Q.  Did Lot 27 close in the fourth quarter of",
        "    2023?",
        "A.  No, it slipped into January. The CO came",
        "    late.",
        "Q.  When did it close?",
        "A.  January 19th, I think. Of '24.",
        "Q.  Before closing, did you do a walk-through",
        "    with the Vances?",
        "A.  Ted Vance and I did, yes. Mrs. Vance was",
        "    there for part of it.",
        "Q.  Did the punch list include anything about",
        "    the roof?",
        "A.  No. Nobody looks at the roof at a",
        "    walk-through.",
        "Q.  Turning to gutters. Does Brightwater install",
    ],
    66: [
        "    gutter guards?",
        "A.  Not as a standard item. Homeowners add them.",
        "Q.  Other than the Vances, have any other",
        "    homeowners in Filing 2 reported roof leaks to",
        "    Brightwater?",
        "MS. FITCH:  Object to form. Scope.",
        "A.  A few. Three or four, I think.",
        "Q.  At roof-to-wall intersections?",
        "A.  I couldn't tell you where. That went to",
        "    warranty.",
        "Q.  Were those roofs installed by Summit Ridge?",
        "A.  I assume so, most of them.",
        "Q.  After the Vance claims came in, did anyone",
        "    at Brightwater ask you to check the",
        "    kick-outs on the other homes in Filing 2?",
        "A.  No.",
        "MR. ADEYEMI:  Let's take a short break.",
        "THE VIDEOGRAPHER:  Off the record at",
        "    11:02 a.m.",
        "    (A recess was taken.)",
        "",
        "",
        "",
        "",
        "",
    ],
}

# ---------------------------------------------------------------------------------------------- D9
D9 = [
    """FRONT RANGE RESTORATION CO.
455 Interlocken Boulevard, Broomfield, Colorado 80021     (303) 555-0177

REPAIR ESTIMATE
Estimate No. FRR-25-1186            Date: June 18, 2025
Customer: Marisol and Theodore Vance
Site: 4418 Larkbunting Court, Castle Rock, CO 80108
Prepared by: Owen Rasmussen, Senior Estimator
Reference: Halvorsen Building Diagnostics Report No. HBD-25-071

ROOFING AND FLASHING
No.  Description                                  Qty   Unit   Unit Price      Amount
---  -------------------------------------------  ----  ----  ----------  ----------
1    Tear off and replace architectural shingles,   24  SQ        790.00   18,960.00
     north and east slopes
2    Replace wet roof deck, 7/16 in. OSB             12  SHT        86.00    1,032.00
3    Ice-and-water membrane at valleys              96  LF          6.50      624.00
4    Remove and replace step flashing,             118  LF         14.00    1,652.00
     roof-to-wall intersections
5    Install kick-out flashing                       4  EA        370.00    1,480.00
6    Remove and reinstall siding at                  4  EA        640.00    2,560.00
     roof-to-wall intersections
                                                         Roofing subtotal   26,308.00

Notes:
- Shingles to match existing "Weathered Wood" color where available; the owners
  may elect a full re-roof for uniform color at additional cost.
- Kick-out flashing to be installed at all four roof-to-wall intersections,
  including replacement of the existing porch diverter so that all four match.""",
    """INTERIOR AND GENERAL CONDITIONS
No.  Description                                  Qty   Unit   Unit Price      Amount
---  -------------------------------------------  ----  ----  ----------  ----------
7    Microbial remediation, master bedroom           1  LS      3,850.00    3,850.00
     ceiling and east wall cavity
8    Remove and replace drywall, master bedroom    420  SF          4.25    1,785.00
9    Replace attic and wall insulation               1  LS      1,140.00    1,140.00
10   Great room north wall: remove trim, re-flash    1  LS      2,475.00    2,475.00
     window head, replace drywall
11   Prime and paint affected rooms                  2  RM        925.00    1,850.00
12   Town of Castle Rock building permit             1  LS        412.00      412.00
13   Dumpster and debris haul-off                    1  LS        695.00      695.00
                                                         Interior subtotal  12,207.00

SUMMARY
Roofing subtotal                                                           26,308.00
Interior and general subtotal                                              12,207.00
Subtotal                                                                   38,515.00
Overhead and profit (10%)                                                   3,851.50
TOTAL ESTIMATE                                                             42,366.50

Estimated duration: 9 working days, weather permitting.
This estimate is valid for sixty (60) days from its date.
Owner's temporary relocation during microbial remediation (estimated 3 nights) is not included.

Owen Rasmussen, Senior Estimator""",
]

DOCS = {
    "D1_purchase_construction_agreement.pdf": D1,
    "D2_halvorsen_inspection_report.pdf": D2,
    "D3_warranty_claim_WC-25-0112.pdf": D3,
    "D4_warranty_claim_WC-25-0231_scan.pdf": D4,
    "D5_brightwater_denial_letter.pdf": D5,
}
TABLE_DOCS = {"D9_repair_estimate.pdf": D9}
SCANNED = {"D4_warranty_claim_WC-25-0231_scan.pdf"}
DEPO_NAME = "D8_ybarra_deposition.pdf"

AUTHORITIES = [
    "Colo. Rev. Stat. \u00a7 13-20-802.5",
    "Colo. Rev. Stat. \u00a7 13-20-803.5",
    "Colo. Rev. Stat. \u00a7 13-20-806",
    "Colo. R. Civ. P. 56(c)",
    "Cosmopolitan Homes, Inc. v. Weller, 663 P.2d 1041 (Colo. 1983)",
    "Yacht Club II Homeowners Ass'n v. A.C. Excavating, 94 P.3d 1177 (Colo. App. 2003)",
    "Sheffield Services Co. v. Trowbridge, 211 P.3d 714 (Colo. App. 2009)",
]


def text_page(doc, text, fontsize=10.5, fontname="helv"):
    page = doc.new_page(width=612, height=792)
    rc = page.insert_textbox(pymupdf.Rect(60, 60, 560, 750), text, fontsize=fontsize, fontname=fontname)
    if rc < 0:
        raise SystemExit(f"text overflow ({rc}) on page starting {text[:40]!r}")
    return page


def write_pdf(path, pages, scanned=False, fontname="helv", fontsize=10.5):
    doc = pymupdf.open()
    for text in pages:
        text_page(doc, text, fontsize=11.5 if scanned else fontsize, fontname=fontname)
        if scanned:
            page = doc[-1]
            pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
            doc.delete_page(-1)
            page = doc.new_page(width=612, height=792)
            page.insert_image(page.rect, stream=pix.tobytes("png"))
    doc.save(path, garbage=3, deflate=True)


def depo_pages():
    """[(printed page number, 25 lines)], cover first (printed page 1)."""
    return [(1, DEPO_COVER)] + [(n, DEPO[n]) for n in sorted(DEPO)]


def write_depo(path):
    doc = pymupdf.open()
    for num, lines in depo_pages():
        assert len(lines) == 25, (num, len(lines))
        page = doc.new_page(width=612, height=792)
        page.insert_text((470, 50), f"Page {num}", fontsize=11, fontname="cour")
        for i, line in enumerate(lines, start=1):
            y = 92 + (i - 1) * 26
            page.insert_text((52, y), f"{i:>2}", fontsize=11, fontname="cour")
            if line:
                page.insert_text((92, y), line, fontsize=11, fontname="cour")
        page.draw_line((84, 70), (84, 730), width=0.5)
        page.insert_text((160, 765), "Okafor Reporting Services  (303) 555-0110", fontsize=8, fontname="cour")
    doc.save(path, garbage=3, deflate=True)


def write_eml(path, spec):
    msg = EmailMessage()
    for key in ("From", "To", "Cc", "Date", "Subject"):
        msg[key] = spec[key]
    msg.set_content(spec["body"])
    path.write_bytes(bytes(msg))


def main(out):
    out.mkdir(parents=True, exist_ok=True)
    for name, pages in DOCS.items():
        write_pdf(out / name, pages, scanned=name in SCANNED)
    for name, spec in EMAILS.items():
        write_eml(out / name, spec)
    write_depo(out / DEPO_NAME)
    for name, pages in TABLE_DOCS.items():
        write_pdf(out / name, pages, fontname="cour", fontsize=8.6)
    (out / "authorities.txt").write_text("\n".join(AUTHORITIES) + "\n", encoding="utf-8")
    return out


if __name__ == "__main__":
    print(main(Path(sys.argv[1])))
