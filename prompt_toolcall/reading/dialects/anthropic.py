"""Anthropic-style XML calls: ``<function_calls><invoke name="X"><parameter name="k">v</parameter>...``.

Claude's prompted tool-use format (Anthropic's legacy "function calling" prompt and the
tool-use system prompt it documents), written by Claude-distilled fine-tunes and by
models prompted the Claude way. MiniMax-M2 writes the same ``<invoke>``/``<parameter>``
body inside ``<minimax:tool_call>`` (vLLM ``minimax_m2`` parser); that wrapper is read as
``<function_calls>``. Element names may carry a namespace prefix (``<ns:invoke ...>``),
matched on the close tag too.

Values are raw text typed by the tool's JSON Schema (:func:`type_text_value`): ``3``
is an integer only when the parameter is declared ``integer``; objects and arrays are
decoded when declared so. One newline right after the open tag and right before the
close tag is template layout and dropped; all other whitespace is kept.

Data flow: split ``<think>``/``<thinking>`` reasoning -> text before the first
``<function_calls>``/``<invoke`` is content -> each ``<invoke name=...>`` -> its
``<parameter name=...>`` values (a ``</parameter>`` ends a value only when the next
markup is another parameter, ``</invoke>`` or the end of the reply, so a quoted close tag
stays in the value) -> make the call. A value wholly wrapped in ``<![CDATA[...]]>`` is
taken verbatim; entities are not decoded (values are raw text, so ``&amp;`` in quoted
HTML stays as written). ``</function_calls>`` is usually the stop
sequence, so a missing one is tolerated (``missing-close-tag``); an ``<invoke>`` or a
value cut off is reported, never completed.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import (
    Assembly,
    param_schema,
    split_reasoning,
    type_text_value,
    unwrap_cdata,
)
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["AnthropicReader"]

_PREFIX = r"(?P<ns>(?:[A-Za-z_][\w-]*:)?)"
_START_RE = re.compile(r"<" + _PREFIX + r"(?:function_calls>|invoke[\s>])")
_INVOKE_RE = re.compile(r"<" + _PREFIX + r"invoke(?:\s+name\s*=\s*(?:\"([^\"]*)\"|'([^']*)'))?\s*>")
_PARAM_RE = r"<{ns}parameter\s+name\s*=\s*(?:\"([^\"]*)\"|'([^']*)')\s*>"
_WS = " \t\r\n"
WRAPPER_ALIASES: tuple[tuple[str, str], ...] = (
    ("<minimax:tool_call>", "<function_calls>"),
    ("</minimax:tool_call>", "</function_calls>"),
)


def _strip_one_newline(value: str) -> str:
    if value.startswith("\r\n"):
        value = value[2:]
    elif value.startswith("\n"):
        value = value[1:]
    if value.endswith("\r\n"):
        value = value[:-2]
    elif value.endswith("\n"):
        value = value[:-1]
    return value


def _skip_ws(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in _WS:
        pos += 1
    return pos


class AnthropicReader(DialectReader):
    """Reads ``<function_calls>``/``<invoke>``/``<parameter>`` calls; values typed by schema."""

    key: ClassVar[str] = "anthropic"
    markers: ClassVar[tuple[str, ...]] = ("invoke",)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        if text.lstrip().startswith("<thinking>"):
            reasoning, rest, _ = split_reasoning(text, ctx, "<thinking>", "</thinking>")
        else:
            reasoning, rest, _ = split_reasoning(text, ctx)
        for alias, wrapper in WRAPPER_ALIASES:
            rest = rest.replace(alias, wrapper)
        m = _START_RE.search(rest)
        if m is None:
            return None
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        out.text(rest[: m.start()])
        pos = m.start()
        while True:
            ns = m.group("ns")
            wrapper_open = f"<{ns}function_calls>"
            wrapper_close = f"</{ns}function_calls>"
            in_wrapper = rest.startswith(wrapper_open, pos)
            if in_wrapper:
                pos = _skip_ws(rest, pos + len(wrapper_open))
            else:
                out.note("missing-open-tag")
            end = self._read_invokes(rest, pos, ns, out)
            if end is None:
                break
            if end == pos and not rest.startswith(wrapper_close, pos):
                close = rest.find(wrapper_close, pos)
                stop = close if close >= 0 else len(rest)
                out.bad(None, rest[pos:stop], "<function_calls> holds no <invoke>", "malformed-call")
                if close < 0:
                    break
                end = close
            pos = _skip_ws(rest, end)
            if rest.startswith(wrapper_close, pos):
                pos += len(wrapper_close)
            elif in_wrapper:
                out.note("missing-close-tag")
            nxt = _START_RE.search(rest, pos)
            out.text(rest[pos : nxt.start() if nxt else len(rest)])
            if nxt is None:
                break
            m, pos = nxt, nxt.start()
        return out.detection()

    def _read_invokes(self, text: str, pos: int, ns: str, out: Assembly) -> int | None:
        """Read consecutive ``<invoke>`` elements from ``pos``; the index after the last,
        or None when the text is used up (cut off or malformed to the end)."""
        invoke_close = f"</{ns}invoke>"
        param_re = re.compile(_PARAM_RE.format(ns=re.escape(ns)))
        param_close = f"</{ns}parameter>"
        if pos >= len(text) or "<invoke".startswith(text[pos:]) or f"<{ns}invoke".startswith(text[pos:]):
            out.truncated(None, text[pos:])
            return None
        while True:
            m = _INVOKE_RE.match(text, pos)
            if m is None or m.group("ns") != ns:
                if text.find(">", pos) < 0:
                    out.truncated(None, text[pos:])
                    return None
                return pos
            at = pos
            name = m.group(2) if m.group(2) is not None else m.group(3)
            args: dict[str, object] = {}
            pos = m.end()
            while True:
                pos = _skip_ws(text, pos)
                pm = param_re.match(text, pos)
                if pm is not None:
                    key = pm.group(1) if pm.group(1) is not None else pm.group(2)
                    vend = self._value_end(text, pm.end(), ns, param_close, invoke_close)
                    if vend is None:
                        out.truncated(name, text[at:])
                        return None
                    if key in args:
                        close = text.find(invoke_close, vend)
                        end = close + len(invoke_close) if close >= 0 else len(text)
                        out.bad(name, text[at:end], f"parameter {key!r} is given twice", "malformed-call")
                        if close < 0:
                            return None
                        pos = end
                        break
                    raw = _strip_one_newline(text[pm.end() : vend])
                    args[key] = type_text_value(unwrap_cdata(raw), param_schema(out.ctx, name, key))
                    pos = vend + len(param_close)
                    continue
                if text.startswith(invoke_close, pos):
                    pos += len(invoke_close)
                    if name is None or not name.strip():
                        out.bad(None, text[at:pos], "<invoke> has no name attribute", "malformed-call")
                    else:
                        out.call(name, args, text[at:pos])
                    break
                if pos >= len(text) or (text[pos] == "<" and text.find(">", pos) < 0):
                    out.truncated(name, text[at:])
                    return None
                close = text.find(invoke_close, pos)
                end = close + len(invoke_close) if close >= 0 else len(text)
                out.bad(name, text[at:end], "unexpected text inside <invoke>", "malformed-call")
                if close < 0:
                    return None
                pos = end
                break
            pos = _skip_ws(text, pos)
            if not text.startswith(f"<{ns}invoke", pos):
                return pos

    @staticmethod
    def _value_end(text: str, start: int, ns: str, param_close: str, invoke_close: str) -> int | None:
        """Index of the ``</parameter>`` that ends the value starting at ``start``: the
        first one followed by another parameter, ``</invoke>`` or the end; None if cut off."""
        i = text.find(param_close, start)
        while i >= 0:
            after = _skip_ws(text, i + len(param_close))
            rest = text[after : after + 64]
            if after >= len(text) or rest.startswith((f"<{ns}parameter", invoke_close)):
                return i
            i = text.find(param_close, i + 1)
        return None
