"""Check the labels in drafts.json against the documents that make_matter.py writes.

    python check.py [DRAFTS_JSON]     (needs pymupdf; run with /tmp/authors-venv/bin/python)

1. Runs make_matter.py into a temporary folder and reads every page: the text layer of each PDF page, the source
   strings for the image-only scan, headers and body of an .eml, the whole of a .txt (one page each).
2. Numbers the pages LOAN000001... in file order (D1..D9), substitutes the placeholders in every draft and claim,
   and confirms that each claim text is found in its draft, in order.
3. Finds the citation that covers each claim (the next cite in its paragraph; "Id." repeats the last one;
   transcript cites are read by printed page and line), and
   - for a pass claim, confirms that each value in it (sum, rate, date, time, number, quotation fragment, or
     else the claim words themselves) is on the cited page(s) or lines;
   - for a block claim with no "needs", confirms that something in it is NOT there (or, for an authority, that
     it is not on the list);
   - for a pass authority, that it is on authorities.txt.
   A few true claims rest on arithmetic over a page (a count of table rows, days between two dates); those are
   computed below rather than looked up.
Prints every problem and exits 1 if there is one.
"""
import email
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
from datetime import date
from email import policy
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
PREFIX = "LOAN"
MONTHS = {m: i for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july", "august",
                                      "september", "october", "november", "december"], start=1)}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9
WORDNUM = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
           "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "nineteen": 19, "twenty": 20, "thirty": 30,
           "sixty": 60}

# ----------------------------------------------------------------------------------------------------------- pages


def load_matter():
    spec = importlib.util.spec_from_file_location("make_matter", HERE / "make_matter.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def read_pages(outdir: Path, mod):
    """doc index -> list of page records {text, lines (transcript only), printed (transcript only)}"""
    docs = {}
    files = sorted(outdir.glob("D*_*"), key=lambda p: int(re.match(r"D(\d+)_", p.name).group(1)))
    for f in files:
        n = int(re.match(r"D(\d+)_", f.name).group(1))
        pages = []
        if f.suffix == ".pdf":
            doc = pymupdf.open(f)
            for i, page in enumerate(doc):
                text = page.get_text()
                rec = {"text": text}
                if not text.strip():
                    assert f.name in mod.SCANNED, f.name
                    rec["text"] = mod.TEXT_PDFS[f.name][i]
                    rec["scan"] = True
                if f.name.startswith("D9_"):
                    printed, lines = mod.DEPO[i]
                    rec["printed"], rec["lines"] = printed, lines
                    head = re.search(r"Page (\d+)", text)
                    assert head and int(head.group(1)) == printed, (f.name, i)
                pages.append(rec)
        elif f.suffix == ".eml":
            msg = email.message_from_bytes(f.read_bytes(), policy=policy.default)
            head = "\n".join(f"{k}: {msg[k]}" for k in ("From", "To", "Cc", "Date", "Subject") if msg[k])
            pages.append({"text": head + "\n\n" + msg.get_content()})
        elif f.suffix == ".txt":
            pages.append({"text": f.read_text(encoding="utf-8")})
        docs[n] = pages
    return docs


def bates_map(docs):
    first, num, by_bates = {}, 1, {}
    for n in sorted(docs):
        first[n] = num
        for i in range(len(docs[n])):
            by_bates[num] = (n, i + 1)
            num += 1
    return first, by_bates


def bates(num):
    return f"{PREFIX}{num:06d}"


def substitute(s, docs, first):
    def rep(m):
        n, what = int(m.group(1)), m.group(2)
        if what == "first":
            return bates(first[n])
        if what == "last":
            return bates(first[n] + len(docs[n]) - 1)
        p = int(what[1:])
        assert 1 <= p <= len(docs[n]), m.group(0)
        return bates(first[n] + p - 1)
    return re.sub(r"\{D(\d+)\.(first|last|p\d+)\}", rep, s)

# ------------------------------------------------------------------------------------------------------- normalise


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ").replace("\u2026", "...")
    return re.sub(r"\s+", " ", s).strip().lower()


def moneys(s):
    out = set()
    for m in re.finditer(r"\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)", s):
        out.add(round(float(m.group(1).replace(",", "")), 2))
    for m in re.finditer(r"(?<![\d/])(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2})(?![\d/])", s):
        out.add(round(float(m.group(1).replace(",", "")), 2))
    return out


def percents(s):
    return {round(float(m.group(1)), 3) for m in re.finditer(r"(\d+(?:\.\d+)?)\s*(?:%|percent\b)", s, re.I)}


def dates(s):
    """set of (y, m, d) with None for parts the text does not give"""
    t = norm(s)
    out = set()
    mon = r"(january|february|march|april|may|june|july|august|september|october|november|december)"
    for m in re.finditer(mon + r"\s+(\d{1,2})(?:st|nd|rd|th)?(?:,\s*(\d{4}))?", t):
        out.add((int(m.group(3)) if m.group(3) else None, MONTHS[m.group(1)], int(m.group(2))))
    for m in re.finditer(r"(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\s+(?:day\s+)?of\s+" + mon +
                         r"(?:,?\s*(?:in the year\s+)?(\d{4}))?", t):
        out.add((int(m.group(3)) if m.group(3) else None, MONTHS[m.group(2)], int(m.group(1))))
    for m in re.finditer(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b", t):
        out.add((int(m.group(3)), int(m.group(1)), int(m.group(2))))
    for m in re.finditer(r"\b(\d{1,2})/(\d{1,2})(?:\+|\b)(?!/)", t):
        out.add((None, int(m.group(1)), int(m.group(2))))
    for m in re.finditer(r"\b(\d{1,2}) (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec) (\d{4})\b", t):
        out.add((int(m.group(3)), MONTHS[m.group(2)], int(m.group(1))))
    for m in re.finditer(mon + r"\s+(\d{4})\b", t):
        out.add((int(m.group(2)), MONTHS[m.group(1)], None))
    return out


def month_only(s):
    t = norm(s)
    return {MONTHS[m.group(1)] for m in re.finditer(
        r"\b(january|february|march|april|may|june|july|august|september|october|november|december)\b", t)}


def times(s):
    out = set()
    for m in re.finditer(r"\b(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap])\.?\s?m\.?", s, re.I):
        h = int(m.group(1)) % 12 + (12 if m.group(3).lower() == "p" else 0)
        out.add((h, int(m.group(2))))
    for m in re.finditer(r"\b(\d{1,2}):(\d{2})(?::\d{2})?(?!\s*[ap]\.?\s?m)", s, re.I):
        out.add((int(m.group(1)), int(m.group(2))))
    return out


def date_match(c, ev):
    for e in ev:
        if all(a is None or b is None or a == b for a, b in zip(c, e)) and sum(a is not None for a in c) <= sum(
                b is not None for a, b in zip(c, e) if a is not None) + 0:
            return True
    return False


def date_covered(cd, evd):
    # every part the claim states must be stated, equal, on the page
    return any(all(a is None or b is None and k == 0 or a == b for k, (a, b) in enumerate(zip(cd, e)))
               for e in evd)

# -------------------------------------------------------------------------------------------------------- citations


CITE_RE = re.compile(
    r"(?P<bates>" + PREFIX + r"(?P<b1>\d{6})(?:\s*(?:-|through|to)\s*" + PREFIX + r"(?P<b2>\d{6}))?"
    r"(?:(?:\s+at\s+|:)(?P<bl1>\d+)(?:-(?P<bl2>\d+))?)?)"
    r"|(?P<ex>Ex\.\s*(?P<exn>\d+)(?:\s+at\s+(?P<exp1>\d+)(?:-(?P<exp2>\d+))?)?)"
    r"|(?P<tr>(?:Sorensen\s+(?:Dep\.|Tr\.)|\bTr\.)\"?\)?,?\s*(?:at\s+)?(?P<tp1>\d+)(?::(?P<tl1>\d+)(?:-(?P<tx>\d+)(?::(?P<tl2>\d+))?)?)?)"
    r"|(?P<id>\b[Ii]d\.(?:\s+at\s+(?P<ip1>\d+)(?::(?P<il1>\d+)(?:-(?P<ix>\d+)(?::(?P<il2>\d+))?)?)?)?)"
    r"|(?P<aff>Okafor Aff\.\s*\u00b6\s*\d+)"
)


def transcript_span(p1, l1, x, l2):
    """-> list of (printed page, first line, last line)"""
    p1 = int(p1)
    if l1 is None:
        return [(p1, 1, 25)]
    l1 = int(l1)
    if x is None:
        return [(p1, l1, l1)]
    if l2 is not None:                       # 40:25-41:2
        p2, l2 = int(x), int(l2)
        return [(p1, l1, 25)] + [(p, 1, 25) for p in range(p1 + 1, p2)] + [(p2, 1, l2)]
    return [(p1, l1, int(x))]


def parse_cites(text, docs, by_bates):
    """list of (start, end, refs) where refs is a list of ('page', doc, page) or ('lines', printed, a, b)"""
    out, last = [], None
    for m in CITE_RE.finditer(text):
        refs = None
        if m.group("bates"):
            b1 = int(m.group("b1"))
            b2 = int(m.group("b2")) if m.group("b2") else b1
            refs = [("page",) + by_bates[b] for b in range(b1, b2 + 1)]
            if m.group("bl1") and b1 == b2 and refs[0][1] == 9:      # a transcript page cited by Bates and line
                printed = docs[9][refs[0][2] - 1]["printed"]
                l1 = int(m.group("bl1"))
                refs = [("lines", printed, l1, int(m.group("bl2") or l1))]
        elif m.group("ex"):
            n = int(m.group("exn"))
            if m.group("exp1"):
                a = int(m.group("exp1"))
                b = int(m.group("exp2")) if m.group("exp2") else a
            else:
                a, b = 1, len(docs[n])
            refs = [("page", n, p) for p in range(a, b + 1)]
        elif m.group("tr"):
            refs = [("lines",) + s for s in transcript_span(m.group("tp1"), m.group("tl1"), m.group("tx"),
                                                             m.group("tl2"))]
        elif m.group("id"):
            if m.group("ip1"):
                refs = [("lines",) + s for s in transcript_span(m.group("ip1"), m.group("il1"), m.group("ix"),
                                                                 m.group("il2"))]
            else:
                refs = last
        elif m.group("aff"):
            refs = []
        if refs is None:
            continue
        if out and re.fullmatch(r"\s*[;,]\s*(?:and\s+|see also\s+|see\s+)?", text[out[-1][1]:m.start()], re.I):
            s0, _, r0 = out.pop()
            refs = r0 + refs
            out.append((s0, m.end(), refs))
        else:
            out.append((m.start(), m.end(), refs))
        last = refs if not m.group("id") or m.group("ip1") else last
        if m.group("id") and not m.group("ip1"):
            last = out[-1][2]
    return out


def evidence(refs, docs):
    parts = []
    depo = docs[9]
    for r in refs:
        if r[0] == "page":
            parts.append(docs[r[1]][r[2] - 1]["text"])
        else:
            printed, a, b = r[1:]
            page = next(p for p in depo if p["printed"] == printed)
            parts.append("\n".join(page["lines"][a - 1:b]))
    return "\n".join(parts)


def depo_lines(docs):
    return {p["printed"]: p["lines"] for p in docs[9]}

# ------------------------------------------------------------------------------------------------------ the checks


def quote_fragments(q):
    q = q.replace("\u2026", "...").replace(". . .", "...")
    frags = []
    for piece in q.split("..."):
        for sub in re.split(r"\[[^\]]*\]", piece):
            sub = norm(sub).strip(" .,;:\"'")
            if len(sub) >= 2:
                frags.append(sub)
    return frags


def in_order(frags, ev):
    """every fragment on the page, in order; an ellipsis may not skip only a negation"""
    t, pos, prev_end = re.sub(r"[\"']", "", norm(ev)), 0, None
    frags = [re.sub(r"[\"']", "", f) for f in frags]
    for f in frags:
        i = t.find(f, pos)
        if i < 0:
            return False, f
        if prev_end is not None and re.fullmatch(r"\W*(?:not|never|no|n't)\W*", t[prev_end:i]):
            return False, f"ellipsis drops {t[prev_end:i].strip()!r} before {f!r}"
        pos = prev_end = i + len(f)
    return True, None


def word_in(phrase, ev):
    return re.search(r"(?<!\w)" + re.escape(norm(phrase)) + r"(?!\w)", norm(ev)) is not None


def values_found(ctext, ev):
    """(all_found, missing list, n_values)"""
    missing, n = [], 0
    cm, em = moneys(ctext), moneys(ev)
    for v in cm:
        n += 1
        if v not in em:
            missing.append(f"${v:,.2f}")
    cp, ep = percents(ctext), percents(ev)
    for v in cp:
        n += 1
        if v not in ep:
            missing.append(f"{v}%")
    stripped = re.sub(r"\$[\d,.]+", " ", ctext)
    cd, ed = dates(stripped), dates(ev)
    for d in cd:
        n += 1
        if not date_covered(d, ed):
            missing.append(f"date {d}")
    if not cd:
        for mo in month_only(stripped):
            n += 1
            if mo not in month_only(ev):
                missing.append(f"month {mo}")
    ct, et = times(stripped), times(ev)
    for t in ct:
        n += 1
        if t not in et:
            missing.append(f"time {t}")
    # parenthesised figures: "ten (10) days", identifiers, long digit runs, section numbers
    rest = re.sub(r"\$[\d,.]+|\d+(?:\.\d+)?\s*(?:%|percent)|\d{1,2}:\d{2}|\d{1,2}/\d{1,2}/\d{4}", " ", ctext)
    for m in re.finditer(r"\b\d[\d\- ]*\d\b|\b\d\b", rest):
        tok = m.group(0).strip()
        if any(str(d[0]) == tok or str(d[2]) == tok for d in cd if d):
            continue
        if re.fullmatch(r"\d{4}", tok) and any(d[0] == int(tok) for d in cd):
            continue
        n += 1
        if not re.search(r"(?<![\d,.$])" + re.escape(tok) + r"(?![\d]|[,.]\d)", ev):
            missing.append(tok)
    return not missing, missing, n


COMPUTED = {}


def computed_checks(docs):
    """True claims that rest on arithmetic over a page, verified here."""
    hist = [r for r in __import__("make_matter").HIST_ROWS_1 + __import__("make_matter").HIST_ROWS_2]
    full = [r for r in hist if r[2] in ("14,066.73", "15,473.41")]
    COMPUTED["nineteen (19)"] = len(full) == 19
    inv = re.findall(r"^24-\d{4}\s", docs[3][3]["text"], re.M)
    COMPUTED["six (6) monthly invoices"] = len(inv) == 6
    COMPUTED["six (6)"] = len(inv) == 6
    aug = next(r for r in hist if r[0] == "08/01/2023")
    COMPUTED["twenty-seven days late"] = (date(2023, 8, 28) - date(2023, 8, 1)).days == 27 and aug[1] == "08/28/2023"
    COMPUTED["one day before the deadline"] = ("11/29/2023" in docs[3][1]["text"] and
                                               "November 30, 2023" in docs[6][0]["text"])
    COMPUTED["May 2022 through June 2023"] = all(
        r[5] == "" for r in hist if (int(r[0][6:]), int(r[0][:2])) <= (2023, 6))


def authority_key(s):
    s = norm(s)
    m = re.search(r"(\d+)\s+(n\.y\.(?:2d|3d)?|a\.d\.3d|f\. supp\.)\s+(\d+)", s)
    if m:
        return f"{m.group(1)} {m.group(2)} {m.group(3)}"
    m = re.search(r"(?:cplr|c\.p\.l\.r\.)\s*(\d{4})", s)
    if m:
        return f"cplr {m.group(1)}"
    m = re.search(r"15-301", s)
    if m:
        return "gol 15-301"
    m = re.search(r"nycrr\s*(?:\u00a7\s*)?([\d.\-a-z]+)", s)
    if m:
        return f"nycrr {m.group(1)}"
    return None


# True paraphrases that no word match can confirm; each was read against the cited page.
HAND = {
    ("przybylski_affirmation", "signed for the Bank by Linnea M. Sorensen and Gregory A. Thibodeaux"):
        "D6 p3 signature block: 'By: Linnea M. Sorensen, Vice President / By: Gregory A. Thibodeaux'",
    ("przybylski_affirmation", "the Bank had not sold any of the equipment collateral"):
        "Dep. 42:6-9: 'Has the bank sold any of the equipment collateral? A. Not as of today.'",
    ("przybylski_affirmation", "his request for a cap was declined"):
        "Dep. 42:23-25, said across two sentences: 'He asked for a cap. Credit declined it.'",
    ("okafor_affidavit", "I asked the Bank to cap my guaranty, and it refused"):
        "Dep. 42:23-25: 'He asked for a cap. Credit declined it.'",
    ("okafor_affidavit", "has not sold any of Osprey's equipment"):
        "Dep. 42:6-9: 'Not as of today. The equipment is still at the Bruckner Boulevard shop'",
}

SHORT = {"plapinger": "66 n.y.2d 90", "rose": "42 n.y.2d 338"}


def main():
    mod = load_matter()
    sys.modules["make_matter"] = mod
    problems, stats = [], {"pass": 0, "block": 0}
    with tempfile.TemporaryDirectory() as td:
        out = Path(td) / "matter"
        subprocess.run([sys.executable, str(HERE / "make_matter.py"), str(out)], check=True, capture_output=True)
        docs = read_pages(out, mod)
        authorities = [l for l in (out / "authorities.txt").read_text().splitlines() if l.strip()]
    first, by_bates = bates_map(docs)
    computed_checks(docs)
    listed = {authority_key(a) for a in authorities}
    listed.update(authority_key(a) for a in authorities)
    total_pages = sum(len(p) for p in docs.values())
    print(f"{len(docs)} documents, {total_pages} pages, {bates(1)}-{bates(total_pages)}")
    for n in sorted(docs):
        print(f"  D{n}: {len(docs[n])} p. {bates(first[n])}-{bates(first[n] + len(docs[n]) - 1)}")
    lines_by_page = depo_lines(docs)

    data = json.loads(Path(sys.argv[1] if len(sys.argv) > 1 else HERE / "drafts.json").read_text())
    assert data["prefix"] == PREFIX and data["matter_script"] == "make_matter.py"
    for name, draft in data["drafts"].items():
        text = substitute(draft["text"], docs, first)
        assert "{D" not in text, name
        cites = parse_cites(text, docs, by_bates)
        pos = 0
        blocked = any(c["expect"] == "block" for c in draft["claims"])
        if blocked != draft["expect_blocked"]:
            problems.append(f"{name}: expect_blocked is {draft['expect_blocked']} but claims say {blocked}")
        ids = set()
        for c in draft["claims"]:
            assert c["id"] not in ids, c["id"]
            ids.add(c["id"])
            stats[c["expect"]] += 1
            ctext = substitute(c["text"], docs, first)
            i = text.find(ctext, pos)
            if i < 0:
                problems.append(f"{name}/{c['id']}: claim text not found in order: {ctext[:60]!r}")
                continue
            j = i + len(ctext)
            pos = i + 1
            para_end = text.find("\n\n", j)
            para_end = len(text) if para_end < 0 else para_end
            while text[para_end + 2:para_end + 3] == "(" or (text[para_end:para_end + 10].strip() == "" and
                                                             text[para_end + 2:para_end + 10].startswith("      ")):
                nxt = text.find("\n\n", para_end + 2)
                para_end = len(text) if nxt < 0 else nxt
            para_start = text.rfind("\n\n", 0, i) + 2
            kind, expect, needs = c["kind"], c["expect"], c.get("needs")
            # -- authorities
            if kind.startswith("authority"):
                key = authority_key(ctext)
                if key is None:
                    key = next((v for k, v in SHORT.items() if k in norm(ctext)), None)
                on_list = key in listed
                if (expect == "pass") != on_list:
                    problems.append(f"{name}/{c['id']}: authority {ctext[:50]!r} on list={on_list}, expect {expect}")
                continue
            if kind in ("boilerplate", "identifier") and not any(s <= i < e for s, e, _ in cites) and \
                    not [x for x in cites if j <= x[0] < para_end]:
                if kind == "identifier" and expect == "pass":
                    allpages = "\n".join(p["text"] for d in docs.values() for p in d)
                    if ctext not in allpages:
                        problems.append(f"{name}/{c['id']}: uncited identifier {ctext!r} not in any document")
                continue
            # -- a claim that is itself a citation
            own = [x for x in cites if x[0] <= i < x[1] or i <= x[0] < j]
            if kind in ("bates_range",):
                continue
            if kind.startswith("transcript_cite"):
                cite = own[0] if own else None
                if cite is None:
                    problems.append(f"{name}/{c['id']}: could not parse transcript cite {ctext!r}")
                    continue
                prev_end = max([x[1] for x in cites if x[1] <= cite[0] and x[1] > para_start] + [para_start])
                span = re.sub(r"\((?:the )?Deposition of[^)]*$", "", text[prev_end:cite[0]])
                sentences = []
                for seg in re.split(r'(?<=[.?!])["\']?\s+(?=[A-Z(])', span.strip(" (\n")):
                    if sentences and re.search(r"\b(?:Mr|Ms|Mrs|Dr|No|Inc|Co|Corp|v|[A-Z])\.$", sentences[-1]):
                        sentences[-1] += " " + seg
                    else:
                        sentences.append(seg)
                span = sentences[-1] if sentences else span
                quotes = re.findall(r'"([^"]+)"', span)
                ev = evidence(cite[2], docs)
                if quotes:
                    ok = all(in_order(quote_fragments(q), ev)[0] for q in quotes)
                else:
                    ok, _, nvals = values_found(span, ev)
                    if nvals == 0:
                        ok = None
                if expect == "pass" and ok is False:
                    problems.append(f"{name}/{c['id']}: transcript cite {ctext} does not hold {quotes or span[-80:]!r}")
                if expect == "block" and ok is not False:
                    problems.append(f"{name}/{c['id']}: block transcript cite {ctext} seems to hold the text")
                if expect == "pass" and ok is None:
                    print(f"  note {name}/{c['id']}: transcript cite {ctext} checked by hand: {span.strip()[-70:]!r}")
                continue
            # -- the covering citation
            after = [x for x in cites if x[0] >= j and x[0] < para_end]
            cite = after[0] if after else None
            if cite is None:
                before = [x for x in cites if para_start <= x[0] < i]
                cite = before[-1] if before else None
            if cite is None:
                if expect == "pass" and kind not in ("boilerplate", "identifier", "title", "place"):
                    problems.append(f"{name}/{c['id']}: pass claim has no citation: {ctext[:60]!r}")
                elif expect == "block" and not needs:
                    allpages = "\n".join(p["text"] for d in docs.values() for p in d)
                    ok, missing, nv = values_found(ctext, allpages)
                    if ok and nv:
                        problems.append(f"{name}/{c['id']}: uncited block claim found in the documents")
                elif expect == "pass":
                    allpages = "\n".join(p["text"] for d in docs.values() for p in d)
                    if norm(ctext) not in norm(allpages):
                        problems.append(f"{name}/{c['id']}: uncited pass {ctext[:50]!r} not in any document")
                continue
            ev = evidence(cite[2], docs)
            if not cite[2]:                      # an internal cite (Okafor Aff.), no record page
                if expect == "pass":
                    problems.append(f"{name}/{c['id']}: pass claim cited only to an affidavit")
                continue
            # quoted claims
            before_ch = text[i - 1] if i > 0 else ""
            quoted = kind.startswith("quote") or before_ch == '"' or ctext.startswith('"')
            if quoted:
                ok, miss = in_order(quote_fragments(ctext), ev)
                if expect == "pass" and not ok:
                    problems.append(f"{name}/{c['id']}: quote fragment {miss!r} not on cited page(s)")
                if expect == "block" and not needs and ok:
                    problems.append(f"{name}/{c['id']}: block quote is on the cited page(s): {ctext[:50]!r}")
                continue
            if ctext in COMPUTED:
                if (expect == "pass") != COMPUTED[ctext]:
                    problems.append(f"{name}/{c['id']}: computed check disagrees for {ctext!r}")
                continue
            ok, missing, nvals = values_found(ctext, ev)
            if nvals == 0:
                ok = word_in(ctext, ev)
                missing = [] if ok else [ctext]
            if not ok and expect == "pass" and (name, ctext) in HAND:
                print(f"  hand-verified {name}/{c['id']}: {ctext[:50]!r}: {HAND[(name, ctext)]}")
                continue
            if expect == "pass" and not ok:
                problems.append(f"{name}/{c['id']}: pass claim {ctext[:60]!r}: {missing} not on cited page(s)")
            if expect == "block" and not needs and ok:
                problems.append(f"{name}/{c['id']}: block claim {ctext[:60]!r} looks supported on cited page(s)")
            if expect == "block" and needs:
                # a polarity / model block keeps its values: they should be found where cited (else it is a
                # plain value error and needs no model)
                if nvals and not ok:
                    problems.append(f"{name}/{c['id']}: needs={needs} but values {missing} are not on the page")
        n_claims = len(draft["claims"])
        print(f"{name}: {n_claims} claims, blocked={draft['expect_blocked']}")
    print(f"claims: {stats['pass'] + stats['block']} (pass {stats['pass']}, block {stats['block']})")
    if problems:
        print("\nPROBLEMS:")
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("all labels check out")


if __name__ == "__main__":
    main()
