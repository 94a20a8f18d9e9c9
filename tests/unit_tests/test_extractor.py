"""The extractor loop with scripted model replies (no model, no network)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest
from extractor_script import Script

from prompt_toolcall.errors import SchemaError
from prompt_toolcall.extraction.extractor import (
    ExtractionResult,
    Extractor,
    ModelReply,
    ModelRequest,
    Usage,
)
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import EnvelopeNeedInfo, FunctionTool, ToolChoice

WEATHER = FunctionTool(
    "get_weather",
    "Current weather in a city.",
    {
        "type": "object",
        "properties": {
            "city": {"type": "string"},
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
        },
        "required": ["city"],
    },
)
TIME = FunctionTool(
    "get_time",
    "Current time in a timezone.",
    {"type": "object", "properties": {"tz": {"type": "string"}}, "required": ["tz"]},
)
TOOLS = [WEATHER, TIME]


def call(name: str, **args: Any) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": name, "arguments": args}]})


# -- configuration errors come before any request ------------------------------------------


@pytest.mark.parametrize(
    ("functions", "choice"),
    [
        ([], ToolChoice.auto()),
        (TOOLS, ToolChoice.none()),
        (TOOLS, ToolChoice.named("launch_missiles")),
    ],
    ids=["empty-function-list", "choice-none", "named-choice-undeclared"],
)
def test_bad_configuration_raises_before_any_request(
    functions: Sequence[FunctionTool], choice: ToolChoice
) -> None:
    with pytest.raises(SchemaError):
        Extractor(functions, choice=choice)


def test_malformed_tool_dict_raises_schema_error() -> None:
    with pytest.raises(SchemaError, match="tools\\[0\\]"):
        Extractor([{"description": "no name"}])


def test_max_tokens_must_be_positive() -> None:
    with pytest.raises(SchemaError, match="max_tokens"):
        Extractor(TOOLS, max_tokens=0)


def test_request_must_be_text() -> None:
    with pytest.raises(TypeError, match="request must be a str"):
        Extractor(TOOLS).run(Script(), 42)  # type: ignore[arg-type]


# -- one ask ---------------------------------------------------------------------------------


def test_clean_call_takes_one_request() -> None:
    model = Script(call("get_weather", city="Lima"))
    result = Extractor(TOOLS, max_tokens=300).run(model, "What's the weather in Lima?")
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [("get_weather", {"city": "Lima"})]
    assert result.calls[0].id.startswith("call_")
    assert result.requests == 1
    assert result.replies == (call("get_weather", city="Lima"),)
    (request,) = model.requests
    assert request.purpose == "extract"
    assert request.json_schema is None
    assert request.max_tokens == 300
    assert "What's the weather in Lima?" in request.prompt
    # the manifest before the request, the request last (prompt-prefix reuse)
    assert request.prompt.index("get_time") < request.prompt.index("What's the weather in Lima?")


def test_parallel_calls_are_all_kept() -> None:
    reply = TOOL_CALL_MARKER + json.dumps(
        {
            "calls": [
                {"name": "get_weather", "arguments": {"city": "Lima"}},
                {"name": "get_weather", "arguments": {"city": "Quito"}},
            ]
        }
    )
    result = Extractor(TOOLS).run(Script(reply), "Weather in Lima and Quito?")
    assert [c.arguments["city"] for c in result.calls] == ["Lima", "Quito"]


def test_need_info_names_function_and_missing_parameters() -> None:
    reply = NEED_INFO_MARKER + json.dumps({"function": "get_weather", "missing": ["city"]})
    result = Extractor(TOOLS).run(Script(reply), "What's the weather?")
    assert result.kind == "need_info"
    assert result.need_info is not None
    assert result.need_info.function == "get_weather"
    assert result.need_info.missing == ("city",)
    assert result.calls == ()
    assert result.requests == 1


def test_no_tool_under_auto_is_an_answer() -> None:
    result = Extractor(TOOLS).run(Script(NO_TOOL_MARKER), "Tell me a joke")
    assert result.kind == "no_tool"
    assert result.requests == 1
    assert result.errors == ()


def test_coerced_arguments_validate() -> None:
    tool = FunctionTool(
        "add", "", {"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]}
    )
    result = Extractor([tool]).run(Script(call("add", a="5")), "add 5")
    assert result.kind == "calls"
    assert result.calls[0].arguments == {"a": 5}


# -- exactly one repair ------------------------------------------------------------------------


def test_invalid_arguments_get_one_repair_with_the_errors() -> None:
    model = Script(call("get_weather", unit="kelvin"), call("get_weather", city="Lima", unit="celsius"))
    result = Extractor(TOOLS).run(model, "Weather in Lima in celsius")
    assert result.kind == "calls"
    assert result.calls[0].arguments == {"city": "Lima", "unit": "celsius"}
    assert result.requests == 2
    assert "repaired" in result.notes
    repair = model.requests[1]
    assert repair.purpose == "repair"
    assert "get_weather: city: missing required" in repair.prompt
    assert "kelvin" in repair.prompt
    assert model.requests[0].prompt in repair.prompt  # the original prompt, unchanged


def test_unreadable_then_repaired() -> None:
    model = Script("Sure! The weather in Lima is sunny.", call("get_weather", city="Lima"))
    result = Extractor(TOOLS).run(model, "Weather in Lima?")
    assert result.kind == "calls"
    assert result.requests == 2
    assert "repaired" in result.notes
    assert "Sure! The weather in Lima is sunny." in model.requests[1].prompt


def test_second_failure_is_reported_never_looped() -> None:
    model = Script("I think it is sunny.", "Still no marker here.")
    result = Extractor(TOOLS).run(model, "Weather in Lima?")
    assert result.kind == "unreadable"
    assert result.requests == 2
    assert result.calls == ()
    assert result.errors
    assert "repair-failed" in result.notes
    assert [r.purpose for r in model.requests] == ["extract", "repair"]


def test_invalid_twice_keeps_the_invalid_call_with_raw_args_and_error() -> None:
    bad = call("get_weather", unit="kelvin")
    result = Extractor(TOOLS).run(Script(bad, bad), "Weather?")
    assert result.kind == "unreadable"
    assert result.calls == ()
    (invalid,) = result.invalid
    assert invalid.name == "get_weather"
    assert invalid.raw_arguments is not None
    assert json.loads(invalid.raw_arguments) == {"unit": "kelvin"}
    assert "city: missing required" in invalid.error
    assert any("kelvin" in e for e in result.errors)
    assert "repair-failed" in result.notes


def test_mixed_reply_reports_the_valid_calls_but_stays_unreadable() -> None:
    reply = TOOL_CALL_MARKER + json.dumps(
        {
            "calls": [
                {"name": "get_weather", "arguments": {"city": "Lima"}},
                {"name": "get_time", "arguments": {"tz": {"zone": "America/Lima"}}},
            ]
        }
    )
    result = Extractor(TOOLS, repair=False).run(Script(reply), "Weather and time in Lima")
    assert result.kind == "unreadable"
    assert [c.name for c in result.calls] == ["get_weather"]
    assert [c.name for c in result.invalid] == ["get_time"]


def test_repair_disabled_reports_after_one_request() -> None:
    result = Extractor(TOOLS, repair=False).run(Script("no idea"), "Weather in Lima?")
    assert result.kind == "unreadable"
    assert result.requests == 1
    assert "repair-failed" not in result.notes


def test_empty_reply_is_unreadable_not_a_crash() -> None:
    result = Extractor(TOOLS).run(Script("", "   "), "Weather in Lima?")
    assert result.kind == "unreadable"
    assert result.requests == 2
    assert any("empty" in e for e in result.errors)


def test_need_info_for_an_undeclared_function_is_repaired() -> None:
    bad = NEED_INFO_MARKER + json.dumps({"function": "book_flight", "missing": ["date"]})
    good = NEED_INFO_MARKER + json.dumps({"function": "get_weather", "missing": ["city"]})
    model = Script(bad, good)
    result = Extractor(TOOLS).run(model, "weather?")
    assert result.kind == "need_info"
    assert "book_flight" in model.requests[1].prompt


# -- tool_choice -------------------------------------------------------------------------------


@pytest.mark.parametrize("choice", [ToolChoice.any(), ToolChoice.named("get_weather")], ids=["any", "named"])
def test_forced_choice_turns_no_tool_into_a_repair(choice: ToolChoice) -> None:
    model = Script(NO_TOOL_MARKER, call("get_weather", city="Lima"))
    result = Extractor(TOOLS, choice=choice).run(model, "Hello!")
    assert result.kind == "calls"
    assert result.requests == 2
    assert "NO_TOOL" in model.requests[1].prompt


def test_forced_choice_declining_twice_is_unreadable() -> None:
    result = Extractor(TOOLS, choice=ToolChoice.any()).run(Script(NO_TOOL_MARKER, NO_TOOL_MARKER), "Hello!")
    assert result.kind == "unreadable"
    assert any("tool_choice requires a call" in e for e in result.errors)


def test_named_choice_rejects_other_functions() -> None:
    model = Script(call("get_time", tz="UTC"), call("get_weather", city="Lima"))
    result = Extractor(TOOLS, choice=ToolChoice.named("get_weather")).run(model, "time in Lima?")
    assert [c.name for c in result.calls] == ["get_weather"]
    assert result.requests == 2


# -- constrained decoding ------------------------------------------------------------------------


def test_constrained_requests_carry_the_schema_and_read_decision_json() -> None:
    reply = json.dumps(
        {"decision": "TOOL_CALL", "calls": [{"name": "get_weather", "arguments": {"city": "Lima"}}]}
    )
    model = Script(reply)
    result = Extractor(TOOLS, constrained=True).run(model, "Weather in Lima?")
    assert result.kind == "calls"
    assert result.calls[0].arguments == {"city": "Lima"}
    schema = model.requests[0].json_schema
    assert isinstance(schema, dict)
    assert "decision" in json.dumps(schema)


def test_constrained_falls_back_to_markers_when_the_backend_ignored_the_schema() -> None:
    result = Extractor(TOOLS, constrained=True).run(Script(call("get_weather", city="Lima")), "Lima?")
    assert result.kind == "calls"
    assert result.requests == 1


def test_constrained_need_info() -> None:
    reply = json.dumps({"decision": "NEED_INFO", "function": "get_weather", "missing": ["city"]})
    result = Extractor(TOOLS, constrained=True).run(Script(reply), "weather?")
    assert result.kind == "need_info"
    assert result.need_info is not None and result.need_info.missing == ("city",)


# -- verify ------------------------------------------------------------------------------------


def test_verify_runs_only_when_a_doubt_signal_fires() -> None:
    model = Script(call("get_weather", city="Lima"))
    result = Extractor(TOOLS, verify=True).run(model, "Weather in Lima?")
    assert result.requests == 1
    assert result.kind == "calls"


def test_verify_replaces_an_invented_value_with_need_info() -> None:
    invented = call("get_weather", city="Paris")
    verdict = NEED_INFO_MARKER + json.dumps({"function": "get_weather", "missing": ["city"]})
    model = Script(invented, verdict)
    result = Extractor(TOOLS, verify=True).run(model, "What's the weather like?")
    assert [r.purpose for r in model.requests] == ["extract", "verify"]
    assert result.kind == "need_info"
    assert "doubt:get_weather.city:ungrounded" in result.notes
    assert "verify-need-info" in result.notes


def test_verify_unreadable_keeps_the_calls() -> None:
    model = Script(call("get_weather", city="Paris"), "hmm")
    result = Extractor(TOOLS, verify=True, grounding="off").run(model, "What's the weather like?")
    assert result.kind == "calls"
    assert result.calls[0].arguments == {"city": "Paris"}
    assert "verify-unreadable" in result.notes
    assert result.requests == 2


def test_ungrounded_value_survives_an_unreadable_verify_as_need_info() -> None:
    """An invented required value ("Paris" nobody said) never becomes a call."""
    model = Script(call("get_weather", city="Paris"), "hmm")
    result = Extractor(TOOLS, verify=True).run(model, "What's the weather like?")
    assert result.kind == "need_info"
    assert result.need_info is not None and result.need_info.missing == ("city",)
    assert "verify-unreadable" in result.notes and "grounding-need-info" in result.notes
    assert result.requests == 2


def test_ungrounded_value_is_need_info_without_verify() -> None:
    result = Extractor(TOOLS).run(Script(call("get_weather", city="Paris")), "What's the weather like?")
    assert result.kind == "need_info" and result.requests == 1
    assert result.need_info is not None and result.need_info.function == "get_weather"


def test_grounded_value_stays_a_call() -> None:
    result = Extractor(TOOLS).run(Script(call("get_weather", city="Paris")), "Weather in paris today?")
    assert result.kind == "calls" and result.calls[0].arguments == {"city": "Paris"}


def test_forced_choice_keeps_ungrounded_values_with_a_note() -> None:
    result = Extractor(TOOLS, choice=ToolChoice.any()).run(Script(call("get_weather", city="Paris")), "Hi")
    assert result.kind == "calls"
    assert "grounding-ungrounded-kept:forced-choice" in result.notes


def test_unknown_grounding_mode_is_rejected() -> None:
    with pytest.raises(SchemaError, match="grounding must be one of"):
        Extractor(TOOLS, grounding="loose")  # type: ignore[arg-type]


def test_verify_confirmation_is_noted() -> None:
    same = call("get_weather", city="unknown")
    result = Extractor(TOOLS, verify=True, grounding="off").run(Script(same, same), "weather for my trip")
    assert "verified" in result.notes
    assert result.kind == "calls"


@pytest.mark.parametrize(
    ("request_text", "args", "verified"),
    [
        ("Weather in Lima?", {"city": "Lima"}, False),
        ("weather in lima please", {"city": "Lima"}, False),
        ("What's the weather?", {"city": "Paris"}, True),
        ("What's the weather?", {"city": "<city>"}, True),
        ("What's the weather?", {"city": "unknown"}, True),
        ("Weather in Lima in F", {"city": "Lima", "unit": "fahrenheit"}, False),  # enum: mapped, no doubt
    ],
)
def test_verify_fires_on_ungrounded_values_even_with_grounding_off(
    request_text: str, args: dict[str, Any], verified: bool
) -> None:
    """Grounding is the one doubt signal (it replaced a word-overlap check against the request)."""
    reply = TOOL_CALL_MARKER + json.dumps({"calls": [{"name": "get_weather", "arguments": args}]})
    model = Script(reply, reply)
    result = Extractor(TOOLS, verify=True, grounding="off").run(model, request_text)
    assert (result.requests == 2) is verified
    assert any(n.startswith("doubt:get_weather.city:ungrounded") for n in result.notes) is verified


# -- bookkeeping -------------------------------------------------------------------------------


def test_usage_is_summed_over_requests() -> None:
    model = Script(
        ModelReply("nope", Usage(100, 5)), ModelReply(call("get_weather", city="Lima"), Usage(120, 9))
    )
    result = Extractor(TOOLS).run(model, "Weather in Lima?")
    assert result.usage == Usage(220, 14)
    assert result.usage.total_tokens == 234


def test_usage_addition() -> None:
    assert Usage(1, 2) + Usage(3, 4) == Usage(4, 6)
    assert Usage(1, 2) + None == Usage(1, 2)
    assert sum([Usage(1, 1), Usage(2, 2)], Usage()) == Usage(3, 3)


def test_send_may_return_plain_text() -> None:
    result = Extractor(TOOLS).run(lambda _req: call("get_weather", city="Lima"), "Lima?")  # type: ignore[arg-type,return-value]
    assert result.kind == "calls"


def test_send_returning_garbage_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="ModelReply"):
        Extractor(TOOLS).run(lambda _req: 42, "Lima?")  # type: ignore[arg-type,return-value]


def test_model_errors_propagate() -> None:
    def boom(_request: ModelRequest) -> ModelReply:
        raise ConnectionError("server down")

    with pytest.raises(ConnectionError, match="server down"):
        Extractor(TOOLS).run(boom, "Lima?")


async def test_arun_matches_run() -> None:
    replies = ("no marker", call("get_weather", city="Lima"))
    sync_result = Extractor(TOOLS).run(Script(*replies), "Weather in Lima?")
    model = Script(*replies)
    async_result = await Extractor(TOOLS).arun(model.asend, "Weather in Lima?")
    assert isinstance(async_result, ExtractionResult)
    assert (async_result.kind, async_result.requests, async_result.notes) == (
        sync_result.kind,
        sync_result.requests,
        sync_result.notes,
    )
    assert [(c.name, c.arguments) for c in async_result.calls] == [
        (c.name, c.arguments) for c in sync_result.calls
    ]


def test_steps_is_a_plain_generator() -> None:
    steps = Extractor(TOOLS).steps("Weather in Lima?")
    first = next(steps)
    assert first.purpose == "extract"
    with pytest.raises(StopIteration) as done:
        steps.send(ModelReply(call("get_weather", city="Lima")))
    assert done.value.value.kind == "calls"


def _calls(*calls: tuple[str, dict[str, Any]]) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": n, "arguments": a} for n, a in calls]})


MATH = [
    FunctionTool.from_dict(
        {
            "name": name,
            "description": f"{name} two numbers",
            "parameters": {
                "type": "object",
                "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
                "required": ["a", "b"],
            },
        }
    )
    for name in ("multiply", "add")
]


def test_a_call_waiting_for_another_calls_result_is_deferred_not_need_info() -> None:
    """Dependent calls in one reply: the grounded one runs, the one lacking a value waits."""
    reply = _calls(("multiply", {"a": 26, "b": 41}), ("add", {"a": 1070, "b": 95}))
    result = Extractor(MATH).run(Script(reply), "What is 26 times 41, plus 95?")
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [("multiply", {"a": 26, "b": 41})]
    assert "calls-deferred:1" in result.notes
    assert result.deferred == (EnvelopeNeedInfo("add", ("a",)),)  # 1070 is the product, not yet known


def test_a_reply_whose_every_call_lacks_a_value_keeps_its_later_steps_as_planned() -> None:
    """Both computations carry guessed figures: NEED_INFO for the first, the second on record."""
    reply = _calls(("multiply", {"a": 4.5, "b": 3}), ("add", {"a": 13.5, "b": 2}))
    result = Extractor(MATH).run(Script(reply), "Multiply the loaf's price by 3, then add 2.")
    assert result.kind == "need_info" and result.need_info is not None
    assert (result.need_info.function, result.need_info.missing) == ("multiply", ("a",))
    assert result.deferred == (EnvelopeNeedInfo("add", ("a",)),)


def test_refused_calls_of_the_need_infos_own_function_are_not_planned_steps() -> None:
    reply = _calls(("multiply", {"a": 4.5, "b": 3}), ("multiply", {"a": 6.5, "b": 3}))
    result = Extractor(MATH).run(Script(reply), "Multiply each of the two prices by 3.")
    assert result.kind == "need_info" and result.deferred == ()


PRICE = FunctionTool.from_dict(
    {
        "name": "get_item_price",
        "description": "The price of one item, by its name.",
        "parameters": {"type": "object", "properties": {"item": {"type": "string"}}, "required": ["item"]},
    }
)


def test_a_computation_with_a_scaled_number_beside_a_lookup_waits_for_its_result() -> None:
    """100 is grounded only as "one" times 100: beside the price lookup it is a guessed price."""
    reply = _calls(("get_item_price", {"item": "walnut loaf"}), ("multiply", {"a": 100, "b": 3}))
    question = "What does a walnut loaf cost 3 times over, in one parcel?"
    result = Extractor([PRICE, *MATH]).run(Script(reply), question)
    assert [c.name for c in result.calls] == ["get_item_price"]
    assert {"scaled-numbers-deferred:1", "calls-deferred:1"} <= set(result.notes)
    assert result.deferred == (EnvelopeNeedInfo("multiply", ("a",)),)


def test_a_computation_with_stated_numbers_beside_a_lookup_runs_with_it() -> None:
    reply = _calls(("get_item_price", {"item": "walnut loaf"}), ("multiply", {"a": 100, "b": 3}))
    result = Extractor([PRICE, *MATH]).run(Script(reply), "Price of a walnut loaf, and what is 100 times 3?")
    assert [c.name for c in result.calls] == ["get_item_price", "multiply"]
    assert result.deferred == () and not any(n.startswith("scaled-numbers") for n in result.notes)


def test_a_scaled_number_without_a_lookup_beside_it_is_kept() -> None:
    """Seconds for "20 minutes" in a reply of computations only: a unit change, nothing to wait for."""
    reply = _calls(("multiply", {"a": 1200, "b": 2}), ("add", {"a": 2, "b": 2}))
    result = Extractor(MATH).run(Script(reply), "Twice 20 minutes in seconds, and 2 plus 2?")
    assert [c.name for c in result.calls] == ["multiply", "add"] and result.deferred == ()


def test_a_reply_where_no_call_is_grounded_is_still_need_info() -> None:
    reply = _calls(("multiply", {"a": 3, "b": 5}), ("add", {"a": 7, "b": 9}))
    result = Extractor(MATH).run(Script(reply), "Please do the maths for me.")
    assert result.kind == "need_info"
    # The refused later step is kept as planned (the turn engine resumes it after a lookup),
    # but nothing runs and nothing is marked deferred.
    assert result.deferred == (EnvelopeNeedInfo("add", ("a", "b")),)
    assert not any(n.startswith("calls-deferred") for n in result.notes)


def test_a_forced_call_keeps_its_optional_values() -> None:
    """Structured output composes values: grounding notes them but drops nothing."""
    joke = FunctionTool.from_dict(
        {
            "name": "Joke",
            "description": "A joke",
            "parameters": {
                "type": "object",
                "properties": {"setup": {"type": "string"}, "punchline": {"type": "string"}},
                "required": ["setup"],
            },
        }
    )
    reply = call("Joke", setup="Why did the cat sit on the laptop?", punchline="To keep an eye on the mouse.")
    result = Extractor([joke], choice=ToolChoice.named("Joke")).run(
        Script(reply), "Tell me a joke about cats."
    )
    assert result.kind == "calls"
    assert result.calls[0].arguments["punchline"] == "To keep an eye on the mouse."
    assert "grounding-ungrounded-kept:forced-choice" in result.notes
