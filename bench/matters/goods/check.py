"""Check the Goods matter: python check.py

Runs make_matter.py into a temp dir, reads every Bates page (PDF text layer; the scanned bill of lading from the
strings make_matter.py rendered; .eml headers and body; .xlsx cells), substitutes the placeholders in
drafts.json, and checks that every claim is in its draft in order, that each pass claim's value is on the page(s)
or transcript lines it cites, and that each block claim without "needs" is not there. Exit status 1 on failure.
"""
import datetime as dt
import email
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from email import policy
from pathlib import Path

import openpyxl
import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build_drafts  # noqa: E402
import make_matter  # noqa: E402

PREFIX = "GOODS"
VERBOSE = "-v" in sys.argv
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def norm(s: str) -> str:
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-")
    return re.sub(r"\s+", " ", s).strip().lower()


# ------------------------------------------------------------------------------------------ pages
def read_pages(out: Path):
    pages = []          # list of (bates number, doc index, page in doc, text)
    docs = {}           # doc index -> (first bates, last bates)
    n = 0
    for i, name in enumerate(make_matter.ORDER, 1):
        path = out / name
        assert path.exists(), name
        first = n + 1
        if name.endswith(".pdf"):
            doc = pymupdf.open(path)
            for k, page in enumerate(doc, 1):
                layer = page.get_text()
                if name in make_matter.SCANNED:
                    assert not layer.strip(), f"{name} has a text layer"
                    assert page.get_images(), f"{name} has no image"
                    text = make_matter.PDFS[name][0][k - 1]
                else:
                    text = layer
                n += 1
                pages.append((n, i, k, text))
        elif name.endswith(".eml"):
            msg = email.message_from_bytes(path.read_bytes(), policy=policy.default)
            head = "\n".join(f"{h}: {msg[h]}" for h in ("From", "To", "Cc", "Date", "Subject") if msg[h])
            body = msg.get_body(preferencelist=("plain",)).get_content()
            n += 1
            pages.append((n, i, 1, head + "\n\n" + body))
        elif name.endswith(".xlsx"):
            wb = openpyxl.load_workbook(path)
            lines = []
            for ws in wb.worksheets:
                for row in ws.iter_rows():
                    cells = []
                    for cell in row:
                        v = cell.value
                        if v is None:
                            cells.append("")
                        elif isinstance(v, (dt.datetime, dt.date)):
                            cells.append(v.strftime("%m/%d/%Y"))
                        elif isinstance(v, (int, float)) and "0.00" in cell.number_format:
                            cells.append(f"{v:,.2f}")
                        else:
                            cells.append(str(v))
                    if any(cells):
                        lines.append(" | ".join(c for c in cells if c))
            n += 1
            pages.append((n, i, 1, "\n".join(lines)))
        else:
            raise SystemExit(f"unknown file type {name}")
        docs[i] = (first, n)
    return pages, docs


def bates(n: int) -> str:
    return f"{PREFIX}{n:06d}"


def substitute(text: str, docs) -> str:
    def rep(m):
        d, what = int(m.group(1)), m.group(2)
        first, last = docs[d]
        if what == "first":
            return bates(first)
        if what == "last":
            return bates(last)
        k = int(what[1:])
        assert first + k - 1 <= last, m.group(0)
        return bates(first + k - 1)
    return re.sub(r"\{D(\d+)\.(first|last|p\d+)\}", rep, text)


# ------------------------------------------------------------------------------------------ cites
TRL = r"(\d+):(\d+)(?:-(\d+)(?::(\d+))?)?((?:, \d+(?:-\d+)?)*)"
CITE = re.compile(
    r"(?P<bates>GOODS(?P<b1>\d{6})(?:\s*-\s*GOODS(?P<b2>\d{6}))?)"
    r"|(?P<tr>(?:Sowinski )?Tr\. " + TRL + ")"
    r"|(?P<id>[Ii]d\. at \d+:\d+(?:-\d+(?::\d+)?)?(?:, \d+(?:-\d+)?)*)"
    r"|(?P<ex>Ex\. (?P<exn>\d+)(?: at (?P<exp>\d+))?)")
SEP = re.compile(r"\s*[;,]\s*(?:see also\s+|see\s+)?")
LINE_TR = re.compile(TRL + r"\s")


def tr_units(spec: str):
    """'41:21-42:1' / '43:5-6, 17-18' / '45:10' -> list of (page, line_from, page_to, line_to)."""
    m = re.search(TRL, spec)
    p, l1, a, b, extra = int(m.group(1)), int(m.group(2)), m.group(3), m.group(4), m.group(5)
    if a and b:
        units = [(p, l1, int(a), int(b))]
    elif a:
        units = [(p, l1, p, int(a))]
    else:
        units = [(p, l1, p, l1)]
    for r in re.findall(r", (\d+)(?:-(\d+))?", extra or ""):
        units.append((p, int(r[0]), p, int(r[1] or r[0])))
    return units


def resolve(m, exhibits, docs):
    """A cite match -> list of units: ('bates', [numbers]) or ('tr', (p1, l1, p2, l2))."""
    if m.group("bates"):
        b1 = int(m.group("b1"))
        b2 = int(m.group("b2")) if m.group("b2") else b1
        return [("bates", list(range(b1, b2 + 1)))]
    if m.group("tr") or m.group("id"):
        return [("tr", u) for u in tr_units(m.group(0))]
    d = exhibits[int(m.group("exn"))]
    first, last = docs[d]
    if m.group("exp"):
        return [("bates", [first + int(m.group("exp")) - 1])]
    return [("bates", list(range(first, last + 1)))]


def cites_for(text, start, end, draft, docs):
    exhibits = build_drafts.EXHIBITS.get(draft, {})
    claim = text[start:end]
    inner = list(CITE.finditer(claim))
    if inner:
        return [u for m in inner for u in resolve(m, exhibits, docs)]
    if draft in build_drafts.LINE_CITES:
        ls = text.rfind("\n", 0, start) + 1
        m = LINE_TR.match(text, ls)
        if m:
            return [("tr", u) for u in tr_units(m.group(0))]
    ps = text.rfind("\n\n", 0, start)
    ps = 0 if ps < 0 else ps + 2
    pe = text.find("\n\n", end)
    pe = len(text) if pe < 0 else pe
    after = [m for m in CITE.finditer(text, end, pe)]
    if after:
        chain = [after[0]]
        pos = after[0].end()
        for m in after[1:]:
            gap = text[pos:m.start()]
            if SEP.fullmatch(gap) or re.fullmatch(r"[\s;,.)(]*(?:see also |see )?\(?", gap):
                chain.append(m)
                pos = m.end()
            else:
                break
        return [u for m in chain for u in resolve(m, exhibits, docs)]
    before = [m for m in CITE.finditer(text, ps, start)]
    if before:
        return resolve(before[-1], exhibits, docs)
    return []


# ------------------------------------------------------------------------------------------ keys
def variants(key: str):
    k = key.strip().strip(' .,;:"\'').strip()
    out = [k]
    m = re.fullmatch(r"(" + "|".join(MONTHS) + r") (\d{1,2}), (\d{4})", k)
    if m:
        d = dt.date(int(m.group(3)), MONTHS.index(m.group(1)) + 1, int(m.group(2)))
        out += [d.strftime("%m/%d/%Y"), d.isoformat(), f"{d.day} {d.strftime('%b')} {d.year}", d.strftime("%m/%d/%y")]
    base = k[1:] if k.startswith("$") else k
    if base != k:
        out.append(base)
    m = re.fullmatch(r"(.+?)\s?(TR|psig|in/s|°F|lb|a\.m\.|p\.m\.)", base)
    if m and re.fullmatch(r"[-\d.,:]+", m.group(1)):
        out.append(m.group(1))
    return out


def to_regex(v: str) -> str:
    v = norm(v)
    parts = re.split(r"(\[[^\]]*\]|\.\.\.|\u2026)", v)
    rx = ""
    for p in parts:
        if p.startswith("["):
            rx += ".{0,40}?"
        elif p in ("...", "\u2026"):
            rx += ".{0,400}?"
        else:
            rx += re.escape(p)
    if re.match(r"[\d]", v):
        rx = r"(?<![\d])" + rx
    if re.search(r"\d$", v):
        rx += r"(?![\d])"
    return rx


def found(keys, texts):
    for k in keys:
        for v in variants(k):
            rx = to_regex(v)
            for t in texts:
                if re.search(rx, t):
                    return v
    return None


def days(a, b):
    return (dt.date.fromisoformat(b) - dt.date.fromisoformat(a)).days


# ------------------------------------------------------------------------------------------ main
def main():
    subprocess.run([sys.executable, str(HERE / "build_drafts.py")], check=True)
    data = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    _, checks = build_drafts.build()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "goods"
        subprocess.run([sys.executable, str(HERE / "make_matter.py"), str(out)], check=True, capture_output=True)
        pages, docs = read_pages(out)
        assert (out / "authorities.txt").read_text(encoding="utf-8").strip()
    text_of = {n: norm(t) for n, _, _, t in pages}
    raw_of = {n: t for n, _, _, t in pages}
    tr_first = docs[make_matter.ORDER.index("D11_sowinski_deposition_excerpt.pdf") + 1][0]
    first_tr_page = min(make_matter.TRANSCRIPT)
    for p, lines in make_matter.TRANSCRIPT.items():  # the transcript lines are what the PDF pages show
        layer = norm(raw_of[tr_first + 1 + p - first_tr_page])
        assert f"page {p}" in layer, p
        for i, line in enumerate(lines, 1):
            assert norm(f"{i} {line}") in layer, (p, i, line)

    def tr_text(u):
        p1, l1, p2, l2 = u
        got = []
        for p in range(p1, p2 + 1):
            lines = make_matter.TRANSCRIPT[p]
            a = l1 if p == p1 else 1
            b = l2 if p == p2 else 25
            assert 1 <= a <= b <= 25, u
            got += lines[a - 1:b]
        return norm(" ".join(got))

    assert data["prefix"] == PREFIX
    problems = []
    counts = Counter()
    total = 0
    for name, d in data["drafts"].items():
        text = substitute(d["text"], docs)
        assert "{D" not in text, name
        assert d["expect_blocked"] == any(c["expect"] == "block" for c in d["claims"]), name
        pos = 0
        for c in d["claims"]:
            total += 1
            counts[(c["expect"], c.get("needs", "-"))] += 1
            ct = substitute(c["text"], docs)
            at = text.find(ct, pos)
            if at < 0:
                problems.append(f"{c['id']}: not found in order in {name}: {ct!r}")
                continue
            pos = at + 1
            chk = checks[c["id"]]
            if "calc" in chk:
                ok = eval(chk["calc"], {"days": days}) == chk["val"]
                if ok != (c["expect"] == "pass"):
                    problems.append(f"{c['id']}: calc {chk['calc']} = {eval(chk['calc'], {'days': days})} vs {chk['val']}")
                continue
            if "skip" in chk or c.get("needs"):
                continue
            keys = [substitute(k, docs) for k in chk.get("key", [ct])]
            if chk.get("pages") == "ANY":
                units = None
            else:
                units = cites_for(text, at, at + len(ct), name, docs)
                if not units:
                    problems.append(f"{c['id']}: no cite found for {ct!r}")
                    continue
            if units is None:
                texts = list(text_of.values())
                where = "any page"
            else:
                texts, where = [], []
                for kind, u in units:
                    if kind == "bates":
                        for b in u:
                            if b not in text_of:
                                texts.append("")
                                where.append(f"{bates(b)} (no such page)")
                            else:
                                where.append(bates(b))
                        texts.append(" ".join(text_of.get(b, "") for b in u))
                    else:
                        texts.append(tr_text(u))
                        where.append("Tr. %d:%d-%d:%d" % u)
            hit = found(keys, texts)
            if VERBOSE:
                print(f"  {c['id']:5} {c['expect']:5} {str(where)[:60]:60} hit={hit!r}")
            if c["expect"] == "pass" and not hit:
                problems.append(f"{c['id']} PASS but not on {where}: {keys}")
            if c["expect"] == "block" and hit:
                problems.append(f"{c['id']} BLOCK but {hit!r} is on {where}")
    print(f"pages: {len(pages)} Bates pages, {len(docs)} documents")
    for d, (a, b) in docs.items():
        print(f"  D{d}: {bates(a)}-{bates(b)}  {make_matter.ORDER[d - 1]}")
    print(f"claims: {total}; " + ", ".join(f"{e}/{n}: {k}" for (e, n), k in sorted(counts.items())))
    for name, d in data["drafts"].items():
        e = Counter(c["expect"] for c in d["claims"])
        print(f"  {name}: {len(d['claims'])} claims, pass {e['pass']}, block {e['block']}, expect_blocked={d['expect_blocked']}")
    if problems:
        print("\nPROBLEMS:")
        print("\n".join(problems))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
