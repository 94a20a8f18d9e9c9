"""Which bound functions may find a value a NEED_INFO asks for: read from the tool schemas.

Data flow (the turn engine's lookup question, after a NEED_INFO while other functions are bound)::

    NEED_INFO(function F, missing [p, ...]) + the bound functions
        ──► finders_of(p): every other function G that does NOT take p as an argument and
            whose description names p (every word of p's name, in any order: ``user_id`` is
            named by "returns the user id" and by "their user_id")
        ──► finder_hint: "The description of G mentions p." (or nothing when no G does)

Why: a function that names a value in its description without taking it as input is a
likely source of that value ("Find an employee's id from their full name" for a record
lookup that needs ``employee_id``). On multi-step agent tasks with the 1.5B model, the
lookup question that did not name such a function was answered NEED_INFO again on every
task whose first step needed a name-to-id lookup (4 of 21 tasks of a held-out split, in
both frameworks). The hint only names candidates: the model still chooses, its call is
grounding-checked like any other, and any other answer keeps the NEED_INFO.

The words come from the tool author's schema, not from the user's language, so the rule is
the same for every request language; a description in another language than the parameter
names simply finds nothing, and the question is asked as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from prompt_toolcall.types import FunctionTool

__all__ = ["finder_hint", "finders_of", "name_words"]

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD = re.compile(r"[^\W_]+")


def name_words(name: str) -> frozenset[str]:
    """The lower-case words of an identifier: ``user_id``, ``userId`` and ``user-id`` -> {user, id}."""
    return frozenset(w.lower() for w in _WORD.findall(_CAMEL.sub(" ", name)))


def _takes(function: FunctionTool, parameter: str) -> bool:
    properties = function.parameters.get("properties")
    return isinstance(properties, dict) and parameter in properties


def finders_of(parameter: str, function: str, functions: Sequence[FunctionTool]) -> tuple[str, ...]:
    """Names of the bound functions other than ``function`` whose description names ``parameter``
    (every word of it) and that do not take it as an argument, in binding order."""
    wanted = name_words(parameter)
    if not wanted:
        return ()
    found: list[str] = []
    for f in functions:
        if f.name == function or _takes(f, parameter):
            continue
        said = {w.lower() for w in _WORD.findall(f.description or "")}
        if wanted <= said:
            found.append(f.name)
    return tuple(found)


def finder_hint(function: str, missing: Sequence[str], functions: Sequence[FunctionTool]) -> str | None:
    """One sentence naming the functions whose descriptions mention a missing value, or None.

    Example: ``"The description of search_catalog mentions isbn."``
    """
    parts: list[str] = []
    for parameter in missing:
        names = finders_of(parameter, function, functions)
        if names:
            subject = (
                f"The description of {names[0]}"
                if len(names) == 1
                else (f"The descriptions of {', '.join(names)}")
            )
            verb = "mentions" if len(names) == 1 else "mention"
            parts.append(f"{subject} {verb} {parameter}.")
    return " ".join(parts) or None
