"""A deposition transcript excerpt: 25 numbered lines a page, Q./A. turns, the transcript's own page numbers.

Each page is written turn by turn; a fact printed in an answer is kept whole on one line, and short
colloquy pads every page to exactly 25 lines, as a court reporter's page has.
"""

from __future__ import annotations

from bench.corpus.documents import NBSP, Builder, Doc, numbered_lines
from bench.corpus.facts import CountV, DateV, EventV, Flip, MoneyV, PersonV, QuantityV, QuoteV, TimeV, date_text
from bench.corpus.story import Story

LINES = 25
PAD = (  # colloquy that states no fact of the matter, in exchanges
    (("Q", "Is there any reason you cannot give complete and accurate testimony today?"), ("A", "No.")),
    (("Q", "If you do not understand a question, will you tell me?"), ("A", "Yes.")),
    (("Q", "Did you keep notes of that conversation?"), ("A", "Not that I recall.")),
    (("Q", "Who else was involved in that?"), ("", "MS. ARBUTHNOT: Objection. Vague."), ("Q", "You can answer."),
     ("A", "I would have to check.")),
    (("Q", "Have you seen this document before?"), ("A", "I believe so.")),
    (("Q", "Let me rephrase the question."), ("A", "Okay.")),
    (("", "(Discussion off the record.)"),),
    (("Q", "Is that your signature?"), ("A", "It looks like it.")),
    (("Q", "Do you need a break?"), ("A", "No, I am fine.")),
    (("Q", "Did you discuss your testimony with anyone other than counsel?"), ("A", "No.")),
    (("Q", "Is that your best recollection?"), ("A", "Yes.")),
)


def _keep(text: str) -> str:
    return text.replace(" ", NBSP)


def _page(b: Builder, header: str, turns: list[tuple[str, str]]) -> None:
    lines = numbered_lines(turns)
    if len(lines) > LINES:
        raise ValueError(f"transcript page too long: {len(lines)} lines")
    for exchange in b.rng.sample(PAD, len(PAD)):
        more = numbered_lines(list(exchange))
        if len(lines) + len(more) <= LINES:
            lines += more
    while len(lines) < LINES:
        lines.append("")
    b.write(header + "\n\n" + "\n".join(f"{n:>2}   {line}" for n, line in enumerate(lines, start=1)))


def deposition(s: Story) -> Doc:
    rng, t = s.rng, s.terms
    witness = s.people["witness"]
    taken = s.day(t["notice"], 60, 150)
    b = Builder(rng, "deposition", f"Deposition of {witness.plain}", "Dep. Tr.")
    b.doc.lineheight = 2.0
    first = rng.randint(12, 88)
    four = rng.random() < 0.5
    unpaid = [i for i in s.invoices if i.status == "unpaid"]
    partial = next((i for i in s.invoices if i.status == "partial"), None)
    b.new_page(mono=True)
    day = b.fact(DateV(taken, "long"), f"{witness.formal} was deposed on {{v}}", protect=True)
    name = b.fact(PersonV(witness, True), f"{{v}} is the {witness.title} of {s.b}",
                  protect=True)
    years = b.fact(QuantityV(rng.randint(3, 14), "years"), f"{witness.formal} had worked for {s.b} for about {{v}}",
                   protect=True)
    _page(b, f"DEPOSITION OF {witness.plain.upper()} - {date_text(taken, 'long')}{'Page ' + str(first):>30}", [
        ("Q", "Please state your full name for the record."), ("A", f"{name}."),
        ("Q", "And who is your employer?"), ("A", f"{_keep(s.b)}. I am the {witness.title}."),
        ("Q", "How long have you held that job?"), ("A", f"For about {years}."),
        ("Q", f"You understand you are testifying under oath today, {day}?"), ("A", "I do."),
        ("Q", f"Did you review the Notice of Default dated {_keep(date_text(t['notice'], 'long'))}?"),
        ("A", "I saw it when it came in."),
    ])
    b.new_page(mono=True)
    inv = unpaid[-1]
    amount = b.fact(MoneyV(inv.cents), f"{witness.formal} testified that {s.bill} No. {inv.number} was for {{v}}",
                    protect=True)
    b.note(EventV("payment", "unpaid", (f"{witness.formal} testified that {s.bill} No. {inv.number} has not been "
                                        "paid",),
                  (Flip("fab.negation", f"{witness.formal} testified that {s.bill} No. {inv.number} has been paid",
                        "has not been paid -> has been paid"),)))
    quote = "We never disputed the amount of that invoice, only the timing."
    b.fact(QuoteV(quote, (Flip("fab.quote.negation", quote.replace("We never disputed", "We always disputed"),
                               "never disputed -> always disputed"),
                          Flip("fab.quote.antonym", quote.replace("only the timing", "not the timing"),
                               "only the timing -> not the timing"))),
           f'{witness.formal} testified: "{{v}}"', f'At deposition, {witness.plain} admitted: "{{v}}"')
    turns = [
        ("Q", f"Turning to {s.bill} No. {inv.number}. What was the amount of that invoice?"),
        ("A", f"It was {amount}."),
        ("Q", "Has it been paid?"), ("A", "No. It has not been paid."),
        ("Q", "Did anyone at the company dispute it?"), ("A", quote),
    ]
    if partial:
        after = partial.paid_on > partial.due
        when = "after" if after else "before"
        other = "before" if after else "after"
        b.note(EventV("timing", when, (f"{witness.formal} testified that the partial payment on Invoice No. "
                                        f"{partial.number} was made {when} its due date",),
                      (Flip("fab.antonym", f"{witness.formal} testified that the partial payment on Invoice No. "
                                           f"{partial.number} was made {other} its due date", f"{when} -> {other}"),)))
        turns += [("Q", f"{s.bill} No. {partial.number} was paid in part. Was that payment made before or after its "
                        "due date?"), ("A", f"{when.capitalize()} the due date.")]
    _page(b, f"{'Page ' + str(first + 1):>72}", turns)
    b.new_page(mono=True)
    clock = b.fact(TimeV(rng.randint(8, 11), rng.choice((10, 20, 40, 50))),
                   f"{witness.formal} testified that the meeting with {s.a} began at {{v}}", protect=True)
    meet = s.day(t["notice"], 2, 9)
    met = b.fact(DateV(meet, rng.choice(("long", "us"))), f"{witness.formal} met with representatives of {s.a} on "
                 "{v}", protect=True)
    _page(b, f"{'Page ' + str(first + 2):>72}", [
        ("Q", f"Did you meet with anyone from {_keep(s.a)} after the notice?"),
        ("A", f"Yes, on {met}."), ("Q", "What time did that meeting start?"), ("A", f"About {clock}."),
        ("Q", "Was any agreement reached at that meeting?"), ("A", "No."),
    ] + ([] if four else [("Q", "Is there anything in your testimony you would like to change?"), ("A", "No.")]))
    if four:
        b.new_page(mono=True)
        b.note(EventV("payment after notice", "none", (f"{witness.formal} testified that {s.b} made no payment after "
                                                        "the Notice of Default",),
                      (Flip("fab.negation", f"{witness.formal} testified that {s.b} made a payment after the Notice "
                                            "of Default", "no payment -> a payment"),)))
        binders = b.fact(CountV(rng.randint(2, 6), "binders"), f"{witness.formal} brought {{v}} of records to the "
                         "deposition", protect=True)
        _page(b, f"{'Page ' + str(first + 3):>72}", [
            ("Q", f"Did {_keep(s.b)} make any payment after the Notice of Default?"),
            ("A", "No. There was no payment after the notice."),
            ("Q", "What did you bring with you today?"), ("A", f"I brought {binders} of records."),
            ("Q", "Is there anything in your testimony you would like to change?"), ("A", "No."),
        ])
    return b.done()
