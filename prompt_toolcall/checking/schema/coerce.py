"""Lossless coercion of call arguments to their declared JSON Schema types.

Data flow::

    arguments --per declared property--> coerce_value(value, sub-schema, depth 1)
        enum:   a string naming a member up to case        -> that member
        fits:   the value already has a declared type       -> kept (then recurse)
        else:   the first declared type it converts to LOSSLESSLY
                (integer, number, boolean, string, array, object, null)
        recurse: object properties and array items, to depth MAX_COERCE_DEPTH

Only conversions that lose nothing are made (tests/unit_tests/test_coerce.py checks each row):
``"5"`` -> ``5`` and ``5.0`` -> ``5`` for integer, numeric strings for number (never
``"1_000"``, ``"nan"`` or ``"inf"``), ``"true"``/``"false"`` for boolean, numbers (never
booleans) to string, JSON strings to array/object, ``"null"`` to null unless a string is
allowed. Anything else is left exactly as written for validation to report: a guess here
would run a function with a value the model never gave.

The input is never mutated; the result is idempotent (coercing twice changes nothing).
``isinstance(True, int)`` is True in Python, so the integer and number checks exclude
``bool`` explicitly.

:func:`arguments_fit` is the cheap question asked first on the hot path (a clean
envelope): does every declared value ALREADY have its declared type, so coercion would
change nothing? It walks the same rules without building anything; a "no" only means
"run :func:`coerce_arguments`".
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any, cast

__all__ = ["MAX_COERCE_DEPTH", "arguments_fit", "coerce_arguments", "coerce_value"]

MAX_COERCE_DEPTH = 8
"""How deep coercion recurses into properties/items, a bound on the work a hostile, deeply
nested value can cause. Deeper values are left as written; tool schemas nest two or three
levels. UNMEASURED: no other bound compared."""

# JSON's own number grammar: no ``_`` separators, no ``nan``/``inf``, no leading ``+``,
# no leading zeros, no surrounding spaces. A string matching it round-trips exactly.
_JSON_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,4299})")  # int() refuses > 4300 digits (ValueError)
_JSON_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")

_MISSING = object()


def _declared_types(schema: Mapping[str, Any]) -> tuple[str, ...]:
    t = schema.get("type")
    if type(t) is str:
        return (t,)
    if isinstance(t, list):
        return tuple(x for x in t if isinstance(x, str))
    return ()


# Exact JSON types of decoded values; checked by ``type()`` first because this runs for
# every argument of every call (``isinstance`` against ABCs dominated a profile).
_JSON_TYPE: dict[type, str] = {
    str: "string",
    int: "integer",
    float: "number",
    bool: "boolean",
    type(None): "null",
    list: "array",
    dict: "object",
}


def _json_type(value: object) -> str | None:
    exact = _JSON_TYPE.get(type(value))
    if exact is not None:
        return exact
    for py_type, name in _JSON_TYPE.items():  # subclasses; bool is listed before int's use
        if isinstance(value, py_type) and not (py_type is int and isinstance(value, bool)):
            return "boolean" if isinstance(value, bool) else name
    return None


def _decode_container(text: str, want: type) -> object:
    stripped = text.strip()
    if not stripped or stripped[0] not in "[{":
        return _MISSING
    from prompt_toolcall.reading.jsonish import loads_tolerant

    decoded = loads_tolerant(stripped)
    return decoded if isinstance(decoded, want) else _MISSING


def _convert(value: object, type_name: str) -> object:
    """``value`` as ``type_name`` if that loses nothing, else ``_MISSING``."""
    if isinstance(value, bool):
        return _MISSING  # a boolean is never a number or a string of one
    if type_name == "integer":
        if isinstance(value, str) and _JSON_INT.fullmatch(value):
            return int(value)
        if isinstance(value, float) and math.isfinite(value) and value.is_integer():
            return int(value)
        return _MISSING
    if type_name == "number":
        if isinstance(value, str) and _JSON_NUMBER.fullmatch(value):
            if _JSON_INT.fullmatch(value):
                return int(value)
            number = float(value)
            return number if math.isfinite(number) else _MISSING
        return _MISSING
    if type_name == "boolean":
        if value == "true":
            return True
        if value == "false":
            return False
        return _MISSING
    if type_name == "string":
        if isinstance(value, (int, float)) and not (isinstance(value, float) and not math.isfinite(value)):
            return json.dumps(value)
        return _MISSING
    if type_name == "array" and isinstance(value, str):
        return _decode_container(value, list)
    if type_name == "object" and isinstance(value, str):
        return _decode_container(value, dict)
    if type_name == "null" and value == "null":
        return None
    return _MISSING


def _enum_member(value: object, members: list[Any]) -> object:
    """The enum member ``value`` names up to case, when exactly one does."""
    if not isinstance(value, str):
        return _MISSING
    if any(type(m) is str and m == value for m in members):
        return _MISSING  # already a member
    folded = value.casefold()
    hits = list(dict.fromkeys(m for m in members if isinstance(m, str) and m.casefold() == folded))
    return hits[0] if len(hits) == 1 else _MISSING


def _is_mapping(value: object) -> bool:
    return type(value) is dict or isinstance(value, Mapping)


def _recurse(value: object, schema: Mapping[str, Any], depth: int) -> object:
    if depth >= MAX_COERCE_DEPTH:
        return value
    if type(value) is dict:
        props = schema.get("properties")
        if props and _is_mapping(props):
            return {k: (_coerce(v, props[k], depth + 1) if k in props else v) for k, v in value.items()}
        return value
    if type(value) is list:
        items = schema.get("items")
        if items is not None and _is_mapping(items):
            return [_coerce(v, items, depth + 1) for v in value]
    return value


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _coerce(value: object, schema: object, depth: int) -> object:
    if depth > MAX_COERCE_DEPTH or not _is_mapping(schema):
        return value
    schema = cast("Mapping[str, Any]", schema)
    members = schema.get("enum")
    if members is None:
        # Fast path, the common case: a scalar that already has its one declared type.
        declared = schema.get("type")
        if type(declared) is str and type(value) in _SCALARS:
            scalar = _JSON_TYPE[type(value)]
            if scalar == declared or (scalar == "integer" and declared == "number"):
                return value
    if members is not None and isinstance(members, list):
        member = _enum_member(value, members)
        if member is not _MISSING:
            return member
    types = _declared_types(schema)
    if not types:
        return _recurse(value, schema, depth)
    actual = _json_type(value)
    if actual in types or (actual == "integer" and "number" in types):
        return _recurse(value, schema, depth)
    for type_name in types:
        converted = _convert(value, type_name)
        if converted is not _MISSING:
            return _recurse(converted, schema, depth)
    return value


def coerce_value(value: object, schema: Mapping[str, Any]) -> Any:
    """``value`` converted losslessly to a type ``schema`` declares, else unchanged.

    Args:
        value: a decoded JSON value as the model wrote it.
        schema: its JSON Schema (``type`` may be a string or a list; ``enum``,
            ``properties`` and ``items`` are honoured).

    Returns:
        A new value (containers are rebuilt where something inside was coerced; the
        input is never mutated). Idempotent.

    Example:
        ```python
        coerce_value("5", {"type": "integer"})              # 5
        coerce_value("5", {"type": ["integer", "string"]})  # "5" (already fits)
        coerce_value("1_000", {"type": "integer"})          # "1_000" (not lossless)
        ```
    """
    return _coerce(value, schema, 0)


def coerce_arguments(args: Mapping[str, Any], schema: Mapping[str, Any]) -> dict[str, Any]:
    """Coerce each argument of a call to its declared parameter type, losslessly.

    Args:
        args: the call's arguments (name -> value).
        schema: the tool's parameters schema (``{"type": "object", "properties": ...}``).

    Returns:
        A new dict; undeclared parameters are kept untouched; ``args`` is not mutated.
    """
    props = schema.get("properties") if _is_mapping(schema) else None
    if not props or not _is_mapping(props):
        return dict(args)
    return {k: (_coerce(v, props[k], 1) if k in props else v) for k, v in args.items()}


# -- the read-only check: would coercion change nothing? ---------------------------------

# Exact type of a decoded scalar -> the declared types ``_coerce`` keeps it under as is.
_FITTING: dict[type, frozenset[str]] = {
    t: frozenset({n, "number"} if t is int else {n}) for t, n in _JSON_TYPE.items() if t in _SCALARS
}


def _exact_member(value: str, members: list[Any]) -> bool:
    """Whether a member IS ``value`` (a ``str`` equal to it): ``_enum_member`` then keeps it."""
    if value not in members:  # C-speed; the common miss or hit costs no Python loop
        return False
    for m in members:
        if type(m) is str and m == value:
            return True
    return False


def _fits_children(value: object, schema: Mapping[str, Any], depth: int) -> bool:
    """:func:`_recurse` changes nothing below ``value``."""
    if depth >= MAX_COERCE_DEPTH:
        return True
    if type(value) is dict:
        props = schema.get("properties")
        if props and _is_mapping(props):
            for k, v in value.items():
                if k in props and not _fits(v, props[k], depth + 1):
                    return False
        return True
    if type(value) is list:
        items = schema.get("items")
        if items is not None and _is_mapping(items):
            for v in value:
                if not _fits(v, items, depth + 1):
                    return False
    return True


def _fits(value: object, schema: object, depth: int) -> bool:
    """:func:`_coerce` would return ``value`` unchanged (True), or might not (False).

    Mirrors ``_coerce`` step by step but answers False wherever it would convert, or
    wherever the answer needs more than a type check (a value of a subclass of a JSON
    type, an enum spelling that is not an exact member).
    """
    if depth > MAX_COERCE_DEPTH or not _is_mapping(schema):
        return True
    schema = cast("Mapping[str, Any]", schema)
    kind = type(value)
    members = schema.get("enum")
    if members is not None and isinstance(members, list):
        if kind is str:
            if not _exact_member(cast("str", value), members):
                return False  # a case-folded member may replace it
        elif isinstance(value, str):
            return False
    types = _declared_types(schema)
    if not types:
        return _fits_children(value, schema, depth)
    actual = _JSON_TYPE.get(kind)
    if actual is None:
        return False  # a subclass: let coercion decide
    if actual in types or (actual == "integer" and "number" in types):
        return _fits_children(value, schema, depth)
    return False  # a conversion would be tried


def arguments_fit(args: Mapping[str, Any], schema: Mapping[str, Any]) -> bool:
    """Whether :func:`coerce_arguments` would leave ``args`` exactly as they are.

    True when every declared value already has a declared type (an ``int`` counts for
    ``number``), every enum-constrained string is an exact member, and the same holds
    inside declared properties and items, to the same depth bound. Nothing is copied,
    so a clean call costs one type check per value. A False answer is conservative: it
    means "run :func:`coerce_arguments`", which may still change nothing.

    Args:
        args: the call's arguments (name -> value), as decoded.
        schema: the tool's parameters schema.

    Returns:
        True when ``coerce_arguments(args, schema)`` equals ``args`` value for value and
        type for type, so ``args`` may be used in its place.

    Example:
        ```python
        schema = {"type": "object", "properties": {"days": {"type": "integer"}}}
        arguments_fit({"days": 3}, schema)    # True
        arguments_fit({"days": "3"}, schema)  # False: "3" would become 3
        ```
    """
    # ``_is_mapping`` inlined for the dict case (a function call per check costs ~0.1 us).
    props = schema.get("properties") if type(schema) is dict or _is_mapping(schema) else None
    if not props or not (type(props) is dict or _is_mapping(props)):
        return True
    fitting = _FITTING
    for k, v in args.items():
        sub = props.get(k)
        if type(sub) is dict:
            # Inline fast cases (most values): a few C-level operations each.
            kind = type(v)
            declared = sub.get("type")
            if kind is str:
                # Equal to "string" (or a look-alike ``_declared_types`` ignores): kept,
                # unless an enum might swap it for a member spelled differently.
                if declared == "string":
                    if "enum" not in sub:
                        continue
                    members = sub["enum"]
                    if members is None or not isinstance(members, list):
                        continue
                    if v in members and type(members[members.index(v)]) is str:
                        continue
            elif kind in fitting:
                # A non-string scalar of a declared type (an enum only replaces strings).
                if type(declared) is str and declared in fitting[kind]:
                    continue
            elif kind is list and declared == "array":
                # A list of scalars under one plain item type (``cc: [str]``).
                items = sub.get("items")
                if type(items) is dict and items.get("enum") is None:
                    item_type = items.get("type")
                    if type(item_type) is str:
                        for x in v:
                            kind = type(x)
                            if kind not in fitting or item_type not in fitting[kind]:
                                break
                        else:
                            continue
        elif sub is None:
            continue  # undeclared (or a null schema): never touched
        if not _fits(v, sub, 1):
            return False
    return True
