"""How the splits' tools read their inputs: names, calendar days and codes as people write them.

Every split's tools accept the same spellings (quotes, case, accents and spacing of a name;
a day written several ways; an id without its dashes), so a task fails on the model's
choices, not on a tool that is stricter than a person would be.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date, datetime
from typing import Any

__all__ = [
    "DATE_FORMATS",
    "compact_code",
    "email_key",
    "find_code",
    "key_named",
    "keys_named",
    "name_key",
    "name_words",
    "read_day",
]

DATE_FORMATS: tuple[str, ...] = (
    "%Y-%m-%d",
    "%d %B %Y",
    "%B %d %Y",
    "%d %b %Y",
    "%b %d %Y",
    "%d.%m.%Y",
    "%d/%m/%Y",
)
"""The ways of writing a day that :func:`read_day` reads (after ordinals and commas are dropped)."""


def name_key(text: str) -> str:
    """A name as an office keys it: quotes, case and accents dropped, spaces collapsed."""
    raw = str(text).strip().strip("'\"“”„‘’«»「」『』").casefold()
    decomposed = unicodedata.normalize("NFKD", raw)
    folded = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(folded.split())


def read_day(text: str) -> date | None:
    """A calendar day from the ways people write one ("2026-09-18", "18 September 2026",
    "September 18th, 2026"); None when none of :data:`DATE_FORMATS` reads it."""
    cleaned = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", str(text).strip().replace(",", " "))
    cleaned = " ".join(cleaned.split())
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(cleaned, fmt).date()
        except ValueError:
            continue
    return None


def compact_code(text: str) -> str:
    """An id or code with everything but its letters and digits dropped, upper case."""
    return "".join(ch for ch in str(text).upper() if ch.isalnum())


def find_code(table: dict[str, Any], text: str) -> str | None:
    """The code of ``table`` that ``text`` writes, however it is dashed or spaced ("m 20418 b")."""
    wanted = compact_code(text)
    return next((code for code in table if compact_code(code) == wanted), None) if wanted else None


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def name_words(text: str, filler: tuple[str, ...] | frozenset[str] = ()) -> set[str]:
    """The words of a name: case, accents, apostrophes, hyphens, punctuation, ``filler`` and a
    plural or possessive s dropped; "&" read as "and", "Saint" as "st"."""
    cleaned = re.sub(r"['’`]", "", name_key(text).replace("&", " and "))
    cleaned = re.sub(r"[^\w\s]", " ", cleaned)
    words = ("st" if w == "saint" else w for w in cleaned.split())
    return {_stem(w) for w in words if w not in filler}


def keys_named(table: dict[str, Any], text: str, filler: tuple[str, ...]) -> list[str]:
    """The keys of ``table`` that ``text`` names: every word of the key written (whatever is
    around it: "the Harlow stone"), or else a part of one key ("Ice Giants")."""
    given = name_words(text, filler)
    if not given:
        return []
    whole = [key for key in table if name_words(key, filler) <= given]
    if whole:
        return whole
    return [key for key in table if given <= name_words(key, filler)]


def key_named(table: dict[str, Any], text: str, filler: tuple[str, ...], what: str) -> str | None:
    """The one key of ``table`` that ``text`` names; raises LookupError with the answer to give
    when it names several."""
    found = keys_named(table, text, filler)
    if len(found) == 1:
        return found[0]
    if found:
        which = "; ".join(sorted(found))
        msg = f"Which {what} do you mean? {str(text).strip()!r} could be: {which}."
        raise LookupError(msg)
    return None


def email_key(text: Any) -> str:
    """An email address as a register keys it: case, spaces, "mailto:" and angle brackets
    dropped."""
    cleaned = re.sub(r"\s+", "", str(text)).strip("<>\"'").casefold()
    return cleaned.removeprefix("mailto:")
