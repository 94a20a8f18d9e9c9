"""Property tests: repair_tool_pairing always yields a history with zero violations.

The unit run uses ``TOOLCALL_PAIRING_EXAMPLES`` examples per property (default 2000);
a bigger run is one flag away::

    TOOLCALL_PAIRING_EXAMPLES=50000 pytest tests/unit_tests/test_properties_pairing.py
"""

from __future__ import annotations

import os
from collections import Counter
from typing import Literal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prompt_toolcall.loop.pairing import (
    ToolPairingViolationKind,
    canonical_call_id,
    repair_tool_pairing,
    validate_tool_pairing,
)
from prompt_toolcall.messages import Message, MessageToolCall

EXAMPLES = int(os.environ.get("TOOLCALL_PAIRING_EXAMPLES", "2000"))
PROPERTY_SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# A small pool so ids collide often; "call.1" / "call_1" and the two long ids are equal on
# the wire (canonicalisation), which the repair must see too.
ID_POOL = ["a", "b", "c", "call.1", "call_1", "x" * 45, "x" * 40 + "y", "0"]


_KINDS = ("user", "empty_user", "system", "assistant", "tool", "tool", "tool_none")


def _decode(code: int, position: int) -> Message:
    """One message from one drawn integer (bit fields: kind, content flag, call count, ids).

    Drawing one integer per message instead of one value per field keeps generation ~5x
    faster, and hypothesis still shrinks towards small codes (``0`` is a user message)."""
    kind = _KINDS[code % len(_KINDS)]
    code //= len(_KINDS)
    label = f"{kind} {position}"
    if kind == "user":
        return Message("user", label)
    if kind == "empty_user":
        return Message("user", "")
    if kind == "system":
        return Message("system", label)
    if kind == "tool":
        return Message("tool", label, tool_call_id=ID_POOL[code % len(ID_POOL)])
    if kind == "tool_none":
        return Message("tool", label, tool_call_id=None)
    content = label if code % 2 else ""
    code //= 2
    count = code % 4
    code //= 4
    calls = []
    for k in range(count):
        calls.append(MessageToolCall(ID_POOL[code % len(ID_POOL)], f"tool_{k}", {"k": k}))
        code //= len(ID_POOL)
    return Message("assistant", content, tuple(calls))


histories = st.lists(st.integers(min_value=0, max_value=2**16), max_size=14).map(
    lambda codes: [_decode(c, i) for i, c in enumerate(codes)]
)


STRATEGIES: list[Literal["drop", "synthesize"]] = ["drop", "synthesize"]


def _valid_result_contents(history: list[Message]) -> set[str]:
    """Results the validator does not flag as orphaned or duplicate (by id, so sound)."""
    bad = {
        v.id
        for v in validate_tool_pairing(history)
        if v.kind in (ToolPairingViolationKind.ORPHANED_RESULT, ToolPairingViolationKind.DUPLICATE_RESULT)
    }
    return {m.content for m in history if m.role == "tool" and canonical_call_id(m.tool_call_id) not in bad}


def _check_repair(history: list[Message], strategy: Literal["drop", "synthesize"]) -> None:
    out, notes = repair_tool_pairing(history, strategy)
    # Zero violations, always.
    assert validate_tool_pairing(out) == []
    # Every valid result is kept.
    kept = {m.content for m in out if m.role == "tool"}
    assert _valid_result_contents(history) <= kept
    # System and user messages are never dropped and keep their order.
    assert [m for m in out if m.role in ("system", "user")] == [
        m for m in history if m.role in ("system", "user")
    ]
    # Assistant text is never lost.
    assert [m.content for m in out if m.role == "assistant" and m.content] == [
        m.content for m in history if m.role == "assistant" and m.content
    ]
    # A valid history comes back unchanged; a repaired one says what changed.
    if validate_tool_pairing(history):
        assert notes
    else:
        assert (out, notes) == (history, [])
    # Idempotent.
    assert repair_tool_pairing(out, strategy) == (out, [])
    original_results = Counter(m.content for m in history if m.role == "tool")
    repaired_results = Counter(m.content for m in out if m.role == "tool")
    calls_in = sum(len(m.tool_calls) for m in history)
    calls_out = sum(len(m.tool_calls) for m in out)
    if strategy == "drop":
        # Nothing is invented: every result comes from the input, no call is added.
        assert repaired_results <= original_results
        assert calls_out <= calls_in
    else:
        # No call is removed; only error results are added.
        assert calls_out == calls_in
        added = repaired_results - original_results
        assert all(m.content.startswith("Error:") for m in out if m.role == "tool" and m.content in added)


@PROPERTY_SETTINGS
@given(histories)
def test_repair_output_always_validates_and_keeps_valid_results(history: list[Message]) -> None:
    """One generated history, both strategies (one test keeps the unit run fast)."""
    for strategy in STRATEGIES:
        _check_repair(history, strategy)
