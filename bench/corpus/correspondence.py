"""Correspondence: printed e-mails, business letters, a two-page notice of default, an insurer's claim letter,
and the amendment (or change order, endorsement, purchase order) that changed the deal.
"""

from __future__ import annotations

from bench.corpus.documents import Builder, Doc
from bench.corpus.facts import (
    CountV,
    DateV,
    EntityV,
    EventV,
    Flip,
    IdentifierV,
    MoneyV,
    PersonV,
    QuantityV,
    QuoteV,
    RateV,
    RelationV,
    TimeV,
    date_text,
)
from bench.corpus.story import Story
from bench.corpus.words import money_figures, ordinal_words

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _mail(person_given: str, surname: str, company: str) -> str:
    domain = "".join(ch for ch in company.split()[0].lower() if ch.isalpha())
    domain = "mail" if surname.lower() in company.lower() else domain
    return f"{person_given[0].lower()}{surname.lower()}@{domain}.example"


def email_from_b(s: Story) -> Doc:
    """The other side's e-mail about the unpaid balance: it either admits it or disputes it."""
    rng, t = s.rng, s.terms
    sender, to = s.people["b_contact"], s.people["a_manager"]
    last = [i for i in s.invoices if i.status != "paid"][-1]
    when = s.day(last.due, 3, 25)
    b = Builder(rng, "email", f"E-mail from {sender.plain}", "E-mail")
    b.new_page()
    sent = b.fact(DateV(when, "long"), f"{sender.formal} sent the e-mail on {{v}}")
    clock = b.fact(TimeV(rng.randint(7, 18), rng.randint(0, 59), "caps"), f"{sender.formal}'s e-mail was sent at {{v}}")
    who = b.fact(PersonV(sender, False), f"{{v}} wrote to {to.plain} about {s.bill} No. {last.number}")
    b.note(RelationV(sender.plain, to.plain, "{a} e-mailed {b} about the outstanding balance"))
    b.write(f"From: {who} <{_mail(sender.given, sender.surname, s.b)}>\n"
            f"To: {to.plain} <{_mail(to.given, to.surname, s.a)}>\n"
            f"Sent: {WEEKDAYS[when.weekday()]}, {sent} {clock}\nSubject: RE: {s.bill} {last.number}\n\n")
    balance = b.fact(MoneyV(int(t["balance"])), f"{sender.formal} acknowledged an outstanding balance of {{v}}",
                     f"In an e-mail, {s.b}'s {sender.title} referred to a balance of {{v}}")
    promise = s.day(when, 10, 40)
    t["promise"] = promise
    by = b.fact(DateV(promise, rng.choice(("long", "abbr"))), f"{sender.formal} wrote that {s.b} would pay in full "
                "by {v}")
    admits = rng.random() < 0.6
    if admits:
        quote = f"We do not dispute the balance and expect to pay it in full by {by}."
        b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("We do not dispute", "We dispute"),
                                   "do not dispute -> dispute"),
                              Flip("fab.quote.antonym", quote.replace("in full", "in part"), "in full -> in part"))),
               f'{sender.formal} wrote: "{{v}}"', f'In the e-mail, {sender.plain} stated: "{{v}}"')
        b.note(EventV("balance", "undisputed", (f"{sender.formal} did not dispute the balance",),
                      (Flip("fab.negation", f"{sender.formal} disputed the balance", "did not dispute -> disputed"),
                       Flip("fab.prefix", f"{sender.formal} described the balance as disputed",
                            "undisputed -> disputed"))))
        body = (f"{to.given},\n\nThank you for your patience. We have reviewed the statement showing an outstanding "
                f"balance of {balance}. {quote} Cash flow has been tight this quarter.\n\nRegards,\n{sender.plain}\n"
                f"{sender.title}\n{s.b}")
    else:
        quote = f"We dispute the balance of {balance} and will not pay it until the accounting is corrected."
        b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("We dispute", "We do not dispute"),
                                   "dispute -> do not dispute"),
                              Flip("fab.quote.antonym", quote.replace("will not pay", "will pay"),
                                   "will not pay -> will pay"))),
               f'{sender.formal} wrote: "{{v}}"')
        b.note(EventV("balance", "disputed", (f"{sender.formal} disputed the balance",),
                      (Flip("fab.negation", f"{sender.formal} did not dispute the balance", "disputed -> did not "
                            "dispute"),
                       Flip("fab.prefix", f"{sender.formal} described the balance as undisputed",
                            "disputed -> undisputed"))))
        body = (f"{to.given},\n\n{quote} Our records do not match yours, and we expect to resolve the difference "
                f"by {by}.\n\n{sender.plain}\n{sender.title}\n{s.b}")
    b.write(body)
    return b.done()


def email_from_a(s: Story) -> Doc:
    rng = s.rng
    sender, to = s.people["a_manager"], s.people["b_contact"]
    unpaid = [i for i in s.invoices if i.status == "unpaid"]
    when = s.day(unpaid[0].due, 2, 9)
    b = Builder(rng, "email", f"E-mail from {sender.plain}", "E-mail")
    b.new_page()
    sent = b.fact(DateV(when, "us"), f"{sender.formal} e-mailed {to.plain} on {{v}}")
    b.write(f"From: {sender.plain} <{_mail(sender.given, sender.surname, s.a)}>\nTo: {to.plain} "
            f"<{_mail(to.given, to.surname, s.b)}>\nDate: {sent}\nSubject: Past due - {s.bill} {unpaid[0].number}\n\n")
    amount = b.fact(MoneyV(unpaid[0].cents), f"{s.bill} No. {unpaid[0].number} was for {{v}}")
    due = b.fact(DateV(unpaid[0].due, "long"), f"{sender.formal} reminded {to.formal} that Invoice No. "
                 f"{unpaid[0].number} was due on {{v}}")
    b.note(EventV("receipt", "not received", (f"{sender.formal} wrote that no payment had been received on Invoice "
                                               f"No. {unpaid[0].number}",),
                  (Flip("fab.negation", f"{sender.formal} wrote that payment had been received on Invoice No. "
                                        f"{unpaid[0].number}", "no payment had been received -> payment had been "
                                                              "received"),)))
    b.write(f"{to.given},\n\nOur records show that {s.bill} No. {unpaid[0].number} for {amount}, which was due on "
            f"{due}, has not been paid, and no payment has been received on it to date. Please let me know when we "
            f"can expect payment.\n\nThanks,\n{sender.plain}\n{sender.title if s.a_entity else ''}"
            f"{' | ' + s.a if s.a_entity else ''}\n{s.a_addr.one_line}\n\n"
            "Attachment: Statement of Account (1 page)")
    b.new_page(mono=True)
    rows = [f"{'Reference':<16}{'Date':<12}{'Amount':>14}{'Paid':>14}{'Open':>14}"]
    for inv in s.invoices:
        open_cents = inv.cents - inv.paid_cents
        shown = b.fact(MoneyV(open_cents, "plain"), f"The statement of account shows {{v}} open on {s.bill} No. "
                       f"{inv.number}") if open_cents else "0.00"
        rows.append(f"{inv.number:<16}{date_text(inv.issued, 'us'):<12}{money_figures(inv.cents, sign=False):>14}"
                    f"{money_figures(inv.paid_cents, sign=False):>14}{shown:>14}")
    total = b.fact(MoneyV(sum(i.cents - i.paid_cents for i in s.invoices), "plain"),
                   "The statement of account attached to the e-mail shows a total open balance of {v}")
    b.write(f"{str(s.a).upper()}\nSTATEMENT OF ACCOUNT - {s.b}\nAs of {date_text(when, 'us')}\n\n" + "\n".join(rows) +
            f"\n\n{'Total open: ' + total:>70}")
    return b.done()


def notice_of_default(s: Story) -> Doc:
    rng, t = s.rng, s.terms
    unpaid = [i for i in s.invoices if i.status != "paid"]
    when = s.day(unpaid[-1].due, 8, 30)
    t["notice"] = when
    signer = s.people["a_officer"] if s.a_entity else s.people["employee"]
    b = Builder(rng, "notice_of_default", "Notice of Default", "Notice")
    b.new_page()
    cert = f"{rng.randint(7000, 7099)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
    dated = b.fact(DateV(when, rng.choice(("long", "dmy"))), f"{s.a} sent the Notice of Default on {{v}}",
                   "The Notice of Default is dated {v}")
    track = b.fact(IdentifierV("Certified Mail No.", cert, ("certified mail article number",)),
                   "The Notice was sent by {v}")
    b.note(RelationV(s.a, s.b, "{a} sent {b} a Notice of Default"))
    b.write(f"{s.a.upper()}\n{s.a_addr.line1}\n{s.a_addr.line2}\n\n{dated}\n\nVIA {track.upper()}\n\n{s.b}\n"
            f"{s.b_addr.line1}\n{s.b_addr.line2}\nAttention: {s.people['b_officer'].plain}\n\n")
    b.write("NOTICE OF DEFAULT\n\n")
    agreement = b.fact(DateV(s.start, "long"), f"The Notice of Default refers to the {s.short} dated {{v}}")
    b.para(f"Reference is made to the {s.vocab['agreement']} dated {agreement} between {s.a} and {s.b} (the "
           f'"{s.short}"). Capitalized terms have the meanings given in the {s.short}.')
    b.para(f"You are in default under the {s.short} for {s.vocab['default']}. The following amounts are past due:")
    lines = []
    for inv in unpaid:
        owed = inv.cents - inv.paid_cents
        amount = b.fact(MoneyV(owed), f"The Notice lists {{v}} as past due on {s.bill} No. {inv.number}")
        lines.append(f"    {s.bill} No. {inv.number}   due {date_text(inv.due, 'us')}   {amount}")
    total = b.fact(MoneyV(int(t["balance"]), "legal"), "The Notice demanded payment of {v}",
                   f"According to the Notice, {s.b} owed a total of {{v}}")
    b.write("\n".join(lines) + f"\n\nTotal past due: {total}\n\n")
    b.new_page()
    cure = int(t.get("cure_days", 10))
    deadline = s.day(when, cure, cure + 4, weekday=False)
    t["deadline"] = deadline
    days = b.fact(QuantityV(cure, "days", "words"), f"The Notice gave {s.b} {{v}} to cure the default")
    by = b.fact(DateV(deadline, "long"), "The Notice required payment by {v}",
                f"{s.a} demanded that {s.b} cure the default by {{v}}")
    b.para(f"Page 2 - Notice of Default to {s.b}")
    b.para(f"Demand is hereby made that you pay the total past due amount within {days} after the date of this notice, "
           f"that is, no later than 5:00 p.m. on {by}.")
    if "interest" in t:
        rate = b.fact(RateV(int(t["interest"]), "annum" if s.theme != "supply" else "month", "pct"),
                      "The Notice stated that past-due amounts accrue interest at {v}")
        b.para(f"Past-due amounts continue to accrue interest at {rate} as provided in the {s.short}.")
    quote = (f"If the default is not cured by that date, {s.a} will exercise all of its remedies under the "
             f"{s.short} without further notice.")
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("will exercise", "will not exercise"),
                               "will exercise -> will not exercise"),
                          Flip("fab.quote.antonym", quote.replace("without further notice", "only after further "
                                                                  "notice"),
                               "without further notice -> only after further notice"))),
           'The Notice warned: "{v}"', 'The Notice of Default stated that "{v}"')
    b.para(quote)
    b.para("Nothing in this notice waives any right or remedy, all of which are expressly reserved. Any partial "
           "payment will be applied to the oldest amounts due and will not cure the default.")
    name = b.fact(PersonV(signer, bool(signer.middle)), "{v} signed the Notice of Default")
    b.para(f"Very truly yours,\n\n{s.a}\n\nBy: /s/ {name}\n{signer.title}")
    b.para(f"cc: {s.people['a_manager'].plain}")
    return b.done()


def business_letter(s: Story) -> Doc:
    """The other side's reply to the notice: it concedes a payment was late and says when it paid."""
    rng, t = s.rng, s.terms
    writer, to = s.people["b_officer"], s.people["a_officer"] if s.a_entity else s.people["employee"]
    when = s.day(t["notice"], 3, 12)
    b = Builder(rng, "letter", f"Letter from {writer.plain}", "Letter")
    b.new_page()
    dated = b.fact(DateV(when, rng.choice(("long", "abbr"))), f"{writer.formal} responded to the Notice by letter "
                   "dated {v}")
    b.write(f"{s.b.upper()}\n{s.b_addr.one_line}\n\n{dated}\n\n{to.plain}\n{s.a + chr(10) if s.a_entity else ''}"
            f"{s.a_addr.line1}\n"
            f"{s.a_addr.line2}\n\nRe: Notice of Default dated {date_text(t['notice'], 'long')}\n\n"
            f"Dear {to.formal}:\n\n")
    paid = next(i for i in s.invoices if i.paid_on)
    late = paid.paid_on > paid.due
    amount = b.fact(MoneyV(paid.paid_cents), f"{s.b} paid {{v}} toward {s.bill} No. {paid.number}")
    on = b.fact(DateV(paid.paid_on, "long"), f"{s.b} paid {s.bill} No. {paid.number} on {{v}}")
    if late:
        b.note(EventV("payment", "untimely", (f"{writer.formal} conceded that the payment on Invoice No. "
                                               f"{paid.number} was untimely",),
                      (Flip("fab.prefix", f"{writer.formal} stated that the payment on {s.bill} No. {paid.number} was "
                                          "timely", "untimely -> timely"),)))
        sentence = (f"We acknowledge that our payment of {amount} on {s.bill} No. {paid.number}, made on {on}, was "
                    "untimely, and we regret the delay.")
    else:
        b.note(EventV("payment", "timely", (f"{writer.formal} stated that the payment on {s.bill} No. {paid.number} "
                                             "was timely",),
                      (Flip("fab.prefix", f"{writer.formal} conceded that the payment on {s.bill} No. {paid.number} "
                                          "was "
                                          "untimely", "timely -> untimely"),)))
        sentence = (f"Our payment of {amount} on {s.bill} No. {paid.number}, made on {on}, was timely under the "
                    f"{s.short}.")
    b.para(f"We are in receipt of your Notice of Default. {sentence}")
    offer = s.day(when, 5, 20)
    quote = "We remain committed to resolving this matter without litigation."
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("remain committed", "are not committed"),
                               "remain committed -> are not committed"),
                          Flip("fab.quote.antonym", quote.replace("without", "through"), "without -> through"))),
           f'{writer.formal} wrote that "{{v}}"')
    meet = b.fact(DateV(offer, "long"), f"{writer.formal} proposed meeting on {{v}}")
    b.para(f"{quote} I propose that we meet on {meet} at your offices to review the account.")
    b.para(f"Sincerely,\n\n/s/ {writer.plain}\n{writer.plain}\n{writer.title}")
    return b.done()


def claim_letter(s: Story) -> Doc:
    """The claimant's insurer denies its water damage claim (a side dispute in the matter)."""
    rng, t = s.rng, s.terms
    insurer = t["insurer"].name
    adjuster = s.people["adjuster"]
    loss = s.day(s.invoices[0].issued, -25, -5)
    when = s.day(s.invoices[-1].issued, 5, 25)
    claim = f"{rng.choice(('CLM', 'PR', 'C'))}-{loss.year}-{rng.randint(10000, 999999):06d}"
    b = Builder(rng, "claim_letter", "Claim Determination Letter", "Claim Letter")
    b.new_page()
    dated = b.fact(DateV(when, "long"), f"{insurer} issued its claim determination on {{v}}")
    number = b.fact(IdentifierV("Claim No.", claim, ("claim number",)), f"{s.a} submitted {{v}} to {insurer}")
    b.note(RelationV(s.a, insurer, "{a} submitted a claim to {b}"))  # the claim goes to its insurer
    pol = b.fact(IdentifierV("Policy No.", str(t["policy_no"])), "The claim was made under {v}")
    lossd = b.fact(DateV(loss, "long"), "The water damage was discovered on {v}", "The date of loss was {v}")
    b.write(f"{insurer.upper()}\nClaims Department\n\n{dated}\n\n{s.a}\n{s.a_addr.line1}\n{s.a_addr.line2}\n\n"
            f"Re: {number}\n    {pol}\n    Date of Loss: {lossd}\n\n")
    visit = s.day(loss, 2, 9)
    seen = b.fact(DateV(visit, "long"), f"{adjuster.formal} inspected the Insured Location on {{v}}")
    b.para(f"Dear Policyholder:\n\nWe have completed our investigation of the water damage reported at the Insured "
           f"Location. Our adjuster, {adjuster.plain}, inspected the property on {seen}.")
    quote = "Based on our investigation, your claim is denied in its entirety."
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("is denied", "is not denied"),
                               "is denied -> is not denied"),
                          Flip("fab.quote.antonym", quote.replace("denied", "approved"), "denied -> approved"))),
           f'{insurer} wrote that "{{v}}"', 'The claim letter states: "{v}"')
    b.note(EventV("claim", "denied", (f"{insurer} denied {s.a}'s claim",),
                  (Flip("fab.antonym", f"{insurer} approved {s.a}'s claim", "denied -> approved"),
                   Flip("fab.negation", f"{insurer} did not deny {s.a}'s claim", "denied -> did not deny"))))
    claimed = b.fact(MoneyV(s.cents(9000, 160000)),
                     f"{s.a} claimed {{v}} for the water damage")
    b.para(f"{quote} The damage resulted from a slow leak over many weeks, which is excluded under the Policy. "
           f"You claimed {claimed}.")
    b.para(f"Sincerely,\n\n{adjuster.plain}\n{adjuster.title}")
    return b.done()


def amendment(s: Story) -> Doc:
    rng, t = s.rng, s.terms
    when = s.day(s.start, 90, 200)
    nth = rng.randint(1, 3)
    title = {"lease": f"{ordinal_words(nth).title()} Amendment to Lease",
             "construction": f"Change Order No. {nth + 1}", "employment": "Compensation Adjustment Memorandum",
             "loan": f"{ordinal_words(nth).title()} Amendment to Loan Agreement",
             "supply": "Purchase Order"}[s.theme]
    b = Builder(rng, "amendment", title, "Amendment" if "Amendment" in title else title.split(" No.")[0])
    b.new_page()
    styles = ("long", "us") if s.theme == "supply" else ("long", "formal", "dmy")
    dated = b.fact(DateV(when, rng.choice(styles)), f"The {title} is dated {{v}}",
                   f"{s.a} and {s.b} signed the {title} on {{v}}" if s.theme not in ("supply", "employment") else
                   f"The {title} was issued on {{v}}")
    b.write(f"{title.upper()}\n\n")
    change = s.cents(2000, 90000, 25)
    if s.theme == "supply":
        po = f"PO-{rng.randint(10000, 99999)}"
        ident = b.fact(IdentifierV("PO No.", po, ("purchase order",)), f"{s.b} issued {{v}} to {s.a}")
        qty = b.fact(QuantityV(int(t["cases"]) * 2, "cases"), f"Purchase Order {po} ordered {{v}}")
        ship = b.fact(DateV(s.day(when, 10, 30), "us"), f"Purchase Order {po} required delivery by {{v}}")
        b.para(f"{ident}\nDate: {dated}\nBuyer: {s.b}\nVendor: {s.a}\n\nQuantity: {qty} of {t['goods']}\n"
               f"Required delivery date: {ship}\nShip to: {s.site.one_line}")
        b.note(RelationV(s.b, s.a, "{a} placed Purchase Order " + po + " with {b}"))
    else:
        ref = f"the {s.vocab['agreement']} dated {date_text(s.start, 'long')}"
        amount = b.fact(MoneyV(change, "legal"), f"The {title} changed the price by {{v}}" if s.theme != "employment"
                        else "The memorandum adjusted annual compensation by {v}")
        b.para(f"This {title} is made as of {dated} and amends {ref} between {s.a} and {s.b}.")
        b.para(f"1. Adjustment. The parties agree to an adjustment of {amount} to the amounts payable under the "
               f"{s.short}, effective as of the date of this {title}.")
        status = "approved" if rng.random() < 0.65 else "rejected"
        who = s.people["b_officer"]
        b.para(f"2. Approval. This {title} was {status} by {who.plain}, {who.title} of {s.b}, on the date above.")
        flip = "rejected" if status == "approved" else "approved"
        b.note(EventV("amendment", status, (f"{who.formal} {status} the {title}",),
                      (Flip("fab.antonym", f"{who.formal} {flip} the {title}", f"{status} -> {flip}"),
                       Flip("fab.negation", f"{who.formal} never {status} the {title}",
                            f"{status} -> never {status}"))))
        b.para("3. Ratification. Except as amended by this instrument, all terms of the agreement remain in full force "
               "and effect and are hereby ratified and confirmed.")
        b.para(f"{s.a}\n\nBy: /s/ {s.people['a_officer'].plain if s.a_entity else s.a}\n\n{s.b}\n\nBy: /s/ "
               f"{who.plain}")
    return b.done()


def cover_letter(s: Story) -> Doc:
    """The claimant's counsel writes to the other side: representation, a preservation demand, enclosures."""
    rng = s.rng
    firm = s.names.firm()
    lawyer = s.names.person("Partner")
    when = s.day(s.terms["notice"], 15, 45)
    b = Builder(rng, "letter", f"Letter from {firm.name}", "Letter")
    b.new_page()
    dated = b.fact(DateV(when, rng.choice(("long", "abbr"))), f"{firm.name} wrote to {s.b} on {{v}}")
    name = b.fact(EntityV(firm), f"{{v}} represents {s.a}")
    b.note(RelationV(firm.name, s.a, "{a} represents {b}"))
    who = b.fact(PersonV(lawyer, bool(lawyer.middle)), f"{{v}} signed the letter for {firm.name}")
    binders = b.fact(CountV(rng.randint(2, 7), "binders"), f"{firm.name} enclosed {{v}} of documents with its letter")
    quote = "Please preserve all documents relating to this dispute, including electronic records and text messages."
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("Please preserve", "You need not preserve"),
                               "Please preserve -> You need not preserve"),
                          Flip("fab.quote.antonym", quote.replace("including", "excluding"),
                               "including -> excluding"))),
           f'{firm.name} demanded: "{{v}}"')
    b.write(f"{name.upper()}\nAttorneys at Law\n{s.a_addr.line1}\n{s.a_addr.line2}\n\n{dated}\n\n"
            f"{s.people['b_officer'].plain}\n{s.b}\n{s.b_addr.line1}\n{s.b_addr.line2}\n\n"
            f"Re: {s.a} / {s.b}\n\nDear {s.people['b_officer'].formal}:\n\n")
    b.para(f"This firm represents {s.a} in connection with {s.vocab['dispute']}. Please direct all further "
           "communications on this matter to the undersigned.")
    b.para(f"{quote} Enclosed are {binders} containing copies of the documents on which our client relies.")
    b.para(f"Very truly yours,\n\n{name}\n\n/s/ {who}\n{who}")
    return b.done()
