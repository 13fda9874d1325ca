"""Check the labels of drafts.json against the documents make_matter.py writes.

    python check.py            (run with /tmp/authors-venv/bin/python)

1. runs make_matter.py into a temp dir and reads every page: text-layer PDF pages through pymupdf, scanned pages
   from their source strings in make_matter.py, the .txt and the .eml (headers + body) as one page each;
2. substitutes {Dn.pk} / {Dn.first} / {Dn.last} in every draft and claim and confirms that each claim text occurs
   in its draft, in order, and that every placeholder names a real page;
3. runs the per-claim checks kept in claim_checks.json (written by build_drafts.py from drafts_src.py):
   @WHERE=snippet must be on WHERE, !WHERE=snippet must not be; WHERE is a page, a page range, transcript lines
   (T23:4-9, from the transcript's source lines), AUTH (authorities.txt) or ALL (every page);
4. flags pass claims that carry a value (a digit, a quotation) but no positive check, and prints the totals.
"""
import email
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from email import policy
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("mm", HERE / "make_matter.py")
mm = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mm)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2014", " - ").replace("\u2013", "-").replace("\u2026", "...")
    return re.sub(r"\s+", " ", s).strip().lower()


def load_pages(outdir):
    """{doc number: [page text, ...]} in production order, and the Bates map."""
    pages = {}
    for i, name in enumerate(mm.FILES, start=1):
        assert name.startswith(f"D{i}_"), name
        path = outdir / name
        if name.endswith(".pdf"):
            doc = pymupdf.open(path)
            scanned = mm.SCANNED_PAGES.get(name, set())
            texts = []
            for pno, page in enumerate(doc):
                t = page.get_text("text", sort=True)
                if pno in scanned:
                    assert not t.strip(), f"{name} p{pno + 1} should be image-only"
                    src = {"D3": mm.D3, "D4": mm.D4}[f"D{i}"]
                    t = src[pno]
                texts.append(t)
            pages[i] = texts
        elif name.endswith(".txt"):
            pages[i] = [path.read_text(encoding="utf-8")]
        elif name.endswith(".eml"):
            msg = email.message_from_bytes(path.read_bytes(), policy=policy.default)
            head = "\n".join(f"{k}: {msg[k]}" for k in ("From", "To", "Cc", "Date", "Subject"))
            pages[i] = [head + "\n\n" + msg.get_body(("plain",)).get_content()]
    bates, n = {}, 0
    for i, texts in pages.items():
        for p in range(1, len(texts) + 1):
            n += 1
            bates[(i, p)] = f"INJURY{n:06d}"
    return pages, bates, n


def substitute(text, pages, bates, errors, where):
    def rep(m):
        d, sel = int(m.group(1)), m.group(2)
        if d not in pages:
            errors.append(f"{where}: no document D{d}")
            return m.group(0)
        if sel == "first":
            p = 1
        elif sel == "last":
            p = len(pages[d])
        else:
            p = int(sel[1:])
        if (d, p) not in bates:
            errors.append(f"{where}: no page D{d}.p{p}")
            return m.group(0)
        return bates[(d, p)]
    return re.sub(r"\{D(\d+)\.(first|last|p\d+)\}", rep, text)


def transcript_text(spec_):
    """T23:4-9 or T24:25-25:1 -> joined source lines."""
    m = re.fullmatch(r"T(\d+):(\d+)(?:-(?:(\d+):)?(\d+))?", spec_)
    assert m, spec_
    p1, l1 = int(m.group(1)), int(m.group(2))
    p2 = int(m.group(3)) if m.group(3) else p1
    l2 = int(m.group(4)) if m.group(4) else l1
    out = []
    for p in range(p1, p2 + 1):
        lines = mm.DEPO_PAGES[p]
        a = l1 if p == p1 else 1
        b = l2 if p == p2 else 25
        out.extend(lines[a - 1:b])
    return " ".join(out)


def where_text(w, pages, authorities):
    if w == "AUTH":
        return authorities
    if w == "ALL":
        return "\n".join(t for texts in pages.values() for t in texts)
    if w.startswith("T"):
        return transcript_text(w)
    m = re.fullmatch(r"D(\d+)\.p(\d+)(?:-p(\d+))?", w)
    assert m, w
    d, a = int(m.group(1)), int(m.group(2))
    b = int(m.group(3)) if m.group(3) else a
    return "\n".join(pages[d][a - 1:b])


def main():
    drafts = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    checks = json.loads((HERE / "claim_checks.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as td:
        out = Path(td) / "matter"
        subprocess.run([sys.executable, str(HERE / drafts["matter_script"]), str(out)], check=True,
                       stdout=subprocess.DEVNULL)
        pages, bates, total_pages = load_pages(out)
        authorities = (out / "authorities.txt").read_text(encoding="utf-8")
    errors, warnings = [], []
    by = Counter()
    per_draft = {}
    for name, d in drafts["drafts"].items():
        text = substitute(d["text"], pages, bates, errors, name)
        pos = 0
        ids = set()
        for c in d["claims"]:
            assert c["id"] not in ids
            ids.add(c["id"])
            ct = substitute(c["text"], pages, bates, errors, c["id"])
            at = text.find(ct, pos)
            if at < 0:
                errors.append(f"{c['id']}: claim text not found in order: {ct[:70]!r}")
            else:
                pos = at + len(ct)
            for chk in checks.get(c["id"], []):
                hay = norm(where_text(chk["where"], pages, authorities))
                needle = norm(chk["snippet"])
                found = needle in hay
                if chk["sign"] == "@" and not found:
                    errors.append(f"{c['id']} ({c['expect']}): {needle!r} not on {chk['where']}")
                if chk["sign"] == "!" and found:
                    errors.append(f"{c['id']} ({c['expect']}): {needle!r} unexpectedly on {chk['where']}")
            pos_checks = [k for k in checks.get(c["id"], []) if k["sign"] == "@"]
            if c["expect"] == "pass" and not pos_checks and re.search(r"\d|\"", ct) and c["kind"] not in ("jurat", "boilerplate", "caption"):
                warnings.append(f"{c['id']}: pass claim with a value but no positive check: {ct[:60]!r}")
            if c["kind"].startswith("authority"):
                listed = any(norm(line) and norm(line).split(",")[0] in norm(ct) or norm(ct) in norm(line)
                             for line in authorities.splitlines() if line.strip())
                if (c["expect"] == "pass") != listed:
                    errors.append(f"{c['id']}: authority listing does not match expect={c['expect']}: {ct!r}")
            by[(c["expect"], c.get("needs", "-"))] += 1
        exp_blocked = any(c["expect"] == "block" for c in d["claims"])
        if exp_blocked != d["expect_blocked"]:
            errors.append(f"{name}: expect_blocked is {d['expect_blocked']} but claims say {exp_blocked}")
        for m in re.finditer(r"INJURY\d{6}", text):
            if int(m.group(0)[6:]) > total_pages and not any(m.group(0) in c["text"] for c in d["claims"] if c["expect"] == "block"):
                errors.append(f"{name}: unlabelled out-of-range Bates number {m.group(0)}")
        per_draft[name] = Counter(c["expect"] for c in d["claims"])
    for cid, items in checks.items():
        if "-u" not in cid:
            continue
        for chk in items:
            found = norm(chk["snippet"]) in norm(where_text(chk["where"], pages, authorities))
            if (chk["sign"] == "@") != found:
                errors.append(f"unlabelled {cid}: check {chk['sign']}{chk['where']}={chk['snippet']!r} failed")
    print(f"pages: {total_pages}; documents: {len(pages)} " + str({f"D{k}": len(v) for k, v in pages.items()}))
    for name, cnt in per_draft.items():
        print(f"  {name:26s} pass {cnt['pass']:3d}  block {cnt['block']:3d}  blocked={drafts['drafts'][name]['expect_blocked']}")
    npass = sum(v for (e, _), v in by.items() if e == "pass")
    nblock = sum(v for (e, _), v in by.items() if e == "block")
    print(f"claims: {npass + nblock}  pass {npass} ({100 * npass / (npass + nblock):.0f}%)  block {nblock}")
    print("  block by needs:", {k[1]: v for k, v in by.items() if k[0] == "block"})
    kinds = Counter(c["kind"] for d in drafts["drafts"].values() for c in d["claims"] if c["expect"] == "block")
    print("  block kinds:", dict(sorted(kinds.items())))
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
