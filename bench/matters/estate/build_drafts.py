"""Strip the claim markup of drafts_src.py into drafts.json (README format) and claims_meta.json (for check.py).

    python build_drafts.py
"""
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import drafts_src  # noqa: E402

MARK = re.compile(r"\[\[(.+?)\]\]", re.S)
NEEDS = {"polarity", "model", "authorities.txt"}


def parse(src: str):
    text, claims, pos = [], [], 0
    out_len = 0
    for m in MARK.finditer(src):
        chunk = src[pos:m.start()]
        text.append(chunk)
        out_len += len(chunk)
        fields = m.group(1).split("|")
        ctext, e, kind, cite = fields[:4]
        opt = {f[:2]: f[2:] for f in fields[4:]}
        assert e in ("p", "b"), fields
        assert set(opt) <= {"n:", "k:"}, fields
        c = {"text": ctext, "kind": kind, "expect": "pass" if e == "p" else "block"}
        if "n:" in opt:
            assert opt["n:"] in NEEDS, fields
            c["needs"] = opt["n:"]
        meta = {"cite": cite, "key": opt.get("k:", ctext), "offset": out_len}
        if c["expect"] == "block" and "needs" not in c:
            assert cite not in ("none",), f"unchecked block claim {fields}"
        claims.append((c, meta))
        text.append(ctext)
        out_len += len(ctext)
        pos = m.end()
    text.append(src[pos:])
    full = "".join(text)
    assert "[[" not in full and "]]" not in full, "stray markup"
    return full, claims


def build():
    drafts, meta = {}, {}
    for name, src in drafts_src.DRAFTS.items():
        text, claims = parse(src)
        out, mout = [], {}
        for i, (c, m) in enumerate(claims, 1):
            cid = f"{name[:3]}{i}"
            out.append({"id": cid, **c})
            mout[cid] = m
        blocked = any(c["expect"] == "block" for c in out)
        drafts[name] = {"expect_blocked": blocked, "text": text, "claims": out}
        meta[name] = mout
    doc = {"prefix": "ESTATE",
           "note": "Kessler estate matter (make_matter.py, prefix ESTATE): executor's first account, Surrogate's "
                   "Court, Dutchess County, N.Y. Fictional.",
           "drafts": drafts}
    return doc, meta


if __name__ == "__main__":
    doc, meta = build()
    (HERE / "drafts.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (HERE / "claims_meta.json").write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    n = sum(len(d["claims"]) for d in doc["drafts"].values())
    print(f"{len(doc['drafts'])} drafts, {n} claims")
