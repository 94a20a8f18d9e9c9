"""Words grounding reads in many languages, taken from libraries, never typed in by hand.

- Month names, weekday names and the words for today / tomorrow / yesterday / next week come
  from ``dateparser``'s locale data (200+ languages): "März", "mayo", "明日", "après-demain".
- Names of currencies, languages and countries come from CLDR through ``babel``, in the
  languages of :data:`LOCALES`: "francs suisses" names CHF, "japonais" names ``ja``,
  "日本" names JP.
- Number words are read by ``text2num`` (in the languages it supports), see ``values.py``.
- The words and marks that join the items of a list ("A, B and C", "A、B和C", "A, B et C")
  come from CLDR's list patterns through ``babel``, in the languages of :data:`LOCALES`.

Everything is loaded once, on first use (about 2 s), and cached for the process.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from prompt_toolcall.checking.grounding.text import fold, is_unspaced

__all__ = ["LOCALES", "Codes", "DateWords", "codes", "date_words", "list_joiners"]

LOCALES: tuple[str, ...] = (
    "en",
    "zh",
    "es",
    "ar",
    "hi",
    "pt",
    "bn",
    "ru",
    "ja",
    "de",
    "fr",
    "it",
    "ko",
    "tr",
    "vi",
    "pl",
    "uk",
    "nl",
    "id",
    "th",
    "sv",
    "cs",
    "el",
    "ro",
    "hu",
    "he",
    "da",
    "fi",
    "nb",
    "fa",
)
"""The languages whose CLDR names of currencies, languages and countries ground a code.
The 30 most used languages on the web; a name in another language does not ground a code
(the user is asked, nothing is guessed)."""

MIN_NAME_LETTERS = 3
"""Month and weekday names shorter than this are skipped ("mo", "di", "lu" are abbreviations
that are also ordinary words in other languages)."""

_RELATIVE_RE = re.compile(r"^(?:in )?(\d+) (day|week)(?: ago)?$")


@dataclass(frozen=True)
class DateWords:
    """Folded date words of every dateparser language.

    Attributes:
        months: name -> month number (1-12).
        weekdays: name -> weekday (Monday = 0).
        relative: phrase -> day offset from today ("tomorrow" -> 1, "vorgestern" -> -2,
            "next week" -> 7).
        today: the words for today ("today", "heute", "今天").
    """

    months: Mapping[str, int]
    weekdays: Mapping[str, int]
    relative: Mapping[str, int]
    today: frozenset[str]


_MONTH_KEYS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_WEEKDAY_KEYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def _usable(word: str) -> bool:
    return bool(word) and (is_unspaced(word) or len(word) >= MIN_NAME_LETTERS) and not word.endswith(".")


def _full_names(forms: Sequence[str]) -> list[str]:
    """The usable forms that are not abbreviations of another form ("jan" of "januar", "den"
    of "dende"): an abbreviation is often an ordinary word of another language."""
    folded = [f for f in (fold(x) for x in forms) if _usable(f)]
    return [f for f in folded if not any(o != f and o.startswith(f) for o in folded)]


@lru_cache(maxsize=1)
def date_words() -> DateWords:
    """The date words of every language dateparser ships (loaded once)."""
    from dateparser.data import language_locale_dict
    from dateparser.languages.loader import default_loader

    months: dict[str, int] = {}
    weekdays: dict[str, int] = {}
    relative: dict[str, int] = {}
    today: set[str] = set()
    for lang in language_locale_dict:
        info = default_loader.get_locale(lang).info
        for number, key in enumerate(_MONTH_KEYS, 1):
            for w in _full_names(info.get(key) or ()):
                months.setdefault(w, number)
        for number, key in enumerate(_WEEKDAY_KEYS):
            for w in _full_names(info.get(key) or ()):
                weekdays.setdefault(w, number)
        for key, words in (info.get("relative-type") or {}).items():
            m = _RELATIVE_RE.match(key)
            if m is None:
                continue
            days = int(m.group(1)) * (7 if m.group(2) == "week" else 1)
            offset = -days if key.endswith("ago") else days
            for word in words:
                if _usable(w := fold(word)):
                    relative.setdefault(w, offset)
                    if key == "0 day ago":
                        today.add(w)
    # A word that names a month in one language and a weekday or a relative day in another
    # ("mar", "lun") would ground two different dates: such a word grounds neither.
    clash = (set(months) & set(weekdays)) | (set(months) & set(relative)) | (set(weekdays) & set(relative))
    return DateWords(
        months={w: n for w, n in months.items() if w not in clash},
        weekdays={w: n for w, n in weekdays.items() if w not in clash},
        relative={w: n for w, n in relative.items() if w not in clash},
        today=frozenset(today - clash),
    )


@dataclass(frozen=True)
class Codes:
    """Codes and the folded names that ground them.

    Attributes:
        names: code -> folded names in :data:`LOCALES` (``"CHF"`` -> {"swiss franc",
            "francs suisses", "franc suisse", ...}); currency, language (lower case, ``"ja"``)
            and country (``"JP"``) codes together.
        symbols: currency code -> its symbols ("$", "€", "￥"), compared case-sensitively.
        unit_words: currency code -> the unit words of its names: each word of three or more
            letters that is not itself a country or language name ("dollars" of "US dollars",
            not "american"), or the last character in an unspaced script ("円" of "日本円").
        known_names: every folded name of a country, language or currency (a name a library
            knows stands for its own codes, never for an abbreviation of it).
    """

    names: Mapping[str, frozenset[str]]
    symbols: Mapping[str, frozenset[str]]
    unit_words: Mapping[str, frozenset[str]]
    known_names: frozenset[str]


@lru_cache(maxsize=1)
def codes() -> Codes:
    """CLDR names of currencies, languages and countries in :data:`LOCALES` (loaded once)."""
    from babel import Locale

    names: dict[str, set[str]] = {}
    symbols: dict[str, set[str]] = {}
    currency_forms: dict[str, set[str]] = {}
    for tag in LOCALES:
        loc = Locale.parse(tag)
        plural = loc._data.get("currency_names_plural", {})  # babel has no public accessor for these
        for code, name in loc.currencies.items():
            forms = {fold(name), *(fold(f) for f in dict(plural.get(code, {})).values())}
            names.setdefault(code, set()).update(forms)
            currency_forms.setdefault(code, set()).update(forms)
        for code, sym in loc.currency_symbols.items():
            if sym and sym != code:
                symbols.setdefault(code, set()).add(sym)
        for code, name in loc.languages.items():
            if re.fullmatch(r"[a-z]{2,3}", code):
                names.setdefault(code, set()).add(fold(name))
        for code, name in loc.territories.items():
            if re.fullmatch(r"[A-Z]{2}", code):
                names.setdefault(code, set()).add(fold(name))
    known = frozenset(n for ns in names.values() for n in ns)
    places_and_languages = frozenset(
        n for code, ns in names.items() if code not in currency_forms for n in ns
    )
    units: dict[str, set[str]] = {}
    for code, forms in currency_forms.items():
        for form in forms:
            if is_unspaced(form):
                units.setdefault(code, set()).add(form[-1])
                continue
            for word in re.findall(r"[^\W\d_]+", form):
                if len(word) >= MIN_NAME_LETTERS and word not in places_and_languages:
                    units.setdefault(code, set()).add(word)
    return Codes(
        names={k: frozenset(v) for k, v in names.items()},
        symbols={k: frozenset(v) for k, v in symbols.items()},
        unit_words={k: frozenset(v) for k, v in units.items()},
        known_names=known,
    )


@lru_cache(maxsize=1)
def list_joiners() -> frozenset[str]:
    """What joins the items of a list in :data:`LOCALES`, stripped: ",", "and", ", and",
    "、", "和", "et", "und" ... (CLDR's standard list patterns, loaded once)."""
    from babel import Locale

    out: set[str] = set()
    for tag in LOCALES:
        patterns = Locale.parse(tag).list_patterns.get("standard", {})
        for key in ("start", "middle", "end", "2"):
            pattern = patterns.get(key)
            if pattern:
                joiner = " ".join(pattern.replace("{0}", " ").replace("{1}", " ").split())
                if joiner:
                    out.add(joiner)
    return frozenset(out)
