"""NVIDIA Nemotron ``<TOOLCALL>[...]</TOOLCALL>`` reader.

Source of the format: the Llama-3.1-Nemotron-Nano / Nemotron-Nano-v2 chat templates
(``<TOOLCALL>`` JSON array, ``<think>`` reasoning) and vLLM's ``nemotron_json`` tool
parser (a single object is accepted too; ``arguments`` may be a JSON string).
"""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestNemotronReader(ReaderTests):
    key = "nemotron"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "array",
            '<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "Paris"}}]</TOOLCALL>',
            calls=(("get_weather", {"city": "Paris"}),),
        ),
        ReaderCase(
            "single-object",
            '<TOOLCALL>{"name": "get_time", "arguments": {}}</TOOLCALL>',
            calls=(("get_time", {}),),
        ),
        ReaderCase(
            "think-prose-and-string-arguments",
            "<think>Weather needed.</think>Checking now.\n"
            '<TOOLCALL>[{"name": "get_weather", '
            '"arguments": "{\\"city\\": \\"Rome\\", \\"days\\": 2}"}]</TOOLCALL>',
            calls=(("get_weather", {"city": "Rome", "days": 2}),),
            content="Checking now.",
            reasoning="Weather needed.",
        ),
        ReaderCase(
            "truncated",
            '<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "text-after-json-inside-block",
            '<TOOLCALL>[{"name": "get_time", "arguments": {}}] oops</TOOLCALL>',
            invalid=1,
            notes=("malformed-call",),
        ),
        ReaderCase(
            "unknown-function",
            '<TOOLCALL>[{"name": "launch", "arguments": {}}]</TOOLCALL>',
            invalid=1,
            notes=("unknown-function",),
        ),
        ReaderCase(
            "bfcl-json-function-parameters-fenced",
            "<TOOLCALL>```json\n"
            '[{"function": "get_weather", "parameters": {"city": "Zürich"}}]\n```</TOOLCALL>',
            calls=(("get_weather", {"city": "Zürich"}),),
        ),
    ]
