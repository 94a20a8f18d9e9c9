"""Jamba and Hunyuan ``<tool_calls>[{"name": ..., "arguments": {...}}]</tool_calls>`` calls.

Jamba 1.5/1.6 (AI21 chat template; vLLM ``jamba`` parser) and Hunyuan-A13B (Tencent chat
template; vLLM ``hunyuan_a13b`` parser) both write one JSON array of
``{"name", "arguments"}`` objects between ``<tool_calls>`` and ``</tool_calls>``.
Hunyuan wraps its answer in ``<answer>...</answer>`` after a ``<think>`` block; the
answer tags are markup, not content.

Data flow: split ``<think>`` reasoning (a ``<tool_calls>`` block inside it is reasoning
text: vLLM ``hunyuan_a13b`` skips blocks inside think) -> drop ``<answer>`` tags ->
each ``<tool_calls>`` block's JSON via :func:`read_tagged` -> make the calls. Text
outside the blocks is content. A block cut off is reported, never completed.
"""

from __future__ import annotations

from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects._jsoncalls import read_tagged
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["JambaReader"]

OPEN = "<tool_calls>"
CLOSE = "</tool_calls>"
ANSWER_TAGS: tuple[str, ...] = ("<answer>", "</answer>")
"""Hunyuan-A13B's answer wrapper (its reasoning parser splits ``<think>``/``<answer>``)."""
TERMINATORS: tuple[str, ...] = ("<|endoftext|>", "<|eos|>", "</s>")


class JambaReader(DialectReader):
    """Reads ``<tool_calls>[...]</tool_calls>`` (Jamba, Hunyuan-A13B)."""

    key: ClassVar[str] = "jamba"
    markers: ClassVar[tuple[str, ...]] = (OPEN,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        if OPEN not in rest:
            return None
        for tag in (*ANSWER_TAGS, *TERMINATORS):
            rest = rest.replace(tag, "")
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        read_tagged(rest, out, OPEN, CLOSE)
        return out.detection()
