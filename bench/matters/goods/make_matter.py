"""Write the Goods matter: Kestrel Cold Systems, Inc. v. Ridgeway Valley Foods, LLC. Fictional.

    python make_matter.py OUTDIR      (needs pymupdf, Pillow-free, openpyxl)

A sale-of-goods dispute under Wisconsin's UCC Article 2 (Wis. Stat. ch. 402). Kestrel (seller, Milwaukee)
shipped four KS-450 ammonia screw compressor packages to Ridgeway's poultry plant in De Pere; Ridgeway
rejected them after a performance test, bought substitutes from Frigitek, and Kestrel sues for the price.
All names, addresses, numbers and events are invented. Bates prefix GOODS.

Documents, in production order (each PDF page is one Bates page, each other file one page):
 D1  master supply agreement (3 pp)           D7  e-mail Sowinski -> Lindqvist (.eml)
 D2  purchase order (table)                   D8  e-mail Lindqvist -> Sowinski with PDF attachment (.eml)
 D3  invoice (table, serial numbers)          D9  cover purchases spreadsheet (.xlsx)
 D4  bill of lading (image only: scan)        D10 credit memo (table)
 D5  performance test report (2 pp, table)    D11 deposition excerpt, R. Sowinski (cover + Tr. 41-46)
 D6  notice of rejection (letter)             D12 statement of account (table)
"""
import datetime as dt
import sys
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

import openpyxl
import pymupdf

# ---------------------------------------------------------------------------------------------- D1
MSA = [
    "MASTER SUPPLY AGREEMENT\n"
    "Agreement No. KCS-MSA-2024-017\n\n"
    "This Master Supply Agreement (the \"Agreement\") is entered into as of February 12, 2024 (the \"Effective "
    "Date\") by and between Kestrel Cold Systems, Inc., a Wisconsin corporation with its principal place of "
    "business at 6120 West Calumet Road, Milwaukee, Wisconsin 53223 (\"Seller\"), and Ridgeway Valley Foods, LLC, "
    "a Wisconsin limited liability company that operates a poultry processing plant at 1455 Lost Dauphin Road, "
    "De Pere, Wisconsin 54115 (the \"Plant\") (\"Buyer\").\n\n"
    "1. SCOPE\n"
    "1.1 Seller shall sell and Buyer shall buy the industrial refrigeration equipment described in Schedule A "
    "(the \"Goods\") under purchase orders issued by Buyer and accepted by Seller (\"Purchase Orders\"). Each "
    "Purchase Order incorporates this Agreement.\n"
    "1.2 If a Purchase Order conflicts with this Agreement, this Agreement controls.\n\n"
    "2. SPECIFICATIONS\n"
    "2.1 Each Kestrel KS-450 ammonia screw compressor package shall conform to Specification Sheet KS-450-R3, "
    "including the following performance requirements (the \"Performance Specification\"):\n"
    "(a) refrigeration capacity of not less than 450 tons of refrigeration (TR) at a saturated suction "
    "temperature of -20°F;\n"
    "(b) discharge pressure not exceeding 185 psig at that rating point;\n"
    "(c) oil temperature leaving the oil cooler not exceeding 140°F; and\n"
    "(d) overall vibration not exceeding 0.30 in/s at any bearing housing.\n\n"
    "3. PRICE\n"
    "3.1 The price of each KS-450 compressor package is One Hundred Forty-Eight Thousand Seven Hundred Fifty "
    "and 00/100 Dollars ($148,750.00). Prices are firm through December 31, 2024.\n"
    "3.2 Startup and commissioning services are priced at $6,400.00 per compressor package.\n"
    "3.3 Prices exclude freight and applicable taxes, which Seller shall invoice separately.",

    "4. PAYMENT\n"
    "4.1 Seller shall invoice Buyer upon shipment. Payment is due net forty-five (45) days from the invoice "
    "date.\n"
    "4.2 Any amount not paid when due bears interest at one and one-quarter percent (1.25%) per month from the "
    "due date until paid, but not more than the maximum rate allowed by law.\n\n"
    "5. DELIVERY\n"
    "5.1 Delivery terms are FOB Seller's facility, Milwaukee, Wisconsin. Title and risk of loss pass to Buyer "
    "upon delivery of the Goods to the carrier.\n"
    "5.2 Seller shall ship the Goods within ten (10) weeks after accepting a Purchase Order.\n\n"
    "6. INSPECTION, REJECTION AND CURE\n"
    "6.1 Buyer may inspect and test the Goods at the Plant for fifteen (15) days after their arrival (the "
    "\"Inspection Period\"). Tests shall be run under the rating conditions in Section 2.1.\n"
    "6.2 Buyer may reject any Goods that fail the Performance Specification by written notice to Seller, given "
    "within the Inspection Period, that states the nonconformity. Goods not rejected within the Inspection "
    "Period are accepted.\n"
    "6.3 The compressor packages under a single Purchase Order are designed to run as one integrated system, "
    "and Buyer may treat them as a single commercial unit for purposes of acceptance and rejection.\n"
    "6.4 Seller may cure a rejected delivery within twenty (20) days after receiving Buyer's notice of "
    "rejection.\n\n"
    "7. WARRANTY\n"
    "7.1 Seller warrants that the Goods will be free from defects in materials and workmanship and will conform "
    "to the Performance Specification for eighteen (18) months after startup or twenty-four (24) months after "
    "shipment, whichever ends first (the \"Warranty Period\").\n"
    "7.2 EXCEPT AS STATED IN SECTION 7.1, SELLER MAKES NO OTHER WARRANTY, EXPRESS OR IMPLIED, INCLUDING ANY "
    "IMPLIED WARRANTY OF MERCHANTABILITY OR OF FITNESS FOR A PARTICULAR PURPOSE.\n\n"
    "8. LIMITATION OF REMEDIES\n"
    "8.1 For Goods that Buyer has accepted, Buyer's exclusive remedy for breach of the warranty in Section 7.1 "
    "is repair or replacement of the nonconforming Goods by Seller.\n"
    "8.2 Neither party is liable for lost profits or other consequential damages. Seller's total liability "
    "under this Agreement shall not exceed the price of the Goods under the Purchase Order in question.\n"
    "8.3 Sections 8.1 and 8.2 do not limit Buyer's rights with respect to Goods rightfully rejected under "
    "Section 6, including Buyer's right to cover.",

    "9. TERM\n"
    "This Agreement runs for three (3) years from the Effective Date.\n\n"
    "10. NOTICES\n"
    "Notices shall be in writing and delivered by hand, by certified mail or by overnight courier, with a copy "
    "by e-mail.\n"
    "To Seller: Kestrel Cold Systems, Inc., Attn: Dana R. Whitcombe, Vice President of Sales, 6120 West Calumet "
    "Road, Milwaukee, Wisconsin 53223; dwhitcombe@kestrelcold.example\n"
    "To Buyer: Ridgeway Valley Foods, LLC, Attn: Teresa M. Lindqvist, Plant Manager, 1455 Lost Dauphin Road, "
    "De Pere, Wisconsin 54115; tlindqvist@ridgewayvalley.example\n\n"
    "11. GOVERNING LAW; VENUE\n"
    "This Agreement is governed by the laws of the State of Wisconsin, including chapter 402 of the Wisconsin "
    "Statutes. Any action arising under this Agreement shall be brought in the Circuit Court for Milwaukee "
    "County, Wisconsin.\n\n"
    "12. ATTORNEY FEES\n"
    "The prevailing party in any action to enforce this Agreement may recover its reasonable attorney fees and "
    "costs.\n\n"
    "13. ENTIRE AGREEMENT\n"
    "This Agreement, its Schedule A and the Purchase Orders are the entire agreement of the parties.\n\n"
    "SCHEDULE A - GOODS AND PRICES\n"
    "KS-450 ammonia screw compressor package, 450 TR, 400 hp motor, 460V/3/60 ........ $148,750.00 each\n"
    "Startup and commissioning service (SVC-SU) ........................................ $6,400.00 each\n"
    "Spare parts kit SPK-450 ............................................................ $11,285.50 each\n\n"
    "SELLER: KESTREL COLD SYSTEMS, INC.\n"
    "By: Dana R. Whitcombe, Vice President of Sales        Date: 02/12/2024\n\n"
    "BUYER: RIDGEWAY VALLEY FOODS, LLC\n"
    "By: Marcus T. Oyelaran, Chief Operating Officer        Date: 02/12/2024",
]

# ---------------------------------------------------------------------------------------------- D2
PO = [
    "RIDGEWAY VALLEY FOODS, LLC\n"
    "1455 Lost Dauphin Road, De Pere, WI 54115\n\n"
    "PURCHASE ORDER\n\n"
    "PO Number:    RVF-PO-24-0719\n"
    "PO Date:      July 8, 2024\n"
    "Vendor:       Kestrel Cold Systems, Inc. (Vendor No. V-20417)\n"
    "              6120 West Calumet Road, Milwaukee, WI 53223\n"
    "Ship To:      Ridgeway Valley Foods, LLC - De Pere Plant, Receiving Dock 3\n"
    "              1455 Lost Dauphin Road, De Pere, WI 54115\n"
    "Terms:        Net 45           FOB: Seller's facility, Milwaukee\n"
    "Agreement:    Master Supply Agreement No. KCS-MSA-2024-017\n"
    "Project:      Engine Room 2 Refrigeration Replacement (Project No. RVF-ER2-2024)\n"
    "Requested ship date: September 20, 2024\n\n"
    "Line  Item No.  Description                           Qty   Unit Price     Extended\n"
    "----  --------  ------------------------------------  ---  -----------  -----------\n"
    "1     KS-450    Ammonia screw compressor package        4   148,750.00   595,000.00\n"
    "2     SVC-SU    Startup and commissioning service       4     6,400.00    25,600.00\n"
    "3     SPK-450   Spare parts kit                         1    11,285.50    11,285.50\n"
    "                                                               Subtotal   631,885.50\n"
    "                                           Freight: per MSA Section 3.3 (invoiced)\n\n"
    "Approved by:  Marcus T. Oyelaran, Chief Operating Officer\n"
    "Buyer contact: Teresa M. Lindqvist, Plant Manager, (920) 555-0148",
]

# ---------------------------------------------------------------------------------------------- D3
INVOICE = [
    "KESTREL COLD SYSTEMS, INC.\n"
    "6120 West Calumet Road, Milwaukee, WI 53223\n\n"
    "INVOICE\n\n"
    "Invoice No.:   KCS-INV-24-5561              Invoice Date: September 24, 2024\n"
    "Bill To:       Ridgeway Valley Foods, LLC   Customer No.: C-08812\n"
    "               1455 Lost Dauphin Road, De Pere, WI 54115\n"
    "Customer PO:   RVF-PO-24-0719               Ship Date:    September 23, 2024\n"
    "Ship Via:      Great Lakes Freightways, Inc.  BOL No.: GLF-338817\n"
    "Terms:         Net 45 days                  Due Date:     November 8, 2024\n\n"
    "Ln  Item     Description                        Serial No.       Qty   Unit Price       Amount\n"
    "--  -------  ---------------------------------  --------------  ---  -----------  -----------\n"
    "1   KS-450   Ammonia screw compressor package   KS450-24-10831    1   148,750.00   148,750.00\n"
    "2   KS-450   Ammonia screw compressor package   KS450-24-10832    1   148,750.00   148,750.00\n"
    "3   KS-450   Ammonia screw compressor package   KS450-24-10833    1   148,750.00   148,750.00\n"
    "4   KS-450   Ammonia screw compressor package   KS450-24-10834    1   148,750.00   148,750.00\n"
    "5   SVC-SU   Startup and commissioning service  -                 4     6,400.00    25,600.00\n"
    "6   SPK-450  Spare parts kit                    -                 1    11,285.50    11,285.50\n"
    "7   FRT      Freight, prepaid and added         -                 1     4,960.00     4,960.00\n"
    "                                                                          Subtotal   636,845.50\n"
    "                        Sales tax: exempt (manufacturing exemption, Cert. No. S-211-4470)   0.00\n"
    "                                                                         TOTAL DUE  $636,845.50\n\n"
    "Late payments bear interest at 1.25% per month under MSA Section 4.2.\n"
    "Remit to: Kestrel Cold Systems, Inc., Accounts Receivable, 6120 West Calumet Road, Milwaukee, WI 53223",
]

# ---------------------------------------------------------------------------------------------- D4 (scan)
BOL = [
    "STRAIGHT BILL OF LADING - SHORT FORM - NOT NEGOTIABLE\n"
    "GREAT LAKES FREIGHTWAYS, INC.\n\n"
    "BOL No.: GLF-338817          PRO No.: 72-448190\n"
    "Ship Date: 09/23/2024\n\n"
    "SHIPPER: Kestrel Cold Systems, Inc.\n"
    "         6120 W. Calumet Rd., Milwaukee, WI 53223\n"
    "CONSIGNEE: Ridgeway Valley Foods, LLC - Dock 3\n"
    "           1455 Lost Dauphin Rd., De Pere, WI 54115\n"
    "Customer PO: RVF-PO-24-0719\n"
    "Freight terms: Prepaid\n\n"
    "PCS  TYPE    DESCRIPTION                         WEIGHT\n"
    "4    crates  Ammonia screw compressor pkg KS-450  11,850 lb each = 47,400 lb\n"
    "1    carton  Spare parts kit SPK-450              312 lb\n"
    "TOTAL: 5 pieces, 47,712 lb\n\n"
    "Trailer No.: GLF 5331        Seal No.: 0918442\n\n"
    "Shipper signature: D. Kaminski     09/23/2024  14:10\n"
    "Driver: L. Trevino\n\n"
    "DELIVERY RECEIPT\n"
    "Received 09/25/2024 at 10:42.\n"
    "5 pieces received in apparent good order.\n"
    "Exceptions: NONE\n"
    "Consignee signature: J. Marquardt, Receiving",
]

# ---------------------------------------------------------------------------------------------- D5
REPORT = [
    "NORTH COAST AMMONIA SERVICES, LLC\n"
    "2208 Velp Avenue, Green Bay, Wisconsin 54303\n\n"
    "PERFORMANCE TEST REPORT                         Report No. NCAS-24-1187\n\n"
    "Client:     Ridgeway Valley Foods, LLC - De Pere Plant, Engine Room 2\n"
    "Equipment:  Kestrel KS-450 ammonia screw compressor packages (4), PO RVF-PO-24-0719\n"
    "Test dates: October 2-4, 2024\n"
    "Engineer:   Paul D. Ferrante, P.E., CIRO\n"
    "Witnesses:  Teresa M. Lindqvist (Ridgeway Valley Foods). Kestrel Cold Systems was notified on\n"
    "            September 27, 2024 and did not attend.\n\n"
    "Method: Rating conditions of MSA Section 2.1: saturated suction -20°F, condensing 95°F. Each unit was run\n"
    "4 hours at full load after stabilization. Readings below are averages over the run.\n\n"
    "1. SUMMARY\n"
    "Unit KS450-24-10832 met the Performance Specification. Three of the four units did not meet the\n"
    "Performance Specification: KS450-24-10831, KS450-24-10833 and KS450-24-10834.\n\n"
    "Serial No.      Date      Start  End    Suct.°F  Disch.psig  Oil°F  Cap.TR  Vib.in/s  Result\n"
    "--------------  --------  -----  -----  -------  ----------  -----  ------  --------  ------\n"
    "KS450-24-10831  10/02/24  08:15  12:15   -20.1       196      151     398     0.47    FAIL\n"
    "KS450-24-10832  10/02/24  13:30  17:30   -19.9       181      137     456     0.22    PASS\n"
    "KS450-24-10833  10/03/24  07:45  11:45   -20.0       199      154     391     0.52    FAIL\n"
    "KS450-24-10834  10/04/24  09:00  13:00   -20.2       188      146     417     0.31    FAIL\n"
    "Spec limit (MSA 2.1)              -20.0     <=185     <=140   >=450    <=0.30",

    "NCAS Report No. NCAS-24-1187 - Page 2\n\n"
    "2. FINDINGS\n"
    "2.1 Three of the four units fell short of the rated capacity of 450 TR, by between 33 and 59 TR.\n"
    "2.2 On units 10831 and 10833, discharge pressure exceeded 185 psig and oil temperature leaving the oil "
    "cooler exceeded 140°F throughout the run. A borescope inspection of unit 10833 at 14:20 on October 3, 2024 "
    "showed scoring on the male rotor lobes.\n"
    "2.3 Vibration on units 10831 and 10833 exceeded 0.30 in/s at the drive-end bearing housing. Unit 10834 "
    "read 0.31 in/s.\n"
    "2.4 The plant's suction conditions were held within ±0.2°F of the rating point for each run. All "
    "instruments were calibrated on September 30, 2024 (certificates NCAS-CAL-0930-A through NCAS-CAL-0930-D).\n\n"
    "3. OPINION\n"
    "In my opinion the failures of units 10831, 10833 and 10834 are due to the compressors and not to plant "
    "operating conditions. Unit 10832 may be run, but the Engine Room 2 system requires all four units to carry "
    "its design load of 1,800 TR.\n\n"
    "Paul D. Ferrante, P.E.\n"
    "Wisconsin License No. 41877-6\n"
    "October 7, 2024",
]

# ---------------------------------------------------------------------------------------------- D6
REJECTION = [
    "RIDGEWAY VALLEY FOODS, LLC\n"
    "1455 Lost Dauphin Road, De Pere, Wisconsin 54115\n\n"
    "October 8, 2024\n\n"
    "VIA OVERNIGHT COURIER AND E-MAIL (dwhitcombe@kestrelcold.example)\n\n"
    "Kestrel Cold Systems, Inc.\n"
    "Attn: Dana R. Whitcombe, Vice President of Sales\n"
    "6120 West Calumet Road\n"
    "Milwaukee, Wisconsin 53223\n\n"
    "Re: NOTICE OF REJECTION - Purchase Order No. RVF-PO-24-0719; Invoice No. KCS-INV-24-5561;\n"
    "Master Supply Agreement No. KCS-MSA-2024-017\n\n"
    "Dear Ms. Whitcombe:\n\n"
    "The four KS-450 compressor packages shipped under the above Purchase Order arrived at our De Pere plant on "
    "September 25, 2024. North Coast Ammonia Services tested each unit from October 2 through October 4, 2024 "
    "under the rating conditions of Section 2.1 of the Agreement. Its report (No. NCAS-24-1187, enclosed) shows "
    "that serial numbers KS450-24-10831, KS450-24-10833 and KS450-24-10834 do not meet the Performance "
    "Specification: each fell below 450 TR, and units 10831 and 10833 also exceeded the discharge pressure, oil "
    "temperature and vibration limits.\n\n"
    "Under Section 6.2 of the Agreement and Wis. Stat. § 402.602, Ridgeway Valley Foods rejects the Goods. "
    "Because the four packages run as one integrated system, Ridgeway treats them as a single commercial unit "
    "under Section 6.3 and rejects all four, including serial number KS450-24-10832.\n\n"
    "We are holding the Goods at the Plant with reasonable care, at your risk, pending your instructions. "
    "Please tell us by October 15, 2024 whether you intend to cure under Section 6.4. We will not pay Invoice "
    "No. KCS-INV-24-5561. Engine Room 2 must be back in service before the holiday production peak, and if the "
    "nonconformity is not cured promptly we will buy substitute compressors and hold Kestrel responsible for "
    "the difference in cost.\n\n"
    "Sincerely,\n\n"
    "Teresa M. Lindqvist\n"
    "Plant Manager\n\n"
    "cc: Marcus T. Oyelaran, Chief Operating Officer\n"
    "    Raymond K. Sowinski, Director of Field Service, Kestrel Cold Systems, Inc.\n"
    "Enclosure: NCAS Report No. NCAS-24-1187",
]

# ---------------------------------------------------------------------------------------------- D7, D8
EML_SOWINSKI = {
    "From": "Raymond K. Sowinski <rsowinski@kestrelcold.example>",
    "To": "Teresa M. Lindqvist <tlindqvist@ridgewayvalley.example>",
    "Cc": "Dana R. Whitcombe <dwhitcombe@kestrelcold.example>",
    "Date": dt.datetime(2024, 10, 10, 16, 52, 7, tzinfo=dt.timezone(dt.timedelta(hours=-5))),
    "Subject": "RE: Notice of Rejection - PO RVF-PO-24-0719",
    "Message-ID": "<20241010165207.4471@kestrelcold.example>",
    "body": (
        "Teresa,\n\n"
        "We received your letter of October 8 and the North Coast report. We do not agree that the units are "
        "nonconforming. All four packages passed our factory run test before shipment, and I believe the low "
        "capacity readings reflect the suction line and the ammonia charge in Engine Room 2, not the "
        "compressors.\n\n"
        "That said, we want to resolve this. I can have a field service engineer, Bennett Alcorn, on site "
        "Monday, October 14, at 7:00 a.m. to inspect the units and check the system. If we find a defect in any "
        "compressor, we will repair or replace it under Section 6.4.\n\n"
        "Please do not remove or disassemble the units before our visit.\n\n"
        "Ray Sowinski\n"
        "Director of Field Service\n"
        "Kestrel Cold Systems, Inc.\n"
        "(414) 555-0193\n"
    ),
}
EML_LINDQVIST = {
    "From": "Teresa M. Lindqvist <tlindqvist@ridgewayvalley.example>",
    "To": "Raymond K. Sowinski <rsowinski@kestrelcold.example>",
    "Cc": "Dana R. Whitcombe <dwhitcombe@kestrelcold.example>, Marcus T. Oyelaran <moyelaran@ridgewayvalley.example>",
    "Date": dt.datetime(2024, 10, 21, 9, 14, 33, tzinfo=dt.timezone(dt.timedelta(hours=-5))),
    "Subject": "Engine Room 2 - cover purchase",
    "Message-ID": "<CAF8812.20241021091433@ridgewayvalley.example>",
    "In-Reply-To": "<20241010165207.4471@kestrelcold.example>",
    "body": (
        "Ray,\n\n"
        "Mr. Alcorn was here on October 14 and 15. He replaced the oil filter and adjusted the slide valve on "
        "unit 10834 but did not change anything on 10831 or 10833. He told our refrigeration lead that the rotor "
        "scoring on 10833 would need a factory rebuild, which he estimated at eight to ten weeks.\n\n"
        "We re-ran unit 10834 on October 16. It reached 429 TR, still short of the 450 TR specification.\n\n"
        "We cannot wait until December. On October 18, 2024 we placed Purchase Order No. RVF-PO-24-0877 with "
        "Frigitek Industrial Refrigeration Corp. for four FSC-460 compressor packages at $163,900.00 each, with "
        "delivery promised for November 11, 2024. The Frigitek quotation is attached. We are also renting a "
        "temporary chiller from Arctic Rentals to keep Engine Room 2 running.\n\n"
        "The four Kestrel units remain on their crates at Dock 3. Please arrange pickup by November 15, 2024; "
        "after that date we will charge storage at $150.00 per day.\n\n"
        "Teresa Lindqvist\n"
        "Plant Manager, Ridgeway Valley Foods, LLC\n"
        "(920) 555-0148\n"
    ),
    "attachment": ("Frigitek_Quote_Q-88412.pdf",
                   "FRIGITEK INDUSTRIAL REFRIGERATION CORP.\nQUOTATION Q-88412\nDate: October 17, 2024\n\n"
                   "To: Ridgeway Valley Foods, LLC, De Pere Plant\n\n"
                   "4  FSC-460 ammonia screw compressor package  @ $163,900.00  = $655,600.00\n"
                   "1  Expedited production fee                                 = $18,500.00\n\n"
                   "Delivery: November 11, 2024 if ordered by October 18, 2024.\n"
                   "Quotation valid ten (10) days."),
}

# ---------------------------------------------------------------------------------------------- D9
COVER_TITLE = "Ridgeway Valley Foods, LLC - Engine Room 2 Cover Purchases (prepared by T. Lindqvist)"
COVER_HEAD = ["Date", "Vendor", "Document No.", "Description", "Qty", "Unit Price", "Amount"]
COVER_ROWS = [
    (dt.date(2024, 10, 18), "Frigitek Industrial Refrigeration Corp.", "RVF-PO-24-0877",
     "FSC-460 ammonia screw compressor package", 4, 163900.00, 655600.00),
    (dt.date(2024, 10, 18), "Frigitek Industrial Refrigeration Corp.", "RVF-PO-24-0877",
     "Expedited production fee", 1, 18500.00, 18500.00),
    (dt.date(2024, 10, 21), "Arctic Rentals, Inc.", "AR-R-55016",
     "Temporary 500 TR chiller rental (weeks)", 6, 9875.00, 59250.00),
    (dt.date(2024, 11, 12), "Badger State Crane & Rigging", "BSC-7741",
     "Removal of Kestrel units; setting of Frigitek units", 1, 14380.00, 14380.00),
    (dt.date(2024, 11, 22), "Frigitek Industrial Refrigeration Corp.", "FIR-INV-30915",
     "Startup and commissioning (per unit)", 4, 5900.00, 23600.00),
]
COVER_SUMMARY = [
    ("Total cover costs", 771330.00),
    ("Contract price of Kestrel KS-450 packages (4 x 148,750.00)", 595000.00),
    ("Cover price of Frigitek FSC-460 packages", 655600.00),
    ("Difference, cover price less contract price", 60600.00),
]

# ---------------------------------------------------------------------------------------------- D10
CREDIT = [
    "KESTREL COLD SYSTEMS, INC.\n"
    "6120 West Calumet Road, Milwaukee, WI 53223\n\n"
    "CREDIT MEMO\n\n"
    "Credit Memo No.:  KCS-CM-24-0214\n"
    "Date:             November 20, 2024\n"
    "Customer:         Ridgeway Valley Foods, LLC (Customer No. C-08812)\n"
    "Applies to:       Invoice No. KCS-INV-24-5561 dated September 24, 2024\n\n"
    "Ln  Item     Description                                           Qty  Unit Price     Credit\n"
    "--  -------  ----------------------------------------------------  ---  ----------  ---------\n"
    "1   SVC-SU   Startup and commissioning service - not performed       4    6,400.00  25,600.00\n"
    "2   FRT-ADJ  Freight adjustment - fuel surcharge billed in error     1      412.80     412.80\n"
    "                                                                     Total credit  $26,012.80\n\n"
    "Invoice balance before this credit:   $636,845.50\n"
    "Balance after this credit:            $610,832.70\n\n"
    "This credit does not waive Seller's claim for the remaining balance, which is past due.\n\n"
    "Authorized: Harold J. Pietrzak, Controller",
]

# ---------------------------------------------------------------------------------------------- D11
TR_COVER = (
    "STATE OF WISCONSIN          CIRCUIT COURT          MILWAUKEE COUNTY\n\n"
    "KESTREL COLD SYSTEMS, INC.,\n"
    "          Plaintiff and Counter-Defendant,\n\n"
    "     v.                                     Case No. 2025CV002317\n\n"
    "RIDGEWAY VALLEY FOODS, LLC,\n"
    "          Defendant and Counter-Plaintiff.\n\n\n"
    "                DEPOSITION OF RAYMOND K. SOWINSKI\n\n"
    "Date:      Wednesday, September 17, 2025\n"
    "Time:      9:32 a.m.\n"
    "Place:     Brandvold & Esch, S.C.\n"
    "           411 East Wisconsin Avenue, Suite 1900\n"
    "           Milwaukee, Wisconsin 53202\n"
    "Reporter:  Janelle P. Voss, RPR\n\n"
    "APPEARANCES:\n"
    "For Plaintiff:  Keith A. Marsh, Marsh Lindahl LLP\n"
    "For Defendant:  Priya N. Castellanos, Brandvold & Esch, S.C.\n"
    "Also present:   Ethan Roe, videographer\n\n"
    "EXCERPT: pages 41 through 46"
)
TRANSCRIPT = {
    41: [
        "A. -- that was the standard run test, yes.",
        "Q. Let's talk about that run test. Where was it done?",
        "A. On test stand 2 at our Calumet Road plant.",
        "Q. And when were the four units for Ridgeway tested?",
        "A. The week of September 9, 2024, if I remember right.",
        "Q. Who ran the tests?",
        "A. One of our test technicians, Luis Ortega.",
        "Q. At what suction temperature?",
        "A. Our stand runs at minus ten degrees saturated suction.",
        "Q. Not minus twenty?",
        "A. No. The stand can't pull down to minus twenty.",
        "Q. So none of the four units was tested at the rating",
        "   point in Section 2.1 of the supply agreement before",
        "   it left your plant?",
        "   MR. MARSH: Objection, form.",
        "A. Not at minus twenty, no. We correct the result to",
        "   the rating point with the manufacturer's curve.",
        "Q. Did the corrected numbers show 450 tons for every",
        "   unit?",
        "A. They showed between 452 and 461 tons.",
        "Q. Did Kestrel send anyone to the North Coast tests in",
        "   October?",
        "A. No. We got the invitation, but we didn't have",
        "   anybody free that week.",
        "Q. Who made that decision?",
    ],
    42: [
        "A. I did.",
        "Q. You've seen the North Coast report, Exhibit 14?",
        "A. Yes.",
        "Q. Do you have any reason to think Mr. Ferrante's",
        "   instruments were out of calibration?",
        "A. I don't have any reason to think that, no.",
        "Q. Look at the row for serial number 10833. Capacity",
        "   391 tons. Discharge pressure 199 psig. Do you see",
        "   that?",
        "A. I see it.",
        "Q. Is 391 tons within the Performance Specification?",
        "A. No, it's not.",
        "Q. You wrote to Ms. Lindqvist on October 10 that the",
        "   low readings reflected the suction line and the",
        "   ammonia charge. Do you remember that?",
        "A. I do.",
        "Q. What did you base that on?",
        "A. Experience. When we see low capacity on several",
        "   units at one site, nine times out of ten it's the system.",
        "Q. Had anyone from Kestrel looked at the Engine Room 2",
        "   system when you wrote that e-mail?",
        "A. Not at that point, no.",
        "Q. Mr. Alcorn went out on October 14?",
        "A. The fourteenth and fifteenth. Two days.",
        "Q. What did he find?",
    ],
    43: [
        "A. He found the suction conditions were fine. I'll",
        "   give them that. He adjusted the slide valve on",
        "   10834 and changed an oil filter.",
        "Q. And on 10833?",
        "A. He pulled the inspection cover and saw scoring on",
        "   the male rotor.",
        "Q. Scoring is a defect in the compressor, isn't it?",
        "   MR. MARSH: Objection, calls for a legal conclusion.",
        "A. It's damage to the rotor. It can come from a lot of",
        "   things.",
        "Q. Including a machining problem at the factory?",
        "A. It can, yes. It can also come from liquid slugging",
        "   or dirty oil.",
        "Q. Did Mr. Alcorn find any sign of liquid slugging?",
        "A. Not that he wrote down.",
        "Q. What was the fix for 10833?",
        "A. It would have to come back to Milwaukee for a rotor",
        "   set. We quoted eight to ten weeks.",
        "Q. Did Kestrel ever offer Ridgeway a replacement unit",
        "   from stock?",
        "A. We didn't have a KS-450 in stock. The next one off",
        "   the line was scheduled for early January.",
        "Q. January of 2025?",
        "A. Right.",
        "Q. So the earliest Kestrel could have cured 10833 was",
    ],
    44: [
        "   more than twenty days after the rejection letter?",
        "   MR. MARSH: Objection, form.",
        "A. If you count from October 8, yes, it would have been",
        "   past twenty days.",
        "Q. Let's turn to Exhibit 22, the credit memo. You",
        "   recognize that?",
        "A. Yes. Harold Pietrzak in accounting prepared it.",
        "Q. It credits the startup charge of $25,600. Why?",
        "A. Because we never did the startup. Ridgeway ran the",
        "   units with North Coast before we got there.",
        "Q. Did Kestrel ever pick up the four units from Dock 3?",
        "A. No. They're still sitting there as far as I know.",
        "Q. Did anyone at Kestrel tell Ridgeway what to do with",
        "   them?",
        "A. I told Teresa to keep them on the crates and not",
        "   take anything apart. That was in my e-mail.",
        "Q. After Ms. Lindqvist's e-mail of October 21, did",
        "   Kestrel give Ridgeway any instructions for",
        "   returning the units?",
        "A. Not that I'm aware of. That went to the lawyers.",
        "Q. Are you aware that Ridgeway bought four Frigitek",
        "   compressors?",
        "A. I heard that, yes.",
        "Q. Is the Frigitek FSC-460 a comparable machine?",
        "A. It's in the same class. It's a bit bigger, 460 tons.",
    ],
    45: [
        "Q. Is $163,900 a reasonable price for an FSC-460 on an",
        "   expedited basis?",
        "   MR. MARSH: Objection, foundation.",
        "A. I don't know their pricing. Our list price for the",
        "   KS-450 in 2024 was about $155,000. Ridgeway got a",
        "   contract price of $148,750.",
        "Q. Mr. Sowinski, when Ridgeway rejected the four units,",
        "   did Kestrel dispute that the rejection letter was on",
        "   time?",
        "A. I don't think anybody said it was late. It came in",
        "   about two weeks after delivery.",
        "Q. And unit 10832, the one that passed. Did Kestrel",
        "   ever ask Ridgeway to keep that unit and pay for it",
        "   alone?",
        "A. We talked about it internally. I don't think we ever",
        "   put it to them.",
        "Q. Do you know whether Ridgeway's Engine Room 2 can",
        "   run on one KS-450?",
        "A. Not at full load. The room was designed for four.",
        "Q. Let me show you what's been marked Exhibit 9, the",
        "   bill of lading. When did the units leave Milwaukee?",
        "A. It says September 23, at 2:10 in the afternoon.",
        "Q. And they were received in De Pere on the 25th?",
        "A. 10:42 in the morning, it looks like. No exceptions",
        "   noted.",
    ],
    46: [
        "Q. So they arrived without shipping damage?",
        "A. That's what the driver's receipt says.",
        "Q. Did Kestrel ever test any of the four units again",
        "   after they were rejected?",
        "A. No. They haven't come back to us.",
        "Q. Has Kestrel resold any of them?",
        "A. No.",
        "Q. Is Kestrel claiming the full invoice price in this",
        "   lawsuit?",
        "A. That's my understanding, less the credit memo.",
        "Q. That's $610,832.70?",
        "A. If that's what the memo says.",
        "   MS. CASTELLANOS: Let's take a short break.",
        "   THE VIDEOGRAPHER: Off the record at 11:06 a.m.",
        "   (Recess taken.)",
        "   THE VIDEOGRAPHER: We are back on the record at",
        "   11:19 a.m.",
        "BY MS. CASTELLANOS:",
        "Q. Mr. Sowinski, one more question on the run test.",
        "   Did Luis Ortega give you a written report?",
        "A. He fills out a test sheet for each unit. Those",
        "   would be in the job file.",
        "Q. Were those test sheets produced in this case?",
        "A. I'd have to ask counsel.",
        "Q. All right. Let's go to Exhibit 31.",
    ],
}
TR_FOOTER = "Voss Court Reporting, LLC  (414) 555-0106"

# ---------------------------------------------------------------------------------------------- D12
STATEMENT = [
    "KESTREL COLD SYSTEMS, INC.\n"
    "6120 West Calumet Road, Milwaukee, WI 53223\n\n"
    "STATEMENT OF ACCOUNT\n\n"
    "Customer:        Ridgeway Valley Foods, LLC (Customer No. C-08812)\n"
    "Statement date:  January 15, 2025\n\n"
    "Date        Reference         Description                              Charges     Credits     Balance\n"
    "----------  ----------------  -------------------------------------  ----------  ---------  ----------\n"
    "2024-09-24  KCS-INV-24-5561   Invoice - PO RVF-PO-24-0719            636,845.50              636,845.50\n"
    "2024-11-08                    Invoice due date (net 45)\n"
    "2024-11-20  KCS-CM-24-0214    Credit memo                                         26,012.80  610,832.70\n"
    "2024-12-08  FC-1208           Finance charge 1.25% on 610,832.70       7,635.41              618,468.11\n"
    "2025-01-08  FC-0108           Finance charge 1.25% on 610,832.70       7,635.41              626,103.52\n\n"
    "Payments received: none\n"
    "Aging: current 0.00 | 31-60 days 0.00 | over 60 days 610,832.70\n\n"
    "AMOUNT DUE: $626,103.52\n\n"
    "Finance charges accrue at 1.25% per month under Section 4.2 of Master Supply Agreement No. KCS-MSA-2024-017.\n"
    "Questions: Harold J. Pietrzak, Controller, (414) 555-0127, hpietrzak@kestrelcold.example",
]

PDFS = {
    "D1_master_supply_agreement.pdf": (MSA, ("helv", 9.5)),
    "D2_purchase_order.pdf": (PO, ("cour", 8.5)),
    "D3_invoice.pdf": (INVOICE, ("cour", 7.6)),
    "D4_bill_of_lading_scan.pdf": (BOL, ("cour", 10.5)),
    "D5_performance_test_report.pdf": (REPORT, ("cour", 7.6)),
    "D6_notice_of_rejection.pdf": (REJECTION, ("helv", 10.5)),
    "D10_credit_memo.pdf": (CREDIT, ("cour", 7.6)),
    "D12_statement_of_account.pdf": (STATEMENT, ("cour", 7.0)),
}
SCANNED = {"D4_bill_of_lading_scan.pdf"}
ORDER = [
    "D1_master_supply_agreement.pdf", "D2_purchase_order.pdf", "D3_invoice.pdf", "D4_bill_of_lading_scan.pdf",
    "D5_performance_test_report.pdf", "D6_notice_of_rejection.pdf", "D7_email_sowinski_2024-10-10.eml",
    "D8_email_lindqvist_2024-10-21.eml", "D9_cover_purchases.xlsx", "D10_credit_memo.pdf",
    "D11_sowinski_deposition_excerpt.pdf", "D12_statement_of_account.pdf",
]
AUTHORITIES = [
    "Wis. Stat. § 402.508", "Wis. Stat. § 402.601", "Wis. Stat. § 402.602", "Wis. Stat. § 402.606",
    "Wis. Stat. § 402.608", "Wis. Stat. § 402.709", "Wis. Stat. § 402.711", "Wis. Stat. § 402.712",
    "Wis. Stat. § 402.715", "Wis. Stat. § 802.08",
    "Celotex Corp. v. Catrett, 477 U.S. 317 (1986)",
    "Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986)",
]


def text_pdf(pages, font):
    doc = pymupdf.open()
    for text in pages:
        page = doc.new_page(width=612, height=792)
        left = page.insert_textbox(pymupdf.Rect(60, 60, 560, 740), text, fontsize=font[1], fontname=font[0])
        if left < 0:
            raise SystemExit(f"page text does not fit the box ({-left:.0f} pt over): {text[:40]!r}")
    return doc


def write_pdf(path: Path, pages, font, scanned: bool) -> None:
    doc = text_pdf(pages, font)
    if scanned:
        out = pymupdf.open()
        for page in doc:
            pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
            new = out.new_page(width=612, height=792)
            new.insert_image(new.rect, stream=pix.tobytes("png"))
        doc = out
    doc.save(path, garbage=3, deflate=True)


def write_transcript(path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_textbox(pymupdf.Rect(72, 90, 560, 740), TR_COVER, fontsize=11, fontname="cour")
    for num, lines in TRANSCRIPT.items():
        assert len(lines) == 25, num
        page = doc.new_page(width=612, height=792)
        page.insert_text((480, 60), f"Page {num}", fontsize=11, fontname="cour")
        y = 100
        for i, line in enumerate(lines, 1):
            assert len(line) <= 60, line
            page.insert_text((72, y), f"{i:>2}", fontsize=11, fontname="cour")
            page.insert_text((110, y), line, fontsize=11, fontname="cour")
            y += 24.5
        page.draw_line((100, 80), (100, y - 10))
        page.insert_text((72, 740), TR_FOOTER, fontsize=8, fontname="cour")
    doc.save(path, garbage=3, deflate=True)


def write_eml(path: Path, spec: dict) -> None:
    msg = EmailMessage()
    for key in ("From", "To", "Cc", "Subject", "Message-ID", "In-Reply-To"):
        if key in spec:
            msg[key] = spec[key]
    msg["Date"] = format_datetime(spec["Date"])
    msg.set_content(spec["body"])
    if "attachment" in spec:
        name, text = spec["attachment"]
        att = text_pdf([text], ("helv", 11)).tobytes()
        msg.add_attachment(att, maintype="application", subtype="pdf", filename=name)
    path.write_bytes(bytes(msg))


def write_xlsx(path: Path) -> None:
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Cover Costs"
    ws.append([COVER_TITLE])
    ws.append([])
    ws.append(COVER_HEAD)
    for row in COVER_ROWS:
        ws.append(list(row))
        r = ws.max_row
        ws.cell(r, 1).number_format = "mm/dd/yyyy"
        ws.cell(r, 6).number_format = "#,##0.00"
        ws.cell(r, 7).number_format = "#,##0.00"
    ws.append([])
    for label, value in COVER_SUMMARY:
        ws.append([None, None, None, label, None, None, value])
        ws.cell(ws.max_row, 7).number_format = "#,##0.00"
    for col, width in zip("ABCDEFG", (12, 38, 16, 52, 6, 13, 14)):
        ws.column_dimensions[col].width = width
    wb.save(path)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name in ORDER:
        if name in PDFS:
            pages, font = PDFS[name]
            write_pdf(out / name, pages, font, name in SCANNED)
        elif name.startswith("D7_"):
            write_eml(out / name, EML_SOWINSKI)
        elif name.startswith("D8_"):
            write_eml(out / name, EML_LINDQVIST)
        elif name.startswith("D9_"):
            write_xlsx(out / name)
        elif name.startswith("D11_"):
            write_transcript(out / name)
    (out / "authorities.txt").write_text("\n".join(AUTHORITIES) + "\n", encoding="utf-8")
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
