"""checking.schema.validate: path-precise argument errors and bind-time schema checks."""

from __future__ import annotations

from typing import Any

import pytest

from prompt_toolcall.checking.schema.validate import check_schema, json_type_name, validate_arguments
from prompt_toolcall.errors import SchemaError

WEATHER: dict[str, Any] = {
    "type": "object",
    "properties": {
        "city": {"type": "string"},
        "cities": {"type": "array", "items": {"type": "string"}},
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
        "days": {"type": "integer"},
        "lat": {"type": "number"},
        "alerts": {"type": "boolean"},
        "where": {
            "type": "object",
            "properties": {"lat": {"type": "number"}, "lon": {"type": "number"}},
            "required": ["lat", "lon"],
            "additionalProperties": False,
        },
    },
    "required": ["city"],
    "additionalProperties": False,
}


def v(arguments: dict[str, Any], schema: dict[str, Any] = WEATHER) -> list[str]:
    return validate_arguments("get_weather", arguments, schema)


def test_valid_arguments_give_no_errors() -> None:
    assert (
        v({"city": "Lima", "cities": ["a"], "unit": "celsius", "days": 3, "lat": 1.5, "alerts": False}) == []
    )
    assert v({"city": "Lima", "where": {"lat": 1, "lon": 2.5}}) == []


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        ({}, "get_weather: city: missing required"),
        ({"city": "x", "cities": ["a", 1]}, "get_weather: cities/1: expected string, got integer"),
        (
            {"city": "x", "unit": "kelvin"},
            "get_weather: unit: 'kelvin' is not one of ['celsius', 'fahrenheit']",
        ),
        (
            {"city": "x", "extra": 1},
            "get_weather: extra: unexpected parameter (additionalProperties is false)",
        ),
        ({"city": 5}, "get_weather: city: expected string, got integer"),
        ({"city": "x", "lat": "1.5"}, "get_weather: lat: expected number, got string"),
        ({"city": "x", "where": {"lat": 1}}, "get_weather: where/lon: missing required"),
        (
            {"city": "x", "where": {"lat": 1, "lon": 2, "alt": 3}},
            "get_weather: where/alt: unexpected property (additionalProperties is false)",
        ),
        (
            {"city": "x", "where": {"lat": "n", "lon": 2}},
            "get_weather: where/lat: expected number, got string",
        ),
    ],
)
def test_error_format(arguments: dict[str, Any], expected: str) -> None:
    assert v(arguments) == [expected]


@pytest.mark.parametrize("value", [True, False])
def test_bool_is_not_an_integer_or_number(value: bool) -> None:
    """isinstance(True, int) is True in Python; JSON Schema says a boolean is not a number."""
    assert v({"city": "x", "days": value}) == ["get_weather: days: expected integer, got boolean"]
    assert v({"city": "x", "lat": value}) == ["get_weather: lat: expected number, got boolean"]


def test_integral_float_is_an_integer_but_fraction_is_not() -> None:
    assert v({"city": "x", "days": 3.0}) == []
    assert v({"city": "x", "days": 3.5}) == ["get_weather: days: expected integer, got number"]


def test_all_errors_are_returned() -> None:
    errors = v({"cities": ["a", 1, None], "unit": "kelvin", "extra": 1, "days": "3"})
    assert set(errors) == {
        "get_weather: city: missing required",
        "get_weather: cities/1: expected string, got integer",
        "get_weather: cities/2: expected string, got null",
        "get_weather: unit: 'kelvin' is not one of ['celsius', 'fahrenheit']",
        "get_weather: extra: unexpected parameter (additionalProperties is false)",
        "get_weather: days: expected integer, got string",
    }
    assert len(errors) == len(set(errors))


def test_no_knock_on_errors_below_a_type_mismatch() -> None:
    # A string where an object was declared: one error, not "missing lat/lon".
    assert v({"city": "x", "where": "Lima"}) == ["get_weather: where: expected object, got string"]
    # A wrong type that also fails the enum: only the type error.
    assert v({"city": "x", "unit": 5}) == ["get_weather: unit: expected string, got integer"]


def test_union_type_message() -> None:
    schema = {"type": "object", "properties": {"n": {"type": ["integer", "null"]}}}
    assert validate_arguments("f", {"n": "x"}, schema) == ["f: n: expected integer or null, got string"]


def test_nested_arrays_of_objects_have_full_paths() -> None:
    schema = {
        "type": "object",
        "properties": {
            "stops": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {"city": {"type": "string"}},
                    "required": ["city"],
                },
            }
        },
    }
    errors = validate_arguments("route", {"stops": [{"city": "a"}, {}, {"city": 3}]}, schema)
    assert errors == [
        "route: stops/1/city: missing required",
        "route: stops/2/city: expected string, got integer",
    ]


def test_other_keywords_pass_through_with_a_path() -> None:
    schema = {"type": "object", "properties": {"q": {"type": "string", "minLength": 3}}}
    errors = validate_arguments("search", {"q": "ab"}, schema)
    assert len(errors) == 1
    assert errors[0].startswith("search: q: ")
    assert "short" in errors[0]


def test_ref_and_defs_are_followed() -> None:
    schema = {
        "type": "object",
        "$defs": {"Unit": {"type": "string", "enum": ["c", "f"]}},
        "properties": {"unit": {"$ref": "#/$defs/Unit"}},
    }
    assert validate_arguments("w", {"unit": "c"}, schema) == []
    assert validate_arguments("w", {"unit": "k"}, schema) == ["w: unit: 'k' is not one of ['c', 'f']"]


def test_bfcl_type_aliases_are_read_as_json_types() -> None:
    schema = {"type": "dict", "properties": {"x": {"type": "float"}, "y": {"type": "any"}}}
    assert validate_arguments("f", {"x": 1.5, "y": [1]}, schema) == []
    assert validate_arguments("f", {"x": "a"}, schema) == ["f: x: expected number, got string"]


def test_unusable_schema_gives_one_error_line_not_an_exception() -> None:
    schema = {"type": "object", "properties": {"x": {"type": "strin"}}}
    errors = validate_arguments("f", {"x": "a"}, schema)
    assert len(errors) == 1
    assert errors[0].startswith("f: the tool's parameters schema cannot be used")


def test_validate_does_not_mutate_inputs() -> None:
    args = {"city": 5}
    schema = {"type": "object", "properties": {"city": {"type": "string"}}}
    validate_arguments("f", args, schema)
    assert args == {"city": 5}
    assert schema == {"type": "object", "properties": {"city": {"type": "string"}}}


@pytest.mark.parametrize(
    ("value", "name"),
    [
        (None, "null"),
        (True, "boolean"),
        (1, "integer"),
        (1.5, "number"),
        ("s", "string"),
        ([], "array"),
        ({}, "object"),
    ],
)
def test_json_type_name(value: object, name: str) -> None:
    assert json_type_name(value) == name


# -- check_schema ---------------------------------------------------------------------------


def test_check_schema_accepts_good_schemas() -> None:
    check_schema(WEATHER, name="get_weather")
    check_schema({"type": "object", "properties": {}})
    check_schema({"type": ["object", "null"]})


@pytest.mark.parametrize(
    ("schema", "where", "hint"),
    [
        ({"type": "strin"}, "at type", "A type must be one of"),
        ({"type": "object", "properties": []}, "at properties", "must map names to schemas"),
        ({"type": "object", "required": "city"}, "at required", "'required' must be a list"),
        ({"type": "object", "properties": {"a": {"type": "dict"}}}, "at properties/a/type", "Use 'object'"),
        (
            {"type": "object", "properties": {"a": {"pattern": "("}}},
            "properties/a/pattern",
            "regular expression",
        ),
    ],
)
def test_check_schema_rejects_malformed_with_place_and_fix(
    schema: dict[str, Any], where: str, hint: str
) -> None:
    with pytest.raises(SchemaError) as info:
        check_schema(schema, name="t")
    message = str(info.value)
    assert message.startswith("Tool 't': malformed JSON Schema")
    assert where in message
    assert hint in message


def test_check_schema_rejects_non_dict() -> None:
    with pytest.raises(SchemaError, match=r"must be a dict\. Received: 5"):
        check_schema(5)
