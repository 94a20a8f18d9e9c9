"""InternLM2 / InternLM2.5 / Intern-S1 ``<|action_start|><|plugin|>{json}<|action_end|>`` calls.

The chat format (InternLM's ``chat_template``, lagent ``INTERNLM2_META``; vLLM
``internlm`` parser) puts one ``{"name": ..., "parameters": {...}}`` object after
``<|action_start|><|plugin|>`` (``arguments`` is accepted too, as vLLM does). The same
``<|action_start|>`` opens ``<|interpreter|>`` blocks: Python for the code interpreter,
which is not a function call, so such a reply is claimed as content with no call (note
``code-interpreter-not-a-call``) rather than mined for JSON.

Data flow: split ``<think>`` reasoning -> each plugin block's JSON via
:func:`read_tagged` -> make the call; text before and after is content. A block cut off
is reported, never completed.
"""

from __future__ import annotations

from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects._jsoncalls import read_tagged
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["InternlmReader"]

ACTION_START = "<|action_start|>"
PLUGIN = "<|plugin|>"
INTERPRETER = "<|interpreter|>"
ACTION_END = "<|action_end|>"
TERMINATORS: tuple[str, ...] = ("<|im_end|>", "<eoa>", "</s>")


class InternlmReader(DialectReader):
    """Reads InternLM ``<|action_start|><|plugin|>`` function calls."""

    key: ClassVar[str] = "internlm"
    markers: ClassVar[tuple[str, ...]] = (ACTION_START,)
    gate: ClassVar[str] = "|"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        if ACTION_START not in rest:
            return None
        for tag in TERMINATORS:
            rest = rest.replace(tag, "")
        # The role token may be separated from the start token by whitespace.
        rest = rest.replace(ACTION_START + "\n", ACTION_START).replace(ACTION_START + " ", ACTION_START)
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        opener = ACTION_START + PLUGIN
        if opener in rest:
            read_tagged(rest, out, opener, ACTION_END)
            return out.detection()
        if ACTION_START + INTERPRETER in rest:
            out.text(rest)
            out.note("code-interpreter-not-a-call")
            return out.detection()
        if rest.rstrip().endswith(ACTION_START):
            # Stream stopped right after the start token: the role is not known yet.
            out.text(rest.rstrip()[: -len(ACTION_START)])
            return out.detection()
        return None
