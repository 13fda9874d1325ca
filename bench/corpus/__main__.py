"""python -m bench.corpus --seed N --out DIR  |  python -m bench.corpus --seeds dev|test --out DIR

One seed writes one matter into DIR and prints a line per case kind; ``--seeds`` writes DIR/seed-<N> for each
seed of the set and prints a line per matter.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from bench.corpus.matter import DEV_SEEDS, TEST_SEEDS, generate_matter


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.corpus", description=__doc__.split("\n\n")[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--seed", type=int, help="one matter from this seed")
    which.add_argument("--seeds", choices=("dev", "test"), help="every matter of a seed set")
    parser.add_argument("--out", type=Path, required=True, help="output folder")
    args = parser.parse_args(argv)
    if args.seed is not None:
        manifest = generate_matter(args.seed, args.out)
        summary(manifest)
        return 0
    started = time.monotonic()
    seeds = DEV_SEEDS if args.seeds == "dev" else TEST_SEEDS
    total = 0
    for seed in seeds:
        manifest = generate_matter(seed, args.out / f"seed-{seed}")
        pages = sum(d["pages"] for d in manifest["documents"])
        total += len(manifest["cases"])
        print(f"seed {seed}: {manifest['theme']}, {len(manifest['documents'])} documents, {pages} pages, "
              f"{len(manifest['cases'])} cases")
    print(f"{len(seeds)} matters, {total} cases in {time.monotonic() - started:.1f} s")
    return 0


def summary(manifest: dict) -> None:
    pages = sum(d["pages"] for d in manifest["documents"])
    print(f"seed {manifest['seed']}: {manifest['theme']}, prefix {manifest['prefix']}, "
          f"{len(manifest['documents'])} documents, {pages} pages, {len(manifest['cases'])} cases")
    kinds = Counter((c["kind"], c["expect"]) for c in manifest["cases"])
    for (kind, expect), count in sorted(kinds.items()):
        print(f"  {kind:<34} {expect:<5} {count}")


if __name__ == "__main__":
    sys.exit(main())
