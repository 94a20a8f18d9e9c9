"""Functionary v3.1 / Llama 3.1 ``<function=NAME>{json}</function>`` reader: cases written
from the Functionary v3.1 chat template and Meta's Llama 3.1 custom-tool prompt format."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestFunctionaryV31Reader(ReaderTests):
    key = "functionary_v31"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "clean",
            '<function=get_weather>{"city": "Paris"}</function>',
            calls=(("get_weather", {"city": "Paris"}),),
        ),
        ReaderCase(
            "prose-two-calls-eot",
            'Sure.\n<function=get_weather>{"city": "Montréal", "days": 2}</function>'
            "<function=get_time>{}</function><|eot_id|>",
            calls=(("get_weather", {"city": "Montréal", "days": 2}), ("get_time", {})),
            content="Sure.",
        ),
        ReaderCase(
            "missing-close-tag",
            '<function=get_weather>{"city": "Oslo"}',
            calls=(("get_weather", {"city": "Oslo"}),),
            notes=("missing-close-tag",),
        ),
        ReaderCase(
            "close-tag-quoted-in-value",
            '<function=get_weather>{"city": "x </function> y"}</function>',
            calls=(("get_weather", {"city": "x </function> y"}),),
        ),
        ReaderCase(
            "doubled-braces",
            '<function=get_weather>{{"city": "Lima"}}</function>',
            calls=(("get_weather", {"city": "Lima"}),),
        ),
        ReaderCase(
            "truncated",
            '<function=get_weather>{"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "text-after-json-in-call",
            '<function=get_weather>{"city": "Paris"} oops</function>',
            invalid=1,
            notes=("malformed-call",),
        ),
        ReaderCase(
            "qwen-xml-body-declined",
            "<function=get_time>\n<parameter=x>1</parameter></function>",
            claimed=False,
        ),
    ]
