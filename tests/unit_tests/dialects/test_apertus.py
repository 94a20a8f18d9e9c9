"""Apertus reader: cases written from the Apertus format specification / chat template."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

OPEN, CLOSE = "<|tools_prefix|>", "<|tools_suffix|>"
IO, IC = "<|inner_prefix|>", "<|inner_suffix|>"


class TestApertusReader(ReaderTests):
    key = "apertus"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "clean",
            f'{OPEN}[{{"get_weather": {{"city": "Paris", "days": 3}}}}]{CLOSE}',
            calls=(("get_weather", {"city": "Paris", "days": 3}),),
        ),
        ReaderCase(
            "reasoning-prose-two-calls",
            f"{IO}Two lookups.{IC}Checking."
            f'{OPEN}[{{"get_weather": {{"city": "Zürich"}}}}, {{"get_time": {{}}}}]{CLOSE}',
            calls=(("get_weather", {"city": "Zürich"}), ("get_time", {})),
            content="Checking.",
            reasoning="Two lookups.",
        ),
        ReaderCase(
            "reasoning-open-by-prompt",
            f'Hmm.{IC}{OPEN}[{{"get_time": {{}}}}]{CLOSE}',
            calls=(("get_time", {}),),
            reasoning="Hmm.",
            reasoning_open=True,
        ),
        ReaderCase(
            "name-arguments-elements",
            f'{OPEN}[{{"name": "get_weather", "arguments": {{"city": "Rome"}}}}]{CLOSE}',
            calls=(("get_weather", {"city": "Rome"}),),
        ),
        ReaderCase(
            "truncated",
            f'{OPEN}[{{"get_weather": {{"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "no-call-with-reasoning",
            f"{IO}Just greet.{IC}Hello!",
            content="Hello!",
            reasoning="Just greet.",
        ),
        ReaderCase(
            "not-a-call-list", f'{OPEN}{{"a": 1, "b": 2}}{CLOSE}', invalid=1, notes=("malformed-call",)
        ),
        ReaderCase(
            "stripped-bare-array-not-claimed",
            '[{"get_weather": {"city": "Paris"}}]',
            claimed=False,
        ),
    ]
