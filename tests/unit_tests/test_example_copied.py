"""A call that copies its parameter's documented example is refused by grounding
(``documented-example``), and the turn asks once for the request's own value.

The failure class: a tool documents one example per parameter (``e.g. "family weekend"``),
the request names the value in its own words ("our group discount") or leaves it to another
function, and a small model with no value of its own copies the example."""

from __future__ import annotations

import json
from typing import Any

from extractor_script import TurnScript

from prompt_toolcall.checking.grounding import check_grounding
from prompt_toolcall.loop.turn import TurnEngine, TurnInput, TurnOptions, TurnResult
from prompt_toolcall.messages import Message
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool, ToolCall, ToolChoice

OFFER = FunctionTool(
    "get_discount_offer",
    "A discount offer: the percentage it takes off.\n\n"
    'Args:\n    offer_name: the offer\'s name, e.g. "family weekend".',
    {"type": "object", "properties": {"offer_name": {"type": "string"}}, "required": ["offer_name"]},
)
BOOKING = FunctionTool(
    "find_booking_by_phone",
    "A booking, found by the caller's phone number.",
    {
        "type": "object",
        "properties": {"phone": {"type": "string", "description": 'the number, e.g. "020 555 0100"'}},
        "required": ["phone"],
    },
)
BY_NAME = FunctionTool(
    "find_booking_by_name",
    "A booking, found by the customer's full name.",
    {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]},
)
VAN = FunctionTool(
    "get_van",
    "A van.",
    {
        "type": "object",
        "properties": {"van_code": {"type": "string", "description": 'the code, e.g. "PV-0000"'}},
        "required": ["van_code"],
    },
)
TOOLS = (OFFER, BOOKING, BY_NAME, VAN)
GROUP = "Twelve of us come as a group and get your group discount. What does it take off?"


def calls(function: str, **arguments: Any) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": function, "arguments": arguments}]})


def run(script: TurnScript, request: str, **kwargs: Any) -> TurnResult:
    turn = TurnInput([Message("user", request)], functions=kwargs.pop("functions", TOOLS), **kwargs)
    options = TurnOptions(constrained=False, need_info_reply="template")
    return TurnEngine(options).run(script, turn)


def test_grounding_names_a_copied_example() -> None:
    result = check_grounding(
        [ToolCall("get_discount_offer", {"offer_name": "Family Weekend"})], [OFFER], [GROUP]
    )
    assert result.notes == ("grounding:0:offer_name:ungrounded-required:documented-example",)
    stated = check_grounding([ToolCall("get_discount_offer", {"offer_name": "group"})], [OFFER], [GROUP])
    assert not stated.ungrounded_required  # an example the request also says is the user's value


def test_a_copied_example_is_asked_again_and_the_request_s_own_value_is_called() -> None:
    script = TurnScript(
        calls("get_discount_offer", offer_name="family weekend"),
        calls("get_discount_offer", offer_name="group"),
    )
    result = run(script, GROUP)
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [("get_discount_offer", {"offer_name": "group"})]
    assert {"example-copied-asked", "example-copied-call"} <= set(result.notes)
    first, ask = script.prompts()
    assert "family weekend" in first
    assert "family weekend" not in ask  # neither the manifest nor the note shows the example
    assert "gave offer_name the example from the function's description" in ask


def test_another_function_may_find_what_the_example_stood_for() -> None:
    request = "Ana Lima booked with us. When is her booking?"
    script = TurnScript(
        calls("find_booking_by_phone", phone="020 555 0100"), calls("find_booking_by_name", name="Ana Lima")
    )
    result = run(script, request)
    assert [c.name for c in result.calls] == ["find_booking_by_name"]


def test_a_second_copy_or_guess_keeps_the_need_info() -> None:
    script = TurnScript(
        calls("get_discount_offer", offer_name="family weekend"),
        calls("get_discount_offer", offer_name="summer special"),
    )
    result = run(script, GROUP, functions=(OFFER,))
    assert result.kind == "need_info" and result.need_info is not None
    assert result.need_info.missing == ("offer_name",)
    assert "example-copied-asked" in result.notes and "example-copied-call" not in result.notes


def test_asked_once_per_turn_and_a_decline_keeps_the_need_info() -> None:
    script = TurnScript(calls("get_discount_offer", offer_name="family weekend"), NO_TOOL_MARKER)
    result = run(script, GROUP, functions=(OFFER,))
    assert result.kind == "need_info"
    assert result.notes.count("example-copied-asked") == 1
    assert len(script.prompts()) == 2


def test_a_copied_code_is_left_to_the_lookup_step() -> None:
    """An id example ("PV-0000") names a code another function hands out: no example request."""
    script = TurnScript(calls("get_van", van_code="PV-0000"))
    result = run(script, "Which van is on the north round?", functions=(VAN,))
    assert result.kind == "need_info"
    assert "example-copied-asked" not in result.notes


def test_a_model_s_own_need_info_or_a_named_choice_gets_no_example_request() -> None:
    own = TurnScript(
        NEED_INFO_MARKER + json.dumps({"function": "get_discount_offer", "missing": ["offer_name"]})
    )
    assert "example-copied-asked" not in run(own, GROUP, functions=(OFFER,)).notes
    named = TurnScript(calls("get_discount_offer", offer_name="family weekend"))
    result = run(named, GROUP, functions=(OFFER,), choice=ToolChoice.named("get_discount_offer"))
    assert "example-copied-asked" not in result.notes
