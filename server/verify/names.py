"""People and companies named in a draft, and where a page names them.

    find_names(draft, start, end)        # Atom("person", "smith", unit "K"); Atom("entity", "acme holdings", "inc")
    name_on(atom, page_text)             # NameMatch: where the page names it, or names the surname with another
                                         # given name, or the company with another suffix

A person's value is the surname (FTS tokens); ``unit`` the given name or initial as written ("K", "Kevin").
A company's value is its name without the suffix, ``unit`` the suffix's class ("inc", "llc", "lp", "pllc" ...):
the suffix is part of the name, so "Acme Holdings Inc." is not "Acme Holdings LLC"; a page that writes the
name with no suffix names either.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from server.verify.atoms import Atom
from server.verify.facts import fts_tokens, word_set

_SUFFIXES = {
    "inc": "inc", "incorporated": "inc", "corp": "corp", "corporation": "corp", "llc": "llc", "l.l.c": "llc",
    "ltd": "ltd", "limited": "ltd", "llp": "llp", "l.l.p": "llp", "lp": "lp", "l.p": "lp", "pllc": "pllc",
    "p.l.l.c": "pllc", "pc": "pc", "p.c": "pc", "co": "co", "company": "co", "n.a": "na", "gmbh": "gmbh",
    "plc": "plc",
}  # fmt: skip
_SUFFIX_ALT = (
    r"Inc|Incorporated|Corp|Corporation|LLC|L\.L\.C|Ltd|Limited|LLP|L\.L\.P|LP|L\.P|PLLC|P\.L\.L\.C|P\.C|PC|Co|"
    r"Company|N\.A|GmbH|PLC"
)
_ENTITY_RE = re.compile(
    r"(?P<name>(?:(?:[A-Z][A-Za-z0-9&'-]*|&)\s+){0,4}[A-Z][A-Za-z0-9&'-]*),?\s+"
    rf"(?P<suffix>{_SUFFIX_ALT})(?![\w])\.?"
)
_HONORIFIC_RE = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+(?P<name>[A-Z][a-z]+(?:[-'][A-Z][a-z]+)?(?:\s+[A-Z][a-z]+)?)")
_NAME_RE = re.compile(
    r"\b(?P<given>[A-Z][a-z]+)(?:\s+(?P<middle>[A-Z])\.)?\s+(?P<surname>[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b"
)
_INITIAL_NAME_RE = re.compile(
    r"(?<![\w.])(?P<initial>[A-Z])\.\s+(?:[A-Z]\.\s+)?(?P<surname>[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b"
)
NOT_NAMES = word_set(
    "No Yes Not Never Has Have Had Did Does Do Is Was Were Are Will Would Can Could Okay Well So Q A Ok Sure Right "
    "The This That These Those On In At By For From To As And But Or Under See Also After Before When While If "
    "Plaintiff Plaintiffs Defendant Defendants Court Exhibit Exhibits Bates Section Rule Rules Agreement "
    "Invoice Letter Notice Order Contract Amendment Company Purchase Master Services Supply State States United "
    "New York County District Circuit Supreme Federal Code Act Complaint Motion Memorandum Judge Justice Email "
    "Subject Re Dear Sincerely Total Due Payment Net Terms Id January February March April May June July August "
    "September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday Buyer Seller "
    "Parties Party Statement Account Page Pages Accounts Receivable Payable Delivery Goods Purchaser Vendor "
    "Customer Client Counsel Esq Inc Corp Co Ltd Bank Street Avenue Suite Floor Office Department Dept Appeals "
    "Southern Northern Eastern Western Central Bankruptcy Chancery Superior Commercial Division Civil Procedure "
    "Evidence Law Laws Affidavit Declaration Deposition Transcript Brief Reply Opposition Schedule Annex "
    "Appendix Attachment Chief Executive Officer President Vice Director Manager General Senior Assistant "
    "Secretary Treasurer Chair Chairman Partner Associate Inspector Engineer Quality Control Report Inspection "
    "Warehouse Harbor Road Respectfully Submitted Honorable Hon Chambers Dated Very Truly Yours Regards Best "
    "Landlord Tenant Lessor Lessee Borrower Lender Employer Employee Insurer Insured Owner Contractor Guarantor "
    "Premises Lease Policy Loan Note Property Building Unit Base Rent Security Deposit Default Cure Period Term "
    "Commencement Date Effective Notary Public Witness Executed Signed Attn Cc Bcc Sent Received Approved "
    "Accepted Paid Unpaid Balance Amount Interest Late Fee Fees Charges Operating Expenses Change Work Project "
    "Site Owner's Tenant's Landlord's Item Description Quantity Price Unit Subtotal Tax Memo Minutes Meeting "
    "Board Directors Claim Claimant Adjuster Coverage Loss Premium Deductible Payroll Hours Wages Gross Pay "
    "Employee's Period Ending Ledger Charge Credit Debit Managing Member Members Accountant Controller "
    "Supervisor Coordinator Administrator Analyst Clerk Agent Representative Superintendent Foreman Dispatcher "
    "Technician Specialist Consultant Attorney Paralegal Principal Founder Chairwoman Trustee Receiver Auditor "
    "Bookkeeper Cashier Driver Operator Human Resources Finance Operations Sales Marketing Legal Compliance "
    "Payroll Property Certified Mail Return Receipt Requested Via First Class"
)
# Capitalised words that stand before a surname without being a first name ("Dear Smith", "Attn Smith").
_NOT_GIVEN = NOT_NAMES | {"Dear", "Mr", "Mrs", "Ms", "Dr", "Prof", "Attn", "Signed", "Cc", "Esq", "Contractor", "Owner"}


def suffix_class(suffix: str) -> str:
    return _SUFFIXES.get(suffix.lower().rstrip("."), suffix.lower())


def _overlaps(start: int, end: int, spans: Iterable[tuple[int, int]]) -> bool:
    return any(start < e and s < end for s, e in spans)


def find_names(text: str, start: int = 0, end: int | None = None, taken: Iterable[tuple[int, int]] = ()) -> list[Atom]:
    """People and companies named in ``text[start:end]`` (offsets into ``text``), outside ``taken`` spans."""
    end = len(text) if end is None else end
    spans = list(taken)
    found: list[Atom] = []

    def add(kind: str, s: int, e: int, terms: list[str], unit: str = "") -> None:
        if terms and not _overlaps(s, e, spans):
            found.append(Atom(kind, s, e, " ".join(text[s:e].split()), " ".join(terms), unit))
            spans.append((s, e))

    for match in _ENTITY_RE.finditer(text, start, end):
        words = match.group("name").split()
        while words and (words[0] in NOT_NAMES or words[0][0].islower()):
            words.pop(0)
        if not words:
            continue
        s = match.start("name") + match.group("name").index(words[0])
        add("entity", s, match.end(), fts_tokens(" ".join(words)), suffix_class(match.group("suffix")))
    for match in _HONORIFIC_RE.finditer(text, start, end):
        surname = match.group("name").split()[-1]
        add("person", match.start(), match.end(), fts_tokens(surname))
    for match in _NAME_RE.finditer(text, start, end):
        if _abbreviation(text, match.end("surname"), match.group("surname")) or _after_possessive(text, match.start()):
            continue  # "Reyes Dep." cites a record; "Tenant's Proportionate Share" is a defined term
        if match.group("given") not in NOT_NAMES and match.group("surname") not in NOT_NAMES:
            given = match.group("given") + (f" {match.group('middle')}" if match.group("middle") else "")
            add("person", match.start(), match.end(), fts_tokens(match.group("surname")), given)
    for match in _INITIAL_NAME_RE.finditer(text, start, end):
        if match.group("surname") not in NOT_NAMES:
            add("person", match.start(), match.end(), fts_tokens(match.group("surname")), match.group("initial"))
    return sorted(found, key=lambda a: a.start)


RECORD_TYPES = frozenset({"Dep", "Depo", "Decl", "Aff", "Tr", "Ex", "Exh", "Exs", "Hr'g", "Euo", "Stmt", "Mem"})


def _abbreviation(text: str, end: int, word: str) -> bool:
    """A record type's abbreviation ("Reyes Dep.", "Calder Decl.", "Osei Aff."), or a short capitalised word closed
    by a period and followed by more of the cite ("Stip. 42:1", "Rpt. ¶ 7"): not a surname."""
    if word in RECORD_TYPES and text.startswith(".", end):
        return True
    if len(word) > 4 or not text.startswith(".", end):
        return False
    after = text[end + 1 : end + 8].lstrip()
    return bool(after) and (after[0].isdigit() or after[0] in "¶§(" or after.startswith(("at ", "p.", "pp.")))


def _after_possessive(text: str, start: int) -> bool:
    """Two capitalised words right after a possessive ("Pinecrest's Proportionate Share") are a defined term."""
    return bool(re.search(r"[A-Za-z](?:'s|’s|s'|s’)\s+$", text[max(0, start - 30) : start]))


def _capitals(word: str) -> bool:
    """A word of two or more capitals ("OREGON", "SE"), not an initial ("M.")."""
    return word.isupper() and len(word.rstrip(".")) > 1


def given_agrees(given: str, on_page: str) -> bool:
    """ "J" agrees with "Jordan" and "J."; "Jordan" with "Jordan" and "J."; "Kevin" with neither. A middle
    initial written on both sides must agree too ("Jasper J." is not "Jasper H.")."""
    mine, theirs = given.replace(".", " ").split(), on_page.replace(".", " ").split()
    if not mine or not theirs:
        return True
    a, b = mine[0], theirs[0]
    if len(mine) == 1 and len(a) == 1 and len(theirs) > 1 and theirs[1][0].upper() == a.upper():
        return True  # "T. Okafor" of "Marcus T. Okafor": the initial the page writes
    if len(theirs) == 1 and len(b) == 1 and len(mine) > 1 and mine[1][0].upper() == b.upper():
        return True  # "M. Sorensen" on the page of "Linnea M. Sorensen": the middle initial she goes by
    shorter, longer = sorted((a.lower(), b.lower()), key=len)
    first = (
        a[0].upper() == b[0].upper()
        if len(a) == 1 or len(b) == 1
        else longer.startswith(shorter) and len(shorter) >= 3  # "Walt" of "Walter", "Chris" of "Christopher"
    )
    middle = len(mine) < 2 or len(theirs) < 2 or mine[1][0].upper() == theirs[1][0].upper()
    return first and middle


@dataclass(frozen=True)
class NameMatch:
    same: tuple[int, int] | None  # where the page names it
    other: tuple[int, int] | None  # where it names the surname with another given name, or another suffix
    exact: bool = False  # ``same`` writes every part the draft gives (a middle initial too), not just the surname


def name_on(atom: Atom, text: str) -> NameMatch:
    """Where ``text`` names the person or company of ``atom`` (see the module docstring)."""
    terms = atom.value.split()
    if not terms:
        return NameMatch(None, None)
    pattern = r"[\W_]+".join(re.escape(t) for t in terms)
    if atom.kind == "entity":
        same = other = None
        for match in re.finditer(rf"(?i)(?<![^\W_]){pattern}(?![^\W_])(?:,?\s+(?P<suffix>{_SUFFIX_ALT})(?!\w))?", text):
            suffix = match.group("suffix")
            if not atom.unit or suffix is None or suffix_class(suffix) == atom.unit:
                same = same or match.span()
            else:
                other = other or match.span()
        return NameMatch(same, None if same else other)
    if atom.unit:
        # the given name as a caption or a transcript's running head writes it too: "LINNEA M. SORENSEN"
        named = rf"\b(?P<given>[A-Z][a-z]+|[A-Z]{{2,}}|[A-Z]\.?)\s+(?:(?P<middle>[A-Z])\.\s+)?(?i:{pattern})\b"
        paired = [m for m in re.finditer(named, text) if m.group("given").rstrip(".").title() not in _NOT_GIVEN]
        agree = [m for m in paired if given_agrees(atom.unit, f"{m.group('given')} {m.group('middle') or ''}")]
        # a word in capitals before the surname names the person when it agrees ("LINNEA M. SORENSEN"), but is no
        # other given name when it does not ("OREGON TRAFFIC", "SE Foster"): headings and streets write capitals
        paired = [m for m in paired if m in agree or not _capitals(m.group("given"))]
        middle = len(atom.unit.split()) > 1
        exact = [m for m in agree if not middle or m.group("middle")]
        if exact:
            return NameMatch(exact[0].span(), None, exact=True)
        if paired and len(agree) < len(paired):
            return NameMatch(None, next(m for m in paired if m not in agree).span())
        if agree:
            return NameMatch(agree[0].span(), None)
    match = re.search(rf"(?i)(?<![^\W_]){pattern}(?![^\W_])", text)
    return NameMatch(match.span() if match else None, None, exact=match is not None and not atom.unit)
