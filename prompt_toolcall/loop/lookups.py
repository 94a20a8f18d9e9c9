"""Which bound functions may find a value a NEED_INFO asks for: read from the tool schemas.

Data flow (the turn engine, after a NEED_INFO while other functions are bound)::

    NEED_INFO(function F, missing [p, ...]) + the bound functions
        ──► finders_for: every other function G that does NOT take p as an argument and
            whose description names p (every word of p's name, in any order: ``user_id`` is
            named by "returns the user id" and by "their user_id");
            every p a number or a list of numbers: also quantity_finders (every other G
            with required arguments that takes no p and is not a computation)
            none of those, no tool result yet, every p an identifier (is_identifier) and the
            request naming an item: item_readers (the other reads of the same kind of
            record; none: the reads that take only what a user states and say they return
            an identifier; at most MAX_ITEM_READERS)
        ──► the engine's one lookup request lists only those G (none: no request)
        ──► the lookup call's message carries the deferred NEED_INFO (``deferred``; adapters
            keep it in message metadata under DEFERRED_KEY: to_wire / from_wire)
    next turn, the lookup's results in:
        ──► resumable: the deferred call, when the last assistant message deferred one and
            every call it made has a result that is not an error

    one reply with calls of several functions
        ──► held_calls: a call giving a value for a parameter that another call's function
            names (a named finder of it) waits for that call's result: the engine holds it
            back and records it as deferred, so it is resumed like a lookup's NEED_INFO
        ──► the extractor's calls-deferred (a call lacking a value while the others ran):
            recorded as deferred the same way

Why: a function that names a value in its description without taking it as input is a
likely source of that value ("Find an employee's id from their full name" for a record
lookup that needs ``employee_id``). A function that takes the value itself needs what is
missing, so it cannot find it.

Quantities: when every missing parameter is a number (JSON Schema ``number`` or ``integer``,
no ``enum``), every other bound function that takes at least one required argument and none
of the missing parameters is a finder too, after any named one. Why: the operands of a
calculation have generic names (``left``, ``term_a``, ``x``) that no description names, yet
the numbers usually come from another function's result ("how much more does a first-class
fare cost than a standard one" needs two fare lookups before the subtraction). A function
without required arguments is left out: nothing in the conversation could vouch for a
forced call of it, and such functions are the ones that act on everything (clear, cancel or
list all). Named finders alone would not do for numbers: an operand's one-word name is often
a word descriptions use in another sense (``right`` in "where a train is right now").
A list of numbers (the values a mean or a sum takes) is numbers too, and a function whose
every required argument is a number or a list of numbers is a computation, never a finder:
nothing a user names keys it, so it cannot find a figure the conversation lacks.

Why: on spent agent splits (1.5B, LangChain), a mean over a list whose three depths were
invented got no lookup at all (the list was not read as numbers, so the user was asked for
the depths the pontoon lookups hold), and a multiplication with an invented count got a
lookup request that listed the addition beside the fuel-price lookup; the forced call was
the addition of the two stated litres, and no price was ever looked up.

Identifiers: a record's key is often called something else by the function that finds the
record ("employee number" for ``staff_id``, "report reference" for ``claim_code``), so no
description names it. When the missing values are identifiers by their schema and the request
names an item (a person, a code, an e-mail address), the reads that take a required argument
and name the same kind of record (a word of the function's or the parameter's name, "driver"
in ``get_driver_roster`` and ``find_driver``) are listed, at most MAX_ITEM_READERS: the item
may find the record.

Why: on a spent held-out agent split (1.5B), two of 24 tasks failed in both frameworks this
way: the request named a driver, the model called the roster function with an invented staff
id (grounding made it a NEED_INFO), the finder called the id "employee number", so no finder
was listed, and the user was asked for an id they do not have. The first version listed every
read: on the next held-out split it fired once, with the staff finder and a branch lookup
listed, and the model called the branch lookup with an invented branch; the list is now the
same kind of record only (the finder alone there). That narrowing is not measured on
held-out tasks yet.

Reads only: the listed functions are forced, and a forced call that changes something on a
guess is not a lookup. Grounding still judges the call; an invented value keeps the NEED_INFO.
Not for dates, places or amounts: a user states those, and a record about the city of a
requested flight does not hold its date.

A parameter named by an abbreviation (``vin``, ``mmsi``) is named too by a description that
spells it out, the initials of 3 to 6 consecutive words ("Vehicle Identification Number").

The words come from the tool author's schema, not from the user's language, so the rule is
the same for every request language; a description written in another language than the
parameter names finds nothing, and the NEED_INFO stands as it would without finders.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from prompt_toolcall.checking.grounding.codes import code_shape, fits_code_example, is_code_example
from prompt_toolcall.checking.grounding.match import documented_examples, with_docstring_descriptions
from prompt_toolcall.loop.pairing import canonical_call_id
from prompt_toolcall.loop.scope import reads
from prompt_toolcall.messages import Message
from prompt_toolcall.types import EnvelopeNeedInfo, FunctionTool, ToolCall

__all__ = [
    "DEFERRED_KEY",
    "ID_WORDS",
    "MAX_ITEM_READERS",
    "RETURNED_ID_WORDS",
    "code_examples",
    "code_readers",
    "code_shape",
    "computes",
    "fed_by_results",
    "finders_for",
    "fits_code_example",
    "from_wire",
    "held_calls",
    "identifier_finders",
    "is_code_example",
    "is_identifier",
    "is_numbers_schema",
    "is_quantity_schema",
    "item_readers",
    "name_words",
    "other_kind_of_code",
    "quantity_finders",
    "request_readers",
    "resumable",
    "to_wire",
]

DEFERRED_KEY = "toolcall_deferred"
"""The metadata key under which adapters keep a lookup call's deferred NEED_INFO
(``response_metadata`` of a LangChain ``AIMessage``, ``additional_kwargs`` of a LlamaIndex
``ChatMessage``): a list of ``{"function": str, "missing": [str, ...]}``, innermost first."""

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD = re.compile(r"[^\W_]+")


def name_words(name: str) -> frozenset[str]:
    """The lower-case words of an identifier: ``user_id``, ``userId`` and ``user-id`` -> {user, id}."""
    return frozenset(_ordered_words(name))


def _ordered_words(name: str) -> list[str]:
    """The lower-case words of an identifier, in order (:func:`name_words` as a list)."""
    return [w.lower() for w in _WORD.findall(_CAMEL.sub(" ", name))]


def _takes(function: FunctionTool, parameter: str) -> bool:
    properties = function.parameters.get("properties")
    return isinstance(properties, dict) and parameter in properties


def is_quantity_schema(schema: object) -> bool:
    """A parameter schema that asks for a number: type ``number``/``integer`` (alone or with
    ``null``), and no ``enum`` (a fixed set of codes is not a measured quantity)."""
    if not isinstance(schema, dict) or "enum" in schema:
        return False
    kind = schema.get("type")
    kinds = {kind} if isinstance(kind, str) else set(kind) if isinstance(kind, list) else set()
    return bool(kinds & {"number", "integer"}) and kinds <= {"number", "integer", "null"}


def is_numbers_schema(schema: object) -> bool:
    """A quantity (:func:`is_quantity_schema`) or a list of quantities (``array`` whose
    ``items`` is one): the operands of a mean or a sum over a list."""
    if is_quantity_schema(schema):
        return True
    if not isinstance(schema, dict) or schema.get("type") not in ("array", ["array", "null"]):
        return False
    return is_quantity_schema(schema.get("items"))


def computes(function: FunctionTool) -> bool:
    """A function whose every required argument is a number or a list of numbers: a
    computation over figures, not a lookup of one (nothing a user names keys it)."""
    return bool(function.required) and all(
        is_numbers_schema(function.properties.get(p)) for p in function.required
    )


def quantity_finders(
    function: str, missing: Sequence[str], functions: Sequence[FunctionTool]
) -> tuple[FunctionTool, ...]:
    """When every ``missing`` parameter of ``function`` is a number or a list of numbers: the
    other bound functions that take at least one required argument, none of the missing
    parameters, and are not themselves computations (:func:`computes`; see the module
    docstring); otherwise ``()``.

    Example: ``quantity_finders("subtract", ["left", "right"], tools)`` gives ``get_fare`` and
    ``get_distance``, not ``add`` (a computation) nor ``clear_cart()``.
    """
    target = next((f for f in functions if f.name == function), None)
    if target is None or not missing:
        return ()
    if not all(is_numbers_schema(target.properties.get(p)) for p in missing):
        return ()
    return tuple(
        f
        for f in functions
        if f.name != function and f.required and not computes(f) and not any(_takes(f, p) for p in missing)
    )


ID_WORDS = frozenset({"id", "ids", "identifier", "uuid", "code", "number", "no", "ref", "reference", "key"})
"""Last words of a parameter name that say a system assigned the value (``staff_id``,
``garage_code``, ``ticketNumber``, ``booking_ref``)."""


def _examples(function: FunctionTool, parameter: str) -> list[str]:
    """Every example value ``parameter`` documents, from its schema or, for a tool whose
    docstring documents its parameters, its docstring line."""
    schema = with_docstring_descriptions(function.properties, function.description or "").get(parameter)
    return documented_examples(schema) if isinstance(schema, Mapping) else []


def code_examples(function: FunctionTool, parameter: str) -> list[str]:
    """The documented examples of ``parameter`` that are codes (:func:`is_code_example`)."""
    return [x for x in (e.strip() for e in _examples(function, parameter)) if is_code_example(x)]


def is_identifier(function: FunctionTool, parameter: str) -> bool:
    """Whether ``parameter`` of ``function`` takes a value a system assigns rather than one a
    user states: a string (or untyped) parameter with a ``pattern`` or ``uuid`` format, a
    documented code example (:func:`code_examples`: ``e.g. "E-00000"``), or a name whose last
    word is in :data:`ID_WORDS`. A date, a city or an amount is none of these.

    Why the docstring too: tools built from functions keep the ``Args:`` lines in the tool's
    description and leave the parameter schemas bare, so ``order_ticket: ..., e.g.
    "LT-0000-A"`` was not an identifier. On 15 spent agent splits, the expected (finder,
    identifier lookup) pairs read from the task definitions went from 83 to 102 with it, and
    :func:`item_readers` listed the right finder in 86 of them (75 of 83 before); the new pairs
    it misses are served by a named finder (:func:`finders_for`) or are not finder pairs.
    Examples that are dates stopped counting as codes at the same time."""
    schema = function.properties.get(parameter)
    if not isinstance(schema, dict) or schema.get("type", "string") != "string" or "enum" in schema:
        return False
    if "pattern" in schema or schema.get("format") == "uuid":
        return True
    if code_examples(function, parameter):
        return True
    words = [w.lower() for part in parameter.split("_") for w in _CAMEL.sub(" ", part).split()]
    return bool(words) and words[-1] in ID_WORDS


MAX_ITEM_READERS = 3
"""At most this many reads are listed by :func:`item_readers`: a short list of the likeliest
finders, as a small model picks among few functions better than among many.

# UNMEASURED: chosen, not tuned; no held-out task has listed more than two."""


def item_readers(
    function: str, missing: Sequence[str], functions: Sequence[FunctionTool]
) -> tuple[FunctionTool, ...]:
    """When every ``missing`` parameter of ``function`` is an identifier
    (:func:`is_identifier`): the other bound functions that read (the first word of the name
    is a read verb, :data:`prompt_toolcall.loop.scope.READ_VERBS`), take at least one
    required argument and none of the ``missing`` parameters, and whose name or parameter
    names share a word with ``function``'s name or the missing parameters' names (read verbs
    aside): the kind of record, "driver" in ``find_driver(driver_full_name)`` and
    ``get_driver_roster(staff_id)``. At most :data:`MAX_ITEM_READERS`, those sharing the
    rarest words first (a word weighs log(N / how many of the N bound functions' names hold
    it)); else ``()``.

    The engine lists them for a NEED_INFO that no named finder serves, before any tool result
    of the turn, while the request names an item (a person, a code, an e-mail address): the
    record that item finds may carry the identifier under another name ("employee number"
    for ``staff_id``).

    When no read shares a word, the finders stand in (:func:`identifier_finders`): a shift
    lookup that takes ``assignment_ref`` and a member finder that "returns their membership
    number" name the same thing in words that share nothing.

    Example: ``item_readers("get_driver_roster", ["staff_id"], tools)`` gives
    ``find_driver(driver_full_name)``, not ``get_depot(garage_code)`` (no shared word),
    ``cancel_driver_shift(name)`` (not a read) nor ``list_drivers()`` (no argument).
    """
    target = next((f for f in functions if f.name == function), None)
    if target is None or not missing or not all(is_identifier(target, p) for p in missing):
        return ()
    wanted = _kind_words(target, missing)
    return _ranked_reads(function, missing, functions, wanted, any_share=True) or identifier_finders(
        function, missing, functions
    )


def request_readers(
    function: str, missing: Sequence[str], functions: Sequence[FunctionTool], request: str
) -> tuple[FunctionTool, ...]:
    """Any kind of missing value: the other bound reads with a required argument (and none of
    the ``missing`` parameters) whose name or parameter names share a word with the request,
    or with ``function``'s name and the missing parameters' names; rarest shared words first
    (as in :func:`item_readers`), at most :data:`MAX_ITEM_READERS`.

    The engine lists them for a NEED_INFO before any tool result of the turn, while the request
    names an item, when no named finder and no item reader serves it: the model may have
    picked a function the item cannot fill (a question about a branch's opening hours sent to
    a function of two clock times, which the branch's record holds; a customer's name sent to
    a lookup by phone number). The request's words point to the record the item names
    ("branch"); the function's own words to records of the same kind.

    Example: for ``hours_between(opens_at, closes_at)`` and the request "How many hours a day
    is our Eastgate branch open?", ``get_branch(branch_name)`` is listed, not
    ``multiply(a, b)`` (not a read) nor ``get_fare(origin, destination)`` (no shared word).
    """
    target = next((f for f in functions if f.name == function), None)
    if target is None or not missing:
        return ()
    said = frozenset(w for w in _ordered_words(request[:_MAX_REQUEST_CHARS]) if len(w) >= _MIN_REQUEST_WORD)
    return _ranked_reads(function, missing, functions, _kind_words(target, missing) | said, any_share=False)


_MAX_REQUEST_CHARS = 4_000
"""Only this much of the request is read for its words (a pasted document is not a question)."""

_MIN_REQUEST_WORD = 3
"""A request word counts from this many letters: "at", "by" and "of" join words in names too
(``find_hire_by_phone``) and say nothing of a record's kind."""


def _ranked_reads(
    function: str,
    missing: Sequence[str],
    functions: Sequence[FunctionTool],
    wanted: frozenset[str],
    *,
    any_share: bool,
) -> tuple[FunctionTool, ...]:
    """The reads :func:`_may_find` allows whose kind words share a word of ``wanted``, ranked by
    the summed rarity of the shared words (log(N / how many of the N bound functions' kind
    words hold it)), bound order on ties; at most :data:`MAX_ITEM_READERS`. A word every
    bound function holds weighs nothing: with ``any_share`` false it alone lists nothing
    (a request's words are many, and one that every name holds picks no record)."""
    vocab = {f.name: _kind_words(f) for f in functions}
    scored: list[tuple[float, int, FunctionTool]] = []
    for n, f in enumerate(functions):
        if not _may_find(f, function, missing):
            continue
        shared = [w for w in sorted(wanted) if _shares(w, vocab[f.name])]
        weight = sum(
            math.log(len(functions) / max(1, sum(_shares(w, v) for v in vocab.values()))) for w in shared
        )
        if shared and (any_share or weight > 0):
            scored.append((-weight, n, f))
    return tuple(f for _, _, f in sorted(scored)[:MAX_ITEM_READERS])


RETURNED_ID_WORDS = ID_WORDS - {"no", "key"}
"""Words that, in a description, say the function gives an identifier ("returns their clock
card number", "the booking reference"). "no" and "key" are left out: in prose they are
mostly other words ("no such order", "the key facts")."""


def identifier_finders(
    function: str, missing: Sequence[str], functions: Sequence[FunctionTool]
) -> tuple[FunctionTool, ...]:
    """The other bound reads that take at least one required argument, none of them an
    identifier (:func:`is_identifier`: they take what a user states, a name, an e-mail
    address, a phone number), none of the ``missing`` parameters, and whose description
    holds a word of :data:`RETURNED_ID_WORDS`; at most :data:`MAX_ITEM_READERS`, in bound
    order.

    Why: on 15 spent agent splits, 83 expected (finder, identifier lookup) pairs (counted
    before docstring examples were read, see :func:`is_identifier`); for 19 no
    read shared a word with the lookup, and among those 13 were a real finder pair: this
    list held the right finder in all 13, with at most one other function beside it
    (development figures, read from the task definitions).
    """
    out: list[FunctionTool] = []
    for f in functions:
        if not _may_find(f, function, missing):
            continue
        if any(is_identifier(f, p) for p in f.required):
            continue
        if {w.lower() for w in _WORD.findall(f.description or "")} & RETURNED_ID_WORDS:
            out.append(f)
    return tuple(out[:MAX_ITEM_READERS])


_CODE_TOKEN = re.compile(r"[^\W_][\w-]{0,38}[^\W_]")


def code_readers(
    function: str, missing: Sequence[str], functions: Sequence[FunctionTool], request: str
) -> tuple[FunctionTool, ...]:
    """The other bound reads keyed by a code the request gives: each takes a required
    parameter whose documented code example a word of ``request`` fits
    (:func:`fits_code_example`: ``"RJ-4471"`` fits ``e.g. "RJ-0000"``), and none of the
    ``missing`` parameters; at most :data:`MAX_ITEM_READERS`, in bound order.

    The engine adds them to the lookup request of a NEED_INFO: a code is the key of the record
    it was written for, and that record is where a value the request does not give is most
    likely to be. Why: grounding refuses a code sent to a parameter of another kind
    (``checking.grounding.codes``); the NEED_INFO that follows is for that parameter (a
    pattern's name), whose finders need not include the code's own read (the repair lookup
    documented 'e.g. "RJ-0000"' for "RJ-4471"), and the user would be asked for a value the
    code's record holds. The turn engine also asks again, listing only these reads, when a
    lookup call itself sends the code to a read of another kind: in a development run of the
    refusal alone, a task that the nothing-found offer used to rescue (the wrong read ran,
    found nothing, and its sibling was offered) ended in a NEED_INFO to the user instead. With
    both, on the 24 tasks of three spent agent splits whose request gives a code (1.5B,
    LangChain, one run each): 9 right before, 12 after, 3 gained and 0 lost (exact McNemar
    p = 0.25; development figures)."""
    words = {
        m.group() for m in _CODE_TOKEN.finditer(request[:_MAX_REQUEST_CHARS]) if is_code_example(m.group())
    }
    if not words:
        return ()
    out: list[FunctionTool] = []
    for f in functions:
        if not _may_find(f, function, missing):
            continue
        if any(fits_code_example(w, x) for p in f.required for x in code_examples(f, p) for w in words):
            out.append(f)
    return tuple(out[:MAX_ITEM_READERS])


def _may_find(candidate: FunctionTool, function: str, missing: Sequence[str]) -> bool:
    """Whether ``candidate`` is another bound read with a required argument that does not
    itself take a ``missing`` parameter: what both :func:`item_readers` and
    :func:`identifier_finders` start from."""
    return (
        candidate.name != function
        and bool(candidate.required)
        and reads(candidate)
        and not any(_takes(candidate, p) for p in missing)
    )


def _kind_words(function: FunctionTool, parameters: Sequence[str] | None = None) -> frozenset[str]:
    """The words of a function's name (its leading read verb left out) and of ``parameters``
    (default: all of its parameters), lower case, two letters or more."""
    name = _ordered_words(function.name)
    if name and reads(function):
        name = name[1:]
    words = set(name)
    for parameter in function.properties if parameters is None else parameters:
        words |= name_words(parameter)
    return frozenset(w for w in words if len(w) >= 2)


def _shares(word: str, words: frozenset[str]) -> bool:
    """``word`` is in ``words``, or one is the other plus a short ending ("vet" and "vets",
    "driver" and "drivers"): the shorter has at least 3 letters and starts the longer."""
    if word in words:
        return True
    return len(word) >= 3 and any(
        len(w) >= 3 and abs(len(w) - len(word)) <= 2 and (w.startswith(word) or word.startswith(w))
        for w in words
    )


def finders_for(
    function: str, missing: Sequence[str], functions: Sequence[FunctionTool]
) -> tuple[FunctionTool, ...]:
    """The bound functions other than ``function`` whose description names a ``missing``
    parameter (every word of it) and that do not take that parameter, in binding order;
    then, for missing numbers, the rest of :func:`quantity_finders`.

    Example: ``finders_for("get_stock", ["isbn"], tools)`` gives ``search_catalog`` when its
    description says "Returns the book's ISBN".
    """
    named = _named_finders(function, missing, functions)
    return named + tuple(f for f in quantity_finders(function, missing, functions) if f not in named)


def _named_finders(
    function: str, missing: Sequence[str], functions: Sequence[FunctionTool]
) -> tuple[FunctionTool, ...]:
    found: list[FunctionTool] = []
    for f in functions:
        if f.name == function:
            continue
        words = [w.lower() for w in _WORD.findall(f.description or "")]
        said = set(words) | _acronyms(words)
        for parameter in missing:
            wanted = name_words(parameter)
            if wanted and wanted <= said and not _takes(f, parameter):
                found.append(f)
                break
    return tuple(found)


_CLOSE_GAP = 2
"""Other words allowed between the words of a parameter's name in a description: "its
length in feet" names ``length_feet``; "a specific ... function" far apart does not."""


def _names_closely(description: str | None, parameter: str) -> bool:
    """Whether ``description`` has every word of ``parameter``'s name within one short run
    (the name's word count plus :data:`_CLOSE_GAP` words), in any order."""
    wanted = name_words(parameter)
    words = [w.lower() for w in _WORD.findall(description or "")]
    width = len(wanted) + _CLOSE_GAP
    return any(wanted <= set(words[i : i + width]) for i in range(max(len(words) - width + 1, 1)))


def _acronyms(words: Sequence[str]) -> set[str]:
    """The initials of every run of 3 to 6 consecutive words: "Vehicle Identification
    Number" says ``vin``, so a parameter named by an abbreviation its finder spells out is
    named too. Measured on a seen agent task (1.5B): a three-letter abbreviated parameter whose
    finder's description spells out the three words found no finder and the user was asked
    for the number."""
    initials = [w[0] for w in words]
    return {"".join(initials[i : i + n]) for n in range(3, 7) for i in range(len(initials) - n + 1)}


def held_calls(
    calls: Sequence[ToolCall], functions: Sequence[FunctionTool]
) -> tuple[tuple[ToolCall, tuple[str, ...]], ...]:
    """The calls of one reply that must wait for another call of the same reply, each with
    the parameters that other call's function can find.

    A call waits when it gives a value for a parameter whose name has two or more words and
    that another call's function, of a different name, names in its description without
    taking it, the words close together (:func:`_names_closely`):
    ``feet_to_metres(length_feet=...)`` beside ``get_pipe(pipe_name=...)`` whose description
    says "its length in feet". Calls that wait on nothing stay; when every call waits on
    another (a cycle), nothing is held.

    Why: a small model writes the whole plan in one reply and fills the later step's
    argument with a number the request happens to state. Measured on seen agent tasks with
    the 1.5B model: the lookup of a water main's length and the conversion of its length
    were written together, the conversion with the price per metre as its length, and the
    answer reported the conversion of the price. The later step belongs after the lookup's
    result.

    Why compound names, close together: one-word parameters (``a``, ``value``,
    ``location``) are words every description uses. Checked without a model on the expected
    calls of BFCL's call categories (``python -m benchmarks.held_calls``): with one-word
    names and words anywhere in the description, 26 of the 200 parallel_multiple answers
    had a call held; as written, 2 of 200 (one of them plays a file the other call
    generates, so holding is the right order for an agent) and none of the 2,111 entries of
    the simple, multiple and parallel categories.
    """
    by_name = {f.name: f for f in functions}
    waits: dict[int, set[int]] = {}
    names: dict[int, list[str]] = {}
    for i, call in enumerate(calls):
        for j, other in enumerate(calls):
            finder = by_name.get(other.name)
            if j == i or other.name == call.name or finder is None:
                continue
            found = [
                p
                for p in call.arguments
                if len(name_words(p)) > 1 and not _takes(finder, p) and _names_closely(finder.description, p)
            ]
            if found:
                waits.setdefault(i, set()).add(j)
                names[i] = list(dict.fromkeys([*names.get(i, []), *found]))
    free = {i for i in range(len(calls)) if i not in waits}
    if not free:
        return ()
    return tuple((calls[i], tuple(names[i])) for i in sorted(waits))


_KEY_DEPTH = 4
_KEY_ITEMS = 50
_RESULT_LIMIT = 100_000
"""Bounds on reading a result's keys and codes: nesting depth, list items and characters read
(a larger result is not read: it is a document, not a record)."""


def _nodes(value: object, depth: int = 0) -> Iterator[object]:
    """Every value in a parsed JSON value, itself first: the values of objects and the first
    :data:`_KEY_ITEMS` items of lists, down to :data:`_KEY_DEPTH` levels."""
    if depth > _KEY_DEPTH:
        return
    yield value
    if isinstance(value, dict):
        for inner in value.values():
            yield from _nodes(inner, depth + 1)
    elif isinstance(value, list):
        for inner in value[:_KEY_ITEMS]:
            yield from _nodes(inner, depth + 1)


_CODE_VALUE_LIMIT = 64
"""A result string longer than this is text, not a code, and is not compared with examples."""

_CODE_PREFIX = re.compile(r"\s*([^\W\d_]+)[\s\-_/.#:]*\d")


def _code_prefix(text: str) -> str | None:
    """The letters a code starts with, folded, when digits follow them (``"BT-0000-X"``:
    ``"bt"``; ``"OR 5521"``: ``"or"``); None for text that does not start so."""
    m = _CODE_PREFIX.match(text)
    return m.group(1).casefold() if m else None


def other_kind_of_code(value: object, function: FunctionTool, parameter: str) -> bool:
    """Whether ``value`` is a code of another kind than the one ``parameter`` documents, the
    opposite of fitting it (:func:`fits_code_example`): every example the parameter documents
    starts with the same letters before its digits (``e.g. "BT-0000-X"``), and ``value`` starts
    with other letters before its digits (``"OR-5521"``, an order's number for a batch's). A
    value without such a start, or a parameter whose examples differ in their letters or have
    none, is never of another kind."""
    if not isinstance(value, str):
        return False
    mine = _code_prefix(value)
    if mine is None:
        return False
    prefixes = {_code_prefix(x) for x in _examples(function, parameter)}
    return len(prefixes) == 1 and None not in prefixes and mine not in prefixes


def _fed(function: FunctionTool, parameter: str, keys: set[str], shaped: dict[str, set[str]]) -> bool:
    """Whether a result gives ``parameter``: a key named like it, or a value (``shaped``: the
    results' short strings by :func:`code_shape`) that fits one of its code examples."""
    if parameter in keys:
        return True
    return any(
        fits_code_example(v, example)
        for example in code_examples(function, parameter)
        for v in shaped.get(code_shape(example), ())
    )


def fed_by_results(
    results: Sequence[tuple[str, str]],
    functions: Sequence[FunctionTool],
    *,
    called: Iterable[str] = (),
) -> tuple[tuple[FunctionTool, tuple[str, ...]], ...]:
    """The bound functions this turn's results can feed: each with the parameters it takes.

    ``results`` are ``(function called, result text)`` pairs of this user turn that are not
    errors; ``called`` names the functions this turn called whatever they returned (a failed
    call included). A function qualifies when it was not called in this turn, takes at least one
    required argument, and the JSON objects in the results give every one of its required
    parameters: a key named exactly like it (``{"station_code": ...}`` feeds
    ``get_facilities(station_code)``), or a value that fits a code example the parameter
    documents (``{"ticket": "LT-4471-B"}`` feeds ``order_ticket``, documented
    ``e.g. "LT-0000-A"``; see :func:`fits_code_example`). Results that are not JSON feed
    nothing.

    Why: tools are written in pairs whose names meet: a search returns the ``user_id`` a
    record lookup takes. Measured on seen agent tasks with the 1.5B model, after such a
    search the reply was NO_TOOL and the answer gave the id, or an invented value, instead
    of the record. The key names come from the tools' own schema and results, so the rule is
    the same in every request language.

    Why the example too: a finder often names the key differently from the function that
    takes it (``ticket`` for ``order_ticket``, ``reference`` for ``claim_code``). Over the
    dependent steps of 15 spent agent splits (235 steps whose previous expected calls had
    run), the step's function was fed in 104 by key names alone and in 119 with examples;
    functions fed that were not the next step went from 3 to 4 (a static count from the
    tools' own results, no model involved).

    Why a failed call counts as called: a function whose call failed is no next step; retrying
    it is the turn engine's retry offer's business, once per turn. Measured on a blind agent
    split (1.5B, LangChain): a sensor read that timed out was fed again by its finder's result
    and forced after every NO_TOOL, five runs of the same call until the request cap, and the
    task ended with an empty answer.
    """
    called = {name for name, _ in results} | set(called)
    keys: set[str] = set()
    shaped: dict[str, set[str]] = {}
    for _, text in results:
        if len(text) > _RESULT_LIMIT or not text.lstrip().startswith(("{", "[")):
            continue
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):  # not JSON, or nested past the reader's stack
            continue
        for node in _nodes(data):
            if isinstance(node, dict):
                keys.update(str(key) for key in node)
            elif isinstance(node, str) and len(node) <= _CODE_VALUE_LIMIT:
                shaped.setdefault(code_shape(node), set()).add(node)
    return tuple(
        (f, f.required)
        for f in functions
        if f.name not in called and f.required and all(_fed(f, p, keys, shaped) for p in f.required)
    )


def to_wire(deferred: Sequence[EnvelopeNeedInfo]) -> list[dict[str, Any]]:
    """The deferred NEED_INFOs as plain JSON for message metadata (innermost first)."""
    return [{"function": d.function, "missing": list(d.missing)} for d in deferred]


def from_wire(value: object) -> tuple[EnvelopeNeedInfo, ...]:
    """Read :func:`to_wire`'s form back; anything malformed reads as nothing deferred (the
    metadata travels through user code and frameworks, so it is not trusted to be well formed)."""
    if not isinstance(value, list):
        return ()
    out: list[EnvelopeNeedInfo] = []
    for item in value:
        if not isinstance(item, dict):
            return ()
        function, missing = item.get("function"), item.get("missing")
        if not isinstance(function, str) or not function or not isinstance(missing, list):
            return ()
        if not missing or not all(isinstance(m, str) and m for m in missing):
            return ()
        out.append(EnvelopeNeedInfo(function, tuple(missing)))
    return tuple(out)


def resumable(messages: Sequence[Message], functions: Sequence[FunctionTool]) -> tuple[EnvelopeNeedInfo, ...]:
    """The deferred NEED_INFOs to resume now (innermost first), or ``()``.

    Only when the LAST assistant message made calls that a deferred call waits for, that call's
    function is still bound, and every lookup call has a result that is not an error: the
    values it needs may now be in the conversation. A later assistant message, a failed
    lookup, a user message since, or an unbound function means nothing is resumed.
    """
    last = next((i for i in range(len(messages) - 1, -1, -1) if messages[i].role == "assistant"), None)
    if last is None:
        return ()
    message = messages[last]
    if not message.deferred or not message.tool_calls:
        return ()
    if message.deferred[0].function not in {f.name for f in functions}:
        return ()
    after = messages[last + 1 :]
    if any(m.role == "user" for m in after):  # the user has spoken since: a new request
        return ()
    ok = {canonical_call_id(m.tool_call_id) for m in after if m.role == "tool" and not m.is_error}
    if not all(canonical_call_id(c.id) in ok for c in message.tool_calls):
        return ()
    return message.deferred
