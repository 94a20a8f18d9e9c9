"""The decision-first JSON schema that constrains an extractor reply on llama.cpp.

Data flow::

    functions + ToolChoice
        -> decisions allowed by the choice  (auto: TOOL_CALL | NO_TOOL | NEED_INFO;
                                             any / named: no NO_TOOL)
        -> per tool: {"name": const, "arguments": <its parameters, made grammar-safe>}
        -> per tool with required parameters: {"function": const, "missing": [enum of them]}
        -> one schema: anyOf of the decision variants, every variant starting with "decision"
    -> llama-cpp-python turns it into a GBNF grammar (LlamaGrammar.from_json_schema)
    -> the reply is one JSON object, parseable by construction
       (read by prompt_toolcall.reading.envelope.parse_decision_reply)

The replies look like ``{"decision":"TOOL_CALL","calls":[{"name":..,"arguments":{..}}]}``,
``{"decision":"NO_TOOL"}`` or ``{"decision":"NEED_INFO","function":..,"missing":[..]}``.
With ``plan_first=True`` every variant starts with ``"plan"`` (a short free text) instead, and
``decision`` comes second: ``{"plan":"..","decision":"NO_TOOL"}``.

Why decision first: the model commits to *whether* to call before it starts writing
arguments. Measured on a 9-request development set (Qwen2.5-Coder-1.5B): a JSON schema
with the decision field first got 7/9 right, free decoding 5/9, a plain GBNF envelope 5/9;
it caught a NEED_INFO that free decoding missed.

Why caps: a grammar makes every reply well-formed but not finite. Tiny models that
start a string or an array under a grammar can keep going until ``max_tokens`` (observed
in development; UNMEASURED how often), so strings get a ``maxLength``, arrays a ``maxItems`` and the call list
``MAX_CALLS``.

Making a tool's schema grammar-safe (``_constrain``): only keywords llama.cpp's
converter understands are kept (type, properties, required, items, enum, const, anyOf,
min/maxLength, min/maxItems); ``$ref`` is inlined from the tool's own ``$defs``;
BFCL-style type names (``dict``, ``float``, ``tuple``, ``any``) become JSON Schema
types; declared objects get ``additionalProperties: false`` (no invented parameters);
numeric bounds are dropped, and so is every ``pattern`` except a bounded, anchored one
(``^[a-z]{3}$``: see ``_BOUNDED_PATTERN_RE``); the validator checks them after decoding.
The schema only narrows what the model can write; validation still runs on the result.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from prompt_toolcall.checking.schema.jsontypes import JSON_TYPES, TYPE_ALIASES
from prompt_toolcall.errors import SchemaError
from prompt_toolcall.types import FunctionTool, ToolChoice

_BOUNDED_PATTERN_RE = re.compile(
    r"\^(?:[A-Za-z0-9 _\-.,:/@#]|\\[dws.\-/]|\[\^?(?:[A-Za-z0-9_ .\-]|\\[dws])+\]|\{\d+(?:,\d+)?\}|\?)*\$"
)
"""A ``pattern`` kept in the grammar: anchored, only literals, character classes, ``\\d \\w \\s``
escapes and bounded repeats (``{3}``, ``{2,4}``, ``?``); no groups, ``*`` or ``+``.

llama.cpp's converter accepts anchored patterns and asserts on others (lookarounds, unanchored;
checked with llama-cpp-python 0.3), and a pattern replaces the string's ``maxLength`` cap, so
only bounded ones keep the reply finite. Measured on our NEED_INFO set (1.5B, constrained):
``currency`` with ``^[a-z]{3}$`` came back "USD" twice (the grammar had dropped the pattern),
so the call was unreadable instead of a NEED_INFO for the missing customer id."""

__all__ = [
    "DECISIONS",
    "MAX_ARRAY_ITEMS",
    "MAX_CALLS",
    "MAX_PLAN_LENGTH",
    "MAX_SCHEMA_DEPTH",
    "MAX_STRING_LENGTH",
    "build_envelope_schema",
    "constrain_schema",
]

DECISIONS: tuple[str, str, str] = ("TOOL_CALL", "NO_TOOL", "NEED_INFO")
"""The decision values, in the order the prompt lists them."""

MAX_CALLS = 8
"""Most calls one constrained reply may hold.

UNMEASURED: chosen above the largest parallel request in the BFCL sample (4 calls) and low
enough that a run-away list ends quickly (tiny models were seen to loop under grammars)."""

MAX_STRING_LENGTH = 256
"""Cap on every string argument without a smaller ``maxLength`` of its own.

UNMEASURED: long enough for queries, paths and short texts; a run-away string stops here
instead of at ``max_tokens``."""

MAX_ARRAY_ITEMS = 16
"""Cap on every array argument without a smaller ``maxItems`` of its own. UNMEASURED."""

MAX_SCHEMA_DEPTH = 6
"""How deep nested objects / arrays / ``$ref`` chains are followed before the rest is
replaced by a capped scalar. UNMEASURED: BFCL schemas nest at most 3 deep; recursive
``$ref`` schemas would otherwise never end."""

MAX_PLAN_LENGTH = 400
"""Cap on the ``plan`` text of a ``plan_first`` reply (characters).

UNMEASURED: room for two short sentences naming three or four steps (about 100 tokens), well
inside the extractor's 512-token reply cap, so a plan that rambles ends here and the decision
still fits after it."""

_MISSING_NAME_LENGTH = 64
"""Cap on a NEED_INFO ``missing`` entry when it is free text (tools with unnamed needs)."""

_ANY_TYPES = frozenset({"any", "anytype", "object?"})


def build_envelope_schema(
    functions: Sequence[FunctionTool | Mapping[str, Any]],
    choice: ToolChoice | str | None = None,
    *,
    max_calls: int = MAX_CALLS,
    max_string_length: int = MAX_STRING_LENGTH,
    max_array_items: int = MAX_ARRAY_ITEMS,
    plan_first: bool = False,
    need_info: bool = True,
) -> dict[str, Any]:
    """Build the decision-first JSON schema for a constrained extractor reply.

    Args:
        functions: the bound tools (``FunctionTool`` or any dict spelling of one).
        choice: the tool choice (``ToolChoice`` or a spelling ``ToolChoice.parse`` reads);
            ``None`` means auto. ``any`` and ``named`` remove ``NO_TOOL``; ``named``
            allows calls to that tool only.
        max_calls: most calls one reply may hold.
        max_string_length: cap for string arguments without a smaller ``maxLength``.
        max_array_items: cap for array arguments without a smaller ``maxItems``.
        plan_first: put a required ``plan`` string (1 to :data:`MAX_PLAN_LENGTH` characters)
            before ``decision`` in every variant, so the model writes which steps the request
            needs, which are done and which one comes next before it decides. Opt-in;
            UNMEASURED: its effect on accuracy.
        need_info: offer ``NEED_INFO``. ``False`` leaves only calls (and ``NO_TOOL`` under
            ``auto``): for a caller that checks every value of the call itself, so that a
            call carrying a value the conversation does not give is refused there.

    Returns:
        A JSON Schema dict: ``anyOf`` of the decision variants, each an object whose
        first property is ``decision`` (``plan``, then ``decision``, with ``plan_first``).
        ``NEED_INFO`` is offered only for tools with required parameters, and ``missing`` is
        an enum of those parameters.

    Raises:
        SchemaError: the function list is empty, the choice is ``none`` (there is nothing
            to extract: answer the conversation directly), a named choice names an
            undeclared tool, or a caps argument is below 1.

    Example:
        ```python
        schema = build_envelope_schema([weather_tool], ToolChoice.auto())
        llama.create_chat_completion(
            messages, response_format={"type": "json_object", "schema": schema}
        )
        ```
    """
    tools = [FunctionTool.from_dict(f) for f in functions]
    parsed = _check_inputs(tools, choice, max_calls, max_string_length, max_array_items)
    allowed = parsed.narrow(t.name for t in tools)
    chosen = [t for t in tools if t.name in allowed]
    caps = _Caps(max_string_length, max_array_items)
    variants = [_calls_variant(chosen, caps, max_calls)]
    if not parsed.must_call:
        variants.append(_object({"decision": {"const": "NO_TOOL"}}))
    if need_info:
        variants.extend(v for v in (_need_info_variant(t) for t in chosen) if v is not None)
    if plan_first:
        variants = [_with_plan(v) for v in variants]
    return variants[0] if len(variants) == 1 else {"anyOf": variants}


def _with_plan(variant: dict[str, Any]) -> dict[str, Any]:
    """``variant`` with a required ``plan`` string as its first property.

    First, because llama.cpp's grammar writes the properties in the schema's order: the plan
    is written before the decision, which is the point of it. ``minLength`` 1, because an
    empty plan is the decision-first reply again with extra tokens.
    """
    plan = {"type": "string", "minLength": 1, "maxLength": MAX_PLAN_LENGTH}
    return _object({"plan": plan, **variant["properties"]})


def _check_inputs(tools: Sequence[FunctionTool], choice: ToolChoice | str | None, *caps: int) -> ToolChoice:
    """Raise before building anything: no tools, a cap below 1, or tool_choice none."""
    if not tools:
        msg = (
            "build_envelope_schema: the function list is empty; a constrained envelope needs at "
            "least one tool. Bind tools first, or answer without the extractor."
        )
        raise SchemaError(msg)
    for label, value in zip(("max_calls", "max_string_length", "max_array_items"), caps, strict=True):
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            msg = f"build_envelope_schema: {label} must be an integer >= 1. Received: {value!r}"
            raise SchemaError(msg)
    parsed = ToolChoice.parse(choice)
    if parsed.mode == "none":
        msg = (
            "build_envelope_schema: tool_choice is 'none', so there is no call to extract. "
            "Answer the conversation with the model directly instead of the extractor."
        )
        raise SchemaError(msg)
    return parsed


def _object(properties: dict[str, Any]) -> dict[str, Any]:
    """A closed object whose properties are all required, in order (``decision`` first)."""
    return {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }


def _calls_variant(chosen: Sequence[FunctionTool], caps: _Caps, max_calls: int) -> dict[str, Any]:
    """``{"decision":"TOOL_CALL","calls":[...]}`` with one ``name``/``arguments`` variant per tool."""
    call_variants = [
        _object(
            {
                "name": {"const": tool.name},
                "arguments": constrain_schema(
                    tool.parameters,
                    max_string_length=caps.string,
                    max_array_items=caps.array,
                    object_root=True,
                ),
            }
        )
        for tool in chosen
    ]
    items = call_variants[0] if len(call_variants) == 1 else {"anyOf": call_variants}
    calls = {"type": "array", "items": items, "minItems": 1, "maxItems": max_calls}
    return _object({"decision": {"const": "TOOL_CALL"}, "calls": calls})


def _need_info_variant(tool: FunctionTool) -> dict[str, Any] | None:
    """``{"decision":"NEED_INFO","function":..,"missing":[..]}`` for a tool with required params."""
    required = list(dict.fromkeys(r for r in tool.required if isinstance(r, str)))
    if not required:
        return None  # nothing can be missing: NEED_INFO would only invite a wrong answer
    missing = {"type": "array", "items": {"enum": required}, "minItems": 1, "maxItems": len(required)}
    return _object({"decision": {"const": "NEED_INFO"}, "function": {"const": tool.name}, "missing": missing})


class _Caps:
    __slots__ = ("array", "string")

    def __init__(self, string: int, array: int) -> None:
        self.string = string
        self.array = array


def constrain_schema(
    schema: Mapping[str, Any] | bool,
    *,
    max_string_length: int = MAX_STRING_LENGTH,
    max_array_items: int = MAX_ARRAY_ITEMS,
    object_root: bool = False,
) -> dict[str, Any]:
    """Rewrite one JSON Schema into a capped form llama.cpp's grammar converter accepts.

    Args:
        schema: a tool's parameters schema (or any sub-schema); ``$ref`` pointers are
            resolved against this root's ``$defs`` / ``definitions``.
        max_string_length: cap for strings without a smaller ``maxLength``.
        max_array_items: cap for arrays without a smaller ``maxItems``.
        object_root: treat a schema without ``type`` as an object (tool parameters).

    Returns:
        A new dict; the input is not modified. Never raises on odd schemas: what cannot
        be expressed becomes a capped "any scalar" (the validator judges it later).
    """
    root: Mapping[str, Any] = schema if isinstance(schema, Mapping) else {}
    walker = _Walker(root, _Caps(max_string_length, max_array_items))
    if object_root and isinstance(schema, Mapping):
        if "type" not in schema:
            schema = {**schema, "type": "object"}
        if not schema.get("properties") and not schema.get("additionalProperties"):
            # A tool that declares no parameters takes none: exactly `{}`, nothing to run away with.
            return {"type": "object", "properties": {}, "additionalProperties": False}
    return walker.walk(schema, 0)


class _Walker:
    """One pass over a schema; ``root`` is where ``#/...`` pointers are resolved."""

    def __init__(self, root: Mapping[str, Any], caps: _Caps) -> None:
        self.root = root
        self.caps = caps

    def any_scalar(self) -> dict[str, Any]:
        return {
            "anyOf": [
                {"type": "string", "maxLength": self.caps.string},
                {"type": "number"},
                {"type": "boolean"},
                {"type": "null"},
            ]
        }

    def any_value(self, depth: int) -> dict[str, Any]:
        if depth >= MAX_SCHEMA_DEPTH:
            return self.any_scalar()
        scalar = self.any_scalar()
        return {
            "anyOf": [
                *scalar["anyOf"],
                {"type": "array", "items": scalar, "maxItems": self.caps.array},
                {"type": "object", "additionalProperties": scalar},
            ]
        }

    def resolve(self, ref: str) -> Mapping[str, Any] | None:
        if not ref.startswith("#/"):
            return None
        node: Any = self.root
        for part in ref[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(node, Mapping) or part not in node:
                return None
            node = node[part]
        return node if isinstance(node, Mapping) else None

    def walk(self, schema: Mapping[str, Any] | bool, depth: int) -> dict[str, Any]:
        if schema is True or (isinstance(schema, Mapping) and not schema):
            return self.any_value(depth)
        if not isinstance(schema, Mapping):  # False or garbage: nothing valid; stay finite
            return self.any_scalar()
        if depth > MAX_SCHEMA_DEPTH:
            return self.any_scalar()

        if isinstance(schema.get("$ref"), str):
            target = self.resolve(schema["$ref"])
            if target is None:
                return self.any_value(depth)
            merged = {**target, **{k: v for k, v in schema.items() if k != "$ref"}}
            return self.walk(merged, depth + 1)

        if "const" in schema:
            return {"const": schema["const"]}
        if isinstance(schema.get("enum"), list) and schema["enum"]:
            return {"enum": list(schema["enum"])}

        for key in ("anyOf", "oneOf"):
            options = schema.get(key)
            if isinstance(options, list) and options:
                base = {k: v for k, v in schema.items() if k not in ("anyOf", "oneOf")}
                branches = [
                    self.walk({**base, **opt} if isinstance(opt, Mapping) else opt, depth + 1)
                    for opt in options
                ]
                return self._union(branches)
        if isinstance(schema.get("allOf"), list) and schema["allOf"]:
            return self.walk(self._merge_all_of(schema), depth + 1)

        nullable = schema.get("nullable") is True
        types = self._types(schema)
        if types is None:
            out = self.any_value(depth)
        elif len(types) == 1:
            out = self._typed(schema, types[0], depth)
        else:
            out = self._union([self._typed(schema, t, depth) for t in types])
        if nullable and out.get("type") != "null":
            out = self._union([out, {"type": "null"}])
        return out

    def _types(self, schema: Mapping[str, Any]) -> list[str] | None:
        raw = schema.get("type")
        if raw is None:
            if "properties" in schema or "additionalProperties" in schema:
                return ["object"]
            if "items" in schema or "prefixItems" in schema:
                return ["array"]
            if "maxLength" in schema or "minLength" in schema:
                return ["string"]
            return None
        names = raw if isinstance(raw, list) else [raw]
        out: list[str] = []
        for name in names:
            if not isinstance(name, str):
                continue
            low = name.strip().lower()
            if low in _ANY_TYPES:
                return None
            low = TYPE_ALIASES.get(low, low)
            if low in JSON_TYPES and low not in out:
                out.append(low)
        return out or None

    @staticmethod
    def _union(branches: list[dict[str, Any]]) -> dict[str, Any]:
        flat: list[dict[str, Any]] = []
        for branch in branches:
            inner = branch.get("anyOf") if len(branch) == 1 else None
            for b in inner if isinstance(inner, list) else [branch]:
                if b not in flat:
                    flat.append(b)
        return flat[0] if len(flat) == 1 else {"anyOf": flat}

    @staticmethod
    def _merge_all_of(schema: Mapping[str, Any]) -> dict[str, Any]:
        merged: dict[str, Any] = {k: v for k, v in schema.items() if k != "allOf"}
        props: dict[str, Any] = dict(merged.get("properties") or {})
        required: list[str] = list(merged.get("required") or [])
        for part in schema["allOf"]:
            if not isinstance(part, Mapping):
                continue
            for key, value in part.items():
                if key == "properties" and isinstance(value, Mapping):
                    props.update(value)
                elif key == "required" and isinstance(value, list):
                    required.extend(r for r in value if r not in required)
                else:
                    merged.setdefault(key, value)
        if props:
            merged["properties"] = props
        if required:
            merged["required"] = required
        return merged

    def _typed(self, schema: Mapping[str, Any], kind: str, depth: int) -> dict[str, Any]:
        if kind == "string":
            out: dict[str, Any] = {"type": "string"}
            pattern = schema.get("pattern")
            if isinstance(pattern, str) and _BOUNDED_PATTERN_RE.fullmatch(pattern):
                return {"type": "string", "pattern": pattern}
            declared_max = schema.get("maxLength")
            cap = self.caps.string
            if isinstance(declared_max, int) and not isinstance(declared_max, bool) and declared_max >= 0:
                cap = min(cap, declared_max)
            declared_min = schema.get("minLength")
            if (
                isinstance(declared_min, int)
                and not isinstance(declared_min, bool)
                and 0 < declared_min <= cap
            ):
                out["minLength"] = declared_min
            out["maxLength"] = cap
            return out
        if kind == "array":
            return self._array(schema, depth)
        if kind == "object":
            return self._object(schema, depth)
        return {"type": kind}  # number, integer, boolean, null: llama.cpp already bounds digits

    def _array(self, schema: Mapping[str, Any], depth: int) -> dict[str, Any]:
        items = schema.get("items")
        prefix = schema.get("prefixItems")
        if isinstance(items, list):  # draft-4 tuple form
            prefix, items = items, None
        if isinstance(prefix, list) and prefix and items is None:
            item_schema = self._union([self.walk(p, depth + 1) for p in prefix])
            cap = len(prefix)
        else:
            item_schema = self.walk(items, depth + 1) if items is not None else self.any_scalar()
            cap = self.caps.array
        out: dict[str, Any] = {"type": "array", "items": item_schema}
        declared_max = schema.get("maxItems")
        if isinstance(declared_max, int) and not isinstance(declared_max, bool) and declared_max >= 0:
            cap = min(cap, declared_max)
        declared_min = schema.get("minItems")
        if isinstance(declared_min, int) and not isinstance(declared_min, bool) and 0 < declared_min <= cap:
            out["minItems"] = declared_min
        out["maxItems"] = cap
        return out

    def _object(self, schema: Mapping[str, Any], depth: int) -> dict[str, Any]:
        props = schema.get("properties")
        props = props if isinstance(props, Mapping) else {}
        if not props:
            extra = schema.get("additionalProperties")
            if extra is False:
                return {"type": "object", "properties": {}, "additionalProperties": False}
            # A free-form dict (BFCL "dict" without properties): scalar values only, finite.
            value = self.walk(extra, depth + 1) if isinstance(extra, Mapping) and extra else None
            return {"type": "object", "additionalProperties": value or self.any_scalar()}
        required_raw = schema.get("required")
        required = [r for r in required_raw if r in props] if isinstance(required_raw, list) else []
        # Required properties first, in declaration order: llama.cpp emits required ones first anyway,
        # and keeping the author's order keeps the prompt manifest and the grammar aligned.
        ordered = [k for k in props if k in required] + [k for k in props if k not in required]
        out: dict[str, Any] = {
            "type": "object",
            "properties": {str(k): self.walk(props[k], depth + 1) for k in ordered},
        }
        if required:
            out["required"] = list(dict.fromkeys(required))
        out["additionalProperties"] = False  # no invented parameters
        return out
