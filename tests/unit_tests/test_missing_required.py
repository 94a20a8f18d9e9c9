"""A call whose only problems are omitted required arguments becomes NEED_INFO for them.

No repair request is spent (the repair prompt would ask the model to write a value the user
never gave) and nothing is reported as an invalid call. Scripted replies, no model.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from extractor_script import Script

from prompt_toolcall.extraction.extractor import Extractor
from prompt_toolcall.loop.turn import TurnEngine, TurnInput, TurnOptions
from prompt_toolcall.messages import Message
from prompt_toolcall.reading.markers import TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool, ToolChoice

FLIGHT = FunctionTool(
    "book_flight",
    "Book a flight.",
    {
        "type": "object",
        "properties": {
            "origin": {"type": "string"},
            "destination": {"type": "string"},
            "date": {"type": "string"},
            "seats": {"type": "integer"},
        },
        "required": ["origin", "destination", "date"],
    },
)
WEATHER = FunctionTool(
    "get_weather",
    "Current weather in a city.",
    {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
)
TOOLS = [FLIGHT, WEATHER]


def calls(*items: tuple[str, dict[str, Any]]) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": n, "arguments": a} for n, a in items]})


def test_omitted_required_values_become_need_info_without_a_repair() -> None:
    model = Script(calls(("book_flight", {"origin": "Boston", "destination": "Denver"})))
    result = Extractor(TOOLS).run(model, "Book me a flight from Boston to Denver")
    assert result.kind == "need_info"
    assert result.need_info is not None
    assert result.need_info.function == "book_flight"
    assert result.need_info.missing == ("date",)
    assert result.invalid == ()
    assert result.requests == 1
    assert [r.purpose for r in model.requests] == ["extract"]
    assert "missing-required" in result.notes


FORCING = [ToolChoice.any(), ToolChoice.named("book_flight")]


@pytest.mark.parametrize("choice", FORCING, ids=["any", "named"])
def test_forcing_choice_repairs_first_then_asks(choice: ToolChoice) -> None:
    """A forced call's values are the model's to compose (structured output): one repair,
    and a repaired reply that still omits the value is NEED_INFO, never invalid."""
    lacking = calls(("book_flight", {"origin": "Boston", "destination": "Denver"}))
    model = Script(lacking, lacking)
    result = Extractor(TOOLS, choice=choice).run(model, "Book me a flight from Boston to Denver")
    assert [r.purpose for r in model.requests] == ["extract", "repair"]
    assert "book_flight: date: missing required" in model.requests[1].prompt
    assert result.kind == "need_info"
    assert result.need_info is not None and result.need_info.missing == ("date",)
    assert result.invalid == ()


@pytest.mark.parametrize("choice", FORCING, ids=["any", "named"])
def test_forcing_choice_takes_the_repaired_call(choice: ToolChoice) -> None:
    lacking = calls(("book_flight", {"origin": "Boston", "destination": "Denver"}))
    full = calls(("book_flight", {"origin": "Boston", "destination": "Denver", "date": "2026-05-01"}))
    result = Extractor(TOOLS, choice=choice).run(Script(lacking, full), "Boston to Denver on 2026-05-01")
    assert result.kind == "calls"
    assert result.calls[0].arguments["date"] == "2026-05-01"


def test_forcing_choice_without_repair_asks_at_once() -> None:
    lacking = calls(("book_flight", {"origin": "Boston", "destination": "Denver"}))
    result = Extractor(TOOLS, choice=ToolChoice.any(), repair=False).run(Script(lacking), "Boston to Denver")
    assert result.kind == "need_info"
    assert result.requests == 1


def test_forcing_choice_repair_gone_wrong_keeps_the_first_invalid_call() -> None:
    lacking = calls(("book_flight", {"origin": "Boston", "destination": "Denver"}))
    result = Extractor(TOOLS, choice=ToolChoice.any()).run(Script(lacking, "no idea"), "Boston to Denver")
    assert result.kind == "unreadable"
    assert [c.name for c in result.invalid] == ["book_flight"]


def test_several_missing_are_listed_in_schema_order() -> None:
    model = Script(calls(("book_flight", {"destination": "Denver"})))
    result = Extractor(TOOLS).run(model, "Ich möchte nach Denver fliegen.")
    assert result.kind == "need_info"
    assert result.need_info is not None
    assert result.need_info.missing == ("origin", "date")


def test_a_type_error_beside_the_missing_value_still_gets_the_repair() -> None:
    bad = calls(("book_flight", {"origin": "Boston", "destination": "Denver", "seats": "two"}))
    good = calls(("book_flight", {"origin": "Boston", "destination": "Denver", "date": "2026-05-01"}))
    model = Script(bad, good)
    result = Extractor(TOOLS).run(model, "Book a flight from Boston to Denver on 2026-05-01, two seats")
    assert [r.purpose for r in model.requests] == ["extract", "repair"]
    assert result.kind == "calls"


def test_an_undeclared_argument_is_repaired_not_asked_for() -> None:
    """``town`` is most likely ``city`` under another name: the repair fixes it from the request."""
    model = Script(calls(("get_weather", {"town": "Lima"})), calls(("get_weather", {"city": "Lima"})))
    result = Extractor(TOOLS).run(model, "Weather in Lima?")
    assert [r.purpose for r in model.requests] == ["extract", "repair"]
    assert result.kind == "calls"
    assert result.calls[0].arguments == {"city": "Lima"}


def test_valid_calls_beside_a_lacking_one_run_and_it_waits() -> None:
    model = Script(
        calls(
            ("get_weather", {"city": "Denver"}),
            ("book_flight", {"origin": "Boston", "destination": "Denver"}),
        )
    )
    result = Extractor(TOOLS).run(model, "Weather in Denver, and book me a flight from Boston there")
    assert result.kind == "calls"
    assert [c.name for c in result.calls] == ["get_weather"]
    assert result.invalid == ()
    assert "calls-deferred:1" in result.notes
    assert [(d.function, d.missing) for d in result.deferred] == [("book_flight", ("date",))]
    assert result.requests == 1


def test_repair_off_gives_the_same_need_info() -> None:
    model = Script(calls(("book_flight", {"origin": "Boston", "destination": "Denver"})))
    result = Extractor(TOOLS, repair=False).run(model, "Boston to Denver please")
    assert result.kind == "need_info"


def test_a_repair_reply_that_only_omits_a_value_is_need_info_not_invalid() -> None:
    """First reply unreadable, the repair's call lacks the date: NEED_INFO, not invalid_tool_calls."""
    model = Script(
        "I would love to help!", calls(("book_flight", {"origin": "Boston", "destination": "Denver"}))
    )
    result = Extractor(TOOLS).run(model, "Boston to Denver please")
    assert result.kind == "need_info"
    assert result.invalid == ()
    assert result.requests == 2


def test_the_turn_asks_the_user_by_name() -> None:
    engine = TurnEngine(TurnOptions(constrained=False, need_info_reply="template"))
    # Other functions are bound, but none names a date in its description: no lookup request,
    # the user is asked at once.
    model = Script(calls(("book_flight", {"origin": "Boston", "destination": "Denver"})))
    turn = TurnInput([Message("user", "Book me a flight from Boston to Denver")], functions=TOOLS)
    result = engine.run(lambda r: model(r), turn)  # type: ignore[arg-type]
    assert result.kind == "need_info" and result.requests == 1
    assert result.calls == () and result.invalid == ()
    assert "date" in result.text
