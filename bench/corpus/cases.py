"""Assembly of the labelled statements and the declaration of a matter.

Candidates are gathered per kind from the facts (true restatements, one-atom changes, wrong pins, polarity
flips, inventions) and from the tables of prose, law and boilerplate; each group then takes kinds round-robin
until its quota is met, so every kind a matter can express appears and no group swamps another. Labels
follow from how a case was made (see README.md, "Label rules").
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bench.corpus.documents import Doc, tidy
from bench.corpus.fabricate import Change, Corpus, changes, invented_fact
from bench.corpus.facts import PIN_TYPES, DateV, EventV, Fact, QuoteV, RelationV
from bench.corpus.phrasing import (
    JURAT,
    LAW_AUTHORITIES,
    LAW_RULES,
    PERSONAL_KNOWLEDGE,
    PROSE,
    SERVICE,
    SINGLE_FORMS,
    Production,
    cite,
    cite_number,
    quoted,
    sentence,
)
from bench.corpus.story import Story

QUOTA = {"true": 54, "fabrication": 56, "polarity": 26, "pin": 24, "uncited": 16, "prose": 8, "law": 8,
         "boilerplate": 8}
SUPPORTED, UNCITED, BLOCKED, UNSUPPORTED = ["supported"], ["uncited"], ["contradicted", "unsupported"], ["unsupported"]
POLARITY_FABS = ("fab.negation", "fab.prefix", "fab.antonym", "fab.quote.negation", "fab.quote.antonym")
HEADINGS = ("STATEMENT OF FACTS", "FACTUAL BACKGROUND", "STATEMENT OF UNDISPUTED FACTS")
INVENTED_ACTS = (
    "admitted in a telephone call that it had no defense to the claim",
    "offered in writing to settle the dispute for half of the balance",
    "agreed in writing to waive all late charges and interest",
    "promised to deliver a cashier's check for the full balance the next morning",
)


@dataclass
class Draft:
    """One case before numbering: the statement (``target``) and what comes before it in the draft."""

    target: str
    kind: str
    group: str
    expect: str
    verdicts: list[str]
    fact: Fact | None
    note: str
    before: str = ""
    full: str = ""  # the whole draft when the statement is not its last sentence


Maker = Callable[[], Draft | None]


class Cases:
    def __init__(self, story: Story, docs: list[Doc], prod: Production, corpus: Corpus, rng: random.Random) -> None:
        self.story, self.docs, self.prod, self.corpus, self.rng = story, docs, prod, corpus, rng
        self.facts = [f for d in docs for f in d.facts]
        self.sayable = [f for f in self.facts if f.says and not isinstance(f.value, EventV | RelationV)]
        self.used: set[tuple[str, str]] = set()

    # --- helpers -------------------------------------------------------------------------------------------
    def page_text(self, doc: int, page: int) -> str:
        return self.docs[doc].pages[page - 1]

    def restate(self, fact: Fact, kinds: tuple[str, ...] | None = None) -> tuple[str, str, str] | None:
        """(kind, template, value text) for a true restatement of ``fact``."""
        options = [(k, t) for k, t in fact.value.restatements() if kinds is None or k in kinds]
        if not options:
            return None
        kind, text = self.rng.choice(options)
        if isinstance(fact.value, QuoteV):
            text = quoted(text)
        return kind, self.rng.choice(fact.says), text

    def true_sentence(self, fact: Fact) -> str:
        _, template, text = self.restate(fact) or ("", fact.says[0], fact.value.page())
        return sentence(template, text)

    def companion(self, fact: Fact) -> Fact | None:
        """Another sayable fact on the same page (for "Id." context)."""
        others = [f for f in self.sayable if f.doc == fact.doc and f.page == fact.page and f is not fact
                  and f.type != "quote"]
        return self.rng.choice(others) if others else None

    def cited(self, fact: Fact, statement: str, form: str | None = None) -> tuple[str, str]:
        """(target, context before it) for ``statement`` cited to ``fact``'s page."""
        form = form or self.rng.choice((*SINGLE_FORMS, "id"))
        if form == "at_page" and fact.page == 1:
            form = "paren"
        if form in ("id", "ibid"):
            other = self.companion(fact)
            if other is None:
                form = "paren"
            else:
                before = cite(self.true_sentence(other), self.rng.choice(("paren", "see")), self.prod, other.doc,
                              other.page)
                return cite(statement, self.rng.choice(("id", "id", "ibid")), self.prod, fact.doc, fact.page), (
                    before + " ")
        return cite(statement, form, self.prod, fact.doc, fact.page), self.context()

    def context(self) -> str:
        roll = self.rng.random()
        if roll < 0.15:
            return f"{self.rng.choice(HEADINGS)}\n\n"
        if roll < 0.25:
            return f"{self.rng.randint(3, 24)}. "
        return ""

    def once(self, fact: Fact | None, kind: str) -> bool:
        key = (fact.id if fact else "", kind)
        if key in self.used:
            return False
        self.used.add(key)
        return True

    # --- makers, by group -----------------------------------------------------------------------------------
    def true_makers(self) -> dict[str, list[Maker]]:
        makers: dict[str, list[Maker]] = {}
        for fact in self.sayable:
            for kind, _ in fact.value.restatements():
                label = "true.ocr_page" if fact.scanned else kind
                makers.setdefault(label, []).append(lambda f=fact, k=kind, lab=label: self.true_case(f, k, lab))
            if fact.page >= 2 and fact.type in PIN_TYPES:
                makers.setdefault("true.range_second_page", []).append(
                    lambda f=fact: self.true_case(f, None, "true.range_second_page",
                                                  self.rng.choice(("range_prev", "short_range_prev"))))
                makers.setdefault("true.cite_at_page", []).append(
                    lambda f=fact: self.true_case(f, None, "true.cite_at_page", "at_page"))
            if self.companion(fact):
                makers.setdefault("true.cite_id", []).append(
                    lambda f=fact: self.true_case(f, None, "true.cite_id", "id"))
        for fact in self.facts:
            if isinstance(fact.value, RelationV):
                makers.setdefault("true.relation", []).append(lambda f=fact: self.relation_case(f, swap=False))
        return makers

    def true_case(self, fact: Fact, kind: str | None, label: str, form: str | None = None) -> Draft | None:
        if not self.once(fact, label):
            return None
        kinds = (kind,) if kind else None
        made = self.restate(fact, kinds)
        if not made:
            return None
        restated_kind, template, text = made
        target, before = self.cited(fact, sentence(template, text), form)
        note = f"{restated_kind}: '{text}' (page: '{fact.value.page()}')"
        return Draft(target, label, "true", "pass", SUPPORTED, fact, note, before)

    def relation_case(self, fact: Fact, swap: bool) -> Draft | None:
        v = fact.value
        assert isinstance(v, RelationV)
        if not self.once(fact, f"relation{swap}"):
            return None
        a, b = (v.b, v.a) if swap else (v.a, v.b)
        statement = v.template.format(a=a, b=b)
        target, before = self.cited(fact, statement, self.rng.choice(SINGLE_FORMS))
        if swap:
            return Draft(target, "fab.roles_swapped", "fabrication", "block", BLOCKED, fact,
                         f"{v.a} and {v.b} swapped around '{v.template.split('{a}')[-1].split('{b}')[0].strip()}'",
                         before)
        return Draft(target, "true.relation", "true", "pass", SUPPORTED, fact, "the parties in their true roles",
                     before)

    def fab_makers(self) -> tuple[dict[str, list[Maker]], dict[str, list[Maker]]]:
        fabs: dict[str, list[Maker]] = {}
        polar: dict[str, list[Maker]] = {}
        for fact in self.sayable:
            for change in changes(fact, self.corpus, self.rng):
                group = polar if change.kind in POLARITY_FABS else fabs
                group.setdefault(change.kind, []).append(lambda f=fact, c=change: self.fab_case(f, c))
        for fact in self.facts:
            if isinstance(fact.value, RelationV):
                fabs.setdefault("fab.roles_swapped", []).append(lambda f=fact: self.relation_case(f, swap=True))
            if isinstance(fact.value, DateV) and fact.type == "date":
                fabs.setdefault("fab.invented_event_real_date", []).append(lambda f=fact: self.invented_event(f))
            if isinstance(fact.value, EventV):
                for flip in fact.value.flips:
                    polar.setdefault(flip.kind, []).append(lambda f=fact, fl=flip: self.event_case(f, fl.text,
                                                                                                   fl.kind, fl.note))
                for said in fact.value.says:
                    polar.setdefault("true.polarity", []).append(lambda f=fact, s=said: self.event_case(
                        f, s, "true.polarity", f"the page states it: {f.value.polarity}"))
        return fabs, polar

    def fab_case(self, fact: Fact, change: Change) -> Draft | None:
        if not self.once(fact, change.kind):
            return None
        text = quoted(change.text) if isinstance(fact.value, QuoteV) else change.text
        template = self.rng.choice(fact.says)
        target, before = self.cited(fact, sentence(template, text))
        if text not in target:
            return None
        group = "polarity" if change.kind in POLARITY_FABS else "fabrication"
        note = change.note if not isinstance(fact.value, QuoteV) else f"{quoted(fact.value.text)} -> {text}"
        return Draft(target, change.kind, group, "block", BLOCKED, fact, note, before)

    def event_case(self, fact: Fact, said: str, kind: str, note: str) -> Draft | None:
        if not self.once(fact, kind + said):
            return None
        target, before = self.cited(fact, said, self.rng.choice(SINGLE_FORMS))
        if kind == "true.polarity":
            return Draft(target, kind, "polarity", "pass", SUPPORTED, fact, note, before)
        return Draft(target, kind, "polarity", "block", BLOCKED, fact, note, before)

    def invented_event(self, fact: Fact) -> Draft | None:
        if not self.once(fact, "invented_event"):
            return None
        actor = self.rng.choice((self.story.a, self.story.b))
        act = self.rng.choice(INVENTED_ACTS)
        when = fact.value.restatements()[0][1]
        if act.split()[0] in self.page_text(fact.doc, fact.page):
            return None
        target, before = self.cited(fact, f"On {when}, {actor} {act}")
        return Draft(target, "fab.invented_event_real_date", "fabrication", "block", BLOCKED, fact,
                     f"invented: {actor} {act}; only the date {when} is on the page", before)

    def pin_makers(self) -> dict[str, list[Maker]]:
        makers: dict[str, list[Maker]] = {}
        for fact in self.sayable:
            if fact.type not in PIN_TYPES:
                continue
            for kind in ("pin.same_document", "pin.adjacent_page", "pin.other_document", "pin.past_last_page"):
                makers.setdefault(kind, []).append(lambda f=fact, k=kind: self.pin_case(f, k))
        return makers

    def pin_case(self, fact: Fact, kind: str) -> Draft | None:
        if not self.once(fact, "pin"):
            return None
        here = self.prod.number(fact.doc, fact.page)
        doc_first, doc_pages = self.prod.first[fact.doc], self.prod.pages[fact.doc]
        if kind == "pin.past_last_page":
            choices = [self.prod.last + k for k in (1, 2, 5, 17, 120)]
        elif kind == "pin.same_document":
            choices = [n for n in range(doc_first, doc_first + doc_pages) if abs(n - here) >= 2] or [
                n for n in range(doc_first, doc_first + doc_pages) if n != here]
        elif kind == "pin.adjacent_page":
            choices = [n for n in (here - 1, here + 1) if self.prod.first[0] <= n <= self.prod.last]
        else:
            choices = [n for n in range(self.prod.first[0], self.prod.last + 1)
                       if not doc_first <= n < doc_first + doc_pages and abs(n - here) >= 2]
        self.rng.shuffle(choices)
        statement = self.true_sentence(fact)
        for number in choices:
            if number <= self.prod.last:
                doc, page = self.prod.locate(number)
                if fact.value.occurs(self.page_text(doc, page)):
                    continue
                where = f"{self.docs[doc].title} p. {page}"
            else:
                where = "past the last page of the production"
            target = cite_number(statement, self.prod, number, self.rng)
            note = f"cites {self.prod.bates(number)} ({where}); the fact is on {self.prod.bates(here)}"
            return Draft(target, kind, "pin", "block", UNSUPPORTED, fact, note, self.context())
        return None

    def uncited_makers(self) -> dict[str, list[Maker]]:
        makers: dict[str, list[Maker]] = {"true.uncited": [], "uncited.invented": []}
        for fact in self.sayable:
            makers["true.uncited"].append(lambda f=fact: self.uncited_true(f))
        for _ in range(12):
            makers["uncited.invented"].append(self.uncited_invented)
        return makers

    def uncited_true(self, fact: Fact) -> Draft | None:
        if not self.once(fact, "uncited"):
            return None
        return Draft(tidy(self.true_sentence(fact) + "."), "true.uncited", "uncited", "pass", UNCITED, fact,
                     "true, but no cite", self.context())

    def uncited_invented(self) -> Draft | None:
        made = invented_fact(self.corpus, self.rng)
        if not made:
            return None
        text, note = made
        if not self.once(None, text):
            return None
        return Draft(text + ".", "uncited.invented", "uncited", "block", UNSUPPORTED, None, note, self.context())

    def table_makers(self) -> dict[str, dict[str, list[Maker]]]:
        s = self.story

        def plain(text: str, kind: str, group: str, note: str) -> Maker:
            return lambda: Draft(text, kind, group, "pass", [], None, note,
                                 "ARGUMENT\n\n" if group == "law" and self.rng.random() < 0.4 else "")

        prose = {"prose.transition": [plain(t, "prose.transition", "prose", "a transition; states no fact")
                                      for t in PROSE]}
        law = {"law.rule": [plain(t, "law.rule", "law", "a rule of law") for t in LAW_RULES],
               "law.authority": [plain(t, "law.authority", "law", "a citation of public authority")
                                 for t in LAW_AUTHORITIES]}
        boiler = {
            "boilerplate.jurat": [plain(JURAT, "boilerplate.jurat", "boilerplate", "notary jurat")],
            "boilerplate.personal_knowledge": [plain(PERSONAL_KNOWLEDGE, "boilerplate.personal_knowledge",
                                                     "boilerplate", "competence recital")],
            "boilerplate.service": [plain(SERVICE, "boilerplate.service", "boilerplate", "certificate of service")],
            "boilerplate.perjury": [plain(f"I declare under penalty of perjury under {s.terms['law']} that the "
                                          "foregoing is true and correct.", "boilerplate.perjury", "boilerplate",
                                          "declaration closing")],
            "boilerplate.caption": [plain(str(s.terms["caption"]), "boilerplate.caption", "boilerplate",
                                          "the caption of the case")],
            "boilerplate.signature": [plain("Respectfully submitted,", "boilerplate.signature", "boilerplate",
                                            "signature block opener")],
        }
        return {"prose": prose, "law": law, "boilerplate": boiler}

    # --- selection ------------------------------------------------------------------------------------------
    def pick(self, makers: dict[str, list[Maker]], quota: int) -> list[Draft]:
        """Round-robin over kinds (shuffled), a random untried maker each time, until ``quota`` or exhaustion."""
        pools = {kind: self.rng.sample(items, len(items)) for kind, items in sorted(makers.items()) if items}
        kinds = list(pools)
        self.rng.shuffle(kinds)
        out: list[Draft] = []
        while len(out) < quota and kinds:
            for kind in list(kinds):
                if len(out) >= quota:
                    break
                made = None
                while pools[kind] and made is None:
                    made = pools[kind].pop()()
                if made is None:
                    kinds.remove(kind)
                else:
                    out.append(made)
        return out

    def heading_cases(self, count: int) -> list[Draft]:
        """A fabricated and a true cited fact together under a legal heading."""
        out: list[Draft] = []
        fabs = [(f, c) for f in self.rng.sample(self.sayable, len(self.sayable))
                for c in changes(f, self.corpus, self.rng)[:1] if c.kind not in POLARITY_FABS and f.type != "quote"]
        for fact, change in fabs[:count]:
            true_fact = self.rng.choice([f for f in self.sayable if f is not fact and f.type != "quote"])
            fab_target = cite(sentence(self.rng.choice(fact.says), change.text), "paren", self.prod, fact.doc,
                              fact.page)
            true_target = cite(self.true_sentence(true_fact), "paren", self.prod, true_fact.doc, true_fact.page)
            head = (f"ARGUMENT\n\nI. {self.story.b.upper()} BREACHED THE {self.story.short.upper()}\n\n"
                    if self.rng.random() < 0.5 else "ARGUMENT\n\nA. The Undisputed Record\n\n")
            first, second = (fab_target, true_target) if self.rng.random() < 0.5 else (true_target, fab_target)
            draft_text = f"{head}{first} {second}"
            out.append(Draft(fab_target, "heading.fact_under_argument", "fabrication", "block", BLOCKED, fact,
                             change.note, draft_text[: draft_text.index(fab_target)], draft_text))
            out.append(Draft(true_target, "heading.true_under_argument", "true", "pass", SUPPORTED, true_fact,
                             "a true fact beside a fabricated one under a legal heading",
                             draft_text[: draft_text.index(true_target)], draft_text))
        return out

    def build(self) -> list[dict[str, Any]]:
        drafts: list[Draft] = []
        fabs, polar = self.fab_makers()
        drafts += self.pick(self.true_makers(), QUOTA["true"])
        drafts += self.pick(fabs, QUOTA["fabrication"])
        drafts += self.pick(polar, QUOTA["polarity"])
        drafts += self.pick(self.pin_makers(), QUOTA["pin"])
        drafts += self.pick(self.uncited_makers(), QUOTA["uncited"])
        for group, makers in self.table_makers().items():
            drafts += self.pick(makers, QUOTA[group])
        drafts += self.heading_cases(2)
        return [self.to_case(i, d) for i, d in enumerate(drafts, start=1)]

    def to_case(self, index: int, d: Draft) -> dict[str, Any]:
        draft, target = tidy(d.full or d.before + d.target), tidy(d.target)
        if draft.find(target) != len(tidy(d.before)):
            raise AssertionError(f"target is not at its place in the draft: {target!r}")
        return {"id": f"s{self.story.seed}-{index:03d}", "draft": draft, "target": target, "expect": d.expect,
                "verdicts": list(d.verdicts), "kind": d.kind, "group": d.group, "fact": d.fact.id if d.fact else None,
                "note": d.note}
