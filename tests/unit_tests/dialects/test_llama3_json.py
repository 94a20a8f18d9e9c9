"""Llama 3.x JSON reader (``<|python_tag|>``, ``;``-separated calls)."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestLlama3JsonReader(ReaderTests):
    key = "llama3_json"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "python-tag-prose-verbatim",
            'Let me check. <|python_tag|>{"name": "get_weather", "parameters": {"city": "Tokyo"}}<|eom_id|>',
            calls=(("get_weather", {"city": "Tokyo"}),),
            content="Let me check. ",
            notes=("python-tag",),
        ),
        ReaderCase(
            "type-function-key",
            '<|python_tag|>{"type": "function", "name": "get_weather", '
            '"parameters": {"city": "Rome", "days": "2"}}',
            calls=(("get_weather", {"city": "Rome", "days": 2}),),
        ),
        ReaderCase(
            "semicolon-separated",
            '{"name": "get_weather", "parameters": {"city": "A"}}; {"name": "get_time", "parameters": {}}',
            calls=(("get_weather", {"city": "A"}), ("get_time", {})),
            notes=("semicolon-separated",),
        ),
        ReaderCase(
            "truncated",
            '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Ro',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("code-interpreter-not-a-call", "<|python_tag|>print(1)", claimed=False),
        ReaderCase(
            "single-bare-object-left-to-generic", '{"name": "get_time", "parameters": {}}', claimed=False
        ),
    ]
