"""Kimi K2 / K2.5 / K2.6 section-token calls.

``<|tool_calls_section_begin|><|tool_call_begin|>functions.NAME:IDX<|tool_call_argument_begin|>
{json}<|tool_call_end|>...<|tool_calls_section_end|>``

Data flow: split ``<think>`` reasoning (K2.6 thinking prompts pre-open it) -> content
before and after the section, verbatim (canitoolcall ``kimi/k2i-vllm-content-after-tool-section``:
"the text before and after a call is concatenated verbatim") -> each call's name is
the call id without its ``functions.`` prefix and ``:IDX`` suffix -> JSON arguments,
decoded JSON-aware (``<|tool_call_end|>`` may occur inside a string: canitoolcall
``kimi/k26-marker-terminator-in-string``). Noise between markers is skipped (vLLM test
``noise-between-markers``). A call cut off is reported, never completed.

**Special tokens stripped**: every call still reads ``functions.NAME:IDX{json}`` (the call
id is plain text), which prose does not produce: that is read when the JSON follows the
id directly, with or without the ``functions.`` prefix (an id without it must name an
offered tool). Lost for good: where the section began, so noise the model wrote between
the section and call tokens becomes content.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import (
    Assembly,
    balanced_end,
    json_value_at,
    skip_ws,
    split_reasoning,
)
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["KimiK2Reader"]

SECTION_BEGIN = "<|tool_calls_section_begin|>"
SECTION_END = "<|tool_calls_section_end|>"
CALL_BEGIN = "<|tool_call_begin|>"
ARG_BEGIN = "<|tool_call_argument_begin|>"
CALL_END = "<|tool_call_end|>"
IM_END = "<|im_end|>"

_INDEX_RE = re.compile(r":\d+$")
_ID_HINT_RE = re.compile(r":\d+[ \t]*[{\[]")
"""Cheap pre-check for a stripped call id: it starts with a literal ``:``, which the regex
engine scans for directly (~1 us on the corpus median vs ~8 us for the full id pattern,
whose optional prefix defeats that scan)."""
_ID_TAIL_RE = re.compile(r":\d+[ \t]*(?=[{\[])")
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
MAX_ID_CHARS = 256
"""How far back from ``:IDX`` a stripped call id's name is looked for. The name is found
backwards from each ``:IDX{`` rather than by a forward pattern, which would rescan a long
run of word characters from every start (quadratic on 1 MB of letters)."""
FUNCTIONS_PREFIX = "functions."


def _name_from_id(call_id: str) -> str:
    """``functions.get_weather:0`` -> ``get_weather`` (the prefix is also resolved by
    :meth:`ReadContext.resolve_name`, which keeps dotted tool names intact)."""
    return _INDEX_RE.sub("", call_id.strip())


class KimiK2Reader(DialectReader):
    """Reads Kimi K2 ``<|tool_calls_section_begin|>`` sections."""

    key: ClassVar[str] = "kimi_k2"
    markers: ClassVar[tuple[str, ...]] = (SECTION_BEGIN, CALL_BEGIN)
    gate: ClassVar[str] = "<:"  # ":": a stripped call keeps its "NAME:IDX" id

    def applies(self, text: str) -> bool:
        """The section tokens, or a stripped ``NAME:IDX{`` call id."""
        if "<|tool_call" in text:  # both section and call tokens start so: one search
            return SECTION_BEGIN in text or CALL_BEGIN in text
        return ":" in text and _ID_HINT_RE.search(text) is not None

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, closed = split_reasoning(text, ctx)
        if not closed and reasoning is not None:
            i = reasoning.find(SECTION_BEGIN)
            if i < 0:
                return None
            reasoning, rest = reasoning[:i], reasoning[i:]
        rest = rest.replace(IM_END, "")
        begin = rest.find(SECTION_BEGIN)
        if begin < 0:
            begin = rest.find(CALL_BEGIN)
            if begin < 0:
                return self._read_stripped(rest, reasoning, ctx)
        out = Assembly(self.key, ctx, strip_content=False)
        out.think(reasoning)
        out.text(rest[:begin])
        pos = begin + (len(SECTION_BEGIN) if rest.startswith(SECTION_BEGIN, begin) else 0)
        while True:
            nxt_call = rest.find(CALL_BEGIN, pos)
            sec_end = rest.find(SECTION_END, pos)
            if sec_end >= 0 and (nxt_call < 0 or sec_end < nxt_call):
                end = sec_end + len(SECTION_END)
                nxt = rest.find(SECTION_BEGIN, end)
                out.text(rest[end : nxt if nxt >= 0 else len(rest)])
                if nxt < 0:
                    break
                pos = nxt + len(SECTION_BEGIN)
                continue
            if nxt_call < 0:
                if out.calls:
                    out.note("missing-close-tag")
                elif rest[pos:].strip():
                    out.truncated(None, rest[pos:])
                break
            if rest[pos:nxt_call].strip():
                out.note("noise-between-markers")
            arg_at = rest.find(ARG_BEGIN, nxt_call)
            if arg_at < 0:
                out.truncated(None, rest[nxt_call:])
                break
            name = _name_from_id(rest[nxt_call + len(CALL_BEGIN) : arg_at])
            start = arg_at + len(ARG_BEGIN)
            got = json_value_at(rest, start)
            if got is None:
                s = skip_ws(rest, start)
                if s >= len(rest) or balanced_end(rest, s) is None:
                    out.truncated(name, rest[nxt_call:])
                    break
                out.bad(name, rest[nxt_call:], "the arguments are not JSON", "malformed-call")
                close = rest.find(CALL_END, start)
                if close < 0:
                    break
                pos = close + len(CALL_END)
                continue
            value, vend = got
            after = skip_ws(rest, vend)
            if rest.startswith(CALL_END, after):
                pos = after + len(CALL_END)
            elif after >= len(rest):
                out.note("missing-close-tag")
                pos = after
            else:
                out.bad(name, rest[nxt_call:after], "text after the arguments", "malformed-call")
                close = rest.find(CALL_END, after)
                if close < 0:
                    break
                pos = close + len(CALL_END)
                continue
            out.call(name, value, rest[nxt_call:vend])
        return out.detection()

    def _read_stripped(self, rest: str, reasoning: str | None, ctx: ReadContext) -> Detection | None:
        """Calls whose section and call tokens were stripped: ``functions.NAME:IDX{json}``."""
        out = Assembly(self.key, ctx, strip_content=False)
        pos = 0
        for m in _ID_TAIL_RE.finditer(rest):
            colon = m.start()
            if colon < pos:
                continue
            if not out.step():
                break
            i = colon
            while i > pos and colon - i < MAX_ID_CHARS and rest[i - 1] in _NAME_CHARS:
                i -= 1
            raw_id = rest[i:colon]
            glued = raw_id.rfind(FUNCTIONS_PREFIX)
            if glued >= 0:  # "functions.NAME", also glued to prose: "you.functions.NAME:0"
                prefixed, name, start = True, raw_id[glued + len(FUNCTIONS_PREFIX) :], i + glued
            else:
                prefixed, name, start = False, raw_id, i
            if not name or not (name[0].isalpha() or name[0] == "_"):
                continue
            if not prefixed and name not in ctx.valid_names:
                continue
            got = json_value_at(rest, m.end())
            if got is None:
                if balanced_end(rest, m.end()) is not None:
                    continue  # not JSON after all: prose
                out.text(rest[pos:start])
                out.truncated(name, rest[start:])
                pos = len(rest)
                break
            value, vend = got
            out.text(rest[pos:start])
            out.call(name, value, rest[start:vend])
            pos = vend
        if not out.calls and not out.invalid:
            return None
        out.text(rest[pos:])
        out.think(reasoning)
        out.note("special-tokens-stripped")
        return out.detection()
