"""Conversions between LlamaIndex types and the toolcall core's neutral types.

Data flow::

    BaseTool / FunctionTool / dict      -> convert_tools          -> list[toolcall.FunctionTool]
    Sequence[ChatMessage] (memory)      -> to_neutral_messages    -> list[prompt_toolcall.messages.Message]
                                           (pairing check, transcript for the extractor)
    Sequence[ChatMessage] (memory)      -> to_plain_chat_messages -> list[ChatMessage] without tool roles
                                           (the live conversation for an inner model with no tool support)
    tuple[toolcall.ToolCall, ...]       -> calls_message          -> assistant ChatMessage carrying the calls
    ChatMessage (ours or another LLM's) -> read_tool_selections   -> list[ToolSelection]

Where a call lives on an assistant message: we write it twice, as OpenAI-style dicts in
``additional_kwargs["tool_calls"]`` (what ``FunctionAgent`` memory, ``ChatSummaryMemoryBuffer``
and the older integrations read) and as ``ToolCallBlock`` blocks (what llama-index-core
0.14 integrations and ``Memory`` read). Reading prefers ``additional_kwargs`` and falls back
to the blocks, so a history written by another LLM in an ``AgentWorkflow`` reads too.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from llama_index.core.base.llms.types import (
    ChatMessage,
    MessageRole,
    TextBlock,
    ToolCallBlock,
)
from llama_index.core.llms.llm import ToolSelection
from llama_index.core.tools.types import BaseTool

from prompt_toolcall.errors import SchemaError
from prompt_toolcall.loop.lookups import DEFERRED_KEY, from_wire
from prompt_toolcall.messages import Message, MessageToolCall, Role
from prompt_toolcall.tooldefs import normalize_tool_list
from prompt_toolcall.types import FunctionTool, ToolCall

__all__ = [
    "calls_message",
    "convert_tool",
    "convert_tools",
    "has_tool_traffic",
    "read_tool_selections",
    "to_neutral_messages",
    "to_plain_chat_messages",
]


_ROLE_MAP: Mapping[str, Role] = {
    "system": "system",
    "developer": "system",
    "user": "user",
    "assistant": "assistant",
    "model": "assistant",
    "chatbot": "assistant",
    "tool": "tool",
    "function": "tool",
}


def _repr_cut(value: object, limit: int = 200) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


# -- tools --------------------------------------------------------------------------------


def convert_tool(tool: BaseTool | FunctionTool | Mapping[str, Any], index: int = 0) -> FunctionTool:
    """One LlamaIndex tool (or a dict / core ``FunctionTool``) as a core ``FunctionTool``.

    The name is ``metadata.name`` exactly, not the OpenAI-sanitised one: the agent looks
    the tool up by that name when it executes the call.

    Raises:
        SchemaError: the tool has no name, its ``fn_schema`` cannot produce a JSON Schema,
            or the schema is not an object schema. The message names the tool and its index.
    """
    if isinstance(tool, FunctionTool):
        return tool
    if isinstance(tool, Mapping):
        try:
            return FunctionTool.from_dict(tool)
        except SchemaError as e:
            msg = f"tools[{index}]: {e}"
            raise SchemaError(msg) from e
    if not isinstance(tool, BaseTool):
        msg = (
            f"tools[{index}]: expected a LlamaIndex BaseTool (e.g. FunctionTool.from_defaults(fn)), "
            f"a tool dict or a toolcall FunctionTool. Received {type(tool).__name__}: {_repr_cut(tool)}"
        )
        raise SchemaError(msg)
    meta = tool.metadata
    if not meta.name:
        msg = (
            f"tools[{index}] ({type(tool).__name__}) has no metadata.name; the model must call a tool "
            "by name. Give it one: FunctionTool.from_defaults(fn, name='...')."
        )
        raise SchemaError(msg)
    try:
        parameters = meta.get_parameters_dict()
    except Exception as e:  # pydantic raises several types for a schema it cannot build
        schema_name = getattr(meta.fn_schema, "__name__", repr(meta.fn_schema))
        msg = (
            f"tools[{index}] {meta.name!r}: its fn_schema {schema_name} cannot be converted to a JSON "
            f"Schema ({type(e).__name__}: {e}). Use JSON-serialisable parameter types, or pass an "
            "explicit fn_schema."
        )
        raise SchemaError(msg) from e
    try:
        return FunctionTool(
            name=meta.name,
            description=meta.description or "",
            parameters=dict(parameters),
        )
    except SchemaError as e:
        msg = f"tools[{index}]: {e}"
        raise SchemaError(msg) from e


def convert_tools(
    tools: Sequence[BaseTool | FunctionTool | Mapping[str, Any]] | None, *, warn: bool = True
) -> list[FunctionTool]:
    """Every tool converted with :func:`convert_tool`, then normalised by the core
    (:func:`prompt_toolcall.tooldefs.normalize_tool_list`: ``$ref`` inlined, schema checked,
    one duplicate-name rule, a warning for a tool without a description when ``warn``).

    Raises:
        SchemaError: a tool cannot be converted, or two different tools share a name.
    """
    return normalize_tool_list([convert_tool(t, i) for i, t in enumerate(tools or ())], warn=warn)


# -- reading calls ------------------------------------------------------------------------


def _decode_arguments(raw: object) -> dict[str, Any] | None:
    """Arguments as a dict, or None when they are not (yet) a JSON object."""
    if raw is None:
        return {}
    if isinstance(raw, Mapping):
        return dict(raw)
    if isinstance(raw, str):
        if not raw.strip():
            return {}
        try:
            value = json.loads(raw)
        except ValueError:
            return None
        return dict(value) if isinstance(value, Mapping) else None
    return None


def _call_fields(item: object) -> tuple[str | None, str | None, object]:
    """(id, name, raw arguments) of one call in any spelling we know of."""
    if isinstance(item, ToolSelection):
        return item.tool_id, item.tool_name, item.tool_kwargs
    if isinstance(item, ToolCallBlock):
        return item.tool_call_id, item.tool_name, item.tool_kwargs
    if isinstance(item, Mapping):
        fn = item.get("function")
        if isinstance(fn, Mapping):
            return item.get("id"), fn.get("name"), fn.get("arguments")
        name = item.get("name", item.get("tool_name"))
        args = item.get("arguments", item.get("tool_kwargs", item.get("args")))
        return item.get("id", item.get("tool_id")), name, args
    fn_obj = getattr(item, "function", None)  # openai ChatCompletionMessageToolCall
    if fn_obj is not None:
        return getattr(item, "id", None), getattr(fn_obj, "name", None), getattr(fn_obj, "arguments", None)
    return None, None, None


def read_tool_selections(message: ChatMessage) -> list[ToolSelection]:
    """The calls an assistant message carries, as ``ToolSelection``.

    Reads ``additional_kwargs["tool_calls"]`` (dicts, ``ToolSelection``s or OpenAI SDK
    objects) and ``ToolCallBlock`` blocks. Never raises: a call whose arguments are not
    (yet) a JSON object, e.g. a half-streamed one from another LLM, is skipped rather than
    turned into ``{}``.
    """
    items: list[object] = []
    raw_calls = message.additional_kwargs.get("tool_calls")
    if isinstance(raw_calls, (list, tuple)):
        items.extend(raw_calls)
    known = {_call_fields(i)[0] for i in items}
    items.extend(b for b in message.blocks if isinstance(b, ToolCallBlock) and b.tool_call_id not in known)
    out: list[ToolSelection] = []
    for item in items:
        call_id, name, raw_args = _call_fields(item)
        args = _decode_arguments(raw_args)
        if not isinstance(name, str) or not name or args is None:
            continue
        out.append(ToolSelection(tool_id=str(call_id or ""), tool_name=name, tool_kwargs=args))
    return out


def calls_message(calls: Sequence[ToolCall], content: str = "") -> ChatMessage:
    """An assistant message making ``calls`` (both spellings; see the module docstring)."""
    blocks: list[Any] = [TextBlock(text=content)] if content else []
    blocks.extend(
        ToolCallBlock(tool_call_id=c.id, tool_name=c.name, tool_kwargs=dict(c.arguments)) for c in calls
    )
    openai_calls = [
        {
            "id": c.id,
            "type": "function",
            "function": {
                "name": c.name,
                "arguments": json.dumps(c.arguments, ensure_ascii=False, default=str),
            },
        }
        for c in calls
    ]
    return ChatMessage(
        role=MessageRole.ASSISTANT, blocks=blocks, additional_kwargs={"tool_calls": openai_calls}
    )


# -- histories ----------------------------------------------------------------------------


def _text_of(message: ChatMessage) -> str:
    parts: list[str] = []
    for block in message.blocks:
        if isinstance(block, TextBlock):
            parts.append(block.text)
        elif isinstance(block, ToolCallBlock):
            continue
        else:
            text = getattr(block, "text", None) or getattr(block, "content", None)
            parts.append(text if isinstance(text, str) else f"[{getattr(block, 'block_type', 'block')}]")
    return "\n".join(p for p in parts if p)


def _role_of(message: ChatMessage) -> Role:
    role = message.role.value if isinstance(message.role, MessageRole) else str(message.role)
    return _ROLE_MAP.get(role, "user")


def has_tool_traffic(messages: Sequence[ChatMessage]) -> bool:
    """True when any message is a tool result or an assistant message making calls."""
    for m in messages:
        if _role_of(m) == "tool":
            return True
        if _role_of(m) == "assistant" and read_tool_selections(m):
            return True
    return False


FailedCall = Callable[[str, Mapping[str, Any]], bool]
"""Whether the last execution of a call (name, arguments) failed: what a ``ToolGuard`` saw."""


def to_neutral_messages(messages: Sequence[ChatMessage], failed: FailedCall | None = None) -> list[Message]:
    """The history in the core's neutral model (for pairing checks and the transcript).

    A tool result's name is taken from ``additional_kwargs["name"]``/``["tool_name"]``, else
    from the call with the same id earlier in the history (``FunctionAgent`` only records
    the id).

    Args:
        messages: the LlamaIndex history.
        failed: tells which calls failed. LlamaIndex writes a raised tool's message as the
            bare exception text, without ``ToolOutput.is_error``, so without it a failure
            reads like any result; a ``ToolGuard`` around the tools saw the exception and
            answers it. A result of a call it names is marked ``is_error``.
    """
    out: list[Message] = []
    names_by_id: dict[str, str] = {}
    calls_by_id: dict[str, MessageToolCall] = {}
    for m in messages:
        role = _role_of(m)
        text = _text_of(m)
        if role == "assistant":
            calls = tuple(
                MessageToolCall(id=s.tool_id, name=s.tool_name, arguments=dict(s.tool_kwargs))
                for s in read_tool_selections(m)
            )
            names_by_id.update({c.id: c.name for c in calls})
            calls_by_id.update({c.id: c for c in calls if c.id})
            deferred = from_wire(m.additional_kwargs.get(DEFERRED_KEY))
            out.append(Message(role="assistant", content=text, tool_calls=calls, deferred=deferred))
        elif role == "tool":
            call_id = m.additional_kwargs.get("tool_call_id")
            call_id = str(call_id) if call_id is not None else None
            name = m.additional_kwargs.get("name") or m.additional_kwargs.get("tool_name")
            if not isinstance(name, str):
                name = names_by_id.get(call_id or "")
            call = calls_by_id.get(call_id or "")
            is_error = failed is not None and call is not None and failed(call.name, call.arguments)
            out.append(Message(role="tool", content=text, tool_call_id=call_id, name=name, is_error=is_error))
        else:
            out.append(Message(role=role, content=text))
    return out


def _render_one(message: Message, labels: Mapping[str, str]) -> str:
    """A tool result, or an assistant's calls, as plain text (the core's wording), each id
    shown as its label in ``labels`` (the core's ``conversation_labels``)."""
    from prompt_toolcall.extraction.transcript import describe_call, render_transcript

    if message.role == "assistant":
        lines = [message.content.strip()] if message.content.strip() else []
        lines.extend(describe_call(c.name, c.arguments, labels.get(c.id, c.id)) for c in message.tool_calls)
        return "\n".join(lines)
    return render_transcript([message], labels).strip()


_MERGED_ROLES = (MessageRole.USER, MessageRole.ASSISTANT)


def to_plain_chat_messages(
    messages: Sequence[ChatMessage], failed: FailedCall | None = None
) -> list[ChatMessage]:
    """The live conversation for an inner model that knows nothing of tools.

    System and user messages pass unchanged (images and all). An assistant message that
    made calls becomes assistant text describing them; tool results become user text
    ("Result of get_weather [call_1]: ...", rendered by the core transcript, which
    neutralises envelope markers inside results). Consecutive messages of the same role
    are merged, because many chat templates insist on alternating roles. ``failed`` as for
    :func:`to_neutral_messages`: a failed call's result is rendered as a failure.
    """
    from prompt_toolcall.extraction.transcript import conversation_labels

    out: list[ChatMessage] = []
    neutrals = to_neutral_messages(messages, failed)
    labels = conversation_labels(neutrals)
    for original, neutral in zip(messages, neutrals, strict=True):
        if neutral.role == "tool":
            msg = ChatMessage(role=MessageRole.USER, content=_render_one(neutral, labels))
        elif neutral.role == "assistant" and neutral.tool_calls:
            msg = ChatMessage(role=MessageRole.ASSISTANT, content=_render_one(neutral, labels))
        elif neutral.role == "assistant":
            kept = [b for b in original.blocks if not isinstance(b, ToolCallBlock)]
            msg = ChatMessage(role=MessageRole.ASSISTANT, blocks=kept)
        else:
            msg = original
        prev = out[-1] if out else None
        if prev is not None and prev.role == msg.role and msg.role in _MERGED_ROLES:
            out[-1] = ChatMessage(role=prev.role, blocks=[*prev.blocks, *msg.blocks])
        else:
            out.append(msg)
    return out
