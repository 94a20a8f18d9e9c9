"""IBM Granite ``<|tool_call|>[{"name": ..., "arguments": {...}}]`` calls.

Granite 3.0 writes the ``<|tool_call|>`` special token, Granite 3.1+ the plain string
``<tool_call>``, each followed by one JSON array of calls and no close tag (vLLM
``granite`` parser; Granite chat templates). Granite 4 writes Hermes-style
``<tool_call>{...}</tool_call>``, which the ``hermes`` reader (earlier in the registry)
reads; so in the registry this reader sees the ``<|tool_call|>`` form, while on its own
it reads both.

Data flow: split ``<think>`` reasoning -> text before the marker is content -> the JSON
array after it via :func:`read_json_body` (strict, then tolerant) -> make the calls;
text after the array is content. An array cut off is reported, never completed.
"""

from __future__ import annotations

from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects._jsoncalls import read_json_body
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["GraniteReader"]

TOOL_CALL_TOKEN = "<|tool_call|>"  # Granite 3.0
TOOL_CALL_STRING = "<tool_call>"  # Granite 3.1+
TERMINATORS: tuple[str, ...] = ("<|end_of_text|>", "<|end_of_role|>")


class GraniteReader(DialectReader):
    """Reads Granite ``<|tool_call|>[...]`` / ``<tool_call>[...]`` call arrays."""

    key: ClassVar[str] = "granite"
    markers: ClassVar[tuple[str, ...]] = (TOOL_CALL_TOKEN, TOOL_CALL_STRING)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        for tag in TERMINATORS:
            rest = rest.replace(tag, "")
        at, marker = -1, ""
        for m in (TOOL_CALL_TOKEN, TOOL_CALL_STRING):
            i = rest.find(m)
            if i >= 0 and (at < 0 or i < at):
                at, marker = i, m
        if at < 0:
            return None
        body = rest[at + len(marker) :]
        if marker == TOOL_CALL_STRING and body.lstrip()[:1] not in ("[", ""):
            return None  # <tool_call>{...}: Hermes / Granite 4, not this dialect
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        out.text(rest[:at])
        end = read_json_body(body, out, closed=False)
        if end is not None:
            tail = body[end:]
            if marker == TOOL_CALL_STRING and tail.lstrip().startswith("</tool_call>"):
                tail = tail.lstrip()[len("</tool_call>") :]
            out.text(tail)
        return out.detection()
