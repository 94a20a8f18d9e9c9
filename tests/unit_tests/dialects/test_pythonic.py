"""Pythonic call-list reader (Llama 3.2/4, LFM2, Olmo-3, BFCL)."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestPythonicReader(ReaderTests):
    key = "pythonic"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "parallel-literals",
            "[get_weather(city='Martha\\'s Vineyard', days=3, metric=True, label=None, tags=['a']), "
            "get_time()]",
            calls=(
                (
                    "get_weather",
                    {"city": "Martha's Vineyard", "days": 3, "metric": True, "label": None, "tags": ["a"]},
                ),
                ("get_time", {}),
            ),
        ),
        ReaderCase(
            "llama4-wrapper",
            '<|python_start|>[get_weather(city="LA")]<|python_end|>',
            calls=(("get_weather", {"city": "LA"}),),
        ),
        ReaderCase(
            "lfm2-wrapper-with-prose",
            "Checking. <|tool_call_start|>[get_time()]<|tool_call_end|> Done.",
            calls=(("get_time", {}),),
            content="Checking.  Done.",
        ),
        ReaderCase(
            "never-eval",
            "[get_weather(city=__import__('os').getcwd())]",
            invalid=1,
            notes=("malformed-call",),
        ),
        ReaderCase(
            "positional-args-mapped-in-declared-order",
            "[get_weather('Paris', 3)]",
            calls=(("get_weather", {"city": "Paris", "days": 3}),),
            notes=("positional-mapped",),
        ),
        ReaderCase(
            "positional-and-keyword",
            "[get_weather('Paris', metric=True)]",
            calls=(("get_weather", {"city": "Paris", "metric": True}),),
        ),
        ReaderCase(
            "more-positional-than-declared", "[get_time('now')]", invalid=1, notes=("malformed-call",)
        ),
        ReaderCase("star-args", "[get_weather(*cities)]", invalid=1),
        ReaderCase(
            "truncated",
            '[get_weather(city="San Francisco"), get_weather(city="Seattle',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("list-in-prose-not-claimed", "See [get_time()] for details.", claimed=False),
        ReaderCase(
            "olmo3-multiline-statements",
            '<function_calls>\nget_weather(\n    city="Paris",\n    days=2,\n)\n'
            "get_time()\n</function_calls>",
            calls=(("get_weather", {"city": "Paris", "days": 2}), ("get_time", {})),
        ),
        ReaderCase(
            "bfcl-toolcall-tag",
            'Sure. <TOOLCALL>[get_weather(city="Lyon"), get_time()]</TOOLCALL>',
            calls=(("get_weather", {"city": "Lyon"}), ("get_time", {})),
            content="Sure.",
        ),
        ReaderCase(
            "minicpm3-fenced-in-wrapper",
            '<|tool_call_start|>\n```python\nget_weather(city="Kyiv")\n```\n<|tool_call_end|>',
            calls=(("get_weather", {"city": "Kyiv"}),),
        ),
        ReaderCase("bare-list-then-prose-not-claimed", "[get_time()] is the call you want.", claimed=False),
        ReaderCase(
            "unclosed-wrapper-with-prose-not-claimed",
            "<function_calls>\nget_time()\nSorry, I cannot.",
            claimed=False,
        ),
    ]
