"""Comparing one value to what the conversation states: the whole grounding rule set.

The principle, in one sentence: **a value is grounded when it, or a canonical form a library
gives for it, matches a value read from the conversation** (``values.Evidence``). The schema
says what a value is (type, enum, default, items, properties); the parameter's name is never
read. :func:`ground` returns a :class:`Verdict`; ``decide.py`` turns verdicts into kept,
dropped or NEED_INFO, and ``find_grounding`` returns the same verdict's rule, so the
explanation is the decision.

Rules, in the order they are tried (the first that holds wins):

===================  ==================================================================
``default``          the schema's ``default``
``boolean``          a boolean (a yes/no flag is the request's intent; no text to match)
``null``             ``None`` (claims nothing)
``enum``             an enum member the conversation names (its words as for ``tokens``, or
                     as a code for ``code-name``); ``enum-choice`` (lenient) any member:
                     a choice from the tool's own closed list ("meals" for a lunch)
``text``             the value, folded, occurs in a text as whole words (any substring in
                     an unspaced script)
``identifier``       a value with digits and letters equals a stretch of a text once spaces
                     and punctuation are removed ("A-99812" and "A99812"); a value with no
                     space that has digits and letters is only ever compared this way, so a
                     code assembled from the request's words and numbers is not grounded
``date``/``time``    an ISO date, date-time or time whose parts were read (values.py), or
                     a numeric date in another order ("07-10-2022", "2022/08/16": either
                     reading of day and month);
                     ``year-supplied`` when the text gives day and month only (the year
                     must be one the conversation states, or today's when today is known),
                     ``relative-date`` when it came from "tomorrow" and today,
                     ``date-only`` (lenient) for midnight on a grounded date with no hour
``phone``            the digits of a phone number; ``country-code-added`` (lenient) when
                     only the national number was written (``phonenumbers`` splits them)
``number``           equal to a stated number, or to one times 60, 3600 or 100
                     (``number-scaled``: minutes to seconds, euros to cents) or 1/100
                     (``number-percent``: a percentage as a fraction); the parts
                     of a clock time are never scaled ("04:50" grounds 4 and 50, not 240)
``unit-name``        a unit of measure whose CLDR name or symbol, in any of the languages
                     of ``lexicon.LOCALES``, occurs ("km" for "15 kilometers", "in" for
                     "24 inches", "kg" for "5kg")
``expression``       a formula the conversation writes whole with its operators written
                     another way ("x**2" for "y = x^2", "9x**2-4x+5" for "9x^2 - 4x + 5");
                     never part of a longer formula ("x^2+1" does not ground "x**2")
``code-name``        a currency, language or country code whose CLDR name, unit word or
                     symbol occurs ("francs suisses" -> CHF, "japonais" -> ja, "$" -> USD),
                     or an IANA time zone whose city's CLDR name occurs ("Londres" ->
                     Europe/London)
``tokens``           every word of the value occurs (a value joined by underscores, such as
                     "new_read_only_user", is an identifier: compared whole, by the rules
                     above, never word by word; words of one or two letters only when
                     written in capitals, "TX": "de", "la", "to" are skipped), exactly or
                     nearly (``rapidfuzz`` ratio >= 85 for words of five or more letters:
                     "Lissabon" / "Lisbon"), or in another grammatical case (the same
                     Snowball stem in some language: "Курского вокзала" / "Курский вокзал")
``free-text``        a value of four or more such words, at least half of which occur
                     (a model composes a message body; it does not copy it), and every
                     stretch in it with digits and letters (a code) occurs as an identifier
``qualifier``        (lenient) "<grounded>, <one or two short words>": "Austin, TX"
``abbreviation``     (lenient) two to five capitals that are the initials of consecutive
                     capitalized words ("SF") or, in order, letters of one capitalized word
                     the libraries do not know as a country, language or currency
                     ("MSFT" of "Microsoft", "BOS" of "Boston", never of "Bosnia"); or the
                     other way round, a value whose words' initials are capitals written in
                     a text ("San Francisco" for "SF")
``array``/``object`` every element / property grounded (an empty list claims nothing)
===================  ==================================================================

One statement fills one parameter: when several string arguments of one call hold the same
value (not an enum member or a default), the conversation must state it at least as many times
(``same-value-as-another-parameter`` otherwise). The statements go to required parameters
first, in schema order, so the copy is the one refused. A model copies a given value into a
missing slot ("Transfer 200 to my savings account" -> from and to both "my savings account";
a pick-up date copied as the return date). Numbers above :data:`SAME_NUMBER_FREE` follow
the same rule, their statements counted in digits and number words ("two adults and two
children" states 2 twice): a small model doing arithmetic on one looked-up value passed it as
both operands (on spent agent splits, 7 calls such as a difference of 79 and 79 or 7.75
times 7.75, every one in a wrong task run, none in a right one). Of BFCL's 3,302 expected
calls, three pass one number above the exempt size to two parameters, and each states it
as often (a grounding test checks them). Whole numbers up to
:data:`SAME_NUMBER_FREE` are exempt: "a second-order derivative at x = 2", "both ids are 1"
state a small number as a word or not at all.

Never grounded: a placeholder (``<your city>``, ``{city}``, ``${CITY}``, ``[NAME]``), an
empty string, and a value without digits for a parameter whose documented examples all have
digits (``unlike-documented-example``; see :func:`documented_examples` and
:func:`with_docstring_descriptions` for where examples are read). A value that no rule
grounds and that is one of its parameter's documented examples is refused as
``documented-example``: the tool's own sample, which a small model copies when the request
does not give the value (on three spent agent splits, 31 such copies in 84 task runs, from
offer names to phone numbers). The reason is only reported: asking the 1.5B again, told
that the value was the example, gave the example again or another invented value.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from prompt_toolcall.checking.grounding.lexicon import codes, stems, time_zone_cities, unit_forms, units
from prompt_toolcall.checking.grounding.text import fold, is_quantity, is_unspaced, phrase_in, tokens
from prompt_toolcall.checking.grounding.values import Evidence, count_number, read_numbers

__all__ = ["Verdict", "ground", "ground_argument", "is_date_or_time", "same_value"]

Mode = Literal["strict", "lenient"]

NUMBER_SCALES: tuple[float, ...] = (1, 60, 3600, 100, 1 / 100)
"""A number is grounded by a stated number times one of these: the unit changes a schema
asks for (minutes to seconds, hours to seconds, euros to cents, percent to a fraction).
Each scale also lets a wrong number through (2 tickets x 60 = 120); thousands were left out
because a number word of one language is a plain word of another ("miles" reads as 1000 in
Spanish), so x1000 and /1000 grounded small invented numbers on the development split."""

FUZZY_MIN_RATIO = 85
"""rapidfuzz ``ratio`` (0-100) at which two words of :data:`FUZZY_MIN_LETTERS` or more count as
the same word: inflections and exonyms one letter apart ("Lissabon" / "Lisbon" = 86,
"reporting" / "reports" = 88); "Munich" / "München" (77) stays apart."""

FUZZY_MIN_LETTERS = 5
MIN_WORD_LETTERS = 3
"""Words shorter than this are not content ("de", "la", "to") unless written in capitals
("TX", "NY": a code must occur); a value of only such words is compared as a phrase."""

FREE_TEXT_MIN_WORDS = 4
FREE_TEXT_MIN_SHARE = 0.5
"""A composed value (four or more content words) is grounded when at least half of its words
occur in the conversation. Invented message bodies ("Hi Bob, just checking in") share fewer."""

QUALIFIER_MAX_WORDS = 2
"""Lenient: words after the first comma that a grounded head may carry ("Austin, TX")."""

_PLACEHOLDER_RE = re.compile(r"<[^<>]*>|\{\{?[^{}]*\}?\}|\$\{[^}]*\}|\[[A-Z_ ]+\]")
_ISO_RE = re.compile(
    r"^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$"
)
_NUMERIC_DATE_RE = re.compile(r"^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$|^(\d{4})([/.])(\d{1,2})\6(\d{1,2})$")
"""A date value in a numeric form other than ISO: month and day either way round before the
year ("07-10-2022", "16/03/2024", "03.04.2023"), or year first with slashes or dots
("2022/08/16"). Compared as the date it may be: grounded when either reading of the day and
month is a date the conversation states."""
_TIME_RE = re.compile(r"^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$", re.IGNORECASE)
_PHONE_VALUE_RE = re.compile(r"^\+?[\d \t().\-/]{7,}$")
_NUMBER_VALUE_RE = re.compile(r"^[+-]?\d+(?:[.,]\d+)*$")
_ABBREVIATION_RE = re.compile(r"^[A-Z]{2,5}$")
_DIGIT_RE = re.compile(r"\d")
_DOC_LINE_RE = re.compile(
    r"^[ \t]*(?::param[ \t]+)?(\w+)[ \t]*(?:\([^)\n]*\))?[ \t]*:[ \t]*(.+)$", re.MULTILINE
)
_QUOTED_RE = re.compile(
    r'"([^"\n]{1,40})"|“([^”\n]{1,40})”|«\s?([^»\n]{1,40}?)\s?»|`([^`\n]{1,40})`'
    r"|(?<!\w)'([^'\n]{1,40})'(?!\w)"
)


@dataclass(frozen=True)
class Verdict:
    """The outcome for one value.

    Attributes:
        rule: the rule that grounds it (see the module docstring), or None.
        why: for an ungrounded value, a short reason (``placeholder``, ``empty``,
            ``not-in-conversation``, ``enum-not-named``); for a grounded one, the rule again.
        derived: True when the rule accepted a form the user did not write (a code for a
            name, a scaled number, an added qualifier): the caller leaves a note.
    """

    rule: str | None
    why: str
    derived: bool = False

    @property
    def grounded(self) -> bool:
        """True when some rule holds."""
        return self.rule is not None


_DERIVED = frozenset(
    {
        "year-supplied",
        "relative-date",
        "date-only",
        "country-code-added",
        "number-scaled",
        "number-percent",
        "code-name",
        "unit-name",
        "expression",
        "qualifier",
        "abbreviation",
        "enum-choice",
    }
)


def _yes(rule: str) -> Verdict:
    return Verdict(rule, rule, rule in _DERIVED)


def _no(why: str = "not-in-conversation") -> Verdict:
    return Verdict(None, why)


def ground(value: object, schema: Mapping[str, Any], ev: Evidence, mode: Mode) -> Verdict:
    """The verdict for ``value`` against the conversation read into ``ev``."""
    schema = schema if isinstance(schema, Mapping) else {}
    if "default" in schema and same_value(value, schema["default"]):
        return _yes("default")
    if isinstance(value, bool):
        return _yes("boolean")
    if value is None:
        return _yes("null")
    enum = schema.get("enum")
    if isinstance(enum, list) and any(same_value(value, e) for e in enum):
        if _named(value, ev, mode):
            return _yes("enum")
        return _yes("enum-choice") if mode == "lenient" else _no("enum-not-named")
    if isinstance(value, (int, float)):
        return _number(float(value), ev)
    if isinstance(value, str):
        if _unlike_examples(value, schema):
            return _no("unlike-documented-example")
        verdict = _string(value, ev, mode)
        if not verdict.grounded and _is_documented_example(value, schema):
            return _no("documented-example")
        return verdict
    if isinstance(value, list):
        if not value:
            return _yes("array")
        items = schema.get("items")
        for item in value:
            verdict = ground(item, items if isinstance(items, Mapping) else {}, ev, mode)
            if not verdict.grounded:
                return verdict
        return _yes("array")
    if isinstance(value, Mapping):
        props = schema.get("properties")
        props = props if isinstance(props, Mapping) else {}
        for key, item in value.items():
            sub = props.get(key)
            verdict = ground(item, sub if isinstance(sub, Mapping) else {}, ev, mode)
            if not verdict.grounded:
                return verdict
        return _yes("object")
    return _no("unreadable")


def is_date_or_time(text: str) -> bool:
    """Whether ``text`` is an ISO date, an ISO date and time, a numeric date in another order
    or a clock time (``2026-05-01``, ``2026-05-01T09:30``, ``05/01/2026``, ``9:30 pm``): the
    forms :func:`ground` compares as dates and times."""
    raw = text.strip()
    return bool(_ISO_RE.match(raw) or _NUMERIC_DATE_RE.match(raw) or _TIME_RE.match(raw))


def documented_examples(schema: Mapping[str, Any]) -> list[str]:
    """The example values a parameter's schema documents: JSON Schema ``examples`` and
    ``example``, and every short quoted span of its ``description`` (``e.g. "K-0000-Z"``,
    in any quotes: straight, curly, guillemets, backticks)."""
    found: list[str] = []
    listed = schema.get("examples")
    if isinstance(listed, list):
        found += [str(x) for x in listed if isinstance(x, (str, int, float)) and not isinstance(x, bool)]
    single = schema.get("example")
    if isinstance(single, (str, int, float)) and not isinstance(single, bool):
        found.append(str(single))
    description = schema.get("description")
    if isinstance(description, str):
        for m in _QUOTED_RE.finditer(description[:2000]):
            found.append(next(g for g in m.groups() if g is not None))
    return found


def _is_documented_example(value: str, schema: Mapping[str, Any]) -> bool:
    """Whether ``value`` is one of its parameter's documented examples (folded): the tool's
    own sample, copied by a model that had no value of its own."""
    folded = fold(value)
    return bool(folded) and any(fold(x) == folded for x in documented_examples(schema))


def with_docstring_descriptions(properties: Mapping[str, Any], description: str) -> Mapping[str, Any]:
    """``properties`` with each undescribed parameter given its line of the tool's
    description, when that description documents it docstring-style (``name: text``,
    ``name (type): text`` or ``:param name: text``; Google, NumPy and Sphinx docstrings).

    LangChain's ``StructuredTool.from_function`` and LlamaIndex's ``FunctionTool.from_defaults``
    keep a function's whole docstring as the tool's description and leave the parameter
    schemas bare, so this is where such a tool documents its parameters."""
    bare = [k for k, v in properties.items() if not (isinstance(v, Mapping) and v.get("description"))]
    if not bare or not description:
        return properties
    found: dict[str, str] = {}
    for m in _DOC_LINE_RE.finditer(description[:8000]):
        if m.group(1) in bare and m.group(1) not in found:
            found[m.group(1)] = m.group(2).strip()
    if not found:
        return properties
    out = dict(properties)
    for key, text in found.items():
        out[key] = {**(properties[key] if isinstance(properties[key], Mapping) else {}), "description": text}
    return out


def _unlike_examples(value: str, schema: Mapping[str, Any]) -> bool:
    """True when every example the schema documents is a number-like code (:func:`_coded`)
    and ``value`` has no digit.

    An identifier a tool documents as ``"K-0000-Z"`` or ``"AB-12"`` is a code another
    tool hands out, and a model that has not looked it up yet passes the human key it does
    have instead (a person's or a product's name): the name is in the conversation, so text
    matching alone would ground it. Only digits are compared, so an example such as
    ``"San Francisco, CA"`` constrains nothing and a differently written value with digits
    ("United 123" for "UA123") is left to the other rules."""
    examples = documented_examples(schema)
    return bool(examples) and all(_coded(x) for x in examples) and not _DIGIT_RE.search(value)


def _coded(example: str) -> bool:
    """Whether a documented example is a code or a number a system hands out: it has a digit
    and is either one word (``K-0000-Z``, ``AB-12345``, ``2026-05-01``) or mostly digits
    (``+44 20 7946 0000``).

    Why not every example with a digit: an item's name may hold one ("90gsm silk", "child
    3-day pass", "A5 mono"), and a request naming another item of that kind in words ("the
    Tintoretto cream paper", "a kids' ski set") was refused, so the turn asked the user
    for what they had just said. On five spent held-out agent splits (1.5B) such examples
    stood beside several of the refused item names."""
    if not _DIGIT_RE.search(example):
        return False
    text = example.strip()
    if not any(c.isspace() for c in text):
        return True
    alnum = [c for c in text if c.isalnum()]
    return sum(c.isdigit() for c in alnum) * 2 >= len(alnum)


def same_value(a: object, b: object) -> bool:
    """Whether two argument values are the same value: numbers by value, text folded, a bool
    only equal to itself."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(a, b)
    if isinstance(a, str) and isinstance(b, str):
        return fold(a) == fold(b)
    return a == b


def _number(value: float, ev: Evidence) -> Verdict:
    if not math.isfinite(value):
        return _no("unreadable")
    for scale in NUMBER_SCALES:
        stated = ev.numbers if scale == 1 else ev.amounts  # a clock time's parts are no duration
        if any(math.isclose(value, n * scale, rel_tol=1e-9, abs_tol=1e-9) for n in stated):
            return _yes("number" if scale == 1 else "number-scaled" if scale > 1 else "number-percent")
    return _no()


def _string(value: str, ev: Evidence, mode: Mode) -> Verdict:
    raw = value.strip()
    if _PLACEHOLDER_RE.search(raw):
        return _no("placeholder")
    folded = fold(raw)
    if not folded:
        return _no("empty")
    named = _code(raw, ev)
    if named is not None:
        # A code may also be a unit's symbol ("km" is Khmer's code, "kg" Kongo's).
        return _yes("unit-name") if not named.grounded and _unit(folded, ev) else named
    if phrase_in(folded, ev.joined):
        return _yes("text")
    # Unit names hold no digit: a value with one (a date, a code) never loads the unit table.
    if not _DIGIT_RE.search(folded) and _unit(folded, ev):
        return _yes("unit-name")
    if _TIME_ZONE_RE.match(raw) and any(phrase_in(c, ev.joined) for c in time_zone_cities(raw)):
        return _yes("code-name")
    iso = _ISO_RE.match(raw)
    if iso:
        return _datetime(iso, ev, mode)
    numeric = _NUMERIC_DATE_RE.match(raw)
    if numeric:
        return _numeric_date(numeric, ev)
    clock = _TIME_RE.match(raw)
    if clock:
        hour, marker = int(clock.group(1)), (clock.group(4) or "").lower()
        if marker:
            hour = hour % 12 + (12 if marker.startswith("p") else 0)
        return _time(hour, int(clock.group(2)), ev)
    if _EXPRESSION_VALUE_RE.search(raw) and _expression_in(raw, ev):
        return _yes("expression")
    compact = re.sub(r"[\W_]+", "", folded)
    if re.search(r"\d", compact) and re.search(r"[^\W\d_]", compact) and len(compact) >= 3:
        if any(compact in c for c in ev.compact):
            return _yes("identifier")
    if _PHONE_VALUE_RE.match(raw) and len(re.sub(r"\D", "", raw)) >= 7:
        return _phone(raw, ev, mode)
    if _NUMBER_VALUE_RE.match(raw):
        verdicts = [_number(n, ev) for n in sorted(read_numbers(raw))]
        return next(
            (v for v in verdicts if v.rule == "number"), next((v for v in verdicts if v.grounded), _no())
        )
    code = bool(re.search(r"\d", compact) and re.search(r"[^\W\d_]", compact))
    if not any(ch.isspace() for ch in raw) and ("_" in raw or code):
        # An identifier ("new_read_only_user", "BK-0940-DUNMORE") is compared whole, never
        # word by word: a code assembled from the request's words is a code nobody gave.
        return _no()
    words = _words(folded) + [fold(w) for w in tokens(raw) if len(w) < MIN_WORD_LETTERS and w.isupper()]
    if words and _tokens_grounded(words, ev):
        return _yes("tokens")
    if len(words) >= FREE_TEXT_MIN_WORDS:
        share = sum(_word_in(w, ev) for w in words) / len(words)
        if share >= FREE_TEXT_MIN_SHARE and _codes_grounded(raw, ev):
            return _yes("free-text")
    if mode == "lenient":
        head, _, tail = raw.partition(",")
        qualifier = tail.strip() and len(tail.split()) <= QUALIFIER_MAX_WORDS and _codes_grounded(tail, ev)
        if qualifier and _string(head, ev, "strict").grounded:
            return _yes("qualifier")
        if (_ABBREVIATION_RE.match(raw) and _abbreviates(raw, ev)) or _expands(raw, ev):
            return _yes("abbreviation")
    return _no()


_EXPRESSION_VALUE_RE = re.compile(r"\w\s*(?:\*\*|\^|[*/×·])\s*\w")
"""A value written as a formula: an operand, a power or product sign, an operand."""
_OPERATOR_SPACE_RE = re.compile(r"\s*(\*\*|[\^*/+=×·−-])\s*")
_EXPRESSION_END = r"(?![\w^*/+=×·−(-]|\.\d)"
_EXPRESSION_START = r"(?<![\w^*/+×·−.)-])"
"""What may not touch a formula written whole: a letter, a digit or an operator that goes on
with it ("x^2+1"); an equals sign before it and a full stop after it may ("y = x^2.")."""


def _expression(text: str) -> str:
    """A formula written one way: no spaces around its operators, ``**`` for a power (``^``),
    ``*`` for a product (``×``, ``·``), ``-`` for a minus sign."""
    text = _OPERATOR_SPACE_RE.sub(r"\1", text)
    return text.replace("^", "**").replace("×", "*").replace("·", "*").replace("−", "-")


def _expression_in(raw: str, ev: Evidence) -> bool:
    """Whether a text writes the formula ``raw`` whole, in any of the ways :func:`_expression`
    folds together ("x^2" for ``x**2``, "9x^2 - 4x + 5" for ``9x**2-4x+5``), not as part of a
    longer one ("x^2+1" does not write ``x**2``)."""
    wanted = _expression(raw.strip()).casefold()
    pattern = re.compile(_EXPRESSION_START + re.escape(wanted) + _EXPRESSION_END)
    return any(pattern.search(_expression(t).casefold()) for t in ev.texts)


def _codes_grounded(raw: str, ev: Evidence) -> bool:
    """Every identifier inside a composed value (a space-free stretch with digits and letters)
    is grounded by itself: a model rewords a message, it does not reword a code. A number
    with a short unit or ordinal suffix ("3rd", "10am") is not a code.

    Why: on a held-out agent split (1.5B) the card number ``"<prefix>-00000-<the member's name>"``
    went through as free text (the name's words are in the request), and the lookup found no
    such card; a code assembled from a docstring's example and the request's words is a value
    nobody gave."""
    for stretch in raw.split():
        compact = re.sub(r"[\W_]+", "", fold(stretch))
        if is_quantity(compact) or len(compact) < 3:
            continue  # "3rd", "10am", "5km": a number with a unit, not a code
        if _DIGIT_RE.search(compact) and re.search(r"[^\W\d_]", compact):
            if not any(compact in c for c in ev.compact):
                return False
    return True


def _datetime(m: re.Match[str], ev: Evidence, mode: Mode) -> Verdict:
    y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
    day = _date(y, mo, d, ev)
    if not day.grounded or m.group(4) is None:
        return day
    hour, minute = int(m.group(4)), int(m.group(5))
    clock = _time(hour, minute, ev)
    if clock.grounded:
        return day if day.derived else _yes("date")
    if mode == "lenient" and hour == 0 and minute == 0:
        return _yes("date-only")
    return clock


def _numeric_date(m: re.Match[str], ev: Evidence) -> Verdict:
    if m.group(1) is not None:
        a, b, y = int(m.group(1)), int(m.group(3)), int(m.group(4))
        readings = [(y, a, b), (y, b, a)]
    else:
        readings = [(int(m.group(5)), int(m.group(7)), int(m.group(8)))]
    verdicts = [_date(y, mo, d, ev) for y, mo, d in readings]
    return next((v for v in verdicts if v.grounded), verdicts[0])


def _date(y: int, m: int, d: int, ev: Evidence) -> Verdict:
    if (y, m, d) in ev.dates:
        return _yes("date")
    from datetime import date

    try:
        as_date = date(y, m, d)
    except ValueError:
        return _no("unreadable")
    if as_date in ev.relative:
        return _yes("relative-date")
    if (m, d) in ev.yearless and (y in ev.numbers or ev.today is None or y == ev.today.year):
        return _yes("year-supplied")
    return _no()


def _time(hour: int, minute: int, ev: Evidence) -> Verdict:
    if (hour % 24, minute) in ev.times:
        return _yes("time")
    if minute == 0 and (hour in ev.hours or (hour > 12 and hour - 12 in ev.hours)):
        return _yes("time")
    return _no()


def _phone(raw: str, ev: Evidence, mode: Mode) -> Verdict:
    digits = re.sub(r"\D", "", raw)
    if any(digits in run for run in ev.phone_digits):
        return _yes("phone")
    if mode == "lenient" and raw.startswith("+"):
        import phonenumbers

        try:
            national = str(phonenumbers.parse(raw, None).national_number)
        except phonenumbers.NumberParseException:
            return _no()
        if len(national) >= 7 and any(national in run for run in ev.phone_digits):
            return _yes("country-code-added")
    return _no()


_TIME_ZONE_RE = re.compile(r"^[A-Z][A-Za-z]+(?:/[A-Za-z0-9_+\-]+){1,2}$")
"""An IANA time zone name ("Europe/London", "America/Argentina/Buenos_Aires"): a code of the
city it is named after, grounded like a country code by that city's CLDR name in any of the
languages of ``lexicon.LOCALES`` ("Londres", "ロンドン")."""

UNIT_MIN_CHARS = 2
"""Unit names and symbols shorter than this are not compared as units: "m", "s" and "h" name
several units across CLDR's languages (a metre, a minute, a month; a second, a century) and
are letters of many words."""


def _unit(folded: str, ev: Evidence) -> bool:
    """Whether ``folded`` names a unit of measure (CLDR: "km", "inches", "Kilogramm") that the
    conversation names too, in any form or language CLDR has for it: "km" for "15
    kilometers", "in" for "24 inches", "kg" for "5kg"."""
    named = units().get(folded) if len(folded) >= UNIT_MIN_CHARS else None
    if not named:
        return False
    joined = ev.joined
    forms = unit_forms()
    for form in sorted({f for unit in named for f in forms.get(unit, ())}):
        if len(form) < UNIT_MIN_CHARS or form not in joined:
            continue
        if re.search(rf"\d\s?{re.escape(form)}(?![^\W\d_])", joined):
            return True  # after a number: "5 km", "5kg"
        # Elsewhere the value's own form is not enough: "in" written as a word is a
        # preposition far more often than an inch, "km" and "kg" are also language codes.
        if form != folded and phrase_in(form, joined):
            return True
    return False


def _code(raw: str, ev: Evidence) -> Verdict | None:
    """A code the libraries know, or None when ``raw`` is not one.

    Upper case (``EUR``, ``JP``) is a currency or country code and is grounded by itself
    written in upper case or by a name; lower case (``es``, ``usd``) is grounded by a name
    only, since "es" and "de" are also words. Mixed case ("Ana") is not a code."""
    if not re.fullmatch(r"[A-Z]{2,3}|[a-z]{2,3}", raw):
        return None
    table = codes()
    found = [c for c in dict.fromkeys((raw, raw.upper())) if c in table.names]
    if not found:
        return None
    if raw.isupper() and any(re.search(rf"(?<![^\W\d_]){raw}(?![^\W\d_])", t) for t in ev.texts):
        return _yes("text")
    joined = ev.joined
    for code in found:
        if any(phrase_in(n, joined) for n in table.names[code]):
            return _yes("code-name")
        if any(phrase_in(u, joined) for u in table.unit_words.get(code, ())):
            return _yes("code-name")
        if any(s in text for s in table.symbols.get(code, ()) for text in ev.texts):
            return _yes("code-name")
    return _no()


def _words(folded: str) -> list[str]:
    out = []
    for w in tokens(folded):
        if is_unspaced(w) or len(w) >= MIN_WORD_LETTERS:
            out.append(w)
    return out


def _word_in(word: str, ev: Evidence) -> bool:
    if word in ev.words:
        return True
    if is_unspaced(word):
        if word in ev.joined:
            return True
        pairs = [word[i : i + 2] for i in range(len(word) - 1)] or [word]
        return sum(p in ev.joined for p in pairs) / len(pairs) >= FREE_TEXT_MIN_SHARE
    if stems([word])[0] & ev.stems:
        return True  # the same word in another grammatical case ("Курского" / "Курский")
    if len(word) < FUZZY_MIN_LETTERS:
        return False
    from rapidfuzz import fuzz, process

    return process.extractOne(word, ev.words, scorer=fuzz.ratio, score_cutoff=FUZZY_MIN_RATIO) is not None


def _tokens_grounded(words: list[str], ev: Evidence) -> bool:
    return all(_word_in(w, ev) for w in words)


def _named(member: object, ev: Evidence, mode: Mode) -> bool:
    if not isinstance(member, str):
        return ground(member, {}, ev, mode).grounded
    if _string(member.replace("_", " "), ev, "strict").grounded:
        return True
    return _string(member, ev, "strict").grounded


def _expands(value: str, ev: Evidence) -> bool:
    """``value``'s words' initials are a run of capitals in a text ("San Francisco" / "SF")."""
    initials = "".join(w[0] for w in value.split() if w[:1].isalpha())
    if not 2 <= len(initials) <= 5 or len(value.split()) != len(initials) or not value[:1].isupper():
        return False
    pattern = re.compile(rf"(?<![^\W\d_]){re.escape(initials.upper())}(?![^\W\d_])")
    return any(pattern.search(t) for t in ev.texts)


def _abbreviates(code: str, ev: Evidence) -> bool:
    known = codes().known_names
    letters = code.casefold()
    for words in ev.capitalized:
        for i in range(len(words)):
            window = words[i : i + len(code)]
            if len(window) == len(code) and "".join(w[0] for w in window).casefold() == letters:
                return True
        for word in words:
            w = fold(word)
            if len(w) <= len(code) or w[0] != letters[0] or w in known:
                continue
            it = iter(w)
            if all(ch in it for ch in letters):
                return True
    return False


def ground_argument(
    key: str,
    arguments: Mapping[str, Any],
    properties: Mapping[str, Any],
    ev: Evidence,
    mode: Mode,
    required: Sequence[str] = (),
) -> Verdict:
    """The verdict for ``arguments[key]``: :func:`ground`, then the one-statement rule.

    The statements go to the holders in order: required parameters first (in ``required``
    order), then the others in argument order; a holder beyond the number of statements is
    not grounded."""
    sub = properties.get(key)
    schema = sub if isinstance(sub, Mapping) else {}
    value = arguments[key]
    verdict = ground(value, schema, ev, mode)
    if not verdict.grounded or verdict.rule in ("default", "enum", "enum-choice"):
        return verdict
    statements = _statement_counter(value, verdict, ev)
    if statements is None:
        return verdict
    holders = [k for k, v in arguments.items() if same_value(v, value) and not _closed(properties.get(k), v)]
    if len(holders) < 2:
        return verdict
    rank = {k: n for n, k in enumerate(required)}
    holders.sort(key=lambda k: (rank.get(k, len(rank)), list(arguments).index(k)))
    if holders.index(key) >= statements():
        return _no("same-value-as-another-parameter")
    return verdict


SAME_NUMBER_FREE = 10
"""Whole numbers up to this may fill several parameters with one statement (see the module
docstring)."""


def _statement_counter(value: object, verdict: Verdict, ev: Evidence) -> Callable[[], int] | None:
    """How to count the conversation's statements of ``value`` (at least one: it was
    grounded), or None when the one-statement rule does not apply to it: a text is counted
    as a phrase, a number stated as such (not scaled, not a whole number up to
    :data:`SAME_NUMBER_FREE`) in digits and number words."""
    if isinstance(value, str):
        folded = fold(value)
        return (lambda: _statements(folded, ev)) if folded else None
    if not isinstance(value, (int, float)) or isinstance(value, bool) or verdict.rule != "number":
        return None
    number = float(value)
    if number == int(number) and abs(number) <= SAME_NUMBER_FREE:
        return None
    return lambda: max(1, sum(count_number(text, number) for text in ev.texts))


def _closed(schema: object, value: object) -> bool:
    """The value is an enum member or the default of its parameter."""
    if not isinstance(schema, Mapping):
        return False
    enum = schema.get("enum")
    return ("default" in schema and same_value(value, schema["default"])) or (
        isinstance(enum, list) and any(same_value(value, e) for e in enum)
    )


def _statements(folded: str, ev: Evidence) -> int:
    """How many times the conversation writes ``folded`` (at least once: it was grounded)."""
    count = 0
    for text in ev.folded:
        start = 0
        while (at := text.find(folded, start)) >= 0:
            if phrase_in(folded, text[max(0, at - 1) : at + len(folded) + 1]):
                count += 1
            start = at + 1
    return max(count, 1)
