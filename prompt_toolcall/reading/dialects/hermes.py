"""Hermes / Qwen2.5 / Qwen3 ``<tool_call>{json}</tool_call>`` calls.

Data flow: split ``<think>`` reasoning -> for each ``<tool_call>`` tag, decode the JSON
object after it (strict, then tolerant) -> ``{"name", "arguments"|"parameters"}`` ->
:meth:`ReadContext.make_call`. Prose between tags is content.

A body that is not JSON becomes an :class:`InvalidToolCall` (SGLang documents the
malformed case, canitoolcall ``qwen3-hermes/sglang-malformed-json-in-tags``); a body cut
off by ``max_tokens`` is reported, never completed (sglang#30480). Qwen3.5 sometimes
calls from inside an unclosed ``<think>`` (llama.cpp test ``call-inside-think``): a tag
found there is read and the text before it is the reasoning.
"""

from __future__ import annotations

from typing import Any, ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, json_value_at, split_reasoning
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["HermesReader"]

OPEN = "<tool_call>"
CLOSE = "</tool_call>"

NAME_KEYS: tuple[str, ...] = ("name", "function", "tool", "tool_name")
ARGUMENT_KEYS: tuple[str, ...] = ("arguments", "parameters", "args", "input", "params", "tool_input")
"""Spellings inside the tag: the template's ``name``/``arguments``, and the
``tool_name``/``params``/``tool_input`` keys agent-framework prompts ask for."""


def split_call_object(value: Any) -> tuple[object, object] | None:
    """``(name, arguments)`` of one decoded call object, or None when it names nothing."""
    if not isinstance(value, dict):
        return None
    inner = value.get("function")
    if isinstance(inner, dict) and "name" in inner:
        value = inner
    name = next((value[k] for k in NAME_KEYS if isinstance(value.get(k), str)), None)
    if name is None:
        return None
    args = next((value[k] for k in ARGUMENT_KEYS if k in value), None)
    return name, args


def read_tagged_json(text: str, ctx: ReadContext, out: Assembly, open_tag: str, close_tag: str) -> bool:
    """Read every ``open_tag{json}close_tag`` call of ``text`` into ``out``; prose
    between them is content. Returns False when ``open_tag`` does not occur."""
    pos = text.find(open_tag)
    if pos < 0:
        return False
    out.text(text[:pos])
    while pos >= 0 and out.step():
        start = pos + len(open_tag)
        close = text.find(close_tag, start)
        got = json_value_at(text, start)
        if got is None:
            if close < 0:
                out.truncated(None, text[pos:])
                return True
            out.bad(None, text[start:close], "the tool-call body is not JSON", "malformed-call")
            end = close + len(close_tag)
        else:
            value, vend = got
            items = value if isinstance(value, list) else [value]
            parts = [split_call_object(v) for v in items]
            rest = text[vend:].lstrip()
            raw = text[start:vend]
            if rest.startswith(close_tag):
                end = len(text) - len(rest) + len(close_tag)
            elif not rest and out.ctx.partial:
                return True  # a stream prefix: the close tag (or stray text) may still come
            elif not rest or rest.startswith(open_tag):
                end = len(text) - len(rest)
                out.note("missing-close-tag")
            else:
                end = close + len(close_tag) if close >= 0 else len(text)
                out.bad(None, text[start:end], "text after the call JSON inside the tag", "malformed-call")
                parts = []
            if any(p is None for p in parts):
                out.bad(None, raw, "the tool-call JSON names no function", "malformed-call")
            else:
                for p in parts:
                    assert p is not None
                    out.call(p[0], p[1] if p[1] is not None else {}, raw)
        nxt = text.find(open_tag, end)
        out.text(text[end : nxt if nxt >= 0 else len(text)])
        pos = nxt
    return True


class HermesReader(DialectReader):
    """Reads ``<tool_call>{"name": ..., "arguments": {...}}</tool_call>`` (Hermes 2/3,
    Qwen2.5, Qwen3, many fine-tunes)."""

    key: ClassVar[str] = "hermes"
    markers: ClassVar[tuple[str, ...]] = (OPEN,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, closed = split_reasoning(text, ctx)
        if not closed and reasoning is not None:
            i = reasoning.find(OPEN)
            if i < 0:
                return None
            reasoning, rest = reasoning[:i], reasoning[i:]
            note = "call-inside-reasoning"
        else:
            note = ""
        out = Assembly(self.key, ctx)
        if not read_tagged_json(rest, ctx, out, OPEN, CLOSE):
            return None
        out.think(reasoning)
        if note:
            out.note(note)
        return out.detection()
