"""Check the Halvorsen drafts against the documents make_matter.py writes.

    python check.py            (needs pymupdf; uses claim_sources.json written by build_drafts.py)

1. runs make_matter.py into a temp dir, reads every page (text layer; for the scan, the source strings;
   .eml / .txt = one page), numbers pages FAMILY000001... in file order;
2. checks the transcript layout (printed page number, 25 numbered lines) and that the scan has no text layer;
3. substitutes {Dn.pk} / {Dn.first} / {Dn.last} in every draft and claim, and finds every claim in its draft in
   order;
4. for each pass claim with a source: the value(s) must be on the source page(s) (transcript: the cited lines),
   and the claim's paragraph must cite that page (Bates number, Bates range, "Ex. N at k", "Id.", or a
   transcript cite covering the lines); a transcript_cite claim must itself name the lines of its source;
5. for each block claim (no needs) with a source and a value: the value must NOT be on the named page(s);
6. authorities: pass ones are on authorities.txt, block ones are not.
Exit status 1 on any error.
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

HERE = Path(__file__).parent
errors, warnings = [], []


def err(msg):
    errors.append(msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2014", "-").replace("\u2013", "-").replace("$", "")
    return re.sub(r"\s+", " ", s).strip().lower()


def load_make_matter():
    spec = importlib.util.spec_from_file_location("make_matter", HERE / "make_matter.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def read_documents(out, mm):
    files = sorted((p for p in out.iterdir() if p.name.startswith("D")), key=lambda p: int(p.name.split("_")[0][1:]))
    docs, bates, n = {}, {}, 1
    for f in files:
        key = f.name.split("_")[0]
        pages = []
        if f.suffix == ".pdf":
            pdf = pymupdf.open(f)
            texts = [pg.get_text() for pg in pdf]
            if f.name in mm.SCANNED:
                if any(t.strip() for t in texts):
                    err(f"{f.name}: scan has a text layer")
                if any(not pg.get_images() for pg in pdf):
                    err(f"{f.name}: scan page without an image")
                texts = [p.text() for p in mm.tax_pages()]
            pages = texts
        elif f.suffix == ".eml":
            msg = email.message_from_bytes(f.read_bytes(), policy=policy.default)
            head = "\n".join(f"{h}: {msg[h]}" for h in ("From", "To", "Cc", "Date", "Subject") if msg[h])
            pages = [head + "\n\n" + msg.get_content()]
        else:
            pages = [f.read_text(encoding="utf-8")]
        docs[key] = pages
        bates[key] = [f"FAMILY{n + i:06d}" for i in range(len(pages))]
        n += len(pages)
    return files, docs, bates


def check_transcript(path, mm):
    pdf = pymupdf.open(path)
    nums = list(mm.TRANSCRIPT)
    if len(pdf) != len(nums):
        err("transcript page count")
    for pg, num in zip(pdf, nums):
        t = pg.get_text()
        if f"Page {num}" not in t:
            err(f"transcript: printed 'Page {num}' missing")
        found = [int(x) for x in re.findall(r"^\s*(\d{1,2})\s*$", t, re.M)]
        if found[:25] != list(range(1, 26)):
            err(f"transcript page {num}: line numbers {found[:25]}")
        for ln in mm.TRANSCRIPT[num]:
            if ln.strip() and ln.strip() not in t:
                err(f"transcript page {num}: line not in text layer: {ln!r}")


def transcript_lines(mm, p1, l1, p2, l2):
    out = []
    for p in range(p1, p2 + 1):
        lines = mm.TRANSCRIPT.get(p)
        if lines is None:
            return None
        lines = lines + [""] * (25 - len(lines))
        a = l1 if p == p1 else 1
        b = l2 if p == p2 else 25
        out.extend(lines[a - 1:b])
    return " ".join(out)


def parse_tsrc(src):
    m = re.fullmatch(r"T(\d+)(?::(\d+)(?:-(?:(\d+):)?(\d+))?)?", src)
    p1 = int(m.group(1))
    if not m.group(2):
        return p1, 1, p1, 25
    l1 = int(m.group(2))
    p2 = int(m.group(3)) if m.group(3) else p1
    l2 = int(m.group(4)) if m.group(4) else l1
    return p1, l1, p2, l2


def quote_regex(q):
    q = q.strip()
    if len(q) >= 2 and q[0] == '"' and q[-1] == '"':
        q = q[1:-1]
    q = q.rstrip(" .,;:")
    frags = [f.strip(" .,;:") for f in re.split(r"\s*(?:\. \. \.|\u2026)\s*", q)]
    pats = []
    for f in frags:
        if not f:
            continue
        pat, pos = "", 0
        for m in re.finditer(r"\[([^\]]*)\]", f):
            pat += re.escape(norm(f[pos:m.start()]))
            inner = m.group(1)
            pat += f"(?:{re.escape(inner.lower())})?" if len(inner) <= 3 else ".{0,40}?"
            pos = m.end()
        pat += re.escape(norm(f[pos:]))
        pats.append(pat.replace(r"\ ", " "))
    return pats


def value_on(value, text):
    t = norm(text)
    if value.strip().startswith('"') or "[" in value:
        return all(re.search(p, t) for p in quote_regex(value))
    return norm(value) in t


def sub(text, bates):
    def rep(m):
        d, p = m.group(1), m.group(2)
        if p == "first":
            return bates[d][0]
        if p == "last":
            return bates[d][-1]
        k = int(p[1:])
        if k > len(bates[d]):
            err(f"placeholder {m.group(0)} beyond {d}")
            return m.group(0)
        return bates[d][k - 1]
    return re.sub(r"\{(D\d+)\.(first|last|p\d+)\}", rep, text)


def paragraph_at(text, pos):
    start = text.rfind("\n\n", 0, pos)
    end = text.find("\n\n", pos)
    start = 0 if start < 0 else start
    end = len(text) if end < 0 else end
    # a block quotation is cited in the paragraph that follows it
    nxt = text.find("\n\n", end + 2)
    return text[start:end], text[end:len(text) if nxt < 0 else nxt]


def bates_num(b):
    return int(b[6:])


def cites_page(par, bates, doc, k):
    b = bates[doc][k - 1]
    if b in par:
        return True
    for m in re.finditer(r"FAMILY(\d{6})\s*[-\u2013]\s*FAMILY(\d{6})", par):
        if int(m.group(1)) <= bates_num(b) <= int(m.group(2)):
            return True
    n = int(doc[1:])
    for m in re.finditer(r"Ex\. (\d+)(?: at (\d+))?", par):
        if int(m.group(1)) == n and (m.group(2) is None and (len(bates[doc]) == 1 or k == 1)
                                      or m.group(2) and int(m.group(2)) == k):
            return True
    return bool(re.search(r"\b[Ii]d\.", par))


def transcript_cites(par):
    out = []
    for m in re.finditer(r"Tr\. (?:at )?(\d+)(?::(\d+)(?:-(?:(\d+):)?(\d+))?)?", par):
        p1 = int(m.group(1))
        if m.group(2) is None:
            out.append((p1, 1, p1, 25))
            continue
        l1 = int(m.group(2))
        p2 = int(m.group(3)) if m.group(3) else p1
        l2 = int(m.group(4)) if m.group(4) else l1
        out.append((p1, l1, p2, l2))
    return out


def covers(c, s):
    (a1, b1, a2, b2), (c1, d1, c2, d2) = c, s
    return (a1, b1) <= (c2, d2) and (c1, d1) <= (a2, b2)


def auth_key(s):
    s = s.replace("\u00a7", "§")
    m = re.search(r"(\d+\.\d+)", s)
    if "v." in s:
        m2 = re.search(r"(\w+) v\. \w+, (\d+) So\. 2d (\d+)", s)
        return ("case", m2.group(1), m2.group(2), m2.group(3)) if m2 else ("case?", s)
    if "12." in s and ("R. P." in s or "Form" in s):
        return ("rule", re.search(r"12\.\d+(\([a-z]\))?", s).group(0))
    return ("stat", m.group(1)) if m else ("?", s)


def main():
    mm = load_make_matter()
    with tempfile.TemporaryDirectory() as td:
        out = Path(td)
        subprocess.run([sys.executable, str(HERE / "make_matter.py"), td], check=True, capture_output=True)
        files, docs, bates = read_documents(out, mm)
        check_transcript(next(f for f in files if f.name.startswith("D12_")), mm)
        authorities = (out / "authorities.txt").read_text(encoding="utf-8").splitlines()
    listed = {auth_key(a) for a in authorities}
    total = sum(len(v) for v in docs.values())
    print(f"{len(files)} documents, {total} pages: " + ", ".join(f"{k}={len(v)}" for k, v in docs.items()))

    drafts = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    sources = json.loads((HERE / "claim_sources.json").read_text(encoding="utf-8"))
    assert drafts["prefix"] == "FAMILY"
    counts = {"pass": 0, "block": 0}
    for name, d in drafts["drafts"].items():
        text = sub(d["text"], bates)
        if re.search(r"\{D\d+\.", text):
            err(f"{name}: unresolved placeholder")
        if not d["expect_blocked"] and any(c["expect"] != "pass" for c in d["claims"]):
            err(f"{name}: all-true draft has a block claim")
        if d["expect_blocked"] and all(c["expect"] == "pass" for c in d["claims"]):
            err(f"{name}: blocked draft with no block claim")
        pos = 0
        for c in d["claims"]:
            counts[c["expect"]] += 1
            ctext = sub(c["text"], bates)
            i = text.find(ctext, pos)
            if i < 0:
                err(f"{name}/{c['id']}: claim text not found in order: {ctext!r}")
                continue
            pos = i + len(ctext)
            src = sources[c["id"]]
            spec = src["spec"]
            if c["kind"] == "authority":
                key = auth_key(ctext)
                if (key in listed) != (c["expect"] == "pass"):
                    err(f"{name}/{c['id']}: authority {ctext!r} listed={key in listed} expect={c['expect']}")
            if not spec or spec == "-":
                continue
            loose = spec.startswith("~")
            spec = spec.lstrip("~")
            srcs, _, vals = spec.partition("=")
            values = [v for v in vals.split(";")] if vals else [ctext]
            if vals == "-":
                values = []
            page_texts = []
            for s_ in srcs.split(","):
                if s_.startswith("T"):
                    p1, l1, p2, l2 = parse_tsrc(s_)
                    t = transcript_lines(mm, p1, l1, p2, l2)
                    if t is None:
                        err(f"{name}/{c['id']}: no transcript page {p1}")
                        t = ""
                    page_texts.append(t)
                else:
                    dk, pk = s_.split(".p")
                    page_texts.append(docs[dk][int(pk) - 1])
            joined = "\n".join(page_texts)
            par, after = paragraph_at(text, i)
            if c["expect"] == "pass":
                for v in values:
                    if not value_on(v, joined):
                        err(f"{name}/{c['id']}: value {v!r} not on {srcs}")
                if loose:
                    continue
                for s_ in srcs.split(","):
                    if s_.startswith("T"):
                        want = parse_tsrc(s_)
                        if c["kind"] == "transcript_cite":
                            got = transcript_cites(ctext)
                            if not got or not covers(got[0], want) or not covers(want, got[0]):
                                err(f"{name}/{c['id']}: cite {ctext!r} does not name {s_}")
                        elif not any(covers(tc, want) for tc in transcript_cites(par + after)):
                            err(f"{name}/{c['id']}: paragraph does not cite {s_}")
                    else:
                        dk, pk = s_.split(".p")
                        if not (cites_page(par, bates, dk, int(pk)) or cites_page(after, bates, dk, int(pk))):
                            err(f"{name}/{c['id']}: paragraph does not cite {s_} ({bates[dk][int(pk) - 1]})")
            elif not src["needs"]:
                if c["kind"] == "transcript_cite" and srcs.startswith("T"):
                    got = transcript_cites(ctext)
                    if not got or got[0] != parse_tsrc(srcs):
                        err(f"{name}/{c['id']}: block cite {ctext!r} vs spec {srcs}")
                for v in values:
                    if value_on(v, joined):
                        if "." in v and (". . ." in v or "\u2026" in v):
                            warnings.append(f"{name}/{c['id']}: ellipsis quote fragments all on page (meaning changed)")
                        else:
                            err(f"{name}/{c['id']}: block value {v!r} IS on {srcs}")
    print(f"claims: {counts['pass']} pass, {counts['block']} block")
    for w in warnings:
        print("note:", w)
    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
