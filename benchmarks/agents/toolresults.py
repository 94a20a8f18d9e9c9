"""How the splits' tools write their results: JSON for records, plain numbers for arithmetic."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

__all__ = ["as_json", "as_number", "calculated"]


def as_json(data: dict[str, Any]) -> str:
    """A record as JSON text, non-ASCII kept as written (a model reads "Mühlentor", not escapes)."""
    return json.dumps(data, ensure_ascii=False)


def as_number(value: float) -> int | float:
    """Integral floats as ints (4661, not 4661.0); others rounded to 6 decimals."""
    rounded = round(float(value), 6)
    return int(rounded) if rounded.is_integer() else rounded


def calculated(
    operation: Callable[[float, float], float], first: Any, second: Any, read: Callable[[Any], float]
) -> str:
    """An arithmetic tool's result: ``operation`` on the two operands as ``read`` takes them
    (each split reads the amounts its own currency is written in), or the error it gives."""
    try:
        a, b = read(first), read(second)
    except ValueError as e:
        return f"Error: {e}."
    return str(as_number(operation(a, b)))
