"""Functionary v3.2 ``>>>recipient`` reader: cases written from the Functionary v3.2 chat template."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestFunctionaryV32Reader(ReaderTests):
    key = "functionary_v32"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "clean-call",
            'get_weather\n{"city": "Paris"}',
            calls=(("get_weather", {"city": "Paris"}),),
        ),
        ReaderCase(
            "text-then-two-calls",
            'all\nLet me check.>>>get_weather\n{"city": "Zürich", "days": 2}>>>get_time\n{}',
            calls=(("get_weather", {"city": "Zürich", "days": 2}), ("get_time", {})),
            content="Let me check.",
        ),
        ReaderCase(
            "leading-separator-and-eot",
            '>>>get_weather\n{"city": "Lyon"}<|eot_id|>',
            calls=(("get_weather", {"city": "Lyon"}),),
        ),
        ReaderCase(
            "separator-quoted-in-value",
            'get_weather\n{"city": "a>>>b"}',
            calls=(("get_weather", {"city": "a>>>b"}),),
        ),
        ReaderCase(
            "truncated",
            'all\nOne moment.>>>get_weather\n{"city": "Pa',
            content="One moment.",
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("text-only-with-separator", "all\nHello there.>>>all\nBye.", content="Hello there.Bye."),
        ReaderCase("prose-line-not-claimed", "Paris\nis the capital of France.", claimed=False),
        ReaderCase("unknown-name-without-separator-not-claimed", 'launch\n{"x": 1}', claimed=False),
        ReaderCase(
            "builtin-python-ignored",
            "all\nRunning it.>>>python\nprint(1)",
            content="Running it.",
            notes=("builtin-recipient-ignored",),
        ),
    ]
