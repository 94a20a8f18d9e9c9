"""A conversation rendered as plain text, for a model that has no chat or tool tokens.

Data flow::

    messages (neutral prompt_toolcall.messages.Message)
        -> one block per message:
             System: ... / User: ... / Assistant: ...
             Assistant called get_weather({"city":"Lima"}) [id call_1]
             Result of get_weather [call_1]: ...
        -> message text is DATA: our envelope markers inside it are neutralised, and every
           continuation line is indented, so no text can forge a marker or a turn
        -> one string (the extractor's request, when a history has tool results)

``last_user_request`` picks the text of the last user turn (the extractor's request when
there is no tool history to show).

Why neutralise: the extractor prompt and the envelope parser decide on the markers
``<<<TOOL_CALL>>>`` / ``<<<NO_TOOL>>>`` / ``<<<NEED_INFO>>>`` (and the mangled
``<<TOOL_CALL>>`` that 12/56 free-decoded BFCL replies wrote). A tool result is whatever a
web page or a file said; a marker in it must never become a call the model copies.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from prompt_toolcall.messages import Message

__all__ = [
    "MARKER_REPLACEMENT",
    "describe_call",
    "last_user_request",
    "neutralise_markers",
    "render_transcript",
]

MARKER_REPLACEMENT = "[marker removed]"
"""What an envelope marker inside message text becomes."""

# Our three markers with any number (>= 2) of angle brackets, spaces inside, any case: the
# parser reads mangled forms (BFCL sample: 12/56 replies wrote ``<<TOOL_CALL>>``), so the
# mangled forms are neutralised too.
_MARKER = re.compile(r"<{2,}\s*(?:TOOL_CALL|NO_TOOL|NEED_INFO)\s*>{2,}", re.IGNORECASE)

_INDENT = "  "
"""Continuation lines of a message are indented: a line of data can never start a turn."""

_ROLE_LABELS = {"system": "System", "user": "User", "assistant": "Assistant"}


def neutralise_markers(text: str) -> str:
    """Replace every envelope marker (also mangled ``<<TOOL_CALL>>`` forms) with
    :data:`MARKER_REPLACEMENT`."""
    return _MARKER.sub(MARKER_REPLACEMENT, text)


def _block(head: str, text: str) -> str:
    lines = neutralise_markers(text).strip().splitlines() or [""]
    first = f"{head}: {lines[0]}".rstrip()
    return "\n".join([first, *(f"{_INDENT}{line}" if line.strip() else "" for line in lines[1:])])


def _args(arguments: object) -> str:
    try:
        text = json.dumps(arguments, separators=(",", ":"), ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        text = repr(arguments)
    return neutralise_markers(text)


def describe_call(name: str, arguments: object, call_id: str | None = None) -> str:
    """An assistant's own earlier call as text for a model without tool support:
    ``(called get_weather({"city":"Lima"}) [id call_1])``.

    The parentheses mark it as a note, not speech: measured 2026-11-29 with
    Qwen2.5-Coder-0.5B, the first-person form "I called get_weather(...) [id call_1]" was
    echoed back verbatim as the final answer (LlamaIndex agent, notebook 03), while the
    parenthesised form (LangChain adapter) was not after a successful call.

    After *failed* calls the parenthesised form is echoed too (same day, 0.5B, weather in
    Paris, 2 failures or 5 and a refusal: 5/5 answers were this notation with a fresh id,
    LlamaIndex and LangChain renderings alike). Other renderings of the assistant turn were
    worse (prose copied 2/2; empty turns or calls folded into the user turn: invented weather),
    so the notation stays and :mod:`prompt_toolcall.loop.final_answer` removes an echo from the answer.
    """
    suffix = f" [id {neutralise_markers(call_id)}]" if call_id else ""
    return f"(called {neutralise_markers(name)}({_args(arguments)}){suffix})"


def render_transcript(messages: Sequence[Message]) -> str:
    """Render a conversation as plain text an untrained model can read.

    Each message becomes one block: ``User: ...``, ``Assistant: ...``,
    ``Assistant called get_weather({"city":"Lima"}) [id call_1]`` per call, and
    ``Result of get_weather [call_1]: ...`` per tool result (the name comes from the result,
    else from the call it answers). Message text is data: envelope markers in it become
    :data:`MARKER_REPLACEMENT`, and lines after the first are indented, so a tool result
    can neither inject a call nor forge a ``User:`` turn.

    Args:
        messages: the history, oldest first.

    Returns:
        The transcript; blocks are separated by newlines. Empty messages are skipped.
    """
    names: dict[str, str] = {}
    blocks: list[str] = []
    for m in messages:
        if m.role == "tool":
            call_id = m.tool_call_id or ""
            name = m.name or names.get(call_id)
            head = f"Result of {name}" if name else "Result of a tool call"
            if call_id:
                head += f" [{neutralise_markers(call_id)}]"
            blocks.append(_block(head, m.content))
            continue
        label = _ROLE_LABELS.get(m.role, str(m.role).capitalize())
        if m.content.strip():
            blocks.append(_block(label, m.content))
        for call in m.tool_calls:
            names[call.id] = call.name
            blocks.append(
                f"{label} called {neutralise_markers(call.name)}({_args(call.arguments)}) "
                f"[id {neutralise_markers(call.id)}]"
            )
    return "\n".join(blocks)


def last_user_request(messages: Sequence[Message]) -> str:
    """The text of the last user message with visible content, stripped.

    Returns:
        That text, or ``""`` when the history has no user text (the caller decides what to
        extract from then; a rendered transcript is the usual fallback).
    """
    for m in reversed(messages):
        if m.role == "user" and m.content.strip():
            return m.content.strip()
    return ""
