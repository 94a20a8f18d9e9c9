"""Results of one function side by side: for each number field, which record has the most and
the least, the difference and the total.

Data flow::

    this turn's tool outcomes (prompt_toolcall.loop.final_answer.tool_outcomes)
      ──► the returned ones, grouped by function; a group of MIN_RECORDS..MAX_RECORDS results
          that are all JSON objects (or Python dict literals, as LlamaIndex writes a dict)
      ──► labels: each call's values of the arguments that differ between the group's calls
      ──► fields: number leaves present in every record whose values are not all equal
      ──► compared_results(...) ──► one sentence per group, added to the answer note

Why: a question about several records ("which of these halls seats the most", "how much more
does one cost than the other", "how many seats do they have between them") needs one more
step after the lookups: an order, a difference or a sum. On spent agent splits (1.5B,
LangChain create_agent), three splits in a row asked which of three named places had the
most of something; in each, all three lookups ran with the right arguments and the answer
named the first record looked up, not the largest. The engine can compute the order exactly
from the results, in any language, without knowing what the question asks: it states the
facts, and the model picks the one the question needs. Nothing is stated that the results
do not hold, and nothing is stated when the results are not comparable records.

Development figures (spent splits, so not held-out): the turn after three correct lookups,
replayed once with and once without the sentence (1.5B, LangChain, one reply each), on the
five "which has the most" conversations of five splits: right 0 of 5 without, 3 of 5 with (of
the other two, one gave the right count with the wrong name, one kept the first record). On
five two-record conversations ("how much more", "between them") the first reply after the
lookups was the same arithmetic call, or the same right answer, either way: the sentence is
read only when the model answers.
"""

from __future__ import annotations

import ast
import json
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from prompt_toolcall.loop.final_answer import ToolOutcome

__all__ = [
    "MAX_DIGITS",
    "MAX_FIELDS",
    "MAX_RECORDS",
    "MIN_RECORDS",
    "RESULT_CHARS",
    "FieldOrder",
    "compare_results",
    "compared_results",
]

MIN_RECORDS = 2
"""Fewest results of one function that are compared."""

MAX_RECORDS = 6
"""Most results of one function that are compared: more is a listing, and its sentence would
cost more prompt than the comparison is worth."""

MAX_FIELDS = 8
"""Most number fields stated per function, in the first record's order."""

RESULT_CHARS = 20_000
"""A result longer than this is not read (it is not a record to compare)."""

MAX_DEPTH = 2
"""Nested objects are read this many levels down (``{"rates": {"day": 48}}`` -> ``rates.day``)."""

MAX_DIGITS = 15
"""A number whose integer part or decimals run past this many digits is not compared (an id or
a hash written as a number, not a quantity)."""

LABEL_CHARS = 60
"""A record's label (its call's differing argument values) is cut to this many characters."""


@dataclass(frozen=True)
class FieldOrder:
    """One number field across the records of one function.

    Attributes:
        field: the field's name (nested names joined with ``.``).
        most: the labels of the records with the largest value (several on a tie).
        most_value: the largest value.
        least: the labels of the records with the smallest value.
        least_value: the smallest value.
        total: the sum over every record.
        records: how many records were compared.
    """

    field: str
    most: tuple[str, ...]
    most_value: Decimal
    least: tuple[str, ...]
    least_value: Decimal
    total: Decimal
    records: int

    @property
    def difference(self) -> Decimal:
        """The largest value minus the smallest."""
        return self.most_value - self.least_value

    def text(self) -> str:
        """``"seats: most Birch (340), least Cedar (95), difference 245, total 555"``."""
        return (
            f"{self.field}: most {' and '.join(self.most)} ({_number(self.most_value)}), "
            f"least {' and '.join(self.least)} ({_number(self.least_value)}), "
            f"difference {_number(self.difference)}, total {_number(self.total)}"
        )


def compare_results(outcomes: Sequence[ToolOutcome]) -> dict[str, tuple[str, tuple[FieldOrder, ...]]]:
    """Each function with comparable results -> (the argument names its records are labelled by,
    the fields whose values differ). Functions with nothing to compare are left out."""
    groups: dict[str, list[ToolOutcome]] = {}
    for outcome in outcomes:
        if outcome.status == "returned":
            groups.setdefault(outcome.name, []).append(outcome)
    out: dict[str, tuple[str, tuple[FieldOrder, ...]]] = {}
    for name, group in groups.items():
        if not MIN_RECORDS <= len(group) <= MAX_RECORDS:
            continue
        records = [_record(o.text) for o in group]
        keys = _differing_arguments([o.arguments for o in group])
        if not keys or any(r is None for r in records):
            continue
        labels = [_label(o.arguments, keys) for o in group]
        if len(set(labels)) != len(labels) or not all(labels):
            continue
        fields = _fields(labels, [r for r in records if r is not None])
        if fields:
            out[name] = (", ".join(keys), fields)
    return out


def compared_results(outcomes: Sequence[ToolOutcome]) -> str | None:
    """The sentence the answer note gets for :func:`compare_results` (None when it finds
    nothing): ``"The 3 get_hall results above side by side (by hall_name): seats: most
    Birch (340), least Cedar (95), difference 245, total 555."``"""
    parts = [
        f"The {fields[0].records} {name} results above side by side (by {keys}): "
        + "; ".join(f.text() for f in fields)
        + "."
        for name, (keys, fields) in compare_results(outcomes).items()
    ]
    return " ".join(parts) or None


def _record(text: str) -> Mapping[str, Any] | None:
    """A result's JSON object, or a Python dict literal; None for anything else."""
    text = text.strip()
    if len(text) > RESULT_CHARS or not text.startswith("{"):
        return None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        try:
            value = ast.literal_eval(text)
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            return None
    return value if isinstance(value, dict) else None


def _differing_arguments(arguments: Sequence[Mapping[str, Any]]) -> list[str]:
    """The argument names whose values are not the same in every call, in first-call order."""
    names = list(dict.fromkeys(k for a in arguments for k in a))
    return [k for k in names if len({_text(a.get(k)) for a in arguments}) > 1]


def _label(arguments: Mapping[str, Any], keys: Sequence[str]) -> str:
    label = ", ".join(_text(arguments[k]) for k in keys if k in arguments)
    return label if len(label) <= LABEL_CHARS else label[: LABEL_CHARS - 3] + "..."


def _text(value: object) -> str:
    return (
        value
        if isinstance(value, str)
        else json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    )


def _leaves(record: Mapping[str, Any], prefix: str = "", depth: int = 0) -> Iterator[tuple[str, Decimal]]:
    """The finite number leaves of a record (booleans are not numbers), nested names joined by
    ``.``, down to :data:`MAX_DEPTH` levels."""
    for key, value in record.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and depth + 1 < MAX_DEPTH:
            yield from _leaves(value, f"{name}.", depth + 1)
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            number = _decimal(value)
            if number is not None:
                yield name, number


def _decimal(value: float) -> Decimal | None:
    """``value`` as the decimal it is written as (0.1 stays 0.1); None for NaN and infinities."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    try:
        number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    except (InvalidOperation, ValueError):
        return None
    return number if abs(number.adjusted()) <= MAX_DIGITS else None


def _fields(labels: Sequence[str], records: Sequence[Mapping[str, Any]]) -> tuple[FieldOrder, ...]:
    columns = [dict(_leaves(r)) for r in records]
    out: list[FieldOrder] = []
    for name in columns[0]:
        if len(out) == MAX_FIELDS:
            break
        if not all(name in c for c in columns):
            continue
        values = [c[name] for c in columns]
        top, bottom = max(values), min(values)
        if top == bottom:
            continue
        out.append(
            FieldOrder(
                field=name,
                most=tuple(lab for lab, v in zip(labels, values, strict=True) if v == top),
                most_value=top,
                least=tuple(lab for lab, v in zip(labels, values, strict=True) if v == bottom),
                least_value=bottom,
                total=sum(values, Decimal(0)),
                records=len(records),
            )
        )
    return tuple(out)


def _number(value: Decimal) -> str:
    """``Decimal("1.5E+3")`` -> ``"1500"``, ``Decimal("14.50")`` -> ``"14.5"``."""
    text = format(value.normalize(), "f")
    return "0" if text in ("-0", "") else text
