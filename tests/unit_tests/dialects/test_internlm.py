"""InternLM ``<|action_start|><|plugin|>{json}<|action_end|>`` reader.

Source of the format: the InternLM2 / InternLM2.5 chat format (lagent
``INTERNLM2_META``: ``<|plugin|>`` and ``<|interpreter|>`` roles) and vLLM's
``internlm`` tool parser (``name`` plus ``parameters`` or ``arguments``).
"""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

A, P, E = "<|action_start|>", "<|plugin|>", "<|action_end|>"


class TestInternlmReader(ReaderTests):
    key = "internlm"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "single-with-prose",
            f"I will check the weather.{A}{P}\n"
            f'{{"name": "get_weather", "parameters": {{"city": "Shanghai"}}}}{E}\n',
            calls=(("get_weather", {"city": "Shanghai"}),),
            content="I will check the weather.",
        ),
        ReaderCase(
            "arguments-key-and-im-end",
            f'{A}{P}{{"name": "get_weather", "arguments": {{"city": "Oslo", "days": "2"}}}}{E}<|im_end|>',
            calls=(("get_weather", {"city": "Oslo", "days": 2}),),
        ),
        ReaderCase(
            "missing-action-end",
            f'{A}{P}{{"name": "get_time", "parameters": {{}}}}',
            calls=(("get_time", {}),),
            notes=("missing-close-tag",),
        ),
        ReaderCase(
            "code-interpreter-is-no-call",
            f"{A}<|interpreter|>\nprint(1)\n{E}",
            content=f"{A}<|interpreter|>\nprint(1)\n{E}",
            notes=("code-interpreter-not-a-call",),
        ),
        ReaderCase(
            "truncated",
            f'{A}{P}{{"name": "get_weather", "parameters": {{"city": "Sha',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("not-json", f"{A}{P}get_time(){E}", invalid=1, notes=("malformed-call",)),
        ReaderCase(
            "unknown-function",
            f'{A}{P}{{"name": "launch", "parameters": {{}}}}{E}',
            invalid=1,
            notes=("unknown-function",),
        ),
    ]
