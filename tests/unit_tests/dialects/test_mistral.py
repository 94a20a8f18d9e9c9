"""Mistral ``[TOOL_CALLS]`` reader (v3 array, v11+ [ARGS], [CALL_ID], name{json})."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestMistralReader(ReaderTests):
    key = "mistral"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "v3-array",
            '[TOOL_CALLS] [{"arguments": {"city": "Lima"}, "name": "get_weather"}, '
            '{"name": "get_time", "arguments": {}}]',
            calls=(("get_weather", {"city": "Lima"}), ("get_time", {})),
        ),
        ReaderCase(
            "v11-args-parallel-with-prose",
            'Checking.[TOOL_CALLS]get_weather[ARGS]{"city": "Oslo", "days": 2}[TOOL_CALLS]get_time[ARGS]{}',
            calls=(("get_weather", {"city": "Oslo", "days": 2}), ("get_time", {})),
            content="Checking.",
        ),
        ReaderCase(
            "call-id",
            '[TOOL_CALLS]get_weather[CALL_ID]123456789[ARGS]{"city": "Rome"}',
            calls=(("get_weather", {"city": "Rome"}),),
            notes=("call-id",),
        ),
        ReaderCase(
            "name-json",
            '[TOOL_CALLS]get_weather{"city": "Rome"}',
            calls=(("get_weather", {"city": "Rome"}),),
            notes=("no-args-token",),
        ),
        ReaderCase(
            "think-with-marker-inside",
            "[THINK]maybe [TOOL_CALLS]get_time[ARGS]{} later[/THINK]"
            '[TOOL_CALLS]get_weather[ARGS]{"city": "Nice"}',
            calls=(("get_weather", {"city": "Nice"}),),
            reasoning="maybe [TOOL_CALLS]get_time[ARGS]{} later",
        ),
        ReaderCase(
            "truncated-arguments",
            '[TOOL_CALLS]get_weather[ARGS]{"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("not-json", "[TOOL_CALLS] not json at all", invalid=1),
        ReaderCase("stop-at-marker", "Sure.[TOOL_CALLS]", content="Sure.", invalid=1),
        ReaderCase("think-only", "[THINK]hmm", reasoning="hmm"),
    ]


class TestMistralStrippedTokens(ReaderTests):
    """The special-tokens-stripped forms (``skip_special_tokens=True``): ``[TOOL_CALLS]``,
    ``[ARGS]`` and ``[CALL_ID]`` gone. Read only at the start of the reply and only for
    declared names (canitoolcall ``mistral`` family with its special tokens stripped)."""

    key = "mistral"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "stripped-parallel",
            'get_weather{"city": "Paris", "days": "2"}get_time{}',
            calls=(("get_weather", {"city": "Paris", "days": 2}), ("get_time", {})),
            notes=("special-tokens-stripped",),
        ),
        ReaderCase(
            "only-tool-calls-token-stripped",
            'get_weather[ARGS]{"city": "Rome"}</s>',
            calls=(("get_weather", {"city": "Rome"}),),
            notes=("special-tokens-stripped",),
        ),
        ReaderCase(
            "call-id-glued-to-name",
            'get_weatherA1b2C3d4E{"city": "Rome"}',
            calls=(("get_weather", {"city": "Rome"}),),
            notes=("special-tokens-stripped", "call-id"),
        ),
        ReaderCase(
            "think-then-stripped-call",
            "<think>hm</think>get_time{}",
            calls=(("get_time", {}),),
            reasoning="hm",
        ),
        ReaderCase(
            "truncated",
            'get_weather{"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("undeclared-name-not-claimed", 'launch{"x": 1}', claimed=False),
        ReaderCase("prose-before-not-claimed", "Sure.get_time{}", claimed=False),
        ReaderCase(
            "prose-after-not-claimed",
            "get_time{} is how you would call it.",
            claimed=False,
        ),
        ReaderCase("template-braces-not-claimed", "Hello {name}, welcome.", claimed=False),
    ]
