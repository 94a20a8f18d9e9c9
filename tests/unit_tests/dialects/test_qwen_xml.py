"""Qwen3-Coder / Qwen3.5 XML reader."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


def call(body: str) -> str:
    return f"<tool_call>\n<function=get_weather>\n{body}</function>\n</tool_call>"


class TestQwenXmlReader(ReaderTests):
    key = "qwen_xml"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "typed-by-schema",
            call(
                "<parameter=city>\n0042\n</parameter>\n<parameter=days>\n3\n</parameter>\n"
                "<parameter=metric>\nTrue\n</parameter>\n<parameter=label>\nnull\n</parameter>\n"
                '<parameter=tags>\n["a", "b"]\n</parameter>\n'
            ),
            calls=(
                (
                    "get_weather",
                    {"city": "0042", "days": 3, "metric": True, "label": None, "tags": ["a", "b"]},
                ),
            ),
        ),
        ReaderCase(
            "whitespace-kept",
            call("<parameter=city>\n  two  spaces\n\n</parameter>\n"),
            calls=(("get_weather", {"city": "  two  spaces\n"}),),
        ),
        ReaderCase(
            "closing-tags-in-value",
            call("<parameter=city>\nsay </parameter> and </function> here\n</parameter>\n"),
            calls=(("get_weather", {"city": "say </parameter> and </function> here"}),),
        ),
        ReaderCase(
            "missing-close-parameter",
            call("<parameter=city>\nDallas\n<parameter=days>\n2\n</parameter>\n"),
            calls=(("get_weather", {"city": "Dallas", "days": 2}),),
            notes=("missing-close-tag",),
        ),
        ReaderCase(
            "bare-function-and-text-around",
            "before<function=get_time></function></tool_call>after",
            calls=(("get_time", {}),),
            content="beforeafter",
            notes=("missing-open-tag",),
        ),
        ReaderCase(
            "truncated-value",
            "<tool_call>\n<function=get_weather>\n<parameter=city>\nrm -rf /",
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "reasoning-open",
            "plan\n</think>\n\n" + call(""),
            calls=(("get_weather", {}),),
            reasoning="plan",
            reasoning_open=True,
        ),
        ReaderCase(
            "cdata-value-verbatim-entities-kept",
            "<tool_call>\n<function=get_weather>\n<parameter=city>\n"
            "<![CDATA[a </parameter> b]]>\n</parameter>\n"
            "<parameter=label>\nFish &amp; Chips\n</parameter>\n</function>\n</tool_call>",
            calls=(("get_weather", {"city": "a </parameter> b", "label": "Fish &amp; Chips"}),),
        ),
        ReaderCase(
            "non-ascii-with-prose",
            "Voy a mirar.\n<tool_call>\n<function=get_weather>\n<parameter=city>\nSão Paulo 🌧\n</parameter>\n"
            "</function>\n</tool_call>",
            calls=(("get_weather", {"city": "São Paulo 🌧"}),),
            content="Voy a mirar.",
        ),
    ]
