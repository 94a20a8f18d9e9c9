"""Which bound functions may find a value a NEED_INFO asks for: read from the tool schemas.

Data flow (the turn engine, after a NEED_INFO while other functions are bound)::

    NEED_INFO(function F, missing [p, ...]) + the bound functions
        ──► finders_for: every other function G that does NOT take p as an argument and
            whose description names p (every word of p's name, in any order: ``user_id`` is
            named by "returns the user id" and by "their user_id")
        ──► the engine's one lookup request lists only those G (none: no request)

Why: a function that names a value in its description without taking it as input is a
likely source of that value ("Find an employee's id from their full name" for a record
lookup that needs ``employee_id``). A function that takes the value itself needs what is
missing, so it cannot find it.

The words come from the tool author's schema, not from the user's language, so the rule is
the same for every request language; a description written in another language than the
parameter names finds nothing, and the NEED_INFO stands as it would without finders.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from prompt_toolcall.types import FunctionTool

__all__ = ["finders_for", "name_words"]

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD = re.compile(r"[^\W_]+")


def name_words(name: str) -> frozenset[str]:
    """The lower-case words of an identifier: ``user_id``, ``userId`` and ``user-id`` -> {user, id}."""
    return frozenset(w.lower() for w in _WORD.findall(_CAMEL.sub(" ", name)))


def _takes(function: FunctionTool, parameter: str) -> bool:
    properties = function.parameters.get("properties")
    return isinstance(properties, dict) and parameter in properties


def finders_for(
    function: str, missing: Sequence[str], functions: Sequence[FunctionTool]
) -> tuple[FunctionTool, ...]:
    """The bound functions other than ``function`` whose description names a ``missing``
    parameter (every word of it) and that do not take that parameter, in binding order.

    Example: ``finders_for("get_stock", ["isbn"], tools)`` gives ``search_catalog`` when its
    description says "Returns the book's ISBN".
    """
    found: list[FunctionTool] = []
    for f in functions:
        if f.name == function:
            continue
        said = {w.lower() for w in _WORD.findall(f.description or "")}
        for parameter in missing:
            wanted = name_words(parameter)
            if wanted and wanted <= said and not _takes(f, parameter):
                found.append(f)
                break
    return tuple(found)
