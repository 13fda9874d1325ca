"""Write the Lone Oak matter: Tarrant Ridge Construction, Inc. v. Lone Oak Medical Partners, LP. Fictional.

    python make_matter.py OUTDIR        (needs pymupdf 1.26 and Pillow)

A general contractor's delay and payment claim against the owner of a medical office building in
Fort Worth, Texas, heard in AAA construction arbitration. Documents, in production order:

  D1  construction agreement (5 pp)                  D7  change orders CO-006, CO-009, COR-014 (3 pp)
  D2  baseline schedule and Update No. 7 (2 pp)       D8  pay application No. 14 (3 pp, tables)
  D3  RFI-047 e-mail (.eml)                           D9  pay application No. 15 (2 pp, tables)
  D4  RFI-047 reply chain (.eml)                      D10 owner's withholding letter (2 pp)
  D5  contractor's notice of delay (2 pp)             D11 text messages, Pruitt / Vance (.txt)
  D6  daily construction reports (4 pp, image-only)   D12 hearing transcript excerpt, Vance (8 pp)

authorities.txt lists what the lawyer vouches for.
"""
import sys
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime, timezone, timedelta
from pathlib import Path

import pymupdf

CDT = timezone(timedelta(hours=-5))

# ---------------------------------------------------------------------------------------------------------
# D1  Construction agreement
# ---------------------------------------------------------------------------------------------------------
AGREEMENT = [
    """CONSTRUCTION AGREEMENT
(Stipulated Sum)
Contract No. LOMP-2024-01

THIS AGREEMENT is made as of the 4th day of March, 2024, between

OWNER: Lone Oak Medical Partners, LP, a Texas limited partnership, 500 Throckmorton Street, Suite 1410, Fort Worth, Texas 76102 ("Owner"); and

CONTRACTOR: Tarrant Ridge Construction, Inc., a Texas corporation, 1900 Hemphill Street, Suite 300, Fort Worth, Texas 76110 ("Contractor");

for the following Project: Lone Oak Medical Pavilion, a three-story medical office building of approximately 68,500 gross square feet with a diagnostic imaging suite, located at 2750 Meadowbrook Parkway, Fort Worth, Tarrant County, Texas 76112.

ARCHITECT: Delacroix Hartman Architects, Inc., 1300 Summit Avenue, Fort Worth, Texas 76102 ("Architect").

ARTICLE 1  THE WORK AND THE CONTRACT DOCUMENTS

1.1 Contractor shall fully execute the Work described in the Contract Documents, except to the extent specifically indicated in the Contract Documents to be the responsibility of others.

1.2 The Contract Documents consist of this Agreement; the General Conditions attached as Exhibit A; the Drawings prepared by Architect and its consultants dated February 9, 2024, Sheets G-001 through E-602, including structural Sheets S-001 through S-502 prepared by Kessler Structural Group; the Project Manual and Specifications dated February 9, 2024; and Addenda Nos. 1 and 2.

1.3 The Geotechnical Engineering Report prepared by Brazos Geotechnical Services, Report No. BG-23-0418, dated November 14, 2023, is made available to Contractor for information. Owner represents that the foundation design shown on the Drawings has been coordinated with the recommendations of that Report.""",

    """ARTICLE 2  CONTRACT TIME

2.1 The date of commencement of the Work shall be the date stated in Owner's written Notice to Proceed.

2.2 Contractor shall achieve Substantial Completion of the entire Work not later than four hundred twenty (420) calendar days after the date of commencement, subject to adjustments of the Contract Time as provided in the Contract Documents.

2.3 Liquidated Damages. Owner and Contractor agree that Owner's damages for late completion would be difficult to determine. If Substantial Completion is not achieved within the Contract Time, as adjusted, Contractor shall pay Owner, as liquidated damages and not as a penalty, Two Thousand Five Hundred Dollars ($2,500.00) for each calendar day of delay. Liquidated damages accrue only after the date for Substantial Completion, as adjusted, has passed.

ARTICLE 3  CONTRACT SUM

3.1 Owner shall pay Contractor the Contract Sum of Fourteen Million Two Hundred Eighty Thousand Dollars ($14,280,000.00) for Contractor's performance of the Contract, subject to additions and deductions as provided in the Contract Documents.

3.2 Alternates. Alternate No. 2 (upgraded lobby terrazzo) is accepted and is included in the Contract Sum.

3.3 Unit Prices. Additional depth of 30-inch drilled piers beyond the tip elevation shown on the Drawings: Two Hundred Twelve Dollars ($212.00) per vertical foot. Deleted depth: credit of One Hundred Fifty Dollars ($150.00) per vertical foot.

3.4 Allowances. The Contract Sum includes a testing and inspection allowance of $85,000.00, to be adjusted by Change Order to actual cost.""",

    """ARTICLE 4  PAYMENTS

4.1 Applications for Payment. Contractor shall submit to Architect, with a copy to Owner, an Application for Payment for each calendar month not later than the fifth (5th) day of the following month.

4.2 Certification. Architect shall, within seven (7) days after receipt of an Application for Payment, either issue to Owner a Certificate for Payment, with a copy to Contractor, for such amount as Architect determines is properly due, or notify Contractor and Owner in writing of Architect's reasons for withholding certification in whole or in part.

4.3 Time of Payment. Owner shall pay the amount certified not later than thirty (30) days after Architect receives the Application for Payment.

4.4 Retainage. Owner shall withhold retainage of ten percent (10%) of each progress payment until the Work is fifty percent (50%) complete. Thereafter retainage on all Work shall be five percent (5%). Retainage shall be paid with final payment.

4.5 Interest. Payments due and unpaid under the Contract shall bear interest from the date payment is due at the rate of one and one-half percent (1.5%) per month, or the maximum rate allowed by law, whichever is less.

4.6 Withholding by Owner. Owner may withhold from a certified amount only (a) for defective Work not remedied, (b) for third-party claims filed against Owner or the Project, or (c) for liquidated damages that have accrued under Section 2.3. Owner shall notify Contractor in writing of any amount to be withheld, and of the reasons for it, within seven (7) days after Owner's receipt of the Application for Payment. Any amount not so noticed shall be paid as certified.

4.7 Final Payment. Final payment, including retainage, shall be made within thirty (30) days after final completion of the Work and Architect's issuance of a final Certificate for Payment.""",

    """ARTICLE 5  CHANGES IN THE WORK

5.1 Change Orders. A Change Order is a written instrument signed by Owner, Contractor and Architect stating their agreement upon a change in the Work, the amount of any adjustment in the Contract Sum, and the extent of any adjustment in the Contract Time.

5.2 Markup. For changed Work, Contractor's combined overhead and profit shall be ten percent (10%) of the cost of Work performed by Contractor's own forces and five percent (5%) of the cost of Work performed by subcontractors.

ARTICLE 6  REQUESTS FOR INFORMATION

6.1 Architect shall respond in writing to each Request for Information ("RFI") within five (5) working days after receipt, or within such longer time as Owner, Contractor and Architect agree in writing.

6.2 If Architect fails to respond within the time stated in Section 6.1 and Contractor is thereby delayed, the Contract Time shall be extended for the period of the delay.

ARTICLE 7  DELAYS AND EXTENSIONS OF TIME

7.1 If Contractor is delayed at any time in the commencement or progress of the Work by an act or neglect of Owner or Architect, by changes ordered in the Work, by subsurface conditions differing materially from those indicated in the Contract Documents, or by other causes beyond Contractor's control, the Contract Time shall be extended by Change Order for such reasonable time as Architect may determine.

7.2 Notice of Claims. Any claim for an extension of the Contract Time shall be made by written notice to Owner and Architect within twenty-one (21) days after the occurrence of the event giving rise to the claim.""",

    """7.3 Remedy for Delay. Except as provided in Section 7.4, Contractor's remedy for delay shall be an extension of the Contract Time.

7.4 Compensable Delay. Where delay is caused by Owner, Architect, or Owner's separate contractors, or by subsurface conditions described in Section 7.1, Contractor shall be compensated, in addition to an extension of the Contract Time, for extended field overhead at the rate of Four Thousand One Hundred Fifty Dollars ($4,150.00) per calendar day, together with documented subcontractor standby costs.

ARTICLE 8  BONDS AND INSURANCE

8.1 Contractor shall furnish a performance bond and a payment bond, each in an amount equal to one hundred percent (100%) of the Contract Sum.

ARTICLE 9  DISPUTE RESOLUTION

9.1 Claims shall be referred initially to Architect for decision.

9.2 Claims not resolved by Architect's decision shall be subject to mediation.

9.3 Arbitration. Claims not resolved by mediation shall be decided by arbitration administered by the American Arbitration Association under its Construction Industry Arbitration Rules. The locale of the arbitration shall be Fort Worth, Texas.

9.4 Governing Law. The Contract shall be governed by the laws of the State of Texas.

9.5 Attorneys' Fees. The prevailing party in any arbitration or action arising out of the Contract shall recover its reasonable attorneys' fees and costs.

IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.

OWNER: LONE OAK MEDICAL PARTNERS, LP
By: Lone Oak Medical GP, LLC, its general partner
By: /s/ Gregory Vance
Gregory Vance, Managing Director

CONTRACTOR: TARRANT RIDGE CONSTRUCTION, INC.
By: /s/ Thomas Whitfield
Thomas Whitfield, President""",
]

# ---------------------------------------------------------------------------------------------------------
# D2  Schedules (tables)
# ---------------------------------------------------------------------------------------------------------
BASELINE_HEAD = [
    "LONE OAK MEDICAL PAVILION",
    "BASELINE CONSTRUCTION SCHEDULE - REV. 0 (SUMMARY LEVEL)",
    "Tarrant Ridge Construction, Inc.   Contract No. LOMP-2024-01",
    "Data Date: 01-Apr-24   Calendar: 5-day work week   Durations in working days",
]
BASELINE_COLS = [("Activity ID", 54, "l"), ("Activity Description", 118, "l"), ("Orig Dur", 360, "r"),
                 ("Start", 372, "l"), ("Finish", 444, "l"), ("Total Float", 556, "r")]
BASELINE_ROWS = [
    ("A1000", "Notice to Proceed", "0", "01-Apr-24", "", "0"),
    ("A1010", "Mobilization / Site Layout", "9", "01-Apr-24", "11-Apr-24", "0"),
    ("A1100", "Drilled Piers - Grid A-B (14 EA)", "6", "12-Apr-24", "19-Apr-24", "0"),
    ("A1110", "Drilled Piers - Grid C-F (32 EA)", "15", "22-Apr-24", "10-May-24", "0"),
    ("A1200", "Grade Beams & Pier Caps", "15", "13-May-24", "31-May-24", "0"),
    ("A1210", "Underslab Utilities", "10", "03-Jun-24", "14-Jun-24", "4"),
    ("A1220", "Slab on Grade", "12", "17-Jun-24", "02-Jul-24", "0"),
    ("A1300", "Structural Steel Erection", "35", "03-Jul-24", "21-Aug-24", "0"),
    ("A1310", "Metal Deck & Elevated Slabs", "20", "22-Aug-24", "19-Sep-24", "0"),
    ("A1400", "Exterior Envelope / Dry-In", "45", "20-Sep-24", "21-Nov-24", "0"),
    ("A1410", "Roofing", "15", "23-Oct-24", "12-Nov-24", "7"),
    ("A1500", "MEP Rough-In", "60", "25-Sep-24", "18-Dec-24", "10"),
    ("A1600", "MRI Suite RF Shielding", "25", "06-Jan-25", "07-Feb-25", "18"),
    ("A1700", "Interior Finishes", "80", "02-Dec-24", "25-Mar-25", "0"),
    ("A1800", "Elevators - Install & Inspect", "30", "13-Jan-25", "21-Feb-25", "22"),
    ("A1900", "Testing, Commissioning & Punch List", "40", "26-Mar-25", "21-May-25", "0"),
    ("A2000", "Substantial Completion", "0", "", "26-May-25", "0"),
]
BASELINE_FOOT = [
    "Critical path: A1000 - A1010 - A1100 - A1110 - A1200 - A1220 - A1300 - A1310 - A1400 - A1700 - A1900 - A2000.",
    "Substantial Completion per Section 2.2: 420 calendar days after Notice to Proceed (01-Apr-24) = 26-May-25.",
    "Submitted 03/22/2024 by M. Ortega, Project Manager.",
    "Architect's review: REVIEWED - NO EXCEPTIONS TAKEN. Delacroix Hartman Architects, Inc., 03/28/2024.",
]
UPDATE_HEAD = [
    "LONE OAK MEDICAL PAVILION",
    "SCHEDULE UPDATE NO. 7 - BASELINE COMPARISON",
    "Tarrant Ridge Construction, Inc.   Contract No. LOMP-2024-01",
    "Data Date: 31-Oct-24   A = actual date   Variance in calendar days (negative = late)",
]
UPDATE_COLS = [("Activity ID", 54, "l"), ("Activity Description", 112, "l"), ("Baseline Finish", 318, "l"),
               ("Current Finish", 398, "l"), ("Variance", 504, "r"), ("Status", 512, "l")]
UPDATE_ROWS = [
    ("A1000", "Notice to Proceed", "01-Apr-24", "01-Apr-24 A", "0", "Complete"),
    ("A1100", "Drilled Piers - Grid A-B (14 EA)", "19-Apr-24", "19-Apr-24 A", "0", "Complete"),
    ("A1110", "Drilled Piers - Grid C-F (32 EA)", "10-May-24", "17-Jun-24 A", "-38", "Complete"),
    ("A1200", "Grade Beams & Pier Caps", "31-May-24", "08-Jul-24 A", "-38", "Complete"),
    ("A1220", "Slab on Grade", "02-Jul-24", "09-Aug-24 A", "-38", "Complete"),
    ("A1300", "Structural Steel Erection", "21-Aug-24", "28-Sep-24 A", "-38", "Complete"),
    ("A1310", "Metal Deck & Elevated Slabs", "19-Sep-24", "27-Oct-24 A", "-38", "Complete"),
    ("A1400", "Exterior Envelope / Dry-In", "21-Nov-24", "29-Dec-24", "-38", "In progress"),
    ("A1600", "MRI Suite RF Shielding", "07-Feb-25", "23-Apr-25", "-75", "CO-009"),
    ("A1700", "Interior Finishes", "25-Mar-25", "02-May-25", "-38", "Not started"),
    ("A1900", "Testing, Commissioning & Punch List", "21-May-25", "23-Jul-25", "-63", "Not started"),
    ("A2000", "Substantial Completion", "26-May-25", "28-Jul-25", "-63", "Not started"),
]
UPDATE_FOOT = [
    "Contract completion date (baseline): 26-May-25.",
    "Contract completion date as adjusted by CO-009 (+25 calendar days): 20-Jun-25.",
    "Forecast Substantial Completion: 28-Jul-25. Variance to adjusted contract date: -38 calendar days.",
    "The 38-day critical path delay occurred in Activity A1110 (RFI-047 / ASI-03); see TIA-02 submitted",
    "with COR-014 on 10/21/2024. No critical path delay is attributed to Contractor in this period.",
    "Prepared by: M. Ortega, Project Manager, 11/05/2024.",
]

# ---------------------------------------------------------------------------------------------------------
# D3, D4  RFI e-mails
# ---------------------------------------------------------------------------------------------------------
RFI_EMAIL = dict(
    From="Marisol Ortega <mortega@tarrantridge.com>",
    To="Priya Natarajan <pnatarajan@delacroixhartman.com>",
    Cc="Gregory Vance <gvance@loneoakmedical.com>, Dale Pruitt <dpruitt@tarrantridge.com>",
    Date=datetime(2024, 4, 23, 8, 12, tzinfo=CDT),
    Subject="RFI-047 - Drilled pier tip elevation conflict, grid lines C through F",
    body="""Priya,

Please treat this as RFI-047 for Lone Oak Medical Pavilion (Contract No. LOMP-2024-01).

Question: Sheet S-101, General Note 4, and the pier schedule on Sheet S-102 show the 30-inch drilled piers on grid lines C through F with tips at 28'-0" below finished grade. Geotechnical Report BG-23-0418, Section 6.2, recommends that pier tips extend a minimum of 8'-0" into unweathered gray shale, which was logged at 31 feet at boring B-7. Yesterday, April 22, at pier P-C1 our driller hit saturated sand at about 24 feet and found no shale at the 28-foot design tip. The hole took water and the sidewalls caved.

Please confirm (1) the required tip elevation for the 32 piers on grid lines C through F and (2) whether temporary steel casing is required through the sand.

Impact: Drilling on grid lines C through F is suspended until we have your answer. The grid A and B piers (14 EA) are complete. Activity A1110 is on the critical path, and grade beams cannot start until these piers are in.

Response requested by April 30, 2024, per Section 6.1 of the Agreement.

Thanks,

Marisol Ortega
Project Manager
Tarrant Ridge Construction, Inc.
(817) 555-0190
""",
)
RFI_REPLY = dict(
    From="Priya Natarajan <pnatarajan@delacroixhartman.com>",
    To="Marisol Ortega <mortega@tarrantridge.com>",
    Cc="Gregory Vance <gvance@loneoakmedical.com>, Ravi Kessler <rkessler@kesslerstructural.com>",
    Date=datetime(2024, 5, 14, 16, 47, tzinfo=CDT),
    Subject="RE: RFI-047 - Drilled pier tip elevation conflict, grid lines C through F",
    body="""Marisol,

Kessler Structural's response to RFI-047 is issued today as ASI-03. In summary: the 32 piers on grid lines C through F are revised to 38'-0" tips below finished grade, with temporary steel casing seated through the sand stratum. Pier diameter and reinforcing are unchanged except for the longer cages. Please price the change under Article 5.

I apologize for the delay. Owner asked us to evaluate a shallower belled-pier alternative before we issued the casing design, and Kessler did not close that out until May 10.

Priya Natarajan, AIA
Project Architect
Delacroix Hartman Architects, Inc.

-----Original Message-----
From: Marisol Ortega
Sent: Friday, May 3, 2024 7:58 AM
To: Priya Natarajan
Cc: Gregory Vance; Dale Pruitt
Subject: RE: RFI-047 - Drilled pier tip elevation conflict, grid lines C through F

Priya, following up on RFI-047, which is now three days past the response date. Cross Timbers Drilling remains on standby at $2,850.00 per day and all pier work on grid lines C through F is stopped. Please advise when we can expect an answer.

Marisol
""",
)

# ---------------------------------------------------------------------------------------------------------
# D5  Contractor's notice of delay
# ---------------------------------------------------------------------------------------------------------
NOTICE = [
    """TARRANT RIDGE CONSTRUCTION, INC.
1900 Hemphill Street, Suite 300  |  Fort Worth, Texas 76110  |  (817) 555-0190

May 8, 2024

VIA E-MAIL AND CERTIFIED MAIL

Mr. Gregory Vance
Managing Director
Lone Oak Medical Partners, LP
500 Throckmorton Street, Suite 1410
Fort Worth, Texas 76102

Re:  Lone Oak Medical Pavilion - Contract No. LOMP-2024-01
     Notice of Delay and Claim for Extension of Contract Time (Section 7.2) - RFI-047

Dear Mr. Vance:

Tarrant Ridge Construction, Inc. gives notice under Section 7.2 of the Agreement of a delay to the Work, and of its claim for an extension of the Contract Time and for compensation under Section 7.4.

On April 22, 2024, while drilling pier P-C1, our drilling subcontractor encountered saturated sand at approximately 24 feet and did not encounter shale at the 28-foot tip elevation shown on Sheets S-101 and S-102. The Geotechnical Report (BG-23-0418) places unweathered shale at 31 feet at boring B-7 and recommends pier tips a minimum of 8 feet into shale. The Drawings and the Report cannot both be followed.

We submitted RFI-047 on April 23, 2024. Under Section 6.1, a response was due April 30, 2024. As of the date of this letter no response has been received, and drilling of the 32 piers on grid lines C through F remains suspended. These piers are on the critical path: grade beams, the slab on grade and steel erection cannot proceed until they are complete.""",

    """Each day of suspension adds a calendar day to the forecast date of Substantial Completion. Each day also costs the Project standby charges from Cross Timbers Drilling, Inc. of $2,850.00 per day, in addition to our extended field overhead of $4,150.00 per day under Section 7.4.

Contractor will submit a time impact analysis within thirty (30) days after the RFI is answered. This notice is given within twenty-one (21) days of the event, as Section 7.2 requires. Contractor reserves all of its rights under the Contract Documents and at law, including its right to recover the cost of standby and of any redesign of the piers.

Please direct Delacroix Hartman Architects to answer RFI-047 without further delay.

Sincerely,

/s/ Thomas Whitfield
Thomas Whitfield
President

cc:  Priya Natarajan, AIA, Delacroix Hartman Architects, Inc.
     Marisol Ortega, Project Manager

Sent by e-mail to gvance@loneoakmedical.com on May 8, 2024, and by
Certified Mail No. 7021 0950 0001 4471 2286, return receipt requested.""",
]

# ---------------------------------------------------------------------------------------------------------
# D6  Daily construction reports (image-only scan)
# ---------------------------------------------------------------------------------------------------------
DAILY_LOGS = [
    """TARRANT RIDGE CONSTRUCTION, INC.
DAILY CONSTRUCTION REPORT

Project: Lone Oak Medical Pavilion          Report No. 016
Date: Monday, April 22, 2024
Superintendent: Dale Pruitt
Weather: Cloudy, 71 F, wind S 12 mph. No rain.

MANPOWER
Tarrant Ridge: superintendent 1, laborers 4
Cross Timbers Drilling: operators 3, helpers 4
Total on site: 12

EQUIPMENT
Drill rig (Watson 5000), crawler crane, loader

WORK PERFORMED
Began drilled piers on grid line C. Pier P-C1 drilled to 28 ft
design tip. No shale at tip. Saturated sand from approx. 24 ft,
groundwater inflow, sidewall caving.
Stopped drilling on grid line C at 2:40 p.m.

DELAYS / ISSUES
Notified M. Ortega (PM). R. Salinas of Brazos Geotechnical on
site at 3:15 p.m. and confirmed the sand layer. RFI to follow.
Photos IMG_0412 through IMG_0431.

Signed: D. Pruitt""",

    """TARRANT RIDGE CONSTRUCTION, INC.
DAILY CONSTRUCTION REPORT

Project: Lone Oak Medical Pavilion          Report No. 017
Date: Tuesday, April 23, 2024
Superintendent: Dale Pruitt
Weather: Clear, 68 F. No rain.

MANPOWER
Tarrant Ridge: superintendent 1, laborers 2
Cross Timbers Drilling: operators 2, helpers 2
Total on site: 7

WORK PERFORMED
Grid A and B piers complete (14 of 46).
Backfilled P-C1 with flowable fill.
Pier drilling on grid lines C through F suspended pending
RFI-047 (sent by M. Ortega at 8:12 a.m.).
Layout of grade beams on grid A and B.

DELAYS / ISSUES
Cross Timbers rig on standby 8 hrs.
Grade beams on grid C through F cannot start without piers.

Signed: D. Pruitt""",

    """TARRANT RIDGE CONSTRUCTION, INC.
DAILY CONSTRUCTION REPORT

Project: Lone Oak Medical Pavilion          Report No. 021
Date: Monday, April 29, 2024
Superintendent: Dale Pruitt
Weather: Rain, 0.6 in., 63 F.

MANPOWER
Tarrant Ridge: superintendent 1, laborers 2
Cross Timbers Drilling: operator 1 (standby)
Total on site: 4

WORK PERFORMED
Standby. All pier drilling on grid lines C through F
suspended awaiting RFI-047 response. No foundation work
available on grid C through F until piers are in.

VISITORS
G. Vance (Owner) on site at 10:00 a.m. Walked grid C with
D. Pruitt. Informed of standby and of daily rig cost.

Signed: D. Pruitt""",

    """TARRANT RIDGE CONSTRUCTION, INC.
DAILY CONSTRUCTION REPORT

Project: Lone Oak Medical Pavilion          Report No. 033
Date: Wednesday, May 15, 2024
Superintendent: Dale Pruitt
Weather: Clear, 84 F. No rain.

MANPOWER
Tarrant Ridge: superintendent 1, laborers 5
Cross Timbers Drilling: operators 4, helpers 5
Total on site: 15

EQUIPMENT
Drill rig (Watson 5000), crawler crane, vibratory hammer

WORK PERFORMED
Resumed pier drilling per ASI-03 (RFI-047 response
received 5/14 at 4:47 p.m.). Revised tip 38 ft below
finished grade, temporary steel casing through sand.
P-C1 redrilled and cased. Tip at 38 ft in gray shale.

NOTES
Pier drilling on grid lines C through F was suspended
4/23 through 5/14 (22 calendar days).

Signed: D. Pruitt""",
]

# ---------------------------------------------------------------------------------------------------------
# D7  Change orders
# ---------------------------------------------------------------------------------------------------------
CHANGE_ORDERS = [
    """CHANGE ORDER No. 006

Project: Lone Oak Medical Pavilion             Contract No. LOMP-2024-01
Owner: Lone Oak Medical Partners, LP           Contract Date: March 4, 2024
Contractor: Tarrant Ridge Construction, Inc.   Change Order Date: June 12, 2024
Architect: Delacroix Hartman Architects, Inc.

THE CONTRACT IS CHANGED AS FOLLOWS:
Revise the 32 drilled piers on grid lines C through F per ASI-03 (response to RFI-047).
  (a) Extend pier tips from 28'-0" to 38'-0" below finished grade:
      320 additional vertical feet at the Section 3.3 unit price of $212.00 ......  $67,840.00
  (b) Furnish and install temporary steel casing through the sand stratum:
      32 EA at $9,850.00 ............................................................  $315,200.00
  (c) Additional reinforcing cages, concrete and spoils haul-off .....................  $103,880.00
  Total of this Change Order .........................................................  $486,920.00

The original Contract Sum was ................................................  $14,280,000.00
Net change by previously authorized Change Orders (CO-001 to CO-005) .........  $61,340.00
The Contract Sum prior to this Change Order was ..............................  $14,341,340.00
The Contract Sum will be increased by this Change Order in the amount of .....  $486,920.00
The new Contract Sum including this Change Order will be .....................  $14,828,260.00

The Contract Time will be unchanged by this Change Order.
Contractor expressly reserves its request for an extension of the Contract Time under Section 7.2 (see Contractor's notice dated May 8, 2024). Time will be resolved by separate Change Order Request.

ARCHITECT: /s/ Priya Natarajan, AIA          Date: 06/12/2024
CONTRACTOR: /s/ Thomas Whitfield, President  Date: 06/12/2024
OWNER: /s/ Gregory Vance, Managing Director  Date: 06/14/2024""",

    """CHANGE ORDER No. 009

Project: Lone Oak Medical Pavilion             Contract No. LOMP-2024-01
Owner: Lone Oak Medical Partners, LP           Contract Date: March 4, 2024
Contractor: Tarrant Ridge Construction, Inc.   Change Order Date: October 8, 2024
Architect: Delacroix Hartman Architects, Inc.

THE CONTRACT IS CHANGED AS FOLLOWS:
MRI Suite revisions per Owner's Bulletin No. 4 dated August 27, 2024 (change of MRI equipment vendor requested by Owner's imaging tenant): revise RF shielding and magnetic shielding at Imaging Suite 104; add structural floor reinforcement below the magnet; relocate quench vent.
  Total of this Change Order .........................................................  $212,450.00

The original Contract Sum was ................................................  $14,280,000.00
Net change by previously authorized Change Orders (CO-001 to CO-008) .........  $566,860.00
The Contract Sum prior to this Change Order was ..............................  $14,846,860.00
The Contract Sum will be increased by this Change Order in the amount of .....  $212,450.00
The new Contract Sum including this Change Order will be .....................  $15,059,310.00

The Contract Time will be increased by twenty-five (25) calendar days.
The date of Substantial Completion as of the date of this Change Order is June 20, 2025.

ARCHITECT: /s/ Priya Natarajan, AIA          Date: 10/08/2024
CONTRACTOR: /s/ Thomas Whitfield, President  Date: 10/08/2024
OWNER: /s/ Gregory Vance, Managing Director  Date: 10/10/2024""",

    """CHANGE ORDER REQUEST No. 014

Project: Lone Oak Medical Pavilion             Contract No. LOMP-2024-01
Submitted by: Tarrant Ridge Construction, Inc. Date Submitted: October 21, 2024
Subject: Extension of Contract Time and extended field overhead - RFI-047 pier delay

Requested change in Contract Time: 38 calendar days
Requested change in Contract Sum: $157,700.00 (38 calendar days x $4,150.00 per Section 7.4)

Basis (Time Impact Analysis TIA-02, attached):
  (1) 22 calendar days of suspension of Activity A1110 (April 23 through May 14, 2024)
      awaiting the response to RFI-047;
  (2) 16 calendar days of added duration to drill and case the 32 piers to the revised
      38-foot tips under ASI-03.
Cross Timbers Drilling standby (22 calendar days x $2,850.00 = $62,700.00) is not included in this request and is reserved.

Submitted: /s/ Marisol Ortega, Project Manager     10/21/2024

ARCHITECT'S REVIEW: Reviewed. Forwarded to Owner without recommendation.
/s/ Priya Natarajan, AIA     10/28/2024

OWNER'S RESPONSE:  [ ] APPROVED   [ ] APPROVED AS NOTED   [X] REJECTED
Comment: "Subsurface conditions were disclosed in the geotechnical report. Pier installation is Contractor's means and methods. No time or money."
/s/ Gregory Vance, Managing Director     11/18/2024""",
]

# ---------------------------------------------------------------------------------------------------------
# D8, D9  Pay applications (tables)
# ---------------------------------------------------------------------------------------------------------
SOV = [  # item, description, scheduled value, previous to App 14, this period App 14, this period App 15
    ("1", "General Conditions", 1188600, 1010310, 59430, 59430),
    ("2", "Sitework & Site Utilities", 912400, 866780, 27370, 9120),
    ("3", "Drilled Piers (incl. CO-006)", 1318920, 1318920, 0, 0),
    ("4", "Concrete Foundations & Slabs", 1104300, 1104300, 0, 0),
    ("5", "Structural Steel & Metal Deck", 1946500, 1946500, 0, 0),
    ("6", "Exterior Envelope & Glazing", 1985700, 1886415, 99285, 0),
    ("7", "Roofing & Sheet Metal", 468900, 468900, 0, 0),
    ("8", "Plumbing & Mechanical", 1904650, 1411810, 228560, 76180),
    ("9", "Electrical & Low Voltage", 1587300, 1285710, 190480, 63490),
    ("10", "Fire Protection", 306200, 275580, 24500, 6120),
    ("11", "Interior Construction & Finishes", 1261450, 378070, 290185, 366565),
    ("12", "MRI Suite & RF Shielding (incl. CO-009)", 596450, 298225, 238580, 59645),
    ("13", "Elevators", 398000, 318400, 59700, 19900),
    ("14", "Change Orders 1-5, 7, 8, 10-12 (net)", 203920, 152940, 30590, 20390),
]
CONTRACT_SUM = 14280000
NET_CO = 903290
RET_RATE = 0.05


def money(v: int | float) -> str:
    return f"${v:,.2f}"


def app_figures(n: int) -> dict:
    sv = sum(r[2] for r in SOV)
    prev14 = sum(r[3] for r in SOV)
    tp14 = sum(r[4] for r in SOV)
    tp15 = sum(r[5] for r in SOV)
    assert sv == CONTRACT_SUM + NET_CO
    if n == 14:
        prev_work, this_work = prev14, tp14
    else:
        prev_work, this_work = prev14 + tp14, tp15
    total = prev_work + this_work
    ret = round(total * RET_RATE)
    earned = total - ret
    prev_cert = prev_work - round(prev_work * RET_RATE)
    return dict(sv=sv, total=total, ret=ret, earned=earned, prev_cert=prev_cert, due=earned - prev_cert,
                balance=sv - earned, pct=total / sv * 100)


def sov_rows(n: int) -> list[tuple]:
    rows = []
    for item, desc, sv, p14, t14, t15 in SOV:
        prev, this = (p14, t14) if n == 14 else (p14 + t14, t15)
        tot = prev + this
        rows.append((item, desc, money(sv), money(prev), money(this), money(tot), f"{tot / sv * 100:.1f}%",
                     money(sv - tot)))
    return rows


def sov_total_row(n: int) -> tuple:
    sv = sum(r[2] for r in SOV)
    prev = sum(r[3] for r in SOV) if n == 14 else sum(r[3] + r[4] for r in SOV)
    this = sum(r[4] for r in SOV) if n == 14 else sum(r[5] for r in SOV)
    tot = prev + this
    return ("", "GRAND TOTAL", money(sv), money(prev), money(this), money(tot), f"{tot / sv * 100:.1f}%",
            money(sv - tot))


SOV_COLS = [("Item", 40, "l"), ("Description of Work", 70, "l"), ("Scheduled Value", 340, "r"),
            ("Previous Applications", 438, "r"), ("This Period", 526, "r"), ("Total Completed", 620, "r"),
            ("%", 668, "r"), ("Balance to Finish", 752, "r")]


def g702_rows(n: int) -> list[tuple]:
    f = app_figures(n)
    return [
        ("1.", "ORIGINAL CONTRACT SUM", money(CONTRACT_SUM)),
        ("2.", "Net change by Change Orders", money(NET_CO)),
        ("3.", "CONTRACT SUM TO DATE (Line 1 + 2)", money(f["sv"])),
        ("4.", f"TOTAL COMPLETED & STORED TO DATE ({f['pct']:.1f}%)", money(f["total"])),
        ("5.", "RETAINAGE: 5% of Completed Work", money(f["ret"])),
        ("6.", "TOTAL EARNED LESS RETAINAGE (Line 4 less Line 5)", money(f["earned"])),
        ("7.", "LESS PREVIOUS CERTIFICATES FOR PAYMENT", money(f["prev_cert"])),
        ("8.", "CURRENT PAYMENT DUE", money(f["due"])),
        ("9.", "BALANCE TO FINISH, INCLUDING RETAINAGE (Line 3 less Line 6)", money(f["balance"])),
    ]


G702_COLS = [("", 60, "l"), ("", 84, "l"), ("", 552, "r")]

PAYAPP = {
    14: dict(period="05/31/2025", submitted="06/04/2025", certified="06/10/2025", signer="Marisol Ortega"),
    15: dict(period="06/30/2025", submitted="07/03/2025", certified="07/09/2025", signer="Marisol Ortega"),
}


def g702_head(n: int) -> list[str]:
    p = PAYAPP[n]
    return [
        "APPLICATION AND CERTIFICATE FOR PAYMENT",
        f"Application No.: {n}          Period To: {p['period']}          Contract No. LOMP-2024-01",
        "To Owner: Lone Oak Medical Partners, LP, 500 Throckmorton Street, Suite 1410, Fort Worth, TX 76102",
        "From Contractor: Tarrant Ridge Construction, Inc., 1900 Hemphill Street, Suite 300, Fort Worth, TX 76110",
        "Via Architect: Delacroix Hartman Architects, Inc.      Project: Lone Oak Medical Pavilion",
        "Contract For: General Construction                      Contract Date: 03/04/2024",
        "",
        "CONTRACTOR'S APPLICATION FOR PAYMENT",
    ]


def g702_foot(n: int, with_cert: bool) -> list[str]:
    p = PAYAPP[n]
    f = app_figures(n)
    lines = [
        "CHANGE ORDER SUMMARY:  Total additions $917,490.00   Total deductions $14,200.00   Net $903,290.00",
        "",
        "The undersigned Contractor certifies that, to the best of its knowledge, information and belief, the Work",
        "covered by this Application has been completed in accordance with the Contract Documents, and that the",
        "current payment shown herein is now due.",
        f"CONTRACTOR: Tarrant Ridge Construction, Inc.   By: /s/ {p['signer']}, Project Manager   Date: {p['submitted']}",
        f"Received by Architect: {p['submitted']}",
    ]
    if with_cert:
        lines += [
            "",
            "ARCHITECT'S CERTIFICATE FOR PAYMENT",
            "In accordance with the Contract Documents, based on evaluations of the Work and the data comprising",
            "this Application, the Architect certifies to the Owner that the Contractor is entitled to payment of",
            "the AMOUNT CERTIFIED.",
            f"AMOUNT CERTIFIED: {money(f['due'])}",
            f"ARCHITECT: Delacroix Hartman Architects, Inc.   By: /s/ Priya Natarajan, AIA   Date: {p['certified']}",
        ]
    return lines


# ---------------------------------------------------------------------------------------------------------
# D10  Owner's withholding letter
# ---------------------------------------------------------------------------------------------------------
WITHHOLDING = [
    """LONE OAK MEDICAL PARTNERS, LP
500 Throckmorton Street, Suite 1410, Fort Worth, Texas 76102

July 16, 2025

Via E-mail (twhitfield@tarrantridge.com)

Mr. Thomas Whitfield, President
Tarrant Ridge Construction, Inc.
1900 Hemphill Street, Suite 300
Fort Worth, Texas 76110

Re:  Lone Oak Medical Pavilion - Contract No. LOMP-2024-01
     Applications for Payment Nos. 14 and 15; Notice of Withholding

Dear Mr. Whitfield:

Owner writes regarding Applications for Payment Nos. 14 and 15.

Application No. 14. On July 3, 2025, Owner paid $1,091,246.00 against Application No. 14. Owner withheld $95,000.00, representing liquidated damages under Section 2.3 for the thirty-eight (38) days by which Contractor's own Schedule Update No. 7 projects Substantial Completion beyond the adjusted completion date of June 20, 2025.

Application No. 15. Owner received Application No. 15 on July 3, 2025, and the Architect has certified $646,798.00. Owner will withhold the entire certified amount, for the following reasons:

(a) liquidated damages, which continue to accrue at $2,500.00 per calendar day after June 20, 2025, until Substantial Completion is achieved;

(b) a back-charge of $38,400.00 for the cost of repairing water damage to Suite 210 caused by the roof leak reported on April 9, 2025; and

(c) Contractor's unresolved claims for additional time and money, including COR-014, which Owner rejected on November 18, 2024.""",

    """Owner does not accept that the pier conditions encountered in April 2024 entitle Contractor to additional time. The subsurface conditions were disclosed in the Geotechnical Report, and the method of installing the piers was Contractor's responsibility. Owner has already paid in full for the revised piers under Change Order No. 006.

Owner will release the withheld amounts, less liquidated damages actually accrued and the back-charge, upon Substantial Completion and the resolution of Contractor's claims. Nothing in this letter waives any of Owner's rights under the Contract Documents or at law.

Sincerely,

LONE OAK MEDICAL PARTNERS, LP
By: Lone Oak Medical GP, LLC, its general partner

/s/ Gregory Vance
Gregory Vance
Managing Director

cc:  Priya Natarajan, AIA, Delacroix Hartman Architects, Inc.
     Leigh Anne Pettit, Pettit & Rowe PLLC""",
]

# ---------------------------------------------------------------------------------------------------------
# D11  Text messages
# ---------------------------------------------------------------------------------------------------------
TEXTS = """MESSAGES EXPORT
Device: iPhone of Dale Pruitt (Tarrant Ridge Construction, Inc.)
Conversation: Greg Vance (Lone Oak) +1 (817) 555-0143
Exported: 09/22/2025 10:14 AM

[4/24/24, 6:51 AM] Dale Pruitt: Morning Greg. Cross Timbers rig is parked on grid C until we hear back on RFI 047. Grid A and B piers are done.
[4/24/24, 7:30 AM] Greg Vance: Got it. Priya has it.
[4/26/24, 7:42 AM] Dale Pruitt: Greg, rig is still sitting on grid C. Any word from Priya on 047?
[4/26/24, 8:15 AM] Greg Vance: Told her to hold off. Want Kessler to look at belled piers at 30 ft before we spend on casing. Should know next week.
[4/26/24, 8:16 AM] Dale Pruitt: Understood. Every day is costing standby. Marisol is sending a notice.
[4/29/24, 11:05 AM] Greg Vance: Thanks for the walk this morning. Still waiting on Kessler.
[5/7/24, 4:20 PM] Dale Pruitt: Two weeks today on standby. Anything?
[5/7/24, 4:48 PM] Greg Vance: Not yet. Kessler says end of week.
[5/13/24, 5:02 PM] Greg Vance: OK go with the 38 ft and casing. Priya will send it tomorrow.
[5/13/24, 5:03 PM] Dale Pruitt: Copy. We'll be drilling Wednesday.
"""

# ---------------------------------------------------------------------------------------------------------
# D12  Hearing transcript excerpt (printed page, 25 lines each)
# ---------------------------------------------------------------------------------------------------------
TRANSCRIPT = {
    118: [
        "          AMERICAN ARBITRATION ASSOCIATION",
        "     CONSTRUCTION INDUSTRY ARBITRATION TRIBUNAL",
        "",
        "            AAA Case No. 01-25-0004-1187",
        "",
        "TARRANT RIDGE CONSTRUCTION, INC.,",
        "                    Claimant,",
        "v.",
        "LONE OAK MEDICAL PARTNERS, LP,",
        "                    Respondent.",
        "",
        "          TRANSCRIPT OF ARBITRATION HEARING",
        "             VOLUME III (Pages 118 - 236)",
        "            Wednesday, February 11, 2026",
        "         EXCERPT: TESTIMONY OF GREGORY VANCE",
        "",
        "Held at: Sundance Square Conference Center,",
        "         420 Main Street, Fort Worth, Texas",
        "Before:  Elaine M. Castellanos, Chair;",
        "         Robert J. Haney; Denise Farrow-Kim",
        "For Claimant:   Nathan Okafor, Okafor Birch LLP",
        "For Respondent: Leigh Anne Pettit, Pettit & Rowe PLLC",
        "",
        "Reported by: Carla Jimenez, CSR No. 8841",
        "Lone Star Reporting Services, Fort Worth, Texas",
    ],
    141: [
        "     A.  That's right. I signed it for the general",
        "partner.",
        "     Q.  (BY MR. OKAFOR) And you were the Owner's",
        "representative on the Lone Oak project from start",
        "to finish?",
        "     A.  I was.",
        "     Q.  You were copied on the RFI-047 e-mail on",
        "April 23, 2024?",
        "     A.  I was copied, yes.",
        "     Q.  And you understood that drilling on grid",
        "lines C through F had stopped?",
        "     A.  I understood they had stopped on those",
        "lines, yes. They kept working on other things.",
        "     Q.  What other work could the drilling crew do",
        "once the grid A and B piers were finished?",
        "     A.  I don't know the details of their crew.",
        "     Q.  You visited the site on April 29, 2024?",
        "     A.  I believe that's right. It was raining.",
        "     Q.  And you saw the drill rig sitting on grid C?",
        "     A.  I saw the rig. I don't know that I'd say",
        "idle. It was raining that day.",
        "     Q.  The architect's response to the RFI was due",
        "April 30th under Section 6.1, correct?",
        "     A.  Five working days. If that's the math, yes.",
        "     Q.  It didn't come until May 14th?",
    ],
    142: [
        "     A.  That's my understanding.",
        "     Q.  Let me show you your text messages with",
        "Mr. Pruitt. On April 26th at 8:15 in the morning you",
        "wrote, quote, \"Told her to hold off.\" Who is \"her\"?",
        "     A.  Ms. Natarajan.",
        "     Q.  You told the architect to hold off",
        "answering the RFI?",
        "     A.  I asked her to hold off on issuing the",
        "casing design until Kessler could look at a belled",
        "pier. A belled pier at thirty feet would have saved",
        "us a lot of money.",
        "     Q.  And Kessler rejected the belled pier?",
        "     A.  Kessler came back on May 10th and said it",
        "would not work in that sand. So we went with casing.",
        "     Q.  So from April 26th to May 13th the",
        "Contractor was waiting on an owner decision?",
        "          MS. PETTIT: Objection, form.",
        "          CHAIR CASTELLANOS: Overruled.",
        "     A.  They were waiting on the design. I wouldn't",
        "say it was only my decision.",
        "     Q.  But you were the one who told the architect",
        "to hold it?",
        "     A.  I asked her to hold it. Yes.",
        "     Q.  Did anyone else ask her to hold it?",
        "     A.  Not that I know of.",
    ],
    143: [
        "     Q.  You received Mr. Whitfield's letter of",
        "May 8, 2024?",
        "     A.  Yes.",
        "     Q.  That letter gave notice of the delay and a",
        "claim for an extension of time?",
        "     A.  That's what it says.",
        "     Q.  That was sixteen days after the Contractor",
        "hit the sand on April 22nd?",
        "     A.  I'll take your word on the count.",
        "     Q.  Owner never responded to that letter in",
        "writing, did it?",
        "     A.  Not in writing. We talked about it at the",
        "OAC meetings.",
        "     Q.  Now, Change Order 6 paid for the deeper",
        "piers and the casing, $486,920?",
        "     A.  Correct.",
        "     Q.  And it says that the Contractor reserved",
        "its request for time?",
        "     A.  It says that.",
        "     Q.  You signed Change Order 6 on June 14, 2024?",
        "     A.  Yes.",
        "     Q.  And in November 2024 you rejected the",
        "Contractor's request for thirty-eight days, COR-14?",
        "     A.  I did. In my view the soils were in the",
        "geotechnical report.",
    ],
    144: [
        "     Q.  The geotechnical report put shale at 31",
        "feet at boring B-7, right?",
        "     A.  At that boring.",
        "     Q.  And the structural drawings put the pier",
        "tips at 28 feet?",
        "     A.  That's what the drawings showed.",
        "     Q.  The drawings were prepared by the Owner's",
        "design team, not by Tarrant Ridge?",
        "     A.  Our architect and her structural engineer,",
        "yes.",
        "     Q.  Let's turn to the money. Application No. 14",
        "was certified by the architect on June 10, 2025,",
        "for $1,186,246?",
        "     A.  I'll accept that.",
        "     Q.  And Owner paid $1,091,246 on July 3, 2025?",
        "     A.  Yes.",
        "     Q.  The difference, $95,000, Owner kept as",
        "liquidated damages?",
        "     A.  Anticipated liquidated damages.",
        "Thirty-eight days at $2,500.",
        "     Q.  As of July 3, 2025, substantial completion",
        "had not yet happened, had it?",
        "     A.  No, it had not.",
        "     Q.  So Owner withheld liquidated damages for",
        "days that had not yet passed?",
    ],
    145: [
        "     A.  We were protecting ourselves. Their own",
        "schedule said July 28th.",
        "     Q.  Substantial completion was in fact",
        "certified as of July 28, 2025?",
        "     A.  That's right.",
        "     Q.  Application No. 15. The architect certified",
        "$646,798 on July 9, 2025?",
        "     A.  Yes.",
        "     Q.  And Owner has paid none of it?",
        "     A.  We have not paid it. It's all in dispute.",
        "     Q.  Owner received Application No. 15 on",
        "July 3rd?",
        "     A.  I believe so.",
        "     Q.  Section 4.6 required Owner to give written",
        "notice of any withholding within seven days of",
        "receipt?",
        "     A.  That's what it says.",
        "     Q.  Your letter is dated July 16th?",
        "     A.  Yes.",
        "     Q.  That's thirteen days after receipt?",
        "     A.  I don't believe it went out within seven",
        "days, no.",
        "     Q.  The letter also back-charges $38,400 for",
        "the roof leak in Suite 210?",
        "     A.  Yes.",
    ],
    146: [
        "     Q.  Suite 210 sits under the rooftop air",
        "handler that was set by the Owner's imaging vendor,",
        "not by Tarrant Ridge?",
        "     A.  The vendor set the unit. Tarrant Ridge's",
        "roofer flashed the curb. That's the dispute.",
        "     Q.  Before your July 16th letter, had Owner",
        "ever sent written notice of the roof back-charge?",
        "     A.  I don't recall a letter before that one.",
        "     Q.  The Contractor's field overhead rate in",
        "Section 7.4 is $4,150 a day?",
        "     A.  That's the number in the contract.",
        "     Q.  And Owner granted twenty-five days for the",
        "MRI change?",
        "     A.  We did. That was our change. Change Order 9.",
        "     Q.  Because Owner switched MRI vendors?",
        "     A.  Our tenant switched vendors, and we agreed",
        "to pay for it.",
        "     Q.  Thank you. Pass the witness.",
        "          CHAIR CASTELLANOS: Ms. Pettit, redirect?",
        "          MS. PETTIT: Briefly.",
        "                REDIRECT EXAMINATION",
        "     Q.  (BY MS. PETTIT) Mr. Vance, why did you ask",
        "the architect to look at a belled pier?",
        "     A.  Because casing 32 piers was a big number,",
        "and I had a duty to my partners to ask.",
    ],
    147: [
        "     Q.  Did you ever tell Tarrant Ridge to stop",
        "work?",
        "     A.  No. I never told them to stop anything.",
        "They could have kept working on other parts of the",
        "site.",
        "     Q.  Did Tarrant Ridge ever submit a revised",
        "schedule showing other work it could do?",
        "     A.  Not that I saw.",
        "          MS. PETTIT: Nothing further.",
        "          MR. OKAFOR: Nothing further.",
        "          CHAIR CASTELLANOS: Thank you, Mr. Vance.",
        "You may step down.",
        "          (Witness excused.)",
        "          CHAIR CASTELLANOS: Before we break, the",
        "Panel would like the parties to submit declarations",
        "on two points: the computation of interest on the",
        "unpaid applications, and the extended general",
        "conditions calculation. Please file those with",
        "your post-hearing briefs by March 13, 2026.",
        "          MR. OKAFOR: Understood.",
        "          MS. PETTIT: Yes, Madam Chair.",
        "          CHAIR CASTELLANOS: We'll take fifteen",
        "minutes.",
        "          (Recess from 2:47 p.m. to 3:04 p.m.)",
        "",
    ],
}

AUTHORITIES = [
    "Tex. Prop. Code \u00a7 28.002",
    "Tex. Prop. Code \u00a7 28.003",
    "Tex. Prop. Code \u00a7 28.004",
    "Tex. Prop. Code \u00a7 28.005",
    "Tex. Civ. Prac. & Rem. Code \u00a7 38.001",
    "Tex. Civ. Prac. & Rem. Code \u00a7 132.001",
    "9 U.S.C. \u00a7 2",
    "Tex. R. Evid. 1006",
    "United States v. Spearin, 248 U.S. 132 (1918)",
    "Zachry Construction Corp. v. Port of Houston Authority of Harris County, 449 S.W.3d 98 (Tex. 2014)",
    "Mustang Pipeline Co. v. Driver Pipeline Co., 134 S.W.3d 195 (Tex. 2004)",
]

# ---------------------------------------------------------------------------------------------------------
# writers
# ---------------------------------------------------------------------------------------------------------
LETTER = (612, 792)
LANDSCAPE = (792, 612)


def text_page(doc, text: str, fontsize: float = 10.5, fontname: str = "helv") -> None:
    page = doc.new_page(width=LETTER[0], height=LETTER[1])
    rc = page.insert_textbox(pymupdf.Rect(72, 60, 540, 740), text, fontsize=fontsize, fontname=fontname)
    if rc < 0:
        raise SystemExit(f"text overflows page by {-rc:.0f} pt: {text[:60]!r}")


def put(page, x: float, y: float, s: str, align: str, fontsize: float, fontname: str = "helv") -> None:
    if align == "r":
        x -= pymupdf.get_text_length(s, fontname=fontname, fontsize=fontsize)
    page.insert_text((x, y), s, fontsize=fontsize, fontname=fontname)


def table_page(doc, size, head: list[str], cols, rows, foot: list[str], fontsize: float = 9,
               header_row: bool = True, row_gap: float = 15) -> None:
    page = doc.new_page(width=size[0], height=size[1])
    left = cols[0][1]
    y = 50
    for i, line in enumerate(head):
        put(page, left, y, line, "l", 11 if i == 0 else 9.5, "hebo" if i == 0 else "helv")
        y += 15
    y += 6
    if header_row:
        for name, x, al in cols:
            put(page, x, y, name, al, fontsize, "hebo")
        page.draw_line((left, y + 4), (size[0] - 36, y + 4), width=0.6)
        y += row_gap + 2
    for row in rows:
        bold = row[1] in ("GRAND TOTAL", "CURRENT PAYMENT DUE")
        for (name, x, al), cell in zip(cols, row):
            put(page, x, y, cell, al, fontsize, "hebo" if bold else "helv")
        y += row_gap
    y += 8
    for line in foot:
        put(page, left, y, line, "l", 8.5 if size == LANDSCAPE else 8.8)
        y += 12.5
    if y > size[1] - 20:
        raise SystemExit(f"table page overflows: {head[1]!r}")


def transcript_page(doc, number: int, lines: list[str]) -> None:
    assert len(lines) == 25, (number, len(lines))
    page = doc.new_page(width=LETTER[0], height=LETTER[1])
    put(page, 540, 56, f"Page {number}", "r", 11, "cour")
    y = 96
    for i, line in enumerate(lines, 1):
        assert len(line) <= 56, (number, i, line)
        put(page, 72, y, f"{i:>2}", "r", 11, "cour")
        if line:
            page.insert_text((90, y), line, fontsize=11, fontname="cour")
        y += 25.5
    page.draw_line((84, 80), (84, y - 14), width=0.5)
    put(page, 306, 760, "Lone Star Reporting Services  (817) 555-0177", "l", 8, "cour")


def scan_pages(doc, pages: list[str]) -> None:
    for text in pages:
        tmp = pymupdf.open()
        page = tmp.new_page(width=LETTER[0], height=LETTER[1])
        rc = page.insert_textbox(pymupdf.Rect(72, 72, 540, 740), text, fontsize=12, fontname="helv")
        if rc < 0:
            raise SystemExit("scanned log overflows")
        pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
        out = doc.new_page(width=LETTER[0], height=LETTER[1])
        out.insert_image(out.rect, stream=pix.tobytes("png"))
        tmp.close()


def write_eml(path: Path, spec: dict) -> None:
    msg = EmailMessage()
    msg["From"] = spec["From"]
    msg["To"] = spec["To"]
    msg["Cc"] = spec["Cc"]
    msg["Date"] = format_datetime(spec["Date"])
    msg["Subject"] = spec["Subject"]
    msg["Message-ID"] = f"<{spec['Date'].strftime('%Y%m%d%H%M')}.rfi047@lonoak-project.local>"
    msg.set_content(spec["body"], cte="7bit")
    path.write_bytes(bytes(msg))


def save(doc, path: Path) -> None:
    doc.save(path, garbage=3, deflate=True)
    doc.close()


def build(out: Path) -> list[str]:
    out.mkdir(parents=True, exist_ok=True)
    names = []

    def new(name):
        names.append(name)
        return out / name

    doc = pymupdf.open()
    for t in AGREEMENT:
        text_page(doc, t, fontsize=10.5)
    save(doc, new("D1_construction_agreement.pdf"))

    doc = pymupdf.open()
    table_page(doc, LETTER, BASELINE_HEAD, BASELINE_COLS, BASELINE_ROWS, BASELINE_FOOT, fontsize=9, row_gap=17)
    table_page(doc, LETTER, UPDATE_HEAD, UPDATE_COLS, UPDATE_ROWS, UPDATE_FOOT, fontsize=9, row_gap=17)
    save(doc, new("D2_schedule_baseline_and_update7.pdf"))

    write_eml(new("D3_email_RFI-047.eml"), RFI_EMAIL)
    write_eml(new("D4_email_RFI-047_response.eml"), RFI_REPLY)

    doc = pymupdf.open()
    for t in NOTICE:
        text_page(doc, t, fontsize=10.5)
    save(doc, new("D5_notice_of_delay_2024-05-08.pdf"))

    doc = pymupdf.open()
    scan_pages(doc, DAILY_LOGS)
    save(doc, new("D6_daily_reports_scan.pdf"))

    doc = pymupdf.open()
    for t in CHANGE_ORDERS:
        text_page(doc, t, fontsize=9.5, fontname="helv")
    save(doc, new("D7_change_orders.pdf"))

    for n, fname in ((14, "D8_pay_application_14.pdf"), (15, "D9_pay_application_15.pdf")):
        doc = pymupdf.open()
        table_page(doc, LETTER, g702_head(n), G702_COLS, g702_rows(n), g702_foot(n, with_cert=(n == 15)),
                   fontsize=9.5, header_row=False, row_gap=20)
        rows = sov_rows(n)
        cont = [f"CONTINUATION SHEET - Application No. {n}   Period To: {PAYAPP[n]['period']}   "
                "Project: Lone Oak Medical Pavilion", "Contractor: Tarrant Ridge Construction, Inc.   "
                "Contract No. LOMP-2024-01   Amounts in U.S. dollars"]
        if n == 14:
            table_page(doc, LANDSCAPE, cont + ["Items 1 - 8"], SOV_COLS, rows[:8], ["Continued on next page."],
                       fontsize=8.5, row_gap=22)
            cert = g702_foot(14, with_cert=True)[7:]
            table_page(doc, LANDSCAPE, [cont[0] + " (cont.)", cont[1], "Items 9 - 14"], SOV_COLS,
                       rows[8:] + [sov_total_row(14)], cert, fontsize=8.5, row_gap=22)
        else:
            table_page(doc, LANDSCAPE, cont, SOV_COLS, rows + [sov_total_row(15)], [], fontsize=8.5, row_gap=22)
        save(doc, new(fname))

    doc = pymupdf.open()
    for t in WITHHOLDING:
        text_page(doc, t, fontsize=10.5)
    save(doc, new("D10_owner_withholding_letter_2025-07-16.pdf"))

    new("D11_text_messages_Pruitt_Vance.txt").write_text(TEXTS, encoding="utf-8")

    doc = pymupdf.open()
    for number, lines in TRANSCRIPT.items():
        transcript_page(doc, number, lines)
    save(doc, new("D12_hearing_transcript_vol3_Vance.pdf"))

    (out / "authorities.txt").write_text("\n".join(AUTHORITIES) + "\n", encoding="utf-8")
    return names


if __name__ == "__main__":
    target = Path(sys.argv[1])
    for n in build(target):
        print(n)
    print(target / "authorities.txt")
