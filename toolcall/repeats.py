"""Repeated calls: a call identical to one already made and answered in the same turn.

Data flow (both adapters, after the extractor returned calls)::

    history (neutral Messages) ──► answered_call_keys: calls since the last user message
                                   that have a result which is not an error
    calls ──► drop_repeated_calls ──► (fresh calls, dropped count)
              no fresh call left ──► answer the conversation instead (note repeated-call-suppressed)

Why: measured 2026-11-29, Qwen2.5-Coder 0.5B and 1.5B, given a transcript that already
held ``get_weather(city=Paris)`` and its result (LlamaIndex FunctionAgent) or
``calculate(...)`` and its result (the ``toolcall demo`` agent), asked for the identical
call again on every request, free and constrained alike, until the agent's step limit.
A repeat whose last run *failed* is kept: retrying is the misuse breaker's business (it
arms a note after 3 identical failures and refuses the 6th attempt).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from toolcall.messages import Message
from toolcall.types import ToolCall

__all__ = ["answered_call_keys", "call_key", "drop_repeated_calls"]


def call_key(name: str, arguments: Mapping[str, Any]) -> str:
    """Canonical identity of a call: its name and its arguments as sorted compact JSON."""
    try:
        args = json.dumps(arguments, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=repr)
    except (TypeError, ValueError):
        args = repr(sorted(arguments.items(), key=lambda kv: str(kv[0])))
    return f"{name}\x00{args}"


def answered_call_keys(messages: Sequence[Message]) -> frozenset[str]:
    """Keys of the calls made since the last user message that have a non-error result."""
    start = max((i for i, m in enumerate(messages) if m.role == "user"), default=-1) + 1
    turn = messages[start:]
    ok_results = {m.tool_call_id for m in turn if m.role == "tool" and not m.is_error}
    return frozenset(
        call_key(c.name, c.arguments) for m in turn for c in m.tool_calls if c.id in ok_results
    )


def drop_repeated_calls(
    calls: Sequence[ToolCall], messages: Sequence[Message]
) -> tuple[tuple[ToolCall, ...], int]:
    """The calls that are not repeats of an answered call in this turn, and how many were dropped."""
    answered = answered_call_keys(messages)
    if not answered:
        return tuple(calls), 0
    fresh = tuple(c for c in calls if call_key(c.name, c.arguments) not in answered)
    return fresh, len(calls) - len(fresh)
