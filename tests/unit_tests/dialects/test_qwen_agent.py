"""Qwen-Agent reader: cases written from Qwen-Agent's ``✿FUNCTION✿`` function-calling prompt."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestQwenAgentReader(ReaderTests):
    key = "qwen_agent"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "clean",
            '✿FUNCTION✿: get_weather\n✿ARGS✿: {"city": "Paris"}',
            calls=(("get_weather", {"city": "Paris"}),),
        ),
        ReaderCase(
            "prose-two-calls",
            'Let me look.\n✿FUNCTION✿: get_weather\n✿ARGS✿: {"city": "Kyōto", "days": 2}\n'
            "✿FUNCTION✿: get_time\n✿ARGS✿: {}",
            calls=(("get_weather", {"city": "Kyōto", "days": 2}), ("get_time", {})),
            content="Let me look.",
        ),
        ReaderCase(
            "hallucinated-result-dropped",
            '✿FUNCTION✿: get_weather\n✿ARGS✿: {"city": "Rome"}\n✿RESULT✿: sunny\n✿RETURN✿: It is sunny.',
            calls=(("get_weather", {"city": "Rome"}),),
            notes=("hallucinated-observation-dropped",),
        ),
        ReaderCase("return-only", "✿RETURN✿: Paris is the capital.", content="Paris is the capital."),
        ReaderCase(
            "doubled-braces",
            '✿FUNCTION✿: get_weather\n✿ARGS✿: {{"city": "Oslo"}}',
            calls=(("get_weather", {"city": "Oslo"}),),
        ),
        ReaderCase(
            "truncated",
            '✿FUNCTION✿: get_weather\n✿ARGS✿: {"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "args-not-object",
            "✿FUNCTION✿: get_weather\n✿ARGS✿: Paris",
            invalid=1,
            notes=("malformed-call",),
        ),
    ]
