"""An answer after tool results states only numbers the conversation gives or one arithmetic
step on them: prompt_toolcall.checking.answer_numbers, the answer filter and the turn engine.

The failure class: a tool fails (a sensor read times out) or a value is never looked up, and
the answer states a reading or a price anyway. Grounding checks call arguments only, so the
invented number reached the user."""

from __future__ import annotations

from datetime import date

import pytest
from extractor_script import TurnScript
from hypothesis import given, settings
from hypothesis import strategies as st

from prompt_toolcall.checking.answer_numbers import (
    MAX_OPERANDS,
    SMALL_COUNT,
    AnswerNumbers,
    answer_numbers,
    written_results,
)
from prompt_toolcall.loop.final_answer import NotationFilter, strip_call_notation
from prompt_toolcall.loop.turn import AnswerRequest, RestateRequest, TurnEngine, TurnInput, TurnOptions
from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.reading.markers import NO_TOOL_MARKER
from prompt_toolcall.types import FunctionTool

PRICE = FunctionTool(
    "get_service_price",
    "The price of a service.",
    {"type": "object", "properties": {"service": {"type": "string"}}, "required": ["service"]},
)
PROBE = FunctionTool(
    "read_probe",
    "The temperature a probe reads now.",
    {"type": "object", "properties": {"probe": {"type": "string"}}, "required": ["probe"]},
)
TIMEOUT = "TimeoutError: probe 'P-4' did not answer within 15 seconds"
PROBE_FAILED = f'read_probe({{"probe":"P-4"}}) failed: {TIMEOUT}'
"""The fact line an answer ends with while the probe's read is still failed."""


def _conversation(probe_result: str = TIMEOUT, probe_failed: bool = True) -> list[Message]:
    return [
        Message("user", "What do we charge to repot a tree, and what is probe P-4 reading now?"),
        Message(
            "assistant",
            tool_calls=(
                MessageToolCall("c1", "get_service_price", {"service": "repot a tree"}),
                MessageToolCall("c2", "read_probe", {"probe": "P-4"}),
            ),
        ),
        Message("tool", '{"service": "repot a tree", "price_gbp": 38.5}', tool_call_id="c1"),
        Message("tool", probe_result, tool_call_id="c2", is_error=probe_failed),
    ]


def _numbers(*texts: str) -> AnswerNumbers:
    return answer_numbers([Message("user", texts[0]), *(Message("tool", t) for t in texts[1:])])


# -- which numbers are supported ----------------------------------------------------------


def test_numbers_the_conversation_states_are_supported_and_others_are_not() -> None:
    numbers = answer_numbers(_conversation())
    assert numbers.unsupported("We charge £38.50 to repot a tree.") == ()
    assert numbers.unsupported("Probe P-4 is reading 22 degrees.") == (22.0,)
    assert numbers.unsupported("It did not answer within 15 seconds.") == ()


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("The two together cost 66.", "a sum"),
        ("The first is 11 more.", "a difference"),
        ("Three hours come to 64.5.", "a product"),
        ("That is 7.5 per person.", "a quotient"),
        ("The surcharge is 4.3.", "a percent of"),
        ("With the surcharge it is 25.8.", "a percent on"),
        ("After the discount it is 17.2.", "a percent off"),
        ("The shop closes at 5:45 pm.", "a 24-hour time on a 12-hour clock (17:45)"),
        ("It is open 465 minutes.", "hours to minutes (7.75 * 60)"),
    ],
)
def test_one_arithmetic_step_on_stated_numbers_is_supported(line: str, why: str) -> None:
    numbers = _numbers(
        "Price 21.5, group of 3, discount 20 %.", '{"a": 27.5, "b": 38.5, "closes": "17:45"}', "7.75"
    )
    assert numbers.unsupported(line) == (), why


def test_two_steps_are_not_one() -> None:
    numbers = _numbers("Price 21.5 for 3 hours with a 20 % surcharge.")
    assert numbers.unsupported("It comes to 77.4.") == (77.4,)  # 21.5 * 3 * 1.2


def test_a_step_the_answer_shows_is_an_operand_of_the_next() -> None:
    numbers = _numbers(
        "8 chefs at the workshop and one sack: what together?", '{"per_head": 48}', '{"sack": 520}'
    )
    # 904 is two steps from the conversation (48 * 8 + 520) ...
    assert numbers.unsupported("The total is 904 euros.") == (904.0,)
    # ... and one from a number the answer works out first, on its own line or the same one
    shown = "The workshop is 48 * 8 = 384 euros.\nThe sack is 520 euros.\nTogether 384 + 520 = 904 euros."
    assert strip_call_notation(shown, (), (), numbers) == (shown, 0)
    assert numbers.unsupported("The workshop is 384 euros, so 904 in all.") == ()
    # an unsupported number never becomes an operand: 1904 stays out, and so does 1909
    text, dropped = strip_call_notation("The total is 1904 euros.\nSo 1904 + 5 = 1909.", (), (), numbers)
    assert (text, dropped) == ("", 2)
    assert numbers.with_worked([384.0]).supports(904.0)
    assert not numbers.with_worked([384.0]).supports(905.5, 1)


def test_a_total_the_answer_writes_out_is_checked_by_evaluating_it() -> None:
    numbers = _numbers(
        "What do the three barrels cost together?", '{"price": 120}', '{"price": 80}', '{"price": 45.5}'
    )
    # 245.5 is two steps from the conversation: stated alone it is not shown ...
    assert numbers.unsupported("Together they cost $245.50.") == (245.5,)
    # ... written out, the sum is evaluated, whatever the currency and unit words around it
    for line in (
        "Together: $120 + $80 + $45.50 = $245.50.",
        "120 + 80 + 45.5 = 245.5 dollars in all",
        "80 + 120 = 200, then 200 + 45.5 = 245.5",
        "2 x 120 + 45.5 = 285.5",  # multiplication first
    ):
        assert numbers.unsupported(line) == (), line
        assert strip_call_notation(line, (), (), numbers) == (line, 0)
    # a wrong sum, a sum with an invented operand, or a result joined by a word is not shown
    assert numbers.unsupported("120 + 80 + 45.5 = 255.5") == (255.5,)
    assert numbers.unsupported("120 + 80 + 47 = 247") == (47.0, 247.0)
    assert numbers.unsupported("120 plus 80 plus 45.5 makes 245.5") == (245.5,)
    assert numbers.unsupported("120 + 80 = 201 + 44.5 = 245.5") == (44.5, 201.0, 245.5)


def test_written_results_reads_only_computations_joined_by_operators() -> None:
    supported = {120.0, 80.0, 45.0, 12.0, 62.0}.__contains__
    assert written_results("$62 x 12 barrels = $744", supported) == {744.0}
    assert written_results("order 120-80 = 40", supported) == {40.0}
    assert written_results("120 and 80, so = 200", supported) == set()  # no operator between them
    assert written_results("120 + 80 =", supported) == set()
    assert written_results("= 200", supported) == set()
    assert written_results("12 / 0 = 0", {12.0, 0.0}.__contains__) == set()
    # A long run is read once, left to right; readings are tried a bounded number of times.
    long = " + ".join(["1,234"] * 2000) + " = 1"
    assert written_results(long, {1.234, 1234.0}.__contains__) == set()


def test_a_number_stands_for_a_value_at_the_precision_it_is_written_in() -> None:
    numbers = _numbers("How many bar?", '{"bar": 2.0201}', '{"avg": 158.461538}')
    assert numbers.unsupported("About 2.02 bar, or 2 bar.") == ()
    assert numbers.unsupported("158.46 each") == ()
    assert numbers.unsupported("2.1 bar") == (2.1,)


def test_small_counts_are_always_supported_and_larger_numbers_are_not() -> None:
    numbers = _numbers("Which depot has the most bikes?", '{"bikes": 340}')
    assert numbers.unsupported(f"All {SMALL_COUNT} depots answered; the first has 340.") == ()
    assert numbers.unsupported(f"{SMALL_COUNT + 1} depots answered.") == (SMALL_COUNT + 1.0,)


def test_numbers_in_words_are_read_in_the_languages_text2num_reads() -> None:
    numbers = answer_numbers(_conversation())
    assert numbers.unsupported("It reads twenty-two degrees.") == (22.0,)
    assert numbers.unsupported("La sonde indique vingt-deux degrés.") == (22.0,)
    assert numbers.unsupported("La sonda marca veintidós grados.") == (22.0,)
    assert numbers.unsupported("Cuesta treinta y ocho libras.") == ()  # 38.5, as a whole number


def test_a_code_read_as_negative_still_supports_the_same_digits() -> None:
    numbers = _numbers("Find the hire for 06 2290.", '{"hire": "HR-30824"}')
    assert numbers.unsupported("Your hire is HR 30824.") == ()


def test_call_arguments_today_and_engine_facts_are_sources() -> None:
    messages = [
        Message("user", "Convert my reading."),
        Message("assistant", tool_calls=(MessageToolCall("c1", "psi_in_bar", {"psi": 65}),)),
        Message("tool", "4.48", tool_call_id="c1"),
    ]
    numbers = answer_numbers(messages, date(2026, 3, 9), ("the three totals come to 555",))
    assert numbers.unsupported("65 psi is 4.48 bar, as of 2026-03-09; 555 in all.") == ()
    assert answer_numbers(messages).unsupported("555 in all") == (555.0,)


def test_past_the_operand_limit_only_stated_numbers_count() -> None:
    result = " ".join(str(1000 + 7 * i) for i in range(MAX_OPERANDS + 1))
    numbers = _numbers("List them.", result)
    assert numbers.derived == ()
    assert numbers.unsupported("The first is 1000.") == ()
    assert numbers.unsupported("Together 2007.") == (2007.0,)


def test_hostile_text_is_read_within_the_limits() -> None:
    numbers = _numbers("x", "9" * 50_000, "\udcff\x00 1e308 " * 1000)
    assert numbers.unsupported("") == ()
    assert isinstance(numbers.unsupported("1" * 30_000), tuple)


# -- the filter -----------------------------------------------------------------------------


def test_a_line_stating_an_unsupported_number_is_removed_and_counted() -> None:
    numbers = answer_numbers(_conversation())
    answer = "We charge £38.5 to repot a tree.\nProbe P-4 reads 22 degrees.\n"
    f = NotationFilter((), (), numbers)
    assert f.feed(answer) + f.close() == "We charge £38.5 to repot a tree.\n"
    assert (f.stripped, f.unsupported, f.echoed) == (1, 1, 0)


def test_with_numbers_to_check_a_line_is_shown_only_once_it_ends() -> None:
    f = NotationFilter((), (), answer_numbers(_conversation()))
    assert f.feed("Probe P-4 reads 2") == ""
    assert f.feed("2 degrees.\nWe charge ") == ""
    assert f.feed("38.5.") == ""
    assert f.close() == "We charge 38.5."


@settings(max_examples=60, deadline=None)
@given(
    lines=st.lists(
        st.sampled_from(
            [
                "We charge £38.5 to repot a tree.",
                "Probe P-4 reads 22 degrees.",
                "It did not answer within 15 seconds.",
                "read_probe({})",
                "",
                "  ",
            ]
        ),
        max_size=6,
    ),
    cuts=st.lists(st.integers(min_value=1, max_value=9), max_size=30),
)
def test_a_stream_shows_what_a_batch_shows(lines: list[str], cuts: list[int]) -> None:
    numbers = answer_numbers(_conversation())
    text = "\n".join(lines)
    f = NotationFilter(("read_probe",), (), numbers)
    shown, i = [], 0
    for n in cuts:
        shown.append(f.feed(text[i : i + n]))
        i += n
    shown.append(f.feed(text[i:]))
    shown.append(f.close())
    assert "".join(shown) == strip_call_notation(text, ("read_probe",), (), numbers)[0]


# -- the turn -------------------------------------------------------------------------------


def _turn(*replies: str, messages: list[Message] | None = None) -> tuple[TurnScript, object]:
    """NO_TOOL, and NO_TOOL again to the retry the engine offers after the failed read (when
    the last result failed), then ``replies``: the answer, the restate."""
    failed = messages is None or messages[-1].is_error
    script = TurnScript(NO_TOOL_MARKER, *((NO_TOOL_MARKER,) if failed else ()), *replies)
    turn = TurnInput(messages or _conversation(), functions=(PRICE, PROBE), today=date(2026, 3, 9))
    return script, TurnEngine(TurnOptions()).run(script, turn)


def test_an_answer_inventing_a_failed_reading_is_restated_from_the_results() -> None:
    restated = "Repotting a tree costs £38.5; probe P-4 did not answer."
    script, result = _turn("We charge £38.5, and probe P-4 is showing 22°C.", restated)
    assert result.text == f"{restated}\n\n{PROBE_FAILED}"  # type: ignore[attr-defined]
    assert {"answer-was-unsupported", "answer-restated"} <= set(result.notes)  # type: ignore[attr-defined]
    (restate,) = [r for r in script.requests if isinstance(r, RestateRequest)]
    assert "did not answer within 15 seconds" in restate.prompt


def test_a_restate_that_invents_too_leaves_the_results_as_the_answer() -> None:
    _, result = _turn("Probe P-4 is showing 22°C.", "The probe shows 21 degrees.")
    assert "read_probe" in result.text and "failed" in result.text  # type: ignore[attr-defined]
    assert "21" not in result.text and "22" not in result.text  # type: ignore[attr-defined]
    assert "answer-fallback" in result.notes  # type: ignore[attr-defined]


def test_an_answer_from_the_results_is_kept_as_it_is() -> None:
    answer = "Repotting costs £38.5 (3850 pence); probe P-4 did not answer within 15 seconds."
    script, result = _turn(answer)
    assert result.text == f"{answer}\n\n{PROBE_FAILED}"  # type: ignore[attr-defined]
    assert not any(n.startswith("answer-") for n in result.notes)  # type: ignore[attr-defined]
    (ask,) = [r for r in script.requests if isinstance(r, AnswerRequest)]
    assert ask.numbers is not None and ask.answer_filter() is not None


def test_only_the_invented_line_of_a_longer_answer_goes() -> None:
    _, result = _turn("Repotting a tree costs £38.5.\nProbe P-4 reads 22°C.")
    assert result.text.strip() == f"Repotting a tree costs £38.5.\n\n{PROBE_FAILED}"  # type: ignore[attr-defined]
    assert "answer-unsupported-stripped" in result.notes  # type: ignore[attr-defined]


def test_without_tool_results_this_turn_numbers_are_not_checked() -> None:
    earlier = [*_conversation(), Message("assistant", "Done."), Message("user", "How tall is Everest?")]
    script, result = _turn("Mount Everest is 8,849 m high.", messages=earlier)
    assert result.text == "Mount Everest is 8,849 m high."  # type: ignore[attr-defined]
    (ask,) = [r for r in script.requests if isinstance(r, AnswerRequest)]
    assert ask.numbers is None
