"""Tool-name case and the opt-in aliases, through ``ReadContext`` and ``detect``."""

from __future__ import annotations

from typing import Any

import pytest

from prompt_toolcall.reading.detect import detect
from prompt_toolcall.reading.dialects import ReadContext
from prompt_toolcall.types import ToolCall

WEATHER: dict[str, Any] = {
    "name": "getWeather",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
}
LOWER: dict[str, Any] = {"name": "getweather", "parameters": {"type": "object", "properties": {}}}


def test_exact_camel_case_name_is_kept_as_offered() -> None:
    ctx = ReadContext.build(["getWeather"], [WEATHER])
    assert ctx.resolve_name("getWeather") == "getWeather"
    d = detect('<tool_call>{"name": "getWeather", "arguments": {"city": "Oslo"}}</tool_call>', ctx)
    assert [(c.name, c.arguments) for c in d.calls] == [("getWeather", {"city": "Oslo"})]


def test_exact_match_wins_over_a_case_insensitive_one() -> None:
    ctx = ReadContext.build(["getWeather", "getweather"], [WEATHER, LOWER])
    assert ctx.resolve_name("getWeather") == "getWeather"
    assert ctx.resolve_name("getweather") == "getweather"


def test_case_insensitive_match_only_when_unique() -> None:
    assert ReadContext.build(["getWeather"]).resolve_name("GETWEATHER") == "getWeather"
    assert ReadContext.build(["getWeather", "getweather"]).resolve_name("GETWEATHER") is None


def test_aliases_are_off_by_default() -> None:
    ctx = ReadContext.build(["getWeather"], [WEATHER])
    assert ctx.resolve_name("weather") is None
    d = detect('<tool_call>{"name": "weather", "arguments": {"city": "Oslo"}}</tool_call>', ctx)
    assert d.calls == ()
    assert len(d.invalid) == 1


def test_tool_alias_opt_in() -> None:
    ctx = ReadContext.build(["getWeather"], [WEATHER], aliases={"weather": "getWeather"})
    assert ctx.resolve_name("weather") == "getWeather"
    assert ctx.resolve_name("Weather") == "getWeather"  # alias keys match case-insensitively
    d = detect('<tool_call>{"name": "weather", "arguments": {"city": "Oslo"}}</tool_call>', ctx)
    assert [(c.name, c.arguments) for c in d.calls] == [("getWeather", {"city": "Oslo"})]


def test_alias_to_a_tool_not_offered_is_ignored() -> None:
    """tool_choice narrowing removes a tool: its alias must not bring it back."""
    ctx = ReadContext.build(["get_time"], aliases={"weather": "getWeather"})
    assert ctx.resolve_name("weather") is None


def test_alias_never_shadows_an_offered_name() -> None:
    ctx = ReadContext.build(["getWeather", "weather"], aliases={"weather": "getWeather"})
    assert ctx.resolve_name("weather") == "weather"


def test_argument_alias_opt_in_through_detect() -> None:
    text = '<tool_call>{"name": "getWeather", "arguments": {"location": "Oslo"}}</tool_call>'
    plain = detect(text, ["getWeather"], [WEATHER])
    assert plain.calls[0].arguments == {"location": "Oslo"}
    mapped = detect(text, ["getWeather"], [WEATHER], argument_aliases={"getWeather": {"location": "city"}})
    assert mapped.calls[0].arguments == {"city": "Oslo"}


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        ({"location": "Oslo", "city": "Rome"}, {"location": "Oslo", "city": "Rome"}),  # target given too
        ({"where": "Oslo"}, {"where": "Oslo"}),  # alias to an undeclared parameter
    ],
)
def test_argument_alias_is_conservative(arguments: dict[str, Any], expected: dict[str, Any]) -> None:
    ctx = ReadContext.build(
        ["getWeather"], [WEATHER], argument_aliases={"getWeather": {"location": "city", "where": "place"}}
    )
    call = ctx.make_call("getWeather", arguments)
    assert isinstance(call, ToolCall)
    assert call.arguments == expected
