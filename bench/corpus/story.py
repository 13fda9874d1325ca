"""The matter's story: theme, parties, people, places, a timeline and the money that the documents share.

Every document of a matter is written from one ``Story``, so the lease, the ledger, the notice of default
and the deposition agree on who owed what to whom and when. The story only draws values; documents decide
how a page shows them and record each one as a ``Fact`` where it is printed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

from bench.corpus.names import PLACES, Address, Entity, Names, Person

THEMES = ("lease", "construction", "employment", "loan", "supply")

VOCAB: dict[str, dict[str, object]] = {
    "lease": dict(
        agreement="Commercial Lease", short="Lease", a_role="Landlord", b_role="Tenant", a_trade="Properties",
        b_trades=("Foods", "Dental Group", "Logistics", "Fitness", "Print Works"), site="Premises",
        charge="Base Rent", dispute="unpaid rent", default="failure to pay Base Rent",
    ),
    "construction": dict(
        agreement="Construction Agreement", short="Agreement", a_role="Contractor", b_role="Owner",
        a_trade="Builders", b_trades=("Development", "Medical Properties", "Hospitality", "Storage"),
        site="Project", charge="Progress Payment", dispute="unpaid progress payments",
        default="failure to pay approved progress payments",
    ),
    "employment": dict(
        agreement="Employment Agreement", short="Agreement", a_role="Employee", b_role="Company", a_trade="",
        b_trades=("Staffing", "Logistics", "Manufacturing", "Home Health"), site="Facility", charge="Wages",
        dispute="unpaid overtime wages", default="failure to pay overtime wages",
    ),
    "loan": dict(
        agreement="Loan Agreement", short="Loan Agreement", a_role="Lender", b_role="Borrower", a_trade="Capital",
        b_trades=("Machine Works", "Brewing", "Cabinetry", "Plastics"), site="Collateral", charge="Monthly Payment",
        dispute="the defaulted loan", default="failure to make the Monthly Payments",
    ),
    "supply": dict(
        agreement="Supply Agreement", short="Agreement", a_role="Supplier", b_role="Buyer", a_trade="Packaging",
        b_trades=("Foods", "Beverage", "Naturals", "Provisions"), site="Delivery Point", charge="Goods",
        dispute="unpaid invoices for delivered goods", default="failure to pay for accepted Goods",
    ),
}

TITLES = {
    "a_officer": ("President", "Managing Member", "Chief Executive Officer", "Vice President"),
    "b_officer": ("Chief Financial Officer", "President", "Chief Operating Officer", "General Manager"),
    "a_manager": ("Property Manager", "Project Manager", "Accounts Receivable Manager", "Operations Director",
                  "Controller"),
    "b_contact": ("Controller", "Office Manager", "Director of Finance", "Facilities Director",
                  "Accounts Payable Lead"),
}


@dataclass
class Invoice:
    number: str
    issued: date
    due: date
    cents: int
    status: str  # paid | unpaid | partial
    paid_cents: int = 0
    paid_on: date | None = None


@dataclass
class Story:
    seed: int
    rng: random.Random
    theme: str
    state: str
    names: Names
    vocab: dict[str, object]
    a: str  # claimant's name as printed ("Harborview Properties LLC" or "Dana R. Whitfield")
    b: str
    a_entity: Entity | None
    b_entity: Entity
    people: dict[str, Person]
    site: Address
    a_addr: Address
    b_addr: Address
    bank: Entity
    start: date
    used_dates: set[date] = field(default_factory=set)
    invoices: list[Invoice] = field(default_factory=list)
    terms: dict[str, object] = field(default_factory=dict)  # filled by the agreement, read by later documents

    @property
    def a_role(self) -> str:
        return str(self.vocab["a_role"])

    @property
    def b_role(self) -> str:
        return str(self.vocab["b_role"])

    @property
    def bill(self) -> str:
        return "Wage Statement" if self.theme == "employment" else "Invoice"

    @property
    def short(self) -> str:
        return str(self.vocab["short"])

    def day(self, after: date, lo: int, hi: int, weekday: bool = True) -> date:
        """A new date ``lo``..``hi`` days after ``after``; never one already used in this matter."""
        for _ in range(200):
            d = after + timedelta(days=self.rng.randint(lo, hi))
            if weekday and d.weekday() >= 5:
                continue
            if d not in self.used_dates:
                self.used_dates.add(d)
                return d
        raise RuntimeError("no free date")

    def cents(self, lo: int, hi: int, round_to: int = 1) -> int:
        """Whole dollars between lo and hi, a multiple of ``round_to``; cents kept zero most of the time."""
        dollars = self.rng.randint(lo // round_to, hi // round_to) * round_to
        return dollars * 100 + (self.rng.choice((0, 0, 0, 25, 50, 75)) if round_to == 1 else 0)


def new_story(seed: int, rng: random.Random, theme: str | None = None) -> Story:
    theme = theme or THEMES[seed % len(THEMES)]
    state = rng.choice(sorted(PLACES))
    names = Names(rng, state)
    vocab = VOCAB[theme]
    b_entity = names.entity(rng.choice(vocab["b_trades"]))  # type: ignore[arg-type]
    people = {role: names.person(rng.choice(titles)) for role, titles in TITLES.items()}
    people["witness"] = names.person(rng.choice(("Senior Accountant", "Site Superintendent", "Operations Manager",
                                                 "Bookkeeper", "Regional Manager")))
    people["inspector"] = names.person("Inspector", middle=False)
    people["banker"] = names.person("Relationship Manager")
    people["adjuster"] = names.person("Senior Claims Adjuster")
    if theme == "employment":
        employee = names.person(rng.choice(("Warehouse Supervisor", "Licensed Vocational Nurse", "Machine Operator",
                                            "Dispatcher")))
        people["employee"] = people["a_manager"] = people["a_officer"] = employee
        a_entity, a = None, employee.full
    else:
        a_entity = names.entity(str(vocab["a_trade"]))
        a = a_entity.name
    bank = names.entity(rng.choice(("Bank", "Savings Bank", "Community Bank")), suffix="N.A.")
    site, a_addr, b_addr = names.address(), names.address(), names.address()
    start = date(rng.randint(2019, 2023), rng.randint(1, 10), rng.randint(1, 26))
    story = Story(seed, rng, theme, state, names, dict(vocab), a, b_entity.name, a_entity, b_entity, people, site,
                  a_addr, b_addr, bank, start)
    story.used_dates.add(start)
    return story
