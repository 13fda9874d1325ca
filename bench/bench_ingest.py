"""Ingest throughput: pages/s for a text-layer PDF and a scanned PDF, with 1 and 2 OCR worker processes.

    .venv/bin/python bench/bench_ingest.py [--text-pages 500] [--scan-pages 12] [--repeat 3]

The baseline is the same parse with 1 worker, measured in the same run; the figure is the 2-vs-1 ratio.
A text-layer PDF never reaches Tesseract, so its ratio should sit near 1.0 (workers only parallelise OCR);
the scanned PDF (letter pages rasterised at 300 dpi, no text layer) is OCR'd page by page in worker
processes, so its ratio shows what a second core buys. No OCR cache is used. Writes
bench/results/ingest.json and bench/results/ingest.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import doc_factory as factory  # noqa: E402 - tests/doc_factory.py, on the path just above

from server.documents.parse import parse_document  # noqa: E402

RESULTS = ROOT / "bench" / "results"
LINE = "The lessee shall keep the premises in good repair and return them as found, clause {n}."


def _page_text(page: int, lines: int) -> str:
    return "\n".join(f"Page {page}. " + LINE.format(n=f"{page}.{n}") for n in range(lines))


def _measure(path: Path, repeat: int) -> tuple[dict[str, float], dict[str, float]]:
    """Best-of-``repeat`` timings with 1 and 2 workers, interleaved so that load from elsewhere hits both."""
    best = {1: float("inf"), 2: float("inf")}
    pages = 0
    for _ in range(repeat):
        for workers in (1, 2):
            started = time.perf_counter()
            pages = len(parse_document(path, ocr_workers=workers).pages)
            best[workers] = min(best[workers], time.perf_counter() - started)
    one, two = (
        {"workers": w, "pages": pages, "seconds": round(best[w], 3), "pages_per_s": round(pages / best[w], 2)}
        for w in (1, 2)
    )
    return one, two


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--text-pages", type=int, default=500)
    parser.add_argument("--scan-pages", type=int, default=12)
    parser.add_argument("--repeat", type=int, default=3, help="runs of the text-layer PDF (best kept)")
    parser.add_argument("--scan-repeat", type=int, default=1, help="runs of the scanned PDF (best kept)")
    args = parser.parse_args()

    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="bench-ingest-") as folder:
        text_pdf = factory.write_pdf(
            Path(folder) / "text.pdf",
            [factory.PageSpec(_page_text(n, 40), size=factory.LETTER) for n in range(args.text_pages)],
        )
        scan_pdf = factory.write_pdf(
            Path(folder) / "scan.pdf",
            [factory.PageSpec(_page_text(n, 25), scanned=True, size=factory.LETTER) for n in range(args.scan_pages)],
            scan_dpi=300,
        )
        rows = []
        for label, path, repeat in (
            ("text-layer PDF", text_pdf, args.repeat),
            ("scanned PDF (300 dpi)", scan_pdf, args.scan_repeat),
        ):
            one, two = _measure(path, repeat)
            rows.append(
                {
                    "document": label,
                    "one_worker": one,
                    "two_workers": two,
                    "ratio_2_vs_1": round(two["pages_per_s"] / one["pages_per_s"], 2),
                }
            )
            print(f"{label}: {one['pages_per_s']} -> {two['pages_per_s']} pages/s", file=sys.stderr)

    result = {
        "benchmark": "ingest",
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "load_average_1m": {"before": round(load_before[0], 2), "after": round(os.getloadavg()[0], 2)},
        "rows": rows,
        "scanned_ratio_2_vs_1": rows[1]["ratio_2_vs_1"],
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "ingest.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    lines = [
        "# Ingest throughput",
        "",
        f"{os.cpu_count()} CPUs (1-minute load {result['load_average_1m']['before']} before, "
        f"{result['load_average_1m']['after']} after); best of {args.repeat} runs for the text-layer PDF, "
        f"{args.scan_repeat} for the scan, 1 and 2 workers interleaved; no OCR cache.",
        "",
        "| document | pages | 1 worker (pages/s) | 2 workers (pages/s) | 2 vs 1 |",
        "|---|---:|---:|---:|---:|",
    ]
    for row in rows:
        one, two = row["one_worker"], row["two_workers"]
        cells = (row["document"], one["pages"], one["pages_per_s"], two["pages_per_s"], f"{row['ratio_2_vs_1']}x")
        lines.append("| " + " | ".join(str(cell) for cell in cells) + " |")
    (RESULTS / "ingest.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
