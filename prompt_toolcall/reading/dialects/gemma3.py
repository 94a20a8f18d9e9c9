"""Gemma 3 prompted calls in a ```` ```tool_code ```` fence.

Gemma 3 has no tool tokens; Google's Gemma function-calling guides ("Function calling
with Gemma", the Gemma cookbook's meme-generator / agent examples) prompt it to wrap a
Python-style call in ```` ```tool_code ... ``` ```` and return results in
```` ```tool_output ````. The body is one call, several calls on separate lines, or a
``[f(a=1), g(b=2)]`` list (the guide's pythonic format).

Data flow: for each ```` ```tool_code ```` fence -> the body up to the closing fence ->
each ``print(...)`` statement unwrapped (note ``print-unwrapped``: Gemini-style tool_code
prints the call), positional arguments mapped onto the declared parameters in order,
and a ``default_api.`` prefix dropped (note ``namespace-stripped``) ->
the pythonic reader's :func:`read_call_list` (``ast``, never ``eval``) -> make the calls.
Text outside the fences is content. A fence whose body is not a call list is reported
as malformed; a body cut off inside a call is reported as truncated.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.reading.dialects.pythonic import read_call_list
from prompt_toolcall.types import Detection

__all__ = ["Gemma3Reader"]

FENCE_OPEN = "```tool_code"
FENCE_CLOSE = "```"
STOPS: tuple[str, ...] = ("<end_of_turn>", "<eos>")
NAMESPACES: tuple[str, ...] = ("default_api.",)
"""Prefixes Gemini-style tool_code puts before a function name. UNMEASURED: seen in
Gemini/Gemma tool_code replies; only stripped when the bare name is declared (the
registry's name resolution still applies)."""


def _unwrap(body: str, ctx: ReadContext, out: Assembly) -> str:

    def bare_if_declared(m: re.Match[str]) -> str:
        name = m.group(1)
        return f"{name}(" if ctx.resolve_name(name) is not None else m.group(0)

    for prefix in NAMESPACES:
        if prefix in body:
            bare = re.sub(re.escape(prefix) + r"([A-Za-z_]\w*)\s*\(", bare_if_declared, body)
            if bare != body:
                body = bare
                out.note("namespace-stripped")
    return body


class Gemma3Reader(DialectReader):
    """Reads Gemma 3 ```` ```tool_code ```` fences of Python-style calls."""

    key: ClassVar[str] = "gemma3"
    markers: ClassVar[tuple[str, ...]] = (FENCE_OPEN,)
    gate: ClassVar[str] = "`"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        if FENCE_OPEN not in rest:
            return None
        for stop in STOPS:
            rest = rest.replace(stop, "")
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        pos = rest.find(FENCE_OPEN)
        out.text(rest[:pos])
        while pos >= 0:
            start = pos + len(FENCE_OPEN)
            close = rest.find(FENCE_CLOSE, start)
            if close < 0 and ctx.partial:
                break  # pending: the fence body may still turn out not to be calls
            body = rest[start : close if close >= 0 else len(rest)]
            src = _unwrap(body, ctx, out)
            if not src.strip():
                if close >= 0:
                    out.bad(None, body, "the tool_code block is empty", "malformed-call")
                else:
                    out.truncated(None, rest[pos:])
            elif not read_call_list(src, out, unwrap_print=True):
                if close >= 0:
                    out.bad(None, body, "the tool_code block is not a list of calls", "malformed-call")
                else:
                    out.truncated(None, rest[pos:])
            elif close < 0:
                out.note("missing-close-tag")
            if close < 0:
                break
            end = close + len(FENCE_CLOSE)
            nxt = rest.find(FENCE_OPEN, end)
            out.text(rest[end : nxt if nxt >= 0 else len(rest)])
            pos = nxt
        return out.detection()
