"""``arguments_fit``: the read-only question the envelope fast path asks before coercing.

The contract is one implication, checked against ``coerce_arguments`` itself on random
schemas and values: when ``arguments_fit`` says True, coercion would return the arguments
unchanged, value for value and type for type. The explicit cases below keep the check
from passing vacuously (a function that always said False would satisfy the implication).
"""

from __future__ import annotations

import math
from types import MappingProxyType
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prompt_toolcall.checking.schema.coerce import MAX_COERCE_DEPTH, arguments_fit, coerce_arguments

SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])

KEYS = ("a", "b", "c", "d")


class Str(str):
    """A str subclass: never an exact enum member, never a JSON type name to coercion."""


def same(a: object, b: object) -> bool:
    """Equal with identical types all the way down (``5 == 5.0 == True`` is not enough)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        assert isinstance(b, dict)
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        assert isinstance(b, list)
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a):
        return math.isnan(b)
    return a == b


# -- strategies ------------------------------------------------------------------------

TYPE_NAMES = ("string", "integer", "number", "boolean", "null", "array", "object")
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from([5.0, 5.5, -0.0, float("inf"), float("nan")]),
    st.sampled_from(["x", "5", "5.0", "true", "false", "null", "Celsius", "celsius", "[1]", '{"a": 1}', ""]),
    st.sampled_from([Str("celsius"), Str("string")]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(KEYS), inner, max_size=3)
    ),
    max_leaves=8,
)
TYPE_FIELD = st.one_of(
    st.sampled_from(TYPE_NAMES),
    st.lists(st.sampled_from(TYPE_NAMES), min_size=1, max_size=3),
    st.sampled_from([7, None, Str("string"), Str("array")]),
)
ENUMS = st.lists(
    st.sampled_from(["celsius", "Celsius", "CELSIUS", "x", Str("celsius"), 1, True, None]), max_size=4
)


def _schemas() -> st.SearchStrategy[Any]:
    def extend(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        fields = st.fixed_dictionaries(
            {},
            optional={
                "type": TYPE_FIELD,
                "enum": st.one_of(ENUMS, st.none(), st.just(("celsius",))),
                "items": inner,
                "properties": st.dictionaries(st.sampled_from(KEYS), inner, max_size=3),
            },
        )
        return st.one_of(fields, fields.map(MappingProxyType))

    leaf = st.one_of(
        st.builds(lambda t: {"type": t}, TYPE_FIELD),
        st.sampled_from([None, "integer", {}, {"type": "string", "enum": ["celsius", "fahrenheit"]}]),
    )
    return st.recursive(leaf, extend, max_leaves=10)


SUB_SCHEMAS = _schemas()
PARAMETERS = st.one_of(
    st.builds(
        lambda props: {"type": "object", "properties": props},
        st.dictionaries(st.sampled_from(KEYS), SUB_SCHEMAS, max_size=4),
    ),
    st.sampled_from([{"type": "object"}, {"properties": "nope"}, {"properties": {}}]),
)
ARGUMENTS = st.dictionaries(st.sampled_from((*KEYS, "undeclared")), VALUES, max_size=5)


# -- the contract ----------------------------------------------------------------------


@SETTINGS
@given(ARGUMENTS, PARAMETERS)
def test_fit_means_coercion_changes_nothing(args: dict[str, Any], schema: dict[str, Any]) -> None:
    if arguments_fit(args, schema):
        assert same(coerce_arguments(args, schema), args)


# Small pools for the one-level test, so near misses (a "5" under integer, a 5.0 under
# integer, "Celsius" under an enum of "celsius", ["1"] under integer items) come up often.
FLAT_VALUES = st.sampled_from(
    ["celsius", "Celsius", "5", 5, 5.0, True, None, "null", ["1"], [1], [True], [], Str("celsius")]
)
FLAT_TYPES = st.sampled_from(
    ["string", "integer", "number", "boolean", "null", "array", ["integer", "string"]]
)
FLAT_ENUMS = st.one_of(
    st.none(), st.lists(st.sampled_from(["celsius", "CELSIUS", Str("celsius"), 1]), max_size=2)
)
FLAT_SUB_SCHEMAS = st.builds(
    lambda t, enum, items: {
        "type": t,
        **({"enum": enum} if enum is not None else {}),
        **({"items": items} if items is not None else {}),
    },
    FLAT_TYPES,
    FLAT_ENUMS,
    st.one_of(st.none(), st.builds(lambda t: {"type": t}, FLAT_TYPES)),
)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.dictionaries(st.sampled_from(KEYS), FLAT_VALUES, max_size=4),
    st.dictionaries(st.sampled_from(KEYS), FLAT_SUB_SCHEMAS, min_size=1, max_size=4),
)
def test_fit_means_coercion_changes_nothing_flat(args: dict[str, Any], props: dict[str, Any]) -> None:
    # One level, scalars and lists of scalars: the shapes the inline fast cases handle.
    schema = {"type": "object", "properties": props}
    if arguments_fit(args, schema):
        assert same(coerce_arguments(args, schema), args)


@SETTINGS
@given(st.dictionaries(st.sampled_from(KEYS), SCALARS, max_size=4), st.data())
def test_values_of_their_declared_type_fit(args: dict[str, Any], data: st.DataObject) -> None:
    # Declare each argument with exactly its own JSON type: nothing to coerce, so the
    # check must say so (the fast path is taken for every such call).
    own = {bool: "boolean", int: "integer", float: "number", str: "string", type(None): "null"}
    props: dict[str, Any] = {}
    for key, value in args.items():
        if type(value) in own:
            props[key] = {"type": own[type(value)], "description": data.draw(st.text(max_size=3))}
    args = {k: v for k, v in args.items() if k in props}
    assert arguments_fit(args, {"type": "object", "properties": props})


def test_typical_call_fits() -> None:
    schema = {
        "type": "object",
        "properties": {
            "city": {"type": "string", "description": "a city"},
            "days": {"type": "integer"},
            "temp": {"type": "number"},
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            "hourly": {"type": "boolean"},
            "cc": {"type": "array", "items": {"type": "string"}},
            "meta": {"type": "object", "properties": {"n": {"type": "integer"}}},
            "when": {"type": ["string", "null"]},
        },
    }
    args = {
        "city": "Lima",
        "days": 3,
        "temp": 3,
        "unit": "celsius",
        "hourly": False,
        "cc": ["a@example.com"],
        "meta": {"n": 1, "other": "x"},
        "when": None,
        "undeclared": "7",
    }
    assert arguments_fit(args, schema)


def test_values_coercion_would_change_do_not_fit() -> None:
    props = {
        "days": {"type": "integer"},
        "unit": {"type": "string", "enum": ["celsius"]},
        "cc": {"type": "array", "items": {"type": "integer"}},
        "meta": {"type": "object", "properties": {"n": {"type": "integer"}}},
        # The only member is a str subclass: "celsius" is not an exact member, and the
        # case-insensitive match swaps in the member itself.
        "odd": {"type": "string", "enum": [Str("celsius")]},
    }
    schema = {"type": "object", "properties": props}
    cases: tuple[dict[str, Any], ...] = (
        {"days": "3"},
        {"days": 3.0},
        {"unit": "Celsius"},
        {"cc": ["1"]},
        {"meta": {"n": "1"}},
        {"odd": "celsius"},
    )
    for args in cases:
        assert coerce_arguments(args, schema) != args or not same(coerce_arguments(args, schema), args)
        assert not arguments_fit(args, schema), args


def test_depth_bound_matches_coercion() -> None:
    # Past MAX_COERCE_DEPTH coercion stops; the check must stop at the same level.
    schema: dict[str, Any] = {"type": "integer"}
    value: Any = "5"
    for _ in range(MAX_COERCE_DEPTH):
        schema = {"type": "object", "properties": {"k": schema}}
        value = {"k": value}
    params = {"type": "object", "properties": {"p": schema}}
    assert same(coerce_arguments({"p": value}, params), {"p": value})
    assert arguments_fit({"p": value}, params)
