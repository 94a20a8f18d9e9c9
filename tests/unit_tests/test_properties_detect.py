"""Property tests: the detector and the envelope parser never raise and never invent a
name; coercion is idempotent and never mutates its input."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prompt_toolcall.checking.schema import coerce_arguments, coerce_value
from prompt_toolcall.reading.detect import build_context, detect, read_json_calls
from prompt_toolcall.reading.envelope import parse_decision_reply, parse_envelope
from prompt_toolcall.reading.jsonish import balanced_spans, decode_tolerant, extract_json

NAMES = frozenset({"get_weather", "send_email", "Lookup"})
FUNCTIONS: list[dict[str, Any]] = [
    {
        "name": "get_weather",
        "parameters": {
            "type": "object",
            "properties": {
                "city": {"type": "string"},
                "days": {"type": "integer"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
                "list": {"type": "array", "items": {"type": "integer"}},
            },
        },
    },
    {"name": "send_email", "parameters": {"type": "object", "properties": {"to": {"type": "string"}}}},
]
CTX = build_context(NAMES, FUNCTIONS)

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Any code point, lone surrogates and NUL included.
any_text = st.text(
    alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF, categories=None), max_size=300
)

# Text made of the pieces the parsers care about, so structure actually gets exercised.
PIECES = [
    "{",
    "}",
    "[",
    "]",
    '"',
    "'",
    ",",
    ":",
    "\\",
    " ",
    "\n",
    "`",
    "```",
    "```json",
    "```python",
    "name",
    '"name"',
    '"arguments"',
    '"calls"',
    "get_weather",
    '"get_weather"',
    '"launch_missiles"',
    '"GET_WEATHER"',
    "functions.",
    "True",
    "None",
    "null",
    "1",
    "<think>",
    "</think>",
    "<tool_call>",
    "</tool_call>",
    "[TOOL_CALLS]",
    "<<<TOOL_CALL>>>",
    "<<TOOL_CALL>>",
    "<<<NO_TOOL>>>",
    "<<<NEED_INFO>>>",
    '"decision"',
    '"TOOL_CALL"',
    "\x00",
    "\ud800",
    "{{",
    "}}",
]
structured_text = st.lists(st.sampled_from(PIECES), max_size=60).map("".join)
some_text = st.one_of(any_text, structured_text)

CALL = {"name": "get_weather", "arguments": {"city": "Lima", "days": 3}}


@st.composite
def mutated_call(draw: st.DrawFn) -> str:
    """A valid envelope or call with a few characters deleted, inserted or swapped."""
    base = draw(
        st.sampled_from(
            [
                "<<<TOOL_CALL>>>" + json.dumps({"calls": [CALL]}),
                json.dumps(CALL),
                "<tool_call>" + json.dumps(CALL) + "</tool_call>",
                "```json\n" + json.dumps([CALL, {"name": "send_email", "arguments": {}}]) + "\n```",
            ]
        )
    )
    chars = list(base)
    for _ in range(draw(st.integers(0, 4))):
        op = draw(st.sampled_from(["del", "ins", "dup"]))
        i = draw(st.integers(0, max(0, len(chars) - 1)))
        if op == "del" and chars:
            del chars[i]
        elif op == "ins":
            chars.insert(i, draw(st.sampled_from(PIECES)))
        elif chars:
            chars.insert(i, chars[i])
    return "".join(chars)


any_reply = st.one_of(some_text, mutated_call())


@SETTINGS
@given(any_reply, st.booleans())
def test_detect_never_raises_and_never_invents_a_name(text: str, reasoning_open: bool) -> None:
    found = detect(text, NAMES, FUNCTIONS, reasoning_open=reasoning_open)
    assert all(c.name in NAMES for c in found.calls)
    assert all(isinstance(c.arguments, dict) for c in found.calls)
    assert "detector-error" not in found.notes


@SETTINGS
@given(any_reply)
def test_parse_envelope_never_raises_and_never_invents_a_name(text: str) -> None:
    env = parse_envelope(text, NAMES, FUNCTIONS)
    assert "parser-error" not in env.notes
    for call in getattr(env, "calls", ()):
        assert call.name in NAMES


@SETTINGS
@given(any_reply)
def test_parse_decision_reply_never_raises(text: str) -> None:
    env = parse_decision_reply(text, NAMES, FUNCTIONS)
    assert "parser-error" not in env.notes
    for call in getattr(env, "calls", ()):
        assert call.name in NAMES


@SETTINGS
@given(some_text)
def test_jsonish_never_raises(text: str) -> None:
    spans = balanced_spans(text)
    assert spans == sorted(spans)
    for start, end in spans:
        assert text[start] in "{[" and text[end - 1] in "}]"
    decode_tolerant(text)
    assert extract_json(text) in text


@SETTINGS
@given(some_text)
def test_detect_with_no_allowed_names_finds_nothing(text: str) -> None:
    assert detect(text, frozenset(), FUNCTIONS).calls == ()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=5), children, max_size=4)
    ),
    max_leaves=8,
)
type_names = st.sampled_from(["string", "integer", "number", "boolean", "null", "array", "object"])
schemas = st.recursive(
    st.builds(
        lambda t, enum: {"type": t, **({"enum": enum} if enum else {})},
        st.one_of(type_names, st.lists(type_names, min_size=1, max_size=3)),
        st.one_of(st.none(), st.lists(st.text(max_size=4), max_size=3)),
    ),
    lambda children: (
        st.builds(lambda items: {"type": "array", "items": items}, children)
        | st.builds(
            lambda props: {"type": "object", "properties": props},
            st.dictionaries(st.text(max_size=5), children, max_size=3),
        )
    ),
    max_leaves=4,
)
# Strings the coercion table acts on, so conversions actually happen.
coercible = st.sampled_from(
    ["5", "-3", "1.5e3", "true", "false", "null", "[1, 2]", '{"a": "1"}', "Celsius", "007"]
)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(json_values, coercible), schemas)
def test_coercion_is_idempotent_and_pure(value: Any, schema: dict[str, Any]) -> None:
    before = copy.deepcopy(value)
    once = coerce_value(value, schema)
    assert value == before
    assert coerce_value(once, schema) == once


@SETTINGS
@given(
    st.dictionaries(
        st.sampled_from(["city", "days", "unit", "list", "other"]), st.one_of(json_values, coercible)
    )
)
def test_coerce_arguments_idempotent_and_pure(args: dict[str, Any]) -> None:
    schema = FUNCTIONS[0]["parameters"]
    before = copy.deepcopy(args)
    once = coerce_arguments(args, schema)
    assert args == before
    assert coerce_arguments(once, schema) == once
    assert once.keys() == args.keys()


@SETTINGS
@given(json_values)
def test_read_json_calls_only_returns_allowed_names(value: Any) -> None:
    got = read_json_calls(value, CTX)
    if got is not None:
        assert all(c.name in NAMES for c in got.calls)
        assert got.calls or got.invalid
