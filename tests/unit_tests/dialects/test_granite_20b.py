"""Granite-20B-FunctionCalling reader: cases written from its chat template's repeated,
unclosed ``<function_call>`` format."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

FC = "<function_call>"


class TestGranite20bReader(ReaderTests):
    key = "granite_20b"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "clean",
            f'{FC} {{"name": "get_weather", "arguments": {{"city": "Paris"}}}}',
            calls=(("get_weather", {"city": "Paris"}),),
        ),
        ReaderCase(
            "repeated-unclosed-each-keeps-its-value",
            f'{FC} {{"name": "get_weather", "arguments": {{"city": "Paris"}}}} '
            f'{FC} {{"name": "get_weather", "arguments": {{"city": "Rome", "days": 2}}}}',
            calls=(("get_weather", {"city": "Paris"}), ("get_weather", {"city": "Rome", "days": 2})),
        ),
        ReaderCase(
            "prose-before",
            f'Let me see.\n{FC} {{"name": "get_time", "arguments": {{}}}}',
            calls=(("get_time", {}),),
            content="Let me see.",
        ),
        ReaderCase(
            "marker-quoted-in-value",
            f'{FC} {{"name": "get_weather", "arguments": {{"city": "{FC} Ñuñoa"}}}}',
            calls=(("get_weather", {"city": f"{FC} Ñuñoa"}),),
        ),
        ReaderCase(
            "closed-variant",
            f'{FC}\n{{"name": "get_time", "arguments": {{}}}}\n</function_call>',
            calls=(("get_time", {}),),
        ),
        ReaderCase(
            "truncated",
            f'{FC} {{"name": "get_weather", "arguments": {{"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("not-json", f"{FC} get_time()", invalid=1, notes=("malformed-call",)),
    ]
