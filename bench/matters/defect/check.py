"""Self-check of the Vance (DEFECT) labels.

    python check.py

Runs make_matter.py into a temp dir, extracts every page (pymupdf text layer; the scan against its source
strings; .eml as headers + body), assigns Bates numbers, substitutes the placeholders, confirms each claim is
in its draft in order, resolves the citation that governs each claim (the claim itself when it is a cite,
otherwise the first cite after it; Id. follows the previous cite; transcript cites read the cited lines), and
confirms for each pass claim that its values (numbers; quoted words; for names/places the words) are on the
cited page(s). For block claims without "needs" it warns when the same test would pass (possible mislabel).
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

HERE = Path(__file__).parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import make_matter as mm  # noqa: E402

PREFIX = "DEFECT"


def norm(s):
    s = s.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()


def load():
    tmp = Path(tempfile.mkdtemp())
    subprocess.run([sys.executable, str(HERE / "make_matter.py"), str(tmp)], check=True, capture_output=True)
    docs = {}  # n -> list of page texts
    files = sorted(p for p in tmp.iterdir() if p.name.startswith("D"))
    for f in files:
        n = int(f.name[1])
        if f.suffix == ".pdf":
            if f.name in mm.SCANNED:
                pages = list(mm.DOCS[f.name])
                assert len(pymupdf.open(f)) == len(pages)
                assert not pymupdf.open(f)[0].get_text().strip(), "scan has a text layer"
            else:
                pages = [pg.get_text() for pg in pymupdf.open(f)]
        else:
            msg = email.message_from_bytes(f.read_bytes(), policy=policy.default)
            head = "".join(f"{k}: {msg[k]}\n" for k in ("From", "To", "Cc", "Date", "Subject"))
            pages = [head + "\n" + msg.get_content()]
        docs[n] = pages
    bates, start = {}, 1
    for n in sorted(docs):
        bates[n] = [f"{PREFIX}{start + i:06d}" for i in range(len(docs[n]))]
        start += len(docs[n])
    auth = (tmp / "authorities.txt").read_text(encoding="utf-8").splitlines()
    return docs, bates, auth


def substitute(text, bates):
    def rep(m):
        n, what = int(m.group(1)), m.group(2)
        b = bates[n]
        return b[0] if what == "first" else b[-1] if what == "last" else b[int(what[1:]) - 1]
    return re.sub(r"\{D(\d)\.(first|last|p\d+)\}", rep, text)


DEPO_DOC = 8
DEPO = {num: lines for num, lines in mm.depo_pages()}
CITE = re.compile(
    r"(?P<bates>DEFECT(?P<b1>\d{6})(?:\s*-\s*DEFECT(?P<b2>\d{6}))?)"
    r"|(?P<ex>Ex\. (?P<exn>\d)(?: at (?P<exp1>\d+)(?:-(?P<exp2>\d+))?)?)"
    r"|(?P<id>\b[Ii]d\.(?: at (?P<idp>\d+)(?::(?P<idl1>\d+)(?:-(?P<idl2>\d+))?)?)?)"
    r"|(?P<tr>(?<![\d$.,])(?P<tp>\d{2}):(?P<tl1>\d{1,2})(?:-(?P<tp2>\d{2}):(?P<tl3>\d{1,2})|-(?P<tl2>\d{1,2}))?(?! ?[ap]\.m\.))"
)


def transcript_src(p1, l1, p2, l2):
    if p1 not in DEPO or p2 not in DEPO:
        return None
    out = []
    for p in range(p1, p2 + 1):
        a = l1 if p == p1 else 1
        b = l2 if p == p2 else 25
        if not (1 <= a <= b <= 25):
            return None
        out += DEPO[p][a - 1:b]
    return " ".join(x.strip() for x in out)


def cites(text, docs, bates):
    """[(start, end, src text or None)] in order."""
    allb = {b: (n, i) for n, bl in bates.items() for i, b in enumerate(bl)}
    out, prev = [], None  # prev: ("doc", n, [idx]) or ("tr",)
    for m in CITE.finditer(text):
        src = None
        if m.group("bates"):
            a = allb.get(PREFIX + m.group("b1"))
            z = allb.get(PREFIX + m.group("b2")) if m.group("b2") else a
            if a and z and a[0] == z[0]:
                idx = list(range(a[1], z[1] + 1))
                prev = ("doc", a[0], idx)
                src = " ".join(docs[a[0]][i] for i in idx)
            else:
                prev = None
        elif m.group("ex"):
            n = int(m.group("exn"))
            if m.group("exp1"):
                p1 = int(m.group("exp1")); p2 = int(m.group("exp2") or p1)
                idx = list(range(p1 - 1, p2))
            else:
                idx = list(range(len(docs[n])))
            if n in docs and all(0 <= i < len(docs[n]) for i in idx):
                prev = ("doc", n, idx)
                src = " ".join(docs[n][i] for i in idx)
        elif m.group("id"):
            if prev is None:
                src = None
            elif m.group("idl1"):
                p = int(m.group("idp")); l1 = int(m.group("idl1")); l2 = int(m.group("idl2") or l1)
                src = transcript_src(p, l1, p, l2)
                prev = ("tr",)
            elif m.group("idp"):
                if prev[0] == "doc":
                    n = prev[1]; i = int(m.group("idp")) - 1
                    if 0 <= i < len(docs[n]):
                        prev = ("doc", n, [i]); src = docs[n][i]
            else:
                src = out[-1][2] if out else None
        elif m.group("tr"):
            p1 = int(m.group("tp")); l1 = int(m.group("tl1"))
            if m.group("tp2"):
                p2, l2 = int(m.group("tp2")), int(m.group("tl3"))
            else:
                p2, l2 = p1, int(m.group("tl2") or l1)
            if not (50 <= p1 <= 99):
                continue
            src = transcript_src(p1, l1, p2, l2)
            prev = ("tr",)
        out.append((m.start(), m.end(), src))
    return out


NUM = re.compile(r"\d[\d,.]*\d|\d")
DATE = re.compile(r"(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}")


def supported(claim, src, auth):
    t = claim["text"]
    kind = claim["kind"]
    if kind.startswith("authority"):
        return any(t in a for a in auth) or (t == "C.R.C.P. 56(c)" and "Colo. R. Civ. P. 56(c)" in auth)
    if src is None:
        return False
    s = norm(src)
    if "quote" in kind:
        pieces = re.split(r"\s*(?:\. \. \.|…)\s*", t)
        for piece in pieces:
            piece = re.sub(r"\[(\w)\]", r"\1", piece)  # [t]he -> the
            piece = norm(piece).strip(" .,;:\"")
            if "[" in piece or piece not in s:
                return False
        return True
    for dt in DATE.findall(t):
        if norm(dt) not in s:
            return False
    t = DATE.sub(" ", t)
    nums = [x.replace(",", "").rstrip(".") for x in NUM.findall(t)]
    s_nums = s.replace(",", "")
    if nums:
        return all(re.search(r"(?<![\d.])" + re.escape(x) + r"(?![\d])", s_nums) for x in nums)
    words = [w for w in re.findall(r"[a-z][a-z'-]{3,}", norm(t))]
    return all(w in s for w in words)


def main():
    docs, bates, auth = load()
    d = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    assert d["prefix"] == PREFIX
    problems, warns, stats = [], [], {"pass": 0, "block": 0}
    for name, dr in d["drafts"].items():
        text = substitute(dr["text"], bates)
        assert "{D" not in text, name
        cl = cites(text, docs, bates)
        for m in re.finditer(r"DEFECT\d{6}", text):
            if m.group() not in {b for bl in bates.values() for b in bl}:
                warns.append(f"{name}: nonexistent Bates {m.group()}")
        pos = 0
        for c in dr["claims"]:
            stats[c["expect"]] += 1
            ct = substitute(c["text"], bates)
            i = text.find(ct, pos)
            if i < 0:
                problems.append(f"{name} {c['id']}: text not found in order: {ct!r}")
                continue
            end = i + len(ct)
            pos = i + 1
            own = [x for x in cl if x[0] >= i and x[1] <= end]
            if own and c["kind"] not in ("two_sentence_paraphrase",) and not c["kind"].startswith("authority"):
                ok = all(x[2] is not None for x in own)
                src_desc = "self-cite"
            else:
                nxt = [x for x in cl if x[0] >= end]
                src = nxt[0][2] if nxt else None
                cc = dict(c, text=ct)
                ok = supported(cc, src, auth)
                src_desc = (src or "")[:60].replace("\n", " ")
            if c["expect"] == "pass" and not ok:
                warns.append(f"{name} {c['id']} PASS not verified [{c['kind']}]: {ct!r} <- {src_desc!r}")
            if c["expect"] == "block" and ok and "needs" not in c:
                warns.append(f"{name} {c['id']} BLOCK looks supported [{c['kind']}]: {ct!r}")
    print(f"claims: {stats}")
    for p in problems:
        print("PROBLEM", p)
    for w in warns:
        print("WARN", w)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
