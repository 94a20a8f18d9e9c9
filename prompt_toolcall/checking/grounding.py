"""Grounding: a call's required values must come from the conversation, never from the model.

A small model fills required values nobody gave (measured on Qwen2.5-Coder-1.5B, issue 10:
"Book me a flight from Boston to Denver" -> an invented date; NEED_INFO came 1 time in 112
BFCL replies). A prompt rule alone did not stop it, so the extractor checks every value
after validation and turns an invented required value into NEED_INFO.

Data flow::

    sources (user + tool texts, never the system prompt or the manifest)
      --_Sources--> folded texts, canonical tokens, numbers (+ unit conversions),
                    quantities, dates (ISO / words / relative to a stated today), times
    calls + schemas
      --_Grounder.ground(value, schema)--> rule name | None, leaf by leaf
        (enum/default -> boolean -> number -> string rules in a fixed order)
      --check_grounding--> GroundingResult(calls, ungrounded_required, dropped_optional, notes)
      --to_need_info--> EnvelopeNeedInfo(function, missing) | None

Every rule gives up in the safe direction: a value it cannot trace to the conversation is
ungrounded, so the user is asked for it; a value is never made up or "fixed" here.
Rules that accept a transformed value (a region code added, an airport-style code) leave a
note, so a verify step or a human can look.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, Literal

from prompt_toolcall.errors import SchemaError
from prompt_toolcall.messages import Message
from prompt_toolcall.types import EnvelopeNeedInfo, FunctionTool, ToolCall

__all__ = [
    "GROUNDING_MODES",
    "GroundingMode",
    "GroundingResult",
    "check_grounding",
    "collect_sources",
    "find_grounding",
    "to_need_info",
]

GroundingMode = Literal["strict", "lenient", "off"]
GROUNDING_MODES: tuple[str, ...] = ("strict", "lenient", "off")

# --------------------------------------------------------------------------- tuning

FREE_TEXT_MIN_OVERLAP = 0.5
"""Share of a free-text value's content tokens that must occur in the conversation.

Free-text parameters (``query``, ``body``, ``description`` ...) are composed by the model, so
they paraphrase the request. Half is the brief's bar (issue 10); on our fixtures the
paraphrased free-text values of tests/fixtures/grounded overlap >= 0.5, and the invented bodies
of tests/fixtures/need_info ("Hi Bob, just checking in") overlap less once the names the call
already carries in other arguments are discounted."""

LONG_VALUE_MIN_WORDS = 6
"""In ``lenient`` mode a string of at least this many words counts as free text whatever its
parameter is called (a model composes sentences, it does not copy them).
# UNMEASURED: chosen so place names and titles ("Boston Logan International Airport", 4 words)
stay under it; measure on real replies."""

QUALIFIER_MAX_TOKENS = 2
"""A value ``"<grounded head>, <qualifier>"`` is accepted when the qualifier has at most this
many words: models append a region to a city ("New York, NY" for "new york", issue 10 brief).
# UNMEASURED: two covers "TX, USA"; a longer tail is more likely an invented address part."""

REGION_PARAM_WORDS: frozenset[str] = frozenset({"state", "province", "region", "country", "county"})
PLACE_PARAM_WORDS: frozenset[str] = frozenset(
    {"city", "location", "place", "town", "destination", "origin", "address", "locality"}
)
"""``lenient`` accepts a short region value (a ``state``, ``country`` ... parameter) when the
same call carries a grounded place (a ``city``, ``location`` ... parameter): the separate-field
form of the qualifier rule ("Austin, TX"). BFCL parallel_multiple_33 asks for supermarkets "in
Los Angeles" with a required ``state``; the model's "CA" turned a right call into NEED_INFO."""

MONEY_PARAM_WORDS: frozenset[str] = frozenset(
    {"amount", "price", "cost", "total", "fee", "payment", "balance", "sum", "budget", "fare", "salary"}
)
"""A number written only as a count of something ("the 2 concert tickets") does not ground a
parameter named like money. Qwen2.5-Coder-0.5B sent ``amount: 2`` for "Send Marco the money
for the 2 concert tickets" (need_info fixture payment_number_elsewhere)."""

KIND_NOUNS: frozenset[str] = frozenset(
    """table database db schema column field file folder directory repo repository branch bucket
    channel account project collection index queue server host cluster namespace sheet board
    team group room dir""".split()
)
"""Nouns that say what kind of thing a name is. A value the conversation only ever writes as
"<value> <kind>" ("the orders table") does not ground a parameter named for another kind
(``database``). Qwen2.5-Coder-0.5B sent ``database: "orders"`` for "Query the orders table for
everything that shipped" (need_info fixture sql_no_database)."""

LANGUAGE_CODES: dict[str, str] = {
    "english": "en", "german": "de", "french": "fr", "spanish": "es", "italian": "it",
    "portuguese": "pt", "dutch": "nl", "russian": "ru", "chinese": "zh", "mandarin": "zh",
    "japanese": "ja", "korean": "ko", "arabic": "ar", "hindi": "hi", "turkish": "tr",
    "polish": "pl", "swedish": "sv", "norwegian": "no", "danish": "da", "finnish": "fi",
    "greek": "el", "hebrew": "he", "czech": "cs", "hungarian": "hu", "romanian": "ro",
    "ukrainian": "uk", "vietnamese": "vi", "thai": "th", "indonesian": "id", "malay": "ms",
    "persian": "fa", "bengali": "bn", "urdu": "ur", "swahili": "sw", "catalan": "ca",
    "croatian": "hr", "serbian": "sr", "bulgarian": "bg", "slovak": "sk",
}  # fmt: skip
"""``lenient`` accepts the ISO 639-1 code of a language the conversation names ("de" for
"German", "zh-CN" for "Chinese"): translation APIs want codes, and the 1.5B model writes them
(grounded fixture translate_quoted: ``target_language: "de"`` was flagged before)."""

STRICT_QUALIFIER_MAX_LETTERS = 3
"""In ``strict`` mode each qualifier word must be a code of at most this many letters (NY, UK,
USA); ``lenient`` also accepts a written-out region ("Paris, France")."""

CODE_MAX_LETTERS = 4
"""``lenient`` accepts an all-caps code of 2..this letters derived from the conversation
("SF" for "San Francisco", "BOS" for "Boston"): flight and weather APIs want codes, and a
model translates. # UNMEASURED: 4 covers NYC/IATA/ICAO-length codes."""

COUNTRY_CODE_MAX_DIGITS = 3
"""``lenient`` accepts a phone number with at most this many digits prefixed to a number the
user gave (a country code: "+1 555 123 4567" for "555-123-4567"). # UNMEASURED."""

PHONE_MIN_DIGITS = 7
"""A value with at least this many digits and only phone punctuation is compared digit by
digit ("(555) 123-4567" == "555.123.4567"). Seven is the shortest common subscriber number."""

_SEP = "\x1f"
_TEXT_BREAK = "\x1e"

# --------------------------------------------------------------------------- vocabulary

_STOPWORDS: frozenset[str] = frozenset(
    """a an the of in on at to for from by with and or but is are was be been am i me my mine
    we us our you your he she it its they them their this that these those please pls can could
    would will shall should do did so as into onto about via per than then there here just
    also any some all what which who whom whose when where how up out off over under again very
    want wanted need needs like let lets get got make want""".split()
)
"""Words that carry no value: ignored by the content-token and free-text rules (never by the
exact token-sequence rule). Greetings ("hi", "hello") are deliberately NOT stop words: an
invented e-mail body is mostly greeting and filler, and must not look grounded."""

_UNITS: dict[str, str] = {
    "second": "second", "sec": "second", "secs": "second",
    "minute": "minute", "min": "minute", "mins": "minute",
    "hour": "hour", "hr": "hour", "hrs": "hour", "h": "hour",
    "day": "day", "week": "week", "wk": "week", "month": "month", "year": "year", "yr": "year",
    "km": "km", "kilometer": "km", "kilometre": "km", "kms": "km",
    "mi": "mile", "mile": "mile",
    "meter": "meter", "metre": "meter",
    "kg": "kg", "kilogram": "kg", "kilo": "kg",
    "gram": "gram", "g": "gram",
    "lb": "lb", "lbs": "lb", "pound": "lb",
    "oz": "oz", "ounce": "oz",
    "c": "celsius", "celsius": "celsius", "centigrade": "celsius",
    "f": "fahrenheit", "fahrenheit": "fahrenheit",
    "degree": "degree", "deg": "degree",
    "usd": "usd", "dollar": "usd", "buck": "usd", "$": "usd",
    "eur": "eur", "euro": "eur", "€": "eur",
    "gbp": "gbp", "£": "gbp", "quid": "gbp", "sterling": "gbp",
    "jpy": "jpy", "yen": "jpy", "¥": "jpy",
    "percent": "percent", "pct": "percent", "%": "percent",
    "cent": "cent",
}  # fmt: skip
"""Unit and currency spellings -> one canonical token, applied to every token on both sides,
so "5 kilometers" matches "5 km" and "$20" matches "20 USD" (the brief's "unit suffix" rule)."""

_CURRENCIES: frozenset[str] = frozenset({"usd", "eur", "gbp", "jpy"})
_UNIT_SET: frozenset[str] = frozenset(_UNITS.values())

_CONVERSIONS: dict[str, tuple[tuple[float, str], ...]] = {
    "hour": ((60.0, "minute"), (3600.0, "second")),
    "minute": ((60.0, "second"), (1 / 60, "hour")),
    "day": ((24.0, "hour"),),
    "week": ((7.0, "day"),),
    "km": ((1000.0, "meter"),),
    "kg": ((1000.0, "gram"),),
    "usd": ((100.0, "cent"),),
    "eur": ((100.0, "cent"),),
    "gbp": ((100.0, "cent"),),
    "percent": ((0.01, ""),),
}
"""Exact unit conversions a model may apply while filling a schema: ``duration_minutes: 90``
for "an hour and a half" is arithmetic on the user's number, not an invention. Minor currency
units because payment APIs take cents (Stripe-style ``amount: 2500`` for "$25"); a percentage
also as a fraction (``rate: 0.15`` for "15%"). Only scale factors: never a rate that could drift
(no currency exchange, no miles <-> km)."""

_SCALES: dict[str, float] = {"k": 1e3, "thousand": 1e3, "million": 1e6, "mn": 1e6, "bn": 1e9, "billion": 1e9}

_UNIT_WORDS: dict[str, int] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
}  # fmt: skip
_TENS_WORDS: dict[str, int] = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}  # fmt: skip
_SCALE_WORDS: dict[str, int] = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 10**9}
_A_NUMBERS: dict[str, float] = {"dozen": 12, "couple": 2, "pair": 2, "half": 0.5}
"""Quantities spelled with an article: "a dozen", "a couple of", "half an hour". A bare "a"
never grounds 1: "Book a table" does not say for how many people."""

_ORDINAL_UNITS: dict[str, int] = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
}  # fmt: skip
_ORDINAL_WORDS: dict[str, int] = dict(_ORDINAL_UNITS)
for _tens_word, _tens in (("twenty", 20), ("thirty", 30)):
    for _unit_word, _unit in _ORDINAL_UNITS.items():
        if _unit <= 9 and _tens + _unit <= 31:
            _ORDINAL_WORDS[f"{_tens_word}-{_unit_word}"] = _tens + _unit
            _ORDINAL_WORDS[f"{_tens_word} {_unit_word}"] = _tens + _unit

_MONTHS: dict[str, int] = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4,
    "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
    "september": 9, "sept": 9, "sep": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
    "december": 12, "dec": 12,
}  # fmt: skip
_WEEKDAYS: dict[str, int] = {
    "monday": 0,
    "tuesday": 1,
    "wednesday": 2,
    "thursday": 3,
    "friday": 4,
    "saturday": 5,
    "sunday": 6,
}

_QUERY_SYNTAX: frozenset[str] = frozenset(
    """select from where and or not by having limit offset join inner outer on as distinct like
    between null is insert into asc desc interval""".split()
)
"""Query-language keywords (SQL): syntax a model adds around the user's words, so the
free-text overlap of a ``query`` argument ignores them ("SELECT * FROM orders WHERE status =
'shipped'" for "all shipped orders" overlaps on orders/shipped, not on SELECT/FROM/WHERE)."""

_FREE_TEXT_HEADS: frozenset[str] = frozenset(
    """query q search message msg body text content description desc summary subject title note
    notes comment comments prompt instructions instruction reason question keywords keyword topic
    details memo caption feedback bio terms phrase statement request requests remarks""".split()
)
"""Last word of a parameter name that marks text the model composes (``search_query``,
``email_body``, ``event_title``). Only the last word: ``text_color`` and ``message_id`` are not
free text."""

_FREE_TEXT_DESCRIPTION_RE = re.compile(
    r"\b(?:free[- ]?(?:form|text)|natural[- ]language|search (?:query|terms?|string)|keywords?"
    r"|(?:body|content|text) of (?:the|an?)\b|message (?:to send|body|text)|short description"
    r"|summary of|subject line)",
    re.IGNORECASE,
)
"""Description phrases that mark a free-text parameter whatever its name (``"s": "search terms"``)."""

# --------------------------------------------------------------------------- text helpers

_TOKEN_RE = re.compile(
    r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:(?:st|nd|rd|th)(?![^\W\d_]))?|[^\W\d_]+|[$€£¥%]"
)
_NUMERIC_RE = re.compile(r"\d+(?:\.\d+)?")
_PHONE_SPAN_RE = re.compile(r"\+?\d[\d \t().\-]{5,}\d")


def _fold(text: str) -> str:
    """NFKC + casefold, one spelling of quotes and a.m./p.m., possessives removed."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = text.replace("’", "'").replace("‘", "'").replace("\u00a0", " ")
    text = re.sub(r"\b([ap])\.m\.", r"\1m", text)
    return re.sub(r"(?<=[^\W\d_])'s\b", "", text)


def _canon_number(raw: str) -> str:
    text = raw.replace(",", "")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    text = text.lstrip("0")
    if not text or text.startswith("."):
        text = "0" + text
    return text


def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


_STOPWORDS = _STOPWORDS | frozenset(_stem(w) for w in _STOPWORDS)  # tokens are stemmed


def _merge_number_words(words: list[str]) -> list[str]:
    """Replace runs of cardinal number words by one numeric token ("twenty five" -> "25")."""
    out: list[str] = []
    i = 0
    n = len(words)
    while i < n:
        w = words[i]
        nxt = words[i + 1] if i + 1 < n else ""
        if w in ("a", "an") and (nxt in _A_NUMBERS or nxt in _SCALE_WORDS):
            if nxt in _A_NUMBERS:
                out.append(_canon_number(repr(_A_NUMBERS[nxt])))
                i += 2
                continue
            w = "one"  # "a hundred" == "one hundred"
        if w == "half":
            out.append("0.5")
            i += 1
            continue
        if w not in _UNIT_WORDS and w not in _TENS_WORDS and not (w == "one" and nxt in _SCALE_WORDS):
            out.append(words[i])
            i += 1
            continue
        total = 0
        current = 0
        j = i
        while j < n:
            t = "one" if (j == i and words[j] in ("a", "an")) else words[j]
            if t in _UNIT_WORDS:
                current += _UNIT_WORDS[t]
            elif t in _TENS_WORDS:
                current += _TENS_WORDS[t]
            elif t == "hundred":
                current = max(current, 1) * 100
            elif t in _SCALE_WORDS:
                total += max(current, 1) * _SCALE_WORDS[t]
                current = 0
            elif (
                t == "and"
                and j + 1 < n
                and (words[j + 1] in _UNIT_WORDS or words[j + 1] in _TENS_WORDS)
                and j > i
            ):
                pass
            else:
                break
            j += 1
        out.append(str(total + current))
        i = j
    return out


def _tokenize(folded: str) -> list[str]:
    """Canonical tokens of folded text: numbers normalised, number words merged, words
    stemmed, unit and currency spellings unified."""
    raw: list[str] = []
    for m in _TOKEN_RE.finditer(folded):
        if m.group(1) is not None:
            raw.append(_canon_number(m.group(1)))
        else:
            raw.append(m.group(0))
    merged = _merge_number_words(raw)
    out: list[str] = []
    for tok in merged:
        if tok[0].isdigit():
            out.append(tok)
            continue
        base = tok if tok in _UNITS else _stem(tok)
        out.append(_UNITS.get(base, base))
    return out


def _is_number_token(tok: str) -> bool:
    return bool(_NUMERIC_RE.fullmatch(tok))


def _num_key(value: float) -> float:
    return round(abs(value), 6)


# --------------------------------------------------------------------------- dates and times

_MONTH_ALT = "|".join(sorted(_MONTHS, key=len, reverse=True))
_ORD_ALT = "|".join(re.escape(w) for w in sorted(_ORDINAL_WORDS, key=len, reverse=True))
_DAY = rf"(?:(\d{{1,2}})(?:st|nd|rd|th)?|({_ORD_ALT}))"
_YEAR = r"(?:,?\s*(\d{4})\b)?"
# "March 11", "Mar. 11" and BFCL's "March.11, 2022" (simple_python_142: the grounding check
# missed that spelling and turned a right call into NEED_INFO).
_DATE_MONTH_FIRST_RE = re.compile(rf"\b({_MONTH_ALT})(?:\.\s*|\s+)(?:the\s+)?{_DAY}\b{_YEAR}")
_DATE_DAY_FIRST_RE = re.compile(rf"\b(?:the\s+)?{_DAY}\s+(?:of\s+)?({_MONTH_ALT})\b\.?{_YEAR}")
_DATE_ISO_RE = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_DATE_YMD_SLASH_RE = re.compile(r"\b(\d{4})/(\d{1,2})/(\d{1,2})\b")
_DATE_SLASH_RE = re.compile(r"\b(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?\b")
_DATE_DOTTED_RE = re.compile(r"\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b")
_DAY_ONLY_RE = re.compile(rf"\bthe\s+(\d{{1,2}})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:{_MONTH_ALT})\b)")
_WEEKDAY_PREFIX = (
    r"(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|mon|tue|tues|wed|thu|thurs|fri|sat|sun),?\s+)?"
)

_WORDED_DATE_FORMS = (
    _DATE_MONTH_FIRST_RE,
    _DATE_DAY_FIRST_RE,
    _DATE_SLASH_RE,
    _DATE_DOTTED_RE,
    _DATE_YMD_SLASH_RE,
)

_TIME_CLOCK_RE = re.compile(r"\b(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm)?\b")
_TIME_HOUR_RE = re.compile(r"\b(\d{1,2})\s*(am|pm)\b")
_TIME_OCLOCK_RE = re.compile(r"\b(?:at\s+(\d{1,2})(?![\d:.,])(?!\s*(?:am|pm|%))|(\d{1,2})\s*o'?clock)\b")

_TODAY_LEAD_RE = re.compile(
    # matched on folded text, where "today's" became "today" and "it's" became "it"
    r"\b(?:today date is|the date today is|date today is|current date is|current date|"
    r"today date|date today|today is|today|it is|it|now is)\s*:?\s*" + _WEEKDAY_PREFIX
)

_ISO_VALUE_RE = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?",
    re.IGNORECASE,
)
_TIME_VALUE_RE = re.compile(r"(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?|(\d{1,2})\s*(am|pm)")


def _mk_date(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def _year4(raw: str) -> int:
    y = int(raw)
    return y + 2000 if y < 100 else y


def _day_of(num: str | None, word: str | None) -> int:
    if num is not None:
        return int(num)
    assert word is not None
    return _ORDINAL_WORDS[word]


@dataclass
class _Dates:
    full: set[date] = field(default_factory=set)
    yearless: set[tuple[int, int]] = field(default_factory=set)
    years: set[int] = field(default_factory=set)
    days_only: set[int] = field(default_factory=set)


def _find_dates(folded: str) -> _Dates:
    """Every calendar date written in ``folded``: ISO, slashed (both M/D and D/M), dotted (D.M.Y)
    and in words ("March 3rd, 2024", "the 3rd of March", "march third")."""
    out = _Dates()

    def add(y: int | None, m: int, d: int) -> None:
        if y is None:
            if _mk_date(2000, m, d) is not None:  # a leap year admits Feb 29
                out.yearless.add((m, d))
            return
        got = _mk_date(y, m, d)
        if got is not None:
            out.full.add(got)
            out.years.add(y)

    for m in _DATE_ISO_RE.finditer(folded):
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    for m in _DATE_YMD_SLASH_RE.finditer(folded):
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    for m in _DATE_SLASH_RE.finditer(folded):
        a, b = int(m.group(1)), int(m.group(2))
        y = _year4(m.group(3)) if m.group(3) else None
        add(y, a, b)  # US month/day
        add(y, b, a)  # day/month: ambiguous, so both readings count as given
    for m in _DATE_DOTTED_RE.finditer(folded):
        add(int(m.group(3)), int(m.group(2)), int(m.group(1)))
    for m in _DATE_MONTH_FIRST_RE.finditer(folded):
        add(int(m.group(4)) if m.group(4) else None, _MONTHS[m.group(1)], _day_of(m.group(2), m.group(3)))
    for m in _DATE_DAY_FIRST_RE.finditer(folded):
        add(int(m.group(4)) if m.group(4) else None, _MONTHS[m.group(3)], _day_of(m.group(1), m.group(2)))
    for m in _DAY_ONLY_RE.finditer(folded):
        out.days_only.add(int(m.group(1)))
    for y in re.findall(r"\b(19\d\d|20\d\d)\b", folded):
        out.years.add(int(y))
    return out


def _find_today(folded: str) -> date | None:
    """The date the conversation says today is ("Today is Monday, March 4, 2024"), or None."""
    for lead in _TODAY_LEAD_RE.finditer(folded):
        window = folded[lead.end() : lead.end() + 40]
        for regex in (_DATE_ISO_RE, _DATE_MONTH_FIRST_RE, _DATE_DAY_FIRST_RE, _DATE_DOTTED_RE):
            m = regex.match(window)
            if m is None:
                continue
            found = _find_dates(m.group(0)).full
            if len(found) == 1:
                return next(iter(found))
    return None


def _relative_dates(tokens: list[str], today: date, days_only: set[int]) -> set[date]:
    """Dates that relative words in the conversation name, given today's date.

    Only words that fix one day (or a short, explicit list of days) count: "tomorrow",
    "friday" (the coming one, or the one after, since "next Friday" is ambiguous), "in 3
    days", "next week" (its seven days), "the 15th" (the coming 15th)."""
    out: set[date] = set()
    n = len(tokens)
    for i, tok in enumerate(tokens):
        prev = tokens[i - 1] if i else ""
        nxt = tokens[i + 1] if i + 1 < n else ""
        if tok in ("today", "tonight") or (tok == "this" and nxt in ("morning", "afternoon", "evening")):
            out.add(today)
        elif tok in ("tomorrow", "tmrw", "tmr"):
            out.add(today + timedelta(days=1))
            if prev == "after" and i >= 2 and tokens[i - 2] == "day":
                out.add(today + timedelta(days=2))
        elif tok == "yesterday":
            out.add(today - timedelta(days=1))
        elif tok in _WEEKDAYS:
            wd = _WEEKDAYS[tok]
            ahead = (wd - today.weekday()) % 7
            coming = today + timedelta(days=ahead or 7)
            if ahead == 0:
                out.add(today)
            out.update((coming, coming + timedelta(days=7)))
            if prev == "last":
                out.add(coming - timedelta(days=7))
        elif tok == "weekend":
            sat = today + timedelta(days=(5 - today.weekday()) % 7)
            out.update((sat, sat + timedelta(days=1)))
            if prev == "next":
                out.update((sat + timedelta(days=7), sat + timedelta(days=8)))
        elif tok == "week" and prev == "next":
            monday = today + timedelta(days=7 - today.weekday())
            out.update(monday + timedelta(days=k) for k in range(7))
            out.add(today + timedelta(days=7))
        elif tok in ("day", "week") and _is_number_token(prev) and "." not in prev:
            count = int(prev) * (7 if tok == "week" else 1)
            before = tokens[i - 2] if i >= 2 else ""
            if before == "in" or nxt in ("from", "later"):
                out.add(today + timedelta(days=count))
            if nxt == "ago":
                out.add(today - timedelta(days=count))
        elif tok == "week" and prev in ("a", "one") and i >= 2 and tokens[i - 2] == "in":
            out.add(today + timedelta(days=7))
    for day in days_only:
        this_month = _mk_date(today.year, today.month, day)
        if this_month is not None and this_month >= today:
            out.add(this_month)
        else:
            y, m = (today.year + 1, 1) if today.month == 12 else (today.year, today.month + 1)
            nxt_month = _mk_date(y, m, day)
            if nxt_month is not None:
                out.add(nxt_month)
    return out


def _find_times(folded: str, tokens: list[str]) -> set[tuple[int, int]]:
    """Clock times written in the text: "15:30", "3:30 pm", "3pm", "three pm", "noon",
    "at 5" (5:00 and 17:00), "half past 4"."""
    out: set[tuple[int, int]] = set()

    def add(h: int, mi: int, ampm: str | None) -> None:
        if ampm == "pm" and h < 12:
            h += 12
        elif ampm == "am" and h == 12:
            h = 0
        if 0 <= h <= 23 and 0 <= mi <= 59:
            out.add((h, mi))

    for m in _TIME_CLOCK_RE.finditer(folded):
        add(int(m.group(1)), int(m.group(2)), m.group(3))
    for m in _TIME_HOUR_RE.finditer(folded):
        add(int(m.group(1)), 0, m.group(2))
    for m in _TIME_OCLOCK_RE.finditer(folded):
        h = int(m.group(1) or m.group(2))
        if 1 <= h <= 12:  # no am/pm: both readings were said
            add(h, 0, "am")
            add(h, 0, "pm")
    for i, tok in enumerate(tokens[:-1]):
        nxt = tokens[i + 1]
        if _is_number_token(tok) and "." not in tok and nxt in ("am", "pm"):
            add(int(tok), 0, nxt)  # "3 pm", "three pm"
        hour = tokens[i + 2] if i + 2 < len(tokens) else ""
        if tok in ("0.5", "quarter") and nxt in ("past", "to") and hour.isdigit():
            h, mins = int(hour), (30 if tok == "0.5" else 15)  # "half past 9" ("half" is 0.5 here)
            if nxt == "to":
                h, mins = h - 1, 60 - mins
            add(h, mins, "am")
            add(h, mins, "pm")
    if "noon" in tokens or "midday" in tokens:
        out.add((12, 0))
    if "midnight" in tokens:
        out.add((0, 0))
    return out


# --------------------------------------------------------------------------- the source index


class _Sources:
    """The conversation texts, normalised once per :func:`check_grounding` call."""

    def __init__(self, texts: Sequence[str], today: date | None) -> None:
        self.texts: list[str] = [t for t in texts if isinstance(t, str) and t.strip()]
        self._each: list[_Sources] | None = None
        self.folded: list[str] = [_fold(t) for t in self.texts]
        self.tokens: list[list[str]] = [_tokenize(f) for f in self.folded]
        self.joined = _TEXT_BREAK.join(_SEP + _SEP.join(toks) + _SEP for toks in self.tokens)
        self.token_set: set[str] = {t for toks in self.tokens for t in toks}
        self.proper_words: set[str] = set()  # capitalised words: "Boston" (for codes like BOS)
        self.caps_words: set[str] = set()  # all-caps short words: "SF", "NYC"
        for text in texts:
            if isinstance(text, str):
                original = unicodedata.normalize("NFKC", text)
                self.proper_words.update(w.casefold() for w in re.findall(r"\b[A-Z][a-z]{3,}\b", original))
                pattern = rf"\b[A-Z]{{2,{CODE_MAX_LETTERS}}}\b"
                self.caps_words.update(w.casefold() for w in re.findall(pattern, original))
        self.numbers: set[float] = set()
        self.quantities: set[tuple[float, str]] = set()
        self.counted: set[float] = set()  # numbers written as a count of a noun: "2 tickets"
        self.plain: set[float] = set()  # every other written number
        for toks in self.tokens:
            self._read_numbers(toks)
        self.digit_strings: list[str] = []
        for f in self.folded:
            for m in _PHONE_SPAN_RE.finditer(f):
                digits = re.sub(r"\D", "", m.group(0))
                if len(digits) >= PHONE_MIN_DIGITS:
                    self.digit_strings.append(digits)
        self.dates = _Dates()
        self.times: set[tuple[int, int]] = set()
        for f, toks in zip(self.folded, self.tokens, strict=True):
            found = _find_dates(f)
            self.dates.full |= found.full
            self.dates.yearless |= found.yearless
            self.dates.years |= found.years
            self.dates.days_only |= found.days_only
            self.times |= _find_times(f, toks)
        # A 24-hour clock hour is a number the user gave ("3pm" -> hour 15). Month numbers
        # are not: "Today is April 10" let an invented party_size of 4 pass (need_info
        # fixture restaurant_no_size_time).
        for h, _mi in self.times:
            self.numbers.add(float(h))
        self.today: date | None = today
        if self.today is None:
            for f in self.folded:
                self.today = _find_today(f)
                if self.today is not None:
                    break
        self.relative: set[date] = set()
        if self.today is not None:
            for toks in self.tokens:
                self.relative |= _relative_dates(toks, self.today, self.dates.days_only)

    def _add_number(self, value: float, unit: str = "") -> None:
        self.numbers.add(_num_key(value))
        if unit:
            self.quantities.add((_num_key(value), unit))
        for factor, target in _CONVERSIONS.get(unit, ()):
            self.numbers.add(_num_key(value * factor))
            if target:
                self.quantities.add((_num_key(value * factor), target))

    def _read_numbers(self, toks: list[str]) -> None:
        n = len(toks)
        for i, tok in enumerate(toks):
            prev = toks[i - 1] if i else ""
            if _is_number_token(tok):
                value = float(tok)
                self._add_number(value)
                j = i + 1
                if j < n and toks[j] in _SCALES:  # "5k", "2.5 million"
                    value *= _SCALES[toks[j]]
                    self._add_number(value)
                    j += 1
                if prev in _CURRENCIES:  # "$25" (the symbol is a token before the number)
                    self._add_number(value, prev)
            elif tok in ("a", "an") and i + 1 < n and toks[i + 1] in _CONVERSIONS:
                value, j = 1.0, i + 1  # "in an hour" == 60 minutes
            else:
                continue
            nxt = toks[j] if j < n else ""
            # _UNIT_SET holds the currencies too ("2 usd" is money, not a count).
            counts_a_noun = (
                nxt.isalpha() and nxt not in _STOPWORDS and nxt not in _UNIT_SET and prev not in _CURRENCIES
            )
            (self.counted if counts_a_noun else self.plain).add(_num_key(value))
            if j + 1 < n and toks[j] in ("a", "an", "of") and toks[j + 1] in _UNIT_SET:
                j += 1  # "half an hour"
            if j < n and toks[j] in _UNIT_SET:
                self._add_number(value, toks[j])
                if toks[j + 1 : j + 3] == ["and", "0.5"]:  # "an hour and a half"
                    self._add_number(value + 0.5, toks[j])

    # -- lookups ------------------------------------------------------------------------

    def has_number(self, value: float) -> bool:
        return _num_key(value) in self.numbers

    def has_sequence(self, tokens: list[str]) -> bool:
        if not tokens:
            return False
        return (_SEP + _SEP.join(tokens) + _SEP) in self.joined

    def each(self) -> list[_Sources]:
        """One index per source text (built on first use), sharing this index's today."""
        if self._each is None:
            self._each = [_Sources([t], self.today) for t in self.texts]
        return self._each

    def only_counts(self, value: float) -> bool:
        """Whether the number is written only as a count of a noun ("the 2 concert tickets")."""
        key = _num_key(value)
        return key in self.counted and key not in self.plain

    def followers(self, tokens: Sequence[str]) -> set[str]:
        """The token after each occurrence of the sequence ("" at the end of a text)."""
        out: set[str] = set()
        n = len(tokens)
        for toks in self.tokens:
            for k in range(len(toks) - n + 1):
                if toks[k : k + n] == list(tokens):
                    out.add(toks[k + n] if k + n < len(toks) else "")
        return out

    def count_date(self, value: date) -> int:
        """How many times the conversation writes this date (relative words count once)."""
        count = int(value in self.relative)
        forms = (_DATE_ISO_RE, _DATE_YMD_SLASH_RE, _DATE_SLASH_RE, _DATE_DOTTED_RE, *_WORDED_DATE_FORMS[:2])
        for folded in self.folded:
            for regex in forms:
                for m in regex.finditer(folded):
                    found = _find_dates(m.group(0))
                    if value in found.full or (value.month, value.day) in found.yearless:
                        count += 1
        return count

    def count_sequence(self, tokens: Sequence[str]) -> int:
        """How many times the token sequence occurs in the sources (0 for no tokens)."""
        if not tokens:
            return 0
        return self.joined.count(_SEP + _SEP.join(tokens) + _SEP)

    def has_substring(self, folded_value: str) -> bool:
        return any(folded_value in f for f in self.folded)

    def date_grounded(self, value: date) -> bool:
        if value in self.dates.full or value in self.relative:
            return True
        if (value.month, value.day) not in self.dates.yearless:
            return False
        allowed = set(self.dates.years)
        if self.today is not None:
            allowed |= {self.today.year, self.today.year + 1}
        return not allowed or value.year in allowed


# --------------------------------------------------------------------------- schema helpers


def _branches(schema: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    out = [schema]
    for key in ("anyOf", "oneOf", "allOf"):
        subs = schema.get(key)
        if isinstance(subs, list):
            out.extend(s for s in subs if isinstance(s, Mapping))
    return out


def _schema_types(schema: Mapping[str, Any]) -> set[str]:
    types: set[str] = set()
    for branch in _branches(schema):
        declared = branch.get("type")
        if isinstance(declared, str):
            types.add(declared)
        elif isinstance(declared, list):
            types.update(t for t in declared if isinstance(t, str))
    return types


def _same_value(a: object, b: object) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(a, b)
    if isinstance(a, str) and isinstance(b, str):
        return a.casefold() == b.casefold()
    return a == b


def _schema_allows(value: object, schema: Mapping[str, Any]) -> str | None:
    """``"enum"`` when the value is a declared enum/const member, ``"default"`` when it is the
    declared default, else None."""
    for branch in _branches(schema):
        members = branch.get("enum")
        if isinstance(members, list) and any(_same_value(value, m) for m in members):
            return "enum"
        if "const" in branch and _same_value(value, branch["const"]):
            return "enum"
    for branch in _branches(schema):
        if "default" in branch and _same_value(value, branch["default"]):
            return "default"
    return None


def _name_words(name: str) -> list[str]:
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)
    return [w for w in re.split(r"[^A-Za-z0-9]+", spaced.casefold()) if w]


def _named_values(
    arguments: Mapping[str, Any], props: Mapping[str, Any], grounded: set[str]
) -> list[tuple[str, str]]:
    """(key, value) of the grounded string arguments that name something: not free text,
    not enum members (the checks across a call's slots look only at these)."""
    out: list[tuple[str, str]] = []
    for key in grounded:
        value = arguments.get(key)
        sub = props.get(key)
        schema: Mapping[str, Any] = sub if isinstance(sub, Mapping) else {}
        if isinstance(value, str) and not _is_free_text_param(key, schema) and "enum" not in schema:
            out.append((key, value))
    return out


def _one_statement_in_two_slots(
    arguments: Mapping[str, Any],
    props: Mapping[str, Any],
    required: set[str],
    grounded: set[str],
    sources: _Sources,
) -> list[str]:
    """Grounded string arguments that share one value the conversation states only once.

    "Find flights to Tokyo on June 12th" came back from Qwen2.5-Coder-0.5B as
    ``origin: "Tokyo", destination: "Tokyo"``, and "Transfer 200 to my savings account" as
    ``from_account: "my savings account", to_account: "your savings account"``: each value is
    in the request, so each passes alone, but one statement cannot fill two slots. Values
    compared by their content words; free-text parameters (which restate the request on
    purpose), dates, times and numbers are left out. Required slots take the statements
    first: an optional copy of a required value is the only one flagged.
    """
    groups: dict[tuple[str, ...], list[str]] = {}
    for key, value in _named_values(arguments, props, grounded):
        folded = _fold(value.strip())
        iso = _ISO_VALUE_RE.fullmatch(value.strip())
        if iso is not None:
            if iso.group(4) is None:  # a plain date: "July 3" cannot be pickup and return day
                groups.setdefault(("\x00date", iso.group(0)), []).append(key)
            continue
        if _TIME_VALUE_RE.fullmatch(folded):
            continue
        content = tuple(_content(_tokenize(folded)))
        if not content or all(_is_number_token(t) for t in content):
            continue
        groups.setdefault(content, []).append(key)
    out: list[str] = []
    for content, keys in groups.items():
        if content[0] == "\x00date":
            day = _mk_date(*(int(x) for x in content[1].split("-")))
            stated = sources.count_date(day) if day is not None else 0
        else:
            stated = sources.count_sequence(content)
        if len(keys) < 2 or stated >= len(keys):
            continue
        needed = [k for k in keys if k in required]
        flagged = keys if len(needed) > stated else [k for k in keys if k not in required]
        out.extend(sorted(flagged, key=list(arguments).index))
    return out


def _stated_as_another_kind(
    arguments: Mapping[str, Any], props: Mapping[str, Any], grounded: set[str], sources: _Sources
) -> list[tuple[str, str]]:
    """Grounded names the conversation only writes as another kind of thing (see KIND_NOUNS)."""
    out: list[tuple[str, str]] = []
    for key, value in _named_values(arguments, props, grounded):
        wanted = {_stem(w) for w in _name_words(key)} & _KIND_STEMS
        if not wanted:
            continue
        tokens = _tokenize(_fold(value.strip()))
        if not tokens or tokens[-1] in _KIND_STEMS:
            continue
        after = sources.followers(tokens)
        if after and after <= _KIND_STEMS and not {_kind(t) for t in after} & {_kind(t) for t in wanted}:
            out.append((key, sorted(after)[0]))
    return out


def _is_region_value(name: str, value: object) -> bool:
    """A short region name or code (no digits) for a parameter named like a region
    (:data:`REGION_PARAM_WORDS`): "CA", "Florida", "United Kingdom"."""
    if not isinstance(value, str) or not REGION_PARAM_WORDS & set(_name_words(name)):
        return False
    words = re.findall(r"[^\W\d_]+", value)
    return 0 < len(words) <= QUALIFIER_MAX_TOKENS and not re.search(r"\d", value)


def _is_free_text_param(name: str, schema: Mapping[str, Any]) -> bool:
    """A parameter whose value the model composes: named like one (last word in
    :data:`_FREE_TEXT_HEADS`) or described like one, and not constrained like an identifier
    (``enum``, ``format``, ``pattern``)."""
    if any(k in schema for k in ("enum", "const", "format", "pattern")):
        return False
    words = _name_words(name)
    if words and words[-1] in _FREE_TEXT_HEADS:
        return True
    desc = schema.get("description")
    return isinstance(desc, str) and bool(_FREE_TEXT_DESCRIPTION_RE.search(desc))


def _content(tokens: Iterable[str]) -> list[str]:
    seen: dict[str, None] = {}
    for t in tokens:
        if t not in _STOPWORDS:
            seen.setdefault(t, None)
    return list(seen)


# --------------------------------------------------------------------------- the grounder

_NUMBER_STRING_RE = re.compile(
    r"([$€£¥])?\s*([+-])?\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.?\d+)\s*([^\W\d_]{1,12}|%|°\s*[cf])?\.?",
    re.IGNORECASE,
)
_LANGUAGE_CODE_RE = re.compile(r"([A-Za-z]{2})(?:[-_][A-Za-z]{2})?")
_KIND_SYNONYMS: dict[str, str] = {"db": "database", "repo": "repository", "dir": "directory"}
_KIND_STEMS: frozenset[str] = frozenset(_stem(w) for w in KIND_NOUNS)


def _kind(token: str) -> str:
    return _KIND_SYNONYMS.get(token, token)


_SNAKE_IDENTIFIER_RE = re.compile(r"[^\W\d_]+(?:_[^\W_]+)+")
"""A snake_case identifier: letters, then one or more ``_word`` parts (``my_database``)."""
_PHONE_VALUE_RE = re.compile(r"\+?[\d \t().\-]+")


@dataclass
class _Outcome:
    value: Any
    rule: str | None
    flags: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class _Grounder:
    sources: _Sources
    mode: GroundingMode
    other_tokens: frozenset[str] = frozenset()
    command_tokens: frozenset[str] = frozenset()
    """The function name's words and the other *required* arguments' words: a free-text
    value made only of these restates the command (see :meth:`_own_content`)."""

    def ground(self, value: Any, schema: Mapping[str, Any], name: str, path: str) -> _Outcome:
        allowed = _schema_allows(value, schema)
        if allowed is not None:
            return _Outcome(value, allowed)
        if value is None:
            return _Outcome(value, None)
        if isinstance(value, bool):
            types = _schema_types(schema)
            if not types or "boolean" in types:
                return _Outcome(value, "boolean")  # a model must pick one side
            return _Outcome(value, "text" if self.sources.has_sequence([str(value).lower()]) else None)
        if isinstance(value, (int, float)):
            try:
                found = self.sources.has_number(float(value))
                if found and MONEY_PARAM_WORDS & set(_name_words(name)) and self.sources.only_counts(value):
                    return _Outcome(value, None, [(path, "a-count-not-money")])
            except OverflowError:
                found = False
            return _Outcome(value, "number" if found else None)
        if isinstance(value, str):
            rule, note = self._ground_string(value, schema, name)
            flags = [(path, note)] if note and rule else []
            return _Outcome(value, rule, flags)
        if isinstance(value, list):
            return self._ground_list(value, schema, name, path)
        if isinstance(value, Mapping):
            return self._ground_object(value, schema, path)
        return _Outcome(value, None)

    def _ground_list(self, value: list[Any], schema: Mapping[str, Any], name: str, path: str) -> _Outcome:
        if not value:
            return _Outcome(value, "empty")
        items = schema.get("items")
        item_schema: Mapping[str, Any] = items if isinstance(items, Mapping) else {}
        out_items: list[Any] = []
        flags: list[tuple[str, str]] = []
        ok = True
        for k, item in enumerate(value):
            sub = self.ground(item, item_schema, name, f"{path}[{k}]")
            flags.extend(sub.flags)
            out_items.append(sub.value)
            if sub.rule is None:
                ok = False
                flags.append((f"{path}[{k}]", "ungrounded"))
        return _Outcome(out_items, "array" if ok else None, flags)

    def _ground_object(self, value: Mapping[str, Any], schema: Mapping[str, Any], path: str) -> _Outcome:
        props_raw = schema.get("properties")
        props: Mapping[str, Any] = props_raw if isinstance(props_raw, Mapping) else {}
        req_raw = schema.get("required")
        required = set(req_raw) if isinstance(req_raw, list) else set()
        out: dict[str, Any] = {}
        flags: list[tuple[str, str]] = []
        ok = True
        for key, item in value.items():
            sub_schema = props.get(key)
            if not isinstance(sub_schema, Mapping):
                sub_schema = {}
            sub = self.ground(item, sub_schema, key, f"{path}.{key}")
            flags.extend(sub.flags)
            if sub.rule is None:
                if key in required:
                    ok = False
                    flags.append((f"{path}.{key}", "ungrounded"))
                elif self.mode == "strict":
                    flags.append((f"{path}.{key}", "dropped-optional"))
                    continue
                else:
                    flags.append((f"{path}.{key}", "kept-optional"))
            out[key] = sub.value
        return _Outcome(out, "object" if ok else None, flags)

    # -- strings ------------------------------------------------------------------------

    def _ground_string(self, value: str, schema: Mapping[str, Any], name: str) -> tuple[str | None, str]:
        """(rule, note) for one string; rule None when ungrounded. The order matters: a value
        that looks like a date, a time, a phone number or a number is decided by that rule
        alone, so "2024-05-03" is never grounded by its digits appearing somewhere."""
        src = self.sources
        stripped = value.strip()
        if not stripped:
            return None, ""
        folded = _fold(stripped)
        tokens = _tokenize(folded)
        if not tokens:
            return ("text" if src.has_substring(folded) else None), ""
        # 1. the value's tokens, in order, somewhere in one source (case, whitespace,
        #    punctuation, number spelling and unit spelling do not matter).
        if src.has_sequence(tokens):
            if self._is_free_text(name, schema, tokens) and not self._own_content(tokens):
                return None, ""  # only the command and the other arguments, restated
            return "text", ""
        # 2. dates and date-times: "2024-03-03" for "March 3rd"; relative words only when
        #    today's date is known.
        iso = _ISO_VALUE_RE.fullmatch(stripped)
        if iso is not None:
            return self._ground_iso(iso)
        worded = self._worded_date(folded)
        if worded is not None:
            return ("date" if worded else None), ""
        # 3. clock times: "15:00" for "3pm".
        tm = _TIME_VALUE_RE.fullmatch(folded)
        if tm is not None:
            return ("time" if self._time_grounded(tm) else None), ""
        # 4. phone-like digit strings: punctuation does not matter, digits do.
        digits = re.sub(r"\D", "", stripped)
        if _PHONE_VALUE_RE.fullmatch(stripped) and len(digits) >= PHONE_MIN_DIGITS:
            return self._ground_digits(digits)
        # 5. numbers with an optional unit or currency: "$1,200", "5 km", "30 minutes".
        num = _NUMBER_STRING_RE.fullmatch(stripped)
        if num is not None:
            return ("number" if self._number_string_grounded(num) else None), ""
        # 6. identifiers (e-mail, URL, path, snake_case name) are copied, never assembled
        #    from words: the 0.5B model answered "Create a new read-only database user" with
        #    username "read_only_user" and database "my_database" (need_info fixture
        #    db_user_no_name); both passed rule 7 word by word.
        if "@" in stripped or "/" in stripped or _SNAKE_IDENTIFIER_RE.fullmatch(stripped):
            return None, ""
        content = _content(tokens)
        # 7. every content word appears ("Jane Doe" for "doe, jane").
        if content and all(t in src.token_set for t in content):
            return "tokens", ""
        # 8. a grounded place plus a region qualifier ("New York, NY" for "new york").
        qualified = self._qualifier(stripped)
        if qualified is not None:
            return qualified
        # 9. free text the model composed: half its new content words come from the sources.
        if self._is_free_text(name, schema, tokens) and self._overlap_ok(content):
            return "free-text", ""
        # 10. lenient only: an all-caps code derived from the conversation ("SF", "BOS"), or
        #     a name whose initials are a code the user wrote ("San Francisco" for "SF").
        if self.mode == "lenient":
            lang = _LANGUAGE_CODE_RE.fullmatch(stripped)
            if (
                lang is not None
                and {"language", "lang", "locale"} & set(_name_words(name))
                and any(LANGUAGE_CODES.get(t) == lang.group(1).casefold() for t in self.sources.token_set)
            ):
                return "code", f"language-code:{stripped}"
            if self._code(stripped):
                return "code", f"code-derived:{stripped}"
            initials = "".join(t[0] for t in content if not t[0].isdigit())
            if len(content) >= 2 and initials in self.sources.caps_words:
                return "code", f"code-expanded:{initials.upper()}"
        return None, ""

    def _ground_iso(self, m: re.Match[str]) -> tuple[str | None, str]:
        got = _mk_date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if got is None:
            return None, ""
        date_ok = self.sources.date_grounded(got)
        if m.group(4) is None:
            return ("date" if date_ok else None), ""
        hm = (int(m.group(4)), int(m.group(5)))
        time_ok = hm in self.sources.times
        if (
            not date_ok
            and time_ok
            and self.mode == "lenient"
            and got == self.sources.today
            and not (self.sources.dates.full or self.sources.relative or self.sources.dates.yearless)
        ):
            return "datetime", "today-assumed"  # "remind me at 3pm" with today's date stated
        if date_ok and not time_ok and hm == (0, 0) and self.mode == "lenient":
            return "datetime", "midnight-assumed"  # a date-only filter spelled as a date-time
        if not (date_ok and time_ok):
            return None, ""
        # One moment, one statement: the date and the time must come from the same text.
        # Qwen2.5-Coder-1.5B took the date of another event from a tool result listing and
        # the time from "Add a 1:1 with Priya at 4pm" (need_info fixture
        # calendar_time_but_no_day_with_tool_context).
        if (
            len(self.sources.texts) > 1
            and got != self.sources.today  # today's date, once stated, holds for every text
            and not any(hm in one.times and one.date_grounded(got) for one in self.sources.each())
        ):
            return None, ""
        return "datetime", ""

    def _worded_date(self, folded: str) -> bool | None:
        """None when ``folded`` is not a date written out; else whether it is grounded."""
        body = re.sub(r"^" + _WEEKDAY_PREFIX, "", folded).strip()
        for regex in _WORDED_DATE_FORMS:
            if regex.fullmatch(body):
                found = _find_dates(body)
                if found.full:
                    return any(self.sources.date_grounded(d) for d in found.full)
                if found.yearless:
                    known = self.sources.dates.yearless | {
                        (d.month, d.day) for d in self.sources.dates.full | self.sources.relative
                    }
                    return any(md in known for md in found.yearless)
                return False
        return None

    def _time_grounded(self, m: re.Match[str]) -> bool:
        if m.group(1) is not None:
            h, mi, ampm = int(m.group(1)), int(m.group(2)), m.group(4)
        else:
            h, mi, ampm = int(m.group(5)), 0, m.group(6)
        if ampm == "pm" and h < 12:
            h += 12
        elif ampm == "am" and h == 12:
            h = 0
        return (h, mi) in self.sources.times

    def _ground_digits(self, digits: str) -> tuple[str | None, str]:
        for known in self.sources.digit_strings:
            if digits == known:
                return "digits", ""
            extra = len(digits) - len(known)
            if self.mode == "lenient" and 0 < extra <= COUNTRY_CODE_MAX_DIGITS and digits.endswith(known):
                return "digits", "country-code-added"
        if self.sources.has_number(float(digits)):
            return "digits", ""
        return None, ""

    def _number_string_grounded(self, m: re.Match[str]) -> bool:
        value = float(m.group(3).replace(",", ""))
        symbol, unit_raw = m.group(1), m.group(4)
        unit = ""
        if symbol:
            unit = _UNITS[symbol]
        elif unit_raw:
            raw = _fold(unit_raw).replace("°", "").replace(" ", "")
            scale = _SCALES.get(raw)
            if scale is not None:
                value *= scale
            else:
                base = raw if raw in _UNITS else _stem(raw)
                unit = _UNITS.get(base, base)
        if not unit:
            return self.sources.has_number(value)
        key = (_num_key(value), unit)
        if key in self.sources.quantities:
            return True
        return self.sources.has_number(value) and unit in self.sources.token_set

    def _qualifier(self, value: str) -> tuple[str | None, str] | None:
        if "," not in value:
            return None
        head, _, tail = value.partition(",")
        head_tokens = _tokenize(_fold(head))
        tail_words = re.findall(r"[^\W\d_]+", tail)
        if not head_tokens or any(t[0].isdigit() for t in head_tokens):
            return None  # an address "12 Elm St, Springfield": the town would be invented
        if not tail_words or len(tail_words) > QUALIFIER_MAX_TOKENS or re.search(r"\d", tail):
            return None
        if self.mode == "strict" and any(len(w) > STRICT_QUALIFIER_MAX_LETTERS for w in tail_words):
            return None
        if self.sources.has_sequence(head_tokens):
            return "qualifier", f"qualifier-added:{tail.strip()}"
        return None

    def _is_free_text(self, name: str, schema: Mapping[str, Any], tokens: list[str]) -> bool:
        if _is_free_text_param(name, schema):
            return True
        return self.mode == "lenient" and len(tokens) >= LONG_VALUE_MIN_WORDS and "enum" not in schema

    def _own_content(self, tokens: list[str]) -> list[str]:
        """Content words of a free-text value that no other argument (nor the function's
        name) already carries."""
        return [t for t in _content(tokens) if t not in self.command_tokens and t not in _QUERY_SYNTAX]

    def _overlap_ok(self, content: list[str]) -> bool:
        own = [t for t in content if t not in self.other_tokens and t not in _QUERY_SYNTAX]
        if not own:
            return False
        hits = sum(1 for t in own if t in self.sources.token_set)
        return hits >= 1 and hits / len(own) >= FREE_TEXT_MIN_OVERLAP

    def _code(self, value: str) -> bool:
        if not re.fullmatch(rf"[A-Z]{{2,{CODE_MAX_LETTERS}}}", value):
            return False
        code = value.casefold()
        for toks in self.sources.tokens:
            words = [t for t in toks if not t[0].isdigit()]
            for k in range(len(words) - len(code) + 1):
                window = words[k : k + len(code)]
                if "".join(w[0] for w in window) == code and not any(w in _STOPWORDS for w in window):
                    return True
        return len(code) == 3 and any(w.startswith(code) for w in self.sources.proper_words)


# --------------------------------------------------------------------------- public API


@dataclass(frozen=True)
class GroundingResult:
    """What :func:`check_grounding` found.

    Attributes:
        calls: the calls, same order and ids as given; in ``strict`` mode with ungrounded
            optional values removed. Calls with ungrounded required values are still here:
            the caller decides (see :func:`to_need_info`).
        ungrounded_required: call index -> required parameters whose value the conversation
            does not support (or that are absent).
        dropped_optional: ``(call index, parameter)`` for every optional value removed
            (``strict``); empty in ``lenient``, which keeps them with a note.
        notes: one entry per finding, ``grounding:<call>:<path>:<what>``, e.g.
            ``grounding:0:date:ungrounded-required`` or ``grounding:0:city:qualifier-added:NY``.
    """

    calls: tuple[ToolCall, ...]
    ungrounded_required: dict[int, list[str]] = field(default_factory=dict)
    dropped_optional: list[tuple[int, str]] = field(default_factory=list)
    notes: tuple[str, ...] = ()

    @property
    def needs_info(self) -> bool:
        """True when some call has a required value the conversation does not give."""
        return any(self.ungrounded_required.values())


def _function_map(functions: Mapping[str, FunctionTool] | Sequence[FunctionTool]) -> dict[str, FunctionTool]:
    items = list(functions.values()) if isinstance(functions, Mapping) else list(functions)
    tools = [FunctionTool.from_dict(f) for f in items]
    return {t.name: t for t in tools}


def _check_mode(mode: object) -> GroundingMode:
    if mode not in GROUNDING_MODES:
        msg = f"grounding mode must be one of {GROUNDING_MODES}; got {mode!r}. Use 'lenient' if unsure."
        raise SchemaError(msg)
    return mode  # type: ignore[return-value]


def _call_tokens(args: Mapping[str, Any], props: Mapping[str, Any]) -> dict[str, frozenset[str]]:
    """Content tokens of each top-level string argument that is not itself free text.

    A free-text value is measured without these: "Hi Alice!" as the message of a call whose
    ``to`` is "Alice" must not count "alice" as content taken from "Send a message to Alice"."""
    out: dict[str, frozenset[str]] = {}
    for key, val in args.items():
        sub = props.get(key)
        if isinstance(val, str) and not _is_free_text_param(key, sub if isinstance(sub, Mapping) else {}):
            out[key] = frozenset(_content(_tokenize(_fold(val))))
    return out


def check_grounding(
    calls: Sequence[ToolCall],
    functions: Mapping[str, FunctionTool] | Sequence[FunctionTool],
    sources: Sequence[str],
    *,
    mode: GroundingMode = "lenient",
    today: date | None = None,
) -> GroundingResult:
    """Check that every argument value of ``calls`` comes from the conversation.

    A value is grounded when it, or a normalised form of it, appears in ``sources``; the
    rules (in order) are listed in ``docs/grounding.md``. Enum members and schema defaults are
    always grounded; a boolean is grounded when the parameter is boolean.

    Args:
        calls: validated calls (names declared, arguments coerced).
        functions: the declared tools, by name or as a list.
        sources: the user and tool texts of the conversation. Never the system prompt or the
            manifest: an example in a parameter description ("e.g. San Francisco, CA") is how
            a model invents a value, so it must not ground one.
        mode: ``"lenient"`` (default) keeps ungrounded optional values with a note and accepts
            looser string matches (long values as free text, codes like "SF", country codes,
            a midnight time on a given date); ``"strict"`` drops ungrounded optional values
            and accepts only the exact rules; ``"off"`` returns the calls untouched.
        today: today's date if the caller vouches for it. Otherwise relative dates
            ("tomorrow", "next Friday") are grounded only when a source states today's date
            ("Today is March 4, 2024").

    Returns:
        A :class:`GroundingResult`; pass it to :func:`to_need_info` to get the NEED_INFO
        envelope when a required value is ungrounded.

    Raises:
        SchemaError: ``mode`` is not one of ``"strict"``, ``"lenient"``, ``"off"``, or a tool
            definition is malformed.

    Example:
        ```python
        result = check_grounding([call], tools, ["Book me a flight from Boston to Denver"])
        if (need := to_need_info(result, tools)) is not None:
            ...  # ask the user for need.missing instead of calling
        ```
    """
    checked_mode = _check_mode(mode)
    if checked_mode == "off":
        return GroundingResult(calls=tuple(calls))
    fmap = _function_map(functions)
    index = _Sources(sources, today)
    out_calls: list[ToolCall] = []
    ungrounded: dict[int, list[str]] = {}
    dropped: list[tuple[int, str]] = []
    notes: list[str] = []
    for i, call in enumerate(calls):
        tool = fmap.get(call.name)
        if tool is None:
            # Not declared: nothing vouches for any value. Safe direction: all count as required.
            notes.append(f"grounding:{i}:{call.name}:unknown-function")
            props: Mapping[str, Any] = {}
            required: set[str] = set(call.arguments)
        else:
            props = tool.properties
            required = set(tool.required)
        per_arg = _call_tokens(call.arguments, props)
        # Restating the command is not content: "Send an email to tom@x.com" as an e-mail body
        # (Qwen2.5-Coder-0.5B, need_info fixture email_no_content) says nothing to send.
        function_words = frozenset(_stem(w) for w in _name_words(call.name))
        new_args: dict[str, Any] = {}
        missing: list[str] = []
        grounded_keys: set[str] = set()
        regions: list[str] = []
        for key, value in call.arguments.items():
            others: set[str] = set()
            for other_key, toks in per_arg.items():
                if other_key != key:
                    others |= toks
            command = set(function_words)
            for other_key, toks in per_arg.items():
                if other_key != key and other_key in required:
                    command |= toks
            grounder = _Grounder(index, checked_mode, frozenset(others | function_words), frozenset(command))
            sub_schema = props.get(key)
            out = grounder.ground(value, sub_schema if isinstance(sub_schema, Mapping) else {}, key, key)
            notes.extend(f"grounding:{i}:{p}:{what}" for p, what in out.flags)
            if out.rule is not None:
                grounded_keys.add(key)
            elif key in required and checked_mode == "lenient" and _is_region_value(key, value):
                regions.append(key)  # decided below, once every place argument is grounded
            else:
                if key in required:
                    missing.append(key)
                    notes.append(f"grounding:{i}:{key}:ungrounded-required")
                elif checked_mode == "strict":
                    dropped.append((i, key))
                    notes.append(f"grounding:{i}:{key}:dropped-optional")
                    continue
                else:
                    notes.append(f"grounding:{i}:{key}:kept-optional")
            new_args[key] = out.value
        flagged = [
            (key, "same-value-as-another-parameter")
            for key in _one_statement_in_two_slots(call.arguments, props, required, grounded_keys, index)
        ]
        flagged += [
            (key, f"stated-as-a-{kind}")
            for key, kind in _stated_as_another_kind(call.arguments, props, grounded_keys, index)
            if key not in {k for k, _ in flagged}
        ]
        for key, why in flagged:
            grounded_keys.discard(key)
            if key in required:
                missing.append(key)
                notes.append(f"grounding:{i}:{key}:{why}")
            elif checked_mode == "strict":
                new_args.pop(key, None)
                dropped.append((i, key))
                notes.append(f"grounding:{i}:{key}:dropped-optional")
            else:
                notes.append(f"grounding:{i}:{key}:kept-optional")
        has_place = any(PLACE_PARAM_WORDS & set(_name_words(k)) for k in grounded_keys)
        for key in regions:
            if has_place:
                notes.append(f"grounding:{i}:{key}:region-of-place")
            else:
                missing.append(key)
                notes.append(f"grounding:{i}:{key}:ungrounded-required")
        for key in sorted(required - set(call.arguments)):
            missing.append(key)
            notes.append(f"grounding:{i}:{key}:missing-required")
        if missing:
            ungrounded[i] = missing
        if new_args == call.arguments:
            out_calls.append(call)
        else:
            out_calls.append(ToolCall(name=call.name, arguments=new_args, id=call.id))
    return GroundingResult(
        calls=tuple(out_calls),
        ungrounded_required=ungrounded,
        dropped_optional=dropped,
        notes=tuple(notes),
    )


def to_need_info(
    result: GroundingResult,
    functions: Mapping[str, FunctionTool] | Sequence[FunctionTool],
) -> EnvelopeNeedInfo | None:
    """The NEED_INFO envelope for the first call with ungrounded required values, or None.

    ``missing`` lists that call's ungrounded required parameters in the order the schema's
    ``required`` declares them (the order a user would be asked in). ``notes`` carries the
    grounding notes of that call plus ``"grounding"``.
    """
    fmap = _function_map(functions)
    for i, call in enumerate(result.calls):
        params = result.ungrounded_required.get(i)
        if not params:
            continue
        tool = fmap.get(call.name)
        order = {p: k for k, p in enumerate(tool.required)} if tool is not None else {}
        ranked = sorted(params, key=lambda p: (order.get(p, len(order)), params.index(p)))
        own = tuple(n for n in result.notes if n.startswith(f"grounding:{i}:"))
        return EnvelopeNeedInfo(function=call.name, missing=tuple(ranked), notes=("grounding", *own))
    return None


def collect_sources(messages: Iterable[Message]) -> list[str]:
    """The texts grounding may trust: the content of user and tool messages, in order.

    System messages (the manifest, examples in descriptions) and assistant messages (the
    model's own words, which may hold a value it invented earlier) are left out.
    """
    return [m.content for m in messages if m.role in ("user", "tool") and m.content]


def find_grounding(
    value: object,
    sources: Sequence[str],
    *,
    schema: Mapping[str, Any] | None = None,
    name: str = "",
    mode: GroundingMode = "lenient",
    today: date | None = None,
) -> str | None:
    """The rule that grounds one value in ``sources``, or None when nothing supports it.

    Rule names: ``enum``, ``default``, ``boolean``, ``number``, ``text``, ``date``, ``datetime``,
    ``time``, ``digits``, ``tokens``, ``qualifier``, ``free-text``, ``code``, ``empty``,
    ``array``, ``object``. Useful to explain a NEED_INFO and to test the rules one by one.

    Raises:
        SchemaError: ``mode`` is not ``"strict"`` or ``"lenient"``.
    """
    checked = _check_mode(mode)
    if checked == "off":
        msg = "find_grounding needs mode 'strict' or 'lenient'; 'off' checks nothing."
        raise SchemaError(msg)
    grounder = _Grounder(_Sources(sources, today), checked)
    return grounder.ground(value, schema or {}, name, name or "value").rule
