"""Where a statement stands in the matter: the pages a verification reads, each read once, and the passage
elsewhere that carries a statement its cite does not (a wrong pin's fix, an uncited statement's cite).

    pages = Pages(checker)
    pages.view(page)                                  # the page as alignment reads it (``support.PageView``)
    pages.with_atom(atom)                             # every page whose values include it (the atom index)
    pages.locate(facts, skip=cited, text=said)        # a passage elsewhere that holds the statement, or None

Candidates are found by exact look-up: the pages carrying all of a statement's values (rarest first), else the
pages naming its people and companies, else those with its rarest words. Alignment then decides on each page.
A page and its Bates-stamped copy are one physical page: a cite to either is a cite to both.
"""

from __future__ import annotations

from collections.abc import Sequence

from server.verify.atoms import Atom
from server.verify.evidence_index import EvidencePage
from server.verify.facts import fts_tokens
from server.verify.grounding import Checker
from server.verify.names import name_on
from server.verify.support import (
    MIN_WORDS,
    MIN_WORDS_ONLY,
    RECORD_WORDS,
    STOP,
    TITLE_CHARS,
    PageView,
    StatementFacts,
    Support,
    best_support,
)

CANDIDATE_PAGES = 60  # pages an uncited statement (or a wrong pin) is aligned against, rarest values first
DOCUMENT_PAGES = 200  # pages of a document read for the names it gives
WORD_PAGES = 12  # a statement of words alone: the best-ranked pages holding its rarest words


def content_words(text: str, *, record_words: bool = True) -> list[str]:
    """The words of ``text`` that carry its meaning: no stop words (and, unless asked, no words about the record)."""
    skip = STOP if record_words else STOP | RECORD_WORDS
    return [t for t in dict.fromkeys(fts_tokens(text)) if t not in skip and len(t) > 1 and not t.isdigit()]


def physical(page: EvidencePage) -> tuple[str, int]:
    """A page and its Bates-stamped copy are one physical page."""
    return (page.source_document_id, page.source_page) if page.source_document_id and page.source_page else page.key


def keys(pages: Sequence[EvidencePage]) -> set[tuple[str, int]]:
    """The keys of ``pages`` and of their physical twins."""
    return {p.key for p in pages} | {physical(p) for p in pages}


class Pages:
    """The pages one verification reads, each parsed once; look-ups asked once."""

    def __init__(self, checker: Checker) -> None:
        self.checker = checker
        self._views: dict[tuple[str, int], PageView] = {}
        self._lookups: dict[tuple[str, str, str], list[EvidencePage]] = {}
        self._titles: dict[str, str] = {}
        self._documents: dict[str, str] = {}

    def view(self, page: EvidencePage) -> PageView:
        if page.key not in self._views:
            self._views[page.key] = PageView.of(page, lambda: self.checker.page_atoms(page), self._title(page))
        return self._views[page.key]

    def document_text(self, document_id: str) -> str:
        """The text of a whole document (its first ``DOCUMENT_PAGES`` pages): names identify a document."""
        if document_id not in self._documents:
            pages = self.checker.index.document_pages(document_id)[:DOCUMENT_PAGES]
            self._documents[document_id] = "\n\f".join(p.text for p in pages)
        return self._documents[document_id]

    def document_pages(self, document_id: str) -> list[EvidencePage]:
        return self.checker.index.document_pages(document_id)[:DOCUMENT_PAGES]

    def _title(self, page: EvidencePage) -> str:
        """The head of the page's document's first page, where the document names itself."""
        if page.page == 1:
            return ""
        if page.document_id not in self._titles:
            first = self.checker.index.document_pages(page.document_id)[:1]
            self._titles[page.document_id] = first[0].text[:TITLE_CHARS] if first else ""
        return self._titles[page.document_id]

    def with_atom(self, atom: Atom) -> list[EvidencePage]:
        """Every page (up to a bound) whose values include the atom's: an exact look-up in the atom index."""
        key = (atom.kind, atom.value, atom.unit)
        if key not in self._lookups:
            self._lookups[key] = self.checker.index.atom_pages(atom, limit=CANDIDATE_PAGES * 4)
        return self._lookups[key]

    def candidates(self, facts: StatementFacts, statement_text: str) -> list[EvidencePage]:
        """Pages that may carry the statement: those with all its atoms' values (exact look-ups), else with its
        names, else with its rarest words."""
        if facts.atoms:
            lists = sorted((self.with_atom(a) for a in facts.atoms), key=len)
            shared = set.intersection(*({p.key for p in pages} for pages in lists))
            chosen = [p for p in lists[0] if p.key in shared] or lists[0]
            return chosen[:CANDIDATE_PAGES]
        if facts.names:  # the pages naming the rarest of its names
            found = [self.checker.search(a.value.split(), phrase=True, limit=CANDIDATE_PAGES) for a in facts.names]
            return min(found, key=len)
        words = content_words(statement_text, record_words=False)
        if not words:
            return []
        rare = sorted(words, key=lambda w: (-len(w), w))[:2]  # long words are the rare ones
        pages = self.checker.search(rare, phrase=False, limit=WORD_PAGES)
        return pages or self.checker.search(words[:8], phrase=False, limit=WORD_PAGES, any_term=True)

    def locate(
        self, facts: StatementFacts, *, skip: set[tuple[str, int]], text: str, loose: bool = False
    ) -> Support | None:
        """A passage elsewhere in the matter that carries the statement (its atoms, its words, and its names in the
        same document), or None. ``loose``: all its atoms, and half the words it would need (a wrong pin's fix)."""
        pages = [p for p in self.candidates(facts, text) if p.key not in skip and physical(p) not in skip]
        pages = [p for p in pages if all(name_on(n, self.document_text(p.document_id)).same for n in facts.names)]
        found = best_support(facts, [self.view(p) for p in pages]) if pages else None
        if found is None:
            return None
        if found.holds(facts):
            return found
        need = (MIN_WORDS if facts.atoms else MIN_WORDS_ONLY) / 2
        return found if loose and found.complete and (facts.atoms or facts.names) and found.words >= need else None
