"""IBM Granite ``<|tool_call|>[...]`` / ``<tool_call>[...]`` reader.

Source of the format: vLLM's ``granite`` tool parser ("for granite 3.0, the token
``<|tool_call|>``; for granite 3.1, the string ``<tool_call>``", each followed by a JSON
array) and the Granite 3.x chat templates.
"""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestGraniteReader(ReaderTests):
    key = "granite"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "granite-3.0-token",
            '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Boston", "days": "2"}}]'
            "<|end_of_text|>",
            calls=(("get_weather", {"city": "Boston", "days": 2}),),
        ),
        ReaderCase(
            "granite-3.1-string-parallel",
            '<tool_call>[{"name": "get_time", "arguments": {}}, '
            '{"name": "get_weather", "arguments": {"city": "Oslo"}}]',
            calls=(("get_time", {}), ("get_weather", {"city": "Oslo"})),
        ),
        ReaderCase(
            "think-and-prose",
            "<think>Need weather.</think>Sure."
            '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Rome"}}]',
            calls=(("get_weather", {"city": "Rome"}),),
            content="Sure.",
            reasoning="Need weather.",
        ),
        ReaderCase(
            "hermes-object-left-to-hermes",
            '<tool_call>{"name": "get_time", "arguments": {}}</tool_call>',
            claimed=False,
        ),
        ReaderCase(
            "truncated",
            '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Bo',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("not-json", "<|tool_call|>get_time()", invalid=1, notes=("malformed-call",)),
        ReaderCase(
            "unknown-function",
            '<|tool_call|>[{"name": "launch", "arguments": {}}]',
            invalid=1,
            notes=("unknown-function",),
        ),
    ]
