"""Figure: a chronology of a generated 300-page matter through summarize_evidence, against one prompt.

    .venv/bin/python bench/bench_summaries.py [--pages 300] [--skip-tiny]

The matter is ``tests/summary_matter.py``: letters, invoices and e-mail printouts with dates (four ways of writing
them), two pages that give one delivery two dates, one undated term; written as text PDFs, ingested into a real
matter store and Bates-stamped. Two models answer:

* the scripted summary model (``tests/scripted_summary.py``: a note per page, merges that keep every note, one
  line per call citing a page that call was not given): counsel's own cost, and what a faithful model yields;
* the tiny model (SmolLM2-135M on the CPU llama-server, started here with the embedded default's settings).

For each: calls, passes, seconds, pages per second, the final lines, the share of them whose every cite resolves to
a page of the store (checked here from the Markdown, apart from the tool), dropped lines, the verification, the
prompt tokens the server reused, and from the run records every role that answered (it must be ``summary`` alone).
Baseline, same run, same model: the old /summarize path, ``draft_routine`` with one prompt of as many of the pages as
fit (the drafting role, in a copy of the matter): pages it covers, pages per second and its cited lines.
Writes bench/results/summaries.{json,md}.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, ROOT / "tests"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

import anyio  # noqa: E402
from _tiny_model import free_port, tiny_settings  # noqa: E402
from scripted_summary import scripted_summary  # noqa: E402
from summary_matter import build_matter, generate  # noqa: E402

from server.app import close_state, open_state  # noqa: E402
from server.cluster.supervisor import Supervisor  # noqa: E402
from server.matter.evidence import StoreEvidenceIndex  # noqa: E402
from server.matter.store import MatterStore  # noqa: E402
from server.settings import Settings  # noqa: E402
from tools.draft_routine import DraftRoutineInput, draft_routine  # noqa: E402
from tools.summarize_evidence import SummarizeEvidenceInput, summarize_evidence  # noqa: E402

RESULTS = ROOT / "bench" / "results"
CITE = re.compile(r"\b[A-Z]{2,}\d{6}\b|\bD\d{4} p\.\s?\d+\b")
FOCUS = "the deliveries, invoices and correspondence between the parties"


def settings_for(root: Path, port: int, *, managed: bool) -> Settings:
    return tiny_settings(root, port, managed=managed)


def cited_lines(store: MatterStore, lines: list[str]) -> dict[str, Any]:
    """Lines with a cite, and lines whose every cite resolves to a page of the store (Bates or document and page)."""
    index = StoreEvidenceIndex(store)

    def exists(cite: str) -> bool:
        if cite.startswith("D") and " p." in cite:
            document, page = cite.split(" p.")
            return any(p.page == int(page) for p in index.document_pages(document))
        return index.bates_page(cite) is not None

    cites = [CITE.findall(line) for line in lines]
    resolved = [line for line, c in zip(lines, cites, strict=True) if c and all(map(exists, c))]
    return {
        "lines": len(lines),
        "with_cite": sum(bool(c) for c in cites),
        "cite_exists": len(resolved),
        "cite_exists_share": round(len(resolved) / len(lines), 4) if lines else None,
        "resolved_lines": resolved,
    }


def roles(store: MatterStore) -> dict[str, int]:
    """Run records of model calls per role (failed calls included)."""
    with store.read() as conn:
        rows = conn.execute("SELECT role, COUNT(*) FROM runs WHERE model IS NOT NULL GROUP BY role").fetchall()
    return {row[0]: row[1] for row in rows}


def failed_calls(store: MatterStore) -> int:
    with store.read() as conn:
        return conn.execute("SELECT COUNT(*) FROM runs WHERE status = 'error'").fetchone()[0]


async def summarise(root: Path, settings: Settings, ids: list[str], events: int) -> dict[str, Any]:
    state = open_state(settings)
    try:
        started = time.perf_counter()
        result = await summarize_evidence(
            SummarizeEvidenceInput(matter="m", document_ids=ids, kind="chronology", focus=FOCUS), state
        )
        seconds = time.perf_counter() - started
    finally:
        await close_state(state)
    text = Path(result.path).read_text(encoding="utf-8")
    bullets = [line for line in text.splitlines() if line.startswith("- ")]
    dated = [line for line in json.loads(Path(result.json_path).read_text(encoding="utf-8"))["lines"] if line["date"]]
    with MatterStore.open(root, "m") as store:
        lines = cited_lines(store, bullets)
        answered = roles(store)
        failed = failed_calls(store)
    resolved = lines.pop("resolved_lines")
    return {
        "pages": result.pages,
        "seconds": round(seconds, 2),
        "pages_per_s": round(result.pages / seconds, 3),
        "calls": result.calls,
        "failed_calls": failed,
        "pages_unread": len(result.pages_unread),
        "passes": result.passes,
        **lines,
        "dated_lines": len(dated),
        "dated_events_in_matter": events,
        "dropped_lines": result.dropped_lines,
        "undated_lines": result.undated_lines,
        "conflicts": result.conflicts,
        "truncated_answers": result.truncated_answers,
        "verification": result.verification.summary,
        "statements": result.verification.statements.model_dump(),
        "prompt_tokens": result.stats.prompt_tokens,
        "prompt_tokens_cached": result.stats.prompt_tokens_cached,
        "completion_tokens": result.stats.completion_tokens,
        "roles": answered,
        "only_summary_role": set(answered) == {"summary"},
        "notes": result.notes,
        "head": bullets[:5],
        "cite_missing": [b for b in bullets if b not in resolved][:5],
    }


async def one_prompt(root: Path, settings: Settings, ids: list[str]) -> dict[str, Any]:
    """The old /summarize: draft_routine, one prompt of the first pages that fit (the drafting role)."""
    state = open_state(settings)
    try:
        started = time.perf_counter()
        result = await draft_routine(
            DraftRoutineInput(
                matter="m", document_ids=ids, max_evidence_pages=60, title="chronology",
                instructions=f"A dated chronology of {FOCUS}, one event per line, each line cited to its page.",
            ),
            state,
        )  # fmt: skip
        seconds = time.perf_counter() - started
    finally:
        await close_state(state)
    text = Path(result.path).read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    with MatterStore.open(root, "m") as store:
        figures = cited_lines(store, lines)
        figures.pop("resolved_lines")
        answered = roles(store)
    return {
        "pages": len(result.evidence),
        "evidence_truncated": result.evidence_truncated,
        "seconds": round(seconds, 2),
        "pages_per_s": round(len(result.evidence) / seconds, 3),
        "calls": 1,
        **figures,
        "roles": answered,
    }


def _copy(template: Path, root: Path) -> Path:
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(template, root / "m")
    return root


async def run(pages: int, skip_tiny: bool) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        docs = generate(pages)
        events = sum(1 for doc in docs for date, _ in doc.events if date) - 1  # the two delivery dates: one event
        started = time.perf_counter()
        with MatterStore.open(base / "template", "m", create=True) as store:
            ids = build_matter(store, docs)
        result: dict[str, Any] = {
            "pages": sum(len(d.pages) for d in docs),
            "documents": len(docs),
            "build_s": round(time.perf_counter() - started, 2),
        }
        template = base / "template" / "m"
        print(f"matter: {result['pages']} pages in {len(docs)} documents", file=sys.stderr)
        with scripted_summary(outside=f"{ids[-1]} p.1") as endpoint:
            root = _copy(template, base / "scripted")
            print("scripted summary model ...", file=sys.stderr)
            result["scripted"] = await summarise(root, settings_for(root, endpoint.port, managed=False), ids, events)
        if not skip_tiny:
            port = free_port()
            with Supervisor(settings_for(base / "tiny", port, managed=True)) as supervisor:
                print("starting the tiny model ...", file=sys.stderr)
                supervisor.up()
                root = _copy(template, base / "tiny")
                print("tiny model: summarize_evidence ...", file=sys.stderr)
                result["tiny"] = await summarise(root, settings_for(root, port, managed=True), ids, events)
                root = _copy(template, base / "baseline")
                print("tiny model: one prompt (draft_routine) ...", file=sys.stderr)
                result["one_prompt"] = await one_prompt(root, settings_for(root, port, managed=True), ids)
            tiny, once = result["tiny"], result["one_prompt"]
            result["ratios"] = {
                "coverage": round(tiny["pages"] / once["pages"], 2),
                "pages_per_s": round(tiny["pages_per_s"] / once["pages_per_s"], 3),
                "cite_exists_share": (
                    round(tiny["cite_exists_share"] / once["cite_exists_share"], 2)
                    if tiny["cite_exists_share"] and once["cite_exists_share"] else None
                ),
            }  # fmt: skip
        return result


def markdown(result: dict[str, Any]) -> str:
    lines = [
        f"# bench_summaries: a chronology of {result['pages']} pages ({result['documents']} documents)",
        "",
        f"Matter built (text PDFs, ingested, Bates-stamped) in {result['build_s']} s.",
        "",
        "| run | pages | calls | passes | seconds | pages/s | lines | cite exists | dropped | dated lines "
        "| verification | roles in the run records | failed calls |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|",
    ]
    names = {"scripted": "summarize_evidence, scripted model", "tiny": "summarize_evidence, tiny model",
             "one_prompt": "one prompt (draft_routine), tiny model"}  # fmt: skip
    for key, name in names.items():
        r = result.get(key)
        if not r:
            continue
        share = f"{r['cite_exists']}/{r['lines']}" + (f" ({r['cite_exists_share']:.0%})" if r["lines"] else "")
        dated = f"{r['dated_lines']}/{r['dated_events_in_matter']}" if "dated_lines" in r else "-"
        verdict = r.get("verification", "-").split(". Claims")[0]
        roles_seen = ", ".join(f"{k} {v}" for k, v in sorted(r["roles"].items()))
        lines.append(
            f"| {name} | {r['pages']} | {r['calls']} | {r.get('passes', 1)} | {r['seconds']} | {r['pages_per_s']} "
            f"| {r['lines']} | {share} | {r.get('dropped_lines', '-')} | {dated} | {verdict} | {roles_seen} "
            f"| {r.get('failed_calls', 0)} |"
        )
    if "ratios" in result:
        ratios = result["ratios"]
        tiny = result["tiny"]
        lines += [
            "",
            f"Against one prompt on the same model: **{ratios['coverage']}x the pages** covered, at "
            f"**{ratios['pages_per_s']}x the pages per second**; share of lines whose cite exists "
            f"{tiny['cite_exists_share']} vs {result['one_prompt']['cite_exists_share']}.",
            f"Prompt tokens {tiny['prompt_tokens']}, {tiny['prompt_tokens_cached']} of them reused from the server's "
            f"cache; only the summary role answered: {tiny['only_summary_role']}.",
        ]
    scripted = result["scripted"]
    lines += [
        "",
        f"Scripted model: every line's cite checked against the store: {scripted['cite_exists']}/{scripted['lines']}; "
        f"{scripted['dropped_lines']} rogue lines (one per call) dropped by counsel; "
        f"{scripted['conflicts']} conflicting date(s) shown side by side; only the summary role answered: "
        f"{scripted['only_summary_role']}.",
    ]
    if "tiny" in result:
        lines += ["", "The tiny model's first lines:", "", *[f"    {b}" for b in result["tiny"]["head"]]]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=300)
    parser.add_argument("--skip-tiny", action="store_true", help="skip the real tiny model (minutes on 2 cores)")
    args = parser.parse_args()
    result = anyio.run(run, args.pages, args.skip_tiny)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "summaries.json").write_text(json.dumps(result, indent=2, default=str) + "\n", encoding="utf-8")
    (RESULTS / "summaries.md").write_text(markdown(result), encoding="utf-8")
    print(markdown(result))


if __name__ == "__main__":
    main()
