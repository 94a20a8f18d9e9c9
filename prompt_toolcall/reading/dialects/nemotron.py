"""NVIDIA Nemotron ``<TOOLCALL>[{"name": ..., "arguments": {...}}]</TOOLCALL>`` calls.

Written by Llama-3.1-Nemotron-Nano/Super/Ultra and Nemotron-Nano-v2 (their chat
templates; vLLM ``nemotron_json`` parser). The payload is a JSON array; vLLM also accepts
a single object, so do we. Reasoning is a ``<think>`` block ("detailed thinking on").

Data flow: split ``<think>`` reasoning -> each ``<TOOLCALL>`` block's JSON via
:func:`read_tagged` -> make the calls; text outside the blocks is content. A block cut
off is reported, never completed.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects._jsoncalls import read_tagged
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["NemotronReader"]

OPEN = "<TOOLCALL>"
CLOSE = "</TOOLCALL>"
_FENCE_OPEN_RE = re.compile(r"<TOOLCALL>\s*```(?:json)?[ \t]*\n?")
_FENCE_CLOSE_RE = re.compile(r"\n?[ \t]*```\s*</TOOLCALL>")
TERMINATORS: tuple[str, ...] = ("<|eot_id|>", "<|end_of_text|>", "<extra_id_1>", "<|im_end|>")


class NemotronReader(DialectReader):
    """Reads ``<TOOLCALL>[...]</TOOLCALL>`` (NVIDIA Nemotron)."""

    key: ClassVar[str] = "nemotron"
    markers: ClassVar[tuple[str, ...]] = (OPEN,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        if OPEN not in rest:
            return None
        for tag in TERMINATORS:
            rest = rest.replace(tag, "")
        # BFCL's JSON prompt format shows its array in a ```json fence, and models copy the
        # fence inside the tag: the fence is layout, not part of the JSON.
        rest = _FENCE_OPEN_RE.sub(OPEN, _FENCE_CLOSE_RE.sub(CLOSE, rest))
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        read_tagged(rest, out, OPEN, CLOSE)
        return out.detection()
