"""Step-3 ``steptml`` reader: cases written from the Step-3 chat template's call format."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

B, E = "<｜tool_calls_begin｜>", "<｜tool_calls_end｜>"
CB, CE, SEP = "<｜tool_call_begin｜>", "<｜tool_call_end｜>", "<｜tool_sep｜>"


def call(body: str) -> str:
    return f"{CB}function{SEP}{body}{CE}"


def invoke(name: str, params: str) -> str:
    return f'<steptml:invoke name="{name}">{params}</steptml:invoke>'


def param(key: str, value: str) -> str:
    return f'<steptml:parameter name="{key}">{value}</steptml:parameter>'


class TestStep3Reader(ReaderTests):
    key = "step3"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "clean-typed-by-schema",
            B + call(invoke("get_weather", param("city", "Paris") + param("days", "3"))) + E,
            calls=(("get_weather", {"city": "Paris", "days": 3}),),
        ),
        ReaderCase(
            "prose-around-and-think",
            "<think>Need data.</think>Let me check.\n"
            + B
            + call(invoke("get_weather", "\n" + param("city", "Zürich") + "\n"))
            + E
            + "\nOne moment.",
            calls=(("get_weather", {"city": "Zürich"}),),
            content="Let me check.\nOne moment.",
            reasoning="Need data.",
        ),
        ReaderCase(
            "two-calls",
            B + call(invoke("get_weather", param("city", "東京"))) + call(invoke("get_time", "")) + E,
            calls=(("get_weather", {"city": "東京"}), ("get_time", {})),
        ),
        ReaderCase(
            "truncated-mid-value",
            B
            + CB
            + "function"
            + SEP
            + '<steptml:invoke name="get_weather"><steptml:parameter name="city">Par',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "special-tokens-stripped",
            "function" + invoke("get_weather", param("city", "Paris")),
            calls=(("get_weather", {"city": "Paris"}),),
        ),
        ReaderCase(
            "array-value-typed",
            B + call(invoke("get_weather", param("city", "Rome") + param("tags", '["a", "b"]'))) + E,
            calls=(("get_weather", {"city": "Rome", "tags": ["a", "b"]}),),
        ),
        ReaderCase(
            "unknown-function",
            B + call(invoke("launch", param("x", "1"))) + E,
            invalid=1,
        ),
        ReaderCase("plain-deepseek-not-claimed", f"{B}{CB}get_time{SEP}{{}}{CE}{E}", claimed=False),
    ]
