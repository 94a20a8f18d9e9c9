"""GLM-4.5 / 4.7 ``<arg_key>/<arg_value>`` reader."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestGlm4Reader(ReaderTests):
    key = "glm4"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "compact-typed",
            "<tool_call>get_weather<arg_key>city</arg_key><arg_value>3</arg_value>"
            "<arg_key>days</arg_key><arg_value>3</arg_value></tool_call>",
            calls=(("get_weather", {"city": "3", "days": 3}),),
        ),
        ReaderCase(
            "newline-variant-with-think",
            "\n<think>go</think>\nOk.\n<tool_call>get_weather\n<arg_key>city</arg_key>\n"
            "<arg_value>  Rome  </arg_value>\n</tool_call>",
            calls=(("get_weather", {"city": "  Rome  "}),),
            content="Ok.",
            reasoning="go",
        ),
        ReaderCase(
            "empty-and-after",
            "<tool_call>get_time</tool_call>after",
            calls=(("get_time", {}),),
            content="after",
        ),
        ReaderCase(
            "tags-in-value",
            "<tool_call>get_weather<arg_key>city</arg_key><arg_value>use <tool_call> and </tool_call>; ok"
            "</arg_value></tool_call>",
            calls=(("get_weather", {"city": "use <tool_call> and </tool_call>; ok"}),),
        ),
        ReaderCase(
            "missing-last-close-value",
            "<tool_call>get_weather<arg_key>city</arg_key><arg_value>Berlin</tool_call>",
            calls=(("get_weather", {"city": "Berlin"}),),
            notes=("missing-close-tag",),
        ),
        ReaderCase(
            "truncated",
            "<tool_call>get_weather<arg_key>city</arg_key><arg_value>Berlin</arg_value>",
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "hermes-body-is-not-glm",
            '<tool_call>{"name": "get_time", "arguments": {}}</tool_call>',
            claimed=False,
        ),
        ReaderCase(
            "reasoning-open",
            "think more</think><tool_call>get_time</tool_call>",
            calls=(("get_time", {}),),
            reasoning="think more",
            reasoning_open=True,
        ),
        ReaderCase(
            "cdata-value-and-non-ascii",
            "Checking.<tool_call>get_weather<arg_key>city</arg_key>"
            "<arg_value><![CDATA[Zürich <b>]]></arg_value>"
            "<arg_key>label</arg_key><arg_value>A &amp; B</arg_value></tool_call>",
            calls=(("get_weather", {"city": "Zürich <b>", "label": "A &amp; B"}),),
            content="Checking.",
        ),
    ]
