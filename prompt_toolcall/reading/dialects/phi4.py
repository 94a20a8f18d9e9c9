"""Phi-4-mini ``functools[{"name": ..., "arguments": {...}}]`` calls.

Phi-4-mini-instruct writes its calls as ``functools`` followed by a JSON array (model
card and chat template; vLLM ``phi4_mini_json`` parser, which also accepts
``parameters``). ``functools`` is a plain word to the tokenizer, so the marker is
``functools[`` (the word followed directly by the array).

Data flow: split ``<think>`` reasoning -> text before ``functools[`` is content -> the
array via :func:`read_json_body` -> make the calls; text after it is content. An array
cut off is reported, never completed.
"""

from __future__ import annotations

from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects._jsoncalls import read_json_body
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["Phi4Reader"]

MARKER = "functools["
TERMINATORS: tuple[str, ...] = ("<|end|>", "<|endoftext|>")


class Phi4Reader(DialectReader):
    """Reads Phi-4-mini ``functools[...]`` call arrays."""

    key: ClassVar[str] = "phi4"
    markers: ClassVar[tuple[str, ...]] = (MARKER,)
    gate: ClassVar[str] = "["

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        at = rest.find(MARKER)
        if at < 0:
            return None
        for tag in TERMINATORS:
            rest = rest.replace(tag, "")
        at = rest.find(MARKER)
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        out.text(rest[:at])
        body = rest[at + len(MARKER) - 1 :]  # keep the "[" that opens the array
        end = read_json_body(body, out, closed=False)
        if end is not None:
            out.text(body[end:])
        return out.detection()
