"""Which bound functions may find a missing value (prompt_toolcall.loop.lookups), from schemas alone."""

from __future__ import annotations

import json
from typing import Any

import pytest

from prompt_toolcall.loop.lookups import fed_by_results, finders_for, quantity_finders
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


def test_an_abbreviated_parameter_is_named_by_a_description_that_spells_it_out() -> None:
    find = tool(
        "find_vessel",
        "Find a vessel by name: returns its Maritime Mobile Service Identity.",
        vessel_name=TEXT,
    )
    other = tool("find_crew", "Find a crew member by name: returns their mobile number.", vessel_name=TEXT)
    track = tool("track_vessel", "", mmsi=TEXT)
    assert finders_for("track_vessel", ["mmsi"], (track, other, find)) == (find,)
    # two-letter initials are too common to name anything
    reg = tool("get_reg", "", ab=TEXT)
    assert finders_for("get_reg", ["ab"], (reg, tool("f", "All Boats.", vessel_name=TEXT))) == ()


def test_a_function_without_a_parameter_schema_finds_nothing_and_is_no_finder() -> None:
    bare = FunctionTool.from_dict({"name": "ping", "description": "", "parameters": {}})
    assert quantity_finders("ping", ["x"], (bare, FARE)) == ()
    assert quantity_finders("subtract", ["left"], (SUBTRACT, bare)) == ()


STATION = tool("station_lookup", "Find a station by town.", place_name=TEXT)
FACILITIES = tool("get_facilities", "A station's facilities by code.", station_code=TEXT)
TRAIN = tool("get_train", "A train by code and date.", train_code=TEXT, date=TEXT)
STATION_RESULT = json.dumps({"station": "Pellingford", "station_code": "SN-04P"})


def test_a_result_key_named_like_a_parameter_feeds_that_function() -> None:
    fed = fed_by_results([("station_lookup", STATION_RESULT)], (STATION, FACILITIES, TRAIN, LIST_ALL))
    assert [(f.name, params) for f, params in fed] == [("get_facilities", ("station_code",))]


def test_every_required_parameter_must_be_fed() -> None:
    result = json.dumps({"train_code": "TR-1"})
    assert fed_by_results([("list_departures", result)], (TRAIN,)) == ()
    nested = json.dumps({"trains": [{"train_code": "TR-1", "date": "2026-05-01"}]})
    assert [f.name for f, _ in fed_by_results([("list_departures", nested)], (TRAIN,))] == ["get_train"]


@pytest.mark.parametrize(
    "text",
    [
        "The station code is SN-04P.",  # prose: not read for keys
        "{not json",
        json.dumps(["station_code"]),  # a list of strings has no keys
        "",
        "[" * 10_000,  # deeply nested garbage is refused by the JSON reader, not a crash
    ],
)
def test_results_that_are_not_json_objects_feed_nothing(text: str) -> None:
    assert fed_by_results([("station_lookup", text)], (FACILITIES,)) == ()


def test_a_function_already_called_in_this_turn_is_not_offered_again() -> None:
    results = [("station_lookup", STATION_RESULT), ("get_facilities", json.dumps({"station_code": "SN-04P"}))]
    assert fed_by_results(results, (STATION, FACILITIES)) == ()


def test_a_huge_result_is_not_read_for_keys() -> None:
    huge = json.dumps({"station_code": "SN-04P", "pad": "x" * 200_000})
    assert fed_by_results([("station_lookup", huge)], (FACILITIES,)) == ()
