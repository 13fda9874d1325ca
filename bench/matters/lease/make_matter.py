"""Write the Brightwater Plaza matter (a commercial lease default). Fictional.

    python make_matter.py OUTDIR        (needs pymupdf 1.26 and Pillow)

Brightwater Plaza Associates, LLC (landlord) v. Copper Kettle Bakehouse, Inc. (tenant, a bakery-cafe in Suite 112)
and Marisol Okafor (guarantor), Larimer County District Court, Colorado. Bates prefix LEASE.

Production order (pages):
  D1  shopping center lease, Articles I-XXVI (7)      D6  notice of default with schedule (2)
  D2  first amendment: rent deferral (2)              D7  tenant's e-mail answering the notice (.eml, 1)
  D3  2023 operating expense reconciliation (2)       D8  text-message export, manager and tenant (.txt, 1)
  D4  tenant estoppel certificate, image-only scan (2) D9  notice terminating right of possession (2)
  D5  tenant ledger with running balances (3)         D10 deposition excerpt of the property manager (8)
authorities.txt lists the authorities the landlord's lawyer vouches for.
"""
import sys
from decimal import Decimal
from email.message import EmailMessage
from pathlib import Path

import pymupdf

W, H = 612, 792
LEFT, RIGHT, TOP, BOTTOM = 72, 540, 64, 738


# ---------------------------------------------------------------- layout helpers
def P(text, size=10, indent=0, gap=5, font="helv", align=0):
    return ("p", text, size, indent, gap, font, align)


def HD(text, size=10.5, gap=3):
    return ("p", text, size, 0, gap, "hebo", 1)


def ROW(cells, size=9, gap=2, font="helv"):
    """cells: list of (x, text, 'l'|'r')"""
    return ("row", cells, size, gap, font)


def TROW(cells, size=8.5, bold=False, gap=2, x=LEFT):
    """A table row printed as one monospaced line: cells are (text, width, 'l'|'r')."""
    parts = [t.rjust(w) if a == "r" else t.ljust(w) for t, w, a in cells]
    text = "  ".join(parts).rstrip()
    return ("row", [(x, text, "l")], size, gap, "cobo" if bold else "cour")


def RULE(gap=4):
    return ("rule", gap)


def SP(h=6):
    return ("sp", h)


def render_page(page, blocks, footer=None):
    y = TOP
    for b in blocks:
        kind = b[0]
        if kind == "p":
            _, text, size, indent, gap, font, align = b
            rect = pymupdf.Rect(LEFT + indent, y, RIGHT, BOTTOM + 40)
            rc = page.insert_textbox(rect, text, fontsize=size, fontname=font, align=align)
            if rc < 0:
                raise ValueError(f"text does not fit: {text[:60]!r}")
            y += (rect.height - rc) + gap
        elif kind == "row":
            _, cells, size, gap, font = b
            for x, text, al in cells:
                if al == "r":
                    x = x - pymupdf.get_text_length(text, fontname=font, fontsize=size)
                page.insert_text((x, y + size), text, fontsize=size, fontname=font)
            y += size * 1.45 + gap
        elif kind == "rule":
            page.draw_line((LEFT, y + 2), (RIGHT, y + 2), width=0.6)
            y += 4 + b[1]
        elif kind == "sp":
            y += b[1]
        if y > BOTTOM + 4:
            raise ValueError(f"page overflow at block {b[:2]!r}")
    if footer:
        page.insert_textbox(pymupdf.Rect(LEFT, 748, RIGHT, 770), footer, fontsize=8, fontname="helv", align=1)


def write_pdf(path, pages, scanned=False, footers=None):
    doc = pymupdf.open()
    for i, blocks in enumerate(pages):
        page = doc.new_page(width=W, height=H)
        render_page(page, blocks, footers[i] if footers else None)
        if scanned:
            pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
            doc.delete_page(-1)
            page = doc.new_page(width=W, height=H)
            page.insert_image(page.rect, stream=pix.tobytes("png"))
    doc.save(path, garbage=3, deflate=True)


def money(d):
    return f"{d:,.2f}"


# ---------------------------------------------------------------- D1 lease
def lease_pages():
    rent_rows = [
        ("1", "06/01/2022 - 05/31/2023", "$23.00", "$65,320.00", "$5,443.33"),
        ("2", "06/01/2023 - 05/31/2024", "$23.69", "$67,279.60", "$5,606.63"),
        ("3", "06/01/2024 - 05/31/2025", "$24.40", "$69,296.00", "$5,774.67"),
        ("4", "06/01/2025 - 05/31/2026", "$25.13", "$71,369.20", "$5,947.43"),
        ("5", "06/01/2026 - 05/31/2027", "$25.88", "$73,499.20", "$6,124.93"),
    ]
    widths = [(10, "l"), (23, "l"), (12, "r"), (16, "r"), (19, "r")]
    head = ("Lease Year", "Period", "Rate per RSF", "Annual Base Rent", "Monthly Installment")
    table = [TROW([(head[i], *widths[i]) for i in range(5)], bold=True, x=86)]
    for r in rent_rows:
        table.append(TROW([(r[i], *widths[i]) for i in range(5)], x=86))
    p1 = [
        HD("SHOPPING CENTER LEASE", 13),
        HD("BRIGHTWATER PLAZA - FORT COLLINS, COLORADO", 10.5, 10),
        P('THIS SHOPPING CENTER LEASE (this "Lease") is made and entered into as of March 14, 2022 (the "Effective '
          'Date"), by and between BRIGHTWATER PLAZA ASSOCIATES, LLC, a Colorado limited liability company '
          '("Landlord"), and COPPER KETTLE BAKEHOUSE, INC., a Colorado corporation ("Tenant").', gap=9),
        HD("ARTICLE I"), HD("BASIC LEASE PROVISIONS", gap=6),
        P('Section 1.1  Shopping Center. Brightwater Plaza, 4150 Harmony Crossing Road, Fort Collins, Colorado 80525, '
          'containing approximately 44,720 rentable square feet of floor area (the "Shopping Center").'),
        P('Section 1.2  Premises. Suite 112 of the Shopping Center, containing approximately 2,840 rentable square '
          'feet, as shown on Exhibit A (the "Premises").'),
        P('Section 1.3  Term. Sixty (60) full calendar months, commencing on June 1, 2022 (the "Commencement Date") and '
          'expiring on May 31, 2027 (the "Expiration Date"), subject to extension under Section 3.3.'),
        P("Section 1.4  Base Rent. Tenant shall pay annual Base Rent in equal monthly installments as follows:", gap=4),
        *table, SP(4),
        P("Section 1.5  Tenant's Pro Rata Share. 6.35%, being the ratio of the rentable area of the Premises (2,840) to "
          "the rentable area of the Shopping Center (44,720)."),
        P("Section 1.6  Estimated Operating Expenses. Tenant's initial monthly estimate of its Pro Rata Share of "
          "Operating Expenses for calendar year 2022 is $1,775.00, subject to adjustment under Article VI."),
        P("Section 1.7  Security Deposit. $14,200.00."),
        P("Section 1.8  Permitted Use. A retail bakery and café, including on-premises baking and the sale of baked "
          "goods, coffee and espresso drinks, and light breakfast and lunch fare, and for no other purpose."),
        P("Section 1.9  Guarantor. Marisol Okafor, individually, under the Guaranty of Lease of even date."),
        P("Section 1.10  Notice Addresses. As set forth in Article XXIV."),
    ]
    p2 = [
        HD("ARTICLE II"), HD("PREMISES AND COMMON AREAS", gap=6),
        P("Section 2.1  Demise. Landlord leases the Premises to Tenant, and Tenant leases the Premises from Landlord, "
          "for the Term, together with the non-exclusive right to use the Common Areas in common with other tenants "
          "of the Shopping Center."),
        P('Section 2.2  Common Areas. "Common Areas" means the parking areas, driveways, sidewalks, landscaped areas, '
          "loading areas and other areas of the Shopping Center that Landlord makes available for general use. Landlord "
          "shall operate, maintain and repair the Common Areas in good order, and the cost of doing so is an Operating "
          "Expense."),
        P('Section 2.3  Condition. Tenant accepts the Premises in their "as is" condition, except that Landlord shall '
          "deliver the heating, ventilation and air conditioning system in good working order.", gap=9),
        HD("ARTICLE III"), HD("TERM", gap=6),
        P("Section 3.1  Term. The Term is stated in Section 1.3."),
        P('Section 3.2  Lease Year. "Lease Year" means each successive twelve (12) month period beginning on the '
          "Commencement Date."),
        P("Section 3.3  Option to Extend. Provided no Event of Default then exists, Tenant shall have one (1) option to "
          "extend the Term for five (5) years by written notice delivered not less than nine (9) months before the "
          "Expiration Date. Base Rent for the extension term shall be ninety-five percent (95%) of the then fair market "
          "rent.", gap=9),
        HD("ARTICLE IV"), HD("RENT", gap=6),
        P("Section 4.1  Base Rent. Tenant shall pay Base Rent in advance, without demand, deduction or offset, on the "
          "first (1st) day of each calendar month during the Term, at Landlord's address or by electronic transfer to "
          "the account Landlord designates."),
        P("Section 4.2  Late Charge. If any installment of Rent is not received by Landlord within five (5) days after "
          "the date it is due, Tenant shall pay Landlord a late charge equal to five percent (5%) of the amount overdue. "
          "The parties agree that the late charge is a fair and reasonable estimate of Landlord's costs arising from "
          "the late payment and is not a penalty."),
        P("Section 4.3  Interest. Any Rent not paid within thirty (30) days after it is due shall bear interest from "
          "the due date at the lesser of twelve percent (12%) per annum or the highest rate permitted by law."),
        P('Section 4.4  Additional Rent. All sums payable by Tenant under this Lease other than Base Rent are '
          '"Additional Rent." Base Rent and Additional Rent are together "Rent." Landlord shall have the same remedies '
          "for nonpayment of Additional Rent as for nonpayment of Base Rent."),
        P("Section 4.5  Application of Payments. Landlord may apply any payment received from Tenant to any obligation "
          "of Tenant then due, in such order as Landlord elects, regardless of any designation by Tenant."),
    ]
    p3 = [
        HD("ARTICLE V"), HD("USE AND OPERATION", gap=6),
        P("Section 5.1  Permitted Use. Tenant shall use the Premises only for the Permitted Use stated in Section 1.8."),
        P("Section 5.2  Operation. Tenant shall open for business no later than ninety (90) days after the Commencement "
          "Date and shall thereafter continuously operate in the entire Premises at least from 7:00 a.m. to 3:00 p.m., "
          "six (6) days per week, except for holidays and periods of casualty."),
        P("Section 5.3  Compliance with Laws. Tenant shall comply with all laws, health codes and permits that apply to "
          "its use of the Premises, including the maintenance of its kitchen exhaust hood and grease interceptor.",
          gap=9),
        HD("ARTICLE VI"), HD("OPERATING EXPENSES", gap=6),
        P('Section 6.1  Definition. "Operating Expenses" means all costs of operating, maintaining, repairing, insuring '
          "and managing the Shopping Center, including Common Area maintenance, real estate taxes and assessments, and "
          "Landlord's insurance premiums, plus an administrative fee of ten percent (10%) of Common Area costs "
          "(excluding taxes and insurance)."),
        P("Section 6.2  Monthly Estimates. Tenant shall pay Tenant's Pro Rata Share of Operating Expenses in monthly "
          "installments, together with Base Rent, based on Landlord's reasonable estimate. Landlord may revise its "
          "estimate once in each calendar year by written notice to Tenant."),
        P("Section 6.3  Exclusions. Operating Expenses shall not include: (a) costs of a capital nature under generally "
          "accepted accounting principles, including the replacement (as opposed to repair) of the roof, structure or "
          "parking lot paving, except that the cost of a capital improvement that reduces Operating Expenses may be "
          "included to the extent amortized over its useful life; (b) leasing commissions and the cost of improvements "
          "for other tenants; (c) principal or interest on any mortgage; and (d) costs reimbursed by insurance."),
        P("Section 6.4  Annual Reconciliation. Within one hundred twenty (120) days after the end of each calendar year, "
          "Landlord shall deliver to Tenant a statement of actual Operating Expenses for that year. Tenant shall pay "
          "any deficiency within thirty (30) days after delivery of the statement. Landlord shall credit any "
          "overpayment against the next installments of Rent."),
        P("Section 6.5  Audit. Tenant may, by written notice given within ninety (90) days after receipt of an annual "
          "statement, request to examine Landlord's books and records for that year. Tenant shall pay the amount shown "
          "on the statement pending the outcome of any examination. If the examination shows that Landlord overstated "
          "Operating Expenses by more than five percent (5%), Landlord shall pay the reasonable cost of the "
          "examination. A statement not questioned within that ninety (90) day period is final and binding on Tenant."),
    ]
    p4 = [
        HD("ARTICLE VII - UTILITIES", gap=3),
        P("Section 7.1  Tenant shall pay for all gas, electricity, water and sewer service separately metered to the "
          "Premises, and for its own telephone and data service.", gap=7),
        HD("ARTICLE VIII - MAINTENANCE AND REPAIRS", gap=3),
        P("Section 8.1  Tenant's Obligations. Tenant shall keep the interior of the Premises, its storefront, its "
          "kitchen equipment, walk-in cooler and grease interceptor in good repair, and shall maintain a quarterly "
          "service contract for the HVAC system serving the Premises."),
        P("Section 8.2  Landlord's Obligations. Landlord shall repair the roof, the structure and the Common Areas, "
          "subject to reimbursement as an Operating Expense where this Lease so provides.", gap=7),
        HD("ARTICLE IX - ALTERATIONS", gap=3),
        P("Section 9.1  Tenant shall make no alteration costing more than $5,000.00 without Landlord's prior written "
          "consent, which Landlord shall not unreasonably withhold.", gap=7),
        HD("ARTICLE X - INSURANCE", gap=3),
        P("Section 10.1  Tenant shall carry commercial general liability insurance of not less than $1,000,000 per "
          "occurrence and $2,000,000 in the aggregate, naming Landlord and its manager as additional insureds.", gap=7),
        HD("ARTICLE XI - INDEMNITY", gap=3),
        P("Section 11.1  Tenant shall indemnify Landlord against claims arising from Tenant's use of the Premises, except "
          "to the extent caused by Landlord's negligence.", gap=7),
        HD("ARTICLES XII AND XIII - CASUALTY; CONDEMNATION", gap=3),
        P("Section 12.1 and Section 13.1  If the Premises are damaged or taken so that Tenant cannot reasonably operate, "
          "Rent shall abate in proportion to the area affected until the Premises are restored.", gap=7),
        HD("ARTICLE XIV - ASSIGNMENT AND SUBLETTING", gap=3),
        P("Section 14.1  Tenant shall not assign this Lease or sublet the Premises without Landlord's prior written "
          "consent, which Landlord shall not unreasonably withhold.", gap=7),
        HD("ARTICLE XV - SUBORDINATION", gap=3),
        P("Section 15.1  This Lease is subordinate to any mortgage now or later placed on the Shopping Center, provided "
          "the holder agrees not to disturb Tenant's possession while no Event of Default exists.", gap=7),
        HD("ARTICLES XVI AND XVII - SIGNS; LANDLORD'S ACCESS", gap=3),
        P("Section 16.1  Tenant's signs require Landlord's approval. Section 17.1  Landlord may enter the Premises on "
          "twenty-four (24) hours' notice, or at any time in an emergency."),
    ]
    p5 = [
        HD("ARTICLE XVIII"), HD("DEFAULT AND REMEDIES", gap=6),
        P('Section 18.1  Events of Default. Each of the following is an "Event of Default":', gap=4),
        P("(a) Tenant fails to pay any Rent when due and the failure continues for ten (10) days after written notice "
          "from Landlord;", indent=18, gap=4),
        P("(b) Tenant fails to perform any other obligation under this Lease and the failure continues for thirty (30) "
          "days after written notice from Landlord, or, if the failure cannot reasonably be cured within thirty (30) "
          "days, Tenant fails to begin the cure within that period and diligently complete it;", indent=18, gap=4),
        P("(c) Tenant vacates or abandons the Premises for more than fifteen (15) consecutive days while in default of "
          "any obligation under this Lease; or", indent=18, gap=4),
        P("(d) Tenant or any Guarantor files a petition in bankruptcy, makes an assignment for the benefit of creditors, "
          "or has a receiver appointed for its assets, and the proceeding is not dismissed within sixty (60) days.",
          indent=18, gap=6),
        P("Landlord shall not be required to give more than two (2) notices of monetary default in any twelve (12) "
          "month period. After the second such notice, a failure to pay Rent when due shall be an Event of Default "
          "without further notice.", gap=8),
        P("Section 18.2  Remedies. Upon an Event of Default, Landlord may, at its option and in addition to any other "
          "remedy available at law or in equity:", gap=4),
        P("(a) terminate this Lease by written notice to Tenant, in which case Tenant shall immediately surrender the "
          "Premises to Landlord; or", indent=18, gap=4),
        P("(b) without terminating this Lease, terminate Tenant's right of possession by written notice, re-enter the "
          "Premises by lawful process, and relet the Premises for Tenant's account, in which case Tenant shall remain "
          "liable for all Rent as it comes due, less the net proceeds of any reletting.", indent=18, gap=6),
        P("No act of Landlord, including re-entry or reletting, shall terminate this Lease unless Landlord expressly so "
          "elects in writing. Landlord's remedies are cumulative, and the exercise of one remedy shall not preclude "
          "the exercise of any other."),
    ]
    p6 = [
        P("Section 18.3  Damages on Termination. If Landlord terminates this Lease under Section 18.2(a), Landlord may "
          "recover (i) all unpaid Rent earned to the date of termination; (ii) the amount by which the unpaid Rent for "
          "the balance of the Term exceeds the fair rental value of the Premises for the same period, discounted to "
          "present value at four percent (4%) per annum; and (iii) Landlord's reasonable costs of recovering "
          "possession and reletting, including brokerage commissions and attorneys' fees."),
        P("Section 18.4  Reletting. Landlord shall use commercially reasonable efforts to relet the Premises after "
          "Tenant vacates, but Landlord shall not be required to relet the Premises before other vacant space in the "
          "Shopping Center, to accept a tenant whose use is inconsistent with the tenant mix of the Shopping Center, or "
          "to relet at less than the then-prevailing market rent."),
        P("Section 18.5  No Waiver. Landlord's acceptance of a partial payment of Rent shall not be deemed an accord and "
          "satisfaction or a waiver of any default, regardless of any endorsement or statement on a check or "
          "accompanying letter. No waiver by Landlord of any provision of this Lease shall be effective unless in "
          "writing signed by Landlord."),
        P("Section 18.6  Landlord Default. Landlord shall not be in default unless it fails to perform an obligation "
          "within thirty (30) days after written notice from Tenant specifying the failure.", gap=9),
        HD("ARTICLE XIX"), HD("SURRENDER AND HOLDING OVER", gap=6),
        P("Section 19.1  Surrender. At the end of the Term, or on earlier termination of this Lease or of Tenant's right "
          "of possession, Tenant shall surrender the Premises broom clean and in good condition, ordinary wear and tear "
          "excepted, and shall deliver all keys and access devices to Landlord."),
        P("Section 19.2  Holding Over. If Tenant remains in possession after the end of the Term or the termination of "
          "its right of possession, Tenant shall pay, for each month or portion of a month, one hundred fifty percent "
          "(150%) of the monthly Base Rent then in effect, plus all Additional Rent.", gap=9),
        HD("ARTICLE XX"), HD("SECURITY DEPOSIT", gap=6),
        P("Section 20.1  Deposit. Tenant has deposited with Landlord the Security Deposit stated in Section 1.7 as "
          "security for Tenant's performance. Landlord may commingle the Security Deposit with its other funds and "
          "shall not pay interest on it."),
        P("Section 20.2  Application. Upon an Event of Default, Landlord may apply all or any part of the Security "
          "Deposit to any Rent or other sum in default. Any such application shall not cure the default or limit "
          "Landlord's other remedies.", gap=9),
        HD("ARTICLE XXI"), HD("QUIET ENJOYMENT", gap=6),
        P("Section 21.1  So long as no Event of Default exists, Tenant shall peaceably enjoy the Premises without "
          "hindrance by Landlord or anyone claiming through Landlord."),
    ]
    p7 = [
        HD("ARTICLE XXII"), HD("ESTOPPEL CERTIFICATES", gap=5),
        P("Section 22.1  Within ten (10) days after Landlord's written request, Tenant shall execute and deliver to "
          "Landlord a certificate stating whether this Lease is in full force and effect, the dates to which Rent has "
          "been paid, whether Landlord is in default, and such other matters as Landlord or its lender may reasonably "
          "request. Any such certificate may be relied upon by Landlord and any prospective lender or purchaser.",
          gap=7),
        HD("ARTICLE XXIII"), HD("BROKERS", gap=5),
        P("Section 23.1  Each party represents that it dealt with no broker in connection with this Lease other than "
          "Cache Peak Commercial, whose commission Landlord shall pay.", gap=7),
        HD("ARTICLE XXIV"), HD("NOTICES", gap=5),
        P("Section 24.1  All notices shall be in writing and delivered by hand, by certified mail, return receipt "
          "requested, or by nationally recognized overnight courier, addressed as follows. A notice is given upon "
          "receipt or refusal of delivery. A copy sent by e-mail is a courtesy only and is not notice.", gap=4),
        P("Landlord: Brightwater Plaza Associates, LLC, c/o Keystone Ridge Property Services, LLC, 700 Remington "
          "Street, Suite 300, Fort Collins, Colorado 80524, Attn: Property Manager; with a copy to Pruitt Camden LLC, "
          "215 West Oak Street, Suite 800, Fort Collins, Colorado 80521.", indent=18, gap=4),
        P("Tenant: Copper Kettle Bakehouse, Inc., 2217 Juniper Hollow Lane, Loveland, Colorado 80538, Attn: Marisol "
          "Okafor, President.", indent=18, gap=7),
        HD("ARTICLES XXV AND XXVI"), HD("HAZARDOUS MATERIALS; MISCELLANEOUS", gap=5),
        P("Section 25.1  Tenant shall not bring Hazardous Materials onto the Premises other than ordinary cleaning "
          "supplies used in compliance with law."),
        P("Section 26.1  Attorneys' Fees. In any action to enforce this Lease, the prevailing party shall recover its "
          "reasonable attorneys' fees and costs. Section 26.2  Governing Law. This Lease is governed by the laws of the "
          "State of Colorado. Section 26.3  Time. Time is of the essence of this Lease. Section 26.4  Entire "
          "Agreement. This Lease, with its Exhibits and the Guaranty, is the entire agreement of the parties and may "
          "be amended only by a writing signed by Landlord and Tenant.", gap=9),
        P("IN WITNESS WHEREOF, the parties have executed this Lease as of the Effective Date.", gap=8),
        ROW([(72, "LANDLORD:", "l"), (320, "TENANT:", "l")], size=9.5, font="hebo"),
        ROW([(72, "BRIGHTWATER PLAZA ASSOCIATES, LLC", "l"), (320, "COPPER KETTLE BAKEHOUSE, INC.", "l")], size=9.5),
        ROW([(72, "By: /s/ Gordon Ashby", "l"), (320, "By: /s/ Marisol Okafor", "l")], size=9.5),
        ROW([(72, "Gordon Ashby, Managing Member", "l"), (320, "Marisol Okafor, President", "l")], size=9.5),
        ROW([(72, "Date: March 14, 2022", "l"), (320, "Date: March 14, 2022", "l")], size=9.5),
    ]
    return [p1, p2, p3, p4, p5, p6, p7]


# ---------------------------------------------------------------- D2 first amendment
def amendment_pages():
    p1 = [
        HD("FIRST AMENDMENT TO SHOPPING CENTER LEASE", 12, 10),
        P('This First Amendment to Shopping Center Lease (this "Amendment") is dated December 18, 2023, and is between '
          'BRIGHTWATER PLAZA ASSOCIATES, LLC ("Landlord") and COPPER KETTLE BAKEHOUSE, INC. ("Tenant").', size=10.5,
          gap=9),
        HD("RECITALS", gap=6),
        P('A. Landlord and Tenant are parties to a Shopping Center Lease dated March 14, 2022 (the "Lease") for Suite '
          "112 of Brightwater Plaza, Fort Collins, Colorado. Capitalized terms not defined here have the meanings given "
          "in the Lease.", size=10.5),
        P("B. The City of Fort Collins closed the eastbound lanes of Harmony Crossing Road for utility work in October "
          "2023, with an expected completion in March 2024, and Tenant has asked for temporary relief from Base Rent.",
          size=10.5),
        P("C. Landlord is willing to defer a portion of Base Rent on the terms of this Amendment.", size=10.5, gap=9),
        HD("AGREEMENT", gap=6),
        P('1. Deferral. For the months of January, February and March 2024 (the "Deferral Period"), monthly Base Rent '
          "is reduced from $5,606.63 to $2,406.63. The difference, $3,200.00 per month and $9,600.00 in total (the "
          '"Deferred Rent"), is deferred, not forgiven.', size=10.5),
        P("2. Repayment. Tenant shall repay the Deferred Rent in twelve (12) equal monthly installments of $800.00 each, "
          "due with Base Rent on the first day of each month, beginning July 1, 2024 and ending June 1, 2025. No "
          "interest shall accrue on Deferred Rent paid when due.", size=10.5),
        P("3. Acceleration. If an Event of Default occurs, the entire unpaid balance of the Deferred Rent shall, at "
          "Landlord's election, become immediately due and payable without further notice.", size=10.5),
        P("4. Operating Expenses. The deferral applies only to Base Rent. Tenant shall continue to pay its monthly "
          "estimated Operating Expenses in full during the Deferral Period.", size=10.5),
        P("5. Guarantor Consent. Guarantor consents to this Amendment and agrees that the Guaranty extends to the "
          "Deferred Rent.", size=10.5),
    ]
    p2 = [
        P("6. Ratification. Except as modified by this Amendment, the Lease is unmodified and remains in full force and "
          "effect. Tenant confirms that, as of the date of this Amendment, Landlord is not in default under the Lease "
          "and Tenant has no offsets or defenses to its obligations under the Lease.", size=10.5),
        P("7. Counterparts. This Amendment may be signed in counterparts and by electronic signature, each of which is "
          "an original.", size=10.5, gap=16),
        ROW([(72, "LANDLORD:", "l"), (320, "TENANT:", "l")], size=10, font="hebo"),
        ROW([(72, "BRIGHTWATER PLAZA ASSOCIATES, LLC", "l"), (320, "COPPER KETTLE BAKEHOUSE, INC.", "l")], size=10),
        ROW([(72, "By: /s/ Gordon Ashby", "l"), (320, "By: /s/ Marisol Okafor", "l")], size=10),
        ROW([(72, "Gordon Ashby, Managing Member", "l"), (320, "Marisol Okafor, President", "l")], size=10),
        ROW([(72, "Date: December 18, 2023", "l"), (320, "Date: December 18, 2023", "l")], size=10),
        SP(20),
        HD("CONSENT OF GUARANTOR", gap=6),
        P("The undersigned Guarantor consents to the foregoing Amendment and confirms that the Guaranty of Lease dated "
          "March 14, 2022 remains in full force and effect and extends to the Deferred Rent.", size=10.5, gap=10),
        ROW([(72, "/s/ Marisol Okafor", "l")], size=10),
        ROW([(72, "Marisol Okafor, individually", "l")], size=10),
        ROW([(72, "Date: December 18, 2023", "l")], size=10),
    ]
    return [p1, p2]


# ---------------------------------------------------------------- D3 reconciliation
KEYSTONE_HEAD = [
    HD("KEYSTONE RIDGE PROPERTY SERVICES, LLC", 12, 1),
    P("700 Remington Street, Suite 300  |  Fort Collins, Colorado 80524  |  (970) 555-0162", size=9, align=1, gap=12),
]


def recon_pages():
    rows = [
        ("Common Area Maintenance (incl. 10% admin. fee)", "$198,310.40", "$12,592.71"),
        ("Real Estate Taxes", "$141,906.52", "$9,011.06"),
        ("Insurance", "$52,263.24", "$3,318.72"),
    ]
    w = [46, 21, 20]

    def r3(a, b, c, bold=False):
        return TROW([(a, w[0], "l"), (b, w[1], "r"), (c, w[2], "r")], size=8.2, bold=bold)

    table = [r3("Category", "Shopping Center Total", "Tenant Share (6.35%)", True), RULE(0)]
    for r in rows:
        table.append(r3(*r))
    table += [RULE(0),
              r3("Total 2023 Operating Expenses", "$392,480.16", "$24,922.49", True),
              r3("Less 2023 estimated payments (12 x $1,793.50)", "", "$21,522.00"),
              r3("Balance due from Tenant", "", "$3,400.49", True)]
    p1 = KEYSTONE_HEAD + [
        P("April 22, 2024", gap=8),
        P("Copper Kettle Bakehouse, Inc.\nAttn: Marisol Okafor, President\n2217 Juniper Hollow Lane\nLoveland, "
          "Colorado 80538", gap=8),
        P("Re: 2023 Operating Expense Reconciliation - Brightwater Plaza, Suite 112", font="hebo", gap=8),
        P("Dear Ms. Okafor:", gap=6),
        P("Under Section 6.4 of your Lease, enclosed is the reconciliation of 2023 Operating Expenses for Brightwater "
          "Plaza. Your Pro Rata Share of actual 2023 Operating Expenses exceeded your estimated monthly payments by "
          "$3,400.49. Please remit that amount within thirty (30) days, on or before May 22, 2024.", gap=10),
        *table, SP(10),
        P("A detail of Common Area Maintenance costs is on the following page. Your 2024 monthly estimated payment of "
          "$1,893.33, billed beginning January 1, 2024, is unchanged.", gap=8),
        P("Sincerely,\n\n/s/ Theresa Lindqvist\nTheresa Lindqvist\nSenior Property Manager, as agent for Brightwater "
          "Plaza Associates, LLC"),
    ]
    items = [
        ("Landscaping and snow removal", "$61,240.00"),
        ("Parking lot seal coat, restripe and curb stops (Summit Paving, Inv. 23-1187)", "$46,815.00"),
        ("Janitorial and day porter", "$22,480.00"),
        ("Common area electric", "$18,962.18"),
        ("Repairs and maintenance - general", "$15,905.00"),
        ("Security patrol", "$14,880.00"),
    ]
    def r2(a, b, bold=False):
        return TROW([(a, 76, "l"), (b, 12, "r")], size=8.5, bold=bold)

    t2 = [r2("Item", "2023 Cost", True), RULE(0)]
    for a, b in items:
        t2.append(r2(a, b))
    t2 += [RULE(0), r2("Subtotal", "$180,282.18"), r2("Administrative fee (10%)", "$18,028.22"),
           r2("Total Common Area Maintenance", "$198,310.40", True)]
    p2 = [
        HD("BRIGHTWATER PLAZA - 2023 COMMON AREA MAINTENANCE DETAIL", 11, 10),
        *t2, SP(12),
        P("Notes:", font="hebo", gap=3),
        P("1. Shopping Center rentable area used for all shares: 44,720 square feet.", indent=10, gap=3),
        P("2. The parking lot work was performed in August 2023 and consisted of crack sealing, seal coating, "
          "restriping of 188 stalls, and replacement of curb stops. No paving was removed or replaced.", indent=10,
          gap=3),
        P("3. Under Section 6.5 of the Lease, any request to examine Landlord's records for 2023 must be made in "
          "writing within ninety (90) days after receipt of this statement.", indent=10, gap=3),
    ]
    return [p1, p2]


# ---------------------------------------------------------------- D4 estoppel (scan)
def estoppel_pages():
    s = 12
    p1 = [
        HD("TENANT ESTOPPEL CERTIFICATE", 14, 12),
        P('To:  Front Range Federal Savings Bank ("Lender")\n       Brightwater Plaza Associates, LLC ("Landlord")',
          size=s, gap=6),
        P("Re:  Suite 112, Brightwater Plaza, 4150 Harmony Crossing Road, Fort Collins, Colorado", size=s, gap=10),
        P('The undersigned, COPPER KETTLE BAKEHOUSE, INC. ("Tenant"), certifies to Lender and Landlord as follows, '
          "understanding that Lender is making a loan to Landlord secured by the Shopping Center and will rely on "
          "this certificate:", size=s, gap=8),
        P("1. Tenant is the tenant under a Shopping Center Lease dated March 14, 2022, as amended by a First Amendment "
          'dated December 18, 2023 (together, the "Lease"). The Lease is in full force and effect and has not been '
          "otherwise modified.", size=s, gap=7),
        P("2. The Premises contain approximately 2,840 rentable square feet. Tenant has accepted and occupies the "
          "Premises.", size=s, gap=7),
        P("3. The Term commenced on June 1, 2022 and expires on May 31, 2027.", size=s, gap=7),
        P("4. Current monthly Base Rent is $5,774.67. Tenant's current monthly estimated payment of Operating Expenses "
          "is $1,893.33.", size=s, gap=7),
        P("5. Rent has been paid through August 31, 2024. No Rent has been paid more than one (1) month in advance.",
          size=s, gap=7),
        P("6. Tenant has deposited a Security Deposit of $14,200.00 with Landlord.", size=s, gap=7),
    ]
    p2 = [
        P("7. The unpaid balance of Deferred Rent under the First Amendment is $8,000.00, payable in ten (10) remaining "
          "monthly installments of $800.00.", size=s, gap=7),
        P("8. To Tenant's knowledge, Landlord is not in default under the Lease, and Tenant has no defenses, offsets or "
          "counterclaims against Landlord, except that Tenant disputes the 2023 Operating Expense reconciliation "
          "charge of $3,400.49 and has requested backup documentation from Landlord's manager.", size=s, gap=7),
        P("9. Tenant has one (1) option to extend the Term for five (5) years under Section 3.3 of the Lease. Tenant "
          "has no option or right of first refusal to purchase the Shopping Center.", size=s, gap=7),
        P("10. Tenant has not assigned the Lease or sublet any part of the Premises.", size=s, gap=20),
        P("Dated: August 16, 2024", size=s, gap=14),
        P("COPPER KETTLE BAKEHOUSE, INC.\n\nBy: /s/ Marisol Okafor\nName: Marisol Okafor\nTitle: President", size=s),
    ]
    return [p1, p2]


# ---------------------------------------------------------------- D5 ledger
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def ledger_rows():
    rows = []

    def ch(d, code, desc, amt):
        rows.append((d, code, desc, Decimal(amt), Decimal(0)))

    def pay(d, code, desc, amt):
        rows.append((d, code, desc, Decimal(0), Decimal(amt)))

    payments = {
        1: [("01/03/2024", "Payment - Check No. 4471", "4299.96")],
        2: [("02/02/2024", "Payment - ACH", "4299.96")],
        3: [("03/04/2024", "Payment - Check No. 4502", "4299.96")],
        4: [("04/03/2024", "Payment - ACH", "7499.96")],
        5: [("05/02/2024", "Payment - ACH", "7499.96")],
        6: [("06/04/2024", "Payment - ACH", "7668.00")],
        7: [("07/09/2024", "Payment - Check No. 4619", "8468.00")],
        8: [("08/02/2024", "Payment - ACH", "8468.00")],
        9: [("09/12/2024", "Payment - ACH", "5000.00")],
        10: [("10/15/2024", "Payment - Check No. 4688", "4000.00")],
        11: [("11/22/2024", "Payment - ACH", "6000.00")],
    }
    late = {7: "07/08/2024", 9: "09/06/2024", 10: "10/07/2024", 11: "11/06/2024", 12: "12/06/2024"}
    for m in range(1, 13):
        mm = f"{m:02d}/01/2024"
        base = "2406.63" if m <= 3 else ("5606.63" if m <= 5 else "5774.67")
        ch(mm, "BRN", f"Base Rent - {MONTHS[m-1]} 2024", base)
        ch(mm, "OPX", f"Op. Exp. Estimate - {MONTHS[m-1]} 2024", "1893.33")
        if m >= 7:
            ch(mm, "DEF", f"Deferred Rent - Inst. {m-6} of 12", "800.00")
        if m in late:
            ch(late[m], "LTC", f"Late Charge - {MONTHS[m-1]} 2024", "423.40")
        for d, desc, amt in payments.get(m, []):
            pay(d, "PMT", desc, amt)
        if m == 4:
            ch("04/22/2024", "REC", "2023 Op. Exp. Reconciliation", "3400.49")
        if m == 12:
            ch("12/12/2024", "ACC", "Deferred Rent Accelerated (Inst. 7-12)", "4800.00")
    for m in (1, 2):
        ch(f"{m:02d}/01/2025", "BRN", f"Base Rent - {MONTHS[m-1]} 2025", "5774.67")
        ch(f"{m:02d}/01/2025", "OPX", f"Op. Exp. Estimate - {MONTHS[m-1]} 2025", "1893.33")
        ch(f"{m:02d}/06/2025", "LTC", f"Late Charge - {MONTHS[m-1]} 2025", "383.40")
    pay("02/14/2025", "SDA", "Security Deposit Applied (Sec. 20.2)", "14200.00")
    out, bal = [], Decimal(0)
    for r in rows:
        bal += r[3] - r[4]
        out.append((*r, bal))
    return out


def ledger_pages():
    rows = ledger_rows()
    splits = [(0, 19), (19, 38), (38, len(rows))]
    LW = [(10, "l"), (4, "l"), (38, "l"), (12, "r"), (12, "r"), (12, "r")]

    def lr(cells, bold=False):
        return TROW([(cells[i], *LW[i]) for i in range(6)], size=7.8, bold=bold, gap=2.5)

    pages = []
    for n, (a, b) in enumerate(splits, 1):
        blocks = [
            HD("KEYSTONE RIDGE PROPERTY SERVICES, LLC", 11, 1),
            HD("TENANT LEDGER", 11, 4),
            P("Property: Brightwater Plaza (BWP)     Tenant: Copper Kettle Bakehouse, Inc.     Unit: 112\n"
              "Lease ID: BWP-112-0322     Date range: 01/01/2024 - 02/28/2025     Printed: 03/03/2025     "
              f"Page {n} of 3", size=8.5, gap=6),
            lr(["Date", "Code", "Description", "Charges", "Payments", "Balance"], bold=True),
            RULE(0),
        ]
        if a == 0:
            blocks.append(lr(["", "", "Beginning balance 01/01/2024", "", "", "0.00"]))
        else:
            blocks.append(lr(["", "", "Balance forward", "", "", money(rows[a - 1][5])]))
        for d, code, desc, c, p, bal in rows[a:b]:
            blocks.append(lr([d, code, desc, money(c) if c else "", money(p) if p else "", money(bal)]))
        blocks.append(RULE(2))
        if n < 3:
            blocks.append(lr(["", "", "Balance carried forward", "", "", money(rows[b - 1][5])]))
        else:
            tc = sum(r[3] for r in rows)
            tp = sum(r[4] for r in rows)
            blocks += [
                lr(["", "", "Totals 01/01/2024 - 02/28/2025", money(tc), money(tp), ""], bold=True),
                lr(["", "", "BALANCE DUE AS OF 02/28/2025", "", "", money(rows[-1][5])], bold=True),
                SP(10),
                P("Codes: BRN base rent; OPX operating expense estimate; DEF deferred rent installment (First "
                  "Amendment); REC annual reconciliation; LTC late charge (Sec. 4.2); ACC acceleration; PMT payment "
                  "received; SDA security deposit applied.", size=8, gap=4),
                P("Memo: Tenant returned 2 keys and 1 access fob on 01/10/2025. Premises vacant; listed for lease "
                  "01/20/2025. Charges for damage to the Premises, if any, have not been posted.", size=8),
            ]
        pages.append(blocks)
    return pages


# ---------------------------------------------------------------- D6 notice of default
def default_notice_pages():
    p1 = KEYSTONE_HEAD + [
        P("November 8, 2024", gap=8),
        P("VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED (No. 9589 0710 5270 0412 8836 14)\nAND BY E-MAIL "
          "(marisol@copperkettlebakehouse.com)", size=9.5, font="hebo", gap=8),
        P("Copper Kettle Bakehouse, Inc.\nAttn: Marisol Okafor, President\n2217 Juniper Hollow Lane\nLoveland, "
          "Colorado 80538", gap=8),
        P('Re: NOTICE OF DEFAULT - Shopping Center Lease dated March 14, 2022, as amended (the "Lease"), Suite 112, '
          "Brightwater Plaza", font="hebo", gap=8),
        P("Dear Ms. Okafor:", gap=6),
        P('Keystone Ridge Property Services, LLC manages Brightwater Plaza as agent for Brightwater Plaza Associates, '
          'LLC ("Landlord"). This letter is written notice under Section 18.1(a) of the Lease that Tenant has failed to '
          "pay Rent when due. As of the date of this notice, Tenant owes past-due Rent of $21,498.09, itemized on the "
          "attached schedule.", gap=7),
        P("Demand is made that Tenant pay the full past-due amount within ten (10) days after receipt of this notice. "
          "If Tenant fails to do so, an Event of Default will exist, and Landlord may exercise any of its remedies "
          "under Article XVIII of the Lease and under the First Amendment, including acceleration of the unpaid "
          "Deferred Rent, without further notice.", gap=7),
        P("Landlord's acceptance of any partial payment will not waive this notice or cure the default. See Section "
          "18.5 of the Lease. Payments received will be applied in accordance with Section 4.5 of the Lease.", gap=7),
        P("Nothing in this letter waives any right or remedy of Landlord, all of which are expressly reserved. Please "
          "direct any questions to me at (970) 555-0162 or tlindqvist@keystoneridgeps.com.", gap=7),
    ]
    items = [
        ("2023 Operating Expense Reconciliation (billed 04/22/2024)", "$3,400.49"),
        ("Late charges - July, September, October and November 2024 (4 x $423.40)", "$1,693.60"),
        ("September 2024 Rent balance ($8,468.00 less $5,000.00 paid 09/12/2024)", "$3,468.00"),
        ("October 2024 Rent balance ($8,468.00 less $4,000.00 paid 10/15/2024)", "$4,468.00"),
        ("November 2024 Rent (Base Rent $5,774.67; Op. Exp. $1,893.33; Deferred Rent $800.00)", "$8,468.00"),
    ]
    def r2(a, b, bold=False):
        return TROW([(a, 84, "l"), (b, 11, "r")], size=7.9, bold=bold)

    t = [r2("Item", "Amount", True), RULE(0)]
    for a, b in items:
        t.append(r2(a, b))
    t += [RULE(0), r2("TOTAL PAST DUE AS OF NOVEMBER 8, 2024", "$21,498.09", True)]
    p2 = [
        HD("SCHEDULE OF PAST-DUE RENT", 11, 2),
        P("Copper Kettle Bakehouse, Inc. - Suite 112, Brightwater Plaza - as of November 8, 2024", size=9.5, align=1,
          gap=10),
        *t, SP(12),
        P("Payment must be made in good funds, by cashier's check delivered to the address above or by wire to "
          "Landlord's operating account (instructions on request). Personal checks will not be accepted.", gap=14),
        P("Sincerely,\n\nKEYSTONE RIDGE PROPERTY SERVICES, LLC,\nas agent for Brightwater Plaza Associates, LLC\n\n"
          "By: /s/ Theresa Lindqvist\nTheresa Lindqvist, Senior Property Manager", gap=14),
        P("cc:  Marisol Okafor, Guarantor (by certified mail)\n       Gordon Ashby, Brightwater Plaza Associates, LLC\n"
          "       Nathaniel B. Pruitt, Esq., Pruitt Camden LLC", size=9.5),
    ]
    return [p1, p2]


# ---------------------------------------------------------------- D9 termination notice
def termination_pages():
    head = [
        HD("PRUITT CAMDEN LLC", 12, 1),
        P("Attorneys at Law  |  215 West Oak Street, Suite 800  |  Fort Collins, Colorado 80521  |  (970) 555-0190",
          size=9, align=1, gap=12),
    ]
    p1 = head + [
        P("December 12, 2024", gap=7),
        P("VIA FEDEX PRIORITY OVERNIGHT (Tracking No. 7781 2290 4415) AND E-MAIL", size=9.5, font="hebo", gap=7),
        P("Copper Kettle Bakehouse, Inc., Attn: Marisol Okafor, President\nMarisol Okafor, individually, as Guarantor\n"
          "2217 Juniper Hollow Lane, Loveland, Colorado 80538", gap=7),
        P("Re: Notice of Termination of Right of Possession and Demand for Possession - Suite 112, Brightwater Plaza",
          font="hebo", gap=7),
        P("Dear Ms. Okafor:", gap=5),
        P('This firm represents Brightwater Plaza Associates, LLC ("Landlord"). On November 8, 2024, Landlord\'s agent '
          "gave Tenant written notice of its failure to pay Rent. Tenant received that notice on November 12, 2024. "
          "The ten (10) day cure period under Section 18.1(a) of the Lease expired on November 22, 2024 without Tenant "
          "paying the past-due amount. Tenant's payment of $6,000.00 on that date was a partial payment, which "
          "Landlord accepted under Section 18.5 without waiving the default. An Event of Default therefore exists.",
          gap=6),
        P("Landlord elects under Section 18.2(b) of the Lease to terminate Tenant's right to possession of the Premises, "
          "effective upon delivery of this notice. Landlord is not terminating the Lease, and Tenant remains liable "
          "for all Rent as it comes due for the balance of the Term, less the net proceeds of any reletting.", gap=6),
        P("Demand is made that Tenant vacate and surrender the Premises, with all keys and access devices, no later "
          "than 5:00 p.m. on Friday, December 20, 2024. If Tenant does not surrender possession by that time, Landlord "
          "will commence an action for possession under C.R.S. § 13-40-104 without further notice, and Tenant will "
          "owe holdover rent under Section 19.2 of the Lease.", gap=6),
        P("Landlord also elects under Section 3 of the First Amendment to accelerate the unpaid balance of the Deferred "
          "Rent, $4,800.00, which is now due in full.", gap=6),
    ]
    def r2(a, b, bold=False):
        return TROW([(a, 74, "l"), (b, 12, "r")], size=8.5, bold=bold)

    t = [r2("Amount due as of December 12, 2024", "Amount", True), RULE(0)]
    for a, b in [
        ("Past due per Notice of Default dated 11/08/2024", "$21,498.09"),
        ("Less payment received 11/22/2024", "($6,000.00)"),
        ("December 2024 Rent (Base Rent, Op. Exp. estimate, Deferred Rent Inst. 6)", "$8,468.00"),
        ("December 2024 late charge", "$423.40"),
        ("Accelerated Deferred Rent (installments 7 through 12)", "$4,800.00"),
    ]:
        t.append(r2(a, b))
    t += [RULE(0), r2("TOTAL", "$29,189.49", True)]
    p2 = [
        *t, SP(12),
        P("Ms. Okafor's obligations under the Guaranty of Lease dated March 14, 2022 are absolute and unconditional, "
          "and Landlord will look to her for payment in full if Tenant does not pay.", gap=7),
        P("Landlord intends to use commercially reasonable efforts to relet the Premises as Section 18.4 of the Lease "
          "provides, and will credit the net proceeds of any reletting against Tenant's obligations.", gap=7),
        P("Nothing in this letter waives any right or remedy of Landlord under the Lease, the First Amendment, the "
          "Guaranty or applicable law, all of which are reserved. Please have your counsel contact me directly.",
          gap=14),
        P("Very truly yours,\n\nPRUITT CAMDEN LLC\n\n/s/ Nathaniel B. Pruitt\nNathaniel B. Pruitt", gap=14),
        P("cc:  Gordon Ashby, Brightwater Plaza Associates, LLC\n       Theresa Lindqvist, Keystone Ridge Property "
          "Services, LLC", size=9.5),
    ]
    return [p1, p2]


# ---------------------------------------------------------------- D10 deposition
DEPO = {
    1: [
        "DISTRICT COURT, LARIMER COUNTY, COLORADO",
        "Case No. 2025CV30118",
        "------------------------------------------------------------",
        "BRIGHTWATER PLAZA ASSOCIATES, LLC,",
        "          Plaintiff,",
        "v.",
        "COPPER KETTLE BAKEHOUSE, INC., and MARISOL OKAFOR,",
        "          Defendants.",
        "------------------------------------------------------------",
        "            DEPOSITION OF THERESA LINDQVIST",
        "                     March 27, 2025",
        "",
        "     Pursuant to notice, the deposition of THERESA",
        "LINDQVIST was taken on behalf of the Defendants at",
        "215 West Oak Street, Suite 800, Fort Collins,",
        "Colorado 80521, commencing at 9:34 a.m., before",
        "Janelle Baptiste, Registered Professional Reporter",
        "and Notary Public within Colorado.",
        "",
        "APPEARANCES:",
        "  For the Plaintiff:   Nathaniel B. Pruitt, Esq.,",
        "                       Pruitt Camden LLC",
        "  For the Defendants:  Camila Ferreira, Esq.,",
        "                       Ferreira Lowe PLLC",
        "     (Excerpted pages 41 through 47 follow.)",
    ],
    41: [
        "     Q.  Ms. Lindqvist, what is your position with Keystone",
        "Ridge Property Services?",
        "     A.  I'm a senior property manager.",
        "     Q.  How long have you held that title?",
        "     A.  Since April of 2021. Before that I was an assistant",
        "manager with the company for about three years.",
        "     Q.  And Brightwater Plaza is one of your properties?",
        "     A.  Yes. I have managed Brightwater Plaza since the",
        "owner hired Keystone in 2021. It's one of eleven",
        "properties in my portfolio.",
        "     Q.  Who at Keystone maintains the tenant ledgers?",
        "     A.  Our accounting group posts the charges and the",
        "receipts in Yardi. I review the ledgers for my",
        "properties every month.",
        "     Q.  I'm handing you what's been marked as Exhibit 5.",
        "Do you recognize it?",
        "     A.  Yes. That's the tenant ledger for Copper Kettle,",
        "Suite 112, January 2024 through February 2025.",
        "     Q.  Is it accurate?",
        "     A.  To my knowledge, yes. I printed it on March 3rd.",
        "     Q.  Let's talk about late charges. How is the late",
        "charge calculated?",
        "     A.  The system charges five percent of that month's",
        "scheduled charges if the payment isn't in by the",
        "fifth.",
    ],
    42: [
        "     Q.  Five percent of that month's charges, or of",
        "everything that's overdue?",
        "     A.  Of that month's charges. So for the second half of",
        "2024 it was four hundred twenty-three dollars and",
        "forty cents each month.",
        "     Q.  Are you aware that Section 4.2 of the lease refers",
        "to five percent of the amount overdue?",
        "          MR. PRUITT:  Objection, form. The document speaks",
        "for itself.",
        "     A.  I know what the lease says. The system is set up",
        "on the monthly charges. If anything, that's lower",
        "than what the lease allows.",
        "     Q.  The July 2024 payment. When did it come in?",
        "     A.  July 9th. Check number 4619.",
        "     Q.  That was after the grace period?",
        "     A.  It was past the fifth, so the late charge posted on",
        "the 8th.",
        "     Q.  Was the July late charge ever paid?",
        "     A.  No. It's still on the ledger.",
        "     Q.  Now, the 2023 reconciliation. That's the",
        "$3,400.49 entry on April 22nd?",
        "     A.  Correct.",
        "     Q.  Copper Kettle never paid that amount, did it?",
        "     A.  No, they did not. Ms. Okafor disputed it from the",
        "beginning.",
    ],
    43: [
        "     Q.  What did she dispute?",
        "     A.  The parking lot work. In 2023 we had the lot seal",
        "coated and restriped, and we replaced the curb",
        "stops. That went into the common area pool.",
        "     Q.  How much was that work?",
        "     A.  Forty-six thousand eight hundred dollars, about.",
        "     Q.  And you put all of it into the 2023 common area",
        "expenses?",
        "     A.  Yes. It's maintenance. Seal coating is something you",
        "do every few years. We did not resurface the lot.",
        "     Q.  Did anyone send Ms. Okafor the invoices she asked",
        "for?",
        "     A.  I sent her the vendor invoice in June. She asked",
        "for the bid documents too, and we did not send",
        "those.",
        "     Q.  Did Copper Kettle ever request an audit under",
        "Section 6.5?",
        "     A.  Not a formal audit. She sent e-mails.",
        "     Q.  Let's go to the notice of default, Exhibit 6. Who",
        "prepared it?",
        "     A.  I did, with input from Mr. Pruitt's office.",
        "     Q.  How was it sent?",
        "     A.  Certified mail to the notice address in the lease",
        "and a copy by e-mail to Ms. Okafor. The green card",
        "came back signed on November 12th.",
    ],
    44: [
        "     Q.  What did the notice demand?",
        "     A.  Twenty-one thousand four hundred ninety-eight",
        "dollars and nine cents, within ten days.",
        "     Q.  And what did Copper Kettle pay within that period?",
        "     A.  Six thousand dollars, on November 22nd.",
        "     Q.  Did anyone at Keystone tell Ms. Okafor that six",
        "thousand would be enough to cure?",
        "     A.  No. I never told her that. I told her I would pass",
        "her proposal along to ownership.",
        "     Q.  Her proposal being the ninety-day plan in her",
        "November 14th e-mail?",
        "     A.  Yes. Exhibit 7.",
        "     Q.  And what did ownership decide?",
        "     A.  Mr. Ashby declined the payment plan. I let her know",
        "by text on November 25th.",
        "     Q.  Before the notice of default, had ownership ever",
        "accepted a late or partial payment from Copper",
        "Kettle?",
        "     A.  Yes. We accepted the partial payments in September",
        "and October. We applied them to the oldest charges.",
        "     Q.  Did you ever send a letter saying that accepting",
        "partial payments wasn't a waiver?",
        "     A.  The notice of default says that. Before that, no.",
        "     Q.  Let's turn to Exhibit 9, the December 12th",
        "letter. You've seen it?",
    ],
    45: [
        "     A.  Yes. Mr. Pruitt sent it. I got a copy.",
        "     Q.  Did the landlord terminate the lease?",
        "     A.  My understanding is we terminated their right of",
        "possession. The lease itself wasn't terminated.",
        "     Q.  When did Copper Kettle actually leave?",
        "     A.  January 10th, 2025. Ms. Okafor texted me that the",
        "keys were in the drop box. I picked up two keys and",
        "one fob that afternoon.",
        "     Q.  Was there any damage to the premises?",
        "     A.  Some. The hood system was left in place, which was",
        "fine, but there was grease residue and a broken",
        "walk-in cooler door. I have not gotten a final",
        "number on that.",
        "     Q.  That's not on the ledger?",
        "     A.  Not yet, no.",
        "     Q.  The security deposit was applied when?",
        "     A.  February 14th. Fourteen thousand two hundred.",
        "     Q.  What has the landlord done to relet the space?",
        "     A.  We listed it with Cache Peak Commercial on",
        "January 20th. The asking rent is twenty-six",
        "dollars a foot, triple net.",
        "     Q.  That's higher than Copper Kettle's rent?",
        "     A.  It's market. Copper Kettle was at twenty-four",
        "forty.",
        "     Q.  How many showings?",
    ],
    46: [
        "     A.  Three showings. One was a coffee operator who",
        "was interested in the kitchen. There's one letter",
        "of intent, from a yoga studio, but they wanted",
        "eight months of free rent, and ownership said no.",
        "     Q.  So as of today the space is vacant?",
        "     A.  Yes, it's vacant.",
        "     Q.  Has anyone reduced the asking rent?",
        "     A.  No, not as of today.",
        "     Q.  Let me ask you about the estoppel certificate,",
        "Exhibit 4. Why was that requested?",
        "     A.  Ownership was refinancing with Front Range Federal.",
        "The lender wanted estoppels from the larger tenants.",
        "     Q.  When did Ms. Okafor sign it?",
        "     A.  August 16th, 2024.",
        "     Q.  And in it she flagged the CAM reconciliation as",
        "disputed?",
        "     A.  She did. Paragraph 8. We didn't object to that.",
        "     Q.  Did the estoppel say that Copper Kettle had no",
        "claims against the landlord?",
        "     A.  Other than the CAM dispute, yes. That's what it",
        "says.",
        "     Q.  After August 16th, did anyone at Keystone tell Ms.",
        "Okafor the CAM charge would be reduced?",
        "     A.  No. I told her that we stood by the number.",
        "     Q.  All right. Was the 2024 reconciliation done?",
    ],
    47: [
        "     A.  Not yet. It's due by the end of April. I expect",
        "the 2024 numbers to come in lower because the",
        "parking lot work was a 2023 item.",
        "     Q.  Are you the person who signed the notice of",
        "default?",
        "     A.  Yes, I signed it.",
        "     Q.  As agent for the landlord?",
        "     A.  As agent. Keystone signs notices for ownership",
        "under the management agreement.",
        "     Q.  Does the management agreement authorize you to",
        "accept a payment plan?",
        "     A.  No. Anything over sixty days has to go to Mr.",
        "Ashby.",
        "          MS. FERREIRA:  I think that's all I have for now.",
        "Let's take five minutes.",
        "          (Recess taken from 11:52 a.m. to 12:01 p.m.)",
        "                       EXAMINATION",
        "BY MR. PRUITT:",
        "     Q.  Ms. Lindqvist, just a few questions. Before",
        "September 2024, was Copper Kettle current on its",
        "monthly rent?",
        "     A.  Except for the July payment, which came in a few",
        "days late, yes. The reconciliation was the only",
        "open item.",
        "     Q.  Thank you. Nothing further.",
    ],
}


def write_deposition(path):
    doc = pymupdf.open()
    for num, lines in DEPO.items():
        assert len(lines) == 25, (num, len(lines))
        page = doc.new_page(width=W, height=H)
        label = f"Page {num}"
        page.insert_text((540 - pymupdf.get_text_length(label, fontname="cour", fontsize=11), 60), label,
                         fontsize=11, fontname="cour")
        page.insert_text((72, 60), "Theresa Lindqvist - March 27, 2025", fontsize=9, fontname="cour")
        page.draw_line((100, 80), (100, 720), width=0.5)
        for i, text in enumerate(lines, 1):
            y = 104 + (i - 1) * 24.5
            n = str(i)
            page.insert_text((92 - pymupdf.get_text_length(n, fontname="cour", fontsize=11), y), n, fontsize=11,
                             fontname="cour")
            if text:
                assert len(text) <= 62, text
                page.insert_text((108, y), text, fontsize=11, fontname="cour")
        page.insert_text((180, 752), "Front Range Reporting Services  (970) 555-0133", fontsize=8, fontname="cour")
    doc.save(path, garbage=3, deflate=True)


# ---------------------------------------------------------------- D7 e-mail, D8 texts
EMAIL_BODY = """Theresa,

I received the certified letter on Tuesday (November 12). I want to be clear that we are not walking away from the space and we are not disputing the rent itself.

Here is what I can do. I will send $6,000.00 by ACH no later than Friday, November 22. For the balance, I am asking for a 90-day plan: three equal payments at the end of December, January and February, on top of current rent.

What we do dispute is the $3,400.49 reconciliation from April. The parking lot seal coat and curb stops were about $46,815, and I believe under Section 6.3 a project like that is capital and should not be passed through in one year. I got one invoice from Summit Paving in June but never the bid or the scope, even though I asked three times. I would like that item taken off the past-due number until it is sorted out.

Our sales are down about 22 percent from last fall. The road closure ran until May, two months longer than the City said, and we are still getting customers back.

Please pass this along to Mr. Ashby. I would rather work this out than fight about it.

Marisol Okafor
President, Copper Kettle Bakehouse, Inc.
(970) 555-0148
"""

TEXTS = """Messages export - iPhone of Theresa Lindqvist
Conversation with: Marisol Okafor (+1 970-555-0148)
Exported: 03/10/2025 16:22
------------------------------------------------------------
[09/05/2024, 10:14 AM] Theresa Lindqvist: Hi Marisol, heads up that September rent hasn't come in yet. The late fee posts tomorrow.
[09/05/2024, 11:02 AM] Marisol Okafor: I know, I'm sorry. Slow August. I'll send what I can next week.
[09/12/2024, 8:47 AM] Marisol Okafor: Sent $5,000 by ACH this morning. Rest by end of month, I hope.
[09/12/2024, 9:10 AM] Theresa Lindqvist: Got it, thank you.
[10/15/2024, 4:31 PM] Marisol Okafor: Dropped off a check for $4,000 at your office.
[10/15/2024, 4:40 PM] Theresa Lindqvist: Thanks. With this you're still behind about $12,600. Can we talk this week?
[11/08/2024, 3:05 PM] Theresa Lindqvist: Marisol, a formal notice is going out today by certified mail. I emailed you a copy too. Please call me.
[11/25/2024, 9:18 AM] Theresa Lindqvist: Got the $6,000 on Friday, thank you. I talked with Gordon. Ownership is not able to agree to the 90-day plan. The full balance is still due.
[11/25/2024, 9:44 AM] Marisol Okafor: That's really disappointing. I'll have my attorney call Mr. Pruitt.
[12/12/2024, 1:22 PM] Theresa Lindqvist: The letter from our attorney is going out today by FedEx. I'm sorry it came to this.
[12/20/2024, 6:15 PM] Marisol Okafor: We need a few more weeks to get the equipment out. Can you give us until Jan 10?
[12/21/2024, 10:03 AM] Theresa Lindqvist: I can't agree to anything on ownership's behalf. Please have your attorney talk to Mr. Pruitt.
[01/10/2025, 2:36 PM] Marisol Okafor: Keys and the fob are in the drop box. We're out.
[01/10/2025, 3:58 PM] Theresa Lindqvist: Picked up 2 keys and 1 fob. I'll do the walk-through Monday.
------------------------------------------------------------
End of conversation (14 messages)
"""

AUTHORITIES = """C.R.S. § 13-40-104
C.R.C.P. 56
C.R.C.P. 121
Celotex Corp. v. Catrett, 477 U.S. 317 (1986)
Ad Two, Inc. v. City & County of Denver, 9 P.3d 373 (Colo. 2000)
Schneiker v. Gordon, 732 P.2d 603 (Colo. 1987)
"""


def write_email(path):
    msg = EmailMessage()
    msg["From"] = "Marisol Okafor <marisol@copperkettlebakehouse.com>"
    msg["To"] = "Theresa Lindqvist <tlindqvist@keystoneridgeps.com>"
    msg["Cc"] = "Dev Chaudhry <dev@chaudhrycpa.com>"
    msg["Date"] = "Thu, 14 Nov 2024 07:42:18 -0700"
    msg["Subject"] = "RE: Notice of Default - Suite 112"
    msg["Message-ID"] = "<CK-20241114074218.3391@copperkettlebakehouse.com>"
    msg.set_content(EMAIL_BODY, cte="7bit")
    path.write_bytes(bytes(msg))


# the page texts of every document, for check.py (scans are checked against these strings)
PDF_DOCS = {
    "D1_shopping_center_lease.pdf": lease_pages,
    "D2_first_amendment.pdf": amendment_pages,
    "D3_2023_opex_reconciliation.pdf": recon_pages,
    "D4_estoppel_certificate_scan.pdf": estoppel_pages,
    "D5_tenant_ledger.pdf": ledger_pages,
    "D6_notice_of_default.pdf": default_notice_pages,
    "D9_notice_of_termination.pdf": termination_pages,
}
SCANNED = {"D4_estoppel_certificate_scan.pdf"}


def block_text(b):
    if b[0] == "p":
        return b[1]
    if b[0] == "row":
        return "  ".join(c[1] for c in b[1])
    return ""


def source_pages(name):
    """Plain text of each page as written (used for scans)."""
    return ["\n".join(block_text(b) for b in blocks) for blocks in PDF_DOCS[name]()]


def main(out):
    out.mkdir(parents=True, exist_ok=True)
    for name in ["D1_shopping_center_lease.pdf", "D2_first_amendment.pdf", "D3_2023_opex_reconciliation.pdf",
                 "D4_estoppel_certificate_scan.pdf", "D5_tenant_ledger.pdf", "D6_notice_of_default.pdf"]:
        foot = None
        if name.startswith("D1_"):
            foot = [f"Brightwater Plaza - Copper Kettle Bakehouse, Inc. - Shopping Center Lease - Page {i} of 7     "
                    "Tenant ____  Landlord ____" for i in range(1, 8)]
        write_pdf(out / name, PDF_DOCS[name](), scanned=name in SCANNED, footers=foot)
    write_email(out / "D7_email_okafor_to_lindqvist.eml")
    (out / "D8_text_messages_lindqvist_okafor.txt").write_text(TEXTS, encoding="utf-8")
    write_pdf(out / "D9_notice_of_termination.pdf", termination_pages())
    write_deposition(out / "D10_deposition_lindqvist_excerpt.pdf")
    (out / "authorities.txt").write_text(AUTHORITIES, encoding="utf-8")
    return out


if __name__ == "__main__":
    print(main(Path(sys.argv[1])))
