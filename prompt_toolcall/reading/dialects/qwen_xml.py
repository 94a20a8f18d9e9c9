"""Qwen3-Coder / Qwen3.5+ XML calls.

``<tool_call><function=NAME><parameter=K>V</parameter></function></tool_call>``

Data flow: split ``<think>`` reasoning -> find each ``<function=NAME>`` (with or without
its ``<tool_call>`` wrapper) -> read ``<parameter=K>`` values as raw text -> type each
value by the tool's JSON Schema (:func:`type_text_value`) -> make the call.

Values are raw text, so a closing tag can occur inside one (canitoolcall
``qwen3-xml/q38-marker-in-arguments``). A ``</parameter>`` only ends a value when the
next markup is another parameter, ``</function>`` or the end. Tolerated slips, each
with a note: a missing ``</parameter>`` before the next parameter or ``</function>``
(vLLM test ``missing-close-parameter``; reported for Qwen3.8), a missing
``<tool_call>`` opener (llama.cpp test ``bare-function``). A value or call cut off by
``max_tokens`` is dropped and reported (vLLM #57699: a truncated ``rm -rf /tmp/x``
must not become ``rm -rf /``). A value wholly wrapped in ``<![CDATA[...]]>`` is taken
verbatim; entities (``&amp;``) are not decoded: the template writes values raw.
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

__all__ = ["QwenXmlReader"]

TOOL_OPEN = "<tool_call>"
TOOL_CLOSE = "</tool_call>"
FUNC_OPEN = "<function="
FUNC_CLOSE = "</function>"
PARAM_OPEN = "<parameter="
PARAM_CLOSE = "</parameter>"

_START_RE = re.compile(r"(?:<tool_call>\s*)?<function=")
_WS = " \t\r\n"


def _strip_one_newline(value: str) -> str:
    """The template writes ``<parameter=k>\\nVALUE\\n</parameter>``: drop exactly those
    two newlines, keep every other (significant) whitespace."""
    if value.startswith("\n"):
        value = value[1:]
    elif value.startswith("\r\n"):
        value = value[2:]
    if value.endswith("\r\n"):
        value = value[:-2]
    elif value.endswith("\n"):
        value = value[:-1]
    return value


def _followed_by(text: str, pos: int, options: tuple[str, ...], *, end_ok: bool = True) -> bool:
    rest = text[pos:].lstrip(_WS)
    if not rest:
        return end_ok
    return rest.startswith(options)


def _value_end(text: str, start: int) -> tuple[int, int, str] | None:
    """``(value_end, resume_at, note)`` for the parameter value starting at ``start``."""
    candidates: list[tuple[int, int, str]] = []
    i = text.find(PARAM_CLOSE, start)
    while i >= 0:
        after = i + len(PARAM_CLOSE)
        if _followed_by(text, after, (PARAM_OPEN, FUNC_CLOSE, TOOL_CLOSE)):
            candidates.append((i, after, ""))
            break
        i = text.find(PARAM_CLOSE, i + 1)
    j = text.find("\n" + PARAM_OPEN, start)
    if j >= 0:
        candidates.append((j + 1, j + 1, "missing-close-tag"))
    k = text.find(FUNC_CLOSE, start)
    while k >= 0:
        # Not at the end of the text: a stream prefix ending in a quoted "</function>"
        # would otherwise close the call early (a guessed value).
        if _followed_by(text, k + len(FUNC_CLOSE), (TOOL_CLOSE, TOOL_OPEN, FUNC_OPEN), end_ok=False):
            candidates.append((k, k, "missing-close-tag"))
            break
        k = text.find(FUNC_CLOSE, k + 1)
    if not candidates:
        return None
    return min(candidates)


class QwenXmlReader(DialectReader):
    """Reads Qwen3-Coder / Qwen3.5 XML function calls; values typed by the schema."""

    key: ClassVar[str] = "qwen_xml"
    markers: ClassVar[tuple[str, ...]] = (FUNC_OPEN,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, closed = split_reasoning(text, ctx)
        out = Assembly(self.key, ctx)
        if not closed and reasoning is not None:
            m = _START_RE.search(reasoning)
            if m is None:
                return None
            reasoning, rest = reasoning[: m.start()], reasoning[m.start() :]
            out.note("call-inside-reasoning")
        m = _START_RE.search(rest)
        if m is None:
            return None
        out.think(reasoning)
        pos = m.start()
        out.text(rest[:pos])
        while True:
            wrapped = rest.startswith(TOOL_OPEN, pos)
            if not wrapped:
                out.note("missing-open-tag")
            end = self._read_call(rest, rest.find(FUNC_OPEN, pos), out)
            if end is None:
                break
            nxt = _START_RE.search(rest, end)
            out.text(rest[end : nxt.start() if nxt else len(rest)])
            if nxt is None:
                break
            pos = nxt.start()
        return out.detection()

    def _read_call(self, text: str, at: int, out: Assembly) -> int | None:
        """Read one ``<function=...>...</function>`` at ``at``; the index after it (and
        its ``</tool_call>``), or None when the call is cut off."""
        name_start = at + len(FUNC_OPEN)
        gt = text.find(">", name_start)
        if gt < 0:
            out.truncated(None, text[at:])
            return None
        name = text[name_start:gt].strip()
        args: dict[str, object] = {}
        pos = gt + 1
        while True:
            rest_start = len(text) - len(text[pos:].lstrip(_WS))
            if text.startswith(PARAM_OPEN, rest_start):
                key_start = rest_start + len(PARAM_OPEN)
                kgt = text.find(">", key_start)
                if kgt < 0:
                    out.truncated(name, text[at:])
                    return None
                key = text[key_start:kgt].strip()
                found = _value_end(text, kgt + 1)
                if found is None:
                    out.truncated(name, text[at:])
                    return None
                vend, pos, note = found
                if note:
                    out.note(note)
                raw = _strip_one_newline(text[kgt + 1 : vend])
                args[key] = type_text_value(unwrap_cdata(raw), param_schema(out.ctx, name, key))
                continue
            if text.startswith(FUNC_CLOSE, rest_start):
                end = rest_start + len(FUNC_CLOSE)
                after = len(text) - len(text[end:].lstrip(_WS))
                if text.startswith(TOOL_CLOSE, after):
                    end = after + len(TOOL_CLOSE)
                out.call(name, args, text[at:end])
                return end
            if rest_start >= len(text):
                out.truncated(name, text[at:])
                return None
            # Unexpected text inside the function element: malformed, skip past its close.
            close = text.find(FUNC_CLOSE, rest_start)
            end = close + len(FUNC_CLOSE) if close >= 0 else len(text)
            out.bad(name, text[at:end], "unexpected text inside <function>", "malformed-call")
            return end if close >= 0 else None
