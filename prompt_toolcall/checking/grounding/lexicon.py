"""Words grounding reads in many languages, taken from libraries, never typed in by hand.

- Month names, weekday names and the words for today / tomorrow / yesterday / next week come
  from ``dateparser``'s locale data (200+ languages): "März", "mayo", "明日", "après-demain".
- Names of currencies, languages and countries come from CLDR through ``babel``, in the
  languages of :data:`LOCALES`: "francs suisses" names CHF, "japonais" names ``ja``,
  "日本" names JP.
- Number words are read by ``text2num`` (in the languages it supports), see ``values.py``;
  in every other language ``num2words`` knows, the words of 0-100 and the ordinals 1st-31st
  are looked up whole (:func:`number_words`: "två", "два", "fjerde", "kaksi"), and Chinese
  and Japanese numerals are read by ``cn2an`` ("三千五百", "两", "九").
- Word stems come from the Snowball stemmers (``PyStemmer``) of the case-inflecting
  languages in :data:`STEM_LANGUAGES`: "Курского" and "Курский" share the stem "курск",
  "széket" and "szék" the stem "szék" (:func:`stems`).
- The words and marks that join the items of a list ("A, B and C", "A、B和C", "A, B et C")
  come from CLDR's list patterns through ``babel``, in the languages of :data:`LOCALES`.

Everything is loaded once, on first use (about 2 s), and cached for the process.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from prompt_toolcall.checking.grounding.text import fold, is_unspaced

__all__ = [
    "LOCALES",
    "NUMBER_WORD_MIN_LATIN",
    "STEM_LANGUAGES",
    "STEM_MIN_LETTERS",
    "Codes",
    "DateWords",
    "codes",
    "date_words",
    "list_joiners",
    "number_words",
    "stems",
    "time_zone_cities",
    "unit_forms",
    "units",
    "written_number",
]

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
def units() -> Mapping[str, frozenset[str]]:
    """Every folded name and symbol of a CLDR unit of measure in :data:`LOCALES` (long, short
    and narrow display names and the words of the unit's count patterns: "kilometers", "km",
    "Kilometer", "كيلومتر", "キロメートル"), mapped to the units it names ("length-kilometer").
    Loaded once."""
    from babel import Locale

    out: dict[str, set[str]] = {}

    def add(form: str, unit: str) -> None:
        folded = " ".join(fold(form.replace("{0}", " ")).split())
        if folded and not re.search(r"\d", folded):
            out.setdefault(folded, set()).add(unit)

    for tag in LOCALES:
        loc = Locale.parse(tag)
        patterns = loc._data.get("unit_patterns", {})  # babel has no public accessor for these
        for unit, shown in loc.unit_display_names.items():
            for width in ("long", "short", "narrow"):
                name = shown.get(width)
                if name:
                    add(name, unit)
                for count, pattern in dict(dict(patterns.get(unit, {})).get(width, {})).items():
                    if count != "per" and isinstance(pattern, str):
                        add(pattern, unit)
    return {k: frozenset(v) for k, v in out.items()}


@lru_cache(maxsize=256)
def time_zone_cities(zone: str) -> frozenset[str]:
    """The folded CLDR names, in :data:`LOCALES`, of the city an IANA time zone is named after
    ("America/New_York": "new york", "ニューヨーク", "نيويورك"); empty for a name the time
    zone database does not hold."""
    from babel.dates import get_timezone, get_timezone_location

    if zone not in _time_zones():
        return frozenset()
    tz = get_timezone(zone)
    out = {fold(zone.rsplit("/", 1)[-1].replace("_", " "))}
    for tag in LOCALES:
        out.add(fold(get_timezone_location(tz, locale=tag, return_city=True)))
    return frozenset(n for n in out if n)


@lru_cache(maxsize=1)
def _time_zones() -> frozenset[str]:
    """The IANA time zone names the system's time zone database holds, read once (listing
    them walks the database's files: about 7 ms a time)."""
    import zoneinfo

    return frozenset(zoneinfo.available_timezones())


@lru_cache(maxsize=1)
def unit_forms() -> Mapping[str, frozenset[str]]:
    """The other way round from :func:`units`: each CLDR unit's folded names and symbols."""
    out: dict[str, set[str]] = {}
    for form, named in units().items():
        for unit in named:
            out.setdefault(unit, set()).add(form)
    return {k: frozenset(v) for k, v in out.items()}


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


TEXT2NUM_LANGUAGES: tuple[str, ...] = ("en", "fr", "es", "pt", "de", "it", "nl")
"""The languages ``text2num`` converts number words in (all it supports): ``values.py``
reads those; :func:`number_words` covers the rest."""


@lru_cache(maxsize=256)
def written_number(lang: str, value: int) -> frozenset[str]:
    """The words ``num2words`` writes the cardinal ``value`` with in ``lang``, case folded
    (empty when it cannot write it): 1000 is "mil" in Spanish, "eintausend" in German."""
    from num2words import num2words

    try:
        text = str(num2words(value, lang=lang))
    except Exception:  # num2words raises on kinds a language lacks (NotImplementedError)
        return frozenset()
    return frozenset(re.findall(r"[^\W\d_]+", unicodedata.normalize("NFKC", text).casefold()))


NUMBER_WORD_MIN_LATIN = 4
"""A number word written in plain ASCII letters is read only from this length: the shorter
ones are ordinary words elsewhere ("set" is 7 in Catalan, "hai" 2 in Vietnamese, "to" 2 in
Danish). A Latin word with a letter English lacks is read from three ("två"), a word in
another script from two ("два")."""


@lru_cache(maxsize=1)
def number_words() -> Mapping[str, int]:
    """Number word -> value: the one-word cardinals 0-100 and ordinals 1-31 of every language
    ``num2words`` writes, but the ``text2num`` ones (read in context there), case folded with
    accents kept ("tre" and "très" differ). A word that means two numbers in two languages
    means neither. Loaded once (about 0.1 s)."""
    from num2words import CONVERTER_CLASSES, num2words

    out: dict[str, int] = {}
    clash: set[str] = set()
    for lang in sorted(CONVERTER_CLASSES):
        if "_" in lang or lang in TEXT2NUM_LANGUAGES:
            continue  # regional variants repeat their language
        for kind, values in (("cardinal", range(101)), ("ordinal", range(1, 32))):
            for n in values:
                try:
                    word = num2words(n, lang=lang, to=kind)
                except Exception:  # num2words raises on kinds a language lacks (NotImplementedError)
                    continue
                word = unicodedata.normalize("NFKC", str(word)).casefold().strip().rstrip(".")
                if not _number_word_usable(word):
                    continue
                if out.get(word, n) != n:
                    clash.add(word)
                out.setdefault(word, n)
    return {w: n for w, n in out.items() if w not in clash}


def _number_word_usable(word: str) -> bool:
    if not word or is_unspaced(word) or re.fullmatch(r"[^\W\d_]+", word) is None:
        return False  # several words, digits, or a script read by cn2an instead
    if word.isascii():
        return len(word) >= NUMBER_WORD_MIN_LATIN
    latin = all("LATIN" in unicodedata.name(ch, "") for ch in word)
    return len(word) >= (NUMBER_WORD_MIN_LATIN - 1 if latin else 2)


STEM_MIN_LETTERS = 4
"""Words are compared by stem from this length, and only when the stem keeps three letters:
a shorter word's stem is one or two letters, shared by unrelated words."""


STEM_LANGUAGES: tuple[str, ...] = (
    "arabic",
    "czech",
    "finnish",
    "greek",
    "hindi",
    "hungarian",
    "polish",
    "romanian",
    "russian",
    "turkish",
)
"""The Snowball stemmers words are compared with: the languages of :data:`LOCALES` whose
nouns take case endings, where a value in the dictionary form and the same word in the
request differ ("Курский" / "от Курского"). The German, Scandinavian, Romance and English
stemmers are left out: they also strip endings that make another word ("reader" -> "read"),
and with them an invented user name "reader" was grounded by "read-only" on the development
split."""


@lru_cache(maxsize=1)
def _stemmers() -> tuple[object, ...]:
    import Stemmer

    return tuple(Stemmer.Stemmer(name) for name in STEM_LANGUAGES)


def stems(words: Sequence[str]) -> list[frozenset[tuple[int, str]]]:
    """Per word, its (stemmer, stem) pairs in every language of :data:`STEM_LANGUAGES`, for words of
    :data:`STEM_MIN_LETTERS` letters or more whose stem keeps three letters (an empty set
    otherwise). Two words share a stem when these sets meet: the same word in another
    grammatical case ("Курского" / "Курский", "hűtőt" / "hűtő")."""
    out: list[set[tuple[int, str]]] = [set() for _ in words]
    usable = [i for i, w in enumerate(words) if len(w) >= STEM_MIN_LETTERS and not is_unspaced(w)]
    if not usable:
        return [frozenset() for _ in words]
    batch = [words[i] for i in usable]
    for k, stemmer in enumerate(_stemmers()):
        for i, stem in zip(usable, stemmer.stemWords(batch), strict=True):  # type: ignore[attr-defined]
            if len(stem) >= 3:
                out[i].add((k, stem))
    return [frozenset(x) for x in out]
