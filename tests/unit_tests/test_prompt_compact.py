"""The opt-in compact prompt style: Python-style signatures and brief rules.

The default prompts are pinned in test_prompt.py and must not change; these tests pin what
the compact style shows (every parameter, type, enum member and constraint the validator
checks), where it puts the request (last, after a prefix shared by every request with the
same tools), and how it follows the tool choice.
"""

from __future__ import annotations

import json

import pytest

from prompt_toolcall.errors import SchemaError
from prompt_toolcall.extraction.prompt import (
    build_constrained_prompt,
    build_extractor_prompt,
    render_signatures,
)
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool, ToolChoice

WEATHER = FunctionTool(
    "get_weather",
    "Current weather for a city.\n  Ünïcode stays.",
    {
        "type": "object",
        "properties": {
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            "city": {"type": "string", "description": "City name."},
            "days": {"type": "integer", "minimum": 1, "maximum": 14, "default": 1},
            "tags": {"type": "array", "items": {"type": "string"}},
            "where": {
                "type": "object",
                "properties": {"lat": {"type": "number"}, "lon": {"type": "number"}},
                "required": ["lat", "lon"],
            },
            "note": {"type": ["string", "null"]},
        },
        "required": ["city"],
    },
)
PING = FunctionTool("ping", "")
TOOLS = [WEATHER, PING]
BUILDERS = [build_extractor_prompt, build_constrained_prompt]


def test_signature_shows_every_parameter_with_its_type() -> None:
    lines = render_signatures([WEATHER]).splitlines()
    assert lines[0] == (
        'get_weather(city: str, unit?: Literal["celsius", "fahrenheit"], days?: int = 1, '
        "tags?: list[str], where?: {lat: float, lon: float}, note?: str | None)"
    )
    assert lines[1] == "  Current weather for a city. Ünïcode stays."  # whitespace folded, text kept
    assert "  city: City name." in lines
    assert "  days: (minimum=1) (maximum=14)" in lines


def test_tool_without_parameters() -> None:
    assert render_signatures([PING]) == "ping()"


def test_nested_descriptions_fall_back_to_json_schema() -> None:
    """A nested object whose fields carry descriptions has no one-line form: it is shown as
    its schema, so no description the model needs is dropped."""
    inner = {"type": "object", "properties": {"lat": {"type": "number", "description": "Degrees north."}}}
    tool = FunctionTool("locate", "Find.", {"type": "object", "properties": {"at": inner}})
    line = render_signatures([tool]).splitlines()[0]
    assert line == f"locate(at?: {json.dumps(inner, separators=(',', ':'))})"


def test_deep_nesting_is_bounded() -> None:
    schema: dict[str, object] = {"type": "string"}
    for _ in range(10):
        schema = {"type": "array", "items": schema}
    tool = FunctionTool("deep", "", {"type": "object", "properties": {"x": schema}})
    line = render_signatures([tool])
    assert line.startswith("deep(x?: list[list[")
    assert '"items"' in line  # the rest as JSON Schema, not dropped


def test_schema_without_a_type_and_combinators() -> None:
    props = {"a": {}, "b": {"anyOf": [{"type": "integer"}, {"type": "string"}]}, "c": {"const": "x"}}
    tool = FunctionTool("mixed", "", {"type": "object", "properties": props})
    assert render_signatures([tool]) == 'mixed(a?: Any, b?: int | str, c?: Literal["x"])'


@pytest.mark.parametrize("builder", BUILDERS)
def test_compact_prompt_lists_tools_then_request_last(builder: object) -> None:
    request = "Weather in Lima?\nAnd in Quito."
    prompt = builder(TOOLS, request, style="compact")  # type: ignore[operator]
    assert prompt.endswith("\nUSER REQUEST:\n" + request)
    assert prompt.index(render_signatures(TOOLS)) < prompt.index("\nUSER REQUEST:\n")


@pytest.mark.parametrize("builder", BUILDERS)
def test_compact_prefix_is_shared_across_requests(builder: object) -> None:
    """Tools before the request, so llama.cpp's prompt cache reuses the prefix."""
    a = builder(TOOLS, "Weather in Lima?", style="compact")  # type: ignore[operator]
    b = builder(TOOLS, "Time in Tokyo?", style="compact")  # type: ignore[operator]
    common = 0
    while common < min(len(a), len(b)) and a[common] == b[common]:
        common += 1
    assert a[:common].endswith("\nUSER REQUEST:\n")


def test_compact_free_prompt_offers_the_three_markers() -> None:
    prompt = build_extractor_prompt(TOOLS, "hi", style="compact")
    for marker in (TOOL_CALL_MARKER, NO_TOOL_MARKER, NEED_INFO_MARKER):
        assert marker in prompt


def test_compact_constrained_prompt_asks_for_the_decision_object() -> None:
    prompt = build_constrained_prompt(TOOLS, "hi", style="compact")
    assert '{"decision":"TOOL_CALL","calls":' in prompt
    assert '{"decision":"NO_TOOL"}' in prompt
    assert TOOL_CALL_MARKER not in prompt


@pytest.mark.parametrize("builder", BUILDERS)
@pytest.mark.parametrize("choice", [ToolChoice.any(), ToolChoice.named("ping")])
def test_compact_prompt_follows_a_forcing_choice(builder: object, choice: ToolChoice) -> None:
    prompt = builder(TOOLS, "hi", choice, style="compact")  # type: ignore[operator]
    assert "NO_TOOL" not in prompt
    assert ("You MUST call ping." in prompt) == (choice.mode == "named")
    assert "get_weather(" in prompt  # every tool stays listed: the prefix does not depend on the choice


@pytest.mark.parametrize("builder", BUILDERS)
def test_compact_is_the_default_and_shorter_than_full(builder: object) -> None:
    default = builder(TOOLS, "hi")  # type: ignore[operator]
    assert builder(TOOLS, "hi", style="compact") == default  # type: ignore[operator]
    assert len(default) < 0.6 * len(builder(TOOLS, "hi", style="full"))  # type: ignore[operator]


@pytest.mark.parametrize("builder", BUILDERS)
def test_the_old_style_name_says_what_it_is_called_now(builder: object) -> None:
    with pytest.raises(ValueError, match="'default' is now called 'full'"):
        builder(TOOLS, "hi", style="default")  # type: ignore[operator]


@pytest.mark.parametrize("builder", BUILDERS)
def test_bad_inputs_fail_as_in_the_default_style(builder: object) -> None:
    with pytest.raises(ValueError, match="style must be one of"):
        builder(TOOLS, "hi", style="short")  # type: ignore[operator]
    with pytest.raises(SchemaError):
        builder([], "hi", style="compact")  # type: ignore[operator]
    with pytest.raises(ValueError, match="none"):
        builder(TOOLS, "hi", ToolChoice.none(), style="compact")  # type: ignore[operator]


def test_extractor_sends_the_compact_prompt_when_asked() -> None:
    from prompt_toolcall.extraction.extractor import Extractor, ModelReply

    sent: list[str] = []

    def send(request: object) -> ModelReply:
        sent.append(request.prompt)  # type: ignore[attr-defined]
        return ModelReply(TOOL_CALL_MARKER + '{"calls":[{"name":"ping","arguments":{}}]}')

    result = Extractor(TOOLS, prompt_style="compact", grounding="off").run(send, "Ping it.")
    assert result.kind == "calls"
    assert sent[0] == build_extractor_prompt(TOOLS, "Ping it.", style="compact")
    with pytest.raises(SchemaError, match="prompt_style"):
        Extractor(TOOLS, prompt_style="tiny")  # type: ignore[arg-type]
