"""Business records: the billing plan, invoices, the ledger, a payroll register, bank statements, minutes and
a scanned form. Tables are fixed-width text (one page, one monospaced block); dates in tables are ISO or
MM/DD/YYYY, amounts without the dollar sign, as accounting software prints them.
"""

from __future__ import annotations

from datetime import date, timedelta

from bench.corpus.documents import Builder, Doc, money_table
from bench.corpus.facts import (
    CountV,
    DateV,
    EventV,
    Flip,
    IdentifierV,
    MoneyV,
    PersonV,
    QuantityV,
    QuoteV,
    RelationV,
    TimeV,
    date_text,
)
from bench.corpus.story import Invoice, Story
from bench.corpus.words import money_figures

INVOICE_FORMS = ("INV-{y}-{n:04d}", "{n:05d}", "A-{n:04d}", "{y}/{n:03d}", "SI-{n:05d}")
DESCRIPTION = {
    "lease": "Base Rent - {month}", "construction": "Progress Payment - Application No. {k}",
    "loan": "Monthly Installment - {month}", "supply": "Goods shipped - {month}",
    "employment": "",
}


def plan_billing(s: Story) -> None:
    """The invoices of the dispute: the first are paid, one is paid in part, the last are unpaid."""
    rng, t = s.rng, s.terms
    count = rng.randint(4, 5)
    form = "WS-{n:05d}" if s.theme == "employment" else rng.choice(INVOICE_FORMS)
    serial = rng.randint(100, 8800)
    issued = s.day(t.get("commence", s.start), 20, 45)
    for k in range(count):
        if s.theme == "lease":
            cents = int(t["rent"])
        elif s.theme == "construction":
            cents = int(t["price"]) * rng.randint(8, 18) // 100 // 100 * 100
        elif s.theme == "loan":
            cents = int(t["principal"]) * 100 // int(t["months"]) // 100 * 100 // 100 + rng.randint(50, 99) * 100
        elif s.theme == "supply":
            cents = int(t["unit"]) * rng.choice((1, 1, 2)) * int(t["cases"])
        else:
            cents = s.cents(1200, 14000)
        serial += rng.randint(1, 3)
        number = form.format(y=issued.year, n=serial)
        due = s.day(issued, 10, 30)
        status = "paid" if k < count - 3 else ("partial" if k == count - 3 else "unpaid")
        invoice = Invoice(number, issued, due, cents, status)
        if status != "unpaid":
            invoice.paid_on = s.day(due, -6, 3)
            invoice.paid_cents = cents if status == "paid" else cents * rng.choice((40, 50, 60)) // 100 // 100 * 100
        s.invoices.append(invoice)
        issued = s.day(issued, 28, 34)
    t["balance"] = sum(i.cents - i.paid_cents for i in s.invoices)


def _month(d: date) -> str:
    return d.strftime("%B %Y")


def invoice(s: Story, inv: Invoice, k: int) -> Doc:
    rng = s.rng
    seller, buyer = s.a, s.b
    b = Builder(rng, "invoice", f"Invoice {inv.number}", "Invoice")
    b.new_page(mono=True)
    ident = b.fact(IdentifierV("Invoice No.", inv.number, ("invoice",)), f"{seller} issued {{v}} to {buyer}",
                   "The invoice at issue is {v}")
    b.note(RelationV(str(seller), buyer, "{a} invoiced {b}"))
    style = rng.choice(("us", "long", "iso"))
    issued = b.fact(DateV(inv.issued, style), f"Invoice No. {inv.number} is dated {{v}}",
                    f"{seller} issued Invoice No. {inv.number} on {{v}}")
    due = b.fact(DateV(inv.due, style), f"Payment of Invoice No. {inv.number} was due on {{v}}",
                 f"Invoice No. {inv.number} was due {{v}}")
    desc = DESCRIPTION[s.theme].format(month=_month(inv.issued), k=k + 2)
    rows = [("Item", "Description", "Qty", "Unit Price", "Amount")]
    if s.theme == "supply":
        qty = inv.cents // int(s.terms["unit"])
        cases = b.fact(QuantityV(qty, "cases", "fig"), f"Invoice No. {inv.number} billed {{v}} of Goods")
        rows.append(("1", desc, cases.split()[0], money_figures(int(s.terms["unit"]), sign=False),
                     money_figures(inv.cents, sign=False)))
    else:
        rows.append(("1", desc, "1", money_figures(inv.cents, sign=False), money_figures(inv.cents, sign=False)))
    total = b.fact(MoneyV(inv.cents), f"Invoice No. {inv.number} billed a total of {{v}}",
                   f"The amount due on Invoice No. {inv.number} was {{v}}")
    table = money_table(rows, (4, 38, 6, 11, 12), "llrrr")
    b.write(f"{str(seller).upper()}\n{s.a_addr.line1}\n{s.a_addr.line2}\n\n{'INVOICE':^72}\n\n"
            f"{ident:<40}Invoice Date: {issued}\nBill To: {buyer:<31}Due Date: {due}\n"
            f"{s.b_addr.line1 if buyer == s.b else s.a_addr.line1:<40}Terms: see agreement\n\n{table}\n\n"
            f"{'TOTAL DUE: ' + total:>72}\n\nPlease remit payment to the address above. Thank you for your business.")
    return b.done()


def ledger(s: Story) -> Doc:
    rng = s.rng
    title = {"lease": "Tenant Ledger", "loan": "Loan Payment History"}.get(s.theme, "Customer Account Ledger")
    b = Builder(rng, "ledger", title, "Ledger")
    b.new_page(mono=True)
    party = s.b
    b.write(f"{s.a.upper()}\n{title.upper()}\n"
            f"Account: {party}\nPrinted: {date_text(s.day(s.invoices[-1].due, 5, 20), 'us')}\n\n")
    rows = [("Date", "Reference", "Description", "Charges", "Payments", "Balance", "Status")]
    balance = 0
    for inv in s.invoices:
        balance += inv.cents
        status = {"paid": "PAID", "partial": "PARTIAL", "unpaid": "UNPAID"}[inv.status]
        rows.append((inv.issued.isoformat(), inv.number, "Invoice", money_figures(inv.cents, sign=False), "",
                     money_figures(balance, sign=False), status))
        if inv.paid_on:
            balance -= inv.paid_cents
            paid = b.fact(MoneyV(inv.paid_cents, "plain"),
                          f"The ledger records a payment of {{v}} on {inv.paid_on.isoformat()}", protect=False)
            rows.append((b.fact(DateV(inv.paid_on, "iso"), f"The ledger records a payment of ${paid} on {{v}}"),
                         "Payment", f"Applied to {inv.number}"[:22], "", paid, money_figures(balance, sign=False), ""))
        said = {"paid": f"The ledger shows Invoice No. {inv.number} as paid",
                "unpaid": f"The ledger shows Invoice No. {inv.number} as unpaid",
                "partial": f"The ledger shows that Invoice No. {inv.number} was paid in part"}[inv.status]
        flips = {"paid": (Flip("fab.prefix", f"The ledger shows Invoice No. {inv.number} as unpaid",
                               "paid -> unpaid"),),
                 "unpaid": (Flip("fab.prefix", f"The ledger shows Invoice No. {inv.number} as paid", "unpaid -> paid"),
                            Flip("fab.negation", f"The ledger shows that Invoice No. {inv.number} is not unpaid",
                                 "unpaid -> not unpaid")),
                 "partial": (Flip("fab.antonym", f"The ledger shows that Invoice No. {inv.number} was paid in full",
                                  "in part -> in full"),)}[inv.status]
        b.note(EventV("invoice status", inv.status, (said,), flips))
    rows_text = money_table([r[:3] + r[3:] for r in rows], (10, 14, 22, 10, 10, 10, 7), "lllrrrl")
    end = b.fact(MoneyV(balance, "plain"), f"The {title} shows a balance due of {{v}}",
                 f"According to the {title}, {party} owed {{v}}")
    b.write(f"{rows_text}\n\n{'BALANCE DUE: ' + end:>60}\n")
    return b.done()


def payroll(s: Story) -> Doc:
    rng, t = s.rng, s.terms
    employee = s.people["employee"]
    b = Builder(rng, "payroll_register", "Payroll Register", "Payroll Register")
    b.new_page(mono=True)
    b.write(f"{s.b.upper()}\nPAYROLL REGISTER - EMPLOYEE DETAIL\nEmployee: {employee.plain}   "
            f"Position: {employee.title}\nPay Frequency: Biweekly   "
            f"Regular Rate: {money_figures(int(t['hourly']))}\n\n")
    rows = [("Period End", "Pay Date", "Reg Hrs", "OT Hrs", "OT Paid", "Gross Pay")]
    end = s.day(t["begin"], 60, 120)
    for k in range(rng.randint(5, 7)):
        pay_day = s.day(end, 3, 9)
        regular = 2 * int(t["hours"])
        overtime = rng.randint(6, 19)
        gross = regular * int(t["hourly"])
        row_end = date_text(end, "us")
        if k % 2 == 0:
            b.fact(QuantityV(overtime, "overtime hours", "fig"),
                   f"For the pay period ending {row_end}, the payroll register records {{v}}")
            b.note(EventV("overtime pay", "unpaid", (f"The payroll register shows no overtime pay for the pay period "
                                                     f"ending {row_end}",),
                          (Flip("fab.negation", f"The payroll register shows overtime pay for the pay period ending "
                                              f"{row_end}", "no overtime pay -> overtime pay"),)))
            b.fact(MoneyV(gross, "plain"), f"Gross pay for the pay period ending {row_end} was {{v}}")
        rows.append((row_end, date_text(pay_day, "us"), f"{regular}.00", f"{overtime}.00", "0.00",
                     money_figures(gross, sign=False)))
        end += timedelta(days=14)
        s.used_dates.add(end)
        if k == 2:
            b.write(money_table(rows, (11, 11, 8, 8, 8, 11), "llrrrr"))
            b.write("\n\nContinued on next page.")
            b.new_page(mono=True)
            b.write(f"{s.b.upper()}\nPAYROLL REGISTER - EMPLOYEE DETAIL (continued)\nEmployee: {employee.plain}\n\n")
            rows = [rows[0]]
    b.write(money_table(rows, (11, 11, 8, 8, 8, 11), "llrrrr"))
    b.write("\n\nOT Paid reflects overtime premium actually paid in the period. Hours are taken from the timekeeping "
            "system\nas approved by the employee's supervisor.")
    return b.done()


def bank_statement(s: Story) -> Doc:
    """The payer's statement (the employee's, in a wage case): its payments on the invoices, in date order."""
    rng = s.rng
    receives = s.theme == "employment"
    holder = s.a if receives else s.b
    other = s.b if receives else s.a
    b = Builder(rng, "bank_statement", f"{s.bank.short} Account Statement", "Bank Statement")
    last4 = f"{rng.randint(1000, 9999)}"
    balance = s.cents(20000, 90000) + sum(i.paid_cents for i in s.invoices)
    paid = [i for i in s.invoices if i.paid_on][:3]
    start = min(i.paid_on for i in paid if i.paid_on).replace(day=1)
    end = max(i.paid_on for i in paid if i.paid_on) + timedelta(days=rng.randint(4, 12))
    span = (end - start).days
    rows: list[tuple[date, int, object]] = [(i.paid_on, k, i) for k, i in enumerate(paid) if i.paid_on]
    rows += [(start + timedelta(days=rng.randint(1, span)), 10 + k, None) for k in range(rng.randint(9, 14))]
    rows.sort(key=lambda row: (row[0], row[1]))
    pages = 1 if len(rows) < 10 or rng.random() < 0.2 else 2
    cut = len(rows) if pages == 1 else len(rows) // 2
    kind = "PERSONAL CHECKING" if receives else "BUSINESS CHECKING"
    for page, chunk in ((1, rows[:cut]), (2, rows[cut:]))[:pages]:
        b.new_page(mono=True)
        acct = b.fact(IdentifierV("Account No.", f"******{last4}"), f"The {s.bank.short} statement is for {{v}}")
        b.write(f"{s.bank.name.upper()}\n{kind} STATEMENT          Page {page} of {pages}\n\n{holder}\n{acct}\n"
                f"Statement period: {date_text(start, 'us')} through {date_text(end, 'us')}\n\n")
        table = [("Date", "Description", "Withdrawals", "Deposits", "Balance")]
        if page == 1:
            table.append((start.strftime("%m/%d"), "Beginning balance", "", "", money_figures(balance, sign=False)))
        for day, _, inv in chunk:
            if isinstance(inv, Invoice):
                name = str(other).split()[0]
                if receives:
                    balance += inv.paid_cents
                    shown = b.fact(MoneyV(inv.paid_cents, "plain"), f"{holder}'s bank statement shows a deposit of "
                                   f"{{v}} from {name}")
                    table.append((day.strftime("%m/%d"), f"ACH DEP {str(other).upper()[:20]}", "", shown,
                                  money_figures(balance, sign=False)))
                else:
                    balance -= inv.paid_cents
                    shown = b.fact(MoneyV(inv.paid_cents, "plain"), f"{holder}'s bank statement shows a payment of "
                                   f"{{v}} to {name}")
                    table.append((day.strftime("%m/%d"), f"ACH PMT {str(other).upper()[:20]}", shown, "",
                                  money_figures(balance, sign=False)))
            elif rng.random() < 0.4:
                amount = s.cents(800, 9000)
                balance += amount
                table.append((day.strftime("%m/%d"), f"DEPOSIT REF {rng.randint(100000, 999999)}", "",
                              money_figures(amount, sign=False), money_figures(balance, sign=False)))
            else:
                amount = s.cents(40, 3000)
                balance -= amount
                table.append((day.strftime("%m/%d"), rng.choice(("CHECK ", "POS PURCHASE ", "WIRE OUT ", "FEE ")) +
                              f"{rng.randint(1000, 9999)}", money_figures(amount, sign=False), "",
                              money_figures(balance, sign=False)))
        b.write(money_table(table, (6, 30, 12, 12, 12), "llrrr"))
        if page == pages:
            ending = b.fact(MoneyV(balance, "plain"), f"{holder}'s statement shows an ending balance of {{v}}")
            b.write(f"\n\n{'Ending balance: ' + ending:>76}")
    return b.done()


def minutes(s: Story) -> Doc:
    rng = s.rng
    body, other = s.b_entity, s.a
    b = Builder(rng, "minutes", f"Minutes of Meeting of the Board of {body.name}", "Minutes")
    b.new_page()
    when = s.day(s.invoices[-2].due, 3, 20)
    s.terms["minutes_date"] = when
    b.write(f"MINUTES OF A SPECIAL MEETING OF THE BOARD OF DIRECTORS\nOF {body.caps}\n\n")
    held = b.fact(DateV(when, rng.choice(("long", "formal"))), f"The Board of {body.name} met on {{v}}")
    opened = b.fact(TimeV(rng.randint(8, 11), rng.choice((0, 15, 30, 45))), "The Board meeting was called to order "
                    "at {v}")
    total = rng.randint(5, 7)
    present = b.fact(CountV(total - rng.randint(1, 2), "directors"), "The minutes record that {v} attended the "
                     "meeting")
    secretary = s.people["b_contact"]
    sec = b.fact(PersonV(secretary, bool(secretary.middle)), "{v} acted as secretary of the meeting")
    b.para(f"A special meeting of the Board of Directors of {body.name} was held on {held} at the Company's offices. "
           f"The meeting was called to order at {opened}. Present were {present} of the {total} members of the "
           f"Board, constituting a quorum. {sec}, {secretary.title}, acted as secretary of the meeting.")
    b.para(f"1. {str(s.vocab['dispute']).capitalize()}. Management reported on the dispute with {other} concerning "
           f"{s.vocab['dispute']}. The position of {other} was reviewed with counsel.")
    approve = rng.random() < 0.5
    if approve:
        b.para(f"2. Resolution. Upon motion duly made and seconded, the Board approved a resolution authorizing "
               f"management to retain outside counsel to respond to the claim of {other}.")
        b.note(EventV("resolution", "approved", (f"The Board approved a resolution to retain outside counsel to "
                                                  f"respond to the claim of {other}",),
                      (Flip("fab.antonym", f"The Board rejected a resolution to retain outside counsel to respond to "
                                           f"the claim of {other}", "approved -> rejected"),
                       Flip("fab.prefix", f"The Board disapproved a resolution to retain outside counsel to respond "
                                          f"to the claim of {other}", "approved -> disapproved"))))
    else:
        b.para(f"2. Resolution. Upon motion duly made and seconded, the Board rejected a proposal to pay the balance "
               f"claimed by {other} in full.")
        b.note(EventV("resolution", "rejected", (f"The Board rejected a proposal to pay the balance claimed by {other} "
                                                  "in full",),
                      (Flip("fab.antonym", f"The Board approved a proposal to pay the balance claimed by {other} in "
                                           "full", "rejected -> approved"),
                       Flip("fab.negation", f"The Board did not reject a proposal to pay the balance claimed by "
                                            f"{other} in full", "rejected -> did not reject"))))
    b.para("The Board then received the report of the Audit Committee, which was accepted without discussion. The "
           "Treasurer reviewed the Company's cash position, lines of credit and anticipated capital expenditures for "
           "the coming quarter, and answered questions from the directors.")
    b.new_page()
    b.para(f"Minutes of Special Meeting - {body.name} - Page 2")
    quote = QUOTES[s.theme].format(other=other)
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("does not dispute", "disputes"),
                               "does not dispute -> disputes"),
                          Flip("fab.quote.antonym", quote.replace("correctly", "incorrectly"),
                               "correctly -> incorrectly"))),
           'The minutes record the statement that "{v}"', 'According to the minutes, "{v}"')
    b.para(f"3. Discussion. The Chief Financial Officer stated: \"{quote}\" The Board discussed cash flow.")
    closed = b.fact(TimeV(rng.randint(12, 16), rng.choice((5, 20, 40, 50))), "The meeting adjourned at {v}")
    b.para(f"There being no further business, the meeting was adjourned at {closed}.\n\n/s/ {secretary.plain}\n"
           f"Secretary of the Meeting")
    return b.done()


QUOTES = {
    "lease": "The Company does not dispute that the Base Rent invoiced by {other} was correctly calculated.",
    "construction": "The Company does not dispute that the progress payments billed by {other} were correctly "
                    "calculated.",
    "employment": "The Company does not dispute that the overtime hours recorded by {other} were correctly "
                  "calculated.",
    "loan": "The Company does not dispute that the installments billed by {other} were correctly calculated.",
    "supply": "The Company does not dispute that the Goods invoiced by {other} were correctly calculated.",
}
REMARKS = {
    "lease": ("Water staining noted on ceiling tiles in the rear office.", "All exits were clear and marked."),
    "construction": ("All work areas were clean and free of standing water.",
                     "Rebar spacing at the north footing was corrected on site."),
    "loan": ("Serial plates on all machines were legible.", "Two machines were not running at the time of the visit."),
    "supply": ("Seal on trailer was intact at arrival.", "Two cartons showed minor corner damage."),
    "employment": ("Employee confirmed the corrected punches in person.", "Supervisor initialed each corrected entry."),
}
FORMS = {  # title, event, good result, bad result, what is counted, who signs
    "lease": ("PREMISES INSPECTION REPORT", "inspection", "PASSED", "FAILED", "items", "Inspector"),
    "construction": ("FIELD INSPECTION REPORT", "inspection", "PASSED", "FAILED", "items", "Inspector"),
    "loan": ("COLLATERAL INSPECTION REPORT", "inspection", "SATISFACTORY", "UNSATISFACTORY", "machines", "Inspector"),
    "supply": ("DELIVERY RECEIPT", "delivery", "ACCEPTED", "REJECTED", "pallets", "Received by"),
    "employment": ("TIME CARD CORRECTION FORM", "correction", "APPROVED", "DENIED", "entries", "Approved by"),
}


def _flip_kind(good: str, bad: str) -> str:
    if bad.startswith("NOT "):
        return "fab.negation"
    return "fab.prefix" if bad.startswith(("UN", "IN", "DIS")) else "fab.antonym"


def scanned_form(s: Story) -> Doc:
    rng = s.rng
    title, event, good, bad, counted, signer = FORMS[s.theme]
    b = Builder(rng, "scanned_form", title.title(), "Form")
    b.new_page(scanned=True)
    when = s.day(s.invoices[1].issued, 2, 20)
    form_no = f"{rng.choice(('IR', 'DR', 'F'))}-{rng.randint(10000, 99999)}"
    ident = b.fact(IdentifierV("Form No.", form_no), f"The {event} form bears {{v}}")
    day = b.fact(DateV(when, "us"), f"The {event} form is dated {{v}}", f"The {event} took place on {{v}}")
    arrive = b.fact(TimeV(rng.randint(7, 15), rng.choice((5, 10, 25, 35, 50))), f"The {event} began at {{v}}")
    who = s.people["inspector"]
    name = b.fact(PersonV(who, False), f"{{v}} signed the {event} form")
    items = b.fact(CountV(rng.randint(3, 9), counted, "fig"),
                   f"The {event} form lists {{v}}")
    result = good if rng.random() < 0.6 else bad
    b.note(EventV(event, result.lower(), (f"The {event} form records the result as {result.lower()}",),
                  (Flip(_flip_kind(good, bad),
                        f"The {event} form records the result as {(bad if result == good else good).lower()}",
                        f"{result.lower()} -> {(bad if result == good else good).lower()}"),)))
    remark = rng.choice(REMARKS[s.theme] + ("Signed copy left with site contact.",))
    b.fact(QuoteV(remark), f'The {event} form notes: "{{v}}"')
    b.write(f"{title}\n\n{ident}\n\nDate: {day}          Time: {arrive}\n\nLocation: {s.site.line1}\n"
            f"{s.site.city}, {s.site.state}\n\nParty: {s.b}\n\nCount: {items}\n\nResult: {result}\n\n"
            f"Remarks: {remark}\n\n{signer}: {name}\n\nSignature: ________________")
    return b.done()
