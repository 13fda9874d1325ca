"""What the verification engine may ask of a matter's client evidence, and an in-memory reference index.

The matter store implements ``EvidenceIndex`` over SQLite (a Bates column with an index, an FTS5
table over client pages); tests and the benchmark use ``InMemoryEvidenceIndex``. Every method is
an indexed look-up: nothing returns every page, and the engine never scans the matter per claim.

``search`` takes FTS5 tokens (``server.verify.facts.fts_tokens``: lower-case letter/digit runs, no
diacritics), so a store can pass them straight into a MATCH expression:

    phrase=True   ->  pages_fts MATCH '"12 500 00"'         (the tokens, consecutive, in order)
    phrase=False  ->  pages_fts MATCH '"acme" AND "pumps"'  (every token somewhere on the page)

The engine confirms every candidate on the page text, so ranking and tokenizer edge cases only
cost speed, never correctness.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from server.verify.atom_index import MemoryAtomIndex
from server.verify.atoms import Atom
from server.verify.facts import fts_tokens

_BATES_SEPARATORS_RE = re.compile(r"[\s_\-]+")
_EXHIBIT_WORD_RE = re.compile(r"^(?:EXHIBIT|EXH?S?\.?|PX|DX|JX)\s*")


@dataclass(frozen=True)
class EvidencePage:
    """One page of client evidence, as stored: its text is what the engine matches against."""

    document_id: str
    document_name: str
    page: int  # 1-based, within the document
    bates: str | None
    text: str
    production_id: str | None = None
    source_document_id: str | None = None  # a produced page: the client document and page it was stamped from
    source_page: int | None = None
    ocr: bool = False  # its text was read by OCR (quotations may differ from it by OCR noise)
    lines: tuple[int, int] | None = None  # a transcript page cut to the cited lines (``record_cites``): text blanked

    @property
    def label(self) -> str:
        """How a lawyer cites the page: its Bates number, else "document p. N" (with its lines, when cut to them)."""
        where = self.bates or f"{self.document_name} p. {self.page}"
        return where if self.lines is None else f"{where} lines {self.lines[0]}-{self.lines[1]}"

    @property
    def cite_label(self) -> str:
        """How an evidence pack labels the page for a model: "D0003 p.2", with "= SMITH000014" once produced."""
        where = f"{self.document_id} p.{self.page}"
        return f"{where} = {self.bates}" if self.bates else where

    @property
    def key(self) -> tuple[str, int] | tuple[str, int, tuple[int, int]]:
        """The page; a page cut to cited lines is a page of its own (its text is only those lines)."""
        return (self.document_id, self.page) if self.lines is None else (self.document_id, self.page, self.lines)

    @property
    def whole_key(self) -> tuple[str, int]:
        return (self.document_id, self.page)


class EvidenceIndex(Protocol):
    """Indexed look-ups over a matter's client-origin pages (never model artifacts)."""

    def bates_page(self, bates: str) -> EvidencePage | None:
        """The page stamped ``bates`` (compare with ``bates_key``: upper-case, no spaces, "_" or "-"), or None."""
        ...

    def bates_prefixes(self) -> set[str]:
        """The Bates prefixes of the matter's productions ("SMITH")."""
        ...

    def exhibit_pages(self, label: str) -> list[EvidencePage]:
        """The pages of exhibit ``label`` ("4", "B"), in order; [] if the matter has no such exhibit."""
        ...

    def document_pages(self, document_id: str) -> list[EvidencePage]:
        """The pages of one document, in page order ([] if unknown)."""
        ...

    def search(self, terms: Sequence[str], *, phrase: bool, limit: int, any_term: bool = False) -> list[EvidencePage]:
        """At most ``limit`` pages holding the FTS5 tokens ``terms`` (consecutive if ``phrase``); with
        ``any_term``, pages holding any of the three rarest of them, the best matches first."""
        ...

    def authorities(self) -> Sequence[str]:
        """Texts of the lawyer's authorities list (citations or full entries); may be empty."""
        ...

    def atom_pages(self, atom: Atom, *, limit: int) -> list[EvidencePage]:
        """Every page (up to ``limit``) whose atoms include ``atom``'s value (``atom_index.lookup_keys``): an exact
        look-up over the whole matter, Bates-stamped pages first. The caller confirms it on the page."""
        ...


def exhibit_key(label: str) -> str:
    """The form exhibit labels are compared in: "Exhibit b", "Ex. B" and "PX B" -> "B"."""
    return _EXHIBIT_WORD_RE.sub("", label.strip().upper())


def bates_key(bates: str) -> str:
    """The form Bates ids are compared in: "smith 000123" and "SMITH_000123" -> "SMITH000123"."""
    return _BATES_SEPARATORS_RE.sub("", bates).upper()


class InMemoryEvidenceIndex:
    """``EvidenceIndex`` over pages held in memory: a dict by Bates id and an inverted index of tokens.

    ``exhibits`` maps an exhibit label to the document ids that make it up, in order.
    """

    def __init__(
        self,
        pages: Iterable[EvidencePage],
        *,
        exhibits: Mapping[str, Sequence[str]] | None = None,
        authorities: Sequence[str] = (),
    ) -> None:
        self._pages: list[EvidencePage] = []
        self._joined: list[str] = []
        self._by_bates: dict[str, int] = {}
        self._by_document: dict[str, list[int]] = {}
        self._postings: dict[str, set[int]] = {}
        self._prefixes: set[str] = set()
        for index, page in enumerate(pages):
            self._pages.append(page)
            tokens = fts_tokens(page.text)
            self._joined.append(f" {' '.join(tokens)} ")
            for token in set(tokens):
                self._postings.setdefault(token, set()).add(index)
            self._by_document.setdefault(page.document_id, []).append(index)
            if page.bates:
                key = bates_key(page.bates)
                self._by_bates[key] = index
                prefix = re.match(r"^(.*?)\d+$", key)
                if prefix and prefix.group(1):
                    self._prefixes.add(prefix.group(1))
        for indices in self._by_document.values():
            indices.sort(key=lambda i: self._pages[i].page)
        self._exhibits = {exhibit_key(k): tuple(v) for k, v in (exhibits or {}).items()}
        self._authorities = tuple(authorities)
        self._atoms = MemoryAtomIndex(page.text for page in self._pages)

    def __len__(self) -> int:
        return len(self._pages)

    def bates_page(self, bates: str) -> EvidencePage | None:
        index = self._by_bates.get(bates_key(bates))
        return None if index is None else self._pages[index]

    def bates_prefixes(self) -> set[str]:
        return set(self._prefixes)

    def exhibit_pages(self, label: str) -> list[EvidencePage]:
        documents = self._exhibits.get(exhibit_key(label), ())
        return [self._pages[i] for doc in documents for i in self._by_document.get(doc, [])]

    def document_pages(self, document_id: str) -> list[EvidencePage]:
        return [self._pages[i] for i in self._by_document.get(document_id, [])]

    def search(self, terms: Sequence[str], *, phrase: bool, limit: int, any_term: bool = False) -> list[EvidencePage]:
        tokens = [t for term in terms for t in fts_tokens(term)]
        if not tokens or limit <= 0:
            return []
        if any_term and not phrase:  # like the store: pages with any of the three rarest tokens, most first
            present = [t for t in dict.fromkeys(tokens) if self._postings.get(t)]
            rarest = sorted(present, key=lambda t: (len(self._postings[t]), t))[:3]
            counts: dict[int, int] = {}
            for token in rarest:
                for index in self._postings.get(token, ()):
                    counts[index] = counts.get(index, 0) + 1
            best = sorted(counts, key=lambda i: (-counts[i], i))[:limit]
            return [self._pages[i] for i in best]
        postings = sorted((self._postings.get(t, set()) for t in set(tokens)), key=len)
        if not postings[0]:
            return []
        candidates = postings[0].intersection(*postings[1:]) if len(postings) > 1 else postings[0]
        needle = f" {' '.join(tokens)} "
        found: list[EvidencePage] = []
        for index in candidates:
            if phrase and needle not in self._joined[index]:
                continue
            found.append(self._pages[index])
            if len(found) >= limit:
                break
        return found

    def authorities(self) -> Sequence[str]:
        return self._authorities

    def atom_pages(self, atom: Atom, *, limit: int) -> list[EvidencePage]:
        positions = sorted(self._atoms.positions(atom), key=lambda i: (self._pages[i].bates is None, i))
        return [self._pages[i] for i in positions[:limit]]
