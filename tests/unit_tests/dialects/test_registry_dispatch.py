"""Dispatch across the whole registry: each family's reply reaches its own reader, even
where markers overlap (``Action:``, ``<tool_call>``, ``<function_calls>``), and the
cached dispatch order follows registry changes."""

from __future__ import annotations

from typing import ClassVar

import pytest
from reader_suite import TOOLS

from prompt_toolcall.reading.dialects import (
    DialectReader,
    ReadContext,
    read_dialects,
    register_reader,
    unregister_reader,
)
from prompt_toolcall.types import Detection

CTX = ReadContext.build([t["name"] for t in TOOLS], TOOLS)

ROUTES: list[tuple[str, str]] = [
    ("```tool_code\nget_time()\n```", "gemma3"),
    ("<start_function_call>call:get_time{}<end_function_call>", "function_gemma"),
    ('<function_calls>\n<invoke name="get_time">\n</invoke>\n</function_calls>', "anthropic"),
    ('Action: ```json\n[{"tool_name": "get_time", "parameters": {}}]\n```', "command_r"),
    ("Thought: t\nAction: get_time\nAction Input: {}", "react"),
    ('functools[{"name": "get_time", "arguments": {}}]', "phi4"),
    ('<|tool_call|>[{"name": "get_time", "arguments": {}}]', "granite"),
    ('<|action_start|><|plugin|>{"name": "get_time", "parameters": {}}<|action_end|>', "internlm"),
    ('<tool_calls>[{"name": "get_time", "arguments": {}}]</tool_calls>', "jamba"),
    ('<TOOLCALL>[{"name": "get_time", "arguments": {}}]</TOOLCALL>', "nemotron"),
    ('[{"name": "get_time", "arguments": {}}]', "xlam"),
    ('get_weather{"city": "Oslo"}', "mistral"),
    # Overlaps resolved by priority: Hermes owns <tool_call>{...}; pythonic owns a bare list.
    ('<tool_call>{"name": "get_time", "arguments": {}}</tool_call>', "hermes"),
    ("[get_time()]", "pythonic"),
]


@pytest.mark.parametrize(("text", "key"), ROUTES, ids=[k for _, k in ROUTES])
def test_reply_reaches_its_reader(text: str, key: str) -> None:
    found = read_dialects(text, CTX)
    assert found is not None
    assert found.dialect == key
    assert [c.name for c in found.calls] in (["get_time"], ["get_weather"])


@pytest.mark.parametrize(
    "text",
    [
        "Note: the meeting is at 10:30; bring the (printed) agenda [v2].",
        "Use functools.partial and `itertools` here.",
        "Hello {name}, your order #42 shipped.",
        "The plan: first ask, then act. Final thoughts: none.",
    ],
)
def test_punctuated_prose_is_not_claimed(text: str) -> None:
    assert read_dialects(text, CTX) is None


def test_dispatch_cache_follows_registry_changes() -> None:
    assert read_dialects("PING!get_time", CTX) is None  # builds the cached order

    @register_reader("ping_test")
    class PingReader(DialectReader):
        markers: ClassVar[tuple[str, ...]] = ("PING!",)

        def read(self, text: str, ctx: ReadContext) -> Detection | None:
            return Detection(dialect="ping_test", notes=("dialect:ping_test",))

    try:
        found = read_dialects("PING!get_time", CTX)
        assert found is not None and found.dialect == "ping_test"
    finally:
        unregister_reader("ping_test")
    assert read_dialects("PING!get_time", CTX) is None
