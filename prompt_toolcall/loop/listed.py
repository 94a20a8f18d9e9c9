"""A call for one item of a list the request writes: the same call for the list's other items.

Data flow (the turn engine, on every reply with calls, after packed lists are split and
before identical calls merge)::

    a call's argument value v (a string, or a number), and the user's request
        ──► request_lists: each clause of the request (sentence punctuation ends one) cut
            where a list joins its items, by CLDR's list patterns in 30 languages
            (",", "and", ", and", "et", "und", "y", "、", "和" ...)
        ──► v written right beside such a joiner, and the list holding a word joiner
            ("and", "et", "和": commas alone make a place, "Paris, France")
        ──► the items beside it, walking out from v while each piece is an item of v's
            shape: a number (a unit word may follow it), a name (a run of capitalised words
            or codes), or one or two plain lower-case words (a whole piece of exactly as many
            words as v); an outermost piece gives the number or name it starts (to the
            right) or ends with (to the left)
    ──► one more call per sibling item, the other arguments unchanged (note
        ``listed-calls-added:N``), unless another argument of the call already holds one of
        the items (``between(2, 5)`` for "between 2 and 5"), the value has no list, or an
        ``enum`` does not hold the item

Why: BFCL's parallel categories, held-out sample (96 entries, 1.5B, constrained): the most
frequent failure was a reply with fewer calls than the request asks for (``wrong_count``,
10 to 11 of the misses; on a later sample of 24 parallel entries, 10 of the 15 misses),
"the weather in Boston and New York" answered with the Boston call only; on a spent agent
split a mean over "pontoons A, B and C" had only pontoon A looked up, and the three values
averaged were A's depth three times. The request shows the list, so the engine can make the
calls the model meant: each new value is a span of the request, nothing is invented.

Limits: the shapes are read from the characters, not from a language's grammar. An item of
plain words must be a whole piece between joiners with as many words as the value the model
wrote ("copper and aluminum", "navy, purple and maroon" yes; "one card holder, one bridle
belt" for "card holder" no; "sushi and pizza places" no); a phrase of three plain words or
more is not read ("the theory of relativity and in which year"). A script written without spaces
gives an item only where the list's joiners bound it on both sides, and such a list must
still join those items with a word (in "查一下东京、大阪和京都的天气" 京都 is not cut from 的天气, and
"、" alone joins 东京 to 大阪, so nothing is added). A name list that starts its sentence is
not read to the left ("Compare Apple and Microsoft": the opening word cannot be told from the
name, so "Microsoft" gets no sibling; "Apple" gets "Microsoft"). "Marks and Spencer" with a
call for "Marks" would add "Spencer"; a model that writes the whole name is unaffected.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any, Literal

from prompt_toolcall.checking.grounding.lexicon import list_joiners
from prompt_toolcall.checking.grounding.text import fold
from prompt_toolcall.types import FunctionTool, ToolCall

__all__ = ["MAX_ITEMS", "add_listed_calls", "listed_siblings"]

MAX_ITEMS = 12
"""The most sibling items one value gets (a longer list is read no further)."""

MAX_REQUEST_CHARS = 4_000
"""Only this much of the request is read (the cost stays bounded on a pasted document)."""

Shape = Literal["number", "name", "words"]

MAX_WORDS = 2
"""A value of plain words longer than this is a phrase, not an item of a list."""

_CLAUSE_END = re.compile(r"(?<=[.!?;:])\s+|[\n()\[\]{}。！？；：（）]")
_NUMBER = r"[-+]?\d+(?:[.,]\d+)?"
_NUMBER_ITEM = re.compile(rf"({_NUMBER})(?:\s+[^\W\d_]+)?")
_NUMBER_LAST = re.compile(rf"({_NUMBER})(?:\s+[^\W\d_]+)?$")
_CONTRACTION = re.compile(r"\w['’][a-z]{1,2}")
_EDGE_PUNCT = " \t.,!?;:…'\"“”‘’«»„"


@lru_cache(maxsize=1)
def _joiner() -> re.Pattern[str]:
    """CLDR's list joiners, less "a" (Czech and Slovak "and"), which is also the English
    article and a Romance preposition: a list read at it is noise ("Book a single room"). A
    word joiner only between whole words; a comma between two digits is a decimal comma."""
    alternatives = []
    for joiner in sorted(list_joiners(), key=len, reverse=True):
        if joiner == "a":
            continue
        body = r"\s+".join(re.escape(w) for w in joiner.split())
        before = r"(?<!\w)" if joiner[0].isalpha() else ""
        after = r"(?!\w)" if joiner[-1].isalpha() else ""
        alternatives.append(f"{before}{body}{after}")
    return re.compile(r"\s*(?:" + "|".join(alternatives) + r")\s*(?<!\d,(?=\d))")


def _name_word(word: str, *, first: bool) -> bool:
    """A word of a name: capitalised ("York", "Ó"), a capital inside ("macOS"), a code
    ("QX-7Y42"); after the first word a bare number too ("Maroon 5")."""
    letters = any(ch.isalpha() for ch in word)
    if not letters:
        return not first and re.fullmatch(r"\d+", word) is not None
    if _CONTRACTION.fullmatch(word):
        return False  # "I'm", "I'd": a pronoun, not a name
    return any(ch.isupper() for ch in word) or any(ch.isdigit() for ch in word)


def _is_name(text: str) -> bool:
    words = text.split()
    return (
        bool(words)
        and words[0][:1].isalnum()
        and all(_name_word(w, first=n == 0) for n, w in enumerate(words))
    )


def _shape(value: object) -> Shape | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return "number" if math.isfinite(value) else None
    if not isinstance(value, str):
        return None
    text = value.strip(_EDGE_PUNCT)
    if re.fullmatch(_NUMBER, text):
        return "number"
    if _is_name(text):
        return "name"
    return "words" if _plain_words(text) else None


def _plain_words(text: str) -> bool:
    """One to MAX_WORDS lower-case words of letters (hyphens allowed), in a spaced script."""
    words = text.split()
    return 0 < len(words) <= MAX_WORDS and all(w.replace("-", "").isalpha() and w.islower() for w in words)


def _key(value: object) -> str:
    """How a value compares with a request's item: 5.0 -> "5", "D.C." -> "d.c"."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return fold(str(value).strip(_EDGE_PUNCT))


def _whole(piece: str, shape: Shape, width: int) -> str | None:
    """``piece`` when all of it is one item of ``shape`` (the item as written), else None."""
    if shape == "number":
        m = _NUMBER_ITEM.fullmatch(piece)
        return m.group(1) if m else None
    if shape == "words":
        return piece if _plain_words(piece) and len(piece.split()) == width else None
    return piece if _is_name(piece) else None


def _edge(piece: str, shape: Shape, width: int, *, leading: bool) -> tuple[str, ...]:
    """The items ``piece`` may start with (``leading``) or end with, longest first."""
    if shape == "number":
        m = _NUMBER_ITEM.match(piece) if leading else _NUMBER_LAST.search(piece)
        return (m.group(1),) if m else ()
    words = piece.split()
    if shape == "words":
        cut = words[:width] if leading else words[-width:]
        return (" ".join(cut),) if len(cut) == width else ()
    if leading:
        run = 0
        while run < len(words) and _name_word(words[run], first=run == 0):
            run += 1
        cut = [" ".join(words[:k]) for k in range(run, 0, -1)]
    else:
        start = len(words)
        while start > 0 and _name_word(words[start - 1], first=False):
            start -= 1
        cut = [" ".join(words[k:]) for k in range(start, len(words)) if _name_word(words[k], first=True)]
    return tuple(cut)


def _cut_items(piece: str, shape: Shape, width: int, *, leading: bool) -> tuple[str, ...]:
    """:func:`_edge` for a sibling: a name cut from a longer piece has two characters at
    least (a lone capital there is a pronoun or an initial: "Duane Whitaker and I want"); plain
    words are never cut from a longer piece ("coffee and then tea" has no item "then")."""
    if shape == "words":
        return ()
    return tuple(c for c in _edge(piece, shape, width, leading=leading) if shape == "number" or len(c) >= 2)


def listed_siblings(value: object, request: str) -> tuple[str, ...]:
    """The other items of the list ``request`` writes ``value`` in (module docstring), as
    written, in the request's order; () when ``value`` stands in no such list.

    Example: ``listed_siblings("Boston", "Weather in Boston, New York and Los Angeles today?")``
    gives ("New York", "Los Angeles"); ``listed_siblings("Paris", "Hotels in Paris, France")``
    gives ().
    """
    shape = _shape(value)
    if shape is None:
        return ()
    target = _key(value)
    width = len(target.split())
    joiner = _joiner()
    for clause in _CLAUSE_END.split(request[:MAX_REQUEST_CHARS]):
        if target not in fold(clause):
            continue
        joins = [m.group() for m in joiner.finditer(clause)]
        if not any(any(ch.isalpha() for ch in j) for j in joins):
            continue
        pieces = [p.strip(_EDGE_PUNCT) for p in joiner.split(clause)]
        for n in range(len(pieces)):
            found = _around(pieces, joins, n, target, shape, width)
            if found:
                return found
    return ()


def _around(
    pieces: Sequence[str], joins: Sequence[str], n: int, target: str, shape: Shape, width: int
) -> tuple[str, ...]:
    """The siblings of ``target`` when it is the item of ``pieces[n]`` next to a joiner."""
    last = len(pieces) - 1
    whole = _whole(pieces[n], shape, width)
    is_whole = whole is not None and _key(whole) == target
    right = n < last and (
        is_whole or any(_key(e) == target for e in _edge(pieces[n], shape, width, leading=False))
    )
    left = n > 0 and (
        is_whole or any(_key(e) == target for e in _edge(pieces[n], shape, width, leading=True))
    )
    if not (right or left):
        return ()
    items: list[str] = []
    used: list[str] = []
    if left:
        for k in range(n - 1, -1, -1):
            # A name that starts the clause may start with the sentence's opening word
            # ("Compare Apple", "New York"): it cannot be cut there, so it is not taken.
            opening = k == 0 and shape == "name"
            item = None if opening else _whole(pieces[k], shape, width)
            if item is None:
                edges = _cut_items(pieces[k], shape, width, leading=False)
                if edges and not (opening and _key(edges[0]) == _key(pieces[k])):
                    items.insert(0, edges[0])
                    used.append(joins[k])
                break
            items.insert(0, item)
            used.append(joins[k])
    if right:
        for k in range(n + 1, last + 1):
            item = _whole(pieces[k], shape, width)
            if item is None:
                edges = _cut_items(pieces[k], shape, width, leading=True)
                if edges:
                    items.append(edges[0])
                    used.append(joins[k - 1])
                break
            items.append(item)
            used.append(joins[k - 1])
    if not any(any(ch.isalpha() for ch in j) for j in used):
        return ()  # commas alone: a place or an address, not a list
    out: list[str] = []
    for item in items:
        if item and _key(item) != target and _key(item) not in {_key(o) for o in out}:
            out.append(item)
    return tuple(out[:MAX_ITEMS])


def _flat(value: object) -> Iterator[object]:
    """Every leaf of an argument value (list items and object values, in order), walked with a
    stack: a model's arguments may nest deeper than Python's recursion limit."""
    stack: list[object] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(reversed(item))
        elif isinstance(item, Mapping):
            stack.extend(reversed(list(item.values())))
        else:
            yield item


def _as_argument(item: str, like: object, schema: object) -> Any:
    """``item`` as the value its parameter takes (a number for a number), or None when the
    parameter cannot take it (an ``enum`` without it, a number that does not parse)."""
    value: Any = item
    if isinstance(like, (int, float)) and not isinstance(like, bool):
        try:
            number = float(item.replace(",", "."))
        except ValueError:
            return None
        value = int(number) if isinstance(like, int) and number.is_integer() else number
    if isinstance(schema, Mapping) and isinstance(schema.get("enum"), list):
        matches = [e for e in schema["enum"] if fold(str(e)) == fold(str(value))]
        return matches[0] if matches else None
    return value


def add_listed_calls(
    calls: Sequence[ToolCall], request: str, functions: Sequence[FunctionTool]
) -> tuple[tuple[ToolCall, ...], int]:
    """``calls`` with, after each call, one call per sibling item of the list its value
    stands in (module docstring), and how many calls that added. Only a function the reply
    calls once: a reply with two calls of it already did the list (and "Taylor Swift and
    Maroon 5 for 20 and 15 minutes respectively" pairs two lists the step cannot pair)."""
    bound = {f.name: f for f in functions}
    counts: dict[str, int] = {}
    for call in calls:
        counts[call.name] = counts.get(call.name, 0) + 1
    out: list[ToolCall] = []
    added = 0
    for n, call in enumerate(calls):
        out.append(call)
        function = bound.get(call.name)
        if function is None or counts[call.name] > 1:
            continue
        for key, value in call.arguments.items():
            siblings = listed_siblings(value, request)
            if not siblings:
                continue
            keys = {_key(s) for s in siblings}
            others = [v for k, v in call.arguments.items() if k != key]
            if any(_key(v) in keys for o in others for v in _flat(o) if not isinstance(v, bool)):
                break  # "between 2 and 5": the list is the call's own arguments
            # An item another call of the reply already takes is that call's ("the primes
            # between 50 and 150, then the Fibonacci series up to 150").
            taken = {
                _key(v)
                for m, c in enumerate(calls)
                if m != n
                for v in _flat(c.arguments)
                if not isinstance(v, bool)
            }
            schema = function.properties.get(key)
            for item in (s for s in siblings if _key(s) not in taken):
                argument = _as_argument(item, value, schema)
                if argument is not None:
                    out.append(ToolCall(call.name, {**call.arguments, key: argument}))
                    added += 1
            break
    return tuple(out), added
