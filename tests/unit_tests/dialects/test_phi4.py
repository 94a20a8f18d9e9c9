"""Phi-4-mini ``functools[...]`` reader.

Source of the format: the Phi-4-mini-instruct model card and chat template (calls as
``functools[{"name": ..., "arguments": {...}}]``) and vLLM's ``phi4_mini_json`` tool
parser (which also accepts ``parameters``).
"""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestPhi4Reader(ReaderTests):
    key = "phi4"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "single",
            'functools[{"name": "get_weather", "arguments": {"city": "Paris"}}]',
            calls=(("get_weather", {"city": "Paris"}),),
        ),
        ReaderCase(
            "parallel-parameters-key-and-prose",
            'Let me check. functools[{"name": "get_time", "parameters": {}}, '
            '{"name": "get_weather", "arguments": {"city": "Oslo", "days": "3"}}]<|end|>',
            calls=(("get_time", {}), ("get_weather", {"city": "Oslo", "days": 3})),
            content="Let me check.",
        ),
        ReaderCase(
            "think-then-call",
            '<think>Weather.</think>functools[{"name": "get_weather", "arguments": {"city": "Rome"}}]',
            calls=(("get_weather", {"city": "Rome"}),),
            reasoning="Weather.",
        ),
        ReaderCase(
            "truncated",
            'functools[{"name": "get_weather", "arguments": {"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("names-no-function", 'functools[{"tool": 1}]', invalid=1, notes=("malformed-call",)),
        ReaderCase(
            "unknown-function",
            'functools[{"name": "launch", "arguments": {}}]',
            invalid=1,
            notes=("unknown-function",),
        ),
        ReaderCase("python-module-not-claimed", "Use functools.partial [see docs].", claimed=False),
    ]
