"""Build drafts.json for the Goods matter (prefix GOODS). Run: python build_drafts.py

Each draft is written with {Dn.pk} placeholders. Each claim is C(text, kind, expect, needs, **check) where the
check options (used only by check.py, never written to drafts.json) are:
  key=[...]   strings that carry the claim's value on the cited page (default: the claim text)
  pages="ANY" the claim is uncited; pass: found on some page, block: found on no page
  skip="..."  nothing on a page to test (caption, law, argument); the label is the author's judgement
  calc="expr", val=N   a computed figure: pass iff eval(expr) == N (days(a, b) counts days between ISO dates)
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

CAPTION = (
    "STATE OF WISCONSIN          CIRCUIT COURT          MILWAUKEE COUNTY\n\n"
    "KESTREL COLD SYSTEMS, INC.,\n"
    "          Plaintiff and Counter-Defendant,\n"
    "     v.                                          Case No. 2025CV002317\n"
    "RIDGEWAY VALLEY FOODS, LLC,\n"
    "          Defendant and Counter-Plaintiff.\n\n"
)


def C(text, kind, expect="pass", needs=None, **check):
    return {"text": text, "kind": kind, "expect": expect, "needs": needs, "check": check}


DRAFTS = {}
EXHIBITS = {}       # draft -> {exhibit number: document number}
LINE_CITES = set()  # drafts whose transcript cite opens the line (digest)

# =============================================================================================== 1
DRAFTS["goods_decl_lindqvist"] = (CAPTION + """DECLARATION OF TERESA M. LINDQVIST IN SUPPORT OF DEFENDANT'S MOTION FOR PARTIAL SUMMARY JUDGMENT

I, Teresa M. Lindqvist, declare as follows:

1. I am the Plant Manager of Ridgeway Valley Foods, LLC ("Ridgeway") at its poultry processing plant at 1455 Lost Dauphin Road, De Pere, Wisconsin. I make this declaration on personal knowledge and from Ridgeway's business records, which are kept under my supervision.

2. Ridgeway and Kestrel Cold Systems, Inc. ("Kestrel") are parties to Master Supply Agreement No. KCS-MSA-2024-017, effective February 12, 2024 (the "MSA"). ({D1.p1})

3. Section 2.1 of the MSA required each KS-450 compressor package to deliver "not less than 450 tons of refrigeration (TR) at a saturated suction temperature of -20°F," with a discharge pressure no higher than 185 psig, an oil temperature leaving the oil cooler no higher than 140°F, and vibration of no more than 0.30 in/s. ({D1.p1})

4. Under Section 6.1, Ridgeway had fifteen (15) days after the Goods arrived at the Plant to inspect and test them. Section 6.3 provides that Ridgeway "may treat [the compressor packages] as a single commercial unit for purposes of acceptance and rejection." ({D1.p2})

5. On July 8, 2024, Ridgeway issued Purchase Order No. RVF-PO-24-0719 to Kestrel for four KS-450 ammonia screw compressor packages at $148,750.00 each, four startup and commissioning services at $6,400.00 each, and one spare parts kit at $11,285.50, for a subtotal of $631,885.50. ({D2.p1})

6. Kestrel shipped the order from Milwaukee on September 23, 2024, by Great Lakes Freightways, Inc., under Bill of Lading No. GLF-338817. ({D4.p1})

7. The shipment reached our Dock 3 at 10:42 on September 25, 2024. Our receiving clerk, J. Marquardt, signed for 5 pieces received in apparent good order. ({D4.p1})

8. Kestrel invoiced the order on September 24, 2024, under Invoice No. KCS-INV-24-5561, for $636,845.50, a figure that includes $4,960.00 for freight. The four packages bear serial numbers KS450-24-10831, KS450-24-10832, KS450-24-10833 and KS450-24-10834. ({D3.p1})

9. Ridgeway retained North Coast Ammonia Services, LLC to test the packages. Its engineer, Paul D. Ferrante, P.E., tested the units from October 2 through October 4, 2024 and signed Report No. NCAS-24-1187 on October 7, 2024. ({D5.p1}-{D5.p2})

10. I witnessed the tests. Kestrel was notified on September 27, 2024 and did not attend. ({D5.p1})

11. North Coast recorded that unit KS450-24-10833 produced 391 TR at a discharge pressure of 199 psig, with an oil temperature of 154°F and vibration of 0.52 in/s. Unit KS450-24-10831 produced 398 TR, and unit KS450-24-10834 produced 417 TR. Only unit KS450-24-10832, at 456 TR, met the Performance Specification. ({D5.p1})

12. A borescope inspection of unit 10833 at 14:20 on October 3, 2024 showed scoring on the male rotor lobes. ({D5.p2})

13. On October 8, 2024, thirteen days after the shipment arrived, I sent Kestrel a written notice of rejection by overnight courier and e-mail. ({D6.p1})

14. The notice identified the three failing serial numbers and stated that Ridgeway "rejects all four, including serial number KS450-24-10832," treating the packages as a single commercial unit under Section 6.3. ({D6.p1})

15. The notice also told Kestrel that Ridgeway was holding the Goods "with reasonable care, at your risk, pending your instructions." ({D6.p1})

16. Kestrel's Director of Field Service, Raymond K. Sowinski, answered by e-mail on October 10, 2024. He disputed the results and asked that the units not be removed or disassembled before a field service visit on October 14. ({D7.p1})

17. Kestrel's engineer, Mr. Alcorn, was at the Plant on October 14 and 15. He replaced the oil filter and adjusted the slide valve on unit 10834 but did not change anything on 10831 or 10833. ({D8.p1})

18. When we re-ran unit 10834 on October 16, it reached 429 TR, still below the 450 TR specification. ({D8.p1})

19. On October 18, 2024, Ridgeway placed Purchase Order No. RVF-PO-24-0877 with Frigitek Industrial Refrigeration Corp. for four FSC-460 compressor packages at $163,900.00 each. ({D8.p1}; {D9.p1})

20. Ridgeway's cover costs, which I tracked in the spreadsheet produced at {D9.p1}, total $771,330.00: $655,600.00 for the four Frigitek packages, an $18,500.00 expedited production fee, $59,250.00 for six weeks of temporary chiller rental from Arctic Rentals, Inc., $14,380.00 paid to Badger State Crane & Rigging, and $23,600.00 for Frigitek's startup and commissioning.

21. The Frigitek price for the four packages exceeded the Kestrel contract price of $595,000.00 by $60,600.00. ({D9.p1})

I declare under penalty of perjury under the laws of the State of Wisconsin that the foregoing is true and correct.

Executed on October 20, 2025, at De Pere, Wisconsin.

/s/ Teresa M. Lindqvist
Teresa M. Lindqvist
""", [
    C("Plant Manager of Ridgeway Valley Foods, LLC", "role_uncited", pages="ANY", key=["Teresa M. Lindqvist, Plant Manager"]),
    C("KCS-MSA-2024-017", "identifier"),
    C("February 12, 2024", "date"),
    C("not less than 450 tons of refrigeration (TR) at a saturated suction temperature of -20°F,", "quote"),
    C("185 psig", "quantity"),
    C("fifteen (15) days", "duration_words_numerals"),
    C("may treat [the compressor packages] as a single commercial unit for purposes of acceptance and rejection.", "quote_bracket"),
    C("July 8, 2024", "date"),
    C("RVF-PO-24-0719", "identifier"),
    C("$148,750.00", "amount"),
    C("$631,885.50", "computed_total"),
    C("September 23, 2024", "date_reformatted_ocr"),
    C("10:42", "time_ocr"),
    C("September 25, 2024", "date_reformatted_ocr"),
    C("J. Marquardt", "name_ocr"),
    C("5 pieces received in apparent good order", "quote_unmarked_ocr"),
    C("September 24, 2024", "date"),
    C("KCS-INV-24-5561", "identifier"),
    C("$636,845.50", "amount"),
    C("October 7, 2024", "date_range_cite"),
    C("September 27, 2024", "date"),
    C("did not attend", "polarity_true"),
    C("391 TR", "table_value"),
    C("456 TR", "table_value"),
    C("14:20", "time_24h"),
    C("thirteen days after the shipment arrived", "computed_days", calc="days('2024-09-25','2024-10-08')", val=13),
    C("rejects all four, including serial number KS450-24-10832,", "quote"),
    C("with reasonable care, at your risk, pending your instructions.", "quote"),
    C("October 10, 2024", "date_email_header"),
    C("adjusted the slide valve on unit 10834", "clause"),
    C("429 TR", "quantity"),
    C("$163,900.00", "amount_two_cites"),
    C("$771,330.00", "spreadsheet_total"),
    C("I declare under penalty of perjury under the laws of the State of Wisconsin that the foregoing is true and correct.", "boilerplate", skip="oath"),
])

# =============================================================================================== 2
DRAFTS["goods_decl_pietrzak"] = (CAPTION + """DECLARATION OF HAROLD J. PIETRZAK IN SUPPORT OF PLAINTIFF'S MOTION FOR SUMMARY JUDGMENT ON COUNT I

Harold J. Pietrzak declares:

1. I am the Controller of Kestrel Cold Systems, Inc. ("Kestrel"). I am responsible for Kestrel's accounts receivable and keep the records of the account of Ridgeway Valley Foods, LLC ("Ridgeway"), Customer No. C-08812. ({D12.p1}) Those records are made at or near the time of each transaction and kept in the regular course of Kestrel's business.

2. Kestrel sold the goods at issue under Master Supply Agreement No. KCS-MSA-2024-017. ({D1.p1}) Under Section 4.1, payment is due "net forty-five (45) days from the invoice date," and Section 4.2 provides that an amount not paid when due bears interest at 1.25% per month from the due date. ({D1.p2})

3. The delivery term is "FOB Seller's facility, Milwaukee, Wisconsin." ({D1.p2})

4. On September 24, 2024, Kestrel issued Invoice No. KCS-INV-24-5561 to Ridgeway against Purchase Order No. RVF-PO-24-0719. The invoice billed four KS-450 packages at $148,750.00 apiece, startup services totaling $25,600.00, a spare parts kit at $11,285.50, and prepaid freight of $4,960.00, for a total due of $636,845.50. ({D3.p1})

5. The invoice fell due on November 8, 2024. ({D3.p1})

6. According to the signed bill of lading, the goods were released to the carrier on 09/23/2024 at 14:10. ({D4.p1})

7. On November 20, 2024, I issued Credit Memo No. KCS-CM-24-0214, which credited the four startup services ($25,600.00) because they were not performed, and $412.80 for a fuel surcharge billed in error, for a total credit of $26,012.80. ({D10.p1})

8. After the credit, the balance of the invoice was $610,832.70. ({D10.p1})

9. Kestrel posted finance charges of $7,635.41 on December 8, 2024, and again on January 8, 2025, each computed at 1.25% of the $610,832.70 balance. ({D12.p1})

10. Kestrel's statement of account dated January 15, 2025 shows that Ridgeway has made no payments and owes $626,103.52, and that the principal balance of $610,832.70 is more than sixty days past due. ({D12.p1})

I declare under penalty of perjury under the laws of the State of Wisconsin that the foregoing is true and correct.

Executed at Milwaukee, Wisconsin, on November 3, 2025.

/s/ Harold J. Pietrzak
Harold J. Pietrzak
""", [
    C("Controller of Kestrel Cold Systems, Inc.", "role", key=["Harold J. Pietrzak, Controller"]),
    C("KCS-MSA-2024-017", "identifier"),
    C("Section 4.1", "section", key=["4.1 Seller shall invoice"]),
    C("net forty-five (45) days from the invoice date,", "quote"),
    C("1.25% per month", "rate", key=["(1.25%) per month"]),
    C("FOB Seller's facility, Milwaukee, Wisconsin.", "quote"),
    C("September 24, 2024", "date"),
    C("KCS-INV-24-5561", "identifier"),
    C("$148,750.00", "amount"),
    C("$25,600.00", "amount"),
    C("$636,845.50", "computed_total"),
    C("November 8, 2024", "date"),
    C("09/23/2024", "date_ocr"),
    C("14:10", "time_ocr"),
    C("November 20, 2024", "date"),
    C("KCS-CM-24-0214", "identifier"),
    C("$26,012.80", "amount"),
    C("$610,832.70", "amount"),
    C("$7,635.41", "amount"),
    C("December 8, 2024", "date_iso_in_doc"),
    C("January 15, 2025", "date"),
    C("made no payments", "clause", key=["Payments received: none"]),
    C("$626,103.52", "amount"),
    C("more than sixty days past due", "clause", key=["over 60 days 610,832.70"]),
])

# =============================================================================================== 3
EXHIBITS["goods_mediation_statement"] = {n: n for n in range(1, 13)}
DRAFTS["goods_mediation_statement"] = ("""CONFIDENTIAL MEDIATION STATEMENT OF RIDGEWAY VALLEY FOODS, LLC
Submitted to Hon. Clare B. Hustad (Ret.), Mediator
Kestrel Cold Systems, Inc. v. Ridgeway Valley Foods, LLC, Milwaukee County Case No. 2025CV002317
Mediation session: December 9, 2025

I. INTRODUCTION

Ridgeway Valley Foods, LLC ("Ridgeway") runs a poultry processing plant in De Pere. Kestrel Cold Systems, Inc. ("Kestrel") sold it four ammonia screw compressors that could not make their rated capacity. Ridgeway rejected them within thirteen days of delivery and, when Kestrel could not cure, bought replacements. Kestrel now sues for $610,832.70, its invoice less a credit; Ridgeway counterclaims for its cover costs.

Exhibits are numbered in production order: Ex. 1 is the Master Supply Agreement ({D1.first}-{D1.last}) and Ex. 12 is Kestrel's statement of account ({D12.p1}). The deposition of Kestrel's Director of Field Service, Raymond K. Sowinski, taken September 17, 2025, is cited as "Sowinski Tr." ({D11.p1})

II. THE CONTRACT

The Master Supply Agreement fixed the price of each KS-450 package at $148,750.00, firm through December 31, 2024, and required each package to produce at least 450 TR at -20°F saturated suction with a discharge pressure of 185 psig or less. (Ex. 1 at 1.)

Ridgeway had fifteen days after arrival to test, and Kestrel had twenty days after a notice of rejection to cure. (Ex. 1 at 2.) The remedy limitation in Section 8 does not reach goods "rightfully rejected under Section 6, including Buyer's right to cover." (Ex. 1 at 2.)

III. WHAT HAPPENED

The four packages were invoiced at $636,845.50 (Ex. 3) and arrived at Dock 3 on September 25, 2024 in apparent good order (Ex. 4).

North Coast Ammonia Services tested each unit at the contract rating conditions between October 2 and October 4, 2024; Kestrel, notified on September 27, sent no one. (Ex. 5 at 1.) Unit 10833 made only 391 TR, at 199 psig; unit 10831 made 398 TR and unit 10834 made 417 TR. Only unit 10832 passed. (Ex. 5 at 1.) The engineer found that the failures "are due to the compressors and not to plant operating conditions." (Ex. 5 at 2.)

Ridgeway's notice of rejection is dated October 8, 2024 and rejects all four packages as a single commercial unit under Section 6.3. (Ex. 6.) Kestrel does not say it was late: "I don't think anybody said it was late." Sowinski Tr. 45:10.

Kestrel's test stand "can't pull down to minus twenty" (Sowinski Tr. 41:11), so no unit was run at the rating point before it left Milwaukee. When Kestrel's engineer did come, he found that the suction conditions were fine (id. at 43:1) and saw scoring on the male rotor of unit 10833 (id. at 43:5-6). A rotor set would have taken "eight to ten weeks," and Kestrel didn't have a KS-450 in stock. Id. at 43:17-21.

On October 18, 2024, Ridgeway ordered four Frigitek FSC-460 packages at $163,900.00 apiece. (Ex. 8; Ex. 9.) The Kestrel units are still sitting at Ridgeway's dock (Sowinski Tr. 44:11-12), and Kestrel has not resold any of them (id. at 46:6-7).

IV. DAMAGES

Ridgeway's cover spreadsheet (Ex. 9) shows a cover differential of $60,600.00, an expedited production fee of $18,500.00, six weeks of temporary chiller rental at $9,875.00 a week, and rigging of $14,380.00. Those four items alone total $152,730.00, before storage, interest and fees.

V. SETTLEMENT POSITION

Ridgeway will discuss a resolution in which Kestrel removes its units and pays Ridgeway's cover damages.

Respectfully submitted,

BRANDVOLD & ESCH, S.C.
Priya N. Castellanos
Attorneys for Ridgeway Valley Foods, LLC
December 2, 2025
""", [
    C("poultry processing plant in De Pere", "place_uncited", pages="ANY", key=["poultry processing plant at 1455 Lost Dauphin Road, De Pere"]),
    C("within thirteen days of delivery", "computed_days", calc="days('2024-09-25','2024-10-08')", val=13),
    C("$610,832.70", "amount_uncited", pages="ANY"),
    C("September 17, 2025", "date_cover_page"),
    C("$148,750.00", "amount_exhibit_cite"),
    C("December 31, 2024", "date_exhibit_cite"),
    C("at least 450 TR", "paraphrase", key=["not less than 450 tons of refrigeration (TR)"]),
    C("fifteen days", "duration", key=["fifteen (15) days"]),
    C("rightfully rejected under Section 6, including Buyer's right to cover.", "quote_exhibit_pin"),
    C("$636,845.50", "amount_exhibit_whole"),
    C("September 25, 2024", "date_reformatted_ocr"),
    C("September 27", "date_partial"),
    C("391 TR", "table_value"),
    C("are due to the compressors and not to plant operating conditions.", "quote_exhibit_pin"),
    C("October 8, 2024", "date"),
    C("I don't think anybody said it was late.", "transcript_quote"),
    C("can't pull down to minus twenty", "transcript_quote"),
    C("the suction conditions were fine", "transcript_id_cite"),
    C("scoring on the male rotor", "transcript_id_cite"),
    C("eight to ten weeks,", "transcript_quote"),
    C("didn't have a KS-450 in stock", "transcript_paraphrase"),
    C("$163,900.00", "amount_two_exhibits"),
    C("has not resold any of them", "transcript_paraphrase", key=["resold any of them"]),
    C("$60,600.00", "spreadsheet_computed"),
    C("$14,380.00", "spreadsheet_amount"),
    C("$152,730.00", "computed_total", calc="60600+18500+59250+14380", val=152730),
])

# =============================================================================================== 4
DRAFTS["goods_complaint"] = ("""STATE OF WISCONSIN          CIRCUIT COURT          MILWAUKEE COUNTY

KESTREL COLD SYSTEMS, INC.,
6120 West Calumet Road, Milwaukee, Wisconsin 53223,
          Plaintiff,
     v.                                          Case No. ____________
                                                 Case Code: 30301 (Money Judgment)
RIDGEWAY VALLEY FOODS, LLC,
1455 Lost Dauphin Road, De Pere, Wisconsin 54115,
          Defendant.

COMPLAINT

Plaintiff Kestrel Cold Systems, Inc. ("Kestrel"), by its attorneys, Marsh Lindahl LLP, alleges as follows:

PARTIES, JURISDICTION AND VENUE

1. Kestrel is a Wisconsin corporation with its principal place of business at 6120 West Calumet Road, Milwaukee, Wisconsin 53223. ({D1.p1})

2. Defendant Ridgeway Valley Foods, LLC ("Ridgeway") is a Wisconsin limited liability company that operates a poultry processing plant at 1545 Lost Dauphin Road, De Pere, Wisconsin. ({D1.p1})

3. Venue is proper in this Court because Section 11 of the parties' agreement requires that any action under it be brought in the Circuit Court for Milwaukee County. ({D1.p3})

FACTS

4. On February 21, 2024, Kestrel and Ridgeway entered into Master Supply Agreement No. KCS-MSA-2024-017 (the "Agreement"). ({D1.p1})

5. Diana R. Whitcombe, Kestrel's Vice President of Sales, signed the Agreement for Kestrel, and Marcus T. Oyelaran, Ridgeway's Chief Financial Officer, signed it for Ridgeway. ({D1.p3})

6. Under Section 3.1, the price of each KS-450 compressor package is $148,750.00, firm through June 30, 2025. ({D1.p1})

7. On July 8, 2024, Ridgeway issued Purchase Order No. RVF-PO-24-0719 for four KS-450 packages, four startup services and one spare parts kit, with a requested ship date of September 30, 2024. ({D2.p1})

8. Kestrel shipped the goods on September 23, 2024 by Great Lakes Freightways, Inc., PRO No. 72-448109. ({D4.p1})

9. Under Section 5.2 of the Agreement, title and risk of loss passed to Ridgeway when Kestrel delivered the goods to the carrier. ({D1.p2})

10. The shipment, 5 pieces weighing 47,172 lb in all, was delivered to Ridgeway's plant at 10:42 on September 25, 2024. Ridgeway's receiving clerk signed for it and noted no exceptions. ({D4.p1})

11. On September 24, 2024, Kestrel issued Invoice No. KCS-INV-24-5516 to Ridgeway for $636,845.50, payable net 30 days. ({D3.p1})

12. All four packages passed Kestrel's factory run test before shipment. ({D7.p1})

13. Ridgeway then had its consultant, North Coast Ammonia Services, LLC, test the packages without ever notifying Kestrel of the tests. ({D5.p1})

14. By letter dated October 8, 2024, Ridgeway purported to reject all four packages, including serial number KS450-24-10832, the unit that Ridgeway's own consultant had found to meet the Performance Specification. ({D6.p1}; {D5.p1}) The letter said that Ridgeway would pay the invoice once Kestrel cured. ({D6.p1})

15. Ridgeway's letter was sent twenty-one days after the goods arrived. ({D4.p1}; {D6.p1})

16. On October 10, 2024, Kestrel offered to send a field service engineer to the plant on October 14 and asked Ridgeway not to remove or disassemble the units before the visit. ({D7.p1})

17. Section 6.4 of the Agreement gives Kestrel thirty (30) days after it receives a notice of rejection to cure. ({D1.p2})

18. Kestrel's engineer was at the plant on October 14 through 17, 2024. ({D8.p1})

19. Without waiting for Kestrel's cure period to run, Ridgeway ordered substitute compressors from Frigitek Industrial Refrigeration Corp. on October 28, 2024. ({D8.p1})

20. Ridgeway has kept the goods at its plant and put unit KS450-24-10834 back into production service on October 16, 2024. ({D8.p1})

21. On November 20, 2024, Kestrel issued Credit Memo No. KCS-CM-24-0214 for $26,102.80, leaving a balance due of $610,382.70. ({D10.p1})

22. The invoice was due on November 7, 2024. ({D3.p1}) Section 4.2 of the Agreement provides for interest on overdue amounts at 1.5% per month from the due date. ({D1.p2})

COUNT I - ACTION FOR THE PRICE (Wis. Stat. § 402.709)

23. Kestrel realleges paragraphs 1 through 22.

24. Section 6.1 of the Agreement allowed Ridgeway only ten (10) days after arrival to inspect and test the goods, and under Section 6.2 "Goods not rejected within the Inspection Period are deemed accepted." ({D1.p2})

25. Ridgeway did not make an effective rejection, accepted the goods, and is liable for their price under Wis. Stat. § 402.709.

COUNT II - CONTRACTUAL ATTORNEY FEES

26. Section 12 of the Agreement entitles the prevailing party to its "reasonable attorney fees and costs." ({D1.p3})

WHEREFORE, Kestrel demands judgment against Ridgeway for $610,832.70, interest at 1.25% per month from November 8, 2024, its reasonable attorney fees, and the costs of this action.

Dated at Milwaukee, Wisconsin, February 6, 2025.

MARSH LINDAHL LLP
Attorneys for Plaintiff Kestrel Cold Systems, Inc.

Electronically signed by Keith A. Marsh
Keith A. Marsh, State Bar No. 1049822
250 East Wisconsin Avenue, Suite 1400
Milwaukee, Wisconsin 53202
""", [
    C("Case Code: 30301 (Money Judgment)", "caption", skip="caption"),
    C("6120 West Calumet Road, Milwaukee, Wisconsin 53223", "address"),
    C("1545 Lost Dauphin Road", "address_digits_swapped", "block"),
    C("Circuit Court for Milwaukee County", "venue"),
    C("February 21, 2024", "date_day_swapped", "block"),
    C("Diana R. Whitcombe", "name_changed", "block"),
    C("Chief Financial Officer", "title_changed", "block"),
    C("$148,750.00", "amount"),
    C("June 30, 2025", "date_changed", "block"),
    C("RVF-PO-24-0719", "identifier"),
    C("September 30, 2024", "date_changed", "block"),
    C("September 23, 2024", "date_reformatted_ocr"),
    C("72-448109", "identifier_ocr_swapped", "block"),
    C("Section 5.2", "section_changed", "block", key=["5.2 Title and risk of loss"]),
    C("47,172 lb", "quantity_ocr_swapped", "block"),
    C("10:42", "time_ocr"),
    C("noted no exceptions", "clause_ocr", key=["Exceptions: NONE"]),
    C("KCS-INV-24-5516", "identifier_digits_swapped", "block"),
    C("$636,845.50", "amount"),
    C("net 30 days", "term_changed", "block"),
    C("All four packages passed Kestrel's factory run test before shipment.", "clause_seller_email", key=["All four packages passed our factory run test before shipment"]),
    C("without ever notifying Kestrel of the tests", "polarity_notified", "block", "polarity"),
    C("October 8, 2024", "date"),
    C("The letter said that Ridgeway would pay the invoice once Kestrel cured.", "invented_condition", "block", "model"),
    C("twenty-one days after the goods arrived", "computed_days_wrong", "block", calc="days('2024-09-25','2024-10-08')", val=21),
    C("October 14", "date"),
    C("thirty (30) days", "duration_changed", "block"),
    C("October 14 through 17", "date_range_changed", "block"),
    C("October 28, 2024", "date_changed", "block"),
    C("put unit KS450-24-10834 back into production service on October 16, 2024", "overstatement_retest_as_use", "block", "model"),
    C("KCS-CM-24-0214", "identifier"),
    C("$26,102.80", "amount_digits_swapped", "block"),
    C("$610,382.70", "amount_digits_swapped", "block"),
    C("November 7, 2024", "date_changed", "block"),
    C("1.5% per month", "rate_changed", "block"),
    C("ten (10) days", "duration_changed", "block"),
    C("Goods not rejected within the Inspection Period are deemed accepted.", "misquote_inserted_word", "block"),
    C("reasonable attorney fees and costs.", "quote"),
    C("$610,832.70", "amount_uncited", pages="ANY"),
])

# =============================================================================================== 5
DRAFTS["goods_sj_facts"] = (CAPTION + """DEFENDANT RIDGEWAY VALLEY FOODS, LLC'S STATEMENT OF UNDISPUTED MATERIAL FACTS IN SUPPORT OF ITS MOTION FOR PARTIAL SUMMARY JUDGMENT

Under Wis. Stat. § 802.08 and the Court's scheduling order, Ridgeway Valley Foods, LLC ("Ridgeway") submits the following statement of undisputed material facts. "Sowinski Tr." refers to the deposition of Raymond K. Sowinski taken September 17, 2025, excerpted at {D11.first}-{D11.last}.

A. The Agreement

1. Kestrel Cold Systems, Inc. ("Kestrel") and Ridgeway are parties to Master Supply Agreement No. KCS-MSA-2024-071, dated February 12, 2024 (the "MSA"). {D1.p1}.

2. Section 2.1(a) of the MSA requires a capacity of "not less than 450 tons of refrigeration (TR)" at a saturated suction temperature of -10°F. {D1.p1}.

3. Section 2.1(b) limits discharge pressure at the rating point to 195 psig, and Section 2.1(c) sets a floor of 140°F for oil leaving the oil cooler. {D1.p1}.

4. Section 2.1(d) limits overall vibration to 0.30 in/s at any bearing housing. {D1.p3}.

5. Section 6.1 gives Ridgeway fifteen (15) days after arrival to inspect and test, and Section 6.2 permits rejection by written notice "that states the nonconformity." {D1.p2}.

6. Section 6.4 allows Kestrel to cure "within twenty (20) days after receiving Buyer's notice of rejection." {D1.p3}.

7. Section 8.3 provides that the limitation of remedies does not restrict Ridgeway's rights as to goods "rightfully rejected under Section 6, including Buyer's right to cover." {D1.p2}.

B. The order, shipment and tests

8. Ridgeway's Purchase Order No. RVF-PO-24-0719 ordered four KS-450 packages for its Engine Room 2 project (Project No. RVF-ER2-2042). {D2.p1}.

9. The goods left Milwaukee on September 23, 2024 and arrived at Dock 3 of the De Pere plant on September 25, 2024 at 10:24. {D4.p1}.

10. The bill of lading records Trailer No. GLF 5313 and Seal No. 0918424. {D4.p1}.

11. Between October 2 and October 4, 2024, North Coast Ammonia Services, LLC ran each unit for 6 hours at full load at a saturated suction of -20°F. {D5.p1}.

12. Three of the four units failed: KS450-24-10831 produced 398 TR, KS450-24-10833 produced 391 TR, and KS450-24-10834 produced 471 TR. {D5.p1}.

13. Unit KS450-24-10833 ran at a discharge pressure of 199 psig and an oil temperature of 145°F. {D5.p1}.

14. Unit KS450-24-10832 met every element of the Performance Specification, including a vibration reading of 0.27 in/s. {D5.p1}.

15. North Coast held the plant's suction conditions within ±0.2°F of the rating point for each run, using instruments calibrated on September 13, 2024. {D5.p2}.

16. Kestrel's own field engineer later found that "the suction conditions were fine." Sowinski Tr. 42:1.

17. Kestrel received the invitation to the North Coast tests but sent no one. Sowinski Tr. 41:21-24.

18. Mr. Sowinski admitted that a capacity of 391 tons "is not within the Performance Specification." Sowinski Tr. 42:11-12.

C. Rejection and cure

19. On October 8, 2024, within the Inspection Period, Ridgeway gave Kestrel written notice rejecting all four packages. {D6.p1}.

20. The notice was addressed to Kestrel's Vice President of Sales, Dana R. Whitcombe, and sent by certified mail. {D6.p1}.

21. The notice asked Kestrel to say by October 18, 2024 whether it intended to cure under Section 6.4. {D6.p1}.

22. Mr. Sowinski testified that no one at Kestrel claimed the rejection was late; it came "about two weeks after delivery." Sowinski Tr. 44:10-11.

23. Kestrel's engineer saw scoring on the male rotor of unit 10833, and a rotor set would have taken eight to ten weeks. Sowinski Tr. 43:5-6, 17-18.

24. Kestrel had no KS-450 in stock, and the next unit off the line was scheduled for early March. Id. at 43:21-22.

24A. Kestrel's engineer told Ridgeway that unit 10833 could be repaired on site within twenty days. {D8.p1}.

25. After Ms. Lindqvist's October 21, 2024 e-mail, Kestrel gave Ridgeway no instructions for returning the units. Id. at 42:17-20.

26. Kestrel's Credit Memo No. KCS-CM-24-0214 states that the startup services were "not performed." {D3.p1}.

D. Cover

27. On October 18, 2024, Ridgeway ordered four Frigitek FSC-460 packages at $163,900.00 each under Purchase Order No. RVF-PO-24-0887. {D9.p1}. The Frigitek quotation, No. Q-88412, is produced at GOODS000027.

28. Ridgeway paid Frigitek an expedited production fee of $18,500.00 and paid Arctic Rentals, Inc. $59,250.00 for eight weeks of temporary chiller rental. {D9.p1}.

29. Badger State Crane & Rigging charged $14,380.00 on November 21, 2024 to remove the Kestrel units and set the Frigitek units. {D9.p1}.

30. The cover price of the four Frigitek packages exceeded the Kestrel contract price by $66,600.00. {D9.p1}.

31. Kestrel has not resold any of the four Kestrel units. Sowinski Tr. 46:6-7.

32. Kestrel's statement of account dated January 15, 2025 claims $626,103.52, including finance charges at 1.25% per month. {D12.p1}.

Dated October 24, 2025.

BRANDVOLD & ESCH, S.C.
Attorneys for Defendant Ridgeway Valley Foods, LLC

Electronically signed by Priya N. Castellanos
Priya N. Castellanos, State Bar No. 1087341
411 East Wisconsin Avenue, Suite 1900
Milwaukee, Wisconsin 53202
""", [
    C("Wis. Stat. § 802.08", "authority_listed", skip="law"),
    C("September 17, 2025", "date_cover_page"),
    C("KCS-MSA-2024-071", "identifier_digits_swapped", "block"),
    C("February 12, 2024", "date"),
    C("not less than 450 tons of refrigeration (TR)", "quote"),
    C("-10°F", "temperature_changed", "block"),
    C("195 psig", "quantity_changed", "block"),
    C("sets a floor of 140°F for oil leaving the oil cooler", "polarity_ceiling_floor", "block", "polarity"),
    C("0.30 in/s", "wrong_pin_same_document", "block"),
    C("fifteen (15) days", "duration"),
    C("that states the nonconformity.", "quote"),
    C("within twenty (20) days after receiving Buyer's notice of rejection.", "wrong_pin_quote", "block"),
    C("rightfully rejected under Section 6, including Buyer's right to cover.", "quote"),
    C("RVF-PO-24-0719", "identifier"),
    C("RVF-ER2-2042", "identifier_digits_swapped", "block"),
    C("September 23, 2024", "date_reformatted_ocr"),
    C("10:24", "time_transposed_ocr", "block"),
    C("GLF 5313", "identifier_ocr_swapped", "block"),
    C("0918424", "identifier_ocr_swapped", "block"),
    C("6 hours at full load", "quantity_changed", "block"),
    C("398 TR", "table_value"),
    C("471 TR", "table_value_transposed", "block"),
    C("199 psig", "table_value"),
    C("145°F", "table_value_changed", "block"),
    C("0.27 in/s", "table_value_changed", "block"),
    C("±0.2°F", "tolerance"),
    C("September 13, 2024", "date_changed", "block"),
    C("Sowinski Tr. 42:1", "transcript_cite_wrong_page", "block", key=["suction conditions were fine"]),
    C("Sowinski Tr. 41:21-24", "transcript_cite", key=["got the invitation"]),
    C("is not within the Performance Specification.", "transcript_misquote", "block"),
    C("October 8, 2024", "date"),
    C("Dana R. Whitcombe", "name"),
    C("sent by certified mail", "method_changed", "block", key=["certified mail"]),
    C("October 18, 2024", "date_changed", "block"),
    C("Sowinski Tr. 44:10-11", "transcript_cite_wrong_page", "block", key=["about two weeks after delivery"]),
    C("eight to ten weeks", "transcript_multi_range"),
    C("early March", "transcript_value_changed", "block"),
    C("unit 10833 could be repaired on site within twenty days", "contradiction_factory_rebuild", "block", "model"),
    C("Id. at 42:17-20", "transcript_cite_wrong_page", "block", key=["instructions for", "Not that I'm aware of"]),
    C("not performed.", "wrong_pin_quote", "block"),
    C("$163,900.00", "spreadsheet_unit_price"),
    C("RVF-PO-24-0887", "identifier_digits_swapped", "block"),
    C("GOODS000027", "nonexistent_bates", "block", key=["Q-88412"]),
    C("$18,500.00", "spreadsheet_amount"),
    C("eight weeks", "count_changed", "block", key=["eight weeks"]),
    C("$14,380.00", "spreadsheet_amount"),
    C("November 21, 2024", "date_spreadsheet_swapped", "block"),
    C("$66,600.00", "computed_difference_wrong", "block", calc="655600-595000", val=66600),
    C("Sowinski Tr. 46:6-7", "transcript_cite", key=["resold any of them"]),
    C("$626,103.52", "amount"),
    C("1.25% per month", "rate"),
])

# =============================================================================================== 6
DRAFTS["goods_opposition"] = (CAPTION + """PLAINTIFF KESTREL COLD SYSTEMS, INC.'S BRIEF IN OPPOSITION TO DEFENDANT'S MOTION FOR PARTIAL SUMMARY JUDGMENT

INTRODUCTION

Ridgeway ordered four compressors, received all of them in apparent good order on September 25, 2024 ({D4.p1}), and has not paid any part of Kestrel's $636,485.50 invoice ({D3.p1}). One of the four units, serial number KS450-24-10832, passed every test that Ridgeway's own consultant ran. ({D5.p1}) Ridgeway rejected it anyway. Whether the other three conformed, and whether Ridgeway could reject the fourth, are questions of fact for trial.

STATEMENT OF FACTS

A. The Agreement

Section 6.3 of the Master Supply Agreement requires Ridgeway to accept or reject all of the packages under a purchase order together. ({D1.p2}) Section 6.4 gave Kestrel twenty (20) days to cure, measured from its receipt of Ridgeway's notice. ({D1.p2}) For accepted goods, Section 8.1 limits Ridgeway to "repair or replacement of the nonconforming Goods by Seller," and Section 8.2 excludes "lost profits, lost production or other consequential damages." ({D1.p2}) The warranty runs eighteen (18) months after startup or twenty-four (24) months after shipment, whichever ends last. ({D1.p2})

B. Testing

Before shipment every unit showed between 425 and 461 tons on Kestrel's run test, corrected to the rating point. Sowinski Tr. 41:18-20 ("Sowinski Tr."). Kestrel's test stand runs at minus twenty degrees saturated suction. Id. at 41:8-9. Ridgeway's consultant ran its own tests in October, and Kestrel was never invited to them. ({D5.p1})

Kestrel's Director of Field Service, Raymond Sowinski, explained that when several units at one site show low capacity, "nine times out of ten [it is] the system." Sowinski Tr. 42:18-19. Rotor scoring "can also come from liquid slugging or dirty oil." Id. at 43:12-13. Kestrel's engineer, Mr. Alcorn, found signs of liquid slugging on unit 10833. Id. at 43:14-15. He spent three days at the plant. Id. at 42:23-24. And Mr. Sowinski testified that Kestrel had a replacement KS-450 in stock. Id. at 43:21-22.

C. Rejection and cover

Ridgeway's letter of October 8, 2024 rejected even unit KS450-24-10832. ({D6.p1}) Kestrel answered promptly on October 11, 2024, and offered to inspect the units and to repair or replace any defective compressor under Section 6.4. ({D7.p1}) Ridgeway placed its Frigitek order on October 18, 2024, just eight days after its rejection letter. ({D8.p1}) Frigitek promised delivery for November 1, 2024. ({D8.p1}) Ridgeway's October 8 letter had already told Kestrel to retrieve the goods from the plant by October 15, 2024. ({D6.p1})

Kestrel's 2024 list price for the KS-450 was about $165,000, and Ridgeway's contract price was $148,750. Sowinski Tr. 45:4-6. The Frigitek FSC-460 is a larger machine, rated at 460 tons. Id. at 44:25. When Ridgeway re-ran unit 10834 on October 16, it reached 492 TR. ({D8.p1})

Ridgeway now claims $771,330.00 in cover costs. ({D9.p1}) That figure includes $23,600.00 for Frigitek's startup services ({D9.p1}), even though Kestrel has already credited its own $25,600.00 startup charge ({D10.p1}).

ARGUMENT

I. Summary judgment is improper where material facts are disputed.

Summary judgment may be granted only where there is no genuine issue as to any material fact. Wis. Stat. § 802.08(2); Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986). A rejection that rests on a disputed test does not entitle the buyer to judgment. See Lakeview Cold Storage, Inc. v. Harbor Freightways, Inc., 219 Wis. 2d 612, 618 (Ct. App. 1998).

II. Ridgeway could not reject the conforming unit.

Ridgeway's rejection letter never invoked Section 6.3 of the Agreement. ({D6.p1}) Nor did Ridgeway reject within the Inspection Period: its notice went out after the fifteen-day period had closed. ({D4.p1}; {D6.p1})

III. Ridgeway accepted the goods by using them.

Ridgeway ran unit 10834 in production after its rejection, which is an act inconsistent with Kestrel's ownership. ({D8.p1})

CONCLUSION

The motion should be denied.

Dated November 7, 2025.

MARSH LINDAHL LLP
Attorneys for Plaintiff Kestrel Cold Systems, Inc.
Electronically signed by Keith A. Marsh
Keith A. Marsh, State Bar No. 1049822

CERTIFICATE OF SERVICE

I certify that on November 7, 2025, I served this brief on counsel for Ridgeway, Priya N. Castellanos, through the Wisconsin circuit court electronic filing system.

Electronically signed by Keith A. Marsh
""", [
    C("September 25, 2024", "date_reformatted_ocr"),
    C("$636,485.50", "amount_digits_swapped", "block"),
    C("KS450-24-10832", "serial_number"),
    C("requires Ridgeway to accept or reject all of the packages under a purchase order together", "overstatement_may_as_must", "block", "model"),
    C("twenty (20) days", "duration"),
    C("repair or replacement of the nonconforming Goods by Seller,", "quote"),
    C("lost profits, lost production or other consequential damages.", "misquote_inserted_words", "block"),
    C("whichever ends last", "polarity_first_last", "block", "polarity"),
    C("between 425 and 461 tons", "transcript_value_transposed", "block"),
    C("minus twenty degrees saturated suction", "transcript_value_changed", "block"),
    C("Kestrel was never invited to them", "polarity_notified", "block", "polarity"),
    C("nine times out of ten [it is] the system.", "transcript_quote_bracket"),
    C("can also come from liquid slugging or dirty oil.", "transcript_quote"),
    C("found signs of liquid slugging on unit 10833", "transcript_polarity", "block", "polarity"),
    C("three days", "transcript_count_changed", "block"),
    C("Kestrel had a replacement KS-450 in stock", "transcript_polarity", "block", "polarity"),
    C("October 8, 2024", "date"),
    C("October 11, 2024", "date_email_header_changed", "block"),
    C("Section 6.4", "section"),
    C("just eight days after its rejection letter", "computed_days_wrong", "block", calc="days('2024-10-08','2024-10-18')", val=8),
    C("November 1, 2024", "date_changed", "block"),
    C("told Kestrel to retrieve the goods from the plant by October 15, 2024", "invented_instruction", "block", "model"),
    C("about $165,000", "transcript_amount_changed", "block"),
    C("$148,750", "transcript_amount"),
    C("460 tons", "transcript_value"),
    C("492 TR", "quantity_transposed", "block"),
    C("$771,330.00", "spreadsheet_total"),
    C("$23,600.00", "spreadsheet_amount"),
    C("$25,600.00", "amount"),
    C("Wis. Stat. § 802.08(2)", "authority_listed", skip="law"),
    C("Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986)", "authority_listed", skip="law"),
    C("Lakeview Cold Storage, Inc. v. Harbor Freightways, Inc., 219 Wis. 2d 612, 618 (Ct. App. 1998)", "case_unlisted", "block", skip="authority not in authorities.txt"),
    C("Ridgeway's rejection letter never invoked Section 6.3 of the Agreement.", "polarity_negation", "block", "polarity"),
    C("its notice went out after the fifteen-day period had closed", "polarity_before_after", "block", "polarity"),
    C("Ridgeway ran unit 10834 in production after its rejection", "overstatement_retest_as_use", "block", "model"),
])

# =============================================================================================== 7
LINE_CITES.add("goods_depo_digest")
DRAFTS["goods_depo_digest"] = ("""BRANDVOLD & ESCH, S.C. - PRIVILEGED AND CONFIDENTIAL / ATTORNEY WORK PRODUCT

DEPOSITION DIGEST
Kestrel Cold Systems, Inc. v. Ridgeway Valley Foods, LLC, No. 2025CV002317 (Milwaukee Cnty. Cir. Ct.)

Deponent: Raymond K. Sowinski, Director of Field Service, Kestrel Cold Systems, Inc.
Date and time: September 17, 2025, beginning at 9:23 a.m. ({D11.p1})
Place: Brandvold & Esch, S.C., 411 East Wisconsin Avenue, Suite 1600, Milwaukee ({D11.p1})
Reporter: Janelle P. Vos, RPR ({D11.p1})
Examining: Priya N. Castellanos (Ridgeway). Defending: Keith A. Marsh, Marsh Lindahl LLP (Kestrel). ({D11.p1})
Excerpt digested: pages 41-46 ({D11.p2}-{D11.p7}). Cites are page:line.

41:2-3 Factory run test. Done on test stand 3 at Kestrel's Calumet Road plant.
41:4-5 Timing. Units tested the week of September 16, 2024.
41:6-7 Technician. Luis Ortiz ran the tests.
41:8-11 Conditions. The stand runs at minus ten degrees and cannot pull down to minus twenty.
41:16-17 Correction. Results corrected "to the rating point with the manufacturer's curve."
41:20 Corrected results. Between 452 and 461 tons.
41:23-24 North Coast tests. Kestrel got the invitation but had "nobody free that week."
42:1 Decision. Sowinski himself decided not to send anyone.
42:4-6 Calibration. No reason to think Ferrante's instruments were out of calibration.
42:7-12 Unit 10833. Shown 391 tons at 199 psig; agrees 391 tons is not within spec.
42:13-16 Oct. 10 e-mail. Sowinski denied writing that the low readings reflected the suction line.
42:18-19 Basis for Oct. 10 e-mail. "Experience."
42:20-22 System not examined. No one from Kestrel had looked at Engine Room 2 before the e-mail.
43:1-3 Alcorn visit. Suction conditions fine; slide valve adjusted on 10834; oil filter changed.
44:5-6 Rotor. Alcorn saw scoring on the male rotor of 10833.
43:11-13 Causes. Concedes scoring can come from a machining problem at the factory; also liquid slugging or dirty oil.
43:14-15 Slugging. Alcorn recorded signs of liquid slugging.
43:17-18 Repair time. Rotor set at the factory; quoted "eight to ten weeks."
43:21-22 Stock. No KS-450 in stock; next unit scheduled for early February.
44:3-4 Cure window. Counting from October 8, a repair would have been past twenty days.
45:7 Credit memo. Prepared by Harold Pietrzak in accounting.
44:8-10 Startup credit. $26,500 credited because Kestrel never did the startup.
44:11-12 Pickup. Units never picked up; "still sitting there."
44:15-16 Instructions. Told Lindqvist to keep the units on the crates and not take anything apart.
44:24-25 Frigitek FSC-460. "In the same class," a bit bigger, 640 tons.
45:4-6 Pricing. 2024 list price for KS-450 about $155,000; Ridgeway's contract price $148,750.
45:7-11 Timeliness. Nobody at Kestrel said the rejection was late; it came about two weeks after delivery.
45:12-16 Unit 10832. Kestrel put it to Ridgeway that it keep unit 10832 and pay for it alone.
45:19 Design. Engine Room 2 "was designed for four."
45:22 Departure. Units left Milwaukee September 23 at 2:40 in the afternoon.
45:20-21 Receipt. Received in De Pere at 10:42 in the morning; no exceptions noted.
46:3-5 Retest. Kestrel never retested the units after rejection.
46:6-7 Resale. Kestrel has not resold any of the units.
46:10-12 Claim. Full invoice price less the credit memo, $601,832.70.
46:14-17 Recess. Off the record at 11:06 a.m.; back on at 11:29 a.m.
46:21-22 Test sheets. Ortega fills out a test sheet for each unit; kept in the job file.
46:23-24 Production. Sowinski confirmed the test sheets were produced in this case.

Follow-up: request the Ortega test sheets for serial nos. 10831-10834 from Kestrel's job file.
""", [
    C("September 17, 2025", "date_cover_page"),
    C("9:23 a.m.", "time_transposed", "block"),
    C("Suite 1600", "address_changed", "block"),
    C("Janelle P. Vos, RPR", "name_misspelled", "block"),
    C("Keith A. Marsh, Marsh Lindahl LLP", "name"),
    C("test stand 3", "transcript_value_changed", "block"),
    C("September 16, 2024", "transcript_date_changed", "block"),
    C("Luis Ortiz", "transcript_name_changed", "block"),
    C("minus ten degrees", "transcript_value"),
    C("to the rating point with the manufacturer's curve.", "transcript_quote"),
    C("Between 452 and 461 tons.", "transcript_value"),
    C("nobody free that week.", "transcript_misquote", "block"),
    C("Sowinski himself decided not to send anyone.", "transcript_paraphrase", key=["I did."]),
    C("No reason to think Ferrante's instruments were out of calibration.", "transcript_paraphrase", key=["I don't have any reason to think that"]),
    C("391 tons at 199 psig", "transcript_value", key=["391 tons. Discharge pressure 199 psig"]),
    C("Sowinski denied writing that the low readings reflected the suction line.", "transcript_polarity", "block", "polarity"),
    C("Experience.", "transcript_quote"),
    C("No one from Kestrel had looked at Engine Room 2 before the e-mail.", "transcript_paraphrase", key=["Not at that point, no."]),
    C("slide valve adjusted on 10834", "transcript_paraphrase", key=["slide valve on 10834"]),
    C("44:5-6 Rotor. Alcorn saw scoring on the male rotor of 10833.", "transcript_cite_wrong_page", "block", key=["scoring on the male rotor"]),
    C("machining problem at the factory", "transcript_value"),
    C("Alcorn recorded signs of liquid slugging.", "transcript_polarity", "block", "polarity"),
    C("eight to ten weeks.", "transcript_quote"),
    C("early February", "transcript_value_changed", "block"),
    C("past twenty days", "transcript_value"),
    C("45:7 Credit memo. Prepared by Harold Pietrzak in accounting.", "transcript_cite_wrong_page", "block", key=["Harold Pietrzak"]),
    C("$26,500", "transcript_amount_transposed", "block"),
    C("still sitting there.", "transcript_quote"),
    C("keep the units on the crates", "transcript_paraphrase", key=["keep them on the crates"]),
    C("In the same class,", "transcript_quote"),
    C("640 tons", "transcript_value_transposed", "block"),
    C("about $155,000", "transcript_amount"),
    C("about two weeks after delivery", "transcript_value"),
    C("Kestrel put it to Ridgeway that it keep unit 10832 and pay for it alone.", "transcript_polarity", "block", "polarity"),
    C("was designed for four.", "transcript_quote"),
    C("2:40 in the afternoon", "transcript_time_changed", "block"),
    C("10:42 in the morning", "transcript_cite_wrong_lines", "block"),
    C("Kestrel has not resold any of the units.", "transcript_paraphrase", key=["resold any of them"]),
    C("$601,832.70", "transcript_amount_swapped", "block"),
    C("11:06 a.m.", "transcript_time"),
    C("11:29 a.m.", "transcript_time_changed", "block"),
    C("job file", "transcript_value"),
    C("Sowinski confirmed the test sheets were produced in this case.", "transcript_overstatement", "block", "model"),
])

# =============================================================================================== 8
DRAFTS["goods_demand_letter"] = ("""BRANDVOLD & ESCH, S.C.
411 East Wisconsin Avenue, Suite 1900
Milwaukee, Wisconsin 53202

December 16, 2024

VIA E-MAIL AND CERTIFIED MAIL

Kestrel Cold Systems, Inc.
Attn: Dana R. Whitcombe, Vice President of Sales
6120 West Calumet Road
Milwaukee, Wisconsin 53223

Re: Ridgeway Valley Foods, LLC - Purchase Order No. RVF-PO-24-0719; demand for cover damages

Dear Ms. Whitcombe:

This firm represents Ridgeway Valley Foods, LLC ("Ridgeway"). We write about the four KS-450 compressor packages Kestrel Cold Systems, Inc. ("Kestrel") sold Ridgeway under Master Supply Agreement No. KCS-MSA-2024-017 dated February 12, 2024 (the "Agreement"). ({D1.p1})

The packages, serial nos. KS450-24-10831 through KS450-24-10834, were invoiced on September 14, 2024 ({D3.p1}) and arrived at Ridgeway's De Pere plant on September 26, 2024 ({D4.p1}). The carrier's delivery receipt noted exceptions. ({D4.p1})

North Coast Ammonia Services tested the units on October 2 through 4, 2024, and found that all four failed the Performance Specification. ({D5.p1}) Unit KS450-24-10831, for example, produced only 389 TR against the required 450 TR; its discharge pressure reached 169 psig and its vibration 0.74 in/s. ({D5.p1}) Kestrel, notified on September 29, 2024, attended none of the test runs. ({D5.p1}) North Coast's engineer concluded that the failures were due to plant operating conditions and not to the compressors. ({D5.p2})

Ridgeway rejected the goods by letter of October 8, 2024 ({D6.p1}), well within the fifteen (15) day Inspection Period under Section 6.1 of the Agreement ({D1.p2}). Your Director of Field Service replied on October 10, 2024 that the low readings reflected "the suction line and the refrigerant charge in Engine Room 2, not the compressors." ({D7.p1}) Kestrel's technician was on site on October 14 and 15 but did not change anything on 10831 or 10833. ({D8.p1})

Ridgeway had no choice but to cover. On October 18, 2024, it ordered four Frigitek FSC-460 packages at $169,300.00 each. ({D8.p1}) Section 8.3 of the Agreement preserves Ridgeway's right to cover for goods rightfully rejected, notwithstanding Section 8.1. ({D1.p2}) Under Wis. Stat. § 402.712(2), Ridgeway may recover the difference between the cost of cover and the contract price, together with incidental and consequential damages, less expenses saved.

Ridgeway's damages to date are:

Cover price, 4 Frigitek FSC-460 at $163,900.00 ................ $655,600.00
Less contract price, 4 KS-450 at $148,750.00 ................. ($595,000.00)
Cover differential ............................................... $60,600.00
Expedited production fee (Frigitek) .............................. $18,500.00
Temporary chiller, Arctic Rentals, 6 weeks at $9,875.00 ........... $59,250.00
Rigging, Badger State Crane & Rigging ............................ $14,830.00
(See {D9.p1}.)

Storage of the Kestrel units at $150.00 per day, November 16 through December 16, 2024 (30 days), adds $4,650.00. ({D8.p1}) With storage, Ridgeway's damages total $157,380.00.

Ridgeway asked Kestrel to pick up its units by November 30, 2024. ({D8.p1}) They remain at Dock 3. Kestrel's Credit Memo No. KCS-CM-24-0241, issued November 20, 2024, confirms that Kestrel never performed startup ({D10.p1}); Kestrel nonetheless claims a balance of $610,832.70 ({D10.p1}). Ridgeway owes Kestrel nothing, because the goods were rightfully rejected.

Please pay $157,380.00 within fourteen (14) days and remove the Kestrel units from Dock 3. If we do not hear from you, Ridgeway will pursue its claims in the Circuit Court for Milwaukee County under Section 11 of the Agreement, and will seek its attorney fees under Section 14. ({D1.p3})

Very truly yours,

BRANDVOLD & ESCH, S.C.

Priya N. Castellanos

cc: Teresa M. Lindqvist, Plant Manager
    Marcus T. Oyelaran, Chief Operating Officer
""", [
    C("RVF-PO-24-0719", "identifier_uncited", pages="ANY"),
    C("KCS-MSA-2024-017", "identifier"),
    C("February 12, 2024", "date"),
    C("September 14, 2024", "date_changed", "block"),
    C("September 26, 2024", "date_day_changed_ocr", "block"),
    C("The carrier's delivery receipt noted exceptions.", "polarity_ocr", "block", "polarity"),
    C("all four failed the Performance Specification", "overstatement_count", "block", "model"),
    C("389 TR", "table_value_changed", "block"),
    C("169 psig", "table_value_transposed", "block"),
    C("0.74 in/s", "table_value_transposed", "block"),
    C("September 29, 2024", "date_changed", "block"),
    C("the failures were due to plant operating conditions and not to the compressors", "polarity_cause_reversed", "block", "polarity"),
    C("October 8, 2024", "date"),
    C("Section 6.1", "section", key=["6.1 Buyer may inspect"]),
    C("October 10, 2024", "date_email_header"),
    C("the suction line and the refrigerant charge in Engine Room 2, not the compressors.", "misquote_word_changed", "block"),
    C("did not change anything on 10831 or 10833", "clause"),
    C("$169,300.00", "amount_changed", "block"),
    C("Section 8.3", "section", key=["8.3 Sections 8.1 and 8.2"]),
    C("Wis. Stat. § 402.712(2)", "authority_listed", skip="law"),
    C("$655,600.00", "spreadsheet_amount"),
    C("($595,000.00)", "spreadsheet_amount", key=["595,000.00"]),
    C("$60,600.00", "spreadsheet_computed"),
    C("6 weeks", "spreadsheet_quantity", key=["rental (weeks) | 6"]),
    C("$14,830.00", "amount_transposed", "block"),
    C("$150.00 per day", "rate"),
    C("(30 days)", "computed_days_wrong", "block", calc="days('2024-11-15','2024-12-16')", val=30),
    C("$157,380.00", "computed_total", calc="60600+18500+59250+14380+4650", val=157380),
    C("November 30, 2024", "date_changed", "block"),
    C("KCS-CM-24-0241", "identifier_digits_swapped", "block"),
    C("$610,832.70", "amount"),
    C("Section 14", "section_nonexistent", "block", key=["14. "]),
])


def claims_in_order(text, claims, name):
    pos = 0
    for c in claims:
        at = text.find(c["text"], pos)
        if at < 0:
            raise SystemExit(f"{name}: claim not found in order: {c['text']!r}")
        pos = at + 1


def build():
    out = {
        "note": "Goods matter (make_matter.py, prefix GOODS): a UCC Article 2 sale-of-goods dispute (Wis. Stat. ch. 402), "
                "Kestrel Cold Systems v. Ridgeway Valley Foods. Documents in file order D1-D12; D4 is image only (OCR); "
                "D7 and D8 are .eml, D9 is .xlsx, D11 is a deposition excerpt (cover page, then transcript pages 41-46). "
                "needs=polarity marks a fact false only by a negation or reversal; needs=model marks what only a reader of meaning can catch.",
        "matter_script": "make_matter.py",
        "prefix": "GOODS",
        "drafts": {},
    }
    prefixes = {"goods_decl_lindqvist": "gl", "goods_decl_pietrzak": "gp", "goods_mediation_statement": "gm",
                "goods_complaint": "gc", "goods_sj_facts": "gs", "goods_opposition": "go",
                "goods_depo_digest": "gd", "goods_demand_letter": "gx"}
    checks = {}
    for name, (text, claims) in DRAFTS.items():
        claims_in_order(text, claims, name)
        rows = []
        for i, c in enumerate(claims, 1):
            cid = f"{prefixes[name]}{i}"
            row = {"id": cid, "text": c["text"], "kind": c["kind"], "expect": c["expect"]}
            if c["needs"]:
                row["needs"] = c["needs"]
            rows.append(row)
            checks[cid] = c["check"]
        out["drafts"][name] = {"expect_blocked": any(r["expect"] == "block" for r in rows), "text": text,
                               "claims": rows}
    return out, checks


if __name__ == "__main__":
    data, _ = build()
    (HERE / "drafts.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    n = sum(len(d["claims"]) for d in data["drafts"].values())
    print(f"wrote drafts.json: {len(data['drafts'])} drafts, {n} claims")
