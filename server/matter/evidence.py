"""Evidence: searching client pages and building the packs model tools are given.

Only client pages are in the full-text index (``client_fts``), and packs built from document ids
refuse anything that is not client origin, so a model artifact can never reach a prompt as
evidence. A produced (Bates-stamped) page and the source page it came from are the same evidence:
results show the page once, labelled with its Bates number.
"""

from __future__ import annotations

import dataclasses
import re
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from server.errors import InputError
from server.matter.store import MatterStore
from server.verify import atom_index
from server.verify.atoms import Atom
from server.verify.evidence_index import EvidencePage, bates_key, exhibit_key

_QUOTED = re.compile(r'"([^"]+)"')
_WORD = re.compile(r"\w+", re.UNICODE)
SNIPPET_CHARS = 240
RAREST_TERMS = 3  # an any-term search asks for pages with any of this many of its rarest words


@dataclass(frozen=True)
class SearchHit:
    page: EvidencePage
    snippet: str
    start: int
    end: int
    rank: float


def fts_query(query: str, *, any_term: bool = False) -> str:
    """A safe FTS5 query: quoted phrases kept, other words quoted; all required unless ``any_term``."""
    phrases = [" ".join(_WORD.findall(p)) for p in _QUOTED.findall(query)]
    rest = _QUOTED.sub(" ", query)
    terms = [f'"{p}"' for p in phrases if p] + [f'"{w}"' for w in _WORD.findall(rest)]
    if not terms:
        raise InputError(f"search query {query!r} has no words to look for; give words or a quoted phrase")
    return (" OR " if any_term else " ").join(terms)


def _row_to_page(row: sqlite3.Row) -> EvidencePage:
    """A client page from a row of ``fts_pages`` or the page queries below."""
    return EvidencePage(
        document_id=row["document_id"],
        document_name=row["original_name"],
        page=row["page"],
        bates=row["bates"],
        text=row["text"],
        production_id=row["production_id"],
        source_document_id=row["source_document_id"],
        source_page=row["source_page"],
        ocr=bool(row["ocr"]),
    )


def fts_pages(store: MatterStore, match: str, limit: int, *, bates_first: bool = False) -> list[sqlite3.Row]:
    """Client pages matching an FTS5 expression, best first (Bates-stamped pages first if asked)."""
    order = "p.bates IS NULL, rank" if bates_first else "rank"
    with store.read() as conn:
        return conn.execute(
            "SELECT p.document_id, p.page, p.text, p.bates, p.source_document_id, p.source_page, p.ocr, "
            "d.original_name, d.production_id, bm25(client_fts) AS rank FROM client_fts "
            "JOIN pages p ON p.rowid = client_fts.rowid JOIN documents d ON d.id = p.document_id "
            f"WHERE client_fts MATCH ? AND d.origin = 'client' ORDER BY {order} LIMIT ?",
            (match, limit),
        ).fetchall()


def search_pages(store: MatterStore, query: str, *, limit: int = 10) -> list[SearchHit]:
    """Client pages matching ``query`` (all words; falls back to any word), best first."""
    results: list[SearchHit] = []
    for any_term in (False, True):
        rows = fts_pages(store, fts_query(query, any_term=any_term), limit * 3)
        if rows:
            results = [_hit(_row_to_page(r), query, r["rank"]) for r in rows]
            break
    return _dedupe(store, results)[:limit]


def _hit(ref: EvidencePage, query: str, rank: float) -> SearchHit:
    """The hit with its span: the stretch of the page holding the most distinct query terms."""
    terms = {
        *(" ".join(_WORD.findall(p)).lower() for p in _QUOTED.findall(query)),
        *(w.lower() for w in _WORD.findall(_QUOTED.sub(" ", query))),
    } - {""}
    lowered = ref.text.lower()
    patterns = {term: r"(?<!\w)" + r"\W+".join(map(re.escape, term.split())) + r"(?!\w)" for term in terms}
    hits = sorted(
        (m.start(), m.end(), term) for term, pattern in patterns.items() for m in re.finditer(pattern, lowered)
    )
    start = end = 0
    best = 0
    for i, (lo, _, _) in enumerate(hits):
        window = [h for h in hits[i:] if h[1] - lo <= SNIPPET_CHARS - 40]
        distinct = len({h[2] for h in window})
        if distinct > best:
            best, start, end = distinct, lo, max(h[1] for h in window)
    lo = max(0, start - (SNIPPET_CHARS - (end - start)) // 2)
    hi = min(len(ref.text), max(end, lo + SNIPPET_CHARS))
    snippet = ("…" if lo else "") + " ".join(ref.text[lo:hi].split()) + ("…" if hi < len(ref.text) else "")
    return SearchHit(page=ref, snippet=snippet, start=start, end=end, rank=float(rank))


def _dedupe(store: MatterStore, hits: list[SearchHit]) -> list[SearchHit]:
    """One hit per physical page: a source page with a produced twin is shown as the Bates page."""
    produced = {(h.page.source_document_id, h.page.source_page) for h in hits if h.page.bates}
    twins = bates_twins(store, {h.page.document_id for h in hits if h.page.bates is None})
    out, seen = [], set()
    for hit in hits:
        key = (hit.page.document_id, hit.page.page)
        if key in produced or key in seen:
            continue
        seen.add(key)
        if hit.page.bates is None:
            twin = twins.get((hit.page.document_id, hit.page.page))
            if twin:
                hit = SearchHit(
                    page=dataclasses.replace(hit.page, bates=twin),
                    snippet=hit.snippet,
                    start=hit.start,
                    end=hit.end,
                    rank=hit.rank,
                )
        out.append(hit)
    return out


def bates_twins(store: MatterStore, document_ids: set[str]) -> dict[tuple[str, int], str]:
    """(source document, page) -> the Bates number it was first produced under, for these documents."""
    if not document_ids:
        return {}
    marks = ",".join("?" * len(document_ids))
    with store.read() as conn:
        rows = conn.execute(
            f"SELECT source_document_id, source_page, bates FROM pages WHERE source_document_id IN ({marks}) "
            "AND bates IS NOT NULL ORDER BY rowid DESC",
            sorted(document_ids),
        ).fetchall()
    return {(r[0], r[1]): r[2] for r in rows}  # descending rowid: the first production wins


@dataclass(frozen=True)
class EvidencePack:
    pages: tuple[EvidencePage, ...]
    truncated: bool

    @property
    def document_ids(self) -> list[str]:
        return list(dict.fromkeys(p.document_id for p in self.pages))

    def render(self) -> str:
        """The pack as the prompt sees it: each page headed by the label a draft must cite. A function of the pages
        alone (no time, no ids of the call), so the same pages give the same bytes."""
        blocks = [f"[{p.cite_label} | {p.document_name}]\n{p.text.strip()}" for p in self.pages]
        return "\n\n".join(blocks) + ("\n\n[... further evidence omitted for length ...]" if self.truncated else "")


def build_pack(
    store: MatterStore,
    *,
    document_ids: Sequence[str] = (),
    query: str | None = None,
    max_pages: int = 12,
    max_chars: int = 12_000,
) -> EvidencePack:
    """The client pages a model tool may see. Any non-client id is refused with the reason.

    Pages are chosen in the order asked (the documents, then the search hits by rank) until ``max_pages`` or
    ``max_chars`` is reached, then put in :func:`canonical_order`, so the same pages render byte-identically however
    they were asked for, and a model server can reuse the prompt prefix it has already read."""
    if not document_ids and not query:
        raise InputError(
            "no evidence given: pass document_ids (client documents, e.g. from search_evidence) or a query"
        )
    refs: list[EvidencePage] = []
    docs = store.require_evidence(document_ids)
    twins = bates_twins(store, {d.id for d in docs})
    for doc in docs:
        for page in store.pages(doc.id):
            bates = page.bates or twins.get((doc.id, page.page))
            refs.append(
                EvidencePage(
                    document_id=doc.id,
                    document_name=doc.original_name,
                    page=page.page,
                    bates=bates,
                    text=page.text,
                    production_id=doc.production_id,
                    source_document_id=page.source_document_id,
                    source_page=page.source_page,
                    ocr=page.ocr,
                )
            )
    if query:
        refs.extend(h.page for h in search_pages(store, query, limit=max_pages))
    unique: dict[tuple[str, int], EvidencePage] = {}
    for ref in refs:
        unique.setdefault(ref.key, ref)  # each page once, where it first came
    chosen: list[EvidencePage] = []
    used = 0
    truncated = False
    for ref in unique.values():
        if len(chosen) >= max_pages or used >= max_chars:
            truncated = True
            break
        room = max_chars - used
        if len(ref.text) > room:
            ref = dataclasses.replace(ref, text=ref.text[:room])
            truncated = True
        chosen.append(ref)
        used += len(ref.text)
    if not chosen:
        raise InputError(f"no client evidence matched {query!r}; try other words or pass document_ids")
    return EvidencePack(tuple(sorted(chosen, key=canonical_order)), truncated)


def canonical_order(page: EvidencePage) -> tuple[int, str, int]:
    """Pages in document-id order (D2 before D10), then page order: the same pages always render the same."""
    return (len(page.document_id), page.document_id, page.page)


def ensure_atom_index(store: MatterStore, progress: Callable[[int, int], None] = lambda done, total: None) -> int:
    """Re-index the matter's client pages when the atom rules changed since they were indexed (a matter made by
    an earlier counsel): ``atom_index.reindex``, with progress. Returns the pages indexed (0: already current)."""
    with store.read() as conn:
        current = atom_index.indexed_version(conn) == atom_index.VERSION
    return 0 if current else atom_index.reindex(store.write, store.read, progress)


class StoreEvidenceIndex:
    """The verification engine's ``EvidenceIndex`` over a matter store: indexed SQL, client pages only.

    Bates look-ups use the unique ``pages.bates`` index; searches go through ``client_fts``; exhibits are the
    documents of the matter's productions, labelled in production order (or as the lawyer labelled them).
    The authorities list is the text of the matter's attorney documents plus any citations given.
    """

    _SELECT = (
        "SELECT p.document_id, p.page, p.text, p.bates, p.source_document_id, p.source_page, p.ocr, d.original_name, "
        "d.production_id FROM pages p "
        "JOIN documents d ON d.id = p.document_id WHERE d.origin = 'client' AND "
    )

    def __init__(self, store: MatterStore, *, extra_authorities: Sequence[str] = ()) -> None:
        ensure_atom_index(store)
        self.store = store
        self._extra = tuple(extra_authorities)
        self._authorities: tuple[str, ...] | None = None

    def _rows(self, where: str, args: tuple) -> list[EvidencePage]:
        with self.store.read() as conn:
            return [_row_to_page(r) for r in conn.execute(self._SELECT + where, args).fetchall()]

    def bates_page(self, bates: str) -> EvidencePage | None:
        rows = self._rows("p.bates = ?", (bates_key(bates),))
        return rows[0] if rows else None

    def bates_prefixes(self) -> set[str]:
        with self.store.read() as conn:
            return {r[0] for r in conn.execute("SELECT DISTINCT prefix FROM productions WHERE status = 'complete'")}

    def exhibit_pages(self, label: str) -> list[EvidencePage]:
        """The exhibit's pages; [] when no production labels it so, or when several do (ambiguous: cite Bates)."""
        wanted = exhibit_key(label)
        with self.store.read() as conn:
            rows = conn.execute(
                "SELECT d.id, d.production_id FROM documents d JOIN productions pr ON pr.id = d.production_id "
                "WHERE d.origin = 'client' AND pr.status = 'complete' AND upper(json_extract(d.metadata, "
                "'$.exhibit')) = ?",
                (wanted,),
            ).fetchall()
        if len({r["production_id"] for r in rows}) != 1:
            return []
        return self.document_pages(rows[0]["id"])

    def document_pages(self, document_id: str) -> list[EvidencePage]:
        return self._rows("p.document_id = ? ORDER BY p.page", (document_id,))

    def search(self, terms: Sequence[str], *, phrase: bool, limit: int, any_term: bool = False) -> list[EvidencePage]:
        tokens = [t for t in terms if t]
        if not tokens or limit <= 0:
            return []
        if any_term and not phrase:
            tokens = self._rarest(tokens, RAREST_TERMS)
            if not tokens:
                return []
        joiner = " OR " if any_term and not phrase else " AND "
        match = '"' + " ".join(tokens) + '"' if phrase else joiner.join(f'"{t}"' for t in tokens)
        return [_row_to_page(r) for r in fts_pages(self.store, match, limit, bates_first=True)]

    def _rarest(self, tokens: Sequence[str], count: int) -> list[str]:
        """The ``count`` tokens on the fewest client pages (absent ones dropped): an OR query over common words
        ranks thousands of pages, one over rare words a handful."""
        unique = list(dict.fromkeys(tokens))
        marks = ",".join("?" * len(unique))
        with self.store.read() as conn:
            conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.client_vocab USING fts5vocab(main, client_fts, row)")
            rows = conn.execute(f"SELECT term, doc FROM temp.client_vocab WHERE term IN ({marks})", unique).fetchall()
        return [term for term, _doc in sorted(rows, key=lambda r: (r[1], r[0]))[:count]]

    def atom_pages(self, atom: Atom, *, limit: int) -> list[EvidencePage]:
        with self.store.read() as conn:
            rowids = sorted(atom_index.page_rowids(conn, atom))
        if not rowids:
            return []
        pages: list[EvidencePage] = []
        for first in range(0, len(rowids), 900):  # SQLite's variable limit
            chunk = rowids[first : first + 900]
            marks = ",".join("?" * len(chunk))
            pages += self._rows(f"p.rowid IN ({marks})", tuple(chunk))
        pages.sort(key=lambda p: (p.bates is None, p.document_id, p.page))
        return pages[:limit]

    def authorities(self) -> Sequence[str]:
        if self._authorities is None:
            texts = [self.store.document_text(d.id) for d in self.store.documents("attorney")]
            self._authorities = (*texts, *self._extra)
        return self._authorities
