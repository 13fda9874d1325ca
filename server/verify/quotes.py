"""Quotation matching that forgives typography and OCR but not changed words.

Both sides are reduced to word tokens: case folded, curly and straight quotes alike, en/em dashes
as spaces, words hyphenated across a line break joined ("agree-\\nment" = "agreement"), ligatures
unfolded, and the OCR confusions I/l/|/1 and O/0 (and "rn"/"m", "vv"/"w") folded inside words.
A transcript's line numbers are not words of it. An ellipsis ("...", ". . .", "…") or a bracketed
substitution ("[Acme]") in the quote lets the source skip text there; a bracketed letter ("[t]he") is read
as that letter.

``match_quote`` aligns each quoted segment with the page (an exact token run first, else the
best of a few windows chosen by token votes) and reports a similarity score (0..1, characters of
the normalised text) and the words that differ. On a page read by OCR, a word pair at least 75% alike is
tolerated as OCR noise - never a digit, a negation or a prefix that reverses a word ("unlawful" for
"lawful"); on any other page, and for every other substituted, added or dropped word, it is a change.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from itertools import pairwise

from server.verify.numbers import SCALE_WORDS, TENS_WORDS, UNITS_WORDS
from server.verify.transcript_lines import line_numbers

_TOKEN_RE = re.compile(r"(?:[^\W_]|\|)+(?:(?:['’\u00ad\u2010\u2011-](?:[ \t]*\r?\n[ \t]*)?)(?:[^\W_]|\|)+)*")
_JOINERS_RE = re.compile(r"['’\u00ad\u2010\u2011\-\s]")
_OCR = str.maketrans({"i": "l", "|": "l", "1": "l", "!": "l", "0": "o"})
_GAP_RE = re.compile(r"\.\s?\.\s?\.|…|\[[^\]]{2,}\]|(?<![\w\]])\[[^\]]*\](?![\w\[])")
MAX_GAP_TOKENS = 40  # the most words an ellipsis may leave out inside one passage
_PARAGRAPH_RE = re.compile(r"\n[ \t]*\n")
_BRACKET_LETTERS_RE = re.compile(r"\[(\w{1,2})\]")
_ADDED_SUFFIX_RE = re.compile(r"(\w+)\[\w{1,3}\](?!\w)")  # "acknowledge[s]", "pay[ing]": letters added at the end
OCR_WORD_SIMILARITY = 0.75
_QUOTED_LINE_NUMBER_RE = re.compile(r"(?m)^[ \t]*\d{1,2}(?=[ \t]{2,}\S)")
MAX_TOKEN_VOTES = 400  # a token on more than this many places of a page ("the") casts no votes


def normalize_token(raw: str) -> str:
    token = _JOINERS_RE.sub("", unicodedata.normalize("NFKC", raw).lower())
    if any(ch.isalpha() or ch == "|" for ch in token):
        token = token.translate(_OCR).replace("rn", "m").replace("vv", "w")
    return token


@dataclass
class NormText:
    """A text as normalised tokens with each token's character span in the original."""

    text: str
    tokens: list[str]
    starts: list[int]
    ends: list[int]
    _joined: str | None = None
    _joined_starts: list[int] = field(default_factory=list)
    _positions: dict[str, list[int]] | None = None
    numbered: bool = False  # a transcript: its line numbers were left out

    @classmethod
    def of(cls, text: str) -> NormText:
        tokens: list[str] = []
        starts: list[int] = []
        ends: list[int] = []
        skip = {start for start, _end in line_numbers(text)}  # a transcript's line numbers are not its words
        for match in _TOKEN_RE.finditer(text):
            if match.start() in skip:
                continue
            token = normalize_token(match.group(0))
            if token:
                tokens.append(token)
                starts.append(match.start())
                ends.append(match.end())
        return cls(text, tokens, starts, ends, numbered=bool(skip))

    def words(self, first: int, last: int) -> str:
        """The original characters of tokens [first, last), whitespace collapsed."""
        if last <= first:
            return ""
        return " ".join(self.text[self.starts[first] : self.ends[last - 1]].split())

    def find_run(self, run: list[str]) -> int | None:
        """Index of the first token of an exact run of ``run`` in this text, or None."""
        if self._joined is None:
            offset = 1
            for token in self.tokens:
                self._joined_starts.append(offset)
                offset += len(token) + 1
            self._joined = f" {' '.join(self.tokens)} "
        at = self._joined.find(f" {' '.join(run)} ")
        if at < 0:
            return None
        return bisect_right(self._joined_starts, at + 1) - 1

    def positions(self) -> dict[str, list[int]]:
        if self._positions is None:
            positions: dict[str, list[int]] = {}
            for i, token in enumerate(self.tokens):
                positions.setdefault(token, []).append(i)
            self._positions = positions
        return self._positions


@dataclass(frozen=True)
class QuoteMatch:
    score: float  # 0..1 similarity of the quoted words and the aligned source words
    start: int  # character span of the aligned passage on the page
    end: int
    changes: tuple[tuple[str, str], ...]  # (quoted words, source words) that differ beyond OCR noise

    @property
    def exact_words(self) -> bool:
        return not self.changes


def quote_segments(quote: str, *, numbered: bool = False) -> list[NormText]:
    """The quote as runs of normalised tokens, split where an ellipsis or a bracketed substitution skips text.

    A bracketed letter inside a word marks the writer's alteration (Bluebook 5.2): "[t]he" changes a
    capital, so it reads as the letter; "acknowledge[s]" adds letters the source does not have, so the
    word is matched as the source wrote it ("acknowledge").
    """
    if numbered:  # lines quoted from a transcript, its line numbers with them
        quote = _QUOTED_LINE_NUMBER_RE.sub(" ", quote)
    quote = _ADDED_SUFFIX_RE.sub(lambda m: m.group(1), quote)
    quote = _BRACKET_LETTERS_RE.sub(lambda m: m.group(1) if _attached(quote, m) else "…", quote)
    segments = [NormText.of(part) for part in _GAP_RE.split(quote)]
    return [segment for segment in segments if segment.tokens]


def _attached(text: str, match: re.Match[str]) -> bool:
    before = text[match.start() - 1] if match.start() > 0 else " "
    after = text[match.end()] if match.end() < len(text) else " "
    return before.isalnum() or after.isalnum()


def _similar(a: str, b: str) -> float:
    return SequenceMatcher(None, a, b, autojunk=False).ratio()


_Aligned = tuple[float, int, int, list[tuple[str, str]]]  # score, first token, end token, changes


_NUMBER_WORDS = frozenset(
    normalize_token(w) for w in [*UNITS_WORDS, *TENS_WORDS, *SCALE_WORDS, "half", "third", "quarter", "first", "second"]
)
_NEGATIONS = frozenset(["not", "no", "never", "none", "nor", "neither", "nothing", "cannot", "without"])
_REVERSING = ("non", "dis", "un", "in", "im", "ir", "il")


def ocr_noise(said: str, source: str) -> bool:
    """Could OCR have turned ``source`` into ``said`` (or the reverse)? Never where meaning lives: a digit, a
    negation, or a prefix that reverses a word ("unlawful" for "lawful")."""
    if said == source:
        return True
    if any(ch.isdigit() for ch in said + source) or said in _NEGATIONS or source in _NEGATIONS:
        return False
    if said in _NUMBER_WORDS and source in _NUMBER_WORDS:  # "six" for "sixty": another number, not noise
        return False
    short, long = sorted((said, source), key=len)
    if any(long == prefix + short for prefix in _REVERSING) or short.endswith("n't") != long.endswith("n't"):
        return False
    return _similar(said, source) >= OCR_WORD_SIMILARITY


def _ending_changed(said: str, source: str) -> bool:
    """ "reserve" of "reserves", "ratifie" of "ratifies": the quoted stem, the source's word one to three letters
    longer (a bracketed ending such as "[d]" or "[ed]" was taken off the quote); never a negation's "n't"."""
    return len(said) >= 2 and source.startswith(said) and 0 < len(source) - len(said) <= 3 and "'" not in source


def _align(
    quoted: NormText, page: NormText, first: int, last: int, ocr: bool = False, stems: frozenset[str] = frozenset()
) -> _Aligned:
    """Score the quoted segment against page tokens [first, last); ``ocr``: the page was read by OCR, so a word
    OCR could have garbled is not a change; ``stems``: words the quote gives with a bracketed ending ("ha[s]",
    "ratifie[d]"), which match the page's word they begin."""
    window = page.tokens[first:last]
    segment = [_stem_word(t, window) if t in stems else t for t in quoted.tokens]
    opcodes = SequenceMatcher(None, segment, window, autojunk=False).get_opcodes()
    equal = [op for op in opcodes if op[0] == "equal"]
    if not equal:
        return 0.0, first, first, [(quoted.words(0, len(segment)), "")]
    lo, hi = equal[0][3], equal[-1][4]
    changes: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            continue
        j1, j2 = max(j1, lo), min(j2, hi)
        said, source = segment[i1:i2], window[j1:j2] if j1 < j2 else []
        garbled = ocr and tag == "replace" and len(said) == len(source)
        if garbled and all(ocr_noise(q, s) for q, s in zip(said, source, strict=True)):
            continue
        if tag == "replace" and len(said) == len(source) and all(map(_ending_changed, said, source)):
            continue  # "reserve[d]" of "reserves": the writer's bracketed change of an ending (read as "reserve")
        if said or source:
            changes.append((quoted.words(i1, i2), page.words(first + j1, first + j2) if source else ""))
    score = _similar(" ".join(segment), " ".join(window[lo:hi]))
    return score, first + lo, first + hi, changes


def _stem_word(stem: str, window: list[str]) -> str:
    """The page's word that a bracketed ending was put on ("has" for "ha[s]"), else the stem as it is."""
    return next((word for word in window if _ending_changed(stem, word)), stem)


def _best_for_segment(
    quoted: NormText, page: NormText, ocr: bool = False, stems: frozenset[str] = frozenset()
) -> _Aligned | None:
    segment = quoted.tokens
    exact = page.find_run(segment)
    if exact is not None:
        return 1.0, exact, exact + len(segment), []
    positions = page.positions()
    votes: Counter[int] = Counter()
    for j, token in enumerate(segment):
        places = positions.get(token, ())
        if len(places) <= MAX_TOKEN_VOTES:
            for p in places:
                votes[p - j] += 1
    best: _Aligned | None = None
    for offset, _count in votes.most_common(3):
        slack = max(3, len(segment) // 4)
        first, last = max(0, offset - slack), min(len(page.tokens), offset + len(segment) + slack)
        aligned = _align(quoted, page, first, last, ocr, stems)
        if best is None or aligned[0] > best[0]:
            best = aligned
    return best


def _gap_changes(page: NormText, spans: list[tuple[int, int]]) -> list[tuple[str, str]]:
    """What an ellipsis or a bracket may not skip: a negation (". . ." over "not" reverses the quote), more than
    ``MAX_GAP_TOKENS`` words, or a paragraph break (a quotation stitched from two passages)."""
    changes: list[tuple[str, str]] = []
    for (_, a_end), (b_start, _) in pairwise(spans):
        if b_start <= a_end:
            continue
        skipped = page.tokens[a_end:b_start]
        dropped = [t for t in skipped if t in _NEGATIONS or t.endswith("n't")]
        if dropped:
            changes.append(("(the omission drops)", page.words(a_end, b_start)[:80]))
        elif len(skipped) > MAX_GAP_TOKENS or _PARAGRAPH_RE.search(
            page.text, page.ends[a_end - 1], page.starts[b_start]
        ):
            changes.append(("(quoted passages stitched together from apart)", page.words(a_end, b_start)[:80]))
    return changes


def match_quote(quote: str, page: NormText, *, ocr: bool = False) -> QuoteMatch | None:
    """Best alignment of ``quote`` (the words between the quotation marks) on ``page``, or None if none.
    ``ocr``: the page's text was read by OCR (see ``ocr_noise``); on any other page every word must match."""
    segments = quote_segments(quote, numbered=page.numbered)
    if not segments or not page.tokens:
        return None
    stems = frozenset(t for m in _ADDED_SUFFIX_RE.finditer(quote) for t in NormText.of(m.group(1)).tokens)
    total = sum(len(" ".join(s.tokens)) for s in segments)
    score = 0.0
    changes: list[tuple[str, str]] = []
    spans: list[tuple[int, int]] = []
    for segment in segments:
        found = _best_for_segment(segment, page, ocr, stems)
        if found is None:
            changes.append((segment.words(0, len(segment.tokens)), ""))
            continue
        seg_score, first, last, seg_changes = found
        score += seg_score * len(" ".join(segment.tokens)) / total
        changes.extend(seg_changes)
        if last > first:
            spans.append((first, last))
    if not spans:
        return None
    if any(b[0] < a[1] for a, b in pairwise(spans)):
        changes.append(("(quoted passages in another order)", ""))
    changes.extend(_gap_changes(page, spans))
    start = page.starts[min(s for s, _ in spans)]
    end = page.ends[max(e for _, e in spans) - 1]
    return QuoteMatch(round(score, 4), start, end, tuple(changes))
