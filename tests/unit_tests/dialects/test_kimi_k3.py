"""Kimi K3 XTML reader."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

OP, C, S = "<|open|>", "<|close|>", "<|sep|>"


def arg(key: str, typ: str, value: str) -> str:
    return f'{OP}argument key="{key}" type="{typ}"{S}{value}{C}argument{S}'


def tools(*calls: str) -> str:
    return f"{OP}tools{S}" + "".join(calls) + f"{C}tools{S}{C}message{S}"


class TestKimiK3Reader(ReaderTests):
    key = "kimi_k3"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "thinking-then-call",
            f"Plan.{C}think{S}{OP}response{S}Checking.{C}response{S}"
            + tools(
                f'{OP}call tool="get_weather" index="1"{S}'
                + arg("city", "string", "Paris")
                + arg("days", "number", "2")
                + f"{C}call{S}"
            ),
            calls=(("get_weather", {"city": "Paris", "days": 2}),),
            content="Checking.",
            reasoning="Plan.",
            reasoning_open=True,
        ),
        ReaderCase(
            "thinking-off-marker-text-in-value",
            f"{C}response{S}"
            + tools(
                f'{OP}call tool="get_weather" index="1"{S}'
                + arg("city", "string", f"{C}argument{S} is text")
                + f"{C}call{S}"
            ),
            calls=(("get_weather", {"city": f"{C}argument{S} is text"}),),
        ),
        ReaderCase(
            "escaped-attribute-and-empty-call",
            tools(f'{OP}call tool="get_time" index="1"{S}{C}call{S}'),
            calls=(("get_time", {}),),
        ),
        ReaderCase(
            "skipped-think-channel",
            f"{OP}response{S}Hello{C}response{S}{C}message{S}",
            content="Hello",
            reasoning_open=True,
        ),
        ReaderCase(
            "truncated-header",
            f'{C}response{S}{OP}tools{S}{OP}call tool="get_time" index="1"',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        # Control tokens stripped: element names run together as plain words.
        ReaderCase(
            "stripped-call-with-reasoning",
            'Need data.thinkresponseOne moment.responsetoolscall tool="get_weather" index="1"'
            'argument key="city" type="string"Parisargumentargument key="days" type="number"3'
            "argumentcalltoolsmessage",
            calls=(("get_weather", {"city": "Paris", "days": 3}),),
            content="One moment.",
            reasoning="Need data.",
            reasoning_open=True,
            notes=("special-tokens-stripped",),
        ),
        ReaderCase(
            "stripped-no-call-with-reasoning",
            "Simple.thinkresponseParis is the capital.responsemessage",
            content="Paris is the capital.",
            reasoning="Simple.",
            reasoning_open=True,
        ),
        ReaderCase(
            "stripped-thinking-off-call",
            'responsetoolscall tool="get_time" index="1"calltools',
            calls=(("get_time", {}),),
        ),
        ReaderCase("stripped-no-call-thinking-off-not-claimed", "answerresponse", claimed=False),
        ReaderCase(
            "stripped-truncated",
            'responsetoolscall tool="get_weather" index="1"argument key="city" type="string"Par',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
    ]
