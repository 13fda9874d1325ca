"""Strip the inline claim markup of drafts_src.py and write drafts.json (and claim_checks.json for check.py).

    python build_drafts.py
"""
import json
import re
from pathlib import Path

from drafts_src import DRAFTS

HERE = Path(__file__).resolve().parent
MARK = re.compile(r"\[\[([^|\]]+)\|(.+?)\]\]", re.S)
ID_PREFIX = {
    "valdivia_declaration": "vd",
    "castellanos_declaration": "cd",
    "msj_liability": "ms",
    "demand_letter": "dl",
    "mediation_statement": "me",
    "rfa_responses": "ra",
    "motions_in_limine": "ml",
    "trial_memorandum": "tm",
}


def parse_header(header):
    header = header.strip()
    cut = min([i for i in (header.find(" @"), header.find(" !")) if i >= 0], default=len(header))
    meta, checks = header[:cut].strip(), header[cut:].strip()
    parts = meta.split(":")
    expect = {"P": "pass", "B": "block", "U": "unlabelled"}[parts[0]]
    kind = parts[1]
    needs = parts[2] if len(parts) > 2 else None
    assert needs in (None, "polarity", "model"), header
    items = []
    for item in filter(None, (c.strip() for c in checks.split(";;"))):
        sign, rest = item[0], item[1:]
        where, snippet = rest.split("=", 1)
        items.append({"sign": sign, "where": where.strip(), "snippet": snippet})
    return expect, kind, needs, items


def build():
    out = {
        "note": ("Valdivia matter (make_matter.py, prefix INJURY): a motor-vehicle personal-injury claim in Multnomah "
                 "County, Oregon. Documents in file order D1-D9; .txt and .eml are one page each. Exhibit N is "
                 "document DN; transcript cites (Valdivia Dep., Tr.) use the deposition's own printed page:line "
                 "(D9 page 1 is the cover, printed page 1; D9 pages 2-8 are printed pages 22-28). needs=polarity "
                 "marks a falsehood made only by a negation, reversal or swapped party; needs=model marks what only a "
                 "reader of meaning can catch."),
        "matter_script": "make_matter.py",
        "prefix": "INJURY",
        "drafts": {},
    }
    checks = {}
    for name, src in DRAFTS.items():
        claims, pieces, pos, n = [], [], 0, 0
        for m in MARK.finditer(src):
            pieces.append(src[pos:m.start()])
            expect, kind, needs, items = parse_header(m.group(1))
            text = m.group(2)
            if expect == "unlabelled":
                # true text left in the draft without a label; its checks still run (check.py)
                checks[f"{ID_PREFIX[name]}-u{m.start()}"] = items
                pieces.append(text)
                pos = m.end()
                continue
            n += 1
            cid = f"{ID_PREFIX[name]}{n}"
            claim = {"id": cid, "text": text, "kind": kind, "expect": expect}
            if needs:
                claim["needs"] = needs
            claims.append(claim)
            checks[cid] = items
            pieces.append(text)
            pos = m.end()
        pieces.append(src[pos:])
        text = "".join(pieces)
        assert "[[" not in text and "]]" not in text, name
        out["drafts"][name] = {
            "expect_blocked": any(c["expect"] == "block" for c in claims),
            "text": text,
            "claims": claims,
        }
    (HERE / "drafts.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (HERE / "claim_checks.json").write_text(json.dumps(checks, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return out


if __name__ == "__main__":
    o = build()
    for k, d in o["drafts"].items():
        print(k, len(d["claims"]), "blocked" if d["expect_blocked"] else "clean")
