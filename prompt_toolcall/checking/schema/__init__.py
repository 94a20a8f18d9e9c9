"""JSON Schema work on call arguments: lossless coercion, then validation.

Data flow::

    arguments --coerce_arguments (coerce.py)--> typed arguments
              --validate_arguments (validate.py)--> path-precise errors

``coerce`` is imported eagerly (the detector needs it on every call); ``validate`` pulls in
``jsonschema`` and is imported on first use of one of its names.
"""

from __future__ import annotations

from typing import Any

from prompt_toolcall.checking.schema.coerce import MAX_COERCE_DEPTH, coerce_arguments, coerce_value

__all__ = [
    "MAX_COERCE_DEPTH",
    "check_schema",
    "coerce_arguments",
    "coerce_value",
    "json_type_name",
    "validate_arguments",
]

_LAZY = frozenset({"check_schema", "json_type_name", "validate_arguments"})


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from prompt_toolcall.checking.schema import validate

        return getattr(validate, name)
    msg = f"module 'prompt_toolcall.checking.schema' has no attribute {name!r}"
    raise AttributeError(msg)
