"""Kimi K2 section-token reader."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

SB, SE = "<|tool_calls_section_begin|>", "<|tool_calls_section_end|>"
CB, AB, CE = "<|tool_call_begin|>", "<|tool_call_argument_begin|>", "<|tool_call_end|>"


class TestKimiK2Reader(ReaderTests):
    key = "kimi_k2"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "content-around-verbatim",
            f'Before. {SB}{CB}functions.get_weather:0 {AB}{{"city": "Tokyo"}} {CE}{SE} After.',
            calls=(("get_weather", {"city": "Tokyo"}),),
            content="Before.  After.",
        ),
        ReaderCase(
            "parallel-ids-without-prefix",
            f'{SB}{CB}get_weather:0{AB}{{"city": "A"}}{CE}{CB}functions.get_time:1{AB}{{}}{CE}{SE}',
            calls=(("get_weather", {"city": "A"}), ("get_time", {})),
        ),
        ReaderCase(
            "terminator-inside-string",
            f'{SB}{CB}functions.get_weather:0{AB}{{"city": "stop at {CE} please"}}{CE}{SE}',
            calls=(("get_weather", {"city": f"stop at {CE} please"}),),
        ),
        ReaderCase(
            "reasoning-open",
            f"Why.</think>{SB}{CB}functions.get_time:0{AB}{{}}{CE}{SE}",
            calls=(("get_time", {}),),
            reasoning="Why.",
            reasoning_open=True,
        ),
        ReaderCase("empty-section", f"Nothing. {SB}{SE}", content="Nothing. "),
        ReaderCase(
            "truncated",
            f'{SB}{CB}functions.get_weather:0{AB}{{"city": "Madrid", "days":',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        # Special tokens stripped: the call id and JSON remain.
        ReaderCase(
            "stripped-two-calls-content-before",
            'Let me check.functions.get_weather:0{"city": "Zürich"}functions.get_time:1{}',
            calls=(("get_weather", {"city": "Zürich"}), ("get_time", {})),
            content="Let me check.",
            notes=("special-tokens-stripped",),
        ),
        ReaderCase(
            "stripped-without-prefix",
            'No prefix. get_weather:0 {"city": "Tokyo"} after',
            calls=(("get_weather", {"city": "Tokyo"}),),
            content="No prefix.  after",
        ),
        ReaderCase(
            "stripped-reasoning-open",
            "Why.</think>functions.get_time:0{}",
            calls=(("get_time", {}),),
            reasoning="Why.",
            reasoning_open=True,
        ),
        ReaderCase("stripped-prose-ratio-not-claimed", 'Use ratio:3 {"a": 1} here.', claimed=False),
        ReaderCase(
            "stripped-truncated",
            'functions.get_weather:0{"city": "Mad',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
    ]
