"""Conversions between LangChain messages/tools and the toolcall core's neutral types.

Input flow: LangChain ``BaseMessage`` list ──► :func:`to_neutral_messages` ──► the core's
``Message`` (pairing check, transcript rendering); ``bind_tools`` input ──►
:func:`convert_tools` ──► OpenAI tool dicts (checked) ──► ``FunctionTool``.

Output flow: the core's ``ToolCall`` / ``InvalidToolCall`` / ``Usage`` ──► LangChain
``ToolCall`` / ``InvalidToolCall`` dicts and ``UsageMetadata``.

Also :func:`to_plain_messages`: the live conversation rewritten for an inner model with no
tool support (tool calls and results become text), used when the extractor says NO_TOOL.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, cast

from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    ChatMessage,
    FunctionMessage,
    HumanMessage,
    ToolMessage,
)
from langchain_core.messages import InvalidToolCall as LCInvalidToolCall
from langchain_core.messages import ToolCall as LCToolCall
from langchain_core.messages.ai import UsageMetadata
from langchain_core.tools import BaseTool
from langchain_core.utils.function_calling import convert_to_openai_tool

from prompt_toolcall.errors import SchemaError
from prompt_toolcall.extraction.extractor import Usage
from prompt_toolcall.extraction.transcript import call_labels, describe_call
from prompt_toolcall.loop.lookups import DEFERRED_KEY, from_wire
from prompt_toolcall.messages import Message, MessageToolCall, Role
from prompt_toolcall.tooldefs import normalize_tool_list
from prompt_toolcall.types import FunctionTool, InvalidToolCall, ToolCall

__all__ = [
    "convert_tools",
    "message_text",
    "native_reasoning",
    "to_lc_invalid_tool_call",
    "to_lc_tool_call",
    "to_neutral_messages",
    "to_plain_messages",
    "usage_from_message",
    "usage_to_metadata",
]

_ROLE_BY_TYPE: dict[str, Role] = {
    "human": "user",
    "user": "user",
    "ai": "assistant",
    "assistant": "assistant",
    "system": "system",
    "developer": "system",
    "tool": "tool",
    "function": "tool",
}


def message_text(message: BaseMessage) -> str:
    """The visible text of a message (text blocks joined; images and other blocks dropped)."""
    content = message.content
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, Mapping) and block.get("type") in ("text", "text_delta"):
            text = block.get("text")
            if isinstance(text, str):
                parts.append(text)
    return "".join(parts)


def native_reasoning(message: BaseMessage) -> str:
    """Reasoning the inner model returned beside its text ("" when none).

    Where LangChain integrations put it: ``additional_kwargs["reasoning_content"]``
    (langchain-ollama with ``reasoning=True``, langchain-deepseek) and ``reasoning`` /
    ``thinking`` content blocks (LangChain's standard blocks, Anthropic's).
    """
    parts: list[str] = []
    kwarg = message.additional_kwargs.get("reasoning_content")
    if isinstance(kwarg, str):
        parts.append(kwarg)
    if not isinstance(message.content, str):
        for block in message.content:
            if isinstance(block, Mapping) and block.get("type") in ("reasoning", "thinking"):
                value = block.get(block["type"])
                if isinstance(value, str):
                    parts.append(value)
    return "".join(parts)


def _role_of(message: BaseMessage) -> Role:
    if isinstance(message, ChatMessage):
        return _ROLE_BY_TYPE.get(message.role, "user")
    return _ROLE_BY_TYPE.get(message.type, "user")


def to_neutral_messages(messages: Sequence[BaseMessage]) -> list[Message]:
    """LangChain messages as the core's :class:`~prompt_toolcall.messages.Message` list.

    AIMessage tool calls keep their ids and arguments; a ToolMessage keeps its
    ``tool_call_id``; a FunctionMessage becomes a tool message answering by name.
    """
    out: list[Message] = []
    for msg in messages:
        role = _role_of(msg)
        text = message_text(msg)
        if isinstance(msg, AIMessage):
            calls = tuple(
                MessageToolCall(id=str(tc.get("id") or ""), name=tc["name"], arguments=dict(tc["args"]))
                for tc in msg.tool_calls
            )
            deferred = from_wire(msg.response_metadata.get(DEFERRED_KEY))
            out.append(Message("assistant", text, tool_calls=calls, name=msg.name, deferred=deferred))
        elif isinstance(msg, ToolMessage):
            out.append(
                Message(
                    "tool",
                    text,
                    tool_call_id=str(msg.tool_call_id),
                    name=msg.name,
                    is_error=msg.status == "error",
                )
            )
        elif isinstance(msg, FunctionMessage):
            out.append(Message("tool", text, tool_call_id=None, name=msg.name))
        else:
            out.append(Message(role, text, name=getattr(msg, "name", None)))
    return out


def to_plain_messages(messages: Sequence[BaseMessage]) -> list[BaseMessage]:
    """The conversation rewritten for a chat model without tool support.

    System and user messages pass through unchanged. An assistant message that called
    tools becomes plain text naming each call; consecutive tool results become ONE user
    message ("Result of NAME [call_1]: ...", each id shown as its label in the conversation:
    ``prompt_toolcall.extraction.transcript.call_labels``) so the roles keep alternating, which strict chat
    templates (e.g. Gemma's) require.
    """
    out: list[BaseMessage] = []
    pending_results: list[str] = []
    # Ids are shown as labels that depend only on the conversation (core call_labels).
    labels = call_labels(
        (tc.get("id") for m in messages if isinstance(m, AIMessage) for tc in m.tool_calls),
        (getattr(m, "tool_call_id", None) for m in messages if isinstance(m, (ToolMessage, FunctionMessage))),
    )

    def flush() -> None:
        if pending_results:
            out.append(HumanMessage("\n".join(pending_results)))
            pending_results.clear()

    for msg in messages:
        if isinstance(msg, (ToolMessage, FunctionMessage)):
            call_id = getattr(msg, "tool_call_id", None)
            shown = f" [{labels.get(call_id, call_id)}]" if call_id else ""
            label = f"Result of {msg.name or 'tool'}{shown}"
            status = " (error)" if getattr(msg, "status", "success") == "error" else ""
            pending_results.append(f"{label}{status}: {message_text(msg)}")
            continue
        flush()
        if isinstance(msg, AIMessage) and (msg.tool_calls or not isinstance(msg.content, str)):
            lines = [message_text(msg)] if message_text(msg) else []
            lines.extend(
                describe_call(tc["name"], tc["args"], labels.get(tc.get("id") or "", tc.get("id")))
                for tc in msg.tool_calls
            )
            out.append(AIMessage("\n".join(lines), name=msg.name))
        else:
            out.append(msg)
    flush()
    return out


def to_lc_tool_call(call: ToolCall) -> LCToolCall:
    """A core call as a LangChain ``ToolCall`` dict (``type="tool_call"``, non-empty id)."""
    return LCToolCall(name=call.name, args=dict(call.arguments), id=call.id, type="tool_call")


def to_lc_invalid_tool_call(call: InvalidToolCall) -> LCInvalidToolCall:
    """A core invalid call as a LangChain ``InvalidToolCall`` dict, keeping raw text and error."""
    from langchain_core.messages.tool import invalid_tool_call

    return invalid_tool_call(name=call.name, args=call.raw_arguments, id=call.id, error=call.error)


def usage_from_message(message: BaseMessage | None) -> Usage:
    """The token usage an inner model reported on its message (zeros when none)."""
    meta = getattr(message, "usage_metadata", None)
    if not meta:
        return Usage()
    return Usage(int(meta.get("input_tokens") or 0), int(meta.get("output_tokens") or 0))


def usage_to_metadata(usage: Usage) -> UsageMetadata:
    """A core :class:`Usage` as LangChain ``UsageMetadata``."""
    meta = {
        "input_tokens": usage.input_tokens,
        "output_tokens": usage.output_tokens,
        "total_tokens": usage.input_tokens + usage.output_tokens,
    }
    return cast("UsageMetadata", meta)


def convert_tools(
    tools: Sequence[Mapping[str, Any] | type | Callable[..., Any] | BaseTool],
    check_schema: Callable[[Mapping[str, Any]], None] | None = None,
) -> tuple[list[dict[str, Any]], list[FunctionTool]]:
    """Convert anything LangChain's ``bind_tools`` accepts, then normalise in the core.

    Args:
        tools: dicts (OpenAI, Anthropic or bare JSON Schema), pydantic models, TypedDicts,
            functions, ``BaseTool``.
        check_schema: accepted for compatibility; every schema is checked by the core's
            :func:`prompt_toolcall.tooldefs.normalize_tool_list` (with ``$ref`` inlining, one
            duplicate-name rule); the caller warns about undescribed tools
            (:func:`prompt_toolcall.tooldefs.warn_undescribed`).

    Returns:
        The OpenAI tool dicts (what is bound and traced) and the matching ``FunctionTool``.

    Raises:
        ValueError: a tool cannot be converted, its schema is malformed, or two different
            tools share a name; the message names the tool by position and name.
    """
    del check_schema
    formatted: list[dict[str, Any]] = []
    for i, tool in enumerate(tools):
        try:
            formatted.append(convert_to_openai_tool(tool))
        except Exception as e:  # langchain raises ValueError/TypeError/KeyError variously
            msg = (
                f"bind_tools: tools[{i}] ({_tool_label(tool)}) could not be converted to a tool definition: "
                f"{e}. Pass a dict with 'name' and 'parameters', a pydantic model, a TypedDict, "
                "a typed function with a docstring, or a BaseTool."
            )
            raise ValueError(msg) from e
    try:
        functions = normalize_tool_list(formatted, warn=False)  # the caller warns once per tool set
    except SchemaError as e:
        kind = "duplicate tool name" if "used twice" in str(e) else "invalid schema"
        msg = f"bind_tools: {kind}: {e}"
        raise ValueError(msg) from e
    kept = {f.name for f in functions}
    first: dict[str, dict[str, Any]] = {}
    for item in formatted:
        name = FunctionTool.from_dict(item).name
        if name in kept:
            first.setdefault(name, item)
    return [first[f.name] for f in functions], functions


def _tool_label(tool: object) -> str:
    if isinstance(tool, BaseTool):
        return repr(tool.name)
    if isinstance(tool, Mapping):
        function = tool.get("function")
        nested = function.get("name") if isinstance(function, Mapping) else None
        name = tool.get("name") or nested or tool.get("title")
        return repr(name) if name else "a dict"
    name = getattr(tool, "__name__", None)
    return repr(name) if name else type(tool).__name__
