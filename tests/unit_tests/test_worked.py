"""The work-out step (prompt_toolcall.loop.worked): the model writes the arithmetic of a figure
the request asks for, the engine does it, and the answer note states it."""

from __future__ import annotations

import json
from collections.abc import Sequence
from decimal import Decimal

import pytest
from extractor_script import TurnScript
from hypothesis import given
from hypothesis import strategies as st

from prompt_toolcall.checking.answer_numbers import answer_numbers
from prompt_toolcall.loop.final_answer import ToolOutcome
from prompt_toolcall.loop.turn import AnswerRequest, TurnEngine, TurnInput, TurnOptions, TurnResult
from prompt_toolcall.loop.worked import (
    MAX_TERMS,
    WORK_INSTRUCTION,
    WORK_SCHEMA,
    build_work_prompt,
    evaluate,
    format_value,
    read_expression,
    work_wanted,
    worked_out,
)
from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.reading.markers import NO_TOOL_MARKER
from prompt_toolcall.types import FunctionTool

QUESTION = "I'd like one each of the doormat, the dog lead and the doorstop. What do the three come to?"
ITEMS = {"doormat": 42, "dog lead": 18.5, "doorstop": 24.95}
GET_ITEM = FunctionTool.from_dict(
    {
        "name": "get_shop_item",
        "description": "One item of the shop by its name: its price in GBP and stock.",
        "parameters": {
            "type": "object",
            "properties": {"item": {"type": "string"}},
            "required": ["item"],
        },
    }
)


def outcomes(items: dict[str, float] = ITEMS) -> list[ToolOutcome]:
    return [
        ToolOutcome("get_shop_item", {"item": k}, "returned", json.dumps({"item": k, "price_gbp": v}), 1)
        for k, v in items.items()
    ]


def after_items(items: dict[str, float] = ITEMS) -> list[Message]:
    calls = tuple(MessageToolCall(f"c{i}", "get_shop_item", {"item": k}) for i, k in enumerate(items))
    results = [
        Message("tool", json.dumps({"item": k, "price_gbp": v}), tool_call_id=f"c{i}", name="get_shop_item")
        for i, (k, v) in enumerate(items.items())
    ]
    return [Message("user", QUESTION), Message("assistant", "", tool_calls=calls), *results]


# -- the arithmetic -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expression", "value"),
    [
        ("42 + 18.5 + 24.95", "85.45"),
        ("12 * 6.4 + 8 * 3.85", "107.6"),
        ("(45 * 4) + 118.2", "298.2"),
        ("10 / 3", "3.3333"),
        ("-5 + 12", "7"),
        ("0.1 + 0.2", "0.3"),
    ],
)
def test_the_arithmetic_is_exact_decimal_arithmetic(expression: str, value: str) -> None:
    result = evaluate(expression)
    assert result is not None and format_value(result) == value


@pytest.mark.parametrize(
    "expression",
    [
        "2 ** 99999999",  # a power: never computed
        "1 / 0",
        "2 // 3",
        "abs(4)",
        "x + 1",
        "1 +",
        "",
        "(" * 200 + "1" + ")" * 200,
        " + ".join(["1"] * (MAX_TERMS + 1)),
        "__import__('os')",
    ],
)
def test_anything_but_plain_arithmetic_has_no_value(expression: str) -> None:
    assert evaluate(expression) is None


@given(st.text(alphabet="0123456789.+-*/() ", max_size=60))
def test_any_string_of_arithmetic_characters_gives_a_value_or_none_and_never_raises(text: str) -> None:
    value = evaluate(text)
    assert value is None or isinstance(value, Decimal)


@pytest.mark.parametrize(
    ("reply", "expression"),
    [
        ('{"expression": "42 + 18.5 + 24.95"}', "42 + 18.5 + 24.95"),
        ('```json\n{"expression": "42  +  18.5"}\n```', "42 + 18.5"),
        ('{"expression": null}', None),
        ('{"expression": "the sum of the prices"}', None),
        ('{"expression": 42}', None),
        ("42 + 18.5", None),
        ('{"expression": "1', None),
        ("[]", None),
        ("", None),
    ],
)
def test_the_reply_is_read_as_one_expression_or_nothing(reply: str, expression: str | None) -> None:
    assert read_expression(reply) == expression


# -- what is accepted ---------------------------------------------------------------------------


def test_a_total_of_three_results_is_worked_out() -> None:
    numbers = answer_numbers(after_items())
    worked, why = worked_out("42 + 18.5 + 24.95", numbers, outcomes(), QUESTION)
    assert why == "worked-out" and worked is not None
    assert worked.text == "Worked out from the numbers above: 42 + 18.5 + 24.95 = 85.45."


@pytest.mark.parametrize(
    ("expression", "why"),
    [
        (None, "worked-none"),
        ("42", "worked-none"),
        ("42 + 19.5 + 24.95", "worked-refused"),  # 19.5 is stated nowhere
        ("42 - 18.5", "worked-out"),
        ("42 * 3", "worked-refused"),  # one result's number and a count
        ("42 / 0 + 18.5", "worked-refused"),
    ],
)
def test_an_expression_must_use_stated_numbers_of_two_results(expression: str | None, why: str) -> None:
    numbers = answer_numbers(after_items())
    worked, said = worked_out(expression, numbers, outcomes(), QUESTION)
    assert said == why and (worked is not None) == (why == "worked-out")


def test_a_date_or_a_code_copied_from_the_conversation_is_no_arithmetic() -> None:
    """ "2026-10-19" reads as two subtractions; a copy of any text of the conversation is refused."""
    items = {"2026-10-19": 3, "2026-10-20": 4}
    found = [
        ToolOutcome("get_slot", {"day": k}, "returned", json.dumps({"day": k, "free": v}), 1)
        for k, v in items.items()
    ]
    messages = [Message("user", "Which day has more room?"), *(Message("tool", o.text) for o in found)]
    worked, why = worked_out("2026-10-19", answer_numbers(messages), found, "Which day has more room?")
    assert worked is None and why == "worked-refused"


def test_the_request_is_made_only_when_two_results_state_numbers() -> None:
    assert work_wanted(outcomes())
    assert not work_wanted(outcomes({"doormat": 42}))
    words = [ToolOutcome("f", {"k": i}, "returned", "no such item", 1) for i in range(3)]
    assert not work_wanted(words)
    failed = [ToolOutcome("f", {"k": i}, "failed", "Error 503 at 10:00", 1) for i in range(3)]
    assert not work_wanted(failed)


def test_the_prompt_opens_with_the_fixed_instruction_then_the_request_and_results() -> None:
    prompt = build_work_prompt(QUESTION, outcomes())
    assert prompt.startswith(WORK_INSTRUCTION)
    assert prompt.index(QUESTION) < prompt.index('get_shop_item({"item":"doorstop"}) returned:')


# -- in the turn --------------------------------------------------------------------------------


def _run(script: TurnScript, messages: Sequence[Message]) -> TurnResult:
    options = TurnOptions(constrained=False, need_info_reply="template")
    return TurnEngine(options).run(script, TurnInput(messages, functions=(GET_ITEM,)))


def test_the_answer_note_states_the_worked_figure_and_the_answer_may_state_it() -> None:
    script = TurnScript(NO_TOOL_MARKER, '{"expression": "42 + 18.5 + 24.95"}', "The three come to £85.45.")
    result = _run(script, after_items())
    work = script.requests[1]
    assert not isinstance(work, AnswerRequest) and work.purpose == "work" and work.json_schema == WORK_SCHEMA
    answer = script.requests[2]
    assert isinstance(answer, AnswerRequest) and answer.note is not None
    assert "Worked out from the numbers above: 42 + 18.5 + 24.95 = 85.45." in answer.note
    assert result.text == "The three come to £85.45." and "worked-out" in result.notes
    assert result.requests == 3


def test_without_the_worked_figure_a_figure_two_steps_away_is_not_shown() -> None:
    """The answer check allows one step of arithmetic: 8 places at 45 plus a sack at 118.2 is two."""
    question = "Eight chefs want the workshop, and a sack of flakes too. What will that come to?"
    calls = (
        MessageToolCall("c0", "get_shop_item", {"item": "workshop"}),
        MessageToolCall("c1", "get_shop_item", {"item": "sack of flakes"}),
    )
    messages = [
        Message("user", question),
        Message("assistant", "", tool_calls=calls),
        Message("tool", '{"per_person_eur": 45}', tool_call_id="c0", name="get_shop_item"),
        Message("tool", '{"price_eur": 118.2}', tool_call_id="c1", name="get_shop_item"),
    ]
    answer = "That comes to 478.20 euros."
    restated = "The workshop is 45 euros a person and the sack 118.2 euros."
    script = TurnScript(NO_TOOL_MARKER, '{"expression": null}', answer, restated)
    result = _run(script, messages)
    assert "worked-none" in result.notes and "answer-was-unsupported" in result.notes
    assert result.text == restated
    script = TurnScript(NO_TOOL_MARKER, '{"expression": "8 * 45 + 118.2"}', answer)
    result = _run(script, messages)
    assert "worked-out" in result.notes and result.text == answer


def test_a_refused_expression_adds_nothing_to_the_note() -> None:
    script = TurnScript(NO_TOOL_MARKER, '{"expression": "42 + 99"}', "The doormat is £42.")
    result = _run(script, after_items())
    answer = script.requests[2]
    assert isinstance(answer, AnswerRequest) and answer.note is not None
    assert "Worked out" not in answer.note and "worked-refused" in result.notes


def test_an_answer_that_leaves_the_worked_value_out_ends_with_it() -> None:
    listed = "The doormat is £42, the dog lead £18.50 and the doorstop £24.95."
    script = TurnScript(NO_TOOL_MARKER, '{"expression": "42 + 18.5 + 24.95"}', listed)
    result = _run(script, after_items())
    assert result.text == f"{listed}\n\nWorked out from the results: 42 + 18.5 + 24.95 = 85.45."
    assert result.text_changed and "worked-stated" in result.notes


def test_an_answer_that_states_the_worked_value_is_left_as_it_is() -> None:
    script = TurnScript(NO_TOOL_MARKER, '{"expression": "42 + 18.5 + 24.95"}', "That is 85.45 pounds.")
    result = _run(script, after_items())
    assert result.text == "That is 85.45 pounds." and "worked-stated" not in result.notes
