"""A value the model copied from a tool's documentation, asked for again from the request's own words.

Data flow (the turn engine, before this turn's first tool result, after a NEED_INFO of one
call whose every missing value was the parameter's documented example,
``grounding:<i>:<p>:ungrounded-required:documented-example``, when no lookup was asked)::

    NEED_INFO(function F, missing [p, ...]) + grounding notes
        ──► copied_examples: the missing parameters whose value was F's own example, each a
            free-text string (no enum, format or pattern, not an identifier, an example that
            is not a date, a time or a number, and is written as a name: a capital or a
            digit); any other missing value: nothing to do
        ──► named_spans: every run of one to MAX_SPAN_WORDS words of the request, inside
            one clause (punctuation ends a clause), verbatim, that starts and ends with a word
            of a name the request gives (loop.coverage.named_items: capitalised, a code, quoted)
        ──► with_span_choices: F with each such parameter an ``enum`` of those spans, so a
            constrained reply can only copy one of them (the manifest shows them too)
        ──► the engine's one request lists only that F, NEED_INFO and NO_TOOL still on offer
            (example-span-asked); a call whose every value is grounded replaces the
            NEED_INFO (example-span-call), a NO_TOOL answers without the tool
            (example-span-no-tool), anything else keeps the NEED_INFO

Why: a small model that does not find a value in the request writes the one the tool's
description shows ("e.g. 90gsm silk"), and grounding refuses it: the turn ends asking the
user for a value the request often holds in other words or in another language ("the
Tintoretto cream paper" in a Gujarati sentence). On five spent held-out agent splits (1.5B,
120 tasks per framework) it was the most frequent class of failure. Three earlier attempts each
left the model free to write any value and failed: a turn-back naming the copy, a re-ask with
the example cut from the manifest, a manifest without examples. Here the value can only be one
of the names the request gives, so whatever the model picks is the user's own words; NEED_INFO
stays on offer. Offered every run of words instead, the 1.5B picked question words as names
(see :func:`named_spans`).

Measured (1.5B, LangChain ``create_agent``): on 42 spent agent tasks whose earlier runs
copied an example, offering every run of words gained 7 tasks and lost 1, but about a third
of its picks were question words (calls nobody asked for); with named spans only, on 25 of
those tasks, 2 gained and 1 lost (that loss, after the turn's results were in, is why the step
now runs only before them), and no pick was question words. On a split written blind before
the step (24 tasks, both frameworks, run once) it fired in 2 tasks, both still wrong.
Development figures except the last.

The spans come from words and punctuation, not from any language's vocabulary: a run of a
script written without spaces (Han, kana, Thai, Lao, Khmer, Myanmar) counts as one word and
is split from its neighbours where the script changes, so "Tintoretto" inside a Gujarati or a
Chinese sentence is its own span. Such a run longer than MAX_SPAN_CHARS gives no span (no
word segmentation is attempted); the NEED_INFO then stands as before.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from prompt_toolcall.checking.grounding.match import (
    documented_examples,
    is_date_or_time,
    with_docstring_descriptions,
)
from prompt_toolcall.loop.coverage import glued_prefix, name_parts, named_items
from prompt_toolcall.loop.lookups import is_identifier
from prompt_toolcall.types import FunctionTool

__all__ = [
    "MAX_SPANS",
    "MAX_SPAN_CHARS",
    "MAX_SPAN_WORDS",
    "copied_examples",
    "name_parameters",
    "named_spans",
    "request_spans",
    "with_span_choices",
]

MAX_SPAN_WORDS = 4
"""The longest span offered, in words: an item's name in a request is rarely longer ("a
kids' skis with poles" is four after its article). UNMEASURED: chosen, not tuned."""

MAX_SPAN_CHARS = 60
"""The longest span offered, in characters (a pasted paragraph is not an item's name)."""

MAX_SPANS = 96
"""At most this many spans are offered: the enum is shown in the manifest, so every span
costs prompt tokens in that one request (about five each). Past it, the longest spans go
first, because each shorter span inside them is still offered. UNMEASURED: chosen, not tuned
(a 24-word request gives 90 spans of up to four words)."""

_MAX_REQUEST_CHARS = 2_000
"""Only this much of the request is split into spans."""

_UNSPACED_SCRIPTS = ("CJK", "HIRAGANA", "KATAKANA", "THAI", "LAO", "KHMER", "MYANMAR", "HANGUL SYLLABLE")
"""Unicode character-name prefixes of scripts whose words are not separated by spaces (Korean
uses spaces, but its syllables are split from Latin neighbours the same way)."""

_NOTE_RE = re.compile(r"^grounding:\d+:(?P<param>.+):ungrounded-required:documented-example$")
_NUMBER_RE = re.compile(r"^[\d\s.,:/+-]+$")


def copied_examples(function: FunctionTool, missing: Sequence[str], notes: Sequence[str]) -> tuple[str, ...]:
    """The ``missing`` parameters of ``function`` whose refused value was the parameter's own
    documented example (the grounding ``notes`` say ``documented-example``), when EVERY missing
    parameter is such a free-text value; otherwise ``()``.

    Free text: a string (or untyped) parameter without ``enum``, ``const``, ``format`` or
    ``pattern``, not an identifier (:func:`prompt_toolcall.loop.lookups.is_identifier`: a code
    a system hands out is found by a lookup, not in the request's words), whose examples are
    not dates, times or numbers (a date is often written in other words than the value,
    "tomorrow" for ``2026-05-02``, so no span of the request is the value).
    """
    copied = {m.group("param") for m in (_NOTE_RE.match(n) for n in notes) if m}
    if not missing or not set(missing) <= copied:
        return ()
    return _name_valued(function, missing)


def name_parameters(function: FunctionTool, missing: Sequence[str]) -> tuple[str, ...]:
    """The ``missing`` parameters of ``function`` when EVERY one takes a name as free text, by
    the rules of :func:`copied_examples`: the schema documents an example, written as a name and
    no date, time or number; otherwise ``()``. No refused value is needed: this is for a
    NEED_INFO the model wrote itself.

    Example: ``find_pickup_by_name(pickup_person_name)`` documented 'e.g. "Mary Jones"' gives
    ``("pickup_person_name",)``; a ``service`` documented 'e.g. "shrink-wrapping"' gives (), and
    so does a ``city`` documented "City name" only.

    Why an example is needed: the request's names are its capitalised words, and German writes
    every noun so. Of the 289 grounding fixtures, 3 would be asked again without this rule, all
    NEED_INFO cases whose names are not the value ("Wetter" for a city, the origin city for a
    destination); with it, none.
    """
    return _name_valued(function, missing)


def _name_valued(function: FunctionTool, missing: Sequence[str]) -> tuple[str, ...]:
    if not missing:
        return ()
    # A docstring's "Args:" lines describe parameters the schema leaves undescribed (tools
    # made from functions by LangChain and LlamaIndex): the examples are read where grounding
    # read them.
    described = with_docstring_descriptions(function.properties, function.description)
    for parameter in missing:
        schema = described.get(parameter)
        if not isinstance(schema, Mapping) or not _free_text(schema) or is_identifier(function, parameter):
            return ()
        examples = documented_examples(schema)
        if not examples or any(is_date_or_time(x) or _NUMBER_RE.match(x) for x in examples):
            return ()
        if not all(_written_as_name(x) for x in examples):
            return ()
    return tuple(missing)


def _written_as_name(example: str) -> bool:
    """Whether a documented example is written the way the offered spans are: with a capital
    letter or a digit ("Les Oliviers", "Tank 9", "100gsm recycled"), not all in lower case
    ("shrink-wrapping", "international").

    Why: the request's spans offered are names (:func:`named_spans`), and a lower-case example
    says the value is a common noun, so a name in the request is then the name of something
    else. On spent and held-out agent runs of this step (1.5B), every re-ask for a parameter
    with a lower-case example picked such a name and none was right (4 tasks, 6 runs: a
    boat's name as a yard service, a person's name as a courier service); the re-asks that
    made a call for a parameter whose examples are written as names were right in 3 of 8
    runs."""
    return any(ch.isupper() or ch.isdigit() for ch in example)


def _free_text(schema: Mapping[str, Any]) -> bool:
    if any(k in schema for k in ("enum", "const", "format", "pattern")):
        return False
    kind = schema.get("type", "string")
    return kind == "string" or (isinstance(kind, list) and "string" in kind and "object" not in kind)


def request_spans(text: str) -> list[str]:
    """Every run of 1 to :data:`MAX_SPAN_WORDS` consecutive words of ``text`` inside one
    clause, verbatim, first occurrence order, without runs of digits and punctuation alone;
    at most :data:`MAX_SPANS` (the longest runs dropped first).

    Example: ``request_spans("Price of the Tintoretto cream?")`` holds ``"Tintoretto cream"``
    and ``"the Tintoretto cream"``, not ``"cream?"`` nor ``"Price of the Tintoretto cream"``.
    """
    found: dict[str, tuple[int, int]] = {}
    position = 0
    for words in _clauses(text[:_MAX_REQUEST_CHARS]):
        for start in range(len(words)):
            for size in range(1, min(MAX_SPAN_WORDS, len(words) - start) + 1):
                span = _join(words[start : start + size])
                if len(span) <= MAX_SPAN_CHARS and not _NUMBER_RE.match(span) and span not in found:
                    found[span] = (position + start, size)
        position += len(words)
    kept = sorted(found, key=lambda s: (found[s][1], found[s][0]))[:MAX_SPANS]
    return sorted(kept, key=found.__getitem__)


def named_spans(text: str, vocabulary: frozenset[str] = frozenset()) -> list[str]:
    """The spans of :func:`request_spans` that start and end with a word of a name the request
    gives (:func:`prompt_toolcall.loop.coverage.named_items`: a capitalised word that does not
    open a sentence, a code, a quoted span, an e-mail address; words in ``vocabulary``, the
    tools' own words, do not count), in text order.

    Example: ``named_spans("The 2025 wine from the Mas du Pont block.")`` gives ``"Mas"``,
    ``"Mas du Pont"`` and ``"Pont"``, and no span that starts with "The" or ends with "block".

    Why not every span: offered all runs of up to four words, the 1.5B picked question words
    as an item's name ("Could you look up", "season of the year when", "My son is 9") in
    about one task in three on spent agent splits, and each pick was a call the user never
    asked for. A name's first and last word bound what a model may pick to the names the
    user wrote. The price: a name in lower case ("a kids' ski set") or in a script without
    capitals gives no span, and the NEED_INFO stands as it did before this step.

    A name that opens its sentence is offered whole too ("Hodan Axmed Warsame waxay ..." gives
    "Hodan Axmed Warsame" beside "Axmed Warsame"): its first word cannot be told from a
    capitalised question word by its letters, so the shorter spans stay on offer beside it
    ("Does Tintoretto" comes with "Tintoretto"). Why: 105 of the 655 agent benchmark requests
    open with a name of two words or more, most of them a person's full name; without its
    first word the full name was never on offer. A name written with a glued prefix (a Zulu
    noun class: "uLindiwe Zanele Dube") is offered with and without it.
    """
    items = named_items(text, vocabulary)
    names = {w for item in items for w in item.words}
    if not names:
        return []
    whole = {item.text for item in items}

    def named(word: str) -> bool:
        parts = name_parts(word[len(glued_prefix(word)) :])
        return bool(parts) and all(p in names for p in parts)

    spans: list[str] = []
    for s in request_spans(text):
        if named(_edge_word(s, -1)) and (s in whole or named(_edge_word(s, 0))):
            spans.append(s)
            prefix = glued_prefix(_edge_word(s, 0))
            if prefix and s[len(prefix) :] not in spans:
                spans.append(s[len(prefix) :])  # "uLindiwe Zanele" is Lindiwe Zanele too
    return spans


def _edge_word(span: str, index: int) -> str:
    """The first (``index`` 0) or last (-1) whitespace word of ``span``."""
    return span.split()[index]


def _join(words: Sequence[tuple[str, bool]]) -> str:
    """Words back into the text they came from: a space between two words unless the second
    was glued to the first (a script change inside one whitespace token)."""
    out = words[0][0]
    for word, glued in words[1:]:
        out += word if glued else " " + word
    return out


def _clauses(text: str) -> list[list[tuple[str, bool]]]:
    """``text`` as clauses of ``(word, glued to the previous word)``. Punctuation and symbols
    end a clause, except between two letters or digits of a spaced script ("spiral-bound",
    "child's", "St.Kilda", "4.50"); whitespace separates words, and so does a change between
    an unspaced script and any other (glued: no space is put back between them)."""
    clauses: list[list[tuple[str, bool]]] = []
    for part in _split_clauses(text):
        words: list[tuple[str, bool]] = []
        for token in part.split():
            for n, piece in enumerate(_script_pieces(token)):
                if len(piece) <= MAX_SPAN_CHARS:
                    words.append((piece, n > 0))
                elif words:  # a long unsegmented run: the words around it are not one span
                    clauses.append(words)
                    words = []
        if words:
            clauses.append(words)
    return clauses


def _split_clauses(text: str) -> list[str]:
    parts: list[str] = []
    current: list[str] = []
    for i, char in enumerate(text):
        if unicodedata.category(char)[0] in "PS" and not (
            0 < i < len(text) - 1 and _spaced_word_char(text[i - 1]) and _spaced_word_char(text[i + 1])
        ):
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    parts.append("".join(current))
    return parts


def _spaced_word_char(char: str) -> bool:
    return unicodedata.category(char)[0] in "LNM" and not _unspaced(char)


def _unspaced(char: str) -> bool:
    return unicodedata.name(char, "").startswith(_UNSPACED_SCRIPTS)


def _script_pieces(word: str) -> list[str]:
    """``word`` split where it changes between an unspaced script and anything else (a run of an
    unspaced script is one piece: no word segmentation is attempted)."""
    pieces: list[str] = []
    for char in word:
        if pieces and _unspaced(char) == _unspaced(pieces[-1][-1]):
            pieces[-1] += char
        else:
            pieces.append(char)
    return pieces


def with_span_choices(
    function: FunctionTool, parameters: Sequence[str], spans: Sequence[str]
) -> FunctionTool:
    """``function`` with each of ``parameters`` an ``enum`` of ``spans`` (its description kept,
    so the manifest still says what the value is)."""
    properties = dict(function.properties)
    for parameter in parameters:
        schema = properties.get(parameter)
        base = dict(schema) if isinstance(schema, Mapping) else {}
        base.pop("type", None)
        properties[parameter] = {**base, "type": "string", "enum": list(spans)}
    return replace(function, parameters={**function.parameters, "properties": properties})
