"""A pick from a closed list that the conversation does not name is asked again, reversed."""

from __future__ import annotations

import json
from typing import Any

from extractor_script import Script

from prompt_toolcall.checking.grounding import check_grounding
from prompt_toolcall.checking.grounding.choices import (
    PICK_CHANGED,
    changed_picks,
    doubted_picks,
    reversed_choices,
)
from prompt_toolcall.extraction.extractor import Extractor
from prompt_toolcall.reading.markers import TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool, ToolCall, ToolChoice

SLOTS = ["08-10", "10-12", "14-16", "18-20"]
DELIVERY = FunctionTool(
    "book_delivery",
    "Book a delivery slot.",
    {
        "type": "object",
        "properties": {
            "date": {"type": "string", "format": "date"},
            "slot": {"type": "string", "enum": SLOTS},
            "leave_at": {"type": "string", "enum": ["door", "neighbour", "locker"]},
        },
        "required": ["date", "slot"],
    },
)
OTHER = FunctionTool(
    "track",
    "Track a parcel.",
    {"type": "object", "properties": {"slot": {"type": "string", "enum": ["a", "b"]}}, "required": []},
)
REQUEST = "Deliver the parcel on 2026-03-02."


def call(*calls: tuple[str, dict[str, Any]]) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": n, "arguments": a} for n, a in calls]})


def checked(args: dict[str, Any], text: str = REQUEST) -> Any:
    return check_grounding([ToolCall("book_delivery", args)], [DELIVERY], [text], mode="lenient")


def test_only_unnamed_picks_of_unrefused_calls_are_doubted() -> None:
    assert doubted_picks(checked({"date": "2026-03-02", "slot": "10-12"})) == {0: ("slot",)}
    named = checked({"date": "2026-03-02", "slot": "18-20"}, REQUEST + " Between 18-20 please.")
    assert doubted_picks(named) == {}
    # The date is refused: the call is asked about anyway, so no request is spent on the slot.
    assert doubted_picks(checked({"date": "2026-03-09", "slot": "10-12"})) == {}


def test_reversed_choices_touches_only_the_doubted_parameters_of_that_function() -> None:
    calls = [ToolCall("book_delivery", {"date": "2026-03-02", "slot": "10-12"})]
    delivery, other = reversed_choices([DELIVERY, OTHER], calls, {0: ("slot",)})
    assert delivery.properties["slot"]["enum"] == SLOTS[::-1]
    assert delivery.properties["leave_at"]["enum"] == ["door", "neighbour", "locker"]
    assert other == OTHER
    assert DELIVERY.properties["slot"]["enum"] == SLOTS  # the declared tool is not changed


def test_changed_picks_pairs_calls_by_name_and_order() -> None:
    first = [ToolCall("book_delivery", {"slot": "10-12"}), ToolCall("book_delivery", {"slot": "14-16"})]
    again = [ToolCall("book_delivery", {"slot": "10-12"}), ToolCall("book_delivery", {"slot": "08-10"})]
    assert changed_picks(first, {0: ["slot"], 1: ["slot"]}, again) == {1: ["slot"]}
    # A call the second reply lacks, or a parameter it leaves out, changed.
    assert changed_picks(first, {0: ["slot"], 1: ["slot"]}, again[:1]) == {1: ["slot"]}
    assert changed_picks(first, {0: ["slot"]}, [ToolCall("book_delivery", {})]) == {0: ["slot"]}


def test_a_refused_pick_is_decided_like_any_ungrounded_value() -> None:
    calls = [ToolCall("book_delivery", {"date": "2026-03-02", "slot": "10-12", "leave_at": "door"})]
    refused = {(0, "slot"): PICK_CHANGED, (0, "leave_at"): PICK_CHANGED}
    out = check_grounding(calls, [DELIVERY], [REQUEST], refused=refused)
    assert out.ungrounded_required == {0: ["slot"]}
    assert out.dropped_optional == [(0, "leave_at")]
    assert out.calls[0].arguments == {"date": "2026-03-02", "slot": "10-12"}
    assert "grounding:0:slot:ungrounded-required:pick-changed" in out.notes
    assert "grounding:0:leave_at:dropped-optional:pick-changed" in out.notes
    assert check_grounding(calls, [DELIVERY], [REQUEST], refused={}) == check_grounding(
        calls, [DELIVERY], [REQUEST]
    )


def test_a_pick_that_changes_when_the_list_is_reversed_becomes_need_info() -> None:
    model = Script(
        call(("book_delivery", {"date": "2026-03-02", "slot": "10-12"})),
        call(("book_delivery", {"date": "2026-03-02", "slot": "14-16"})),
    )
    result = Extractor([DELIVERY]).run(model, REQUEST)
    assert [r.purpose for r in model.requests] == ["extract", "recheck"]
    assert '"18-20", "14-16", "10-12", "08-10"' in model.requests[1].prompt.replace("'", '"')
    assert result.kind == "need_info" and result.need_info is not None
    assert result.need_info.missing == ("slot",)
    assert "picks-rechecked:1" in result.notes and result.requests == 2


def test_a_pick_that_holds_is_kept() -> None:
    args = {"date": "2026-03-02", "slot": "10-12"}
    model = Script(call(("book_delivery", args)), call(("book_delivery", args)))
    result = Extractor([DELIVERY], constrained=False).run(model, REQUEST)
    assert result.kind == "calls" and result.calls[0].arguments == args
    assert "picks-rechecked:1" in result.notes


def test_an_unreadable_recheck_withdraws_the_pick() -> None:
    model = Script(call(("book_delivery", {"date": "2026-03-02", "slot": "10-12"})), "no idea")
    result = Extractor([DELIVERY], repair=False).run(model, REQUEST)
    assert result.kind == "need_info" and result.need_info is not None
    assert result.need_info.missing == ("slot",)


def test_a_forced_call_is_not_rechecked() -> None:
    model = Script(call(("book_delivery", {"date": "2026-03-02", "slot": "10-12"})))
    result = Extractor([DELIVERY], choice=ToolChoice.named("book_delivery")).run(model, REQUEST)
    assert result.kind == "calls" and len(model.requests) == 1
