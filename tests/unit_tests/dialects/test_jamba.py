"""Jamba / Hunyuan ``<tool_calls>[...]</tool_calls>`` reader.

Sources of the format: AI21 Jamba 1.5/1.6 chat template and vLLM's ``jamba`` tool
parser; Tencent Hunyuan-A13B chat template (``<think>`` then ``<answer>``) and vLLM's
``hunyuan_a13b`` tool parser (blocks inside ``<think>`` are not calls).
"""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestJambaReader(ReaderTests):
    key = "jamba"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "jamba-with-prose",
            'Sure.\n<tool_calls>[{"name": "get_weather", "arguments": {"city": "Paris"}}]</tool_calls>',
            calls=(("get_weather", {"city": "Paris"}),),
            content="Sure.",
        ),
        ReaderCase(
            "hunyuan-think-answer",
            "<think>\nThe user wants the weather.\n</think>\n<answer>\n"
            '<tool_calls>[{"name": "get_weather", "arguments": {"city": "Beijing"}}, '
            '{"name": "get_time", "arguments": {}}]</tool_calls>\n</answer>',
            calls=(("get_weather", {"city": "Beijing"}), ("get_time", {})),
            reasoning="The user wants the weather.",
        ),
        ReaderCase(
            "close-tag-quoted-in-string",
            '<tool_calls>[{"name": "get_weather", "arguments": {"city": "</tool_calls>"}}]</tool_calls>',
            calls=(("get_weather", {"city": "</tool_calls>"}),),
        ),
        ReaderCase(
            "open-tag-quoted-in-string",
            '<tool_calls>[{"name": "get_weather", "arguments": {"city": "a <tool_calls> b"}}]</tool_calls>',
            calls=(("get_weather", {"city": "a <tool_calls> b"}),),
        ),
        ReaderCase(
            "stop-sequence-cut-close-tag",
            '<tool_calls>[{"name": "get_time", "arguments": {}}]',
            calls=(("get_time", {}),),
            notes=("missing-close-tag",),
        ),
        ReaderCase(
            "block-inside-think-is-reasoning",
            '<think>maybe <tool_calls>[{"name": "get_time", "arguments": {}}]</tool_calls></think>Hello',
            claimed=False,
        ),
        ReaderCase(
            "truncated",
            '<tool_calls>[{"name": "get_weather", "arguments": {"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("not-json", "<tool_calls>get_time()</tool_calls>", invalid=1, notes=("malformed-call",)),
        ReaderCase(
            "unknown-function",
            '<tool_calls>[{"name": "launch", "arguments": {}}]</tool_calls>',
            invalid=1,
            notes=("unknown-function",),
        ),
        ReaderCase(
            "hunyuan-think-and-answer-tags",
            '<think>Need weather.</think>\n<answer>\n<tool_calls>[{"name": "get_weather", '
            '"arguments": {"city": "深圳"}}]</tool_calls>\n</answer>',
            calls=(("get_weather", {"city": "深圳"}),),
            reasoning="Need weather.",
        ),
    ]
