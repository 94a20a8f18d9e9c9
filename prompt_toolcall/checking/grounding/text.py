"""Text folding and tokens shared by every grounding step.

Every comparison runs on *folded* text: Unicode NFKC (full-width digits and letters become
ASCII, so "２０２５" reads as 2025), case folded, accents removed ("München" and "Munchen" are
the same word). Scripts written without spaces (Chinese, Japanese, Thai ...) have no words to
split on, so a value in them is compared by substring instead of by word.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

__all__ = ["PhraseIndex", "fold", "is_quantity", "is_unspaced", "phrase_in", "tokens"]

_UNSPACED_RE = re.compile(
    r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
)
_WORD_RE = re.compile(r"[^\W_]+", re.UNICODE)
_QUANTITY_RE = re.compile(r"\d+(?:[.,]\d+)?[^\W\d_]{1,3}")


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """NFKC, case folded, accents removed, runs of white space made one space."""
    text = unicodedata.normalize("NFKC", text).casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(unicodedata.normalize("NFC", stripped).split())


def is_quantity(word: str) -> bool:
    """A number with a short unit or ordinal suffix ("3rd", "10am", "5km"): not a code."""
    return _QUANTITY_RE.fullmatch(word) is not None


def is_unspaced(text: str) -> bool:
    """True when ``text`` holds characters of a script written without spaces."""
    return _UNSPACED_RE.search(text) is not None


def tokens(folded: str) -> list[str]:
    """Words of a folded text; a run of an unspaced script stays one token."""
    return _WORD_RE.findall(folded)


def phrase_in(needle: str, haystack: str) -> bool:
    """``needle`` occurs in ``haystack`` (both folded) as whole words.

    In unspaced scripts any substring counts: "東京" is in "東京の天気を教えて".
    """
    if not needle:
        return False
    if is_unspaced(needle):
        return needle in haystack
    start = 0
    while (at := haystack.find(needle, start)) >= 0:
        before = haystack[at - 1] if at else " "
        end = at + len(needle)
        after = haystack[end] if end < len(haystack) else " "
        if not _is_word_char(before, needle[0]) and not _is_word_char(after, needle[-1]):
            return True
        start = at + 1
    return False


def _is_word_char(ch: str, edge: str) -> bool:
    """A neighbour that glues to the match: a letter or digit, unless either side is unspaced."""
    if not (ch.isalnum()) or not edge.isalnum():
        return False
    return not (is_unspaced(ch) or is_unspaced(edge))


class PhraseIndex:
    """A fixed list of folded phrases, found in a folded text as :func:`phrase_in` finds them,
    without testing every phrase against every text.

    Why: grounding reads each text for the date words of every dateparser language (about
    2,500 relative-day and weekday phrases); testing each with :func:`phrase_in` took most of
    the wrapper's own time per call (measured 2026-12-03 with ``benchmarks/wrapper_overhead.py``,
    a scripted model: ``_read_relative`` was 40 % of the profile).

    How: a spaced phrase that starts with a letter or digit can only match where its first
    word is a word of the text, so only the phrases whose first word the text holds are tested
    with :func:`phrase_in`. A text that holds a character of an unspaced script, and a phrase
    that starts otherwise, take the plain path (every such phrase tested), so the result is the
    same as ``[p for p in phrases if phrase_in(p, text)]``.
    """

    def __init__(self, phrases: Iterable[str]) -> None:
        self.phrases: tuple[str, ...] = tuple(dict.fromkeys(phrases))
        self._by_first: dict[str, list[str]] = {}
        self._always: list[str] = []
        for phrase in self.phrases:
            words = tokens(phrase)
            if words and phrase[0].isalnum() and not is_unspaced(phrase) and phrase.startswith(words[0]):
                self._by_first.setdefault(words[0], []).append(phrase)
            else:
                self._always.append(phrase)

    def found(self, folded: str) -> list[str]:
        """The phrases that occur in ``folded`` as whole words, in the order they were given."""
        if is_unspaced(folded):
            return [p for p in self.phrases if phrase_in(p, folded)]
        hits = {p for w in set(tokens(folded)) for p in self._by_first.get(w, ()) if phrase_in(p, folded)}
        hits.update(p for p in self._always if phrase_in(p, folded))
        return [p for p in self.phrases if p in hits] if hits else []
