"""prompt_toolcall.loop.repeats: a call already answered in this turn is not made again."""

from __future__ import annotations

from collections.abc import Mapping

from prompt_toolcall.loop.breaker import ToolMisuseBreaker
from prompt_toolcall.loop.repeats import answered_call_keys, call_key, drop_repeated_calls, is_refusal
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


def test_a_failed_result_may_be_retried() -> None:
    """Retrying a failure is the misuse breaker's business, not this guard's."""
    assert answered_call_keys(_turn(error=True)) == frozenset()
    fresh, dropped = drop_repeated_calls([ToolCall("get_weather", dict(PARIS))], _turn(error=True))
    assert len(fresh) == 1 and dropped == 0


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


def test_a_refusal_of_another_call_does_not_answer_this_one() -> None:
    history = [
        *_turn(error=True),
        Message("assistant", "", (MessageToolCall("call_2", "get_weather", dict(PARIS)),)),
        Message("tool", _refusal("get_time", {}), tool_call_id="call_2", is_error=True),
    ]
    assert answered_call_keys(history) == frozenset()
