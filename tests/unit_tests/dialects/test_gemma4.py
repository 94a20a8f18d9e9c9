"""Gemma 4 ``<|tool_call>call:NAME{...}`` reader."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

Q = '<|"|>'


class TestGemma4Reader(ReaderTests):
    key = "gemma4"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "typed-values-and-delimited-strings",
            f'<|tool_call>call:get_weather{{city:{Q}x,y}} "q"{Q},days:3,metric:false,label:null,'
            f"tags:[{Q}a{Q},{Q}b{Q}]}}<tool_call|>",
            calls=(
                (
                    "get_weather",
                    {"city": 'x,y} "q"', "days": 3, "metric": False, "label": None, "tags": ["a", "b"]},
                ),
            ),
        ),
        ReaderCase(
            "thought-and-text-around",
            "<|channel>thought\nWhy.\n<channel|>Before <|tool_call>call:get_time{}<tool_call|> after",
            calls=(("get_time", {}),),
            content="Before  after",
            reasoning="Why.",
        ),
        ReaderCase(
            "stop-token-cut",
            f"<|tool_call>call:get_weather{{city:{Q}Rome{Q}}}",
            calls=(("get_weather", {"city": "Rome"}),),
            notes=("missing-close-tag",),
        ),
        ReaderCase(
            "special-tokens-stripped",
            "call:get_weather{city:Rome,days:2}",
            calls=(("get_weather", {"city": "Rome", "days": 2}),),
            notes=("special-tokens-stripped",),
        ),
        ReaderCase("no-brace", "<|tool_call>call:get_time no brace<tool_call|>", invalid=1),
        ReaderCase(
            "truncated-second",
            f"<|tool_call>call:get_time{{}}<tool_call|><|tool_call>call:get_weather{{city:{Q}Par",
            calls=(("get_time", {}),),
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "stripped-thought-and-glued-calls",
            "thought\nTwo lookups.\ncall:get_weather{city:Oslo}call:get_time{}",
            calls=(("get_weather", {"city": "Oslo"}), ("get_time", {})),
            reasoning="Two lookups.",
            notes=("special-tokens-stripped",),
        ),
    ]
