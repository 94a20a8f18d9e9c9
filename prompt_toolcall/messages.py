"""A small framework-neutral message model.

Both adapters convert their framework's messages to this before the core looks at a
history: the pairing validator checks it, and the extractor renders it as text for a
model that has no tool tokens.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from prompt_toolcall.types import EnvelopeNeedInfo

__all__ = ["Message", "MessageToolCall", "Role"]

Role = Literal["system", "user", "assistant", "tool"]


@dataclass(frozen=True)
class MessageToolCall:
    """A tool call as it stands in an assistant message of a history."""

    id: str
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Message:
    """One message of a conversation.

    Attributes:
        role: ``system``, ``user``, ``assistant`` or ``tool``.
        content: the visible text (may be empty, e.g. an assistant message that only calls).
        tool_calls: the calls an assistant message makes.
        tool_call_id: for a ``tool`` message, the id of the call it answers.
        name: for a ``tool`` message, the tool's name when known.
        is_error: for a ``tool`` message, whether the result reports a failure.
        deferred: for an assistant message whose calls look up a value another call needs,
            that call's function and missing parameters (innermost first; see the turn
            engine's lookup step). Adapters carry it in their message metadata.
    """

    role: Role
    content: str = ""
    tool_calls: tuple[MessageToolCall, ...] = ()
    tool_call_id: str | None = None
    name: str | None = None
    is_error: bool = False
    deferred: tuple[EnvelopeNeedInfo, ...] = ()
