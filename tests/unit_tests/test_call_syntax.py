"""call_syntax="python": the free-decoding prompt asks for a Python list of keyword calls.

Prompt (option A's shape and the arguments rule change, nothing else; a tool name Python
cannot spell falls back to JSON), extractor (the list is read into calls; the fallback is
noted; constrained decoding ignores the option) and card vocabulary. The adapters'
pass-through is tested beside their other options.
"""

from __future__ import annotations

from typing import Any

import pytest
from extractor_script import Script

from prompt_toolcall.errors import CardError, SchemaError
from prompt_toolcall.eval.card import SETTINGS, check_setting
from prompt_toolcall.extraction.extractor import Extractor
from prompt_toolcall.extraction.prompt import (
    CALL_SYNTAXES,
    PYTHON_CALLS_SHAPE,
    build_constrained_prompt,
    build_extractor_prompt,
    python_call_names,
)
from prompt_toolcall.reading.markers import TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool

WEATHER = FunctionTool(
    "get_weather",
    "Current weather in a city.",
    {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
)
DOTTED = FunctionTool(
    "geo.distance",
    "Distance between two cities in km.",
    {
        "type": "object",
        "properties": {"origin": {"type": "string"}, "destination": {"type": "string"}},
        "required": ["origin", "destination"],
    },
)
HYPHENATED = FunctionTool("get-time", "Current time in a timezone.", {"type": "object", "properties": {}})


@pytest.mark.parametrize("style", ["full", "compact"])
def test_python_syntax_changes_only_the_call_shape(style: Any) -> None:
    as_json = build_extractor_prompt([WEATHER], "Weather in Lima?", style=style)
    as_python = build_extractor_prompt([WEATHER], "Weather in Lima?", style=style, call_syntax="python")
    assert '"calls"' in as_json and '"calls"' not in as_python
    assert f"{TOOL_CALL_MARKER}[" in as_python
    # Everything else (the other options, the manifest, the request) reads the same.
    changed = set(as_python.splitlines()) ^ set(as_json.splitlines())
    assert all("TOOL_CALL" in line or "arguments" in line for line in changed), changed
    assert as_python.endswith("Weather in Lima?")


def test_json_is_the_default_syntax() -> None:
    assert build_extractor_prompt([WEATHER], "hi") == build_extractor_prompt(
        [WEATHER], "hi", call_syntax="json"
    )
    assert CALL_SYNTAXES == ("json", "python")


def test_names_python_cannot_spell_fall_back_to_json() -> None:
    assert python_call_names([WEATHER, DOTTED])
    assert not python_call_names([WEATHER, HYPHENATED])
    assert not python_call_names([FunctionTool("class", "A keyword.", {"type": "object", "properties": {}})])
    prompt = build_extractor_prompt([WEATHER, HYPHENATED], "hi", call_syntax="python")
    assert prompt == build_extractor_prompt([WEATHER, HYPHENATED], "hi")


def test_unknown_syntax_is_refused() -> None:
    with pytest.raises(ValueError, match="call_syntax"):
        build_extractor_prompt([WEATHER], "hi", call_syntax="yaml")  # type: ignore[arg-type]
    with pytest.raises(SchemaError, match="call_syntax"):
        Extractor([WEATHER], call_syntax="yaml")  # type: ignore[arg-type]


def test_extractor_reads_a_python_list_of_calls() -> None:
    model = Script(
        f'{TOOL_CALL_MARKER}[get_weather(city="Lima"), geo.distance(origin="Lima", destination="Quito")]'
    )
    ex = Extractor([WEATHER, DOTTED], call_syntax="python")
    result = ex.run(model, "Weather in Lima, and how far is Lima from Quito?")
    assert ex.call_syntax == "python"
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [
        ("get_weather", {"city": "Lima"}),
        ("geo.distance", {"origin": "Lima", "destination": "Quito"}),
    ]
    assert f"{TOOL_CALL_MARKER}[" in model.requests[0].prompt
    assert "call-syntax-json" not in result.notes


def test_extractor_notes_the_json_fallback_and_still_reads_json() -> None:
    model = Script(f'{TOOL_CALL_MARKER}{{"calls":[{{"name":"get-time","arguments":{{}}}}]}}')
    result = Extractor([WEATHER, HYPHENATED], call_syntax="python").run(model, "What time is it?")
    assert [c.name for c in result.calls] == ["get-time"]
    assert "call-syntax-json" in result.notes
    assert '"calls"' in model.requests[0].prompt


def test_constrained_decoding_ignores_the_syntax() -> None:
    reply = '{"decision":"TOOL_CALL","calls":[{"name":"get_weather","arguments":{"city":"Lima"}}]}'
    model = Script(reply)
    result = Extractor([WEATHER], constrained=True, call_syntax="python").run(model, "Weather in Lima?")
    assert [c.arguments for c in result.calls] == [{"city": "Lima"}]
    assert model.requests[0].prompt == build_constrained_prompt([WEATHER], "Weather in Lima?")
    assert "call-syntax-json" not in result.notes


def test_the_card_tries_the_python_syntax_and_checks_its_value() -> None:
    assert SETTINGS["free-python"] == {"constrained": False, "call_syntax": "python"}
    assert check_setting({"call_syntax": "python"}) == {"call_syntax": "python"}
    with pytest.raises(CardError, match="call_syntax"):
        check_setting({"call_syntax": "xml"})


def test_the_repair_asks_for_the_syntax_the_prompt_asked_for() -> None:
    """A Python-call prompt whose reply cannot be read is repaired with the Python shape,
    not told to write the JSON object the prompt never showed."""
    unreadable = f'{TOOL_CALL_MARKER}[{{"city": "Lima"}}]'
    model = Script(unreadable, f'{TOOL_CALL_MARKER}[get_weather(city="Lima")]')
    result = Extractor([WEATHER], call_syntax="python").run(model, "Weather in Lima?")
    assert [c.arguments for c in result.calls] == [{"city": "Lima"}]
    repair = model.requests[1].prompt.split("ERRORS:", 1)[1]
    assert PYTHON_CALLS_SHAPE in repair
    assert '"calls"' not in repair
    json_model = Script(unreadable, f'{TOOL_CALL_MARKER}{{"calls":[]}}')
    Extractor([WEATHER]).run(json_model, "Weather in Lima?")
    assert '"calls"' in json_model.requests[1].prompt.split("ERRORS:", 1)[1]
