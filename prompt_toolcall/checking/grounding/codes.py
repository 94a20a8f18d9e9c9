"""Codes a system hands out, and which parameter's kind a code is, read from documented examples.

A tool documents the codes it takes by example (``e.g. "RJ-0000"``): the example's shape (its
digits, its letters, its punctuation) and its leading letters say what kind of record a code
keys. :func:`fits_code_example` compares a value with one example; :func:`code_owners` finds
the other parameters, of any bound function, whose examples a value fits.

Why the owner rule (used by ``decide.py``): a small model sends the one code a request gives
to whichever read it calls first, and the code is in the conversation, so text matching
grounds it. On two spent agent splits (1.5B, both frameworks), a repair job's number
(``"RJ-4471"``, its own lookup documented ``e.g. "RJ-0000"``) went to a lookup by pattern
name, and a horse card's and a commission's numbers to a lookup by bar size: 8 such calls in
wrong task runs, 4 in right ones (a wasted step before the right lookup). None of the 1,846
arguments of the expected calls of every agent split fits another parameter's examples and
none of its own (a static count from the task definitions, no model involved).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from prompt_toolcall.checking.grounding.match import (
    documented_examples,
    is_date_or_time,
    with_docstring_descriptions,
)
from prompt_toolcall.types import FunctionTool

__all__ = ["code_owners", "code_shape", "examples_by_parameter", "fits_code_example", "is_code_example"]

_CODE_EXAMPLE = re.compile(r"^(?=.*\d)[\w-]{2,40}$")

DIGITS_ONLY_CODE = 8
"""The fewest digits an example of digits alone needs to be read as a code (a 12-digit property
number, not a 4-digit PIN, year or count). UNMEASURED: chosen, not tuned."""

_LEADING_LETTERS = re.compile(r"^[^\W\d_]+")


def is_code_example(example: str) -> bool:
    """Whether a documented example value is a code a system assigns: letters, digits, ``_``
    and ``-`` only, at least one digit, not a date or a time (``2026-05-01`` is a date a user
    states), and a letter or at least :data:`DIGITS_ONLY_CODE` digits (``E-00000``,
    ``LT-0000-A``, ``100000000000``)."""
    if not _CODE_EXAMPLE.match(example) or is_date_or_time(example):
        return False
    return any(c.isalpha() for c in example) or sum(c.isdigit() for c in example) >= DIGITS_ONLY_CODE


def code_shape(text: str) -> str:
    """``text`` with every digit written ``0``, every upper-case letter ``A`` and every other
    letter ``a``; the rest kept: ``"LT-4471-B"`` -> ``"AA-0000-A"``."""
    return "".join("0" if c.isdigit() else ("A" if c.isupper() else "a") if c.isalpha() else c for c in text)


def fits_code_example(value: str, example: str) -> bool:
    """Whether ``value`` is a code written like the documented ``example``: the example is a
    code (:func:`is_code_example`), both have the same :func:`code_shape`, and the value
    starts with the example's leading letters (its prefix: ``"AP-00000"`` is fitted by
    ``"AP-55131"``, not by ``"LF-60934"``)."""
    if not is_code_example(example) or code_shape(value) != code_shape(example):
        return False
    lead = _LEADING_LETTERS.match(example)
    return lead is None or value.startswith(lead.group())


def examples_by_parameter(
    functions: Mapping[str, FunctionTool],
) -> dict[tuple[str, str], list[str]]:
    """(function, parameter) -> every example the parameter documents (schema or docstring
    line; see ``match.documented_examples``), for every parameter that documents one."""
    out: dict[tuple[str, str], list[str]] = {}
    for name, function in functions.items():
        described = with_docstring_descriptions(function.properties, function.description or "")
        for parameter, schema in described.items():
            examples = documented_examples(schema) if isinstance(schema, Mapping) else []
            if examples:
                out[(name, parameter)] = [x.strip() for x in examples]
    return out


def code_owners(
    value: object,
    function: str,
    parameter: str,
    examples: Mapping[tuple[str, str], Sequence[str]],
) -> tuple[tuple[str, str], ...]:
    """The other parameters (``(function, parameter)``, of any bound function) whose
    documented code examples ``value`` fits, when ``parameter`` of ``function`` documents
    examples and ``value`` fits none of them; else ``()``.

    A parameter that documents no example says nothing of its kind (a search ``query`` takes
    any code), so a value passed to it never has another owner. ``examples`` is
    :func:`examples_by_parameter` of the bound functions."""
    if not isinstance(value, str) or not is_code_example(value.strip()):
        return ()
    own = examples.get((function, parameter))
    code = value.strip()
    if not own or any(fits_code_example(code, x) for x in own):
        return ()
    return tuple(
        key
        for key, listed in examples.items()
        if key != (function, parameter) and any(fits_code_example(code, x) for x in listed)
    )
