"""Check the labels of drafts.json against the documents make_matter.py writes.

    /tmp/authors-venv/bin/python check.py [-v]

1. runs make_matter.py into a temp dir and reads every page (text layer; for the scan, the source strings;
   .eml / .txt = one page; transcript pages also by printed page and line, from the source lines);
2. substitutes the {Dn.pk} placeholders and confirms every claim is found in its draft, in order;
3. resolves each claim's citation (the first cite at or after the claim: Bates numbers and ranges, "Ex. N at k",
   transcript "P:L-L" / "P:L-P:L" / "at P", "Id." and "Id. at ...") and checks that a pass claim's value is on the
   cited page(s) or lines, and that a block claim without `needs` is not;
4. prints what it could not decide mechanically, for reading by hand.
Exit status 1 if anything failed.
"""
import email
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
from email import policy
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
VERBOSE = "-v" in sys.argv
spec = importlib.util.spec_from_file_location("mm", HERE / "make_matter.py")
mm = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mm)

DEPO_DOC = 10          # D10 is the transcript; printed page P is PDF page P-39 (cover = printed page 1)
SCAN_DOC = 9


def norm(s: str) -> str:
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2014", "-").replace("\u2013", "-").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


def load(outdir: Path):
    files = sorted((p for p in outdir.iterdir() if re.match(r"D\d+_", p.name)),
                   key=lambda p: int(p.name[1:].split("_")[0]))
    pages = {}            # (doc, page) -> text
    for f in files:
        n = int(f.name[1:].split("_")[0])
        if f.suffix == ".pdf":
            doc = pymupdf.open(f)
            for i, pg in enumerate(doc, start=1):
                t = pg.get_text()
                if not t.strip():
                    assert n == SCAN_DOC, f"image-only page in {f.name}"
                    t = mm.TERMINATION_PAGES[i - 1]
                pages[(n, i)] = t
        elif f.suffix == ".eml":
            msg = email.message_from_bytes(f.read_bytes(), policy=policy.default)
            head = "\n".join(f"{h}: {msg[h]}" for h in ("From", "To", "Cc", "Date", "Subject") if msg[h])
            pages[(n, 1)] = head + "\n\n" + msg.get_body(("plain",)).get_content()
        else:
            pages[(n, 1)] = f.read_text(encoding="utf-8")
    counts = {}
    for (n, i) in pages:
        counts[n] = max(counts.get(n, 0), i)
    bates, k = {}, 1
    for n in sorted(counts):
        for i in range(1, counts[n] + 1):
            bates[(n, i)] = k
            k += 1
    return pages, counts, bates


def ocr_scan(outdir: Path):
    """OCR text of the scanned document's pages, if tesseract is installed (information only)."""
    import shutil
    if not shutil.which("tesseract"):
        return {}
    f = next(outdir.glob(f"D{SCAN_DOC}_*.pdf"))
    out = {}
    for i, pg in enumerate(pymupdf.open(f), start=1):
        png = outdir / f"_ocr{i}.png"
        pg.get_pixmap(dpi=200).save(png)
        r = subprocess.run(["tesseract", str(png), "-"], capture_output=True, text=True)
        out[i] = r.stdout
    return out


def transcript_lines():
    lines = {1: mm.DEPO_COVER}
    lines.update(mm.DEPO)
    return lines


def substitute(text, counts, bates, prefix):
    def rep(m):
        n, what = int(m.group(1)), m.group(2)
        i = 1 if what == "first" else counts[n] if what == "last" else int(what[1:])
        assert 1 <= i <= counts[n], m.group(0)
        return f"{prefix}{bates[(n, i)]:06d}"
    return re.sub(r"\{D(\d+)\.(first|last|p\d+)\}", rep, text)


# ------------------------------------------------------------------------------------------------------------
# citations
# ------------------------------------------------------------------------------------------------------------
LINE = r"(\d+)(?::(\d+)(?:-(?:(\d+):)?(\d+))?)?"
CITE = re.compile(
    r"(?P<bates>LICENSE(?P<b1>\d{6})(?:\s*(?:-|through)\s*LICENSE(?P<b2>\d{6}))?)"
    r"|(?P<ex>Ex\. (?P<exn>\d+)(?: at (?P<exp>\d+(?:, \d+)*))?)"
    r"|(?P<dep>(?:Kowalczyk Dep\.|Tr\.|Deposition of Denise Kowalczyk(?: \(\"(?:Kowalczyk Dep\.|Tr\.)\"\))?)\s+(?:at\s+)?"
    r"(?P<dl>\d+(?::\d+(?:-(?:\d+:)?\d+)?)?(?:,\s*\d+:\d+(?:-(?:\d+:)?\d+)?)*))"
    r"|(?P<id>\b[Ii]d\.(?:\s+at\s+(?P<idl>\d+(?::\d+(?:-(?:\d+:)?\d+)?)?(?:,\s*\d+:\d+(?:-(?:\d+:)?\d+)?)*))?)")


def dep_spans(s):
    """'41:2-6, 41:22-24' -> [(41,2,41,6),(41,22,41,24)]; '43' -> [(43,1,43,25)]"""
    out = []
    for part in s.split(","):
        m = re.fullmatch(r"\s*" + LINE + r"\s*", part)
        p1, l1, p2, l2 = m.groups()
        p1 = int(p1)
        if l1 is None:
            out.append((p1, 1, p1, 25))
        else:
            l1 = int(l1)
            p2 = int(p2) if p2 else p1
            l2 = int(l2) if l2 else l1
            out.append((p1, l1, p2, l2))
    return out


def parse_cites(text, bates_inv, counts):
    """list of (start, end, cite) where cite is ('pages', [(doc,page)...]) or ('dep', [spans])"""
    out, prev = [], None
    for m in CITE.finditer(text):
        if m.group("bates"):
            a = int(m.group("b1"))
            b = int(m.group("b2") or a)
            c = ("pages", [bates_inv[k] for k in range(a, b + 1)])
        elif m.group("ex"):
            n = int(m.group("exn"))
            if m.group("exp"):
                c = ("pages", [(n, int(x)) for x in m.group("exp").split(", ")])
            else:
                c = ("pages", [(n, i) for i in range(1, counts[n] + 1)])
        elif m.group("dep"):
            c = ("dep", dep_spans(m.group("dl")))
        else:
            if m.group("idl"):
                if prev and prev[0] == "dep" or ":" in m.group("idl"):
                    c = ("dep", dep_spans(m.group("idl")))
                else:
                    raise ValueError("Id. at <page> after a non-transcript cite: " + m.group(0))
            else:
                c = prev
        out.append((m.start(), m.end(), c))
        prev = c
    return out


def cited_text(cite, pages, tlines):
    kind, what = cite
    if kind == "pages":
        return "\n".join(pages[p] for p in what), what
    chunks = []
    for p1, l1, p2, l2 in what:
        for p in range(p1, p2 + 1):
            lo = l1 if p == p1 else 1
            hi = l2 if p == p2 else 25
            assert p in tlines and 1 <= lo <= hi <= 25, (p, lo, hi)
            chunks.extend(tlines[p][lo - 1:hi])
    return "\n".join(chunks), what


# ------------------------------------------------------------------------------------------------------------
# values
# ------------------------------------------------------------------------------------------------------------
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]


def quote_found(q, hay):
    segs = [s for s in re.split(r"\s*(?:\. \. \.|\u2026)\s*", q) if s.strip()]
    pos = 0
    for s in segs:
        pat = ""
        for tok in re.split(r"(\[[^\]]*\])", s):
            if tok.startswith("["):
                inner = tok[1:-1]
                pat += r"\S{0,12}" if not inner else re.escape(norm(inner))
            else:
                pat += re.escape(norm(tok))
        pat = pat.replace(r"\ ", r"\s+")
        m = re.compile(pat, re.I).search(hay, pos)
        if not m:
            return False
        pos = m.end()
    return True


DATE = re.compile(r"(?:" + "|".join(MONTHS) + r") \d{1,2}(?:, \d{4})?")


def num_in(n, hay):
    return re.search(r"(?<![\d,.])" + re.escape(n) + r"(?![\d]|[,.]\d)", hay) is not None


def value_found(text, hay):
    """Mechanical test: is the value of `text` stated in `hay` (already normalized)?  None = cannot decide."""
    t = norm(text)
    if t in hay:
        return True
    # '18th of March, 2024' / 'July 9th' style dates
    m = re.fullmatch(r"(?:the )?(\d{1,2})(?:st|nd|rd|th) of (\w+),? (\d{4})", t)
    if m and m.group(2) in MONTHS:
        d, mon, y = int(m.group(1)), m.group(2), m.group(3)
        return any(a in hay for a in (f"{mon} {d}, {y}", f"{d} {mon[:3]} {y}"))
    m = re.fullmatch(r"(\w+) (\d{1,2})(?:st|nd|rd|th)", t)
    if m and m.group(1) in MONTHS:
        return re.search(rf"{m.group(1)} {int(m.group(2))}(?!\d)", hay) is not None
    dates = DATE.findall(t)
    rest = DATE.sub(" ", t)
    nums = re.findall(r"\d[\d,]*(?:\.\d+)?", rest)
    nums = [n.rstrip(",.") for n in nums]
    if dates or nums:
        return all(re.search(re.escape(dt) + r"(?!\d)", hay) for dt in dates) and all(num_in(n, hay) for n in nums)
    return None


def main():
    data = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    prefix = data["prefix"]
    with tempfile.TemporaryDirectory() as td:
        subprocess.run([sys.executable, str(HERE / data["matter_script"]), td], check=True, capture_output=True)
        pages, counts, bates = load(Path(td))
        authorities = [a.strip() for a in (Path(td) / "authorities.txt").read_text().splitlines() if a.strip()]
        outdir_copy = Path(td)
        ocr_pages = ocr_scan(outdir_copy)
    outdir_copy = None
    bates_inv = {v: k for k, v in bates.items()}
    tlines = transcript_lines()
    # the transcript's text layer must carry the source lines
    for p, ls in tlines.items():
        layer = norm(pages[(DEPO_DOC, 1 if p == 1 else p - 39)])
        assert f"page {p}" in layer, p
        for ln in ls:
            assert norm(ln) in layer, (p, ln)
    npages = {k: norm(v) for k, v in pages.items()}
    ocr = ocr_pages

    fails, manual = [], []
    total = {"pass": 0, "block": 0}
    for name, d in data["drafts"].items():
        text = substitute(d["text"], counts, bates, prefix)
        assert d["expect_blocked"] == any(c["expect"] == "block" for c in d["claims"]), name
        assert not re.search(r"\{D\d+\.", text), name
        cites = parse_cites(text, bates_inv, counts)
        pos = 0
        for c in d["claims"]:
            total[c["expect"]] += 1
            ct = substitute(c["text"], counts, bates, prefix)
            i = text.find(ct, pos)
            if i < 0:
                fails.append(f"{name}/{c['id']}: claim text not found in order: {ct!r}")
                continue
            pos = i + 1
            tag = f"{name}/{c['id']} [{c['kind']}/{c['expect']}{'/' + c['needs'] if 'needs' in c else ''}]"
            if c["kind"] == "authority":
                ok = any(ct == a or ct.startswith(a) and not ct[len(a):len(a) + 1].isdigit()
                         or (" v. " in a and ct.startswith(a.split(" (")[0].rsplit(",", 1)[0].rsplit(" ", 1)[0]))
                         for a in authorities)
                if ok != (c["expect"] == "pass"):
                    fails.append(f"{tag}: authority {'not ' if c['expect'] == 'pass' else ''}on the list: {ct}")
                continue
            if c["kind"] in ("caption", "boilerplate"):
                continue
            if c["kind"] == "uncited_grounded":
                docs = sorted({k[0] for k, v in npages.items() if norm(ct) in v})
                (manual if docs else fails).append(f"{tag}: uncited, stated in documents {docs}: {ct!r}")
                continue
            nxt = [x for x in cites if x[0] < i + len(ct) and x[1] > i] or [x for x in cites if x[0] >= i]
            if c["kind"] == "bates":
                continue
            if not nxt:
                manual.append(f"{tag}: no cite after claim: {ct!r}")
                continue
            s, e, cite = nxt[0]
            if cite is None:
                fails.append(f"{tag}: Id. with no antecedent")
                continue
            hay_raw, where = cited_text(cite, pages, tlines)
            hay = norm(hay_raw)
            if c["kind"] == "transcript_cite":
                # a cite claim: the testimony the sentence reports must lie in the cited lines; read by hand
                manual.append(f"{tag}: {ct!r} -> lines {where}: {hay_raw.strip()[:300]!r}")
                continue
            if c["kind"] == "ellipsis_drops_not":
                # the quotation matches only by letting its ellipsis swallow a negation
                segs = re.split(r"\s*\. \. \.\s*", norm(ct))
                m = re.search(re.escape(segs[0]) + r"(.{1,40}?)" + re.escape(segs[1]), hay)
                if not (m and re.search(r"\bnot\b|n't\b|\bnever\b|\bno\b", m.group(1))):
                    fails.append(f"{tag}: ellipsis does not skip a negation: {ct!r}")
                continue
            if c["kind"] in ("quote", "stitched_quote") or c["kind"].endswith("quote"):
                found = quote_found(ct, hay)
            else:
                found = value_found(ct, hay)
            if c["expect"] == "pass" and ocr and cite[0] == "pages" and any(p[0] == SCAN_DOC for p in where):
                o = norm("\n".join(ocr.get(p[1], "") for p in where if p[0] == SCAN_DOC))
                f2 = quote_found(ct, o) if "quote" in c["kind"] else value_found(ct, o)
                print(f"ocr  {tag}: {ct!r} {'read by OCR' if f2 else 'NOT read by OCR (noise)'}")
            if c["expect"] == "pass":
                if found is None:
                    manual.append(f"{tag}: cannot decide {ct!r} on {where}")
                elif not found:
                    fails.append(f"{tag}: value not on cited {where}: {ct!r}")
                elif VERBOSE:
                    print(f"ok   {tag}: {ct!r} on {where}")
            else:
                if "needs" in c:
                    manual.append(f"{tag}: ({c['needs']}) {ct!r} on {where}")
                elif found:
                    fails.append(f"{tag}: block claim's value IS on cited {where}: {ct!r}")
                elif VERBOSE:
                    print(f"ok   {tag}: {ct!r} absent from {where}")
        # every Bates number in the text must exist
        for m in re.finditer(r"LICENSE(\d{6})", text):
            if int(m.group(1)) not in bates_inv:
                manual.append(f"{name}: Bates number outside the production: {m.group(0)}")
    print(f"{sum(counts.values())} pages; {total['pass']} pass / {total['block']} block claims")
    print("\nTO READ BY HAND:")
    for m in manual:
        print("  " + m)
    print("\nFAILURES:" if fails else "\nno failures")
    for f in fails:
        print("  " + f)
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
