"""A scripted verifier model: a loopback endpoint that answers the meaning check's questions exactly.

    with scripted_verifier({"Northwind never accepted": ("contradicted", "accepts the installation")}) as ep:
        ... a config whose verifier role points at ep.port ...

It reads each question the way the model would (the page between "PAGE ...:" and "(end of page ...)", the
numbered statements after "STATEMENTS:") and answers, per statement, the first script entry whose key is in the
statement; otherwise "supported", quoting the page's sentence of five words or more that shares the most words
with the statement (a careful model's answer).
Built on ``FaultyEndpoint``: ``plan`` can put failures before the scripted answers.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from faulty_endpoint import Behaviour, FaultyEndpoint, Scripted

_WORD = re.compile(r"[a-z0-9]+")


def _question(request: dict[str, Any]) -> tuple[str, list[str]]:
    user = next(m["content"] for m in request["messages"] if m["role"] == "user")
    page = re.search(r"(?:\A|\n\n)PAGE [^\n]*:\n(.*)\n\(end of page [^)]*\)", user, re.S)
    _, _, statements = user.partition("\n\nSTATEMENTS:\n")
    page = page.group(1) if page else ""
    numbered = re.findall(r"(?m)^(\d+)\. (.*)$", statements)
    return page, [text for _number, text in numbered]


def _best_line(page: str, statement: str) -> str:
    """The page's sentence (or run of lines, for a form) of five words or more sharing the most words with the
    statement: what a careful model quotes."""
    wanted = set(_WORD.findall(statement.lower()))
    lines = [line.strip() for line in page.splitlines() if line.strip()]
    pieces = [" ".join(s.split()) for s in re.split(r"(?<=[.!?])\s+|\n\s*\n", page)]
    pieces += [" ".join(lines[i : i + 2]) for i in range(len(lines))]  # a line with the next one
    pieces = [p for p in pieces if len(p.split()) >= 5]
    return max(pieces, key=lambda p: (len(wanted & set(_WORD.findall(p.lower()))), -len(p)), default="")


def answer(request: dict[str, Any], script: Mapping[str, tuple[str, str]]) -> str:
    page, statements = _question(request)
    verdicts = []
    for number, statement in enumerate(statements, start=1):
        scripted = next((v for key, v in script.items() if key in statement), None)
        verdict, quote = scripted if scripted else ("supported", _best_line(page, statement))
        verdicts.append({"statement": number, "verdict": verdict, "quote": quote})
    return json.dumps({"verdicts": verdicts})


@contextmanager
def scripted_verifier(
    script: Mapping[str, tuple[str, str]] | None = None, *, before: Sequence[Behaviour] = ()
) -> Iterator[FaultyEndpoint]:
    rules = dict(script or {})
    with FaultyEndpoint("llama", [*before, Scripted(respond=lambda request: answer(request, rules))]) as endpoint:
        yield endpoint
