"""Salesforce xLAM call-array reader.

Source of the format: the xLAM-2 model cards (a JSON array of ``{"name", "arguments"}``),
xLAM-1's ``{"tool_calls": [...]}`` output format, and vLLM's ``xlam`` tool parser (bare,
```` ```json ````-fenced, and after ``</think>``).
"""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

ARRAY = '[{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_time", "arguments": {}}]'


class TestXlamReader(ReaderTests):
    key = "xlam"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase("bare-array", ARRAY, calls=(("get_weather", {"city": "Paris"}), ("get_time", {}))),
        ReaderCase(
            "fenced-array",
            '```json\n[{"name": "get_weather", "arguments": {"city": "Oslo", "days": "4"}}]\n```',
            calls=(("get_weather", {"city": "Oslo", "days": 4}),),
            notes=("fenced",),
        ),
        ReaderCase(
            "xlam-1-tool-calls-object",
            '{"tool_calls": [{"name": "get_time", "arguments": {}}]}',
            calls=(("get_time", {}),),
        ),
        ReaderCase("empty-tool-calls-is-no-call", '{"tool_calls": []}', notes=("empty-call-list",)),
        ReaderCase(
            "after-think",
            "<think>need weather</think>\n" + ARRAY,
            calls=(("get_weather", {"city": "Paris"}), ("get_time", {})),
            reasoning="need weather",
        ),
        ReaderCase("data-list-not-claimed", '[{"name": "Ann", "age": 3}]', claimed=False),
        ReaderCase("array-in-prose-not-claimed", "Here: " + ARRAY, claimed=False),
        ReaderCase("empty-array-not-claimed", "[]", claimed=False),
        ReaderCase("single-object-left-to-others", '{"name": "get_time", "arguments": {}}', claimed=False),
        ReaderCase(
            "truncated",
            '[{"name": "get_weather", "arguments": {"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "unknown-function",
            '[{"name": "launch", "arguments": {}}]',
            invalid=1,
            notes=("unknown-function",),
        ),
    ]
