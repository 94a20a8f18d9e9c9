"""A call for one item of a list the request writes gets the same call for the other items."""

from __future__ import annotations

from typing import Any

import pytest

from prompt_toolcall.loop.listed import MAX_ITEMS, add_listed_calls, listed_siblings
from prompt_toolcall.types import FunctionTool, ToolCall


def tool(name: str, **params: Any) -> FunctionTool:
    return FunctionTool.from_dict(
        {
            "name": name,
            "description": "",
            "parameters": {"type": "object", "properties": params, "required": list(params)},
        }
    )


TEXT = {"type": "string"}
NUMBER = {"type": "number"}
WEATHER = tool("get_weather", city=TEXT)
AREA = tool("circle_area", radius=NUMBER)


@pytest.mark.parametrize(
    ("value", "request_text", "expected"),
    [
        (
            "Boston",
            "What's the weather in Boston, New York and Los Angeles today?",
            ("New York", "Los Angeles"),
        ),
        ("A", "What's the average depth across pontoons A, B and C?", ("B", "C")),
        ("Apple", "Compare Apple and Microsoft stock", ("Microsoft",)),
        ("Boston", "Weather in New York and Boston", ("New York",)),
        (5, "Find the area of circles with radius 5, 10 and 15.", ("10", "15")),
        (5.0, "Circles with radius 5 km, 10 km and 15 km.", ("10", "15")),
        ("Paris", "Quel temps fait-il à Paris, Lyon et Marseille ?", ("Lyon", "Marseille")),
        ("Marseille", "Quel temps fait-il à Paris, Lyon et Marseille ?", ("Paris", "Lyon")),
        ("Berlin", "Wie ist das Wetter in Berlin und München?", ("München",)),
        ("Madrid", "¿Qué tiempo hace en Madrid y Sevilla?", ("Sevilla",)),
        ("QX-7Y42", "Track parcels QX-7Y42 and RT-00412, please.", ("RT-00412",)),
        ("copper", "The resistance of a 5 m wire of copper and aluminum", ("aluminum",)),
        ("navy", "What are the RGB and HEX values for navy, purple and maroon?", ("purple", "maroon")),
        ("sushi", "restaurants serving sushi and pizza", ("pizza",)),
    ],
)
def test_the_other_items_of_the_list(value: object, request_text: str, expected: tuple[str, ...]) -> None:
    assert listed_siblings(value, request_text) == expected


@pytest.mark.parametrize(
    ("value", "request_text"),
    [
        ("Paris", "Hotels in Paris, France"),  # commas alone: a place
        ("Microsoft", "Compare Apple and Microsoft stock"),  # the opening word cannot be cut off
        ("diesel", "80 litres of diesel for the boat and 25 litres of petrol"),  # not beside the joiner
        ("coffee", "I want coffee and then tea"),  # plain words are never cut from a longer piece
        ("theory of relativity", "Who invented the theory of relativity and in which year?"),  # a phrase
        ("single", "Book a single room and a hotel"),  # "a" is no joiner
        ("Quentin Tarantino", "A film with Duane Whitaker and I want it directed by Quentin Tarantino."),
        ("Duane Whitaker", "A film with Duane Whitaker and I want something by Quentin Tarantino."),
        ("Cape Town", "I'm traveling to Cape Town, and I'm looking for a house"),
        ("东京", "东京和大阪的天气怎么样？"),  # no space to cut the last item at
        ("Berlin", "Berlin"),
        ("Berlin", ""),
        (True, "True and False"),
        (float("nan"), "nan and 5"),
        (["Berlin"], "Berlin and Rome"),
        ("", "Berlin and Rome"),
    ],
)
def test_no_list(value: object, request_text: str) -> None:
    assert listed_siblings(value, request_text) == ()


def test_a_long_list_stops_at_max_items() -> None:
    names = [f"Town{chr(65 + n)}" for n in range(MAX_ITEMS + 5)]
    request = "Weather in " + ", ".join(names[:-1]) + " and " + names[-1]
    assert len(listed_siblings(names[0], request)) == MAX_ITEMS


def test_adversarial_requests_are_read_in_bounded_time() -> None:
    assert listed_siblings("A", "A" + ", A and" * 50_000) == ()
    assert listed_siblings("Zed", ("Zed and " + "x" * 100 + " ") * 1_000) == ()


def test_one_call_becomes_one_per_item() -> None:
    calls, added = add_listed_calls(
        [ToolCall("get_weather", {"city": "Boston"}, "c1")], "Weather in Boston and New York?", [WEATHER]
    )
    assert [c.arguments for c in calls] == [{"city": "Boston"}, {"city": "New York"}] and added == 1
    assert calls[0].id == "c1"


def test_numbers_keep_their_type() -> None:
    calls, _ = add_listed_calls([ToolCall("circle_area", {"radius": 5})], "Radius 5, 10 and 15.", [AREA])
    assert [c.arguments["radius"] for c in calls] == [5, 10, 15]
    assert all(isinstance(c.arguments["radius"], int) for c in calls)
    calls, _ = add_listed_calls([ToolCall("circle_area", {"radius": 5.0})], "Radius 5 and 7,5.", [AREA])
    assert [c.arguments["radius"] for c in calls] == [5.0, 7.5]


def test_nothing_added_when_the_list_is_the_call_s_own_arguments() -> None:
    between = tool("random_int", low=NUMBER, high=NUMBER)
    calls, added = add_listed_calls(
        [ToolCall("random_int", {"low": 2, "high": 5})], "a number between 2 and 5", [between]
    )
    assert added == 0 and len(calls) == 1


def test_nothing_added_when_the_function_is_called_twice_already() -> None:
    play = tool("play", artist=TEXT, minutes=NUMBER)
    reply = [
        ToolCall("play", {"artist": "Taylor Swift", "minutes": 20}),
        ToolCall("play", {"artist": "Maroon 5", "minutes": 15}),
    ]
    calls, added = add_listed_calls(
        reply, "Play Taylor Swift and Maroon 5 for 20 and 15 minutes respectively", [play]
    )
    assert added == 0 and list(calls) == reply


def test_an_item_another_call_takes_is_left_to_it() -> None:
    primes = tool("primes", start=NUMBER, end=NUMBER)
    fib = tool("fibonacci", upto=NUMBER)
    reply = [ToolCall("primes", {"start": 50, "end": 150}), ToolCall("fibonacci", {"upto": 150})]
    _, added = add_listed_calls(
        reply, "Find all primes between 50 and 150. Then the Fibonacci series up to 150.", [primes, fib]
    )
    assert added == 0


def test_an_enum_takes_only_its_members() -> None:
    city = tool("get_weather", city={"type": "string", "enum": ["Boston", "new york"]})
    calls, _ = add_listed_calls(
        [ToolCall("get_weather", {"city": "Boston"})], "Boston, New York and Chicago?", [city]
    )
    assert [c.arguments["city"] for c in calls] == ["Boston", "new york"]


def test_unknown_functions_and_other_values_pass_unchanged() -> None:
    reply = [ToolCall("nope", {"city": "Boston"}), ToolCall("get_weather", {"city": "Lima"})]
    calls, added = add_listed_calls(reply, "Weather in Boston and New York?", [WEATHER])
    assert list(calls) == reply and added == 0


def test_bfcl_right_answers_stay_right_and_cut_ones_come_back() -> None:
    # BFCL's own checker on its ground truth (no model): the step adds no call to a right
    # parallel answer, and rebuilds some answers cut to one call per function.
    from benchmarks.listed_calls import measure

    row = measure("parallel")
    assert row["entries"] >= 150 and row["spoiled"] == 0
    assert row["cut"] >= 150 and row["recovered"] >= 5


def test_arguments_nested_past_the_recursion_limit_do_not_crash() -> None:
    deep: list[Any] = []
    inner = deep
    for _ in range(5_000):
        inner.append([])
        inner = inner[0]
    inner.append("Lima")
    calls, added = add_listed_calls(
        [ToolCall("get_weather", {"city": "Boston", "near": deep})], "Boston and Lima?", [WEATHER]
    )
    assert added == 0 and len(calls) == 1  # "Lima" is the call's own argument: nothing added
