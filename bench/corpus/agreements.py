"""The matter's governing agreement, one per theme, with numbered sections and subsections ("3.2(b)").

Each writer prints the deal's terms as facts and leaves them in ``story.terms`` for the later documents
(the notice of default quotes the rent, the ledger bills it). Pages are cut where the writer says, so every
fact lands on a known page; the last page carries the boilerplate and the signature blocks.
"""

from __future__ import annotations

from datetime import timedelta

from bench.corpus.documents import Builder, Doc, boilerplate
from bench.corpus.facts import (
    CountV,
    DateV,
    EntityV,
    Flip,
    IdentifierV,
    MoneyV,
    PersonV,
    PlaceV,
    QuantityV,
    QuoteV,
    RateV,
    RelationV,
    SectionV,
)
from bench.corpus.story import Story


def _preamble(b: Builder, s: Story, title: str, verb: str) -> None:
    """Title, date, parties and the directed relation between them (page 1)."""
    b.write(f"{title.upper()}\n\n")
    when = b.fact(DateV(s.start, b.rng.choice(("formal", "long"))),
                  f"{s.a} and {s.b} entered into the {s.short} on {{v}}",
                  f"The {s.short} is dated {{v}}", key="agreement_date")
    a = b.fact(EntityV(s.a_entity), f"{{v}} is the {s.a_role} under the {s.short}") if s.a_entity else s.a
    bname = b.fact(EntityV(s.b_entity), f"{{v}} is the {s.b_role} under the {s.short}")
    b.para(f'THIS {title.upper()} (this "{s.short}") is made and entered into as of {when}, by and between {a} '
           f'("{s.a_role}"), with offices at {s.a_addr.one_line}, and {bname} ("{s.b_role}"), with offices at '
           f"{s.b_addr.one_line}.")
    b.note(RelationV(s.a, s.b, verb))


def _signatures(b: Builder, s: Story, count: int = 3, section: int = 8) -> None:
    b.para(f"{section}. MISCELLANEOUS.")
    for number, text in enumerate(boilerplate(b.rng, s.short, count), start=1):
        b.para(f"{section}.{number} {text}")
    b.para(f"IN WITNESS WHEREOF, the parties have executed this {s.short} as of the date first written above.")
    a_off, b_off = s.people["a_officer"], s.people["b_officer"]
    if s.a_entity:
        signer = b.fact(PersonV(a_off, bool(a_off.middle)), f"{{v}} signed the {s.short} on behalf of {s.a}",
                        f"{{v}}, the {a_off.title} of {s.a}, signed the {s.short}")
        b.para(f"{s.a_role.upper()}:\n{s.a}\n\nBy: /s/ {signer}\nName: {signer}\nTitle: {a_off.title}")
    else:
        signer = b.fact(PersonV(s.people["employee"], True), f"{{v}} signed the {s.short} as {s.a_role}")
        b.para(f"{s.a_role.upper()}:\n\n/s/ {signer}\n{signer}")
    other = b.fact(PersonV(b_off, bool(b_off.middle)), f"{{v}} signed the {s.short} on behalf of {s.b}",
                   f"{{v}}, the {b_off.title} of {s.b}, signed the {s.short}")
    b.para(f"{s.b_role.upper()}:\n{s.b}\n\nBy: /s/ {other}\nName: {other}\nTitle: {b_off.title}")


def _place(b: Builder, s: Story, noun: str) -> str:
    site = s.site
    place = b.fact(PlaceV(site.city, site.county, site.state, b.rng.choice(("formal", "plain"))),
                   f"The {noun} is located in {{v}}", f"The {noun} is in {{v}}")
    return f"{site.line1}, in the {place}" if place.startswith("City") else f"{site.line1}, {place}"


def lease(s: Story) -> Doc:
    b, rng, t = Builder(s.rng, "lease", "Commercial Lease", "Lease"), s.rng, s.terms
    commence = s.day(s.start, 14, 60)
    months = rng.choice((24, 36, 48, 60, 30, 42))
    rent = s.cents(4000, 38000, 25)
    t.update(rent=rent, commence=commence, months=months, cure_days=rng.choice((5, 10, 15)),
             late=rng.choice((10, 15, 20)), interest=rng.choice((80, 100, 120, 180)))
    b.new_page()
    _preamble(b, s, "Commercial Lease", "{a} agreed to lease the Premises to {b}")
    sqft = b.fact(QuantityV(rng.randint(2400, 64000), "rentable square feet"), "The Premises consist of {v}",
                  "Under the Lease, the Premises comprise {v}")
    b.para("1. PREMISES.")
    b.para(f"1.1 Lease of Premises. Landlord hereby leases to Tenant, and Tenant hereby leases from Landlord, the "
           f'premises consisting of {sqft} located at {_place(b, s, "Premises")} (the "Premises").')
    term = b.fact(QuantityV(months, "months", "words"), "The Lease has a term of {v}", "The Lease runs for {v}")
    start = b.fact(DateV(commence, "long"), "The Lease term commenced on {v}", "The Commencement Date was {v}")
    b.para("2. TERM.")
    b.para(f'2.1 Term. The term of this Lease shall be {term} (the "Term"), commencing on {start} (the '
           '"Commencement Date"), unless sooner terminated as provided in this Lease.')
    b.para("2.2 Holding Over. Any holding over after the expiration of the Term without Landlord's written consent "
           "shall be a tenancy at sufferance.")
    b.new_page()
    b.para("3. RENT.")
    base = b.fact(MoneyV(rent, "legal"), "Tenant agreed to pay monthly Base Rent of {v}",
                  "The Lease set Base Rent at {v} per month")
    b.fact(SectionV("3.1"), "Base Rent is governed by {v} of the Lease")
    b.para(f'3.1 Base Rent. Tenant shall pay to Landlord monthly base rent in the amount of {base} ("Base '
           'Rent"), in advance, on the first day of each calendar month during the Term, without deduction or offset.')
    late = b.fact(RateV(t["late"], "month", "words"), "The Lease imposes a late charge of {v} on unpaid Base Rent")
    interest = b.fact(RateV(t["interest"], "annum", rng.choice(("pct", "percent"))),
                      "Other unpaid sums under the Lease bear interest at {v}")
    b.fact(SectionV("3.2(b)"), "Interest on overdue sums other than Base Rent is addressed in {v} of the Lease")
    b.para(f"3.2 Late Payment. (a) Any installment of Base Rent not received by Landlord within five (5) days after "
           f"its due date shall bear a late charge of {late} on the unpaid balance until paid. (b) All "
           f"other sums not paid when due shall bear interest at {interest} from the due date until paid.")
    deposit = b.fact(MoneyV(s.cents(8000, 60000, 50)), "The Lease required a Security Deposit of {v}",
                     "Under the Lease, Tenant was to deposit {v} as security")
    b.para("4. SECURITY DEPOSIT.")
    b.para(f'4.1 Amount. Upon execution of this Lease, Tenant shall deposit with Landlord the sum of {deposit} (the '
           '"Security Deposit") as security for the performance of its obligations.')
    b.para("4.2 Application. (a) Landlord may apply the Security Deposit to cure any default. (b) Landlord shall "
           "return any unapplied balance to Tenant within thirty (30) days after the expiration of the Term.")
    b.note(SectionV("4.2(b)"), "{v} of the Lease requires Landlord to return any unapplied balance of the Security "
           "Deposit")
    b.new_page()
    spaces = b.fact(CountV(rng.randint(2, 9), "reserved parking spaces"), "The Lease grants Tenant the use of {v}",
                    "Tenant is entitled to {v} under the Lease")
    b.para("5. USE; PARKING; ALTERATIONS.")
    b.para(f"5.1 Use. Tenant shall use the Premises for general office, storage and related purposes and for no other "
           f"purpose. 5.2 Parking. Tenant shall have the exclusive use of {spaces} adjacent to the Premises.")
    quote = "Tenant shall not make any alterations to the Premises without Landlord's prior written consent."
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("shall not make", "shall make"),
                               "shall not make -> shall make"),
                          Flip("fab.quote.antonym", quote.replace("without", "with"), "without -> with"))),
           'The Lease provides that "{v}"', 'Section 5.3 of the Lease states: "{v}"')
    b.para(f"5.3 Alterations. {quote} Any approved alterations shall be performed by licensed contractors.")
    cure = b.fact(QuantityV(t["cure_days"], "days", "words"),
                  "Under the Lease, Tenant had {v} after written notice to cure a failure to pay Base Rent")
    b.fact(SectionV("6.1(a)"), "A failure to pay Base Rent is an Event of Default under {v} of the Lease")
    b.para("6. DEFAULT.")
    b.para(f"6.1 Events of Default. Each of the following is an Event of Default: (a) Tenant fails to pay any "
           f"Base Rent when due and the failure continues for {cure} after written notice from Landlord; (b) Tenant "
           "abandons the Premises; or (c) Tenant fails to perform any other obligation and does not cure it within "
           "thirty (30) days after written notice.")
    b.para("6.2 Remedies. Upon an Event of Default, Landlord may terminate this Lease, recover possession of the "
           "Premises and recover all amounts due under this Lease, together with its reasonable attorneys' fees.")
    b.para(f"7. GOVERNING LAW. This Lease shall be governed by the laws of the State of {s.state}.")
    b.new_page(scanned=rng.random() < 0.35)
    _signatures(b, s)
    t["expires"] = commence + timedelta(days=30 * months)
    return b.done()


def construction(s: Story) -> Doc:
    b, rng, t = Builder(s.rng, "construction_agreement", "Construction Agreement", "Agreement"), s.rng, s.terms
    price = s.cents(180000, 2400000, 100)
    t.update(price=price, retainage=rng.choice((50, 100)), interest=rng.choice((100, 120, 180)),
             days=rng.choice((180, 240, 270, 300)), cure_days=rng.choice((7, 10, 14)))
    b.new_page()
    _preamble(b, s, "Construction Agreement", "{a} agreed to build the Project for {b}")
    area = b.fact(QuantityV(rng.randint(4200, 48000), "square feet"), "The Project is a building of {v}",
                  "The building to be constructed measures {v}")
    b.para("ARTICLE 1. THE WORK")
    b.para(f"1.1 Project. Contractor shall construct a commercial building of {area} at {_place(b, s, 'Project')} "
           '(the "Project"), in accordance with the plans and specifications listed in Exhibit A (the "Work").')
    phases = b.fact(CountV(rng.randint(2, 5), "phases"), "The Agreement divides the Work into {v}")
    b.para(f"1.2 Phasing. The Work shall be performed in {phases}, each to be inspected by Owner before the next "
           "phase begins.")
    days = b.fact(QuantityV(t["days"], "calendar days"), "Contractor was to achieve Substantial Completion within {v}")
    b.para(f"ARTICLE 2. TIME\n\n2.1 Contractor shall achieve Substantial Completion of the Work within {days} after "
           "the date of Owner's notice to proceed, subject to adjustments by Change Order.")
    b.new_page()
    total = b.fact(MoneyV(price, "legal"), "Owner agreed to pay a Contract Sum of {v}",
                   "The Contract Sum under the Agreement was {v}")
    b.fact(SectionV("3.1"), "The Contract Sum is set by {v} of the Agreement")
    b.para("ARTICLE 3. CONTRACT SUM")
    b.para(f'3.1 Contract Sum. Owner shall pay Contractor for the performance of the Work the sum of {total} '
           '(the "Contract Sum"), subject to additions and deductions by Change Order.')
    ret = b.fact(RateV(t["retainage"], "", "words"), "Owner may retain {v} of each Progress Payment")
    due = b.fact(QuantityV(rng.choice((15, 20, 30)), "days", "words"), "Owner must pay each approved Application for "
                 "Payment within {v}")
    b.fact(SectionV("3.3(b)"), "Retainage is governed by {v} of the Agreement")
    b.para(f"3.2 Progress Payments. Owner shall pay each approved Application for Payment within {due} after receipt. "
           f"3.3 Retainage. (a) Retainage shall be released upon final completion. (b) Owner may withhold "
           f"retainage of {ret} of each progress payment until final completion.")
    interest = b.fact(RateV(t["interest"], "annum", "pct"), "Unpaid amounts under the Agreement bear interest at {v}")
    b.para(f"3.4 Interest. Payments due and unpaid under this Agreement shall bear interest at {interest}.")
    b.new_page()
    quote = "Owner shall not withhold payment for Work that has been inspected and approved by the Architect."
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("shall not withhold", "shall withhold"),
                               "shall not withhold -> shall withhold"),
                          Flip("fab.quote.antonym", quote.replace("approved", "rejected"), "approved -> rejected"))),
           'The Agreement provides that "{v}"', 'Section 4.1 of the Agreement states: "{v}"')
    b.para(f"ARTICLE 4. PAYMENT DISPUTES\n\n4.1 {quote} Any dispute over other Work shall be raised in writing within "
           "ten (10) business days of the Application for Payment.")
    cure = b.fact(QuantityV(t["cure_days"], "days", "words"), "Either party had {v} after written notice to cure a "
                  "default under the Agreement")
    b.para(f"ARTICLE 5. DEFAULT\n\n5.1 If either party fails to perform a material obligation and does not cure the "
           f"failure within {cure} after written notice, the other party may suspend performance or terminate this "
           "Agreement. 5.2 Contractor may stop the Work if Owner fails to pay an approved amount when due.")
    b.para(f"ARTICLE 6. GOVERNING LAW\n\nThis Agreement shall be governed by the laws of the State of {s.state}.")
    b.new_page(scanned=rng.random() < 0.3)
    _signatures(b, s, 3, 7)
    return b.done()


def employment(s: Story) -> Doc:
    b, rng, t = Builder(s.rng, "employment_agreement", "Employment Agreement", "Agreement"), s.rng, s.terms
    employee = s.people["employee"]
    hourly = rng.randint(1800, 5200) // 25 * 25
    t.update(hourly=hourly, hours=rng.choice((40, 40, 36, 32)), pto=rng.choice((10, 12, 15, 20)),
             interest=rng.choice((80, 100, 120)))
    b.new_page()
    b.write("EMPLOYMENT AGREEMENT\n\n")
    when = b.fact(DateV(s.start, rng.choice(("formal", "long"))), f"{employee.plain} and {s.b} entered into the "
                  "Agreement on {v}", "The Employment Agreement is dated {v}")
    company = b.fact(EntityV(s.b_entity), "{v} is the employer under the Agreement")
    who = b.fact(PersonV(employee, True), f"{{v}} is the Employee under the Agreement with {s.b}")
    b.para(f'This Employment Agreement (the "Agreement") is entered into as of {when} between {company} (the '
           f'"Company") and {who} ("Employee").')
    b.note(RelationV(s.b, employee.plain, "{a} hired {b}"))
    begin = s.day(s.start, 7, 30)
    t["begin"] = begin
    first = b.fact(DateV(begin, "long"), f"{employee.formal} began work for the Company on {{v}}",
                   "The Employee's employment began on {v}")
    b.para(f"1. Position. The Company employs Employee as {employee.title}, reporting to the Company's "
           f"{s.people['a_manager'].title}. Employee's employment shall begin on {first}.")
    b.para(f"2. Place of Work. Employee shall work at the Company's facility at {_place(b, s, 'Facility')} (the "
           '"Facility").')
    b.new_page()
    pay = b.fact(MoneyV(hourly * 100 // 100), f"{employee.formal}'s regular rate of pay was {{v}} per hour",
                 "The Agreement set the Employee's hourly wage at {v}")
    hours = b.fact(QuantityV(t["hours"], "hours per week"), "The Agreement contemplates a schedule of {v}",
                   "Employee's regular schedule was {v}")
    b.fact(SectionV("3.2"), "Overtime pay is governed by {v} of the Agreement")
    b.para(f"3. Compensation.\n\n3.1 Wages. The Company shall pay Employee {pay} per hour for a regular schedule of "
           f"{hours}, payable every other Friday.\n\n3.2 Overtime. The Company shall pay Employee one and "
           "one-half times the regular rate for all hours worked over forty in a workweek.")
    quote = "All hours worked must be recorded accurately on the Company's timekeeping system."
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("must be recorded", "need not be recorded"),
                               "must be recorded -> need not be recorded"),
                          Flip("fab.quote.antonym", quote.replace("accurately", "inaccurately"),
                               "accurately -> inaccurately"))),
           'The Agreement provides that "{v}"', 'The Agreement states: "{v}"')
    raise_rate = b.fact(RateV(rng.choice((20, 30, 40)), "year", "words"), "The Agreement guaranteed a wage increase "
                        "of at least {v}")
    late = b.fact(RateV(t["interest"], "annum", "pct"), "Under the Agreement, late wages bear interest at {v}")
    b.para(f"3.3 Timekeeping. {quote} Employee shall not perform work off the clock.\n\n3.4 Increases. The Company "
           f"shall increase Employee's hourly wage by not less than {raise_rate}. 3.5 Late Payment. Wages not paid "
           f"when due bear interest at {late} until paid.")
    pto = b.fact(QuantityV(t["pto"], "days", "words"), "The Agreement provided {v} of paid time off each year")
    b.para(f"4. Paid Time Off. Employee shall accrue {pto} of paid time off per calendar year, prorated for partial "
           "years.")
    b.new_page(scanned=rng.random() < 0.3)
    reviews = b.fact(CountV(rng.choice((2, 3, 4)), "performance reviews"),
                     "The Agreement called for {v} each year")
    b.para(f"5. Reviews. The Company shall conduct {reviews} per year. 6. At-Will Employment. Either party may end "
           "the employment at any time, with or without cause, on written notice.")
    b.para(f"7. Governing Law. This Agreement is governed by the laws of the State of {s.state}.")
    _signatures(b, s, 2)
    return b.done()


def policy(s: Story) -> Doc:
    """The claimant's property insurance: the declarations page and selected policy conditions (2 pages)."""
    b, rng, t = Builder(s.rng, "policy", "Commercial Property Policy Declarations", "Policy"), s.rng, s.terms
    insurer = t["insurer"]
    assert s.a_entity is not None
    number = f"CP {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(1000, 9999)}"
    t.update(policy_no=number, limit=s.cents(500000, 4000000, 10000), deductible=rng.choice((250000, 500000, 1000000)))
    end = s.start.replace(year=s.start.year + 1)
    s.used_dates.add(end)
    t["policy_end"] = end
    b.new_page(mono=rng.random() < 0.5)
    b.write(f"{insurer.caps}\nCOMMERCIAL PROPERTY COVERAGE PART - DECLARATIONS\n\n")
    pol = b.fact(IdentifierV("Policy No.", number, ("policy number",)), f"{insurer.name} issued {{v}} to {s.a}",
                 "The Policy at issue is {v}")
    b.note(RelationV(insurer.name, s.a, "{a} issued the Policy to {b}"))
    carrier = b.fact(EntityV(insurer), "The Policy was issued by {v}")
    named = b.fact(EntityV(s.a_entity), "{v} is the Named Insured under the Policy")
    start = b.fact(DateV(s.start, "us"), "The Policy period began on {v}")
    finish = b.fact(DateV(end, "us"), "The Policy period ended on {v}")
    b.para(f"{pol}\nInsurer: {carrier}\nNamed Insured: {named}\nMailing Address: {s.a_addr.one_line}\n"
           f"Policy Period: From {start} to {finish}, 12:01 A.M. Standard Time at the Named Insured's address")
    limit = b.fact(MoneyV(t["limit"]), "The Policy's Building limit of insurance was {v}",
                   "The Policy insured the building up to {v}")
    deduct = b.fact(MoneyV(t["deductible"]), "The Policy carried a deductible of {v}")
    premium = b.fact(MoneyV(s.cents(4000, 30000)), "The annual premium for the Policy was {v}")
    b.para(f"Described Premises: {_place(b, s, 'insured location')}\n\nCoverage: Building\nLimit of Insurance: "
           f"{limit}\nCauses of Loss: Special Form\nDeductible: {deduct}\nTotal Annual Premium: {premium}")
    b.new_page()
    b.para("BUILDING AND PERSONAL PROPERTY COVERAGE FORM - SELECTED CONDITIONS")
    b.fact(SectionV("E.3(a)"), "The insured's duties after a loss are set out in {v} of the Policy")
    days = b.fact(QuantityV(rng.choice((60, 90)), "days"), "The Policy requires a sworn proof of loss within {v} after "
                  "the insurer's request")
    b.para(f"E.3(a) Duties in the Event of Loss. You must give us prompt notice of the loss and send us a signed, "
           f"sworn proof of loss within {days} after our request.")
    quote = "We will not pay for loss or damage caused by continuous or repeated seepage or leakage of water."
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("will not pay", "will pay"),
                               "will not pay -> will pay"),
                          Flip("fab.quote.antonym", quote.replace("continuous or repeated", "sudden and accidental"),
                               "continuous or repeated -> sudden and accidental"))),
           'The Policy provides: "{v}"', 'The exclusion on which the Insurer relied reads: "{v}"')
    b.para(f"B.2(f) Exclusions. {quote} This exclusion applies to seepage or leakage occurring over a period of "
           "fourteen (14) days or more.")
    b.para("E.4 Loss Payment. We will pay for covered loss or damage within thirty (30) days after we receive the "
           "sworn proof of loss, if you have complied with all of the terms of this Coverage Part.")
    return b.done()


def loan(s: Story) -> Doc:
    b, rng, t = Builder(s.rng, "loan_agreement", "Loan Agreement", "Loan Agreement"), s.rng, s.terms
    principal = s.cents(150000, 3000000, 1000)
    t.update(principal=principal, rate=rng.choice((65, 72, 80, 85, 95)), loan_no=f"{rng.randint(10000, 99999)}",
             months=rng.choice((36, 48, 60, 84)), cure_days=rng.choice((10, 15)))
    t["default_rate"] = t["rate"] + 50
    b.new_page()
    _preamble(b, s, "Loan Agreement", "{a} lent {b} the Loan proceeds")
    num = b.fact(IdentifierV("Loan", "#" + t["loan_no"], ("Loan No.",)), "The loan is identified as {v}")
    amount = b.fact(MoneyV(principal, "legal"), f"{s.a} agreed to lend {s.b} the principal sum of {{v}}",
                    "The principal amount of the Loan was {v}")
    b.para(f'1. THE LOAN. 1.1 Lender agrees to make a term loan to Borrower ({num}) in the principal sum of {amount} '
           '(the "Loan"), to be used to purchase equipment and for working capital.')
    term = b.fact(QuantityV(t["months"], "months", "words"), "The Loan is payable over {v}")
    b.para(f"1.2 Term. The Loan is payable in equal monthly installments over {term}, beginning thirty (30) days "
           "after the date of this Loan Agreement.")
    b.new_page()
    rate = b.fact(RateV(t["rate"], "annum", rng.choice(("pct", "percent"))), "The Loan bears interest at {v}")
    drate = b.fact(RateV(t["default_rate"], "annum", "pct"), "After a default, the Loan bears interest at {v}")
    b.fact(SectionV("2.3"), "The default rate is set by {v} of the Loan Agreement")
    b.para(f"2. INTEREST AND PAYMENTS.\n\n2.1 Interest. The unpaid principal balance shall bear interest at {rate}, "
           f"computed on the basis of a 360-day year.\n\n2.2 Payments. Borrower shall pay each monthly installment on "
           f"the first business day of each month.\n\n2.3 Default Rate. Upon an Event of Default, the unpaid "
           f"balance shall bear interest at {drate}.")
    machines = b.fact(CountV(rng.randint(2, 6), "CNC machining centers"), "The Loan is secured by {v}")
    b.para(f"3. COLLATERAL. The Loan is secured by a first-priority security interest in {machines} and all related "
           f"tooling located at {_place(b, s, 'Collateral')}.")
    b.new_page()
    quote = "Borrower shall not sell, lease or transfer any Collateral without Lender's prior written consent."
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("shall not sell", "may sell"),
                               "shall not sell -> may sell"),
                          Flip("fab.quote.antonym", quote.replace("prior written", "subsequent oral"),
                               "prior written -> subsequent oral"))),
           'The Loan Agreement provides that "{v}"')
    b.para(f"4. COVENANTS. 4.1 {quote} 4.2 Borrower shall keep the Collateral insured against all risks.")
    cure = b.fact(QuantityV(t["cure_days"], "days", "words"), "Borrower had {v} to cure a payment default after "
                  "notice")
    b.fact(SectionV("5.1(a)"), "Nonpayment is an Event of Default under {v} of the Loan Agreement")
    b.para(f"5. EVENTS OF DEFAULT. 5.1 Each of the following is an Event of Default: (a) Borrower fails to pay "
           f"any installment within {cure} after written notice; (b) Borrower breaches any covenant; (c) Borrower "
           f"becomes insolvent. 5.2 Upon an Event of Default, Lender may declare the entire unpaid balance due.")
    b.para(f"6. GOVERNING LAW. This Loan Agreement is governed by the laws of the State of {s.state}.")
    b.new_page(scanned=rng.random() < 0.3)
    _signatures(b, s, 2, 7)
    return b.done()


def supply(s: Story) -> Doc:
    b, rng, t = Builder(s.rng, "supply_agreement", "Supply Agreement", "Agreement"), s.rng, s.terms
    unit = rng.randint(1800, 9600)  # cents per case
    t.update(unit=unit, cases=rng.choice((600, 800, 1200, 1500, 2400)), net=rng.choice((30, 45)),
             interest=rng.choice((10, 15)), months=rng.choice((12, 24, 36)))
    b.new_page()
    _preamble(b, s, "Supply Agreement", "{a} agreed to supply the Goods to {b}")
    goods = rng.choice(("corrugated shipping cartons", "printed folding cartons", "molded pulp trays"))
    t["goods"] = goods
    price = b.fact(MoneyV(unit), "The Agreement set a price of {v} per case", "The unit price under the Agreement "
                   "was {v} per case")
    cases = b.fact(QuantityV(t["cases"], "cases"), "Buyer committed to purchase at least {v} each month")
    b.para(f'1. GOODS AND PRICE. 1.1 Supplier shall sell and Buyer shall buy {goods} (the "Goods") at a price of '
           f"{price} per case. 1.2 Minimum Purchase. Buyer shall purchase not less than {cases} of Goods per calendar "
           "month.")
    term = b.fact(QuantityV(t["months"], "months", "words"), "The Agreement has a term of {v}")
    b.para(f"2. TERM. This Agreement shall continue for {term} from its date and renew for successive one-year terms "
           "unless either party gives notice of non-renewal.")
    b.new_page()
    deliveries = b.fact(CountV(rng.choice((2, 3)), "deliveries"), "Supplier was to make {v} each week")
    b.para(f"3. DELIVERY. 3.1 Supplier shall make {deliveries} per week to Buyer's facility at "
           f"{_place(b, s, 'Delivery Point')}. 3.2 Title and risk of loss pass to Buyer on delivery.")
    b.fact(SectionV("4.2"), "Inspection and rejection of Goods are governed by {v} of the Agreement")
    days = b.fact(QuantityV(rng.choice((3, 5, 7)), "business days", "words"), "Buyer had {v} after delivery to reject "
                  "nonconforming Goods")
    b.para(f"4. INSPECTION. 4.1 Buyer shall inspect the Goods upon delivery. 4.2 Buyer may reject nonconforming "
           f"Goods by written notice within {days} after delivery; Goods not so rejected are accepted.")
    net = b.fact(QuantityV(t["net"], "days"), "Payment was due {v} after the invoice date")
    interest = b.fact(RateV(t["interest"], "month", "words"), "Late invoices under the Agreement bear interest at {v}")
    b.fact(SectionV("5.1(b)"), "Interest on late payments is governed by {v} of the Agreement")
    b.para(f"5. PAYMENT. 5.1 (a) Buyer shall pay each invoice within {net} after the invoice date. (b) "
           f"Amounts not paid when due bear interest at {interest} until paid.")
    b.new_page(scanned=rng.random() < 0.3)
    quote = "Buyer shall not return accepted Goods for credit without Supplier's written authorization."
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("shall not return", "may return"),
                               "shall not return -> may return"),
                          Flip("fab.quote.antonym", quote.replace("accepted", "rejected"), "accepted -> rejected"))),
           'The Agreement provides that "{v}"')
    b.para(f"6. RETURNS. {quote}")
    b.para(f"7. GOVERNING LAW. This Agreement is governed by the laws of the State of {s.state}.")
    _signatures(b, s, 2)
    return b.done()


AGREEMENTS = {"lease": lease, "construction": construction, "employment": employment, "loan": loan, "supply": supply}
