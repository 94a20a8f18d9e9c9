"""The clean-reply fast path of ``parse_envelope`` gives exactly what the general path gives.

The fast path (``prompt_toolcall.reading.envelope``: ``_is_clean`` skips the preamble, ``_plain_calls``
builds the calls, ``arguments_fit`` skips coercion) must be invisible. Each test here
reads the same text twice, once as shipped and once with both shortcuts switched off
(the general path: preamble, ``read_json_calls``, ``ReadContext.make_call``), and
compares everything but the random call ids.
"""

from __future__ import annotations

import json
import math
import os
import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import prompt_toolcall.reading.envelope as envelope_module
from prompt_toolcall.reading.detect import build_context
from prompt_toolcall.reading.dialects.base import ReadContext
from prompt_toolcall.reading.envelope import parse_envelope
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import (
    Envelope,
    EnvelopeCalls,
    EnvelopeNeedInfo,
    EnvelopeUnreadable,
    FunctionTool,
    InvalidToolCall,
    ToolCall,
    new_call_id,
)

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

FUNCTIONS = [
    FunctionTool(
        "get_weather",
        "Weather.",
        {
            "type": "object",
            "properties": {
                "city": {"type": "string"},
                "days": {"type": "integer"},
                "temp": {"type": "number"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
                "hourly": {"type": "boolean"},
                "tags": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["city"],
        },
    ),
    FunctionTool(
        "send_email",
        "Mail.",
        {
            "type": "object",
            "properties": {
                "to": {"type": "string"},
                "cc": {"type": "array", "items": {"type": "integer"}},
                "meta": {"type": "object", "properties": {"n": {"type": "integer"}}},
                "when": {"type": ["string", "null"]},
                "level": {"enum": [1, 2, "High"]},
            },
        },
    ),
    FunctionTool("ping", "No parameters."),
]
NAMES = frozenset(f.name for f in FUNCTIONS)
CTX = build_context(NAMES, FUNCTIONS)
ID = re.compile(r"call_[0-9a-f]{24}")


@contextmanager
def general_path() -> Iterator[None]:
    """Both shortcuts off: every reply takes the general path."""
    with (
        mock.patch.object(envelope_module, "_is_clean", lambda t: False),
        mock.patch.object(envelope_module, "_plain_calls", lambda calls, ctx: None),
    ):
        yield


def canon(value: Any) -> Any:
    """A comparable form that keeps exact types (``5``, ``5.0`` and ``True`` differ)."""
    if isinstance(value, dict):
        return ("dict", tuple((k, canon(v)) for k, v in value.items()))
    if isinstance(value, list):
        return ("list", tuple(canon(v) for v in value))
    if isinstance(value, float) and math.isnan(value):
        return ("float", "nan")
    return (type(value).__name__, value)


def _call(c: ToolCall) -> Any:
    return (c.name, canon(c.arguments))


def _invalid(c: InvalidToolCall) -> Any:
    return (c.name, c.raw_arguments, c.error)


def shape(env: Envelope) -> Any:
    """Everything about an envelope but its call ids (checked for format instead)."""
    ids = [c.id for c in getattr(env, "calls", ())] + [c.id for c in getattr(env, "invalid", ())]
    assert all(ID.fullmatch(i) for i in ids), ids
    assert len(set(ids)) == len(ids)
    if isinstance(env, EnvelopeCalls):
        return ("calls", tuple(map(_call, env.calls)), env.notes, env.no_tool)
    if isinstance(env, EnvelopeNeedInfo):
        return ("need", env.function, env.missing, env.notes)
    assert isinstance(env, EnvelopeUnreadable)
    return ("unreadable", env.notes, env.errors, tuple(map(_invalid, env.invalid)))


def both(text: str, *args: Any) -> tuple[Any, Any]:
    fast = shape(parse_envelope(text, *args))
    with general_path():
        general = shape(parse_envelope(text, *args))
    return fast, general


# -- strategies: replies a prompted model writes, clean and not --------------------------

VALUES = st.sampled_from(
    [
        "Lima",
        "a<b",
        "`tick`",
        ">>>",
        "<<<TOOL_CALL>>>",
        "Celsius",
        "celsius",
        "5",
        5,
        5.0,
        5.5,
        True,
        "true",
        None,
        "null",
        [],
        ["x", 1],
        ["1", "2"],
        [1, 2],
        {"n": "7"},
        {"n": 7},
        '{"n": 7}',
        "[1, 2]",
        "High",
        "high",
        2,
    ]
)
KEYS = st.sampled_from(
    ["city", "days", "temp", "unit", "hourly", "tags", "to", "cc", "meta", "when", "level", "x"]
)
ARGUMENTS = st.dictionaries(KEYS, VALUES, max_size=5)
NAME_VALUES = st.sampled_from(
    [
        "get_weather",
        "send_email",
        "ping",
        "GET_WEATHER",
        "functions.get_weather",
        " ping",
        "launch",
        "",
        7,
        None,
    ]
)


@st.composite
def call_items(draw: st.DrawFn) -> Any:
    kind = draw(st.sampled_from(["plain", "plain", "plain", "string-args", "other-key", "no-args", "odd"]))
    name = draw(NAME_VALUES)
    args = draw(ARGUMENTS)
    if kind == "plain":
        return {"name": name, "arguments": args}
    if kind == "string-args":
        return {"name": name, "arguments": json.dumps(args)}
    if kind == "other-key":
        return {draw(st.sampled_from(["action", "tool"])): name, "parameters": args}
    if kind == "no-args":
        return {"name": name}
    return draw(st.sampled_from([[1], "text", None, {"name": name, "arguments": [1]}]))


@st.composite
def payloads(draw: st.DrawFn) -> str:
    calls = draw(st.lists(call_items(), max_size=4))
    value: Any = draw(
        st.sampled_from(["calls", "calls", "calls", "list", "single", "empty-calls", "not-a-list"])
    )
    if value == "calls":
        value = {"calls": calls}
    elif value == "list":
        value = calls
    elif value == "single":
        value = calls[0] if calls else {}
    elif value == "empty-calls":
        value = {"calls": []}
    else:
        value = {"calls": {"name": "ping"}}
    text = json.dumps(value, indent=draw(st.sampled_from([None, 2])))
    return draw(
        st.sampled_from([text, text, text[:-1], text.replace('"', "'"), text + ",", "{{" + text + "}}"])
    )


@st.composite
def replies(draw: st.DrawFn) -> str:
    prefix = draw(st.sampled_from(["", "", "  \n", "Sure: ", "```json\n", ">", "<think>x</think>"]))
    marker = draw(
        st.sampled_from(
            [TOOL_CALL_MARKER] * 4
            + ["<<TOOL_CALL>>", "<<<TOOL_CALL>>>>", "<<<<TOOL_CALL>>>>", "", NO_TOOL_MARKER, NEED_INFO_MARKER]
        )
    )
    gap = draw(st.sampled_from(["", "", " ", "\n", ">", ">>"]))
    suffix = draw(
        st.sampled_from(["", "", "\n", "\n```", " " + TOOL_CALL_MARKER + "{}", " <b>", " `x`", " >"])
    )
    return prefix + marker + gap + draw(payloads()) + suffix


# -- the equivalence ---------------------------------------------------------------------


@SETTINGS
@given(replies())
def test_fast_path_equals_general_path(text: str) -> None:
    fast, general = both(text, CTX)
    assert fast == general


@SETTINGS
@given(st.lists(call_items(), min_size=1, max_size=4))
def test_clean_envelopes_equal_general_path(calls: list[Any]) -> None:
    # Every reply here is clean, so the shortcut is always the one answering.
    text = TOOL_CALL_MARKER + json.dumps({"calls": calls})
    fast, general = both(text, CTX)
    assert fast == general
    # The same through names and functions (the context built per call).
    fast, general = both(text, NAMES, FUNCTIONS)
    assert fast == general


def test_the_shortcut_answers_clean_replies() -> None:
    # The equivalence above is only worth something if the shortcut is taken: a clean
    # reply must not reach the general call rules at all.
    text = TOOL_CALL_MARKER + json.dumps(
        {
            "calls": [
                {"name": "get_weather", "arguments": {"city": "Lima", "days": 3, "unit": "celsius"}},
                {"name": "send_email", "arguments": {"to": "a@example.com", "cc": [1], "when": None}},
            ]
        }
    )
    with mock.patch.object(envelope_module, "read_json_calls", side_effect=AssertionError("general path")):
        env = parse_envelope(text, CTX)
    assert isinstance(env, EnvelopeCalls)
    assert [c.name for c in env.calls] == ["get_weather", "send_email"]


def test_a_clean_reply_read_tolerantly_keeps_its_note() -> None:
    # No "<" and no backtick: the reply is clean, but its JSON needs the tolerant reader.
    for payload in (
        "{'calls': [{'name': 'ping', 'arguments': {}}]}",
        '{"calls": [{"name": "get_weather", "arguments": {"city": "Lima", "hourly": True}}]}',
        '{"calls": [{"name": "ping", "arguments": {},},]}',
    ):
        fast, general = both(TOOL_CALL_MARKER + payload, CTX)
        assert fast == general
        assert fast[2], fast  # a tolerance note


def test_arguments_needing_coercion_are_coerced_on_the_fast_path() -> None:
    text = TOOL_CALL_MARKER + json.dumps(
        {"calls": [{"name": "get_weather", "arguments": {"city": "Lima", "days": "3", "unit": "Celsius"}}]}
    )
    fast, general = both(text, CTX)
    assert fast == general
    env = parse_envelope(text, CTX)
    assert isinstance(env, EnvelopeCalls)
    assert env.calls[0].arguments == {"city": "Lima", "days": 3, "unit": "celsius"}


def test_a_context_subclass_reads_calls_its_own_way() -> None:
    # A subclass may override make_call; the shortcut must not bypass it.
    class Tagging(ReadContext):
        def make_call(self, raw_name: object, raw_arguments: object) -> ToolCall | InvalidToolCall | None:
            got = super().make_call(raw_name, raw_arguments)
            if isinstance(got, ToolCall):
                return ToolCall(got.name, {**got.arguments, "via": "subclass"}, got.id)
            return got

    ctx = Tagging(NAMES, {f.name: f for f in FUNCTIONS})
    text = TOOL_CALL_MARKER + '{"calls":[{"name":"get_weather","arguments":{"city":"Lima"}}]}'
    env = parse_envelope(text, ctx)
    assert isinstance(env, EnvelopeCalls)
    assert env.calls[0].arguments == {"city": "Lima", "via": "subclass"}


def test_a_declared_name_with_spaces_resolves_as_the_general_path_does() -> None:
    names = frozenset({" padded ", "padded"})
    text = TOOL_CALL_MARKER + '{"calls":[{"name":" padded ","arguments":{}}]}'
    fast, general = both(text, names)
    assert fast == general


def test_an_empty_name_defers_to_the_next_name_key_even_if_declared() -> None:
    # The call rules skip an empty "name" and read "action"; an (odd) allow-list holding
    # "" must not turn that into a call of "".
    names = frozenset({"", "ping"})
    text = TOOL_CALL_MARKER + '{"calls":[{"name":"","action":"ping","arguments":{}}]}'
    fast, general = both(text, names)
    assert fast == general
    assert fast[1][0][0] == "ping"


# -- the marker normalisation's quick exits ----------------------------------------------


# The definition, written the plain way (the module's regex never matches the canonical
# spelling instead, so that it can substitute a template without a callback).
_DEFINITION = re.compile(r"(?<!<)(<{2,4})(TOOL_CALL|NO_TOOL|NEED_INFO)(>{2,4})(?!>)")


def _normalise_by_regex(text: str) -> tuple[str, bool]:
    """The definition: every 2-4 bracket spelling becomes canonical, 3-and-3 stays."""
    changed = False

    def fix(m: re.Match[str]) -> str:
        nonlocal changed
        if len(m.group(1)) == 3 and len(m.group(3)) == 3:
            return m.group(0)
        changed = True
        return envelope_module._CANONICAL[m.group(2)]

    return _DEFINITION.sub(fix, text), changed


FRAGMENTS = st.lists(
    st.sampled_from(
        [
            "<",
            ">",
            "<<",
            ">>",
            "TOOL_CALL",
            "NO_TOOL",
            "NEED_INFO",
            TOOL_CALL_MARKER,
            NO_TOOL_MARKER,
            "x",
            " ",
        ]
    ),
    max_size=8,
).map("".join)


@settings(max_examples=500, deadline=None)
@given(st.sampled_from(["", "", TOOL_CALL_MARKER, TOOL_CALL_MARKER, "<<TOOL_CALL>>", "x"]), FRAGMENTS)
@example(TOOL_CALL_MARKER, ">")  # the marker lengthened by one bracket
@example(TOOL_CALL_MARKER, ">x<")
@example("", "x<<<<NO_TOOL>>>")
@example("", "<<<<TOOL_CALL>>> <<<NEED_INFO>>>>> <<NO_TOOL>>>>")
def test_marker_normalisation_matches_its_definition(head: str, tail: str) -> None:
    # ``head`` is often the canonical marker: the quick exits are about that case.
    text = head + tail
    assert envelope_module._normalise_markers(text) == _normalise_by_regex(text)


# -- call ids ----------------------------------------------------------------------------


def test_call_ids_are_unique_and_shaped() -> None:
    ids = [new_call_id() for _ in range(20_000)]
    assert len(set(ids)) == len(ids)
    assert all(ID.fullmatch(i) for i in ids)


def test_seeding_the_global_random_does_not_repeat_ids() -> None:
    state = random.getstate()
    try:
        random.seed(7)
        first = new_call_id()
        random.seed(7)
        second = new_call_id()
    finally:
        random.setstate(state)
    assert first != second


def test_a_forked_child_draws_different_ids() -> None:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report its first id and leave without running anything else
        try:
            os.close(read)
            os.write(write, new_call_id().encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        child = pipe.read()
    os.waitpid(pid, 0)
    assert ID.fullmatch(child)
    assert child != new_call_id()
