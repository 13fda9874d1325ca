"""A benchmark's targets, each said met or missed; a missed target is a result, not a failure.

The machines these run on are shared and noisy, so a figure past its target prints "missed target: ..." and the
script still exits 0. A script exits non-zero only when it could not run (a missing model, a crash): ``make bench``
runs every script and names those.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    figure: str  # what was measured, e.g. "production vs bare PyMuPDF (x)"
    got: float
    limit: float
    at_most: bool = False  # a cost (seconds, a growth): the figure must not exceed the limit; else reach it

    @property
    def met(self) -> bool:
        return self.got <= self.limit if self.at_most else self.got >= self.limit

    def __str__(self) -> str:
        return f"{self.figure} {self.got:.3g} (target {'<=' if self.at_most else '>='} {self.limit:g})"


def report(bench: str, targets: Iterable[Target]) -> int:
    """Print each target met or missed; the exit code, 0 either way (the benchmark ran)."""
    targets = list(targets)
    for target in targets:
        print(f"{bench}: {'met' if target.met else 'missed target'}: {target}")
    missed = sum(not t.met for t in targets)
    if missed:
        print(f"{bench}: {missed} of {len(targets)} targets missed; the run itself worked (exit 0): on a shared "
              "machine, run it again when it is quiet before reading much into a miss")
    return 0
