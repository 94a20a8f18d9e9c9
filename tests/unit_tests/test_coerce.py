"""Lossless argument coercion, one conversion rule at a time (prompt_toolcall.checking.schema.coerce)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from prompt_toolcall.checking.schema import MAX_COERCE_DEPTH, coerce_arguments, coerce_value

INTEGER = {"type": "integer"}
NUMBER = {"type": "number"}
STRING = {"type": "string"}
BOOLEAN = {"type": "boolean"}
NULL = {"type": "null"}


@pytest.mark.parametrize(
    ("value", "schema", "expected"),
    [
        # enum member by case-insensitive match
        pytest.param(
            "Celsius", {"type": "string", "enum": ["celsius", "fahrenheit"]}, "celsius", id="enum-case"
        ),
        pytest.param("kelvin", {"type": "string", "enum": ["celsius"]}, "kelvin", id="enum-no-match-kept"),
        pytest.param("A", {"enum": ["a", "A"]}, "A", id="enum-exact-member-kept"),
        pytest.param("b", {"enum": ["B", "b "]}, "B", id="enum-unique-fold"),
        pytest.param("x", {"enum": ["X", "x".upper()]}, "X", id="enum-duplicate-spelling"),
        pytest.param("ab", {"enum": ["AB", "Ab"]}, "ab", id="enum-ambiguous-kept"),
        # integer
        pytest.param("5", INTEGER, 5, id="int-from-string"),
        pytest.param("-12", INTEGER, -12, id="int-negative"),
        pytest.param(5.0, INTEGER, 5, id="int-from-integral-float"),
        pytest.param(5.5, INTEGER, 5.5, id="int-fractional-kept"),
        pytest.param("1_000", INTEGER, "1_000", id="int-underscore-kept"),
        pytest.param("007", INTEGER, "007", id="int-leading-zero-kept"),
        pytest.param("+5", INTEGER, "+5", id="int-plus-kept"),
        pytest.param(" 5", INTEGER, " 5", id="int-space-kept"),
        pytest.param("5.0", INTEGER, "5.0", id="int-decimal-string-kept"),
        pytest.param(True, INTEGER, True, id="int-bool-kept"),
        pytest.param(float("inf"), INTEGER, float("inf"), id="int-inf-kept"),
        # number
        pytest.param("1.5e3", NUMBER, 1500.0, id="num-exponent"),
        pytest.param("2", NUMBER, 2, id="num-integral-string"),
        pytest.param("-0.25", NUMBER, -0.25, id="num-negative"),
        pytest.param("nan", NUMBER, "nan", id="num-nan-kept"),
        pytest.param("NaN", NUMBER, "NaN", id="num-NaN-kept"),
        pytest.param("inf", NUMBER, "inf", id="num-inf-kept"),
        pytest.param("1e999", NUMBER, "1e999", id="num-overflow-kept"),
        pytest.param("1_000", NUMBER, "1_000", id="num-underscore-kept"),
        pytest.param(False, NUMBER, False, id="num-bool-kept"),
        # boolean
        pytest.param("true", BOOLEAN, True, id="bool-true"),
        pytest.param("false", BOOLEAN, False, id="bool-false"),
        pytest.param("yes", BOOLEAN, "yes", id="bool-yes-kept"),
        pytest.param(1, BOOLEAN, 1, id="bool-from-int-kept"),
        # string
        pytest.param(123, STRING, "123", id="str-from-int"),
        pytest.param(1.5, STRING, "1.5", id="str-from-float"),
        pytest.param(True, STRING, True, id="str-bool-kept"),
        pytest.param(None, STRING, None, id="str-null-kept"),
        pytest.param(["a"], STRING, ["a"], id="str-list-kept"),
        # array / object from JSON strings
        pytest.param("[1, 2]", {"type": "array"}, [1, 2], id="array-from-json"),
        pytest.param('["1", "2"]', {"type": "array", "items": INTEGER}, [1, 2], id="array-items-coerced"),
        pytest.param("[1, 2", {"type": "array"}, "[1, 2", id="array-truncated-kept"),
        pytest.param('{"a": 1}', {"type": "array"}, '{"a": 1}', id="array-from-object-kept"),
        pytest.param(
            '{"n": "7"}', {"type": "object", "properties": {"n": INTEGER}}, {"n": 7}, id="object-from-json"
        ),
        pytest.param("not json", {"type": "object"}, "not json", id="object-prose-kept"),
        # null
        pytest.param("null", NULL, None, id="null-from-string"),
        pytest.param("null", {"type": ["string", "null"]}, "null", id="null-string-allowed-kept"),
        pytest.param("null", {"type": ["integer", "null"]}, None, id="null-after-integer-fails"),
        # unions: a value that fits any declared type stays
        pytest.param("5", {"type": ["integer", "string"]}, "5", id="union-fits-string"),
        pytest.param(5.0, {"type": ["integer", "number"]}, 5.0, id="union-fits-number"),
        pytest.param("5", {"type": ["boolean", "integer"]}, 5, id="union-first-lossless"),
        # no type declared: nothing to convert to
        pytest.param("5", {}, "5", id="no-type"),
        pytest.param("5", {"description": "x"}, "5", id="only-description"),
    ],
)
def test_coercion_table(value: Any, schema: dict[str, Any], expected: Any) -> None:
    got = coerce_value(value, schema)
    assert got == expected
    assert type(got) is type(expected)


def test_recurses_into_properties_and_items() -> None:
    schema = {
        "type": "object",
        "properties": {
            "nested": {
                "type": "object",
                "properties": {"n": INTEGER, "tags": {"type": "array", "items": STRING}},
            },
            "list": {"type": "array", "items": {"type": "object", "properties": {"ok": BOOLEAN}}},
        },
    }
    args = {"nested": {"n": "7", "tags": [1, "x"], "extra": "9"}, "list": [{"ok": "true"}, {"ok": False}]}
    assert coerce_arguments(args, schema) == {
        "nested": {"n": 7, "tags": ["1", "x"], "extra": "9"},
        "list": [{"ok": True}, {"ok": False}],
    }


def test_properties_without_type_still_recurse() -> None:
    assert coerce_value({"n": "7"}, {"properties": {"n": INTEGER}}) == {"n": 7}


def test_undeclared_parameters_untouched() -> None:
    schema = {"type": "object", "properties": {"days": INTEGER}}
    assert coerce_arguments({"days": "5", "undeclared": "7"}, schema) == {"days": 5, "undeclared": "7"}


def test_schema_without_properties_copies() -> None:
    args = {"a": "1"}
    got = coerce_arguments(args, {"type": "object"})
    assert got == args
    assert got is not args


def _nested(depth: int, leaf: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """A value and schema nested ``depth`` objects deep, with an integer leaf."""
    schema: dict[str, Any] = INTEGER
    value: Any = leaf
    for _ in range(depth):
        schema = {"type": "object", "properties": {"k": schema}}
        value = {"k": value}
    return value, schema


def _leaf(value: Any) -> Any:
    while isinstance(value, dict):
        value = value["k"]
    return value


def test_depth_bound() -> None:
    # coerce_arguments puts top-level parameters at depth 1: the leaf of an argument
    # nested MAX_COERCE_DEPTH - 1 objects deep is at depth MAX_COERCE_DEPTH.
    value, schema = _nested(MAX_COERCE_DEPTH - 1, "5")
    got = coerce_arguments({"p": value}, {"type": "object", "properties": {"p": schema}})
    assert _leaf(got["p"]) == 5
    value, schema = _nested(MAX_COERCE_DEPTH, "5")
    got = coerce_arguments({"p": value}, {"type": "object", "properties": {"p": schema}})
    assert _leaf(got["p"]) == "5"


def test_never_mutates_input() -> None:
    schema = {
        "type": "object",
        "properties": {
            "a": INTEGER,
            "b": {"type": "array", "items": INTEGER},
            "c": {"properties": {"d": NUMBER}},
        },
    }
    args = {"a": "1", "b": ["2", 3], "c": {"d": "4.5"}, "z": ["keep"]}
    before = copy.deepcopy(args)
    got = coerce_arguments(args, schema)
    assert args == before
    assert got == {"a": 1, "b": [2, 3], "c": {"d": 4.5}, "z": ["keep"]}


@pytest.mark.parametrize(
    ("value", "schema"),
    [
        ("5", INTEGER),
        ("Celsius", {"type": "string", "enum": ["celsius"]}),
        ('["1", "2"]', {"type": "array", "items": INTEGER}),
        (123, STRING),
        ("null", {"type": ["integer", "null"]}),
        ("true", {"type": ["integer", "boolean"]}),
        (5.0, {"type": ["string", "integer"]}),
    ],
)
def test_idempotent_examples(value: Any, schema: dict[str, Any]) -> None:
    once = coerce_value(value, schema)
    assert coerce_value(once, schema) == once


def test_bad_schema_is_ignored() -> None:
    assert coerce_value("5", "integer") == "5"  # type: ignore[arg-type]
    assert coerce_arguments({"a": "5"}, {"properties": "nope"}) == {"a": "5"}
    assert coerce_value("5", {"type": 7}) == "5"
