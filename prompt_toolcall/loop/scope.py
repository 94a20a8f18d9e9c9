"""Calls that reach further than the request: a change to every record, for a request about one.

Data flow (the turn engine, on the calls of a reply, after repeats are dropped)::

    calls + bound functions + the user's request
        ──► overbroad_calls: a call of a function that
              - takes no arguments (nothing can limit it to one item),
              - says in its own name or description that it acts on all records
                (``all``, ``every``, ``each``, ``entire``, ``whole``, ...), and
              - does not read: its name does not start with a read verb (``get``, ``list``,
                ``find``, ``search``, ...),
            while the request names a particular item (a word with a digit, a quoted span, or
            a capitalised word that does not start a sentence)
        ──► the engine does not return it (note ``overbroad-calls-dropped:N``); when no call is
            left, ONE request without those functions (NO_TOOL on offer) may make another
            call; if it makes none, the answer request says which function was not run and
            why, so the answer says that the request could not be done that way

Why: measured on four spent agent splits (1.5B, LangChain create_agent), a request to cancel
or delete ONE booking, meter reading or record, named by a person's or a boat's name or by a
code, while the tools held finders and one function that clears every record, went the same
way in 4 of 4 splits: the model called the clear-everything function with no arguments, it
ran, and every record was gone. A function without a selector cannot be limited to the item
the request names; running it does more than was asked, and cannot be taken back. Asking the
1.5B model itself whether such a call "does what the user asked and nothing more" was tried
on 10 written requests and missed 2 of the 6 over-broad ones, so the decision is the
engine's, from the schema and the function's own words.

A function that reads (``list_all_products``) is never held: reading every record to answer
about one is a normal way to answer. A request that names nothing ("clear my cart") is
never held: the model's call may be exactly what was asked.

Limits: the quantifier and read-verb words are English, the language tool names and
descriptions are usually written in; a function described in another language is not
recognised, and a request in a script without capitals and digits names nothing here. A
tool that must never run without consent still belongs behind a human approval step
(LangChain's ``HumanInTheLoopMiddleware``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from prompt_toolcall.types import FunctionTool, ToolCall

__all__ = ["ALL_WORDS", "READ_VERBS", "acts_on_all", "names_an_item", "overbroad_calls", "reads"]

ALL_WORDS = frozenset({"all", "every", "each", "entire", "whole", "everything", "everyone", "everybody"})
"""Words by which a function's name or description says it acts on every record."""

READ_VERBS = frozenset(
    {
        "get",
        "list",
        "read",
        "fetch",
        "show",
        "find",
        "search",
        "lookup",
        "look",
        "query",
        "count",
        "check",
        "view",
        "describe",
        "retrieve",
        "load",
        "download",
        "export",
        "print",
        "summarize",
        "summarise",
        "calculate",
        "compute",
    }
)
"""First words of a function name that say it only reads or computes."""

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_QUOTED = re.compile(r"[\"“«„‘][^\"”»“‘’]{1,80}[\"”»“’]")
_SENTENCE_END = frozenset(".!?;:")


def _name_words(name: str) -> list[str]:
    return [w.lower() for part in name.split("_") for w in _CAMEL.sub(" ", part).split() if w]


def reads(function: FunctionTool) -> bool:
    """Whether the first word of ``function``'s name is a read verb (:data:`READ_VERBS`):
    ``find_driver``, ``getDepot`` and ``list_all_products`` read; ``cancel_shift`` does not."""
    words = _name_words(function.name)
    return bool(words) and words[0] in READ_VERBS


def acts_on_all(function: FunctionTool) -> bool:
    """Whether ``function`` takes no arguments, says it acts on all records, and does not read.

    Example: ``clear_all_reservations()`` is True; ``list_all_products()`` (a read verb)
    and ``cancel_booking(booking_id)`` (it takes a selector) are False.
    """
    if function.properties:
        return False
    name_words = _name_words(function.name)
    if not name_words or name_words[0] in READ_VERBS:
        return False
    words = set(name_words) | {w.lower() for w in _WORD.findall(function.description or "")}
    return bool(words & ALL_WORDS)


def names_an_item(request: str) -> bool:
    """Whether the request names a particular item: a word with a digit, a quoted span, or a
    capitalised word (two letters or more) that does not start a sentence.

    Example: ``"Delete only the entry of order 4471-B"`` is True; ``"Clear my cart,
    I changed my mind"`` is False.
    """
    if any(ch.isdigit() for ch in request) or _QUOTED.search(request):
        return True
    for m in _WORD.finditer(request):
        word = m.group()
        if len(word) < 2 or not word[0].isupper():
            continue
        # The character before the word, spaces skipped: none or a sentence end starts a
        # sentence. Each run of spaces is walked once, by the word after it (linear in all).
        i = m.start() - 1
        while i >= 0 and request[i].isspace():
            i -= 1
        if i >= 0 and request[i] not in _SENTENCE_END:
            return True
    return False


def overbroad_calls(
    calls: Sequence[ToolCall], functions: Sequence[FunctionTool] | Mapping[str, FunctionTool], request: str
) -> tuple[ToolCall, ...]:
    """The calls of ``calls`` that act on every record while ``request`` names one item."""
    table = functions if isinstance(functions, Mapping) else {f.name: f for f in functions}
    broad = tuple(c for c in calls if c.name in table and acts_on_all(table[c.name]))
    # The request is read only when such a call is there: most replies have none.
    return broad if broad and names_an_item(request) else ()
