"""MiniMax-M1 reader: cases written from its function-call guide (one JSON object per line)."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

OPEN, CLOSE = "<tool_calls>", "</tool_calls>"
W = '{"name": "get_weather", "arguments": {"city": "Paris"}}'
T = '{"name": "get_time", "arguments": {}}'


class TestMinimaxM1Reader(ReaderTests):
    key = "minimax_m1"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase("clean-one", f"{OPEN}\n{W}\n{CLOSE}", calls=(("get_weather", {"city": "Paris"}),)),
        ReaderCase(
            "think-prose-two-lines",
            f"<think>Two lookups.</think>\nOn it.\n{OPEN}\n{W}\n{T}\n{CLOSE}",
            calls=(("get_weather", {"city": "Paris"}), ("get_time", {})),
            content="On it.",
            reasoning="Two lookups.",
        ),
        ReaderCase(
            "non-ascii-and-doubled-braces",
            f'{OPEN}\n{{{{"name": "get_weather", "arguments": {{"city": "Kraków"}}}}}}\n{CLOSE}',
            calls=(("get_weather", {"city": "Kraków"}),),
        ),
        ReaderCase(
            "missing-close-tag",
            f"{OPEN}\n{W}\n",
            calls=(("get_weather", {"city": "Paris"}),),
            notes=("missing-close-tag",),
        ),
        ReaderCase(
            "truncated-second",
            f'{OPEN}\n{W}\n{{"name": "get_time", "argu',
            calls=(("get_weather", {"city": "Paris"}),),
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("array-body-is-jamba", f"{OPEN}[{W}]{CLOSE}", claimed=False),
        ReaderCase("text-in-block", f"{OPEN}\nget_time()\n{CLOSE}", invalid=1, notes=("malformed-call",)),
    ]
