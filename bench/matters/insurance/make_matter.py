"""Write the Abernathy matter: Gideon R. and Priya S. Abernathy v. Ridgeline Mutual Insurance Company.

A homeowners water-loss claim (split copper line in an exterior wall while the insureds were abroad),
denied under the policy's freezing exclusion. Everything here is fictional.

    python make_matter.py OUTDIR        (needs pymupdf 1.26 and Pillow)

Production order (Bates prefix INSUR, width 6, first number 1):
  D1  homeowners policy, declarations + perils + numbered Section I conditions   5 pp
  D2  text-message export, Priya Abernathy / Walter Kessler                       .txt
  D3  Ridgeline claim file notes                                                 4 pp
  D4  adjuster e-mail of January 26, 2024 with reservation-of-rights PDF         .eml
  D5  Lehigh Dry-Out Restoration mitigation invoice                              2 pp
  D6  Halvorsen Forensic Engineering cause-and-origin report                     3 pp
  D7  sworn statement in proof of loss (image-only scan)                         2 pp
  D8  examination under oath of Gideon R. Abernathy (cover + pp. 22-29)          9 pp
  D9  claims supervisor e-mail of May 21, 2024 to insureds' counsel              .eml
  D10 denial letter of June 11, 2024                                             3 pp
  D11 claim financial history (reserves and payments)                            2 pp
"""
import sys
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime, timezone, timedelta
from pathlib import Path

import pymupdf

W, H = 612, 792

# ---------------------------------------------------------------- D1 policy
POLICY = [
    # page 1: declarations
    "RIDGELINE MUTUAL INSURANCE COMPANY\n"
    "Home Office: 1200 Front Street, Harrisburg, Pennsylvania 17101\n\n"
    "HOMEOWNERS POLICY DECLARATIONS - RENEWAL\n\n"
    "Policy Number: HP-4471-20938\n"
    "Named Insureds: Gideon R. Abernathy and Priya S. Abernathy\n"
    "Mailing Address: 418 Linden Hollow Road, Emmaus, PA 18049\n"
    "Residence Premises: 418 Linden Hollow Road, Emmaus, PA 18049 (Lehigh County)\n"
    "Policy Period: From March 14, 2023 to March 14, 2024, 12:01 a.m. standard time at the residence premises\n"
    "Policy Form: RM HO 03 (07-21) Homeowners 3 - Special Form\n\n"
    "SECTION I - PROPERTY COVERAGES                                   LIMIT OF LIABILITY\n"
    "Coverage A - Dwelling                                                     $412,000\n"
    "Coverage B - Other Structures                                              $41,200\n"
    "Coverage C - Personal Property                                            $206,000\n"
    "Coverage D - Loss Of Use                                                   $82,400\n\n"
    "SECTION II - LIABILITY COVERAGES\n"
    "Coverage E - Personal Liability (each occurrence)                         $300,000\n"
    "Coverage F - Medical Payments To Others (each person)                       $5,000\n\n"
    "SECTION I DEDUCTIBLE: $2,500 - All Perils\n\n"
    "FORMS AND ENDORSEMENTS:\n"
    "RM HO 03 (07-21) Homeowners 3 - Special Form\n"
    "RM HO 04 90 (07-21) Personal Property Replacement Cost Loss Settlement\n"
    "RM HO 04 95 (07-21) Water Back-Up And Sump Discharge Or Overflow - Limit $10,000\n"
    "RM HO 01 37 (07-21) Special Provisions - Pennsylvania\n\n"
    "TOTAL ANNUAL PREMIUM: $2,184.00\n\n"
    "MORTGAGEE: Saucon Valley Savings Bank, ISAOA, P.O. Box 310, Center Valley, PA 18034\n"
    "Loan No. 0092215-7\n\n"
    "PRODUCER: Harmon & Reece Insurance Agency, Inc., Macungie, PA - Agent Code 37-118\n\n"
    "Renewal issued February 21, 2023. These Declarations, together with the policy form and endorsements "
    "listed above, complete the policy.\n\n"
    "Countersigned: Helen M. Voss, Authorized Representative",
    # page 2: definitions, coverages, perils
    "RM HO 03 (07-21)                                                           Page 2 of 5\n\n"
    "AGREEMENT\n"
    "We will provide the insurance described in this policy in return for the premium and compliance with all "
    "applicable provisions of this policy.\n\n"
    "DEFINITIONS\n"
    "In this policy, \"you\" and \"your\" refer to the \"named insured\" shown in the Declarations and the spouse "
    "if a resident of the same household. \"We\", \"us\" and \"our\" refer to the Company providing this "
    "insurance. \"Residence premises\" means the one-family dwelling where you reside, shown as the residence "
    "premises in the Declarations.\n\n"
    "SECTION I - PROPERTY COVERAGES\n"
    "Coverage A - Dwelling. We cover the dwelling on the \"residence premises\", including structures attached "
    "to the dwelling.\n"
    "Coverage D - Loss Of Use. If a loss covered under Section I makes that part of the \"residence premises\" "
    "where you reside not fit to live in, we cover any necessary increase in living expenses incurred by you so "
    "that your household can maintain its normal standard of living (Additional Living Expense).\n\n"
    "SECTION I - PERILS INSURED AGAINST\n"
    "A. Coverage A - Dwelling And Coverage B - Other Structures\n"
    "1. We insure against direct physical loss to property described in Coverages A and B.\n"
    "2. We do not insure, however, for loss:\n"
    "c. Caused by:\n"
    "(1) Freezing of a plumbing, heating, air conditioning or automatic fire protective sprinkler system or of a "
    "household appliance, or by discharge, leakage or overflow from within the system or appliance caused by "
    "freezing. This provision does not apply if you have used reasonable care to:\n"
    "(a) Maintain heat in the building; or\n"
    "(b) Shut off the water supply and drain all systems and appliances of water.\n"
    "(2) Freezing, thawing, pressure or weight of water or ice, whether driven by wind or not, to a fence, "
    "pavement, patio or swimming pool, or to a foundation or retaining wall.\n"
    "(3) Theft in or to a dwelling under construction.\n"
    "(4) Vandalism and malicious mischief, if the dwelling has been vacant for more than 60 consecutive days "
    "immediately before the loss.",
    # page 3: perils cont., conditions 1-2
    "RM HO 03 (07-21)                                                           Page 3 of 5\n\n"
    "(5) Mold, fungus or wet rot. However, we do insure for loss caused by mold, fungus or wet rot that is hidden "
    "within the walls or ceilings or beneath the floors and results from the accidental discharge or overflow of "
    "water from within a plumbing system on the \"residence premises\".\n"
    "(6) Continuous or repeated seepage or leakage of water or steam, over a period of fourteen (14) or more "
    "days, from within a plumbing, heating, air conditioning or automatic fire protective sprinkler system or "
    "household appliance, or from within or around any shower stall, bathtub, toilet or plumbing fixture.\n"
    "(7) Wear and tear, marring, deterioration; mechanical breakdown, latent defect; smog, rust or other "
    "corrosion.\n"
    "Under 2.c.(5) through (7), if an accidental discharge or overflow of water or steam from within a plumbing "
    "system ensues, we cover loss caused by the water or steam, including the cost of tearing out and replacing "
    "any part of a building necessary to repair the system from which the water escaped.\n\n"
    "SECTION I - CONDITIONS\n"
    "1. Insurable Interest And Limit Of Liability. Even if more than one person has an insurable interest in the "
    "property covered, we will not be liable in any one loss for more than the applicable limit of liability.\n"
    "2. Duties After Loss. In case of a loss to covered property, we have no duty to provide coverage under this "
    "policy if the failure to comply with the following duties is prejudicial to us. These duties must be "
    "performed either by you or by a representative of yours:\n"
    "a. Give prompt notice to us or our agent;\n"
    "b. Protect the property from further damage. If repairs to the property are required, you must make "
    "reasonable and necessary repairs to protect the property and keep an accurate record of repair expenses;\n"
    "c. Cooperate with us in the investigation of a claim;\n"
    "d. Prepare an inventory of damaged personal property showing the quantity, description, actual cash value "
    "and amount of loss;\n"
    "e. As often as we reasonably require: (1) show the damaged property; (2) provide us with records and "
    "documents we request and permit us to make copies; and (3) submit to examination under oath, while not in "
    "the presence of another insured, and sign the same;\n"
    "f. Send to us, within 60 days after our request, your signed, sworn proof of loss which sets forth, to the "
    "best of your knowledge and belief, the time and cause of loss, your interest and that of all others in the "
    "property, other insurance, and the amount claimed.",
    # page 4: conditions 3-9
    "RM HO 03 (07-21)                                                           Page 4 of 5\n\n"
    "3. Loss Settlement. Covered property losses are settled as follows: buildings under Coverage A or B at "
    "replacement cost without deduction for depreciation, subject to the following. We will pay no more than the "
    "actual cash value of the damage until actual repair or replacement is complete. Once actual repair or "
    "replacement is complete, we will settle the loss at replacement cost, if you notify us of your intent to "
    "repair or replace within 180 days after the date of loss.\n"
    "4. Loss To A Pair Or Set. In case of loss to a pair or set we may elect to repair or replace any part to "
    "restore the pair or set to its value before the loss.\n"
    "5. Appraisal. If you and we fail to agree on the amount of loss, either may demand an appraisal of the loss. "
    "In this event, each party will choose a competent and impartial appraiser within 20 days after receiving a "
    "written request from the other.\n"
    "6. Other Insurance. If a loss covered by this policy is also covered by other insurance, we will pay only the "
    "proportion of the loss that the limit of liability that applies under this policy bears to the total amount "
    "of insurance covering the loss.\n"
    "7. Suit Against Us. No action can be brought against us unless there has been full compliance with all of "
    "the terms under Section I of this policy and the action is started within one year after the date of "
    "loss.\n"
    "8. Our Option. If we give you written notice within 30 days after we receive your signed, sworn proof of "
    "loss, we may repair or replace any part of the damaged property with material or property of like kind and "
    "quality.\n"
    "9. Loss Payment. We will adjust all losses with you. We will pay you unless some other person is named in "
    "the policy or is legally entitled to receive payment. Loss will be payable 60 days after we receive your "
    "proof of loss and:\n"
    "a. Reach an agreement with you;\n"
    "b. There is an entry of a final judgment; or\n"
    "c. There is a filing of an appraisal award with us.",
    # page 5: conditions 10-14, endorsement, signatures
    "RM HO 03 (07-21)                                                           Page 5 of 5\n\n"
    "10. Abandonment Of Property. We need not accept any property abandoned by an insured.\n"
    "11. Mortgage Clause. If a mortgagee is named in this policy, any loss payable under Coverage A or B will be "
    "paid to the mortgagee and you, as interests appear.\n"
    "12. No Benefit To Bailee. We will not recognize any assignment or grant any coverage that benefits a person "
    "or organization holding, storing or moving property for a fee regardless of any other provision of this "
    "policy.\n"
    "13. Nuclear Hazard Clause. We do not insure for loss caused directly or indirectly by nuclear hazard.\n"
    "14. Concealment Or Fraud. We provide coverage to no insured under this policy if, whether before or after a "
    "loss, an insured has:\n"
    "a. Intentionally concealed or misrepresented any material fact or circumstance;\n"
    "b. Engaged in fraudulent conduct; or\n"
    "c. Made false statements;\n"
    "relating to this insurance.\n\n"
    "RM HO 04 95 (07-21) WATER BACK-UP AND SUMP DISCHARGE OR OVERFLOW\n"
    "We cover direct physical loss caused by water which backs up through sewers or drains, or which overflows or "
    "is discharged from a sump, sump pump or related equipment, up to the limit shown in the Declarations. This "
    "endorsement does not apply to water discharged from within a plumbing system.\n\n"
    "RM HO 01 37 (07-21) SPECIAL PROVISIONS - PENNSYLVANIA\n"
    "Cancellation and nonrenewal of this policy are governed by the laws of the Commonwealth of Pennsylvania. "
    "We will mail at least 30 days' written notice of nonrenewal to you at the mailing address shown in the "
    "Declarations.\n\n"
    "IN WITNESS WHEREOF, Ridgeline Mutual Insurance Company has caused this policy to be signed by its President "
    "and Secretary.\n\n"
    "Arthur L. Penwell, President                    Denise K. Moyer, Secretary",
]

# ---------------------------------------------------------------- D2 texts
TEXTS = """Messages - conversation with Walt Kessler (+1 610-555-0143)
Exported from iPhone of Priya Abernathy on 2024-02-08
All times shown in Eastern Time (US & Canada)

2024-01-19 16:55  Walt Kessler: Walked through the house today. All good. Mail is on the kitchen counter. Furnace humming away.
2024-01-19 17:21  Priya Abernathy: Thank you Walt!! You're the best. It's almost 4 am here, couldn't sleep
2024-01-23 07:42  Walt Kessler: Priya call me. Water is coming out from under your front door. The whole walk is ice.
2024-01-23 07:44  Walt Kessler: Going in now with the key
2024-01-23 07:58  Walt Kessler: It's bad. Water pouring through the kitchen ceiling, the light fixture is full of water. Living room floor soaked.
2024-01-23 08:06  Walt Kessler: Found the main in the basement and shut it off. Water's stopped coming down. Power is still on and the furnace is running.
2024-01-23 08:09  Priya Abernathy: Oh my god. Thank you. Calling Ridgeline now. Can you call a water company? Gideon says Lehigh Dry-Out did his brother's basement
2024-01-23 08:21  Walt Kessler: Called Lehigh Dry-Out. They can be here by 11.
2024-01-23 08:22  Walt Kessler: Thermostat says 57. It's set on 58.
2024-01-23 10:31  Priya Abernathy: Claim number is RM-HO-24-0117736. Adjuster is Corinne Tallis, she will call you
2024-01-23 11:07  Walt Kessler: Dry-Out crew is here. 3 guys. I signed their form for you
2024-01-23 15:48  Walt Kessler: They opened the wall in the upstairs hall bathroom. The pipe in the outside wall is split. Marco says he will save the piece.
2024-01-25 10:52  Walt Kessler: Adjuster came and went. Nice lady. She took a ton of pictures.
"""

# ---------------------------------------------------------------- D3 claim notes
NOTES_HEAD = ("RIDGELINE MUTUAL INSURANCE COMPANY - CLAIM FILE NOTES\n"
              "Claim No. RM-HO-24-0117736   Policy No. HP-4471-20938   Insureds: Gideon R. & Priya S. Abernathy\n"
              "Loss Location: 418 Linden Hollow Road, Emmaus, PA 18049   Date of Loss: 01/23/2024   Cause: Water\n"
              "Printed 06/12/2024 by MEBERSOLE                                                     Page {n} of 4\n"
              "----------------------------------------------------------------------------------------------\n")
NOTES = [
    "01/23/2024 10:12  R. MENDOZA (Intake)  FIRST NOTICE OF LOSS\n"
    "Insured Priya Abernathy called from Pune, India. Neighbor Walter Kessler (420 Linden Hollow Rd) found water "
    "flowing from under front door at approx. 7:40 a.m. today and ice on front walk. Kessler entered with key; "
    "water coming through kitchen ceiling. Kessler shut off main water valve in basement at approx. 8:05 a.m. "
    "Insureds left 01/09/2024, return 02/02/2024. Insured states thermostat left at \"around 60.\" Insured "
    "authorizes Kessler to meet adjuster. Assigned to field adjuster C. Tallis.\n\n"
    "01/23/2024 11:40  C. TALLIS  CONTACT\n"
    "Spoke with W. Kessler by phone, (610) 555-0143. Kessler has already called Lehigh Dry-Out Restoration at "
    "insured's direction; crew expected late morning. Advised Kessler not to discard damaged materials needed to "
    "determine cause. Inspection set 01/25/2024 9:00 a.m.\n\n"
    "01/23/2024 14:25  C. TALLIS  RESERVE\n"
    "Initial reserves set: Cov A $25,000.00; Cov C $5,000.00; Cov D $3,000.00.\n\n"
    "01/23/2024 16:02  C. TALLIS  CONTACT\n"
    "Marco Quintero, Lehigh Dry-Out, reports split in copper supply line inside north exterior wall of 2nd floor "
    "hall bath after opening wall. Pipe section cut out and tagged (LDR-0188-01); retained by vendor. Extraction "
    "underway.",
    "01/25/2024 09:00  C. TALLIS  INSPECTION\n"
    "Inspected with W. Kessler and M. Quintero. Thermostat (1st floor hall) set 58°F, displaying 57°F. Furnace "
    "operating; filter clean. Hall bath (2nd fl.): north exterior wall open 30 in. x 48 in.; 1/2 in. copper cold "
    "line to lavatory with longitudinal split approx. 2 in. Floor register in hall bath found in closed "
    "position. Bath door closed per Kessler. Kitchen ceiling drywall down approx. 40 SF; living room hardwood "
    "cupped; water in basement along east wall. Separate condition: dark staining and soft subfloor around toilet "
    "flange, appears old. Photos 1-64 uploaded.\n\n"
    "01/25/2024 16:10  C. TALLIS  COVERAGE\n"
    "Discussed with M. Ebersole. Potential freeze exclusion; heat appears maintained at 58°F but register closed. "
    "Also potential long-term seepage at toilet. Retain engineer for cause and origin. Issue ROR. Halvorsen "
    "Forensic Engineering assigned - P. Lindqvist, P.E.\n\n"
    "01/26/2024 15:47  C. TALLIS  LETTER\n"
    "Reservation of rights letter e-mailed to insureds with cover e-mail. Engineer inspection set 01/30/2024 "
    "10:00 a.m.; Kessler to provide access.\n\n"
    "01/30/2024 13:20  C. TALLIS  INSPECTION\n"
    "Attended engineer inspection with P. Lindqvist. Lindqvist examined pipe section held by vendor under "
    "magnification. Thermostat history requested from insureds.\n\n"
    "02/02/2024 17:35  C. TALLIS  CONTACT\n"
    "Insureds returned from India. Dwelling uninhabitable (no kitchen, no water to 2nd fl.). ALE approved "
    "pending coverage; advance authorized $2,500.00.",
    "02/05/2024 10:30  C. TALLIS  PAYMENT\n"
    "Cov D advance $2,500.00 issued to Gideon R. and Priya S. Abernathy, check no. 0088314.\n\n"
    "02/07/2024 09:15  C. TALLIS  DOCUMENTS\n"
    "Insured G. Abernathy e-mailed thermostat history export 01/01/2024 - 01/31/2024. Forwarded to Halvorsen "
    "02/08/2024.\n\n"
    "02/09/2024 11:05  C. TALLIS  RESERVE\n"
    "Received Lehigh Dry-Out invoice LDR-24-0188, $14,286.55. Received Fairview Restoration repair estimate "
    "$71,842.17 RCV. Increase Cov A reserve to $68,500.00; Cov C to $12,000.00.\n\n"
    "02/16/2024 14:40  C. TALLIS  EXPERT\n"
    "Halvorsen report HFE-24-0391 dated 02/14/2024 received. Conclusion: freeze-induced split; discharge began on "
    "thaw, most probably 01/21 or 01/22. Heating system operating; first floor approx. 58°F throughout. Toilet "
    "flange deterioration long-term and unrelated to January discharge.\n\n"
    "02/20/2024 08:50  M. EBERSOLE  SIU\n"
    "Referred to SIU (D. Whitcomb) re: difference between FNOL statement (\"around 60\") and thermostat set "
    "point of 58°F.\n\n"
    "02/28/2024 15:30  C. TALLIS  LETTER\n"
    "Letter to insureds requesting sworn proof of loss within 60 days per Section I Condition 2.f, examinations "
    "under oath of both insureds, and documents (furnace service records, home inspection report, travel "
    "itinerary). Proof of loss form enclosed.\n\n"
    "03/04/2024 12:10  C. TALLIS  CONTACT\n"
    "Letter of representation received from Nadia Marchetti, Esq., Marchetti & Lowe, P.C.\n\n"
    "03/12/2024 16:45  D. WHITCOMB  SIU\n"
    "SIU review closed. Thermostat data consistent with 58°F set point 01/09 - 01/23. FNOL statement was an "
    "approximation. No indicators of fraud identified. File returned to line adjuster.",
    "04/08/2024 10:20  C. TALLIS  PROOF OF LOSS\n"
    "Sworn proof of loss dated 04/05/2024 received via counsel. Amount claimed $76,493.77 (Cov A ACV $62,525.77; "
    "Cov C $11,608.00; Cov D $4,860.00; less $2,500.00 deductible).\n\n"
    "04/10/2024 09:40  C. TALLIS  RESERVE\n"
    "Cov D reserve increased to $2,860.00 (ALE claimed $4,860.00 less $2,500.00 advance).\n\n"
    "04/16/2024 13:05  C. TALLIS  EUO\n"
    "EUO of Gideon Abernathy taken at Fenstermacher & Dorn LLP, 10:04 a.m. to 12:18 p.m. EUO of Priya Abernathy "
    "not taken; to be scheduled if needed.\n\n"
    "05/02/2024 11:30  M. EBERSOLE  DOCUMENTS\n"
    "EUO transcript received from Keystone Court Reporting.\n\n"
    "05/06/2024 16:20  M. EBERSOLE  CONTACT\n"
    "E-mail from N. Marchetti demanding coverage decision; states 28 days since proof of loss.\n\n"
    "05/20/2024 15:00  M. EBERSOLE  COVERAGE\n"
    "Coverage opinion received from L. Fenstermacher. Recommends denial under freeze exclusion: insureds did not "
    "shut off water or drain system; register closed; pipe in exterior wall. Recommends long-term seepage "
    "exclusion as to toilet flange and subfloor.\n\n"
    "06/11/2024 14:55  M. EBERSOLE  LETTER\n"
    "Denial letter issued to insureds c/o counsel. All reserves closed. Lehigh Dry-Out invoice not paid.",
]

# ---------------------------------------------------------------- D4 e-mail with ROR attachment
EMAIL1_BODY = """Dear Mr. and Mrs. Abernathy,

Thank you for speaking with me this morning. As we discussed, I inspected your home on January 25 with Mr. Kessler and the Lehigh Dry-Out crew. Attached is Ridgeline's reservation of rights letter of today's date.

Ridgeline has not denied your claim. We are continuing to investigate the cause of the loss under a full reservation of rights, including the policy's freezing provision.

Next steps:

1. Ridgeline has retained Peter Lindqvist, P.E., of Halvorsen Forensic Engineering, who will inspect on Tuesday, January 30, at 10:00 a.m. Mr. Kessler has agreed to let him in.

2. Please preserve the section of pipe that Lehigh Dry-Out removed. It is presently tagged and in the custody of Marco Quintero.

3. When you return, please send me the temperature history from your Wi-Fi thermostat for January 1 through January 31, 2024.

4. Additional living expense: once you are back on February 2, keep all receipts. I can arrange an advance of up to $2,500 toward ALE while we investigate.

Please call me with any questions. My direct line is (484) 555-0172.

Corinne Tallis
Field Adjuster, Property Claims
Ridgeline Mutual Insurance Company
Eastern Regional Claims Office
P.O. Box 4471, Allentown, PA 18105
"""
ROR_PAGES = [
    "RIDGELINE MUTUAL INSURANCE COMPANY\nEastern Regional Claims Office\nP.O. Box 4471, Allentown, PA 18105\n\n"
    "January 26, 2024\n\nVIA E-MAIL AND FIRST-CLASS MAIL\n\nGideon R. Abernathy and Priya S. Abernathy\n"
    "418 Linden Hollow Road\nEmmaus, PA 18049\n\nRe: RESERVATION OF RIGHTS\nClaim No. RM-HO-24-0117736\n"
    "Policy No. HP-4471-20938\n\nDear Mr. and Mrs. Abernathy:\n\n"
    "Ridgeline Mutual Insurance Company acknowledges your report of water damage at the residence premises. "
    "Ridgeline is investigating the claim subject to a full reservation of its rights under the policy, "
    "including Section I - Perils Insured Against, paragraph A.2.c.(1) (freezing) and paragraph A.2.c.(6) "
    "(continuous or repeated seepage or leakage), and Section I - Condition 14 (Concealment Or Fraud).",
    "Nothing in this letter, and no act of Ridgeline in investigating the claim, waives any term of the policy. "
    "Please continue to protect the property from further damage and keep all receipts.\n\n"
    "Sincerely,\n\nCorinne Tallis\nField Adjuster, Property Claims\n\ncc: Harmon & Reece Insurance Agency, Inc.",
]

# ---------------------------------------------------------------- D5 mitigation invoice
INV_ITEMS = [
    ("1", "Emergency response / service call", "1 EA", "425.00", "425.00"),
    ("2", "Water extraction - hardwood and carpet", "1,140 SF", "1.10", "1,254.00"),
    ("3", "Remove and dispose wet drywall (ceiling/walls)", "386 SF", "2.35", "907.10"),
    ("4", "Remove wet insulation", "210 SF", "1.05", "220.50"),
    ("5", "Tear out cupped hardwood flooring", "412 SF", "2.60", "1,071.20"),
    ("6", "Air mover (14 units x 8 days)", "112 DA", "32.00", "3,584.00"),
    ("7", "LGR dehumidifier (3 units x 8 days)", "24 DA", "125.00", "3,000.00"),
    ("8", "HEPA air scrubber (2 units x 8 days)", "16 DA", "95.00", "1,520.00"),
    ("9", "Antimicrobial application", "1,140 SF", "0.42", "478.80"),
    ("10", "Moisture monitoring and documentation", "8 EA", "85.00", "680.00"),
    ("11", "Containment barrier", "2 EA", "145.00", "290.00"),
]
INV_P1_HEAD = ("LEHIGH DRY-OUT RESTORATION, LLC\n2250 Mill Race Road, Coopersburg, PA 18036\n"
               "24-Hour Emergency Line (610) 555-0199   PA HIC #PA118422\n\n"
               "INVOICE\n\nInvoice No.: LDR-24-0188\nInvoice Date: February 6, 2024\n"
               "Job Dates: January 23, 2024 - February 3, 2024\n\n"
               "Bill To: Gideon R. & Priya S. Abernathy, 418 Linden Hollow Road, Emmaus, PA 18049\n"
               "Insurance Carrier: Ridgeline Mutual Insurance Company   Claim No. RM-HO-24-0117736\n"
               "Adjuster: Corinne Tallis\nType of Loss: Water - Category 1 (clean water supply line)\n")
INV_P2 = ("LEHIGH DRY-OUT RESTORATION, LLC - Invoice LDR-24-0188 (continued)                     Page 2 of 2\n\n"
          "Subtotal, line items 1-11:                                $13,430.60\n"
          "Dumpster and haul-off:                                       $312.00\n"
          "Equipment decontamination:                                   $543.95\n"
          "TOTAL DUE:                                               $14,286.55\n\n"
          "Payment terms: Net 30. Balance due: $14,286.55. A finance charge of 1.5% per month applies to balances "
          "more than 30 days past due.\n\n"
          "JOB NOTES\n"
          "Arrived on site 11:05 a.m. on 01/23/2024. Standing water in kitchen and living room approx. 1/4 inch. "
          "Main water valve already shut off by neighbor. Opened north wall of 2nd floor hall bath; split found in "
          "1/2 in. copper line to lavatory. Split section cut out, tagged LDR-0188-01 and retained for adjuster and "
          "engineer. Drying goals met 02/01/2024. Equipment removed 02/03/2024; tagged pipe section released to "
          "owner G. Abernathy the same day.\n\n"
          "WORK AUTHORIZATION\n"
          "Work authorized 01/23/2024 at 11:10 a.m. by Walter Kessler on behalf of owners (authorization confirmed "
          "by Priya Abernathy by telephone). Owner directs that this invoice be submitted to the insurance carrier; "
          "owner remains responsible for any balance not paid by the carrier.\n\n"
          "Technician: Marco Quintero, WRT/ASD\nThank you for choosing Lehigh Dry-Out.")

# ---------------------------------------------------------------- D6 engineering report
ENG = [
    "HALVORSEN FORENSIC ENGINEERING, INC.\n3300 Emrick Boulevard, Suite 210, Bethlehem, PA 18020\n\n"
    "February 14, 2024\n\n"
    "Ms. Corinne Tallis, Field Adjuster\nRidgeline Mutual Insurance Company\nP.O. Box 4471, Allentown, PA 18105\n\n"
    "Re: Insureds: Gideon R. and Priya S. Abernathy\n"
    "Loss Location: 418 Linden Hollow Road, Emmaus, PA 18049\n"
    "Claim No.: RM-HO-24-0117736\nHFE File No.: HFE-24-0391\n\n"
    "1. ASSIGNMENT\n"
    "Halvorsen Forensic Engineering, Inc. (HFE) was retained by Ridgeline Mutual Insurance Company to determine "
    "the cause of the water discharge discovered at the above dwelling on January 23, 2024.\n\n"
    "2. SUMMARY OF CONCLUSIONS\n"
    "a. The water discharge originated from a longitudinal split in a 1/2-inch Type M copper cold-water branch "
    "line serving the lavatory in the second-floor hall bathroom.\n"
    "b. The split is characteristic of freeze-induced over-pressurization of the line.\n"
    "c. The line was located within the north exterior wall, between the wall insulation and the exterior "
    "sheathing, outside the thermal envelope of the building.\n"
    "d. The heating system was operating, and the first-floor hall was maintained at approximately 58°F "
    "throughout the period of the insureds' absence.\n"
    "e. The deterioration of the subfloor at the toilet flange is the result of long-term leakage over a period "
    "of months or longer and is not related to the January 2024 discharge.",
    "HFE File No. HFE-24-0391                                                             Page 2 of 3\n\n"
    "3. SITE INSPECTION\n"
    "The undersigned inspected the dwelling on January 30, 2024, beginning at 10:00 a.m. Ms. Tallis and the "
    "neighbor, Mr. Walter Kessler, were present. The dwelling is a two-story, wood-framed, single-family "
    "residence built in 1987 of approximately 2,350 square feet, heated by a natural-gas forced-air furnace in the "
    "basement and controlled by a single thermostat in the first-floor hall.\n\n"
    "The north exterior wall of the second-floor hall bathroom had been opened by the mitigation contractor. The "
    "wall is framed with 2x4 studs and insulated with R-13 kraft-faced fiberglass batts. The lavatory branch line "
    "was positioned between the batt and the exterior sheathing, on the cold side of the insulation.\n\n"
    "The pipe section removed by Lehigh Dry-Out Restoration (tag LDR-0188-01) was examined under 10x "
    "magnification. The split is 2-1/4 inches long, located approximately 14 inches above the finished floor, "
    "with outward-bulged edges. No evidence of corrosion pitting was observed at or near the split.\n\n"
    "The floor register in the hall bathroom was in the fully closed position. The bathroom door was closed.\n\n"
    "4. WEATHER DATA\n"
    "Daily low temperatures recorded at Lehigh Valley International Airport (KABE), approximately 9 miles from "
    "the dwelling:\n\n"
    "January 14, 2024 - 24°F        January 19, 2024 - 15°F\n"
    "January 15, 2024 - 16°F        January 20, 2024 - 11°F\n"
    "January 16, 2024 - 9°F         January 21, 2024 - 19°F\n"
    "January 17, 2024 - 4°F         January 22, 2024 - 28°F\n"
    "January 18, 2024 - 12°F        January 23, 2024 - 34°F",
    "HFE File No. HFE-24-0391                                                             Page 3 of 3\n\n"
    "5. THERMOSTAT DATA\n"
    "The insureds' thermostat history for January 1 through January 31, 2024 was provided by Ridgeline on "
    "February 8, 2024. The set point was 58°F from 6:48 a.m. on January 9, 2024 through January 23, 2024. The "
    "recorded indoor temperature at the thermostat ranged from 56°F to 59°F during that period. No interruption "
    "in heating system operation was recorded.\n\n"
    "6. ANALYSIS\n"
    "The maintained interior temperature of 58°F was sufficient to keep the conditioned interior spaces above "
    "freezing. However, with the floor register closed and the door closed, the hall bathroom received little "
    "heated air, and the branch line, positioned on the cold side of the insulation, was exposed to temperatures "
    "approaching outdoor conditions. In our opinion the line froze during the period of January 16 through "
    "January 20, 2024, and the discharge began when the ice plug thawed, most probably on January 21 or January "
    "22, 2024. A copper line of this type would not have frozen had the water supply been shut off and the line "
    "drained.\n\n"
    "HFE did not evaluate whether the insureds' actions constituted reasonable care, which is a coverage question "
    "outside the scope of this assignment.\n\n"
    "7. CONCLUSIONS\n"
    "The conclusions stated in Section 2 are held to a reasonable degree of engineering certainty. HFE reserves "
    "the right to revise them if additional information becomes available.\n\n"
    "Respectfully submitted,\n\nPeter Lindqvist, P.E.\nSenior Consultant\nPennsylvania P.E. License No. PE078812",
]

# ---------------------------------------------------------------- D7 proof of loss (scanned)
POL = [
    "SWORN STATEMENT IN PROOF OF LOSS\n\n"
    "Ridgeline Mutual Insurance Company\n"
    "Policy No. HP-4471-20938          Claim No. RM-HO-24-0117736\n"
    "Amount of Policy at Time of Loss (Coverage A): $412,000\n"
    "Date Issued: 03/14/2023           Date Expires: 03/14/2024\n"
    "Agent: Harmon & Reece Insurance Agency, Inc.\n\n"
    "To Ridgeline Mutual Insurance Company:\n"
    "At the time of loss, by the above policy you insured Gideon R. Abernathy and Priya S. Abernathy against "
    "loss by water to the property described, according to the terms and conditions of the policy.\n\n"
    "1. TIME AND ORIGIN: A water loss was discovered at about 7:40 a.m. on the 23rd day of January, 2024. "
    "The cause and origin of the loss: sudden discharge of water from a split copper water line inside the "
    "north wall of the second-floor hall bathroom. The insureds were traveling abroad from January 9 to "
    "February 2, 2024. The heat was on and the thermostat was set at 58 degrees.\n\n"
    "2. OCCUPANCY: Owner-occupied single-family dwelling.\n\n"
    "3. TITLE AND INTEREST: The insureds own the property. No other person has any interest in it except "
    "Saucon Valley Savings Bank, mortgagee.\n\n"
    "4. CHANGES: None.\n\n"
    "5. OTHER INSURANCE: None.",
    "6. AMOUNT CLAIMED:\n\n"
    "Dwelling - replacement cost of repair ........ $71,842.17\n"
    "Less depreciation ............................ $9,316.40\n"
    "Dwelling - actual cash value ................. $62,525.77\n"
    "Personal property - actual cash value ........ $11,608.00\n"
    "Additional living expense (2/2 - 3/15/2024) .. $4,860.00\n"
    "Total ........................................ $78,993.77\n"
    "Less deductible .............................. $2,500.00\n"
    "NET AMOUNT CLAIMED ........................... $76,493.77\n\n"
    "The loss did not originate by any act, design or procurement on the part of the insureds. Nothing has "
    "been done by or with the privity or consent of the insureds to violate the conditions of the policy. No "
    "attempt has been made to deceive the company as to the extent of the loss.\n\n"
    "Gideon R. Abernathy (signed)            Priya S. Abernathy (signed)\n\n"
    "Subscribed and sworn to before me this 5th day of April, 2024.\n\n"
    "Rosalind T. Greer (signed), Notary Public, Lehigh County\n"
    "My commission expires September 30, 2026. Commission No. 1298874",
]

# ---------------------------------------------------------------- D8 EUO transcript
EUO_COVER = [
    "RIDGELINE MUTUAL INSURANCE COMPANY",
    "",
    "In re: Claim No. RM-HO-24-0117736",
    "Insureds: Gideon R. Abernathy and Priya S. Abernathy",
    "Policy No. HP-4471-20938",
    "Loss Location: 418 Linden Hollow Road, Emmaus, PA 18049",
    "",
    "    EXAMINATION UNDER OATH OF GIDEON R. ABERNATHY",
    "",
    "DATE:   Tuesday, April 16, 2024",
    "TIME:   10:04 a.m.",
    "PLACE:  Fenstermacher & Dorn LLP",
    "        740 Hamilton Street, Suite 1100",
    "        Allentown, Pennsylvania 18101",
    "",
    "APPEARANCES:",
    "For Ridgeline Mutual Insurance Company:",
    "     LORRAINE A. FENSTERMACHER, ESQUIRE",
    "For the Insureds:",
    "     NADIA MARCHETTI, ESQUIRE, Marchetti & Lowe, P.C.",
    "Also present: Corinne Tallis, Field Adjuster",
    "",
    "Reported by: Joan P. Riegel, Court Reporter",
    "Keystone Court Reporting, LLC",
    "",
]
EUO_PAGES = {
    22: [
        "Q. Let's go back to the trip itself. When did you and your",
        "wife leave for India?",
        "A. We flew out of Newark on January 9th. It was a Tuesday.",
        "Q. And when did you come back?",
        "A. February 2nd. We landed that Friday night.",
        "Q. Who, if anyone, knew that the house would be empty while",
        "you were gone?",
        "A. Our neighbor, Walt Kessler. He lives at 420, right next",
        "door. He's had a key to our house for about six years.",
        "Q. Did you ask Mr. Kessler to do anything while you were",
        "away?",
        "A. Bring in the mail, and walk through the house every few",
        "days to make sure everything was okay.",
        "Q. Do you know when he last walked through before the",
        "water was discovered?",
        "A. He told me it was the Friday before, so January 19th.",
        "He said everything looked normal.",
        "Q. Did he go into the second-floor bathroom that day?",
        "A. I don't know. I wasn't there. You'd have to ask him.",
        "Q. Did anyone else have access to the house?",
        "A. No.",
        "Q. No cleaning service, no house sitter?",
        "A. No. Our cleaning service comes twice a month, but we",
        "put them on hold for the whole trip.",
        "Q. All right. Let's talk about the thermostat.",
    ],
    23: [
        "A. Okay.",
        "Q. Where is the thermostat in the house?",
        "A. On the first floor, in the hallway outside the kitchen.",
        "There's only one. It controls the whole house.",
        "Q. What kind of thermostat is it?",
        "A. It's a Wi-Fi thermostat. You can see it and change it",
        "from an app on your phone.",
        "Q. What was it set to when you left on January 9th?",
        "A. Fifty-eight degrees. I set it myself the morning we",
        "left.",
        "Q. Why fifty-eight?",
        "A. We always set it at fifty-eight when we travel in the",
        "winter. It keeps the bills down, and it's what our",
        "furnace guy told us years ago was safe.",
        "Q. Who is your furnace guy?",
        "A. Bachman Plumbing & Heating, in Macungie. They service",
        "the furnace every October.",
        "Q. Did they service it in October of 2023?",
        "A. Yes, October 12th, I believe. I gave you the invoice.",
        "Q. While you were in India, did you look at the app?",
        "A. Almost every day. It showed fifty-eight, and the",
        "temperature in the house was fifty-seven or fifty-eight.",
        "Q. Did you ever change the setting from India?",
        "A. No. I never touched it. I didn't lower it to fifty-five",
        "or anything else. It stayed at fifty-eight the whole time.",
    ],
    24: [
        "Q. Let's go upstairs. The hall bathroom on the second",
        "floor, that's where the pipe split, correct?",
        "A. That's what they told us, yes.",
        "Q. There is a heat register in that bathroom, isn't there?",
        "A. Yes, in the floor, under the window.",
        "Q. When Ms. Tallis inspected on January 25th, the register",
        "was closed. Do you know who closed it?",
        "A. I don't. It has a little lever. My wife sometimes closes",
        "it in the summer because the air conditioning makes that",
        "room freezing. I don't remember whether it was open or",
        "closed in January.",
        "Q. You didn't check the registers before you left?",
        "A. No, I did not check the registers. I checked the",
        "thermostat and I checked that the furnace was running.",
        "Q. Did you leave the bathroom door open or closed?",
        "A. I believe closed. We usually keep it closed.",
        "Q. Did you open the cabinet doors under the sink?",
        "A. No.",
        "Q. Did anyone ever tell you that the pipe to the sink ran",
        "in the outside wall?",
        "A. No. I had no idea. You can't see it. It's behind the",
        "tile. We bought the house in 2016, and nobody ever",
        "mentioned it, not the inspector, not Bachman, nobody.",
        "Q. Did you have a home inspection when you bought it?",
        "A. Yes. In June of 2016. I gave you that report too.",
    ],
    25: [
        "Q. Before you left for the trip, did you shut off the main",
        "water valve?",
        "A. No.",
        "Q. Did you drain the plumbing system?",
        "A. No. We've never drained it. We went away in the winter",
        "twice before, in 2019 and again in 2022, for about three",
        "weeks each time, with the heat at fifty-eight, and we",
        "never had a problem.",
        "Q. Did your insurance agent ever tell you to shut off the",
        "water when you traveled?",
        "A. No. Nobody at Harmon & Reece ever said that, and",
        "nothing Ridgeline sent us said that either.",
        "Q. Did you read the policy?",
        "A. Not cover to cover. I read the declarations page when",
        "it renewed.",
        "Q. I want to show you what's been marked as Exhibit R-4.",
        "(Exhibit R-4 marked for identification.)",
        "Q. This is the Halvorsen report. Have you seen it?",
        "A. Yes. Our lawyer sent it to me.",
        "Q. Mr. Lindqvist says the room was at about fifty-eight",
        "degrees but the wall cavity got below freezing. Do you",
        "have any reason to disagree with that?",
        "MS. MARCHETTI: Objection. He's not an engineer.",
        "You can answer.",
        "A. I'm not an engineer. I just know the heat was on.",
    ],
    26: [
        "Q. Let's talk about the toilet in that same bathroom. Have",
        "you had any problems with it?",
        "A. In 2021 it rocked a little and there was a stain on the",
        "ceiling below. Bachman replaced the wax ring.",
        "Q. Do you remember when in 2021?",
        "A. The spring. March or April of 2021.",
        "Q. Did you make an insurance claim for that?",
        "A. No. It was a couple hundred dollars. I paid it myself.",
        "Q. Was there any leaking from the toilet after the wax ring",
        "was replaced?",
        "A. Not that I ever saw. The stain never came back.",
        "Q. Have you ever made any claim under a homeowners",
        "policy before this one?",
        "A. One. A hailstorm in 2018 damaged the roof, when we were",
        "with a different company. That's the only one.",
        "Q. What company?",
        "A. I think it was Penn Harbor. I'd have to look.",
        "Q. Before this loss, were you behind on the mortgage?",
        "A. No. Never.",
        "Q. Any liens or judgments against the property?",
        "A. No.",
        "Q. Any financial difficulty in the past two years?",
        "A. No. I've been at Saucon Creek Medical Center for",
        "eleven years. My wife is a pharmacist. We're fine.",
        "Q. Thank you. I have to ask those.",
    ],
    27: [
        "Q. Now, the section of pipe that split. Where is it today?",
        "A. In my garage, in a plastic bag, with a tag on it.",
        "Q. How did it get there?",
        "A. Marco from Lehigh Dry-Out cut it out on the 23rd. He",
        "tagged it and kept it in his truck, and he gave it to me",
        "on February 3rd, the day they picked up the equipment.",
        "Q. Has anyone from Ridgeline asked to see it?",
        "A. Mr. Lindqvist looked at it at the house on January",
        "30th, before Marco gave it to me. After that, nobody",
        "asked. I told Ms. Tallis in February she could have it",
        "whenever she wanted.",
        "Q. Has it been altered in any way since January 23rd?",
        "A. No. It's exactly the way Marco handed it to me.",
        "MS. FENSTERMACHER: We'd ask that it be preserved.",
        "MS. MARCHETTI: It will be. It has been.",
        "Q. Let's move to the loss of use. Where did you stay when",
        "you got back from India?",
        "A. An extended-stay hotel in Bethlehem, from February 2nd",
        "to March 15th.",
        "Q. Why did you leave the hotel on March 15th?",
        "A. The money ran out. Ridgeline gave us $2,500, and the",
        "hotel was over $4,800 by then. We moved in with my",
        "wife's sister in Macungie on the 16th.",
        "Q. Are you still there?",
        "A. Yes. Six of us in a three-bedroom house.",
    ],
    28: [
        "Q. Have any repairs been made to the house?",
        "A. Only what Lehigh Dry-Out did to dry it out. They took",
        "out the wet drywall, the ceiling in the kitchen, and the",
        "living room floor. Nothing has been put back.",
        "Q. Why not?",
        "A. We can't afford to rebuild it and pay the mortgage and",
        "wait for Ridgeline. The contractor estimate is over",
        "seventy-one thousand dollars.",
        "Q. Who prepared that estimate?",
        "A. Fairview Restoration. Mr. Dreisbach.",
        "Q. Has Lehigh Dry-Out been paid?",
        "A. No. They've sent us two past-due notices. They say",
        "they billed Ridgeline directly and Ridgeline won't pay.",
        "Q. Let's look at the proof of loss, Exhibit R-7.",
        "(Exhibit R-7 marked for identification.)",
        "Q. Is that your signature on the second page?",
        "A. Yes, mine and my wife's.",
        "Q. You signed it on April 5th in front of a notary?",
        "A. Yes, at our bank.",
        "Q. The personal property figure is $11,608. How did you",
        "come up with that?",
        "A. We went room by room with the inventory form Ms.",
        "Tallis gave us. Mostly the living room furniture, the",
        "rug, and things in the kitchen. We took photos of all",
        "of it before anything was thrown out.",
    ],
    29: [
        "Q. Is there anything in your proof of loss that you now",
        "believe is inaccurate?",
        "A. No.",
        "Q. Anything you want to add or correct in your testimony",
        "today?",
        "A. Just that I want to be clear about the heat. The heat",
        "was on the whole time. The furnace was running when",
        "Walt went in on the 23rd, and it was running when Ms.",
        "Tallis came on the 25th. We did what we always do.",
        "MS. FENSTERMACHER: I have nothing further at this",
        "time. We'll keep the examination open pending the",
        "documents we discussed, and we may want to examine",
        "Mrs. Abernathy.",
        "MS. MARCHETTI: Mrs. Abernathy is available. We'll",
        "read and sign.",
        "(Whereupon the examination was adjourned at",
        "12:18 p.m.)",
        "",
        "              -  -  -",
        "",
        "",
        "",
        "",
        "",
        "",
    ],
}

# ---------------------------------------------------------------- D9 e-mail
EMAIL2_BODY = """Ms. Marchetti,

I write in response to your e-mail of May 6. Ridgeline received the transcript of Mr. Abernathy's examination under oath on May 2, 2024. Our coverage review is ongoing, and we now expect to issue a written coverage determination no later than June 14, 2024.

You are correct that the sworn proof of loss was received on April 8, 2024. Ridgeline does not contend that notice of the loss was late, and we have no questions about Mr. Kessler's efforts to stop the water.

We do not intend to examine Mrs. Abernathy at this time. We would still like to inspect the removed pipe section. Please let me know a convenient date for our engineer to collect it, and we will provide chain-of-custody documentation.

As to the Lehigh Dry-Out invoice, Ridgeline will not make payment to the vendor while coverage remains under review.

Martin Ebersole
Property Claims Supervisor
Ridgeline Mutual Insurance Company
Eastern Regional Claims Office
(484) 555-0160

-----Original Message-----
From: Nadia Marchetti <nmarchetti@marchettilowe.com>
Sent: Monday, May 6, 2024 4:12 PM
To: Martin Ebersole <mebersole@ridgeline-mutual.com>
Subject: Abernathy / Claim RM-HO-24-0117736 - coverage decision

Mr. Ebersole: Ridgeline received my clients' sworn proof of loss 28 days ago, on April 8. Under 31 Pa. Code § 146.7 my clients were entitled to a decision within 15 working days. Please tell me when Ridgeline will accept or deny the claim. The Abernathys are living with family, and Lehigh Dry-Out is threatening collection.

Nadia Marchetti
Marchetti & Lowe, P.C.
"""

# ---------------------------------------------------------------- D10 denial letter
DENIAL = [
    "RIDGELINE MUTUAL INSURANCE COMPANY\nEastern Regional Claims Office\nP.O. Box 4471, Allentown, PA 18105\n\n"
    "June 11, 2024\n\n"
    "VIA E-MAIL AND CERTIFIED MAIL No. 9589 0710 5270 0412 8836 15\n\n"
    "Gideon R. Abernathy and Priya S. Abernathy\nc/o Nadia Marchetti, Esquire\nMarchetti & Lowe, P.C.\n"
    "33 South Seventh Street, Suite 400\nAllentown, PA 18101\n\n"
    "Re: Insureds: Gideon R. Abernathy and Priya S. Abernathy\nPolicy No.: HP-4471-20938\n"
    "Claim No.: RM-HO-24-0117736\nDate of Loss: January 23, 2024\n"
    "Loss Location: 418 Linden Hollow Road, Emmaus, PA 18049\n\n"
    "Dear Mr. and Mrs. Abernathy:\n\n"
    "Ridgeline Mutual Insurance Company (\"Ridgeline\") has completed its investigation of the water loss "
    "reported on January 23, 2024 at the above location. We have reviewed the Sworn Statement in Proof of Loss "
    "dated April 5, 2024, in the amount of $76,493.77, the report of Halvorsen Forensic Engineering, Inc. dated "
    "February 14, 2024, the examination under oath of Gideon R. Abernathy taken April 16, 2024, and the "
    "documents you provided. For the reasons below, Ridgeline must respectfully deny your claim.\n\n"
    "FACTS\n"
    "On January 23, 2024, your neighbor discovered water discharging from the dwelling. You had been traveling "
    "outside the United States since January 9, 2024. The water supply to the dwelling had not been shut off and "
    "the plumbing system had not been drained. Our engineer determined that a one-half-inch copper cold-water line "
    "in the north exterior wall of the second-floor hall bathroom split as a result of freezing, and that the "
    "discharge began when the line thawed. At our inspection on January 25, 2024, the floor register in that "
    "bathroom was closed.",
    "Claim No. RM-HO-24-0117736                                                          Page 2 of 3\n\n"
    "POLICY PROVISIONS\n"
    "Your policy, form RM HO 03 (07-21), provides in Section I - Perils Insured Against, paragraph A.2.c.:\n\n"
    "We do not insure, however, for loss: ... c. Caused by: (1) Freezing of a plumbing, heating, air "
    "conditioning or automatic fire protective sprinkler system or of a household appliance, or by discharge, "
    "leakage or overflow from within the system or appliance caused by freezing. This provision does not apply "
    "if you have used reasonable care to: (a) Maintain heat in the building; or (b) Shut off the water supply and "
    "drain all systems and appliances of water. ... (6) Continuous or repeated seepage or leakage of water or "
    "steam, over a period of fourteen (14) or more days, from within ... any shower stall, bathtub, toilet or "
    "plumbing fixture.\n\n"
    "COVERAGE POSITION\n"
    "Ridgeline has concluded that you did not use reasonable care to maintain heat in the building within the "
    "meaning of the policy. Although the thermostat was set at 58°F, the heat register serving the hall bathroom "
    "was closed, the bathroom door was closed, and no steps were taken to protect the plumbing in the exterior "
    "wall during a period when outdoor temperatures fell to 4°F. Nor was the water supply shut off or the system "
    "drained. The freezing exclusion therefore applies to the loss to the dwelling and, because the personal "
    "property and additional living expense claims arise from the same excluded loss, to those claims as well.\n\n"
    "Separately, our engineer determined that the deterioration of the subfloor around the toilet flange resulted "
    "from long-term leakage over a period of months. Under paragraph A.2.c.(6), no coverage is afforded for that "
    "damage.",
    "Claim No. RM-HO-24-0117736                                                          Page 3 of 3\n\n"
    "ADDITIONAL MATTERS\n"
    "Ridgeline will not seek repayment of the $2,500.00 advance paid on February 5, 2024 for additional living "
    "expense.\n\n"
    "Ridgeline reserves all of its rights under the policy, including Section I - Condition 14 (Concealment Or "
    "Fraud). Nothing in this letter waives any term or condition of the policy, and Ridgeline reserves the right "
    "to supplement this letter if additional information becomes available.\n\n"
    "Please note Section I - Condition 7, Suit Against Us, which requires that any action be started within one "
    "year after the date of loss.\n\n"
    "If you believe that all or part of this claim has been wrongfully denied, you may have the matter reviewed "
    "by the Pennsylvania Insurance Department, Bureau of Consumer Services, Harrisburg, PA.\n\n"
    "Sincerely,\n\nMartin Ebersole\nProperty Claims Supervisor\nRidgeline Mutual Insurance Company\n\n"
    "cc: Saucon Valley Savings Bank (mortgagee), Loan No. 0092215-7\n"
    "    Harmon & Reece Insurance Agency, Inc.\n"
    "    Corinne Tallis, Field Adjuster",
]

# ---------------------------------------------------------------- D11 financial table
FIN_COLS = [36, 102, 200, 282, 482, 560, 630, 700]
FIN_HEAD = ("Date", "Transaction", "Coverage", "Payee / Description", "Check / Ref.", "Amount", "Reserve After", "User")
FIN_ROWS = [
    ("01/23/2024", "Reserve - open", "A Dwelling", "Initial reserve", "-", "25,000.00", "25,000.00", "CTALLIS"),
    ("01/23/2024", "Reserve - open", "C Pers. Prop.", "Initial reserve", "-", "5,000.00", "5,000.00", "CTALLIS"),
    ("01/23/2024", "Reserve - open", "D Loss of Use", "Initial reserve", "-", "3,000.00", "3,000.00", "CTALLIS"),
    ("02/05/2024", "Payment - indemnity", "D Loss of Use", "G.R. & P.S. Abernathy - ALE advance", "Chk 0088314",
     "2,500.00", "500.00", "CTALLIS"),
    ("02/09/2024", "Reserve - increase", "A Dwelling", "Per Fairview est. / LDR invoice", "-", "43,500.00",
     "68,500.00", "CTALLIS"),
    ("02/09/2024", "Reserve - increase", "C Pers. Prop.", "Contents estimate", "-", "7,000.00", "12,000.00",
     "CTALLIS"),
    ("02/12/2024", "Reserve - open", "Expense", "Engineering", "-", "6,000.00", "6,000.00", "MEBERSOLE"),
    ("02/22/2024", "Payment - expense", "Expense", "Halvorsen Forensic Eng. - HFE-24-0391", "ACH 552190",
     "4,850.00", "1,150.00", "MEBERSOLE"),
    ("04/10/2024", "Reserve - increase", "D Loss of Use", "Per POL dated 04/05/2024", "-", "2,360.00",
     "2,860.00", "CTALLIS"),
    ("04/10/2024", "Reserve - increase", "Expense", "EUO / coverage counsel", "-", "9,000.00", "10,150.00",
     "MEBERSOLE"),
    ("05/03/2024", "Payment - expense", "Expense", "Keystone Court Reporting - EUO transcript", "ACH 561044",
     "1,162.50", "8,987.50", "MEBERSOLE"),
    ("05/24/2024", "Payment - expense", "Expense", "Fenstermacher & Dorn LLP - coverage counsel", "ACH 563902",
     "6,400.00", "2,587.50", "MEBERSOLE"),
    ("06/11/2024", "Reserve - close", "A Dwelling", "Claim denied", "-", "(68,500.00)", "0.00", "MEBERSOLE"),
    ("06/11/2024", "Reserve - close", "C Pers. Prop.", "Claim denied", "-", "(12,000.00)", "0.00", "MEBERSOLE"),
    ("06/11/2024", "Reserve - close", "D Loss of Use", "Claim denied", "-", "(2,860.00)", "0.00", "MEBERSOLE"),
    ("06/11/2024", "Reserve - close", "Expense", "File closed", "-", "(2,587.50)", "0.00", "MEBERSOLE"),
]
FIN_TITLE = ("RIDGELINE MUTUAL INSURANCE COMPANY - CLAIM FINANCIAL HISTORY (RESERVES AND PAYMENTS)\n"
             "Claim No. RM-HO-24-0117736   Insureds: Gideon R. & Priya S. Abernathy   Policy No. HP-4471-20938\n"
             "Report run 06/12/2024 08:15 by MEBERSOLE   CONFIDENTIAL")
FIN_P2 = [
    "PENDING INVOICES AND PAYMENT REQUESTS",
    "",
    "Payee / Item                                   Reference           Date         Amount      Status",
    "Lehigh Dry-Out Restoration, LLC - mitigation   Inv. LDR-24-0188    02/06/2024   14,286.55   Pended - coverage; not paid",
    "Abernathy - ALE, hotel 02/02-03/15/2024        POL 04/05/2024      04/08/2024    4,860.00   Not paid (balance after advance 2,360.00)",
    "Abernathy - dwelling ACV                       POL 04/05/2024      04/08/2024   62,525.77   Not paid - claim denied 06/11/2024",
    "Abernathy - personal property ACV              POL 04/05/2024      04/08/2024   11,608.00   Not paid - claim denied 06/11/2024",
    "",
    "CLAIM TOTALS (as of 06/11/2024)",
    "",
    "Indemnity paid - Coverage A Dwelling ..........................      0.00",
    "Indemnity paid - Coverage C Personal Property .................      0.00",
    "Indemnity paid - Coverage D Loss of Use .......................  2,500.00",
    "Total indemnity paid ..........................................  2,500.00",
    "Expense paid (engineering, court reporter, counsel) ........... 12,412.50",
    "Total paid on claim ........................................... 14,912.50",
    "Outstanding reserves ..........................................      0.00",
    "",
    "End of report.",
]


# ---------------------------------------------------------------- writers
def _box(page, rect, text, size, font="helv"):
    rc = page.insert_textbox(rect, text, fontsize=size, fontname=font)
    if rc < 0:
        raise SystemExit(f"text overflow ({rc:.0f}) on a page starting {text[:60]!r}")


def text_pdf(path, pages, size=10.5, font="helv"):
    doc = pymupdf.open()
    for t in pages:
        page = doc.new_page(width=W, height=H)
        _box(page, pymupdf.Rect(60, 54, W - 60, H - 54), t, size, font)
    doc.save(path, garbage=3, deflate=True)


def scanned_pdf(path, pages, size=11.5):
    doc = pymupdf.open()
    for t in pages:
        page = doc.new_page(width=W, height=H)
        _box(page, pymupdf.Rect(72, 72, W - 72, H - 72), t, size)
        pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
        doc.delete_page(-1)
        page = doc.new_page(width=W, height=H)
        page.insert_image(page.rect, stream=pix.tobytes("png"))
    doc.save(path, garbage=3, deflate=True)


def notes_pdf(path):
    doc = pymupdf.open()
    for i, body in enumerate(NOTES, 1):
        page = doc.new_page(width=W, height=H)
        _box(page, pymupdf.Rect(50, 40, W - 50, 110), NOTES_HEAD.format(n=i), 8)
        _box(page, pymupdf.Rect(50, 112, W - 50, H - 40), body, 9.5)
    doc.save(path, garbage=3, deflate=True)


def invoice_pdf(path):
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _box(page, pymupdf.Rect(60, 54, W - 60, 300), INV_P1_HEAD, 10)
    y = 320
    cols = [60, 86, 350, 430, 500]
    for j, h in enumerate(("No.", "Description", "Qty", "Unit", "Amount")):
        page.insert_text((cols[j], y), h, fontsize=10, fontname="hebo")
    y += 18
    for row in INV_ITEMS:
        for j, cell in enumerate(row):
            page.insert_text((cols[j], y), cell, fontsize=9.5, fontname="helv")
        y += 16
    page.insert_text((60, y + 20), "Continued on page 2.", fontsize=9.5, fontname="helv")
    page2 = doc.new_page(width=W, height=H)
    _box(page2, pymupdf.Rect(60, 54, W - 60, H - 54), INV_P2, 10)
    doc.save(path, garbage=3, deflate=True)


def euo_pdf(path):
    doc = pymupdf.open()

    def tpage(num, lines):
        assert len(lines) == 25, (num, len(lines))
        page = doc.new_page(width=W, height=H)
        page.insert_text((480, 60), f"Page {num}", fontsize=11, fontname="cour")
        y = 110
        for i, line in enumerate(lines, 1):
            assert len(line) <= 62, line
            page.insert_text((56, y), f"{i:>2}", fontsize=11, fontname="cour")
            if line:
                page.insert_text((92, y), line, fontsize=11, fontname="cour")
            y += 24
        page.draw_line((84, 90), (84, 720), color=(0.6, 0.6, 0.6), width=0.5)
        page.insert_text((200, 760), "Keystone Court Reporting, LLC  (610) 555-0117", fontsize=8, fontname="cour")

    tpage(1, EUO_COVER)
    for num in sorted(EUO_PAGES):
        tpage(num, EUO_PAGES[num])
    doc.save(path, garbage=3, deflate=True)


def financial_pdf(path):
    doc = pymupdf.open()
    page = doc.new_page(width=H, height=W)  # landscape
    _box(page, pymupdf.Rect(36, 30, H - 36, 80), FIN_TITLE, 9)
    y = 100
    for j, h in enumerate(FIN_HEAD):
        page.insert_text((FIN_COLS[j], y), h, fontsize=8.5, fontname="hebo")
    y += 16
    for row in FIN_ROWS:
        for j, cell in enumerate(row):
            page.insert_text((FIN_COLS[j], y), cell, fontsize=8, fontname="helv")
        y += 15
    page.insert_text((36, W - 30), "Page 1 of 2", fontsize=8, fontname="helv")
    page2 = doc.new_page(width=H, height=W)
    _box(page2, pymupdf.Rect(36, 30, H - 36, 80), FIN_TITLE, 9)
    y = 100
    for line in FIN_P2:
        if line:
            page2.insert_text((36, y), line, fontsize=8.5, fontname="cour")
        y += 15
    page2.insert_text((36, W - 30), "Page 2 of 2", fontsize=8, fontname="helv")
    doc.save(path, garbage=3, deflate=True)


def pdf_bytes(pages):
    doc = pymupdf.open()
    for t in pages:
        page = doc.new_page(width=W, height=H)
        _box(page, pymupdf.Rect(72, 72, W - 72, H - 72), t, 11)
    return doc.tobytes(garbage=3, deflate=True)


def eml(path, sender, to, cc, when, subject, body, attachment=None):
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    if cc:
        msg["Cc"] = cc
    msg["Date"] = format_datetime(when)
    msg["Subject"] = subject
    msg["Message-ID"] = f"<{when.strftime('%Y%m%d%H%M%S')}.claims@ridgeline-mutual.com>"
    msg.set_content(body, cte="8bit")
    if attachment:
        name, data = attachment
        msg.add_attachment(data, maintype="application", subtype="pdf", filename=name)
        msg.set_boundary("==RIDGELINE-" + when.strftime("%Y%m%d%H%M%S") + "==")
    Path(path).write_bytes(bytes(msg))


AUTHORITIES = [
    "42 Pa. Cons. Stat. § 8371",
    "31 Pa. Code § 146.6",
    "31 Pa. Code § 146.7",
    "28 U.S.C. § 1746",
    "Fed. R. Civ. P. 56",
    "Celotex Corp. v. Catrett, 477 U.S. 317 (1986)",
    "Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986)",
    "Madison Construction Co. v. Harleysville Mutual Insurance Co., 735 A.2d 100 (Pa. 1999)",
    "Kvaerner Metals Division of Kvaerner U.S., Inc. v. Commercial Union Insurance Co., 908 A.2d 888 (Pa. 2006)",
    "Brakeman v. Potomac Insurance Co., 371 A.2d 193 (Pa. 1977)",
    "Rancosky v. Washington National Insurance Co., 170 A.3d 364 (Pa. 2017)",
    "Terletsky v. Prudential Property & Casualty Insurance Co., 649 A.2d 680 (Pa. Super. Ct. 1994)",
]

EST = timezone(timedelta(hours=-5))
EDT = timezone(timedelta(hours=-4))


def main(out: Path):
    out.mkdir(parents=True, exist_ok=True)
    text_pdf(out / "D1_homeowners_policy.pdf", POLICY, size=9.5)
    (out / "D2_text_messages_kessler.txt").write_text(TEXTS, encoding="utf-8")
    notes_pdf(out / "D3_claim_file_notes.pdf")
    eml(out / "D4_email_tallis_reservation_of_rights.eml",
        "Corinne Tallis <ctallis@ridgeline-mutual.com>",
        "Priya Abernathy <priya.abernathy@lvmail.net>, Gideon Abernathy <g.abernathy@lvmail.net>",
        "Martin Ebersole <mebersole@ridgeline-mutual.com>",
        datetime(2024, 1, 26, 15, 47, 12, tzinfo=EST),
        "Claim RM-HO-24-0117736 / 418 Linden Hollow Road - Reservation of Rights and Next Steps",
        EMAIL1_BODY, ("ROR_Abernathy_2024-01-26.pdf", pdf_bytes(ROR_PAGES)))
    invoice_pdf(out / "D5_lehigh_dry_out_invoice.pdf")
    text_pdf(out / "D6_halvorsen_engineering_report.pdf", ENG, size=10)
    scanned_pdf(out / "D7_proof_of_loss_scan.pdf", POL)
    euo_pdf(out / "D8_euo_gideon_abernathy.pdf")
    eml(out / "D9_email_ebersole_to_marchetti.eml",
        "Martin Ebersole <mebersole@ridgeline-mutual.com>",
        "Nadia Marchetti <nmarchetti@marchettilowe.com>",
        "Corinne Tallis <ctallis@ridgeline-mutual.com>, Lorraine A. Fenstermacher <lfenstermacher@fdlaw-pa.com>",
        datetime(2024, 5, 21, 10, 3, 41, tzinfo=EDT),
        "RE: Abernathy / Claim RM-HO-24-0117736 - coverage decision",
        EMAIL2_BODY)
    text_pdf(out / "D10_denial_letter.pdf", DENIAL, size=10)
    financial_pdf(out / "D11_claim_financial_history.pdf")
    (out / "authorities.txt").write_text("\n".join(AUTHORITIES) + "\n", encoding="utf-8")
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
