"""GLM-4.5 / 4.6 / 4.7 / 5.x calls.

``<tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value></tool_call>``

Data flow: split ``<think>`` reasoning (GLM-4.7+ prompts pre-open it) -> for each
``<tool_call>`` whose body starts with a bare function name -> read key/value pairs ->
type each raw value by the tool's JSON Schema -> make the call.

GLM-4.5 puts newlines between name, keys and values; 4.7+ is compact: both are read.
String values are raw (no escaping, whitespace significant: vLLM test
``whitespace-preserved-in-value``); other values are JSON, so the schema decides
(``"3"`` is ``3`` for an integer and ``"3"`` for a string, canitoolcall
``glm/glm47-schema-coercion``). A value may contain the tags themselves, so a tag only
ends a value when the next markup fits. A last ``</arg_value>`` missing before
``</tool_call>`` is tolerated (note ``missing-close-tag``) when the ``</tool_call>`` ends
the finished reply or another call follows; in a stream prefix (``ReadContext.partial``)
it could be a quoted tag inside a value still being written, so it is not. A call
without ``</tool_call>`` is truncated and reported. A value wholly wrapped in
``<![CDATA[...]]>`` is taken verbatim; entities are not decoded (values are raw text).
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

__all__ = ["Glm4Reader"]

OPEN = "<tool_call>"
CLOSE = "</tool_call>"
KEY_OPEN = "<arg_key>"
KEY_CLOSE = "</arg_key>"
VALUE_OPEN = "<arg_value>"
VALUE_CLOSE = "</arg_value>"
_WS = " \t\r\n"

# A GLM call body: a bare function name, then <arg_key>, </tool_call> or the end.
_BODY_RE = re.compile(r"<tool_call>[ \t]*([A-Za-z_][\w.:/-]*)[ \t\r\n]*(?=<arg_key>|</tool_call>|$)")


def _first_call(text: str) -> re.Match[str] | None:
    """The GLM-shaped call at the FIRST ``<tool_call>`` of ``text`` (a Hermes JSON body
    there means another dialect, even if a later tag looks like GLM)."""
    at = text.find(OPEN)
    return _BODY_RE.match(text, at) if at >= 0 else None


def _ahead(text: str, pos: int, options: tuple[str, ...]) -> bool:
    rest = text[pos:].lstrip(_WS)
    return not rest or rest.startswith(options)


class Glm4Reader(DialectReader):
    """Reads GLM ``<arg_key>/<arg_value>`` calls; values typed by the schema."""

    key: ClassVar[str] = "glm4"
    markers: ClassVar[tuple[str, ...]] = (OPEN,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, closed = split_reasoning(text, ctx)
        if not closed and reasoning is not None:
            m = _first_call(reasoning)
            if m is None:
                return None
            reasoning, rest = reasoning[: m.start()], reasoning[m.start() :]
        m = _first_call(rest)
        if m is None:
            return None
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        out.text(rest[: m.start()])
        while m is not None:
            end = self._read_call(rest, m, out)
            if end is None:
                break
            m = _BODY_RE.search(rest, end)
            out.text(rest[end : m.start() if m else len(rest)])
        return out.detection()

    def _read_call(self, text: str, m: re.Match[str], out: Assembly) -> int | None:
        name = m.group(1)
        args: dict[str, object] = {}
        pos = m.end()
        start = m.start()
        while True:
            at = len(text) - len(text[pos:].lstrip(_WS))
            if text.startswith(CLOSE, at):
                end = at + len(CLOSE)
                out.call(name, args, text[start:end])
                return end
            if not text.startswith(KEY_OPEN, at):
                if at >= len(text):
                    out.truncated(name, text[start:])
                    return None
                close = text.find(CLOSE, at)
                end = close + len(CLOSE) if close >= 0 else len(text)
                out.bad(name, text[start:end], "unexpected text inside <tool_call>", "malformed-call")
                return end if close >= 0 else None
            kend = text.find(KEY_CLOSE, at)
            if kend < 0:
                out.truncated(name, text[start:])
                return None
            key = text[at + len(KEY_OPEN) : kend].strip()
            vat = len(text) - len(text[kend + len(KEY_CLOSE) :].lstrip(_WS))
            if not text.startswith(VALUE_OPEN, vat):
                if vat >= len(text):
                    out.truncated(name, text[start:])
                else:
                    out.bad(name, text[start:], f"argument {key!r} has no <arg_value>", "malformed-call")
                return None
            vstart = vat + len(VALUE_OPEN)
            found = self._value_end(text, vstart, out.ctx.partial)
            if found is None:
                out.truncated(name, text[start:])
                return None
            vend, pos = found
            if pos == vend:
                out.note("missing-close-tag")
            raw = unwrap_cdata(text[vstart:vend])
            args[key] = type_text_value(raw, param_schema(out.ctx, name, key))

    def _value_end(self, text: str, start: int, partial: bool = False) -> tuple[int, int] | None:
        i = text.find(VALUE_CLOSE, start)
        while i >= 0:
            after = i + len(VALUE_CLOSE)
            if _ahead(text, after, (KEY_OPEN, CLOSE)):
                return i, after
            i = text.find(VALUE_CLOSE, i + 1)
        j = text.find(CLOSE, start)
        while j >= 0:
            after = j + len(CLOSE)
            if _ahead(text, after, (OPEN,)) and not (partial and not text[after:].strip()):
                return j, j  # the last </arg_value> is missing; </tool_call> ends the value
            j = text.find(CLOSE, j + 1)
        return None
