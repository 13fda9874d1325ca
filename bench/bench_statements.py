"""Figure: the labelled statements, caught and falsely blocked per kind - deterministic layers alone, with a
scripted verifier (exact verdicts), and with the real tiny model - and the meaning check's cost on the tiny model.

    .venv/bin/python bench/bench_statements.py [--skip-tiny]

The cases are ``tests/statement_cases.py`` (90 statements over the sample matter and the harbor matter, both
ingested and Bates-stamped into real SQLite stores), written beside the rules: every figure here measures fit, not
generalisation (that is ``bench_matters.py``). The scripted verifier is ``tests/scripted_verifier.py``: it answers
from each case's label, so its column measures plumbing - that a bound model's verdict reaches the result - and no
model's judgement.
Each case is verified as its own draft through ``verify_citations``. A bad case is *caught* when the draft is
blocked; a good case is *falsely blocked* when it is. The tiny model (SmolLM2-135M on the CPU llama-server,
started here) runs twice: binding (its verdicts decide, to show honestly what a model that small does) and
advisory (as the embedded default runs it). Its cost is measured on the demo's hand-written affidavit too:
calls, prompt tokens per call, seconds. Writes bench/results/bench_statements.{json,md}.
"""

from __future__ import annotations

import argparse
import json
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
from scripted_verifier import scripted_verifier  # noqa: E402
from statement_cases import BAD_KINDS, CASES, GOOD_KINDS, Case, Matters, build_matters, first_bates  # noqa: E402

from server.app import close_state, open_state  # noqa: E402
from server.cli.sample import clean_affidavit  # noqa: E402
from server.cluster.supervisor import Supervisor  # noqa: E402
from server.settings import Settings  # noqa: E402
from tools.verify_citations import VerifyCitationsInput, verify_citations  # noqa: E402

RESULTS = ROOT / "bench" / "results"


def settings_for(root: Path, port: int, *, binding: bool, managed: bool = False) -> Settings:
    verify = {"model_binding": binding, "model_timeout_s": 3600}
    return tiny_settings(root, port, managed=managed, temperature=0.0, verify=verify)


async def verify_cases(matters: Matters, settings: Settings | None) -> list[dict[str, Any]]:
    """Every case through the tool; ``settings`` None: the deterministic layers only."""
    rows = []
    state = open_state(settings or settings_for(matters.root, 9, binding=True))
    try:
        for case in CASES:
            request = VerifyCitationsInput(
                matter=case.matter, text=matters.draft(case), annotate=False, use_model=settings is not None
            )
            started = time.perf_counter()
            result = await verify_citations(request, state)
            rows.append({
                "case": case, "blocked": result.blocked, "seconds": time.perf_counter() - started,
                "verdict": result.statement_findings[0].verdict if result.statement_findings else None,
                "model_note": result.model_note,
            })  # fmt: skip
    finally:
        await close_state(state)
    return rows


def table(rows: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    kinds: dict[str, dict[str, int]] = {}
    for row in rows:
        case: Case = row["case"]
        entry = kinds.setdefault(case.kind, {"cases": 0, "blocked": 0, "verdict_as_labelled": 0})
        entry["cases"] += 1
        entry["blocked"] += row["blocked"]
        entry["verdict_as_labelled"] += row["verdict"] == case.verdict
    return kinds


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    bad = [r for r in rows if r["case"].bad]
    good = [r for r in rows if not r["case"].bad]
    return {
        "recall": round(sum(r["blocked"] for r in bad) / len(bad), 4),
        "false_blocks": round(sum(r["blocked"] for r in good) / len(good), 4),
        "bad": len(bad),
        "good": len(good),
        "kinds": table(rows),
    }


def clear_cache(matters: Matters) -> None:
    for matter in ("smith", "harbor"):
        shutil.rmtree(matters.root / matter / ".cache" / "meaning", ignore_errors=True)


async def affidavit_cost(matters: Matters, settings: Settings) -> dict[str, Any]:
    """The meaning check on the demo's hand-written affidavit: calls, prompt tokens per call, seconds."""
    from server.matter.store import MatterStore

    clear_cache(matters)
    with MatterStore.open(matters.root, "smith") as store:
        cites = first_bates(store)
        with store.read() as conn:
            before = conn.execute("SELECT coalesce(max(rowid), 0) FROM runs").fetchone()[0]
    state = open_state(settings)
    try:
        started = time.perf_counter()
        result = await verify_citations(
            VerifyCitationsInput(matter="smith", text=clean_affidavit(cites), annotate=False), state
        )
        seconds = time.perf_counter() - started
    finally:
        await close_state(state)
    with MatterStore.open(matters.root, "smith") as store, store.read() as conn:
        runs = conn.execute(
            "SELECT prompt_tokens, completion_tokens, wall_ms FROM runs WHERE role = 'verifier' AND rowid > ? "
            "ORDER BY rowid",
            (before,),
        ).fetchall()
    return {
        "factual_statements": result.statements.factual,
        "verdicts": result.statements.model_dump(),
        "blocked": result.blocked,
        "seconds": round(seconds, 2),
        "calls": len(runs),
        "prompt_tokens_per_call": [r[0] for r in runs],
        "completion_tokens_per_call": [r[1] for r in runs],
        "seconds_per_call": [round(r[2] / 1000, 2) for r in runs],
        "model_note": result.model_note,
    }


async def run(skip_tiny: bool) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        matters = build_matters(Path(tmp) / "matters")
        result: dict[str, Any] = {"cases": len(CASES)}
        print("deterministic layers ...", file=sys.stderr)
        result["deterministic"] = summary(await verify_cases(matters, None))
        print("scripted verifier ...", file=sys.stderr)
        script = {c.text.split(" (")[0][:60]: c.model for c in CASES if c.model}
        with scripted_verifier(script) as endpoint:
            clear_cache(matters)
            result["scripted"] = summary(
                await verify_cases(matters, settings_for(matters.root, endpoint.port, binding=True))
            )
        if not skip_tiny:
            from server.cluster.llama_bin import llama_server_binary  # noqa: F401  (fails early if missing)

            port = free_port()
            managed = settings_for(matters.root, port, binding=True, managed=True)
            with Supervisor(managed) as supervisor:
                print("starting the tiny model ...", file=sys.stderr)
                supervisor.up()
                for binding in (True, False):
                    print(f"tiny model, binding={binding} ...", file=sys.stderr)
                    clear_cache(matters)
                    rows = await verify_cases(matters, settings_for(matters.root, port, binding=binding, managed=True))
                    key = "tiny_binding" if binding else "tiny_advisory"
                    result[key] = summary(rows)
                    result[key]["seconds"] = round(sum(r["seconds"] for r in rows), 1)
                print("the hand-written affidavit ...", file=sys.stderr)
                result["affidavit"] = await affidavit_cost(
                    matters, settings_for(matters.root, port, binding=False, managed=True)
                )
        return result


def markdown(result: dict[str, Any]) -> str:
    runs = [k for k in ("deterministic", "scripted", "tiny_binding", "tiny_advisory") if k in result]
    names = {"deterministic": "deterministic only", "scripted": "+ scripted verifier (plumbing)", "tiny_binding":
             "+ tiny model, binding", "tiny_advisory": "+ tiny model, advisory"}  # fmt: skip
    lines = [f"# bench_statements: {result['cases']} labelled statements", "",
             "Written beside the rules (fit, not generalisation); the scripted verifier replays the labels (plumbing).",
             "", "Blocked / cases, per kind:", ""]  # fmt: skip
    lines.append("| kind | must | " + " | ".join(names[k] for k in runs) + " |")
    lines.append("|---|---|" + "---:|" * len(runs))
    for kind in (*BAD_KINDS, *GOOD_KINDS):
        must = "block" if kind in BAD_KINDS else "pass"
        cells = []
        for run_name in runs:
            entry = result[run_name]["kinds"].get(kind)
            cells.append(f"{entry['blocked']}/{entry['cases']}" if entry else "-")
        lines.append(f"| {kind} | {must} | " + " | ".join(cells) + " |")
    lines += ["", "| run | recall (bad blocked) | false blocks (good blocked) |", "|---|---:|---:|"]
    for run_name in runs:
        r = result[run_name]
        lines.append(
            f"| {names[run_name]} | {r['recall']:.1%} of {r['bad']} | {r['false_blocks']:.1%} of {r['good']} |"
        )
    if "affidavit" in result:
        a = result["affidavit"]
        lines += [
            "",
            f"Meaning check on the hand-written affidavit (tiny model, advisory): {a['calls']} calls for "
            f"{a['factual_statements']} factual statements, {a['seconds']} s in all; prompt tokens per call "
            f"{a['prompt_tokens_per_call']}, seconds per call {a['seconds_per_call']}.",
            f"Blocked: {a['blocked']}. {a['model_note']}",
        ]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-tiny", action="store_true", help="skip the real tiny model (minutes on 2 cores)")
    args = parser.parse_args()
    result = anyio.run(run, args.skip_tiny)
    RESULTS.mkdir(parents=True, exist_ok=True)
    plain = json.loads(json.dumps(result, default=str))
    (RESULTS / "bench_statements.json").write_text(json.dumps(plain, indent=2) + "\n", encoding="utf-8")
    (RESULTS / "bench_statements.md").write_text(markdown(result), encoding="utf-8")
    print(markdown(result))


if __name__ == "__main__":
    main()
