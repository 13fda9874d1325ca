"""Polarity, without a model: the passage that carries a statement's facts says the opposite of it.

    flip = find_flip(statement_text, page_text, start, end)   # Flip(why, statement span, page span) or None

Four plain kinds, each explicit and small:
  * negation: a word the statement negates ("never received", "did not accept", "no notice", "without
    consent") that the passage states without negation, or the reverse; "no later than" and other
    comparatives are not negations;
  * a reversing prefix: "unpaid" for "paid", "untimely" for "timely", "disputed" for "undisputed"
    (un-, in-, im-, ir-, il-, dis-, non-, on a word with an adjective's or participle's ending);
  * a reversing pair: accepted/rejected, approved/denied, granted/denied, in full/in part, before/after ...;
  * roles swapped: the two parties around the same verb in the other order ("Landlord paid Tenant" against
    "Tenant paid Landlord").
A word counts only when every occurrence of it in the passage has the other polarity, so a passage that
says both ("paid ... unpaid balance") decides nothing. The measure of this layer is the generated corpus:
at least 80% of polarity fabrications caught at no more than the false-block target.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import pairwise

from server.verify.atoms import compare
from server.verify.facts import word_set
from server.verify.names import find_names
from server.verify.support import STOP, PageView, StatementFacts, Support, matches, polar_stem, stem

_NEGATORS = frozenset(["not", "no", "never", "none", "nothing", "neither", "nor", "cannot", "without"])
_NEGATING_VERBS = frozenset(["failed", "fail", "fails", "refused", "refuse", "refuses", "declined", "neglected"])
_NOT_NEGATION_RE = re.compile(
    r"(?i)\b(?:no|not)\s+(?:later|earlier|more|less|fewer|greater|sooner)\s+than\b|\bwithout\s+(?:regard|limitation|"
    r"prejudice)\b|\bnot\s+(?:only|limited\s+to)\b|\bnotwithstanding\b"
    r"|\bNos?\.(?=\s*[#A-Z0-9])|\bNo\s*#|\bNO\b(?=\s*[:#.]?\s*[A-Z]*-?\d)"  # "Invoice No. A-2270", "Form No: 9"
)
# A clause that states a condition, not a fact: its negations say nothing of what happened ("if Tenant does not
# cure within ten days"). Words in it carry no polarity.
_QUESTION_RE = re.compile(r"[^.?!\n]*(?:\n(?![ \t]*\d{0,2}[ \t]*[QA]\.)[^.?!\n]*)*\?")  # a question asserts nothing
_ABBREVIATION_RE = re.compile(r"\b(?:Mr|Ms|Mrs|Dr|Prof|No|Nos|St|Jr|Sr|Inc|Co|Corp|Ltd|Ex|Sec|vs|v)\.")


_ANSWER_RE = re.compile(
    r"[ \t]*(?:\n[ \t]*(?:\d{1,2}[ \t]*)?){0,4}A\.[ \t]+(?P<answer>(?:No|Never|Nope|I\s+did\s+not|I\s+didn't|Not\s+that"
    r"|Yes|Yeah|Correct|I\s+did|That's\s+right)\b)",
    re.IGNORECASE,
)


_ASKING = frozenset(["q", "did", "do", "does", "have", "has", "had", "was", "were", "is", "are", "you", "ever", "she",
                     "he", "they", "anyone", "someone", "it", "there", "mr", "ms", "mrs", "dr"])  # fmt: skip


def _answered(text: str, end: int) -> bool | None:
    """How a transcript's witness answered the question ending at ``end``: True (negated: "A. No."), False
    ("A. Yes."), or None (no plain answer: the question asserts nothing)."""
    match = _ANSWER_RE.match(text, end)
    if match is None:
        return None
    answer = " ".join(match.group("answer").lower().split())
    return answer.startswith(("no", "never", "i did not", "i didn't", "not that"))


def _undotted(match: re.Match[str]) -> str:
    """ "Mr." as "Mr ": an abbreviation's period ends no question ("Did you interview Mr. Nwosu ...?")."""
    return match.group(0)[:-1] + " "


_CONDITIONS = frozenset(["if", "unless", "whether", "provided", "should", "lest", "until", "failure", "absent"])
_SCOPE = 2  # a negator governs the next this-many content words of its clause, up to a preposition
_SCOPE_ENDS = word_set(
    "since on in at by until before after from for of because as when while although but and or which that who "
    "whom whose where"
)
_CLAUSE_END = frozenset(",;:.!?()")
_PREFIXES = ("non-", "non", "dis", "un", "in", "im", "ir", "il")
_ADJECTIVE_ENDINGS = (
    "ed", "ful", "able", "ible", "ly", "al", "ent", "ant", "ive", "ous", "ar", "ete", "ate", "ory", "id", "aid",
    "ment", "ing", "er",
)  # fmt: skip
_PAIRS: tuple[tuple[frozenset[str], frozenset[str]], ...] = tuple(
    (frozenset(polar_stem(w) for w in a.split()), frozenset(polar_stem(w) for w in b.split()))
    for a, b in (
        ("accepted accept accepts acceptance", "rejected reject rejects rejection"),
        ("approved approve approves approval", "denied deny denies denial rejected"),
        ("granted grant grants", "denied deny denies"),
        ("admitted admit admits admission", "denied deny denies"),
        ("full", "part partial partially"),
        ("before prior", "after following"),
        ("increased increase increases", "decreased decrease decreases reduced"),
        ("timely", "late"),
        ("passed pass passes", "failed fail fails"),
        ("included include includes", "excluded exclude excludes"),
        ("opened open", "closed close"),
        ("agreed agree agrees", "refused refuse refuses"),
        ("accepted accept", "declined decline"),
        ("permitted permit permits allowed allow allows", "prohibited prohibit prohibits forbade forbid"),
        ("above", "below"),
        ("higher", "lower"),
        ("maximum", "minimum"),
        ("present", "absent"),
        ("won win", "lost lose"),
        # everyday reversals of a record's events, no value changed: verbs in the past, where a noun ("the
        # termination date", "a tax return", "security deposit") would read a reversal into a plain statement
        ("renewed extended", "terminated"),
        ("accepted", "refused"),
        ("received", "returned"),
        ("hired", "fired discharged"),
        ("started began", "stopped ended ceased"),
        ("deposited", "withdrew withdrawn"),
        ("lent loaned", "borrowed"),
        ("raised", "lowered"),
        ("confirmed", "denied"),
        ("supported", "opposed"),
        ("affirmed upheld", "reversed vacated"),
        ("kept saved preserved", "discarded threw thrown destroyed"),
        ("warm warmer", "cold colder"),
        ("wet", "dry"),
        ("locked", "unlocked"),
        ("credited", "debited"),
        ("conforming", "nonconforming non-conforming"),
        ("completed", "incomplete unfinished"),
    )
)
_WORD_RE = re.compile(r"[A-Za-z]+(?:['’][a-z]+)?|[,;:.!?()]")


@dataclass(frozen=True)
class Flip:
    why: str  # "the statement negates “received”, the page does not"
    statement: tuple[int, int]  # span in the statement text
    page: tuple[int, int]  # span on the page


@dataclass(frozen=True)
class _Word:
    raw: str
    lower: str
    stem: str
    start: int
    end: int
    negated: bool | None  # None: in a conditional clause, where a negation states no fact
    capital: bool


def _words(text: str) -> list[_Word]:
    masked = _NOT_NEGATION_RE.sub(lambda m: " " * len(m.group(0)), text)
    words: list[_Word] = []
    scope = 0
    conditional = False
    undotted = _ABBREVIATION_RE.sub(_undotted, masked)
    questions = [(m.start(), m.end(), _answered(text, m.end())) for m in _QUESTION_RE.finditer(undotted)]
    tokens = list(_WORD_RE.finditer(masked))
    verbs: set[int] = set()  # the questions whose first content word (the verb asked about) is read
    for position, match in enumerate(tokens):
        token = match.group(0)
        if token in _CLAUSE_END:
            scope = 0
            conditional = conditional and token in ",()"  # a condition runs to the end of its sentence
            continue
        lower = token.lower().replace("’", "'")
        if lower in _CONDITIONS:
            conditional = True
        following = tokens[position + 1].group(0).lower() if position + 1 < len(tokens) else ""
        refusing = lower in _NEGATING_VERBS and following == "to"  # "failed to pay"; "Result: FAILED" is a word
        if lower in _NEGATORS or lower.endswith("n't") or refusing:
            scope = _SCOPE
            if lower in ("no", "none", "nothing"):  # "received no rent": the verb before is negated too
                for back in range(len(words) - 1, max(-1, len(words) - 3), -1):
                    if words[back].lower not in STOP:
                        words[back] = replace(words[back], negated=True)
                        break
            continue
        if lower in _SCOPE_ENDS:
            scope = 0
        raw = text[match.start() : match.end()]
        asked = next((q for q in questions if q[0] <= match.start() < q[1]), None)
        if asked is None:
            polar = None if conditional else scope > 0
        else:  # a question asserts nothing, but "Q. Did you interview him? A. No." denies its verb
            verb = asked[2] is not None and lower not in STOP and lower not in _ASKING and asked[0] not in verbs
            if verb:
                verbs.add(asked[0])
            polar = bool(asked[2]) if verb and not conditional and scope == 0 else None
        words.append(_Word(raw, lower, polar_stem(lower), match.start(), match.end(), polar, raw[0].isupper()))
        if lower not in STOP:
            scope = max(0, scope - 1)
    return words


Anchors = Sequence[tuple[tuple[int, int], tuple[int, int]]]


def find_flip(
    statement: str,
    page_text: str,
    start: int,
    end: int,
    anchors: Anchors = (),
    others: Sequence[tuple[int, int]] = (),
) -> Flip | None:
    """Does ``page_text[start:end]`` (the passage that carries the statement) say the opposite of it?

    ``anchors`` pair the statement's values with where the page carries them ((statement span, page span)): a
    word and its opposite count only when they sit by the same value ("$10,000.00 paid" and "$17,000.00 unpaid"
    are about two sums). ``others`` are the page's other values of those kinds: a page word nearer one of them is
    about it ("Invoice A-2275 was paid" says nothing of invoice A-2281)."""
    said = _words(statement)
    passage = [replace(w, start=w.start + start, end=w.end + start) for w in _words(page_text[start:end])]
    same = _Subjects(anchors, others)
    return _negation(said, passage, same) or _pair(said, passage, same) or _roles(said, passage, page_text)


class _Subjects:
    """Which value a word is about: the nearest of the anchored values, on each side."""

    def __init__(self, anchors: Anchors, others: Sequence[tuple[int, int]] = ()) -> None:
        self.anchors = list(anchors)
        self.others = list(others)

    def agree(self, said: _Word, there: _Word) -> bool:
        if self.others and self.anchors:
            mine = min(_distance(page, there) for _, page in self.anchors)
            if any(_distance(span, there) < mine for span in self.others):
                return False
        if len(self.anchors) < 2:
            return True
        mine = min(range(len(self.anchors)), key=lambda i: _distance(self.anchors[i][0], said))
        theirs = min(range(len(self.anchors)), key=lambda i: _distance(self.anchors[i][1], there))
        return mine == theirs


def _distance(span: tuple[int, int], word: _Word) -> int:
    return max(span[0] - word.end, word.start - span[1], 0)


def _content(word: _Word) -> bool:
    return word.lower not in STOP and len(word.lower) > 2


def _reverses(a: str, b: str) -> bool:
    """ "unpaid" reverses "paid"; "untimely" "timely"; "invoice" does not reverse "voice" (no ending of a quality)."""
    return any(a == prefix + b for prefix in _PREFIXES) and len(b) >= 4 and b.endswith(_ADJECTIVE_ENDINGS)


def _sign(said: _Word, there: _Word) -> bool | None:
    """Do the two words say opposite things (True), the same (False), or are they not the same word (None)?
    A reversing prefix and a negation each turn the sense once: "unpaid" = "not paid"."""
    if said.negated is None or there.negated is None or (there.raw.istitle() and not said.raw.istitle()):
        return None  # a condition, a question, or a label on the page ("Pay Period", "OT Paid 0.00")
    if said.raw.istitle() and said.start > 0:
        return None  # a name, a defined term or a title in the statement ("the Notice of Default")
    if said.stem == there.stem:
        prefixed = False
    elif _reverses(said.lower, there.lower) or _reverses(there.lower, said.lower):
        prefixed = True
    else:
        return None
    return prefixed != (said.negated != there.negated)


def _negation(said: list[_Word], passage: list[_Word], same: _Subjects) -> Flip | None:
    """A word the statement and the passage share (or share but for a reversing prefix) with the opposite sense
    at every place the passage has it."""
    for w in said:
        if not _content(w):
            continue
        signs = [(p, _sign(w, p)) for p in passage if same.agree(w, p)]
        signs = [(p, opposite) for p, opposite in signs if opposite is not None]
        if not signs or not all(opposite for _, opposite in signs):
            continue
        other = signs[0][0]
        if w.stem != other.stem:
            why = f"the statement says “{w.raw}”, the page says “{other.raw}”"
        elif w.negated:
            why = f"the statement says “{w.raw}” did not happen; the page says “{other.raw}” without a negation"
        else:
            why = f"the statement says “{w.raw}”; the page negates it"
        return Flip(why, (w.start, w.end), (other.start, other.end))
    return None


def _pair(said: list[_Word], passage: list[_Word], same: _Subjects) -> Flip | None:
    """The statement has one side of a reversing pair, the passage the other and not the first nearby."""
    here = {w.stem for w in said}
    for side_a, side_b in _PAIRS:
        for mine, theirs in ((side_a, side_b), (side_b, side_a)):
            if not here & mine or here & theirs:
                continue
            w = next(x for x in said if x.stem in mine)
            for p in passage:
                if p.stem not in theirs or p.negated is None or not same.agree(w, p):
                    continue
                near = [x for x in passage if abs(x.start - p.start) <= PAIR_REACH and x.negated is not None]
                if any(x.stem in mine and not x.raw.istitle() for x in near):
                    continue  # "approve or reject", "Pass / Fail": both sides offered, neither stated
                why = f"the statement says “{w.raw}”, the page says “{p.raw}”"
                return Flip(why, (w.start, w.end), (p.start, p.end))
    return None


def pair_on_page(statement: str, page_text: str, stems: Sequence[str]) -> Flip | None:
    """A statement placed by its words alone: one side of a reversing pair said of something the page speaks of
    ("approved ... claim" against "your claim is denied") - a sentence of the page shares a content word with the
    statement and has the other side, and no sentence of the page has the statement's side."""
    said = _words(statement)
    here = {w.stem for w in said}
    wanted = set(stems)
    sentences = [m for m in _SENTENCE_RE.finditer(page_text)]
    words = [[w for w in _words(m.group(0))] for m in sentences]
    for side_a, side_b in _PAIRS:
        for mine, theirs in ((side_a, side_b), (side_b, side_a)):
            if not here & mine or here & theirs:
                continue
            stated = [w for ws in words for w in ws if w.negated is not None and not w.raw.istitle()]
            if any(w.stem in mine for w in stated):
                continue  # the page says the statement's side somewhere
            for match, ws in zip(sentences, words, strict=True):
                if not {stem(w.lower) for w in ws} & wanted:
                    continue
                other = next((w for w in ws if w.stem in theirs and w.negated is False and not w.raw.istitle()), None)
                if other is not None:
                    w = next(x for x in said if x.stem in mine)
                    why = f"the statement says “{w.raw}”, the page says “{other.raw}”"
                    start = match.start() + other.start
                    return Flip(why, (w.start, w.end), (start, start + len(other.raw)))
    return None


_SENTENCE_RE = re.compile(r"[^.!?\n]+(?:[.!?]|\n|$)")
_SUFFIX_WORDS = frozenset(["inc", "llc", "corp", "co", "ltd", "lp", "llp", "pllc", "pc", "na"])
_ROLES = word_set(
    "landlord tenant lessor lessee buyer seller lender borrower employer employee contractor subcontractor owner "
    "insurer insured guarantor licensor licensee purchaser vendor customer supplier plaintiff defendant"
)
_CALENDAR = word_set(
    "january february march april may june july august september october november december monday tuesday "
    "wednesday thursday friday saturday sunday"
)
PAIR_REACH = 80  # the other side of a pair this close to the page's word means the page offers both
ROLE_SPAN = 120  # the most characters from one party to the other around the verb, on the page


def _parties(words: list[_Word]) -> list[tuple[str, int, int]]:
    """Runs of capitalised words (a person's or company's name, a defined party) as (key, first, last index);
    the key is the run's first word."""
    runs: list[tuple[str, int, int]] = []
    i = 0
    while i < len(words):
        if words[i].capital and words[i].lower not in STOP and words[i].lower not in _CALENDAR:
            j = i
            while j + 1 < len(words) and (words[j + 1].capital or words[j + 1].lower in _SUFFIX_WORDS):
                j += 1
            if j > i or words[i].lower in _ROLES:  # "Anneliese Cavendish", "Quarry Hill Logistics Inc.", "Tenant"
                runs.append((words[i].lower, i, j))
            i = j + 1
        else:
            i += 1
    return runs


def _roles(said: list[_Word], passage: list[_Word], page_text: str = "") -> Flip | None:
    """Two parties around a verb in the statement, the other way round around the same verb on the page: the
    party nearest before the verb and the one nearest after it, at some place and at none the statement's way.
    A party may stand on the page under the role its contract gives it (Windmere Properties Inc. ("Landlord")
    ... "Landlord leases to Tenant"), or as "we" and "this firm" in its own letter; a document's sender and
    recipient are its letterhead or From line and its addressee, Bill To or To line."""
    mine = _parties(said)
    aliases = _aliases(page_text)
    theirs = _parties(passage) + [(aliases[w.lower], i, i) for i, w in enumerate(passage) if w.lower in aliases]
    places = sorted((passage[first].start, key) for key, first, _last in theirs)
    sent = _sent(said, mine, page_text)
    if sent is not None:
        return sent
    for (a, _a0, a1), (b, b0, _b1) in pairwise(mine):
        if a == b:
            continue
        for verb in (w for w in said[a1 + 1 : b0] if _content(w)):
            pairs = [(_nearest(places, p, -1), _nearest(places, p, 1), p) for p in passage if p.stem == verb.stem]
            reversed_at = [p for before, after, p in pairs if (before, after) == (b, a)]
            if reversed_at and not any((before, after) == (a, b) for before, after, _p in pairs):
                p = reversed_at[0]
                why = (
                    f"the statement has {said[_a0].raw} {verb.raw} {said[b0].raw}; the page has it the other way round"
                )
                return Flip(why, (verb.start, verb.end), (p.start, p.end))
    return None


def _nearest(places: list[tuple[int, str]], verb: _Word, direction: int) -> str | None:
    """The party nearest the verb on one side, within ``ROLE_SPAN``."""
    if direction < 0:
        before = [key for at, key in places if 0 < verb.start - at <= ROLE_SPAN]
        return before[-1] if before else None
    after = [key for at, key in places if 0 < at - verb.end <= ROLE_SPAN]
    return after[0] if after else None


_ROLE_RE = re.compile(r"\((?:the\s+|hereinafter\s+)?[\"“](?P<role>[A-Z][a-z]+)[\"”]\)")
ALIAS_REACH = 160  # a defined role names the party written at most this far before it
HEAD_CHARS = 300  # a letter's letterhead and addressee stand in its first this-many characters
_SENDING = frozenset(
    polar_stem(w) for w in ["mailed", "emailed", "wrote", "sent", "forwarded", "served", "delivered", "issued"]
)
_BILLING = frozenset(polar_stem(w) for w in ["invoiced", "billed", "charged"])
_FROM_RE = re.compile(r"(?mi)^[ \t]*From:[ \t]*(?P<who>.+)$")
_TO_RE = re.compile(r"(?mi)^[ \t]*(?:To|Bill\s+To|Sold\s+To|Customer):[ \t]*(?P<who>.+)$")
_DATE_LINE_RE = re.compile(
    r"(?mi)^[ \t]*(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}|\d{1,2}/\d{1,2}/\d{2,4})[ \t]*$"
)
_SKIP_LINE_RE = re.compile(r"(?i)^\s*(?:$|via\b|by\s+(?:e-?mail|hand|certified|fax|courier)|sent\s+by\b)")


def _aliases(text: str) -> dict[str, str]:
    """The roles a contract gives its parties ({"landlord": "windmere"}; a party's key is its first word), and
    "we" and "firm" for the company whose letterhead the page bears."""
    aliases: dict[str, str] = {}
    for match in _ROLE_RE.finditer(text):
        start = max(0, match.start() - ALIAS_REACH)
        named = find_names(text, start, match.start())
        if named:
            aliases.setdefault(match.group("role").lower(), text[named[-1].start : named[-1].end].split()[0].lower())
    head = _letterhead(text)
    if head:
        aliases.setdefault("we", head)
        aliases.setdefault("firm", head)
    return aliases


def _letterhead(text: str) -> str | None:
    """The key of whoever a page's first line names (its letterhead: a company, or a person writing in person)."""
    first = next((line for line in text[:HEAD_CHARS].splitlines() if line.strip()), "")
    words = re.findall(r"[A-Za-z][\w&'-]*", first)
    return words[0].lower() if words and (first.isupper() or find_names(first)) else None


def _addressee(text: str) -> str | None:
    """A letter's addressee: the first line after its date line (past "VIA CERTIFIED MAIL" and blank lines)."""
    date = _DATE_LINE_RE.search(text, 0, HEAD_CHARS * 2)
    if date is None:
        return None
    for line in text[date.end() :].splitlines()[1:12]:
        if not _SKIP_LINE_RE.match(line):
            return line.strip()
    return None


def _sender_recipient(text: str) -> tuple[str, str, tuple[int, int]] | None:
    """Who a document is from and to: an e-mail's From and To, an invoice's letterhead and Bill To, a letter's
    letterhead and addressee (lower-case text to look party keys up in, and the sender's span)."""
    sender, recipient = _FROM_RE.search(text), _TO_RE.search(text)
    if sender is not None and recipient is not None:
        return sender.group("who").lower(), recipient.group("who").lower(), sender.span("who")
    head = _letterhead(text)
    addressee = recipient.group("who") if recipient is not None else _addressee(text)
    if head and addressee:
        return head, addressee.lower(), (0, len(head))
    return None


def _sent(said: list[_Word], mine: list[tuple[str, int, int]], page_text: str) -> Flip | None:
    """ "A sent B ...", "A invoiced B" against a document from B to A."""
    found = _sender_recipient(page_text)
    if found is None:
        return None
    sent_by, sent_to, span = found
    for (a, _a0, a1), (b, b0, _b1) in pairwise(mine):
        verbs = [w for w in said[a1 + 1 : b0] if w.stem in _SENDING | _BILLING]
        if verbs and a != b and b in sent_by and a in sent_to and a not in sent_by:
            why = (
                f"the statement has {said[_a0].raw} {verbs[0].raw} {said[b0].raw}; the document is from {said[b0].raw}"
            )
            return Flip(why, (verbs[0].start, verbs[0].end), span)
    return None


# ---- where polarity is read on a page ---------------------------------------------------------------------------

_SENTENCE_END_RE = re.compile(  # a sentence's end on a page: not after "No.", "Inc.", "Mr." or an initial
    r"(?<!\bNo)(?<!\bNos)(?<!\bInc)(?<!\bCo)(?<!\bCorp)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bDr)(?<!\bSt)(?<!\b[A-Z])"
    r"[.!?;](?=\s)|\n[ \t]*\n"
)  # a clause of a list ("(a) ...; (b) ...;") is read as its own sentence
_TRANSCRIPT_RE = re.compile(r"(?m)^[ \t]*\d{0,2}[ \t]*Q\.[ \t].*\n(?:.*\n){0,3}?[ \t]*\d{0,2}[ \t]*A\.[ \t]")
CORE_REACH = 300  # the most characters a polarity passage reaches past its facts on either side
MAX_PLACES = 6  # the places of a statement's one value read for polarity


def reading_spans(view: PageView, facts: StatementFacts, support: Support) -> list[tuple[int, int]]:
    """Where to read a statement's polarity on the page of ``support``: the sentence (or table row) holding its
    facts or words; for a statement of one value, every sentence or row that carries it too (a ledger lists an
    invoice where it was billed and where it was paid; a change order is named in its title and approved below)."""
    text = view.page.text
    spans = [_core(text, support)]
    if len(facts.atoms) == 1:  # every place the page gives that value: the title, the row, the sentence that says it
        for start, end in matches(facts.atoms[0], view)[:MAX_PLACES]:
            span = _row(text, start, end) or _core(text, replace(support, core=(start, end)))
            if span not in spans:
                spans.append(span)
    return spans


def other_values(view: PageView, support: Support) -> list[tuple[int, int]]:
    """The page's other values of the kinds the statement's anchors have: another date, another sum, another
    identifier of the same family (another invoice number; a purchase order is not another invoice)."""
    kinds = {(atom.kind, atom.unit if atom.kind == "identifier" else "") for atom, _span in support.found}
    mine = [atom for atom, _span in support.found]
    return [
        (a.start, a.end)
        for a in view.atoms
        if (a.kind, a.unit if a.kind == "identifier" else "") in kinds
        and not any(compare(atom, a) == "same" for atom in mine)  # the same value written again is not another
    ]


def _row(text: str, lo: int, hi: int) -> tuple[int, int] | None:
    """The line holding ``lo:hi`` when it is a row of a table (columns apart by two spaces or more)."""
    line_start = text.rfind("\n", 0, lo) + 1
    line_end = text.find("\n", hi)
    line_end = len(text) if line_end < 0 else line_end
    if "  " in text[line_start:line_end].strip() and "\n" not in text[lo:hi]:
        return line_start, line_end
    return None


def _core(text: str, support: Support) -> tuple[int, int]:
    """The sentence (or, in a table, the row) holding the statement's facts or words; a question runs on to its
    answer ("Q. Has it been paid?  A. No, it has not been paid."), and testimony past the question to the answers."""
    if support.core is None:
        return support.start, support.end
    lo, hi = support.core
    transcript = _TRANSCRIPT_RE.search(text) is not None
    row = None if transcript else _row(text, lo, hi)  # a transcript's numbered lines are not a table's rows
    if row is not None:
        return row
    before = [m.end() for m in _SENTENCE_END_RE.finditer(text, max(0, lo - CORE_REACH), lo)]
    after = _SENTENCE_END_RE.search(text, hi, min(len(text), hi + CORE_REACH))
    end = after.end() if after else min(len(text), hi + CORE_REACH)
    if transcript:
        end = min(len(text), end + CORE_REACH)
    elif after and text[after.start()] == "?":
        answer = _SENTENCE_END_RE.search(text, end, min(len(text), end + CORE_REACH))
        end = answer.end() if answer else min(len(text), end + CORE_REACH)
    return (before[-1] if before else max(0, lo - CORE_REACH)), end
