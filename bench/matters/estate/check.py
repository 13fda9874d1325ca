"""Consistency check of the Kessler estate matter.

    python check.py

Builds the client files into a temporary folder, reads every Bates page, substitutes the draft placeholders,
and confirms that each labelled claim is an exact substring of its draft in order, that every pass claim's key
value is on its cited page(s) / transcript lines (or that its computed figure is right, or that the authority is
listed), and that every block claim without `needs` is NOT there (or its figure is wrong, or the authority is not
listed).  Exits non-zero on any failure.
"""
import datetime as dt
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import openpyxl
import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build_drafts  # noqa: E402
import make_matter  # noqa: E402

PREFIX = "ESTATE"
errors, warnings = [], []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ client files -> Bates pages
def load_pages(outdir: Path):
    files = sorted((p for p in outdir.iterdir() if re.match(r"D\d+_", p.name)),
                   key=lambda p: int(p.name[1:].split("_")[0]))
    docs, n = {}, 0          # docs["D4"] = [(bates, text), ...]
    for f in files:
        tag = f.name.split("_")[0]
        pages = []
        if f.suffix == ".pdf":
            doc = pymupdf.open(f)
            if f.name in make_matter.SCANNED:
                src = make_matter.SCANNED[f.name]
                assert len(src) == len(doc), f.name
                for pg in doc:
                    if pg.get_text().strip():
                        err(f"{f.name}: scanned PDF has a text layer")
                    if not pg.get_images():
                        err(f"{f.name}: scanned page has no image")
                texts = list(src)
            else:
                texts = [pg.get_text() for pg in doc]
        elif f.suffix == ".xlsx":
            wb = openpyxl.load_workbook(f, data_only=True)
            rows = []
            for ws in wb.worksheets:
                for row in ws.iter_rows():
                    cells = []
                    for cell in row:
                        v = cell.value
                        if v is None:
                            continue
                        if isinstance(v, (dt.datetime, dt.date)):
                            cells.append(v.strftime("%m/%d/%Y"))
                        elif isinstance(v, (int, float)) and "0.00" in (cell.number_format or ""):
                            cells.append(f"{v:,.2f}")
                        else:
                            cells.append(str(v))
                    rows.append(" | ".join(cells))
            texts = ["\n".join(rows)]
        else:
            texts = [f.read_text(encoding="utf-8")]
        for t in texts:
            n += 1
            pages.append((f"{PREFIX}{n:06d}", t))
        docs[tag] = pages
    return docs, n


def norm(s: str) -> str:
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("$", "")
    return re.sub(r"\s+", " ", s).strip().lower()


def has(hay: str, key: str) -> bool:
    parts = [norm(k) for k in key.split("~")]
    h = norm(hay)
    return all(re.search(r"(?<!\w)" + re.escape(p) + r"(?!\w)", h) for p in parts)


def has_any_part(hay, key):
    h = norm(hay)
    return any(re.search(r"(?<!\w)" + re.escape(norm(p)) + r"(?!\w)", h) for p in key.split("~"))


# ------------------------------------------------------------------ transcript
def transcript(docs):
    pages = {}
    for bates, text in docs["D14"][1:]:
        m = re.search(r"Page (\d+)", text)
        num = int(m.group(1))
        lines = {}
        for ln in text.splitlines():
            mm = re.match(r"\s*(\d{1,2})\s{2,}(.*)$", ln)
            if mm and 1 <= int(mm.group(1)) <= 25:
                lines[int(mm.group(1))] = mm.group(2)
        if sorted(lines) != list(range(1, 26)):
            err(f"transcript page {num}: lines {sorted(lines)}")
        pages[num] = lines
    return pages


def tlines(tp, spec):
    out = []
    for part in spec.split("+"):
        m = re.fullmatch(r"T(\d+):(\d+)(?:-(\d+))?", part)
        pg, a, b = int(m.group(1)), int(m.group(2)), int(m.group(3) or m.group(2))
        if pg not in tp:
            err(f"transcript page {pg} not in excerpt")
            continue
        out += [tp[pg][i] for i in range(a, b + 1)]
    return " ".join(out)


# ------------------------------------------------------------------ calc
WORDS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}


def days(a, b):
    return (dt.date.fromisoformat(b) - dt.date.fromisoformat(a)).days


def keynum(key):
    k = key.lower().replace("$", "").replace(",", "").replace("%", "").replace("days", "").strip()
    if k in WORDS:
        return float(WORDS[k])
    return float(k)


def main():
    with tempfile.TemporaryDirectory(prefix="estate_") as td:
        tmp = Path(td)
        subprocess.run([sys.executable, str(HERE / "make_matter.py"), str(tmp)], check=True, capture_output=True)
        docs, total = load_pages(tmp)
        auth = (tmp / "authorities.txt").read_text(encoding="utf-8")
    tp = transcript(docs)
    allpages = {b: t for pages in docs.values() for b, t in pages}
    if len(docs) < 10:
        err(f"only {len(docs)} documents")

    def page(ref):
        m = re.fullmatch(r"(D\d+)\.p(\d+)", ref)
        d, k = m.group(1), int(m.group(2))
        if d not in docs or not 1 <= k <= len(docs[d]):
            err(f"no page {ref}")
            return "", ""
        return docs[d][k - 1]

    def subst(text):
        def rep(m):
            d, what = m.group(1), m.group(2)
            if d not in docs:
                err(f"placeholder {m.group(0)}: no such document")
                return m.group(0)
            if what == "first":
                return docs[d][0][0]
            if what == "last":
                return docs[d][-1][0]
            k = int(what[1:])
            if not 1 <= k <= len(docs[d]):
                err(f"placeholder {m.group(0)}: no such page")
                return m.group(0)
            return docs[d][k - 1][0]
        return re.sub(r"\{(D\d+)\.(first|last|p\d+)\}", rep, text)

    doc = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    meta = json.loads((HERE / "claims_meta.json").read_text(encoding="utf-8"))
    fresh, fresh_meta = build_drafts.build()
    if fresh != doc or fresh_meta != meta:
        err("drafts.json / claims_meta.json are stale: run build_drafts.py")
    if doc.get("prefix") != PREFIX:
        err("prefix")

    counts = {}
    for name, d in doc["drafts"].items():
        raw, text = d["text"], subst(d["text"])
        if re.search(r"\{D\d+\.", text):
            err(f"{name}: unsubstituted placeholder")
        for b in re.findall(rf"{PREFIX}\d{{6}}", text):
            if b not in allpages:
                err(f"{name}: cites missing page {b}")
        pos_raw = pos_sub = 0
        any_block = False
        for c in d["claims"]:
            cid, m = c["id"], meta[name][c["id"]]
            for f in ("id", "text", "kind", "expect"):
                if not c.get(f):
                    err(f"{name}/{cid}: missing {f}")
            i = raw.find(c["text"], pos_raw)
            if i != m["offset"]:
                err(f"{name}/{cid}: first occurrence from previous claim at {i}, marked at {m['offset']}: {c['text']!r}")
            pos_raw = max(i, 0) + len(c["text"])
            st = subst(c["text"])
            j = text.find(st, pos_sub)
            if j < 0:
                err(f"{name}/{cid}: not found in order after substitution: {st!r}")
            else:
                pos_sub = j + len(st)
            exp, needs, cite, key = c["expect"], c.get("needs"), m["cite"], subst(m["key"])
            any_block |= exp == "block"
            k = (exp, needs or "-")
            counts[k] = counts.get(k, 0) + 1
            if cite.startswith("T") and "transcript" not in c["kind"]:
                err(f"{name}/{cid}: transcript claim kind {c['kind']!r} lacks 'transcript'")
            if re.fullmatch(r"\d{2}:\d{1,2}(-\d{1,2})?(-\d{2}:\d{1,2})?", c["text"]) and "transcript" not in c["kind"]:
                err(f"{name}/{cid}: transcript cite kind")
            if needs in ("polarity", "model") or cite == "none":
                if exp == "pass":
                    err(f"{name}/{cid}: unchecked pass claim")
                continue
            ok = None
            if cite.startswith("calc:"):
                val = eval(cite[5:], {"days": days, "round": round})
                ok = abs(round(val, 2) - keynum(key)) < 0.005
                where = f"calc {cite[5:]} = {val:.2f}"
            elif cite == "auth":
                ok = has(auth, key)
                where = "authorities.txt"
            elif cite == "nowhere":
                ok = not any(has(t, key) for t in allpages.values())
                where = "all pages"
                if exp == "block":
                    ok = not ok
            elif cite == "bates":
                ok = key in allpages
                where = "bates"
            elif cite.startswith("T"):
                hay = tlines(tp, cite)
                ok = has(hay, key) if exp == "pass" else has(hay, key)
                where = f"{cite}: {hay!r}"
            else:
                hay = " \n".join(page(r)[1] for r in cite.split("+"))
                ok = has(hay, key)
                where = cite
            if exp == "pass" and not ok:
                err(f"{name}/{cid}: PASS claim key {key!r} not supported at {where}")
            if exp == "block" and ok:
                err(f"{name}/{cid}: BLOCK claim key {key!r} is present/true at {where}")
            # a lawyer's cite: the cited Bates page should be named near a page-cited pass claim
            if exp == "pass" and c["kind"] != "file_number" and re.fullmatch(r"D\d+\.p\d+(\+D\d+\.p\d+)*", cite):
                window = text[j: j + 700] if j >= 0 else ""
                bates = [page(r)[0] for r in cite.split("+")]
                near = any(b in window for b in bates) or re.search(r"\b[Ii]d\.", window[:200])
                rng = [(a, b) for a, b in re.findall(rf"({PREFIX}\d{{6}})-({PREFIX}\d{{6}})", window)]
                near = near or any(a <= bb <= b for a, b in rng for bb in bates)
                if not near:
                    warnings.append(f"{name}/{cid}: cited page {bates} not named near claim {c['text']!r}")
        if any_block != d["expect_blocked"]:
            err(f"{name}: expect_blocked {d['expect_blocked']} but any block = {any_block}")

    n = sum(counts.values())
    allclean = [k for k, d in doc["drafts"].items() if not d["expect_blocked"]]
    print(f"documents: {len(docs)}  Bates pages: {total}  drafts: {len(doc['drafts'])} (all-true: {len(allclean)})")
    print(f"claims: {n}  " + "  ".join(f"{e}/{nd}: {v}" for (e, nd), v in sorted(counts.items())))
    for w in warnings:
        print("warning:", w)
    if not 230 <= n <= 300:
        err(f"claim count {n} outside 230-300")
    if len(allclean) < 3:
        err("fewer than 3 all-true drafts")
    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
