"""Alignment: the one passage of a page that carries a statement, or the reason none does.

    view = PageView.of(page)                          # the page's atoms and word stems, read once per run
    facts = StatementFacts.of(statement_text, atoms)  # what the statement claims: atoms and content words
    found = align(facts, view)                        # Support: passage span, atoms found, missing, conflicts
    found.holds                                       # every atom in one passage, with enough of its words

Support is local. A statement's atoms (dates, sums, rates, counts, sections, identifiers, places, times)
must all be found in one passage of the page - within ``SPREAD`` characters of each other - and the passage,
widened by ``CONTEXT`` characters on each side (never across a blank line), must hold ``MIN_WORDS`` of the
statement's content words (stems, so "inspected" meets "inspection"). A value inside another value never
counts: the day of a date is not a count, a digit run inside a longer number is not that number
(``atoms.find_atoms`` reads each span once). A count written as a bare figure on the page ("Qty 500")
counts when the thing counted is named within ``UNIT_REACH`` characters of it.

A statement with no atoms is placed by its words alone: the window of the page holding most of them.

Names are not placed in the passage: a person or company identifies the document (the letterhead, the
signature), so ``names_in_document`` checks them against every page of the cited document.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal, InvalidOperation
from functools import lru_cache

import snowballstemmer

from server.verify.atoms import Atom, compare, dates_compare, find_atoms, lemma
from server.verify.evidence_index import EvidencePage
from server.verify.facts import fts_tokens

SPREAD = 420  # the most characters between the first and last atom of one passage
CONTEXT = 220  # characters either side of the atoms that count as the passage's words
WORD_WINDOW = 360  # a statement without atoms: the window its words are counted in
UNIT_REACH = 90  # a bare figure counts as a count of a thing named within this many characters
HEADER_LINES = 30  # or named in the header of its table, this many lines above at most
MIN_WORDS = 0.3  # share of content words the passage must hold (statements with atoms)
MIN_WORDS_ONLY = 0.5  # the same, for a statement with no atoms
APPROXIMATE_DAYS = 3
TITLE_CHARS = 320  # the head of a page: where a document names itself (after a letterhead)

_STEMMER = snowballstemmer.stemmer("english")
_IRREGULAR = {
    "paid": "pay", "sent": "send", "made": "make", "gave": "give", "given": "give", "took": "take",
    "taken": "take", "wrote": "write", "written": "write", "told": "tell", "held": "hold", "left": "leave",
    "met": "meet", "sold": "sell", "bought": "buy", "began": "begin", "begun": "begin", "brought": "bring",
    "kept": "keep", "found": "find", "lost": "lose", "spent": "spend", "built": "build", "withheld": "withhold",
    "owing": "owe", "due": "owe", "lessor": "landlord", "lessee": "tenant", "e-mail": "email", "mail": "email",
    "lent": "lend", "hired": "employ", "hire": "employ", "hires": "employ", "engaged": "employ",
    "lender": "lend", "borrower": "borrow", "employer": "employ", "seller": "sell", "buyer": "buy",
    "construct": "build", "erect": "build",
}  # fmt: skip
STOP = frozenset(
    fts_tokens(
        "a an the of and or but to in on at by for with from as is are was were be been being has have had do does "
        "did not no nor that this these those which who whom whose it its their they them he she his her him we our "
        "us i me my you your all any each every some such than then there here also only very so if into onto upon "
        "about after before over under between through during while until since would could should shall will may "
        "might must can cannot per same other another more most less least one two three first second "
        "mr mrs ms dr toward towards against among amongst via whether either neither both am"
    )
)
# Words that describe the record rather than the facts in it ("the letter runs two pages and is signed").
RECORD_WORDS = frozenset(
    fts_tokens(
        "letter letters document documents page pages runs signed produced production attached copy true correct "
        "exhibit exhibits bears reads says said states stated provides provided shows showed reflects contains lists "
        "appears record records email e-mail message dated cited cite see also id ibid wrote write writes notes "
        "noted according under pursuant testified testify testifies testimony deposition transcript tr dep decl "
        "declaration affidavit mailed emailed e-mailed"
    )
)
_WORD_RE = re.compile(r"[^\W_]+(?:['’][a-z]+)?")
_BLANK_LINE_RE = re.compile(r"\n[ \t]*\n")


@lru_cache(maxsize=65536)
def polar_stem(word: str) -> str:
    """A stem that keeps a verb apart from its noun ("paid" -> "pay", "payment" -> "payment"): polarity compares a
    verb with a verb ("not paid" against "paid"), not with a noun ("late payments")."""
    word = word.lower().replace("’", "'")
    if word.endswith("'s"):
        word = word[:-2]
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    stemmed = _STEMMER.stemWord(word)
    return _IRREGULAR.get(stemmed, stemmed)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A word's stem for counting shared words: "inspected" and "inspection" -> "inspect", "paid" -> "pay", and a
    noun in -ment with its verb ("payment" -> "pay", "amendment" -> "amend")."""
    stemmed = polar_stem(word)
    if stemmed.endswith("ment") and len(stemmed) >= 7:
        stemmed = _STEMMER.stemWord(stemmed[:-4])
    return _IRREGULAR.get(stemmed, stemmed)


def content_stems(text: str, *, skip: Sequence[tuple[int, int]] = ()) -> list[str]:
    """The stems of ``text``'s content words (no stop or record words), once each, outside ``skip`` spans."""
    stems: dict[str, None] = {}
    for match in _WORD_RE.finditer(text):
        if any(s <= match.start() < e for s, e in skip):
            continue
        word = match.group(0).lower()
        if word in STOP or word in RECORD_WORDS or len(word) < 2 or word.isdigit():
            continue
        stems[stem(word)] = None
    return list(stems)


@dataclass
class PageView:
    """One page as alignment reads it: each word's stem with its offset, and its atoms (read when first asked:
    a statement placed by its words alone never needs them)."""

    page: EvidencePage
    stems: list[tuple[int, str]]  # (offset, stem), in page order
    breaks: list[int]  # offsets of blank lines (a passage never crosses one)
    title: frozenset[str] = frozenset()  # the words a document names itself by (its first page's head)
    read_atoms: Callable[[], list[Atom]] | None = None
    _atoms: list[Atom] | None = None

    @classmethod
    def of(
        cls, page: EvidencePage, atoms: Callable[[], list[Atom]] | list[Atom] | None = None, title: str = ""
    ) -> PageView:
        """``atoms``: the page's atoms, or how to read them; ``title``: the head of the document's first page
        ("NOTICE OF DEFAULT", "INSPECTION REPORT")."""
        text = page.text
        stems = [(m.start(), stem(m.group(0))) for m in _WORD_RE.finditer(text)]
        head = {stem(m.group(0)) for m in _WORD_RE.finditer(f"{title[:TITLE_CHARS]} {text[:TITLE_CHARS]}")}
        breaks = [m.start() for m in _BLANK_LINE_RE.finditer(text)]
        view = cls(page, stems, breaks, frozenset(head), atoms if callable(atoms) else None)
        if isinstance(atoms, list):
            view._atoms = atoms
        return view

    @property
    def atoms(self) -> list[Atom]:
        if self._atoms is None:
            self._atoms = self.read_atoms() if self.read_atoms else find_atoms(self.page.text, page=True)
        return self._atoms

    def stems_between(self, start: int, end: int) -> set[str]:
        """The words of ``start:end``, and the document's own name ("the Notice says ..." of a notice)."""
        return {s for offset, s in self.stems if start <= offset < end} | self.title

    def widen(self, start: int, end: int, reach: int = CONTEXT) -> tuple[int, int]:
        """``start:end`` widened by ``reach`` on each side, stopping at a blank line."""
        lo, hi = max(0, start - reach), min(len(self.page.text), end + reach)
        for b in self.breaks:
            if lo <= b < start:
                lo = b
            if end <= b < hi:
                hi = b
                break
        return lo, hi


@dataclass(frozen=True)
class StatementFacts:
    """What a statement claims, for alignment: its atoms (draft offsets) and its content-word stems."""

    atoms: tuple[Atom, ...]  # everything but names
    names: tuple[Atom, ...]  # people and companies
    words: tuple[str, ...]  # content stems, the atoms' own words left out
    name_words: tuple[str, ...] = ()  # the names' stems: they place a statement on the page, they are not its words

    @classmethod
    def of(
        cls, text: str, atoms: Sequence[Atom], offset: int = 0, skip: Sequence[tuple[int, int]] = ()
    ) -> StatementFacts:
        """``atoms`` carry draft offsets; ``offset`` is where ``text`` starts in the draft."""
        local = [(a.start - offset, a.end - offset) for a in atoms]  # names are checked as names, not as words
        words = content_stems(text, skip=[*local, *skip])
        names = tuple(a for a in atoms if a.kind in ("person", "entity"))
        name_words = tuple(dict.fromkeys(stem(w) for a in names for w in a.value.split() if len(w) > 2))
        return cls(tuple(a for a in atoms if a.kind not in ("person", "entity")), names, tuple(words), name_words)


@dataclass(frozen=True)
class Support:
    """The best passage of one page for a statement."""

    page: EvidencePage
    start: int  # the passage: the atoms found (or the words' window), widened to its context
    end: int
    found: tuple[tuple[Atom, tuple[int, int]], ...] = ()  # statement atom -> the page span that carries it
    missing: tuple[Atom, ...] = ()  # statement atoms not in this passage
    conflicts: tuple[tuple[Atom, Atom], ...] = ()  # (statement atom, the other value the passage gives)
    words: float = 0.0  # share of the statement's content words in the passage
    matched: tuple[str, ...] = field(default=())
    core: tuple[int, int] | None = None  # the tightest span: the atoms found, or the first to last word matched
    named: bool = False  # the statement's names are in the passage

    @property
    def complete(self) -> bool:
        return not self.missing

    def holds(self, facts: StatementFacts) -> bool:
        """Every atom here, and enough of the statement's words. A statement of one content word holds by its
        atoms or its names in the passage ("Acme hired Jordan Smith"); one with nothing to place (only a
        quotation, a name or a cite) holds wherever its cite is."""
        need = MIN_WORDS if facts.atoms else MIN_WORDS_ONLY
        few = (len(facts.words) <= 1 and (bool(facts.atoms) or self.named)) or (not facts.words and not facts.atoms)
        return self.complete and (few or self.words >= need)

    @property
    def span(self) -> tuple[int, int]:
        """The tightest span to show: the atoms found, else the words matched, else the passage."""
        if self.found:
            return min(s for _, (s, _e) in self.found), max(e for _, (_s, e) in self.found)
        return self.core or (self.start, self.end)


def _carries(claim: Atom, found: Atom, view: PageView) -> bool:
    if claim.kind == "date" and found.kind == "date":
        tolerance = APPROXIMATE_DAYS if claim.unit else 0
        return dates_compare(claim.value, found.value, tolerance_days=tolerance) == "same"
    if compare(claim, found) == "same":
        return True
    if {claim.kind, found.kind} == {"number", "date"} and claim.value == found.value and len(claim.value) == 4:
        return True  # a year read as a date on one side and a figure on the other ("in 2019 and 2022")
    bare = found.kind == "amount" and not found.unit and _same_number(found.value, claim.value)  # "6.00" hours
    if claim.kind == "quantity" and ((found.kind == "number" and found.value == claim.value) or bare):
        text = view.page.text
        lo, hi = max(0, found.start - UNIT_REACH), found.end + UNIT_REACH
        line = text[text.rfind("\n", 0, found.start) + 1 : (text.find("\n", found.end) + 1 or len(text) + 1) - 1]
        units = {lemma(w) for w in fts_tokens(f"{text[lo:hi]} {line}")}  # near it, or in its row
        if claim.head in units or claim.head in _header_words(text, found.start):
            return True
        # a row of a table whose unit the page states once ("Hours are computed from the minute of each punch")
        return "  " in line.strip() and claim.head in _page_lemmas(text)
    return False


@lru_cache(maxsize=256)
def _page_lemmas(text: str) -> frozenset[str]:
    return frozenset(lemma(w) for w in fts_tokens(text))


def _same_number(a: str, b: str) -> bool:
    try:
        return Decimal(a) == Decimal(b)
    except InvalidOperation:
        return False


def _header_words(text: str, offset: int) -> set[str]:
    """The words of the table header above ``offset``: the lines without figures just above its block of rows
    ("Date   Regular Hours   OT Hours" over "11/15/2022   40   6")."""
    line_start = text.rfind("\n", 0, offset) + 1
    if "  " not in text[line_start : text.find("\n", offset) % (len(text) + 1)]:
        return set()  # not a row of columns
    words: set[str] = set()
    end = line_start - 1
    for _ in range(HEADER_LINES):
        if end <= 0:
            break
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        if not line.strip():
            break
        if not any(ch.isdigit() for ch in line):
            words |= {lemma(w) for w in fts_tokens(line)}
        end = start - 1
    return words


def matches(claim: Atom, view: PageView) -> list[tuple[int, int]]:
    """Every span of the page that carries the atom's value (as that kind of value)."""
    return [(a.start, a.end) for a in view.atoms if _carries(claim, a, view)]


def align(facts: StatementFacts, view: PageView) -> Support:
    """The passage of the page that best carries the statement (see the module docstring)."""
    if not facts.atoms:
        return _by_words(facts, view)
    places = {i: matches(atom, view) for i, atom in enumerate(facts.atoms)}
    present = [i for i, spans in places.items() if spans]
    if not present:
        best = _by_words(facts, view)
        return _with_conflicts(view, best)
    anchor_atom = min(present, key=lambda i: len(places[i]))
    best: Support | None = None
    for anchor in places[anchor_atom][:50]:
        chosen: dict[int, tuple[int, int]] = {anchor_atom: anchor}
        for i in present:
            if i == anchor_atom:
                continue
            near = min(places[i], key=lambda span: abs(span[0] - anchor[0]))
            if abs(near[0] - anchor[0]) <= SPREAD:
                chosen[i] = near
        lo = min(s for s, _ in chosen.values())
        hi = max(e for _, e in chosen.values())
        start, end = view.widen(lo, hi)
        support = _scored(facts, view, start, end, chosen)
        if best is None or _rank(support) > _rank(best):
            best = support
    assert best is not None
    return _with_conflicts(view, best)


def _rank(support: Support) -> tuple[int, float, int]:
    return (len(support.found), support.words, -(support.end - support.start))


def _scored(
    facts: StatementFacts,
    view: PageView,
    start: int,
    end: int,
    chosen: dict[int, tuple[int, int]],
    core: tuple[int, int] | None = None,
) -> Support:
    wanted = set(facts.words)
    there = view.stems_between(start, end)
    matched = tuple(sorted(wanted & there))
    share = len(matched) / len(wanted) if wanted else 1.0
    found = tuple((facts.atoms[i], span) for i, span in sorted(chosen.items()))
    missing = tuple(a for i, a in enumerate(facts.atoms) if i not in chosen)
    if core is None and chosen:
        core = (min(s for s, _ in chosen.values()), max(e for _, e in chosen.values()))
    named = bool(facts.name_words) and set(facts.name_words) <= there
    return Support(view.page, start, end, found, missing, (), share, matched, core, named)


def _by_words(facts: StatementFacts, view: PageView) -> Support:
    """The window of the page holding the most of the statement's words (and names, which place it too)."""
    words, names = set(facts.words), set(facts.name_words)
    hits = [(offset, s) for offset, s in view.stems if s in words or s in names]
    best = ((0, 0), 0, 0)  # (distinct words, distinct name words), start, end: words first
    left = 0
    for right in range(len(hits)):
        while hits[right][0] - hits[left][0] > WORD_WINDOW:
            left += 1
        seen = {s for _, s in hits[left : right + 1]}
        score = (len(seen & words), len(seen & names))
        if score > best[0]:
            best = (score, hits[left][0], hits[right][0] + len(hits[right][1]))
    if best[0] == (0, 0):
        return Support(view.page, 0, 0, (), facts.atoms, (), 0.0, ())
    start, end = view.widen(best[1], best[2], reach=CONTEXT // 2)
    return _scored(facts, view, start, end, {}, core=(best[1], best[2]))


def _with_conflicts(view: PageView, support: Support) -> Support:
    """The other values the passage gives for the atoms it does not carry (another date, sum, rate ...)."""
    if not support.missing or support.end <= support.start:
        return support
    conflicts: list[tuple[Atom, Atom]] = []
    for atom in support.missing:
        near = [a for a in view.atoms if support.start <= a.start < support.end]
        page_wide = view.atoms if atom.kind == "identifier" else []  # one invoice has one invoice number
        other = next((a for a in [*near, *page_wide] if compare(atom, a) == "conflict"), None)
        if other is not None:
            conflicts.append((atom, other))
    return replace(support, conflicts=tuple(conflicts))


def best_support(facts: StatementFacts, views: Sequence[PageView]) -> Support | None:
    """The best passage over several pages (a range cite): complete first, then most words."""
    best: Support | None = None
    for view in views:
        support = align(facts, view)
        if best is None or _overall(facts, support) > _overall(facts, best):
            best = support
    return best


def _overall(facts: StatementFacts, support: Support) -> tuple[bool, int, float, bool, int]:
    found, words, span = _rank(support)
    return (support.holds(facts), found, words, support.page.bates is not None, span)
