"""Tests for prompt_toolcall.loop.pairing: the pairing validator on the wire view, and the repair."""

from __future__ import annotations

import pytest

from prompt_toolcall.loop.pairing import (
    SYNTHESIZED_RESULT,
    ToolPairingViolation,
    ToolPairingViolationKind,
    canonical_call_id,
    repair_tool_pairing,
    validate_tool_pairing,
)
from prompt_toolcall.messages import Message, MessageToolCall

K = ToolPairingViolationKind


def user(text: str = "hi") -> Message:
    return Message("user", text)


def system(text: str = "be brief") -> Message:
    return Message("system", text)


def call(*ids: str, content: str = "") -> Message:
    return Message("assistant", content, tuple(MessageToolCall(i, f"tool_{i}", {"i": i}) for i in ids))


def result(call_id: str | None, content: str | None = None) -> Message:
    return Message("tool", content if content is not None else f"result {call_id}", tool_call_id=call_id)


def kinds(messages: list[Message]) -> list[tuple[str, str]]:
    return [(v.kind.value, v.id) for v in validate_tool_pairing(messages)]


# -- validate ---------------------------------------------------------------------------------


def test_valid_history_has_no_violations() -> None:
    history = [
        system(),
        user(),
        call("a", "b", content="let me check"),
        result("b"),
        result("a"),
        Message("assistant", "done"),
        user("thanks"),
    ]
    assert validate_tool_pairing(history) == []


def test_kind_values_are_stable_wire_names() -> None:
    assert [k.value for k in K] == [
        "duplicateCallId",
        "duplicateResult",
        "interleavedResult",
        "orphanedResult",
        "unansweredCall",
    ]


def test_violation_is_frozen() -> None:
    v = ToolPairingViolation(K.ORPHANED_RESULT, "x", "d")
    with pytest.raises(AttributeError):
        v.id = "y"  # type: ignore[misc]


def test_unanswered_call() -> None:
    assert kinds([user(), call("a", "b"), result("a"), user("next")]) == [("unansweredCall", "b")]


def test_trailing_unanswered_call_is_flagged() -> None:
    assert kinds([user(), call("a")]) == [("unansweredCall", "a")]


def test_orphaned_result_without_call() -> None:
    assert kinds([user(), result("zzz")]) == [("orphanedResult", "zzz")]


def test_result_for_an_older_turn_is_orphaned() -> None:
    history = [
        user(),
        call("a"),
        Message("assistant", "text"),
        user("q"),
        call("b"),
        result("b"),
        result("a"),
    ]
    # "a" is not in the immediately preceding assistant turn (b's); and a was never answered.
    assert kinds(history) == [("unansweredCall", "a"), ("orphanedResult", "a")]


def test_duplicate_result() -> None:
    assert kinds([user(), call("a"), result("a"), result("a")]) == [("duplicateResult", "a")]


def test_duplicate_call_id_across_turns() -> None:
    history = [user(), call("a"), result("a"), call("a"), result("a")]
    assert kinds(history) == [("duplicateCallId", "a"), ("duplicateResult", "a")]


def test_interleaved_result_after_user_text_in_same_wire_message() -> None:
    history = [user(), call("a", "b"), result("a"), user("hurry"), result("b")]
    assert kinds(history) == [("interleavedResult", "b")]


def test_empty_user_message_is_not_text() -> None:
    history = [user(), call("a", "b"), result("a"), user("   "), result("b")]
    assert validate_tool_pairing(history) == []


def test_system_messages_are_not_on_the_wire() -> None:
    history = [user(), call("a"), system("note"), result("a"), system(), user("ok")]
    assert validate_tool_pairing(history) == []


def test_consecutive_assistant_messages_form_one_turn() -> None:
    history = [user(), call("a"), call("b", content="also"), result("a"), result("b")]
    assert validate_tool_pairing(history) == []


def test_ids_are_canonicalised() -> None:
    assert canonical_call_id("call.1") == "call_1"
    assert canonical_call_id("a b/c") == "a_b_c"
    assert canonical_call_id("x" * 50) == "x" * 40
    assert canonical_call_id(None) == ""
    assert validate_tool_pairing([user(), call("call.1"), result("call_1")]) == []
    # Ids equal after canonicalisation are one id on the wire.
    assert kinds([user(), call("call.1", "call_1"), result("call_1")]) == [
        ("duplicateCallId", "call_1"),
    ]


def test_result_without_id_is_orphaned() -> None:
    assert kinds([user(), call("a"), result(None), result("a")]) == [("orphanedResult", "")]


# -- repair -----------------------------------------------------------------------------------


def test_repair_of_valid_history_is_identity() -> None:
    history = [user(), call("a"), result("a"), Message("assistant", "ok")]
    out, notes = repair_tool_pairing(history)
    assert out == history
    assert notes == []


def test_repair_drop_removes_unanswered_call_from_its_message() -> None:
    history = [user(), call("a", "b", content="checking"), result("a"), user("next")]
    out, notes = repair_tool_pairing(history, "drop")
    assert validate_tool_pairing(out) == []
    assert [c.id for c in out[1].tool_calls] == ["a"]
    assert out[1].content == "checking"
    assert out[2] == result("a")
    assert any("dropped unanswered call tool_b [b]" in n for n in notes)


def test_repair_drop_removes_assistant_message_left_empty() -> None:
    history = [user(), call("a"), user("next")]
    out, notes = repair_tool_pairing(history, "drop")
    assert out == [user(), user("next")]
    assert any("removed an assistant message" in n for n in notes)


def test_repair_keeps_originally_empty_assistant_message() -> None:
    history = [user(), Message("assistant", ""), user("next"), call("a")]
    out, _ = repair_tool_pairing(history, "drop")
    assert out == [user(), Message("assistant", ""), user("next")]


def test_repair_synthesize_adds_error_result_before_user_text() -> None:
    history = [user(), call("a", "b"), result("a"), user("next")]
    out, notes = repair_tool_pairing(history, "synthesize")
    assert validate_tool_pairing(out) == []
    assert out[:3] == history[:3]
    assert out[3] == Message("tool", SYNTHESIZED_RESULT, tool_call_id="b", name="tool_b")
    assert out[4] == user("next")
    assert notes == ["synthesized an error result for unanswered call tool_b [b]"]


def test_repair_synthesize_trailing_call() -> None:
    out, _ = repair_tool_pairing([user(), call("a")], "synthesize")
    assert out[-1].role == "tool" and out[-1].tool_call_id == "a"
    assert validate_tool_pairing(out) == []


def test_repair_drops_orphan_and_duplicate_results() -> None:
    history = [user(), result("zzz", "orphan"), call("a"), result("a", "first"), result("a", "second")]
    out, notes = repair_tool_pairing(history)
    assert [m.content for m in out if m.role == "tool"] == ["first"]
    assert validate_tool_pairing(out) == []
    assert sum("dropped tool result" in n for n in notes) == 2


def test_repair_moves_interleaved_result_before_text() -> None:
    history = [user(), call("a", "b"), result("a"), user("hurry"), result("b")]
    out, notes = repair_tool_pairing(history)
    assert out == [user(), call("a", "b"), result("a"), result("b"), user("hurry")]
    assert "moved tool results before the user text of their message" in notes


def test_repair_renames_reused_call_id_and_keeps_its_result() -> None:
    """Small models reuse ids like call_0 every turn; both results must survive."""
    history = [user(), call("call_0"), result("call_0", "r1"), call("call_0"), result("call_0", "r2")]
    out, notes = repair_tool_pairing(history)
    assert validate_tool_pairing(out) == []
    assert [m.content for m in out if m.role == "tool"] == ["r1", "r2"]
    new_id = out[3].tool_calls[0].id
    assert new_id != "call_0"
    assert out[4].tool_call_id == new_id
    assert any("renamed repeated call id" in n for n in notes)


def test_repair_duplicate_id_inside_one_message() -> None:
    history = [user(), call("x", "x"), result("x", "r1"), result("x", "r2")]
    out, _ = repair_tool_pairing(history)
    assert validate_tool_pairing(out) == []
    ids = [c.id for c in out[1].tool_calls]
    assert ids[0] == "x" and ids[1] != "x"
    assert [(m.tool_call_id, m.content) for m in out[2:]] == [("x", "r1"), (ids[1], "r2")]


def test_repair_does_not_modify_input() -> None:
    history = [user(), call("a", "b"), result("a")]
    snapshot = list(history)
    repair_tool_pairing(history)
    assert history == snapshot


def test_repair_rejects_unknown_strategy() -> None:
    with pytest.raises(ValueError, match="must be one of \\('drop', 'synthesize'\\); got 'dorp'"):
        repair_tool_pairing([user()], "dorp")  # type: ignore[arg-type]
