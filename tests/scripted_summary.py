"""A scripted summary model: a loopback endpoint that takes notes and merges them the way a careful model would,
plus one line per call that cites a page it was not given (which counsel must drop).

    with scripted_summary(outside="D0001 p.1 = SMITH000001") as ep:
        ... a config whose summary role points at ep.port ...

Notes (pass 1): for every page between the "[label | name]" headers of the EVIDENCE, one note: the page's first
date as written, the sentence holding it (else its first sentence), its label. Merges (later passes): the notes
given, unchanged (the first N when told "Give at most N notes."). Each answer adds a rogue note citing ``outside``
if that page is not among the call's inputs (else the first other label it has seen, else "D9999 p.1", a page that
does not exist), so every call tries once to cite what it was not given; ``ep.script.rogue`` lists their texts.
Built on ``FaultyEndpoint``: ``before`` puts other behaviours first (e.g. a slow answer to cancel).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from faulty_endpoint import Behaviour, FaultyEndpoint, Scripted

from server.verify.facts import find_dates

_HEADER = re.compile(r"(?m)^\[(?P<label>[^|\]\n]+?) \| [^\]\n]+\]\n")
_NOTE = re.compile(r"(?m)^- (?P<date>[^|\n]*?) \| (?P<text>.*) \[(?P<labels>[^\[\]\n]+)\]$")
_AT_MOST = re.compile(r"Give at most (\d+) notes\.")


def _user(request: dict[str, Any]) -> str:
    return next(m["content"] for m in request["messages"] if m["role"] == "user")


def pages(user: str) -> list[tuple[str, str]]:
    """(label, text) of each page in a notes prompt's EVIDENCE."""
    evidence = user.split("\n\nYou take notes", 1)[0]
    heads = list(_HEADER.finditer(evidence))
    found = []
    for head, following in zip(heads, [*heads[1:], None], strict=True):
        end = following.start() if following else len(evidence)
        found.append((head.group("label").strip(), evidence[head.end() : end].strip()))
    return found


def notes_answer(user: str) -> tuple[list[dict[str, Any]], set[str]]:
    notes, labels = [], set()
    for label, text in pages(user):
        labels.add(label)
        flat = " ".join(text.split())
        dates = find_dates(flat)
        sentences = re.split(r"(?<=[.!?])\s", flat)
        sentence = next((x for x in sentences if dates and flat[dates[0].start : dates[0].end] in x), sentences[0])
        notes.append({"date": flat[dates[0].start : dates[0].end] if dates else "", "text": sentence, "cites": [label]})
    return notes, labels


def merge_answer(user: str) -> tuple[list[dict[str, Any]], set[str]]:
    notes, labels = [], set()
    for match in _NOTE.finditer(user.split("NOTES (", 1)[-1]):
        cites = [c.strip() for c in match.group("labels").split(";")]
        labels.update(cites)
        date = match.group("date").strip()
        notes.append({"date": "" if date == "undated" else date, "text": match.group("text"), "cites": cites})
    return notes, labels


class ScriptedSummary:
    def __init__(self, outside: str) -> None:
        self.outside = outside
        self.rogue: list[str] = []
        self.seen: list[str] = []

    def answer(self, request: dict[str, Any]) -> str:
        user = _user(request)
        merging = "NOTES (" in user
        notes, labels = merge_answer(user) if merging else notes_answer(user)
        most = _AT_MOST.search(user)
        if merging and most:
            notes = notes[: int(most.group(1))]  # a merge told to condense keeps the first notes
        self.seen += [label for label in sorted(labels) if label not in self.seen]
        pages = {label.split(" = ")[0] for label in labels}
        outside = self.outside.split(" = ")[0] not in pages
        foreign = self.outside if outside else next((s for s in self.seen if s.split(" = ")[0] not in pages), None)
        text = f"Rogue line {len(self.rogue) + 1} from a page this call never saw"
        self.rogue.append(text)
        notes.append({"date": "", "text": text, "cites": [foreign or "D9999 p.1"]})
        return json.dumps({"notes": notes})


@contextmanager
def scripted_summary(outside: str, *, before: Sequence[Behaviour] = ()) -> Iterator[FaultyEndpoint]:
    model = ScriptedSummary(outside)
    with FaultyEndpoint("llama", [*before, Scripted(respond=model.answer)]) as endpoint:
        endpoint.script = model  # type: ignore[attr-defined]
        yield endpoint
