"""MiniMax-M1 ``<tool_calls>`` blocks holding one JSON object per line.

Format (MiniMax-M1 function-call guide and chat template; vLLM ``minimax`` parser)::

    <think>...</think>
    <tool_calls>
    {"name": "get_weather", "arguments": {"city": "Paris"}}
    {"name": "get_time", "arguments": {}}
    </tool_calls>

Data flow: split ``<think>`` reasoning (a block inside it is reasoning text) -> each
``<tool_calls>`` block -> JSON objects one after another (whitespace between them) up to
``</tool_calls>`` -> make the calls. A block whose body is one JSON *array* is Jamba's /
Hunyuan's shape and is left to the ``jamba`` reader. The close tag is often the stop
sequence: a missing one after complete objects is tolerated on a finished reply
(``missing-close-tag``) and pending in a stream prefix. A call cut off is reported.
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

__all__ = ["MinimaxM1Reader"]

OPEN = "<tool_calls>"
CLOSE = "</tool_calls>"
ARGUMENT_KEYS: tuple[str, ...] = ("arguments", "parameters")


def _skip_ws(text: str, pos: int) -> int:
    return skip_ws(text, pos)


class MinimaxM1Reader(DialectReader):
    """Reads MiniMax-M1 ``<tool_calls>`` blocks of line-separated JSON calls."""

    key: ClassVar[str] = "minimax_m1"
    markers: ClassVar[tuple[str, ...]] = (OPEN,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        at = rest.find(OPEN)
        if at < 0 or rest[_skip_ws(rest, at + len(OPEN)) :].startswith("["):
            return None
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        out.text(rest[:at])
        while at >= 0:
            pos = at + len(OPEN)
            read = 0
            while out.step():
                pos = _skip_ws(rest, pos)
                if rest.startswith(CLOSE, pos):
                    pos += len(CLOSE)
                    break
                if pos >= len(rest):
                    if ctx.partial:
                        return out.detection()  # pending: more calls or the close tag may come
                    if read:
                        out.note("missing-close-tag")
                    else:
                        out.truncated(None, rest[at:])
                    return out.detection()
                if rest[pos] != "{":
                    close = rest.find(CLOSE, pos)
                    end = close if close >= 0 else len(rest)
                    out.bad(None, rest[pos:end], "the block holds text that is not JSON", "malformed-call")
                    pos = end + len(CLOSE) if close >= 0 else len(rest)
                    break
                got = json_value_at(rest, pos)
                if got is None:
                    if balanced_end(rest, pos) is None:
                        out.truncated(None, rest[pos:])
                        return out.detection()
                    end = balanced_end(rest, pos) or len(rest)
                    out.bad(None, rest[pos:end], "the tool-call JSON is invalid", "malformed-call")
                    pos = end
                    continue
                value, end = got
                parts = split_call(value, ("name",), ARGUMENT_KEYS)
                if parts is None:
                    out.bad(None, rest[pos:end], "the tool-call JSON names no function", "malformed-call")
                else:
                    out.call(parts[0], parts[1], rest[pos:end])
                read += 1
                pos = end
            nxt = rest.find(OPEN, pos)
            out.text(rest[pos : nxt if nxt >= 0 else len(rest)])
            at = nxt
        return out.detection()
