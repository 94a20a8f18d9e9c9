"""Meituan LongCat-Flash ``<longcat_tool_call>{json}</longcat_tool_call>`` calls.

Format (LongCat-Flash-Chat chat template; vLLM ``longcat`` parser, which is the Hermes
parser with these tag names): one JSON object ``{"name", "arguments"}`` per tag, prose
around the tags is content.

Data flow: split ``<think>`` reasoning -> the Hermes reader's tagged-JSON scanner with
the LongCat tags (JSON decoded before the close tag is looked for, so a quoted tag stays
in its string) -> make the calls. A tag cut off is reported, never completed. The tags
are ordinary text in the tokenizer, so stripping special tokens does not affect them.
"""

from __future__ import annotations

from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.reading.dialects.hermes import read_tagged_json
from prompt_toolcall.types import Detection

__all__ = ["LongcatReader"]

OPEN = "<longcat_tool_call>"
CLOSE = "</longcat_tool_call>"


class LongcatReader(DialectReader):
    """Reads LongCat ``<longcat_tool_call>`` JSON calls."""

    key: ClassVar[str] = "longcat"
    markers: ClassVar[tuple[str, ...]] = (OPEN,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        out = Assembly(self.key, ctx)
        if not read_tagged_json(rest, ctx, out, OPEN, CLOSE):
            return None
        out.think(reasoning)
        return out.detection()
