"""FunctionGemma ``<start_function_call>call:NAME{...}<end_function_call>`` reader.

Source of the format: Google's "FunctionGemma formatting and best practices" page
(control tokens, ``<escape>`` string delimiter, ``<start_function_response>`` stop
sequence) and vLLM's ``functiongemma`` tool parser; typing rules (``0x1f``, ``+5``,
``007`` stay strings; ambiguous escapes give no call) shared with
:mod:`prompt_toolcall.reading.sdk_json`.
"""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

S, E, Q = "<start_function_call>", "<end_function_call>", "<escape>"


class TestFunctionGemmaReader(ReaderTests):
    key = "function_gemma"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "single-typed",
            f"{S}call:get_weather{{city:{Q}Paris{Q},days:3,metric:true,label:null}}{E}",
            calls=(("get_weather", {"city": "Paris", "days": 3, "metric": True, "label": None}),),
        ),
        ReaderCase(
            "parallel-with-prose",
            f"Checking.{S}call:get_weather{{city:{Q}Oslo{Q}}}{E}{S}call:get_time{{}}{E}",
            calls=(("get_weather", {"city": "Oslo"}), ("get_time", {})),
            content="Checking.",
        ),
        ReaderCase(
            "escape-holds-markup",
            f"{S}call:get_weather{{city:{Q}a, {{b}}: c{Q},tags:[{Q}x{Q},{Q}y{Q}]}}{E}",
            calls=(("get_weather", {"city": "a, {b}: c", "tags": ["x", "y"]}),),
        ),
        ReaderCase(
            "leading-zeros-stay-text",
            f"{S}call:get_weather{{city:{Q}Nice{Q},label:007}}{E}",
            calls=(("get_weather", {"city": "Nice", "label": "007"}),),
        ),
        ReaderCase(
            "stop-sequence-instead-of-end",
            f"{S}call:get_time{{}}<start_function_response>",
            calls=(("get_time", {}),),
            notes=("missing-close-tag",),
        ),
        ReaderCase(
            "truncated",
            f"{S}call:get_weather{{city:{Q}Pa",
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "repeated-key-is-ambiguous",
            f"{S}call:get_weather{{city:{Q}a{Q},city:{Q}b{Q}}}{E}",
            invalid=1,
            notes=("malformed-call",),
        ),
        ReaderCase("unknown-function", f"{S}call:launch{{}}{E}", invalid=1, notes=("unknown-function",)),
        ReaderCase("not-call-syntax", f"{S}get_time(){E}", invalid=1, notes=("malformed-call",)),
    ]
