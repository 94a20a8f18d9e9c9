"""Swiss AI Apertus ``<|tools_prefix|>[{"NAME": {args}}]<|tools_suffix|>`` calls.

Format (Apertus chat template and format specification, swiss-ai ``apertus-format``;
llama.cpp ``common/chat`` Apertus handler; vLLM ``apertus`` parser): a JSON array of
one-key objects, the key being the tool name and the value its arguments; reasoning is
``<|inner_prefix|>...<|inner_suffix|>`` (the generation prompt may pre-open it).

Data flow: split the inner (reasoning) block -> text before ``<|tools_prefix|>`` is
content -> the JSON array after it -> each ``{"NAME": {...}}`` element (an element in the
common ``{"name", "arguments"}`` shape is read too) -> make the calls. An array cut off
is reported, never completed.

**Special tokens stripped**: the bare array ``[{"get_weather": {...}}]`` no longer says it
is a call, and the same shape is ordinary data (a list of records keyed by name), so it
is not claimed; the generic JSON path still reads ``{"name", "arguments"}`` elements.
"""

from __future__ import annotations

from typing import Any, ClassVar

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

__all__ = ["ApertusReader"]

OPEN = "<|tools_prefix|>"
CLOSE = "<|tools_suffix|>"
INNER_OPEN = "<|inner_prefix|>"
INNER_CLOSE = "<|inner_suffix|>"
TERMINATORS: tuple[str, ...] = ("<|assistant_end|>", "</s>")


def _element(value: Any) -> tuple[str, object] | None:
    parts = split_call(value, ("name",), ("arguments", "parameters"))
    if parts is not None:
        return parts
    if isinstance(value, dict) and len(value) == 1:
        name, args = next(iter(value.items()))
        if isinstance(name, str):
            return name, args
    return None


class ApertusReader(DialectReader):
    """Reads Apertus ``<|tools_prefix|>`` call arrays and ``<|inner_prefix|>`` reasoning."""

    key: ClassVar[str] = "apertus"
    markers: ClassVar[tuple[str, ...]] = (OPEN, INNER_OPEN, INNER_CLOSE)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        for t in TERMINATORS:
            text = text.replace(t, "")
        reasoning, rest, _ = split_reasoning(text, ctx, INNER_OPEN, INNER_CLOSE)
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        at = rest.find(OPEN)
        if at < 0:
            if reasoning is None:
                return None
            out.text(rest)
            return out.detection()
        out.text(rest[:at])
        while at >= 0 and out.step():
            start = at + len(OPEN)
            got = json_value_at(rest, start)
            if got is None:
                s = skip_ws(rest, start)
                if s >= len(rest) or balanced_end(rest, s) is None:
                    out.truncated(None, rest[at:])
                else:
                    out.bad(None, rest[start:], "the tool-call JSON is invalid", "malformed-call")
                return out.detection()
            value, end = got
            items = value if isinstance(value, list) else [value]
            parts = [_element(v) for v in items]
            if not items or any(p is None for p in parts):
                out.bad(None, rest[start:end], "the tool-call JSON is not a list of calls", "malformed-call")
            else:
                for p in parts:
                    assert p is not None
                    out.call(p[0], p[1], rest[start:end])
            after = skip_ws(rest, end)
            if rest.startswith(CLOSE, after):
                end = after + len(CLOSE)
            elif ctx.partial and after >= len(rest):
                return out.detection()
            else:
                out.note("missing-close-tag")
            nxt = rest.find(OPEN, end)
            out.text(rest[end : nxt if nxt >= 0 else len(rest)])
            at = nxt
        return out.detection()
