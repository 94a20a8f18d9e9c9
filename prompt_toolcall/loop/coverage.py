"""Items the request names that no call of this turn has used yet.

Data flow (the turn engine, for every extractor request after this turn's tool results)::

    the user's request ──► named_items: the spans that name a particular thing
          - a quoted span,
          - an e-mail address,
          - a word with both letters and digits (a code),
          - a run of capitalised words; a sentence's opening word is shown with the run but
            not counted (every sentence starts with a capital); a word whose capital follows
            a glued lower-case prefix of one to three letters (a Zulu noun class, an Irish
            mutation: "uLindiwe", "tSionainn") counts, without its prefix
        each span's NAME WORDS: its counted words, less those the tools themselves use (the
        words of function names, parameter names and descriptions name kinds, not items)
        and month, weekday and relative-day names of every language dateparser ships
    ──► stated_numbers, when a bound function takes a number: the quantities the request
        writes in digits, not part of a code, a clock time, a date, a phone number or an
        e-mail address (held when a call or result states the same number in any notation)
    ──► uncovered_items: the spans with a name word that no argument of this turn's calls
        and no result of this turn holds (folded, as a whole word)
    ──► the state view lists them (at most three) before it asks for the next call:
        "NAMED IN THE REQUEST, NOT USED BY ANY CALL ABOVE YET: ..." (no request of its own)

Why: on a spent agent split (1.5B, LangChain create_agent), three of the failed tasks went
the same way: the request named two things of one kind (two routes side by side, or how much
more one ship carries than another), the model looked up one of them, repeated that call or
answered NO_TOOL, and the answer reported the one result as if it covered both, or invented
the other. The engine can see that a name the user gave never reached a call or a result;
the model, told so, can make the missing call.

The items used to be offered in one more request too, once the model stopped ("the request
also names <items>, which no call above has used"). That request was removed: over 288
recorded task runs of four spent blind splits (1.5B, both frameworks, 1,558 requests) it
fired 36 times (12 of those runs right) and the model took its call 3 times, all in one task
that stayed wrong; a declined offer leads to the same answer request as no offer at all.

Held-out: on 24 agent tasks written blind before this step (1.5B, compact prompt, LangChain
create_agent and LlamaIndex FunctionAgent, run once before and once after), 10 and 13 right
before and after in the two frameworks: no task gained or lost (the offer fired once per
framework; the request is gone, the state-view line stays). Of its three tasks that named
several things of one kind, one had the model put all three names into ONE call's argument
("A, B and C meteorites"), which covers every name, so this step never fired (reading such a
value as several calls is a different step); in the other two, every name was in a call or a
result by the time the model stopped, and the failure was a wrong operand or a step out of
order.

Quantities: a number the user gives is an operand, and a chain that never used it did not
finish. On the spent agent runs (three splits' before/after runs, both frameworks, and one
more split's run), a chain or lookup task failed with a stated quantity never reaching a call in
12 runs of 7 tasks (45 shirts at an express price, a 37.5 kg dog's dose, 14 seats with a group
discount, a £35 voucher, 23.5 tonnes of freight, 4 instalments, a 23-mile detour): the model
stopped after the lookups and the answer gave a unit price or an invented total. Ten runs of
six other tasks were right with the number unused (the answer did the last step itself), so
the line lists the number without asking for a call. Development figures, counted from the
runs' questions and calls; not measured on held-out tasks yet.

Limits: capitals mark names in Latin, Cyrillic, Greek and similar scripts; a request in a
script without capitals (Chinese, Thai, Arabic) names nothing here, nor does a lower-case
name ("isobel carnegie"). German capitalises every noun, so its nouns count as names. A name
the answer needs from knowledge, not from a tool, is listed too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from prompt_toolcall.checking.grounding.lexicon import date_words
from prompt_toolcall.checking.grounding.text import fold, is_quantity, phrase_in
from prompt_toolcall.checking.grounding.values import PHONE_RE, read_numbers
from prompt_toolcall.loop.lookups import is_quantity_schema
from prompt_toolcall.types import FunctionTool

__all__ = [
    "MAX_GLUED_PREFIX",
    "MAX_ITEMS_SHOWN",
    "MIN_LETTERS",
    "NamedItem",
    "StatedNumber",
    "glued_prefix",
    "name_parts",
    "named_items",
    "stated_numbers",
    "tool_vocabulary",
    "uncovered_items",
    "used_texts",
]

MAX_ITEMS_SHOWN = 3
"""At most this many uncovered items are listed in the state view (a long list reads as noise)."""

MIN_LETTERS = 3
"""A name word has at least this many characters ("MV", "UK", the "ve" of "I've" are not
counted; the other words of a run still are), unless it holds a digit."""

MAX_REQUEST_CHARS = 4_000
"""Only this much of the request is read: a pasted document is not a list of names."""

_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*", re.UNICODE)
_QUOTED = re.compile(r"[\"“«„‘]([^\"”»“‘’\n]{1,80})[\"”»“’]")
_EMAIL = re.compile(r"[^\s@<>()\[\],;:\"']{1,64}@[^\W_](?:[\w-]{0,62}\.){1,8}[^\W\d_]{2,24}")
_SENTENCE_END = frozenset(".!?;:")
_JOINERS = frozenset(" \t")


@dataclass(frozen=True)
class NamedItem:
    """A span of the request that names one thing.

    Attributes:
        text: the span as the user wrote it ("MV Brae Lass").
        words: its folded name words, which decide whether a call or result holds it.
    """

    text: str
    words: tuple[str, ...]

    def held_by(self, folded: str) -> bool:
        """Whether ``folded`` (a text through ``fold``) holds every name word, as whole words."""
        return all(phrase_in(w, folded) for w in self.words)


@dataclass(frozen=True)
class StatedNumber(NamedItem):
    """A number the request states as a quantity ("45 shirts", "a 23.5-tonne load").

    Attributes:
        values: what the digits may mean ("1,500" is 1500 or 1.5); ``held_by`` is true when
            a text states one of them, in any notation
            :func:`prompt_toolcall.checking.grounding.values.read_numbers` reads (``45``,
            ``45.0``, "forty-five").
    """

    values: tuple[float, ...] = ()

    def held_by(self, folded: str) -> bool:
        return any(abs(n - v) < 1e-9 for n in read_numbers(folded) for v in self.values)


_NUMBER = re.compile(r"(?<![\w.,:/@-])\d+(?:[.,]\d+)?(?![\w:/@]|[.,]\d)")
_CLOCK = re.compile(r"\d{1,2}[:.h]\d{2}\b|\d{1,2}\s?(?:[ap]\.?m\b\.?)", re.IGNORECASE)
_YEARS = range(1900, 2101)


def stated_numbers(request: str, functions: Sequence[FunctionTool] = ()) -> tuple[StatedNumber, ...]:
    """The numbers ``request`` states as quantities, when a bound function takes a number.

    A number counts when it stands alone ("45 shirts", "a 23-mile detour", "37.5 kg"), and
    not when it is part of a code ("LT-4503-M", "7A"), a label (right after a capitalised
    word: "Route 31", "Gate 12"), a clock time ("16:40", "4 pm"), a date (beside a month or
    weekday name, or a year from 1900 to 2100), a phone number, or an e-mail address. Number
    words are not read here: only digits mark a stated quantity.
    """
    if not any(is_quantity_schema(s) for f in functions for s in f.properties.values()):
        return ()
    text = request[:MAX_REQUEST_CHARS]
    taken = [m.span() for m in _CLOCK.finditer(text)]
    taken += [m.span() for m in PHONE_RE.finditer(text) if sum(c.isdigit() for c in m.group()) >= 7]
    taken += [m.span() for m in _EMAIL.finditer(text)]
    words = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(text)]
    dates = _date_names()
    out: list[StatedNumber] = []
    for m in _NUMBER.finditer(text):
        start, end = m.span()
        if any(a <= start < b or a < end <= b for a, b in taken):
            continue
        raw = m.group()
        if raw.isdigit() and len(raw) == 4 and int(raw) in _YEARS:
            continue
        before = [(b, w) for a, b, w in words if b <= start][-1:]
        after = [w for a, b, w in words if a >= end][:1]
        if any(fold(w) in dates for w in [*(w for _, w in before), *after]):
            continue
        if before and before[0][1][:1].isupper() and not text[before[0][0] : start].strip():
            continue  # a label: "Route 31", "Gate 12", "Run 5"
        if any(item.text == raw for item in out):
            continue
        out.append(StatedNumber(raw, (raw,), tuple(sorted(read_numbers(raw)))))
    return tuple(out)


MAX_GLUED_PREFIX = 3
"""The longest lower-case prefix read as glued to a name (module docstring: "uLindiwe")."""


def glued_prefix(word: str) -> str:
    """The lower-case letters (one to :data:`MAX_GLUED_PREFIX`) glued before a capitalised
    name, or "": "uLindiwe" -> "u", "eThekwini" -> "e", "tSionainn" -> "t", "Lindiwe" -> "".

    Why: Zulu and other Bantu languages write a noun-class prefix on a person's or a place's
    name, Irish an initial mutation, so the name's capital comes after one to three lower-case
    letters. On a spent held-out agent split, a Zulu request naming a person so (as
    "uLindiwe Zanele Dube") gave the item "Zanele Dube" only, and the finder, called with it,
    found no one.
    """
    for k in range(1, min(MAX_GLUED_PREFIX, len(word) - MIN_LETTERS) + 1):
        head, rest = word[:k], word[k:]
        if head.isalpha() and head.islower() and rest[0].isupper() and rest[1:2].isalpha():
            return head
        if not word[k - 1].islower():
            break
    return ""


def _is_code(word: str) -> bool:
    """An identifier: a part that mixes letters and digits ("QX7Y42", "A12"), other than a
    number with a short suffix ("6th", "10am", "5km": an ordinal or a quantity), or digits
    joined to capital letters ("RT-00412"). A number joined to a lower-case word
    ("12-performance", "3-day") is a quantity."""
    parts = [p for p in re.split(r"['’-]", word) if p]
    for part in parts:
        mixed = any(ch.isdigit() for ch in part) and any(ch.isalpha() for ch in part)
        if mixed and not is_quantity(part):
            return True
    return any(p.isdigit() for p in parts) and any(p.isalpha() and p.isupper() for p in parts)


def _starts_sentence(text: str, start: int) -> bool:
    i = start - 1
    while i >= 0 and text[i].isspace():
        i -= 1
    return i < 0 or text[i] in _SENTENCE_END or text[i] in '"“«„‘(¿¡'


def name_parts(text: str) -> list[str]:
    """The folded parts of ``text``'s words that count toward a name, as :func:`named_items`
    reads them: a code whole, other words split at hyphens and apostrophes, parts of at least
    :data:`MIN_LETTERS` characters or codes ("Imogen's" -> "imogen"; "RT-00412" whole)."""
    return [s for m in _WORD.finditer(text) for s in _sub_words(m.group()) if _counts(s)]


def _counts(part: str) -> bool:
    return len(part) >= MIN_LETTERS or _is_code(part)


def _sub_words(word: str) -> list[str]:
    """A word's parts for matching: a code stays whole ("qx-7y42"), a name splits at its
    hyphens and apostrophes ("kelby-orrin" -> "kelby", "orrin")."""
    folded = fold(word)
    if _is_code(word):
        return [folded]
    return [w for w in re.split(r"['’-]", folded) if w]


@lru_cache(maxsize=1)
def _date_names() -> frozenset[str]:
    words = date_words()
    return frozenset(words.months) | frozenset(words.weekdays) | frozenset(words.relative) | words.today


def tool_vocabulary(functions: Iterable[FunctionTool]) -> frozenset[str]:
    """The folded words by which the tools name kinds of things: every word of function and
    parameter names, and the lower-case words of descriptions outside quotes (a quoted or
    capitalised word of a description is usually an example value: 'e.g. "Kelby - Dunmore"')."""
    out: set[str] = set()
    for f in functions:
        descriptions = [f.description or ""]
        for schema in f.properties.values():
            if isinstance(schema, dict):
                descriptions.append(str(schema.get("description") or ""))
        for name in (f.name, *f.properties):
            spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name.replace("_", " "))
            out.update(s for w in _WORD.findall(fold(spaced)) for s in _sub_words(w))
        for text in descriptions:
            unquoted = _QUOTED.sub(" ", text)
            out.update(s for w in _WORD.findall(unquoted) if w.islower() for s in _sub_words(w))
    return frozenset(out)


def named_items(request: str, vocabulary: frozenset[str] = frozenset()) -> tuple[NamedItem, ...]:
    """The spans of ``request`` that name a particular thing, each with its name words.

    Example: ``"Can the MV Brae Lass carry more than the MV Tern?"`` gives
    "MV Brae Lass" and "MV Tern"; a sentence's first word ("How")
    is not counted, nor are month and weekday names ("on 9 May").
    """
    text = request[:MAX_REQUEST_CHARS]
    skip = vocabulary | _date_names()
    items: list[NamedItem] = []
    for m in _QUOTED.finditer(text):
        words = tuple(w for w in _WORD.findall(fold(m.group(1))) for w in _sub_words(w))
        if words:
            items.append(NamedItem(m.group(1).strip(), words))
    for m in _EMAIL.finditer(text):
        words = tuple(w for w in _WORD.findall(fold(m.group())) for w in _sub_words(w))
        if words:
            items.append(NamedItem(m.group(), words))
    run: list[tuple[str, bool]] = []
    run_start = run_end = 0

    def close() -> None:
        counted = [w for w, opening in run if not opening]
        parts = (s for w in counted for s in _sub_words(w))
        words = tuple(s for s in parts if s not in skip and _counts(s))
        if words:
            items.append(NamedItem(text[run_start:run_end], words))
        run.clear()

    for m in _WORD.finditer(text):
        word = m.group()
        prefix = glued_prefix(word)
        word = word[len(prefix) :]
        named = _is_code(word) or (word[0].isupper() and len(word) >= 2)
        joined = bool(run) and all(ch in _JOINERS for ch in text[run_end : m.start()])
        if not named or (run and not joined):
            close()
        if not named:
            continue
        if not run:
            run_start = m.start()
        opening = not _is_code(word) and not prefix and _starts_sentence(text, m.start())
        run.append((word, opening))
        run_end = m.end()
    close()
    # A span inside another ("Lake" of a quoted "Swan Lake") is the same item.
    return tuple(
        item
        for n, item in enumerate(items)
        if not any(
            set(item.words) <= set(other.words) and (set(item.words) < set(other.words) or m < n)
            for m, other in enumerate(items)
            if m != n
        )
    )


def uncovered_items(
    request: str, used: Sequence[str], functions: Sequence[FunctionTool]
) -> tuple[NamedItem, ...]:
    """The items of ``request`` with a name word that none of the ``used`` texts (this turn's
    call arguments and results) holds as a whole word, then the quantities it states
    (:func:`stated_numbers`) that none of them states."""
    items = (*named_items(request, tool_vocabulary(functions)), *stated_numbers(request, functions))
    if not items:
        return ()
    haystack = fold("\n".join(used))
    return tuple(i for i in items if not i.held_by(haystack))


def used_texts(outcomes: Iterable[tuple[str, object, str]]) -> list[str]:
    """The texts an item can be found in: each call's arguments (as JSON, non-ASCII kept) and
    its result text, from ``(name, arguments, result text)`` triples."""
    out: list[str] = []
    for _name, arguments, text in outcomes:
        out.append(json.dumps(arguments, ensure_ascii=False, default=str))
        out.append(text)
    return out
