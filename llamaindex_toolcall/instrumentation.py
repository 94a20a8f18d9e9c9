"""LlamaIndex instrumentation events for the inner requests of a ``ToolcallLLM`` turn.

Data flow: ``ToolcallLLM`` drives the core's turn engine; around each request it sends to
the inner LLM (extract, repair, verify, answer, restate) it dispatches
:class:`ToolcallRequestStartEvent` and :class:`ToolcallRequestEndEvent` on this module's
dispatcher (a child of LlamaIndex's root dispatcher, so any handler added with
``get_dispatcher().add_event_handler(...)`` sees them), and :class:`ToolcallTurnEndEvent`
once the turn is decided. The inner LLM's own ``chat``/``complete`` spans and
``LLMChatStartEvent``/``LLMChatEndEvent`` come from LlamaIndex as usual, nested under the
``ToolcallLLM`` span; these events say which of them was which request and how long it took.
"""

from __future__ import annotations

from llama_index.core.instrumentation import get_dispatcher
from llama_index.core.instrumentation.events.base import BaseEvent

__all__ = ["ToolcallRequestEndEvent", "ToolcallRequestStartEvent", "ToolcallTurnEndEvent", "dispatcher"]

dispatcher = get_dispatcher(__name__)


class ToolcallRequestStartEvent(BaseEvent):
    """A request of a toolcall turn was sent to the inner LLM.

    Args:
        purpose: ``extract``, ``repair``, ``recheck``, ``verify``, ``answer`` or ``restate``.
        model: the inner LLM's model name.
    """

    purpose: str
    model: str

    @classmethod
    def class_name(cls) -> str:
        return "ToolcallRequestStartEvent"


class ToolcallRequestEndEvent(BaseEvent):
    """The inner LLM answered a request of a toolcall turn.

    Args:
        purpose: as in :class:`ToolcallRequestStartEvent`.
        model: the inner LLM's model name.
        seconds: wall time of the request (a streamed answer: until its last chunk).
        input_tokens: prompt tokens, when the inner LLM reported them (else None).
        output_tokens: reply tokens, when reported (else None).
    """

    purpose: str
    model: str
    seconds: float
    input_tokens: int | None = None
    output_tokens: int | None = None

    @classmethod
    def class_name(cls) -> str:
        return "ToolcallRequestEndEvent"


class ToolcallTurnEndEvent(BaseEvent):
    """A toolcall turn is decided.

    Args:
        kind: ``calls``, ``need_info``, ``unreadable``, ``no_tool`` or ``answer``.
        calls: the names of the calls made, in order.
        requests: how many inner requests the turn made.
        seconds: wall time of the turn.
        notes: the turn's notes (docs/api.md).
    """

    kind: str
    calls: list[str]
    requests: int
    seconds: float
    notes: list[str]

    @classmethod
    def class_name(cls) -> str:
        return "ToolcallTurnEndEvent"
