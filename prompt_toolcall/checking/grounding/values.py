"""Typed values read from the conversation: numbers, dates, times, phone digits, words.

:class:`Evidence` reads every user and tool text once. Nothing here knows a parameter: it only
lists what the conversation states, so ``match.py`` can compare a call's value to it, value to
value. Each reader gives up in the safe direction: a form it cannot read adds nothing, so a
value in that form is not grounded and the user is asked.

- Numbers: digits in either decimal convention ("1,500.50" and "1.500,50"; both readings are
  kept), thousands grouped by spaces as French, Polish or Swedish write them ("4 512,7",
  "15 220": read whole as well as group by group), every digit run on its own (so
  "2025-05-14" also states 2025, 5 and 14), negative numbers, and number words in the
  languages ``text2num`` reads (``alpha2digit``: en, fr, es, pt, de, it, nl):
  "fünfundzwanzig" -> 25, but not a lone scale word in a form the language does not write
  for the scale itself ("thousands", "hundreds", Spanish "miles": an order of magnitude,
  not 1000 or 100; see ``_as_written_numbers``); in other languages, one-word numbers up
  to 100 and ordinals up to 31st (``lexicon.number_words``: "två" -> 2, "fjerde" -> 4);
  Chinese and Japanese numerals ("三千五百" -> 3500, "两" -> 2; a lone "一" is the
  article-like "a", as in "一起", "一下", and is not read); scientific notation ("1e-9"); a
  number times the scale word after it, from a million up, in the text2num languages ("213
  million", "3 Millionen", "2,5 millions"), and digits times a myriad sign ("300万" ->
  3,000,000).
- Dates: year-month-day in digits ("2025-05-14", "2025年5月1日"), day and month in digits with
  a year ("3/4/2025" keeps both day-first and month-first readings), a month name of any
  dateparser language next to a day number ("3. März 2025", "14 de mayo", "May 2") with the
  year when one stands within a few words, and - once today is known - relative words
  ("morgen", "明日", "tomorrow": today + 1) and weekday names (the next such day, the one a
  week later, and the last one).
- Today: the ``today`` argument, or the full date in a text that also holds a word for today
  ("Heute ist Dienstag, der 4. März 2025", "Today is 2024-11-19"). Relative words count from
  every anchor: that argument, such a statement, and a full date written with its own
  weekday name ("Nous sommes le mercredi 15 octobre 2025").
- Amounts: the numbers a unit change may scale (``Evidence.amounts``): every number but the
  parts of a clock time written with a colon or a CJK hour sign ("04:50", "4点50"). A time of
  day is not a duration: "04:50" states the hour 4, not 4 hours = 240 minutes (a 1.5B model
  passed that 240 as a recipe's proving time it never looked up). The parts still ground
  themselves (an hour parameter 4, a minute parameter 50).
- Times: an hour and minutes ("19:30", "7h30", "15時30"; below 12 also read twelve hours
  later, "2:30 pm") and any whole number from 0 to 24 as an hour ("19 Uhr", "à 20h",
  "at 2pm", "下午3点" all state an hour; ``match.py`` reads 2 as 02:00 or 14:00).
- Phone numbers: the digits of every run of digits, spaces, dots, dashes and brackets.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import cached_property, lru_cache

from prompt_toolcall.checking.grounding.lexicon import (
    TEXT2NUM_LANGUAGES,
    date_words,
    number_words,
    stems,
    written_number,
)
from prompt_toolcall.checking.grounding.text import PhraseIndex, fold, is_unspaced, tokens

__all__ = ["PHONE_RE", "Evidence", "count_number", "count_operands", "read_amounts", "read_numbers"]

DATE_WINDOW = 3
"""A day number belongs to a month name when at most this many words lie between them
("14 de mayo": one; "the 3rd of August": one)."""

YEAR_WINDOW = 4
"""A four-digit year belongs to a month name when at most this many words lie between them."""

MAX_TEXT_CHARS = 20_000
"""Each text is read up to this many characters: a huge tool result cannot stall a turn.
Values past the cut are not grounded (the user is asked)."""

_DIGITS_RE = re.compile(r"(?<![\d.,])-?\d+(?:[.,]\d+)*")
_GROUP_SPACE = "[ \u00a0\u202f]"
_SPACE_GROUPED_RE = re.compile(
    rf"(?<![\d.,])(?<!\d{_GROUP_SPACE})\d{{1,3}}(?:{_GROUP_SPACE}\d{{3}})+(?:[.,]\d+)?(?!\d)(?!{_GROUP_SPACE}\d)"
)
"""Thousands grouped by a space, a no-break space or a narrow one (CLDR's group sign for
French, Polish, Czech, Swedish and others): "4 512,7", "15 220". A run that goes on in more
digit groups is a phone number or a code ("0532 418 077 09"), not one amount."""
_YMD_RE = re.compile(r"(?<!\d)(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})(?!\d)")
_DMY_RE = re.compile(r"(?<![\d.])(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4}|\d{2})(?![\d])")
_SLASH_RE = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})(?![\d/])")
_MD_CJK_RE = re.compile(r"(?<!\d)(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]?")
_CLOCK_RE = re.compile(r"(?<![\d.,])(\d{1,2})\s*(?::|h|時|时|点|點|\.(?=\d\d(?!\d)))\s*(\d{2})(?!\d)")
PHONE_RE = re.compile(r"\+?\d[\d \t().\-/]{5,}\d")
"""A run that may be a phone number: digits with spaces, brackets, dots, dashes or slashes."""
_DAY_TOKEN_RE = re.compile(r"^(\d{1,2})[^\W\d_]{0,2}$")
_LATIN_WORD_RE = re.compile(r"[^\W\d_]+")
_CLOCK_TIME_RE = re.compile(r"(?<![\d.,:])(?:[01]?\d|2[0-4])\s*(?::|時|时|点|點)\s*[0-5]\d(?![\d:])")
"""A time of day whose form says it is one ("04:50", "15時30"): ``7h30`` or ``7.30`` may be a
duration or a price, so those forms stay amounts."""


def _readings(run: str) -> set[float]:
    """Every number a digit run may mean: "1,500" is 1500 or 1.5, "49.99" is 49.99 (a
    thousands separator is followed by exactly three digits). Only a run that is no number
    in either convention ("12.05.2025", "1,2,3") reads as its digit groups one by one: the
    whole part of a decimal is not a value the text states ("4.65" does not ground an
    invented 4, the usual guess of a small model for an operand it never looked up)."""
    out: set[float] = set()
    sign = -1.0 if run.startswith("-") else 1.0
    body = run.lstrip("-")
    for thousands, decimal in ((",", "."), (".", ",")):
        whole, _, fraction = body.rpartition(decimal) if decimal in body else (body, "", "")
        groups = whole.split(thousands)
        if any(len(g) != 3 or not g.isdigit() for g in groups[1:]) or not groups[0].isdigit():
            continue
        if fraction and not fraction.isdigit():
            continue
        out.add(sign * float("".join(groups) + ("." + fraction if fraction else "")))
    if not out:
        out = {float(part) for part in re.split(r"[.,]", body)}
    return out


_SCIENTIFIC_RE = re.compile(r"(?<![\w.,])-?\d+(?:\.\d+)?[eE][-+]?\d{1,3}(?![\w.])")
"""A number in scientific notation ("1e-9", "6.02E23"): one value, not its digit groups."""

_WORD_SCALE_RE = re.compile(r"(?<![\d.,])(-?\d+(?:[.,]\d+)*)\s+(10{6,})(?![\d.,])")
"""A number followed by a scale word that text2num wrote as digits ("213 million" becomes
"213 1000000" in the English reading, "3 Millionen" in the German one): the product is
stated too. Only scales of a million and up: "mil" (a thousand in Spanish and Portuguese)
is also an English word, and "15 miles" must not read as 15,000."""

_THOUSANDS_SUFFIX_RE = re.compile(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s?[kK](?![^\W\d_])")
"""A number with a thousands suffix ("1.5k", "85K", "10 k"): times 1000 as well."""

_CJK_SCALE_RE = re.compile(r"(\d+(?:\.\d+)?)\s*([万萬亿億])")
_CJK_SCALES = {"万": 1e4, "萬": 1e4, "亿": 1e8, "億": 1e8}
"""Digits followed by a Chinese or Japanese myriad sign ("300万", "1.5億"): the product."""


def _statements(variant: str, base: str) -> list[set[float]]:
    """The readings of each number statement of one variant of a text (``base``: the text as
    written, to tell a scale word text2num turned into digits from digits the text holds)."""
    out = [_readings(m.group(0)) for m in _DIGITS_RE.finditer(variant)]
    if variant is base:  # in a reading, "50 cent" became "50 100": two numbers, not 50100
        out += [_readings(re.sub(r"\s", "", m.group(0))) for m in _SPACE_GROUPED_RE.finditer(variant)]
    out += [{float(m.group(0))} for m in _SCIENTIFIC_RE.finditer(variant)]
    out += [{r * 1000 for r in _readings(m.group(1))} for m in _THOUSANDS_SUFFIX_RE.finditer(variant)]
    if variant is not base:
        out += [
            {r * float(m.group(2)) for r in _readings(m.group(1))}
            for m in _WORD_SCALE_RE.finditer(variant)
            if m.group(2) not in base
        ]
    elif is_unspaced(variant):
        for m in _CJK_SCALE_RE.finditer(variant):
            out.append({r * _CJK_SCALES[m.group(2)] for r in _readings(m.group(1))})
    return out


def read_numbers(text: str) -> set[float]:
    """The numbers a text states, in digits or (see module docstring) in words."""
    out: set[float] = set()
    variants = _variants(text)
    for variant in variants:
        for readings in _statements(variant, variants[0]):
            out |= readings
    out.update(float(n) for n in _worded(text))
    return out


_CJK_NUMERAL_RE = re.compile(
    r"[零〇一二两兩三四五六七八九十百千万萬亿億]+(?:[点點][零〇一二三四五六七八九]+)?"
)


@lru_cache(maxsize=2048)
def _worded(text: str) -> tuple[float, ...]:
    """The numbers ``text`` states in words :func:`_variants` does not convert: one-word
    numbers of the ``num2words`` languages and Chinese or Japanese numerals (module docstring),
    once per statement (so :func:`count_number` can count them)."""
    out: list[float] = []
    lexicon = number_words()
    base = unicodedata.normalize("NFKC", text[:MAX_TEXT_CHARS]).casefold()
    out += [float(lexicon[w]) for w in _LATIN_WORD_RE.findall(base) if w in lexicon]
    if is_unspaced(base):
        for m in _CJK_NUMERAL_RE.finditer(base):
            if m.group(0) != "一":
                out += _cjk_number(m.group(0))
    return tuple(out)


def _cjk_number(run: str) -> list[float]:
    import warnings

    import cn2an

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # cn2an warns (and raises) on runs it cannot read
        try:
            return [float(cn2an.cn2an(run.replace("兩", "两"), "smart"))]
        except (ValueError, TypeError, KeyError):
            return []


def read_amounts(text: str) -> set[float]:
    """The numbers a text states outside its clock times (see module docstring: "04:50" is a
    time of day, not the amounts 4 and 50)."""
    return read_numbers(_CLOCK_TIME_RE.sub(" ", text))


def count_operands(text: str) -> int:
    """How many values a text gives to compute with: each amount, and each clock time once
    ("add 25 minutes to 04:50" gives two; "at 04:50" gives one, not the numbers 4 and 50)."""
    return len(read_amounts(text)) + len(_CLOCK_TIME_RE.findall(text))


def count_number(text: str, value: float) -> int:
    """How many times ``text`` states ``value`` (digits or number words; the most any one
    reading of the number words gives, so "three ... 3" counts twice only in one reading)."""
    best = 0
    variants = _variants(text[:MAX_TEXT_CHARS])
    for variant in variants:
        statements = _statements(variant, variants[0])
        n = sum(1 for readings in statements if any(abs(r - value) < 1e-9 for r in readings))
        best = max(best, n)
    return best + sum(1 for n in _worded(text) if abs(n - value) < 1e-9)


@lru_cache(maxsize=2048)
def _variants(text: str) -> tuple[str, ...]:
    """The text with number words written as digits, once per text2num language."""
    from text_to_num import alpha2digit

    base = unicodedata.normalize("NFKC", text)
    seen = [base]
    if _LATIN_WORD_RE.search(base) is None:
        return tuple(seen)
    for lang in TEXT2NUM_LANGUAGES:
        try:
            converted = alpha2digit(base, lang, threshold=0)
        except Exception:  # text2num raises on some inputs; the text is then read as written
            continue
        if converted != base:
            converted = _as_written_numbers(base, converted, lang)
        if converted not in seen:
            seen.append(converted)
    return tuple(seen)


_LONE_SCALE_RE = re.compile(r"(?<![\d.,])10{2,}(?![\d]|[.,]\d)")
_MASK = "\ue000"
"""Stands in for a word text2num must not read (a private-use character: no language's word)."""


def _as_written_numbers(base: str, converted: str, lang: str) -> str:
    """``converted`` (text2num's reading of ``base`` in ``lang``) without the readings of lone
    scale words in a form ``lang`` does not write for the scale itself: text2num reads
    "thousands", "hundreds", Spanish "miles" and "cientos", French "millions" as 1000, 100
    or 1,000,000, but alone they state an order of magnitude, not a number ("15 miles" is not
    1000 either). ``num2words`` says how the scale is written ("mil", "cent", "a hundred";
    "tausend" as the tail of "eintausend"). From a million up, a counted form after a count
    ("3 millions", "2,5 Millionen") stays: :data:`_WORD_SCALE_RE` reads the product. Only a
    text whose reading holds a lone scale is read again, with those words masked (a text that
    already holds the mask character keeps text2num's reading)."""
    from text_to_num import alpha2digit

    if _LONE_SCALE_RE.search(converted) is None or _MASK in base:
        return converted
    undone = {w for w in set(_LATIN_WORD_RE.findall(base)) if _magnitude_word(w, lang)}
    if not undone:
        return converted
    masked: list[str] = []

    def mask(m: re.Match[str]) -> str:
        counted = re.search(r"\d\s*$", base[max(0, m.start() - 8) : m.start()]) is not None
        if counted and _magnitude_word(m.group(0), lang) >= 10**6:
            return m.group(0)
        masked.append(m.group(0))
        return _MASK

    alternatives = "|".join(re.escape(w) for w in sorted(undone, key=len, reverse=True))
    text = re.sub(rf"(?<![^\W\d_])(?:{alternatives})(?![^\W\d_])", mask, base)
    try:
        text = alpha2digit(text, lang, threshold=0)
    except Exception:  # text2num raises on some inputs; the text is then read as written
        return base
    words = iter(masked)
    return re.sub(_MASK, lambda _: next(words, ""), text)


@lru_cache(maxsize=4096)
def _magnitude_word(word: str, lang: str) -> int:
    """The scale (100, 1000, ...) text2num reads ``word`` alone as in ``lang`` when ``lang``
    does not write the scale so (``num2words``): "thousands" -> 1000, "miles" -> 1000 in
    Spanish; 0 for "mil", "cent", "tausend", "hundred" and every other word."""
    from text_to_num import alpha2digit

    try:
        read = alpha2digit(word, lang, threshold=0).strip()
    except Exception:  # text2num raises on some inputs: then it reads nothing
        return 0
    if re.fullmatch(r"10{2,}", read) is None:
        return 0
    scale = int(read)
    folded = word.casefold()
    return 0 if any(w.endswith(folded) for w in written_number(lang, scale)) else scale


def _mk(y: int | None, m: int, d: int) -> tuple[int | None, int, int] | None:
    try:
        date(y if y is not None else 2000, m, d)  # 2000 is a leap year: 29 February stays
    except ValueError:
        return None
    return (y, m, d)


def _year(raw: str) -> int:
    y = int(raw)
    return y + 2000 if y < 100 else y


@dataclass
class Evidence:
    """Everything the conversation states, read once per turn.

    Attributes:
        texts: the source texts as given (cut to :data:`MAX_TEXT_CHARS`).
        folded: the same texts folded (see ``text.fold``).
        words: every folded word.
        compact: each folded text without spaces and punctuation (for identifiers).
        numbers: every number stated.
        amounts: every number stated outside a clock time (the ones a unit change may scale).
        dates: ``(year, month, day)`` stated with a year.
        yearless: ``(month, day)`` stated without one.
        relative: dates resolved from relative words and weekday names (needs ``today``).
        times: ``(hour, minute)`` stated as a clock time.
        hours: whole numbers 0-24 (a stated hour, see module docstring).
        phone_digits: the digits of every phone-like run.
        capitalized: the capitalized words of each text, in order (for abbreviations).
        today: today's date, given or stated.
    """

    texts: list[str]
    today: date | None = None
    folded: list[str] = field(default_factory=list)
    words: set[str] = field(default_factory=set)
    compact: list[str] = field(default_factory=list)
    numbers: set[float] = field(default_factory=set)
    amounts: set[float] = field(default_factory=set)
    dates: set[tuple[int, int, int]] = field(default_factory=set)
    yearless: set[tuple[int, int]] = field(default_factory=set)
    relative: set[date] = field(default_factory=set)
    times: set[tuple[int, int]] = field(default_factory=set)
    hours: set[int] = field(default_factory=set)
    phone_digits: list[str] = field(default_factory=list)
    capitalized: list[list[str]] = field(default_factory=list)

    @classmethod
    def read(cls, sources: Iterable[object], today: date | None = None) -> Evidence:
        """Read ``sources`` (non-strings and empty texts are skipped)."""
        texts = [s[:MAX_TEXT_CHARS] for s in sources if isinstance(s, str) and s.strip()]
        ev = cls(texts=texts)
        stated: list[date] = []
        for text in texts:
            folded = fold(text)
            ev.folded.append(folded)
            ev.words.update(tokens(folded))
            ev.compact.append(re.sub(r"[\W_]+", "", folded))
            numbers = read_numbers(text)
            ev.numbers |= numbers
            # Most texts hold no clock time: their amounts are the numbers just read.
            ev.amounts |= read_amounts(text) if _CLOCK_TIME_RE.search(text) else numbers
            ev.hours |= {int(n) for n in numbers if n.is_integer() and 0 <= n <= 24}
            full, yearless = _read_dates(text)
            ev.dates |= full
            ev.yearless |= yearless
            ev.times |= _read_times(folded)
            ev.phone_digits += [re.sub(r"\D", "", m.group(0)) for m in PHONE_RE.finditer(folded)]
            ev.capitalized.append(
                [w for w in _LATIN_WORD_RE.findall(unicodedata.normalize("NFKC", text)) if w[0].isupper()]
            )
            stated += _anchors(full, folded)
        ev.today = today or (stated[0] if stated else None)
        # Relative words count from every anchor (see _anchors): the given today and each
        # date the conversation states as the current one.
        for anchor in sorted({d for d in (today, *stated) if d is not None}):
            ev.relative |= _read_relative(ev.folded, anchor)
        return ev

    @cached_property
    def stems(self) -> frozenset[tuple[int, str]]:
        """The (stemmer, stem) pairs of every word (``lexicon.stems``), computed on first use:
        most values are grounded before any stem is needed."""
        words = sorted(self.words)
        return frozenset(pair for pairs in stems(words) for pair in pairs)

    @property
    def joined(self) -> str:
        """All folded texts, one per line."""
        return "\n".join(self.folded)


def _read_dates(text: str) -> tuple[set[tuple[int, int, int]], set[tuple[int, int]]]:
    full: set[tuple[int, int, int]] = set()
    yearless: set[tuple[int, int]] = set()

    def add(y: int | None, m: int, d: int) -> None:
        got = _mk(y, m, d)
        if got is None:
            return
        if got[0] is None:
            yearless.add((m, d))
        else:
            full.add((got[0], m, d))

    for variant in _variants(text):
        folded = fold(variant)
        for m in _YMD_RE.finditer(folded):
            add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        for m in _DMY_RE.finditer(folded):
            a, b, y = int(m.group(1)), int(m.group(2)), _year(m.group(3))
            add(y, b, a)
            add(y, a, b)
        for m in _SLASH_RE.finditer(folded):
            a, b = int(m.group(1)), int(m.group(2))
            add(None, b, a)
            add(None, a, b)
        for m in _MD_CJK_RE.finditer(folded):
            add(None, int(m.group(1)), int(m.group(2)))
        _month_names(folded, add)
    return full, yearless


def _month_names(folded: str, add: Callable[[int | None, int, int], None]) -> None:
    """Day numbers and years next to a month name of any dateparser language."""
    months = date_words().months
    words = tokens(folded)
    found = [(i, i, months[w]) for i, w in enumerate(words) if w in months]
    # Month names of several words ("tháng 2", Vietnamese for February): their own words are
    # not a day.
    for name in _month_phrases().found(folded) if " " in folded else ():
        size = len(tokens(name))
        found += [
            (i, i + size - 1, months[name])
            for i in range(len(words) - size + 1)
            if " ".join(words[i : i + size]) == name
        ]
    for first, last, month in found:
        lo, hi = max(0, first - DATE_WINDOW - 1), min(len(words), last + DATE_WINDOW + 2)
        days = [
            int(m.group(1))
            for k, w in enumerate(words[lo:hi], lo)
            if not first <= k <= last and (m := _DAY_TOKEN_RE.match(w)) and 1 <= int(m.group(1)) <= 31
        ]
        ylo, yhi = max(0, last - YEAR_WINDOW - 1), min(len(words), last + YEAR_WINDOW + 2)
        years: list[int | None] = [int(w) for w in words[ylo:yhi] if re.fullmatch(r"(19|20|21)\d\d", w)]
        for day in days:
            for y in years or [None]:
                add(y, month, day)
    # An unspaced script glues the month name to its numbers ("5月1日" is read above);
    # month names written in it are matched as substrings.
    if not is_unspaced(folded):
        return
    for name, month in _unspaced_months():
        if name in folded:
            for m in re.finditer(re.escape(name) + r"\s*(\d{1,2})", folded):
                add(None, month, int(m.group(1)))


def _read_times(folded: str) -> set[tuple[int, int]]:
    out: set[tuple[int, int]] = set()
    for m in _CLOCK_RE.finditer(folded):
        h, mi = int(m.group(1)), int(m.group(2))
        if 0 <= h <= 24 and 0 <= mi <= 59:
            out.add((h % 24, mi))
            if h < 12:  # "2:30 pm", "下午3:30": the 12-hour reading is kept too
                out.add((h + 12, mi))
    return out


@lru_cache(maxsize=1)
def _date_phrases() -> tuple[PhraseIndex, PhraseIndex, PhraseIndex]:
    """The relative-day phrases, weekday names and words for today, indexed once."""
    words = date_words()
    return PhraseIndex(words.relative), PhraseIndex(words.weekdays), PhraseIndex(sorted(words.today))


@lru_cache(maxsize=1)
def _month_phrases() -> PhraseIndex:
    """The month names of several words, indexed once."""
    return PhraseIndex(name for name in date_words().months if " " in name)


@lru_cache(maxsize=1)
def _unspaced_months() -> tuple[tuple[str, int], ...]:
    """The month names written in a script without spaces."""
    return tuple((name, month) for name, month in date_words().months.items() if is_unspaced(name))


def _anchors(full: set[tuple[int, int, int]], folded: str) -> list[date]:
    """The dates a text states as the current one: its first full date when the text also
    holds a word for today ("Today is March 4, 2025", "Hoy es miércoles, 15 de octubre de
    2025"), and any full date written with its own weekday name ("Nous sommes le mercredi 15
    octobre 2025": no word for today, but a calendar line). Relative words are read from
    each of them and from the caller's ``today``: a conversation replayed on another day, or
    a user who states the date the app does not know, still grounds "tomorrow" as they mean
    it. A weekday-named event date ("Friday, October 17") becomes an anchor too; that only
    widens which dates relative words may ground, by a few days."""
    if not full:
        return []
    words = date_words()
    _, weekdays, today_words = _date_phrases()
    out: list[date] = []
    days = sorted(date(y, m, d) for y, m, d in full)
    if today_words.found(folded):
        out.append(days[0])
    named = {words.weekdays[w] for w in weekdays.found(folded)}
    out += [d for d in days if d.weekday() in named and d not in out]
    return out


def _read_relative(folded_texts: Sequence[str], today: date) -> set[date]:
    words = date_words()
    relative, weekdays, _ = _date_phrases()
    out: set[date] = set()
    for folded in folded_texts:
        for phrase in relative.found(folded):
            out.add(today + timedelta(days=words.relative[phrase]))
        for name in weekdays.found(folded):
            ahead = (words.weekdays[name] - today.weekday()) % 7
            nxt = today + timedelta(days=ahead or 7)
            # The last such day too: "the lunch on Monday" in a claim for an expense.
            out |= {nxt, nxt + timedelta(days=7), nxt - timedelta(days=7)}
            if ahead == 0:
                out.add(today)
    return out
