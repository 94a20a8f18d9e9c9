"""Validation of call arguments against a tool's JSON Schema, with path-precise errors.

Data flow::

    (name, arguments, schema)
        -> schema normalised (BFCL type aliases such as ``dict``/``float`` read as JSON types)
        -> jsonschema validator for the schema's ``$schema`` (default Draft 2020-12), cached
        -> iter_errors: every error, not the first
        -> knock-on errors below a type mismatch dropped (they only restate the mismatch)
        -> each error mapped to our format: ``get_weather: cities/1: expected string, got integer``

Why the ``jsonschema`` library rather than a hand-written checker: it
already knows every keyword, ``$ref``/``$defs`` (pydantic-generated tool schemas use them)
and the integer/number rules (``True`` is never an integer, ``5.0`` is); we only own the
message format. The messages are what the repair prompt shows the model, so they name the
parameter path and say what was expected.

``check_schema`` is the bind-time check: a malformed schema is the caller's mistake and
raises :class:`~prompt_toolcall.errors.SchemaError` at once, with the place and the fix.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

import jsonschema
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from jsonschema.protocols import Validator

from prompt_toolcall.checking.schema.jsontypes import JSON_TYPES, TYPE_ALIASES, json_type_name
from prompt_toolcall.errors import SchemaError

__all__ = ["check_schema", "json_type_name", "validate_arguments"]

_VALIDATOR_CACHE_SIZE = 256
"""Compiled validators kept (keyed by the schema's canonical JSON). UNMEASURED: an agent
binds a handful of tools; 256 covers a BFCL run without recompiling per entry."""

_REPR_LIMIT = 80
"""Cap on a value's repr inside one error line: the errors go into a repair prompt."""

_ANY_ALIASES = frozenset({"any"})


def _cut(value: object) -> str:
    text = repr(value)
    return text if len(text) <= _REPR_LIMIT else text[:_REPR_LIMIT] + "..."


def _normalise(schema: Any) -> Any:
    """A copy of ``schema`` with BFCL type aliases mapped to JSON types (``any`` dropped)."""
    if isinstance(schema, Mapping):
        out: dict[str, Any] = {}
        for key, sub in schema.items():
            if key == "type":
                mapped = _map_type(sub)
                if mapped is not None:
                    out[key] = mapped
            elif key in ("properties", "patternProperties", "$defs", "definitions") and isinstance(
                sub, Mapping
            ):
                out[key] = {k: _normalise(v) for k, v in sub.items()}
            elif key == "enum" or key == "const" or key == "default" or key == "examples":
                out[key] = sub
            else:
                out[key] = _normalise(sub)
        return out
    if isinstance(schema, list):
        return [_normalise(s) for s in schema]
    return schema


def _map_type(declared: Any) -> Any:
    if isinstance(declared, str):
        low = declared.lower()
        if low in _ANY_ALIASES:
            return None
        return TYPE_ALIASES.get(low, declared)
    if isinstance(declared, list):
        mapped = [_map_type(t) for t in declared]
        if any(m is None for m in mapped):
            return None
        return mapped
    return declared


@lru_cache(maxsize=_VALIDATOR_CACHE_SIZE)
def _validator_for(canonical: str) -> Validator:
    schema = json.loads(canonical)
    cls = jsonschema.validators.validator_for(schema, default=Draft202012Validator)
    validator: Validator = cls(schema)
    return validator


def _compiled(schema: Mapping[str, Any]) -> Validator:
    normalised = _normalise(schema)
    try:
        canonical = json.dumps(normalised, sort_keys=True, default=repr)
    except (TypeError, ValueError):  # circular structure: compile uncached
        cls = jsonschema.validators.validator_for(normalised, default=Draft202012Validator)
        direct: Validator = cls(normalised)
        return direct
    return _validator_for(canonical)


def _path(parts: Iterable[object]) -> str:
    return "/".join(str(p) for p in parts)


def _line(name: str, path: Sequence[object], message: str) -> str:
    where = _path(path)
    return f"{name}: {where}: {message}" if where else f"{name}: {message}"


def _expected(declared: object) -> str:
    if isinstance(declared, list):
        names = [str(t) for t in declared]
        return " or ".join(names) if names else "no type"
    return str(declared)


def _map_error(name: str, error: ValidationError) -> list[str]:
    """Our error lines for one jsonschema error (``required`` and ``additionalProperties``
    can name several parameters at once: one line each)."""
    path = tuple(error.absolute_path)
    kind = error.validator
    if kind == "type":
        got = json_type_name(error.instance)
        return [_line(name, path, f"expected {_expected(error.validator_value)}, got {got}")]
    if kind == "required":
        instance = error.instance if isinstance(error.instance, Mapping) else {}
        required = error.validator_value if isinstance(error.validator_value, list) else []
        return [_line(name, (*path, r), "missing required") for r in required if r not in instance]
    if kind == "enum":
        options = list(error.validator_value) if isinstance(error.validator_value, list) else []
        return [_line(name, path, f"{_cut(error.instance)} is not one of {_cut(options)}")]
    if kind == "additionalProperties" and error.validator_value is False:
        instance = error.instance if isinstance(error.instance, Mapping) else {}
        schema = error.schema if isinstance(error.schema, Mapping) else {}
        declared = schema.get("properties", {})
        patterns = schema.get("patternProperties", {})
        message = f"unexpected {'parameter' if not path else 'property'} (additionalProperties is false)"
        return [
            _line(name, (*path, key), message)
            for key in instance
            if key not in declared and not any(re.search(p, str(key)) for p in patterns)
        ]
    if kind == "const":
        return [_line(name, path, f"expected {_cut(error.validator_value)}, got {_cut(error.instance)}")]
    return [_line(name, path, error.message)]


def _below(path: tuple[object, ...], prefix: tuple[object, ...]) -> bool:
    return path[: len(prefix)] == prefix


def validate_arguments(name: str, arguments: Mapping[str, Any], schema: Mapping[str, Any]) -> list[str]:
    """Validate one call's arguments against its parameters schema; return every error.

    Covers every JSON Schema keyword the ``jsonschema`` library knows; ``type``, ``enum``,
    ``required``, ``properties``, ``items`` and ``additionalProperties: false`` get our
    wording. Below a type mismatch no knock-on errors are reported (a string where an
    object was declared gives one error, not one per missing property).

    Args:
        name: the function name, prefixed to every error line.
        arguments: the (coerced) arguments.
        schema: the function's parameters schema.

    Returns:
        Error lines like ``get_weather: city: missing required``,
        ``get_weather: cities/1: expected string, got integer``,
        ``get_weather: unit: 'kelvin' is not one of ['celsius', 'fahrenheit']``,
        ``get_weather: extra: unexpected parameter (additionalProperties is false)``.
        Empty when the arguments are valid. Never raises on model data; a schema the
        library cannot use gives one error line naming the schema problem.
    """
    instance: Any = dict(arguments) if isinstance(arguments, Mapping) else arguments
    try:
        validator = _compiled(schema)
        raw = list(validator.iter_errors(instance))
    except Exception as e:
        # An unknown type name, a bad regex in "pattern", a dangling $ref: the schema's fault,
        # reported as one line; validation never crashes on a call. check_schema at bind time
        # catches these earlier.
        reason = getattr(e, "message", None) or str(e)
        return [
            f"{name}: the tool's parameters schema cannot be used for validation "
            f"({type(e).__name__}: {_cut(reason)}); fix the schema (see check_schema)"
        ]

    type_paths = [tuple(e.absolute_path) for e in raw if e.validator == "type"]
    lines: list[str] = []
    seen: set[str] = set()
    for error in raw:
        path = tuple(error.absolute_path)
        if error.validator != "type" and any(_below(path, tp) for tp in type_paths):
            continue  # knock-on error of a type mismatch at or above this path
        for line in _map_error(name, error):
            if line not in seen:
                seen.add(line)
                lines.append(line)
    return lines


def check_schema(schema: object, *, name: str | None = None) -> None:
    """Check that ``schema`` is a well-formed JSON Schema (bind time).

    The schema is checked against the meta-schema of its ``$schema`` (default Draft
    2020-12). BFCL-style type names (``dict``, ``float``) are malformed here: cast them to
    JSON Schema types first.

    Args:
        schema: a tool's parameters schema.
        name: the tool's name, for the message.

    Raises:
        SchemaError: the schema is not a dict, or breaks the meta-schema; the message says
            where (a JSON path such as ``properties/city/type``), what was found and what
            to write instead.
    """
    who = f"Tool {name!r}: " if name else ""
    if not isinstance(schema, Mapping):
        msg = f"{who}a JSON Schema must be a dict. Received: {_cut(schema)}"
        raise SchemaError(msg)
    try:
        cls = jsonschema.validators.validator_for(schema, default=Draft202012Validator)
        meta = cls(cls.META_SCHEMA)
        best = jsonschema.exceptions.best_match(meta.iter_errors(dict(schema)))
    except Exception as e:  # a schema that breaks the checker itself (e.g. a dangling $ref)
        msg = f"{who}the JSON Schema could not be checked ({type(e).__name__}: {e}). Received: {_cut(schema)}"
        raise SchemaError(msg) from e
    if best is None:
        _check_patterns(schema, who)
        return
    where = _path(best.absolute_path) or "(root)"
    hint = _hint(best)
    msg = f"{who}malformed JSON Schema at {where}: {best.message}.{hint} Received: {_cut(best.instance)}"
    raise SchemaError(msg)


def _hint(error: ValidationError) -> str:
    path = list(error.absolute_path)
    if (path and path[-1] == "type") or (len(path) >= 2 and path[-2] == "type"):
        value = error.instance
        alias = TYPE_ALIASES.get(value.lower()) if isinstance(value, str) else None
        if alias:
            return f" Use {alias!r} instead of {value!r}."
        return f" A type must be one of {list(JSON_TYPES)} or a list of them."
    if path and path[-1] in ("properties", "patternProperties", "$defs"):
        return f" {path[-1]!r} must map names to schemas (a dict)."
    if path and path[-1] == "required":
        return " 'required' must be a list of unique parameter names."
    return ""


def _check_patterns(schema: Mapping[str, Any], who: str) -> None:
    """Regexes the meta-schema cannot check (``pattern``, ``patternProperties`` keys)."""
    stack: list[tuple[str, Any]] = [("", schema)]
    while stack:
        where, node = stack.pop()
        if isinstance(node, Mapping):
            pattern = node.get("pattern")
            if isinstance(pattern, str):
                _compile(pattern, f"{where}/pattern".lstrip("/"), who)
            props = node.get("patternProperties")
            if isinstance(props, Mapping):
                for key in props:
                    _compile(str(key), f"{where}/patternProperties".lstrip("/"), who)
            for key, sub in node.items():
                if key in ("enum", "const", "default", "examples"):
                    continue
                stack.append((f"{where}/{key}", sub))
        elif isinstance(node, list):
            stack.extend((f"{where}/{i}", sub) for i, sub in enumerate(node))


def _compile(pattern: str, where: str, who: str) -> None:
    try:
        re.compile(pattern)
    except re.error as e:
        msg = f"{who}malformed JSON Schema at {where}: {pattern!r} is not a valid regular expression ({e})."
        raise SchemaError(msg) from e
