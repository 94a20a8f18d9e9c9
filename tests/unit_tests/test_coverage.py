"""Items a request names that no call or result of the turn holds (prompt_toolcall.loop.coverage)."""

from __future__ import annotations

import pytest

from prompt_toolcall.loop.coverage import MAX_REQUEST_CHARS, named_items, tool_vocabulary, uncovered_items
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
