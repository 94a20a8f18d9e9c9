"""How the splits' tools read their inputs: names, calendar days and codes as people write them.

Every split's tools accept the same spellings (quotes, case, accents and spacing of a name;
a day written several ways; an id without its dashes), so a task fails on the model's
choices, not on a tool that is stricter than a person would be.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from datetime import date, datetime
from typing import Any

__all__ = [
    "DATE_FORMATS",
    "MONTHS",
    "TITLES",
    "compact_code",
    "day_forms",
    "email_key",
    "find_code",
    "fullest_key_named",
    "key_named",
    "keys_named",
    "name_key",
    "name_words",
    "person_named",
    "read_clock",
    "read_day",
    "shown",
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

TITLES: frozenset[str] = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "prof"})
"""The titles :func:`person_named` passes over in a person's name."""

_CLOCK = re.compile(r"(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?")

MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
"""The English month names, January first."""


def shown(text: Any) -> str:
    """An input as a tool's error message quotes it: surrounding space dropped."""
    return str(text).strip()


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


def _ordinal(n: int) -> str:
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def day_forms(iso: str) -> list[str]:
    """The ways an answer writes the day ``iso`` in English ("2026-09-18", "18 September",
    "September 18th", "18/09", ...), most formal first."""
    day = date.fromisoformat(iso)
    month = MONTHS[day.month - 1]
    return [
        iso,
        f"{day.day} {month}",
        f"{month} {day.day}",
        f"{_ordinal(day.day)} {month}",
        f"{_ordinal(day.day)} of {month}",
        f"{month} {_ordinal(day.day)}",
        f"{day.day} {month[:3]}",
        f"{month[:3]} {day.day}",
        f"{day.day:02d}/{day.month:02d}",
        f"{day.day}/{day.month}/",
        f"{day.day:02d}.{day.month:02d}.",
        f"{day.day}.{day.month}.",
    ]


def read_clock(text: Any) -> int:
    """Minutes after midnight of a clock time as people write one: "09:40", "9.40", "9:40am",
    "13h10", "1 pm"; raises ValueError with the reason when it is none."""
    match = _CLOCK.fullmatch(str(text).strip().lower())
    if match is None:
        msg = f"cannot read {shown(text)!r} as a clock time"
        raise ValueError(msg)
    hour, minute = int(match.group(1)), int(match.group(2) or 0)
    half = (match.group(3) or "").replace(".", "")
    if half and not 1 <= hour <= 12:
        msg = f"cannot read {shown(text)!r} as a clock time"
        raise ValueError(msg)
    if half == "pm" and hour != 12:
        hour += 12
    elif half == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        msg = f"cannot read {shown(text)!r} as a clock time"
        raise ValueError(msg)
    return hour * 60 + minute


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


def _the_one(found: list[str], text: Any, what: str) -> str | None:
    """The one key in ``found``, or None; raises LookupError with the answer to give when
    ``text`` named several."""
    if len(found) == 1:
        return found[0]
    if found:
        which = "; ".join(sorted(found))
        msg = f"Which {what} do you mean? {shown(text)!r} could be: {which}."
        raise LookupError(msg)
    return None


def key_named(table: dict[str, Any], text: str, filler: tuple[str, ...], what: str) -> str | None:
    """The one key of ``table`` that ``text`` names; raises LookupError with the answer to give
    when it names several."""
    return _the_one(keys_named(table, text, filler), text, what)


def fullest_key_named(
    table: dict[str, Any],
    text: Any,
    filler: tuple[str, ...],
    what: str,
    words: Callable[[Any, tuple[str, ...]], set[str]] = name_words,
) -> str | None:
    """The key of ``table`` that ``text`` names: the key with the most words that are all
    written ("large blue mug", not only "blue mug"), or else the one key that holds every
    word written ("blue"); raises LookupError with the answer to give when several fit.
    ``words`` reads a name's words (a split passes its own, e.g. with its synonyms)."""
    given = words(text, filler)
    if not given:
        return None
    whole = [key for key in table if words(key, filler) <= given]
    if whole:
        most = max(len(words(key, filler)) for key in whole)
        found = [key for key in whole if len(words(key, filler)) == most]
    else:
        found = [key for key in table if given <= words(key, filler)]
    return _the_one(found, text, what)


def person_named(table: dict[str, dict[str, str]], text: Any) -> dict[str, str] | None:
    """The entry of ``table`` for a person's name, in either order, with or without hyphens,
    :data:`TITLES` and accents ("Dr Smith-Jones Anna" for "Anna Smith Jones")."""
    given = name_words(name_key(text).replace("-", " "), TITLES)
    found = [entry for key, entry in table.items() if given and name_words(key) <= given]
    return found[0] if len(found) == 1 else None


def email_key(text: Any) -> str:
    """An email address as a register keys it: case, spaces, "mailto:" and angle brackets
    dropped."""
    cleaned = re.sub(r"\s+", "", str(text)).strip("<>\"'").casefold()
    return cleaned.removeprefix("mailto:")
