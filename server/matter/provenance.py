"""Is this "client" text really something a model wrote? Fingerprints for the poisoning check.

Text is normalised so that re-wrapping, re-casing, smart quotes, hyphenation at line ends and
common OCR confusions (l/1/I/|, O/0) do not hide a copy. It is cut into overlapping 6-word
shingles; each shingle is hashed to a signed 64-bit integer. Model artifacts store a 1-in-4
*sample* of their shingles (chosen by hash value, so the same shingles are chosen in any text):
the look-up for candidates is one indexed query whatever the number of artifacts. Each candidate
is then compared exactly: the words of the new text covered by runs shared with the artifact,
minus runs that are already client text or common legal boilerplate.

A copy is flagged when the shared runs cover at least ``MIN_COPIED_WORDS`` words, or at least
half of a short new text (``MIN_SHORT_WORDS`` words or more).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

SHINGLE_WORDS = 6
SAMPLE_MOD = 4
MIN_COPIED_WORDS = 40
MIN_SHORT_WORDS = 15
MIN_SHORT_FRACTION = 0.5
MIN_CANDIDATE_HITS = 2

_TRANSLATE = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u2033": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u00a0": " ",
        "\u2009": " ",
        "\u202f": " ",
        "\u00ad": "",
    }
)
_HYPHEN_BREAK = re.compile(r"(\w)-\s*\n\s*(\w)")
_WORD = re.compile(r"[a-z0-9]+")
# OCR confusions, applied per word after lower-casing: every "1", "|" and "i" reads as "l"; "0" as "o".
_OCR_FOLD = str.maketrans({"1": "l", "|": "l", "i": "l", "!": "l", "0": "o"})

# Sentences lawyers (and models) write everywhere; shared runs inside these never count as copying.
BOILERPLATE = (
    "I declare under penalty of perjury under the laws of the United States of America that the foregoing "
    "is true and correct.",
    "I declare under penalty of perjury that the foregoing is true and correct.",
    "Please do not hesitate to contact me if you have any questions.",
    "If you have any questions, please do not hesitate to contact me.",
    "Please let me know if you have any questions or concerns.",
    "This communication is confidential and may be protected by the attorney-client privilege.",
    "CONFIDENTIAL - SUBJECT TO PROTECTIVE ORDER",
    "PRIVILEGED AND CONFIDENTIAL ATTORNEY-CLIENT COMMUNICATION ATTORNEY WORK PRODUCT",
    "Executed on this day at the place stated below.",
    "Further affiant sayeth naught.",
    "Sworn to and subscribed before me this day.",
    "Thank you for your prompt attention to this matter.",
    "Nothing in this letter is intended to waive any rights or remedies, all of which are expressly reserved.",
    "The information contained in this e-mail is confidential and intended solely for the addressee.",
)


def normalise_words(text: str) -> list[str]:
    """Lower-case words with quotes, dashes, hyphenation and OCR confusions folded away."""
    text = unicodedata.normalize("NFKC", text).translate(_TRANSLATE)
    text = _HYPHEN_BREAK.sub(r"\1\2", text).lower().replace("|", "l")
    return [word.translate(_OCR_FOLD) for word in _WORD.findall(text)]


def words_hash(words: Sequence[str]) -> str:
    """The hash of normalised words: equal for texts that differ only in wrapping, case, quotes, hyphenation."""
    return "sha256:" + hashlib.sha256(" ".join(words).encode("utf-8")).hexdigest()


def _hash_shingle(words: Sequence[str]) -> int:
    digest = hashlib.blake2b(" ".join(words).encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def shingle_hashes(words: Sequence[str]) -> list[int]:
    """One hash per position: shingle i covers words[i : i + SHINGLE_WORDS]."""
    if len(words) < SHINGLE_WORDS:
        return [_hash_shingle(words)] if words else []
    return [_hash_shingle(words[i : i + SHINGLE_WORDS]) for i in range(len(words) - SHINGLE_WORDS + 1)]


def sampled(hashes: Iterable[int]) -> set[int]:
    return {h for h in hashes if h % SAMPLE_MOD == 0}


_BOILERPLATE_HASHES: frozenset[int] = frozenset(
    h for sentence in BOILERPLATE for h in shingle_hashes(normalise_words(sentence))
)


@dataclass(frozen=True)
class CopyMeasure:
    copied_words: int
    total_words: int

    @property
    def fraction(self) -> float:
        return self.copied_words / self.total_words if self.total_words else 0.0

    def is_copy(self) -> bool:
        if self.copied_words >= MIN_COPIED_WORDS:
            return True
        return self.copied_words >= MIN_SHORT_WORDS and self.fraction >= MIN_SHORT_FRACTION


def measure_copy(
    new_words: Sequence[str],
    new_hashes: Sequence[int],
    artifact_hashes: set[int],
    *,
    client_known: set[int] | None = None,
) -> CopyMeasure:
    """How many words of the new text sit inside runs of shingles it shares with the artifact.

    Boilerplate shingles never count. A shared run whose sampled shingles are mostly already in
    the matter's client text (``client_known``, a sample like the artifact's) is not counted
    either: a draft that quoted the client's letter does not poison a second copy of that letter.
    """
    client_known = client_known or set()
    shared = [h in artifact_hashes and h not in _BOILERPLATE_HASHES for h in new_hashes]
    covered = [False] * len(new_words)
    position = 0
    while position < len(shared):
        if not shared[position]:
            position += 1
            continue
        end = position
        while end < len(shared) and shared[end]:
            end += 1
        run_sample = [h for h in new_hashes[position:end] if h % SAMPLE_MOD == 0]
        known = sum(1 for h in run_sample if h in client_known)
        if not run_sample or known * 2 < len(run_sample):
            for word in range(position, min(end - 1 + SHINGLE_WORDS, len(new_words))):
                covered[word] = True
        position = end
    return CopyMeasure(sum(covered), len(new_words))
