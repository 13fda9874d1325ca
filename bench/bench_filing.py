"""Figure: the review PDF and the filing binder of a 40-page draft with 300 cites, over a 2,000- and a 10,000-page
production.

    .venv/bin/python bench/bench_filing.py [--sizes 2000 10000]

The matter is synthetic and deterministic: a production of letters and invoices, 20 pages a document, each page
Bates-stamped (BENCH000001 ...) with a date, an amount, a signer and prose, registered in a real matter store as
produced client pages (SQLite, FTS5). The draft - about 40 pages typeset - has 300 numbered paragraphs, each
citing one page among the first 2,000 (so it is the same draft, and the same binder, at every size): most state
what the page says, about one in ten a changed amount (contradicted); prose pads it to length.

Timed, in a fresh process per size: the deterministic verification (context only); ``review_pdf`` (summary, the
draft highlighted, an appendix page per cited page inserted from the production PDF); the binder (the exhibits
planned from the cites, the draft typeset, the exhibits concatenated from the production, links and bookmarks,
and the Word file). Peak memory is the measuring process's peak RSS. Targets: review PDF <= 10 s and binder
<= 10 s at 2,000 pages; peak memory flat (<= 1.25x) from 2,000 to 10,000 pages. A missed target is printed; the
script still exits 0. Writes bench/results/bench_filing.json and .md.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, ROOT / "bench"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

import pymupdf  # noqa: E402
from _targets import Target, report  # noqa: E402

RESULTS = ROOT / "bench" / "results"
PREFIX = "BENCH"
PAGES_PER_DOC = 20
CITES = 300
CITED_RANGE = 2_000
TARGET_S = 10.0
TARGET_GROWTH = 1.25
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]  # fmt: skip
PEOPLE = ["Maria Chen", "Robert Jones", "Dana Whitfield", "Ellen Pike", "Victor Alvarez", "Grace Okafor"]
_PROSE = """the of and to in a that for is on with as by this be are under any not or from at which such agreement
party payment delivery goods invoice notice seller buyer term contract section warranty period days written damages
breach claim request account balance shipment order quantity price schedule inspection defect cure remedy obligation
performance termination default interest rate amount due date receipt confirm respect letter meeting discussion
proposal settlement dispute quality report pumps seals valves warehouse carrier"""
WORDS = _PROSE.split()


def page_facts(number: int) -> dict[str, str]:
    rng = random.Random(number * 7919)
    return {
        "date": f"{MONTHS[rng.randrange(12)]} {rng.randint(1, 28)}, {rng.choice([2022, 2023, 2024])}",
        "amount": f"${rng.randint(100, 99_999):,}.{rng.choice(['00', '50', '25'])}",
        "person": rng.choice(PEOPLE),
        "kind": rng.choice(["LETTER", "INVOICE", "MEMORANDUM", "STATEMENT"]),
    }


def page_text(number: int) -> str:
    facts = page_facts(number)
    rng = random.Random(number)
    prose = " ".join(" ".join(rng.choices(WORDS, k=14)).capitalize() + "." for _ in range(6))
    return (f"{facts['kind']} No. {number}\nDate: {facts['date']}\n{prose}\nAmount due: {facts['amount']}\n"
            f"Signed: {facts['person']}\n")  # fmt: skip


def make_matter(folder: Path, size: int) -> None:
    """Matter ``bench`` under ``folder``: production PROD001 of ``size`` stamped pages, as the store registers one."""
    from server.matter.ledger import sha256_file, utc_now
    from server.matter.store import MatterStore, insert_document

    store = MatterStore.open(folder, "bench", create=True)
    documents = store.folder / "productions" / "PROD001" / "documents"
    documents.mkdir(parents=True)
    with store.write() as conn:
        conn.execute(
            "INSERT INTO productions(id, prefix, first_number, last_number, status, folder, created_at, finished_at) "
            "VALUES ('PROD001', ?, 1, ?, 'complete', 'productions/PROD001', ?, ?)",
            (PREFIX, size, utc_now(), utc_now()),
        )
        for index, first in enumerate(range(1, size + 1, PAGES_PER_DOC), start=1):
            numbers = list(range(first, min(size, first + PAGES_PER_DOC - 1) + 1))
            texts = [page_text(n) for n in numbers]
            pdf = documents / f"{PREFIX}{first:06d}.pdf"
            doc = pymupdf.open()
            for number, text in zip(numbers, texts, strict=True):
                page = doc.new_page(width=612, height=792)
                page.insert_textbox(pymupdf.Rect(72, 72, 540, 700), text, fontsize=11, fontname="helv")
                page.insert_text((470, 770), f"{PREFIX}{number:06d}", fontsize=9, fontname="helv")
            doc.save(pdf, garbage=1, deflate=True)
            doc.close()
            offsets, position = [], 0
            for text in texts:
                offsets.append((position, position + len(text)))
                position += len(text) + 1
            insert_document(
                conn, store, doc_id=f"D{index:05d}", origin="client", kind="production", media_type="application/pdf",
                name=f"{PREFIX}{first:06d}-letters-{index}.pdf", stored_path=str(pdf.relative_to(store.folder)),
                sha=sha256_file(pdf), size=pdf.stat().st_size,
                pages=[(t, False, s, e) for t, (s, e) in zip(texts, offsets, strict=True)], production_id="PROD001",
                metadata={"exhibit": str(index), "first_bates": f"{PREFIX}{first:06d}",
                          "last_bates": f"{PREFIX}{numbers[-1]:06d}", "evidence": True},
                event="produce", page_extra=[(f"{PREFIX}{n:06d}", None, None) for n in numbers],
            )  # fmt: skip
    store.close()


def make_draft() -> str:
    """About 40 typeset pages: a caption, a title, 300 numbered paragraphs each citing one page, a signature."""
    rng = random.Random(42)
    paragraphs = ["UNITED STATES DISTRICT COURT, DISTRICT OF MAINE", "DECLARATION OF DANA WHITFIELD"]
    for number in range(1, CITES + 1):
        page = rng.randint(1, CITED_RANGE)
        facts = page_facts(page)
        amount = facts["amount"] if rng.random() > 0.1 else facts["amount"].replace("$", "$1")
        filler = " ".join(rng.choices(WORDS, k=rng.randint(22, 34)))
        paragraphs.append(
            f"{number}. On {facts['date']}, {facts['person']} confirmed payment of {amount} under the {filler} "
            f"({PREFIX}{page:06d})."
        )
    paragraphs += ["I declare under penalty of perjury that the foregoing is true and correct.",
                   "Dated: June 5, 2024\n/s/ Dana Whitfield\nDana Whitfield"]  # fmt: skip
    return "\n\n".join(paragraphs) + "\n"


def measure(folder: Path) -> dict:
    """Verify, then time the review PDF and the binder; returns the figures and this process's peak memory."""
    from server.documents.drafts import text_draft
    from server.filing.binder import build_binder, typeset_draft
    from server.filing.review import review_pdf
    from server.filing.structure import read_structure
    from server.filing.word import build_docx
    from server.matter.evidence import StoreEvidenceIndex
    from server.matter.store import MatterStore
    from server.verify.verdicts import verify_statements
    from tools.assemble_filing import _plan

    store = MatterStore.open(folder, "bench")
    text = make_draft()
    started = time.perf_counter()
    checked = verify_statements(text, StoreEvidenceIndex(store))
    verify_s = time.perf_counter() - started
    out = Path(tempfile.mkdtemp(prefix="bench-filing-"))
    started = time.perf_counter()
    review = review_pdf(store, checked, "bench draft", out / "review.pdf")
    review_s = time.perf_counter() - started
    started = time.perf_counter()
    draft = text_draft(text)
    structure = read_structure(draft)
    exhibits, links, _elsewhere = _plan(store, draft, "PROD001")
    doc = pymupdf.open()
    setter = typeset_draft(doc, draft, structure, structure.caption, None)
    facts = build_binder(doc, setter, exhibits, links, out / "binder.pdf", for_review=False, title="bench")
    doc.close()
    notes = [(v.statement.start, v.statement.end, v.reason) for v in checked.facts if v.verdict != "supported"]
    comments = build_docx(draft, structure, structure.caption, None, notes, out / "binder.docx")
    binder_s = time.perf_counter() - started
    counts = checked.counts()
    store.close()
    return {
        "statements": len(checked.facts),
        "verdicts": counts,
        "verify_s": round(verify_s, 3),
        "review_s": round(review_s, 3),
        "review_pages": review.pages,
        "review_highlights": review.highlights,
        "review_appendix_pages": review.appendix_pages,
        "review_mb": round((out / "review.pdf").stat().st_size / 2**20, 2),
        "binder_s": round(binder_s, 3),
        "binder_pages": facts.pages,
        "draft_pages": facts.draft_pages,
        "exhibits": len(exhibits),
        "links": facts.links,
        "comments": comments,
        "binder_mb": round((out / "binder.pdf").stat().st_size / 2**20, 2),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }


def run(sizes: list[int]) -> dict:
    rows = []
    for size in sizes:
        with tempfile.TemporaryDirectory(prefix="bench-filing-") as tmp:
            started = time.perf_counter()
            subprocess.run([sys.executable, __file__, "--make", str(size), "--dir", tmp], check=True, timeout=1800)
            made_s = time.perf_counter() - started
            done = subprocess.run([sys.executable, __file__, "--measure", "--dir", tmp], check=True, timeout=1800,
                                  capture_output=True, text=True)  # fmt: skip
            row = {"pages": size, "make_s": round(made_s, 1), **json.loads(done.stdout.strip().splitlines()[-1])}
            rows.append(row)
            print(json.dumps(row), flush=True)
    first, last = rows[0], rows[-1]
    growth = last["peak_rss_mb"] / first["peak_rss_mb"] if first["peak_rss_mb"] else 0.0
    misses = []
    for row in rows:
        if row["pages"] <= 2_000:
            misses += [f"review PDF took {row['review_s']} s at {row['pages']:,} pages (target <= {TARGET_S:g} s)"
                       for _ in [0] if row["review_s"] > TARGET_S]  # fmt: skip
            misses += [f"binder took {row['binder_s']} s at {row['pages']:,} pages (target <= {TARGET_S:g} s)"
                       for _ in [0] if row["binder_s"] > TARGET_S]  # fmt: skip
    if len(rows) > 1 and growth > TARGET_GROWTH:
        misses.append(f"peak memory grew {growth:.2f}x from {first['pages']:,} to {last['pages']:,} pages "
                      f"(target <= {TARGET_GROWTH}x)")  # fmt: skip
    return {
        "machine": f"{platform.machine()}, {len(__import__('os').sched_getaffinity(0))} CPUs, PyMuPDF "
        f"{pymupdf.VersionBind}",
        "rows": rows,
        "memory_growth": round(growth, 3),
        "missed": misses,
    }


def write(results: dict) -> None:
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "bench_filing.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    lines = [
        "# Review PDF and filing binder (bench/bench_filing.py)",
        "",
        f"Machine: {results['machine']}. Draft: 300 numbered paragraphs, each citing one Bates page among the first "
        "2,000 (the same draft at every size).",
        "",
        "| production pages | statements (supported / contradicted / other) | verify (s) | review PDF (s) "
        "| review pages (appendix) | binder + .docx (s) | binder pages (draft) | exhibits | cite links "
        "| Word comments | peak RSS (MB) |",
        "|---:|---|---:|---:|---|---:|---|---:|---:|---:|---:|",
    ]
    for r in results["rows"]:
        v = r["verdicts"]
        other = r["statements"] - v.get("supported", 0) - v.get("contradicted", 0)
        lines.append(
            f"| {r['pages']:,} | {r['statements']} ({v.get('supported', 0)} / {v.get('contradicted', 0)} / {other}) | "
            f"{r['verify_s']} | {r['review_s']} | {r['review_pages']} ({r['review_appendix_pages']}) | {r['binder_s']} "
            f"| {r['binder_pages']} ({r['draft_pages']}) | {r['exhibits']} | {r['links']} | {r['comments']} | "
            f"{r['peak_rss_mb']} |"
        )
    lines += [
        "",
        f"Peak memory, largest vs smallest production: {results['memory_growth']}x (target <= {TARGET_GROWTH}x). "
        f"Targets: review PDF and binder each <= {TARGET_S:g} s at 2,000 pages.",
        "",
    ]
    lines += [f"**Missed:** {m}" for m in results["missed"]] or ["All targets met."]
    (RESULTS / "bench_filing.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[2_000, 10_000])
    parser.add_argument("--make", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--dir", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.make:
        make_matter(args.dir, args.make)
        return 0
    if args.measure:
        print(json.dumps(measure(args.dir)))
        return 0
    results = run(args.sizes)
    write(results)
    print((RESULTS / "bench_filing.md").read_text(encoding="utf-8"))
    return report("bench_filing", targets(results))


def targets(results: dict) -> list[Target]:
    """Review PDF and binder time at the smallest production, peak memory growth to the largest."""
    first = results["rows"][0]
    found = [
        Target(f"review PDF at {first['pages']:,} pages (s)", first["review_s"], TARGET_S, at_most=True),
        Target(f"binder at {first['pages']:,} pages (s)", first["binder_s"], TARGET_S, at_most=True),
    ]
    if len(results["rows"]) > 1:
        found.append(Target("peak memory growth (x)", results["memory_growth"], TARGET_GROWTH, at_most=True))
    return found


if __name__ == "__main__":
    sys.exit(main())
