"""Check the Renfrew matter: every labelled claim against the pages it cites.

    python check.py            (runs make_matter.py into a temp dir; exit status 0 when all checks pass)

For each draft in drafts.json: placeholders are replaced by NONCOMP Bates numbers (production order, each
PDF page one number, each other file one number); every claim must be found, in order, in the substituted
draft; each pass claim's value must be on the page(s) or transcript lines it cites, and each block claim
without "needs" must not be. The value looked for is the claim text (quotes stripped, bracketed insertions
and ellipses split into fragments) unless check_keys.json names another (the author's key); a computed
figure is recomputed. Authorities are checked against authorities.txt.
"""
import datetime as dt
import email
import email.policy
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import make_matter as mm  # noqa: E402

PREFIX = "NONCOMP"
BOILER = {"jurat", "certificate_of_service"}
MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"], 1)}
for _m, _i in list(MONTHS.items()):
    MONTHS[_m[:3]] = _i


# ---------------------------------------------------------------------------------------------- pages
def eml_text(path: Path) -> str:
    msg = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
    out = [f"{h}: {msg[h]}" for h in ("From", "To", "Cc", "Date", "Subject") if msg[h]]
    for part in msg.walk():
        if part.is_multipart():
            continue
        fn = part.get_filename()
        if fn:
            out.append(f"Attachment: {fn}")
        elif part.get_content_type() == "text/plain":
            out.append(part.get_content())
    return "\n".join(out)


def transcript_lines(page) -> tuple[int, dict[int, str]]:
    nums, texts, pno = {}, {}, None
    for b in page.get_text("dict")["blocks"]:
        for ln in b.get("lines", []):
            s = "".join(sp["text"] for sp in ln["spans"]).strip()
            x, y = ln["bbox"][0], round(ln["bbox"][3])
            if s.startswith("Page "):
                pno = int(s.split()[1])
            elif x < 90 and s.isdigit():
                nums[y] = int(s)
            elif 90 <= x < 100:
                texts[y] = s
    lines = {nums[y]: texts.get(y, "") for y in nums}
    return pno, lines


def load(outdir: Path):
    pages, docs, tx = [], {}, {}
    for n, name in enumerate(mm.FILES, 1):
        path = outdir / name
        first = len(pages)
        if path.suffix == ".pdf":
            doc = pymupdf.open(path)
            for i, page in enumerate(doc):
                text = page.get_text()
                if name.startswith("D6_"):
                    assert text.strip() == "", "scan has a text layer"
                    assert page.get_images(), "scan has no image"
                    text = mm.EXIT_CERT[i]
                if name.startswith("D11_") and i > 0:
                    pno, lines = transcript_lines(page)
                    assert sorted(lines) == list(range(1, 26)), (pno, sorted(lines))
                    assert [lines[k] for k in range(1, 26)] == mm.DEPO[pno], f"transcript page {pno}"
                    for ln, s in lines.items():
                        tx[(pno, ln)] = s
                pages.append(text)
        elif path.suffix == ".eml":
            pages.append(eml_text(path))
        elif path.suffix == ".xlsx":
            pages.append(mm.xlsx_text(path))
        else:
            pages.append(path.read_text(encoding="utf-8"))
        docs[n] = list(range(first, len(pages)))
    return pages, docs, tx


# ---------------------------------------------------------------------------------------------- matching
def iso_dates(s: str) -> str:
    mon = r"(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)"
    s = re.sub(mon + r"\.? (\d{1,2}), (\d{4})",
               lambda m: f"{m[3]}-{MONTHS[m[1][:3]]:02d}-{int(m[2]):02d}", s)
    s = re.sub(r"(\d{1,2}) " + mon + r"\.? (\d{4})",
               lambda m: f"{m[3]}-{MONTHS[m[2][:3]]:02d}-{int(m[1]):02d}", s)
    s = re.sub(r"\b(\d{2})/(\d{2})/(\d{4})\b", lambda m: f"{m[3]}-{m[1]}-{m[2]}", s)
    return s


def norm(s: str) -> str:
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\u00a0", " ").replace('"', "")
    s = re.sub(r"\s+", " ", s.lower())
    return iso_dates(s).strip()


def present(key: str, text: str) -> bool:
    k, t = norm(key), norm(text)
    pat = re.escape(k)
    if k[:1].isalnum():
        pat = r"(?<![a-z0-9])(?<![0-9][.,:/-])" + pat
    if k[-1:].isalnum():
        pat += r"(?![a-z0-9])(?!,[0-9])(?!\.(?!00)[0-9])"
    return re.search(pat, t) is not None


def fragments(claim_text: str) -> list[str]:
    s = claim_text.strip()
    s = s.strip('"').rstrip(".,;:").strip('"').rstrip(".,;:")
    if "[" in s or ". . ." in s or "\u2026" in s:
        parts = re.split(r"\[[^\]]*\]|\s*\. \. \.\s*|\u2026", s)
        return [p.strip() for p in parts if len(p.strip()) >= 2]
    return [s]


def found(frags: list[str], text: str, plain: bool = False) -> bool:
    if not plain:
        return present(frags[0], text)
    t = norm(text)
    return all(norm(f) in t for f in frags)


# ---------------------------------------------------------------------------------------------- cites
CITE = re.compile(
    r"\{D(?P<d1>\d+)\.(?P<p1>p\d+|first|last)\}(?:-\{D(?P<d2>\d+)\.(?P<p2>p\d+|first|last)\})?"
    r"|(?:Renfrew Dep\.|\b[Ii]d\. at) (?P<tp1>\d+):(?P<tl1>\d+)(?:-(?:(?P<tp2>\d+):)?(?P<tl2>\d+))?"
    r"|\bEx\. (?P<ex>\d+)(?: at (?P<ea>\d+)(?:-(?P<eb>\d+))?)?"
    r"|\b(?P<id>[Ii]d\.)"
    r"|(?P<bates>" + PREFIX + r"\d{6})")


def page_index(docs, d: int, p: str):
    idx = docs[d]
    if p == "first":
        return idx[0]
    if p == "last":
        return idx[-1]
    k = int(p[1:])
    return idx[k - 1] if 1 <= k <= len(idx) else None


def resolve(m, docs, last):
    if m["d1"]:
        a = page_index(docs, int(m["d1"]), m["p1"])
        b = page_index(docs, int(m["d2"]), m["p2"]) if m["d2"] else a
        return ("pages", list(range(a, b + 1)))
    if m["tp1"]:
        p1, l1 = int(m["tp1"]), int(m["tl1"])
        p2 = int(m["tp2"]) if m["tp2"] else p1
        l2 = int(m["tl2"]) if m["tl2"] else l1
        cells = [(p, l) for p in range(p1, p2 + 1) for l in range(1, 26)
                 if (p, l) >= (p1, l1) and (p, l) <= (p2, l2)]
        return ("tx", cells)
    if m["ex"]:
        idx = docs[int(m["ex"])]
        if m["ea"]:
            a = int(m["ea"])
            b = int(m["eb"]) if m["eb"] else a
            return ("pages", [idx[k - 1] for k in range(a, b + 1)])
        return ("pages", idx)
    if m["id"]:
        return last
    if m["bates"]:
        n = int(m["bates"][len(PREFIX):]) - 1
        return ("pages", [n])
    raise AssertionError(m[0])


def mentions(raw: str, docs):
    out, last = [], None
    for m in CITE.finditer(raw):
        tgt = resolve(m, docs, last)
        out.append((m.start(), m.end(), tgt))
        last = tgt
    return out


def target_text(tgt, pages, tx) -> str:
    kind, items = tgt
    if kind == "pages":
        return "\n".join(pages[i] for i in items if i is not None and 0 <= i < len(pages))
    return " ".join(tx.get(c, "") for c in items)


# ---------------------------------------------------------------------------------------------- calc
def _d(s):
    return dt.date.fromisoformat(s)


CALC_ENV = {
    "EVENTS": mm.EVENTS,
    "USB": [e for e in mm.EVENTS if e[3] == "USB copy"],
    "CLOUD": [e for e in mm.EVENTS if e[3] == "Cloud upload"],
    "days": lambda a, b: (_d(b) - _d(a)).days,
    "minutes": lambda a, b: (int(b[:2]) * 60 + int(b[3:])) - (int(a[:2]) * 60 + int(a[3:])),
    "abs": abs, "len": len, "sum": sum,
}


def substitute(raw: str, docs) -> str:
    def rep(m):
        d, p = int(m[1]), m[2]
        i = page_index(docs, d, p)
        assert i is not None, f"no such page {m[0]}"
        return f"{PREFIX}{i + 1:06d}"
    return re.sub(r"\{D(\d+)\.(p\d+|first|last)\}", rep, raw)


# ---------------------------------------------------------------------------------------------- main
def main() -> int:
    drafts = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    keys = json.loads((HERE / "check_keys.json").read_text(encoding="utf-8"))
    assert drafts["prefix"] == PREFIX
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "matter"
        subprocess.run([sys.executable, str(HERE / "make_matter.py"), str(out)], check=True,
                       stdout=subprocess.DEVNULL)
        pages, docs, tx = load(out)
        auth = (out / "authorities.txt").read_text(encoding="utf-8")
        names = sorted(p.name for p in out.iterdir())
    assert names == sorted(mm.FILES + ["authorities.txt"]), names
    alltext = "\n".join(pages)
    fails, counts, verbose = [], {}, "-v" in sys.argv
    print(f"{len(mm.FILES)} documents, {len(pages)} Bates pages "
          f"({PREFIX}000001-{PREFIX}{len(pages):06d}); transcript lines {len(tx)}")

    for name, d in drafts["drafts"].items():
        raw, claims, dk = d["text"], d["claims"], keys[name]
        sub = substitute(raw, docs)
        ments = mentions(raw, docs)
        pos_raw = pos_sub = 0
        blocked = False
        for c in claims:
            cid, ctext = c["id"], c["text"]
            info = dk[cid]
            i = raw.find(ctext, pos_raw)
            if i != info["start"]:
                fails.append(f"{name}/{cid}: found at {i}, marked at {info['start']}: {ctext!r}")
                continue
            pos_raw = i + len(ctext)
            stext = substitute(ctext, docs)
            j = sub.find(stext, pos_sub)
            if j < 0:
                fails.append(f"{name}/{cid}: substituted claim not found in order")
                continue
            pos_sub = j + len(stext)
            exp, needs = c["expect"], c.get("needs")
            blocked |= exp == "block"
            counts[(exp, needs or "-")] = counts.get((exp, needs or "-"), 0) + 1
            assert c.get("kind"), cid
            key = info.get("key")
            # cite
            if "cite" in info:
                mm_ = list(CITE.finditer(info["cite"]))
                tgt = resolve(mm_[0], docs, None)
            else:
                line_end = raw.find("\n", pos_raw)
                line_end = len(raw) if line_end < 0 else line_end
                cand = [t for (s, e, t) in ments if e > i and s < line_end]
                tgt = cand[0] if cand else None
            where = "uncited" if tgt is None else f"{tgt[0]}:{tgt[1][:3]}{'...' if len(tgt[1]) > 3 else ''}"
            frags = [key] if key else fragments(ctext)
            plain = not key and len(frags) != 1 or (not key and ("[" in ctext or ". . ." in ctext))
            verdict = None
            if c["kind"] in BOILER:
                verdict = "skip"
            elif key and key.startswith("@calc:"):
                ok = bool(eval(key[6:], dict(CALC_ENV)))
                verdict = "ok" if ok else "FAIL calc"
            elif needs:
                if tgt is not None and not target_text(tgt, pages, tx).strip():
                    verdict = "FAIL empty cite"
                else:
                    verdict = "ok (needs %s)" % needs
            elif c["kind"].startswith(("statute", "case")):
                hit = found(frags, auth, plain)
                verdict = "ok" if hit == (exp == "pass") else f"FAIL authority {'missing' if exp == 'pass' else 'listed'}"
            else:
                text = alltext if tgt is None else target_text(tgt, pages, tx)
                if exp == "pass" and not text.strip():
                    verdict = "FAIL empty cite"
                else:
                    hit = found(frags, text, plain)
                    verdict = "ok" if hit == (exp == "pass") else (
                        "FAIL not on cited page" if exp == "pass" else "FAIL value IS on cited page")
            if verbose or verdict.startswith("FAIL"):
                print(f"  {name}/{cid:5s} {exp:5s} {needs or '':8s} {verdict:24s} {where:28s} "
                      f"{ctext[:50]!r} key={frags}")
            if verdict.startswith("FAIL"):
                fails.append(f"{name}/{cid}: {verdict}")
        if blocked != d["expect_blocked"]:
            fails.append(f"{name}: expect_blocked {d['expect_blocked']} but block claims={blocked}")
        for ph in re.findall(r"\{[^{}]*\}", sub):
            fails.append(f"{name}: unreplaced placeholder {ph}")

    total = sum(counts.values())
    print(f"{len(drafts['drafts'])} drafts, {total} claims:",
          ", ".join(f"{e}/{n}={v}" for (e, n), v in sorted(counts.items())))
    if fails:
        print(f"{len(fails)} FAILURES")
        for f in fails:
            print("  " + f)
        return 1
    print("ALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
