"""``python -m server demo``: the affidavit pipeline on the bundled sample matter, end to end.

A scripted MCP client stands in for Claude Code: it spawns the server over stdio exactly as ``.mcp.json``
does and calls the tools in CLAUDE.md's order — intake, Bates production of the exhibits, evidence search,
draft, guard, verify (the tiny model's inventions are blocked and listed; its review PDF shows each on the page),
adversarial review, revision, verify again, verify and assemble a hand-written affidavit into a filing binder — then
shows the provenance guard refusing the draft as "client evidence", extracts the
financials, and prints where every output landed with the time each step took.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
from mcp import Client, StdioServerParameters

from server.cli.sample import clean_affidavit, write_sample_files
from server.errors import CounselError
from server.settings import PROJECT_ROOT, Settings

MARKER = ".counsel-demo"
# The model calls' answer cap: the tiny model's words do not matter past a paragraph or two, and each token is
# about 25 ms on two CPU cores (the model's own default, 384, is for a lawyer trying it out by hand)
DEMO_TOKENS = 128
SAMPLE_CAPTION = {
    "court": "UNITED STATES DISTRICT COURT, DISTRICT OF MAINE",
    "parties": ["SMITH RENOVATIONS,", "Plaintiff,", "v.", "ACME HOLDINGS LLC,", "Defendant."],
    "case_number": "Civil Action No. 2:24-cv-00123",
}
WIDTH = 78


@dataclass
class Step:
    name: str
    seconds: float
    note: str


@dataclass
class Demo:
    client: Client
    matter: str
    steps: list[Step] = field(default_factory=list)
    outputs: dict[str, str] = field(default_factory=dict)

    async def call(self, step: str, tool: str, arguments: dict[str, Any], note: Callable[[dict], str]) -> dict:
        print(f"\n▶ {step}  ({tool})", flush=True)
        last = [0.0]

        async def progress(done: float, total: float | None, message: str | None) -> None:
            now = time.monotonic()
            if message and now - last[0] > 0.5:
                last[0] = now
                print(f"    … {message}", flush=True)

        started = time.perf_counter()
        matter = {} if tool == "cluster_status" else {"matter": self.matter}  # every other tool works on the matter
        result = await self.client.call_tool(tool, {**matter, **arguments}, progress_callback=progress)
        seconds = time.perf_counter() - started
        if result.is_error:
            text = result.content[0].text if result.content else "unknown error"
            self.steps.append(Step(step, seconds, f"ERROR: {text[:200]}"))
            raise CounselError(f"{tool} failed: {text}")
        data = result.structured_content or {}
        summary = note(data)
        self.steps.append(Step(step, seconds, summary))
        print(f"  {summary}  [{seconds:.1f} s]", flush=True)
        return data


def _rule(title: str) -> None:
    print("\n" + "═" * WIDTH + f"\n {title}\n" + "═" * WIDTH, flush=True)


def _fresh_matter(settings: Settings, matter: str) -> Path:
    folder = settings.server.matters_dir / matter
    if folder.exists():
        if not (folder / MARKER).exists():
            raise CounselError(
                f"{folder} exists and was not made by the demo; run `python -m server demo --matter another-name`"
            )
        for path in folder.rglob("*"):
            if path.is_file():
                path.chmod(0o644)
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    (folder / MARKER).write_text("made by `python -m server demo`; deleted by the next demo run\n", encoding="utf-8")
    return folder


def _server_params(settings: Settings) -> StdioServerParameters:
    """Spawn the server as Claude Code does from .mcp.json: the project's interpreter, `-m server`."""
    entry = json.loads((PROJECT_ROOT / ".mcp.json").read_text(encoding="utf-8"))["mcpServers"]["counsel"]
    env = {k: v for k, v in os.environ.items() if k in {"PATH", "HOME", "LANG", "TMPDIR"}}
    env["COUNSEL_CONFIG"] = str(settings.source) if settings.source else "config/local.toml"
    command = entry["command"] if (PROJECT_ROOT / entry["command"]).exists() else sys.executable
    return StdioServerParameters(command=command, args=list(entry["args"]), env=env, cwd=PROJECT_ROOT)


def _failing(report: dict, limit: int = 8) -> list[str]:
    lines = []
    for statement in report["statement_findings"]:
        if statement["verdict"] == "supported":
            continue
        lines.append(f"      ✗ S{statement['number']:<3} {statement['verdict']:<13} {statement['text'][:56]!r}")
        lines.append(f"        {statement['reason'][:140]}")
        if len(lines) >= limit * 2:
            return lines
    for finding in report["findings"]:
        if finding["status"] == "verified":
            continue
        lines.append(f"      ✗ {finding['status']:<18} {finding['kind']:<7} {finding['text'][:48]!r}")
        lines.append(f"        {finding['reason'][:140]}")
        if len(lines) >= limit * 2:
            break
    return lines


def _reused(stats: dict) -> str:
    """How much of the prompt the model server did not have to read again (the evidence it already had)."""
    prompt, cached = stats.get("prompt_tokens") or 0, stats.get("prompt_tokens_cached")
    if cached is None or not prompt:
        return "prompt reuse not reported"
    return f"{cached:,} of {prompt:,} prompt tokens from the model's cache"


async def _pipeline(demo: Demo, folder: Path) -> None:
    ingest = await demo.call(
        "Intake: the client's files",
        "ingest_sources",
        {"paths": ["inbox"]},
        lambda d: (
            f"{d['counts']['ingested']} documents ingested ({sum(i['ocr_pages'] for i in d['ingested'])} page OCR'd), "
            f"{d['counts']['quarantined']} quarantined"
        ),
    )
    notes = await demo.call(
        "Intake: the attorney's notes",
        "ingest_sources",
        {"paths": ["notes"], "origin": "attorney"},
        lambda d: f"{d['counts']['ingested']} attorney documents (direction, never evidence)",
    )
    exhibits = [i["document_id"] for i in ingest["ingested"] if not i["parent_id"]]
    note_ids = [i["document_id"] for i in notes["ingested"]]
    production = await demo.call(
        "Bates production of the exhibits",
        "bates_stamp",
        {
            "document_ids": exhibits,
            "prefix": "SMITH",
            "legend": "CONFIDENTIAL – SUBJECT TO PROTECTIVE ORDER",
        },
        lambda d: (
            f"{d['production_id']}: {d['first_bates']}–{d['last_bates']}, {d['pages']} pages, {d['ocr_pages']} OCR'd"
        ),
    )
    demo.outputs["production"] = production["folder"]
    produced = [d["document_id"] for d in production["documents"]]
    for query in ("invoice 4471 amount due", "acknowledge outstanding balance", "completed inspected accepted"):
        await demo.call(
            f"Evidence: {query!r}",
            "search_evidence",
            {"query": query, "limit": 3},
            lambda d: (
                "; ".join(f"{h['bates'] or h['document_id']} {h['document_name'][:28]}" for h in d["hits"]) or "no hits"
            ),
        )
    instructions = (
        "Draft the affidavit of Jordan Smith, owner of Smith Renovations, in numbered paragraphs: the Renovation "
        "Agreement and its price, completion of the work, Invoice No. 4471 (amount and due date), the demand "
        "letter, and Acme's written admission of the debt. Cite every fact to its Bates number."
    )
    draft = await demo.call(
        "Draft the affidavit",
        "reason_heavy",
        {
            "instructions": instructions,
            "document_ids": produced,
            "attorney_note_ids": note_ids[:1],
            "title": "affidavit-jordan-smith",
            "max_tokens": DEMO_TOKENS,
        },
        lambda d: (
            f"{d['artifact_id']}: {d['chars']} characters, {d['stats']['completion_tokens']} tokens at "
            f"{d['stats']['tokens_per_s'] or 0:.0f} tok/s on board {d['stats']['board']}"
        ),
    )
    demo.outputs["draft"] = draft["path"]
    await demo.call(
        "Screen the draft",
        "guard_check",
        {"artifact_id": draft["artifact_id"], "max_tokens": DEMO_TOKENS},
        lambda d: (
            f"verdict {d['verdict']}: {len(d['findings'])} findings "
            f"({d['model_unsupported']} invented by the guard model, dropped)"
        ),
    )
    verified = await demo.call(
        "Verify every citation", "verify_citations", {"artifact_id": draft["artifact_id"]}, lambda d: d["summary"]
    )
    print("\n".join(_failing(verified)))
    demo.outputs["verification"] = verified["report_path"]
    demo.outputs["review PDF of the blocked draft"] = verified["review_path"] or ""
    demo.outputs["annotated draft"] = verified["annotated_path"] or ""
    review = await demo.call(
        "Adversarial review",
        "adversarial_review",
        {
            "artifact_id": draft["artifact_id"],
            "document_ids": produced,  # the draft's own evidence: the model server has read it already
            "max_attacks": 5,
            "max_tokens": DEMO_TOKENS,
        },
        lambda d: (
            f"{len(d['attacks'])} attacks ({d['by_severity']['critical']} critical, "
            f"{d['by_severity']['high']} high); {d['unanchored']} quote words not in the draft"
        ),
    )
    demo.outputs["review"] = review["path"]
    revision = await demo.call(
        "Revise from the review and the verifier",
        "draft_routine",
        {
            "instructions": instructions + " Fix every claim the verifier could not ground; cite only Bates numbers "
            "shown in the evidence.",
            "document_ids": produced,
            "prior_work_ids": [draft["artifact_id"], review["review_id"]],
            "title": "affidavit-jordan-smith-v2",
            "max_tokens": DEMO_TOKENS,
        },
        lambda d: f"{d['artifact_id']}: {d['chars']} characters; {_reused(d['stats'])}",
    )
    demo.outputs["revision"] = revision["path"]
    final = await demo.call(
        "Verify the revision", "verify_citations", {"artifact_id": revision["artifact_id"]}, lambda d: d["summary"]
    )
    print("\n".join(_failing(final)))
    demo.outputs["final verification"] = final["report_path"]
    first_bates = {d["name"]: d["first_bates"] for d in production["documents"]}
    clean = await demo.call(
        "Verify a hand-written affidavit",
        "verify_citations",
        {"text": clean_affidavit(first_bates)},
        lambda d: d["summary"],
    )
    print("\n".join(_failing(clean)))
    print(f"      meaning check: {clean['model_note']}")
    demo.outputs["hand-written affidavit's verification"] = clean["report_path"]
    saved = folder / "work" / "affidavit-jordan-smith-hand-written.md"  # the lawyer's own draft, saved in the matter
    saved.write_text(clean_affidavit(first_bates), encoding="utf-8")
    binder = await demo.call(
        "Assemble the filing",
        "assemble_filing",
        {
            "path": f"work/{saved.name}",
            "production_id": production["production_id"],
            "caption": SAMPLE_CAPTION,
            "use_model": False,  # the step before asked the model about every cited page of this affidavit
        },
        lambda d: d["summary"],
    )
    demo.outputs["binder of the hand-written affidavit"] = binder["binder_path"]
    demo.outputs["its Word file"] = binder["docx_path"]
    demo.outputs["first_blocked"] = str(verified["blocked"])
    demo.outputs["clean_blocked"] = str(clean["blocked"])
    inbox_copy = folder / "inbox" / "affidavit-from-client.md"
    shutil.copyfile(draft["path"], inbox_copy)
    inbox_copy.chmod(0o644)
    await demo.call(
        "Provenance: the draft comes back as 'client' evidence",
        "ingest_sources",
        {"paths": ["inbox/affidavit-from-client.md"]},
        lambda d: (
            f"quarantined: matches {d['quarantined'][0]['matched_artifact']}"
            if d["quarantined"]
            else f"NOT quarantined: {d['counts']}"
        ),
    )
    invoice = [d["document_id"] for d in production["documents"] if "invoice" in d["name"]]
    money = await demo.call(
        "Financial extraction",
        "extract_financials",
        {"document_ids": invoice, "max_tokens": DEMO_TOKENS},
        lambda d: (
            f"{d['total_items']} items from {d['pages_read']} page(s), {d['flagged']} flagged as not on their page"
        ),
    )
    demo.outputs["financials"] = money["path"]
    await demo.call(
        "Cluster status",
        "cluster_status",
        {},
        lambda d: "; ".join(
            f"board {b['name']}: " + ", ".join(f"{m['name']} {m['state']}" for m in b["models"]) for b in d["boards"]
        ),
    )
    demo.outputs["final_blocked"] = str(final["blocked"])


async def _run(settings: Settings, matter: str) -> int:
    folder = _fresh_matter(settings, matter)
    write_sample_files(folder)
    _rule(f"counsel demo — matter '{matter}' on {settings.models[settings.roles.drafting].label}")
    print(f"Matter folder: {folder}")
    print("The scripted client below stands in for Claude Code and follows CLAUDE.md's pipeline.")
    started = time.perf_counter()
    async with Client(_server_params(settings), read_timeout_seconds=1800) as client:
        demo = Demo(client, matter)
        try:
            await _pipeline(demo, folder)
        finally:
            _report(demo, folder, time.perf_counter() - started)
    return 0


def _report(demo: Demo, folder: Path, total: float) -> None:
    _rule("Summary")
    lines = ["| step | seconds | result |", "|---|---:|---|"]
    lines += [f"| {s.name} | {s.seconds:.1f} | {s.note} |" for s in demo.steps]
    lines += ["", f"Total wall time: {total:.1f} s", "", "Outputs:"]
    flags = {"final_blocked", "first_blocked", "clean_blocked"}
    lines += [f"- {name}: {path}" for name, path in demo.outputs.items() if name not in flags and path]
    if "clean_blocked" in demo.outputs:
        first = "BLOCKED" if demo.outputs.get("first_blocked") == "True" else "NOT blocked"
        clean = "BLOCKED" if demo.outputs["clean_blocked"] == "True" else "passes"
        lines += [
            "",
            f"The tiny model's first draft is {first}: its statements cite nothing, and what they state is not what "
            f"the evidence says. The hand-written affidavit over the same evidence {clean}, every factual statement "
            "supported by the page it cites.",
        ]
    if demo.outputs.get("final_blocked") == "True":
        lines += [
            "",
            "The final draft is still BLOCKED: the tiny demo model cannot ground every claim, and counsel "
            "will not let an ungrounded claim through. On the rig, the same pipeline runs on Qwen models.",
        ]
    for name in ("review PDF of the blocked draft", "binder of the hand-written affidavit"):
        if demo.outputs.get(name):
            lines += ["", f"{name[0].upper()}{name[1:]}: {demo.outputs[name]}"]
    text = "\n".join(lines)
    print(text)
    (folder / "DEMO-REPORT.md").write_text("# counsel demo\n\n" + text + "\n", encoding="utf-8")
    print(f"\nReport: {folder / 'DEMO-REPORT.md'}")


def run_demo(settings: Settings, *, matter: str = "sample") -> int:
    """Start the embedded model server if needed, run the pipeline, stop what the demo started."""
    from server.cluster.supervisor import Supervisor

    managed = Supervisor(settings).managed_models()
    with Supervisor(settings) as supervisor:
        if managed:
            print(f"Starting the local model server(s): {', '.join(managed)} …", flush=True)
            t0 = time.perf_counter()
            supervisor.up()
            print(f"  ready in {time.perf_counter() - t0:.1f} s", flush=True)
        return anyio.run(_run, settings, matter)
