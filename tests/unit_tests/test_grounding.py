"""Tests for prompt_toolcall.checking.grounding: the normalisation rules one by one, the modes, NEED_INFO,
and the two fixture sets (tests/fixtures/need_info, tests/fixtures/grounded).

The NEED_INFO set is run through a scripted "model" that does what Qwen2.5-Coder-1.5B did in
issue 10: it keeps the values the user gave and fills every missing required value with a
plausible invented one. Every invention must be caught; every correct call of the grounded set
must pass (false positives are counted and must stay 0 outside the documented cases).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from prompt_toolcall.errors import SchemaError
from prompt_toolcall.checking.grounding import (
    GroundingResult,
    check_grounding,
    collect_sources,
    find_grounding,
    to_need_info,
)
from prompt_toolcall.messages import Message
from prompt_toolcall.types import EnvelopeNeedInfo, FunctionTool, ToolCall

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "grounding" / "dev"


def _load(name: str) -> list[dict[str, Any]]:
    path = FIXTURES / name / "requests.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


NEED_INFO = _load("need_info")
GROUNDED = _load("grounded")


def _tools(case: Mapping[str, Any]) -> list[FunctionTool]:
    return [FunctionTool.from_dict(t) for t in case["tools"]]


def _sources(case: Mapping[str, Any]) -> list[str]:
    return [*case["context"], case["request"]]


# --------------------------------------------------------------------------- rule table

TODAY = date(2024, 3, 4)  # a Monday

STRING = {"type": "string"}
# (value, sources, options, expected rule or None)
RULES: list[tuple[Any, list[str], dict[str, Any], str | None]] = [
    # case, whitespace and punctuation
    ("New York", ["fly me to new york"], {}, "text"),
    ("NEW   york", ["fly me to New York!"], {}, "text"),
    ("new-york", ["fly me to New York"], {}, "text"),
    ("Newark", ["fly me to New York"], {}, None),
    ("King's Cross", ["from kings cross"], {}, "text"),
    ("King's Cross", ["from King’s Cross station"], {}, "text"),
    # content words in another order
    ("Jane Doe", ["the contact is Doe, Jane"], {}, "tokens"),
    ("Jane Roe", ["the contact is Doe, Jane"], {}, None),
    # numbers
    (5, ["five people"], {}, "number"),
    (6, ["five people"], {}, None),
    (5, ["5.0 kg"], {}, "number"),
    ("5.0", ["five apples"], {"schema": STRING}, "text"),
    (25, ["twenty-five euros"], {}, "number"),
    (250, ["two hundred and fifty dollars"], {}, "number"),
    (12, ["a dozen eggs"], {}, "number"),
    (1000, ["1,000 shares"], {}, "number"),
    (1500, ["convert 1.5k dollars"], {}, "number"),
    (2_500_000, ["a 2.5 million budget"], {}, "number"),
    (15, ["a 15% tip"], {}, "number"),
    (0.15, ["a 15% tip"], {}, "number"),
    (0.15, ["a 15 percent tip"], {}, "number"),
    (2500, ["charge $25"], {}, "number"),
    (250, ["charge $25"], {}, None),
    (120, ["for 2 hours"], {}, "number"),
    (7200, ["for 2 hours"], {}, "number"),
    (1800, ["half an hour"], {}, "number"),
    (90, ["an hour and a half"], {}, "number"),
    (60, ["in an hour"], {}, "number"),
    (1, ["Book a table at Nopa"], {}, None),
    (1, ["one ticket please"], {}, "number"),
    (-50, ["withdraw 50"], {}, "number"),
    ("$1,200", ["a budget of 1200 dollars"], {"schema": STRING}, "number"),
    ("5 km", ["run 5 kilometers"], {"schema": STRING}, "text"),
    ("30 minutes", ["half an hour"], {"schema": STRING}, "number"),
    ("30 minutes", ["30 people"], {"schema": STRING}, None),
    ("USD", ["send $5"], {"schema": STRING}, "text"),
    # dates
    ("2024-03-03", ["on March 3rd 2024"], {}, "date"),
    ("2024-03-03", ["on the third of march, 2024"], {}, "date"),
    ("2024-03-03", ["Sunday, 3 Mar"], {}, "date"),
    ("my_database", ["Create a new read-only database user"], {}, None),  # 0.5B, db_user_no_name
    ("read_only_user", ["Create a new read-only database user"], {}, None),
    ("sales_db", ["run it on sales_db please"], {}, "text"),
    ("2022-03-11", ["price of Amazon on March.11, 2022"], {}, "date"),  # BFCL simple_python_142
    ("2022-03-11", ["on Mar. 11 2022"], {}, "date"),
    ("2022-03-12", ["price of Amazon on March.11, 2022"], {}, None),
    ("2024-03-04", ["on March 3rd 2024"], {}, None),
    ("2024-03-04", ["on 03/04/2024"], {}, "date"),
    ("2024-04-03", ["on 03/04/2024"], {}, "date"),
    ("2024-03-05", ["on 03/04/2024"], {}, None),
    ("2024-09-15", ["on 15.09.2024"], {}, "date"),
    ("2024-08-03", ["from the 3rd of August to August 7th 2024"], {}, "date"),
    ("2023-08-03", ["from the 3rd of August to August 7th 2024"], {}, None),
    ("March 3, 2024", ["on 2024-03-03"], {}, "date"),
    ("03/03/2024", ["on March 3rd 2024"], {}, "date"),
    ("2024-05-03", ["3 tickets, 5 bags, 2024 budget"], {}, None),
    # relative dates need today's date
    ("2024-03-05", ["book it for tomorrow"], {}, None),
    ("2024-03-05", ["book it for tomorrow"], {"today": TODAY}, "date"),
    ("2024-03-05", ["Today is Monday, March 4, 2024.", "book it for tomorrow"], {}, "date"),
    ("2024-03-05", ["Today's date: 2024-03-04. Book it for tomorrow"], {}, "date"),
    ("2024-03-06", ["book it for tomorrow"], {"today": TODAY}, None),
    ("2024-03-06", ["the day after tomorrow"], {"today": TODAY}, "date"),
    ("2024-03-03", ["it was yesterday"], {"today": TODAY}, "date"),
    ("2024-03-08", ["next Friday"], {"today": TODAY}, "date"),
    ("2024-03-15", ["next Friday"], {"today": TODAY}, "date"),
    ("2024-03-09", ["next Friday"], {"today": TODAY}, None),
    ("2024-03-07", ["in 3 days"], {"today": TODAY}, "date"),
    ("2024-03-18", ["in two weeks"], {"today": TODAY}, "date"),
    ("2024-03-13", ["some day next week"], {"today": TODAY}, "date"),
    ("2024-03-09", ["this weekend"], {"today": TODAY}, "date"),
    ("2024-03-15", ["on the 15th"], {"today": TODAY}, "date"),
    ("2024-03-15", ["on the 15th"], {}, None),
    ("2025-03-03", ["Today is March 1, 2024. Book 3 March"], {}, "date"),
    ("2026-03-03", ["Today is March 1, 2024. Book 3 March"], {}, None),
    # date-times and times
    ("2024-03-03T15:00:00", ["March 3rd 2024 at 3pm"], {}, "datetime"),
    ("2024-03-03T15:00:00Z", ["March 3rd 2024 at 3pm"], {}, "datetime"),
    ("2024-03-03T16:00:00", ["March 3rd 2024 at 3pm"], {}, None),
    ("2024-03-03T00:00:00", ["on March 3rd 2024"], {}, "datetime"),
    ("2024-03-03T00:00:00", ["on March 3rd 2024"], {"mode": "strict"}, None),
    # one moment, one statement: the date of another event in a tool result (1.5B model)
    ("2024-03-11T16:00:00", ['{"events": [{"start": "2024-03-11T09:30:00"}]}', "Add a 1:1 at 4pm"], {}, None),
    ("2024-03-11T16:00:00", ["What's on?", "Add a 1:1 on March 11 at 4pm"], {}, "datetime"),
    ("2024-03-04T15:00:00", ["Remind me at 3pm"], {"today": TODAY}, "datetime"),
    ("2024-03-04T15:00:00", ["Remind me at 3pm"], {"today": TODAY, "mode": "strict"}, None),
    ("2024-03-05T15:00:00", ["Remind me at 3pm"], {"today": TODAY}, None),
    ("2024-03-04T15:00:00", ["Today is 2024-03-04.", "Remind me at 3pm"], {"mode": "strict"}, "datetime"),
    ("15:00", ["at 3pm"], {}, "time"),
    ("3:00 PM", ["at 15:00"], {}, "time"),
    ("03:00", ["at 3pm"], {}, None),
    ("15:30", ["at 3:30 p.m."], {}, "time"),
    ("09:30", ["around half past nine"], {}, "time"),
    ("17:45", ["quarter to 6"], {}, "time"),
    ("12:00", ["lunch at noon"], {}, "time"),
    ("17:00", ["dinner at 5"], {}, "time"),
    ("14:00", ["dinner at 5"], {}, None),
    # phone numbers
    ("5551234567", ["call (555) 123-4567"], {}, "digits"),
    ("+15551234567", ["call (555) 123-4567"], {}, "digits"),
    ("+15551234567", ["call (555) 123-4567"], {"mode": "strict"}, None),
    ("5551234568", ["call (555) 123-4567"], {}, None),
    # identifiers are copied, never assembled
    ("bob@example.com", ["email Bob at example dot com"], {}, None),
    ("bob@example.com", ["email bob@example.com"], {}, "text"),
    # qualifiers: a region added to a grounded place
    ("New York, NY", ["weather in new york"], {}, "qualifier"),
    ("New York, NY", ["weather in new york"], {"mode": "strict"}, "qualifier"),
    ("Paris, France", ["weather in Paris"], {}, "qualifier"),
    ("Paris, France", ["weather in Paris"], {"mode": "strict"}, None),
    ("Paris, Ile de France", ["weather in Paris"], {}, None),
    ("12 Elm St, Springfield", ["ship to 12 Elm St"], {}, None),
    # codes (lenient only)
    ("SF", ["flights from San Francisco"], {}, "code"),
    ("SF", ["flights from San Francisco"], {"mode": "strict"}, None),
    ("NYC", ["a hotel in New York City"], {}, "code"),
    ("BOS", ["from Boston to Denver"], {}, "code"),
    ("SFO", ["from Boston to Denver"], {}, None),
    ("San Francisco", ["weather in SF"], {}, "code"),
    ("San Francisco", ["weather in SF"], {"mode": "strict"}, None),
    ("Santa Fe", ["weather in Boston"], {}, None),
    # free text: named like it, described like it, or (lenient) long
    (
        "restaurants open late downtown",
        ["which restaurants are open late near downtown"],
        {"name": "query"},
        "tokens",
    ),
    ("open late near downtown", ["which restaurants are open late near downtown"], {"name": "query"}, "text"),
    (4, ["Today is Wednesday, April 10, 2024."], {}, None),
    (
        "late night restaurants near downtown",
        ["restaurants open late, downtown"],
        {"name": "search_query"},
        "free-text",
    ),
    ("late night restaurants near downtown", ["restaurants open late, downtown"], {"name": "venue"}, None),
    (
        "late night restaurants near downtown",
        ["restaurants open late, downtown"],
        {"name": "s", "schema": {"type": "string", "description": "Free-text search terms"}},
        "free-text",
    ),
    ("Hello, I hope you are doing well!", ["send an email to tom@x.io"], {"name": "body"}, None),
    (
        "Reminder about the quarterly tax filing deadline",
        ["label it: tax filing deadline this quarter"],
        {"name": "label"},
        "free-text",
    ),
    (
        "Reminder about the quarterly tax filing deadline",
        ["label it: tax filing deadline this quarter"],
        {"name": "label", "mode": "strict"},
        None,
    ),
    (
        "SELECT * FROM orders WHERE status = 'shipped'",
        ["show every shipped order"],
        {"name": "query"},
        "free-text",
    ),
    # schema-level rules
    (
        "fahrenheit",
        ["how warm is it"],
        {"schema": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
        "enum",
    ),
    ("FAHRENHEIT", ["how warm is it"], {"schema": {"enum": ["celsius", "fahrenheit"]}}, "enum"),
    ("kelvin", ["how warm is it"], {"schema": {"enum": ["celsius", "fahrenheit"]}}, None),
    (10, ["list my files"], {"schema": {"type": "integer", "default": 10}}, "default"),
    (20, ["list my files"], {"schema": {"type": "integer", "default": 10}}, None),
    (True, ["list my files"], {"schema": {"type": "boolean"}}, "boolean"),
    (False, ["list my files"], {"schema": {"type": ["boolean", "null"]}}, "boolean"),
    (True, ["list my files"], {"schema": {"type": "integer"}}, None),
    (True, ["set it to true"], {"schema": {"type": "string"}}, "text"),
    (None, ["anything"], {}, None),
    ("", ["anything"], {}, None),
    ("   ", ["anything"], {}, None),
    # arrays and objects: every leaf
    ([], ["no one"], {}, "empty"),
    (["ana@corp.com", "li@corp.com"], ["invite ana@corp.com and li@corp.com"], {}, "array"),
    (["ana@corp.com", "bo@corp.com"], ["invite ana@corp.com and li@corp.com"], {}, None),
    ({"city": "Oslo", "days": 3}, ["3 days in Oslo"], {}, "object"),
    (
        {"city": "Oslo", "zip": "0150"},
        ["3 days in Oslo"],
        {"schema": {"type": "object", "properties": {"zip": STRING}, "required": ["zip"]}},
        None,
    ),
    (
        {"city": "Oslo", "zip": "0150"},
        ["3 days in Oslo"],
        {"schema": {"type": "object", "properties": {"zip": STRING}, "required": ["city"]}},
        "object",
    ),
]


@pytest.mark.parametrize(("value", "sources", "options", "expected"), RULES)
def test_rule_table(value: Any, sources: list[str], options: dict[str, Any], expected: str | None) -> None:
    assert find_grounding(value, sources, **options) == expected


def test_the_manifest_is_not_a_source() -> None:
    """The 1.5B model copies a description's example ("e.g. San Francisco, CA") into a call;
    grounding must not accept it because the description says it."""
    tool = FunctionTool(
        name="get_weather",
        description="Weather for a city, e.g. San Francisco, CA",
        parameters={
            "type": "object",
            "properties": {"location": {"type": "string", "description": "e.g. San Francisco, CA"}},
            "required": ["location"],
        },
    )
    call = ToolCall("get_weather", {"location": "San Francisco, CA"})
    result = check_grounding([call], [tool], ["What's the weather like?"])
    assert result.ungrounded_required == {0: ["location"]}


# --------------------------------------------------------------------------- check_grounding API

EMAIL_TOOL = FunctionTool(
    name="send_message",
    parameters={
        "type": "object",
        "properties": {
            "to": {"type": "string"},
            "message": {"type": "string"},
            "priority": {"type": "string"},
            "silent": {"type": "boolean"},
        },
        "required": ["to", "message"],
    },
)


def test_free_text_does_not_borrow_the_recipient() -> None:
    """ "Hi Alice!" only repeats the recipient: no content came from the user."""
    sources = ["Send a message to Alice"]
    invented = ToolCall("send_message", {"to": "Alice", "message": "Hi Alice!"})
    assert check_grounding([invented], [EMAIL_TOOL], sources).ungrounded_required == {0: ["message"]}
    told = ToolCall("send_message", {"to": "Alice", "message": "The meeting moved to 3pm"})
    result = check_grounding([told], [EMAIL_TOOL], ["Tell Alice the meeting moved to 3pm"])
    assert result.ungrounded_required == {}


def test_restating_the_command_is_not_content() -> None:
    # Qwen2.5-Coder-0.5B, need_info fixture email_no_content: the request as the body.
    echo = ToolCall("send_message", {"to": "tom@x.io", "message": "Send a message to tom@x.io"})
    result = check_grounding([echo], [EMAIL_TOOL], ["Send a message to tom@x.io"])
    assert result.ungrounded_required == {0: ["message"]}


def test_lenient_keeps_and_strict_drops_ungrounded_optional() -> None:
    call = ToolCall(
        "send_message", {"to": "Alice", "message": "running late", "priority": "high", "silent": True}
    )
    sources = ["tell alice I'm running late"]
    lenient = check_grounding([call], [EMAIL_TOOL], sources, mode="lenient")
    assert lenient.calls[0].arguments == call.arguments
    assert lenient.dropped_optional == []
    assert "grounding:0:priority:kept-optional" in lenient.notes
    strict = check_grounding([call], [EMAIL_TOOL], sources, mode="strict")
    assert strict.calls[0].arguments == {"to": "Alice", "message": "running late", "silent": True}
    assert strict.calls[0].id == call.id
    assert strict.dropped_optional == [(0, "priority")]
    assert "grounding:0:priority:dropped-optional" in strict.notes
    assert not lenient.needs_info
    assert not strict.needs_info


def test_strict_drops_nested_optional_values() -> None:
    tool = FunctionTool(
        name="book",
        parameters={
            "type": "object",
            "properties": {
                "guest": {
                    "type": "object",
                    "properties": {"name": STRING, "phone": STRING},
                    "required": ["name"],
                }
            },
            "required": ["guest"],
        },
    )
    call = ToolCall("book", {"guest": {"name": "Ana Lima", "phone": "555-0100"}})
    strict = check_grounding([call], [tool], ["book it for Ana Lima"], mode="strict")
    assert strict.calls[0].arguments == {"guest": {"name": "Ana Lima"}}
    assert "grounding:0:guest.phone:dropped-optional" in strict.notes
    lenient = check_grounding([call], [tool], ["book it for Ana Lima"])
    assert lenient.calls[0].arguments == call.arguments
    assert not strict.needs_info and not lenient.needs_info


SHOP_TOOL = FunctionTool(
    name="find_shop",
    parameters={
        "type": "object",
        "properties": {"city": STRING, "state": STRING, "zip_code": STRING},
        "required": ["city", "state"],
    },
)


@pytest.mark.parametrize("order", ["place-first", "region-first"])
def test_region_of_a_grounded_place_is_accepted_in_lenient(order: str) -> None:
    args = {"city": "Los Angeles", "state": "CA"}
    if order == "region-first":
        args = {"state": "CA", "city": "Los Angeles"}
    result = check_grounding([ToolCall("find_shop", args)], [SHOP_TOOL], ["a supermarket in Los Angeles"])
    assert result.ungrounded_required == {}
    assert "grounding:0:state:region-of-place" in result.notes
    strict = check_grounding(
        [ToolCall("find_shop", args)], [SHOP_TOOL], ["a supermarket in Los Angeles"], mode="strict"
    )
    assert strict.ungrounded_required == {0: ["state"]}


@pytest.mark.parametrize(
    ("args", "request_text"),
    [
        ({"city": "Boston", "state": "MA"}, "a supermarket near me"),  # the place itself is invented
        ({"city": "Los Angeles", "state": "CA 90001"}, "a supermarket in Los Angeles"),  # digits
        ({"city": "Los Angeles", "state": "the state of California, USA"}, "in Los Angeles"),  # long
    ],
)
def test_region_rule_needs_a_grounded_place_and_a_short_name(args: dict[str, Any], request_text: str) -> None:
    result = check_grounding([ToolCall("find_shop", args)], [SHOP_TOOL], [request_text])
    assert "state" in result.ungrounded_required.get(0, [])


TRIP_TOOL = FunctionTool(
    name="trip",
    parameters={
        "type": "object",
        "properties": {"origin": STRING, "destination": STRING, "via": STRING, "note": STRING},
        "required": ["origin", "destination"],
    },
)


def test_one_statement_cannot_fill_two_slots() -> None:
    # Qwen2.5-Coder-0.5B on "Find flights to Tokyo": origin copied from the destination.
    call = ToolCall("trip", {"origin": "Tokyo", "destination": "tokyo"})
    result = check_grounding([call], [TRIP_TOOL], ["Find flights to Tokyo on June 12th"])
    assert result.ungrounded_required == {0: ["origin", "destination"]}
    assert "grounding:0:origin:same-value-as-another-parameter" in result.notes
    # Stated twice, it may fill two slots; a free-text note may restate a value.
    twice = check_grounding([call], [TRIP_TOOL], ["from Tokyo to Tokyo, a loop"])
    assert twice.ungrounded_required == {}
    restated = ToolCall("trip", {"origin": "Oslo", "destination": "Tokyo", "note": "Tokyo"})
    assert check_grounding([restated], [TRIP_TOOL], ["Oslo to Tokyo"]).ungrounded_required == {}


def test_a_copied_optional_value_follows_the_mode() -> None:
    call = ToolCall("trip", {"origin": "Oslo", "destination": "Tokyo", "via": "Tokyo"})
    lenient = check_grounding([call], [TRIP_TOOL], ["Oslo to Tokyo"])
    assert lenient.ungrounded_required == {}  # the required slot keeps the statement
    assert "grounding:0:via:kept-optional" in lenient.notes
    strict = check_grounding([call], [TRIP_TOOL], ["Oslo to Tokyo"], mode="strict")
    assert "via" not in strict.calls[0].arguments
    assert (0, "via") in strict.dropped_optional


def test_one_date_cannot_be_two_days() -> None:
    # Qwen2.5-Coder-1.5B on "Rent an SUV at Denver airport on July 3": return day = pickup day.
    tool = FunctionTool(
        name="rent_car",
        parameters={
            "type": "object",
            "properties": {"pickup_date": STRING, "return_date": STRING},
            "required": ["pickup_date", "return_date"],
        },
    )
    call = ToolCall("rent_car", {"pickup_date": "2023-07-03", "return_date": "2023-07-03"})
    once = check_grounding([call], [tool], ["Rent an SUV at Denver airport on July 3"])
    assert once.ungrounded_required == {0: ["pickup_date", "return_date"]}
    twice = check_grounding([call], [tool], ["pick it up on July 3 and bring it back 7/3"])
    assert twice.ungrounded_required == {}


SQL_TOOL = FunctionTool(
    name="run_sql",
    parameters={
        "type": "object",
        "properties": {"query": STRING, "database": STRING, "table": STRING},
        "required": ["database"],
    },
)


@pytest.mark.parametrize(
    ("database", "request_text", "grounded"),
    [
        ("orders", "Query the orders table for everything that shipped", False),  # 0.5B model
        ("analytics", "In the analytics database, count the orders", True),
        ("warehouse", "a read-only user on the warehouse db", True),  # db = database
        ("orders", "query orders: everything that shipped", True),  # not stated as another kind
    ],
)
def test_a_name_stated_as_another_kind_does_not_ground(
    database: str, request_text: str, grounded: bool
) -> None:
    call = ToolCall("run_sql", {"database": database})
    result = check_grounding([call], [SQL_TOOL], [request_text])
    assert (result.ungrounded_required == {}) is grounded
    if not grounded:
        assert "grounding:0:database:stated-as-a-table" in result.notes


PAY_TOOL = FunctionTool(
    name="pay",
    parameters={
        "type": "object",
        "properties": {"to": STRING, "amount": {"type": "number"}, "quantity": {"type": "integer"}},
        "required": ["to", "amount"],
    },
)


@pytest.mark.parametrize(
    ("request_text", "grounded"),
    [
        ("Send Marco the money for the 2 concert tickets", False),  # 0.5B: amount 2
        ("Send Marco 2 dollars for the tickets", True),
        ("Send Marco $2", True),
        ("Pay Marco 2 for the 2 tickets", True),  # also written bare
    ],
)
def test_a_count_of_things_is_not_an_amount_of_money(request_text: str, grounded: bool) -> None:
    result = check_grounding([ToolCall("pay", {"to": "Marco", "amount": 2})], [PAY_TOOL], [request_text])
    assert (result.ungrounded_required == {}) is grounded
    counted = ToolCall("pay", {"to": "Marco", "amount": 40, "quantity": 2})
    ok = check_grounding([counted], [PAY_TOOL], ["Send Marco 40 for the 2 concert tickets"])
    assert ok.ungrounded_required == {} and "grounding:0:quantity:kept-optional" not in ok.notes


@pytest.mark.parametrize(
    ("code", "mode", "name", "grounded"),
    [
        ("de", "lenient", "target_language", True),
        ("zh-CN", "lenient", "language", True),
        ("de", "strict", "target_language", False),
        ("fr", "lenient", "target_language", False),  # French was never named
        ("de", "lenient", "country", False),  # not a language parameter
    ],
)
def test_language_code_of_a_named_language(code: str, mode: str, name: str, grounded: bool) -> None:
    tool = FunctionTool(
        name="translate",
        parameters={
            "type": "object",
            "properties": {"text": STRING, name: STRING},
            "required": ["text", name],
        },
    )
    request_text = ["Translate 'where is the station' into German, or Chinese if easier"]
    result = check_grounding(
        [ToolCall("translate", {"text": "where is the station", name: code})],
        [tool],
        request_text,
        mode=mode,  # type: ignore[arg-type]
    )
    assert (result.ungrounded_required == {}) is grounded


def test_off_returns_the_calls_untouched() -> None:
    call = ToolCall("send_message", {"to": "Zed", "message": "made up"})
    result = check_grounding([call], [EMAIL_TOOL], ["hello"], mode="off")
    assert result == GroundingResult(calls=(call,))
    assert to_need_info(result, [EMAIL_TOOL]) is None


def test_bad_mode_is_a_caller_error() -> None:
    with pytest.raises(SchemaError, match=r"one of \('strict', 'lenient', 'off'\); got 'strcit'"):
        check_grounding([], [EMAIL_TOOL], [], mode="strcit")  # type: ignore[arg-type]
    with pytest.raises(SchemaError, match="'off' checks nothing"):
        find_grounding("x", ["x"], mode="off")


def test_absent_required_counts_as_ungrounded() -> None:
    call = ToolCall("send_message", {"to": "Alice"})
    result = check_grounding([call], {"send_message": EMAIL_TOOL}, ["message Alice"])
    assert result.ungrounded_required == {0: ["message"]}
    assert "grounding:0:message:missing-required" in result.notes


def test_unknown_function_is_checked_as_all_required() -> None:
    call = ToolCall("not_declared", {"city": "Oslo", "when": "2030-01-01"})
    result = check_grounding([call], [EMAIL_TOOL], ["weather in Oslo"])
    assert result.ungrounded_required == {0: ["when"]}
    assert "grounding:0:not_declared:unknown-function" in result.notes


def test_to_need_info_first_failing_call_in_schema_order() -> None:
    tool = FunctionTool(
        name="book_hotel",
        parameters={
            "type": "object",
            "properties": {"city": STRING, "check_in": STRING, "check_out": STRING},
            "required": ["city", "check_in", "check_out"],
        },
    )
    good = ToolCall("send_message", {"to": "Rome office", "message": "arriving soon"})
    bad = ToolCall("book_hotel", {"check_out": "2024-06-20", "check_in": "2024-06-15", "city": "Rome"})
    result = check_grounding(
        [good, bad], [EMAIL_TOOL, tool], ["Book a hotel in Rome and tell the Rome office I'm arriving soon"]
    )
    assert result.ungrounded_required == {1: ["check_out", "check_in"]}
    need = to_need_info(result, [EMAIL_TOOL, tool])
    assert isinstance(need, EnvelopeNeedInfo)
    assert need.function == "book_hotel"
    assert need.missing == ("check_in", "check_out")
    assert need.notes[0] == "grounding"
    assert all(n.startswith("grounding:1:") for n in need.notes[1:])


def test_to_need_info_none_when_grounded() -> None:
    call = ToolCall("send_message", {"to": "Alice", "message": "running late"})
    result = check_grounding([call], [EMAIL_TOOL], ["tell Alice I'm running late"])
    assert to_need_info(result, [EMAIL_TOOL]) is None


def test_collect_sources_keeps_user_and_tool_text_only() -> None:
    messages = [
        Message("system", "Tools: get_weather(city, e.g. Paris)"),
        Message("user", "What's the weather?"),
        Message("assistant", "In Paris?"),
        Message("tool", '{"city": "Oslo"}', tool_call_id="call_1"),
        Message("user", ""),
    ]
    assert collect_sources(messages) == ["What's the weather?", '{"city": "Oslo"}']


# --------------------------------------------------------------------------- properties

_WORDS = ["flight", "boston", "denver", "march", "third", "seats", "window", "please", "morning", "budget"]


@settings(max_examples=60, deadline=None)
@given(
    words=st.lists(st.sampled_from(_WORDS), min_size=3, max_size=10),
    data=st.data(),
)
def test_any_slice_of_the_request_is_grounded(words: list[str], data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(words) - 1))
    end = data.draw(st.integers(start + 1, len(words)))
    value = " ".join(w.upper() if k % 2 else w for k, w in enumerate(words[start:end]))
    assert find_grounding(value, [" ".join(words)], mode="strict") is not None


@settings(max_examples=60, deadline=None)
@given(word=st.text(alphabet="bcdfghjklmnpqrstvwxz", min_size=5, max_size=12))
def test_a_word_not_in_the_conversation_is_ungrounded(word: str) -> None:
    sources = ["Book me a flight from Boston to Denver on March 3rd 2024 for two adults"]
    assert find_grounding(word, sources) is None
    assert find_grounding(word.capitalize() + " City", sources) is None


@settings(max_examples=60, deadline=None)
@given(n=st.integers(min_value=100, max_value=10**7))
def test_numbers_match_in_any_spelling(n: int) -> None:
    assert find_grounding(n, [f"about {n:,} units"]) == "number"
    assert find_grounding(n + 1, [f"about {n:,} units"]) is None
    assert find_grounding(str(n), [f"about {n}.0 units"]) is not None


# --------------------------------------------------------------------------- the fixture sets

_LOCATION_WORDS = {"origin", "destination", "location", "city", "address", "station", "pickup"}
_FREE_WORDS = {
    "subject",
    "body",
    "text",
    "message",
    "title",
    "description",
    "query",
    "note",
    "reason",
    "label",
}


def _words(name: str) -> set[str]:
    return set(name.lower().split("_"))


def _invent(name: str, schema: Mapping[str, Any]) -> list[Any]:
    """What a small model writes for a value nobody gave: plausible, well-typed, made up."""
    kind = schema.get("type")
    fmt = schema.get("format")
    words = _words(name)
    if kind == "integer":
        return [1, 2, 4, 10, 100]
    if kind == "number":
        return [2, 4.5, 10, 99.99, 100]
    if kind == "array":
        items = schema.get("items")
        return [[v] for v in _invent(name, items if isinstance(items, Mapping) else {})[:2]]
    if fmt == "date-time" or name in ("start", "remind_at"):
        return ["2024-06-15T10:00:00", "2024-06-15T18:30:00Z", "2025-01-02T09:00:00"]
    if fmt == "date" or words & {"date", "check"}:
        return ["2024-06-15", "2025-01-10", "2023-11-30"]
    if "time" in words:
        return ["10:00", "18:30", "7:00 PM"]
    if fmt == "email" or name in ("to", "email"):
        return ["john.doe@example.com", "user@company.com"]
    if "phone" in words:
        return ["+1 555 010 9999", "555-0100"]
    if "id" in words:
        return ["12345", "ID-0001", "abc123"]
    if words & _LOCATION_WORDS:
        return ["New York", "San Francisco, CA", "123 Main St", "LAX"]
    if words & _FREE_WORDS:
        return ["Hello there", "Quick update on the project", "Hi, I hope you are doing well."]
    if words & {"recipient", "name", "username", "contact"}:
        return ["John Smith", "admin", "Alex"]
    if "currency" in words:
        return ["USD", "EUR"]
    if "unit" in words:
        return ["meters", "celsius"]
    if "symbol" in words:
        return ["AAPL", "TSLA"]
    return ["example", "default", "main"]


def _literally_present(value: Any, text: str) -> bool:
    """A candidate the user actually wrote is not an invention (grounding cannot tell which
    slot a given value belongs to); the scripted model skips such candidates."""
    folded = text.casefold()
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        spelled = f"{value:g}"
        return re.search(rf"(?<![\d.]){re.escape(spelled)}(?![\d])", folded) is not None
    return str(value).casefold() in folded


def _inventions(case: Mapping[str, Any]) -> dict[str, list[Any]]:
    tool = next(t for t in _tools(case) if t.name == case["function"])
    text = " ".join(_sources(case))
    out: dict[str, list[Any]] = {}
    for param in case["missing"]:
        schema = tool.properties[param]
        candidates = [*case["invented"].get(param, []), *_invent(param, schema)]
        kept = [v for v in candidates if not _literally_present(v, text)]
        out[param] = list(dict.fromkeys(json.dumps(v) for v in kept))
        out[param] = [json.loads(v) for v in out[param]]
    return out


def _scripted_calls(case: Mapping[str, Any]) -> list[tuple[str, Any, ToolCall]]:
    """One call per invented candidate: the given values plus every missing value invented
    (the candidate under test for one parameter, the first candidate for the others)."""
    inventions = _inventions(case)
    calls: list[tuple[str, Any, ToolCall]] = []
    for param, candidates in inventions.items():
        for candidate in candidates:
            args = dict(case["given"])
            for other, others in inventions.items():
                args[other] = others[0]
            args[param] = candidate
            calls.append((param, candidate, ToolCall(case["function"], args)))
    return calls


def test_fixture_sets_are_large_and_well_formed() -> None:
    assert len(NEED_INFO) >= 30
    assert len(GROUNDED) >= 30
    ids = [c["id"] for c in NEED_INFO + GROUNDED]
    assert len(ids) == len(set(ids))
    for case in NEED_INFO:
        tool = next(t for t in _tools(case) if t.name == case["function"])
        for param in case["missing"]:
            schema = tool.properties[param]
            assert param in tool.required, case["id"]
            assert "enum" not in schema and "default" not in schema, (case["id"], param)
            assert param not in case["given"], case["id"]
        assert set(case["given"]) <= set(tool.properties), case["id"]
        for param, candidates in _inventions(case).items():
            assert len(candidates) >= 2, (case["id"], param)
    for case in GROUNDED:
        tool = next(t for t in _tools(case) if t.name == case["call"]["name"])
        assert set(tool.required) <= set(case["call"]["arguments"]), case["id"]
        assert set(case["call"]["arguments"]) <= set(tool.properties), case["id"]


@pytest.mark.parametrize("mode", ["lenient", "strict"])
@pytest.mark.parametrize("case", NEED_INFO, ids=[c["id"] for c in NEED_INFO])
def test_need_info_set_no_invented_value_passes(case: dict[str, Any], mode: str) -> None:
    tools = _tools(case)
    sources = _sources(case)
    # The values the user did give are grounded: only the missing ones are asked for.
    honest = check_grounding([ToolCall(case["function"], case["given"])], tools, sources, mode=mode)  # type: ignore[arg-type]
    assert set(honest.ungrounded_required.get(0, [])) == set(case["missing"])
    assert honest.dropped_optional == []
    passed: list[tuple[str, Any]] = []
    for param, candidate, call in _scripted_calls(case):
        result = check_grounding([call], tools, sources, mode=mode)  # type: ignore[arg-type]
        if param not in result.ungrounded_required.get(0, []):
            passed.append((param, candidate))
        assert set(result.ungrounded_required.get(0, [])) <= set(case["missing"]), result.notes
        need = to_need_info(result, tools)
        assert need is not None and need.function == case["function"]
        assert set(need.missing) <= set(case["missing"])
    assert passed == [], f"invented values accepted as grounded: {passed}"


def _false_positives(mode: str) -> dict[str, tuple[str, ...]]:
    found: dict[str, tuple[str, ...]] = {}
    for case in GROUNDED:
        call = ToolCall(case["call"]["name"], case["call"]["arguments"])
        result = check_grounding([call], _tools(case), _sources(case), mode=mode)  # type: ignore[arg-type]
        problems = tuple(n for n in result.notes if n.endswith(("ungrounded-required", "optional")))
        if problems or result.calls[0].arguments != call.arguments:
            found[case["id"]] = problems
    return found


def test_grounded_set_lenient_false_positives() -> None:
    """Target 0 false positives; known gaps (world knowledge such as Apple -> AAPL) are
    listed in the fixture and must still be flagged, so fixing one forces the marker off."""
    known = {c["id"] for c in GROUNDED if "known_gap" in c}
    found = _false_positives("lenient")
    assert set(found) == known, found


def test_grounded_set_strict_flags_only_lenient_transforms() -> None:
    """Strict refuses exactly the documented lenient transforms (codes, written-out regions,
    country codes, midnight date-times) and the known gaps; everything else passes."""
    expected = {c["id"] for c in GROUNDED if "known_gap" in c or "lenient_only" in c}
    found = _false_positives("strict")
    assert set(found) == expected, found


def test_grounded_set_each_case_grounds_every_argument() -> None:
    """Not vacuous: each correct argument is grounded by a named rule, and replacing a
    grounded required string by an unrelated one is caught."""
    for case in GROUNDED:
        if "known_gap" in case:
            continue
        tool = next(t for t in _tools(case) if t.name == case["call"]["name"])
        args = case["call"]["arguments"]
        for key, value in args.items():
            rule = find_grounding(value, _sources(case), schema=tool.properties.get(key), name=key)
            assert rule is not None, (case["id"], key)
        for key in tool.required:
            schema = tool.properties[key]
            if isinstance(args[key], str) and "enum" not in schema:
                wrong = dict(args, **{key: "Zanzibar Qwxy"})
                result = check_grounding([ToolCall(tool.name, wrong)], _tools(case), _sources(case))
                assert key in result.ungrounded_required.get(0, []), (case["id"], key)
