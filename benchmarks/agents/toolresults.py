"""How the splits' tools write their results: JSON for records, plain numbers for arithmetic."""

from __future__ import annotations

import json
from typing import Any

__all__ = ["as_json", "as_number"]


def as_json(data: dict[str, Any]) -> str:
    """A record as JSON text, non-ASCII kept as written (a model reads "Mühlentor", not escapes)."""
    return json.dumps(data, ensure_ascii=False)


def as_number(value: float) -> int | float:
    """Integral floats as ints (4661, not 4661.0); others rounded to 6 decimals."""
    rounded = round(float(value), 6)
    return int(rounded) if rounded.is_integer() else rounded
