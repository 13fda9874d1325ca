"""Figure: the verifier on matters written by people who never read ``server/verify/`` - the generalisation figure.

    .venv/bin/python bench/bench_matters.py                 # both halves; the test half in aggregate only
    .venv/bin/python bench/bench_matters.py --half dev --misses 40   # dev: every miss and false block listed

Each matter is a folder of ``bench/matters/`` (or one of the three in ``../shared/verify_sets``) written by a
helper that was given only the labelled-draft format (``../shared/verify_sets/README.md``): ``make_matter.py``
writes the client files ``D1_...``, ``D2_...`` in production order and ``authorities.txt``; ``drafts.json`` holds
drafts whose claims are labelled ``pass`` or ``block`` (``needs``: none, ``polarity`` or ``model``).

Here each matter is built exactly as counsel does it - ingested (scans through real Tesseract, the
authorities as the attorney's), Bates-stamped with its prefix from 1 into a real SQLite store (cached under
``bench/work/matters/``) - and every draft, its ``{D3.p2}`` placeholders replaced by the produced Bates numbers,
goes through ``verify_statements`` (the deterministic layers). A claim is judged by the statements it overlaps:

* ``blocked``: a statement verdict there blocks, or a blocking cite, quotation or authority starts inside it;
* ``review``: none blocks, but one is ``review`` (the soft signals: a lawyer looks, a bound model decides);
* ``pass``: otherwise.

The matters are split by matter, before any figure was read: a development half (claims may be read one by one,
rules developed against them) and a test half whose figures are read only in aggregate - this script never
prints a test claim. When a test miss is looked at, that matter moves to ``DEV`` and a new one is written.

The *scripted verifier* (plumbing, not a model): answers each statement that is ``supported`` or ``review`` with
its label - ``contradicted`` when a ``block`` claim is inside it, else ``supported`` - quoting the passage the
deterministic layers named; it measures whether a bound model's verdict reaches the result.

Targets (issue 23, on the test half): true claims blocked <= 1%; every all-true draft not blocked; deterministic
fabrications blocked >= 97% and blocked-or-review 100%; true claims in review <= 10%; polarity fabrications in
review-or-blocked >= 80% without a model, 100% blocked with the scripted verifier, true blocked still <= 1%;
transcript cites: right ones pass, wrong ones block (>= 95% each). Writes bench/results/matters.{json,md}.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, ROOT / "bench"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from _targets import Target, report  # noqa: E402
from bench_corpus import _quote  # noqa: E402  (what a careful model quotes: the lines that hold the span)

from server.matter.evidence import StoreEvidenceIndex, ensure_atom_index  # noqa: E402
from server.matter.ingest import Ingestor, expand_paths  # noqa: E402
from server.matter.store import MatterStore  # noqa: E402
from server.production.store import DocumentSpec, produce  # noqa: E402
from server.verify.meaning import apply_answers, make_answer  # noqa: E402
from server.verify.verdicts import CheckedDraft, verify_statements  # noqa: E402

RESULTS = ROOT / "bench" / "results"
WORK = ROOT / "bench" / "work" / "matters"
MATTERS = ROOT / "bench" / "matters"
SHARED = Path(os.environ.get("VERIFY_SETS", ROOT.parent / "shared" / "verify_sets"))  # the workspace's three
MATTER = "matter"

# Fixed by matter before any figure was read. A test matter whose miss is looked at moves to DEV, and a new one is
# written for the test half: "construction" moved after the test half's first reading (true claims blocked 15.6% there
# against 5.9% on development), replaced by "defect", by another author.
DEV = ("insurance", "employment", "loan", "iplicence", "construction", "lease", "injury", "shared:harlow",
       "shared:calder", "shared:thornbury")  # fmt: skip
TEST = ("family", "defect", "noncompete", "goods", "estate")  # lease and injury moved to DEV when read (stop 27)
SHARED_SETS = {
    "harlow": ("make_matter.py", "HARLOW", ("drafts.json", "drafts_hard.json", "drafts_semantic.json")),
    "calder": ("make_matter_calder.py", "CALDER", ("drafts_calder.json",)),
    "thornbury": ("make_matter_thornbury.py", "THORN", ("drafts_thornbury.json", "drafts_thornbury_probes.json")),
}
PLACEHOLDER = re.compile(r"\{D(\d+)\.(p(\d+)|first|last)\}")


@dataclass(frozen=True)
class Matter:
    name: str
    script: Path
    prefix: str
    drafts: dict[str, Any]  # name -> {"expect_blocked", "text", "claims"}


def load(name: str) -> Matter | None:
    """The matter ``name`` (``shared:harlow`` for a set in ../shared), or None when it is not there yet."""
    if name.startswith("shared:"):
        script, prefix, files = SHARED_SETS[name.split(":", 1)[1]]
        if not (SHARED / script).is_file():
            return None
        drafts: dict[str, Any] = {}
        for file in files:
            for key, draft in json.loads((SHARED / file).read_text(encoding="utf-8"))["drafts"].items():
                drafts[f"{Path(file).stem}/{key}"] = draft
        return Matter(name, SHARED / script, prefix, drafts)
    folder = MATTERS / name
    if not (folder / "drafts.json").is_file() or not (folder / "make_matter.py").is_file():
        return None
    data = json.loads((folder / "drafts.json").read_text(encoding="utf-8"))
    return Matter(name, folder / "make_matter.py", data["prefix"], data["drafts"])


def build(matter: Matter) -> tuple[Path, dict[int, list[str]]]:
    """The matter's files, ingested and produced into a real store (reused while its script is unchanged);
    returns the store root and each document's Bates numbers, by D-number."""
    folder = WORK / matter.name.replace(":", "-")
    stamp = hashlib.sha256(matter.script.read_bytes() + matter.prefix.encode()).hexdigest()
    root = folder / "matters"
    done = folder / "built.json"
    if done.is_file():
        built = json.loads(done.read_text(encoding="utf-8"))
        if built["stamp"] == stamp:
            return root, {int(k): v for k, v in built["bates"].items()}
    shutil.rmtree(folder, ignore_errors=True)
    generated = folder / "generated"
    generated.mkdir(parents=True)
    subprocess.run([sys.executable, str(matter.script), str(generated)], check=True, capture_output=True)
    files = sorted(
        (p for p in generated.iterdir() if re.match(r"D\d+_", p.name)), key=lambda p: int(p.name[1:].split("_")[0])
    )
    numbers: dict[int, str] = {}
    with MatterStore.open(root, MATTER, create=True) as store:
        inbox = store.folder / "inbox"
        inbox.mkdir(exist_ok=True)
        for source in files:
            shutil.copy2(source, inbox / source.name)
            (outcome,) = Ingestor(store).ingest(expand_paths(store, [f"inbox/{source.name}"], ()))
            if outcome.document_id is None:
                raise SystemExit(f"{matter.name}: {source.name} was not ingested: {outcome}")
            numbers[int(source.name[1:].split("_")[0])] = outcome.document_id
        authorities = generated / "authorities.txt"
        if authorities.is_file():
            shutil.copy2(authorities, inbox / authorities.name)
            Ingestor(store).ingest(expand_paths(store, [f"inbox/{authorities.name}"], ()), origin="attorney")
        produce(store, [DocumentSpec(numbers[n]) for n in sorted(numbers)], prefix=matter.prefix, start=1,
                ocr_workers=2)  # fmt: skip
        with store.read() as conn:
            bates = {
                n: [r[0] for r in conn.execute(
                    "SELECT bates FROM pages WHERE source_document_id = ? AND bates IS NOT NULL ORDER BY source_page",
                    (doc_id,),
                )]
                for n, doc_id in numbers.items()
            }  # fmt: skip
    done.write_text(json.dumps({"stamp": stamp, "bates": bates}), encoding="utf-8")
    return root, bates


def substitute(text: str, bates: dict[int, list[str]]) -> str:
    def one(m: re.Match[str]) -> str:
        pages = bates[int(m.group(1))]
        if m.group(2) == "first":
            return pages[0]
        if m.group(2) == "last":
            return pages[-1]
        return pages[int(m.group(3)) - 1]

    return PLACEHOLDER.sub(one, text)


def claim_spans(draft: str, claims: list[dict[str, Any]], bates: dict[int, list[str]]) -> list[tuple[int, int]]:
    """Each claim's place in the draft, in draft order (a claim not found in order is searched from the top)."""
    spans, at = [], 0
    for claim in claims:
        text = substitute(claim["text"], bates)
        start = draft.find(text, at)
        if start < 0:
            start = draft.find(text)
        if start < 0:
            raise SystemExit(f"claim {claim['id']} {text!r} is not in its draft")
        spans.append((start, start + len(text)))
        at = start
    return spans


def status(
    checked: CheckedDraft, start: int, end: int, bad: list[tuple[int, int]] = ()
) -> tuple[str, list[str]]:
    """``blocked``, ``review`` or ``pass`` for the claim at ``start:end``, and the reasons shown. For a true claim,
    ``bad`` are the false claims' spans: a statement that holds one of them blocks for it, not for this claim."""
    mine = [
        v
        for v in checked.verdicts
        if v.statement.start < end and start < v.statement.end
        and not any(v.statement.start < e and b < v.statement.end for b, e in bad)
    ]
    claims = [f for f in checked.blocking_claims if f.claim.start < end and start < f.claim.end]
    reasons = [f"{v.verdict}: {v.reason}" for v in mine if v.verdict not in (None, "supported")]
    reasons += [f"claim {f.claim.kind} {f.status}: {f.reason}" for f in claims]
    if claims or any(v.blocks(checked.policy) for v in mine):
        return "blocked", reasons
    if any(v.verdict == "review" for v in mine):
        return "review", reasons
    return "pass", reasons


def scripted(checked: CheckedDraft, spans: list[tuple[int, int]], claims: list[dict[str, Any]]) -> CheckedDraft:
    """Plumbing: a verifier bound to the labels answers each supported or review statement, quoting its passage."""
    bad = [span for span, claim in zip(spans, claims, strict=True) if claim["expect"] == "block"]
    answers = {}
    for v in checked.verdicts:
        if v.source is None or not (
            (v.cited and v.verdict in ("supported", "review")) or (not v.cited and v.verdict in ("uncited", "review"))
        ):  # what the meaning check asks a bound model about (``meaning.page_questions``)
            continue
        lo = v.source_start if v.source_start is not None else (v.passage or (0, 0))[0]
        hi = v.source_end if v.source_end is not None else (v.passage or (0, 0))[1]
        s = v.statement
        label = "contradicted" if any(s.start < e and b < s.end for b, e in bad) else "supported"
        answer = make_answer(label, _quote(v.source.text, lo, hi, words=8), v.source)
        if answer is not None:
            answers[s.index] = [answer]
    return apply_answers(checked, answers, binding=True) if answers else checked


def category(claim: dict[str, Any]) -> str:
    if claim["expect"] != "block":
        return "true"
    return {"polarity": "polarity", "model": "model"}.get(claim.get("needs", ""), "deterministic")


def run_matter(matter: Matter) -> dict[str, Any]:
    root, bates = build(matter)
    rows: list[dict[str, Any]] = []
    drafts: list[dict[str, Any]] = []
    started = time.perf_counter()
    with MatterStore.open(root, MATTER) as store:
        ensure_atom_index(store)  # as verify_citations does: pages indexed by older atom rules are read again
        index = StoreEvidenceIndex(store)
        for name, draft in matter.drafts.items():
            text = substitute(draft["text"], bates)
            checked = verify_statements(text, index)
            spans = claim_spans(text, draft["claims"], bates)
            plumbed = scripted(checked, spans, draft["claims"])
            bad = [span for span, c in zip(spans, draft["claims"], strict=True) if c["expect"] == "block"]
            for (start, end), claim in zip(spans, draft["claims"], strict=True):
                others = bad if claim["expect"] == "pass" else []
                got, reasons = status(checked, start, end, others)
                rows.append({
                    "matter": matter.name, "draft": name, "id": claim["id"], "kind": claim.get("kind", ""),
                    "category": category(claim), "expect": claim["expect"], "text": text[start:end],
                    "status": got, "reasons": reasons[:3], "scripted": status(plumbed, start, end, others)[0],
                    "transcript": "transcript" in claim.get("kind", "") or "dep" in claim.get("kind", ""),
                })  # fmt: skip
            all_true = all(c["expect"] == "pass" for c in draft["claims"])
            drafts.append({
                "matter": matter.name, "draft": name, "expect_blocked": draft["expect_blocked"], "all_true": all_true,
                "blocked": checked.blocked, "scripted_blocked": plumbed.blocked,
                "blocking": [f"{v.statement.text[:80]!r}: {v.reason}" for v in checked.blocking][:6]
                + [f"claim {f.claim.text!r}: {f.reason}" for f in checked.blocking_claims][:4],
            })  # fmt: skip
    return {"rows": rows, "drafts": drafts, "seconds": time.perf_counter() - started}


def figures(rows: list[dict[str, Any]], drafts: list[dict[str, Any]]) -> dict[str, Any]:
    by: dict[str, dict[str, int]] = defaultdict(lambda: {"n": 0, "blocked": 0, "review": 0, "pass": 0, "scripted": 0})
    for row in rows:
        for key in (row["category"], f"{row['category']}:transcript" if row["transcript"] else None):
            if key is None:
                continue
            cell = by[key]
            cell["n"] += 1
            cell[row["status"]] += 1
            cell["scripted"] += row["scripted"] == "blocked"
    clean = [d for d in drafts if not d["expect_blocked"]]
    return {
        "claims": len(rows),
        "by_category": dict(by),
        "all_true_drafts": len(clean),
        "all_true_blocked": sum(d["blocked"] for d in clean),
        "all_true_blocked_scripted": sum(d["scripted_blocked"] for d in clean),
        "bad_drafts": len(drafts) - len(clean),
        "bad_drafts_blocked": sum(d["blocked"] for d in drafts if d["expect_blocked"]),
    }


def _rate(cell: dict[str, int], key: str) -> float:
    return cell[key] / cell["n"] if cell["n"] else 0.0


def targets(f: dict[str, Any], half: str) -> list[Target]:
    c = f["by_category"]
    empty = {"n": 0, "blocked": 0, "review": 0, "pass": 0, "scripted": 0}
    true, det, pol = c.get("true", empty), c.get("deterministic", empty), c.get("polarity", empty)
    tt, tf = c.get("true:transcript", empty), c.get("deterministic:transcript", empty)
    out = [
        Target(f"{half}: true claims blocked (share)", _rate(true, "blocked"), 0.01, at_most=True),
        Target(f"{half}: all-true drafts blocked", f["all_true_blocked"], 0, at_most=True),
        Target(f"{half}: deterministic fabrications blocked (share)", _rate(det, "blocked"), 0.97),
        Target(f"{half}: deterministic fabrications blocked or review (share)",
               (det["blocked"] + det["review"]) / det["n"] if det["n"] else 0.0, 1.0),
        Target(f"{half}: true claims in review (share)", _rate(true, "review"), 0.10, at_most=True),
        Target(f"{half}: polarity fabrications review or blocked, no model (share)",
               (pol["blocked"] + pol["review"]) / pol["n"] if pol["n"] else 0.0, 0.80),
        Target(f"{half}: polarity fabrications blocked, scripted verifier (share)", _rate(pol, "scripted"), 1.0),
        Target(f"{half}: true claims blocked, scripted verifier (share)", _rate(true, "scripted"), 0.01, at_most=True),
    ]  # fmt: skip
    if tt["n"]:
        out.append(Target(f"{half}: right transcript cites passing (share)", _rate(tt, "pass") + _rate(tt, "review"),
                          0.95))  # fmt: skip
    if tf["n"]:
        out.append(Target(f"{half}: wrong transcript cites blocked (share)", _rate(tf, "blocked"), 0.95))
    return out


def table(f: dict[str, Any]) -> list[str]:
    lines = [
        "| category | claims | blocked | review | pass | blocked, scripted verifier |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for key in ("true", "deterministic", "polarity", "model", "true:transcript", "deterministic:transcript"):
        cell = f["by_category"].get(key)
        if not cell:
            continue
        shares = [f"{cell[k]} ({cell[k] / cell['n']:.1%})" for k in ("blocked", "review", "pass", "scripted")]
        lines.append(f"| {key} | {cell['n']} | {' | '.join(shares)} |")
    lines.append(f"\nAll-true drafts blocked: {f['all_true_blocked']} of {f['all_true_drafts']} "
                 f"(scripted verifier: {f['all_true_blocked_scripted']}); drafts with a fabrication blocked: "
                 f"{f['bad_drafts_blocked']} of {f['bad_drafts']}.")  # fmt: skip
    return lines


def misses(rows: list[dict[str, Any]], drafts: list[dict[str, Any]], limit: int) -> list[str]:
    """Development data only: the claims that went wrong, and the all-true drafts that blocked."""
    out = []
    for row in rows:
        wrong = (row["expect"] == "pass" and row["status"] != "pass") or (
            row["expect"] == "block" and row["category"] != "model" and row["status"] != "blocked"
        )
        if wrong:
            out.append(f"- {row['matter']} {row['draft']} {row['id']} [{row['category']}/{row['kind']}] "
                       f"{row['status']}: {row['text'][:90]!r} — {'; '.join(row['reasons'])[:300]}")  # fmt: skip
    for d in drafts:
        if d["all_true"] and d["blocked"]:
            out.append(f"- DRAFT {d['matter']} {d['draft']} blocked: {' | '.join(d['blocking'])[:600]}")
    return out[:limit] if limit else out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", choices=("dev", "test", "both"), default="both")
    parser.add_argument("--misses", type=int, default=0, help="dev misses to print (0: all, to the results file)")
    parser.add_argument("--only", help="one dev matter by name")
    args = parser.parse_args()
    halves = {"dev": DEV, "test": TEST} if args.half == "both" else {args.half: DEV if args.half == "dev" else TEST}
    result: dict[str, Any] = {}
    lines = ["# The verifier on matters written apart from it (bench/bench_matters.py)", "",
             "Deterministic layers (`verify_statements`). *Scripted verifier*: answers from the labels (plumbing, "
             "not a model). Dev: rules may be developed against it (fit). Test: read only in aggregate "
             "(generalisation).", ""]  # fmt: skip
    all_targets: list[Target] = []
    for half, names in halves.items():
        if args.only:
            if half != "dev" or args.only not in names:
                continue
            names = (args.only,)
        rows: list[dict[str, Any]] = []
        drafts: list[dict[str, Any]] = []
        present, seconds = [], 0.0
        for name in names:
            matter = load(name)
            if matter is None:
                continue
            present.append(name)
            one = run_matter(matter)
            rows += one["rows"]
            drafts += one["drafts"]
            seconds += one["seconds"]
        if not rows:
            continue
        f = figures(rows, drafts)
        f["matters"] = present
        f["verify_seconds"] = round(seconds, 2)
        result[half] = f
        lines += [f"## {half} half: {len(present)} matters ({', '.join(present)}), {len(rows)} labelled claims", ""]
        lines += [*table(f), ""]
        all_targets += targets(f, half)
        if half == "dev":
            found = misses(rows, drafts, 0)
            (RESULTS / "matters_dev_misses.md").write_text("\n".join(found) + "\n", encoding="utf-8")
            for line in found[: args.misses]:
                print(line)
            lines.append(f"{len(found)} dev misses and false blocks listed in `matters_dev_misses.md`.\n")
    RESULTS.mkdir(exist_ok=True)
    if not args.only:
        (RESULTS / "matters.json").write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
        (RESULTS / "matters.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return report("bench_matters", all_targets)


if __name__ == "__main__":
    sys.exit(main())
