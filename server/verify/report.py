"""A checked draft, written for a lawyer: the Markdown report and the annotated draft.

    markdown(checked, what="A0004 (affidavit.md)", meaning="checked by guard, 7 pages")
    annotated(checked)     # the draft with ⟦S3 ✗ unsupported⟧ after each statement and ⟦✗2 mismatch⟧ after claims

The report leads with the statement figures, lists every statement in draft order with its verdict,
the source span that supports or contradicts it (Bates, page, offsets, excerpt) and the fix, then
every claim as before.
"""

from __future__ import annotations

from server.verify.findings import STATUSES, Finding
from server.verify.verdicts import VERDICTS, CheckedDraft, StatementVerdict

_MARK = {"supported": "✓", "uncited": "~", "contradicted": "✗", "unsupported": "✗", "unchecked": "?", "review": "!"}


def summary_line(checked: CheckedDraft) -> str:
    """ "12 factual statements: 10 supported, 1 contradicted, 1 uncited" (kinds with none left out)."""
    counts = checked.counts()
    total = len(checked.facts)
    parts = [f"{counts[v]} {v}" for v in VERDICTS if counts[v]]
    noun = "factual statement" if total == 1 else "factual statements"
    return f"{total} {noun}" + (": " + ", ".join(parts) if parts else "")


def fix_for(verdict: StatementVerdict) -> str:
    if verdict.verdict == "contradicted":
        return "Correct the statement to what the source says, or cut it."
    if verdict.verdict == "unsupported" and verdict.suggestion:
        return f"Wrong pin: {verdict.suggestion}, and check the statement against that page."
    if verdict.verdict == "unsupported" and verdict.cited:
        return "Cite the page that says this, or cut the statement."
    if verdict.verdict == "unsupported":
        return "Find it in the evidence and cite it, or cut it: nothing in the client evidence says this."
    if verdict.verdict == "unchecked":
        return "Run the meaning check (the verifier model must be up), or check the statement against its page."
    if verdict.verdict == "review":
        return "Read the closest passage named here: keep the statement if the page says it, else correct it."
    if verdict.verdict == "uncited":
        return (verdict.suggestion or "add a cite").capitalize() + "."
    return ""


def _where(verdict: StatementVerdict) -> str:
    page = verdict.source
    if page is None:
        return ""
    span = f", chars {verdict.source_start}-{verdict.source_end}" if verdict.source_start is not None else ""
    return f"{page.label} ({page.document_id} p.{page.page}{span})"


def markdown(checked: CheckedDraft, what: str, meaning: str) -> str:
    verdict = "BLOCKED" if checked.blocked else "NOT BLOCKED"
    counts = checked.counts()
    kinds = checked.kinds()
    lines = [
        f"# Citation verification: {verdict}",
        "",
        f"Draft: {what}  ",
        f"Policy: {checked.policy}  ",
        f"Meaning check: {meaning}",
        "",
        f"**{summary_line(checked)}.**",
        "",
        "| statements | count |",
        "|---|---:|",
    ]
    lines += [f"| {v} | {counts[v]} |" for v in VERDICTS]
    lines += [f"| ({kind}: no verdict) | {kinds.get(kind, 0)} |" for kind in ("law", "boilerplate", "placeholder")]
    lines += ["", "## Statements", ""]
    for v in checked.verdicts:
        s = v.statement
        text = " ".join(s.text.split())
        if v.verdict is None:
            lines.append(f"- S{s.index + 1} *{s.kind}* ({s.why}), chars {s.start}-{s.end}: {text[:160]}")
            continue
        blocks = " — **blocks**" if v.blocks(checked.policy) else ""
        lines.append(
            f"- S{s.index + 1} {_MARK[v.verdict]} **{v.verdict}**{blocks}, chars {s.start}-{s.end}: {text[:300]}"
        )
        lines.append(f"  {v.reason}")
        if v.source is not None:
            lines.append(f"  Source: {_where(v)}")
        if v.excerpt:
            lines.append(f"  > {' '.join(v.excerpt.split())}")
        if v.model is not None:
            counted = "decided" if v.model.get("counted") else "advisory"
            real = "real quote" if v.model.get("real_span") else "quote not on the page"
            lines.append(f"  Meaning check ({counted}): {v.model['verdict']} on {v.model['page']}, {real}.")
        fix = fix_for(v)
        if fix:
            lines.append(f"  Fix: {fix}")
    lines += ["", "## Claims", "", "| status | claims |", "|---|---:|"]
    lines += [f"| {status} | {checked.outcome.counts.get(status, 0)} |" for status in STATUSES]
    lines.append("")
    for number, finding in enumerate(checked.outcome.findings, start=1):
        lines += _claim_lines(number, finding)
    return "\n".join(lines) + "\n"


def _claim_lines(number: int, finding: Finding) -> list[str]:
    claim = finding.claim
    mark = "✓" if finding.status == "verified" else "✗"
    where = ""
    if finding.source is not None:
        where = f" — source {finding.source.label} ({finding.source.document_id} p.{finding.source.page})"
    lines = [
        f"{number}. {mark} **{finding.status}** [{claim.kind}] `{claim.text[:160]}` (chars {claim.start}-{claim.end})"
        f"{where}",
        f"   {finding.reason}",
    ]
    if finding.suggestion:
        lines.append(f"   Suggestion: {finding.suggestion}")
    if finding.excerpt and finding.status != "verified":
        lines.append(f"   > {' '.join(finding.excerpt.split())}")
    return lines


def annotated(checked: CheckedDraft) -> str:
    """The draft with a mark after every factual statement and every failing claim; the notes at the end."""
    draft = checked.draft
    failing = [f for f in checked.outcome.findings if f.status != "verified"]
    marks: list[tuple[int, int, str]] = []
    for n, f in enumerate(failing, start=1):
        marks.append((f.claim.end, 0, f" ⟦✗{n} {f.status}⟧"))
    for v in checked.facts:
        s = v.statement
        where = f" {v.source.label}" if v.source is not None and v.verdict in ("supported", "contradicted") else ""
        marks.append((s.end, 1, f" ⟦S{s.index + 1} {_MARK[v.verdict or '']} {v.verdict}{where}⟧"))
    text = draft
    for end, _order, mark in sorted(marks, key=lambda m: (m[0], m[1]), reverse=True):
        text = text[:end] + mark + text[end:]
    notes = [
        f"S{v.statement.index + 1} {v.verdict}: {v.reason}" + (f" Fix: {fix_for(v)}" if fix_for(v) else "")
        for v in checked.facts
        if v.verdict != "supported"
    ]
    notes += [
        f"[{n}] {f.status}: {f.claim.text[:120]!r} — {f.reason}" + (f" ({f.suggestion})" if f.suggestion else "")
        for n, f in enumerate(failing, start=1)
    ]
    return (
        text
        + "\n\n---\nVerification notes:\n"
        + ("\n".join(notes) if notes else "none: every statement supported")
        + "\n"
    )
