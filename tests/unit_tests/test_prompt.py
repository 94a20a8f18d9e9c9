"""Tests for prompt_toolcall.extraction.prompt: the extractor, constrained, repair and verify prompts.

The builders are tested in the ``full`` style here (the JSON Schema manifest and the long
rules); the ``compact`` default has its own module, ``test_prompt_compact.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from prompt_toolcall.errors import SchemaError
from prompt_toolcall.extraction import prompt as prompt_module
from prompt_toolcall.extraction.prompt import (
    REPAIR_INSTRUCTION,
    REPAIR_REJECTED_LIMIT,
    build_repair_prompt,
    build_verify_prompt,
)
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool, ToolCall, ToolChoice

WEATHER = FunctionTool(
    "get_weather",
    "Current weather for a city. Ünïcode stays readable.",
    {
        "type": "object",
        "properties": {"city": {"type": "string"}, "unit": {"type": "string", "enum": ["c", "f"]}},
        "required": ["city"],
    },
)
TIME = FunctionTool("get_time", "Current time in a timezone.", {"type": "object", "properties": {}})
TOOLS = [WEATHER, TIME]


def build_extractor_prompt(*args: Any, **kwargs: Any) -> str:
    """The marker prompt, ``full`` unless a test names another style."""
    return prompt_module.build_extractor_prompt(*args, **{"style": "full", **kwargs})


def build_constrained_prompt(*args: Any, **kwargs: Any) -> str:
    """The constrained prompt, ``full`` unless a test names another style."""
    return prompt_module.build_constrained_prompt(*args, **{"style": "full", **kwargs})


def _manifest_line(prompt: str) -> str:
    lines = prompt.splitlines()
    return lines[lines.index("AVAILABLE FUNCTIONS (JSON Schema):") + 1]


@pytest.mark.parametrize("builder", [build_extractor_prompt, build_constrained_prompt])
def test_manifest_is_compact_json_of_the_tools(builder: object) -> None:
    prompt = builder(TOOLS, "Weather in Lima?")  # type: ignore[operator]
    line = _manifest_line(prompt)
    assert json.loads(line) == [t.to_dict() for t in TOOLS]
    assert '": ' not in line  # compact separators
    assert '", "' not in line
    assert "\\u" not in line  # non-ASCII is kept as is
    assert "Ünïcode" in line


@pytest.mark.parametrize("builder", [build_extractor_prompt, build_constrained_prompt])
def test_manifest_before_request_and_request_last(builder: object) -> None:
    request = "Weather in Lima?\nAnd in Quito."
    prompt = builder(TOOLS, request)  # type: ignore[operator]
    assert prompt.endswith("USER REQUEST:\n" + request)
    assert prompt.index("AVAILABLE FUNCTIONS") < prompt.index("USER REQUEST:")


def _common_prefix(a: str, b: str) -> str:
    common = 0
    while common < min(len(a), len(b)) and a[common] == b[common]:
        common += 1
    return a[:common]


@pytest.mark.parametrize("builder", [build_extractor_prompt, build_constrained_prompt])
def test_prefix_is_shared_across_requests(builder: object) -> None:
    """Request last so llama.cpp reuses the cached prompt prefix (0.5B: 8.6 s -> 1.5 s)."""
    a = builder(TOOLS, "Weather in Lima?")  # type: ignore[operator]
    b = builder(TOOLS, "Time in Tokyo?")  # type: ignore[operator]
    assert _common_prefix(a, b).endswith("USER REQUEST:\n")


@pytest.mark.parametrize("style", ["full", "compact"])
@pytest.mark.parametrize("builder", [build_extractor_prompt, build_constrained_prompt])
def test_rules_are_shared_across_tool_sets(builder: object, style: str) -> None:
    """Options and rules before the tools: a new tool set re-reads only its manifest and request."""
    a = builder([WEATHER], "Weather in Lima?", style=style)  # type: ignore[operator]
    b = builder([TIME], "Weather in Lima?", style=style)  # type: ignore[operator]
    shared = _common_prefix(a, b)
    assert "rules:" in shared.lower()  # said before the first tool
    # The two manifests may share their first characters ('[{"name":"get_'), not a whole name.
    assert "AVAILABLE FUNCTIONS (JSON Schema):\n" in shared or "Functions:\n" in shared
    assert WEATHER.name not in shared
    assert TIME.name not in shared


def test_auto_offers_all_three_markers() -> None:
    prompt = build_extractor_prompt(TOOLS, "hi")
    assert f"A) {TOOL_CALL_MARKER}" in prompt
    assert f"B) {NO_TOOL_MARKER}" in prompt
    assert f"C) {NEED_INFO_MARKER}" in prompt
    assert "Read the USER REQUEST below and output ONLY one of these:" in prompt
    assert "forbidden" not in prompt
    assert "MUST call the function" not in prompt


def test_default_choice_is_auto() -> None:
    assert build_extractor_prompt(TOOLS, "hi") == build_extractor_prompt(TOOLS, "hi", ToolChoice.auto())


def test_any_removes_no_tool_and_forbids_it() -> None:
    prompt = build_extractor_prompt(TOOLS, "hi", ToolChoice.any())
    assert f"B) {NO_TOOL_MARKER}" not in prompt
    assert "You MUST call a function. Output ONLY one of these:" in prompt
    assert f"- Answering {NO_TOOL_MARKER} is forbidden for this request." in prompt
    assert f"C) {NEED_INFO_MARKER}" in prompt


def test_named_choice_names_the_function() -> None:
    prompt = build_extractor_prompt(TOOLS, "hi", ToolChoice.named("get_time"))
    assert '- You MUST call the function "get_time" and no other.' in prompt
    assert f"B) {NO_TOOL_MARKER}" not in prompt
    assert "forbidden" not in prompt


def test_named_choice_of_undeclared_function_raises() -> None:
    with pytest.raises(SchemaError, match="not a bound tool"):
        build_extractor_prompt(TOOLS, "hi", ToolChoice.named("send_email"))


@pytest.mark.parametrize("builder", [build_extractor_prompt, build_constrained_prompt])
def test_choice_none_raises_value_error(builder: object) -> None:
    with pytest.raises(ValueError, match=r"tool_choice is 'none'.*answer the conversation"):
        builder(TOOLS, "hi", ToolChoice.none())  # type: ignore[operator]


@pytest.mark.parametrize("builder", [build_extractor_prompt, build_constrained_prompt])
def test_empty_function_list_raises(builder: object) -> None:
    with pytest.raises(SchemaError, match="function list is empty"):
        builder([], "hi")  # type: ignore[operator]


def test_seed_rules_are_present() -> None:
    prompt = build_extractor_prompt(TOOLS, "hi")
    for rule in (
        "You have NO knowledge and NO live data about anything a function covers.",
        "Never invent parameters.",
        "two cities means two calls",
        "NEVER guess, infer or default a REQUIRED parameter",
        "Never invent or simulate the RESULT of a function.",
        "Capture EVERY condition stated in the request.",
        "Output the marker exactly once.",
        "No prose, no markdown fences",
    ):
        assert rule in prompt, rule


def test_constrained_prompt_asks_for_decision_first_object() -> None:
    prompt = build_constrained_prompt(TOOLS, "hi")
    assert '{"decision":"TOOL_CALL","calls":[' in prompt
    assert '{"decision":"NO_TOOL"}' in prompt
    assert '{"decision":"NEED_INFO","function":' in prompt
    assert TOOL_CALL_MARKER not in prompt
    assert "Output the JSON object exactly once." in prompt
    forced = build_constrained_prompt(TOOLS, "hi", ToolChoice.any())
    assert '{"decision":"NO_TOOL"}' not in forced
    assert 'Answering "NO_TOOL" is forbidden' in forced


def test_repair_prompt_layout() -> None:
    original = build_extractor_prompt(TOOLS, "Weather in Lima?")
    errors = ["get_weather: city: missing required", "get_weather: unit: 'k' is not one of ['c', 'f']"]
    prompt = build_repair_prompt(original, '<<<TOOL_CALL>>>{"calls":[{"name":"get_weather"}]}', errors)
    assert prompt.startswith(original)
    assert prompt.endswith(REPAIR_INSTRUCTION)
    assert REPAIR_INSTRUCTION == "Output the corrected marker line and nothing else."
    for e in errors:
        assert f"- {e}" in prompt
    assert '{"calls":[{"name":"get_weather"}]}' in prompt


def test_repair_prompt_cuts_rejected_output() -> None:
    rejected = "x" * (REPAIR_REJECTED_LIMIT + 500)
    prompt = build_repair_prompt("P", rejected, ["bad"])
    assert "x" * REPAIR_REJECTED_LIMIT in prompt
    assert "x" * (REPAIR_REJECTED_LIMIT + 1) not in prompt
    assert REPAIR_REJECTED_LIMIT == 600


def test_repair_prompt_without_errors_or_output_still_says_why() -> None:
    prompt = build_repair_prompt("P", "   ", [])
    assert "(empty output)" in prompt
    assert "- the output could not be read" in prompt


def test_verify_prompt_shows_request_calls_and_schemas() -> None:
    call = ToolCall("get_weather", {"city": "Lima"}, id="call_1")
    prompt = build_verify_prompt(TOOLS, "Weather in Lima?", [call])
    assert json.loads(_manifest_line(prompt)) == [t.to_dict() for t in TOOLS]
    assert "Weather in Lima?" in prompt
    proposed = prompt.splitlines()[prompt.splitlines().index("PROPOSED CALLS:") + 1]
    assert json.loads(proposed) == {"calls": [{"name": "get_weather", "arguments": {"city": "Lima"}}]}
    for marker in (TOOL_CALL_MARKER, NO_TOOL_MARKER, NEED_INFO_MARKER):
        assert marker in prompt


def test_verify_prompt_needs_functions() -> None:
    with pytest.raises(SchemaError):
        build_verify_prompt([], "x", [])
