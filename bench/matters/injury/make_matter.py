"""Write the Valdivia matter: Teresa M. Valdivia v. Dale R. Brinkerhoff and Cascade Linen Services, Inc.
Multnomah County Circuit Court (Oregon), a motor-vehicle collision of November 12, 2024. Fictional.

    python make_matter.py OUTDIR        (needs pymupdf 1.26 and Pillow)

Production order (Bates INJURY000001 onward, one number per PDF page; .txt and .eml are one page each):
  D1  Portland Police Bureau traffic crash report              3 pp  text
  D2  Eastbank Medical Center emergency department record      4 pp  text
  D3  Rose City Orthopedic progress notes                      3 pp  image-only scans
  D4  Columbia Spine & Rehabilitation records                  5 pp  pp 1-2 physiatry notes (text), p 3 scanned
                                                                     work-status form, pp 4-5 PT discharge (text)
  D5  Evergreen State Mutual PIP medical payment ledger        2 pp  text (landscape table)
  D6  Lakeshore Family Dentistry wage letter + payroll register 2 pp text
  D7  text-message export (plaintiff and husband)              .txt
  D8  Northfield Pacific adjuster e-mail                       .eml
  D9  Deposition of Teresa M. Valdivia (cover + pp 22-28)      8 pp  text, numbered lines
authorities.txt lists the authorities counsel vouches for.
"""
import sys
from email.message import EmailMessage
from pathlib import Path

import pymupdf

# ---------------------------------------------------------------------------------------------------------
# D1 police crash report
# ---------------------------------------------------------------------------------------------------------
D1 = [
    """PORTLAND POLICE BUREAU - TRAFFIC DIVISION
OREGON TRAFFIC CRASH REPORT (POLICE)

Report No.: 24-318406          Case Type: Injury Crash
Date of Crash: 11/12/2024      Day: TUE      Time: 1742 hrs
Location: SE Foster Rd at SE 72nd Ave, Portland, OR 97206
County: Multnomah      Intersection: 4-way, signalized
Lighting: Dark - street lights on      Weather: Rain      Road surface: Wet
Posted speed: 30 MPH (SE Foster Rd)
Traffic control: Traffic signal, permissive left turn on circular green; no left-turn arrow

VEHICLE 1
Driver: BRINKERHOFF, DALE ROBERT      DOB: 06/02/1979      Sex: M
Address: 3318 SE Hogan Rd, Gresham, OR 97080
DL No.: 7731904      DL State: OR      Class: C
Vehicle: 2021 FORD TRANSIT 250 (cargo van)      Color: WHI
Plate: 418 KTZ      Plate State: OR      VIN: 1FTBR1C87MKA40217
Registered owner: CASCADE LINEN SERVICES INC, 2210 NE Columbia Blvd, Portland, OR 97211
Insurance: Northfield Pacific Ins. Co., Policy CAP-0448-2197
Direction: Eastbound SE Foster Rd, turning left (north) onto SE 72nd Ave
Damage: Right side, passenger door and B-pillar - moderate. Driven from scene.

VEHICLE 2
Driver: VALDIVIA, TERESA MARIE      DOB: 09/23/1983      Sex: F
Address: 14607 NE 28th St, Vancouver, WA 98684
DL No.: VALDITM483NB      DL State: WA
Vehicle: 2019 SUBARU OUTBACK      Color: BLU
Plate: CFR8812      Plate State: WA
Insurance: Evergreen State Mutual Ins. Co., Policy ESM-77-4410283
Direction: Westbound SE Foster Rd, proceeding straight
Damage: Front, full width - disabling. Airbags deployed (front). Towed by Foster Towing.

Page 1 of 3""",
    """Report No.: 24-318406

OCCUPANTS / INJURIES
V1 driver BRINKERHOFF: Restrained (lap/shoulder). No apparent injury (O). Declined medical.
V2 driver VALDIVIA: Restrained (lap/shoulder). Suspected minor injury (B). Complained of neck pain and right wrist pain. Transported by AMR Medic 231 to Eastbank Medical Center.
No passengers in either vehicle.

WITNESS
W1: NAKAMURA, HAROLD J., 6815 SE 72nd Ave, Portland, OR 97206. Phone on file.
Witness was stopped northbound on SE 72nd Ave at the red signal, first in line.

NARRATIVE
On 11/12/2024 at approximately 1742 hrs I was dispatched to a two-vehicle injury crash at SE Foster Rd and SE 72nd Ave. I arrived at 1751 hrs. PF&R Engine 25 and AMR Medic 231 were on scene.

V1 was stopped partly in the westbound lanes of SE Foster Rd facing northeast. V2 was stopped in the inside westbound lane facing west with heavy front-end damage. The debris field was in the inside westbound lane just west of the crosswalk line.

I spoke with D1 BRINKERHOFF. He stated he was eastbound on Foster making deliveries for Cascade Linen and was waiting to turn left onto 72nd. He stated the light was green. He said, "I thought I had time. I didn't see her headlights with the rain and the glare until I was already turning." He stated he was not using his phone. D1 stated he had been working since 0600 hrs.

I spoke with D2 VALDIVIA while she was being treated by AMR. She stated she was westbound on Foster in the inside lane at "about 28" mph with a green light. She stated the van "turned right in front of me" and she braked but could not stop. She complained of pain in her right wrist and neck.

Page 2 of 3""",
    """Report No.: 24-318406

NARRATIVE (continued)
I spoke with W1 NAKAMURA. He stated he was stopped at the red light on 72nd and watched the crash. He stated, "The Subaru had the green. The van just went - it never stopped to let her by." He described the Subaru's speed as "normal, not speeding."

I checked the signal with the PBOT signal shop by phone. The signal was operating in its normal cycle with no reported faults. No skid marks were found; the roadway was wet.

Based on the statements of both drivers and the independent witness, and on the physical evidence, I determined V1 failed to yield the right of way to V2, which was approaching from the opposite direction and was so close as to constitute an immediate hazard.

CONTRIBUTING CIRCUMSTANCES
V1: Did not yield right-of-way (left turn).
V2: None.

CITATION
D1 BRINKERHOFF cited for ORS 811.350, Failure to Yield to Vehicle Upon Left Turn.
Uniform Citation No. P2458817. Court: Multnomah County Circuit Court.

Photographs: 24 digital photographs taken and uploaded to evidence.
Impairment: No signs of impairment observed for either driver.

Reporting Officer: Ofc. Janelle ORTIZ #54102, Traffic Division
Report Date: 11/13/2024
Approved: Sgt. M. DELACROIX #38817, 11/14/2024

Page 3 of 3""",
]

# ---------------------------------------------------------------------------------------------------------
# D2 emergency department record
# ---------------------------------------------------------------------------------------------------------
ED_HEAD = ("EASTBANK MEDICAL CENTER - EMERGENCY DEPARTMENT RECORD\n5050 SE Stark Street, Portland, OR 97215\n"
           "Patient: VALDIVIA, TERESA M      MRN: 00-4471982      DOB: 09/23/1983\n"
           "Encounter: ED-24-1112-0387\n\n")
D2 = [
    ED_HEAD + """Arrival: 11/12/2024 18:21      Mode of arrival: Ambulance (AMR Medic 231)
Age: 41 y      Sex: F      Attending physician: Karen Lindqvist, MD

TRIAGE (18:26)      Triage RN: B. Oyelaran, RN
ESI level: 3
Chief complaint: "MVC - neck pain, R wrist pain"
Vital signs: BP 148/92   HR 104   RR 18   Temp 36.8 C   SpO2 99% on room air
Pain score: 8/10 right wrist; 6/10 neck
Cervical collar applied by EMS: Yes
Allergies: Penicillin (rash)
Home medications: Levothyroxine 50 mcg daily
Past medical history: Hypothyroidism. No prior neck injury or surgery reported.

Triage note: Restrained driver, front-end collision with a van that turned across her lane, + airbag deployment. Denies LOC. Ambulatory at scene per EMS. C-collar in place on arrival.

Page 1 of 4""",
    ED_HEAD + """HISTORY OF PRESENT ILLNESS (K. Lindqvist, MD, 18:58)
41-year-old right-hand-dominant female, dental hygienist, who presents by ambulance after a motor vehicle collision at about 17:40 tonight. She was the restrained driver of a Subaru traveling at approximately 30 mph when a van turned left in front of her. Front airbags deployed. She reports bracing against the steering wheel with her right hand at impact. She did not strike her head and denies loss of consciousness. Immediate right wrist pain. Posterior neck pain began within minutes and is worse with turning her head. She also reports left anterior chest pain at the seat belt line. Denies numbness or tingling in the hands. Denies weakness, abdominal pain, nausea or vision change.

REVIEW OF SYSTEMS: Negative except as noted in the HPI.

PHYSICAL EXAMINATION
General: Alert, anxious, in moderate distress due to pain.
Head: Atraumatic.
Neck: C-collar in place. Midline tenderness at C5-C6; paraspinal muscle tenderness bilaterally.
Chest: Linear abrasion and ecchymosis along the left clavicle and left anterior chest consistent with a seat belt sign; tender over left 3rd-4th ribs anteriorly. Lungs clear bilaterally.
Abdomen: Soft, non-tender. No seat belt sign across the abdomen.
Right upper extremity: Swelling and tenderness over the dorsal distal radius. Snuffbox non-tender. Radial pulse 2+. Sensation intact in median, ulnar and radial distributions. Range of motion limited by pain.
Neuro: Alert and oriented x4. Strength 5/5 in all extremities except right grip, limited by pain.

Page 2 of 4""",
    ED_HEAD + """ED COURSE AND RESULTS
19:10  Ketorolac 15 mg IV given. Ondansetron 4 mg IV given.
19:42  CT cervical spine without contrast: No acute fracture or malalignment. Mild straightening of the normal cervical lordosis, which may be positional or related to muscle spasm. Mild disc space narrowing at C5-C6. (Read by D. Farrow, MD, Radiology.)
19:55  XR right wrist, 3 views: Nondisplaced, extra-articular transverse fracture of the distal radial metaphysis. No intra-articular extension. Ulnar styloid intact.
20:05  XR chest, 2 views: No pneumothorax. No displaced rib fracture.
20:40  Reassessed. Pain 5/10 after medication. C-collar cleared clinically after CT review; paraspinal tenderness only.
21:30  Right wrist placed in a sugar-tong splint by ED technician. Neurovascularly intact after splinting.

MEDICAL DECISION MAKING
Significant mechanism (frontal collision with airbag deployment). CT of the cervical spine obtained because of midline tenderness; negative for fracture. Right distal radius fracture, nondisplaced, managed with splint and outpatient orthopedic follow-up. Chest wall contusion without pneumothorax. Cervical strain.

Page 3 of 4""",
    ED_HEAD + """DIAGNOSES
1. Closed nondisplaced fracture of distal right radius, initial encounter (S52.501A)
2. Strain of muscle, fascia and tendon at neck level, initial encounter (S16.1XXA)
3. Contusion of left front wall of thorax, initial encounter (S20.212A)
4. Car driver injured in collision with van in traffic accident (V43.52XA)

DISPOSITION: Discharged home at 23:05, accompanied by husband. Condition at discharge: stable.

PRESCRIPTIONS
Cyclobenzaprine 5 mg by mouth three times daily as needed for muscle spasm, #15.
Hydrocodone-acetaminophen 5/325 mg, 1 tablet by mouth every 6 hours as needed for severe pain, #12.
Ibuprofen 600 mg by mouth every 8 hours with food.

DISCHARGE INSTRUCTIONS
Keep splint clean and dry; elevate the right arm. Ice the neck 20 minutes at a time. No driving while taking hydrocodone or cyclobenzaprine.
Follow-up: Rose City Orthopedic Associates within 5 to 7 days for fracture care. Primary care within 1 week. Return to the ED for numbness, weakness or worsening pain.
Work: Off work pending orthopedic evaluation.

Electronically signed: Karen Lindqvist, MD      11/12/2024 23:18

Page 4 of 4""",
]

# ---------------------------------------------------------------------------------------------------------
# D3 orthopedic progress notes (scanned)
# ---------------------------------------------------------------------------------------------------------
ORTHO_HEAD = ("ROSE CITY ORTHOPEDIC ASSOCIATES\nHand and Upper Extremity Service\n"
              "PROGRESS NOTE\nPatient: Teresa M. Valdivia      DOB: 09/23/1983\n")
D3 = [
    ORTHO_HEAD + """Date of visit: 11/19/2024
Provider: Priya Raman, MD
Referred by: Eastbank Medical Center ED

S: 41 y/o right-hand-dominant dental hygienist seen 7 days after
MVC on 11/12/2024. Injured R wrist bracing on the steering wheel.
Pain 6/10. Splint intact. Neck pain is followed separately.

O: Mild swelling of dorsal distal forearm. Fingers warm,
sensation intact. X-rays today, 3 views R wrist: nondisplaced
extra-articular distal radius fracture, alignment maintained,
no interval displacement.

A: Closed nondisplaced fracture of distal right radius.

P: Short arm fiberglass cast applied today. Cast for 4 weeks.
Elevate. Finger range of motion. No lifting over 1 lb with R hand.

Work: OFF WORK. Unable to perform hygienist duties
(instrument grip) in cast.
Return: 12/17/2024 for cast removal and x-rays.

Priya Raman, MD""",
    ORTHO_HEAD + """Date of visit: 12/17/2024
Provider: Priya Raman, MD

S: Cast removed today. Pain 4/10 with use. Stiff. No numbness.

O: Skin intact. Wrist extension 30 deg, flexion 25 deg.
Grip strength (dynamometer): R 14 kg, L 31 kg.
X-rays: healing fracture with bridging callus, alignment unchanged.

A: Healing distal radius fracture, 5 weeks after injury.

P: Removable wrist brace. Refer to Rose City Hand Therapy,
2 times per week for 6 weeks. Home exercises.

Work: Off work through 01/05/2025. May return 01/06/2025
at 4 hours per day, no more than 2 patients in a row
without a break.
Return: 01/28/2025.

Priya Raman, MD""",
    ORTHO_HEAD + """Date of visit: 01/28/2025
Provider: Priya Raman, MD

S: Working 4 hours a day. Pain 2/10 at rest, up to 5/10 by the
end of a shift. Completed 11 hand therapy visits.

O: Wrist extension 55 deg (left 75 deg), flexion 50 deg
(left 70 deg). Grip R 24 kg, L 31 kg. X-rays: fracture healed.

A: Healed distal radius fracture with residual stiffness
and weakness.

P: Released to full duty effective 02/03/2025. Continue home
exercise program. Expect further gains over 3 to 4 months.
Low risk of post-traumatic arthritis given the extra-articular
pattern. Return as needed.

Priya Raman, MD""",
]

# ---------------------------------------------------------------------------------------------------------
# D4 Columbia Spine & Rehabilitation records: physiatry notes, scanned work-status form (p 3), PT discharge (pp 4-5)
# ---------------------------------------------------------------------------------------------------------
CSR_HEAD = ("COLUMBIA SPINE & REHABILITATION, P.C.\nPhysical Medicine & Rehabilitation\n"
            "2401 NE 136th Ave, Suite 110, Vancouver, WA 98684\n")
D4 = [
    CSR_HEAD + """
PROGRESS NOTE - INITIAL EVALUATION
Patient: Valdivia, Teresa M.      DOB: 09/23/1983      Acct: CSR-20931
Date: 11/26/2024      Provider: Samuel Okonkwo, DO

HISTORY: 41-year-old dental hygienist referred by her primary care physician (Alicia Benn, MD) for neck pain and headaches after a motor vehicle collision on 11/12/2024 in Portland, OR. She was the restrained driver; front airbags deployed. Neck pain began the same evening. She reports daily occipital headaches beginning two to three days after the crash. Neck pain 6/10, worse looking down. She denies any neck pain, treatment or imaging of the neck before the collision. Prior history: one chiropractic visit in 2021 for low back strain, resolved.

EXAM: Cervical rotation right 45 deg, left 50 deg (normal approx. 80). Extension 30 deg. Flexion 35 deg. Tender upper trapezius and cervical paraspinals bilaterally; trigger point in the right levator scapulae. Spurling test negative bilaterally. Upper extremity reflexes 2+ and symmetric; sensation intact. Right wrist in cast (followed by Dr. Raman).

IMPRESSION:
1. Whiplash-associated disorder, grade II (cervical strain with reduced range of motion).
2. Post-traumatic cervicogenic headache.

PLAN: Physical therapy 2 times per week for 8 weeks. Meloxicam 15 mg daily with food; stop ibuprofen. Heat and home stretches. No imaging at this time; MRI if not improved in 8 to 12 weeks. Follow up in 6 to 7 weeks.

Samuel Okonkwo, DO""",
    CSR_HEAD + """
PROGRESS NOTE      Date: 01/14/2025      Provider: Samuel Okonkwo, DO
INTERVAL: Has attended physical therapy, 11 visits to date. Reports about 50% improvement in neck pain. Headaches about 2 per week, down from daily. Neck pain 4/10, up to 6/10 after a work shift. Returned to work 01/06/2025 at 4 hours per day.
EXAM: Cervical rotation right 65 deg, left 70 deg. Persistent right levator scapulae trigger point.
IMPRESSION: Whiplash-associated disorder, grade II, improving. Cervicogenic headache, improving.
PLAN: Continue physical therapy through the end of January, then home program. Offered trigger point injection, right levator scapulae; patient declined at this time. Continue meloxicam. Cervical MRI if she plateaus.

PROGRESS NOTE      Date: 03/04/2025      Provider: Samuel Okonkwo, DO
INTERVAL: Discharged from physical therapy 01/30/2025. Neck pain persists at 3/10 daily, worse with prolonged neck flexion at work; headaches about 1 per week. MRI cervical spine 02/20/2025 (Vancouver Imaging Center): mild C5-6 disc bulge without canal or foraminal stenosis; no acute findings.
ASSESSMENT: The C5-6 findings are consistent with mild degenerative change that was likely present before the collision but was asymptomatic. In my opinion, to a reasonable degree of medical probability, the collision of 11/12/2024 caused her cervical strain and aggravated the previously asymptomatic C5-6 degenerative condition.
PLAN: Home exercise program. Ergonomic adjustments at work. Restrictions per the attached work status report. Return in 3 months or as needed. Prognosis fair to good; intermittent symptoms may persist.

Samuel Okonkwo, DO""",
    """COLUMBIA SPINE & REHABILITATION, P.C.
WORK STATUS REPORT

Patient: Teresa M. Valdivia
Date: 03/04/2025
Employer: Lakeshore Family Dentistry

Status: Full duty with restrictions

Restrictions: Limit continuous neck flexion to 45 minutes,
followed by a 5 minute break. Use loupes with a proper
declination angle. No restriction on hours.

Duration: 90 days, through 06/02/2025.
Next review: 06/03/2025 or as needed.

Samuel Okonkwo, DO""",
]

# ---------------------------------------------------------------------------------------------------------
# D4 (pp 4-5) physical therapy discharge summary
# ---------------------------------------------------------------------------------------------------------
PT = [
    CSR_HEAD + """PHYSICAL THERAPY DEPARTMENT

PHYSICAL THERAPY DISCHARGE SUMMARY
Patient: Teresa M. Valdivia      DOB: 09/23/1983
Referring provider: Samuel Okonkwo, DO
Therapist: Lauren Whitcomb, PT, DPT
Diagnoses: Cervical strain (S16.1XXA); cervicogenic headache
Start of care: 12/03/2024      Last visit: 01/23/2025      Discharge date: 01/30/2025
Visits: 15 attended (initial evaluation plus 14 treatment visits); 1 cancelled by the clinic (12/26/2024, holiday closure)

TREATMENT PROVIDED
Manual therapy (soft tissue mobilization; cervical and thoracic joint mobilization); therapeutic exercise (deep neck flexor training, scapular stabilization); postural education; home exercise program.

OUTCOME MEASURES""",
    CSR_HEAD + """PHYSICAL THERAPY DISCHARGE SUMMARY (continued)      Patient: Teresa M. Valdivia

GOALS
1. Reduce Neck Disability Index below 20%: MET.
2. Cervical rotation of 70 deg or more to both sides: MET.
3. Tolerate a 4-hour work shift with pain no more than 2/10: NOT MET (pain 4/10 after a 4-hour shift per patient report).
4. Independent with home exercise program: MET.

ASSESSMENT
Patient made good progress in range of motion and function. Remaining deficits are deep neck flexor endurance and pain with sustained neck flexion at work. Headaches reduced from daily to 1 to 2 per week.

PLAN
Discharged to an independent home exercise program. Patient instructed to contact the referring provider if symptoms worsen; re-referral may be appropriate.

Lauren Whitcomb, PT, DPT      01/30/2025

Page 2 of 2""",
]
# outcome table drawn under page 1 (columns)
PT_TABLE = [
    ("Measure", "Initial (12/03/2024)", "Discharge (01/23/2025)"),
    ("Neck Disability Index", "42%", "18%"),
    ("Cervical rotation, right", "45 deg", "70 deg"),
    ("Cervical rotation, left", "52 deg", "72 deg"),
    ("Pain (NPRS), average", "6/10", "3/10"),
    ("Headache frequency", "daily", "1-2 per week"),
]

# ---------------------------------------------------------------------------------------------------------
# D5 PIP medical payment ledger (landscape table, 2 pages)
# ---------------------------------------------------------------------------------------------------------
LEDGER_COLS = ("Ln", "DOS", "Provider", "Code", "Description", "Billed", "Allowed", "PIP Paid", "Status")
LEDGER_ROWS_P1 = [
    ("1", "11/12/24", "AMR Northwest", "A0427", "ALS emergency transport", 1942.00, 1942.00, 1942.00, "Paid"),
    ("2", "11/12/24", "AMR Northwest", "A0425", "Ground mileage, 6 mi", 186.00, 186.00, 186.00, "Paid"),
    ("3", "11/12/24", "Eastbank Medical Ctr", "99284", "ED facility, level 4", 2875.00, 2156.25, 2156.25, "Paid"),
    ("4", "11/12/24", "Eastbank Medical Ctr", "72125", "CT cervical spine w/o contrast", 3410.00, 2557.50, 2557.50, "Paid"),
    ("5", "11/12/24", "Eastbank Medical Ctr", "73110", "XR wrist, 3 views", 412.00, 309.00, 309.00, "Paid"),
    ("6", "11/12/24", "Eastbank Medical Ctr", "71046", "XR chest, 2 views", 298.00, 223.50, 223.50, "Paid"),
    ("7", "11/12/24", "Eastbank Emerg. Physicians", "99284", "ED physician services", 1126.00, 844.50, 844.50, "Paid"),
    ("8", "11/19/24", "Rose City Orthopedic", "99204", "New patient visit", 485.00, 363.75, 363.75, "Paid"),
    ("9", "11/19/24", "Rose City Orthopedic", "25600", "Closed tx distal radius fx", 1260.00, 945.00, 945.00, "Paid"),
    ("10", "11/19/24", "Rose City Orthopedic", "73110", "XR wrist, 3 views", 168.00, 126.00, 126.00, "Paid"),
    ("11", "11/26/24", "Columbia Spine & Rehab", "99204", "New patient visit", 520.00, 390.00, 346.50, "Partial - limit"),
]
LEDGER_ROWS_P2 = [
    ("12", "12/03/24", "Columbia Spine & Rehab", "97161", "PT evaluation", 310.00, None, 0.00, "Limit exhausted"),
    ("13", "12/05/24-01/23/25", "Columbia Spine & Rehab", "97110/97140", "PT, 14 visits", 3080.00, None, 0.00, "Limit exhausted"),
    ("14", "12/17/24", "Rose City Orthopedic", "99213", "Est. visit, cast removal", 225.00, None, 0.00, "Limit exhausted"),
    ("15", "12/17/24", "Rose City Orthopedic", "73110", "XR wrist, 3 views", 168.00, None, 0.00, "Limit exhausted"),
    ("16", "12/17/24", "Rose City Orthopedic", "L3908", "Wrist orthosis", 142.00, None, 0.00, "Limit exhausted"),
    ("17", "12/20/24-01/24/25", "Rose City Hand Therapy", "97165/97110", "Hand therapy, 11 visits", 2530.00, None, 0.00, "Limit exhausted"),
    ("18", "01/14/25", "Columbia Spine & Rehab", "99214", "Est. patient visit", 295.00, None, 0.00, "Limit exhausted"),
    ("19", "01/28/25", "Rose City Orthopedic", "99213", "Est. patient visit", 225.00, None, 0.00, "Limit exhausted"),
    ("20", "01/28/25", "Rose City Orthopedic", "73110", "XR wrist, 3 views", 168.00, None, 0.00, "Limit exhausted"),
    ("21", "02/20/25", "Vancouver Imaging Center", "72141", "MRI cervical spine w/o contrast", 2460.00, None, 0.00, "Limit exhausted"),
    ("22", "03/04/25", "Columbia Spine & Rehab", "99214", "Est. patient visit", 295.00, None, 0.00, "Limit exhausted"),
]
LEDGER_HEAD = ("EVERGREEN STATE MUTUAL INSURANCE COMPANY\n"
               "PERSONAL INJURY PROTECTION - MEDICAL PAYMENT LEDGER\n"
               "Claim No.: ESM-PIP-24-0091537      Insured/Claimant: Teresa M. Valdivia      Policy: ESM-77-4410283\n"
               "Date of loss: 11/12/2024      PIP medical expense limit: $10,000.00      Printed: 04/03/2025")


def money(v):
    return "" if v is None else f"{v:,.2f}"


def ledger_totals():
    rows = LEDGER_ROWS_P1 + LEDGER_ROWS_P2
    billed = sum(r[5] for r in rows)
    paid = sum(r[7] for r in rows)
    return billed, paid, billed - paid

# ---------------------------------------------------------------------------------------------------------
# D6 employer wage letter and payroll register
# ---------------------------------------------------------------------------------------------------------
D6_LETTER = """LAKESHORE FAMILY DENTISTRY
1800 SE 164th Ave, Suite 200, Vancouver, WA 98683      (360) 555-0120

April 8, 2025

Castellanos & Wirth LLP
Attn: Ruth Castellanos
1020 SW Taylor Street, Suite 650
Portland, OR 97205

Re: Teresa M. Valdivia - Verification of Employment and Lost Wages

Dear Ms. Castellanos:

At Ms. Valdivia's request, I confirm the following from our payroll records.

Teresa Valdivia has been employed by Lakeshore Family Dentistry as a registered dental hygienist since August 15, 2016. Her regular schedule is Monday through Thursday, eight hours per day, or 32 hours per week. Her rate of pay at the time of her injury was $54.75 per hour. Hygienists are paid only for hours worked. Ms. Valdivia did not use paid time off for these absences.

Ms. Valdivia was unable to work from November 13, 2024 through January 5, 2025. She returned on a reduced schedule of four hours per day from January 6, 2025 through January 30, 2025, and resumed her full schedule on February 3, 2025. She also missed four hours on March 4, 2025 for a medical appointment.

The attached payroll register shows 276 hours lost, for a total of $15,111.00 in gross wages not paid. Her position requires a sustained grip on dental instruments and prolonged neck flexion; we could not offer light duty.

Please contact me if you need anything further.

Sincerely,

Denise Harwood
Office Manager"""
PAYROLL_COLS = ("Pay period", "Pay date", "Sched. hrs", "Hrs worked", "Hrs lost", "Rate", "Wages lost", "Note")
PAYROLL_ROWS = [
    ("11/09/2024-11/22/2024", "11/29/2024", 64, 16, 48, "Out from 11/13/2024"),
    ("11/23/2024-12/06/2024", "12/13/2024", 56, 0, 56, "Office closed 11/28"),
    ("12/07/2024-12/20/2024", "12/27/2024", 64, 0, 64, ""),
    ("12/21/2024-01/03/2025", "01/10/2025", 40, 0, 40, "Closed 12/24, 12/25, 01/01"),
    ("01/04/2025-01/17/2025", "01/24/2025", 64, 32, 32, "4 hrs/day from 01/06"),
    ("01/18/2025-01/31/2025", "02/07/2025", 64, 32, 32, "4 hrs/day"),
    ("02/01/2025-02/14/2025", "02/21/2025", 64, 64, 0, "Full schedule 02/03"),
    ("03/01/2025-03/14/2025", "03/21/2025", 64, 60, 4, "Medical appt 03/04"),
]
RATE = 54.75

# ---------------------------------------------------------------------------------------------------------
# D7 text messages, D8 e-mail
# ---------------------------------------------------------------------------------------------------------
D7_TEXT = """Messages - conversation with Marco (+1 360-555-0147)
Exported from iPhone of Teresa Valdivia on 04/02/2025

[11/12/24, 5:44 PM] Teresa: Marco I just got hit. On foster. Im ok i think but my wrist
[11/12/24, 5:44 PM] Teresa: a linen van turned right in front of me. I had the green
[11/12/24, 5:45 PM] Marco: WHAT. Are you hurt?? Where exactly
[11/12/24, 5:46 PM] Teresa: foster and 72nd. airbag went off. my neck hurts and my right wrist is bad
[11/12/24, 5:47 PM] Marco: Leaving now. Dont move your neck
[11/12/24, 5:52 PM] Teresa: police here. ambulance taking me to eastbank
[11/12/24, 5:53 PM] Marco: ok meeting you there. love you
[11/12/24, 9:14 PM] Teresa: they say the wrist is broken. splint tonight then ortho next week
[11/12/24, 9:15 PM] Marco: Im in the waiting room. they wont let me back yet
"""

D8_BODY = """Ms. Castellanos,

Thank you for your demand package dated April 10, 2025, which we received on April 14, 2025.

Liability. We have completed our investigation. Northfield Pacific accepts liability on behalf of our insureds, Cascade Linen Services, Inc. and its driver, Dale Brinkerhoff, for the collision of November 12, 2024. We will not contest fault.

Damages. We have reviewed the medical records and bills ($22,580.00 billed) and the wage documentation ($15,111.00). We accept the emergency care, the orthopedic treatment of the wrist fracture and the hand therapy as related and reasonable. We do not accept the cervical MRI of February 20, 2025 ($2,460.00) or the March 4, 2025 visit with Dr. Okonkwo as related to this loss. In our view the C5-6 findings are degenerative and pre-date the collision; the CT scan taken in the emergency department on the date of loss already showed disc space narrowing at that level.

Offer. Northfield Pacific offers $48,500.00 in full and final settlement of all claims against our insureds, inclusive of the Evergreen State Mutual PIP reimbursement claim of $10,000.00 and any other liens. This offer remains open until 5:00 p.m. Pacific time on May 16, 2025.

I am glad to discuss this by phone at (503) 555-0188.

Gregory Pham
Senior Casualty Claims Adjuster
Northfield Pacific Insurance Company, Portland Claims Office
Claim No. NPI-CA-24-117093
"""
D8_HEADERS = {
    "From": "Gregory Pham <gpham@northfieldpacific.com>",
    "To": "Ruth Castellanos <rcastellanos@castellanoswirth.com>",
    "Cc": "Casualty Claims <casualty.claims@northfieldpacific.com>",
    "Date": "Thu, 17 Apr 2025 14:08:31 -0700",
    "Subject": "Valdivia / Cascade Linen - Claim No. NPI-CA-24-117093 - Response to Demand",
}

# ---------------------------------------------------------------------------------------------------------
# D9 deposition transcript: cover (printed page 1) and excerpt pages 22-28, 25 lines each
# ---------------------------------------------------------------------------------------------------------
DEPO_COVER = [
    "IN THE CIRCUIT COURT OF THE STATE OF OREGON",
    "FOR THE COUNTY OF MULTNOMAH",
    "",
    "TERESA M. VALDIVIA,",
    "                 Plaintiff,",
    "        v.                           Case No. 25CV19274",
    "DALE R. BRINKERHOFF and CASCADE LINEN",
    "SERVICES, INC., an Oregon corporation,",
    "                 Defendants.",
    "",
    "",
    "           DEPOSITION OF TERESA M. VALDIVIA",
    "",
    "             Taken on behalf of Defendants",
    "",
    "       Tuesday, September 16, 2025, 10:04 a.m.",
    "",
    "                 Hargrove Pruitt LLP",
    "         900 SW Fifth Avenue, Suite 1400",
    "                  Portland, Oregon",
    "",
    "",
    "     Reported by: Anita Szabo, CSR No. 11-0472",
    "",
    "          (Excerpt: pages 22 through 28)",
]
DEPO_PAGES = {
    22: [
        "Q. Let's talk about November 12th of last year. Where",
        "   were you coming from that evening?",
        "A. From work, at Lakeshore Family Dentistry in Vancouver.",
        "   Then I stopped in Southeast Portland to pick up a",
        "   cake for my niece's birthday, and I was heading to",
        "   my sister's house in Lents.",
        "Q. So you were westbound on Foster Road?",
        "A. Westbound, yes. In the left lane, the inside lane.",
        "Q. What was the weather like?",
        "A. It was raining, pretty steady. It was dark already.",
        "Q. Did you have your headlights on?",
        "A. Yes. They come on automatically, and I always check.",
        "Q. Were your wipers on?",
        "A. Yes, on the regular speed, not the fast one.",
        "Q. How fast were you going as you approached 72nd?",
        "A. About 28. The limit there is 30, and I was just",
        "   under it because of the rain.",
        "Q. How do you know you were going 28?",
        "A. I had looked down at the speedometer maybe a block",
        "   before, when I passed the school zone sign.",
        "Q. What color was the light for you at 72nd?",
        "A. Green. It had been green the whole time I could",
        "   see it. It never turned yellow.",
        "Q. Were you on your phone at any point?",
        "A. No. My phone was in my purse on the passenger seat.",
    ],
    23: [
        "Q. When did you first see the van?",
        "A. It was in the oncoming left-turn spot, in the",
        "   middle of the intersection, waiting. I saw it",
        "   sitting there with its blinker on.",
        "Q. Did you expect it to wait for you?",
        "A. Yes. I was right there. I was maybe two or three",
        "   car lengths away when it started moving.",
        "Q. What did you do?",
        "A. I slammed on the brakes and I think I yelled. I",
        "   didn't have time to swerve. There was a car next",
        "   to me on the right.",
        "Q. What part of your car hit the van?",
        "A. The front of my car hit the side of the van, the",
        "   passenger side, about where the door is.",
        "Q. Did your airbags go off?",
        "A. Yes, the steering wheel one and the passenger one,",
        "   even though nobody was sitting there.",
        "Q. What happened to your body at the moment of impact?",
        "A. I had both hands on the wheel. My right hand got",
        "   bent back against the wheel, and my head went",
        "   forward and then snapped back.",
        "Q. Did you hit your head on anything?",
        "A. No, not that I remember. I didn't black out.",
        "Q. What did you feel right after?",
        "A. My wrist was on fire. I knew something was wrong.",
    ],
    24: [
        "   And my neck started hurting almost right away, in",
        "   the back, going up into my head.",
        "Q. Did you get out of the car?",
        "A. Eventually. A man came to my window and asked if I",
        "   was okay. He said he saw the whole thing.",
        "Q. Do you know who that man was?",
        "A. I learned later his name is Mr. Nakamura. He was",
        "   stopped at the light on 72nd.",
        "Q. Did you speak with the driver of the van?",
        "A. Briefly. He came over and said he was sorry, that",
        "   he didn't see me. He said, \"I thought I had time.\"",
        "Q. Anything else?",
        "A. He said he'd been driving since six in the morning.",
        "Q. You texted your husband from the scene?",
        "A. Yes, I texted Marco right away. I told him a linen",
        "   van turned in front of me and I had the green.",
        "Q. And you were taken by ambulance to Eastbank?",
        "A. Yes. They put a collar on my neck and took me in",
        "   the ambulance.",
        "Q. How long were you at the hospital?",
        "A. Until about eleven that night. They did a CT scan",
        "   of my neck and X-rays, and they told me my wrist",
        "   was broken. They put it in a splint and sent me",
        "   home with Marco.",
        "Q. Did anyone at the hospital keep you overnight?",
    ],
    25: [
        "A. No. I went home that night.",
        "Q. Before this accident, had you ever had any problems",
        "   with your neck?",
        "A. No.",
        "Q. Never seen a doctor or a chiropractor for your neck?",
        "A. No. I went to a chiropractor one time in 2021 for",
        "   my lower back after I helped my sister move. That",
        "   was it. It was my low back, not my neck.",
        "Q. Any headaches before the accident?",
        "A. Just normal ones, maybe once a month. Not like",
        "   after. After the accident I had headaches every day",
        "   for a while, starting at the back of my head.",
        "Q. Are you aware that the CT scan on the night of the",
        "   accident showed some narrowing at C5-6?",
        "A. I've heard that now. Nobody told me that at the",
        "   time. Dr. Okonkwo explained it to me later.",
        "Q. What did he tell you?",
        "   MS. CASTELLANOS: Objection, hearsay. You can answer.",
        "A. He said a lot of people my age have some wear in",
        "   their necks and don't feel it, and that the crash",
        "   made mine start hurting.",
        "Q. Before November 12th, did your neck ever keep you",
        "   from working?",
        "A. Never. I've been a hygienist for over nine years and",
        "   I never missed work for my neck.",
    ],
    26: [
        "Q. Let's talk about your wrist. You're right-handed?",
        "A. Yes.",
        "Q. What treatment did you have for the wrist?",
        "A. I saw Dr. Raman about a week later. She put me in",
        "   a cast for four weeks. Then a brace, and hand",
        "   therapy twice a week.",
        "Q. How many hand therapy visits did you have?",
        "A. Eleven, I believe.",
        "Q. When did you go back to work?",
        "A. January 6th, but only half days, four hours. I",
        "   couldn't hold the scaler for a full day. I went",
        "   back full time the first week of February.",
        "Q. Were you paid for the time you were off?",
        "A. No. I don't get paid if I don't work. I didn't use",
        "   my vacation because I'd already used most of it",
        "   over the summer.",
        "Q. How is the wrist today?",
        "A. It's a lot better. It's still stiff when I first",
        "   wake up, and when it's cold. I can't bend it back",
        "   as far as the other one.",
        "Q. Does it affect your work?",
        "A. By the end of a long day it aches. I take",
        "   ibuprofen most workdays.",
        "Q. And your neck today?",
        "A. Most days it's a two or a three. After a full day",
    ],
    27: [
        "   of patients, leaning over, it can be a five.",
        "Q. Have you had any treatment for your neck since",
        "   Dr. Okonkwo's visit in March?",
        "A. Just the home exercises. I do them most mornings.",
        "   He said to come back if it got worse.",
        "Q. Did Dr. Okonkwo recommend any injections?",
        "A. He offered me a trigger point injection in",
        "   January. I said no. I don't like needles, which I",
        "   know is funny for someone in dentistry.",
        "Q. Are there activities you can't do now that you did",
        "   before the accident?",
        "A. I played in a women's volleyball league on",
        "   Wednesday nights for about six years. I haven't",
        "   gone back. Setting the ball hurts my wrist, and",
        "   looking up for the ball bothers my neck.",
        "Q. Have you tried to go back?",
        "A. I went once, in June. I lasted about twenty",
        "   minutes.",
        "Q. Anything else?",
        "A. I used to do all the driving on our family trips.",
        "   Now I get nervous on Foster, and I really don't",
        "   like driving in the rain at night. Marco drives",
        "   when it's dark.",
        "Q. Have you seen a counselor for that?",
        "A. No.",
    ],
    28: [
        "Q. Is your Subaru still drivable?",
        "A. No. The insurance totaled it. We bought a used",
        "   Highlander in December.",
        "Q. Were you reimbursed for the Subaru?",
        "A. Yes, my insurance paid it off, minus the",
        "   deductible. I think the deductible was five",
        "   hundred dollars.",
        "Q. Has anyone contacted you about the property damage",
        "   since then?",
        "A. Not that I remember.",
        "   MR. HARGROVE: Let's take a short break.",
        "   (Recess taken from 11:12 a.m. to 11:21 a.m.)",
        "BY MR. HARGROVE:",
        "Q. Ms. Valdivia, you gave a recorded statement to",
        "   Northfield Pacific in November, correct?",
        "A. Yes, a man called me a few days after. I told him",
        "   the same thing I told you.",
        "Q. Did you tell him you were going 28?",
        "A. I told him about 28, yes.",
        "Q. Did you tell him you saw the van's blinker?",
        "A. Yes.",
        "Q. Were you distracted by anything in your car?",
        "A. No. The radio was on low. I wasn't doing anything",
        "   but driving.",
        "Q. I want to show you what's been marked as Exhibit 4.",
    ],
}

AUTHORITIES = """ORS 811.350
ORS 31.600
ORS 31.580
ORS 12.110
ORCP 47
ORCP 23
ORCP 45
OEC 408
Jones v. General Motors Corp., 325 Or 404, 939 P2d 608 (1997)
Fazzolari v. Portland School Dist. No. 1J, 303 Or 1, 734 P2d 1326 (1987)
Shahtout v. Emco Garbage Co., 298 Or 598, 695 P2d 897 (1985)
White v. Jubitz Corp., 347 Or 212, 219 P3d 566 (2009)
"""

SCANNED_PAGES = {"D3_ortho_progress_notes_scan.pdf": {0, 1, 2}, "D4_columbia_spine_rehab_records.pdf": {2}}


# ---------------------------------------------------------------------------------------------------------
# writers
# ---------------------------------------------------------------------------------------------------------
def _box(page, text, rect, size, font="helv"):
    rc = page.insert_textbox(rect, text, fontsize=size, fontname=font)
    if rc < 0:
        raise SystemExit(f"text overflow ({rc:.1f}) on a page beginning {text[:60]!r}")


def _rasterize(doc, index):
    """Replace page `index` by a 200-dpi grayscale image of itself (an image-only scan)."""
    page = doc[index]
    pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
    w, h = page.rect.width, page.rect.height
    doc.delete_page(index)
    new = doc.new_page(pno=index, width=w, height=h)
    new.insert_image(new.rect, stream=pix.tobytes("png"))


def write_text_pdf(path, pages, size=10.5, scanned=frozenset(), scan_size=12):
    doc = pymupdf.open()
    for i, text in enumerate(pages):
        page = doc.new_page(width=612, height=792)
        if i in scanned:
            _box(page, text, pymupdf.Rect(72, 72, 540, 740), scan_size)
        else:
            _box(page, text, pymupdf.Rect(60, 54, 552, 750), size)
    for i in sorted(scanned):
        _rasterize(doc, i)
    doc.save(path, garbage=3, deflate=True)


def write_columbia(path):
    """D4: physiatry notes (pp 1-2), scanned work-status form (p 3), PT discharge summary (pp 4-5)."""
    doc = pymupdf.open()
    for i, text in enumerate(D4):
        page = doc.new_page(width=612, height=792)
        if i == 2:
            _box(page, text, pymupdf.Rect(72, 72, 540, 740), 12)
        else:
            _box(page, text, pymupdf.Rect(60, 54, 552, 750), 10)
    _rasterize(doc, 2)
    page = doc.new_page(width=612, height=792)
    _box(page, PT[0], pymupdf.Rect(60, 54, 552, 372), 10.5)
    y = 372
    xs = (70, 260, 400)
    for r, row in enumerate(PT_TABLE):
        for x, cell in zip(xs, row):
            page.insert_text((x, y), cell, fontsize=10, fontname="hebo" if r == 0 else "helv")
        y += 17
    page.insert_text((60, y + 20), "PT Discharge Summary - Page 1 of 2", fontsize=10, fontname="helv")
    page = doc.new_page(width=612, height=792)
    _box(page, PT[1], pymupdf.Rect(60, 54, 552, 750), 10.5)
    doc.save(path, garbage=3, deflate=True)


def write_ledger(path):
    xs = (36, 58, 150, 282, 340, 490, 550, 612, 676)
    right = {5, 6, 7}
    doc = pymupdf.open()
    billed, paid, unpaid = ledger_totals()
    for pno, rows in enumerate((LEDGER_ROWS_P1, LEDGER_ROWS_P2)):
        page = doc.new_page(width=792, height=612)
        head = LEDGER_HEAD if pno == 0 else LEDGER_HEAD.split("\n")[0] + "\nPIP MEDICAL PAYMENT LEDGER (continued)      Claim No.: ESM-PIP-24-0091537"
        _box(page, head, pymupdf.Rect(36, 30, 760, 100), 10)
        y = 120
        for i, c in enumerate(LEDGER_COLS):
            x = xs[i]
            if i in right:
                x = xs[i] + 44 - pymupdf.get_text_length(c, fontname="hebo", fontsize=8.5)
            page.insert_text((x, y), c, fontsize=8.5, fontname="hebo")
        y += 16
        for row in rows:
            cells = list(row[:5]) + [money(row[5]), money(row[6]) if row[6] is not None else "--", money(row[7]), row[8]]
            for i, cell in enumerate(cells):
                x = xs[i]
                if i in right:
                    x = xs[i] + 44 - pymupdf.get_text_length(cell, fontname="helv", fontsize=8.5)
                page.insert_text((x, y), cell, fontsize=8.5, fontname="helv")
            y += 15
        y += 4
        sub_b = sum(r[5] for r in rows)
        sub_p = sum(r[7] for r in rows)
        page.insert_text((340, y), "Page subtotal", fontsize=8.5, fontname="hebo")
        for col, val in ((5, sub_b), (7, sub_p)):
            page.insert_text((xs[col] + 44 - pymupdf.get_text_length(money(val), fontname="hebo", fontsize=8.5), y), money(val), fontsize=8.5, fontname="hebo")
        y += 15
        if pno == 1:
            y += 8
            page.insert_text((36, y), "PIP MEDICAL EXPENSE LIMIT OF $10,000.00 EXHAUSTED 12/09/2024. Lines 11-22 balances referred to claimant's health carrier (Cascadia Health Plan).", fontsize=8.5, fontname="helv")
            y += 22
            for label, val in (("TOTAL BILLED (lines 1-22)", billed), ("TOTAL PIP PAID", paid), ("BILLED, NOT PAID BY PIP", unpaid)):
                page.insert_text((340, y), label, fontsize=9, fontname="hebo")
                page.insert_text((560 + 44 - pymupdf.get_text_length(money(val), fontname="hebo", fontsize=9), y), money(val), fontsize=9, fontname="hebo")
                y += 15
        page.insert_text((36, 590), f"Page {pno + 1} of 2", fontsize=8.5, fontname="helv")
    doc.save(path, garbage=3, deflate=True)


def write_wages(path):
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    _box(page, D6_LETTER, pymupdf.Rect(66, 54, 546, 750), 10.5)
    page = doc.new_page(width=612, height=792)
    _box(page, "LAKESHORE FAMILY DENTISTRY\nPAYROLL REGISTER - HOURS AND WAGES LOST\nEmployee: Teresa M. Valdivia, RDH      Employee No. 0417      Pay frequency: biweekly",
         pymupdf.Rect(40, 50, 572, 110), 10)
    xs = (40, 150, 212, 262, 316, 362, 412, 470)
    y = 130
    for x, c in zip(xs, PAYROLL_COLS):
        page.insert_text((x, y), c, fontsize=8, fontname="hebo")
    y += 16
    tot_lost = tot_wage = 0
    for period, paydate, sched, worked, lost, note in PAYROLL_ROWS:
        wage = lost * RATE
        tot_lost += lost
        tot_wage += wage
        for x, c in zip(xs, (period, paydate, str(sched), str(worked), str(lost), f"{RATE:.2f}", f"{wage:,.2f}", note)):
            page.insert_text((x, y), c, fontsize=8, fontname="helv")
        y += 15
    y += 6
    page.insert_text((40, y), "TOTAL", fontsize=8, fontname="hebo")
    page.insert_text((316, y), str(tot_lost), fontsize=8, fontname="hebo")
    page.insert_text((412, y), f"{tot_wage:,.2f}", fontsize=8, fontname="hebo")
    y += 30
    _box(page, "Prepared by: Denise Harwood, Office Manager      Date: 04/08/2025\n"
               "Source: ADP payroll history for employee 0417. Hours lost = scheduled hours less hours worked.",
         pymupdf.Rect(40, y, 572, y + 60), 9)
    doc.save(path, garbage=3, deflate=True)


def write_deposition(path):
    doc = pymupdf.open()
    pages = [(1, DEPO_COVER)] + sorted(DEPO_PAGES.items())
    for number, lines in pages:
        assert len(lines) == 25, (number, len(lines))
        page = doc.new_page(width=612, height=792)
        page.insert_text((480, 50), f"Page {number}", fontsize=11, fontname="cour")
        y = 96
        for n, line in enumerate(lines, start=1):
            label = f"{n:>2}"
            page.insert_text((56, y), label, fontsize=11, fontname="cour")
            if line:
                page.insert_text((90, y), line, fontsize=11, fontname="cour")
            y += 26
        page.insert_text((150, 760), "Szabo Court Reporting  (503) 555-0199", fontsize=9, fontname="cour")
    doc.save(path, garbage=3, deflate=True)


def write_eml(path):
    msg = EmailMessage()
    for k, v in D8_HEADERS.items():
        msg[k] = v
    msg["Message-ID"] = "<20250417140831.7731@northfieldpacific.com>"
    msg.set_content(D8_BODY)
    path.write_bytes(bytes(msg))


FILES = [
    "D1_police_crash_report.pdf",
    "D2_emergency_department_record.pdf",
    "D3_ortho_progress_notes_scan.pdf",
    "D4_columbia_spine_rehab_records.pdf",
    "D5_pip_medical_ledger.pdf",
    "D6_employer_wage_verification.pdf",
    "D7_text_messages.txt",
    "D8_adjuster_email.eml",
    "D9_valdivia_deposition_excerpt.pdf",
]


def main(out):
    out.mkdir(parents=True, exist_ok=True)
    write_text_pdf(out / FILES[0], D1, size=10)
    write_text_pdf(out / FILES[1], D2, size=10)
    write_text_pdf(out / FILES[2], D3, scanned=SCANNED_PAGES[FILES[2]])
    write_columbia(out / FILES[3])
    write_ledger(out / FILES[4])
    write_wages(out / FILES[5])
    (out / FILES[6]).write_text(D7_TEXT, encoding="utf-8")
    write_eml(out / FILES[7])
    write_deposition(out / FILES[8])
    (out / "authorities.txt").write_text(AUTHORITIES, encoding="utf-8")
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
