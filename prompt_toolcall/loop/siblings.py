"""A read that found nothing for a value: the other reads that look up the same kind of value.

Data flow (the turn engine, on a NO_TOOL once this turn has results, after the chain offer)::

    this turn's outcomes (prompt_toolcall.loop.final_answer.tool_outcomes)
        ──► found_nothing: a read F called with one string value v returned a result that
            adds nothing to the call: an empty JSON value ([], {}, null, ""), or a short
            text whose every word is v's, the tool's own documentation's, or a plain
            lower-case word, at most MAX_NEW_WORDS of those (no figure, no code, no name
            the call did not already hold)
        ──► sibling_reads: the other bound reads G that take exactly one required argument
            of the same kind (a free string, an identifier or not as F's is; or any kind,
            when v is a code written exactly like one G documents), whose documented
            example is written as v is (a code, a name or plain words), and that were not
            called with v this turn
    ──► the engine's ONE request lists those G, each argument an ``enum`` of v alone, NO_TOOL
        on offer (nothing-found-offered); a grounded call replaces the NO_TOOL
        (nothing-found-call)

Why: on two spent held-out agent splits (1.5B, both frameworks), a company's debt was asked
about while two finders were bound, one for people who buy goods and one for companies with
an account; the model asked the people finder, its answer was "No customer named '...'",
and the final answer reported that, in every run (6 runs of 2 tasks). A careful agent asks
the other finder next; the value is the one the model already chose, so nothing is invented,
and the enum keeps the model from writing another one.

Why the example's shape: the 1.5B took every such offer on spent tasks, so the offer must be
right by itself. Offered any read of one free string (development, 10 spent tasks), it sent a
leather colour to a drum lookup ("chestnut" for 'e.g. "Drum 7"') and a jar of honey to a
postage-region lookup (no example); with the shape rule, of the reads that found nothing in
the earlier runs of the spent splits, the two wrong finders of a company's account get their
sibling and those two offers do not happen.

Why a code goes to the read that documents it, whatever F's parameter: on a spent agent split
(1.5B, LangChain), an order's number ("AB-40718", its lookup documented 'e.g. "AB-40000"') was
sent to a lookup by item name, which found nothing, and the answer said the item did not
exist; the order lookup was never offered, because a name read's siblings were only other
name reads. The number's shape and leading letters say whose it is. Replayed over the calls
of 282 recorded runs of the spent splits, the rule adds that one offer and changes no other.

The words come from the result, not from a language's vocabulary: "nothing found" is read as
"nothing new", so a result in any language that only restates the value in plain words counts,
and a record (JSON, a figure, a code, a capitalised name) never does. Limits: a prose answer
that says something new in lower-case words only ("the account is in good standing") reads as
nothing found; the offer then costs one request and NO_TOOL stays on offer.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from prompt_toolcall.checking.grounding.match import documented_examples, with_docstring_descriptions
from prompt_toolcall.checking.grounding.text import fold
from prompt_toolcall.loop.coverage import tool_vocabulary
from prompt_toolcall.loop.lookups import (
    code_examples,
    fits_code_example,
    is_identifier,
    other_kind_of_code,
)
from prompt_toolcall.loop.scope import reads
from prompt_toolcall.types import FunctionTool

__all__ = [
    "MAX_NEW_WORDS",
    "MAX_RESULT_CHARS",
    "NothingFound",
    "found_nothing",
    "nothing_found",
    "sibling_reads",
]

MAX_RESULT_CHARS = 300
"""A longer result says something: it is never read as "nothing found"."""

MAX_NEW_WORDS = 5
"""A result that adds more words of its own than this says something (a question back, a list
of candidates): it is never read as "nothing found". Measured on the agent benchmark's tools:
the 27 "not found" answers of their expected lookups add 1 to 4 words each ("No", "named",
"was", "found"); an answer listing two candidates for an ambiguous name adds 8."""

_JOINER_LETTERS = 3
"""A lower-case word this short inside a name joins its parts ("in", "de", "of", "and")."""

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_SENTENCE_START = re.compile(r"(?:^|[.!?:;]\s+|\n)\W*$")


@dataclass(frozen=True)
class NothingFound:
    """A read that found nothing, and the other reads that may.

    Attributes:
        function: the read that was called.
        value: the one value it was called with.
        siblings: each other read and the parameter that would take ``value``.
    """

    function: str
    value: str
    siblings: tuple[tuple[FunctionTool, str], ...]


def found_nothing(text: str, value: str, function: FunctionTool) -> bool:
    """Whether ``function``'s result ``text`` for the one value ``value`` adds nothing: an empty
    JSON value, or a short text whose words are ``value``'s, the tool's documentation's or
    plain lower-case words (module docstring).

    Example: for ``find_buyer("Carrick Roofing")``, "No customer named
    'Carrick Roofing'." is nothing found; ``{"customer": "Carrick Roofing", "ledger":
    "QL-1234"}`` and "Carrick Roofing owe £2,150.00." are not.
    """
    stripped = text.strip()
    if not stripped:
        return True
    if len(stripped) > MAX_RESULT_CHARS:
        return False
    try:
        parsed = json.loads(stripped)
    except ValueError:
        parsed = stripped
    else:
        if not isinstance(parsed, str):
            return not parsed
    known = set(_WORD.findall(fold(value))) | tool_vocabulary((function,))
    new = 0
    for m in _WORD.finditer(parsed):
        word = m.group()
        if fold(word) in known:
            continue
        new += 1
        if new > MAX_NEW_WORDS or any(ch.isdigit() for ch in word):
            return False
        if word[:1].isupper() and not _SENTENCE_START.search(parsed[: m.start()]):
            return False
    return True


def _takes_one(function: FunctionTool) -> str | None:
    """The one required parameter of ``function``, when it takes a free string."""
    required = function.parameters.get("required") or []
    if len(required) != 1 or not isinstance(required[0], str):
        return None
    schema = function.properties.get(required[0])
    if not isinstance(schema, Mapping) or any(k in schema for k in ("enum", "const", "format")):
        return None
    return required[0] if schema.get("type", "string") == "string" else None


def sibling_reads(
    function: FunctionTool,
    parameter: str,
    functions: Sequence[FunctionTool],
    tried: set[str],
    value: str = "",
) -> tuple[tuple[FunctionTool, str], ...]:
    """The other bound reads that take exactly one required free string, an identifier when
    ``function``'s ``parameter`` is one and a plain value when it is not (either, when
    ``value`` fits one of the read's code examples:
    :func:`~prompt_toolcall.loop.lookups.fits_code_example`), leaving out those named in
    ``tried``. The sibling must document an example written as ``value`` is (:func:`shape`: a
    code, a name, plain words), and an identifier ``value`` must not be a code of another kind
    than the one it documents (:func:`prompt_toolcall.loop.lookups.other_kind_of_code`: an
    order's "SO-40271" is not offered to a haul run's lookup documented 'e.g. "HR-0000"')."""
    kind = is_identifier(function, parameter)
    found: list[tuple[FunctionTool, str]] = []
    for other in functions:
        if other.name == function.name or other.name in tried or not reads(other):
            continue
        taken = _takes_one(other)
        if taken is None:
            continue
        if is_identifier(other, taken) != kind and not any(
            fits_code_example(value, x) for x in code_examples(other, taken)
        ):
            continue
        if kind and other_kind_of_code(value, other, taken):
            continue
        described = with_docstring_descriptions(other.properties, other.description)
        schema = described.get(taken)
        examples = documented_examples(schema) if isinstance(schema, Mapping) else []
        if value and not any(shape(x) == shape(value) for x in examples):
            continue
        found.append((other, taken))
    return tuple(found)


def shape(text: str) -> str:
    """How a value is written: ``"code"`` (it has a digit: "Drum 7", "A4", "SO-40271"),
    ``"name"`` (its words are capitalised, short lower-case joiners aside: "Trevose Paving",
    "Carrara in Italy") or ``"words"`` (plain words: "chestnut", "figure-of-eight dance")."""
    if any(ch.isdigit() for ch in text):
        return "code"
    words = _WORD.findall(text)
    capitalised = [w for w in words if w[:1].isupper()]
    joiners = [w for w in words if not w[:1].isupper() and len(w) <= _JOINER_LETTERS]
    if capitalised and len(capitalised) + len(joiners) == len(words):
        return "name"
    return "words"


def nothing_found(
    outcomes: Sequence[tuple[str, Mapping[str, object], str]], functions: Sequence[FunctionTool]
) -> NothingFound | None:
    """The first read among ``outcomes`` (name, arguments, result text of each returned call)
    that found nothing for its one value while another read may find it; None when there is
    none."""
    bound = {f.name: f for f in functions}
    for name, arguments, text in outcomes:
        function = bound.get(name)
        if function is None or not reads(function) or len(arguments) != 1:
            continue
        ((parameter, value),) = arguments.items()
        if not isinstance(value, str) or not value.strip() or _takes_one(function) != parameter:
            continue
        if not found_nothing(text, value, function):
            continue
        tried = {n for n, a, _ in outcomes if value in a.values()}
        siblings = sibling_reads(function, parameter, functions, tried, value)
        if siblings:
            return NothingFound(name, value, siblings)
    return None
