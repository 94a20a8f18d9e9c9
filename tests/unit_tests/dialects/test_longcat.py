"""LongCat-Flash reader: cases written from its chat template's ``<longcat_tool_call>`` format."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

OPEN, CLOSE = "<longcat_tool_call>", "</longcat_tool_call>"


class TestLongcatReader(ReaderTests):
    key = "longcat"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "clean",
            f'{OPEN}{{"name": "get_weather", "arguments": {{"city": "Paris", "days": 2}}}}{CLOSE}',
            calls=(("get_weather", {"city": "Paris", "days": 2}),),
        ),
        ReaderCase(
            "prose-around-two-calls",
            f"Checking both.\n{OPEN}\n"
            f'{{"name": "get_weather", "arguments": {{"city": "São Paulo"}}}}\n{CLOSE}\n'
            f'{OPEN}\n{{"name": "get_time", "arguments": {{}}}}\n{CLOSE}\nDone.',
            calls=(("get_weather", {"city": "São Paulo"}), ("get_time", {})),
            content="Checking both.\n\n\nDone.",
        ),
        ReaderCase(
            "doubled-braces",
            f'{OPEN}{{{{"name": "get_weather", "arguments": {{"city": "Oslo"}}}}}}{CLOSE}',
            calls=(("get_weather", {"city": "Oslo"}),),
        ),
        ReaderCase(
            "close-tag-quoted-in-value",
            f'{OPEN}{{"name": "get_weather", "arguments": {{"city": "a {CLOSE} b"}}}}{CLOSE}',
            calls=(("get_weather", {"city": f"a {CLOSE} b"}),),
        ),
        ReaderCase(
            "truncated",
            f'{OPEN}{{"name": "get_weather", "arguments": {{"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "think-first",
            f'<think>Weather.</think>{OPEN}{{"name": "get_time", "arguments": {{}}}}{CLOSE}',
            calls=(("get_time", {}),),
            reasoning="Weather.",
        ),
        ReaderCase("not-json", f"{OPEN}get_time(){CLOSE}", invalid=1, notes=("malformed-call",)),
    ]
