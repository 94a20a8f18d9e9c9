"""JSON Schema type names, shared by validation, the envelope grammar and the readers.

One table, so the BFCL / Python-flavoured spellings (``dict``, ``float``, ``tuple``) mean the
same thing wherever a schema is read.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["JSON_TYPES", "TYPE_ALIASES", "json_type_name"]

JSON_TYPES: tuple[str, ...] = ("null", "boolean", "object", "array", "number", "string", "integer")
"""The seven JSON Schema type names, in the order error messages list them."""

TYPE_ALIASES: Mapping[str, str] = {
    # BFCL's function docs (bfcl-eval on PyPI) and Python-flavoured docs use these names.
    "dict": "object",
    "float": "number",
    "double": "number",
    "int": "integer",
    "long": "integer",
    "str": "string",
    "bool": "boolean",
    "list": "array",
    "tuple": "array",
    "none": "null",
    "nonetype": "null",
}
"""Non-standard type names (lower-cased) -> the JSON Schema type they mean."""


def json_type_name(value: object) -> str:
    """The JSON type of a Python value: ``integer`` / ``number`` never for a bool."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, Mapping):
        return "object"
    if isinstance(value, (list, tuple)):
        return "array"
    return type(value).__name__
