"""The prompt reader of the scripted inner models (``prompt_parts.py``) reads every prompt style.

Many scripted models decide "is this the extractor request?" with :data:`EXTRACTOR_MARK` and
read the request, the tools and the tool choice with these helpers. If a style stopped
opening with that line, or moved a heading, those models would answer extractor requests as
the live conversation and their tests could pass for the wrong reason: this fails first.
"""

from __future__ import annotations

import pytest
from prompt_parts import (
    EXTRACTOR_MARK,
    forced_name,
    is_extractor_prompt,
    manifest_of,
    must_call,
    offers_no_tool,
    request_part,
)

from prompt_toolcall.extraction.prompt import (
    PROMPT_STYLES,
    build_constrained_prompt,
    build_extractor_prompt,
    build_repair_prompt,
    build_verify_prompt,
)
from prompt_toolcall.types import FunctionTool, ToolCall, ToolChoice

WEATHER = FunctionTool(
    "get_weather",
    "Current weather for a city, e.g. Lima.",
    {
        "type": "object",
        "properties": {
            "city": {"type": "string", "description": "City name, e.g. 'Lima, Peru'."},
            "unit": {"type": "string", "enum": ["c", "f"], "default": "c"},
            "days": {"type": ["integer", "null"]},
            "tags": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["city"],
    },
)
PING = FunctionTool("ping", "")
TOOLS = [WEATHER, PING]
BUILDERS = [build_extractor_prompt, build_constrained_prompt]
REQUEST = "User: Weather in Lima?\nAssistant: called get_weather"


@pytest.mark.parametrize("builder", BUILDERS)
@pytest.mark.parametrize("style", PROMPT_STYLES)
def test_every_style_opens_with_the_mark_and_ends_with_the_request(builder: object, style: str) -> None:
    prompt = builder(TOOLS, REQUEST, style=style)  # type: ignore[operator]
    assert prompt.startswith(EXTRACTOR_MARK) and is_extractor_prompt(prompt)
    assert request_part(prompt) == REQUEST
    repair = build_repair_prompt(prompt, "oops", ["unreadable"])
    assert is_extractor_prompt(repair) and request_part(repair).startswith(REQUEST + "\n")


@pytest.mark.parametrize("builder", BUILDERS)
@pytest.mark.parametrize("style", PROMPT_STYLES)
def test_every_style_gives_the_tools_back(builder: object, style: str) -> None:
    weather, ping = manifest_of(builder(TOOLS, REQUEST, style=style))  # type: ignore[operator]
    assert (weather["name"], ping["name"]) == ("get_weather", "ping")
    params = weather["parameters"]
    assert list(params["properties"]) == ["city", "unit", "days", "tags"]
    assert params["required"] == ["city"]
    assert params["properties"]["city"]["type"] == "string"
    assert params["properties"]["unit"]["enum"] == ["c", "f"]
    assert params["properties"]["tags"]["type"] == "array"
    assert ping["parameters"]["properties"] == {}


@pytest.mark.parametrize("builder", BUILDERS)
@pytest.mark.parametrize("style", PROMPT_STYLES)
def test_every_style_gives_the_tool_choice_back(builder: object, style: str) -> None:
    auto = builder(TOOLS, REQUEST, ToolChoice.auto(), style=style)  # type: ignore[operator]
    any_ = builder(TOOLS, REQUEST, ToolChoice.any(), style=style)  # type: ignore[operator]
    named = builder(TOOLS, REQUEST, ToolChoice.named("ping"), style=style)  # type: ignore[operator]
    assert (must_call(auto), must_call(any_), must_call(named)) == (False, True, True)
    assert (offers_no_tool(auto), offers_no_tool(any_), offers_no_tool(named)) == (True, False, False)
    assert (forced_name(auto), forced_name(any_), forced_name(named)) == (None, None, "ping")


def test_the_audit_prompt_is_no_extractor_prompt_but_is_read_alike() -> None:
    audit = build_verify_prompt(TOOLS, REQUEST, [ToolCall("get_weather", {"city": "Lima"})])
    assert not is_extractor_prompt(audit)
    assert [t["name"] for t in manifest_of(audit)] == ["get_weather", "ping"]
    assert request_part(audit).startswith(REQUEST + "\n")
