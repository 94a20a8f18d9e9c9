"""Tests for prompt_toolcall.loop.breaker.ToolMisuseBreaker: thresholds, reset rules, note and refusal."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any

import pytest

from prompt_toolcall.loop.breaker import ToolMisuseBreaker

ARGS = {"city": "Atlantis"}
ERR = "city not found"


def fail(b: ToolMisuseBreaker, times: int, args: Mapping[str, object] = ARGS, error: str = ERR) -> list[bool]:
    return [
        b.observe_failure("get_weather", args, error, tool_description="Weather for a real city.")
        for _ in range(times)
    ]


def test_default_thresholds() -> None:
    b = ToolMisuseBreaker()
    assert (b.note_threshold, b.stop_threshold, b.description_limit) == (3, 6, 240)


def test_note_arms_at_third_identical_failure_only() -> None:
    b = ToolMisuseBreaker()
    assert fail(b, 2) == [False, False]
    assert b.drain_pending_note() is None
    assert fail(b, 1) == [True]
    note = b.drain_pending_note()
    assert note is not None
    assert "get_weather" in note and "Atlantis" in note and ERR in note and "3 times" in note
    assert "Weather for a real city." in note
    assert b.drain_pending_note() is None  # drained: request-only, once
    assert fail(b, 2) == [False, False]  # 4th and 5th do not re-arm
    assert b.drain_pending_note() is None


def test_sixth_identical_attempt_is_refused() -> None:
    """A tool that always fails the same way runs at most 5 times; the 6th attempt is refused."""
    b = ToolMisuseBreaker()
    fail(b, 4)
    assert b.refusal_for("get_weather", ARGS) is None  # attempt 5 still runs
    fail(b, 1)
    refusal = b.refusal_for("get_weather", ARGS)  # attempt 6
    assert refusal is not None
    assert "NOT executed" in refusal and "5 times" in refusal and ERR in refusal
    assert "Change the arguments" in refusal  # the remedy
    # Only the identical call is refused.
    assert b.refusal_for("get_weather", {"city": "Lima"}) is None
    assert b.refusal_for("get_time", ARGS) is None


def test_different_error_text_resets_the_count() -> None:
    b = ToolMisuseBreaker()
    fail(b, 2)
    assert fail(b, 1, error="timeout") == [False]  # count restarts at 1
    assert fail(b, 1, error="timeout") == [False]
    assert fail(b, 1, error="timeout") == [True]  # third identical (new) failure


def test_different_arguments_count_separately() -> None:
    b = ToolMisuseBreaker()
    fail(b, 2)
    assert fail(b, 2, args={"city": "Lima"}) == [False, False]
    assert fail(b, 1) == [True]


def test_argument_order_does_not_matter() -> None:
    b = ToolMisuseBreaker()
    assert ToolMisuseBreaker.args_key({"a": 1, "b": [1, 2]}) == ToolMisuseBreaker.args_key(
        {"b": [1, 2], "a": 1}
    )
    assert ToolMisuseBreaker.args_key({"a": 1}) != ToolMisuseBreaker.args_key({"a": "1"})
    b.observe_failure("t", {"a": 1, "b": 2}, ERR)
    b.observe_failure("t", {"b": 2, "a": 1}, ERR)
    assert b.observe_failure("t", {"a": 1, "b": 2}, ERR) is True


def test_args_key_handles_unserialisable_values() -> None:
    key = ToolMisuseBreaker.args_key({"when": object, "n": 1})
    assert isinstance(key, str) and "n" in key
    mixed: dict[Any, Any] = {1: "a", "b": 2}
    reordered: dict[Any, Any] = {"b": 2, 1: "a"}
    assert ToolMisuseBreaker.args_key(mixed) == ToolMisuseBreaker.args_key(reordered)


def test_success_clears_that_tool_only() -> None:
    b = ToolMisuseBreaker()
    fail(b, 2)
    b.observe_failure("get_time", {}, ERR)
    b.observe_failure("get_time", {}, ERR)
    b.observe_success("get_weather")
    assert fail(b, 2) == [False, False]  # restarted from zero
    assert b.observe_failure("get_time", {}, ERR) is True  # untouched


def test_refusal_lasts_for_the_run_and_begin_run_wipes() -> None:
    b = ToolMisuseBreaker()
    fail(b, 6)
    b.observe_success("get_weather")
    assert b.refusal_for("get_weather", ARGS) is not None
    b.begin_run()
    assert b.refusal_for("get_weather", ARGS) is None
    assert b.drain_pending_note() is None
    assert fail(b, 3) == [False, False, True]


def test_begin_run_drops_an_armed_note() -> None:
    b = ToolMisuseBreaker()
    fail(b, 3)
    b.begin_run()
    assert b.drain_pending_note() is None


def test_several_armed_notes_are_joined() -> None:
    b = ToolMisuseBreaker()
    fail(b, 3)
    for _ in range(3):
        b.observe_failure("get_time", {"tz": "Mars"}, "unknown tz")
    note = b.drain_pending_note()
    assert note is not None
    assert "get_weather" in note and "get_time" in note
    assert note.count("Note:") == 2


def test_description_is_cut_to_the_limit() -> None:
    b = ToolMisuseBreaker(description_limit=20)
    for _ in range(3):
        b.observe_failure("t", {}, ERR, tool_description="D" * 100)
    note = b.drain_pending_note()
    assert note is not None
    assert "D" * 17 + "..." in note and "D" * 18 not in note


def test_custom_thresholds() -> None:
    b = ToolMisuseBreaker(note_threshold=1, stop_threshold=3)
    assert b.observe_failure("t", {}, ERR) is True
    assert b.refusal_for("t", {}) is None
    b.observe_failure("t", {}, ERR)
    assert b.refusal_for("t", {}) is not None  # attempt 3 refused


@pytest.mark.parametrize(
    "kwargs",
    [
        {"note_threshold": 0},
        {"stop_threshold": 1},
        {"description_limit": -1},
        {"note_threshold": True},
    ],
)
def test_bad_configuration_raises(kwargs: dict[str, int]) -> None:
    with pytest.raises(ValueError, match="ToolMisuseBreaker"):
        ToolMisuseBreaker(**kwargs)


def test_thread_safe_counting() -> None:
    b = ToolMisuseBreaker(note_threshold=400, stop_threshold=800)
    armed: list[bool] = []
    lock = threading.Lock()

    def worker() -> None:
        for _ in range(100):
            r = b.observe_failure("t", {"a": 1}, ERR)
            with lock:
                armed.append(r)

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert armed.count(True) == 1  # exactly one failure was the 400th
    assert b.refusal_for("t", {"a": 1}) is not None  # 800 reached
