"""Results of one function side by side (prompt_toolcall.loop.compare) and the answer note."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from extractor_script import TurnScript
from hypothesis import given, settings
from hypothesis import strategies as st

from prompt_toolcall.loop.compare import MAX_RECORDS, RESULT_CHARS, compare_results, compared_results
from prompt_toolcall.loop.final_answer import ToolOutcome
from prompt_toolcall.loop.turn import (
    AnswerRequest,
    TurnEngine,
    TurnInput,
    TurnOptions,
    TurnResult,
)
from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.reading.markers import NO_TOOL_MARKER
from prompt_toolcall.types import FunctionTool

HALLS = {
    "Alder": {"hall": "Alder Hall", "seats": 120, "stage_m": 8.5, "open_days": 6, "bar": True},
    "Birch": {"hall": "Birch Hall", "seats": 340, "stage_m": 12.0, "open_days": 6, "bar": False},
    "Cedar": {"hall": "Cedar Hall", "seats": 95, "stage_m": 6.25, "open_days": 5, "bar": True},
}


def outcomes(
    records: Mapping[str, Any], *, name: str = "get_hall", render: Any = json.dumps
) -> list[ToolOutcome]:
    return [
        ToolOutcome(name, {"hall_name": key, "units": "metric"}, "returned", render(value), 1)
        for key, value in records.items()
    ]


def test_three_records_give_the_most_the_least_the_difference_and_the_total() -> None:
    keys, fields = compare_results(outcomes(HALLS))["get_hall"]
    assert keys == "hall_name"  # "units" is the same in every call: not a label
    seats = next(f for f in fields if f.field == "seats")
    assert (seats.most, seats.least, str(seats.difference), str(seats.total)) == (
        ("Birch",),
        ("Cedar",),
        "245",
        "555",
    )
    assert [f.field for f in fields] == [
        "seats",
        "stage_m",
        "open_days",
    ]  # booleans and texts are not numbers
    text = compared_results(outcomes(HALLS))
    assert text is not None and text.startswith("The 3 get_hall results above side by side (by hall_name): ")
    assert "seats: most Birch (340), least Cedar (95), difference 245, total 555" in text
    assert "stage_m: most Birch (12), least Cedar (6.25), difference 5.75, total 26.75" in text


def test_a_tie_names_every_record_that_holds_the_value() -> None:
    text = compared_results(outcomes(HALLS)) or ""
    assert "open_days: most Alder and Birch (6), least Cedar (5)" in text


def test_decimals_are_exact() -> None:
    records = {"A": {"price": 0.3}, "B": {"price": 0.1}}
    assert "difference 0.2, total 0.4" in (compared_results(outcomes(records)) or "")


def test_python_dict_results_are_read_too() -> None:
    """LlamaIndex writes a tool's dict result with str(): a Python literal, not JSON."""
    assert compared_results(outcomes(HALLS, render=repr)) == compared_results(outcomes(HALLS))


def test_nested_number_fields_are_named_by_their_path() -> None:
    records = {"A": {"rates": {"day": 48, "week": 210}}, "B": {"rates": {"day": 29, "week": 150}}}
    text = compared_results(outcomes(records)) or ""
    assert "rates.day: most A (48), least B (29), difference 19" in text


@pytest.mark.parametrize(
    ("records", "why"),
    [
        ({"Alder": HALLS["Alder"]}, "one record is not a comparison"),
        ({"A": {"seats": 5}, "B": {"seats": 5}}, "equal values say nothing"),
        ({"A": {"seats": 5}, "B": {"rooms": 7}}, "no field both records have"),
        ({"A": {"seats": "5"}, "B": {"seats": "7"}}, "numbers written as text are not read"),
        ({"A": {"seats": float("nan")}, "B": {"seats": 3}}, "NaN is not a value"),
        ({"A": {"id": 10**40}, "B": {"id": 3}}, "a forty-digit number is an id, not a quantity"),
    ],
)
def test_nothing_is_stated_without_comparable_numbers(records: Mapping[str, Any], why: str) -> None:
    assert compared_results(outcomes(records)) is None, why


@pytest.mark.parametrize(
    "texts",
    [
        ["not json", "{broken"],
        ["[1, 2]", "[3, 4]"],
        ['{"a": 1}', "x" * (RESULT_CHARS + 1)],
        ["{" * 100_000, "{" * 100_000],
        ["{'a': __import__('os')}", "{'a': 2}"],
    ],
)
def test_results_that_are_not_records_compare_nothing(texts: Sequence[str]) -> None:
    group = [ToolOutcome("f", {"k": i}, "returned", t, 1) for i, t in enumerate(texts)]
    assert compared_results(group) is None


def test_failed_and_refused_results_are_left_out() -> None:
    group = outcomes(HALLS)
    group[1] = ToolOutcome("get_hall", {"hall_name": "Birch"}, "failed", "Error: timed out", 1)
    text = compared_results(group) or ""
    assert "The 2 get_hall results" in text and "Birch" not in text


def test_calls_with_the_same_arguments_cannot_be_told_apart() -> None:
    group = [ToolOutcome("f", {"k": 1}, "returned", json.dumps({"v": i}), 1) for i in range(2)]
    assert compared_results(group) is None


def test_more_records_than_the_limit_are_a_listing() -> None:
    records = {f"H{i}": {"seats": i} for i in range(MAX_RECORDS + 1)}
    assert compared_results(outcomes(records)) is None
    fewer = dict(list(records.items())[:MAX_RECORDS])
    assert compared_results(outcomes(fewer)) is not None


def test_each_function_gets_its_own_sentence() -> None:
    both = outcomes(HALLS) + outcomes({"x": {"n": 1}, "y": {"n": 2}}, name="get_room")
    text = compared_results(both) or ""
    assert "The 3 get_hall results" in text and "The 2 get_room results" in text


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.one_of(st.text(max_size=40), st.dictionaries(st.text(max_size=5), st.integers())),
        min_size=2,
        max_size=4,
    )
)
def test_any_results_give_text_or_nothing_and_never_raise(values: list[Any]) -> None:
    group = [
        ToolOutcome("f", {"k": i}, "returned", v if isinstance(v, str) else json.dumps(v), 1)
        for i, v in enumerate(values)
    ]
    text = compared_results(group)
    assert text is None or text.startswith("The ")


# -- in the turn: the answer note ----------------------------------------------------------------

GET_HALL = FunctionTool.from_dict(
    {
        "name": "get_hall",
        "description": "One hall of the venue by its name.",
        "parameters": {
            "type": "object",
            "properties": {"hall_name": {"type": "string"}},
            "required": ["hall_name"],
        },
    }
)
QUESTION = "Which of the Alder, Birch and Cedar halls seats the most people?"


def after_halls() -> list[Message]:
    calls = tuple(MessageToolCall(f"c{i}", "get_hall", {"hall_name": k}) for i, k in enumerate(HALLS))
    results = [
        Message("tool", json.dumps(v), tool_call_id=f"c{i}", name="get_hall")
        for i, v in enumerate(HALLS.values())
    ]
    return [Message("user", QUESTION), Message("assistant", "", tool_calls=calls), *results]


def _run(script: TurnScript, messages: Sequence[Message]) -> TurnResult:
    options = TurnOptions(constrained=False, need_info_reply="template")
    return TurnEngine(options).run(script, TurnInput(messages, functions=(GET_HALL,)))


def test_the_answer_note_holds_the_records_side_by_side_before_the_request() -> None:
    script = TurnScript(NO_TOOL_MARKER, "Birch Hall seats the most: 340.")
    _run(script, after_halls())
    answer = next(r for r in script.requests if isinstance(r, AnswerRequest))
    assert answer.note is not None
    side = answer.note.index("seats: most Birch (340)")
    assert answer.note.index("Answer the request from the results above.") < side
    assert side < answer.note.index("The request was: ")


def test_an_answer_that_states_the_comparison_again_is_kept() -> None:
    """The side-by-side sentence is made of the results' facts: an answer line repeating it is
    an answer, not an echo of the note (the echo filter drops copies of the note's other parts)."""
    line = "seats: most Birch (340), least Cedar (95), difference 245, total 555"
    result = _run(TurnScript(NO_TOOL_MARKER, line), after_halls())
    assert result.kind == "answer" and result.text == line


def test_one_result_adds_nothing_to_the_note() -> None:
    messages = after_halls()[:3]
    messages[0] = Message("user", "How many people does the Alder hall seat?")
    messages[1] = Message(
        "assistant", "", tool_calls=(MessageToolCall("c0", "get_hall", {"hall_name": "Alder"}),)
    )
    script = TurnScript(NO_TOOL_MARKER, "Alder Hall seats 120.")
    _run(script, messages)
    answer = next(r for r in script.requests if isinstance(r, AnswerRequest))
    assert answer.note is not None and "side by side" not in answer.note
