"""JSON call lists inside a family's markers, shared by the tag-style JSON readers
(Granite, Jamba/Hunyuan, Nemotron, Phi-4, InternLM, Command-R, xLAM).

Data flow::

    body (the text between the family's open marker and its close marker, or to the end)
     --json_value_at--> value, end            (strict JSON, then tolerant)
     --calls_in--> [(name, arguments)]        (object, array of objects, {"tool_calls": [...]})
     --Assembly.call--> ToolCall | InvalidToolCall

Failure is reported, never guessed: a body cut off inside the JSON (no close marker and
the brackets never balance) is ``truncated-call-dropped``; a body that is not JSON, or
whose objects name no function, is ``malformed-call``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from toolcall.dialects._common import Assembly, balanced_end, json_value_at

__all__ = [
    "ARGUMENT_KEYS",
    "BATCH_KEYS",
    "NAME_KEYS",
    "add_calls",
    "calls_in",
    "read_json_body",
    "read_tagged",
    "split_call",
]

NAME_KEYS: tuple[str, ...] = ("name",)
"""Name spellings of a call object in these families (every template writes ``name``;
Command-R passes its own ``tool_name``)."""
ARGUMENT_KEYS: tuple[str, ...] = ("arguments", "parameters")
"""Argument spellings: ``arguments`` (Granite, Jamba, Nemotron, Phi-4, xLAM) and
``parameters`` (InternLM, Command-R, Llama-style prompts); vLLM's phi4_mini_json and
internlm2 parsers accept both."""
BATCH_KEYS: tuple[str, ...] = ("tool_calls",)
"""An object wrapping the list: xLAM-1's ``{"tool_calls": [...]}`` output format."""


def split_call(
    value: Any, name_keys: Sequence[str] = NAME_KEYS, arg_keys: Sequence[str] = ARGUMENT_KEYS
) -> tuple[str, object] | None:
    """``(name, arguments)`` of one decoded call object, or None when it names nothing.

    A missing argument key gives ``{}`` (a zero-argument call is legitimate). An OpenAI-style
    ``{"type": "function", "function": {...}}`` element is unwrapped.
    """
    if not isinstance(value, dict):
        return None
    inner = value.get("function")
    if isinstance(inner, dict) and any(isinstance(inner.get(k), str) for k in name_keys):
        value = inner
    name = next((value[k] for k in name_keys if isinstance(value.get(k), str)), None)
    if name is None:
        return None
    args = next((value[k] for k in arg_keys if k in value), None)
    return name, ({} if args is None else args)


def calls_in(
    value: Any, name_keys: Sequence[str] = NAME_KEYS, arg_keys: Sequence[str] = ARGUMENT_KEYS
) -> list[tuple[str, object]] | None:
    """Every call of a decoded value (one object, an array of them, or a
    ``{"tool_calls": [...]}`` batch); None when any element names no function
    (all-or-nothing: a list where only some entries are calls is data, not a batch)."""
    if isinstance(value, dict):
        for key in BATCH_KEYS:
            batch = value.get(key)
            if isinstance(batch, list) and not any(k in value for k in name_keys):
                value = batch
                break
    items = value if isinstance(value, list) else [value]
    parts = [split_call(v, name_keys, arg_keys) for v in items]
    if any(p is None for p in parts):
        return None
    return [p for p in parts if p is not None]


def read_json_body(
    body: str,
    out: Assembly,
    *,
    closed: bool,
    name_keys: Sequence[str] = NAME_KEYS,
    arg_keys: Sequence[str] = ARGUMENT_KEYS,
) -> int | None:
    """Read the call JSON at the start of ``body`` (leading whitespace skipped) into ``out``.

    Args:
        body: the text after the family's open marker; ends at its close marker when
            ``closed``, else runs to the end of the reply.
        out: where calls, invalid calls and notes go.
        closed: whether the close marker was found (decides truncated vs malformed).
        name_keys: name spellings of a call object.
        arg_keys: argument spellings of a call object.

    Returns:
        The index in ``body`` just after the JSON value, or None when nothing could be
        read (already reported as truncated or malformed).
    """
    stripped = body.lstrip()
    start = len(body) - len(stripped)
    if not stripped:
        if closed:
            out.bad(None, body, "the tool-call block is empty", "malformed-call")
        else:
            out.truncated(None, body)
        return None
    if stripped[0] not in "[{":
        out.bad(None, body, "the tool-call block is not JSON", "malformed-call")
        return None
    got = json_value_at(body, start)
    if got is None:
        if not closed and balanced_end(body, start) is None:
            out.truncated(None, body[start:])
        else:
            out.bad(None, body[start:], "the tool-call JSON is invalid", "malformed-call")
        return None
    value, end = got
    add_calls(value, body[start:end], out, name_keys, arg_keys)
    return end


def add_calls(
    value: Any,
    raw: str,
    out: Assembly,
    name_keys: Sequence[str] = NAME_KEYS,
    arg_keys: Sequence[str] = ARGUMENT_KEYS,
) -> None:
    """Add every call of one decoded value to ``out`` (see :func:`calls_in`); a value
    that is not calls is one ``malformed-call``, an empty list notes ``empty-call-list``."""
    parts = calls_in(value, name_keys, arg_keys)
    if parts is None:
        out.bad(None, raw, "the tool-call JSON names no function", "malformed-call")
        return
    if not parts:
        out.note("empty-call-list")
    for name, args in parts:
        out.call(name, args, raw)


def read_tagged(
    text: str,
    out: Assembly,
    open_tag: str,
    close_tag: str,
    *,
    name_keys: Sequence[str] = NAME_KEYS,
    arg_keys: Sequence[str] = ARGUMENT_KEYS,
) -> bool:
    """Read every ``open_tag JSON close_tag`` block of ``text`` into ``out``; text
    outside the blocks is content. Returns False when ``open_tag`` does not occur.

    The JSON is decoded before the close tag is looked for, so a close tag quoted inside
    a string value does not end the block. A missing close tag before the end of the
    reply or the next block is tolerated (``missing-close-tag``: it is often the stop
    sequence); other text between the JSON and the close tag makes the block malformed.
    """
    pos = text.find(open_tag)
    if pos < 0:
        return False
    out.text(text[:pos])
    while pos >= 0:
        start = pos + len(open_tag)
        got = json_value_at(text, start)
        close = text.find(close_tag, start)
        if got is None:
            body = text[start : close if close >= 0 else len(text)]
            read_json_body(body, out, closed=close >= 0, name_keys=name_keys, arg_keys=arg_keys)
            if close < 0:
                return True
            end = close + len(close_tag)
        else:
            value, vend = got
            rest = text[vend:].lstrip()
            after = len(text) - len(rest)
            raw = text[start:vend].strip()
            if rest.startswith(close_tag):
                end = after + len(close_tag)
                add_calls(value, raw, out, name_keys, arg_keys)
            elif not rest or rest.startswith(open_tag):
                end = after
                out.note("missing-close-tag")
                add_calls(value, raw, out, name_keys, arg_keys)
            else:
                end = close + len(close_tag) if close >= 0 else len(text)
                out.bad(None, text[start:end], "text after the call JSON inside the block", "malformed-call")
        nxt = text.find(open_tag, end)
        out.text(text[end : nxt if nxt >= 0 else len(text)])
        pos = nxt
    return True
