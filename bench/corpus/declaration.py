"""One full declaration per matter: caption, "I, NAME, declare as follows:", numbered paragraphs of true facts
cited to their Bates pages (a few uncited, a few transitions) under a fact heading, the perjury closing and a
signature block. Every sentence in it is true of the matter, so a verifier should let it pass.
"""

from __future__ import annotations

from typing import Any

from bench.corpus.cases import Cases
from bench.corpus.documents import tidy
from bench.corpus.facts import EventV, RelationV, date_text
from bench.corpus.phrasing import PERSONAL_KNOWLEDGE, PROSE, cite


def declaration(cases: Cases) -> dict[str, Any]:
    s, rng, prod = cases.story, cases.rng, cases.prod
    declarant = s.people["a_officer"] if s.a_entity else s.people["employee"]
    intro = (f"I am the {declarant.title} of {s.a}." if s.a_entity else f"I am the plaintiff in this action and was "
             f"employed by {s.b} as a {declarant.title}.")
    paragraphs = [f"{intro} {PERSONAL_KNOWLEDGE}",
                  f"I make this declaration in support of the motion for summary judgment against {s.b}."]
    count = rng.randint(12, 20)
    chosen = rng.sample(cases.sayable, min(count, len(cases.sayable)))
    extras = [f for f in cases.facts if isinstance(f.value, EventV | RelationV)]
    chosen += rng.sample(extras, min(3, len(extras)))
    chosen.sort(key=lambda f: (f.doc, f.page))
    facts: list[str] = []
    previous: tuple[int, int] | None = None
    uncited = set(rng.sample(range(len(chosen)), 2))
    for index, fact in enumerate(chosen):
        if isinstance(fact.value, EventV):
            statement = rng.choice(fact.value.says)
        elif isinstance(fact.value, RelationV):
            statement = fact.value.template.format(a=fact.value.a, b=fact.value.b)
        else:
            statement = cases.true_sentence(fact)
        if index in uncited:
            facts.append(tidy(statement + "."))
            previous = None
            continue
        if previous == (fact.doc, fact.page) and facts and not facts[-1].endswith(("Id.", "Ibid.")):
            facts[-1] += " " + cite(statement, "id", prod, fact.doc, fact.page)
            continue
        else:
            form = rng.choice(("paren", "paren", "paren", "see", "short_at", "at_page" if fact.page > 1 else "paren"))
            facts.append(cite(statement, form, prod, fact.doc, fact.page))
        previous = (fact.doc, fact.page)
    for transition in rng.sample(PROSE, 2):
        facts.insert(rng.randint(0, len(facts)), transition)
    numbered = [f"{n}. {text}" for n, text in enumerate(paragraphs + facts, start=1)]
    heading = rng.choice(("STATEMENT OF FACTS", "FACTS", "FACTUAL BACKGROUND"))
    executed = s.day(s.terms["notice"], 120, 200)
    closing = (f"I declare under penalty of perjury under {s.terms['law']} that the foregoing is true and correct. "
               f"Executed on {date_text(executed, 'long')}, at {s.a_addr.city}, {s.state}.")
    text = "\n\n".join([str(s.terms["caption"]), f"DECLARATION OF {declarant.plain.upper()}",
                        f"I, {declarant.plain}, declare as follows:", *numbered[:2], heading, *numbered[2:], closing,
                        f"/s/ {declarant.plain}\n{declarant.plain}"])
    return {"draft": tidy(text), "expect": "pass", "declarant": declarant.plain, "paragraphs": len(numbered)}
