"""Prompt reuse: the demo pipeline's model calls on one evidence pack, evidence last (before) vs evidence first (now).

    .venv/bin/python bench/bench_prompt_reuse.py [--max-tokens 128]

One CPU llama-server with SmolLM2-135M (``-c 8192 --parallel 1`` plus the prompt-cache flags ``cluster up`` passes)
serves both runs, one after the other in one process, on a matter of 12 client documents (an evidence pack of more
than 4,000 tokens) and one attorney note:

  now      the tools themselves, as the demo calls them, with the revisions on the drafting model as on the rig
           (reason_heavy drafts and revises on board B): reason_heavy drafts (with the note), adversarial_review
           attacks the draft, reason_heavy revises (draft + review as prior work) and revises again (revision +
           review). The prompts are evidence first (``tools._shared.evidence_first``).
  before   the same four calls with the same content (instructions, note, pages, and the draft, review and revision
           the "now" run wrote) laid out as the tools did before: the role prompt as system, then instructions,
           notes and prior work, and the evidence last, with each tool's old evidence budget. This reconstruction
           lives here only; the product no longer has it.

Per call: prompt tokens, tokens the server served from its cache (``timings.cache_n``) and its prompt-processing
seconds (``timings.prompt_ms``). Targets: in "now", every call after the first serves >= 90% of its prompt from the
cache; the pipeline's prompt-processing time is cut >= 3x against "before".

Writes bench/results/prompt_reuse.json and prompt_reuse.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import anyio
import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _targets import Target, report  # noqa: E402

from server.app import close_state, open_state  # noqa: E402
from server.cli.setup import MODEL_FILE  # noqa: E402
from server.cluster.llama_bin import llama_server_binary, openmp_env  # noqa: E402
from server.cluster.llama_flags import cache_flags, supported_options  # noqa: E402
from server.matter.evidence import build_pack  # noqa: E402
from server.matter.ingest import Ingestor  # noqa: E402
from server.matter.store import MatterStore  # noqa: E402
from server.settings import Settings, parse_settings  # noqa: E402
from server.state import AppState  # noqa: E402
from tools._shared import evidence_block, load_prompt, notes_block, prior_work_block, prompt_budget  # noqa: E402
from tools.adversarial_review import AdversarialReviewInput, _schema, adversarial_review  # noqa: E402
from tools.reason_heavy import ReasonHeavyInput, reason_heavy  # noqa: E402

MODEL = ROOT / "models" / MODEL_FILE
RESULTS = ROOT / "bench" / "results"
CONTEXT = 8192  # SmolLM2-135M was trained to 8,192 tokens; llama-server allows no more per slot
MATTER = "reuse"
INSTRUCTIONS = (
    "Draft the affidavit of Jordan Smith, owner of Smith Renovations, in numbered paragraphs: the work done on each "
    "unit, every change order and its amount, who approved it and when. Cite every fact to its page."
)
REVISE = " Fix every point the review raised; cite only the labels shown in the evidence."
REVISE_AGAIN = " Tighten the wording and keep every citation."
NOTE = "Keep to the change orders Acme approved in writing; the client disputes nothing before March 2024."
NAMES = ("Jordan Smith", "Dana Whitfield", "Priya Natarajan", "Tom Okafor", "Lena Brandt", "Marcus Hale")
TRADES = ("electrical", "plumbing", "drywall", "flooring", "painting", "ventilation", "roofing", "glazing")
STATES = ("started", "inspected and accepted", "delayed by the landlord", "completed", "reworked after inspection")
KINDS = ("site-diary", "email", "invoice", "change-order")


def evidence_documents() -> dict[str, str]:
    """Twelve client documents of about 1,050 characters each (deterministic): together what one prompt's evidence
    budget holds on this model, so neither run cuts the pack."""
    rng = random.Random(13)
    documents = {}
    for n in range(12):
        kind = KINDS[n % len(KINDS)]
        lines = [f"{kind.upper().replace('-', ' ')} {n + 1}: Smith Renovations for Acme Pumps Ltd, 41 Harbor Street"]
        for k in range(6):
            day = date(2024, 3, 1) + timedelta(days=n * 9 + k)
            lines.append(
                f"{day:%d %B %Y}: {rng.choice(NAMES)} reported that the {rng.choice(TRADES)} work on unit "
                f"{rng.randint(1, 9)} was {rng.choice(STATES)}; {rng.choice(NAMES)} approved "
                f"${rng.randint(200, 9000):,}.00 for materials under change order {100 + n * 14 + k}."
            )
        documents[f"{kind}-{n + 1:02d}.txt"] = "\n".join(lines)
    return documents


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def bench_settings(folder: Path, port: int, max_tokens: int) -> Settings:
    model = {
        "backend": "llama.cpp",
        "board": "cpu",
        "label": "SmolLM2-135M-Instruct Q4_0 (CPU)",
        "gguf": str(MODEL),
        "port": port,
        "managed": False,
        "context": CONTEXT,
        "cache_type_k": "f16",
        "cache_type_v": "f16",
        "flash_attn": True,
        "max_tokens": max_tokens,
        "temperature": 0.0,
        "repeat_penalty": 1.3,
        "seed": 7,
        "read_timeout_s": 600,
        "load_timeout_s": 120,
    }
    data = {
        "server": {"matters_dir": str(folder / "matters"), "state_dir": str(folder / "state")},
        "hosts": {"local": {}},
        "boards": {"cpu": {"host": "local", "interconnect": "cpu", "share": True}},
        "models": {"tiny": model},
        "roles": dict.fromkeys(("drafting", "heavy", "guard", "adversary", "financial"), "tiny"),
    }
    return parse_settings(data, base_dir=folder)


def start_server(port: int, log: Path) -> tuple[subprocess.Popen, list[str]]:
    binary = llama_server_binary(bench_settings(log.parent, port, 1))
    flags = cache_flags(supported_options(binary), concurrency=1)
    threads = min(2, os.cpu_count() or 1)
    argv = [str(binary), "-m", str(MODEL), "--host", "127.0.0.1", "--port", str(port), "-c", str(CONTEXT),
            "-t", str(threads), "--no-webui", *flags]  # fmt: skip
    env = {**os.environ, **openmp_env(threads)}
    with log.open("w", encoding="utf-8") as sink:
        process = subprocess.Popen(argv, stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    with httpx.Client(timeout=2, trust_env=False) as client:
        while True:
            try:
                if client.get(f"{url}/health").status_code == 200:
                    return process, flags
            except httpx.TransportError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise SystemExit(f"llama-server did not start; its log:\n{log.read_text(encoding='utf-8')[-2000:]}")
            time.sleep(0.2)  # poll interval while the model loads


def setup_matter(settings: Settings) -> tuple[list[str], str]:
    with MatterStore.open(settings.server.matters_dir, MATTER, create=True) as store:
        paths = []
        for name, text in evidence_documents().items():
            path = store.folder / "inbox" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            paths.append(path)
        ids = [o.document_id or "" for o in Ingestor(store).ingest(paths)]
        note = store.folder / "notes" / "attorney-note.txt"
        note.parent.mkdir(parents=True, exist_ok=True)
        note.write_text(NOTE, encoding="utf-8")
        (note_outcome,) = Ingestor(store).ingest([note], origin="attorney")
    return sorted(ids), note_outcome.document_id or ""


def figures(step: str, prompt_tokens: int | None, cached: int | None, prompt_s: float | None, wall_s: float) -> dict:
    return {
        "step": step,
        "prompt_tokens": prompt_tokens or 0,
        "cached_tokens": cached or 0,
        "cached_share": round((cached or 0) / prompt_tokens, 3) if prompt_tokens else 0.0,
        "prompt_s": round(prompt_s or 0.0, 3),
        "wall_s": round(wall_s, 2),
    }


async def run_now(state: AppState, ids: list[str], note: str, max_tokens: int) -> tuple[list[dict], dict[str, str]]:
    """The four calls through the tools, evidence first."""
    calls = []
    draft = await reason_heavy(
        ReasonHeavyInput(matter=MATTER, instructions=INSTRUCTIONS, document_ids=ids, attorney_note_ids=[note],
                         title="affidavit", max_tokens=max_tokens), state)  # fmt: skip
    calls.append(("draft (reason_heavy)", draft.stats))
    review = await adversarial_review(
        AdversarialReviewInput(matter=MATTER, artifact_id=draft.artifact_id, document_ids=ids, max_attacks=5,
                               max_tokens=max_tokens), state)  # fmt: skip
    calls.append(("review (adversarial_review)", review.stats))
    revision = await reason_heavy(
        ReasonHeavyInput(matter=MATTER, instructions=INSTRUCTIONS + REVISE, document_ids=ids,
                         prior_work_ids=[draft.artifact_id, review.review_id], title="affidavit-v2",
                         max_tokens=max_tokens), state)  # fmt: skip
    calls.append(("revise (reason_heavy)", revision.stats))
    again = await reason_heavy(
        ReasonHeavyInput(matter=MATTER, instructions=INSTRUCTIONS + REVISE_AGAIN, document_ids=ids,
                         prior_work_ids=[revision.artifact_id, review.review_id], title="affidavit-v3",
                         max_tokens=max_tokens), state)  # fmt: skip
    calls.append(("revise again (reason_heavy)", again.stats))
    rows = [figures(step, s.prompt_tokens, s.prompt_tokens_cached, s.prompt_s, s.wall_s) for step, s in calls]
    made = {"draft": draft.artifact_id, "review": review.review_id, "revision": revision.artifact_id}
    return rows, made


# --- before: the tools' prompts as they were, evidence last (a reconstruction for this comparison only) -------------
def old_drafting_user(store: MatterStore, state: AppState, role: str, instructions: str, ids: list[str],
                      notes: list[str], prior: list[str], max_tokens: int) -> str:  # fmt: skip
    budget = prompt_budget(state, role, max_tokens)  # type: ignore[arg-type]
    pack = build_pack(store, document_ids=ids, max_pages=12, max_chars=int(budget * 0.6))
    parts = [f"INSTRUCTIONS FROM THE ATTORNEY:\n{instructions.strip()}"]
    note_text = notes_block(store, notes, int(budget * 0.1))
    if note_text:
        parts.append(f"ATTORNEY NOTES (direction, not evidence):\n{note_text}")
    prior_text = prior_work_block(store, prior, int(budget * 0.3))
    if prior_text:
        parts.append(
            "PRIOR WORK TO REVISE OR ANSWER (written by a model; NOT evidence — every fact must still be cited to "
            f"the EVIDENCE below):\n{prior_text}"
        )
    parts.append(f"EVIDENCE (client documents; cite by the label in square brackets):\n{pack.render()}")
    return "\n\n".join(parts)


def old_review_user(store: MatterStore, state: AppState, artifact_id: str, ids: list[str], max_tokens: int) -> str:
    budget = prompt_budget(state, "adversary", max_tokens)
    draft = store.document_text(artifact_id)
    parts = [f"DRAFT ({artifact_id}):\n{draft[: int(budget * 0.5)]}"]
    pack = build_pack(store, document_ids=ids, max_chars=int(budget * 0.45))
    parts.append(f"EVIDENCE (client documents):\n{pack.render()}")
    return "\n\n".join(parts)


async def run_before(state: AppState, ids: list[str], note: str, made: dict[str, str], max_tokens: int) -> list[dict]:
    store = state.matter(MATTER)
    prompts = [
        ("draft (reason_heavy)", "heavy",
         old_drafting_user(store, state, "heavy", INSTRUCTIONS, ids, [note], [], max_tokens), None),
        ("review (adversarial_review)", "adversary",
         old_review_user(store, state, made["draft"], ids, max_tokens), _schema(5)),
        ("revise (reason_heavy)", "heavy",
         old_drafting_user(store, state, "heavy", INSTRUCTIONS + REVISE, ids, [],
                           [made["draft"], made["review"]], max_tokens), None),
        ("revise again (reason_heavy)", "heavy",
         old_drafting_user(store, state, "heavy", INSTRUCTIONS + REVISE_AGAIN, ids, [],
                           [made["revision"], made["review"]], max_tokens), None),
    ]  # fmt: skip
    backend = state.backends["tiny"]
    rows = []
    for step, prompt, user, schema in prompts:
        messages = [{"role": "system", "content": load_prompt(prompt)}, {"role": "user", "content": user}]
        started = time.perf_counter()
        done = await backend.chat(messages, max_tokens=max_tokens, json_schema=schema)
        prompt_s = done.prompt_ms / 1000 if done.prompt_ms is not None else None
        rows.append(figures(step, done.prompt_tokens, done.cached_tokens, prompt_s, time.perf_counter() - started))
    return rows


async def pack_tokens(url: str, state: AppState, ids: list[str]) -> int:
    with MatterStore.open(state.settings.server.matters_dir, MATTER) as store:
        block = evidence_block(build_pack(store, document_ids=ids, max_chars=10**7))
    async with httpx.AsyncClient(timeout=60, trust_env=False) as client:
        response = await client.post(f"{url}/tokenize", json={"content": block})
    return len(response.json()["tokens"])


async def run(max_tokens: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        port = free_port()
        server, flags = start_server(port, folder / "llama-server.log")
        try:
            settings = bench_settings(folder, port, max_tokens)
            ids, note = setup_matter(settings)
            state = open_state(settings)
            try:
                await state.backends["tiny"].chat([{"role": "user", "content": "Hello."}], max_tokens=4)  # warm-up
                tokens = await pack_tokens(f"http://127.0.0.1:{port}", state, ids)
                now, made = await run_now(state, ids, note, max_tokens)
                before = await run_before(state, ids, note, made, max_tokens)
            finally:
                await close_state(state)
        finally:
            server.terminate()
            server.wait(timeout=30)
    before_s = sum(r["prompt_s"] for r in before)
    now_s = sum(r["prompt_s"] for r in now)
    worst = min(r["cached_share"] for r in now[1:])
    ratio = before_s / now_s if now_s else float("inf")
    return {
        "model": MODEL.name,
        "context": CONTEXT,
        "server_flags": flags,
        "max_tokens": max_tokens,
        "documents": len(ids),
        "evidence_pack_tokens": tokens,
        "before": before,
        "now": now,
        "pipeline_prompt_s_before": round(before_s, 2),
        "pipeline_prompt_s_now": round(now_s, 2),
        "prompt_time_ratio": round(ratio, 1),
        "min_cached_share_after_first_now": worst,
        "target_cached_share_met": worst >= 0.90,
        "target_ratio_met": ratio >= 3.0,
        "load_avg_1m": round(os.getloadavg()[0], 2),
    }


def markdown(result: dict[str, Any]) -> str:
    lines = [
        "# Prompt reuse: the demo pipeline on one evidence pack, evidence last (before) vs evidence first (now)",
        "",
        f"SmolLM2-135M on the CPU llama-server (`-c {result['context']}`, `{' '.join(result['server_flags'])}`), "
        f"{result['documents']} client documents, evidence pack {result['evidence_pack_tokens']:,} tokens, "
        f"{result['max_tokens']} tokens generated per call at most. Same content in both runs; only the order differs.",
        "",
        "| call | order | prompt tokens | cached | cached % | prompt s | wall s |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for before, now in zip(result["before"], result["now"], strict=True):
        for order, row in (("before", before), ("now", now)):
            lines.append(
                f"| {row['step']} | {order} | {row['prompt_tokens']:,} | {row['cached_tokens']:,} | "
                f"{row['cached_share'] * 100:.1f} | {row['prompt_s']:.2f} | {row['wall_s']:.2f} |"
            )
    lines += [
        "",
        "Now, the first call reads the pack once; the review and both revisions read only what follows it. With one "
        "model in one slot, the revision after the review also re-reads its role prompt, instructions and prior work "
        "(the review's prompt replaced the draft's in the slot); on the rig the reviewer is another model.",
        "",
        f"Pipeline prompt processing: {result['pipeline_prompt_s_before']:.2f} s before, "
        f"{result['pipeline_prompt_s_now']:.2f} s now: **{result['prompt_time_ratio']}x** less "
        f"(target >= 3x: {'met' if result['target_ratio_met'] else 'NOT met'}).",
        f"Every call after the first, now: at least {result['min_cached_share_after_first_now'] * 100:.1f}% of the "
        f"prompt from the cache (target >= 90%: {'met' if result['target_cached_share_met'] else 'NOT met'}).",
        "",
        f"Load average during the run: {result['load_avg_1m']} (2 cores, shared).",
        "",
    ]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--max-tokens", type=int, default=128, help="tokens generated per call at most")
    args = parser.parse_args()
    if not MODEL.is_file():
        raise SystemExit(f"{MODEL} is missing; `make demo` fetches it")
    result = anyio.run(run, args.max_tokens)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "prompt_reuse.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    text = markdown(result)
    (RESULTS / "prompt_reuse.md").write_text(text, encoding="utf-8")
    print(text)
    return report(
        "bench_prompt_reuse",
        [
            Target("prompt time, before vs now (x)", result["prompt_time_ratio"], 3.0),
            Target("least share of a later prompt from the cache", result["min_cached_share_after_first_now"], 0.90),
        ],
    )


if __name__ == "__main__":
    sys.exit(main())
