"""Check the labels in drafts.json against the documents that make_matter.py writes.

    /tmp/authors-venv/bin/python check.py

1. builds the matter into a temporary folder and numbers every page (PDF pages; .eml / .txt = one page);
2. substitutes the {Dn.pm} / {Dn.first} / {Dn.last} placeholders and confirms that every claim text is found in
   its draft, in order;
3. resolves the citation that governs each claim (Bates numbers and ranges, "Ex. N at M", "Id.", transcript
   page:line cites by the printed page) and, for each `pass` claim that holds a value, confirms that the value is
   on the cited page(s) or lines (image-only scans are checked against the source strings in make_matter.py);
4. for each `block` claim without `needs`, confirms that the claimed value is NOT on the cited page(s), and that
   an authority labelled block is not on authorities.txt while one labelled pass is.

Exit status 1 on any failure.
"""
import sys
sys.dont_write_bytecode = True
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
import make_matter as M  # noqa: E402

MONTHS = {m: i for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july", "august",
                                      "september", "october", "november", "december"], 1)}
MON3 = {m[:3]: i for m, i in MONTHS.items()}
WORDNUM = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
           "sixteen": 16, "twenty-five": 25, "thirty-eight": 38}

# Values the page states in another form: claim text -> strings that must all be on the cited page(s).
ALIASES = {
    "zero total float": ["Drilled Piers - Grid C-F (32 EA)", "Total Float"],  # the A1110 row ends in 0
    "thirty-eight (38) calendar days": ["-38 calendar days"],
    "1.5 percent per month": ["1.5%", "per month"],
    "twelve": ["Total on site: 12"],
    "eight hours": ["standby 8 hrs"],
    "seven (7) days": ["within seven (7) days after receipt"],
}
# Block transcript cites: claim text -> the testimony the sentence relies on, which must be missing from the
# cited lines and present elsewhere in the transcript.
BLOCK_CITE_KEYS = {
    "Vance Tr. 144:1-3": "Anticipated liquidated damages",
    "Vance Tr. 145:11-13": "within seven",
    "Vance Tr. 145:7-9": "sixteen days",
    "Vance Tr. 146:3": "never told them to stop anything",
    "Tr. 146:6-8": "$646,798",
}


def norm(s: str) -> str:
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2014", "-").replace("\u2013", "-").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


def dates_in(s: str) -> set:
    s = norm(s)
    out = set()
    for mo, d, y in re.findall(r"\b(january|february|march|april|may|june|july|august|september|october|november|"
                               r"december) (\d{1,2})(?:st|nd|rd|th)?, (\d{4})", s):
        out.add((int(y), MONTHS[mo], int(d)))
    for d, mo, y in re.findall(r"\b(\d{1,2})(?:st|nd|rd|th)? (?:day )?of (january|february|march|april|may|june|"
                               r"july|august|september|october|november|december),? (\d{4})", s):
        out.add((int(y), MONTHS[mo], int(d)))
    for d, mo, y in re.findall(r"\b(\d{1,2}) (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec) (\d{4})", s):
        out.add((int(y), MON3[mo], int(d)))
    for d, mo, y in re.findall(r"\b(\d{2})-(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)-(\d{2})\b", s):
        out.add((2000 + int(y), MON3[mo], int(d)))
    for mo, d, y in re.findall(r"\b(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})\b", s):
        y = int(y)
        out.add((y if y > 100 else 2000 + y, int(mo), int(d)))
    return out


def times_in(s: str) -> set:
    s = norm(s)
    out = set()
    for h, m, ap in re.findall(r"\b(\d{1,2}):(\d{2})(?::\d{2})? ?(a\.m\.|p\.m\.|am|pm)?", s):
        h = int(h)
        if ap.startswith("p") and h < 12:
            h += 12
        if ap.startswith("a") and h == 12:
            h = 0
        out.add((h, int(m)))
    return out


def amounts_in(s: str) -> set:
    return {round(float(a.replace(",", "")), 2) for a in re.findall(r"\$([\d,]+(?:\.\d{2})?)", s)}


def quote_found(q: str, hay: str) -> bool:
    """A quotation with bracketed alterations and ellipses: every unaltered run must appear, in order."""
    q = norm(q)
    q = re.sub(r"\s*(\. \. \.|\u2026)\s*", " \x00 ", q)
    pieces = []
    for seg in q.split("\x00"):
        seg = seg.strip()
        if not seg:
            continue
        # a bracket replaces a letter or word: split there, and compare the runs around it
        runs = [r.strip() for r in re.split(r"\[[^\]]*\]", seg) if r.strip()]
        pieces.extend(runs)
    pos = 0
    h = norm(hay)
    for p in pieces:
        p = p.strip(" .,;:")
        i = h.find(p, pos)
        if i < 0:
            return False
        pos = i + len(p)
    return True


def ellipsis_drops_negation(q: str, hay: str) -> bool:
    """True if the words an ellipsis leaves out of a quotation include a negation."""
    h = norm(hay)
    segs = [x.strip(" .") for x in re.split(r"\. \. \.|\u2026", norm(q))]
    segs = [re.split(r"\[[^\]]*\]", x)[0].strip() for x in segs]
    if len(segs) < 2:
        return False
    i = h.find(segs[0])
    j = h.find(segs[1][:12], i + len(segs[0])) if i >= 0 else -1
    return i >= 0 and j >= 0 and re.search(r"\b(not|never|no)\b", h[i + len(segs[0]):j]) is not None


# ------------------------------------------------------------------------------------------------ build
def build(outdir: Path):
    subprocess.run([sys.executable, str(HERE / "make_matter.py"), str(outdir)], check=True, capture_output=True)
    files = sorted((p for p in outdir.iterdir() if re.match(r"D\d+_", p.name)),
                   key=lambda p: int(re.match(r"D(\d+)_", p.name).group(1)))
    pages = {}       # (n, page) -> text
    count = {}
    scans = {"D6": M.DAILY_LOGS}
    for f in files:
        n = int(re.match(r"D(\d+)_", f.name).group(1))
        key = f"D{n}"
        if f.suffix == ".pdf":
            doc = pymupdf.open(f)
            count[key] = len(doc)
            for i, pg in enumerate(doc, 1):
                t = pg.get_text()
                if not t.strip():
                    t = scans[key][i - 1]
                pages[(key, i)] = t
        elif f.suffix == ".eml":
            msg = email.message_from_bytes(f.read_bytes(), policy=policy.default)
            head = "\n".join(f"{h}: {msg[h]}" for h in ("From", "To", "Cc", "Date", "Subject"))
            pages[(key, 1)] = head + "\n\n" + msg.get_body().get_content()
            count[key] = 1
        else:
            pages[(key, 1)] = f.read_text(encoding="utf-8")
            count[key] = 1
    bates, first = {}, 1
    for f in files:
        key = "D" + re.match(r"D(\d+)_", f.name).group(1)
        for i in range(1, count[key] + 1):
            bates[(key, i)] = f"BUILD{first:06d}"
            first += 1
    authorities = (outdir / "authorities.txt").read_text(encoding="utf-8").splitlines()
    return pages, count, bates, authorities


def substitute(s: str, count, bates) -> str:
    def rep(m):
        key, which = m.group(1), m.group(2)
        if which == "first":
            return bates[(key, 1)]
        if which == "last":
            return bates[(key, count[key])]
        return bates[(key, int(which[1:]))]
    return re.sub(r"\{(D\d+)\.(first|last|p\d+)\}", rep, s)


# ------------------------------------------------------------------------------------------------ cites
TRANSCRIPT_DOC = "D12"
PRINTED = {num: i for i, num in enumerate(M.TRANSCRIPT, 1)}   # printed page -> PDF page of D12

CITE = re.compile(
    r"(?P<bates>BUILD\d{6}(?:-BUILD\d{6})?)"
    r"|(?P<ex>Ex\. (?P<exn>\d+)(?: at (?P<exp>\d+)(?![:\d]))?)"
    r"|(?P<tr>(?:Vance Tr\.|Hr'g Tr\.|Tr\.|Id\. at|id\. at|;) ?(?P<tp>\d{3}):(?P<tl1>\d+)(?:-(?P<tl2>\d+))?)"
    r"|(?P<idat>\b[Ii]d\. at (?P<idp>\d+)(?![:\d]))"
    r"|(?P<id>\b[Ii]d\.(?! §))")


def cites_in(text: str, bates_rev):
    """Each cite in document order: (start, end, target); target is ('pages', [(doc, page)]) or
    ('lines', printed page, l1, l2). Id. resolves to the previous cite."""
    out, last = [], None
    for m in CITE.finditer(text):
        if m.group("bates"):
            a, _, b = m.group("bates").partition("-")
            lo, hi = int(a[5:]), int((b or a)[5:])
            tgt = ("pages", [bates_rev[f"BUILD{n:06d}"] for n in range(lo, hi + 1)])
        elif m.group("ex"):
            d = "D" + m.group("exn")
            tgt = ("pages", [(d, int(m.group("exp")))] if m.group("exp") else [(d, 1)])
        elif m.group("tr"):
            tgt = ("lines", int(m.group("tp")), int(m.group("tl1")), int(m.group("tl2") or m.group("tl1")))
        elif m.group("idat"):
            if last is None or last[0] != "pages":
                raise SystemExit(f"Id. at without an exhibit before it: {text[m.start() - 80:m.end()]!r}")
            tgt = ("pages", [(last[1][0][0], int(m.group("idp")))])
        else:
            if last is None:
                continue
            tgt = last
        out.append((m.start(), m.end(), tgt))
        last = tgt
    return out


def evidence(tgts, pages) -> str:
    parts = []
    for t in tgts:
        if t[0] == "pages":
            parts += [pages[p] for p in t[1]]
        else:
            _, pp, l1, l2 = t
            lines = M.TRANSCRIPT[pp]
            parts.append("\n".join(lines[l1 - 1:l2]))
    return "\n".join(parts)


def governing(claim_start, claim_end, claim_is_cite, cites, text):
    """The cite group that supports a claim: the claim itself if it is a cite; else the first cite group after it
    (within 700 characters and before the next numbered paragraph), merged with cites joined to it by ';'."""
    if claim_is_cite:
        own = [c for c in cites if c[1] > claim_start and c[0] < claim_end]
        if own:
            return [c[2] for c in own]
    after = [c for c in cites if c[0] >= claim_end]
    if not after:
        return []
    c0 = after[0]
    gap = text[claim_end:c0[0]]
    if len(gap) > 700 or re.search(r"\n\d+\. ", gap):
        return []
    group = [c0]
    for c in after[1:]:
        between = text[group[-1][1]:c[0]]
        if re.fullmatch(r"[\s;,.)(]*", between) and ";" in between or re.fullmatch(r"\]?\)?;? ?", between):
            group.append(c)
        else:
            break
    return [c[2] for c in group]


# ------------------------------------------------------------------------------------------------ checks
QUOTE_KINDS = ("quote", "block_quote", "pin", "quote_bracket", "quote_altered", "quote_stitched",
               "quote_ellipsis_not", "block_quote_ellipsis")
CITE_KINDS = ("bates", "bates_range", "exhibit_cite", "transcript_cite")


def value_found(claim, hay: str) -> bool:
    t = claim["text"]
    if t in ALIASES:
        return all(norm(a) in norm(hay) for a in ALIASES[t])
    if claim["kind"] == "section":
        num = t.split()[-1]
        return re.search(rf"(?:^|\n|section ){re.escape(num)}\b", hay, re.I) is not None
    if claim["kind"] == "quote_ellipsis_not":
        return not ellipsis_drops_negation(t, hay)
    if claim["kind"] in QUOTE_KINDS:
        return quote_found(t, hay)
    d = dates_in(t)
    if d:
        return bool(d & dates_in(hay))
    tm = times_in(t)
    if tm and claim["kind"] == "time":
        return bool(tm & times_in(hay))
    am = amounts_in(t)
    if am:
        return am <= amounts_in(hay) and (claim["kind"] != "rate" or norm(t).split("$")[1].split(" ", 1)[-1]
                                          in norm(hay))
    nt = norm(t)
    for w, n in WORDNUM.items():
        if re.fullmatch(w, nt):
            return re.search(rf"\b{n}\b", hay) is not None
    nt = re.sub(r"(\d) percent", r"\1%", nt)
    return nt in norm(hay)


def authority_listed(t: str, authorities) -> bool:
    key = re.search(r"\d+ (?:U\.S\.|S\.W\.\dd) \d+|§ ?[\d.]+|R\. Evid\. \d+", t)
    if not key:
        return False
    k = key.group(0)
    if k.startswith("§"):
        sec = k.replace("§", "").strip()
        code = "Prop. Code" if ("Prop." in t or t.startswith("id.")) else ("Civ. Prac." if "Civ." in t else
                                                                          "U.S.C." if "U.S.C." in t else "")
        return any(code in a and re.search(rf"§ {re.escape(sec)}\b", a) for a in authorities)
    return any(k in a for a in authorities)


VERBOSE = "-v" in sys.argv


def main() -> int:
    data = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    failures, manual = [], []
    with tempfile.TemporaryDirectory() as tmp:
        pages, count, bates, authorities = build(Path(tmp))
    bates_rev = {v: k for k, v in bates.items()}
    print(f"{len(count)} documents, {len(bates)} pages: {bates[('D1', 1)]} - {bates[max(bates, key=bates.get)]}")
    tally = {"pass": 0, "block": 0}
    for name, dr in data["drafts"].items():
        text = substitute(dr["text"], count, bates)
        cites = cites_in(text, bates_rev)
        pos = 0
        if dr["expect_blocked"] != any(c["expect"] == "block" for c in dr["claims"]):
            failures.append(f"{name}: expect_blocked disagrees with the claims")
        for c in dr["claims"]:
            tally[c["expect"]] += 1
            ct = substitute(c["text"], count, bates)
            i = text.find(ct, pos)
            if i < 0:
                failures.append(f"{name}/{c['id']}: text not found in order: {ct!r}")
                continue
            pos = i + len(ct)
            c = dict(c, text=ct)
            kind, exp, needs = c["kind"], c["expect"], c.get("needs")
            if kind == "authority":
                listed = authority_listed(ct, authorities)
                if listed != (exp == "pass"):
                    failures.append(f"{name}/{c['id']}: authority {ct!r} listed={listed} but expect={exp}")
                continue
            if kind in ("caption", "jurat", "boilerplate"):
                manual.append(f"{name}/{c['id']}: {exp} {kind}: {ct[:70]!r}")
                continue
            if kind in ("address", "name", "identifier") and not \
                    governing(i, pos, False, cites, text):
                # uncited: look for it anywhere in the production
                hay = "\n".join(pages.values())
                found = value_found(c, hay)
                if (exp == "pass") != found and kind not in ("jurat", "boilerplate"):
                    failures.append(f"{name}/{c['id']}: uncited {kind} {ct!r} found anywhere={found}, expect={exp}")
                elif kind in ("jurat", "boilerplate"):
                    manual.append(f"{name}/{c['id']}: {exp} {kind}: {ct[:70]!r}")
                continue
            tg = governing(i, pos, kind in CITE_KINDS, cites, text)
            if not tg:
                if kind == "boilerplate_date":
                    tg = governing(i, pos + 60, False, cites, text)
                if not tg:
                    manual.append(f"{name}/{c['id']}: {exp} {kind} with no cite: {ct[:70]!r}")
                    continue
            if kind in CITE_KINDS:
                # a cite claim: the sentence it closes must be supported by it; take the sentence before it
                pre = text[:i].rstrip(" (")
                bounds = [m.end() for m in re.finditer(r'[.?!]["\u201d)]*\s+|\n\s*\n', pre) if m.end() < len(pre) - 2
                          and not re.search(r"\b(No|Nos|Mr|Ms|Ex|Tr|Id|Inc|Co|Corp|v|a|p|Vol|\d+)\.\s*$",
                                            pre[:m.end()])]
                sent = pre[bounds[-1] if bounds else 0:]
                inner = [x for x in dr["claims"] if x is not c]
                hay = evidence(tg, pages)
                vals = [x for x in dr["claims"] if substitute(x["text"], count, bates) in sent
                        and x["kind"] not in CITE_KINDS and x["kind"] != "authority"]
                if VERBOSE:
                    print(f"  {name}/{c['id']:5} {exp:5} cite {ct!r} sentence={sent.strip()[:70]!r}")
                if exp == "pass":
                    bad = [v["id"] for v in vals if v["expect"] == "pass" and not value_found(
                        dict(v, text=substitute(v["text"], count, bates)), hay)]
                    if bad:
                        failures.append(f"{name}/{c['id']}: cite {ct!r} does not support {bad}")
                    elif not vals:
                        manual.append(f"{name}/{c['id']}: pass cite {ct!r} (no labelled value in its sentence)")
                else:
                    key = BLOCK_CITE_KEYS.get(ct)
                    whole = "\n".join("\n".join(v) for v in M.TRANSCRIPT.values())
                    if not key or norm(key) in norm(hay) or norm(key) not in norm(whole) or norm(key) not in norm(sent):
                        failures.append(f"{name}/{c['id']}: block cite {ct!r}: key {key!r} check failed")
                del inner
                continue
            hay = evidence(tg, pages)
            found = value_found(c, hay)
            if VERBOSE:
                print(f"  {name}/{c['id']:5} {exp:5} {kind:18} {ct[:50]!r:54} -> {tg} found={found}")
            if exp == "pass" and not found:
                failures.append(f"{name}/{c['id']}: pass {kind} {ct!r} not on cited {tg}")
            elif exp == "block" and not needs and found:
                failures.append(f"{name}/{c['id']}: block {kind} {ct!r} IS on cited {tg}")
            elif exp == "block" and needs:
                manual.append(f"{name}/{c['id']}: block needs={needs} {kind}: {ct[:80]!r}")
    print(f"claims: {tally['pass']} pass, {tally['block']} block")
    print("\nfor a reader (checked by hand):")
    for m in manual:
        print("  ", m)
    if failures:
        print("\nFAILURES:")
        for f in failures:
            print("  ", f)
        return 1
    print("\nall automatic checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
