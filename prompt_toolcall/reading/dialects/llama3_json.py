"""Llama 3.1 / 3.2 / 3.3 JSON calls: ``<|python_tag|>{"name": ..., "parameters": {...}}``.

Data flow: split ``<think>`` reasoning -> text before ``<|python_tag|>`` is content (kept
verbatim: canitoolcall ``llama/l3-sglang-text-before-python-tag``) -> one or more JSON
objects after it, separated by ``;`` (Llama 3.2 parallel calls, vLLM ``llama3_json``) ->
``{"name", "parameters"|"arguments"}`` (an extra ``"type": "function"`` is ignored: Meta's
own prompt format shows it) -> make the call.

Without ``<|python_tag|>`` only a reply that is wholly ``;``-separated call objects is
claimed; a single bare JSON object is left to the generic JSON detector, which reads it
the same way and also knows when JSON in prose is *not* a call. ``<|python_tag|>``
followed by code (the built-in code interpreter) is not a function call: not claimed.
"""

from __future__ import annotations

from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, balanced_end, json_value_at, split_reasoning
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.reading.dialects.hermes import split_call_object
from prompt_toolcall.types import Detection

__all__ = ["Llama3JsonReader"]

PYTHON_TAG = "<|python_tag|>"
TERMINATORS: tuple[str, ...] = ("<|eom_id|>", "<|eot_id|>", "<|end_of_text|>")


def _read_objects(body: str, start: int, out: Assembly) -> bool | None:
    """Read ``;``-separated call objects from ``start`` to the end of ``body`` into
    ``out``. True when all were read, None when the body is not call JSON at all."""
    pos = start
    first = True
    while True:
        while pos < len(body) and (body[pos].isspace() or (body[pos] == ";" and not first)):
            pos += 1
        if pos >= len(body):
            return True
        if body[pos] != "{":
            if first:
                return None
            out.bad(None, body[pos:], "text after the call JSON", "malformed-call")
            return True
        got = json_value_at(body, pos)
        if got is None:
            if balanced_end(body, pos) is None:
                out.truncated(None, body[pos:])
            else:
                out.bad(None, body[pos:], "the call is not valid JSON", "malformed-call")
            return True
        value, end = got
        parts = split_call_object(value)
        if parts is None:
            if first:
                return None
            out.bad(None, body[pos:end], "the JSON object names no function", "malformed-call")
        else:
            out.call(parts[0], parts[1] if parts[1] is not None else {}, body[pos:end])
        first = False
        pos = end


class Llama3JsonReader(DialectReader):
    """Reads Llama 3.x JSON tool calls after ``<|python_tag|>`` and ``;``-separated call lists."""

    key: ClassVar[str] = "llama3_json"
    markers: ClassVar[tuple[str, ...]] = (PYTHON_TAG, "};")
    gate: ClassVar[str] = "<}"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        for t in TERMINATORS:
            rest = rest.replace(t, "")
        out = Assembly(self.key, ctx, strip_content=False)
        out.think(reasoning)
        tag = rest.find(PYTHON_TAG)
        if tag >= 0:
            out.text(rest[:tag])
            if _read_objects(rest, tag + len(PYTHON_TAG), out) is None:
                return None
            out.note("python-tag")
            return out.detection()
        body = rest.strip()
        if not body.startswith("{") or ";" not in body:
            return None
        probe = Assembly(self.key, ctx, strip_content=False)
        if _read_objects(body, 0, probe) is None or len(probe.calls) + len(probe.invalid) < 2:
            return None
        probe.think(reasoning)
        probe.note("semicolon-separated")
        return probe.detection()
