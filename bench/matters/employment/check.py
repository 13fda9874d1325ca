"""Check the labels of drafts.json against the documents make_matter.py writes.

    /tmp/authors-venv/bin/python check.py

1. runs make_matter.py into a temp dir and reads every page (pymupdf text layer; the scan from its source
   string; .eml as headers + body; .txt as is), counting pages per file (PDF pages; .eml/.txt = 1);
2. substitutes {Dn.pk}/{Dn.first}/{Dn.last} and confirms every claim text occurs in its draft, in order;
3. with check_spec.json (written by build_drafts.py): for each pass claim, every VAL string is on the cited
   page(s) (transcript cites: on the cited printed lines); for each value-changed block, the '!' value is NOT
   on the cited page(s); authorities: pass ones are on authorities.txt, unlisted ones are not;
4. warns where the first citation after a pass claim names a different page than its AT.
Exits 1 on any error.
"""
import email
import email.policy
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_matter  # noqa: E402  (source strings for the scan and the transcript lines)

PREFIX = "EMPLOY"
SCANS = {"D10": make_matter.MEMO}


def norm(s: str) -> str:
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()


def read_docs(out: Path):
    files = sorted((p for p in out.iterdir() if re.match(r"D\d+_", p.name)),
                   key=lambda p: int(re.match(r"D(\d+)_", p.name).group(1)))
    pages, bates, n = {}, {}, 0
    for f in files:
        d = re.match(r"(D\d+)_", f.name).group(1)
        if f.suffix == ".pdf":
            doc = pymupdf.open(f)
            texts = [p.get_text() for p in doc]
            if d in SCANS:
                assert all(not t.strip() for t in texts), f"{f.name} should have no text layer"
                texts = [SCANS[d]]
        elif f.suffix == ".eml":
            m = email.message_from_bytes(f.read_bytes(), policy=email.policy.default)
            head = "\n".join(f"{k}: {m[k]}" for k in ("From", "To", "Cc", "Date", "Subject") if m[k])
            texts = [head + "\n\n" + m.get_content()]
        else:
            texts = [f.read_text(encoding="utf-8")]
        for k, t in enumerate(texts, 1):
            n += 1
            pages[f"{d}.p{k}"] = t
            bates[f"{d}.p{k}"] = f"{PREFIX}{n:06d}"
        bates[f"{d}.first"] = bates[f"{d}.p1"]
        bates[f"{d}.last"] = bates[f"{d}.p{len(texts)}"]
    return files, pages, bates, n


def found(val: str, hay: str) -> bool:
    """val occurs in hay (both normalized) and is not glued to a longer number or word."""
    v = norm(val)
    pat = (r"(?<![0-9a-z])" if v[:1].isalnum() else "") + re.escape(v) + (r"(?![0-9a-z])" if v[-1:].isalnum() else "")
    return re.search(pat, hay) is not None


def transcript(ref: str):
    m = re.fullmatch(r"T(\d+)(?::(\d+)(?:-(\d+))?)?", ref)
    page = int(m.group(1))
    if page not in make_matter.DEPO:
        return None
    lines = make_matter.DEPO[page]
    if m.group(2):
        a = int(m.group(2))
        b = int(m.group(3) or a)
        lines = lines[a - 1:b]
    return "\n".join(lines)


def sub(text, bates):
    return re.sub(r"\{(D\d+\.(?:p\d+|first|last))\}", lambda m: bates[m.group(1)], text)


def auth_ok(claim: str, listed):
    c = norm(claim)
    for a in listed:
        a = norm(a)
        for core in (a, a.split(" (")[0]):
            if c == core or c in a or (c.startswith(core) and c[len(core):len(core) + 1] in ("(", " ", ",")):
                return True
    m = re.match(r"(.*?)§§ (.*)", claim)
    if m:  # '29 U.S.C. §§ 207(a)(1), 216(b)'
        secs = [s.strip() for s in m.group(2).split(",")]
        return all(auth_ok(f"{m.group(1)}§ {s}", listed) for s in secs)
    return False


CITE = re.compile(rf"{PREFIX}\d{{6}}|Ex\. \d+(?: at \d+(?:-\d+)?)?|\b[Ii]d\.|Tr\. \d+|Dep\. \d+|Dep\. at \d+")


def main():
    errors, warns = [], []
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, str(HERE / "make_matter.py"), tmp], check=True, capture_output=True)
        files, pages, bates, total = read_docs(Path(tmp))
        listed = (Path(tmp) / "authorities.txt").read_text(encoding="utf-8").splitlines()
    rev = {v: k for k, v in bates.items() if ".p" in k}
    data = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    spec = json.loads((HERE / "check_spec.json").read_text(encoding="utf-8"))
    assert data["prefix"] == PREFIX and data["matter_script"] == "make_matter.py"
    stats = Counter()
    for name, d in data["drafts"].items():
        text = sub(d["text"], bates)
        if re.search(r"\{D\d+\.", text):
            errors.append(f"{name}: unsubstituted placeholder")
        for b in re.findall(rf"{PREFIX}\d{{6}}", text):
            if b not in rev:
                errors.append(f"{name}: Bates {b} does not exist")
        pos = 0
        sp = {s["id"]: s for s in spec[name]}
        if d["expect_blocked"] != any(c["expect"] == "block" for c in d["claims"]):
            errors.append(f"{name}: expect_blocked inconsistent")
        for c in d["claims"]:
            ct = sub(c["text"], bates)
            i = text.find(ct, pos)
            if i < 0:
                errors.append(f"{name}/{c['id']}: claim text not found in order: {ct!r}")
                continue
            pos = i + len(ct)
            stats[(c["expect"], c.get("needs", "-"))] += 1
            s = sp[c["id"]]
            kind = c["kind"]
            if kind.startswith("authority"):
                ok = auth_ok(ct, listed)
                if (c["expect"] == "pass") != ok:
                    errors.append(f"{name}/{c['id']}: authority {ct!r} listed={ok} but expect={c['expect']}")
                continue
            hay = []
            for at in s["at"]:
                if at.startswith("T"):
                    t = transcript(at)
                    if t is None:
                        if c["expect"] == "pass":
                            errors.append(f"{name}/{c['id']}: transcript page {at} not in excerpt")
                        continue
                    hay.append(t)
                else:
                    if at not in pages:
                        errors.append(f"{name}/{c['id']}: no page {at}")
                        continue
                    hay.append(pages[at])
            hay = norm("\n".join(hay))
            for v in s["val"]:
                if v.startswith("!"):
                    if found(v[1:], hay):
                        errors.append(f"{name}/{c['id']}: block value {v[1:]!r} IS on {s['at']}")
                elif not found(v, hay):
                    errors.append(f"{name}/{c['id']}: value {v!r} not on {s['at']}")
            if c["expect"] == "pass" and s["at"] and not s["val"]:
                warns.append(f"{name}/{c['id']}: pass claim with pages but nothing value-checked")
            if c["expect"] == "pass" and any(v.startswith("!") for v in s["val"]):
                errors.append(f"{name}/{c['id']}: pass claim with a '!' value")
            # the first citation after the claim should point at the annotated page
            if c["expect"] == "pass" and s["at"] and not s["at"][0].startswith("T"):
                m = CITE.search(text, pos)
                if m and m.group(0)[0] not in "Ii" and m.group(0).startswith(PREFIX):
                    got = rev[m.group(0)]
                    # ranges: accept a cite whose range covers the annotated page
                    rng = re.match(rf"{PREFIX}(\d{{6}})-{PREFIX}(\d{{6}})", text[m.start():])
                    want = [int(bates[a][len(PREFIX):]) for a in s["at"] if a in bates]
                    if rng:
                        lo, hi = int(rng.group(1)), int(rng.group(2))
                        if not all(lo <= w <= hi for w in want):
                            warns.append(f"{name}/{c['id']}: next cite {m.group(0)}.. range excludes {s['at']}")
                    elif got not in s["at"] and not any(got == a for a in s["at"]):
                        nxt = [got]
                        warns.append(f"{name}/{c['id']}: next cite is {nxt} but AT is {s['at']}")
                elif m and m.group(0).startswith("Ex."):
                    em = re.match(r"Ex\. (\d+)(?: at (\d+)(?:-(\d+))?)?", m.group(0))
                    dn = f"D{em.group(1)}"
                    if not all(a.startswith(dn + ".") for a in s["at"]):
                        warns.append(f"{name}/{c['id']}: next cite {m.group(0)!r} but AT is {s['at']}")
    print(f"{len(files)} documents, {total} pages; Bates {PREFIX}000001-{PREFIX}{total:06d}")
    n = sum(stats.values())
    npass = sum(v for (e, _), v in stats.items() if e == "pass")
    print(f"{len(data['drafts'])} drafts, {n} claims: {npass} pass, {n - npass} block")
    for k, v in sorted(stats.items()):
        print(f"  {k[0]:5} needs={k[1]:9} {v}")
    for w in warns:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    if errors:
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
