"""HTML into the text a reader sees: no markup, no script, no style, blocks on lines of their own.

    text, title = visible_text("<html><head><title>T</title><style>p{}</style></head><p>Invoice 4471</p>")
    assert (text, title) == ("Invoice 4471", "T")

Through the standard library's ``html.parser`` (entities decoded, broken markup tolerated). What is never shown
is dropped: ``<script>``, ``<style>``, ``<template>``, ``<noscript>``, ``<head>`` (its ``<title>`` is returned
apart), comments, and elements marked ``hidden`` or ``aria-hidden="true"``. Block elements (paragraphs,
headings, list items, table rows, ``<br>``) end a line; table cells are separated by `` | ``; runs of spaces
inside a line become one space, as a browser shows them (``&nbsp;`` too); ``<pre>`` keeps its spacing.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

_SKIP = frozenset(("script", "style", "template", "noscript", "head", "svg", "object", "iframe"))
_BLOCK = frozenset(
    (
        "p",
        "div",
        "br",
        "hr",
        "li",
        "ul",
        "ol",
        "dl",
        "dt",
        "dd",
        "tr",
        "table",
        "thead",
        "tbody",
        "tfoot",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "section",
        "article",
        "header",
        "footer",
        "nav",
        "aside",
        "main",
        "blockquote",
        "pre",
        "address",
        "figure",
        "figcaption",
        "form",
        "fieldset",
        "legend",
        "caption",
        "body",
        "html",
        "title",
    )
)
_CELL = frozenset(("td", "th"))
_VOID = frozenset(("br", "hr", "img", "input", "meta", "link", "area", "base", "col", "embed", "source", "wbr"))
_SPACES = re.compile(r"[ \t\r\n\f\v]+")


class _Visible(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[str] = []
        self._line: list[str] = []
        self._stack: list[tuple[str, bool]] = []  # (tag, hides its content)
        self._hidden = 0  # open elements that hide what is inside them
        self._pre = 0
        self._in_title = False
        self.title_parts: list[str] = []
        self._cell_open = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "body" and any(open_tag == "head" for open_tag, _ in self._stack):
            self.handle_endtag("head")  # a <head> left open: the body begins all the same
        hides = tag in _SKIP or "hidden" in attributes or (attributes.get("aria-hidden") or "").lower() == "true"
        if tag == "title":
            self._in_title = True
        if tag in _BLOCK:
            self._end_line()
        if tag in _CELL:
            if self._cell_open and self._line:
                self._line.append(" | ")
            self._cell_open = True
        if tag == "tr":
            self._cell_open = False
        if tag == "pre":
            self._pre += 1
        if tag in _VOID:
            return
        self._stack.append((tag, hides))
        self._hidden += hides

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if tag in _VOID:
            return
        if not any(open_tag == tag for open_tag, _ in self._stack):
            return  # a stray end tag
        while self._stack:
            open_tag, hides = self._stack.pop()
            self._hidden -= hides
            if open_tag in _BLOCK:
                self._end_line()
            if open_tag == "pre":
                self._pre -= 1
            if open_tag == tag:
                break

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title_parts.append(data)
        if self._hidden:
            return
        if self._pre:
            first, *rest = data.replace("\r\n", "\n").split("\n")
            self._line.append(first)
            for line in rest:
                self._end_line(force=True)
                self._line.append(line)
            return
        self._line.append(_SPACES.sub(" ", data.replace("\xa0", " ")))  # &nbsp; shows as a space

    def _end_line(self, *, force: bool = False) -> None:
        line = "".join(self._line)
        line = line if self._pre else line.strip()
        if line or force:
            self.lines.append(line.rstrip())
        self._line = []
        self._cell_open = False

    def finish(self) -> str:
        self.close()
        self._end_line()
        return "\n".join(self.lines).strip("\n")


def visible_text(markup: str) -> tuple[str, str]:
    """The visible text of an HTML page and its ``<title>`` (empty when it has none)."""
    parser = _Visible()
    parser.feed(markup)
    text = parser.finish()
    return text, _SPACES.sub(" ", "".join(parser.title_parts)).strip()


def charset_of(head: bytes) -> str | None:
    """The charset an HTML page declares in its first bytes (``<meta charset=...>``), if any."""
    match = re.search(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9._-]+)""", head[:4096], re.IGNORECASE)
    return match.group(1).decode("ascii").lower() if match else None
