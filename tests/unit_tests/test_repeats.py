"""prompt_toolcall.loop.repeats: a call already answered in this turn is not made again."""

from __future__ import annotations

from collections.abc import Mapping

from prompt_toolcall.loop.breaker import ToolMisuseBreaker
from prompt_toolcall.loop.repeats import (
    answered_call_keys,
    call_key,
    drop_repeated_calls,
    is_refusal,
    reapplied_step,
)
from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.types import ToolCall

PARIS = {"city": "Paris"}


def _turn(*, error: bool = False, user_after: bool = False) -> list[Message]:
    history = [
        Message("user", "Weather in Paris?"),
        Message("assistant", "", (MessageToolCall("call_1", "get_weather", dict(PARIS)),)),
        Message("tool", "18C" if not error else "Error: timeout", tool_call_id="call_1", is_error=error),
    ]
    if user_after:
        history.append(Message("user", "And again please?"))
    return history


def test_call_key_ignores_argument_order() -> None:
    assert call_key("f", {"a": 1, "b": 2}) == call_key("f", {"b": 2, "a": 1})
    assert call_key("f", {"a": 1}) != call_key("f", {"a": 2})
    assert call_key("f", {"a": 1}) != call_key("g", {"a": 1})


def test_answered_call_is_dropped() -> None:
    fresh, dropped = drop_repeated_calls([ToolCall("get_weather", dict(PARIS))], _turn())
    assert fresh == () and dropped == 1


def test_other_arguments_are_kept() -> None:
    lima = ToolCall("get_weather", {"city": "Lima"})
    fresh, dropped = drop_repeated_calls([ToolCall("get_weather", dict(PARIS)), lima], _turn())
    assert fresh == (lima,) and dropped == 1


def test_a_failed_result_answers_the_call_too() -> None:
    """The same call would fail the same way; retrying a transient failure is the tool layer's."""
    assert answered_call_keys(_turn(error=True)) == {call_key("get_weather", PARIS)}
    fresh, dropped = drop_repeated_calls([ToolCall("get_weather", dict(PARIS))], _turn(error=True))
    assert fresh == () and dropped == 1
    lima = ToolCall("get_weather", {"city": "Lima"})
    assert drop_repeated_calls([lima], _turn(error=True)) == ((lima,), 0)


def test_a_new_user_message_starts_a_new_turn() -> None:
    fresh, dropped = drop_repeated_calls([ToolCall("get_weather", dict(PARIS))], _turn(user_after=True))
    assert len(fresh) == 1 and dropped == 0


def test_an_unanswered_call_is_not_a_repeat() -> None:
    history = _turn()[:2]
    assert answered_call_keys(history) == frozenset()


def _refusal(name: str, args: Mapping[str, object]) -> str:
    """The breaker's own refusal text (so a change of its wording fails these tests)."""
    breaker = ToolMisuseBreaker()
    for _ in range(breaker.stop_threshold - 1):
        breaker.observe_failure(name, args, "Error: timeout")
    text = breaker.refusal_for(name, args)
    assert text is not None
    return text


def test_is_refusal_reads_the_breakers_text_also_wrapped() -> None:
    text = _refusal("get_weather", PARIS)
    assert is_refusal(text, "get_weather")
    assert is_refusal(f"Error: ToolMisuseRefusal({text!r})", "get_weather")
    assert not is_refusal(text, "get_time")
    assert not is_refusal("Error: timeout", "get_weather")


def test_a_refused_call_is_answered_for_good() -> None:
    """Regression: a LangChain create_agent run with ToolcallMiddleware looped on the refused
    call until GraphRecursionError (2026-11-29); a refusal lasts for the rest of the run."""
    history = [
        *_turn(error=True),
        Message("assistant", "", (MessageToolCall("call_2", "get_weather", dict(PARIS)),)),
        Message("tool", _refusal("get_weather", PARIS), tool_call_id="call_2", is_error=True),
    ]
    assert answered_call_keys(history) == frozenset({call_key("get_weather", PARIS)})
    lima = ToolCall("get_weather", {"city": "Lima"})
    fresh, dropped = drop_repeated_calls([ToolCall("get_weather", dict(PARIS)), lima], history)
    assert fresh == (lima,) and dropped == 1


def test_a_call_without_a_result_is_not_answered() -> None:
    history = [
        *_turn(),
        Message("assistant", "", (MessageToolCall("call_2", "get_weather", {"city": "Lima"}),)),
    ]
    assert answered_call_keys(history) == {call_key("get_weather", PARIS)}


# -- a step applied again to its own result ---------------------------------------------------


def _chain(request: str, *steps: tuple[str, dict[str, object], str], error: bool = False) -> list[Message]:
    """A user request followed by answered calls, one per assistant message."""
    history = [Message("user", request)]
    for i, (name, args, result) in enumerate(steps):
        history.append(Message("assistant", "", (MessageToolCall(f"c{i}", name, dict(args)),)))
        history.append(Message("tool", result, tool_call_id=f"c{i}", name=name, is_error=error))
    return history


MUL_THEN_ADD = _chain(
    "Multiply 24 by 15, then add 7 to the result.",
    ("multiply", {"a": 24, "b": 15}, "360"),
    ("add", {"a": 360, "b": 7}, "367"),
)


def test_a_step_applied_to_its_own_result_with_a_spent_operand_is_found() -> None:
    source = reapplied_step(ToolCall("add", {"a": 367, "b": 7}), MUL_THEN_ADD)
    assert source is not None and source.id == "c1" and source.arguments == {"a": 360, "b": 7}


def test_the_next_step_of_the_chain_is_not_a_reapplied_step() -> None:
    history = MUL_THEN_ADD[:3]  # multiply answered, add not yet made
    assert reapplied_step(ToolCall("add", {"a": 360, "b": 7}), history) is None


def test_an_operand_stated_twice_may_be_used_twice() -> None:
    history = _chain("Add 5 to 3, then add 5 to that again.", ("add", {"a": 3, "b": 5}, "8"))
    assert reapplied_step(ToolCall("add", {"a": 8, "b": 5}), history) is None
    twice = [*history, *_chain("", ("add", {"a": 8, "b": 5}, "13"))[1:]]
    assert reapplied_step(ToolCall("add", {"a": 13, "b": 5}), twice) is not None


def test_an_operand_in_number_words_counts_as_stated() -> None:
    history = _chain("Add five to 3.", ("add", {"a": 3, "b": 5}, "8"))
    assert reapplied_step(ToolCall("add", {"a": 8, "b": 5}), history) is not None


def test_a_one_argument_chain_is_never_a_reapplied_step() -> None:
    history = _chain("Who is the manager of Ana's manager?", ("get_manager", {"name": "Ana"}, "Bruno"))
    assert reapplied_step(ToolCall("get_manager", {"name": "Bruno"}), history) is None


def test_an_operand_the_request_does_not_state_stops_nothing() -> None:
    history = _chain("Square 192.", ("power", {"base": 192, "exponent": 2}, "36864"))
    assert reapplied_step(ToolCall("power", {"base": 36864, "exponent": 2}), history) is None


def test_the_result_fed_back_with_the_operands_swapped_is_found_too() -> None:
    # add(360, 7) = 367, then add(7, 367): the spent 7 moved to the other slot.
    source = reapplied_step(ToolCall("add", {"a": 7, "b": 367}), MUL_THEN_ADD)
    assert source is not None and source.id == "c1"


def test_a_swapped_step_with_an_operand_stated_twice_is_a_new_step() -> None:
    history = _chain("Multiply 6 by 4, then multiply 6 by that.", ("multiply", {"a": 6, "b": 4}, "24"))
    assert reapplied_step(ToolCall("multiply", {"a": 24, "b": 6}), history) is None


def test_a_result_fed_back_beside_a_value_the_source_did_not_use_is_a_new_step() -> None:
    # 367 comes from add(360, 7), but 12 is no operand of it: a new step of the chain.
    history = _chain("Add 7 to 360, then add 12.", ("add", {"a": 360, "b": 7}, "367"))
    assert reapplied_step(ToolCall("add", {"a": 12, "b": 367}), history) is None


def test_a_changed_value_that_is_not_the_result_is_a_new_step() -> None:
    assert reapplied_step(ToolCall("add", {"a": 9, "b": 7}), MUL_THEN_ADD) is None


def test_two_changed_arguments_are_a_new_step() -> None:
    assert reapplied_step(ToolCall("add", {"a": 367, "b": 347}), MUL_THEN_ADD) is None


def test_a_failed_step_may_be_tried_again() -> None:
    history = _chain("Add 7 to 5.", ("add", {"a": 5, "b": 7}, "Error: overflow"), error=True)
    assert reapplied_step(ToolCall("add", {"a": 5, "b": 7}), history) is None


def test_text_operands_and_results_count_too() -> None:
    history = _chain(
        "Translate 'good morning' into French.",
        ("translate", {"text": "good morning", "target": "French"}, "bonjour"),
    )
    assert reapplied_step(ToolCall("translate", {"text": "bonjour", "target": "French"}), history) is not None
    assert reapplied_step(ToolCall("translate", {"text": "bonjour", "target": "Spanish"}), history) is None


RATE_THEN_CONVERT = _chain(
    "How much is 250 in the other currency?",
    ("get_rate", {"base": "AAA", "quote": "BBB"}, '{"rate": 1.3}'),
    ("multiply", {"a": 250, "b": 1.3}, "325"),
)


def test_an_operand_a_lookup_returned_is_spent_like_a_stated_one() -> None:
    source = reapplied_step(ToolCall("multiply", {"a": 325, "b": 1.3}), RATE_THEN_CONVERT)
    assert source is not None and source.id == "c1"


def test_an_operand_two_lookups_returned_may_be_used_twice() -> None:
    second = _chain("", ("get_rate", {"base": "BBB", "quote": "CCC"}, '{"rate": 1.3}'))[1:]
    history = [*RATE_THEN_CONVERT, *second]
    assert reapplied_step(ToolCall("multiply", {"a": 325, "b": 1.3}), history) is None


def test_the_chains_own_results_never_state_its_operand() -> None:
    # a tool that echoes its operands would otherwise make every use look stated again
    history = _chain(
        "Multiply 24 by 15, then add 7 to the result.",
        ("multiply", {"a": 24, "b": 15}, "360"),
        ("add", {"a": 360, "b": 7}, "360 + 7 = 367"),
    )
    assert reapplied_step(ToolCall("add", {"a": 367, "b": 7}), history) is not None


def test_no_user_message_means_no_turn() -> None:
    assert reapplied_step(ToolCall("add", {"a": 1, "b": 2}), []) is None


PRICE_THEN_DISCOUNT = _chain(
    "Three prints at 40 each, with the member discount: what do I pay?",
    ("multiply", {"a": 40, "b": 3}, "120"),
    ("discount", {"amount": 120, "percent": 10}, "108"),
)


def test_a_step_fed_its_output_back_through_another_step_is_found() -> None:
    source = reapplied_step(ToolCall("multiply", {"a": 108, "b": 3}), PRICE_THEN_DISCOUNT)
    assert source is not None and source.id == "c0"


def test_a_later_result_not_fed_by_the_step_is_a_new_operand() -> None:
    # "three of each": the second price comes from its own lookup, not from multiply's output
    history = _chain(
        "Three of each, please: the print at 40 and the mug.",
        ("multiply", {"a": 40, "b": 3}, "120"),
        ("get_price", {"item": "mug"}, '{"price": 20}'),
    )
    assert reapplied_step(ToolCall("multiply", {"a": 20, "b": 3}), history) is None


CALCULATED = _chain(
    "What is 1234 * 5678 + 90? Use the calculator.",
    ("calculate", {"expression": "(1234 * 5678) + 90"}, "7006742"),
)


def test_an_expression_applied_again_to_its_own_result_is_found() -> None:
    again = ToolCall("calculate", {"expression": "(7006742 * 5678) + 90"})
    source = reapplied_step(again, CALCULATED)
    assert source is not None and source.arguments == {"expression": "(1234 * 5678) + 90"}


def test_an_expression_that_goes_on_from_the_result_is_a_new_step() -> None:
    history = _chain(
        "Multiply 1234 by 5678, then add 3348 to the result.",
        ("calculate", {"expression": "1234 * 5678"}, "7006652"),
    )
    assert reapplied_step(ToolCall("calculate", {"expression": "7006652 + 3348"}), history) is None


def test_an_expression_with_an_operand_stated_twice_may_use_it_again() -> None:
    history = _chain(
        "Add 90 to 1234 * 5678, then add 90 again.",
        ("calculate", {"expression": "(1234 * 5678) + 90"}, "7006742"),
    )
    assert reapplied_step(ToolCall("calculate", {"expression": "7006742 + 90"}), history) is None


def test_text_that_is_not_an_expression_keeps_its_value() -> None:
    history = _chain("Look up Route 66 twice.", ("lookup", {"query": "Route 66"}, "Route 66: 2,448 miles"))
    assert reapplied_step(ToolCall("lookup", {"query": "Route 66 2448"}), history) is None
