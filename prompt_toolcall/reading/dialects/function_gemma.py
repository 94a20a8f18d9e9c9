"""FunctionGemma ``<start_function_call>call:NAME{k:<escape>v<escape>,n:5}<end_function_call>`` calls.

FunctionGemma (google/functiongemma-270m-it; Google's "FunctionGemma formatting and best
practices" page; vLLM ``functiongemma`` parser) writes each call between
``<start_function_call>`` and ``<end_function_call>``: ``call:NAME`` and an object in
Gemma notation, strings delimited by the ``<escape>`` token, bare values typed
(integers, floats, ``true``/``false``/``null``). ``<start_function_response>`` is the
engine's stop sequence and may leak into the text.

Data flow: for each ``<start_function_call>`` -> ``call:NAME`` -> the object, parsed by
the SDK module's Gemma-notation reader (:mod:`prompt_toolcall.reading.sdk_json`, one parser for the wire
format: ``0x1f``, ``+5`` and ``007`` stay strings, a repeated key or an escape inside a
bare word is ambiguous) -> make the call (schema coercion). Text outside the blocks is
content. A block without its end token whose object does not read is reported as
truncated; with the end token, as malformed. Never a guessed value.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.reading.sdk_json import FUNCTION_GEMMA_END, FUNCTION_GEMMA_ESCAPE, FUNCTION_GEMMA_START
from prompt_toolcall.reading.sdk_json import _RawReader as GemmaNotationReader
from prompt_toolcall.reading.sdk_json import _Unreadable as GemmaNotationError
from prompt_toolcall.types import Detection

__all__ = ["FunctionGemmaReader"]

STOPS: tuple[str, ...] = ("<start_function_response>", "<end_of_turn>", "<eos>")

_CALL_RE = re.compile(r"\s*call:\s*([A-Za-z_][\w.\-]*)\s*")


class FunctionGemmaReader(DialectReader):
    """Reads FunctionGemma ``<start_function_call>call:NAME{...}<end_function_call>`` calls."""

    key: ClassVar[str] = "function_gemma"
    markers: ClassVar[tuple[str, ...]] = (FUNCTION_GEMMA_START,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        if FUNCTION_GEMMA_START not in rest:
            return None
        for stop in STOPS:
            rest = rest.replace(stop, "")
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        pos = rest.find(FUNCTION_GEMMA_START)
        out.text(rest[:pos])
        while pos >= 0:
            end = self._read_call(rest, pos, out)
            if end is None:
                break
            nxt = rest.find(FUNCTION_GEMMA_START, end)
            out.text(rest[end : nxt if nxt >= 0 else len(rest)])
            pos = nxt
        return out.detection()

    @staticmethod
    def _read_call(text: str, at: int, out: Assembly) -> int | None:
        """Read the block at ``at``; the index after it, or None when the rest of the
        text is used up (cut off, or malformed with no end token)."""
        start = at + len(FUNCTION_GEMMA_START)
        nxt = text.find(FUNCTION_GEMMA_START, start)
        # Bounded by the next block: an end token after it belongs to that block, and an
        # unbounded search per block would make many unclosed blocks quadratic.
        close = text.find(FUNCTION_GEMMA_END, start, nxt if nxt >= 0 else len(text))
        stop = close if close >= 0 else (nxt if nxt >= 0 else len(text))
        resume = close + len(FUNCTION_GEMMA_END) if close >= 0 else (nxt if nxt >= 0 else None)
        at_end = close < 0 and nxt < 0
        m = _CALL_RE.match(text, start)
        if m is None:
            head = text[start:stop].strip()
            if at_end and (head.startswith("call:") or "call:".startswith(head)):
                out.truncated(None, text[at:])
            else:
                out.bad(None, text[at:stop], "expected call:NAME{...}", "malformed-call")
            return resume
        if m.end() >= stop or text[m.end()] != "{":
            if at_end and m.end() >= stop:
                out.truncated(m.group(1), text[at:])
            else:
                out.bad(m.group(1), text[at:stop], "expected call:NAME{...}", "malformed-call")
            return resume
        name = m.group(1)
        segment = text[m.end() : stop]
        reader = GemmaNotationReader(segment, FUNCTION_GEMMA_ESCAPE)
        try:
            args = reader.read_object(0)
        except GemmaNotationError:
            if at_end:
                out.truncated(name, text[at:])
            else:
                out.bad(name, text[at:stop], "the arguments are not Gemma notation", "malformed-call")
            return resume
        if segment[reader.pos :].strip():
            out.bad(name, text[at:stop], "text after the arguments inside the call", "malformed-call")
            return resume
        if close < 0:
            out.note("missing-close-tag")
        out.call(name, args, text[at:stop])
        return resume if resume is not None else len(text)
