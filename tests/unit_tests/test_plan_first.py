"""plan_first: a constrained reply starts with a short free-text plan before its decision.

Schema (plan first and required in every variant; unchanged without the option), prompt (the
plan is mentioned only with the option, the prefix stays request-last), reader (the plan never
decides), extractor and turn engine (scripted replies carrying a plan give calls). The adapters'
pass-through is tested beside their other options (tests/unit_tests/langchain, llamaindex).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from typing import Any

import jsonschema
import pytest
from extractor_script import TurnScript

from prompt_toolcall.extraction.envelope_schema import MAX_PLAN_LENGTH, build_envelope_schema
from prompt_toolcall.extraction.extractor import Extractor, ModelReply, ModelRequest
from prompt_toolcall.extraction.prompt import (
    PLAN_INSTRUCTION,
    PROMPT_STYLES,
    build_constrained_prompt,
    build_extractor_prompt,
)
from prompt_toolcall.loop.turn import TurnEngine, TurnInput, TurnOptions
from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.reading.envelope import parse_decision_reply
from prompt_toolcall.types import (
    EnvelopeCalls,
    EnvelopeNeedInfo,
    EnvelopeUnreadable,
    FunctionTool,
    ToolChoice,
)


def _tool(name: str, description: str, **params: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "parameters": {
            "type": "object",
            "properties": {p: {"type": t} for p, t in params.items()},
            "required": list(params),
        },
    }


DIVIDE = _tool("divide", "Divide a by b.", a="number", b="number")
POWER = _tool("power", "Raise base to exponent.", base="number", exponent="number")
PING = {"name": "ping", "description": "Ping.", "parameters": {"type": "object", "properties": {}}}
WEATHER = {
    "name": "get_weather",
    "description": "Current weather for a city",
    "parameters": {
        "type": "object",
        "properties": {
            "city": {"type": "string"},
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
        },
        "required": ["city"],
    },
}
TOOLS = [DIVIDE, POWER]
FUNCTIONS = [FunctionTool.from_dict(t) for t in TOOLS]
QUESTION = "Divide 600 by 24, then raise the result to the power of 2."
PLAN = "Steps: divide 600 by 24, then raise that to 2. Nothing is done yet. Now: divide."


def _variants(schema: dict[str, Any]) -> list[dict[str, Any]]:
    return schema["anyOf"] if "anyOf" in schema else [schema]


# -- schema ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("choice", ["auto", "any", "divide"])
@pytest.mark.parametrize(
    "tools", [TOOLS, [PING], [WEATHER, PING, *TOOLS]], ids=["math", "no-params", "mixed"]
)
def test_plan_is_the_first_required_property_of_every_variant(
    tools: list[dict[str, Any]], choice: str
) -> None:
    if choice == "divide" and not any(t["name"] == "divide" for t in tools):
        choice = tools[0]["name"]
    schema = build_envelope_schema(tools, choice, plan_first=True)
    variants = _variants(schema)
    assert variants
    for variant in variants:
        assert list(variant["properties"])[:2] == ["plan", "decision"]
        assert variant["required"][:2] == ["plan", "decision"]
        assert variant["properties"]["plan"] == {
            "type": "string",
            "minLength": 1,
            "maxLength": MAX_PLAN_LENGTH,
        }
        assert variant["additionalProperties"] is False
    # The rest of each variant is the plain schema's, in the same order.
    plain = _variants(build_envelope_schema(tools, choice))
    assert [{k: v for k, v in p["properties"].items() if k != "plan"} for p in variants] == [
        p["properties"] for p in plain
    ]


def test_the_plan_schema_accepts_planned_replies_and_refuses_unplanned_ones() -> None:
    schema = build_envelope_schema([WEATHER], plan_first=True)
    jsonschema.Draft202012Validator.check_schema(schema)
    v = jsonschema.Draft202012Validator(schema)
    call = {"name": "get_weather", "arguments": {"city": "Lima"}}
    assert v.is_valid({"plan": "one step: weather", "decision": "TOOL_CALL", "calls": [call]})
    assert v.is_valid({"plan": "nothing fits", "decision": "NO_TOOL"})
    assert v.is_valid(
        {"plan": "no city", "decision": "NEED_INFO", "function": "get_weather", "missing": ["city"]}
    )
    assert not v.is_valid({"decision": "NO_TOOL"})  # required
    assert not v.is_valid({"plan": "", "decision": "NO_TOOL"})  # an empty plan is no plan
    assert not v.is_valid({"plan": "x" * (MAX_PLAN_LENGTH + 1), "decision": "NO_TOOL"})  # capped


WEATHER_SCHEMA_BEFORE: dict[str, Any] = {
    "anyOf": [
        {
            "type": "object",
            "properties": {
                "decision": {"const": "TOOL_CALL"},
                "calls": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "name": {"const": "get_weather"},
                            "arguments": {
                                "type": "object",
                                "properties": {
                                    "city": {"type": "string", "maxLength": 256},
                                    "unit": {"enum": ["celsius", "fahrenheit"]},
                                },
                                "required": ["city"],
                                "additionalProperties": False,
                            },
                        },
                        "required": ["name", "arguments"],
                        "additionalProperties": False,
                    },
                    "minItems": 1,
                    "maxItems": 8,
                },
            },
            "required": ["decision", "calls"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "properties": {"decision": {"const": "NO_TOOL"}},
            "required": ["decision"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "properties": {
                "decision": {"const": "NEED_INFO"},
                "function": {"const": "get_weather"},
                "missing": {"type": "array", "items": {"enum": ["city"]}, "minItems": 1, "maxItems": 1},
            },
            "required": ["decision", "function", "missing"],
            "additionalProperties": False,
        },
    ]
}
"""``build_envelope_schema([WEATHER])`` as it was before plan_first existed."""


def test_without_the_option_the_schema_is_unchanged() -> None:
    assert build_envelope_schema([WEATHER]) == WEATHER_SCHEMA_BEFORE
    assert build_envelope_schema([WEATHER], plan_first=False) == WEATHER_SCHEMA_BEFORE
    assert "plan" not in json.dumps(build_envelope_schema([WEATHER, PING, *TOOLS], "any"))


def test_the_plan_schema_does_not_modify_its_inputs() -> None:
    before = copy.deepcopy(TOOLS)
    build_envelope_schema(TOOLS, plan_first=True)
    assert before == TOOLS


@pytest.mark.llama_cpp
@pytest.mark.parametrize("choice", ["auto", "any", "divide"])
def test_llama_cpp_converter_accepts_the_plan_schema_and_writes_the_plan_first(choice: str) -> None:
    from llama_cpp import LlamaGrammar

    schema = build_envelope_schema([WEATHER, PING, *TOOLS], choice, plan_first=True)
    text = LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)._grammar
    assert "root ::=" in text
    # Each variant's object rule lists its key-value rules in order: the plan before the decision.
    object_rules = [line for line in text.splitlines() if '::= "{"' in line and "-decision-kv" in line]
    assert len(object_rules) == len(_variants(schema))
    for line in object_rules:
        assert 0 <= line.index("-plan-kv") < line.index("-decision-kv")


# -- prompt ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("style", PROMPT_STYLES)
def test_the_prompt_mentions_the_plan_only_with_the_option(style: Any) -> None:
    off = build_constrained_prompt(FUNCTIONS, QUESTION, style=style)
    on = build_constrained_prompt(FUNCTIONS, QUESTION, style=style, plan_first=True)
    assert '"plan"' not in off and PLAN_INSTRUCTION not in off
    assert PLAN_INSTRUCTION in on
    # Every reply shape shown starts with the plan.
    shapes = [line.strip() for line in on.splitlines() if '"decision":' in line]
    assert len(shapes) == 3
    assert all(s.startswith('{"plan":') for s in shapes)
    # Tools and rules first, the request last: the prefix a llama.cpp server caches.
    assert on.endswith(QUESTION)
    assert on.index(PLAN_INSTRUCTION) < on.index(QUESTION)
    other = build_constrained_prompt(FUNCTIONS, "Square 7.", style=style, plan_first=True)
    assert on[: -len(QUESTION)] == other[: -len("Square 7.")]


@pytest.mark.parametrize("style", PROMPT_STYLES)
def test_a_forced_choice_still_hides_no_tool_with_the_plan(style: Any) -> None:
    on = build_constrained_prompt(FUNCTIONS, QUESTION, ToolChoice.any(), style=style, plan_first=True)
    assert '"NO_TOOL"}' not in on
    assert PLAN_INSTRUCTION in on


# -- reader ----------------------------------------------------------------------------------------

NAMES = {"divide", "power"}


def test_reader_ignores_the_plan_for_no_tool() -> None:
    env = parse_decision_reply(json.dumps({"plan": "Nothing fits.", "decision": "NO_TOOL"}), NAMES, TOOLS)
    assert isinstance(env, EnvelopeCalls) and env.no_tool and env.calls == ()
    assert "plan" in env.notes and "constrained" in env.notes


def test_reader_reads_calls_after_a_plan() -> None:
    text = json.dumps(
        {
            "plan": PLAN,
            "decision": "TOOL_CALL",
            "calls": [{"name": "divide", "arguments": {"a": 600, "b": 24}}],
        }
    )
    env = parse_decision_reply(text, NAMES, TOOLS)
    assert isinstance(env, EnvelopeCalls) and not env.no_tool
    assert [(c.name, c.arguments) for c in env.calls] == [("divide", {"a": 600, "b": 24})]
    assert "plan" in env.notes


def test_reader_reads_need_info_after_a_plan() -> None:
    text = json.dumps(
        {"plan": "b is not given.", "decision": "NEED_INFO", "function": "divide", "missing": ["b"]}
    )
    env = parse_decision_reply(text, NAMES, TOOLS)
    assert isinstance(env, EnvelopeNeedInfo)
    assert (env.function, env.missing) == ("divide", ("b",))
    assert "plan" in env.notes


def test_a_missing_or_empty_plan_is_fine_and_not_noted() -> None:
    for reply in (
        {"decision": "NO_TOOL"},
        {"plan": "  ", "decision": "NO_TOOL"},
        {"plan": 3, "decision": "NO_TOOL"},
    ):
        env = parse_decision_reply(json.dumps(reply), NAMES, TOOLS)
        assert isinstance(env, EnvelopeCalls) and env.no_tool
        assert "plan" not in env.notes


def test_a_plan_that_names_a_decision_or_a_call_decides_nothing() -> None:
    """The plan is free text: its words never stand in for the decision or the calls."""
    plan = 'TOOL_CALL power {"name":"power","arguments":{"base":2,"exponent":2}} later'
    env = parse_decision_reply(json.dumps({"plan": plan, "decision": "NO_TOOL"}), NAMES, TOOLS)
    assert isinstance(env, EnvelopeCalls) and env.no_tool and env.calls == ()
    alone = parse_decision_reply(json.dumps({"plan": plan}), NAMES, TOOLS)
    assert isinstance(alone, EnvelopeUnreadable)


# -- extractor -------------------------------------------------------------------------------------


def _planned_divide() -> str:
    call = {"name": "divide", "arguments": {"a": 600, "b": 24}}
    return json.dumps({"plan": PLAN, "decision": "TOOL_CALL", "calls": [call]})


def test_the_extractor_sends_the_plan_prompt_and_schema_and_reads_the_calls() -> None:
    seen: list[ModelRequest] = []

    def send(request: ModelRequest) -> ModelReply:
        seen.append(request)
        return ModelReply(_planned_divide())

    ex = Extractor(TOOLS, constrained=True, plan_first=True)
    assert ex.plan_first
    result = ex.run(send, QUESTION)
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [("divide", {"a": 600, "b": 24})]
    assert "plan" in result.notes and PLAN in result.replies[0]
    assert PLAN_INSTRUCTION in seen[0].prompt
    assert seen[0].json_schema is not None
    assert all(next(iter(v["properties"])) == "plan" for v in _variants(seen[0].json_schema))


def test_free_decoding_ignores_the_option() -> None:
    prompts: list[ModelRequest] = []

    def send(request: ModelRequest) -> ModelReply:
        prompts.append(request)
        return ModelReply('<<<TOOL_CALL>>>{"calls":[{"name":"divide","arguments":{"a":600,"b":24}}]}')

    result = Extractor(TOOLS, constrained=False, plan_first=True).run(send, QUESTION)
    assert result.kind == "calls"
    assert prompts[0].json_schema is None
    assert prompts[0].prompt == build_extractor_prompt(FUNCTIONS, QUESTION)


# -- turn engine -----------------------------------------------------------------------------------


def _run(script: TurnScript, messages: Sequence[Message], options: TurnOptions) -> Any:
    return TurnEngine(options).run(script, TurnInput(messages, functions=tuple(FUNCTIONS)))


def test_a_scripted_two_step_chain_with_plans_gives_one_call_per_step() -> None:
    options = TurnOptions(constrained=True, plan_first=True)
    first = TurnScript(_planned_divide())
    result = _run(first, [Message("user", QUESTION)], options)
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [("divide", {"a": 600, "b": 24})]
    request = first.requests[0]
    assert isinstance(request, ModelRequest) and PLAN_INSTRUCTION in request.prompt

    history = [
        Message("user", QUESTION),
        Message("assistant", "", tool_calls=(MessageToolCall("c1", "divide", {"a": 600, "b": 24}),)),
        Message("tool", "25", tool_call_id="c1", name="divide"),
    ]
    square = {"name": "power", "arguments": {"base": 25, "exponent": 2}}
    plan = "Steps: divide, then power. divide gave 25. Now: power(25, 2)."
    second = TurnScript(json.dumps({"plan": plan, "decision": "TOOL_CALL", "calls": [square]}))
    result = _run(second, history, options)
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [("power", {"base": 25, "exponent": 2})]
    assert "plan" in result.notes and "state-view" in result.notes


def test_turn_options_carry_the_option_to_the_extractor() -> None:
    assert TurnOptions().plan_first is False
    engine = TurnEngine(TurnOptions(constrained=True, plan_first=True))
    ex = engine.extractor(TurnInput([Message("user", QUESTION)], functions=tuple(FUNCTIONS)))
    assert ex.plan_first and ex.constrained

    class Settings:
        plan_first = True

    assert TurnOptions.of(Settings()).plan_first is True
