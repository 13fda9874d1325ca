"""Check the labels of drafts.json against the documents make_matter.py writes.

    /tmp/authors-venv/bin/python check.py

1. runs make_matter.py into a temp dir, extracts every text-layer page with pymupdf (the scanned proof of
   loss is checked against its source strings in make_matter.POL), counts pages (PDF pages; .eml/.txt = 1);
2. substitutes {Dn.pk}/{Dn.first}/{Dn.last} and confirms every claim text is found in its draft, in order,
   at the place it was written (build_drafts.py records the offsets in claim_checks.json);
3. runs the per-claim checks in claim_checks.json: values present on the cited page (pass claims), values
   absent from the cited page (changed values, wrong pins), transcript page:line contents, authorities on or
   off authorities.txt, and values found in no document (fabrications);
4. checks that every transcript cite and placeholder in the drafts points at a page/line that exists, and
   that every pass claim with a value has a positive check and every block claim without `needs` has a
   check that shows it false.
Exit status 1 on any failure.
"""
import email
import json
import re
import subprocess
import sys
import tempfile
from email import policy
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_matter  # noqa: E402

FAIL = []


def fail(msg):
    FAIL.append(msg)
    print("FAIL:", msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def load_pages(out):
    files = sorted((p for p in out.iterdir() if re.match(r"D\d+_", p.name)), key=lambda p: int(p.name[1:p.name.index("_")]))
    pages, bates, n = {}, {}, 1
    for f in files:
        d = f.name[:f.name.index("_")]
        if f.suffix == ".pdf":
            doc = pymupdf.open(f)
            texts = [pg.get_text() for pg in doc]
            if f.name == "D7_proof_of_loss_scan.pdf":
                assert all(not t.strip() for t in texts), "scan has a text layer"
                texts = list(make_matter.POL)
        elif f.suffix == ".eml":
            msg = email.message_from_bytes(f.read_bytes(), policy=policy.default)
            body = msg.get_body(preferencelist=("plain",)).get_content()
            hdr = "".join(f"{h}: {msg[h]}\n" for h in ("From", "To", "Cc", "Date", "Subject") if msg[h])
            texts = [hdr + "\n" + body]
        else:
            texts = [f.read_text(encoding="utf-8")]
        for i, t in enumerate(texts, 1):
            pages[f"{d}.p{i}"] = norm(t)
            bates[f"{d}.p{i}"] = f"INSUR{n:06d}"
            n += 1
        bates[f"{d}.first"] = bates[f"{d}.p1"]
        bates[f"{d}.last"] = bates[f"{d}.p{len(texts)}"]
    return files, pages, bates


def transcript_lines(page, a, b=None):
    lines = make_matter.EUO_PAGES.get(page)
    if lines is None:
        return None
    b = a if b is None else b
    if not (1 <= a <= b <= 25):
        return None
    return norm(" ".join(lines[a - 1:b]))


CASE = re.compile(r"(\d+)\s+(U\.S\.|A\.2d|A\.3d|F\.3d|F\.4th|F\. Supp\. 3d|S\. Ct\.)\s+(\d+)")


def auth_keys(s):
    m = CASE.search(s)
    if m:
        return ("case", m.group(1), m.group(2), m.group(3))
    k = re.sub(r"[\s.]", "", s).lower()
    return ("stat", k)


def on_list(text, listed):
    kt = auth_keys(text)
    for a in listed:
        ka = auth_keys(a)
        if kt[0] != ka[0]:
            continue
        if kt[0] == "case" and kt == ka:
            return True
        if kt[0] == "stat" and kt[1].startswith(ka[1]):
            rest = kt[1][len(ka[1]):]
            if not rest or not rest[0].isdigit():
                return True
    return False


# ----------------------------------------------------------------------------- cite audit
TOK = re.compile(
    r"\{D(?P<rd>\d+)\.first\}-\{D(?P=rd)\.last\}"
    r"|\{D(?P<d>\d+)\.p(?P<p>\d+)\}(?:-\{D(?P=d)\.p(?P<p2>\d+)\})?"
    r"|Ex\. (?P<ex>\d+) at (?P<exp>\d+)"
    r"|(?:EUO\"?\)?\s+(?:at\s+)?|[Ii]d\. at\s+|2024, at\s+)(?P<tp>\d{2}):(?P<ta>\d{1,2})(?:-(?P<tb>\d{1,2}))?"
    r"|\b(?P<id>[Ii]d\.)(?! at)")
GAP = re.compile(r"^[\s;,.()]*(?:see also|see)?[\s;,.()]*$", re.I)


def cite_groups(raw, npages):
    groups, prev = [], None
    toks = list(TOK.finditer(raw))
    cur = None
    for m in toks:
        if m.group("rd"):
            d = int(m.group("rd"))
            pages = {f"D{d}.p{i}" for i in range(1, npages[d] + 1)}
            tr = set()
        elif m.group("d"):
            d, a = int(m.group("d")), int(m.group("p"))
            b = int(m.group("p2") or a)
            pages, tr = {f"D{d}.p{i}" for i in range(a, b + 1)}, set()
        elif m.group("ex"):
            pages, tr = {f"D{m.group('ex')}.p{m.group('exp')}"}, set()
        elif m.group("tp"):
            pg, a = int(m.group("tp")), int(m.group("ta"))
            b = int(m.group("tb") or a)
            pages, tr = set(), {(pg, ln) for ln in range(a, b + 1)}
        else:
            ref = cur or prev
            pages, tr = (set(ref[2]), set(ref[3])) if ref else (set(), set())
        if cur and GAP.match(raw[cur[1]:m.start()]):
            cur[1] = m.end()
            cur[2] |= pages
            cur[3] |= tr
        else:
            if cur:
                groups.append(cur)
                prev = cur
            cur = [m.start(), m.end(), set(pages), set(tr)]
    if cur:
        groups.append(cur)
    return groups


def audit_cites(drafts, checks, npages):
    notes = 0
    for name, d in drafts["drafts"].items():
        raw = d["text"]
        groups = cite_groups(raw, npages)
        for c in d["claims"]:
            start = checks[c["id"]]["offset"]
            g = next((g for g in groups if g[1] > start), None)
            if g is None:
                continue
            for chk in checks[c["id"]]["checks"]:
                m = re.match(r"(D\d+\.p\d+)!?=", chk)
                if m and m.group(1) not in g[2]:
                    notes += 1
                    print(f"NOTE {c['id']} ({c['expect']}): check page {m.group(1)} not in governing cite "
                          f"{sorted(g[2]) or sorted(g[3])[:1]}: {c['text'][:50]!r}")
                m = re.match(r"T(\d+):(\d+)(?:-(\d+))?!?=", chk)
                if m and c["expect"] == "pass":
                    want = {(int(m.group(1)), ln) for ln in range(int(m.group(2)), int(m.group(3) or m.group(2)) + 1)}
                    if not (want & g[3]):
                        notes += 1
                        print(f"NOTE {c['id']} ({c['expect']}): transcript check {chk[:12]} outside governing cite: "
                              f"{c['text'][:50]!r}")
    print(f"cite audit: {notes} note(s)")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "matter"
        subprocess.run([sys.executable, str(HERE / "make_matter.py"), str(out)], check=True,
                       stdout=subprocess.DEVNULL)
        files, pages, bates = load_pages(out)
        listed = [l.strip() for l in (out / "authorities.txt").read_text(encoding="utf-8").splitlines() if l.strip()]
        # the transcript PDF must carry the same lines as the source, one page per printed page
        doc = pymupdf.open(out / "D8_euo_gideon_abernathy.pdf")
        for i, num in enumerate(sorted(make_matter.EUO_PAGES), 2):
            t = doc[i - 1].get_text()
            if f"Page {num}" not in t:
                fail(f"D8.p{i} lacks 'Page {num}'")
            for ln in make_matter.EUO_PAGES[num]:
                if ln and ln not in t:
                    fail(f"transcript page {num} line missing from PDF: {ln!r}")
    total_pages = sum(1 for k in pages)
    print(f"{len(files)} documents, {total_pages} pages, Bates INSUR000001-INSUR{total_pages:06d}")
    all_text = " ".join(pages.values())

    drafts = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    checks = json.loads((HERE / "claim_checks.json").read_text(encoding="utf-8"))
    npages = {}
    for k in pages:
        dn, pn = k.split(".p")
        npages[int(dn[1:])] = max(npages.get(int(dn[1:]), 0), int(pn))
    audit_cites(drafts, checks, npages)

    def sub(s):
        def r(m):
            key = m.group(1)
            if key not in bates:
                fail(f"placeholder {{{key}}} does not exist")
                return m.group(0)
            return bates[key]
        return re.sub(r"\{(D\d+\.(?:p\d+|first|last))\}", r, s)

    stats = {}
    for name, d in drafts["drafts"].items():
        raw = d["text"]
        text = sub(raw)
        pos_raw = pos_sub = 0
        for c in d["claims"]:
            cid = c["id"]
            k = raw.find(c["text"], pos_raw)
            if k < 0:
                fail(f"{cid}: claim text not found in order (raw)")
                continue
            if k != checks[cid]["offset"]:
                fail(f"{cid}: sequential search lands at {k}, claim written at {checks[cid]['offset']}: {c['text'][:50]!r}")
            pos_raw = k + len(c["text"])
            ks = text.find(sub(c["text"]), pos_sub)
            if ks < 0:
                fail(f"{cid}: claim text not found in order (substituted)")
            else:
                pos_sub = ks + len(sub(c["text"]))
            stats.setdefault((c["expect"], c.get("needs", "")), 0)
            stats[(c["expect"], c.get("needs", ""))] += 1

            pos_checks = neg_checks = 0
            for chk in checks[cid]["checks"]:
                if chk in ("AUTH", "!AUTH"):
                    ok = on_list(c["text"], listed)
                    if (chk == "AUTH") != ok:
                        fail(f"{cid}: {chk} fails for {c['text']!r}")
                    pos_checks += chk == "AUTH"
                    neg_checks += chk == "!AUTH"
                    continue
                m = re.match(r"NOWHERE=(.*)$", chk, re.S)
                if m:
                    if norm(m.group(1)).lower() in all_text.lower():
                        fail(f"{cid}: NOWHERE value {m.group(1)!r} is in the documents")
                    neg_checks += 1
                    continue
                m = re.match(r"T(\d+):(\d+)(?:-(\d+))?(!?)=(.*)$", chk, re.S)
                if m:
                    lines = transcript_lines(int(m.group(1)), int(m.group(2)), int(m.group(3)) if m.group(3) else None)
                    if lines is None:
                        fail(f"{cid}: transcript lines {chk} do not exist")
                        continue
                    present = norm(m.group(5)) in lines
                    if m.group(4) == "!":
                        neg_checks += 1
                        if present:
                            fail(f"{cid}: {m.group(5)!r} IS in Tr. {m.group(1)}:{m.group(2)}-{m.group(3)}")
                    else:
                        pos_checks += 1
                        if not present:
                            fail(f"{cid}: {m.group(5)!r} not in Tr. {m.group(1)}:{m.group(2)}-{m.group(3)}: {lines}")
                    continue
                m = re.match(r"(D\d+\.p\d+)(!?)=(.*)$", chk, re.S)
                if m:
                    key, neg, val = m.group(1), m.group(2), norm(m.group(3))
                    if key not in pages:
                        fail(f"{cid}: page {key} does not exist")
                        continue
                    present = val in pages[key]
                    if neg:
                        neg_checks += 1
                        if present:
                            fail(f"{cid}: {val!r} IS on {key}")
                    else:
                        pos_checks += 1
                        if not present:
                            fail(f"{cid}: {val!r} not on {key}")
                    continue
                fail(f"{cid}: bad check {chk!r}")
            if c["expect"] == "pass" and not pos_checks and c["kind"] != "boilerplate":
                fail(f"{cid}: pass claim without a positive check")
            if c["expect"] == "block" and not c.get("needs") and not neg_checks \
                    and c["kind"] != "transcript_cite_impossible_lines":
                fail(f"{cid}: block claim (no needs) without a check that shows it false")
        # all transcript cites in the draft text must point at existing pages/lines unless labelled block
        blocked_texts = [sub(c["text"]) for c in d["claims"] if c["expect"] == "block"]
        for m in re.finditer(r"(?:EUO|Tr\.|Dep\.)\s+(?:at\s+)?(\d+):(\d+)(?:-(\d+))?|[Ii]d\. at (\d+):(\d+)(?:-(\d+))?",
                             text):
            pg = int(m.group(1) or m.group(4))
            a = int(m.group(2) or m.group(5))
            b = m.group(3) or m.group(6)
            b = int(b) if b else a
            if transcript_lines(pg, a, b) is None and not any(m.group(0).split()[-1] in t for t in blocked_texts):
                fail(f"{name}: transcript cite {m.group(0)!r} points nowhere and is not a labelled block")
        # bates numbers written out literally must exist unless labelled block
        for m in re.finditer(r"INSUR(\d{6})", text):
            if int(m.group(1)) > total_pages and not any(m.group(0) in t for t in blocked_texts):
                fail(f"{name}: literal {m.group(0)} does not exist")
        # every authority written in the draft must sit inside a labelled claim
        spans = [(checks[c["id"]]["offset"], checks[c["id"]]["offset"] + len(c["text"])) for c in d["claims"]]
        for m in re.finditer(r"\d+\s+(?:U\.S\.C\.|U\.S\.|A\.[23]d|Pa\. Code|Pa\. Cons\. Stat\.|Pa\. C\.S\.|P\.S\.)"
                             r"\s*§?\s*\d+(?:\.\d+)*|Fed\. R\. (?:Civ\. P\.|Evid\.) \d+", raw):
            if not any(a0 <= m.start() and m.end() <= b0 for a0, b0 in spans):
                fail(f"{name}: authority {m.group(0)!r} is not inside a labelled claim")
        all_pass = all(c["expect"] == "pass" for c in d["claims"])
        if d["expect_blocked"] == all_pass:
            fail(f"{name}: expect_blocked inconsistent with its claims")

    n = sum(stats.values())
    npass = sum(v for (e, _), v in stats.items() if e == "pass")
    print(f"{len(drafts['drafts'])} drafts, {n} claims: {npass} pass, {n - npass} block "
          f"({100 * (n - npass) / n:.1f}% block); by needs: "
          + ", ".join(f"{e}/{nd or '-'}={v}" for (e, nd), v in sorted(stats.items())))
    if FAIL:
        print(f"{len(FAIL)} failure(s)")
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
