"""Cohere Command-R / R+ / R7B / Command A tool calls.

Two generations of the format:

* Command R / R+ (2024 tool-use template, ``c4ai-command-r-v01`` model card): an optional
  ``Plan: ...`` line, then ``Action: ```json [{"tool_name": ..., "parameters": {...}}]```
  ``. The template's built-in ``directly_answer`` tool means "no call".
* Command R7B / Command A (``<|START_THINKING|>...<|END_THINKING|>``,
  ``<|START_ACTION|>[{"tool_call_id": "0", "tool_name": ..., "parameters": {...}}]<|END_ACTION|>``,
  answers in ``<|START_RESPONSE|>...<|END_RESPONSE|>``; vLLM ``cohere_command`` parsers,
  llama.cpp ``COMMAND_R7B`` handler).

Data flow: ``<|START_THINKING|>`` block -> reasoning; ``<|START_RESPONSE|>`` /
``<|START_TEXT|>`` tags dropped (their text is content); each action block's JSON array
read with ``tool_name``/``parameters`` keys -> make the calls. ``directly_answer``
(when it is not a declared tool) is dropped with note ``directly-answer``. A block cut
off is reported, never completed.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects._jsoncalls import TRUNCATED, calls_in, decode_json_at, read_tagged
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["CommandRReader"]

THINK_OPEN = "<|START_THINKING|>"
THINK_CLOSE = "<|END_THINKING|>"
ACTION_OPEN = "<|START_ACTION|>"
ACTION_CLOSE = "<|END_ACTION|>"
CONTENT_TAGS: tuple[str, ...] = ("<|START_RESPONSE|>", "<|END_RESPONSE|>", "<|START_TEXT|>", "<|END_TEXT|>")
TERMINATORS: tuple[str, ...] = ("<|END_OF_TURN_TOKEN|>", "<EOS_TOKEN>")
NAME_KEYS: tuple[str, ...] = ("tool_name", "name")
ARG_KEYS: tuple[str, ...] = ("parameters", "arguments")
DIRECTLY_ANSWER = "directly_answer"
"""Command R's template offers this tool to mean "answer without a tool"."""

_ACTION_RE = re.compile(r"(?m)^[ \t]*Action:[ \t]*```(?:json)?[ \t]*\n?")


class CommandRReader(DialectReader):
    """Reads Command-R ``Action: ```json [...]``` `` and Command R7B/A ``<|START_ACTION|>`` calls."""

    key: ClassVar[str] = "command_r"
    markers: ClassVar[tuple[str, ...]] = (ACTION_OPEN, THINK_OPEN, THINK_CLOSE, "Action: ```")
    gate: ClassVar[str] = "|`"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        for tag in TERMINATORS:
            text = text.replace(tag, "")
        if THINK_OPEN in text or (ctx.reasoning_open and THINK_CLOSE in text):
            reasoning, rest, _ = split_reasoning(text, ctx, THINK_OPEN, THINK_CLOSE)
        else:
            reasoning, rest = None, text
        for tag in CONTENT_TAGS:
            rest = rest.replace(tag, "")
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        if ACTION_OPEN in rest:
            read_tagged(rest, out, ACTION_OPEN, ACTION_CLOSE, name_keys=NAME_KEYS, arg_keys=ARG_KEYS)
        elif not self._read_fenced(rest, out):
            if reasoning is None:
                return None
            out.text(rest)
        return self._without_directly_answer(out)

    @staticmethod
    def _read_fenced(text: str, out: Assembly) -> bool:
        """Command R ``Action: ```json [...]``` ``; False when absent."""
        m = _ACTION_RE.search(text)
        if m is None:
            return False
        out.text(text[: m.start()])
        got = decode_json_at(text, m.end())
        if isinstance(got, str):
            body = text[m.end() :]
            if got == TRUNCATED and "```" not in body:
                out.truncated(None, body)
            else:
                out.bad(None, body, "the Action block is not a JSON list of calls", "malformed-call")
            return True
        value, end = got
        parts = calls_in(value, NAME_KEYS, ARG_KEYS)
        raw = text[m.end() : end]
        if parts is None:
            out.bad(None, raw, "the Action JSON names no tool", "malformed-call")
        else:
            for name, args in parts:
                out.call(name, args, raw)
        tail = text[end:].lstrip()
        if tail.startswith("```"):
            tail = tail[3:]
        else:
            out.note("missing-close-tag")
        out.text(tail)
        return True

    def _without_directly_answer(self, out: Assembly) -> Detection:
        if DIRECTLY_ANSWER in out.ctx.valid_names:
            return out.detection()
        kept = [c for c in out.invalid if c.name != DIRECTLY_ANSWER]
        if len(kept) != len(out.invalid):
            out.invalid[:] = kept
            out.note("directly-answer")
            if "unknown-function" in out.notes and not any(
                "not one of the offered tools" in c.error for c in kept
            ):
                out.notes.remove("unknown-function")
        return out.detection()
