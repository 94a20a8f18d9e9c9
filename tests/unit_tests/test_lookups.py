"""Which bound functions may find a missing value (prompt_toolcall.loop.lookups), from schemas alone."""

from __future__ import annotations

from typing import Any

import pytest

from prompt_toolcall.loop.lookups import finders_for, quantity_finders
from prompt_toolcall.types import FunctionTool


def tool(name: str, description: str = "", required: bool = True, **params: dict[str, Any]) -> FunctionTool:
    return FunctionTool.from_dict(
        {
            "name": name,
            "description": description,
            "parameters": {
                "type": "object",
                "properties": params,
                "required": list(params) if required else [],
            },
        }
    )


NUMBER = {"type": "number"}
TEXT = {"type": "string"}
SUBTRACT = tool("subtract", "left - right", left=NUMBER, right=NUMBER)
FARE = tool("get_fare", "The fare between two stations.", origin=TEXT, destination=TEXT)
LIST_ALL = tool("list_trains", "Every train today.")
OPTIONAL_ONLY = tool("search", "Search.", required=False, query=TEXT)
ADD = tool("add", "left + right", left=NUMBER, right=NUMBER)


def test_numbers_are_looked_up_by_functions_that_take_other_arguments() -> None:
    tools = (SUBTRACT, ADD, LIST_ALL, OPTIONAL_ONLY, FARE)
    assert [f.name for f in quantity_finders("subtract", ["left", "right"], tools)] == ["get_fare"]


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "integer"},
        {"type": ["number", "null"]},
        {"type": ["integer", "number"]},
    ],
)
def test_every_numeric_type_is_a_quantity(schema: dict[str, Any]) -> None:
    target = tool("scale", "", factor=schema)
    assert quantity_finders("scale", ["factor"], (target, FARE)) == (FARE,)


@pytest.mark.parametrize(
    "schema",
    [
        TEXT,
        {"type": "integer", "enum": [1, 2, 3]},  # a fixed set of codes, not a measurement
        {"type": ["number", "string"]},
        {},
        {"anyOf": [NUMBER, TEXT]},
    ],
)
def test_anything_else_is_not_a_quantity(schema: dict[str, Any]) -> None:
    target = tool("scale", "", factor=schema)
    assert quantity_finders("scale", ["factor"], (target, FARE)) == ()


def test_one_text_value_among_the_missing_ones_means_no_number_lookup() -> None:
    target = tool("convert", "", amount=NUMBER, currency=TEXT)
    assert quantity_finders("convert", ["amount", "currency"], (target, FARE)) == ()


def test_unknown_function_or_parameter_or_nothing_missing_finds_nothing() -> None:
    assert quantity_finders("nope", ["left"], (SUBTRACT, FARE)) == ()
    assert quantity_finders("subtract", ["middle"], (SUBTRACT, FARE)) == ()  # not in its schema
    assert quantity_finders("subtract", [], (SUBTRACT, FARE)) == ()


def test_a_description_that_names_the_value_comes_first() -> None:
    rate = tool("get_rate", "Returns the exchange rate for a currency pair.", pair=TEXT)
    convert = tool("convert", "", exchange_rate=NUMBER, amount=NUMBER)
    assert finders_for("convert", ["exchange_rate"], (convert, FARE, rate)) == (rate, FARE)
    assert finders_for("convert", ["amount"], (convert, FARE, rate)) == (FARE, rate)


def test_a_number_named_in_another_sense_still_gets_every_quantity_finder() -> None:
    # "right" as in "right now": the named tier alone would offer only the train tracker.
    track = tool("track_train", "Where a train is on the line right now.", headcode=TEXT)
    assert finders_for("subtract", ["right"], (SUBTRACT, FARE, track)) == (track, FARE)


def test_text_values_get_named_finders_only() -> None:
    find = tool("find_user", "Returns the user id for a full name.", full_name=TEXT)
    record = tool("get_user", "", user_id=TEXT)
    assert finders_for("get_user", ["user_id"], (record, FARE, find)) == (find,)


def test_a_function_without_a_parameter_schema_finds_nothing_and_is_no_finder() -> None:
    bare = FunctionTool.from_dict({"name": "ping", "description": "", "parameters": {}})
    assert quantity_finders("ping", ["x"], (bare, FARE)) == ()
    assert quantity_finders("subtract", ["left"], (SUBTRACT, bare)) == ()
