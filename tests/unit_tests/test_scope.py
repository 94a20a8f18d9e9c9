"""Calls that act on every record, for a request that names one item (prompt_toolcall.loop.scope).

The engine's use of it is tested in test_turn.py."""

from __future__ import annotations

import pytest

from prompt_toolcall.loop.scope import acts_on_all, names_an_item, overbroad_calls
from prompt_toolcall.types import FunctionTool, ToolCall


def _tool(name: str, description: str, **params: str) -> FunctionTool:
    props = {p: {"type": t} for p, t in params.items()}
    return FunctionTool.from_dict(
        {"name": name, "description": description, "parameters": {"type": "object", "properties": props}}
    )


CLEAR_ALL = _tool("clear_all_reservations", "Clear the table reservations.")
VOID = _tool("void_bookings", "Void every ticket booking in the system.")
LIST_ALL = _tool("list_all_products", "Every product with its price.")
CANCEL = _tool("cancel_booking", "Cancel one booking.", booking_id="string")
FIND = _tool("find_reservation", "Find a reservation by the guest's name.", guest_name="string")
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
        ("Delete only the entry of order 4471-B.", True),  # a digit
        ("Cancel only the reservation of Ana Ruiz.", True),  # a capitalised name
        ('Remove the item "blue mug" from my cart.', True),  # a quoted span
        ("Ana can't come. Cancel her table.", False),  # capitals only at sentence starts
        ("Clear my cart, I changed my mind about everything.", False),  # "I" is no name
        ("", False),
        ("予約をキャンセルしてください", False),  # no capitals, no digit: names nothing here
    ],
)
def test_names_an_item(request_text: str, expected: bool) -> None:
    assert names_an_item(request_text) is expected


def test_overbroad_calls_keeps_selector_calls_and_reads() -> None:
    calls = (
        ToolCall("clear_all_reservations", {}),
        ToolCall("find_reservation", {"guest_name": "Ana Ruiz"}),
    )
    tools = (CLEAR_ALL, FIND, LIST_ALL)
    request = "Cancel only the reservation of Ana Ruiz."
    assert overbroad_calls(calls, tools, request) == (calls[0],)
    assert overbroad_calls(calls, tools, "Clear the reservations, please.") == ()
    assert overbroad_calls((ToolCall("list_all_products", {}),), tools, request) == ()


def test_a_megabyte_of_sentence_starts_is_read_in_one_pass() -> None:
    # Every capital starts a sentence, so every word is looked at; reading the text before
    # each word again made this quadratic (10.6 s for 100 KB), so this input would not end.
    assert names_an_item("Ab. " * 250_000) is False
    assert names_an_item("Ab. " * 250_000 + "see Cd") is True


def test_the_request_is_not_needed_when_no_call_acts_on_all() -> None:
    calls = (ToolCall("find_reservation", {"guest_name": "Ana Ruiz"}),)
    assert overbroad_calls(calls, (CLEAR_ALL, FIND), "Cancel only the reservation of Ana Ruiz.") == ()
