"""Functionary v3.1 / Llama 3.1 custom-tool ``<function=NAME>{json}</function>`` calls.

Format (MeetKai Functionary-small-v3.1 chat template; Meta's Llama 3.1 model card,
"user-defined custom tool calling"; llama.cpp ``common/chat`` Functionary v3.1 / Llama
3.1 handlers): ``<function=get_weather>{"city": "Paris"}</function>``, one per call,
prose around them is content. ``<|python_tag|>`` code is the built-in interpreter, not a
function call.

Data flow: split ``<think>`` reasoning -> each ``<function=NAME>`` whose body opens with
``{`` -> decode the JSON (string-aware, so a quoted ``</function>`` stays in its value)
-> make the call. Runs before ``qwen_xml``, whose ``<function=NAME>`` body is
``<parameter=...>`` elements instead: a reply whose first call is not JSON-bodied is left
to it. ``</function>`` is often the stop sequence: a missing one is tolerated on a
finished reply (``missing-close-tag``); a call cut off is reported, never completed.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import (
    Assembly,
    balanced_end,
    json_value_at,
    skip_ws,
    split_reasoning,
)
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["FunctionaryV31Reader"]

OPEN = "<function="
CLOSE = "</function>"
TERMINATORS: tuple[str, ...] = ("<|eom_id|>", "<|eot_id|>", "<|end_of_text|>")
_CALL_RE = re.compile(r"<function=([^>\s]+)>\s*")


class FunctionaryV31Reader(DialectReader):
    """Reads ``<function=NAME>{json}</function>`` calls."""

    key: ClassVar[str] = "functionary_v31"
    markers: ClassVar[tuple[str, ...]] = (OPEN,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        first = _CALL_RE.search(text)
        if first is None or (first.end() < len(text) and text[first.end()] != "{"):
            return None  # no call, or <function=NAME><parameter=...>: Qwen3-Coder XML (cheap exit)
        reasoning, rest, _ = split_reasoning(text, ctx)
        for t in TERMINATORS:
            rest = rest.replace(t, "")
        m = _CALL_RE.search(rest)
        if m is None:
            return None
        if m.end() < len(rest) and rest[m.end()] != "{":
            return None  # <function=NAME><parameter=...>: Qwen3-Coder XML
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        out.text(rest[: m.start()])
        while m is not None and out.step():
            name = m.group(1)
            got = json_value_at(rest, m.end())
            if got is None:
                if m.end() >= len(rest) or balanced_end(rest, m.end()) is None:
                    out.truncated(name, rest[m.start() :])
                else:
                    out.bad(name, rest[m.start() :], "the arguments are not JSON", "malformed-call")
                return out.detection()
            value, end = got
            after = skip_ws(rest, end)
            if rest.startswith(CLOSE, after):
                end = after + len(CLOSE)
            elif after >= len(rest) and ctx.partial:
                return out.detection()  # pending: the close tag or stray text may come
            elif after < len(rest) and not rest.startswith(OPEN, after):
                close = rest.find(CLOSE, after)
                stop = close + len(CLOSE) if close >= 0 else len(rest)
                out.bad(name, rest[m.start() : stop], "text after the arguments", "malformed-call")
                end = stop
                m = _CALL_RE.search(rest, end)
                out.text(rest[end : m.start() if m else len(rest)])
                continue
            else:
                out.note("missing-close-tag")
            out.call(name, value, rest[m.start() : end])
            m = _CALL_RE.search(rest, end)
            out.text(rest[end : m.start() if m else len(rest)])
        return out.detection()
