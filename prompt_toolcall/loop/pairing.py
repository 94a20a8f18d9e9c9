"""The tool_call <-> tool_result pairing invariant, checked and repaired before a context is sent.

Data flow::

    messages (neutral prompt_toolcall.messages.Message)
        -> wire view: what a provider actually receives
             system messages are not on the wire (providers take them separately);
             consecutive assistant messages form one wire assistant turn (their call ids);
             consecutive tool results and visible user messages form one wire user turn
             (blocks: a result id, or text);
             ids canonicalised to [A-Za-z0-9_-]{<=40}, so "call.1" and "call_1" are one id
        -> validate_tool_pairing: walk the turns, report violations
             duplicateCallId    the same id in two calls
             duplicateResult    a second result for an id already answered
             interleavedResult  a result after other content in its turn
             orphanedResult     a result whose call is not in the immediately preceding turn
             unansweredCall     a call with no result in the next turn
        -> repair_tool_pairing: a history with no violations + notes saying what changed

``validate_tool_pairing`` returning an empty list means the history is safe to send.
Providers reject a broken history outright (Anthropic: "tool_use ids were found without
tool_result blocks immediately after"; OpenAI: "An assistant message with 'tool_calls' must
be followed by tool messages responding to each 'tool_call_id'"), and agents produce one
whenever a run is cut off, a result is lost, or a model reuses ids like ``call_0``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Literal

from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.types import new_call_id

__all__ = [
    "MAX_WIRE_ID_LENGTH",
    "SYNTHESIZED_RESULT",
    "ToolPairingViolation",
    "ToolPairingViolationKind",
    "canonical_call_id",
    "repair_tool_pairing",
    "validate_tool_pairing",
]

MAX_WIRE_ID_LENGTH = 40
"""Longest id kept when canonicalising. Wire rule: ids are ``[A-Za-z0-9_-]`` and at most 40
characters (OpenAI Chat Completions rejects longer ones: "string too long. Expected a string
with maximum length 40"; langchain-anthropic ``_ANTHROPIC_ID_PATTERN`` allows the same
alphabet); two ids that only differ past that are one id on the wire."""

SYNTHESIZED_RESULT = (
    "Error: this tool call was never executed, or its result was lost; no result is available. "
    "Do not assume one: call the tool again if you still need it."
)
"""The content of a result ``repair_tool_pairing(strategy="synthesize")`` adds for an unanswered call."""

_NOT_WIRE_ID = re.compile(r"[^A-Za-z0-9_-]")


class ToolPairingViolationKind(str, Enum):
    """What broke the pairing (the camelCase values are stable names that notes and tests compare)."""

    DUPLICATE_CALL_ID = "duplicateCallId"
    DUPLICATE_RESULT = "duplicateResult"
    INTERLEAVED_RESULT = "interleavedResult"
    ORPHANED_RESULT = "orphanedResult"
    UNANSWERED_CALL = "unansweredCall"


@dataclass(frozen=True)
class ToolPairingViolation:
    """One break of the pairing invariant.

    Attributes:
        kind: what broke.
        id: the canonical (wire) call id concerned.
        detail: a sentence saying what is wrong.
    """

    kind: ToolPairingViolationKind
    id: str
    detail: str


def canonical_call_id(call_id: str | None) -> str:
    """The id as it stands on the wire: characters outside ``[A-Za-z0-9_-]`` become ``_``,
    cut to :data:`MAX_WIRE_ID_LENGTH`. ``None`` (a result with no id) gives ``""``."""
    if not call_id:
        return ""
    return _NOT_WIRE_ID.sub("_", call_id)[:MAX_WIRE_ID_LENGTH]


# -- the wire view -------------------------------------------------------------------------


@dataclass
class _Turn:
    """One wire turn: ``role`` assistant or user, and the message indices it came from."""

    role: Literal["assistant", "user"]
    indices: list[int]


def _wire_turns(messages: Sequence[Message]) -> list[_Turn]:
    turns: list[_Turn] = []
    for i, m in enumerate(messages):
        if m.role == "system":
            continue  # not part of the wire
        role: Literal["assistant", "user"] = "assistant" if m.role == "assistant" else "user"
        if role == "user" and m.role == "user" and not m.content.strip():
            continue  # an empty user message contributes no block
        if turns and turns[-1].role == role:
            turns[-1].indices.append(i)
        else:
            turns.append(_Turn(role, [i]))
    return turns


def _call_ids(messages: Sequence[Message], turn: _Turn) -> list[str]:
    return [canonical_call_id(c.id) for i in turn.indices for c in messages[i].tool_calls]


# -- validation ------------------------------------------------------------------------------


def _flag_unanswered(pending: list[str], answered: set[str], violations: list[ToolPairingViolation]) -> None:
    for call_id in pending:
        if call_id not in answered:
            violations.append(
                ToolPairingViolation(
                    ToolPairingViolationKind.UNANSWERED_CALL,
                    call_id,
                    "tool_use has no tool_result in the immediately following user message",
                )
            )


def validate_tool_pairing(messages: Sequence[Message]) -> list[ToolPairingViolation]:
    """Check the pairing invariant on the wire view of ``messages``.

    Every call id is unique; every call is answered by exactly one result in the wire user
    turn right after it; results come before any other content in that turn.

    Args:
        messages: the history, oldest first.

    Returns:
        The violations in the order met; empty means the context is safe to send.
    """
    violations: list[ToolPairingViolation] = []
    seen_calls: set[str] = set()
    answered: set[str] = set()
    pending: list[str] = []
    for turn in _wire_turns(messages):
        if turn.role == "assistant":
            _flag_unanswered(pending, answered, violations)
            pending = _call_ids(messages, turn)
            for call_id in pending:
                if call_id in seen_calls:
                    violations.append(
                        ToolPairingViolation(
                            ToolPairingViolationKind.DUPLICATE_CALL_ID,
                            call_id,
                            "tool_use id appears in more than one tool call",
                        )
                    )
                seen_calls.add(call_id)
            continue
        saw_text = False
        for i in turn.indices:
            m = messages[i]
            if m.role != "tool":
                saw_text = True
                continue
            result_id = canonical_call_id(m.tool_call_id)
            if result_id in answered:
                violations.append(
                    ToolPairingViolation(
                        ToolPairingViolationKind.DUPLICATE_RESULT,
                        result_id,
                        "a second tool_result answers the same id",
                    )
                )
            elif result_id in pending:
                answered.add(result_id)
                if saw_text:
                    violations.append(
                        ToolPairingViolation(
                            ToolPairingViolationKind.INTERLEAVED_RESULT,
                            result_id,
                            "tool_result appears after other content in its message",
                        )
                    )
            else:
                violations.append(
                    ToolPairingViolation(
                        ToolPairingViolationKind.ORPHANED_RESULT,
                        result_id,
                        "its tool_use is not in the immediately preceding assistant message",
                    )
                )
        _flag_unanswered(pending, answered, violations)
        pending = []
    _flag_unanswered(pending, answered, violations)
    return violations


# -- repair ----------------------------------------------------------------------------------


def repair_tool_pairing(
    messages: Sequence[Message],
    strategy: Literal["drop", "synthesize"] = "drop",
) -> tuple[list[Message], list[str]]:
    """Return a copy of the history with no pairing violations, and notes saying what changed.

    Every result that answers a call of the turn right before it is kept (a result placed
    after user text is moved before it). A call whose id repeats an earlier one gets a
    fresh id, and the first unclaimed result for that id in the next turn follows it, so
    models that reuse ``call_0`` keep their results. Results with no call right before them,
    and second results for an answered call, are dropped. An unanswered call is removed from
    its assistant message (``"drop"``; an assistant message left empty is removed) or gets
    an error result :data:`SYNTHESIZED_RESULT` (``"synthesize"``). System and user messages
    are never dropped; the input is not modified.

    Args:
        messages: the history, oldest first.
        strategy: what to do with an unanswered call: ``"drop"`` or ``"synthesize"``.

    Returns:
        ``(messages, notes)``; ``notes`` is empty when the history was already valid.

    Raises:
        ValueError: ``strategy`` is not ``"drop"`` or ``"synthesize"``.
    """
    if strategy not in ("drop", "synthesize"):
        msg = f"repair_tool_pairing: strategy must be one of ('drop', 'synthesize'); got {strategy!r}"
        raise ValueError(msg)
    if not validate_tool_pairing(messages):
        return list(messages), []
    out, notes = _repair_once(list(messages), strategy)
    # One pass always suffices (the property tests check it on generated histories);
    # a second pass is a cheap guard that costs nothing when the first one succeeded.
    if validate_tool_pairing(out):
        out, more = _repair_once(out, strategy)
        notes.extend(more)
    return out, notes


def _off_wire(m: Message) -> bool:
    """System messages and empty user messages put no block on the wire."""
    return m.role == "system" or (m.role == "user" and not m.content.strip())


def _repair_once(messages: list[Message], strategy: str) -> tuple[list[Message], list[str]]:
    return _Repair(messages, strategy).run()


def _segments(messages: Sequence[Message]) -> list[tuple[bool, list[Message]]]:
    """Segments mirror the wire turns: runs of assistant messages, and the runs of tool/user
    messages between them; off-wire messages ride with the segment they sit in."""
    segments: list[tuple[bool, list[Message]]] = []
    for m in messages:
        if _off_wire(m) and segments:
            segments[-1][1].append(m)
            continue
        is_assistant = m.role == "assistant"
        if segments and segments[-1][0] == is_assistant:
            segments[-1][1].append(m)
        else:
            segments.append((is_assistant, [m]))
    return segments


class _Repair:
    """One repair pass over a history (see :func:`repair_tool_pairing`)."""

    def __init__(self, messages: list[Message], strategy: str) -> None:
        self.messages = messages
        self.strategy = strategy
        self.notes: list[str] = []
        self.used_ids = {canonical_call_id(c.id) for m in messages for c in m.tool_calls}
        self.used_ids |= {canonical_call_id(m.tool_call_id) for m in messages if m.role == "tool"}
        self.seen_calls: set[str] = set()
        self.result: list[Message] = []
        # The previous assistant segment, its calls waiting for a result (canonical id -> queue
        # of raw ids in call order), and every (raw id, name) it called.
        self.last_assistant: list[Message | None] = []
        self.pending: dict[str, list[str]] = {}
        self.called: list[tuple[str, str]] = []
        self.claimed: set[str] = set()

    def run(self) -> tuple[list[Message], list[str]]:
        for is_assistant, group in _segments(self.messages):
            if is_assistant:
                self.take_assistant(group)
            else:
                self.take_results(group)
        extra = self.close_pending()
        self.flush_assistant()
        self.result.extend(extra)
        return self.result, self.notes

    def fresh_id(self) -> str:
        while True:
            new = new_call_id()
            if new not in self.used_ids:
                self.used_ids.add(new)
                return new

    def close_pending(self) -> list[Message]:
        """Handle the calls left unanswered; returns the results to add for them."""
        unanswered = [(raw_id, name) for raw_id, name in self.called if raw_id not in self.claimed]
        self.pending.clear()
        self.called.clear()
        self.claimed.clear()
        if not unanswered:
            return []
        if self.strategy == "synthesize":
            self.notes.extend(
                f"synthesized an error result for unanswered call {n} [{i}]" for i, n in unanswered
            )
            return [
                Message(role="tool", content=SYNTHESIZED_RESULT, tool_call_id=raw_id, name=name)
                for raw_id, name in unanswered
            ]
        drop = {raw_id for raw_id, _ in unanswered}
        self.notes.extend(
            f"dropped unanswered call {n} [{i}] from its assistant message" for i, n in unanswered
        )
        for k, m in enumerate(self.last_assistant):
            if m is None or not any(c.id in drop for c in m.tool_calls):
                continue
            kept = tuple(c for c in m.tool_calls if c.id not in drop)
            if not kept and not m.content.strip():
                self.notes.append("removed an assistant message left empty by dropping its calls")
                self.last_assistant[k] = None
            else:
                self.last_assistant[k] = replace(m, tool_calls=kept)
        return []

    def flush_assistant(self) -> None:
        self.result.extend(m for m in self.last_assistant if m is not None)
        self.last_assistant.clear()

    def take_assistant(self, group: list[Message]) -> None:
        for m in group:
            if m.role != "assistant" or not m.tool_calls:
                self.last_assistant.append(m)
                continue
            calls: list[MessageToolCall] = []
            for c in m.tool_calls:
                canon = canonical_call_id(c.id)
                if canon in self.seen_calls:
                    new = self.fresh_id()
                    self.notes.append(f"renamed repeated call id {c.id!r} of {c.name} to {new!r}")
                    c = replace(c, id=new)
                    self.seen_calls.add(new)
                self.seen_calls.add(canon)
                self.pending.setdefault(canon, []).append(c.id)
                self.called.append((c.id, c.name))
                calls.append(c)
            changed = any(a is not b for a, b in zip(calls, m.tool_calls, strict=True))
            self.last_assistant.append(replace(m, tool_calls=tuple(calls)) if changed else m)

    def take_results(self, group: list[Message]) -> None:
        kept_results: list[Message] = []
        others: list[Message] = []
        moved = False
        for m in group:
            if m.role != "tool":
                others.append(m)
                continue
            matched = self.match_result(m)
            if matched is None:
                continue
            if any(not _off_wire(o) for o in others):
                moved = True
            kept_results.append(matched)
        if moved:
            self.notes.append("moved tool results before the user text of their message")
        kept_results.extend(self.close_pending())
        self.flush_assistant()
        self.result.extend(kept_results)
        self.result.extend(others)

    def match_result(self, m: Message) -> Message | None:
        """The result answering a pending call (its id renamed if the call's was), or None."""
        canon = canonical_call_id(m.tool_call_id)
        queue = self.pending.get(canon)
        if not queue:
            self.notes.append(
                f"dropped tool result [{m.tool_call_id}]: its call is not in the assistant "
                "message right before it, or it was already answered"
            )
            return None
        raw_id = queue.pop(0)
        self.claimed.add(raw_id)
        if canonical_call_id(raw_id) != canon:
            self.notes.append(f"renamed the result for repeated id {m.tool_call_id!r} to {raw_id!r}")
            return replace(m, tool_call_id=raw_id)
        return m
