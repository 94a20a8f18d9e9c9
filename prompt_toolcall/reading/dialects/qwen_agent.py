"""Qwen-Agent ``✿FUNCTION✿`` / ``✿ARGS✿`` calls.

Format (Qwen-Agent's function-calling prompt, ``qwen_agent/llm/fncall_prompts``, the
default "qwen" template)::

    Let me look.
    ✿FUNCTION✿: get_weather
    ✿ARGS✿: {"city": "Paris"}
    ✿RESULT✿: ...
    ✿RETURN✿: It is sunny.

Data flow: split ``<think>`` reasoning -> text before the first ``✿FUNCTION✿`` is content
-> each ``✿FUNCTION✿: NAME`` line with the ``✿ARGS✿:`` JSON after it (string-aware) ->
make the calls. ``✿RESULT✿`` is written by the framework in place of the tool, so a
model-written result and anything after it is dropped (note
``hallucinated-observation-dropped``); ``✿RETURN✿`` text is the answer. Arguments that are
not a JSON object are reported as malformed; a call cut off is reported, never completed.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, balanced_end, json_value_at, split_reasoning
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["QwenAgentReader"]

FN = "✿FUNCTION✿"
ARGS = "✿ARGS✿"
RESULT = "✿RESULT✿"
RETURN = "✿RETURN✿"
_FN_RE = re.compile(r"✿FUNCTION✿\s*[:：]?[ \t]*([^\n✿]*)")
_ARGS_RE = re.compile(r"\s*✿ARGS✿\s*[:：]?\s*")
_RETURN_RE = re.compile(r"✿RETURN✿\s*[:：]?\s*")


class QwenAgentReader(DialectReader):
    """Reads Qwen-Agent ``✿FUNCTION✿``/``✿ARGS✿`` calls."""

    key: ClassVar[str] = "qwen_agent"
    markers: ClassVar[tuple[str, ...]] = (FN, RETURN)
    gate: ClassVar[str] = "✿"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        res = rest.find(RESULT)
        if res >= 0:
            rest = rest[:res]
            out.note("hallucinated-observation-dropped")
        m = _FN_RE.search(rest)
        if m is None:
            r = _RETURN_RE.search(rest)
            if r is None:
                return None
            out.text(rest[: r.start()])
            out.text(rest[r.end() :])
            return out.detection()
        out.text(rest[: m.start()])
        while m is not None and out.step():
            name = m.group(1).strip()
            a = _ARGS_RE.match(rest, m.end())
            if a is None:
                if not rest[m.end() :].strip() or ARGS.startswith(rest[m.end() :].strip()):
                    out.truncated(name or None, rest[m.start() :])
                else:
                    out.bad(name or None, rest[m.start() :], "✿FUNCTION✿ without ✿ARGS✿", "malformed-call")
                return out.detection()
            got = json_value_at(rest, a.end())
            if got is None:
                s = a.end()
                if s >= len(rest) or (rest[s] in "{[" and balanced_end(rest, s) is None):
                    out.truncated(name, rest[m.start() :])
                else:
                    out.bad(name, rest[m.start() :], "✿ARGS✿ is not a JSON object", "malformed-call")
                return out.detection()
            value, end = got
            if not isinstance(value, dict):
                out.bad(name, rest[m.start() : end], "✿ARGS✿ is not a JSON object", "malformed-call")
            else:
                out.call(name, value, rest[m.start() : end])
            m = _FN_RE.search(rest, end)
            tail = rest[end : m.start() if m else len(rest)]
            r = _RETURN_RE.search(tail)
            if r is not None:
                out.text(tail[r.end() :])
            elif tail.strip():
                out.text(tail)
        return out.detection()
