"""Figure: verification time for a 30-page draft with 200 claims and ~400 statements against 1,000 / 3,000 / 10,000
pages.

    .venv/bin/python bench/bench_verify.py [--sizes 1000 3000 10000] [--repeats 3]

The matter is synthetic and deterministic (page i is the same at every size): letters and
invoices with dates, amounts, names and prose. The draft cites pages among the first 1,000, so
it is the same draft at every size; about one claim in ten is fabricated (an altered date or
amount, a Bates number that does not exist, a changed quote), so the slow paths - searching the
whole matter for something that is not there - are timed too.

Timed: ``verify_statements`` - the deterministic layers of verify_citations: statements and their kinds,
claims, atoms, per-claim checks and one verdict per factual statement (uncited ones searched for across the
whole matter) - on ``InMemoryEvidenceIndex`` and on the real thing, ``StoreEvidenceIndex`` over a SQLite
matter store (Bates index, FTS5 over client pages); ``verify_claims`` alone is reported beside it, and
building either index apart. Baseline, measured in the same run: a linear scan that only tests whether each
claim's text occurs on each page - a lower bound for any engine that reads every page per claim.
Target: <= 2 s at 10,000 pages, and growth from 1,000 to 10,000 pages well under the 10x of a scan (at most 5x);
the draft growing instead (250, 500, 1,000 cited paragraphs against the 10,000 pages): 1,000 in <= 2 s, and twice
the draft at most 2.2x the time.
Writes bench/results/bench_verify.json and .md.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from _targets import Target, report  # noqa: E402

from server.matter.evidence import StoreEvidenceIndex  # noqa: E402
from server.matter.ledger import utc_now  # noqa: E402
from server.matter.store import MatterStore, insert_document  # noqa: E402
from server.verify.claims import extract_claims  # noqa: E402
from server.verify.evidence_index import EvidencePage, InMemoryEvidenceIndex  # noqa: E402
from server.verify.grounding import verify_claims  # noqa: E402
from server.verify.verdicts import verify_statements  # noqa: E402

RESULTS = ROOT / "bench" / "results"
PREFIX = "BENCH"
DRAFT_PAGES = 30
DRAFT_PAGE_CHARS = 3000
TARGET_CLAIMS = 200
STATEMENTS_WANTED = 200
STATUS_COLUMNS = ("verified", "grounded_elsewhere", "not_found", "mismatch", "unverifiable")
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]  # fmt: skip
FIRST = ["Maria", "Robert", "Dana", "Ellen", "Victor", "Grace", "Hector", "Irene", "Julian", "Karen", "Louis", "Nadia"]
LAST = ["Chen", "Jones", "Whitfield", "Pike", "Alvarez", "Okafor", "Lindqvist", "Marsh", "Tanaka", "Novak", "Quinn"]
CASES = [
    ("Bell Atlantic Corp. v. Twombly", "550 U.S. 544", "2007"),
    ("Ashcroft v. Iqbal", "556 U.S. 662", "2009"),
    ("Celotex Corp. v. Catrett", "477 U.S. 317", "1986"),
    ("Anderson v. Liberty Lobby, Inc.", "477 U.S. 242", "1986"),
    ("Matsushita Elec. Indus. Co. v. Zenith Radio Corp.", "475 U.S. 574", "1986"),
]


_COMMON = (
    "the of and to in a that for is on with as by this be are shall under any not or from at which such agreement "
    "party payment delivery goods invoice notice seller buyer term contract section warranty period days written "
    "damages breach claim request account balance shipment order quantity price schedule inspection defect cure "
    "remedy obligation performance termination default interest rate amount due date receipt confirm respect "
    "letter meeting discussion proposal settlement dispute quality report pumps seals valves warehouse carrier"
)


def _vocabulary(rng: random.Random) -> tuple[list[str], list[float]]:
    base = _COMMON.split()
    letters = "abcdefghijklmnopqrstuvwxyz"
    rare = {"".join(rng.choice(letters) for _ in range(rng.randint(5, 10))) for _ in range(6000)}
    words = base + sorted(rare)
    weights = [1.0 / (rank + 1) for rank in range(len(words))]
    return words, weights


def _date(rng: random.Random) -> tuple[str, str]:
    year, month, day = rng.choice([2022, 2023, 2024]), rng.randint(1, 12), rng.randint(1, 28)
    style = rng.random()
    if style < 0.5:
        written = f"{MONTHS[month - 1]} {day}, {year}"
    elif style < 0.8:
        written = f"{month:02d}/{day:02d}/{year}"
    else:
        written = f"{year}-{month:02d}-{day:02d}"
    return written, f"{MONTHS[month - 1]} {day}, {year}"


def make_page(number: int, words: list[str], weights: list[float]) -> tuple[EvidencePage, dict[str, str]]:
    """Page ``number`` (1-based), the same at every matter size; returns the facts it states too."""
    rng = random.Random(number * 7919)
    written_date, draft_date = _date(rng)
    amount = rng.randint(100, 99_999) + rng.choice([0, 0, 0.5, 0.25])
    person = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    sentences = []
    for _ in range(rng.randint(8, 12)):
        sentence = " ".join(rng.choices(words, weights, k=rng.randint(10, 22)))
        sentences.append(sentence[0].upper() + sentence[1:] + ".")
    quote_source = sentences[len(sentences) // 2]
    text = (
        f"{rng.choice(['LETTER', 'INVOICE', 'MEMORANDUM', 'STATEMENT'])} No. {number}\nDate: {written_date}\n\n"
        + " ".join(sentences[: len(sentences) // 2])
        + f"\n\nAmount due: ${amount:,.2f}\n\n"
        + " ".join(sentences[len(sentences) // 2 :])
        + f"\n\nSigned: {person}\n"
    )
    document = (number - 1) // 4
    page = EvidencePage(f"D{document:05d}", f"doc-{document:05d}.pdf", (number - 1) % 4 + 1, f"{PREFIX}{number:06d}",
                        text, "PROD001")  # fmt: skip
    facts = {"date": draft_date, "amount": f"${amount:,.2f}", "person": person, "quote": quote_source.rstrip(".")}
    return page, facts


def make_matter(size: int) -> tuple[list[EvidencePage], list[dict[str, str]]]:
    words, weights = _vocabulary(random.Random(1))
    pages, facts = [], []
    for number in range(1, size + 1):
        page, fact = make_page(number, words, weights)
        pages.append(page)
        facts.append(fact)
    return pages, facts


def make_draft(facts: list[dict[str, str]], *, claims_wanted: int = TARGET_CLAIMS) -> str:
    """A ~30-page draft: claim sentences about pages 1-1000 (one in ten fabricated) padded with prose."""
    rng = random.Random(42)
    words, _weights = _vocabulary(random.Random(1))
    lower = [w for w in words if w.islower()]
    sentences: list[str] = []
    count = 0
    while count < claims_wanted or len(sentences) < STATEMENTS_WANTED // 2:  # each is padded with a sentence
        page = rng.randint(1, min(1000, len(facts)))
        fact = facts[page - 1]
        bates = f"{PREFIX}{page:06d}"
        roll = rng.random()
        if roll < 0.45:
            amount = fact["amount"] if rng.random() > 0.1 else fact["amount"].replace("$", "$1")
            cite = f" ({bates})" if rng.random() > 0.1 else ""  # uncited: found by searching the whole matter
            sentences.append(f"On {fact['date']}, {fact['person']} confirmed payment of {amount}{cite}.")
        elif roll < 0.75:
            quote = " ".join(fact["quote"].split()[2:12])
            if rng.random() < 0.1:
                quote = quote.replace(quote.split()[3], "substantially", 1)
            sentences.append(f'The letter states that "{quote}" ({bates}).')
        elif roll < 0.9:
            name, cite, year = rng.choice(CASES)
            sentences.append(f"See {name}, {cite}, {int(cite.split()[-1]) + rng.randint(1, 20)} ({year}).")
        else:
            sentences.append(f"The record also shows the shipment log ({PREFIX}{rng.randint(900_000, 999_999):06d}).")
        count += len(extract_claims(sentences[-1], bates_prefixes={PREFIX}))
    text = " ".join(sentences)
    paragraphs = []
    filler_total = DRAFT_PAGES * DRAFT_PAGE_CHARS - len(text)
    per_gap = max(0, filler_total // max(1, len(sentences)))
    for sentence in sentences:
        filler = " ".join(rng.choices(lower, [1.0] * len(lower), k=max(1, per_gap // 7)))
        paragraphs.append(f"{filler[:per_gap].rsplit(' ', 1)[0]}. {sentence}")
    return "\n\n".join(paragraphs)


def paragraphs_draft(facts: list[dict[str, str]], count: int) -> str:
    """``count`` numbered paragraphs, each citing a page among the first 1,000 for a date, a person and a sum: the
    draft-growth figure (the same paragraphs in the same order, so twice the count is the first half again)."""
    rng = random.Random(7)
    out = []
    for number in range(1, count + 1):
        page = rng.randint(1, min(1000, len(facts)))
        fact = facts[page - 1]
        out.append(f"{number}. On {fact['date']}, {fact['person']} confirmed payment of {fact['amount']} "
                   f"({PREFIX}{page:06d}).")  # fmt: skip
    return "\n\n".join(out)


def linear_scan(draft: str, pages: list[EvidencePage]) -> float:
    """Baseline: test every claim's text against every page (what a per-claim scan costs at least)."""
    claims = extract_claims(draft, bates_prefixes={PREFIX})
    texts = [page.text for page in pages]
    started = time.perf_counter()
    for claim in claims:
        needle = claim.text.strip('"“”')
        for text in texts:
            if needle in text:
                break
    return time.perf_counter() - started


def store_index(pages: list[EvidencePage], folder: Path, authorities: list[str]) -> StoreEvidenceIndex:
    """The matter store holding ``pages`` as produced client pages (one document each), with their Bates ids."""
    store = MatterStore.open(folder, "bench", create=True)
    with store.write() as conn:
        conn.execute(
            "INSERT INTO productions(id, prefix, first_number, last_number, status, folder, created_at, finished_at) "
            "VALUES ('PROD001', ?, 1, ?, 'complete', 'productions/PROD001', ?, ?)",
            (PREFIX, len(pages), utc_now(), utc_now()),
        )
        for number, page in enumerate(pages, start=1):
            insert_document(
                conn, store, doc_id=f"D{number:06d}", origin="client", kind="production", media_type="text/plain",
                name=page.document_name, stored_path=f"sources/{number}.txt", sha=f"sha256:{number}",
                size=len(page.text), pages=[(page.text, False, 0, len(page.text))], production_id="PROD001",
                event="bench", page_extra=[(page.bates, None, None)],
            )
    return StoreEvidenceIndex(store, extra_authorities=authorities)


PARAGRAPHS = (250, 500, 1000)


def run(sizes: list[int], repeats: int) -> dict:
    all_pages, all_facts = make_matter(max(sizes))
    draft = make_draft(all_facts[:1000])
    claims = extract_claims(draft, bates_prefixes={PREFIX})
    authorities = [f"{name}, {cite} ({year})" for name, cite, year in CASES]
    rows = []
    growth: list[dict[str, float]] = []
    for size in sizes:
        started = time.perf_counter()
        index = InMemoryEvidenceIndex(all_pages[:size], authorities=authorities)
        build_s = time.perf_counter() - started
        times, claim_times = [], []
        outcome = None
        checked = None
        for _ in range(repeats):
            started = time.perf_counter()
            checked = verify_statements(draft, index)
            times.append(time.perf_counter() - started)
            started = time.perf_counter()
            outcome = verify_claims(draft, index)
            claim_times.append(time.perf_counter() - started)
        assert outcome is not None and checked is not None
        with tempfile.TemporaryDirectory() as tmp:
            started = time.perf_counter()
            stored = store_index(all_pages[:size], Path(tmp), authorities)
            store_build_s = time.perf_counter() - started
            store_times = []
            store_checked = None
            for _ in range(repeats):
                started = time.perf_counter()
                store_checked = verify_statements(draft, stored)
                store_times.append(time.perf_counter() - started)
            if size == max(sizes):  # the draft grows, the matter stays: time must grow with the draft, no faster
                growth = []
                for count in PARAGRAPHS:
                    long_draft = paragraphs_draft(all_facts, count)
                    seconds = []
                    for _ in range(repeats):
                        started = time.perf_counter()
                        verify_statements(long_draft, stored)
                        seconds.append(time.perf_counter() - started)
                    growth.append({"paragraphs": count, "verify_store_s": round(statistics.median(seconds), 3)})
                    print(f"{count:>6} cited paragraphs at {size:,} pages: {growth[-1]['verify_store_s']:.2f} s",
                          file=sys.stderr)  # fmt: skip
            stored.store.close()
        assert store_checked is not None and store_checked.outcome.counts == outcome.counts, (
            store_checked.outcome.counts, outcome.counts)
        started = time.perf_counter()
        extract_claims(draft, bates_prefixes=index.bates_prefixes())
        extract_s = time.perf_counter() - started
        rows.append(
            {
                "pages": size,
                "verify_s": round(statistics.median(times), 4),
                "verify_store_s": round(statistics.median(store_times), 4),
                "claims_only_s": round(statistics.median(claim_times), 4),
                "statements": len(checked.verdicts),
                "factual": len(checked.facts),
                "verdicts": checked.counts(),
                "of_which_extraction_s": round(extract_s, 4),
                "index_build_s": round(build_s, 3),
                "store_build_s": round(store_build_s, 3),
                "scan_baseline_s": round(linear_scan(draft, all_pages[:size]), 4),
                "counts": dict(outcome.counts),
            }
        )
        print(f"{size:>6} pages: verify {rows[-1]['verify_s']:.3f} s in memory, {rows[-1]['verify_store_s']:.3f} s "
              f"on the SQLite store", file=sys.stderr)
    first, last = rows[0], rows[-1]
    return {
        "figure": "verify_statements time (deterministic layers), 30-page draft with ~200 claims, SQLite store and "
        "in-memory index",
        "draft_chars": len(draft),
        "claims": len(claims),
        "rows": rows,
        "growth_verify": round(last["verify_s"] / first["verify_s"], 3),
        "growth_verify_store": round(last["verify_store_s"] / first["verify_store_s"], 3),
        "growth_scan_baseline": round(last["scan_baseline_s"] / max(first["scan_baseline_s"], 1e-9), 3),
        "growth_pages": last["pages"] / first["pages"],
        "target": "verify <= 2 s at 10,000 pages; growth well below the page growth",
        "draft_growth": growth,
    }


def markdown(result: dict) -> str:
    lines = [
        f"# bench_verify: {result['claims']} claims, {result['rows'][0]['statements']} statements, "
        f"{result['draft_chars']:,} characters",
        "",
        "| pages | statements (factual) | verify, SQLite store (s) | verify, in memory (s) "
        "| claims only, in memory (s) | claim extraction (s) | scan baseline (s) "
        "| supported / contradicted / unsupported / uncited "
        "| verified | grounded_elsewhere | not_found | mismatch | unverifiable |",
        "|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|",
    ]
    for row in result["rows"]:
        c = row["counts"]
        statuses = " | ".join(str(c[s]) for s in STATUS_COLUMNS)
        v = row["verdicts"]
        verdicts = " / ".join(str(v[k]) for k in ("supported", "contradicted", "unsupported", "uncited"))
        lines.append(
            f"| {row['pages']:,} | {row['statements']} ({row['factual']}) | {row['verify_store_s']:.3f} "
            f"| {row['verify_s']:.3f} | {row['claims_only_s']:.3f} "
            f"| {row['of_which_extraction_s']:.3f} | {row['scan_baseline_s']:.3f} | {verdicts} "
            f"| {statuses} |"
        )
    lines += [
        "",
        f"Growth {result['rows'][0]['pages']:,} -> {result['rows'][-1]['pages']:,} pages "
        f"(x{result['growth_pages']:.0f}): verify on the store x{result['growth_verify_store']:.2f}, "
        f"in memory x{result['growth_verify']:.2f}, "
        f"linear-scan baseline x{result['growth_scan_baseline']:.2f}.",
        "",
        f"Draft growth at {result['rows'][-1]['pages']:,} pages (on the store): "
        + ", ".join(f"{g['paragraphs']:,} cited paragraphs {g['verify_store_s']:.2f} s" for g in result["draft_growth"])
        + ".",
        "",
    ]
    return "\n".join(lines)


def targets(result: dict) -> list[Target]:
    """<= 2 s on the store at the largest size; over 10x the pages (or more), growth at most half the page growth
    (a scan grows with the pages)."""
    last = result["rows"][-1]
    found = [Target(f"verify on the SQLite store at {last['pages']:,} pages (s)", last["verify_store_s"], 2.0, True)]
    if result["growth_pages"] >= 10:
        limit = result["growth_pages"] / 2
        found.append(Target("growth of verify on the store (x)", result["growth_verify_store"], limit, at_most=True))
    growth = result["draft_growth"]
    if len(growth) >= 2:
        big, half = growth[-1], growth[-2]
        found.append(Target(f"{big['paragraphs']:,} cited paragraphs at {last['pages']:,} pages (s)",
                            big["verify_store_s"], 2.0, at_most=True))  # fmt: skip
        found.append(Target(f"twice the draft ({half['paragraphs']:,} -> {big['paragraphs']:,} paragraphs) (x)",
                            big["verify_store_s"] / max(half["verify_store_s"], 1e-9), 2.2, at_most=True))  # fmt: skip
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 3000, 10000])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    result = run(sorted(args.sizes), args.repeats)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "bench_verify.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    (RESULTS / "bench_verify.md").write_text(markdown(result), encoding="utf-8")
    print(markdown(result))
    return report("bench_verify", targets(result))


if __name__ == "__main__":
    sys.exit(main())
