"""IBM Granite-20B-FunctionCalling ``<function_call> {json}`` calls.

Format (ibm-granite/granite-20b-functioncalling chat template; vLLM ``granite-20b-fc``
parser): each call is the marker ``<function_call>`` followed by one JSON object
``{"name", "arguments"}``; parallel calls repeat the marker and nothing closes a call::

    <function_call> {"name": "get_weather", "arguments": {"city": "Paris"}}
    <function_call> {"name": "get_time", "arguments": {}}

Data flow: split ``<think>`` reasoning -> text before the first marker is content -> at
each marker decode exactly one JSON object (string-aware, so the next marker quoted in a
value stays text, and each call keeps its own value) -> make the call; a
``</function_call>`` after the object (MiniMax-style templates write one) is skipped.
A call cut off is reported, never completed.
"""

from __future__ import annotations

from typing import ClassVar

from prompt_toolcall.reading.dialects._common import (
    Assembly,
    balanced_end,
    json_value_at,
    skip_ws,
    split_reasoning,
)
from prompt_toolcall.reading.dialects._jsoncalls import split_call
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["Granite20bReader"]

OPEN = "<function_call>"
CLOSE = "</function_call>"
TERMINATORS: tuple[str, ...] = ("<|endoftext|>", "<|end_of_text|>")


class Granite20bReader(DialectReader):
    """Reads repeated, unclosed ``<function_call> {json}`` calls."""

    key: ClassVar[str] = "granite_20b"
    markers: ClassVar[tuple[str, ...]] = (OPEN,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        for t in TERMINATORS:
            rest = rest.replace(t, "")
        at = rest.find(OPEN)
        if at < 0:
            return None
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        out.text(rest[:at])
        while at >= 0 and out.step():
            start = at + len(OPEN)
            s = skip_ws(rest, start)
            if s >= len(rest):
                out.truncated(None, rest[at:])
                break
            got = json_value_at(rest, s) if rest[s] == "{" else None
            if got is None:
                nxt = rest.find(OPEN, start)
                if rest[s] == "{" and balanced_end(rest, s) is None:
                    out.truncated(None, rest[at:])
                    break
                out.bad(
                    None, rest[s : nxt if nxt >= 0 else len(rest)], "the call is not JSON", "malformed-call"
                )
                at = nxt
                continue
            value, end = got
            parts = split_call(value, ("name",), ("arguments", "parameters"))
            if parts is None:
                out.bad(None, rest[s:end], "the call JSON names no function", "malformed-call")
            else:
                out.call(parts[0], parts[1], rest[s:end])
            after = skip_ws(rest, end)
            if rest.startswith(CLOSE, after):
                end = after + len(CLOSE)
            nxt = rest.find(OPEN, end)
            out.text(rest[end : nxt if nxt >= 0 else len(rest)])
            at = nxt
        return out.detection()
