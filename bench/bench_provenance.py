"""Provenance costs: the poisoning check per ingested page as model artifacts grow, and FTS search latency.

    .venv/bin/python bench/bench_provenance.py [--quick]

1. Poisoning check: a matter holds N model artifacts (10, 100, 1,000, 10,000; ~300 words each); we time
   ``Ingestor.poison_check`` on 40 new client pages (39 unrelated, one with half an artifact pasted into it).
   The baseline is N = 10 in the same run; the figure is the ratio of per-page cost at 10,000 to 10.
2. Search: ``search_pages`` latency (p50/p95 over 60 queries) over 1,000 and 10,000 client pages.

Writes bench/results/provenance.json and provenance.md.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from server.matter.evidence import search_pages
from server.matter.ingest import Ingestor, insert_document
from server.matter.store import MatterStore

RESULTS = Path(__file__).resolve().parent / "results"
rng = random.Random(7)
SYLLABLES = [
    "ac",
    "al",
    "an",
    "ar",
    "be",
    "co",
    "de",
    "el",
    "en",
    "er",
    "fi",
    "ho",
    "in",
    "la",
    "le",
    "lo",
    "ma",
    "mi",
    "na",
    "ne",
    "or",
    "pa",
    "pe",
    "ra",
    "re",
    "ri",
    "sa",
    "se",
    "ta",
    "te",
    "ti",
    "to",
    "un",
    "ve",
]
VOCAB = sorted({"".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))) for _ in range(6000)})


def words(n: int) -> str:
    return " ".join(rng.choice(VOCAB) for _ in range(n))


def page_text(n: int = 300) -> str:
    return "\n".join(words(12) + "." for _ in range(n // 12))


def fill(store: MatterStore, origin: str, count: int, start: int) -> list[str]:
    texts = []
    with store.write() as conn:
        for i in range(start, start + count):
            text = page_text()
            texts.append(text)
            insert_document(
                conn,
                store,
                doc_id=f"{'A' if origin == 'model' else 'D'}{i:06d}",
                origin=origin,
                kind="bench",
                media_type="text/plain",
                name=f"{origin}-{i}.txt",
                stored_path=f"work/{i}.txt",
                sha=f"sha256:{i}",
                size=len(text),
                pages=[(text, False, 0, len(text))],
                event="bench",
            )
    return texts


def bench_poison(sizes: list[int]) -> list[dict]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp, MatterStore.open(Path(tmp), "bench", create=True) as store:
        ingestor = Ingestor(store)
        have = 0
        artifacts: list[str] = []
        for size in sizes:
            artifacts += fill(store, "model", size - have, have)
            have = size
            source = artifacts[rng.randrange(len(artifacts))]
            pasted = page_text(150) + "\n" + source[: len(source) // 2]  # half an artifact pasted into new text
            pages = [page_text() for _ in range(39)] + [pasted]
            ingestor.poison_check(pages[0])  # warm the page cache
            times, matches = [], []
            for page in pages:
                started = time.perf_counter()
                matches.append(ingestor.poison_check(page))
                times.append((time.perf_counter() - started) * 1000)
            per_page_ms = statistics.median(times[:-1])
            caught = int(matches[-1] is not None)
            rows.append(
                {
                    "artifacts": size,
                    "per_page_ms": round(per_page_ms, 3),
                    "copied_page_ms": round(times[-1], 3),
                    "copies_caught": caught,
                    "false_matches": sum(m is not None for m in matches[:-1]),
                }
            )
            print(
                f"poison check: {size:>6} artifacts  {per_page_ms:7.2f} ms/page (median)  copy found in "
                f"{times[-1]:.1f} ms  caught {caught}/1",
                flush=True,
            )
    return rows


def bench_search(sizes: list[int]) -> list[dict]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp, MatterStore.open(Path(tmp), "bench", create=True) as store:
        have = 0
        for size in sizes:
            fill(store, "client", size - have, have)
            have = size
            queries = [" ".join(rng.sample(VOCAB, 2)) for _ in range(60)]
            search_pages(store, queries[0])
            times = []
            for query in queries:
                started = time.perf_counter()
                search_pages(store, query, limit=10)
                times.append((time.perf_counter() - started) * 1000)
            times.sort()
            row = {
                "pages": size,
                "p50_ms": round(statistics.median(times), 3),
                "p95_ms": round(times[int(len(times) * 0.95) - 1], 3),
            }
            rows.append(row)
            print(f"search: {size:>6} pages  p50 {row['p50_ms']:.2f} ms  p95 {row['p95_ms']:.2f} ms", flush=True)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    args = parser.parse_args()
    poison_sizes = [10, 100, 1000] if args.quick else [10, 100, 1000, 10000]
    search_sizes = [1000, 3000] if args.quick else [1000, 10000]
    poison = bench_poison(poison_sizes)
    search = bench_search(search_sizes)
    ratio = poison[-1]["per_page_ms"] / poison[0]["per_page_ms"]
    search_ratio = search[-1]["p50_ms"] / search[0]["p50_ms"]
    result = {
        "poison_check": poison,
        "poison_cost_ratio_largest_vs_10": round(ratio, 2),
        "search": search,
        "search_p50_ratio_largest_vs_1000": round(search_ratio, 2),
    }
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "provenance.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    lines = [
        "# Provenance benchmarks",
        "",
        "| model artifacts | poison check ms/page (median, unrelated page) | copied page ms | caught | false |",
        "|---:|---:|---:|---:|---:|",
    ]
    lines += [
        f"| {r['artifacts']:,} | {r['per_page_ms']:.2f} | {r['copied_page_ms']:.1f} | {r['copies_caught']}/1 "
        f"| {r['false_matches']} |"
        for r in poison
    ]
    lines += [
        "",
        f"Cost ratio {poison[-1]['artifacts']:,} vs 10 artifacts: **{ratio:.2f}x**",
        "",
        "| client pages | search p50 ms | p95 ms |",
        "|---:|---:|---:|",
    ]
    lines += [f"| {r['pages']:,} | {r['p50_ms']:.2f} | {r['p95_ms']:.2f} |" for r in search]
    lines += ["", f"Search p50 ratio {search[-1]['pages']:,} vs 1,000 pages: **{search_ratio:.2f}x**", ""]
    (RESULTS / "provenance.md").write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
