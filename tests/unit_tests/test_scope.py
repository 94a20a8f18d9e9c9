"""Calls that act on every record, for a request that names one item (prompt_toolcall.loop.scope)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from prompt_toolcall.extraction.extractor import ModelReply, Usage
from prompt_toolcall.loop.scope import acts_on_all, names_an_item, overbroad_calls
from prompt_toolcall.loop.turn import AnswerRequest, TurnEngine, TurnInput, TurnOptions, TurnRequest
from prompt_toolcall.messages import Message
from prompt_toolcall.reading.markers import NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool, ToolCall


def _tool(name: str, description: str, **params: str) -> FunctionTool:
    props = {p: {"type": t} for p, t in params.items()}
    return FunctionTool.from_dict(
        {"name": name, "description": description, "parameters": {"type": "object", "properties": props}}
    )


CLEAR_ALL = _tool("clear_all_visitor_bookings", "Clear the visitor bookings.")
VOID = _tool("void_bookings", "Void every ticket booking in the system.")
LIST_ALL = _tool("list_all_products", "Every product with its price.")
CANCEL = _tool("cancel_booking", "Cancel one booking.", booking_id="string")
FIND = _tool("find_booking", "Find a booking by the yacht's name.", yacht_name="string")
EMPTY = _tool("emptyCart", "Remove all items from the cart.")
NOW = _tool("current_time", "The time now.")


@pytest.mark.parametrize(
    ("tool", "expected"),
    [
        (CLEAR_ALL, True),  # "all" in the name
        (VOID, True),  # "every" in the description
        (EMPTY, True),  # camelCase name, "all" in the description
        (LIST_ALL, False),  # a read verb first: reading everything is a way to answer about one
        (CANCEL, False),  # it takes a selector
        (NOW, False),  # no quantifier
    ],
)
def test_acts_on_all(tool: FunctionTool, expected: bool) -> None:
    assert acts_on_all(tool) is expected


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        ("Delete only the reading of meter 18-WM-402761.", True),  # a digit
        ("Cancel only the booking of the yacht Morwenna's Lark.", True),  # a capitalised name
        ('Remove the item "blue mug" from my cart.', True),  # a quoted span
        ("Rhys can't come. Cancel his booking.", False),  # capitals only at sentence starts
        ("Clear my cart, I changed my mind about everything.", False),  # "I" is no name
        ("", False),
        ("予約をキャンセルしてください", False),  # no capitals, no digit: names nothing here
    ],
)
def test_names_an_item(request_text: str, expected: bool) -> None:
    assert names_an_item(request_text) is expected


def test_overbroad_calls_keeps_selector_calls_and_reads() -> None:
    calls = (
        ToolCall("clear_all_visitor_bookings", {}),
        ToolCall("find_booking", {"yacht_name": "Kittiwake"}),
    )
    tools = (CLEAR_ALL, FIND, LIST_ALL)
    request = "Cancel only the booking of the yacht Kittiwake."
    assert overbroad_calls(calls, tools, request) == (calls[0],)
    assert overbroad_calls(calls, tools, "Clear the bookings, please.") == ()
    assert overbroad_calls((ToolCall("list_all_products", {}),), tools, request) == ()


def _calls(*items: tuple[str, dict[str, Any]]) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": n, "arguments": a} for n, a in items]})


class _Script:
    def __init__(self, *replies: str) -> None:
        self.replies = list(replies)
        self.requests: list[TurnRequest] = []

    def __call__(self, request: TurnRequest) -> ModelReply:
        self.requests.append(request)
        return ModelReply(self.replies.pop(0), Usage(10, 2))


REQUEST = "Cancel only the visitor booking of the yacht Morwenna's Lark, keep the others."


def _run(script: _Script, tools: tuple[FunctionTool, ...]) -> Any:
    turn = TurnInput([Message("user", REQUEST)], functions=tools)
    return TurnEngine(TurnOptions(constrained=False)).run(script, turn)


def test_the_engine_asks_again_without_the_overbroad_function() -> None:
    script = _Script(
        _calls(("clear_all_visitor_bookings", {})),
        _calls(("find_booking", {"yacht_name": "Morwenna's Lark"})),
    )
    result = _run(script, (CLEAR_ALL, FIND))
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [
        ("find_booking", {"yacht_name": "Morwenna's Lark"})
    ]
    assert "overbroad-calls-dropped:1" in result.notes and "overbroad-asked-again" in result.notes
    second = script.requests[1]
    assert "clear_all_visitor_bookings" not in getattr(second, "prompt", "")


def test_with_no_other_call_the_answer_says_it_cannot() -> None:
    script = _Script(
        _calls(("clear_all_visitor_bookings", {})), NO_TOOL_MARKER, "I cannot cancel only that booking."
    )
    result = _run(script, (CLEAR_ALL, FIND))
    assert result.kind == "answer" and result.calls == ()
    assert result.text == "I cannot cancel only that booking."
    answer = script.requests[-1]
    assert isinstance(answer, AnswerRequest) and answer.note is not None
    assert "clear_all_visitor_bookings was not run" in answer.note


def test_only_the_overbroad_call_is_dropped_from_a_mixed_reply() -> None:
    script = _Script(
        _calls(("clear_all_visitor_bookings", {}), ("find_booking", {"yacht_name": "Morwenna's Lark"}))
    )
    result = _run(script, (CLEAR_ALL, FIND))
    assert [c.name for c in result.calls] == ["find_booking"] and result.requests == 1


def test_a_request_that_names_nothing_keeps_the_call() -> None:
    script = _Script(_calls(("clear_all_visitor_bookings", {})))
    turn = TurnInput(
        [Message("user", "clear the visitor bookings, all of them")], functions=(CLEAR_ALL, FIND)
    )
    result = TurnEngine(TurnOptions(constrained=False)).run(script, turn)
    assert [c.name for c in result.calls] == ["clear_all_visitor_bookings"]
    assert not any(n.startswith("overbroad") for n in result.notes)
