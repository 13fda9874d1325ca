"""``generate_matter(seed, out_dir)``: one fictional matter, its files, its labelled cases and its manifest."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from bench.corpus.agreements import AGREEMENTS, policy
from bench.corpus.cases import Cases
from bench.corpus.correspondence import (
    amendment,
    business_letter,
    claim_letter,
    cover_letter,
    email_from_a,
    email_from_b,
    notice_of_default,
)
from bench.corpus.declaration import declaration
from bench.corpus.documents import Doc
from bench.corpus.fabricate import Corpus
from bench.corpus.facts import DateV
from bench.corpus.names import bates_prefix
from bench.corpus.phrasing import Production, case_number, court
from bench.corpus.records import bank_statement, invoice, ledger, minutes, payroll, plan_billing, scanned_form
from bench.corpus.render import render_pdf
from bench.corpus.story import Story, new_story
from bench.corpus.transcript import deposition

DEV_SEEDS = tuple(range(0, 24))
TEST_SEEDS = tuple(range(1000, 1024))
INSURERS = ("Mutual Insurance", "Casualty", "Indemnity")


def build_documents(s: Story) -> list[Doc]:
    """The matter's documents in production order; later writers read what earlier ones put in ``s.terms``."""
    rng = s.rng
    docs = [AGREEMENTS[s.theme](s)]
    plan_billing(s)
    docs.append(amendment(s))
    if s.theme == "employment":
        docs.append(payroll(s))
    else:
        open_items = [i for i in s.invoices if i.status != "paid"]
        docs += [invoice(s, inv, k) for k, inv in enumerate(s.invoices) if inv in open_items[-2:]]
        docs.append(ledger(s))
    insured = s.a_entity is not None and rng.random() < 0.6
    if not insured:
        docs.append(email_from_a(s))
    docs.append(notice_of_default(s))
    docs.append(email_from_b(s))
    docs.append(business_letter(s))
    if insured:
        s.terms["insurer"] = s.names.entity(rng.choice(INSURERS), suffix="Co.")
        docs += [policy(s), claim_letter(s)]
    docs += [scanned_form(s), bank_statement(s), minutes(s), deposition(s)]
    if len(docs) < 14:
        docs.insert(-1, cover_letter(s))
    return docs


def _prefix(rng: random.Random, docs: list[Doc]) -> str:
    text = "\n".join(p.upper() for d in docs for p in d.pages)
    while True:
        prefix = bates_prefix(rng)
        if prefix not in text:
            return prefix


def generate_matter(seed: int, out_dir: Path) -> dict[str, Any]:
    """Write one fictional matter into ``out_dir`` (``files/`` and ``manifest.json``) and return its manifest."""
    rng = random.Random(seed)
    story = new_story(seed, rng)
    docs = build_documents(story)
    for i, doc in enumerate(docs):
        for j, fact in enumerate(doc.facts, start=1):
            fact.id, fact.doc = f"D{i + 1:02d}.F{j:02d}", i
    firsts, number = [], 1
    for doc in docs:
        firsts.append(number)
        number += doc.page_count
    prod = Production(_prefix(rng, docs), tuple(firsts), tuple(d.page_count for d in docs),
                      tuple(d.short for d in docs))
    files = Path(out_dir) / "files"
    files.mkdir(parents=True, exist_ok=True)
    entries = []
    for i, doc in enumerate(docs):
        name = f"files/{i + 1:02d}-{doc.kind.replace('_', '-')}.pdf"
        render_pdf(doc, Path(out_dir) / name, rng)
        entries.append({"file": name, "kind": doc.kind, "title": doc.title, "pages": doc.page_count,
                        "first_bates": prod.bates(prod.first[i]), "last_bates": prod.bates(prod.first[i] +
                                                                                           doc.page_count - 1),
                        "scanned_pages": sorted(doc.scanned), "facts": [f.manifest() for f in doc.facts],
                        "page_texts": list(doc.pages)})
    dates = set(story.used_dates) | {f.value.d for d in docs for f in d.facts if isinstance(f.value, DateV)}
    corpus = Corpus([p for d in docs for p in d.pages], dates, story.names)
    heading, law = court(story.state, story.site.county)
    story.terms["law"] = law
    story.terms["caption"] = (f"{heading}\n\n{story.a.upper()},\n    Plaintiff,\nv.\n{story.b.upper()},\n    "
                              f"Defendant.\n\n{case_number(rng, story.state, story.start.year + 2)}")
    builder = Cases(story, docs, prod, corpus, rng)
    cases = builder.build()
    manifest = {"seed": seed, "theme": story.theme, "prefix": prod.prefix, "first_bates": prod.bates(1),
                "last_bates": prod.bates(prod.last), "documents": entries, "cases": cases,
                "declaration": declaration(builder)}
    (Path(out_dir) / "manifest.json").write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n",
                                                 encoding="utf-8")
    return manifest
