"""Hermes / Qwen ``<tool_call>`` JSON reader."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

TC = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'


class TestHermesReader(ReaderTests):
    key = "hermes"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase("single", TC, calls=(("get_weather", {"city": "Paris"}),)),
        ReaderCase(
            "parallel-no-separator",
            '<tool_call>{"name": "get_time", "arguments": {}}</tool_call>'
            '<tool_call>{"name": "get_weather", "arguments": {"city": "Oslo", "days": "3"}}</tool_call>',
            calls=(("get_time", {}), ("get_weather", {"city": "Oslo", "days": 3})),
        ),
        ReaderCase(
            "prose-and-think",
            "<think>\nNeed data.\n</think>\n\nLet me look.\n" + TC + "\nDone.",
            calls=(("get_weather", {"city": "Paris"}),),
            content="Let me look.\n\nDone.",
            reasoning="Need data.",
        ),
        ReaderCase(
            "markers-inside-string",
            '<tool_call>{"name": "get_weather", "arguments": {"city": "a </tool_call> b"}}</tool_call>',
            calls=(("get_weather", {"city": "a </tool_call> b"}),),
        ),
        ReaderCase(
            "python-literals-tolerated",
            "<tool_call>{'name': 'get_weather', 'arguments': {'city': 'Rome', 'metric': True}}</tool_call>",
            calls=(("get_weather", {"city": "Rome", "metric": True}),),
        ),
        ReaderCase("not-json", "<tool_call>not json</tool_call>", invalid=1, notes=("malformed-call",)),
        ReaderCase(
            "truncated-second",
            TC + '\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Be',
            calls=(("get_weather", {"city": "Paris"}),),
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "unknown-function",
            '<tool_call>{"name": "launch", "arguments": {}}</tool_call>',
            invalid=1,
            notes=("unknown-function",),
        ),
        ReaderCase(
            "call-inside-open-reasoning",
            "Need data.\n" + TC,
            calls=(("get_weather", {"city": "Paris"}),),
            reasoning="Need data.",
            reasoning_open=True,
        ),
        ReaderCase("reasoning-only", "<think>just thinking</think>Hi", claimed=False),
        ReaderCase(
            "doubled-braces-non-ascii",
            '<tool_call>{{"name": "get_weather", "arguments": {{"city": "Kraków"}}}}</tool_call>',
            calls=(("get_weather", {"city": "Kraków"}),),
        ),
        ReaderCase(
            "tool-name-params-keys",
            '<tool_call>{"tool_name": "get_weather", "params": {"city": "Oslo"}}</tool_call>'
            '<tool_call>{"tool_name": "get_time", "tool_input": {}}</tool_call>',
            calls=(("get_weather", {"city": "Oslo"}), ("get_time", {})),
        ),
    ]
