"""Check the labels in drafts.json against the documents make_matter.py writes.

    python check.py           (run with the authors' venv: pymupdf needed)

1. runs make_matter.py into a temp dir and reads every page (text layer; scans from their source strings;
   .eml and .txt as one page each);
2. substitutes the {Dn.pk}/{Dn.first}/{Dn.last} placeholders, confirms every claim text occurs in its draft in order;
3. for each claim, looks at the author's pin (from build_drafts.py): a pass claim's value must be on the pinned
   page(s) or transcript lines; a block claim without `needs` must NOT be there (so the change is real);
   authorities are checked against authorities.txt;
4. soft check: a pass claim citing a Bates page is followed, within a short span, by that page's Bates number,
   its exhibit number, or an Id.
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
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import build_drafts  # noqa: E402
import make_matter  # noqa: E402

PREFIX = "LEASE"


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2014", "-").replace("\u2013", "-")
    return re.sub(r"\s+", " ", s).strip().casefold()


def load_pages(outdir):
    files = sorted((p for p in outdir.iterdir() if re.match(r"D\d+_", p.name)),
                   key=lambda p: int(re.match(r"D(\d+)_", p.name).group(1)))
    pages = {}
    for f in files:
        n = int(re.match(r"D(\d+)_", f.name).group(1))
        if f.suffix == ".pdf":
            doc = pymupdf.open(f)
            if f.name in make_matter.SCANNED:
                src = make_matter.source_pages(f.name)
                assert len(src) == doc.page_count
                for pg in doc:
                    assert not pg.get_text().strip(), f"{f.name} should have no text layer"
                pages[n] = src
            else:
                pages[n] = [pg.get_text() for pg in doc]
        elif f.suffix == ".eml":
            msg = email.message_from_bytes(f.read_bytes(), policy=policy.default)
            head = "\n".join(f"{h}: {msg[h]}" for h in ("From", "To", "Cc", "Date", "Subject") if msg[h])
            pages[n] = [head + "\n\n" + msg.get_content()]
        else:
            pages[n] = [f.read_text(encoding="utf-8")]
    return files, pages


def bates_map(pages):
    m, k = {}, 1
    for n in sorted(pages):
        first = k
        for i in range(1, len(pages[n]) + 1):
            m[f"D{n}.p{i}"] = f"{PREFIX}{k:06d}"
            k += 1
        m[f"D{n}.first"] = f"{PREFIX}{first:06d}"
        m[f"D{n}.last"] = f"{PREFIX}{k - 1:06d}"
    return m


def subst(s, bm):
    def rep(mo):
        key = mo.group(1)
        if key not in bm:
            raise KeyError(f"unknown placeholder {{{key}}}")
        return bm[key]
    return re.sub(r"\{(D\d+\.(?:p\d+|first|last))\}", rep, s)


def dep_text(spec):
    """spec '45:18-21' or '46:25-47:3' or '46:1' -> joined transcript lines."""
    m = re.fullmatch(r"(\d+):(\d+)(?:-(?:(\d+):)?(\d+))?", spec)
    p1, l1, p2, l2 = int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)
    p2 = int(p2) if p2 else p1
    l2 = int(l2) if l2 else l1
    out = []
    for p in range(p1, p2 + 1):
        lines = make_matter.DEPO[p]
        a = l1 if p == p1 else 1
        b = l2 if p == p2 else 25
        out += lines[a - 1:b]
    return "\n".join(out)


def pin_texts(pin, pages):
    if pin.startswith("dep:"):
        return [dep_text(pin[4:])]
    out = []
    for part in pin.split(","):
        m = re.fullmatch(r"D(\d+)\.p(\d+)(?:-(\d+))?", part.strip())
        n, a = int(m.group(1)), int(m.group(2))
        b = int(m.group(3)) if m.group(3) else a
        out.append("\n".join(pages[n][a - 1:b]))
    return out


def default_pieces(text):
    t = text.strip()
    t = re.sub(r'^["\u201c]|["\u201d]$', "", t.rstrip(" .,;:")).strip()
    t = t.rstrip(" .,;:\"")
    pieces = re.split(r"\s*(?:\. \. \.|\u2026)\s*\.?\s*", t)
    out = []
    for p in pieces:
        out += [q for q in re.split(r"\[[^\]]*\]", p) if q.strip()]
    return [p.strip(" .,;:\"") for p in out if p.strip(" .,;:\"")]


def authority_listed(text, listed):
    t = norm(text)
    for line in listed:
        ln = norm(line)
        core = re.sub(r"\s*\((?:[^)]*\d{4})\)$", "", ln)  # drop '(Colo. 1987)'
        if core in t:
            return True
    return False


def main():
    with tempfile.TemporaryDirectory() as td:
        out = Path(td)
        subprocess.run([sys.executable, str(HERE / "make_matter.py"), str(out)], check=True, capture_output=True)
        files, pages = load_pages(out)
        listed = [l for l in (out / "authorities.txt").read_text(encoding="utf-8").splitlines() if l.strip()]
    bm = bates_map(pages)
    total_pages = sum(len(v) for v in pages.values())
    print(f"{len(files)} documents, {total_pages} pages; last Bates {PREFIX}{total_pages:06d}")

    data = json.loads((HERE / "drafts.json").read_text(encoding="utf-8"))
    built, pins = build_drafts.build()
    errors, warnings = [], []
    stats = {"pass": 0, "block": 0}
    needs = {"": 0, "polarity": 0, "model": 0}
    for name, d in data["drafts"].items():
        assert built[name]["text"] == d["text"], f"{name}: drafts.json is stale; run build_drafts.py"
        text = subst(d["text"], bm)
        pos = 0
        any_block = False
        for c, pn in zip(d["claims"], pins[name]):
            stats[c["expect"]] += 1
            needs[c.get("needs", "")] += 1
            any_block |= c["expect"] == "block"
            ct = subst(c["text"], bm)
            i = text.find(ct, pos)
            if i < 0:
                errors.append(f"{name} {c['id']}: claim text not found in order: {ct[:70]!r}")
                continue
            pos = i + len(ct)
            pin, value = pn["pin"], pn["value"]
            if c["kind"].startswith("authority"):
                ok = authority_listed(ct, listed)
                if (c["expect"] == "pass") != ok:
                    errors.append(f"{name} {c['id']}: authority listed={ok} but expect={c['expect']}: {ct}")
                continue
            if not pin:
                if c["expect"] == "pass" and c["kind"] not in ("jurat", "boilerplate"):
                    warnings.append(f"{name} {c['id']}: pass claim without pin: {ct[:60]!r}")
                continue
            pieces = [norm(v) for v in value.split("&&")] if value else [norm(p) for p in default_pieces(ct)]
            hay = [norm(t) for t in pin_texts(pin, pages)]
            found = all(all(p in h for p in pieces) for h in hay)
            if c["expect"] == "pass" and not found:
                missing = [p for p in pieces if not all(p in h for h in hay)]
                errors.append(f"{name} {c['id']}: PASS value not on {pin}: {missing}")
            if c["expect"] == "block" and "needs" not in c and found:
                errors.append(f"{name} {c['id']}: BLOCK value is on {pin} (label wrong?): {pieces}")
            # transcript pins must lie inside the transcript cite that follows the claim
            if pin.startswith("dep:"):
                cite_re = re.compile(r"(?:Dep\.|Tr\.|Id\.|id\.)(?:\"\))?[ ]+(?:at[ ]+)?(\d+)(?::(\d+)(?:-(?:(\d+):)?(\d+))?)?")
                start = max(0, i - 45)
                mo = next((m for m in cite_re.finditer(text, start, i + len(ct) + 220) if m.end() > i), None)
                if not mo:
                    warnings.append(f"{name} {c['id']}: no transcript cite after {ct[:50]!r}")
                else:
                    cp1 = int(mo.group(1))
                    cl1 = int(mo.group(2)) if mo.group(2) else 1
                    cp2 = int(mo.group(3)) if mo.group(3) else cp1
                    cl2 = int(mo.group(4)) if mo.group(4) else (cl1 if mo.group(2) else 25)
                    pm = re.fullmatch(r"(\d+):(\d+)(?:-(?:(\d+):)?(\d+))?", pin[4:])
                    pp1, pl1 = int(pm.group(1)), int(pm.group(2))
                    pp2 = int(pm.group(3)) if pm.group(3) else pp1
                    pl2 = int(pm.group(4)) if pm.group(4) else pl1
                    if not ((cp1, cl1) <= (pp1, pl1) and (pp2, pl2) <= (cp2, cl2)):
                        errors.append(f"{name} {c['id']}: pin {pin} outside the cite {mo.group(0)!r}")
            # soft check: the cite that follows names the pinned page
            if c["expect"] == "pass" and not pin.startswith("dep:") and "," not in pin:
                first = re.match(r"D(\d+)\.p(\d+)", pin)
                n, k = int(first.group(1)), int(first.group(2))
                follow = text[i:i + len(ct) + 260]
                marks = [bm[f"D{n}.p{k}"], f"Ex. {n} at {k}", f"Ex. {n}", "Id.", "(id.", "(Id", "id. §",
                         bm[f"D{n}.first"]]
                if not any(mk in follow for mk in marks):
                    warnings.append(f"{name} {c['id']}: no cite to {pin} near claim {ct[:50]!r}")
        if any_block != d["expect_blocked"]:
            errors.append(f"{name}: expect_blocked={d['expect_blocked']} but any block claim={any_block}")
    n = stats["pass"] + stats["block"]
    print(f"{len(data['drafts'])} drafts, {n} claims: pass {stats['pass']}, block {stats['block']} "
          f"({100 * stats['block'] / n:.0f}%); needs: none {needs['']}, polarity {needs['polarity']}, "
          f"model {needs['model']}")
    for w in warnings:
        print("warn:", w)
    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
