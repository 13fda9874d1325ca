"""Benchmarks on noisy machines: a missed target is printed and the script still exits 0 (``make bench`` fails only
for a benchmark that could not run)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench._targets import Target, report
from server.settings import PROJECT_ROOT


def test_a_missed_target_is_said_as_such_and_the_exit_code_is_still_0(capsys: pytest.CaptureFixture[str]) -> None:
    code = report("bench_x", [Target("ratio vs baseline (x)", 0.5, 0.9), Target("seconds", 1.0, 2.0, at_most=True)])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0
    assert lines[:2] == [
        "bench_x: missed target: ratio vs baseline (x) 0.5 (target >= 0.9)",
        "bench_x: met: seconds 1 (target <= 2)",
    ]
    assert lines[2].startswith("bench_x: 1 of 2 targets missed; the run itself worked (exit 0)")


@pytest.mark.parametrize("script", sorted((PROJECT_ROOT / "bench").glob("bench_*.py")), ids=lambda p: p.name)
def test_every_benchmark_with_a_target_reports_it_through_the_one_helper(script: Path) -> None:
    source = script.read_text(encoding="utf-8")
    docstring = source.split('"""')[1]
    if re.search(r"\btargets?\b", docstring, re.IGNORECASE):
        assert "from _targets import Target, report" in source and "return report(" in source
        assert "sys.exit(main())" in source
