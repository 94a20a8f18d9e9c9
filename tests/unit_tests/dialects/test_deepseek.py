"""DeepSeek token (V3/R1/V3.1) and DSML (V3.2/V4/V4.1) reader."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

B, E, CB, CE, SEP = (
    "<｜tool▁calls▁begin｜>",
    "<｜tool▁calls▁end｜>",
    "<｜tool▁call▁begin｜>",
    "<｜tool▁call▁end｜>",
    "<｜tool▁sep｜>",
)


class TestDeepSeekReader(ReaderTests):
    key = "deepseek"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "v3-fenced",
            f'Sure.{B}{CB}function{SEP}get_weather\n```json\n{{"city": "Tokyo"}}\n```{CE}{E}',
            calls=(("get_weather", {"city": "Tokyo"}),),
            content="Sure.",
        ),
        ReaderCase(
            "v31-parallel",
            f'{B}{CB}get_weather{SEP}{{"city": "A"}}{CE}{CB}get_time{SEP}{{}}{CE}{E}',
            calls=(("get_weather", {"city": "A"}), ("get_time", {})),
        ),
        ReaderCase(
            "ascii-lookalikes",
            "<|tool_calls_begin|><|tool_call_begin|>get_time<|tool_sep|>{}<|tool_call_end|><|tool_calls_end|>",
            calls=(("get_time", {}),),
        ),
        ReaderCase(
            "marker-in-string",
            f'{B}{CB}get_weather{SEP}{{"city": "x {CE} y"}}{CE}{E}',
            calls=(("get_weather", {"city": f"x {CE} y"}),),
        ),
        ReaderCase(
            "v32-dsml-typed",
            'Checking.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n'
            '<｜DSML｜parameter name="city" string="true">007</｜DSML｜parameter>\n'
            '<｜DSML｜parameter name="days" string="false">2</｜DSML｜parameter>\n'
            "</｜DSML｜invoke>\n</｜DSML｜function_calls>",
            calls=(("get_weather", {"city": "007", "days": 2}),),
            content="Checking.",
        ),
        ReaderCase(
            "v41-spaced-self-closing-with-reasoning",
            'plan</think>\n\n<｜DSML｜ calls>\n<｜DSML｜ invoke name="get_time"/>\n</｜DSML｜ calls>',
            calls=(("get_time", {}),),
            reasoning="plan",
            reasoning_open=True,
        ),
        ReaderCase(
            "truncated-v31",
            f'{B}{CB}get_weather{SEP}{{"city": "Zür',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "missing-call-tokens",
            f'{B}function{SEP}get_weather\n```json\n{{"city": "Tokyo"}}\n```{E}',
            invalid=1,
            notes=("malformed-call",),
        ),
        # Special tokens stripped: the V3 head word and fenced body remain.
        ReaderCase(
            "stripped-v3-two-calls",
            'Checking.functionget_weather\n```json\n{"city": "Zürich"}\n```\n'
            "functionget_time\n```json\n{}\n```",
            calls=(("get_weather", {"city": "Zürich"}), ("get_time", {})),
            content="Checking.",
            notes=("special-tokens-stripped",),
        ),
        ReaderCase(
            "stripped-v3-unknown-name-not-claimed",
            'functionlaunch\n```json\n{"x": 1}\n```',
            claimed=False,
        ),
        ReaderCase(
            "stripped-v3-prose-after-not-claimed",
            "functionget_time\n```json\n{}\n```\nThat is how it looks.",
            claimed=False,
        ),
        ReaderCase(
            "stripped-v3-truncated",
            'functionget_weather\n```json\n{"city": "Zü',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
    ]
