"""Items a request names that no call or result of the turn holds (prompt_toolcall.loop.coverage)."""

from __future__ import annotations

import pytest

from prompt_toolcall.loop.coverage import (
    MAX_REQUEST_CHARS,
    glued_prefix,
    named_items,
    stated_numbers,
    tool_vocabulary,
    uncovered_items,
)
from prompt_toolcall.types import FunctionTool

ROUTE_LOAD = FunctionTool.from_dict(
    {
        "name": "get_route_load",
        "description": 'Passengers a route carried on one day. e.g. "Kelby - Dunmore".',
        "parameters": {
            "type": "object",
            "properties": {"route": {"type": "string", "description": 'two ports, e.g. "Kelby - Dunmore"'}},
            "required": ["route"],
        },
    }
)
VESSEL = FunctionTool.from_dict(
    {
        "name": "get_vessel",
        "description": "A ferry by name: capacity and crew. Needs the vessel's MMSI or name.",
        "parameters": {
            "type": "object",
            "properties": {"ship_name": {"type": "string"}},
            "required": ["ship_name"],
        },
    }
)


def texts(request: str) -> list[str]:
    return [i.text for i in named_items(request)]


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        ("How far apart are the Kelby-Dunmore and Kelby-Orrin routes?", ["Kelby-Dunmore", "Kelby-Orrin"]),
        ("Can the MV Brae Lass carry more than the MV Tern?", ["MV Brae Lass", "MV Tern"]),
        ('Is "Night Harbour" on sale, and what is booking QX-7Y42?', ["Night Harbour", "QX-7Y42"]),
        ("Where is sailing RT-00412 today?", ["RT-00412"]),
        ("Vé của chị Nguyễn Thị Lan còn mấy lượt?", ["Nguyễn Thị Lan"]),
        ("Halden Freight have a parcel with us. What is in it?", ["Halden Freight"]),
        ("Has the parcel sent to k.delahunty-roe@example.com arrived?", ["k.delahunty-roe@example.com"]),
        ("Write to M.Thorogood@PostBox.example today.", ["M.Thorogood@PostBox.example"]),
    ],
)
def test_named_items(request_text: str, expected: list[str]) -> None:
    assert texts(request_text) == expected


@pytest.mark.parametrize(
    "request_text",
    [
        "What colour is the light on the starboard side?",  # a sentence's first word only
        "How many cars sailed on 9 May, and on Tuesday the 6th?",  # dates and ordinals
        "Book a 12-performance run for 3 days at 10am, 5km away.",  # quantities
        "I've asked twice. Why?",
        "Reply to me @ the office, or at no-reply@ later.",  # an @ is not an address
        "东京的天气怎么样？",  # no capitals in this script: nothing is named (documented limit)
        "",
    ],
)
def test_nothing_named(request_text: str) -> None:
    assert named_items(request_text) == ()


def test_words_the_tools_use_are_kinds_not_items() -> None:
    vocabulary = tool_vocabulary([VESSEL])
    assert "mmsi" not in vocabulary  # capitalised in the description: may be an example or a name
    assert {"vessel", "ship", "name", "capacity"} <= vocabulary
    assert texts("Which Vessel has the most crew?") == ["Which Vessel"]  # shown whole, "Which" not counted
    assert named_items("Which Vessel has the most crew?", vocabulary) == ()


def test_quoted_examples_in_a_description_are_no_vocabulary() -> None:
    # The docstring's example route names a port; the user naming that port is still an item.
    vocabulary = tool_vocabulary([ROUTE_LOAD])
    assert "dunmore" not in vocabulary and "route" in vocabulary


def test_an_item_is_covered_by_a_call_argument_or_a_result() -> None:
    request = "How many passengers did the Kelby-Dunmore and Kelby-Orrin routes carry?"
    used = ['{"route": "Kelby-Dunmore"}', "412 passengers"]
    assert [i.text for i in uncovered_items(request, used, [ROUTE_LOAD])] == ["Kelby-Orrin"]
    used.append("Kelby - Orrin: 388 passengers")
    assert uncovered_items(request, used, [ROUTE_LOAD]) == ()


def test_covering_is_by_whole_folded_words() -> None:
    request = "What does the MV Tern carry?"
    assert uncovered_items(request, ['{"ship_name": "mv tern"}'], [VESSEL]) == ()
    assert uncovered_items(request, ['{"ship_name": "Ternhill"}'], [VESSEL]) != ()
    assert uncovered_items("Where is Müller?", ['{"name": "Muller"}'], []) == ()


def test_a_huge_request_is_read_only_so_far() -> None:
    request = "x " * MAX_REQUEST_CHARS + "Kelby Orrin"
    assert named_items(request) == ()


# -- quantities the request states ----------------------------------------------------------------

TIMES = FunctionTool.from_dict(
    {
        "name": "times",
        "description": "Multiply an amount by a count.",
        "parameters": {
            "type": "object",
            "properties": {"amount": {"type": "number"}, "count": {"type": "integer"}},
            "required": ["amount", "count"],
        },
    }
)


@pytest.mark.parametrize(
    ("request_text", "numbers"),
    [
        ("An office wants 45 shirts laundered on the express service.", ["45"]),
        ("Rufus, a 37.5 kg dog, needs a dose.", ["37.5"]),
        ("a 23-mile detour and 1,500 kg of feed", ["23", "1,500"]),
        ("Ein Hund von 23,5 kg", ["23,5"]),
        ("checking in on 12 July and going home on 19 July", []),  # dates
        ("Friday 18 September, or 3rd of June", []),  # a date, an ordinal
        ("the 11:45 sailing, or the 4 pm one, on 6 May 2026", []),  # clock times, a date, a year
        ("ticket LT-4503-M, stop HX-2291, the 7A bus", []),  # codes
        ("she rang from 087 412 9930", []),  # a phone number
        ("write to m.t4@post.example", []),  # an e-mail address
        ("4 seats, then 4 more", ["4"]),  # one item per number
        ("How much did Route 31 get? Run 5. Gate 12, a 2 hour wait", ["2"]),  # labels
        ("", []),
    ],
)
def test_stated_numbers(request_text: str, numbers: list[str]) -> None:
    assert [n.text for n in stated_numbers(request_text, [TIMES])] == numbers


def test_no_number_is_stated_when_no_bound_function_takes_one() -> None:
    assert stated_numbers("An office wants 45 shirts.", [ROUTE_LOAD]) == ()


def test_a_stated_number_is_used_when_a_call_or_result_states_it_in_any_notation() -> None:
    request = "An office wants 45 shirts at 1,500 grams each."
    called = ['{"amount": 3.4, "count": 45.0}']
    assert [i.text for i in uncovered_items(request, called, [TIMES])] == ["1,500"]
    assert uncovered_items(request, ['{"count": 45}', "1500 grams"], [TIMES]) == ()
    assert [i.text for i in uncovered_items(request, ['{"amount": 3.4}'], [TIMES])] == ["45", "1,500"]


def test_a_long_request_is_read_only_up_to_the_limit_for_numbers_too() -> None:
    request = "x " * MAX_REQUEST_CHARS + "45 shirts"
    assert stated_numbers(request, [TIMES]) == ()


@pytest.mark.parametrize(
    ("word", "prefix"),
    [("uLindiwe", "u"), ("eThekwini", "e"), ("tSionainn", "t"), ("Lindiwe", ""), ("hello", ""), ("iOS", "")],
)
def test_a_glued_prefix_before_a_capital(word: str, prefix: str) -> None:
    assert glued_prefix(word) == prefix


def test_a_name_with_a_glued_prefix_is_named_without_it() -> None:
    # Zulu writes a noun-class prefix on a person's name: the name is Lindiwe Zanele Dube.
    items = named_items("Ngicela ungitshele: uLindiwe Zanele Dube uzofika nini?")
    assert [(i.text, i.words) for i in items] == [("uLindiwe Zanele Dube", ("lindiwe", "zanele", "dube"))]
    assert items[0].held_by("lindiwe zanele dube")
