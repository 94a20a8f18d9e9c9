"""A one-value argument that lists several items of the request (prompt_toolcall.loop.packed)."""

from __future__ import annotations

import pytest

from prompt_toolcall.checking.grounding.lexicon import list_joiners
from prompt_toolcall.loop.coverage import named_items
from prompt_toolcall.loop.packed import MAX_VALUE_CHARS, packed_items, split_packed_calls
from prompt_toolcall.types import FunctionTool, ToolCall

GET_STONE = FunctionTool.from_dict(
    {
        "name": "get_stone",
        "description": "One stone of the collection by its name: class and mass.",
        "parameters": {
            "type": "object",
            "properties": {"stone_name": {"type": "string"}, "unit": {"type": "string", "enum": ["g", "kg"]}},
            "required": ["stone_name"],
        },
    }
)
GET_STONES = FunctionTool.from_dict(
    {
        "name": "get_stones",
        "description": "Several stones at once.",
        "parameters": {
            "type": "object",
            "properties": {"stone_names": {"type": "array", "items": {"type": "string"}}},
            "required": ["stone_names"],
        },
    }
)
THREE = "What do the Harlow, Penmoor Edge and Quillan Sike stones weigh together?"


def items(request: str) -> list:
    return list(named_items(request))


def test_cldr_gives_list_joiners_in_many_languages() -> None:
    assert {",", "and", "et", "und", "y", "、", "和"} <= list_joiners()


@pytest.mark.parametrize(
    ("request_text", "value", "expected"),
    [
        (THREE, "Harlow, Penmoor Edge and Quillan Sike stones", ("Harlow", "Penmoor Edge", "Quillan Sike")),
        (THREE, "Harlow, Penmoor Edge, and Quillan Sike", ("Harlow", "Penmoor Edge", "Quillan Sike")),
        (THREE, "Harlow,Penmoor Edge,Quillan Sike", ("Harlow", "Penmoor Edge", "Quillan Sike")),
        (
            "Combien pèsent Harlow, Penmoor Edge et Quillan Sike ?",
            "Harlow, Penmoor Edge et Quillan Sike",
            ("Harlow", "Penmoor Edge", "Quillan Sike"),
        ),
        (
            "Where are QX-7Y42, QX-7Y43 and QX-7Y44 now?",
            "QX-7Y42, QX-7Y43 und QX-7Y44",
            ("QX-7Y42", "QX-7Y43", "QX-7Y44"),
        ),
    ],
)
def test_a_list_of_request_items_is_read(request_text: str, value: str, expected: tuple[str, ...]) -> None:
    assert packed_items(value, items(request_text), request_text) == expected


def test_commas_alone_are_a_list_only_where_the_request_wrote_a_conjunction() -> None:
    value = "Kelby Road, Dunmore, Orrin"
    listed = "Send one to Kelby Road, Dunmore and Orrin."
    place = "Send one to Kelby Road, Dunmore, Orrin."
    assert packed_items(value, items(listed), listed) == ("Kelby Road", "Dunmore", "Orrin")
    assert packed_items(value, items(place), place) == ()


@pytest.mark.parametrize(
    ("request_text", "value"),
    [
        ("What is the weather in Paris, France?", "Paris, France"),  # two parts: never a list
        ("Shares of Marks and Spencer?", "Marks and Spencer"),
        (THREE, "Harlow"),  # one item
        (THREE, "Harlow, Penmoor Edge and Ostley"),  # a part the request does not name
        (THREE, "Harlow, Harlow and Quillan Sike"),  # the same item twice
        (THREE, "Harlow and Penmoor Edge, Quillan Sike, the rest"),  # a part that names nothing
        ("Is Ana's flat in Kelby Road, Dunmore, Orrin?", "12 Kelby Road, Dunmore, Orrin"),
    ],
)
def test_anything_else_is_one_value(request_text: str, value: str) -> None:
    assert packed_items(value, items(request_text), request_text) == ()


def test_a_huge_value_is_a_text_not_a_list() -> None:
    value = ", ".join(["Harlow", "Penmoor Edge", "Quillan Sike"]) + " " * MAX_VALUE_CHARS
    assert packed_items(value, items(THREE), THREE) == ()


def test_the_call_becomes_one_call_per_item_with_the_other_arguments_kept() -> None:
    call = ToolCall(
        "get_stone", {"stone_name": "Harlow, Penmoor Edge and Quillan Sike stones", "unit": "g"}, "c1"
    )
    out, added = split_packed_calls([call], THREE, [GET_STONE])
    assert added == 2
    assert [(c.name, c.arguments) for c in out] == [
        ("get_stone", {"stone_name": "Harlow", "unit": "g"}),
        ("get_stone", {"stone_name": "Penmoor Edge", "unit": "g"}),
        ("get_stone", {"stone_name": "Quillan Sike", "unit": "g"}),
    ]
    assert out[0].id == "c1" and len({c.id for c in out}) == 3


@pytest.mark.parametrize(
    ("call", "functions"),
    [
        (ToolCall("get_stones", {"stone_names": ["Harlow, Penmoor Edge and Quillan Sike"]}), [GET_STONES]),
        (ToolCall("get_stone", {"stone_name": "Harlow, Penmoor Edge and Quillan Sike"}), []),  # unbound
        (ToolCall("get_stone", {"stone_name": 3}), [GET_STONE]),
    ],
)
def test_arrays_unbound_functions_and_other_values_are_left_alone(call: ToolCall, functions: list) -> None:
    out, added = split_packed_calls([call], THREE, functions)
    assert added == 0 and out == (call,)
