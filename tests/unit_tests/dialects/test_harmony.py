"""gpt-oss Harmony reader."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

A = "<|channel|>analysis<|message|>Think.<|end|><|start|>assistant"


class TestHarmonyReader(ReaderTests):
    key = "harmony"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "recipient-in-role",
            A
            + ' to=functions.get_weather<|channel|>commentary <|constrain|>json<|message|>{"city": "Paris"}',
            calls=(("get_weather", {"city": "Paris"}),),
            reasoning="Think.",
        ),
        ReaderCase(
            "recipient-in-channel-then-final",
            A + "<|channel|>commentary to=functions.get_time <|constrain|>json<|message|>{}<|call|>"
            "<|start|>assistant<|channel|>final<|message|>Done",
            calls=(("get_time", {}),),
            content="Done",
            reasoning="Think.",
        ),
        ReaderCase(
            "preamble-is-content",
            "<|channel|>commentary<|message|>One moment.<|end|><|start|>assistant to=functions.get_time"
            "<|channel|>commentary<|message|>{}",
            calls=(("get_time", {}),),
            content="One moment.",
        ),
        ReaderCase(
            "final-json-is-not-a-call",
            A + '<|channel|>final<|message|>{"name": "get_time", "arguments": {}}',
            content='{"name": "get_time", "arguments": {}}',
            reasoning="Think.",
        ),
        ReaderCase(
            "builtin-recipient-ignored",
            A + "<|channel|>commentary to=python <|constrain|>code<|message|>print(1)",
            reasoning="Think.",
            notes=("builtin-recipient-ignored",),
        ),
        ReaderCase(
            "truncated-in-arguments",
            A + ' to=functions.get_weather<|channel|>commentary<|message|>{"city": "Pa',
            reasoning="Think.",
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        # Special tokens stripped by the server (skip_special_tokens=True).
        ReaderCase(
            "stripped-recipient-in-role",
            'analysisThink.assistant to=functions.get_weathercommentary json{"city": "Paris"}',
            calls=(("get_weather", {"city": "Paris"}),),
            reasoning="Think.",
            notes=("special-tokens-stripped",),
        ),
        ReaderCase(
            "stripped-recipient-in-channel-then-final",
            "analysisThink.assistantcommentary to=functions.get_time json{}assistantfinalDone",
            calls=(("get_time", {}),),
            content="Done",
            reasoning="Think.",
        ),
        ReaderCase(
            "stripped-no-reasoning-constrain-glued",
            ' to=functions.get_weathercommentaryjson{"city": "Zürich"}',
            calls=(("get_weather", {"city": "Zürich"}),),
        ),
        ReaderCase(
            "stripped-final-json-is-not-a-call",
            'analysisThink.assistantfinal{"name": "get_time", "arguments": {}}',
            content='{"name": "get_time", "arguments": {}}',
            reasoning="Think.",
        ),
        ReaderCase("stripped-final-only", "finalHi there.", content="Hi there."),
        ReaderCase("stripped-prose-finally-not-claimed", "finally, it rained.", claimed=False),
        ReaderCase("stripped-prose-analysis-not-claimed", "analysis shows rain.", claimed=False),
        ReaderCase(
            "stripped-builtin-recipient",
            'analysisRun it.assistantcommentary to=python codeprint("hi")',
            reasoning="Run it.",
            notes=("builtin-recipient-ignored",),
        ),
        ReaderCase(
            "stripped-truncated",
            'analysisThink.assistant to=functions.get_weathercommentary json{"city": "Pa',
            reasoning="Think.",
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "stripped-unknown-function",
            "analysisThink.assistant to=functions.launchcommentary json{}",
            reasoning="Think.",
            invalid=1,
        ),
    ]
